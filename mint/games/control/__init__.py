"""Mint Control: influence tokens, action tiles and the locations of Mintopia City."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mint.core.declare import AgeRule, Declaration

GAME = Declaration(
    name="control",
    title="Mint Control",
    order=2,
    players=(2, 4),
    cooperative=False,
    bots=("heuristic",),
    option_players=(("start", 4),),
    test_configs=((3, {"lotto": "global", "start": "3"}), (4, {"wholesaler": "own", "supplier": "always"})),
    unit=("star", "stars"),
    accent="#B23A48",
    aliases=("mint-control", "mint_control"),
    pitch="Spend mints on tokens to take control of Mintopia City's locations and their stars.",
    solo="No solo mode: play with friends, or let bots take the other seats",
    picture=(3, 12),
    age_rule=AgeRule(
        2,
        "Mint Control settles a tie at the end by most mints left, then by most tokens on "
        "locations. If players are still tied and each of them gave an age, the one whose age is "
        "closest to 42 wins.",
    ),
)

if TYPE_CHECKING:  # mypy checks that the rules module keeps the rules contract over its state
    from mint.core.game import Rules

    from . import rules
    from .state import State

    RULES: Rules[State] = rules
