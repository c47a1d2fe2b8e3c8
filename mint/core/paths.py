"""Where the app keeps journals, saves and settings (platformdirs; MINT_HOME overrides)."""

from __future__ import annotations

from pathlib import Path

from mint.resources import user_home

APP = "MintTinTable"


def data_dir() -> Path:
    home = user_home()
    if home:
        path = home / "data"
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    home = user_home()
    if home:
        path = home / "config"
    else:
        import platformdirs

        path = Path(platformdirs.user_config_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def journal_dir() -> Path:
    path = data_dir() / "journal"
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path
