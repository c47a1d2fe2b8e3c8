"""Mint Control's play: whose decision it is, what it may be, and carrying out a tile.

One action is one choice (DESIGN §2). A tile walks ``cursor`` through the chooser's Action,
their Perk and the other players' Actions clockwise; an owed STEAL bonus is a pending decision
(``steals``, a stack from ``mint.core.flow``) that interrupts the walk.
"""

from __future__ import annotations

import sys
from typing import Any

from mint.core.flow import next_seat, pop, queue
from mint.core.game import Action, check_legal
from mint.core.memo import by_identity
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
)
from mint.games.control.cards import BY_ID, TILE_IDS, Bonus
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


def _influence_choices(state: State, seat: int) -> list[Action]:
    if placed(state, seat) >= TOKENS:
        return []
    money = state.mints[seat]
    out: list[Action] = []
    for i, lid in enumerate(state.locs):
        row = state.tokens[i]
        if sum(row) < SPACES[lid] and influence_cost(state, seat, i) <= money:
            out.append(INFLUENCE[seat, lid])
    return out


def _oust_choices(state: State) -> list[Action]:
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


def _claim_choices(state: State) -> list[Action]:
    seat = state.chooser
    return [
        CLAIM[lid] for i, lid in enumerate(state.locs) if OUSTED[lid].kind != "NONE" and controller(state, i) == seat
    ]


def _scavenge_choices(state: State) -> list[Action]:
    out: list[Action] = [SCAVENGE[-1]] if state.supply > 0 else []
    out += [SCAVENGE[v] for v, m in enumerate(state.mints) if m > 0 and v != state.chooser]
    return out


def _steal_victims(state: Any, seat: int) -> list[int]:
    return [v for v, m in enumerate(state.mints) if m > 0 and v != seat]


def _choices(state: State) -> list[Action]:
    """The decision at rest, without its skip; empty means the step resolves by itself."""
    if state.steals:
        return [STEAL[v] for v in _steal_victims(state, state.steals[0][0])]
    tile = state.tile
    if not tile:
        seat = next_seat(state.start, len(state.seats), state.picks)
        return [PICK[seat, t] for t in state.pool]
    if tile == "influence":
        if state.cursor == 1:
            return []
        return _influence_choices(state, to_act(state) or 0)
    if state.cursor != 1:
        return []
    if tile == "oust":
        return _oust_choices(state)
    if tile == "presence":
        return _claim_choices(state)
    if tile == "scavenge":
        return _scavenge_choices(state)
    return []


_NONE: tuple[Action, ...] = ()


@by_identity
def _legal(state: State) -> tuple[Action, ...]:
    """The legal actions of ``state``, remembered for the state last asked about."""
    if state.over:
        return _NONE
    out = _choices(state)
    if state.tile and not state.steals:
        if state.tile == "influence":
            out.append(SKIP["influence"])
        elif state.tile == "oust":
            out.append(SKIP["oust2" if state.removed else "oust"])
        else:
            out.append(SKIP[state.tile])
    return tuple(out)


def legal_actions(state: State) -> list[Action]:
    return list(_legal(state))


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
        check_legal(_SELF, state, action, lambda: why_illegal(state, action))
    w = _Copy(state)
    _HANDLERS[type(action)](w, action)
    _run(w)
    return w.freeze()


def why_illegal(state: State, action: Action) -> str:
    """One sentence telling a player why ``action`` cannot be made now."""
    seat = to_act(state)
    who = seat_name(state, seat) if seat is not None else ""
    if state.steals:
        return f"{who} must first choose whom to steal from."
    if isinstance(action, Pick):
        if state.tile:
            return f"{TILE_NAMES[state.tile]} is still being carried out."
        if action.seat != seat:
            return f"It is {who}'s turn to pick a tile."
        if action.tile not in state.pool:
            return f"{TILE_NAMES.get(action.tile, action.tile)} has already been picked this round."
    if isinstance(action, Influence):
        if state.tile != "influence" or state.cursor == 1:
            return "You can only place influence during an Influence action."
        if action.seat != seat:
            return f"It is {who}'s turn to influence."
        if action.location not in state.locs:
            return f"{BY_ID[action.location].name} is not in this game."
        i = state.locs.index(action.location)
        if placed(state, action.seat) >= TOKENS:
            return "You have no influence tokens left."
        if sum(state.tokens[i]) >= SPACES[action.location]:
            return f"{BY_ID[action.location].name} has no open space."
        cost = influence_cost(state, action.seat, i)
        return f"{BY_ID[action.location].name} costs {cost} mint{'s' if cost != 1 else ''}; you have {state.mints[action.seat]}."
    if isinstance(action, Oust):
        if state.tile != "oust" or state.cursor != 1:
            return "Tokens can only be removed with the Oust perk."
        if action.location not in state.locs:
            return f"{BY_ID[action.location].name} is not in this game."
        i = state.locs.index(action.location)
        if not 0 <= action.owner < len(state.tokens[i]) or not state.tokens[i][action.owner]:
            return f"{seat_name(state, action.owner)} has no token on {BY_ID[action.location].name}."
        cost = oust_cost(state, i)
        return f"This removal costs {cost} mint{'s' if cost != 1 else ''}; you have {state.mints[state.chooser]}."
    if isinstance(action, Claim):
        if state.tile != "presence" or state.cursor != 1:
            return "An ousted bonus can be claimed only with the Presence perk."
        return "You can only claim the ousted bonus of a location you control."
    if isinstance(action, Scavenge):
        if state.tile != "scavenge" or state.cursor != 1:
            return "You can only scavenge with the Scavenge perk."
        if action.victim < 0:
            return "The supply is empty."
        return "You can only steal a mint from another player who has one."
    if isinstance(action, Steal):
        return "There is nothing to steal now."
    if isinstance(action, Skip):
        return "There is no such step to skip now."
    return f"{action} is not a Mint Control move."


_SELF = sys.modules[__name__]
