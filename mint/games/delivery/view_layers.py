"""Mint Delivery's kept pictures: what a move leaves as it was is drawn once and blitted after.

Three kinds are kept, each by exactly what it shows:

- a *face*: an order card without its shadow, drawn on a ground of ``KEY`` (a colour key, so its
  round corners let through what lies under it; everything on a face falls on the card's own
  opaque paint, so blending on it is blending on the table);
- a *panel* (a driver's area, the supply, the key card) without its shadow, likewise, unless
  something in it reaches past its round edge (then it is painted in place);
- the *map*: the board's ground, cards, roads, spaces, road tokens and titles over the ground the
  table lays under it (its colour sampled round the map), every pixel of it opaque.

Each is drawn at its place on a surface of the table's size and cut out of it (``drawn_apart``), so
a kept picture is the very picture the painter would make in place. A view with ``keep = False`` paints
everything in place (the pictures the kept ones are tested against). The shadows are always drawn
in place: they blend with whatever lies under them.
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


def kept_panel(
    kept: Kept,
    scratch: Scratch,
    surface: pygame.Surface,
    rect: pygame.Rect,
    radius: int,
    key: Any,
    paint: Callable[[pygame.Surface], None],
) -> bool:
    """Blit the kept picture of the panel ``rect`` (its round corners ``radius``), which
    ``paint(target)`` draws on a see-through ground. A picture
    with anything drawn outside the panel's shape (a shadow or a mint reaching past its edge,
    which would have blended with the ground) is not used: False, and the caller paints in place."""
    if surface.get_flags() & pygame.SRCALPHA or not surface.get_rect().contains(rect):
        return False
    if rect.width * rect.height > PANEL_PIXELS:
        return False  # (a big panel is mostly its plain fill, which is as quick to paint as to copy)
    margin = radius + 24
    region = rect.inflate(2 * margin, 2 * margin).clip(surface.get_rect())

    def draw() -> pygame.Surface:
        picture = drawn_apart(scratch, surface, region, None, paint)
        return picture if not _outside(picture, rect.move(-region.x, -region.y), radius) else pygame.Surface((0, 0))

    picture = kept.get((key, tuple(rect), tuple(region), surface.get_bitsize()), draw)
    if not picture.get_width():
        return False
    # nothing lies round the panel: its cross is copied whole, only its corners through the key
    local = rect.move(-region.x, -region.y)
    side = min(radius + 1, rect.width // 2, rect.height // 2)
    picture.set_colorkey(None)
    for part in (local.inflate(-2 * side, 0), local.inflate(0, -2 * side)):
        surface.blit(picture, (part.x + region.x, part.y + region.y), part)
    picture.set_colorkey(KEY)
    for x in (local.x, local.right - side):
        for y in (local.y, local.bottom - side):
            surface.blit(picture, (x + region.x, y + region.y), pygame.Rect(x, y, side, side))
    return True


def _outside(picture: pygame.Surface, rect: pygame.Rect, radius: int) -> bool:
    """Whether anything is drawn on the see-through ``picture`` outside the panel ``rect`` with
    round corners ``radius``: round it, or in a corner off the round (the panel covers the rest)."""
    full = picture.get_rect()
    bands = (
        pygame.Rect(0, 0, full.width, rect.y),
        pygame.Rect(0, rect.bottom, full.width, full.height - rect.bottom),
        pygame.Rect(0, rect.y, rect.x, rect.height),
        pygame.Rect(rect.right, rect.y, full.width - rect.right, rect.height),
    )
    for band in bands:
        band = band.clip(full)
        if band.width and band.height and picture.subsurface(band).get_bounding_rect().width:
            return True
    side = min(radius + 1, rect.width // 2, rect.height // 2)
    for x, y in (
        (rect.x, rect.y),
        (rect.right - side, rect.y),
        (rect.x, rect.bottom - side),
        (rect.right - side, rect.bottom - side),
    ):
        corner = picture.subsurface(pygame.Rect(x, y, side, side)).copy()
        corner.set_colorkey(KEY)
        pygame.draw.rect(corner, KEY, rect.move(-x, -y), border_radius=radius)  # the panel's own pixels
        if corner.get_bounding_rect().width:
            return True
    return False


CARD_BYTES = 8 * MIB  #: the order cards' faces a view keeps (one at 4K: about 0.15 MiB)
MAP_BYTES = 24 * MIB  #: its maps (one at 4K is about 19 MiB: the last one is always kept)
PANEL_BYTES = 24 * MIB  #: its panels (a driver's area at 4K: 2 to 4 MiB)
PANEL_PIXELS = 1_000_000  #: a panel bigger than this is painted in place (a table-top strip at 4K)
