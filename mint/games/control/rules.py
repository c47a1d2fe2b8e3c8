"""Mint Control: pick action tiles, spend mints to place influence, control locations for stars.

Rulebook: ../shared/rules/mint_control.txt. Location numbers are DESIGNED (data/control).
Seats are numbered from 0; clockwise is increasing seat number.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Mapping, Sequence

from mint.core.game import (
    Action,
    IllegalActionError,
    OptionError,
    OptionSpec,
    Outcome,
    Seat,
    check_legal,
    parse_by_types,
    resolve_options,
)
from mint.core.rng import MASKED, Rng
from mint.core.workcopy import Work, replace
from mint.games.control.cards import BY_ID, COMPONENTS, LOCATIONS, TILE_BY_ID, TILE_IDS, Bonus, Location

NAME = "control"
TITLE = "Mint Control"
MIN_PLAYERS = 2
MAX_PLAYERS = 4
COOPERATIVE = False
SCORE_UNIT = "stars"  # what the heuristic hook (bots.heuristic) counts, named in hints
OPTIONS = (
    OptionSpec(
        "start",
        "random",
        ("random", "1", "2", "3", "4"),
        "who holds the Starting Player token first: a seat number, or a random seat",
    ),
    OptionSpec(
        "lotto",
        "self",
        ("self", "global"),
        "Lotto discount: self = a player with a token on Lotto pays 1 less for more tokens there; "
        "global = whoever controls Lotto pays 1 less at every location",
    ),
    OptionSpec(
        "wholesaler",
        "any",
        ("any", "own"),
        "Wholesaler: its controller gains 1 extra mint from Earn whoever picked it (any), "
        "or only when they picked Earn themselves (own)",
    ),
    OptionSpec(
        "supplier",
        "chooser",
        ("chooser", "always"),
        "Supplier: its controller influences for free when they picked Influence (chooser), "
        "or every time they carry out an Influence action (always)",
    ),
)
OPTION_PLAYERS = {"start": 4}
EXTRA_TEST_CONFIGS = ((3, {"lotto": "global", "start": "3"}), (4, {"wholesaler": "own", "supplier": "always"}))

MINTS = COMPONENTS.mints
TOKENS = COMPONENTS.tokens_per_player
START_MINTS = COMPONENTS.starting_mints
COLOURS = ("Orange", "Blue", "Green", "Vermillion", "Purple")
TILE_NAMES = {t: TILE_BY_ID[t].name for t in TILE_IDS}

# Static card data in flat tables, looked up by location id (the hot paths avoid attributes).
_COST = {loc.id: loc.cost for loc in LOCATIONS}
_SPACES = {loc.id: loc.spaces for loc in LOCATIONS}
_STARS = {loc.id: loc.stars for loc in LOCATIONS}
_EFFECT = {loc.id: loc.effect for loc in LOCATIONS}
_OUSTED = {loc.id: loc.ousted for loc in LOCATIONS}
_PRESENCE = {loc.id: loc.presence for loc in LOCATIONS}
_EFFECT_LOC = {loc.effect: loc.id for loc in LOCATIONS if loc.effect != "NONE"}
_COURTHOUSE = _EFFECT_LOC.get("COURTHOUSE")
_LOTTO = _EFFECT_LOC.get("LOTTO_DISCOUNT")
_GALLERY = _EFFECT_LOC.get("GALLERY")


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


class _Work(Work, of=State, lists=("tokens", "mints")):
    """A mutable scratch copy used inside ``apply``; frozen back into a State once.

    ``locs`` stays a tuple (``_effect_index`` caches by it); ``held`` and ``steals`` are
    always assigned whole tuples.
    """

    tokens: list[tuple[int, ...]]
    mints: list[int]


# --- Actions ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Pick(Action):
    """Take an action tile from the pool (rulebook: "Sequence of Play")."""

    seat: int
    tile: str

    def __str__(self) -> str:
        return f"pick {self.tile} {self.seat}"

    @property
    def source(self) -> str:
        return f"tile:{self.tile}"

    @property
    def target(self) -> str:
        return f"area:{self.seat}"

    @property
    def label(self) -> str:
        return f"Pick {TILE_NAMES[self.tile]}"

    @property
    def button(self) -> bool:
        return True  # one click for those who do not drag

    @classmethod
    def parse(cls, text: str) -> Pick | None:
        m = re.fullmatch(r"pick ([a-z]+) (\d)", text)
        if m and m.group(1) in TILE_NAMES:
            return cls(int(m.group(2)), m.group(1))
        return None


@dataclass(frozen=True, slots=True)
class Influence(Action):
    """Pay a location's cost and put one of your tokens on an open space there."""

    seat: int
    location: str

    def __str__(self) -> str:
        return f"influence {self.location} {self.seat}"

    @property
    def source(self) -> str:
        return f"tokens:{self.seat}"

    @property
    def target(self) -> str:
        return f"loc:{self.location}"

    @property
    def label(self) -> str:
        return f"Influence {BY_ID[self.location].name}"

    @classmethod
    def parse(cls, text: str) -> Influence | None:
        m = re.fullmatch(r"influence ([a-z_]+) (\d)", text)
        if m and m.group(1) in BY_ID:
            return cls(int(m.group(2)), m.group(1))
        return None


@dataclass(frozen=True, slots=True)
class Oust(Action):
    """Oust perk: pay to remove ``owner``'s token from ``location`` (any owner, yourself too)."""

    location: str
    owner: int

    def __str__(self) -> str:
        return f"oust {self.location} {self.owner}"

    @property
    def source(self) -> str:
        return f"token:{self.location}:{self.owner}"

    @property
    def target(self) -> str:
        return "supply"

    @property
    def label(self) -> str:
        return f"Oust {COLOURS[self.owner]} from {BY_ID[self.location].name}"

    @classmethod
    def parse(cls, text: str) -> Oust | None:
        m = re.fullmatch(r"oust ([a-z_]+) (\d)", text)
        if m and m.group(1) in BY_ID:
            return cls(m.group(1), int(m.group(2)))
        return None


@dataclass(frozen=True, slots=True)
class Claim(Action):
    """Presence perk: gain the Ousted bonus of a location you control (nothing is removed)."""

    location: str

    def __str__(self) -> str:
        return f"claim {self.location}"

    @property
    def target(self) -> str:
        return f"loc:{self.location}"

    @property
    def label(self) -> str:
        return f"Claim {BY_ID[self.location].name}'s ousted bonus"

    @property
    def button(self) -> bool:
        return True

    @classmethod
    def parse(cls, text: str) -> Claim | None:
        m = re.fullmatch(r"claim ([a-z_]+)", text)
        return cls(m.group(1)) if m and m.group(1) in BY_ID else None


@dataclass(frozen=True, slots=True)
class Scavenge(Action):
    """Scavenge perk: 1 mint from the supply (``victim`` -1) or from another player."""

    victim: int

    def __str__(self) -> str:
        return "scavenge supply" if self.victim < 0 else f"scavenge {self.victim}"

    @property
    def target(self) -> str:
        return "supply" if self.victim < 0 else f"player:{self.victim}"

    @property
    def label(self) -> str:
        return "Take 1 mint from the supply" if self.victim < 0 else f"Steal 1 mint from {COLOURS[self.victim]}"

    @property
    def button(self) -> bool:
        return True

    @classmethod
    def parse(cls, text: str) -> Scavenge | None:
        if text == "scavenge supply":
            return cls(-1)
        m = re.fullmatch(r"scavenge (\d)", text)
        return cls(int(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class Steal(Action):
    """A STEAL bonus: choose the player to take the mints from."""

    victim: int

    def __str__(self) -> str:
        return f"steal {self.victim}"

    @property
    def target(self) -> str:
        return f"player:{self.victim}"

    @property
    def label(self) -> str:
        return f"Steal from {COLOURS[self.victim]}"

    @property
    def button(self) -> bool:
        return True

    @classmethod
    def parse(cls, text: str) -> Steal | None:
        m = re.fullmatch(r"steal (\d)", text)
        return cls(int(m.group(1))) if m else None


_SKIP_LABELS = {
    "influence": "Don't influence",
    "oust": "Don't oust",
    "oust2": "Stop after one removal",
    "presence": "Skip the Presence perk",
    "scavenge": "Skip scavenging",
}


@dataclass(frozen=True, slots=True)
class Skip(Action):
    """Decline an optional step: ``step`` is influence, oust, oust2, presence or scavenge."""

    step: str

    def __str__(self) -> str:
        return f"skip {self.step}"

    @property
    def label(self) -> str:
        return _SKIP_LABELS[self.step]

    @classmethod
    def parse(cls, text: str) -> Skip | None:
        m = re.fullmatch(r"skip ([a-z0-9]+)", text)
        return cls(m.group(1)) if m and m.group(1) in _SKIP_LABELS else None


_SKIP_LOG = {
    "influence": "does not influence",
    "oust": "does not oust anyone",
    "oust2": "stops after one removal",
    "presence": "skips the Presence perk",
    "scavenge": "skips scavenging",
}

ACTION_TYPES = (Pick, Influence, Oust, Claim, Scavenge, Steal, Skip)
STATE_TYPES = (State, Seat, Rng, *ACTION_TYPES)

# Interned actions: legal_actions hands out the same objects, so membership tests are cheap.
_PICK = {(s, t): Pick(s, t) for s in range(MAX_PLAYERS) for t in TILE_IDS}
_INFL = {(s, loc.id): Influence(s, loc.id) for s in range(MAX_PLAYERS) for loc in LOCATIONS}
_OUST = {(loc.id, s): Oust(loc.id, s) for s in range(MAX_PLAYERS) for loc in LOCATIONS}
_CLAIM = {loc.id: Claim(loc.id) for loc in LOCATIONS}
_SCAV = {v: Scavenge(v) for v in range(-1, MAX_PLAYERS)}
_STEAL = {v: Steal(v) for v in range(MAX_PLAYERS)}
_SKIP = {k: Skip(k) for k in _SKIP_LABELS}


# --- Setup (rulebook: "Setup") ---------------------------------------------------------------


def new_game(seats: Sequence[Seat], seed: int, options: Mapping[str, Any] | None = None) -> State:
    """Lay out locations until there are 5 spaces per player; 2 mints and 5 tokens each."""
    opts = resolve_options(OPTIONS, options)
    n = len(seats)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise OptionError(f"Mint Control takes {MIN_PLAYERS}-{MAX_PLAYERS} players; got {n}")
    rng = Rng.from_seed(seed)
    order, rng = rng.shuffle([loc.id for loc in LOCATIONS])
    need = COMPONENTS.spaces_per_player * n
    locs: list[str] = []
    for lid in order:
        if sum(_SPACES[x] for x in locs) >= need:
            break
        locs.append(lid)
    if opts["start"] == "random":
        start, rng = rng.randrange(n)
    else:
        start = int(opts["start"]) - 1
        if start >= n:
            raise OptionError(f"option start must be a seat from 1 to {n}; got {opts['start']}")
    return make_state(
        seats,
        locs,
        start=start,
        lotto=opts["lotto"],
        wholesaler=opts["wholesaler"],
        supplier=opts["supplier"],
        rng=rng,
    )


def make_state(
    seats: Sequence[Seat],
    locs: Sequence[str],
    *,
    tokens: Sequence[Sequence[int]] | None = None,
    mints: Sequence[int] | None = None,
    supply: int | None = None,
    start: int = 0,
    lotto: str = "self",
    wholesaler: str = "any",
    supplier: str = "chooser",
    rng: Rng = MASKED,
    **changes: Any,
) -> State:
    """A state at the start of a round with the given locations (also used by scenario tests).

    Without ``supply`` the supply is what the players' mints leave of the 20.
    """
    n = len(seats)
    for lid in locs:
        if lid not in BY_ID:
            raise OptionError(f"unknown location {lid!r}")
    mints_t = tuple(mints) if mints is not None else (START_MINTS,) * n
    toks = tuple(tuple(row) for row in tokens) if tokens is not None else ((0,) * n,) * len(locs)
    state = State(
        seats=tuple(seats),
        locs=tuple(locs),
        tokens=toks,
        mints=mints_t,
        supply=MINTS - sum(mints_t) if supply is None else supply,
        held=((),) * n,
        start=start,
        picks=0,
        tile="",
        chooser=start,
        cursor=0,
        removed=0,
        steals=(),
        over=False,
        round=1,
        lotto=lotto,
        wholesaler=wholesaler,
        supplier=supplier,
        rng=rng,
    )
    return replace(state, **changes) if changes else state


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
    if _EFFECT[lid] == "TIE_BREAKER":
        return -1
    council = _council(state)
    if council >= 0 and row[council] == best:
        return council
    return -1


def _council(state: State) -> int:
    j = _index(state.locs, "TIE_BREAKER")
    return -1 if j < 0 else _sole(state.tokens[j])


@lru_cache(maxsize=256)
def _effect_index(locs: tuple[str, ...]) -> dict[str, int]:
    return {_EFFECT[lid]: i for i, lid in enumerate(locs) if _EFFECT[lid] != "NONE"}


def _index(locs: tuple[str, ...], effect: str) -> int:
    return _effect_index(locs).get(effect, -1)


def controls(state: State, seat: int, effect: str) -> bool:
    """Whether ``seat`` controls the location with this special effect (if it is in play)."""
    j = _index(state.locs, effect)
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
    return state.seats[seat].name or COLOURS[seat]


# --- Costs (rulebook: "Actions > Influence"; Lotto, Supplier) --------------------------------


def influence_cost(state: State, seat: int, i: int) -> int:
    """What ``seat`` pays to put a token on ``locs[i]`` in the Influence action now."""
    lid = state.locs[i]
    cost = _COST[lid]
    if lid == _LOTTO:
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
    return cost + 1 if state.locs[i] == _COURTHOUSE else cost


# --- Whose decision and what it may be -------------------------------------------------------


def to_act(state: State) -> int | None:
    if state.over:
        return None
    if state.steals:
        return state.steals[0][0]
    if not state.tile:
        return (state.start + state.picks) % len(state.seats)
    if state.cursor <= 1:
        return state.chooser
    return (state.chooser + state.cursor - 1) % len(state.seats)


def _influence_choices(state: State, seat: int) -> list[Action]:
    if placed(state, seat) >= TOKENS:
        return []
    money = state.mints[seat]
    out: list[Action] = []
    for i, lid in enumerate(state.locs):
        row = state.tokens[i]
        if sum(row) < _SPACES[lid] and influence_cost(state, seat, i) <= money:
            out.append(_INFL[seat, lid])
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
                out.append(_OUST[lid, s])
    return out


def _claim_choices(state: State) -> list[Action]:
    seat = state.chooser
    return [
        _CLAIM[lid] for i, lid in enumerate(state.locs) if _OUSTED[lid].kind != "NONE" and controller(state, i) == seat
    ]


def _scavenge_choices(state: State) -> list[Action]:
    out: list[Action] = [_SCAV[-1]] if state.supply > 0 else []
    out += [_SCAV[v] for v, m in enumerate(state.mints) if m > 0 and v != state.chooser]
    return out


def _steal_victims(state: Any, seat: int) -> list[int]:
    return [v for v, m in enumerate(state.mints) if m > 0 and v != seat]


def _choices(state: State) -> list[Action]:
    """The decision at rest, without its skip; empty means the step resolves by itself."""
    if state.steals:
        return [_STEAL[v] for v in _steal_victims(state, state.steals[0][0])]
    tile = state.tile
    if not tile:
        seat = (state.start + state.picks) % len(state.seats)
        return [_PICK[seat, t] for t in state.pool]
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


_cache: tuple[Any, list[Action]] = (None, [])


def legal_actions(state: State) -> list[Action]:
    global _cache
    if state.over:
        return []
    last = _cache
    if last[0] is state:
        return list(last[1])
    out = _choices(state)
    if state.tile and not state.steals:
        if state.tile == "influence":
            out.append(_SKIP["influence"])
        elif state.tile == "oust":
            out.append(_SKIP["oust2" if state.removed else "oust"])
        else:
            out.append(_SKIP[state.tile])
    _cache = (state, out)
    return list(out)


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
        w.steals = (*w.steals, (seat, bonus.amount))


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
                _bonus(w, seat, _PRESENCE[lid])
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
                return
            if victims:
                _steal(w, thief, victims[0], amount)
            w.steals = w.steals[1:]
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
            seat = w.chooser if w.cursor == 0 else (w.chooser + w.cursor - 1) % n
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
    j = _index(w.locs, "BANK")
    if j >= 0:
        c = controller(w, j)
        if c >= 0:
            _gain(w, c, 1)
    if len(TILE_IDS) - sum(len(h) for h in w.held) < n:
        w.held = ((),) * n
    w.start = (w.start + 1) % n
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
    _bonus(w, a.owner, _OUSTED[a.location])
    if w.removed >= 2:
        w.cursor += 1


def _do_claim(w: Any, a: Claim) -> None:
    _bonus(w, w.chooser, _OUSTED[a.location])
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
    w.steals = w.steals[1:]


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
    if action not in legal_actions(state):
        check_legal(_SELF, state, action, lambda: why_illegal(state, action))
    w = _Work(state)
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
        if sum(state.tokens[i]) >= _SPACES[action.location]:
            return f"{BY_ID[action.location].name} has no open space."
        cost = influence_cost(state, action.seat, i)
        return f"{BY_ID[action.location].name} costs {cost} mint{'s' if cost != 1 else ''}; you have {state.mints[action.seat]}."
    if isinstance(action, Oust):
        if state.tile != "oust" or state.cursor != 1:
            return "Tokens can only be removed with the Oust perk."
        if action.location not in state.locs:
            return f"{BY_ID[action.location].name} is not in this game."
        i = state.locs.index(action.location)
        if not state.tokens[i][action.owner]:
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


# --- End and scoring (rulebook: "Game End and Scoring") --------------------------------------


def scores(state: State) -> tuple[int, ...]:
    """Stars of every controlled location, plus 1 per own token on the Gallery."""
    n = len(state.seats)
    pts = [0] * n
    for i, lid in enumerate(state.locs):
        if lid == _GALLERY:
            for s in range(n):
                pts[s] += state.tokens[i][s]
            continue
        c = controller(state, i)
        if c >= 0:
            pts[c] += _STARS[lid]
    return tuple(pts)


def _tiebreak(state: State, tied: list[int]) -> tuple[list[int], str | None]:
    """Most mints left, then most influence placed, then age closest to 42, else shared."""
    steps = (
        ("most mints left", lambda s: state.mints[s]),
        ("most influence placed", lambda s: placed(state, s)),
    )
    for name, key in steps:
        best = max(key(s) for s in tied)
        tied = [s for s in tied if key(s) == best]
        if len(tied) == 1:
            return tied, name
    ages = [state.seats[s].age for s in tied]
    if all(a is not None for a in ages):
        best = min(abs(a - 42) for a in ages if a is not None)
        closest = [s for s, a in zip(tied, ages) if a is not None and abs(a - 42) == best]
        if len(closest) == 1:
            return closest, "age closest to 42"
        tied = closest
    return tied, "shared win"


def outcome(state: State) -> Outcome | None:
    if not state.over:
        return None
    n = len(state.seats)
    sc = scores(state)
    best = max(sc)
    winners = [s for s in range(n) if sc[s] == best]
    tiebreak = None
    if len(winners) > 1:
        winners, tiebreak = _tiebreak(state, winners)
    rows: list[tuple[str, tuple[float, ...]]] = []
    for i, lid in enumerate(state.locs):
        loc = BY_ID[lid]
        if lid == _GALLERY:
            rows.append((f"{loc.name} (1 per token)", tuple(float(k) for k in state.tokens[i])))
            continue
        c = controller(state, i)
        stars = f"{loc.stars} star{'s' if loc.stars != 1 else ''}" if loc.stars else "no stars"
        rows.append((f"{loc.name} ({stars})", tuple(float(loc.stars if s == c else 0) for s in range(n))))
    if tiebreak:
        rows.append(("Tie-break: mints left", tuple(float(m) for m in state.mints)))
        rows.append(("Tie-break: influence placed", tuple(float(placed(state, s)) for s in range(n))))
    names = " and ".join(seat_name(state, s) for s in winners)
    summary = f"{names} win{'s' if len(winners) == 1 else ''} with {best} point{'s' if best != 1 else ''}"
    if tiebreak:
        summary += f" ({'tied players share the win' if tiebreak == 'shared win' else 'tie broken by ' + tiebreak})"
    return Outcome(
        scores=tuple(float(x) for x in sc),
        winners=tuple(winners),
        breakdown=tuple(rows),
        tiebreak=tiebreak,
        summary=summary,
    )


# --- Views, log and text forms ---------------------------------------------------------------


def observation(state: State, seat: int | None) -> State:
    """Nothing is secret in Mint Control except the generator (the unused cards stay unknown)."""
    return replace(state, rng=MASKED)


def determinize(observation: State, seat: int, rng: Rng) -> State:
    return replace(observation, rng=rng)


def is_barrier(state: State, action: Action) -> bool:
    return False  # no action draws, rolls or reveals anything; setup shuffles in new_game


def parse_action(text: str) -> Action:
    return parse_by_types(text.strip(), ACTION_TYPES)


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
        bonus = _OUSTED[action.location]
        if bonus.kind == "GAIN":
            got = min(bonus.amount, state.supply + paid)
            direct[action.owner] += got
            text += f" ({owner} gains {_mints(got)})"
        elif bonus.kind == "STEAL":
            text += f" ({owner} steals {_mints(bonus.amount)})"
    elif isinstance(action, Claim):
        bonus = _OUSTED[action.location]
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
    if after.over:
        text += ". The game ends"
    elif after.round != state.round:
        if not any(after.held) and any(state.held):
            text += ". The tiles return to the pool"
        text += f". Round {after.round} begins; {seat_name(after, after.start)} starts"
    return text


def location(lid: str) -> Location:
    return BY_ID[lid]


_SELF = sys.modules[__name__]
