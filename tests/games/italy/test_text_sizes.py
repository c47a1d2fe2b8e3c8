"""Every word the Mint Italy table draws can be read: at least 12 px at 1280x720 (the first
window size) and 18 px at 1920x1080, solo and with 2, 3 and 4 players (one game with hens
taking back any settlement), in every phase, and none is cut short at those sizes, in English and
in Italian."""

from __future__ import annotations

from pathlib import Path

import pytest

from mint.core import words
from mint.core.game import Seat
from mint.games.italy import board, rules
from mint.games.italy.state import BOT, HIDDEN, State
from mint.ui.app import App
from mint.ui.shots import played_session
from tests import textsizes
from tests.games.italy.italian import italian
from tests.later import LaterMap

VIEW_DIR = str(Path(rules.__file__).parent)
SIZES = textsizes.SIZES
#: (players, options, seed): solo against the bot with the longest name, and 2-4 players; the
#: seeds are games that between them reach every phase and every choice owed
GAMES: tuple[tuple[int, dict[str, str], int], ...] = (
    (1, {"persona": "governatore"}, 28),
    (2, {"hen": "any"}, 8),
    (3, {}, 8),
    (4, {}, 166),
)
#: the positions drawn: each phase once, spread over the player counts (the end of every game,
#: with its largest numbers and outlined cities); every position draws the whole table
DRAWN = {
    1: ("setup", "bot turn", "bot card", "production", "cleanup", "convert", "over"),
    2: ("play", "expand", "produce", "over"),
    3: ("trade", "food", "free_order", "cleanup_food", "hen", "over"),
    4: ("choose", "order", "collect", "prod_convert", "upgrade", "over"),
}
ALL_PHASES = {"setup", "play", "production", "cleanup", "over", "bot turn", "bot card", "trade", "collect"}
ALL_PHASES |= {"prod_convert", "convert", "choose", "produce", "expand", "order", "free_order", "food"}
ALL_PHASES |= {"cleanup_food", "upgrade", "hen"}


def _phase(s: State) -> str:
    if s.phase == "over":
        return "over"
    if s.solo and s.bot_card != HIDDEN:
        return "bot card"
    if s.solo and s.phase == "play" and board.actor(s) == BOT:
        return "bot turn"
    if s.pending:
        return s.pending[0].kind
    return s.phase


def _seats(players: int) -> tuple[Seat, ...]:
    return tuple(Seat("human", f"P{i + 1}") for i in range(players))


def _phases(players: int, options: dict[str, str], seed: int) -> dict[str, int]:
    """The first step of each phase in a seeded game: how many moves lead to it."""
    session = played_session("italy", _seats(players), options, seed, 10_000)
    first: dict[str, int] = {}
    for i, state in enumerate(session.states):
        first.setdefault(_phase(state), i)
    return first


PHASES = LaterMap([g[0] for g in GAMES], lambda n: next(_phases(*g) for g in GAMES if g[0] == n))


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str]]:
    """(pixel size, text) of every line the Italy view has the kit render."""
    return textsizes.spy(monkeypatch, VIEW_DIR)


def test_the_drawn_positions_reach_every_phase():
    for players, phases in DRAWN.items():
        assert set(phases) <= set(PHASES[players]), (players, set(phases) - set(PHASES[players]))
    assert set().union(*DRAWN.values()) == ALL_PHASES


@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players, options, seed", GAMES, ids=[f"{g[0]}p" for g in GAMES])
def test_no_word_on_the_table_is_too_small_or_cut_short(drawn, size, players, options, seed):
    least = SIZES[size]
    for phase in DRAWN[players]:
        drawn.clear()
        textsizes.render(size, "italy", _seats(players), PHASES[players][phase], seed, options)
        assert drawn, f"nothing drawn ({phase})"
        small, cut = textsizes.problems(drawn, least)
        assert not small, f"{players} players, {phase}: text under {least} px: {small[:8]}"
        assert not cut, f"{players} players, {phase}: cut short: {cut}"


ITALIAN_WORDS = {"Ordine", "Passa", "Tassa ordine", "Tassa", "Ordini completati", "Completati"}
"""Words the table draws in every position, in Italian: seeing one, the table speaks Italian."""


@pytest.fixture
def in_italian(monkeypatch: pytest.MonkeyPatch):
    """The table speaks Italian for the test's length (the app keeps to it when it opens)."""
    catalogue = italian()
    monkeypatch.setattr(App, "apply_language", lambda self: words.use(catalogue))
    words.use(catalogue)
    yield
    words.use(None)


@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players, options, seed", GAMES, ids=[f"{g[0]}p" for g in GAMES])
def test_no_italian_word_on_the_table_is_too_small_or_cut_short(in_italian, drawn, size, players, options, seed):
    least = SIZES[size]
    for phase in DRAWN[players]:
        drawn.clear()
        textsizes.render(size, "italy", _seats(players), PHASES[players][phase], seed, options)
        assert drawn, f"nothing drawn ({phase})"
        assert any(text in ITALIAN_WORDS for _, text in drawn), f"not in Italian ({phase}): {drawn[:8]}"
        small, cut = textsizes.problems(drawn, least)
        where = f"{players} players, {phase}, in Italian"
        assert not small, f"{where}: text under {least} px: {small[:8]}"
        assert not cut, f"{where}: cut short: {cut}"
