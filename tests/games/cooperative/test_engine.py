"""The engine's shortcuts change nothing: handlers for every action, kept expansions and trouble results."""

from __future__ import annotations

from itertools import product

import pytest

from mint.core.game import IllegalActionError, Seat
from mint.core.rng import Rng
from mint.games.cooperative import rules as R
from mint.games.cooperative import trouble, turns
from mint.games.cooperative.cards import CARDS, Step


def test_every_action_type_has_a_handler():
    assert set(R._APPLY) == set(R.ACTION_TYPES)


def test_a_parsed_action_equal_to_a_legal_one_plays_the_same():
    """Bots hand back the listed values themselves; saves and the golden transcripts parse text."""
    s = R.new_game([Seat("random")] * 2, 8, {"mint_it_up": "on"})
    rng = Rng.from_seed(8)
    for _ in range(150):
        if R.to_act(s) is None:
            break
        a, rng = rng.choice(R.legal_actions(s))
        parsed = R.parse_action(str(a))
        assert parsed == a and parsed is not a
        assert R.apply(s, parsed) == R.apply(s, a)
        s = R.apply(s, a)


def test_an_illegal_action_is_refused_with_the_rule():
    s = R.new_game([Seat()], 3, {})
    taken = next(a for a in R.legal_actions(s) if isinstance(a, R.Take))
    s = R.apply(s, taken)
    while R.to_act(s) is not None and s.phase != "choose":
        s = R.apply(s, R.legal_actions(s)[-1])
    with pytest.raises(IllegalActionError, match="already been used"):
        R.apply(s, R.Take(taken.die, s.heroes[s.active]))
    with pytest.raises(IllegalActionError, match="Roll the dice is not possible now"):
        R.apply(s, R.Roll())


def _all_steps():
    yield from ((f.steps, f.any_order) for f in CARDS.faces)
    yield from ((s.steps, False) for s in CARDS.stunts)
    yield from ((h.feat, False) for h in CARDS.heroes)
    yield from ((v.exploit, False) for v in CARDS.villains)


def test_kept_expansions_equal_fresh_ones():
    for (steps, any_order), hero in product(_all_steps(), range(4)):
        assert turns.expand(steps, hero, any_order) == turns._expand(steps, hero, any_order)
        assert turns.expand(steps, hero, any_order) is turns.expand(steps, hero, any_order)


def test_equal_steps_built_anew_are_expanded_on_their_own():
    first = (Step("mint", n=2),)
    assert turns.expand(first, 0)[0].n == 2
    other = (Step("mint", n=3),)  # may reuse the identity of a dropped tuple; must not reuse its tasks
    del first
    assert turns.expand(other, 0)[0].n == 3


def test_kept_trouble_results_equal_the_rule():
    for dice in product(range(1, 7), repeat=4):
        assert trouble.classify(dice) == trouble._classify(dice)
        assert trouble.classify(list(dice)) == trouble._classify(dice)
    assert trouble.classify((6, 6, 6, 6))[0] == "triple_threat"
    assert trouble.classify((1, 2, 3, 3))[0] == "none"
    assert trouble.classify((5, 5, 2, 2))[1] == "Double Trouble: two 2s and two 5s"
