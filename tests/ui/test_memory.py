"""Leaving a table gives its memory back: the table and its pictures are collected at once."""

from __future__ import annotations

import gc
import weakref

from mint.ui import memory
from tests.ui import screen_harness as h


def test_leaving_a_table_collects_it_and_gives_the_memory_back(monkeypatch):
    given = []
    give_back = memory.give_back
    monkeypatch.setattr(memory, "give_back", lambda: (given.append(1), give_back()))
    app, table = h.table_app("cooperative", seed=2, size=(1280, 720), tabletop=True, players=2)
    for _ in range(3):
        table.perform(table.legal()[0], speed=0)
        h.idle(app, 2)
    gone = weakref.ref(table)
    painter = weakref.ref(table.painter)
    gc.disable()  # (only the giving back may collect the table's cycles)
    try:
        del table
        app.replace("menu")
        app.apply_queue()
        assert given == [1]
        assert gone() is None and painter() is None, "the table was collected when it was left"
        app.push("settings")
        app.apply_queue()
        app.pop()
        app.apply_queue()
        assert given == [1], "leaving a light screen gives nothing back"
    finally:
        gc.enable()
