"""Where the app keeps journals, saves and settings (platformdirs; MINT_HOME overrides)."""

from __future__ import annotations

from pathlib import Path

from mint.resources import user_home

APP = "MintTinTable"


def _user_dir(kind: str) -> Path:
    """The user folder of ``kind`` ("data" or "config"), created if missing."""
    home = user_home()
    if home:
        path = home / kind
    else:
        import platformdirs

        find = platformdirs.user_data_dir if kind == "data" else platformdirs.user_config_dir
        path = Path(find(APP, appauthor=False))
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
    path = data_dir() / "journal"
    _make(path)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    _make(path)
    return path


def cache_dir() -> Path:
    """The folder of files the app can make again at any time (pictures of saved positions)."""
    home = user_home()
    if home:
        path = home / "cache"
    else:
        import platformdirs

        path = Path(platformdirs.user_cache_dir(APP, appauthor=False))
    _make(path)
    return path


def thumbs_dir() -> Path:
    """Pictures of the positions in saved and unfinished games, with what was read from each file."""
    path = cache_dir() / "thumbs"
    _make(path)
    return path
