"""Mint Control's bots: a heuristic player that looks ahead through its own chained decisions."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Sequence

from mint.core.game import Action
from mint.core.rng import Rng
from mint.games.control import rules as R

# How much an ongoing effect is worth to its controller, in points (income and tie-breaking).
_EFFECT_VALUE = {
    "CITY_HALL": 1.4,
    "TIE_BREAKER": 1.2,
    "BANK": 0.8,
    "WHOLESALER": 0.5,
    "SUPPLIER": 0.5,
    "LOTTO_DISCOUNT": 0.3,
}
_MINT = 0.45  # a mint is worth a bit under half a point (a token costs about 2)
_WIN = 40.0
_SURE2 = 0.9
_SURE1 = 0.6
_SURE0 = 0.4
_CAP = 6
_SAMPLES = 0
_STEPS = 12
_ALPHA = 0.5
_ENDING_NODES = 400
_FILL0 = 0.6
_FILL1 = 0.5
_PROX = 0.0
_PROX3 = 0.0
_RICH = 5
_OUSTB = 0.0
_LATER = 0.0
_Q = 0.0
_MEAN = 0.0
_TIE_OPEN = 0.7
_TIE_FULL = 0.35
_LATE = 0.0
_PLACED = 0.0  # mints beyond this are worth only _EXTRA each
_EXTRA = 0.1
_RIVAL = 0.6


def _ending(state: R.State) -> bool:
    """The game is over, or will be at the end of the tile now being carried out."""
    if state.over:
        return True
    return any(R.placed(state, s) >= R.TOKENS for s in range(len(state.seats)))


def _result(state: R.State, seat: int, sc: tuple[int, ...]) -> float:
    """+1 if ``seat`` would win if the game ended now, 0.3 for a shared win, else -1."""
    mine = sc[seat]
    best = max(v for s, v in enumerate(sc) if s != seat)
    if mine != best:
        return 1.0 if mine > best else -1.0
    tied = [s for s, v in enumerate(sc) if v == mine]
    won, _ = R._tiebreak(state, tied)
    return (1.0 if len(won) == 1 else 0.3) if seat in won else -1.0


def _final_value(state: R.State, seat: int) -> float:
    sc = R.scores(state)
    best = max(v for s, v in enumerate(sc) if s != seat)
    return _WIN * _result(state, seat, sc) + (sc[seat] - best) + 0.01 * state.mints[seat]


@lru_cache(maxsize=65536)
def _control_odds(row: tuple[int, ...], open_: int, fill: int) -> tuple[float, ...]:
    """Chance that each seat ends up with the sole majority if each open space is later filled
    with probability ``fill``/10 by a seat chosen at random (ousts and tie rules left out)."""
    n = len(row)
    f = fill / 10.0
    out = [0.0] * n
    # Distribute the open spaces one at a time over "stays empty" and each seat.
    dist: dict[tuple[int, ...], float] = {row: 1.0}
    for _ in range(open_):
        nxt: dict[tuple[int, ...], float] = {}
        for r, p in dist.items():
            nxt[r] = nxt.get(r, 0.0) + p * (1.0 - f)
            share = p * f / n
            for s in range(n):
                r2 = r[:s] + (r[s] + 1,) + r[s + 1 :]
                nxt[r2] = nxt.get(r2, 0.0) + share
        dist = nxt
    for r, p in dist.items():
        best = max(r)
        if best and r.count(best) == 1:
            out[r.index(best)] += p
    return tuple(out)


def _estimates(state: R.State) -> list[float]:
    """Each seat's expected points: the chance of holding each location at the end times its worth."""
    n = len(state.seats)
    est = [0.0] * n
    late = max(R.placed(state, s) for s in range(n)) / R.TOKENS
    fill = max(1, min(9, round(10 * (_FILL0 - _FILL1 * late))))
    for i, lid in enumerate(state.locs):
        loc = R.BY_ID[lid]
        row = state.tokens[i]
        if loc.effect == "GALLERY":
            for s in range(n):
                est[s] += row[s]
        worth = (0 if loc.effect == "GALLERY" else loc.stars) + _EFFECT_VALUE.get(loc.effect, 0.0)
        if worth == 0:
            continue
        open_ = loc.spaces - sum(row)
        odds = _control_odds(row, open_, fill)
        c = R.controller(state, i)
        for s in range(n):
            p = odds[s]
            if s == c and row.count(row[s]) > 1:
                p = max(p, _SURE0)  # held through Leadership Council on a tie
            est[s] += worth * p
    return est


def _ending_value(state: R.State, seat: int, budget: list[int]) -> float:
    """The final value once the ending tile is carried out: rivals' replies are weighed between
    the worst for ``seat`` and their average, since not every rival finds the worst one."""
    who = R.to_act(state)
    if who is None:
        return _final_value(state, seat)
    legal = R.legal_actions(state)
    budget[0] -= len(legal)
    if budget[0] < 0:
        # Too many lines to read: let everyone stop here (a cheap, slightly optimistic guess).
        return _final_value(state, seat)
    vals = [_ending_value(R.apply(state, a), seat, budget) for a in legal]
    if who == seat:
        return max(vals)
    return (1 - _ALPHA) * min(vals) + _ALPHA * sum(vals) / len(vals)


def evaluate(state: R.State, seat: int) -> float:
    """Roughly points for ``seat`` compared with its strongest rival."""
    if _ending(state):
        return _ending_value(state, seat, [_ENDING_NODES])
    est = _estimates(state)
    n = len(state.seats)
    placed = [R.placed(state, s) for s in range(n)]
    late = max(placed) / R.TOKENS  # how near the end the game is
    mint = _MINT * (1.0 - _LATE * late)
    for s in range(n):
        m = state.mints[s]
        est[s] += mint * min(m, _CAP) + _EXTRA * max(0, m - _CAP) + _PLACED * placed[s]
    others = [est[s] for s in range(n) if s != seat]
    rival = (1 - _MEAN) * max(others) + _MEAN * sum(others) / len(others)
    value = est[seat] - _RIVAL * rival
    near = max(placed)
    if near >= R.TOKENS - 1:
        # Someone can end the game at the next Influence: being ahead right now matters.
        value += _PROX * _result(state, seat, R.scores(state))
    elif near >= R.TOKENS - 2:
        value += _PROX3 * _result(state, seat, R.scores(state))
    return value


def _lookahead(rules: Any, state: R.State, seat: int, depth: int) -> float:
    """The value after ``seat``'s best chain of its own further decisions (greedy, bounded)."""
    if depth <= 0 or rules.to_act(state) != seat:
        return evaluate(state, seat)
    return max(_lookahead(rules, rules.apply(state, a), seat, depth - 1) for a in rules.legal_actions(state))


def _influence_later(before: R.State, after: R.State, seat: int, base: float) -> float:
    """Picking another tile leaves Influence to a later chooser: the chance of a placement."""
    if "influence" not in before.pool or after.over or after.tile:
        return 0.0
    n = len(before.seats)
    later = n - before.picks - 1
    left = len(before.pool) - 1
    if later <= 0 or left <= 0:
        return 0.0
    gain = max(0.0, _best_placement(after, seat) - base)
    return _LATER * gain * min(1.0, later / left)


def _best_placement(state: R.State, seat: int) -> float:
    """The value of ``state`` after ``seat``'s best token placement at full price."""
    best = evaluate(state, seat)
    if R.placed(state, seat) >= R.TOKENS:
        return best
    trial = R.replace(state, tile="influence", chooser=(seat + 1) % len(state.seats), cursor=2)
    for i, lid in enumerate(state.locs):
        row = state.tokens[i]
        if sum(row) >= R.BY_ID[lid].spaces:
            continue
        cost = R.influence_cost(trial, seat, i)
        if cost > state.mints[seat]:
            continue
        new_row = tuple(k + 1 if s == seat else k for s, k in enumerate(row))
        tokens = state.tokens[:i] + (new_row,) + state.tokens[i + 1 :]
        mints = tuple(m - cost if s == seat else m for s, m in enumerate(state.mints))
        placed = R.replace(state, tokens=tokens, mints=mints, supply=state.supply + cost)
        best = max(best, evaluate(placed, seat))
    return best


def _chain(state: R.State, seat: int) -> R.State:
    """Follow ``seat``'s own next decisions greedily (by the lookahead) while it is their turn."""
    for _ in range(4):
        if R.to_act(state) != seat:
            break
        nexts = [R.apply(state, a) for a in R.legal_actions(state)]
        state = max(nexts, key=lambda s: _lookahead(R, s, seat, 1))
    return state


def _sampled(state: R.State, seat: int, rng: Rng, samples: int, steps: int) -> tuple[float, Rng]:
    """The mean value after letting the others play at random until ``seat`` decides again."""
    state = _chain(state, seat)
    total = 0.0
    for _ in range(samples):
        s = state
        for _ in range(steps):
            who = R.to_act(s)
            if who is None or who == seat or _ending(s):
                break
            legal = R.legal_actions(s)
            k, rng = rng.randrange(len(legal))
            s = R.apply(s, legal[k])
        total += evaluate(s, seat)
    return total / samples, rng


class HeuristicBot:
    """Greedy on a points estimate: contests winnable locations, ousts the leader, ends when ahead."""

    kind = "heuristic"

    def choose(
        self,
        rules: Any,
        observation: Any,
        seat: int,
        legal: Sequence[Action],
        budget_s: float,
        seed: int,
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        best: Action = legal[0]
        best_v = float("-inf")
        rng0 = Rng.from_seed(seed)
        for i, a in enumerate(legal):
            after = R.apply(observation, a)
            if _SAMPLES:
                v, _ = _sampled(after, seat, rng0, _SAMPLES, _STEPS)
            else:
                v = _lookahead(R, after, seat, 2)
            if isinstance(a, R.Pick) and a.tile != "influence":
                v += _influence_later(observation, after, seat, v)
            if isinstance(a, R.Pick) and a.tile == "oust" and observation.mints[seat] >= _RICH:
                v += _OUSTB
            v += 1e-6 * ((seed + i * 7919) % 1000)  # a seeded, tiny tie-break
            if v > best_v:
                best, best_v = a, v
        return best


BOTS = {"heuristic": HeuristicBot}
