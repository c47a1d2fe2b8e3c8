"""Rulebook "Setup" and "1 & 2 Player Variant"."""

from __future__ import annotations

import pytest

from mint.core.game import OptionError, Seat
from mint.games.cooperative import cards
from mint.games.cooperative import rules as R

from .helpers import game, play


def test_each_town_starts_with_three_white_mints():
    s = game()
    assert s.mints == (3,) * 7


@pytest.mark.parametrize("villain", R.VILLAIN_IDS)
def test_panic_starts_where_the_villain_card_says(villain):
    assert game(villain=villain).panic == cards.VILLAINS[villain].start_panic


def test_trouble_deck_is_three_piles_of_four_with_one_mayhem_each():
    for seed in range(20):
        s = game(seed=seed)
        assert len(s.trouble_deck) == 15
        for p in range(3):
            pile = s.trouble_deck[p * 5 : (p + 1) * 5]
            assert sum(R.TROUBLE[c].mayhem for c in pile) == 1
        assert len(set(s.trouble_deck)) == 15


def test_event_deck_holds_the_eleven_leftover_cards_only_for_event_villains():
    s = game(villain="gorillic")
    assert len(s.event_deck) == 11
    assert not set(s.event_deck) & set(s.trouble_deck)
    assert game(villain="nick").event_deck == ()


def test_stunts_go_to_the_first_three_heroes_from_the_starting_player():
    s = game(players=4)
    assert all(s.stunts[:3]) and s.stunts[3] == ""
    assert len(s.stunt_deck) == 8
    assert s.active == 0


def test_meeples_start_in_their_home_towns():
    s = game(players=4, seed=3)
    for h, w in zip(s.heroes, s.where, strict=True):
        assert R.TOWN_IDS[w] == cards.HEROES[h].home


def test_first_roll_is_made_at_setup_and_not_checked():
    s = game()
    assert len(s.dice) == 4 and all(1 <= d <= 6 for d in s.dice)
    assert s.phase == "choose" and s.pending == () and s.shown == ()


@pytest.mark.parametrize(("players", "control"), [(1, (0, 0, 0)), (2, (0, 1, 0, 1)), (3, (0, 1, 2)), (4, (0, 1, 2, 3))])
def test_solo_plays_three_heroes_and_two_players_two_each(players, control):
    s = game(players=players)
    assert s.control == control
    assert len(set(s.heroes)) == len(control)


def test_players_may_choose_their_heroes_in_turn():
    s = game(players=2, heroes="choose")
    assert s.phase == "pick" and R.to_act(s) == 0
    s = play(s, "pick lady")
    assert R.to_act(s) == 1 and "pick lady" not in [str(a) for a in R.legal_actions(s)]
    s = play(s, "pick spear", "pick pizzaz", "pick guardian")
    assert s.heroes == ("lady", "spear", "pizzaz", "guardian")
    assert s.where[0] == R.TIDX["licorice"] and s.phase == "choose"


def test_random_villain_is_one_of_the_five():
    assert {game(seed=i, villain="random").villain for i in range(30)} == set(R.VILLAIN_IDS)


def test_bad_options_and_player_counts_are_refused():
    with pytest.raises(OptionError, match="villain"):
        game(villain="dracula")
    with pytest.raises(OptionError, match="1-4 players"):
        R.new_game([Seat()] * 5, 1, {})
