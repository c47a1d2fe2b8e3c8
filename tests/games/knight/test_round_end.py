"""Mint Knight's round's end on the table: the heroes' cards shuffled into new hands find their
faces painted ahead while nothing moved, and the movement table's turn from day to night paints
the table alone, not the map under it."""

from __future__ import annotations

import pygame

from mint.core.game import Seat
from mint.games.knight import cards as C
from mint.games.knight.actions import EndTurn
from mint.scenes.table import TableScene
from mint.ui.app import App
from mint.ui.cardface import CardPainter
from mint.ui.layers import Layers
from mint.ui.shots import played_session

SEATS = (Seat("heuristic"), Seat("heuristic"))
ENDS = 117  #: (seed 5) the bots' 118th move ends the first round


def _table(size: tuple[int, int], tabletop: bool) -> tuple[App, TableScene, object]:
    whole = played_session("knight", SEATS, {}, 5, ENDS + 1)
    move = whole.actions[ENDS]
    before, after = whole.states[ENDS], whole.states[ENDS + 1]
    assert isinstance(move, EndTurn) and C.time_of(before.round) != C.time_of(after.round)
    session = played_session("knight", SEATS, {}, 5, ENDS)
    session.seats = tuple(Seat("human", s.name) for s in session.seats)
    app = App(size, headless=True)
    app.settings.tabletop = tabletop
    table = TableScene(app, session)
    table.results_shown = True
    app.push(table)
    return app, table, move


def test_a_rounds_end_finds_the_new_hands_faces_painted(monkeypatch):
    """At 3840x2160 a face is 0.4 MiB: the faces of every card the heroes hold are kept and painted
    ahead, so the new hands a round's end deals paint none of their own."""
    app, table, move = _table((3840, 2160), True)
    for _ in range(120):  # (nothing moves: a face painted ahead a frame)
        app.step(16, [])
    painted: list[object] = []
    image = CardPainter.image

    def counted(self, face, side, hidden, size, turned=0, dim=False):
        if (face, side, hidden, size, turned, dim) not in self._cache:
            painted.append((face, size))
        return image(self, face, side, hidden, size, turned, dim)

    monkeypatch.setattr(CardPainter, "image", counted)
    table.perform(move, speed=1.0)
    app.step(16, [])
    sizes = {r.size for hand in table.view.hands if hand.last is not None for r in hand.last.rects.values()}
    hands = {
        ((c.title, c.advanced, c.waning), size) for h in table.session.state.heroes for c in h.hand for size in sizes
    }
    assert hands and not hands & set(painted), painted


def test_a_rounds_end_paints_the_movement_table_not_the_map(monkeypatch):
    app, table, move = _table((1920, 1080), False)
    for _ in range(5):
        app.step(16, [])
    names: list[object] = []
    plan = Layers._plan

    def planned(self, surface: pygame.Surface, parts):
        out = plan(self, surface, parts)
        names.extend(part.name for part, _, _, _, how in out if how == "paint")
        return out

    monkeypatch.setattr(Layers, "_plan", planned)
    table.perform(move, speed=1.0)
    app.step(16, [])
    assert ("map", "legend") in names and "map" not in names, names


def test_a_face_pushed_out_of_the_kept_faces_is_painted_ahead_again():
    """What is painted ahead is read from the kept faces, not from a list of those once painted: a
    face the others pushed out (the kept faces are bounded) is painted again while nothing moves."""
    app, table, _ = _table((1920, 1080), False)
    for _ in range(80):
        app.step(16, [])
    cards = table.view.action_cards
    sizes = {r.size for hand in table.view.hands if hand.last is not None for r in hand.last.rects.values()}
    warmed = {key for key in cards._cache if key[3] in sizes}  # (the faces at a hand card's size)
    assert len(warmed) >= 10
    cards._cache.clear()
    cards._cache_bytes = 0
    for _ in range(80):
        app.step(16, [])
    assert warmed <= set(cards._cache)
