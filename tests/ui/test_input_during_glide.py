"""Keys and presses of the person to act are never lost to a glide: pieces still sliding from the
last move land at once and the input acts on the new position (found by a real-window co-op game,
where Tab presses during a glide were dropped and Enter then played another move)."""

from __future__ import annotations

import random

import pygame

from tests.ui.screen_harness import idle, key, table_app


def test_tab_tab_enter_right_after_a_move_plays_the_second_move_of_the_new_position() -> None:
    app, table = table_app("control", 4)
    rng = random.Random(4)
    for _ in range(30):
        acts = table.my_actions()
        assert acts
        table.perform(rng.choice(acts), speed=1.0)  # a move with its glide
        if table.motion.glides and len(table.legal()) >= 2:
            break
        idle(app, 40)
    assert table.motion.glides, "a glide is running"
    after = list(table.legal())
    cursor = table.session.cursor
    key(pygame.K_TAB)
    key(pygame.K_TAB)
    key(pygame.K_RETURN)
    idle(app, 1)
    assert table.session.cursor == cursor + 1, "Enter played a move"
    assert table.session.actions[-1] == after[1], "the second move of the new position, as Tab showed"


def test_a_bots_glide_is_not_cut_short_by_a_key() -> None:
    app, table = table_app("control", 4, bots=("heuristic", "heuristic"))
    for _ in range(200):
        if table.motion.glides and not table.human_to_act():
            break
        app.frame(16)
    assert table.motion.glides and not table.human_to_act(), "the bot's move slides while the bot still acts"
    key(pygame.K_TAB)
    app.frame(1)
    assert table.motion.glides, "the bot's move still slides: the pacing is the bot's"
