"""The Bot protocol, a random bot, and the factory that turns a kind name into a bot."""

from __future__ import annotations

from typing import Any, Protocol, Sequence

from mint.core import registry
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


def _game_bots(game: str) -> dict[str, Any]:
    mod = registry.bots_module(game)
    return dict(getattr(mod, "BOTS", {})) if mod else {}


def bot_kinds(game: str) -> list[str]:
    """Every bot kind a seat of ``game`` can be given."""
    kinds = ["random", *_game_bots(game)]
    try:
        from mint.bots import ismcts  # noqa: F401

        kinds += ["ismcts:easy", "ismcts:normal", "ismcts:hard"]
    except ImportError:
        pass
    return list(dict.fromkeys(kinds))


_LABELS = {
    "human": "Person",
    "random": "Random bot",
    "heuristic": "Heuristic bot",
    "ismcts:easy": "Search AI (Easy)",
    "ismcts:normal": "Search AI (Normal)",
    "ismcts:hard": "Search AI (Hard)",
}


def kind_label(kind: str) -> str:
    """What a seat kind is called on screen ("Search AI (Normal)" for ``ismcts:normal``)."""
    return _LABELS.get(kind, kind)


def kind_of_label(label: str) -> str:
    """The seat kind a label on screen stands for (the label itself when it is a kind)."""
    return next((k for k, v in _LABELS.items() if v == label), label)


def make_bot(game: str, kind: str) -> Bot:
    """A bot of ``kind`` for ``game``; raises BotError with the kinds it knows."""
    kind = kind.strip().lower()
    if kind == "random":
        return RandomBot()
    bots = _game_bots(game)
    if kind in bots:
        return bots[kind]()
    if kind.startswith("ismcts"):
        try:
            from mint.bots.ismcts import make_ismcts
        except ImportError:
            pass
        else:
            return make_ismcts(game, kind)
    raise BotError(f"unknown bot {kind!r} for {game}; choose one of: {', '.join(bot_kinds(game))}")
