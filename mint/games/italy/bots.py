"""Mint Italy's heuristic player and the search bot's position value.

``evaluate`` estimates a player's final VP from a position: VP already scored, what the end
scoring would give now (jars and bottles, coins, cities, finished orders by the commercio
ranking), the production still to come from uncovered mat slots, the scoring cards still to
score at today's counts, and the worth of goods, coins, an order in hand and the tracks.

The heuristic player tries every legal choice, settles its own follow-up choices greedily
(a marina option, conversions, a hen to return) and keeps the choice whose position is worth
most. Passing early earns coins but gives up the turns still to come, so a pass is charged
what an ordinary turn is worth while other useful choices remain.
"""

from __future__ import annotations

from typing import Any, Sequence

from mint.core.game import Action
from mint.core.memo import by_identity
from mint.core.rng import Rng
from mint.games.italy import board, play
from mint.games.italy import cards as C
from mint.games.italy.actions import Pass
from mint.games.italy.island import bits
from mint.games.italy.state import BOT, State

GOOD_VALUE = (0.45, 0.5, 1.25, 1.35)
"""What one good in store is worth in VP (jars and bottles score 1 each at the end and sell)."""
MARGIN = 0.05
"""A turn must raise the estimate by this much to be worth more than passing."""
CITY_HOPE = 1.5
"""Each city beyond the first, while the game goes on (the chart pays from 6 cities)."""
CHAIN = 6
"""At most this many own follow-up choices settled greedily after a choice."""


def coin_value(rounds_left: int) -> float:
    """A coin buys settlements while rounds remain; at the end only every tenth scores."""
    return 0.1 + 0.025 * rounds_left


def productions_left(s: State, seat: int) -> int:
    """How many production phases ``seat`` will still collect."""
    if s.phase == "over":
        return 0
    later = C.ROUNDS - s.round
    if s.phase in ("setup", "play"):
        return later + 1
    if s.phase == "production":
        waiting = seat in s.queue or any(d.seat == seat and d.kind == "collect" for d in s.pending)
        if s.solo and seat == BOT and s.seat == BOT and s.bot_step in ("prod_expand", "prod_gain"):
            waiting = True
        return later + (1 if waiting else 0)
    return later


def income(s: State, seat: int, cv: float) -> float:
    """What one production phase gives ``seat`` now, in VP."""
    p = s.players[seat]
    bot = s.solo and seat == BOT
    total = 0.0
    conv = 0
    for col in range(3):
        outputs = C.BOT_OUTPUTS[col] if bot else C.COLUMNS[col].outputs
        for k in range(p.built[col]):
            out = outputs[k]
            coins = out.coins + (1 if out.figure and p.nav == 3 and not bot else 0)
            total += coins * cv + out.vp
            total += out.grapes * GOOD_VALUE[0] + out.oval * GOOD_VALUE[1]
            total += out.jar * GOOD_VALUE[2] + out.bottle * GOOD_VALUE[3]
            conv += out.conv_jar + out.conv_bottle
    levels = C.BOT_MERCATO_LEVELS if bot else C.MERCATO_LEVELS
    good = levels[p.mercato].good
    if good is not None:
        total += GOOD_VALUE[good]
    # conversions turn grapes into jars or bottles: worth the difference, while grapes last
    total += min(conv, 2) * (GOOD_VALUE[2] - GOOD_VALUE[0]) * 0.5
    if bot:
        total += C.BOT_BASE.coins * cv + (C.BOT_NAV_TOP_VP if p.nav == 3 else 0)
    return total


def room(s: State, seat: int) -> tuple[int, int]:
    """Empty land ``seat`` reaches that suits a mat column with tokens left, and how much of it
    would start a new city (no own settlement touches it without a river between)."""
    p = s.players[seat]
    isl = play.isle(s)
    wanted = 0
    for c in range(3):
        if p.built[c] < len(C.COLUMNS[c].costs):
            wanted |= isl.terrain_mask[C.COLUMNS[c].terrain]
    if not wanted:
        return 0, 0
    spots = play.reach_mask(s, seat) & wanted & ~board.taken_mask(s)
    own = 0
    for i in board.homes_of(s, seat):
        own |= 1 << i
    joined = isl.joined
    count = fresh = 0
    for i in bits(spots):
        count += 1
        if not joined[i] & own:
            fresh += 1
    return count, fresh


def evaluate(s: State, seat: int) -> float:
    """The expected final VP of ``seat`` (roughly)."""
    p = s.players[seat]
    left = productions_left(s, seat)
    cv = coin_value(left)
    scores = board.end_scores(s, seat)
    v = float(scores["play"] + scores["cards"] + scores["cities"] + scores["orders"])
    v += p.coins * cv if left else scores["coins"]
    if s.phase == "play" and seat not in s.passed:
        # the passing box still to come: passing itself gains nothing but the better box
        v += play.pass_coins(s, seat) * cv
    if left:
        v += sum(n * GOOD_VALUE[g] for g, n in enumerate(p.goods))
        v += income(s, seat, cv) * left
        # the scoring cards still to come, at today's counts
        first = s.round - 1 if s.phase in ("setup", "play", "production") else s.round
        for r in range(first, C.ROUNDS):
            v += play.card_score(s, seat, C.SCORING_CARDS[s.scoring[r]]) * (0.9 if r == s.round - 1 else 0.6)
        v += 0.35 * (p.nav + p.mercato) * min(left, 3) / 3
        v += 0.25 * sum(p.built) * min(left, 2)  # settlements reach further and join cities
        cities = board.cities_of(s, seat)
        v += CITY_HOPE * max(0, cities - 1)  # on the way to the city chart's 6+ rows
        count, fresh = room(s, seat)
        v += 0.3 * min(count, 5)  # land still open to build on, at this navigation level
        v += 0.5 * min(fresh, 3) * min(left, 2) / 2  # and land that would start a new city
    else:
        v += p.goods[2] + p.goods[3]
    if p.order is not None and left:
        o = play.order_of(p.order)
        need = sum(o.needs) + o.hens
        have = sum(min(h, n) for h, n in zip(p.goods, o.needs))
        reward = o.vp + o.coins * cv + (1.5 if o.upgrade else 0) + 2.0
        v += reward * (0.2 + 0.4 * have / max(1, need))
    return v


def heuristic(state: State, seat: int) -> float:
    """The search bot's position value: own estimate against the best rival's."""
    values = _values(state)
    mine = values[seat]
    others = [values[i] for i in range(len(state.players)) if i != seat]
    return mine - 0.5 * max(others, default=0.0)


@by_identity  # (the search asks for each seat's value of the same position in turn)
def _values(state: State) -> tuple[float, ...]:
    """``evaluate`` for every player of ``state``, worked out once per position."""
    return tuple(evaluate(state, i) for i in range(len(state.players)))


def settle(rules: Any, s: State, seat: int) -> State:
    """Make ``seat``'s own follow-up choices greedily, so a choice is judged with them done."""
    for _ in range(CHAIN):
        if rules.to_act(s) is None or board.actor(s) != seat or not s.pending:
            break
        legal = rules.legal_actions(s)
        if len(legal) == 1:
            s = rules.apply(s, legal[0])
            continue
        s = max((rules.apply(s, a) for a in legal), key=lambda t: evaluate(t, seat))
    return s


class HeuristicBot:
    """Greedy over every legal choice, with its own follow-ups settled, valued by ``evaluate``."""

    kind = "heuristic"

    def choose(
        self, rules: Any, observation: Any, seat: int, legal: Sequence[Action], budget_s: float, seed: int
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        world = rules.determinize(observation, seat, Rng.from_seed(seed))
        base = evaluate(world, seat)
        best: Action | None = None
        best_v = float("-inf")
        stay = None
        for a in legal:
            v = evaluate(settle(rules, rules.apply(world, a), seat), seat)
            if isinstance(a, Pass):
                stay = a
                continue
            if v > best_v + 1e-9:
                best, best_v = a, v
        if stay is not None and (best is None or best_v <= base + MARGIN):
            return stay  # nothing left that is worth a turn
        return best if best is not None else legal[0]


BOTS = {"heuristic": HeuristicBot}

SEARCH = {"cap": 30.0}
"""The search bot's settings for Mint Italy at every level: a safety cap of 30 s. An iteration
here is dear (its rollout plays a few turns and values every player's position), so the longest
Normal moves took 2.9 s on a two-core machine at a load of about five, and over 9 s at a load of
eight, past Normal's usual 10 s cap (8.8 s of search): there the clock, not the iteration budget,
would have chosen the move. The cap is only a safety net; the counted budget decides."""
