"""Load a saved game or open it as a replay; bad files get a clear message and stay untouched."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from mint.core import registry
from mint.core.files import plain_files
from mint.core.paths import saves_dir
from mint.core.record import RecordError, read_record
from mint.core.session import Session
from mint.ui import palette
from mint.ui.screens import MenuLike, accent_id


def check_bots(record: Any) -> None:
    """Every bot a saved game seats must be one this app has (RecordError naming it if not)."""
    from mint.bots.kinds import unknown_bots

    odd = unknown_bots(record.game, record.seats)
    if odd:
        raise RecordError(f"it seats a bot this app does not have ({str(odd[0])[:60]!r}).")


class LoadScene(MenuLike):
    title = "Saved games"

    def build(self) -> None:
        k = self.kit
        w, h = self.app.size
        self.files = plain_files(saves_dir(), ".json")
        self.w: dict[str, Any] = {}
        self.subtitle = f"{len(self.files)} saved game{'s' if len(self.files) != 1 else ''} in {saves_dir()}"
        items: list[Any] = [p.name for p in self.files] or ["(no saved games yet)"]
        self.w["list"] = pygame_gui.elements.UISelectionList(
            pygame.Rect(w // 2 - k.px(500), k.px(200), k.px(1000), h - k.px(340)), items, self.ui
        )
        by = h - k.px(110)
        self.w["back"] = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - k.px(430), by, k.px(260), k.px(56)), "Back", self.ui
        )
        self.w["replay"] = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - k.px(130), by, k.px(260), k.px(56)), "Watch replay", self.ui
        )
        self.w["load"] = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 + k.px(170), by, k.px(260), k.px(56)), "Continue playing", self.ui, object_id=accent_id()
        )
        if not self.files:
            self.w["replay"].disable()
            self.w["load"].disable()
        self.message = ""

    def selected(self) -> Path | None:
        name = self.w["list"].get_single_selection()
        for p in self.files:
            if p.name == name:
                return p
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.w.get("back"):
                self.app.pop()
            elif event.ui_element in (self.w.get("load"), self.w.get("replay")):
                self.open(self.selected(), replay=event.ui_element is self.w.get("replay"))
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return False

    def open(self, path: Path | None, replay: bool) -> None:
        """Replay a saved game or play it on; a bad file is refused and left as it is."""
        from mint.ui.dialogs import MessageScene

        if path is None:
            self.message = "Pick a saved game from the list first."
            self.app.dirty = True
            return
        try:
            record = read_record(path)
            check_bots(record)  # before anything is built, and before a journal is started
            if replay:
                scene: Any = self.app.make("replay", record)
            else:
                from mint.core.session import new_journal_path

                scene = self.app.make("table", Session.from_record(record, journal=new_journal_path(record.game)))
        except RecordError as exc:
            self.app.push(MessageScene(self.app, "This save cannot be opened", f"{exc} The file was left as it is."))
            return
        self.app.replace("menu")
        self.app.push(scene)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if getattr(self, "message", ""):
            k = self.kit
            k.text(
                surface,
                self.message,
                (self.app.size[0] // 2, self.app.size[1] - k.px(130)),
                18,
                palette.DANGER,
                anchor="center",
            )


def game_title(name: str) -> str:
    return registry.get(name).TITLE
