"""The location and tile data: counts from the rulebook, designed values marked, bad data refused."""

from __future__ import annotations

import copy
import re

import pytest

from mint.games.control import cards
from mint.resources import data_path, load_json


def test_twelve_locations_and_five_tiles_as_the_rulebook_lists():
    assert len(cards.LOCATIONS) == 12
    assert [t.id for t in cards.TILES] == ["earn", "influence", "oust", "presence", "scavenge"]
    assert cards.COMPONENTS.mints == 20
    assert cards.COMPONENTS.tokens_per_player == 5
    assert cards.COMPONENTS.starting_mints == 2


def test_rulebook_names_and_stars_are_kept():
    stars = {loc.name: loc.stars for loc in cards.LOCATIONS}
    assert stars["City Hall"] == 1 and stars["Leadership Council"] == 0
    assert stars["Black Market"] == 3 and stars["Producer"] == 3
    assert stars["Lotto"] == 1 and stars["Wholesaler"] == 1 and stars["Supplier"] == 0
    assert cards.BY_ID["gallery"].effect == "GALLERY"
    assert cards.BY_ID["black_market"].ousted == cards.Bonus("STEAL", 1)


def test_designed_values_are_marked_and_add_up():
    assert all(loc.source == "designed" for loc in cards.LOCATIONS)
    assert sum(loc.spaces for loc in cards.LOCATIONS) == 39
    assert sum(loc.stars for loc in cards.LOCATIONS if loc.effect != "GALLERY") == 16
    assert load_json("control", "locations.json")["schema"] == 1
    # Supermarket and Warehouse alone seat two players (5 + 5 spaces).
    assert cards.BY_ID["supermarket"].spaces + cards.BY_ID["warehouse"].spaces == 10


def test_every_effect_appears_once():
    effects = [loc.effect for loc in cards.LOCATIONS if loc.effect != "NONE"]
    assert sorted(effects) == sorted(e for e in cards.EFFECTS if e != "NONE")


def _data():
    return copy.deepcopy(load_json("control", "locations.json"))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(schema=2), "locations.json, field 'schema'"),
        (lambda d: d["locations"][0].update(cost="two"), "locations 'city_hall', field 'cost': expected int, got str"),
        (lambda d: d["locations"][0].update(ousted="GAIN"), "locations 'city_hall', field 'ousted'"),
        (lambda d: d["locations"][0].update(effect="TELEPORT"), "field 'effect': invalid enum value 'TELEPORT'"),
        (lambda d: d["locations"][1].update(id="city_hall"), "id 'city_hall' appears twice"),
        (lambda d: d["locations"][0].pop("name"), "locations 'city_hall', field 'name': missing"),
        (lambda d: d["locations"][0].update(source="guess"), "field 'source'"),
        (lambda d: d["locations"][0].update(spaces=0), "field 'spaces': expected int >= 1"),
        (
            lambda d: d["locations"][3].update(rulebook_fields=["colour"]),
            "locations 'lotto': rulebook_fields names colour",
        ),
        (lambda d: d["tiles"][2].update(perk=3), "tiles 'oust', field 'perk': expected str, got int"),
        (lambda d: d["components"].update(mints=True), "components, field 'mints': expected int, got bool"),
        (lambda d: d["locations"][5].update(effect="CITY_HALL"), "each special effect may appear on one location only"),
    ],
)
def test_bad_location_data_is_refused_naming_the_file_the_entry_and_the_field(change, message):
    data = _data()
    change(data)
    with pytest.raises(cards.CardDataError, match=re.escape(message)) as err:
        cards.parse(data)
    assert str(err.value).startswith("locations.json")


def test_bad_tile_data_is_refused():
    data = _data()
    data["tiles"].pop()
    with pytest.raises(cards.CardDataError, match="tiles must be exactly"):
        cards.parse(data)


def test_the_file_decodes_from_its_bytes_as_from_its_parsed_value():
    raw = data_path("control", "locations.json").read_bytes()
    assert cards.parse(raw) == cards.parse(_data()) == (cards.LOCATIONS, cards.TILES, cards.COMPONENTS)
