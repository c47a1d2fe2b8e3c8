"""Scenario tests for solitaire: the factory, the belts, and the AI drivers exactly as written."""

from __future__ import annotations

import pytest

from mint.core.game import IllegalActionError
from mint.games.delivery import rules, solo
from mint.games.delivery.cards import DRIVERS, ORDERS
from mint.games.delivery.model import Turn, rep
from tests.games.delivery.helpers import O, act, legal, town, truck, turn
from tests.games.delivery.helpers import solo as new_solo

C, S, R = 0, 1, 2


def belts(s, a, b):
    return rep(s, belts=(tuple(a), tuple(b)))


def ai_turn(s, **ai):
    """The AI to act, with its truck set as given."""
    if ai:
        s = truck(s, 1, **ai)
    return rep(s, turn=Turn(1, 2))


def only_stacks(s, *rows):
    """Set the 4 face-up orders (None for an empty stack), each with one card under it."""
    spare = iter(["D-T4-01", "D-T4-02", "D-T4-03", "D-T4-04"])
    for i, row in enumerate(rows):
        s = town(s, i, row=(row,) if row else (), deck=(next(spare),) if row else ())
    return s


# --- Setup ---------------------------------------------------------------------------------------


def test_solitaire_setup():
    s = new_solo("random", seed=3)
    assert s.solo and s.phase == "play" and rules.to_act(s) == 0
    assert s.driver in {d.id for d in DRIVERS}
    assert [len(b) for b in s.belts] == [10, 10]
    assert all(len(st.row) == 1 and len(st.deck) == 4 for st in s.towns)
    assert all(t.pos == "F2" and t.mints == (0, 0, 0) for t in s.trucks)
    assert s.motive == "take"
    drivers = {new_solo("random", seed=k).driver for k in range(30)}
    assert len(drivers) == 5


def test_the_driver_option_picks_the_ai():
    assert new_solo("lola").driver == "lola"


# --- The player's actions ----------------------------------------------------------------------------


def test_player_loads_only_from_the_belt_beside_the_loading_space():
    s = belts(new_solo(), [C, S, C, R, S, C, C, C, C, C], [S, S, S, C, C, C, C, C, C, C])
    assert not any(a.startswith("load") for a in legal(truck(s, 0, pos="F5")))  # AI only
    s4 = truck(s, 0, pos="F4")
    assert {a for a in legal(s4) if a.startswith("load")} == {
        "load 1 C from A",
        "load 2 C from A",
        "load 1 S from A",
        "load 1 R from A",
    }
    s6 = truck(s, 0, pos="F6")
    assert {a for a in legal(s6) if a.startswith("load")} == {"load 1 S from B", "load 2 S from B", "load 1 C from B"}
    with pytest.raises(IllegalActionError, match="belt A only"):
        act(s4, "load 1 S from B")


def test_loading_closes_the_gaps_and_respects_capacity():
    s = belts(new_solo(), [C, S, C, R, S, C, C, C, C, C], [C] * 10)
    s = truck(s, 0, pos="F4", mints=(3, 0, 0))
    assert {a for a in legal(s) if a.startswith("load")} == {"load 1 C from A", "load 1 S from A", "load 1 R from A"}
    s = truck(s, 0, mints=(0, 0, 0))
    s = act(s, "load 2 C from A")
    assert s.belts[0] == (S, R, S, C, C, C, C, C)
    assert s.trucks[0].mints == (2, 0, 0)


def test_shift_moves_up_to_two_front_mints_to_the_back():
    s = truck(belts(new_solo(), [C, S, R, C], [C]), 0, pos="F4")
    assert act(s, "shift 2 on A").belts[0] == (R, C, C, S)
    assert act(s, "shift 1 on A").belts[0] == (S, R, C, C)
    assert not any(a.startswith("shift") for a in legal(truck(s, 0, pos="F1")))


def test_player_takes_any_face_up_order_without_moving():
    s = new_solo()
    top = s.towns[2].row[0]
    s2 = act(s, f"take {ORDERS[top].id}")
    assert s2.trucks[0].orders == (top,)
    assert s2.towns[2].row == s.towns[2].deck[:1] and len(s2.towns[2].deck) == 3
    s3 = truck(s, 0, orders=("D-T1-01", "D-T1-02", "D-T1-03"))
    assert not any(a.startswith("take") for a in legal(s3))


def test_fulfil_at_the_dock_and_the_player_puts_the_mints_on_the_belts():
    s = truck(new_solo(), 0, pos="F1", mints=(1, 1, 0), orders=("D-T1-03",))
    s = belts(s, [C] * 10, [C] * 8)
    s = act(s, "fulfil D-T1-03")
    assert s.returns == (C, S)
    assert legal(s) == {"return C to B", "return S to B"}  # belt A already holds 10
    s = act(s, "return S to B")
    assert s.belts[1][-1] == S and legal(s) == {"return C to B"}
    s = act(s, "return C to B")
    assert s.returns == () and len(s.belts[1]) == 10
    assert s.trucks[0].done == (O("D-T1-03"),)


def test_the_player_cannot_act_for_the_ai():
    s = ai_turn(new_solo())
    assert legal(s) == {"ai"}
    with pytest.raises(IllegalActionError, match="AI driver's turn"):
        act(s, "end turn")


def test_after_two_actions_the_ai_takes_its_turn():
    s = new_solo()
    s = act(s, "move F1", "move F2")
    assert s.turn.seat == 1 and legal(s) == {"ai"}


# --- AI motivations ----------------------------------------------------------------------------


def test_ai_takes_orders_up_to_its_workload_then_gets_mints():
    s = only_stacks(new_solo("rita"), "D-T3-01", "D-T1-02", "D-T2-03", "D-T4-04")
    s = ai_turn(s)
    assert "takes the Gumdrop Gully 2-star order (Take Orders)" in rules.describe(s, rules.parse_action("ai"))
    s = act(s, "ai", "ai")  # Rita's workload is 2
    assert s.trucks[1].orders == (O("D-T1-02"), O("D-T2-03"))
    assert s.motive == "get"
    assert rules.to_act(s) == 0 and s.turn.seat == 0  # both actions used


def test_ai_prefers_its_town_ranking_then_stars_then_the_leftmost():
    s = only_stacks(new_solo("eddie"), "D-T3-10", "D-T2-01", "D-T2-07", "D-T1-10")  # Eddie: T2 > T3 > T4 > T1
    assert solo.choose_order(s) == O("D-T2-07")  # T2, 3 stars beats 2
    s = only_stacks(new_solo("eddie"), "D-T2-03", "D-T2-01", None, "D-T1-10")
    assert solo.choose_order(s) == O("D-T2-03")  # equal stars: the leftmost stack


def test_ai_moves_by_the_shortest_path_only_when_its_motivation_needs_it():
    s = belts(new_solo("rita"), [R] * 10, [C] * 10)
    s = ai_turn(s, orders=("D-T1-06", "D-T1-01"), mints=(0, 0, 0))  # C R and C C: Get Mints
    line = rules.describe(s, rules.parse_action("ai"))
    assert line.startswith("Rookie Rita moves to AI Only Loading Space") and "(Get Mints)" in line
    s = act(s, "ai")
    assert s.trucks[1].pos == "F5"


def test_ai_shortest_path_ties_go_to_the_lowest_numbered_space():
    s = ai_turn(new_solo("rita"), orders=("D-T3-01",), mints=(2, 0, 0), pos="F2")
    s = rep(s, motive="complete")
    s = act(s, "ai")
    assert s.trucks[1].pos == "F3"  # F3 and F5 are both 2 from the T3 dock (F9)


def test_ai_loads_right_to_left_for_its_oldest_order_first():
    s = belts(new_solo("rita"), [C, S, R, C, C], [C, C, S, S, C])
    s = ai_turn(s, pos="F5", orders=("D-T1-08", "D-T2-01"), mints=(0, 0, 0))  # C S R, then C C
    assert rules.describe(s, rules.parse_action("ai")) == (
        "Rookie Rita loads 1 Cinnamon from belt A for the Gumdrop Gully 4-star order (Get Mints)"
    )
    s = act(s, "ai")
    assert s.trucks[1].mints == (0, 0, 1)
    line = rules.describe(s, rules.parse_action("ai"))
    assert line == "Rookie Rita loads 2 Sugar Free from belt B for the Gumdrop Gully 4-star order (Get Mints)"


def test_ai_has_no_capacity_limit():
    s = belts(new_solo("rita"), [C, C, C, C, C], [C])
    s = ai_turn(s, pos="F5", orders=("D-T1-10", "D-T1-01"), mints=(6, 3, 0))  # S R R: needs Cinnamon
    s = belts(s, [R, R, C], [C])
    s = act(s, "ai")
    assert s.trucks[1].mints == (6, 3, 1)


def test_ai_shifts_when_it_needs_none_of_the_front_mints():
    s = belts(new_solo("rita"), [C, C, C, C, R], [C, C, C, C, C, S])
    s = ai_turn(s, pos="F5", orders=("D-T1-06", "D-T1-01"), mints=(3, 0, 0))  # needs the Cinnamon, 5th on A
    assert "shifts the front mint of each belt" in rules.describe(s, rules.parse_action("ai"))
    s = act(s, "ai")
    assert s.belts == ((C, C, C, R, C), (C, C, C, C, S, C))


def test_ai_stands_still_when_it_cannot_satisfy_its_motivation():
    s = belts(new_solo("rita"), [C] * 10, [S] * 10)
    s = ai_turn(s, pos="F5", orders=("D-T1-06", "D-T1-01"), mints=(3, 0, 0))  # no Cinnamon on the belts
    assert "stands still" in rules.describe(s, rules.parse_action("ai"))
    s = act(s, "ai")
    assert s.turn.seat == 0 and s.trucks[1].mints == (3, 0, 0)


def test_ai_completes_orders_then_takes_orders_again():
    s = ai_turn(new_solo("rita"), pos="F1", orders=("D-T1-01",), mints=(2, 0, 0))
    s = belts(s, [C] * 8, [S] * 8)
    s = rep(s, motive="get")
    line = rules.describe(s, rules.parse_action("ai"))
    assert line.startswith("Rookie Rita fulfils the Gumdrop Gully 2-star order") and "(Complete Orders)" in line
    s = act(s, "ai")
    assert s.trucks[1].done == (O("D-T1-01"),) and s.motive == "take"
    assert rules.to_act(s) == 0 and s.returns == (C, C)  # the player places the AI's mints
    s = act(s, "return C to A", "return C to A")
    assert "Take Orders" in rules.describe(s, rules.parse_action("ai"))


# --- Personality traits ----------------------------------------------------------------------------


def test_rita_is_cautious_and_never_takes_a_five_star_order():
    s = only_stacks(new_solo("rita"), "D-T1-10", "D-T2-10", None, "D-T3-01")
    assert solo.choose_order(s) == O("D-T3-01")
    s = only_stacks(new_solo("rita"), "D-T1-10", "D-T2-10", None, None)
    s = ai_turn(s)
    assert "stands still" in rules.describe(s, rules.parse_action("ai"))


def test_eddie_plans_and_loads_for_his_other_orders():
    base = belts(new_solo("rita"), [C, C, C, C, R], [C, C, C, C])
    base = ai_turn(base, pos="F5", orders=("D-T1-06", "D-T1-05", "D-T1-01"), mints=(1, 0, 0))  # C R (R deep), C C S
    assert solo.ai_plan(base)[0] == "shift"
    eddie = rep(base, driver="eddie")
    plan = solo.ai_plan(eddie)
    assert plan[0] == "load" and plan[2] == C  # Classic for his second order


def test_lola_moves_two_spaces_per_move():
    s = ai_turn(new_solo("lola"), orders=("D-T1-06", "D-T1-01"), mints=(0, 0, 0), pos="F1")
    s = act(s, "ai")
    assert s.trucks[1].pos == "F5"  # F1 → F4 → F5 in one action
    assert s.turn.left == 1


def test_bertha_ends_her_turn_when_her_first_action_is_a_move():
    s = ai_turn(new_solo("bertha"), orders=("D-T1-06", "D-T1-01", "D-T2-01", "D-T3-01"), mints=(0, 0, 0))
    s = act(s, "ai")
    assert s.trucks[1].pos == "F5" and s.turn.seat == 0


def test_marty_loves_spice_and_takes_cinnamon_orders():
    s = only_stacks(new_solo("marty"), "D-T1-01", "D-T4-06", "D-T3-02", None)
    assert solo.choose_order(s) == O("D-T4-06")  # the only order with Cinnamon beats his T1 ranking


def test_marty_takes_an_extra_action_after_completing_an_order():
    s = ai_turn(new_solo("marty"), pos="F1", orders=("D-T1-01", "D-T3-01"), mints=(4, 0, 0))
    s = belts(s, [C] * 8, [S] * 8)
    s = rep(s, motive="complete", turn=Turn(1, 0))
    s = act(s, "ai", "return C to A", "return C to A")
    assert s.turn.seat == 1 and s.turn.left == 1 and s.turn.extra
    s = act(s, "ai")  # the extra action: a move towards the T3 dock
    assert s.trucks[1].pos != "F1"


# --- End of solitaire ---------------------------------------------------------------------------------


def test_three_empty_stacks_end_the_game_after_the_ais_turn():
    s = only_stacks(new_solo("rita"), "D-T1-01", None, None, None)
    s = town(s, 0, row=("D-T1-01",), deck=())
    s = act(s, "take D-T1-01")
    assert s.last_round and rules.to_act(s) == 0
    s = act(s, "end turn")
    assert s.turn.seat == 1  # the AI has the last turn
    while s.phase != "over":
        s = act(s, sorted(legal(s))[0])
    out = rules.outcome(s)
    assert out is not None and out.cooperative and out.team_won is not None


def test_solitaire_scoring_and_tie_breaks():
    s = truck(new_solo("rita"), 0, done=("D-T1-10",))
    s = truck(s, 1, done=("D-T1-01", "D-T1-02"))
    s = rep(s, phase="over")
    out = rules.outcome(s)
    assert out.team_won is True and out.scores == (5.0,)
    assert "you win" in out.summary
    s = truck(s, 1, done=("D-T1-08", "D-T2-01"))
    out = rules.outcome(s)
    assert out.team_won is False and "Rookie Rita wins" in out.summary
    s = truck(s, 1, done=("D-T2-10",))
    s = truck(s, 0, mints=(0, 0, 1))
    out = rules.outcome(s)
    assert out.team_won is True and out.tiebreak == "highest mint value in the truck"


def test_ai_steps_that_reveal_an_order_are_barriers():
    s = ai_turn(only_stacks(new_solo("rita"), "D-T1-01", None, None, None))
    assert rules.is_barrier(s, rules.parse_action("ai"))
    s2 = ai_turn(new_solo("rita"), orders=("D-T1-06", "D-T1-01"))
    assert not rules.is_barrier(s2, rules.parse_action("ai"))


def test_returned_mints_go_back_to_the_tin_when_both_belts_are_full():
    s = truck(belts(new_solo(), [C] * 10, [C] * 10), 0, pos="F1", mints=(2, 0, 0), orders=("D-T1-01",))
    s = turn(act(s, "fulfil D-T1-01"), left=2)
    assert s.returns == () and "end turn" in legal(s)


def test_the_trail_keeps_spot_text_that_reads_back_as_the_spots_of_the_ai_step():
    from mint.core.spots import Spot

    s, seen = new_solo(seed=4), set()
    for i in range(400):
        if s.phase == "over":
            break
        for text in s.trail:
            assert isinstance(text, str)  # the state keeps plain strings
            sid = solo.trail_spot(text)
            assert isinstance(sid, Spot) and str(sid) == text
            seen.add(sid.kind)
        acts = rules.legal_actions(s)
        s = rules.apply(s, acts[(i * 7) % len(acts)])  # a varied but fixed line of play
    assert {"space", "truck", "belt"} <= seen
    assert solo.trail_spot("stack:2") == Spot("stack", 2) and solo.trail_spot("belt:B:0") == Spot("belt", "B", 0)
