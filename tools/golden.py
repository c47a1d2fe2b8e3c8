"""Golden transcripts: seeded heuristic-bot games, recorded once, replayed after every change.

    python tools/golden.py list [GAME ...]                    the configs each game is recorded in
    python tools/golden.py record [--games 100] [GAME ...]    play and write tests/golden/GAME.jsonl.gz
    python tools/golden.py check [--games N] [GAME ...]       replay and name every difference

A transcript holds the seats, options, seed and the text form of every action, plus three
checks: a rolling SHA-256 over what a player sees at each step (who is to act, the sorted text
forms of the legal actions, the log line of the action taken), the final outcome, and a digest
of the final state (``mint.core.serial.dump`` written as JSON with sorted keys). ``check`` needs
no bot: it rebuilds each game from its seed with ``parse_action`` and ``apply`` and touches the
rules only through the contract of ``mint/core/game.py``, so it still works after the games'
insides are rebuilt. Saves and journals replay the same way, which is why these must not change.

Each step also leaves one hex digit of the rolling hash (``marks``), so ``check`` can name the
first step where what a player sees differs (one time in 16 a digit agrees by chance, and the
step named is then a little later than the first that differs).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import io
import json
import subprocess
import sys
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    # Appended, not put first: a PYTHONPATH pointing at another checkout (to record from an
    # older commit) must win over this one.
    sys.path.append(str(ROOT))

from mint.core import registry, serial  # noqa: E402
from mint.core.game import OptionError, Seat  # noqa: E402

GAMES = tuple(registry.menu_names())
"""Every game in the menu has its transcripts (a game declares itself: see mint.core.declare)."""
FORMAT = 1
GAMES_PER_CONFIG = 100
MAX_STEPS = 20_000
DIR = ROOT / "tests" / "golden"
NAMES = ("Ada", "Bruno", "Chiara", "Dario", "Elena")
"""Every odd game seats named players with ages (names and ages reach log lines and tie-breaks);
every even game leaves the names empty, as a quick game from the menu does."""
BOT = "heuristic"


# --- Configs -------------------------------------------------------------------------------


def _accepts(rules: Any, n: int, options: dict[str, str]) -> bool:
    try:
        rules.new_game(tuple(Seat(BOT) for _ in range(n)), 0, options)
    except OptionError:
        return False
    return True


def configs(rules: Any) -> list[tuple[int, dict[str, str]]]:
    """Every player count with default options, every other value of every option at every
    player count the rules accept it at, then the rules' own combined test configs."""
    counts = range(rules.MIN_PLAYERS, rules.MAX_PLAYERS + 1)
    out: list[tuple[int, dict[str, str]]] = [(n, {}) for n in counts]
    for spec in rules.OPTIONS:
        for value in spec.choices:
            if value == spec.default:
                continue
            out += [(n, {spec.name: value}) for n in counts if _accepts(rules, n, {spec.name: value})]
    out += [(n, dict(opts)) for n, opts in registry.declaration(rules.NAME).test_configs]
    seen: set[str] = set()
    unique = []
    for n, opts in out:
        if config_key(n, opts) not in seen:
            seen.add(config_key(n, opts))
            unique.append((n, opts))
    return unique


def config_key(n: int, options: dict[str, str]) -> str:
    """A config's name: "3p", "2p lotto=global", "4p hard=on villain=decay"."""
    return " ".join([f"{n}p", *(f"{k}={v}" for k, v in sorted(options.items()))])


def seeds(game: str, key: str, count: int) -> list[int]:
    """Consecutive seeds from a start that hangs on the game and config only."""
    start = int(hashlib.sha256(f"{game}|{key}".encode()).hexdigest()[:7], 16)
    return [start + i for i in range(count)]


def seats(n: int, index: int, seed: int) -> list[list[Any]]:
    """[kind, name, age] per seat for game ``index`` of a config."""
    if index % 2 == 0:
        return [[BOT, "", None] for _ in range(n)]
    return [[BOT, NAMES[s], 7 + (seed * 7 + s * 13) % 60] for s in range(n)]


def bot_seed(seed: int, step: int, seat: int) -> int:
    """The seed handed to a bot's ``choose`` (the same formula as the tournaments')."""
    return (seed * 1_000_003 + step * 7919 + seat) & 0x7FFFFFFF


# --- What is checked -----------------------------------------------------------------------


class Trail:
    """The rolling SHA-256 over what a player sees, step by step."""

    def __init__(self) -> None:
        self.h = hashlib.sha256()
        self.marks: list[str] = []

    def step(self, rules: Any, state: Any, seat: int | None, legal: Iterable[Any], action: Any) -> str:
        line = rules.describe(state, action)
        seen = [seat, sorted(str(a) for a in legal), line]
        self.h.update(json.dumps(seen, ensure_ascii=False).encode() + b"\n")
        self.marks.append(self.h.copy().hexdigest()[0])
        return line

    def digest(self) -> str:
        return self.h.hexdigest()[:32]


def state_digest(state: Any) -> str:
    """SHA-256 of ``serial.dump(state)`` as compact JSON with sorted keys (first 32 digits)."""
    text = json.dumps(serial.dump(state), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def outcome_data(out: Any) -> dict[str, Any] | None:
    if out is None:
        return None
    return json.loads(
        json.dumps(
            {
                "scores": list(out.scores),
                "winners": list(out.winners),
                "breakdown": [[name, list(row)] for name, row in out.breakdown],
                "tiebreak": out.tiebreak,
                "cooperative": out.cooperative,
                "team_won": out.team_won,
                "summary": out.summary,
            }
        )
    )


def _seat_values(raw: list[list[Any]]) -> tuple[Seat, ...]:
    return tuple(Seat(kind, name, age) for kind, name, age in raw)


# --- Recording -----------------------------------------------------------------------------


def _make_bot(game: str, kind: str) -> Any:
    try:
        from mint.bots.kinds import make_bot  # type: ignore[import-not-found]
    except ImportError:
        from mint.bots.base import make_bot
    return make_bot(game, kind)


def play(game: str, n: int, options: dict[str, str], seed: int, index: int) -> dict[str, Any]:
    """One game played by the heuristic bots, as a transcript."""
    rules = registry.get(game)
    raw = seats(n, index, seed)
    bots = [_make_bot(game, kind) for kind, _, _ in raw]
    state = rules.new_game(_seat_values(raw), seed, options)
    trail = Trail()
    actions: list[str] = []
    while (seat := rules.to_act(state)) is not None:
        if len(actions) >= MAX_STEPS:
            raise RuntimeError(f"{game} {config_key(n, options)} seed {seed} did not end in {MAX_STEPS} steps")
        legal = rules.legal_actions(state)
        obs = rules.observation(state, seat)
        action = bots[seat].choose(rules, obs, seat, legal, 0.0, bot_seed(seed, len(actions), seat))
        trail.step(rules, state, seat, legal, action)
        actions.append(str(action))
        state = rules.apply(state, action)
    return {
        "config": config_key(n, options),
        "i": index,
        "seed": seed,
        "seats": raw,
        "options": options,
        "actions": actions,
        "marks": "".join(trail.marks),
        "steps": trail.digest(),
        "outcome": outcome_data(rules.outcome(state)),
        "state": state_digest(state),
    }


def _play_job(job: tuple[str, int, dict[str, str], int, int]) -> dict[str, Any]:
    return play(*job)


def _source() -> dict[str, Any]:
    """Which checkout the rules were read from (its commit, and whether mint/ had changes)."""
    import mint

    where = Path(mint.__file__).resolve().parents[1]
    try:
        commit = subprocess.run(
            ["git", "-C", str(where), "rev-parse", "HEAD"], capture_output=True, text=True, check=True
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "-C", str(where), "status", "--porcelain", "mint"], capture_output=True, text=True, check=True
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        commit, dirty = "unknown", ""
    return {"commit": commit, "mint_changed": bool(dirty)}


def record(game: str, count: int, out_dir: Path, jobs: int = 1) -> Path:
    rules = registry.get(game)
    plan = [(n, opts, config_key(n, opts)) for n, opts in configs(rules)]
    work = [(game, n, opts, seed, i) for n, opts, key in plan for i, seed in enumerate(seeds(game, key, count))]
    if jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            games = list(pool.imap(_play_job, work, chunksize=4))
    else:
        games = [_play_job(job) for job in work]
    header = {
        "golden": FORMAT,
        "game": game,
        "recorded_from": _source(),
        "bots": BOT,
        "games_per_config": count,
        "configs": [key for _, _, key in plan],
        "steps": "sha256 over one JSON line a step: [to_act, sorted legal action texts, describe line]",
        "state": "sha256 of mint.core.serial.dump(final state) as JSON, sorted keys, no spaces",
    }
    path = out_dir / f"{game}.jsonl.gz"
    write(path, header, games)
    return path


def write(path: Path, header: dict[str, Any], games: list[dict[str, Any]]) -> None:
    """One JSON line for the header, then one a game; gzip without a time stamp (same bytes)."""
    buf = io.BytesIO()
    with gzip.GzipFile(fileobj=buf, mode="wb", compresslevel=9, mtime=0) as gz:
        for item in [header, *games]:
            gz.write(json.dumps(item, ensure_ascii=False, separators=(",", ":")).encode() + b"\n")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buf.getvalue())


def read(path: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        lines = [json.loads(line) for line in f if line.strip()]
    header, games = lines[0], lines[1:]
    if header.get("golden") != FORMAT:
        raise ValueError(f"{path}: not a golden transcript file of format {FORMAT}")
    return header, games


def header(game: str, directory: Path = DIR) -> dict[str, Any]:
    """The first line of a game's file only (quick: for listing what it holds)."""
    with gzip.open(directory / f"{game}.jsonl.gz", "rt", encoding="utf-8") as f:
        return json.loads(f.readline())


def load(game: str, directory: Path = DIR) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    return read(directory / f"{game}.jsonl.gz")


# --- Replaying -----------------------------------------------------------------------------


def _short(value: Any, limit: int = 300) -> str:
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, str) else value
    return text if len(text) <= limit else text[: limit - 1] + "…"


def replay(game: str, rec: dict[str, Any]) -> list[str]:
    """Every difference between a transcript and what the rules do now (empty when none).

    Stops at an action the rules refuse or cannot read; otherwise plays every recorded action
    and compares the outcome and final state as well, so one report names all that changed.
    """
    rules = registry.get(game)
    where = f"{game} [{rec['config']}] game {rec['i']} (seed {rec['seed']})"
    problems: list[str] = []
    try:
        state = rules.new_game(_seat_values(rec["seats"]), rec["seed"], rec["options"])
    except Exception as exc:  # noqa: BLE001 - a difference to report, not a crash
        return [f"{where}: new_game fails: {type(exc).__name__}: {exc}"]
    trail = Trail()
    marks = rec["marks"]
    for step, text in enumerate(rec["actions"]):
        seat = rules.to_act(state)
        if seat is None:
            problems.append(f"{where}: the game ends after {step} actions; the transcript has {len(rec['actions'])}")
            return problems
        try:
            action = rules.parse_action(text)
            legal = rules.legal_actions(state)
            line = trail.step(rules, state, seat, legal, action)
            state = rules.apply(state, action)
        except Exception as exc:  # noqa: BLE001
            problems.append(f"{where}: step {step}: action {text!r} fails: {type(exc).__name__}: {exc}")
            return problems
        if not problems and trail.marks[-1] != marks[step]:
            shown = sorted(str(a) for a in legal)
            problems.append(
                f"{where}: step {step}: what a player sees differs (hash digit expected {marks[step]}, "
                f"got {trail.marks[-1]}); now: seat {seat} to act, {len(shown)} legal "
                f"{_short(shown, 200)}, log line {line!r} for action {text!r}"
            )
    if (seat := rules.to_act(state)) is not None:
        problems.append(f"{where}: the game goes on after the recorded actions (seat {seat} to act)")
    if trail.digest() != rec["steps"] and not problems:
        problems.append(f"{where}: the step hash differs: expected {rec['steps']}, got {trail.digest()}")
    got = outcome_data(rules.outcome(state))
    if got != rec["outcome"]:
        keys = sorted({*(got or {}), *(rec["outcome"] or {})})
        diff = [
            f"{k}: expected {_short((rec['outcome'] or {}).get(k))}, got {_short((got or {}).get(k))}"
            for k in keys
            if (got or {}).get(k) != (rec["outcome"] or {}).get(k)
        ]
        problems.append(
            f"{where}: the outcome differs: " + "; ".join(diff or [f"expected {rec['outcome']}, got {got}"])
        )
    try:
        digest = state_digest(state)
    except Exception as exc:  # noqa: BLE001
        digest = f"<cannot serialise: {type(exc).__name__}: {exc}>"
    if digest != rec["state"]:
        problems.append(f"{where}: the final state digest differs: expected {rec['state']}, got {digest}")
    return problems


def by_config(games: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {}
    for rec in games:
        out.setdefault(rec["config"], []).append(rec)
    return out


def check(game: str, limit: int | None = None, directory: Path = DIR) -> Iterator[tuple[str, int, list[str]]]:
    """(config, games replayed, differences) per config; ``limit`` replays the first N of each."""
    header, games = load(game, directory)
    groups = by_config(games)
    for key in header["configs"]:
        chosen = groups.get(key, [])[:limit]
        yield key, len(chosen), [p for rec in chosen for p in replay(game, rec)]


# --- Command line --------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    p_list = sub.add_parser("list", help="the configs each game is recorded in")
    p_rec = sub.add_parser("record", help="play the games and write the transcripts")
    p_rec.add_argument("--games", type=int, default=GAMES_PER_CONFIG, help="games per config")
    p_rec.add_argument("--jobs", type=int, default=1, help="worker processes")
    p_chk = sub.add_parser("check", help="replay the transcripts and report differences")
    p_chk.add_argument("--games", type=int, default=None, help="replay only the first N games of each config")
    p_chk.add_argument("--max-report", type=int, default=40, help="differences printed at most")
    for p in (p_list, p_rec, p_chk):
        p.add_argument("--dir", type=Path, default=DIR, help="where the transcript files are")
        p.add_argument("names", nargs="*", default=list(GAMES), metavar="GAME")
    args = ap.parse_args(argv)
    import mint

    if args.cmd == "list":
        for game in args.names:
            rules = registry.get(game)
            for n, opts in configs(rules):
                key = config_key(n, opts)
                print(f"{game:12} {key:40} seeds {seeds(game, key, 1)[0]}+")
        return 0
    if args.cmd == "record":
        print(f"rules from {Path(mint.__file__).resolve().parent} ({_source()})", flush=True)
        for game in args.names:
            t0 = time.perf_counter()
            path = record(game, args.games, args.dir, args.jobs)
            print(
                f"{game}: {path} {path.stat().st_size / 1024:.0f} KiB in {time.perf_counter() - t0:.0f} s", flush=True
            )
        return 0
    print(f"rules from {Path(mint.__file__).resolve().parent}", flush=True)
    bad = total = 0
    for game in args.names:
        t0 = time.perf_counter()
        games = 0
        for _key, count, problems in check(game, args.games, args.dir):
            games += count
            bad += bool(problems)
            for p in problems:
                if total < args.max_report:
                    print(p)
                total += 1
        print(f"{game}: {games} games replayed in {time.perf_counter() - t0:.1f} s", flush=True)
    if total:
        unprinted = max(0, total - args.max_report)
        print(f"DIFFERENT: {total} differences in {bad} configs" + (f" ({unprinted} not printed)" if unprinted else ""))
        return 1
    print("SAME: every transcript replays exactly")
    return 0


if __name__ == "__main__":
    sys.exit(main())
