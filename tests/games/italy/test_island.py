"""Mint Italy's island: the twelve map card files, and the composed board the rules ask about.

Cells are named as in the component note's tables: global row r (0-6) and the card's local
column c, where even rows have half hexes at c0 and c3 and odd rows whole cells c0-c2.
In the island, card column j holds global columns 3j + c.
"""

from __future__ import annotations

import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mint.core.boards import read_board
from mint.core.hexgrid import axial_to_offset, offset_to_axial
from mint.core.hexmap import HALF, WHOLE, MapError, read_card
from mint.games.italy import island as island_module
from mint.games.italy.island import CORNERS, NORTH, SCANS, SOUTH, TERRAINS, Island, island
from mint.resources import data_path

ALL = CORNERS + NORTH + SOUTH
CODE = {"light": "L", "dark": "D", "grey": "G", "lake": "W", "marina": "M"}

# Cells from the component note's §A tables, (row, column, code), to hold the files to.
SPOT = {
    "TL": ((0, 0, "S"), (0, 1, "M"), (0, 3, "D1"), (1, 0, "W"), (1, 2, "G3"), (2, 0, "S"), (2, 3, "G2"), (3, 1, "D1")),
    "TR": ((0, 0, "L1"), (0, 2, "M"), (0, 3, "S"), (1, 2, "W"), (2, 1, "G3"), (2, 3, "S"), (3, 0, "G1")),
    "N1": ((0, 0, "D1"), (0, 2, "G4"), (1, 0, "D3"), (1, 1, "W"), (2, 2, "G3"), (2, 3, "D1"), (3, 1, "G2")),
    "N2": ((0, 1, "G3"), (0, 3, "G1"), (1, 2, "G5"), (2, 0, "D1"), (2, 1, "W"), (3, 2, "L2")),
    "N3": ((0, 0, "G2"), (1, 0, "G4"), (1, 2, "D3"), (2, 2, "W"), (2, 3, "G2"), (3, 0, "D1")),
    "N4": ((0, 1, "W"), (0, 2, "G3"), (1, 0, "L2"), (2, 1, "G4"), (2, 2, "D3"), (3, 0, "L2")),
    "BL": ((3, 1, "G1"), (4, 0, "S"), (4, 1, "D2"), (5, 0, "W"), (5, 2, "G3"), (6, 0, "S"), (6, 1, "M"), (6, 3, "L1")),
    "BR": ((3, 2, "G2"), (4, 0, "L1"), (4, 3, "S"), (5, 2, "W"), (6, 1, "L2"), (6, 2, "M"), (6, 3, "S")),
    "S1": ((3, 0, "G1"), (4, 2, "G4"), (4, 3, "D1"), (5, 0, "W"), (6, 0, "G2"), (6, 2, "G3")),
    "S2": ((3, 1, "G1"), (4, 0, "G1"), (5, 0, "D3"), (5, 1, "G5"), (5, 2, "W"), (6, 3, "G2")),
    "S3": ((3, 0, "L2"), (4, 1, "W"), (4, 3, "G1"), (5, 0, "G3"), (6, 1, "G4"), (6, 2, "D3")),
    "S4": ((3, 0, "G1"), (4, 1, "G3"), (5, 1, "W"), (5, 2, "G4"), (6, 1, "D3"), (6, 3, "D1")),
}
# River edges of §A, as (row, column, row, column) pairs of one card.
RIVERS = {
    "N1": ((0, 2, 1, 2), (1, 1, 1, 2), (1, 2, 2, 2), (0, 1, 0, 2), (0, 2, 1, 1), (1, 1, 2, 2), (2, 1, 2, 2)),
    "N2": ((1, 0, 1, 1), (1, 1, 2, 1), (0, 0, 0, 1), (0, 1, 1, 0), (1, 0, 2, 1), (2, 0, 2, 1)),
    "N3": (
        (0, 1, 1, 1),
        (1, 0, 1, 1),
        (1, 0, 2, 1),
        (0, 1, 0, 2),
        (0, 2, 1, 1),
        (1, 1, 1, 2),
        (1, 1, 2, 2),
        (2, 1, 2, 2),
    ),
    "N4": (
        (1, 1, 1, 2),
        (1, 1, 2, 2),
        (2, 2, 2, 1),
        (0, 0, 0, 1),
        (0, 1, 1, 0),
        (1, 0, 1, 1),
        (1, 0, 2, 1),
        (2, 0, 2, 1),
    ),
    "S1": (
        (4, 1, 4, 2),
        (4, 2, 5, 1),
        (5, 1, 5, 2),
        (4, 0, 4, 1),
        (4, 1, 5, 0),
        (5, 0, 5, 1),
        (5, 0, 6, 1),
        (6, 0, 6, 1),
    ),
    "S2": ((4, 1, 5, 0), (4, 1, 5, 1), (4, 1, 4, 2), (4, 2, 5, 1), (5, 1, 5, 2), (5, 1, 6, 2), (6, 1, 6, 2)),
    "S3": (
        (5, 1, 5, 2),
        (5, 1, 6, 2),
        (6, 1, 6, 2),
        (4, 0, 4, 1),
        (4, 1, 5, 0),
        (5, 0, 5, 1),
        (5, 0, 6, 1),
        (6, 0, 6, 1),
    ),
    "S4": ((4, 1, 5, 0), (5, 0, 5, 1), (4, 1, 4, 2), (4, 2, 5, 1), (5, 1, 5, 2), (5, 1, 6, 2), (6, 1, 6, 2)),
    "TL": (),
    "TR": (),
    "BL": (),
    "BR": (),
}
SOLO = (("N1", "N2"), ("S1", "S2"))


def draws(x: int, n: int = 4, seed: int = 7) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    rnd = random.Random(seed + x)
    return [(tuple(rnd.sample(NORTH, x)), tuple(rnd.sample(SOUTH, x))) for _ in range(n)]


def is_south(card: str) -> bool:
    return card in SOUTH or card in ("BL", "BR")


def local(card: str, row: int, col: int) -> tuple[int, int]:
    """A table cell's axial hex in the card's own file (a south file starts at global row 3)."""
    if is_south(card):
        return offset_to_axial(col, row - 3, "y", "even")
    return offset_to_axial(col, row, "y", "odd")


def code(card: str, row: int, col: int) -> str:
    c = island_module.card(card)
    h = local(card, row, col)
    if not c.has(h):
        return "S"
    cell = c.cell(h)
    (terrain,) = cell.terrains
    return CODE[terrain] + ("" if cell.cost is None else str(cell.cost))


def column(isl: Island, card: str) -> int:
    """The card column j a placed card lies in."""
    top, bottom = ("TL", *isl.north, "TR"), ("BL", *isl.south, "BR")
    return top.index(card) if card in top else bottom.index(card)


def at(isl: Island, col: int, row: int) -> int:
    """The space on global offset hex (col, row)."""
    return isl.hexes.index((col, row))


def on(isl: Island, card: str, row: int, col: int) -> int:
    """The space that holds a table cell of a placed card."""
    return at(isl, 3 * column(isl, card) + col, row)


# --- The card files ---------------------------------------------------------------------------


@pytest.mark.parametrize("card", ALL)
def test_every_card_file_reads_as_a_map_card_named_and_marked_designed(card):
    path = data_path("maps", f"italy_{card}.tmx")
    c = read_card(path)
    assert c.id == card and c.pointy
    assert read_board(path).prop("source") == "designed"
    assert read_board(path).stagger_index == ("even" if is_south(card) else "odd")


@pytest.mark.parametrize("card", ALL)
def test_card_cells_match_the_component_tables(card):
    for row, col, want in SPOT[card]:
        assert code(card, row, col) == want, (card, row, col)


@pytest.mark.parametrize("card", ALL)
def test_cut_cells_are_the_card_edge_halves_and_always_land(card):
    c = island_module.card(card)
    cut_row = 3
    for row in (3, 4, 5, 6) if is_south(card) else (0, 1, 2, 3):
        for col in range(4 if row % 2 == 0 else 3):
            h = local(card, row, col)
            if not c.has(h):
                continue
            want = HALF if row == cut_row or (row % 2 == 0 and col in (0, 3)) else WHOLE
            assert c.cell(h).kind == want, (card, row, col)
            if want == HALF:
                assert c.cell(h).terrains <= set(TERRAINS) and c.cell(h).cost is not None
    water = sorted(t for cell in c.cells for t in cell.terrains if t in ("lake", "marina"))
    assert water == (["lake", "marina"] if card in CORNERS else ["lake"])
    assert all(cell.kind == WHOLE for cell in c.cells if cell.terrains & {"lake", "marina"})


def test_a_bad_card_name_is_refused():
    with pytest.raises(MapError, match="no map card"):
        island_module.card("N5")
    with pytest.raises(MapError, match="as many north as south"):
        island(("N1", "N2"), ("S1",))
    with pytest.raises(MapError, match="repeats"):
        island(("N1", "N1"), ("S1", "S2"))
    with pytest.raises(MapError, match="not one of the cards"):
        island(("S1", "N2"), ("S3", "S2"))


# --- The composed island ----------------------------------------------------------------------


@pytest.mark.parametrize(("x", "land", "water"), [(2, 68, 12), (3, 87, 14), (4, 106, 16)])
def test_land_and_water_counts(x, land, water):
    for north, south in draws(x):
        isl = island(north, south)
        assert len(isl.land) == land and len(isl.ids) == land + water
        assert sum(k == "lake" for k in isl.kind) == 4 + 2 * x and sum(k == "marina" for k in isl.kind) == 4
        assert isl.land == tuple(i for i, k in enumerate(isl.kind) if k == "land")


def test_card_rectangles_meet_edge_to_edge():
    isl = island(("N3", "N1", "N4"), ("S2", "S4", "S1"))
    rect = isl.map.card_rect
    for row in (("TL", *isl.north, "TR"), ("BL", *isl.south, "BR")):
        for a, b in zip(row, row[1:]):
            assert rect(a)[2] == pytest.approx(rect(b)[0]) and rect(a)[1] == pytest.approx(rect(b)[1])
    for a, b in zip(("TL", *isl.north, "TR"), ("BL", *isl.south, "BR")):
        assert rect(a)[3] == pytest.approx(rect(b)[1]) and rect(a)[0] == pytest.approx(rect(b)[0])


def test_spaces_are_numbered_in_the_top_left_scan_order():
    isl = island(*SOLO)
    assert list(isl.hexes) == sorted(isl.hexes, key=lambda h: (h[1], h[0]))
    assert len(set(isl.hexes)) == len(isl.hexes)
    assert all(isl.index[s] == i for i, s in enumerate(isl.ids))
    assert isl.scan(reversed(range(len(isl.ids))), "TL") == list(range(len(isl.ids)))


@pytest.mark.parametrize(("north", "south"), draws(3, 2) + [(("N4", "N2", "N3", "N1"), ("S3", "S1", "S4", "S2"))])
def test_halves_of_neighbouring_cards_make_one_hex_with_both_terrains_and_the_summed_cost(north, south):
    isl = island(north, south)
    m = isl.map

    def merged(card_a, cell_a, card_b, cell_b):
        i = isl.index[m.space_of(card_a, cell_a)]
        assert isl.index[m.space_of(card_b, cell_b)] == i
        a, b = island_module.card(card_a).cell(cell_a), island_module.card(card_b).cell(cell_b)
        assert isl.terrains[i] == a.terrains | b.terrains
        assert isl.cost[i] == a.cost + b.cost
        assert not isl.whole[i] and isl.kind[i] == "land" and set(isl.cards[i]) == {card_a, card_b}

    for row, rows in ((("TL", *north, "TR"), (0, 2)), (("BL", *south, "BR"), (4, 6))):
        for left, right in zip(row, row[1:]):
            for r in rows:
                if code(left, r, 3) != "S" and code(right, r, 0) != "S":
                    merged(left, local(left, r, 3), right, local(right, r, 0))
    for top, bottom in zip(("TL", *north, "TR"), ("BL", *south, "BR")):
        for col in range(3):
            merged(top, local(top, 3, col), bottom, local(bottom, 3, col))


def test_a_split_hex_has_both_terrains_and_its_halves_cost_added():
    isl = island(*SOLO)
    seam = on(isl, "N2", 0, 3)  # N2 r0 h3 G1 + TR r0 h0 L1
    assert seam == on(isl, "TR", 0, 0)
    assert isl.terrains[seam] == {"grey", "light"} and isl.cost[seam] == 2
    assert isl.cards[seam] == ("N2", "TR") and isl.label(seam) == "N2/TR light+grey 2"
    row3 = on(isl, "N1", 3, 1)  # N1 r3 c1 G2 + S1 r3 c1 D1
    assert row3 == on(isl, "S1", 3, 1)
    assert isl.terrains[row3] == {"grey", "dark"} and isl.cost[row3] == 3 and isl.cards[row3] == ("N1", "S1")
    whole = on(isl, "N2", 1, 2)
    assert isl.whole[whole] and isl.cards[whole] == ("N2",) and isl.label(whole) == "N2 grey 5"
    assert isl.cost[isl.marinas["TL"]] == 0 and isl.terrains[isl.marinas["TL"]] == frozenset()


def test_every_north_and_south_card_has_a_whole_grey_and_a_whole_dark_hex_for_the_solo_start():
    isl = island(NORTH, SOUTH)
    for card in NORTH + SOUTH:
        mine = [i for i in isl.land if isl.cards[i] == (card,)]
        assert all(isl.whole[i] for i in mine)
        assert any("grey" in isl.terrains[i] for i in mine) and any("dark" in isl.terrains[i] for i in mine)


def test_touching_is_symmetric_and_follows_the_odd_r_grid():
    isl = island(*SOLO)
    for i, near in enumerate(isl.adj):
        col, row = isl.hexes[i]
        if row % 2 == 0:
            grid = {
                (col - 1, row),
                (col + 1, row),
                (col - 1, row - 1),
                (col, row - 1),
                (col - 1, row + 1),
                (col, row + 1),
            }
        else:
            grid = {
                (col - 1, row),
                (col + 1, row),
                (col, row - 1),
                (col + 1, row - 1),
                (col, row + 1),
                (col + 1, row + 1),
            }
        assert {isl.hexes[j] for j in near} == grid & set(isl.hexes)
        assert all(i in isl.adj[j] for j in near)


# --- Rivers -----------------------------------------------------------------------------------


def river_edges(isl: Island) -> set[tuple[int, int]]:
    return {(a, b) for a in range(len(isl.ids)) for b in isl.adj[a] if a < b and isl.river(a, b)}


@pytest.mark.parametrize(("north", "south"), draws(2) + draws(3) + draws(4, 1))
def test_every_listed_river_edge_is_a_river_and_no_other(north, south):
    isl = island(north, south)
    want = set()
    for card in north + south:
        for r1, c1, r2, c2 in RIVERS[card]:
            a, b = on(isl, card, r1, c1), on(isl, card, r2, c2)
            assert b in isl.adj[a], (card, r1, c1, r2, c2)
            assert isl.river(a, b) and isl.river(b, a)
            want.add((min(a, b), max(a, b)))
    assert river_edges(isl) == want
    assert len(isl.map.rivers) == len(want)


def test_river_edge_counts_of_the_balance_note():
    # §K 8 warned that cities need more rivers: every north and south card now also has a
    # five-edge river running down from its outer edge, so the counts are about twice the note's.
    assert len(river_edges(island(("N1", "N2"), ("S1", "S2")))) == 28
    assert len(river_edges(island(("N1", "N3", "N4"), ("S1", "S2", "S4")))) == 45
    assert len(river_edges(island(NORTH, SOUTH))) == 59
    assert len(river_edges(island(("N2", "N1"), ("S4", "S3")))) == 28
    assert len(river_edges(island(("N3", "N4"), ("S1", "S3")))) == 32


# --- Lakes and marinas ------------------------------------------------------------------------


@pytest.mark.parametrize(("north", "south"), draws(2) + draws(4, 2))
def test_each_marina_touches_exactly_one_lake_and_two_land_hexes(north, south):
    isl = island(north, south)
    assert sorted(isl.marinas) == sorted(CORNERS)
    for corner, i in isl.marinas.items():
        assert isl.kind[i] == "marina" and isl.cards[i] == (corner,) and isl.label(i) == f"{corner} marina"
        near = [isl.kind[j] for j in isl.adj[i]]
        assert near.count("lake") == 1 and near.count("land") == 2 and len(near) == 3
        assert len(isl.lakes_touched[i]) == 1


def test_lakes_on_neighbouring_cards_form_one_group():
    isl = island(("N1", "N2"), ("S2", "S1"))  # S2's r5 c2 lake touches S1's r5 c0 lake
    a, b = on(isl, "S2", 5, 2), on(isl, "S1", 5, 0)
    assert isl.kind[a] == isl.kind[b] == "lake" and b in isl.adj[a]
    assert isl.lake_group[a] == isl.lake_group[b] >= 0
    groups = {g for g in isl.lake_group if g >= 0}
    assert len(groups) == 8 - 1 and isl.lake_group.count(isl.lake_group[a]) == 2
    assert all(g == -1 for g, k in zip(isl.lake_group, isl.kind) if k != "lake")
    shore = on(isl, "S2", 4, 2)  # touches the two-lake group
    assert isl.lakes_touched[shore] == {isl.lake_group[a]}


# --- Reach (rulebook: "Expand Action", FAQ on the green and blue hexes) ------------------------


def test_start_level_reaches_neighbours_but_not_across_a_river():
    isl = island(*SOLO)
    me = at(isl, 5, 1)  # N1 r1 c2: rivers on its upper-left, left (lake) and lower-left sides
    assert isl.river(me, at(isl, 5, 0)) and isl.river(me, at(isl, 5, 2))
    assert isl.reach([me], 0) == {at(isl, 6, 0), at(isl, 6, 1), at(isl, 6, 2)}


def test_green_level_builds_over_rivers():
    isl = island(*SOLO)
    me = at(isl, 5, 1)
    assert isl.reach([me], 1) == {at(isl, 6, 0), at(isl, 6, 1), at(isl, 6, 2), at(isl, 5, 0), at(isl, 5, 2)}


def test_green_and_blue_level_also_reaches_every_land_touching_the_lake():
    isl = island(*SOLO)
    me = at(isl, 5, 1)  # touches N1's lake at (4, 1), whose other shores are (3, 1), (4, 0), (4, 2)
    lake_shore = {at(isl, 3, 1), at(isl, 4, 0), at(isl, 4, 2)}
    assert isl.reach([me], 2) == isl.reach([me], 1) | lake_shore
    assert isl.reach([me], 3) == isl.reach([me], 2)
    far = at(isl, 7, 3)  # touches N2's lake at (7, 2) only
    assert isl.reach([me, far], 2) == (isl.reach([me], 2) | isl.reach([far], 2)) - {me, far}
    assert at(isl, 7, 1) in isl.reach([far], 2) and at(isl, 7, 1) not in isl.reach([far], 1)


def test_reach_leaves_out_own_spaces_and_lakes():
    isl = island(*SOLO)
    own = {at(isl, 5, 1), at(isl, 6, 1)}
    got = isl.reach(own, 2)
    assert not got & own and all(isl.kind[i] != "lake" for i in got)
    assert isl.reach([], 2) == frozenset()
    with pytest.raises(ValueError, match="navigation level"):
        isl.reach(own, 4)


def test_a_marina_is_reached_from_next_to_it_or_through_its_lake_with_the_blue_level():
    isl = island(*SOLO)
    marina = isl.marinas["TL"]
    beside = at(isl, 1, 1)  # TL r1 c1, next to the marina
    assert marina in isl.reach([beside], 0)
    shore = at(isl, 1, 2)  # TL r2 c1 touches the TL lake, not the marina
    assert marina not in isl.adj[shore]
    assert marina not in isl.reach([shore], 1) and marina in isl.reach([shore], 2)
    assert isl.marinas["BR"] in isl.reach([at(isl, 11, 4)], 2)  # BR r4 c2 touches the BR lake


# --- Cities (rulebook: "City Scoring"; component note §K 4) ----------------------------------


def test_a_river_splits_a_city_unless_the_settlements_join_round_it():
    isl = island(*SOLO)
    me, over = at(isl, 5, 1), at(isl, 5, 0)
    assert isl.cities([me, over]) == 2
    assert isl.city_groups([me, over]) == [frozenset({over}), frozenset({me})]
    round_it = at(isl, 6, 0)  # touches both, with no river between
    assert isl.cities([me, over, round_it]) == 1
    assert isl.city_groups([me, over, round_it]) == [frozenset({me, over, round_it})]


def test_lakes_and_empty_land_separate_cities():
    isl = island(*SOLO)
    west, east = at(isl, 3, 1), at(isl, 5, 1)  # the N1 lake between them
    assert isl.cities([west, east]) == 2
    assert isl.cities([at(isl, 1, 1), at(isl, 3, 1)]) == 2  # (2, 1) empty between
    assert isl.cities([at(isl, 1, 1), at(isl, 2, 1), at(isl, 3, 1)]) == 1
    assert isl.cities([]) == 0 and isl.city_groups([]) == []


def test_city_groups_agree_with_the_city_count_on_random_settlements():
    isl = island(NORTH, SOUTH)
    rnd = random.Random(3)
    for _ in range(200):
        own = rnd.sample(isl.land, rnd.randint(1, 14))
        groups = isl.city_groups(own)
        assert isl.cities(own) == len(groups) and frozenset().union(*groups) == set(own)
        for g in groups:  # inside a group every settlement has a river-free neighbour in it, unless alone
            assert len(g) == 1 or all(any(j in g and not isl.river(i, j) for j in isl.adj[i]) for i in g)
        for a in groups:
            for b in groups:
                if a is not b:
                    assert not any(j in b and not isl.river(i, j) for i in a for j in isl.adj[i])


# --- Scans and slots (rulebook: "Resolving Ties For Bot") ----------------------------------


def test_scan_arrows():
    isl = island(*SOLO)
    a, b, c, d, e = at(isl, 2, 0), at(isl, 9, 0), at(isl, 1, 5), at(isl, 10, 5), at(isl, 5, 3)
    pool = [e, d, a, c, b]
    assert isl.scan(pool, "TL") == [a, b, e, c, d]
    assert isl.scan(pool, "TR") == [b, a, e, d, c]
    assert isl.scan(pool, "BL") == [c, d, e, a, b]
    assert isl.scan(pool, "BR") == [d, c, e, b, a]
    assert set(SCANS) == {"TL", "TR", "BL", "BR"}
    with pytest.raises(ValueError, match="scan arrow"):
        isl.scan(pool, "up")


def test_slot_cards_count_from_the_left_among_the_middle_cards():
    isl = island(("N3", "N1", "N4"), ("S2", "S4", "S1"))
    assert [isl.slot_card("N", k) for k in (1, 2, 3)] == ["N3", "N1", "N4"]
    assert [isl.slot_card("S", k) for k in (1, 2, 3)] == ["S2", "S4", "S1"]
    with pytest.raises(ValueError):
        isl.slot_card("N", 4)
    with pytest.raises(ValueError):
        isl.slot_card("E", 1)


# --- Purity and speed ------------------------------------------------------------------------


def test_island_is_cached_per_draw():
    assert island(["N1", "N2"], ["S1", "S2"]) is island(("N1", "N2"), ("S1", "S2"))
    assert island(("N2", "N1"), ("S1", "S2")) is not island(("N1", "N2"), ("S1", "S2"))


def test_the_island_never_imports_pygame():
    code = (
        "import sys\n"
        "from mint.games.italy.island import island\n"
        "isl = island(('N1', 'N2'), ('S1', 'S2'))\n"
        "isl.reach(isl.land[:3], 2); isl.cities(isl.land[:3])\n"
        "print('pygame' in sys.modules)\n"
    )
    root = Path(__file__).resolve().parents[3]
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "False"


@pytest.mark.parametrize("x", [2, 3, 4])
def test_an_island_builds_from_the_files_well_under_a_second(x):
    island_module.card.cache_clear()
    start = time.perf_counter()
    Island(NORTH[:x], SOUTH[:x])
    assert time.perf_counter() - start < 0.5


@pytest.mark.parametrize(("north", "south"), draws(2) + draws(3) + draws(4, 1))
def test_the_shared_shape_gives_the_same_island_as_composing_the_draw(north, south):
    """Islands are built from the shape of their X and the cards' cells; the composed map agrees."""
    isl = island(north, south)
    m = isl.map
    assert set(isl.ids) == set(m.spaces)
    for i, sid in enumerate(isl.ids):
        sp = m.space(sid)
        assert axial_to_offset(sp.hex, "y", "odd") == isl.hexes[i]
        assert sorted(isl.index[t] for t in m.touching(sid)) == list(isl.adj[i])
        assert isl.whole[i] == (not sp.merged)
        if isl.kind[i] == "land":
            assert isl.terrains[i] == sp.terrains and isl.cost[i] == sp.cost
        for j in isl.adj[i]:
            assert isl.river(i, j) == m.is_river(sid, isl.ids[j])


def test_a_window_playing_game_after_game_keeps_a_few_islands_and_each_game_its_own():
    """Each deal makes its own island; the islands kept are a few (each grows to some hundreds of
    KiB), and a game's island is the same object all game long (the caches of its spaces key on it)."""
    from mint.core.game import Seat
    from mint.games.italy import board, rules

    seen = []
    for seed in range(3 * board.ISLES_KEPT):
        s = rules.new_game((Seat(), Seat()), 500 + seed)
        isle = board.isle(s)
        assert board.isle(s) is isle
        seen.append(isle)
        assert len(board._ISLES) <= board.ISLES_KEPT
    assert len({id(i) for i in seen}) > board.ISLES_KEPT
