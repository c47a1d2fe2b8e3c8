"""The real app in a real X window, driven by real pointer and key events; every check reads the
window's pixels back from the X server and compares them with what the same screen draws in a
headless twin (the same code, the same seed, the same moves).

Covered: menu -> set-up -> a game; in each of the five games a drag, a click-click and a
keyboard move, undo, the hint, F1 and Esc; saving, quitting and continuing; table-top on for one
run and off in the next.
"""

from __future__ import annotations

import random
import time

import pygame
import pytest

from mint import cli
from mint.scenes.table.scene import TOAST_S
from tests.window.realwindow import SIZE, Window, same

pytestmark = pytest.mark.window

ALIKE = 0.985  #: the share of pixels that must agree for two pictures of one screen
GAMES = ("control", "cooperative", "delivery", "italy", "knight")


# --- the headless twin ---------------------------------------------------------------------------
def twin_table(argv: list[str]):
    """The table ``main.py play ARGV`` opens, headless in this process."""
    import mint.scenes  # noqa: F401
    from mint.core.session import Session
    from mint.scenes.table import TableScene
    from mint.ui.app import App

    args = cli.build_parser().parse_args(argv)
    game = cli._game(args.game)
    seats = cli._seats(game, args.players, args.bots, "human")
    app = App(SIZE, headless=True)
    if args.tabletop:
        app.settings.for_this_run(tabletop=True, tabletop_solo=True)
    table = TableScene(app, Session(game, seats, args.seed, cli._options(game, args.option, seats)))
    app.push(table)
    settle(app)
    return app, table


def settle(app, frames: int = 40) -> pygame.Surface:
    pygame.event.clear()
    for _ in range(frames):
        app.frame(50, [])
    table = app.scenes[-1]
    if hasattr(table, "tooltip_text"):
        table.tooltip_text = None
    return app.render_fresh()


def center(table, sid) -> tuple[int, int]:
    c = table.hits.get(sid).center
    return int(c[0]), int(c[1])


def drag_pair(table, rng: random.Random, clicks: bool):
    """A legal move a person makes by hand: a piece and the lit place it goes to."""
    options = []
    for a in table.my_actions():
        src, dst = table.hits.get(a.source), table.hits.get(a.target)
        if src is None or dst is None or a.source == a.target:
            continue
        if table.hits.at(center(table, a.source)) != a.source or table.hits.at(center(table, a.target)) != a.target:
            continue
        if len([b for b in table.my_actions() if b.source == a.source and b.target == a.target]) > 1:
            continue  # (a drop that asks which one)
        if clicks and len([b for b in table.my_actions() if b.source == a.source]) < 2:
            continue  # a click on a piece with one place to go plays at once: not a click-click
        options.append(a)
    return rng.choice(options) if options else None


def looks_like(win: Window, twin_app, what: str, park: bool = True) -> pygame.Surface:
    """The window shows what the twin draws. Without ``park`` the pointer stays where the hand
    left it: a screen that waits for the pointer to move before it shows a change fails here."""
    if park:
        win.park()
    shot = win.settle()
    expected = settle(twin_app)
    share = same(shot, expected)
    if share < ALIKE:
        pygame.image.save(shot, f"/tmp/window-{what}.png")
        pygame.image.save(expected, f"/tmp/window-{what}-expected.png")
    assert share >= ALIKE, f"{what}: the window differs from what the screen should show ({share:.3f} alike)"
    return shot


# --- the tests -------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_a_game_played_by_hand_in_a_real_window(xserver, tmp_path, game):
    argv = ["play", game, "--players", "2", "--bots", "human,human", "--seed", "7"]
    win = Window(xserver, tmp_path / "home", *argv)
    try:
        app, table = twin_table(argv)
        rng = random.Random(game)
        first = looks_like(win, app, f"{game}-start")
        moved = 0
        for step in ("keys", "drag", "clicks", "keys"):
            if step == "keys":  # Tab picks the first move on offer, Enter plays it
                acts = table.my_actions()
                if not acts:
                    continue
                win.key("Tab", "Return")
                table.play_move(acts[0])
                time.sleep(TOAST_S)  # (Tab's words over the board fade first)
                if app.scenes[-1] is not table:  # it asked first ("Are you sure?"): yes
                    win.key("Return")
                    settle(app)
                    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
                looks_like(win, app, f"{game}-keys", park=False)
                moved += 1
                continue
            a = drag_pair(table, rng, step == "clicks")
            if a is None:
                continue
            before = win.shot()
            if step == "clicks":
                win.click(center(table, a.source))
                win.click(center(table, a.target))
            else:
                win.drag(center(table, a.source), center(table, a.target))
            table.perform(a)
            after = looks_like(win, app, f"{game}-{step}", park=False)
            assert same(before, after) < 1, f"{game}: the move changed nothing on screen"
            moved += 1
        assert moved >= 2, f"{game}: fewer than two moves could be made by hand"
        # undo: what can be taken back is taken back, on screen as in the twin
        cursor, could = table.session.cursor, table.can_undo()
        before = win.shot()
        for _ in range(moved):
            win.key("ctrl+z")
            table.undo()
        undone = looks_like(win, app, f"{game}-undone")
        if could:
            assert table.session.cursor < cursor and same(undone, before) < 1, f"{game}: undo changed nothing"
        first = undone
        # the hint lights something; F1 opens the rules over the table, Esc closes them
        win.key("h")
        time.sleep(1.0)
        assert same(win.settle(), first) < 1, f"{game}: the hint showed nothing"
        win.key("Escape")  # (puts the hint's pick down, if it was picked up)
        win.key("F1")
        rules = win.settle()
        assert same(rules, first) < 0.8, f"{game}: F1 did not open the rules"
        win.key("Escape")
        time.sleep(0.5)
        assert same(win.settle(), first) > 0.9
    finally:
        win.close()


def test_menu_set_up_and_start(xserver, tmp_path):
    import mint.scenes  # noqa: F401
    from mint.scenes.menu import MenuScene
    from mint.ui.app import App

    win = Window(xserver, tmp_path / "home")
    try:
        app = App(SIZE, headless=True)
        menu = MenuScene(app)
        app.push(menu)
        settle(app)
        tile = next(t for t in menu.choices.buttons if t.key == "game:control")
        shot = win.settle()
        assert same(shot, settle(app), pygame.Rect(tile.rect)) >= ALIKE  # the Mint Control tile is drawn
        win.click(tile.rect.center)
        menu.choose("game:control")
        setup = looks_like(win, app, "setup")
        # a seed typed in its box (a random one could give the bot the first turn, and the bar
        # shows "Skip to my turn" while it plays): seed 1 has the person at seat 1 begin
        box = app.scenes[-1].w["seed"]
        win.click(box.rect.center)
        win.key("1")
        start = app.scenes[-1].w["start"]
        win.click(start.rect.center)
        win.park()
        table = win.settle()
        assert same(table, setup) < 0.7, "Start game did not open the table"
        # the whole table is the twin's: the same seats, the typed seed
        from mint.core.game import Seat
        from mint.core.session import Session
        from mint.scenes.table import TableScene

        twin = App(SIZE, headless=True)
        twin.push(TableScene(twin, Session("control", (Seat("human"), Seat("heuristic")), 1)))
        expected = settle(twin)
        share = same(table, expected)
        if share < ALIKE:
            pygame.image.save(table, "/tmp/window-table.png")
            pygame.image.save(expected, "/tmp/window-table-expected.png")
        assert share >= ALIKE, f"the table the set-up opened is not seed 1's ({share:.3f} alike)"
    finally:
        win.close()


def test_save_quit_and_continue(xserver, tmp_path):
    home = tmp_path / "home"
    argv = ["play", "control", "--players", "2", "--bots", "human,human", "--seed", "11"]
    win = Window(xserver, home, *argv)
    app, table = twin_table(argv)
    try:
        a = drag_pair(table, random.Random(3), False)
        win.drag(center(table, a.source), center(table, a.target))
        table.perform(a)
        played = looks_like(win, app, "before-saving")
        win.key("Escape")
        app.push("pause", table)
        settle(app)
        pause = app.scenes[-1]
        win.click(pause.buttons["save"].rect.center)
        saved = win.settle()
        assert same(saved, played) < 0.95  # a message says where it went
        assert list(home.rglob("*.json")), "nothing was written"
        win.key("Escape")  # the message closes, and the table is there again
        assert same(win.settle(), played) >= ALIKE
        win.key("Escape")  # the game menu
        win.settle()
        win.click(pause.buttons["quit"].rect.center)
        assert win.wait_ended() == 0
    finally:
        win.close()
    # the next start offers the game; taking it shows the same table
    again = Window(xserver, home)
    try:
        import mint.scenes  # noqa: F401
        from mint.scenes.menu import MenuScene
        from mint.ui.app import App

        twin = App(SIZE, headless=True)
        menu = MenuScene(twin)
        twin.push(menu)
        settle(twin)
        shot = again.settle()
        if same(shot, settle(twin)) < 0.9:  # "Resume your game?" first
            again.key("Return")
            time.sleep(1.0)
        else:
            tile = next(t for t in menu.choices.buttons if t.key.startswith("continue:"))
            again.click(tile.rect.center)
        again.park()
        assert same(again.settle(), played) >= 0.97, "Continue did not bring the game back as it was"
    finally:
        again.close()


def test_tabletop_for_one_run_then_the_normal_table(xserver, tmp_path):
    home = tmp_path / "home"
    argv = ["play", "control", "--players", "3", "--bots", "human", "--seed", "5", "--tabletop"]
    win = Window(xserver, home, *argv)
    try:
        app, table = twin_table(argv)
        assert table.tabletop
        looks_like(win, app, "tabletop")
        win.close()
    finally:
        win.close()
    argv = ["play", "delivery", "--players", "2", "--bots", "human,heuristic", "--seed", "5"]
    win = Window(xserver, home, *argv)
    try:
        app, table = twin_table(argv)
        assert not table.tabletop
        looks_like(win, app, "normal-after-tabletop")
    finally:
        win.close()


def test_a_change_shows_with_the_pointer_left_alone(xserver, tmp_path):
    """Mint Italy solo: the Vigna to "BR dark 2", then the hen to "BR light 1", and the mouse is
    left alone: the player phase's buttons are on screen without the pointer moving."""
    argv = ["play", "italy", "--players", "1", "--option", "persona=navigatore", "--seed", "11"]
    win = Window(xserver, tmp_path / "home", *argv)
    try:
        app, table = twin_table(argv)

        def build(column: str, name: str):
            for a in table.my_actions():
                if (
                    type(a).__name__ == "Build"
                    and a.col == column
                    and table.rules.describe(table.session.state, a).endswith(name)
                ):
                    return a
            raise AssertionError(f"no build of column {column} on {name}")

        for column, name in ((1, "BR dark 2 for 4 coins"), (2, "BR light 1 for 3 coins")):
            a = build(column, name)
            win.drag(center(table, a.source), center(table, a.target))
            table.perform(a)
            settle(app)
        time.sleep(1.5)
        side = pygame.Rect(980, 120, 300, 130)  # where Pass and Upgrade appear
        shot = win.shot()
        share = same(shot, settle(app), side)
        if share < ALIKE:
            pygame.image.save(shot, "/tmp/window-italy-left-alone.png")
        assert share >= ALIKE, "the buttons of the player phase are not on screen until the pointer moves"
    finally:
        win.close()
