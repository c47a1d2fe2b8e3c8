"""Mint Knight's component data: data/knight/*.json decoded (``load``) into the frozen structs of
cardtypes.py through the shared data idiom (mint.core.carddata), then checked across records and
files. The loaded values and their look-ups live in cards.py.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Literal

import msgspec
from msgspec import Meta

from mint.core.carddata import check_count, check_ids, decode, need, read, records
from mint.games.knight.cardtypes import (
    FILES,
    GUIDING_CUBES,
    HALF_IDS,
    LOCATION_IDS,
    Ability,
    ActionCard,
    ActionHalf,
    Artifact,
    AttackElement,
    AttackType,
    Components,
    Count,
    Cube,
    EffectField,
    Enemy,
    EnemyLevel,
    GuidingCube,
    LevelCard,
    Location,
    Mana,
    ManaCode,
    Positive,
    Record,
    Round,
    Skill,
    Spell,
    Terrain,
    Text,
    Unit,
    XpSpace,
    dec_hook,
)
from mint.games.knight.effects import MANA_CODES

GAME = "Mint Knight"

# --- reference.json -----------------------------------------------------------------------


class Constant(Record, frozen=True):
    id: str
    value: Any


class HealCosts(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    discard_to_deck: Count
    rotate_to_starting: Count
    ready_wounded_unit: Count


class PerMode(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    solo: Count
    hard: Count
    coop: Count


class Constants(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The rule numbers, one field per constant id."""

    rounds: Count
    source_cards: Count
    source_spends: Count
    offering_size: Count
    explore_cost: Count
    heal_costs: HealCosts
    sideways: EffectField
    start_xp: Count
    easy_start_xp: Count
    start_unit_tokens: Count
    castles: PerMode
    non_castles: PerMode
    hard_third_castle_level: EnemyLevel
    coop_third_castle_level: EnemyLevel
    coop_castle_pool: Annotated[tuple[GuidingCube, ...], Meta(min_length=1)]
    coop_max_skills: Count
    reward_uses_per_round: Count
    skill_uses_per_round: Count


class Component(Record, frozen=True):
    id: str
    count: Positive


class Reading(Record, frozen=True):
    id: str
    text: Text


class ReferenceFile(msgspec.Struct, frozen=True):
    schema: Literal[1]
    constants: Annotated[tuple[Constant, ...], Meta(min_length=1)]
    mana: tuple[Mana, ...]
    locations: tuple[Location, ...]
    cubes: Annotated[tuple[Cube, ...], Meta(min_length=1)]
    components: Annotated[tuple[Component, ...], Meta(min_length=1)]
    readings: Annotated[tuple[Reading, ...], Meta(min_length=1)]


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
    "total_cards",
)


def parse_reference(data: bytes | Any, fname: str = "reference.json") -> dict[str, Any]:
    """The reference card's parts, keyed as the Components fields they fill."""
    got = decode(fname, data, ReferenceFile, dec_hook)
    for key in ("constants", "cubes", "components", "readings"):
        check_ids(fname, getattr(got, key))
    values = decode(f"{fname}: constants", {c.id: c.value for c in got.constants}, Constants, dec_hook)
    consts = {c.id: getattr(values, c.id) for c in got.constants}
    for key in ("heal_costs", "castles", "non_castles"):
        consts[key] = msgspec.structs.asdict(consts[key])
    check_count(fname, "mana", got.mana, len(MANA_CODES), GAME)
    need(tuple(m.code for m in got.mana) == MANA_CODES, f"{fname}: mana must be {', '.join(MANA_CODES)} in order")
    check_count(fname, "locations", got.locations, len(LOCATION_IDS), GAME)
    ids = tuple(loc.id for loc in got.locations)
    need(ids == LOCATION_IDS, f"{fname}: locations must be {', '.join(LOCATION_IDS)} in order")
    guiding = sorted(c.id for c in got.cubes if c.use == "guiding")
    need(guiding == sorted(GUIDING_CUBES), f"{fname}: the guiding cubes must be {', '.join(GUIDING_CUBES)}")
    counts = {c.id: c.count for c in got.components}
    missing = sorted(set(_COMPONENT_IDS) - set(counts))
    need(not missing, f"{fname}: components missing: {', '.join(missing)}")
    total = sum(n for k, n in counts.items() if k != "total_cards")
    need(total == counts["total_cards"], f"{fname}: total_cards is {counts['total_cards']}; the parts add to {total}")
    return {
        "constants": consts,
        "counts": counts,
        "mana": got.mana,
        "locations": got.locations,
        "cubes": got.cubes,
        "readings": {r.id: r.text for r in got.readings},
    }


# --- actions.json and enemies.json --------------------------------------------------------


class HalfIn(Record, frozen=True):
    """A readable half of an action card as the file holds it."""

    id: Literal["basic-starting", "basic-waning", "advanced-starting", "advanced-waning"]
    action: EffectField
    mana_in_source: ManaCode | None
    mana_cost: ManaCode
    stronger: EffectField

    def half(self) -> ActionHalf:
        advanced, waning = self.id.startswith("advanced"), self.id.endswith("waning")
        return ActionHalf(self.id, advanced, waning, self.action, self.mana_in_source, self.mana_cost, self.stronger)


class ActionCardIn(Record, frozen=True):
    id: str
    title: Text
    copies: Positive
    halves: tuple[HalfIn, ...]

    def __post_init__(self) -> None:
        super().__post_init__()
        if tuple(h.id for h in self.halves) != HALF_IDS:
            raise ValueError(f"halves must be {', '.join(HALF_IDS)} in order")

    def card(self) -> ActionCard:
        h = tuple(x.half() for x in self.halves)
        return ActionCard(self.id, self.title, self.copies, (h[0], h[1], h[2], h[3]))


class EnemyIn(Record, frozen=True):
    """An enemy of the reference card as the file holds it: its abilities by id."""

    id: str
    name: Text
    location: str
    cube: GuidingCube
    level: EnemyLevel
    attack: Positive
    attack_type: AttackType
    defense: Positive
    immunity: AttackElement | None
    range_immune: bool
    xp: Positive
    abilities: tuple[str, ...]

    def __post_init__(self) -> None:
        super().__post_init__()
        key = f"{self.location}-{self.cube}-{self.level}"
        if self.id != key:
            raise ValueError(f"the id must be location-cube-level ({key})")
        if len(set(self.abilities)) != len(self.abilities):
            raise ValueError("an ability is named twice")

    def enemy(self, abilities: dict[str, Ability]) -> Enemy:
        return Enemy(
            self.id,
            self.name,
            self.location,
            self.cube,
            self.level,
            self.attack,
            self.attack_type,
            self.defense,
            self.immunity,
            self.range_immune,
            self.xp,
            tuple(abilities[a] for a in self.abilities),
        )


class EnemiesFile(msgspec.Struct, frozen=True):
    schema: Literal[1]
    abilities: Annotated[tuple[Ability, ...], Meta(min_length=1)]
    enemies: Annotated[tuple[EnemyIn, ...], Meta(min_length=1)]


def parse_enemies(data: bytes | Any, locations: tuple[str, ...], fname: str = "enemies.json") -> dict[str, Any]:
    """The enemy abilities, and the reference card: every location with an enemy x every guiding
    cube x every level."""
    got = decode(fname, data, EnemiesFile)
    check_ids(fname, got.abilities)
    check_ids(fname, got.enemies)
    check_count(fname, "enemies", got.enemies, len(locations) * len(GUIDING_CUBES) * 2, GAME)
    abilities = {a.id: a for a in got.abilities}
    for e in got.enemies:
        where = f"{fname}: enemies {e.id!r}"
        need(e.location in locations, f"{where}, field 'location': must be one of {', '.join(locations)}")
        unknown = sorted(set(e.abilities) - set(abilities))
        need(not unknown, f"{where}, field 'abilities': unknown abilities {unknown}")
    return {"abilities": got.abilities, "enemies": tuple(e.enemy(abilities) for e in got.enemies)}


# --- levels.json and tracker.json ---------------------------------------------------------


class TrackerFile(msgspec.Struct, frozen=True):
    schema: Literal[1]
    xp_track: Annotated[tuple[XpSpace, ...], Meta(min_length=1)]
    rounds: Annotated[tuple[Round, ...], Meta(min_length=1)]


def parse_levels(data: bytes | Any, count: int = 5, fname: str = "levels.json") -> tuple[LevelCard, ...]:
    """The level cards from the top of the stack (1-2) down."""
    out = records(fname, data, "levels", LevelCard, count, GAME)
    for i, card in enumerate(out):
        first = 2 * i + 1
        where = f"{fname}: levels {card.id!r}"
        need(card.levels == (first, first + 1), f"{where}, field 'levels': must show levels {first} and {first + 1}")
        need(card.id == f"{first}-{first + 1}", f"{where}: the id must be {first}-{first + 1}")
    return out


def parse_tracker(
    data: bytes | Any, levels: tuple[LevelCard, ...], rounds: int, fname: str = "tracker.json"
) -> dict[str, Any]:
    """The experience track (level 2 first) and the round track (round 1 first)."""
    got = decode(fname, data, TrackerFile)
    track = got.xp_track
    need([s.level for s in track] == list(range(2, len(track) + 2)), f"{fname}: xp_track levels must run 2, 3, 4, ...")
    xps = [s.xp for s in track]
    need(xps == sorted(set(xps)), f"{fname}: xp_track values must rise")
    top = levels[-1].levels[1]
    need(track[-1].level == top, f"{fname}: xp_track must end at level {top}")
    icons = sum(1 for s in track if s.symbol == "unit")
    need(
        icons == len(levels) - 1,
        f"{fname}: {icons} unit icons, but {len(levels) - 1} level cards can be flipped into unit tokens",
    )
    for s in track:
        # A unit icon flips the top card, so the new top card must start at that level.
        icon = "unit" if s.level % 2 else "skill"
        need(s.symbol == icon, f"{fname}: level {s.level} must carry a {icon} icon to match the level cards")
    track_rounds = got.rounds
    need(
        [x.number for x in track_rounds] == list(range(1, len(track_rounds) + 1)),
        f"{fname}: rounds must run 1, 2, 3, ...",
    )
    need(
        all(a.time != b.time for a, b in zip(track_rounds, track_rounds[1:])),
        f"{fname}: rounds must alternate day and night",
    )
    need(len(track_rounds) == rounds, f"{fname}: the round track needs {rounds} rounds")
    return {"xp_track": track, "rounds": track_rounds}


# --- Loading ------------------------------------------------------------------------------


def load(folder: Path | str | dict[str, Any] | None = None) -> Components:
    """Read and check every Mint Knight file from `folder` (default data/knight), or from a dict of parsed files."""
    raw = {f: read("knight", f, folder) for f in FILES}
    ref = parse_reference(raw["reference.json"])
    counts = ref["counts"]
    actions = tuple(
        c.card() for c in records("actions.json", raw["actions.json"], "cards", ActionCardIn, None, GAME, dec_hook)
    )
    deck = sum(c.copies for c in actions)
    need(
        deck == counts["action_cards"],
        f"actions.json: the copies add to {deck} cards; Mint Knight has {counts['action_cards']}",
    )
    terrains = records("movement.json", raw["movement.json"], "terrains", Terrain)
    need(len({t.code for t in terrains}) == len(terrains), "movement.json: two terrains share a code")
    levels = parse_levels(raw["levels.json"], counts["level_cards"])
    fought = tuple(loc.id for loc in ref["locations"] if loc.has_enemy)
    recruit_at = tuple(loc.id for loc in ref["locations"] if loc.recruit is not None)
    units = records("units.json", raw["units.json"], "units", Unit, counts["units"], GAME, dec_hook)
    for u in units:
        bad = [loc for loc in u.recruit_at if loc not in recruit_at]
        need(
            not bad,
            f"units.json: units {u.id!r}, field 'recruit_at': must be one of {', '.join(recruit_at)}; found {bad[0] if bad else ''!r}",
        )
    return Components(
        **ref,
        action_cards=actions,
        terrains=terrains,
        **parse_enemies(raw["enemies.json"], fought),
        level_cards=levels,
        **parse_tracker(raw["tracker.json"], levels, ref["constants"]["rounds"]),
        units=units,
        spells=records("spells.json", raw["spells.json"], "spells", Spell, counts["spells"], GAME, dec_hook),
        artifacts=records(
            "artifacts.json", raw["artifacts.json"], "artifacts", Artifact, counts["artifacts"], GAME, dec_hook
        ),
        skills=records("skills.json", raw["skills.json"], "skills", Skill, counts["skills"], GAME, dec_hook),
    )
