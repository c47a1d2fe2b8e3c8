"""The kit Mint Knight paints with: the shared drawing tools, and a note of the shadows cast.

A part of the table that lays panels and cards is painted inside its own place, and the shadows
it casts past that place are a part of their own (``KnightPainter.shaded``): painted again
where a neighbour was, nothing kept, so that neither makes the other paint again. Which shadows
reach past the place shows only while the part is painted: the view's own kit (its card
painters and panels draw with it) notes them then, for the place named by ``noting``.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator

import pygame

from mint.ui.kit import Kit

Cast = tuple[tuple[int, int, int, int], Any, bool]
"""A shadow as ``Kit.shadow`` draws it: its rect, its corners' radius, deep or not."""


class KnightKit(Kit):
    """The shared kit's tools at the same scale and colours, whose ``shadow`` also notes, while a
    part is painted (``noting``), each shadow that reaches past the part's place."""

    def __init__(self, kit: Kit) -> None:
        super().__init__(kit.scale, kit.player_colors)
        self._noting: tuple[pygame.Surface, pygame.Rect, list[Cast]] | None = None

    @staticmethod
    def of(kit: Kit) -> KnightKit:
        """``kit`` as Mint Knight paints with it (itself when it is one already)."""
        return kit if isinstance(kit, KnightKit) else KnightKit(kit)

    def shadow(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        radius: int | None = None,
        deep: bool = False,
        covered: bool = False,
    ) -> None:
        noting = self._noting
        if noting is not None and surface is noting[0]:
            out = pygame.Rect(rect.x - 6, rect.y - 6, rect.width + 12, rect.height + 12 + self.px(5))
            if not noting[1].contains(out):  # (it reaches past the place)
                noting[2].append(((rect.x, rect.y, rect.width, rect.height), radius, deep))
        super().shadow(surface, rect, radius, deep, covered)

    @contextmanager
    def noting(self, surface: pygame.Surface, place: pygame.Rect) -> Iterator[list[Cast]]:
        """The shadows cast on ``surface`` past ``place`` while the block runs, in order."""
        cast: list[Cast] = []
        outer = self._noting
        self._noting = (surface, place, cast)
        try:
            yield cast
        finally:
            self._noting = outer
