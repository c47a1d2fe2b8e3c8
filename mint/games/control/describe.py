"""Mint Control's log: the line a player reads for each action."""

from __future__ import annotations

from mint.core.game import Action, IllegalActionError, replace
from mint.games.control.actions import Claim, Influence, Oust, Pick, Scavenge, Skip, Steal
from mint.games.control.cards import BY_ID
from mint.games.control.play import apply, to_act
from mint.games.control.state import OUSTED, TILE_NAMES, State, controls, influence_cost, oust_cost, seat_name

_SKIP_LOG = {
    "influence": "does not influence",
    "oust": "does not oust anyone",
    "oust2": "stops after one removal",
    "presence": "skips the Presence perk",
    "scavenge": "skips scavenging",
}


def _mints(k: int) -> str:
    return f"{k} mint{'s' if k != 1 else ''}"


def describe(state: State, action: Action) -> str:
    """The log line: what the player did, then what followed by itself (gains, round end)."""
    seat = to_act(state)
    if seat is None:
        return f"{action}: the game is over"
    who = seat_name(state, seat)
    try:
        after = apply(state, action)
    except IllegalActionError as exc:
        return f"{who} cannot do that: {exc}"
    direct = [0] * len(state.seats)
    if isinstance(action, Pick):
        text = f"{who} picks {TILE_NAMES[action.tile]}"
        if controls(state, seat, "CITY_HALL") and state.supply:
            direct[seat] = 1
            text += " (City Hall: +1 mint)"
    elif isinstance(action, Influence):
        paid = influence_cost(state, action.seat, state.locs.index(action.location))
        direct[seat] = -paid
        text = f"{who} influences {BY_ID[action.location].name} for {_mints(paid)}"
    elif isinstance(action, Oust):
        paid = oust_cost(state, state.locs.index(action.location))
        direct[seat] -= paid
        owner = seat_name(state, action.owner)
        victim = "their own token" if action.owner == seat else owner
        text = f"{who} ousts {victim} from {BY_ID[action.location].name} for {_mints(paid)}"
        bonus = OUSTED[action.location]
        if bonus.kind == "GAIN":
            got = min(bonus.amount, state.supply + paid)
            direct[action.owner] += got
            text += f" ({owner} gains {_mints(got)})"
        elif bonus.kind == "STEAL":
            text += f" ({owner} steals {_mints(bonus.amount)})"
    elif isinstance(action, Claim):
        bonus = OUSTED[action.location]
        text = f"{who} claims the ousted bonus of {BY_ID[action.location].name} ({bonus.text})"
        if bonus.kind == "GAIN":
            direct[seat] = min(bonus.amount, state.supply)
    elif isinstance(action, Scavenge):
        if action.victim < 0:
            text = f"{who} scavenges 1 mint from the supply"
        else:
            text = f"{who} steals 1 mint from {seat_name(state, action.victim)}"
            direct[action.victim] = -1
        direct[seat] = 1
    elif isinstance(action, Steal):
        amount = min(state.steals[0][1], state.mints[action.victim])
        text = f"{who} steals {_mints(amount)} from {seat_name(state, action.victim)}"
        direct[seat], direct[action.victim] = amount, -amount
    elif isinstance(action, Skip):
        text = f"{who} {_SKIP_LOG[action.step]}"
    else:
        text = f"{who}: {action}"
    deltas = []
    for s in range(len(state.seats)):
        d = after.mints[s] - state.mints[s] - direct[s]
        if d:
            deltas.append(f"{seat_name(state, s)} {'+' if d > 0 else ''}{d}")
    if deltas:
        text += "; then mints: " + ", ".join(deltas)
    short = _unpaid(state, action, after)
    if short:
        text += f"; the supply ran out, so {_mints(short)} owed could not be paid"
    if after.over:
        text += ". The game ends"
    elif after.round != state.round:
        if not any(after.held) and any(state.held):
            text += ". The tiles return to the pool"
        text += f". Round {after.round} begins; {seat_name(after, after.start)} starts"
    return text


def _unpaid(state: State, action: Action, after: State) -> int:
    """Mints the players were owed by this action and what followed that an empty supply did
    not pay (the same action with a deep supply, less what was paid)."""
    if after.supply > 0:
        return 0
    try:
        full = apply(replace(state, supply=state.supply + 1000), action)
    except IllegalActionError:
        return 0
    return max(0, sum(full.mints) - sum(after.mints))
