"""Mint Control's log: the line a player reads for each action."""

from __future__ import annotations

from mint.core import words
from mint.core.game import Action, IllegalActionError, replace
from mint.core.words import Said, t, tn
from mint.games.control.actions import Claim, Influence, Oust, Pick, Scavenge, Skip, Steal, tile_name
from mint.games.control.cards import BY_ID
from mint.games.control.play import apply, to_act
from mint.games.control.state import OUSTED, State, controls, influence_cost, oust_cost, seat_name


def _skip(step: str, who: str) -> Said:
    """The log line of a declined step."""
    if step == "influence":
        return t("{who} does not influence", who=who)
    if step == "oust":
        return t("{who} does not oust anyone", who=who)
    if step == "oust2":
        return t("{who} stops after one removal", who=who)
    if step == "presence":
        return t("{who} skips the Presence perk", who=who)
    return t("{who} skips scavenging", who=who)


def describe(state: State, action: Action) -> str:
    """The log line: what the player did, then what followed by itself (gains, round end)."""
    seat = to_act(state)
    if seat is None:
        return str(t("{move}: the game is over", move=str(action)))
    who = seat_name(state, seat)
    try:
        after = apply(state, action)
    except IllegalActionError as exc:
        return str(t("{who} cannot do that: {reason}", who=who, reason=str(exc)))
    direct = [0] * len(state.seats)
    parts: list[Said] = []
    if isinstance(action, Pick):
        tile = tile_name(action.tile)
        if controls(state, seat, "CITY_HALL") and state.supply:
            direct[seat] = 1
            parts.append(t("{who} picks {tile} (City Hall: +1 mint)", who=who, tile=tile))
        else:
            parts.append(t("{who} picks {tile}", who=who, tile=tile))
    elif isinstance(action, Influence):
        paid = influence_cost(state, action.seat, state.locs.index(action.location))
        direct[seat] = -paid
        place = words.data(BY_ID[action.location].name)
        parts.append(
            tn(
                "{who} influences {place} for {n} mint",
                "{who} influences {place} for {n} mints",
                paid,
                who=who,
                place=place,
            )
        )
    elif isinstance(action, Oust):
        paid = oust_cost(state, state.locs.index(action.location))
        direct[seat] -= paid
        owner = seat_name(state, action.owner)
        place = words.data(BY_ID[action.location].name)
        if action.owner == seat:
            parts.append(
                tn(
                    "{who} ousts their own token from {place} for {n} mint",
                    "{who} ousts their own token from {place} for {n} mints",
                    paid,
                    who=who,
                    place=place,
                )
            )
        else:
            parts.append(
                tn(
                    "{who} ousts {owner} from {place} for {n} mint",
                    "{who} ousts {owner} from {place} for {n} mints",
                    paid,
                    who=who,
                    owner=owner,
                    place=place,
                )
            )
        bonus = OUSTED[action.location]
        if bonus.kind == "GAIN":
            got = min(bonus.amount, state.supply + paid)
            direct[action.owner] += got
            parts.append(tn("{owner} gains {n} mint", "{owner} gains {n} mints", got, owner=owner))
        elif bonus.kind == "STEAL":
            parts.append(tn("{owner} steals {n} mint", "{owner} steals {n} mints", bonus.amount, owner=owner))
    elif isinstance(action, Claim):
        bonus = OUSTED[action.location]
        place = words.data(BY_ID[action.location].name)
        parts.append(t("{who} claims the ousted bonus of {place} ({bonus})", who=who, place=place, bonus=bonus.text))
        if bonus.kind == "GAIN":
            direct[seat] = min(bonus.amount, state.supply)
    elif isinstance(action, Scavenge):
        if action.victim < 0:
            parts.append(t("{who} scavenges 1 mint from the supply", who=who))
        else:
            parts.append(t("{who} steals 1 mint from {victim}", who=who, victim=seat_name(state, action.victim)))
            direct[action.victim] = -1
        direct[seat] = 1
    elif isinstance(action, Steal):
        amount = min(state.steals[0][1], state.mints[action.victim])
        victim = seat_name(state, action.victim)
        parts.append(
            tn(
                "{who} steals {n} mint from {victim}",
                "{who} steals {n} mints from {victim}",
                amount,
                who=who,
                victim=victim,
            )
        )
        direct[seat], direct[action.victim] = amount, -amount
    elif isinstance(action, Skip):
        parts.append(_skip(action.step, who))
    else:
        parts.append(t("{who}: {move}", who=who, move=str(action)))
    deltas = []
    for s in range(len(state.seats)):
        d = after.mints[s] - state.mints[s] - direct[s]
        if d:
            deltas.append(f"{seat_name(state, s)} {'+' if d > 0 else ''}{d}")
    if deltas:
        parts.append(t("Then mints: {changes}", changes=", ".join(deltas)))
    short = _unpaid(state, action, after)
    if short:
        parts.append(
            tn(
                "The supply ran out, so {n} mint owed could not be paid",
                "The supply ran out, so {n} mints owed could not be paid",
                short,
            )
        )
    if after.over:
        parts.append(t("The game ends"))
    elif after.round != state.round:
        if not any(after.held) and any(state.held):
            parts.append(t("The tiles return to the pool"))
        parts.append(t("Round {round} begins; {who} starts", round=after.round, who=seat_name(after, after.start)))
    return ". ".join(str(p) for p in parts)  # whole sentences, one after the other


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
