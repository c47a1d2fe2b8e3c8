"""Mint Knight's component types: one frozen value per kind of card and table (action cards and
their halves, terrains, enemies and abilities, level cards, the tracks, units, spells, artifacts,
skills) and the data files' common names. carddata.py fills them from data/knight/*.json.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mint.games.knight.effects import (
    Attack,
    Effect,
)

SCHEMA = 1
SOURCES = ("rulebook", "sourced", "designed")
TIMES = ("day", "night")
GUIDING_CUBES = ("red", "white", "green")
"""The cube colours drawn from the tin as guiding cubes; with a location they pick the enemy."""
LOCATION_IDS = ("town", "ruins", "keep", "tower", "castle", "orcs", "dragon")
LOCATION_KINDS = ("town", "site", "roaming")
ENEMY_LEVELS = (1, 2)
ATTACK_TYPES = ("physical", "elemental")
"""Kinds of an enemy's attack; a unit's immunity is one of these."""
XP_SYMBOLS = ("skill", "unit")
HALF_IDS = ("basic-starting", "basic-waning", "advanced-starting", "advanced-waning")
"""The four readable halves of an action card, in the order ActionCard.halves keeps them."""
FILES = (
    "reference.json",
    "actions.json",
    "movement.json",
    "enemies.json",
    "levels.json",
    "tracker.json",
    "units.json",
    "spells.json",
    "artifacts.json",
    "skills.json",
)


class CardDataError(ValueError):
    """A data file of Mint Knight is missing something or holds an impossible value."""


# --- Components -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Mana:
    """A mana colour: the time of day it can be used (None: always) and the colours it pays for."""

    code: str
    name: str
    time: str | None
    pays: tuple[str, ...]

    def usable(self, time: str) -> bool:
        """Whether this mana can be spent or used during `time` ('day' or 'night')."""
        return self.time in (None, time)


@dataclass(frozen=True, slots=True)
class Location:
    """A location type on terrain: whether it fights, when it recruits, and what winning there gives."""

    id: str
    name: str
    kind: str  # town (no enemy), site (fought on entering), roaming (orcs, dragons)
    recruit: str | None  # "always", "vanquished" (only once its enemy is beaten) or None
    artifacts_drawn: int
    artifacts_kept: int
    spells: int  # picked from the spell offering

    @property
    def has_enemy(self) -> bool:
        """Whether the enemy reference card has a column for this location."""
        return self.kind != "town"


@dataclass(frozen=True, slots=True)
class Cube:
    """A cube colour in the tin and what it is used for."""

    id: str
    count: int
    use: str  # guiding, vanquished or tracker


@dataclass(frozen=True, slots=True)
class ActionHalf:
    """One readable half of an action card: its basic action, source icon, mana cost and stronger action."""

    id: str  # one of HALF_IDS
    advanced: bool
    waning: bool
    action: Effect
    mana_in_source: str | None
    mana_cost: str
    stronger: Effect


@dataclass(frozen=True, slots=True)
class ActionCard:
    """An action card title with its copies in the deck and its four halves in HALF_IDS order."""

    id: str
    title: str
    copies: int
    halves: tuple[ActionHalf, ActionHalf, ActionHalf, ActionHalf]

    def half(self, advanced: bool = False, waning: bool = False) -> ActionHalf:
        """The half that is readable with the card on that face and turned that way."""
        return self.halves[2 * advanced + waning]


@dataclass(frozen=True, slots=True)
class Terrain:
    """A terrain type: move points to enter by day and at night (None: cannot be entered)."""

    id: str
    code: str
    name: str
    day: int | None
    night: int | None

    def cost(self, time: str) -> int | None:
        """Move points to enter a space of this terrain during `time`."""
        return self.day if time == "day" else self.night


@dataclass(frozen=True, slots=True)
class Ability:
    """An enemy ability: how it multiplies the attack for wounds and for blocking, and whether it must be blocked."""

    id: str
    name: str
    text: str
    wound_multiplier: int
    block_multiplier: int
    must_block: bool


@dataclass(frozen=True, slots=True)
class Enemy:
    """One enemy of the reference card, found by location, guiding cube colour and level."""

    id: str
    name: str
    location: str
    cube: str
    level: int
    attack: int
    attack_type: str  # one of ATTACK_TYPES
    defense: int
    immunity: str | None  # one of ATTACK_ELEMENTS
    range_immune: bool
    xp: int
    abilities: tuple[Ability, ...]

    def has(self, ability: str) -> bool:
        """Whether the enemy has the ability with id `ability` ('brutal', 'swift', 'relentless')."""
        return any(a.id == ability for a in self.abilities)

    @property
    def must_block(self) -> bool:
        """Whether an incomplete block in the blocking phase means the combat cannot be won."""
        return any(a.must_block for a in self.abilities)

    def block_target(self, weaken: int = 0) -> int:
        """Block points needed in the blocking phase; a weakening applies before any doubling."""
        n = max(0, self.attack - weaken)
        for a in self.abilities:
            n *= a.block_multiplier
        return n

    def wound_attack(self, weaken: int = 0) -> int:
        """The attack that wounds are worked out from; a weakening applies before any doubling."""
        n = max(0, self.attack - weaken)
        for a in self.abilities:
            n *= a.wound_multiplier
        return n

    def resists(self, attack: Attack) -> bool:
        """Whether `attack` is inefficient (halved) against this enemy's immunity."""
        return not attack.efficient_against(self)


@dataclass(frozen=True, slots=True)
class LevelCard:
    """A level card: the two levels it shows, the hero's defense (left) and hand size (right)."""

    id: str
    levels: tuple[int, int]
    defense: int
    hand_size: int


@dataclass(frozen=True, slots=True)
class XpSpace:
    """A space of the experience track: the XP that reaches `level` and the icon printed there."""

    level: int
    xp: int
    symbol: str  # one of XP_SYMBOLS


@dataclass(frozen=True, slots=True)
class Round:
    """A space of the round track."""

    number: int
    time: str  # one of TIMES


@dataclass(frozen=True, slots=True)
class Unit:
    """A unit card: influence cost, recruit locations, defense, immunity and its abilities (pick one per use)."""

    id: str
    name: str
    cost: int
    recruit_at: tuple[str, ...]
    defense: int
    immunity: str | None  # one of ATTACK_TYPES
    abilities: Effect

    def immune_to(self, attack_type: str) -> bool:
        """Whether the unit ignores its first wound from an attack of `attack_type`."""
        return self.immunity == attack_type


@dataclass(frozen=True, slots=True)
class Spell:
    """A spell card: its colour and, for each effect, the mana it spends."""

    id: str
    name: str
    colour: str
    basic: Effect
    basic_mana: tuple[str, ...]
    stronger: Effect
    stronger_mana: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Artifact:
    """An artifact card: the basic effect, and the stronger one that removes it from the game."""

    id: str
    name: str
    basic: Effect
    stronger: Effect


@dataclass(frozen=True, slots=True)
class Skill:
    """A skill card, used once a round."""

    id: str
    name: str
    effect: Effect


@dataclass(frozen=True, slots=True)
class Components:
    """Everything loaded from one folder of Mint Knight data files."""

    constants: dict[str, Any]
    counts: dict[str, int]
    mana: tuple[Mana, ...]
    locations: tuple[Location, ...]
    cubes: tuple[Cube, ...]
    readings: dict[str, str]
    action_cards: tuple[ActionCard, ...]
    terrains: tuple[Terrain, ...]
    abilities: tuple[Ability, ...]
    enemies: tuple[Enemy, ...]
    level_cards: tuple[LevelCard, ...]
    xp_track: tuple[XpSpace, ...]
    rounds: tuple[Round, ...]
    units: tuple[Unit, ...]
    spells: tuple[Spell, ...]
    artifacts: tuple[Artifact, ...]
    skills: tuple[Skill, ...]
