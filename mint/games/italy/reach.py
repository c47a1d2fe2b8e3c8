"""Mint Italy's reach and building: where a player may build or sail (rulebook: "Expand Action",
"Marina Action", FAQ), what a settlement costs there, every Build on offer, and placing one.

The legal lists (legal.py), carrying out a move (play.py), the solo bot and the views ask here.
"""

from __future__ import annotations

from functools import cache
from itertools import compress
from typing import Any

from mint.core import flow
from mint.core.flow import Decision
from mint.core.game import Action, Ask, replace
from mint.core.words import Said, t, tn
from mint.core.workcopy import put
from mint.games.italy import cards as C
from mint.games.italy.actions import Build
from mint.games.italy.board import (
    MAX_SPACES,
    Homes,
    _homes,
    _homes_after_build,
    deck_top,
    is_bot,
    isle,
    made,
    settlement_cost,
    taken_mask,
)
from mint.games.italy.island import Island, bits, flags
from mint.games.italy.state import COLUMN_NAMES, Player, State

# --- Reach and expanding (rulebook: "Expand Action", FAQ) ------------------------------------


def reachable(s: State, seat: int) -> frozenset[int]:
    return isle(s).reach(_homes(s.board)[0].get(seat, ()), s.players[seat].nav)


def reach_mask(s: State, seat: int) -> int:
    return reach_of(isle(s), _homes(s.board), seat, s.players[seat].nav)


def reach_of(isl: Island, homes: Homes, seat: int, nav: int) -> int:
    """``reach_mask`` from the island, the board's ``_homes`` and the seat's navigation level."""
    own = homes[0].get(seat, ())
    last = _LAST_REACH.get(seat)
    if last is not None and last[1] is own and last[0] is isl and last[2] == nav:
        return last[3]  # the same settlements (the very tuple, held here) and level as last time
    key = (isl, own, nav)
    got = _REACH.get(key)
    if got is None:
        if len(_REACH) >= 4096:
            _REACH.clear()  # a cache, not a record: start again rather than grow
        got = _REACH[key] = isl.reach_mask(own, nav)
    _LAST_REACH[seat] = (isl, own, nav, got)
    return got


_REACH: dict[tuple[Any, ...], int] = {}
"""Reach masks by island, settlements and navigation level: they change only when one does."""
_LAST_REACH: dict[int, tuple[Any, tuple[int, ...], int, int]] = {}
"""Per seat, the last reach asked for: a seat's settlements stay the same tuple (``_homes``) until
it builds, so most turns find it here by identity, without hashing the settlements."""


def build_spots(s: State, seat: int, col: int, anywhere: bool = False) -> list[int]:
    """Empty land with the column's terrain that ``seat`` reaches (any land in set-up)."""
    isl = isle(s)
    reach = isl.land_mask if anywhere else reach_mask(s, seat)
    return list(bits(reach & isl.terrain_mask[C.COLUMNS[col].terrain] & ~taken_mask(s)))


def build_price(s: State, seat: int, col: int, space: int, land: bool = True) -> int | None:
    cost = settlement_cost(s.players[seat], col)
    if cost is None:
        return None
    return cost + (isle(s).cost[space] if land else 0)


def build_actions(
    s: State, seat: int, anywhere: bool = False, land: bool = True, reach: int | None = None, ask: Ask | None = None
) -> list[Action]:
    """Every Build open to ``seat``: on land it reaches (any land in set-up, ``anywhere``), paying
    the land's cost too unless ``land`` is False (a reward's expand); with ``ask``, also why the
    Build it asks about is not one of them."""
    isl = isle(s)
    homes = _homes(s.board)
    p = s.players[seat]
    if reach is None:
        reach = isl.land_mask if anywhere else reach_of(isl, homes, seat, p.nav)
    if ask is not None:
        ask_build(s, isl, homes, reach, p, ask, land)
    out: list[Action] = []
    add_builds(out, isl, reach & ~homes[2], p, seat, land)
    return out


def add_builds(out: list[Action], isl: Island, free: int, p: Player, seat: int, land: bool = True) -> None:
    """``build_actions`` on the spaces of ``free``, appended to ``out``."""
    if not free:
        return
    coins = p.coins
    built = p.built
    known = _BUILDS[seat]
    for col, costs, terrain in _COLS:
        k = built[col]
        if k >= len(costs) or costs[k] > coins:
            continue
        if land:
            masks = isl.cost_masks(terrain)
            budget = coins - costs[k]
            mask = free & masks[budget if budget < len(masks) else -1]  # (``Island.affordable``)
        else:
            mask = free & isl.terrain_mask[terrain]
        if mask:
            got = known[col].get(mask)
            if got is None:
                got = _builds(seat, col, mask)
            out += got


def ask_build(s: State, isl: Island, homes: Homes, reach: int, p: Player, ask: Ask, land: bool = True) -> None:
    """Why the Build asked about is left out of the Build list on ``reach``: the tests of
    ``add_builds`` (a token left, free land of its terrain in reach, the price), in that order."""
    a = ask.action
    if not isinstance(a, Build) or not 0 <= a.col < len(_COLS):
        return
    col, costs, terrain = _COLS[a.col]
    name = COLUMN_NAMES[col]
    space = a.space
    if p.built[col] >= len(costs):
        ask.no("expand", t("Your {column} column is empty.", column=name))
    elif not 0 <= space < len(isl.kind) or not isl.land_mask >> space & 1:
        ask.no("expand", t("Settlements go on land, not on water."))
    elif homes[2] >> space & 1:
        ask.no("expand", t("That land already has a settlement."))
    elif not isl.terrain_mask[terrain] >> space & 1:
        ask.no("expand", _needs_terrain(terrain, name))
    elif not reach >> space & 1:
        if p.nav == 0:
            ask.no(
                "expand",
                t("You reach only land next to your settlements, and not across a river (upgrade navigation)."),
            )
        else:
            ask.no("expand", t("None of your settlements reaches that land at your navigation level."))
    elif (cost := costs[p.built[col]] + (isl.cost[space] if land else 0)) > p.coins:
        ask.no(
            "expand",
            tn("That costs {n} coin; you have {have}.", "That costs {n} coins; you have {have}.", cost, have=p.coins),
        )


def _needs_terrain(terrain: str, column: str) -> Said:
    """What a settlement of ``column`` needs, by the terrain of the column."""
    if terrain == "grey":
        return t("A {column} settlement needs land with grey terrain.", column=column)
    if terrain == "dark":
        return t("A {column} settlement needs land with dark green terrain.", column=column)
    return t("A {column} settlement needs land with light green terrain.", column=column)


_COLS = tuple((col, c.costs, c.terrain) for col, c in enumerate(C.COLUMNS))


def _builds(seat: int, col: int, mask: int) -> tuple[Build, ...]:
    """The shared Build values of one seat and column on the spaces of ``mask``, remembered by
    mask (the same few masks come back at every turn)."""
    known = _BUILDS[seat][col]
    if len(known) >= 2048:
        known.clear()  # a cache, not a record: start again rather than grow
    got = known[mask] = tuple(compress(_BUILD_ROWS[seat][col], flags(mask)))
    return got


@cache
def _build_row(seat: int, col: int) -> tuple[Build, ...]:
    """Every Build of one seat and column, by space number (shared, since legal lists are rebuilt at every step)."""
    return tuple(Build(seat, col, i) for i in range(MAX_SPACES))


_SEATS = range(4)  # the seats a player or the solo bot sits in
_BUILD_ROWS = tuple(tuple(_build_row(seat, col) for col in range(3)) for seat in _SEATS)
"""``_build_row`` of every seat at hand for the legal lists, without a call."""
_BUILDS: tuple[tuple[dict[int, tuple[Build, ...]], ...], ...] = tuple(tuple({} for _ in range(3)) for _ in _SEATS)
"""Per seat and column, ``_builds`` by mask."""


def place(s: State, seat: int, col: int, space: int, pay: int) -> State:
    """Put the column's topmost token on ``space`` and pay; an emptied column may give a free order."""
    p = s.players[seat]
    built = list(p.built)
    built[col] += 1
    players = list(s.players)
    players[seat] = replace(p, built=tuple(built), coins=p.coins - pay)
    board = list(s.board)
    board[space] = 3 * seat + col
    new = tuple(board)
    _homes_after_build(s.board, new, space, 3 * seat + col)
    s = put(s, players=tuple(players), board=new)
    if built[col] == len(C.COLUMNS[col].costs):
        s = offer_free_order(s, seat)
    return s


def offer_free_order(s: State, seat: int) -> State:
    """The last token of a mat column or of the marina row: take an order with no fee, once per
    action and never in production, if you hold none (rulebook: "Expand Action")."""
    if s.phase != "play" or s.free_used or is_bot(s, seat):
        return s
    s = put(s, free_used=True)
    if s.players[seat].order is not None or (not s.row and deck_top(s) is None):
        return s
    return put(s, pending=flow.queue(s.pending, made(Decision, seat, "free_order")))
