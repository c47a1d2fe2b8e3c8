"""The load screen: every saved and unfinished game as a row with a picture, continue, watch, delete."""

from __future__ import annotations

import os

import pygame
import pytest

from mint.core.game import Seat
from mint.core.record import write_record
from mint.core.session import Session, new_journal_path
from mint.scenes.load import LoadScene
from mint.scenes.table import TableScene
from mint.ui.app import App
from mint.ui.dialogs import MessageScene


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """A user folder of this test's own: nothing is read from or written to the real one."""
    folder = tmp_path / "user"
    monkeypatch.setenv("MINT_HOME", str(folder))
    return folder


def saves():
    from mint.core.paths import saves_dir

    return saves_dir()


def thumbs():
    from mint.core.paths import thumbs_dir

    return thumbs_dir()


def played(game, seats, seed, moves, options=None, journal=None):
    s = Session(game, seats, seed, options or {}, journal=journal)
    for _ in range(moves):
        if s.over:
            break
        s.apply(s.legal()[0])
    return s


def save(name, game="pebbles", seats=(Seat("human", "Ann"), Seat("random")), moves=3, saved="2026-03-14 09:26"):
    s = played(game, seats, 4, moves, {"dice": "off"} if game == "pebbles" else {})
    path = saves() / name
    write_record(s.record({"saved": saved, "name": path.stem}), path)
    return path, s


def unfinished(seed, moves):
    """A game left unfinished: its journal, as the table leaves it."""
    from mint.core.paths import journal_dir

    journal = journal_dir() / f"pebbles-{seed}.jsonl"
    s = played(
        "pebbles", (Seat("human", "Ann"), Seat("human", "Bo")), seed, moves, {"dice": "off", "pile": "15"}, journal
    )
    s.close()
    return s


def open_load(size=(1280, 720), under=None):
    app = App(size, headless=True)
    for scene in under or ():
        app.push(scene(app) if callable(scene) else scene)
    load = LoadScene(app)
    app.push(load)
    app.apply_queue()  # entered and listed; no frame yet, so no picture drawn
    return app, load


def click(app, pos):
    for kind, data in (
        (pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": (0, 0, 0)}),
        (pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": 1}),
        (pygame.MOUSEBUTTONUP, {"pos": pos, "button": 1}),
    ):
        pygame.event.post(pygame.event.Event(kind, data))
        app.step(16)
    for _ in range(3):  # a button's press arrives as an event of its own
        app.step(16)


def press(app, button):
    assert button.is_enabled, f"{button.text} is greyed out"
    click(app, button.rect.center)


def test_a_row_names_the_game_its_players_the_round_reached_and_the_date():
    seats = (Seat("human", "Ann"), Seat("ismcts:normal"))
    _, s = save("ann.json", "control", seats, moves=9)
    assert s.state.round >= 1
    save("pebbles.json", moves=3, saved="2026-03-13 18:05")
    _, load = open_load()
    rows = [load.row_text(i) for i in range(len(load.entries))]
    control = next(r for r in rows if "Mint Control" in r)
    assert "Ann (Person)" in control and "Blue (Search AI, Normal)" in control
    assert f"Round {s.state.round}" in control
    assert "14 Mar 2026, 09:26" in control
    pebbles = next(r for r in rows if "Pebbles" in r)
    assert "3 moves" in pebbles and "Round" not in pebbles  # no round in its state: the moves
    assert "13 Mar 2026, 18:05" in pebbles
    assert "Ann (Person)" in pebbles and "Blue (Random bot)" in pebbles


def test_a_picture_of_the_position_is_made_once_and_then_read_from_the_cache(monkeypatch):
    path, _ = save("one.json", "control", (Seat("human", "Ann"), Seat("random")), moves=6)
    app, load = open_load()
    assert load.todo == [0]
    for _ in range(3):
        app.step(16, [])  # a picture a frame
    assert load.todo == []
    pic = load.pictures[(path, load.entries[0].stamp)]
    assert pic is not None and pic.get_width() > 100
    colours = {pic.get_at((x, y))[:3] for x in range(0, pic.get_width(), 9) for y in range(0, pic.get_height(), 9)}
    assert len(colours) > 8  # the table, not a blank box
    assert len(list(thumbs().glob("*.png"))) == 1

    import mint.ui.thumbs

    def no_drawing(*args):
        raise AssertionError("drawn again although the cache holds it")

    monkeypatch.setattr(mint.ui.thumbs, "render_position", no_drawing)
    _, again = open_load()
    assert again.todo == [] and again.pictures[(path, again.entries[0].stamp)] is not None

    # the file changed: its old picture is not used
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000_000))
    _, changed = open_load()
    assert changed.todo == [0]


def test_delete_removes_the_file_only_after_the_player_confirms():
    path, _ = save("doomed.json")
    keep, _ = save("kept.json", saved="2026-01-01 10:00")
    app, load = open_load()
    assert not load.w["delete"].is_enabled  # nothing picked yet
    i = next(j for j, e in enumerate(load.entries) if e.path == path)
    click(app, load.row_rect(i).center)
    assert load.selected() == path
    press(app, load.w["delete"])
    dialog = app.scenes[-1]
    assert isinstance(dialog, MessageScene) and dialog.title == "Delete this saved game?"
    assert "cannot be undone" in dialog.text
    assert path.exists()
    press(app, dialog.buttons["other"])  # "Keep it"
    assert app.scenes[-1] is load and path.exists()
    press(app, load.w["delete"])
    press(app, app.scenes[-1].buttons["ok"])
    assert not path.exists() and keep.exists()
    assert app.scenes[-1] is load
    assert [e.path for e in load.entries] == [keep]


def test_deleting_a_file_that_vanished_meanwhile_says_so():
    path, _ = save("gone.json")
    app, load = open_load()
    load.select(0)
    press(app, load.w["delete"])
    path.unlink()  # removed outside the app while the question was open
    press(app, app.scenes[-1].buttons["ok"])
    told = app.scenes[-1]
    assert isinstance(told, MessageScene) and "no longer there" in told.text
    assert load.entries == []


def test_every_unfinished_game_can_be_continued_not_only_the_latest():
    first, second = unfinished(5, 3), unfinished(6, 5)
    _, load = open_load()
    journals = [e for e in load.entries if e.kind == "unfinished"]
    assert {e.path for e in journals} == {first.journal_path, second.journal_path}
    for game in (first, second):
        app, load = open_load()
        i = next(j for j, e in enumerate(load.entries) if e.path == game.journal_path)
        assert "Unfinished" in load.row_text(i) and f"{len(game.actions)} moves" in load.row_text(i)
        load.select(i)
        press(app, load.w["load"])
        table = app.scenes[-1]
        assert isinstance(table, TableScene)
        assert table.session.journal_path == game.journal_path  # the same game goes on, in its own journal
        assert [str(a) for a in table.session.actions] == [str(a) for a in game.actions]
        table.session.close()


def test_the_game_on_the_table_is_marked_and_continue_goes_back_to_it():
    path = new_journal_path("pebbles")
    live = played("pebbles", (Seat("human", "Ann"), Seat("human", "Bo")), 2, 2, {"dice": "off"}, journal=path)
    app = App((1280, 720), headless=True)
    table = TableScene(app, live)
    app.push(table)
    app.step(16, [])
    load = LoadScene(app)
    app.push(load)
    app.step(16, [])
    i = next(j for j, e in enumerate(load.entries) if e.path == path)
    assert "On the table now" in load.row_text(i)
    load.select(i)
    assert not load.w["delete"].is_enabled  # its journal is being written
    press(app, load.w["load"])
    assert app.scenes[-1] is table and table.session is live
    live.close()


def test_a_corrupt_file_is_listed_with_the_reason_and_left_untouched():
    bad = saves() / "bad.json"
    bad.write_bytes(b'{"format": "mint-tin-table/record", "version": 1, "gam')
    odd = saves() / "odd.json"
    odd.write_text('{"format": "something else"}', encoding="utf-8")
    before = {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in (bad, odd)}
    app, load = open_load()
    load.make_all_pictures()
    for _ in range(3):
        app.step(16, [])
    texts = {e.path: load.row_text(i) for i, e in enumerate(load.entries)}
    assert "damaged or cut short" in texts[bad] and "Cannot be read" in texts[bad]
    assert "not a Mint Tin Table save" in texts[odd]
    load.select(next(i for i, e in enumerate(load.entries) if e.path == bad))
    assert not load.w["load"].is_enabled and not load.w["replay"].is_enabled
    assert load.w["delete"].is_enabled  # the player may still remove it
    load.refresh()
    assert {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in (bad, odd)} == before


def test_a_finished_game_can_be_watched_but_not_continued():
    s = played("pebbles", (Seat("random"), Seat("random")), 1, 100, {"dice": "off"})
    assert s.over
    write_record(s.record(), saves() / "done.json")
    app, load = open_load()
    load.select(0)
    assert "Finished" in load.row_text(0)
    assert not load.w["load"].is_enabled and load.w["replay"].is_enabled
    press(app, load.w["replay"])
    assert type(app.scenes[-1]).__name__ == "ReplayScene"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_list_draws_and_scrolls_with_many_games(size):
    for n in range(9):
        save(f"game{n}.json", moves=n % 4, saved=f"2026-02-0{n + 1} 12:00")
    app, load = open_load(size)
    assert load.max_scroll() > 0
    load.select(len(load.entries) - 1)  # the last row is scrolled into view
    view = load.view_rect()
    assert view.contains(load.row_rect(len(load.entries) - 1))
    assert load.row_rect(0).height >= app.kit.px(48)  # a row is a touch target
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, {"x": 0, "y": 30, "flipped": False}))
    app.step(16)
    assert load.scroll == 0
    app.dirty = True
    app.step(16, [])


def test_a_saved_games_tag_wears_its_own_games_colour():
    from mint.ui import palette

    save("control.json", game="control", seats=(Seat("human", "Ann"), Seat("random")), moves=2)
    save("italy.json", game="italy", seats=(Seat("human", "Ann"), Seat("random")), moves=2)
    _, load = open_load()
    tags = {e.record.game: load.status(i) for i, e in enumerate(load.entries)}
    assert tags["control"] == ("Saved", palette.ACCENTS["control"])
    assert tags["italy"] == ("Saved", palette.ACCENTS["italy"])
