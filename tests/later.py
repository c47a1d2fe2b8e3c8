"""Played games that tests share, made on first use.

Collecting the tests imports every test module in every worker; a game played at import would be
played by each worker whether or not it runs a test that reads it. These containers play it only
when a test first asks, once per process."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from typing import Any, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class LaterMap(Mapping[K, V]):
    """A mapping whose values are made by ``make(key)`` the first time they are read."""

    def __init__(self, keys: Sequence[K], make: Callable[[K], V]) -> None:
        self._keys = list(keys)
        self._make = make
        self._made: dict[K, V] = {}

    def __getitem__(self, key: K) -> V:
        if key not in self._made:
            if key not in self._keys:
                raise KeyError(key)
            self._made[key] = self._make(key)
        return self._made[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)


class LaterList(Sequence[V]):
    """A list whose items are made by ``make(seed)`` the first time they are read."""

    def __init__(self, seeds: Sequence[Any], make: Callable[[Any], V]) -> None:
        self._map: LaterMap[int, V] = LaterMap(range(len(seeds)), lambda i: make(seeds[i]))

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return [self._map[j] for j in range(len(self))[i]]
        return self._map[range(len(self))[i]]

    def __len__(self) -> int:
        return len(self._map)
