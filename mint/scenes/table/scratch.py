"""The surfaces table-top mode draws turned parts on before laying them onto the screen."""

from __future__ import annotations

import pygame

from mint.ui.surfcache import opaque_surface


class Scratch:
    """One surface the turned parts are drawn on in turn, each in a window of its size at its top
    left: as big as the biggest part, rather than one surface per part's size (at 3840x2160 the
    board and three strips would hold 22 MiB apart, 13 MiB shared). ``alpha``: see-through, kept
    clear for overlays (what a window held is cleared before the next window is handed out)."""

    def __init__(self, alpha: bool) -> None:
        self.alpha = alpha
        self.surface: pygame.Surface | None = None
        self.used: pygame.Rect | None = None  #: (alpha) what may hold pixels since the last clear

    def window(self, size: tuple[int, int]) -> pygame.Surface:
        have = self.surface.get_size() if self.surface is not None else (0, 0)
        if self.surface is None or size[0] > have[0] or size[1] > have[1]:
            grown = (max(size[0], have[0]), max(size[1], have[1]))
            if self.alpha:
                self.surface = pygame.Surface(grown, pygame.SRCALPHA)
            else:
                self.surface = opaque_surface(grown)
            self.used = None
        rect = pygame.Rect((0, 0), size)
        if self.alpha:
            if self.used is not None:
                self.surface.fill((0, 0, 0, 0), self.used)
            self.used = rect
        return self.surface.subsurface(rect)

    def untouched(self) -> None:
        """(alpha) The last window was handed back with nothing drawn on it: it is still clear."""
        self.used = None

    def forget(self) -> None:
        self.surface, self.used = None, None
