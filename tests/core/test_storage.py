"""The user folders survive kills, odd files and links: nothing is lost, nothing locks the app."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mint.core import files
from mint.core.game import Seat
from mint.core.paths import journal_dir
from mint.core.record import RecordError, read_record
from mint.core.session import Session, read_journal, unfinished_journals

ROOT = Path(__file__).resolve().parents[2]


def _journal(path: Path, moves: int = 6) -> Session:
    s = Session("control", (Seat("human"), Seat("random")), 3, journal=path)
    for _ in range(moves):
        if s.over:
            break
        s.apply(s.legal()[0])
    return s


def test_resuming_rewrites_the_journal_beside_it_and_a_failed_rewrite_keeps_the_old_one(tmp_path, monkeypatch):
    path = tmp_path / "g.jsonl"
    s = _journal(path)
    s.close()
    before = path.read_bytes()
    rec, _ = read_journal(path)

    def broken(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    resumed = Session.from_record(rec, journal=path)
    assert str(resumed.storage_error) == "the disk is full" and not resumed.journaling
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["g.jsonl"]  # no temporary file left behind


def test_a_journal_rewrite_replaces_a_link_instead_of_writing_through_it(tmp_path):
    target = tmp_path / "elsewhere.txt"
    target.write_text("keep me")
    link = tmp_path / "g.jsonl"
    link.symlink_to(target)
    s = Session("control", (Seat("human"), Seat("random")), 3, journal=link)
    s.apply(s.legal()[0])
    s.close()
    assert target.read_text() == "keep me"
    assert not link.is_symlink() and read_journal(link)[0].actions


def test_odd_files_in_the_journal_folder_are_skipped_untouched_and_quickly():
    folder = journal_dir()
    good = folder / "good.jsonl"
    _journal(good).close()
    head = json.loads(good.read_text().splitlines()[0])
    bad = {
        "game5": {**head, "game": 5},
        "options": {**head, "options": "x"},
        "seatsx": {**head, "seats": "x"},
        "age": {**head, "seats": [{"kind": "human", "age": "old"}]},
    }
    written = {}
    for name, h in bad.items():
        p = folder / f"{name}.jsonl"
        p.write_text(json.dumps(h) + '\n{"a": "pick earn 0"}\n')
        written[p] = p.read_bytes()
    raw = {
        "inf": json.dumps(head).replace('"seed": 3', '"seed": Infinity'),
        "digits": json.dumps(head).replace('"seed": 3', '"seed": ' + "9" * 5000),
        "deep": "[" * 100_000 + "]" * 100_000,
    }
    for name, text in raw.items():
        p = folder / f"{name}.jsonl"
        p.write_text(text + '\n{"a": "pick earn 0"}\n')
        written[p] = p.read_bytes()
    (folder / "dangling.jsonl").symlink_to(folder / "nowhere.jsonl")
    os.mkfifo(folder / "pipe.jsonl")
    t = time.perf_counter()
    found = unfinished_journals()
    assert time.perf_counter() - t < 2.0  # a FIFO is never opened, so nothing blocks
    assert [p.name for p, _ in found] == ["good.jsonl"]
    for p, data in written.items():
        assert p.read_bytes() == data
        with pytest.raises(RecordError, match=p.name):
            read_journal(p)


def test_a_record_that_is_a_fifo_or_too_large_is_refused_without_reading_it(tmp_path):
    fifo = tmp_path / "save.json"
    os.mkfifo(fifo)
    with pytest.raises(RecordError, match="cannot be read"):
        read_record(fifo)
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(17 << 20)
    with pytest.raises(RecordError, match="larger than"):
        read_record(big)


RESUME = """
import sys
from pathlib import Path
from mint.core.session import Session, read_journal
path = Path(sys.argv[1])
while True:
    rec, _ = read_journal(path)
    s = Session.from_record(rec, journal=path)
    s.close()
"""


def test_killing_the_app_during_resume_never_loses_the_game(tmp_path):
    """Kill a process that resumes the same journal over and over, at random moments."""
    path = tmp_path / "g.jsonl"
    _journal(path, moves=12).close()
    want = read_journal(path)[0].actions
    rnd = random.Random(7)
    kills = int(os.environ.get("MINT_RESUME_KILLS", "12"))
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for _ in range(kills):
        p = subprocess.Popen([sys.executable, "-c", RESUME, str(path)], env=env, cwd=ROOT)
        time.sleep(0.25 + rnd.random() * 0.35)
        p.kill()
        p.wait()
        assert read_journal(path)[0].actions == want
    assert not [q for q in tmp_path.iterdir() if q.name != "g.jsonl" and not q.name.endswith(".tmp")]


def test_temporary_files_left_by_a_kill_are_cleared_at_the_next_start():
    folder = journal_dir()
    stale = folder / ".g.jsonl.abc123.tmp"
    stale.write_text("half")
    os.utime(stale, (time.time() - 3600, time.time() - 3600))
    fresh = folder / ".h.jsonl.def456.tmp"
    fresh.write_text("being written right now")
    unfinished_journals()
    assert not stale.exists() and fresh.exists()


def test_write_atomic_never_leaves_a_half_file(tmp_path):
    path = tmp_path / "settings.json"
    files.write_atomic(path, "old")
    files.write_atomic(path, "new")
    assert path.read_text() == "new" and [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_the_menu_opens_and_offers_only_games_it_can_play_whatever_lies_in_the_journal_folder():
    from mint.scenes.menu import MenuScene
    from mint.ui.app import App

    folder = journal_dir()
    good = folder / "good.jsonl"
    _journal(good).close()
    head = json.loads(good.read_text().splitlines()[0])
    (folder / "wizard.jsonl").write_text(
        json.dumps({**head, "seats": [{"kind": "human"}, {"kind": "wizard"}]}) + '\n{"a": "pick earn 0"}\n'
    )
    (folder / "game5.jsonl").write_text(json.dumps({**head, "game": 5}) + '\n{"a": "pick earn 0"}\n')
    (folder / "dangling.jsonl").symlink_to(folder / "nowhere.jsonl")
    app = App((1280, 720), headless=True)
    menu = MenuScene(app)
    app.push(menu)
    app.step(16, [])
    app.step(16, [])  # (the journals are read after the first frame)
    assert [p.name for p, _ in menu.unfinished] == ["good.jsonl"]


def test_a_full_disk_stops_the_journal_says_why_and_the_game_plays_on(tmp_path, monkeypatch):
    path = tmp_path / "g.jsonl"
    s = _journal(path, moves=2)
    kept = read_journal(path)[0].actions
    real = os.fsync

    def full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    s.apply(s.legal()[0])
    monkeypatch.setattr(os, "fsync", real)
    assert str(s.storage_error) == "the disk is full" and not s.journaling
    s.apply(s.legal()[0])  # play goes on, nothing more is written
    assert len(read_journal(path)[0].actions) in (len(kept), len(kept) + 1)


def test_a_read_only_user_folder_starts_plays_and_quits_without_a_traceback(tmp_path, monkeypatch):
    from mint.ui.settings import Settings

    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("MINT_HOME", str(home))
    home.chmod(0o500)
    try:
        if os.access(home, os.W_OK):
            pytest.skip("this user may write anywhere (root): a read-only folder cannot be made")
        assert Settings().save() is False
        s = Session("control", (Seat("human"), Seat("random")), 3, journal=journal_dir() / "g.jsonl")
        assert s.storage_error and not s.journaling
        s.apply(s.legal()[0])
        assert unfinished_journals() == []
    finally:
        home.chmod(0o700)


def test_the_table_says_once_that_saving_is_off():
    from mint.scenes.table import TableScene
    from mint.ui.app import App

    app = App((1280, 720), headless=True)
    s = Session("control", (Seat("human"), Seat("random")), 3)
    s.storage_error = "Read-only file system"
    table = TableScene(app, s)
    app.push(table)
    for _ in range(3):
        app.step(16, [])
    names = [type(sc).__name__ for sc in app.scenes]
    assert names.count("MessageScene") == 1
    assert table._storage_told


def test_a_folder_that_refuses_every_write_leaves_the_app_playing_and_quitting(monkeypatch):
    """As a read-only disk behaves (the test may run as a user who can write anywhere)."""
    import tempfile

    from mint.ui.settings import Settings

    def refuse(*args, **kwargs):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    assert Settings().save() is False
    s = Session("control", (Seat("human"), Seat("random")), 3, journal=journal_dir() / "ro.jsonl")
    assert str(s.storage_error) == "the disk is read-only"
    s.apply(s.legal()[0])
    assert not (journal_dir() / "ro.jsonl").exists()


def _finished(path: Path, seen: bool) -> Session:
    done = Session("control", (Seat("random"), Seat("random")), 5, journal=path)
    while not done.over:
        done.apply(done.legal()[0])
    if seen:
        done.results_seen()
    done.close()
    return done


def test_no_unfinished_game_is_pruned_for_its_age_and_the_menu_stays_quick_with_thousands(monkeypatch):
    from mint.scenes.menu import MenuScene
    from mint.ui.app import App

    folder = journal_dir()
    _finished(folder / "done.jsonl", seen=True)
    text = (folder / "done.jsonl").read_text()
    unfinished = "\n".join(line for line in text.splitlines() if '"end"' not in line and '"seen"' not in line) + "\n"
    now = time.time()
    for i in range(2000):
        p = folder / f"old-{i:04}.jsonl"
        p.write_text(unfinished)
        os.utime(p, (now - 10_000 - i, now - 10_000 - i))
    for i in range(500):  # newer than every game: files the app cannot read
        p = folder / f"junk-{i:03}.jsonl"
        p.write_bytes(bytes([i % 256]) * 40)
        os.utime(p, (now - 100, now - 100))
    os.utime(folder / "done.jsonl", (now, now))
    from mint.core import session as session_mod
    from mint.scenes.menu.parts import MENU_LOOKS

    # quick means reading few files, not a time (a loaded machine would make a timed check fail):
    # the menu reads only as many journals as it shows, past the ones it cannot read
    reads: list[Path] = []
    real_read = session_mod.read_journal
    monkeypatch.setattr(
        session_mod, "read_journal", lambda path, *a, **k: reads.append(path) or real_read(path, *a, **k)
    )
    app = App((1280, 720), headless=True)
    menu = MenuScene(app)
    app.push(menu)
    app.step(16, [])
    app.step(16, [])  # (the journals are read after the first frame)
    assert not (folder / "done.jsonl").exists()  # a game whose results were shown goes
    assert menu.unfinished and menu.unfinished[0][0].name == "old-0000.jsonl"
    left = sorted(p.name for p in folder.glob("*.jsonl"))
    assert len(left) == 2500  # every unfinished game and every file it cannot read stays
    assert len(reads) <= 500 + MENU_LOOKS + 1, len(reads)  # not the 2,000 games behind them


def test_a_game_killed_right_after_its_last_move_is_offered_until_its_results_were_shown():
    from mint.scenes.results import ResultsScene
    from mint.ui.app import App

    path = journal_dir() / "end.jsonl"
    done = _finished(path, seen=False)  # killed before the results came up
    found = unfinished_journals()
    assert [p for p, _ in found] == [path] and len(found[0][1].actions) == len(done.actions)
    again = Session.from_record(found[0][1], journal=path)
    assert again.over
    ResultsScene(App((1280, 720), headless=True), again)  # the table shows them when it opens
    again.close()
    assert path.exists() and unfinished_journals() == [] and not path.exists()


def test_a_journal_with_no_move_goes_when_its_game_is_left():
    folder = journal_dir()
    left = Session("control", (Seat("human"), Seat("random")), 5, journal=folder / "left.jsonl")
    assert (folder / "left.jsonl").exists()
    left.close()
    assert not (folder / "left.jsonl").exists()
    played = _journal(folder / "played.jsonl", moves=1)
    played.close()
    assert (folder / "played.jsonl").exists()
    # a kill before the first move: the journal goes once no copy of the app has written it for long
    killed = folder / "killed.jsonl"
    Session("control", (Seat("human"), Seat("random")), 5, journal=killed)
    fresh = folder / "fresh.jsonl"
    Session("control", (Seat("human"), Seat("random")), 5, journal=fresh)
    hours = time.time() - 7200
    os.utime(killed, (hours, hours))
    assert [p.name for p, _ in unfinished_journals()] == ["played.jsonl"]
    assert not killed.exists() and fresh.exists()


def test_the_app_starts_past_a_fifo_in_the_journal_folder_and_ends_on_sigterm(tmp_path):
    import signal

    home = tmp_path / "home"
    (home / "data" / "journal").mkdir(parents=True)
    os.mkfifo(home / "data" / "journal" / "pipe.jsonl")
    env = {**os.environ, "MINT_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    p = subprocess.Popen([sys.executable, "main.py"], cwd=ROOT, env=env)
    try:
        time.sleep(3.0)
        assert p.poll() is None  # up and running, not stuck reading the FIFO (SIGTERM ends it either way)
        p.send_signal(signal.SIGTERM)
        assert p.wait(timeout=10) is not None
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()


def test_the_load_screen_lists_only_plain_save_files_whatever_else_is_there():
    from mint.core.paths import saves_dir
    from mint.scenes.load import LoadScene
    from mint.ui.app import App

    folder = saves_dir()
    s = Session("control", (Seat("human"), Seat("random")), 3)
    s.apply(s.legal()[0])
    from mint.core.record import write_record

    write_record(s.record(), folder / "good.json")
    (folder / "dangling.json").symlink_to(folder / "nowhere.json")
    os.mkfifo(folder / "pipe.json")
    (folder / "dir.json").mkdir()
    app = App((1280, 720), headless=True)
    load = LoadScene(app)
    app.push(load)
    app.step(16, [])
    assert [p.name for p in load.files] == ["good.json"]


@pytest.mark.parametrize("links", [True, False])
def test_write_new_never_replaces_a_file_that_has_the_name(tmp_path, monkeypatch, links):
    if not links:  # a disk without hard links

        def no_link(src, dst):
            raise OSError(1, "Operation not permitted")

        monkeypatch.setattr(os, "link", no_link)
    path = tmp_path / "mine.json"
    files.write_new(path, "first")
    with pytest.raises(FileExistsError):
        files.write_new(path, "second")
    (tmp_path / "link.json").symlink_to(tmp_path / "nowhere")
    with pytest.raises(FileExistsError):
        files.write_new(tmp_path / "link.json", "third")
    assert path.read_text() == "first" and not (tmp_path / "nowhere").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.json", "mine.json"]


OTHER_COPY = (
    "import sys\n"
    "sys.path.insert(0, '.')\n"
    "from pathlib import Path\n"
    "from mint.core.game import Seat\n"
    "from mint.core.session import Session\n"
    "s = Session('control', (Seat('human'), Seat('random')), 3, journal=Path(sys.argv[1]))\n"
    "for _ in range(3):\n"
    "    s.apply(s.legal()[0])\n"
    "print('ready', flush=True)\n"
    "sys.stdin.readline()\n"
    "for _ in range(3):\n"
    "    s.apply(s.legal()[0])\n"
    "print(len(s.actions), s.journaling, flush=True)\n"
    "s.close()\n"
)


def test_a_second_copy_of_the_app_never_takes_a_game_open_in_the_first():
    from mint.core import saves

    path = journal_dir() / "live.jsonl"
    env = dict(os.environ)
    first = subprocess.Popen(
        [sys.executable, "-c", OTHER_COPY, str(path)],
        cwd=ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert first.stdout.readline().strip() == "ready"
        assert unfinished_journals() == []  # not offered to continue here
        listed = saves.list_unfinished()
        assert [e.busy for e in listed] == [True] and len(listed[0].record.actions) == 3  # but may be watched
        from mint.core.session import JournalBusy

        with pytest.raises(JournalBusy):
            Session.from_record(listed[0].record, journal=path)
        first.stdin.write("go\n")
        first.stdin.flush()
        assert first.stdout.readline().split() == ["6", "True"]
    finally:
        first.communicate(timeout=30)
    assert len(read_journal(path)[0].actions) == 6  # every move the first copy made is on disk
    assert [p for p, _ in unfinished_journals()] == [path]  # once it is closed, it is offered


@pytest.mark.parametrize("how", ["moved", "replaced", "link"])
def test_a_journal_replaced_under_the_app_is_noticed_and_saving_is_reported_off(tmp_path, how):
    tmp_path = tmp_path / "elsewhere"
    tmp_path.mkdir()
    path = journal_dir() / "g.jsonl"
    s = _journal(path, moves=2)
    assert s.journaling
    if how == "moved":
        path.rename(tmp_path / "elsewhere.jsonl")
    elif how == "replaced":
        (tmp_path / "other.jsonl").write_text("someone else's file\n")
        os.replace(tmp_path / "other.jsonl", path)
    else:
        path.rename(tmp_path / "target.jsonl")
        path.symlink_to(tmp_path / "target.jsonl")
    before = {p: p.read_bytes() for p in tmp_path.iterdir()}
    s.apply(s.legal()[0])
    assert not s.journaling and "moved or replaced" in str(s.storage_error or "")
    assert {p: p.read_bytes() for p in tmp_path.iterdir()} == before  # nothing written to it


def test_continue_in_the_menu_of_a_game_open_elsewhere_offers_to_watch_it(monkeypatch):
    from mint.core import files
    from mint.scenes.menu import MenuScene
    from mint.ui.app import App
    from mint.ui.dialogs import MessageScene

    path = journal_dir() / "g.jsonl"
    s = _journal(path, moves=3)
    s.close()
    record, _ = read_journal(path)
    app = App((1280, 720), headless=True)
    menu = MenuScene(app)
    app.push(menu)
    app.step(16, [])
    menu.unfinished = [(path, record)]  # listed a moment before another window took it
    monkeypatch.setattr(files, "try_lock", lambda fd: False)
    menu.resume_game(0)
    app.step(16, [])
    ask = app.scenes[-1]
    assert isinstance(ask, MessageScene) and "another window" in ask.text and ask.ok_text == "Watch"
    ask.on_ok()
    app.step(16, [])
    assert type(app.scenes[-1]).__name__ == "ReplayScene" and not app.scenes[-1].session.journaling


def test_a_save_or_journal_with_a_byte_order_mark_reads(tmp_path):
    from mint.core.record import write_record

    s = _journal(journal_dir() / "g.jsonl", moves=3)
    s.close()
    write_record(s.record(), tmp_path / "save.json")
    for path in (tmp_path / "save.json", journal_dir() / "g.jsonl"):
        path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert read_record(tmp_path / "save.json").actions == s.record().actions
    assert read_journal(journal_dir() / "g.jsonl")[0].actions == s.record().actions


def test_the_journal_starts_again_once_space_is_freed_and_the_table_shows_saving_is_off_meanwhile(monkeypatch):
    from mint.core import session as session_mod
    from mint.scenes.table import TableScene
    from mint.ui.app import App

    path = journal_dir() / "g.jsonl"
    s = _journal(path, moves=2)
    real = os.fsync

    def full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(session_mod, "RETRY_S", 0.0, raising=False)
    monkeypatch.setattr(os, "fsync", full)
    s.apply(s.legal()[0])
    s.apply(s.legal()[0])  # tried again, still full
    assert not s.journaling and s.storage_error
    app = App((1280, 720), headless=True)
    table = TableScene(app, s)
    app.push(table)
    said: list[str] = []
    real_text = table.kit.text

    def text(surface, words, *args, **kwargs):
        said.append(words)
        return real_text(surface, words, *args, **kwargs)

    monkeypatch.setattr(table.kit, "text", text)
    for _ in range(3):
        app.step(16, [])
    app.pop()  # (the message said it once)
    app.step(16, [])
    said.clear()
    app.dirty = True
    app.step(16, [])
    assert "Saving is off" in said and app.scenes[-1] is table  # and the table goes on saying it
    monkeypatch.setattr(os, "fsync", real)  # space freed
    s.apply(s.legal()[0])
    assert s.journaling and s.storage_error is None
    assert read_journal(path)[0].actions == s.record().actions  # every move, those made meanwhile too
    said.clear()
    app.dirty = True
    app.step(16, [])
    assert "Saving is off" not in said


def test_an_odd_settings_file_keeps_each_good_setting_and_drops_each_bad_one_alone():
    from dataclasses import fields

    from mint.core.paths import config_dir
    from mint.ui.settings import _SHAPES, Settings

    assert {f.name for f in fields(Settings)} == set(_SHAPES), "every setting has a shape in the file"
    path = config_dir() / "settings.json"
    odd = {
        "window": "1920x1080",
        "ui_scale": 1.25,  # a number, not the text the file holds
        "speed": "warp",
        "sound": False,
        "fullscreen": 1,  # not a yes or no
        "tabletop": True,
        "palette": ["okabe-ito"],
        "seating": "bottom,top",
        "unknown": 5,
    }
    path.write_text(json.dumps(odd))
    s = Settings.load()
    assert (s.window, s.sound, s.tabletop, s.seating) == ("1920x1080", False, True, "bottom,top")
    assert (s.ui_scale, s.speed, s.fullscreen, s.palette) == ("1.0", "normal", False, "okabe-ito")
    for text in ("", "[1, 2]", '"settings"', "{", "\ufeff{}"):
        path.write_text(text)
        assert Settings.load() == Settings()
