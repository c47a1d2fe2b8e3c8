"""Mint Control's components: the 12 location cards and the 5 action tiles, from data/control.

data/control/locations.json decodes into the frozen structs below (the shared data idiom of
mint.core.carddata); a bad file raises CardDataError naming the entry and the field.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec
from msgspec import Meta

from mint.core.carddata import DataError, Sourced, check_ids, decode, need, read
from mint.core.words import Said, t, tn

CardDataError = DataError
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
Effect = Literal[
    "NONE", "CITY_HALL", "TIE_BREAKER", "LOTTO_DISCOUNT", "GALLERY", "WHOLESALER", "SUPPLIER", "COURTHOUSE", "BANK"
]
BONUS_KINDS = ("NONE", "GAIN", "STEAL")
BonusText = Annotated[str, Meta(pattern=r"^(NONE|(GAIN|STEAL) [1-9][0-9]*)$")]
"""A bonus as the file spells it: 'NONE', 'GAIN n' or 'STEAL n' (n >= 1)."""
TILE_IDS = ("earn", "influence", "oust", "presence", "scavenge")
Word = Annotated[str, Meta(pattern=r"^[A-Za-z0-9_]+$")]
Count = Annotated[int, Meta(ge=0)]
Positive = Annotated[int, Meta(ge=1)]


class Bonus(msgspec.Struct, frozen=True):
    """An Ousted or Presence bonus: gain mints from the supply, steal from a player, or nothing."""

    kind: str
    amount: int = 0

    def __str__(self) -> str:
        return "NONE" if self.kind == "NONE" else f"{self.kind} {self.amount}"

    @property
    def text(self) -> Said:
        """The bonus in words ("gain 2 mints"), in the language in use when shown."""
        if self.kind == "GAIN":
            return tn("gain {n} mint", "gain {n} mints", self.amount)
        if self.kind == "STEAL":
            return tn("steal {n} mint", "steal {n} mints", self.amount)
        return t("nothing")


def parse_bonus(text: str) -> Bonus:
    """'GAIN 2' -> Bonus('GAIN', 2); 'NONE' -> Bonus('NONE')."""
    kind, _, amount = text.partition(" ")
    return Bonus(kind, int(amount or 0))


class Location(msgspec.Struct, frozen=True):
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


class LocationIn(Sourced, frozen=True):
    """A location as the file holds it (its bonuses as text)."""

    id: Word
    name: str
    stars: Count
    spaces: Positive
    cost: Count
    effect: Effect
    ousted: BonusText
    presence: BonusText
    text: str

    def card(self) -> Location:
        ousted, presence = parse_bonus(self.ousted), parse_bonus(self.presence)
        return Location(
            self.id,
            self.name,
            self.stars,
            self.spaces,
            self.cost,
            self.effect,
            ousted,
            presence,
            self.text,
            self.source,
        )


class Tile(msgspec.Struct, frozen=True):
    """One action tile: the Action every player performs and the Perk of whoever picked it."""

    id: str
    name: str
    action: str
    perk: str


class Components(msgspec.Struct, frozen=True):
    mints: Positive
    tokens_per_player: Positive
    starting_mints: Count
    spaces_per_player: Positive


class LocationsFile(msgspec.Struct, frozen=True):
    schema: Literal[1]
    locations: Annotated[tuple[LocationIn, ...], Meta(min_length=1)]
    tiles: tuple[Tile, ...]
    components: Components


def parse(data: bytes | Any, max_players: int = 4) -> tuple[tuple[Location, ...], tuple[Tile, ...], Components]:
    """The locations, tiles and component counts of locations.json (its bytes or parsed value)."""
    f = "locations.json"
    got = decode(f, data, LocationsFile)
    locations = tuple(rec.card() for rec in got.locations)
    check_ids(f, locations)
    effects = [loc.effect for loc in locations if loc.effect != "NONE"]
    need(len(effects) == len(set(effects)), f"{f}: each special effect may appear on one location only")
    need(tuple(t.id for t in got.tiles) == TILE_IDS, f"{f}: tiles must be exactly {', '.join(TILE_IDS)} in that order")
    comp = got.components
    places = comp.spaces_per_player * max_players
    need(sum(loc.spaces for loc in locations) >= places, f"{f}: the locations need at least {places} spaces in all")
    need(
        comp.mints >= comp.starting_mints * max_players,
        f"{f}: the supply cannot give every player their starting mints",
    )
    return locations, got.tiles, comp


def load(max_players: int = 4) -> tuple[tuple[Location, ...], tuple[Tile, ...], Components]:
    """Read and check data/control/locations.json; raises CardDataError on bad data."""
    return parse(read("control", "locations.json"), max_players)


LOCATIONS, TILES, COMPONENTS = load()
BY_ID: dict[str, Location] = {loc.id: loc for loc in LOCATIONS}
TILE_BY_ID: dict[str, Tile] = {t.id: t for t in TILES}
