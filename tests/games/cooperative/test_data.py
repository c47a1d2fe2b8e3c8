"""Data files: counts from the rulebook's component list, sources, the county map."""

from __future__ import annotations

import json

import pytest

from mint.core.boards import load_board
from mint.games.cooperative import cards
from mint.games.cooperative import rules as R
from mint.resources import data_path


def test_component_counts_match_the_rulebook():
    c = cards.CARDS
    assert len(c.towns) == 7
    assert len(c.heroes) == 6
    assert len(c.villains) == 5
    assert len(c.trouble) == 23
    assert len(c.mayhem) == 3
    assert len(c.stunts) == 11
    assert c.dice == 4 and [f.face for f in c.faces] == [1, 2, 3, 4, 5, 6]
    # 35 white mints fill all 7 tracks of 5 slots; 9 red mints = panic marker + 8 tokens
    assert len(c.towns) * c.slots == 35
    assert c.token_supply == 8


@pytest.mark.parametrize("name", ["towns", "tracks", "dice", "heroes", "villains", "trouble", "stunts"])
def test_every_record_says_where_its_values_come_from(name):
    data = json.loads(data_path("cooperative", f"{name}.json").read_text(encoding="utf-8"))
    assert data["schema"] == 1
    lists = [v for v in data.values() if isinstance(v, list)]
    assert lists
    for records in lists:
        for rec in records:
            assert rec["source"] in ("rulebook", "sourced", "designed"), rec


def test_designed_values_are_marked_designed():
    assert all(v.source == "designed" for v in cards.CARDS.villains)
    assert all(c.source == "designed" for c in cards.CARDS.trouble)
    assert all(s.source == "designed" for s in cards.CARDS.stunts)
    assert all(h.source == "designed" for h in cards.CARDS.heroes)


def test_county_map_has_mintopia_in_the_middle_and_a_ring_of_six():
    board = load_board("cooperative")
    assert {s.name for s in board.spots if s.kind == "town"} == set(R.TOWN_IDS)
    assert set(board.neighbours("mintopia")) == set(R.TOWN_IDS) - {"mintopia"}
    ring = ["gumdrop", "cinnamon", "licorice", "freshness", "peppermint", "spearmint"]
    for i, t in enumerate(ring):
        assert set(board.neighbours(t)) == {"mintopia", ring[i - 1], ring[(i + 1) % 6]}
    centre = board.spot("mintopia").center
    assert all(abs(board.spot(t).center[0] - centre[0]) + abs(board.spot(t).center[1] - centre[1]) > 100 for t in ring)


def test_tracks_have_five_slots_and_hard_mode_shows_more_panic():
    for t in cards.CARDS.towns:
        assert len(t.normal) == 5 and len(t.hard) == 5
        assert sum(t.hard) > sum(t.normal)


def test_mintopia_normal_track_matches_the_rulebook_example():
    # "3 Mints are removed from Mintopia City ... 3 Total Panic symbols are uncovered."
    assert sum(cards.TOWNS["mintopia"].normal[:3]) == 3


def test_each_hero_lives_in_a_different_coloured_town():
    homes = [h.home for h in cards.CARDS.heroes]
    assert len(set(homes)) == 6 and "mintopia" not in homes
    assert cards.HEROES["cinnamight"].home == "cinnamon"  # rulebook: "Citizen Cinnamight starts in Cinnamon Center"


def test_trouble_cards_name_towns_and_a_toxic_icon():
    for c in cards.CARDS.trouble:
        assert c.targets and c.toxic in cards.TOWNS
    assert all(m.mayhem for m in cards.CARDS.mayhem)


def test_bad_step_is_rejected_with_a_clear_message():
    with pytest.raises(cards.DataError, match="unknown step 'teleport'"):
        cards._steps([{"do": "teleport"}], "test")
    with pytest.raises(cards.DataError, match="positive n"):
        cards._steps([{"do": "mint", "n": 0}], "test")


def test_bad_file_shape_is_rejected(monkeypatch):
    monkeypatch.setattr(cards, "load_json", lambda *parts: {"schema": 2})
    with pytest.raises(cards.DataError, match="schema"):
        cards._file("heroes.json")


def test_rules_reference_names_every_villain_hero_and_stunt():
    text = data_path("rules", "cooperative.md").read_text(encoding="utf-8")
    for rec in (*cards.CARDS.villains, *cards.CARDS.heroes, *cards.CARDS.stunts):
        assert rec.name in text, rec.name
    for v in cards.CARDS.villains:
        assert f"{v.name} (panic starts at {v.start_panic}" in text
