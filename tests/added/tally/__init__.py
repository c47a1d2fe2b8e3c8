"""Tally: a small race game, here to show that a game in one folder joins the whole app.

Players take turns adding 1, 2 or 3 to a shared count; whoever brings it to the target wins.
Found as ``mint.games.tally`` when tests/added is on ``mint.games``' search path
(tests/core/test_added_game.py); nothing outside this folder names it.
"""

from __future__ import annotations

from mint.core.declare import AgeRule, Declaration

GAME = Declaration(
    name="tally",
    title="Mint Tally",
    order=50,
    players=(1, 3),
    cooperative=False,
    bots=("heuristic",),
    unit=("count", "counts"),
    accent="#8A6D3B",
    aliases=("mint-tally",),
    pitch="Take turns adding one to three mints to the pile; whoever makes it reach the target wins.",
    solo="Solo against a bot that always leaves you a losing count",
    picture=(2, 3),
    age_rule=AgeRule(2, "Tally never ties, so an age is never read; this is here to be seen."),
    rules_page="page.md",
)
