"""Pieces the screens share: a titled menu-like page, a see-through overlay, the accent button style."""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from mint.core.words import Said
from mint.ui import palette
from mint.ui.app import Scene


def accent_id() -> Any:
    import pygame_gui

    return pygame_gui.core.ObjectID(class_id="@accent")


class MenuLike(Scene):
    """A scene with a title, a subtitle and a centred column of buttons."""

    title: str | Said = ""  #: a Said is put into the language in use each time it is drawn
    subtitle: str | Said = ""
    accent = palette.LEGAL

    def column(self, labels: Sequence[tuple[str, str]], top: int | None = None, width: int = 420) -> dict[str, Any]:
        import pygame_gui

        k = self.kit
        w, h = self.size
        bw, bh, gap = k.px(width), k.px(56), k.px(12)
        y = top if top is not None else k.px(260)
        out = {}
        for key, text in labels:
            out[key] = pygame_gui.elements.UIButton(pygame.Rect((w - bw) // 2, y, bw, bh), text, self.ui)
            y += bh + gap
        return out

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(palette.TABLE)
        k = self.kit
        w, _ = self.size
        pygame.draw.rect(surface, self.accent, pygame.Rect(0, 0, w, k.px(10)))
        k.text(surface, str(self.title), (w // 2, k.px(90)), 54, palette.TEXT, True, "center")
        if self.subtitle:
            k.text(surface, str(self.subtitle), (w // 2, k.px(150)), 22, palette.TEXT_2, False, "center")


#: what an overlay keeps from the scenes under it: pointer, finger, wheel and key input
MODAL_INPUT = (
    pygame.MOUSEBUTTONDOWN,
    pygame.MOUSEBUTTONUP,
    pygame.MOUSEMOTION,
    pygame.MOUSEWHEEL,
    pygame.FINGERDOWN,
    pygame.FINGERUP,
    pygame.FINGERMOTION,
    pygame.KEYDOWN,
)


class Overlay(Scene):
    """A see-through scene drawn over the one below it (pause, dialogs)."""

    opaque = False

    def keeps(self, event: pygame.event.Event) -> bool:
        """Whether an event this overlay did not use stays here (input: the scenes under a
        modal overlay get none of it)."""
        return event.type in MODAL_INPUT

    def dim(self, surface: pygame.Surface, alpha: int = 120) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((20, 30, 28, alpha))
        surface.blit(veil, (0, 0))
