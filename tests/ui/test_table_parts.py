"""The table in parts: the layout is made when things change (not while drawing), fingers keep their
own ids, spots may be polygons with typed ids, and views may animate on every frame."""

from __future__ import annotations

import sys
import threading
import time
import types
from dataclasses import dataclass

import pygame
import pytest

from mint.core import registry
from mint.core.game import Action, Seat
from mint.core.session import Session
from mint.core.spots import Spot
from mint.scenes.table import TableScene
from mint.scenes.table.bots import THINKING_SWITCH_S
from mint.ui import palette
from mint.ui.app import App
from mint.ui.view_api import Shape
from tests.fixture import rules
from tests.fixture.view import PebblesView
from tests.ui.test_table import drag, post, table_app


def _table(view_cls=None, game="pebbles", options=None, seats=None):
    app = App((1280, 720), headless=True)
    app.settings.speed = "instant"
    session = Session(game, seats or (Seat("human", "Ann"), Seat("human", "Bo")), 3, options or {"dice": "off"})
    table = TableScene(app, session)
    if view_cls is not None:
        table.view = view_cls(table.rules, app.kit)
    app.push(table)
    app.step(16, [])
    return app, table


def _counting(table, name):
    calls = []
    real = getattr(table.view, name)

    def spy(*args, **kwargs):
        calls.append(args)
        return real(*args, **kwargs)

    setattr(table.view, name, spy)
    return calls


# --- the layout is made when things change ----------------------------------------------------


def test_the_layout_is_made_when_the_position_viewer_or_window_changes_never_while_drawing():
    app, table = table_app()
    layouts, paints = _counting(table, "layout"), _counting(table, "draw")
    pile = table._spots["pile"].center
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": pile, "button": 1}))
    for i in range(30):  # a drag wandering about: highlights pulse, the piece follows
        post(app, (pygame.MOUSEMOTION, {"pos": (pile[0] + 3 * i, pile[1]), "rel": (0, 0), "buttons": (1, 0, 0)}))
        app.dirty = True
        app.draw(app.window)
    assert layouts == [] and paints == []
    post(app, (pygame.MOUSEBUTTONUP, {"pos": (5, 715), "button": 1}))  # dropped on nothing
    assert layouts == []
    table.perform(rules.Take(1))
    assert len(layouts) == 1  # a move: laid out at once, before any frame
    app.step(16, [])
    assert len(paints) == 1  # and painted once, on the next frame
    peek = table.side.peeks[0].center
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": peek, "button": 1}))
    assert len(layouts) == 2 and layouts[-1][1] == 0  # the viewer changed
    post(app, (pygame.MOUSEBUTTONUP, {"pos": peek, "button": 1}))
    assert len(layouts) == 3 and layouts[-1][1] is None
    before = table._spots["pile"]
    app.resize(1920, 1080)
    app.step(16, [])
    assert len(layouts) == 4 and table._spots["pile"] != before


def test_a_setting_changed_under_the_table_is_laid_out_before_the_next_frame():
    app, table = table_app()
    board = table.frame.board
    app.settings.tabletop = True  # no rebuild asked for
    app.step(16, [])
    assert table.edges.geometry is not None and table.frame.board != board


# --- fingers ----------------------------------------------------------------------------------


def _finger(kind, fid, pos, size):
    return kind, {
        "touch_id": 1,
        "finger_id": fid,
        "x": pos[0] / size[0],
        "y": pos[1] / size[1],
        "dx": 0.0,
        "dy": 0.0,
        "pressure": 1.0,
    }


def test_a_second_finger_neither_moves_nor_drops_the_first_fingers_piece():
    app, table = table_app()
    size = app.size
    pile, hand, hand2 = (table._spots[s].center for s in ("pile", "hand", "hand2"))
    post(app, _finger(pygame.FINGERDOWN, 1, pile, size))
    post(app, _finger(pygame.FINGERMOTION, 1, (pile[0] + 60, pile[1]), size))
    post(app, _finger(pygame.FINGERDOWN, 2, hand2, size))  # another hand touches the glass
    post(app, _finger(pygame.FINGERMOTION, 2, (hand2[0] + 5, hand2[1]), size))
    post(app, _finger(pygame.FINGERUP, 2, hand2, size))
    assert table.session.cursor == 0 and table.gestures.drag is not None
    assert table.gestures.drag.pos == (pile[0] + 60, pile[1])
    post(app, _finger(pygame.FINGERMOTION, 1, hand, size))
    post(app, _finger(pygame.FINGERUP, 1, hand, size))
    assert table.session.state.pile == 8  # the first finger's drop: take 1


# --- polygons and typed ids ---------------------------------------------------------------------


class HexPileView(PebblesView):
    """The pile is a hexagon inside the square the fixture gives it."""

    def layout(self, obs, viewer, rect):
        spots = dict(super().layout(obs, viewer, rect))
        r = spots["pile"]
        cx, cy, s = r.centerx, r.centery, r.width / 2
        spots["pile"] = Shape.polygon(
            [
                (cx, cy - s),
                (cx + s * 0.866, cy - s / 2),
                (cx + s * 0.866, cy + s / 2),
                (cx, cy + s),
                (cx - s * 0.866, cy + s / 2),
                (cx - s * 0.866, cy - s / 2),
            ]
        )
        return spots

    def draw(self, surface, obs, viewer, rect, spots):
        for region in spots.values():
            if isinstance(region, Shape):
                pygame.draw.polygon(surface, palette.WHITE, region.polygons[0])
            else:
                self.kit.panel(surface, region)


def test_a_hex_spot_is_hit_held_lit_and_lifted_by_its_own_outline():
    app, table = _table(HexPileView)
    pile = table._spots["pile"]
    hand = table._spots["hand"].center
    corner = (pile.rect.x + 3, pile.rect.y + 3)  # in the hexagon's rect, outside the hexagon
    assert table.hits.at(corner) is None and table.hits.at(pile.center) == "pile"
    drag(app, corner, hand)
    assert table.session.cursor == 0  # nothing was picked up there
    piece = table.painter.piece("pile")
    assert piece.get_at((2, 2)).a == 0 and piece.get_at((piece.get_width() // 2, piece.get_height() // 2)).a == 255
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": pile.center, "button": 1}))
    post(app, (pygame.MOUSEMOTION, {"pos": (hand[0], hand[1] + 200), "rel": (0, 0), "buttons": (1, 0, 0)}))
    app.draw(app.window)
    top, right_top = pile.polygons[0][0], pile.polygons[0][1]
    by_rim = (round((top[0] + right_top[0]) / 2 + 0.5), round((top[1] + right_top[1]) / 2 - 0.866))  # 1 px out
    assert tuple(app.window.get_at(by_rim))[:3] == palette.GOLD  # the held hex is ringed along its rim
    assert tuple(app.window.get_at(corner))[:3] == palette.TABLE  # not round its rect, and not veiled there
    assert tuple(app.window.get_at(pile.center))[:3] != palette.WHITE  # its home is veiled
    post(app, (pygame.MOUSEMOTION, {"pos": hand, "rel": (0, 0), "buttons": (1, 0, 0)}))
    post(app, (pygame.MOUSEBUTTONUP, {"pos": hand, "button": 1}))
    assert table.session.state.pile == 8


@dataclass(frozen=True, slots=True)
class Grab(Action):
    """The fixture's Take, naming its spots with typed ids."""

    count: int

    def __str__(self) -> str:
        return f"take {self.count}"

    @property
    def source(self) -> Spot:
        return Spot("pile")

    @property
    def target(self) -> Spot:
        return Spot("hand", self.count)


def _plain(action):
    return rules.Take(action.count) if isinstance(action, Grab) else action


def _typed(action):
    return Grab(action.count) if isinstance(action, rules.Take) else action


@pytest.fixture
def typed_game():
    mod = types.ModuleType("tests.fixture.typed")  # its view module is the fixture's (replaced below)
    for name in dir(rules):
        if not name.startswith("__"):
            setattr(mod, name, getattr(rules, name))
    mod.NAME = "typed-pebbles"
    mod.legal_actions = lambda state: [_typed(a) for a in rules.legal_actions(state)]
    mod.apply = lambda state, action: rules.apply(state, _plain(action))
    mod.describe = lambda state, action: rules.describe(state, _plain(action))
    mod.is_barrier = lambda state, action: rules.is_barrier(state, _plain(action))
    mod.parse_action = lambda text: _typed(rules.parse_action(text))
    mod.action_for = lambda state, source, target: Grab(target.key) if target.kind == "hand" else None
    registry.register_extra(mod)
    yield mod.NAME
    registry.unregister_extra(mod.NAME)


class TypedView(PebblesView):
    def layout(self, obs, viewer, rect):
        plain = super().layout(obs, viewer, rect)
        return {Spot("pile"): plain["pile"], Spot("hand", 1): plain["hand"], Spot("hand", 2): plain["hand2"]}

    def draw(self, surface, obs, viewer, rect, spots):
        for region in spots.values():
            self.kit.panel(surface, region)

    illegal_reason = PebblesView.__mro__[1].illegal_reason  # the shared default, not the fixture's own


def test_typed_spot_ids_play_like_strings_and_the_default_says_why_a_drop_fails(typed_game):
    app, table = _table(TypedView, typed_game, {"pile": "5", "dice": "off"})
    spots = table._spots
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": spots[Spot("pile")].center, "button": 1}))
    post(
        app,
        (
            pygame.MOUSEMOTION,
            {
                "pos": (spots[Spot("pile")].centerx + 40, spots[Spot("pile")].centery),
                "rel": (0, 0),
                "buttons": (1, 0, 0),
            },
        ),
    )
    assert table.lit_targets() == {Spot("hand", 1), Spot("hand", 2)}
    post(app, (pygame.MOUSEBUTTONUP, {"pos": (5, 715), "button": 1}))
    while table.glides:  # the piece slides home first
        app.step(16, [])
    for _ in range(2):
        drag(app, spots[Spot("pile")].center, spots[Spot("hand", 2)].center)
    assert table.session.state.pile == 1
    drag(app, spots[Spot("pile")].center, spots[Spot("hand", 2)].center)
    assert table.session.state.pile == 1
    assert table.toast and table.toast[0] == "Only 1 pebble is left; you cannot take 2."


# --- views that move on every frame ------------------------------------------------------------


class LivelyView(PebblesView):
    """Something in it moves for ten frames; it draws above the board on every frame."""

    def __init__(self, rules_module, kit):
        super().__init__(rules_module, kit)
        self.frames_left = 10
        self.overlays: list[object] = []
        self.red = pygame.Surface((30, 30))
        self.red.fill((220, 0, 0))

    def update(self, dt):
        self.frames_left -= 1
        return self.frames_left > 0

    def draw_overlay(self, surface, obs, viewer, spots, hovered):
        self.overlays.append(hovered)

    def piece_for(self, spot):
        return self.red if spot == "pile" else None


def test_a_view_that_moves_gets_frames_until_it_rests_and_draws_above_the_kept_board():
    app, table = _table(LivelyView)
    view = table.view
    paints = _counting(table, "draw")
    drawn = [app.step(16, []) for _ in range(15)]
    assert all(drawn[:8]) and not any(drawn[-4:])  # frames while it moves, then the table idles
    assert paints == []  # the board was kept; only the overlay ran
    assert len(view.overlays) >= 9
    pile = table._spots["pile"].center
    post(app, (pygame.MOUSEMOTION, {"pos": pile, "rel": (0, 0), "buttons": (0, 0, 0)}))
    assert view.overlays[-1] == "pile"  # the spot under the pointer
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": pile, "button": 1}))
    post(app, (pygame.MOUSEMOTION, {"pos": (pile[0], pile[1] + 150), "rel": (0, 0), "buttons": (1, 0, 0)}))
    assert view.overlays[-1] is None  # nothing is hovered while a piece is dragged
    assert tuple(app.window.get_at((pile[0], pile[1] + 150)))[:3] == (220, 0, 0)  # the view's own piece


def test_a_glide_carries_the_views_own_piece():
    app, table = _table(LivelyView)
    app.settings.speed = "normal"
    table.perform(rules.Take(1))
    assert table.glides and table.glides[0].piece is table.view.red


# --- a bot thinking -------------------------------------------------------------------------------


class SlowBot:
    """Thinks until it is told to answer."""

    def __init__(self) -> None:
        self.go = threading.Event()

    def choose(self, rules_module, observation, seat, legal, budget_s, seed):
        self.go.wait(10)
        return legal[0]


def test_while_a_bot_thinks_its_thread_hands_the_interpreter_back_often():
    normal = sys.getswitchinterval()
    app, table = _table(seats=(Seat("random", "Bot"), Seat("human", "Ann")))
    bot = table.bots[0] = SlowBot()
    table.pacer.cancel()
    app.step(16, [])
    assert table.thinking and sys.getswitchinterval() == pytest.approx(min(normal, THINKING_SWITCH_S))
    assert app.step(16, []) and app.step(16, [])  # the dots keep the table drawing
    bot.go.set()
    deadline = time.monotonic() + 10
    while table.session.cursor == 0 and time.monotonic() < deadline:
        app.step(16, [])
        time.sleep(0.005)
    app.step(16, [])
    assert table.session.cursor == 1 and not table.thinking
    assert sys.getswitchinterval() == pytest.approx(normal)


def test_a_views_glide_wins_over_the_actions_spots_and_a_move_clears_the_tooltip():
    class StayPut(PebblesView):
        def glide_for(self, obs, action):
            return ("pile", "pile")  # the piece stays where it is

    app, table = _table(StayPut)
    app.settings.speed = "normal"
    pile, hand = table._spots["pile"].center, table._spots["hand"].center
    table.gestures.hover = ("hand", 9.0)
    table.tooltip_text = "old words"
    drag(app, pile, hand)
    assert table.session.cursor == 1
    glide = table.motion.glides[-1]
    assert glide.start == glide.end == pile
    assert table.tooltip_text is None and table.gestures.hover is None
