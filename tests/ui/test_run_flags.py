"""Flags given for one run (--tabletop, --size) hold for that run only: the command line is run
for real, the app is quit, and the settings file still holds the player's own choices."""

from __future__ import annotations

import json

import pygame

from mint import cli
from mint.core.paths import config_dir
from mint.ui import app as app_module


def _run_and_quit(monkeypatch, argv: list[str]) -> dict:
    """Run ``main.py ARGV`` in this process; the window's loop runs until a Quit event arrives."""
    seen = {}
    real_run = app_module.App.run

    def run(self):
        for _ in range(5):
            self.frame(16)
        seen["tabletop"] = self.settings.tabletop
        seen["size"] = self.size
        pygame.event.post(pygame.event.Event(pygame.QUIT, {}))
        return real_run(self)

    monkeypatch.setattr(app_module.App, "run", run)
    assert cli.main(argv) == 0
    return seen


def _settings_file() -> dict:
    return json.loads((config_dir() / "settings.json").read_text(encoding="utf-8"))


def test_tabletop_for_one_run_never_reaches_the_settings_file(monkeypatch):
    seen = _run_and_quit(monkeypatch, ["play", "control", "--players", "3", "--bots", "human", "--tabletop"])
    assert seen["tabletop"] is True  # this run is in table-top mode
    assert _settings_file()["tabletop"] is False
    seen = _run_and_quit(monkeypatch, ["play", "delivery", "--players", "2", "--bots", "human,heuristic"])
    assert seen["tabletop"] is False  # the next run opens as the player left it


def test_size_for_one_run_never_reaches_the_settings_file(monkeypatch):
    seen = _run_and_quit(monkeypatch, ["play", "control", "--size", "1600x900"])
    assert seen["size"] == (1600, 900)
    assert _settings_file()["window"] != "1600x900"


def test_a_setting_the_player_changes_during_such_a_run_is_kept():
    from mint.ui.settings import Settings

    s = Settings()
    s.for_this_run(tabletop=True, tabletop_solo=True, window="1600x900")
    s.chosen("tabletop", "tabletop_solo")  # the player switched it on in the settings screen
    assert s.to_keep()["tabletop"] is True and s.to_keep()["window"] == "1280x720"
