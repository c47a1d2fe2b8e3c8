"""The table's kept frame is laid on the window only where it was painted since the last frame or
where that frame was drawn over (``Painter.lay_frame``): after every lay the window holds exactly
the kept frame, whatever came before (moves by hand and by bots, undo, hints, the pointer resting
on things, dialogs opened and closed), in every game and both layouts; and a glide's frame lays a
small share of the window, not all of it.
"""

from __future__ import annotations

import random

import pygame
import pytest

from mint.scenes.table import drawing
from mint.scenes.table.edges import Edges
from mint.ui import damage
from tests.ui import screen_harness as h

GAMES = sorted(h.PLAYERS)


@pytest.fixture
def laid(monkeypatch):
    """Each lay on the window, checked: the frames whose window did not hold the kept frame
    right after it (table-top mode, which keeps no frame: the table laid whole from its parts'
    upright drawings and bars on a new surface), and how many pixels each lay copied (laid
    again from the parts)."""
    record: dict[str, list] = {"stale": [], "copied": []}
    lay_frame = drawing.Painter.lay_frame
    lay = damage.lay
    compose = Edges.compose

    def counting(target, picture, places):
        lay(target, picture, places)
        shown = [r.clip(target.get_rect()) for r in places]
        record["copied"].append(sum(r.width * r.height for r in shown))

    def composing(self, surface, places):
        compose(self, surface, places)
        if surface is self.table.app.window and places is not None:
            shown = [r.clip(surface.get_rect()) for r in places]
            record["copied"].append(sum(r.width * r.height for r in shown))

    def checking(self, surface):
        lay_frame(self, surface)
        if surface is self.table.app.window:
            if self.table.tabletop:
                whole = pygame.Surface(surface.get_size())
                self.table.edges.compose(whole, None)
            else:
                whole = self.frame()
            if pygame.image.tobytes(surface, "RGB") != pygame.image.tobytes(whole, "RGB"):
                record["stale"].append(self.table.app.frames_drawn)

    monkeypatch.setattr(drawing.Painter, "lay_frame", checking)
    monkeypatch.setattr(drawing, "lay", counting)
    monkeypatch.setattr(Edges, "compose", composing)
    return record


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("tabletop", [False, True], ids=["normal", "tabletop"])
def test_every_lay_leaves_the_window_holding_the_frame(game, tabletop, laid):
    rng = random.Random(f"lay-{game}-{tabletop}")
    app, table = h.table_app(game, seed=rng.randrange(1000), tabletop=tabletop)
    h.advance(table, rng, rng.randrange(0, 20))
    h.idle(app, 3)
    w, ht = app.size
    for _ in range(10):
        h.one_input(app, table, rng)
        h.idle(app, 4)
        # the pointer resting somewhere (a tooltip, a lit spot, an enlarged card)
        h.post(pygame.MOUSEMOTION, pos=(rng.randrange(w), rng.randrange(ht)), rel=(0, 0), buttons=(0, 0, 0))
        h.idle(app, 8)
        if app.scenes[-1] is not table:  # a dialog or the results, closed again
            h.key(pygame.K_ESCAPE)
            h.idle(app, 4)
    assert laid["copied"], f"{game}: no frame was laid in part"
    assert not laid["stale"], f"{game}: after frames {laid['stale'][:5]} the window did not hold the kept frame"


@pytest.mark.parametrize("tabletop", [False, True], ids=["normal", "tabletop"])
def test_a_bots_game_lays_only_what_changed(tabletop, laid):
    app, table = h.table_app("control", seed=3, bots=("heuristic",), tabletop=tabletop)
    app.settings.speed = "fast"
    for _ in range(40):
        h.idle(app, 3)
        if table.human_to_act() and table.my_actions():
            table.play_move(random.Random(len(table.session.states)).choice(table.my_actions()))
        if table.session.over:
            break
    assert not laid["stale"], f"after frames {laid['stale'][:5]} the window did not hold the kept frame"
    whole = app.size[0] * app.size[1]
    small = [c for c in laid["copied"] if c < whole // 4]
    # most frames (the glides', the pulsing rings') lay under a quarter of the window
    assert len(small) > len(laid["copied"]) // 2, sorted(c * 100 // whole for c in laid["copied"])


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("tabletop", [False, True], ids=["normal", "tabletop"])
def test_every_lay_in_a_bots_game_leaves_the_window_holding_the_frame(game, tabletop, laid):
    from mint.bots.kinds import bot_kinds

    kind = "heuristic" if "heuristic" in bot_kinds(game) else bot_kinds(game)[0]
    app, table = h.table_app(game, seed=11, bots=(kind,), tabletop=tabletop)
    app.settings.speed = "fast"
    rng = random.Random(game)
    for _ in range(30):
        h.idle(app, 3)
        if table.human_to_act() and table.my_actions():
            table.play_move(rng.choice(table.my_actions()))
        if table.session.over:
            break
    assert laid["copied"], f"{game}: no frame was laid in part"
    assert not laid["stale"], f"{game}: after frames {laid['stale'][:5]} the window did not hold the kept frame"
