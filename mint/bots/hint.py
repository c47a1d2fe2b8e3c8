"""The hint: the Normal search bot's move for a seat, with one line saying why."""

from __future__ import annotations

from typing import Any

from mint.bots.ismcts import make_ismcts
from mint.core.game import Action
from mint.core.words import data, number, t, tn


def hint(game: str, rules: Any, observation: Any, seat: int, legal: list[Action], seed: int) -> tuple[Action, str]:
    """The Normal bot's move for ``seat`` and one line saying why, from its observation only."""
    bot = make_ismcts(game, "ismcts:normal")
    if len(legal) == 1:
        return legal[0], str(t("the only legal move"))
    result = bot.search(rules, observation, seat, legal, 0.0, seed, keep_worlds=12)
    action = bot.ranked(result.root, legal, result.exact)[0]
    child = result.root.children.get(action)
    parts = []
    heuristic = bot.hook(rules, "heuristic")
    unit = bot.hook(rules, "SCORE_UNIT") or ""
    if heuristic is not None and unit and result.worlds:
        deltas = []
        for w in result.worlds:
            try:
                deltas.append(heuristic(rules.apply(w, action), seat) - heuristic(w, seat))
            except Exception:  # noqa: BLE001, S112
                continue
        gain = sum(deltas) / len(deltas) if deltas else 0.0
        if abs(gain) >= 0.05:
            parts.append(str(t("expected {gain} {unit}", gain=_signed(gain), unit=str(data(unit)))))
    if result.exact and action in result.exact:
        chance = str(getattr(rules, "CHANCE_WORDS", t("the next draw or roll")))  # what the game draws or rolls
        n = len(result.exact)
        if chance:
            parts.append(
                str(
                    tn(
                        "the best of {n} move, each played out to the turn's end or {chance}",
                        "the best of {n} moves, each played out to the turn's end or {chance}",
                        n,
                        chance=chance,
                    )
                )
            )
        else:
            parts.append(
                str(
                    tn(
                        "the best of {n} move, each played out to the turn's end",
                        "the best of {n} moves, each played out to the turn's end",
                        n,
                    )
                )
            )
    elif child is not None and child.visits:
        if getattr(rules, "COOPERATIVE", False) or bot._flat:
            # a team's score, like a flat search's, is a gain on the position now, not a chance to win
            parts.append(
                str(
                    t(
                        "the search chose it in {chosen} of {lines} lines it played out",
                        chosen=child.visits,
                        lines=result.iterations,
                    )
                )
            )
        else:
            parts.append(str(t("chance to win about {percent}%", percent=round(100 * child.total / child.visits))))
    return action, "; ".join(parts) or str(t("the search's most tried move"))


def _signed(value: float) -> str:
    """A gain with its sign and one decimal, the language's way ("+1.5", "+1,5")."""
    return ("+" if value >= 0 else "-") + number(abs(value), 1)
