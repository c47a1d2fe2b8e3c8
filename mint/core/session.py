"""A game being played: its states, undo/redo between barriers, and a crash-proof journal.

The journal is one JSON line for the set-up, then one line per step (``{"a": text}`` for an
action, ``{"u": 1}`` undo, ``{"r": 1}`` redo, ``{"end": 1}`` when the game is over, ``{"seen": 1}``
once its results were shown), flushed
and fsynced after each, so a killed process resumes exactly. A last line cut short by a crash is
ignored on resume; a damaged line elsewhere keeps every readable step after it (``mend``).
"""

from __future__ import annotations

import errno
import json
import os
import time
from pathlib import Path
from typing import Annotated, Any, Literal, Sequence

import msgspec

from mint.core import registry
from mint.core.files import (
    NOFOLLOW,
    busy_elsewhere,
    keep_copy,
    plain_error,
    read_text,
    released,
    same_file,
    try_lock,
    write_locked,
)
from mint.core.game import Action, Seat
from mint.core.limits import SetupIn, check_setup, seat_body, seat_of
from mint.core.record import FORMAT, VERSION, Record, RecordError
from mint.core.words import Said, t


class JournalBusy(RecordError):
    """The journal is held by another copy of the app (its game is being played there)."""

    def __init__(self) -> None:
        super().__init__(t("this game is open in another window of the app."))


class Session:
    """One game: rules, states, the actions taken, and the undo cursor."""

    def __init__(
        self,
        game: str,
        seats: Sequence[Seat],
        seed: int,
        options: dict[str, str] | None = None,
        journal: Path | None = None,
        free_undo: bool = False,
    ) -> None:
        self.game = registry.canonical(game)
        self.rules = registry.get(self.game)
        self.seats = tuple(seat_of(s) for s in seats)
        self.seed = seed
        from mint.core.game import resolve_options

        self.options = resolve_options(self.rules.OPTIONS, options)
        check_setup(self.game, self.seats, seed, self.options)  # what starts can be read back
        self.free_undo = free_undo
        self.states: list[Any] = [self.rules.new_game(self.seats, seed, self.options)]
        self.actions: list[Action] = []
        self.barriers: list[bool] = []
        self.cursor = 0
        self.journal_path: Path | None = None
        self._journal: Any = None
        self._seen = False
        self._retry_at: float | None = None
        """When a journal stopped by the disk is next tried again (None: it is not)."""
        self.storage_error: Said | str | None = None
        """Why the journal stopped being written (a read-only or full disk), or None while it is."""
        self.notice = ""
        """What could not be read of the file this game was picked up from ("" when all could)."""
        if journal is not None:
            self._open_journal(journal)

    # --- the game ----------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.states[self.cursor]

    @property
    def over(self) -> bool:
        return self.rules.to_act(self.state) is None

    def legal(self) -> list[Action]:
        return self.rules.legal_actions(self.state) if not self.over else []

    def apply(self, action: Action) -> Any:
        """Apply one action (raises IllegalActionError); drops any redo steps."""
        before = self.state
        after = self.rules.apply(before, action)
        barrier = bool(self.rules.is_barrier(before, action))
        del self.states[self.cursor + 1 :]
        del self.actions[self.cursor :]
        del self.barriers[self.cursor :]
        self.states.append(after)
        self.actions.append(action)
        self.barriers.append(barrier)
        self.cursor += 1
        self._write({"a": str(action)})
        if self.over:
            self._write({"end": 1})
        self._seen = False
        return after

    def can_undo(self) -> bool:
        if self.cursor == 0:
            return False
        return self.free_undo or not self.barriers[self.cursor - 1]

    def can_redo(self) -> bool:
        return self.cursor < len(self.actions)

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self.cursor -= 1
        self._write({"u": 1})
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        self.cursor += 1
        self._write({"r": 1})
        return True

    def log(self) -> list[str]:
        """The log lines of the actions up to the cursor."""
        return [self.rules.describe(self.states[i], self.actions[i]) for i in range(self.cursor)]

    def record(self, meta: dict[str, str] | None = None) -> Record:
        return Record(
            self.game,
            self.seats,
            self.seed,
            tuple(sorted(self.options.items())),
            tuple(str(a) for a in self.actions),
            self.cursor,
            tuple(sorted((meta or {}).items())),
        )

    @classmethod
    def from_record(cls, record: Record, journal: Path | None = None, upto: int | None = None) -> Session:
        """Rebuild a session from a record (raises RecordError if a move no longer replays)."""
        from mint.core.game import IllegalActionError, OptionError

        if journal is not None and busy_elsewhere(journal):
            raise JournalBusy()
        try:
            s = cls(record.game, record.seats, record.seed, record.options_dict)
        except OptionError as exc:
            raise RecordError(t("the saved game's set-up is not valid: {why}", why=str(exc))) from None
        texts = record.actions if upto is None else record.actions[:upto]
        for i, text in enumerate(texts):
            try:
                s.apply(s.rules.parse_action(text))
            except (IllegalActionError, ValueError) as exc:
                raise RecordError(
                    t("move {number} ({move}) no longer replays: {why}", number=i + 1, move=repr(text), why=str(exc))
                ) from None
        if upto is None and record.cursor is not None:
            s.cursor = min(record.cursor, len(s.actions))
        s.notice = record.damage
        if journal is not None and record.damage:
            try:  # the damaged journal is rewritten below: what it held is kept first
                kept = keep_copy(journal, MAX_JOURNAL_BYTES)
            except (OSError, UnicodeDecodeError, ValueError) as exc:
                s.journal_path = journal
                s.storage_error = t("a copy of the damaged journal could not be kept: {why}", why=_reason(exc))
                return s  # (and it is not tried again: the journal is never rewritten without one)
            s.notice += " " + str(t("The journal as it was is kept beside it as {file}.", file=kept.name))
        if journal is not None:
            s._open_journal(journal)
        return s

    # --- journal -----------------------------------------------------------------------
    def _open_journal(self, path: Path) -> None:
        """Write the journal of the game so far, then keep adding to it. Resuming writes the
        whole journal anew beside the old one and renames it over, so a kill in between leaves
        the old journal (the same game) whole."""
        self.journal_path = path
        head = {
            "format": FORMAT + "/journal",
            "version": VERSION,
            "game": self.game,
            "seats": [seat_body(s) for s in self.seats],
            "seed": self.seed,
            "options": self.options,
            "started": time.time(),
        }
        lines = [json.dumps(head)]
        lines += [json.dumps({"a": str(a)}) for a in self.actions]
        lines += [json.dumps({"u": 1})] * (len(self.actions) - self.cursor)
        if self.over:
            lines.append(json.dumps({"end": 1}))
            if self._seen:
                lines.append(json.dumps({"seen": 1}))
        try:
            old = os.open(path, os.O_RDONLY | NOFOLLOW | getattr(os, "O_NONBLOCK", 0))
        except OSError:
            old = None  # a new journal (or a link, which the rename below replaces)
        try:
            if old is not None and not try_lock(old):
                raise JournalBusy()  # (the old file's lock is held until the new one has its name)
            path.parent.mkdir(parents=True, exist_ok=True)
            self._journal = write_locked(path, "\n".join(lines) + "\n")
        except OSError as exc:
            self._stop_journal(exc)
        finally:
            if old is not None:
                os.close(old)

    def _write(self, entry: dict[str, Any]) -> None:
        if self._journal is None:
            if self._retry_at is not None and time.monotonic() >= self._retry_at:
                self._restart()  # (the whole journal, this step too)
            return
        if self.journal_path is not None and not same_file(self._journal, self.journal_path):
            self._stop_journal(OSError(errno.ESTALE, str(t("the journal file was moved or replaced outside the app"))))
            self._retry_at = None  # the name is someone else's now: it is not written again
            return
        try:
            self._journal.write(json.dumps(entry) + "\n")
            self._journal.flush()
            os.fsync(self._journal.fileno())
        except OSError as exc:
            self._stop_journal(exc)

    def _stop_journal(self, exc: OSError) -> None:
        """The disk refused a write: stop journaling (what is on disk so far still replays, a
        line cut short is ignored) and say why, so nobody claims a save that did not happen."""
        self.storage_error = plain_error(exc)
        self._retry_at = time.monotonic() + RETRY_S
        journal, self._journal = self._journal, None
        if journal is not None:
            released(journal)

    def _restart(self) -> None:
        """Try again to write the journal the disk refused (space freed, the folder made
        writable): the whole of it, as on resume; saving is back on if that works."""
        if self.journal_path is None:
            return
        try:
            self._open_journal(self.journal_path)
        except JournalBusy:  # taken up in another window meanwhile: that copy owns it now
            self._retry_at = None
            self.storage_error = t("the game was taken up in another window of the app")
            return
        if self._journal is not None:
            self.storage_error = None
            self._retry_at = None

    @property
    def journaling(self) -> bool:
        """True while every move is being written to the journal."""
        return self._journal is not None

    def results_seen(self) -> None:
        """The results of the ended game were shown: from now on its journal may go (until a
        kill before this, it is offered again so that they are shown once)."""
        if self.over and not self._seen:
            self._seen = True
            self._write({"seen": 1})

    def close(self) -> None:
        """Stop writing the journal; a journal of a game left before its first move goes."""
        if self._journal is not None:
            journal, self._journal = self._journal, None
            if not self.actions and self.journal_path is not None and same_file(journal, self.journal_path):
                _unlink(self.journal_path)  # (before the lock goes: no other copy has taken it)
            released(journal)

    def discard_journal(self) -> None:
        """Forget the journal (the player chose not to resume, or saved and quit)."""
        path = self.journal_path
        self.close()
        if path is not None:
            try:
                path.unlink()
            except OSError:
                pass


RETRY_S = 2.0
"""A journal the disk refused is tried again at the next move this many seconds later or more."""

MAX_JOURNAL_BYTES = 16 << 20
"""A journal larger than this is refused before it is read (a game is a few hundred KiB)."""


def _reason(exc: Exception) -> Said | str:
    return plain_error(exc) if isinstance(exc, OSError) else str(exc)


def read_journal(path: Path, check: bool = False) -> tuple[Record, bool]:
    """Rebuild the record a journal describes and whether its game is done with (it ended and its
    results were shown); RecordError if unusable.

    A last line cut short by a crash is ignored, so everything up to the last whole action is
    kept. A damaged line elsewhere does not end the game there: every readable step after it is
    played back (``mend``), and the record's ``damage`` says what could not be read; ``check``
    plays the journal back, to find a line that reads but holds no legal move. Only a plain
    file of sane size is read (never a link or a FIFO), and any header of the wrong shape is
    refused with its file's name; the file is never changed.
    """
    try:
        text = read_text(path, MAX_JOURNAL_BYTES, errors="replace")  # a damaged byte spoils one line
    except (OSError, ValueError) as exc:
        raise RecordError(t("journal {file} cannot be read ({why}).", file=path.name, why=str(exc))) from None
    lines = text.split("\n")
    parsed: list[tuple[int, Any]] = []
    bad: list[int] = []
    raw: dict[int, str] = {}
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            parsed.append((n, json.loads(line)))
        except (ValueError, RecursionError):
            if n < len(lines):  # (the last line, with no newline after it, was cut mid-write)
                bad.append(n)
                raw[n] = line[:400]
                parsed += [(n, e) for e in _salvage(line)]
    if not parsed or parsed[0][0] != 1 or not isinstance(parsed[0][1], dict):
        raise RecordError(t("journal {file} is not a Mint Tin Table journal.", file=path.name))
    head = parsed[0][1]
    if head.get("format") != FORMAT + "/journal":
        raise RecordError(t("journal {file} is not a Mint Tin Table journal.", file=path.name))
    if head.get("version") != VERSION:
        raise RecordError(
            t(
                "journal {file} has version {saved}; this app reads {version}.",
                file=path.name,
                saved=repr(str(head.get("version"))[:20]),
                version=VERSION,
            )
        )
    steps: list[tuple[int, str, str]] = []
    for n, e in parsed[1:]:
        step = _step(e)
        if step is None:
            bad.append(n)
            raw.setdefault(n, lines[n - 1][:400])
        else:
            steps.append((n, *step))
    bad = sorted(set(bad))
    try:
        game, seats, seed, options = _journal_head(head)
    except (KeyError, TypeError, ValueError, AttributeError, registry.UnknownGameError) as exc:
        raise RecordError(
            t("journal {file} has a damaged header ({why}).", file=path.name, why=str(exc)[:120])
        ) from None
    if bad or check:
        from mint.core.mend import mend

        m = mend(game, seats, seed, dict(options), steps, bad, raw)
        return Record(game, seats, seed, options, m.actions, m.cursor, damage=m.note), m.ended
    actions: list[str] = []
    cursor = 0
    ended = seen = False
    for _, op, move in steps:
        if op == "a":
            del actions[cursor:]
            actions.append(move)
            cursor += 1
            ended = seen = False
        elif op == "u":
            cursor = max(0, cursor - 1)
            ended = seen = False
        elif op == "r":
            cursor = min(len(actions), cursor + 1)
        elif op == "end":
            ended = True
        else:
            seen = True
    return Record(game, seats, seed, options, tuple(actions), cursor), ended and seen


def resume(path: Path, record: Record) -> Session:
    """The unfinished game of the journal at ``path`` (read as ``record``), picked up where it
    stopped, its journal going on. When a move no longer plays back, the journal is read again
    move by move (``read_journal(check=True)``) so that every move before and after a damaged
    line is kept; RecordError when even that gives no game."""
    try:
        return Session.from_record(record, journal=path)
    except JournalBusy:
        raise
    except RecordError:
        if record.damage:
            raise
    checked, _ = read_journal(path, check=True)
    return Session.from_record(checked, journal=path)


def _salvage(line: str) -> list[Any]:
    """The whole steps inside a damaged line (a flipped line break joins two lines in one)."""
    found: list[Any] = []
    decoder = json.JSONDecoder()
    at = line.find("{")
    while at >= 0 and len(found) < 8:
        try:
            entry, end = decoder.raw_decode(line, at)
        except (ValueError, RecursionError):
            at = line.find("{", at + 1)
            continue
        if _step(entry) is not None:
            found.append(entry)
        at = line.find("{", end)
    return found


class _StepIn(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A journal line after the header, as the journal writes it: one of a move (``a``, its text),
    an undo (``u``), a redo (``r``), the game's end seen (``end``) or its results shown (``seen``)."""

    a: Annotated[str, msgspec.Meta(min_length=1, max_length=200)] | None = None
    u: Literal[1] | None = None
    r: Literal[1] | None = None
    end: Literal[1] | None = None
    seen: Literal[1] | None = None


def _step(entry: Any) -> tuple[str, str] | None:
    """One journal line's step: ("a", move), ("u", ""), ("r", ""), ("end", "") or ("seen", ""); None for a
    line no journal writes (a damaged one)."""
    if not isinstance(entry, dict) or len(entry) != 1:
        return None
    try:
        step = msgspec.convert(entry, type=_StepIn)
    except msgspec.ValidationError:
        return None
    key = next(iter(entry))
    value = getattr(step, key)
    if value is None:
        return None  # ({"a": null}: the shape allows no value only by leaving the key out)
    return (key, value if key == "a" else "")


def _journal_head(head: dict[str, Any]) -> tuple[str, tuple[Seat, ...], int, tuple[tuple[str, str], ...]]:
    """A journal's set-up, checked against its schema (types, lengths, bounds); ValueError if not."""
    try:
        h = msgspec.convert(head, type=SetupIn)
    except msgspec.ValidationError as exc:
        raise ValueError(str(exc)) from None
    game = registry.canonical(h.game)
    seats = tuple(seat_of(s) for s in h.seats)
    return game, seats, h.seed, tuple(sorted(h.options.items()))


def _remove_stale(entry: os.DirEntry[str]) -> None:
    try:
        if entry.is_file(follow_symlinks=False) and time.time() - entry.stat(follow_symlinks=False).st_mtime > 60:
            os.unlink(entry.path)
    except OSError:
        pass


LEFT_AFTER_S = 3600
"""A journal with no move that no copy of the app has written to for this long was left."""


def unfinished_journals(limit: int | None = None) -> list[tuple[Path, Record]]:
    """Journals of games that are not done with, newest first, at most ``limit`` of them.

    Nothing is removed for its age or for how many there are: a game with a move stays until it
    ends and its results were shown. Unreadable files, and journals another copy of the app holds
    (``files.busy_elsewhere``), are skipped and left untouched. On the
    way, the journal of a game whose results were shown goes, as do a journal a game left
    before its first move and temporary files a kill left behind; reading stops at ``limit``.
    """
    from mint.core.paths import journal_dir

    found = []
    try:
        entries = list(os.scandir(journal_dir()))
    except OSError:
        return []
    for entry in entries:
        if entry.name.startswith(".") and entry.name.endswith(".tmp"):
            _remove_stale(entry)  # a rewrite cut short by a kill: the journal itself is whole
            continue
        if not entry.name.endswith(".jsonl"):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue  # a link, a folder or a FIFO is never read
            mtime = entry.stat(follow_symlinks=False).st_mtime
        except OSError:
            continue
        found.append((mtime, Path(entry.path)))
    found.sort(reverse=True)
    out: list[tuple[Path, Record]] = []
    for mtime, path in found:
        if limit is not None and len(out) >= limit:
            break
        if busy_elsewhere(path):
            continue  # a game being played in another window of the app: not offered, not touched
        try:
            record, done = read_journal(path)
        except RecordError:
            continue
        if done:
            _unlink(path)  # its results were shown and its replay offered
        elif record.actions:
            out.append((path, record))
        elif time.time() - mtime > LEFT_AFTER_S:
            _unlink(path)  # opened and left before the first move
    return out


def _unlink(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass


def new_journal_path(game: str) -> Path:
    from mint.core.paths import journal_dir

    folder = journal_dir()
    stem = f"{game}-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}"
    path = folder / f"{stem}.jsonl"
    n = 1
    while path.exists():  # two games begun in the same second by one process each get their own
        n += 1
        path = folder / f"{stem}-{n}.jsonl"
    return path
