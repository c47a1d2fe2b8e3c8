"""Where a part painted alone strays past its area (tests of views that paint in place, where a
part is painted again clipped to the places that changed: a pixel it left outside would stay stale)."""

from __future__ import annotations

import pygame

REACH = 96  #: how far round its area a part's pixels are looked for (a shadow or a ring reaches a few)


def _bands(surface: pygame.Surface, area: pygame.Rect, reach: int) -> list[pygame.Rect]:
    """What of the surface lies within ``reach`` px of ``area`` but outside it: above the area,
    below it, left and right of it."""
    near = area.inflate(2 * reach, 2 * reach).clip(surface.get_rect())
    above, below = max(0, area.top - near.top), max(0, near.bottom - area.bottom)
    bands = (
        pygame.Rect(near.left, near.top, near.width, above),
        pygame.Rect(near.left, near.bottom - below, near.width, below),
        pygame.Rect(near.left, area.top, max(0, area.left - near.left), area.height),
        pygame.Rect(area.right, area.top, max(0, near.right - area.right), area.height),
    )
    return [b.clip(near) for b in bands]


def round_bytes(surface: pygame.Surface, area: pygame.Rect, reach: int = REACH) -> bytes:
    """The pixels within ``reach`` px of ``area`` but outside it, as RGB bytes (compared before
    and after a part paints on a table with other parts on it)."""
    return b"".join(
        pygame.image.tobytes(surface.subsurface(b), "RGB") for b in _bands(surface, area, reach) if b.width and b.height
    )


def outside(
    surface: pygame.Surface, area: pygame.Rect, ground: tuple[int, ...], reach: int = REACH
) -> pygame.Rect | None:
    """The bounds of the pixels of ``surface`` not of the ``ground`` colour within ``reach`` px of
    ``area`` but outside it (None: none): the four bands round the area, each compared with the
    ground, and the bounds of what differs read with the ground as the colour key (a part's
    pixels inside the area are not read)."""
    found = []
    for band in _bands(surface, area, reach):
        if band.width > 0 and band.height > 0:
            window = surface.subsurface(band)
            if pygame.image.tobytes(window, "RGB") == bytes(ground[:3]) * (band.width * band.height):
                continue  # (all ground: the quick look, three times quicker than the bounds)
            window.set_colorkey(ground[:3])
            drawn = window.get_bounding_rect()
            if drawn.width:
                found.append(drawn.move(band.topleft))
    return found[0].unionall(found[1:]) if found else None


def ground_round(surface: pygame.Surface, area: pygame.Rect, ground: tuple[int, ...], reach: int = REACH) -> None:
    """Lay the ``ground`` colour where ``outside`` looks, and over the area itself."""
    surface.set_clip(None)
    surface.fill(ground, area.inflate(2 * reach, 2 * reach))
