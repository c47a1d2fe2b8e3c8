"""Every word the Mint Cooperative table draws can be read: at least 12 px at 1280x720 (the first
window size) and 18 px at 1920x1080, solo and with 2, 3 and 4 players, with every villain, in
Hard Mode and with Mint It Up!, in every phase, and none is cut short at those sizes."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from mint.core.game import Seat
from mint.games.cooperative import rules
from mint.games.cooperative.view import CooperativeView
from mint.scenes.table.layout import compute_frame
from mint.ui.kit import Kit
from mint.ui.shots import played_session
from tests import textsizes

VIEW_DIR = str(Path(rules.__file__).parent)
SIZES = textsizes.SIZES

#: seeded games: players, options, seed, and the bots that play every seat (heuristic bots win
#: now and then; random ones play the stunts those never choose)
GAMES = (
    (1, {"heroes": "choose"}, 1, "heuristic"),
    (2, {"villain": "gorillic", "hard": "on", "mint_it_up": "on"}, 3, "heuristic"),
    (3, {"villain": "plaqula", "mint_it_up": "on"}, 3, "heuristic"),
    (4, {"villain": "decay", "heroes": "choose"}, 3, "heuristic"),
    (1, {"villain": "halitosis"}, 4, "heuristic"),
    (2, {"mint_it_up": "on"}, 1, "heuristic"),
    (1, {"heroes": "choose"}, 1, "random"),
)


def _phase(s: rules.State) -> str:
    if s.phase == "over":
        return "won" if s.result == "won" else "lost"
    if s.phase == "task":
        return f"task {s.tasks[0].do}"
    if s.phase == "reveal" and s.shown:
        return f"reveal {s.shown[-1].kind}"
    return s.phase


def _seats(players: int, bots: str) -> tuple[Seat, ...]:
    return tuple(Seat(bots, f"P{i + 1}") for i in range(players))


def _firsts(players: int, options: dict[str, str], seed: int, bots: str) -> tuple[list[rules.State], dict[str, int]]:
    """A game's states, and the first step of each phase in it: how many moves lead there."""
    session = played_session("cooperative", _seats(players, bots), options, seed, 10_000)
    first: dict[str, int] = {}
    for i, state in enumerate(session.states):
        first.setdefault(_phase(state), i)
    return list(session.states), first


PLAYED = [_firsts(*g) for g in GAMES]
EVERY = {
    "pick", "choose", "roll", "check", "spend", "fix", "reveal", "reveal trouble", "reveal mayhem",
    "reveal event", "reveal stopped", "task mint", "task run", "task fly", "task rescue", "task companion",
    "task guide", "task teamup", "task token", "task reroll", "won", "lost",
}  # fmt: skip
#: through the whole table (window, frame, side column): a few positions that show the most words
THROUGH_TABLE = ((0, "pick"), (1, "reveal event"), (2, "won"), (3, "pick"), (3, "reveal stopped"), (4, "lost"))


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str]]:
    """(pixel size, text) of every line the Cooperative view has the kit render."""
    return textsizes.spy(monkeypatch, VIEW_DIR)


def test_the_seeded_games_reach_every_phase():
    reached = set().union(*(first for _, first in PLAYED))
    assert EVERY <= reached, sorted(EVERY - reached)
    for game, _ in THROUGH_TABLE:
        assert game < len(GAMES)


@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_word_on_the_table_is_too_small_or_cut_short(drawn, size):
    least = SIZES[size]
    for game, phase in THROUGH_TABLE:
        players, options, seed, bots = GAMES[game]
        drawn.clear()
        textsizes.render(size, "cooperative", _seats(players, bots), PLAYED[game][1][phase], seed, options)
        assert drawn, f"nothing drawn ({phase})"
        small, cut = textsizes.problems(drawn, least)
        assert not small, f"{GAMES[game]}, {phase}: text under {least} px: {small[:8]}"
        assert not cut, f"{GAMES[game]}, {phase}: cut short: {cut}"


@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_phase_of_every_game_reads_whole(drawn, size):
    """The board alone, as the table lays it out, at the first step of each phase of each game."""
    pygame.init()
    least = SIZES[size]
    kit = Kit(size[1] / 1080)
    view = CooperativeView(rules, kit)
    surface = pygame.Surface(size)
    for (players, options, _, _), (states, first) in zip(GAMES, PLAYED, strict=True):
        board = compute_frame(kit, size, players, False).board
        for phase, i in first.items():
            obs = rules.observation(states[i], None)
            drawn.clear()
            view.draw(surface, obs, None, board, dict(view.layout(obs, None, board)))
            small, cut = textsizes.problems(drawn, least)
            assert not small, f"{players} players {options}, {phase}: text under {least} px: {small[:8]}"
            assert not cut, f"{players} players {options}, {phase}: cut short: {cut}"
