"""Mint Knight round a flat screen: every phase, solo and co-op, at 1080p and 4K, lays each hero's
own things in their strip (the hand, the piles, the experience, the rewards; the points and the
drop zones in the strip of the hero to act) and the rest on the shared board, with every move's
spots placed and every pressed thing finger-sized; the normal layout is untouched by it; a held
card's words show on the zones of the strip to act and a held hero's Move costs over the board; a
recruit is a drag from the board into the top strip; no word is too small."""

from __future__ import annotations

import os
from typing import Any

import pygame
import pytest

from mint.core.game import Seat, replace
from mint.core.session import Session
from mint.core.spots import Spot
from mint.games.knight import rules as R
from mint.games.knight.actions import Recruit
from mint.games.knight.state import ACTING, State
from mint.games.knight.view import KnightView
from mint.games.knight.view_faces import HAND_CARD_PX
from mint.games.knight.view_tabletop import SEAT_DEPTH, TARGET
from mint.scenes.shots import build_scene
from mint.scenes.table import TableScene
from mint.scenes.table.layout import compute_frame
from mint.ui import palette
from mint.ui import tabletop as T
from mint.ui.app import App
from mint.ui.cards import HOVER_S
from mint.ui.kit import Kit
from mint.ui.shots import played_session
from mint.ui.view_api import region_rect
from tests import tabletop_parts, textsizes
from tests.games.knight.test_view import _with_move
from tests.ui.test_table_parts import _finger

SIZES = ((1920, 1080), (3840, 2160))
# Seeded games (who plays, heroes, options, seed, moves): random hands reach the heal choices and
# a stuck combat; the heuristic bot recruits, wins fights and takes spells and artifacts.
GAMES: dict[str, tuple[str, int, dict[str, str], int, int]] = {
    "solo": ("random", 1, {}, 14, 500),
    "solo, heuristic bot": ("heuristic", 1, {}, 1, 400),
    "co-op": ("random", 2, {}, 10, 500),
    "co-op, heuristic bots": ("heuristic", 2, {}, 3, 400),
}
GAMBIT = "Exhaust a card: Move, Attack, Block or Influence"  #: an action card's words a strip's card says in short


def _phase(s: State) -> str:
    if s.phase == "over":
        return "over"
    if s.pending:
        return f"pending-{s.pending[0].kind}"
    if s.combat is not None:
        return f"combat-{s.combat.phase}"
    return "acting" if s.turn is not None and s.turn.stage == ACTING else "turn"


def _positions(name: str) -> list[State]:
    """Every ninth position of a seeded game and the first of each phase it reaches."""
    kind, players, options, seed, moves = GAMES[name]
    session = played_session("knight", tuple(Seat(kind) for _ in range(players)), options, seed, moves)
    seen: set[str] = set()
    out = []
    for i, s in enumerate(session.states):
        if _phase(s) not in seen or i % 9 == 0:
            seen.add(_phase(s))
            out.append(s)
    return out


def _lay_out(view: KnightView, s: State, size: tuple[int, int]) -> tuple[T.Tabletop, dict[Any, tuple[Any, Any]]]:
    """The table-top layout of ``s`` as the table makes it, drawn once: each part's upright rect
    and its spots."""
    geo, parts = tabletop_parts.lay_out(view, view.kit, size, s, len(s.heroes))
    tabletop_parts.draw(view, s, parts)
    return geo, {key: (rect, spots) for key, (rect, _, spots) in parts.items()}


# every game at 1080p; at 4K (the same layout, scaled) the two played by the heuristic bots
CASES = [(name, SIZES[0]) for name in GAMES] + [(name, SIZES[1]) for name in GAMES if "heuristic" in name]


@pytest.mark.parametrize(("name", "size"), CASES, ids=[f"{n}-{s[0]}x{s[1]}" for n, s in CASES])
def test_every_phase_lays_the_heroes_on_their_edges(name, size):
    pygame.init()
    view = KnightView(R, Kit(size[1] / 1080))
    least = view.kit.px(TARGET)
    phases = set()
    for step, s in enumerate(_positions(name)):
        phases.add(_phase(s))
        geo, parts = _lay_out(view, s, size)
        part_of: dict[Any, Any] = {}
        for key, (room, spots) in parts.items():
            limit = room if key == "board" else pygame.Rect((0, 0), geo.strips[key].turn.size)
            for sid, region in spots.items():
                assert sid not in part_of, f"{sid} in {part_of.get(sid)} and {key}"
                part_of[sid] = key
                r = region_rect(region)
                assert limit.contains(r), (key, sid, r, limit)
                if sid.kind != "space" or step == 0:  # (the map's hexes shrink as it grows)
                    assert min(r.size) >= least, (key, sid, r.size)
        for a in R.legal_actions(s):
            for sid in (a.source, a.target):
                assert sid is None or sid in part_of, f"{a} needs a spot {sid}"
        acting = R.to_act(s) if s.phase != "over" else s.current
        for sid, key in part_of.items():
            if sid.kind in ("use", "points"):
                assert key == acting, (sid, key)
            elif sid.kind in ("xp", "units", "unit", "spell", "artifact") or (
                sid.kind in ("hand", "deck", "discard") and key != "board"
            ):
                assert key == sid.seat, (sid, key)
        for seat in range(len(s.heroes)):
            assert Spot("xp", seat=seat) in parts[seat][1] and Spot("deck", seat=seat) in parts[seat][1]
    assert {"turn", "over"} & phases and len(phases) >= 3, phases


def test_a_strip_is_two_rows_on_a_long_edge_and_its_cards_keep_their_words():
    pygame.init()
    view = KnightView(R, Kit(1.0))
    s = R.new_game((Seat(), Seat()), 2)
    long, short = view.seat_depth(s, 0, 1920 - T.BAR_W), view.seat_depth(s, 0, 1080 - T.BAR_W)
    assert long is not None and short is not None
    assert 180 <= long == SEAT_DEPTH <= 310
    assert short > SEAT_DEPTH  # a short edge: a third row
    heroes = []
    for h in s.heroes:  # level 9: hands of seven
        more = 7 - len(h.hand)
        heroes.append(replace(h, xp=52, hand=(*h.deck[:more], *h.hand), deck=h.deck[more:], hand_use=("",) * 7))
    _, parts = _lay_out(view, replace(s, heroes=tuple(heroes)), (1920, 1080))
    for seat in (0, 1):
        cards = sorted((r for sid, r in parts[seat][1].items() if sid.kind == "hand"), key=lambda r: r.x)
        assert len(cards) == 7
        assert all(a.right <= b.x for a, b in zip(cards, cards[1:])), "a hand of seven lies side by side"
        assert all(r.height >= 0.84 * HAND_CARD_PX for r in cards)  # (words at full size, a long one cut short)


def _pixels(view: KnightView, s: State, size: tuple[int, int]) -> tuple[bytes, str]:
    kit = view.kit
    board = compute_frame(kit, size, len(s.heroes), False).board
    surface = pygame.Surface(size)
    surface.fill(palette.TABLE)  # (as the table hands the view its board)
    spots = dict(view.layout(s, None, board))
    view.map_ease = None  # (the camera's glide from the last position's fit)
    view.draw(surface, s, None, board, spots)
    view.draw_overlay(surface, s, None, spots, None)
    return pygame.image.tobytes(surface, "RGB"), repr(sorted((str(k), str(v)) for k, v in spots.items()))


@pytest.mark.parametrize("name", ["solo, heuristic bot", "co-op"])
def test_the_normal_layout_is_untouched_by_the_table_top_one(name):
    pygame.init()
    view = KnightView(R, Kit(1.0))
    for s in _positions(name)[::4]:
        before = _pixels(view, s, (1920, 1080))
        _lay_out(view, s, (1920, 1080))
        assert _pixels(view, s, (1920, 1080)) == before


def _drawn(surface: pygame.Surface) -> bool:
    return pygame.mask.from_surface(surface).count() > 0


def _told(drew: Any, surface: pygame.Surface) -> bool:
    """Whether anything was painted on the clear ``surface``, checking that the overlay said where
    (a turned part is turned only as far as that: what lies beyond it would never show)."""
    if not _drawn(surface):
        assert drew is False
        return False
    assert isinstance(drew, pygame.Rect) and drew.contains(surface.get_bounding_rect())
    return True


def _overlays(
    view: KnightView, s: State, geo: T.Tabletop, parts: dict[Any, Any], hovered: dict[Any, Any] | None = None
) -> dict[Any, bool]:
    """Whether the view paints anything over the board and over each strip this frame (each part
    told of the spot in ``hovered`` under its key)."""
    hovered = hovered or {}
    out: dict[Any, bool] = {}
    board = pygame.Surface(parts["board"][0].size, pygame.SRCALPHA)
    out["board"] = _told(view.draw_overlay(board, s, None, parts["board"][1], hovered.get("board")), board)
    for seat, strip in geo.strips.items():
        upright = pygame.Surface(strip.turn.size, pygame.SRCALPHA)
        out[seat] = _told(view.draw_seat_overlay(upright, s, None, seat, parts[seat][1], hovered.get(seat)), upright)
    return out


def _still(s: State) -> tuple[KnightView, T.Tabletop, dict[Any, Any]]:
    """A view of ``s`` laid out and drawn table-top at 1920x1080, its map not gliding."""
    pygame.init()
    view = KnightView(R, Kit(1.0))
    geo, parts = _lay_out(view, s, (1920, 1080))
    view.map_ease = None
    return view, geo, parts


def test_a_held_card_shows_its_words_on_the_zones_of_the_strip_to_act():
    s = R.new_game((Seat(), Seat()), 3)
    view, geo, parts = _still(s)
    acting = R.to_act(s)
    assert acting is not None
    assert not any(_overlays(view, s, geo, parts).values())
    card = next(a.source for a in R.legal_actions(s) if isinstance(a.source, Spot) and a.source.kind == "hand")
    view.piece_for(card)
    shown = _overlays(view, s, geo, parts)
    assert shown[acting] and not shown[1 - acting] and not shown["board"]


def test_a_held_hero_shows_the_move_costs_over_the_board():
    s = _with_move()
    view, geo, parts = _still(s)
    assert not _overlays(view, s, geo, parts)["board"]
    view.piece_for(Spot("hero", seat=0))
    assert _overlays(view, s, geo, parts)["board"]


def test_a_card_under_a_resting_pointer_is_enlarged_where_its_overlay_says():
    s = R.new_game((Seat(), Seat()), 3)
    view, geo, parts = _still(s)
    acting = R.to_act(s)
    card = next(sid for sid in parts[acting][1] if isinstance(sid, Spot) and sid.kind == "hand")
    _overlays(view, s, geo, parts, {acting: card})
    view.update(HOVER_S + 0.1)  # (the pointer rests)
    assert _overlays(view, s, geo, parts, {acting: card})[acting]


def _finger_drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    size = app.size
    for kind, pos in (
        (pygame.FINGERDOWN, start),
        (pygame.FINGERMOTION, ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)),
        (pygame.FINGERMOTION, end),
        (pygame.FINGERUP, end),
    ):
        app.step(16, [pygame.event.Event(*_finger(kind, 1, pos, size))])


def test_a_recruit_is_a_drag_from_the_offering_into_the_top_strip():
    seats = (Seat("heuristic"), Seat("heuristic"))
    session = played_session("knight", seats, {}, 3, 400)
    at = next(
        (
            i
            for i, s in enumerate(session.states)
            if R.to_act(s) == 1 and any(isinstance(a, Recruit) for a in R.legal_actions(s))
        ),
        None,
    )
    if at is None:
        pytest.skip("the second hero never recruits in this game")
    app = App((1920, 1080), headless=True)
    app.settings.speed = "instant"
    app.settings.tabletop = True
    table = TableScene(app, Session("knight", (Seat("human", "P1"), Seat("human", "P2")), 3, {}))
    table.results_shown = True
    app.push(table)
    app.step(16, [])
    for a in session.actions[:at]:
        table.perform(a, speed=0)
    app.step(16, [])
    s = table.session.state
    recruit = next(a for a in R.legal_actions(s) if isinstance(a, Recruit))
    assert table.edges.part_of[recruit.source] == "board" and table.edges.part_of[recruit.target] == 1
    geo = table.edges.geometry
    assert geo is not None and geo.strips[1].edge == "top" and table.edges.rotation == 180  # (facing the top)
    start, end = table.hits.rect(recruit.source), table.hits.rect(recruit.target)
    assert start is not None and end is not None
    _finger_drag(app, start.center, end.center)
    assert table.session.actions[-1] == recruit
    assert len(table.session.state.heroes[1].units) == len(s.heroes[1].units) + 1


@pytest.mark.parametrize("size", [(1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_word_in_the_strips_or_on_the_board_is_too_small(monkeypatch, size):
    drawn = textsizes.spy(monkeypatch, os.path.dirname(R.__file__))
    for name, (kind, players, _, seed, moves) in GAMES.items():
        for n in (0, moves // 3, moves):
            drawn.clear()
            app = App(size, headless=True)
            app.settings.speed = "instant"
            app.settings.tabletop = True
            app.settings.tabletop_solo = True
            build_scene(app, "knight", seed=seed, actions=n, seats=tuple(Seat(kind) for _ in range(players)))
            for _ in range(3):
                app.dirty = True
                app.step(16, [])
            assert drawn
            small, cut = textsizes.problems(drawn, textsizes.SIZES[size])
            assert not small, (name, n, small[:8])
            assert all(t.rstrip("…").strip() in GAMBIT for t in cut), (name, n, cut)
