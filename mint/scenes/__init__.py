"""The app's screens: menu, setup, table, pause, rules, settings, results, replay, load, log.

Importing this package registers every screen by name (mint.ui.router); screens open each other
by those names, never by importing one another. Each screen's module is imported on first use, so
the menu comes up without loading the widget toolkit the other screens need.
"""

from __future__ import annotations

from typing import Any

from mint.ui import router


def _menu(app: Any, offer_resume: bool = False) -> Any:
    from mint.scenes.menu import MenuScene

    return MenuScene(app, offer_resume)


def _setup(app: Any, game: str) -> Any:
    from mint.scenes.setup import SetupScene

    return SetupScene(app, game)


def _settings(app: Any) -> Any:
    from mint.scenes.settings import SettingsScene

    return SettingsScene(app)


def _rules(app: Any, game: str, at: str = "") -> Any:
    from mint.scenes.rulebook import RulesScene

    return RulesScene(app, game, at)


def _load(app: Any) -> Any:
    from mint.scenes.load import LoadScene

    return LoadScene(app)


def _table(app: Any, session: Any) -> Any:
    from mint.scenes.table import TableScene

    return TableScene(app, session)


def _new_game(app: Any, game: str, seats: Any, options: dict[str, Any], seed: int | None) -> Any:
    from mint.scenes.table import TableScene

    return TableScene.new_game(app, game, seats, options, seed)


def _learn(app: Any, game: str) -> Any:
    from mint.scenes.table.guided import GuidedTable

    return GuidedTable(app, game)


def _replay(app: Any, record: Any) -> Any:
    from mint.scenes.table import ReplayScene

    return ReplayScene(app, record)


def _pause(app: Any, table: Any) -> Any:
    from mint.scenes.pause import PauseScene

    return PauseScene(app, table)


def _results(app: Any, session: Any) -> Any:
    from mint.scenes.results import ResultsScene

    return ResultsScene(app, session)


def _log(app: Any, table: Any) -> Any:
    from mint.scenes.table.log_scene import LogScene

    return LogScene(app, table)


def _message(app: Any, *args: Any, **kwargs: Any) -> Any:
    from mint.ui.dialogs import MessageScene

    return MessageScene(app, *args, **kwargs)


for _name, _factory in (
    ("menu", _menu),
    ("setup", _setup),
    ("settings", _settings),
    ("rules", _rules),
    ("load", _load),
    ("table", _table),
    ("new game", _new_game),
    ("replay", _replay),
    ("learn", _learn),
    ("pause", _pause),
    ("results", _results),
    ("log", _log),
    ("message", _message),
):
    router.register(_name, _factory)
