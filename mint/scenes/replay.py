"""The replay viewer: step, scrub, and branch a new game from any point of a saved record."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from mint.core.record import Record
from mint.core.session import Session, new_journal_path
from mint.scenes.common import accent_id
from mint.scenes.table import TableScene
from mint.ui.app import App


class ReplayScene(TableScene):
    """A read-only table whose cursor the player moves through the recorded game."""

    def __init__(self, app: App, record: Record) -> None:
        session = Session.from_record(record)
        session.cursor = 0
        self.record = record
        super().__init__(app, session)
        self.results_shown = True
        self.r: dict[str, Any] = {}

    def viewer(self) -> int | None:
        return self.peek

    def my_actions(self) -> list[Any]:
        return []

    def _bot_turn(self) -> None:
        return

    def build(self) -> None:
        self.view.set_kit(self.kit)
        self._cache_key = None
        k = self.kit
        w = self.app.size[0]
        bh = k.px(44)
        y = (self.top_h - bh) // 2
        x = w - k.px(12)
        self.r = {}
        for key, text, bw in (("back", "Close", 110), ("branch", "Play from here", 200), ("next", "Next", 90), ("prev", "Back", 90)):
            x -= k.px(bw)
            self.r[key] = pygame_gui.elements.UIButton(pygame.Rect(x, y, k.px(bw), bh), text, self.ui,
                                                       object_id=accent_id() if key == "branch" else None)
            x -= k.px(8)
        n = len(self.session.actions)
        self.r["slider"] = pygame_gui.elements.UIHorizontalSlider(
            pygame.Rect(k.px(360), y, max(k.px(200), x - k.px(380)), bh), self.session.cursor, (0, max(1, n)), self.ui)
        self._buttons = {}
        self._controls = {}
        self._buttons_bottom = self.side_rect().y + k.px(120)

    def seek(self, i: int) -> None:
        self.session.cursor = max(0, min(len(self.session.actions), i))
        self._changed()
        if "slider" in self.r and self.r["slider"].get_current_value() != self.session.cursor:
            self.r["slider"].set_current_value(self.session.cursor)

    def _changed(self) -> None:
        self.version += 1
        self._refresh_log()
        self.app.dirty = True

    def _build_action_buttons(self) -> None:
        self._buttons = {}
        self._buttons_bottom = self.side_rect().y + self.kit.px(120)

    def _sync_controls(self) -> None:
        return

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
            if event.key == pygame.K_LEFT:
                self.seek(self.session.cursor - 1)
                return True
            if event.key == pygame.K_RIGHT:
                self.seek(self.session.cursor + 1)
                return True
            if event.key == pygame.K_HOME:
                self.seek(0)
                return True
            if event.key == pygame.K_END:
                self.seek(len(self.session.actions))
                return True
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return True
        return super().handle(event)

    def branch(self) -> None:
        """Start a new game that keeps the moves up to the shown one."""
        rec = self.record
        session = Session.from_record(rec, journal=new_journal_path(rec.game), upto=self.session.cursor)
        self.app.pop()
        self.app.push(TableScene(self.app, session))

    def _turn_text(self) -> tuple[int | None, str]:
        return None, f"Replay: move {self.session.cursor} of {len(self.session.actions)}"
