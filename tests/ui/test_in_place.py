"""A view that paints in place (``GameView.paints_in_place``) repaints, after a move, only the
parts that changed, on the board as its last drawing left it: every frame must be the frame a new
view paints on a new board."""

from __future__ import annotations

import random

import pygame
import pytest

from mint.core import registry
from mint.scenes.table.drawing import Painter
from mint.ui.view_api import load_view
from tests.ui import screen_harness as h

IN_PLACE = [g for g in registry.menu_names() if load_view(registry.get(g)).paints_in_place]
BOARD_IN_PLACE = [g for g in registry.menu_names() if load_view(registry.get(g)).board_in_place]


def _fresh(table) -> bytes:
    """The frame a new view of the same game composes on a new board (no kept part); in
    table-top mode the board and bars painted from nothing."""
    view = type(table.view)(table.rules, table.kit)
    view.accent = table.view.accent
    own = table.view
    table.view = view
    try:
        if table.tabletop:
            return h.tabletop_from_nothing(table)
        return pygame.image.tobytes(Painter(table).frame(), "RGB")
    finally:
        table.view = own


def _shown(table) -> bytes:
    return pygame.image.tobytes(table.painter.frame(), "RGB")


def _spy(monkeypatch, game: str, method: str) -> list[bool]:
    """For each call of the view's ``method``: whether it painted in place (said what it changed)."""
    painted: list[bool] = []
    view_class = load_view(registry.get(game))
    draw = getattr(view_class, method)

    def counted(self, surface, *args):
        draw(self, surface, *args)
        painted.append(self.in_place and self.damage is not None)

    monkeypatch.setattr(view_class, method, counted)
    return painted


def _moves(app, table, game: str, moves: int = 24):
    """Random moves, each drawn; yields the count of moves made so far."""
    rng = random.Random(game)
    for i in range(moves):
        legal = table.legal()
        if not legal or table.session.over:
            return
        table.perform(rng.choice(legal), speed=0)
        h.idle(app, 2)
        yield i + 1


def test_some_view_paints_in_place():
    assert "cooperative" in IN_PLACE and "cooperative" in BOARD_IN_PLACE


@pytest.mark.parametrize("size", [(1280, 720)])
@pytest.mark.parametrize("game", IN_PLACE)
def test_a_board_painted_in_place_is_the_board_painted_afresh(game, size, monkeypatch):
    painted = _spy(monkeypatch, game, "draw")
    app, table = h.table_app(game, seed=6, size=size, players=2)
    checked = 0
    for checked in _moves(app, table, game):
        assert _shown(table) == _fresh(table), f"{game}: move {checked}"
    assert checked >= 12
    assert painted.count(True) >= checked - 2, "the table's board was painted in place"


def test_layers_in_place_put_the_ground_back_where_a_part_moved_or_went():
    from mint.ui.layers import Layers, Part

    ground = (10, 20, 30)

    def square(surface, rect, colour):
        return Part(("sq", colour), (tuple(rect), colour), rect, lambda: surface.fill(colour, rect))

    layers = Layers()
    board = pygame.Surface((60, 40))
    board.fill(ground)  # (the table fills the board the first time)
    steps = [
        [((0, 0, 20, 20), (200, 0, 0)), ((30, 10, 20, 20), (0, 200, 0))],
        [((5, 5, 20, 20), (200, 0, 0)), ((30, 10, 20, 20), (0, 200, 0))],  # the red one moved
        [((5, 5, 20, 20), (200, 0, 0))],  # the green one went
        [((5, 5, 20, 20), (200, 0, 0)), ((15, 15, 20, 20), (0, 0, 200))],  # a blue one came, over the red
        [((5, 5, 20, 20), (200, 0, 0))],  # the blue one went ...
        [((5, 5, 20, 20), (200, 0, 0)), ((15, 15, 20, 20), (0, 0, 200))],  # ... and came back as it was
        [((5, 5, 20, 20), (200, 0, 0)), ((15, 15, 0, 0), (0, 0, 200))],  # it has no room ...
        [((5, 5, 20, 20), (200, 0, 0)), ((15, 15, 20, 20), (0, 0, 200))],  # ... and has it again
    ]
    for i, step in enumerate(steps):
        damage = layers.paint(board, [square(board, pygame.Rect(r), c) for r, c in step], i > 0, ground)
        fresh = pygame.Surface((60, 40))
        fresh.fill(ground)
        Layers().paint(fresh, [square(fresh, pygame.Rect(r), c) for r, c in step])
        assert pygame.image.tobytes(board, "RGB") == pygame.image.tobytes(fresh, "RGB"), i
        assert (damage is None) == (i == 0)
    assert damage is not None and sum(d.width * d.height for d in damage) < 60 * 40


def test_a_part_painted_again_at_its_size_is_kept_in_its_last_picture():
    """A part painted again where it was, at the same size, is kept in the surface that held its
    last painting (a new one costs its memory's first touch again), and shows what it shows now."""
    from mint.ui.layers import Layers, Part

    board = pygame.Surface((60, 40))
    layers = Layers()
    held = []
    for i, colour in enumerate([(200, 0, 0), (0, 200, 0), (0, 0, 200)]):
        layers.paint(board, [Part("sq", colour, pygame.Rect(10, 10, 20, 20), lambda c=colour: board.fill(c))], i > 0, 0)
        held.append(layers._kept["sq"][2])
        assert held[-1] is not None and held[-1].get_at((5, 5))[:3] == colour
    assert held[0] is held[1] is held[2]
    layers.paint(board, [Part("sq", "wider", pygame.Rect(10, 10, 30, 20), lambda: board.fill((9, 9, 9)))], True, 0)
    assert layers._kept["sq"][2].get_size() == (30, 20)


def test_layers_that_keep_later_keep_what_was_painted_when_the_next_frame_starts():
    """A part painted new in place is copied out when the next frame starts (``keep_painted``),
    not in the frame that shows it; ``keep_painted(over)`` keeps at once the ones something is
    about to be drawn over; and the next painting keeps them first if nothing did."""
    from mint.ui import layers as L
    from mint.ui.layers import Layers, Part

    board = pygame.Surface((60, 40))
    board.fill(0)
    kept = Layers(later=True)
    left, right = pygame.Rect(0, 0, 20, 20), pygame.Rect(30, 0, 20, 20)

    def parts(a, b):
        return [
            Part("left", a, left, lambda: board.fill(a, left)),
            Part("right", b, right, lambda: board.fill(b, right)),
        ]

    kept.paint(board, parts((200, 0, 0), (0, 200, 0)), False, 0)  # (painted whole: kept at once)
    assert kept._kept["left"][2] is not None
    kept.paint(board, parts((1, 2, 3), (0, 200, 0)), True, 0)
    assert kept._kept["left"][2].get_at((5, 5))[:3] == (200, 0, 0), "not copied out in the frame that shows it"
    L.keep_painted([pygame.Rect(40, 30, 20, 10)])  # (over neither)
    assert kept._kept["left"][2].get_at((5, 5))[:3] == (200, 0, 0)
    L.keep_painted([pygame.Rect(10, 10, 5, 5)])  # (something is drawn over the left one next)
    assert kept._kept["left"][2].get_at((5, 5))[:3] == (1, 2, 3)
    board.fill((9, 9, 9), left)  # (that)
    kept.paint(board, parts((1, 2, 3), (4, 5, 6)), True, 0)
    kept.paint(board, parts((1, 2, 3), (4, 5, 6)), True, 0)  # (painting again keeps first)
    assert kept._kept["right"][2].get_at((5, 5))[:3] == (4, 5, 6)
    kept.paint(board, parts((1, 2, 3), (10, 11, 12)), True, 0)
    L.keep_painted()  # (the next frame starts)
    board.fill((7, 7, 7))
    kept.paint(board, parts((1, 2, 3), (10, 11, 12)), False, 0)  # (a new surface: all laid from the pictures)
    assert board.get_at((35, 5))[:3] == (10, 11, 12) and board.get_at((5, 5))[:3] == (1, 2, 3)
    # a part with another painted over it later in the same painting is kept at once, as it was
    under = Part("under", 1, pygame.Rect(0, 0, 30, 30), lambda: board.fill((50, 50, 50), (0, 0, 30, 30)))
    over = Part("over", 1, pygame.Rect(10, 10, 30, 20), lambda: board.fill((60, 60, 60), (10, 10, 30, 20)))
    kept.paint(board, [under, over], True, 0)
    assert kept._kept["under"][2].get_at((15, 15))[:3] == (50, 50, 50)
    L.keep_painted()
    assert kept._kept["over"][2].get_at((0, 0))[:3] == (60, 60, 60)
    assert not kept._waiting


def test_parts_painted_ahead_are_laid_back_by_the_change_they_were_painted_for():
    """Painted ahead (before a whole painting), a look the next change may show (a mat in its
    other tint) is kept, even beyond the share kept of parts gone, and that change lays it back
    rather than paint it; the surface is left filled with the ground, as it was found."""
    from mint.ui.layers import Layers, Part

    ground = (10, 20, 30)
    board = pygame.Surface((100, 60))
    painted: list = []

    def square(name, colour, rect):
        def paint():
            painted.append(name)
            board.fill(colour, rect)

        return Part(name, colour, pygame.Rect(rect), paint)

    small, large = (0, 0, 10, 10), (20, 0, 80, 60)
    now = [square("card", (200, 0, 0), small), square(("mat", "plain"), (0, 200, 0), small)]
    after = [square("card", (200, 0, 0), small), square(("mat", "tinted"), (0, 0, 200), large)]
    layers = Layers()
    board.fill(ground)
    layers.paint_ahead(board, after, ground)
    assert pygame.image.tobytes(board, "RGB") == pygame.image.tobytes(_filled(board.get_size(), ground), "RGB")
    layers.paint(board, now, False, ground)
    layers.paint(board, [*now, square("mark", (1, 1, 1), (0, 50, 5, 5))], True, ground)  # (another change)
    layers.paint(board, now, True, ground)
    painted.clear()
    layers.paint(board, after, True, ground)  # (the change it was painted for)
    assert ("mat", "tinted") not in painted
    fresh = _filled(board.get_size(), ground)
    Layers().paint(fresh, [Part(p.name, p.key, p.area, lambda p=p: fresh.fill(p.key, p.area)) for p in after])
    assert pygame.image.tobytes(board, "RGB") == pygame.image.tobytes(fresh, "RGB")
    layers.paint(board, now, True, ground)
    assert ("mat", "tinted") not in layers._kept, "a part gone past the share once the change came"


def _filled(size, colour) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(colour)
    return surface


def test_a_part_that_is_gone_takes_its_picture_with_it():
    """Names come and go with what a game shows (cards, zones, marks): over a long game at
    3840x2160 the pictures of parts no longer painted came to hold more than those painted."""
    from mint.ui.layers import Layers, Part

    board = pygame.Surface((200, 40))
    layers = Layers()
    for i in range(50):  # a card a turn, each named by what it is
        r = pygame.Rect(i % 10 * 20, 0, 20, 40)
        layers.paint(board, [Part(("card", i), i, r, lambda r=r: board.fill((i, 0, 0), r))], i > 0, 0)
    assert list(layers._kept) == [("card", 49)]


@pytest.mark.parametrize("game", BOARD_IN_PLACE)
def test_a_table_top_board_painted_in_place_is_the_board_painted_afresh(game, monkeypatch):
    """Four seats round the table (or the most the game takes): the board faces each in turn,
    and only what changed on it is turned onto the screen while it faces the same way."""
    painted = _spy(monkeypatch, game, "draw_board")
    strips = _spy(monkeypatch, game, "draw_seat") if load_view(registry.get(game)).seat_in_place else None
    players = min(4, registry.get(game).MAX_PLAYERS)
    app, table = h.table_app(game, seed=6, size=(1920, 1080), tabletop=True, players=players)
    checked = 0
    for checked in _moves(app, table, game):
        assert _shown(table) == _fresh(table), f"{game}: move {checked}"
        if checked % 3 == 0:  # the ground painted again (as when the strips move), the board not changed
            table.edges.forget_ground()
            table.relayout()
            h.idle(app, 1)
            assert _shown(table) == _fresh(table), f"{game}: the ground again after move {checked}"
    assert checked >= 12
    assert painted.count(True) >= checked // 2, "the board was painted in place"
    assert strips is None or strips.count(True) >= checked // 2, "the strips were painted in place"


def test_what_lies_under_the_panels_is_put_back_round_their_solid_middles():
    """The table's colour goes back under the top bar and side column only where their panels do
    not paint every pixel next: the pieces left cover the area less the holes, once each."""
    from mint.ui.damage import minus

    rng = random.Random(8)
    for _ in range(60):
        area = pygame.Rect(rng.randint(0, 20), rng.randint(0, 20), rng.randint(1, 60), rng.randint(1, 60))
        holes = [
            pygame.Rect(rng.randint(0, 70), rng.randint(0, 70), rng.randint(0, 40), rng.randint(0, 40))
            for _ in range(3)
        ]
        counts = {}
        for piece in minus(area, holes):
            assert area.contains(piece)
            for x in range(piece.left, piece.right):
                for y in range(piece.top, piece.bottom):
                    counts[(x, y)] = counts.get((x, y), 0) + 1
        want = {
            (x, y)
            for x in range(area.left, area.right)
            for y in range(area.top, area.bottom)
            if not any(h.collidepoint(x, y) for h in holes)
        }
        assert set(counts) == want and set(counts.values()) <= {1}


def test_a_part_that_keeps_no_pixels_changes_only_with_its_own_key():
    """A shadow (a part that keeps no pixels) lies over a card that changes and under another
    that does not touch the card: the shadow is painted again where the card changed, the other
    card is left as it lies, and the picture is the one painted from nothing."""
    from mint.ui.layers import Layers, Part

    painted: list[str] = []

    def parts(surface, colour):
        def fill(name, rect, c):
            def paint():
                painted.append(name)
                surface.fill(c, rect)

            return paint

        def shade():
            painted.append("shadow")
            veil = pygame.Surface((50, 20), pygame.SRCALPHA)
            veil.fill((0, 0, 0, 90))
            surface.blit(veil, (10, 25))

        return [
            Part("changing", colour, pygame.Rect(0, 0, 30, 30), fill("changing", pygame.Rect(0, 0, 30, 30), colour)),
            Part("shadow", "the same", pygame.Rect(10, 25, 50, 20), shade, kept=False),
            Part(
                "other", "the same", pygame.Rect(40, 30, 20, 20), fill("other", pygame.Rect(40, 30, 20, 20), (9, 99, 9))
            ),
        ]

    board = pygame.Surface((70, 60))
    board.fill((200, 200, 200))
    layers = Layers()
    for i, colour in enumerate([(200, 0, 0), (0, 0, 200), (0, 200, 0)]):
        painted.clear()
        layers.paint(board, parts(board, colour), i > 0, (200, 200, 200))
        if i > 0:
            assert "other" not in painted and "changing" in painted and "shadow" in painted, painted
        fresh = pygame.Surface((70, 60))
        fresh.fill((200, 200, 200))
        Layers().paint(fresh, parts(fresh, colour))
        assert pygame.image.tobytes(board, "RGB") == pygame.image.tobytes(fresh, "RGB"), i
