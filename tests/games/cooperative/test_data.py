"""Data files: counts from the rulebook's component list, sources, the county map."""

from __future__ import annotations

import json
from typing import Any

import pytest

from mint.core.boards import load_board
from mint.core.carddata import decode
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
    with pytest.raises(cards.DataError, match="field 'do': invalid enum value 'teleport'"):
        decode("test", [{"do": "teleport"}], tuple[cards.Step, ...])
    with pytest.raises(cards.DataError, match="mint needs a positive n"):
        decode("test", [{"do": "mint", "n": 0}], tuple[cards.Step, ...])


def _files() -> dict[str, Any]:
    names = ("towns.json", "tracks.json", "dice.json", "heroes.json", "villains.json", "trouble.json", "stunts.json")
    return {n: json.loads(data_path("cooperative", n).read_text(encoding="utf-8")) for n in names}


def test_the_files_load_alike_from_a_dict():
    assert cards.load(_files()) == cards.CARDS


@pytest.mark.parametrize(
    ("fname", "change", "message"),
    [
        ("heroes.json", lambda d: d.update(schema=2), "field 'schema': invalid enum value 2"),
        (
            "heroes.json",
            lambda d: d["heroes"][1].update(feat_text=7),
            "heroes 'spear', field 'feat_text': expected str, got int",
        ),
        (
            "heroes.json",
            lambda d: d["heroes"][0]["feat"][1].update(n="1"),
            "heroes 'cinnamight' feat #2, field 'n': expected int",
        ),
        (
            "villains.json",
            lambda d: d["villains"][0]["texts"].pop("mayhem"),
            "villains 'nick': texts needs a 'mayhem' line",
        ),
        (
            "villains.json",
            lambda d: d["villains"][1].update(loss={"kind": "town_tokens", "count": 0}),
            "villains 'gorillic' loss, field 'count'",
        ),
        (
            "villains.json",
            lambda d: d["villains"][1].update(events=False),
            "villains 'gorillic': 'events' must be true",
        ),
        (
            "dice.json",
            lambda d: d["faces"][2]["steps"][0].update(far=True),
            "faces 3 steps #1, field 'far': unknown field",
        ),
        (
            "stunts.json",
            lambda d: d["stunts"][0].update(face=7),
            "stunts 'double_dose', field 'face': expected int <= 6",
        ),
        ("trouble.json", lambda d: d["trouble"][0].update(toxic="atlantis"), "trouble 'T01', field 'toxic'"),
        ("tracks.json", lambda d: d["tracks"][0].update(source="guessed"), "tracks 'mintopia', field 'source'"),
        ("stunts.json", lambda d: d["stunts"].pop(), "Mint Cooperative has 11 stunts; found 10"),
    ],
)
def test_a_bad_file_names_the_file_the_entry_and_the_field(fname, change, message):
    files = _files()
    change(files[fname])
    with pytest.raises(cards.DataError) as err:
        cards.load(files)
    assert str(err.value).startswith(f"cooperative/{fname}")
    assert message in str(err.value)


def test_rules_reference_names_every_villain_hero_and_stunt():
    text = data_path("rules", "cooperative.md").read_text(encoding="utf-8")
    for rec in (*cards.CARDS.villains, *cards.CARDS.heroes, *cards.CARDS.stunts):
        assert rec.name in text, rec.name
    for v in cards.CARDS.villains:
        assert f"{v.name} (panic starts at {v.start_panic}" in text
