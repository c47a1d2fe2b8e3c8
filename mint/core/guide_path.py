"""Where a game's guided first game is kept, and whether it has one: all the main menu asks of
the guides (its first frame loads no guide schema; ``mint.core.guide`` reads the files)."""

from __future__ import annotations

from pathlib import Path

from mint.resources import data_path


def path_of(game: str) -> Path:
    return data_path("guides", f"{game}.json")


def has_guide(game: str) -> bool:
    return bool(path_of(game).is_file())
