"""Mint Knight's component data: loading and checking data/knight/*.json (``load``) into the types
of cardtypes.py. The loaded values and their look-ups live in cards.py.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mint.games.knight.cardtypes import (
    ATTACK_TYPES,
    ENEMY_LEVELS,
    FILES,
    GUIDING_CUBES,
    HALF_IDS,
    LOCATION_IDS,
    LOCATION_KINDS,
    SCHEMA,
    SOURCES,
    TIMES,
    XP_SYMBOLS,
    Ability,
    ActionCard,
    ActionHalf,
    Artifact,
    CardDataError,
    Components,
    Cube,
    Enemy,
    LevelCard,
    Location,
    Mana,
    Round,
    Skill,
    Spell,
    Terrain,
    Unit,
    XpSpace,
)
from mint.games.knight.effects import (
    ATTACK_ELEMENTS,
    MANA_CODES,
    Effect,
    parse_effect,
)
from mint.resources import load_game_files

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
