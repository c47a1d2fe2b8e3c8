"""Mint Delivery multiplayer end of the game and scoring (rulebook: "End of the Game", "Scoring")."""

from __future__ import annotations

from collections.abc import Sequence

from mint.core.game import Outcome
from mint.core.words import t
from mint.games.delivery.cards import (
    ORDERS,
)
from mint.games.delivery.model import (
    State,
    Truck,
    truck_value,
)

STARS, COMPLETED, VALUE = t("Stars"), t("Completed orders"), t("Mint value in truck")
"""The rows of the results' breakdown (the stars add up to the score; the others break ties)."""
AGE = t("age closest to 42")


def stars(truck: Truck) -> int:
    return sum(ORDERS[o].stars for o in truck.done if o >= 0)


def _ranking(s: State, entrants: Sequence[int], ages: Sequence[int | None]) -> tuple[list[int], str | None]:
    """Winners among ``entrants`` by stars, then completed orders, truck value, age closest to 42."""
    keys = [
        (t("most completed orders"), lambda i: len(s.trucks[i].done)),
        (t("highest mint value in the truck"), lambda i: truck_value(s.trucks[i])),
        (AGE, lambda i: -abs((ages[i] or 0) - 42) if ages[i] is not None else -(10**6)),
    ]
    best = max(stars(s.trucks[i]) for i in entrants)
    tied = [i for i in entrants if stars(s.trucks[i]) == best]
    used = None
    for name, key in keys:
        if len(tied) < 2:
            break
        if name == AGE and all(ages[i] is None for i in tied):
            break
        top = max(key(i) for i in tied)
        narrowed = [i for i in tied if key(i) == top]
        if len(narrowed) < len(tied):
            used = str(name)
        tied = narrowed
    if len(tied) > 1:
        used = "shared win"
    return tied, used


def outcome(s: State) -> Outcome:
    """Final stars of a finished multiplayer game, with the tie-breaks of the rulebook."""
    n = len(s.seats)
    winners, used = _ranking(s, range(n), [seat.age for seat in s.seats])
    return Outcome(
        scores=tuple(float(stars(t)) for t in s.trucks),
        winners=tuple(winners),
        breakdown=(
            (str(STARS), tuple(float(stars(t)) for t in s.trucks)),
            (str(COMPLETED), tuple(float(len(t.done)) for t in s.trucks)),
            (str(VALUE), tuple(float(truck_value(t)) for t in s.trucks)),
        ),
        tiebreak=used,
    )
