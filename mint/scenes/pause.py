"""The pause menu (Esc): resume, save, load, rules, settings, main menu, quit."""

from __future__ import annotations

import time
from typing import Any

import pygame
import pygame_gui

from mint.core.files import plain_error
from mint.core.saves import free_slot, slot_name, write_save
from mint.core.text import unsafe_characters
from mint.core.words import t
from mint.ui import palette
from mint.ui.app import App
from mint.ui.screens import Overlay


class PauseScene(Overlay):
    def __init__(self, app: App, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.buttons: dict[str, Any] = {}
        self.note = ""

    def build(self) -> None:
        k = self.kit
        w, h = self.size
        labels = [
            ("resume", str(t("Resume"))),
            ("save", str(t("Save game"))),
            ("load", str(t("Load a game"))),
            ("rules", str(t("Rules"))),
            ("settings", str(t("Settings"))),
            ("menu", str(t("Main menu"))),
            ("quit", str(t("Quit"))),
        ]
        bw, bh, gap = k.px(360), k.px(54), k.px(10)
        y = h // 2 - (len(labels) * (bh + gap)) // 2 + k.px(30)
        for key, text in labels:
            if key == "save":
                self.name_entry = pygame_gui.elements.UITextEntryLine(
                    pygame.Rect((w - bw) // 2, y, bw - k.px(130), bh),
                    self.ui,
                    initial_text=free_slot(f"{self.table.session.game}-{time.strftime('%m%d-%H%M')}"),
                )
                self.name_entry.set_text_length_limit(40)
                self.name_entry.set_forbidden_characters(list(unsafe_characters()))
                self.buttons[key] = pygame_gui.elements.UIButton(
                    pygame.Rect((w + bw) // 2 - k.px(120), y, k.px(120), bh),
                    str(t("Save")),
                    self.ui,
                    tool_tip_text=str(t("Save this game under the name on the left")),
                )
            else:
                self.buttons[key] = pygame_gui.elements.UIButton(pygame.Rect((w - bw) // 2, y, bw, bh), text, self.ui)
            y += bh + gap

    def save(self) -> None:
        """Save under the typed name; a save of that name is replaced only when the player says so."""
        s = self.table.session
        typed = self.name_entry.get_text() if getattr(self, "name_entry", None) else ""
        self.save_as(slot_name(typed) or free_slot(f"{s.game}-{time.strftime('%Y%m%d-%H%M%S')}"))

    def save_as(self, slot: str, replace: bool = False) -> None:
        s = self.table.session
        record = s.record({"saved": time.strftime("%Y-%m-%d %H:%M"), "name": slot})
        try:
            path = write_save(record, slot, replace=replace)
        except FileExistsError:
            self.ask_replace(slot)
            return
        except OSError as exc:
            self.note = str(t("Could not save: {why}.", why=plain_error(exc)))
        else:
            self.note = str(t("Saved as {name}", name=path.name))
        self.app.dirty = True

    def ask_replace(self, slot: str) -> None:
        """A save of this name exists: replace it only on Replace; Cancel leaves both as they are."""
        from mint.ui.dialogs import MessageScene

        self.note = ""
        self.app.push(
            MessageScene(
                self.app,
                str(t("Replace a save?")),
                str(
                    t(
                        "There is already a save called {name}. Replace it with this game, or cancel and "
                        "give this game another name?",
                        name=slot,
                    )
                ),
                ok=str(t("Replace")),
                on_ok=lambda: self.save_as(slot, replace=True),
                other=str(t("Cancel")),
                danger=True,
            )
        )

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = next((k for k, b in self.buttons.items() if b is event.ui_element), None)
            if key == "resume":
                self.app.pop()
            elif key == "save":
                self.save()
            elif key == "load":
                self.app.push("load")
            elif key == "rules":
                # (the rules face whoever opened the menu, on a table-top screen)
                self.app.push_facing(self.turn.rotation if self.turn else 0, "rules", self.table.session.game)
            elif key == "settings":
                self.app.push("settings")
            elif key == "menu":
                self.app.replace("menu")
            elif key == "quit":
                self.app.quit()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return self.keeps(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.dim(surface)
        k = self.kit
        w, h = self.size
        box = self.box()
        k.panel(surface, box)
        k.text(surface, str(t("Paused")), (w // 2, box.y + k.px(40)), 32, palette.TEXT, True, "center")
        if self.note:  # inside the box, under the last button
            colour = palette.DANGER if self.note.startswith("Could not") else palette.TEXT
            k.text(
                surface,
                self.note,
                (w // 2, box.bottom - k.px(40)),
                18,
                colour,
                True,
                "center",
                max_width=box.width - k.px(32),
            )

    def box(self) -> pygame.Rect:
        """The pause menu's panel: its buttons and the save note lie inside it."""
        box = pygame.Rect(0, 0, self.kit.px(440), self.kit.px(680))
        box.center = (self.size[0] // 2, self.size[1] // 2)
        return box
