"""No player-facing sentence is written as a literal: every one the scan finds in mint/ is said
through the catalogue, but for the few listed in ``KEPT``, each with the reason it is not words
for a player to read in their language."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from tests.literals import found, literals, reads_as_words

ROOT = Path(__file__).resolve().parent.parent

_TITLE = "a game's or the app's name, kept as printed in every language"
_KEY = "a key the words are looked up by (its words are said through the catalogue beside it)"
_MOVE = "a move's name in saved games and journals (said through knight/actions.SAID_TEXTS)"

KEPT: dict[tuple[str, str], str] = {
    ("mint/cli.py", "Mint Tin Table"): _TITLE,
    ("mint/ui/app.py", "Mint Tin Table"): _TITLE,
    ("mint/games/cooperative/cards.py", "Mint Cooperative"): _TITLE,
    ("mint/games/delivery/cards.py", "Mint Delivery"): _TITLE,
    ("mint/games/italy/cardtypes.py", "Mint Italy"): _TITLE,
    ("mint/games/knight/carddata.py", "Mint Knight"): _TITLE,
    ("mint/games/delivery/cards.py", "Sugar Free"): "a mint's kind, kept as printed (Classic, Sugar Free, Cinnamon)",
    ("mint/core/carddata.py", "Object missing required field (\\S+)"): "matches the schema library's own message",
    ("mint/core/carddata.py", "Object contains unknown field (\\S+)"): "matches the schema library's own message",
    ("mint/core/workcopy.py", "def copy(o):"): "generated Python code",
    ("mint/games/italy/island.py", "Island(north={}, south={})"): "a developer's repr",
    ("mint/selftest.py", "self-test: {} problem(s):"): "the executable's self-test report, for the build",
    ("mint/games/knight/actions.py", "Skip to the blocking phase"): _MOVE,
    ("mint/games/knight/actions.py", "Done blocking"): _MOVE,
    ("mint/games/knight/actions.py", "Keep the play order"): _MOVE,
    ("mint/games/knight/play.py", "Skip to the blocking phase"): _MOVE,
    ("mint/games/knight/play.py", "Done blocking"): _MOVE,
    ("mint/games/knight/play.py", "Keep the play order"): _MOVE,
    **{
        ("mint/games/delivery/model.py", space): _KEY
        for space in (
            "East Warehouse",
            "North Warehouse",
            "South Warehouse",
            "West Warehouse",
            "AI Only Loading Space",
            "Break Room",
            "Left Loading Space",
            "Right Loading Space",
            "Order Dispatch Room",
        )
    },
}


@cache
def _now() -> frozenset[tuple[str, str]]:
    """The scan of mint/, once for the tests below."""
    return frozenset((f, text) for f, hits in found(ROOT).items() for _, text in hits)


def test_every_player_facing_sentence_is_said_through_the_catalogue():
    loose = sorted(hit for hit in _now() if hit not in KEPT)
    assert not loose, f"say these with mint.core.words.t (or list them in KEPT with a reason): {loose}"


def test_what_is_kept_is_still_there():
    gone = sorted(k for k in KEPT if k not in _now())
    assert not gone, f"no longer found, take them out of KEPT: {gone}"


def test_the_scan_finds_a_planted_sentence_and_leaves_said_ones(tmp_path):
    planted = tmp_path / "m.py"
    planted.write_text(
        'from mint.core.words import t\n\ndef f(n):\n    """A docstring."""\n'
        '    a = t("Said through the catalogue.")\n    return f"You have {n} coins left."\n',
        encoding="utf-8",
    )
    assert [text for _, text in literals(planted)] == ["You have {} coins left."]
    assert reads_as_words("Pick a tile.") and not reads_as_words("pick earn 0")
    assert not reads_as_words("CITY_HALL") and not reads_as_words("NotoSans-Bold.ttf")


def test_a_player_facing_error_counts_whatever_its_case(tmp_path):
    planted = tmp_path / "m.py"
    planted.write_text(
        "def f(n):\n"
        '    if n:\n        raise SetupError(f"a seed is at most {n}")\n'
        '    raise KeyError(f"no such key {n}")\n',
        encoding="utf-8",
    )
    assert [text for _, text in literals(planted)] == ["a seed is at most {}"]


def test_a_word_drawn_alone_counts(tmp_path):
    planted = tmp_path / "m.py"
    planted.write_text(
        "def f(k, s, r):\n"
        '    k.text(s, "passed", r.center, 18, (0, 0, 0), True, "center")\n'
        '    k.text(s, str(n), r.center, 18, (0, 0, 0), True, "midleft")\n'
        '    return v.text("event")\n',
        encoding="utf-8",
    )
    assert [text for _, text in literals(planted)] == ["passed"]
