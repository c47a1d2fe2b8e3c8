"""Axial hex coordinates: neighbours, distance, rings, lines, and hex<->pixel for both layouts."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterator

Hex = tuple[int, int]  # (q, r)

DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def neighbours(h: Hex) -> tuple[Hex, ...]:
    q, r = h
    return tuple((q + dq, r + dr) for dq, dr in DIRECTIONS)


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


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


def line(a: Hex, b: Hex) -> list[Hex]:
    """The hexes on the straight line from a to b, both included."""
    n = distance(a, b)
    if n == 0:
        return [a]
    eps = 1e-6
    return [
        _round(a[0] + (b[0] - a[0]) * i / n + eps, a[1] + (b[1] - a[1]) * i / n + eps)
        for i in range(n + 1)
    ]


def line_of_sight(a: Hex, b: Hex, blocked: set[Hex] | frozenset[Hex]) -> bool:
    """True when no hex strictly between a and b is blocked."""
    return not any(h in blocked for h in line(a, b)[1:-1])


@dataclass(frozen=True, slots=True)
class Layout:
    """Hex size and origin in pixels, pointy-top or flat-top."""

    size: float
    origin: tuple[float, float] = (0.0, 0.0)
    pointy: bool = True

    def to_pixel(self, h: Hex) -> tuple[float, float]:
        q, r = h
        if self.pointy:
            x = self.size * math.sqrt(3) * (q + r / 2)
            y = self.size * 1.5 * r
        else:
            x = self.size * 1.5 * q
            y = self.size * math.sqrt(3) * (r + q / 2)
        return x + self.origin[0], y + self.origin[1]

    def from_pixel(self, x: float, y: float) -> Hex:
        px, py = (x - self.origin[0]) / self.size, (y - self.origin[1]) / self.size
        if self.pointy:
            qf = math.sqrt(3) / 3 * px - py / 3
            rf = 2 / 3 * py
        else:
            qf = 2 / 3 * px
            rf = -px / 3 + math.sqrt(3) / 3 * py
        return _round(qf, rf)

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        cx, cy = self.to_pixel(h)
        start = 30 if self.pointy else 0
        return [
            (cx + self.size * math.cos(math.radians(start + 60 * i)), cy + self.size * math.sin(math.radians(start + 60 * i)))
            for i in range(6)
        ]


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
