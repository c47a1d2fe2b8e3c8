"""The search AI's strength and speed targets as a list of tournaments, run and checked.

    python tools/tournaments.py --list              what would run, with an estimate of its cost
    python tools/tournaments.py [NAME ...] --jobs 2 run the named ones (all when none) not yet done
    python tools/tournaments.py --report            each target with its figures: PASS / FAIL / open

Results go to ``tournaments.jsonl`` (``--out``), one JSON line per tournament, so a run that is
stopped can be picked up where it stopped. These games take hours on two cores, so they are
not part of CI (the test suite plays a short fixed-seed version).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mint.bots import tournament  # noqa: E402
from mint.core import registry  # noqa: E402

CAPS_MS = {"ismcts:easy": 100.0, "ismcts:normal": 500.0, "ismcts:hard": 2000.0}
VILLAINS = ("nick", "gorillic", "decay", "plaqula", "halitosis")


@dataclass(frozen=True)
class Run:
    name: str
    game: str
    bots: tuple[str, ...]
    games: int
    players: int
    seed: int
    options: dict[str, str] = field(default_factory=dict)
    minutes: float = 0.0  # a rough cost on this project's two-core machine, one job


def runs() -> list[Run]:
    out: list[Run] = []
    for game in registry.names():
        rules = registry.get(game)
        if getattr(rules, "COOPERATIVE", False):
            for v in VILLAINS:
                # The same deals for both teams (the heuristic team, cheap, plays more of them).
                out.append(Run(f"{game}-{v}-heuristic", game, ("heuristic",), 4000, 1, 30000, {"villain": v}, 2))
                out.append(Run(f"{game}-{v}-normal", game, ("ismcts:normal",), 600, 1, 30000, {"villain": v}, 8))
            continue
        out.append(Run(f"{game}-easy-random", game, ("ismcts:easy", "random"), 40, 2, 13000, {}, 2))
        out.append(Run(f"{game}-normal-random", game, ("ismcts:normal", "random"), 100, 2, 13000, {}, 15))
        out.append(Run(f"{game}-normal-heuristic", game, ("ismcts:normal", "heuristic"), 200, 2, 11000, {}, 110))
        out.append(Run(f"{game}-hard-normal", game, ("ismcts:hard", "ismcts:normal"), 100, 2, 12000, {}, 240))
    return out


def load(path: Path) -> dict[str, dict[str, Any]]:
    done: dict[str, dict[str, Any]] = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                rec = json.loads(line)
            except json.JSONDecodeError:
                continue  # a line cut short by a stop
            done[rec["name"]] = rec
    return done


def commit() -> str:
    """The commit the code was at (with "+" when the working tree had changes), or "" outside git."""
    import subprocess

    root = Path(__file__).resolve().parents[1]
    try:
        head = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=root, capture_output=True, text=True, check=True
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no"],
            cwd=root,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return ""
    return head + ("+" if dirty else "")


def play(run: Run, jobs: int) -> dict[str, Any]:
    def progress(n: int, total: int) -> None:
        print(f"\r{run.name}: {n}/{total}", end="", file=sys.stderr, flush=True)

    at = commit()  # before the games: the code they run is the code at this moment
    start = time.perf_counter()
    res = tournament.run(
        run.game,
        list(run.bots),
        games=run.games,
        players=run.players,
        seed=run.seed,
        options=run.options,
        jobs=jobs,
        progress=progress,
    )
    print(file=sys.stderr)
    res["name"] = run.name
    res["wall"] = round(time.perf_counter() - start, 1)
    res["commit"] = at
    return res


def verdicts(done: dict[str, dict[str, Any]]) -> list[tuple[str, str, str]]:
    """(target, PASS|FAIL|open, figures) for every target."""
    out: list[tuple[str, str, str]] = []

    def rate(name: str) -> tuple[float, float, float, int] | None:
        r = done.get(name)
        if r is None:
            return None
        lo, hi = r["win_rate_ci95"][0]
        return r["win_rate"][0], lo, hi, r["played"]

    for game in registry.names():
        rules = registry.get(game)
        if getattr(rules, "COOPERATIVE", False):
            for v in VILLAINS:
                h, n = rate(f"{game}-{v}-heuristic"), rate(f"{game}-{v}-normal")
                target = f"{game} {v}: Normal team above heuristic team, 95% intervals apart"
                if h is None or n is None:
                    out.append((target, "open", ""))
                    continue
                ok = n[1] > h[2]
                figs = f"normal {n[0]:.1%} ({n[1]:.1%}-{n[2]:.1%}, n={n[3]}) vs heuristic {h[0]:.1%} ({h[1]:.1%}-{h[2]:.1%}, n={h[3]})"
                out.append((target, "PASS" if ok else "FAIL", figs))
            continue
        checks = [
            (f"{game}-normal-random", "Normal beats random in >= 95% of 2-seat games", lambda p, n: p >= 0.95, 1),
            (
                f"{game}-normal-heuristic",
                "Normal beats heuristic in >= 55% of >= 200 games",
                lambda p, n: p >= 0.55 and n >= 200,
                200,
            ),
            (
                f"{game}-hard-normal",
                "Hard beats Normal in > 50% of >= 100 games",
                lambda p, n: p > 0.5 and n >= 100,
                100,
            ),
        ]
        for name, text, ok, _ in checks:
            r = rate(name)
            target = f"{game}: {text}"
            if r is None:
                out.append((target, "open", ""))
                continue
            out.append((target, "PASS" if ok(r[0], r[3]) else "FAIL", f"{r[0]:.1%} ({r[1]:.1%}-{r[2]:.1%}), n={r[3]}"))
    # decision time at p95 per level, the worst over every tournament that used it
    for kind, cap in CAPS_MS.items():
        p95s = [(r["decision_ms"][kind]["p95"], name) for name, r in done.items() if kind in r.get("decision_ms", {})]
        if not p95s:
            out.append((f"{kind} decision p95 <= {cap / 1000:g} s", "open", ""))
            continue
        worst, where = max(p95s)
        out.append(
            (
                f"{kind} decision p95 <= {cap / 1000:g} s",
                "PASS" if worst <= cap else "FAIL",
                f"worst {worst:.0f} ms ({where})",
            )
        )
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Run and check the search AI's tournaments.")
    ap.add_argument("names", nargs="*", help="tournaments to run (default: all not yet done)")
    ap.add_argument("--out", type=Path, default=Path("tournaments.jsonl"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--list", action="store_true", help="list the tournaments and stop")
    ap.add_argument("--report", action="store_true", help="check the targets against the results and stop")
    args = ap.parse_args(argv)
    all_runs = {r.name: r for r in runs()}
    done = load(args.out)
    if args.list:
        for r in all_runs.values():
            state = "done" if r.name in done else f"~{r.minutes:g} min"
            print(f"{r.name:36} {r.games:5} games  {','.join(r.bots):28} {state}")
        return 0
    if args.report:
        for target, verdict, figs in verdicts(done):
            print(f"{verdict:5} {target}" + (f": {figs}" if figs else ""))
        commits = sorted({r.get("commit", "?") for r in done.values()})
        if commits:
            print(f"measured at commit(s): {', '.join(commits)}")
        return 0
    unknown = [n for n in args.names if n not in all_runs]
    if unknown:
        print(f"unknown tournament(s): {', '.join(unknown)}; see --list", file=sys.stderr)
        return 2
    todo = [all_runs[n] for n in (args.names or all_runs) if n not in done]
    for run in todo:
        res = play(run, max(1, args.jobs))
        with args.out.open("a", encoding="utf-8") as f:
            f.write(json.dumps(res) + "\n")
        print(f"{run.name}: win rate {res['win_rate']}, wall {res['wall']} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
