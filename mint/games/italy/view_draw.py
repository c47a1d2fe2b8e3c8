"""How Mint Italy looks: the island with its settlements and cities, the corner cards' boxes, the
banner, the victory-point order and the passing track. The cards on the table (marina, mercato,
commercio, order, scoring, fee and bot cards) are painted by ``view_tablecards``, the players'
mats by ``view_mat``.

Every word is drawn at its own size (``view_layout``: 18 px at 1080p, numbers 22, titles 20) and
never shrunk; where a box has no room for a word, a shorter form stands in for it and the tooltip
says it whole. The icons and card faces it uses are in ``view_icons``; card faces go through the
shared card painter, which keeps them once painted.
"""

from __future__ import annotations

import math
from functools import partial
from typing import Any, Callable

import pygame

from mint.core.words import t
from mint.games.italy import board, play
from mint.games.italy import cards as C
from mint.games.italy.actions import MoveFood, Return
from mint.games.italy.island import card_word
from mint.games.italy.state import CORNERS, EMPTY, State, column, owner
from mint.games.italy.view_geo import Geo
from mint.games.italy.view_icons import CREAM, INK, coin, good, marina_token, stamp_token, token_shape
from mint.games.italy.view_layout import BODY, NUMBER, ROW, rival_mark
from mint.games.italy.view_mat import framed as framed_parts
from mint.games.italy.view_mat import reach, sides, within
from mint.games.italy.view_tablecards import ItalyTableCards, card_radius, marina_radius
from mint.ui import palette
from mint.ui.kit import Kit
from mint.ui.layers import Layers, Part
from mint.ui.palette import TABLE
from mint.ui.view_api import Shape

# --- the painter --------------------------------------------------------------------------------


class ItalyPainter(ItalyTableCards):
    """Paints an observation into the spots its layout gives."""

    paints_in_place = True  #: the whole table's layers repaint only the parts that changed
    board_in_place = True  #: and so do the table-top board's
    seat_in_place = True  #: and each seat strip's (its mat)

    def __init__(self, rules: Any, kit: Kit) -> None:
        super().__init__(rules, kit)
        # (what a painting in place painted new is kept when the next frame starts: nothing more
        # is drawn on these surfaces, but the normal layout's chrome, which keeps what it covers;
        # the parts gone are mostly the mats in their other tint, kept whole for the turn passing:
        # the names come back, they do not pile up)
        self._layers = Layers(later=True, gone_share=1.0)  #: the whole table's parts, as last painted
        self._board_layers = Layers(later=True)  #: table-top mode: the shared board's ...
        self._seat_layers: dict[int, Layers] = {}  #: ... and each seat strip's mat
        self._legal_of: tuple[Any, list[Any]] | None = None
        self._centres: tuple[Any, dict[Any, tuple[float, float]]] = (None, {})  #: the hexes' centres, by geometry

    def set_kit(self, kit: Kit) -> None:
        super().set_kit(kit)
        self.forget(normal=True, tabletop=True)

    def forget(self, normal: bool, tabletop: bool) -> None:
        """Let go of the kept paintings of one layout (while the other is drawn) or of both."""
        if normal:
            self._layers.clear()
        if tabletop:
            self._board_layers.clear()
            self._seat_layers.clear()

    # --- the whole table ----------------------------------------------------------------------

    def draw(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, rect: pygame.Rect, spots: dict[Any, Any]
    ) -> None:
        s: State = obs
        self.kit.rival = rival_mark(s)
        geo = self.geometry(s, rect)
        self.forget(normal=False, tabletop=True)
        if not self.in_place:  # (painted whole: first the mats in their other tint, for the turn passing)
            self._layers.paint_ahead(surface, self._parts(surface, s, geo, self._geo_key, passed=True), TABLE)
        self.damage = self._layers.paint(surface, self._parts(surface, s, geo, self._geo_key), self.in_place, TABLE)

    def draw_board(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, rect: pygame.Rect, spots: dict[Any, Any]
    ) -> None:
        """Table-top: the shared board, without the players' mats (the solo bot's stays)."""
        s: State = obs
        self.kit.rival = rival_mark(s)
        geo = self.board_geometry(s, rect)
        self.forget(normal=True, tabletop=False)
        parts = self._parts(surface, s, geo, self._tt_key)
        self.damage = self._board_layers.paint(surface, parts, self.in_place, TABLE)

    def draw_seat(
        self,
        surface: pygame.Surface,
        obs: Any,
        viewer: int | None,
        seat: int,
        rect: pygame.Rect,
        spots: dict[Any, Any],
    ) -> None:
        """Table-top: a player's mat, long and low in their strip."""
        s: State = obs
        self.kit.rival = rival_mark(s)
        if not 0 <= seat < len(s.players):
            return
        self.forget(normal=True, tabletop=False)
        # (a strip's layers hold its mat alone: its pictures in the other tint are kept whole, for
        # the turn passing back; a quarter of it would have the turn paint the mat again)
        layers = self._seat_layers.setdefault(seat, Layers(later=True, gone_share=1.0))
        if not self.in_place and self.ground is not None:  # (painted whole: first in its other tint)
            layers.paint_ahead(surface, self._seat_parts(surface, s, seat, rect, passed=True), self.ground)
        self.damage = layers.paint(surface, self._seat_parts(surface, s, seat, rect), self.in_place, self.ground)

    def _seat_parts(
        self, surface: pygame.Surface, s: State, seat: int, rect: pygame.Rect, passed: bool = False
    ) -> list[Part]:
        """A strip's parts, its mat's, each kept (in both tints: the turn passing blits them back);
        with ``passed``, in its other tint (``_mat_parts``)."""
        m = self.seat_geometry(seat, rect)
        area = m.panel.union(reach(self.kit, m.panel)).clip(surface.get_rect())
        # the ground under it: the strip's, painted by the table (in place: under the places
        # painted again), else whatever the surface was filled with
        ground: Any = (
            "strip" if self.ground is not None else _ground(surface, area) if area.width and area.height else ()
        )
        base = (tuple(rect), self.kit.scale, self.kit.player_colors, surface.get_size())
        return self._mat_parts(surface, s, m, self._legal(s), base, True, ground, surface.get_rect(), passed)

    def seat_key(self, obs: Any, viewer: int | None, seat: int, rect: pygame.Rect, spots: dict[Any, Any]) -> Any:
        """A strip holds the seat's mat alone, kept by what its parts show (and the rival's mark
        its tokens read)."""
        s: State = obs
        if not 0 <= seat < len(s.players):
            return ("no mat", len(s.players))
        self.kit.rival = rival_mark(s)
        m = self.seat_geometry(seat, rect)
        parts = self._mat_parts(_NOWHERE, s, m, self._legal(s), None, False)
        return (tuple(rect), self.kit.scale, self.kit.player_colors, tuple((p.name, p.key) for p in parts))

    def _legal(self, s: State) -> list[Any]:
        """The moves on offer in ``s`` (none once it is over), worked out once per painting (the
        board's, which comes first) for the seats' mats that share its observation."""
        kept = self._legal_of
        if kept is None or kept[0] is not s:
            kept = self._legal_of = (s, self.rules.legal_actions(s) if s.phase != "over" else [])
        return kept[1]

    def _parts(self, surface: pygame.Surface, s: State, geo: Geo, shape: Any, passed: bool = False) -> list[Part]:
        """The table's parts in the order they are painted (each kept until what it shows, or
        anything painted under it, changes); in the normal layout the banner over them. With
        ``passed``, each mat as the turn passing shows it, in its other tint and nothing on it lit."""
        self._legal_of = None  # (worked out afresh on each painting: a test may edit a state in place)
        legal = self._legal(s)
        k = self.kit
        shape = (shape, k.scale, k.player_colors)
        actor = board.actor(s) if s.phase != "over" else None
        parts = self._island_parts(surface, s, geo, legal, shape)

        def part(name: Any, key: Any, area: pygame.Rect, paint: Callable[[], None]) -> None:
            parts.append(Part(name, (shape, key), area, paint))

        def framed(name: Any, rect: pygame.Rect, radius: int, key: Any, area: pygame.Rect, paint: Any) -> None:
            parts.extend(framed_parts(k, surface, shape, name, rect, radius, key, area, paint))

        # the VP box, this round's player order (whose turn it is) and the passing boxes
        scores = (tuple(p.vp for p in s.players), self.vp_names(s))
        vp, order, passing = self._left_areas(geo)
        framed("vp", geo.vp, k.px(8), scores, vp, partial(self._draw_vp, surface, s, geo))
        turn = (s.order, actor if s.phase == "play" else None)
        part("order", turn, order, partial(self._draw_order_boxes, surface, s, geo))
        part("passing", s.passed, passing, partial(self._draw_passing, surface, s, geo))
        choosing = play.arg(s.pending[0], 0) if s.pending and s.pending[0].kind == "choose" else None
        for i, r in enumerate(geo.marina_cards):
            card = s.marina_cards[i] if i < len(s.marina_cards) else None
            paint = partial(self._draw_marina_card, surface, s, geo, i)
            ring = r.inflate(k.px(6), k.px(6))
            framed(("marina", i), r, marina_radius(r), (card, s.marina_tokens[i], choosing == i), ring, paint)
        paint = partial(self._draw_mercato, surface, s, geo)
        grown = (r.inflate(math.ceil(r.width * 0.08) + 2, math.ceil(r.height * 0.08) + 2) for r in geo.price_rows)
        markers = geo.mercato.unionall([reach(k, r, deep=True) for r in grown])  # (a marker's shadow)
        framed("mercato", geo.mercato, card_radius(geo.mercato), s.prices, markers, paint)
        movable = tuple(a.food for a in legal if isinstance(a, MoveFood))
        paint = partial(self._draw_commercio, surface, s, geo, legal)
        framed("commercio", geo.commercio, card_radius(geo.commercio), (s.food, movable), geo.commercio, paint)
        parts += self.cards_row_parts(surface, s, geo, shape)
        for m in geo.mats:  # (a mat's parts kept in both tints: the turn passing blits them back)
            cast = partial(k.shadow, surface, m.panel, k.px(10))
            bands = sides(reach(k, m.panel), m.panel, k.px(10))  # (a change by one paints that band again)
            for i, side in ((i, side) for i, side in enumerate(bands) if side.colliderect(surface.get_rect())):
                paint = partial(within, surface, side, cast)
                parts.append(Part((("mat", m.seat), "shadow", i), (shape, tuple(m.panel)), side, paint, False))
            parts += self._mat_parts(surface, s, m, legal, shape, True, bounds=surface.get_rect(), passed=passed)
        banner = self._banner(s, geo) if not geo.tabletop else None
        if banner is not None:  # (on a table-top board the decision waited for is said in its player's bar)
            box, lines = banner
            paint = partial(self._draw_banner, surface, box, lines)
            framed("banner", box, box.height // 2, (tuple(lines), self.accent), box, paint)
        return parts

    def _left_areas(self, geo: Geo) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Where the VP box, the player-order boxes and the passing boxes paint (their words
        above them too; the VP box's shadow not)."""
        k = self.kit
        font = k.font(BODY, True)
        line = k.px(ROW)
        boxes, p0 = geo.order_boxes, geo.passing[0]
        order = pygame.Rect((0, 0), font.size(str(t("Order"))))
        order.bottomleft = (boxes[0].x, boxes[0].y - k.px(2))
        hand = k.icon("hand", BODY).get_rect(center=(p0.x + k.px(10), p0.y - line // 2))
        said = pygame.Rect((0, 0), font.size(str(t("Pass"))))
        said.bottomleft = (hand.right + k.px(4), p0.y - k.px(2))
        pad = k.px(4)
        return (
            geo.vp,
            order.inflate(pad, pad).unionall(boxes),
            p0.unionall([*geo.passing[1:], hand, said.inflate(pad, pad)]).inflate(4, 4),  # (a coin's rim too)
        )

    # --- island -------------------------------------------------------------------------------

    def _island_parts(self, surface: pygame.Surface, s: State, geo: Geo, legal: list[Any], shape: Any) -> list[Part]:
        """The island: its ground (the hexes, the lit ones too, and the marinas' pills), each
        marina's tokens, each settlement, and at the end of the game the cities' outlines."""
        k = self.kit
        isl = play.isle(s)
        returns = tuple(isl.ids[a.space] for a in legal if isinstance(a, Return))
        whole = geo.island.inflate(k.px(30), k.px(30))
        # (on a table-top board the island's ground is not kept, which would take a 4K screen's
        # memory past its mark: the hex board keeps its picture, laid again where a token changed;
        # on the table the banner over its edge changes at nearly every move, kept it is a copy)
        paint = partial(self._draw_island, surface, s, geo, returns, shape)
        parts = [Part("island", (shape, returns), whole, paint, kept=not geo.tabletop)]
        scale = self.board.scale
        for i, corner in enumerate(CORNERS):
            seats = s.marina_tokens[i]
            if not seats:
                continue
            c = self._centre(shape, isl.ids[isl.marinas[corner]])
            at = [
                (c[0] + math.cos(a) * r, c[1] + 0.12 * scale + math.sin(a) * r, seat)
                for j, seat in enumerate(seats)
                for a, r in ((2 * math.pi * j / len(seats) - math.pi / 2, scale * 0.3 if len(seats) > 1 else 0),)
            ]
            area = _round(k, at[0][:2], scale * 0.24).unionall([_round(k, p[:2], scale * 0.24) for p in at[1:]])
            paint = partial(self._draw_marina_tokens, surface, at, scale * 0.24)
            parts.append(Part(("marinas", i), (shape, seats), area, paint))
        r = max(k.px(7), scale * 0.5)
        for i, code in enumerate(s.board):
            if code == EMPTY:
                continue
            c = self._centre(shape, isl.ids[i])
            room = r if isl.whole[i] else r * 0.8
            paint = partial(stamp_token, k, surface, c, room, owner(code), column(code))
            parts.append(Part(("token", i), (shape, code), _round(k, c, room), paint))
        if s.phase == "over":  # (painted again where it shows, not kept: a new 5 MB picture at 3840x2160
            # cost 3 ms to keep in the game's last frame, where its lines are painted in 1)
            paint = partial(self._draw_cities, surface, s, geo)
            parts.append(Part("cities", (shape, s.board), whole, paint, kept=False))
        return parts

    def _centre(self, shape: Any, sid: Any) -> tuple[float, float]:
        """The centre of a hex on the island as the geometry ``shape`` places it (kept: a token's
        place is worked out on every painting)."""
        if self._centres[0] != shape:
            self._centres = (shape, {})
        kept = self._centres[1]
        if sid not in kept:
            kept[sid] = self.board.center(sid)
        return kept[sid]

    def _draw_island(self, surface: pygame.Surface, s: State, geo: Geo, lit: tuple[Any, ...], shape: Any) -> None:
        """The island's ground: its hexes (``lit`` ones outlined) and each marina's pill (``shape``:
        the geometry's key, its hexes' centres kept by it)."""
        k = self.kit
        isl = play.isle(s)
        back = geo.island.inflate(k.px(14), k.px(14))
        pygame.draw.rect(surface, palette.darker(palette.TABLE, 0.92), back, border_radius=k.px(12))
        self.board.draw(surface, lit=lit)
        for corner in CORNERS:  # (each corner's pill lies far from the others' tokens, under its own)
            c = self._centre(shape, isl.ids[isl.marinas[corner]])
            self.board.pill(surface, card_word(corner), (c[0], c[1] - self.board.scale * 0.45), BODY)

    def _draw_marina_tokens(self, surface: pygame.Surface, at: list[tuple[float, float, int]], r: float) -> None:
        for x, y, seat in at:
            marina_token(self.kit, surface, (x, y), r, seat)

    def _draw_cities(self, surface: pygame.Surface, s: State, geo: Geo) -> None:
        """Each player's cities outlined in their colour (the end of the game)."""
        k = self.kit
        isl = play.isle(s)
        for seat in range(len(s.players)):
            colour = k.player_color(seat)
            for group in isl.city_groups(play.owned(s, seat)):
                shape = Shape(tuple(p for i in sorted(group) for p in geo.hexes[i].polygons))
                for a, b in shape.rim:
                    pygame.draw.line(surface, palette.TEXT, a, b, max(3, k.px(6)))
                for a, b in shape.rim:
                    pygame.draw.line(surface, colour, a, b, max(2, k.px(3.5)))

    def _banner(self, s: State, geo: Geo) -> tuple[pygame.Rect, list[str]] | None:
        """The decision the table waits for, on a pill across the island's top edge (or between
        the marina cards above it), wrapped to as many lines as its room holds: the pill and its
        lines (None: no decision to say)."""
        words = self.banner_text(s)
        if not words:
            return None
        k = self.kit
        span = geo.banner
        font = k.font(BODY, True)
        step = font.get_linesize()
        pad = k.px(16)
        inner = min(span.width - 2 * pad, k.width(words, BODY, True))
        lines = k.wrap(words, BODY, inner, True)
        room = max(1, (span.height - k.px(6)) // step)
        if len(lines) > room:  # a wider pill, for fewer lines
            inner = span.width - 2 * pad
            lines = k.wrap(words, BODY, inner, True)
        inner = max(k.width(line, BODY, True) for line in lines)
        box = pygame.Rect(0, 0, inner + 2 * pad, step * len(lines) + k.px(8))
        if geo.beside:  # over the island's top edge, in the room above it when there is some
            box.midbottom = (span.centerx, max(geo.rect.y + box.height, geo.island.y + k.px(14)))
        else:  # in the strip above the north cards, between the two top marina cards
            box.center = span.center
        box.clamp_ip(geo.rect)
        return box, lines

    def _draw_banner(self, surface: pygame.Surface, box: pygame.Rect, lines: list[str], shadow: bool = True) -> None:
        k = self.kit
        pad = k.px(16)
        step = k.font(BODY, True).get_linesize()
        if shadow:
            k.shadow(surface, box, box.height // 2)
        rad = min(box.height // 2, k.px(18))
        pygame.draw.rect(surface, self.accent, box, border_radius=rad)
        pygame.draw.rect(surface, palette.WHITE, box, max(1, k.px(2)), border_radius=rad)
        block = pygame.Rect(box.x + pad, box.y + k.px(4), box.width - 2 * pad, step * len(lines))
        k.block(surface, "\n".join(lines), block, BODY, palette.WHITE, True, centre=True)

    def banner_text(self, s: State) -> str:
        """The decision the table waits for, in a few words (the board's banner)."""
        return ""

    # --- by the corner cards ------------------------------------------------------------------

    def _draw_vp(self, surface: pygame.Surface, s: State, geo: Geo, shadow: bool = True) -> None:
        """The VP box: a row per player, or on a table-top board maybe one across."""
        k = self.kit
        vp = geo.vp
        k.panel(surface, vp, radius=k.px(8), shadow=shadow)
        line = k.px(ROW)
        across = geo.vp_rows[0].y == vp.y  # (a table-top board's VP box above the island)
        label_y = vp.centery if across else vp.y + line // 2 + k.px(2)
        k.text(surface, str(t("VP")), (vp.x + k.px(8), label_y), BODY, palette.TEXT_2, True, "midleft")
        n = len(s.players)
        rad = min(line * 0.34, k.px(10))
        names = self.vp_names(s)
        for seat in range(n):
            row = geo.vp_rows[seat]
            two = row.height > line  # the name on its own line, under the token and the score
            cy = row.y + line // 2 if two else row.centery
            k.token(surface, (row.x + k.px(6) + rad, cy), rad, seat)
            score = k.text(surface, str(s.players[seat].vp), (row.right - k.px(8), cy), NUMBER, INK, True, "midright")
            if two:
                at, room = (row.x + k.px(8), row.bottom - line // 2 + k.px(2)), row.width - k.px(14)
            else:
                x = row.x + k.px(10) + round(2 * rad)
                at, room = (x, cy), score.x - k.px(6) - x
            k.text(surface, names[seat], at, BODY, INK, False, "midleft", max_width=room)

    def _draw_order_boxes(self, surface: pygame.Surface, s: State, geo: Geo) -> None:
        """This round's player order, the player to act marked."""
        k = self.kit
        boxes = geo.order_boxes
        k.text(surface, str(t("Order")), (boxes[0].x, boxes[0].y - k.px(2)), BODY, palette.TEXT_2, True, "bottomleft")
        actor = board.actor(s) if s.phase != "over" else None
        for i, r in enumerate(boxes):
            pygame.draw.rect(surface, CREAM, r, border_radius=k.px(5))
            pygame.draw.rect(surface, palette.BORDER, r, max(1, k.px(1.5)), border_radius=k.px(5))
            if i < len(s.order):
                seat = s.order[i]
                k.token(surface, r.center, min(r.width, r.height) * 0.34, seat)
                if seat == actor and s.phase == "play":
                    pygame.draw.rect(surface, palette.TEXT, r, max(2, k.px(2.5)), border_radius=k.px(5))
            else:
                k.text(surface, str(i + 1), r.center, BODY, palette.BORDER, True, "center")

    def _draw_passing(self, surface: pygame.Surface, s: State, geo: Geo) -> None:
        """The passing boxes (hand icon), topmost first."""
        k = self.kit
        line = k.px(ROW)
        p0 = geo.passing[0]
        hand = k.blit_icon(surface, "hand", (p0.x + k.px(10), p0.y - line // 2), BODY)
        k.text(
            surface, str(t("Pass")), (hand.right + k.px(4), p0.y - k.px(2)), BODY, palette.TEXT_2, True, "bottomleft"
        )
        for i, r in enumerate(geo.passing):
            taken = i < len(s.passed)
            fill = CREAM if not taken else palette.lighter(k.player_color(s.passed[i]), 0.7)
            pygame.draw.rect(surface, fill, r, border_radius=k.px(5))
            pygame.draw.rect(surface, palette.BORDER, r, max(1, k.px(1.5)), border_radius=k.px(5))
            rad = min(r.height * 0.42, k.px(14))
            coin(k, surface, (r.x + k.px(4) + rad, r.centery), rad, C.PASS_COINS[i], k.px(BODY))
            if taken:
                k.token(surface, (r.right - k.px(6) - rad, r.centery), rad * 0.9, s.passed[i])

    # --- pieces -------------------------------------------------------------------------------

    def token_piece(self, seat: int, col: int) -> pygame.Surface:
        """A settlement token as a piece to drag or glide (the size it has on the island)."""
        r = max(self.kit.px(10), self.board.scale * 0.5)
        size = int(r * 2.6)
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        token_shape(self.kit, surf, (size / 2, size / 2), r, seat, col)
        return surf

    def marina_piece(self, seat: int) -> pygame.Surface:
        r = max(self.kit.px(10), self.board.scale * 0.3)
        size = int(r * 2.6)
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        marina_token(self.kit, surf, (size / 2, size / 2), r, seat)
        return surf

    def good_piece(self, gd: int) -> pygame.Surface:
        r = self.kit.px(18)
        surf = pygame.Surface((r * 3, r * 3), pygame.SRCALPHA)
        pygame.draw.circle(surf, CREAM, (r * 1.5, r * 1.5), r * 1.4)
        pygame.draw.circle(surf, palette.BORDER, (r * 1.5, r * 1.5), r * 1.4, max(1, self.kit.px(1.5)))
        good(surf, gd, (r * 1.5, r * 1.5), r)
        return surf


def _round(k: Kit, c: tuple[float, float], r: float) -> pygame.Rect:
    """Where a token of radius ``r`` at ``c`` lies, its drop shadow and rim too (a stamp of it)."""
    h = max(1, math.ceil(r * 1.3 + k.px(4)))
    return pygame.Rect(round(c[0]) - h, round(c[1]) - h, 2 * h, 2 * h)


def _ground(surface: pygame.Surface, area: pygame.Rect) -> tuple[Any, ...]:
    """What lies under ``area`` before a part is painted there, sampled round its edge and across
    its middle (the table fills a part's place with its ground: the table's colour, or a strip's
    band of its seat's colour along one side)."""
    xs = (area.x, area.centerx, area.right - 1)
    ys = (area.y, area.centery, area.bottom - 1)
    return tuple(tuple(surface.get_at((x, y))) for x in xs for y in ys)


_NOWHERE = pygame.Surface((1, 1))  #: the surface a strip's parts are named on when only their keys are read
