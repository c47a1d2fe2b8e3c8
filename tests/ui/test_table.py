"""Headless UI: every scene renders, drags and clicks act on the table, random input never crashes."""

from __future__ import annotations

import random
import zlib

import pygame
import pygame_gui
import pytest

from mint.core.game import Seat
from mint.core.session import Session
from mint.scenes.shots import build_scene
from mint.scenes.table import TableScene
from mint.ui.app import App
from mint.ui.shots import render
from tests.fixture import rules

SCENES = ("menu", "setup", "settings", "rules", "load", "pause", "results", "log", "replay")


def table_app(options=None, seats=None, size=(1280, 720)):
    app = App(size, headless=True)
    app.settings.speed = "instant"
    seats = seats or (Seat("human", "Ann"), Seat("human", "Bo"))
    session = Session("pebbles", seats, 3, options or {"dice": "off"})
    table = TableScene(app, session)
    app.push(table)
    app.step(16, [])
    return app, table


def post(app, *events):
    app.step(16, [pygame.event.Event(t, d) for t, d in events])


def drag(app, a, b):
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": a, "button": 1}))
    post(
        app,
        (pygame.MOUSEMOTION, {"pos": ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2), "rel": (0, 0), "buttons": (1, 0, 0)}),
    )
    post(app, (pygame.MOUSEMOTION, {"pos": b, "rel": (0, 0), "buttons": (1, 0, 0)}))
    post(app, (pygame.MOUSEBUTTONUP, {"pos": b, "button": 1}))


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
@pytest.mark.parametrize("target", SCENES + ("pebbles",))
def test_every_scene_renders(target, size):
    app = App(size, headless=True)
    build_scene(app, target, seed=2, actions=4)
    render(app, frames=1)
    assert app.window.get_size() == size
    assert app.frames_drawn >= 1
    # something besides the background was drawn
    colours = {
        app.window.get_at((x, y))[:3]
        for x in range(0, size[0], size[0] // 160)
        for y in range(0, size[1], size[1] // 90)
    }
    assert len(colours) > 2


def test_a_drag_from_the_pile_to_a_hand_takes_pebbles():
    app, table = table_app()
    spots = table._spots
    drag(app, spots["pile"].center, spots["hand2"].center)
    assert table.session.cursor == 1 and table.session.state.pile == 7
    assert table.session.state.hands[0] == 2


def test_while_dragging_every_legal_target_is_lit():
    app, table = table_app()
    spots = table._spots
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": spots["pile"].center, "button": 1}))
    post(
        app,
        (
            pygame.MOUSEMOTION,
            {"pos": (spots["pile"].centerx + 40, spots["pile"].centery), "rel": (0, 0), "buttons": (1, 0, 0)},
        ),
    )
    assert table.lit_targets() == {"hand", "hand2"}


def test_an_illegal_drop_does_nothing_and_says_why():
    app, table = table_app({"pile": "5", "dice": "off"})
    for _ in range(2):
        table.perform(rules.Take(2))
    app.step(16, [])
    spots = table._spots
    drag(app, spots["pile"].center, spots["hand2"].center)
    assert table.session.cursor == 2 and table.session.state.pile == 1
    assert table.toast and "Only 1 pebble" in table.toast[0]
    drag(app, spots["pile"].center, (5, app.size[1] - 5))  # dropped on nothing
    assert table.session.cursor == 2 and table.glides, "the piece slides home"


def test_click_source_then_target_acts_like_a_drag():
    app, table = table_app()
    spots = table._spots
    for pos in (spots["pile"].center, spots["hand"].center):
        post(
            app, (pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": 1}), (pygame.MOUSEBUTTONUP, {"pos": pos, "button": 1})
        )
    assert table.session.state.pile == 8


def test_keyboard_tab_and_enter_play_a_move():
    app, table = table_app()
    post(app, (pygame.KEYDOWN, {"key": pygame.K_TAB, "mod": 0, "unicode": "\t", "scancode": 0}))
    post(app, (pygame.KEYDOWN, {"key": pygame.K_TAB, "mod": 0, "unicode": "\t", "scancode": 0}))
    post(app, (pygame.KEYDOWN, {"key": pygame.K_RETURN, "mod": 0, "unicode": "\r", "scancode": 0}))
    assert table.session.state.pile == 7


def test_undo_and_redo_keys():
    app, table = table_app()
    table.perform(rules.Take(1))
    post(app, (pygame.KEYDOWN, {"key": pygame.K_z, "mod": pygame.KMOD_LCTRL, "unicode": "z", "scancode": 0}))
    assert table.session.cursor == 0
    post(app, (pygame.KEYDOWN, {"key": pygame.K_y, "mod": pygame.KMOD_LCTRL, "unicode": "y", "scancode": 0}))
    assert table.session.cursor == 1


def test_a_finger_drag_acts_like_the_mouse():
    app, table = table_app()
    w, h = app.size
    a, b = table._spots["pile"].center, table._spots["hand"].center
    finger = {"touch_id": 1, "finger_id": 1, "pressure": 1.0, "dx": 0.0, "dy": 0.0}
    post(app, (pygame.FINGERDOWN, {**finger, "x": a[0] / w, "y": a[1] / h}))
    post(app, (pygame.FINGERMOTION, {**finger, "x": b[0] / w, "y": b[1] / h}))
    post(app, (pygame.FINGERUP, {**finger, "x": b[0] / w, "y": b[1] / h}))
    assert table.session.state.pile == 8


def test_a_long_press_opens_the_tooltip():
    app, table = table_app()
    w, h = app.size
    a = table._spots["pile"].center
    post(
        app,
        (
            pygame.FINGERDOWN,
            {"touch_id": 1, "finger_id": 1, "x": a[0] / w, "y": a[1] / h, "dx": 0.0, "dy": 0.0, "pressure": 1.0},
        ),
    )
    for _ in range(40):
        app.step(16, [])
    assert table.tooltip_text and "pile" in table.tooltip_text.lower()


def test_buttons_stand_in_for_moves_with_no_place_on_the_board():
    app, table = table_app({"dice": "on"})
    labels = [b.text for b in table.buttons.actions]
    assert "Roll the die" in labels
    button = next(b for b in table.buttons.actions if b.text == "Roll the die")
    pygame.event.clear()
    post(app, (pygame.MOUSEMOTION, {"pos": button.rect.center, "rel": (0, 0), "buttons": (0, 0, 0)}))
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": button.rect.center, "button": 1}))
    post(app, (pygame.MOUSEBUTTONUP, {"pos": button.rect.center, "button": 1}))
    app.step(16)  # the button's press arrives through the event queue
    assert table.session.state.rolls == 1


def test_bots_play_in_a_worker_and_the_table_keeps_drawing():
    app, table = table_app(seats=(Seat("random"), Seat("random")))
    drawn = app.frames_drawn
    for _ in range(400):
        app.step(16, [])
        if table.session.over:
            break
    assert table.session.over
    assert app.frames_drawn > drawn + 3


def test_an_idle_table_does_not_redraw():
    app, table = table_app()
    for _ in range(5):
        app.step(16, [])
    assert app.step(16, []) is False


def test_hidden_cards_show_only_while_peeking():
    app, table = table_app()
    assert table.viewer() is None
    assert all(v is None for v in table._obs.secret)
    r = table.side.peeks[1]
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": r.center, "button": 1}))
    assert table.viewer() == 1 and table._obs.secret[1] is not None and table._obs.secret[0] is None
    post(app, (pygame.MOUSEBUTTONUP, {"pos": r.center, "button": 1}))
    assert table.viewer() is None


@pytest.mark.parametrize("target", SCENES + ("pebbles",))
def test_random_input_never_crashes_a_scene(target):
    app = App((1280, 720), headless=True)
    app.settings.speed = "instant"
    build_scene(app, target, seed=1, actions=3)
    rnd = random.Random(zlib.crc32(target.encode()))  # the same input on every run (str hashes vary)
    w, h = app.size
    pygame.event.clear()
    presses = [0]
    handle = app.handle

    def counted(event: pygame.event.Event) -> None:
        presses[0] += event.type == pygame_gui.UI_BUTTON_PRESSED
        handle(event)

    app.handle = counted  # type: ignore[method-assign]
    keys = [
        pygame.K_TAB,
        pygame.K_RETURN,
        pygame.K_ESCAPE,
        pygame.K_z,
        pygame.K_y,
        pygame.K_h,
        pygame.K_F1,
        pygame.K_LEFT,
        pygame.K_RIGHT,
        pygame.K_a,
        pygame.K_1,
        pygame.K_BACKSPACE,
        pygame.K_SPACE,
    ]
    batch: list[pygame.event.Event] = []
    for _ in range(450):
        kind = rnd.random()
        pos = (rnd.randrange(w), rnd.randrange(h))
        if kind < 0.3:
            batch.append(
                pygame.event.Event(
                    pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": (rnd.random() < 0.3, 0, 0)}
                )
            )
        elif kind < 0.45:
            t = pygame.MOUSEBUTTONDOWN if rnd.random() < 0.5 else pygame.MOUSEBUTTONUP
            batch.append(pygame.event.Event(t, {"pos": pos, "button": rnd.choice((1, 1, 1, 3))}))
        elif kind < 0.6:  # a whole click, often on one of the top screen's widgets
            top = app.scenes[-1] if app.scenes else None
            widgets = top.ui.get_sprite_group().sprites() if top is not None and top.uses_gui else []
            if widgets and rnd.random() < 0.7:
                pos = rnd.choice(widgets).rect.center
            for t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                batch.append(pygame.event.Event(t, {"pos": pos, "button": 1}))
        elif kind < 0.8:
            key = rnd.choice(keys)
            mod = pygame.KMOD_LCTRL if rnd.random() < 0.2 else 0
            batch.append(pygame.event.Event(pygame.KEYDOWN, {"key": key, "mod": mod, "unicode": "a", "scancode": 0}))
        elif kind < 0.95:
            t = rnd.choice((pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP))
            batch.append(
                pygame.event.Event(
                    t,
                    {
                        "touch_id": 1,
                        "finger_id": 1,
                        "x": pos[0] / w,
                        "y": pos[1] / h,
                        "dx": 0.0,
                        "dy": 0.0,
                        "pressure": 1.0,
                    },
                )
            )
        else:
            batch.append(pygame.event.Event(pygame.MOUSEWHEEL, {"x": 0, "y": rnd.choice((-1, 1)), "flipped": False}))
        if len(batch) >= 40:
            step_through_queue(app, batch)
            batch = []
            if not app.scenes or not app.running:
                app.running = True
                build_scene(app, target, seed=1, actions=3)
    step_through_queue(app, batch)
    if target != "menu":  # (the menu is drawn without the GUI kit)
        assert presses[0] > 0  # the kit's buttons were really pressed, by events it posted itself


def step_through_queue(app: App, events: list[pygame.event.Event]) -> None:
    """One frame of ``events`` as a window gets them: through pygame's event queue, where the GUI
    kit also posts what its widgets make of them (a button's press), read in the same frame."""
    for event in events:
        pygame.event.post(event)
    app.step(16)


def test_sound_cues_exist_and_a_missing_device_stays_silent(monkeypatch):
    import wave

    from mint.resources import data_path
    from mint.ui.sound import CUES, Sound

    for cue in CUES:
        with wave.open(str(data_path("sounds", f"{cue}.wav"))) as w:
            assert w.getnframes() > 1000

    def no_device(*a, **k):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: False)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sound = Sound(True)
    sound.play("drop")  # must not raise
    assert not sound.available


def test_menu_opens_without_the_widget_toolkit_and_its_buttons_work():
    import subprocess
    import sys

    code = (
        "import sys; from mint.ui.shots import headless; headless()\n"
        "from mint.ui.app import App; from mint.scenes.menu import MenuScene\n"
        "a = App((1280, 720), headless=True); a.push(MenuScene(a)); a.step(16, [])\n"
        "print('pygame_gui' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip().splitlines()[-1] == "False"

    from mint.scenes.menu import MenuScene
    from mint.scenes.settings import SettingsScene

    app = App((1280, 720), headless=True)
    menu = MenuScene(app)
    app.push(menu)
    app.step(16, [])
    target = next(b for b in menu.choices.buttons if b.key == "settings")
    post(
        app,
        (pygame.MOUSEBUTTONDOWN, {"pos": target.rect.center, "button": 1}),
        (pygame.MOUSEBUTTONUP, {"pos": target.rect.center, "button": 1}),
    )
    app.step(16, [])
    assert isinstance(app.scenes[-1], SettingsScene)
    app.pop()
    app.step(16, [])
    keys = [pygame.K_DOWN] * (1 + [b.key for b in menu.choices.buttons].index("settings")) + [pygame.K_RETURN]
    for key in keys:
        post(app, (pygame.KEYDOWN, {"key": key, "mod": 0, "unicode": "", "scancode": 0}))
    app.step(16, [])
    assert isinstance(app.scenes[-1], SettingsScene)


def test_buttons_come_back_after_a_glide():
    app, table = table_app({"dice": "on"})
    app.settings.speed = "normal"
    table.perform(rules.Take(1))  # glides from the pile to the hand
    assert table.glides and not table.buttons.actions
    for _ in range(60):
        app.step(16, [])
    assert not table.glides
    assert any(b.text == "Roll the die" for b in table.buttons.actions)


def test_hint_lights_a_move_with_a_reason():
    app, table = table_app()
    post(app, (pygame.KEYDOWN, {"key": pygame.K_h, "mod": 0, "unicode": "h", "scancode": 0}))
    import time

    deadline = time.monotonic() + 10
    while table.hint is None and time.monotonic() < deadline:
        app.step(16, [])
        time.sleep(0.01)
    assert table.hint is not None
    action, reason = table.hint
    assert action in table.legal() and reason
    assert table.toast and table.toast[0].startswith("Hint:")
    for _ in range(4):  # 4 s later the reason is still there to read
        app.step(1000, [])
    assert table.toast and table.toast[0].startswith("Hint:")
    table.perform(action)  # once a move is made, the hint and its line go
    assert table.hint is None and not (table.toast and table.toast[0].startswith("Hint:"))


def test_a_roll_makes_the_dice_tumble_then_settle(monkeypatch):
    app, table = table_app({"dice": "on"})
    app.settings.speed = "normal"
    monkeypatch.setattr(
        table.view, "tumble_for", lambda obs, action: ("pile",) if isinstance(action, rules.Roll) else ()
    )
    table.perform(rules.Roll())
    assert table.tumble is not None and table.tumble.spots == ("pile",)
    app.step(16, [])
    for _ in range(60):
        app.step(16, [])
    assert table.tumble is None


def test_a_piece_with_one_place_to_go_moves_on_a_click():
    app, table = table_app({"pile": "5", "dice": "off"})
    for _ in range(2):
        table.perform(rules.Take(2))
    app.step(16, [])
    pos = table._spots["pile"].center  # one pebble left: only "take 1" is possible
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": 1}), (pygame.MOUSEBUTTONUP, {"pos": pos, "button": 1}))
    assert table.session.state.pile == 0


def test_the_table_draws_and_esc_pauses_while_a_search_bot_thinks():
    import time

    from mint.scenes.pause import PauseScene

    app = App((1280, 720), headless=True)
    app.settings.speed = "instant"
    # a budget no machine finishes: the bot thinks until the 2 s cap it is given
    session = Session(
        "control", (Seat("ismcts:hard/iters=1000000/cap=2", "Bot"), Seat("human", "Ann")), 5, {"start": "1"}
    )
    table = TableScene(app, session)
    app.push(table)
    app.step(16, [])
    assert table.job is not None and not table.job.done  # the search has started
    drawn, cursor = app.frames_drawn, session.cursor
    post(app, (pygame.KEYDOWN, {"key": pygame.K_ESCAPE, "mod": 0, "unicode": ""}))
    assert isinstance(app.scenes[-1], PauseScene)
    frames = 0
    deadline = time.perf_counter() + 5.0
    while not table.job.done and time.perf_counter() < deadline:
        frames += app.step(16, [])
        time.sleep(0.005)
    assert table.job.done
    assert frames >= 10  # frames kept coming while the bot searched
    for _ in range(5):
        app.step(16, [])
    assert session.cursor == cursor  # nothing is played under the pause screen
    post(app, (pygame.KEYDOWN, {"key": pygame.K_ESCAPE, "mod": 0, "unicode": ""}))
    for _ in range(5):
        app.step(16, [])
    assert app.scenes[-1] is table
    assert session.cursor > cursor and app.frames_drawn > drawn


@pytest.mark.parametrize("game", ["italy", "control", "delivery", "cooperative"])
def test_setup_offers_every_bot_kind_by_name_and_starts_with_the_pick(game):
    from mint.bots.kinds import bot_kinds, kind_label
    from mint.scenes.setup import SetupScene

    app = App((1280, 720), headless=True)
    setup = SetupScene(app, game)
    app.push(setup)
    app.step(16, [])
    dd = setup.w["kind0"]
    shown = [o[0] if isinstance(o, tuple) else o for o in dd.options_list]
    for kind in ["human", *bot_kinds(game)]:
        assert kind_label(kind) in shown
    assert "Search AI (Hard)" in shown and "ismcts:hard" not in shown
    dd.selected_option = ("Search AI (Hard)", "Search AI (Hard)")
    setup._read()
    assert setup.kinds[0] == "ismcts:hard"


def test_setup_names_options_in_players_words_and_offers_them_only_where_they_apply():
    from mint.scenes.setup import SetupScene

    app = App((1920, 1080), headless=True)
    setup = SetupScene(app, "italy")
    app.push(setup)
    app.step(16, [])
    assert "opt:persona" not in setup.w  # a solo option, and the screen opens for 2 players
    setup.players = 1
    setup.rebuild()
    dd = setup.w["opt:persona"]
    shown = [o[0] if isinstance(o, tuple) else o for o in dd.options_list]
    assert "Navigatore: sails to any marina" in shown and "navigatore" not in shown
    dd.selected_option = ("Navigatore: sails to any marina", "Navigatore: sails to any marina")
    setup._read()
    assert setup.options["persona"] == "navigatore"
    setup.players = 2
    setup.rebuild()
    setup.start()  # the persona chosen for 1 player is not passed to a 2-player game
    assert setup.error is None or "persona" not in setup.error


def test_an_open_drop_down_list_has_rows_as_tall_as_a_touch_target():
    from mint.scenes.setup import SetupScene

    app = App((1920, 1080), headless=True)
    setup = SetupScene(app, "control")
    app.push(setup)
    app.step(16, [])
    dd = setup.w["kind0"]
    dd.current_state.finish()
    dd.current_state = dd.menu_states["expanded"]
    dd.current_state.start()
    rows = dd.current_state.options_selection_list
    assert rows.list_item_height >= 48  # ART.md: touch targets of 48 px at 1080p
    assert rows.rect.height >= 48 * len(dd.options_list)


def test_a_hint_for_a_move_made_with_a_button_rings_the_button():
    app, table = table_app({"dice": "on"})
    button, action = next((b, a) for b, a in table.buttons.actions.items() if b.text == "Roll the die")
    k = table.kit
    probe = (button.rect.centerx, button.rect.top - k.px(8) + 1)  # on the ring, outside the button
    ring = tuple(pygame.Color("#3E7CB1"))[:3]
    app.step(16, [])
    assert tuple(app.window.get_at(probe))[:3] != ring
    table.hint = (action, "the only way on")
    app.step(16, [])
    assert tuple(app.window.get_at(probe))[:3] == ring


def test_the_thinking_dots_stay_clear_of_the_seat_title(monkeypatch):
    import types

    app, table = table_app(seats=(Seat("ismcts:hard", "Bot"), Seat("human", "Ann")))
    table.job = types.SimpleNamespace(done=False)  # a bot thinking, for the drawing only
    table.t = 0.7  # all three dots showing
    drawn = {}
    real = table.kit.text

    def spy(surface, text, *args, **kwargs):
        rect = real(surface, text, *args, **kwargs)
        drawn[text] = rect
        return rect

    monkeypatch.setattr(table.kit, "text", spy)
    for n in range(1, 40):  # from a short name to one the title has to shrink for
        name = "B" * n
        table.session.seats = (Seat("ismcts:hard", name), Seat("human", "Ann"))
        drawn.clear()
        table.painter.invalidate()
        table.draw(app.window)
        title = next(r for t, r in drawn.items() if t.startswith(name + " ") and "thinking" in t)
        dots = drawn["•••"]
        assert title.right <= dots.left, n


def test_a_bots_title_names_the_seat_then_its_kind():
    app, table = table_app(seats=(Seat("ismcts:hard", "Bot"), Seat("human", "Ann")))
    seat, text = table.turn_text()
    assert seat == 0 and text.startswith("Bot · Search AI (Hard)")


def test_typing_invisible_characters_into_a_name_or_a_save_name_is_refused_not_a_crash():
    from mint.scenes.setup import SetupScene
    from mint.ui.kit import Kit

    app = App((1280, 720), headless=True)
    setup = SetupScene(app, "control")
    app.push(setup)
    app.step(16, [])
    entry = setup.w["name0"]
    entry.focus()
    app.step(16, [pygame.event.Event(pygame.TEXTINPUT, {"text": "A\u200bd\u202ea"})])
    app.step(16, [])
    assert entry.get_text() == "Ada"
    setup._read()
    assert setup.names[0] == "Ada"
    # a name read back from a file may still hold them: drawing it must not fail
    Kit(1.0).text(pygame.Surface((50, 20)), "\u200b", (0, 0))
    Kit(1.0).text(pygame.Surface((50, 20)), "a\udc80b", (0, 0))  # a file name that is not valid UTF-8


@pytest.mark.parametrize(
    ("game", "seats", "options", "want"),
    [
        ("italy", ("heuristic",), {"persona": "mercante"}, ("You win!", "Mercante wins")),
        ("delivery", ("heuristic",), {}, ("You win!", "You lose")),
        ("control", ("heuristic", "random"), {}, (" wins!", "Shared win")),
    ],
)
def test_the_results_say_who_won_in_a_players_words(game, seats, options, want):
    from mint.scenes.results import ResultsScene
    from mint.ui.shots import played_session

    app = App((1280, 720), headless=True)
    session = played_session(game, tuple(Seat(k) for k in seats), options, 3, 100_000)
    assert session.over
    head = ResultsScene(app, session).headline()
    assert any(w in head for w in want) and "team" not in head


def test_a_team_of_two_heroes_shows_each_heros_column_in_the_results():
    """Mint Knight's co-op heroes each have their own experience and level: one "Team" column
    would show only the first hero's."""
    from mint.scenes.results import ResultsScene
    from mint.ui.shots import played_session

    app = App((1280, 720), headless=True)
    # (random heroes, whose game takes a tenth of a second, the bots' two seconds or more: in this
    # one the first reaches level 2 with 3 experience, the second stays at 0)
    session = played_session("knight", (Seat("random"), Seat("random")), {}, 4, 100_000)
    assert session.over
    scene = ResultsScene(app, session)
    assert scene.per_seat()
    scene.draw(pygame.Surface((1280, 720)))
    solo = played_session("knight", (Seat("random"),), {}, 4, 100_000)
    assert not ResultsScene(app, solo).per_seat()


def test_a_drop_the_view_has_no_reason_for_says_the_rules_reason_or_where_it_may_go(monkeypatch):
    app, table = table_app({"pile": "5", "dice": "off"})
    for _ in range(2):
        table.perform(rules.Take(2))
    app.step(16, [])
    monkeypatch.setattr(table.view, "illegal_reason", lambda obs, source, target: None)  # a view with no words
    monkeypatch.setattr(
        table.view, "action_for", lambda obs, source, target: rules.Take(2) if target == "hand2" else None
    )
    spots = table._spots
    drag(app, spots["pile"].center, spots["hand2"].center)
    assert table.toast and "Only 1 pebble" in table.toast[0]  # the rules' own reason, not a generic one
    _, fresh = table_app()
    assert "lit" in fresh.gestures.refusal("pile", "nowhere")  # a drop that means nothing: where it may go
    assert fresh.gestures.refusal("hand", "pile").startswith("Nothing there can be moved now")
