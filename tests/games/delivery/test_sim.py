"""Fast random simulations of every mode (no errors, games end), and the bots."""

from __future__ import annotations

import pytest

from mint.bots.base import RandomBot
from mint.core.game import Seat
from mint.core.rng import Rng
from mint.games.delivery import rules
from mint.games.delivery.bots import BOTS, HeuristicBot, distances, evaluate, heuristic
from mint.games.delivery.model import State
from tests import contract

MODES = [
    (1, {"driver": "rita"}),
    (1, {"driver": "eddie"}),
    (1, {"driver": "lola"}),
    (1, {"driver": "bertha"}),
    (1, {"driver": "marty"}),
    (2, {}),
    (3, {}),
    (4, {}),
    (5, {}),
    (2, {"abilities": "on"}),
    (3, {"road_conditions": "3"}),
    (4, {"abilities": "on", "road_conditions": "4"}),
    (5, {"abilities": "on", "road_conditions": "1"}),
]


def play(players: int, options: dict[str, str], seed: int, kinds: list[str]) -> State:
    seats = tuple(Seat(k, f"P{i + 1}") for i, k in enumerate(kinds))
    bots = [HeuristicBot() if k == "heuristic" else RandomBot() for k in kinds]
    s = rules.new_game(seats, seed, options)
    for step in range(20000):
        seat = rules.to_act(s)
        if seat is None:
            return s
        legal = rules.legal_actions(s)
        a = bots[seat].choose(rules, rules.observation(s, seat), seat, legal, 0.0, seed * 100003 + step)
        s = rules.apply(s, a)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(("players", "options"), MODES, ids=str)
def test_random_games_end_without_errors(players, options):
    for seed in range(12):
        s = play(players, options, seed, ["random"] * players)
        out = rules.outcome(s)
        assert out is not None and len(out.scores) == players


@pytest.mark.parametrize(
    ("players", "options"), [(1, {}), (2, {}), (4, {"abilities": "on", "road_conditions": "3"})], ids=str
)
def test_heuristic_games_end_without_errors(players, options):
    for seed in range(3):
        s = play(players, options, seed, ["heuristic"] * players)
        assert rules.outcome(s) is not None


def test_contract_checks_on_a_heuristic_game():
    contract.check_step(rules, rules.new_game((Seat(), Seat()), 3, {}), 1)
    contract.check_game(rules, 2, {"abilities": "on", "road_conditions": "2"}, 11)


def test_heuristic_beats_random_in_three_player_games():
    wins = 0
    games = 12
    for g in range(games):
        kinds = ["random"] * 3
        kinds[g % 3] = "heuristic"
        out = rules.outcome(play(3, {}, g, kinds))
        wins += out.winners == (g % 3,)
    assert wins >= games - 1


def test_bots_see_only_their_observation():
    s = rules.new_game((Seat(), Seat(), Seat()), 4, {})
    obs = rules.observation(s, 1)
    a = BOTS["heuristic"]().choose(rules, obs, 0, rules.legal_actions(s), 0.1, 1)
    assert a in rules.legal_actions(s)


def test_heuristic_counts_stars_and_progress():
    s = play(2, {}, 5, ["heuristic", "heuristic"])
    assert evaluate(s, 0) >= rules.stars(s.trucks[0])
    assert heuristic(s, 0) == evaluate(s, 0)
    lone = play(1, {"driver": "rita"}, 5, ["heuristic"])
    assert heuristic(lone, 0) < evaluate(lone, 0)  # the AI's stars count against
    world = rules.determinize(rules.observation(s, 0), 0, Rng.from_seed(1))
    assert rules.stars(world.trucks[0]) == rules.stars(s.trucks[0])


def test_the_search_value_counts_the_best_order_still_to_take():
    from mint.games.delivery.bots import OPPORTUNITY, opportunity
    from tests.games.delivery.helpers import start, town, truck

    s = start(2, seed=3)
    s = town(s, 0, row=("D-T1-01", "D-T1-02"))
    near = truck(s, 0, pos="T1", orders=())
    far = truck(s, 0, pos="T3", orders=())
    assert opportunity(near, 0) > opportunity(far, 0) > 0
    assert heuristic(near, 0) == pytest.approx(evaluate(near, 0) + OPPORTUNITY * opportunity(near, 0))
    # with every slot taken there is nothing more to take
    full = truck(s, 0, orders=("D-T2-01", "D-T3-01", "D-T4-01"))
    assert opportunity(full, 0) == 0.0
    # taking the order away from the row takes its value away from the seat that wanted it
    gone = town(near, 0, row=())
    assert opportunity(gone, 0) < opportunity(near, 0)


def test_bot_road_distances_skip_closed_roads_and_count_jams_and_tolls_once_more():
    """The greedy driver's distances: Mintopia City to Gumdrop Gully is 3 moves either way round."""
    plain = distances((), False)
    assert plain["MC"]["T1"] == 3 and plain["MC"]["T1e"] == 2
    jam = distances((("T1e", "traffic_jam"),), False)
    assert jam["MC"]["T1e"] == 3
    # counted along the first way found (by W1), as the heuristic bot always has: a shorter count
    # here would change which orders it goes for
    assert jam["MC"]["T1"] == 4
    toll = distances((("T1e", "toll_booth"),), False)
    assert toll["MC"]["T1e"] == 3
    closed = distances((("T1e", "road_closed"), ("T1s", "road_closed")), False)
    assert "T1e" not in closed["MC"] and "T1" not in closed["MC"]
    assert closed["T1"]["T1"] == 0
    tires = distances((("T1e", "road_closed"), ("T1s", "traffic_jam")), True)  # All-Terrain Tires
    assert tires["MC"] == plain["MC"]
