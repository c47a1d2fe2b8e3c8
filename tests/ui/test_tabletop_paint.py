"""Table-top painting keeps what it can between moves (the ground between the parts, the turned
parts' surfaces) and shows exactly what painting everything again on a new surface shows."""

from __future__ import annotations

import random

import pygame
import pytest

from mint.core import registry
from mint.scenes.table.drawing import VIEW_REACH
from mint.scenes.table.scratch import Scratch
from mint.ui import palette
from mint.ui.tabletop import lay_turned
from tests.painted import outside
from tests.ui import screen_harness as h


def _scratch(table) -> bytes:
    return h.tabletop_from_nothing(table)


def _shown(table) -> bytes:
    return pygame.image.tobytes(table.painter.frame(), "RGB")


def _moves(app, table, rng: random.Random, moves: int, idle: int = 2):
    """Random moves, each drawn (``idle`` frames); yields after each."""
    for _ in range(moves):
        legal = table.legal()
        if not legal or table.session.over:
            return
        table.perform(rng.choice(legal), speed=0)
        h.idle(app, idle)
        yield


@pytest.mark.parametrize("game", registry.menu_names())
def test_each_move_paints_the_table_as_painting_it_all_again_does(game):
    rng = random.Random(game)
    app, table = h.table_app(game, seed=7, tabletop=True, players=min(4, registry.get(game).MAX_PLAYERS))
    rotations = set()
    checked = 0
    for _ in _moves(app, table, rng, 14):
        assert _shown(table) == _scratch(table), f"{game}: move {checked + 1}"
        # a bar drawn again alone (a button held down, then let go) lies on the strip's own ground
        seat = next(iter(table.edges.bars))
        table.edges.pressed = (seat, "undo", 0)
        table.painter.invalidate()
        assert _shown(table) == _scratch(table), f"{game}: a button held after move {checked + 1}"
        table.edges.pressed = None
        table.painter.invalidate()
        rotations.add(table.edges.rotation)
        checked += 1
    assert checked >= 6
    # (switching to the normal layout and back paints the ground again)
    app.settings.tabletop = False
    table.relayout()
    h.idle(app, 2)
    app.settings.tabletop = True
    table.relayout()
    h.idle(app, 2)
    assert _shown(table) == _scratch(table), f"{game}: after the normal layout"


def test_the_shared_scratch_hands_out_clear_windows_of_each_size():
    scratch = Scratch(alpha=True)
    big = scratch.window((40, 30))
    big.fill((200, 0, 0, 255))
    small = scratch.window((10, 50))  # (grows to hold both)
    assert scratch.surface is not None and scratch.surface.get_size() == (40, 50)
    assert small.get_size() == (10, 50)
    assert small.get_bounding_rect().width == 0  # clear: the grown surface is new
    small.fill((0, 200, 0, 255))
    again = scratch.window((40, 30))
    assert again.get_bounding_rect().width == 0, "what the last window held is cleared"
    again.fill((0, 0, 200, 255), pygame.Rect(0, 0, 5, 5))
    scratch.untouched()  # (said wrongly here, to show that the word is taken: nothing is cleared)
    assert scratch.window((40, 30)).get_at((0, 0)) == (0, 0, 200, 255)
    plain = Scratch(alpha=False)
    assert plain.window((8, 8)).get_size() == (8, 8)


def test_the_see_through_scratch_clears_only_where_drawn_and_gives_its_memory_back():
    from mint.ui.surfcache import GIVES_BACK

    scratch = Scratch(alpha=True)
    one = scratch.window((60, 40))
    one.fill((200, 0, 0, 255), pygame.Rect(10, 10, 5, 5))
    one.fill((0, 200, 0, 255), pygame.Rect(50, 30, 5, 5))  # (drawn outside what is said below)
    scratch.drawn(pygame.Rect(10, 10, 5, 5))
    two = scratch.window((60, 40))
    assert two.get_at((12, 12)) == (0, 0, 0, 0), "what the view said it drew is cleared"
    assert two.get_at((52, 32)) == (0, 200, 0, 255), "and nothing else: the rest is written clear no more"
    two.fill((0, 0, 200, 255), pygame.Rect(0, 0, 60, 40))
    scratch.drawn(two.get_rect())
    scratch.give_back()
    if GIVES_BACK:  # (Linux: the pages go back to the system and read clear again)
        assert scratch._pages is not None
        assert scratch.surface is not None and scratch.surface.get_bounding_rect().width == 0, "given back: clear"
    three = scratch.window((60, 40))
    assert three.get_bounding_rect().width == 0
    three.fill((9, 9, 9, 255))
    assert scratch.surface.get_at((1, 1)) == (9, 9, 9, 255), "drawn on again after it was given back"


def _scratch_normal(table) -> bytes:
    """The normal layout's frame composed by a new painter, on a new board."""
    from mint.scenes.table.drawing import Painter

    return pygame.image.tobytes(Painter(table).frame(), "RGB")


# (Italy's and Knight's views keep panel pictures whose shadow edges differ by a shade from a
# first drawing on a new surface, so a new painter is no reference for them)
@pytest.mark.parametrize("game", ["control", "delivery", "cooperative"])
def test_the_normal_layouts_panels_are_drawn_on_the_board_as_a_fresh_frame_shows_them(game):
    rng = random.Random(game)
    app, table = h.table_app(game, seed=9, size=(1280, 720))
    checked = 0
    for _ in _moves(app, table, rng, 10):
        assert _shown(table) == _scratch_normal(table), f"{game}: move {checked + 1}"
        # the panels alone drawn again (the log scrolled, then back) lie on the board's own ground
        table.log.scroll += 1
        assert _shown(table) == _scratch_normal(table), f"{game}: log scrolled after move {checked + 1}"
        table.log.scroll -= 1
        assert _shown(table) == _scratch_normal(table), f"{game}: log back after move {checked + 1}"
        checked += 1
    assert checked >= 6


@pytest.mark.parametrize("alpha", [False, True])
@pytest.mark.parametrize("size", [(1, 1), (37, 1201), (1300, 517), (512, 1024), (1025, 513)])
def test_a_turn_laid_tile_by_tile_is_the_whole_picture_turned(size, alpha):
    """lay_turned gives the pixels pygame's whole-picture turn gives, at each quarter and the
    half turn, on sizes that are not whole tiles, opaque and see-through."""
    rnd = random.Random(f"{size}{alpha}")
    upright = pygame.Surface(size, pygame.SRCALPHA if alpha else 0)
    upright.fill((10, 20, 30, 200))
    for _ in range(60):
        colour = (rnd.randrange(256), rnd.randrange(256), rnd.randrange(256), rnd.randrange(256))
        upright.fill(
            colour, (rnd.randrange(size[0]), rnd.randrange(size[1]), rnd.randrange(1, 90), rnd.randrange(1, 90))
        )
    for rotation in (90, -90, 180, 0):
        whole = pygame.transform.rotate(upright, rotation) if rotation else upright
        at = (7, 3)
        expected = pygame.Surface((whole.get_width() + 20, whole.get_height() + 20))
        expected.fill((90, 90, 90))
        got = expected.copy()
        expected.blit(whole, at)
        lay_turned(got, upright, rotation, at)
        assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(expected, "RGB"), rotation


@pytest.mark.parametrize("game", ["italy", "control", "delivery", "cooperative", "knight"])
def test_in_the_normal_layout_a_view_paints_within_its_reach_of_the_board(game):
    """The painter keeps only the band round the board that the view may paint (its parts'
    shadows): under the top bar and the side column, everything farther out is the table's colour."""
    rng = random.Random(game)
    app, table = h.table_app(game, seed=4, size=(1920, 1080), players=2)
    reach = table.frame.board.inflate(2 * table.kit.px(VIEW_REACH), 2 * table.kit.px(VIEW_REACH))
    for _ in _moves(app, table, rng, 8, idle=1):
        board = pygame.Surface(app.size)
        board.fill(palette.TABLE)
        table.view.draw(board, table.obs, table.shown, table.frame.board, table.hits.spots)
        out = outside(board, reach, palette.TABLE, max(app.size))  # (all of the board past the reach)
        assert out is None, (game, out, reach)


def test_a_half_turn_is_flipped_in_bands_of_whole_rows(monkeypatch):
    """A flip reads and writes rows in order: a half turn is laid in bands of whole rows (half the
    cost of squares on a 4K board), each a band, never the whole picture at once."""
    import mint.ui.tabletop as T

    flipped: list[tuple[int, int]] = []
    flip = pygame.transform.flip

    def spy(surface: pygame.Surface, x: bool, y: bool) -> pygame.Surface:
        flipped.append(surface.get_size())
        return flip(surface, x, y)

    monkeypatch.setattr(T.pygame.transform, "flip", spy)
    upright = pygame.Surface((900, 300))
    T.lay_turned(pygame.Surface((900, 300)), upright, 180, (0, 0))
    assert flipped and all(w == 900 and h <= T.FLIP_BAND for w, h in flipped)
    assert sum(h for _, h in flipped) == 300


def test_the_board_turned_ahead_is_laid_as_the_turn_passes_across_the_table(monkeypatch):
    """With seats at the top and the bottom the board faces the one to act: its picture turned
    the other way is made in a frame with time to spare and kept up to date, so the turn passing
    lays it in one copy instead of flipping the whole board, and the table shows what a fresh
    painting shows."""
    from mint.ui import tabletop

    app, table = h.table_app("knight", seed=7, tabletop=True, players=2)
    flips: list[tuple[int, int]] = []
    lay = tabletop.lay_turned

    def counting(target, upright, rotation, at):
        if rotation == 180:
            flips.append(upright.get_size())
        lay(target, upright, rotation, at)

    monkeypatch.setattr(tabletop, "lay_turned", counting)
    rng = random.Random(5)
    for _ in _moves(app, table, rng, 30, idle=4):  # (a painting from nothing after each move)
        assert _shown(table) == _scratch(table)
    passes = []
    for _ in range(80):
        legal = table.legal()
        if not legal or table.session.over:
            break
        facing = table.edges.rotation
        h.idle(app, 4)
        flips.clear()
        table.perform(rng.choice(legal), speed=0)
        app.step(16, [])
        if facing == 0 and table.edges.rotation == 180:  # (then, and only then, from nothing too)
            passes.append(flips.count(table.edges.parts["board"].turn.size))
            assert _shown(table) == _scratch(table)
    assert len(passes) >= 3, "the turn never passed across the table"
    assert passes == [0] * len(passes), "the whole board was flipped as the turn passed"
