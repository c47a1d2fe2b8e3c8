"""Right-click zoom shows the piece made large with its text, over the table's buttons; a tooltip
never lies over the zoom or over another screen."""

from __future__ import annotations

import pygame

from mint.core.game import Seat
from mint.core.session import Session
from mint.scenes.table import TableScene
from mint.ui.app import App


def _table(game="control", players=3):
    app = App((1280, 720), headless=True)
    app.settings.speed = "instant"
    session = Session(game, tuple(Seat("human", f"P{i + 1}") for i in range(players)), 3, {})
    table = TableScene(app, session)
    app.push(table)
    app.step(16, [])
    return app, table


def _spot_with_zoom(table):
    for sid, rect in table.hits.spots.items():
        if table.view.zoom(table.obs, sid) and rect.width >= 60:
            return sid, rect
    raise AssertionError("no spot has a zoom text")


def test_a_right_click_shows_the_piece_large_with_its_text():
    app, table = _table()
    sid, rect = _spot_with_zoom(table)
    app.step(16, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": rect.center, "button": 3})])
    app.step(16, [pygame.event.Event(pygame.MOUSEBUTTONUP, {"pos": rect.center, "button": 3})])
    assert table.zoom_text is not None and table.zoom_text[0] == sid
    big = table.painter.zoom_picture(sid, (int(1280 * 0.42), int(720 * 0.62)))
    assert big is not None and big.get_width() > rect.width * 1.5  # the piece itself, made large
    assert table.tooltip_text is None


def test_no_tooltip_is_drawn_over_the_zoom_or_over_another_screen(monkeypatch):
    app, table = _table()
    drawn = []
    monkeypatch.setattr(table.painter, "_tooltip", lambda surface, text, pos: drawn.append(text))
    table.tooltip_text = "a tooltip"
    app.dirty = True
    app.step(16, [])
    assert drawn == ["a tooltip"]  # drawn while nothing lies over the table
    table.zoom_text = (next(iter(table.hits.spots)), "zoomed")
    drawn.clear()
    app.dirty = True
    app.step(16, [])
    assert drawn == []
    table.zoom_text = None
    app.push("pause", table)
    app.step(16, [])
    drawn.clear()
    app.dirty = True
    app.step(16, [])
    assert drawn == []  # the pause menu lies over the table: its tooltip is not drawn
