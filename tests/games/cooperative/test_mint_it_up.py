"""Mint It Up! (rulebook: "Variant Rules"): every player's one mint turns any rolled die to any face.

A die's face matters before the trouble check and before each take, so a window asks every
holder there, one seat at a time: before the check the roller first, then around the table;
before a take every other holder from the seat after the active one (the active player spends
in the take decision itself). A spend asks the remaining holders again from the spender on.
"""

from __future__ import annotations

from typing import Any

import pytest

from mint.core.game import IllegalActionError, Seat, replace
from mint.games.cooperative import rules as R
from mint.games.cooperative.spare import turn_window

from .helpers import game, legal_texts, play, position

HEROES = ("spear", "pizzaz", "lady", "guardian")
SPENDS = [f"mint it up die {d}" for d in (1, 2, 3, 4)]


def _rolled(players: int, active: int, dice: tuple[int, ...], **changes: Any) -> R.State:
    """The round's roll by hero ``active`` (one die was left), its result set to ``dice``."""
    s = position(players=players, heroes=HEROES, mint_it_up="on", **changes)
    taken = tuple(-1 if i == 3 else i % len(s.heroes) for i in range(R.NDICE))
    s = R.apply(replace(s, phase="roll", window=(), active=active, taken=taken), R.Roll())
    return replace(s, dice=dice)


def _turn(players: int, active: int, dice: tuple[int, ...] = (1, 1, 1, 1), **changes: Any) -> R.State:
    """Hero ``active`` is about to take a die, with its Mint It Up! window open."""
    s = position(players=players, heroes=HEROES, mint_it_up="on", dice=dice, **changes)
    s = replace(s, phase="choose", window=(), active=active)
    window = turn_window(s)
    return replace(s, phase="spend", window=window) if window else s


def test_each_player_gets_one_mint():
    assert game(players=3, mint_it_up="on").spare == (True, True, True)
    assert game(players=3).spare == (False, False, False)


# --- Before the trouble check -------------------------------------------------------------------


def test_solo_the_roller_may_change_a_die_and_the_roll_is_then_checked_at_once():
    s = _rolled(1, 0, (6, 6, 2, 1))
    assert s.phase == "check" and s.window == (0,)
    assert legal_texts(s) == ["check", *SPENDS]
    s = play(s, "mint it up die 1")
    assert s.phase == "fix" and s.spare == (False,) and R.to_act(s) == 0
    assert legal_texts(s) == [f"set face {f}" for f in (1, 2, 3, 4, 5)]
    line = R.describe(s, R.SetFace(3))
    s = play(s, "set face 3")
    # no one else holds a mint: no second "check" to click, the changed roll is checked
    assert s.dice == (3, 6, 2, 1) and s.window == () and s.roll_text.startswith("Trouble:")
    assert s.phase == "reveal"
    assert line.startswith("Die 1 turns from 6 to 3. Trouble check: Trouble")


def test_every_holder_is_asked_before_the_check_the_roller_first():
    s = _rolled(3, 1, (1, 2, 3, 1))
    assert s.phase == "check" and s.window == (1, 2, 0)
    asked = []
    while s.phase == "check":
        asked.append(R.to_act(s))
        assert legal_texts(s) == ["check", *SPENDS]
        s = play(s, "check")
    assert asked == [1, 2, 0]
    assert s.roll_text.startswith("No trouble") and s.spare == (True, True, True)


def test_a_player_who_is_not_rolling_can_change_the_roll_before_the_check():
    s = _rolled(3, 1, (6, 6, 6, 2))
    s = play(s, "check")  # the roller keeps it
    assert R.to_act(s) == 2 and R.describe(s, R.Check()) == "P3 keeps the roll as it is"
    assert R.describe(R.observation(s, None), R.Check()) == "P3 keeps the roll as it is"
    s = play(s, "mint it up die 1")
    assert s.phase == "fix" and R.to_act(s) == 2 and s.spare == (True, True, False)
    s = play(s, "set face 1")
    # the dice changed: the roller, who kept the old roll, is asked again after seat 0
    assert s.phase == "check" and s.window == (0, 1)
    s = play(s, "check", "check")
    assert s.roll_text == "Double Trouble: two 6s" and s.phase == "reveal"


def test_only_holders_are_asked_and_without_any_the_roll_is_checked_at_once():
    s = _rolled(3, 1, (1, 2, 3, 1), spare=(True, False, True))
    assert s.window == (2, 0)  # the roller holds none: the next holder is asked first
    s = _rolled(3, 1, (1, 2, 3, 1), spare=(False, False, False))
    assert s.window == () and s.phase != "check"


def test_without_the_variant_the_roll_is_checked_at_once():
    s = position(dice=(1, 1, 1, 1))
    s = R.apply(replace(s, phase="roll", taken=(0, 1, 2, -1)), R.Roll())
    assert s.phase in ("choose", "reveal", "over") and s.window == ()


# --- Before a hero takes a die ----------------------------------------------------------------


def test_the_other_holders_are_asked_before_the_first_take_of_the_game():
    s = R.new_game([Seat("human", f"P{i + 1}") for i in range(3)], 4, {"mint_it_up": "on"})
    assert s.phase == "spend" and s.window == (1, 2) and R.to_act(s) == 1
    assert legal_texts(s) == ["keep mint", *SPENDS]
    assert R.describe(s, R.KeepMint()) == "P2 keeps the Mint It Up! mint"
    with pytest.raises(IllegalActionError, match="P2 may first spend a Mint It Up! mint"):
        R.apply(s, R.Take(0, s.heroes[0]))
    s = play(s, "keep mint")
    assert R.to_act(s) == 2
    s = play(s, "keep mint")
    # the active player spends their own mint in the take decision itself
    assert s.phase == "choose" and R.to_act(s) == 0
    assert set(SPENDS) <= set(legal_texts(s))


def test_the_window_starts_after_the_active_seat_and_leaves_it_out():
    s = _turn(4, 2)
    assert s.window == (3, 0, 1)
    s = _turn(2, 1)  # two players: seat 1 plays heroes 1 and 3
    assert s.window == (0,)
    s = _turn(1, 0)  # solo: the only holder is the active player
    assert s.phase == "choose" and s.window == ()


def test_another_player_turns_a_die_for_the_active_hero():
    s = _turn(3, 0, panic=6)
    s = play(s, "mint it up die 2")
    assert s.phase == "fix" and R.to_act(s) == 1
    s = play(s, "set face 5")
    # asked again from the spender on, still leaving out the active seat
    assert s.dice[1] == 5 and s.phase == "spend" and s.window == (2,)
    s = play(s, "keep mint")
    assert s.phase == "choose" and R.to_act(s) == 0
    s = play(s, "take die 2 spear")
    assert s.tasks[0].do == "run"  # The Super Spear's feat: run up to twice


def test_the_active_players_own_spend_goes_straight_back_to_the_take():
    s = play(_turn(3, 0), "keep mint", "keep mint", "mint it up die 2", "set face 5")
    assert s.phase == "choose" and s.window == () and s.spare == (False, True, True)


def test_no_window_once_the_others_have_spent_their_mints():
    s = _turn(3, 0, spare=(True, False, False))
    assert s.phase == "choose" and s.window == ()
    s = _turn(3, 0, spare=(False, False, True))
    assert s.window == (2,)


def test_each_player_spends_only_their_own_mint():
    s = _turn(2, 0)
    s = play(s, "keep mint", "mint it up die 1", "set face 2")
    assert s.spare == (False, True)
    s = play(s, "take die 1 spear", "mint spearmint")
    # hero 1 is seat 1's; seat 0 holds no mint, so there is no window
    assert s.phase == "choose" and R.to_act(s) == 1 and "mint it up die 2" in legal_texts(s)


def test_a_spent_mint_is_gone_for_the_rest_of_the_game():
    s = play(_turn(1, 0), "mint it up die 2", "set face 5")
    assert not any(t.startswith("mint it up") for t in legal_texts(s))
    with pytest.raises(IllegalActionError, match="Mint It Up"):
        R.apply(s, R.MintItUp(0))


def test_a_window_round_trips_through_its_text_forms():
    s = _turn(3, 0)
    for a in R.legal_actions(s):
        assert R.parse_action(str(a)) == a
    assert str(R.parse_action("keep mint")) == "keep mint"
