"""Mint Delivery: drive a mint truck round Mintopia, take orders in towns and fulfil them for stars.

Multiplayer (2-5) on the map side with the Player Abilities and Road Conditions variants, and
solitaire (1 player) on the factory side against one of five AI drivers (see solo.py).
"""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from typing import Any

from mint.core import flow, piles
from mint.core.game import (
    Action,
    IllegalActionError,
    OptionError,
    OptionSpec,
    Outcome,
    Seat,
    parse_by_types,
    resolve_options,
)
from mint.core.rng import MASKED, Rng
from mint.games.delivery import solo
from mint.games.delivery.cards import (
    ABILITIES,
    ABILITY_BY_ID,
    DRIVER_BY_ID,
    DRIVERS,
    MINT_NAMES,
    MINT_SUPPLY,
    MINTS,
    ORDER_INDEX,
    ORDERS,
    ROAD_TOKENS,
    TOWN_NAME,
    TOWNS,
    mint_text,
    order_title,
)
from mint.games.delivery.model import ACTION_TYPES as ACTION_TYPES
from mint.games.delivery.model import (
    ARROW,
    LOAD_AMOUNT,
    SPACE_KIND,
    SPACE_TOWN,
    Acquire,
    Bonus,
    Claim,
    EndTurn,
    Fulfil,
    Keep,
    Load,
    Move,
    Remove,
    Stack,
    State,
    Swap,
    Take,
    Truck,
    Turn,
    Unload,
    Upgrade,
    letters_text,
    oid,
    rep,
    road_graph,
    seat_name,
    space_title,
    truck_value,
)
from mint.games.delivery.model import COLOURS as COLOURS
from mint.games.delivery.model import ROUND_LIMIT as ROUND_LIMIT
from mint.games.delivery.model import STATE_TYPES as STATE_TYPES

NAME = "delivery"
TITLE = "Mint Delivery"
MIN_PLAYERS = 1
MAX_PLAYERS = 5
COOPERATIVE = False
SCORE_UNIT = "stars"  # what the heuristic hook (bots.heuristic) counts, named in hints
OPTIONS = (
    OptionSpec("abilities", "off", ("off", "on"),
               "Variant 1, Player Abilities: 3 random abilities on the key card (2-5 players)"),
    OptionSpec("road_conditions", "0", ("0", "1", "2", "3", "4"),
               "Variant 2, Road Conditions: how many road tokens to place (0 = off; 3 is the usual choice)"),
    OptionSpec("driver", "random", ("random", *(d.id for d in DRIVERS)),
               "Solitaire: the AI driver you play against (1 player)"),
)
OPTION_PLAYERS = {"abilities": 2, "road_conditions": 2, "driver": 1}
EXTRA_TEST_CONFIGS = (
    (3, {"abilities": "on", "road_conditions": "3"}),
    (5, {"abilities": "on", "road_conditions": "4"}),
)

STAR_LIMIT = 6
"""Setup: kept orders may be worth at most 6 stars."""
TOWN_DECK = 7
ROW = 2
HIDDEN = -1
"""An order index the viewer may not see (in observations)."""

_END = EndTurn()
_BONUS = (Bonus(True), Bonus(False))


def _self() -> Any:
    return sys.modules[__name__]


# --- Setup (rulebook: "Setup", "Advanced Variants") -----------------------------------------


def new_game(seats: Sequence[Seat], seed: int, options: Mapping[str, Any] | None = None) -> State:
    opts = resolve_options(OPTIONS, options)
    n = len(seats)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise OptionError(f"Mint Delivery takes 1-5 players (1 is solitaire); got {n}")
    if n == 1:
        if opts["abilities"] != "off" or opts["road_conditions"] != "0":
            raise OptionError("the abilities and road-condition variants are not used in solitaire")
        return solo.new_solo(tuple(seats), Rng.from_seed(seed), opts["driver"])
    if opts["driver"] != "random":
        raise OptionError("the driver option is for solitaire (1 player)")
    rng = Rng.from_seed(seed)
    key: tuple[str, ...] = ()
    if opts["abilities"] == "on":
        ids, rng = rng.shuffle([a.id for a in ABILITIES])
        key = tuple(sorted(ids[:3]))
    roads, rng = _place_road_tokens(rng, int(opts["road_conditions"]))
    deck, rng = rng.shuffle(range(len(ORDERS)))
    hands, _ = piles.deal_blocks(deck, n, 3)
    trucks = tuple(Truck("MC", (4, 0, 0), hand=tuple(sorted(hand))) for hand in hands)
    supply = (MINT_SUPPLY[0] - 4 * n, MINT_SUPPLY[1], MINT_SUPPLY[2])
    towns = tuple(Stack((), (), ()) for _ in TOWNS)
    return State(tuple(seats), False, "keep", trucks, towns, Turn(0, 0), rng, key=key, roads=roads,
                 supply=supply)


def _place_road_tokens(rng: Rng, count: int) -> tuple[tuple[tuple[str, str], ...], Rng]:
    """Draw a token, pick a town at random, flip the start-player token for the arrow's way."""
    tokens, rng = rng.shuffle([t.id for t in ROAD_TOKENS])
    placed: dict[str, str] = {}
    for token in tokens[:count]:
        while True:
            town, rng = rng.choice(TOWNS)
            flip, rng = rng.choice(("cw", "ccw"))
            space = ARROW[(town, flip)]
            if space in placed:  # that space is taken: the town's other road space
                space = ARROW[(town, "ccw" if flip == "cw" else "cw")]
            if space not in placed:
                placed[space] = token
                break
    return tuple(sorted(placed.items())), rng


def _keep_choices(hand: tuple[int, ...]) -> list[Action]:
    hand = tuple(sorted(hand))
    out: list[Action] = []
    for mask in range(1 << len(hand)):
        picked = [i for i in range(len(hand)) if mask >> i & 1]
        out.append(Keep(tuple(oid(hand[i]) for i in picked), tuple(i + 1 for i in picked)))
    return out


def _trim(kept: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Kept orders over 6 stars: return the lowest ones to the box until 6 or fewer remain."""
    keep = sorted(kept, key=lambda o: (ORDERS[o].stars, o))
    out: list[int] = []
    while sum(ORDERS[o].stars for o in keep) > STAR_LIMIT:
        out.append(keep.pop(0))
    return tuple(o for o in kept if o in keep), tuple(out)


def _keep(s: State, a: Keep) -> State:
    seat = s.turn.seat
    kept = tuple(ORDER_INDEX[o] for o in a.orders)
    trucks = list(s.trucks)
    trucks[seat] = rep(trucks[seat], kept=kept)
    if seat + 1 < len(s.seats):
        return rep(s, trucks=tuple(trucks), turn=Turn(seat + 1, 0))
    return _finish_setup(rep(s, trucks=tuple(trucks)))


def _finish_setup(s: State) -> State:
    """Shuffle the rest into 4 town decks of 7, reveal 2 each, reveal and trim kept orders."""
    kept_all = {o for t in s.trucks for o in t.kept}
    rest, rng = s.rng.shuffle([o for o in range(len(ORDERS)) if o not in kept_all])
    decks, _ = piles.deal_round_robin(rest, len(TOWNS), TOWN_DECK)
    towns = []
    for deck in decks:
        row, deck = piles.draw_n(deck, ROW)
        towns.append(Stack(deck, row, (0,) * len(row)))
    trucks = []
    box: list[int] = []
    for t in s.trucks:
        orders, back = _trim(t.kept)
        box.extend(back)
        trucks.append(rep(t, orders=orders, hand=(), kept=()))
    return rep(s, phase="play", trucks=tuple(trucks), towns=tuple(towns), rng=rng, box=tuple(box),
                   turn=_new_turn(s, 0))


# --- Whose turn, and what they may do (rulebook: "Primary Actions") -------------------------


def _has(t: Truck, ability: str) -> bool:
    return ability in t.abilities


def _new_turn(s: State, seat: int) -> Turn:
    return Turn(seat, 3 if _has(s.trucks[seat], "A10") else 2)


def capacity(s: State, seat: int) -> int:
    """How many mints the truck holds (solitaire AI: no limit)."""
    if s.solo and seat == 1:
        return 999
    return 5 if _has(s.trucks[seat], "A01") else 4


def order_limit(s: State, seat: int) -> int:
    if s.solo and seat == 1:
        return DRIVER_BY_ID[s.driver].workload
    return 4 if _has(s.trucks[seat], "A07") else 3


def to_act(state: State) -> int | None:
    if state.phase == "over":
        return None
    if state.solo:
        return 0
    return state.turn.seat


_LEGAL_CACHE: list[Any] = [None, None, None]


def legal_actions(state: State) -> list[Action]:
    c = _LEGAL_CACHE
    if c[0] is state:
        return list(c[1])
    if state.phase == "over":
        out: list[Action] = []
    elif state.solo:
        out = solo.legal(state)
    elif state.phase == "keep":
        out = _keep_choices(state.trucks[state.turn.seat].hand)
    else:
        out = _legal_play(state)
    _LEGAL_CACHE[:] = [state, out, None]
    return list(out)


def _is_legal(state: State, action: Action) -> bool:
    legal_actions(state)
    c = _LEGAL_CACHE
    if c[2] is None:
        c[2] = frozenset(c[1])
    return action in c[2]


def _legal_play(s: State) -> list[Action]:
    t = s.turn
    seat = t.seat
    me = s.trucks[seat]
    what = flow.top(t.pending)
    if what is not None:
        return _legal_pending(s, what)
    out: list[Action] = []
    free_move = t.moved and not t.turbo and _has(me, "A05")
    if t.left > 0 or free_move:
        out.extend(_moves(s, seat))
    pos = me.pos
    kind = SPACE_KIND[pos]
    if t.left > 0:
        if kind in ("city", "warehouse"):
            room = capacity(s, seat) - sum(me.mints)
            amount = LOAD_AMOUNT[pos] + (1 if kind == "warehouse" and _has(me, "A02") else 0)
            for k in range(1, min(amount, room, s.supply[0]) + 1):
                out.append(Load(k, seat))
            out.extend(Unload(m, seat) for m in _sub_multisets(me.mints))
        out.extend(Upgrade(u, seat) for u in _upgrades(s, seat))
    take_town = _take_town(me)
    if take_town and (t.left > 0 or t.express == take_town) and len(me.orders) < order_limit(s, seat):
        stack = s.towns[TOWNS.index(take_town)]
        out.extend(Take(oid(o), seat) for o in stack.row)
    if t.left > 0:
        if s.key:
            done = len(me.done) - me.allocated
            out.extend(Acquire(a, seat) for a in s.key if a not in me.abilities and ABILITY_BY_ID[a].orders <= done)
        if _has(me, "A09") and kind == "town":
            stack = s.towns[TOWNS.index(pos)]
            out.extend(Swap(oid(g), oid(o)) for g in me.orders for o in stack.row)
    if kind == "town":
        out.extend(Fulfil(oid(o), seat) for o in me.orders if ORDERS[o].town == pos and _covers(me.mints, ORDERS[o].need))
    out.append(_END)
    return out


def _legal_pending(s: State, what: str) -> list[Action]:
    seat = s.turn.seat
    me = s.trucks[seat]
    if what == "claim":
        room = capacity(s, seat) - sum(me.mints)
        return [Claim(k) for k in range(min(s.turn.amount, room) + 1)]
    if what == "remove":
        return [Remove(oid(o)) for st in s.towns for o in st.row]
    return list(_BONUS)  # zone / sample


def _take_town(me: Truck) -> str:
    """The town whose orders the truck may take from where it stands ('' for none)."""
    kind = SPACE_KIND[me.pos]
    if kind == "town":
        return me.pos
    if kind == "space" and _has(me, "A03"):
        return SPACE_TOWN[me.pos]
    return ""


def _covers(have: tuple[int, int, int], need: tuple[int, int, int]) -> bool:
    return have[0] >= need[0] and have[1] >= need[1] and have[2] >= need[2]


def _sub_multisets(m: tuple[int, int, int]) -> list[str]:
    out = []
    for c in range(m[0] + 1):
        for su in range(m[1] + 1):
            for r in range(m[2] + 1):
                if c or su or r:
                    out.append("C" * c + "S" * su + "R" * r)
    return out


def _upgrades(s: State, seat: int) -> list[str]:
    """Upgrades possible here: S where Sugar Free is made, R where Cinnamon is; two with Double Batch."""
    me = s.trucks[seat]
    kind = SPACE_KIND[me.pos]
    can_s = kind in ("city", "warehouse") or _has(me, "A06")
    can_r = kind == "city" or (kind == "warehouse" and _has(me, "A11"))
    combos = []
    if can_s:
        combos.append("S")
    if can_r:
        combos.append("R")
    if _has(me, "A12"):
        if can_s:
            combos.append("SS")
        if can_s and can_r:
            combos.append("SR")
        if can_r:
            combos.append("RR")
    out = []
    for u in combos:
        cost = 2 * u.count("S") + 3 * u.count("R")
        if me.mints[0] >= cost and s.supply[1] >= u.count("S") and s.supply[2] >= u.count("R"):
            out.append(u)
    return out


def _token_at(s: State, space: str) -> str:
    for sp, tok in s.roads:
        if sp == space:
            return tok
    return ""


def _moves(s: State, seat: int) -> list[Action]:
    me = s.trucks[seat]
    tires = _has(me, "A08")
    out: list[Action] = []
    for nb in road_graph(s.roads)[me.pos]:
        tok = _token_at(s, nb) if s.roads else ""
        if tok == "road_closed" and not tires:
            continue
        if tok == "toll_booth" and not tires:
            out.extend(Move(nb, MINTS[i], seat) for i in range(3) if me.mints[i])
            continue
        out.append(Move(nb, "", seat))
    return out


# --- Applying actions --------------------------------------------------------------------------


def apply(state: State, action: Action) -> State:
    if not _is_legal(state, action):
        if state.phase == "over":
            raise IllegalActionError("The game is over; no more moves can be made.")
        raise IllegalActionError(_why(state, action))
    if state.solo:
        return solo.apply(state, action)
    if isinstance(action, Keep):
        return _keep(state, action)
    handler = _HANDLERS[type(action)]
    return handler(state, action)


def _set(s: State, seat: int, truck: Truck, **kw: Any) -> State:
    trucks = list(s.trucks)
    trucks[seat] = truck
    return rep(s, trucks=tuple(trucks), **kw)


def _add(a: tuple[int, int, int], b: Sequence[int], sign: int = 1) -> tuple[int, int, int]:
    return (a[0] + sign * b[0], a[1] + sign * b[1], a[2] + sign * b[2])


def _spend(t: Turn) -> Turn:
    return rep(t, left=t.left - 1, moved=False)


def _after(s: State) -> State:
    """End the turn on its own once nothing is left to do (no actions, no free action, no choice)."""
    t = s.turn
    if t.pending or t.left > 0:
        return s
    if len(legal_actions(s)) > 1:
        return s
    return _end_turn(s)


def _end_turn(s: State) -> State:
    """Next player; after the player before the starting player, the game ends if it was triggered."""
    nxt = flow.next_seat(s.turn.seat, len(s.seats))
    rounds = s.rounds + (1 if nxt == 0 else 0)
    if nxt == 0 and (s.last_round or rounds >= ROUND_LIMIT):
        return rep(s, phase="over", turn=Turn(nxt, 0), rounds=rounds)
    return rep(s, turn=_new_turn(s, nxt), rounds=rounds)


def _check_end(s: State) -> State:
    """Rulebook: two towns with no orders available, or all four decks empty, trigger the end."""
    if s.last_round:
        return s
    empty_rows = sum(1 for st in s.towns if not st.row)
    empty_decks = sum(1 for st in s.towns if not st.deck)
    if empty_rows >= 2 or empty_decks == len(s.towns):
        return rep(s, last_round=True)
    return s


def _move(s: State, a: Move) -> State:
    seat = s.turn.seat
    me = s.trucks[seat]
    t = s.turn
    free = t.left == 0 or (t.moved and not t.turbo and _has(me, "A05"))
    mints, supply = me.mints, s.supply
    if a.pay:
        i = MINTS.index(a.pay)
        mints = _add(mints, [1 if j == i else 0 for j in range(3)], -1)
        supply = _add(supply, [1 if j == i else 0 for j in range(3)])
    pos = a.to
    tok = _token_at(s, pos) if s.roads else ""
    if _has(me, "A08") and tok in ("road_closed", "traffic_jam", "toll_booth", "speedway"):
        tok = ""
    if tok == "speedway":
        pos = next(n for n in road_graph(s.roads)[a.to] if n != me.pos and n != "MC")
    if free:
        turn = rep(t, turbo=True, moved=False)
    else:
        turn = rep(t, left=t.left - 1, moved=True)
    pending: tuple[str, ...] = ()
    if tok == "loading_zone" and sum(mints) < capacity(s, seat) and supply[0] > 0:
        pending = ("zone",)
    turn = rep(turn, pending=pending)
    s = _set(s, seat, rep(me, pos=pos, mints=mints), supply=supply, turn=turn)
    if tok == "traffic_jam":
        return _end_turn(s)
    return _after(s)


def _load(s: State, a: Load) -> State:
    seat = s.turn.seat
    me = s.trucks[seat]
    s = _set(s, seat, rep(me, mints=_add(me.mints, (a.count, 0, 0))),
             supply=_add(s.supply, (a.count, 0, 0), -1), turn=_spend(s.turn))
    return _after(s)


def _letters(m: str) -> tuple[int, int, int]:
    return (m.count("C"), m.count("S"), m.count("R"))


def _unload(s: State, a: Unload) -> State:
    seat = s.turn.seat
    me = s.trucks[seat]
    back = _letters(a.mints)
    s = _set(s, seat, rep(me, mints=_add(me.mints, back, -1)), supply=_add(s.supply, back), turn=_spend(s.turn))
    return _after(s)


def _upgrade(s: State, a: Upgrade) -> State:
    seat = s.turn.seat
    me = s.trucks[seat]
    ns, nr = a.into.count("S"), a.into.count("R")
    delta = (-(2 * ns + 3 * nr), ns, nr)
    s = _set(s, seat, rep(me, mints=_add(me.mints, delta)), supply=_add(s.supply, delta, -1), turn=_spend(s.turn))
    return _after(s)


def _take_from_row(s: State, town: int, order: int, add_classic: bool) -> tuple[State, int]:
    """Take ``order`` from a town's row: the others get a Classic, a new order is revealed."""
    st = s.towns[town]
    i = st.row.index(order)
    _, row = piles.take(st.row, i)
    claimed, left = piles.take(st.bonus, i)
    bonus = list(left)
    supply = s.supply
    if add_classic:
        for j in range(len(bonus)):
            if supply[0] > 0:
                bonus[j] += 1
                supply = (supply[0] - 1, supply[1], supply[2])
    row, deck = piles.refill(row, st.deck, len(st.row))
    bonus.extend((0,) * (len(row) - len(bonus)))  # a newly revealed order has no mints on it
    towns = list(s.towns)
    towns[town] = Stack(deck, row, tuple(bonus))
    return rep(s, towns=tuple(towns), supply=supply), claimed


def _take(s: State, a: Take) -> State:
    seat = s.turn.seat
    me = s.trucks[seat]
    town = _take_town(me)
    o = ORDER_INDEX[a.order]
    s, claimed = _take_from_row(s, TOWNS.index(town), o, True)
    t = s.turn
    if t.express == town:
        turn = rep(t, express="-", moved=False)
    else:
        turn = _spend(t)
    if claimed:
        # the order's mints may be loaded for free; any left behind go back to the supply
        turn = rep(turn, pending=flow.push(turn.pending, "claim"), amount=claimed)
        s = rep(s, supply=_add(s.supply, (claimed, 0, 0)))
    s = _set(s, seat, rep(me, orders=me.orders + (o,)), turn=turn)
    return _after(_check_end(s))


def _claim(s: State, a: Claim) -> State:
    seat = s.turn.seat
    me = s.trucks[seat]
    s = _set(s, seat, rep(me, mints=_add(me.mints, (a.count, 0, 0))),
             supply=_add(s.supply, (a.count, 0, 0), -1),
             turn=rep(s.turn, pending=flow.pop(s.turn.pending), amount=0))
    return _after(s)


def _fulfil(s: State, a: Fulfil) -> State:
    seat = s.turn.seat
    me = s.trucks[seat]
    o = ORDER_INDEX[a.order]
    need = ORDERS[o].need
    orders = tuple(x for x in me.orders if x != o)
    me = rep(me, mints=_add(me.mints, need, -1), orders=orders, done=me.done + (o,))
    t = s.turn
    pending = t.pending
    if len(s.seats) == 2 and any(st.row for st in s.towns):
        pending = flow.queue(pending, "remove")
    if _has(me, "A04"):
        pending = flow.queue(pending, "sample")
    express = t.express
    if _has(me, "A13") and not express:
        express = me.pos
    s = _set(s, seat, me, supply=_add(s.supply, need), turn=rep(t, pending=pending, express=express, moved=False))
    return _after(_skip_bonus(s))


def _skip_bonus(s: State) -> State:
    """A free Classic that cannot be loaded (no room, none in the supply) is not offered."""
    t = s.turn
    seat = t.seat
    if sum(s.trucks[seat].mints) < capacity(s, seat) and s.supply[0] > 0:
        return s
    return rep(s, turn=rep(t, pending=flow.drop_while(t.pending, lambda p: p in ("zone", "sample"))))


def _remove(s: State, a: Remove) -> State:
    o = ORDER_INDEX[a.order]
    town = next(i for i, st in enumerate(s.towns) if o in st.row)
    s, claimed = _take_from_row(s, town, o, True)
    s = rep(s, supply=_add(s.supply, (claimed, 0, 0)), box=s.box + (o,),
                turn=rep(s.turn, pending=flow.pop(s.turn.pending)))
    return _after(_skip_bonus(_check_end(s)))


def _bonus(s: State, a: Bonus) -> State:
    seat = s.turn.seat
    me = s.trucks[seat]
    turn = rep(s.turn, pending=flow.pop(s.turn.pending))
    if a.take:
        s = _set(s, seat, rep(me, mints=_add(me.mints, (1, 0, 0))), supply=_add(s.supply, (1, 0, 0), -1), turn=turn)
    else:
        s = rep(s, turn=turn)
    return _after(_skip_bonus(s))


def _acquire(s: State, a: Acquire) -> State:
    seat = s.turn.seat
    me = s.trucks[seat]
    ab = ABILITY_BY_ID[a.ability]
    turn = _spend(s.turn)
    if a.ability == "A10":  # Overtime works at once: this turn gains its third action
        turn = rep(turn, left=turn.left + 1)
    me = rep(me, abilities=me.abilities + (a.ability,), allocated=me.allocated + ab.orders)
    return _after(_set(s, seat, me, turn=turn))


def _swap(s: State, a: Swap) -> State:
    seat = s.turn.seat
    me = s.trucks[seat]
    give, take = ORDER_INDEX[a.give], ORDER_INDEX[a.take]
    town = TOWNS.index(me.pos)
    st = s.towns[town]
    towns = list(s.towns)
    towns[town] = rep(st, deck=piles.put_bottom(st.deck, (give,)))
    s = rep(s, towns=tuple(towns))
    s, claimed = _take_from_row(s, town, take, False)
    turn = _spend(s.turn)
    if claimed:
        turn = rep(turn, pending=flow.push(turn.pending, "claim"), amount=claimed)
        s = rep(s, supply=_add(s.supply, (claimed, 0, 0)))
    orders = tuple(x for x in me.orders if x != give) + (take,)
    return _after(_check_end(_set(s, seat, rep(me, orders=orders), turn=turn)))


def _end(s: State, a: EndTurn) -> State:
    return _end_turn(s)


_HANDLERS: dict[type, Any] = {
    Move: _move, Load: _load, Unload: _unload, Upgrade: _upgrade, Take: _take, Claim: _claim,
    Fulfil: _fulfil, Remove: _remove, Bonus: _bonus, Acquire: _acquire, Swap: _swap, EndTurn: _end,
}


def _why(s: State, a: Action) -> str:
    """A sentence saying why ``a`` is not allowed now."""
    if s.solo:
        return solo.why(s, a)
    if s.phase == "keep":
        return "Everyone first chooses which dealt orders to keep."
    t = s.turn
    me = s.trucks[t.seat]
    if t.pending:
        return {"claim": "First decide how many of the order's mints to load.",
                "remove": "First remove a face-up order from a town (2-player rule).",
                }.get(flow.top(t.pending), "First decide whether to load the free Classic mint.")
    if isinstance(a, Fulfil):
        o = ORDER_INDEX[a.order]
        if o not in me.orders:
            return "You can only fulfil your own active orders."
        if me.pos != ORDERS[o].town:
            return f"That order is fulfilled in {TOWN_NAME[ORDERS[o].town]}; your truck is at {space_title(me.pos)}."
        return f"That order needs {mint_text(ORDERS[o].need)}; your truck has {mint_text(me.mints)}."
    if t.left <= 0 and not isinstance(a, EndTurn):
        return "You have no actions left this turn; fulfil an order or end your turn."
    if isinstance(a, Move):
        if a.to not in road_graph(s.roads).get(me.pos, ()):
            return f"{space_title(a.to)} is not one road away from {space_title(me.pos)}."
        tok = _token_at(s, a.to)
        if tok == "road_closed":
            return f"{space_title(a.to)} is closed (Road Closed)."
        if tok == "toll_booth":
            if not any(me.mints):
                return "The Toll Booth takes one mint, and your truck is empty."
            return "The Toll Booth takes one mint from your truck; say which mint you pay."
        return f"{space_title(a.to)} cannot be reached from {space_title(me.pos)} now."
    if isinstance(a, Load):
        if SPACE_KIND[me.pos] not in ("city", "warehouse"):
            return "Mints are loaded only in Mintopia City or at a warehouse."
        room = capacity(s, t.seat) - sum(me.mints)
        return f"Your truck has room for {room} more mint{'s' if room != 1 else ''}; this space loads up to {LOAD_AMOUNT[me.pos]}."
    if isinstance(a, Unload):
        if SPACE_KIND[me.pos] not in ("city", "warehouse"):
            return "Mints are unloaded only in Mintopia City or at a warehouse."
        return f"Your truck has {mint_text(me.mints)}."
    if isinstance(a, Upgrade):
        if "R" in a.into and SPACE_KIND[me.pos] != "city":
            return "Cinnamon is made only in Mintopia City."
        return f"That upgrade needs {2 * a.into.count('S') + 3 * a.into.count('R')} Classic mints here; you have {me.mints[0]}."
    if isinstance(a, Take):
        if len(me.orders) >= order_limit(s, t.seat):
            return f"You already have {len(me.orders)} active orders, the most you may hold."
        return "You take an order from the face-up orders of the town your truck is in."
    if isinstance(a, Acquire):
        if a.ability not in s.key:
            return "That ability is not on the key card."
        ab = ABILITY_BY_ID[a.ability]
        free = len(me.done) - me.allocated
        return f"{ab.name} needs {ab.orders} unallocated completed order{'s' if ab.orders > 1 else ''}; you have {free}."
    return f"{a.label} is not allowed now."


# --- End and scoring (rulebook: "End of the Game", "Scoring") -------------------------------


def stars(t: Truck) -> int:
    return sum(ORDERS[o].stars for o in t.done if o >= 0)


def _ranking(s: State, entrants: Sequence[int], ages: Sequence[int | None]) -> tuple[list[int], str | None]:
    """Winners among ``entrants`` by stars, then completed orders, truck value, age closest to 42."""
    keys = [
        ("most completed orders", lambda i: len(s.trucks[i].done)),
        ("highest mint value in the truck", lambda i: truck_value(s.trucks[i])),
        ("age closest to 42", lambda i: -abs((ages[i] or 0) - 42) if ages[i] is not None else -10**6),
    ]
    best = max(stars(s.trucks[i]) for i in entrants)
    tied = [i for i in entrants if stars(s.trucks[i]) == best]
    used = None
    for name, key in keys:
        if len(tied) < 2:
            break
        if name.startswith("age") and all(ages[i] is None for i in tied):
            break
        top = max(key(i) for i in tied)
        narrowed = [i for i in tied if key(i) == top]
        if len(narrowed) < len(tied):
            used = name
        tied = narrowed
    if len(tied) > 1:
        used = "shared win"
    return tied, used


def outcome(state: State) -> Outcome | None:
    if state.phase != "over":
        return None
    s = state
    if s.solo:
        return solo.outcome(s)
    n = len(s.seats)
    winners, used = _ranking(s, range(n), [seat.age for seat in s.seats])
    return Outcome(
        scores=tuple(float(stars(t)) for t in s.trucks),
        winners=tuple(winners),
        breakdown=(
            ("Stars", tuple(float(stars(t)) for t in s.trucks)),
            ("Completed orders", tuple(float(len(t.done)) for t in s.trucks)),
            ("Mint value in truck", tuple(float(truck_value(t)) for t in s.trucks)),
        ),
        tiebreak=used,
    )


# --- Observation, log lines, barriers --------------------------------------------------------


def observation(state: State, seat: int | None) -> State:
    """Mask the decks, other players' dealt/kept and completed orders, and the generator."""
    s = state
    towns = tuple(rep(st, deck=piles.mask(st.deck, HIDDEN)) for st in s.towns)
    if s.phase == "over":
        return rep(s, rng=MASKED, towns=towns)
    trucks = []
    for i, t in enumerate(s.trucks):
        if i == seat or (s.solo and i == 1):
            trucks.append(t)
        else:
            trucks.append(rep(t, done=piles.mask(t.done, HIDDEN), hand=piles.mask(t.hand, HIDDEN),
                              kept=piles.mask(t.kept, HIDDEN)))
    return rep(s, trucks=tuple(trucks), towns=towns, rng=MASKED)


def describe(state: State, action: Action) -> str:
    s = state
    if s.solo:
        return solo.describe(s, action)
    who = seat_name(s, s.turn.seat)
    me = s.trucks[s.turn.seat]
    if isinstance(action, Keep):
        return f"{who} chooses which dealt orders to keep (secret)"
    if isinstance(action, Move):
        line = f"{who} moves to {space_title(action.to)}"
        if action.pay:
            line += f", paying 1 {MINT_NAMES[MINTS.index(action.pay)]} at the Toll Booth"
        tok = _token_at(s, action.to)
        if tok and not (_has(me, "A08") and tok in ("road_closed", "traffic_jam", "toll_booth", "speedway")):
            if tok == "speedway":
                nxt = next(n for n in road_graph(s.roads)[action.to] if n != me.pos and n != "MC")
                line += f" and speeds on to {space_title(nxt)}"
            elif tok == "traffic_jam":
                line += ": stuck in the Traffic Jam, the turn ends"
        return line
    if isinstance(action, Load):
        return f"{who} loads {action.count} Classic in {space_title(me.pos)}"
    if isinstance(action, Unload):
        return f"{who} unloads {letters_text(action.mints)}"
    if isinstance(action, Upgrade):
        parts = [("2 Classic into 1 Sugar Free" if c == "S" else "3 Classic into 1 Cinnamon") for c in action.into]
        return f"{who} upgrades " + " and ".join(parts)
    if isinstance(action, Take):
        o = ORDER_INDEX[action.order]
        town = _take_town(me)
        st = s.towns[TOWNS.index(town)]
        extra = ""
        if o in st.row and st.bonus[st.row.index(o)]:
            extra = f" with {st.bonus[st.row.index(o)]} Classic on it"
        free = " (Express Route)" if s.turn.express == town else ""
        return f"{who} takes {order_title(o)}{extra} in {TOWN_NAME[town]}{free}"
    if isinstance(action, Claim):
        return f"{who} loads {action.count} Classic from the order" if action.count else f"{who} leaves the order's mints"
    if isinstance(action, Fulfil):
        o = ORDER_INDEX[action.order]
        return f"{who} fulfils an order in {TOWN_NAME[ORDERS[o].town]} ({len(me.done) + 1} completed)"
    if isinstance(action, Remove):
        o = ORDER_INDEX[action.order]
        return f"{who} removes {order_title(o)} from the game (2-player rule)"
    if isinstance(action, Bonus):
        src = "Loading Zone" if flow.top(s.turn.pending) == "zone" else "Free Sample"
        return f"{who} loads a free Classic ({src})" if action.take else f"{who} passes on the free Classic ({src})"
    if isinstance(action, Acquire):
        ab = ABILITY_BY_ID[action.ability]
        return f"{who} acquires {ab.name}, allocating {ab.orders} completed order{'s' if ab.orders > 1 else ''}"
    if isinstance(action, Swap):
        return (f"{who} swaps {order_title(ORDER_INDEX[action.give])} for {order_title(ORDER_INDEX[action.take])}"
                " (Swap Meet)")
    if isinstance(action, EndTurn):
        return f"{who} ends the turn"
    return f"{who}: {action}"


def is_barrier(state: State, action: Action) -> bool:
    """Anything that reveals an order or shuffles is a barrier for undo."""
    s = state
    if s.solo:
        return solo.is_barrier(s, action)
    if isinstance(action, Keep):
        return True
    if isinstance(action, (Take, Swap, Remove)):
        return True
    return False


def parse_action(text: str) -> Action:
    return parse_by_types(text.strip(), ACTION_TYPES)


# --- For the search bot: determinization ------------------------------------------------------


def determinize(observation: State, seat: int, rng: Rng) -> State:
    """A full state consistent with what ``seat`` saw: hidden orders dealt at random."""
    s = observation
    masked = [p for t in s.trucks for p in (t.done, t.hand, t.kept)] + [st.deck for st in s.towns]
    if s.rng != MASKED and not piles.any_hidden(masked, HIDDEN):
        return s  # a whole state already (a sampled world): nothing to sample
    pool = piles.unseen(range(len(ORDERS)), s.box, *((*t.orders, *t.done, *t.hand, *t.kept) for t in s.trucks),
                        *(st.row for st in s.towns), *(st.deck for st in s.towns), hidden=HIDDEN)
    dealt, rng = piles.deal_hidden(rng, pool, masked, HIDDEN, fallback=0)
    k = len(s.trucks)
    trucks = tuple(rep(t, done=dealt[3 * i], hand=dealt[3 * i + 1], kept=dealt[3 * i + 2])
                   for i, t in enumerate(s.trucks))
    towns = tuple(rep(st, deck=dealt[3 * k + i]) for i, st in enumerate(s.towns))
    return rep(s, trucks=trucks, towns=towns, rng=rng.fork(7))

