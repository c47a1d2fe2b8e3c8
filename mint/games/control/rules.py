"""Mint Control: pick action tiles, spend mints to place influence, control locations for stars.

Rulebook: ../shared/rules/mint_control.txt. Location numbers are DESIGNED (data/control).
Seats are numbered from 0; clockwise is increasing seat number.

This module is the game's entry point (the contract of ``mint.core.game``): the game's name,
options and setup live here; the rest is in modules of its own, re-exported below:

- ``state``: the State, control of locations, tokens placed, costs;
- ``actions``: the actions with their text forms and table ids;
- ``play``: whose decision it is, the legal actions, carrying out a tile (``apply``);
- ``scoring``: stars, the tie-break and the outcome;
- ``describe``: the log line of an action.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from mint.core.game import Action, OptionError, OptionSpec, Seat, parse_by_types, replace, resolve_options
from mint.core.rng import MASKED, Rng
from mint.core.words import t
from mint.games.control import GAME
from mint.games.control.actions import ACTION_TYPES as ACTION_TYPES
from mint.games.control.actions import Claim as Claim
from mint.games.control.actions import Influence as Influence
from mint.games.control.actions import Oust as Oust
from mint.games.control.actions import Pick as Pick
from mint.games.control.actions import Scavenge as Scavenge
from mint.games.control.actions import Skip as Skip
from mint.games.control.actions import Steal as Steal
from mint.games.control.cards import BY_ID as BY_ID
from mint.games.control.cards import COMPONENTS, LOCATIONS, Location
from mint.games.control.cards import TILE_IDS as TILE_IDS
from mint.games.control.describe import describe as describe
from mint.games.control.play import apply as apply
from mint.games.control.play import legal_actions as legal_actions
from mint.games.control.play import refusal as refusal
from mint.games.control.play import to_act as to_act
from mint.games.control.scoring import outcome as outcome
from mint.games.control.scoring import scores as scores
from mint.games.control.state import COLOURS as COLOURS
from mint.games.control.state import MAX_PLAYERS as MAX_PLAYERS
from mint.games.control.state import MIN_PLAYERS as MIN_PLAYERS
from mint.games.control.state import MINTS as MINTS
from mint.games.control.state import SPACES
from mint.games.control.state import START_MINTS as START_MINTS
from mint.games.control.state import TILE_NAMES as TILE_NAMES
from mint.games.control.state import TOKENS as TOKENS
from mint.games.control.state import State as State
from mint.games.control.state import controller as controller
from mint.games.control.state import controllers as controllers
from mint.games.control.state import controls as controls
from mint.games.control.state import influence_cost as influence_cost
from mint.games.control.state import oust_cost as oust_cost
from mint.games.control.state import placed as placed
from mint.games.control.state import placed_all as placed_all
from mint.games.control.state import seat_name as seat_name

# MIN_PLAYERS and MAX_PLAYERS (2-4) come from ``state``: the action tables are built for every seat.
NAME = GAME.name
TITLE = GAME.title
COOPERATIVE = GAME.cooperative
CHANCE_WORDS = ""  # nothing is drawn or rolled during play: a hint plays lines to the turn's end
SCORE_UNIT = GAME.unit[1]  # what the heuristic hook (bots.heuristic) counts, named in hints
OPTIONS = (
    OptionSpec(
        "start",
        "random",
        ("random", "1", "2", "3", "4"),
        t(
            "Who holds the Starting Player token in the first round. It passes to the next seat every "
            "round. The rulebook hands it to the player with the freshest breath; here you pick a seat "
            "or let the game draw one."
        ),
        label=t("First player"),
        words=(
            ("random", t("Drawn at random")),
            ("1", t("Seat {seat}", seat=1)),
            ("2", t("Seat {seat}", seat=2)),
            ("3", t("Seat {seat}", seat=3)),
            ("4", t("Seat {seat}", seat=4)),
        ),
    ),
    OptionSpec(
        "lotto",
        "self",
        ("self", "global"),
        t(
            "The Lotto card prints its discount as icons, so the app offers two readings of it.\n"
            "On the Lotto: once you have a token on the Lotto, each further token you place there "
            "costs 1 mint less, on top of the Influence perk.\n"
            "Everywhere: whoever controls the Lotto pays 1 mint less to influence any location."
        ),
        label=t("Lotto's discount"),
        words=(("self", t("On the Lotto, once you are on it")), ("global", t("Everywhere, for its controller"))),
    ),
    OptionSpec(
        "wholesaler",
        "any",
        ("any", "own"),
        t(
            "The Wholesaler's controller gains 1 extra mint from the Earn action.\n"
            "Whenever Earn is picked: every Earn round pays it, whoever took the tile.\n"
            "Only on their own Earn: it pays only when its controller took the Earn tile."
        ),
        label=t("Wholesaler's extra mint"),
        words=(("any", t("Whenever Earn is picked")), ("own", t("Only on their own Earn"))),
    ),
    OptionSpec(
        "supplier",
        "chooser",
        ("chooser", "always"),
        t(
            "The Supplier's controller places influence for free.\n"
            "Only on their own Influence: when its controller took the Influence tile.\n"
            "In every Influence: whenever its controller carries out an Influence action, whoever "
            "took the tile."
        ),
        label=t("Supplier's free influence"),
        words=(("chooser", t("Only on their own Influence")), ("always", t("In every Influence"))),
    ),
)

STATE_TYPES = (State, Seat, Rng, *ACTION_TYPES)


# --- Setup (rulebook: "Setup") ---------------------------------------------------------------


def new_game(seats: Sequence[Seat], seed: int, options: Mapping[str, Any] | None = None) -> State:
    """Lay out locations until there are 5 spaces per player; 2 mints and 5 tokens each."""
    opts = resolve_options(OPTIONS, options)
    n = len(seats)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise OptionError(
            t("Mint Control takes {least}-{most} players; got {n}", least=MIN_PLAYERS, most=MAX_PLAYERS, n=n)
        )
    rng = Rng.from_seed(seed)
    order, rng = rng.shuffle([loc.id for loc in LOCATIONS])
    need = COMPONENTS.spaces_per_player * n
    locs: list[str] = []
    for lid in order:
        if sum(SPACES[x] for x in locs) >= need:
            break
        locs.append(lid)
    if opts["start"] == "random":
        start, rng = rng.randrange(n)
    else:
        start = int(opts["start"]) - 1
        if start >= n:
            raise OptionError(t("option start must be a seat from 1 to {n}; got {start}", n=n, start=opts["start"]))
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
            raise OptionError(t("unknown location {name}", name=repr(lid)))
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


# --- Views and text forms --------------------------------------------------------------------


def observation(state: State, seat: int | None) -> State:
    """Nothing is secret in Mint Control except the generator (the unused cards stay unknown)."""
    return replace(state, rng=MASKED)


def determinize(observation: State, seat: int, rng: Rng) -> State:
    return replace(observation, rng=rng)


def is_barrier(state: State, action: Action) -> bool:
    return False  # no action draws, rolls or reveals anything; setup shuffles in new_game


def parse_action(text: str) -> Action:
    return parse_by_types(text.strip(), ACTION_TYPES)


def location(lid: str) -> Location:
    return BY_ID[lid]
