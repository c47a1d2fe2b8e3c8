"""The search bot's levels: how much it searches, its safety cap, and the settings a kind may tune.

A level's budget is counted in iterations. ``cap_s`` is only a safety net against a runaway
search, set far above the longest decisions measured (about 1 s at Easy and Normal, 2 s at
Hard, uncapped, on a two-core machine shared with other work), so that normal play, even on a
busy machine, never reaches it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass

from mint.bots.base import BotError


@dataclass(frozen=True, slots=True)
class Level:
    """One difficulty: how much to search, how long at most, and how often to slip."""

    name: str
    iterations: int
    cap_s: float  # a safety net: the iteration budget decides, this only stops a runaway search
    rollout_depth: int
    mistake: float = 0.0  # chance of deliberately playing a weaker move
    exploration: float = 0.7
    policy: float = 0.9  # share of rollout moves the game's heuristic bot makes (else random)
    prior: float = 0.2  # weight of the heuristic bot's move in the tree (0: plain UCB)
    quiet: int = 0  # extra rollout moves allowed to reach the end of a turn or the next draw
    spend: float = 60.0  # rollout-bot cost per iteration, in rules applications (0: no limit)
    worlds: int = 0  # how many sampled worlds the search cycles through (0: a new one each time)
    through: int = 0  # chance events a rollout plays out once past its depth
    flat: float = 100.0  # a rollout bot this cheap (in rules applications a move) makes the search flat
    plies: int = 1  # how many moves deep a flat search grows its tree before the bot plays on
    reply: int = 0  # 1: a flat rollout also plays the other seats' turns, draws and all, and
    # measures when the turn comes back to the seat (0: it stops where the seat's turn ends)


LEVELS = {
    "easy": Level("easy", iterations=60, cap_s=5.0, rollout_depth=3, mistake=0.3, worlds=8),
    "normal": Level("normal", iterations=400, cap_s=10.0, rollout_depth=4, worlds=16),
    "hard": Level("hard", iterations=1200, cap_s=30.0, rollout_depth=4, worlds=32, reply=1),
}

SAFETY = 0.88
"""Share of the cap the search may use; the rest covers the last apply and the final choice."""

MIN_SHARE = 0.15
"""Below this share of rollout moves the rollout bot is left out and play is random."""

RUN_ON = 40
"""Most extra rollout moves spent playing out one chance event."""

_TUNABLE = {
    "iters": ("iterations", int, 1, 10_000_000),
    "cap": ("cap_s", float, 0.0, 3600.0),
    "depth": ("rollout_depth", int, 0, 200),
    "mistake": ("mistake", float, 0.0, 1.0),
    "c": ("exploration", float, 0.0, 10.0),
    "policy": ("policy", float, 0.0, 1.0),
    "prior": ("prior", float, 0.0, 1.0),
    "worlds": ("worlds", int, 1, 256),
    "spend": ("spend", float, 0.0, 1000.0),
    "quiet": ("quiet", int, 0, 100),
    "through": ("through", int, 0, 100),
    "flat": ("flat", float, 0.0, 10_000.0),
    "plies": ("plies", int, 0, 10),
    "reply": ("reply", int, 0, 3),
}
"""Each setting a level may be tuned by: the field, its type and its bounds (a save or the
command line may name any of them, so every value is checked)."""


def level_of(kind: str, game: Mapping[str, object] | None = None) -> Level:
    """The level named in ``ismcts:LEVEL`` (plain ``ismcts`` is normal).

    ``game`` is a game's own settings for every level (its bots module's ``SEARCH``, e.g.
    ``{"through": 1}``), applied before the kind's. For tuning, ``ismcts:normal/depth=4/policy=0.5``
    changes a level's settings.
    """
    _, _, spec = kind.strip().lower().partition(":")
    name, *tweaks = (spec or "normal").split("/")
    if name not in LEVELS:
        raise BotError(f"unknown level {name!r} for ismcts; choose one of: {', '.join(LEVELS)}")
    return _tweaked(base_level(name, game), tweaks)


def base_level(name: str, game: Mapping[str, object] | None = None) -> Level:
    """Level ``name`` with a game's own settings (see ``level_of``)."""
    return _tweaked(LEVELS[name], [f"{k}={v}" for k, v in (game or {}).items()])


def _tweaked(level: Level, tweaks: list[str]) -> Level:
    for tweak in tweaks:
        key, _, value = tweak.partition("=")
        if key not in _TUNABLE:
            raise BotError(f"unknown ismcts setting {key!r}; known: {', '.join(_TUNABLE)}")
        field, cast, lo, hi = _TUNABLE[key]
        try:
            number = cast(value)
        except ValueError:
            raise BotError(f"ismcts setting {key} needs a number; got {value[:20]!r}") from None
        if not lo <= number <= hi:  # also refuses nan
            raise BotError(f"ismcts setting {key} must be between {lo} and {hi}; got {value[:20]!r}")
        level = dataclasses.replace(level, **{field: number})
    return level
