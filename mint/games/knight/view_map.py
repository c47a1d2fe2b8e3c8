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
from mint.ui.cardmotion import ease_out
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
MAP_EASE_S = 0.3  #: the map's camera glides this long to a new fit
HELD_FRAMES = 2
"""The frames that show the map as it was before its glide to a new fit begins: the move's own
(it paints all else the move changed), then one that paints the new fit's terrain out of sight
(the hex board's picture: 5-8 ms at 3840x2160), so that the glide's first frame paints only the
rest of the map: each of the three stayed within 16 ms at 3840x2160, where the move's frame had
painted it all (20-32 ms). The glide begins 33 ms after the move."""


@dataclass
class GlideSurfaces:
    """The surfaces a glide of the map paints into, made ready in the frame of the move that grew
    the map (new ones cost their memory's first touch, 3.5 ms at 3840x2160, which the glide's
    first frame has no time for) and given back when the glide is over (9 MiB at 3840x2160)."""

    picture: pygame.Surface | None = None  #: the new fit's map room as captured (maybe halved)
    scaled: pygame.Surface | None = None  #: what each frame scales the picture into

    def release(self) -> None:
        self.picture = self.scaled = None

    def ready(self, shown: pygame.Surface) -> None:
        """Have both at the sizes a glide of the map room ``shown`` (a subsurface of what the map
        is painted on) uses, their memory touched."""
        w, h = shown.get_size()
        size = picture_size(w, h)
        if not _fits(self.picture, size, shown):
            self.picture = pygame.Surface(size, 0, shown)
            self.picture.fill(0)
        if not _fits(self.scaled, (w + SCALED_SPARE, h + SCALED_SPARE), shown):
            self.scaled = pygame.Surface((w + SCALED_SPARE, h + SCALED_SPARE), 0, shown)
            self.scaled.fill(0)


def picture_size(w: int, h: int) -> tuple[int, int]:
    """The size a map room of ``w`` x ``h`` is kept at to glide from (``MapEase.capture``)."""
    return (max(1, w // 2), max(1, h // 2)) if w * h > EASE_SHARP_PIXELS else (w, h)


SCALED_SPARE = 8  #: how far past the map room a glide's scaled picture may reach (its rounding)


def _fits(kept: pygame.Surface | None, size: tuple[int, int], like: pygame.Surface) -> bool:
    """``kept`` holds ``size`` (the picture: is of it) in the pixel format of ``like``."""
    return (
        kept is not None
        and kept.get_width() >= size[0]
        and kept.get_height() >= size[1]
        and (kept.get_bitsize(), kept.get_masks()) == (like.get_bitsize(), like.get_masks())
    )


@dataclass
class MapEase:
    """The map's camera gliding from its last fit to the new one (``t`` seconds in)."""

    scale0: float
    centre0: tuple[float, float]
    scale1: float
    centre1: tuple[float, float]
    room: pygame.Rect
    kept: GlideSurfaces
    t: float = 0.0
    held: int = 0  #: the frames begun since the move that made it, up to ``HELD_FRAMES`` + 1
    started: bool = False  #: the glide began: its frames show the new fit
    image: pygame.Surface | None = None  #: the map room as painted for the new fit (maybe halved)
    full: tuple[int, int] = (0, 0)  #: the size it was painted at

    def frame(self, room: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]] | None:
        """Where the glide lays the new fit's picture now (eased out): its size and centre, with
        ``room`` the map room as the surface holds it; None once the glide is over."""
        x = ease_out(min(1.0, self.t / MAP_EASE_S))
        if x >= 1.0:
            return None
        s_t = self.scale0 + (self.scale1 - self.scale0) * x
        c_t = (
            self.centre0[0] + (self.centre1[0] - self.centre0[0]) * x,
            self.centre0[1] + (self.centre1[1] - self.centre0[1]) * x,
        )
        f = s_t / self.scale1
        size = (max(1, round(room.width * f)), max(1, round(room.height * f)))
        cx = room.centerx + (self.room.centerx - room.centerx) * (1 - f) + (self.centre1[0] - c_t[0]) * s_t
        cy = room.centery + (self.room.centery - room.centery) * (1 - f) + (self.centre1[1] - c_t[1]) * s_t
        return size, (round(cx), round(cy))

    def lay(
        self, surface: pygame.Surface, size: tuple[int, int], centre: tuple[int, int], room: pygame.Rect
    ) -> pygame.Rect:
        """The captured picture smoothly scaled to ``size`` and laid centred on ``centre`` within
        ``room``: only the part of it that lands there is scaled (zoomed out of, the map grown,
        the whole was a third bigger than the room and took 12 ms at 3840x2160), into the kept
        ``scaled``. The part of ``room`` it covered (empty: none)."""
        assert self.image is not None
        whole = pygame.Rect((0, 0), size)
        whole.center = centre
        seen = whole.clip(room)
        if seen.width <= 0 or seen.height <= 0:
            return pygame.Rect(room.topleft, (0, 0))
        iw, ih = self.image.get_size()
        kx, ky = iw / size[0], ih / size[1]  #: the picture's pixels to one on screen
        x0, y0 = math.floor((seen.x - whole.x) * kx), math.floor((seen.y - whole.y) * ky)
        x1, y1 = min(iw, math.ceil((seen.right - whole.x) * kx)), min(ih, math.ceil((seen.bottom - whole.y) * ky))
        part = pygame.Rect(x0, y0, max(1, x1 - x0), max(1, y1 - y0))
        out = (max(1, round(part.width / kx)), max(1, round(part.height / ky)))
        at = pygame.Rect((whole.x + round(part.x / kx), whole.y + round(part.y / ky)), out)
        kept = self.kept.scaled
        if kept is None or not _fits(kept, out, self.image):
            big = (max(out[0], room.width + SCALED_SPARE), max(out[1], room.height + SCALED_SPARE))
            kept = self.kept.scaled = pygame.Surface(big, 0, self.image)
        scaled = kept.subsurface(pygame.Rect((0, 0), out))
        pygame.transform.smoothscale(self.image.subsurface(part), out, scaled)
        surface.blit(scaled, at)
        return at.clip(room)

    def capture(self, surface: pygame.Surface) -> None:
        """Keep the map room of ``surface`` (as the new fit paints it) to glide to. A big room is
        kept at half its size: the glide scales it every frame, and smooth-scaling a whole 4K map
        took 13-16 ms a frame (from half the size, 3-6 ms); the glide ends on the map itself."""
        shown = surface.subsurface(self.room.clip(surface.get_rect()))
        self.full = shown.get_size()
        self.kept.ready(shown)
        assert self.kept.picture is not None
        size = picture_size(*self.full)
        self.image = self.kept.picture.subsurface(pygame.Rect((0, 0), size))
        if size != self.full:
            pygame.transform.smoothscale(shown, size, self.image)
        else:
            self.image.blit(shown, (0, 0))


def outside(rect: pygame.Rect, room: pygame.Rect) -> list[pygame.Rect]:
    """The strips of ``rect`` outside ``room`` (its left, right, top and bottom; they may overlap)."""
    strips = [
        pygame.Rect(rect.x, rect.y, room.x - rect.x, rect.height),
        pygame.Rect(room.right, rect.y, rect.right - room.right, rect.height),
        pygame.Rect(rect.x, rect.y, rect.width, room.y - rect.y),
        pygame.Rect(rect.x, room.bottom, rect.width, rect.bottom - room.bottom),
    ]
    return [r for r in strips if r.width > 0 and r.height > 0]


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
    glide_surfaces: GlideSurfaces  #: what the map's glides paint into
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
            kept = self.glide_surfaces
            self.map_ease = MapEase(before[0], before[1], self.board.scale, self.board.centre, pygame.Rect(room), kept)
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
