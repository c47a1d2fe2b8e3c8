"""No new player-facing sentence is written as a literal: what is left is listed, per module, in
tests/literals_left.json, and that list may only shrink (every module's count at most its entry)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from tests.literals import counts, literals, reads_as_words

ROOT = Path(__file__).resolve().parent.parent
LEFT = Path(__file__).with_name("literals_left.json")


@cache
def _now() -> dict[str, int]:
    """The scan of mint/, once for the tests below."""
    return counts(ROOT)


def test_no_module_says_more_in_literals_than_the_list_left():
    left = json.loads(LEFT.read_text(encoding="utf-8"))
    now = _now()
    grown = {f: (n, left.get(f, 0)) for f, n in now.items() if n > left.get(f, 0)}
    assert not grown, "player-facing literals outside the catalogue (say them with mint.core.words.t): " + "; ".join(
        f"{f}: {n} (left {was}): {[s for _, s in literals(ROOT / f)][:3]}" for f, (n, was) in grown.items()
    )


def test_the_list_left_is_kept_tight():
    left = json.loads(LEFT.read_text(encoding="utf-8"))
    now = _now()
    loose = {f: (now.get(f, 0), n) for f, n in left.items() if now.get(f, 0) < n}
    assert not loose, f"fewer literals now than listed: lower these entries in {LEFT.name}: {loose}"


def test_the_scan_finds_a_planted_sentence_and_leaves_said_ones(tmp_path):
    planted = tmp_path / "m.py"
    planted.write_text(
        'from mint.core.words import t\n\ndef f(n):\n    """A docstring."""\n'
        '    a = t("Said through the catalogue.")\n    return f"You have {n} coins left."\n',
        encoding="utf-8",
    )
    assert [text for _, text in literals(planted)] == ["You have {} coins left."]
    assert reads_as_words("Pick a tile.") and not reads_as_words("pick earn 0")
