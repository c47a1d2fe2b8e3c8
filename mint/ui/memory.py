"""Giving memory back when a screen that held a lot of it is left.

A table at 3840x2160 holds screen-sized surfaces and its views' kept pictures, and they form
reference cycles with the table's parts: they are freed only by the cycle collector. The C library
then keeps much of what was freed for later use instead of returning it to the system, so one
window that plays game after game would look as if it grew by a table a game. After a table is
left, the cycles are collected and, with the GNU C library, the free memory is handed back."""

from __future__ import annotations

import functools
import gc
import sys
from typing import Any


@functools.cache
def _libc() -> Any:
    if not sys.platform.startswith("linux"):
        return None
    import ctypes
    import ctypes.util

    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return libc if hasattr(libc, "malloc_trim") else None
    except OSError:
        return None


FULL_AFTER = 10  #: younger passes between full passes of the cycle collector (CPython's own)
FULL_AT_LATEST = 100  #: ... and the most it waits for a frame with nothing to draw


def hold_full_collections() -> None:
    """Let the cycle collector's full passes (each 5-25 ms once a table is set up: it walks every
    object the process holds) wait for a frame with nothing to draw (``collect_when_idle``), where
    they would otherwise land in any frame, the one right after a move too. Its younger passes,
    which look only at new objects, go on as before."""
    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, 1_000_000_000)


def collect_when_idle(idle: bool) -> bool:
    """After a frame (``idle``: it drew nothing), the full pass held back when it is due: at once
    in an idle frame, in any frame once it has waited long (a screen that never rests). True when
    one was made."""
    waited = gc.get_count()[2]
    if not gc.isenabled() or waited < FULL_AFTER or (not idle and waited < FULL_AT_LATEST):
        return False
    gc.collect()
    libc = _libc()
    if idle and libc is not None:  # (the free memory back to the system: under 1 ms at 3840x2160)
        libc.malloc_trim(0)
    return True


def give_back() -> None:
    """Collect what a left screen held, and hand the free memory back to the system where the C
    library can (elsewhere the collection alone)."""
    gc.collect()
    libc = _libc()
    if libc is not None:
        libc.malloc_trim(0)


def leave(scenes: list[Any]) -> None:
    """Leave ``scenes`` (the top first); when one of them held a lot of memory (``holds_memory``),
    give it back once they are gone (the list is emptied: it holds them no longer)."""
    heavy = any(getattr(scene, "holds_memory", False) for scene in scenes)
    while scenes:  # (no name is left holding a scene)
        scenes.pop(0).leave()
    if heavy:
        give_back()
