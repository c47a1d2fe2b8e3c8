"""Renders a scene or a game position to a PNG without a display (``main.py screenshot``).

Scenes are built by name through the router, as the app opens them.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any, Sequence

from mint.core.files import write_atomic
from mint.core.game import Seat
from mint.ui.shots import headless, played_session, render


def build_scene(
    app: Any,
    target: str,
    seed: int = 0,
    actions: int = 0,
    seats: Sequence[Seat] | None = None,
    options: dict[str, str] | None = None,
    viewer: int | None = None,
) -> Any:
    """Push the scene named ``target`` (or a table of the game ``target``) onto ``app``."""
    from mint.core import registry
    from mint.core.record import Record

    scene: Any
    games = registry.menu_names() or registry.names()
    first = games[0]
    if target in ("menu", "settings", "load"):
        scene = app.make(target)
    elif target in ("setup", "rules"):
        scene = app.make(target, first)
    elif target in ("pause", "results", "log"):
        session = played_session(first, None, {}, seed, 10_000 if target == "results" else max(actions, 6))
        table = app.make("table", session)
        table.results_shown = True
        table.autoplay = False
        app.push(table)
        scene = app.make(target, session if target == "results" else table)
    elif target == "replay":
        session = played_session(first, None, {}, seed, max(actions, 12))
        rec: Record = session.record()
        scene = app.make("replay", rec)
        app.push(scene)
        app.apply_queue()
        scene.seek(len(rec.actions) // 2)
        return scene
    else:
        session = played_session(target, seats, options or {}, seed, actions)
        scene = app.make("table", session)
        scene.results_shown = True
        scene.autoplay = False
        if viewer is not None:
            scene.peek = viewer
    app.push(scene)
    app.apply_queue()
    if target == "menu" and hasattr(scene, "make_all_pictures"):
        scene.make_all_pictures()  # a still picture shows the tiles' pictures, not their placeholders
    return scene


def screenshot(
    target: str,
    out: str,
    size: tuple[int, int],
    seed: int = 0,
    actions: int = 0,
    seats: Sequence[Seat] | None = None,
    options: dict[str, str] | None = None,
    viewer: int | None = None,
    tabletop: bool = False,
) -> Path:
    headless()
    import pygame

    from mint.ui.app import App

    app = App(size, headless=True)
    app.settings.tabletop = app.settings.tabletop_solo = tabletop
    build_scene(app, target, seed, actions, seats, options, viewer)
    render(app)
    path = Path(out)
    picture = io.BytesIO()
    pygame.image.save(app.window, picture, path.name)  # the command line checked the folder first
    write_atomic(path, picture.getvalue())  # whole or not at all: a full disk raises OSError
    return path
