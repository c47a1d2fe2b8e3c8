"""Mint Delivery's kept pictures: what a move leaves as it was is drawn once and blitted after.

Two kinds are kept, each by exactly what it shows:

- a *face*: an order card without its shadow, drawn on a ground of ``KEY`` (a colour key, so its
  round corners let through what lies under it; everything on a face falls on the card's own
  opaque paint, so blending on it is blending on the table);
- the *map*: the board's ground, cards, roads, spaces, road tokens and titles over the ground the
  table lays under it (its colour sampled round the map), every pixel of it opaque.

Both are drawn in their own small surfaces at the same whole-pixel offsets as on the table, so a
kept picture is the very picture the painter would make in place. A view with ``keep = False``
paints everything in place (the pictures the kept ones are tested against).
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, Callable

import pygame

from mint.ui.surfcache import MIB, surface_bytes

KEY = (255, 1, 254)  #: a colour no drawing of the table makes (the see-through ground of a face)


class Kept:
    """Pictures by key, forgetting the least recently used once their pixels pass ``max_bytes``."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self.nbytes = 0
        self._kept: OrderedDict[Any, pygame.Surface] = OrderedDict()

    def __len__(self) -> int:
        return len(self._kept)

    def get(self, key: Any, draw: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The picture kept for ``key``, else ``draw()`` kept for it."""
        found = self._kept.get(key)
        if found is not None:
            self._kept.move_to_end(key)
            return found
        surface = draw()
        self._kept[key] = surface
        self.nbytes += surface_bytes(surface)
        while self.nbytes > self.max_bytes and len(self._kept) > 1:
            _, old = self._kept.popitem(last=False)
            self.nbytes -= surface_bytes(old)
        return surface

    def clear(self) -> None:
        self._kept.clear()
        self.nbytes = 0


def canvas(size: tuple[int, int], like: pygame.Surface, ground: tuple[int, int, int]) -> pygame.Surface:
    """A surface in ``like``'s pixel format filled with ``ground``."""
    surface = pygame.Surface(size, 0, like)
    surface.fill(ground)
    return surface


def keyed(size: tuple[int, int], like: pygame.Surface) -> pygame.Surface:
    """A see-through canvas: ``KEY`` everywhere, and that colour left out when it is blitted."""
    surface = canvas(size, like, KEY)
    surface.set_colorkey(KEY)
    return surface


def uniform_ground(surface: pygame.Surface, rect: pygame.Rect) -> tuple[int, int, int] | None:
    """The colour ``surface`` has round the edge of ``rect`` (corners and middles of its sides),
    or None when those differ (a ground that is not one colour is not kept)."""
    r = rect.clip(surface.get_rect())
    if r.width < 2 or r.height < 2:
        return None
    xs, ys = (r.x, r.centerx, r.right - 1), (r.y, r.centery, r.bottom - 1)
    colours = {tuple(surface.get_at((x, y)))[:3] for x in xs for y in ys if (x, y) != r.center}
    if len(colours) != 1:
        return None
    c = colours.pop()
    return int(c[0]), int(c[1]), int(c[2])


def moved(spots: dict[Any, pygame.Rect], dx: int, dy: int) -> dict[Any, pygame.Rect]:
    """``spots`` with every rect moved by (``dx``, ``dy``)."""
    return {sid: r.move(dx, dy) for sid, r in spots.items()}


CARD_BYTES = 24 * MIB  #: the order cards' faces a view keeps
MAP_BYTES = 48 * MIB  #: its maps (one at 4K is about 19 MiB: the last two are kept)
