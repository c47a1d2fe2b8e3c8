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


def test_the_collectors_full_pass_waits_for_a_frame_with_nothing_to_draw():
    """A full pass of the cycle collector walks every object the process holds (5-25 ms with a
    table set up): it is held back from the frames that draw (the one right after a move too) and
    made in the next frame with nothing to draw."""
    app, table = h.table_app("italy", seed=3)
    for _ in range(30):
        if not app.step(16, []):
            break
    passes: list[str] = []
    phase = ["setup"]

    def note(stage: str, info: dict) -> None:
        if stage == "stop" and info["generation"] == 2:
            passes.append(phase[0])

    gc.collect()
    gc.callbacks.append(note)
    try:
        junk = [[i] for i in range(150_000)]  # (new objects: many passes of the younger generations)
        del junk
        assert gc.get_count()[2] >= memory.FULL_AFTER
        phase[0] = "drawn"
        app.dirty = True
        assert app.step(16, [])
        phase[0] = "idle"
        for _ in range(30):
            if not app.step(16, []):
                break
    finally:
        gc.callbacks.remove(note)
    assert passes == ["idle"]


def test_the_idle_full_pass_hands_the_free_memory_back(monkeypatch):
    """What a game's frames freed (pictures of a size no longer drawn) stays with the process
    until the C library is told to hand it back: the idle full pass does so, a frame that draws
    does not."""
    trimmed: list[int] = []

    class Libc:
        def malloc_trim(self, pad: int) -> int:
            trimmed.append(pad)
            return 1

    monkeypatch.setattr(memory, "_libc", lambda: Libc())
    monkeypatch.setattr(gc, "get_count", lambda: (0, 0, memory.FULL_AT_LATEST))
    monkeypatch.setattr(gc, "collect", lambda *a: 0)
    assert memory.collect_when_idle(False) and trimmed == []
    assert memory.collect_when_idle(True) and trimmed == [0]


def test_the_gui_kit_reads_its_font_from_the_files_not_a_copy_per_size():
    """pygame_gui kept a copy of its font file (about 0.5 MiB) for every size and style a screen
    loads; the app's managers have it read the same files from the disk."""
    import os

    from mint.ui.app import App

    app = App((1280, 720), headless=True)
    fonts = app.new_ui().get_theme().get_font_dictionary()
    faces = fonts.known_font_paths["noto_sans"]
    assert len(faces) == 4 and all(isinstance(p, str) and os.path.isfile(p) for p, _ in faces)
    assert [os.path.basename(p) for p, _ in faces] == [
        "NotoSans-Regular.ttf",
        "NotoSans-Bold.ttf",
        "NotoSans-Italic.ttf",
        "NotoSans-BoldItalic.ttf",
    ]


def test_the_gui_kits_shape_cache_lies_on_pages_counted_only_where_written(monkeypatch):
    """pygame_gui wrote its 1024x1024 cache of widget shapes clear whole (4 MiB a theme); the
    app's themes keep it on clear pages, and the widgets look the same."""
    import sys

    import pygame
    import pygame_gui

    from mint.ui import managers
    from mint.ui.app import App
    from mint.ui.surfcache import clear_surface

    app = App((640, 360), headless=True)
    ours = app.new_ui()
    sheet = ours.get_theme()._shape_cache.cache_surfaces[0]["surface"]
    if sys.platform.startswith("linux"):
        assert sheet.get_flags() & pygame.PREALLOC, "the sheet lies on pages of its own"
        assert clear_surface((8, 8))[1] is not None
    monkeypatch.setattr(managers, "shapes_on_clear_pages", lambda theme: False)
    plain = app.new_ui()
    assert not plain.get_theme()._shape_cache.cache_surfaces[0]["surface"].get_flags() & pygame.PREALLOC
    pictures = []
    for manager in (ours, plain):
        for i in range(6):
            pygame_gui.elements.UIButton(pygame.Rect(10 + 100 * i, 10, 90, 40), f"B{i}", manager)
        for _ in range(12):  # (the shapes move into the cache a frame at a time)
            manager.update(0.05)
        surface = pygame.Surface((640, 360))
        surface.fill((30, 60, 90))
        manager.draw_ui(surface)
        pictures.append(pygame.image.tobytes(surface, "RGB"))
    assert pictures[0] == pictures[1]


def test_a_games_caches_are_emptied_when_its_table_is_left():
    """A window playing one game after another kept each game's positions in the rules' bounded
    caches up to their bounds; they are emptied when the table is left."""
    import mint.scenes  # noqa: F401
    from mint.core.game import Seat
    from mint.core.session import Session
    from mint.games.knight import board
    from mint.scenes.table import TableScene
    from mint.ui.app import App

    app = App((1280, 720), headless=True)
    table = TableScene(app, Session("knight", (Seat(), Seat()), 4))
    app.push(table)
    for _ in range(3):
        app.step(16, [])
    table.play_move(table.my_actions()[0])
    for _ in range(3):
        app.step(16, [])
    cached = [f for f in vars(board).values() if hasattr(f, "cache_parameters") and f.cache_parameters()["maxsize"]]
    assert any(f.cache_info().currsize for f in cached), "the game asked its caches"
    app.pop()
    app.apply_queue()
    assert not any(f.cache_info().currsize for f in cached)
