"""Scenes open each other by name: the router builds them, and an unknown name says what is known."""

from __future__ import annotations

import pygame
import pytest

import mint.scenes  # noqa: F401  (registers every screen)
from mint.core.game import Seat
from mint.core.session import Session
from mint.ui import router
from mint.ui.app import App, Scene
from mint.ui.dialogs import MessageScene


def test_every_screen_is_registered_by_name():
    assert {
        "menu",
        "setup",
        "settings",
        "rules",
        "load",
        "table",
        "new game",
        "replay",
        "pause",
        "results",
        "message",
    } <= set(router.names())


def test_a_scene_pushed_by_name_is_built_with_its_arguments():
    app = App((1280, 720), headless=True)
    app.push("rules", "pebbles")
    app.step(16, [])
    assert type(app.scenes[-1]).__name__ == "RulesScene" and app.scenes[-1].game == "pebbles"
    app.replace("new game", "pebbles", (Seat("human"), Seat("human")), {"dice": "off"}, 5)
    app.step(16, [])
    table = app.scenes[-1]
    assert len(app.scenes) == 1 and table.session.game == "pebbles" and table.session.seed == 5


def test_an_unknown_scene_name_lists_the_known_ones():
    app = App((1280, 720), headless=True)
    with pytest.raises(router.UnknownSceneError, match="registered: .*menu"):
        app.push("lobby")
    assert not app.queue


def test_the_table_opens_pause_and_results_by_name():
    app = App((1280, 720), headless=True)
    app.settings.speed = "instant"
    app.push("table", Session("pebbles", (Seat("human"), Seat("human")), 3, {"dice": "off"}))
    app.step(16, [])
    app.step(16, [pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_ESCAPE, "mod": 0, "unicode": "", "scancode": 0})])
    app.step(16, [])
    assert type(app.scenes[-1]).__name__ == "PauseScene"


def test_a_failing_step_shows_the_message_dialog():
    class Boom(Scene):
        fired = False

        def update(self, dt: float) -> bool:
            if not self.fired:
                self.fired = True
                raise RuntimeError("boom")
            self.app.quit()
            return False

    app = App((1280, 720), headless=True)
    app.push(Boom(app))
    app.run()
    assert isinstance(app.scenes[-1], MessageScene) and app.scenes[-1].title == "Something went wrong"
    assert "RuntimeError: boom" in (app.error or "")
