"""Hex maths: stretched layouts, exact pixel->hex, Tiled's placement, edges, corners and lines."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mint.core import hexgrid
from mint.core.hexgrid import Layout, add, edge, hex_corners, hex_edges

LAYOUTS = [
    Layout(30),
    Layout(30, (500, 400), False),
    Layout((14 / math.sqrt(3), 6.0), (7, 6)),  # Tiled's hexagonal-mini tiles: 14 x 12, side 6
    Layout((20.0, 9.0), (-3, 11), False),
]


def test_one_size_layout_still_works():
    lay = Layout(10)
    assert lay.size_x == lay.size_y == 10
    assert lay.to_pixel((1, 0)) == pytest.approx((10 * math.sqrt(3), 0))


@pytest.mark.parametrize("lay", LAYOUTS)
@given(st.integers(-15, 15), st.integers(-15, 15), st.floats(0, 0.97), st.integers(0, 5), st.floats(0, 1))
def test_from_pixel_is_exact_inside_the_drawn_hexagon(lay, q, r, k, i, t):
    """Any point of the drawn hexagon (not on its rim) maps back to that hex."""
    corners = lay.corners((q, r))
    a, b = corners[i], corners[(i + 1) % 6]
    cx, cy = lay.to_pixel((q, r))
    rim = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
    point = (cx + (rim[0] - cx) * k, cy + (rim[1] - cy) * k)
    assert lay.from_pixel(*point) == (q, r)


@pytest.mark.parametrize("lay", LAYOUTS)
def test_a_point_just_past_an_edge_is_in_the_neighbour(lay):
    h = (2, -1)
    for e in hex_edges(h):
        (x1, y1), (x2, y2) = lay.edge_points(e)
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        cx, cy = lay.to_pixel(h)
        other = e[0] if e[1] == h else e[1]
        assert lay.from_pixel(mx + (mx - cx) * 0.02, my + (my - cy) * 0.02) == other
        assert lay.from_pixel(mx - (mx - cx) * 0.02, my - (my - cy) * 0.02) == h


def _tiled_centre(col, row, tw, th, side, axis, index):
    """Where Tiled draws a tile of a hexagonal map (its renderer's rules, written out here)."""
    tw, th = tw & ~1, th & ~1
    even = index == "even"
    if axis == "y":
        row_h = (th - side) // 2 + side
        shifted = (row & 1) ^ even
        return col * tw + (tw // 2 if shifted else 0) + tw / 2, row * row_h + th / 2
    col_w = (tw - side) // 2 + side
    shifted = (col & 1) ^ even
    return col * col_w + tw / 2, row * th + (th // 2 if shifted else 0) + th / 2


def _tiled_polygon(col, row, tw, th, side, axis, index):
    cx, cy = _tiled_centre(col, row, tw, th, side, axis, index)
    tw, th = tw & ~1, th & ~1
    sx = (tw - (side if axis == "x" else 0)) // 2
    sy = (th - (side if axis == "y" else 0)) // 2
    x0, y0 = cx - tw / 2, cy - th / 2
    pts = [(0, th - sy), (0, sy), (sx, 0), (tw - sx, 0), (tw, sy), (tw, th - sy), (tw - sx, th), (sx, th)]
    return {(round(x0 + x, 6), round(y0 + y, 6)) for x, y in pts}


@pytest.mark.parametrize("axis", ["x", "y"])
@pytest.mark.parametrize("index", ["odd", "even"])
@pytest.mark.parametrize("tile", [(14, 12, 6), (56, 64, 32), (64, 56, 32), (30, 40, 14)])
def test_for_tiled_puts_centres_where_tiled_draws_them(axis, index, tile):
    tw, th, side = tile
    lay = Layout.for_tiled(tw, th, side, axis, index)
    for col in range(6):
        for row in range(6):
            h = hexgrid.offset_to_axial(col, row, axis, index)
            assert lay.to_pixel(h) == pytest.approx(_tiled_centre(col, row, tw, th, side, axis, index))
            assert lay.from_pixel(*_tiled_centre(col, row, tw, th, side, axis, index)) == h


@pytest.mark.parametrize("axis", ["x", "y"])
@pytest.mark.parametrize("index", ["odd", "even"])
def test_for_tiled_draws_tiled_hexagons_when_the_side_is_half_the_tile(axis, index):
    tw, th, side = (14, 12, 6) if axis == "y" else (12, 14, 6)
    lay = Layout.for_tiled(tw, th, side, axis, index)
    for col, row in [(0, 0), (3, 1), (2, 5)]:
        h = hexgrid.offset_to_axial(col, row, axis, index)
        ours = {(round(x, 6), round(y, 6)) for x, y in lay.corners(h)}
        assert ours == _tiled_polygon(col, row, tw, th, side, axis, index)


def test_a_one_size_layout_misplaces_tiled_cells_and_two_sizes_do_not():
    """On hexagonal-mini's tiles (14 x 12, side 6) one size cannot fit both axes."""
    two = Layout.for_tiled(14, 12, 6)
    one = Layout(7 / math.cos(math.radians(30)), two.origin)
    worst_one = worst_two = 0.0
    for col in range(20):
        for row in range(20):
            want = _tiled_centre(col, row, 14, 12, 6, "y", "odd")
            h = hexgrid.offset_to_axial(col, row)
            worst_one = max(worst_one, math.dist(one.to_pixel(h), want))
            worst_two = max(worst_two, math.dist(two.to_pixel(h), want))
    assert worst_two < 1e-9 and worst_one > 30


def test_scaled_and_moved_layouts_keep_the_map_in_place():
    lay = Layout((10, 6), (5, 5))
    big = lay.scaled(2, about=(100, 100))
    assert big.size_x == 20 and big.size_y == 12
    assert big.to_pixel((3, 4)) == pytest.approx(tuple(100 + (c - 100) * 2 for c in lay.to_pixel((3, 4))))
    assert lay.moved(3, -2).to_pixel((1, 1)) == pytest.approx(add_pt(lay.to_pixel((1, 1)), (3, -2)))
    assert lay.unit(*lay.to_pixel((2, 1))) == pytest.approx(Layout(1).to_pixel((2, 1)))


def add_pt(a, b):
    return a[0] + b[0], a[1] + b[1]


# --- edges and corners ---------------------------------------------------------------------


def test_edge_and_corner_keys_do_not_depend_on_the_hex_one_starts_from():
    a, b = (3, -2), (4, -2)
    assert edge(a, b) == edge(b, a)
    assert hexgrid.corner((0, 0), (1, 0), (0, 1)) == hexgrid.corner((0, 1), (0, 0), (1, 0))
    with pytest.raises(ValueError, match="not neighbours"):
        edge((0, 0), (2, 0))
    with pytest.raises(ValueError, match="do not meet"):
        hexgrid.corner((0, 0), (1, 0), (2, 0))


@pytest.mark.parametrize("lay", LAYOUTS)
def test_every_edge_and_corner_is_shared_and_drawn_where_the_hexagons_meet(lay):
    area = list(hexgrid.spiral((0, 0), 3))
    edges: dict = {}
    corners: dict = {}
    for h in area:
        drawn = [(round(x, 6), round(y, 6)) for x, y in lay.corners(h)]
        for i, c in enumerate(hex_corners(h, lay.pointy)):
            corners.setdefault(c, set()).add(h)
            assert tuple(round(v, 6) for v in lay.corner_point(c)) == drawn[i]
        for e in hex_edges(h):
            edges.setdefault(e, set()).add(h)
            ends = {tuple(round(v, 6) for v in p) for p in lay.edge_points(e)}
            assert ends <= set(drawn) and len(ends) == 2
    inner = [h for h in area if hexgrid.distance(h, (0, 0)) <= 2]
    for h in inner:
        for e in hex_edges(h):
            assert edges[e] == set(e)
        for c in hex_corners(h, lay.pointy):
            assert corners[c] == set(c)


def test_edges_and_corners_fit_together():
    e = edge((0, 0), (1, 0))
    c1, c2 = hexgrid.edge_corners(e)
    assert c1 != c2 and all(e in hexgrid.corner_edges(c) for c in (c1, c2))
    assert hexgrid.edge_between(c1, c2) == e
    assert hexgrid.edge_between(c1, c1) is None
    far = hex_corners((5, 5))[0]
    assert hexgrid.edge_between(c1, far) is None


def test_chains_group_edges_that_touch_end_to_end():
    river = [edge((0, 0), (1, 0)), edge((1, 0), (0, 1)), edge((1, 0), (1, 1))]
    alone = edge((5, 5), (6, 5))
    groups = hexgrid.chains(river + [alone])
    assert sorted(map(len, groups)) == [1, 3]
    assert frozenset(river) in groups


def test_rotate_turns_about_the_origin():
    assert hexgrid.rotate((1, 0), 1) == (0, 1)
    assert hexgrid.rotate((2, -1), 3) == (-2, 1)
    for h in hexgrid.spiral((0, 0), 3):
        assert hexgrid.rotate(h, 6) == h
        assert hexgrid.distance(hexgrid.rotate(h, 2), (0, 0)) == hexgrid.distance(h, (0, 0))


# --- lines ---------------------------------------------------------------------------------


def test_lines_and_sight_do_not_depend_on_where_the_pair_sits():
    """All 28,561 pairs within 7 of the centre: shifting both ends by (7, -3) changes nothing."""
    area = list(hexgrid.spiral((0, 0), 7))
    blocked = frozenset(h for h in area if (3 * h[0] + 5 * h[1]) % 4 == 0)
    shift = (7, -3)
    moved = frozenset(add(h, shift) for h in blocked)
    for a in area:
        for b in area:
            a2, b2 = add(a, shift), add(b, shift)
            la = hexgrid.line(a, b)
            assert hexgrid.line(a2, b2) == [add(h, shift) for h in la]
            assert all(hexgrid.distance(x, y) == 1 for x, y in zip(la, la[1:]))
            assert hexgrid.line_of_sight(a, b, blocked) == hexgrid.line_of_sight(a2, b2, moved)
            assert hexgrid.line_of_sight(a, b, blocked, strict=True) == hexgrid.line_of_sight(
                a2, b2, moved, strict=True
            )


def test_a_grazing_line_slips_past_one_blocked_hex_unless_strict():
    a, b = (0, 0), (1, 1)  # the line runs along the edge between (0, 1) and (1, 0)
    assert hexgrid.line_cells(a, b)[1] == ((0, 1), (1, 0))
    assert hexgrid.line_of_sight(a, b, {(0, 1)})
    assert not hexgrid.line_of_sight(a, b, {(0, 1)}, strict=True)
    assert not hexgrid.line_of_sight(a, b, {(0, 1), (1, 0)})
    assert hexgrid.line_of_sight((0, 0), (3, 0), set())
    assert not hexgrid.line_of_sight((0, 0), (3, 0), {(1, 0)})


def test_line_picks_the_same_side_of_every_graze():
    # the cube nudge (1, 2, -3) decides: the same choice wherever the pair sits
    picks = {
        tuple(h[i] - a[i] for i in range(2))
        for a in [(0, 0), (10, -4), (-7, 9)]
        for h in [hexgrid.line(a, add(a, (1, 1)))[1]]
    }
    assert len(picks) == 1
