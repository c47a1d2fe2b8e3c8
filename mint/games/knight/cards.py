"""Mint Knight components: action cards, movement costs, enemies, level cards, tracker, units, spells,
artifacts, skills and the rule numbers, loaded from data/knight/*.json and validated.

Every card effect is an `Effect`: a choice between options, each option a tuple of typed steps done in
order (`Move`, `Attack`, `Block`, `Influence`, `Heal`, `GainMana`, ...). The data spells effects in a
short text form ("attack 2 or block 2", "move 3 + free explore") that `parse_effect` reads and
`str(effect)` writes back; `text_of` says an effect the way a player reads it ("Attack or Block 2").
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mint.games.knight.effects import (
    ATTACK_ELEMENTS,
    MANA_CODES,
    Attack,
    Block,
    CancelAttack,
    Effect,
    Exhaust,
    ExtraSource,
    FreeExplore,
    GainMana,
    Heal,
    Influence,
    Move,
    ReadyUnit,
    Step,
    Weaken,
    parse_effect,
)
from mint.resources import load_game_files

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


# --- Checks shared by every file ----------------------------------------------------------


def _need(cond: bool, msg: str) -> None:
    if not cond:
        raise CardDataError(msg)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _check_record(r: Any, fname: str, key: str, ids: set[Any]) -> None:
    _need(isinstance(r, dict) and "id" in r, f"{fname}: every record in {key!r} needs an id")
    rid = r["id"]
    _need(rid not in ids, f"{fname}: id {rid!r} appears twice")
    ids.add(rid)
    _need(r.get("source") in SOURCES, f'{fname}: {rid} needs "source" of {", ".join(SOURCES)}')
    if r["source"] == "sourced":
        url = r.get("url")
        _need(isinstance(url, str) and url.startswith("http"), f'{fname}: {rid} is sourced, so it needs a "url"')
    named = r.get("rulebook_fields", [])
    _need(
        isinstance(named, list) and all(isinstance(k, str) and k in r for k in named),
        f"{fname}: {rid} rulebook_fields must name fields of the record",
    )


def _records(data: Any, key: str, fname: str, count: int | None = None) -> list[dict[str, Any]]:
    _need(isinstance(data, dict) and data.get("schema") == SCHEMA, f'{fname}: expected a top-level "schema": {SCHEMA}')
    return _list(data.get(key), fname, key, count)


def _list(recs: Any, fname: str, key: str, count: int | None = None) -> list[dict[str, Any]]:
    _need(isinstance(recs, list) and bool(recs), f"{fname}: needs a non-empty list {key!r}")
    ids: set[Any] = set()
    for r in recs:
        _check_record(r, fname, key, ids)
    if count is not None:
        _need(len(recs) == count, f"{fname}: Mint Knight has {count} {key}; found {len(recs)}")
    return list(recs)


def _count(v: Any, where: str, low: int = 0) -> int:
    _need(_is_int(v) and v >= low, f"{where} must be a whole number of at least {low}; found {v!r}")
    return int(v)


def _text(v: Any, where: str) -> str:
    _need(isinstance(v, str) and bool(v.strip()), f"{where} needs a text")
    return str(v)


def _one_of(v: Any, allowed: tuple[Any, ...], where: str, optional: bool = False) -> Any:
    ok = v in allowed or (optional and v is None)
    names = ", ".join(str(a) for a in allowed) + (" or null" if optional else "")
    _need(ok, f"{where} must be one of {names}; found {v!r}")
    return v


def _codes(v: Any, where: str) -> tuple[str, ...]:
    _need(isinstance(v, list) and bool(v), f"{where} must be a non-empty list of mana codes")
    return tuple(_one_of(c, MANA_CODES, where) for c in v)


def _effect(v: Any, where: str) -> Effect:
    _need(isinstance(v, str), f"{where} must be an effect text such as 'attack 2 or block 2'")
    try:
        eff = parse_effect(v)
    except ValueError as exc:
        raise CardDataError(f"{where}: {exc}") from exc
    _need(str(eff) == v, f"{where}: write the effect as {str(eff)!r}")
    return eff


def _level(v: Any, where: str) -> int:
    _need(
        _is_int(v) and v in ENEMY_LEVELS,
        f"{where} must be an enemy level ({', '.join(map(str, ENEMY_LEVELS))}); found {v!r}",
    )
    return int(v)


def _bool(v: Any, where: str) -> bool:
    _need(isinstance(v, bool), f"{where} must be true or false")
    return bool(v)


# --- reference.json -----------------------------------------------------------------------

_MODES = ("solo", "hard", "coop")
_CONSTANT_SHAPES: dict[str, str | tuple[str, ...]] = {
    "rounds": "int",
    "source_cards": "int",
    "source_spends": "int",
    "offering_size": "int",
    "explore_cost": "int",
    "heal_costs": ("discard_to_deck", "rotate_to_starting", "ready_wounded_unit"),
    "sideways": "effect",
    "start_xp": "int",
    "easy_start_xp": "int",
    "start_unit_tokens": "int",
    "castles": _MODES,
    "non_castles": _MODES,
    "hard_third_castle_level": "level",
    "coop_third_castle_level": "level",
    "coop_castle_pool": "cubes",
    "coop_max_skills": "int",
    "reward_uses_per_round": "int",
    "skill_uses_per_round": "int",
}
_COMPONENT_IDS = (
    "action_cards",
    "terrain_cards",
    "level_cards",
    "units",
    "spells",
    "artifacts",
    "skills",
    "enemy_reference",
    "tracker",
)
_CUBE_USES = ("guiding", "vanquished", "tracker")


def parse_constants(data: Any, fname: str = "reference.json") -> dict[str, Any]:
    """The rule numbers by id; dict-shaped ones as dicts, 'sideways' as an Effect."""
    consts: dict[str, Any] = {}
    for r in _records(data, "constants", fname):
        rid, shape = r["id"], _CONSTANT_SHAPES.get(r["id"])
        v: Any = r.get("value")
        where = f"{fname}: {rid}"
        if shape is None:
            raise CardDataError(f"{where} is not a known constant")
        if shape == "int":
            consts[rid] = _count(v, where)
        elif shape == "level":
            consts[rid] = _level(v, where)
        elif shape == "effect":
            consts[rid] = _effect(v, where)
        elif shape == "cubes":
            _need(isinstance(v, list) and bool(v), f"{where} must be a list of cube colours")
            consts[rid] = tuple(_one_of(c, GUIDING_CUBES, where) for c in v)
        else:
            keys = shape if isinstance(shape, tuple) else (shape,)
            _need(isinstance(v, dict) and sorted(v) == sorted(keys), f"{where} needs exactly {', '.join(keys)}")
            consts[rid] = {k: _count(v[k], f"{where}: {k}") for k in keys}
    missing = sorted(set(_CONSTANT_SHAPES) - set(consts))
    _need(not missing, f"{fname}: constants missing: {', '.join(missing)}")
    return consts


def parse_mana(data: Any, fname: str = "reference.json") -> tuple[Mana, ...]:
    """The mana colours in MANA_CODES order."""
    out = []
    for r in _records(data, "mana", fname, len(MANA_CODES)):
        where = f"{fname}: mana {r['id']}"
        out.append(
            Mana(
                r["id"],
                _text(r.get("name"), where),
                _one_of(r.get("time"), TIMES, f"{where} time", optional=True),
                _codes(r.get("pays"), f"{where} pays"),
            )
        )
    _need(tuple(m.code for m in out) == MANA_CODES, f"{fname}: mana must be {', '.join(MANA_CODES)} in order")
    return tuple(out)


def parse_locations(data: Any, fname: str = "reference.json") -> tuple[Location, ...]:
    """The location types in LOCATION_IDS order."""
    out = []
    for r in _records(data, "locations", fname, len(LOCATION_IDS)):
        where = f"{fname}: {r['id']}"
        drawn = _count(r.get("artifacts_drawn"), f"{where} artifacts_drawn")
        kept = _count(r.get("artifacts_kept"), f"{where} artifacts_kept")
        _need(kept <= drawn, f"{where} cannot keep more artifacts than it draws")
        kind = _one_of(r.get("kind"), LOCATION_KINDS, f"{where} kind")
        recruit = _one_of(r.get("recruit"), ("always", "vanquished"), f"{where} recruit", optional=True)
        _need(kind != "roaming" or recruit is None, f"{where}: a roaming enemy is not a recruit location")
        out.append(
            Location(
                r["id"],
                _text(r.get("name"), where),
                kind,
                recruit,
                drawn,
                kept,
                _count(r.get("spells"), f"{where} spells"),
            )
        )
    _need(tuple(c.id for c in out) == LOCATION_IDS, f"{fname}: locations must be {', '.join(LOCATION_IDS)} in order")
    return tuple(out)


def parse_cubes(data: Any, fname: str = "reference.json") -> tuple[Cube, ...]:
    """The cube colours in the tin, with their counts."""
    out = []
    for r in _records(data, "cubes", fname):
        where = f"{fname}: cube {r['id']}"
        out.append(Cube(r["id"], _count(r.get("count"), f"{where} count", 1), _one_of(r.get("use"), _CUBE_USES, where)))
    guiding = sorted(c.id for c in out if c.use == "guiding")
    _need(guiding == sorted(GUIDING_CUBES), f"{fname}: the guiding cubes must be {', '.join(GUIDING_CUBES)}")
    return tuple(out)


def parse_components(data: Any, fname: str = "reference.json") -> dict[str, int]:
    """The card counts by component id; 'total_cards' must be their sum."""
    counts = {
        r["id"]: _count(r.get("count"), f"{fname}: {r['id']} count", 1) for r in _records(data, "components", fname)
    }
    missing = sorted(set(_COMPONENT_IDS + ("total_cards",)) - set(counts))
    _need(not missing, f"{fname}: components missing: {', '.join(missing)}")
    total = sum(n for k, n in counts.items() if k != "total_cards")
    _need(total == counts["total_cards"], f"{fname}: total_cards is {counts['total_cards']}; the parts add to {total}")
    return counts


def parse_readings(data: Any, fname: str = "reference.json") -> dict[str, str]:
    """The app's readings of rules the rulebook leaves open, by id."""
    return {r["id"]: _text(r.get("text"), f"{fname}: {r['id']}") for r in _records(data, "readings", fname)}


# --- actions.json -------------------------------------------------------------------------


def parse_actions(data: Any, fname: str = "actions.json") -> tuple[ActionCard, ...]:
    """The action card titles in printed order, each with its four halves."""
    out = []
    for r in _records(data, "cards", fname):
        rid = r["id"]
        halves = []
        for h in _list(r.get("halves"), fname, f"{rid} halves", len(HALF_IDS)):
            where = f"{fname}: {rid} {h['id']}"
            _need(h["id"] in HALF_IDS, f"{where}: a half must be one of {', '.join(HALF_IDS)}")
            halves.append(
                ActionHalf(
                    h["id"],
                    h["id"].startswith("advanced"),
                    h["id"].endswith("waning"),
                    _effect(h.get("action"), f"{where} action"),
                    _one_of(h.get("mana_in_source"), MANA_CODES, f"{where} mana_in_source", optional=True),
                    _one_of(h.get("mana_cost"), MANA_CODES, f"{where} mana_cost"),
                    _effect(h.get("stronger"), f"{where} stronger"),
                )
            )
        _need(tuple(h.id for h in halves) == HALF_IDS, f"{fname}: {rid} halves must be {', '.join(HALF_IDS)} in order")
        out.append(
            ActionCard(
                rid,
                _text(r.get("title"), f"{fname}: {rid} title"),
                _count(r.get("copies"), f"{fname}: {rid} copies", 1),
                (halves[0], halves[1], halves[2], halves[3]),
            )
        )
    return tuple(out)


# --- movement.json ------------------------------------------------------------------------


def _cost(v: Any, where: str) -> int | None:
    return None if v is None else _count(v, where, 1)


def parse_terrains(data: Any, fname: str = "movement.json") -> tuple[Terrain, ...]:
    """The movement cost table, one terrain per row."""
    out = []
    for r in _records(data, "terrains", fname):
        where = f"{fname}: {r['id']}"
        code = _text(r.get("code"), f"{where} code")
        _need(len(code) == 1, f"{where} code must be one letter")
        day, night = _cost(r.get("day"), f"{where} day"), _cost(r.get("night"), f"{where} night")
        _need((day is None) == (night is None), f"{where}: a terrain that cannot be entered by day cannot at night")
        out.append(Terrain(r["id"], code, _text(r.get("name"), where), day, night))
    _need(len({t.code for t in out}) == len(out), f"{fname}: two terrains share a code")
    return tuple(out)


# --- enemies.json -------------------------------------------------------------------------


def parse_abilities(data: Any, fname: str = "enemies.json") -> tuple[Ability, ...]:
    """The enemy abilities."""
    out = []
    for r in _records(data, "abilities", fname):
        where = f"{fname}: {r['id']}"
        out.append(
            Ability(
                r["id"],
                _text(r.get("name"), f"{where} name"),
                _text(r.get("text"), f"{where} text"),
                _count(r.get("wound_multiplier"), f"{where} wound_multiplier", 1),
                _count(r.get("block_multiplier"), f"{where} block_multiplier", 1),
                _bool(r.get("must_block"), f"{where} must_block"),
            )
        )
    return tuple(out)


def parse_enemies(
    data: Any, locations: tuple[str, ...], abilities: dict[str, Ability], fname: str = "enemies.json"
) -> tuple[Enemy, ...]:
    """The enemy reference card: every location with an enemy x every guiding cube x every level."""
    out = []
    for r in _records(data, "enemies", fname, len(locations) * len(GUIDING_CUBES) * len(ENEMY_LEVELS)):
        rid = r["id"]
        where = f"{fname}: {rid}"
        loc = _one_of(r.get("location"), locations, f"{where} location")
        cube = _one_of(r.get("cube"), GUIDING_CUBES, f"{where} cube")
        level = _level(r.get("level"), f"{where} level")
        _need(rid == f"{loc}-{cube}-{level}", f"{where}: the id must be location-cube-level ({loc}-{cube}-{level})")
        names: Any = r.get("abilities")
        _need(isinstance(names, list) and len(set(names)) == len(names), f"{where} abilities must be a list of ids")
        unknown = sorted(set(names) - set(abilities))
        _need(not unknown, f"{where} has unknown abilities {unknown}")
        out.append(
            Enemy(
                rid,
                _text(r.get("name"), f"{where} name"),
                loc,
                cube,
                level,
                _count(r.get("attack"), f"{where} attack", 1),
                _one_of(r.get("attack_type"), ATTACK_TYPES, f"{where} attack_type"),
                _count(r.get("defense"), f"{where} defense", 1),
                _one_of(r.get("immunity"), ATTACK_ELEMENTS, f"{where} immunity", optional=True),
                _bool(r.get("range_immune"), f"{where} range_immune"),
                _count(r.get("xp"), f"{where} xp", 1),
                tuple(abilities[a] for a in names),
            )
        )
    return tuple(out)


# --- levels.json and tracker.json ---------------------------------------------------------


def parse_levels(data: Any, count: int = 5, fname: str = "levels.json") -> tuple[LevelCard, ...]:
    """The level cards from the top of the stack (1-2) down."""
    out = []
    for i, r in enumerate(_records(data, "levels", fname, count)):
        where = f"{fname}: {r['id']}"
        levels: Any = r.get("levels")
        first = 2 * i + 1
        _need(levels == [first, first + 1], f"{where} must show levels {first} and {first + 1}")
        _need(r["id"] == f"{first}-{first + 1}", f"{where}: the id must be {first}-{first + 1}")
        out.append(
            LevelCard(
                r["id"],
                (first, first + 1),
                _count(r.get("defense"), f"{where} defense", 1),
                _count(r.get("hand_size"), f"{where} hand_size", 1),
            )
        )
    return tuple(out)


def parse_xp_track(data: Any, fname: str = "tracker.json") -> tuple[XpSpace, ...]:
    """The experience track's level spaces, level 2 first."""
    out = []
    for r in _records(data, "xp_track", fname):
        where = f"{fname}: {r['id']}"
        out.append(
            XpSpace(
                _count(r.get("level"), f"{where} level", 2),
                _count(r.get("xp"), f"{where} xp", 1),
                _one_of(r.get("symbol"), XP_SYMBOLS, f"{where} symbol"),
            )
        )
    _need([s.level for s in out] == list(range(2, len(out) + 2)), f"{fname}: xp_track levels must run 2, 3, 4, ...")
    xps = [s.xp for s in out]
    _need(xps == sorted(set(xps)), f"{fname}: xp_track values must rise")
    return tuple(out)


def parse_rounds(data: Any, fname: str = "tracker.json") -> tuple[Round, ...]:
    """The round track, round 1 first."""
    out = []
    for r in _records(data, "rounds", fname):
        where = f"{fname}: {r['id']}"
        out.append(Round(_count(r.get("round"), f"{where} round", 1), _one_of(r.get("time"), TIMES, f"{where} time")))
    _need([x.number for x in out] == list(range(1, len(out) + 1)), f"{fname}: rounds must run 1, 2, 3, ...")
    _need(all(a.time != b.time for a, b in zip(out, out[1:])), f"{fname}: rounds must alternate day and night")
    return tuple(out)


# --- units, spells, artifacts and skills --------------------------------------------------


def parse_units(data: Any, recruit_at: tuple[str, ...], count: int = 8, fname: str = "units.json") -> tuple[Unit, ...]:
    """The unit cards; `recruit_at` names the locations that recruit."""
    out = []
    for r in _records(data, "units", fname, count):
        where = f"{fname}: {r['id']}"
        locs: Any = r.get("recruit_at")
        _need(isinstance(locs, list) and bool(locs), f"{where} recruit_at must be a non-empty list")
        out.append(
            Unit(
                r["id"],
                _text(r.get("name"), f"{where} name"),
                _count(r.get("cost"), f"{where} cost", 1),
                tuple(_one_of(loc, recruit_at, f"{where} recruit_at") for loc in locs),
                _count(r.get("defense"), f"{where} defense", 1),
                _one_of(r.get("immunity"), ATTACK_TYPES, f"{where} immunity", optional=True),
                _effect(r.get("abilities"), f"{where} abilities"),
            )
        )
    return tuple(out)


def parse_spells(data: Any, count: int = 8, fname: str = "spells.json") -> tuple[Spell, ...]:
    """The spell cards."""
    out = []
    for r in _records(data, "spells", fname, count):
        where = f"{fname}: {r['id']}"
        colour = _one_of(r.get("colour"), MANA_CODES, f"{where} colour")
        basic_mana = _codes(r.get("basic_mana"), f"{where} basic_mana")
        stronger_mana = _codes(r.get("stronger_mana"), f"{where} stronger_mana")
        _need(colour in basic_mana and colour in stronger_mana, f"{where}: both effects spend the spell's colour")
        out.append(
            Spell(
                r["id"],
                _text(r.get("name"), f"{where} name"),
                colour,
                _effect(r.get("basic"), f"{where} basic"),
                basic_mana,
                _effect(r.get("stronger"), f"{where} stronger"),
                stronger_mana,
            )
        )
    return tuple(out)


def parse_artifacts(data: Any, count: int = 6, fname: str = "artifacts.json") -> tuple[Artifact, ...]:
    """The artifact cards."""
    out = []
    for r in _records(data, "artifacts", fname, count):
        where = f"{fname}: {r['id']}"
        out.append(
            Artifact(
                r["id"],
                _text(r.get("name"), f"{where} name"),
                _effect(r.get("basic"), f"{where} basic"),
                _effect(r.get("stronger"), f"{where} stronger"),
            )
        )
    return tuple(out)


def parse_skills(data: Any, count: int = 8, fname: str = "skills.json") -> tuple[Skill, ...]:
    """The skill cards."""
    out = []
    for r in _records(data, "skills", fname, count):
        where = f"{fname}: {r['id']}"
        out.append(Skill(r["id"], _text(r.get("name"), f"{where} name"), _effect(r.get("effect"), f"{where} effect")))
    return tuple(out)


# --- Loading ------------------------------------------------------------------------------


def load(folder: Path | str | dict[str, Any] | None = None) -> Components:
    """Read and check every Mint Knight file from `folder` (default data/knight), or from a dict of parsed files."""
    raw = load_game_files("knight", FILES, folder, CardDataError)
    ref = raw["reference.json"]
    consts = parse_constants(ref)
    counts = parse_components(ref)
    locations = parse_locations(ref)
    actions = parse_actions(raw["actions.json"])
    deck = sum(c.copies for c in actions)
    _need(
        deck == counts["action_cards"],
        f"actions.json: the copies add to {deck} cards; Mint Knight has {counts['action_cards']}",
    )
    levels = parse_levels(raw["levels.json"], counts["level_cards"])
    xp_track = parse_xp_track(raw["tracker.json"])
    _need(
        xp_track[-1].level == levels[-1].levels[1], f"tracker.json: xp_track must end at level {levels[-1].levels[1]}"
    )
    units_icons = sum(1 for s in xp_track if s.symbol == "unit")
    _need(
        units_icons == len(levels) - 1,
        f"tracker.json: {units_icons} unit icons, but {len(levels) - 1} level cards can be flipped into unit tokens",
    )
    for s in xp_track:
        # A unit icon flips the top card, so the new top card must start at that level.
        _need(
            (s.symbol == "unit") == (s.level % 2 == 1),
            f"tracker.json: level {s.level} must carry a {'unit' if s.level % 2 else 'skill'} icon to match the level cards",
        )
    rounds = parse_rounds(raw["tracker.json"])
    _need(len(rounds) == consts["rounds"], f"tracker.json: the round track needs {consts['rounds']} rounds")
    recruit_at = tuple(loc.id for loc in locations if loc.recruit is not None)
    abilities = parse_abilities(raw["enemies.json"])
    return Components(
        constants=consts,
        counts=counts,
        mana=parse_mana(ref),
        locations=locations,
        cubes=parse_cubes(ref),
        readings=parse_readings(ref),
        action_cards=actions,
        terrains=parse_terrains(raw["movement.json"]),
        abilities=abilities,
        enemies=parse_enemies(
            raw["enemies.json"], tuple(loc.id for loc in locations if loc.has_enemy), {a.id: a for a in abilities}
        ),
        level_cards=levels,
        xp_track=xp_track,
        rounds=rounds,
        units=parse_units(raw["units.json"], recruit_at, counts["units"]),
        spells=parse_spells(raw["spells.json"], counts["spells"]),
        artifacts=parse_artifacts(raw["artifacts.json"], counts["artifacts"]),
        skills=parse_skills(raw["skills.json"], counts["skills"]),
    )


_DATA = load()
CONSTANTS = _DATA.constants
COMPONENT_COUNTS = _DATA.counts
MANA = _DATA.mana
MANA_BY_CODE = {m.code: m for m in MANA}
LOCATIONS = _DATA.locations
LOCATION_BY_ID = {loc.id: loc for loc in LOCATIONS}
CUBES = _DATA.cubes
READINGS = _DATA.readings
"""The app's readings of rules the rulebook leaves open, by id (e.g. 'round_end', 'wounds')."""
ACTION_CARDS = _DATA.action_cards
ACTION_BY_ID = {c.id: c for c in ACTION_CARDS}
ACTION_DECK: tuple[str, ...] = tuple(c.id for c in ACTION_CARDS for _ in range(c.copies))
"""The ids of the 16 action cards, copies repeated, in printed order."""
TERRAINS = _DATA.terrains
TERRAIN_BY_ID = {t.id: t for t in TERRAINS}
TERRAIN_BY_CODE = {t.code: t for t in TERRAINS}
ABILITIES = {a.id: a for a in _DATA.abilities}
ENEMIES = _DATA.enemies
ENEMY_BY_ID = {e.id: e for e in ENEMIES}
ENEMY_TABLE = {(e.location, e.cube, e.level): e for e in ENEMIES}
"""The enemy reference card by (location, guiding cube colour, level)."""
LEVEL_CARDS = _DATA.level_cards
XP_TRACK = _DATA.xp_track
XP_MAX = XP_TRACK[-1].xp
ROUND_TRACK = _DATA.rounds
UNITS = _DATA.units
UNIT_BY_ID = {u.id: u for u in UNITS}
SPELLS = _DATA.spells
SPELL_BY_ID = {s.id: s for s in SPELLS}
ARTIFACTS = _DATA.artifacts
ARTIFACT_BY_ID = {a.id: a for a in ARTIFACTS}
SKILLS = _DATA.skills
SKILL_BY_ID = {s.id: s for s in SKILLS}

ROUNDS: int = CONSTANTS["rounds"]
SOURCE_CARDS: int = CONSTANTS["source_cards"]
SOURCE_SPENDS: int = CONSTANTS["source_spends"]
OFFERING_SIZE: int = CONSTANTS["offering_size"]
EXPLORE_COST: int = CONSTANTS["explore_cost"]
HEAL_COSTS: dict[str, int] = CONSTANTS["heal_costs"]
SIDEWAYS: Effect = CONSTANTS["sideways"]
"""What any action card may be played as instead of its basic action."""
START_XP: int = CONSTANTS["start_xp"]
EASY_START_XP: int = CONSTANTS["easy_start_xp"]
START_UNIT_TOKENS: int = CONSTANTS["start_unit_tokens"]
CASTLES: dict[str, int] = CONSTANTS["castles"]
NON_CASTLES: dict[str, int] = CONSTANTS["non_castles"]
HARD_THIRD_CASTLE_LEVEL: int = CONSTANTS["hard_third_castle_level"]
COOP_THIRD_CASTLE_LEVEL: int = CONSTANTS["coop_third_castle_level"]
COOP_CASTLE_POOL: tuple[str, ...] = CONSTANTS["coop_castle_pool"]
COOP_MAX_SKILLS: int = CONSTANTS["coop_max_skills"]
REWARD_USES_PER_ROUND: int = CONSTANTS["reward_uses_per_round"]
SKILL_USES_PER_ROUND: int = CONSTANTS["skill_uses_per_round"]


# --- Look-ups -----------------------------------------------------------------------------


def enemy_for(location: str, cube: str, level: int) -> Enemy:
    """The enemy the reference card gives for a location, a guiding cube colour and an enemy level."""
    found = ENEMY_TABLE.get((location, cube, level))
    if found is None:
        raise ValueError(f"The enemy reference card has no level-{level} enemy for a {cube} cube at {location}.")
    return found


def level_of(xp: int) -> int:
    """The hero's level with `xp` experience."""
    return 1 + sum(1 for s in XP_TRACK if xp >= s.xp)


def level_card(level: int) -> LevelCard:
    """The level card on top of the stack at `level`: it gives the defense and hand size."""
    return LEVEL_CARDS[min(len(LEVEL_CARDS), (max(1, level) + 1) // 2) - 1]


def symbols_between(old_xp: int, new_xp: int) -> tuple[str, ...]:
    """The icons crossed when experience goes from `old_xp` to `new_xp`, in track order; reaching a space counts."""
    return tuple(s.symbol for s in XP_TRACK if old_xp < s.xp <= new_xp)


def unit_tokens(level: int) -> int:
    """Unit tokens earned by `level` (one per flipped level card)."""
    return START_UNIT_TOKENS + sum(1 for s in XP_TRACK if s.symbol == "unit" and s.level <= level)


def time_of(round_number: int) -> str:
    """'day' or 'night' for a round of the round track."""
    return ROUND_TRACK[round_number - 1].time


def move_cost(terrain: str, time: str) -> int | None:
    """Move points to enter a space of `terrain` (id or one-letter code) during `time`; None if it cannot be entered."""
    found = TERRAIN_BY_ID.get(terrain) or TERRAIN_BY_CODE.get(terrain)
    if found is None:
        raise ValueError(f"{terrain!r} is not a terrain of the movement table.")
    return found.cost(time)


def pays(mana: str, needed: str, time: str) -> bool:
    """Whether one mana of colour `mana` can pay for a `needed` icon during `time`."""
    m = MANA_BY_CODE.get(mana)
    if m is None:
        raise ValueError(f"{mana!r} is not a mana colour; the colours are {', '.join(MANA_CODES)}.")
    return m.usable(time) and needed in m.pays


# --- Player words -------------------------------------------------------------------------


def _plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _colour_list(codes: tuple[str, ...], last: str) -> str:
    names = [MANA_BY_CODE[c].name for c in codes]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {last} {names[-1]}"


def _words(step: Step) -> tuple[str, int | None, str]:
    """A step as (name, amount, tail); steps with equal amounts and no tail merge: 'Attack or Block 2'."""
    if isinstance(step, Move):
        return "Move", step.amount, ""
    if isinstance(step, Attack):
        name = ("Magic " if step.element == "magic" else "") + ("Ranged Attack" if step.ranged else "Attack")
        return name, step.amount, ""
    if isinstance(step, Block):
        if step.element == "any":
            return "Block", step.amount, " against any attack"
        return ("Elemental Block" if step.element == "elemental" else "Block"), step.amount, ""
    if isinstance(step, Influence):
        return "Influence", step.amount, ""
    if isinstance(step, Heal):
        return "Heal", step.amount, ""
    if isinstance(step, GainMana):
        n = step.amount
        if len(step.colours) == 1:
            return f"Gain {n} {MANA_BY_CODE[step.colours[0]].name} mana", None, ""
        if step.same:
            return f"Gain {n} mana of one colour: {_colour_list(step.colours, 'or')}", None, ""
        if len(step.colours) == len(MANA_CODES):
            return f"Gain {n} mana of any colour" if n == 1 else f"Gain {n} mana in any mix of colours", None, ""
        if n == 1:
            return f"Gain 1 mana: {_colour_list(step.colours, 'or')}", None, ""
        return f"Gain {n} mana in any mix of {_colour_list(step.colours, 'and')}", None, ""
    if isinstance(step, ExtraSource):
        return f"Spend {step.amount} more mana from the source this turn", None, ""
    if isinstance(step, FreeExplore):
        return "Explore once for free this turn", None, ""
    if isinstance(step, ReadyUnit):
        if step.heal:
            return "Heal and ready " + ("all units" if step.every else "a unit"), None, ""
        return "Ready " + ("all unwounded units" if step.every else "a unit"), None, ""
    if isinstance(step, Weaken):
        return f"Lower the enemy's attack by {step.amount}", None, ""
    if isinstance(step, CancelAttack):
        return "The enemy does not attack", None, ""
    if isinstance(step, Exhaust):
        return "Exhaust " + _plural(step.amount, "other card", "other cards"), None, ""
    return "Recruit a unit for free", None, ""


def _step_text(step: Step) -> str:
    name, n, tail = _words(step)
    return name + ("" if n is None else f" {n}") + tail


def _option_text(option: tuple[Step, ...]) -> str:
    out = ""
    for i, s in enumerate(option):
        text = _step_text(s)
        if i:
            # Action names keep their capital ("and Influence 2"); sentences continue in lower case.
            out += ": " if isinstance(option[i - 1], Exhaust) else " and "
            text = text if _words(s)[1] is not None else text[0].lower() + text[1:]
        out += text
    return out


def _choice_text(options: tuple[tuple[Step, ...], ...]) -> str:
    words = [_words(o[0]) for o in options if len(o) == 1]
    if len(options) > 1 and len(words) == len(options):
        amounts = {n for _, n, tail in words if not tail}
        if len(amounts) == 1 and None not in amounts and all(not tail for _, _, tail in words):
            names = [name for name, _, _ in words]
            return f"{', '.join(names[:-1])} or {names[-1]} {amounts.pop()}"
    return " or ".join(_option_text(o) for o in options)


def text_of(effect: Effect | Step) -> str:
    """An effect in the words a player reads, e.g. 'Attack or Block 2' or 'Move 3 and explore once for free this turn'."""
    if not isinstance(effect, Effect):
        return _step_text(effect)
    opts = effect.options
    prefix = 0
    while len(opts) > 1 and all(len(o) > prefix + 1 and o[prefix] == opts[0][prefix] for o in opts):
        prefix += 1
    if prefix:
        head = _option_text(opts[0][:prefix])
        joint = ": " if isinstance(opts[0][prefix - 1], Exhaust) else " and "
        return head + joint + _choice_text(tuple(o[prefix:] for o in opts))
    return _choice_text(opts)
