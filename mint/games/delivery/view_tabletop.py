"""Mint Delivery on a screen lying flat, players round it (table-top mode).

Each driver's own things lie in their strip on their own edge, long and low: the name, the truck
with its mints (and the room left on it) and the abilities held, then the order cards (the dealt
hand while keeping) and the pile of completed orders. Where the strip is long the name, truck and
abilities make a column on the left and the cards stand the strip's whole depth beside it; where
it is short (the side edges, a shared edge) they are rows above the cards.

The shared board in the middle holds the map, each town's deck and face-up orders (beside the map,
in the corners' order: on so small a map they would be too small to read or press), the supply and
the key card; in the solitaire, the factory, the order stacks, the turned-in tray and the AI
driver's panel. Both are laid out upright at the drawing's own origin; the table turns them to
face their players. The spot ids are the normal layout's, so every drag is the same.

Everything a finger presses is at least ``TARGET`` design px in its smaller side: a map space is
pressed in a square round it that big or bigger (it is drawn at the map's scale), a truck likewise,
the load stacks, upgrade targets, mints on a truck and the cards are drawn that big.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache, partial
from typing import Any

import pygame

from mint.core.spots import Spot
from mint.core.words import data, tn
from mint.games.delivery import view_layout as L
from mint.games.delivery.actions import BOX, SUPPLY
from mint.games.delivery.cards import ABILITY_BY_ID, MINTS, ORDERS, TOWNS, town_name
from mint.games.delivery.model import State
from mint.games.delivery.view_draw import DeliveryPainter
from mint.games.delivery.view_layers import card_area, framed, reach
from mint.games.delivery.view_layout import BODY, is_claiming
from mint.games.delivery.view_map import TOWN_COLOUR
from mint.ui import palette
from mint.ui.layers import Layers, Part
from mint.ui.view_api import Region, Shape

TARGET = 48  #: the least side of anything a finger presses (design px)
SPACE_HIT = 54  #: a map space is pressed in a disc this wide at least (a truck on it: TARGET)
SEAT_DEPTH = 240  #: a driver's strip (design px): its name, truck row and order cards
INFO_W = 320  #: the column of name, truck and abilities beside the cards, on a long strip
CARD_RATIO = 0.72  #: an order card's width to its height
PAD, GAP = 8, 8  #: round a driver's area, and between its cards

# the shared board (design px)
BOARD_GAP = 14  #: between the town orders, the map and the supply column
TOWN_PAD = 8  #: round a town's cards in its panel
TOWN_CARD_GAP = 6
TOWN_CARD_MAX_H = 170  #: a town's order card at its tallest
COLUMN_W, COLUMN_MAX = 440, 560  #: the supply and key card's column
SUPPLY_TITLE = 44  #: the supply's title row: its name and the mints left
STACK_W, STACK_H = 54, 56  #: a load stack
UPGRADE_H = 52  #: an upgrade target (as wide as the normal layout's, a double wider)
UPGRADE_W, DOUBLE_W = 64, 78


@dataclass
class SeatParts:
    """Upright rects of a driver's area in its strip."""

    area: pygame.Rect
    head: pygame.Rect  #: the token and the name (and, in rows, the abilities on the right)
    info: pygame.Rect  #: where the truck row's hollows may reach
    handle: pygame.Rect
    mints: dict[Spot, pygame.Rect]
    cells: list[pygame.Rect]  #: a place for each order held or that may be held (or dealt card)
    done: pygame.Rect
    abilities: pygame.Rect | None  #: a column's list of abilities held (None: named in the head)


@dataclass
class TownParts:
    """A town's panel beside the map: its name, its deck and its two face-up orders."""

    panel: pygame.Rect
    name: pygame.Rect
    deck: pygame.Rect
    rows: list[pygame.Rect]
    left: bool  #: the name on the left, a word a line (else on top)


@dataclass
class BoardParts:
    """Upright rects of the shared board in table-top mode (the multiplayer game)."""

    map: pygame.Rect
    towns: dict[str, TownParts]
    column: pygame.Rect


def disc(r: pygame.Rect, across: int, sides: int = 24) -> Shape:
    """A round region about the middle of ``r``, as wide as ``r`` or ``across``, whichever is more
    (a polygon of ``sides`` whose flats are that far apart, so its rect is at least ``across``)."""
    return _disc(tuple(r), across, sides)


@lru_cache(maxsize=512)  # (a board's spaces and trucks, laid out again after every move: a shape is immutable)
def _disc(r: tuple[int, int, int, int], across: int, sides: int) -> Shape:
    _, _, w, h = r
    radius = max(w, h, across) / 2 / math.cos(math.pi / sides)
    cx, cy = pygame.Rect(r).center
    return Shape.polygon(
        (
            cx + radius * math.cos(2 * math.pi * (j + 0.5) / sides),
            cy + radius * math.sin(2 * math.pi * (j + 0.5) / sides),
        )
        for j in range(sides)
    )


class DeliveryTabletop(DeliveryPainter):
    """The table-top layout: each driver's area in their strip, the rest on the shared board."""

    board_in_place = True  #: its board's parts repaint only what changed, like the whole table's
    seat_in_place = True  #: and so do a driver's strip's

    def __init__(self, rules: Any, kit: Any) -> None:
        super().__init__(rules, kit)
        self._trucks: dict[Spot, pygame.Rect] = {}  #: table-top: the trucks that are spots, as drawn
        self._state: State | None = None  #: ... in the board's last layout

    # --- the API ------------------------------------------------------------------------------

    def seat_depth(self, obs: Any, seat: int, length: int) -> int | None:
        return SEAT_DEPTH

    def layout(self, obs: Any, viewer: int | None, rect: pygame.Rect) -> dict[Spot, pygame.Rect]:
        self._trucks = {}
        return super().layout(obs, viewer, rect)

    def layout_board(self, obs: Any, viewer: int | None, rect: pygame.Rect) -> dict[Spot, Region]:
        s: State = obs
        k = self.kit
        g = None if s.solo else self.board_parts(s, rect)
        board, column = self._split(s, rect) if g is None else (g.map, g.column)
        spots: dict[Spot, Region] = {}
        spaces = self._space_rects(s, board)
        # pressed in a disc round each space and truck, at least a finger wide (drawn at the map's scale)
        spots.update({sid: disc(r, k.px(SPACE_HIT)) for sid, r in spaces.items()})
        self._state = s
        self._trucks = {}
        for sid, r in self._truck_rects(s, spaces).items():
            if s.phase != "play" or sid == Spot("truck", seat=s.turn.seat):
                spots[sid] = disc(r, k.px(TARGET))
                self._trucks[sid] = r
        rects: dict[Spot, pygame.Rect] = {}
        if g is None:
            rects.update(self._belt_rects(s, board))
            self._solo_column(s, column, rects, you=False)
        else:
            for town, parts in g.towns.items():
                st = s.towns[TOWNS.index(town)]
                rects[Spot("deck", town)] = parts.deck
                for o, r in zip(st.row, parts.rows, strict=False):
                    rects[Spot("order", ORDERS[o].id)] = r
            self._tt_supply(s, column, rects)
        spots.update(rects)
        return spots

    def piece_for(self, spot: Any) -> pygame.Surface | None:
        """Table-top mode: a truck alone, for its drag and glide (it is pressed in a disc wider
        than it is drawn, which would take bits of the map along)."""
        r = self._trucks.get(spot)
        if r is None or self._state is None:
            return None
        ring = self.kit.px(6)
        surface = pygame.Surface((r.width + 2 * ring, r.height + 2 * ring), pygame.SRCALPHA)
        self._draw_truck(surface, self._state, spot.seat, pygame.Rect(ring, ring, r.width, r.height))
        return surface

    def draw_board(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, rect: pygame.Rect, spots: dict[Spot, Any]
    ) -> None:
        s: State = obs
        k = self.kit
        g = None if s.solo else self.board_parts(s, rect)
        board = self._split(s, rect)[0] if g is None else g.map
        drawn = dict(spots)
        drawn.update(self._space_rects(s, board))  # the spaces at the map's scale (pressed in more)
        # on the smaller map of a table-top board the titles say it at the body size (bold)
        parts = self._map_parts(surface, s, board, drawn, L.TITLE if s.solo else BODY)
        if g is None:
            parts += self._belt_parts(surface, s, drawn)
            parts += self._solo_parts(surface, s, viewer, drawn, you=False)
        else:
            for town, p in g.towns.items():
                key = (k.scale, tuple(p.panel), tuple(p.name), p.left)
                parts.append(
                    Part(("town", town), key, reach(k, p.panel), partial(self._draw_town_panel, surface, town, p))
                )
            parts += self._row_parts(surface, s, {t: (p.deck, p.rows) for t, p in g.towns.items()})
            parts += self._supply_parts(surface, s, drawn)
            if s.key:
                parts += self._key_parts(surface, s, drawn)
        parts += self._truck_parts(surface, s, drawn)
        self._layers.clear()  # (the normal layout is not drawn meanwhile)
        self.damage = self._board_layers.paint(surface, parts, self.in_place, palette.TABLE)

    def layout_seat(self, obs: Any, viewer: int | None, seat: int, rect: pygame.Rect) -> dict[Spot, pygame.Rect]:
        s: State = obs
        if not self._has_area(s, seat):
            return {}
        p = self.seat_parts(s, seat, rect)
        t = s.trucks[seat]
        spots: dict[Spot, pygame.Rect] = {Spot("area", seat=seat): p.area, Spot("mints", seat=seat): p.handle}
        spots.update(p.mints)
        for j, o in enumerate(list(t.orders) if s.phase != "keep" else list(t.hand)):
            if o >= 0 and s.phase != "keep":
                spots[Spot("order", ORDERS[o].id)] = p.cells[j]
            else:
                spots[Spot("hand", j, seat)] = p.cells[j]
        spots[Spot("done", seat=seat)] = p.done
        if is_claiming(s, seat):
            # the Classic mints lying on the order just taken, in its corner (where they are drawn)
            card = spots[Spot("order", ORDERS[t.orders[-1]].id)]
            side = self.kit.px(TARGET)
            spots[Spot("claim", seat=seat)] = pygame.Rect(card.right - side, card.bottom - side, side, side)
        return spots

    def seat_key(self, obs: Any, viewer: int | None, seat: int, rect: pygame.Rect, spots: dict[Spot, Any]) -> Any:
        """A driver's strip: its panel's key, and what its pile of completed orders shows."""
        s: State = obs
        if not self._has_area(s, seat):
            return ("no area", s.solo, len(s.trucks))
        shown = 0 if s.solo else viewer
        t = s.trucks[seat]
        pile = (tuple(spots[Spot("done", seat=seat)]), t.done, t.allocated, self._pile_known(s, seat, shown))
        return (self._area_key(s, seat, shown, spots, "strip", tuple(rect)), self.keep, pile)

    def draw_seat(
        self,
        surface: pygame.Surface,
        obs: Any,
        viewer: int | None,
        seat: int,
        rect: pygame.Rect,
        spots: dict[Spot, Any],
    ) -> None:
        """A driver's area on their strip, painted by its layers: in place (the table's strip,
        holding the last drawing), only the parts a move changed, on the strip's own ground."""
        s: State = obs
        self.damage = None
        if not self._has_area(s, seat):
            return
        if self.ground is not None:  # (the table's ground: the strip's, the same for a surface of this size)
            ground: Any = ("strip", surface.get_size())
        else:  # (the corner of the panel, outside its rounded edge: whatever the surface was filled with)
            ground = tuple(surface.get_at(rect.topleft)) if surface.get_rect().collidepoint(rect.topleft) else None
        self._layers.clear()  # (the normal layout is not drawn meanwhile)
        parts = self._strip_parts(surface, s, seat, viewer, rect, spots, ground)
        layers = self._seat_layers.setdefault(seat, Layers())
        self.damage = layers.paint(surface, parts, self.in_place, self.ground)

    def _strip_parts(
        self,
        surface: pygame.Surface,
        s: State,
        seat: int,
        viewer: int | None,
        rect: pygame.Rect,
        spots: dict[Spot, Any],
        ground: Any,
    ) -> list[Part]:
        """A driver's strip: its panel's shadow, then the panel (tinted on the driver's turn), and
        on it, each a part, its head, its truck row, the abilities held, each of its order cards
        and the pile of completed orders. ``ground`` (what lies under the panel) is in every key."""
        k = self.kit
        p = self.seat_parts(s, seat, rect)
        t = s.trucks[seat]
        shown = 0 if s.solo else viewer  # (the solitaire has no secrets: its one person sees their own orders and pile)
        look = (ground, k.scale, k.player_colors, self.accent)
        active = self._active(s, seat)
        fill = palette.lighter(k.player_color(seat), 0.85) if active else palette.PANEL
        paint: Any = partial(self._area_panel, surface, s, seat, p.area, shadow=False)
        # (the panel is bare, and as big as the strip: painted again where it shows, not kept)
        parts = framed(k, surface, ("strip", seat), p.area, (look, active), p.area, paint, kept=False)
        in_head = p.abilities is None
        paint = partial(self._draw_head, surface, s, seat, p.head, abilities=in_head)
        key: Any = (look, k.seat_name(s.seats, seat), t.abilities if in_head else ())
        parts.append(Part((seat, "head"), key, p.head, paint))
        mints = [spots[Spot("mint", m, seat)] for m in MINTS if Spot("mint", m, seat) in spots]
        row = p.handle.unionall(mints)  # (the handle, the mints, and the hollows of the room left)
        hole = k.px(12) + 1
        hollows = self._hollows(s, seat, p.info, row.right, True)
        row = row.unionall([pygame.Rect(x - hole, row.y, 2 * hole, row.height) for x in hollows])
        paint = partial(self._mint_row, surface, s, seat, p.info, spots, area_fill=fill, big=True)
        key = (look, t.mints, self._capacity(s, seat), fill, tuple(p.info), tuple(p.handle), tuple(map(tuple, mints)))
        parts.append(Part((seat, "truck"), key, row, paint))
        if p.abilities is not None and t.abilities:
            room = p.abilities
            paint = partial(self._draw_abilities, surface, s, seat, room)
            parts.append(Part((seat, "abilities"), (look, t.abilities), room.inflate(0, k.px(8)), paint))
        for j, (r, cell) in enumerate(self._cards_shown(s, seat, shown, spots, p.cells)):
            paint = partial(self._draw_cell, surface, r, cell)
            parts.append(Part((seat, "card", j), (look, cell), card_area(k, r), paint))
        pile = self._pile_part(surface, s, seat, shown, spots)
        return [*parts, pile._replace(key=(look, pile.key))]

    @staticmethod
    def _has_area(s: State, seat: int) -> bool:
        """Whether ``seat`` has an area of its own (the solitaire's AI driver keeps its panel on the board)."""
        return 0 <= seat < (1 if s.solo else len(s.trucks))

    # --- a driver's area ----------------------------------------------------------------------

    def seat_parts(self, s: State, i: int, area: pygame.Rect) -> SeatParts:
        """A driver's area ``area`` laid out long and low: the name, truck and abilities in a column
        beside the cards, or in rows above them, whichever gives the bigger cards."""
        k = self.kit
        t = s.trucks[i]
        area = pygame.Rect(area)
        cards = len(t.orders) if s.phase != "keep" else len(t.hand)
        slots = max(cards, 4 if "A07" in t.abilities else 3)
        items = slots + 1  # the cards and the done pile
        pad, gap = k.px(PAD), k.px(GAP)
        head_h, row_h = k.px(L.AREA_HEAD), k.px(TARGET)
        info_w = min(k.px(INFO_W), area.width // 2)
        # beside: the cards the area's whole depth, right of the column
        beside = pygame.Rect(area.x + info_w, area.y + pad, area.width - info_w - pad, area.height - 2 * pad)
        # in rows: the cards below the head and the truck row
        top = head_h + row_h + k.px(6)
        below = pygame.Rect(area.x + pad, area.y + top, area.width - 2 * pad, area.height - top - pad)

        def card_w(room: pygame.Rect) -> int:
            return max(1, min(int(room.height * CARD_RATIO), (room.width - items * gap) // items))

        wide = card_w(beside) > card_w(below)
        room = beside if wide else below
        cw = card_w(room)
        ch = min(room.height, int(cw / CARD_RATIO))
        y = room.y + (room.height - ch) // 2
        cells = [pygame.Rect(room.x + j * (cw + gap), y, cw, ch) for j in range(slots)]
        done = pygame.Rect(room.x + slots * (cw + gap) + gap, y, cw, ch)  # after the cards, a gap wider
        head = pygame.Rect(area.x, area.y, info_w if wide else area.width, head_h)
        info = pygame.Rect(area.x, area.y, info_w if wide else area.width, area.height)
        handle = pygame.Rect(area.x + pad, area.y + head_h, row_h, row_h)
        mints: dict[Spot, pygame.Rect] = {}
        x = handle.right + k.px(10)
        for m in range(3):
            if t.mints[m]:
                w = max(row_h, k.px(8) + min(t.mints[m], 12) * k.px(L.MINT_BIG))
                mints[Spot("mint", MINTS[m], i)] = pygame.Rect(x, handle.y, w, row_h)
                x += w + k.px(6)
        abilities = None
        if wide:
            ay = handle.bottom + k.px(6)
            abilities = pygame.Rect(area.x + pad, ay, info_w - 2 * pad, area.bottom - pad - ay)
        return SeatParts(area, head, info, handle, mints, cells, done, abilities)

    def _draw_abilities(self, surface: pygame.Surface, s: State, i: int, room: pygame.Rect) -> None:
        """The abilities a driver holds, a name a line (or how many, when they do not all fit)."""
        k = self.kit
        held = s.trucks[i].abilities
        if not held:
            return
        step = k.font(BODY, True).get_linesize()
        names = [str(data(ABILITY_BY_ID[a].name)) for a in held]
        if len(names) * step > room.height + 1 or not all(L.fits(k, n, BODY, room.width, True) for n in names):
            names = [str(tn("{n} ability", "{n} abilities", len(held)))]
        for j, name in enumerate(names):
            L.line(k, surface, name, (room.x, room.y + j * step), BODY, palette.TEXT_2, True, max_width=room.width)

    # --- the shared board ---------------------------------------------------------------------

    def board_parts(self, s: State, rect: pygame.Rect) -> BoardParts:
        """The towns' orders, the map and the supply column side by side across ``rect``: the map
        as big as the depth allows, the towns in two columns of two (as the map's corners lie,
        each named on top) or in one of four (named on top, or on the left), whichever shows the
        biggest cards, and the column the rest of the width."""
        k = self.kit
        gap = k.px(BOARD_GAP)
        side = min(rect.height, max(k.px(300), rect.width - k.px(COLUMN_W) - k.px(300) - 2 * gap))
        room = rect.width - side - k.px(COLUMN_W) - 2 * gap
        best: tuple[int, int, int, bool] | None = None
        for cols, left in ((2, False), (1, False), (1, True)):
            rows = 4 // cols
            cell = ((room - (cols - 1) * gap) // cols, (rect.height - (rows - 1) * gap) // rows)
            cw, ch = self._town_card(*cell, left)
            if best is None or cw > best[0]:
                best = (cw, ch, cols, left)
        assert best is not None
        cw, ch, cols, left = best
        pad, cg = k.px(TOWN_PAD), k.px(TOWN_CARD_GAP)
        name_w, name_h = (self._town_name_w(), 0) if left else (0, self._town_title_h())
        cell_w = 2 * pad + name_w + 3 * cw + 2 * cg
        cell_h = name_h + ch + (2 * pad if left else pad)
        towns_w = cols * cell_w + (cols - 1) * gap
        col_w = max(k.px(COLUMN_W), min(k.px(COLUMN_MAX), rect.width - side - towns_w - 2 * gap))
        x0 = rect.x + max(0, (rect.width - towns_w - side - col_w - 2 * gap) // 2)
        rows = 4 // cols
        block_h = rows * cell_h + (rows - 1) * gap
        y0 = rect.y + (rect.height - block_h) // 2
        towns: dict[str, TownParts] = {}
        for j, town in enumerate(("T1", "T2", "T4", "T3")):  # the map's corners: top left, top right, ...
            c, r = (j % 2, j // 2) if cols == 2 else (0, j)
            panel = pygame.Rect(x0 + c * (cell_w + gap), y0 + r * (cell_h + gap), cell_w, cell_h)
            if left:
                name = pygame.Rect(panel.x + pad, panel.y, name_w, panel.height)
                x, y = name.right, panel.y + pad
            else:
                name = pygame.Rect(panel.x + pad, panel.y, panel.width - 2 * pad, name_h)
                x, y = panel.x + pad, name.bottom
            cards = [pygame.Rect(x + n * (cw + cg), y, cw, ch) for n in range(3)]
            towns[town] = TownParts(panel, name, cards[0], cards[1:], left)
        board = pygame.Rect(x0 + towns_w + gap, rect.y + (rect.height - side) // 2, side, side)
        column = pygame.Rect(board.right + gap, rect.y, col_w, rect.height)
        return BoardParts(board, towns, column)

    def _town_title_h(self) -> int:
        """A town's name on top of its panel."""
        return self.kit.font(BODY, True).get_linesize() + self.kit.px(6)

    def _town_name_w(self) -> int:
        """A town's name on the left of its panel, a word a line."""
        return _widest_word(self.kit.font(BODY, True), tuple(town_name(t) for t in TOWNS)) + self.kit.px(TOWN_PAD)

    def _town_card(self, cell_w: int, cell_h: int, left: bool) -> tuple[int, int]:
        """The size of a town's cards (its deck and two orders abreast) in a panel this big, its
        name on top or (``left``) on the left."""
        k = self.kit
        pad = k.px(TOWN_PAD)
        if left:
            cell_w -= self._town_name_w()
            cell_h -= 2 * pad
        else:
            cell_h -= self._town_title_h() + pad
        ch = min(k.px(TOWN_CARD_MAX_H), cell_h)
        cw = min(int(ch * CARD_RATIO), (cell_w - 2 * pad - 2 * k.px(TOWN_CARD_GAP)) // 3)
        return max(1, cw), max(1, min(ch, int(cw / CARD_RATIO)))

    def _draw_town_panel(self, surface: pygame.Surface, town: str, parts: TownParts) -> None:
        """A town's panel in its colour, with its name: on top (its first word where the whole has
        no room), or on the left a word a line."""
        k = self.kit
        panel, name_r = parts.panel, parts.name
        accent = TOWN_COLOUR[town]
        fill = palette.lighter(accent, 0.82)
        k.shadow(surface, panel, k.px(10))
        pygame.draw.rect(surface, fill, panel, border_radius=k.px(10))
        pygame.draw.rect(surface, palette.darker(fill, 0.8), panel, max(1, k.px(1.5)), border_radius=k.px(10))
        name = town_name(town)
        ink = palette.darker(accent, 0.6)
        if parts.left:
            step = k.font(BODY, True).get_linesize()
            words = name.split()
            y = name_r.centery - step * len(words) // 2
            for j, word in enumerate(words):
                L.line(k, surface, word, (name_r.x, y + j * step), BODY, ink, True, max_width=name_r.width)
            return
        title = L.first_fit(k, (name, name.split()[0]), BODY, name_r.width, True)
        L.line(k, surface, title, name_r.center, BODY, ink, True, "center", name_r.width)

    def _tt_supply(self, s: State, column: pygame.Rect, spots: dict[Spot, pygame.Rect]) -> None:
        """The supply panel (its title and mints left, the five load stacks with the box beside
        them, then the upgrade targets in as many rows as they need) and the key card below it,
        the two in the middle of the column's height."""
        k = self.kit
        pad, g = k.px(12), k.px(6)
        box_w = k.px(L.BOX_W)
        right = column.right - pad  # (the upgrades lie below the box)
        stacks_y = k.px(SUPPLY_TITLE)
        places: dict[Spot, pygame.Rect] = {}
        x = column.x + pad
        for n in range(1, 6):
            places[Spot("load", n)] = pygame.Rect(x, stacks_y, k.px(STACK_W), k.px(STACK_H))
            x += k.px(STACK_W) + g
        ups = ["S", "R"] + (["SS", "SR", "RR"] if any("A12" in t.abilities for t in s.trucks) else [])
        x, y = column.x + pad, stacks_y + k.px(STACK_H) + g
        for u in ups:
            w = k.px(UPGRADE_W if len(u) == 1 else DOUBLE_W)
            if x + w > right and x > column.x + pad:
                x, y = column.x + pad, y + k.px(UPGRADE_H) + g
            places[Spot("upgrade", u)] = pygame.Rect(x, y, w, k.px(UPGRADE_H))
            x += w + g
        supply_h = y + k.px(UPGRADE_H) + pad
        key_h = 0
        if s.key:
            key_h = max(k.px(L.KEY_H), L.key_height(k, s.key, (column.width - 2 * k.px(16)) // 3) + k.px(16))
        total = supply_h + (k.px(L.PANEL_GAP) + key_h if s.key else 0)
        top = column.y + max(0, (column.height - total) // 2)
        supply = pygame.Rect(column.x, top, column.width, supply_h)
        spots[SUPPLY] = supply
        for sid, r in places.items():
            spots[sid] = r.move(0, top)
        spots[BOX] = pygame.Rect(
            column.right - k.px(8) - box_w, top + k.px(6), box_w, stacks_y + k.px(STACK_H) - k.px(6)
        )
        if s.key:
            keyr = pygame.Rect(column.x, supply.bottom + k.px(L.PANEL_GAP), column.width, key_h)
            self._key_spots(s, keyr, spots)


@lru_cache(maxsize=16)
def _widest_word(font: pygame.font.Font, names: tuple[str, ...]) -> int:
    """How wide the widest word of ``names`` is in ``font`` (measured once for each font and language)."""
    return max(font.size(word)[0] for name in names for word in name.split())
