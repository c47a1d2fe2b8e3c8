"""Rule boundaries of Mint Control's scoring that a one-step change of the rules would move.

Rulebook, "Game End and Scoring": on a tie for the most stars, the tied player with the most
mints left wins; then the one with the most influence placed on locations; then age. These
cases make the two first steps point at different players, so their order is what decides.
"""

from __future__ import annotations

from mint.games.control import rules as R
from tests.games.control.helpers import table


def _ended(locs, tokens, mints, ages=None):
    return table(locs, tokens, mints=mints, ages=ages, over=True)


def test_mints_left_decide_before_influence_placed_when_the_two_disagree():
    # 3 stars each; seat 0 has one mint more, seat 1 two tokens more on the map
    s = _ended(["producer", "black_market"], {"producer": (1, 0), "black_market": (0, 3)}, (4, 3))
    assert R.scores(s) == (3, 3)
    assert (s.mints[0], R.placed(s, 0)) == (4, 1) and (s.mints[1], R.placed(s, 1)) == (3, 3)
    out = R.outcome(s)
    assert out is not None
    assert out.winners == (0,) and out.tiebreak == "most mints left"


def test_influence_placed_only_breaks_the_tie_left_among_the_most_mints():
    # all three tied on 3 stars; seats 0 and 1 have the most mints, seat 2 by far the most influence
    s = _ended(
        ["producer", "black_market", "supermarket", "warehouse"],
        {"producer": (1, 0, 0), "black_market": (0, 2, 0), "supermarket": (0, 0, 3), "warehouse": (0, 0, 3)},
        (3, 3, 2),
    )
    assert R.scores(s) == (3, 3, 3)
    out = R.outcome(s)
    assert out is not None
    assert out.winners == (1,) and out.tiebreak == "most influence placed"


def test_age_decides_only_once_mints_and_influence_are_both_tied():
    # seat 0 is 42, but seat 1 has one more token placed (mints are level)
    s = _ended(
        ["producer", "black_market", "gallery"],
        {"producer": (1, 0), "black_market": (0, 2), "gallery": (1, 1)},
        (3, 3),
        ages=(42, 20),
    )
    assert R.scores(s) == (4, 4) and (R.placed(s, 0), R.placed(s, 1)) == (2, 3)
    out = R.outcome(s)
    assert out is not None
    assert out.winners == (1,) and out.tiebreak == "most influence placed"
