"""A headless Mint Italy table over a hand-made position, for tests of what the table offers."""

from __future__ import annotations

from mint.core.game import Seat
from mint.core.session import Session
from mint.games.italy.state import State
from mint.scenes.table import TableScene
from mint.ui.app import App

TWO = (Seat("human", "Ada"), Seat("human", "Bo"))


def table_at(state: State, size: tuple[int, int] = (1280, 720), seats=TWO) -> tuple[App, TableScene]:
    """A table whose session starts at ``state`` (bots do not move by themselves)."""
    session = Session("italy", seats, 1, {})
    session.states[0] = state
    app = App(size, headless=True)
    app.settings.speed = "instant"
    table = TableScene(app, session)
    table.autoplay = False
    app.push(table)
    app.step(16, [])
    return app, table
