"""Mint Knight: a hero explores terrain cards, fights at sites and storms castles within four rounds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mint.core.declare import Declaration

GAME = Declaration(
    name="knight",
    title="Mint Knight",
    order=5,
    players=(1, 2),
    cooperative=True,
    bots=("heuristic",),
    option_players=(("hard", 1),),
    test_configs=((2, {"easy": "on"}),),
    unit=("XP", "XP"),
    accent="#4A5A6A",
    aliases=("mint-knight", "mint_knight"),
    pitch="Uncover a wild land card by card, grow your knight's deck and storm every castle in it.",
    solo="Solo with Easy or Hard Mode · two heroes in co-op",
    picture=(1, 8),
)

if TYPE_CHECKING:  # mypy checks that the rules module keeps the rules contract over its state
    from mint.core.game import Rules

    from . import rules
    from .state import State

    RULES: Rules[State] = rules
