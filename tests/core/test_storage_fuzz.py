"""Saves and journals of the wrong shape, with their checksums made right, never crash the app."""

from __future__ import annotations

import json
import random

import pytest

from mint.core.game import Seat
from mint.core.record import RecordError, _checksum, parse_record
from mint.core.session import Session, read_journal

WEIRD = [
    None,
    True,
    -1,
    0,
    10**4300,
    1.5,
    float("inf"),
    float("nan"),
    "",
    "\ud800",
    "\u200b" * 5,
    "x" * 100_000,
    [],
    {},
    [[[[[]]]]],
    {"kind": "wizard"},
    "ismcts:normal/depth=999999999",
]


def _mutate(value, rnd: random.Random, depth: int = 0):
    """The value with one node somewhere inside it replaced by something odd (or nested deep)."""
    if isinstance(value, dict) and value and rnd.random() < 0.8:
        key = rnd.choice(list(value))
        out = dict(value)
        if rnd.random() < 0.1:
            del out[key]
        else:
            out[key] = _mutate(value[key], rnd, depth + 1)
        return out
    if isinstance(value, list) and value and rnd.random() < 0.8:
        i = rnd.randrange(len(value))
        out = list(value)
        out[i] = _mutate(value[i], rnd, depth + 1)
        return out
    if rnd.random() < 0.05:
        deep: object = 1
        for _ in range(rnd.choice((50, 5000, 60_000))):
            deep = [deep]
        return deep
    return rnd.choice(WEIRD)


def _dumps(body) -> str:
    try:
        return json.dumps(body, allow_nan=True)
    except (RecursionError, ValueError):
        return json.dumps({"deep": True})


@pytest.fixture(scope="module")
def saved():
    s = Session("control", (Seat("human", "Ada", 30), Seat("heuristic")), 7)
    for _ in range(8):
        s.apply(s.legal()[0])
    return json.loads(s.record().to_json())


def test_a_thousand_mutated_saves_are_refused_in_one_line_or_load(saved):
    from mint.scenes.load import check_bots

    rnd = random.Random(2026)
    refused = loaded = 0
    for _ in range(1000):
        body = _mutate({k: v for k, v in saved.items() if k != "checksum"}, rnd)
        if isinstance(body, dict):
            try:
                body["checksum"] = _checksum(body)
            except (RecursionError, ValueError, TypeError):
                pass
        text = _dumps(body)
        try:
            record = parse_record(text, "the save")
            check_bots(record)
            Session.from_record(record)
            loaded += 1
        except RecordError as exc:
            assert "\n" not in str(exc)
            refused += 1
    assert refused + loaded == 1000 and refused > 500


def test_a_thousand_mutated_journal_headers_are_skipped_or_read(tmp_path, saved):
    s = Session("control", (Seat("human", "Ada", 30), Seat("heuristic")), 7, journal=tmp_path / "j.jsonl")
    for _ in range(4):
        s.apply(s.legal()[0])
    s.close()
    lines = (tmp_path / "j.jsonl").read_text().splitlines()
    head = json.loads(lines[0])
    rnd = random.Random(11)
    for i in range(1000):
        p = tmp_path / f"m{i}.jsonl"
        p.write_text(_dumps(_mutate(head, rnd)) + "\n" + "\n".join(lines[1:]) + "\n")
        try:
            read_journal(p)
        except RecordError as exc:
            assert p.name in str(exc)
