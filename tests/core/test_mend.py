"""A damaged line in the middle of a journal keeps every readable move after it, says what could
not be read, and the original is copied before Continue rewrites it."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from mint.core.game import Seat
from mint.core.paths import journal_dir
from mint.core.session import Session, read_journal

SEATS = (Seat("human"), Seat("random"))


def _played(path: Path, moves: int = 60, game: str = "control", seed: int = 5) -> Session:
    s = Session(game, SEATS, seed, journal=path)
    rnd = random.Random(seed)
    while len(s.actions) < moves and not s.over:
        s.apply(rnd.choice(s.legal()))
    s.close()
    return s


def _lines(path: Path) -> list[str]:
    return path.read_text().split("\n")


def _write(path: Path, lines: list[str]) -> None:
    path.write_text("\n".join(lines))


def test_an_unreadable_move_line_in_the_middle_keeps_every_move_after_it():
    path = journal_dir() / "g.jsonl"
    s = _played(path)
    lines = _lines(path)
    lines[20] = '{"a": "pla\x00'  # line 21: a move no one can read any more
    _write(path, lines)
    record, ended = read_journal(path)
    assert not ended and record.actions == tuple(str(a) for a in s.actions)
    assert "Line 21" in record.damage and "worked out" in record.damage, record.damage
    assert Session.from_record(record).state == s.state


def test_a_move_that_cannot_be_worked_out_stops_the_game_there_and_says_so():
    path = journal_dir() / "g.jsonl"
    s = _played(path)
    lines = _lines(path)
    lines[10:14] = ["garbage"] * 4  # four moves in a row: the next readable one cannot be reached
    _write(path, lines)
    record, _ = read_journal(path)
    kept = len(record.actions)
    assert record.actions == tuple(str(a) for a in s.actions[:kept])
    assert kept >= 9 and "could not be replayed" in record.damage and "Lines 11, 12, 13 and 1 more" in record.damage


def test_a_last_line_cut_short_is_no_damage():
    path = journal_dir() / "g.jsonl"
    s = _played(path, 10)
    path.write_text(path.read_text() + '{"a": "pl')
    record, _ = read_journal(path)
    assert record.actions == tuple(str(a) for a in s.actions) and record.damage == ""


def test_sixty_bit_flipped_journals_lose_no_readable_move():
    from mint.core.session import resume

    rnd = random.Random(34)
    whole = told = 0
    for i in range(60):
        path = journal_dir() / f"f{i}.jsonl"
        s = _played(path, 60, seed=i)
        data = bytearray(path.read_bytes())
        first = data.index(b"\n") + 1  # the header is not flipped here (that refuses the file)
        at = rnd.randrange(first, len(data) - 1)
        data[at] ^= 1 << rnd.randrange(8)
        path.write_bytes(bytes(data))
        record, _ = read_journal(path)  # (a byte that is no longer UTF-8 spoils only its line)
        resumed = resume(path, record)  # what Continue does
        resumed.close()
        moves = tuple(str(a) for a in s.actions)
        if resumed.state == s.state and tuple(str(a) for a in resumed.actions) == moves:
            whole += 1
            continue
        # the player is told, and no move before the damaged line is lost
        assert resumed.notice, i
        damaged = path.read_bytes()[:at].count(b"\n") - 1  # moves wholly before the flipped byte
        assert tuple(str(a) for a in resumed.actions[:damaged]) == moves[:damaged], i
        told += 1
    print("bit flips:", whole, "whole,", told, "told")
    assert whole >= 58, (whole, told)


def test_continue_keeps_a_copy_of_a_damaged_journal_before_rewriting_it():
    path = journal_dir() / "g.jsonl"
    s = _played(path, 30)
    lines = _lines(path)
    lines[5] = "xx"
    _write(path, lines)
    before = path.read_bytes()
    record, _ = read_journal(path)
    resumed = Session.from_record(record, journal=path)
    copy = path.with_name("g.jsonl.damaged")
    assert copy.read_bytes() == before
    assert "Line 6" in resumed.notice and copy.name in resumed.notice
    assert resumed.journaling and read_journal(path)[0].actions == tuple(str(a) for a in s.actions)
    resumed.close()
    # the copy is no journal of its own: it is neither listed nor pruned
    from mint.core.session import unfinished_journals

    assert [p.name for p, _ in unfinished_journals()] == ["g.jsonl"]
    assert copy.exists()


def test_continue_without_room_for_the_copy_leaves_the_damaged_journal_as_it_was(monkeypatch):
    import errno

    from mint.core import files

    path = journal_dir() / "g.jsonl"
    _played(path, 30)
    lines = _lines(path)
    lines[5] = "xx"
    _write(path, lines)
    before = path.read_bytes()
    record, _ = read_journal(path)

    def full(path, text):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files, "write_new", full)
    resumed = Session.from_record(record, journal=path)
    assert not resumed.journaling and "disk is full" in str(resumed.storage_error or "")
    assert path.read_bytes() == before


@pytest.mark.parametrize("line", ['{"a": 5}', '{"q": 1}', "[1, 2]", '{"a": "take 1", "u": 1}'])
def test_lines_no_journal_writes_count_as_damage(line):
    path = journal_dir() / "g.jsonl"
    s = _played(path, 12)
    lines = _lines(path)
    lines.insert(4, line)
    _write(path, lines)
    record, _ = read_journal(path)
    assert record.actions == tuple(str(a) for a in s.actions) and "Line 5" in record.damage
    json.dumps(record.damage)


def test_continue_from_the_menu_tells_the_player_what_could_not_be_read():
    from mint.scenes.menu import MenuScene
    from mint.scenes.table import TableScene
    from mint.ui.app import App
    from mint.ui.dialogs import MessageScene

    path = journal_dir() / "g.jsonl"
    _played(path, 30)
    lines = _lines(path)
    lines[7] = "\x00\x01"
    _write(path, lines)
    app = App((1280, 720), headless=True)
    menu = MenuScene(app)
    app.push(menu)
    app.step(16, [])
    app.step(16, [])  # (the journals are read after the first frame)
    menu.resume_game(0)
    app.step(16, [])
    told = app.scenes[-1]
    assert isinstance(told, MessageScene) and "Line 8" in told.text and "g.jsonl.damaged" in told.text
    assert isinstance(app.scenes[-2], TableScene) and len(app.scenes[-2].session.actions) == 30


def test_a_journal_line_is_read_only_in_the_shape_the_journal_writes():
    """Each line after the header decodes through its typed shape (``_StepIn``): one key, and the
    value the journal writes for it (a move's text of 1 to 200 characters, or the number 1)."""
    from mint.core.session import _step

    good = {
        '{"a": "x"}': ("a", "x"),
        '{"u": 1}': ("u", ""),
        '{"r": 1}': ("r", ""),
        '{"end": 1}': ("end", ""),
        '{"seen": 1}': ("seen", ""),
    }
    bad = ['{"a": ""}', '{"a": null}', '{"a": 5}', '{"u": true}', '{"u": 2}', '{"zz": 1}', '{"a": "x", "u": 1}', "[]"]
    import json

    for line, step in good.items():
        assert _step(json.loads(line)) == step, line
    for line in bad:
        assert _step(json.loads(line)) is None, line
    assert _step({"a": "x" * 200}) == ("a", "x" * 200) and _step({"a": "x" * 201}) is None
