"""Mint Delivery multiplayer in words: the log line of each action and why an action is refused."""

from __future__ import annotations

from mint.core import flow
from mint.core.game import Action
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
    MINT_NAMES,
    MINTS,
    ORDER_INDEX,
    ORDERS,
    TOWN_NAME,
    TOWNS,
    mint_text,
    order_title,
)
from mint.games.delivery.model import LOAD_AMOUNT, SPACE_KIND, State, letters_text, road_graph, seat_name, space_title
from mint.games.delivery.moves import capacity, has, order_limit, take_town, token_at


def why(s: State, a: Action) -> str:
    """A sentence saying why ``a`` is not allowed now."""
    if s.phase == "keep":
        return "Everyone first chooses which dealt orders to keep."
    t = s.turn
    me = s.trucks[t.seat]
    owed = flow.top(t.pending)
    if owed is not None:
        return {
            "claim": "First decide how many of the order's mints to load.",
            "remove": "First remove a face-up order from a town (2-player rule).",
        }.get(owed, "First decide whether to load the free Classic mint.")
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
        tok = token_at(s, a.to)
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
        return (
            f"{ab.name} needs {ab.orders} unallocated completed order{'s' if ab.orders > 1 else ''}; you have {free}."
        )
    return f"{a.label} is not allowed now."


def describe(state: State, action: Action) -> str:
    """The log line of a multiplayer action, written before it is carried out."""
    s = state
    who = seat_name(s, s.turn.seat)
    me = s.trucks[s.turn.seat]
    if isinstance(action, Keep):
        return f"{who} chooses which dealt orders to keep (secret)"
    if isinstance(action, Move):
        line = f"{who} moves to {space_title(action.to)}"
        if action.pay:
            line += f", paying 1 {MINT_NAMES[MINTS.index(action.pay)]} at the Toll Booth"
        tok = token_at(s, action.to)
        if tok and not (has(me, "A08") and tok in ("road_closed", "traffic_jam", "toll_booth", "speedway")):
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
        town = take_town(me)
        st = s.towns[TOWNS.index(town)]
        extra = ""
        if o in st.row and st.bonus[st.row.index(o)]:
            extra = f" with {st.bonus[st.row.index(o)]} Classic on it"
        free = " (Express Route)" if s.turn.express == town else ""
        return f"{who} takes {order_title(o)}{extra} in {TOWN_NAME[town]}{free}"
    if isinstance(action, Claim):
        return (
            f"{who} loads {action.count} Classic from the order" if action.count else f"{who} leaves the order's mints"
        )
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
        return (
            f"{who} swaps {order_title(ORDER_INDEX[action.give])} for {order_title(ORDER_INDEX[action.take])}"
            " (Swap Meet)"
        )
    if isinstance(action, EndTurn):
        return f"{who} ends the turn"
    return f"{who}: {action}"
