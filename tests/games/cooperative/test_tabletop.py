"""Mint Cooperative on a screen lying flat: each seat's strip holds the heroes it plays (their
cards and stunts) and its Mint It Up! mint, the shared board the rest. In every phase of seeded
games with 1-4 players, at 720p, 1080p and 4K: every spot lies inside its part, is at least a
finger wide, appears once, and every move's spots are there; no word is under its size or cut."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from mint.core import words
from mint.core.game import Seat
from mint.core.spots import Spot
from mint.games.cooperative import rules
from mint.games.cooperative.actions import SPARE
from mint.games.cooperative.view import CooperativeView
from mint.ui import tabletop as T
from mint.ui.kit import Kit
from mint.ui.shots import played_session
from tests import tabletop_parts, textsizes
from tests.games.cooperative.italian import speak
from tests.later import LaterList
from tests.ui.test_tabletop_games import _table

VIEW_DIR = str(Path(rules.__file__).parent)
#: the least pixel size of a word at each screen size
SIZES = {(1920, 1080): 18, (3840, 2160): 36}  # (table-top mode is for big screens)

#: seeded games: players, options, seed, the bots that play every seat
GAMES = (
    (1, {"heroes": "choose", "mint_it_up": "on"}, 1, "heuristic"),
    (2, {"villain": "gorillic", "hard": "on", "mint_it_up": "on"}, 3, "heuristic"),
    (3, {"villain": "plaqula", "mint_it_up": "on", "heroes": "choose"}, 3, "heuristic"),
    (4, {"villain": "decay", "heroes": "choose"}, 3, "heuristic"),
    (4, {"villain": "nick", "mint_it_up": "on"}, 2, "heuristic"),
    (4, {"villain": "gorillic"}, 5, "random"),
    (2, {"villain": "halitosis", "heroes": "choose"}, 4, "random"),
    (1, {"villain": "halitosis"}, 4, "heuristic"),
    (2, {"mint_it_up": "on"}, 1, "heuristic"),
    (1, {"heroes": "choose"}, 1, "random"),
)


def _phase(s: rules.State) -> str:
    if s.phase == "task":
        return f"task {s.tasks[0].do}"
    if s.phase == "reveal" and s.shown:
        return f"reveal {s.shown[-1].kind}"
    return s.phase


def _positions(players: int, options: dict[str, str], seed: int, bots: str) -> list[tuple[rules.State, bool]]:
    """The first state of each phase of a game (marked True), every 9th state besides, and its last."""
    seats = tuple(Seat(bots, f"P{i + 1}") for i in range(players))
    states = list(played_session("cooperative", seats, options, seed, 10_000).states)
    return tabletop_parts.samples(states, _phase, 9)


PLAYED = LaterList(GAMES, lambda g: (g[0], _positions(*g)))


def _parts(
    view: CooperativeView, kit: Kit, size: tuple[int, int], obs: rules.State, edges: tuple[str, ...] = ()
) -> dict[Any, Any]:
    """As the table lays them out (the seats at ``edges``, else where they sit by default): the
    board's and each seat's (rect, turned size, spots), upright."""
    players = len(obs.seats)

    def check(depth: int) -> None:
        if not edges or tuple(edges) == T.seating(players):
            assert 180 <= depth <= 300, depth

    return tabletop_parts.lay_out(view, kit, size, obs, players, edges, check)[1]


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str]]:
    return textsizes.spy(monkeypatch, VIEW_DIR)


#: seatings the players may choose besides the default ones: two players on the short edges, a
#: solo player on one
SEATINGS = {1: ((), ("left",)), 2: ((), ("left", "right")), 3: ((), ("top", "left", "right")), 4: ((),)}


@pytest.mark.parametrize(
    ("size", "language"),
    [(s, "en") for s in SIZES] + [((1920, 1080), "it")],
    ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else v,
)
def test_every_phase_lays_out_on_the_edges_and_reads_whole(drawn, size, language, monkeypatch):
    """... in English, and in Italian on a 1080p table."""
    speak(language, monkeypatch)
    try:
        _every_phase_reads_whole(drawn, size)
    finally:
        words.use(None)


def _every_phase_reads_whole(drawn: list[tuple[int, str]], size: tuple[int, int]) -> None:
    pygame.init()
    kit = Kit(size[1] / 1080)
    view = CooperativeView(rules, kit)
    least = kit.px(48)
    big = size == (3840, 2160)  # (at 4K the same layouts, scaled: the first state of each phase at
    # the default edges is enough)
    for (players, states), edges in ((p, e) for p in PLAYED for e in SEATINGS[p[0]][: 1 if big else None]):
        for state, first in states:
            if big and not first:
                continue
            obs = rules.observation(state, None)
            where = f"{players} players at {edges or 'the default edges'}, {_phase(state)}"
            parts = _parts(view, kit, size, obs, edges)
            owner: dict[Any, Any] = {}
            for key, (rect, _, spots) in parts.items():
                for sid, r in spots.items():
                    assert sid not in owner, (where, sid, key, owner.get(sid))
                    owner[sid] = key
                    assert rect.contains(r), (where, key, sid, r, rect)
                    assert min(r.size) >= least, (where, key, sid, r.size)
            for a in rules.legal_actions(state):
                for sid in (a.source, a.target):
                    assert sid is None or sid in owner, (where, str(a), sid)
            # each seat's strip holds the heroes it plays, and its Mint It Up! mint while it decides
            for h, hero in enumerate(obs.heroes):
                if hero:
                    assert owner[Spot("hero", hero)] == obs.control[h], (where, hero)
            seat = rules.to_act(obs)
            if seat is not None and obs.spare[seat]:
                assert owner[SPARE] == seat, where
            drawn.clear()
            tabletop_parts.draw(view, obs, parts)
            small, cut = textsizes.problems(drawn, SIZES[size])
            assert not small, f"{where}: text under {SIZES[size]} px: {small[:8]}"
            assert not cut, f"{where}: cut short: {cut}"


def test_a_strip_holds_its_own_heroes_on_screen_and_shows_the_same_to_every_viewer():
    """Nothing at this table is secret (no Peek is offered): a seat's strip reads the same to
    its own player as to the others, and its heroes lie inside it on screen."""
    app, table = _table("cooperative", 2, (1920, 1080))
    assert not table.private_seats
    obs = table.obs
    view = table.view
    geo = table.edges.geometry
    assert geo is not None
    for h, hero in enumerate(obs.heroes):
        strip = geo.strips[obs.control[h]]
        for sid in (Spot("hero", hero), Spot("stunt", hero)):
            r = table.hits.rect(sid)
            assert r is not None and strip.rect.contains(r), sid
    for seat, strip in geo.strips.items():
        pictures = []
        for viewer in (None, seat):
            mine = rules.observation(table.session.state, viewer)
            surface = pygame.Surface(strip.turn.size)
            spots = dict(view.layout_seat(mine, viewer, seat, strip.area))
            view.draw_seat(surface, mine, viewer, seat, strip.area, spots)
            pictures.append(pygame.image.tobytes(surface, "RGB"))
        assert pictures[0] == pictures[1]
