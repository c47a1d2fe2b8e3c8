"""Many quick random games: no errors, mints conserved, tokens and spaces never exceeded."""

from __future__ import annotations

from mint.core.game import Seat
from mint.core.rng import Rng
from mint.games.control import rules as R
from mint.games.control.cards import BY_ID

VARIANTS = (
    {},
    {"lotto": "global"},
    {"wholesaler": "own", "supplier": "always"},
)


def _check(state: R.State) -> None:
    assert state.supply + sum(state.mints) == 20, "mints are neither made nor lost"
    assert state.supply >= 0 and min(state.mints) >= 0
    for lid, row in zip(state.locs, state.tokens):
        assert sum(row) <= BY_ID[lid].spaces and min(row) >= 0
    assert all(R.placed(state, s) <= 5 for s in range(len(state.seats)))


def test_three_hundred_random_games_finish_cleanly():
    errors = 0
    for g in range(300):
        n = 2 + g % 3
        state = R.new_game(tuple(Seat("random") for _ in range(n)), g, VARIANTS[g % len(VARIANTS)])
        rng = Rng.from_seed(10_000 + g)
        steps = 0
        try:
            while R.to_act(state) is not None:
                legal = R.legal_actions(state)
                assert legal
                a, rng = rng.choice(legal)
                state = R.apply(state, a)
                steps += 1
                if steps % 5 == 0:
                    _check(state)
                assert steps < 5000
            _check(state)
            out = R.outcome(state)
            assert out is not None and out.winners
            assert any(R.placed(state, s) == 5 for s in range(n))
        except Exception:  # count, then fail with the first one below
            errors += 1
            if errors == 1:
                raise
    assert errors == 0
