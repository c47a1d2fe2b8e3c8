"""Mint Knight painted in place: every part of the table (and of the table-top board) paints only
inside its area, its panels' shadows too, at every size (in place a part is painted again clipped
to the places that changed, so a pixel outside would be left stale); and in table-top mode a
hero's strip is drawn again only when what it shows changes. (tests/ui/test_in_place.py checks
every frame of random moves against the frame a new view paints.)"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from mint.games.knight.view import KnightView
from mint.ui import palette
from mint.ui.layers import Part
from tests import painted
from tests.ui import screen_harness as h
from tests.ui.test_in_place import _moves

MOVES = 14


def _outside(part: Any, surface: pygame.Surface) -> pygame.Rect | None:
    """Where ``part`` paints outside its area (None: nowhere), on a ground of two colours in turn."""
    for ground in ((255, 0, 255), (0, 255, 0)):
        painted.ground_round(surface, part.area, ground)
        part.paint()
        if (out := painted.outside(surface, part.area, ground)) is not None:
            return out
    return None


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("tabletop", [False, True])
def test_every_part_paints_inside_its_area(size, tabletop):
    app, table = h.table_app("knight", seed=5, size=size, players=2, tabletop=tabletop)
    view: KnightView = table.view
    for _ in _moves(app, table, "knight", MOVES):
        if tabletop:
            board = table.edges.parts["board"]
            s, rect = board.obs, board.rect
            surface = pygame.Surface(board.turn.size)
            view.layout_board(s, None, rect)
            parts = view._board_parts(surface, s, view.board_geometry(s, rect), view.legal(s))
        else:
            s, rect = table.obs, table.frame.board
            surface = pygame.Surface(table.painter.board.get_size())
            view.layout(s, None, rect)
            parts = view._table_parts(surface, s, view.geometry(s, rect), view.legal(s))
        for part in parts:
            out = _outside(part, surface)
            assert out is None, f"{part.name} paints {out} outside its area {part.area}"


def test_a_heros_strip_is_drawn_again_only_when_what_it_shows_changes(monkeypatch):
    drawn: list[int] = []
    draw_seat = KnightView.draw_seat

    def counted(self, surface, obs, viewer, seat, rect, spots):
        drawn.append(seat)
        draw_seat(self, surface, obs, viewer, seat, rect, spots)

    monkeypatch.setattr(KnightView, "draw_seat", counted)
    app, table = h.table_app("knight", seed=6, size=(1920, 1080), players=2, tabletop=True)
    drawn.clear()
    moves = sum(1 for _ in _moves(app, table, "knight", MOVES))
    assert moves >= MOVES - 2
    assert len(drawn) < 1.5 * moves, "a strip that did not change was drawn again"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("tabletop", [False, True])
def test_panels_shadows_painted_apart_are_the_parts_painted_whole(size, tabletop, monkeypatch):
    """A part that lays panels is painted as its shadows past its place, then itself inside it:
    the same pixels as the part painted whole, its shadows with it."""
    app, table = h.table_app("knight", seed=3, size=size, players=2, tabletop=tabletop)

    def drawn(view: KnightView) -> bytes:
        if tabletop:
            board = table.edges.parts["board"]
            surface = pygame.Surface(board.turn.size)
            surface.fill(palette.TABLE)
            view.draw_board(surface, board.obs, None, board.rect, board.spots)
        else:
            surface = pygame.Surface(table.painter.board.get_size())
            surface.fill(palette.TABLE)
            view.draw(surface, table.obs, table.shown, table.frame.board, table.hits.spots)
        return pygame.image.tobytes(surface, "RGB")

    def whole(self, surface, name, key, place, paint):
        return [Part(name, key, self.reach(place), paint)]

    for i in _moves(app, table, "knight", MOVES):
        apart = drawn(KnightView(table.rules, table.kit))
        with monkeypatch.context() as m:
            m.setattr(KnightView, "shaded", whole)
            assert drawn(KnightView(table.rules, table.kit)) == apart, f"move {i + 1}"


def test_painting_leaves_the_shared_kit_as_it_is(monkeypatch):
    """The shadows a part casts past its place are noted by the view's own kit: the table's kit,
    which the table and the other screens draw with too, is never changed while Knight paints."""
    from mint.ui.kit import Kit

    def frozen(self, name, value):
        if name == "shadow":
            raise AssertionError("the shared kit's shadow was replaced")
        object.__setattr__(self, name, value)

    monkeypatch.setattr(Kit, "__setattr__", frozen)
    for tabletop in (False, True):
        app, table = h.table_app("knight", seed=4, size=(1280, 720), players=2, tabletop=tabletop)
        for _ in _moves(app, table, "knight", 3):
            pass
        assert type(table.kit) is Kit and "shadow" not in vars(table.kit)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
def test_every_part_of_a_strip_paints_inside_its_area(size):
    """A hero's strip is painted in place part by part (each card, chip, panel and zone, each
    shadow's bands apart): each part paints only inside its area."""
    app, table = h.table_app("knight", seed=5, size=size, players=2, tabletop=True)
    view: KnightView = table.view
    for _ in _moves(app, table, "knight", 8):
        for seat in (0, 1):
            strip = table.edges.parts[seat]
            surface = pygame.Surface(strip.turn.size)
            view.layout_seat(strip.obs, strip.viewer, seat, strip.rect)
            sg, placed = view.seat_parts[seat]
            with view.as_part(placed):
                for part in view.strip_parts(surface, strip.obs, seat, sg):
                    out = _outside(part, surface)
                    assert out is None, f"{part.name} paints {out} outside its area {part.area}"


def _painted(monkeypatch: Any, method: str) -> list[Any]:
    """For each call of the view's ``method``: the places it painted again (None: all of it) and
    the surface's size."""
    calls: list[Any] = []
    draw = getattr(KnightView, method)

    def spied(self, surface, *args):
        draw(self, surface, *args)
        calls.append((self.damage if self.in_place else None, surface.get_size()))

    monkeypatch.setattr(KnightView, method, spied)
    return calls


def _share(damage: list[pygame.Rect] | None, size: tuple[int, int]) -> float:
    """How much of a surface of ``size`` was painted again."""
    return 1.0 if damage is None else sum(r.width * r.height for r in damage) / (size[0] * size[1])


def test_a_heros_strip_paints_again_only_what_changed(monkeypatch):
    """In table-top mode a strip whose hand, rewards or points changed is painted in place: only
    the places that changed are painted again (and turned onto the screen), mostly a small share
    of it."""
    calls = _painted(monkeypatch, "draw_seat")
    app, table = h.table_app("knight", seed=6, size=(1920, 1080), players=2, tabletop=True)
    calls.clear()
    moves = sum(1 for _ in _moves(app, table, "knight", MOVES))
    after = calls[2:]  # (the strips painted first, whole)
    assert moves >= MOVES - 2 and len(after) >= moves // 2
    shares = sorted(_share(damage, size) for damage, size in after)
    assert sum(1 for x in shares if x < 1.0) >= 0.75 * len(shares), "the strips were painted whole"
    assert shares[len(shares) // 2] < 0.3, f"most moves paint much of a strip again: {shares}"


@pytest.mark.parametrize("tabletop", [False, True])
def test_a_move_paints_again_a_small_share_of_the_table(tabletop, monkeypatch):
    """A card played, a unit recruited or a spell taken paints that card again (each card of the
    hands and offerings is a part of its own), not its whole row or panel."""
    calls = _painted(monkeypatch, "draw_board" if tabletop else "draw")
    app, table = h.table_app("knight", seed=6, size=(1920, 1080), players=2, tabletop=tabletop)
    calls.clear()
    for _ in _moves(app, table, "knight", MOVES):
        pass
    shares = sorted(_share(damage, size) for damage, size in calls)
    assert shares[len(shares) // 2] < 0.15, f"most moves paint much of the table again: {shares}"


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_a_strip_with_units_spells_and_free_unit_spots_paints_each_inside_its_area(size):
    """The rewards row of a strip as random moves seldom reach it: free unit spots (whose dashed
    corners reach a pixel past their place), units used and wounded, spells and artifacts."""
    from mint.core.game import replace
    from mint.games.knight import cards as C
    from mint.games.knight.state import USED, WOUNDED, Reward, Unit

    app, table = h.table_app("knight", seed=5, size=size, players=2, tabletop=True)
    for _ in _moves(app, table, "knight", 2):
        pass
    view: KnightView = table.view
    strip = table.edges.parts[0]
    s = strip.obs
    units = (Unit(C.UNITS[0].id), Unit(C.UNITS[1].id, WOUNDED), Unit(C.UNITS[2].id, USED))
    spells = (Reward(next(iter(C.SPELL_BY_ID))),)
    artifacts = (Reward(next(iter(C.ARTIFACT_BY_ID)), True),)
    heroes = [
        replace(s.heroes[0], xp=C.XP_MAX),
        replace(s.heroes[0], xp=C.XP_MAX, units=units[:1]),
        replace(s.heroes[0], xp=C.XP_MAX, units=units, spells=spells, artifacts=artifacts),
    ]
    surface = pygame.Surface(strip.turn.size)
    for hero in heroes:
        state = replace(s, heroes=(hero, *s.heroes[1:]))
        view.layout_seat(state, None, 0, strip.rect)
        sg, placed = view.seat_parts[0]
        with view.as_part(placed):
            parts = view.strip_parts(surface, state, 0, sg)
        assert any(isinstance(p.name, tuple) and p.name[0] == "spot" for p in parts) or hero.units == units
        for part in parts:
            with view.as_part(placed):
                out = _outside(part, surface)
            assert out is None, f"{part.name} paints {out} outside its area {part.area}"


@pytest.mark.parametrize("tabletop", [False, True])
def test_a_hero_moving_paints_again_the_places_it_left_and_took_not_the_map(tabletop, monkeypatch):
    """The map is painted in parts: the room with the cards, slots, cubes and shields, then each
    hero's token; a hero that moves paints again its token's old and new places alone."""
    import random

    from mint.games.knight.actions import MoveTo

    calls = _painted(monkeypatch, "draw_board" if tabletop else "draw")
    app, table = h.table_app("knight", seed=6, size=(1920, 1080), players=2, tabletop=tabletop)
    rng = random.Random(2)
    moved = 0
    for _ in range(40):
        legal = table.legal()
        if not legal or table.session.over:
            break
        steps = [a for a in legal if isinstance(a, MoveTo)]
        action = rng.choice(steps or legal)
        calls.clear()
        table.perform(action, speed=0)
        h.idle(app, 2)
        if not isinstance(action, MoveTo) or not calls:
            continue
        view: KnightView = table.view
        geo = view.tt_geo if tabletop else view.geometry(table.obs, table.frame.board)
        assert geo is not None
        room = geo.map_room
        moved += 1
        for damage, _ in calls:
            assert damage is not None
            on_map = [d.clip(room) for d in damage if d.colliderect(room)]
            share = sum(d.width * d.height for d in on_map) / (room.width * room.height)
            assert share < 0.05, f"{action}: the map painted again ({share:.0%} of it)"
    assert moved >= 2


def test_the_hand_rows_tint_is_painted_again_where_needed_not_kept():
    """The tint under the hand row of the hero to act (a rounded fill as wide as the row) keeps no
    picture: the turn passing fills it again, rather than copying the whole row to keep it."""
    app, table = h.table_app("knight", seed=6, size=(1920, 1080), players=2)
    for _ in _moves(app, table, "knight", MOVES):
        pass
    view: KnightView = table.view
    tints = {
        name: kept for name, kept in view._layers._kept.items() if isinstance(name, tuple) and name[1:] == ("tint",)
    }
    assert tints, "no hand row was tinted"
    assert all(kept[2] is None for kept in tints.values()), "a tint's picture was kept"


def test_a_part_whose_shadows_moved_is_painted_once(monkeypatch):
    """A part that lays panels casts its shadows past its place in bands of their own: when its
    panels moved (or on the first painting) the bands are painted again for the shadows it now
    casts, not the part a second time."""
    from collections import Counter

    counts: Counter[Any] = Counter()
    painted_in: list[dict[Any, int]] = []
    shaded, draw = KnightView.shaded, KnightView.draw

    def counting(self, surface, name, key, place, paint):
        def counted():
            counts[name] += 1
            paint()

        return shaded(self, surface, name, key, place, counted)

    def spied(self, *args):
        counts.clear()
        draw(self, *args)
        painted_in.append(dict(counts))

    monkeypatch.setattr(KnightView, "shaded", counting)
    monkeypatch.setattr(KnightView, "draw", spied)
    app, table = h.table_app("knight", seed=6, size=(1920, 1080), players=2)
    for _ in _moves(app, table, "knight", 6):
        pass
    assert any(painted_in)
    twice = [name for counted in painted_in for name, n in counted.items() if n > 1]
    assert not twice, f"painted twice in one frame: {twice}"


def test_a_unit_used_paints_again_its_chip_not_the_rewards_row():
    """The rewards row is painted in parts (each hero's panel and heading, each unit, spell,
    artifact and skill, each with its shadow apart): a unit turned used paints again its chip."""
    from mint.core.game import replace
    from mint.games.knight import cards as C
    from mint.games.knight.state import USED, Unit

    app, table = h.table_app("knight", seed=5, size=(1920, 1080), players=2)
    view: KnightView = table.view
    s, rect = table.obs, table.frame.board
    units = (Unit(C.UNITS[0].id), Unit(C.UNITS[1].id))
    before = replace(s, heroes=(replace(s.heroes[0], xp=C.XP_MAX, units=units), *s.heroes[1:]))
    used = replace(before.heroes[0], units=(units[0], Unit(C.UNITS[1].id, USED)))
    after = replace(before, heroes=(used, *before.heroes[1:]))
    surface = pygame.Surface(table.painter.board.get_size())
    surface.fill(palette.TABLE)
    view.in_place = True
    view.draw(surface, before, None, rect, {})
    view.draw(surface, after, None, rect, {})
    damage = view.damage
    row = view.geometry(after, rect).rewards
    assert damage is not None
    share = sum(d.clip(row).width * d.clip(row).height for d in damage) / (row.width * row.height)
    assert 0 < share < 0.2, f"{share:.0%} of the rewards row painted again"
