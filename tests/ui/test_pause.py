"""The pause menu: a save says where it went, inside the menu's own panel."""

from __future__ import annotations

from mint.core.game import Seat
from mint.core.session import Session
from mint.scenes.pause import PauseScene
from mint.scenes.table import TableScene
from mint.ui.app import App


def test_the_saved_as_line_lies_inside_the_pause_panel(monkeypatch):
    app = App((1280, 720), headless=True)
    session = Session("control", (Seat("human", "A"), Seat("human", "B")), 3, {})
    table = TableScene(app, session)
    app.push(table)
    app.step(16, [])
    pause = PauseScene(app, table)
    app.push(pause)
    app.step(16, [])
    pause.save()
    assert pause.note.startswith("Saved as ")
    where = {}
    real = pause.kit.text

    def text(surface, words, pos, *args, **kwargs):
        where[words] = pos
        return real(surface, words, pos, *args, **kwargs)

    monkeypatch.setattr(pause.kit, "text", text)
    app.dirty = True
    app.step(16, [])
    box = pause.box()
    assert box.collidepoint(where[pause.note])
    quit_button = pause.buttons["quit"].rect
    assert where[pause.note][1] > quit_button.bottom  # under the last button, not over it
