"""The Bot protocol, a random bot, and the error for an unknown bot kind (kinds.py names them)."""

from __future__ import annotations

from typing import Any, Protocol, Sequence

from mint.core.game import Action
from mint.core.rng import Rng


class BotError(ValueError):
    """An unknown bot kind for a game."""


class Bot(Protocol):
    """Chooses an action for one seat from that seat's observation only."""

    kind: str

    def choose(
        self,
        rules: Any,
        observation: Any,
        seat: int,
        legal: Sequence[Action],
        budget_s: float,
        seed: int,
    ) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions."""

    kind = "random"

    def choose(self, rules, observation, seat, legal, budget_s, seed):  # type: ignore[no-untyped-def]
        i, _ = Rng.from_seed(seed).randrange(len(legal))
        return legal[i]
