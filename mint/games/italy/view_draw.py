"""How Mint Italy looks: the island with its settlements and cities, the corner cards' boxes, the
marina, order, scoring, fee and bot cards, and the mercato and commercio cards. The players'
mats are painted by ``view_mat``.

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

from mint.games.italy import board, play, solo
from mint.games.italy import cards as C
from mint.games.italy.actions import MoveFood, Return
from mint.games.italy.state import CORNERS, EMPTY, HIDDEN, HIDDEN_ORDER, State, column, owner
from mint.games.italy.view_icons import (
    CREAM,
    FEE_PURPLE,
    INK,
    bot_face,
    coin,
    food,
    good,
    marina_token,
    scoring_face,
    stamp_marina,
    stamp_token,
    token_shape,
    vp_mark,
)
from mint.games.italy.view_layout import BAND, BODY, NUMBER, ROW, TITLE, Geo, rival_mark
from mint.games.italy.view_mat import MatPainter
from mint.ui import palette
from mint.ui.cardface import Card, CardPainter
from mint.ui.kit import Kit
from mint.ui.tracks import PriceTrack
from mint.ui.view_api import Shape

# A marina card's options in shorter words, for a card too small for them whole (the tooltip
# has them): the first that fits is drawn.
MARINA_SHORT = {
    2: ("2 grapes or 1 oval",),
    3: ("produce with 2 of your settlements", "produce with 2 settlements"),
    4: ("8 coins, or 1 VP + 4 coins",),
    5: ("free navigation or mercato upgrade", "free upgrade: nav or mercato"),
    7: ("convert 2 grapes to jars or bottles", "2 grapes to jars or bottles"),
    8: ("expand: pay the settlement only", "expand: no land cost"),
    9: ("an order with no fee, or 4 coins", "free order or 4 coins"),
    10: ("a food token up 1, + 2 coins", "food up 1, + 2 coins"),
    11: ("1 oval + 2 VP",),
    12: ("1 oval or 5 coins",),
}


# --- the painter --------------------------------------------------------------------------------


class ItalyPainter(MatPainter):
    """Paints an observation into the spots its layout gives."""

    def __init__(self, rules: Any, kit: Kit) -> None:
        super().__init__(rules, kit)
        self.scoring_cards = CardPainter(kit, scoring_face, accent=palette.hexc("#4F8A3A"), aspect=0.72)
        self.bot_cards = CardPainter(kit, bot_face, accent=palette.hexc("#4A5A6A"), aspect=0.72)
        self.prices = {
            upright: [
                PriceTrack(
                    kit, C.PRICES[g], start=C.PRICE_START[g], vertical=upright, gap=2 if upright else 3, animate=False
                )
                for g in range(4)
            ]
            for upright in (False, True)
        }
        self._parts: dict[Any, tuple[Any, tuple[int, int, int, int], pygame.Surface]] = {}

    def set_kit(self, kit: Kit) -> None:
        super().set_kit(kit)
        for p in (self.scoring_cards, self.bot_cards):
            p.set_kit(kit)
        for tracks in self.prices.values():
            for t in tracks:
                t.set_kit(kit)
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
        legal = self.rules.legal_actions(s) if s.phase != "over" else []
        self._draw_mat(surface, s, self.seat_geometry(seat, rect), legal)

    def _paint(self, surface: pygame.Surface, s: State, geo: Geo, shape: Any) -> None:
        legal = self.rules.legal_actions(s) if s.phase != "over" else []
        k = self.kit
        returns = tuple(a.space for a in legal if isinstance(a, Return))
        self._kept(
            surface,
            ("tt", "island") if geo.tabletop else "island",
            (shape, s.board, s.marina_tokens, returns, s.phase == "over"),
            geo.island.inflate(k.px(30), k.px(30)),
            lambda: self._draw_island(surface, s, geo, legal),
        )
        if geo.tabletop:
            self._paint_tabletop(surface, s, geo, legal)
            return
        m8 = k.px(12)
        actor = board.actor(s) if s.phase != "over" else None
        left = geo.vp.unionall([*geo.order_boxes, *geo.passing, geo.passing[0].move(0, -k.px(ROW + 4))]).inflate(m8, m8)
        left.union_ip(geo.order_boxes[0].move(0, -k.px(ROW + 4)))
        vps = tuple(p.vp for p in s.players)
        self._kept(
            surface,
            "left",
            (shape, vps, s.order, s.passed, actor, s.phase, s.seats, s.persona),
            left,
            lambda: self._draw_left(surface, s, geo),
        )
        for i in range(len(CORNERS)):
            card = s.marina_cards[i] if i < len(s.marina_cards) else None
            self._kept(
                surface,
                ("marina", i),
                (shape, card, s.marina_tokens[i], s.pending[:1]),
                geo.marina_cards[i].inflate(m8, m8),
                partial(self._draw_marina_card, surface, s, geo, i),
            )
        self._kept(
            surface,
            "mercato",
            (shape, s.prices),
            geo.mercato.inflate(m8, m8),
            lambda: self._draw_mercato(surface, s, geo),
        )
        movable = tuple(a.food for a in legal if isinstance(a, MoveFood))
        self._kept(
            surface,
            "commercio",
            (shape, s.food, movable),
            geo.commercio.inflate(m8, m8),
            lambda: self._draw_commercio(surface, s, geo, legal),
        )
        cards = [geo.deck, *geo.row, geo.fee, *geo.scoring]
        cards += [r for r in (geo.bot_deck, geo.bot_card, geo.bot_discard) if r is not None]
        top = play.deck_top(s)
        self._kept(
            surface,
            "cards",
            (
                shape,
                s.row,
                top,
                len(s.deck),
                len(s.discard),
                s.round,
                s.phase,
                s.scoring,
                len(s.bot_deck),
                s.bot_card,
                s.bot_discard,
            ),
            cards[0].unionall(cards[1:]).inflate(m8 * 2, m8 * 2),
            lambda: self._draw_cards_row(surface, s, geo),
        )
        for m in geo.mats:
            self._kept(
                surface,
                ("mat", m.seat),
                (shape, self._mat_key(s, m.seat, legal, actor)),
                m.panel.inflate(m8, m8),
                partial(self._draw_mat, surface, s, m, legal),
            )
        self._draw_banner(surface, s, geo)

    def _paint_tabletop(self, surface: pygame.Surface, s: State, geo: Geo, legal: list[Any]) -> None:
        """A table-top board after its island: every part painted afresh (its parts lie close, so
        none is kept apart; the table keeps the whole board), and no banner: the decision waited
        for is said in the bar of the player it is waited from."""
        self._draw_vp_order(surface, s, geo)
        self._draw_passing(surface, s, geo)
        for i in range(len(CORNERS)):
            self._draw_marina_card(surface, s, geo, i)
        self._draw_mercato(surface, s, geo)
        self._draw_commercio(surface, s, geo, legal)
        self._draw_cards_row(surface, s, geo)
        for m in geo.mats:
            self._draw_mat(surface, s, m, legal)

    def _kept(self, surface: pygame.Surface, name: Any, key: Any, area: pygame.Rect, paint: Callable[[], None]) -> None:
        """Paint a part of the table, or blit its last painting when nothing it shows has changed.

        The table paints the view on a freshly filled board, so a part's pixels (and its
        shadow's) follow from its key alone."""
        area = area.clip(surface.get_rect())
        kept = self._parts.get(name)
        if kept is not None and kept[0] == key and kept[1] == (area.x, area.y, area.width, area.height):
            surface.blit(kept[2], area)
            return
        paint()
        if area.width > 0 and area.height > 0:
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
            self.board.pill(surface, corner, (c[0], c[1] - scale * 0.45), BODY)
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
        k.text(surface, "VP", (vp.x + k.px(8), label_y), BODY, palette.TEXT_2, True, "midleft")
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
        k.text(surface, "Order", (boxes[0].x, boxes[0].y - k.px(2)), BODY, palette.TEXT_2, True, "bottomleft")
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
        k.text(surface, "Pass", (hand.right + k.px(4), p0.y - k.px(2)), BODY, palette.TEXT_2, True, "bottomleft")
        for i, r in enumerate(geo.passing):
            taken = i < len(s.passed)
            fill = CREAM if not taken else palette.lighter(k.player_color(s.passed[i]), 0.7)
            pygame.draw.rect(surface, fill, r, border_radius=k.px(5))
            pygame.draw.rect(surface, palette.BORDER, r, max(1, k.px(1.5)), border_radius=k.px(5))
            rad = min(r.height * 0.42, k.px(14))
            coin(k, surface, (r.x + k.px(4) + rad, r.centery), rad, C.PASS_COINS[i], k.px(BODY))
            if taken:
                k.token(surface, (r.right - k.px(6) - rad, r.centery), rad * 0.9, s.passed[i])

    # --- marina cards -----------------------------------------------------------------------

    def _draw_marina_card(self, surface: pygame.Surface, s: State, geo: Geo, i: int) -> None:
        """A marina card by its corner card: its corner and number, its options (in short when
        the card is small) and the tokens on it (when its title leaves room for them)."""
        k = self.kit
        r = geo.marina_cards[i]
        card = C.MARINA_CARDS[s.marina_cards[i]] if i < len(s.marina_cards) else None
        font = k.font(BODY, True)
        band_h = min(font.get_height(), r.height // 2)
        rad = max(3, int(min(r.size) * 0.06))
        k.shadow(surface, r, rad)
        pygame.draw.rect(surface, CREAM, r, border_radius=rad)
        band = pygame.Rect(r.x, r.y, r.width, band_h)
        pygame.draw.rect(
            surface, palette.hexc("#2F6FB0"), band, border_top_left_radius=rad, border_top_right_radius=rad
        )
        room = r.width - k.px(12)
        titles = [f"{CORNERS[i]} marina · {card.id}", f"{CORNERS[i]} · {card.id}"] if card else [f"{CORNERS[i]} marina"]
        title = next((t for t in titles if font.size(t)[0] <= room), titles[-1])
        tr = k.line(surface, title, (band.x + k.px(6), band.centery), BODY, palette.WHITE, True, "midleft", room)
        tokens = s.marina_tokens[i]
        tok = band_h * 0.34
        if tokens and band.right - k.px(4) - round(len(tokens) * tok * 2.3) >= tr.right + k.px(4):
            for j, seat in enumerate(tokens):  # the tokens placed here, in the band's right end
                stamp_marina(k, surface, (band.right - k.px(4) - tok * (2.3 * j + 1.15), band.centery), tok, seat)
        pygame.draw.rect(surface, palette.BORDER, r, max(1, k.px(1.5)), border_radius=rad)
        if s.pending and s.pending[0].kind == "choose" and play.arg(s.pending[0], 0) == i:
            pygame.draw.rect(
                surface, palette.GOLD, r.inflate(k.px(6), k.px(6)), max(2, k.px(3)), border_radius=rad + k.px(3)
            )
        if card is None:
            return
        body = pygame.Rect(r.x + k.px(6), band.bottom + k.px(1), r.width - k.px(12), r.bottom - band.bottom - k.px(2))
        step = k.font(BODY).get_linesize()
        forms = (C.options_text(card.options), *MARINA_SHORT.get(card.id, ()))
        fits = [w for w in forms if k.lines_needed(w, BODY, body.width) * step <= body.height + 1]
        k.block(surface, fits[0] if fits else forms[-1], body, BODY, INK)

    # --- mercato and commercio ----------------------------------------------------------------

    def _draw_mercato(self, surface: pygame.Surface, s: State, geo: Geo) -> None:
        self._card(geo.mercato, "Mercato", palette.hexc("#8B5A2B"), surface)
        for gd, row in enumerate(geo.price_rows):
            icon = geo.price_icons[gd]
            good(surface, gd, icon.center, min(icon.width, icon.height) * 0.38)
            track = self.prices[geo.upright][gd]
            track.layout(row, s.prices[gd])
            track.draw(surface)

    def _card(
        self, r: pygame.Rect, title: str, accent: Any, surface: pygame.Surface, left: bool = False
    ) -> pygame.Rect:
        """A card with a title band BAND high (its title centred, or ``left``); returns the band."""
        k = self.kit
        rad = max(3, int(min(r.size) * 0.04))
        k.shadow(surface, r, rad)
        pygame.draw.rect(surface, CREAM, r, border_radius=rad)
        band = pygame.Rect(r.x, r.y, r.width, k.px(BAND))
        pygame.draw.rect(surface, accent, band, border_top_left_radius=rad, border_top_right_radius=rad)
        at, anchor = ((band.x + k.px(8), band.centery), "midleft") if left else (band.center, "center")
        k.line(surface, title, at, TITLE, palette.WHITE, True, anchor, r.width - k.px(12))
        pygame.draw.rect(surface, palette.BORDER, r, max(1, k.px(1.5)), border_radius=rad)
        return band

    def _draw_commercio(self, surface: pygame.Surface, s: State, geo: Geo, legal: list[Any]) -> None:
        k = self.kit
        com = geo.commercio
        band = self._card(com, "Commercio", palette.hexc("#B8893A"), surface, left=True)
        for i, r in enumerate(geo.boxes):
            pygame.draw.rect(surface, palette.hexc("#F6EFD9"), r, border_radius=k.px(4))
            pygame.draw.rect(surface, palette.hexc("#D8C9A0"), r, max(1, k.px(1)), border_radius=k.px(4))
            k.text(surface, str(i), (r.x + k.px(3), r.y - k.px(1)), BODY, palette.TEXT_2, False, "topleft")
        rects = self.food_rects(s, geo)
        movable = {a.food for a in legal if isinstance(a, MoveFood)}
        for f in sorted(rects, key=lambda f: s.food[f][1]):
            r = rects[f]
            pygame.draw.circle(
                surface, palette.darker(palette.TABLE, 0.75), (r.centerx, r.centery + k.px(2)), r.width / 2
            )
            pygame.draw.circle(surface, CREAM, r.center, r.width / 2)
            pygame.draw.circle(surface, palette.hexc("#B8893A"), r.center, r.width / 2, max(1, k.px(1.5)))
            food(surface, f, r.center, r.width * 0.36)
        for f in movable:
            self.ring(surface, rects[f])
        if geo.food_chips:
            self._draw_food_chips(surface, s, geo, movable)
            return
        # the ranking now: 4, 2 and 1 VP per finished order of that food, in the band's right end
        # (the commercio tooltip says it in words)
        rr = min(band.height * 0.42, k.px(14))
        x = float(com.right - k.px(8))
        cy = band.centery
        for place, f in reversed(list(enumerate(board.food_rank(s)))):
            vp_mark(k, surface, (x - rr, cy), rr, C.FOOD_VP[place], k.px(BODY))
            food(surface, f, (x - rr * 3.0, cy), rr * 0.85)
            x -= rr * 4.4

    def _draw_food_chips(self, surface: pygame.Surface, s: State, geo: Geo, movable: set[int]) -> None:
        """A table-top commercio's ranking: a chip per food, first place leftmost, with the VP a
        finished order of it scores now and its box; a finger moves a food token up on its chip."""
        k = self.kit
        for place, f in enumerate(board.food_rank(s)):
            r = geo.food_chips[place]
            pygame.draw.rect(surface, palette.hexc("#F6EFD9"), r, border_radius=k.px(8))
            pygame.draw.rect(surface, palette.hexc("#B8893A"), r, max(1, k.px(1.5)), border_radius=k.px(8))
            rr = min(r.height * 0.36, k.px(16))
            x = r.x + k.px(8)
            food(surface, f, (x + rr, r.centery), rr)
            x += round(2 * rr) + k.px(8)
            vp_mark(k, surface, (x + rr, r.centery), rr, C.FOOD_VP[place], k.px(BODY))
            x += round(2 * rr) + k.px(6)
            words = f"box {s.food[f][0]}"
            if k.font(BODY).size(words)[0] <= r.right - k.px(6) - x:
                k.text(surface, words, (r.right - k.px(8), r.centery), BODY, palette.TEXT_2, False, "midright")
            if f in movable:
                self.ring(surface, r)

    # --- the cards row ------------------------------------------------------------------------

    def _draw_cards_row(self, surface: pygame.Surface, s: State, geo: Geo) -> None:
        k = self.kit
        top = play.deck_top(s)
        for j in (2, 1):
            if len(s.deck) > j:
                self.order_cards.draw(surface, geo.deck.move(k.px(3) * j, -k.px(3) * j), Card("under", hidden=True))
        if top is not None and top != HIDDEN_ORDER:
            self.order_cards.draw(surface, geo.deck, Card(("deck",), (int(top.card), top.side)))
        else:
            self.order_cards.slot(surface, geo.deck, "empty")
        left = len(s.deck) if s.deck else len(s.discard)
        self._badge(surface, geo.deck, f"deck {left}", palette.TEXT)
        for i, r in enumerate(geo.row):
            if i < len(s.row):
                c = s.row[i]
                self.order_cards.draw(surface, r, Card(("row", i), (int(c.card), c.side)))
            else:
                self.order_cards.slot(surface, r)
        self._draw_fee(surface, s, geo.fee)
        for i, r in enumerate(geo.scoring):
            scored = i < s.round - 1 or (i == s.round - 1 and s.phase in ("cleanup", "over"))
            self.scoring_cards.draw(surface, r, Card(("score", i), (s.scoring[i], i + 1), dim=scored))
            if scored:
                self._badge(surface, r, "scored", INK)
            elif i == s.round - 1:
                pygame.draw.rect(
                    surface, palette.GOLD, r.inflate(k.px(6), k.px(6)), max(2, k.px(3)), border_radius=k.px(8)
                )
        if s.solo and geo.bot_deck and geo.bot_card and geo.bot_discard:
            self._draw_bot_cards(surface, s, geo)

    def _badge(self, surface: pygame.Surface, r: pygame.Rect, words: str, fill: Any) -> None:
        """A pill of white words at the foot of a card (just its number when the card is narrow)."""
        k = self.kit
        font = k.font(BODY, True)
        if font.size(words)[0] + k.px(12) > r.width and words.split()[-1].isdigit():
            words = words.split()[-1]
        badge = pygame.Rect(0, 0, min(r.width, font.size(words)[0] + k.px(12)), font.get_height() + k.px(2))
        badge.midbottom = (r.centerx, r.bottom + k.px(4))  # over the card's foot, reaching into the gap below
        pygame.draw.rect(surface, fill, badge, border_radius=badge.height // 2)
        k.line(surface, words, badge.center, BODY, palette.WHITE, True, "center", badge.width)

    def _draw_fee(self, surface: pygame.Surface, s: State, r: pygame.Rect) -> None:
        """The purple fee card: each round's fee for an order taken from the row (this round's lit)."""
        k = self.kit
        font = k.font(BODY, True)
        rad = max(3, int(min(r.size) * 0.04))
        k.shadow(surface, r, rad)
        pygame.draw.rect(surface, CREAM, r, border_radius=rad)
        band = pygame.Rect(r.x, r.y, r.width, font.get_linesize())
        pygame.draw.rect(surface, FEE_PURPLE, band, border_top_left_radius=rad, border_top_right_radius=rad)
        title = "Order fee" if font.size("Order fee")[0] <= r.width - k.px(8) else "Fee"
        k.line(surface, title, band.center, BODY, palette.WHITE, True, "center", r.width - k.px(4))
        pygame.draw.rect(surface, palette.BORDER, r, max(1, k.px(1.5)), border_radius=rad)
        cols = 2 if r.width > r.height * 0.9 else 1  # a wide fee card (table-top): the rounds two by two
        per = len(C.ORDER_FEES) // cols
        rh = (r.bottom - band.bottom - k.px(4)) / per
        cw = (r.width - k.px(6)) // cols
        for i, fee in enumerate(C.ORDER_FEES):
            c, j = divmod(i, per)
            x = r.x + k.px(3) + c * (cw + k.px(3))
            row = pygame.Rect(x, round(band.bottom + k.px(2) + j * rh), cw - (k.px(3) if cols > 1 else 0), round(rh))
            now = i == s.round - 1 and s.phase not in ("over",)
            if now:
                pygame.draw.rect(surface, palette.lighter(FEE_PURPLE, 0.6), row, border_radius=k.px(5))
            k.text(surface, f"R{i + 1}", (row.x + k.px(3), row.centery), BODY, palette.TEXT_2, now, "midleft")
            words = f"+{fee}" if fee > 0 else ("0" if fee == 0 else f"−{-fee}")
            k.text(surface, words, (row.right - k.px(3), row.centery), BODY, INK, True, "midright")

    def _draw_bot_cards(self, surface: pygame.Surface, s: State, geo: Geo) -> None:
        assert geo.bot_deck and geo.bot_card and geo.bot_discard
        d = geo.bot_deck
        if s.bot_deck:
            self.bot_cards.draw(surface, d, Card("botdeck", None, hidden=True))
            self._badge(surface, d, f"deck {len(s.bot_deck)}", palette.TEXT)
        else:
            self.bot_cards.slot(surface, d, "empty")
        if s.bot_card != HIDDEN:
            c = C.BOT_CARDS[s.bot_card]
            persona = solo.persona(s).cost if s.persona else 0
            costs = tuple(persona if cost < 0 else cost for cost in (c.do_cost, c.orelse_cost))
            self.bot_cards.draw(surface, geo.bot_card, Card("botcard", (s.bot_card, "revealed", costs)))
        else:
            self.bot_cards.slot(surface, geo.bot_card, "revealed")
        if s.bot_discard:
            top = C.BOT_CARDS.index(solo.left(s))
            self.bot_cards.draw(surface, geo.bot_discard, Card("botdiscard", (top, "discard")))
        else:
            self.bot_cards.slot(surface, geo.bot_discard, "discard")

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
