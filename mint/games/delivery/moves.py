"""Mint Delivery: every choice a driver has, in a stable order (rulebook: "Setup", "Primary Actions",
"Advanced Variants"), and why a move is left out of them; the solitaire's choices come from
solo_moves.py."""

from __future__ import annotations

from mint.core import flow
from mint.core.game import GAME_OVER_RULE, Action, Ask, Refusal
from mint.core.memo import by_identity
from mint.core.words import data, t, tn
from mint.games.delivery import solo_moves
from mint.games.delivery.actions import (
    Acquire,
    AiStep,
    BeltLoad,
    Bonus,
    Claim,
    EndTurn,
    Fulfil,
    Keep,
    Load,
    Move,
    Remove,
    ReturnMint,
    Shift,
    Swap,
    Take,
    Unload,
    Upgrade,
)
from mint.games.delivery.cards import (
    ABILITY_BY_ID,
    DRIVER_BY_ID,
    MINTS,
    ORDER_INDEX,
    ORDERS,
    TOWNS,
    mint_name,
    mint_text,
    town_name,
)
from mint.games.delivery.model import (
    LOAD_AMOUNT,
    SPACE_KIND,
    SPACE_TOWN,
    State,
    Truck,
    Turn,
    oid,
    road_graph,
    space_title,
)

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


def _legal_of(state: State, ask: Ask | None = None) -> _Legal:
    """The legal actions of ``state``; with ``ask``, also why the move it asks about is not one."""
    if state.phase == "over":
        out: list[Action] = []
    elif state.solo:
        out = solo_moves.legal(state, ask)
    elif state.phase == "keep":
        out = keep_choices(state.trucks[state.turn.seat].hand)
        if ask is not None and ask.action not in out:
            if isinstance(ask.action, Keep):
                ask.no("setup", t("You can keep only orders that were dealt to you."))
            else:
                ask.no("setup", t("Everyone first chooses which dealt orders to keep."))
    else:
        out = legal_play(state, ask)
    return _Legal(tuple(out))


_legal = by_identity(_legal_of)
"""``_legal_of``, remembered for the state last asked about (the table, bots and apply all ask
again at once)."""


def legal_actions(state: State) -> list[Action]:
    """Every legal choice of the decision ``state`` waits for (the table, bots and apply all ask)."""
    return list(_legal(state).actions)


def is_legal(state: State, action: Action) -> bool:
    """Whether ``action`` is among the legal actions of ``state``."""
    return _legal(state).has(action)


def refusal(state: State, action: Action) -> Refusal:
    """Why ``action`` cannot be made now, said by the list that leaves it out."""
    if state.phase == "over":
        return Refusal(GAME_OVER_RULE, t("The game is over; no more moves can be made."))
    ask = Ask(action)
    _legal_of(state, ask)
    return ask.answer("solo-actions" if state.solo else "turn")


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


def legal_play(s: State, ask: Ask | None = None) -> list[Action]:
    """A multiplayer turn: an owed choice first; else moves, loads, upgrades, takes, abilities, fulfils.
    With ``ask``, each place that leaves moves out says why when the asked move is among them."""
    turn = s.turn
    seat = turn.seat
    me = s.trucks[seat]
    what = flow.top(turn.pending)
    if what is not None:
        return _legal_pending(s, what, ask)
    out: list[Action] = []
    free_move = turn.moved and not turn.turbo and has(me, "A05")
    if turn.left > 0 or free_move:
        out.extend(_moves(s, seat, ask))
    elif ask is not None and isinstance(ask.action, Move):
        ask.no(*_NO_ACTIONS)
    pos = me.pos
    kind = SPACE_KIND[pos]
    if turn.left > 0:
        if kind in ("city", "warehouse"):
            room = capacity(s, seat) - sum(me.mints)
            amount = LOAD_AMOUNT[pos] + (1 if kind == "warehouse" and has(me, "A02") else 0)
            for k in range(1, min(amount, room, s.supply[0]) + 1):
                out.append(Load(k, seat))
            out.extend(Unload(m, seat) for m in _sub_multisets(me.mints))
            if ask is not None:
                _ask_load(s, me, room, amount, ask)
        elif ask is not None and isinstance(ask.action, (Load, Unload)):
            ask.no("load", _NOT_HERE[type(ask.action)])
        out.extend(Upgrade(u, seat) for u in _upgrades(s, seat, ask))
    elif ask is not None and isinstance(ask.action, (Load, Unload, Upgrade)):
        ask.no(*_NO_ACTIONS)
    town = take_town(me)
    if town and (turn.left > 0 or turn.express == town) and len(me.orders) < order_limit(s, seat):
        stack = s.towns[TOWNS.index(town)]
        out.extend(Take(oid(o), seat) for o in stack.row)
        if ask is not None and isinstance(ask.action, Take) and ORDER_INDEX.get(ask.action.order) not in stack.row:
            ask.no("take", t("You can take only a face-up order of {town}.", town=town_name(town)))
    elif ask is not None and isinstance(ask.action, Take):
        _ask_take(s, town, ask)
    if turn.left > 0:
        if s.key:
            done = len(me.done) - me.allocated
            out.extend(Acquire(a, seat) for a in s.key if a not in me.abilities and ABILITY_BY_ID[a].orders <= done)
        if has(me, "A09") and kind == "town":
            stack = s.towns[TOWNS.index(pos)]
            out.extend(Swap(oid(g), oid(o)) for g in me.orders for o in stack.row)
        if ask is not None and isinstance(ask.action, (Acquire, Swap)):
            _ask_ability(s, me, ask)
    elif ask is not None and isinstance(ask.action, (Acquire, Swap)):
        ask.no(*_NO_ACTIONS)
    if kind == "town":
        out.extend(
            Fulfil(oid(o), seat) for o in me.orders if ORDERS[o].town == pos and _covers(me.mints, ORDERS[o].need)
        )
    if ask is not None:
        if isinstance(ask.action, Fulfil):
            _ask_fulfil(me, ask)
        elif ask.action not in out and type(ask.action) in _NOT_NOW:
            ask.no(*_NOT_NOW[type(ask.action)])
    out.append(_END)
    return out


_NO_ACTIONS = ("turn", t("You have no actions left this turn; fulfil an order or end your turn."))

#: Why a load or an unload is refused away from the city and the warehouses.
_NOT_HERE = {
    Load: t("Mints are loaded only in Mintopia City or at a warehouse."),
    Unload: t("Mints are unloaded only in Mintopia City or at a warehouse."),
}

#: What each kind of move needs, said when it is asked for at a step of the turn that is not its own.
_NOT_NOW = {
    Keep: ("setup", t("Orders are kept only at the start of the game.")),
    Claim: ("take", t("Only the mints lying on an order just taken can be loaded for free.")),
    Remove: ("two-players", t("An order is removed only after fulfilling one, in a 2-player game.")),
    Bonus: ("abilities", t("No free Classic mint is on offer now.")),
    BeltLoad: ("solitaire", t("Belts are loaded only in the solitaire game.")),
    Shift: ("solitaire", t("Belts are shifted only in the solitaire game.")),
    ReturnMint: ("solitaire", t("Mints go back on the belts only in the solitaire game.")),
    AiStep: ("solitaire", t("There is an AI driver only in the solitaire game.")),
}


def _ask_load(s: State, me: Truck, room: int, most: int, ask: Ask) -> None:
    """Why the Load or Unload asked about is left out where mints can be loaded: ``room`` and
    ``most`` are the truck's room and the space's load, as the list worked them out."""
    a = ask.action
    if isinstance(a, Load) and not 1 <= a.count <= min(most, room, s.supply[0]):
        if a.count > min(most, room):
            ask.no(
                "load",
                tn(
                    "Your truck has room for {n} more mint; this space loads up to {most}.",
                    "Your truck has room for {n} more mints; this space loads up to {most}.",
                    room,
                    most=most,
                ),
            )
        else:
            ask.no(
                "load",
                tn(
                    "The supply has only {n} Classic mint left.",
                    "The supply has only {n} Classic mints left.",
                    s.supply[0],
                ),
            )
    elif isinstance(a, Unload) and a.mints not in _sub_multisets(me.mints):
        ask.no("load", t("You can unload only mints your truck has: {mints}.", mints=mint_text(me.mints)))


def _ask_take(s: State, town: str, ask: Ask) -> None:
    """Why no order can be taken where the truck stands (``town``: where it may take from)."""
    turn = s.turn
    held = len(s.trucks[turn.seat].orders)
    if not town:
        ask.no("take", t("You take an order from the face-up orders of the town your truck is in."))
    elif not (turn.left > 0 or turn.express == town):
        ask.no(*_NO_ACTIONS)
    elif held >= order_limit(s, turn.seat):
        ask.no(
            "take",
            tn(
                "You already have {n} active order, the most you may hold.",
                "You already have {n} active orders, the most you may hold.",
                held,
            ),
        )


def _ask_ability(s: State, me: Truck, ask: Ask) -> None:
    """Why the Acquire or Swap asked about is left out of a turn with actions left."""
    a = ask.action
    if isinstance(a, Acquire):
        if a.ability not in s.key:
            ask.no("abilities", t("That ability is not on the key card."))
            return
        ab = ABILITY_BY_ID[a.ability]
        free = len(me.done) - me.allocated
        if a.ability in me.abilities:
            ask.no("abilities", t("You already have {ability}.", ability=data(ab.name)))
        elif ab.orders > free:
            ask.no(
                "abilities",
                tn(
                    "{ability} needs {n} unallocated completed order; you have {free}.",
                    "{ability} needs {n} unallocated completed orders; you have {free}.",
                    ab.orders,
                    ability=data(ab.name),
                    free=free,
                ),
            )
    elif isinstance(a, Swap):
        if not has(me, "A09"):
            ask.no("abilities", t("Swapping orders needs the Swap Meet ability."))
        elif SPACE_KIND[me.pos] != "town":
            ask.no("abilities", t("Orders are swapped only on a town's space."))
        elif ORDER_INDEX.get(a.give) not in me.orders:
            ask.no("abilities", t("You can only give one of your own active orders."))
        elif ORDER_INDEX.get(a.take) not in s.towns[TOWNS.index(me.pos)].row:
            ask.no("abilities", t("You can take only a face-up order of {town}.", town=town_name(me.pos)))


def _ask_fulfil(me: Truck, ask: Ask) -> None:
    """Why the Fulfil asked about is left out: not the truck's order, not its town, or short of mints."""
    a = ask.action
    assert isinstance(a, Fulfil)
    o = ORDER_INDEX.get(a.order, -1)
    if o not in me.orders:
        ask.no("fulfil", t("You can only fulfil your own active orders."))
    elif ORDERS[o].town != me.pos:
        town, here = town_name(ORDERS[o].town), space_title(me.pos)
        ask.no("fulfil", t("That order is fulfilled in {town}; your truck is at {here}.", town=town, here=here))
    elif not _covers(me.mints, ORDERS[o].need):
        need, have = mint_text(ORDERS[o].need), mint_text(me.mints)
        ask.no("fulfil", t("That order needs {need}; your truck has {have}.", need=need, have=have))


def _legal_pending(s: State, what: str, ask: Ask | None = None) -> list[Action]:
    """The choices of an owed decision: claim, remove (2 players), zone or sample (a free Classic)."""
    seat = s.turn.seat
    me = s.trucks[seat]
    out: list[Action]
    if what == "claim":
        room = capacity(s, seat) - sum(me.mints)
        out = [Claim(k) for k in range(min(s.turn.amount, room) + 1)]
    elif what == "remove":
        out = [Remove(oid(o)) for st in s.towns for o in st.row]
    else:
        out = list(_BONUS)  # zone / sample
    if ask is not None and ask.action not in out:
        _ask_pending(s, what, ask)
    return out


def _ask_pending(s: State, what: str, ask: Ask) -> None:
    """Why the move asked about is left out while a decision is owed."""
    a = ask.action
    if what == "claim" and isinstance(a, Claim):
        room = capacity(s, s.turn.seat) - sum(s.trucks[s.turn.seat].mints)
        if a.count > s.turn.amount:
            said = tn(
                "The order has only {n} Classic mint on it.",
                "The order has only {n} Classic mints on it.",
                s.turn.amount,
            )
        else:
            said = tn("Your truck has room for {n} more mint.", "Your truck has room for {n} more mints.", room)
        ask.no("take", said)
    elif what == "claim":
        ask.no("take", t("First decide how many of the order's mints to load."))
    elif what == "remove" and isinstance(a, Remove):
        ask.no("two-players", t("Only a face-up order can be removed."))
    elif what == "remove":
        ask.no("two-players", t("First remove a face-up order from a town (2-player rule)."))
    else:
        rule = "road-conditions" if what == "zone" else "abilities"
        ask.no(rule, t("First decide whether to load the free Classic mint."))


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


def _upgrades(s: State, seat: int, ask: Ask | None = None) -> list[str]:
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
    if ask is not None and isinstance(ask.action, Upgrade) and ask.action.into not in out:
        _ask_upgrade(s, me, can_s, can_r, ask)
    return out


def _ask_upgrade(s: State, me: Truck, can_s: bool, can_r: bool, ask: Ask) -> None:
    """Why the Upgrade asked about is left out (``can_s``, ``can_r``: what this space makes, as
    ``_upgrades`` found)."""
    a = ask.action
    assert isinstance(a, Upgrade)
    into = a.into
    cost = 2 * into.count("S") + 3 * into.count("R")
    if "R" in into and not can_r and has(me, "A11"):
        ask.no("abilities", t("Cinnamon is made only in Mintopia City or, with Spice Route, at a warehouse."))
    elif "R" in into and not can_r:
        ask.no("upgrade", t("Cinnamon is made only in Mintopia City."))
    elif "S" in into and not can_s:
        ask.no("upgrade", t("Sugar Free is made only in Mintopia City or at a warehouse."))
    elif len(into) > 1 and not has(me, "A12"):
        ask.no("abilities", t("Two upgrades in one action need the Double Batch ability."))
    elif me.mints[0] < cost:
        ask.no(
            "upgrade",
            tn(
                "That upgrade needs {n} Classic mint here; you have {have}.",
                "That upgrade needs {n} Classic mints here; you have {have}.",
                cost,
                have=me.mints[0],
            ),
        )
    else:
        short = mint_name(1) if s.supply[1] < into.count("S") else mint_name(2)
        ask.no("the-map", t("The supply has no {mint} mints left.", mint=short))


def token_at(s: State, space: str) -> str:
    """The road token on ``space`` ('' for none)."""
    for sp, tok in s.roads:
        if sp == space:
            return tok
    return ""


def _moves(s: State, seat: int, ask: Ask | None = None) -> list[Action]:
    me = s.trucks[seat]
    tires = has(me, "A08")
    if ask is not None and isinstance(ask.action, Move):
        _ask_move(s, me, tires, ask)
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


def _ask_move(s: State, me: Truck, tires: bool, ask: Ask) -> None:
    """Why the Move asked about is left out of ``_moves`` (``tires``: All-Terrain Tires)."""
    a = ask.action
    assert isinstance(a, Move)
    there, here = space_title(a.to), space_title(me.pos)
    tok = token_at(s, a.to) if s.roads and not tires else ""
    if a.to not in road_graph(s.roads).get(me.pos, ()):
        ask.no("move", t("{there} is not one road away from {here}.", there=there, here=here))
    elif tok == "road_closed":
        ask.no("road-conditions", t("{there} is closed (Road Closed).", there=there))
    elif tok == "toll_booth" and not any(me.mints):
        ask.no("road-conditions", t("The Toll Booth takes one mint, and your truck is empty."))
    elif tok == "toll_booth" and not a.pay:
        ask.no("road-conditions", t("The Toll Booth takes one mint from your truck; say which mint you pay."))
    elif tok == "toll_booth" and a.pay in MINTS and not me.mints[MINTS.index(a.pay)]:
        name = mint_name(MINTS.index(a.pay))
        ask.no("road-conditions", t("Your truck has no {mint} mint to pay the Toll Booth with.", mint=name))
    elif tok != "toll_booth" and a.pay:
        ask.no("move", t("Nothing is paid to move to {there}.", there=there))
