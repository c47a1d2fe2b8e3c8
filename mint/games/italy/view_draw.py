"""How Mint Italy looks: the island with its settlements and cities, the corner cards' boxes, the
marina, order, scoring, fee and bot cards, the mercato and commercio cards, and the players' mats.

The icons and card faces it uses are in ``view_icons``; card faces go through the shared card
painter, which keeps them once painted.
"""

from __future__ import annotations

import math
from functools import partial
from typing import Any, Callable

import pygame

from mint.games.italy import board, play, solo
from mint.games.italy import cards as C
from mint.games.italy.actions import Build, Convert, MoveFood, Produce, Return, Upgrade
from mint.games.italy.state import BOT, CORNERS, EMPTY, HIDDEN, HIDDEN_ORDER, NAV, State, column, owner
from mint.games.italy.view_icons import (
    CREAM,
    FEE_PURPLE,
    GLYPH,
    INK,
    bot_face,
    coin,
    food,
    food_at,
    good,
    hen,
    marina_token,
    order_face,
    order_icon,
    person,
    scoring_face,
    stamp,
    stamp_coin,
    stamp_good,
    stamp_marina,
    stamp_output,
    stamp_token,
    text,
    token_shape,
    vp_mark,
)
from mint.games.italy.view_layout import STYLES, TRACKS, Geo, ItalyLayout, MatGeo
from mint.ui import palette
from mint.ui.cards import Card, CardPainter
from mint.ui.kit import Kit
from mint.ui.palette import Color
from mint.ui.tracks import PriceTrack
from mint.ui.view_api import Region, Shape

NAV_BOXES = ("start", "rivers", "lakes", "+1 ")


# --- the painter --------------------------------------------------------------------------------


class ItalyPainter(ItalyLayout):
    """Paints an observation into the spots its layout gives."""

    def __init__(self, rules: Any, kit: Kit) -> None:
        super().__init__(rules, kit)
        accent = palette.ACCENTS["italy"]
        self.order_cards = CardPainter(kit, order_face, accent=accent, aspect=0.72)
        self.scoring_cards = CardPainter(kit, scoring_face, accent=palette.hexc("#4F8A3A"), aspect=0.72)
        self.bot_cards = CardPainter(kit, bot_face, accent=palette.hexc("#4A5A6A"), aspect=0.72)
        self.prices = [PriceTrack(kit, C.PRICES[g], start=C.PRICE_START[g], animate=False) for g in range(4)]
        self._mat_kits: dict[float, Kit] = {}
        self._parts: dict[Any, tuple[Any, tuple[int, int, int, int], pygame.Surface]] = {}

    def set_kit(self, kit: Kit) -> None:
        super().set_kit(kit)
        for p in (self.order_cards, self.scoring_cards, self.bot_cards):
            p.set_kit(kit)
        for t in self.prices:
            t.set_kit(kit)
        self._mat_kits.clear()
        self._parts.clear()

    def mat_kit(self, scale: float) -> Kit:
        """A kit whose 1080p pixels are a mat's design pixels."""
        key = round(scale, 3)
        kit = self._mat_kits.get(key)
        if kit is None:
            kit = self._mat_kits[key] = Kit(key, self.kit.player_colors)
        return kit

    # --- the whole table ----------------------------------------------------------------------

    def draw(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, rect: pygame.Rect, spots: dict[Any, Any]
    ) -> None:
        s: State = obs
        geo = self.geometry(s, rect)
        legal = self.rules.legal_actions(s) if s.phase != "over" else []
        k = self.kit
        m8 = k.px(12)
        actor = board.actor(s) if s.phase != "over" else None
        returns = tuple(a.space for a in legal if isinstance(a, Return))
        shape = self._geo_key
        self._kept(
            surface,
            "island",
            (shape, s.board, s.marina_tokens, returns, s.phase == "over"),
            geo.island.inflate(k.px(30), k.px(30)),
            lambda: self._draw_island(surface, s, geo, legal),
        )
        left = geo.vp.unionall([*geo.order_boxes, *geo.passing, geo.passing[0].move(0, -k.px(28))]).inflate(m8, m8)
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

    def _mat_key(self, s: State, seat: int, legal: list[Any], actor: int | None) -> tuple[Any, ...]:
        """Everything a mat's painting reads."""
        mine = tuple(
            a for a in legal if getattr(a, "seat", None) == seat and isinstance(a, (Build, Produce, Upgrade, Convert))
        )
        finish = actor == seat and s.phase == "play" and not s.pending and play.can_finish(s, seat)
        return (
            s.players[seat],
            actor == seat,
            seat in s.passed and s.phase == "play",
            mine,
            bool(s.pending),
            s.prices,
            finish,
            s.seats,
            s.persona,
        )

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

    def ring(self, surface: pygame.Surface, region: Region, colour: Color = palette.LEGAL) -> None:
        """A still ring round a spot that a click plays (a pending choice)."""
        k = self.kit
        if isinstance(region, Shape):
            w = max(2, k.px(3))
            for a, b in region.outline(k.px(1)):
                pygame.draw.line(surface, colour, a, b, w)
                pygame.draw.circle(surface, colour, b, w / 2)
        else:
            pygame.draw.rect(surface, colour, region.inflate(k.px(6), k.px(6)), max(2, k.px(3)), border_radius=k.px(8))

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
            self.board._pill(surface, corner, (c[0], c[1] - scale * 0.45), max(11.0, min(18.0, scale * 0.3 / k.scale)))
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
        """The decision the table waits for, on a pill across the island's top edge."""
        words = self.banner_text(s)
        if not words:
            return
        k = self.kit
        span = geo.island
        if not geo.beside:  # between the marina cards over the top corners
            tl, tr = geo.marina_cards[0], geo.marina_cards[1]
            span = pygame.Rect(tl.right + k.px(6), span.y, max(k.px(120), tr.left - tl.right - k.px(12)), span.height)
        width = min(span.width, k.render(words, 18, palette.WHITE, True).get_width() + k.px(32))
        lines = k.wrap(words, 18, width - k.px(28), True)[:2]
        step = k.font(18, True).get_linesize()
        box = pygame.Rect(0, 0, width, step * len(lines) + k.px(10))
        if geo.beside:  # over the island's top edge, in the room above it when there is some
            box.midbottom = (span.centerx, max(geo.rect.y + box.height, span.y + k.px(14)))
        else:  # in the strip above the north cards, between the two top marina cards
            box.center = (span.centerx, (geo.marina_cards[0].top + geo.marina_cards[0].bottom) // 2)
        box.clamp_ip(geo.rect)
        k.shadow(surface, box, box.height // 2)
        rad = min(box.height // 2, k.px(18))
        pygame.draw.rect(surface, self.accent, box, border_radius=rad)
        pygame.draw.rect(surface, palette.WHITE, box, max(1, k.px(2)), border_radius=rad)
        for i, line in enumerate(lines):
            y = box.y + k.px(5) + step * (i + 0.5)
            k.text(surface, line, (box.centerx, y), 18, palette.WHITE, True, "center", box.width - k.px(16))

    def banner_text(self, s: State) -> str:
        """The decision the table waits for, in a few words (the board's banner)."""
        return ""

    # --- by the corner cards ------------------------------------------------------------------

    def _draw_left(self, surface: pygame.Surface, s: State, geo: Geo) -> None:
        k = self.kit
        # VP by the top-left card
        vp = geo.vp
        k.panel(surface, vp, radius=k.px(8))
        n = len(s.players)
        head = k.px(24)
        text(k, surface, "VP", (vp.x + k.px(8), vp.y + head / 2 + k.px(2)), k.px(15), palette.TEXT_2, True, "midleft")
        rh = (vp.height - head - k.px(6)) / max(2, n)
        for seat in range(n):
            cy = vp.y + head + rh * (seat + 0.5)
            rad = min(rh * 0.34, k.px(10))
            k.token(surface, (vp.x + k.px(6) + rad, cy), rad, seat)
            num = text(
                k,
                surface,
                str(s.players[seat].vp),
                (vp.right - k.px(6), cy),
                min(rh * 0.75, k.px(20)),
                INK,
                True,
                "midright",
            )
            room = num.x - (vp.x + k.px(10) + round(2 * rad)) - k.px(4)
            text(
                k,
                surface,
                self.short_name(s, seat),
                (vp.x + k.px(10) + 2 * rad, cy),
                min(rh * 0.55, k.px(15)),
                INK,
                False,
                "midleft",
                max(8, room),
            )
        # this round's player order
        boxes = geo.order_boxes
        if boxes:
            text(
                k,
                surface,
                "Order",
                (boxes[0].x, boxes[0].y - k.px(2)),
                min(k.px(15), boxes[0].width * 0.5),
                palette.TEXT_2,
                True,
                "bottomleft",
            )
        actor = board.actor(s) if s.phase not in ("over",) else None
        for i, r in enumerate(boxes):
            pygame.draw.rect(surface, CREAM, r, border_radius=k.px(5))
            pygame.draw.rect(surface, palette.BORDER, r, max(1, k.px(1.5)), border_radius=k.px(5))
            if i < len(s.order):
                seat = s.order[i]
                k.token(surface, r.center, min(r.width, r.height) * 0.34, seat)
                if seat == actor and s.phase == "play":
                    pygame.draw.rect(surface, palette.TEXT, r, max(2, k.px(2.5)), border_radius=k.px(5))
            else:
                text(k, surface, str(i + 1), r.center, r.height * 0.4, palette.BORDER, True)
        # the passing boxes by the bottom-left card (hand icon), topmost first
        if geo.passing:
            p0 = geo.passing[0]
            k.blit_icon(surface, "hand", (p0.x + k.px(10), p0.y - k.px(12)), 18)
            text(
                k,
                surface,
                "Pass",
                (p0.x + k.px(22), p0.y - k.px(2)),
                min(k.px(15), p0.height * 0.6),
                palette.TEXT_2,
                True,
                "bottomleft",
            )
        for i, r in enumerate(geo.passing):
            taken = i < len(s.passed)
            pygame.draw.rect(
                surface,
                CREAM if not taken else palette.lighter(k.player_color(s.passed[i]), 0.7),
                r,
                border_radius=k.px(5),
            )
            pygame.draw.rect(surface, palette.BORDER, r, max(1, k.px(1.5)), border_radius=k.px(5))
            rad = min(r.height * 0.38, k.px(14))
            coin(k, surface, (r.x + k.px(4) + rad, r.centery), rad, C.PASS_COINS[i])
            if taken:
                k.token(surface, (r.right - k.px(6) - rad, r.centery), rad * 0.9, s.passed[i])

    # --- marina cards -----------------------------------------------------------------------

    def _draw_marina_card(self, surface: pygame.Surface, s: State, geo: Geo, i: int) -> None:
        """A marina card beside its corner card: its number, its options and the tokens on it."""
        k = self.kit
        r = geo.marina_cards[i]
        card = C.MARINA_CARDS[s.marina_cards[i]] if i < len(s.marina_cards) else None
        band_h = min(k.px(26), r.height // 3)
        rad = max(3, int(min(r.size) * 0.06))
        k.shadow(surface, r, rad)
        pygame.draw.rect(surface, CREAM, r, border_radius=rad)
        band = pygame.Rect(r.x, r.y, r.width, band_h)
        pygame.draw.rect(
            surface, palette.hexc("#2F6FB0"), band, border_top_left_radius=rad, border_top_right_radius=rad
        )
        tokens = s.marina_tokens[i]
        tok = band_h * 0.36
        room = r.width - k.px(10) - round(len(tokens) * tok * 2.3)
        title = f"{CORNERS[i]} marina" + (f" · {card.id}" if card else "")
        text(
            k,
            surface,
            title,
            (band.x + k.px(6), band.centery),
            band_h * 0.62,
            palette.WHITE,
            True,
            "midleft",
            max(10, room),
        )
        for j, seat in enumerate(tokens):  # the tokens placed here, in the band's right end
            stamp_marina(k, surface, (band.right - k.px(4) - tok * (2.3 * j + 1.15), band.centery), tok, seat)
        pygame.draw.rect(surface, palette.BORDER, r, max(1, k.px(1.5)), border_radius=rad)
        if s.pending and s.pending[0].kind == "choose" and play.arg(s.pending[0], 0) == i:
            pygame.draw.rect(
                surface, palette.GOLD, r.inflate(k.px(6), k.px(6)), max(2, k.px(3)), border_radius=rad + k.px(3)
            )
        if card is None:
            return
        body = pygame.Rect(r.x + k.px(6), band.bottom + k.px(3), r.width - k.px(12), r.height - band_h - k.px(6))
        words = C.options_text(card.options)
        size = 16.0
        while size > 9 and len(k.wrap(words, size, body.width)) * k.font(size).get_linesize() > body.height:
            size -= 1
        k.paragraph(surface, words, body, size, INK)

    # --- mercato and commercio ----------------------------------------------------------------

    def _draw_mercato(self, surface: pygame.Surface, s: State, geo: Geo) -> None:
        k = self.kit
        body = k.card(surface, geo.mercato, "Mercato", palette.hexc("#8B5A2B"), title_size=17)
        del body
        for gd, row in enumerate(geo.price_rows):
            icon_w = min(row.height, k.px(40))
            good(surface, gd, (row.x + icon_w / 2, row.centery), icon_w * 0.38)
            track = self.prices[gd]
            track.layout(pygame.Rect(row.x + icon_w, row.y, row.width - icon_w, row.height), s.prices[gd])
            track.draw(surface)

    def _draw_commercio(self, surface: pygame.Surface, s: State, geo: Geo, legal: list[Any]) -> None:
        k = self.kit
        com = geo.commercio
        k.card(surface, com, "Commercio", palette.hexc("#B8893A"), title_size=17)
        for i, r in enumerate(geo.boxes):
            pygame.draw.rect(surface, palette.hexc("#F6EFD9"), r, border_radius=k.px(4))
            pygame.draw.rect(surface, palette.hexc("#D8C9A0"), r, max(1, k.px(1)), border_radius=k.px(4))
            text(
                k,
                surface,
                str(i),
                (r.x + k.px(3), r.y + k.px(1)),
                min(k.px(13), r.height * 0.3),
                palette.TEXT_2,
                False,
                "topleft",
            )
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
        # the ranking now: 4, 2 and 1 VP per finished order of that food
        band_h = max(k.px(17 * 1.6), com.height // 6)
        x = float(com.right - k.px(8))
        for place, f in reversed(list(enumerate(board.food_rank(s)))):
            rr = band_h * 0.3
            vp_mark(k, surface, (x - rr, com.y + band_h / 2), rr, C.FOOD_VP[place])
            food(surface, f, (x - rr * 3.1, com.y + band_h / 2), rr * 0.95)
            x -= rr * 4.6

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
        badge = pygame.Rect(0, 0, k.px(44), k.px(24))
        badge.midbottom = (geo.deck.centerx, geo.deck.bottom - k.px(3))
        pygame.draw.rect(surface, palette.TEXT, badge, border_radius=badge.height // 2)
        k.text(surface, f"deck {left}", badge.center, 13, palette.WHITE, True, "center", badge.width - k.px(4))
        for i, r in enumerate(geo.row):
            if i < len(s.row):
                c = s.row[i]
                self.order_cards.draw(surface, r, Card(("row", i), (int(c.card), c.side)))
            else:
                self.order_cards.slot(surface, r)
        self._draw_fee(surface, s, geo.fee)
        for i, r in enumerate(geo.scoring):
            scored = i < s.round - 1 or (i == s.round - 1 and s.phase in ("cleanup", "over"))
            if scored:
                self.scoring_cards.draw(surface, r, Card(("score", i), s.scoring[i], dim=True))
                text(k, surface, "scored", (r.centerx, r.bottom - k.px(14)), k.px(15), INK, True)
            else:
                self.scoring_cards.draw(surface, r, Card(("score", i), s.scoring[i]))
                if i == s.round - 1:
                    pygame.draw.rect(
                        surface, palette.GOLD, r.inflate(k.px(6), k.px(6)), max(2, k.px(3)), border_radius=k.px(8)
                    )
                    tag = pygame.Rect(0, 0, min(r.width, k.px(80)), k.px(22))
                    tag.midtop = (r.centerx, r.bottom - k.px(8))
                    pygame.draw.rect(surface, palette.GOLD, tag, border_radius=tag.height // 2)
                    k.text(surface, f"round {s.round}", tag.center, 13, INK, True, "center", tag.width - k.px(4))
        if s.solo and geo.bot_deck and geo.bot_card and geo.bot_discard:
            self._draw_bot_cards(surface, s, geo)

    def _draw_fee(self, surface: pygame.Surface, s: State, r: pygame.Rect) -> None:
        k = self.kit
        body = k.card(surface, r, "Order fee", FEE_PURPLE, title_size=14)
        rh = (body.height - k.px(6)) / 4
        for i, fee in enumerate(C.ORDER_FEES):
            row = pygame.Rect(
                body.x + k.px(4), round(body.y + k.px(3) + i * rh), body.width - k.px(8), round(rh) - k.px(2)
            )
            now = i == s.round - 1 and s.phase not in ("over",)
            if now:
                pygame.draw.rect(surface, palette.lighter(FEE_PURPLE, 0.6), row, border_radius=k.px(5))
            size = min(row.height * 0.62, k.px(20))
            text(k, surface, f"R{i + 1}", (row.x + k.px(4), row.centery), size, palette.TEXT_2, now, "midleft")
            words = f"+{fee}" if fee > 0 else ("0" if fee == 0 else f"−{-fee}")
            text(k, surface, words, (row.right - k.px(4), row.centery), size * 1.1, INK, True, "midright")

    def _draw_bot_cards(self, surface: pygame.Surface, s: State, geo: Geo) -> None:
        k = self.kit
        assert geo.bot_deck and geo.bot_card and geo.bot_discard
        d = geo.bot_deck
        if s.bot_deck:
            self.bot_cards.draw(surface, d, Card("botdeck", None, hidden=True))
            k.text(
                surface,
                f"bot deck {len(s.bot_deck)}",
                (d.centerx, d.bottom - k.px(14)),
                13,
                palette.WHITE,
                True,
                "center",
                d.width - k.px(4),
            )
        else:
            self.bot_cards.slot(surface, d, "empty")
        if s.bot_card != HIDDEN:
            self.bot_cards.draw(surface, geo.bot_card, Card("botcard", (s.bot_card, "revealed")))
        else:
            self.bot_cards.slot(surface, geo.bot_card, "revealed")
        if s.bot_discard:
            top = C.BOT_CARDS.index(solo.left(s))
            self.bot_cards.draw(surface, geo.bot_discard, Card("botdiscard", (top, "discard")))
        else:
            self.bot_cards.slot(surface, geo.bot_discard, "discard")

    # --- the mats -----------------------------------------------------------------------------

    def _draw_mat(self, surface: pygame.Surface, s: State, m: MatGeo, legal: list[Any]) -> None:
        k = self.kit
        mk = self.mat_kit(m.scale)
        seat = m.seat
        p = s.players[seat]
        bot = s.solo and seat == BOT
        acting = s.phase != "over" and board.actor(s) == seat
        colour = k.player_color(seat)
        k.panel(
            surface, m.panel, palette.lighter(colour, 0.88) if acting else CREAM, colour if acting else palette.BORDER
        )
        if acting:
            pygame.draw.rect(surface, colour, m.panel, max(2, k.px(3)), border_radius=k.px(10))
        # header: who, coins, VP, passed
        h = m.header
        mk.token(surface, (h.x + mk.px(12), h.centery), mk.px(11), seat)
        name = self.long_name(s, seat)
        coins_x = h.right - mk.px(120)
        mk.text(
            surface, name, (h.x + mk.px(30), h.centery), 18, INK, True, "midleft", max(10, coins_x - h.x - mk.px(40))
        )
        stamp_coin(mk, surface, (coins_x, h.centery), mk.px(13))
        mk.text(surface, str(p.coins), (coins_x + mk.px(17), h.centery), 20, INK, True, "midleft")
        vp_mark(mk, surface, (h.right - mk.px(46), h.centery), mk.px(13), "VP")
        mk.text(surface, str(p.vp), (h.right - mk.px(30), h.centery), 20, INK, True, "midleft")
        if seat in s.passed and s.phase == "play":
            tag = pygame.Rect(0, 0, mk.px(62), mk.px(20))
            tag.midright = (coins_x - mk.px(18), h.centery)
            pygame.draw.rect(surface, palette.TEXT_2, tag, border_radius=tag.height // 2)
            mk.text(surface, "passed", tag.center, 13, palette.WHITE, True, "center")
        # Terre: the three settlement columns
        builds = {a.col for a in legal if isinstance(a, Build) and a.seat == seat}
        produce = {(a.col, a.slot) for a in legal if isinstance(a, Produce) and a.seat == seat}
        outputs = C.BOT_OUTPUTS if bot else tuple(c.outputs for c in C.COLUMNS)
        terrain = ("grey", "dark", "light")
        for col in range(3):
            row = m.columns[col]
            chip = pygame.Rect(row.x, row.y + mk.px(1), mk.px(26), row.height - mk.px(2))
            pygame.draw.rect(surface, STYLES[terrain[col]].colour, chip, border_radius=mk.px(5))
            figure, fcolour = GLYPH[col]
            if figure == "person":
                person(surface, chip.center, mk.px(10), fcolour)
            else:
                hen(surface, chip.center, mk.px(10))
            built = p.built[col]
            for slot, r in enumerate(m.slots[col]):
                pygame.draw.rect(surface, palette.hexc("#F4EEDF"), r, border_radius=mk.px(5))
                pygame.draw.rect(surface, palette.hexc("#D8CFB8"), r, max(1, mk.px(1)), border_radius=mk.px(5))
                inner = r.inflate(-mk.px(4), -mk.px(4))
                if slot < built:
                    stamp_output(mk, surface, inner, outputs[col][slot])
                    if (col, slot) in produce:
                        self.ring(surface, r)
                    continue
                nxt = slot == built
                stamp_token(
                    mk,
                    surface,
                    (r.centerx, r.centery - mk.px(2)),
                    mk.px(15 if nxt else 13),
                    seat,
                    col,
                    nxt and col in builds,
                )
                if not bot:
                    stamp_coin(
                        mk, surface, (r.right - mk.px(8), r.bottom - mk.px(8)), mk.px(8), C.COLUMNS[col].costs[slot]
                    )
                if slot == len(m.slots[col]) - 1:
                    order_icon(mk, surface, (r.x + mk.px(7), r.y + mk.px(8)), mk.px(5))
            if col in builds:
                nr = m.slots[col][built]
                pygame.draw.rect(
                    surface, palette.LEGAL, nr.inflate(mk.px(3), mk.px(3)), max(2, mk.px(2.5)), border_radius=mk.px(6)
                )
        # Porto: navigation, mercato, marina tokens
        upgrades = {a.track for a in legal if isinstance(a, Upgrade) and a.seat == seat}
        for t in TRACKS:
            row = m.tracks[t]
            level = p.nav if t == NAV else p.mercato
            mk.text(
                surface,
                "Navigation" if t == NAV else "Mercato",
                (row.x + mk.px(2), row.centery),
                13,
                palette.TEXT_2,
                True,
                "midleft",
                mk.px(72),
            )
            for j, b in enumerate(m.track_boxes[t]):
                here = j == level
                pygame.draw.rect(
                    surface,
                    palette.lighter(colour, 0.55) if here else palette.hexc("#F4EEDF"),
                    b,
                    border_radius=mk.px(5),
                )
                pygame.draw.rect(surface, palette.hexc("#D8CFB8"), b, max(1, mk.px(1)), border_radius=mk.px(5))
                self._track_box(mk, surface, b, t, j, bot)
                if here:
                    mk.token(surface, (b.right - mk.px(8), b.centery), mk.px(7), seat)
            if t in upgrades and s.pending:
                self.ring(surface, row)
        row = m.marinas
        mk.text(surface, "Marinas", (row.x + mk.px(2), row.centery), 13, palette.TEXT_2, True, "midleft", mk.px(72))
        slots = C.BOT_MARINA_SLOTS if bot else C.MARINA_SLOTS
        for j, b in enumerate(m.marina_slots[:slots]):
            pygame.draw.rect(surface, palette.hexc("#E5EEF6"), b, border_radius=mk.px(5))
            pygame.draw.rect(surface, palette.hexc("#B9CCDD"), b, max(1, mk.px(1)), border_radius=mk.px(5))
            if j == slots - 1:
                order_icon(mk, surface, (b.x + mk.px(8), b.centery), mk.px(5))
            if j >= p.marinas:
                stamp_marina(mk, surface, b.center, min(b.height * 0.42, mk.px(11)), seat)
        # supply cards: each good, and whether it went to the mercato this round
        converts = {a.good for a in legal if isinstance(a, Convert) and a.seat == seat}
        for gd, r in enumerate(m.goods):
            traded = gd in p.traded
            fill = palette.hexc("#ECEAE4") if traded else CREAM
            pygame.draw.rect(surface, fill, r, border_radius=mk.px(6))
            pygame.draw.rect(surface, palette.BORDER, r, max(1, mk.px(1.5)), border_radius=mk.px(6))
            stamp_good(surface, gd, (r.x + r.height * 0.45, r.centery), r.height * 0.32)
            mk.text(surface, str(p.goods[gd]), (r.x + r.height * 0.9, r.centery), 24, INK, True, "midleft")
            if traded:
                tag = pygame.Rect(0, 0, min(r.width // 2, mk.px(52)), mk.px(16))
                tag.topright = (r.right - mk.px(3), r.y + mk.px(3))
                pygame.draw.rect(surface, palette.TEXT_2, tag, border_radius=tag.height // 2)
                mk.text(surface, "traded", tag.center, 11, palette.WHITE, True, "center", tag.width - 2)
            else:
                mk.text(
                    surface,
                    f"@{play.price(s, gd)}",
                    (r.right - mk.px(5), r.bottom - mk.px(4)),
                    13,
                    palette.TEXT_2,
                    True,
                    "bottomright",
                )
            if gd in converts:
                self.ring(surface, r)
            if converts and gd == 0:
                self.ring(surface, r, palette.GOLD)
        # the held order, and the finished ones
        o = m.order
        if p.order is not None and p.order != HIDDEN_ORDER:
            self.order_cards.draw(surface, o, Card(("held", seat), (int(p.order.card), p.order.side)))
            if acting and s.phase == "play" and not s.pending and play.can_finish(s, seat):
                pygame.draw.rect(
                    surface, palette.LEGAL, o.inflate(mk.px(6), mk.px(6)), max(2, mk.px(3)), border_radius=mk.px(8)
                )
                tag = pygame.Rect(0, 0, o.width, mk.px(20))
                tag.midtop = (o.centerx, o.bottom - mk.px(10))
                pygame.draw.rect(surface, palette.LEGAL, tag, border_radius=tag.height // 2)
                mk.text(surface, "ready: Finish", tag.center, 12, palette.WHITE, True, "center", tag.width - 4)
        else:
            self.order_cards.slot(surface, o)
            mk.text(surface, "no order", o.center, 13, palette.TEXT_2, False, "center", o.width - 4)
        d = m.done
        pygame.draw.rect(surface, palette.hexc("#F4EEDF"), d, border_radius=mk.px(6))
        pygame.draw.rect(surface, palette.BORDER, d, max(1, mk.px(1)), border_radius=mk.px(6))
        mk.text(
            surface,
            f"Finished {len(p.done)}",
            (d.x + mk.px(6), d.y + mk.px(4)),
            13,
            palette.TEXT_2,
            True,
            "topleft",
            d.width - mk.px(8),
        )
        counts = [0, 0, 0]
        for c in p.done:
            counts[play.order_of(c).food] += 1
        fx = float(d.x + mk.px(6))
        fy = d.y + mk.px(4) + (d.height - mk.px(4)) * 0.62
        step = (d.width - mk.px(12)) / 3
        for f in range(3):
            fr = min(mk.px(10), step * 0.25)
            stamp(
                surface,
                ("food", f, round(fr, 1)),
                (fx + step * 0.3, fy),
                fr * 1.1 + 1,
                partial(food_at, f, fr),
            )
            mk.text(surface, f"×{counts[f]}", (fx + step * 0.3 + mk.px(11), fy), 14, INK, True, "midleft")
            fx += step

    def _track_box(self, mk: Kit, surface: pygame.Surface, b: pygame.Rect, track: str, level: int, bot: bool) -> None:
        if track == NAV:
            words = NAV_BOXES[level]
            if level == 3:
                words = "+1 VP" if bot else "+1 c"
            mk.text(surface, words, (b.x + mk.px(4), b.centery), 12, INK, level > 0, "midleft", b.width - mk.px(16))
            return
        lv = (C.BOT_MERCATO_LEVELS if bot else C.MERCATO_LEVELS)[level]
        mk.text(surface, f"×{lv.quantity}", (b.x + mk.px(4), b.centery), 13, INK, True, "midleft")
        if lv.good is not None:
            stamp_good(surface, lv.good, (b.x + mk.px(32), b.centery), min(b.height * 0.36, mk.px(8)))

    # --- names --------------------------------------------------------------------------------

    def long_name(self, s: State, seat: int) -> str:
        if s.solo and seat == BOT:
            return f"{solo.name(s)} (bot)" if s.persona else "Bot"
        return self.kit.seat_name(s.seats, seat)

    def short_name(self, s: State, seat: int) -> str:
        if s.solo and seat == BOT:
            return solo.name(s) if s.persona else "Bot"
        return self.kit.seat_name(s.seats, seat)

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
