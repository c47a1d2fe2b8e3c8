"""Settings: window size, full screen, UI scale, animation speed, sound, palette, undo."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from mint.ui import palette
from mint.ui.screens import MenuLike, accent_id
from mint.ui.settings import SCALES, SIZES, SPEEDS


class SettingsScene(MenuLike):
    title = "Settings"
    subtitle = "Saved for next time"

    def build(self) -> None:
        k = self.kit
        w, h = self.app.size
        s = self.app.settings
        self.w: dict[str, Any] = {}
        rows: list[tuple[str, str, list[Any], str]] = [
            ("window", "Window size", list(SIZES), s.window),
            ("fullscreen", "Full screen", ["off", "on"], "on" if self.app.fullscreen else "off"),
            ("ui_scale", "Interface scale", list(SCALES), s.ui_scale),
            ("speed", "Animation speed", list(SPEEDS), s.speed),
            ("sound", "Sound", ["on", "off"], "on" if s.sound else "off"),
            ("palette", "Player colours", list(palette.PALETTES), s.palette),
            ("free_undo", "Undo past dice and draws (solo)", ["off", "on"], "on" if s.free_undo else "off"),
            ("tabletop", "Table-top layout (seats on every edge)", ["off", "on"], "on" if s.tabletop else "off"),
        ]
        y = k.px(200)
        x = w // 2 - k.px(400)
        for key, label, choices, value in rows:
            pygame_gui.elements.UILabel(pygame.Rect(x, y, k.px(420), k.px(48)), label, self.ui)
            self.w[key] = pygame_gui.elements.UIDropDownMenu(
                choices, value, pygame.Rect(x + k.px(440), y, k.px(360), k.px(48)), self.ui
            )
            y += k.px(62)
        self.w["done"] = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - k.px(150), h - k.px(100), k.px(300), k.px(56)), "Done", self.ui, object_id=accent_id()
        )

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            key = next((k for k, v in self.w.items() if v is event.ui_element), None)
            if key:
                self.change(key, event.text)
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.w.get("done"):
            self.app.settings.save()
            self.app.pop()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.settings.save()
            self.app.pop()
            return True
        return False

    def change(self, key: str, value: str) -> None:
        s = self.app.settings
        if key == "window":
            s.window = value
            if not self.app.fullscreen:
                self.app.resize(*s.size)
        elif key == "fullscreen":
            if (value == "on") != self.app.fullscreen:
                self.app.toggle_fullscreen()
        elif key == "ui_scale":
            s.ui_scale = value
            self.app.apply_settings()
        elif key == "speed":
            s.speed = value
        elif key == "sound":
            s.sound = value == "on"
            self.app.sound.enabled = s.sound
        elif key == "palette":
            s.palette = value
            self.app.apply_settings()
        elif key == "tabletop":
            s.tabletop = value == "on"
            self.app.apply_settings()
        elif key == "free_undo":
            s.free_undo = value == "on"
            for scene in self.app.scenes:
                sess = getattr(scene, "session", None)
                if sess is not None:
                    sess.free_undo = s.free_undo
        s.save()
        self.app.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        k = self.kit
        w, h = self.app.size
        for i in range(5):
            k.token(surface, (w // 2 - k.px(120) + i * k.px(60), h - k.px(150)), k.px(18), i)
