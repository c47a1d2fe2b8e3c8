"""How each Mint Knight hero's cards look on the table: the hand (or a compact row of it when room
is short), with the deck and the discard pile beside it."""

from __future__ import annotations

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

    def _draw_hand_row(self, surface: pygame.Surface, s: State, geo: Geo, seat: int) -> None:
        hg = geo.heroes[seat]
        if hg.compact:
            self._draw_compact_hand(surface, s, geo, seat)
            return
        self._draw_hand(surface, s, hg, len(geo.heroes) > 1)

    def _draw_hand(self, surface: pygame.Surface, s: State, hg: HeroGeo, tinted: bool) -> None:
        """A hero's deck and discard pile and their hand as laid out in ``hg``, the hand row tinted in the hero's colour on their turn when ``tinted``."""
        k = self.kit
        seat = hg.seat
        h = s.heroes[seat]
        mine = s.turn is not None and s.turn.seat == seat
        if tinted:
            fill = palette.lighter(k.player_color(seat), 0.85) if mine else palette.darker(palette.TABLE, 0.97)
            pygame.draw.rect(surface, fill, hg.area.inflate(k.px(8), k.px(4)), border_radius=k.px(10))
        self._draw_piles(surface, s, seat, hg.deck, hg.discard)
        hand = self.hands[seat % 2]
        lay = hand.last
        if lay is None:
            return
        used = s.turn.source_used if mine and s.turn is not None else ()
        hand.draw(surface)
        self._ring_picks(surface, [lay.rects[Spot("hand", i, seat)] for i in self._picks(s, "flip", seat)])
        tab_h = round(SOURCE_TAB_PX * k.scale)
        for pos, cid in enumerate(lay.order):
            r = lay.rects[cid]
            if pos < C.SOURCE_CARDS:
                tab = pygame.Rect(r.x + k.px(4), r.bottom, min(r.width - k.px(8), k.px(96)), tab_h)
                corner = k.px(6)
                spent = mine and pos < len(used) and used[pos]
                pygame.draw.rect(
                    surface,
                    USED_FILL if spent else palette.GOLD,
                    tab,
                    border_bottom_left_radius=corner,
                    border_bottom_right_radius=corner,
                )
                words = (str(t("source spent")), str(t("spent"))) if spent else (str(t("source")),)
                self.say(surface, words, tab.center, BODY, INK, True, width=tab.width - k.px(4))
            use = h.hand_use[pos] if pos < len(h.hand_use) else ""
            if use:  # on the mana row, between the two actions
                band, mid_h = k.px(32), k.px(30)
                row = pygame.Rect(r.x, r.y + band + (r.height - band - mid_h) // 2, r.width, mid_h)
                self._tag(surface, row, use, GREY if use == "exhausted" else ACCENT, side=True)

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
