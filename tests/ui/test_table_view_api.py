"""The view API: regions hit exactly (rects and polygons), and one default refusal for every view."""

from __future__ import annotations

import random
import types

import pygame
import pytest

from mint.core.game import IllegalActionError
from mint.core.hexgrid import Layout
from mint.core.polygons import inside
from mint.core.spots import Spot
from mint.ui.kit import Kit
from mint.ui.view_api import GameView, Shape, polygon_contains, region_area, region_contains, region_rect

HEX = Shape.polygon(Layout(40, (100, 100)).corners((0, 0)))


def test_a_hex_is_hit_exactly_where_its_rect_would_over_claim():
    r = HEX.rect
    assert r.collidepoint(r.x + 2, r.y + 2)  # a corner of the bounding rect ...
    assert not HEX.contains((r.x + 2, r.y + 2))  # ... lies outside the hexagon
    assert HEX.contains((100, 100)) and HEX.collidepoint((100, 100))
    assert HEX.contains(HEX.polygons[0][0])  # a corner is on the rim, and the rim counts
    assert HEX.center == (100, 100)


def test_shape_hit_testing_agrees_with_the_hex_map_on_every_hexagon():
    rnd = random.Random(7)
    for pointy in (True, False):
        lay = Layout((37.5, 29.0), (300, 200), pointy)
        for cell in ((0, 0), (2, -1), (-3, 4)):
            poly = tuple(lay.corners(cell))
            xs, ys = [p[0] for p in poly], [p[1] for p in poly]
            for _ in range(400):
                p = (rnd.uniform(min(xs) - 5, max(xs) + 5), rnd.uniform(min(ys) - 5, max(ys) + 5))
                assert polygon_contains(poly, p) == inside(poly, *p), (pointy, cell, p)


def test_a_hex_split_over_two_cards_is_one_region_whose_rim_leaves_out_the_seam():
    top = ((0, 10), (10, 0), (20, 10))
    bottom = ((0, 10), (20, 10), (10, 20))
    diamond = Shape((top, bottom))
    assert diamond.contains((10, 5)) and diamond.contains((10, 15)) and not diamond.contains((2, 2))
    assert len(diamond.rim) == 4
    assert all({a, b} != {(0.0, 10.0), (20.0, 10.0)} for a, b in diamond.rim)
    assert region_area(diamond) == pytest.approx(200)


def test_an_outline_runs_outside_the_rim_and_round_the_seams():
    square = Shape.polygon([(0, 0), (10, 0), (10, 10), (0, 10)])
    grown = {p for seg in square.outline(2) for p in seg}
    assert grown == {(-2.0, -2.0), (12.0, -2.0), (12.0, 12.0), (-2.0, 12.0)}
    halves = Shape((((0, 0), (10, 0), (10, 5), (0, 5)), ((0, 5), (10, 5), (10, 10), (0, 10))))
    ring = halves.outline(2)
    assert len(ring) == 6  # the two long sides come in two pieces each; the seam is left out
    assert all(
        min(a[0], b[0]) <= -2 or max(a[0], b[0]) >= 12 or min(a[1], b[1]) <= -2 or max(a[1], b[1]) >= 12
        for a, b in ring
    )


def test_a_concave_polygon_is_hit_in_its_arms_not_its_notch():
    ell = Shape.polygon([(0, 0), (30, 0), (30, 10), (10, 10), (10, 30), (0, 30)])
    assert ell.contains((25, 5)) and ell.contains((5, 25))
    assert not ell.contains((20, 20))
    assert ell.rect == pygame.Rect(0, 0, 30, 30)
    assert ell.move(5, 5).contains((10, 30)) and not ell.move(5, 5).contains((3, 3))


def test_rects_and_shapes_answer_the_same_questions():
    r = pygame.Rect(10, 10, 20, 10)
    assert region_rect(r) is r and region_area(r) == 200 and region_contains(r, (15, 15))
    assert not region_contains(r, (31, 15))
    assert region_rect(HEX) == HEX.rect and HEX.rect is not HEX.rect  # a copy: callers may move it freely


def test_a_shape_needs_real_polygons():
    with pytest.raises(ValueError):
        Shape(())
    with pytest.raises(ValueError):
        Shape.polygon([(0, 0), (1, 1)])


# --- one default refusal -----------------------------------------------------------------------


class Go:
    """An action a drop would mean."""

    def __init__(self, where: str) -> None:
        self.where = where


def _rules(**extra):
    def apply(state, action):
        if action.where == "far":
            raise IllegalActionError("Far Town is two roads away; a truck moves one.")
        if action.where == "broken":
            raise KeyError("a bug in the rules")
        return state

    return types.SimpleNamespace(apply=apply, **extra)


def test_the_default_refusal_tries_the_action_the_drop_would_mean():
    rules = _rules(action_for=lambda state, source, target: Go(target.key) if target.kind == "town" else None)
    view = GameView(rules, Kit())
    truck = Spot("truck", seat=0)
    assert view.illegal_reason(None, truck, Spot("town", "far")) == "Far Town is two roads away; a truck moves one."
    assert view.illegal_reason(None, truck, Spot("town", "near")) is None  # legal: nothing to explain
    assert view.illegal_reason(None, truck, Spot("lake")) is None  # no action: the table's own words
    assert view.illegal_reason(None, truck, None) is None  # dropped on nothing
    assert view.illegal_reason(None, truck, Spot("town", "broken")) is None  # a refusal never stops the table


def test_the_rules_why_not_answers_first():
    rules = _rules(
        why_not=lambda state, source, target: f"{target} is closed today." if target == "mill" else None,
        action_for=lambda state, source, target: Go(target),
    )
    view = GameView(rules, Kit())
    assert view.illegal_reason(None, "truck:0", "mill") == "mill is closed today."
    assert view.illegal_reason(None, "truck:0", "far") == "Far Town is two roads away; a truck moves one."


def test_a_view_that_knows_its_drops_needs_no_refusal_of_its_own():
    class TownView(GameView):
        def action_for(self, obs, source, target):
            return Go(target.partition(":")[2]) if target.startswith("town:") else None

    assert TownView(_rules(), Kit()).illegal_reason(None, "truck:0", "town:far").startswith("Far Town")


def test_the_per_frame_hooks_do_nothing_by_default():
    view = GameView(_rules(), Kit())
    assert view.update(0.016) is False
    assert view.piece_for("pile") is None
    view.draw_overlay(pygame.Surface((10, 10)), None, None, {}, None)
