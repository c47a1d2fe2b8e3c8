"""Buttons drawn with the kit, for the main menu: it opens before pygame_gui is even imported."""

from __future__ import annotations

import pygame

from mint.ui import palette
from mint.ui.kit import Kit


class KitButton:
    """A rounded button with hover, press and keyboard focus; ``handle`` says when it was clicked."""

    def __init__(self, rect: pygame.Rect, text: str, key: str, accent: bool = False) -> None:
        self.rect, self.text, self.key, self.accent = rect, text, key, accent
        self.hovered = False
        self.pressed = False
        self.focused = False

    def handle(self, event: pygame.event.Event) -> bool:
        """Track the pointer; True when a press and release both landed on the button."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            clicked = self.pressed and self.rect.collidepoint(event.pos)
            self.pressed = False
            return clicked
        return False

    def draw(self, kit: Kit, surface: pygame.Surface) -> None:
        fill = palette.LEGAL if self.accent else palette.PANEL
        if self.pressed:
            fill = palette.darker(fill, 0.9)
        elif self.hovered or self.focused:
            fill = palette.hexc("#E3F1EA") if not self.accent else palette.darker(fill, 0.92)
        border = palette.LEGAL if (self.hovered or self.focused) else palette.BORDER
        kit.shadow(surface, self.rect, kit.px(10))
        pygame.draw.rect(surface, fill, self.rect, border_radius=kit.px(10))
        pygame.draw.rect(surface, border, self.rect, kit.px(2), border_radius=kit.px(10))
        color = palette.WHITE if self.accent else palette.TEXT
        kit.text(
            surface,
            self.text,
            self.rect.center,
            20,
            color,
            self.accent,
            "center",
            max_width=self.rect.width - kit.px(16),
        )


class ButtonColumn:
    """A vertical list of KitButtons with Up/Down/Tab focus and Enter to press."""

    def __init__(self) -> None:
        self.buttons: list[KitButton] = []
        self.focus: int | None = None

    def layout(self, kit: Kit, labels: list[tuple[str, str]], center_x: int, top: int, width: int) -> None:
        bw, bh, gap = kit.px(width), kit.px(56), kit.px(12)
        self.buttons = []
        y = top
        for key, text in labels:
            self.buttons.append(KitButton(pygame.Rect(center_x - bw // 2, y, bw, bh), text, key))
            y += bh + gap
        self.focus = None

    def handle(self, event: pygame.event.Event) -> str | None:
        """The key of the button activated by this event, if any."""
        clicked = None
        for b in self.buttons:
            if b.handle(event):
                clicked = b.key
        if event.type == pygame.KEYDOWN and self.buttons:
            if event.key in (pygame.K_DOWN, pygame.K_TAB):
                step = -1 if event.mod & pygame.KMOD_SHIFT else 1
                self.focus = 0 if self.focus is None else (self.focus + step) % len(self.buttons)
            elif event.key == pygame.K_UP:
                self.focus = len(self.buttons) - 1 if self.focus is None else (self.focus - 1) % len(self.buttons)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus is not None:
                clicked = self.buttons[self.focus].key
            for i, b in enumerate(self.buttons):
                b.focused = i == self.focus
        return clicked

    def draw(self, kit: Kit, surface: pygame.Surface) -> None:
        for b in self.buttons:
            b.draw(kit, surface)
