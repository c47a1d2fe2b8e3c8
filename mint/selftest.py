"""``--self-test``: imports everything, loads all data and maps, renders every scene offscreen
and plays one short game of each registered game. Prints what failed; exit 0 when all pass."""

from __future__ import annotations

import importlib
import json
import time
import traceback
from typing import Any, Callable

MODULES = (
    "mint.core.game",
    "mint.core.rng",
    "mint.core.serial",
    "mint.core.hexgrid",
    "mint.core.boards",
    "mint.core.hexmap",
    "mint.core.graph",
    "mint.core.piles",
    "mint.core.flow",
    "mint.core.seats",
    "mint.core.workcopy",
    "mint.core.registry",
    "mint.core.record",
    "mint.core.session",
    "mint.core.paths",
    "mint.core.saves",
    "mint.core.text",
    "mint.bots",
    "mint.bots.base",
    "mint.bots.kinds",
    "mint.ui.app",
    "mint.ui.kit",
    "mint.ui.view_api",
    "mint.ui.sound",
    "mint.ui.hexboard",
    "mint.ui.cardface",
    "mint.ui.cardmotion",
    "mint.ui.cards",
    "mint.ui.tracks",
    "mint.ui.settings",
    "mint.ui.router",
    "mint.ui.screens",
    "mint.ui.dialogs",
    "mint.ui.shots",
    "mint.ui.thumbs",
    "mint.ui.markdown",
    "mint.ui.markdown_blocks",
    "mint.ui.markdown_fonts",
    "mint.ui.markdown_page",
    "mint.scenes",
    "mint.scenes.menu",
    "mint.scenes.menu.parts",
    "mint.scenes.setup",
    "mint.scenes.table",
    "mint.scenes.pause",
    "mint.scenes.rulebook",
    "mint.scenes.settings",
    "mint.scenes.results",
    "mint.scenes.load",
    "mint.scenes.shots",
    "mint.cli",
    "mint.bench",
)
SCENES = ("menu", "setup", "settings", "rules", "load", "pause", "results", "log", "replay")


def run(verbose: bool = True) -> int:
    from mint.ui.shots import headless

    headless()
    import os
    import tempfile

    os.environ.setdefault("MINT_HOME", tempfile.mkdtemp(prefix="mint-selftest-"))
    failures: list[str] = []
    started = time.perf_counter()

    def check(name: str, fn: Callable[..., Any], *args: Any) -> None:
        try:
            fn(*args)
        except Exception:
            failures.append(f"{name}: {traceback.format_exc(limit=3).strip().splitlines()[-1]}")
            if verbose:
                traceback.print_exc()

    for mod in MODULES:
        check(f"import {mod}", importlib.import_module, mod)
    from mint.core import registry
    from mint.core.boards import read_board
    from mint.resources import data_path

    games = registry.menu_names()
    if not games:
        failures.append(f"no game found: no package of {registry.GAMES_PACKAGE} declares one")
    for name, err in registry.broken.items():
        failures.append(f"game {name} does not load: {err}")
    for g in games:
        for part in ("rules", "cards", "bots", "view"):

            def imp(g: str = g, part: str = part) -> None:
                module = f"{registry.package(g)}.{part}"
                try:
                    importlib.import_module(module)
                except ModuleNotFoundError as exc:
                    if exc.name != module:
                        raise

            check(f"import {g}.{part}", imp, g, part)
    for path in sorted(data_path().rglob("*.json")):
        check(f"data {path.name}", lambda p: json.loads(p.read_text(encoding="utf-8")), path)
    for path in sorted(data_path("maps").glob("*.tmx")):
        check(f"map {path.name}", read_board, path)

    from mint.scenes.shots import build_scene
    from mint.ui.app import App
    from mint.ui.shots import render

    def scene(target: str) -> None:
        app = App((1280, 720), headless=True)
        build_scene(app, target, seed=3, actions=8)
        render(app, frames=1)

    if games:
        for target in SCENES + tuple(games):
            check(f"scene {target}", scene, target)
    else:
        check("scene menu", scene, "menu")

    from mint.core.game import Seat
    from mint.core.rng import Rng

    def play(g: str) -> None:
        rules = registry.get(g)
        n = rules.MIN_PLAYERS if rules.MIN_PLAYERS > 1 else min(2, rules.MAX_PLAYERS)
        state = rules.new_game(tuple(Seat("random") for _ in range(n)), 1, {})
        rng = Rng.from_seed(5)
        for _ in range(20000):
            if rules.to_act(state) is None:
                break
            a, rng = rng.choice(rules.legal_actions(state))
            state = rules.apply(state, a)
        if rules.outcome(state) is None:
            raise RuntimeError("the game did not finish")

    for g in games:
        check(f"play {g}", play, g)
    took = time.perf_counter() - started
    if failures:
        print(f"self-test: {len(failures)} problem(s):")
        for f in failures:
            print(f"  - {f}")
        return 1
    print(f"self-test passed: {len(games)} games, {len(MODULES)} modules, every scene rendered ({took:.1f} s)")
    return 0
