"""Screens turned to face a seat (table-top mode): the menu, the rules and the results open facing
the player whose bar opened them, are pressed through the turn, and stay turned when the window
changes."""

from __future__ import annotations

import pygame
import pytest

from mint.core.game import Seat
from mint.core.session import Session
from mint.scenes.pause import PauseScene
from mint.scenes.results import ResultsScene
from mint.scenes.table import TableScene
from mint.scenes.table.buttons import run_tool
from mint.ui import tabletop as T
from mint.ui.app import App, upright_event
from mint.ui.shots import played_session


def _table(players: int, tabletop: bool = True, size=(1920, 1080), over: bool = False):
    app = App(size, headless=True)
    app.settings.speed = "instant"
    app.settings.tabletop = app.settings.tabletop_solo = tabletop
    seats = tuple(Seat("human", f"P{i}") for i in range(players))
    session = (
        played_session("control", seats, {}, 4, 10_000)  # (people's seats play at random)
        if over
        else Session("control", seats, 3, {})
    )
    table = TableScene(app, session)
    table.results_shown = True
    app.push(table)
    app.step(16, [])
    return app, table


def _click(app: App, pos: tuple[float, float]) -> None:
    """A press and release at a screen point, and the button events pygame_gui posts for them."""
    at = (round(pos[0]), round(pos[1]))
    app.step(16, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": at, "button": 1})])
    app.step(16, [pygame.event.Event(pygame.MOUSEBUTTONUP, {"pos": at, "button": 1})])
    app.step(16, pygame.event.get())


@pytest.mark.parametrize("rotation", [180, -90, 90])
def test_an_event_on_the_screen_reaches_a_turned_scene_where_it_drew(rotation):
    app, table = _table(2)
    scene = PauseScene(app, table)
    scene.face(rotation)
    assert scene.turn is not None
    for upright in ((10, 20), (300, 200), (scene.size[0] - 1, scene.size[1] - 1)):
        screen = scene.turn.point(upright)
        down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": (round(screen[0]), round(screen[1])), "button": 1})
        assert upright_event(scene, down).pos == pytest.approx(upright, abs=1)
        w, h = app.size
        finger = pygame.event.Event(pygame.FINGERDOWN, {"x": screen[0] / w, "y": screen[1] / h, "dx": 0, "dy": 0})
        got = upright_event(scene, finger)
        assert (got.x * scene.size[0], got.y * scene.size[1]) == pytest.approx(upright, abs=1)
    key = pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_ESCAPE})
    assert upright_event(scene, key) is key


def test_an_upright_scene_gets_its_events_as_they_are():
    app, table = _table(2, tabletop=False)
    scene = PauseScene(app, table)
    event = pygame.event.Event(pygame.MOUSEMOTION, {"pos": (5, 6), "rel": (1, 1), "buttons": (0, 0, 0)})
    assert scene.turn is None and upright_event(scene, event) is event


@pytest.mark.parametrize("players,seat,edge", [(2, 1, "top"), (3, 1, "left"), (4, 3, "right"), (2, 0, "bottom")])
def test_the_menu_from_a_seats_bar_faces_that_seat_and_its_buttons_press_through_the_turn(players, seat, edge):
    app, table = _table(players)
    run_tool(table, "menu", seat)
    app.step(16, [])
    pause = app.scenes[-1]
    assert isinstance(pause, PauseScene)
    rotation = T.ROTATION[edge]
    assert (pause.turn.rotation if pause.turn else 0) == rotation
    resume = pause.buttons["resume"].rect
    if pause.turn is not None:
        # the button's upright spot turned onto the screen; the same spot unturned is elsewhere
        assert pause.turn.rect(resume).center != resume.center or rotation == 0
        _click(app, pause.turn.point(resume.center))
    else:
        _click(app, resume.center)
    assert app.scenes[-1] is table  # Resume was pressed


def test_a_press_acts_on_the_button_drawn_there_on_the_screen():
    """Half turned, the spot where Resume would lie upright shows another button (the menu's
    rows run the other way): a press there is that button's, not Resume's."""
    app, table = _table(2)
    run_tool(table, "menu", 1)  # the top seat: a half turn
    app.step(16, [])
    pause = app.scenes[-1]
    point = pause.buttons["resume"].rect.center  # taken as a screen point
    upright = pause.turn.upright(point)
    hit = [key for key, b in pause.buttons.items() if b.rect.collidepoint(upright)]
    assert hit == ["menu"]
    _click(app, point)
    assert type(app.scenes[-1]).__name__ == "MenuScene"  # Main menu was pressed


def test_the_rules_from_the_menu_face_the_same_seat():
    app, table = _table(2)
    run_tool(table, "menu", 1)
    app.step(16, [])
    pause = app.scenes[-1]
    _click(app, pause.turn.point(pause.buttons["rules"].rect.center))
    rules = app.scenes[-1]
    assert rules is not pause and rules.turn is not None and rules.turn.rotation == 180


def test_the_rules_tool_of_a_seat_faces_it_and_the_normal_layout_stays_upright():
    app, table = _table(3)
    run_tool(table, "rules", 2)  # the top seat of three
    app.step(16, [])
    assert app.scenes[-1].turn.rotation == 180
    app2, table2 = _table(2, tabletop=False)
    run_tool(table2, "rules", 1)
    app2.step(16, [])
    assert app2.scenes[-1].turn is None


def test_results_face_the_seat_that_asks_and_at_the_end_the_last_mover():
    app, table = _table(3, over=True)
    table.show_results(1)  # the left seat
    app.step(16, [])
    results = app.scenes[-1]
    assert isinstance(results, ResultsScene)
    assert results.turn is not None and results.turn.rotation == T.ROTATION["left"]
    # turned to a short edge, it is laid out in the narrow space, with a kit to fit it
    assert results.size == (app.size[1], app.size[0])
    assert results.kit.scale < app.kit.scale
    assert pygame.Rect((0, 0), results.size).contains(results.box())
    for button in results.w.values():
        assert pygame.Rect((0, 0), results.size).contains(button.rect)
    last = table.edges.last_mover()
    assert last is not None
    assert table.facing_rotation(None) == T.ROTATION[T.seating(3)[last]]
    table.results_shown = False  # as when the last move has just been made
    app.pop()
    app.step(16, [])
    app.step(16, [])
    assert isinstance(app.scenes[-1], ResultsScene)  # shown again by itself, facing the last mover
    assert (app.scenes[-1].turn.rotation if app.scenes[-1].turn else 0) == T.ROTATION[T.seating(3)[last]]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_results_turned_to_a_short_edge_fit_the_window(size):
    app, table = _table(3, size=size, over=True)
    table.show_results(1)
    app.step(16, [])
    results = app.scenes[-1]
    room = pygame.Rect((0, 0), results.size)
    assert room.contains(results.box())
    # drawn turned, the whole window is covered by the turned layer and nothing is lost
    app.dirty = True
    app.step(16, [])


def test_a_turned_scene_stays_turned_when_the_window_changes():
    app, table = _table(2)
    run_tool(table, "menu", 1)
    app.step(16, [])
    pause = app.scenes[-1]
    app.resize(1280, 720)
    assert pause.turn is not None and pause.turn.rotation == 180
    assert pause.size == (1280, 720)
    _click(app, pause.turn.point(pause.buttons["resume"].rect.center))
    assert app.scenes[-1] is table


def test_a_turned_scene_draws_turned():
    """The menu turned half round puts its title where the upright menu's title would be, turned:
    near the bottom of the screen instead of the top."""
    app, table = _table(2)
    pause = PauseScene(app, table)
    pause.face(180)
    app.push(pause)
    app.step(16, [])
    where = {}
    real = pause.kit.text

    def text(surface, words, pos, *args, **kwargs):
        where[words] = (surface.get_size(), pos)
        return real(surface, words, pos, *args, **kwargs)

    pause.kit.text = text  # type: ignore[method-assign]
    app.dirty = True
    app.step(16, [])
    size, pos = where["Paused"]
    assert size == pause.size  # drawn on the scene's own upright layer
    on_screen = pause.turn.point(pos)
    assert on_screen[1] > app.size[1] / 2  # the title, near the top upright, lies low on the screen


# --- the log, which table-top mode keeps behind a button on each bar ----------------------------


def _log_for(seat: int, players: int = 2, moves: int = 400):
    app = App((1920, 1080), headless=True)
    app.settings.speed = "instant"
    app.settings.tabletop = True
    seats = tuple(Seat("human", f"P{i}") for i in range(players))
    session = played_session("control", seats, {}, 5, moves)
    table = TableScene(app, session)
    table.results_shown = True
    app.push(table)
    app.step(16, [])
    assert "log" in table.edges.bars[seat].tools  # every bar has the button
    run_tool(table, "log", seat)
    app.step(16, [])
    return app, table, app.scenes[-1]


def test_the_log_button_opens_the_games_log_facing_that_seat():
    app, table, log = _log_for(1)
    assert type(log).__name__ == "LogScene"
    assert log.turn is not None and log.turn.rotation == 180
    assert len(table.log.lines) > 10
    assert not log.buttons["newer"].is_enabled and log.buttons["older"].is_enabled  # newest lines first
    _click(app, log.turn.point(log.buttons["older"].rect.center))
    assert log.scroll == log.page()
    assert log.buttons["newer"].is_enabled
    _click(app, log.turn.point(log.buttons["newer"].rect.center))
    assert log.scroll == 0
    _click(app, log.turn.point(log.buttons["close"].rect.center))
    assert app.scenes[-1] is table


def test_the_log_pages_back_to_its_first_line_and_no_further():
    app, table, log = _log_for(0)
    assert log.shown < len(table.log.lines)  # more lines than the box holds
    for _ in range(200):
        if not log.buttons["older"].is_enabled:
            break
        _click(app, log.buttons["older"].rect.center)  # the bottom seat: upright
    assert log.scroll + log.shown >= len(table.log.lines)  # the first line is in sight
    assert log.scroll > 0 and not log.buttons["older"].is_enabled


def test_a_short_log_has_nothing_older_to_show():
    app, table, log = _log_for(0, moves=5)
    assert 0 < len(table.log.lines) <= log.shown
    assert not log.buttons["older"].is_enabled and not log.buttons["newer"].is_enabled


def test_the_log_of_a_game_not_yet_begun_says_so(monkeypatch):
    app, table, log = _log_for(0, moves=0)
    said = []
    real = log.kit.text
    monkeypatch.setattr(
        log.kit, "text", lambda surface, words, *a, **kw: said.append(words) or real(surface, words, *a, **kw)
    )
    app.dirty = True
    app.step(16, [])
    assert "Nothing has been played yet." in said
    assert not log.buttons["older"].is_enabled and not log.buttons["newer"].is_enabled


def test_events_missing_their_usual_fields_reach_a_turned_scene_without_harm():
    app, table = _table(2)
    run_tool(table, "menu", 1)
    app.step(16, [])
    pause = app.scenes[-1]
    for kind, data in ((pygame.FINGERDOWN, {"x": 0.5, "y": 0.5}), (pygame.MOUSEMOTION, {}), (pygame.FINGERUP, {})):
        got = upright_event(pause, pygame.event.Event(kind, data))
        assert got.type == kind
        app.step(16, [pygame.event.Event(kind, data)])  # and the app takes them
    assert app.scenes[-1] is pause
