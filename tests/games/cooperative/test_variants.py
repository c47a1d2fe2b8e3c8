"""Variant rules: Mint It Up!, Hard Mode, and the 1 & 2 player variant."""

from __future__ import annotations

import pytest

from mint.core.game import IllegalActionError, replace
from mint.games.cooperative import cards
from mint.games.cooperative import rules as R

from .helpers import game, legal_texts, play, position, town


def _round_end(s):
    return play(
        s,
        "take die 1 spear",
        "mint spearmint",
        "take die 2 pizzaz",
        "mint peppermint",
        "take die 3 lady",
        "mint licorice",
    )


def test_mint_it_up_gives_each_player_one_mint():
    assert game(players=3, mint_it_up="on").spare == (True, True, True)
    assert game(players=3).spare == (False, False, False)


def test_mint_it_up_can_change_a_roll_before_the_trouble_check():
    s = _round_end(position(mint_it_up="on", dice=(1, 1, 1, 1)))
    s = R.apply(s, R.Roll())
    assert s.phase == "check"
    assert "check" in legal_texts(s) and "mint it up die 1" in legal_texts(s)
    s = replace(s, dice=(6, 6, 2, 1))
    s = play(s, "mint it up die 1")
    assert s.phase == "fix" and s.spare == (False,)
    assert legal_texts(s) == [f"set face {f}" for f in (1, 2, 3, 4, 5)]
    s = play(s, "set face 3")
    assert s.dice == (3, 6, 2, 1) and s.phase == "check" and legal_texts(s) == ["check"]
    s = play(s, "check")
    assert s.roll_text.startswith("Trouble:")


def test_mint_it_up_can_set_a_die_before_taking_it():
    s = position(mint_it_up="on", dice=(1, 1, 1, 1), panic=6)
    s = play(s, "mint it up die 2", "set face 5")
    assert s.phase == "choose" and s.dice[1] == 5
    s = play(s, "take die 2 spear")
    assert s.tasks[0].do == "run"


def test_a_spent_mint_is_gone_for_the_rest_of_the_game():
    s = play(position(mint_it_up="on", dice=(1, 1, 1, 1)), "mint it up die 2", "set face 5")
    assert not any(t.startswith("mint it up") for t in legal_texts(s))
    with pytest.raises(IllegalActionError, match="Mint It Up"):
        R.apply(s, R.MintItUp(0))


def test_each_player_spends_only_their_own_mint():
    s = position(players=2, heroes=("spear", "pizzaz", "lady", "guardian"), mint_it_up="on", dice=(1, 1, 1, 1))
    s = play(s, "mint it up die 1", "set face 2")
    assert s.spare == (False, True)
    s = play(s, "take die 1 spear", "mint spearmint")
    assert R.to_act(s) == 1 and "mint it up die 2" in legal_texts(s)


def test_without_the_variant_the_roll_is_checked_at_once():
    s = _round_end(position(dice=(1, 1, 1, 1)))
    s = R.apply(s, R.Roll())
    assert s.phase in ("choose", "reveal", "over")


def test_hard_mode_uses_the_back_of_the_town_cards():
    s = position(hard="on", mints={"mintopia": 3})
    assert s.hard
    assert R.visible(s, town("mintopia")) == sum(cards.TOWNS["mintopia"].hard[3:])
    s = play(
        R.apply(replace(s, phase="check", dice=(6, 5, 1, 2), trouble_deck=("T03",) + s.trouble_deck[1:]), R.Check()),
        "reveal",
    )
    assert s.shown[-1].panic == sum(cards.TOWNS["mintopia"].hard)


def test_solo_player_controls_all_three_heroes():
    s = game(players=1)
    assert len(s.heroes) == 3
    for _ in range(6):
        assert R.to_act(s) == 0
        s = R.apply(s, R.legal_actions(s)[0])


def test_two_players_play_two_heroes_each_in_alternating_turns():
    s = position(players=2, heroes=("spear", "pizzaz", "lady", "guardian"), dice=(1, 1, 1, 1))
    seats = []
    for hero, home in (("spear", "spearmint"), ("pizzaz", "peppermint"), ("lady", "licorice")):
        seats.append(R.to_act(s))
        s = play(s, f"take die {len(seats)} {hero}", f"mint {home}")
    seats.append(R.to_act(s))
    assert seats == [0, 1, 0, 1]
