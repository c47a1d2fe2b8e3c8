"""Hex maps made of cards, on the tiny fixture of tests/fixture/maps (four cards of 13 cells).

Each card has the same footprint (local axial cells, north at the top)::

     NW     N      NE        corner, half, corner
         1      2            whole, whole
     W      3      E         half, whole, half
         4      5            whole, whole
     SW     S      SE        corner, half, corner

The four cards lie two by two, A and B below, C and D above; card (c, k) puts its local (0, 0) on
global hex (2c + 2k, -4k). So A.E and B.W share a hex, as do A.N and C.S; A.NE, B.NW, C.SE and
D.SW meet on the centre hex. A has a river round cell 3, D a river of two edges, B a lake with a
printed ferry from 2 to 4 across it, and A.2 / B.1 / B.3 are one lake over the A-B seam.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mint.core import hexgrid
from mint.core.hexgrid import Layout
from mint.core.hexmap import (
    CORNER,
    HALF,
    LINK,
    WHOLE,
    HexMap,
    MapError,
    MergeRules,
    Placement,
    compose,
    read_card,
)

MAPS = Path(__file__).resolve().parents[1] / "fixture" / "maps"
CELL = {
    "NW": (0, 0),
    "N": (1, 0),
    "NE": (2, 0),
    "1": (0, 1),
    "2": (1, 1),
    "W": (-1, 2),
    "3": (0, 2),
    "E": (1, 2),
    "4": (-1, 3),
    "5": (0, 3),
    "SW": (-2, 4),
    "S": (-1, 4),
    "SE": (0, 4),
}
SLOT = {"A": (0, 0), "B": (1, 0), "C": (0, 1), "D": (1, 1)}
ITALY = MergeRules()  # halves and corners of touching cards merge
KNIGHT = MergeRules(halves=LINK)  # corners merge, halves stay twins
COST = {"meadow": 2, "vineyard": 3, "forest": 3, "rock": 4}  # a movement table for the tests


def at(card: str) -> tuple[int, int]:
    c, k = SLOT[card]
    return 2 * c + 2 * k, -4 * k


@pytest.fixture(scope="module")
def cards():
    return {c: read_card(MAPS / f"card_{c.lower()}.tmx") for c in "ABCD"}


def make(cards, rules, which="ABCD") -> HexMap:
    return compose([Placement(cards[c], at(c)) for c in which], rules)


def sid(m: HexMap, name: str):
    card, cell = name.split(".")
    return m.space_of(card, CELL[cell])


# --- reading cards ---------------------------------------------------------------------------


def test_a_card_reads_its_cells_parts_costs_and_features(cards):
    a = cards["A"]
    assert a.id == "A" and len(a.cells) == 13
    kinds = {name: a.cell(h).kind for name, h in CELL.items()}
    assert {n for n, k in kinds.items() if k == CORNER} == {"NW", "NE", "SW", "SE"}
    assert {n for n, k in kinds.items() if k == HALF} == {"N", "W", "E", "S"}
    assert {n for n, k in kinds.items() if k == WHOLE} == {"1", "2", "3", "4", "5"}
    three = a.cell(CELL["3"])
    assert three.terrains == {"vineyard"} and three.cost == 2 and three.features == ("town",)
    assert a.cell(CELL["2"]).terrains == {"lake"} and a.cell(CELL["2"]).cost is None


def test_a_card_knows_which_of_its_edges_each_cell_lies_on(cards):
    a = cards["A"]
    sides = {name: a.cell(h).sides for name, h in CELL.items()}
    assert {n for n, s in sides.items() if "west" in s} == {"NW", "1", "W", "4", "SW"}
    assert {n for n, s in sides.items() if "east" in s} == {"NE", "2", "E", "5", "SE"}
    assert {n for n, s in sides.items() if "north" in s} == {"NW", "N", "NE"}
    assert {n for n, s in sides.items() if "south" in s} == {"SW", "S", "SE"}
    assert sides["3"] == frozenset()


def test_a_card_reads_rivers_as_edges_and_links_as_cell_pairs(cards):
    a = cards["A"]
    e = hexgrid.edge
    assert a.rivers == {e(CELL["1"], CELL["3"]), e(CELL["W"], CELL["3"]), e(CELL["3"], CELL["4"])}
    assert hexgrid.chains(a.rivers) == [a.rivers]  # drawn as one line, it is one chain
    assert cards["B"].links == ((CELL["2"], CELL["4"]),)


def _edited(tmp_path, name, old, new):
    text = (MAPS / name).read_text()
    assert old in text
    out = tmp_path / name
    out.write_text(text.replace(old, new, 1))
    (tmp_path / "hexfixture.tsx").write_text((MAPS / "hexfixture.tsx").read_text())
    return out


def test_a_tag_the_card_edge_contradicts_is_refused(tmp_path):
    # the parts layer's first row is corner, half, corner (gids 7, 6, 7); call the N half a corner
    bad = _edited(tmp_path, "card_a.tmx", "7,6,7,", "7,7,7,")
    with pytest.raises(MapError, match="column 1, row 0 is tagged corner, but the card's edge makes it a half"):
        read_card(bad)


def test_a_river_off_the_hex_corners_is_refused(tmp_path):
    bad = _edited(tmp_path, "card_a.tmx", 'points="0,0 -28,16', 'points="0,0 -14,8')
    with pytest.raises(MapError, match="not on a hex corner"):
        read_card(bad)


def test_a_card_without_its_edge_rectangle_is_refused(tmp_path):
    bad = _edited(tmp_path, "card_a.tmx", '<objectgroup id="5" name="card">', '<objectgroup id="5" name="outline">')
    with pytest.raises(MapError, match="'card' must hold exactly one rectangle"):
        read_card(bad)


# --- merging: split hexes (halves merge) -----------------------------------------------------


def test_two_halves_of_touching_cards_merge_into_one_hex_with_both_terrains_and_summed_cost(cards):
    m = make(cards, ITALY)
    space = m.space(sid(m, "A.E"))
    assert sid(m, "B.W") == space.id and space.merged and space.whole
    assert space.terrains == {"forest", "rock"} and space.cost == 1 + 2
    assert space.features == ("keep",) and set(space.cards) == {"A", "B"}
    assert len(m.neighbours(space.id)) == 6
    assert {sid(m, n) for n in ("A.2", "A.3", "A.5", "B.1", "B.3", "B.4")} == set(m.neighbours(space.id))


def test_a_corner_merges_across_four_cards(cards):
    m = make(cards, ITALY)
    centre = m.space(sid(m, "A.NE"))
    assert {sid(m, n) for n in ("B.NW", "C.SE", "D.SW")} == {centre.id}
    assert len(centre.parts) == 4 and centre.whole
    assert centre.terrains == {"rock", "forest", "vineyard", "meadow"} and centre.cost == 4


def test_merged_map_counts(cards):
    # 52 cells; 4 half pairs, 4 two-card corners and one four-card corner merge
    assert len(make(cards, ITALY).spaces) == 52 - 4 - 4 - 3
    assert len(make(cards, KNIGHT).spaces) == 52 - 4 - 3


# --- twins: halves stay apart, corners merge ----------------------------------------------------


def test_half_hex_twins_stay_apart_and_touch_only_each_other_across_the_seam(cards):
    m = make(cards, KNIGHT)
    east, west = sid(m, "A.E"), sid(m, "B.W")
    assert east != west and m.space(east).hex == m.space(west).hex
    assert set(m.at_hex(m.space(east).hex)) == {east, west}
    assert set(m.neighbours(east)) == {sid(m, "A.2"), sid(m, "A.3"), sid(m, "A.5"), west}
    assert set(m.neighbours(west)) == {sid(m, "B.1"), sid(m, "B.3"), sid(m, "B.4"), east}
    assert m.space(west).features == ("keep",) and m.space(west).cost == 2


def test_global_neighbours_over_claim_what_a_half_touches(cards):
    m = make(cards, KNIGHT)
    east, b1 = m.space(sid(m, "A.E")), m.space(sid(m, "B.1"))
    assert hexgrid.distance(east.hex, b1.hex) == 1  # neighbours on the grid ...
    assert not m.adjacent(east.id, b1.id)  # ... but B.1 touches only the half on card B


def test_whole_cells_touch_across_a_seam(cards):
    m = make(cards, KNIGHT)
    assert m.adjacent(sid(m, "A.5"), sid(m, "B.4")) and m.adjacent(sid(m, "A.2"), sid(m, "B.1"))


def test_a_corner_merges_across_three_cards_and_the_mover_pays_the_part_it_enters(cards):
    m = make(cards, KNIGHT, "ABC")
    centre = m.space(sid(m, "A.NE"))
    assert len(centre.parts) == 3 and not centre.whole and set(centre.cards) == {"A", "B", "C"}
    assert m.entry_part(sid(m, "A.2"), centre.id).terrains == {"rock"}
    assert m.entry_part(sid(m, "B.1"), centre.id).terrains == {"forest"}
    assert m.entry_part(sid(m, "C.5"), centre.id).terrains == {"vineyard"}


def test_a_four_card_corner_touches_the_union_of_its_parts_neighbours(cards):
    m = make(cards, KNIGHT)
    centre = sid(m, "A.NE")
    want = {sid(m, n) for n in ("A.N", "A.2", "B.N", "B.1", "C.S", "C.5", "D.S", "D.4")}
    assert set(m.neighbours(centre)) == want


# --- rivers, lakes, links, card edges --------------------------------------------------------


def test_river_crossings(cards):
    m = make(cards, ITALY)
    three = sid(m, "A.3")
    assert all(m.is_river(three, sid(m, n)) for n in ("A.1", "A.W", "A.4"))
    assert not m.is_river(three, sid(m, "A.5")) and not m.is_river(three, sid(m, "A.2"))
    assert m.is_river(sid(m, "D.3"), sid(m, "D.5")) and not m.is_river(sid(m, "D.3"), sid(m, "D.1"))
    assert sorted(len(c) for c in hexgrid.chains(m.rivers)) == [2, 3]


def test_lake_groups_join_lakes_across_cards(cards):
    for rules in (ITALY, KNIGHT):
        m = make(cards, rules)
        groups = set(m.lake_groups())
        assert groups == {frozenset({sid(m, "A.2"), sid(m, "B.1"), sid(m, "B.3")}), frozenset({sid(m, "D.4")})}


def test_a_printed_link_joins_cells_that_do_not_touch(cards):
    m = make(cards, KNIGHT)
    two, four = sid(m, "B.2"), sid(m, "B.4")
    assert m.linked(two, four) and m.adjacent(four, two) and four in m.neighbours(two)
    assert four not in m.touching(two) and not m.is_river(two, four)


def test_card_edges_of_spaces(cards):
    m = make(cards, KNIGHT)
    assert m.card_sides(sid(m, "A.1")) == {("A", "west")}
    assert m.card_sides(sid(m, "A.3")) == frozenset()
    assert m.card_sides(sid(m, "A.NE")) == {
        ("A", "north"),
        ("A", "east"),
        ("B", "north"),
        ("B", "west"),
        ("C", "south"),
        ("C", "east"),
        ("D", "south"),
        ("D", "west"),
    }
    assert m.card_sides(sid(m, "B.W")) == {("B", "west")}


def test_a_card_turned_half_round(cards):
    m = compose([Placement(cards["A"], (5, 5), 180)], ITALY)
    one = m.space(m.space_of("A", CELL["1"]))
    assert one.hex == (5 - 0, 5 - 1)
    assert m.card_sides(one.id) == {("A", "east")}
    lay = Layout(20, (400, 300))
    part = m.locate(*m.center(one.id, lay), lay)
    assert part is not None and part.space == one.id


def test_overlapping_cards_are_refused(cards):
    with pytest.raises(MapError, match="overlap"):
        compose([Placement(cards["A"], (0, 0)), Placement(cards["B"], (1, 0))])
    with pytest.raises(MapError, match="placed twice"):
        compose([Placement(cards["A"], (0, 0)), Placement(cards["A"], (9, 9))])
    with pytest.raises(MapError, match="turn by 0 or 180"):
        compose([Placement(cards["A"], (0, 0), 60)])


# --- pixels ------------------------------------------------------------------------------------


@pytest.mark.parametrize("lay", [Layout(30, (100, 400)), Layout((18.0, 11.0), (-40, 250))])
@pytest.mark.parametrize("rules", [ITALY, KNIGHT])
def test_a_pixel_finds_its_space_and_card(cards, lay, rules):
    m = make(cards, rules)
    for space in m.spaces.values():
        for part in space.parts:
            x, y = hexmap_centroid(m.part_polygon(part, lay))
            got = m.locate(x, y, lay)
            assert got is not None and (got.space, got.card) == (space.id, part.card)
    x0, y0, x1, y1 = m.bounds(lay)
    assert m.locate(x0 - 5, y0 - 5, lay) is None and m.space_at(x1 + 5, y1 + 5, lay) is None


def test_twins_are_told_apart_by_the_side_of_the_seam(cards):
    m = make(cards, KNIGHT)
    lay = Layout(30)
    seam = m.card_rect("A", lay)[2]
    _, cy = lay.to_pixel(m.space(sid(m, "A.E")).hex)
    assert m.space_at(seam - 3, cy, lay) == sid(m, "A.E")
    assert m.space_at(seam + 3, cy, lay) == sid(m, "B.W")


def hexmap_centroid(poly):
    from mint.core.polygons import centroid

    return centroid([poly])


# --- reach -------------------------------------------------------------------------------------


def _step(m: HexMap, rivers_block: bool):
    def step(a, b):
        part = m.entry_part(a, b)
        if "lake" in part.terrains or (rivers_block and m.is_river(a, b)):
            return None
        return min(COST[t] for t in part.terrains)

    return step


def test_cheapest_reach_pays_terrain_and_stops_at_its_limit(cards):
    m = make(cards, KNIGHT)
    start = sid(m, "A.SW")
    got = m.reach(start, _step(m, False), limit=6)
    assert got.cost[start] == 0
    assert got.cost[sid(m, "A.4")] == 3  # forest
    assert got.cost[sid(m, "A.3")] == 3 + 3  # through 4, into the vineyard
    assert all(c <= 6 for c in got.cost.values()) and sid(m, "D.2") not in got
    for node in got.cost:
        path = got.path(node)
        assert all(m.adjacent(x, y) for x, y in zip(path, path[1:]))
    assert not any("lake" in m.space(s).terrains for s in got.cost)


def test_a_river_that_bars_the_way_sends_the_path_round(cards):
    m = make(cards, KNIGHT)
    start, town = sid(m, "A.1"), sid(m, "A.3")
    free = m.reach(start, _step(m, False))
    barred = m.reach(start, _step(m, True))
    assert free.path(town) == (start, town)
    assert barred.cost[town] > free.cost[town]
    path = barred.path(town)
    assert not any(m.is_river(x, y) for x, y in zip(path, path[1:]))


def test_a_printed_link_may_reach_onto_the_next_card(cards):
    """C's east half has a line drawn to the hex beyond its edge: D's cell 1 once D lies there."""
    m = make(cards, KNIGHT)
    assert m.linked(sid(m, "C.E"), sid(m, "D.1")) and sid(m, "C.E") in m.neighbours(sid(m, "D.1"))
    alone = make(cards, KNIGHT, "ABC")
    assert alone.neighbours(sid(alone, "C.E")) == alone.touching(sid(alone, "C.E"))


def test_reading_and_composing_cards_never_imports_pygame():
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from mint.core.hexmap import Placement, compose, read_card\n"
        "from mint.core import graph\n"
        f"card = read_card({str(MAPS / 'card_a.tmx')!r})\n"
        "compose([Placement(card)])\n"
        "print('pygame' in sys.modules)\n"
    )
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "False"


def test_a_parts_shape_is_kept_for_each_layout_and_is_the_shape_worked_out_afresh(cards):
    """A board's painting and layout ask for each part's shape many times: it is kept, for each
    layout, and is what clipping its hexagon by its card's edge gives (a hexagon wholly inside
    its card is kept as it is, points in the same order)."""
    from mint.core.polygons import clip

    m = make(cards, MergeRules(halves=LINK))
    for layout in (Layout(20.0), Layout((31.5, 27.0), (400.0, 300.0)), Layout(20.0)):
        for space in m.spaces.values():
            for part in space.parts:
                shape = m.part_polygon(part, layout)
                assert m.part_polygon(part, layout) is shape
                rect = m.card_rect(part.card, layout)
                hexagon = layout.corners(part.hex)
                slow = tuple(hexagon)
                for axis, bound, above in (
                    (0, rect[0], True),
                    (0, rect[2], False),
                    (1, rect[1], True),
                    (1, rect[3], False),
                ):
                    slow = tuple(
                        point for i, p in enumerate(slow) for point in _clip_step(slow[i - 1], p, axis, bound, above)
                    )
                assert shape == slow == clip(hexagon, rect)


def _clip_step(q, p, axis, bound, above):
    """One edge of one pass of Sutherland-Hodgman: what it adds to the clipped polygon."""
    p_in = p[axis] >= bound if above else p[axis] <= bound
    q_in = q[axis] >= bound if above else q[axis] <= bound
    out = []
    if p_in != q_in:
        t = (bound - q[axis]) / (p[axis] - q[axis])
        out.append((q[0] + (p[0] - q[0]) * t, q[1] + (p[1] - q[1]) * t))
    if p_in:
        out.append(p)
    return out


def test_a_hexagons_corners_are_its_centre_and_the_six_directions():
    import math

    for layout in (Layout(20.0), Layout((31.5, 27.0), (5.0, -3.0), pointy=False)):
        for h in ((0, 0), (3, -2), (-4, 7)):
            cx, cy = layout.to_pixel(h)
            start = 30 if layout.pointy else 0
            want = [
                (
                    cx + layout.size_x * math.cos(math.radians(start + 60 * i)),
                    cy + layout.size_y * math.sin(math.radians(start + 60 * i)),
                )
                for i in range(6)
            ]
            assert layout.corners(h) == want
