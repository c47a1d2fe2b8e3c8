"""Mint Knight's component types: one frozen value per kind of card and table (action cards and
their halves, terrains, enemies and abilities, level cards, the tracks, units, spells, artifacts,
skills) and the data files' common names. carddata.py fills them from data/knight/*.json.
"""

from __future__ import annotations

import abc
from typing import TYPE_CHECKING, Annotated, Any, Literal

import msgspec
from msgspec import Meta

from mint.core.carddata import SOURCES as SOURCES
from mint.core.carddata import DataError, Sourced, check_sourced
from mint.games.knight.effects import (
    ATTACK_ELEMENTS,
    MANA_CODES,
    Attack,
    Effect,
    parse_effect,
)

SCHEMA = 1
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
CardDataError = DataError

Count = Annotated[int, Meta(ge=0)]
Positive = Annotated[int, Meta(ge=1)]
Text = Annotated[str, Meta(pattern=r"\S")]
Time = Literal["day", "night"]
AttackType = Literal["physical", "elemental"]
GuidingCube = Literal["red", "white", "green"]
EnemyLevel = Literal[1, 2]


class EffectText(abc.ABC):  # noqa: B024 (an ABC for its register(), not for abstract methods)
    """The type the decoder sees for an Effect field: a data file spells the effect as text
    ('attack 2 or block 2'), which ``dec_hook`` reads into an Effect (registered as an EffectText
    so the decoder takes it)."""


EffectText.register(Effect)


if TYPE_CHECKING:
    EffectField = Effect
    ManaCode = str
    AttackElement = str
else:
    EffectField = EffectText
    ManaCode = Literal[MANA_CODES]
    AttackElement = Literal[ATTACK_ELEMENTS]
ManaCodes = Annotated[tuple[ManaCode, ...], Meta(min_length=1)]


def dec_hook(typ: type, obj: Any) -> Any:
    """Decoding an EffectText: the effect it spells, written in its tidy form."""
    if typ is not EffectText:
        raise NotImplementedError(typ)
    if not isinstance(obj, str):
        raise ValueError("must be an effect text such as 'attack 2 or block 2'")
    effect = parse_effect(obj)
    if str(effect) != obj:
        raise ValueError(f"write the effect as {str(effect)!r}")
    return effect


class Record(Sourced, frozen=True):
    """A Mint Knight record: a sourced one cites its source (``url``)."""

    def __post_init__(self) -> None:
        check_sourced(self, need_url=True)


# --- Components -----------------------------------------------------------------------------


class Mana(Record, frozen=True):
    """A mana colour: the time of day it can be used (None: always) and the colours it pays for."""

    code: ManaCode = msgspec.field(name="id")
    name: Text
    time: Time | None
    pays: ManaCodes

    def usable(self, time: str) -> bool:
        """Whether this mana can be spent or used during `time` ('day' or 'night')."""
        return self.time in (None, time)


class Location(Record, frozen=True):
    """A location type on terrain: whether it fights, when it recruits, and what winning there gives."""

    id: str
    name: Text
    kind: Literal["town", "site", "roaming"]  # town (no enemy), site (fought on entering), roaming (orcs, dragons)
    recruit: Literal["always", "vanquished"] | None  # "vanquished": only once its enemy is beaten
    artifacts_drawn: Count
    artifacts_kept: Count
    spells: Count  # picked from the spell offering

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.artifacts_kept > self.artifacts_drawn:
            raise ValueError("cannot keep more artifacts than it draws")
        if self.kind == "roaming" and self.recruit is not None:
            raise ValueError("a roaming enemy is not a recruit location")

    @property
    def has_enemy(self) -> bool:
        """Whether the enemy reference card has a column for this location."""
        return self.kind != "town"


class Cube(Record, frozen=True):
    """A cube colour in the tin and what it is used for."""

    id: str
    count: Positive
    use: Literal["guiding", "vanquished", "tracker"]


class ActionHalf(msgspec.Struct, frozen=True):
    """One readable half of an action card: its basic action, source icon, mana cost and stronger action."""

    id: str  # one of HALF_IDS
    advanced: bool
    waning: bool
    action: Effect
    mana_in_source: str | None
    mana_cost: str
    stronger: Effect


class ActionCard(msgspec.Struct, frozen=True):
    """An action card title with its copies in the deck and its four halves in HALF_IDS order."""

    id: str
    title: str
    copies: int
    halves: tuple[ActionHalf, ActionHalf, ActionHalf, ActionHalf]

    def half(self, advanced: bool = False, waning: bool = False) -> ActionHalf:
        """The half that is readable with the card on that face and turned that way."""
        return self.halves[2 * advanced + waning]


class Terrain(Record, frozen=True):
    """A terrain type: move points to enter by day and at night (None: cannot be entered)."""

    id: str
    code: Annotated[str, Meta(pattern=r"^\S$")]
    name: Text
    day: Positive | None
    night: Positive | None

    def __post_init__(self) -> None:
        super().__post_init__()
        if (self.day is None) != (self.night is None):
            raise ValueError("a terrain that cannot be entered by day cannot at night")

    def cost(self, time: str) -> int | None:
        """Move points to enter a space of this terrain during `time`."""
        return self.day if time == "day" else self.night


class Ability(Record, frozen=True):
    """An enemy ability: how it multiplies the attack for wounds and for blocking, and whether it must be blocked."""

    id: str
    name: Text
    text: Text
    wound_multiplier: Positive
    block_multiplier: Positive
    must_block: bool


class Enemy(msgspec.Struct, frozen=True):
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


class LevelCard(Record, frozen=True):
    """A level card: the two levels it shows, the hero's defense (left) and hand size (right)."""

    id: str
    levels: tuple[int, int]
    defense: Positive
    hand_size: Positive


class XpSpace(Record, frozen=True):
    """A space of the experience track: the XP that reaches `level` and the icon printed there."""

    level: Annotated[int, Meta(ge=2)]
    xp: Positive
    symbol: Literal["skill", "unit"]


class Round(Record, frozen=True):
    """A space of the round track."""

    number: Positive = msgspec.field(name="round")
    time: Time


class Unit(Record, frozen=True):
    """A unit card: influence cost, recruit locations, defense, immunity and its abilities (pick one per use)."""

    id: str
    name: Text
    cost: Positive
    recruit_at: Annotated[tuple[str, ...], Meta(min_length=1)]
    defense: Positive
    immunity: AttackType | None
    abilities: EffectField

    def immune_to(self, attack_type: str) -> bool:
        """Whether the unit ignores its first wound from an attack of `attack_type`."""
        return self.immunity == attack_type


class Spell(Record, frozen=True):
    """A spell card: its colour and, for each effect, the mana it spends."""

    id: str
    name: Text
    colour: ManaCode
    basic: EffectField
    basic_mana: ManaCodes
    stronger: EffectField
    stronger_mana: ManaCodes

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.colour not in self.basic_mana or self.colour not in self.stronger_mana:
            raise ValueError("both effects spend the spell's colour")


class Artifact(Record, frozen=True):
    """An artifact card: the basic effect, and the stronger one that removes it from the game."""

    id: str
    name: Text
    basic: EffectField
    stronger: EffectField


class Skill(Record, frozen=True):
    """A skill card, used once a round."""

    id: str
    name: Text
    effect: EffectField


class Components(msgspec.Struct, frozen=True):
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
