"""Mint Knight components: action cards, movement costs, enemies, level cards, tracker, units, spells,
artifacts, skills and the rule numbers, loaded from data/knight/*.json and validated.

Every card effect is an `Effect`: a choice between options, each option a tuple of typed steps done in
order (`Move`, `Attack`, `Block`, `Influence`, `Heal`, `GainMana`, ...). The data spells effects in a
short text form ("attack 2 or block 2", "move 3 + free explore") that `parse_effect` reads and
`str(effect)` writes back; `text_of` says an effect the way a player reads it ("Attack or Block 2").
"""

from __future__ import annotations

from mint.core.words import data, t, tn
from mint.games.knight.carddata import load
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
    return _LEVELS[xp] if 0 <= xp < len(_LEVELS) else 1 + sum(1 for s in XP_TRACK if xp >= s.xp)


_LEVELS = tuple(1 + sum(1 for s in XP_TRACK if xp >= s.xp) for xp in range(128))
"""The level for each experience total the track can show (and more), worked out once."""


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


def _colour_list(codes: tuple[str, ...], last: str) -> str:
    names = [str(data(MANA_BY_CODE[c].name)) for c in codes]
    if len(names) == 1:
        return names[0]
    most = ", ".join(names[:-1])
    return str(
        t("{most} or {last}", most=most, last=names[-1])
        if last == "or"
        else t("{most} and {last}", most=most, last=names[-1])
    )


ANY = "any"
"""The tail of a block against any attack (said with its amount)."""


def _words(step: Step) -> tuple[str, int | None, str]:
    """A step as (name, amount, tail); steps with equal amounts and no tail merge: 'Attack or Block 2'."""
    if isinstance(step, Move):
        return str(t("Move")), step.amount, ""
    if isinstance(step, Attack):
        if step.element == "magic":
            return str(t("Magic Ranged Attack") if step.ranged else t("Magic Attack")), step.amount, ""
        return str(t("Ranged Attack") if step.ranged else t("Attack")), step.amount, ""
    if isinstance(step, Block):
        if step.element == "any":
            return str(t("Block")), step.amount, ANY
        return str(t("Elemental Block") if step.element == "elemental" else t("Block")), step.amount, ""
    if isinstance(step, Influence):
        return str(t("Influence")), step.amount, ""
    if isinstance(step, Heal):
        return str(t("Heal")), step.amount, ""
    if isinstance(step, GainMana):
        return _mana_words(step), None, ""
    if isinstance(step, ExtraSource):
        return str(t("Spend {n} more mana from the source this turn", n=step.amount)), None, ""
    if isinstance(step, FreeExplore):
        return str(t("Explore once for free this turn")), None, ""
    if isinstance(step, ReadyUnit):
        if step.heal:
            return str(t("Heal and ready all units") if step.every else t("Heal and ready a unit")), None, ""
        return str(t("Ready all unwounded units") if step.every else t("Ready a unit")), None, ""
    if isinstance(step, Weaken):
        return str(t("Lower the enemy's attack by {n}", n=step.amount)), None, ""
    if isinstance(step, CancelAttack):
        return str(t("The enemy does not attack")), None, ""
    if isinstance(step, Exhaust):
        return str(tn("Exhaust {n} other card", "Exhaust {n} other cards", step.amount)), None, ""
    return str(t("Recruit a unit for free")), None, ""


def _mana_words(step: GainMana) -> str:
    n = step.amount
    if len(step.colours) == 1:
        return str(t("Gain {n} {colour} mana", n=n, colour=data(MANA_BY_CODE[step.colours[0]].name)))
    if step.same:
        return str(t("Gain {n} mana of one colour: {colours}", n=n, colours=_colour_list(step.colours, "or")))
    if len(step.colours) == len(MANA_CODES):
        return str(t("Gain {n} mana of any colour", n=n) if n == 1 else t("Gain {n} mana in any mix of colours", n=n))
    if n == 1:
        return str(t("Gain 1 mana: {colours}", colours=_colour_list(step.colours, "or")))
    return str(t("Gain {n} mana in any mix of {colours}", n=n, colours=_colour_list(step.colours, "and")))


def _step_text(step: Step) -> str:
    name, n, tail = _words(step)
    if n is None:
        return name
    if tail == ANY:
        return str(t("{name} {n} against any attack", name=name, n=n))
    return str(t("{name} {n}", name=name, n=n))


def _and(first: str, then: str) -> str:
    return str(t("{first} and {then}", first=first, then=then))


def _or(first: str, then: str) -> str:
    return str(t("{first} or {then}", first=first, then=then))


def _option_text(option: tuple[Step, ...]) -> str:
    out = ""
    for i, s in enumerate(option):
        text = _step_text(s)
        if i:
            # Action names keep their capital ("and Influence 2"); sentences continue in lower case.
            text = text if _words(s)[1] is not None else text[0].lower() + text[1:]
            out = f"{out}: {text}" if isinstance(option[i - 1], Exhaust) else _and(out, text)
        else:
            out = text
    return out


def _choice_text(options: tuple[tuple[Step, ...], ...]) -> str:
    words = [_words(o[0]) for o in options if len(o) == 1]
    if len(options) > 1 and len(words) == len(options):
        amounts = {n for _, n, tail in words if not tail}
        if len(amounts) == 1 and None not in amounts and all(not tail for _, _, tail in words):
            names = [name for name, _, _ in words]
            return str(t("{names} or {last} {n}", names=", ".join(names[:-1]), last=names[-1], n=amounts.pop()))
    texts = [_option_text(o) for o in options]
    out = texts[0]
    for more in texts[1:]:
        out = _or(out, more)
    return out


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
        rest = _choice_text(tuple(o[prefix:] for o in opts))
        return f"{head}: {rest}" if isinstance(opts[0][prefix - 1], Exhaust) else _and(head, rest)
    return _choice_text(opts)


# everything below is the module's public face, the types and the loader included
__all__ = [
    "parse_effect",
    "Step",
    "Effect",
    "Attack",
    "MANA_CODES",
    "ATTACK_ELEMENTS",
    "ABILITIES",
    "ACTION_BY_ID",
    "ACTION_CARDS",
    "ACTION_DECK",
    "ARTIFACTS",
    "ARTIFACT_BY_ID",
    "ATTACK_TYPES",
    "Ability",
    "ActionCard",
    "ActionHalf",
    "Artifact",
    "CASTLES",
    "COMPONENT_COUNTS",
    "CONSTANTS",
    "COOP_CASTLE_POOL",
    "COOP_MAX_SKILLS",
    "COOP_THIRD_CASTLE_LEVEL",
    "CUBES",
    "CardDataError",
    "Components",
    "Cube",
    "EASY_START_XP",
    "ENEMIES",
    "ENEMY_BY_ID",
    "ENEMY_LEVELS",
    "ENEMY_TABLE",
    "EXPLORE_COST",
    "Enemy",
    "FILES",
    "GUIDING_CUBES",
    "HALF_IDS",
    "HARD_THIRD_CASTLE_LEVEL",
    "HEAL_COSTS",
    "LEVEL_CARDS",
    "LOCATIONS",
    "LOCATION_BY_ID",
    "LOCATION_IDS",
    "LOCATION_KINDS",
    "LevelCard",
    "Location",
    "MANA",
    "MANA_BY_CODE",
    "Mana",
    "NON_CASTLES",
    "OFFERING_SIZE",
    "READINGS",
    "REWARD_USES_PER_ROUND",
    "ROUNDS",
    "ROUND_TRACK",
    "Round",
    "SCHEMA",
    "SIDEWAYS",
    "SKILLS",
    "SKILL_BY_ID",
    "SKILL_USES_PER_ROUND",
    "SOURCES",
    "SOURCE_CARDS",
    "SOURCE_SPENDS",
    "SPELLS",
    "SPELL_BY_ID",
    "START_UNIT_TOKENS",
    "START_XP",
    "Skill",
    "Spell",
    "TERRAINS",
    "TERRAIN_BY_CODE",
    "TERRAIN_BY_ID",
    "TIMES",
    "Terrain",
    "UNITS",
    "UNIT_BY_ID",
    "Unit",
    "XP_MAX",
    "XP_SYMBOLS",
    "XP_TRACK",
    "XpSpace",
    "enemy_for",
    "level_card",
    "level_of",
    "load",
    "move_cost",
    "pays",
    "symbols_between",
    "text_of",
    "time_of",
    "unit_tokens",
]
