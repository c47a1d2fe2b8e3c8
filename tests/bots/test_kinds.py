"""Which bot kinds a saved game may name: read from the declarations, agreeing with the factory."""

from __future__ import annotations

import subprocess
import sys

import pytest

from mint.bots.base import BotError
from mint.bots.kinds import make_bot, unknown_bots
from mint.core import registry
from mint.core.game import Seat

KINDS = (
    "random",
    "heuristic",
    "Heuristic ",
    "ismcts",
    "ismcts:easy",
    "ismcts:hard",
    "ismcts:normal/depth=4",
    "ismcts:normal/policy=0.5",
    "ismcts:normal/policy=7",
    "ismcts:genius",
    "martian",
    "",
)


def _made(game: str, kind: str) -> bool:
    try:
        make_bot(game, kind)
    except (BotError, ValueError):
        return False
    return True


@pytest.mark.parametrize("game", registry.names())
def test_the_kinds_a_saved_game_may_name_are_those_the_factory_makes(game):
    seats = [Seat("human"), *(Seat(k) for k in KINDS)]
    expected = [k for k in KINDS if not _made(game, k)]
    assert unknown_bots(game, seats) == expected
    assert "martian" in expected and "ismcts:genius" in expected  # (the check can say no)


def test_a_game_this_app_lacks_has_only_the_random_bot():
    assert unknown_bots("chess", [Seat("human"), Seat("random"), Seat("heuristic"), Seat("ismcts")]) == [
        "heuristic",
        "ismcts",
    ]


def test_checking_the_seats_loads_no_game_nor_the_search():
    """The menu asks this of every unfinished game before its first frame: it reads declarations."""
    code = (
        "import sys;from mint.bots.kinds import unknown_bots;from mint.core.game import Seat;"
        "[unknown_bots(g,[Seat('heuristic'),Seat('ismcts:hard')]) for g in ('italy','control','delivery','cooperative','knight')];"
        "print(sorted(m for m in sys.modules if m.startswith('mint.games.') and m.count('.')>2 or m=='mint.bots.ismcts'))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout
