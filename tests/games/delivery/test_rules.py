"""Scenario tests for the multiplayer rules, one per rulebook paragraph."""

from __future__ import annotations

import pytest

from mint.core.game import IllegalActionError
from mint.games.delivery import play, rules
from mint.games.delivery.cards import ORDERS
from mint.games.delivery.model import oid, rep
from tests.games.delivery.helpers import O, act, legal, seats, start, town, truck, turn

# --- Setup -------------------------------------------------------------------------------------


def test_setup_deals_three_orders_and_every_truck_starts_in_the_city_with_four_classic():
    s = rules.new_game(seats(4), 5, {})
    assert s.phase == "keep"
    assert all(len(t.hand) == 3 for t in s.trucks)
    assert len({o for t in s.trucks for o in t.hand}) == 12
    assert all(t.pos == "MC" and t.mints == (4, 0, 0) for t in s.trucks)
    assert s.supply == (20 - 16, 10, 8)


def test_keeping_orders_is_a_secret_choice_made_in_turn():
    s = rules.new_game(seats(3), 5, {})
    assert rules.to_act(s) == 0
    assert len(rules.legal_actions(s)) == 8  # every subset of the 3 dealt orders
    hand = s.trucks[0].hand
    s = act(s, f"keep {oid(hand[0])}")
    assert rules.to_act(s) == 1
    seen_by_1 = rules.observation(s, 1).trucks[0]
    assert seen_by_1.kept == (-1,) and seen_by_1.hand == (-1, -1, -1)
    assert rules.observation(s, 0).trucks[0].kept == (hand[0],)
    assert rules.observation(s, None).trucks[1].hand == (-1, -1, -1)
    assert "secret" in rules.describe(s, rules.legal_actions(s)[0])


def test_kept_orders_over_six_stars_go_back_lowest_first():
    s = rules.new_game(seats(2), 5, {})
    s = truck(s, 0, hand=(O("D-T1-10"), O("D-T1-08"), O("D-T1-01")))  # 5 + 4 + 2 stars
    s = act(s, "keep D-T1-01 D-T1-08 D-T1-10", "keep none")
    assert s.phase == "play"
    assert s.trucks[0].orders == (O("D-T1-10"),)  # 2 then 4 go back: 5 stars remain
    assert set(s.box) == {O("D-T1-01"), O("D-T1-08")}


def test_orders_kept_within_six_stars_are_revealed_and_kept():
    s = rules.new_game(seats(2), 5, {})
    s = truck(s, 1, hand=(O("D-T2-01"), O("D-T3-06"), O("D-T4-09")))
    s = act(s, "keep none", "keep D-T2-01 D-T3-06")
    assert s.trucks[1].orders == (O("D-T2-01"), O("D-T3-06"))
    assert rules.observation(s, 0).trucks[1].orders == s.trucks[1].orders


def test_four_town_decks_of_seven_with_two_revealed_from_the_orders_not_kept():
    s = rules.new_game(seats(3), 9, {})
    kept = s.trucks[0].hand[:1]
    s = act(s, f"keep {oid(kept[0])}", "keep none", "keep none")
    in_towns = [o for st in s.towns for o in (*st.row, *st.deck)]
    assert len(in_towns) == 28 and len(set(in_towns)) == 28
    assert all(len(st.row) == 2 and len(st.deck) == 5 and st.bonus == (0, 0) for st in s.towns)
    assert kept[0] not in in_towns
    # discarded orders are shuffled back in: some of the other dealt orders are likely in towns
    assert rules.to_act(s) == 0 and s.turn.left == 2


# --- Primary actions -----------------------------------------------------------------------------


def test_a_turn_has_two_actions_and_then_passes():
    s = start(3)
    s = act(s, "move W1")
    assert rules.to_act(s) == 0 and s.turn.left == 1
    s = act(s, "move MC")  # the same action twice is allowed
    assert rules.to_act(s) == 1 and s.turn.left == 2


def test_ending_the_turn_early_loses_the_remaining_actions():
    s = act(start(3), "end turn")
    assert rules.to_act(s) == 1


def test_move_goes_one_space_along_a_road():
    s = start(3)
    assert {a for a in legal(s) if a.startswith("move")} == {"move W1", "move W2", "move W3", "move W4"}
    with pytest.raises(IllegalActionError, match="not one road away"):
        act(s, "move T1")
    s = act(s, "move W1")
    assert {a for a in legal(s) if a.startswith("move")} == {"move MC", "move T1e", "move T2w"}


def test_load_in_the_city_up_to_four_classic_within_capacity():
    s = truck(start(3), 0, mints=(1, 0, 0))
    assert {a for a in legal(s) if a.startswith("load")} == {"load 1", "load 2", "load 3"}
    s = truck(start(3), 0, mints=(0, 0, 0))
    assert {a for a in legal(s) if a.startswith("load")} == {"load 1", "load 2", "load 3", "load 4"}
    s2 = act(s, "load 4")
    assert s2.trucks[0].mints == (4, 0, 0) and s2.supply[0] == s.supply[0] - 4


def test_load_at_a_warehouse_up_to_two_classic():
    s = truck(start(3), 0, pos="W2", mints=(0, 0, 0))
    assert {a for a in legal(s) if a.startswith("load")} == {"load 1", "load 2"}
    with pytest.raises(IllegalActionError, match="room|loads up to"):
        act(s, "load 3")


def test_loading_stops_when_the_supply_has_no_classic_left():
    s = truck(start(3), 0, mints=(0, 0, 0))
    s = rep(s, supply=(1, 10, 8))
    assert {a for a in legal(s) if a.startswith("load")} == {"load 1"}


def test_unload_any_number_of_mints_back_to_the_supply():
    s = truck(start(3), 0, mints=(2, 1, 0))
    unloads = {a for a in legal(s) if a.startswith("unload")}
    assert unloads == {"unload C", "unload CC", "unload S", "unload CS", "unload CCS"}
    s2 = act(s, "unload CS")
    assert s2.trucks[0].mints == (1, 0, 0) and s2.supply == (s.supply[0] + 1, s.supply[1] + 1, s.supply[2])
    assert not any(a.startswith("unload") for a in legal(truck(s, 0, pos="T1e")))


def test_take_order_leaves_a_classic_on_the_other_order_and_reveals_a_new_one():
    s = truck(start(3), 0, pos="T1")
    s = town(s, 0, row=("D-T2-01", "D-T3-02"), deck=("D-T4-03", "D-T4-04"))
    s2 = act(s, "take D-T2-01")
    assert s2.trucks[0].orders == (O("D-T2-01"),)
    assert s2.towns[0].row == (O("D-T3-02"), O("D-T4-03"))
    assert s2.towns[0].bonus == (1, 0)
    assert s2.towns[0].deck == (O("D-T4-04"),)
    assert s2.supply[0] == s.supply[0] - 1
    assert s2.turn.left == 1
    assert rules.is_barrier(s, rules.parse_action("take D-T2-01"))


def test_mints_on_a_taken_order_may_be_loaded_for_free_within_capacity():
    s = truck(start(3), 0, pos="T1", mints=(2, 0, 0))
    s = town(s, 0, row=("D-T2-01", "D-T3-02"), deck=("D-T4-03",), bonus=(3, 0))
    s = act(s, "take D-T2-01")
    assert legal(s) == {"claim 0", "claim 1", "claim 2"}  # room for 2 of the 3
    supply = s.supply[0]
    s = act(s, "claim 2")
    assert s.trucks[0].mints == (4, 0, 0)
    assert s.supply[0] == supply - 2
    assert s.turn.left == 1  # loading the order's mints is free


def test_at_most_three_active_orders():
    s = truck(start(3), 0, pos="T1", orders=("D-T1-01", "D-T1-02", "D-T1-03"))
    assert not any(a.startswith("take") for a in legal(s))
    with pytest.raises(IllegalActionError, match="3 active orders"):
        act(s, f"take {oid(s.towns[0].row[0])}")


def test_upgrade_sugar_free_at_a_warehouse_or_the_city_and_cinnamon_only_in_the_city():
    s = truck(start(3), 0, pos="W3", mints=(4, 0, 0))
    assert {a for a in legal(s) if a.startswith("upgrade")} == {"upgrade S"}
    with pytest.raises(IllegalActionError, match="Cinnamon is made only in Mintopia City"):
        act(s, "upgrade R")
    s = truck(s, 0, pos="MC")
    assert {a for a in legal(s) if a.startswith("upgrade")} == {"upgrade S", "upgrade R"}
    s2 = act(s, "upgrade R")
    assert s2.trucks[0].mints == (1, 0, 1)
    s3 = act(s, "upgrade S", "upgrade S")
    assert s3.trucks[0].mints == (0, 2, 0)
    assert not any(a.startswith("upgrade") for a in legal(truck(s, 0, pos="T1")))


def test_fulfil_is_free_needs_the_town_and_the_mints_and_may_happen_several_times():
    s = truck(start(3), 0, pos="T1", mints=(3, 1, 0), orders=("D-T1-01", "D-T1-03", "D-T2-01"))
    s = turn(s, left=0)
    assert {a for a in legal(s) if a.startswith("fulfil")} == {"fulfil D-T1-01", "fulfil D-T1-03"}
    s = act(s, "fulfil D-T1-01")
    assert s.trucks[0].mints == (1, 1, 0) and s.turn.left == 0 and rules.to_act(s) == 0
    s = act(s, "fulfil D-T1-03")
    assert s.trucks[0].done == (O("D-T1-01"), O("D-T1-03"))
    assert s.trucks[0].orders == (O("D-T2-01"),)
    assert rules.to_act(s) == 1  # nothing else to do with no actions left: the turn passed
    with pytest.raises(IllegalActionError):
        act(truck(start(3), 0, pos="T2", orders=("D-T1-01",)), "fulfil D-T1-01")


def test_fulfilling_returns_the_mints_to_the_supply():
    s = truck(start(3), 0, pos="T1", mints=(1, 1, 0), orders=("D-T1-03",))
    s2 = act(s, "fulfil D-T1-03")
    assert s2.supply == (s.supply[0] + 1, s.supply[1] + 1, s.supply[2])


def test_a_completed_order_is_secret_but_the_number_completed_is_public():
    s = truck(start(3), 0, pos="T1", mints=(2, 0, 0), orders=("D-T1-01",))
    s = act(s, "fulfil D-T1-01")
    assert rules.observation(s, 1).trucks[0].done == (-1,)
    assert rules.observation(s, None).trucks[0].done == (-1,)
    assert rules.observation(s, 0).trucks[0].done == (O("D-T1-01"),)
    assert "2-star" not in rules.describe(
        truck(start(3), 0, pos="T1", mints=(2, 0, 0), orders=("D-T1-01",)), rules.parse_action("fulfil D-T1-01")
    )


def test_two_players_fulfilling_also_removes_an_order_from_a_town():
    s = truck(start(2), 0, pos="T1", mints=(2, 0, 0), orders=("D-T1-01",))
    s = town(s, 2, row=("D-T2-02", "D-T2-03"), deck=("D-T2-04",))
    s = act(s, "fulfil D-T1-01")
    assert s.turn.pending == ("remove",)
    assert {a.split()[0] for a in legal(s)} == {"remove"}
    assert len(legal(s)) == sum(len(st.row) for st in s.towns)
    s = act(s, "remove D-T2-02")
    assert O("D-T2-02") in s.box
    assert s.towns[2].row == (O("D-T2-03"), O("D-T2-04")) and s.towns[2].bonus == (1, 0)
    assert not s.turn.pending and s.turn.left == 2


def test_three_players_fulfilling_removes_nothing():
    s = truck(start(3), 0, pos="T1", mints=(2, 0, 0), orders=("D-T1-01",))
    s = act(s, "fulfil D-T1-01")
    assert s.turn.pending == ()


# --- End of the game -----------------------------------------------------------------------------


def test_two_towns_without_orders_trigger_the_last_round():
    s = start(3)
    s = town(s, 1, row=(), deck=())
    s = town(s, 0, row=("D-T2-01",), deck=())
    s = truck(s, 1, pos="T1")
    s = act(s, "end turn")  # seat 1's turn
    s = act(s, "take D-T2-01")
    assert s.last_round
    s = act(s, "end turn")
    assert rules.to_act(s) == 2  # the round is finished
    s = act(s, "end turn")
    assert rules.to_act(s) is None and s.phase == "over"
    assert rules.outcome(s) is not None


def test_all_four_decks_empty_trigger_the_last_round():
    s = start(3)
    for i in range(1, 4):
        s = town(s, i, row=("D-T3-01", "D-T3-02")[:1] if i == 1 else (), deck=())
    s = town(s, 0, row=("D-T2-01", "D-T2-02"), deck=("D-T2-03",))
    s = town(s, 2, row=("D-T4-01",), deck=())
    s = town(s, 3, row=("D-T4-02",), deck=())
    s = truck(s, 0, pos="T1")
    assert not play.check_end(s).last_round
    s = act(s, "take D-T2-01")
    assert s.last_round


def test_the_player_before_the_starting_player_has_the_last_turn():
    s = start(4)
    s = rep(s, last_round=True)
    for seat in range(4):
        assert rules.to_act(s) == seat
        s = act(s, "end turn")
    assert s.phase == "over"


def test_the_end_triggered_on_the_last_seat_ends_after_that_turn():
    s = start(3)
    s = act(s, "end turn", "end turn")
    s = town(s, 1, row=(), deck=())
    s = town(s, 0, row=("D-T2-01",), deck=())
    s = truck(s, 2, pos="T1")
    s = act(s, "take D-T2-01", "end turn")
    assert s.phase == "over"


def _over(s, *trucks):
    for i, kw in enumerate(trucks):
        s = truck(s, i, **kw)
    return rep(s, phase="over")


def test_most_stars_win():
    s = _over(start(3), dict(done=("D-T1-10",)), dict(done=("D-T1-01", "D-T1-02")), dict(done=()))
    out = rules.outcome(s)
    assert out.scores == (5.0, 4.0, 0.0) and out.winners == (0,) and out.tiebreak is None


def test_tie_broken_by_most_completed_orders():
    s = _over(start(2), dict(done=("D-T1-08",)), dict(done=("D-T1-01", "D-T1-02")))
    out = rules.outcome(s)
    assert out.winners == (1,) and out.tiebreak == "most completed orders"


def test_tie_broken_by_mint_value_in_the_truck():
    s = _over(start(2), dict(done=("D-T1-08",), mints=(1, 0, 1)), dict(done=("D-T2-08",), mints=(2, 1, 0)))
    out = rules.outcome(s)  # 1 + 3 = 4 against 2 + 2 = 4: still tied, shared
    assert out.winners == (0, 1) and out.tiebreak == "shared win"
    s = _over(start(2), dict(done=("D-T1-08",), mints=(0, 0, 2)), dict(done=("D-T2-08",), mints=(2, 1, 0)))
    out = rules.outcome(s)
    assert out.winners == (0,) and out.tiebreak == "highest mint value in the truck"


def test_tie_broken_by_age_closest_to_42():
    s = rules.new_game(seats(3, ages=(30, 50, 44)), 1, {})
    s = act(s, "keep none", "keep none", "keep none")
    s = _over(
        s,
        dict(done=("D-T1-08",), mints=(0, 0, 0)),
        dict(done=("D-T2-08",), mints=(0, 0, 0)),
        dict(done=("D-T3-08",), mints=(0, 0, 0)),
    )
    out = rules.outcome(s)
    assert out.winners == (2,) and out.tiebreak == "age closest to 42"


def test_describe_speaks_of_the_game():
    s = start(3)
    assert rules.describe(s, rules.parse_action("move W1")) == "P1 moves to North Warehouse"
    s = truck(s, 0, mints=(0, 0, 0))
    assert rules.describe(s, rules.parse_action("load 3")) == "P1 loads 3 Classic in Mintopia City"


def test_unnamed_seats_are_called_by_their_colour():
    from mint.core.game import Seat

    s = rules.new_game((Seat("human"), Seat("human")), 1, {})
    s = act(s, "keep none", "keep none")
    assert rules.describe(s, rules.parse_action("move W2")).startswith("Orange moves")


def test_text_forms_round_trip():
    for text in (
        "keep none",
        "keep D-T1-01 D-T2-10",
        "move T1e pay S",
        "load 4",
        "unload CCR",
        "upgrade SR",
        "take D-T3-07",
        "fulfil D-T4-10",
        "claim 2",
        "remove D-T1-05",
        "bonus take",
        "acquire A05",
        "swap D-T1-01 for D-T2-02",
        "end turn",
        "load 2 S from B",
        "shift 2 on A",
        "return R to B",
        "ai",
    ):
        assert str(rules.parse_action(text)) == text
    with pytest.raises(IllegalActionError):
        rules.parse_action("fly to the moon")


def test_options_are_checked():
    from mint.core.game import OptionError

    with pytest.raises(OptionError):
        rules.new_game(seats(3), 1, {"driver": "lola"})
    with pytest.raises(OptionError):
        rules.new_game(seats(1), 1, {"abilities": "on"})
    with pytest.raises(OptionError):
        rules.new_game(seats(6), 1, {})
    with pytest.raises(OptionError):
        rules.new_game(seats(3), 1, {"road_conditions": "7"})


def test_a_stalled_game_ends_after_the_round_limit():
    s = start(2)
    s = rep(s, rounds=rules.ROUND_LIMIT - 1)
    s = act(s, "end turn", "end turn")
    assert s.phase == "over"


def test_determinize_fills_hidden_orders_consistently():
    from mint.core.rng import Rng

    s = truck(start(3), 1, done=("D-T1-01", "D-T1-02"))
    obs = rules.observation(s, 0)
    world = rules.determinize(obs, 0, Rng.from_seed(3))
    assert len(world.trucks[1].done) == 2 and min(world.trucks[1].done) >= 0
    seen = [o for t in world.trucks for o in (*t.orders, *t.done)] + [
        o for st in world.towns for o in (*st.row, *st.deck)
    ]
    assert len(seen) == len(set(seen))
    assert all(len(a.deck) == len(b.deck) for a, b in zip(world.towns, s.towns, strict=True))
    assert world.towns[0].row == s.towns[0].row
    assert ORDERS[world.trucks[1].done[0]].stars >= 2


def test_actions_name_typed_spots_whose_text_is_the_old_id():
    from mint.core.spots import Spot
    from mint.games.delivery import actions as M

    cases = [
        (M.Move("T1", "", 2), Spot("truck", seat=2), Spot("space", "T1"), "move T1"),
        (M.Move("T1e", "C", 1), Spot("mint", "C", 1), Spot("space", "T1e"), "move T1e pay C"),
        (M.Load(3, 0), Spot("load", 3), Spot("truck", seat=0), "load 3"),
        (M.Unload("CS", 1), Spot("mint", "C", 1), Spot("supply"), "unload CS"),
        (M.Upgrade("SR", 2), Spot("mint", "C", 2), Spot("upgrade", "SR"), "upgrade SR"),
        (M.Take("D-T1-01", 1), Spot("order", "D-T1-01"), Spot("area", seat=1), "take D-T1-01"),
        (M.Fulfil("D-T2-03", 0), Spot("mints", seat=0), Spot("order", "D-T2-03"), "fulfil D-T2-03"),
        (M.Remove("D-T3-02"), Spot("order", "D-T3-02"), Spot("box"), "remove D-T3-02"),
        (M.Acquire("A05", 1), Spot("ability", "A05"), Spot("area", seat=1), "acquire A05"),
        (M.Swap("D-T1-01", "D-T4-02"), Spot("order", "D-T1-01"), Spot("order", "D-T4-02"), "swap D-T1-01 for D-T4-02"),
        (M.BeltLoad("A", "C", 2, 3), Spot("belt", "A", 3), Spot("truck", seat=0), None),
        (M.Shift("B", 2), Spot("belt", "B", 1), Spot("beltback", "B"), None),
        (M.ReturnMint("S", "A"), Spot("return", "S"), Spot("beltback", "A"), None),
    ]
    for action, source, target, text in cases:
        assert (action.source, action.target) == (source, target), action
        assert action.source != str(source) and action.target != str(target)  # a Spot is not its text
        if text is not None:
            assert str(action) == text and rules.parse_action(text) == action
    # the text of the ids reads as the strings they replaced, but for the mint on a truck, which
    # now names its letter before its seat
    assert [str(M.Move("T1", "", 2).source), str(M.Load(3, 0).target), str(M.Shift("B", 2).source)] == [
        "truck:2",
        "truck:0",
        "belt:B:1",
    ]
    assert str(M.Unload("CS", 1).source) == "mint:C:1"
