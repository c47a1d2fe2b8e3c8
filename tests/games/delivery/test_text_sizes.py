"""Every word the Mint Delivery table draws can be read: at least 12 px at 1280x720 (the first
window size) and 18 px at 1920x1080, in the solitaire against each AI driver and with 2 to 5
drivers, with and without the variants, in every phase, and none is cut short at those sizes, in
English and in Italian."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from mint.core import words
from mint.core.game import Seat
from mint.games.delivery import rules
from mint.games.delivery.cards import DRIVER_BY_ID
from mint.games.delivery.model import State, rep
from mint.scenes.table.panels import side_head
from mint.ui.app import App
from mint.ui.shots import played_session
from tests.games.delivery.helpers import ITALIAN_WORDS, italian
from tests.later import LaterMap
from tests.textsizes import SIZES, problems, render, spy

VIEW_DIR = str(Path(rules.__file__).parent)
ABILITIES = {"abilities": "on", "road_conditions": "4"}


def _phase(s: State) -> str:
    if s.phase in ("keep", "over"):
        return s.phase
    if s.solo:
        return "returns" if s.returns else "ai" if s.turn.seat == 1 else "you"
    return s.turn.pending[0] if s.turn.pending else "play"


def _seats(players: int) -> tuple[Seat, ...]:
    """One person (whose secrets the table shows) and heuristic bots, which complete orders and
    earn abilities, so that the done piles and the abilities fill up."""
    return (Seat("human", "P1"),) + tuple(Seat("heuristic", f"P{i + 1}") for i in range(1, players))


def _phases(players: int, options: dict[str, str], seed: int) -> dict[str, int]:
    """The first step of each phase in a seeded game: how many moves lead to it."""
    session = played_session("delivery", _seats(players), options, seed, 10_000)
    first: dict[str, int] = {}
    for i, state in enumerate(session.states):
        first.setdefault(_phase(state), i)
    return first


# (players, options, seed, the phases to look at): together every phase of each mode, the key
# card with Double Batch (its second row of upgrades) and with Sweet Talker (a fourth order slot),
# and each AI driver's traits
GAMES = (
    (1, {"driver": "marty"}, 3, ("you", "ai", "returns", "over")),
    *((1, {"driver": d}, 1, ("you",)) for d in ("rita", "eddie", "lola", "bertha")),
    (2, {}, 1, ("remove", "claim", "over")),
    (2, {"abilities": "on", "road_conditions": "3"}, 2, ("sample",)),
    (3, ABILITIES, 4, ("keep", "zone", "over")),
    (4, {}, 1, ("claim", "over")),
    (5, ABILITIES, 1, ("keep", "play", "over")),
    (5, ABILITIES, 4, ("over",)),
)
FIRST = LaterMap(range(len(GAMES)), lambda i: _phases(*GAMES[i][:3]))


def test_the_seeded_games_reach_every_phase():
    for i, (players, options, seed, wanted) in enumerate(GAMES):
        assert set(wanted) <= set(FIRST[i]), (players, options, seed, FIRST[i])
    reached = {phase for first in FIRST.values() for phase in first}
    assert {"keep", "play", "remove", "claim", "zone", "sample", "over", "you", "ai", "returns"} <= reached


@pytest.fixture(params=["en", "it"])
def language(request, monkeypatch):
    """The table speaks English, then Italian, for the test's length (the app keeps to it when it opens)."""
    catalogue = italian() if request.param == "it" else None
    monkeypatch.setattr(App, "apply_language", lambda self: words.use(catalogue))
    words.use(catalogue)
    yield request.param
    words.use(None)


@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", range(len(GAMES)), ids=lambda i: f"{GAMES[i][0]}p-{GAMES[i][2]}-{i}")
def test_no_word_on_the_table_is_too_small_or_cut_short(monkeypatch, language, size, game):
    drawn = spy(monkeypatch, VIEW_DIR)
    players, options, seed, wanted = GAMES[game]
    least = SIZES[size]
    for phase in wanted:
        drawn.clear()
        render(size, "delivery", _seats(players), FIRST[game][phase], seed, options)
        assert drawn, f"nothing drawn ({phase})"
        italian_seen = any(text in ITALIAN_WORDS for _, text in drawn)
        assert italian_seen == (language == "it"), f"not in the language asked ({language}, {phase}): {drawn[:8]}"
        small, cut = problems(drawn, least)
        where = f"{players} players {options}, {phase}, {language}"
        assert not small, f"{where}: text under {least} px: {small[:8]}"
        assert not cut, f"{where}: cut short: {cut}"


@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_ai_drivers_status_line_fits_the_headings_two_lines(language, size):
    """The heading shows two lines of the status: on the AI driver's turn, each driver's name, each
    count of actions and its last turn fit them (the words to press are the line's end)."""
    players, options, seed, _ = GAMES[0]
    app = render(size, "delivery", _seats(players), FIRST[0]["ai"], seed, options)
    table = app.scenes[-1]
    width = side_head(table).width - table.kit.px(32)
    state = table.session.state
    assert state.solo and state.turn.seat == 1
    for driver, left, last in itertools.product(DRIVER_BY_ID, (1, 2), (False, True)):
        s = rep(state, driver=driver, last_round=last, turn=rep(state.turn, left=left))
        line = table.view.status(s)
        assert len(table.kit.wrap(line, 18, width)) <= 2, (language, line)


@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_drivers_status_line_fits_the_headings_two_lines(language, size):
    """A driver's turn in the multiplayer game: each decision owed, Turbo Engine's free move and
    Express Route's free order (together too), in the last round or not, on the heading's two lines."""
    game = next(i for i, g in enumerate(GAMES) if g[0] == 2 and "claim" in g[3])
    players, options, seed, _ = GAMES[game]
    app = render(size, "delivery", _seats(players), FIRST[game]["claim"], seed, options)
    table = app.scenes[-1]
    width = side_head(table).width - table.kit.px(32)
    state = table.session.state
    seat = state.turn.seat
    truck = rep(state.trucks[seat], abilities=("A05", "A13"), pos="T1")
    state = rep(state, trucks=tuple(truck if i == seat else x for i, x in enumerate(state.trucks)))
    owed = ((), ("claim",), ("remove",), ("zone",), ("sample",))
    for pending, moved, express, last in itertools.product(owed, (False, True), ("", "T1"), (False, True)):
        turn = rep(state.turn, left=2, pending=pending, moved=moved, turbo=False, express=express)
        line = table.view.status(rep(state, turn=turn, last_round=last))
        assert line and len(table.kit.wrap(line, 18, width)) <= 2, (language, line)
