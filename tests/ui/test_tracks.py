"""The shared track widgets: a numbered track with the players' cubes, and a price track."""

from __future__ import annotations

import itertools

import pygame
import pytest

from mint.ui import palette
from mint.ui.cardface import MIN_NUMBER, MIN_TEXT
from mint.ui.cardmotion import GLIDE_S
from mint.ui.kit import Kit
from mint.ui.tracks import CUBE_MIN, Cube, PriceTrack, Track

SCALE = 720 / 1080  # a 1280x720 window
BOTTLES = (4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 10, 11)  # Italy's bottle price card, bottom to top


class RecordingKit(Kit):
    """A kit that remembers every line of text it renders, with its size."""

    def __init__(self, scale: float) -> None:
        super().__init__(scale)
        self.lines: list[tuple[str, float]] = []

    def render(self, text, size=18, color=palette.TEXT, bold=False):
        self.lines.append((text, size))
        return super().render(text, size, color, bold)


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def count_colour(surface, rect, colour, tol=6) -> int:
    n = 0
    for x in range(max(0, rect.left), min(surface.get_width(), rect.right)):
        for y in range(max(0, rect.top), min(surface.get_height(), rect.bottom)):
            c = surface.get_at((x, y))
            if all(abs(c[i] - colour[i]) <= tol for i in range(3)):
                n += 1
    return n


# --- numbered tracks ------------------------------------------------------------------------------


def test_a_vp_track_fits_its_rect_in_order():
    track = Track(Kit(SCALE), length=30, wrap=True)
    rect = pygame.Rect(16, 60, 1248, 54)
    lay = track.layout([], rect)
    assert len(lay.boxes) == 30 and lay.lines == 1
    assert all(rect.contains(b) for b in lay.boxes)
    assert all(a.right < b.left for a, b in itertools.pairwise(lay.boxes))


def test_a_long_track_takes_several_lines_and_a_snake_runs_back_on_every_other_line():
    kit = Kit(SCALE)
    rect = pygame.Rect(0, 0, 560, 110)
    lay = Track(kit, length=64).layout([], rect)
    assert lay.lines > 1 and all(rect.contains(b) for b in lay.boxes)
    assert all(not a.colliderect(b) for a, b in itertools.combinations(lay.boxes, 2))
    per = -(-64 // lay.lines)
    assert lay.boxes[per].x == lay.boxes[0].x and lay.boxes[per].y > lay.boxes[0].y  # reading order
    snake = Track(kit, length=64, snake=True, lines=lay.lines).layout([], rect)
    assert snake.boxes[per].x == snake.boxes[per - 1].x  # the second line starts under the end of the first
    assert snake.boxes[per + 1].x < snake.boxes[per].x


def test_cubes_of_different_players_on_one_box_do_not_hide_each_other():
    kit = Kit(SCALE)
    for rect in (pygame.Rect(20, 200, 1240, 60), pygame.Rect(20, 200, 1240, 36)):  # a roomy and a thin track
        track = Track(kit, length=30, wrap=True)
        cubes = [Cube(0, seat) for seat in range(5)]
        lay = track.layout(cubes, rect)
        rects = [lay.cubes[c.key] for c in cubes]
        assert all(not a.colliderect(b) for a, b in itertools.combinations(rects, 2)), rects
        assert all(r.width >= kit.px(CUBE_MIN) - 1 for r in rects)
        surface = pygame.Surface((1280, 720))
        surface.fill(palette.TABLE)
        track.draw(surface)
        alone = Track(kit, length=30, wrap=True, animate=False)
        for seat, r in enumerate(rects):
            colour = kit.player_color(seat)
            seen = count_colour(surface, r, colour)
            alone.layout([Cube(0, seat)], rect)
            solo = pygame.Surface((1280, 720))
            solo.fill(palette.TABLE)
            alone.draw(solo)
            assert (
                seen
                >= 0.5
                * count_colour(solo, alone.last.cubes[("cube", seat)], colour)
                * (r.width / alone.last.cubes[("cube", seat)].width) ** 2
                > 0
            )


def test_each_seat_has_its_shape_as_well_as_its_colour():
    kit = Kit(1.0)
    track = Track(kit, length=10, animate=False)
    lay = track.layout([Cube(2, 0), Cube(5, 1)], pygame.Rect(0, 0, 900, 90))
    surface = pygame.Surface((900, 90))
    surface.fill(palette.TABLE)
    track.draw(surface)

    def in_corner(r, colour):
        """Pixels of the token (its colour or rim) in the corner triangle a circle never reaches."""
        n = 0
        for dx in range(r.width):
            for dy in range(r.height):
                if dx + dy < 0.27 * r.width:
                    c = surface.get_at((r.x + dx, r.y + dy))
                    n += any(
                        all(abs(c[i] - want[i]) <= 6 for i in range(3)) for want in (colour, palette.darker(colour))
                    )
        return n

    circle, square = lay.cubes[("cube", 0)], lay.cubes[("cube", 1)]
    assert circle.width >= 24
    assert in_corner(square, kit.player_color(1)) >= 5  # a square fills its corners
    assert in_corner(circle, kit.player_color(0)) == 0  # a circle does not


def test_a_lapped_cube_sits_on_its_box_and_shows_how_far_it_went():
    kit = RecordingKit(SCALE)
    track = Track(kit, length=30, wrap=True)
    lay = track.layout([Cube(33, 0), Cube(3, 1)], pygame.Rect(0, 0, 1240, 60))
    assert lay.laps[("cube", 0)] == 1 and lay.laps[("cube", 1)] == 0
    box = lay.boxes[3]
    assert box.contains(lay.cubes[("cube", 0)]) and box.contains(lay.cubes[("cube", 1)])
    track.draw(pygame.Surface((1280, 100)))
    assert ("+30", MIN_NUMBER) in kit.lines


def test_a_cube_past_the_end_of_a_track_that_does_not_wrap_stops_on_the_last_box():
    track = Track(Kit(SCALE), length=64)
    lay = track.layout([Cube(70, color=palette.GOLD, id="xp")], pygame.Rect(0, 0, 560, 110))
    assert lay.boxes[63].contains(lay.cubes["xp"]) and lay.laps["xp"] == 0
    assert track.place(-2) == (0, 0)


def test_words_on_a_track_and_the_first_value():
    track = Track(Kit(SCALE), labels=("1 Day", "2 Night", "3 Day", "4 Night"), first=1)
    lay = track.layout([Cube(2, color=palette.GOLD, id="round")], pygame.Rect(0, 0, 300, 50))
    assert lay.boxes[1].contains(lay.cubes["round"])
    assert track.value_at(lay.boxes[3].center) == 4


def test_boxes_and_cubes_are_hit_where_they_are_drawn():
    track = Track(Kit(SCALE), length=30, wrap=True)
    lay = track.layout([Cube(12, 0), Cube(12, 1), Cube(40, 2)], pygame.Rect(0, 0, 1240, 60))
    assert track.value_at(lay.boxes[12].midtop) == 12
    assert track.hit(lay.cubes[("cube", 1)].center) == ("cube", 1)
    assert track.hit(lay.cubes[("cube", 2)].center) == ("cube", 2)
    assert track.hit(lay.boxes[20].center) is None
    spots = track.spots()
    assert spots[12] == lay.boxes[12] and spots[("cube", 0)] == lay.cubes[("cube", 0)]


def test_a_track_layout_is_kept_until_its_cubes_or_rect_change_and_a_cube_glides():
    track = Track(Kit(SCALE), length=30)
    rect = pygame.Rect(0, 0, 1240, 60)
    first = track.layout([Cube(3, 0)], rect)
    assert track.layout([Cube(3, 0)], pygame.Rect(rect)) is first and track.computed == 1
    track.draw(pygame.Surface((1280, 80)))
    assert track.computed == 1
    moved = track.layout([Cube(7, 0)], rect)
    assert track.busy and track.motion.rect(("cube", 0)) == first.cubes[("cube", 0)]
    assert not track.update(GLIDE_S + 0.01)
    assert track.motion.rect(("cube", 0)) == moved.cubes[("cube", 0)]


def test_labels_thin_out_rather_than_shrink_below_the_minimum():
    kit = RecordingKit(SCALE)
    track = Track(kit, length=100)
    lay = track.layout([], pygame.Rect(0, 0, 900, 30))
    assert lay.label_every > 1
    track.draw(pygame.Surface((900, 40)))
    drawn = [t for t, _ in kit.lines]
    assert "10" in drawn and "11" not in drawn


def test_track_text_respects_the_art_minimums_at_1280x720():
    kit = RecordingKit(SCALE)
    surface = pygame.Surface((1280, 720))
    for track, rect in (
        (Track(kit, length=30, wrap=True), pygame.Rect(0, 0, 1240, 50)),
        (Track(kit, length=64), pygame.Rect(0, 100, 560, 110)),
        (Track(kit, length=16), pygame.Rect(0, 250, 300, 30)),
        (Track(kit, labels=("1 Day", "2 Night", "3 Day", "4 Night"), first=1), pygame.Rect(0, 300, 320, 40)),
    ):
        track.layout([Cube(33, 0), Cube(33, 1), Cube(2, 2)], rect)
        track.draw(surface, lit=[2])
    for vertical in (False, True):
        price = PriceTrack(kit, BOTTLES, start=7, vertical=vertical)
        price.layout(pygame.Rect(600, 400, 260 if vertical else 600, 300 if vertical else 44), 7)
        price.draw(surface, preview=4)
    assert kit.lines
    for text, size in kit.lines:
        least = MIN_NUMBER if text.lstrip("+").isdigit() else MIN_TEXT
        assert size >= least, (text, size)
        assert kit.px(size) >= round(least * SCALE)


# --- price tracks ---------------------------------------------------------------------------------


def test_the_price_marker_stops_at_both_ends():
    price = PriceTrack(Kit(SCALE), BOTTLES, start=7)
    assert price.step(7, -3) == 4 and price.price(4) == 6  # "three spaces down from the first 8 is 6"
    assert price.step(1, -3) == 0
    assert price.step(10, 5) == len(BOTTLES) - 1
    lay = price.layout(pygame.Rect(0, 0, 600, 50), 99)
    assert lay.marker == len(BOTTLES) - 1


def test_a_price_track_fits_its_rect_across_and_upright():
    kit = Kit(SCALE)
    across = PriceTrack(kit, BOTTLES, start=7).layout(pygame.Rect(10, 10, 500, 50), 7)
    assert all(pygame.Rect(10, 10, 500, 50).contains(b) for b in across.boxes)
    assert all(a.right < b.left for a, b in itertools.pairwise(across.boxes))
    assert across.stops[0].right <= across.boxes[0].left and across.stops[1].left >= across.boxes[-1].right
    rect = pygame.Rect(10, 10, 80, 460)
    up = PriceTrack(kit, BOTTLES, vertical=True).layout(rect, 0)
    assert all(rect.contains(b) for b in up.boxes)
    assert all(a.top > b.bottom for a, b in itertools.pairwise(up.boxes))  # cheapest at the bottom
    assert up.stops[0].top >= up.boxes[0].bottom and up.stops[1].bottom <= up.boxes[-1].top


def test_the_price_marker_shows_the_price_and_glides_when_it_moves():
    kit = RecordingKit(SCALE)
    price = PriceTrack(kit, BOTTLES, start=7)
    rect = pygame.Rect(0, 0, 600, 50)
    first = price.layout(rect, 7)
    assert price.hit(first.boxes[3].center) == 3
    assert first.marker_rect.contains(first.boxes[7])
    surface = pygame.Surface((620, 60))
    price.draw(surface)
    assert price.layout(rect, 7) is first and price.computed == 1
    moved = price.layout(rect, price.step(7, -3))
    assert price.busy and price.motion.rect("marker") == first.marker_rect
    assert not price.update(GLIDE_S + 0.01)
    assert price.motion.rect("marker") == moved.marker_rect
    kit.lines.clear()
    price.draw(surface)
    assert kit.lines[-1] == ("6", moved.number_size)  # the marker carries the price it stands on
