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


def _fresh(table) -> bytes:
    """The frame a new view of the same game composes on a new board (no kept part)."""
    view = type(table.view)(table.rules, table.kit)
    view.accent = table.view.accent
    own = table.view
    table.view = view
    try:
        return pygame.image.tobytes(Painter(table).frame(), "RGB")
    finally:
        table.view = own


def test_some_view_paints_in_place():
    assert "cooperative" in IN_PLACE


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", IN_PLACE)
def test_a_board_painted_in_place_is_the_board_painted_afresh(game, size, monkeypatch):
    draws: list[bool] = []
    view_class = load_view(registry.get(game))
    draw = view_class.draw

    def counted(self, surface, *args):
        draws.append(self.in_place)
        return draw(self, surface, *args)

    monkeypatch.setattr(view_class, "draw", counted)
    rng = random.Random(game)
    app, table = h.table_app(game, seed=6, size=size, players=2)
    checked = 0
    for _ in range(24):
        legal = table.legal()
        if not legal or table.session.over:
            break
        table.perform(rng.choice(legal), speed=0)
        h.idle(app, 2)
        shown = pygame.image.tobytes(table.painter.frame(), "RGB")
        assert shown == _fresh(table), f"{game}: move {checked + 1}"
        checked += 1
    assert checked >= 12
    assert draws.count(True) >= checked - 2, "the table's board was painted in place"


def test_layers_in_place_put_the_ground_back_where_a_part_moved_or_went():
    from mint.games.cooperative.view_layers import Layers, Part

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
    ]
    for i, step in enumerate(steps):
        damage = layers.paint(board, [square(board, pygame.Rect(r), c) for r, c in step], i > 0, ground)
        fresh = pygame.Surface((60, 40))
        fresh.fill(ground)
        Layers().paint(fresh, [square(fresh, pygame.Rect(r), c) for r, c in step])
        assert pygame.image.tobytes(board, "RGB") == pygame.image.tobytes(fresh, "RGB"), i
        assert (damage is None) == (i == 0)
    assert damage is not None and sum(d.width * d.height for d in damage) < 60 * 40
