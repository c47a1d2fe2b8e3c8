"""Mint Knight's map on the table: the hex board fitted to the explored cards, its zoom and pan,
the empty slots it may grow into, and where each space, card and hero token lies.

The fit shows every explored card and, for each empty slot an Explore could fill, a strip of it
``MARGIN_UNITS`` hex sizes deep beside the cards (lit as the Explore target), so the map takes
the room it has rather than keeping room for whole unexplored cards. The player zooms in (up to
``MAP_ZOOM_MAX`` times the fit) and pans with the wheel, a pinch or the keys (view.py). Nothing
here draws.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from mint.core.hexgrid import Layout
from mint.games.knight import board as B
from mint.games.knight import terrain as T
from mint.games.knight.state import State
from mint.ui.hexboard import HexBoard
from mint.ui.kit import Kit
from mint.ui.view_api import Shape


class Geo(Protocol):
    """What the map's placing reads of the table's layout (view_layout's Geo)."""

    map_room: pygame.Rect


LEGEND_COLUMN = 216  #: the room's left column the movement table takes when no corner is free (px at 1080p)
LEGEND_COST = 0.12  #: how much smaller the map may fit to leave that column
MAX_CARD_SHARE = 0.7  #: a terrain card is never wider (or taller) than this share of the map room
MAP_ZOOM_MAX = 3.0  #: the map may be zoomed in up to this many times its fit (wheel, pinch, keys)
TT_HEX_MAX = 72  #: table-top: the largest hex size (centre to corner, px at 1080p)
MARGIN_UNITS = 1.2  #: how much of an empty slot beside the cards shows (hex-size units)


@dataclass
class MapEase:
    """The map's camera gliding from its last fit to the new one (``t`` seconds in)."""

    scale0: float
    centre0: tuple[float, float]
    scale1: float
    centre1: tuple[float, float]
    room: pygame.Rect
    t: float = 0.0
    image: pygame.Surface | None = None  #: the map room as painted for the new fit (maybe halved)
    full: tuple[int, int] = (0, 0)  #: the size it was painted at
    scaled: pygame.Surface | None = None  #: what each frame scales it into (kept: a new one each frame
    #: cost its memory's first touch, 4 ms at 3840x2160)

    def lay(self, surface: pygame.Surface, size: tuple[int, int], centre: tuple[int, int], room: pygame.Rect) -> None:
        """The kept picture smoothly scaled to ``size`` and laid centred on ``centre`` within
        ``room``: only the part of it that lands there is scaled (zoomed out of, the map grown,
        the whole was a third bigger than the room and took 12 ms at 3840x2160)."""
        assert self.image is not None
        whole = pygame.Rect((0, 0), size)
        whole.center = centre
        seen = whole.clip(room)
        if seen.width <= 0 or seen.height <= 0:
            return
        iw, ih = self.image.get_size()
        kx, ky = iw / size[0], ih / size[1]  #: the picture's pixels to one on screen
        x0, y0 = math.floor((seen.x - whole.x) * kx), math.floor((seen.y - whole.y) * ky)
        x1, y1 = min(iw, math.ceil((seen.right - whole.x) * kx)), min(ih, math.ceil((seen.bottom - whole.y) * ky))
        part = pygame.Rect(x0, y0, max(1, x1 - x0), max(1, y1 - y0))
        out = (max(1, round(part.width / kx)), max(1, round(part.height / ky)))
        kept = self.scaled
        if kept is None or kept.get_width() < out[0] or kept.get_height() < out[1]:
            big = (max(out[0], room.width + 2), max(out[1], room.height + 2))
            kept = self.scaled = pygame.Surface(big, 0, self.image)
        scaled = kept.subsurface(pygame.Rect((0, 0), out))
        pygame.transform.smoothscale(self.image.subsurface(part), out, scaled)
        surface.blit(scaled, (whole.x + round(part.x / kx), whole.y + round(part.y / ky)))

    def capture(self, surface: pygame.Surface) -> None:
        """Keep the map room of ``surface`` (as the new fit paints it) to glide to. A big room is
        kept at half its size: the glide scales it every frame, and smooth-scaling a whole 4K map
        took 13-16 ms a frame (from half the size, 3-6 ms); the glide ends on the map itself."""
        shown = surface.subsurface(self.room.clip(surface.get_rect()))
        self.full = shown.get_size()
        w, h = self.full
        if w * h > EASE_SHARP_PIXELS:
            self.image = pygame.transform.smoothscale(shown, (max(1, w // 2), max(1, h // 2)))
        else:
            self.image = shown.copy()


EASE_SHARP_PIXELS = 1_500_000
"""The largest map room glided from a picture of its full size (1920x1080's is about 1.1 MPx)."""


class KnightBoard(HexBoard):
    """The hex board fitted to the map and its ghost slots together, zoomed in and panned by the
    view (wheel, pinch, keys); locations are painted by the view (``paint_marks``), not as the
    widget's text pills."""

    marks: Any = None  #: a callable(surface, layout) the view sets, painting into the kept board
    bounds: tuple[float, float, float, float] = (0.0, 0.0, 1.0, 1.0)  #: what the fit shows, hex-size units

    def _readable(self) -> float:
        return 0.0

    def fit(self, hexmap: Any, room: pygame.Rect, bounds: tuple[float, float, float, float], cap: float) -> None:
        """Show ``bounds`` (hex-size units) as large as ``room`` allows, at most ``cap`` px a unit."""
        self.map, self.rect = hexmap, pygame.Rect(room)
        x0, y0, x1, y1 = bounds
        pad = self.kit.px(6)
        w, h = max(1e-6, x1 - x0), max(1e-6, y1 - y0)
        self.fit_scale = max(1e-3, min((room.width - 2 * pad) / w, (room.height - 2 * pad) / h, cap))
        self.min_scale = self.scale = self.fit_scale
        self.centre = ((x0 + x1) / 2, (y0 + y1) / 2)
        self.bounds = bounds

    def zoom_by(self, factor: float, about: tuple[int, int] | None = None) -> None:
        """Zoom in (factor > 1) up to ``MAP_ZOOM_MAX`` times the fit, or back out to the fit,
        keeping the map point under ``about`` in place."""
        if self.map is None:
            return
        about = about or self.rect.center
        new = max(self.fit_scale, min(self.fit_scale * MAP_ZOOM_MAX, self.scale * factor))
        ux, uy = self.layout.unit(*about)
        self.scale = new
        self.centre = (ux - (about[0] - self.rect.centerx) / new, uy - (about[1] - self.rect.centery) / new)
        self._clamp()

    def _clamp(self) -> None:
        """Keep the fitted map (its cards and slots) covering the room where it is larger, centred
        where it is smaller."""
        x0, y0, x1, y1 = self.bounds
        half_w, half_h = self.rect.width / 2 / self.scale, self.rect.height / 2 / self.scale
        cx, cy = self.centre
        cx = (x0 + x1) / 2 if x1 - x0 <= 2 * half_w else min(max(cx, x0 + half_w), x1 - half_w)
        cy = (y0 + y1) / 2 if y1 - y0 <= 2 * half_h else min(max(cy, y0 + half_h), y1 - half_h)
        self.centre = (cx, cy)

    def _paint_marks(self, surf: pygame.Surface, lay: Layout) -> None:
        if self.marks is not None:
            self.marks(surf, lay)


def frontier(s: State) -> tuple[tuple[int, int], ...]:
    """Every empty slot of the step pattern across an edge of an explored card (not closed)."""
    m = B.the_map(s)
    out = set()
    for slot in m.card_at:
        for edge in T.EDGES:
            nxt = T.across(slot, edge)
            if T.legal_slot(nxt) and nxt not in m.card_at and nxt not in s.closed:
                out.add(nxt)
    return tuple(sorted(out, key=lambda sl: (sl[1], sl[0])))


def slot_units(m: T.Map, slot: tuple[int, int]) -> tuple[float, float, float, float]:
    """A slot's card rect in hex-size units (every card has the same footprint)."""
    first = m.hexmap.placements[0]
    x0, y0, x1, y1 = m.hexmap.card_rect(first.id)
    unit = Layout(1.0, (0.0, 0.0), m.hexmap.pointy)
    ax, ay = unit.to_pixel(first.at)
    bx, by = unit.to_pixel(T.origin(slot))
    dx, dy = bx - ax, by - ay
    return x0 + dx, y0 + dy, x1 + dx, y1 + dy


def margin_units(m: T.Map, slot: tuple[int, int]) -> list[tuple[float, float, float, float]]:
    """An empty slot's margins in hex-size units: beside each explored card next to it, the strip
    of the slot ``MARGIN_UNITS`` deep past that card's edge (the map fits its cards and these
    strips, not whole empty slots); the first is where the slot is drawn and dropped on."""
    x0, y0, x1, y1 = slot_units(m, slot)
    c, k = slot
    strips = []
    for dc, dk in ((-1, 0), (0, -1), (1, 0), (0, 1)):  # the card west, south, east, north of it
        if (c + dc, k + dk) not in m.card_at:
            continue
        a0, b0, a1, b1 = slot_units(m, (c + dc, k + dk))
        if dc < 0:
            strips.append((a1, y0, min(x1, a1 + MARGIN_UNITS), y1))
        elif dc > 0:
            strips.append((max(x0, a0 - MARGIN_UNITS), y0, a0, y1))
        elif dk < 0:  # (north is up: the card south of the slot lies below it)
            strips.append((x0, max(y0, b0 - MARGIN_UNITS), x1, b0))
        else:
            strips.append((x0, b1, x1, min(y1, b1 + MARGIN_UNITS)))
    return strips or [(x0, y0, x1, y1)]


class MapPlacing:
    """The map's part of the layout (a mixin of ``KnightLayout``)."""

    kit: Kit
    board: KnightBoard
    placed: Any  #: view_layout's Placed (its hexes, ghosts and card_rects are filled in here)
    map_ease: MapEase | None
    _map_key: Any
    _shapes_key: Any

    def place_map(self, s: State, geo: Geo, tabletop: bool = False) -> None:
        """Fit the explored cards, and a margin of each slot the map may grow into, into the map
        room as large as it allows; keep every hex's shape. A card takes at most
        ``MAX_CARD_SHARE`` of the room while the map is small; on a table-top board (low and
        wide) a hex is at most ``TT_HEX_MAX`` px, a finger's size and more."""
        m = B.the_map(s)
        ghosts = frontier(s)
        key = (s.placed, ghosts, tuple(geo.map_room), self.kit.scale, tabletop)
        if key == self._map_key:
            if self._shapes_key != (key, self.map_zoom):  # zoomed or panned since
                self.place_shapes(s, tabletop)
            return
        same_room = self._map_key is not None and self._map_key[2:] == key[2:]
        before = (self.board.scale, self.board.centre)
        boxes = [slot_units(m, sl) for sl in m.card_at] + [b for sl in ghosts for b in margin_units(m, sl)]
        bounds = (
            min(b[0] for b in boxes),
            min(b[1] for b in boxes),
            max(b[2] for b in boxes),
            max(b[3] for b in boxes),
        )
        x0, y0, x1, y1 = slot_units(m, (0, 0))
        room = geo.map_room
        cap = min(room.width * MAX_CARD_SHARE / (x1 - x0), room.height * MAX_CARD_SHARE / (y1 - y0))
        if tabletop:
            cap = self.kit.px(TT_HEX_MAX)
        self.board.fit(m.hexmap, room, bounds, cap)
        self.place_shapes(s, tabletop)
        legend_box = getattr(self, "legend_box", None)
        if not tabletop and legend_box is not None and legend_box(geo, ()) is None:
            # no corner of the room is free for the movement table (every terrain's Move cost): the
            # map moves right to leave it a column at the room's left, unless that would make the
            # map more than LEGEND_COST smaller (a wide map leaves room above or below instead)
            column = self.kit.px(LEGEND_COLUMN)
            full = self.board.fit_scale
            self.board.fit(
                m.hexmap, pygame.Rect(room.x + column, room.y, room.width - column, room.height), bounds, cap
            )
            if self.board.fit_scale < full * (1 - LEGEND_COST):
                self.board.fit(m.hexmap, room, bounds, cap)
        if same_room and abs(before[0] - self.board.scale) + abs(before[1][0] - self.board.centre[0]) > 1e-3:
            self.map_ease = MapEase(before[0], before[1], self.board.scale, self.board.centre, pygame.Rect(room))
        self._map_key = key
        self.place_shapes(s, tabletop)

    def place_shapes(self, s: State, tabletop: bool = False) -> None:
        """Every space's shape, card and ghost slot as the map is now fitted, zoomed and panned."""
        m = B.the_map(s)
        ghosts = frontier(s)
        lay = self.board.layout
        self.placed.hexes = {i: Shape(m.hexmap.polygons(sid, lay)) for i, sid in enumerate(m.sids)}

        def px_rect(b: tuple[float, float, float, float]) -> pygame.Rect:
            (a, c), (d, e) = lay.from_unit(b[0], b[1]), lay.from_unit(b[2], b[3])
            return pygame.Rect(round(a), round(c), round(d - a), round(e - c))

        self.placed.card_rects = {sl: px_rect(slot_units(m, sl)) for sl in m.card_at}
        self.placed.ghosts = {
            sl: px_rect(margin_units(m, sl)[0]).inflate(-self.kit.px(8), -self.kit.px(8)) for sl in ghosts
        }
        self._shapes_key = (self._map_key, self.map_zoom)

    @property
    def map_zoom(self) -> tuple[float, float, float]:
        """How the map is zoomed and panned now (its scale and the map point at the room's centre)."""
        return (round(self.board.scale, 4), round(self.board.centre[0], 4), round(self.board.centre[1], 4))

    def hero_spots(self, s: State) -> dict[int, tuple[tuple[float, float], float]]:
        """Each hero's token: centre and radius (two on one space sit side by side)."""
        m = B.the_map(s)
        by_space: dict[int, list[int]] = {}
        for seat, h in enumerate(s.heroes):
            if m.has(h.place):
                by_space.setdefault(m.index(h.place), []).append(seat)
        out = {}
        scale = self.board.scale
        for sp, seats in by_space.items():
            shape = self.placed.hexes[sp]
            cx, cy = shape.center
            whole = m.kind[sp] == "whole" or len(m.parts[sp]) > 2
            room = shape.area
            r = min(scale * (0.42 if whole else 0.3), math.sqrt(0.55 * room / 3.2))
            if len(seats) > 1:
                r *= 0.75
            for j, seat in enumerate(seats):
                dx = (j - (len(seats) - 1) / 2) * r * 1.9
                out[seat] = ((cx + dx, cy + scale * 0.08), max(4.0, r))
        return out
