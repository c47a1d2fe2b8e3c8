"""The player colours: seat names and shapes from mint.core.seats, the RGB values of ART.md."""

from __future__ import annotations

from mint.core import seats
from mint.ui import palette

# ART.md, "Player colours": Okabe–Ito, in seat order, each with its own shape.
ART = (
    ("Orange", (0xE6, 0x9F, 0x00), "circle"),
    ("Blue", (0x56, 0xB4, 0xE9), "square"),
    ("Green", (0x00, 0x9E, 0x73), "triangle"),
    ("Vermillion", (0xD5, 0x5E, 0x00), "diamond"),
    ("Purple", (0xCC, 0x79, 0xA7), "hexagon"),
)


def test_every_seat_keeps_its_colour_rgb_and_shape():
    assert palette.PLAYERS == ART


def test_player_colours_follow_the_seat_list():
    assert [name for name, _, _ in palette.PLAYERS] == [seats.colour(i) for i in range(seats.MAX_SEATS)]
    assert [shape for _, _, shape in palette.PLAYERS] == [seats.shape(i) for i in range(seats.MAX_SEATS)]
    assert set(palette.SEAT_RGB) == set(seats.COLOURS)


def test_the_default_palette_is_the_seat_colours():
    assert palette.PALETTES["okabe-ito"] == tuple(rgb for _, rgb, _ in ART)
