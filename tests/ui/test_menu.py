"""The main menu: a tile per game, Continue tiles for unfinished games, keys, text sizes, pictures."""

from __future__ import annotations

import os
import time

import pygame
import pytest

import mint.scenes  # noqa: F401  (registers the screens the menu opens by name)
from mint.core import registry
from mint.core.game import Seat
from mint.core.paths import journal_dir, thumbs_dir
from mint.core.session import Session
from mint.scenes import menu as menu_mod
from mint.scenes.load import LoadScene
from mint.scenes.menu import MenuScene
from mint.scenes.rulebook import RulesScene
from mint.scenes.setup import SetupScene
from mint.scenes.table import TableScene
from mint.ui import kit as kit_mod
from mint.ui import palette, thumbs
from mint.ui.app import App


def menu_app(size=(1280, 720), frames=2):
    """A menu drawn ``frames`` times (its first frame, then the one that reads the journals)."""
    app = App(size, headless=True)
    menu = MenuScene(app)
    app.push(menu)
    for _ in range(frames):
        app.step(16, [])
    return app, menu


def post(app, *events):
    app.step(16, [pygame.event.Event(t, d) for t, d in events])


def click(app, pos):
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": 1}), (pygame.MOUSEBUTTONUP, {"pos": pos, "button": 1}))
    app.step(16, [])


def press(app, key, mod=0):
    post(app, (pygame.KEYDOWN, {"key": key, "mod": mod, "unicode": "", "scancode": 0}))
    app.step(16, [])


def back_to(app, menu):
    app.pop()
    app.step(16, [])
    assert app.scenes[-1] is menu


def drawn_texts(monkeypatch):
    """Record every text the kit draws from now on, with its size in pixels."""
    seen: list[tuple[str, int]] = []
    real = kit_mod._text_surface

    def spy(text, size, color, bold):
        seen.append((text, size))
        return real(text, size, color, bold)

    monkeypatch.setattr(kit_mod, "_text_surface", spy)
    return seen


def redraw(app):
    app.dirty = True
    app.draw(app.window)


def journal(name, game="control", seats=(Seat("human", "Ann"), Seat("human", "Bo")), moves=1, age_s=0.0):
    """An unfinished game's journal: a session that played ``moves`` moves and was left."""
    path = journal_dir() / name
    s = Session(game, seats, 3, journal=path)
    for _ in range(moves):
        s.apply(s.legal()[0])
    s.close()
    t = time.time() - age_s
    os.utime(path, (t, t))
    return path


def test_every_game_has_a_tile_in_its_colour_with_its_name_player_counts_pitch_and_solo_modes(monkeypatch):
    app, menu = menu_app()
    seen = drawn_texts(monkeypatch)
    redraw(app)
    texts = [t for t, _ in seen]
    tiles = [b for b in menu.choices.buttons if b.key.startswith("game:")]
    assert [t.key[5:] for t in tiles] == registry.menu_names()
    assert {"italy", "control", "delivery", "cooperative", "knight"} <= {t.key[5:] for t in tiles}
    joined = " ".join(texts)
    for tile in tiles:
        game = tile.key[5:]
        rules = registry.get(game)
        assert registry.title(game) in texts
        assert f"{rules.MIN_PLAYERS}–{rules.MAX_PLAYERS} players" in texts
        facts = registry.declaration(game)
        assert facts.players == (rules.MIN_PLAYERS, rules.MAX_PLAYERS)
        assert facts.pitch in joined  # (on one or two lines, drawn one after the other)
        assert facts.solo in texts
        # a game one person can play says how; the others say there is no solo mode
        assert facts.solo.startswith(("Solo", "Solitaire")) == (rules.MIN_PLAYERS == 1)
        edge = app.window.get_at((tile.rect.x + 3, tile.rect.centery))[:3]
        assert edge == palette.ACCENTS[game]
    assert len({t.rect.height for t in tiles}) == 1 and len({t.rect.x for t in tiles}) == 1


def test_a_click_on_a_tile_opens_its_set_up_and_its_rules_button_its_rules():
    app, menu = menu_app()
    for game in registry.menu_names():
        tile = next(b for b in menu.choices.buttons if b.key == f"game:{game}")
        assert tile.rect.height >= 2 * app.kit.px(56)  # a tile with a picture, not a line of text
        click(app, (tile.rect.x + tile.rect.height // 2, tile.rect.centery))  # anywhere: here, its picture
        assert isinstance(app.scenes[-1], SetupScene) and app.scenes[-1].game == game
        back_to(app, menu)
        click(app, menu.choices.target(f"rules:{game}").rect.center)
        assert isinstance(app.scenes[-1], RulesScene) and app.scenes[-1].game == game
        back_to(app, menu)
    least = app.kit.px(56)  # the height of the app's buttons
    for t in [*menu.choices.buttons, *menu.choices.extras]:
        assert t.rect.height >= least and t.rect.width >= least, t.key


def test_unfinished_games_get_continue_tiles_newest_first_that_resume_them(monkeypatch):
    old = journal("old.jsonl", moves=2, age_s=300)
    journal("bots.jsonl", seats=(Seat("human", "Cy"), Seat("random"), Seat("random")), moves=3, age_s=200)
    new = journal("new.jsonl", moves=1, age_s=100)
    journal("oldest.jsonl", moves=1, age_s=400)  # a fourth: only the load screen lists it
    app, menu = menu_app()
    seen = drawn_texts(monkeypatch)
    redraw(app)
    texts = [t for t, _ in seen]
    tiles = [b for b in menu.choices.buttons if b.key.startswith("continue:")]
    assert [t.key for t in tiles] == ["continue:0", "continue:1", "continue:2"]
    assert [p.name for p, _ in menu.continues] == ["new.jsonl", "bots.jsonl", "old.jsonl"]
    assert "Continue where you left off" in texts and texts.count("Mint Control") >= 4  # its game tile too
    assert "Ann and Bo" in texts and "Cy, Blue (bot) and Green (bot)" in texts
    assert any(t.startswith("1 move · ") for t in texts) and any(t.startswith("3 moves · ") for t in texts)
    click(app, tiles[0].rect.center)
    table = app.scenes[-1]
    assert isinstance(table, TableScene)
    assert table.session.journal_path == new and table.session.cursor == 1
    table.session.close()
    back_to(app, menu)
    # the third tile is the older game of the same players
    click(app, menu.choices.target("continue:2").rect.center)
    assert app.scenes[-1].session.journal_path == old and app.scenes[-1].session.cursor == 2
    app.scenes[-1].session.close()
    back_to(app, menu)
    # every unfinished game, the fourth too, is on the load screen
    click(app, menu.choices.target("load").rect.center)
    load = app.scenes[-1]
    assert isinstance(load, LoadScene)
    assert {"old.jsonl", "bots.jsonl", "new.jsonl", "oldest.jsonl"} <= {e.path.name for e in load.entries}


def test_the_keys_move_between_the_tiles_and_open_them():
    app, menu = menu_app()
    c = menu.choices

    def focused():
        return c.buttons[c.focus].key if c.focus is not None else None

    press(app, pygame.K_DOWN)
    assert focused() == "game:italy"
    press(app, pygame.K_DOWN)
    assert focused() == "game:control"
    press(app, pygame.K_RIGHT)  # across to the right-hand column
    assert focused() in ("load", "settings", "quit")
    press(app, pygame.K_LEFT)  # and back to the tile it came from
    assert focused() == "game:control"
    press(app, pygame.K_F1)
    assert isinstance(app.scenes[-1], RulesScene) and app.scenes[-1].game == "control"
    back_to(app, menu)
    assert focused() == "game:control"  # the focus stays where it was
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert focused() == "game:italy"
    press(app, pygame.K_UP)  # round to the last entry
    assert focused() == "quit"
    press(app, pygame.K_UP)
    assert focused() == "settings"
    press(app, pygame.K_LEFT)
    assert focused().startswith("game:")
    keys = [b.key for b in c.buttons]
    steps = keys.index("game:delivery") - keys.index(focused())
    for _ in range(abs(steps)):
        press(app, pygame.K_DOWN if steps > 0 else pygame.K_UP)
    assert focused() == "game:delivery"
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes[-1], SetupScene) and app.scenes[-1].game == "delivery"


@pytest.mark.parametrize(("size", "least"), [((1280, 720), 12), ((1920, 1080), 18)])
def test_no_text_is_smaller_than_12_px_at_720p_or_18_px_at_1080p(monkeypatch, size, least):
    journal("g.jsonl", seats=(Seat("human", "Ann"), Seat("random")), moves=2)
    app, menu = menu_app(size, frames=12)  # (the pictures are drawn by then)
    tile = menu.choices.buttons[3]
    post(app, (pygame.MOUSEMOTION, {"pos": tile.rect.center, "rel": (0, 0), "buttons": (0, 0, 0)}))
    seen = drawn_texts(monkeypatch)
    redraw(app)
    sizes = {s for _, s in seen}
    assert min(sizes) >= least, sorted(seen, key=lambda x: x[1])[:3]
    assert len(seen) > 30 and menu.todo == [] and menu.continues


def test_pictures_are_drawn_after_the_first_frame_one_a_frame_and_cached_for_the_next_start(monkeypatch):
    drawn: list[str] = []
    real = thumbs.render_position

    def spy(app, record):
        drawn.append(record.game)
        return real(app, record)

    monkeypatch.setattr(thumbs, "render_position", spy)
    menu_mod.PICTURES.clear()
    app, menu = menu_app(frames=1)
    assert drawn == [] and menu.pictures == {}  # the first frame only draws: placeholders
    app.step(16, [])
    assert drawn == []  # the cache is looked at first (it is empty)
    app.step(16, [])
    assert len(drawn) == 1  # then one picture a frame
    for _ in range(8):
        app.step(16, [])
    games = registry.menu_names()
    assert sorted(drawn) == sorted(games)
    assert all(menu.pictures[f"game:{g}"] is not None for g in games)
    assert len(list(thumbs_dir().glob("*.png"))) == len(games)
    # the next start reads them from the cache file instead of drawing them again
    menu_mod.PICTURES.clear()
    drawn.clear()
    app2, menu2 = menu_app(frames=3)
    assert drawn == [] and all(menu2.pictures[f"game:{g}"] is not None for g in games)
