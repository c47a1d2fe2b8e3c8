"""Mint Control's bot: a heuristic player with a short look at how the table may answer.

How it decides:
1. Every legal choice is scored by a points estimate (``evaluate``) after the bot's own chained
   decisions (an Oust perk's second removal, a steal) are made greedily.
2. The few best are looked at again: the other players' replies are sampled, as if anyone could
   do anything, until the bot decides again; the estimate is averaged over those samples.
3. Once a tile will end the game, the bot reads the rest of that tile to the end, weighing the
   others' replies between the worst for it and their average.
4. While fewer than 4 of its tokens are out it always places one when it can: an unplaced token
   scores nothing, and whoever places their fifth first decides when the game ends.

The estimate counts, for every location, the chance of holding it at the end (spaces still open
may be filled by anyone), plus the value of ongoing effects, Gallery tokens and spare mints, and
compares that with the strongest rival.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Sequence

from mint.core.game import Action
from mint.core.rng import Rng
from mint.games.control import rules as R
from mint.games.control.scoring import break_tie

# What an ongoing effect is worth to its controller, in points (income, discounts, tie wins).
_EFFECT_VALUE = {
    "CITY_HALL": 1.4,
    "TIE_BREAKER": 1.2,
    "BANK": 0.8,
    "WHOLESALER": 0.5,
    "SUPPLIER": 0.5,
    "LOTTO_DISCOUNT": 0.3,
}
_MINT = 0.45  # a mint is worth a bit under half a point (a token costs about 2)...
_CAP = 6  # ...up to this many; beyond that a hoard buys little
_EXTRA = 0.1
_RIVAL = 0.6  # how much the strongest rival's estimate counts against ours
_TIE_HELD = 0.4  # the chance of keeping a location held only through Leadership Council
_FILL0 = 0.6  # share of open spaces expected to be filled by the end, early in the game...
_FILL1 = 0.5  # ...and how much less once someone is near five tokens
_WIN = 40.0  # a finished game: won or lost, on the same scale as the estimate
_ALPHA = 0.5  # rivals' replies in the ending tile: 0 = the worst for us, 1 = their average
_ENDING_NODES = 400  # positions read in an ending tile before guessing...
_SAMPLE_NODES = 60  # ...and within each sample
_SHORTLIST = 5  # choices that get the sampled look
_SAMPLES = 8  # samples of the others' replies per choice
_STEPS = 24  # at most this many of their decisions per sample


def _ending(state: R.State) -> bool:
    """The game is over, or will be at the end of the tile now being carried out."""
    return state.over or max(R.placed_all(state), default=0) >= R.TOKENS


def _result(state: R.State, seat: int, sc: tuple[int, ...]) -> float:
    """+1 if ``seat`` would win if the game ended now, 0.3 for a shared win, else -1."""
    mine = sc[seat]
    best = max(v for s, v in enumerate(sc) if s != seat)
    if mine != best:
        return 1.0 if mine > best else -1.0
    tied = [s for s, v in enumerate(sc) if v == mine]
    won, _ = break_tie(state, tied)
    return (1.0 if len(won) == 1 else 0.3) if seat in won else -1.0


def _final_value(state: R.State, seat: int) -> float:
    sc = R.scores(state)
    best = max(v for s, v in enumerate(sc) if s != seat)
    return _WIN * _result(state, seat, sc) + (sc[seat] - best) + 0.01 * state.mints[seat]


@lru_cache(maxsize=65536)
def _control_odds(row: tuple[int, ...], open_: int, fill: int) -> tuple[float, ...]:
    """Chance that each seat ends with the sole majority if each open space is later filled,
    with probability ``fill``/10, by a seat chosen at random (ousts and tie rules left out)."""
    n = len(row)
    f = fill / 10.0
    out = [0.0] * n
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


def _estimates(state: R.State, placed: list[int]) -> list[float]:
    """Each seat's expected points from the locations: chance of holding each times its worth."""
    n = len(state.seats)
    est = [0.0] * n
    late = max(placed) / R.TOKENS
    fill = max(1, min(9, round(10 * (_FILL0 - _FILL1 * late))))
    for i, lid in enumerate(state.locs):
        loc = R.BY_ID[lid]
        row = state.tokens[i]
        if loc.effect == "GALLERY":
            for s in range(n):
                est[s] += row[s]
        worth = (0 if loc.effect == "GALLERY" else loc.stars) + _EFFECT_VALUE.get(loc.effect, 0.0)
        if worth == 0 or not any(row):
            continue
        odds = _control_odds(row, loc.spaces - sum(row), fill)
        c = R.controller(state, i)
        for s in range(n):
            p = odds[s]
            if s == c and row.count(row[s]) > 1:
                p = max(p, _TIE_HELD)
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
        return _final_value(state, seat)  # too many lines to read: score the table as it is
    vals = [_ending_value(R.apply(state, a), seat, budget) for a in legal]
    if who == seat:
        return max(vals)
    return (1 - _ALPHA) * min(vals) + _ALPHA * sum(vals) / len(vals)


def evaluate(state: R.State, seat: int, nodes: int = _ENDING_NODES) -> float:
    """Roughly points for ``seat`` compared with its strongest rival (about +-40 once the game
    is decided); ``nodes`` bounds the reading of an ending tile."""
    placed = R.placed_all(state)
    if state.over or max(placed, default=0) >= R.TOKENS:
        return _ending_value(state, seat, [nodes])
    est = _estimates(state, placed)
    for s, m in enumerate(state.mints):
        est[s] += _MINT * min(m, _CAP) + _EXTRA * max(0, m - _CAP)
    return est[seat] - _RIVAL * max(v for s, v in enumerate(est) if s != seat)


def heuristic(state: R.State, seat: int) -> float:
    """The search bot's position value: roughly points (my stars now, part of the stars I am close
    to, mints), minus the leader's."""
    return evaluate(state, seat)


def _chain(state: R.State, seat: int) -> R.State:
    """Make ``seat``'s own further decisions greedily while it is still their turn."""
    for _ in range(4):
        if R.to_act(state) != seat or _ending(state):
            break
        state = max((R.apply(state, a) for a in R.legal_actions(state)), key=lambda s: evaluate(s, seat))
    return state


def _sampled(state: R.State, seat: int, rng: Rng) -> float:
    """The mean estimate after letting the others answer at random until ``seat`` decides again."""
    total = 0.0
    for _ in range(_SAMPLES):
        s = state
        for _ in range(_STEPS):
            who = R.to_act(s)
            if who is None or who == seat:
                break
            legal = R.legal_actions(s)
            k, rng = rng.randrange(len(legal))
            s = R.apply(s, legal[k])
        total += evaluate(s, seat, _SAMPLE_NODES)
    return total / _SAMPLES


class HeuristicBot:
    """Contests locations it can hold, ousts where it pays, and ends the game when ahead."""

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
        if observation.tile == "influence" and R.placed(observation, seat) < R.TOKENS - 1:
            # Keep up the pace: an unplaced token scores nothing, so place while fewer than 4 are out.
            places = [a for a in legal if isinstance(a, R.Influence)]
            legal = places or legal
            if len(legal) == 1:
                return legal[0]
        scored = []
        for i, a in enumerate(legal):
            after = _chain(R.apply(observation, a), seat)
            scored.append((evaluate(after, seat), i, after))
        scored.sort(key=lambda t: -t[0])
        best_i, best_v = scored[0][1], float("-inf")
        for _, i, after in scored[:_SHORTLIST]:
            if _ending(after):
                v = evaluate(after, seat)
            else:
                # The same samples for every choice, so that they are compared fairly.
                v = _sampled(after, seat, Rng.from_seed(seed))
            if v > best_v:
                best_i, best_v = i, v
        return legal[best_i]


BOTS = {"heuristic": HeuristicBot}
