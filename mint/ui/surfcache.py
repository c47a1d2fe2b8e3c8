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


def surface_cache(max_bytes: int) -> Callable[[Callable[P, pygame.Surface]], CachedDraw[P]]:
    """Decorate a function that draws a surface from hashable arguments: the same arguments give
    the kept surface (which callers must not draw on), until the budget makes room for new ones."""

    def decorate(draw: Callable[P, pygame.Surface]) -> CachedDraw[P]:
        kept: OrderedDict[Any, pygame.Surface] = OrderedDict()
        counts = {"hits": 0, "misses": 0, "bytes": 0}

        @functools.wraps(draw)
        def cached(*args: Any) -> pygame.Surface:  # (positional arguments only)
            found = kept.get(args)
            if found is not None:
                kept.move_to_end(args)
                counts["hits"] += 1
                return found
            counts["misses"] += 1
            surface = draw(*args)  # type: ignore[call-arg]
            kept[args] = surface
            counts["bytes"] += surface_bytes(surface)
            while counts["bytes"] > max_bytes and len(kept) > 1:
                _, old = kept.popitem(last=False)
                counts["bytes"] -= surface_bytes(old)
            return surface

        def cache_clear() -> None:
            kept.clear()
            counts.update(hits=0, misses=0, bytes=0)

        def cache_info() -> CacheInfo:
            return CacheInfo(counts["hits"], counts["misses"], len(kept), counts["bytes"], max_bytes)

        cached.cache_clear = cache_clear  # type: ignore[attr-defined]
        cached.cache_info = cache_info  # type: ignore[attr-defined]
        return cached  # type: ignore[return-value]

    return decorate
