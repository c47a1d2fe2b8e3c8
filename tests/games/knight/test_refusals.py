"""Mint Knight's refusals come from the legal list that leaves the move out (play.legal asked about
it) and name the heading of the rules page that explains them; the refusal ``apply`` raises and the
one the table shows beside a drop are that same one."""

from __future__ import annotations

import pytest

from mint.core import rulepage
from mint.core.game import IllegalActionError, replace
from mint.games.knight import board as B
from mint.games.knight import play, rules
from mint.games.knight.actions import EndTurn, Exhaust, Explore, Fight, Heal, MoveTo, Next, Play, Recruit, UseUnit
from mint.games.knight.state import BLOCKING, USED, Unit
from tests.games.knight.test_rules import TWO, fight, game, place, with_hand, with_move

HAND = ["fury", "stride", "parley", "mend", "ward"]


def _fresh():
    return with_hand(game(), HAND)


def _at_town(xp):
    s = B.with_hero(_fresh(), 0, replace(_fresh().heroes[0], place=place("3"), xp=xp))
    return B.with_turn(s, influence=9)


def _all_but_one_exhausted(s):
    for pos in range(len(HAND) - 1):
        s = rules.apply(s, Exhaust(0, pos))
    return s


CASES = [
    ("end turn before a card is played", _fresh, EndTurn(0), "playing-cards", "at least one action card"),
    ("move with no move points", _fresh, MoveTo(0, place("W")), "moving", "no move points"),
    (
        "onto the roaming orcs",
        lambda: with_move(_fresh(), 10),
        MoveTo(0, place("1")),
        "sites",
        "never entered",
    ),
    (
        "onto the ruins after two restarts",
        lambda: replace(with_move(_fresh(), 10), restarts=2),
        MoveTo(0, place("5")),
        "restart",
        "no more fights",
    ),
    ("explore with no move", _fresh, Explore(0, (1, 0)), "exploring", "Exploring costs 2 Move; you have 0."),
    ("attack from afar", lambda: with_move(_fresh(), 10), Fight(0, place("1")), "sites", "next to the hero"),
    ("recruit with no unit spot", lambda: _at_town(0), Recruit(0, 0), "units", "no unit spot yet"),
    (
        "the last card exhausted in a fight before one is played",
        lambda: _all_but_one_exhausted(fight(_fresh(), "keep-red-1", "attack")),
        Exhaust(0, 4),
        "playing-cards",
        "One action card must be played each turn",
    ),
    ("heal during a fight", lambda: fight(_fresh(), "keep-red-1"), Heal(0, "discard", 0), "heals", "outside a fight"),
    ("skip the attack phase", lambda: fight(_fresh(), "keep-red-1", "attack"), Next(0), "combat", "attack phase"),
    ("block outside a fight", _fresh, Next(0), "combat", "There is no combat."),
    (
        "a used unit",
        lambda: B.with_hero(_fresh(), 0, replace(_fresh().heroes[0], xp=7, units=(Unit("spearmen", USED),))),
        UseUnit(0, 0, 0),
        "units",
        "Spearmen has already been used this round.",
    ),
    (
        "a card already played",
        lambda: rules.apply(_fresh(), Play(0, 0, "side", 0)),
        Play(0, 0, "side", 1),
        "hand",
        "already been used this turn",
    ),
    (
        "a block before the blocking phase",
        lambda: fight(_fresh(), "orcs-green-1", "ranged"),
        Play(0, 4, "side", 1),
        "playing-cards",
        "does nothing at this point",
    ),
    ("the other hero's turn", lambda: game(seats=TWO), EndTurn(1), "coop", "It is Ann's turn to choose."),
]


@pytest.mark.parametrize(("make", "action", "rule", "words"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_a_refused_move_names_the_heading_that_explains_it(make, action, rule, words):
    s = make()
    assert action not in rules.legal_actions(s)
    assert rule in rulepage.game_ids("knight")
    said = rules.refusal(s, action)
    assert said.rule == rule and words in str(said), (said.rule, str(said))
    with pytest.raises(IllegalActionError) as err:
        rules.apply(s, action)
    assert err.value.rule == rule and str(err.value) == str(said)


def test_after_the_end_every_move_names_the_end_heading():
    s = replace(_fresh(), phase="over")
    with pytest.raises(IllegalActionError) as err:
        rules.apply(s, EndTurn(0))
    assert err.value.rule == "end"


def test_asking_leaves_the_remembered_list_alone():
    """The asked run bypasses the memo: the list handed out stays the one ``apply`` checks by identity."""
    s = _fresh()
    legal = rules.legal_actions(s)
    rules.refusal(s, EndTurn(0))
    assert rules._memo.known(s) == tuple(legal) and rules._memo._last[0] is s
    assert play.legal(s) == legal


def test_a_block_in_the_blocking_phase_is_not_refused_but_outside_it_is():
    s = fight(_fresh(), "keep-red-1", BLOCKING)
    blocks = [a for a in rules.legal_actions(s) if isinstance(a, Play) and a.how == "side" and a.option == 1]
    assert blocks  # sideways Block 1 is offered while blocking
    s2 = fight(_fresh(), "keep-red-1", "attack")
    assert str(rules.refusal(s2, blocks[0])) == "That effect does nothing at this point of the turn."
