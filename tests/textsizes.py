"""Measuring the words a game's table draws: every line the kit renders from a game's view
modules, with its pixel size, so a test can hold each table to the readable sizes (at least
12 px at 1280x720 and 18 px at 1920x1080)."""

from __future__ import annotations

import os
import sys
from typing import Any, Callable, Sequence

import pygame
import pytest

import mint.ui.kit as kit_module
from mint.core.game import Seat
from mint.scenes.shots import build_scene
from mint.ui.app import App

#: the least pixel size of any word at each window size
SIZES = {(1280, 720): 12, (1920, 1080): 18}


def _from(view_dir: str) -> bool:
    frame: Any = sys._getframe(2)
    while frame is not None:
        if os.path.dirname(frame.f_code.co_filename) == view_dir:
            return True
        frame = frame.f_back
    return False


def spy(monkeypatch: pytest.MonkeyPatch, view_dir: str) -> list[tuple[int, str]]:
    """From now on, (pixel size, text) of every line that code in ``view_dir`` has the kit render."""
    seen: list[tuple[int, str]] = []
    plain: Callable[..., pygame.Surface] = kit_module._text_surface.__wrapped__

    def record(text: str, size: int, color: Any, bold: bool) -> pygame.Surface:
        if _from(view_dir):
            seen.append((size, text))
        return plain(text, size, color, bold)

    record.cache_clear = lambda: None  # type: ignore[attr-defined]  # (App() clears the kit's caches)
    monkeypatch.setattr(kit_module, "_text_surface", record)
    return seen


def render(
    size: tuple[int, int], game: str, seats: Sequence[Seat], moves: int, seed: int, options: dict | None = None
) -> App:
    """A headless window of ``size`` showing ``game`` after ``moves`` seeded moves, drawn a few times."""
    app = App(size, headless=True)
    app.settings.speed = "instant"
    build_scene(app, game, seed=seed, actions=moves, seats=tuple(seats), options=options or {})
    for _ in range(3):
        app.dirty = True
        app.step(16, [])
    return app


def problems(drawn: list[tuple[int, str]], least: int) -> tuple[list[tuple[int, str]], list[str]]:
    """The lines under ``least`` px, and the lines cut short with an ellipsis."""
    small = sorted({(px, text) for px, text in drawn if px < least})
    cut = sorted({text for _, text in drawn if text.endswith("…")})
    return small, cut
