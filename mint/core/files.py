"""Files in the user folders written so that a kill or power cut at any moment loses nothing.

``write_atomic`` puts the new text in a temporary file beside the old one, flushes and fsyncs
it, renames it over the old file and fsyncs the folder: afterwards the name holds either the
whole old text or the whole new one. A rename replaces a symbolic link itself, so nothing is
ever written through a link. ``open_append`` continues a file the same way it was left, and
refuses a link. ``regular_file`` says whether a path names a plain file (not a link, a folder
or a FIFO that would block a read) of at most a given size.
"""

from __future__ import annotations

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


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` whole, or leave it as it was (raises OSError; no .tmp left)."""
    folder = path.parent
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_dir(folder)


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


def read_text(path: Path, limit: int) -> str:
    """A plain file's text, read only if it is one and no larger than ``limit`` bytes (OSError,
    UnicodeDecodeError or ValueError otherwise); a FIFO or a link is never opened."""
    if not regular_file(path):
        raise ValueError("not a plain file")
    fd = os.open(path, os.O_RDONLY | NOFOLLOW | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
            raise ValueError("not a plain file")
        data = f.read(limit + 1)
    if len(data) > limit:
        raise ValueError(f"larger than {limit // (1 << 20)} MiB")
    return data.decode("utf-8")


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
