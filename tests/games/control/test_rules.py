"""Scenario tests: one or more per paragraph of the Mint Control rulebook and per location."""

from __future__ import annotations

import pytest

from mint.core.game import IllegalActionError, OptionError, Seat
from mint.core.rng import MASKED
from mint.core.spots import Spot
from mint.games.control import actions
from mint.games.control import rules as R
from mint.games.control.cards import BY_ID

from .helpers import play, row, seats, table, total_mints

# --- Setup --------------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_lays_out_locations_until_five_spaces_per_player(n):
    for seed in range(40):
        s = R.new_game(seats(n), seed, {})
        spaces = [BY_ID[lid].spaces for lid in s.locs]
        assert sum(spaces) >= 5 * n, "at least 5 spaces per player"
        assert sum(spaces) - spaces[-1] < 5 * n, "no card is added once the target is reached"
        assert len(set(s.locs)) == len(s.locs)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_two_mints_each_from_the_supply_of_twenty_and_five_tokens(n):
    s = R.new_game(seats(n), 3, {})
    assert s.mints == (2,) * n
    assert s.supply == 20 - 2 * n
    assert all(R.placed(s, p) == 0 for p in range(n))
    assert s.pool == ("earn", "influence", "oust", "presence", "scavenge")


def test_two_player_setup_can_stop_after_two_locations():
    """The source remarks that a 2-player setup may use only 2 locations (5 + 5 spaces)."""
    counts = {len(R.new_game(seats(2), seed, {}).locs) for seed in range(400)}
    assert 2 in counts


def test_starting_player_is_chosen_in_setup_or_at_random():
    assert R.new_game(seats(4), 1, {"start": "3"}).start == 2
    assert R.to_act(R.new_game(seats(4), 1, {"start": "3"})) == 2
    starts = {R.new_game(seats(4), seed, {}).start for seed in range(60)}
    assert starts == {0, 1, 2, 3}


def test_setup_rejects_impossible_options():
    with pytest.raises(OptionError, match="seat from 1 to 3"):
        R.new_game(seats(3), 1, {"start": "4"})
    with pytest.raises(OptionError, match="unknown option"):
        R.new_game(seats(3), 1, {"colour": "red"})
    with pytest.raises(OptionError, match="2-4 players"):
        R.new_game(seats(5), 1, {})
    with pytest.raises(OptionError):
        R.new_game(seats(3), 1, {"lotto": "sometimes"})


# --- Concepts: control and the limited supply ----------------------------------------------------


def test_sole_majority_controls_and_a_tie_controls_nobody():
    s = table(["producer", "bank"], {"producer": (2, 1, 0, 0), "bank": (1, 1, 0, 0)})
    assert R.controller(s, 0) == 0
    assert R.controller(s, 1) == -1
    assert R.controllers(s) == (0, -1)


def test_limited_supply_pays_clockwise_from_the_chooser_until_it_runs_out():
    """3 mints left: the chooser's Action and Perk take 2, the next player 1, the rest nothing."""
    s = table(["warehouse"], mints=(5, 5, 5, 2), start=1)
    assert s.supply == 3
    s = play(s, "pick earn 1")
    assert s.mints == (5, 7, 6, 2)
    assert s.supply == 0


def test_a_player_gains_only_what_is_left_in_the_supply():
    s = table(["warehouse"], mints=(9, 9), supply=2)
    s = play(s, "pick earn 0")
    assert s.mints == (11, 9) and s.supply == 0


# --- Sequence of play ----------------------------------------------------------------------------


def test_chooser_acts_first_then_every_other_player_clockwise():
    s = table(["warehouse", "supermarket"], mints=(3, 3, 3, 3), start=2)
    s = play(s, "pick influence 2")
    order = []
    while s.tile:
        order.append(R.to_act(s))
        s = play(s, "skip influence")
    assert order == [2, 3, 0, 1]


def test_next_player_clockwise_picks_from_the_remaining_tiles():
    s = table(["warehouse"], start=0)
    s = play(s, "pick earn 0")
    assert R.to_act(s) == 1
    picks = [a for a in R.legal_actions(s) if isinstance(a, R.Pick)]
    assert [a.tile for a in picks] == ["influence", "oust", "presence", "scavenge"]
    with pytest.raises(IllegalActionError, match="already been picked"):
        play(s, "pick earn 1")
    with pytest.raises(IllegalActionError, match="turn to pick"):
        play(s, "pick oust 2")


def test_tiles_stay_out_for_a_second_round_with_two_players_then_all_return():
    s = table(["warehouse", "supermarket"], mints=(2, 2))
    s = play(s, "pick earn 0", "pick presence 1")
    assert s.round == 2 and s.start == 1
    assert s.held == (("earn",), ("presence",))
    assert s.pool == ("influence", "oust", "scavenge"), "3 tiles left for 2 players: no return"
    s = play(s, "pick scavenge 1", "skip scavenge", "pick oust 0")
    assert s.round == 3 and s.start == 0
    assert s.held == ((), ())
    assert len(s.pool) == 5, "1 tile left for 2 players: all return"


@pytest.mark.parametrize("n", [3, 4])
def test_tiles_return_after_every_round_with_three_or_four_players(n):
    s = table(["warehouse", "supermarket", "lotto", "bank"], mints=(2,) * n, start=n - 1)
    tiles = ["earn", "presence", "oust", "scavenge"][:n]
    for k, tile in enumerate(tiles):
        seat = (n - 1 + k) % n
        s = play(s, f"pick {tile} {seat}")
        if s.tile == "scavenge":
            s = play(s, "skip scavenge")
    assert s.round == 2
    assert len(s.pool) == 5
    assert s.start == 0, "the Starting Player token passes clockwise"


# --- Actions: Influence --------------------------------------------------------------------------


def test_influence_pays_the_cost_and_the_perk_pays_one_less():
    s = table(["producer", "warehouse"], mints=(5, 5))
    s = play(s, "pick influence 0", "influence producer 0")
    assert s.mints[0] == 3, "Producer costs 3, the perk makes it 2"
    s = play(s, "influence producer 1")
    assert s.mints[1] == 2
    assert row(s, "producer") == (1, 1)
    assert total_mints(s) == 20


def test_influence_perk_never_goes_below_zero():
    s = table(["warehouse", "producer"], mints=(0, 5))
    s = play(s, "pick influence 0")
    assert R.influence_cost(s, 0, 0) == 0
    s = play(s, "influence warehouse 0")
    assert s.mints[0] == 0 and row(s, "warehouse") == (1, 0)


def test_influence_needs_an_open_space():
    s = table(["black_market", "warehouse"], {"black_market": (1, 1)}, mints=(9, 9))
    s = play(s, "pick influence 0")
    assert R.Influence(0, "black_market") not in R.legal_actions(s)
    with pytest.raises(IllegalActionError, match="Black Market has no open space"):
        play(s, "influence black_market 0")


def test_influence_too_dear_says_the_cost_and_the_mints():
    s = table(["black_market", "warehouse"], mints=(5, 2))
    s = play(s, "pick influence 0", "skip influence")
    with pytest.raises(IllegalActionError) as err:
        play(s, "influence black_market 1")
    assert str(err.value) == "Black Market costs 3 mints; you have 2."


def test_a_player_who_cannot_influence_is_passed_over():
    s = table(["black_market"], mints=(5, 0, 5))
    s = play(s, "pick influence 0", "skip influence")
    assert R.to_act(s) == 2, "seat 1 has no mints for any open space"


def test_influence_may_be_declined_and_the_perk_needs_no_step():
    s = table(["warehouse"], mints=(2, 2))
    s = play(s, "pick influence 0", "skip influence", "skip influence")
    assert s.tile == "" and R.to_act(s) == 1
    assert s.mints == (2, 2)


# --- Actions: Earn -------------------------------------------------------------------------------


def test_earn_gives_everyone_a_mint_and_the_chooser_another():
    s = table(["warehouse"], mints=(2, 2, 2), start=1)
    s = play(s, "pick earn 1")
    assert s.mints == (3, 4, 3)
    assert s.supply == 20 - 10


# --- Actions: Presence ---------------------------------------------------------------------------


def test_presence_pays_each_influenced_location_once():
    s = table(
        ["producer", "black_market", "warehouse", "supermarket"],
        {"producer": (2, 0, 0), "black_market": (1, 0, 0), "warehouse": (1, 0, 0), "supermarket": (0, 1, 0)},
        mints=(0, 0, 0),
        start=1,
    )
    s = play(s, "pick presence 1", "skip presence")
    # Producer and Black Market pay 1 each (Warehouse has no presence bonus); seat 1 gets 1.
    assert s.mints == (2, 1, 0)


def test_presence_perk_gains_the_ousted_bonus_of_a_controlled_location():
    s = table(["producer", "supermarket"], {"producer": (1, 0), "supermarket": (0, 1)}, mints=(0, 0))
    s = play(s, "pick presence 0")
    assert R.to_act(s) == 0
    assert R.legal_actions(s) == [R.Claim("producer"), R.Skip("presence")]
    s = play(s, "claim producer")
    assert s.mints == (1 + 2, 1), "presence 1, then Producer's ousted bonus of 2"
    assert row(s, "producer") == (1, 0), "nothing is removed"


def test_presence_perk_can_be_skipped_and_needs_sole_control():
    s = table(["producer", "bank"], {"producer": (1, 0), "bank": (1, 1)}, mints=(0, 0))
    s = play(s, "pick presence 0")
    assert R.Claim("bank") not in R.legal_actions(s)
    s = play(s, "skip presence")
    assert s.mints == (2, 1) and s.tile == ""


def test_presence_perk_is_passed_over_without_control():
    s = table(["producer"], {"producer": (1, 1)}, mints=(0, 0))
    s = play(s, "pick presence 0")
    assert s.tile == "" and R.to_act(s) == 1
    assert s.mints == (1, 1)


def test_presence_perk_on_black_market_steals():
    s = table(["black_market", "warehouse"], {"black_market": (1, 0, 0)}, mints=(0, 3, 3))
    s = play(s, "pick presence 0", "claim black_market")
    assert R.to_act(s) == 0
    assert R.legal_actions(s) == [R.Steal(1), R.Steal(2)]
    s = play(s, "steal 2")
    assert s.mints == (1 + 1, 3, 2)
    assert total_mints(s) == 20


# --- Actions: Oust -------------------------------------------------------------------------------


def test_oust_with_no_removal_still_gives_everyone_a_mint():
    s = table(["producer"], {"producer": (0, 1, 0)}, mints=(2, 2, 2))
    s = play(s, "pick oust 0", "skip oust")
    assert s.mints == (3, 3, 3) and row(s, "producer") == (0, 1, 0)


def test_oust_one_removal_pays_one_and_the_owner_gains_the_ousted_bonus():
    s = table(["producer", "warehouse"], {"producer": (0, 1, 0, 0)}, mints=(3, 2, 2, 2))
    s = play(s, "pick oust 0")
    assert s.mints[0] == 4, "the chooser's own Oust action comes first"
    s = play(s, "oust producer 1")
    assert row(s, "producer") == (0, 0, 0, 0)
    # Paid 1, the owner gained Producer's 2; no token is left for a second removal, so the
    # other players' Oust actions follow at once.
    assert s.tile == ""
    assert s.mints == (3, 2 + 2 + 1, 3, 3)
    assert total_mints(s) == 20


def test_oust_second_removal_costs_three_more_and_may_be_the_players_own_token():
    s = table(["producer", "supermarket"], {"producer": (1, 1), "supermarket": (0, 1)}, mints=(4, 0))
    s = play(s, "pick oust 0", "oust producer 1")
    assert s.mints == (4, 2)
    assert R.Oust("producer", 0) in R.legal_actions(s)
    s = play(s, "oust producer 0")
    assert row(s, "producer") == (0, 0)
    assert s.mints == (4 - 3 + 2, 2 + 1), "3 for the second removal, Producer's 2 back to the owner"
    assert s.tile == "" and R.to_act(s) == 1
    assert total_mints(s) == 20


def test_oust_may_remove_two_tokens_from_the_same_location_and_player():
    s = table(["supermarket"], {"supermarket": (0, 2)}, mints=(4, 0))
    s = play(s, "pick oust 0", "oust supermarket 1", "oust supermarket 1")
    assert row(s, "supermarket") == (0, 0)
    assert s.mints == (5 - 1 - 3, 2 + 1)


def test_oust_second_removal_is_not_offered_without_three_mints():
    s = table(["supermarket"], {"supermarket": (0, 2)}, mints=(1, 0))
    s = play(s, "pick oust 0", "oust supermarket 1")
    assert s.mints == (1, 1 + 1)
    assert s.tile == "", "1 mint is not enough for the second removal, so the tile goes on"


def test_oust_perk_is_passed_over_with_no_tokens_on_the_table():
    s = table(["supermarket"], mints=(0, 0))
    s = play(s, "pick oust 0")
    assert s.tile == "" and s.mints == (1, 1)


def test_oust_black_market_lets_the_owner_choose_whom_to_rob():
    s = table(
        ["black_market", "warehouse"], {"black_market": (0, 1, 0, 0), "warehouse": (0, 0, 1, 0)}, mints=(5, 0, 3, 3)
    )
    s = play(s, "pick oust 0", "oust black_market 1")
    assert R.to_act(s) == 1
    assert R.legal_actions(s) == [R.Steal(0), R.Steal(2), R.Steal(3)]
    assert "Vermillion" in R.describe(s, R.Steal(3))
    s = play(s, "steal 3")
    assert s.mints == (5, 1, 3, 2)
    assert R.to_act(s) == 0 and s.removed == 1, "back to the chooser's second removal"


def test_oust_steal_from_the_only_player_with_mints_is_automatic():
    s = table(["black_market"], {"black_market": (0, 1, 0)}, mints=(1, 0, 0))
    s = play(s, "pick oust 0", "oust black_market 1")
    # The chooser is left with 1 mint and is the only one to rob; then the others' Oust actions.
    assert s.mints == (0, 1 + 1, 1)
    assert s.tile == ""


def test_oust_steal_with_nobody_to_rob_does_nothing():
    s = table(["black_market"], {"black_market": (0, 1)}, mints=(0, 0), supply=1)
    s = play(s, "pick oust 0", "oust black_market 1")
    assert s.mints == (0, 1) and s.supply == 0, "nothing to steal; then Blue's Oust action"


def test_removing_your_own_black_market_token_steals_from_another():
    s = table(["black_market"], {"black_market": (1, 0, 0)}, mints=(1, 2, 2))
    s = play(s, "pick oust 0", "oust black_market 0")
    assert R.to_act(s) == 0 and R.legal_actions(s) == [R.Steal(1), R.Steal(2)]


# --- Actions: Scavenge ---------------------------------------------------------------------------


def test_scavenge_gains_from_the_supply_and_gives_others_nothing():
    s = table(["warehouse"], mints=(2, 2, 2), start=1)
    s = play(s, "pick scavenge 1", "scavenge supply")
    assert s.mints == (2, 3, 2)


def test_scavenge_steals_from_another_player():
    s = table(["warehouse"], mints=(2, 2, 2), start=1)
    s = play(s, "pick scavenge 1")
    assert R.legal_actions(s) == [R.Scavenge(-1), R.Scavenge(0), R.Scavenge(2), R.Skip("scavenge")]
    s = play(s, "scavenge 2")
    assert s.mints == (2, 3, 1) and s.supply == 14


def test_scavenge_with_an_empty_supply_can_only_steal():
    s = table(["warehouse"], mints=(10, 10, 0), supply=0, start=2)
    s = play(s, "pick scavenge 2")
    assert R.Scavenge(-1) not in R.legal_actions(s)
    with pytest.raises(IllegalActionError, match="supply is empty"):
        play(s, "scavenge supply")


# --- Location effects ----------------------------------------------------------------------------


def test_city_hall_gives_its_controller_a_mint_when_they_pick_before_the_tile():
    s = table(["city_hall", "producer"], {"city_hall": (1, 0)}, mints=(1, 5))
    s = play(s, "pick influence 0")
    assert s.mints[0] == 2
    assert R.Influence(0, "producer") in R.legal_actions(s), "Producer 3 - 1 = 2, paid with the new mint"
    assert "City Hall" in R.describe(table(["city_hall"], {"city_hall": (1, 0)}, mints=(1, 5)), R.Pick(0, "scavenge"))


def test_city_hall_pays_only_its_controller_and_only_from_the_supply():
    s = table(["city_hall"], {"city_hall": (1, 0)}, mints=(1, 1), start=1)
    s = play(s, "pick scavenge 1", "skip scavenge")
    assert s.mints == (1, 1)
    s = table(["city_hall"], {"city_hall": (1, 0)}, mints=(1, 1), supply=0)
    s = play(s, "pick scavenge 0")
    assert s.mints[0] == 1


def test_leadership_council_controller_wins_ties_elsewhere():
    locs = ["leadership_council", "producer", "bank", "supermarket"]
    s = table(
        locs,
        {"leadership_council": (0, 2, 0), "producer": (1, 1, 0), "bank": (1, 0, 1), "supermarket": (0, 0, 0)},
        mints=(2, 2, 2),
    )
    assert R.controller(s, 1) == 1, "tied at Producer and controls the Council"
    assert R.controller(s, 2) == -1, "the Council's controller is not among the tied"
    assert R.controller(s, 3) == -1, "nobody has a token"
    assert R.scores(s) == (0, 3, 0)


def test_leadership_council_itself_needs_a_sole_majority():
    s = table(["leadership_council", "producer"], {"leadership_council": (1, 1), "producer": (1, 1)}, mints=(2, 2))
    assert R.controller(s, 0) == -1 and R.controller(s, 1) == -1


def test_lotto_second_token_costs_one_less_and_stacks_with_the_perk():
    s = table(["lotto", "supermarket"], {"lotto": (1, 1, 0)}, mints=(5, 5, 5))
    s = play(s, "pick influence 0")
    assert R.influence_cost(s, 0, 0) == 0, "2 - 1 (Lotto) - 1 (perk)"
    assert R.influence_cost(s, 1, 0) == 1
    assert R.influence_cost(s, 2, 0) == 2, "no token on Lotto yet: full price"
    assert R.influence_cost(s, 1, 1) == 2, "the discount is for Lotto only"


def test_lotto_global_option_discounts_its_controller_everywhere():
    s = table(["lotto", "producer"], {"lotto": (1, 0, 0)}, mints=(5, 5, 5), lotto="global", start=2)
    s = play(s, "pick influence 2")
    assert R.influence_cost(s, 0, 1) == 2, "Producer 3 - 1 for the controller of Lotto"
    assert R.influence_cost(s, 1, 1) == 3
    assert R.influence_cost(s, 0, 0) == 1
    assert R.influence_cost(s, 1, 0) == 2, "no per-token discount in the global reading"


def test_gallery_scores_one_per_token_and_nothing_for_control():
    s = table(["gallery", "producer"], {"gallery": (2, 1, 0), "producer": (0, 0, 1)}, mints=(2, 2, 2))
    assert R.controller(s, 0) == 0
    assert R.scores(s) == (2, 1, 3)


def test_gallery_control_counts_for_the_presence_perk():
    s = table(["gallery"], {"gallery": (2, 1)}, mints=(0, 0))
    s = play(s, "pick presence 0")
    assert R.Claim("gallery") in R.legal_actions(s)
    s = play(s, "claim gallery")
    assert s.mints == (1, 0), "Gallery has no presence bonus; its ousted bonus is 1"


def test_wholesaler_controller_gains_an_extra_mint_when_anyone_picks_earn():
    s = table(["wholesaler"], {"wholesaler": (0, 0, 1, 0)}, mints=(2, 2, 2, 2))
    s = play(s, "pick earn 0")
    assert s.mints == (4, 3, 4, 3)


def test_wholesaler_own_option_pays_only_when_the_controller_picks_earn():
    s = table(["wholesaler"], {"wholesaler": (0, 0, 1, 0)}, mints=(2, 2, 2, 2), wholesaler="own")
    assert play(s, "pick earn 0").mints == (4, 3, 3, 3)
    s = R.replace(s, start=2)
    assert play(s, "pick earn 2").mints == (3, 3, 5, 3)


def test_supplier_controller_influences_free_after_picking_influence():
    s = table(["supplier", "producer"], {"supplier": (1, 0, 0)}, mints=(0, 3, 3))
    s = play(s, "pick influence 0")
    assert R.influence_cost(s, 0, 1) == 0
    s = play(s, "influence producer 0")
    assert s.mints[0] == 0 and row(s, "producer") == (1, 0, 0)
    assert R.influence_cost(s, 1, 1) == 3


def test_supplier_gives_nothing_when_another_player_picked_influence():
    s = table(["supplier", "producer"], {"supplier": (1, 0, 0)}, mints=(5, 3, 3), start=1)
    s = play(s, "pick influence 1", "skip influence", "skip influence")
    assert R.to_act(s) == 0 and R.influence_cost(s, 0, 1) == 3


def test_supplier_always_option_is_free_in_every_influence_action():
    s = table(["supplier", "producer"], {"supplier": (1, 0, 0)}, mints=(0, 3, 3), start=1, supplier="always")
    s = play(s, "pick influence 1", "skip influence", "skip influence")
    assert R.to_act(s) == 0 and R.influence_cost(s, 0, 1) == 0


def test_producer_and_black_market_score_three_supermarket_two_warehouse_one():
    locs = ["producer", "black_market", "supermarket", "warehouse"]
    s = table(
        locs, {"producer": (1, 0), "black_market": (0, 1), "supermarket": (2, 1), "warehouse": (0, 1)}, mints=(2, 2)
    )
    assert R.scores(s) == (3 + 2, 3 + 1)


def test_courthouse_costs_one_more_to_oust_from():
    s = table(["courthouse", "supermarket"], {"courthouse": (0, 1), "supermarket": (0, 2)}, mints=(0, 0))
    s = play(s, "pick oust 0")
    assert s.mints[0] == 1
    assert R.Oust("courthouse", 1) not in R.legal_actions(s), "2 mints to oust from the Courthouse"
    assert R.Oust("supermarket", 1) in R.legal_actions(s)
    s = table(["courthouse", "supermarket"], {"courthouse": (0, 2), "supermarket": (0, 2)}, mints=(5, 0))
    s = play(s, "pick oust 0", "oust courthouse 1")
    assert s.mints[0] == 6 - 2
    assert R.oust_cost(s, 0) == 4 and R.oust_cost(s, 1) == 3
    assert R.Oust("courthouse", 1) in R.legal_actions(s)
    s = play(s, "oust courthouse 1")
    assert s.mints[0] == 0 and s.mints[1] == 2 + 2 + 1


def test_bank_pays_its_controller_at_the_end_of_each_round():
    s = table(["bank", "warehouse"], {"bank": (0, 1)}, mints=(2, 2))
    s = play(s, "pick earn 0")
    assert s.mints == (4, 3), "no Bank payment in the middle of the round"
    s = play(s, "pick scavenge 1", "skip scavenge")
    assert s.round == 2
    assert s.mints == (4, 4)


# --- Game end and scoring ------------------------------------------------------------------------


def test_the_game_ends_at_the_end_of_the_action_in_which_someone_places_a_fifth_token():
    locs = ["warehouse", "supermarket", "lotto", "producer", "bank"]
    s = table(locs, {"warehouse": (0, 4, 0, 0)}, mints=(3, 3, 3, 3))
    s = play(s, "pick influence 0", "skip influence", "influence supermarket 1")
    assert R.placed(s, 1) == 5
    assert not s.over and R.to_act(s) == 2, "the rest of the Influence action still happens"
    s = play(s, "influence lotto 2")
    assert not s.over and R.to_act(s) == 3
    s = play(s, "influence supermarket 3")
    assert s.over and R.to_act(s) is None and R.legal_actions(s) == []
    assert R.outcome(s) is not None
    with pytest.raises(IllegalActionError, match="game is over"):
        play(s, "pick earn 0")


def test_the_game_goes_on_while_nobody_has_five_tokens_placed():
    s = table(["warehouse", "supermarket"], {"warehouse": (4, 0)}, mints=(3, 3))
    s = play(s, "pick influence 0", "skip influence", "influence warehouse 1")
    assert not s.over and R.outcome(s) is None


def _ended(locs, tokens, mints, ages=None):
    return table(locs, tokens, mints=mints, ages=ages, over=True)


def test_scoring_stars_of_controlled_locations_and_the_breakdown():
    s = _ended(
        ["producer", "gallery", "bank"],
        {"producer": (2, 1, 0), "gallery": (1, 2, 0), "bank": (0, 0, 1)},
        (1, 1, 1),
    )
    out = R.outcome(s)
    assert out.scores == (4.0, 2.0, 2.0)
    assert out.winners == (0,) and out.tiebreak is None
    rows = dict(out.breakdown)
    assert rows["Producer (3 stars)"] == (3.0, 0.0, 0.0)
    assert rows["Gallery (1 per token)"] == (1.0, 2.0, 0.0)
    assert rows["Bank (2 stars)"] == (0.0, 0.0, 2.0)


def test_tie_break_most_mints_left():
    s = _ended(["producer", "black_market"], {"producer": (1, 0), "black_market": (0, 1)}, (2, 5))
    out = R.outcome(s)
    assert out.winners == (1,) and out.tiebreak == "most mints left"
    assert "Tie-break: mints left" in dict(out.breakdown)


def test_tie_break_most_influence_placed():
    s = _ended(
        ["producer", "black_market", "gallery"], {"producer": (1, 0), "black_market": (0, 2), "gallery": (1, 1)}, (3, 3)
    )
    out = R.outcome(s)
    assert out.scores == (4.0, 4.0)
    assert out.winners == (1,) and out.tiebreak == "most influence placed"


def test_tie_break_age_closest_to_42():
    s = _ended(["producer", "black_market"], {"producer": (1, 0), "black_market": (0, 1)}, (3, 3), ages=(30, 50))
    out = R.outcome(s)
    assert out.winners == (1,) and out.tiebreak == "age closest to 42"


def test_tied_players_share_the_win_without_ages():
    s = _ended(["producer", "black_market"], {"producer": (1, 0, 0), "black_market": (0, 1, 0)}, (3, 3, 1))
    out = R.outcome(s)
    assert out.winners == (0, 1) and out.tiebreak == "shared win"
    assert "share" in out.summary


def test_tied_players_share_when_only_some_ages_are_known_or_they_are_equally_close():
    s = _ended(["producer", "black_market"], {"producer": (1, 0), "black_market": (0, 1)}, (3, 3), ages=(40, None))
    assert R.outcome(s).winners == (0, 1)
    s = _ended(["producer", "black_market"], {"producer": (1, 0), "black_market": (0, 1)}, (3, 3), ages=(40, 44))
    assert R.outcome(s).winners == (0, 1)


def test_players_out_of_a_tie_are_not_tie_broken_in():
    s = _ended(
        ["producer", "black_market", "warehouse"],
        {"producer": (1, 0, 0), "black_market": (0, 1, 0), "warehouse": (0, 0, 1)},
        (0, 0, 9),
    )
    out = R.outcome(s)
    assert out.winners == (0, 1) and out.tiebreak == "shared win"


# --- Text forms, log lines, drag ids and observations --------------------------------------------


def test_every_action_has_a_stable_text_form():
    for table_ in (
        actions.PICK,
        actions.INFLUENCE,
        actions.OUST,
        actions.CLAIM,
        actions.SCAVENGE,
        actions.STEAL,
        actions.SKIP,
    ):
        for a in table_.values():
            assert R.parse_action(str(a)) == a
    with pytest.raises(IllegalActionError):
        R.parse_action("fly to the moon")


def test_drag_and_click_ids_for_the_table():
    pick, influence, oust = R.Pick(2, "oust"), R.Influence(1, "lotto"), R.Oust("bank", 3)
    assert (pick.source, pick.target) == (Spot("tile", "oust"), Spot("area", seat=2))
    assert (influence.source, influence.target) == (Spot("tokens", seat=1), Spot("loc", "lotto"))
    assert (oust.source, oust.target) == (Spot("token", "bank", 3), Spot("supply"))
    assert R.Claim("bank").target == Spot("loc", "bank")
    assert R.Scavenge(-1).target == Spot("supply") and R.Scavenge(2).target == Spot("player", seat=2)
    assert R.Steal(1).target == Spot("player", seat=1)
    assert R.Skip("oust2").source is None and R.Skip("oust2").target is None
    # the ids' text is the one the table showed before they were typed; an id never equals its text
    texts = [str(i) for i in (pick.source, pick.target, influence.source, influence.target, oust.source)]
    assert texts == ["tile:oust", "area:2", "tokens:1", "loc:lotto", "token:bank:3"]
    assert oust.target != "supply" and R.Steal(1).target != "player:1"
    assert R.Skip("oust2").label == "Stop after one removal"


def test_log_lines_say_what_happened():
    s = table(
        ["black_market", "producer"], {"black_market": (0, 1, 0, 0), "producer": (0, 0, 1, 0)}, mints=(3, 2, 2, 2)
    )
    s = play(s, "pick oust 0")
    assert R.describe(s, R.Oust("producer", 2)) == "Orange ousts Green from Producer for 1 mint. Green gains 2 mints"
    assert R.describe(s, R.Oust("black_market", 1)).startswith(
        "Orange ousts Blue from Black Market for 1 mint. Blue steals 1 mint"
    )
    named = R.replace(s, seats=(Seat("human", "Ann"), Seat("human", "Bo"), Seat("human", ""), Seat("human", "")))
    assert R.describe(named, R.Oust("producer", 2)).startswith("Ann ousts Green")
    s2 = table(["warehouse"], mints=(2, 2))
    assert R.describe(s2, R.Pick(0, "earn")) == "Orange picks Earn. Then mints: Orange +2, Blue +1"


def test_observation_masks_only_the_generator():
    s = R.new_game(seats(3), 9, {})
    obs = R.observation(s, 1)
    assert obs.rng == MASKED and R.replace(obs, rng=s.rng) == s
    assert R.observation(s, None).rng == MASKED
    assert not any(R.is_barrier(s, a) for a in R.legal_actions(s))


def test_apply_does_not_change_its_input():
    s = table(["producer"], {"producer": (0, 1)}, mints=(3, 3))
    before = (s.mints, s.tokens, s.supply, s.tile)
    play(s, "pick oust 0", "oust producer 1")
    assert (s.mints, s.tokens, s.supply, s.tile) == before


def test_the_log_says_why_earn_gave_nothing_from_an_empty_supply():
    from mint.core.game import replace

    s = R.new_game(seats(3), 4, {})
    earn = next(a for a in R.legal_actions(s) if isinstance(a, actions.Pick) and a.tile == "earn")
    dry = replace(s, supply=0)
    line = R.describe(dry, earn)
    assert "supply ran out" in line and "4 mints owed" in line  # 1 for each of 3 players and the perk's 1
    assert "supply ran out" not in R.describe(replace(s, supply=50), earn)
    one = replace(s, supply=1)  # one mint left: it is paid, the other 3 are not
    assert "3 mints owed" in R.describe(one, earn)
