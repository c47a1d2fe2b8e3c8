"""Attack the app's files on purpose and count what was lost: the figures of "no game lost, ever".

    .venv/bin/python tools/attack.py [--kills N] [--damaged N] [--copies N] [--games N]

- kills: a game played by bots in a process of its own is killed (SIGKILL) at a random moment;
  its journal must hold every move the process had finished, and Continue must play it on.
- damaged: N damaged files (bits flipped, cut short, random bytes, a byte-order mark, empty,
  wrong types) are laid in the journal and save folders; the lists the menu and the load screen
  read, and a headless window's menu and load screen, must not crash, and no file may be removed.
- copies: a second copy of the app asks to continue a game a first copy holds open; it must be
  refused (JournalBusy), and a journal moved away under a running game must turn saving off.
- games: N bot games in one headless window; the memory the process holds after each.

Each part runs in a fresh user folder (MINT_HOME) under a temporary directory.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

GAMES = ("control", "delivery", "italy", "knight", "cooperative")
PLAYERS = {"control": 2, "delivery": 2, "italy": 2, "knight": 1, "cooperative": 1}

PLAYER = """
import random, sys
sys.path.insert(0, {root!r})
from mint.core import registry
from mint.core.game import Seat
from mint.core.session import Session, new_journal_path
game, seed = {game!r}, {seed}
rules = registry.get(game)
options = {{spec.name: spec.default for spec in getattr(rules, "OPTIONS", ())}}
seats = tuple(Seat("human", "P%d" % (i + 1)) for i in range({players}))
s = Session(game, seats, seed, options, journal=new_journal_path(game))
rng = random.Random(seed)
print("ready", flush=True)
while not s.over:
    s.apply(rng.choice(s.legal()))
    print(s.cursor, flush=True)
print("over", flush=True)
"""


def _home(tmp: Path, name: str) -> Path:
    home = tmp / name
    home.mkdir()
    os.environ["MINT_HOME"] = str(home)
    return home


def kills(n: int, tmp: Path) -> dict[str, int]:
    """Kill n bot games at random moments; count the moves each journal kept and resumed."""
    from mint.core.session import read_journal, resume

    out = {"kills": 0, "moves_done": 0, "moves_lost": 0, "resumed": 0, "ended_before_kill": 0}
    rng = random.Random(34)
    for i in range(n):
        home = _home(tmp, f"kill{i}")
        game = GAMES[i % len(GAMES)]
        code = PLAYER.format(root=str(ROOT), game=game, seed=1000 + i, players=PLAYERS[game])
        env = dict(os.environ, MINT_HOME=str(home))
        proc = subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.0, 0.4))
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
        lines = proc.stdout.read().split()
        if "over" in lines:
            out["ended_before_kill"] += 1
            continue
        out["kills"] += 1
        done = max((int(x) for x in lines if x.isdigit()), default=0)
        out["moves_done"] += done
        journals = list((home / "journal").glob("*.jsonl")) if (home / "journal").exists() else []
        journals = journals or list(home.rglob("*.jsonl"))
        if not journals:
            out["moves_lost"] += done
            continue
        record, _ = read_journal(journals[0])
        session = resume(journals[0], record)
        out["moves_lost"] += max(0, done - session.cursor)
        session.apply(session.legal()[0]) if not session.over else None
        session.close()
        out["resumed"] += 1
    return out


def _damage(data: bytes, rng: random.Random) -> bytes:
    how = rng.randrange(7)
    if how == 0 and data:  # bits flipped
        b = bytearray(data)
        for _ in range(rng.randint(1, 4)):
            at = rng.randrange(len(b))
            b[at] ^= 1 << rng.randrange(8)
        return bytes(b)
    if how == 1:  # cut short
        return data[: rng.randrange(max(1, len(data)))]
    if how == 2:  # random bytes
        return bytes(rng.randrange(256) for _ in range(rng.randint(0, 400)))
    if how == 3:  # a byte-order mark
        return b"\xef\xbb\xbf" + data
    if how == 4:
        return b""
    if how == 5:  # a number where a text was, or a list where an object was
        return data.replace(b'"', b"", rng.randint(1, 6))
    return data.replace(b"\n", b"\r\n")  # another system's line ends


def damaged(n: int, tmp: Path) -> dict[str, int]:
    """Lay n damaged journals and saves in one user folder; read them as the app does."""
    import pygame

    from mint.core import registry
    from mint.core.game import Seat
    from mint.core.paths import journal_dir, saves_dir
    from mint.core.record import write_record
    from mint.core.saves import list_all, list_saves, list_unfinished
    from mint.core.session import Session, new_journal_path, unfinished_journals

    _home(tmp, "damaged")
    rng = random.Random(34)
    samples: list[tuple[str, bytes]] = []
    for game in GAMES:
        rules = registry.get(game)
        options = {spec.name: spec.default for spec in getattr(rules, "OPTIONS", ())}
        seats = tuple(Seat("human", f"P{i + 1}") for i in range(PLAYERS[game]))
        s = Session(game, seats, 7, options, journal=new_journal_path(game))
        for _ in range(30):
            if s.over:
                break
            s.apply(rng.choice(s.legal()))
        s.close()
        assert s.journal_path is not None
        samples.append(("journal", s.journal_path.read_bytes()))
        s.journal_path.unlink()
        save = saves_dir() / f"{game}-sample.json"
        write_record(s.record(), save)
        samples.append(("save", save.read_bytes()))
        save.unlink()
    for i in range(n):
        kind, data = rng.choice(samples)
        folder = journal_dir() if kind == "journal" else saves_dir()
        name = f"bad{i:04d}.jsonl" if kind == "journal" else f"bad{i:04d}.json"
        (folder / name).write_bytes(_damage(data, rng))
    before = sorted(p.name for p in journal_dir().iterdir()) + sorted(p.name for p in saves_dir().iterdir())
    out = {"files": n, "crashes": 0, "removed": 0, "offered": 0}
    try:
        out["offered"] = len(unfinished_journals()) + len(list_saves())
        list_unfinished()
        list_all()
    except Exception as exc:  # noqa: BLE001  (what this counts)
        print("crash while listing:", repr(exc), file=sys.stderr)
        out["crashes"] += 1
    import mint.scenes  # noqa: F401  (registers the screens)
    from mint.ui.app import App

    app = App((1280, 720), headless=True)
    app.push("menu", offer_resume=True)
    for _ in range(5):
        app.frame(50)
    app.push("load")
    for _ in range(20):
        app.frame(50)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
    if app.error:
        out["crashes"] += 1
        print(app.error, file=sys.stderr)
    after = sorted(p.name for p in journal_dir().iterdir()) + sorted(p.name for p in saves_dir().iterdir())
    out["removed"] = len(set(before) - set(after))
    return out


HOLDER = """
import sys, time
sys.path.insert(0, {root!r})
from mint.core.game import Seat
from mint.core.session import Session, new_journal_path
s = Session("control", (Seat("human", "A"), Seat("human", "B")), {seed}, {{}}, journal=new_journal_path("control"))
s.apply(s.legal()[0])
print(s.journal_path, flush=True)
time.sleep(60)
"""


def copies(n: int, tmp: Path) -> dict[str, int]:
    """A first copy holds a game open; a second asks to continue it. Then a journal is moved away
    under a running game."""
    from mint.core.game import Seat
    from mint.core.session import JournalBusy, Session, new_journal_path, read_journal, resume

    out = {"tries": n, "refused": 0, "taken_over": 0, "moved_noticed": 0}
    for i in range(n):
        home = _home(tmp, f"copy{i}")
        env = dict(os.environ, MINT_HOME=str(home))
        code = HOLDER.format(root=str(ROOT), seed=100 + i)
        proc = subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None
        path = Path(proc.stdout.readline().strip())
        try:
            record, _ = read_journal(path)
            second = resume(path, record)
        except JournalBusy:
            out["refused"] += 1
        else:
            out["taken_over"] += 1
            second.close()
        proc.kill()
        proc.wait(timeout=10)
        # a journal moved away while its game runs: the game says saving is off
        s = Session(
            "control", (Seat("human", "A"), Seat("human", "B")), 200 + i, {}, journal=new_journal_path("control")
        )
        s.apply(s.legal()[0])
        assert s.journal_path is not None
        s.journal_path.rename(s.journal_path.with_suffix(".moved"))
        s.apply(s.legal()[0])
        if not s.journaling:
            out["moved_noticed"] += 1
        s.close()
    return out


def _rss_mib() -> float:
    with open("/proc/self/status", encoding="ascii") as fh:
        for line in fh:
            if line.startswith("VmRSS"):
                return int(line.split()[1]) / 1024
    return 0.0


def games(n: int, tmp: Path, game: str = "control") -> dict[str, float]:
    """n games of random bots in one headless window, back to the menu after each."""
    import gc

    import mint.scenes  # noqa: F401
    from mint.core import registry
    from mint.core.game import Seat
    from mint.core.session import Session
    from mint.scenes.table import TableScene
    from mint.ui.app import App

    _home(tmp, "games")
    app = App((1280, 720), headless=True)
    app.push("menu")
    app.frame(16)
    rules = registry.get(game)
    options = {spec.name: spec.default for spec in getattr(rules, "OPTIONS", ())}
    rss: list[float] = []
    for g in range(n):
        session = Session(game, (Seat("random", "B1"), Seat("random", "B2")), 1000 + g, options)
        app.push(TableScene(app, session))
        for _ in range(20000):
            app.frame(400)
            if session.over:
                break
        for _ in range(5):
            app.frame(400)
        while len(app.scenes) > 1:
            app.pop()
            app.apply_queue()
        app.frame(16)
        gc.collect()
        rss.append(_rss_mib())
    tenth = max(1, n // 5)
    return {
        "games": n,
        "after_1_mib": round(rss[0], 1),
        f"after_{tenth}_mib": round(rss[tenth - 1], 1),
        f"after_{n}_mib": round(rss[-1], 1),
        f"growth_per_game_after_{tenth}_mib": round((rss[-1] - rss[tenth - 1]) / max(1, n - tenth), 3),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kills", type=int, default=200)
    ap.add_argument("--damaged", type=int, default=1400)
    ap.add_argument("--copies", type=int, default=20)
    ap.add_argument("--games", type=int, default=50)
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="mint-attack-") as name:
        tmp = Path(name)
        for part, n in (
            ("kills", args.kills),
            ("damaged", args.damaged),
            ("copies", args.copies),
            ("games", args.games),
        ):
            if n <= 0:
                continue
            start = time.monotonic()
            if part == "games" and any((args.kills, args.damaged, args.copies)):
                # in a process of its own, so what the other parts loaded is not counted
                only = ["--kills", "0", "--damaged", "0", "--copies", "0", "--games", str(n)]
                subprocess.run([sys.executable, __file__, *only], check=False)
                continue
            figures = globals()[part](n, tmp)
            print(part, figures, f"({time.monotonic() - start:.0f} s)", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
