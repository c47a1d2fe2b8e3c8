"""Bots a person can follow: each bot move glides and is captioned, moves are paced, and
"Skip to my turn" hurries the bots until a person is to act."""

from __future__ import annotations

import time

import pygame_gui

from mint.core.game import Seat
from mint.core.session import Session
from mint.scenes.table import TableScene
from mint.scenes.table.bots import BOT_BEAT_S
from mint.ui.app import App


def _table(speed="normal"):
    app = App((1280, 720), headless=True)
    app.settings.speed = speed
    seats = (Seat("human", "Ann"), Seat("heuristic", "Bo"), Seat("heuristic", "Cy"))
    session = Session("control", seats, 4, {"start": "2"})  # Bo starts: two bots before Ann
    table = TableScene(app, session)
    app.push(table)
    app.step(16, [])
    return app, table, session


def _run(app, until, seconds=20.0):
    end = time.perf_counter() + seconds
    while not until() and time.perf_counter() < end:
        app.step(16, [])
        time.sleep(0.002)
    return until()


def test_a_bot_move_is_captioned_and_followed_by_a_beat():
    app, table, session = _table()
    assert table.skip_button is not None  # bots play before Ann: she may skip ahead
    assert _run(app, lambda: session.cursor >= 1)
    assert table.caption is not None
    seat, words, left = table.caption
    assert seat == 1 and words.startswith("Bo ") and left > 1.0  # who did what, up long enough to read
    assert table.pacer.wait >= BOT_BEAT_S * 0.9 or table.motion.glides  # and the next bot waits


def test_skip_to_my_turn_plays_the_bots_at_once_then_stops():
    app, table, session = _table()
    rules = table.rules
    app.step(16, [pygame_event_for(table.skip_button)])
    assert table.pacer.hurry and table.skip_button is None
    assert _run(app, lambda: session.seats[rules.to_act(session.state)].is_human)
    assert not table.pacer.hurry  # Ann's turn: the bots are paced again next time
    assert table.caption is None  # hurried moves are not captioned one by one


def pygame_event_for(button):
    import pygame

    return pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": button})
