"""How Mint Delivery's order cards look: a card's face, the towns' face-up rows, the cards in a
driver's area and the pile of completed orders."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from mint.core.spots import Spot
from mint.core.words import t, tn
from mint.games.delivery import view_layout as L
from mint.games.delivery.cards import ORDERS, TOWNS
from mint.games.delivery.model import State
from mint.games.delivery.view_layers import card_area, drawn_apart, pile_area
from mint.games.delivery.view_layout import BODY, NUMBER, is_claiming
from mint.games.delivery.view_map import TOWN_COLOUR, DeliveryMap
from mint.ui import palette
from mint.ui.layers import Part

KIND = ("classic", "sugarfree", "cinnamon")


class DeliveryOrders(DeliveryMap):
    """Paints order cards: their faces (kept by face and size), rows, hands and piles."""

    # --- order cards ----------------------------------------------------------------------

    def order_card(
        self,
        surface: pygame.Surface,
        r: pygame.Rect,
        o: int,
        bonus: int = 0,
        hidden: bool = False,
        note: str = "",
        kept: bool = False,
    ) -> None:
        """An order card: face down (``hidden``, or an order the viewer may not see) with ``note``
        in its middle, or face up: the town's band, its stars and the mints it needs, with
        ``note`` (its number in a dealt hand) in the band, the Classic mints lying on it
        (``bonus``), and a green rim when ``kept``."""
        k = self.kit
        rad = max(3, int(min(r.width, r.height) * 0.06))
        k.shadow(surface, r, rad)
        face_up = not hidden and o >= 0
        if self._keeps(surface):
            m = k.px(6)
            region = r.inflate(2 * m, 2 * m).clip(surface.get_rect())
            key = (tuple(r), tuple(region), o if face_up else -1, note, kept and face_up, k.scale, self.accent)

            def paint() -> pygame.Surface:
                def face(full: pygame.Surface) -> None:
                    self._card_face(full, r, o, face_up, note, kept)

                return drawn_apart(self._scratch, surface, region, None, face)

            surface.blit(self._faces.get((key, surface.get_bitsize()), paint), region)
        else:
            self._card_face(surface, r, o, face_up, note, kept)
        if bonus and face_up:
            centre = (r.right - k.px(4), r.bottom - k.px(4))
            k.mint(surface, centre, k.px(13), "classic")
            k.text(surface, str(bonus), centre, BODY, palette.TEXT, True, "center")

    def _card_face(self, surface: pygame.Surface, r: pygame.Rect, o: int, face_up: bool, note: str, kept: bool) -> None:
        """An order card but its shadow and the Classic mints lying on it."""
        k = self.kit
        rad = max(3, int(min(r.width, r.height) * 0.06))
        if not face_up:
            pygame.draw.rect(surface, palette.darker(self.accent, 0.85), r, border_radius=rad)
            inner = r.inflate(-k.px(8), -k.px(8))
            pygame.draw.rect(surface, palette.lighter(self.accent, 0.3), inner, max(1, k.px(2)), border_radius=rad)
            if note:
                size = NUMBER if L.fits(k, note, NUMBER, r.width - k.px(6), True) else BODY
                L.line(k, surface, note, r.center, size, palette.WHITE, True, "center", r.width - k.px(6))
            return
        order = ORDERS[o]
        colour = TOWN_COLOUR[order.town]
        pygame.draw.rect(surface, palette.PANEL, r, border_radius=rad)
        band = pygame.Rect(r.x, r.y, r.width, max(k.px(22), r.height // 5))
        pygame.draw.rect(surface, colour, band, border_top_left_radius=rad, border_top_right_radius=rad)
        mark = L.town_mark(k, order.town, band.width - k.px(6))
        if note:  # its number in the hand on the left, the town on the right
            L.line(k, surface, note, (band.x + k.px(4), band.centery), BODY, palette.WHITE, True, "midleft")
            L.line(k, surface, mark, (band.right - k.px(4), band.centery), BODY, palette.WHITE, True, "midright")
        else:
            L.line(k, surface, mark, band.center, BODY, palette.WHITE, True, "center", band.width - k.px(4))
        rim = palette.LEGAL if kept else palette.darker(colour, 0.8)
        pygame.draw.rect(surface, rim, r, max(1, k.px(4 if kept else 1.5)), border_radius=rad)
        # stars, and the mints it needs two to a row (bigger on a bigger card)
        grow = max(1.0, min(1.4, r.height / k.px(L.CARD_H)))
        sr = max(k.px(4), min(r.width // (2 * order.stars + 1), k.px(8 * grow)))
        sy = band.bottom + sr + k.px(4)
        for i in range(order.stars):
            k.star(surface, (r.centerx + (i - (order.stars - 1) / 2) * sr * 2.1, sy), sr)
        mr = max(k.px(5), min(r.width // 6, k.px(10 * grow)))
        top = sy + sr + k.px(4)
        for i, m in enumerate(order.mints):
            row, col = divmod(i, 2)
            n_in_row = min(2, len(order.mints) - row * 2)
            cx = r.centerx + (col - (n_in_row - 1) / 2) * mr * 2.4
            cy = top + mr + row * mr * 2.3
            if cy + mr < r.bottom:
                k.mint(surface, (cx, cy), mr, KIND[m])

    def _row_parts(self, surface: pygame.Surface, s: State, places: dict[str, Any]) -> list[Part]:
        """Each town's deck and face-up orders, a part each: on its map card, or in ``places``
        (town: deck, rows)."""
        k = self.kit
        look = (k.scale, self.accent)
        parts: list[Part] = []
        for town, (deck, rows) in places.items():
            st = s.towns[TOWNS.index(town)]
            paint = partial(self._draw_deck, surface, deck, len(st.deck))
            parts.append(Part(("deck", town), (look, len(st.deck)), card_area(k, deck), paint))
            for i, r in enumerate(rows):
                shows = (st.row[i], st.bonus[i]) if i < len(st.row) else None
                paint = partial(self._draw_row_card, surface, r, shows)
                parts.append(Part(("row", town, i), (look, shows), card_area(k, r), paint))
        return parts

    def _draw_deck(self, surface: pygame.Surface, deck: pygame.Rect, left: int) -> None:
        """A town's deck, face down with how many orders are left in it (or its empty place)."""
        k = self.kit
        if left:
            self.order_card(surface, deck, -1, hidden=True, note=str(left))
            return
        pygame.draw.rect(surface, palette.darker(palette.TABLE, 0.9), deck, max(1, k.px(2)), border_radius=k.px(6))
        k.text(surface, "0", deck.center, NUMBER, palette.TEXT_2, True, "center")

    def _draw_row_card(self, surface: pygame.Surface, r: pygame.Rect, shows: tuple[int, int] | None) -> None:
        """A face-up order of a town's row, with the Classic mints on it (or its empty place)."""
        if shows is not None:
            self.order_card(surface, r, *shows)
            return
        k = self.kit
        pygame.draw.rect(surface, palette.darker(palette.TABLE, 0.9), r, max(1, k.px(2)), border_radius=k.px(6))

    def _draw_cards(
        self,
        surface: pygame.Surface,
        s: State,
        i: int,
        viewer: int | None,
        spots: dict[Spot, pygame.Rect],
        cells: list[pygame.Rect],
    ) -> None:
        """A driver's order cards (its dealt hand while keeping, face down unless the viewer is that
        driver) and the empty ``cells`` left for more orders."""
        for r, shows in self._cards_shown(s, i, viewer, spots, cells):
            self._draw_cell(surface, r, shows)

    def _cards_shown(
        self, s: State, i: int, viewer: int | None, spots: dict[Spot, pygame.Rect], cells: list[pygame.Rect]
    ) -> list[tuple[pygame.Rect, tuple[Any, ...]]]:
        """Where each of a driver's cards lies and what it shows (``_draw_cell``), in the order
        they are drawn."""
        t = s.trucks[i]
        out: list[tuple[pygame.Rect, tuple[Any, ...]]] = []
        if s.phase == "keep":
            for j, o in enumerate(t.hand):
                shown = viewer == i and o >= 0
                out.append((spots[Spot("hand", j, i)], (o, 0, not shown, str(j + 1), shown and o in t.kept)))
            return out
        claiming = is_claiming(s, i)
        for o in t.orders:
            card = spots.get(Spot("order", ORDERS[o].id))
            if card is not None:
                out.append((card, (o, s.turn.amount if claiming and o == t.orders[-1] else 0, False, "", False)))
        # the room for more orders, as empty places
        return out + [(r, ()) for r in cells[len(t.orders) :]]

    def _draw_cell(self, surface: pygame.Surface, r: pygame.Rect, shows: tuple[Any, ...]) -> None:
        """An order card (its index, the Classic mints on it, hidden, its note and whether it is
        kept), or with nothing to show an empty place for one."""
        if shows:
            o, bonus, hidden, note, kept = shows
            self.order_card(surface, r, o, bonus, hidden, note, kept)
            return
        k = self.kit
        pygame.draw.rect(surface, palette.BORDER, r, max(1, k.px(1.5)), border_radius=k.px(6))

    def _pile_part(
        self, surface: pygame.Surface, s: State, i: int, viewer: int | None, spots: dict[Spot, pygame.Rect]
    ) -> Part:
        """A driver's pile of completed orders (their stars shown to whom may know them)."""
        k = self.kit
        t = s.trucks[i]
        done = spots[Spot("done", seat=i)]
        key = (k.scale, self.accent, t.done, t.allocated, self._pile_known(s, i, viewer))
        return Part(("pile", i), key, pile_area(k, done), partial(self._draw_pile, surface, s, i, viewer, spots))

    def _draw_pile(
        self, surface: pygame.Surface, s: State, i: int, viewer: int | None, spots: dict[Spot, pygame.Rect]
    ) -> None:
        t = s.trucks[i]
        self._draw_done(surface, spots[Spot("done", seat=i)], t.done, self._pile_known(s, i, viewer), t.allocated)

    @staticmethod
    def _pile_known(s: State, i: int, viewer: int | None) -> bool:
        """Whether the stars of seat ``i``'s completed orders are shown to ``viewer``."""
        return viewer == i or all(o >= 0 for o in s.trucks[i].done) and (s.solo or s.phase == "over")

    def _draw_done(
        self, surface: pygame.Surface, done: pygame.Rect, orders: tuple[int, ...], known: bool, allocated: int = 0
    ) -> None:
        """The pile of completed orders: how many, and (when the viewer may know) their stars."""
        k = self.kit
        n = len(orders)
        inner = done.inflate(-k.px(6), -k.px(6))
        if not n:
            pygame.draw.rect(surface, palette.BORDER, done, max(1, k.px(1.5)), border_radius=k.px(6))
            forms = (str(t("none done")), str(t("none")), "0")
            text = next((f for f in forms if L.block_fits(k, f, BODY, inner)), "0")
            L.block(k, surface, text, inner, BODY, palette.TEXT_2, centre=True)
            return
        for j in range(min(n, 3) - 1, -1, -1):
            self.order_card(surface, done.move(j * k.px(3), -j * k.px(3)), -1, hidden=True)
        lines: list[tuple[str, float, bool]] = []  # text, size, with a star before it
        word = str(tn("{n} done", "{n} done", n))
        lines.append((word, BODY, False) if L.fits(k, word, BODY, inner.width, True) else (str(n), NUMBER, False))
        if known:
            lines.append((str(sum(ORDERS[o].stars for o in orders if o >= 0)), NUMBER, True))
        if allocated:
            word = str(tn("{n} allocated", "{n} allocated", allocated))
            if L.fits(k, word, BODY, inner.width, True):
                lines.append((word, BODY, False))
        heights = [k.font(size, True).get_linesize() for _, size, _ in lines]
        while len(lines) > 1 and sum(heights) > inner.height:
            lines.pop()
            heights.pop()
        y = done.centery - sum(heights) // 2
        for (text, size, star), h in zip(lines, heights, strict=True):
            w = k.font(size, True).size(text)[0] + (k.px(22) if star else 0)
            x = done.centerx - w // 2
            if star:
                k.star(surface, (x + k.px(9), y + h // 2), k.px(9))
                x += k.px(22)
            k.text(surface, text, (x, y + h // 2), size, palette.WHITE, True, "midleft")
            y += h
