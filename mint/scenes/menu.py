"""The main menu: the games, Continue, Load, Settings and Quit."""

from __future__ import annotations

from typing import Any

import pygame

from mint.core import registry
from mint.core.record import RecordError
from mint.core.session import Session, unfinished_journals
from mint.core.text import count
from mint.ui import palette
from mint.ui.app import App
from mint.ui.screens import MenuLike
from mint.ui.widgets import ButtonColumn

MENU_LOOKS = 5
"""The menu offers the newest unfinished game: it reads at most this many journals to find one."""


def playable(journals: list[tuple[Any, Any]]) -> list[tuple[Any, Any]]:
    """The unfinished games whose seats this app can still fill: a journal naming a bot kind it
    does not know is left alone (and not offered), rather than failing when the table opens."""
    from mint.bots.kinds import unknown_bots

    return [(path, rec) for path, rec in journals if not unknown_bots(rec.game, rec.seats)]


class MenuScene(MenuLike):
    uses_gui = False  # drawn with the kit so the app opens without waiting for pygame_gui
    title = "Mint Tin Table"
    subtitle = "Five pocket-sized board games on one table"

    def __init__(self, app: App, offer_resume: bool = False) -> None:
        super().__init__(app)
        self.offer_resume = offer_resume
        self.choices = ButtonColumn()
        self.unfinished: list[Any] = []
        self._warmed = False

    def enter(self) -> None:
        self.unfinished = playable(unfinished_journals(limit=MENU_LOOKS))
        super().enter()
        if self.offer_resume and self.unfinished:
            self.offer_resume = False
            from mint.ui.dialogs import MessageScene

            path, rec = self.unfinished[0]
            title = registry.title(rec.game)
            self.app.push(
                MessageScene(
                    self.app,
                    "Resume your game?",
                    f"A game of {title} was left unfinished after {count(len(rec.actions), 'move')}. "
                    "Pick it up where it stopped?",
                    ok="Resume",
                    on_ok=self.resume_latest,
                    other="Not now",
                )
            )

    def resume(self) -> None:
        self.unfinished = playable(unfinished_journals(limit=MENU_LOOKS))
        self.rebuild()
        super().resume()

    def build(self) -> None:
        labels = [(f"game:{g}", registry.title(g)) for g in registry.menu_names()]
        if self.unfinished:
            rec = self.unfinished[0][1]
            labels.insert(0, ("continue", f"Continue {registry.title(rec.game)} ({count(len(rec.actions), 'move')})"))
        labels += [("load", "Saved and unfinished games"), ("settings", "Settings"), ("quit", "Quit")]
        self.choices.layout(self.kit, labels, self.app.size[0] // 2, self.kit.px(220), 460)

    def resume_latest(self) -> None:
        from mint.ui.dialogs import MessageScene

        if not self.unfinished:
            return
        path, rec = self.unfinished[0]
        try:
            session = Session.from_record(rec, journal=path)
        except RecordError as exc:
            self.app.push(MessageScene(self.app, "This game cannot be resumed", str(exc)))
            return
        self.app.push("table", session)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            key = self.choices.handle(event)
            if key:
                self.choose(key)
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        return False

    def choose(self, key: str) -> None:
        if key.startswith("game:"):
            from mint.ui.dialogs import MessageScene

            try:
                self.app.push("setup", key[5:])
            except registry.UnknownGameError as exc:
                self.app.push(MessageScene(self.app, "This game cannot be opened", str(exc)))
        elif key == "continue":
            self.resume_latest()
        elif key == "load":
            self.app.push("load")
        elif key == "settings":
            self.app.push("settings")
        elif key == "quit":
            self.app.quit()

    def update(self, dt: float) -> bool:
        if not self._warmed and self.app.frames_drawn > 0:
            # load the widget toolkit in the background once the menu is up, so the next screen opens at once
            import threading

            self._warmed = True
            threading.Thread(target=lambda: __import__("pygame_gui"), daemon=True).start()
        return False

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.choices.draw(self.kit, surface)
        k = self.kit
        w, h = self.app.size
        # a row of candy in each game's accent colour under the title
        for i, g in enumerate(registry.KNOWN):
            c = palette.ACCENTS[g]
            k.mint(surface, (w // 2 + (i - 2) * k.px(44), k.px(188)), k.px(14), "classic")
            pygame.draw.circle(surface, c, (w // 2 + (i - 2) * k.px(44), k.px(188)), k.px(7))
        k.text(
            surface,
            "F1 rules · F11 full screen · Esc back",
            (w // 2, h - k.px(24)),
            16,
            palette.TEXT_2,
            anchor="center",
        )
