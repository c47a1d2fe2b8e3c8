"""Mint Control's table: the State and what can be read off it (control, tokens, costs).

Seats are numbered from 0; clockwise is increasing seat number.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from mint.core.game import Seat
from mint.core.rng import Rng
from mint.core.seats import COLOURS as COLOURS
from mint.core.seats import seat_name as _seat_name
from mint.games.control.cards import COMPONENTS, LOCATIONS, TILE_BY_ID, TILE_IDS

MIN_PLAYERS = 2
MAX_PLAYERS = 4
MINTS = COMPONENTS.mints
TOKENS = COMPONENTS.tokens_per_player
START_MINTS = COMPONENTS.starting_mints
TILE_NAMES = {t: TILE_BY_ID[t].name for t in TILE_IDS}

# Static card data in flat tables, looked up by location id (the hot paths avoid attributes).
COST = {loc.id: loc.cost for loc in LOCATIONS}
SPACES = {loc.id: loc.spaces for loc in LOCATIONS}
STARS = {loc.id: loc.stars for loc in LOCATIONS}
EFFECT = {loc.id: loc.effect for loc in LOCATIONS}
OUSTED = {loc.id: loc.ousted for loc in LOCATIONS}
PRESENCE = {loc.id: loc.presence for loc in LOCATIONS}
_EFFECT_LOC = {loc.effect: loc.id for loc in LOCATIONS if loc.effect != "NONE"}
COURTHOUSE = _EFFECT_LOC.get("COURTHOUSE")
LOTTO = _EFFECT_LOC.get("LOTTO_DISCOUNT")
GALLERY = _EFFECT_LOC.get("GALLERY")


# --- State -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class State:
    """The whole table.

    ``tokens[i][s]`` is how many tokens seat ``s`` has on location ``locs[i]``. While a tile is
    being carried out, ``tile`` names it and ``cursor`` walks the order: 0 the chooser's Action,
    1 the chooser's Perk, 2.. the other players' Actions clockwise. ``steals`` holds owed steal
    choices ``(seat, amount)`` that interrupt the walk.
    """

    seats: tuple[Seat, ...]
    locs: tuple[str, ...]
    tokens: tuple[tuple[int, ...], ...]
    mints: tuple[int, ...]
    supply: int
    held: tuple[tuple[str, ...], ...]
    start: int
    picks: int
    tile: str
    chooser: int
    cursor: int
    removed: int
    steals: tuple[tuple[int, int], ...]
    over: bool
    round: int
    lotto: str
    wholesaler: str
    supplier: str
    rng: Rng

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def pool(self) -> tuple[str, ...]:
        """Action tiles still available to pick, in the rulebook's order."""
        taken = [t for h in self.held for t in h]
        return tuple(t for t in TILE_IDS if t not in taken)


# --- Control (rulebook: "Concepts > Control"; Leadership Council) ----------------------------


def _sole(row: tuple[int, ...]) -> int:
    best = max(row)
    if best == 0 or row.count(best) != 1:
        return -1
    return row.index(best)


def controller(state: State, i: int) -> int:
    """The seat controlling location ``locs[i]``, or -1.

    A sole majority controls. On a tie for the most, the controller of Leadership Council
    wins it if they are among the tied players (the Council itself needs a sole majority).
    """
    row = state.tokens[i]
    best = max(row)
    if best == 0:
        return -1
    if row.count(best) == 1:
        return row.index(best)
    lid = state.locs[i]
    if EFFECT[lid] == "TIE_BREAKER":
        return -1
    council = _council(state)
    if council >= 0 and row[council] == best:
        return council
    return -1


def _council(state: State) -> int:
    j = index_of(state.locs, "TIE_BREAKER")
    return -1 if j < 0 else _sole(state.tokens[j])


@lru_cache(maxsize=256)
def _effect_index(locs: tuple[str, ...]) -> dict[str, int]:
    return {EFFECT[lid]: i for i, lid in enumerate(locs) if EFFECT[lid] != "NONE"}


def index_of(locs: tuple[str, ...], effect: str) -> int:
    """Where the location with this special effect lies in ``locs``, or -1 if it is not in play."""
    return _effect_index(locs).get(effect, -1)


def controls(state: State, seat: int, effect: str) -> bool:
    """Whether ``seat`` controls the location with this special effect (if it is in play)."""
    j = index_of(state.locs, effect)
    return j >= 0 and controller(state, j) == seat


def controllers(state: State) -> tuple[int, ...]:
    """The controller of every location in play (-1 for none), in layout order."""
    return tuple(controller(state, i) for i in range(len(state.locs)))


def placed(state: State, seat: int) -> int:
    """How many of ``seat``'s tokens are on locations."""
    return sum([row[seat] for row in state.tokens])


def placed_all(state: Any) -> list[int]:
    """How many tokens each seat has on locations."""
    return [sum(col) for col in zip(*state.tokens)]


def seat_name(state: State, seat: int) -> str:
    """The player's name, else the seat's colour."""
    return _seat_name(state.seats, seat)


# --- Costs (rulebook: "Actions > Influence"; Lotto, Supplier) --------------------------------


def influence_cost(state: State, seat: int, i: int) -> int:
    """What ``seat`` pays to put a token on ``locs[i]`` in the Influence action now."""
    lid = state.locs[i]
    cost = COST[lid]
    if lid == LOTTO:
        if state.lotto == "self" and state.tokens[i][seat] > 0:
            cost -= 1
    if state.lotto == "global" and controls(state, seat, "LOTTO_DISCOUNT"):
        cost -= 1
    perk = state.tile == "influence" and seat == state.chooser
    if perk:
        cost -= 1
    if (perk or state.supplier == "always") and controls(state, seat, "SUPPLIER"):
        return 0
    return cost if cost > 0 else 0


def oust_cost(state: State, i: int) -> int:
    """The Oust perk: 1 mint for the first removal, 3 for the second; +1 at the Courthouse."""
    cost = 1 if state.removed == 0 else 3
    return cost + 1 if state.locs[i] == COURTHOUSE else cost
