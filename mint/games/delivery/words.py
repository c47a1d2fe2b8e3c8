"""Mint Delivery multiplayer in words: the log line of each action (a refusal's reason comes from
the legal list that leaves the move out, moves.py)."""

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
    order_title,
)
from mint.games.delivery.model import State, letters_text, road_graph, seat_name, space_title
from mint.games.delivery.moves import has, take_town, token_at


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
