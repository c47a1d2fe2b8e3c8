"""Mint Italy: settlements, marinas, orders and the mercato on a small Italian island."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mint.core.declare import Declaration

GAME = Declaration(
    name="italy",
    title="Mint Italy",
    order=1,
    players=(1, 4),
    cooperative=False,
    bots=("heuristic",),
    option_players=(("persona", 1),),
    test_configs=((3, {"hen": "any"}),),
    unit=("VP", "VP"),
    accent="#3E7CB1",
    aliases=("mint-italy", "mint_italy"),
    pitch="Build villages, vineyards and henhouses on a small Italian island, then trade the harvest.",
    solo="Solo against a bot with four personas",
    picture=(2, 8),
)

if TYPE_CHECKING:  # mypy checks that the rules module keeps the rules contract over its state
    from mint.core.game import Rules

    from . import rules
    from .state import State

    RULES: Rules[State] = rules
