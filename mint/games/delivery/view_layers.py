"""Mint Delivery's kept pictures, and the helpers of its parts.

The table is painted in parts by ``mint.ui.layers`` (each kept until what it shows changes, and
after a move only the changed ones painted again, in place). Beside those, two kinds of pictures
are kept here by exactly what they show, because they come back often or cost much to draw:

- a *face*: an order card without its shadow, drawn on a ground of ``KEY`` (a colour key, so its
  round corners let through what lies under it; everything on a face falls on the card's own
  opaque paint, so blending on it is blending on the table);
- the *map*: the board's ground, cards, roads, spaces, road tokens and titles over the table's
  colour, every pixel of it opaque (by which trucks stand on the spaces whose labels are part of
  it, so a truck coming back finds it kept).

Each is drawn at its place on a surface of the table's size and cut out of it (``drawn_apart``), so
a kept picture is the very picture the painter would make in place. A view with ``keep = False``
draws them in place (the pictures the kept ones are tested against). The shadows are always drawn
in place: they blend with whatever lies under them.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import partial
from typing import Any, Callable, Hashable

import pygame

from mint.ui.kit import Kit
from mint.ui.layers import Part
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


class Scratch:
    """A surface of each pixel format the view draws on (the table's board, and in table-top mode
    its strips), reused to draw kept pictures in place: one as big as the biggest asked for, handed
    out as a window of the size asked for at its top left (the board and three strips at 3840x2160
    held 22 MiB apart, 13 MiB shared)."""

    def __init__(self) -> None:
        self.surfaces: dict[int, pygame.Surface] = {}

    def holds(self, surface: pygame.Surface) -> bool:
        mine = surface.get_parent() or surface
        return any(s is mine for s in self.surfaces.values())

    def like(self, surface: pygame.Surface) -> pygame.Surface:
        size = surface.get_size()
        bits = surface.get_bitsize()
        s = self.surfaces.get(bits)
        if s is None or s.get_width() < size[0] or s.get_height() < size[1]:
            have = s.get_size() if s is not None else (0, 0)
            s = self.surfaces[bits] = pygame.Surface((max(size[0], have[0]), max(size[1], have[1])), 0, surface)
        return s.subsurface(pygame.Rect((0, 0), size))


def drawn_apart(
    scratch: Scratch,
    surface: pygame.Surface,
    region: pygame.Rect,
    ground: tuple[int, int, int] | None,
    paint: Callable[[pygame.Surface], None],
) -> pygame.Surface:
    """What ``paint`` draws in ``region`` of a surface like ``surface`` (its size and pixel format)
    whose ``region`` is ``ground``, or see-through (``None``: ``KEY``, left out when blitted).

    The drawing is made at the very coordinates it has on the table: pygame's rounding of a point
    at a fraction of a pixel is not the same at every offset (a hexagon drawn 2,000 px to the left
    may lose a pixel), so a picture drawn moved would not be the picture drawn in place."""
    full = scratch.like(surface)
    full.fill(KEY if ground is None else ground, region)
    paint(full)
    picture = full.subsurface(region).copy()
    if ground is None:
        picture.set_colorkey(KEY)
    return picture


def reach(k: Kit, rect: pygame.Rect) -> pygame.Rect:
    """``rect`` and where the kit's shadow of it falls (``Kit.shadow``: a big panel's is a flat
    edge below it, a smaller one's spreads 6 px round it, moved down a little)."""
    off = k.px(3)
    if rect.width * rect.height > 250_000:
        return rect.union(rect.move(0, off))
    return rect.union(pygame.Rect(rect.x - 6, rect.y - 6 + off, rect.width + 12, rect.height + 12))


def card_area(k: Kit, r: pygame.Rect) -> pygame.Rect:
    """Where an order card in ``r`` draws: the card, its shadow and the Classic mints that may
    lie on its corner (with their number)."""
    cx, cy = r.right - k.px(4), r.bottom - k.px(4)
    rad = k.px(13) + k.px(2) + 2
    return reach(k, r).union(pygame.Rect(cx - rad, cy - rad, 2 * rad, 2 * rad))


def pile_area(k: Kit, done: pygame.Rect) -> pygame.Rect:
    """Where a pile of completed orders in ``done`` draws (up to three cards, each a little up
    and to the right of the one below)."""
    return done.unionall([reach(k, done.move(j * k.px(3), -j * k.px(3))) for j in range(3)])


def framed(
    k: Kit, surface: pygame.Surface, name: Hashable, rect: pygame.Rect, key: Any, area: pygame.Rect,
    paint: Callable[[], Any], kept: bool = True,
) -> list[Part]:  # fmt: skip
    """A panel's shadow and the panel on it (``paint``, with no shadow) as two parts: the shadow,
    which reaches its neighbours and moves only with the panel, keeps no pixels, so a panel
    that changes does not make its neighbours paint again. ``kept``: the panel's pixels are kept
    (else, a bare panel, it is painted again wherever what lies on it is: a fill costs less than
    the memory of its picture)."""
    shadow = partial(k.shadow, surface, rect, k.px(10))
    return [
        Part((name, "shadow"), (tuple(rect), k.scale), reach(k, rect), shadow, kept=False),
        Part(name, key, area.union(rect), paint, kept=kept),
    ]


CARD_BYTES = 8 * MIB  #: the order cards' faces a view keeps (one at 4K: about 0.15 MiB)
MAP_BYTES = 24 * MIB  #: its maps (one at 4K is about 19 MiB: the last one is always kept)
