"""Scenario tests for the two advanced variants: Player Abilities (all 13) and Road Conditions
(placement and all six tokens)."""

from __future__ import annotations

import pytest

from mint.core.game import IllegalActionError
from mint.core.rng import Rng
from mint.games.delivery import rules, setup
from mint.games.delivery.cards import ABILITIES, ORDERS, TOWNS
from mint.games.delivery.model import ARROW, SPACE_KIND, rep
from tests.games.delivery.helpers import O, act, legal, start, town, truck, turn

# --- Player Abilities --------------------------------------------------------------------------


def with_abilities(s, *ids, seat=0, key=None):
    s = rep(s, key=tuple(key or ids))
    return truck(s, seat, abilities=tuple(ids))


def test_three_random_abilities_are_on_the_key_card():
    keys = {rules.new_game(start(3).seats, seed, {"abilities": "on"}).key for seed in range(20)}
    assert all(len(k) == 3 and len(set(k)) == 3 for k in keys)
    assert len(keys) > 5
    assert start(3).key == ()


def test_acquiring_costs_an_action_and_allocates_completed_orders():
    s = rep(start(3), key=("A01", "A05", "A10"))
    s = truck(s, 0, done=("D-T1-01", "D-T1-02"))
    assert {a for a in legal(s) if a.startswith("acquire")} == {"acquire A01", "acquire A05"}
    with pytest.raises(IllegalActionError, match="Overtime needs 3 unallocated completed orders; you have 2"):
        act(s, "acquire A10")
    s = act(s, "acquire A05")
    assert s.trucks[0].abilities == ("A05",) and s.trucks[0].allocated == 2 and s.turn.left == 1
    assert not any(a.startswith("acquire") for a in legal(s))  # both orders are allocated now
    assert rules.outcome(rep(s, phase="over")).scores[0] == 4.0  # allocated orders still score


def test_an_acquired_ability_stays_available_to_the_others():
    s = rep(start(3), key=("A01", "A05", "A10"))
    s = truck(s, 0, done=("D-T1-01",))
    s = truck(s, 1, done=("D-T1-02",))
    s = act(s, "acquire A01", "end turn")
    assert "acquire A01" in legal(s)
    s = act(s, "acquire A01")
    assert s.trucks[1].abilities == ("A01",)


def test_extended_cab_holds_five_mints():
    s = with_abilities(truck(start(3), 0, mints=(0, 0, 0)), "A01")
    assert "load 4" in legal(s)
    s = act(s, "load 4")
    assert legal(s) >= {"load 1"} and "load 2" not in legal(s)


def test_bulk_loader_loads_three_at_a_warehouse():
    s = with_abilities(truck(start(3), 0, pos="W1", mints=(0, 0, 0)), "A02")
    assert {a for a in legal(s) if a.startswith("load")} == {"load 1", "load 2", "load 3"}


def test_curbside_pickup_takes_orders_from_the_town_road_spaces():
    s = truck(start(3), 0, pos="T1e")
    assert not any(a.startswith("take") for a in legal(s))
    s = with_abilities(s, "A03")
    row = s.towns[0].row
    assert {a for a in legal(s) if a.startswith("take")} == {f"take {ORDERS[o].id}" for o in row}


def test_free_sample_loads_a_classic_after_fulfilling():
    s = with_abilities(truck(start(3), 0, pos="T1", mints=(2, 0, 0), orders=("D-T1-01",)), "A04")
    s = act(s, "fulfil D-T1-01")
    assert legal(s) == {"bonus take", "bonus skip"}
    s = act(s, "bonus take")
    assert s.trucks[0].mints == (1, 0, 0)


def test_turbo_engine_gives_one_free_move_after_a_move():
    s = with_abilities(start(3), "A05")
    s = act(s, "move W1")
    assert s.turn.left == 1
    s = act(s, "move T1e")  # free
    assert s.turn.left == 1 and s.turn.turbo
    s = act(s, "move T1")
    assert rules.to_act(s) == 1 and s.trucks[0].pos == "T1"  # three spaces for two actions
    # only once per turn, and only right after a move
    s = with_abilities(truck(start(3), 0, mints=(0, 0, 0)), "A05")
    s = act(s, "load 1", "move W1")
    assert rules.to_act(s) == 0 and {a for a in legal(s) if a.startswith("move")}  # a free move waits
    s = act(s, "move T1e")
    assert rules.to_act(s) == 1


def test_mobile_mixer_upgrades_to_sugar_free_anywhere():
    s = truck(start(3), 0, pos="T1e", mints=(4, 0, 0))
    assert not any(a.startswith("upgrade") for a in legal(s))
    s = with_abilities(s, "A06")
    assert {a for a in legal(s) if a.startswith("upgrade")} == {"upgrade S"}


def test_sweet_talker_holds_four_orders():
    s = truck(start(3), 0, pos="T1", orders=("D-T2-01", "D-T2-02", "D-T2-03"))
    s = with_abilities(s, "A07")
    assert any(a.startswith("take") for a in legal(s))


def test_all_terrain_tires_ignore_the_bad_road_tokens():
    s = rep(
        start(3), roads=(("T1e", "road_closed"), ("T1s", "toll_booth"), ("T2w", "traffic_jam"), ("T2s", "speedway"))
    )
    s = truck(s, 0, pos="W1")
    assert "move T1e" not in legal(s)
    s = with_abilities(s, "A08")
    assert "move T1e" in legal(s)
    s2 = act(s, "move T2w")
    assert rules.to_act(s2) == 0 and s2.turn.left == 1  # no jam
    s3 = truck(s, 0, pos="T1", mints=(4, 0, 0))
    assert "move T1s" in legal(s3) and "move T1s pay C" not in legal(s3)
    s4 = truck(s, 0, pos="T2")
    assert act(s4, "move T2s").trucks[0].pos == "T2s"  # no speeding on


def test_swap_meet_trades_an_order_for_a_face_up_one():
    s = truck(start(3), 0, pos="T2", orders=("D-T1-01",))
    s = town(s, 1, row=("D-T3-01", "D-T3-02"), deck=("D-T3-03",), bonus=(0, 2))
    assert not any(a.startswith("swap") for a in legal(s))
    s = with_abilities(s, "A09")
    assert "swap D-T1-01 for D-T3-02" in legal(s)
    s = act(s, "swap D-T1-01 for D-T3-01")
    assert s.trucks[0].orders == (O("D-T3-01"),)
    assert s.towns[1].row == (O("D-T3-02"), O("D-T3-03"))
    assert s.towns[1].bonus == (2, 0)  # no Classic added
    assert s.towns[1].deck == (O("D-T1-01"),)  # under the deck


def test_overtime_gives_a_third_action_at_once():
    s = rep(start(3), key=("A10",))
    s = truck(s, 0, done=("D-T1-01", "D-T1-02", "D-T1-03"))
    s = act(s, "acquire A10")
    assert s.turn.left == 2  # one spent, one gained
    s = act(s, "move W1", "move MC")
    assert rules.to_act(s) == 1
    s = act(s, "end turn", "end turn")
    assert rules.to_act(s) == 0 and s.turn.left == 3


def test_spice_route_makes_cinnamon_at_warehouses():
    s = truck(start(3), 0, pos="W4", mints=(3, 0, 0))
    s = with_abilities(s, "A11")
    assert "upgrade R" in legal(s)


def test_double_batch_makes_two_upgrades_in_one_action():
    s = with_abilities(truck(start(3), 0, mints=(4, 0, 0)), "A12")
    assert {a for a in legal(s) if a.startswith("upgrade")} == {"upgrade S", "upgrade R", "upgrade SS"}
    s = act(s, "upgrade SS")
    assert s.trucks[0].mints == (0, 2, 0) and s.turn.left == 1
    s = with_abilities(truck(start(3), 0, mints=(5, 0, 0)), "A12", "A01")
    assert "upgrade SR" in legal(s)


def test_express_route_takes_an_order_for_free_after_fulfilling():
    s = truck(start(3), 0, pos="T1", mints=(2, 0, 0), orders=("D-T1-01",))
    s = with_abilities(turn(s, left=0), "A13")
    s = act(s, "fulfil D-T1-01")
    takes = {a for a in legal(s) if a.startswith("take")}
    assert takes
    s = act(s, sorted(takes)[0])
    assert len(s.trucks[0].orders) == 1
    assert rules.to_act(s) == 1  # it cost no action, and the turn had none left


def test_every_ability_has_a_test():
    tested = {"A01", "A02", "A03", "A04", "A05", "A06", "A07", "A08", "A09", "A10", "A11", "A12", "A13"}
    assert tested == {a.id for a in ABILITIES}


# --- Road Conditions ------------------------------------------------------------------------------


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_road_tokens_are_placed_on_town_road_spaces_by_the_arrow(count):
    for seed in range(15):
        s = rules.new_game(start(3).seats, seed, {"road_conditions": str(count)})
        spaces = [sp for sp, _ in s.roads]
        tokens = [tok for _, tok in s.roads]
        assert len(s.roads) == count and len(set(spaces)) == count and len(set(tokens)) == count
        assert all(SPACE_KIND[sp] == "space" for sp in spaces)


def test_road_token_placement_follows_town_and_flip():
    rng = Rng.from_seed(4)
    placed, _ = setup.place_road_tokens(rng, 4)
    assert {sp for sp, _ in placed} <= set(ARROW.values())
    assert ARROW[("T1", "cw")] == "T1e" and ARROW[("T1", "ccw")] == "T1s"
    assert {t[0] for t in ARROW} == set(TOWNS)


def test_road_closed_cannot_be_entered_or_passed():
    s = truck(rep(start(3), roads=(("T1e", "road_closed"),)), 0, pos="W1")
    assert "move T1e" not in legal(s)
    with pytest.raises(IllegalActionError, match="closed"):
        act(s, "move T1e")


def test_traffic_jam_ends_the_turn_at_once():
    s = truck(rep(start(3), roads=(("T1e", "traffic_jam"),)), 0, pos="W1")
    s = act(s, "move T1e")
    assert rules.to_act(s) == 1 and s.trucks[0].pos == "T1e"


def test_toll_booth_takes_a_mint_to_enter():
    s = truck(rep(start(3), roads=(("T1e", "toll_booth"),)), 0, pos="W1", mints=(1, 1, 0))
    moves = {a for a in legal(s) if a.startswith("move T1e")}
    assert moves == {"move T1e pay C", "move T1e pay S"}
    s2 = act(s, "move T1e pay S")
    assert s2.trucks[0].mints == (1, 0, 0) and s2.supply[1] == s.supply[1] + 1
    empty = truck(s, 0, mints=(0, 0, 0))
    assert not any(a.startswith("move T1e") for a in legal(empty))


def test_a_refused_toll_booth_move_names_the_real_reason():
    s = truck(rep(start(3), roads=(("T1e", "toll_booth"),)), 0, pos="W1", mints=(1, 1, 0))
    with pytest.raises(IllegalActionError, match="say which mint you pay"):
        act(s, "move T1e")
    with pytest.raises(IllegalActionError, match="your truck is empty"):
        act(truck(s, 0, mints=(0, 0, 0)), "move T1e pay C")
    far = truck(s, 0, pos="MC")  # the toll space is two roads away: the distance is the reason
    with pytest.raises(IllegalActionError, match="not one road away from Mintopia City"):
        act(far, "move T1e pay C")


def test_speedway_moves_one_more_space_the_same_way():
    s = truck(rep(start(3), roads=(("T1e", "speedway"),)), 0, pos="W1")
    assert act(s, "move T1e").trucks[0].pos == "T1"
    s = truck(s, 0, pos="T1")
    s2 = act(s, "move T1e")
    assert s2.trucks[0].pos == "W1" and s2.turn.left == 1
    assert "speeds on to North Warehouse" in rules.describe(s, rules.parse_action("move T1e"))


def test_loading_zone_may_load_one_classic():
    s = truck(rep(start(3), roads=(("T1e", "loading_zone"),)), 0, pos="W1", mints=(2, 0, 0))
    s = act(s, "move T1e")
    assert legal(s) == {"bonus take", "bonus skip"}
    assert act(s, "bonus take").trucks[0].mints == (3, 0, 0)
    assert act(s, "bonus skip").trucks[0].mints == (2, 0, 0)
    full = truck(rep(start(3), roads=(("T1e", "loading_zone"),)), 0, pos="W1", mints=(4, 0, 0))
    assert not act(full, "move T1e").turn.pending  # no room: nothing to offer


def test_tunnel_joins_its_space_to_mintopia_city():
    s = rep(start(3), roads=(("T3n", "tunnel"),))
    assert "move T3n" in legal(s)
    s = act(s, "move T3n")
    assert "move MC" in legal(s)
    s = act(s, "move MC")
    assert s.trucks[0].pos == "MC"
