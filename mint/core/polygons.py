"""Convex polygons given as tuples of points: clipping to a rectangle, area, centre of mass and hit test.

Any unit will do (hex-size units or pixels alike).
"""

from __future__ import annotations

from typing import Iterable

from mint.core.hexgrid import Point

Rect = tuple[float, float, float, float]  # x0, y0, x1, y1
Polygon = tuple[Point, ...]


def clip(poly: Iterable[Point], rect: Rect) -> Polygon:
    """The part of a convex polygon inside an axis-aligned rectangle (Sutherland-Hodgman)."""
    pts = list(poly)
    x0, y0, x1, y1 = rect
    if all(x0 <= x <= x1 and y0 <= y <= y1 for x, y in pts):  # (wholly inside: each pass keeps it as it is)
        return tuple(pts)
    for axis, bound, keep_above in ((0, x0, True), (0, x1, False), (1, y0, True), (1, y1, False)):
        if not pts:
            break
        out: list[Point] = []
        for i, p in enumerate(pts):
            q = pts[i - 1]
            p_in = p[axis] >= bound if keep_above else p[axis] <= bound
            q_in = q[axis] >= bound if keep_above else q[axis] <= bound
            if p_in != q_in:
                t = (bound - q[axis]) / (p[axis] - q[axis])
                out.append((q[0] + (p[0] - q[0]) * t, q[1] + (p[1] - q[1]) * t))
            if p_in:
                out.append(p)
        pts = out
    return tuple(pts)


def area(poly: Polygon) -> float:
    return abs(sum(poly[i - 1][0] * p[1] - p[0] * poly[i - 1][1] for i, p in enumerate(poly))) / 2


def centroid(polys: Iterable[Polygon]) -> Point:
    """The centre of mass of one or more polygons."""
    total = cx = cy = 0.0
    for poly in polys:
        for i, p in enumerate(poly):
            q = poly[i - 1]
            cross = q[0] * p[1] - p[0] * q[1]
            total += cross
            cx += (q[0] + p[0]) * cross
            cy += (q[1] + p[1]) * cross
    if abs(total) < 1e-12:
        first = next(iter(polys), ())
        return first[0] if first else (0.0, 0.0)
    return cx / (3 * total), cy / (3 * total)


def inside(poly: Polygon, x: float, y: float) -> bool:
    """True when the point lies in the convex polygon or on its boundary."""
    sign = 0.0
    for i, p in enumerate(poly):
        q = poly[i - 1]
        cross = (p[0] - q[0]) * (y - q[1]) - (p[1] - q[1]) * (x - q[0])
        if abs(cross) < 1e-9:
            continue
        if sign and (cross > 0) != (sign > 0):
            return False
        sign = cross
    return True
