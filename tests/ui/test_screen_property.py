"""What the window presents is the game: after any input, and after a bot's step, the frames the
loop presents with no further input settle on exactly what a full redraw of that state paints.

Inputs go through pygame's own queue and the window's loop (``App.frame``); random positions of
every game, in the normal and the table-top layout.
"""

from __future__ import annotations

import random

import pytest

from tests.ui import screen_harness as h

GAMES = sorted(h.PLAYERS)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("tabletop", [False, True], ids=["normal", "tabletop"])
def test_every_input_settles_on_a_full_redraw(game, tabletop):
    rng = random.Random(f"{game}-{tabletop}")
    for position in range(2):
        app, table = h.table_app(game, seed=rng.randrange(1000), tabletop=tabletop)
        h.advance(table, rng, rng.randrange(0, 25))
        h.idle(app, 4)
        for _ in range(7):
            kind = h.one_input(app, table, rng)
            h.idle(app, 14)
            assert h.presented_is_fresh(app), f"{game}: after a {kind} (position {position}) the screen is stale"
            top = app.scenes[-1]
            if top is not table:  # a dialog or the results: close it and check again
                h.key(h.pygame.K_ESCAPE)
                h.idle(app, 6)
                assert h.presented_is_fresh(app), f"{game}: after closing {type(top).__name__}"


@pytest.mark.parametrize("game", GAMES)
def test_a_bots_step_settles_on_a_full_redraw(game):
    from mint.bots.kinds import bot_kinds

    kind = "heuristic" if "heuristic" in bot_kinds(game) else bot_kinds(game)[0]
    app, table = h.table_app(game, seed=5, bots=(kind,))
    app.settings.speed = "fast"
    for _ in range(30):
        h.idle(app, 3)
        assert h.presented_is_fresh(app), f"{game}: a frame after a bot's step is stale"
        if table.human_to_act():
            acts = table.my_actions()
            if not acts:
                continue
            table.play_move(random.Random(len(table.session.states)).choice(acts))
        if table.session.over:
            break


def _kind(sid) -> str:
    return getattr(sid, "kind", None) or str(sid).split(":")[0]


@pytest.mark.parametrize("game", GAMES)
def test_a_refused_drop_from_every_kind_of_spot_says_why_on_screen(game):
    rng = random.Random(game)
    app, table = h.table_app(game, seed=rng.randrange(1000))
    h.advance(table, rng, rng.randrange(3, 12))
    h.idle(app, 6)
    by_kind: dict[str, list] = {}
    for s, t in h.refused_pairs(table):
        by_kind.setdefault(_kind(s), []).append((s, t))
    assert len(by_kind) >= 2
    for _, pairs in sorted(by_kind.items()):
        for s, t in rng.sample(pairs, min(3, len(pairs))):
            table.toast = None
            h.idle(app, 2)
            a, b = h.center(table, s), h.center(table, t)
            if a is None or b is None or table.hits.at(a) != s or table.hits.at(b) != t:
                continue  # (a spot under another one: no pointer reaches it there)
            h.drag(a, b)
            h.idle(app, 3)
            assert table.toast and table.toast[0].strip(), f"{game}: a drop from {s} on {t} said nothing"
            assert h.presented_is_fresh(app)
            shown = h.pygame.image.tobytes(app.presented, "RGB")
            said, table.toast = table.toast, None
            assert h.pygame.image.tobytes(app.render_fresh(), "RGB") != shown, f"{game}: {said[0]!r} is not on screen"
            table.toast = said
            if table.session.cursor:  # a drop that did play after all (a chooser): back to the position
                break
