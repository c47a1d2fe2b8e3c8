"""Mint Italy data: every JSON file validates, counts match the component list, rulebook examples
come out of the data, and broken files give errors that name the file."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from mint.games.italy import cards
from mint.resources import data_path, load_json


def test_component_counts_match_the_component_list():
    assert len(cards.ORDER_CARDS) == 16
    assert len({o.id for card in cards.ORDER_CARDS for o in card}) == 32
    assert len(cards.MARINA_CARDS) == 12
    assert len(cards.SCORING_CARDS) == 8
    assert len(cards.BOT_CARDS) == 12
    assert len(cards.PERSONAS) == 4
    assert [len(c.costs) for c in cards.COLUMNS] == [5, 5, 4]
    assert [len(o) for o in cards.BOT_OUTPUTS] == [5, 5, 4]
    assert cards.MARINA_SLOTS == cards.BOT_MARINA_SLOTS == 4


def test_order_cards_are_pairs_of_sides_a_and_b():
    for n, (a, b) in enumerate(cards.ORDER_CARDS, start=1):
        assert (a.id, a.card, a.side) == (f"{n}a", n, 0)
        assert (b.id, b.card, b.side) == (f"{n}b", n, 1)


def test_food_icons_total_eleven_apples_eleven_corn_ten_stalks():
    foods = [o.food for card in cards.ORDER_CARDS for o in card]
    assert [foods.count(i) for i in range(len(cards.FOODS))] == [11, 11, 10]


def test_order_1a_is_the_finish_order_example():
    """Rulebook: 'a player must have 1 black oval and 1 built settlement, the reward is 7 coins'."""
    o = cards.ORDER_BY_ID["1a"]
    assert o.needs == (0, 1, 0, 0) and o.hens == 1
    assert (o.coins, o.vp, o.upgrade) == (7, 0, 0)
    assert cards.order_text(o) == "1 black oval + 1 hen -> 7 coins"


def test_marina_cards_1_and_2_give_the_setup_example_bonuses():
    """Rulebook setup example: Blue gains 1 egg (black oval) and 3 coins; Red gains 1 grapes and 1 grapes."""
    assert cards.MARINA_CARDS[0].bonus == (cards.Gain("oval", 1), cards.Gain("coins", 3))
    assert cards.MARINA_CARDS[1].bonus == (cards.Gain("grapes", 1), cards.Gain("grapes", 1))
    assert cards.text_of(cards.MARINA_CARDS[1].bonus) == "1 grapes + 1 grapes"


def test_marina_options_keep_their_printed_order():
    assert cards.options_text(cards.MARINA_CARDS[0].options) == "1 jar or 1 bottle"
    assert cards.text_of(cards.MARINA_CARDS[3].options[1]) == "1 VP + 4 coins"
    assert cards.text_of(cards.MARINA_CARDS[2].options[0]) == "produce with up to 2 of your settlements"
    assert all(c.options for c in cards.MARINA_CARDS)


def test_selling_three_bottles_at_8_pays_24_and_drops_the_price_to_6():
    """Rulebook: 'They gain 24 = (8 x 3) ... lower the bottle price 3 spaces from 8 to 6'."""
    bottle = cards.GOODS.index("bottle")
    track, start = cards.PRICES[bottle], cards.PRICE_START[bottle]
    assert track[start] * 3 == 24
    assert track[start - 3] == 6


def test_every_price_track_starts_inside_its_boxes():
    for track, start in zip(cards.PRICES, cards.PRICE_START):
        assert 0 <= start < len(track)
        assert list(track) == sorted(track)


def test_production_example_comes_out_of_mat_a():
    """Rulebook: Blue gains 1 black oval, 3 grapes and 15 coins, then turns 4 grapes into 2 jars and 2 bottles.

    With the tuned mats that is every Borgo (2+2+3+3+4 = 14 coins), three Vigne and one Pollaio (1 coin)."""
    borgo, vigna, pollaio = cards.COLUMNS
    built = borgo.outputs[:5] + vigna.outputs[:3] + pollaio.outputs[:1]
    assert sum(o.coins for o in built) == 15
    assert sum(o.grapes for o in built) == 3
    assert sum(o.oval for o in built) == 1
    jars = cards.BASE_CONVERSIONS.conv_jar + sum(o.conv_jar for o in built)
    bottles = cards.BASE_CONVERSIONS.conv_bottle + sum(o.conv_bottle for o in built)
    assert (jars, bottles) == (2, 2)


def test_every_record_says_where_its_values_come_from():
    seen = 0
    for path in sorted(data_path("italy").glob("*.json")):
        data = load_json("italy", path.name)
        assert data["schema"] == 1, path.name
        for key, recs in data.items():
            if not (isinstance(recs, list) and recs and isinstance(recs[0], dict)):
                continue
            for rec in recs:
                assert rec["source"] in ("rulebook", "designed"), (path.name, key, rec["id"])
                assert all(k in rec for k in rec.get("rulebook_fields", [])), (path.name, rec["id"])
                seen += 1
    assert seen > 100


def test_the_city_chart():
    """Rulebook chart: 1-5 cities 1 VP, 6 -> 2, 7 -> 3, 8 -> 5, 9 -> 7, 10+ -> 9."""
    assert [cards.city_vp(n) for n in range(13)] == [0, 1, 1, 1, 1, 1, 2, 3, 5, 7, 9, 9, 9]
    assert cards.city_vp(8) == 5  # the rulebook's 8-city example


def test_commercio_example_scores_nine():
    """Rulebook: 1 apple, 1 corn and 3 stalks orders score 9 with the tokens ranked apple, corn, stalks."""
    high, mid, low = cards.FOOD_VP
    assert high * 1 + mid * 1 + low * 3 == 9


def test_rulebook_numbers_reach_the_module():
    assert cards.START_COINS == (30, 31, 32, 33)
    assert cards.BOT_START == cards.Output(coins=50, grapes=1, oval=1)
    assert cards.ROW_SIZE == {1: 5, 2: 5, 3: 7, 4: 9}
    assert (cards.COIN_LIMIT, cards.BOT_COIN_LIMIT, cards.GOOD_LIMIT) == (89, 80, 7)
    assert (cards.BOT_PASS_FIRST, cards.BOT_PASS_LAST, cards.UPGRADE_COST, cards.ROUNDS) == (20, 10, 7, 4)
    assert cards.PASS_COINS[0] == 14  # the rulebook's Pass example
    assert len(cards.ORDER_FEES) == cards.ROUNDS


def test_bot_card_1_is_the_rulebook_example_and_persona_costs_come_from_the_persona():
    """Rulebook: 'It costs 10 coins to do a build action to build a hen settlement ... it does a mercato action instead'."""
    one = cards.BOT_CARDS[0]
    assert (one.do, one.do_cost, one.orelse, one.orelse_cost) == ("EXP_HEN", 10, "MERCATO", 10)
    persona_cards = [c for c in cards.BOT_CARDS if c.do == "PERSONA"]
    assert persona_cards
    for persona in cards.PERSONAS:
        assert all(c.costs(persona)[0] == persona.cost for c in persona_cards)


def test_personas_have_one_colour_each_and_distinct_start_cards():
    assert sorted(p.colour for p in cards.PERSONAS) == sorted(cards.COLOURS)
    assert len({p.start for p in cards.PERSONAS}) == 4
    assert cards.PERSONA_BY_ID["governatore"].colour == "green"  # rulebook: "The Governatore's green card"


def _copy(tmp_path: Path) -> Path:
    folder = tmp_path / "italy"
    shutil.copytree(data_path("italy"), folder)
    return folder


def _edit(folder: Path, fname: str, change) -> None:
    path = folder / fname
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def test_an_untouched_copy_loads_to_the_same_components(tmp_path):
    assert cards.load(_copy(tmp_path)) == cards.load()


def test_an_order_without_food_names_file_and_side(tmp_path):
    folder = _copy(tmp_path)
    _edit(folder, "orders.json", lambda d: d["orders"][5].pop("food"))
    with pytest.raises(cards.CardDataError, match=r"orders\.json: orders '3b', field 'food': missing"):
        cards.load(folder)


def test_a_file_that_is_not_json_is_named(tmp_path):
    folder = _copy(tmp_path)
    (folder / "marina.json").write_text('{"schema": 1, "cards": [', encoding="utf-8")
    with pytest.raises(cards.CardDataError, match=r"marina\.json"):
        cards.load(folder)


def test_a_missing_bot_card_and_a_missing_source_are_named(tmp_path):
    folder = _copy(tmp_path)
    _edit(folder, "botdeck.json", lambda d: d["cards"].pop())
    with pytest.raises(cards.CardDataError, match=r"botdeck\.json: Mint Italy has 12 cards; found 11"):
        cards.load(folder)
    folder = _copy(tmp_path / "second")
    _edit(folder, "mats.json", lambda d: d["columns"][1].pop("source"))
    with pytest.raises(cards.CardDataError, match=r"mats\.json: columns 'vigna', field 'source': missing"):
        cards.load(folder)


def test_loading_from_parsed_dicts_checks_them_too():
    files = {f: json.loads(json.dumps(load_json("italy", f))) for f in cards.FILES}
    files["mercato.json"]["tracks"][3]["start"] = 12
    with pytest.raises(cards.CardDataError, match=r"mercato\.json: tracks 'bottle': start must be a box index 0-11"):
        cards.load(files)
    files["mercato.json"]["tracks"][3]["start"] = 7
    files["reference.json"]["constants"] = [c for c in files["reference.json"]["constants"] if c["id"] != "city_vp"]
    with pytest.raises(cards.CardDataError, match=r"reference\.json: constants, field 'city_vp': missing"):
        cards.load(files)


@pytest.mark.parametrize(
    ("fname", "change", "message"),
    [
        (
            "orders.json",
            lambda d: d["orders"][2]["reward"].update(vp="1"),
            "orders '2a' reward, field 'vp': expected int, got str",
        ),
        (
            "orders.json",
            lambda d: d["orders"][0]["needs"].update(wine=1),
            "orders '1a' needs, field 'wine': unknown field",
        ),
        (
            "marina.json",
            lambda d: d["cards"][3]["options"][1][0].__setitem__(1, 0),
            "cards 4 options #2 #1 #2: expected int >= 1",
        ),
        ("marina.json", lambda d: d["cards"][4]["bonus"].append(["treasure", 1]), "cards 5: unknown gain 'treasure'"),
        ("scoring.json", lambda d: d["cards"][6].update(cap=0), "cards 7, field 'cap'"),
        (
            "mats.json",
            lambda d: d["columns"][2]["outputs"][1].update(eggs=1),
            "columns 'pollaio' outputs #2, field 'eggs': unknown field",
        ),
        (
            "mats.json",
            lambda d: d["porto"][0].update(value="4"),
            "porto: marina_slots, field 'value': expected int, got str",
        ),
        (
            "mats.json",
            lambda d: d["navigation"][1].update(lakes=1),
            "navigation 'green', field 'lakes': expected bool, got int",
        ),
        (
            "botdeck.json",
            lambda d: d["cards"][5].update(do_cost=10),
            "cards 6: a PERSONA action's cost comes from the persona",
        ),
        (
            "botdeck.json",
            lambda d: d["cards"][1].update({"else": "NAP"}),
            "cards 2, field 'else': invalid enum value 'NAP'",
        ),
        (
            "personas.json",
            lambda d: d["personas"][2].update(start=[1, 3]),
            "personas 'mercante' start #2: invalid enum value 3",
        ),
        (
            "reference.json",
            lambda d: d["constants"][3]["value"].pop("4"),
            "constants: row_size needs player counts 1-4",
        ),
        (
            "reference.json",
            lambda d: d["constants"][0].update(value=-1),
            "constants, field 'rounds': expected int >= 0",
        ),
        (
            "reference.json",
            lambda d: d["constants"][0].update(rulebook_fields=["page"]),
            "constants 'rounds': rulebook_fields names page",
        ),
    ],
)
def test_a_bad_file_names_the_file_the_entry_and_the_field(fname, change, message):
    files = {f: json.loads(json.dumps(load_json("italy", f))) for f in cards.FILES}
    change(files[fname])
    with pytest.raises(cards.CardDataError) as err:
        cards.load(files)
    assert str(err.value).startswith(f"{fname}: {message}") or str(err.value).startswith(f"{fname}, {message}")
