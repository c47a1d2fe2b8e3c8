"""Game records: versioned, checksummed JSON for saves and replays, and a clean refusal of bad files."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

import msgspec
from msgspec import Meta

from mint.core import registry
from mint.core.files import read_text, write_atomic
from mint.core.game import IllegalActionError, OptionError, Seat
from mint.core.limits import GameName, Options, Seats, Seed, seat_body, seat_of
from mint.core.words import t

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
    damage: str = ""
    """What could not be read of the file it came from, in a player's words ("" when all could)."""

    @property
    def options_dict(self) -> dict[str, str]:
        return dict(self.options)

    def body(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game,
            "seats": [seat_body(s) for s in self.seats],
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
    import hashlib  # (loading it costs more than the main menu's first frame can spare)

    clean = {k: v for k, v in body.items() if k != "checksum"}
    return hashlib.sha256(json.dumps(clean, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


# --- The shape a record must have (checked by msgspec before anything is built from it) ------

_Short = Annotated[str, Meta(max_length=40)]


class _Head(msgspec.Struct):
    format: Any = None
    version: Any = None


class _RecordIn(msgspec.Struct, forbid_unknown_fields=True):
    format: str
    version: int
    game: GameName
    seats: Seats
    seed: Seed
    actions: Annotated[list[Annotated[str, Meta(max_length=200)]], Meta(max_length=200_000)]
    options: Options = {}
    cursor: Annotated[int, Meta(ge=0)] | None = None
    meta: Annotated[dict[_Short, Annotated[str, Meta(max_length=200)]], Meta(max_length=20)] = {}
    checksum: Annotated[str, Meta(max_length=64)] = ""


_DECODE_ERRORS = (msgspec.DecodeError, msgspec.ValidationError, RecursionError, ValueError)


def parse_record(text: str, source: str = "the file") -> Record:
    """Check and decode a record's JSON text; raises RecordError with a clear message.

    The whole structure is checked against a schema first (types, lengths, bounded numbers, no
    unknown fields, no deep nesting), so nothing is built from a file of the wrong shape."""
    data = text.encode("utf-8", "surrogatepass")
    try:
        head = msgspec.json.decode(data, type=_Head)
    except msgspec.ValidationError:
        raise RecordError(t("{file} is not a Mint Tin Table save.", file=source)) from None
    except _DECODE_ERRORS:
        raise RecordError(t("{file} is damaged or cut short (not valid JSON).", file=source)) from None
    if head.format != FORMAT:
        raise RecordError(t("{file} is not a Mint Tin Table save.", file=source))
    if head.version != VERSION:
        shown = head.version if isinstance(head.version, int) and abs(head.version) < 10**9 else "?"
        raise RecordError(
            t(
                "{file} was written by save version {saved}; this app reads version {version}.",
                file=source,
                saved=repr(shown),
                version=VERSION,
            )
        )
    try:
        body = msgspec.json.decode(data, type=_RecordIn)
        raw = msgspec.json.decode(data)
    except msgspec.ValidationError as exc:
        raise RecordError(
            t("{file} has a field of the wrong kind or size ({why}).", file=source, why=str(exc)[:120])
        ) from None
    except _DECODE_ERRORS:
        raise RecordError(t("{file} is damaged or cut short (not valid JSON).", file=source)) from None
    if body.checksum != _checksum(raw):
        raise RecordError(t("{file} has been changed outside the app (its checksum does not match).", file=source))
    try:
        game = registry.canonical(body.game)
    except registry.UnknownGameError as exc:
        raise RecordError(t("{file}: {why}", file=source, why=str(exc))) from None
    cursor = len(body.actions) if body.cursor is None else body.cursor
    if cursor > len(body.actions):
        raise RecordError(t("{file} has a damaged list of moves.", file=source))
    seats = tuple(seat_of(s) for s in body.seats)
    return Record(
        game,
        seats,
        body.seed,
        tuple(sorted(body.options.items())),
        tuple(body.actions),
        cursor,
        tuple(sorted(body.meta.items())),
    )


MAX_RECORD_BYTES = 16 << 20
"""A save or record larger than this is refused before it is read."""


def read_record(path: Path | str) -> Record:
    """Read a save file without changing it; raises RecordError."""
    path = Path(path)
    if not path.exists() and not path.is_symlink():
        raise RecordError(t("no such file: {file}", file=str(path)))
    if path.is_dir():
        raise RecordError(
            t("{file} is a folder, not a saved game; give the name of a save (.json) in it.", file=str(path)[:200])
        )
    try:
        text = read_text(path, MAX_RECORD_BYTES)  # only a plain file of sane size: never a FIFO
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise RecordError(t("{file} cannot be read ({why}).", file=path.name, why=str(exc))) from None
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
        raise RecordError(t("the saved game's set-up is not valid: {why}", why=str(exc))) from None
    states = [state]
    for i, text in enumerate(record.actions):
        try:
            action = rules.parse_action(text)
            state = rules.apply(state, action)
        except (IllegalActionError, ValueError) as exc:
            raise RecordError(
                t("move {number} ({move}) no longer replays: {why}", number=i + 1, move=repr(text), why=str(exc))
            ) from None
        states.append(state)
    return states
