"""The pause menu: a save says where it went, inside the menu's own panel."""

from __future__ import annotations

import time

import pygame
import pygame_gui

from mint.core.game import Seat
from mint.core.session import Session
from mint.scenes.pause import PauseScene
from mint.scenes.table import TableScene
from mint.ui.app import App


def _paused(app: App, moves: int, seed: int = 3) -> PauseScene:
    session = Session("control", (Seat("human", "A"), Seat("random", "B")), seed, {})
    for _ in range(moves):
        session.apply(session.legal()[0])
    table = TableScene(app, session)
    app.replace(table)
    app.step(16, [])
    pause = PauseScene(app, table)
    app.push(pause)
    app.step(16, [])
    return pause


def test_the_saved_as_line_lies_inside_the_pause_panel(monkeypatch):
    app = App((1280, 720), headless=True)
    pause = _paused(app, 0)
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


def _saves() -> dict[str, int]:
    from mint.core.saves import list_saves

    return {e.path.name: len(e.record.actions) for e in list_saves() if e.record is not None}


def _press(app: App, scene, key: str) -> None:
    buttons = scene.w if hasattr(scene, "w") else scene.buttons
    scene.handle(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": buttons[key]}))
    app.step(16, [])


def test_two_games_saved_in_the_same_minute_are_both_kept(monkeypatch):
    real = time.strftime
    monkeypatch.setattr(time, "strftime", lambda fmt, t=None: real(fmt, time.localtime(1_800_000_000)))
    app = App((1280, 720), headless=True)
    first = _paused(app, 30)
    first.save()
    second = _paused(app, 2)
    second.save()
    assert first.note.startswith("Saved as ") and second.note.startswith("Saved as ")
    assert first.note != second.note
    assert sorted(_saves().values()) == [2, 30]


def test_a_save_under_a_name_in_use_asks_and_replaces_only_on_replace():
    from mint.ui.dialogs import MessageScene

    app = App((1280, 720), headless=True)
    first = _paused(app, 30)
    first.name_entry.set_text("Friday")
    first.save()
    assert _saves() == {"Friday.json": 30}
    second = _paused(app, 2)
    second.name_entry.set_text("Friday")
    second.save()
    app.step(16, [])
    ask = app.scenes[-1]
    assert isinstance(ask, MessageScene) and "Friday" in ask.text and not second.note.startswith("Saved")
    _press(app, ask, "other")  # Cancel
    assert _saves() == {"Friday.json": 30} and app.scenes[-1] is second
    second.save()
    app.step(16, [])
    _press(app, app.scenes[-1], "ok")  # Replace
    assert _saves() == {"Friday.json": 2} and second.note == "Saved as Friday.json"


def test_save_replay_never_replaces_a_save_and_a_full_disk_is_told_in_plain_words(monkeypatch):
    import errno
    import os

    from mint.scenes.results import ResultsScene

    real = time.strftime
    monkeypatch.setattr(time, "strftime", lambda fmt, t=None: real(fmt, time.localtime(1_800_000_000)))
    app = App((1280, 720), headless=True)
    session = Session("control", (Seat("random"), Seat("random")), 3, {})
    while not session.over:
        session.apply(session.legal()[0])
    results = ResultsScene(app, session)
    app.push(results)
    app.step(16, [])
    for _ in range(2):
        _press(app, results, "save")
    assert list(_saves().values()) == [len(session.actions)] * 2

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    _press(app, results, "save")
    assert results.note == "Could not save: the disk is full."
    assert len(_saves()) == 2
