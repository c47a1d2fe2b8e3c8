"""Headless drawing helpers: SDL without a display, a played session, and rendering the scene stack.

mint.scenes.shots builds the scene to draw (``main.py screenshot``)."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, Sequence

if TYPE_CHECKING:
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
    from mint.core.game import Seat
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


def render(app: Any, frames: int = 2) -> None:
    """Draw the current stack (twice, so widgets settle)."""
    import pygame

    for _ in range(frames):
        app.step(16, events=[])
        app.dirty = True
        app.draw(app.window)
    pygame.display.flip()
