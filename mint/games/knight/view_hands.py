"""How each Mint Knight hero's cards look on the table: the hand (or a compact row of it when room
is short), with the deck and the discard pile beside it."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from mint.core.spots import Spot
from mint.core.words import data, t
from mint.games.knight import board as B
from mint.games.knight import cards as C
from mint.games.knight.state import State
from mint.games.knight.view_faces import ACCENT, GREY, INK, MANA_R, STARTING, WANING, mana
from mint.games.knight.view_geo import SOURCE_TAB_PX, Geo, HeroGeo
from mint.games.knight.view_rewards import USED_FILL, KnightWords
from mint.games.knight.view_text import BODY, NUMBER, forms
from mint.ui import palette
from mint.ui.cardface import Card
from mint.ui.layers import Part


class KnightHands(KnightWords):
    """Paints each hero's hand, deck and discard pile."""

    # --- the hand row -------------------------------------------------------------------------

    def _draw_compact_hand(self, surface: pygame.Surface, s: State, geo: Geo, seat: int) -> None:
        """Co-op, the other hero's hand: its cards by name (and what they do, room allowing), in
        order, and its deck and discard counts."""
        k = self.kit
        hg = geo.heroes[seat]
        h = s.heroes[seat]
        pygame.draw.rect(
            surface, palette.darker(palette.TABLE, 0.97), hg.area.inflate(k.px(8), k.px(4)), border_radius=k.px(10)
        )
        k.token(surface, (hg.area.x + k.px(12), hg.deck.centery), k.px(9), seat)
        counts = str(t("deck {deck} · discard {discard}", deck=len(h.deck), discard=len(h.discard)))
        at = (hg.area.x + k.px(26), hg.deck.centery)
        self.say(
            surface,
            (str(t("{name}: {counts}", name=self.name(s, seat), counts=counts)), counts),
            at,
            BODY,
            INK,
            True,
            "midleft",
            width=hg.area.right - at[0],
        )
        for pos, r in enumerate(self.hand_rows(s, hg)):
            card = h.hand[pos]
            half = B.half(card)
            pygame.draw.rect(surface, WANING if card.waning else STARTING, r, border_radius=k.px(5))
            title = str(data(C.ACTION_BY_ID[card.title].title))
            right = r.right - k.px(6)
            if half.mana_in_source:
                mr = min(k.px(MANA_R), r.height // 2)
                mana(k, surface, (right - mr, r.centery), mr, half.mana_in_source)
                right -= 2 * mr + k.px(4)
            if card.advanced:
                k.star(surface, (right - k.px(8), r.centery), min(k.px(8), r.height * 0.35))
                right -= k.px(20)
            lines = [f"{title}: {t}" for t in forms(C.text_of(half.action))] + [title]
            ink = GREY if h.hand_use[pos] else INK
            self.say(
                surface, lines, (r.x + k.px(6), r.centery), BODY, ink, True, "midleft", width=right - r.x - k.px(6)
            )

    def hand_parts(self, surface: pygame.Surface, s: State, hg: HeroGeo, tinted: bool, look: Any) -> list[Part]:
        """A hero's deck and discard pile and their hand as laid out in ``hg`` (the row tinted in
        the hero's colour on their turn when ``tinted``), as parts in the order they are painted:
        the tint, the piles, each card's shadow and the card, the gold rings round the cards an
        open choice picks among, and under each of the first cards its source tab and over a card
        used its tag. A card played or a pile grown paints that card or pile again, not the row."""
        k = self.kit
        seat = hg.seat
        h = s.heroes[seat]
        name = ("hand", seat)
        mine = s.turn is not None and s.turn.seat == seat
        parts: list[Part] = []
        if tinted:
            fill = palette.lighter(k.player_color(seat), 0.85) if mine else palette.darker(palette.TABLE, 0.97)
            row = hg.area.inflate(k.px(8), k.px(4))
            paint: Any = partial(pygame.draw.rect, surface, fill, row, border_radius=k.px(10))
            # (a fill, quicker painted again where needed than kept: the row's cards lie over it)
            parts.append(Part((name, "tint"), (look, fill), row, paint, kept=False))
        piles = (len(h.deck), h.deck[:1], h.discard[-1:], len(h.discard))
        paint = partial(self._draw_piles, surface, s, seat, hg.deck, hg.discard)
        parts.append(Part((name, "piles"), (look, piles), self._piles_area(s, seat, hg.deck, hg.discard), paint))
        lay = self.hands[seat % 2].last
        if lay is None:
            return parts
        for pos, cid in enumerate(lay.order):
            card = lay.card(cid)
            assert card is not None
            parts += self.card_parts(surface, (name, pos), self.action_cards, lay.rects[cid], card, look)
        picks = [lay.rects[Spot("hand", i, seat)] for i in self._picks(s, "flip", seat)]
        if picks:
            w = max(2, k.px(3))
            rings = picks[0].unionall(picks[1:]).inflate(2 * w, 2 * w)
            paint = partial(self._ring_picks, surface, picks)
            parts.append(Part((name, "picks"), tuple(tuple(r) for r in picks), rings, paint))
        used = s.turn.source_used if mine and s.turn is not None else ()
        for pos, cid in enumerate(lay.order):
            r = lay.rects[cid]
            spent = mine and pos < len(used) and used[pos] if pos < C.SOURCE_CARDS else None
            use = h.hand_use[pos] if pos < len(h.hand_use) else ""
            if spent is None and not use:
                continue
            tab, row = self._card_marks(r)
            said = pygame.Rect(0, 0, tab.width, self.kit.font(BODY, True).get_height())  # (its words may stand out)
            said.center = tab.center
            area = tab.union(said) if spent is not None else None
            if use:
                tag = self._tag_box(row, use, side=True)[1]
                area = tag if area is None else area.union(tag)
            assert area is not None
            paint = partial(self._draw_card_marks, surface, r, spent, use)
            parts.append(Part((name, pos, "marks"), (look, tuple(r), spent, use), area, paint))
        return parts

    def _card_marks(self, r: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """Where a hand card's source tab lies (just under it) and its tag's row (on its mana row)."""
        k = self.kit
        tab_h = round(SOURCE_TAB_PX * k.scale)
        band, mid_h = k.px(32), k.px(30)
        return (
            pygame.Rect(r.x + k.px(4), r.bottom, min(r.width - k.px(8), k.px(96)), tab_h),
            pygame.Rect(r.x, r.y + band + (r.height - band - mid_h) // 2, r.width, mid_h),
        )

    def _draw_card_marks(self, surface: pygame.Surface, r: pygame.Rect, spent: bool | None, use: str) -> None:
        """A hand card's source tab (``spent`` None: it has none) and how it was used (``use``)."""
        k = self.kit
        tab, row = self._card_marks(r)
        if spent is not None:
            corner = k.px(6)
            pygame.draw.rect(
                surface,
                USED_FILL if spent else palette.GOLD,
                tab,
                border_bottom_left_radius=corner,
                border_bottom_right_radius=corner,
            )
            words = (str(t("source spent")), str(t("spent"))) if spent else (str(t("source")),)
            self.say(surface, words, tab.center, BODY, INK, True, width=tab.width - k.px(4))
        if use:  # on the mana row, between the two actions
            self._tag(surface, row, use, GREY if use == "exhausted" else ACCENT, side=True)

    def _piles_area(self, s: State, seat: int, d: pygame.Rect, dis: pygame.Rect) -> pygame.Rect:
        """Where ``_draw_piles`` paints: the piles with their shadows, the deck's lower edges and
        the tags over them."""
        k = self.kit
        h = s.heroes[seat]
        area = self.reach(d).union(self.reach(dis)).union(d.move(3 * k.px(3), 3 * k.px(2)))
        for rect, word, n in ((d, "deck", len(h.deck)), (dis, "discard", len(h.discard))):
            area.union_ip(self._tag_box(rect, word, top=True)[1])
            area.union_ip(self._tag_box(rect, str(n), side=True, size=NUMBER)[1])
        return area

    def _draw_piles(self, surface: pygame.Surface, s: State, seat: int, d: pygame.Rect, dis: pygame.Rect) -> None:
        """The deck (face up and open: its top card shows, the edges of the cards under it) over the
        discard pile, each named above it, its count on it."""
        k = self.kit
        h = s.heroes[seat]
        for j in range(min(3, max(0, len(h.deck) - 1)), 0, -1):
            edge = d.move(j * k.px(3), j * k.px(2))
            pygame.draw.rect(surface, palette.darker(palette.PANEL, 0.93), edge, border_radius=k.px(4))
            pygame.draw.rect(surface, palette.BORDER, edge, max(1, k.px(1)), border_radius=k.px(4))
        for pile, rect, word, dim in ((h.deck[:1], d, "deck", False), (h.discard[-1:], dis, "discard", True)):
            if pile:
                c = pile[0]
                self.action_cards.draw(surface, rect, Card(None, (c.title, c.advanced, c.waning), dim=dim))
            else:
                self.action_cards.slot(surface, rect)
            self._tag(surface, rect, word, INK, top=True)
            n = len(h.deck) if word == "deck" else len(h.discard)
            self._tag(surface, rect, str(n), ACCENT, side=True, size=NUMBER)
