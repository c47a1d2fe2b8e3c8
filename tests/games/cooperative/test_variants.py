"""Variant rules: Hard Mode and the 1 & 2 player variant (Mint It Up! has test_mint_it_up.py)."""

from __future__ import annotations

from mint.core.game import replace
from mint.games.cooperative import cards
from mint.games.cooperative import rules as R

from .helpers import game, play, position, town


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
