"""Mint Knight's rules: every rulebook paragraph and worked example as a scenario from a hand-made state.

Positions on the start card S0 (basic side), as the component note draws them:
``NW g, N g, NE h / 1 f:Orcs, 2 g / W g, 3 g:Town, E h / 4 g:START, 5 f:Ruins / SW g, S s, SE g``.
"""

from __future__ import annotations

import pytest

from mint.core.game import IllegalActionError, OptionError, Seat, replace
from mint.games.knight import board as B
from mint.games.knight import bots, play, rules
from mint.games.knight import cards as C
from mint.games.knight import combat as F
from mint.games.knight import terrain as T
from mint.games.knight.actions import (
    Assault,
    EndRound,
    EndTurn,
    Exhaust,
    Explore,
    Fight,
    Heal,
    MoveTo,
    Next,
    Pick,
    Play,
    Recruit,
    Restart,
    Under,
    Wound,
)
from mint.games.knight.state import (
    ATTACK,
    BLOCKING,
    COOP,
    EXHAUSTED,
    FREE,
    HARD,
    PLAYED,
    RANGED,
    STUCK,
    WOUNDED,
    WOUNDS,
    Card,
    Combat,
    Unit,
)

ONE = (Seat("human", "You"),)
TWO = (Seat("human", "Ann"), Seat("human", "Bo"))
S0 = (0, 0)


def game(seed: int = 1, seats=ONE, **opts):
    return rules.new_game(seats, seed, opts)


def with_hand(s, titles, seat=0, waning=False, advanced=False, deck=None):
    """The hero holding new copies of these cards, left to right, at the start of a fresh turn."""
    h = s.heroes[seat]
    cards = list(B.all_cards(h))
    hand = []
    for title in titles:
        i = next(i for i, c in enumerate(cards) if c.title == title)
        hand.append(replace(cards.pop(i), waning=waning, advanced=advanced))
    rest = cards if deck is None else [c for c in cards if c.title in deck][: len(deck)]
    others = [c for c in cards if c not in rest]
    h = replace(h, hand=tuple(hand), hand_use=(FREE,) * len(hand), deck=tuple(rest), discard=tuple(others))
    s = B.with_hero(s, seat, h)
    return play.begin_turn(replace(s, pending=()), seat)


def place(pos, slot=S0):
    return (slot, pos)


def act(s, a):
    assert a in rules.legal_actions(s), f"{a} is not legal: {rules.legal_actions(s)}"
    return rules.apply(s, a)


def with_move(s, n):
    return B.with_turn(s, move=n)


# --- Set-up ---------------------------------------------------------------------------------------------


def test_setup_builds_the_terrain_deck_hand_offerings_and_start():
    s = game()
    assert s.placed == (("S0", "basic", S0),)
    assert len(s.terrain_deck) == 4
    assert sum(1 for c in s.terrain_deck if c in T.CASTLE_CARDS) == 2
    assert {c for c in s.terrain_deck if c not in T.CASTLE_CARDS} == {"T1", "T2"}
    h = s.heroes[0]
    assert h.place == place("4") and len(h.hand) == 5 and len(h.deck) == 11 and h.xp == 0
    assert all(not c.waning and not c.advanced for c in h.hand)
    assert len(s.unit_offer) == 3 and len(s.spell_offer) == 3
    assert len(s.cubes) == 1 and len(s.tin) == 11  # the start card has its guiding cube
    assert s.round == 1 and B.day(s)


def test_hard_mode_uses_three_castles_and_one_other_card_and_the_third_castle_fights_at_level_2():
    s = game(seed=4, hard="on")
    assert s.mode == HARD
    assert sum(1 for c in s.terrain_deck if c in T.CASTLE_CARDS) == 3 and len(s.terrain_deck) == 4
    s = replace(s, placed=(*s.placed, ("K1", "basic", (1, 0)), ("K2", "basic", (1, 1)), ("K3", "basic", (2, 1))))
    s = replace(
        s, castles=((1, 0), (1, 1), (2, 1)), cubes=((S0, "red"), ((1, 0), "red"), ((1, 1), "red"), ((2, 1), "red"))
    )
    m = B.the_map(s)
    assert B.enemy_at(s, m.places[m.castle((1, 0))]).level == 1
    assert B.enemy_at(s, m.places[m.castle((2, 1))]).level == 2


def test_options_are_checked():
    with pytest.raises(OptionError):
        rules.new_game(TWO, 1, {"hard": "on"})
    with pytest.raises(OptionError):
        rules.new_game(ONE * 3, 1, {})


def test_easy_mode_starts_at_level_2_with_a_skill_and_a_flip():
    s = game(easy="on")
    assert s.heroes[0].xp == C.EASY_START_XP and B.level(s.heroes[0]) == 2
    assert len(s.skills) == 1
    assert s.pending and s.pending[0].kind == "flip"
    s = act(s, rules.legal_actions(s)[0])
    assert sum(c.advanced for c in s.heroes[0].hand) == 1


# --- Cards and mana (rulebook: "Action Cards", "Mana") ---------------------------------------------------


def test_any_card_may_be_played_as_one_move_block_attack_or_influence_and_stronger_needs_mana():
    s = with_hand(game(), ["fury", "stride", "parley", "mend", "ward"])
    legal = rules.legal_actions(s)
    assert Play(0, 0, "side", 0) in legal  # Fury as 1 Move
    assert Play(0, 0, "side", 3) in legal  # ... or 1 Influence
    # the source is red (Fury), green (Stride), white (Parley): Stride's stronger action is paid in green
    assert B.turn_of(s).source == ("R", "G", "W")
    s2 = act(s, Play(0, 1, "strong", 0))
    assert B.turn_of(s2).move == 4 and B.turn_of(s2).spends == 0
    # one source mana a turn: Parley's stronger action now has nothing to pay with
    assert Play(0, 2, "strong", 0) not in rules.legal_actions(s2)


def test_gold_pays_any_colour_but_only_by_day_and_black_only_at_night():
    assert C.pays("Y", "R", "day") and not C.pays("Y", "R", "night") and not C.pays("Y", "K", "day")
    assert C.pays("K", "K", "night") and not C.pays("K", "K", "day")
    s = with_hand(game(), ["focus", "stride", "fury", "parley", "mend"])  # source: gold, green, red
    s = act(s, Play(0, 0, "basic", 0))  # Focus: one more source mana this turn
    s = act(s, Play(0, 1, "strong", 0))  # Stride strong: the green
    s = act(s, Play(0, 3, "strong", 0))  # Parley strong (white): paid with the gold
    assert B.turn_of(s).source_used == (True, True, False) and B.turn_of(s).influence == 4


def test_gained_mana_is_lost_at_the_end_of_the_turn():
    s = with_hand(game(), ["fury", "stride", "parley", "mend", "ward"])
    s = B.with_turn(s, mana=("R",))
    s = act(s, Play(0, 1, "basic", 0))
    s = act(s, EndTurn(0))
    assert B.turn_of(s).mana == ()


# --- The hand, cleanup and the round (rulebook: "Turn", "End of Round") -------------------------------------


def test_cleanup_turns_starting_cards_waning_under_the_deck_discards_waning_ones_and_refills_on_the_left():
    s = with_hand(game(), ["fury", "stride", "parley", "mend", "ward"])
    s = replace(
        s,
        heroes=(replace(s.heroes[0], hand=tuple(replace(c, waning=(i == 4)) for i, c in enumerate(s.heroes[0].hand))),),
    )
    s = play.begin_turn(s, 0)
    deck_before = s.heroes[0].deck
    s = act(s, Play(0, 1, "basic", 0))  # Stride, starting
    s = act(s, Play(0, 0, "side", 0))  # Fury, starting
    s = act(s, Play(0, 4, "side", 0))  # Ward, waning
    s = act(s, EndTurn(0))
    assert s.pending[0].kind == "under"  # two starting cards: the player orders them
    fury_n = s.heroes[0].hand[0].n
    s = act(s, Under(0, fury_n))
    h = s.heroes[0]
    assert [c.title for c in h.deck[-2:]] == ["fury", "stride"] and all(c.waning for c in h.deck[-2:])
    assert [c.title for c in h.discard] == ["ward"] and h.discard[0].waning
    assert len(h.hand) == 5
    assert [c.title for c in h.hand[3:]] == ["parley", "mend"]  # unused cards kept, moved right
    assert h.hand[0] == deck_before[2] and h.hand[2] == deck_before[0]  # each draw went in on the left


def test_one_card_must_be_played_before_the_turn_ends():
    s = with_hand(game(), ["fury", "stride", "parley", "mend", "ward"])
    assert EndTurn(0) not in rules.legal_actions(s)
    with pytest.raises(IllegalActionError, match="at least one"):
        rules.apply(s, EndTurn(0))


def test_the_last_card_that_could_be_played_is_not_exhausted_before_a_card_is_played():
    """Rulebook: 'One action card must be played each turn, but you may exhaust any number of cards'."""
    s = with_hand(game(), ["fury", "stride", "parley", "mend", "ward"])
    for pos in range(4):
        s = act(s, Exhaust(0, pos))
    assert Exhaust(0, 4) not in rules.legal_actions(s) and EndTurn(0) not in rules.legal_actions(s)
    with pytest.raises(IllegalActionError, match="One action card must be played each turn"):
        rules.apply(s, Exhaust(0, 4))
    s = act(s, Play(0, 4, "side", 0))  # the last card played: the turn may end
    assert EndTurn(0) in rules.legal_actions(s)
    s = with_hand(game(), ["fury", "stride", "parley", "mend", "ward"])
    s = act(s, Play(0, 0, "side", 0))
    for pos in range(1, 5):  # once a card is played, every other may go
        s = act(s, Exhaust(0, pos))


def test_a_spell_may_not_exhaust_the_last_card_that_could_be_played():
    from mint.games.knight.actions import UseReward
    from mint.games.knight.state import Reward

    s = with_hand(game(), ["fury", "stride"])  # red source from Fury
    s = B.with_hero(s, 0, replace(s.heroes[0], spells=(Reward("fireball"),)))
    s = play.begin_turn(s, 0)
    s = act(s, Exhaust(0, 1))
    a = UseReward(0, "spell", "fireball", False, 0)
    s = fight(s, "keep-red-1")
    assert a not in rules.legal_actions(s)
    with pytest.raises(IllegalActionError, match="One action card must be played"):
        rules.apply(s, a)


def test_wounds_may_take_every_card_even_when_none_was_played():
    """Cards lost to wounds are no choice: the one-card rule does not hold them back."""
    s = with_hand(game(), ["fury", "stride", "parley"])
    s = fight(s, "keep-red-1", BLOCKING)  # Swordsmen, attack 5 against defense 2: three wounds
    s = act(s, Next(0))
    for pos in range(3):
        s = act(s, Wound(0, pos))
    assert B.turn_of(s).played == 0 and not B.free_cards(s.heroes[0])


def test_the_round_ends_when_hand_and_deck_are_empty_and_round_4_loses():
    s = game()
    h = replace(s.heroes[0], hand=(), hand_use=(), deck=(), discard=tuple(B.all_cards(s.heroes[0])))
    s = play.begin_turn(B.with_hero(s, 0, h), 0)
    assert s.round == 2 and not B.day(s)
    assert len(s.heroes[0].hand) == 5 and not any(c.waning for c in B.all_cards(s.heroes[0]))
    s = replace(s, round=4)
    h = replace(s.heroes[0], hand=(), hand_use=(), deck=(), discard=tuple(B.all_cards(s.heroes[0])))
    s = play.begin_turn(B.with_hero(s, 0, h), 0)
    assert s.phase == "over" and not s.won
    out = rules.outcome(s)
    assert out is not None and out.team_won is False


def test_the_round_may_be_ended_at_a_turn_start_once_the_deck_is_empty():
    s = with_hand(game(), ["fury", "stride", "parley", "mend", "ward"], deck=[])
    assert EndRound(0) in rules.legal_actions(s)
    s2 = act(s, EndRound(0))
    assert s2.round == 2


def test_end_of_round_refreshes_rewards_and_units_and_cycles_the_offerings():
    s = game()
    h = replace(s.heroes[0], units=(Unit("spearmen", "used"), Unit("knights", WOUNDED)), xp=20)
    s = replace(B.with_hero(s, 0, h), skills=(replace(C_SKILL(), used=True),))
    last_unit = s.unit_offer[-1]
    s = play.end_round(s)
    assert [u.status for u in s.heroes[0].units] == ["ready", WOUNDED]
    assert not s.skills[0].used
    assert last_unit == s.unit_deck[-1] and last_unit not in s.unit_offer


def C_SKILL():
    from mint.games.knight.state import Reward

    return Reward("battle-fury")


# --- Movement (rulebook: "Move Action", "Corner Hex", "Half Hex") --------------------------------------------


def test_six_move_pays_grass_2_and_swamp_4():
    """Rulebook example: 6 move points, grass costs 2 and swamp 4."""
    s = with_move(with_hand(game(), ["stride", "stride", "fury", "parley", "mend"]), 6)
    m = B.the_map(s)
    se = m.index(place("SE"))  # 4 -> S (swamp, 4) -> SE (grass, 2): the ruins at 5 would stop the walk
    assert play.paths(s, 0)[se][0] == 6
    s5 = with_move(s, 5)
    assert se not in play.paths(s5, 0)
    s = act(s, MoveTo(0, place("SE")))
    assert s.heroes[0].place == place("SE") and B.turn_of(s).move == 0


def test_a_corner_costs_the_terrain_of_its_part_on_the_heros_card():
    """Rulebook: 'use the terrain type that is on the terrain card your Hero is on' (a hills corner costs 3)."""
    s = game()
    s = replace(s, placed=(*s.placed, ("T1", "basic", (1, 0))))
    m = B.the_map(s)
    ne = m.index(place("NE"))  # S0's NE is hills; on T1 the same corner is its NW, forest
    assert set(m.terrains[ne]) == {"hills", "forest"} or len(m.terrains[ne]) == 2
    from_s0 = m.index(place("N"))
    from_t1 = m.index(((1, 0), "1"))
    assert T.move_cost(m, ne, True, from_s0) == C.move_cost(T.card("S0").terrain_at("NE"), "day")
    assert T.move_cost(m, ne, True, from_t1) == C.move_cost(T.card("T1").terrain_at("NW"), "day")


def test_a_site_ends_the_move_and_starts_a_battle():
    s = with_move(with_hand(game(), ["fury", "stride", "parley", "mend", "ward"]), 6)
    s = act(s, MoveTo(0, place("5")))  # the ruins
    assert s.combat is not None and s.combat.place == place("5")
    assert B.turn_of(s).stage == "act"


def test_roaming_enemies_are_provoked_by_two_spaces_next_to_them_and_never_two_at_once():
    s = with_move(with_hand(game(), ["fury", "stride", "parley", "mend", "ward"]), 10)
    m = B.the_map(s)
    orcs = m.index(place("1"))
    ps = play.paths(s, 0)
    assert orcs not in ps  # an orc's space is never entered
    # W is next to the orcs; the start (4) is not: walking 4 -> W provokes nothing
    assert ps[m.index(place("W"))][2] is None
    s = act(s, MoveTo(0, place("W")))
    # from W, stepping onto 3 (the town, also next to the orcs) is a second space next to them
    ps = play.paths(s, 0)
    assert ps[m.index(place("3"))][2] == orcs
    s = act(s, MoveTo(0, place("3")))
    assert s.combat is not None and s.combat.place == place("1")


def test_an_adjacent_roaming_enemy_may_be_attacked():
    s = with_hand(game(), ["fury", "stride", "parley", "mend", "ward"])
    s = B.with_hero(s, 0, replace(s.heroes[0], place=place("W")))
    s = play.begin_turn(s, 0)
    assert Fight(0, place("1")) in rules.legal_actions(s)
    s = act(s, Fight(0, place("1")))
    assert s.combat.enemy.startswith("orcs-")


# --- Exploring (rulebook: "Terrain") ------------------------------------------------------------------------


def test_explore_costs_2_move_draws_the_bottom_card_and_a_guiding_cube():
    s = with_move(with_hand(game(), ["fury", "stride", "parley", "mend", "ward"]), 2)
    s = B.with_hero(s, 0, replace(s.heroes[0], place=place("E")))
    bottom = s.terrain_deck[-1]
    assert Explore(0, (1, 0)) in rules.legal_actions(s)
    s2 = act(s, Explore(0, (1, 0)))
    assert s2.placed[-1] == (bottom, "basic", (1, 0)) and s2.terrain_deck == s.terrain_deck[:-1]
    assert len(s2.cubes) == 2 and len(s2.tin) == len(s.tin) - 1
    assert B.turn_of(s2).move == 0
    assert rules.is_barrier(s, Explore(0, (1, 0)))


def empty_deck(seats=ONE):
    """S0, T1 east of it and T2 north of it, the terrain deck empty, hero 0 on T1's north edge."""
    s = game(seats=seats)
    s = replace(
        s,
        placed=(*s.placed, ("T1", "basic", (1, 0)), ("T2", "basic", (0, 1))),
        cubes=(*s.cubes, ((1, 0), "red"), ((0, 1), "green")),
        tin=s.tin[2:],
        terrain_deck=(),
    )
    s = with_hand(s, ["fury", "stride", "parley", "mend", "ward"])
    return B.with_hero(s, 0, replace(s.heroes[0], place=((1, 0), "N")))


def test_with_an_empty_deck_the_top_basic_card_of_the_left_most_column_flips_and_moves():
    s = with_move(play.begin_turn(empty_deck(), 0), 2)
    s2 = act(s, Explore(0, (1, 1)))
    # column 0 holds S0 (0,0) and T2 (0,1): the top one, T2, is flipped and laid in (1, 1)
    assert ("T2", "advanced", (1, 1)) in s2.placed and all(p[2] != (0, 1) for p in s2.placed)
    assert (0, 1) in s2.closed


def test_with_an_empty_deck_no_card_a_coop_hero_stands_on_is_taken():
    """Co-op: the other hero stands on the card that would be flipped; the next one goes instead."""
    s = empty_deck(TWO)
    s = B.with_hero(s, 1, replace(s.heroes[1], place=((0, 1), "3")))  # on T2, the card first in line
    s = with_move(play.begin_turn(s, 0), 2)
    s2 = act(s, Explore(0, (1, 1)))
    # T2 is passed over, and so is the explorer's own card T1: the start card S0 is next in line
    assert ("T2", "basic", (0, 1)) in s2.placed and ("S0", "advanced", (1, 1)) in s2.placed
    assert not rules.invariants(s2) and B.the_map(s2).has(s2.heroes[1].place)


# --- Combat (rulebook: "Combat", "Wounds") --------------------------------------------------------------------


def fight(s, enemy, phase=None, **kw):
    c = Combat(seat=0, place=place("5"), enemy=enemy, **kw)
    c = replace(
        c, phase=phase or (BLOCKING if B.foe(c).range_immune else RANGED), before=s.heroes[0], before_turn=s.turn
    )
    return replace(s, combat=c)


def test_inefficient_attacks_are_summed_apart_and_halved():
    """Rulebook example: a physical-immune defense of 8 falls to 10 physical + 3 magic: (10/2) + 3 = 8."""
    s = fight(game(), "dragon-white-1", attacks=((10, "physical", False), (3, "magic", False)))
    assert B.foe(s.combat).immunity == "physical"
    assert B.attack_total(s.combat) == 8
    s = fight(game(), "dragon-white-1", attacks=((9, "physical", False), (3, "magic", False)))
    assert B.attack_total(s.combat) == 7


def test_blocks_of_the_other_type_are_inefficient():
    s = fight(game(), "orcs-white-1", BLOCKING, blocks=((4, "physical"), (1, "elemental"), (2, "any")))
    assert B.foe(s.combat).attack_type == "elemental"
    assert B.block_total(s.combat) == 1 + 2 + 4 // 2


def test_enough_ranged_attack_in_the_ranged_phase_wins_outright():
    s = with_hand(game(), ["volley", "stride", "parley", "fury", "mend"])  # W source for Volley's Ranged 3
    s = fight(s, "orcs-green-1")  # defense 3
    s = act(s, Play(0, 0, "strong", 0))
    assert s.combat is None and place("5") in s.vanquished and s.heroes[0].xp == 2


def test_a_failed_ranged_phase_takes_its_plays_back():
    s = with_hand(game(), ["arcane-spark", "stride", "parley", "fury", "mend"])
    s = fight(s, "orcs-red-1")  # defense 4; Arcane Spark's Magic Ranged 4 would win, so use a weaker play
    s = B.with_combat(s, enemy="keep-red-1")  # defense 5: the ranged 4 is not enough
    s = act(s, Play(0, 0, "strong", 0))
    assert s.combat.phase == RANGED
    s = act(s, Next(0))
    assert s.combat.phase == BLOCKING and s.combat.attacks == ()
    assert s.heroes[0].hand_use[0] == FREE and B.turn_of(s).spends == 1


def test_range_immune_enemies_skip_the_ranged_phase():
    s = with_move(with_hand(game(), ["fury", "stride", "parley", "mend", "ward"]), 6)
    s = replace(s, cubes=((S0, "white"),))  # the white ruins enemy, the Wraith, is range immune
    s = act(s, MoveTo(0, place("5")))
    assert s.combat.enemy == "ruins-white-1" and s.combat.phase == BLOCKING


def test_the_wound_loop_uses_the_hero_or_a_units_defense():
    """Attack 5 against defense 2: a wound (5-2=3), another (1), a third (-1): three cards exhausted.
    With a defense-3 unit taking the first: 5-3=2, then one card: 0."""
    s = with_hand(game(), ["fury", "stride", "parley", "mend", "ward"])
    s = fight(s, "keep-red-1", BLOCKING)  # Swordsmen, attack 5
    s = act(s, Next(0))
    assert s.combat.phase == WOUNDS and s.combat.left == 5
    for pos in range(3):
        s = act(s, Wound(0, pos))
    assert s.combat.phase == ATTACK and [u for u in s.heroes[0].hand_use[:3]] == [EXHAUSTED] * 3
    s = with_hand(game(), ["fury", "stride", "parley", "mend", "ward"])
    s = B.with_hero(s, 0, replace(s.heroes[0], xp=7, units=(Unit("spearmen"),)))
    s = fight(s, "keep-red-1", BLOCKING)
    s = act(s, Next(0))
    s = act(s, Wound(0, 0, True))
    assert s.combat.left == 2 and s.heroes[0].units[0].status == WOUNDED
    s = act(s, Wound(0, 0))
    assert s.combat.phase == ATTACK
    assert Wound(0, 0, True) not in rules.legal_actions(fight(s, "keep-red-1", WOUNDS, left=3))  # wounded once


def test_a_unit_immune_to_the_attack_ignores_its_first_wound():
    s = with_hand(game(), ["fury", "stride", "parley", "mend", "ward"])
    s = B.with_hero(s, 0, replace(s.heroes[0], xp=7, units=(Unit("shieldbearers"),)))  # physical immunity, defense 4
    s = fight(s, "keep-red-2", BLOCKING)  # Champions, attack 7 physical, Brutal: 14 for wounds
    s = act(s, Next(0))
    s = act(s, Wound(0, 0, True))
    u = s.heroes[0].units[0]
    assert u.status == "ready" and u.shrugged and s.combat.left == 14 - 4
    s = act(s, Wound(0, 0, True))
    assert s.heroes[0].units[0].status == WOUNDED


def test_abilities_double_for_wounds_double_for_blocking_and_must_be_blocked():
    brutal = C.ENEMY_BY_ID["orcs-red-1"]
    swift = C.ENEMY_BY_ID["keep-white-1"]
    assert brutal.wound_attack() == 2 * brutal.attack and brutal.block_target() == brutal.attack
    assert swift.block_target() == 2 * swift.attack and swift.wound_attack() == swift.attack
    s = with_hand(game(), ["fury", "stride", "parley", "mend", "ward"])
    s = fight(s, "tower-green-1", BLOCKING)  # Illusionist: relentless
    s = act(s, Next(0))
    assert s.combat.phase == STUCK and "blocked" in str(s.combat.why)
    assert rules.legal_actions(s) == [Restart(0)]


def test_restart_turn_puts_the_turn_back_with_the_same_draws():
    s = with_move(with_hand(game(), ["fury", "stride", "parley", "mend", "ward"]), 2)
    s = B.with_hero(s, 0, replace(s.heroes[0], place=place("E")))
    s = play.begin_turn(s, 0)
    start = s
    s = act(s, Play(0, 1, "basic", 0))
    s = act(s, Explore(0, (1, 0)))
    revealed = s.placed[-1], s.cubes[-1]
    s = fight(s, "tower-green-1", STUCK, why="test")
    s = act(s, Restart(0))
    assert s.heroes == start.heroes and s.placed == start.placed and s.restarts == 1
    s = act(s, Play(0, 1, "basic", 0))
    s = act(s, Explore(0, (1, 0)))
    assert (s.placed[-1], s.cubes[-1]) == revealed


def test_victory_gives_a_black_cube_experience_and_a_level_up():
    s = with_hand(game(), ["fury", "stride", "parley", "mend", "ward"])
    s = B.with_hero(s, 0, replace(s.heroes[0], xp=2))
    s = fight(s, "ruins-green-1", ATTACK, attacks=((4, "physical", False),))  # Ghouls: defense 4, 3 XP
    s = F.check_won(s)
    assert s.combat is None and place("5") in s.vanquished
    assert s.heroes[0].xp == 5 and len(s.skills) == 1  # crossed the skill icon at 3
    kinds = [d.kind for d in s.pending]
    assert kinds[0] == "flip" and "artifact" in kinds  # flip first, then the ruins' 2 artifacts
    s = act(s, Pick(0, "card0"))
    assert s.heroes[0].hand[0].advanced
    drawn = s.pending[0].data
    s = act(s, Pick(0, drawn[1]))
    assert [r.id for r in s.heroes[0].artifacts] == [drawn[1]] and s.artifact_deck[-1] == drawn[0]


# --- Units, heals, rewards ------------------------------------------------------------------------------------


def test_recruit_needs_influence_a_matching_location_and_a_spot():
    s = with_hand(game(), ["parley", "stride", "fury", "mend", "ward"])
    s = B.with_hero(s, 0, replace(s.heroes[0], place=place("3")))  # the town
    s = replace(s, unit_offer=("bard", "knights", "herbalist"))
    s = play.begin_turn(s, 0)
    s = B.with_turn(s, influence=4)
    assert not any(isinstance(a, Recruit) for a in rules.legal_actions(s))  # level 1: no unit spot
    with pytest.raises(IllegalActionError, match="unit spot"):
        rules.apply(s, Recruit(0, 0))
    s = B.with_hero(s, 0, replace(s.heroes[0], xp=7))
    recruits = [a for a in rules.legal_actions(s) if isinstance(a, Recruit)]
    assert recruits == [Recruit(0, 0), Recruit(0, 2)]  # Knights are not recruited in towns
    s = act(s, Recruit(0, 0))
    assert [u.id for u in s.heroes[0].units] == ["bard"] and B.turn_of(s).influence == 0
    assert len(s.unit_offer) == 3 and "bard" not in s.unit_offer


def test_heals_cost_one_point_each_and_two_for_a_wounded_unit():
    s = with_hand(game(), ["mend", "stride", "fury", "parley", "ward"], waning=False)
    s = B.with_hero(s, 0, replace(s.heroes[0], xp=7, units=(Unit("spearmen", WOUNDED),)))
    s = act(s, Play(0, 0, "strong", 0))  # Mend stronger: Heal 3
    assert Heal(0, "unit", 0) in rules.legal_actions(s)
    s = act(s, Heal(0, "unit", 0))
    assert s.heroes[0].units[0].status == "ready" and B.turn_of(s).heal == 1
    h = s.heroes[0]
    s = B.with_hero(s, 0, replace(h, deck=(replace(h.deck[0], waning=True), *h.deck[1:])))
    s = act(s, Heal(0, "deck", 0))
    assert not s.heroes[0].deck[0].waning and B.turn_of(s).heal == 0


def test_a_spell_needs_mana_and_an_exhausted_card_and_is_used_once_a_round():
    from mint.games.knight.actions import UseReward
    from mint.games.knight.state import Reward

    s = with_hand(game(), ["fury", "stride", "parley", "mend", "ward"])  # red source from Fury
    s = B.with_hero(s, 0, replace(s.heroes[0], spells=(Reward("fireball"),)))
    s = fight(play.begin_turn(s, 0), "keep-red-1")  # defense 5
    a = UseReward(0, "spell", "fireball", False, 0)
    assert a in rules.legal_actions(s)
    s = act(s, a)
    assert s.pending[0].kind == "exhaust"
    s = act(s, rules.legal_actions(s)[0])
    assert s.heroes[0].spells[0].used
    assert B.attack_total(s.combat, True) == 4 and s.combat is not None


# --- Co-op (rulebook: "Co-op Rules", "Joint Assault") ----------------------------------------------------------


def test_coop_uses_three_castles_two_decks_and_alternating_turns():
    s = game(seats=TWO)
    assert s.mode == COOP and s.castles_total == 3
    assert {c.n for c in B.all_cards(s.heroes[1])} == set(range(16, 32))
    s = act(s, Play(0, 0, "side", 0))
    s = act(s, EndTurn(0))
    while s.pending:
        s = act(s, rules.legal_actions(s)[-1])
    assert s.current == 1


def test_the_third_coop_castle_gets_a_second_cube_and_needs_a_joint_assault():
    s = game(seats=TWO, seed=3)
    s = replace(
        s,
        placed=(*s.placed, ("K1", "basic", (1, 0)), ("K2", "basic", (1, 1))),
        castles=((1, 0), (1, 1)),
        cubes=(*s.cubes, ((1, 0), "red"), ((1, 1), "green")),
        tin=s.tin[2:],
        terrain_deck=("K4",),
    )
    s = with_hand(s, ["fury", "stride", "parley", "mend", "ward"])
    s = B.with_hero(s, 0, replace(s.heroes[0], place=((1, 1), "E")))
    s = play.begin_turn(s, 0)
    s = with_move(s, 2)
    s = act(s, Explore(0, (2, 1)))
    assert s.castles[-1] == (2, 1) and len(s.extra) == 1 and s.extra[0][1] in C.COOP_CASTLE_POOL
    castle = B.joint_castle(s)
    assert castle is not None and B.enemy_at(s, castle).level == 2
    s = with_move(s, 30)
    assert B.the_map(s).index(castle) not in play.paths(s, 0)  # no hero may go in alone
    s = play.begin_turn(s, 0)
    assert Assault(0) in rules.legal_actions(s)
    s = act(s, Assault(0))
    s = with_move(s, 30)
    assert B.the_map(s).index(castle) in play.paths(s, 0)


# --- The whole game -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players,opts", [(1, {}), (1, {"hard": "on"}), (2, {}), (1, {"easy": "on"})])
def test_heuristic_games_end_with_every_card_in_place(players, opts):
    bot = bots.HeuristicBot()
    for seed in (len(opts) + players - 1,):  # one game per variant (the contract tests play more)
        s = rules.new_game(ONE if players == 1 else TWO, seed, opts)
        steps = 0
        while rules.to_act(s) is not None:
            seat = rules.to_act(s)
            assert seat is not None
            legal = rules.legal_actions(s)
            s = rules.apply(s, bot.choose(rules, rules.observation(s, seat), seat, legal, 0.0, steps))
            assert not rules.invariants(s)
            steps += 1
            assert steps < 6000
        out = rules.outcome(s)
        assert out is not None and out.team_won == s.won


def test_illegal_actions_say_why():
    s = with_hand(game(), ["fury", "stride", "parley", "mend", "ward"])
    with pytest.raises(IllegalActionError, match="Move"):
        rules.apply(s, MoveTo(0, place("W")))
    with pytest.raises(IllegalActionError, match="Explor"):
        rules.apply(s, Explore(0, (1, 0)))


def test_the_played_card_shows_as_played():
    s = with_hand(game(), ["fury", "stride", "parley", "mend", "ward"])
    s = act(s, Play(0, 1, "basic", 0))
    assert s.heroes[0].hand_use[1] == PLAYED


def test_card_numbers_tell_copies_apart():
    s = game()
    assert len({c.n for c in B.all_cards(s.heroes[0])}) == 16
    assert isinstance(s.heroes[0].hand[0], Card)


def test_a_level_up_flips_one_of_the_three_left_most_basic_cards():
    """Rulebook: 'Look at the three left most basic action cards in your hand (exhausted cards are ok)'."""
    s = with_hand(game(), ["fury", "stride", "parley", "mend", "ward"])
    h = s.heroes[0]
    hand = (replace(h.hand[0], advanced=True), *h.hand[1:])
    s = B.with_hero(s, 0, replace(h, hand=hand, hand_use=(EXHAUSTED, FREE, FREE, FREE, FREE)))
    s, pending = F.level_skill(s, 0)
    assert pending[0].data == ("1", "2", "3")  # the advanced Fury is passed over; Ward is the 4th basic card


def _win_fight(s):
    """End the combat in progress with enough attack (the cards played are not the point here)."""
    s = B.with_combat(s, phase=ATTACK, attacks=((99, "magic", False),))
    return F.check_won(s)


def test_a_joint_assault_takes_the_third_castle_when_both_heroes_win():
    s = game(seats=TWO, seed=3)
    s = replace(
        s,
        placed=(*s.placed, ("K1", "basic", (1, 0)), ("K2", "basic", (1, 1)), ("K4", "basic", (2, 1))),
        castles=((1, 0), (1, 1), (2, 1)),
        castles_won=2,
        vanquished=frozenset({((1, 0), "1"), ((1, 1), "3")}),
        cubes=(*s.cubes, ((1, 0), "red"), ((1, 1), "green"), ((2, 1), "white")),
        extra=(((2, 1), "red"),),
        tin=s.tin[3:],
        terrain_deck=(),
    )
    castle = B.joint_castle(s)
    assert castle == ((2, 1), "2")
    s = with_hand(s, ["fury", "stride", "parley", "mend", "ward"], seat=1)
    s = with_hand(s, ["fury", "stride", "parley", "mend", "ward"], seat=0)
    for seat in (0, 1):
        s = B.with_hero(s, seat, replace(s.heroes[seat], place=((2, 1), "1")))  # next to the castle
    s = play.begin_turn(s, 0)
    s = act(s, Assault(0))
    s = with_move(s, 9)
    s = act(s, MoveTo(0, castle))
    assert s.pending[0].kind == "cube" and set(s.pending[0].data) == {"white", "red"}
    s = act(s, Pick(0, "white"))
    assert s.combat is not None and s.combat.enemy == "castle-white-2" and s.combat.joint
    s = _win_fight(s)
    assert castle not in s.vanquished and s.joint == (1,)  # the castle stands until both have won
    assert s.heroes[0].xp == C.ENEMY_BY_ID["castle-white-2"].xp
    while s.pending:  # the level-up the experience brought
        s = act(s, rules.legal_actions(s)[0])
    s = act(s, Exhaust(0, 0))
    assert EndTurn(0) not in rules.legal_actions(s)  # one card must still be played
    s = act(s, next(a for a in rules.legal_actions(s) if isinstance(a, Play)))
    s = act(s, EndTurn(0))
    while s.pending:
        s = act(s, rules.legal_actions(s)[-1])
    assert s.current == 1 and s.joint == (1,)
    s = with_move(s, 9)
    s = act(s, MoveTo(1, castle))
    assert s.combat is not None and s.combat.enemy == "castle-red-2"  # the other cube
    s = _win_fight(s)
    assert s.phase == "over" and s.won and castle in s.vanquished


def test_a_failed_joint_assault_restarts_the_whole_shared_turn():
    s = game(seats=TWO, seed=3)
    s = replace(
        s,
        placed=(*s.placed, ("K1", "basic", (1, 0)), ("K2", "basic", (1, 1)), ("K4", "basic", (2, 1))),
        castles=((1, 0), (1, 1), (2, 1)),
        cubes=(*s.cubes, ((1, 0), "red"), ((1, 1), "green"), ((2, 1), "white")),
        extra=(((2, 1), "red"),),
        tin=s.tin[3:],
    )
    castle = B.joint_castle(s)
    s = with_hand(s, ["fury", "stride", "parley", "mend", "ward"], seat=0)
    for seat in (0, 1):
        s = B.with_hero(s, seat, replace(s.heroes[seat], place=((2, 1), "1")))
    s = play.begin_turn(s, 0)
    start = s
    s = act(s, Assault(0))
    s = with_move(s, 9)
    s = act(s, MoveTo(0, castle))
    s = act(s, Pick(0, "red"))
    s = _win_fight(s)
    while s.pending:
        s = act(s, rules.legal_actions(s)[0])
    s = act(s, next(a for a in rules.legal_actions(s) if isinstance(a, Play)))
    s = act(s, EndTurn(0))
    while s.pending:
        s = act(s, rules.legal_actions(s)[-1])
    assert Restart(1) in rules.legal_actions(s)
    s = act(s, Restart(1))
    assert s.current == 0 and s.heroes == start.heroes and s.joint == ()


def test_the_wounds_a_block_would_leave_are_told_before_the_phase_ends():
    s = fight(game(), "keep-red-1", BLOCKING)  # Swordsmen, attack 5; the level-1 defense is 2
    assert B.wounds_ahead(s.combat, 2) == 3
    s = B.with_combat(s, blocks=((5, "physical"),))
    assert B.wounds_ahead(s.combat, 2) == 0


def test_after_two_restarts_a_turn_starts_no_more_fights():
    """So that a turn always ends: a bot (or a player) could otherwise retry a lost fight for ever."""
    s = with_move(with_hand(game(), ["fury", "stride", "parley", "mend", "ward"]), 10)
    s = B.with_hero(s, 0, replace(s.heroes[0], place=place("W")))  # next to the orcs, 2 steps from the ruins
    m = B.the_map(s)
    ruins = m.index(place("5"))
    assert ruins in play.paths(s, 0) and Fight(0, place("1")) in rules.legal_actions(s)
    s = replace(s, restarts=2)
    assert ruins not in play.paths(s, 0) and not any(isinstance(a, Fight) for a in rules.legal_actions(s))
    assert all(v[2] is None for v in play.paths(s, 0).values())  # nothing provokes either
    with pytest.raises(IllegalActionError, match="no more fights"):
        rules.apply(s, MoveTo(0, place("5")))
