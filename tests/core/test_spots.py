"""Typed spot ids: small frozen values whose text is the string form the games' ids have today."""

from __future__ import annotations

import dataclasses

import pytest

from mint.core.spots import Spot, spot_text


@pytest.mark.parametrize(
    ("spot", "text"),
    [
        (Spot("loc", "city_hall"), "loc:city_hall"),
        (Spot("tokens", seat=2), "tokens:2"),
        (Spot("token", "city_hall", 1), "token:city_hall:1"),
        (Spot("die", 3), "die:3"),
        (Spot("supply"), "supply"),
        (Spot("area", seat=0), "area:0"),
    ],
)
def test_a_spot_reads_as_the_string_id_it_stands_for(spot, text):
    assert str(spot) == text
    assert spot_text(spot) == text
    assert spot_text(text) == text


def test_spots_are_frozen_values_equal_by_their_fields():
    a, b = Spot("loc", "city_hall"), Spot("loc", "city_hall")
    assert a == b and hash(a) == hash(b)
    assert {a: 1}[b] == 1
    assert Spot("tokens", seat=2) != Spot("tokens", 2)  # a seat is not a key
    assert Spot("loc", "city_hall") != "loc:city_hall"  # one game uses one kind of id
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.kind = "town"  # type: ignore[misc]


def test_a_view_reads_fields_instead_of_splitting_text():
    spot = Spot("token", "city_hall", 1)
    assert (spot.kind, spot.key, spot.seat) == ("token", "city_hall", 1)
    assert spot.of(3) == Spot("token", "city_hall", 3)
    assert Spot("tokens").of(0) == Spot("tokens", seat=0)


@pytest.mark.parametrize(
    ("kind", "key", "seat"), [("", None, None), ("loc:x", None, None), ("tokens", None, "2"), ("tokens", None, True)]
)
def test_a_spot_refuses_what_would_make_its_text_ambiguous(kind, key, seat):
    with pytest.raises(ValueError):
        Spot(kind, key, seat)
