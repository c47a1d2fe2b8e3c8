"""Mint Delivery solitaire: the factory side, two conveyor belts and an AI driver.

The player is seat 0 and the only seat; the AI driver is truck 1. During the AI's turn the
player's only move is "ai" (AiStep), which carries out the AI's next action and is logged with
its reason; turned-in mints are always placed on the belts by the player. The player's choices,
and why a move is left out of them, are listed in solo_moves.py.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from mint.core import piles, words
from mint.core.game import Action, Outcome, Seat
from mint.core.rng import Rng
from mint.core.spots import Spot
from mint.core.words import Said, data, t, tn
from mint.games.delivery.actions import AiStep, BeltLoad, EndTurn, Fulfil, Move, ReturnMint, Shift, Take
from mint.games.delivery.cards import (
    DRIVER_BY_ID,
    DRIVERS,
    MINT_SUPPLY,
    MINTS,
    ORDER_INDEX,
    ORDERS,
    mint_name,
    order_title,
)
from mint.games.delivery.model import (
    AI_SPACE,
    DISPATCH,
    DOCK,
    DOCK_TOWN,
    F_DIST,
    F_NEIGHBOURS,
    ROUND_LIMIT,
    Stack,
    State,
    Truck,
    Turn,
    oid,
    rep,
    seat_name,
    space_title,
    truck_value,
)
from mint.games.delivery.scoring import COMPLETED, STARS, VALUE

STACKS = 4
STACK_SIZE = 5
BELT_MINTS = 10
"""Each belt starts with 10 mints (and 2 gaps); returned mints never take a belt over 10."""
FRONT = 4
"""Mints are loaded from the 4 front mints of a belt."""
LOAD_CAP = (4, 2, 1)
"""One load takes 4 Classic, or 2 Sugar Free, or 1 Cinnamon."""
PLAYER_CAPACITY = 4
PLAYER_ORDERS = 3
MOTIVES = {"complete": t("Complete Orders"), "take": t("Take Orders"), "get": t("Get Mints")}
BELTS = ("A", "B")


# --- Solitaire setup (rulebook: "Solitaire Setup") ---------------------------------------------


def new_solo(seats: tuple[Seat, ...], rng: Rng, driver: str) -> State:
    if driver == "random":
        d, rng = rng.choice(DRIVERS)
        driver = d.id
    tin = [0] * MINT_SUPPLY[0] + [1] * MINT_SUPPLY[1] + [2] * MINT_SUPPLY[2]
    mints, rng = rng.shuffle(tin)
    belts, _ = piles.deal_blocks(mints, len(BELTS), BELT_MINTS)
    deck, rng = rng.shuffle(range(len(ORDERS)))
    stacks, _ = piles.deal_blocks(deck, STACKS, STACK_SIZE)
    towns = []
    for stack in stacks:
        row, rest = piles.draw_n(stack, 1)
        towns.append(Stack(rest, row, (0,)))
    trucks = (Truck(DISPATCH, (0, 0, 0)), Truck(DISPATCH, (0, 0, 0)))
    return State(seats, True, "play", trucks, tuple(towns), Turn(0, 2), rng, belts=belts, driver=driver, motive="take")


# --- The player's actions (rulebook: "Solitaire Actions"; the choices are listed in solo_moves.py)


def covers(have: tuple[int, int, int], need: tuple[int, int, int]) -> bool:
    """Whether the mints ``have`` include the mints ``need``."""
    return have[0] >= need[0] and have[1] >= need[1] and have[2] >= need[2]


def apply(s: State, a: Action) -> State:
    if isinstance(a, ReturnMint):
        return _continue(_return_mint(s, a))
    if isinstance(a, AiStep):
        plan = ai_plan(s)
        return _continue(_ai_step(rep(s, trail=ai_trail(s, plan)), plan))
    if s.trail:
        s = rep(s, trail=())
    if isinstance(a, Move):
        me = s.trucks[0]
        s = _set(s, 0, rep(me, pos=a.to), turn=_spend(s.turn))
    elif isinstance(a, BeltLoad):
        s = _belt_load(s, 0, BELTS.index(a.belt), MINTS.index(a.mint), a.count)
        s = rep(s, turn=_spend(s.turn))
    elif isinstance(a, Shift):
        i = BELTS.index(a.belt)
        b = s.belts[i]
        s = _set_belt(s, i, b[a.count :] + b[: a.count])
        s = rep(s, turn=_spend(s.turn))
    elif isinstance(a, Take):
        s = _take(s, 0, ORDER_INDEX[a.order])
        s = rep(s, turn=_spend(s.turn))
    elif isinstance(a, Fulfil):
        s = _fulfil(s, 0, ORDER_INDEX[a.order])
    elif isinstance(a, EndTurn):
        return _continue(_start_ai_turn(s))
    return _continue(s)


def _spend(t: Turn) -> Turn:
    return rep(t, left=t.left - 1)


def _set(s: State, i: int, truck: Truck, **kw: Any) -> State:
    trucks = list(s.trucks)
    trucks[i] = truck
    return rep(s, trucks=tuple(trucks), **kw)


def _set_belt(s: State, i: int, belt: tuple[int, ...]) -> State:
    belts = list(s.belts)
    belts[i] = belt
    return rep(s, belts=tuple(belts))


def _belt_load(s: State, who: int, belt: int, mint: int, count: int) -> State:
    """Take the first ``count`` mints of a type from a belt's front 4; the rest close up."""
    b = list(s.belts[belt])
    taken = 0
    i = 0
    while taken < count and i < min(FRONT, len(b)):
        if b[i] == mint:
            del b[i]
            taken += 1
        else:
            i += 1
    t = s.trucks[who]
    m = list(t.mints)
    m[mint] += taken
    s = _set_belt(s, belt, tuple(b))
    return _set(s, who, rep(t, mints=(m[0], m[1], m[2])))


def _take(s: State, who: int, o: int) -> State:
    """Take a face-up order; the next order of that stack is revealed."""
    i = next(k for k, st in enumerate(s.towns) if o in st.row)
    st = s.towns[i]
    _, row = piles.take(st.row, st.row.index(o))
    row, deck = piles.refill(row, st.deck, 1)
    towns = list(s.towns)
    towns[i] = Stack(deck, row, (0,) * len(row))  # only a revealed order carries a bonus slot
    t = s.trucks[who]
    s = _set(s, who, rep(t, orders=t.orders + (o,)), towns=tuple(towns))
    empty = sum(1 for x in s.towns if not x.row and not x.deck)
    if empty >= 3 and not s.last_round:  # three of the four stacks are empty: the AI has the last turn
        s = rep(s, last_round=True)
    return s


def _fulfil(s: State, who: int, o: int) -> State:
    """Turn the order in; its mints wait for the player to put them on the belts."""
    t = s.trucks[who]
    need = ORDERS[o].need
    mints = (t.mints[0] - need[0], t.mints[1] - need[1], t.mints[2] - need[2])
    returns = tuple(sorted(s.returns + tuple(m for m in ORDERS[o].mints)))
    if not any(len(b) < BELT_MINTS for b in s.belts):
        returns = ()  # no belt has room: the mints go back to the tin
    return _set(
        s, who, rep(t, mints=mints, orders=tuple(x for x in t.orders if x != o), done=t.done + (o,)), returns=returns
    )


def _return_mint(s: State, a: ReturnMint) -> State:
    m = MINTS.index(a.mint)
    i = BELTS.index(a.belt)
    returns = list(s.returns)
    returns.remove(m)
    s = _set_belt(s, i, s.belts[i] + (m,))
    if not any(len(b) < BELT_MINTS for b in s.belts):
        returns = []  # no belt has room: the rest go back to the tin
    return rep(s, returns=tuple(returns))


def _continue(s: State) -> State:
    """Move play on when the current turn has nothing left to decide."""
    if s.returns or s.phase == "over":
        return s
    t = s.turn
    if t.seat == 0:
        if t.left > 0:
            return s
        me = s.trucks[0]
        town = DOCK_TOWN.get(me.pos)
        if town and any(ORDERS[o].town == town and covers(me.mints, ORDERS[o].need) for o in me.orders):
            return s
        return _start_ai_turn(s)
    plan = ai_plan(s)
    if plan[0] == "end":
        return _end_ai_turn(rep(s, motive=plan[-1]))
    return s


def _start_ai_turn(s: State) -> State:
    return rep(s, turn=Turn(1, 2))


def _end_ai_turn(s: State) -> State:
    if s.last_round or s.rounds + 1 >= ROUND_LIMIT:
        return rep(s, phase="over", turn=Turn(0, 0), rounds=s.rounds + 1)
    return rep(s, turn=Turn(0, 2), rounds=s.rounds + 1)


# --- The AI driver (rulebook: "AI Motivations") ------------------------------------------------


def _deficits(ai: Truck) -> tuple[tuple[int, tuple[int, int, int]], ...]:
    """For each order, oldest first, the mints still missing once older orders use the truck's mints."""
    return _deficits_of(ai.mints, ai.orders)


@lru_cache(maxsize=4096)
def _deficits_of(mints: tuple[int, int, int], orders: tuple[int, ...]) -> tuple[tuple[int, tuple[int, int, int]], ...]:
    have = list(mints)
    out = []
    for o in orders:
        need = ORDERS[o].need
        miss = [0, 0, 0]
        for i in range(3):
            use = min(have[i], need[i])
            have[i] -= use
            miss[i] = need[i] - use
        out.append((o, (miss[0], miss[1], miss[2])))
    return tuple(out)


def settle_motive(s: State) -> str:
    """The motivation after any switches: Complete Orders → Take Orders → Get Mints → ..."""
    ai = s.trucks[1]
    m = s.motive or "take"
    for _ in range(3):
        if m == "complete" and not ai.orders:
            m = "take"
        elif m == "take" and len(ai.orders) >= DRIVER_BY_ID[s.driver].workload:
            m = "get"
        elif m == "get" and not any(sum(miss) for _, miss in _deficits(ai)):
            m = "complete"
        else:
            break
    return m


def _step_toward(pos: str, target: str) -> str:
    """One space along the shortest path; ties go to the lowest-numbered space."""
    d = F_DIST[pos][target]
    return next(nb for nb in F_NEIGHBOURS[pos] if F_DIST[nb][target] == d - 1)


def _path(s: State, target: str) -> tuple[str, ...]:
    pos = s.trucks[1].pos
    steps = 2 if DRIVER_BY_ID[s.driver].has("speed_demon") else 1
    out = []
    for _ in range(steps):
        if pos == target:
            break
        pos = _step_toward(pos, target)
        out.append(pos)
    return tuple(out)


def choose_order(s: State) -> int | None:
    """By the driver's town preference, then most stars, then the leftmost stack."""
    d = DRIVER_BY_ID[s.driver]
    cands = [(i, o) for i, st in enumerate(s.towns) for o in st.row]
    if d.has("cautious"):
        cands = [(i, o) for i, o in cands if ORDERS[o].stars < 5]
    if d.has("spice_lover") and any(ORDERS[o].need[2] for _, o in cands):
        cands = [(i, o) for i, o in cands if ORDERS[o].need[2]]
    if not cands:
        return None
    return min(cands, key=lambda c: (d.preference.index(ORDERS[c[1]].town), -ORDERS[c[1]].stars, c[0]))[1]


def _wanted(s: State) -> list[tuple[int, int]]:
    """(mint type, order) the AI wants, in loading order: right to left, oldest order first."""
    d = DRIVER_BY_ID[s.driver]
    out: list[tuple[int, int]] = []
    for o, miss in _deficits(s.trucks[1]):
        if not sum(miss):
            continue
        for m in reversed(ORDERS[o].mints):
            if miss[m] and all(w[0] != m for w in out):
                out.append((m, o))
        if not d.has("planner"):
            break  # only the oldest order still missing mints
    return out


def ai_plan(s: State) -> tuple[Any, ...]:
    """What the AI does next: (kind, details..., motive). Kinds: fulfil, move, take, load, shift,
    still (stand still: the turn ends) and end (no actions left)."""
    ai = s.trucks[1]
    t = s.turn
    m = settle_motive(s)
    if m == "complete":
        here = DOCK_TOWN.get(ai.pos)
        for o in ai.orders:
            if ORDERS[o].town == here:
                return ("fulfil", o, m)
        if t.left <= 0:
            return ("end", m)
        target = min(ai.orders, key=lambda o: (F_DIST[ai.pos][DOCK[ORDERS[o].town]], ai.orders.index(o)))
        return ("move", _path(s, DOCK[ORDERS[target].town]), "deliver", target, m)
    if t.left <= 0:
        return ("end", m)
    if m == "take":
        pick = choose_order(s)
        if pick is None:
            return ("still", "no order", m)
        return ("take", pick, m)
    if ai.pos != AI_SPACE:
        return ("move", _path(s, AI_SPACE), "load", -1, m)
    wanted = _wanted(s)
    for mint, o in wanted:
        counts = [b[:FRONT].count(mint) for b in s.belts]
        if max(counts):
            belt = 0 if counts[0] >= counts[1] else 1
            return ("load", belt, mint, min(counts[belt], LOAD_CAP[mint]), o, m)
    if any(mint in b for mint, _ in wanted for b in s.belts):
        return ("shift", m)
    return ("still", "no mints", m)


def ai_trail(s: State, plan: tuple[Any, ...] | None = None) -> tuple[str, ...]:
    """The spots the AI's next step goes from and to, so the table can show it, as the text that
    ``State.trail`` keeps (plain strings, so the state and its digests stay as they were);
    ``trail_spot`` reads each one back."""
    return tuple(str(sid) for sid in _trail_spots(s, plan or ai_plan(s)))


def trail_spot(text: str) -> Spot:
    """The ``Spot`` that one entry of ``State.trail`` names: the one place a trail is read back."""
    kind, *rest = text.split(":")
    if kind == "truck":
        return Spot(kind, seat=int(rest[0]))
    if kind == "stack":
        return Spot(kind, int(rest[0]))
    if kind == "belt":
        return Spot(kind, rest[0], int(rest[1]))
    return Spot(kind, rest[0] if rest else None)


def _trail_spots(s: State, plan: tuple[Any, ...]) -> tuple[Spot, ...]:
    kind = plan[0]
    ai = s.trucks[1]
    if kind == "move":
        return (Spot("space", ai.pos), Spot("space", plan[1][-1]))
    if kind == "load":
        return (Spot("belt", BELTS[plan[1]], 0), Spot("truck", seat=1))
    if kind == "take":
        stack = next(i for i, st in enumerate(s.towns) if plan[1] in st.row)
        return (Spot("stack", stack), Spot("order", oid(plan[1])))
    if kind == "shift":
        return (Spot("belt", "A", 0), Spot("beltback", "A"), Spot("belt", "B", 0), Spot("beltback", "B"))
    return ()


def _ai_step(s: State, plan: tuple[Any, ...]) -> State:
    kind, motive = plan[0], plan[-1]
    s = rep(s, motive=motive)
    d = DRIVER_BY_ID[s.driver]
    t = s.turn
    ai = s.trucks[1]
    if kind == "fulfil":
        s = _fulfil(s, 1, plan[1])
        if d.has("nepotism") and not t.extra:  # Marty: one extra action after completing an order
            s = rep(s, turn=rep(t, left=t.left + 1, extra=True))
        return rep(s, motive=settle_motive(s))
    if kind == "move":
        first = t.left == 2 and not t.extra
        s = _set(s, 1, rep(ai, pos=plan[1][-1]), turn=_spend(t))
        if first and d.has("heavy_hauler"):  # Bertha: a Move as her first action ends her turn
            return _end_ai_turn(s)
        return s
    if kind == "take":
        s = _take(s, 1, plan[1])
        return rep(s, turn=_spend(t), motive=settle_motive(s))
    if kind == "load":
        s = _belt_load(s, 1, plan[1], plan[2], plan[3])
        return rep(s, turn=_spend(t), motive=settle_motive(s))
    if kind == "shift":
        s = rep(s, belts=tuple(b[1:] + b[:1] for b in s.belts), turn=_spend(t))
        return s
    if kind == "still":
        return _end_ai_turn(s)
    return _end_ai_turn(s)


# --- Text, barriers, outcome ------------------------------------------------------------------


def ai_line(s: State) -> str:
    """The log line of the AI's next step, with its reason (it opens with the driver's name)."""
    return str(ai_said(s))


def ai_said(s: State) -> Said:
    """The AI's next step and its reason, as a sentence of the catalogue."""
    plan = ai_plan(s)
    d = str(data(DRIVER_BY_ID[s.driver].name))
    kind = plan[0]
    why = MOTIVES[plan[-1]]
    if kind == "fulfil":
        return t("{driver} fulfils {order} at its dock ({motive})", driver=d, order=order_title(plan[1]), motive=why)
    if kind == "move":
        path = words.join([space_title(p) for p in plan[1]])
        if plan[2] == "deliver":
            order = order_title(plan[3])
            return t(
                "{driver} moves to {path} to deliver {order} ({motive})", driver=d, path=path, order=order, motive=why
            )
        return t("{driver} moves to {path} to load mints ({motive})", driver=d, path=path, motive=why)
    if kind == "take":
        return t("{driver} takes {order} ({motive})", driver=d, order=order_title(plan[1]), motive=why)
    if kind == "load":
        _, belt, mint, n, o, _m = plan
        return t(
            "{driver} loads {n} {mint} from belt {belt} for {order} ({motive})",
            driver=d,
            n=n,
            mint=mint_name(mint),
            belt=BELTS[belt],
            order=order_title(o),
            motive=why,
        )
    if kind == "shift":
        return t("{driver} shifts the front mint of each belt to the back ({motive})", driver=d, motive=why)
    if kind == "still" and plan[1] == "no order":
        return t("{driver} stands still: no face-up order it will take ({motive})", driver=d, motive=why)
    if kind == "still":
        return t("{driver} stands still: the mints it needs are not on the belts ({motive})", driver=d, motive=why)
    return t("{driver} ends the turn", driver=d)


def describe(s: State, a: Action) -> str:
    return ai_line(s) if isinstance(a, AiStep) else str(_said(s, a))


def _said(s: State, a: Action) -> Said:
    who = seat_name(s, 0)
    if isinstance(a, ReturnMint):
        mint = mint_name(MINTS.index(a.mint))
        return t("{who} puts a {mint} mint on the back of belt {belt}", who=who, mint=mint, belt=a.belt)
    if isinstance(a, Move):
        return t("{who} moves to {to}", who=who, to=space_title(a.to))
    if isinstance(a, BeltLoad):
        mint = mint_name(MINTS.index(a.mint))
        return t("{who} loads {n} {mint} from belt {belt}", who=who, n=a.count, mint=mint, belt=a.belt)
    if isinstance(a, Shift):
        return tn(
            "{who} shifts {n} mint to the back of belt {belt}",
            "{who} shifts {n} mints to the back of belt {belt}",
            a.count,
            who=who,
            belt=a.belt,
        )
    if isinstance(a, Take):
        return t("{who} takes {order}", who=who, order=order_title(ORDER_INDEX[a.order]))
    if isinstance(a, Fulfil):
        return t("{who} fulfils {order} at its dock", who=who, order=order_title(ORDER_INDEX[a.order]))
    if isinstance(a, EndTurn):
        return t("{who} ends the turn", who=who)
    return t("{who}: {action}", who=who, action=str(a))


def is_barrier(s: State, a: Action) -> bool:
    if isinstance(a, Take):
        return True
    if isinstance(a, AiStep):
        return ai_plan(s)[0] == "take"
    return False


def stars(truck: Truck) -> int:
    return sum(ORDERS[o].stars for o in truck.done if o >= 0)


TIEBREAKS = {
    "most completed orders": t("most completed orders"),
    "highest mint value in the truck": t("highest mint value in the truck"),
}


def _summary(mine: int, theirs: int, driver: str, won: bool) -> Said:
    """'You 12 stars, Rookie Rita 9 stars: you win.'"""
    if won:
        return t("You {mine} stars, {driver} {theirs} stars: you win.", mine=mine, driver=driver, theirs=theirs)
    return t("You {mine} stars, {driver} {theirs} stars: {driver} wins.", mine=mine, driver=driver, theirs=theirs)


def outcome(s: State) -> Outcome:
    you, ai = s.trucks
    d = DRIVER_BY_ID[s.driver]
    keys = [
        ("stars", stars),
        ("most completed orders", lambda truck: len(truck.done)),
        ("highest mint value in the truck", truck_value),
    ]
    won: bool | None = None
    used = None
    for name, key in keys:
        if key(you) != key(ai):
            won = key(you) > key(ai)
            used = None if name == "stars" else str(TIEBREAKS[name])
            break
    if won is None:  # the AI has no age: a complete tie is shared
        won, used = True, "shared win"
    return Outcome(
        scores=(float(stars(you)),),
        # the verdict is team_won (cooperative=True: one player against the AI); the shared
        # contract wants a winner in every competitive game, so the single seat is listed
        winners=(0,),
        breakdown=(
            (str(STARS), (float(stars(you)),)),
            (str(COMPLETED), (float(len(you.done)),)),
            (str(VALUE), (float(truck_value(you)),)),
        ),
        tiebreak=used,
        cooperative=True,
        team_won=won,
        summary=str(_summary(stars(you), stars(ai), str(data(d.name)), won)),
        # the AI driver is the rival: its own column and bar on the results, in its truck's colour
        rival=str(data(d.name)),
        rival_breakdown=(float(stars(ai)), float(len(ai.done)), float(truck_value(ai))),
        rival_score=float(stars(ai)),
        rival_mark=("square", d.colour),
    )
