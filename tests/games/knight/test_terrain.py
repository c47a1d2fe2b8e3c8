"""Mint Knight's terrain cards (data/maps/knight_*.tmx) and the explored map of mint.games.knight.terrain.

Positions are named as in the component note's 7.2 diagram (NW N NE / 1 2 / W 3 E / 4 5 /
SW S SE); slots are (column growing east, row growing north), the start card at (0, 0).
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from mint.core.hexmap import CORNER, HALF, WHOLE, MapError, read_card
from mint.games.knight import terrain as T
from mint.games.knight.terrain import (
    CASTLE_CARDS,
    CELLS,
    EXPLORE_COST,
    NON_CASTLE_CARDS,
    POSITIONS,
    SIDES,
    START_CARD,
    card,
    catalogue,
    explore_slots,
    explored,
    format_place,
    legal_slot,
    move_cost,
    parse_place,
    reach,
    recycle_pick,
    recycled,
    start_space,
)
from mint.resources import data_path

# The component note's 7.3 table, copied by hand, to hold the files to.
NOTE = {
    ("S0", "basic"): "g g h / f:Orcs g / g g:Town h / g:START f:Ruins / g s g",
    ("S0", "advanced"): "h f h / f:Orcs h:Keep / s g:Town f / g f:Ruins / s s g",
    ("T1", "basic"): "f g g / f:Tower h / g f h:Keep / g h:Orcs / g f s",
    ("T1", "advanced"): "f f h / f:Tower h:Orcs / s f:Ruins h:Keep / f h:Orcs / g f s",
    ("T2", "basic"): "s g g / w g:Ruins / g s:Dragon f / g:Town h / h g f",
    ("T2", "advanced"): "s s g / w g:Ruins / g s:Dragon f:Tower / g:Town h:Orcs / h d f",
    ("K1", "basic"): "h g h / h:Castle f / g g:Orcs g / f h:Ruins / g g f",
    ("K1", "advanced"): "h h h / h:Keep f:Orcs / g g:Orcs d / f h:Ruins / g d f",
    ("K2", "basic"): "g f g / g h:Keep / f h:Castle g / s g / f g h",
    ("K2", "advanced"): "g f d / g:Orcs h:Keep / f h:Keep d / s:Ruins g / f s h",
    ("K3", "basic"): "f s f / s:Tower f / g f s / d h:Castle / g d g",
    ("K3", "advanced"): "f s f / s:Tower f:Dragon / g f s / d:Ruins h:Keep / g d g",
    ("K4", "basic"): "g h h / g h:Castle / g:Orcs w h / g g:Town / s g d",
    ("K4", "advanced"): "g h h / d:Ruins h:Keep / g:Orcs w h:Orcs / d g:Town / s g d",
}
LETTER = {"grass": "g", "hills": "h", "forest": "f", "swamp": "s", "desert": "d", "lake": "w"}
WORD = {"town": "Town", "ruins": "Ruins", "keep": "Keep", "tower": "Tower", "castle": "Castle"}
WORD |= {"orcs": "Orcs", "dragon": "Dragon"}
CASTLE = {"K1": ("1", "walls"), "K2": ("3", "gatehouse"), "K3": ("5", "shadowed"), "K4": ("2", "icebound")}


def codes(side: T.CardSide) -> str:
    """A side written back in the note's notation."""
    out = []
    for name in POSITIONS:
        loc = side.location_at(name)
        text = LETTER[side.terrain_at(name)]
        if loc or side.start == name:
            text += ":" + ("START" if side.start == name else WORD[loc or ""])
        out.append(text)
    rows = (out[0:3], out[3:5], out[5:8], out[8:10], out[10:13])
    return " / ".join(" ".join(r) for r in rows)


def at(m: T.Map, slot: tuple[int, int], position: str) -> int:
    return m.space_at(slot, position)


# --- The card files ----------------------------------------------------------------------------


def test_every_card_side_has_a_file_that_reads_as_a_map_card():
    files = sorted(data_path("maps").glob("knight_*.tmx"))
    assert len(files) == len(NOTE)
    for path in files:
        mc = read_card(path)
        assert path.stem == f"knight_{mc.id}_{mc.side}" and len(mc.cells) == 13
        kinds = {name: mc.cell(h).kind for name, h in CELLS.items()}
        assert [n for n, k in kinds.items() if k == CORNER] == ["NW", "NE", "SW", "SE"]
        assert [n for n, k in kinds.items() if k == HALF] == ["N", "W", "E", "S"]
        assert "designed" in path.read_text()


def test_the_cards_print_the_component_notes_layouts():
    for (card_id, side), text in NOTE.items():
        assert codes(card(card_id, side)) == text, (card_id, side)


def test_card_counts_match_the_component_note():
    sides = catalogue()
    assert len(sides) == 14 and len({s.id for s in sides}) == 7
    assert [s.id for s in sides if s.kind == "start"] == [START_CARD, START_CARD]
    assert sorted({s.id for s in sides if s.kind == "non-castle"}) == sorted(NON_CASTLE_CARDS) == ["T1", "T2"]
    assert sorted({s.id for s in sides if s.kind == "castle"}) == sorted(CASTLE_CARDS) and len(CASTLE_CARDS) == 4
    assert {s.side for s in sides} == set(SIDES)


def test_each_castle_card_shows_its_castle_and_trait_only_on_the_basic_side():
    for card_id, (position, trait) in CASTLE.items():
        assert card(card_id, "basic").castle == position and card(card_id, "basic").trait == trait
        assert card(card_id, "advanced").castle is None
    assert all(s.castle is None for s in catalogue() if s.kind != "castle")


def test_corners_never_hold_a_location_and_the_start_is_printed_bottom_left():
    for s in catalogue():
        assert all(s.location_at(n) is None for n in ("NW", "NE", "SW", "SE"))
    assert card("S0", "basic").start == T.START_POSITION == "4"
    assert all(s.start is None for s in catalogue() if (s.id, s.side) != ("S0", "basic"))


def test_sites_on_half_hexes_print_their_diagonal_lines():
    """The half-hex keep of Thornwood (E) prints lines to the next card's 1 and 4; Mirelake's tower too."""
    lined = {(s.id, s.side): s.lines for s in catalogue() if s.lines}
    assert set(lined) == {("T1", "basic"), ("T1", "advanced"), ("T2", "advanced")}
    for lines in lined.values():
        assert lines == (("E", (2, 1)), ("E", (1, 3)))  # the next card's 1 and 4, less the (2, 0) between the cards


def test_unknown_cards_and_sides_are_refused():
    with pytest.raises(MapError, match="no terrain card 'Z9'"):
        card("Z9")
    with pytest.raises(MapError, match="basic or advanced"):
        card("T1", "back")


# --- Slots, places and the map ----------------------------------------------------------------


def test_the_step_pattern_is_a_staircase_band():
    assert all(legal_slot(s) for s in [(0, 0), (1, 0), (0, 1), (1, 1), (2, 1), (1, 2), (3, 2)])
    assert not any(legal_slot(s) for s in [(-1, 0), (0, -1), (2, 0), (0, 2), (3, 1)])


def test_a_place_has_a_text_form_that_parses_back():
    for place in [((0, 0), "NW"), ((2, 1), "E"), ((10, 11), "4")]:
        assert parse_place(format_place(place)) == place
    assert format_place(((1, 0), "E")) == "1,0:E"
    with pytest.raises(ValueError, match="column,row:position"):
        parse_place("1:E")
    with pytest.raises(ValueError, match="not a position"):
        parse_place("1,0:Q")


def test_maps_refuse_illegal_placements():
    with pytest.raises(MapError, match="step pattern"):
        explored([("S0", "basic", (0, 0)), ("T1", "basic", (2, 0))])
    with pytest.raises(MapError, match="twice"):
        explored([("S0", "basic", (0, 0)), ("S0", "advanced", (1, 0))])
    with pytest.raises(MapError, match="two cards"):
        explored([("S0", "basic", (0, 0)), ("T1", "basic", (0, 0))])


def test_a_lone_card_has_thirteen_spaces_and_the_hero_starts_bottom_left():
    m = explored([("S0", "basic", (0, 0))])
    assert len(m) == 13 and m.places == tuple(((0, 0), n) for n in POSITIONS)
    assert m.places[start_space(m)] == ((0, 0), "4") and m.location[start_space(m)] is None
    assert m.kind.count(WHOLE) == 5 and m.kind.count(HALF) == 4 and m.kind.count(CORNER) == 4
    assert m.location[at(m, (0, 0), "3")] == "town" and m.enemy_level(at(m, (0, 0), "1")) == 1


def test_the_map_is_cached_and_builds_quickly():
    cards = ("S0", "T1", "T2", "K1", "K2", "K3", "K4")
    slots = ((0, 0), (1, 0), (0, 1), (1, 1), (2, 1), (1, 2), (2, 2))
    placements = tuple((c, "basic", s) for c, s in zip(cards, slots))
    explored(placements)  # the card files are read once
    assert explored(list(placements)) is explored(placements)
    t = time.perf_counter()
    for _ in range(20):
        T._explored.cache_clear()
        explored(placements)
    assert (time.perf_counter() - t) / 20 < 0.05


def test_laying_a_card_keeps_every_old_space_number():
    first = explored([("S0", "basic", (0, 0)), ("T1", "basic", (1, 0))])
    more = explored([("S0", "basic", (0, 0)), ("T1", "basic", (1, 0)), ("T2", "basic", (0, 1))])
    assert more.places[: len(first)] == first.places
    assert len(more) == len(first) + 13 - 2  # Mirelake's two south corners join S0's north ones
    corner = at(first, (0, 0), "NE")
    assert at(more, (0, 1), "SE") == corner  # T2 joins the corner S0 and T1 share ...
    assert more.parts[corner] == (((0, 0), "NE"), ((1, 0), "NW"), ((0, 1), "SE"))  # ... as its third part


# --- Corners, half hexes and lines ------------------------------------------------------------


def test_a_corner_merges_across_four_cards():
    m = explored([("S0", "basic", (0, 0)), ("T1", "basic", (1, 0)), ("T2", "basic", (0, 1)), ("K1", "basic", (1, 1))])
    centre = at(m, (0, 0), "NE")
    assert {at(m, (1, 0), "NW"), at(m, (0, 1), "SE"), at(m, (1, 1), "SW")} == {centre}
    assert len(m.parts[centre]) == 4 and m.kind[centre] == CORNER
    want = {((0, 0), "N"), ((0, 0), "2"), ((1, 0), "N"), ((1, 0), "1")}
    want |= {((0, 1), "S"), ((0, 1), "5"), ((1, 1), "S"), ((1, 1), "4")}
    assert {m.places[i] for i in m.adj[centre]} == want


def test_a_hills_corner_costs_three_from_the_card_the_hero_stands_on():
    """Rulebook: "It costs 3 to move to corner (hill)" - the part on the hero's card sets the cost."""
    m = explored([("S0", "basic", (0, 0)), ("T2", "basic", (1, 0))])
    corner = at(m, (0, 0), "NE")
    assert m.terrains[corner] == ("hills", "swamp")  # S0's part is hills, Mirelake's swamp
    assert move_cost(m, corner, True, at(m, (0, 0), "2")) == 3
    assert move_cost(m, corner, True, at(m, (0, 0), "N")) == 3
    assert move_cost(m, corner, True, at(m, (1, 0), "N")) == 4
    leaving = at(m, (1, 0), "N")  # and leaving the corner pays the space entered
    assert move_cost(m, leaving, True, corner) == 2


def test_six_move_pays_one_swamp_and_one_grass():
    """Rulebook: "6 total movement points played. Grass = 2 cost, Swamp = 4 cost.\""""
    m = explored([("S0", "basic", (0, 0))])
    start, swamp, grass = start_space(m), at(m, (0, 0), "S"), at(m, (0, 0), "SE")
    assert m.terrains[swamp] == ("swamp",) and m.terrains[grass] == ("grass",)
    got = reach(m, start, 6, True)
    assert got.cost[grass] == 6 and got.path(grass) == (start, swamp, grass)
    assert move_cost(m, swamp, True, start) + move_cost(m, grass, True, swamp) == 6
    assert grass not in reach(m, start, 5, True)


def keep_map() -> T.Map:
    # Thornwood's half-hex keep (E) at (0, 1), Redspire east of it at (1, 1)
    return explored([("S0", "basic", (0, 0)), ("T1", "basic", (0, 1)), ("K1", "basic", (1, 1))])


def test_half_hex_twins_touch_only_each_other_across_the_seam():
    m = keep_map()
    keep, twin = at(m, (0, 1), "E"), at(m, (1, 1), "W")
    assert keep != twin and m.hexes[keep] == m.hexes[twin] and m.location[keep] == "keep"
    assert {m.places[i] for i in m.touching[keep]} == {((0, 1), "2"), ((0, 1), "3"), ((0, 1), "5"), ((1, 1), "W")}
    assert {m.places[i] for i in m.touching[twin]} == {((1, 1), "1"), ((1, 1), "3"), ((1, 1), "4"), ((0, 1), "E")}
    assert twin not in m.adj[at(m, (0, 1), "2")] and twin not in m.adj[at(m, (0, 1), "5")]


def test_the_half_hex_keep_moves_diagonally_along_its_printed_lines():
    """Rulebook: "Diagonal movement is allowed ... The lines show legal moves from the half-hex keep.\""""
    m = keep_map()
    keep = at(m, (0, 1), "E")
    diagonal = {at(m, (1, 1), "1"), at(m, (1, 1), "4")}
    assert set(m.linked[keep]) == diagonal and diagonal <= set(m.adj[keep])
    assert all(keep in m.linked[d] for d in diagonal)  # a line runs both ways
    castle = at(m, (1, 1), "1")
    assert move_cost(m, castle, True, keep) == 3  # Redspire's castle is on hills
    assert move_cost(m, keep, True, castle) == 3  # and the keep is a hills half
    straight = at(m, (1, 1), "3")
    assert straight not in m.adj[keep]  # straight across is two steps, through the twin
    lone = explored([("S0", "basic", (0, 0)), ("T1", "basic", (0, 1))])
    assert lone.linked[at(lone, (0, 1), "E")] == ()  # with no card east, the lines join nothing


def test_stepping_onto_a_space_that_is_not_next_to_the_hero_is_refused():
    m = explored([("S0", "basic", (0, 0))])
    with pytest.raises(ValueError, match="not one step from"):
        move_cost(m, at(m, (0, 0), "NE"), True, start_space(m))


def test_lakes_cannot_be_entered():
    m = explored([("S0", "basic", (0, 0)), ("T2", "basic", (0, 1))])
    lake = at(m, (0, 1), "1")
    assert m.terrains[lake] == ("lake",) and move_cost(m, lake, True, at(m, (0, 1), "N")) is None
    assert lake not in reach(m, start_space(m), 40, True)


# --- Reach --------------------------------------------------------------------------------------


def test_reach_stays_within_its_budget_and_follows_steps():
    m = explored([("S0", "basic", (0, 0)), ("T1", "basic", (1, 0)), ("T2", "basic", (0, 1))])
    start = start_space(m)
    for budget in (0, 2, 5, 9):
        got = reach(m, start, budget, True)
        assert got.cost[start] == 0 and all(c <= budget for c in got.cost.values())
        for node, cost in got.cost.items():
            path = got.path(node)
            steps = [move_cost(m, b, True, a) for a, b in zip(path, path[1:])]
            assert all(b in m.adj[a] for a, b in zip(path, path[1:])) and sum(s or 0 for s in steps) == cost
    assert len(reach(m, start, 9, True)) > len(reach(m, start, 5, True)) > len(reach(m, start, 2, True)) > 1


def test_reach_stops_at_unvanquished_sites_and_does_not_enter_roaming_enemies():
    m = explored([("S0", "basic", (0, 0))])
    start, ruins, orcs = start_space(m), at(m, (0, 0), "5"), at(m, (0, 0), "1")
    got = reach(m, start, 20, True)
    assert ruins in got and orcs not in got
    assert all(got.previous[n] != ruins for n in got.cost)  # nothing is reached through the ruins
    freed = reach(m, start, 20, True, vanquished={ruins, orcs})
    assert orcs in freed and any(freed.previous[n] == ruins for n in freed.cost)
    assert at(m, (0, 0), "N") not in reach(m, start, 20, True, blocked={at(m, (0, 0), "N")})


def test_night_changes_forest_and_desert():
    m = explored([("S0", "basic", (0, 0)), ("K3", "basic", (0, 1))])
    forest, desert = at(m, (0, 1), "3"), at(m, (0, 1), "4")
    assert (move_cost(m, forest, True, desert), move_cost(m, forest, False, desert)) == (3, 4)
    assert (move_cost(m, desert, True, forest), move_cost(m, desert, False, forest)) == (4, 2)


def test_stonegates_gatehouse_adds_two_until_the_castle_falls():
    m = explored([("S0", "basic", (0, 0)), ("K2", "basic", (1, 0))])
    castle, beside = at(m, (1, 0), "3"), at(m, (1, 0), "1")
    assert m.castle((1, 0)) == castle and m.terrains[castle] == ("hills",)
    assert move_cost(m, castle, True, beside) == 3 + 2
    assert move_cost(m, castle, True, beside, vanquished={castle}) == 3
    got = reach(m, beside, 40, True)
    assert got.cost[castle] == 5


# --- Exploring -------------------------------------------------------------------------------------


def test_explore_needs_a_card_edge_and_an_empty_slot_of_the_step_pattern():
    m = explored([("S0", "basic", (0, 0))])
    assert EXPLORE_COST == 2
    assert explore_slots(m, at(m, (0, 0), "3")) == ()  # the middle lies on no edge
    assert explore_slots(m, start_space(m)) == ()  # west of the start card lies outside the pattern
    assert explore_slots(m, at(m, (0, 0), "N")) == ((0, 1),)
    assert explore_slots(m, at(m, (0, 0), "E")) == ((1, 0),)
    assert explore_slots(m, at(m, (0, 0), "NE")) == ((1, 0), (0, 1))  # a corner counts as both edges
    assert explore_slots(m, at(m, (0, 0), "NE"), closed={(0, 1)}) == ((1, 0),)


def test_explore_from_a_shared_corner_crosses_the_edges_of_every_card_holding_it():
    m = explored([("S0", "basic", (0, 0)), ("T1", "basic", (1, 0)), ("T2", "basic", (0, 1))])
    corner = at(m, (0, 0), "NE")
    assert ((1, 0), "north") in m.edges[corner] and ((0, 1), "east") in m.edges[corner]
    assert explore_slots(m, corner) == ((1, 1),)
    assert explore_slots(m, at(m, (1, 0), "E")) == ()  # (2, 0) breaks the step pattern
    assert explore_slots(m, at(m, (0, 1), "N")) == ()  # so does (0, 2)
    assert explore_slots(m, at(m, (1, 0), "N")) == ((1, 1),)


# --- The empty deck ------------------------------------------------------------------------------


def four() -> tuple[T.Placed, ...]:
    return (("S0", "basic", (0, 0)), ("T1", "basic", (1, 0)), ("T2", "basic", (0, 1)), ("K1", "basic", (1, 1)))


def test_the_empty_deck_flips_the_top_basic_card_of_the_left_most_column():
    m = explored(four())
    hero = at(m, (1, 1), "3")
    assert recycle_pick(m, hero) == (0, 1)
    hero_on_top = at(m, (0, 1), "3")
    assert recycle_pick(m, hero_on_top) == (0, 0)  # not the card under the hero
    flipped = explored((*four()[:2], ("T2", "advanced", (0, 1)), four()[3]))
    assert recycle_pick(flipped, hero) == (0, 0)  # an advanced card is no longer a candidate


def test_the_empty_deck_passes_over_the_heros_corner_cards_and_a_standing_castle():
    m = explored(four())
    corner = at(m, (0, 0), "NE")  # on all four cards
    assert recycle_pick(m, corner) is None
    hero = at(m, (1, 1), "NE")  # on Redspire only, so Thornwood goes
    m2 = explored((("S0", "advanced", (0, 0)), ("T1", "basic", (1, 0)), ("T2", "advanced", (0, 1)), four()[3]))
    assert recycle_pick(m2, hero) == (1, 0)
    assert recycle_pick(m2, at(m2, (1, 0), "3")) is None  # on Thornwood, and Redspire's castle stands
    castle = m2.castle((1, 1))
    assert castle is not None and recycle_pick(m2, at(m2, (1, 0), "3"), vanquished={castle}) == (1, 1)


def test_a_recycled_card_moves_advanced_side_up_and_leaves_its_slot_empty():
    after = recycled(four(), (0, 1), (2, 1))
    assert after == (four()[0], four()[1], four()[3], ("T2", "advanced", (2, 1)))
    m = explored(after)
    assert (0, 1) not in m.card_at and m.enemy_level(at(m, (2, 1), "3")) == 2
    assert explore_slots(m, at(m, (0, 0), "N"), closed={(0, 1)}) == ()  # the left slot stays closed
    with pytest.raises(MapError, match="not an empty slot"):
        recycled(four(), (0, 1), (1, 1))
    with pytest.raises(MapError, match="already shows its advanced side"):
        recycled(after, (2, 1), (2, 2))


# --- Purity ---------------------------------------------------------------------------------------


def test_the_terrain_module_never_imports_pygame():
    code = (
        "import sys\n"
        "from mint.games.knight import terrain as T\n"
        "m = T.explored([('S0', 'basic', (0, 0)), ('T1', 'basic', (1, 0))])\n"
        "T.reach(m, T.start_space(m), 6, True)\n"
        "print('pygame' in sys.modules)\n"
    )
    root = Path(__file__).resolve().parents[3]
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "False"
