"""Mint Delivery state and actions: frozen values with a stable text form, plus static tables.

An action's ``source`` and ``target`` are ``Spot`` values the view reads by their fields (the view
module lists every kind). Their text is for display only: what saves hold is the action's ``str``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from mint.core import seats as seating
from mint.core.game import Action, Seat
from mint.core.graph import bfs
from mint.core.rng import Rng
from mint.core.spots import Spot
from mint.core.workcopy import replace
from mint.games.delivery.cards import (
    ABILITY_BY_ID,
    DRIVER_BY_ID,
    FACTORY,
    MAP,
    MINT_NAMES,
    MINT_VALUE,
    MINTS,
    ORDER_INDEX,
    ORDERS,
    TOWN_NAME,
    TOWNS,
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


# --- Actions -----------------------------------------------------------------------------------

_ID = r"(D-T[1-4]-\d\d)"

SUPPLY = Spot("supply")
"""The mint supply: where unloaded mints go."""
BOX = Spot("box")
"""The game box: where a removed order goes."""


def _oid(index: int) -> str:
    return ORDERS[index].id


@dataclass(frozen=True, slots=True)
class Keep(Action):
    """Setup: keep these dealt orders (secretly); the rest go into the decks."""

    orders: tuple[str, ...]
    cards: tuple[int, ...] = field(default=(), compare=False)  # positions in the hand, for the button

    def __str__(self) -> str:
        return "keep " + (" ".join(self.orders) if self.orders else "none")

    @property
    def label(self) -> str:
        # positions only, so that onlookers at a shared screen learn nothing of the hand
        if not self.orders:
            return "Keep none of my cards"
        if not self.cards:
            return f"Keep {len(self.orders)} order{'s' if len(self.orders) > 1 else ''}"
        names = [str(c) for c in self.cards]
        text = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        return f"Keep card{'s' if len(names) > 1 else ''} {text}"

    @classmethod
    def parse(cls, text: str) -> Keep | None:
        if text == "keep none":
            return cls(())
        m = re.fullmatch(rf"keep ({_ID}(?: {_ID})*)", text)
        return cls(tuple(m.group(1).split())) if m else None


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Move the truck one space along a road (paying a mint at a Toll Booth)."""

    to: str
    pay: str = ""
    seat: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return f"move {self.to}" + (f" pay {self.pay}" if self.pay else "")

    @property
    def source(self) -> Spot:
        return Spot("mint", self.pay, self.seat) if self.pay else Spot("truck", seat=self.seat)

    @property
    def target(self) -> Spot:
        return Spot("space", self.to)

    @property
    def label(self) -> str:
        return f"Move to {space_title(self.to)}" + (
            f" paying 1 {MINT_NAMES[MINTS.index(self.pay)]}" if self.pay else ""
        )

    @classmethod
    def parse(cls, text: str) -> Move | None:
        m = re.fullmatch(r"move (\w+)(?: pay ([CSR]))?", text)
        return cls(m.group(1), m.group(2) or "") if m else None


@dataclass(frozen=True, slots=True)
class Load(Action):
    """Load Classic mints from the supply at Mintopia City or a warehouse."""

    count: int
    seat: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return f"load {self.count}"

    @property
    def source(self) -> Spot:
        return Spot("load", self.count)

    @property
    def target(self) -> Spot:
        return Spot("truck", seat=self.seat)

    @property
    def label(self) -> str:
        return f"Load {self.count} Classic"

    @classmethod
    def parse(cls, text: str) -> Load | None:
        m = re.fullmatch(r"load ([1-5])", text)
        return cls(int(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class Unload(Action):
    """Return any mints from the truck to the supply."""

    mints: str  # e.g. "CCS"
    seat: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return f"unload {self.mints}"

    @property
    def source(self) -> Spot:
        return Spot("mint", self.mints[0], self.seat)

    @property
    def target(self) -> Spot:
        return SUPPLY

    @property
    def label(self) -> str:
        return "Unload " + letters_text(self.mints)

    @classmethod
    def parse(cls, text: str) -> Unload | None:
        m = re.fullmatch(r"unload (C*S*R*)", text)
        return cls(m.group(1)) if m and m.group(1) else None


@dataclass(frozen=True, slots=True)
class Upgrade(Action):
    """Turn Classic mints into Sugar Free (2 → 1) or Cinnamon (3 → 1); two at once with Double Batch."""

    into: str  # "S", "R", "SS", "SR", "RR"
    seat: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return f"upgrade {self.into}"

    @property
    def source(self) -> Spot:
        return Spot("mint", "C", self.seat)

    @property
    def target(self) -> Spot:
        return Spot("upgrade", self.into)

    @property
    def label(self) -> str:
        return "Upgrade to " + " and ".join(MINT_NAMES[MINTS.index(c)] for c in self.into)

    @classmethod
    def parse(cls, text: str) -> Upgrade | None:
        m = re.fullmatch(r"upgrade (S|R|SS|SR|RR)", text)
        return cls(m.group(1)) if m else None


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Take a face-up order into your area."""

    order: str
    seat: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return f"take {self.order}"

    @property
    def source(self) -> Spot:
        return Spot("order", self.order)

    @property
    def target(self) -> Spot:
        return Spot("area", seat=self.seat)

    @property
    def label(self) -> str:
        return f"Take {order_text(ORDER_INDEX[self.order])}"

    @classmethod
    def parse(cls, text: str) -> Take | None:
        m = re.fullmatch(rf"take {_ID}", text)
        return cls(m.group(1)) if m else None


@dataclass(frozen=True, slots=True)
class Fulfil(Action):
    """Fulfil an active order in its town (a free action)."""

    order: str
    seat: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return f"fulfil {self.order}"

    @property
    def source(self) -> Spot:
        return Spot("mints", seat=self.seat)

    @property
    def target(self) -> Spot:
        return Spot("order", self.order)

    @property
    def label(self) -> str:
        return f"Fulfil {order_text(ORDER_INDEX[self.order])}"

    @property
    def button(self) -> bool:
        return True  # also lit as a button whenever the order can be fulfilled

    @classmethod
    def parse(cls, text: str) -> Fulfil | None:
        m = re.fullmatch(rf"fulfil {_ID}", text)
        return cls(m.group(1)) if m else None


@dataclass(frozen=True, slots=True)
class Claim(Action):
    """After taking an order: load this many of the Classic mints lying on it (free)."""

    count: int

    def __str__(self) -> str:
        return f"claim {self.count}"

    @property
    def label(self) -> str:
        if self.count == 0:
            return "Leave the order's mints"
        return f"Load {self.count} Classic from the order"

    @classmethod
    def parse(cls, text: str) -> Claim | None:
        m = re.fullmatch(r"claim (\d)", text)
        return cls(int(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class Remove(Action):
    """Two players: after fulfilling, remove a face-up order of any town from the game."""

    order: str

    def __str__(self) -> str:
        return f"remove {self.order}"

    @property
    def source(self) -> Spot:
        return Spot("order", self.order)

    @property
    def target(self) -> Spot:
        return BOX

    @property
    def label(self) -> str:
        return f"Remove {order_text(ORDER_INDEX[self.order])}"

    @classmethod
    def parse(cls, text: str) -> Remove | None:
        m = re.fullmatch(rf"remove {_ID}", text)
        return cls(m.group(1)) if m else None


@dataclass(frozen=True, slots=True)
class Bonus(Action):
    """Load the free Classic mint a Loading Zone or Free Sample offers, or decline it."""

    take: bool

    def __str__(self) -> str:
        return "bonus take" if self.take else "bonus skip"

    @property
    def label(self) -> str:
        return "Load the free Classic" if self.take else "No free Classic"

    @classmethod
    def parse(cls, text: str) -> Bonus | None:
        if text in ("bonus take", "bonus skip"):
            return cls(text == "bonus take")
        return None


@dataclass(frozen=True, slots=True)
class Acquire(Action):
    """Variant 1: acquire an ability from the key card, allocating completed orders."""

    ability: str
    seat: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return f"acquire {self.ability}"

    @property
    def source(self) -> Spot:
        return Spot("ability", self.ability)

    @property
    def target(self) -> Spot:
        return Spot("area", seat=self.seat)

    @property
    def label(self) -> str:
        a = ABILITY_BY_ID[self.ability]
        return f"Acquire {a.name} ({a.orders} order{'s' if a.orders > 1 else ''})"

    @classmethod
    def parse(cls, text: str) -> Acquire | None:
        m = re.fullmatch(r"acquire (A\d\d)", text)
        return cls(m.group(1)) if m else None


@dataclass(frozen=True, slots=True)
class Swap(Action):
    """Swap Meet: put an incomplete order under the town's deck and take one of its face-up orders."""

    give: str
    take: str

    def __str__(self) -> str:
        return f"swap {self.give} for {self.take}"

    @property
    def source(self) -> Spot:
        return Spot("order", self.give)

    @property
    def target(self) -> Spot:
        return Spot("order", self.take)

    @property
    def label(self) -> str:
        return f"Swap {order_text(ORDER_INDEX[self.give])} for {order_text(ORDER_INDEX[self.take])}"

    @classmethod
    def parse(cls, text: str) -> Swap | None:
        m = re.fullmatch(rf"swap {_ID} for {_ID}", text)
        return cls(m.group(1), m.group(2)) if m else None


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """End the turn now (unused actions are lost)."""

    def __str__(self) -> str:
        return "end turn"

    @property
    def label(self) -> str:
        return "End turn"

    @classmethod
    def parse(cls, text: str) -> EndTurn | None:
        return cls() if text == "end turn" else None


# Solitaire actions


@dataclass(frozen=True, slots=True)
class BeltLoad(Action):
    """Solitaire: load ``count`` mints of one type from the 4 front mints of a belt."""

    belt: str
    mint: str
    count: int
    slot: int = field(default=0, compare=False)  # belt position of the last mint taken (for dragging)

    def __str__(self) -> str:
        return f"load {self.count} {self.mint} from {self.belt}"

    @property
    def source(self) -> Spot:
        return Spot("belt", self.belt, self.slot)

    @property
    def target(self) -> Spot:
        return Spot("truck", seat=0)

    @property
    def label(self) -> str:
        return f"Load {self.count} {MINT_NAMES[MINTS.index(self.mint)]} from belt {self.belt}"

    @classmethod
    def parse(cls, text: str) -> BeltLoad | None:
        m = re.fullmatch(r"load ([1-4]) ([CSR]) from ([AB])", text)
        return cls(m.group(3), m.group(2), int(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class Shift(Action):
    """Solitaire: move 1 or 2 front mints of the belt beside you to its back."""

    belt: str
    count: int

    def __str__(self) -> str:
        return f"shift {self.count} on {self.belt}"

    @property
    def source(self) -> Spot:
        return Spot("belt", self.belt, self.count - 1)

    @property
    def target(self) -> Spot:
        return Spot("beltback", self.belt)

    @property
    def label(self) -> str:
        return f"Shift {self.count} mint{'s' if self.count > 1 else ''} to the back of belt {self.belt}"

    @classmethod
    def parse(cls, text: str) -> Shift | None:
        m = re.fullmatch(r"shift ([12]) on ([AB])", text)
        return cls(m.group(2), int(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class ReturnMint(Action):
    """Solitaire: put one turned-in mint on the back of a belt."""

    mint: str
    belt: str

    def __str__(self) -> str:
        return f"return {self.mint} to {self.belt}"

    @property
    def source(self) -> Spot:
        return Spot("return", self.mint)

    @property
    def target(self) -> Spot:
        return Spot("beltback", self.belt)

    @property
    def label(self) -> str:
        return f"Put a {MINT_NAMES[MINTS.index(self.mint)]} on belt {self.belt}"

    @classmethod
    def parse(cls, text: str) -> ReturnMint | None:
        m = re.fullmatch(r"return ([CSR]) to ([AB])", text)
        return cls(m.group(1), m.group(2)) if m else None


@dataclass(frozen=True, slots=True)
class AiStep(Action):
    """Solitaire: carry out the AI driver's next action."""

    def __str__(self) -> str:
        return "ai"

    @property
    def label(self) -> str:
        return "Next AI step"

    @classmethod
    def parse(cls, text: str) -> AiStep | None:
        return cls() if text == "ai" else None


ACTION_TYPES: tuple[type, ...] = (
    Keep,
    Move,
    Load,
    Unload,
    Upgrade,
    Take,
    Fulfil,
    Claim,
    Remove,
    Bonus,
    Acquire,
    Swap,
    EndTurn,
    BeltLoad,
    Shift,
    ReturnMint,
    AiStep,
)
STATE_TYPES: tuple[type, ...] = (State, Truck, Stack, Turn, Seat, Rng, *ACTION_TYPES)

# --- Shared by the multiplayer rules and the solitaire -----------------------------------------

COLOURS = seating.COLOURS
ROUND_LIMIT = 60
"""Designed: the rulebook sets no limit; a game that stalls (no one can finish orders) ends after
60 full rounds. Ordinary games end long before."""


def truck_value(t: Truck) -> int:
    return sum(n * v for n, v in zip(t.mints, MINT_VALUE, strict=True))


def seat_name(s: State, seat: int) -> str:
    if s.solo and seat == 1:
        return DRIVER_BY_ID[s.driver].name
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


def space_title(name: str) -> str:
    """A readable name for a space of either board side."""
    for board in (MAP, FACTORY):
        for s in board.spots:
            if s.name == name and s.kind != "card":
                title = s.prop("title")
                if title:
                    return str(title)
                town = s.prop("town")
                if town:
                    return f"the road by {TOWN_NAME[str(town)]}"
    return name


def order_text(index: int) -> str:
    """'Gumdrop Gully 4 stars (C S R)', for buttons."""
    if index < 0:
        return "a hidden order"
    o = ORDERS[index]
    return f"{TOWN_NAME[o.town]} {o.stars} stars ({' '.join(MINTS[m] for m in o.mints)})"


def letters_text(letters: str) -> str:
    """'CCS' -> '2 Classic, 1 Sugar Free'."""
    counts = [letters.count(c) for c in MINTS]
    return ", ".join(f"{n} {MINT_NAMES[i]}" for i, n in enumerate(counts) if n)


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
