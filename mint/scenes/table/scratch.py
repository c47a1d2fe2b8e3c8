"""The surface table-top mode draws turned parts' overlays on before laying them onto the screen
(each part's own drawing is kept on a surface of its own: ``Edges``), and the turned pictures of
the bars' tools and words it keeps."""

from __future__ import annotations

import mmap
from collections import OrderedDict
from typing import Any, Callable, Hashable

import pygame

from mint.ui.surfcache import GIVES_BACK, clear_surface, opaque_surface


class Scratch:
    """One surface the turned parts' overlays are drawn on in turn, each in a window of its size at
    its top left: as big as the biggest part, rather than one surface per part's size (at
    3840x2160 the board and three strips would hold 22 MiB apart, 13 MiB shared). ``alpha``:
    see-through, kept clear (what a window held is cleared before the next window is handed out)."""

    def __init__(self, alpha: bool) -> None:
        self.alpha = alpha
        self.surface: pygame.Surface | None = None
        self.used: pygame.Rect | None = None  #: (alpha) what may hold pixels since the last clear
        self._pages: Any = None  #: (alpha) the memory the surface lies in, when it can be given back
        self._held = False  #: (alpha) some of that memory was written since it was last given back

    def reserve(self, size: tuple[int, int]) -> None:
        """Make the surface at least ``size`` now (before windows are handed out)."""
        have = self.surface.get_size() if self.surface is not None else (0, 0)
        if self.surface is None or size[0] > have[0] or size[1] > have[1]:
            grown = (max(size[0], have[0]), max(size[1], have[1]))
            self.surface = self._pages = None  # (the old one goes before the new one is made)
            if self.alpha:
                self.surface, self._pages = clear_surface(grown)
            else:
                self.surface = opaque_surface(grown)
            self.used, self._held = None, False

    def window(self, size: tuple[int, int]) -> pygame.Surface:
        self.reserve(size)
        assert self.surface is not None
        rect = pygame.Rect((0, 0), size)
        if self.alpha:
            if self.used is not None:
                self.surface.fill((0, 0, 0, 0), self.used)
            self.used = rect
        return self.surface.subsurface(rect)

    def drawn(self, place: pygame.Rect) -> None:
        """(alpha) All that was drawn on the last window lies in ``place``: only that is cleared."""
        if self.used is not None:
            self.used = place.clip(self.used)
        self._held = True

    def untouched(self) -> None:
        """(alpha) The last window was handed back with nothing drawn on it: it is still clear."""
        self.used = None

    def give_back(self) -> None:
        """(alpha) Nothing is drawn on the surface for now: its memory is given back to the system
        (it reads clear again, and costs its first touch again when drawn on), where it lies in
        memory that can be given back and reads clear again (``surfcache.GIVES_BACK``)."""
        if self._pages is None or not self._held or not GIVES_BACK:
            return
        self._pages.madvise(mmap.MADV_DONTNEED, 0, len(self._pages))
        self.used, self._held = None, False


class Pictures:
    """Turned pictures kept by what they show, in groups (each seat's tools) of at most
    ``per_group`` each, the least recently used going first: laying a kept picture is one blit
    where drawing it upright and turning it again costs far more."""

    def __init__(self, per_group: int) -> None:
        self.per_group = per_group
        self._kept: dict[Hashable, OrderedDict[Hashable, pygame.Surface]] = {}

    def picture(self, group: Hashable, key: Hashable, draw: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The kept picture for ``key`` in ``group``, or the one ``draw`` makes, kept."""
        kept = self._kept.setdefault(group, OrderedDict())
        picture = kept.get(key)
        if picture is not None:
            kept.move_to_end(key)
            return picture
        picture = kept[key] = draw()
        while len(kept) > self.per_group:
            kept.popitem(last=False)
        return picture

    def forget(self) -> None:
        self._kept = {}

    def __len__(self) -> int:
        return sum(len(k) for k in self._kept.values())


def turned(upright: pygame.Surface, rotation: int) -> pygame.Surface:
    """A turned copy of ``upright`` (a multiple of 90 degrees, counter-clockwise): the same pixels
    as ``mint.ui.tabletop.lay_turned`` lays (a half turn is a flip)."""
    if rotation == 0:
        return upright
    if rotation == 180:
        return pygame.transform.flip(upright, True, True)
    return pygame.transform.rotate(upright, rotation)
