"""The pure core: randomness, hex maths, boards, JSON round trip, registry and purity."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mint.core import hexgrid, registry, serial
from mint.core.boards import BoardError, read_board
from mint.core.game import OptionError, OptionSpec, resolve_options
from mint.core.rng import Rng

ROOT = Path(__file__).resolve().parents[2]


def test_rng_is_deterministic_and_advances():
    a, r1 = Rng.from_seed(5).randint(1, 6)
    b, r2 = Rng.from_seed(5).randint(1, 6)
    assert (a, r1) == (b, r2)
    assert r1 != Rng.from_seed(5)


def test_rng_shuffle_is_a_permutation():
    items = tuple(range(20))
    shuffled, _ = Rng.from_seed(9).shuffle(items)
    assert sorted(shuffled) == list(items) and shuffled != items


def test_rng_roll_faces_in_range():
    dice, _ = Rng.from_seed(1).roll(200, 6)
    assert set(dice) == {1, 2, 3, 4, 5, 6}


@given(st.integers(-30, 30), st.integers(-30, 30), st.integers(-30, 30), st.integers(-30, 30))
def test_hex_distance_is_symmetric_and_matches_line(q1, r1, q2, r2):
    a, b = (q1, r1), (q2, r2)
    assert hexgrid.distance(a, b) == hexgrid.distance(b, a)
    path = hexgrid.line(a, b)
    assert path[0] == a and path[-1] == b and len(path) == hexgrid.distance(a, b) + 1
    assert all(hexgrid.distance(x, y) == 1 for x, y in zip(path, path[1:]))


def test_hex_ring_sizes_and_neighbours():
    assert len(hexgrid.ring((0, 0), 0)) == 1
    assert len(hexgrid.ring((0, 0), 3)) == 18
    assert all(hexgrid.distance((0, 0), h) == 1 for h in hexgrid.neighbours((0, 0)))


@pytest.mark.parametrize("pointy", [True, False])
@given(st.integers(-20, 20), st.integers(-20, 20))
def test_hex_pixel_round_trip(pointy, q, r):
    layout = hexgrid.Layout(30, (500, 400), pointy)
    assert layout.from_pixel(*layout.to_pixel((q, r))) == (q, r)


@given(st.integers(0, 40), st.integers(0, 40), st.sampled_from(["x", "y"]), st.sampled_from(["odd", "even"]))
def test_offset_axial_round_trip(col, row, axis, index):
    h = hexgrid.offset_to_axial(col, row, axis, index)
    assert hexgrid.axial_to_offset(h, axis, index) == (col, row)


def test_line_of_sight_blocked():
    assert hexgrid.line_of_sight((0, 0), (3, 0), set())
    assert not hexgrid.line_of_sight((0, 0), (3, 0), {(1, 0)})


TMX = """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="{o}" renderorder="right-down" width="4" height="4" tilewidth="32" tileheight="32"
 infinite="0" {extra} nextlayerid="4" nextobjectid="9">
 <tileset firstgid="1" name="t" tilewidth="32" tileheight="32" tilecount="2" columns="2">
  <tile id="0"><properties><property name="terrain" value="forest"/></properties></tile>
  <tile id="1"><properties><property name="terrain" value="sea"/></properties></tile>
 </tileset>
 <layer id="3" name="terrain" width="4" height="4"><data encoding="csv">1,2,0,0,0,1,0,0,0,0,0,0,0,0,0,0</data></layer>
 <objectgroup id="1" name="spots">
  <object id="1" name="city" type="city" x="10" y="20" width="40" height="40">
   <properties><property name="actions" value="load,upgrade"/></properties></object>
  <object id="2" name="w1" type="warehouse" x="100" y="20" width="40" height="40"/>
 </objectgroup>
 <objectgroup id="2" name="roads">
  <object id="3" x="30" y="40"><properties><property name="from" value="city"/><property name="to" value="{to}"/>
   <property name="kind" value="dirt"/></properties><polyline points="0,0 90,0"/></object>
 </objectgroup>
</map>"""


def test_board_reads_spots_roads_and_terrain(tmp_path):
    path = tmp_path / "m.tmx"
    path.write_text(TMX.format(o="hexagonal", extra='hexsidelength="16" staggeraxis="y" staggerindex="odd"', to="w1"))
    board = read_board(path)
    assert board.spot("city").prop("actions") == "load,upgrade"
    assert board.neighbours("city") == ("w1",) and board.neighbours("w1") == ("city",)
    assert board.road("w1", "city").prop("kind") == "dirt"
    terrain = {c.hex: c.terrain for c in board.cells}
    assert terrain[(0, 0)] == "forest" and terrain[(1, 0)] == "sea"
    assert terrain[(hexgrid.offset_to_axial(1, 1))] == "forest"


def test_board_errors_are_clear(tmp_path):
    bad = tmp_path / "bad.tmx"
    bad.write_text(TMX.format(o="orthogonal", extra="", to="nowhere"))
    with pytest.raises(BoardError, match="nowhere"):
        read_board(bad)
    garbled = tmp_path / "garbled.tmx"
    garbled.write_text("<map><<<")
    with pytest.raises(BoardError, match="not a readable Tiled map"):
        read_board(garbled)
    with pytest.raises(BoardError, match="not found"):
        read_board(tmp_path / "missing.tmx")


def test_every_map_in_data_parses():
    from mint.core.hexmap import read_card

    for path in (ROOT / "data" / "maps").glob("*.tmx"):
        board = read_board(path)
        if board.prop("card"):  # a map card: its cells and cut edge, no named spots
            assert read_card(path).cells, f"{path.name} has no cells"
        else:
            assert board.spots, f"{path.name} has no spots"


def test_every_json_in_data_parses_and_game_data_has_a_schema():
    import json

    for path in (ROOT / "data").rglob("*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        if path.parent.name in registry.KNOWN:
            assert isinstance(data, dict) and "schema" in data, f"{path} has no schema version"


def test_serial_round_trip_of_nested_values():
    from tests.fixture import rules

    state = rules.new_game((rules.Seat(), rules.Seat()), 3, {})
    assert serial.load(serial.dump(state), rules.STATE_TYPES) == state
    assert serial.load(serial.dump(frozenset({(1, 2), (3, 4)})), ()) == frozenset({(1, 2), (3, 4)})
    with pytest.raises(ValueError):
        serial.load({"__t": "Nope"}, ())


def test_options_are_validated():
    specs = (OptionSpec("mode", "a", ("a", "b")),)
    assert resolve_options(specs, {}) == {"mode": "a"}
    with pytest.raises(OptionError, match="unknown option"):
        resolve_options(specs, {"colour": "x"})
    with pytest.raises(OptionError, match="one of a, b"):
        resolve_options(specs, {"mode": "z"})


def test_an_options_words_may_be_said_and_show_in_the_language_in_use():
    import gettext
    import io

    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    from mint.core import words

    spec = OptionSpec("mode", "a", ("a", "b"), words.t("How to play"), words.t("Mode"), (("a", words.t("Fast")),))
    cat = Catalog(locale="it")
    for en, it in (("Mode", "Modo"), ("Fast", "Veloce")):
        cat.add(en, it)
    buf = io.BytesIO()
    write_mo(buf, cat)
    buf.seek(0)
    assert (spec.title(), spec.word("a"), spec.word("b"), spec.value_of("Fast")) == ("Mode", "Fast", "b", "a")
    words.use(gettext.GNUTranslations(buf))
    try:
        assert (spec.title(), spec.word("a"), spec.value_of("Veloce")) == ("Modo", "Veloce", "a")
    finally:
        words.use(None)


def test_registry_names_and_aliases():
    with pytest.raises(registry.UnknownGameError, match="unknown game"):
        registry.canonical("chess")
    for name in registry.menu_names():
        assert registry.canonical(f"mint-{name}") == name


def _sprite_refs(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("sprite", "icon", "image") and isinstance(value, str):
                yield value
            else:
                yield from _sprite_refs(value)
    elif isinstance(node, list):
        for item in node:
            yield from _sprite_refs(item)


def test_every_sprite_named_in_data_exists():
    import json

    from mint.resources import sprite_path

    for path in (ROOT / "data").rglob("*.json"):
        for ref in _sprite_refs(json.loads(path.read_text(encoding="utf-8"))):
            parts = ref.split("/") if "/" in ref else ["common", ref]
            target = sprite_path(*parts)
            if not target.suffix:
                target = target.with_suffix(".svg")
            assert target.exists(), f"{path.name} names sprite {ref!r}, which does not exist"


def test_common_icons_are_svg_and_render():
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from mint.ui.kit import Kit

    icons = sorted((ROOT / "sprites" / "common").glob("*.svg"))
    assert len(icons) >= 12
    kit = Kit(1.0)
    for icon in icons:
        surf = kit.icon(icon.stem, 40)
        assert surf.get_size() == (40, 40)
        assert any(surf.get_at((x, y))[3] > 0 for x in range(0, 40, 4) for y in range(0, 40, 4)), icon.name
