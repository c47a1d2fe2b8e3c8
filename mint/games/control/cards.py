"""Mint Control's components: the 12 location cards and the 5 action tiles, from data/control."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mint.resources import load_json

SCHEMA = 1
EFFECTS = (
    "NONE",
    "CITY_HALL",
    "TIE_BREAKER",
    "LOTTO_DISCOUNT",
    "GALLERY",
    "WHOLESALER",
    "SUPPLIER",
    "COURTHOUSE",
    "BANK",
)
BONUS_KINDS = ("NONE", "GAIN", "STEAL")
SOURCES = ("rulebook", "sourced", "designed")
TILE_IDS = ("earn", "influence", "oust", "presence", "scavenge")


class CardDataError(ValueError):
    """The location or tile data is malformed; the message names the record and the field."""


@dataclass(frozen=True, slots=True)
class Bonus:
    """An Ousted or Presence bonus: gain mints from the supply, steal from a player, or nothing."""

    kind: str
    amount: int = 0

    def __str__(self) -> str:
        return "NONE" if self.kind == "NONE" else f"{self.kind} {self.amount}"

    @property
    def text(self) -> str:
        if self.kind == "GAIN":
            return f"gain {self.amount} mint{'s' if self.amount != 1 else ''}"
        if self.kind == "STEAL":
            return f"steal {self.amount} mint{'s' if self.amount != 1 else ''}"
        return "nothing"


@dataclass(frozen=True, slots=True)
class Location:
    """One location card: where tokens go, what it costs, what it scores and what it does."""

    id: str
    name: str
    stars: int
    spaces: int
    cost: int
    effect: str
    ousted: Bonus
    presence: Bonus
    text: str
    source: str


@dataclass(frozen=True, slots=True)
class Tile:
    """One action tile: the Action every player performs and the Perk of whoever picked it."""

    id: str
    name: str
    action: str
    perk: str


@dataclass(frozen=True, slots=True)
class Components:
    mints: int
    tokens_per_player: int
    starting_mints: int
    spaces_per_player: int


def parse_bonus(text: Any, where: str) -> Bonus:
    """'GAIN 2' -> Bonus('GAIN', 2); 'NONE' -> Bonus('NONE')."""
    if not isinstance(text, str):
        raise CardDataError(f"{where}: a bonus must be a string like 'GAIN 1'; got {text!r}")
    parts = text.split()
    if parts == ["NONE"]:
        return Bonus("NONE", 0)
    if len(parts) != 2 or parts[0] not in BONUS_KINDS or not parts[1].isdigit() or int(parts[1]) < 1:
        raise CardDataError(f"{where}: bonus {text!r} is not NONE, 'GAIN n' or 'STEAL n' (n >= 1)")
    return Bonus(parts[0], int(parts[1]))


def _need(rec: dict[str, Any], key: str, typ: type, where: str) -> Any:
    if key not in rec:
        raise CardDataError(f"{where}: missing field {key!r}")
    value = rec[key]
    if not isinstance(value, typ) or (typ is int and isinstance(value, bool)):
        raise CardDataError(f"{where}: field {key!r} must be {typ.__name__}; got {value!r}")
    return value


def parse_locations(data: dict[str, Any]) -> tuple[Location, ...]:
    """Validate the data file's locations into frozen records; raises CardDataError."""
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        raise CardDataError(f'locations.json: expected "schema": {SCHEMA}')
    recs = data.get("locations")
    if not isinstance(recs, list) or not recs:
        raise CardDataError("locations.json: 'locations' must be a non-empty list")
    out = []
    seen = set()
    for i, rec in enumerate(recs):
        where = f"locations.json location #{i + 1}"
        if not isinstance(rec, dict):
            raise CardDataError(f"{where}: must be an object")
        lid = _need(rec, "id", str, where)
        where = f"locations.json location {lid!r}"
        if lid in seen or not lid.replace("_", "").isalnum():
            raise CardDataError(f"{where}: ids must be unique words of letters, digits and _")
        seen.add(lid)
        stars = _need(rec, "stars", int, where)
        spaces = _need(rec, "spaces", int, where)
        cost = _need(rec, "cost", int, where)
        if stars < 0 or spaces < 1 or cost < 0:
            raise CardDataError(f"{where}: needs stars >= 0, spaces >= 1 and cost >= 0")
        effect = _need(rec, "effect", str, where)
        if effect not in EFFECTS:
            raise CardDataError(f"{where}: unknown effect {effect!r}; known: {', '.join(EFFECTS)}")
        source = _need(rec, "source", str, where)
        if source not in SOURCES:
            raise CardDataError(f"{where}: source must be one of {', '.join(SOURCES)}")
        out.append(
            Location(
                id=lid,
                name=_need(rec, "name", str, where),
                stars=stars,
                spaces=spaces,
                cost=cost,
                effect=effect,
                ousted=parse_bonus(rec.get("ousted"), f"{where} ousted"),
                presence=parse_bonus(rec.get("presence"), f"{where} presence"),
                text=_need(rec, "text", str, where),
                source=source,
            )
        )
    effects = [loc.effect for loc in out if loc.effect != "NONE"]
    if len(effects) != len(set(effects)):
        raise CardDataError("locations.json: each special effect may appear on one location only")
    return tuple(out)


def parse_tiles(data: dict[str, Any]) -> tuple[Tile, ...]:
    recs = data.get("tiles")
    if not isinstance(recs, list):
        raise CardDataError("locations.json: 'tiles' must be a list")
    tiles = []
    for i, rec in enumerate(recs):
        where = f"locations.json tile #{i + 1}"
        if not isinstance(rec, dict):
            raise CardDataError(f"{where}: must be an object")
        tiles.append(
            Tile(
                _need(rec, "id", str, where),
                _need(rec, "name", str, where),
                _need(rec, "action", str, where),
                _need(rec, "perk", str, where),
            )
        )
    if tuple(t.id for t in tiles) != TILE_IDS:
        raise CardDataError(f"locations.json: tiles must be exactly {', '.join(TILE_IDS)} in that order")
    return tuple(tiles)


def parse_components(data: dict[str, Any]) -> Components:
    rec = data.get("components")
    where = "locations.json components"
    if not isinstance(rec, dict):
        raise CardDataError(f"{where}: missing")
    comp = Components(
        _need(rec, "mints", int, where),
        _need(rec, "tokens_per_player", int, where),
        _need(rec, "starting_mints", int, where),
        _need(rec, "spaces_per_player", int, where),
    )
    if min(comp.mints, comp.tokens_per_player, comp.spaces_per_player) < 1 or comp.starting_mints < 0:
        raise CardDataError(f"{where}: counts must be positive")
    return comp


def load(max_players: int = 4) -> tuple[tuple[Location, ...], tuple[Tile, ...], Components]:
    """Read and check data/control/locations.json; raises CardDataError on bad data."""
    data = load_json("control", "locations.json")
    locations, tiles, comp = parse_locations(data), parse_tiles(data), parse_components(data)
    need = comp.spaces_per_player * max_players
    if sum(loc.spaces for loc in locations) < need:
        raise CardDataError(f"locations.json: the locations need at least {need} spaces in all")
    if comp.mints < comp.starting_mints * max_players:
        raise CardDataError("locations.json: the supply cannot give every player their starting mints")
    return locations, tiles, comp


LOCATIONS, TILES, COMPONENTS = load()
BY_ID: dict[str, Location] = {loc.id: loc for loc in LOCATIONS}
TILE_BY_ID: dict[str, Tile] = {t.id: t for t in TILES}
