"""JSON round trip for frozen dataclass states built of tuples, frozensets and scalars."""

from __future__ import annotations

import dataclasses
import enum
from typing import Any, Iterable


def dump(obj: Any) -> Any:
    """Turn a state (or action) into plain JSON data with type tags."""
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    if isinstance(obj, enum.Enum):
        return {"__enum": type(obj).__name__, "v": obj.value}
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        out: dict[str, Any] = {"__t": type(obj).__name__}
        for f in dataclasses.fields(obj):
            out[f.name] = dump(getattr(obj, f.name))
        return out
    if isinstance(obj, tuple):
        return [dump(x) for x in obj]
    if isinstance(obj, frozenset):
        items = [dump(x) for x in obj]
        items.sort(key=repr)
        return {"__set": items}
    if isinstance(obj, dict):
        return {"__map": [[dump(k), dump(v)] for k, v in obj.items()]}
    raise TypeError(f"cannot serialise {type(obj).__name__}")


def load(data: Any, types: Iterable[type]) -> Any:
    """Rebuild what ``dump`` made; ``types`` are the dataclasses and enums it may contain."""
    table = {t.__name__: t for t in types}
    return _load(data, table)


def _load(data: Any, table: dict[str, type]) -> Any:
    if data is None or isinstance(data, (bool, int, float, str)):
        return data
    if isinstance(data, list):
        return tuple(_load(x, table) for x in data)
    if isinstance(data, dict):
        if "__t" in data:
            cls = table.get(data["__t"])
            if cls is None:
                raise ValueError(f"unknown type {data['__t']!r} in saved state")
            kwargs = {k: _load(v, table) for k, v in data.items() if k != "__t"}
            return cls(**kwargs)
        if "__set" in data:
            return frozenset(_load(x, table) for x in data["__set"])
        if "__enum" in data:
            cls = table.get(data["__enum"])
            if cls is None:
                raise ValueError(f"unknown enum {data['__enum']!r} in saved state")
            return cls(data["v"])
        if "__map" in data:
            return {_load(k, table): _load(v, table) for k, v in data["__map"]}
    raise ValueError(f"unexpected value in saved state: {data!r}"[:200])
