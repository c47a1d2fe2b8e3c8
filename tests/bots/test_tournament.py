"""The tournament runner on the fixture game: rotation, figures, errors and processes."""

from __future__ import annotations

import pytest

from mint.bots import tournament
from mint.bots.base import BotError
from tests.fixture import rules as pebbles


def test_entries_fill_with_the_last_kind():
    assert tournament.entries_for(["heuristic", "random"], 4) == [
        "heuristic",
        "random",
        "random",
        "random",
    ]
    assert tournament.entries_for(["a", "b", "c"], 2) == ["a", "b"]


def test_seats_rotate_so_each_entry_plays_each_seat_equally():
    entries = ["a", "b", "c"]
    counts = [[0] * 3 for _ in range(3)]
    for g in range(6):
        for seat, e in enumerate(tournament.seat_kinds(entries, g)):
            counts[e][seat] += 1
    assert counts == [[2, 2, 2]] * 3


def test_wilson_interval_contains_the_rate():
    lo, hi = tournament.wilson(30, 40)
    assert lo < 0.75 < hi
    assert 0.0 <= lo and hi <= 1.0
    assert tournament.wilson(0, 10)[0] == 0.0
    assert tournament.wilson(10, 10)[1] == pytest.approx(1.0)


def test_run_reports_every_figure():
    seen = []
    res = tournament.run(
        "pebbles",
        ["random", "random"],
        games=6,
        seed=3,
        progress=lambda d, t: seen.append((d, t)),
    )
    for key in (
        "game",
        "games",
        "actions",
        "seconds",
        "actions_per_second",
        "errors",
        "wins",
        "win_rate",
        "win_rate_ci95",
        "mean_score",
        "decision_ms",
        "players",
    ):
        assert key in res
    assert res["game"] == "pebbles" and res["games"] == 6 and res["players"] == 2
    assert res["errors"] == 0 and res["actions"] > 0
    assert len(res["wins"]) == len(res["win_rate"]) == len(res["mean_score"]) == 2
    # every game has a winner; shared wins count for each seat
    assert sum(res["wins"]) >= 6
    assert set(res["decision_ms"]) == {"random"}
    assert res["decision_ms"]["random"]["p95"] >= res["decision_ms"]["random"]["p50"] >= 0
    assert seen == [(i, 6) for i in range(1, 7)]


def test_run_is_reproducible_from_the_seed():
    a = tournament.run("pebbles", ["random"], games=4, players=3, seed=11)
    b = tournament.run("pebbles", ["random"], games=4, players=3, seed=11)
    assert a["wins"] == b["wins"] and a["mean_score"] == b["mean_score"]


def test_players_default_to_the_kinds_given_and_at_least_the_minimum():
    assert tournament.run("pebbles", ["random"], games=1)["players"] == 1
    assert tournament.run("pebbles", ["random", "random", "random"], games=1)["players"] == 3


def test_heuristic_beats_random_when_the_game_has_one(monkeypatch):
    class Greedy:
        kind = "greedy"

        def choose(self, rules, observation, seat, legal, budget_s, seed):
            return max(legal, key=lambda a: getattr(a, "count", 0))

    bots_mod = type("Bots", (), {"BOTS": {"greedy": Greedy}})
    monkeypatch.setattr(pebbles, "BOTS_MODULE", bots_mod, raising=False)
    res = tournament.run("pebbles", ["greedy", "random"], games=40, seed=1, options={"dice": "off"})
    assert res["win_rate"][0] > res["win_rate"][1]
    lo, hi = res["win_rate_ci95"][0]
    assert lo <= res["win_rate"][0] <= hi


def test_a_game_that_raises_is_counted_and_the_run_goes_on(monkeypatch):
    class Broken:
        kind = "broken"

        def choose(self, rules, observation, seat, legal, budget_s, seed):
            if observation.pile < 5:
                raise RuntimeError("boom")
            return legal[0]

    bots_mod = type("Bots", (), {"BOTS": {"broken": Broken}})
    monkeypatch.setattr(pebbles, "BOTS_MODULE", bots_mod, raising=False)
    res = tournament.run("pebbles", ["broken", "random"], games=3)
    assert res["errors"] == 3 and res["games"] == 3
    assert "boom" in res["error_messages"][0]


def test_bots_see_only_their_observation(monkeypatch):
    seen = []

    class Spy:
        kind = "spy"

        def choose(self, rules, observation, seat, legal, budget_s, seed):
            seen.append((seat, observation.secret, observation.rng))
            return legal[0]

    bots_mod = type("Bots", (), {"BOTS": {"spy": Spy}})
    monkeypatch.setattr(pebbles, "BOTS_MODULE", bots_mod, raising=False)
    tournament.run("pebbles", ["spy"], games=2, players=3)
    from mint.core.rng import MASKED

    assert seen
    for seat, secret, rng in seen:
        assert rng == MASKED
        assert all(v is None for i, v in enumerate(secret) if i != seat)


def test_unknown_kind_fails_before_playing():
    with pytest.raises(BotError):
        tournament.run("pebbles", ["nonsense"], games=2)


def test_jobs_spread_games_over_processes_with_the_same_figures():
    one = tournament.run("pebbles", ["random", "random"], games=6, seed=5, jobs=1)
    two = tournament.run("pebbles", ["random", "random"], games=6, seed=5, jobs=2)
    assert two["errors"] == 0
    assert one["wins"] == two["wins"] and one["mean_score"] == two["mean_score"]


def test_a_game_that_does_not_end_in_time_is_an_error():
    res = tournament.run("pebbles", ["random", "random"], games=2, options={"dice": "off"}, max_actions=2)
    assert res["errors"] == 2 and "did not end within 2 actions" in res["error_messages"][0]
