"""Game records: versioned, checksummed JSON for saves and replays, and a clean refusal of bad files."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mint.core import registry
from mint.core.files import read_text, write_atomic
from mint.core.game import IllegalActionError, OptionError, Seat

FORMAT = "mint-tin-table/record"
VERSION = 1


class RecordError(ValueError):
    """A save, record or journal that cannot be used; the message says why in one line."""


@dataclass(frozen=True)
class Record:
    """Everything needed to rebuild a game: who, which variant, the seed, and the actions."""

    game: str
    seats: tuple[Seat, ...]
    seed: int
    options: tuple[tuple[str, str], ...] = ()
    actions: tuple[str, ...] = ()
    cursor: int | None = None
    meta: tuple[tuple[str, str], ...] = field(default=())

    @property
    def options_dict(self) -> dict[str, str]:
        return dict(self.options)

    def body(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "seats": [{"kind": s.kind, "name": s.name, "age": s.age} for s in self.seats],
            "seed": self.seed,
            "options": dict(self.options),
            "actions": list(self.actions),
            "cursor": len(self.actions) if self.cursor is None else self.cursor,
            "meta": dict(self.meta),
        }

    def to_json(self) -> str:
        body = self.body()
        body["checksum"] = _checksum(body)
        return json.dumps(body, indent=1, ensure_ascii=False)


def _checksum(body: dict[str, Any]) -> str:
    clean = {k: v for k, v in body.items() if k != "checksum"}
    return hashlib.sha256(json.dumps(clean, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


def _seat(raw: Any) -> Seat:
    if not isinstance(raw, dict) or not isinstance(raw.get("kind"), str):
        raise RecordError("a seat in the file is not valid")
    age = raw.get("age")
    if age is not None and not isinstance(age, int):
        raise RecordError("a seat's age in the file is not a whole number")
    return Seat(raw["kind"], str(raw.get("name") or ""), age)


def parse_record(text: str, source: str = "the file") -> Record:
    """Check and decode a record's JSON text; raises RecordError with a clear message."""
    try:
        body = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{source} is damaged or cut short (not valid JSON at line {exc.lineno}).") from None
    if not isinstance(body, dict) or body.get("format") != FORMAT:
        raise RecordError(f"{source} is not a Mint Tin Table save.")
    version = body.get("version")
    if version != VERSION:
        raise RecordError(f"{source} was written by save version {version!r}; this app reads version {VERSION}.")
    if body.get("checksum") != _checksum(body):
        raise RecordError(f"{source} has been changed outside the app (its checksum does not match).")
    try:
        game = registry.canonical(str(body["game"]))
        seats = tuple(_seat(s) for s in body["seats"])
        seed = body["seed"]
        options = body.get("options") or {}
        actions = body["actions"]
        cursor = body.get("cursor", len(actions))
    except registry.UnknownGameError as exc:
        raise RecordError(f"{source}: {exc}") from None
    except (KeyError, TypeError) as exc:
        raise RecordError(f"{source} is missing a field ({exc}).") from None
    if not isinstance(seed, int) or not isinstance(options, dict) or not isinstance(actions, list):
        raise RecordError(f"{source} has a field of the wrong kind.")
    if not all(isinstance(a, str) for a in actions) or not isinstance(cursor, int) or not 0 <= cursor <= len(actions):
        raise RecordError(f"{source} has a damaged list of moves.")
    meta = body.get("meta") or {}
    return Record(
        game,
        seats,
        seed,
        tuple(sorted((str(k), str(v)) for k, v in options.items())),
        tuple(actions),
        cursor,
        tuple(sorted((str(k), str(v)) for k, v in meta.items())),
    )


MAX_RECORD_BYTES = 16 << 20
"""A save or record larger than this is refused before it is read."""


def read_record(path: Path | str) -> Record:
    """Read a save file without changing it; raises RecordError."""
    path = Path(path)
    if not path.exists() and not path.is_symlink():
        raise RecordError(f"no such file: {path}")
    try:
        text = read_text(path, MAX_RECORD_BYTES)  # only a plain file of sane size: never a FIFO
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise RecordError(f"{path.name} cannot be read ({exc}).") from None
    return parse_record(text, path.name)


def write_record(record: Record, path: Path | str) -> None:
    """Write atomically: a crash mid-write never leaves a half file under the real name."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, record.to_json())


def replay_states(record: Record) -> list[Any]:
    """Every state of the recorded game, from the start; raises RecordError if a move fails."""
    rules = registry.get(record.game)
    try:
        state = rules.new_game(record.seats, record.seed, record.options_dict)
    except OptionError as exc:
        raise RecordError(f"the saved game's set-up is not valid: {exc}") from None
    states = [state]
    for i, text in enumerate(record.actions):
        try:
            action = rules.parse_action(text)
            state = rules.apply(state, action)
        except (IllegalActionError, ValueError) as exc:
            raise RecordError(f"move {i + 1} ({text!r}) no longer replays: {exc}") from None
        states.append(state)
    return states
