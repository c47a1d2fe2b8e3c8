"""Small pictures of saved positions: the game's table drawn off screen, cached as PNG files.

The table is laid out for ``RENDER_SIZE`` (the smallest window the app opens) whatever the real
window, seen by nobody in particular (no one's secrets) and never in table-top mode, so one
cached picture serves every window size. Only the table's playing area is kept, at half size.
The cache (mint.core.saves, in ``paths.thumbs_dir()``) is keyed on the saved file's name, size
and modification time and on the colour palette, so a changed file gets a new picture.
"""

from __future__ import annotations

import dataclasses
import os
import tempfile
from typing import Any

import pygame

from mint.core.files import regular_file
from mint.core.saves import Entry, cache_path, prune_cache
from mint.ui.kit import Kit

RENDER_SIZE = (1280, 720)
PICTURE_SCALE = 0.5
MAX_PICTURE_BYTES = 8 << 20


class _Offscreen:
    """Stands in for the app while a table is drawn off screen: its own window size, kit and
    settings; everything else (the widget manager, the scene factories) is the real app's."""

    def __init__(self, app: Any, size: tuple[int, int]) -> None:
        self._app = app
        self.size = size
        self.kit = Kit(size[1] / 1080, app.kit.player_colors)
        self.settings = dataclasses.replace(app.settings, tabletop=False)
        self.scenes: list[Any] = []
        self.dirty = False
        self.headless = True

    def __getattr__(self, name: str) -> Any:
        return getattr(self._app, name)


def render_position(app: Any, record: Any) -> pygame.Surface:
    """The playing area of ``record``'s table at its saved position, drawn off screen.

    Raises what building the table raises (a RecordError for a move that no longer replays)."""
    from mint.ui import router

    small = _Offscreen(app, RENDER_SIZE)
    scene = router.make(small, "replay", record)
    try:
        scene.autoplay = False
        scene.build()
        scene.seek(len(record.actions) if record.cursor is None else record.cursor)
        canvas = pygame.Surface(RENDER_SIZE)
        scene.draw(canvas)
        area = scene.frame.area.clip(canvas.get_rect())
        size = (max(1, int(area.width * PICTURE_SCALE)), max(1, int(area.height * PICTURE_SCALE)))
        return pygame.transform.smoothscale(canvas.subsurface(area), size)
    finally:
        scene.session.close()
        if scene._ui is not None:  # its buttons would otherwise live on in a manager nobody draws
            scene._ui.clear_and_reset()


def picture_path(app: Any, entry: Entry) -> Any:
    """Where the picture of this version of the entry's file is cached."""
    return cache_path(entry, ".png", "picture", RENDER_SIZE, PICTURE_SCALE, app.settings.palette)


def cached_picture(app: Any, entry: Entry) -> pygame.Surface | None:
    """The cached picture of the entry's position, if one was made for this version of its file."""
    path = picture_path(app, entry)
    if not regular_file(path, MAX_PICTURE_BYTES):
        return None
    try:
        pic = pygame.image.load(str(path))
    except (pygame.error, OSError, ValueError):
        return None  # a damaged cache file: it is made again (and replaced)
    return pic.convert() if pygame.display.get_surface() is not None else pic


def picture(app: Any, entry: Entry) -> pygame.Surface | None:
    """The picture of the entry's position: from the cache, else drawn now and cached (None for a
    file that cannot be set up again). A cache that cannot be written only costs a redraw later."""
    if not entry.readable or entry.record is None:
        return None
    found = cached_picture(app, entry)
    if found is not None:
        return found
    pic = render_position(app, entry.record)
    path = picture_path(app, entry)
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}.", suffix=".png", dir=path.parent)
        os.close(fd)
        pygame.image.save(pic, tmp)
        os.replace(tmp, path)
        tmp = None
        prune_cache(entry, (path, cache_path(entry, ".json")))
    except (OSError, pygame.error):
        pass
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass
    return pic


def fit(pic: pygame.Surface, box: pygame.Rect) -> pygame.Surface:
    """``pic`` scaled to fit inside ``box``, keeping its shape."""
    w, h = pic.get_size()
    f = min(box.width / w, box.height / h)
    return pygame.transform.smoothscale(pic, (max(1, int(w * f)), max(1, int(h * f))))
