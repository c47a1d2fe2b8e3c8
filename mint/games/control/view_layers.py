"""The parts of the Mint Control table that a move leaves alone, kept as the pixels they painted.

A part is what the table draws of one thing (a location card, a tile of the pool, the supply, a
player's area) that stays the same over many moves: its base. Its base is painted once, copied
from the surface, and blitted on the next frames while its key holds; what changes with the
moves (tokens, mints, borders) is drawn over it on every frame.

A part's area holds every pixel its base may touch, its shadow included, so neighbouring areas
may overlap where the shadows reach into a narrow gap, or a part may lie on another. A kept
picture then holds what the earlier parts painted there too, so a part is painted again whenever
an earlier part it overlaps changes (and a later one is drawn over it after it, as before). What
changes is never drawn into another part's area. The ground the table paints on (its colour and
the surface's depth) is part of every key.

Each part keeps one picture, found by its name; the pictures go when the shape (the rect and the
kit the table is laid out for) changes, so they take about one board's pixels, whatever the
length of the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable, Sequence

import pygame

from mint.ui.kit import Kit

SHADOW = 6  #: how far the kit's soft shadows reach beyond a panel or card (px, at every scale)


def shadowed(kit: Kit, r: pygame.Rect) -> pygame.Rect:
    """``r`` with the room its kit shadow takes: a soft one around it, or a flat one below, both
    put down by the kit's offset (``Kit.shadow``; cards and panels take the shallow one)."""
    return r.union(r.move(0, kit.px(3)).inflate(2 * SHADOW, 2 * SHADOW))


@dataclass
class Part:
    name: Hashable  #: one picture is kept per name
    area: pygame.Rect  #: every pixel the base may touch
    key: Hashable  #: everything the base shows
    paint: Callable[[], None]  #: paints the base on the surface, where the table puts it
    then: Callable[[], None] | None = None  #: what changes, drawn over the base


class Layers:
    """Kept pictures of the bases of a run of parts drawn in one order on one surface."""

    def __init__(self) -> None:
        self.shape: Hashable = None
        self._kept: dict[Hashable, tuple[Hashable, pygame.Surface]] = {}
        self._under: dict[Hashable, list[list[int]]] = {}  #: for this shape: the earlier parts each part overlaps

    def clear(self) -> None:
        self.shape = None
        self._kept.clear()
        self._under.clear()

    def nbytes(self) -> int:
        return sum(img.get_pitch() * img.get_height() for _, img in self._kept.values())

    def draw(self, surface: pygame.Surface, shape: Hashable, parts: Sequence[Part], ground: pygame.Rect) -> None:
        """Draw ``parts`` in order: each base blitted when kept for the same key, else painted
        and kept; then what changes over it. ``ground`` is a place of the surface's bare ground."""
        if surface.get_flags() & pygame.SRCALPHA:  # (a copy would be laid over, not put in place)
            for p in parts:
                p.paint()
                if p.then:
                    p.then()
            return
        bounds = surface.get_rect()
        areas = [p.area.clip(bounds) for p in parts]
        shape = (shape, bounds.size)
        if shape != self.shape:
            self.clear()
            self.shape = shape
        names = tuple(p.name for p in parts)
        under = self._under.get(names)
        if under is None:
            under = [[j for j in range(i) if areas[j].colliderect(areas[i])] for i in range(len(parts))]
            self._under[names] = under
        spot = ground.topleft
        base = (surface.get_bitsize(), tuple(surface.get_at(spot)) if bounds.collidepoint(spot) else None)
        for i, p in enumerate(parts):
            area = areas[i]
            key = (base, p.key, tuple(parts[j].key for j in under[i]))
            kept = self._kept.get(p.name)
            if kept is not None and kept[0] == key:
                surface.blit(kept[1], area)
            else:
                p.paint()
                if area.width > 0 and area.height > 0:
                    self._kept[p.name] = (key, surface.subsurface(area).copy())
            if p.then:
                p.then()
