"""The location and tile data: counts from the rulebook, designed values marked, bad data refused."""

from __future__ import annotations

import copy

import pytest

from mint.games.control import cards
from mint.resources import load_json


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
        (lambda d: d.update(schema=2), "schema"),
        (lambda d: d["locations"][0].update(cost="two"), "cost"),
        (lambda d: d["locations"][0].update(ousted="GAIN"), "bonus"),
        (lambda d: d["locations"][0].update(effect="TELEPORT"), "unknown effect"),
        (lambda d: d["locations"][1].update(id="city_hall"), "unique"),
        (lambda d: d["locations"][0].pop("name"), "missing field 'name'"),
        (lambda d: d["locations"][0].update(source="guess"), "source"),
        (lambda d: d["locations"][0].update(spaces=0), "spaces"),
    ],
)
def test_bad_location_data_is_refused_with_a_clear_message(change, message):
    data = _data()
    change(data)
    with pytest.raises(cards.CardDataError, match=message):
        cards.parse_locations(data)


def test_bad_tile_data_is_refused():
    data = _data()
    data["tiles"].pop()
    with pytest.raises(cards.CardDataError, match="tiles must be exactly"):
        cards.parse_tiles(data)
