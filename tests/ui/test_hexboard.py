"""The hex board widget, headless, on the tiny fixture map of tests/fixture/maps."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pygame
import pytest

from mint.core.hexmap import LINK, MergeRules, Placement, compose, read_card
from mint.core.polygons import centroid
from mint.ui import palette
from mint.ui.hexboard import HexBoard, TerrainStyle, Token, _texture
from mint.ui.kit import Kit

ROOT = Path(__file__).resolve().parents[2]
MAPS = ROOT / "tests" / "fixture" / "maps"
SLOT = {"A": (0, 0), "B": (1, 0), "C": (0, 1), "D": (1, 1)}
STYLES = {
    "meadow": TerrainStyle(palette.hexc("#B5DE8C"), "dots"),
    "vineyard": TerrainStyle(palette.hexc("#5E9F58"), "rows"),
    "forest": TerrainStyle(palette.hexc("#2C6544"), "trees"),
    "rock": TerrainStyle(palette.hexc("#A7ABA9"), "bricks"),
    "lake": TerrainStyle(palette.hexc("#86BEE6"), "waves"),
}


@pytest.fixture(scope="module")
def maps():
    pygame.init()
    cards = {c: read_card(MAPS / f"card_{c.lower()}.tmx") for c in "ABCD"}
    places = [Placement(cards[c], (2 * x + 2 * k, -4 * k)) for c, (x, k) in SLOT.items()]
    return {"merge": compose(places), "twins": compose(places, MergeRules(halves=LINK))}


def _board(m, room=pygame.Rect(40, 30, 420, 700)):
    board = HexBoard(Kit(1.0), STYLES)
    board.place(m, room)
    return board


def _inside_points(board, sid):
    """A point well inside each drawn part of a space."""
    return [centroid([poly]) for poly in board.polygons(sid)]


@pytest.mark.parametrize("rules", ["merge", "twins"])
def test_a_point_inside_each_space_hits_that_space(maps, rules):
    m = maps[rules]
    board = _board(m)
    surface = pygame.Surface((500, 760))
    board.draw(surface)
    for sid in m.spaces:
        for x, y in _inside_points(board, sid):
            assert board.space_at((x, y)) == sid
    assert board.space_at((5, 5)) is None  # outside the room


def test_hit_testing_follows_the_hexagon_not_its_bounding_box(maps):
    m = maps["twins"]
    board = _board(m)
    spots = board.spots()
    sid = m.space_of("A", (0, 2))
    box = spots[sid]
    corner = (box.x + 2, box.y + 2)  # in the box, outside the hexagon
    assert board.space_at(corner) != sid
    east, west = m.space_of("A", (1, 2)), m.space_of("B", (-1, 2))
    _, cy = board.center(east)
    seam = m.card_rect("A", board.layout)[2]
    assert board.space_at((seam - 2, cy)) == east and board.space_at((seam + 2, cy)) == west


def test_lit_spaces_are_drawn_differently(maps):
    m = maps["merge"]
    board = _board(m)
    plain, lit = pygame.Surface((500, 760)), pygame.Surface((500, 760))
    target = m.space_of("A", (0, 2))
    board.draw(plain)
    board.draw(lit, lit=[target])
    changed = [(x, y) for x in range(0, 500, 2) for y in range(0, 760, 2) if plain.get_at((x, y)) != lit.get_at((x, y))]
    assert changed
    hit = {board.space_at(p) for p in changed}
    assert hit - {None} <= {target} | set(m.neighbours(target))  # only on and around its rim
    assert any(lit.get_at(p)[:3] == palette.LEGAL for p in changed)


def test_tokens_sit_on_their_spaces(maps):
    m = maps["merge"]
    board = _board(m)
    surface = pygame.Surface((500, 760))
    sid = m.space_of("B", (0, 3))
    board.draw(surface, tokens=[Token(sid, colour=(200, 30, 200), shape="square")])
    x, y = board.center(sid)
    assert surface.get_at((int(x), int(y)))[:3] == (200, 30, 200)


def test_the_painted_board_is_kept_until_the_view_changes(maps):
    board = _board(maps["merge"])
    surface = pygame.Surface((500, 760))
    board.draw(surface)
    first, key = board._static, board._static_key
    painted = pygame.image.tobytes(first, "RGBA")
    board.draw(surface, lit=[next(iter(maps["merge"].spaces))])
    assert board._static is first and board._static_key == key
    board.zoom_by(1.3)
    board.draw(surface)
    assert board._static_key != key  # (painted again, in the same surface: its size holds)
    assert board._static is first and pygame.image.tobytes(first, "RGBA") != painted


def test_a_map_larger_than_its_room_zooms_and_pans_but_stays_in_sight(maps):
    m = maps["twins"]
    room = pygame.Rect(0, 0, 160, 200)  # too small to show the map at a touchable size
    board = _board(m, room)
    assert board.zoomed and board.scale * 2 >= Kit(1.0).px(56) - 1
    for dx, dy in ((5000, 0), (-5000, 0), (0, 5000), (0, -5000)):
        board.pan_by(dx, dy)
        x0, y0, x1, y1 = m.bounds(board.layout)
        assert x0 <= room.left + 1 and x1 >= room.right - 1 and y0 <= room.top + 1 and y1 >= room.bottom - 1
    board.zoom_by(0.01)
    x0, y0, x1, y1 = m.bounds(board.layout)
    assert x1 - x0 <= room.width + 1 and y1 - y0 <= room.height + 1  # zoomed out: the whole map
    before = board.layout.unit(80, 100)
    board.zoom_by(1.5, (80, 100))
    assert board.layout.unit(80, 100) == pytest.approx(before, abs=1e-6)


def test_a_middle_button_drag_pans(maps):
    board = _board(maps["twins"], pygame.Rect(0, 0, 160, 200))
    start = board.centre
    events = [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=2, pos=(80, 100)),
        pygame.event.Event(pygame.MOUSEMOTION, pos=(80, 40), rel=(0, -60), buttons=(0, 1, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, button=2, pos=(80, 40)),
    ]
    assert all(board.handle(e) for e in events)
    assert board.centre[1] > start[1]
    assert not board.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0)))


def test_every_terrain_has_its_own_pattern_not_only_its_colour():
    masks = {}
    for name, style in STYLES.items():
        tex = _texture(style, 24)
        masks[name] = bytes(tex.get_at((x, y))[3] > 0 for x in range(24) for y in range(24))
    assert len(set(masks.values())) == len(STYLES)
    with pytest.raises(ValueError, match="unknown pattern"):
        TerrainStyle((1, 2, 3), "zigzag")


def test_the_fixture_tool_draws_a_png(tmp_path):
    spec = importlib.util.spec_from_file_location("hexfixture", ROOT / "tools" / "hexfixture.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    out = tmp_path / "hex.png"
    assert tool.main(["--out", str(out), "--size", "640x360"]) == 0
    assert pygame.image.load(str(out)).get_size() == (640, 360)


@pytest.mark.parametrize("rules", ["merge", "twins"])
def test_the_board_painted_again_in_its_last_picture_is_the_board_painted_afresh(maps, rules):
    """Zoomed, the board is painted again in its last picture (a new one would cost its memory's
    first touch): the same pixels as on a new surface, at every zoom, and zoomed again and back."""
    for scale, room in ((1.0, pygame.Rect(40, 30, 420, 700)), (2.0, pygame.Rect(13, 7, 860, 1400))):
        board = HexBoard(Kit(scale), STYLES)
        board.place(maps[rules], room)
        kept = None
        for zoom in (1.0, 1.7, 1.0, 2.3):
            board.scale = board.fit_scale * zoom
            again = pygame.image.tobytes(board._board_surface(), "RGBA")
            assert kept is None or board._static is kept, "painted in its last picture"
            kept = board._static
            board._static = None  # (a new surface)
            assert pygame.image.tobytes(board._board_surface(), "RGBA") == again, (scale, zoom)
            board._static = kept
