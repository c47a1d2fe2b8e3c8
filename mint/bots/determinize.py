"""The default sampling of a world from an observation: each masked random generator made fresh."""

from __future__ import annotations

import dataclasses
from typing import Any

from mint.core.rng import MASKED, Rng


def _rng_paths(obj: Any, depth: int = 0) -> list[tuple[Any, ...]]:
    """Where masked generators sit in an observation (field names and tuple indices)."""
    if depth > 4:
        return []
    out: list[tuple[Any, ...]] = []
    if isinstance(obj, Rng):
        return [()] if obj == MASKED else []
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            for p in _rng_paths(getattr(obj, f.name), depth + 1):
                out.append((f.name, *p))
    elif isinstance(obj, tuple) and len(obj) <= 8:
        for i, x in enumerate(obj):
            if isinstance(x, Rng) or (dataclasses.is_dataclass(x) and not isinstance(x, type)):
                for p in _rng_paths(x, depth + 1):
                    out.append((i, *p))
    return out


def _set_path(obj: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    head, rest = path[0], path[1:]
    if isinstance(head, int):
        items = list(obj)
        items[head] = _set_path(items[head], rest, value)
        return tuple(items)
    return dataclasses.replace(obj, **{head: _set_path(getattr(obj, head), rest, value)})


def default_determinize(observation: Any, seat: int, rng: Rng) -> Any:
    """The observation itself, with every masked generator replaced by a fresh one from ``rng``.

    Secret cards stay as the observation shows them; games with hidden cards give a
    ``determinize`` hook that samples them.
    """
    state = observation
    for i, path in enumerate(_rng_paths(observation)):
        state = _set_path(state, path, rng.fork(i + 1))
    return state
