"""What the table's parts may ask of the scene that composes them (``TableScene`` is the one).

Each part keeps its own state and reaches the rest of the table only through these names, so a
part can be read, and tested, knowing this list rather than the whole scene. The parts that hold
a table (gestures, buttons, bot pacing, hint, undo, panels, drawing) are not named here; the
scene wires them together.
"""

from __future__ import annotations

from typing import Any, Hashable, Protocol

from mint.core.game import Action
from mint.core.session import Session
from mint.scenes.table.animation import Motion
from mint.scenes.table.layout import Frame, Hits, Side
from mint.scenes.table.log import GameLog
from mint.ui.app import App
from mint.ui.kit import Kit
from mint.ui.palette import Color
from mint.ui.view_api import GameView


class Table(Protocol):
    # what is being played, and by whom
    app: App
    session: Session
    rules: Any
    view: GameView
    bots: dict[int, Any]
    version: int
    autoplay: bool
    results_shown: bool
    t: float

    @property
    def kit(self) -> Kit: ...
    @property
    def ui(self) -> Any: ...

    # the last layout (see TableScene.relayout)
    frame: Frame
    side: Side
    hits: Hits
    obs: Any
    shown: int | None
    private_seats: list[int]
    layout_generation: int

    # the parts that keep no reference back to the table
    motion: Motion
    log: GameLog

    # what is shown over the board
    toast: tuple[str, float, Color] | None
    caption: tuple[int | None, str, float] | None
    tooltip_text: str | None
    zoom_text: tuple[Hashable, str] | None
    chooser: list[Action] | None

    @property
    def peek(self) -> int | None: ...
    @property
    def thinking(self) -> bool: ...

    def human_seats(self) -> list[int]: ...
    def human_to_act(self) -> bool: ...
    def legal(self) -> list[Action]: ...
    def my_actions(self) -> list[Action]: ...
    def lit_targets(self) -> set[Hashable]: ...
    def turn_text(self) -> tuple[int | None, str]: ...
    def perform(self, action: Action, by_bot: bool = False, speed: float | None = None) -> bool: ...
    def show_caption(self, seat: int | None, text: str, seconds: float) -> None: ...
    def choose(self, actions: list[Action]) -> None: ...
    def play_move(self, action: Action) -> None: ...
    def changed(self) -> None: ...
    def set_chooser(self, actions: list[Action] | None) -> None: ...
    def set_peek(self, seat: int | None) -> None: ...
    def peek_at(self, pos: tuple[int, int]) -> int | None: ...
    def glide_home(self, source: Hashable, pos: tuple[int, int], home: tuple[int, int]) -> None: ...
    def show_toast(self, text: str, color: Color = ..., seconds: float = ...) -> None: ...
    def can_undo(self) -> bool: ...
    def can_redo(self) -> bool: ...
    def undo(self) -> None: ...
    def redo(self) -> None: ...
    def request_hint(self) -> None: ...
    def open_rules(self) -> None: ...
