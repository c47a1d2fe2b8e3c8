"""Table-top mode's machinery: strips turned to their edges, spots turned with them, each seat's
bar acting for that seat, Peek held per seat, and fingers kept apart."""

from __future__ import annotations

import pygame
import pytest

from mint.core.game import Seat
from mint.core.session import Session
from mint.scenes.table import TableScene
from mint.ui import tabletop as T
from mint.ui.app import App
from mint.ui.kit import Kit
from tests.ui.test_table import post
from tests.ui.test_table_parts import _finger


def _tabletop(players: int, size=(1920, 1080), seating: str = ""):
    app = App(size, headless=True)
    app.settings.speed = "instant"
    app.settings.tabletop = True
    app.settings.seating = seating
    seats = tuple(Seat("human", f"P{i}") for i in range(players))
    table = TableScene(app, Session("pebbles", seats, 3, {"dice": "off"}))
    app.push(table)
    app.step(16, [])
    return app, table


# --- turning --------------------------------------------------------------------------------------


@pytest.mark.parametrize("rotation", [0, 180, -90, 90])
def test_a_turn_maps_points_rects_and_back(rotation):
    turn = T.Turn((300, 80), rotation, (50, 20))
    assert turn.rect(pygame.Rect(0, 0, 300, 80)) == turn.screen_rect
    for p in ((0, 0), (10, 5), (299, 79), (150, 40)):
        back = turn.upright(turn.point(p))
        assert back == pytest.approx(p)
    r = pygame.Rect(10, 5, 40, 20)
    on_screen = turn.rect(r)
    assert on_screen.size == ((40, 20) if rotation in (0, 180) else (20, 40))
    assert turn.screen_rect.contains(on_screen)


@pytest.mark.parametrize("rotation", [0, 180, -90, 90])
def test_a_turned_shape_has_each_point_turned_as_a_point_is(rotation):
    from mint.ui.view_api import Shape

    turn = T.Turn((300, 80), rotation, (50, 20))
    shape = Shape((((0, 0), (10.5, 5), (299, 79)), ((150, 40), (151, 40.25), (150, 41))))
    turned = turn.region(shape)
    assert isinstance(turned, Shape)
    assert turned == Shape(tuple(tuple(turn.point(p) for p in poly) for poly in shape.polygons))
    assert all(isinstance(c, float) for poly in turned.polygons for p in poly for c in p)
    assert turned.rect == Shape(turned.polygons).rect


def test_the_bottom_of_an_upright_drawing_faces_its_edge():
    """The row nearest the player (the drawing's bottom) lands on the screen's edge for that seat."""
    size = (1000, 600)
    for edge, rotation in T.ROTATION.items():
        depth = 100
        length = size[0] if edge in ("top", "bottom") else size[1]
        at = {"bottom": (0, 500), "top": (0, 0), "left": (0, 0), "right": (900, 0)}[edge]
        turn = T.Turn((length, depth), rotation, at)
        x, y = turn.point((length / 2, depth))  # the middle of the drawing's bottom edge
        assert {"bottom": y == 600, "top": y == 0, "left": x == 0, "right": x == 1000}[edge], (edge, x, y)
        # and an upright drawing turned by pygame puts its bottom row there too
        surf = pygame.Surface((length, depth))
        surf.fill((0, 0, 0))
        pygame.draw.rect(surf, (255, 0, 0), pygame.Rect(0, depth - 4, length, 4))
        turned = pygame.transform.rotate(surf, rotation)
        screen = pygame.Surface(size)
        screen.blit(turned, at)
        px = screen.get_at((int(min(x, size[0] - 1)), int(min(y, size[1] - 1))))
        assert px[:3] == (255, 0, 0), edge


def test_seating_takes_the_players_choice_only_when_it_is_whole():
    assert T.seating(2) == ("bottom", "top")
    assert T.seating(4) == ("bottom", "left", "top", "right")
    assert T.seating(2, "left,right") == ("left", "right")
    assert T.seating(3, "left,left,top") == T.seating(3)  # an edge twice: the default
    assert T.seating(2, "up,down") == T.seating(2)


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_each_strip_lies_on_its_edge_apart_from_the_board(size, players):
    kit = Kit(size[1] / 1080)
    edges = T.seating(players)
    geo = T.compute(kit, size, edges, [200] * players)
    w, h = size
    rects = [geo.strips[s].rect for s in range(players)]
    for s, edge in enumerate(edges):
        r, strip = rects[s], geo.strips[s]
        assert strip.turn.rotation == T.ROTATION[edge]
        assert {"bottom": r.bottom == h, "top": r.top == 0, "left": r.left == 0, "right": r.right == w}[edge]
        assert not r.colliderect(geo.board)
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    assert geo.board.width > w // 2 and geo.board.height > h // 3


# --- the table in table-top mode ------------------------------------------------------------------


def test_solo_games_keep_the_normal_layout_unless_asked():
    app, table = _tabletop(1)
    assert not table.tabletop and table.edges.geometry is None
    app.settings.tabletop_solo = True
    app.step(16, [])
    assert table.tabletop and set(table.edges.geometry.strips) == {0}


def test_the_chosen_seating_is_used():
    _, table = _tabletop(2, seating="left,right")
    assert table.edges.geometry.strips[0].edge == "left" and table.edges.geometry.strips[1].edge == "right"


def _in_strip(table, seat, sid):
    return table.edges.geometry.strips[seat].rect.contains(table.hits.rect(sid))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_finger_drag_on_each_edge_takes_that_seats_move(players):
    app, table = _tabletop(players)
    size = app.size
    for seat in range(players):
        assert table.rules.to_act(table.session.state) == seat
        assert table.edges.part_of["hand"] == seat and _in_strip(table, seat, "hand")
        pile, hand = table.hits.rect("pile").center, table.hits.rect("hand").center
        before = table.session.state.hands[seat]
        post(app, _finger(pygame.FINGERDOWN, 1, pile, size))
        post(app, _finger(pygame.FINGERMOTION, 1, ((pile[0] + hand[0]) // 2, (pile[1] + hand[1]) // 2), size))
        post(app, _finger(pygame.FINGERMOTION, 1, hand, size))
        post(app, _finger(pygame.FINGERUP, 1, hand, size))
        assert table.session.state.hands[seat] == before + 1, f"seat {seat}"


def test_the_board_faces_the_seat_to_act_across_the_table():
    app, table = _tabletop(2)
    assert table.edges.rotation == 0
    table.perform(table.legal()[0])
    assert table.edges.rotation == 180 and table.edges.parts["board"].turn.rotation == 180


def test_the_board_is_turned_ahead_for_the_seat_across_the_table(monkeypatch):
    """While nothing happens, the board's spots are turned the other way it may face (not in the
    frame of the move itself): the move that turns it across the table finds them turned."""
    from mint.scenes.table import uprights

    app, table = _tabletop(2)
    board = table.edges.parts["board"]
    turned: list[T.Turn] = []
    region, spots = T.Turn.region, uprights.TurnedRegions.spots

    def counted(self, r):
        turned.append(self)
        return region(self, r)

    asked: list[int] = []

    def asking(self, turn, regions):
        asked.append(turn.rotation)
        return spots(self, turn, regions)

    monkeypatch.setattr(T.Turn, "region", counted)
    monkeypatch.setattr(uprights.TurnedRegions, "spots", asking)
    app.step(16, [])  # (the frame after the one the board was laid out in)
    assert turned and all(t.rotation == 180 and t.size == board.turn.size for t in turned)
    assert len(turned) == len(board.spots)
    turned.clear()
    app.step(16, [])
    assert not turned, "turned ahead once"
    table.perform(table.legal()[0])
    assert table.edges.parts["board"].turn.rotation == 180
    assert not any(t.rotation == 180 and t.size == board.turn.size for t in turned), "found turned"
    asked.clear()
    app.step(16, [])  # (the move's own frame)
    assert 0 not in asked
    app.step(16, [])
    assert 0 in asked


def test_peek_is_held_on_the_seats_own_bar_and_shows_only_that_strip():
    app, table = _tabletop(3)
    strip = table.edges.geometry.strips[1]
    peek = table.edges.screen_rect(1, table.edges.bars[1].tools["peek"]).center
    assert table.edges.button_at(peek) == (1, "peek", 0)
    assert table.edges.parts[1].obs.secret[1] is None
    post(app, _finger(pygame.FINGERDOWN, 7, peek, app.size))
    assert table.edges.peeking == {1}
    assert table.edges.parts[1].obs.secret[1] is not None
    assert all(table.edges.parts[s].obs.secret[1] is None for s in (0, 2))
    assert table.edges.parts["board"].obs.secret[1] is None
    post(app, _finger(pygame.FINGERUP, 7, peek, app.size))
    assert not table.edges.peeking and table.edges.parts[1].obs.secret[1] is None
    assert strip.turn.rotation == -90


def test_a_bar_button_acts_for_its_seat_only_when_let_go_on_it():
    app, table = _tabletop(2)
    table.perform(table.legal()[0])  # seat 0 took; seat 1 to act
    undo0 = table.edges.screen_rect(0, table.edges.bars[0].tools["undo"]).center
    undo1 = table.edges.screen_rect(1, table.edges.bars[1].tools["undo"]).center
    assert table.edges.tool_enabled(0, "undo") and not table.edges.tool_enabled(1, "undo")
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": undo1, "button": 1}))
    post(app, (pygame.MOUSEBUTTONUP, {"pos": undo1, "button": 1}))
    assert table.session.cursor == 1 and table.toast is not None and table.toast_seat == 1
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": undo0, "button": 1}))
    post(app, (pygame.MOUSEBUTTONUP, {"pos": (5, 5), "button": 1}))  # slid off: nothing
    assert table.session.cursor == 1
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": undo0, "button": 1}))
    post(app, (pygame.MOUSEBUTTONUP, {"pos": undo0, "button": 1}))
    assert table.session.cursor == 0


def test_touching_your_things_out_of_turn_says_whose_turn_it_is_facing_you():
    app, table = _tabletop(2)
    mine = table.hits.rect("seat1").center
    post(app, _finger(pygame.FINGERDOWN, 1, mine, app.size))
    post(app, _finger(pygame.FINGERUP, 1, mine, app.size))
    assert table.toast is not None and "P0 is to play" in table.toast[0] and table.toast_seat == 1


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
def test_frames_in_tabletop_mode_draw_every_part(size):
    app, table = _tabletop(4, size)
    app.dirty = True
    app.step(16, [])
    screen = app.window
    for seat, strip in table.edges.geometry.strips.items():
        # the seat's colour band runs along its very edge
        x, y = strip.turn.point((strip.turn.size[0] // 3, strip.turn.size[1] - 2))
        x, y = min(int(x), size[0] - 1), min(int(y), size[1] - 1)
        assert screen.get_at((x, y))[:3] == tuple(app.kit.player_color(seat))[:3], seat


def test_a_views_overlay_turns_with_the_board_and_lands_on_its_spot():
    from tests.fixture.view import PebblesView

    class Dotted(PebblesView):
        has_overlay = True

        def draw_overlay(self, surface, obs, viewer, spots, hovered):
            pygame.draw.circle(surface, (255, 0, 255), spots["pile"].topleft, 6)

    app, table = _tabletop(2)
    table.view = Dotted(table.rules, app.kit)
    for _ in range(2):  # facing the bottom seat, then (after a move) the top one
        table.relayout()
        app.dirty = True
        app.step(16, [])
        pile = table.hits.rect("pile")
        corner = pile.topleft if table.edges.rotation == 0 else (pile.right - 1, pile.bottom - 1)
        assert app.window.get_at(corner)[:3] == (255, 0, 255), table.edges.rotation
        table.perform(table.legal()[0])


def test_the_only_person_at_the_table_sees_their_own_secrets_without_peeking():
    app = App((1920, 1080), headless=True)
    app.settings.tabletop = True
    table = TableScene(app, Session("pebbles", (Seat("human", "Ann"), Seat("random")), 3, {"dice": "off"}))
    app.push(table)
    app.step(16, [])
    assert table.edges.parts[0].obs.secret[0] is not None
    assert table.edges.parts[1].obs.secret[1] is None and table.edges.parts["board"].obs.secret[0] is None


def test_moves_that_do_not_fit_a_bar_come_in_pages_and_a_long_label_gets_a_row_of_its_own():
    app, table = _tabletop(2)
    legal = table.legal()
    table.set_chooser([legal[0]] * 7)  # seven moves (and Cancel) to choose from
    seen: list[str] = []
    for _ in range(8):
        row = table.edges.moves[0]
        assert len(table.edges.bars[0].moves) == len(row), "every button the bar names is drawn"
        seen += [text for text, what in row if what != "more"]
        if row[-1][1] != "more":
            break
        more = table.edges.screen_rect(0, table.edges.bars[0].moves[-1]).center
        post(app, (pygame.MOUSEBUTTONDOWN, {"pos": more, "button": 1}))
        post(app, (pygame.MOUSEBUTTONUP, {"pos": more, "button": 1}))
    assert len(seen) >= 8 and seen.count("Cancel") >= 1, seen
    lay = T.bar_layout(app.kit, pygame.Rect(0, 0, 440, 300), ["Keep none of my cards and draw again", "Keep 1"], False)
    assert all(r.width == 440 for r in lay.moves)
    lay = T.bar_layout(app.kit, pygame.Rect(0, 0, 440, 300), ["Keep 1", "Keep 2"], False)
    assert all(r.width < 440 for r in lay.moves)
