"""Mint Knight data: every JSON file validates, counts match the component list, rulebook facts and
examples come out of the data, effects read back in players' words, and broken files name the file."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path
from typing import Any

import msgspec
import pytest

from mint.games.knight import cards
from mint.games.knight import effects as steps_module
from mint.resources import data_path, load_json


def _every_effect() -> list[cards.Effect]:
    out = [cards.SIDEWAYS]
    for card in cards.ACTION_CARDS:
        for half in card.halves:
            out += [half.action, half.stronger]
    out += [u.abilities for u in cards.UNITS]
    out += [e for s in cards.SPELLS for e in (s.basic, s.stronger)]
    out += [e for a in cards.ARTIFACTS for e in (a.basic, a.stronger)]
    out += [s.effect for s in cards.SKILLS]
    return out


# --- Counts (component notes 7.13) --------------------------------------------------------


def test_component_counts_match_the_component_list():
    assert len(cards.ACTION_DECK) == cards.COMPONENT_COUNTS["action_cards"] == 16
    assert len(cards.ACTION_CARDS) == 13
    assert len(cards.UNITS) == cards.COMPONENT_COUNTS["units"] == 8
    assert len(cards.SPELLS) == cards.COMPONENT_COUNTS["spells"] == 8
    assert len(cards.ARTIFACTS) == cards.COMPONENT_COUNTS["artifacts"] == 6
    assert len(cards.SKILLS) == cards.COMPONENT_COUNTS["skills"] == 8
    assert len(cards.LEVEL_CARDS) == cards.COMPONENT_COUNTS["level_cards"] == 5
    parts = sum(n for k, n in cards.COMPONENT_COUNTS.items() if k != "total_cards")
    assert parts == cards.COMPONENT_COUNTS["total_cards"] == 60


def test_deck_copies_are_two_furies_strides_and_volleys_and_one_of_the_rest():
    copies = Counter(cards.ACTION_DECK)
    assert {k for k, n in copies.items() if n == 2} == {"fury", "stride", "volley"}
    assert all(n in (1, 2) for n in copies.values())


def test_enemy_reference_card_is_complete_three_cubes_by_six_locations_by_two_levels():
    fighting = [loc.id for loc in cards.LOCATIONS if loc.has_enemy]
    assert fighting == ["ruins", "keep", "tower", "castle", "orcs", "dragon"]
    keys = {(loc, cube, lv) for loc in fighting for cube in cards.GUIDING_CUBES for lv in (1, 2)}
    assert set(cards.ENEMY_TABLE) == keys and len(cards.ENEMIES) == 36
    assert cards.enemy_for("castle", "white", 2).name == "Grand Archmage"
    with pytest.raises(ValueError, match="no level-1 enemy for a red cube at town"):
        cards.enemy_for("town", "red", 1)


def test_cubes_in_the_tin():
    assert {c.id: c.count for c in cards.CUBES} == {
        "red": 4,
        "white": 4,
        "green": 4,
        "black": 16,
        "gold": 3,
        "silver": 2,
    }
    assert sorted(c.id for c in cards.CUBES if c.use == "guiding") == sorted(cards.GUIDING_CUBES)


# --- Sources ------------------------------------------------------------------------------


def _records(node: Any, where: str):
    if isinstance(node, dict):
        if "id" in node:
            yield where, node
        for k, v in node.items():
            yield from _records(v, f"{where}.{k}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _records(v, f"{where}[{i}]")


def test_every_record_says_where_its_values_come_from():
    seen: Counter[str] = Counter()
    for path in sorted(data_path("knight").glob("*.json")):
        data = load_json("knight", path.name)
        assert data["schema"] == cards.SCHEMA, path.name
        for where, rec in _records(data, path.name):
            assert rec.get("source") in cards.SOURCES, where
            if rec["source"] == "sourced":
                assert rec["url"].startswith("https://"), where
            assert all(k in rec for k in rec.get("rulebook_fields", [])), where
            seen[rec["source"]] += 1
    assert sorted(path.name for path in data_path("knight").glob("*.json")) == sorted(cards.FILES)
    assert all(seen[s] > 0 for s in cards.SOURCES)
    assert sum(seen.values()) > 200  # 36 enemies + 13 cards x 5 records + the rest


# --- Action deck (rulebook: "Action Cards"; notes 7.1) ------------------------------------


def test_fury_starting_side_is_the_rulebook_example():
    """Rulebook: Fury's basic action is 'Attack or Block 2', its stronger action 'Attack 4'."""
    half = cards.ACTION_BY_ID["fury"].half(advanced=False, waning=False)
    assert (half.id, half.advanced, half.waning) == ("basic-starting", False, False)
    assert cards.text_of(half.action) == "Attack or Block 2"
    assert cards.text_of(half.stronger) == "Attack 4"
    assert half.action == cards.Effect(((cards.Attack(2),), (cards.Block(2),)))


def test_half_lookup_follows_face_and_turn():
    card = cards.ACTION_BY_ID["stride"]
    got = [(h.advanced, h.waning) for h in card.halves]
    assert got == [(False, False), (False, True), (True, False), (True, True)]
    assert card.half(advanced=True, waning=True).stronger == cards.parse_effect("move 4")
    assert card.half(advanced=True).action == cards.parse_effect("move 3")


def test_source_icons_weaken_from_starting_to_waning_halves():
    """Notes 7.1: starting halves R5 G4 W5 Y2; waning halves R2 G3 W1 K3 and 7 without an icon."""
    deck = [cards.ACTION_BY_ID[i] for i in cards.ACTION_DECK]
    starting = Counter(c.half().mana_in_source for c in deck)
    waning = Counter(c.half(waning=True).mana_in_source for c in deck)
    assert starting == {"R": 5, "G": 4, "W": 5, "Y": 2}
    assert waning == {"R": 2, "G": 3, "W": 1, "K": 3, None: 7}


def test_every_half_has_a_mana_cost_and_the_advanced_face_is_no_weaker_when_starting():
    for card in cards.ACTION_CARDS:
        for half in card.halves:
            assert half.mana_cost in cards.MANA_CODES
        basic, advanced = card.half(), card.half(advanced=True)
        assert sum(_amount(s) for s in advanced.stronger.steps) >= sum(_amount(s) for s in basic.stronger.steps)


def _amount(step: cards.Step) -> int:
    return int(getattr(step, "amount", 1))


def test_any_card_can_be_played_sideways_for_one():
    """Rulebook: any card can be played as 1 Move, 1 Block, 1 Attack or 1 Influence."""
    assert cards.text_of(cards.SIDEWAYS) == "Move, Block, Attack or Influence 1"
    assert [type(o[0]) for o in cards.SIDEWAYS.options] == [cards.Move, cards.Block, cards.Attack, cards.Influence]


# --- Effects vocabulary (notes 7.0) -------------------------------------------------------


def test_every_effect_text_reads_back_to_the_same_effect():
    effects = _every_effect()
    assert len(effects) == 1 + 13 * 4 * 2 + 8 + 8 * 2 + 6 * 2 + 8  # sideways, halves, units, spells, artifacts, skills
    for e in effects:
        assert cards.parse_effect(str(e)) == e
        assert cards.text_of(e)
    kinds = {type(s) for e in effects for s in e.steps}
    assert kinds == set(steps_module.STEP_TYPES)  # every step of the vocabulary is used by some card


def test_players_words_for_combined_and_costed_effects():
    gambit = cards.ACTION_BY_ID["gambit"].half()
    assert cards.text_of(gambit.action) == "Exhaust 1 other card: Move, Attack, Block or Influence 3"
    assert cards.text_of(cards.ACTION_BY_ID["rally"].half(advanced=True).stronger) == "Ready a unit and Influence 2"
    assert cards.text_of(cards.SPELL_BY_ID["mana-surge"].basic) == "Gain 2 mana of one colour: red, green or white"
    assert cards.text_of(cards.SPELL_BY_ID["stone-skin"].basic) == "Block 4 against any attack"
    assert cards.text_of(cards.ARTIFACT_BY_ID["chalice-of-mending"].stronger) == "Heal 4 and ready all unwounded units"
    assert cards.text_of(cards.Attack(4, "magic", True)) == "Magic Ranged Attack 4"


def test_malformed_effect_texts_are_refused():
    for bad in ("fly 3", "attack 0", "mana 2 GR", "mana 2 G same", "attack 2 or", "move 02"):
        with pytest.raises(ValueError):
            cards.parse_effect(bad)


# --- Mana (rulebook: "Mana") --------------------------------------------------------------


def test_gold_pays_any_colour_but_black_by_day_and_black_works_only_at_night():
    assert all(cards.pays("Y", c, "day") for c in "RGW")
    assert not cards.pays("Y", "K", "day") and not cards.pays("Y", "R", "night")
    assert cards.pays("K", "K", "night") and not cards.pays("K", "K", "day")
    assert cards.pays("G", "G", "night") and not cards.pays("G", "R", "day")
    with pytest.raises(ValueError, match="not a mana colour"):
        cards.pays("X", "R", "day")


def test_spells_spend_their_colour_and_black_for_the_stronger_effect():
    for s in cards.SPELLS:
        assert s.basic_mana == (s.colour,)
        assert s.stronger_mana == (s.colour, "K")


# --- Movement (rulebook: "Move Action", notes 7.5) ----------------------------------------


def test_movement_example_six_points_cross_grass_and_swamp():
    """Rulebook: 6 total movement points played. Grass = 2 cost, Swamp = 4 cost."""
    assert cards.move_cost("grass", "day") + cards.move_cost("s", "day") == 6
    assert cards.move_cost("hills", "day") == 3  # "It costs 3 to move to corner (hill)"
    assert cards.move_cost("lake", "night") is None
    assert cards.move_cost("forest", "night") == 4 and cards.move_cost("desert", "night") == 2
    assert cards.EXPLORE_COST == 2
    with pytest.raises(ValueError, match="mountain"):
        cards.move_cost("mountain", "day")


# --- Combat (rulebook: "Combat", "Attacking Enemies") -------------------------------------


def test_rulebook_combat_example_ten_physical_and_three_magic_beat_a_physical_immune_eight():
    """Rulebook: physical immune defense 8; 10 physical attack and 3 magic attack: (10/2) + 3 = 8.

    No enemy of the reference card is physical immune with defense 8, so the example enemy is a
    physical-immune one of the card with its defense set to 8."""
    enemy = msgspec.structs.replace(cards.ENEMY_BY_ID["ruins-red-1"], defense=8)
    assert enemy.immunity == "physical"
    played = [steps_module.parse_step("attack 10"), steps_module.parse_step("magic attack 3")]
    assert isinstance(played[0], cards.Attack) and isinstance(played[1], cards.Attack)
    efficient = sum(a.amount for a in played if a.efficient_against(enemy))
    inefficient = sum(a.amount for a in played if enemy.resists(a))
    assert (efficient, inefficient) == (3, 10)
    assert steps_module.combat_value(efficient, inefficient) == enemy.defense == 8
    assert steps_module.combat_value(3, 9) == 7  # halves round down


def test_blocks_match_the_attack_type_or_count_half():
    """Rulebook: block cards that do not match the attack type are inefficient."""
    assert cards.Block(3).efficient_against("physical")
    assert not cards.Block(3).efficient_against("elemental")
    assert cards.Block(3, "elemental").efficient_against("elemental")
    assert cards.Block(3, "any").efficient_against("physical") and cards.Block(3, "any").efficient_against("elemental")


def test_the_three_abilities_double_for_wounds_double_for_blocks_and_must_be_blocked():
    """Rulebook: double attack for wounds; double attack when blocking (blocking phase only); must be blocked."""
    berserkers = cards.enemy_for("orcs", "red", 1)  # Brutal, attack 3
    assert (berserkers.wound_attack(), berserkers.block_target(), berserkers.must_block) == (6, 3, False)
    drake = cards.enemy_for("dragon", "green", 1)  # Swift, attack 4
    assert (drake.wound_attack(), drake.block_target(), drake.must_block) == (4, 8, False)
    wyrm = cards.enemy_for("dragon", "white", 2)  # Relentless
    assert wyrm.must_block and wyrm.has("relentless") and not wyrm.has("brutal")
    assert drake.block_target(weaken=3) == 2 and drake.block_target(weaken=9) == 0


def test_enemy_fields_use_the_rulebook_kinds():
    for e in cards.ENEMIES:
        assert e.attack_type in cards.ATTACK_TYPES
        assert e.immunity in (None, *cards.ATTACK_ELEMENTS)
        assert e.xp > 0 and e.defense > 0
    for loc in ("orcs", "dragon", "ruins", "keep", "tower", "castle"):
        for cube in cards.GUIDING_CUBES:
            one, two = cards.enemy_for(loc, cube, 1), cards.enemy_for(loc, cube, 2)
            assert two.defense > one.defense and two.xp > one.xp  # level 2 is always tougher
    assert any(e.range_immune for e in cards.ENEMIES)
    assert {e.immunity for e in cards.ENEMIES} == {None, "physical", "magic"}


# --- Levels and tracker (rulebook: "Attacking Enemies", setup; notes 7.7, 7.8) -----------


def test_level_cards_start_with_1_2_on_top_and_the_track_reaches_level_10():
    top = cards.LEVEL_CARDS[0]
    assert (top.id, top.defense, top.hand_size) == ("1-2", 2, 5)
    assert cards.level_card(1) == cards.level_card(2) == top
    assert cards.level_card(10).id == "9-10" and cards.level_card(5).hand_size == 6
    assert [cards.level_of(x) for x in (0, 2, 3, 6, 7, 62, 63, 99)] == [1, 1, 2, 2, 3, 9, 10, 10]
    assert cards.XP_MAX == 63


def test_crossing_several_icons_gives_each_of_them():
    assert cards.symbols_between(0, 7) == ("skill", "unit")
    assert cards.symbols_between(3, 6) == ()
    assert cards.symbols_between(2, 3) == ("skill",)  # reaching the space counts


def test_unit_icons_flip_level_cards_into_unit_tokens():
    assert [cards.unit_tokens(lv) for lv in (1, 2, 3, 5, 9, 10)] == [0, 0, 1, 2, 4, 4]
    assert cards.unit_tokens(10) == len(cards.LEVEL_CARDS) - 1


def test_round_track_alternates_day_and_night_for_four_rounds():
    assert cards.ROUNDS == 4
    assert [cards.time_of(n) for n in range(1, 5)] == ["day", "night", "day", "night"]


# --- Units, rewards and locations (rulebook: "Units", "Locations", "Heals") --------------


def test_the_rulebook_unit_examples_are_in_the_unit_deck():
    """Rulebook: a unit card such as 'Bard'; abilities like 'Move 4', 'Heal and ready a unit', 'Gain 2 green mana'."""
    assert "Bard" in {u.name for u in cards.UNITS}
    abilities = {cards.text_of(o[0]) for u in cards.UNITS for o in u.abilities.options}
    assert {"Move 4", "Heal and ready a unit", "Gain 2 green mana"} <= abilities


def test_units_recruit_only_at_recruit_locations_and_every_recruit_location_has_units():
    recruit = {loc.id for loc in cards.LOCATIONS if loc.recruit}
    assert recruit == {"town", "keep", "tower", "castle"}
    assert {loc for u in cards.UNITS for loc in u.recruit_at} == recruit
    assert all(u.abilities.is_choice for u in cards.UNITS)
    assert cards.UNIT_BY_ID["shieldbearers"].immune_to("physical")
    assert not cards.UNIT_BY_ID["bard"].immune_to("physical")


def test_location_rewards_and_heal_costs():
    """Rulebook: ruins draw 2 and keep 1 artifact; a mage tower gives 1 spell; readying a wounded unit takes 2 heal."""
    ruins, tower = cards.LOCATION_BY_ID["ruins"], cards.LOCATION_BY_ID["tower"]
    assert (ruins.artifacts_drawn, ruins.artifacts_kept, tower.spells) == (2, 1, 1)
    assert not cards.LOCATION_BY_ID["town"].has_enemy
    assert cards.HEAL_COSTS == {"discard_to_deck": 1, "rotate_to_starting": 1, "ready_wounded_unit": 2}
    assert (cards.OFFERING_SIZE, cards.SOURCE_CARDS, cards.SOURCE_SPENDS) == (3, 3, 1)


def test_rulebook_setup_numbers_reach_the_module():
    assert cards.CASTLES == {"solo": 2, "hard": 3, "coop": 3}
    assert {k: cards.CASTLES[k] + cards.NON_CASTLES[k] for k in cards.CASTLES} == {"solo": 4, "hard": 4, "coop": 5}
    assert cards.HARD_THIRD_CASTLE_LEVEL == cards.COOP_THIRD_CASTLE_LEVEL == 2
    assert sorted(cards.COOP_CASTLE_POOL) == sorted(cards.GUIDING_CUBES)
    assert (cards.COOP_MAX_SKILLS, cards.START_XP, cards.EASY_START_XP) == (4, 0, 3)
    assert cards.level_of(cards.EASY_START_XP) == 2
    assert {"round_end", "wounds", "source_fixed", "cleanup"} <= set(cards.READINGS)


# --- Broken files -------------------------------------------------------------------------


def _copy(tmp_path: Path) -> Path:
    folder = tmp_path / "knight"
    shutil.copytree(data_path("knight"), folder)
    return folder


def _edit(folder: Path, fname: str, change) -> None:
    path = folder / fname
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def test_an_untouched_copy_loads_to_the_same_components(tmp_path):
    assert cards.load(_copy(tmp_path)) == cards.load()


def test_a_file_that_is_not_json_is_named(tmp_path):
    folder = _copy(tmp_path)
    (folder / "enemies.json").write_text('{"schema": 1, "enemies": [', encoding="utf-8")
    with pytest.raises(cards.CardDataError, match=r"enemies\.json: not JSON"):
        cards.load(folder)


def test_an_unknown_step_names_file_record_and_field(tmp_path):
    folder = _copy(tmp_path)
    _edit(folder, "units.json", lambda d: d["units"][0].update(abilities="fly 3 or influence 3"))
    with pytest.raises(
        cards.CardDataError, match=r"units\.json: units 'bard', field 'abilities': 'fly 3' is not a known step"
    ):
        cards.load(folder)


def test_an_untidy_effect_text_is_refused_with_the_tidy_form(tmp_path):
    folder = _copy(tmp_path)
    _edit(folder, "actions.json", lambda d: d["cards"][0]["halves"][1].update(stronger="attack 3 +  heal 1"))
    with pytest.raises(
        cards.CardDataError,
        match=r"actions\.json: cards 'fury' halves 'basic-waning', field 'stronger': ' heal 1' is not a known step",
    ):
        cards.load(folder)


def test_a_missing_enemy_and_a_wrong_enemy_id_are_named(tmp_path):
    folder = _copy(tmp_path)
    _edit(folder, "enemies.json", lambda d: d["enemies"].pop())
    with pytest.raises(cards.CardDataError, match=r"enemies\.json: Mint Knight has 36 enemies; found 35"):
        cards.load(folder)
    folder = _copy(tmp_path / "second")
    _edit(folder, "enemies.json", lambda d: d["enemies"][0].update(level=2))
    with pytest.raises(
        cards.CardDataError,
        match=r"enemies\.json: enemies 'orcs-green-1': the id must be location-cube-level \(orcs-green-2\)",
    ):
        cards.load(folder)


def test_a_missing_source_or_a_sourced_record_without_url_is_named(tmp_path):
    folder = _copy(tmp_path)
    _edit(folder, "skills.json", lambda d: d["skills"][2].pop("source"))
    with pytest.raises(cards.CardDataError, match=r"skills\.json: skills 'shield-wall', field 'source': missing"):
        cards.load(folder)
    folder = _copy(tmp_path / "second")
    _edit(folder, "levels.json", lambda d: d["levels"][0].pop("url"))
    with pytest.raises(cards.CardDataError, match=r"levels\.json: levels '1-2': a sourced record needs a \"url\""):
        cards.load(folder)


def test_deck_copies_must_add_up_to_the_component_count(tmp_path):
    folder = _copy(tmp_path)
    _edit(folder, "actions.json", lambda d: d["cards"][0].update(copies=3))
    with pytest.raises(cards.CardDataError, match=r"actions\.json: the copies add to 17 cards"):
        cards.load(folder)


def test_loading_from_parsed_dicts_checks_them_too():
    files = {f: json.loads(json.dumps(load_json("knight", f))) for f in cards.FILES}
    files["tracker.json"]["xp_track"][1]["symbol"] = "skill"
    with pytest.raises(cards.CardDataError, match=r"tracker\.json: 3 unit icons"):
        cards.load(files)
    files["tracker.json"]["xp_track"][1]["symbol"] = "unit"
    files["units.json"]["units"][0]["recruit_at"] = ["ruins"]
    with pytest.raises(cards.CardDataError, match=r"units\.json: units 'bard', field 'recruit_at': must be one of"):
        cards.load(files)
    del files["spells.json"]
    with pytest.raises(cards.CardDataError, match=r"spells\.json: missing"):
        cards.load(files)


@pytest.mark.parametrize(
    ("fname", "change", "message"),
    [
        (
            "units.json",
            lambda d: d["units"][1].update(cost="5"),
            "units.json: units 'outrider', field 'cost': expected int, got str",
        ),
        (
            "spells.json",
            lambda d: d["spells"][0].update(basic_mana=["R", "Q"]),
            "spells.json: spells 'fireball' basic_mana #2: invalid enum value 'Q'",
        ),
        (
            "spells.json",
            lambda d: d["spells"][0].update(stronger_mana=["K"]),
            "spells.json: spells 'fireball': both effects spend the spell's colour",
        ),
        (
            "skills.json",
            lambda d: d["skills"][0].update(effect=3),
            "skills.json: skills 'forced-march', field 'effect': must be an effect text",
        ),
        (
            "movement.json",
            lambda d: d["terrains"][0].update(code="gr"),
            "movement.json: terrains 'grass', field 'code': expected str matching",
        ),
        (
            "movement.json",
            lambda d: d["terrains"][0].update(night=None),
            "movement.json: terrains 'grass': a terrain that cannot be entered by day",
        ),
        (
            "enemies.json",
            lambda d: d["enemies"][4].update(immunity="fire"),
            "enemies.json: enemies 'orcs-white-1', field 'immunity': invalid enum value 'fire'",
        ),
        (
            "enemies.json",
            lambda d: d["abilities"][0].update(must_block="no"),
            "enemies.json: abilities 'brutal', field 'must_block': expected bool, got str",
        ),
        (
            "reference.json",
            lambda d: d["locations"][1].update(artifacts_kept=9),
            "reference.json: locations 'ruins': cannot keep more artifacts than it draws",
        ),
        (
            "reference.json",
            lambda d: d["mana"][3].update(time="dusk"),
            "reference.json: mana 'Y', field 'time': invalid enum value 'dusk'",
        ),
        (
            "reference.json",
            lambda d: d["constants"][4].update(value=-2),
            "reference.json: constants, field 'explore_cost': expected int >= 0",
        ),
        (
            "reference.json",
            lambda d: d["constants"][5]["value"].pop("rotate_to_starting"),
            "reference.json: constants: heal_costs, field 'rotate_to_starting': missing",
        ),
        (
            "reference.json",
            lambda d: d["readings"][2].update(text="  "),
            "reference.json: readings 'source_fixed', field 'text'",
        ),
        (
            "tracker.json",
            lambda d: d["rounds"][1].update(time="noon"),
            "tracker.json: rounds 'round-2', field 'time': invalid enum value 'noon'",
        ),
        ("actions.json", lambda d: d["cards"][2]["halves"].pop(), "actions.json: cards "),
    ],
)
def test_a_bad_file_names_the_file_the_entry_and_the_field(fname, change, message):
    files = {f: json.loads(json.dumps(load_json("knight", f))) for f in cards.FILES}
    change(files[fname])
    with pytest.raises(cards.CardDataError) as err:
        cards.load(files)
    assert str(err.value).startswith(message)
