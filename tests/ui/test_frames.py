"""A change of state is drawn in the frames that follow it, with no further input: a click on a
button (whose press reaches the scene as an event of its own, a frame later), a key, a timer."""

from __future__ import annotations

import pygame

from mint.scenes.setup import SetupScene
from mint.ui.app import SETTLE_FRAMES, App


def _pixels(app: App, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(app.window.subsurface(rect.clip(app.window.get_rect())), "RGB")


def _click(pos: tuple[int, int]) -> None:
    """A real click, through pygame's own queue (as a window delivers it)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": 1}))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, {"pos": pos, "button": 1}))


def test_a_click_on_plus_is_drawn_without_moving_the_mouse():
    app = App((1280, 720), headless=True)
    setup = SetupScene(app, "control")
    app.push(setup)
    pygame.event.clear()
    app.step(16)
    app.step(16)
    before_count = setup.players
    rect = setup.w["count"].rect.copy()
    before = _pixels(app, rect)
    _click(setup.w["plus"].rect.center)
    for _ in range(4):  # frames with no other event at all
        app.step(16)
    assert setup.players == before_count + 1
    assert setup.w["count"].text == str(before_count + 1)
    assert _pixels(app, rect) != before  # the new count is on screen, not only in the scene


def test_a_handled_event_asks_for_a_frame():
    app = App((1280, 720), headless=True)
    setup = SetupScene(app, "control")
    app.push(setup)
    for _ in range(1 + SETTLE_FRAMES):  # the change, then the frames that settle it
        app.step(16, [])
    assert not app.dirty
    drawn = app.frames_drawn
    app.step(16, [])
    assert app.frames_drawn == drawn  # an idle table draws nothing
    app.step(16, [pygame.event.Event(pygame.USEREVENT + 7, {})])  # nobody handles it
    assert app.frames_drawn == drawn
    app.step(16, [pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_F1, "mod": 0, "unicode": ""})])
    assert app.frames_drawn == drawn + 1


def _settled_equals_a_full_redraw(app: App) -> bool:
    """After a few frames with no input, the screen is what a full redraw paints."""
    for _ in range(6):
        app.step(16)
    shown = pygame.image.tobytes(app.window, "RGB")
    app.dirty = True
    app.step(16, [])
    return pygame.image.tobytes(app.window, "RGB") == shown


def _key(key: int, mod: int = 0, char: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, {"key": key, "mod": mod, "unicode": char, "scancode": 0}))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, {"key": key, "mod": mod, "unicode": char, "scancode": 0}))


def test_the_table_after_undo_and_redo_is_drawn_without_more_input():
    from mint.core.game import Seat
    from mint.core.session import Session
    from mint.scenes.table import TableScene
    from tests.fixture import rules

    app = App((1280, 720), headless=True)
    app.settings.speed = "instant"
    session = Session("pebbles", (Seat("human", "Ann"), Seat("human", "Bo")), 3, {"dice": "off"})
    table = TableScene(app, session)
    app.push(table)
    pygame.event.clear()
    app.step(16)
    table.perform(rules.Take(1))
    assert _settled_equals_a_full_redraw(app)
    _key(pygame.K_z, pygame.KMOD_LCTRL, "z")
    assert _settled_equals_a_full_redraw(app)
    assert session.cursor == 0
    _key(pygame.K_y, pygame.KMOD_LCTRL, "y")
    assert _settled_equals_a_full_redraw(app)
    assert session.cursor == 1
    _click(table._spots["pile"].center)
    _click(table._spots["hand"].center)
    assert _settled_equals_a_full_redraw(app)


def test_the_first_window_is_the_largest_that_fits_the_desktop():
    from mint.ui.settings import fitting_size

    assert fitting_size((1920, 1080)) == "1600x900"  # 1080 rows leave no room for a title bar
    assert fitting_size((1920, 1200)) == "1920x1080"
    assert fitting_size((2560, 1600)) == "2560x1440"
    assert fitting_size((3840, 2160)) == "2560x1440"
    assert fitting_size((1366, 768)) == "1280x720" and fitting_size((1024, 600)) == "1280x720"
