"""Kept pictures are bounded by the memory they take, not by their count: a long session of new
log lines at 4K stays within the text cache's budget (it grew by about 0.5 MiB a game before)."""

from __future__ import annotations

import pygame

from mint.ui import kit as kit_mod
from mint.ui.kit import Kit
from mint.ui.surfcache import MIB, surface_bytes, surface_cache


def test_the_least_recently_used_pictures_go_once_the_budget_is_passed() -> None:
    made: list[int] = []

    @surface_cache(10 * 100 * 100 * 4)
    def square(n: int) -> pygame.Surface:
        made.append(n)
        return pygame.Surface((100, 100), pygame.SRCALPHA)

    for n in range(10):
        square(n)
    square(0)  # the first is used again: the second is now the oldest
    square(10)  # one past the budget
    info = square.cache_info()  # type: ignore[attr-defined]
    assert info.currsize == 10 and info.nbytes <= info.maxbytes
    assert square(0) is square(0) and made.count(0) == 1, "kept: drawn once"
    square(1)
    assert made.count(1) == 2, "the least recently used was forgotten and is drawn again"


def test_a_picture_larger_than_the_budget_is_still_drawn_and_kept_alone() -> None:
    @surface_cache(100)
    def big(n: int) -> pygame.Surface:
        return pygame.Surface((50, 50))

    first = big(1)
    assert big(1) is first and big.cache_info().currsize == 1  # type: ignore[attr-defined]
    big(2)
    assert big.cache_info().currsize == 1  # type: ignore[attr-defined]


def test_thousands_of_new_log_lines_at_4k_stay_within_the_text_budget() -> None:
    pygame.font.init()
    kit = Kit(scale=2.0)
    kit_mod._text_surface.cache_clear()
    for i in range(3000):
        kit.render(f"Move {i}: a long line of the story of the game, as the log shows it at 4K", 18)
    info = kit_mod._text_surface.cache_info()
    assert info.maxbytes == kit_mod.TEXT_BYTES <= 10 * MIB
    assert info.nbytes <= info.maxbytes
    assert info.nbytes >= info.maxbytes - surface_bytes(kit.render("Move 0: a long line of the story", 18)) * 4


def test_pictures_asked_for_again_outlast_a_flood_of_new_ones() -> None:
    """A picture drawn over and over (a name, a label) stays kept while thousands drawn once (log
    and status lines) pass through; a plain least-recently-used cache lets the flood push it out."""
    made: list[int] = []

    @surface_cache(30 * 100 * 100 * 4)
    def square(n: int) -> pygame.Surface:
        made.append(n)
        return pygame.Surface((100, 100), pygame.SRCALPHA)

    for n in range(5):  # the pictures drawn again and again
        square(n)
        square(n)
    for n in range(100, 400):  # a flood of new ones, ten times the budget, the five asked now and then
        square(n)
        if n % 50 == 0:
            for again in range(5):
                square(again)
    square(0)
    assert made[:5] == [0, 1, 2, 3, 4] and all(made.count(n) == 1 for n in range(5)), "never drawn again"
    info = square.cache_info()  # type: ignore[attr-defined]
    assert info.nbytes <= info.maxbytes
