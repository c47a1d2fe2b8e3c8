"""What the load screen reads from saves and journals, in players' words; the cache; deleting."""

from __future__ import annotations

import os
import time
from types import SimpleNamespace

import pytest

from mint.core import saves
from mint.core.game import Seat
from mint.core.record import write_record
from mint.core.saves import SAVE, UNFINISHED, Progress
from mint.core.session import Session


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    folder = tmp_path / "user"
    monkeypatch.setenv("MINT_HOME", str(folder))
    return folder


def folders():
    from mint.core.paths import journal_dir, saves_dir, thumbs_dir

    return saves_dir(), journal_dir(), thumbs_dir()


def played(game="pebbles", moves=3, journal=None, seed=4):
    s = Session(
        game, (Seat("human", "Ann"), Seat("random")), seed, {"dice": "off"} if game == "pebbles" else {}, journal
    )
    for _ in range(moves):
        if s.over:
            break
        s.apply(s.legal()[0])
    return s


def test_players_and_progress_in_words():
    seats = (Seat("human", "Ann"), Seat("ismcts:hard"), Seat("human"))
    labels = {"human": "Person", "ismcts:hard": "Search AI (Hard)"}
    assert saves.players_text(seats, labels.__getitem__) == "Ann (Person) · Blue (Search AI, Hard) · Green (Person)"
    assert saves.progress_text(Progress(20, round=3)) == "Round 3 · 20 moves"
    assert saves.progress_text(Progress(1)) == "1 move"
    assert saves.progress_text(Progress(0)) == "No moves yet"
    assert saves.progress_text(Progress(138, over=True)) == "Finished after 138 moves"
    when = time.mktime((2026, 12, 1, 16, 5, 0, 0, 0, -1))
    assert saves.when_text(when) == "1 Dec 2026, 16:05"


def test_the_round_is_read_only_from_a_round_number():
    assert saves.round_of(SimpleNamespace(round=4)) == 4
    for odd in (SimpleNamespace(), SimpleNamespace(round=True), SimpleNamespace(round="3"), SimpleNamespace(round=0)):
        assert saves.round_of(odd) is None


def test_saves_and_journals_are_listed_newest_first_and_read_without_change():
    saves_dir, journal_dir, _ = folders()
    old, new = played(moves=2), played(moves=4)
    write_record(old.record({"saved": "2026-01-02 10:00"}), saves_dir / "old.json")
    write_record(new.record({"saved": "2026-03-04 11:00"}), saves_dir / "new.json")
    (saves_dir / "junk.json").write_text("not json", encoding="utf-8")
    live = played(moves=2, journal=journal_dir / "live.jsonl")
    live.close()
    done = played(moves=100, journal=journal_dir / "done.jsonl")
    assert done.over
    done.results_seen()
    done.close()
    (journal_dir / "empty.jsonl").write_text("", encoding="utf-8")
    before = {p: (p.read_bytes(), p.stat().st_mtime_ns) for f in (saves_dir, journal_dir) for p in f.iterdir()}
    found = saves.list_all()
    names = [(e.kind, e.path.name) for e in found]
    assert names[:2] == [(UNFINISHED, "live.jsonl"), (UNFINISHED, "empty.jsonl")] or names[:2] == [
        (UNFINISHED, "empty.jsonl"),
        (UNFINISHED, "live.jsonl"),
    ]
    assert [n for k, n in names if k == SAVE and n != "junk.json"] == ["new.json", "old.json"]
    assert "done.jsonl" not in [n for _, n in names]  # a game that ended is not offered
    junk = next(e for e in found if e.path.name == "junk.json")
    assert junk.record is None and "damaged" in (junk.error or "")
    empty = next(e for e in found if e.path.name == "empty.jsonl")
    assert empty.record is None and "not a Mint Tin Table journal" in (empty.error or "")
    saves.describe_all(found)
    assert {p: (p.read_bytes(), p.stat().st_mtime_ns) for f in (saves_dir, journal_dir) for p in f.iterdir()} == before


def test_how_far_a_game_got_is_cached_on_the_files_name_size_and_time(monkeypatch):
    saves_dir, _, thumbs_dir = folders()
    s = played("control", moves=7)
    path = saves_dir / "c.json"
    write_record(s.record(), path)
    (entry,) = saves.list_saves()
    first = saves.cached_progress(entry)
    assert first == Progress(7, s.state.round, False)
    assert len(list(thumbs_dir.glob("*.json"))) == 1

    def no_replay(record):
        raise AssertionError("replayed although the cache holds the answer")

    monkeypatch.setattr(saves, "progress_of", no_replay)
    (again,) = saves.list_saves()
    assert saves.cached_progress(again) == first
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 3_000_000_000))
    (changed,) = saves.list_saves()
    with pytest.raises(AssertionError, match="replayed"):
        saves.cached_progress(changed)


def test_a_move_that_no_longer_replays_is_a_reason_not_a_crash():
    saves_dir, _, _ = folders()
    s = played(moves=2)
    rec = s.record()
    broken = type(rec)(rec.game, rec.seats, rec.seed, rec.options, (*rec.actions, "take 9"), None)
    write_record(broken, saves_dir / "b.json")
    (entry,) = saves.list_saves()
    saves.describe_all([entry])
    assert entry.record is not None and not entry.readable
    assert "no longer replays" in (entry.problem or "")


def test_delete_removes_only_the_version_that_was_listed():
    saves_dir, _, thumbs_dir = folders()
    path = saves_dir / "x.json"
    write_record(played().record(), path)
    (entry,) = saves.list_saves()
    saves.cached_progress(entry)
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 2_000_000_000))  # written again meanwhile
    assert "changed after the list was made" in (saves.delete(entry) or "")
    assert path.exists()
    (entry,) = saves.list_saves()
    assert saves.delete(entry) is None
    assert not path.exists() and list(thumbs_dir.iterdir()) == []
    assert "no longer there" in (saves.delete(entry) or "")
