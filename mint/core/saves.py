"""The games a player can pick up again: saved files and the journals of unfinished games.

Pure (no pygame). Listing reads every file and never changes one: a file that cannot be read is
listed with the reason, and only ``delete`` (the player's choice) removes anything. What a file
holds is put in players' words here (the game's name, who plays, the round reached, the date).
Writing a save (``write_save``) never replaces another unless the player said so: a default name
is one no save has (``free_slot``), and a name in use raises FileExistsError for the screen to ask.

Replaying a game to find the round it reached is cached in ``paths.thumbs_dir()``, next to the
picture of the position, under a key made of the file's kind, name, size and modification time,
so a file changed in any way is read again and an unchanged one is not.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from mint.core import registry
from mint.core.files import busy_elsewhere, plain_files, read_text, write_atomic, write_new
from mint.core.game import Seat
from mint.core.record import Record, RecordError, read_record
from mint.core.text import clean
from mint.core.words import MONTHS, t, tn

SAVE = "save"
"""A file the player saved from the pause menu or the results screen (saves folder)."""
UNFINISHED = "unfinished"
"""The journal of a game that was left before it ended (journal folder): the app's autosave."""

CACHE_VERSION = 1
"""Part of every cache key: raising it makes every cached picture and replay result stale."""
MAX_CACHE_BYTES = 64 << 10
MOST_JOURNALS = 5000
"""The most journals listed (the app removes none for its age: only games done with go)."""


@dataclass(frozen=True)
class Stamp:
    """What identifies one version of a file: its name, size and modification time."""

    name: str
    size: int
    mtime_ns: int

    @classmethod
    def of(cls, path: Path) -> Stamp | None:
        """The stamp of ``path`` as it is now (not following a link), or None if it is gone."""
        try:
            st = os.lstat(path)
        except OSError:
            return None
        return cls(path.name, st.st_size, st.st_mtime_ns)

    @property
    def mtime(self) -> float:
        return self.mtime_ns / 1e9


@dataclass(frozen=True)
class Progress:
    """How far a game got: the moves up to the position shown, the round when the state has one."""

    moves: int
    round: int | None = None
    over: bool = False
    error: str | None = None
    """Why the game cannot be set up again from its file (a move that no longer replays)."""


@dataclass
class Entry:
    """One file in the list: a save or an unfinished game's journal, readable or not."""

    kind: str
    path: Path
    stamp: Stamp | None
    record: Record | None = None
    error: str | None = None
    """Why the file cannot be read (None when it could)."""
    progress: Progress | None = None
    when: float = 0.0
    """When it was saved (a save) or last played (an unfinished game), in seconds since the epoch."""
    busy: bool = False
    """An unfinished game being played in another window of the app (it may only be watched)."""

    @property
    def problem(self) -> str | None:
        """Why this game cannot be played on or watched, or None."""
        if self.error:
            return self.error
        if self.progress is not None and self.progress.error:
            return self.progress.error
        return None

    @property
    def readable(self) -> bool:
        return self.record is not None and self.problem is None

    @property
    def over(self) -> bool:
        return self.progress is not None and self.progress.over


# --- finding the files -------------------------------------------------------------------------
def list_saves(folder: Path | None = None) -> list[Entry]:
    """Every save in the saves folder, newest first; an unreadable one keeps its reason."""
    from mint.core.paths import saves_dir

    out = []
    for path in plain_files(folder or saves_dir(), ".json"):
        stamp = Stamp.of(path)
        entry = Entry(SAVE, path, stamp, when=stamp.mtime if stamp else 0.0)
        try:
            entry.record = read_record(path)
        except RecordError as exc:
            entry.error = str(exc)
        else:
            entry.when = saved_at(entry.record, entry.when)
        out.append(entry)
    out.sort(key=lambda e: e.when, reverse=True)
    return out


def list_unfinished(folder: Path | None = None) -> list[Entry]:
    """The journals of games that are not done with and have a move, newest first, read without
    change (a game that ended before its results were shown is one).

    A journal that cannot be read is listed with the reason (the menu skips it); one whose game
    is done with or that holds no move yet is left out, as the menu leaves it out (its clean-up
    removes those, not this listing)."""
    from mint.core.paths import journal_dir
    from mint.core.session import read_journal

    out = []
    for path in plain_files(folder or journal_dir(), ".jsonl", MOST_JOURNALS):
        stamp = Stamp.of(path)
        entry = Entry(UNFINISHED, path, stamp, when=stamp.mtime if stamp else 0.0, busy=busy_elsewhere(path))
        try:
            record, ended = read_journal(path)
        except RecordError as exc:
            entry.error = str(exc)
        else:
            if ended or not record.actions:
                continue
            entry.record = record
        out.append(entry)
    return out


def list_all() -> list[Entry]:
    """The unfinished games first, then the saves, each newest first."""
    return list_unfinished() + list_saves()


def saved_at(record: Record, fallback: float) -> float:
    """When a save says it was made (its "saved" note), else ``fallback`` (the file's time)."""
    text = dict(record.meta).get("saved", "")
    try:
        return time.mktime(time.strptime(text, "%Y-%m-%d %H:%M"))
    except (ValueError, OverflowError):
        return fallback


# --- how far a game got ------------------------------------------------------------------------
def round_of(state: Any) -> int | None:
    """The round a state says it is in, when it has a ``round`` number; None otherwise."""
    value = getattr(state, "round", None)
    if isinstance(value, int) and not isinstance(value, bool) and value > 0:
        return value
    return None


def progress_of(record: Record) -> Progress:
    """Replay ``record`` to the position it shows and say how far the game got (never raises)."""
    from mint.core.session import Session

    moves = len(record.actions) if record.cursor is None else record.cursor
    try:
        session = Session.from_record(record)
        state = session.state
        return Progress(session.cursor, round_of(state), session.over)
    except RecordError as exc:
        return Progress(moves, error=str(t("It cannot be set up again: {why}", why=str(exc))))
    except Exception as exc:  # a rules module that fails on an odd file must not take the list down
        why = f"{type(exc).__name__}: {str(exc)[:80]}"
        return Progress(moves, error=str(t("It cannot be set up again ({why}).", why=why)))


def cache_key(entry: Entry, *extra: object) -> str:
    """A key naming this version of the entry's file (and whatever else ``extra`` adds)."""
    from mint import __version__

    stamp = entry.stamp or Stamp(entry.path.name, -1, -1)
    parts = (CACHE_VERSION, __version__, entry.kind, stamp.name, stamp.size, stamp.mtime_ns, *extra)
    return hashlib.sha256(json.dumps([str(p) for p in parts]).encode()).hexdigest()[:20]


def _family(entry: Entry) -> str:
    """The start of every cached file's name for one listed file, whatever its version."""
    return hashlib.sha256(f"{entry.kind}/{entry.path.name}".encode()).hexdigest()[:12]


def cache_path(entry: Entry, suffix: str, *extra: object) -> Path:
    """Where something made from this version of the entry's file is cached (``suffix``: ".png")."""
    from mint.core.paths import thumbs_dir

    return thumbs_dir() / f"{_family(entry)}-{cache_key(entry, *extra)}{suffix}"


def prune_cache(entry: Entry, keep: Sequence[Path]) -> None:
    """Remove what was cached for older versions of the entry's file (never the file itself)."""
    from mint.core.paths import thumbs_dir

    family = _family(entry) + "-"
    kept = {p.name for p in keep}
    for path in plain_files(thumbs_dir(), "", most=100_000):
        if path.name.startswith(family) and path.name not in kept:
            try:
                path.unlink()
            except OSError:
                pass


def _read_cached(path: Path) -> Progress | None:
    try:
        data = json.loads(read_text(path, MAX_CACHE_BYTES))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return None
    moves, rnd, over, error = data.get("moves"), data.get("round"), data.get("over"), data.get("error")
    if not isinstance(moves, int) or isinstance(moves, bool) or moves < 0:
        return None
    if rnd is not None and (not isinstance(rnd, int) or isinstance(rnd, bool)):
        return None
    if not isinstance(over, bool) or (error is not None and not isinstance(error, str)):
        return None
    return Progress(moves, rnd, over, clean(error, 300) if error is not None else None)


def cached_progress(entry: Entry) -> Progress | None:
    """How far the entry's game got, from the cache or by replaying it (then cached); None for a
    file that could not be read."""
    if entry.record is None:
        return None
    path = cache_path(entry, ".json")
    found = _read_cached(path)
    if found is not None:
        return found
    progress = progress_of(entry.record)
    if progress.error and entry.kind == UNFINISHED and not entry.record.damage:
        from mint.core.session import read_journal

        try:  # a line that reads but holds no legal move: read it again move by move
            entry.record = read_journal(entry.path, check=True)[0]
        except RecordError:
            pass
        else:
            progress = progress_of(entry.record)
    body = {"moves": progress.moves, "round": progress.round, "over": progress.over, "error": progress.error}
    try:
        write_atomic(path, json.dumps(body))
    except OSError:
        pass  # a read-only cache: the list still shows it, it is only worked out again next time
    return progress


def describe_all(entries: Sequence[Entry]) -> None:
    """Fill in every readable entry's progress (from the cache where it can)."""
    for entry in entries:
        if entry.record is not None and entry.progress is None:
            entry.progress = cached_progress(entry)


# --- in players' words -------------------------------------------------------------------------
def seat_label(seat: Seat, index: int, kind_label: Callable[[str], str]) -> str:
    """One player: their name (or colour) and who plays it, e.g. "Blue (Search AI, Normal)"."""
    from mint.core.seats import colour

    kind = clean(kind_label(seat.kind), 40)
    if kind.endswith(")") and " (" in kind:  # "Search AI (Normal)" reads better without nesting
        head, _, tail = kind[:-1].partition(" (")
        kind = f"{head}, {tail}"
    return str(t("{who} ({kind})", who=seat.name or colour(index), kind=kind))


def players_text(seats: Sequence[Seat], kind_label: Callable[[str], str] = lambda k: k) -> str:
    """Every player in seat order, e.g. "Ann (Person) · Blue (Heuristic bot)"."""
    return " · ".join(seat_label(s, i, kind_label) for i, s in enumerate(seats))


def progress_text(progress: Progress | None) -> str:
    """How far the game got, e.g. "Round 3 · 20 moves", "7 moves" or "Finished after 138 moves"."""
    if progress is None:
        return ""
    n = progress.moves
    if progress.over:
        return str(tn("Finished after {n} move", "Finished after {n} moves", n)) if n else str(t("Finished"))
    if progress.round is not None:
        if n == 0:
            return str(t("Round {round} · no moves yet", round=progress.round))
        return str(tn("Round {round} · {n} move", "Round {round} · {n} moves", n, round=progress.round))
    return str(tn("{n} move", "{n} moves", n)) if n else str(t("No moves yet"))


def when_text(when: float) -> str:
    """A date and time as the list shows it, e.g. "1 Dec 2026, 16:26" (local time)."""
    try:
        at = time.localtime(when)
    except (OverflowError, OSError, ValueError):
        return str(t("an unknown date"))
    hour, minute = str(at.tm_hour).zfill(2), str(at.tm_min).zfill(2)
    month = MONTHS[at.tm_mon - 1]
    return str(
        t(
            "{day} {month} {year}, {hour}:{minute}",
            day=at.tm_mday,
            month=month,
            year=at.tm_year,
            hour=hour,
            minute=minute,
        )
    )


def title_text(entry: Entry) -> str:
    """The game's name as the menu shows it (the file's name for a file that cannot be read)."""
    if entry.record is None:
        return entry.path.name
    try:
        return registry.title(entry.record.game)
    except registry.UnknownGameError:
        return entry.record.game


def slot_text(entry: Entry) -> str:
    """What the file is called: a save's name, or that it is the app's own autosave."""
    if entry.kind == UNFINISHED:
        return str(t("autosave"))
    meta = dict(entry.record.meta) if entry.record is not None else {}
    return clean(meta.get("name") or entry.path.stem, 40)


def row_lines(entry: Entry, kind_label: Callable[[str], str] = lambda k: k) -> tuple[str, str, str]:
    """The three lines of an entry's row: the game, the players, and how far it got and when."""
    when = when_text(entry.when)
    date = str(t("Last played {when}", when=when) if entry.kind == UNFINISHED else t("Saved {when}", when=when))
    if entry.record is None:
        if entry.kind == UNFINISHED:
            what = t("An unfinished game that cannot be read: {why}", why=entry.error)
        else:
            what = t("A saved game that cannot be read: {why}", why=entry.error)
        return title_text(entry), str(what), date
    players = players_text(entry.record.seats, kind_label)
    damaged = str(t("partly damaged")) if entry.record.damage else ""
    parts = [progress_text(entry.progress), date, slot_text(entry), damaged]
    return title_text(entry), players, " · ".join(p for p in parts if p)


# --- writing a save ----------------------------------------------------------------------------
def slot_name(text: str) -> str:
    """A save's name as typed, made fit for a file name (letters, digits, "-", "_" and spaces)."""
    raw = clean(text, 40)
    return "".join(c if c.isalnum() or c in "-_ " else "_" for c in raw).strip()


def taken(slot: str, folder: Path | None = None) -> bool:
    """Whether a file (of any kind) already has the name of the save ``slot``."""
    from mint.core.paths import saves_dir

    return os.path.lexists((folder or saves_dir()) / f"{slot}.json")


def free_slot(stem: str, folder: Path | None = None) -> str:
    """``stem``, or ``stem-2``, ``stem-3`` ... the first that no save has yet."""
    slot, n = stem, 1
    while taken(slot, folder) and n < 10_000:
        n += 1
        slot = f"{stem}-{n}"
    return slot


def write_save(record: Record, slot: str, replace: bool = False, folder: Path | None = None) -> Path:
    """Write ``record`` as the save ``slot``; its path. Without ``replace`` an existing save of
    that name is never touched (FileExistsError); OSError when the disk refuses."""
    from mint.core.paths import saves_dir

    path = (folder or saves_dir()) / f"{slot}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    (write_atomic if replace else write_new)(path, record.to_json())
    return path


# --- removing a file (the player's choice) -------------------------------------------------------
def delete(entry: Entry) -> str | None:
    """Delete the entry's file and what was cached for it; None when done, else why not.

    The file is deleted only if it is still the very version that was listed (same name, size
    and time), so a save written under the same name in the meantime is never lost."""
    now = Stamp.of(entry.path)
    if now is None:
        return str(t("{file} is no longer there: it was moved or deleted outside the app.", file=entry.path.name))
    if entry.stamp is not None and now != entry.stamp:
        return str(
            t(
                "{file} changed after the list was made, so it was kept; look at it again first.",
                file=entry.path.name,
            )
        )
    try:
        entry.path.unlink()
    except FileNotFoundError:
        return str(t("{file} is no longer there: it was moved or deleted outside the app.", file=entry.path.name))
    except OSError as exc:
        return str(t("{file} could not be deleted ({why}).", file=entry.path.name, why=exc.strerror or exc))
    prune_cache(entry, ())
    return None
