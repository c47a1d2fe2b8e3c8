"""Table-top mode: the shared board turns to face the person to act when they sit at the top or
the bottom edge, and keeps its way while a seat at a side edge plays, in every game, at every
hand-over of whole random games (seats in the usual places and in a chosen seating)."""

from __future__ import annotations

import random

import pytest

from mint.core import registry
from mint.ui.tabletop import ROTATION
from tests.ui import screen_harness as h

CASES = [
    (game, n, seating)
    for game in sorted(h.PLAYERS)
    for n, seating in ((2, ""), (3, ""), (4, "left,bottom,right,top"))
    if registry.get(game).MIN_PLAYERS <= n <= registry.get(game).MAX_PLAYERS
]


@pytest.mark.parametrize("game,players,seating", CASES)
def test_the_board_faces_whoever_acts_at_the_top_or_bottom(game, players, seating):
    rng = random.Random(f"{game}{players}")
    app, table = h.table_app(game, seed=rng.randrange(99), tabletop=True, players=players, seating=seating)
    rules = table.rules
    turned = set()
    way = table.edges.rotation
    for _ in range(60):
        state = table.session.state
        seat = rules.to_act(state)
        if seat is None:
            break
        edge = table.edges.geometry.strips[seat].edge
        expected = ROTATION[edge] if edge in ("top", "bottom") else way
        assert table.edges.rotation == expected, f"{game}: seat {seat} at the {edge} acts"
        way = table.edges.rotation
        turned.add(way)
        table.session.apply(rng.choice(rules.legal_actions(state)))
        table.changed()
    assert turned == {0, 180}, f"{game}: the board never faced both ends"
