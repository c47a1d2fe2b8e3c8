"""Random and bot playouts: no errors, games end, the heuristic team beats a random one."""

from __future__ import annotations

import pytest

from mint.bots.base import RandomBot
from mint.core.game import Seat
from mint.core.rng import Rng
from mint.games.cooperative import bots as B
from mint.games.cooperative import rules as R
from tests import contract


def _playout(players, options, seed, bot):
    s = R.new_game([Seat("random")] * players, seed, options)
    steps = 0
    while R.to_act(s) is not None:
        seat = R.to_act(s)
        legal = R.legal_actions(s)
        a = bot.choose(R, R.observation(s, seat), seat, legal, 1.0, seed * 7919 + steps)
        s = R.apply(s, a)
        steps += 1
        assert steps < 5000
    return s


def test_many_random_games_end_without_errors():
    results = []
    for seed in range(120):
        opts = {
            "villain": R.VILLAIN_IDS[seed % 5],
            "hard": "on" if seed % 3 == 0 else "off",
            "mint_it_up": "on" if seed % 2 else "off",
            "heroes": "choose" if seed % 4 == 0 else "random",
        }
        s = _playout(1 + seed % 4, opts, seed, RandomBot())
        out = R.outcome(s)
        assert out.cooperative and out.team_won == (s.result == "won")
        results.append(out.team_won)
    assert any(results) or not all(results)


@pytest.mark.parametrize("seed", [11, 12])
def test_contract_with_every_variant_at_once(seed):
    contract.check_game(R, 2, {"villain": "random", "hard": "on", "mint_it_up": "on", "heroes": "choose"}, seed)


def test_heuristic_team_beats_a_random_team():
    games = 16
    bot_wins = sum(
        _playout(1, {"villain": "gorillic"}, seed, B.HeuristicBot()).result == "won" for seed in range(games)
    )
    random_wins = sum(_playout(1, {"villain": "gorillic"}, seed, RandomBot()).result == "won" for seed in range(games))
    assert bot_wins > random_wins + 3


def test_determinize_deals_unseen_cards_consistently():
    s = R.new_game([Seat()] * 2, 4, {"villain": "plaqula"})
    obs = R.observation(s, 0)
    d = R.determinize(obs, 0, Rng.from_seed(9))
    assert len(d.trouble_deck) == len(s.trouble_deck) and "?" not in d.trouble_deck
    assert sorted(d.trouble_deck + d.event_deck) != [] and len(set(d.trouble_deck + d.event_deck)) == 26
    for p in range(3):
        assert sum(R.TROUBLE[c].mayhem for c in d.trouble_deck[p * 5 : (p + 1) * 5]) == 1
    assert sorted(d.stunt_deck) == sorted(s.stunt_deck)
    while R.to_act(d) is not None:  # the sampled state plays on
        d = R.apply(d, R.legal_actions(d)[0])


def test_log_lines_read_well():
    s = R.new_game([Seat("human", "Ann")], 3, {})
    for a in R.legal_actions(s):
        assert R.describe(s, a)
    assert R.seat_name(R.new_game([Seat()], 1, {}), 0) == "Orange"
