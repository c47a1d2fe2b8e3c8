"""tools/tournaments.py: targets are checked against recorded results; a cut line is skipped."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("tournaments_tool", ROOT / "tools" / "tournaments.py")
assert spec is not None and spec.loader is not None
tool = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = tool
spec.loader.exec_module(tool)


def _rec(name, wins, n, kind="ismcts:normal", p95=400.0):
    from mint.bots.tournament import wilson

    return {
        "name": name,
        "win_rate": [wins / n],
        "win_rate_ci95": [list(wilson(wins, n))],
        "played": n,
        "decision_ms": {kind: {"p95": p95}},
    }


def _verdict(done, start):
    return next(v for t, v, _ in tool.verdicts(done) if t.startswith(start))


def test_targets_pass_fail_and_stay_open():
    done = {
        r["name"]: r
        for r in [
            _rec("control-normal-random", 39, 40),
            _rec("control-normal-heuristic", 120, 200),
            _rec("control-hard-normal", 50, 100, kind="ismcts:hard", p95=2100.0),
            _rec("cooperative-nick-heuristic", 590, 1000, kind="heuristic"),
            _rec("cooperative-nick-normal", 80, 100),
            _rec("cooperative-halitosis-heuristic", 290, 1000, kind="heuristic"),
            _rec("cooperative-halitosis-normal", 33, 100),
        ]
    }
    assert _verdict(done, "control: Normal beats random") == "PASS"
    assert _verdict(done, "control: Normal beats heuristic") == "PASS"
    assert _verdict(done, "control: Hard beats Normal") == "FAIL"  # exactly half is not more than half
    assert _verdict(done, "delivery: Normal beats heuristic") == "open"
    assert _verdict(done, "cooperative nick") == "PASS"
    assert _verdict(done, "cooperative halitosis") == "FAIL"  # 33% of 100 overlaps 29% of 1000
    assert _verdict(done, "ismcts:hard decision") == "FAIL"
    assert _verdict(done, "ismcts:normal decision") == "PASS"
    assert _verdict(done, "ismcts:easy decision") == "open"


def test_results_file_skips_a_line_cut_short(tmp_path):
    path = tmp_path / "t.jsonl"
    path.write_text(json.dumps(_rec("control-normal-random", 40, 40)) + "\n" + '{"name": "control-no', encoding="utf-8")
    assert list(tool.load(path)) == ["control-normal-random"]


def test_every_competitive_game_has_the_three_strength_tournaments():
    names = {r.name for r in tool.runs()}
    for game in ("control", "delivery"):
        for what in ("normal-random", "normal-heuristic", "hard-normal"):
            assert f"{game}-{what}" in names
    assert {r.games for r in tool.runs() if r.name.endswith("-normal-heuristic")} == {200}
