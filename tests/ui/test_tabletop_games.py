"""Every game round a flat screen: at 1920x1080 and 3840x2160, with 2, 3 and 4 seats, each seat's
own area lies in its strip on its edge, turned toward it; a finger drag on each edge makes a move
of that seat; and two fingers dragging two pieces at once each land where they were dropped."""

from __future__ import annotations

import random

import pygame
import pytest

from mint.core import registry
from mint.core.game import Seat
from mint.core.session import Session
from mint.scenes.table import TableScene
from mint.scenes.table.layout import named
from mint.ui import tabletop as T
from mint.ui.app import App
from mint.ui.view_api import GameView, load_view
from tests.ui.test_table import post
from tests.ui.test_table_parts import _finger


def _apart(game: str) -> bool:
    """Whether the game's view lays its seats' areas on the edges (it answers ``seat_depth``)."""
    return load_view(registry.get(game)).seat_depth is not GameView.seat_depth


#: the games whose views lay their seats' areas on the edges
GAMES = tuple(g for g in registry.menu_names() if _apart(g))
SIZES = ((1920, 1080), (3840, 2160))


def _cases() -> list[tuple[str, int]]:
    out = []
    for game in GAMES:
        rules = registry.get(game)
        out += [(game, n) for n in (2, 3, 4) if rules.MIN_PLAYERS <= n <= rules.MAX_PLAYERS]
    return out


def _table(game: str, players: int, size: tuple[int, int], seed: int = 5) -> tuple[App, TableScene]:
    app = App(size, headless=True)
    app.settings.speed = "instant"
    app.settings.tabletop = True
    seats = tuple(Seat("human", f"P{i + 1}") for i in range(players))
    table = TableScene(app, Session(game, seats, seed, {}))
    table.results_shown = True
    app.push(table)
    app.step(16, [])
    return app, table


def _drags(table: TableScene) -> list:
    """The legal moves a drag makes: a named source and target, the only move for that pair."""
    legal = table.legal()
    pairs: dict[tuple, list] = {}
    for a in legal:
        if named(a.source) and named(a.target) and a.source in table.hits and a.target in table.hits:
            pairs.setdefault((a.source, a.target), []).append(a)
    return [acts[0] for acts in pairs.values() if len(acts) == 1]


def _play_on(table: TableScene, rng: random.Random) -> bool:
    """One random legal move (False at the end of the game)."""
    legal = table.legal()
    if not legal or table.session.over:
        return False
    table.perform(rng.choice(legal), speed=0)
    return True


def _drag(app: App, fid: int, start, end) -> None:
    size = app.size
    post(app, _finger(pygame.FINGERDOWN, fid, start, size))
    post(app, _finger(pygame.FINGERMOTION, fid, ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), size))
    post(app, _finger(pygame.FINGERMOTION, fid, end, size))
    post(app, _finger(pygame.FINGERUP, fid, end, size))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("game", "players"), _cases())
def test_each_seats_area_lies_on_its_edge_turned_toward_it(game, players, size):
    app, table = _table(game, players, size)
    geo = table.edges.geometry
    edges = T.seating(players)
    for seat in range(players):
        strip = geo.strips[seat]
        assert strip.edge == edges[seat] and strip.turn.rotation == T.ROTATION[strip.edge]
        mine = [sid for sid, part in table.edges.part_of.items() if part == seat]
        assert mine, f"seat {seat} has nothing of its own on its edge"
        for sid in mine:
            assert strip.rect.contains(table.hits.rect(sid)), (seat, sid)
        assert not strip.rect.colliderect(geo.board)
    board = [sid for sid, part in table.edges.part_of.items() if part == "board"]
    assert board and all(geo.board.contains(table.hits.rect(sid)) for sid in board)
    # every target a finger needs is at least 48 px at 1080p (about 9 mm), scaled with the screen
    least = table.kit.px(48)
    for seat, bar in table.edges.bars.items():
        for r in (*bar.moves, *bar.tools.values()):
            assert min(r.size) >= least, (seat, r)
    for sid in table.edges.part_of:
        r = table.hits.rect(sid)
        assert min(r.size) >= least, (sid, r.size)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("game", "players"), _cases())
def test_a_finger_drag_on_each_edge_makes_that_seats_move(game, players, size):
    app, table = _table(game, players, size)
    rng = random.Random(players)
    done: set[int] = set()
    for _ in range(400):
        seat = table.rules.to_act(table.session.state)
        if seat is not None and seat not in done:
            part_of = table.edges.part_of
            ours = [a for a in _drags(table) if seat in (part_of.get(a.source), part_of.get(a.target))]
            if ours:
                a = ours[0]
                cursor = table.session.cursor
                _drag(app, 1, table.hits.rect(a.source).center, table.hits.rect(a.target).center)
                assert table.session.cursor == cursor + 1 and table.session.actions[-1] == a, (seat, a)
                done.add(seat)
                if len(done) == players:
                    return
                continue
        if not _play_on(table, rng):
            break
    pytest.fail(f"no drag move was found on the edges of seats {sorted(set(range(players)) - done)}")


@pytest.mark.parametrize(("game", "players"), [(g, n) for g, n in _cases() if n == 2])
def test_two_fingers_drag_two_pieces_at_once_and_each_lands_where_dropped(game, players):
    app, table = _table(game, players, (1920, 1080))
    rng = random.Random(7)
    for _ in range(400):
        drags = _drags(table)
        a1 = drags[0] if drags else None
        a2 = next((a for a in drags if a1 is not None and a.source != a1.source), None)
        if a1 is None or a2 is None:
            if not _play_on(table, rng):
                break
            continue
        size = app.size
        s1, t1 = table.hits.rect(a1.source).center, table.hits.rect(a1.target).center
        s2 = table.hits.rect(a2.source).center
        post(app, _finger(pygame.FINGERDOWN, 1, s1, size))
        post(app, _finger(pygame.FINGERDOWN, 2, s2, size))
        post(app, _finger(pygame.FINGERMOTION, 1, t1, size))
        mid2 = (s2[0] + 40, s2[1] - 40)
        post(app, _finger(pygame.FINGERMOTION, 2, mid2, size))
        g = table.gestures
        assert g.drag is not None and g.drag.source == a1.source and g.drag.pos == t1
        assert [d.source for d in g.others.values()] == [a2.source] and next(iter(g.others.values())).pos == mid2
        post(app, _finger(pygame.FINGERUP, 1, t1, size))
        assert table.session.actions[-1] == a1, "the first finger's piece lands where it was dropped"
        again = [a for a in _drags(table) if (a.source, a.target) == (a2.source, a2.target)]
        rect = table.hits.rect(a2.target)
        t2 = rect.center if rect is not None else (size[0] // 2, size[1] // 2)
        post(app, _finger(pygame.FINGERMOTION, 2, t2, size))
        cursor = table.session.cursor
        post(app, _finger(pygame.FINGERUP, 2, t2, size))
        if again:
            assert table.session.cursor == cursor + 1 and table.session.actions[-1] == again[0]
        else:  # no longer legal: refused, and its piece goes home from where the second finger let go
            assert table.session.cursor == cursor and table.toast is not None
            assert table.motion.glides == [] or table.motion.glides[-1].start == t2
        assert not g.others and g.drag is None
        return
    pytest.fail("no position offered two drag moves at once")


def test_every_game_lays_its_seats_on_the_edges():
    assert set(GAMES) == set(registry.menu_names())
