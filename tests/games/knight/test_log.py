"""Mint Knight's log tells the story: what each step did and what came of it (a card and cube
found, a fight begun, the enemy defeated, experience, a new level, a skill, a unit spot), heroes
named as the panels name them, places by what they are, and hints in the imperative."""

from __future__ import annotations

import re

from mint.core.game import replace
from mint.games.knight import board as B
from mint.games.knight import bots, rules
from mint.games.knight import cards as C
from mint.games.knight import terrain as T
from mint.games.knight.actions import EndTurn, Explore, MoveTo, Next, Play
from mint.games.knight.state import Reward
from tests.games.knight.test_rules import ONE, TWO, fight, game, place, with_hand, with_move

HAND = ["fury", "stride", "parley", "mend", "ward"]


def _winning_blow(xp: int, seats=ONE):
    """Fury's Attack 2 finishes the Orc Scouts (defense 3, 2 XP) in the attack phase."""
    s = with_hand(game(seats=seats), HAND)
    s = B.with_hero(s, 0, replace(s.heroes[0], xp=xp))
    s = fight(s, "orcs-green-1", "attack", attacks=((1, "physical", False),))
    a = Play(0, 0, "basic", 0)
    assert a in rules.legal_actions(s)
    return s, a


def test_a_victory_says_the_enemy_the_experience_the_level_and_the_unit_spot():
    s, a = _winning_blow(5)
    line = rules.describe(s, a)
    assert "Victory over the Orc Scouts: +2 experience (7 XP)." in line
    assert "Level 3: defense 3, hand size 5." in line and "A unit spot opens (1 in all)." in line


def test_a_victory_that_crosses_a_skill_space_names_the_skill():
    s, a = _winning_blow(1)
    after = rules.apply(s, a)
    skill = after.skills[0].id
    line = rules.describe(s, a)
    assert "Level 2" in line and f"New skill: {C.SKILL_BY_ID[skill].name}." in line


def test_a_coop_group_with_four_skills_is_told_no_new_one_comes():
    s, a = _winning_blow(1, TWO)
    held = tuple(Reward(sk.id) for sk in C.SKILLS[:4])
    s = replace(s, skills=held, skill_deck=tuple(sk.id for sk in C.SKILLS[4:]))
    assert "already holds 4 skills, so no new one" in rules.describe(s, a)


def test_heroes_are_named_by_their_colours_and_places_by_what_they_are():
    s = with_move(with_hand(game(seats=TWO), HAND), 6)
    s = replace(s, names=("", ""))
    line = rules.describe(s, MoveTo(0, place("3")))
    assert line.startswith("Orange moved to the Town on Greenvale") and not re.search(r"\d,\d:", line)
    assert rules.describe(s, EndTurn(0)).startswith("Orange ")
    fight_line = rules.describe(s, MoveTo(0, place("5")))
    assert "the Ruins on Greenvale" in fight_line and "A fight with the " in fight_line


def test_an_explore_names_the_card_found_and_its_cube():
    s = with_move(with_hand(game(), HAND), 2)
    s = B.with_hero(s, 0, replace(s.heroes[0], place=place("E")))
    a = Explore(0, (1, 0))
    line = rules.describe(s, a)
    found = T.card(s.terrain_deck[-1]).name
    cube = [c for sl, c in rules.apply(s, a).cubes if sl == (1, 0)][0]
    assert f"You explored east of Greenvale and found {found}." in line and f"Its guiding cube is {cube}." in line


def test_skipping_the_ranged_phase_says_the_cards_go_back_and_the_mana_is_refunded():
    s = with_hand(game(), ["arcane-spark", "stride", "parley", "fury", "mend"])
    s = fight(s, "keep-red-1")
    s = rules.apply(s, Play(0, 0, "strong", 0))
    line = rules.describe(s, Next(0))
    assert "go back to the hand and their mana is refunded" in line


def test_hints_say_what_to_do():
    s = with_hand(game(), HAND)
    s = rules.apply(s, Play(0, 0, "side", 0))
    assert rules.hint_words(s, EndTurn(0)) == "End the turn"
    assert rules.hint_words(s, Play(0, 1, "side", 0)).startswith("Play ")
    s = with_move(with_hand(game(), HAND), 6)
    assert rules.hint_words(s, MoveTo(0, place("3"))) == "Move to the Town on Greenvale"


def test_every_log_line_of_a_whole_game_reads_without_place_codes_or_hero_numbers():
    bot = bots.HeuristicBot()
    s = rules.new_game(TWO, 4, {})
    s = replace(s, names=("", ""))
    for n in range(400):
        seat = rules.to_act(s)
        if seat is None:
            break
        a = bot.choose(rules, rules.observation(s, seat), seat, rules.legal_actions(s), 0.0, n)
        line = rules.describe(s, a)
        assert not re.search(r"\(-?\d+,-?\d+(:\w+)?\)|Hero \d|slot \d", line), line
        hint = rules.hint_words(s, a)
        assert hint[:1].isupper() and not hint.startswith(("You ", "Orange ", "Blue ")), hint
        s = rules.apply(s, a)
