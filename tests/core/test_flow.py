"""Turn flow: turn order, turns until everyone passes, phases, and pending decisions."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mint.core import flow
from mint.core.flow import Decision, Turns

# --- Turn order ------------------------------------------------------------------------------


def test_seats_go_round_clockwise_and_back():
    assert flow.next_seat(2, 3) == 0
    assert flow.next_seat(0, 4, -1) == 3
    assert flow.clockwise(2, 4) == (2, 3, 0, 1)
    assert flow.counterclockwise(2, 4) == (2, 1, 0, 3)
    assert flow.reverse((2, 3, 0, 1)) == (1, 0, 3, 2)


def test_the_other_players_act_clockwise_after_the_chooser():
    """Mint Control: cursor 2.. walks the other players clockwise from the chooser."""
    players, chooser = 4, 3
    walk = [flow.next_seat(chooser, players, cursor - 1) for cursor in range(2, players + 1)]
    assert walk == list(flow.clockwise(chooser, players)[1:]) == [0, 1, 2]


def test_snake_order_gives_the_last_player_two_turns_in_a_row():
    """Mint Italy's setup: in player order, then in reverse player order."""
    assert flow.snake((2, 0, 1)) == (2, 0, 1, 1, 0, 2)


def test_next_in_skips_passed_players_and_goes_round():
    order = (2, 0, 1, 3)
    assert flow.next_in(order, 2) == 0
    assert flow.next_in(order, 3) == 2
    assert flow.next_in(order, 0, skip=(1, 3)) == 2
    assert flow.next_in(order, 0, skip=(1, 2, 3)) == 0  # the last one left plays on
    assert flow.next_in(order, 0, skip=order) is None


def test_passing_order_is_first_to_pass_first():
    assert flow.passing_order((3, 1, 0, 2), (0, 1, 2, 3)) == (3, 1, 0, 2)
    assert flow.passing_order((2,), (0, 1, 2)) == (2, 0, 1)


def test_turns_go_round_until_everyone_has_passed():
    t = flow.start_turns((1, 2, 0))
    seen = []
    script = {1: ["act", "pass"], 2: ["pass"], 0: ["act", "act", "pass"]}
    while not t.over:
        seen.append(t.seat)
        move = script[t.seat].pop(0)
        t = flow.pass_turn(t) if move == "pass" else flow.next_turn(t)
    assert seen == [1, 2, 0, 1, 0, 0]
    assert t.passed == (2, 1, 0)
    assert flow.passing_order(t.passed, t.order) == (2, 1, 0)
    with pytest.raises(ValueError, match="already passed"):
        flow.pass_turn(t)


def test_turns_need_a_seat():
    with pytest.raises(ValueError):
        flow.start_turns(())
    assert Turns((0, 1), 0).over is False


# --- Rounds and phases -----------------------------------------------------------------------


def test_phases_run_in_order_and_the_last_one_starts_a_new_round():
    phases = ("player", "production", "scoring", "cleanup")
    phase, rnd = "player", 1
    visited = []
    for _ in range(9):
        visited.append((rnd, phase))
        phase, rnd = flow.next_phase(phases, phase, rnd)
    assert visited[3:6] == [(1, "cleanup"), (2, "player"), (2, "production")]
    assert (rnd, phase) == (3, "production")


# --- Pending decisions -----------------------------------------------------------------------


def test_push_interrupts_and_queue_waits():
    stack = flow.queue((), Decision(0, "influence"))
    stack = flow.push(stack, Decision(2, "steal", (3,)))
    stack = flow.queue(stack, Decision(1, "influence"))
    assert [d.kind for d in stack] == ["steal", "influence", "influence"]
    assert flow.top(stack) == Decision(2, "steal", (3,))
    assert flow.seat_to_act(stack, 9) == 2
    stack = flow.pop(stack)
    assert flow.seat_to_act(stack, 9) == 0
    stack = flow.pop(flow.pop(stack))
    assert stack == () and flow.top(stack) is None and flow.seat_to_act(stack, 9) == 9
    with pytest.raises(IndexError):
        flow.pop(stack)


def test_pushing_several_puts_the_first_on_top():
    """Cooperative: a mayhem card's effects go before the rest of the trouble check."""
    pending = ("event", "panic")
    assert flow.push(pending, "strip", "victory") == ("strip", "victory", "event", "panic")


def test_resolve_replaces_the_top_by_its_steps():
    """Cooperative: a feat expands into its steps; a run of 3 leaves a mint and a run of 2."""
    tasks = ("feat", "reduce")
    tasks = flow.resolve(tasks, "run3", "mint")
    assert tasks == ("run3", "mint", "reduce")
    tasks = flow.resolve(tasks, "mint1", "run2")
    assert tasks == ("mint1", "run2", "mint", "reduce")
    assert flow.resolve(tasks, at=1) == ("mint1", "mint", "reduce")  # the second half of a pair
    with pytest.raises(IndexError):
        flow.resolve((), "x")


def test_drop_while_skips_the_decisions_that_no_longer_need_making():
    """Delivery: a free Classic that cannot be loaded is not offered."""
    pending = ("zone", "sample", "remove", "zone")
    assert flow.drop_while(pending, lambda p: p in ("zone", "sample")) == ("remove", "zone")
    assert flow.drop_while(pending, lambda p: False) == pending
    assert flow.drop_while((), lambda p: True) == ()


def test_items_of_the_games_own_kind_work_too():
    """Control's owed steals are (seat, amount) pairs, made in the order they were earned."""
    steals = flow.queue(flow.queue((), (1, 2)), (3, 1))
    assert flow.top(steals) == (1, 2) and flow.pop(steals) == ((3, 1),)
    assert flow.seat_to_act(steals, 0) == 0  # a pair has no seat attribute: the game reads it


def test_a_decision_has_a_text_form_and_is_hashable():
    d = Decision(1, "oust", ("bank", 3))
    assert str(d) == "oust 1 bank 3" and str(Decision(0, "done")) == "done 0"
    assert len({d, Decision(1, "oust", ("bank", 3))}) == 1


def test_stacks_never_change_their_input():
    base = [Decision(0, "a")]
    flow.push(base, Decision(1, "b"))
    flow.queue(base, Decision(1, "b"))
    flow.resolve(base, Decision(1, "b"))
    assert base == [Decision(0, "a")]


@given(st.lists(st.integers(0, 3), max_size=8), st.lists(st.integers(0, 3), max_size=4))
def test_push_then_pop_gives_back_the_stack(stack, items):
    s = tuple(stack)
    pushed = flow.push(s, *items)
    for _ in items:
        pushed = flow.pop(pushed)
    assert pushed == s
    assert flow.queue(s, *items)[: len(s)] == s
