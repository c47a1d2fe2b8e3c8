"""Solo set-up on a test island where every land of the north and south cards costs the same.

Rulebook ("Solo Rules - Game Setup"): the bot's two free persons go on the highest-costing whole
hex of their start cards, "page 10 for ties": the scan arrow of the top discarded bot card
("Resolving Ties For Bot"). The real cards have one costliest hex of each terrain per card, so
they never reach the tie; these copies of them, with every land cost set to 3, always do.
"""

from __future__ import annotations

import re
import shutil
from functools import cache
from pathlib import Path

import pytest

from mint.core.game import Seat
from mint.core.hexmap import read_card
from mint.games.italy import board, island, play
from mint.games.italy import cards as C
from mint.games.italy import rules as R
from mint.games.italy.state import BOT
from mint.resources import data_path

TIED_COST_GID = 9  # the tileset's tile of cost 3
BORGO, VIGNA = 0, 1


def _clear_island_caches() -> None:
    island.forget_cards()
    board.forget_islands()


def _tied_copy(card_id: str, folder: Path) -> Path:
    """The card file with every land cost on its costs layer set to 3."""
    text = data_path("maps", f"italy_{card_id}.tmx").read_text()
    head, rest = text.split('name="costs"', 1)
    start = rest.index("<data")
    end = rest.index("</data>")
    tied = re.sub(r"\b[1-9][0-9]*\b", str(TIED_COST_GID), rest[start:end].split(">", 1)[1])
    out = folder / f"italy_{card_id}.tmx"
    out.write_text(head + 'name="costs"' + rest[:start] + rest[start:end].split(">", 1)[0] + ">" + tied + rest[end:])
    return out


@pytest.fixture
def tied_island(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    for name in ("italy.tsx", "italy.png"):
        shutil.copy(data_path("maps", name), tmp_path / name)
    files = {c: _tied_copy(c, tmp_path) for c in island.NORTH + island.SOUTH}
    real = island.card.__wrapped__

    def card(card_id: str):
        return read_card(files[card_id]) if card_id in files else real(card_id)

    _clear_island_caches()
    monkeypatch.setattr(island, "card", cache(card))
    yield
    monkeypatch.undo()
    _clear_island_caches()


def _whole_on(isl: island.Island, card_id: str, terrain: str) -> list[int]:
    return [i for i in isl.land if card_id in isl.cards[i] and isl.whole[i] and terrain in isl.terrains[i]]


def _solo_games():
    for seed in range(40):
        yield R.new_game([Seat()], seed, {"persona": "mercante"})


def test_the_test_island_costs_three_on_every_whole_hex_and_has_ties_on_most_cards(tied_island):
    isl = island.island(island.NORTH, island.SOUTH)
    ties = 0
    for card_id in island.NORTH + island.SOUTH:
        for terrain in ("grey", "dark"):
            spots = _whole_on(isl, card_id, terrain)
            assert spots and {isl.cost[i] for i in spots} == {3}, (card_id, terrain)
            ties += len(spots) >= 2
    assert ties >= 12


def test_solo_start_ties_go_by_the_scan_of_the_top_discarded_bot_card(tied_island):
    arrows_seen = set()
    differs_from_top_left = 0
    for s in _solo_games():
        isl = play.isle(s)
        arrow = C.BOT_CARDS[s.bot_discard[-1]].scan
        arrows_seen.add(arrow)
        starts = C.PERSONA_BY_ID[s.start_persona].start
        for col, row, slot, terrain in ((BORGO, "N", starts[0], "grey"), (VIGNA, "S", starts[1], "dark")):
            spots = _whole_on(isl, isl.slot_card(row, slot), terrain)
            placed = [i for i in spots if s.board[i] == 3 * BOT + col]
            assert placed == [isl.scan(spots, arrow)[0]], (arrow, col)
            differs_from_top_left += placed[0] != isl.scan(spots, "TL")[0]
    assert arrows_seen == {"TL", "TR", "BL", "BR"}
    assert differs_from_top_left > 0
