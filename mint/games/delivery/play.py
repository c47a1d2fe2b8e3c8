"""Mint Delivery multiplayer turns: carrying out each action (rulebook: "Primary Actions", "End of
the Game", "Advanced Variants"); moves.py says which actions are legal."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mint.core import flow, piles
from mint.games.delivery.actions import (
    Acquire,
    Bonus,
    Claim,
    EndTurn,
    Fulfil,
    Load,
    Move,
    Remove,
    Swap,
    Take,
    Unload,
    Upgrade,
)
from mint.games.delivery.cards import (
    ABILITY_BY_ID,
    MINTS,
    ORDER_INDEX,
    ORDERS,
    TOWNS,
)
from mint.games.delivery.model import ROUND_LIMIT, Stack, State, Truck, Turn, rep, road_graph
from mint.games.delivery.moves import capacity, has, legal_actions, new_turn, take_town, token_at

# --- Small steps every action takes ---------------------------------------------------------


def _set(s: State, seat: int, truck: Truck, **kw: Any) -> State:
    """The state with one truck replaced (and any other fields changed)."""
    trucks = list(s.trucks)
    trucks[seat] = truck
    return rep(s, trucks=tuple(trucks), **kw)


def _add(a: tuple[int, int, int], b: Sequence[int], sign: int = 1) -> tuple[int, int, int]:
    return (a[0] + sign * b[0], a[1] + sign * b[1], a[2] + sign * b[2])


def _spend(t: Turn) -> Turn:
    """One action used."""
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
    return rep(s, turn=new_turn(s, nxt), rounds=rounds)


def check_end(s: State) -> State:
    """Rulebook: two towns with no orders available, or all four decks empty, trigger the end."""
    if s.last_round:
        return s
    empty_rows = sum(1 for st in s.towns if not st.row)
    empty_decks = sum(1 for st in s.towns if not st.deck)
    if empty_rows >= 2 or empty_decks == len(s.towns):
        return rep(s, last_round=True)
    return s


# --- Primary actions (rulebook: "Primary Actions", "Road Conditions") ------------------------


def _move(s: State, a: Move) -> State:
    seat = s.turn.seat
    me = s.trucks[seat]
    t = s.turn
    free = t.left == 0 or (t.moved and not t.turbo and has(me, "A05"))
    mints, supply = me.mints, s.supply
    if a.pay:
        i = MINTS.index(a.pay)
        mints = _add(mints, [1 if j == i else 0 for j in range(3)], -1)
        supply = _add(supply, [1 if j == i else 0 for j in range(3)])
    pos = a.to
    tok = token_at(s, pos) if s.roads else ""
    if has(me, "A08") and tok in ("road_closed", "traffic_jam", "toll_booth", "speedway"):
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
    s = _set(
        s,
        seat,
        rep(me, mints=_add(me.mints, (a.count, 0, 0))),
        supply=_add(s.supply, (a.count, 0, 0), -1),
        turn=_spend(s.turn),
    )
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
    town = take_town(me)
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
    return _after(check_end(s))


def _claim(s: State, a: Claim) -> State:
    seat = s.turn.seat
    me = s.trucks[seat]
    s = _set(
        s,
        seat,
        rep(me, mints=_add(me.mints, (a.count, 0, 0))),
        supply=_add(s.supply, (a.count, 0, 0), -1),
        turn=rep(s.turn, pending=flow.pop(s.turn.pending), amount=0),
    )
    return _after(s)


# --- Fulfil Order, a free action, and the choices it owes (rulebook: "Fulfill Order") ----------


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
    if has(me, "A04"):
        pending = flow.queue(pending, "sample")
    express = t.express
    if has(me, "A13") and not express:
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
    s = rep(
        s, supply=_add(s.supply, (claimed, 0, 0)), box=s.box + (o,), turn=rep(s.turn, pending=flow.pop(s.turn.pending))
    )
    return _after(_skip_bonus(check_end(s)))


def _bonus(s: State, a: Bonus) -> State:
    seat = s.turn.seat
    me = s.trucks[seat]
    turn = rep(s.turn, pending=flow.pop(s.turn.pending))
    if a.take:
        s = _set(s, seat, rep(me, mints=_add(me.mints, (1, 0, 0))), supply=_add(s.supply, (1, 0, 0), -1), turn=turn)
    else:
        s = rep(s, turn=turn)
    return _after(_skip_bonus(s))


# --- Abilities (rulebook: "Advanced Variants > Player Abilities") and ending the turn -----------


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
    return _after(check_end(_set(s, seat, rep(me, orders=orders), turn=turn)))


def _end(s: State, a: EndTurn) -> State:
    return _end_turn(s)


HANDLERS: dict[type, Any] = {
    Move: _move,
    Load: _load,
    Unload: _unload,
    Upgrade: _upgrade,
    Take: _take,
    Claim: _claim,
    Fulfil: _fulfil,
    Remove: _remove,
    Bonus: _bonus,
    Acquire: _acquire,
    Swap: _swap,
    EndTurn: _end,
}
