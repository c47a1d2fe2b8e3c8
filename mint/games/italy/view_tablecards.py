"""How Mint Italy's cards on the table look: the marina card, the mercato and commercio cards
with their prices and food, and the row of order, scoring, fee and bot cards."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from mint.core.words import t
from mint.games.italy import board, play, solo
from mint.games.italy import cards as C
from mint.games.italy.actions import MoveFood
from mint.games.italy.island import card_word
from mint.games.italy.state import HIDDEN, HIDDEN_ORDER, State
from mint.games.italy.view_faces import bot_face, scoring_face
from mint.games.italy.view_geo import Geo
from mint.games.italy.view_icons import CREAM, FEE_PURPLE, INK, food, good, stamp_marina, vp_mark
from mint.games.italy.view_layout import BAND, BODY, TITLE
from mint.games.italy.view_mat import MatPainter, framed, reach
from mint.ui import palette
from mint.ui.cardface import Card, CardPainter
from mint.ui.kit import Kit
from mint.ui.layers import Part
from mint.ui.tracks import PriceTrack

# A marina card's options in shorter words, for a card too small for them whole (the tooltip
# has them): the first that fits is drawn.
MARINA_SHORT = {
    2: (t("2 grapes or 1 oval"),),
    3: (t("produce with 2 of your settlements"), t("produce with 2 settlements")),
    4: (t("8 coins, or 1 VP + 4 coins"),),
    5: (t("free navigation or mercato upgrade"), t("free upgrade: nav or mercato")),
    7: (t("convert 2 grapes to jars or bottles"), t("2 grapes to jars or bottles")),
    8: (t("expand: pay the settlement only"), t("expand: no land cost")),
    9: (t("an order with no fee, or 4 coins"), t("free order or 4 coins")),
    10: (t("a food token up 1, + 2 coins"), t("food up 1, + 2 coins")),
    11: (t("1 oval + 2 VP"),),
    12: (t("1 oval or 5 coins"),),
}


def marina_radius(r: pygame.Rect) -> int:
    """How round a marina card's corners are (its shadow's too)."""
    return max(3, int(min(r.size) * 0.06))


def card_radius(r: pygame.Rect) -> int:
    """How round the corners of the mercato, commercio and fee cards are (their shadows' too)."""
    return max(3, int(min(r.size) * 0.04))


class ItalyTableCards(MatPainter):
    """Paints the cards on the table; keeps the painters of scoring and bot cards and the price tracks."""

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

    def set_kit(self, kit: Kit) -> None:
        super().set_kit(kit)
        for p in (self.scoring_cards, self.bot_cards):
            p.set_kit(kit)
        for tracks in self.prices.values():
            for tr in tracks:
                tr.set_kit(kit)

    # --- marina cards -----------------------------------------------------------------------

    def _draw_marina_card(self, surface: pygame.Surface, s: State, geo: Geo, i: int, shadow: bool = True) -> None:
        """A marina card by its corner card: its corner and number, its options (in short when
        the card is small) and the tokens on it (when its title leaves room for them)."""
        k = self.kit
        r = geo.marina_cards[i]
        card = C.MARINA_CARDS[s.marina_cards[i]] if i < len(s.marina_cards) else None
        font = k.font(BODY, True)
        band_h = min(font.get_height(), r.height // 2)
        rad = marina_radius(r)
        if shadow:
            k.shadow(surface, r, rad)
        pygame.draw.rect(surface, CREAM, r, border_radius=rad)
        band = pygame.Rect(r.x, r.y, r.width, band_h)
        pygame.draw.rect(
            surface, palette.hexc("#2F6FB0"), band, border_top_left_radius=rad, border_top_right_radius=rad
        )
        room = r.width - k.px(12)
        if card:
            corner = card_word(i)
            titles = [str(t("{corner} marina · {card}", corner=corner, card=card.id)), f"{corner} · {card.id}"]
        else:
            titles = [str(t("{corner} marina", corner=card_word(i)))]
        title = next((w for w in titles if k.width(w, BODY, True) <= room), titles[-1])
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
        forms = (C.options_text(card.options), *(str(w) for w in MARINA_SHORT.get(card.id, ())))
        fits = [w for w in forms if k.lines_needed(w, BODY, body.width) * step <= body.height + 1]
        k.block(surface, fits[0] if fits else forms[-1], body, BODY, INK)

    # --- mercato and commercio ----------------------------------------------------------------

    def _draw_mercato(self, surface: pygame.Surface, s: State, geo: Geo, shadow: bool = True) -> None:
        self._card(geo.mercato, str(t("Mercato")), palette.hexc("#8B5A2B"), surface, shadow=shadow)
        for gd, row in enumerate(geo.price_rows):
            icon = geo.price_icons[gd]
            good(surface, gd, icon.center, min(icon.width, icon.height) * 0.38)
            track = self.prices[geo.upright][gd]
            track.layout(row, s.prices[gd])
            track.draw(surface)

    def _card(
        self, r: pygame.Rect, title: str, accent: Any, surface: pygame.Surface, left: bool = False, shadow: bool = True
    ) -> pygame.Rect:
        """A card with a title band BAND high (its title centred, or ``left``); returns the band."""
        k = self.kit
        rad = card_radius(r)
        if shadow:
            k.shadow(surface, r, rad)
        pygame.draw.rect(surface, CREAM, r, border_radius=rad)
        band = pygame.Rect(r.x, r.y, r.width, k.px(BAND))
        pygame.draw.rect(surface, accent, band, border_top_left_radius=rad, border_top_right_radius=rad)
        at, anchor = ((band.x + k.px(8), band.centery), "midleft") if left else (band.center, "center")
        k.line(surface, title, at, TITLE, palette.WHITE, True, anchor, r.width - k.px(12))
        pygame.draw.rect(surface, palette.BORDER, r, max(1, k.px(1.5)), border_radius=rad)
        return band

    def _draw_commercio(
        self, surface: pygame.Surface, s: State, geo: Geo, legal: list[Any], shadow: bool = True
    ) -> None:
        k = self.kit
        com = geo.commercio
        band = self._card(com, str(t("Commercio")), palette.hexc("#B8893A"), surface, left=True, shadow=shadow)
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
            words = str(t("box {n}", n=s.food[f][0]))
            if k.width(words, BODY) <= r.right - k.px(6) - x:
                k.text(surface, words, (r.right - k.px(8), r.centery), BODY, palette.TEXT_2, False, "midright")
            if f in movable:
                self.ring(surface, r)

    # --- the cards row ------------------------------------------------------------------------

    def _draw_deck(self, surface: pygame.Surface, s: State, geo: Geo) -> None:
        """The order deck, with the two cards under its top one, and how many are left."""
        k = self.kit
        top = play.deck_top(s)
        for j in (2, 1):
            if len(s.deck) > j:
                self.order_cards.draw(surface, geo.deck.move(k.px(3) * j, -k.px(3) * j), Card("under", hidden=True))
        if top is not None and top != HIDDEN_ORDER:
            self.order_cards.draw(surface, geo.deck, Card(("deck",), (int(top.card), top.side)))
        else:
            self.order_cards.slot(surface, geo.deck, str(t("empty")))
        left = len(s.deck) if s.deck else len(s.discard)
        self._badge(surface, geo.deck, str(t("deck {n}", n=left)), palette.TEXT)

    def _draw_row_card(self, surface: pygame.Surface, s: State, geo: Geo, i: int, shadow: bool = True) -> None:
        """The order row's card ``i``, or its empty place."""
        r = geo.row[i]
        if i < len(s.row):
            c = s.row[i]
            self.order_cards.draw(surface, r, Card(("row", i), (int(c.card), c.side)), shadow=shadow)
        else:
            self.order_cards.slot(surface, r)

    def _draw_scoring(self, surface: pygame.Surface, s: State, geo: Geo, i: int, shadow: bool = True) -> None:
        """Scoring card ``i``: dimmed once scored, ringed in gold in its round."""
        k = self.kit
        r = geo.scoring[i]
        scored = self._scored(s, i)
        self.scoring_cards.draw(surface, r, Card(("score", i), (s.scoring[i], i + 1), dim=scored), shadow=shadow)
        if scored:
            self._badge(surface, r, str(t("scored")), INK)
        elif i == s.round - 1:
            pygame.draw.rect(surface, palette.GOLD, r.inflate(k.px(6), k.px(6)), max(2, k.px(3)), border_radius=k.px(8))

    @staticmethod
    def _scored(s: State, i: int) -> bool:
        return i < s.round - 1 or (i == s.round - 1 and s.phase in ("cleanup", "over"))

    def cards_row_parts(self, surface: pygame.Surface, s: State, geo: Geo, shape: Any) -> list[Part]:
        """The cards row as parts, in the order they are painted: the deck, each card of the order
        row, the fee card, each scoring card (each card's shadow a part of its own, which reaches
        its neighbours and keeps no pixels) and the solo bot's cards. A move that changes one
        card paints that card again, not the row (2.4 ms at 1920x1080)."""
        k = self.kit
        m = k.px(6) // 2  #: (the gold ring round a card, a badge at its foot)
        parts: list[Part] = []

        def place(r: pygame.Rect) -> pygame.Rect:
            return pygame.Rect(r.x - m, r.y - m, r.width + 2 * m, r.height + m + k.px(5))

        def card(name: Any, r: pygame.Rect, casts: bool, key: Any, paint: Any) -> None:
            radius = self.order_cards.radius(r.size)
            parts.extend(framed(k, surface, shape, name, r, radius, key, place(r), paint, casts=casts))

        stack = [geo.deck.move(k.px(3) * j, -k.px(3) * j) for j in (0, 1, 2)]
        deck = (play.deck_top(s), len(s.deck), len(s.discard))
        area = place(geo.deck).unionall([reach(k, r).union(r) for r in stack])
        parts.append(Part("deck", (shape, deck), area, partial(self._draw_deck, surface, s, geo)))
        for i, r in enumerate(geo.row):
            shown = s.row[i] if i < len(s.row) else None
            card(("row", i), r, shown is not None, shown, partial(self._draw_row_card, surface, s, geo, i))
        fee = s.round if s.phase != "over" else 0
        card("fee", geo.fee, True, fee, partial(self._draw_fee, surface, s, geo.fee))
        for i, r in enumerate(geo.scoring):
            now = (s.scoring[i], self._scored(s, i), i == s.round - 1)
            card(("score", i), r, True, now, partial(self._draw_scoring, surface, s, geo, i))
        if s.solo and geo.bot_deck and geo.bot_card and geo.bot_discard:
            bots = (geo.bot_deck, geo.bot_card, geo.bot_discard)
            area = place(bots[0]).unionall([reach(k, r).union(place(r)) for r in bots])
            key = (len(s.bot_deck), s.bot_card, s.bot_discard, s.persona)
            parts.append(Part("bot cards", (shape, key), area, partial(self._draw_bot_cards, surface, s, geo)))
        return parts

    def _badge(self, surface: pygame.Surface, r: pygame.Rect, words: str, fill: Any) -> None:
        """A pill of white words at the foot of a card (just its number when the card is narrow)."""
        k = self.kit
        font = k.font(BODY, True)
        if k.width(words, BODY, True) + k.px(12) > r.width and words.split()[-1].isdigit():
            words = words.split()[-1]
        badge = pygame.Rect(0, 0, min(r.width, k.width(words, BODY, True) + k.px(12)), font.get_height() + k.px(2))
        badge.midbottom = (r.centerx, r.bottom + k.px(4))  # over the card's foot, reaching into the gap below
        pygame.draw.rect(surface, fill, badge, border_radius=badge.height // 2)
        k.line(surface, words, badge.center, BODY, palette.WHITE, True, "center", badge.width)

    def _draw_fee(self, surface: pygame.Surface, s: State, r: pygame.Rect, shadow: bool = True) -> None:
        """The purple fee card: each round's fee for an order taken from the row (this round's lit)."""
        k = self.kit
        font = k.font(BODY, True)
        rad = card_radius(r)
        if shadow:
            k.shadow(surface, r, rad)
        pygame.draw.rect(surface, CREAM, r, border_radius=rad)
        band = pygame.Rect(r.x, r.y, r.width, font.get_linesize())
        pygame.draw.rect(surface, FEE_PURPLE, band, border_top_left_radius=rad, border_top_right_radius=rad)
        fee_title = str(t("Order fee"))
        title = fee_title if k.width(fee_title, BODY, True) <= r.width - k.px(8) else str(t("Fee"))
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
            self._badge(surface, d, str(t("deck {n}", n=len(s.bot_deck))), palette.TEXT)
        else:
            self.bot_cards.slot(surface, d, str(t("empty")))
        if s.bot_card != HIDDEN:
            c = C.BOT_CARDS[s.bot_card]
            persona = solo.persona(s).cost if s.persona else 0
            costs = tuple(persona if cost < 0 else cost for cost in (c.do_cost, c.orelse_cost))
            self.bot_cards.draw(surface, geo.bot_card, Card("botcard", (s.bot_card, "revealed", costs)))
        else:
            self.bot_cards.slot(surface, geo.bot_card, str(t("revealed")))
        if s.bot_discard:
            top = C.BOT_CARDS.index(solo.left(s))
            self.bot_cards.draw(surface, geo.bot_discard, Card("botdiscard", (top, "discard")))
        else:
            self.bot_cards.slot(surface, geo.bot_discard, str(t("discard")))
