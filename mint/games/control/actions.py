"""Mint Control's actions: one frozen value per choice, with its text form and table ids.

The text forms (``str``) are what saves, journals and golden transcripts hold; they never change.
The table ids (``source`` and ``target``) are ``Spot`` values; the view reads their fields.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mint.core.game import Action
from mint.core.seats import colour
from mint.core.spots import Spot
from mint.core.words import Said, data, t
from mint.games.control.cards import BY_ID, LOCATIONS, TILE_IDS
from mint.games.control.state import MAX_PLAYERS, TILE_NAMES

SUPPLY = Spot("supply")
"""The shared mint supply: where an ousted token goes, and what a Scavenge may take from."""


def tile_name(tile: str) -> Said:
    """An action tile's name, in the language in use when shown."""
    return data(TILE_NAMES[tile])


def place_name(location: str) -> Said:
    """A location's name, in the language in use when shown."""
    return data(BY_ID[location].name)


@dataclass(frozen=True, slots=True)
class Pick(Action):
    """Take an action tile from the pool (rulebook: "Sequence of Play")."""

    seat: int
    tile: str

    def __str__(self) -> str:
        return f"pick {self.tile} {self.seat}"

    @property
    def source(self) -> Spot:
        return Spot("tile", self.tile)

    @property
    def target(self) -> Spot:
        return Spot("area", seat=self.seat)

    @property
    def label(self) -> str:
        return str(t("Pick {tile}", tile=tile_name(self.tile)))

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
    def source(self) -> Spot:
        return Spot("tokens", seat=self.seat)

    @property
    def target(self) -> Spot:
        return Spot("loc", self.location)

    @property
    def label(self) -> str:
        return str(t("Influence {place}", place=place_name(self.location)))

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
    def source(self) -> Spot:
        return Spot("token", self.location, self.owner)

    @property
    def target(self) -> Spot:
        return SUPPLY

    @property
    def label(self) -> str:
        return str(t("Oust {colour} from {place}", colour=colour(self.owner), place=place_name(self.location)))

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
    def target(self) -> Spot:
        return Spot("loc", self.location)

    @property
    def label(self) -> str:
        return str(t("Claim {place}'s ousted bonus", place=place_name(self.location)))

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
    def target(self) -> Spot:
        return SUPPLY if self.victim < 0 else Spot("player", seat=self.victim)

    @property
    def label(self) -> str:
        if self.victim < 0:
            return str(t("Take 1 mint from the supply"))
        return str(t("Steal 1 mint from {colour}", colour=colour(self.victim)))

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
    def target(self) -> Spot:
        return Spot("player", seat=self.victim)

    @property
    def label(self) -> str:
        return str(t("Steal from {colour}", colour=colour(self.victim)))

    @property
    def button(self) -> bool:
        return True

    @classmethod
    def parse(cls, text: str) -> Steal | None:
        m = re.fullmatch(r"steal (\d)", text)
        return cls(int(m.group(1))) if m else None


SKIP_LABELS = {
    "influence": t("Don't influence"),
    "oust": t("Don't oust"),
    "oust2": t("Stop after one removal"),
    "presence": t("Skip the Presence perk"),
    "scavenge": t("Skip scavenging"),
}


@dataclass(frozen=True, slots=True)
class Skip(Action):
    """Decline an optional step: ``step`` is influence, oust, oust2, presence or scavenge."""

    step: str

    def __str__(self) -> str:
        return f"skip {self.step}"

    @property
    def label(self) -> str:
        return str(SKIP_LABELS[self.step])

    @classmethod
    def parse(cls, text: str) -> Skip | None:
        m = re.fullmatch(r"skip ([a-z0-9]+)", text)
        return cls(m.group(1)) if m and m.group(1) in SKIP_LABELS else None


ACTION_TYPES = (Pick, Influence, Oust, Claim, Scavenge, Steal, Skip)

# Interned actions: legal_actions hands out the same objects, so membership tests are cheap.
PICK = {(s, t): Pick(s, t) for s in range(MAX_PLAYERS) for t in TILE_IDS}
INFLUENCE = {(s, loc.id): Influence(s, loc.id) for s in range(MAX_PLAYERS) for loc in LOCATIONS}
OUST = {(loc.id, s): Oust(loc.id, s) for s in range(MAX_PLAYERS) for loc in LOCATIONS}
CLAIM = {loc.id: Claim(loc.id) for loc in LOCATIONS}
SCAVENGE = {v: Scavenge(v) for v in range(-1, MAX_PLAYERS)}
STEAL = {v: Steal(v) for v in range(MAX_PLAYERS)}
SKIP = {k: Skip(k) for k in SKIP_LABELS}
