"""The rules reader (F1): shows data/rules/<game>.md, converted to pygame_gui's HTML subset."""

from __future__ import annotations

import html
import re
from typing import Any

import pygame
import pygame_gui

from mint.core import registry
from mint.resources import data_path
from mint.ui import palette
from mint.ui.app import App
from mint.ui.screens import MenuLike


def markdown_to_html(text: str) -> str:
    """Headings, bullets, bold and italics: enough for a rules reference."""
    out = []
    for raw in text.splitlines():
        line = html.escape(raw.rstrip())
        line = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", line)
        line = re.sub(r"(?<![\w*])\*(?!\s)(.+?)\*(?!\w)", r"<i>\1</i>", line)
        line = re.sub(r"`(.+?)`", r"<b>\1</b>", line)
        if line.startswith("### "):
            out.append(f"<br><b>{line[4:]}</b>")
        elif line.startswith("## "):
            out.append(f"<br><font size=5><b>{line[3:]}</b></font>")
        elif line.startswith("# "):
            out.append(f"<font size=6><b>{line[2:]}</b></font>")
        elif re.match(r"^\s*[-*] ", line):
            indent = "&nbsp;" * (2 * (len(line) - len(line.lstrip())) + 2)
            item = re.sub(r"^\s*[-*] ", "", line)
            out.append(f"{indent}• {item}")
        elif line.strip() == "":
            out.append("")
        else:
            out.append(line)
    return "<br>".join(out)


class RulesScene(MenuLike):
    def __init__(self, app: App, game: str) -> None:
        super().__init__(app)
        self.game = registry.canonical(game)
        self.title = f"{registry.get(self.game).TITLE}: rules"
        self.accent = palette.ACCENTS.get(self.game, palette.LEGAL)
        try:
            self.text = data_path("rules", f"{self.game}.md").read_text(encoding="utf-8")
        except OSError:
            self.text = "The rules reference for this game is not available."
        self.back: Any = None

    def build(self) -> None:
        k = self.kit
        w, h = self.app.size
        box = pygame.Rect(w // 2 - k.px(620), k.px(150), k.px(1240), h - k.px(260))
        pygame_gui.elements.UITextBox(markdown_to_html(self.text), box, self.ui)
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - k.px(130), h - k.px(90), k.px(260), k.px(56)), "Back", self.ui
        )

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.app.pop()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_F1):
            self.app.pop()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(palette.TABLE)
        k = self.kit
        w, _ = self.app.size
        pygame.draw.rect(surface, self.accent, pygame.Rect(0, 0, w, k.px(10)))
        k.text(surface, self.title, (w // 2, k.px(80)), 44, palette.TEXT, True, "center")
