"""Files in the user folders written so that a kill or power cut at any moment loses nothing.

``write_atomic`` puts the new text in a temporary file beside the old one, flushes and fsyncs
it, renames it over the old file and fsyncs the folder: afterwards the name holds either the
whole old text or the whole new one. A rename replaces a symbolic link itself, so nothing is
ever written through a link. ``write_new`` does the same for a name no file has yet, and
never replaces one that appeared meanwhile. ``open_append`` continues a file the same way it was left, and
refuses a link. ``regular_file`` says whether a path names a plain file (not a link, a folder
or a FIFO that would block a read) of at most a given size.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path
from typing import IO

NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)


def fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable (not every system can open a folder: then skip)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _temporary(folder: Path, name: str, text: str) -> str:
    """A temporary file in ``folder`` holding ``text``, flushed and fsynced; its path."""
    fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
    except BaseException:
        _forget(tmp)
        raise
    return tmp


def _forget(tmp: str) -> None:
    try:
        os.unlink(tmp)
    except OSError:
        pass


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` whole, or leave it as it was (raises OSError; no .tmp left)."""
    tmp = _temporary(path.parent, path.name, text)
    try:
        os.replace(tmp, path)
    except BaseException:
        _forget(tmp)
        raise
    fsync_dir(path.parent)


def write_new(path: Path, text: str) -> None:
    """Write ``text`` whole under ``path`` only while no file has that name: FileExistsError
    when one has (even one made a moment ago by another copy of the app), OSError when the disk
    refuses. The name appears at once with the whole text (a hard link to the temporary file;
    where a disk has none, a rename that Windows refuses over a file, or a last look first)."""
    tmp = _temporary(path.parent, path.name, text)
    try:
        try:
            os.link(tmp, path)
        except FileExistsError:
            raise
        except OSError:  # no hard links on this disk
            if os.name != "nt" and os.path.lexists(path):
                raise FileExistsError(errno.EEXIST, "a file of that name exists", str(path)) from None
            os.rename(tmp, path)
    finally:
        _forget(tmp)
    fsync_dir(path.parent)


def keep_copy(path: Path, limit: int, suffix: str = ".damaged") -> Path:
    """A copy of the plain file ``path`` beside it, under a name no file has (``name.damaged``,
    ``name.damaged-2`` ...), before the app rewrites it; OSError (or ValueError) if it cannot be made."""
    text = read_text(path, limit)
    for n in range(1, 1000):
        copy = path.with_name(f"{path.name}{suffix}" + (f"-{n}" if n > 1 else ""))
        try:
            write_new(copy, text)
        except FileExistsError:
            continue
        return copy
    raise FileExistsError(errno.EEXIST, "every name for a copy is taken", str(path))


def plain_error(exc: OSError) -> str:
    """Why the disk refused, in words a player can read: no error number and no file path."""
    words = {
        errno.ENOSPC: "the disk is full",
        errno.EROFS: "the disk is read-only",
        errno.EACCES: "the folder may not be written to",
        errno.EPERM: "the folder may not be written to",
        getattr(errno, "EDQUOT", -1): "the disk quota is used up",
        errno.ENAMETOOLONG: "the name is too long",
        errno.ENOENT: "the folder is gone",
    }
    known = words.get(exc.errno) if exc.errno is not None else None
    if known:
        return known
    return (exc.strerror or "the disk refused it").rstrip(".")[:80]


def open_append(path: Path) -> IO[str]:
    """``path`` opened to add lines at its end; a symbolic link is refused (OSError)."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | NOFOLLOW)
    return os.fdopen(fd, "a", encoding="utf-8")


def regular_file(path: Path, limit: int | None = None) -> bool:
    """True when ``path`` is a plain file (checked without following a link), within ``limit`` bytes."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    if not stat.S_ISREG(st.st_mode):
        return False
    return limit is None or st.st_size <= limit


def read_text(path: Path, limit: int, errors: str = "strict") -> str:
    """A plain file's text, read only if it is one and no larger than ``limit`` bytes (OSError,
    UnicodeDecodeError or ValueError otherwise); a FIFO or a link is never opened. ``errors``
    as in ``bytes.decode`` ("replace": a damaged byte stands as U+FFFD in its line)."""
    if not regular_file(path):
        raise ValueError("not a plain file")
    fd = os.open(path, os.O_RDONLY | NOFOLLOW | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
            raise ValueError("not a plain file")
        data = f.read(limit + 1)
    if len(data) > limit:
        raise ValueError(f"larger than {limit // (1 << 20)} MiB")
    return data.decode("utf-8", errors)


def plain_files(folder: Path, suffix: str, most: int = 1000) -> list[Path]:
    """The plain files in ``folder`` whose names end in ``suffix``, newest first, at most ``most``
    (links, folders and FIFOs are left out; a folder that cannot be read gives none)."""
    found = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    for entry in entries:
        if not entry.name.endswith(suffix) or entry.name.startswith("."):
            continue
        try:
            if entry.is_file(follow_symlinks=False):
                found.append((entry.stat(follow_symlinks=False).st_mtime, entry.name, Path(entry.path)))
        except OSError:
            continue
    found.sort(reverse=True)
    return [p for _, _, p in found[:most]]
