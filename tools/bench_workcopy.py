"""Measure mint.core.workcopy against the three working-copy engines the games use today.

For each game it times the engine alone on the game's real State (a scratch copy with typical
edits frozen back, or a replace with typical changes), then whole ``apply`` calls over the
same recorded random games with the game's own engine and with workcopy swapped in. The
swapped run must give equal states at every step, or the script fails.

    .venv/bin/python tools/bench_workcopy.py [--rounds 7] [--games 20]

Figures are microseconds of CPU time per call (the best of several interleaved rounds, so that
a busy machine disturbs both sides alike).
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import time
import timeit
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mint.core import workcopy  # noqa: E402
from mint.core.game import Seat  # noqa: E402
from mint.core.rng import Rng  # noqa: E402
from mint.core.workcopy import Work  # noqa: E402
from mint.games.control import rules as control  # noqa: E402
from mint.games.cooperative import rules as coop  # noqa: E402
from mint.games.delivery import model as dmodel  # noqa: E402
from mint.games.delivery import rules as delivery  # noqa: E402
from mint.games.delivery import solo as dsolo  # noqa: E402


class ControlWork(Work, of=control.State, lists=("tokens", "mints")):
    tokens: list[tuple[int, ...]]
    mints: list[int]


# the sequence fields Cooperative's own working copy turns into lists
COOP_LISTS = (
    "where",
    "mints",
    "tokens",
    "dice",
    "taken",
    "tasks",
    "pending",
    "trouble_deck",
    "trouble_discard",
    "event_deck",
    "event_discard",
    "stunt_deck",
    "stunt_discard",
    "stunts",
    "spare",
    "shown",
    "minted",
    "heroes",
)


class CoopWork(Work, of=coop.State, lists=COOP_LISTS):
    pass


def _engines() -> dict[str, bool]:
    """Which games still have their own engine to compare with (none once they are ported)."""
    return {
        "control": hasattr(control, "_Work"),
        "cooperative": hasattr(coop, "_W") and hasattr(coop, "_with"),
        "delivery": getattr(dmodel, "rep", workcopy.replace) is not workcopy.replace,
    }


def _record(rules: Any, players: int, games: int, options: dict[str, str] | None = None) -> list[tuple[Any, Any]]:
    """(state, action) pairs of seeded random games."""
    pairs = []
    for seed in range(1, games + 1):
        state = rules.new_game(tuple(Seat("random") for _ in range(players)), seed, options or {})
        rng = Rng.from_seed(seed)
        while rules.to_act(state) is not None:
            action, rng = rng.choice(rules.legal_actions(state))
            pairs.append((state, action))
            state = rules.apply(state, action)
    return pairs


@contextmanager
def _swapped(module: Any, name: str, value: Any) -> Iterator[None]:
    old = getattr(module, name)
    setattr(module, name, value)
    try:
        yield
    finally:
        setattr(module, name, old)


def _best(fns: dict[str, Callable[[], Any]], number: int, rounds: int) -> dict[str, float]:
    best = dict.fromkeys(fns, float("inf"))
    for _ in range(rounds):
        for name, fn in fns.items():
            best[name] = min(best[name], timeit.Timer(fn, timer=time.process_time).timeit(number) / number * 1e6)
    return best


def _replay(rules: Any, pairs: list[tuple[Any, Any]]) -> Callable[[], list[Any]]:
    def run() -> list[Any]:
        return [rules.apply(s, a) for s, a in pairs]

    return run


def _show(title: str, figures: dict[str, float]) -> None:
    base = next(iter(figures.values()))
    parts = [f"{name} {us:7.2f} us ({us / base:4.2f}x)" for name, us in figures.items()]
    print(f"  {title:<34} " + " | ".join(parts))


# --- Engines alone ---------------------------------------------------------------------------


def control_engine(rounds: int) -> None:
    state = _record(control, 3, 1)[40][0]
    i = 1

    def edit(w: Any) -> Any:
        w.mints[1] -= 2
        w.supply += 2
        row = list(w.tokens[i])
        row[1] += 1
        w.tokens[i] = tuple(row)
        w.cursor += 1
        return w.freeze()

    assert edit(control._Work(state)) == edit(ControlWork(state))
    _show(
        "Control _Work -> Work",
        _best(
            {
                "_Work": lambda: edit(control._Work(state)),
                "Work": lambda: edit(ControlWork(state)),
            },
            20000,
            rounds,
        ),
    )
    _show(
        "Control observation replace",
        _best(
            {
                "dataclasses": lambda: dataclasses.replace(state, rng=Rng(0)),
                "workcopy": lambda: workcopy.replace(state, rng=Rng(0)),
            },
            20000,
            rounds,
        ),
    )


def coop_engine(rounds: int) -> None:
    state = _record(coop, 2, 1)[30][0]

    def edit(w: Any) -> Any:
        w.phase = "task"
        w.taken[0] = w.active
        w.mints[3] += 1
        w.minted.append(3)
        w.tasks.pop(0) if w.tasks else None
        w.panic = max(0, w.panic - 1)
        return w.freeze()

    assert edit(coop._W(state)) == edit(CoopWork(state))
    _show(
        "Cooperative _W+_freeze -> Work",
        _best(
            {
                "_W": lambda: edit(coop._W(state)),
                "Work": lambda: edit(CoopWork(state)),
            },
            20000,
            rounds,
        ),
    )
    _show(
        "Cooperative freeze, no edits",
        _best(
            {
                "_W": lambda: coop._W(state).freeze(),
                "Work": lambda: CoopWork(state).freeze(),
            },
            20000,
            rounds,
        ),
    )
    task = coop.Task("mint", 0, 2, "adjacent", True)
    assert coop._with(task, pair=True) == workcopy.replace(task, pair=True)
    _show(
        "Cooperative _with(Task) -> replace",
        _best(
            {
                "_with": lambda: coop._with(task, pair=True),
                "replace": lambda: workcopy.replace(task, pair=True),
            },
            50000,
            rounds,
        ),
    )
    fields = coop.State.__slots__

    def obs_old() -> Any:
        return coop.State(**{**{k: getattr(state, k) for k in fields}, "rng": Rng(0)})

    assert obs_old() == workcopy.replace(state, rng=Rng(0))
    _show(
        "Cooperative State(**{...}) -> replace",
        _best(
            {
                "State(**)": obs_old,
                "replace": lambda: workcopy.replace(state, rng=Rng(0)),
            },
            20000,
            rounds,
        ),
    )


def delivery_engine(rounds: int) -> None:
    state = _record(delivery, 3, 1)[60][0]
    turn, truck = state.turn, state.trucks[0]
    trucks = state.trucks
    cases = (
        ("Delivery State (2 changes)", state, {"trucks": trucks, "turn": turn}),
        ("Delivery Turn (2 changes)", turn, {"left": 1, "moved": False}),
        ("Delivery Truck (1 change)", truck, {"mints": (1, 0, 0)}),
        ("Delivery Stack (1 change)", state.towns[0], {"deck": ()}),
    )
    for title, obj, changes in cases:
        assert dmodel.rep(obj, **changes) == workcopy.replace(obj, **changes) == dataclasses.replace(obj, **changes)
        fns = {
            "rep": lambda o=obj, c=changes: dmodel.rep(o, **c),
            "replace": lambda o=obj, c=changes: workcopy.replace(o, **c),
        }
        fns["dataclasses"] = lambda o=obj, c=changes: dataclasses.replace(o, **c)
        _show(title, _best(fns, 50000, rounds))


# --- Whole apply calls -----------------------------------------------------------------------


def _compare_apply(
    title: str, rules: Any, pairs: list[tuple[Any, Any]], swap: Callable[[], Any], names: tuple[str, str], rounds: int
) -> None:
    """Time the same recorded moves with the game's engine and with workcopy swapped in."""
    run = _replay(rules, pairs)
    expected = run()
    with swap():
        assert run() == expected, f"{title}: states differ with workcopy"
    best_old = best_new = float("inf")
    for _ in range(rounds):
        best_old = min(best_old, timeit.Timer(run, timer=time.process_time).timeit(1))
        with swap():
            best_new = min(best_new, timeit.Timer(run, timer=time.process_time).timeit(1))
    per = 1e6 / len(pairs)
    _show(f"{title} ({len(pairs)} moves)", {names[0]: best_old * per, names[1]: best_new * per})


def _delivery_swap() -> Any:
    @contextmanager
    def both() -> Iterator[None]:
        with _swapped(delivery, "rep", workcopy.replace), _swapped(dsolo, "rep", workcopy.replace):
            yield

    return both()


def apply_figures(games: int, rounds: int, have: dict[str, bool]) -> None:
    if have["control"]:
        _compare_apply(
            "Control apply",
            control,
            _record(control, 3, games),
            lambda: _swapped(control, "_Work", ControlWork),
            ("_Work", "Work"),
            rounds,
        )
    if have["cooperative"]:
        _compare_apply(
            "Cooperative apply",
            coop,
            _record(coop, 2, games) + _record(coop, 4, games // 2, {"villain": "plaqula"}),
            lambda: _swapped(coop, "_W", CoopWork),
            ("_W", "Work"),
            rounds,
        )
    if have["delivery"]:
        _compare_apply(
            "Delivery apply",
            delivery,
            _record(delivery, 3, games) + _record(delivery, 1, games // 2),
            _delivery_swap,
            ("rep", "replace"),
            rounds,
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7, help="interleaved timing rounds (best is kept)")
    parser.add_argument("--games", type=int, default=20, help="recorded random games per game for apply")
    args = parser.parse_args(argv)
    have = _engines()
    for game, present in have.items():
        if not present:
            print(f"  {game}: no engine of its own left to compare with (run this on a commit before its port)")
    print("Engines alone (us per call, best of rounds; ratio to the first column):")
    for game, bench in (("control", control_engine), ("cooperative", coop_engine), ("delivery", delivery_engine)):
        if have[game]:
            bench(args.rounds)
    print("Whole apply calls, legality check included (us per move):")
    apply_figures(args.games, args.rounds, have)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
