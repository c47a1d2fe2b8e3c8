"""Bot kinds by name: which kinds a game offers, what each is called on screen, and the factory."""

from __future__ import annotations

from typing import Any

from mint.bots.base import Bot, BotError, RandomBot
from mint.bots.levels import level_of
from mint.core import registry
from mint.core.words import t

SEARCH_KINDS = ("ismcts:easy", "ismcts:normal", "ismcts:hard")


def _game_bots(game: str) -> dict[str, Any]:
    mod = registry.bots_module(game)
    return dict(getattr(mod, "BOTS", {})) if mod else {}


def bot_kinds(game: str) -> list[str]:
    """Every bot kind a seat of ``game`` can be given."""
    return list(dict.fromkeys(["random", *_game_bots(game), *SEARCH_KINDS]))


_LABELS = {
    "human": t("Person"),
    "random": t("Random bot"),
    "heuristic": t("Heuristic bot"),
    "ismcts:easy": t("Search AI (Easy)"),
    "ismcts:normal": t("Search AI (Normal)"),
    "ismcts:hard": t("Search AI (Hard)"),
}


def kind_label(kind: str) -> str:
    """What a seat kind is called on screen, in the language in use ("Search AI (Normal)" for
    ``ismcts:normal``)."""
    said = _LABELS.get(kind)
    return str(said) if said is not None else kind


def kind_of_label(label: str) -> str:
    """The seat kind a label on screen stands for (the label itself when it is a kind)."""
    return next((k for k, v in _LABELS.items() if str(v) == label), label)


def make_bot(game: str, kind: str) -> Bot:
    """A bot of ``kind`` for ``game``; raises BotError with the kinds it knows."""
    kind = kind.strip().lower()
    if kind == "random":
        return RandomBot()
    bots = _game_bots(game)
    if kind in bots:
        return bots[kind]()
    if kind.startswith("ismcts"):
        from mint.bots.ismcts import make_ismcts  # (the search loads when a seat needs it)

        return make_ismcts(game, kind)
    raise BotError(f"unknown bot {kind!r} for {game}; choose one of: {', '.join(bot_kinds(game))}")


def unknown_bots(game: str, seats: Any) -> list[str]:
    """The seat kinds of ``seats`` that name no bot this app has for ``game`` (people excepted),
    read from the game's declaration: the menu asks this of every unfinished game before its
    first frame, so no game's rules or bots are loaded for it."""
    try:
        own: tuple[str, ...] | None = registry.declaration(game).bots
    except registry.UnknownGameError:
        own = None  # (a game this app does not have: only the random bot can sit there)
    return [seat.kind for seat in seats if not seat.is_human and not _known(own, seat.kind)]


def _known(own: tuple[str, ...] | None, kind: str) -> bool:
    """Whether ``make_bot`` makes a bot of ``kind`` for a game whose own kinds are ``own``
    (None: a game this app does not have)."""
    kind = kind.strip().lower()
    if kind == "random" or (own is not None and kind in own):
        return True
    if own is None or not kind.startswith("ismcts"):
        return False
    try:
        level_of(kind)
    except (BotError, ValueError):
        return False
    return True
