"""Mint Delivery data: every JSON file validates, counts match the rulebook, both maps follow the
layer conventions."""

from __future__ import annotations

import copy

import pytest

from mint.core.boards import load_board
from mint.games.delivery import cards
from mint.resources import load_json


def test_component_counts_match_the_rulebook():
    assert len(cards.ORDERS) == 40
    assert len(cards.ABILITIES) == 13
    assert len(cards.DRIVERS) == 5
    assert len(cards.ROAD_TOKENS) == 6
    assert cards.MINT_SUPPLY == (20, 10, 8)
    assert sum(cards.MINT_SUPPLY) == 38


def test_every_record_says_where_its_values_come_from():
    for fname, key in (
        ("orders.json", "orders"),
        ("abilities.json", "abilities"),
        ("drivers.json", "drivers"),
        ("towns.json", "towns"),
        ("road_tokens.json", "tokens"),
    ):
        data = load_json("delivery", fname)
        assert data["schema"] == 1
        for rec in data[key]:
            assert rec["source"] in ("rulebook", "sourced", "designed"), (fname, rec["id"])


def test_orders_need_at_most_a_truckload_and_are_worth_two_to_five_stars():
    for o in cards.ORDERS:
        assert 1 <= len(o.mints) <= 4
        assert 2 <= o.stars <= 5
    assert {o.town for o in cards.ORDERS} == set(cards.TOWNS)
    assert all(sum(1 for o in cards.ORDERS if o.town == t) == 10 for t in cards.TOWNS)


def test_abilities_cost_one_to_three_completed_orders():
    assert sorted(a.orders for a in cards.ABILITIES) == [1] * 4 + [2] * 5 + [3] * 4


def test_drivers_rank_all_four_towns_and_have_traits():
    for d in cards.DRIVERS:
        assert sorted(d.preference) == list(cards.TOWNS)
        assert d.traits
    assert {d.id for d in cards.DRIVERS} == {"rita", "eddie", "lola", "bertha", "marty"}


def test_bad_data_gives_a_clear_error():
    data = copy.deepcopy(load_json("delivery", "orders.json"))
    data["orders"][0]["mints"] = ["C", "X"]
    with pytest.raises(cards.CardDataError, match="D-T1-01"):
        cards.parse_orders(data)
    data = copy.deepcopy(load_json("delivery", "orders.json"))
    del data["orders"][3]["source"]
    with pytest.raises(cards.CardDataError, match="source"):
        cards.parse_orders(data)
    data = copy.deepcopy(load_json("delivery", "abilities.json"))
    data["abilities"].pop()
    with pytest.raises(cards.CardDataError, match="13 abilities"):
        cards.parse_abilities(data)
    with pytest.raises(cards.CardDataError, match="drivers.json, field 'schema'"):
        cards.parse_drivers({"schema": 2, "drivers": []})
    with pytest.raises(cards.CardDataError, match="drivers.json, field 'drivers': expected array of length >= 1"):
        cards.parse_drivers({"schema": 1, "drivers": []})


@pytest.mark.parametrize(
    ("fname", "parse", "change", "message"),
    [
        (
            "orders.json",
            "parse_orders",
            lambda d: d["orders"][4].update(stars="4"),
            "orders 'D-T1-05', field 'stars': expected int, got str",
        ),
        (
            "orders.json",
            "parse_orders",
            lambda d: d["orders"][2].update(stars=6),
            "orders 'D-T1-03', field 'stars': expected int <= 5",
        ),
        ("orders.json", "parse_orders", lambda d: d["orders"][1].update(id="D-T1-01"), "id 'D-T1-01' appears twice"),
        (
            "abilities.json",
            "parse_abilities",
            lambda d: d["abilities"][1].update(text=""),
            "abilities 'A02', field 'text'",
        ),
        (
            "abilities.json",
            "parse_abilities",
            lambda d: d["abilities"][0].pop("kind"),
            "abilities 'A01', field 'kind': missing",
        ),
        (
            "drivers.json",
            "parse_drivers",
            lambda d: d["drivers"][1].update(workload=True),
            "drivers 'eddie', field 'workload': expected int, got bool",
        ),
        (
            "drivers.json",
            "parse_drivers",
            lambda d: d["drivers"][2]["traits"][0].pop("text"),
            "drivers 'lola' traits 'speed_demon', field 'text': missing",
        ),
        (
            "drivers.json",
            "parse_drivers",
            lambda d: d["drivers"][0].update(preference=["T1", "T1", "T3", "T4"]),
            "drivers 'rita': preference must rank the four towns",
        ),
        (
            "towns.json",
            "parse_towns",
            lambda d: d["towns"][3].update(colour=None),
            "towns 'T4', field 'colour': expected str, got null",
        ),
        (
            "road_tokens.json",
            "parse_tokens",
            lambda d: d["tokens"][5].update(rulebook_fields=["cost"]),
            "tokens 'tunnel': rulebook_fields names cost",
        ),
    ],
)
def test_a_bad_file_is_named_by_file_entry_and_field(fname, parse, change, message):
    data = copy.deepcopy(load_json("delivery", fname))
    change(data)
    with pytest.raises(cards.CardDataError) as err:
        getattr(cards, parse)(data)
    assert str(err.value).startswith(f"{fname}: {message}")


def test_map_side_is_a_three_by_three_grid_with_a_road_graph():
    board = load_board("delivery_map")
    assert sum(1 for s in board.spots if s.kind == "card") == 9
    assert len(board.roads) == 20
    assert set(board.neighbours("MC")) == {"W1", "W2", "W3", "W4"}
    # action spaces carry their actions
    assert board.spot("MC").prop("load") == "4" and board.spot("MC").prop("upgrade") == "S,R"
    assert board.spot("W1").prop("load") == "2" and board.spot("W1").prop("upgrade") == "S"
    assert board.spot("T1").prop("actions") == "take,fulfil"
    # every town has two road spaces, one per arrow direction
    for t in cards.TOWNS:
        arrows = sorted(s.prop("arrow") for s in board.spots if s.kind == "space" and s.prop("town") == t)
        assert arrows == ["ccw", "cw"]


def test_factory_side_has_docks_belts_and_the_ai_space():
    board = load_board("delivery_factory")
    assert sum(1 for s in board.spots if s.kind == "card") == 9
    assert len(board.roads) == 12
    assert {s.prop("town") for s in board.spots if s.kind == "dock"} == set(cards.TOWNS)
    assert board.spot("F5").kind == "ai_loading"
    assert board.spot("F2").kind == "dispatch"
    assert board.spot("belt:A").prop("slots") == "12"


def test_map_checks_catch_a_broken_board():
    board = load_board("delivery_map")
    broken = board.__class__(
        board.name,
        board.width,
        board.height,
        board.tile_width,
        board.tile_height,
        board.orientation,
        board.cells,
        tuple(s for s in board.spots if s.name != "MC"),
        tuple(r for r in board.roads if "MC" not in (r.a, r.b)),
    )
    with pytest.raises(cards.CardDataError, match="MC"):
        cards.check_map(broken)
