"""Rule boundaries of Mint Knight that a one-step change of the rules would move: each threshold
exactly, and one past it.

- Blocking: a block equal to the attack (Swift: twice the attack) stops it; one less lets wounds in.
- Wounds: each wound takes the defense off what is left until nothing is (attack equal to the
  defense is one wound, one more is two).
- Ranged and attack: a total equal to the defense wins; one less does not. Inefficient points
  are halved rounding down.
- Experience: the skill and unit icons are crossed on reaching their space, not one point before.
- Co-op: a level-up gives the group a skill while it holds 3, none once it holds 4 (the flip stays).
- Co-op turns: the heroes alternate; a hero whose round is over is skipped; a new round is
  begun by the first hero, whoever ended the last one.
- Points: Explore at exactly 2 Move, recruiting with influence equal to the cost, readying a
  wounded unit with exactly 2 heal points.
- The fourth round's end loses; the third's does not.
"""

from __future__ import annotations

import pytest

from mint.core.game import IllegalActionError, replace
from mint.games.knight import board as B
from mint.games.knight import cards as C
from mint.games.knight import combat as F
from mint.games.knight import play, rules
from mint.games.knight.actions import EndTurn, Explore, Heal, Next, Play, Recruit, Wound
from mint.games.knight.state import ATTACK, COOP, PLAYED, WOUNDED, WOUNDS, Reward, Unit
from tests.games.knight.test_rules import ONE, TWO, act, fight, game, place, with_hand, with_move

HAND = ["fury", "stride", "parley", "mend", "ward"]


def blocking(enemy: str, *blocks: tuple[int, str]):
    s = fight(with_hand(game(), HAND), enemy, "block", blocks=blocks)
    return act(s, Next(0))


# --- Blocking ---------------------------------------------------------------------------------------


def test_a_block_exactly_equal_to_the_attack_stops_it():
    s = blocking("keep-red-1", (5, "physical"))  # Swordsmen, attack 5
    assert s.combat.phase == ATTACK and s.combat.left == 0


def test_a_block_one_short_of_the_attack_lets_the_whole_attack_in():
    s = blocking("keep-red-1", (4, "physical"))
    assert s.combat.phase == WOUNDS and s.combat.left == 5


def test_swift_needs_twice_the_attack_blocked_exactly():
    assert blocking("keep-white-1", (8, "physical")).combat.phase == ATTACK  # Crossbowmen, attack 4
    assert blocking("keep-white-1", (7, "physical")).combat.phase == WOUNDS


def test_an_inefficient_block_is_halved_rounding_down_at_the_threshold():
    # Orc Shaman, elemental attack 3: 6 physical points block 3, 5 block only 2
    assert blocking("orcs-white-1", (6, "physical")).combat.phase == ATTACK
    assert blocking("orcs-white-1", (5, "physical")).combat.phase == WOUNDS


# --- Wounds ------------------------------------------------------------------------------------------


def _wounds_taken(enemy: str) -> int:
    s = blocking(enemy)
    n = 0
    while s.combat.phase == WOUNDS:
        s = act(s, Wound(0, B.free_cards(s.heroes[0])[0]))
        n += 1
    return n


def test_an_attack_equal_to_the_defense_is_one_wound_and_one_more_is_two():
    assert B.defense(game().heroes[0]) == 2
    assert _wounds_taken("orcs-green-1") == 2  # attack 3 against defense 2: 3-2=1, then 1-2<0
    s = with_hand(game(), HAND)
    s = fight(s, "keep-red-1", "wounds", left=2)
    assert act(s, Wound(0, 0)).combat.phase == ATTACK  # exactly the defense: one wound ends it
    s = fight(with_hand(game(), HAND), "keep-red-1", "wounds", left=3)
    assert act(s, Wound(0, 0)).combat.phase == WOUNDS  # one more: a second wound is due


# --- Ranged and attack -------------------------------------------------------------------------------


def test_a_ranged_total_equal_to_the_defense_wins_and_one_less_goes_on():
    s = with_hand(game(), HAND)
    assert F.check_won(fight(s, "keep-red-1", attacks=((5, "physical", True),))).combat is None  # defense 5
    assert F.check_won(fight(s, "keep-red-1", attacks=((4, "physical", True),))).combat is not None


def test_an_attack_total_equal_to_the_defense_wins_and_one_less_does_not():
    s = with_hand(game(), HAND)
    assert F.check_won(fight(s, "keep-red-1", ATTACK, attacks=((5, "physical", False),))).combat is None
    assert F.check_won(fight(s, "keep-red-1", ATTACK, attacks=((4, "physical", False),))).combat is not None


def test_inefficient_attack_is_halved_rounding_down_at_the_defense():
    s = with_hand(game(), HAND)  # Frost Drake: defense 7, physical immune
    won = fight(s, "dragon-white-1", ATTACK, attacks=((14, "physical", False),))
    short = fight(s, "dragon-white-1", ATTACK, attacks=((13, "physical", False),))
    assert F.check_won(won).combat is None and F.check_won(short).combat is not None


# --- Experience ---------------------------------------------------------------------------------------


def _won_with_xp(xp: int, seats=ONE, skills=()):
    s = with_hand(game(seats=seats), HAND)
    s = B.with_hero(s, 0, replace(s.heroes[0], xp=xp))
    s = replace(
        s, skills=tuple(Reward(k) for k in skills), skill_deck=tuple(k for k in s.skill_deck if k not in skills)
    )
    s = fight(s, "orcs-green-1", ATTACK, attacks=((3, "physical", False),))  # 2 XP
    return F.check_won(s)


def _kinds(s) -> list[str]:
    return [d.kind for d in s.pending]  # (the fight is at the ruins: an artifact choice comes too)


def test_the_skill_icon_is_crossed_on_reaching_its_space_not_one_before():
    level2 = C.XP_TRACK[0].xp  # 3
    s = _won_with_xp(level2 - 2)
    assert s.heroes[0].xp == level2 and B.level(s.heroes[0]) == 2
    assert len(s.skills) == 1 and "flip" in _kinds(s)
    s = _won_with_xp(level2 - 3)
    assert s.heroes[0].xp == level2 - 1 and B.level(s.heroes[0]) == 1 and not s.skills and "flip" not in _kinds(s)


def test_the_first_unit_spot_comes_on_reaching_its_space():
    level3 = C.XP_TRACK[1].xp  # 7
    assert B.unit_spots(_won_with_xp(level3 - 2).heroes[0]) == 1
    assert B.unit_spots(_won_with_xp(level3 - 3).heroes[0]) == 0


def test_a_coop_group_holding_three_skills_gains_a_fourth_and_one_holding_four_gains_none():
    assert C.COOP_MAX_SKILLS == 4
    kinds = [sk.id for sk in C.SKILLS]
    s = _won_with_xp(1, TWO, kinds[:3])
    assert s.mode == COOP and len(s.skills) == 4 and "flip" in _kinds(s)
    s = _won_with_xp(1, TWO, kinds[:4])
    assert len(s.skills) == 4 and len(s.skill_deck) == len(kinds) - 4
    assert "flip" in _kinds(s)  # the card flip still comes with the level


def test_a_solo_hero_holding_four_skills_still_gains_a_fifth():
    kinds = [sk.id for sk in C.SKILLS]
    assert len(_won_with_xp(1, ONE, kinds[:4]).skills) == 5


# --- Co-op turns -----------------------------------------------------------------------------------------


def _end_turn(s):
    seat = s.current
    s = act(s, Play(seat, B.free_cards(s.heroes[seat])[0], "side", 3))
    s = act(s, EndTurn(seat))
    while s.pending and s.pending[0].kind == "under":
        s = act(s, rules.legal_actions(s)[-1])
    return s


def test_coop_heroes_alternate_and_a_hero_whose_round_is_over_is_skipped():
    s = game(seats=TWO)
    assert s.current == 0
    s = _end_turn(s)
    assert s.current == 1
    s = _end_turn(s)
    assert s.current == 0
    s = B.with_hero(s, 1, replace(s.heroes[1], ended=True))
    s = _end_turn(s)
    assert s.current == 0  # hero 2's round is over: hero 1 goes on


def _round_over_by(last: int):
    """Co-op round 1 with the other hero's round over and ``last`` starting a turn with nothing left."""
    s = game(seats=TWO)
    s = B.with_hero(s, 1 - last, replace(s.heroes[1 - last], ended=True))
    h = s.heroes[last]
    h = replace(h, hand=(), hand_use=(), deck=(), discard=tuple(B.all_cards(h)))
    return play.begin_turn(B.with_hero(s, last, h), last)


@pytest.mark.parametrize("last", [0, 1])
def test_a_new_coop_round_is_begun_by_the_first_hero_whoever_ended_the_last(last):
    s = _round_over_by(last)
    assert s.round == 2 and s.current == 0 and rules.to_act(s) == 0
    assert not any(h.ended for h in s.heroes)


def test_the_coop_round_goes_on_while_one_hero_still_has_cards():
    s = game(seats=TWO)
    h = s.heroes[0]
    h = replace(h, hand=(), hand_use=(), deck=(), discard=tuple(B.all_cards(h)))
    s = play.begin_turn(B.with_hero(s, 0, h), 0)
    assert s.round == 1 and s.heroes[0].ended and s.current == 1


# --- Points ---------------------------------------------------------------------------------------------


def test_explore_needs_exactly_two_move():
    s = with_hand(game(), HAND)
    s = B.with_hero(s, 0, replace(s.heroes[0], place=place("E")))
    assert Explore(0, (1, 0)) in rules.legal_actions(with_move(s, 2))
    assert Explore(0, (1, 0)) not in rules.legal_actions(with_move(s, 1))


def _at_town(influence: int, xp: int = 7):
    s = with_hand(game(), HAND)
    s = B.with_hero(s, 0, replace(s.heroes[0], place=place("3"), xp=xp))  # the Town
    s = replace(s, unit_offer=("herbalist", *s.unit_offer[1:]))  # costs 3
    return B.with_turn(s, influence=influence)


def test_recruiting_needs_influence_equal_to_the_cost():
    assert C.UNIT_BY_ID["herbalist"].cost == 3
    assert Recruit(0, 0) in rules.legal_actions(_at_town(3))
    with pytest.raises(IllegalActionError, match="costs 3 influence; you have 2"):
        rules.apply(_at_town(2), Recruit(0, 0))


def test_readying_a_wounded_unit_needs_exactly_two_heal_points():
    s = with_hand(game(), HAND)
    s = B.with_hero(s, 0, replace(s.heroes[0], xp=7, units=(Unit("spearmen", WOUNDED),)))
    assert Heal(0, "unit", 0) in rules.legal_actions(B.with_turn(s, heal=2))
    assert Heal(0, "unit", 0) not in rules.legal_actions(B.with_turn(s, heal=1))


# --- The end --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("rnd,over", [(C.ROUNDS - 1, False), (C.ROUNDS, True)])
def test_the_fourth_round_ending_loses_and_the_third_does_not(rnd, over):
    s = replace(game(), round=rnd)
    h = s.heroes[0]
    h = replace(h, hand=(), hand_use=(), deck=(), discard=tuple(B.all_cards(h)))
    s = play.begin_turn(B.with_hero(s, 0, h), 0)
    assert (s.phase == "over") is over and (s.round == rnd + 1) is not over


def test_a_played_card_is_marked_played():
    s = act(with_hand(game(), HAND), Play(0, 0, "side", 3))
    assert s.heroes[0].hand_use[0] == PLAYED
