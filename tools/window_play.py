"""Play a whole game in a real X window with a person's hand: real pointer drags and keys (xdotool)
on a virtual screen (Xvfb), the moves chosen by a bot kind for the people's seats, every move
checked on screen against a headless twin of the same table. Writes a PNG of the end.

    python tools/window_play.py --out end.png -- play knight --players 1 --seed 3 --option hard=on
    python tools/window_play.py --hand heuristic --every 10 -- play italy --players 1 --option persona=mercante

Needs Xvfb, xdotool and ImageMagick (as `make window`). Prints one line per move and a summary:
moves made by drag and by keys, bot moves seen, screens that matched the twin.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from tests.window.realwindow import Window, XServer, same  # noqa: E402
from tests.window.test_real_window import ALIKE, center, settle, twin_table  # noqa: E402


def hand_move(table, bot, seat):
    """The move the hand makes: the bot's choice for that seat, from what the seat sees."""
    s = table.session
    obs = table.rules.observation(s.state, seat)
    return bot.choose(table.rules, obs, seat, table.legal(), 0.0, s.seed * 31 + s.cursor)


def draggable(table, action) -> bool:
    hits = table.hits
    if hits.get(action.source) is None or hits.get(action.target) is None or action.source == action.target:
        return False
    if hits.at(center(table, action.source)) != action.source or hits.at(center(table, action.target)) != action.target:
        return False
    twins = [a for a in table.my_actions() if a.source == action.source and a.target == action.target]
    if len(twins) != 1:
        return False
    wider = table.view.choices(table.obs, action) if table.obs is not None else [action]
    return len([a for a in wider if a in table.legal()]) <= 1


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--out", default="window-play-end.png")
    p.add_argument("--hand", default="heuristic", help="the bot kind that chooses the people's moves")
    p.add_argument("--every", type=int, default=1, help="compare the screen with the twin every N moves")
    p.add_argument("--wait", type=float, default=60.0, help="seconds the window may take to catch up")
    p.add_argument("--max-moves", type=int, default=2000)
    p.add_argument("argv", nargs=argparse.REMAINDER)
    a = p.parse_args()
    argv = [w for w in a.argv if w != "--"]
    from mint.bots.kinds import make_bot

    app, table = twin_table(argv)
    app.settings.speed = "fast"
    bot = make_bot(table.session.game, a.hand)
    x = XServer()
    home = Path(tempfile.mkdtemp(prefix="mint-window-play-"))
    (home / "config").mkdir(parents=True, exist_ok=True)
    (home / "config" / "settings.json").write_text('{"speed": "fast"}', encoding="utf-8")
    win = Window(x, home, *argv)
    counts = {"drag": 0, "keys": 0, "bots": 0, "matched": 0, "checked": 0}
    worst = 1.0
    try:
        moves = 0
        while not table.session.over and moves < a.max_moves:
            # the bots' moves play by themselves, in the window as in the twin
            cursor = table.session.cursor
            for _ in range(4000):
                if table.human_to_act() or table.session.over:
                    break
                if table.thinking:
                    time.sleep(0.01)
                app.frame(50, [])
            counts["bots"] += table.session.cursor - cursor
            if table.session.over:
                break
            for _ in range(80):  # captions and glides run out
                app.frame(50, [])
            seat = table.rules.to_act(table.session.state)
            action = hand_move(table, bot, seat)
            # after bots moved the window must have played them too before the hand moves (they
            # are paced there), so the screen is compared then as well
            if moves % a.every == 0 or table.session.cursor != cursor:
                win.park()
                expected = settle(app)
                deadline = time.monotonic() + a.wait
                share = 0.0
                while time.monotonic() < deadline:
                    share = same(win.settle(4), expected)
                    if share >= ALIKE:
                        break
                    time.sleep(0.5)
                counts["checked"] += 1
                counts["matched"] += share >= ALIKE
                worst = min(worst, share)
                if share < ALIKE:  # the hand would play on a different table: stop here
                    pygame.image.save(win.shot(), f"{a.out}.mismatch-{moves}.png")
                    pygame.image.save(expected, f"{a.out}.expected-{moves}.png")
                    print(f"the window does not show the twin's table before move {moves + 1} ({share:.3f})")
                    break
            if draggable(table, action):
                win.drag(center(table, action.source), center(table, action.target))
                counts["drag"] += 1
                how = "drag"
            else:
                index = table.my_actions().index(action)
                win.key(*["Tab"] * (index + 1), "Return")
                counts["keys"] += 1
                how = f"Tab x{index + 1}"
            words = table.rules.describe(table.session.state, action)
            table.play_move(action)
            if app.scenes[-1] is not table:  # a question first: yes
                win.key("Return")
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
                app.frame(50)
            moves += 1
            print(f"{moves:4d} {how:8s} {words}", flush=True)
        time.sleep(3)
        end = win.settle()
        pygame.image.save(end, a.out)
        outcome = table.rules.outcome(table.session.state)
        print(
            f"summary: {moves} moves by hand ({counts['drag']} drags, {counts['keys']} by keys), "
            f"{counts['bots']} bot moves, {counts['matched']}/{counts['checked']} screens matched the twin "
            f"(worst {worst:.3f}); over: {table.session.over}; outcome: {outcome}"
        )
    finally:
        win.close()
        x.stop()
    return 0 if table.session.over and counts["matched"] == counts["checked"] else 1


if __name__ == "__main__":
    sys.exit(main())
