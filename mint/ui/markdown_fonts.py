"""The faces and pictures of markdown pages: the font files of each style, the fonts at each size
(kept), and the pictures a page names, found in the app's data and loaded once.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pygame

from mint.resources import data_path, sprite_path
from mint.ui.markdown_blocks import parse as parse
from mint.ui.markdown_blocks import plain as plain

# --- pictures --------------------------------------------------------------------------------


@cache
def picture_path(url: str) -> Path | None:
    """The file a picture names: under data/rules/ first, then sprites/ (``sprites/common/x.svg``,
    ``common/x.svg`` or just ``x.svg``, which means sprites/common/). None when there is none."""
    url = url.strip().replace("\\", "/")
    if not url or "://" in url or url.startswith("/") or ".." in url.split("/"):
        return None
    parts = [p for p in url.split("/") if p]
    tries = [data_path("rules", *parts)]
    if parts[0] == "sprites":
        tries.append(sprite_path(*parts[1:]))
    else:
        tries += [sprite_path(*parts), sprite_path("common", *parts)]
    for path in tries:
        if path.is_file():
            return path
    return None


def load_picture(path: Path, width: int, height: int | None) -> pygame.Surface | None:
    """The picture at ``path`` scaled to ``width`` (keeping its shape), no taller than ``height``."""
    try:
        natural = pygame.image.load(str(path))
        nw, nh = natural.get_size()
        if nw <= 0 or nh <= 0:
            return None
        w = max(1, width)
        h = max(1, round(w * nh / nw))
        if height is not None and h > height:
            h = max(1, height)
            w = max(1, round(h * nw / nh))
        if path.suffix.lower() == ".svg" and hasattr(pygame.image, "load_sized_svg"):
            surf = pygame.image.load_sized_svg(str(path), (w, h))
        else:
            surf = pygame.transform.smoothscale(
                natural.convert_alpha() if pygame.display.get_surface() else natural, (w, h)
            )
    except (pygame.error, OSError, ValueError):
        return None
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


# --- fonts -----------------------------------------------------------------------------------


def font_files() -> dict[tuple[bool, bool], Path]:
    """The face for each (bold, italic): the app's Noto Sans, and Noto Sans Italic and Bold
    Italic from pygame_gui's fonts where they are installed (else italic is slanted by pygame)."""
    out = {
        (False, False): data_path("fonts", "NotoSans-Regular.ttf"),
        (True, False): data_path("fonts", "NotoSans-Bold.ttf"),
    }
    try:
        import importlib.resources

        gui = importlib.resources.files("pygame_gui") / "data"
        for bold, name in ((False, "NotoSans-Italic.ttf"), (True, "NotoSans-BoldItalic.ttf")):
            path = Path(str(gui / name))
            if path.is_file():
                out[(bold, True)] = path
    except (ImportError, TypeError, OSError):
        pass
    return out


class Fonts:
    """The faces one page uses, loaded when first asked for (a page keeps its own, so nothing
    outlives a restart of pygame's font module)."""

    def __init__(self) -> None:
        self._files = font_files()
        self._faces: dict[tuple[int, bool, bool], pygame.font.Font] = {}

    def get(self, px: int, bold: bool = False, italic: bool = False) -> pygame.font.Font:
        key = (max(6, px), bold, italic)
        face = self._faces.get(key)
        if face is None:
            if not pygame.font.get_init():
                pygame.font.init()
            path = self._files.get((bold, italic))
            if path is None:
                face = pygame.font.Font(str(self._files[(bold, False)]), key[0])
                face.italic = italic
            else:
                face = pygame.font.Font(str(path), key[0])
            self._faces[key] = face
        return face
