"""Seat names, colours and shapes: one list, the same one the table's palette draws."""

from __future__ import annotations

from mint.core import seats
from mint.core.game import Seat
from mint.ui import palette


def test_every_seat_has_its_own_colour_and_shape():
    assert len(seats.COLOURS) == len(seats.SHAPES) == seats.MAX_SEATS == 5
    assert len(set(seats.COLOURS)) == 5 and len(set(seats.SHAPES)) == 5


def test_colours_and_shapes_follow_seat_order_and_wrap_round():
    assert [seats.colour(i) for i in range(5)] == ["Orange", "Blue", "Green", "Vermillion", "Purple"]
    assert [seats.shape(i) for i in range(5)] == ["circle", "square", "triangle", "diamond", "hexagon"]
    assert seats.colour(5) == "Orange" and seats.shape(6) == "square"


def test_the_palette_draws_the_same_names_and_shapes():
    assert tuple(name for name, _, _ in palette.PLAYERS) == seats.COLOURS
    assert tuple(shape for _, _, shape in palette.PLAYERS) == seats.SHAPES
    for colours in palette.PALETTES.values():
        assert len(colours) == seats.MAX_SEATS


def test_a_seat_is_called_by_its_players_name_else_by_its_colour():
    table = (Seat("human", "Ann"), Seat("random"), Seat("human", "Bo"))
    assert seats.seat_name(table, 0) == "Ann"
    assert seats.seat_name(table, 1) == "Blue"
    assert seats.seat_name(table, 2) == "Bo"
    assert seats.seat_names(table) == ("Ann", "Blue", "Bo")


def test_a_seat_outside_the_table_gets_its_colour():
    table = (Seat("human", "Ann"),)
    assert seats.seat_name(table, 1) == "Blue"  # e.g. the solitaire AI's truck
    assert seats.seat_name(table, -1) == "Purple"
    assert seats.seat_name((), 3) == "Vermillion"
