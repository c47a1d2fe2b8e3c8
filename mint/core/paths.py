"""Where the app keeps journals, saves and settings (platformdirs; MINT_HOME overrides)."""

from __future__ import annotations

from pathlib import Path

from mint.resources import user_home

APP = "MintTinTable"


def _user_dir(kind: str) -> Path:
    """The user folder of ``kind`` ("data", "config" or "cache"), created if missing."""
    home = user_home()
    if home:
        path = home / kind
    else:
        import platformdirs

        find = {"data": platformdirs.user_data_dir, "cache": platformdirs.user_cache_dir}.get(
            kind, platformdirs.user_config_dir
        )
        path = Path(find(APP, appauthor=False))
    _make(path)
    return path


def _sub(parent: Path, name: str) -> Path:
    """The folder ``name`` inside ``parent``, created if missing."""
    path = parent / name
    _make(path)
    return path


def _make(path: Path) -> None:
    """Create a user folder if it can be; a read-only disk is reported where a file is written."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass


def data_dir() -> Path:
    return _user_dir("data")


def config_dir() -> Path:
    return _user_dir("config")


def journal_dir() -> Path:
    return _sub(data_dir(), "journal")


def saves_dir() -> Path:
    return _sub(data_dir(), "saves")


def cache_dir() -> Path:
    """The folder of files the app can make again at any time (pictures of saved positions)."""
    return _user_dir("cache")


def thumbs_dir() -> Path:
    """Pictures of the positions in saved and unfinished games, with what was read from each file."""
    return _sub(cache_dir(), "thumbs")
