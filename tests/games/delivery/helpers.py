"""Building hand-made Mint Delivery positions for scenario tests."""

from __future__ import annotations

import gettext
from typing import Any

from mint.core.game import Seat
from mint.games.delivery import rules
from mint.games.delivery.cards import ORDER_INDEX
from mint.games.delivery.model import Stack, State, rep
from tests.catalogues import compiled


def O(card: str) -> int:  # noqa: E743 - reads like the card id
    """The index of an order card, e.g. O("D-T1-08")."""
    return ORDER_INDEX[card]


def seats(n: int, ages: tuple[int | None, ...] | None = None) -> tuple[Seat, ...]:
    return tuple(Seat("human", f"P{i + 1}", ages[i] if ages else None) for i in range(n))


def start(n: int = 3, seed: int = 1, **options: str) -> State:
    """A multiplayer game past setup, everyone keeping no orders."""
    s = rules.new_game(seats(n), seed, options)
    for _ in range(n):
        s = rules.apply(s, rules.parse_action("keep none"))
    return s


def solo(driver: str = "rita", seed: int = 1) -> State:
    return rules.new_game(seats(1), seed, {"driver": driver})


def truck(s: State, seat: int, **changes: Any) -> State:
    trucks = list(s.trucks)
    if "orders" in changes:
        changes["orders"] = tuple(O(o) if isinstance(o, str) else o for o in changes["orders"])
    if "done" in changes:
        changes["done"] = tuple(O(o) if isinstance(o, str) else o for o in changes["done"])
    trucks[seat] = rep(trucks[seat], **changes)
    return rep(s, trucks=tuple(trucks))


def town(
    s: State, i: int, row: tuple[str, ...] = (), deck: tuple[str, ...] = (), bonus: tuple[int, ...] | None = None
) -> State:
    """Set town/stack ``i`` (0-3): its face-up row and its deck (top first)."""
    towns = list(s.towns)
    towns[i] = Stack(tuple(O(o) for o in deck), tuple(O(o) for o in row), bonus or (0,) * len(row))
    return rep(s, towns=tuple(towns))


def turn(s: State, **changes: Any) -> State:
    return rep(s, turn=rep(s.turn, **changes))


def act(s: State, *texts: str) -> State:
    for t in texts:
        s = rules.apply(s, rules.parse_action(t))
    return s


def legal(s: State) -> set[str]:
    return {str(a) for a in rules.legal_actions(s)}


def italian() -> gettext.GNUTranslations:
    """The game's Italian catalogue compiled from its .po, the app's own behind it (as at run time)."""
    return compiled("it", "delivery")


ITALIAN_WORDS = {"Riserva", "Scatola", "Pile di ordini", "Consegnate:", "IA", "Carica 4", "Molo"}
"""Words the table draws in every mode, in Italian: seeing one, the table speaks Italian."""
