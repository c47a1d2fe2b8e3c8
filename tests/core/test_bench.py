"""``bench``: the engine speeds (samples side by side, each on games not played before) and the frames of a whole game."""

from __future__ import annotations

import pytest

from mint import bench


def test_playouts_go_on_from_the_seed_they_are_given():
    count, spent, next_seed = bench._playouts("delivery", 0.05, 7)
    assert count > 0 and spent > 0
    assert next_seed > 7  # at least one whole game, from seed 7 on
    again, _, after = bench._playouts("delivery", 0.05, next_seed)
    assert again > 0 and after > next_seed


def test_engine_speeds_reports_every_game_and_round():
    pytest.importorskip("chess")
    got = bench.engine_speeds(["delivery", "control"], rounds=3, seconds=0.05)
    assert got["chess"] > 0
    assert set(got["games"]) == {"delivery", "control"}
    for game in ("delivery", "control"):
        rounds = got["vs_chess_rounds"][game]
        assert len(rounds) == 3 and all(r > 0 for r in rounds)
        assert got["vs_chess"][game] == round(sorted(rounds)[1], 2)  # the median of three


def test_each_round_plays_new_games(monkeypatch):
    pytest.importorskip("chess")
    seeds: list[int] = []
    real = bench._playouts

    def spy(game: str, seconds: float, seed: int) -> tuple[int, float, int]:
        seeds.append(seed)
        return real(game, seconds, seed)

    monkeypatch.setattr(bench, "_playouts", spy)
    bench.engine_speeds(["delivery"], rounds=3, seconds=0.02)
    assert seeds[0] == 1 and seeds == sorted(set(seeds))  # rising: no round replays a seed


@pytest.mark.parametrize("game", ["italy", "control", "delivery", "cooperative", "knight"])
def test_the_memory_probe_draws_every_move_it_was_asked_for(game):
    """The memory probe's table is one a game is still being played on: it makes each of the moves
    asked for, each drawn (a game played at random from the start may be over before them, and a
    table never drawn says nothing of the memory a drawn one takes)."""
    peak, made = bench.table_memory(game, "640,360", True, 2)
    assert made == 2
    assert peak > 0


def test_a_whole_game_is_timed_move_by_move_from_its_first_to_its_end():
    from mint.core.game import Seat
    from mint.ui.shots import played_session

    w = bench.whole_game_frames("control", (1280, 720), False, 0.0)
    full = played_session("control", (Seat("heuristic"),) * 3, {}, 11, 100_000)
    assert full.over and w["moves"] == len(full.actions)
    assert w["over_goal"] == w["moves"], "every frame takes some time"
    assert 0 < w["median"] <= w["p95"] <= w["worst"]


def test_each_moves_frame_is_the_median_of_its_runs(monkeypatch):
    """The moves are played on a fresh table each run; a move's frame is the median of its runs,
    and the worst of any one run is reported beside it."""
    runs = iter([[5.0, 1.0, 9.0], [1.0, 2.0, 3.0], [3.0, 8.0, 4.0]])
    monkeypatch.setattr(bench, "_after_moves", lambda app, table, actions: (next(runs), [2.0]))
    m = bench.move_frames("control", (640, 360), 3, runs=3)
    assert m["after_move_each"] == [3.0, 2.0, 4.0]
    assert (m["after_move_median"], m["after_move_worst"], m["after_move_worst_of_any_run"]) == (3.0, 4.0, 9.0)
    assert m["runs"] == 3 and m["moves"] == 3 and m["glide_worst"] == 2.0
