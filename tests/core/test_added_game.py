"""A game is one folder: tests/added/tally, put on ``mint.games``' search path, is found as
``mint.games.tally`` and joins the menu, ``simulate``, the contract suite, saves and replays, the
set-up, results and rules screens, with nothing outside its folder naming it."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pygame
import pytest

import mint.games
import mint.scenes  # noqa: F401  (registers the screens by name)
from mint.cli import main
from mint.core import registry
from mint.core.game import Seat
from mint.core.record import read_record, replay_states
from mint.core.saves import list_saves, write_save
from mint.core.session import Session, new_journal_path, read_journal, resume, unfinished_journals
from mint.ui import kit as kit_mod
from mint.ui import palette
from mint.ui.app import App
from tests import contract

ADDED = Path(__file__).resolve().parents[1] / "added"
TALLY = ADDED / "tally"
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def tally(monkeypatch):
    """The app as it is with tests/added/tally dropped into mint/games."""
    monkeypatch.setattr(mint.games, "__path__", [*mint.games.__path__, str(ADDED)])
    registry.rescan()
    yield "tally"
    monkeypatch.undo()
    for name in [m for m in sys.modules if m == "mint.games.tally" or m.startswith("mint.games.tally.")]:
        del sys.modules[name]
    registry.rescan()


def two_seats():
    return (Seat("human", "Ann"), Seat("heuristic", "Bo"))


def test_nothing_outside_its_folder_names_the_game():
    """The folder is the whole game: no file of the app, its tools or its build names it."""
    places = [*(ROOT / "mint").rglob("*.py"), *(ROOT / "tools").rglob("*.py"), ROOT / "build.spec", ROOT / "main.py"]
    assert not [p for p in places if re.search(r"\btally\b", p.read_text(encoding="utf-8"), re.IGNORECASE)]
    assert not (ROOT / "data" / "tally").exists() and not (ROOT / "data" / "rules" / "tally.md").exists()


def test_the_registry_finds_the_folder_and_reads_its_declaration(tally):
    assert "tally" in registry.KNOWN and registry.menu_names() == list(registry.KNOWN)
    assert registry.canonical("Mint-Tally") == "tally" and registry.title("tally") == "Mint Tally"
    assert registry.package("tally") == "mint.games.tally" and registry.folder("tally") == TALLY
    assert registry.get("tally").__name__ == "mint.games.tally.rules"
    assert registry.bots_module("tally").__name__ == "mint.games.tally.bots"
    assert palette.ACCENTS["tally"] == palette.hexc("#8A6D3B")


def test_the_game_leaves_with_its_folder(tally, monkeypatch):
    monkeypatch.setattr(mint.games, "__path__", [p for p in mint.games.__path__ if p != str(ADDED)])
    registry.rescan()
    assert "tally" not in registry.menu_names() and "tally" not in palette.ACCENTS
    with pytest.raises(registry.UnknownGameError):
        registry.get("tally")


def test_the_menu_has_its_tile_in_its_colour_with_its_words(tally, monkeypatch):
    from mint.scenes.menu import MenuScene

    app = App((1280, 720), headless=True)
    seen: list[str] = []
    real = kit_mod._text_surface
    monkeypatch.setattr(kit_mod, "_text_surface", lambda text, *a: seen.append(text) or real(text, *a))
    menu = MenuScene(app)
    app.push(menu)
    app.step(16, [])
    app.dirty = True
    app.draw(app.window)
    assert "tally" in menu.games
    tile = next(b for b in menu.choices.buttons if b.key == "game:tally")
    assert app.window.get_at((tile.rect.x + 3, tile.rect.centery))[:3] == palette.hexc("#8A6D3B")
    game = registry.declaration("tally")
    assert {"Mint Tally", game.players_text, game.solo} <= set(seen)
    assert game.pitch.split()[0] in " ".join(seen)


def test_simulate_plays_it_with_its_own_bot_and_the_random_one(tally, capsys):
    assert main(["simulate", "tally", "--games", "4", "--players", "2", "--bots", "heuristic,random", "--json"]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["game"] == "tally" and result["played"] == 4 and result["errors"] == 0
    assert sum(result["wins"]) == 4  # each game has one winner


@pytest.mark.parametrize("seed", [1, 2])
def test_it_passes_the_contract_suite(tally, seed):
    rules = registry.get("tally")
    configs = list(contract.configs(rules))
    assert (1, {}) in configs and (1, {"target": "15"}) in configs
    for players, options in configs:
        contract.check_game(rules, players, options, seed)
    contract.check_declaration(registry.declaration("tally"), rules)


def test_saves_journals_and_replays_carry_it(tally):
    live = Session("tally", two_seats(), 5, {"target": "15"}, journal=new_journal_path("tally"))
    for _ in range(3):
        live.apply(live.legal()[0])
    live.close()
    (path, record), *_ = [(p, r) for p, r in unfinished_journals() if r.game == "tally"]
    again = resume(path, record)
    assert again.state == live.state and read_journal(path)[0].game == "tally"
    while not again.over:
        again.apply(again.legal()[-1])
    saved = write_save(again.record(), "tally game")
    entry = next(e for e in list_saves() if e.path == saved)
    assert entry.record.game == "tally"
    back = read_record(saved)
    assert replay_states(back)[-1] == again.state
    app = App((1280, 720), headless=True)
    app.push("replay", back)
    app.step(16, [])
    assert app.scenes[-1].session.game == "tally" and app.scenes[-1].session.states[-1] == again.state
    again.close()


def test_set_up_results_and_rules_screens_read_its_declaration(tally):
    from mint.scenes.results import ResultsScene
    from mint.scenes.rulebook import RulesScene
    from mint.scenes.setup import SetupScene

    app = App((1280, 720), headless=True)
    setup = SetupScene(app, "tally")
    app.push(setup)
    app.step(16, [])
    assert setup.title == "Mint Tally" and setup.accent == palette.hexc("#8A6D3B")
    assert setup.age_rule().startswith("Tally never ties") and "age0" in setup.w
    rules_page = RulesScene(app, "tally")
    assert rules_page.text == (TALLY / "page.md").read_text(encoding="utf-8")
    session = Session("tally", two_seats(), 2, {})
    while not session.over:
        session.apply(session.legal()[0])
    results = ResultsScene(app, session)
    results.draw(pygame.Surface(app.size))
    winner = session.rules.outcome(session.state).winners[0]
    assert results.story().startswith(f"{results.names()[winner]} finished on **1 count**")
