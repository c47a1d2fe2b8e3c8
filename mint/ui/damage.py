"""Where a surface was painted: a list of rects gathered while drawing, or "anywhere".

A kept picture laid on the window every frame needs only the places that changed since the last
frame laid again (what changed in the picture, and what was drawn over the window after it), not
all of it: at 3840x2160 a whole copy costs 3-5 ms a frame, about half of the frame after a move.
Whatever cannot say where it painted says "anywhere" (None), and the whole is laid again.
"""

from __future__ import annotations

from typing import Iterable

import pygame

from mint.ui import rows

#: how far each place is grown on every side: a turned rect rounds its corners to whole pixels
SLACK = 2


class Places:
    """Rects painted since the last ``take``; None once something painted anywhere."""

    def __init__(self) -> None:
        self.rects: list[pygame.Rect] | None = None  #: (None at first: nothing is known yet)

    def note(self, place: pygame.Rect | None) -> None:
        """``place`` was painted (None: anywhere, or somewhere not known)."""
        if place is None:
            self.rects = None
        elif self.rects is not None and place.width > 0 and place.height > 0:
            self.rects.append(place.inflate(2 * SLACK, 2 * SLACK))

    def note_all(self, places: Iterable[pygame.Rect] | None) -> None:
        if places is None:
            self.rects = None
            return
        for p in places:
            self.note(p)

    def take(self) -> list[pygame.Rect] | None:
        """The places painted since the last ``take`` (None: anywhere); starts a new list."""
        rects, self.rects = self.rects, []
        return rects


def lay(target: pygame.Surface, picture: pygame.Surface, places: list[pygame.Rect]) -> None:
    """Copy ``places`` of ``picture`` onto ``target`` at the same places (both the same size);
    a place that lies within another is copied with it."""
    bounds = target.get_rect()
    laid: list[pygame.Rect] = []
    for r in sorted((p.clip(bounds) for p in places), key=lambda p: -p.width * p.height):
        if r.width <= 0 or r.height <= 0 or any(o.contains(r) for o in laid):
            continue
        laid.append(r)
        rows.blit(target, picture, r.topleft, r)


def minus(area: pygame.Rect, holes: list[pygame.Rect]) -> list[pygame.Rect]:
    """``area`` less ``holes``, as rects that do not overlap."""
    pieces = [area]
    for hole in holes:
        cut: list[pygame.Rect] = []
        for p in pieces:
            h = p.clip(hole)
            if h.width <= 0 or h.height <= 0:
                cut.append(p)
                continue
            cut += [
                pygame.Rect(p.x, p.y, p.width, h.y - p.y),  # above
                pygame.Rect(p.x, h.bottom, p.width, p.bottom - h.bottom),  # below
                pygame.Rect(p.x, h.y, h.x - p.x, h.height),  # left
                pygame.Rect(h.right, h.y, p.right - h.right, h.height),  # right
            ]
        pieces = [c for c in cut if c.width > 0 and c.height > 0]
    return pieces
