"""Mint Delivery components: orders, abilities, trucks/AI drivers, towns, road tokens and both
board sides, loaded from data/delivery/*.json and data/maps/delivery_*.tmx and validated."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec
from msgspec import Meta

from mint.core.boards import BoardSpec, load_board
from mint.core.carddata import DataError, Sourced, need, read, records
from mint.core.words import data, t

MINTS = ("C", "S", "R")
"""Mint types by index: Classic, Sugar Free, Cinnamon."""
MINT_NAMES = ("Classic", "Sugar Free", "Cinnamon")
MINT_WORDS = (t("Classic"), t("Sugar Free"), t("Cinnamon"))
"""Each kind of mint as the table names it to players (a move's words in a journal keep the ids)."""
MINT_VALUE = (1, 2, 3)
"""Tie-break value of a mint in the truck (rulebook: Classic 1, Sugar Free 2, Cinnamon 3)."""
MINT_SUPPLY = (20, 10, 8)
"""The 38 mints in the tin (rulebook component list)."""
TOWNS = ("T1", "T2", "T3", "T4")
GAME = "Mint Delivery"
CardDataError = DataError
TownId = Literal["T1", "T2", "T3", "T4"]
Text = Annotated[str, Meta(min_length=1)]


class Order(msgspec.Struct, frozen=True):
    """An order card: the town that asks, the mints it needs (as printed) and its stars."""

    index: int
    id: str
    town: str
    mints: tuple[int, ...]  # mint type indices, left to right as printed
    stars: int
    need: tuple[int, int, int]  # count per type

    @property
    def value(self) -> int:
        return sum(MINT_VALUE[m] for m in self.mints)


class OrderIn(Sourced, frozen=True):
    """An order as the file holds it: its mints as letters."""

    id: str
    town: TownId
    mints: Annotated[tuple[Literal["C", "S", "R"], ...], Meta(min_length=1, max_length=4)]
    stars: Annotated[int, Meta(ge=2, le=5)]

    def card(self, index: int) -> Order:
        idx = tuple(MINTS.index(m) for m in self.mints)
        return Order(index, self.id, self.town, idx, self.stars, (idx.count(0), idx.count(1), idx.count(2)))


class Ability(Sourced, frozen=True):
    """An ability card of the Player Abilities variant."""

    id: str
    name: Text
    orders: Literal[1, 2, 3]  # completed orders to allocate
    kind: Literal["persistent", "once", "action"]
    text: Text


class Trait(msgspec.Struct, frozen=True):
    id: str
    name: str
    text: str


class DriverIn(Sourced, frozen=True):
    """A truck card and its AI driver as the file holds them."""

    id: str
    name: str
    truck: str
    colour: str
    capacity: Literal[4]
    workload: Annotated[int, Meta(ge=1, le=5)]
    preference: tuple[TownId, ...]
    traits: Annotated[tuple[Trait, ...], Meta(min_length=1)]
    difficulty: int = 1
    flavour: str = ""

    def __post_init__(self) -> None:
        super().__post_init__()
        if sorted(self.preference) != list(TOWNS):
            raise ValueError("preference must rank the four towns")

    def card(self) -> Driver:
        traits = tuple((t.id, t.name, t.text) for t in self.traits)
        return Driver(
            self.id,
            self.name,
            self.truck,
            self.colour,
            self.capacity,
            self.workload,
            self.preference,
            traits,
            self.difficulty,
            self.flavour,
        )


class Driver(msgspec.Struct, frozen=True):
    """A truck card and, on its back, an AI driver for solitaire."""

    id: str
    name: str
    truck: str
    colour: str
    capacity: int
    workload: int
    preference: tuple[str, ...]
    traits: tuple[tuple[str, str, str], ...]  # (id, name, text)
    difficulty: int
    flavour: str

    def has(self, trait: str) -> bool:
        return any(t[0] == trait for t in self.traits)


class Town(Sourced, frozen=True):
    id: str
    name: str
    colour: str


class RoadToken(Sourced, frozen=True):
    id: str
    name: str
    text: str


def parse_orders(data: bytes | Any) -> tuple[Order, ...]:
    return tuple(r.card(i) for i, r in enumerate(records("orders.json", data, "orders", OrderIn, 40, GAME)))


def parse_abilities(data: bytes | Any) -> tuple[Ability, ...]:
    return records("abilities.json", data, "abilities", Ability, 13, GAME)


def parse_drivers(data: bytes | Any) -> tuple[Driver, ...]:
    return tuple(r.card() for r in records("drivers.json", data, "drivers", DriverIn, 5, GAME))


def parse_towns(data: bytes | Any) -> tuple[Town, ...]:
    out = records("towns.json", data, "towns", Town)
    need(tuple(t.id for t in out) == TOWNS, "towns.json: needs towns T1-T4 in order")
    return out


def parse_tokens(data: bytes | Any) -> tuple[RoadToken, ...]:
    return records("road_tokens.json", data, "tokens", RoadToken, 6, GAME)


def check_map(board: BoardSpec) -> None:
    """The map side: a city, 4 warehouses, 4 towns and their road spaces, joined by roads."""
    kinds: dict[str, list[str]] = {}
    for s in board.spots:
        kinds.setdefault(s.kind, []).append(s.name)
    need(kinds.get("city") == ["MC"], "delivery_map.tmx: needs one city spot named MC")
    need(sorted(kinds.get("town", [])) == list(TOWNS), "delivery_map.tmx: needs town spots T1-T4")
    need(len(kinds.get("warehouse", [])) == 4, "delivery_map.tmx: needs 4 warehouse spots")
    for s in board.spots:
        if s.kind in ("city", "warehouse"):
            need(str(s.prop("load", "")).isdigit(), f"delivery_map.tmx: {s.name} needs a load property")
        if s.kind == "space":
            need(
                s.prop("town") in TOWNS and s.prop("arrow") in ("cw", "ccw"),
                f"delivery_map.tmx: road space {s.name} needs town and arrow properties",
            )
        if s.kind in ("city", "warehouse", "town", "space"):
            need(bool(board.neighbours(s.name)), f"delivery_map.tmx: {s.name} has no road")


def check_factory(board: BoardSpec) -> None:
    """The factory side: 9 spaces, 4 docks, 2 player loading spaces, the AI space and 2 belts."""
    docks = sorted(str(s.prop("town")) for s in board.spots if s.kind == "dock")
    need(docks == list(TOWNS), "delivery_factory.tmx: needs a dock for each town")
    need(sum(s.kind == "dispatch" for s in board.spots) == 1, "delivery_factory.tmx: needs one dispatch room")
    need(sum(s.kind == "ai_loading" for s in board.spots) == 1, "delivery_factory.tmx: needs one AI loading space")
    belts = sorted(str(s.prop("belt")) for s in board.spots if s.kind == "loading")
    need(belts == ["A", "B"], "delivery_factory.tmx: needs a loading space for belts A and B")
    need(
        {s.name for s in board.spots if s.kind == "belt"} == {"belt:A", "belt:B"},
        "delivery_factory.tmx: needs belt objects belt:A and belt:B",
    )


ORDERS = parse_orders(read("delivery", "orders.json"))
ORDER_INDEX = {o.id: o.index for o in ORDERS}
ABILITIES = parse_abilities(read("delivery", "abilities.json"))
ABILITY_BY_ID = {a.id: a for a in ABILITIES}
DRIVERS = parse_drivers(read("delivery", "drivers.json"))
DRIVER_BY_ID = {d.id: d for d in DRIVERS}
TOWN_INFO = parse_towns(read("delivery", "towns.json"))
TOWN_NAME = {t.id: t.name for t in TOWN_INFO}
ROAD_TOKENS = parse_tokens(read("delivery", "road_tokens.json"))
TOKEN_BY_ID = {t.id: t for t in ROAD_TOKENS}
MAP = load_board("delivery_map")
check_map(MAP)
FACTORY = load_board("delivery_factory")
check_factory(FACTORY)


def town_name(town: str) -> str:
    """A town as the table names it, in the language in use."""
    return str(data(TOWN_NAME[town]))


def mint_name(kind: int) -> str:
    """A kind of mint (by its place in ``MINTS``) as the table names it, in the language in use."""
    return str(MINT_WORDS[kind])


def order_title(index: int) -> str:
    """'the Gumdrop Gully 4-star order' (the app's font has no star sign)."""
    if index < 0:
        return str(t("a hidden order"))
    o = ORDERS[index]
    return str(t("the {town} {stars}-star order", town=town_name(o.town), stars=o.stars))


def mint_text(counts: tuple[int, int, int] | list[int]) -> str:
    """'2 Classic, 1 Sugar Free' (or 'nothing')."""
    parts = [str(t("{n} {mint}", n=n, mint=mint_name(i))) for i, n in enumerate(counts) if n]
    return ", ".join(parts) if parts else str(t("nothing"))
