"""The pygame_gui managers the app makes (made on first use: pygame_gui loads late).

Their themes keep the widgets' drawn shapes on a surface whose memory counts only where a shape
lies (``shapes_on_clear_pages``).

pygame_gui reads each face it loads from its own package whole into memory, a copy of the font
file (about 0.5 MiB) for every size and style a screen uses: some fourteen copies, 7 MiB, for a
table. Given the files' places on the disk instead, it reads them from there as it needs them.
The same files: the same letters.
"""

from __future__ import annotations

import functools
import os
from importlib import resources
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mint.ui.tabletop import Turn

FACES = ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf", "NotoSans-BoldItalic.ttf")
"""pygame_gui's own faces of its default font, regular, bold, italic, bold italic."""


def faces_from_files(fonts: Any) -> bool:
    """Have the font dictionary ``fonts`` load pygame_gui's default font from its files, where the
    package lies on the disk as files (True); else it stays as it was."""
    try:
        base = resources.files("pygame_gui.data")
    except (ModuleNotFoundError, TypeError):
        return False
    places = [str(base / name) for name in FACES]
    if not isinstance(base, os.PathLike) or not all(os.path.isfile(p) for p in places):
        return False
    fonts.known_font_paths["noto_sans"] = [(p, False) for p in places]
    return True


def shapes_on_clear_pages(theme: Any) -> bool:
    """Have the theme's cache of drawn widget shapes keep them on a clear surface whose memory
    counts only where a shape was put (``surfcache.clear_surface``): pygame_gui makes it 1024x1024
    and writes all of it clear at once, 4 MiB for each screen's theme however few shapes it holds.
    True when it was done (before anything was put in it)."""
    from mint.ui.surfcache import clear_surface

    cache = getattr(theme, "_shape_cache", None)
    sheets = getattr(cache, "cache_surfaces", None)
    if cache is None or not isinstance(sheets, list) or len(sheets) != 1 or cache.cache_long_term_lookup:
        return False
    surface, pages = clear_surface(tuple(cache.cache_surface_size))
    if pages is None:
        return False
    sheets[0]["surface"] = surface
    return True


@functools.cache
def manager_classes() -> tuple[Any, Any]:
    """The manager for an upright scene, and for a turned one."""
    import pygame_gui

    class Manager(pygame_gui.UIManager):  # type: ignore[misc]
        """pygame_gui's manager, its default font read from its files."""

        def create_new_theme(self, theme_path: Any = None) -> Any:
            theme = super().create_new_theme(None)
            faces_from_files(theme.get_font_dictionary())
            shapes_on_clear_pages(theme)
            if theme_path is not None:
                theme.load_theme(theme_path)
            return theme

    class TurnedManager(Manager):
        """Its widgets lie in a turned scene's upright space: every pointer position it reads
        (from events, and the pointer it polls for hover) is turned back into that space."""

        turn: Turn

        def calculate_scaled_mouse_position(self, position: tuple[int, int]) -> tuple[int, int]:
            u, v = self.turn.upright(position)
            return int(u), int(v)

    return Manager, TurnedManager
