"""The heuristic bot: legal, quick, sensible, and reachable through the registry."""

from __future__ import annotations

import time

from mint.bots.base import RandomBot
from mint.bots.kinds import make_bot
from mint.core.game import Seat
from mint.games.control import bots, rules

from .helpers import play, table


def _game(kinds, seed):
    seats = tuple(Seat(k) for k in kinds)
    state = rules.new_game(seats, seed, {})
    players = [bots.HeuristicBot() if k == "heuristic" else RandomBot() for k in kinds]
    times = []
    step = 0
    while rules.to_act(state) is not None:
        seat = rules.to_act(state)
        legal = rules.legal_actions(state)
        t = time.perf_counter()
        a = players[seat].choose(rules, rules.observation(state, seat), seat, legal, 1.0, seed * 1000 + step)
        if kinds[seat] == "heuristic":
            times.append(time.perf_counter() - t)
        assert a in legal
        state = rules.apply(state, a)
        step += 1
    return rules.outcome(state), times


def test_the_registry_offers_the_heuristic_bot():
    assert isinstance(make_bot("control", "heuristic"), bots.HeuristicBot)


def test_heuristic_beats_three_random_players_most_of_the_time():
    wins, times = 0, []
    for g in range(16):
        kinds = ["random"] * 4
        kinds[g % 4] = "heuristic"
        out, ts = _game(kinds, 100 + g)
        wins += (g % 4) in out.winners
        times += ts
    assert wins >= 12
    times.sort()
    assert times[int(0.95 * len(times))] < 0.25, "decisions stay quick (50 ms on an idle machine)"


def test_heuristic_takes_an_uncontested_three_star_location():
    s = table(["producer", "warehouse"], {"warehouse": (0, 1)}, mints=(5, 5))
    s = play(s, "pick influence 0")
    a = bots.HeuristicBot().choose(rules, s, 0, rules.legal_actions(s), 1.0, 1)
    assert a == rules.Influence(0, "producer")


def test_heuristic_ousts_the_token_that_costs_it_a_location():
    s = table(["producer", "supermarket"], {"producer": (1, 1), "supermarket": (0, 1)}, mints=(3, 3))
    s = play(s, "pick oust 0")
    a = bots.HeuristicBot().choose(rules, s, 0, rules.legal_actions(s), 1.0, 1)
    assert a == rules.Oust("producer", 1)


def test_heuristic_ends_the_game_when_it_wins_by_doing_so():
    locs = ["producer", "black_market", "warehouse", "supermarket"]
    s = table(locs, {"producer": (2, 0), "black_market": (2, 0), "warehouse": (0, 1)}, mints=(5, 5))
    s = play(s, "pick influence 0")
    a = bots.HeuristicBot().choose(rules, s, 0, rules.legal_actions(s), 1.0, 1)
    assert isinstance(a, rules.Influence), "its fifth token ends the game with 6 points to 1"


def test_module_heuristic_prefers_the_better_position():
    ahead = table(["producer", "warehouse"], {"producer": (1, 0)}, mints=(2, 2))
    behind = table(["producer", "warehouse"], {"producer": (0, 1)}, mints=(2, 2))
    assert bots.heuristic(ahead, 0) > bots.heuristic(behind, 0)
