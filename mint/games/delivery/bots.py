"""Mint Delivery bots: a quick greedy driver for multiplayer seats and the solitaire player seat.

The solitaire AI drivers are part of the rules (solo.py), not bots. ``evaluate`` values a position:
completed stars plus each active order's stars scaled by how many actions it still needs (a trip
to a loader, loads, upgrades, the drive to its town); ``heuristic``, the search bot's position
value, is built on it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import permutations
from typing import Any

from mint.core.game import Action
from mint.core.graph import bfs
from mint.core.rng import Rng
from mint.games.delivery.actions import Keep, Remove
from mint.games.delivery.cards import ABILITY_BY_ID, ORDER_INDEX, ORDERS, TOWNS
from mint.games.delivery.model import (
    BASE_NEIGHBOURS,
    DOCK,
    F_DIST,
    LOAD_AMOUNT,
    PLAYER_BELT,
    SPACE_KIND,
    State,
    Truck,
    road_graph,
)
from mint.games.delivery.scoring import stars
from mint.games.delivery.setup import trim

READY = 0.9
"""An order with everything aboard, parked in its town, is worth 90% of its stars."""
SLOT = 0.3
"""Holding an order uses one of the 3 slots: a far, cheap order is not worth it."""
HALF = 5.0
"""Actions after which an active order counts for half its stars."""
LOADERS = tuple(s for s, k in SPACE_KIND.items() if k in ("city", "warehouse"))
FAR = 40


@lru_cache(maxsize=64)
def distances(roads: tuple[tuple[str, str], ...], tires: bool) -> dict[str, dict[str, int]]:
    """Moves between map spaces with these road tokens (Road Closed spaces left out)."""
    neigh = dict(road_graph(roads))
    closed = {sp for sp, tok in roads if tok == "road_closed"} if not tires else set()
    slow = {sp for sp, tok in roads if tok in ("traffic_jam", "toll_booth")} if not tires else set()
    out: dict[str, dict[str, int]] = {}
    for start in BASE_NEIGHBOURS:
        reach = bfs(start, lambda a: [b for b in neigh[a] if b not in closed])
        dist: dict[str, int] = {}
        for b, back in reach.previous.items():  # in the order reached, so ``back`` is done first
            # a jam or toll costs about one action more (counted along the breadth-first tree)
            dist[b] = 0 if back is None else dist[back] + 1 + (1 if b in slow else 0)
        out[start] = dist
    return out


@lru_cache(maxsize=20000)
def loader_actions(
    mints: tuple[int, int, int],
    need: tuple[int, int, int],
    amount: int,
    can_s: bool,
    can_r: bool,
    cap: int,
    double: bool,
) -> tuple[int, tuple[int, int, int]]:
    """Fewest Load/Unload/Upgrade actions at one loader until the truck holds ``need``, and what
    it then holds; (FAR, mints) when it cannot be done there."""

    def ok(m: tuple[int, int, int]) -> bool:
        return m[0] >= need[0] and m[1] >= need[1] and m[2] >= need[2]

    if ok(mints):
        return 0, mints
    seen = {mints}
    frontier = [mints]
    for depth in range(1, 9):
        nxt = []
        for m in frontier:
            c, su, r = m
            moves = [(c + k, su, r) for k in range(1, amount + 1) if c + su + r + k <= cap]
            ups = []
            if can_s and c >= 2:
                ups.append((c - 2, su + 1, r))
            if can_r and c >= 3:
                ups.append((c - 3, su, r + 1))
            if double:
                for u in list(ups):
                    if can_s and u[0] >= 2:
                        ups.append((u[0] - 2, u[1] + 1, u[2]))
                    if can_r and u[0] >= 3:
                        ups.append((u[0] - 3, u[1], u[2] + 1))
            moves += ups
            # unloading: drop what the order does not need
            moves += [(min(c, need[0] + 3), min(su, need[1]), min(r, need[2])), (c, min(su, need[1]), min(r, need[2]))]
            for x in moves:
                if x in seen or min(x) < 0:
                    continue
                if ok(x):
                    return depth, x
                seen.add(x)
                nxt.append(x)
        frontier = nxt
    return FAR, mints


@lru_cache(maxsize=100000)
def _order_step(
    roads: tuple[tuple[str, str], ...], abilities: tuple[str, ...], pos: str, mints: tuple[int, int, int], o: int
) -> tuple[float, tuple[int, int, int]]:
    """Actions to fulfil order ``o`` from ``pos`` with ``mints`` aboard, and the mints left after."""
    dist = distances(roads, "A08" in abilities)
    order = ORDERS[o]
    need = order.need
    town = order.town
    here = dist[pos]
    if mints[0] >= need[0] and mints[1] >= need[1] and mints[2] >= need[2]:
        return float(here.get(town, FAR)), (mints[0] - need[0], mints[1] - need[1], mints[2] - need[2])
    cap = 5 if "A01" in abilities else 4
    double = "A12" in abilities
    best = float(FAR)
    left = mints
    for loader in LOADERS:
        kind = SPACE_KIND[loader]
        amount = LOAD_AMOUNT[loader] + (1 if kind == "warehouse" and "A02" in abilities else 0)
        can_r = kind == "city" or "A11" in abilities
        n, got = loader_actions(mints, need, amount, True, can_r, cap, double)
        c = here.get(loader, FAR) + n + dist[loader].get(town, FAR)
        if c < best:
            best, left = c, (got[0] - need[0], got[1] - need[1], got[2] - need[2])
    return best, left


@lru_cache(maxsize=100000)
def _solo_step(
    belts: tuple[tuple[int, ...], ...], pos: str, mints: tuple[int, int, int], o: int
) -> tuple[float, tuple[int, int, int]]:
    order = ORDERS[o]
    need = order.need
    dock = DOCK[order.town]
    miss = (max(0, need[0] - mints[0]), max(0, need[1] - mints[1]), max(0, need[2] - mints[2]))
    spare = (mints[0] - need[0] + miss[0], mints[1] - need[1] + miss[1], mints[2] - need[2] + miss[2])
    here = F_DIST[pos]
    if not any(miss):
        return float(here[dock]), spare
    best = float(FAR)
    for space, belt in PLAYER_BELT.items():
        b = belts[0 if belt == "A" else 1]
        c = 0.0
        for m in range(3):
            if not miss[m]:
                continue
            have = b.count(m)
            if have < miss[m]:
                c += FAR
                continue
            first = b.index(m)
            c += max(0, first - 3) / 2 + -(-miss[m] // (4, 2, 1)[m])
        if sum(spare) + len(order.mints) > 4:
            c += FAR / 2  # no unloading in solitaire: a full truck is stuck
        best = min(best, here[space] + c + F_DIST[space][dock])
    return best, spare


@lru_cache(maxsize=50000)
def _plan_value(
    solo: bool,
    roads: tuple[tuple[str, str], ...],
    belts: tuple[tuple[int, ...], ...],
    abilities: tuple[str, ...],
    pos: str,
    mints: tuple[int, int, int],
    orders: tuple[int, ...],
) -> float:
    """The best order of doing the active orders: stars scaled down by the actions they wait for."""
    best = 0.0
    for perm in permutations(orders):
        p, m, cum, val = pos, mints, 0.0, 0.0
        for o in perm:
            if solo:
                c, m = _solo_step(belts, p, m, o)
                p = DOCK[ORDERS[o].town]
            else:
                c, m = _order_step(roads, abilities, p, m, o)
                p = ORDERS[o].town
            cum += c
            val += ORDERS[o].stars * READY * _g(cum)
        best = max(best, val)
    return best - SLOT * len(orders)


def _g(cost: float) -> float:
    return 1.0 / (1.0 + cost / HALF)


def evaluate(s: State, seat: int) -> float:
    """About how many stars ``seat`` can count on."""
    t = s.trucks[seat]
    score = float(sum(ORDERS[o].stars for o in t.done if o >= 0))
    if s.phase == "keep":
        return score
    orders = tuple(o for o in t.orders if o >= 0)
    score += _plan_value(s.solo, s.roads, s.belts if s.solo else (), t.abilities, t.pos, t.mints, orders)
    score += 0.03 * sum(t.mints)
    for a in t.abilities:
        score += 0.8 + 0.4 * ABILITY_BY_ID[a].orders
    return score


OPPORTUNITY = 0.2
"""Weight of the best order a truck could still take from a town row, in the search's value.
A greedy driver valuing positions this way won 58.3% of 1,000 two-player games against the
heuristic bot (seats rotated), which values only the orders it holds."""


def opportunity(s: State, seat: int) -> float:
    """The best order in the town rows for ``seat`` (with a free slot): its stars scaled down by
    the actions to drive there, take it, gather its mints and deliver it."""
    t = s.trucks[seat]
    if sum(1 for o in t.orders if o >= 0) >= 3:
        return 0.0
    dist = distances(s.roads, "A08" in t.abilities)[t.pos]
    best = 0.0
    for town, st in zip(TOWNS, s.towns):
        d = dist.get(town, FAR)
        for o in st.row:
            c, _ = _order_step(s.roads, t.abilities, town, t.mints, o)
            best = max(best, ORDERS[o].stars * READY * _g(d + 1 + c))
    return best


def heuristic(state: State, seat: int) -> float:
    """The search bot's position value: roughly the stars ``seat`` can count on (completed stars
    plus progress on active orders, and a little for the best order it could still take, so the
    search sees a race for an order). In solitaire it is the lead over the AI driver (its stars,
    and half of those it holds)."""
    if state.solo:
        ai = state.trucks[1]
        return evaluate(state, 0) - stars(ai) - 0.5 * sum(ORDERS[o].stars for o in ai.orders)
    value = evaluate(state, seat)
    if state.phase == "play":
        value += OPPORTUNITY * opportunity(state, seat)
    return value


def _keep_value(hand: Sequence[int], subset: Sequence[int]) -> float:
    kept, _ = trim(tuple(subset))
    t = Truck("MC", (4, 0, 0), orders=kept)
    s = State((), False, "play", (t,), (), None, None)  # type: ignore[arg-type]
    return evaluate(s, 0)


def _settled_value(rules: Any, s: State, seat: int, depth: int = 0) -> float:
    """The value once this seat's owed follow-up choices (mints on a taken order, a free
    Classic, a removal) are made as well as they can be."""
    t = s.turn
    if depth < 3 and t.pending and not s.solo and t.seat == seat and s.phase == "play":
        return max(_settled_value(rules, rules.apply(s, a), seat, depth + 1) for a in rules.legal_actions(s))
    return evaluate(s, seat)


class HeuristicBot:
    """Greedy: tries every legal action and keeps the one that raises ``evaluate`` most."""

    kind = "heuristic"

    def choose(
        self, rules: Any, observation: Any, seat: int, legal: Sequence[Action], budget_s: float, seed: int
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        s: State = observation
        if isinstance(legal[0], Keep):
            hand = [o for o in s.trucks[seat].hand]
            return max(legal, key=lambda a: _keep_value(hand, [ORDER_INDEX[o] for o in a.orders]))  # type: ignore[attr-defined]
        if isinstance(legal[0], Remove):
            return max(legal, key=lambda a: (ORDERS[ORDER_INDEX[a.order]].stars, str(a)))  # type: ignore[attr-defined]
        world = rules.determinize(s, seat, Rng.from_seed(seed)) if not s.solo else s
        rng = Rng.from_seed(seed ^ 0x5DEECE66D)
        base = evaluate(world, seat)
        best: list[Action] = []
        best_v = -1e9
        for a in legal:
            nxt = rules.apply(world, a)
            v = _settled_value(rules, nxt, seat) - base
            if s.solo and nxt.turn.seat == 1 and world.turn.seat == 0:
                v -= 1e-6  # ending the turn only when nothing helps
            if v > best_v + 1e-9:
                best, best_v = [a], v
            elif abs(v - best_v) <= 1e-9:
                best.append(a)
        pick, _ = rng.choice(best)
        return pick


BOTS = {"heuristic": HeuristicBot}
