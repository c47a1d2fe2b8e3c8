"""Finds the app's own files (data/, sprites/) from source and in a frozen build; pure."""

from __future__ import annotations

import json
import os
import sys
from functools import cache
from pathlib import Path
from typing import Any


def root() -> Path:
    """The folder that holds data/ and sprites/."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def data_path(*parts: str) -> Path:
    """A path under data/, e.g. data_path("control", "locations.json")."""
    return root().joinpath("data", *parts)


def sprite_path(*parts: str) -> Path:
    """A path under sprites/, e.g. sprite_path("common", "star.svg")."""
    return root().joinpath("sprites", *parts)


@cache
def load_json(*parts: str) -> Any:
    """Parse a JSON file under data/ once and keep it."""
    with open(data_path(*parts), encoding="utf-8") as fh:
        return json.load(fh)


def user_home() -> Path | None:
    """An override for the user folders (tests set MINT_HOME)."""
    home = os.environ.get("MINT_HOME")
    return Path(home) if home else None
