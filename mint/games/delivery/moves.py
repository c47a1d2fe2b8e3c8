"""Mint Delivery: every choice a driver has, in a stable order (rulebook: "Setup", "Primary Actions",
"Advanced Variants"); the solitaire's choices come from solo.py."""

from __future__ import annotations

from mint.core import flow
from mint.core.game import Action
from mint.core.memo import by_identity
from mint.games.delivery import solo
from mint.games.delivery.actions import (
    Acquire,
    Bonus,
    Claim,
    EndTurn,
    Fulfil,
    Keep,
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
    DRIVER_BY_ID,
    MINTS,
    ORDERS,
    TOWNS,
)
from mint.games.delivery.model import LOAD_AMOUNT, SPACE_KIND, SPACE_TOWN, State, Truck, Turn, oid, road_graph

_END = EndTurn()
_BONUS = (Bonus(True), Bonus(False))


# --- Abilities, limits and a new turn ------------------------------------------------------


def has(t: Truck, ability: str) -> bool:
    """Whether the driver has acquired ``ability`` (variant 1)."""
    return ability in t.abilities


def new_turn(s: State, seat: int) -> Turn:
    """A fresh turn of 2 actions (3 with Overtime)."""
    return Turn(seat, 3 if has(s.trucks[seat], "A10") else 2)


def capacity(s: State, seat: int) -> int:
    """How many mints the truck holds (solitaire AI: no limit)."""
    if s.solo and seat == 1:
        return 999
    return 5 if has(s.trucks[seat], "A01") else 4


def order_limit(s: State, seat: int) -> int:
    """How many active orders the driver may hold (solitaire AI: its workload)."""
    if s.solo and seat == 1:
        return DRIVER_BY_ID[s.driver].workload
    return 4 if has(s.trucks[seat], "A07") else 3


# --- Every legal action, remembered for the state last asked about -------------------------


class _Legal:
    """A state's legal actions, and (once asked) the same as a set."""

    __slots__ = ("actions", "_set")

    def __init__(self, actions: tuple[Action, ...]) -> None:
        self.actions = actions
        self._set: frozenset[Action] | None = None

    def has(self, action: Action) -> bool:
        seen = self._set
        if seen is None:
            seen = self._set = frozenset(self.actions)  # (the same set whoever makes it first)
        return action in seen


@by_identity  # (the state last asked about: the table, bots and apply all ask again at once)
def _legal(state: State) -> _Legal:
    if state.phase == "over":
        out: list[Action] = []
    elif state.solo:
        out = solo.legal(state)
    elif state.phase == "keep":
        out = keep_choices(state.trucks[state.turn.seat].hand)
    else:
        out = legal_play(state)
    return _Legal(tuple(out))


def legal_actions(state: State) -> list[Action]:
    """Every legal choice of the decision ``state`` waits for (the table, bots and apply all ask)."""
    return list(_legal(state).actions)


def is_legal(state: State, action: Action) -> bool:
    """Whether ``action`` is among the legal actions of ``state``."""
    return _legal(state).has(action)


# --- Setup: which dealt orders to keep (rulebook: "Setup") ---------------------------------


def keep_choices(hand: tuple[int, ...]) -> list[Action]:
    """Every subset of the dealt orders, named by position so onlookers learn nothing."""
    hand = tuple(sorted(hand))
    out: list[Action] = []
    for mask in range(1 << len(hand)):
        picked = [i for i in range(len(hand)) if mask >> i & 1]
        out.append(Keep(tuple(oid(hand[i]) for i in picked), tuple(i + 1 for i in picked)))
    return out


# --- A turn (rulebook: "Primary Actions", "Advanced Variants") ------------------------------


def legal_play(s: State) -> list[Action]:
    """A multiplayer turn: an owed choice first; else moves, loads, upgrades, takes, abilities, fulfils."""
    t = s.turn
    seat = t.seat
    me = s.trucks[seat]
    what = flow.top(t.pending)
    if what is not None:
        return _legal_pending(s, what)
    out: list[Action] = []
    free_move = t.moved and not t.turbo and has(me, "A05")
    if t.left > 0 or free_move:
        out.extend(_moves(s, seat))
    pos = me.pos
    kind = SPACE_KIND[pos]
    if t.left > 0:
        if kind in ("city", "warehouse"):
            room = capacity(s, seat) - sum(me.mints)
            amount = LOAD_AMOUNT[pos] + (1 if kind == "warehouse" and has(me, "A02") else 0)
            for k in range(1, min(amount, room, s.supply[0]) + 1):
                out.append(Load(k, seat))
            out.extend(Unload(m, seat) for m in _sub_multisets(me.mints))
        out.extend(Upgrade(u, seat) for u in _upgrades(s, seat))
    town = take_town(me)
    if town and (t.left > 0 or t.express == town) and len(me.orders) < order_limit(s, seat):
        stack = s.towns[TOWNS.index(town)]
        out.extend(Take(oid(o), seat) for o in stack.row)
    if t.left > 0:
        if s.key:
            done = len(me.done) - me.allocated
            out.extend(Acquire(a, seat) for a in s.key if a not in me.abilities and ABILITY_BY_ID[a].orders <= done)
        if has(me, "A09") and kind == "town":
            stack = s.towns[TOWNS.index(pos)]
            out.extend(Swap(oid(g), oid(o)) for g in me.orders for o in stack.row)
    if kind == "town":
        out.extend(
            Fulfil(oid(o), seat) for o in me.orders if ORDERS[o].town == pos and _covers(me.mints, ORDERS[o].need)
        )
    out.append(_END)
    return out


def _legal_pending(s: State, what: str) -> list[Action]:
    """The choices of an owed decision: claim, remove (2 players), zone or sample (a free Classic)."""
    seat = s.turn.seat
    me = s.trucks[seat]
    if what == "claim":
        room = capacity(s, seat) - sum(me.mints)
        return [Claim(k) for k in range(min(s.turn.amount, room) + 1)]
    if what == "remove":
        return [Remove(oid(o)) for st in s.towns for o in st.row]
    return list(_BONUS)  # zone / sample


def take_town(me: Truck) -> str:
    """The town whose orders the truck may take from where it stands ('' for none)."""
    kind = SPACE_KIND[me.pos]
    if kind == "town":
        return me.pos
    if kind == "space" and has(me, "A03"):
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
    can_s = kind in ("city", "warehouse") or has(me, "A06")
    can_r = kind == "city" or (kind == "warehouse" and has(me, "A11"))
    combos = []
    if can_s:
        combos.append("S")
    if can_r:
        combos.append("R")
    if has(me, "A12"):
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


def token_at(s: State, space: str) -> str:
    """The road token on ``space`` ('' for none)."""
    for sp, tok in s.roads:
        if sp == space:
            return tok
    return ""


def _moves(s: State, seat: int) -> list[Action]:
    me = s.trucks[seat]
    tires = has(me, "A08")
    out: list[Action] = []
    for nb in road_graph(s.roads)[me.pos]:
        tok = token_at(s, nb) if s.roads else ""
        if tok == "road_closed" and not tires:
            continue
        if tok == "toll_booth" and not tires:
            out.extend(Move(nb, MINTS[i], seat) for i in range(3) if me.mints[i])
            continue
        out.append(Move(nb, "", seat))
    return out
