"""The replay viewer: the same table, read-only, with a cursor the player steps and scrubs through
a saved record, and a way to branch a new game from any point of it."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from mint.core.game import Action
from mint.core.record import Record
from mint.core.session import Session, new_journal_path
from mint.core.words import t
from mint.scenes.table.scene import TableScene
from mint.ui.app import App
from mint.ui.screens import accent_id

BAR = (
    ("back", t("Close"), 110),
    ("branch", t("Play from here"), 200),
    ("next", t("Next"), 90),
    ("prev", t("Back"), 90),
)


class ReplayScene(TableScene):
    """A read-only table whose cursor the player moves through the recorded game."""

    plays = False

    def __init__(self, app: App, record: Record) -> None:
        session = Session.from_record(record)
        session.cursor = 0
        self.record = record
        super().__init__(app, session)
        self.results_shown = True
        self.r: dict[str, Any] = {}

    def viewer(self) -> int | None:
        return self.peek

    def my_actions(self) -> list[Action]:
        return []

    def build(self) -> None:
        self.view.set_kit(self.kit)
        k = self.kit
        bh = k.px(44)
        y = (k.px(64) - bh) // 2
        x = self.app.size[0] - k.px(12)
        self.r = {}
        for key, text, bw in BAR:
            x -= k.px(bw)
            self.r[key] = pygame_gui.elements.UIButton(
                pygame.Rect(x, y, k.px(bw), bh), str(text), self.ui, object_id=accent_id() if key == "branch" else None
            )
            x -= k.px(8)
        n = len(self.session.actions)
        self.r["slider"] = pygame_gui.elements.UIHorizontalSlider(
            pygame.Rect(k.px(360), y, max(k.px(200), x - k.px(380)), bh), self.session.cursor, (0, max(1, n)), self.ui
        )
        self.relayout()

    def seek(self, i: int) -> None:
        self.session.cursor = max(0, min(len(self.session.actions), i))
        self.changed()
        if "slider" in self.r and self.r["slider"].get_current_value() != self.session.cursor:
            self.r["slider"].set_current_value(self.session.cursor)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            el = event.ui_element
            if el is self.r.get("prev"):
                self.seek(self.session.cursor - 1)
            elif el is self.r.get("next"):
                self.seek(self.session.cursor + 1)
            elif el is self.r.get("back"):
                self.app.pop()
            elif el is self.r.get("branch"):
                self.branch()
            return True
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.r.get("slider"):
            self.seek(int(event.value))
            return True
        if event.type == pygame.KEYDOWN:
            steps = {
                pygame.K_LEFT: self.session.cursor - 1,
                pygame.K_RIGHT: self.session.cursor + 1,
                pygame.K_HOME: 0,
                pygame.K_END: len(self.session.actions),
            }
            if event.key in steps:
                self.seek(steps[event.key])
                return True
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return True
        return super().handle(event)

    def branch(self) -> None:
        """Start a new game that keeps the moves up to the shown one."""
        from mint.bots.kinds import unknown_bots

        rec = self.record
        odd = unknown_bots(rec.game, rec.seats)
        if odd:
            said = t(
                "This game seats a bot this app does not have ({bot}); it can only be watched.", bot=repr(odd[0][:40])
            )
            self.show_toast(str(said))
            return
        session = Session.from_record(rec, journal=new_journal_path(rec.game), upto=self.session.cursor)
        self.app.pop()
        self.app.push("table", session)

    def turn_text(self) -> tuple[int | None, str]:
        return None, str(t("Replay: move {move} of {moves}", move=self.session.cursor, moves=len(self.session.actions)))
