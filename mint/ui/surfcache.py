"""A least-recently-used cache of drawn surfaces, bounded by the memory their pixels take.

A count bound (``functools.lru_cache``) does not bound memory: a log line, a card or a shadow
drawn at 4K takes many times what it takes at 720p, and the texts a long session draws are nearly
all different (every log line is new), so a cache of 4,096 texts grew by a few hundred KiB a game
until it held about 100 MiB. This one forgets the least recently used pictures once the pixels it
keeps pass its budget, whatever the window's size.
"""

from __future__ import annotations

import functools
import mmap
import sys
from collections import OrderedDict
from typing import Any, Callable, NamedTuple, ParamSpec, Protocol

import pygame

MIB = 1024 * 1024

P = ParamSpec("P")


class CacheInfo(NamedTuple):
    hits: int
    misses: int
    currsize: int  #: pictures kept
    nbytes: int  #: the memory their pixels take
    maxbytes: int


class CachedDraw(Protocol[P]):
    """A drawing function with its kept pictures."""

    __wrapped__: Callable[P, pygame.Surface]

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> pygame.Surface: ...

    def cache_clear(self) -> None: ...

    def cache_info(self) -> CacheInfo: ...


def opaque_surface(size: tuple[int, int]) -> pygame.Surface:
    """A new opaque surface in the window's pixel format (as ``Surface(size).convert()`` gives,
    with one allocation instead of two: a screen-sized pair would hold twice the memory at once)."""
    display = pygame.display.get_surface()
    return pygame.Surface(size, 0, display) if display is not None else pygame.Surface(size)


def clear_surface(size: tuple[int, int]) -> tuple[pygame.Surface, Any]:
    """A see-through surface of ``size``, all clear, and the memory it lies in: anonymous pages of
    the system's, which read clear and count only once written, where there are such (else a
    plain surface, written clear whole at once, and None)."""
    w, h = size
    try:
        flags = mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS  # type: ignore[attr-defined]
        pages = mmap.mmap(-1, max(1, w * h * 4), flags=flags)
        return pygame.image.frombuffer(pages, (w, h), "BGRA"), pages
    except (AttributeError, OSError, ValueError):
        return pygame.Surface((w, h), pygame.SRCALPHA), None


#: where pages given back (``madvise`` DONTNEED) read clear again when next touched: Linux's
#: private anonymous pages do; elsewhere the advice may leave what they held
GIVES_BACK = sys.platform.startswith("linux") and hasattr(mmap, "MADV_DONTNEED")


def surface_bytes(surface: pygame.Surface) -> int:
    return surface.get_pitch() * surface.get_height()


PROTECTED_SHARE = 2 / 3
"""How much of a cache's budget the pictures asked for again may hold: the rest takes the new ones."""


def surface_cache(max_bytes: int) -> Callable[[Callable[P, pygame.Surface]], CachedDraw[P]]:
    """Decorate a function that draws a surface from hashable arguments: the same arguments give
    the kept surface (which callers must not draw on), until the budget makes room for new ones.

    A picture is kept first among the new ones; asked for again, it joins those that came back
    (at most ``PROTECTED_SHARE`` of the budget). Room is made from the new ones first, the least
    recently used going: a flood of pictures drawn once (every log line and status line is new)
    passes through without pushing out the ones drawn over and over (a segmented LRU)."""

    def decorate(draw: Callable[P, pygame.Surface]) -> CachedDraw[P]:
        new: OrderedDict[Any, pygame.Surface] = OrderedDict()  #: asked for once
        back: OrderedDict[Any, pygame.Surface] = OrderedDict()  #: asked for again
        counts = {"hits": 0, "misses": 0, "new": 0, "back": 0}

        def trim() -> None:
            while counts["back"] > max_bytes * PROTECTED_SHARE and len(back) > 1:
                key, old = back.popitem(last=False)  # (the least used of those that came back: new again)
                new[key] = old
                counts["back"] -= surface_bytes(old)
                counts["new"] += surface_bytes(old)
            while counts["new"] + counts["back"] > max_bytes and len(new) + len(back) > 1:
                segment = "new" if new else "back"  # (with nothing new left, the least used that came back)
                _, old = (new if new else back).popitem(last=False)
                counts[segment] -= surface_bytes(old)

        @functools.wraps(draw)
        def cached(*args: Any) -> pygame.Surface:  # (positional arguments only)
            found = back.get(args)
            if found is not None:
                back.move_to_end(args)
                counts["hits"] += 1
                return found
            found = new.pop(args, None)
            if found is not None:
                back[args] = found
                counts["new"] -= surface_bytes(found)
                counts["back"] += surface_bytes(found)
                counts["hits"] += 1
                trim()
                return found
            counts["misses"] += 1
            surface = draw(*args)  # type: ignore[call-arg]
            new[args] = surface
            counts["new"] += surface_bytes(surface)
            trim()
            return surface

        def cache_clear() -> None:
            new.clear()
            back.clear()
            counts.update(hits=0, misses=0, new=0, back=0)

        def cache_info() -> CacheInfo:
            held = len(new) + len(back)
            return CacheInfo(counts["hits"], counts["misses"], held, counts["new"] + counts["back"], max_bytes)

        cached.cache_clear = cache_clear  # type: ignore[attr-defined]
        cached.cache_info = cache_info  # type: ignore[attr-defined]
        return cached  # type: ignore[return-value]

    return decorate
