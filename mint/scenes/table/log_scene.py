"""The game's log as a screen of its own: table-top mode has no side column to hold it, so each
seat's bar opens it, facing that seat. Older and Newer page through it (a touch screen has no
wheel); Close or Esc goes back to the table."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from mint.core import words
from mint.ui import palette
from mint.ui.app import App
from mint.ui.screens import Overlay


class LogScene(Overlay):
    def __init__(self, app: App, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.scroll = 0  #: how many of the newest lines are paged out of sight
        self.shown = 0  #: how many lines the last frame had room for
        self.buttons: dict[str, Any] = {}

    def box(self) -> pygame.Rect:
        k = self.kit
        w, h = self.size
        r = pygame.Rect(0, 0, min(k.px(820), w - k.px(40)), h - k.px(80))  # as tall as the space allows
        r.center = (w // 2, h // 2)
        return r

    def lines_area(self) -> pygame.Rect:
        """Where the lines are drawn: the box above its row of buttons."""
        k = self.kit
        r = self.box()
        return pygame.Rect(r.x + k.px(16), r.y + k.px(16), r.width - k.px(32), r.height - k.px(110))

    def page(self) -> int:
        """Lines one press of Older or Newer moves: about half of what the box shows."""
        k = self.kit
        return max(1, self.lines_area().height // (2 * k.font(18).get_linesize()))

    def build(self) -> None:
        k = self.kit
        r = self.box()
        bh = k.px(56)
        bw = (r.width - k.px(32) - 2 * k.px(12)) // 3
        y = r.bottom - bh - k.px(20)
        x = r.x + k.px(16)
        for key, text in (("older", words.t("Older")), ("newer", words.t("Newer")), ("close", words.t("Close"))):
            self.buttons[key] = pygame_gui.elements.UIButton(pygame.Rect(x, y, bw, bh), str(text), self.ui)
            x += bw + k.px(12)
        self.enable()

    def enable(self) -> None:
        """Older only while older lines are out of sight, Newer only once paged back: no dead buttons."""
        lines = len(self.table.log.lines)
        older = self.scroll < lines - 1 and self.scroll + self.shown < lines
        for key, on in (("older", older), ("newer", self.scroll > 0)):
            button = self.buttons.get(key)
            if button is not None:
                button.enable() if on else button.disable()

    def move(self, lines: int) -> None:
        self.scroll = max(0, min(len(self.table.log.lines) - 1, self.scroll + lines))
        self.enable()
        self.app.dirty = True

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            does = {"older": lambda: self.move(self.page()), "newer": lambda: self.move(-self.page())}
            for key, button in self.buttons.items():
                if button is event.ui_element:
                    does.get(key, self.app.pop)()  # (Close goes back to the table)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.move(event.y)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        return self.keeps(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.dim(surface)
        k = self.kit
        t = self.table
        k.panel(surface, self.box())
        obs = t.obs
        mark = (lambda seat: t.view.seat_mark(obs, seat)) if obs is not None else None
        shown = t.log.draw(surface, k, self.lines_area(), mark, scroll=self.scroll)
        if shown != self.shown:  # what fits is known once drawn: Older follows it
            self.shown = shown
            self.enable()
        if not t.log.lines:
            area = self.lines_area()
            k.text(
                surface, str(words.t("Nothing has been played yet.")), area.center, 18, palette.TEXT_2, anchor="center"
            )
