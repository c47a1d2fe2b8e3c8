"""Mint Cooperative: heroes keep seven towns in fresh mints against a villain's plot."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mint.core.declare import Declaration

GAME = Declaration(
    name="cooperative",
    title="Mint Cooperative",
    order=4,
    players=(1, 4),
    cooperative=True,
    bots=("heuristic",),
    test_configs=(
        (2, {"villain": "gorillic", "hard": "on", "mint_it_up": "on"}),
        (1, {"villain": "plaqula", "heroes": "choose", "mint_it_up": "on"}),
        (4, {"villain": "halitosis", "hard": "on", "heroes": "choose"}),
        (3, {"villain": "decay", "mint_it_up": "on"}),
    ),
    accent="#7A5BB5",
    aliases=("mint-cooperative", "mint_cooperative", "coop", "co-op"),
    pitch="Team up as heroes to keep seven towns in fresh mints and outlast the villain's plot.",
    solo="Solo with three heroes · Hard Mode for any team",
    picture=(2, 8),
)

if TYPE_CHECKING:  # mypy checks that the rules module keeps the rules contract over its state
    from mint.core.game import Rules

    from . import rules
    from .state import State

    RULES: Rules[State] = rules
