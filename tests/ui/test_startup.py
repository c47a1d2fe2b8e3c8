"""Start-up: the process that draws the main menu's first frame loads only what that frame shows.

Each check runs the bench's start-up probe (``mint.bench.PROBE_APP``: import the app, open the
window, push the menu, draw one frame) as a process of its own and reads its ``sys.modules``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from mint import bench
from mint.core.game import Seat
from mint.core.paths import journal_dir
from mint.core.session import Session

ROOT = Path(__file__).resolve().parent.parent.parent

DEFERRED = (
    "pygame_gui",  # the widget kit: the screens after the menu
    "msgspec",  # the schemas of journals, saves, guides (and no longer of the settings file)
    "mint.core.game",  # the rules contract
    "mint.core.session",
    "mint.core.record",
    "mint.core.guide",
    "mint.core.saves",
    "mint.ui.tabletop",  # table-top mode's turns
    "mint.ui.view_api",
    "mint.ui.thumbs",  # the tiles' pictures come after the first frame
    "mint.bots",
    "hashlib",  # a record's checksum
)
"""What the first frame of the menu must not load on a first start (no journal to offer)."""


def first_frame_modules(home: Path, probe: str = bench.PROBE_APP) -> set[str]:
    code = probe + ";import sys,json;print(json.dumps(sorted(sys.modules)))"
    env = dict(os.environ, MINT_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    return set(json.loads(out.stdout.strip().splitlines()[-1]))


def loaded(modules: set[str], names: tuple[str, ...]) -> list[str]:
    return sorted(m for m in modules if any(m == n or m.startswith(n + ".") for n in names))


def game_modules(modules: set[str]) -> list[str]:
    """Modules inside a game's package (its rules, bots, view): the menu reads declarations only."""
    return sorted(m for m in modules if m.startswith("mint.games.") and m.count(".") > 2)


def test_a_first_start_draws_the_menu_without_the_game_journal_guide_or_widget_modules(tmp_path):
    modules = first_frame_modules(tmp_path / "home")
    assert "mint.scenes.menu" in modules and "mint.games.italy" in modules  # (the probe did draw the menu)
    assert loaded(modules, DEFERRED) == []
    assert game_modules(modules) == []


def test_with_unfinished_games_the_first_frame_reads_no_journal_and_the_next_shows_their_tiles():
    home = Path(os.environ["MINT_HOME"])  # the tests' private user folder (conftest)
    s = Session("control", (Seat("human", "Ann"), Seat("random")), 3, journal=journal_dir() / "left.jsonl")
    s.apply(s.legal()[0])
    s.close()
    modules = first_frame_modules(home)
    assert "mint.scenes.menu" in modules  # (the probe did draw the menu)
    assert loaded(modules, DEFERRED) == []  # the journals are read after the first frame
    assert game_modules(modules) == []
    import mint.scenes  # noqa: F401  (registers the screens)
    from mint.scenes.menu import MenuScene
    from mint.ui.app import App

    app = App((1280, 720), headless=True)
    menu = MenuScene(app)
    app.push(menu)
    app.step(16, [])
    assert not menu.continues and app.frames_drawn == 1
    app.step(16, [])
    assert [p.name for p, _ in menu.continues] == ["left.jsonl"] and app.frames_drawn == 2
    assert any(b.key == "continue:0" for b in menu.choices.buttons)


def test_the_offer_to_resume_comes_after_the_menus_first_frame():
    """A start with an unfinished game asks whether to pick it up; that dialog is made with the
    widget toolkit, which the menu's first frame does without: it opens in the next frame."""
    import mint.scenes  # noqa: F401  (registers the screens)
    from mint.scenes.menu import MenuScene
    from mint.ui.app import App
    from mint.ui.dialogs import MessageScene

    s = Session("control", (Seat("human", "Ann"), Seat("random")), 3, journal=journal_dir() / "left.jsonl")
    s.apply(s.legal()[0])
    s.close()
    app = App((1280, 720), headless=True)
    menu = MenuScene(app, offer_resume=True)
    app.push(menu)
    app.step(16, [])
    assert app.scenes == [menu] and app.frames_drawn == 1
    app.step(16, [])  # (the journals are read; the Continue tile is drawn)
    assert app.scenes == [menu] and menu.continues
    app.step(16, [])
    assert isinstance(app.scenes[-1], MessageScene) and "Mint Control" in app.scenes[-1].text
    offering = bench.PROBE_APP.replace("MenuScene(a)", "MenuScene(a,offer_resume=True)")
    assert offering != bench.PROBE_APP
    assert "pygame_gui" not in first_frame_modules(Path(os.environ["MINT_HOME"]), offering)


def test_the_bench_times_both_starts_from_bytecode_in_user_folders_of_its_own(monkeypatch):
    from mint.core.session import unfinished_journals

    seen: list[tuple[str, dict[str, str], int]] = []

    def timed(code: str, *args: str, env_extra: dict[str, str] | None = None) -> float:
        env = dict(env_extra or {})
        monkeypatch.setenv("MINT_HOME", env["MINT_HOME"])
        seen.append((code, env, len(unfinished_journals())))
        return 0.05 if code == bench.PROBE_BARE else 0.09

    monkeypatch.setattr(bench, "_subprocess_seconds", timed)
    out = bench.startup(runs=2)
    assert out == {
        "startup_s": 0.09,
        "bare_window_s": 0.05,
        "startup_ratio": 1.8,
        "startup_continue_s": 0.09,
        "startup_continue_ratio": 1.8,
    }
    assert len(seen) == 3 * 3  # a first, uncounted run of each probe, then two of each in turn
    assert [code for code, _, _ in seen[:3]] == [bench.PROBE_BARE, bench.PROBE_APP, bench.PROBE_APP]
    homes = {env["MINT_HOME"] for _, env, _ in seen}
    assert len(homes) == 2 and all("mint-startup" in home for home in homes)  # never the player's own
    assert [n for _, _, n in seen] == [0, 0, 3] * 3  # a first start, and three games to continue
    assert all(env["PYTHONPYCACHEPREFIX"] and "mint-startup" in env["PYTHONPYCACHEPREFIX"] for _, env, _ in seen)
