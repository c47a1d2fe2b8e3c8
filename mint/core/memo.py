"""The last answer of a function, kept for the next call with the same key.

Rules code asks the same question many times in a row: a turn's legal moves are listed and then
checked when one is applied, a hand's card facts are read at every play of the turn. A game keeps
the last key and its answer instead of working it out again, in one of two ways:

- ``by_identity``: the key is the very same object (a state, a hand tuple): a check of ``is``,
  for keys that stay the same object while they do not change;
- ``by_value``: the key compares equal (a small tuple of what the answer depends on): cheaper than
  hashing it into a bigger cache when the same key comes again at once.

``Recent`` keeps the answers of the last few keys, for questions asked again within a while.

The key and its answer are one tuple, replaced whole, so a bot's thread asking about another
position at the same moment can never read one key's answer for another key. Each memo's
``forget()`` drops what it holds (for tests that swap the data a key stands for).
"""

from __future__ import annotations

import functools
import sys
import threading
from collections import OrderedDict
from typing import Any, Callable, Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")

_NONE: Any = object()  #: no key asked yet (equal to nothing, itself included for ``by_value``)


def by_identity(fn: Callable[[K], V]) -> Callable[[K], V]:
    """``fn(key)``, remembered for the last key object asked."""
    last: tuple[Any, Any] = (_NONE, None)

    @functools.wraps(fn)
    def remembered(key: K) -> V:
        nonlocal last
        seen, got = last
        if seen is key:
            return got  # type: ignore[no-any-return]
        got = fn(key)
        last = (key, got)
        return got  # type: ignore[no-any-return]

    def forget() -> None:
        nonlocal last
        last = (_NONE, None)

    remembered.forget = forget  # type: ignore[attr-defined]  # (for tests that swap what a key stands for)
    return remembered


def by_identities(fn: Callable[[K, K], V]) -> Callable[[K, K], V]:
    """``fn(a, b)``, remembered for the last pair of key objects asked (both the same objects)."""
    last: tuple[Any, Any, Any] = (_NONE, _NONE, None)

    @functools.wraps(fn)
    def remembered(a: K, b: K) -> V:
        nonlocal last
        seen_a, seen_b, got = last
        if seen_a is a and seen_b is b:
            return got  # type: ignore[no-any-return]
        got = fn(a, b)
        last = (a, b, got)
        return got  # type: ignore[no-any-return]

    def forget() -> None:
        nonlocal last
        last = (_NONE, _NONE, None)

    remembered.forget = forget  # type: ignore[attr-defined]  # (for tests that swap what a key stands for)
    return remembered


def by_value(fn: Callable[[K], V]) -> Callable[[K], V]:
    """``fn(key)``, remembered for the last key asked, compared by value."""
    last: tuple[Any, Any] = (_NONE, None)

    @functools.wraps(fn)
    def remembered(key: K) -> V:
        nonlocal last
        seen, got = last
        if seen is not _NONE and seen == key:
            return got  # type: ignore[no-any-return]
        got = fn(key)
        last = (key, got)
        return got  # type: ignore[no-any-return]

    def forget() -> None:
        nonlocal last
        last = (_NONE, None)

    remembered.forget = forget  # type: ignore[attr-defined]  # (for tests that swap what a key stands for)
    return remembered


class LastAnswer(Generic[K, V]):
    """The same memo where the answer needs more than its key to be worked out: ``answer(key,
    make)`` gives the last answer when ``key`` equals the last key asked (by value), else
    ``make()``'s, kept for next time."""

    __slots__ = ("_last",)

    def __init__(self) -> None:
        self._last: tuple[Any, Any] = (_NONE, None)

    def answer(self, key: K, make: Callable[[], V]) -> V:
        seen, got = self._last
        if seen is not _NONE and seen == key:
            return got  # type: ignore[no-any-return]
        got = make()
        self._last = (key, got)
        return got


class Recent(Generic[K, V]):
    """The answers of the ``most`` keys asked for most recently: ``answer(key, make)`` gives the
    kept answer for ``key`` (by value), else ``make()``'s, kept, the least recently asked going
    when there are more. For answers keyed by a game's own objects: a bound keeps a window that
    plays one game after another from holding every game's."""

    def __init__(self, most: int) -> None:
        self.most = most
        self._kept: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()  #: (a bot thinks in a thread of its own)

    def answer(self, key: K, make: Callable[[], V]) -> V:
        with self._lock:
            if key in self._kept:
                self._kept.move_to_end(key)
                return self._kept[key]
        got = make()
        with self._lock:
            self._kept[key] = got
            while len(self._kept) > self.most:
                self._kept.popitem(last=False)
        return got

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()

    def __len__(self) -> int:
        return len(self._kept)


def forget_package(package: str) -> int:
    """Drop what the bounded caches of the modules of ``package`` hold (every ``lru_cache`` with a
    bound, every ``Recent``), when its game is over: their keys are that game's positions, maps and
    hands, which no later game asks for again, and a window that plays one game after another
    would otherwise fill them game by game up to their bounds. Unbounded ones (``cache``: facts
    read from the data) stay. Returns how many were emptied."""
    emptied = 0
    for name, module in list(sys.modules.items()):
        if module is None or (name != package and not name.startswith(package + ".")):
            continue
        for value in list(vars(module).values()):
            if isinstance(value, functools._lru_cache_wrapper) and value.cache_parameters()["maxsize"] is not None:
                value.cache_clear()
                emptied += 1
            elif isinstance(value, Recent):
                value.clear()
                emptied += 1
    return emptied
