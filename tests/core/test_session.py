"""Sessions: undo/redo and barriers, the journal, saves, replays and bad files."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mint.core.game import IllegalActionError, Seat
from mint.core.record import Record, RecordError, parse_record, read_record, replay_states, write_record
from mint.core.session import Session, read_journal, unfinished_journals
from tests.fixture import rules

ROOT = Path(__file__).resolve().parents[2]
SEATS = (Seat("human", "Ann"), Seat("human", "Bo"))


def test_undo_and_redo_step_through_actions():
    s = Session("pebbles", SEATS, 1, {"dice": "off"})
    s.apply(rules.Take(1))
    s.apply(rules.Take(2))
    assert s.state.pile == 6
    assert s.undo() and s.state.pile == 8
    assert s.redo() and s.state.pile == 6
    assert not s.redo()
    s.undo()
    s.apply(rules.Take(1))  # a new move drops the redo step
    assert not s.can_redo() and s.state.pile == 7


def test_undo_stops_at_a_barrier():
    s = Session("pebbles", SEATS, 1, {})
    s.apply(rules.Take(1))
    s.apply(rules.Roll())
    assert not s.can_undo() and not s.undo()
    s.apply(rules.Take(1))
    assert s.undo()
    assert not s.undo(), "the roll before it is a barrier"


def test_free_undo_goes_through_barriers():
    s = Session("pebbles", SEATS, 1, {}, free_undo=True)
    s.apply(rules.Roll())
    assert s.undo() and s.cursor == 0


def test_illegal_action_changes_nothing():
    s = Session("pebbles", SEATS, 1, {"pile": "5", "dice": "off"})
    for _ in range(2):
        s.apply(rules.Take(2))
    before = s.state
    with pytest.raises(IllegalActionError, match="Only 1 pebble"):
        s.apply(rules.Take(2))
    assert s.state is before and s.cursor == 2


def test_journal_resumes_after_undo_and_redo(tmp_path):
    path = tmp_path / "j.jsonl"
    s = Session("pebbles", SEATS, 4, {}, journal=path)
    s.apply(rules.Take(1))
    s.apply(rules.Take(2))
    s.undo()
    record, ended = read_journal(path)
    assert not ended and record.actions == ("take 1", "take 2") and record.cursor == 1
    again = Session.from_record(record)
    assert again.state == s.state and again.can_redo()


def test_journal_cut_mid_line_keeps_whole_actions(tmp_path):
    path = tmp_path / "j.jsonl"
    s = Session("pebbles", SEATS, 4, {"dice": "off"}, journal=path)
    s.apply(rules.Take(1))
    s.apply(rules.Take(1))
    s.close()
    text = path.read_text()
    path.write_text(text + '{"a": "take')  # the crash hit mid-write
    record, _ = read_journal(path)
    assert record.actions == ("take 1", "take 1")


def test_unfinished_journals_lists_only_games_in_progress(tmp_path):
    from mint.core.session import new_journal_path

    live = Session("pebbles", SEATS, 4, {"dice": "off", "pile": "5"}, journal=new_journal_path("pebbles"))
    live.apply(rules.Take(1))
    done_path = new_journal_path("pebbles").with_name("done.jsonl")
    done = Session("pebbles", SEATS, 4, {"dice": "off", "pile": "5"}, journal=done_path)
    while not done.over:
        done.apply(done.legal()[0])
    done.results_seen()  # (until they were shown, a game that ended is offered again)
    paths = [p for p, _ in unfinished_journals()]
    assert live.journal_path in paths and done_path not in paths


def test_killed_process_resumes_with_nothing_lost(tmp_path):
    """A game process killed with SIGKILL mid-game resumes from its journal."""
    home = tmp_path / "home"
    code = (
        "import sys, time\n"
        "sys.path.insert(0, '.')\n"
        "from mint.core import registry\n"
        "from tests.fixture import rules\n"
        "registry.register_extra(rules)\n"
        "from mint.core.game import Seat\n"
        "from mint.core.session import Session, new_journal_path\n"
        "s = Session('pebbles', (Seat(), Seat()), 7, {'pile': '15', 'dice': 'off'}, journal=new_journal_path('pebbles'))\n"
        "for i in range(6):\n"
        "    s.apply(rules.Take(1 + i % 2))\n"
        "print('ready', flush=True)\n"
        "time.sleep(60)\n"
    )
    env = dict(os.environ, MINT_HOME=str(home))
    proc = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "ready"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=10)
    os.environ["MINT_HOME"] = str(home)
    found = unfinished_journals()
    assert len(found) == 1
    path, record = found[0]
    resumed = Session.from_record(record, journal=path)
    assert resumed.cursor == 6 and resumed.state.pile == 15 - 9
    resumed.apply(rules.Take(1))
    assert read_journal(path)[0].actions[-1] == "take 1"


def _saved(tmp_path: Path) -> Path:
    s = Session("pebbles", SEATS, 4, {"dice": "off"})
    s.apply(rules.Take(1))
    s.apply(rules.Take(2))
    path = tmp_path / "save.json"
    write_record(s.record(), path)
    return path


def test_save_and_load_round_trip(tmp_path):
    path = _saved(tmp_path)
    record = read_record(path)
    assert record.actions == ("take 1", "take 2") and record.seats == SEATS
    assert replay_states(record)[-1].pile == 6


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda t: t[: len(t) // 2], "damaged or cut short"),
        (lambda t: "\x00\x01garbage" + t, "damaged"),
        (lambda t: t.replace('"version": 1', '"version": 99'), "version 99"),
        (lambda t: t.replace('"take 2"', '"take 1"'), "changed outside the app"),
        (lambda t: json.dumps({"hello": 1}), "not a Mint Tin Table save"),
        (lambda t: "[]", "not a Mint Tin Table save"),
    ],
)
def test_bad_saves_are_refused_and_left_untouched(tmp_path, damage, message):
    path = _saved(tmp_path)
    path.write_text(damage(path.read_text()))
    before = path.read_bytes()
    with pytest.raises(RecordError, match=message):
        read_record(path)
    assert path.read_bytes() == before


def test_a_move_that_no_longer_replays_is_reported():
    body = Record("pebbles", SEATS, 4, (("dice", "off"),), ("take 2", "take 7")).to_json()
    with pytest.raises(RecordError, match="move 2"):
        replay_states(parse_record(body))


def test_unreadable_file_is_reported(tmp_path):
    with pytest.raises(RecordError, match="no such file"):
        read_record(tmp_path / "nope.json")
    binary = tmp_path / "bin.json"
    binary.write_bytes(b"\xff\xfe\xfa")
    with pytest.raises(RecordError):
        read_record(binary)


def test_branch_from_a_replay_point():
    s = Session("pebbles", SEATS, 4, {"dice": "off"})
    for _ in range(4):
        s.apply(rules.Take(1))
    branch = Session.from_record(s.record(), upto=2)
    assert branch.cursor == 2 and branch.state == s.states[2]
    branch.apply(rules.Take(2))
    assert branch.state.pile == 9 - 4


def test_timestamps_do_not_break_names(tmp_path):
    from mint.core.session import new_journal_path

    a = new_journal_path("pebbles")
    time.sleep(0.01)
    assert a.suffix == ".jsonl" and "pebbles" in a.name


def test_two_games_begun_in_the_same_second_get_their_own_journals():
    from mint.core.session import new_journal_path

    first = new_journal_path("control")
    first.write_text("{}\n", encoding="utf-8")
    second = new_journal_path("control")
    assert second != first and not second.exists()


def test_every_game_names_the_round_being_played_from_1():
    from mint.core import registry
    from mint.core.game import Seat

    for game in ("italy", "control", "delivery", "cooperative", "knight"):
        rules = registry.get(game)
        n = max(2, rules.MIN_PLAYERS) if rules.MAX_PLAYERS > 1 else 1
        s = rules.new_game(tuple(Seat("random", "") for _ in range(n)), 1, {})
        assert s.round == 1, game
