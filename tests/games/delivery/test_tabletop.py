"""Mint Delivery on a screen lying flat: each driver's strip holds its own area (name, truck and
its mints, abilities, order cards or dealt hand, done pile), the shared board the rest.

In every phase of seeded games (the solitaire, and 2 to 5 drivers with and without the variants),
at 720p, 1080p and 4K: every spot lies inside its part, appears once, is at least a finger wide
(in the solitaire the belt slots are drawn at the factory's scale, smaller), every move's spots
are there, and a driver's things lie in its own strip; no word is under its size or cut short, in
English or in Italian.
A dealt hand shows face up only in its own strip, and only while its player holds Peek."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from mint.core import words
from mint.core.game import Seat
from mint.core.spots import Spot
from mint.games.delivery import rules
from mint.games.delivery.cards import ORDERS
from mint.games.delivery.model import State
from mint.games.delivery.view import DeliveryView
from mint.ui.kit import Kit
from mint.ui.shots import played_session
from mint.ui.view_api import region_rect
from tests import tabletop_parts, textsizes
from tests.games.delivery.helpers import ITALIAN_WORDS, italian
from tests.later import LaterList
from tests.ui.test_tabletop_games import _table

VIEW_DIR = str(Path(rules.__file__).parent)
#: the least pixel size of a word at each screen size
SIZES = {(1920, 1080): 18, (3840, 2160): 36}  # (table-top mode is for big screens)
ABILITIES = {"abilities": "on", "road_conditions": "4"}

#: seeded games: players, options, seed (with heuristic bots, which complete orders and earn abilities)
GAMES: tuple[tuple[int, dict[str, str], int], ...] = (
    (1, {"driver": "marty"}, 3),
    (1, {"driver": "rita"}, 1),
    (2, {}, 1),
    (2, {"abilities": "on", "road_conditions": "3"}, 2),
    (3, ABILITIES, 4),
    (4, {}, 1),
    (5, ABILITIES, 1),
    (5, ABILITIES, 4),
    (5, ABILITIES, 13),  # Double Batch held (its doubles), three abilities on a shared edge
    (5, ABILITIES, 10),  # Sweet Talker's fourth order on a shared edge
    (4, ABILITIES, 7),
)
#: pieces of the solitaire that keep the factory's scale (the belt slots) or the AI panel's
#: (read, never pressed: its motives and its truck row)
FACTORY_SCALE = ("belt", "beltback", "lane", "ai")


def _phase(s: State) -> str:
    if s.phase in ("keep", "over"):
        return s.phase
    if s.solo:
        return "returns" if s.returns else "ai" if s.turn.seat == 1 else "you"
    return s.turn.pending[0] if s.turn.pending else "play"


def _positions(players: int, options: dict[str, str], seed: int) -> list[tuple[State, bool]]:
    """The first state of each phase of a game (marked True), every 12th state besides, and its last."""
    seats = tuple(Seat("heuristic", f"P{i + 1}") for i in range(players))
    states = list(played_session("delivery", seats, options, seed, 10_000).states)
    return tabletop_parts.samples(states, _phase, 12)


PLAYED = LaterList(GAMES, lambda g: (g, _positions(*g)))


def _parts(view: DeliveryView, kit: Kit, size: tuple[int, int], obs: State) -> dict[Any, Any]:
    """As the table lays them out: the board's and each seat's (rect, turned size, spots), upright."""

    def check(depth: int) -> None:
        assert 180 <= depth <= 300, depth

    return tabletop_parts.lay_out(view, kit, size, obs, len(obs.seats), (), check)[1]


def _own(s: State, seat: int) -> set[Spot]:
    """The spots that stand for a driver's own things."""
    t = s.trucks[seat]
    out = {Spot("area", seat=seat), Spot("mints", seat=seat), Spot("done", seat=seat)}
    if s.phase == "keep":
        out |= {Spot("hand", j, seat) for j in range(len(t.hand))}
    elif s.phase != "over":
        out |= {Spot("order", ORDERS[o].id) for o in t.orders}
    return out


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str]]:
    return textsizes.spy(monkeypatch, VIEW_DIR)


@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_phase_lays_out_on_the_edges_and_reads_whole(drawn, size):
    pygame.init()
    kit = Kit(size[1] / 1080)
    view = DeliveryView(rules, kit)
    least = kit.px(48)
    for (players, options, seed), states in PLAYED:
        for state, first in states:
            if size == (3840, 2160) and not first:
                continue  # (at 4K the first state of each phase is enough: the same layout, scaled)
            obs = rules.observation(state, None)
            where = f"{players} players {options} seed {seed}, {_phase(state)}"
            parts = _parts(view, kit, size, obs)
            owner: dict[Any, Any] = {}
            for key, (rect, _, spots) in parts.items():
                for sid, region in spots.items():
                    r = region_rect(region)
                    assert sid not in owner, (where, sid, key, owner.get(sid))
                    owner[sid] = key
                    assert rect.contains(r), (where, key, sid, r, rect)
                    small = obs.solo and (sid.kind in FACTORY_SCALE or key == "board" and sid.seat == 1)
                    assert small or min(r.size) >= least, (where, key, sid, r.size)
            for a in rules.legal_actions(state):
                for sid in (a.source, a.target):
                    assert sid is None or sid in owner, (where, str(a), sid)
            for seat in range(1 if obs.solo else len(obs.trucks)):
                for sid in _own(obs, seat):
                    assert owner.get(sid) == seat, (where, seat, sid, owner.get(sid))
            drawn.clear()
            tabletop_parts.draw(view, obs, parts)
            small_words, cut = textsizes.problems(drawn, SIZES[size])
            assert not small_words, f"{where}: text under {SIZES[size]} px: {small_words[:8]}"
            assert not cut, f"{where}: cut short: {cut}"


# (at 1920x1080, as Mint Cooperative's: the 4K table top is the same layout scaled, read in English above)
@pytest.mark.parametrize("size", [(1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_phase_reads_whole_in_italian(drawn, size):
    pygame.init()
    kit = Kit(size[1] / 1080)
    view = DeliveryView(rules, kit)
    words.use(italian())
    try:
        for (players, options, seed), states in PLAYED:
            for state, first in states:
                if not first:
                    continue  # (the first state of each phase: its words; the layout is the English one's)
                obs = rules.observation(state, None)
                where = f"{players} players {options} seed {seed}, {_phase(state)}, in Italian"
                drawn.clear()
                tabletop_parts.draw(view, obs, _parts(view, kit, size, obs))
                assert any(text in ITALIAN_WORDS for _, text in drawn), f"{where}: not in Italian: {drawn[:8]}"
                small_words, cut = textsizes.problems(drawn, SIZES[size])
                assert not small_words, f"{where}: text under {SIZES[size]} px: {small_words[:8]}"
                assert not cut, f"{where}: cut short: {cut}"
    finally:
        words.use(None)


def _strip_picture(table: Any, seat: int) -> bytes:
    part = table.edges.parts[seat]
    surface = pygame.Surface(part.turn.size)
    spots = dict(table.view.layout_seat(part.obs, part.viewer, seat, part.rect))
    table.view.draw_seat(surface, part.obs, part.viewer, seat, part.rect, spots)
    return pygame.image.tobytes(surface, "RGB")


def test_a_dealt_hand_shows_face_up_only_in_its_own_strip_while_peek_is_held():
    app, table = _table("delivery", 3, (1920, 1080))
    s = table.session.state
    assert s.phase == "keep" and list(table.private_seats) == [0, 1, 2]
    edges = table.edges
    before = {seat: _strip_picture(table, seat) for seat in range(3)}
    for key, part in edges.parts.items():
        assert part.viewer is None
        assert all(o < 0 for t in part.obs.trucks for o in t.hand), key
    edges.peek(1, True)
    assert edges.parts[1].viewer == 1
    assert edges.parts[1].obs.trucks[1].hand == s.trucks[1].hand
    for key, part in edges.parts.items():
        others = [t for i, t in enumerate(part.obs.trucks) if not (key == 1 and i == 1)]
        assert all(o < 0 for t in others for o in t.hand), key
    assert _strip_picture(table, 1) != before[1], "the peeking driver's strip shows its hand"
    assert _strip_picture(table, 0) == before[0] and _strip_picture(table, 2) == before[2]
    edges.peek(1, False)
    assert edges.parts[1].viewer is None and _strip_picture(table, 1) == before[1]


def test_a_drivers_own_things_lie_in_its_strip_on_screen_and_the_towns_orders_on_the_board():
    app, table = _table("delivery", 4, (1920, 1080))
    rng_moves = 0
    while table.session.state.phase == "keep" and rng_moves < 10:
        table.perform(table.legal()[0], speed=0)
        rng_moves += 1
    s = table.session.state
    geo = table.edges.geometry
    assert geo is not None and s.phase == "play"
    for seat in range(4):
        strip = geo.strips[seat]
        for sid in _own(s, seat):
            r = table.hits.rect(sid)
            assert r is not None and strip.rect.contains(r), (seat, sid)
    for st in s.towns:
        for o in st.row:
            r = table.hits.rect(Spot("order", ORDERS[o].id))
            assert r is not None and geo.board.contains(r)
