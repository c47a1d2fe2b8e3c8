"""Mint Delivery components: orders, abilities, trucks/AI drivers, towns, road tokens and both
board sides, loaded from data/delivery/*.json and data/maps/delivery_*.tmx and validated."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mint.core.boards import BoardSpec, load_board
from mint.resources import load_json

SCHEMA = 1
MINTS = ("C", "S", "R")
"""Mint types by index: Classic, Sugar Free, Cinnamon."""
MINT_NAMES = ("Classic", "Sugar Free", "Cinnamon")
MINT_VALUE = (1, 2, 3)
"""Tie-break value of a mint in the truck (rulebook: Classic 1, Sugar Free 2, Cinnamon 3)."""
MINT_SUPPLY = (20, 10, 8)
"""The 38 mints in the tin (rulebook component list)."""
TOWNS = ("T1", "T2", "T3", "T4")
SOURCES = ("rulebook", "sourced", "designed")


class CardDataError(ValueError):
    """A data file of Mint Delivery is missing something or holds an impossible value."""


@dataclass(frozen=True, slots=True)
class Order:
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


@dataclass(frozen=True, slots=True)
class Ability:
    """An ability card of the Player Abilities variant."""

    id: str
    name: str
    orders: int  # completed orders to allocate
    kind: str  # persistent | once | action
    text: str


@dataclass(frozen=True, slots=True)
class Driver:
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


@dataclass(frozen=True, slots=True)
class Town:
    id: str
    name: str
    colour: str


@dataclass(frozen=True, slots=True)
class RoadToken:
    id: str
    name: str
    text: str


def _records(data: Any, key: str, fname: str) -> list[dict[str, Any]]:
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        raise CardDataError(f'{fname}: expected a top-level "schema": {SCHEMA}')
    recs = data.get(key)
    if not isinstance(recs, list) or not recs:
        raise CardDataError(f"{fname}: needs a non-empty list {key!r}")
    ids = set()
    for r in recs:
        if not isinstance(r, dict) or "id" not in r:
            raise CardDataError(f"{fname}: every record in {key!r} needs an id")
        if r["id"] in ids:
            raise CardDataError(f"{fname}: id {r['id']!r} appears twice")
        ids.add(r["id"])
        if r.get("source") not in SOURCES:
            raise CardDataError(f'{fname}: {r["id"]} needs "source" of {", ".join(SOURCES)}')
    return recs


def _need(cond: bool, msg: str) -> None:
    if not cond:
        raise CardDataError(msg)


def parse_orders(data: Any) -> tuple[Order, ...]:
    out = []
    for i, r in enumerate(_records(data, "orders", "orders.json")):
        rid = r["id"]
        _need(r.get("town") in TOWNS, f"orders.json: {rid} has unknown town {r.get('town')!r}")
        mints: Any = r.get("mints")
        _need(
            isinstance(mints, list) and 1 <= len(mints) <= 4 and all(m in MINTS for m in mints),
            f"orders.json: {rid} needs 1-4 mints of C, S, R",
        )
        stars: Any = r.get("stars")
        _need(isinstance(stars, int) and 2 <= stars <= 5, f"orders.json: {rid} stars must be 2-5")
        idx = tuple(MINTS.index(m) for m in mints)
        need = (idx.count(0), idx.count(1), idx.count(2))
        out.append(Order(i, rid, r["town"], idx, stars, need))
    _need(len(out) == 40, f"orders.json: Mint Delivery has 40 orders; found {len(out)}")
    return tuple(out)


def parse_abilities(data: Any) -> tuple[Ability, ...]:
    out = []
    for r in _records(data, "abilities", "abilities.json"):
        _need(r.get("orders") in (1, 2, 3), f"abilities.json: {r['id']} needs orders 1-3")
        _need(r.get("kind") in ("persistent", "once", "action"), f"abilities.json: {r['id']} has a bad kind")
        _need(bool(r.get("name")) and bool(r.get("text")), f"abilities.json: {r['id']} needs a name and text")
        out.append(Ability(r["id"], r["name"], r["orders"], r["kind"], r["text"]))
    _need(len(out) == 13, f"abilities.json: Mint Delivery has 13 abilities; found {len(out)}")
    return tuple(out)


def parse_drivers(data: Any) -> tuple[Driver, ...]:
    out = []
    for r in _records(data, "drivers", "drivers.json"):
        rid = r["id"]
        pref: Any = r.get("preference")
        _need(
            isinstance(pref, list) and sorted(pref) == list(TOWNS),
            f"drivers.json: {rid} preference must rank the four towns",
        )
        _need(
            isinstance(r.get("workload"), int) and 1 <= r["workload"] <= 5, f"drivers.json: {rid} workload must be 1-5"
        )
        _need(r.get("capacity") == 4, f"drivers.json: {rid} truck capacity must be 4")
        traits = tuple((t["id"], t["name"], t["text"]) for t in r.get("traits", ()))
        _need(bool(traits), f"drivers.json: {rid} needs at least one personality trait")
        out.append(
            Driver(
                rid,
                r["name"],
                r["truck"],
                r["colour"],
                r["capacity"],
                r["workload"],
                tuple(pref),
                traits,
                int(r.get("difficulty", 1)),
                r.get("flavour", ""),
            )
        )
    _need(len(out) == 5, f"drivers.json: Mint Delivery has 5 trucks; found {len(out)}")
    return tuple(out)


def parse_towns(data: Any) -> tuple[Town, ...]:
    out = tuple(Town(r["id"], r["name"], r["colour"]) for r in _records(data, "towns", "towns.json"))
    _need(tuple(t.id for t in out) == TOWNS, "towns.json: needs towns T1-T4 in order")
    return out


def parse_tokens(data: Any) -> tuple[RoadToken, ...]:
    out = tuple(RoadToken(r["id"], r["name"], r["text"]) for r in _records(data, "tokens", "road_tokens.json"))
    _need(len(out) == 6, "road_tokens.json: the game has 6 road condition tokens")
    return out


def check_map(board: BoardSpec) -> None:
    """The map side: a city, 4 warehouses, 4 towns and their road spaces, joined by roads."""
    kinds: dict[str, list[str]] = {}
    for s in board.spots:
        kinds.setdefault(s.kind, []).append(s.name)
    _need(kinds.get("city") == ["MC"], "delivery_map.tmx: needs one city spot named MC")
    _need(sorted(kinds.get("town", [])) == list(TOWNS), "delivery_map.tmx: needs town spots T1-T4")
    _need(len(kinds.get("warehouse", [])) == 4, "delivery_map.tmx: needs 4 warehouse spots")
    for s in board.spots:
        if s.kind in ("city", "warehouse"):
            _need(str(s.prop("load", "")).isdigit(), f"delivery_map.tmx: {s.name} needs a load property")
        if s.kind == "space":
            _need(
                s.prop("town") in TOWNS and s.prop("arrow") in ("cw", "ccw"),
                f"delivery_map.tmx: road space {s.name} needs town and arrow properties",
            )
        if s.kind in ("city", "warehouse", "town", "space"):
            _need(bool(board.neighbours(s.name)), f"delivery_map.tmx: {s.name} has no road")


def check_factory(board: BoardSpec) -> None:
    """The factory side: 9 spaces, 4 docks, 2 player loading spaces, the AI space and 2 belts."""
    docks = sorted(str(s.prop("town")) for s in board.spots if s.kind == "dock")
    _need(docks == list(TOWNS), "delivery_factory.tmx: needs a dock for each town")
    _need(sum(s.kind == "dispatch" for s in board.spots) == 1, "delivery_factory.tmx: needs one dispatch room")
    _need(sum(s.kind == "ai_loading" for s in board.spots) == 1, "delivery_factory.tmx: needs one AI loading space")
    belts = sorted(str(s.prop("belt")) for s in board.spots if s.kind == "loading")
    _need(belts == ["A", "B"], "delivery_factory.tmx: needs a loading space for belts A and B")
    _need(
        {s.name for s in board.spots if s.kind == "belt"} == {"belt:A", "belt:B"},
        "delivery_factory.tmx: needs belt objects belt:A and belt:B",
    )


ORDERS = parse_orders(load_json("delivery", "orders.json"))
ORDER_INDEX = {o.id: o.index for o in ORDERS}
ABILITIES = parse_abilities(load_json("delivery", "abilities.json"))
ABILITY_BY_ID = {a.id: a for a in ABILITIES}
DRIVERS = parse_drivers(load_json("delivery", "drivers.json"))
DRIVER_BY_ID = {d.id: d for d in DRIVERS}
TOWN_INFO = parse_towns(load_json("delivery", "towns.json"))
TOWN_NAME = {t.id: t.name for t in TOWN_INFO}
ROAD_TOKENS = parse_tokens(load_json("delivery", "road_tokens.json"))
TOKEN_BY_ID = {t.id: t for t in ROAD_TOKENS}
MAP = load_board("delivery_map")
check_map(MAP)
FACTORY = load_board("delivery_factory")
check_factory(FACTORY)


def order_title(index: int) -> str:
    """'the Gumdrop Gully 4-star order' (the app's font has no star sign)."""
    if index < 0:
        return "a hidden order"
    o = ORDERS[index]
    return f"the {TOWN_NAME[o.town]} {o.stars}-star order"


def mint_text(counts: tuple[int, int, int] | list[int]) -> str:
    """'2 Classic, 1 Sugar Free' (or 'nothing')."""
    parts = [f"{n} {MINT_NAMES[i]}" for i, n in enumerate(counts) if n]
    return ", ".join(parts) if parts else "nothing"
