"""A laid-out markdown page: its positioned pieces (words, fills, bullets, pictures, anchors, table
boxes) and their drawing, each text rendered once and kept. ``mint.ui.markdown`` lays pages out.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field

import pygame

from mint.core.text import clean
from mint.ui.markdown_blocks import parse as parse
from mint.ui.markdown_blocks import plain as plain
from mint.ui.markdown_fonts import Fonts
from mint.ui.palette import Color

# --- the laid-out page -----------------------------------------------------------------------


@dataclass
class Piece:
    """One run of text in one style on one line, where it goes on the page."""

    text: str
    rect: pygame.Rect
    size: int  #: font size in pixels
    bold: bool
    italic: bool
    color: Color


@dataclass
class Fill:
    """A rectangle drawn under the text: ``width`` 0 fills it, more draws its outline."""

    rect: pygame.Rect
    color: Color
    width: int = 0
    radius: int = 0


@dataclass
class Dot:
    """A list bullet: ``kind`` is one of BULLETS."""

    center: tuple[int, int]
    radius: int
    kind: str
    color: Color


@dataclass
class Image:
    """A picture (block or inline); ``surface`` is None when its file is missing."""

    rect: pygame.Rect
    surface: pygame.Surface | None
    alt: str
    url: str


@dataclass
class Anchor:
    """A heading: its level, its text and where it lies on the page."""

    level: int
    text: str
    rect: pygame.Rect
    id: str = ""  #: what a refusal's rule names (``mint.core.rulepage``)


@dataclass
class TableBox:
    """A laid-out table: its outline and the rect of every cell, header row first."""

    rect: pygame.Rect
    cells: list[list[pygame.Rect]]


@dataclass
class Page:
    """A laid-out markdown text, ``width`` by ``height`` pixels, drawn with ``draw``."""

    width: int
    height: int = 0
    pieces: list[Piece] = field(default_factory=list)
    fills: list[Fill] = field(default_factory=list)
    dots: list[Dot] = field(default_factory=list)
    images: list[Image] = field(default_factory=list)
    headings: list[Anchor] = field(default_factory=list)
    tables: list[TableBox] = field(default_factory=list)
    fonts: Fonts = field(default_factory=Fonts, repr=False)
    _rendered: OrderedDict[tuple[str, int, bool, bool, Color], pygame.Surface] = field(
        default_factory=OrderedDict, repr=False
    )

    def texts(self) -> list[str]:
        """Every run of text on the page, in reading order."""
        return [p.text for p in self.pieces]

    def render(self, piece: Piece) -> pygame.Surface:
        key = (piece.text, piece.size, piece.bold, piece.italic, piece.color)
        surf = self._rendered.get(key)
        if surf is None:
            face = self.fonts.get(piece.size, piece.bold, piece.italic)
            try:
                surf = face.render(piece.text, True, piece.color)
            except (pygame.error, UnicodeError):
                surf = face.render(clean(piece.text) or " ", True, piece.color)
            self._rendered[key] = surf
            if len(self._rendered) > 400:
                self._rendered.popitem(last=False)
        else:
            self._rendered.move_to_end(key)
        return surf

    def draw(self, surface: pygame.Surface, origin: tuple[int, int], view: pygame.Rect) -> list[Piece]:
        """Draw the part of the page inside ``view`` (screen pixels), the page's top-left corner
        at ``origin``. Returns the pieces of text drawn."""
        ox, oy = origin
        old_clip = surface.get_clip()
        surface.set_clip(view.clip(old_clip) if old_clip else view)
        for f in self.fills:
            r = f.rect.move(ox, oy)
            if r.colliderect(view):
                pygame.draw.rect(surface, f.color, r, f.width, border_radius=f.radius)
        for d in self.dots:
            cx, cy = d.center[0] + ox, d.center[1] + oy
            if view.top - d.radius <= cy <= view.bottom + d.radius:
                if d.kind == "square":
                    pygame.draw.rect(
                        surface, d.color, pygame.Rect(cx - d.radius, cy - d.radius, 2 * d.radius, 2 * d.radius)
                    )
                elif d.kind == "circle":
                    pygame.draw.circle(surface, d.color, (cx, cy), d.radius, max(1, d.radius // 3))
                else:
                    pygame.draw.circle(surface, d.color, (cx, cy), d.radius)
        drawn = []
        for p in self.pieces:
            r = p.rect.move(ox, oy)
            if r.colliderect(view):
                surface.blit(self.render(p), r)
                drawn.append(p)
        for im in self.images:
            r = im.rect.move(ox, oy)
            if r.colliderect(view) and im.surface is not None:
                surface.blit(im.surface, r)
        surface.set_clip(old_clip)
        return drawn
