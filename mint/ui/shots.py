"""Renders a scene or a game position to a PNG without a display (``main.py screenshot``)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Sequence

from mint.core.game import Seat


def headless() -> None:
    os.environ["SDL_VIDEODRIVER"] = os.environ.get("SDL_VIDEODRIVER") or "dummy"
    if os.environ["SDL_VIDEODRIVER"] not in ("dummy", "offscreen"):
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def played_session(game: str, seats: Sequence[Seat] | None, options: dict[str, str], seed: int, actions: int) -> Any:
    """A session of ``game`` after ``actions`` bot moves (each seat's kind plays; humans play random)."""
    from mint.bots.kinds import make_bot
    from mint.core import registry
    from mint.core.session import Session

    rules = registry.get(game)
    if seats is None:
        n = max(rules.MIN_PLAYERS, min(rules.MAX_PLAYERS, 3))
        seats = tuple(Seat("random") for _ in range(n))
    session = Session(game, seats, seed, options)
    bots = {i: make_bot(game, "random" if s.is_human else s.kind) for i, s in enumerate(seats)}
    for i in range(actions):
        seat = rules.to_act(session.state)
        if seat is None:
            break
        legal = session.legal()
        a = bots[seat].choose(rules, rules.observation(session.state, seat), seat, legal, 0.2, seed * 31 + i)
        session.apply(a)
    return session


def build_scene(app: Any, target: str, seed: int = 0, actions: int = 0, seats: Sequence[Seat] | None = None,
                options: dict[str, str] | None = None, viewer: int | None = None) -> Any:
    """Push the scene named ``target`` (or a table of the game ``target``) onto ``app``."""
    from mint.core import registry
    from mint.core.record import Record

    scene: Any
    games = registry.menu_names() or registry.names()
    first = games[0]
    if target == "menu":
        from mint.scenes.menu import MenuScene

        scene = MenuScene(app)
    elif target == "setup":
        from mint.scenes.setup import SetupScene

        scene = SetupScene(app, first)
    elif target == "settings":
        from mint.scenes.settings import SettingsScene

        scene = SettingsScene(app)
    elif target == "rules":
        from mint.scenes.rules import RulesScene

        scene = RulesScene(app, first)
    elif target == "load":
        from mint.scenes.load import LoadScene

        scene = LoadScene(app)
    elif target in ("pause", "results"):
        from mint.scenes.table import TableScene

        session = played_session(first, None, {}, seed, 10_000 if target == "results" else max(actions, 6))
        table = TableScene(app, session)
        table.results_shown = True
        table.autoplay = False
        app.push(table)
        if target == "pause":
            from mint.scenes.pause import PauseScene

            scene = PauseScene(app, table)
        else:
            from mint.scenes.results import ResultsScene

            scene = ResultsScene(app, session)
    elif target == "replay":
        from mint.scenes.replay import ReplayScene

        session = played_session(first, None, {}, seed, max(actions, 12))
        rec: Record = session.record()
        scene = ReplayScene(app, rec)
        app.push(scene)
        app.apply_queue()
        scene.seek(len(rec.actions) // 2)
        return scene
    else:
        from mint.scenes.table import TableScene

        session = played_session(target, seats, options or {}, seed, actions)
        if seats is None:
            pass
        scene = TableScene(app, session)
        scene.results_shown = True
        scene.autoplay = False
        if viewer is not None:
            scene.peek = viewer
    app.push(scene)
    app.apply_queue()
    return scene


def render(app: Any, frames: int = 2) -> None:
    """Draw the current stack (twice, so widgets settle)."""
    import pygame

    for _ in range(frames):
        app.step(16, events=[])
        app.dirty = True
        app.draw(app.window)
    pygame.display.flip()


def screenshot(target: str, out: str, size: tuple[int, int], seed: int = 0, actions: int = 0,
               seats: Sequence[Seat] | None = None, options: dict[str, str] | None = None,
               viewer: int | None = None) -> Path:
    headless()
    import pygame

    from mint.ui.app import App

    app = App(size, headless=True)
    build_scene(app, target, seed, actions, seats, options, viewer)
    render(app)
    path = Path(out)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.window, str(path))
    return path
