"""The helper that finds where a part strays past its area (tests/painted.py) finds every pixel
that does, in each band round the area, and none inside it."""

from __future__ import annotations

import pygame
import pytest

from tests import painted

GROUND = (10, 20, 30)
AREA = pygame.Rect(200, 150, 120, 80)


@pytest.mark.parametrize(
    "stray",
    [(250, 140), (250, 235), (190, 180), (325, 180), (105, 55), (415, 325), (330, 240)],
    ids=["above", "below", "left", "right", "far corner", "other far corner", "corner"],
)
def test_a_pixel_past_the_area_is_found_and_the_area_s_own_are_not(stray):
    surface = pygame.Surface((640, 480))
    painted.ground_round(surface, AREA, GROUND)
    surface.fill((200, 0, 0), AREA)  # (the part's own pixels, every one inside)
    assert painted.outside(surface, AREA, GROUND) is None
    surface.set_at(stray, (10, 20, 31))  # (one step off the ground's colour)
    assert painted.outside(surface, AREA, GROUND) == pygame.Rect(stray, (1, 1))
    assert surface.get_colorkey() is None  # (the surface itself is left as it was)


def test_an_area_at_the_edge_of_the_surface_is_read_up_to_the_edge():
    surface = pygame.Surface((640, 480))
    area = pygame.Rect(600, 440, 80, 80)  # (past the corner)
    painted.ground_round(surface, area, GROUND)
    assert painted.outside(surface, area, GROUND) is None
    surface.set_at((590, 470), (0, 0, 0))
    assert painted.outside(surface, area, GROUND) == pygame.Rect(590, 470, 1, 1)


def test_an_area_off_the_surface_has_what_lies_near_it_read():
    surface = pygame.Surface((300, 200))
    area = pygame.Rect(-49, 275, 561, 311)  # (below the surface, within reach of its last rows)
    painted.ground_round(surface, area, GROUND)
    assert painted.outside(surface, area, GROUND) is None
    surface.set_at((5, 190), (0, 0, 0))
    assert painted.outside(surface, area, GROUND) == pygame.Rect(5, 190, 1, 1)


def test_the_pixels_round_an_area_change_with_a_pixel_past_it_and_not_with_one_inside():
    surface = pygame.Surface((640, 480))
    surface.fill((90, 90, 90))
    before = painted.round_bytes(surface, AREA)
    surface.fill((200, 0, 0), AREA)
    assert painted.round_bytes(surface, AREA) == before
    for stray in ((250, 140), (250, 235), (190, 180), (325, 180)):
        surface.set_at(stray, (0, 0, 0))
        assert painted.round_bytes(surface, AREA) != before, stray
        surface.set_at(stray, (90, 90, 90))
