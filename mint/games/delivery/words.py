"""Mint Delivery multiplayer in words: the log line of each action (a refusal's reason comes from
the legal list that leaves the move out, moves.py)."""

from __future__ import annotations

from mint.core import flow, words
from mint.core.game import Action
from mint.core.words import Said, t, tn
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
    MINTS,
    ORDER_INDEX,
    ORDERS,
    TOWNS,
    mint_name,
    order_title,
    town_name,
)
from mint.games.delivery.model import State, letters_text, road_graph, seat_name, space_title
from mint.games.delivery.moves import has, take_town, token_at


def describe(state: State, action: Action) -> str:
    """The log line of a multiplayer action, written before it is carried out."""
    return str(said(state, action))


def said(state: State, action: Action) -> Said:
    """The log line of a multiplayer action, as a sentence of the catalogue."""
    s = state
    who = seat_name(s, s.turn.seat)
    me = s.trucks[s.turn.seat]
    if isinstance(action, Keep):
        return t("{who} chooses which dealt orders to keep (secret)", who=who)
    if isinstance(action, Move):
        return _move(s, action, who)
    if isinstance(action, Load):
        return t("{who} loads {n} Classic in {place}", who=who, n=action.count, place=space_title(me.pos))
    if isinstance(action, Unload):
        return t("{who} unloads {mints}", who=who, mints=letters_text(action.mints))
    if isinstance(action, Upgrade):
        made = [t("2 Classic into 1 Sugar Free") if c == "S" else t("3 Classic into 1 Cinnamon") for c in action.into]
        return t("{who} upgrades {what}", who=who, what=words.join(made))
    if isinstance(action, Take):
        return _take(s, action, who)
    if isinstance(action, Claim):
        if action.count:
            return t("{who} loads {n} Classic from the order", who=who, n=action.count)
        return t("{who} leaves the order's mints", who=who)
    if isinstance(action, Fulfil):
        town = town_name(ORDERS[ORDER_INDEX[action.order]].town)
        done = len(me.done) + 1
        return tn(
            "{who} fulfils an order in {town} ({n} completed)",
            "{who} fulfils an order in {town} ({n} completed)",
            done,
            who=who,
            town=town,
        )
    if isinstance(action, Remove):
        order = order_title(ORDER_INDEX[action.order])
        return t("{who} removes {order} from the game (2-player rule)", who=who, order=order)
    if isinstance(action, Bonus):
        return _bonus(s, action, who)
    if isinstance(action, Acquire):
        ab = ABILITY_BY_ID[action.ability]
        return tn(
            "{who} acquires {ability}, allocating {n} completed order",
            "{who} acquires {ability}, allocating {n} completed orders",
            ab.orders,
            who=who,
            ability=words.data(ab.name),
        )
    if isinstance(action, Swap):
        give, take = order_title(ORDER_INDEX[action.give]), order_title(ORDER_INDEX[action.take])
        return t("{who} swaps {give} for {take} (Swap Meet)", who=who, give=give, take=take)
    if isinstance(action, EndTurn):
        return t("{who} ends the turn", who=who)
    return t("{who}: {action}", who=who, action=str(action))


def _move(s: State, action: Move, who: str) -> Said:
    me = s.trucks[s.turn.seat]
    to = space_title(action.to)
    tok = token_at(s, action.to)
    if tok and has(me, "A08") and tok in ("road_closed", "traffic_jam", "toll_booth", "speedway"):
        tok = ""
    nxt = ""
    if tok == "speedway":
        nxt = space_title(next(n for n in road_graph(s.roads)[action.to] if n != me.pos and n != "MC"))
    if action.pay:  # a Toll Booth: no other token lies on its space
        mint = mint_name(MINTS.index(action.pay))
        return t("{who} moves to {to}, paying 1 {mint} at the Toll Booth", who=who, to=to, mint=mint)
    if tok == "speedway":
        return t("{who} moves to {to} and speeds on to {next}", who=who, to=to, next=nxt)
    if tok == "traffic_jam":
        return t("{who} moves to {to}: stuck in the Traffic Jam, the turn ends", who=who, to=to)
    return t("{who} moves to {to}", who=who, to=to)


def _take(s: State, action: Take, who: str) -> Said:
    me = s.trucks[s.turn.seat]
    o = ORDER_INDEX[action.order]
    town = take_town(me)
    st = s.towns[TOWNS.index(town)]
    lying = st.bonus[st.row.index(o)] if o in st.row else 0
    order, place = order_title(o), town_name(town)
    if s.turn.express == town:
        if lying:
            return t(
                "{who} takes {order} with {n} Classic on it in {town} (Express Route)",
                who=who,
                order=order,
                n=lying,
                town=place,
            )
        return t("{who} takes {order} in {town} (Express Route)", who=who, order=order, town=place)
    if lying:
        return t("{who} takes {order} with {n} Classic on it in {town}", who=who, order=order, n=lying, town=place)
    return t("{who} takes {order} in {town}", who=who, order=order, town=place)


def _bonus(s: State, action: Bonus, who: str) -> Said:
    zone = flow.top(s.turn.pending) == "zone"
    if action.take:
        return (
            t("{who} loads a free Classic (Loading Zone)", who=who)
            if zone
            else t("{who} loads a free Classic (Free Sample)", who=who)
        )
    if zone:
        return t("{who} passes on the free Classic (Loading Zone)", who=who)
    return t("{who} passes on the free Classic (Free Sample)", who=who)
