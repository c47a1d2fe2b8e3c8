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
from mint.games.italy.view_tablecards import ItalyTableCards
from mint.ui import palette
from mint.ui.kit import Kit
from mint.ui.view_api import Shape

# --- the painter --------------------------------------------------------------------------------


class ItalyPainter(ItalyTableCards):
    """Paints an observation into the spots its layout gives."""

    def __init__(self, rules: Any, kit: Kit) -> None:
        super().__init__(rules, kit)
        self._parts: dict[Any, tuple[Any, tuple[int, int, int, int], pygame.Surface]] = {}
        self._legal_of: tuple[Any, list[Any]] | None = None

    def set_kit(self, kit: Kit) -> None:
        super().set_kit(kit)
        self._parts.clear()

    # --- the whole table ----------------------------------------------------------------------

    def draw(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, rect: pygame.Rect, spots: dict[Any, Any]
    ) -> None:
        s: State = obs
        self.kit.rival = rival_mark(s)
        geo = self.geometry(s, rect)
        self._paint(surface, s, geo, self._geo_key)

    def draw_board(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, rect: pygame.Rect, spots: dict[Any, Any]
    ) -> None:
        """Table-top: the shared board, without the players' mats (the solo bot's stays)."""
        s: State = obs
        self.kit.rival = rival_mark(s)
        geo = self.board_geometry(s, rect)
        self._paint(surface, s, geo, self._tt_key)

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
        legal = self._legal(s)
        m = self.seat_geometry(seat, rect)
        self._kept(
            surface,
            ("seat", seat),
            self._seat_mat_key(s, seat, rect, legal),
            m.panel.inflate(self._margin(), self._margin()),
            partial(self._draw_mat, surface, s, m, legal),
        )

    def seat_key(self, obs: Any, viewer: int | None, seat: int, rect: pygame.Rect, spots: dict[Any, Any]) -> Any:
        """A strip holds the seat's mat alone, kept by this key (and the rival's mark it reads)."""
        s: State = obs
        if not 0 <= seat < len(s.players):
            return ("no mat", len(s.players))
        return (rival_mark(s), self._seat_mat_key(s, seat, rect, self._legal(s)))

    def _seat_mat_key(self, s: State, seat: int, rect: pygame.Rect, legal: list[Any]) -> tuple[Any, ...]:
        k = self.kit
        actor = board.actor(s) if s.phase != "over" else None
        return (tuple(rect), k.scale, k.player_colors, self._mat_key(s, seat, legal, actor))

    def _legal(self, s: State) -> list[Any]:
        """The moves on offer in ``s`` (none once it is over), worked out once per painting (the
        board's, which comes first) for the seats' mats that share its observation."""
        kept = self._legal_of
        if kept is None or kept[0] is not s:
            kept = self._legal_of = (s, self.rules.legal_actions(s) if s.phase != "over" else [])
        return kept[1]

    def _paint(self, surface: pygame.Surface, s: State, geo: Geo, shape: Any) -> None:
        """Paint the table's parts, each blitted from its last painting when nothing it shows
        (nor anything painted under it) has changed; in the normal layout the banner over them."""
        self._legal_of = None  # (worked out afresh on each painting: a test may edit a state in place)
        legal = self._legal(s)
        k = self.kit
        m8 = self._margin()
        shape = (shape, k.scale, k.player_colors)
        actor = board.actor(s) if s.phase != "over" else None
        laid: list[pygame.Rect] = []  #: where the parts painted so far lie

        def part(name: Any, key: Any, area: pygame.Rect, paint: Callable[[], None]) -> None:
            # parts may lie close: a picture holds what the parts painted before it left under it,
            # so those pixels are part of its key
            area = area.clip(surface.get_rect())
            under = tuple(_pixels(surface, r.clip(area)) for r in laid if r.colliderect(area))
            self._kept(surface, (geo.tabletop, name), (shape, key, under), area, paint)
            laid.append(area)

        returns = tuple(a.space for a in legal if isinstance(a, Return))
        part(
            "island",
            (s.board, s.marina_tokens, returns, s.phase == "over"),
            geo.island.inflate(k.px(30), k.px(30)),
            lambda: self._draw_island(surface, s, geo, legal),
        )
        label = k.px(ROW + 4)  # (the words above the order and passing boxes)
        vp = geo.vp.unionall([*geo.order_boxes, geo.order_boxes[0].move(0, -label)]).inflate(m8, m8)
        passing = geo.passing[0].unionall([*geo.passing[1:], geo.passing[0].move(0, -label)]).inflate(m8, m8)
        scores = (tuple(p.vp for p in s.players), self.vp_names(s), s.order, actor, s.phase)
        if geo.tabletop:  # (the VP box lies apart from the passing boxes)
            part("vp", scores, vp, partial(self._draw_vp_order, surface, s, geo))
            part("passing", s.passed, passing, partial(self._draw_passing, surface, s, geo))
        else:
            part("left", (scores, s.passed), vp.union(passing), partial(self._draw_left, surface, s, geo))
        choosing = play.arg(s.pending[0], 0) if s.pending and s.pending[0].kind == "choose" else None
        for i in range(len(CORNERS)):
            card = s.marina_cards[i] if i < len(s.marina_cards) else None
            part(
                ("marina", i),
                (card, s.marina_tokens[i], choosing == i),
                geo.marina_cards[i].inflate(m8, m8),
                partial(self._draw_marina_card, surface, s, geo, i),
            )
        part("mercato", s.prices, geo.mercato.inflate(m8, m8), partial(self._draw_mercato, surface, s, geo))
        movable = tuple(a.food for a in legal if isinstance(a, MoveFood))
        part(
            "commercio",
            (s.food, movable),
            geo.commercio.inflate(m8, m8),
            partial(self._draw_commercio, surface, s, geo, legal),
        )
        cards = [geo.deck, *geo.row, geo.fee, *geo.scoring]
        cards += [r for r in (geo.bot_deck, geo.bot_card, geo.bot_discard) if r is not None]
        part(
            "cards",
            (
                s.row,
                play.deck_top(s),
                len(s.deck),
                len(s.discard),
                s.round,
                s.phase,
                s.scoring,
                len(s.bot_deck),
                s.bot_card,
                s.bot_discard,
            ),
            cards[0].unionall(cards[1:]).inflate(m8, m8),
            partial(self._draw_cards_row, surface, s, geo),
        )
        for m in geo.mats:
            part(
                ("mat", m.seat),
                self._mat_key(s, m.seat, legal, actor),
                m.panel.inflate(m8, m8),
                partial(self._draw_mat, surface, s, m, legal),
            )
        if not geo.tabletop:  # (on a table-top board the decision waited for is said in its player's bar)
            self._draw_banner(surface, s, geo)

    def _margin(self) -> int:
        """How much wider and taller than a part its picture is: its shadow, blurred 6 px round
        the part and dropped by up to 5 px of the table's scale, with room for a ring round a card."""
        return 2 * max(7 + self.kit.px(5), self.kit.px(12))

    def _kept(self, surface: pygame.Surface, name: Any, key: Any, area: pygame.Rect, paint: Callable[[], None]) -> None:
        """Paint a part of the table, or blit its last painting when nothing it shows has changed.

        The table paints the view on a freshly filled board, so a part's pixels (and its
        shadow's) follow from its key alone."""
        area = area.clip(surface.get_rect())
        if area.width <= 0 or area.height <= 0:
            paint()
            return
        key = (key, _ground(surface, area), surface.get_bitsize())
        kept = self._parts.get(name)
        if kept is not None and kept[0] == key and kept[1] == (area.x, area.y, area.width, area.height):
            surface.blit(kept[2], area)
            return
        paint()
        self._parts[name] = (key, (area.x, area.y, area.width, area.height), surface.subsurface(area).copy())

    # --- island -------------------------------------------------------------------------------

    def _draw_island(self, surface: pygame.Surface, s: State, geo: Geo, legal: list[Any]) -> None:
        k = self.kit
        isl = play.isle(s)
        back = geo.island.inflate(k.px(14), k.px(14))
        pygame.draw.rect(surface, palette.darker(palette.TABLE, 0.92), back, border_radius=k.px(12))
        returns = [isl.ids[a.space] for a in legal if isinstance(a, Return)]
        self.board.draw(surface, lit=returns)
        scale = self.board.scale
        for i, corner in enumerate(CORNERS):
            c = self.board.center(isl.ids[isl.marinas[corner]])
            self.board.pill(surface, card_word(corner), (c[0], c[1] - scale * 0.45), BODY)
            for j, seat in enumerate(s.marina_tokens[i]):
                a = 2 * math.pi * j / max(1, len(s.marina_tokens[i])) - math.pi / 2
                r = scale * 0.3 if len(s.marina_tokens[i]) > 1 else 0
                marina_token(
                    k, surface, (c[0] + math.cos(a) * r, c[1] + 0.12 * scale + math.sin(a) * r), scale * 0.24, seat
                )
        r = max(k.px(7), scale * 0.5)
        for i, code in enumerate(s.board):
            if code == EMPTY:
                continue
            c = self.board.center(isl.ids[i])
            room = r if isl.whole[i] else r * 0.8
            stamp_token(k, surface, c, room, owner(code), column(code))
        if s.phase == "over":
            self._draw_cities(surface, s, geo)

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

    def _draw_banner(self, surface: pygame.Surface, s: State, geo: Geo) -> None:
        """The decision the table waits for, on a pill across the island's top edge (or between
        the marina cards above it), wrapped to as many lines as its room holds."""
        words = self.banner_text(s)
        if not words:
            return
        k = self.kit
        span = geo.banner
        font = k.font(BODY, True)
        step = font.get_linesize()
        pad = k.px(16)
        inner = min(span.width - 2 * pad, font.size(words)[0])
        lines = k.wrap(words, BODY, inner, True)
        room = max(1, (span.height - k.px(6)) // step)
        if len(lines) > room:  # a wider pill, for fewer lines
            inner = span.width - 2 * pad
            lines = k.wrap(words, BODY, inner, True)
        inner = max(font.size(line)[0] for line in lines)
        box = pygame.Rect(0, 0, inner + 2 * pad, step * len(lines) + k.px(8))
        if geo.beside:  # over the island's top edge, in the room above it when there is some
            box.midbottom = (span.centerx, max(geo.rect.y + box.height, geo.island.y + k.px(14)))
        else:  # in the strip above the north cards, between the two top marina cards
            box.center = span.center
        box.clamp_ip(geo.rect)
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

    def _draw_left(self, surface: pygame.Surface, s: State, geo: Geo) -> None:
        """The VP box and this round's player order by the top-left card, the passing boxes by
        the bottom-left card."""
        self._draw_vp_order(surface, s, geo)
        self._draw_passing(surface, s, geo)

    def _draw_vp_order(self, surface: pygame.Surface, s: State, geo: Geo) -> None:
        """The VP box (a row per player, or on a table-top board maybe one across) and the
        player-order boxes."""
        k = self.kit
        vp = geo.vp
        k.panel(surface, vp, radius=k.px(8))
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
        # this round's player order
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


def _ground(surface: pygame.Surface, area: pygame.Rect) -> tuple[Any, ...]:
    """What lies under ``area`` before a part is painted there, sampled round its edge and across
    its middle (the table fills a part's place with its ground: the table's colour, or a strip's
    band of its seat's colour along one side)."""
    xs = (area.x, area.centerx, area.right - 1)
    ys = (area.y, area.centery, area.bottom - 1)
    return tuple(tuple(surface.get_at((x, y))) for x in xs for y in ys)


def _pixels(surface: pygame.Surface, area: pygame.Rect) -> bytes:
    """The pixels of ``area`` of ``surface``."""
    return pygame.image.tobytes(surface.subsurface(area), "RGBX")
