"""Headless bot tournaments: many games of one registry game, seats rotated, figures per entry.

``run`` is what ``main.py simulate`` calls. Every seat is a bot that sees only its own
observation; a game that raises is counted in ``errors`` and the tournament goes on.
"""

from __future__ import annotations

import importlib
import math
import multiprocessing
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import Any

from mint.bots.kinds import make_bot
from mint.core import registry
from mint.core.game import OptionError, Seat
from mint.core.words import t

MAX_ACTIONS = 20_000
"""A game still going after this many actions is counted as an error (as in the contract suite).

Some games can go on for ever when every player keeps undoing the others' progress (Mint
Control's oust loop); ``run(max_actions=...)`` sets a tighter bound for slow bots."""

Job = tuple[str, str, list[str], int, dict[str, str], float, int, int]
"""(game, rules module name, kind per seat, seed, options, budget_s, game index, max actions)."""


def entries_for(kinds: list[str], players: int) -> list[str]:
    """One bot kind per seat: ``kinds`` with its last kind repeated to fill ``players``."""
    if not kinds:
        raise ValueError("a tournament needs at least one bot kind")
    out = list(kinds[:players])
    while len(out) < players:
        out.append(kinds[-1])
    return out


def seat_kinds(entries: list[str], game_index: int) -> list[int]:
    """Which entry sits at each seat in game ``game_index`` (rotated one seat per game)."""
    n = len(entries)
    return [(seat - game_index) % n for seat in range(n)]


def wilson(wins: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% by default)."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values`` by linear interpolation; 0.0 when empty."""
    if not values:
        return 0.0
    xs = sorted(values)
    pos = q * (len(xs) - 1)
    lo = math.floor(pos)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def _rules_for(game: str, module_name: str) -> Any:
    """The rules module, registering it first when it lives outside mint.games (spawned workers)."""
    try:
        return registry.get(game)
    except registry.UnknownGameError:
        module = importlib.import_module(module_name)
        registry.register_extra(module)
        return module


def play_one(job: Job) -> dict[str, Any]:
    """Play one game of a tournament (see ``Job``).

    Returns per-seat scores and win flags, the action count, the decision times per kind and
    ``error`` (None, or one line saying what went wrong).
    """
    game, module_name, kinds, seed, options, budget_s, index, max_actions = job
    rules = _rules_for(game, module_name)
    n = len(kinds)
    times: dict[str, list[float]] = {k: [] for k in kinds}
    actions = 0
    start = time.perf_counter()
    try:
        bots = [make_bot(game, k) for k in kinds]
        seats = tuple(Seat(k, "") for k in kinds)
        state = rules.new_game(seats, seed, options)
        check = getattr(rules, "invariants", None)  # a game may say what must always hold
        while True:
            seat = rules.to_act(state)
            if seat is None:
                break
            if actions >= max_actions:
                raise RuntimeError(f"the game did not end within {max_actions} actions")
            legal = rules.legal_actions(state)
            obs = rules.observation(state, seat)
            bot_seed = (seed * 1_000_003 + actions * 7919 + seat) & 0x7FFFFFFF
            t0 = time.perf_counter()
            action = bots[seat].choose(rules, obs, seat, legal, budget_s, bot_seed)
            times[kinds[seat]].append(time.perf_counter() - t0)
            state = rules.apply(state, action)
            actions += 1
            if check is not None:
                broken = check(state)
                if broken:
                    raise RuntimeError(f"after {action}: " + "; ".join(broken))
        out = rules.outcome(state)
        if out is None:
            raise RuntimeError("the game ended without an outcome")
        coop = bool(out.cooperative or getattr(rules, "COOPERATIVE", False))
        if coop:
            won = [bool(out.team_won)] * n
        else:
            won = [seat in out.winners for seat in range(n)]
        scores = [float(s) for s in out.scores]
        error = None
    except Exception as exc:  # noqa: BLE001 - a broken game is a figure, not a crash
        won, scores, coop = [False] * n, [0.0] * n, False
        error = f"game {index} (seed {seed}): {type(exc).__name__}: {exc}"
    return {
        "index": index,
        "won": won,
        "scores": scores,
        "cooperative": coop,
        "actions": actions,
        "seconds": time.perf_counter() - start,
        "times": times,
        "error": error,
    }


def _lost(job: Job, exc: BaseException) -> dict[str, Any]:
    """The result of a game whose worker process was lost."""
    n = len(job[2])
    return {
        "index": job[6],
        "won": [False] * n,
        "scores": [0.0] * n,
        "cooperative": False,
        "actions": 0,
        "seconds": 0.0,
        "times": {},
        "error": f"game {job[6]} (seed {job[3]}): its worker process was lost ({type(exc).__name__})",
    }


def run(
    game: str,
    kinds: list[str],
    games: int,
    players: int | None = None,
    seed: int = 0,
    options: dict[str, str] | None = None,
    jobs: int = 1,
    budget_s: float = 0.0,
    progress: Callable[[int, int], None] | None = None,
    max_actions: int = MAX_ACTIONS,
) -> dict[str, Any]:
    """Play ``games`` headless games of ``game`` and return the figures per entry.

    Entry i is ``entries[i]`` (``kinds`` filled to ``players`` with its last kind); the lists
    ``wins``, ``win_rate``, ``win_rate_ci95`` and ``mean_score`` have one value per entry.
    Game g seats entry e at seat (e + g) % players, so every entry plays every seat equally
    often when ``games`` is a multiple of ``players``.
    """
    rules = registry.get(game)
    name = registry.canonical(game)
    if players is None:
        players = max(len(kinds), rules.MIN_PLAYERS)
    if not rules.MIN_PLAYERS <= players <= rules.MAX_PLAYERS:
        raise OptionError(
            t(
                "{game} takes {least}-{most} players; got {n}",
                game=rules.TITLE,
                least=rules.MIN_PLAYERS,
                most=rules.MAX_PLAYERS,
                n=players,
            )
        )
    entries = entries_for([k.strip().lower() for k in kinds], players)
    for k in dict.fromkeys(entries):
        make_bot(name, k)  # an unknown kind fails here, before any game is played
    opts = dict(options or {})
    jobs_list = []
    for g in range(games):
        order = seat_kinds(entries, g)
        kinds_by_seat = [entries[e] for e in order]
        jobs_list.append((name, rules.__name__, kinds_by_seat, seed + g, opts, budget_s, g, max_actions))

    results: list[dict[str, Any]] = []
    start = time.perf_counter()
    if jobs <= 1 or games <= 1:
        for job in jobs_list:
            results.append(play_one(job))
            if progress:
                progress(len(results), games)
    else:
        ctx = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=min(jobs, games), mp_context=ctx) as pool:
            futures = {pool.submit(play_one, job): job for job in jobs_list}
            for fut in as_completed(futures):
                try:
                    results.append(fut.result())
                except Exception as exc:  # a worker that died (killed, out of memory)
                    results.append(_lost(futures[fut], exc))
                if progress:
                    progress(len(results), games)
    seconds = time.perf_counter() - start
    results.sort(key=lambda r: r["index"])
    return _summary(name, entries, players, results, seconds)


def _summary(
    game: str,
    entries: list[str],
    players: int,
    results: list[dict[str, Any]],
    seconds: float,
) -> dict[str, Any]:
    n = len(entries)
    wins = [0] * n
    score_sum = [0.0] * n
    played = 0
    errors: list[str] = []
    times: dict[str, list[float]] = {k: [] for k in entries}
    actions = 0
    cooperative = False
    for r in results:
        actions += r["actions"]
        for k, ts in r["times"].items():
            times.setdefault(k, []).extend(ts)
        if r["error"]:
            errors.append(r["error"])
            continue
        played += 1
        cooperative = cooperative or r["cooperative"]
        order = seat_kinds(entries, r["index"])
        for seat, e in enumerate(order):
            wins[e] += int(r["won"][seat])
            score_sum[e] += r["scores"][seat]
    return {
        "game": game,
        "games": len(results),
        "played": played,
        "players": players,
        "entries": entries,
        "cooperative": cooperative,
        "actions": actions,
        "seconds": round(seconds, 3),
        "actions_per_second": round(actions / seconds, 1) if seconds > 0 else 0.0,
        "errors": len(errors),
        "error_messages": errors[:10],
        "wins": wins,
        "win_rate": [w / played if played else 0.0 for w in wins],
        "win_rate_ci95": [list(wilson(w, played)) for w in wins],
        "mean_score": [s / played if played else 0.0 for s in score_sum],
        "decision_ms": {
            k: {
                "p50": round(1000 * percentile(ts, 0.5), 3),
                "p95": round(1000 * percentile(ts, 0.95), 3),
                "max": round(1000 * max(ts), 3) if ts else 0.0,
                "decisions": len(ts),
            }
            for k, ts in times.items()
        },
    }
