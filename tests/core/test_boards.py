"""Reading Tiled maps: hex settings kept, Tiled's pixel size, orientation and layer checks, clear errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from mint.core.boards import BoardError, hex_pixel_size, load_board, read_board
from mint.core.hexgrid import offset_to_axial

MAPS = Path(__file__).resolve().parents[1] / "fixture" / "maps"


def test_a_hex_map_keeps_its_stagger_and_side_length():
    board = read_board(MAPS / "hex_mini.tmx")
    assert board.is_hex and board.orientation == "hexagonal"
    assert (board.stagger_axis, board.stagger_index, board.hex_side_length) == ("y", "odd", 6)
    assert board.prop("title") == "mini"


def test_hex_pixel_size_is_tiled_s():
    """Tiled gives hexagonal-mini (20 x 20 tiles of 14 x 12, side 6) 287 x 183 pixels, not 280 x 240."""
    assert read_board(MAPS / "hex_mini.tmx").pixel_size == (287, 183)
    assert hex_pixel_size(20, 20, 14, 12, 6, "y") == (287, 183)
    assert hex_pixel_size(1, 1, 14, 12, 6, "y") == (14, 12)
    # flat-top: columns of (w + side) / 2, odd columns half a tile lower
    assert hex_pixel_size(3, 5, 64, 56, 32, "x") == (3 * 48 + 16, 5 * 56 + 28)
    # the orthogonal maps of the other games keep width x tile size
    assert load_board("cooperative").pixel_size == (30 * 32, 20 * 32)


def test_cells_take_properties_from_overlay_layers():
    board = read_board(MAPS / "hex_mini.tmx")
    cells = {c.hex: c for c in board.cells}
    assert cells[(0, 0)].terrain == "meadow" and cells[(1, 0)].terrain == "rock"
    assert cells[(1, 0)].prop("cost") == "2"
    town = cells[offset_to_axial(7, 5)]
    assert town.terrain == "meadow" and town.prop("feature") == "town"


def test_other_object_layers_are_kept_as_shapes():
    board = read_board(MAPS / "hex_mini.tmx")
    line, box = board.layer("rivers")
    assert line.points == ((7.0, 0.0), (14.0, 3.0))
    assert (box.x, box.y, box.width, box.height, box.points) == (1.0, 2.0, 5.0, 4.0, ())


def test_the_layout_puts_cells_where_tiled_draws_them():
    board = read_board(MAPS / "hex_mini.tmx")
    lay = board.layout()
    assert lay.to_pixel(offset_to_axial(0, 0)) == pytest.approx((7, 6))
    assert lay.to_pixel(offset_to_axial(0, 1)) == pytest.approx((14, 15))  # odd row: half a tile right
    assert lay.to_pixel(offset_to_axial(3, 2)) == pytest.approx((49, 24))


@pytest.mark.parametrize("name, orientation", [("ortho_terrain", "orthogonal"), ("iso_terrain", "isometric")])
def test_a_terrain_layer_on_a_square_map_is_refused(name, orientation):
    with pytest.raises(BoardError, match=f"needs a hexagonal map, and this one is {orientation}"):
        read_board(MAPS / f"{name}.tmx")


def test_a_square_map_has_no_hex_layout():
    with pytest.raises(BoardError, match="not a hex map"):
        load_board("delivery_map").layout()


def test_an_infinite_map_is_named_as_such():
    with pytest.raises(BoardError, match="infinite map"):
        read_board(MAPS / "infinite.tmx")


def test_a_missing_tileset_file_is_named():
    with pytest.raises(BoardError, match="no_such_tiles.tsx"):
        read_board(MAPS / "missing_tileset.tmx")


def test_a_map_with_none_of_the_expected_layers_is_refused():
    with pytest.raises(BoardError, match=r"none of the layers spots, roads, terrain \(it has 'Tile Layer 1'"):
        read_board(MAPS / "no_layers.tmx")
    with pytest.raises(BoardError, match="none of the layers spots "):
        read_board(MAPS / "hex_mini.tmx", expect=("spots",))


def test_an_overlay_tile_needs_a_cell_beneath(tmp_path):
    text = (MAPS / "hex_mini.tmx").read_text()
    head, rest = text.split('name="features"', 1)
    data = rest.split('<data encoding="csv">', 1)
    cells = data[1].split("</data>", 1)
    values = cells[0].replace("\n", "").split(",")
    values[19] = "4"  # row 0, column 19: no terrain there
    bad = tmp_path / "bad.tmx"
    bad.write_text(
        head + 'name="features"' + data[0] + '<data encoding="csv">' + ",".join(values) + "</data>" + cells[1]
    )
    with pytest.raises(BoardError, match="column 19, row 0 where the terrain layer has none"):
        read_board(bad)
