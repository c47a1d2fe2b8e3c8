"""Mint Control's play: whose decision it is, what it may be, and carrying out a tile.

One action is one choice (DESIGN §2). A tile walks ``cursor`` through the chooser's Action,
their Perk and the other players' Actions clockwise; an owed STEAL bonus is a pending decision
(``steals``, a stack from ``mint.core.flow``) that interrupts the walk.
"""

from __future__ import annotations

import sys
from typing import Any

from mint.core.flow import next_seat, pop, queue
from mint.core.game import GAME_OVER_RULE, Action, Ask, Refusal, check_legal
from mint.core.memo import by_identity
from mint.core.words import t, tn
from mint.core.workcopy import Work
from mint.games.control.actions import (
    CLAIM,
    INFLUENCE,
    OUST,
    PICK,
    SCAVENGE,
    SKIP,
    STEAL,
    Claim,
    Influence,
    Oust,
    Pick,
    Scavenge,
    Skip,
    Steal,
    place_name,
    tile_name,
)
from mint.games.control.cards import TILE_IDS, Bonus
from mint.games.control.state import (
    OUSTED,
    PRESENCE,
    SPACES,
    TILE_NAMES,
    TOKENS,
    State,
    controller,
    controls,
    index_of,
    influence_cost,
    oust_cost,
    placed,
    placed_all,
    seat_name,
)


class _Copy(Work, of=State, lists=("tokens", "mints")):
    """A mutable scratch copy used inside ``apply``; frozen back into a State once.

    ``locs`` stays a tuple (``_effect_index`` caches by it); ``held`` and ``steals`` are
    always assigned whole tuples.
    """

    tokens: list[tuple[int, ...]]
    mints: list[int]


# --- Whose decision and what it may be -------------------------------------------------------


def to_act(state: State) -> int | None:
    if state.over:
        return None
    if state.steals:
        return state.steals[0][0]  # the thief of the owed steal on top
    if not state.tile:
        # the holder of the Starting Player token picks first, then clockwise
        return next_seat(state.start, len(state.seats), state.picks)
    if state.cursor <= 1:
        return state.chooser  # their Action, then their Perk
    return next_seat(state.chooser, len(state.seats), state.cursor - 1)  # the others' Actions


def _influence_choices(state: State, seat: int, ask: Ask | None = None) -> list[Action]:
    if ask is not None and isinstance(ask.action, Influence):
        _ask_influence(state, seat, ask)
    if placed(state, seat) >= TOKENS:
        return []
    money = state.mints[seat]
    out: list[Action] = []
    for i, lid in enumerate(state.locs):
        row = state.tokens[i]
        if sum(row) < SPACES[lid] and influence_cost(state, seat, i) <= money:
            out.append(INFLUENCE[seat, lid])
    return out


def _ask_influence(state: State, seat: int, ask: Ask) -> None:
    """Why the Influence asked about is left out of ``_influence_choices`` (its tests, in order)."""
    a = ask.action
    assert isinstance(a, Influence)
    if a.seat != seat:
        ask.no("a-round", t("It is {who}'s turn to influence.", who=seat_name(state, seat)))
    elif a.location not in state.locs:
        ask.no("setup", t("{place} is not in this game.", place=place_name(a.location)))
    elif placed(state, seat) >= TOKENS:
        ask.no("influence", t("You have no influence tokens left."))
    else:
        i = state.locs.index(a.location)
        name = place_name(a.location)
        cost = influence_cost(state, seat, i)
        if sum(state.tokens[i]) >= SPACES[a.location]:
            ask.no("influence", t("{place} has no open space.", place=name))
        elif cost > state.mints[seat]:
            ask.no(
                "influence",
                tn(
                    "{place} costs {n} mint; you have {have}.",
                    "{place} costs {n} mints; you have {have}.",
                    cost,
                    place=name,
                    have=state.mints[seat],
                ),
            )


def _oust_choices(state: State, ask: Ask | None = None) -> list[Action]:
    if ask is not None and isinstance(ask.action, Oust):
        _ask_oust(state, ask)
    if state.removed >= 2:
        return []
    money = state.mints[state.chooser]
    out: list[Action] = []
    for i, lid in enumerate(state.locs):
        if oust_cost(state, i) > money:
            continue
        for s, k in enumerate(state.tokens[i]):
            if k:
                out.append(OUST[lid, s])
    return out


def _ask_oust(state: State, ask: Ask) -> None:
    """Why the Oust asked about is left out of ``_oust_choices``."""
    a = ask.action
    assert isinstance(a, Oust)
    if a.location not in state.locs:
        ask.no("setup", t("{place} is not in this game.", place=place_name(a.location)))
        return
    i = state.locs.index(a.location)
    name = place_name(a.location)
    if not 0 <= a.owner < len(state.tokens[i]) or not state.tokens[i][a.owner]:
        ask.no("oust", t("{who} has no token on {place}.", who=seat_name(state, a.owner), place=name))
        return
    cost = oust_cost(state, i)
    if cost > state.mints[state.chooser]:
        ask.no(
            "oust",
            tn(
                "This removal costs {n} mint; you have {have}.",
                "This removal costs {n} mints; you have {have}.",
                cost,
                have=state.mints[state.chooser],
            ),
        )


def _claim_choices(state: State, ask: Ask | None = None) -> list[Action]:
    seat = state.chooser
    out: list[Action] = [
        CLAIM[lid] for i, lid in enumerate(state.locs) if OUSTED[lid].kind != "NONE" and controller(state, i) == seat
    ]
    if ask is not None and isinstance(ask.action, Claim) and ask.action not in out:
        ask.no("presence", t("You can only claim the ousted bonus of a location you control."))
    return out


def _scavenge_choices(state: State, ask: Ask | None = None) -> list[Action]:
    out: list[Action] = [SCAVENGE[-1]] if state.supply > 0 else []
    out += [SCAVENGE[v] for v, m in enumerate(state.mints) if m > 0 and v != state.chooser]
    if ask is not None and isinstance(ask.action, Scavenge) and ask.action not in out:
        if ask.action.victim < 0:
            ask.no("scavenge", t("The supply is empty."))
        else:
            ask.no("scavenge", t("You can only take a mint from another player who has one."))
    return out


def _steal_victims(state: Any, seat: int) -> list[int]:
    return [v for v, m in enumerate(state.mints) if m > 0 and v != seat]


#: What each kind of move needs, said when it is asked for at a step that is not its own.
_NOT_NOW = {
    Pick: ("a-round", t("A tile can only be picked when the last one is finished.")),
    Influence: ("influence", t("You can only place influence during an Influence action.")),
    Oust: ("oust", t("Tokens can only be removed with the Oust perk.")),
    Claim: ("presence", t("An ousted bonus can be claimed only with the Presence perk.")),
    Scavenge: ("scavenge", t("You can only scavenge with the Scavenge perk.")),
    Steal: ("bonuses", t("There is nothing to steal now.")),
    Skip: ("a-round", t("There is no such step to skip now.")),
}


def _choices(state: State, ask: Ask | None = None) -> list[Action]:
    """The decision at rest, without its skip; empty means the step resolves by itself."""
    if state.steals:
        thief = state.steals[0][0]
        victims = _steal_victims(state, thief)
        if ask is not None:
            a = ask.action
            if not isinstance(a, Steal):
                ask.no("bonuses", t("{who} must first choose whom to steal from.", who=seat_name(state, thief)))
            elif a.victim not in victims:
                ask.no("bonuses", t("{who} has no mints to steal.", who=seat_name(state, a.victim)))
        return [STEAL[v] for v in victims]
    tile = state.tile
    if not tile:
        seat = next_seat(state.start, len(state.seats), state.picks)
        if ask is not None and isinstance(ask.action, Pick):
            a = ask.action
            if a.seat != seat:
                ask.no("a-round", t("It is {who}'s turn to pick a tile.", who=seat_name(state, seat)))
            elif a.tile not in state.pool:
                name = tile_name(a.tile) if a.tile in TILE_NAMES else a.tile
                ask.no("a-round", t("{tile} has already been picked this round.", tile=name))
        return [PICK[seat, tile_id] for tile_id in state.pool]
    if ask is not None and isinstance(ask.action, Pick):
        ask.no("a-round", t("{tile} is still being carried out.", tile=tile_name(tile)))
    if tile == "influence":
        if state.cursor == 1:
            return []
        return _influence_choices(state, to_act(state) or 0, ask)
    if state.cursor != 1:
        return []
    if tile == "oust":
        return _oust_choices(state, ask)
    if tile == "presence":
        return _claim_choices(state, ask)
    if tile == "scavenge":
        return _scavenge_choices(state, ask)
    return []


_NONE: tuple[Action, ...] = ()


def _legal_of(state: State, ask: Ask | None = None) -> tuple[Action, ...]:
    """The legal actions of ``state``; with ``ask``, also why the move it asks about is not one."""
    if state.over:
        return _NONE
    out = _choices(state, ask)
    if state.tile and not state.steals:
        if state.tile == "influence":
            out.append(SKIP["influence"])
        elif state.tile == "oust":
            out.append(SKIP["oust2" if state.removed else "oust"])
        else:
            out.append(SKIP[state.tile])
    if ask is not None and ask.refusal is None and ask.action not in out:
        rule, said = _NOT_NOW.get(type(ask.action), ("a-round", t("That is not a Mint Control move.")))
        ask.no(rule, said)
    return tuple(out)


_legal = by_identity(_legal_of)
"""``_legal_of``, remembered for the state last asked about."""


def legal_actions(state: State) -> list[Action]:
    return list(_legal(state))


def refusal(state: State, action: Action) -> Refusal:
    """Why ``action`` cannot be made now, said by the list that leaves it out."""
    if state.over:
        return Refusal(GAME_OVER_RULE, t("The game is over; no more moves can be made."))
    ask = Ask(action)
    _legal_of(state, ask)
    return ask.answer("a-round")


# --- Resolving a tile (rulebook: "Sequence of Play", "Actions") ------------------------------


def _gain(w: Any, seat: int, amount: int) -> int:
    """Limited supply: a player gains only what is left in it."""
    take = amount if amount <= w.supply else w.supply
    w.supply -= take
    w.mints[seat] += take
    return take


def _bonus(w: Any, seat: int, bonus: Bonus) -> None:
    if bonus.kind == "GAIN":
        _gain(w, seat, bonus.amount)
    elif bonus.kind == "STEAL":
        w.steals = queue(w.steals, (seat, bonus.amount))  # chosen after what is owed already


def _steal(w: Any, thief: int, victim: int, amount: int) -> None:
    take = min(amount, w.mints[victim])
    w.mints[victim] -= take
    w.mints[thief] += take


def _action_of(w: Any, seat: int) -> bool:
    """One player's Action of the current tile; True when it waits for the player's choice."""
    tile = w.tile
    if tile == "earn":
        _gain(w, seat, 1)
        if controls(w, seat, "WHOLESALER") and (w.wholesaler == "any" or seat == w.chooser):
            _gain(w, seat, 1)
    elif tile == "oust":
        _gain(w, seat, 1)
    elif tile == "presence":
        for i, lid in enumerate(w.locs):
            if w.tokens[i][seat]:
                _bonus(w, seat, PRESENCE[lid])
    elif tile == "influence":
        return bool(_influence_choices(w, seat))
    return False


def _perk(w: Any) -> bool:
    """The chooser's Perk; True when it waits for their choice."""
    tile = w.tile
    if tile == "earn":
        _gain(w, w.chooser, 1)
        return False
    if tile == "oust":
        return bool(_oust_choices(w))
    if tile == "presence":
        return bool(_claim_choices(w))
    if tile == "scavenge":
        return bool(_scavenge_choices(w))
    return False  # Influence: the perk is the discount on the chooser's own Action


def _run(w: Any) -> None:
    """Carry out automatic steps until someone must decide, or the tile and round end."""
    n = len(w.seats)
    while True:
        if w.steals:
            thief, amount = w.steals[0]
            victims = _steal_victims(w, thief)
            if len(victims) >= 2:
                return  # the thief chooses
            if victims:
                _steal(w, thief, victims[0], amount)
            w.steals = pop(w.steals)
            continue
        if not w.tile or w.over:
            return
        if w.cursor > n:
            _finish_tile(w)
            return
        if w.cursor == 1:
            if _perk(w):
                return
        else:
            seat = w.chooser if w.cursor == 0 else next_seat(w.chooser, n, w.cursor - 1)
            if _action_of(w, seat):
                return
        w.cursor += 1


def _finish_tile(w: Any) -> None:
    """End of a tile; the game ends here once anyone has all 5 tokens on locations."""
    n = len(w.seats)
    w.tile = ""
    w.cursor = 0
    w.removed = 0
    if max(placed_all(w), default=0) >= TOKENS:
        w.over = True
        return
    w.picks += 1
    if w.picks < n:
        return
    # End of the round: Bank pays, tiles return if too few are left, the start token moves.
    j = index_of(w.locs, "BANK")
    if j >= 0:
        c = controller(w, j)
        if c >= 0:
            _gain(w, c, 1)
    if len(TILE_IDS) - sum(len(h) for h in w.held) < n:
        w.held = ((),) * n
    w.start = next_seat(w.start, n)
    w.picks = 0
    w.round += 1


def _do_pick(w: Any, a: Pick) -> None:
    held = list(w.held)
    held[a.seat] = (*held[a.seat], a.tile)
    w.held = tuple(held)
    w.tile = a.tile
    w.chooser = a.seat
    w.cursor = 0
    w.removed = 0
    if controls(w, a.seat, "CITY_HALL"):
        _gain(w, a.seat, 1)


def _place(w: Any, seat: int, lid: str) -> None:
    i = w.locs.index(lid)
    row = list(w.tokens[i])
    row[seat] += 1
    w.tokens[i] = tuple(row)


def _do_influence(w: Any, a: Influence) -> None:
    i = w.locs.index(a.location)
    cost = influence_cost(w, a.seat, i)
    w.mints[a.seat] -= cost
    w.supply += cost
    _place(w, a.seat, a.location)
    w.cursor += 1


def _do_oust(w: Any, a: Oust) -> None:
    i = w.locs.index(a.location)
    cost = oust_cost(w, i)
    w.mints[w.chooser] -= cost
    w.supply += cost
    row = list(w.tokens[i])
    row[a.owner] -= 1
    w.tokens[i] = tuple(row)
    w.removed += 1
    _bonus(w, a.owner, OUSTED[a.location])
    if w.removed >= 2:
        w.cursor += 1


def _do_claim(w: Any, a: Claim) -> None:
    _bonus(w, w.chooser, OUSTED[a.location])
    w.cursor += 1


def _do_scavenge(w: Any, a: Scavenge) -> None:
    if a.victim < 0:
        _gain(w, w.chooser, 1)
    else:
        _steal(w, w.chooser, a.victim, 1)
    w.cursor += 1


def _do_steal(w: Any, a: Steal) -> None:
    thief, amount = w.steals[0]
    _steal(w, thief, a.victim, amount)
    w.steals = pop(w.steals)


def _do_skip(w: Any, a: Skip) -> None:
    w.cursor += 1


_HANDLERS: dict[type, Any] = {
    Pick: _do_pick,
    Influence: _do_influence,
    Oust: _do_oust,
    Claim: _do_claim,
    Scavenge: _do_scavenge,
    Steal: _do_steal,
    Skip: _do_skip,
}


def apply(state: State, action: Action) -> State:
    if action not in _legal(state):
        check_legal(_SELF, state, action, lambda: refusal(state, action))
    w = _Copy(state)
    _HANDLERS[type(action)](w, action)
    _run(w)
    return w.freeze()


_SELF = sys.modules[__name__]
