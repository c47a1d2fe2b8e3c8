"""Where everything on the table sits: the top bar, the board, the side column and its buttons,
peek controls and log, and the spots the game's view laid out (table-top mode's strips: ``mint.ui.tabletop``).

Everything here is computed when the window, the seats, the viewer or the moves on offer change
(``TableScene.relayout``) and then only read: drawing and hit-testing never compute a place.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable, Mapping, Sequence

import pygame

from mint.ui.kit import Kit
from mint.ui.view_api import Region, region_area, region_contains, region_rect


@dataclass(frozen=True)
class Frame:
    """The table's fixed geometry for one window and seat count."""

    top_h: int
    area: pygame.Rect  #: the room left of the side column, below the top bar
    board: pygame.Rect  #: where the view draws (the area less any seat panels)
    side: pygame.Rect  #: the side column: turn, status, buttons, peeks, log


def compute_frame(kit: Kit, size: tuple[int, int], seats: int, tabletop: bool) -> Frame:
    w, h = size
    top_h = kit.px(64)
    side_w = max(kit.px(400), 300)
    m = kit.px(12)
    area = pygame.Rect(m, top_h + m, w - side_w - 2 * m, h - top_h - 2 * m)
    side = pygame.Rect(w - side_w, top_h + m, side_w - m, h - top_h - 2 * m)
    if tabletop:  # no top bar and no side column: the strips on the edges hold what they held
        whole = pygame.Rect(0, 0, w, h)
        return Frame(0, whole, whole, pygame.Rect(w, 0, 0, h))
    return Frame(top_h, area, pygame.Rect(area), side)


@dataclass(frozen=True)
class Side:
    """The side column below its heading: action buttons, peek controls, the log."""

    buttons: tuple[pygame.Rect, ...]  #: one per offered action, in order (the rest do not fit)
    bottom: int  #: the first row below the buttons
    peeks: dict[int, pygame.Rect]  #: seat -> its hold-to-peek control
    log: pygame.Rect | None  #: None when too little room is left


def compute_side(kit: Kit, side: pygame.Rect, labels: Sequence[str], private: Sequence[int]) -> Side:
    """Buttons in one or two columns (two when many, unless the labels are long), then peeks and log."""
    k = kit
    y = side.y + k.px(120)
    bh = k.px(48)
    n = len(labels)
    cols = 2 if n > 4 else 1
    half = (side.width - k.px(24)) // 2
    if cols == 2 and max(k.width(t, 20) for t in labels[:12]) > half - k.px(16):
        cols = 1 if n <= 8 else 2  # long labels read better on full-width buttons
    bw = (side.width - k.px(16) - (cols - 1) * k.px(8)) // cols
    limit = 12 if cols == 2 else 8
    rects = tuple(
        pygame.Rect(side.x + k.px(8) + (i % cols) * (bw + k.px(8)), y + (i // cols) * (bh + k.px(8)), bw, bh)
        for i in range(min(n, limit))
    )
    bottom = y + ((min(n, limit) + cols - 1) // cols) * (bh + k.px(8))
    peeks: dict[int, pygame.Rect] = {}
    if private:
        w = (side.width - k.px(16)) // len(private) - k.px(6)
        peeks = {
            s: pygame.Rect(side.x + k.px(8) + i * (w + k.px(6)), bottom + k.px(4), w, k.px(48))
            for i, s in enumerate(private)
        }
    top = bottom + (k.px(60) if peeks else 0) + k.px(8)
    log = pygame.Rect(side.x, top, side.width, side.bottom - top)
    return Side(rects, bottom, peeks, log if log.height >= k.px(60) else None)


def named(sid: Hashable | None) -> bool:
    """True for a spot id that names a spot (None and "" name none)."""
    return sid is not None and sid != ""


class Hits:
    """The spots the view laid out, and which of them the pointer is on (the smallest that holds it)."""

    def __init__(
        self,
        spots: Mapping[Hashable, Region] | None = None,
        more: Mapping[Hashable, Sequence[Region]] | None = None,
    ) -> None:
        self.spots: dict[Hashable, Region] = dict(spots or {})
        self._areas: dict[Hashable, float] | None = None  #: (measured when first asked: ``at``)
        #: further places of a spot that stands in several (two alike tokens of one owner: either
        #: may be picked up); they answer ``at`` with the spot, whose own region is the first
        self.more: list[tuple[Hashable, Region, float]] = [
            (sid, r, region_area(r)) for sid, regions in (more or {}).items() if sid in self.spots for r in regions
        ]

    def at(self, pos: tuple[int, int]) -> Hashable | None:
        best, best_area = None, 0.0
        for sid, region in self.spots.items():
            if region_contains(region, pos) and (best is None or self._area(sid) < best_area):
                best, best_area = sid, self._area(sid)
        for sid, region, area in self.more:
            if region_contains(region, pos) and (best is None or area < best_area):
                best, best_area = sid, area
        return best

    def _area(self, sid: Hashable) -> float:
        """A spot's area, measured once (most spots are never under the pointer)."""
        if self._areas is None:
            self._areas = {}
        area = self._areas.get(sid)
        if area is None:
            area = self._areas[sid] = region_area(self.spots[sid])
        return area

    def __contains__(self, sid: object) -> bool:
        return sid in self.spots

    def get(self, sid: Hashable | None) -> Region | None:
        return self.spots.get(sid) if sid is not None else None

    def rect(self, sid: Hashable | None) -> pygame.Rect | None:
        region = self.get(sid)
        return region_rect(region) if region is not None else None
