"""One idiom for the games' card and board data: a data file decodes into frozen msgspec structs.

A game describes each file as a struct (``Sourced`` for a record that says where its values come
from) with its limits in the types (``Literal``, ``Meta``) and its checks across fields in
``__post_init__``; ``decode`` reads the file (or a dict of it, in tests) into that struct, and a
bad file raises ``DataError`` naming the file, the entry (its id, or its number) and the field.
``records`` does it for a file that is a list of records under one key. ``check_count`` holds a list to the rulebook's component list; ``check_ids`` refuses a repeated id.
Pure: no pygame.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar

import msgspec

from mint.resources import data_path

T = TypeVar("T")

SOURCES = ("rulebook", "sourced", "designed")
"""Where a record's values come from: printed in the rulebook, found in a cited source (``url``),
or designed for this app where the rulebook is silent."""
Source = Literal["rulebook", "sourced", "designed"]
ID_KEYS = ("id", "face", "town")
"""The fields that name an entry in a message, first found wins."""


class DataError(ValueError):
    """A data file breaks its shape; the message names the file, the entry and the field."""


class Sourced(msgspec.Struct, frozen=True, kw_only=True):
    """A record that says where its values come from; ``rulebook_fields`` names the fields printed
    in the rulebook (they must be fields of the record), ``url`` the source of a sourced one."""

    source: Source
    rulebook_fields: tuple[str, ...] = ()
    url: str = ""

    def __post_init__(self) -> None:
        check_sourced(self)


def check_sourced(rec: Sourced, need_url: bool = False) -> None:
    """The shared source check (``Sourced.__post_init__`` runs it; a subclass with its own
    ``__post_init__`` calls it): rulebook_fields name fields, and with ``need_url`` a sourced
    record cites where it was found."""
    names = set(rec.__struct_encode_fields__)
    unknown = [k for k in rec.rulebook_fields if k not in names]
    if unknown:
        raise ValueError(f"rulebook_fields names {', '.join(unknown)}, not fields of the record")
    if need_url and rec.source == "sourced" and not rec.url.startswith("http"):
        raise ValueError('a sourced record needs a "url"')


def read(game: str, fname: str, folder: Path | str | dict[str, Any] | None = None) -> bytes | Any:
    """A data file's bytes from data/<game> (``folder`` None) or another folder, or its parsed
    value from a dict of files (tests); a missing or unreadable file raises DataError."""
    if isinstance(folder, dict):
        if fname not in folder:
            raise DataError(f"{fname}: missing")
        return folder[fname]
    base = data_path(game) if folder is None else Path(folder)
    try:
        return (base / fname).read_bytes()
    except OSError as exc:
        raise DataError(f"{fname}: cannot be read ({exc})") from exc


def decode(fname: str, data: bytes | Any, typ: type[T], dec_hook: Callable[[type, Any], Any] | None = None) -> T:
    """``data`` (a file's bytes, or its parsed value) as a ``typ``; raises DataError naming
    the file, the entry and the field when it does not fit."""
    try:
        if isinstance(data, bytes):
            return msgspec.json.decode(data, type=typ, dec_hook=dec_hook)
        return msgspec.convert(data, typ, dec_hook=dec_hook)
    except msgspec.DecodeError as exc:
        if isinstance(exc, msgspec.ValidationError):
            raw = msgspec.json.decode(data) if isinstance(data, bytes) else data
            raise DataError(_where(fname, raw, str(exc))) from None
        raise DataError(f"{fname}: not JSON ({exc})") from None


@cache
def _listing(key: str, typ: Any) -> Any:
    fields: list[tuple[str, Any]] = [
        ("schema", Literal[1]),
        (key, Annotated[tuple[typ, ...], msgspec.Meta(min_length=1)]),
    ]
    return msgspec.defstruct(f"{key.title()}File", fields, frozen=True)


def records(
    fname: str,
    data: bytes | Any,
    key: str,
    typ: type[T],
    count: int | None = None,
    game: str = "",
    dec_hook: Callable[[type, Any], Any] | None = None,
) -> tuple[T, ...]:
    """The list ``key`` of a file holding ``{"schema": 1, key: [...]}`` (a non-empty list), as ``typ``
    records; their ids (when they have one) must differ, and with ``count`` there must be that many."""
    shape: Any = typ
    got: tuple[T, ...] = getattr(decode(fname, data, _listing(key, shape), dec_hook), key)
    if "id" in getattr(typ, "__struct_fields__", ()):
        check_ids(fname, got)
    if count is not None:
        check_count(fname, key, got, count, game)
    return got


_PATH = re.compile(r"\.([^.\[]+)|\[(\d+)\]|\[\.\.\.\]")


def _where(fname: str, raw: Any, message: str) -> str:
    """msgspec's 'Expected `int`, got `str` - at `$.orders[3].stars`' as
    "orders.json: orders 'D-T1-04', field 'stars': expected int, got str"."""
    text, _, path = message.rpartition(" - at `")
    if not _:
        text, path = message, "$`"
    text, path = text.replace("`", ""), path.rstrip("`")
    suffix = ""
    if path.startswith("key` in `"):
        path, suffix = path[len("key` in `") :], " (a key)"
    field = ""
    for pattern, what in (
        ("Object missing required field (\\S+)", "missing"),
        ("Object contains unknown field (\\S+)", "unknown field"),
    ):
        found = re.match(pattern, text)
        if found:
            field, text = found.group(1), what
    parts: list[str] = []
    node: Any = raw
    last = ""
    for m in _PATH.finditer(path[1:]):
        key, index = m.group(1), m.group(2)
        if key is not None:
            if last:
                parts.append(last)
            last = key
            node = node.get(key) if isinstance(node, dict) else None
        elif index is not None:
            i = int(index)
            node = node[i] if isinstance(node, list) and i < len(node) else None
            ident = next((node[k] for k in ID_KEYS if isinstance(node, dict) and k in node), None)
            parts.append(" ".join(filter(None, (last, repr(ident) if ident is not None else f"#{i + 1}"))))
            last = ""
        else:
            suffix = " (a value)"
    if field and last:
        parts.append(last)
    field = field or last
    head = fname + (": " + " ".join(parts) if parts else "")
    return f"{head}{f', field {field!r}' if field else ''}{suffix}: {text[:1].lower()}{text[1:]}"


def check_count(fname: str, what: str, items: Sequence[Any], count: int, game: str) -> None:
    """``items`` hold as many as the component list says ``game`` has."""
    if len(items) != count:
        raise DataError(f"{fname}: {game} has {count} {what}; found {len(items)}")


def check_ids(fname: str, items: Sequence[Any], key: str = "id") -> None:
    """No two of ``items`` share an id."""
    seen: set[Any] = set()
    for item in items:
        ident = getattr(item, key)
        if ident in seen:
            raise DataError(f"{fname}: id {ident!r} appears twice")
        seen.add(ident)


def need(cond: bool, message: str) -> None:
    """A check across entries or files: raises DataError(message) when ``cond`` fails."""
    if not cond:
        raise DataError(message)
