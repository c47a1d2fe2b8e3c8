"""``bench``: drawing time per game at 1080p and 4K, start-up time, idle cost, engine speed,
bot decision times and peak memory. Prints a summary or one JSON object (``--json``)."""

from __future__ import annotations

import gc
import json
import os
import statistics
import subprocess
import sys
import time
from typing import Any

PROBE_BARE = (
    "import os,time;t=time.perf_counter();os.environ['PYGAME_HIDE_SUPPORT_PROMPT']='1';import pygame;"
    "pygame.display.init();s=pygame.display.set_mode((1280,720));s.fill((0,0,0));pygame.display.flip();"
    "pygame.event.pump();print(time.perf_counter()-t)"
)
PROBE_APP = (
    "import os,time;t=time.perf_counter();from mint.ui.shots import headless;headless();"
    "from mint.ui.app import App;from mint.scenes.menu import MenuScene;import pygame;"
    "a=App((1280,720),headless=True);a.push(MenuScene(a));a.step(16,[]);pygame.display.flip();"
    "print(time.perf_counter()-t)"
)
PROBE_MEMORY = (
    "import sys;from mint.ui.shots import headless;headless()\n"
    "from mint.bench import table_memory;print(table_memory(sys.argv[1],sys.argv[2],sys.argv[3]=='1',int(sys.argv[4]))[0])"
)
PROBE_MANY_GAMES = (
    "import sys;from mint.ui.shots import headless;headless()\n"
    "from mint.bench import games_in_one_window;print(games_in_one_window(int(sys.argv[1])))"
)
"""The memory of one window over many whole bots' games (argv: how many): see games_in_one_window."""
"""Peak memory (MiB) of a table of a game, in a process of its own (argv: game, "width,height",
table-top 1/0, moves): see ``table_memory``."""
MEMORY_CASES = (((1920, 1080), False), ((3840, 2160), True))
"""The memory probe's cases: 1080p in the normal layout, and a 4K table-top screen."""


def _subprocess_seconds(code: str, *args: str, env_extra: dict[str, str] | None = None) -> float:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **(env_extra or {}))
    if "PYTHONPYCACHEPREFIX" in env:
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # (its own bytecode folder: written once, read after)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, cwd=root, timeout=120
    )
    if out.returncode != 0:
        raise RuntimeError(out.stderr.strip().splitlines()[-1] if out.stderr.strip() else "probe failed")
    return float(out.stdout.strip().splitlines()[-1])


def _leave_unfinished_games(home: str) -> None:
    """Three games left a few moves in, in the user folders at ``home`` (the menu offers them)."""
    from mint.core.game import Seat
    from mint.core.paths import journal_dir
    from mint.core.session import Session

    kept = os.environ.get("MINT_HOME")
    os.environ["MINT_HOME"] = home
    try:
        for i, (game, moves) in enumerate((("control", 2), ("italy", 3), ("knight", 1))):
            session = Session(
                game, (Seat("human", "Ann"), Seat("random")), 3 + i, journal=journal_dir() / f"{game}.jsonl"
            )
            for _ in range(moves):
                session.apply(session.legal()[0])
            session.close()
    finally:
        if kept is None:
            os.environ.pop("MINT_HOME", None)
        else:
            os.environ["MINT_HOME"] = kept


def startup(runs: int = 5) -> dict[str, float]:
    """Seconds from a process's start to the main menu's first frame, against a bare pygame-ce
    window opened and drawn in its own process; the best of ``runs`` of each, taken in turn.

    Both run from compiled bytecode, as an installed app does (a bytecode folder of their own,
    filled by a first run of each that is not counted), and with user folders of their own: empty
    (a first start), and holding three unfinished games (the menu reads their journals for its
    Continue tiles), so the figures do not depend on what the person measuring left behind."""
    import tempfile

    with tempfile.TemporaryDirectory(prefix="mint-startup-") as tmp:
        first = {"PYTHONPYCACHEPREFIX": os.path.join(tmp, "bytecode"), "MINT_HOME": os.path.join(tmp, "first")}
        playing = dict(first, MINT_HOME=os.path.join(tmp, "playing"))
        _leave_unfinished_games(playing["MINT_HOME"])
        probes = ((PROBE_BARE, first), (PROBE_APP, first), (PROBE_APP, playing))
        for code, env in probes:
            _subprocess_seconds(code, env_extra=env)
        times: list[list[float]] = [[], [], []]
        for _ in range(runs):
            for seen, (code, env) in zip(times, probes):
                seen.append(_subprocess_seconds(code, env_extra=env))
    bare, app, continuing = (min(t) for t in times)
    return {
        "startup_s": round(app, 3),
        "bare_window_s": round(bare, 3),
        "startup_ratio": round(app / bare, 2),
        "startup_continue_s": round(continuing, 3),
        "startup_continue_ratio": round(continuing / bare, 2),
    }


def _half_game(game: str, players: int, seed: int = 11) -> Any:
    return _game_halves(game, players, seed)[0]


def _game_halves(game: str, players: int, seed: int = 11) -> tuple[Any, list[Any]]:
    """A bots' game stopped half-way, and the moves its bots made after that."""
    from mint.bots.kinds import bot_kinds
    from mint.core.game import Seat
    from mint.ui.shots import played_session

    kind = "heuristic" if "heuristic" in bot_kinds(game) else "random"
    seats = tuple(Seat(kind) for _ in range(players))
    full = played_session(game, seats, {}, seed, 100_000)
    half = max(1, len(full.actions) // 2)
    return played_session(game, seats, {}, seed, half), list(full.actions[half:])


def _table_for(game: str, size: tuple[int, int], tabletop: bool, session: Any) -> tuple[Any, Any]:
    """A window and a table showing ``session`` with its seats all people (no bot moves by itself)."""
    from mint.core.game import Seat
    from mint.scenes.table import TableScene
    from mint.ui.app import App

    session.seats = tuple(Seat("human", s.name) for s in session.seats)
    app = App(size, headless=True)
    app.settings.tabletop = app.settings.tabletop_solo = tabletop
    table = TableScene(app, session)
    table.results_shown = True
    app.push(table)
    for _ in range(3):
        app.step(16, [])
    return app, table


def _after_moves(app: Any, table: Any, actions: list[Any]) -> tuple[list[float], list[float]]:
    """Each move made: the ms of the frame right after it (the move applied, everything on offer
    made again, the frame drawn), and of every frame of the glide that follows."""
    after: list[float] = []
    glide: list[float] = []
    for action in actions:
        t = time.perf_counter()
        table.perform(action, speed=1.0)
        app.step(16, [])
        after.append((time.perf_counter() - t) * 1000)
        for _ in range(240):
            if not table.motion.busy:
                break
            t = time.perf_counter()
            app.step(16, [])
            glide.append((time.perf_counter() - t) * 1000)
        for _ in range(3):  # the frames that settle after the glide
            app.step(16, [])
    return after, glide


def _players(game: str, tabletop: bool) -> int:
    from mint.core import registry

    rules = registry.get(game)
    return int(min(max(rules.MIN_PLAYERS, 4 if tabletop else 3), rules.MAX_PLAYERS))


RUNS = 3
"""How many times the moves are played, each on a table opened afresh: each move's frame is the
median of its runs, so that this machine's hiccups (a run's figures moved by up to a third from
one hour to the next) do not pass for a slow move, which is slow in every run."""


def move_frames(
    game: str, size: tuple[int, int], moves: int, tabletop: bool = False, runs: int = RUNS
) -> dict[str, Any]:
    """The frames a person sees over ``moves`` real moves from the middle of a bots' game: the
    frame right after each move (the median of ``runs`` runs), and every frame of the glide that
    follows. Median and worst of each, in ms; the worst of any one run too."""
    afters: list[list[float]] = []
    glide: list[float] = []
    for _ in range(runs):
        session, rest = _game_halves(game, _players(game, tabletop))
        app, table = _table_for(game, size, tabletop, session)
        after, glided = _after_moves(app, table, rest[:moves])
        afters.append(after)
        glide += glided
        del app, table
        gc.collect()  # (a 3840x2160 window and its table, before the next is opened)
    after = [statistics.median(run) for run in zip(*afters)]
    glide = glide or [0.0]
    return {
        "after_move_median": round(statistics.median(after), 2),
        "after_move_worst": round(max(after), 2),
        "after_move_worst_of_any_run": round(max(max(run) for run in afters), 2),
        "after_move_each": [round(a, 2) for a in after],
        "glide_median": round(statistics.median(glide), 2),
        "glide_worst": round(max(glide), 2),
        "moves": len(after),
        "runs": runs,
    }


def whole_game_frames(game: str, size: tuple[int, int], tabletop: bool, goal_ms: float) -> dict[str, float]:
    """The frame right after each move of a whole bots' game, from its first move to its end: the
    median, the 95th percentile, the worst and how many are over ``goal_ms`` (the moves a run from
    the middle of a game never meets: the map growing, a round's end, the first turns)."""
    from mint.bots.kinds import bot_kinds
    from mint.core.game import Seat
    from mint.ui.shots import played_session

    kind = "heuristic" if "heuristic" in bot_kinds(game) else "random"
    seats = tuple(Seat(kind) for _ in range(_players(game, tabletop)))
    full = played_session(game, seats, {}, 11, 100_000)
    app, table = _table_for(game, size, tabletop, played_session(game, seats, {}, 11, 0))
    after = sorted(_after_moves(app, table, list(full.actions))[0])
    return {
        "moves": len(after),
        "median": round(statistics.median(after), 2),
        "p95": round(after[int(len(after) * 0.95)], 2),
        "worst": round(after[-1], 2),
        "over_goal": sum(1 for a in after if a > goal_ms),
    }


def frames(game: str, size: tuple[int, int], samples: int, tabletop: bool = False) -> dict[str, float]:
    """Median ms of a table frame (board cached, as while pointing and dragging) and of a full
    redraw after a move; in table-top mode with as many seats as the game takes, up to 4."""
    from mint.core import registry
    from mint.scenes.table import TableScene
    from mint.ui.app import App

    rules = registry.get(game)
    players = min(max(rules.MIN_PLAYERS, 4 if tabletop else 3), rules.MAX_PLAYERS)
    session = _half_game(game, players)
    app = App(size, headless=True)
    app.settings.tabletop = app.settings.tabletop_solo = tabletop
    table = TableScene(app, session)
    table.results_shown = True
    app.push(table)
    app.apply_queue()
    app.draw(app.window)
    steady, full = [], []
    for i in range(samples):
        table.pointer_move((size[0] // 3 + i % 50, size[1] // 2))
        t = time.perf_counter()
        app.draw(app.window)
        steady.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        table.relayout_board()  # as after a move: the spots laid out and the board painted again
        app.draw(app.window)
        full.append((time.perf_counter() - t) * 1000)
    return {"median": round(statistics.median(steady), 2), "full_redraw_median": round(statistics.median(full), 2)}


def _rss_mib() -> float:
    with open("/proc/self/status") as f:
        return round(int(f.read().split("VmRSS:")[1].split()[0]) / 1024, 1)


def table_memory(game: str, size: str, tabletop: bool, moves: int) -> tuple[float, int]:
    """The peak memory (MiB) of a process holding a table of ``game`` at ``size`` ("w,h"): people
    in every seat (4, or the most), half-way through a bots' game, then each of the bots' next
    ``moves`` moves made with its glide drawn; and how many moves were made."""
    from mint.core import registry
    from mint.core.game import Seat
    from mint.scenes.table import TableScene
    from mint.ui.app import App
    from mint.ui.shots import render

    rules = registry.get(game)
    session, rest = _game_halves(game, min(4, rules.MAX_PLAYERS))
    session.seats = tuple(Seat("human", s.name) for s in session.seats)
    w, h = map(int, size.split(","))
    app = App((w, h), headless=True)
    app.settings.tabletop = app.settings.tabletop_solo = tabletop
    table = TableScene(app, session)
    table.results_shown = True
    app.push(table)
    render(app, 3)
    made = 0
    for action in rest[:moves]:
        made += table.perform(action, speed=1.0)
        render(app, 20)
    with open("/proc/self/status") as f:
        return int(f.read().split("VmHWM:")[1].split()[0]) / 1024, made


def games_in_one_window(games: int, size: tuple[int, int] = (1920, 1080)) -> str:
    """Whole bots' games one after another in one window (the five games in turn, 2-4 seats, each
    move drawn): the memory the process holds after each game, as JSON (MiB): the first, the last,
    the most, and how much the last round of the five grew over the second (or the second half of
    the games over the first, for fewer than three rounds)."""
    from mint.bots.kinds import bot_kinds
    from mint.core import registry
    from mint.core.game import Seat
    from mint.scenes.table import TableScene
    from mint.ui.app import App
    from mint.ui.shots import played_session

    names = registry.menu_names()
    app = App(size, headless=True)
    after: list[float] = []
    for i in range(games):
        game = names[i % len(names)]
        rules = registry.get(game)
        players = max(rules.MIN_PLAYERS, min(rules.MAX_PLAYERS, 2 + i % 3))
        kind = "heuristic" if "heuristic" in bot_kinds(game) else "random"
        full = played_session(game, tuple(Seat(kind) for _ in range(players)), {}, 1000 + i, 100_000)
        session = played_session(game, tuple(Seat(kind) for _ in range(players)), {}, 1000 + i, 0)
        session.seats = tuple(Seat("human", s.name) for s in session.seats)
        table = TableScene(app, session)
        table.results_shown = True
        app.push(table)
        app.step(16, [])
        for action in full.actions:
            table.perform(action, speed=0)
            app.step(16, [])
        app.pop()
        app.apply_queue()
        app.step(16, [])
        after.append(_rss_mib())
    # after a first round (each game's pictures and words made once): the last round against the second
    rounds = len(names)
    if len(after) >= 3 * rounds:
        grew = round(max(after[-rounds:]) - max(after[rounds : 2 * rounds]), 1)
    else:
        half = len(after) // 2
        grew = round(max(after[half:]) - max(after[:half]), 1) if half else 0.0
    return json.dumps(
        {"games": games, "first": after[0], "last": after[-1], "most": max(after), "grew": grew, "after": after}
    )


def idle_cpu(seconds: float = 3.0) -> float:
    """Percent of one core used by an idle table loop (nothing moving, no input)."""
    from mint.core import registry
    from mint.scenes.table import TableScene
    from mint.ui import app as appmod
    from mint.ui.app import App

    game = registry.menu_names()[0]
    app = App((1920, 1080), headless=True)
    session = _half_game(game, 2)
    # only humans: nothing thinks, nothing moves
    from mint.core.game import Seat

    session.seats = tuple(Seat("human") for _ in session.seats)
    table = TableScene(app, session)
    table.results_shown = True
    table.bots = {}
    app.push(table)
    for _ in range(30):
        app.step(16, [])
    c0, w0 = time.process_time(), time.perf_counter()
    while time.perf_counter() - w0 < seconds:
        app.clock.tick(appmod.FPS_ACTIVE if app.dirty else appmod.FPS_IDLE)
        app.step(50, [])
    return round(100 * (time.process_time() - c0) / (time.perf_counter() - w0), 2)


def _playouts(game: str, seconds: float, seed: int) -> tuple[int, float, int]:
    """Random playouts of ``game`` from seed ``seed`` on, for about ``seconds`` of CPU time:
    (actions played, CPU seconds, the next unused seed)."""
    from mint.core import registry
    from mint.core.game import Seat
    from mint.core.rng import Rng

    rules = registry.get(game)
    n = min(max(rules.MIN_PLAYERS, 3), rules.MAX_PLAYERS)
    count = 0
    t0 = time.process_time()
    while time.process_time() - t0 < seconds:
        state = rules.new_game(tuple(Seat("random") for _ in range(n)), seed, {})
        rng = Rng.from_seed(seed)
        seed += 1
        while rules.to_act(state) is not None:
            a, rng = rng.choice(rules.legal_actions(state))
            state = rules.apply(state, a)
            count += 1
    return count, time.process_time() - t0, seed


def _chess_playouts(seconds: float, rnd: Any) -> tuple[int, float]:
    import chess

    count = 0
    t0 = time.process_time()
    while time.process_time() - t0 < seconds:
        board = chess.Board()
        while not board.is_game_over() and board.ply() < 400:
            board.push(rnd.choice(list(board.legal_moves)))
            count += 1
    return count, time.process_time() - t0


def engine_speeds(games: list[str], rounds: int = 5, seconds: float = 0.8) -> dict[str, Any]:
    """Every game's engine beside python-chess, side by side: ``rounds`` rounds, each a sample
    of chess then one of a game, for every game, all in CPU time, so that a busy machine slows
    both sides alike.
    Each round plays new games (the seeds go on), so no sample replays what an earlier one
    already worked out. Reports the median speeds and, per game, the median of the rounds'
    ratios to chess (None for chess when python-chess is missing)."""
    import random

    try:
        import chess  # noqa: F401
    except ImportError:
        chess_ok = False
    else:
        chess_ok = True
    rnd = random.Random(1)
    seeds = dict.fromkeys(games, 1)
    chess_rates: list[float] = []
    rates: dict[str, list[float]] = {g: [] for g in games}
    ratios: dict[str, list[float]] = {g: [] for g in games}
    for _ in range(rounds):
        for g in games:
            base = None
            if chess_ok:  # chess just before each game, so that both see the machine alike
                count, spent = _chess_playouts(seconds, rnd)
                base = count / spent
                chess_rates.append(base)
            count, spent, seeds[g] = _playouts(g, seconds, seeds[g])
            rates[g].append(count / spent)
            if base:
                ratios[g].append(count / spent / base)
    return {
        "chess": round(statistics.median(chess_rates), 1) if chess_rates else None,
        "games": {g: round(statistics.median(r), 1) for g, r in rates.items()},
        "vs_chess": {g: round(statistics.median(r), 2) if r else None for g, r in ratios.items()},
        "vs_chess_rounds": {g: [round(x, 2) for x in r] for g, r in ratios.items()},
    }


def bot_times(game: str, kind: str, decisions: int) -> float:
    """p95 decision time in ms of ``kind`` over positions from random games."""
    from mint.bots.kinds import make_bot
    from mint.core import registry
    from mint.core.game import Seat
    from mint.core.rng import Rng

    rules = registry.get(game)
    n = min(max(rules.MIN_PLAYERS, 3), rules.MAX_PLAYERS)
    bot = make_bot(game, kind)
    times: list[float] = []
    seed = 0
    while len(times) < decisions:
        seed += 1
        state = rules.new_game(tuple(Seat("random") for _ in range(n)), seed, {})
        rng = Rng.from_seed(seed)
        while rules.to_act(state) is not None and len(times) < decisions:
            seat = rules.to_act(state)
            legal = rules.legal_actions(state)
            if rng.randrange(4)[0] == 0 or len(legal) > 1:
                t = time.perf_counter()
                bot.choose(rules, rules.observation(state, seat), seat, legal, 1.0, seed)
                times.append((time.perf_counter() - t) * 1000)
            a, rng = rng.choice(legal)
            state = rules.apply(state, a)
            rng = rng.next_u64()[1]
    times.sort()
    return round(times[min(len(times) - 1, int(0.95 * len(times)))], 2)


def run(as_json: bool = False, quick: bool = False) -> int:
    from mint.ui.shots import headless

    headless()
    import tempfile

    os.environ.setdefault("MINT_HOME", tempfile.mkdtemp(prefix="mint-bench-"))
    from mint.bots.kinds import bot_kinds
    from mint.core import registry

    games = registry.menu_names()
    samples = 15 if quick else 60
    report: dict[str, Any] = {
        "frame_ms": {},
        "frame_ms_full_redraw": {},
        "frame_ms_tabletop": {},
        "frame_ms_tabletop_full_redraw": {},
        "actions_per_second": {},
        "bot_ms": {},
        "peak_memory_mib": {},
        "moves": {},  #: per game, size and layout: the frame after each of a run of real moves, and the glides
    }

    def say(msg: str) -> None:
        if not as_json:
            print(msg, flush=True)

    report.update(startup())
    say(
        f"start-up {report['startup_s']} s (bare pygame window {report['bare_window_s']} s, ratio {report['startup_ratio']});"
        f" with unfinished games to continue {report['startup_continue_s']} s (ratio {report['startup_continue_ratio']})"
    )
    for g in games:
        for size in ((1920, 1080), (3840, 2160)):
            f = frames(g, size, samples)
            key = f"{size[0]}x{size[1]}"
            report["frame_ms"].setdefault(g, {})[key] = f["median"]
            report["frame_ms_full_redraw"].setdefault(g, {})[key] = f["full_redraw_median"]
            say(f"{g} {key}: frame {f['median']} ms median, full redraw {f['full_redraw_median']} ms")
            f = frames(g, size, samples, tabletop=True)
            report["frame_ms_tabletop"].setdefault(g, {})[key] = f["median"]
            report["frame_ms_tabletop_full_redraw"].setdefault(g, {})[key] = f["full_redraw_median"]
            say(f"{g} {key} table-top: frame {f['median']} ms median, full redraw {f['full_redraw_median']} ms")
            for layout, tabletop in (("normal", False), ("tabletop", True)):
                m = move_frames(g, size, 4 if quick else 12, tabletop, 1 if quick else RUNS)
                report["moves"].setdefault(g, {}).setdefault(key, {})[layout] = m
                say(
                    f"{g} {key} {layout}: over {m['moves']} moves, the frame after a move "
                    f"{m['after_move_median']} ms median, {m['after_move_worst']} worst (each move the median of "
                    f"{m['runs']} runs; {m['after_move_worst_of_any_run']} in one run); "
                    f"glide frames {m['glide_median']} median, {m['glide_worst']} worst"
                )
    if not quick:  # (every move of a whole game, its frame against the goal: 8 ms at 1080p, 16 at 4K)
        report["whole_game"] = {}
        for g in games:
            for size, goal in (((1920, 1080), 8.0), ((3840, 2160), 16.0)):
                key = f"{size[0]}x{size[1]}"
                for layout, tabletop in (("normal", False), ("tabletop", True)):
                    w = whole_game_frames(g, size, tabletop, goal)
                    report["whole_game"].setdefault(g, {}).setdefault(key, {})[layout] = w
                    say(
                        f"{g} {key} {layout}, a whole game: {w['moves']} moves, the frame after a move "
                        f"{w['median']} ms median, {w['p95']} at the 95th percentile, {w['worst']} worst, "
                        f"{w['over_goal']} over {goal:g} ms"
                    )
    many = 10 if quick else 50
    try:
        code = PROBE_MANY_GAMES
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        out = subprocess.run(
            [sys.executable, "-c", code, str(many)], capture_output=True, text=True, env=env, cwd=root, timeout=1800
        )
        report["memory_over_games"] = json.loads(out.stdout.strip().splitlines()[-1])
        m = report["memory_over_games"]
        say(
            f"{m['games']} bots' games in one window at 1920x1080: {m['first']} MiB after the first, "
            f"{m['last']} after the last, {m['most']} at most; the last round grew {m['grew']} MiB"
        )
    except (subprocess.TimeoutExpired, ValueError, IndexError) as exc:
        report["memory_over_games"] = None
        say(f"memory over {many} games failed: {exc}")
    report["idle_cpu_percent"] = idle_cpu(2.0 if quick else 4.0)
    say(f"idle table: {report['idle_cpu_percent']}% of a core")
    speeds = engine_speeds(games, 5 if quick else 9, 0.25 if quick else 0.5)
    report["chess_random_actions_per_second"] = speeds["chess"]
    report["engine_vs_chess"] = speeds["vs_chess"]
    report["engine_vs_chess_rounds"] = speeds["vs_chess_rounds"]
    say(f"python-chess random playout: {speeds['chess']} moves per CPU second (median of the rounds)")
    for g in games:
        report["actions_per_second"][g] = speeds["games"][g]
        say(
            f"{g} engine: {speeds['games'][g]} actions per CPU second, "
            f"{speeds['vs_chess'][g]}x python-chess (rounds {speeds['vs_chess_rounds'][g]})"
        )
    for g in games:
        for kind in bot_kinds(g):
            if kind.startswith("ismcts") and kind != "ismcts:easy" and quick:
                continue
            n = 8 if kind.startswith("ismcts") else (40 if quick else 200)
            if kind in ("ismcts:normal", "ismcts:hard"):
                n = 20 if kind == "ismcts:normal" else 8
            report["bot_ms"].setdefault(g, {})[kind] = bot_times(g, kind, n)
            say(f"{g} bot {kind}: p95 {report['bot_ms'][g][kind]} ms")
        for size, tabletop in MEMORY_CASES:
            case = f"{size[0]}x{size[1]}{' table-top' if tabletop else ''}"
            moves = "4" if quick else "12"
            try:
                mib = round(_subprocess_seconds(PROBE_MEMORY, g, f"{size[0]},{size[1]}", str(int(tabletop)), moves), 1)
            except (RuntimeError, subprocess.TimeoutExpired, ValueError) as exc:
                report["peak_memory_mib"].setdefault(g, {})[case] = None
                say(f"{g} memory probe ({case}) failed: {exc}")
                continue
            report["peak_memory_mib"].setdefault(g, {})[case] = mib
            say(f"{g} peak memory (4 seats or the most, {case}, moves with glides): {mib} MiB")
    if as_json:
        print(json.dumps(report))
    return 0
