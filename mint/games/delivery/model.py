"""Mint Delivery state: frozen values, the static tables of both board sides and their texts.

The actions are in ``mint.games.delivery.actions``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from mint.core import seats as seating
from mint.core.game import Seat
from mint.core.graph import bfs
from mint.core.rng import Rng
from mint.core.words import Said, data, t, tn
from mint.core.workcopy import replace
from mint.games.delivery.cards import (
    DRIVER_BY_ID,
    FACTORY,
    MAP,
    MINT_VALUE,
    MINTS,
    ORDERS,
    TOWNS,
    mint_name,
    town_name,
)

# --- State -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Truck:
    """One truck and the orders in front of its driver (solitaire: index 1 is the AI)."""

    pos: str
    mints: tuple[int, int, int]  # Classic, Sugar Free, Cinnamon
    orders: tuple[int, ...] = ()  # active orders, oldest first
    done: tuple[int, ...] = ()  # completed orders (-1 where hidden from the viewer)
    allocated: int = 0  # completed orders under ability tokens
    abilities: tuple[str, ...] = ()
    hand: tuple[int, ...] = ()  # setup: the 3 dealt orders (-1 where hidden)
    kept: tuple[int, ...] = ()  # setup: the secret choice (-1 where hidden)


@dataclass(frozen=True, slots=True)
class Stack:
    """A town's order deck (multiplayer) or one of the 4 solitaire stacks, with its face-up row."""

    deck: tuple[int, ...]  # face down, top first (-1 where hidden)
    row: tuple[int, ...]  # face-up orders, left to right
    bonus: tuple[int, ...]  # Classic mints lying on each face-up order


@dataclass(frozen=True, slots=True)
class Turn:
    """Whose turn it is and what is left of it."""

    seat: int  # truck index acting (solitaire: 1 = the AI driver)
    left: int  # actions left
    pending: tuple[str, ...] = ()  # decisions owed before anything else: claim, remove, zone, sample
    amount: int = 0  # claim: Classic mints on the order just taken
    moved: bool = False  # the last action was a paid Move (Turbo Engine)
    turbo: bool = False  # Turbo Engine used this turn
    express: str = ""  # town where Express Route gives a free take; "-" once used
    extra: bool = False  # solitaire: Marty's Nepotism used this turn


@dataclass(frozen=True, slots=True)
class State:
    seats: tuple[Seat, ...]
    solo: bool
    phase: str  # keep | play | over
    trucks: tuple[Truck, ...]
    towns: tuple[Stack, ...]
    turn: Turn
    rng: Rng
    last_round: bool = False
    key: tuple[str, ...] = ()  # abilities on the key card (variant 1)
    roads: tuple[tuple[str, str], ...] = ()  # (space, road token) (variant 2)
    supply: tuple[int, int, int] = (0, 0, 0)  # multiplayer mint supply
    belts: tuple[tuple[int, ...], ...] = ()  # solitaire: belt A, belt B; front first
    returns: tuple[int, ...] = ()  # solitaire: turned-in mints waiting to go on a belt
    driver: str = ""  # solitaire AI driver id
    motive: str = ""  # solitaire AI motivation: complete | take | get
    box: tuple[int, ...] = ()  # orders returned to the box in view of everyone
    rounds: int = 0  # completed rounds
    trail: tuple[str, ...] = ()  # solitaire: where the AI's last step went (from spot, to spot), for the table

    @property
    def round(self) -> int:
        """The round being played, counted from 1 (``rounds`` counts the completed ones)."""
        return self.rounds + 1


def _oid(index: int) -> str:
    return ORDERS[index].id


# --- Shared by the multiplayer rules and the solitaire -----------------------------------------

COLOURS = seating.COLOURS
ROUND_LIMIT = 60
"""Designed: the rulebook sets no limit; a game that stalls (no one can finish orders) ends after
60 full rounds. Ordinary games end long before."""


def truck_value(t: Truck) -> int:
    return sum(n * v for n, v in zip(t.mints, MINT_VALUE, strict=True))


def seat_name(s: State, seat: int) -> str:
    if s.solo and seat == 1:
        return str(data(DRIVER_BY_ID[s.driver].name))
    return seating.seat_name(s.seats, seat)


# --- Static tables ---------------------------------------------------------------------------

SPACES = tuple(s.name for s in MAP.spots if s.kind in ("city", "warehouse", "town", "space"))
SPACE_KIND = {s.name: s.kind for s in MAP.spots}
SPACE_TOWN = {s.name: str(s.prop("town")) for s in MAP.spots if s.kind in ("town", "space")}
LOAD_AMOUNT = {s.name: int(str(s.prop("load"))) for s in MAP.spots if s.kind in ("city", "warehouse")}
BASE_NEIGHBOURS = {s: MAP.neighbours(s) for s in SPACES}
ARROW = {(str(s.prop("town")), str(s.prop("arrow"))): s.name for s in MAP.spots if s.kind == "space"}
TOWN_ROAD_SPACES = {t: tuple(s for s in SPACES if SPACE_KIND[s] == "space" and SPACE_TOWN[s] == t) for t in TOWNS}

F_SPACES = tuple(s.name for s in FACTORY.spots if s.kind not in ("card", "belt"))
F_KIND = {s.name: s.kind for s in FACTORY.spots}
F_NEIGHBOURS = {s: tuple(sorted(FACTORY.neighbours(s))) for s in F_SPACES}
DOCK = {str(s.prop("town")): s.name for s in FACTORY.spots if s.kind == "dock"}
DOCK_TOWN = {v: k for k, v in DOCK.items()}
PLAYER_BELT = {s.name: str(s.prop("belt")) for s in FACTORY.spots if s.kind == "loading"}
AI_SPACE = next(s.name for s in FACTORY.spots if s.kind == "ai_loading")
DISPATCH = next(s.name for s in FACTORY.spots if s.kind == "dispatch")


F_DIST = {s: {n: int(d) for n, d in bfs(s, F_NEIGHBOURS.__getitem__).cost.items()} for s in F_SPACES}
"""Steps between any two factory spaces (the solitaire AI drives along the shortest way)."""


SPACE_WORDS: dict[str, Said] = {
    "East Warehouse": t("East Warehouse"),
    "North Warehouse": t("North Warehouse"),
    "South Warehouse": t("South Warehouse"),
    "West Warehouse": t("West Warehouse"),
    "AI Only Loading Space": t("AI Only Loading Space"),
    "Break Room": t("Break Room"),
    "Left Loading Space": t("Left Loading Space"),
    "Right Loading Space": t("Right Loading Space"),
    "Order Dispatch Room": t("Order Dispatch Room"),
    "Belt A": t("Belt A"),
    "Belt B": t("Belt B"),
}
"""The spaces' printed titles that are words rather than names (a town's name stays as printed)."""


def title_words(title: str) -> str:
    """A space's printed title in the language in use (a dock is named by its town)."""
    if title in SPACE_WORDS:
        return str(SPACE_WORDS[title])
    if title.endswith(" Dock"):
        return str(t("{town} Dock", town=data(title.removesuffix(" Dock"))))
    return str(data(title))  # a town's name, or a title kept as printed


def space_title(name: str) -> str:
    """A readable name for a space of either board side."""
    for board in (MAP, FACTORY):
        for s in board.spots:
            if s.name == name and s.kind != "card":
                title = s.prop("title")
                if title:
                    return title_words(str(title))
                town = s.prop("town")
                if town:
                    return str(t("the road by {town}", town=town_name(str(town))))
    return name


def order_text(index: int) -> str:
    """'Gumdrop Gully 4 stars (C S R)', for buttons."""
    if index < 0:
        return str(t("a hidden order"))
    o = ORDERS[index]
    letters = " ".join(MINTS[m] for m in o.mints)
    return str(
        tn("{town} {n} star ({mints})", "{town} {n} stars ({mints})", o.stars, town=town_name(o.town), mints=letters)
    )


def letters_text(letters: str) -> str:
    """'CCS' -> '2 Classic, 1 Sugar Free'."""
    counts = [letters.count(c) for c in MINTS]
    return ", ".join(str(t("{n} {mint}", n=n, mint=mint_name(i))) for i, n in enumerate(counts) if n)


@lru_cache(maxsize=64)
def road_graph(roads: tuple[tuple[str, str], ...]) -> dict[str, tuple[str, ...]]:
    """Neighbours of every map space once the Tunnel token (if any) adds its road to the city."""
    neigh = {s: list(n) for s, n in BASE_NEIGHBOURS.items()}
    for space, token in roads:
        if token == "tunnel":
            neigh[space].append("MC")
            neigh["MC"].append(space)
    return {s: tuple(n) for s, n in neigh.items()}


def oid(index: int) -> str:
    return _oid(index)


rep = replace
"""dataclasses.replace for the state types, several times faster (the shared working-copy helper)."""
