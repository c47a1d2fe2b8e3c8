"""Golden transcripts: every game replays exactly as it was recorded.

Each config's first ``DEFAULT_GAMES`` games replay in the ordinary run; ``pytest -m golden`` (or
``make golden``, or ``MINT_GOLDEN=all``) replays every one. The transcripts come from
``python tools/golden.py record``; ``python tools/golden.py check`` prints the same report.
No bot plays here: every game is rebuilt from its seed and its actions' text forms.
"""

from __future__ import annotations

import copy
import functools
import importlib.util
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from mint.core import registry
from mint.core.game import Seat

_TOOL = Path(__file__).resolve().parents[2] / "tools" / "golden.py"
_spec = importlib.util.spec_from_file_location("mint_golden_tool", _TOOL)
assert _spec and _spec.loader
golden = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = golden
_spec.loader.exec_module(golden)

DEFAULT_GAMES = 3
CASES = [(game, key) for game in golden.GAMES for key in golden.header(game)["configs"]]


@functools.cache
def _games(game: str) -> dict[str, list[dict[str, Any]]]:
    return golden.by_config(golden.load(game)[1])


def _full(config: pytest.Config) -> bool:
    if os.environ.get("MINT_GOLDEN") == "all":
        return True
    expr = config.getoption("markexpr", "") or ""
    return "golden" in expr and "not golden" not in expr


@pytest.mark.golden
@pytest.mark.parametrize(("game", "key"), CASES, ids=[f"{g}-{k.replace(' ', '-').replace('=', ':')}" for g, k in CASES])
def test_the_recorded_games_replay_exactly(game: str, key: str, request: pytest.FixtureRequest) -> None:
    records = _games(game)[key]
    chosen = records if _full(request.config) else records[:DEFAULT_GAMES]
    problems = [p for rec in chosen for p in golden.replay(game, rec)]
    assert not problems, f"{len(problems)} differences; the first:\n" + "\n".join(problems[:10])


@pytest.mark.parametrize("game", golden.GAMES)
def test_every_config_holds_a_hundred_games_or_more(game: str) -> None:
    header = golden.header(game)
    groups = _games(game)
    assert list(groups) == header["configs"]
    for key, records in groups.items():
        assert len(records) >= 100, key
        assert len({r["seed"] for r in records}) == len(records), f"{key}: a seed is used twice"
    counts = {int(key.split("p")[0]) for key in groups}
    rules = registry.get(game)
    assert counts == set(range(rules.MIN_PLAYERS, rules.MAX_PLAYERS + 1))


def _other_legal_action(game: str, rec: dict[str, Any], step: int) -> str:
    """A legal action at ``step`` that is not the recorded one (the first step that has one)."""
    rules = registry.get(game)
    seats = tuple(Seat(*s) for s in rec["seats"])
    state = rules.new_game(seats, rec["seed"], rec["options"])
    for text in rec["actions"][:step]:
        state = rules.apply(state, rules.parse_action(text))
    others = sorted(str(a) for a in rules.legal_actions(state) if str(a) != rec["actions"][step])
    return others[0] if others else ""


@pytest.mark.parametrize("game", golden.GAMES)
def test_a_changed_transcript_is_caught(game: str) -> None:
    rec = next(r for r in _games(game)[golden.header(game)["configs"][-1]] if len(r["actions"]) > 20)
    assert golden.replay(game, rec) == []

    step = next(k for k in range(10, len(rec["actions"])) if _other_legal_action(game, rec, k))
    flipped = copy.deepcopy(rec)
    flipped["actions"][step] = _other_legal_action(game, rec, step)
    problems = golden.replay(game, flipped)
    assert problems, "another legal action at one step went unnoticed"

    mark = copy.deepcopy(rec)
    mark["marks"] = mark["marks"][:5] + ("0" if mark["marks"][5] != "0" else "1") + mark["marks"][6:]
    assert any("step 5:" in p for p in golden.replay(game, mark))

    digest = copy.deepcopy(rec)
    digest["state"] = "0" * 32
    assert any("final state digest" in p for p in golden.replay(game, digest))

    outcome = copy.deepcopy(rec)
    outcome["outcome"]["scores"][0] += 1
    assert any("outcome differs" in p and "scores" in p for p in golden.replay(game, outcome))

    cut = copy.deepcopy(rec)
    cut["actions"] = cut["actions"][:-1]
    assert any("goes on after" in p for p in golden.replay(game, cut))
