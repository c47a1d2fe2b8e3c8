"""Axial hex coordinates: neighbours, distance, rings, lines, edges and corners, hex<->pixel.

Coordinates are axial ``(q, r)`` with ``s = -q - r`` implied (Red Blob Games' conventions).
An **edge** is the side two neighbouring hexes share, keyed by the sorted pair of those hexes;
a **corner** is the point where three mutually neighbouring hexes meet, keyed by the sorted
triple. Keys do not depend on which hex one starts from, so a river drawn from either bank is
the same edge.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Iterator

Hex = tuple[int, int]  # (q, r)
Edge = tuple[Hex, Hex]  # the two hexes either side, sorted
Corner = tuple[Hex, Hex, Hex]  # the three hexes that meet there, sorted
Point = tuple[float, float]

DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))

# The six directions in the order their centres lie around a hex on screen (y grows down):
# 0, 60, 120... degrees for pointy-top hexes, 30, 90, 150... degrees for flat-top ones.
_AROUND: tuple[Hex, ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
SQRT3 = math.sqrt(3)


def add(a: Hex, b: Hex) -> Hex:
    return a[0] + b[0], a[1] + b[1]


def neighbours(h: Hex) -> tuple[Hex, ...]:
    q, r = h
    return tuple((q + dq, r + dr) for dq, dr in DIRECTIONS)


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def rotate(h: Hex, turns: int) -> Hex:
    """``h`` turned about (0, 0) by ``turns`` sixths of a full turn, clockwise on screen."""
    q, r = h
    for _ in range(turns % 6):
        q, r = -r, q + r
    return q, r


def ring(center: Hex, radius: int) -> list[Hex]:
    """The hexes at exactly ``radius`` steps from ``center`` (the centre itself for 0)."""
    if radius == 0:
        return [center]
    q, r = center[0] + DIRECTIONS[4][0] * radius, center[1] + DIRECTIONS[4][1] * radius
    out = []
    for d in range(6):
        for _ in range(radius):
            out.append((q, r))
            q, r = q + DIRECTIONS[d][0], r + DIRECTIONS[d][1]
    return out


def spiral(center: Hex, radius: int) -> Iterator[Hex]:
    for k in range(radius + 1):
        yield from ring(center, k)


def _round(qf: float, rf: float) -> Hex:
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return int(q), int(r)


# --- Edges and corners ---------------------------------------------------------------------


def edge(a: Hex, b: Hex) -> Edge:
    """The key of the side between neighbours ``a`` and ``b``."""
    if distance(a, b) != 1:
        raise ValueError(f"{a} and {b} are not neighbours, so they share no edge")
    return (a, b) if a <= b else (b, a)


def corner(a: Hex, b: Hex, c: Hex) -> Corner:
    """The key of the point where three mutually neighbouring hexes meet."""
    if distance(a, b) != 1 or distance(b, c) != 1 or distance(a, c) != 1:
        raise ValueError(f"{a}, {b} and {c} do not meet in one corner")
    x, y, z = sorted((a, b, c))
    return x, y, z


def hex_edges(h: Hex) -> tuple[Edge, ...]:
    """The six edges of ``h``, in the order of ``DIRECTIONS``."""
    return tuple(edge(h, n) for n in neighbours(h))


def hex_corners(h: Hex, pointy: bool = True) -> tuple[Corner, ...]:
    """The six corners of ``h``, in the same order as ``Layout.corners(h)``."""
    shift = 0 if pointy else -1
    out = []
    for i in range(6):
        a, b = _AROUND[(i + shift) % 6], _AROUND[(i + shift + 1) % 6]
        out.append(corner(h, add(h, a), add(h, b)))
    return tuple(out)


def edge_corners(e: Edge) -> tuple[Corner, Corner]:
    """The two corners at the ends of edge ``e``."""
    a, b = e
    common = sorted(set(neighbours(a)) & set(neighbours(b)))
    return corner(a, b, common[0]), corner(a, b, common[1])


def corner_edges(c: Corner) -> tuple[Edge, Edge, Edge]:
    """The three edges that meet at corner ``c``."""
    a, b, d = c
    return edge(a, b), edge(a, d), edge(b, d)


def edge_between(c1: Corner, c2: Corner) -> Edge | None:
    """The edge that joins two corners, or None when they are not its two ends."""
    shared = sorted(set(c1) & set(c2))
    if len(shared) != 2 or c1 == c2:
        return None
    return edge(shared[0], shared[1])


def chains(edges: Iterable[Edge]) -> list[frozenset[Edge]]:
    """Group edges into chains that touch end to end (a river drawn as one line is one chain)."""
    todo = set(edges)
    out = []
    while todo:
        first = min(todo)
        todo.discard(first)
        group, stack = {first}, [first]
        while stack:
            for c in edge_corners(stack.pop()):
                for e in corner_edges(c):
                    if e in todo:
                        todo.discard(e)
                        group.add(e)
                        stack.append(e)
        out.append(frozenset(group))
    return out


# --- Lines ---------------------------------------------------------------------------------
#
# A line's sample points are computed exactly (integers scaled by the line's length), so the
# answer never depends on where the pair sits on the board. A point that lies exactly on an
# edge or a corner belongs to two or three hexes; ``line`` then takes the hex the point falls
# in after an infinitely small shift along the cube vector (1, 2, -3) (a direction parallel to
# no edge, so exactly one hex is chosen), and ``line_of_sight`` applies its graze rule.

_NUDGE = (1, 2, -3)


def _cells_at(num_q: int, num_r: int, n: int) -> list[Hex]:
    """Every hex whose closed cell holds the point (num_q / n, num_r / n)."""
    num_s = -num_q - num_r
    q, r, s = (2 * num_q + n) // (2 * n), (2 * num_r + n) // (2 * n), (2 * num_s + n) // (2 * n)
    eq, er, es = abs(num_q - q * n), abs(num_r - r * n), abs(num_s - s * n)
    if eq > er and eq > es:
        q = -r - s
    elif er > es:
        r = -q - s
    dq, dr = num_q - q * n, num_r - r * n
    if abs(dq - dr) < n and abs(2 * dr + dq) < n and abs(2 * dq + dr) < n:
        return [(q, r)]  # well inside one hex: the usual case
    guess = (q, r)
    out = []
    for h in (guess, *neighbours(guess)):
        dq, dr = num_q - h[0] * n, num_r - h[1] * n
        ds = -dq - dr
        if abs(dq - dr) <= n and abs(dr - ds) <= n and abs(ds - dq) <= n:
            out.append(h)
    return sorted(out)


def _nudged(cells: list[Hex], num_q: int, num_r: int, n: int) -> Hex:
    vq, vr, vs = _NUDGE
    for h in cells:
        dq, dr = num_q - h[0] * n, num_r - h[1] * n
        ds = -dq - dr
        ok = True
        for f, fv in ((dq - dr, vq - vr), (dr - ds, vr - vs), (ds - dq, vs - vq)):
            if (f == n and fv > 0) or (f == -n and fv < 0):
                ok = False
        if ok:
            return h
    raise AssertionError("a nudged point lies in exactly one hex")


def line_cells(a: Hex, b: Hex) -> list[tuple[Hex, ...]]:
    """For each step of the straight line from a to b, the hexes it touches there.

    One hex at most steps; two where the line runs along an edge, three through a corner.
    """
    n = distance(a, b)
    if n == 0:
        return [(a,)]
    out = []
    for i in range(n + 1):
        nq, nr = a[0] * n + (b[0] - a[0]) * i, a[1] * n + (b[1] - a[1]) * i
        out.append(tuple(_cells_at(nq, nr, n)))
    return out


def line(a: Hex, b: Hex) -> list[Hex]:
    """The hexes on the straight line from a to b, both included, one per step."""
    n = distance(a, b)
    if n == 0:
        return [a]
    out = []
    for i in range(n + 1):
        nq, nr = a[0] * n + (b[0] - a[0]) * i, a[1] * n + (b[1] - a[1]) * i
        cells = _cells_at(nq, nr, n)
        out.append(cells[0] if len(cells) == 1 else _nudged(cells, nq, nr, n))
    return out


def line_of_sight(a: Hex, b: Hex, blocked: set[Hex] | frozenset[Hex], *, strict: bool = False) -> bool:
    """True when nothing strictly between a and b blocks the view.

    Where the line grazes (runs along an edge or through a corner), it slips past unless every
    hex it touches there is blocked; with ``strict`` any one of them blocks it.
    """
    for touched in line_cells(a, b)[1:-1]:
        hit = [h in blocked for h in touched]
        if any(hit) if strict else all(hit):
            return False
    return True


# --- Layout --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Layout:
    """Hex size and origin in pixels, pointy-top or flat-top.

    ``size`` is the centre-to-corner distance; a pair ``(x, y)`` stretches the hexagon (Tiled's
    tiles and card art are rarely regular). ``origin`` is the pixel centre of hex (0, 0).
    """

    size: float | tuple[float, float]
    origin: tuple[float, float] = (0.0, 0.0)
    pointy: bool = True

    @property
    def size_x(self) -> float:
        return float(self.size[0] if isinstance(self.size, tuple) else self.size)

    @property
    def size_y(self) -> float:
        return float(self.size[1] if isinstance(self.size, tuple) else self.size)

    @classmethod
    def for_tiled(
        cls,
        tile_width: int,
        tile_height: int,
        side: int,
        stagger_axis: str = "y",
        stagger_index: str = "odd",
        scale: float = 1.0,
    ) -> Layout:
        """The layout of a Tiled hexagonal map: centres land where Tiled draws its tiles.

        The hexagon matches Tiled's tile exactly when ``side`` is half the tile's long side
        (Tiled's own examples); with another side length the centres still match.
        """
        tw, th = tile_width & ~1, tile_height & ~1
        even = stagger_index == "even"
        if stagger_axis == "y":
            row_h = (th - side) // 2 + side
            sx, sy = tw / SQRT3, row_h / 1.5
            ox = tw / 2 + (tw / 2 if even else 0)
            oy = th / 2
            pointy = True
        else:
            col_w = (tw - side) // 2 + side
            sx, sy = col_w / 1.5, th / SQRT3
            ox = tw / 2
            oy = th / 2 + (th / 2 if even else 0)
            pointy = False
        return cls((sx * scale, sy * scale), (ox * scale, oy * scale), pointy)

    def moved(self, dx: float, dy: float) -> Layout:
        return Layout(self.size, (self.origin[0] + dx, self.origin[1] + dy), self.pointy)

    def scaled(self, k: float, about: Point = (0.0, 0.0)) -> Layout:
        """The same map ``k`` times larger, the pixel ``about`` staying put."""
        ox = about[0] + (self.origin[0] - about[0]) * k
        oy = about[1] + (self.origin[1] - about[1]) * k
        return Layout((self.size_x * k, self.size_y * k), (ox, oy), self.pointy)

    def unit(self, x: float, y: float) -> Point:
        """A pixel in hex-size units around hex (0, 0): the same for every size and origin."""
        return (x - self.origin[0]) / self.size_x, (y - self.origin[1]) / self.size_y

    def from_unit(self, u: float, v: float) -> Point:
        return u * self.size_x + self.origin[0], v * self.size_y + self.origin[1]

    def to_pixel(self, h: tuple[float, float]) -> Point:
        q, r = h
        if self.pointy:
            x = self.size_x * SQRT3 * (q + r / 2)
            y = self.size_y * 1.5 * r
        else:
            x = self.size_x * 1.5 * q
            y = self.size_y * SQRT3 * (r + q / 2)
        return x + self.origin[0], y + self.origin[1]

    def fractional(self, x: float, y: float) -> tuple[float, float]:
        """The axial coordinates of a pixel, not rounded."""
        px, py = self.unit(x, y)
        if self.pointy:
            return SQRT3 / 3 * px - py / 3, 2 / 3 * py
        return 2 / 3 * px, -px / 3 + SQRT3 / 3 * py

    def from_pixel(self, x: float, y: float) -> Hex:
        """The hex whose hexagon (as ``corners`` draws it) holds the pixel."""
        return _round(*self.fractional(x, y))

    def corners(self, h: Hex) -> list[Point]:
        cx, cy = self.to_pixel(h)
        return [(cx + dx, cy + dy) for dx, dy in _corner_offsets(self.size_x, self.size_y, self.pointy)]

    def corner_point(self, c: Corner) -> Point:
        """The pixel of a corner: the mean of its three hexes' centres."""
        pts = [self.to_pixel(h) for h in c]
        return sum(p[0] for p in pts) / 3, sum(p[1] for p in pts) / 3

    def edge_points(self, e: Edge) -> tuple[Point, Point]:
        """The pixels at the two ends of an edge."""
        c1, c2 = edge_corners(e)
        return self.corner_point(c1), self.corner_point(c2)

    def nearest_corner(self, x: float, y: float) -> tuple[Corner, float]:
        """The corner nearest a pixel and its distance in pixels."""
        h = self.from_pixel(x, y)
        best: tuple[float, Corner] | None = None
        for c in hex_corners(h, self.pointy):
            px, py = self.corner_point(c)
            d = math.hypot(px - x, py - y)
            if best is None or d < best[0]:
                best = (d, c)
        assert best is not None
        return best[1], best[0]


def offset_to_axial(col: int, row: int, stagger_axis: str = "y", stagger_index: str = "odd") -> Hex:
    """Tiled's staggered (offset) coordinates to axial."""
    odd = stagger_index == "odd"
    if stagger_axis == "y":  # pointy-top, rows shifted
        shift = (row - (row & 1)) // 2 if odd else (row + (row & 1)) // 2
        return col - shift, row
    shift = (col - (col & 1)) // 2 if odd else (col + (col & 1)) // 2
    return col, row - shift


def axial_to_offset(h: Hex, stagger_axis: str = "y", stagger_index: str = "odd") -> tuple[int, int]:
    q, r = h
    odd = stagger_index == "odd"
    if stagger_axis == "y":
        shift = (r - (r & 1)) // 2 if odd else (r + (r & 1)) // 2
        return q + shift, r
    shift = (q - (q & 1)) // 2 if odd else (q + (q & 1)) // 2
    return q, r + shift


@lru_cache(maxsize=64)
def _corner_offsets(size_x: float, size_y: float, pointy: bool) -> tuple[Point, ...]:
    """A hexagon's corners from its centre, for ``Layout.corners``: worked out once a size."""
    start = 30 if pointy else 0
    return tuple(
        (size_x * math.cos(math.radians(start + 60 * i)), size_y * math.sin(math.radians(start + 60 * i)))
        for i in range(6)
    )
