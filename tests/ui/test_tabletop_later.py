"""Table-top mode paints, in the frame of a move that changed several strips (a turn passing tints
two, a round's end deals every hand), only the strip of the seat to act; the others are painted
in the next frame, their bars over them, and the table then shows what painting it all again on a
new surface shows."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from tests.ui import screen_harness as h
from tests.ui.test_tabletop_kept_strips import KEYED


def _shown(table: Any) -> bytes:
    return pygame.image.tobytes(table.painter.frame(), "RGB")


@pytest.mark.parametrize("game", KEYED)
def test_a_move_that_changes_several_strips_paints_the_one_to_act_first(game):
    app, table = h.table_app(game, seed=5, size=(1280, 720), tabletop=True, players=4)
    frames: list[list[int]] = []
    draw_seat = table.view.draw_seat

    def counted(surface: Any, obs: Any, viewer: Any, seat: int, rect: Any, spots: Any) -> None:
        if frames:
            frames[-1].append(seat)
        draw_seat(surface, obs, viewer, seat, rect, spots)

    table.view.draw_seat = counted
    split = 0
    for i in h.random_moves(table, random.Random(3), 16):
        frames.clear()
        for _ in range(3):
            frames.append([])
            app.frame(h.FRAME_MS)
        first, second, third = frames
        to_act = table.rules.to_act(table.session.state)
        assert len(first) <= 1 and third == [], (game, i, frames)
        if second:
            split += 1
            both = [*first, *second]
            assert first == [to_act if to_act in both else min(both)], (game, i, frames, to_act)
            assert not set(first) & set(second), (game, i, frames)
        assert _shown(table) == h.tabletop_from_nothing(table), (game, i)
    assert split >= 3, f"{game}: moves that changed several strips: {split}"
