"""Mint Delivery: trucks, towns, orders and the solitaire factory."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mint.core.declare import AgeRule, Declaration

GAME = Declaration(
    name="delivery",
    title="Mint Delivery",
    order=3,
    players=(1, 5),
    cooperative=False,
    bots=("heuristic",),
    option_players=(("abilities", 2), ("road_conditions", 2), ("driver", 1)),
    test_configs=(
        (3, {"abilities": "on", "road_conditions": "3"}),
        (5, {"abilities": "on", "road_conditions": "4"}),
    ),
    unit=("star", "stars"),
    accent="#E39B2D",
    aliases=("mint-delivery", "mint_delivery"),
    pitch="Drive a mint truck round Mintopia, pick up the right mints and fill town orders for stars.",
    solo="Solitaire against one of five AI drivers",
    picture=(3, 12),
    age_rule=AgeRule(
        2,
        "Mint Delivery settles a tie at the end by most completed orders, then by the most mint "
        "value in the truck. If players are still tied, the one whose age is closest to 42 wins; "
        "a player who gave no age loses this last step.",
    ),
)

if TYPE_CHECKING:  # mypy checks that the rules module keeps the rules contract over its state
    from mint.core.game import Rules

    from . import rules
    from .model import State

    RULES: Rules[State] = rules
