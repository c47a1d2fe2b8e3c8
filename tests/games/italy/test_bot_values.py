"""Mint Italy's bot estimates: the shortcuts they take give what the plain definitions give.

The search asks for every player's estimate of each position it measures, so ``heuristic``
works them out once per position; ``room`` reads bitmasks and the city count is remembered
per set of settlements. Each is held here to the plain reading of its definition, over the
positions of whole random games of every player count.
"""

from __future__ import annotations

import pytest

from mint.core.game import Seat
from mint.core.rng import Rng
from mint.games.italy import board, bots, play
from mint.games.italy import cards as C
from mint.games.italy import rules as R
from mint.games.italy.state import State


def _positions(players: int, seed: int) -> list[State]:
    s = R.new_game(tuple(Seat("random") for _ in range(players)), seed, {})
    rng = Rng.from_seed(seed)
    out = [s]
    while R.to_act(s) is not None:
        a, rng = rng.choice(R.legal_actions(s))
        s = R.apply(s, a)
        out.append(s)
    return out


def _plain_room(s: State, seat: int) -> tuple[int, int]:
    """``room`` as its docstring reads: a scan of every reached space and its neighbours."""
    p = s.players[seat]
    isl = play.isle(s)
    wanted = {C.COLUMNS[c].terrain for c in range(3) if p.built[c] < len(C.COLUMNS[c].costs)}
    count = fresh = 0
    for i in play.reachable(s, seat):
        if isl.kind[i] != "land" or s.board[i] >= 0 or not wanted & isl.terrains[i]:
            continue
        count += 1
        if not any(s.board[j] // 3 == seat and s.board[j] >= 0 and not isl.river(i, j) for j in isl.adj[i]):
            fresh += 1
    return count, fresh


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_estimates_match_their_plain_definitions(players: int) -> None:
    checked = 0
    for seed in (3, 8):
        for s in _positions(players, seed):
            n = len(s.players)
            values = [bots.evaluate(s, i) for i in range(n)]
            for seat in range(n):
                others = [values[i] for i in range(n) if i != seat]
                assert bots.heuristic(s, seat) == values[seat] - 0.5 * max(others, default=0.0)
                assert bots.room(s, seat) == _plain_room(s, seat)
                assert board.cities_of(s, seat) == play.isle(s).cities(play.owned(s, seat))
                checked += 1
    assert checked > 200


def test_a_position_asked_again_after_another_gets_its_own_values() -> None:
    a, b = _positions(3, 5)[40], _positions(3, 5)[90]
    first = [bots.heuristic(a, i) for i in range(3)]
    [bots.heuristic(b, i) for i in range(3)]
    assert [bots.heuristic(a, i) for i in range(3)] == first
    assert [bots.heuristic(b, i) for i in range(3)] != first


def test_the_search_caps_stay_far_above_italys_longest_moves() -> None:
    """A loaded machine must not stop a search the iteration budget would have finished."""
    from mint.bots import ismcts

    for level in ("easy", "normal", "hard"):
        bot = ismcts.make_ismcts("italy", f"ismcts:{level}")
        assert bot.level.cap_s == 30.0 and bot.kind == f"ismcts:{level}"
        assert bot.level.iterations == ismcts.LEVELS[level].iterations
