"""Copies, fills and panels made in two where memory is quicker to write give pygame's pixels."""

from __future__ import annotations

import random

import pygame
import pytest

from mint.ui import rows


def _surface(size: tuple[int, int], rnd: random.Random) -> pygame.Surface:
    s = pygame.Surface(size)
    for _ in range(40):
        s.fill(
            (rnd.randrange(256), rnd.randrange(256), rnd.randrange(256)),
            (rnd.randrange(size[0]), rnd.randrange(size[1]), rnd.randrange(1, 300), rnd.randrange(1, 300)),
        )
    return s


def _cases(seed: str) -> list[tuple[pygame.Rect, pygame.Rect | None, bool]]:
    """Rects (many rows tall, at every offset from a line's start), with or without a clip, on the
    surface or on a window of it."""
    rnd = random.Random(seed)
    out = []
    for _ in range(60):
        r = pygame.Rect(
            rnd.randrange(-40, 1900), rnd.randrange(-40, 1000), rnd.randrange(1, 700), rnd.randrange(1, 400)
        )
        clip = None
        if rnd.random() < 0.4:
            clip = pygame.Rect(
                rnd.randrange(0, 1500), rnd.randrange(0, 800), rnd.randrange(1, 600), rnd.randrange(1, 400)
            )
        out.append((r, clip, rnd.random() < 0.3))
    return out


@pytest.mark.parametrize("seed", ["a", "b"])
def test_copies_fills_and_panels_are_pygames(seed):
    rnd = random.Random(seed)
    base = _surface((1920, 1080), rnd)
    src = _surface((760, 420), rnd)
    split = 0
    for r, clip, window in _cases(seed):
        ours, theirs = base.copy(), base.copy()
        if window:  # (a window onto the surface, starting part-way into a row)
            ours, theirs = ours.subsurface((37, 11, 1800, 1000)), theirs.subsurface((37, 11, 1800, 1000))
        for s in (ours, theirs):
            s.set_clip(clip)
        area = pygame.Rect(rnd.randrange(0, 60), rnd.randrange(0, 20), r.width, r.height)
        colour = (rnd.randrange(256), rnd.randrange(256), rnd.randrange(256))
        radius = rnd.randrange(0, 30)
        split += rows._lead(ours, r.clip(ours.get_clip())) > 0
        assert rows.blit(ours, src, r.topleft, area) == theirs.blit(src, r.topleft, area)
        rows.fill(ours, colour, r)
        theirs.fill(colour, r)
        rows.rounded(ours, colour, r.move(5, 3), radius)
        pygame.draw.rect(theirs, colour, r.move(5, 3), border_radius=radius)
        assert ours.get_clip() == theirs.get_clip()
        assert pygame.image.tobytes(ours, "RGB") == pygame.image.tobytes(theirs, "RGB"), (r, clip, window)
    assert split > 20  # (most cases were made in two)


def test_see_through_copies_are_left_to_pygame():
    """A see-through picture is blended pixel by pixel: copied as pygame copies it, in one."""
    dst = pygame.Surface((1920, 200))
    src = pygame.Surface((300, 100), pygame.SRCALPHA)
    src.fill((200, 10, 10, 120))
    ours, theirs = dst.copy(), dst.copy()
    rows.blit(ours, src, (1497, 20))
    theirs.blit(src, (1497, 20))
    assert pygame.image.tobytes(ours, "RGB") == pygame.image.tobytes(theirs, "RGB")
