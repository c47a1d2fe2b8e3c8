"""Files in the user folders written so that a kill or power cut at any moment loses nothing.

``write_atomic`` puts the new text in a temporary file beside the old one, flushes and fsyncs
it, renames it over the old file and fsyncs the folder: afterwards the name holds either the
whole old text or the whole new one. A rename replaces a symbolic link itself, so nothing is
ever written through a link. ``write_new`` does the same for a name no file has yet, and
never replaces one that appeared meanwhile. ``write_locked`` writes a journal the same way and
keeps it open, locked against other copies of the app (``try_lock``: flock on POSIX, a lock on a
byte far past the end on Windows), to add lines to; ``same_file`` notices a file replaced under
it. ``regular_file`` says whether a path names a plain file (not a link, a folder or a FIFO that
would block a read) of at most a given size.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path
from typing import IO, Any

from mint.core.words import Said, t

fcntl: Any
msvcrt: Any
try:
    import fcntl
except ImportError:  # Windows
    fcntl = None
try:
    import msvcrt
except ImportError:  # everywhere else
    msvcrt = None

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


def _temporary(folder: Path, name: str, text: str | bytes) -> str:
    """A temporary file in ``folder`` holding ``text`` (UTF-8) or bytes, flushed and fsynced; its path."""
    fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(text.encode("utf-8") if isinstance(text, str) else text)
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


def write_atomic(path: Path, text: str | bytes) -> None:
    """Replace ``path`` with ``text`` (or bytes) whole, or leave it as it was (raises OSError; no
    .tmp left)."""
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


# --- one copy of the app owns a journal -----------------------------------------------------------
LOCK_AT = 1 << 40
"""Windows: the byte whose lock stands for the file's, far past the end of any journal, so that a
lock there never stops another copy of the app from reading the file."""
_HELD: set[tuple[int, int]] = set()
"""The files (device, inode) this process holds the lock of."""


def try_lock(fd: int) -> bool:
    """Take an exclusive lock on the open file ``fd`` for as long as it stays open, without
    waiting: False when another open of the file (in any process) holds it. Where the system or
    the disk has no locks, True (nothing to protect with)."""
    if fcntl is not None:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            return exc.errno not in (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK)
        return True
    if msvcrt is not None:
        at = os.lseek(fd, 0, os.SEEK_CUR)
        try:
            os.lseek(fd, LOCK_AT, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        finally:
            os.lseek(fd, at, os.SEEK_SET)
        return True
    return True


def _key(st: os.stat_result) -> tuple[int, int]:
    return (st.st_dev, st.st_ino)


def held(f: IO[Any]) -> None:
    """Note that this process holds the lock of the open file ``f``."""
    _HELD.add(_key(os.fstat(f.fileno())))


def released(f: IO[Any]) -> None:
    """Close ``f``, letting go of its lock."""
    try:
        _HELD.discard(_key(os.fstat(f.fileno())))
    except (OSError, ValueError):
        pass
    try:
        f.close()
    except OSError:
        pass


def busy_elsewhere(path: Path) -> bool:
    """Whether another copy of the app holds the lock of the plain file at ``path`` (a look that
    takes the lock for an instant; a file this process holds is not busy elsewhere)."""
    try:
        fd = os.open(path, os.O_RDONLY | NOFOLLOW | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return False
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or _key(st) in _HELD:
            return False
        return not try_lock(fd)
    finally:
        os.close(fd)


def write_locked(path: Path, text: str) -> IO[str]:
    """``write_atomic`` whose new file is locked (``try_lock``) before its name appears, and kept
    open to add lines at its end: no other copy of the app can take it in between."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    f = os.fdopen(fd, "w", encoding="utf-8")
    try:
        try_lock(f.fileno())
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        f.close()
        _forget(tmp)
        raise
    held(f)
    fsync_dir(path.parent)
    return f


def same_file(f: IO[Any], path: Path) -> bool:
    """Whether ``path`` still names the open file ``f`` (not moved, deleted or replaced, by a link
    or another file, since it was opened)."""
    try:
        return _key(os.fstat(f.fileno())) == _key(os.lstat(path))
    except (OSError, ValueError):
        return False


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


def plain_error(exc: OSError) -> Said | str:
    """Why the disk refused, in words a player can read: no error number and no file path."""
    words = {
        errno.ENOSPC: t("the disk is full"),
        errno.EROFS: t("the disk is read-only"),
        errno.EACCES: t("the folder may not be written to"),
        errno.EPERM: t("the folder may not be written to"),
        getattr(errno, "EDQUOT", -1): t("the disk quota is used up"),
        errno.ENAMETOOLONG: t("the name is too long"),
        errno.ENOENT: t("the folder is gone"),
    }
    known = words.get(exc.errno) if exc.errno is not None else None
    if known:
        return known
    return exc.strerror.rstrip(".")[:80] if exc.strerror else t("the disk refused it")


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
    UnicodeDecodeError or ValueError otherwise), without a byte-order mark; a FIFO or a link is
    never opened. ``errors``
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
    return data.decode("utf-8-sig", errors)  # (a byte-order mark some editors add is no text)


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
