"""Message and yes/no dialogs drawn over the current scene."""

from __future__ import annotations

from typing import Any, Callable

import pygame
import pygame_gui

from mint.core.words import t
from mint.ui import palette
from mint.ui.app import App
from mint.ui.screens import Overlay, accent_id


class MessageScene(Overlay):
    """A message with an OK button (and optionally a second choice)."""

    def __init__(
        self,
        app: App,
        title: str,
        text: str,
        ok: str | None = None,
        on_ok: Callable[[], None] | None = None,
        other: str | None = None,
        on_other: Callable[[], None] | None = None,
        danger: bool = False,
    ) -> None:
        super().__init__(app)
        self.title, self.text = title, text
        self.danger = danger  #: the OK button does something that cannot be undone (drawn in red)
        self.ok_text = ok if ok is not None else str(t("OK"))
        self.on_ok, self.other_text, self.on_other = on_ok, other, on_other
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}

    def box(self) -> pygame.Rect:
        k = self.kit
        r = pygame.Rect(0, 0, k.px(720), k.px(320))
        r.center = (self.size[0] // 2, self.size[1] // 2)
        return r

    def build(self) -> None:
        k = self.kit
        r = self.box()
        bw, bh = k.px(200), k.px(52)
        y = r.bottom - bh - k.px(24)
        if self.other_text:
            self.buttons["other"] = pygame_gui.elements.UIButton(
                pygame.Rect(r.centerx - bw - k.px(10), y, bw, bh), self.other_text, self.ui
            )
            self.buttons["ok"] = pygame_gui.elements.UIButton(
                pygame.Rect(r.centerx + k.px(10), y, bw, bh), self.ok_text, self.ui, object_id=self._ok_id()
            )
        else:
            self.buttons["ok"] = pygame_gui.elements.UIButton(
                pygame.Rect(r.centerx - bw // 2, y, bw, bh), self.ok_text, self.ui, object_id=self._ok_id()
            )

    def _ok_id(self) -> Any:
        return pygame_gui.core.ObjectID(class_id="@danger") if self.danger else accent_id()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.buttons.get("ok"):
                self.app.pop()
                if self.on_ok:
                    self.on_ok()
            elif event.ui_element is self.buttons.get("other"):
                self.app.pop()
                if self.on_other:
                    self.on_other()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.app.pop()
                if self.on_ok:
                    self.on_ok()
            elif event.key == pygame.K_ESCAPE:
                self.app.pop()
                if self.on_other:
                    self.on_other()
            return True
        return self.keeps(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.dim(surface)
        k = self.kit
        r = self.box()
        k.panel(surface, r)
        k.text(
            surface,
            self.title,
            (r.centerx, r.y + k.px(44)),
            28,
            palette.TEXT,
            True,
            "center",
            max_width=r.width - k.px(40),
        )
        k.paragraph(surface, self.text, pygame.Rect(r.x + k.px(36), r.y + k.px(84), r.width - k.px(72), k.px(140)), 19)


def open_elsewhere(app: App, record: Any) -> MessageScene:
    """The game is being played in another window of the app: say so, and offer to watch its
    moves so far (a replay of what its journal held a moment ago)."""
    from mint.core import registry

    return MessageScene(
        app,
        str(t("Open in another window")),
        str(
            t(
                "This game of {game} is being played in another window of the app, so it can only be "
                "continued there. You can watch its moves so far here.",
                game=registry.title(record.game),
            )
        ),
        ok=str(t("Watch")),
        on_ok=lambda: app.push("replay", record),
        other=str(t("Back")),
    )
