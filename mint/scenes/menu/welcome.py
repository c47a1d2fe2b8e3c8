"""The main menu's welcome panel: how to begin, a few tips for the table, and a larger picture of a
game, in the room the right-hand column leaves."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from mint.core import registry, words
from mint.scenes.menu.parts import HEADING, INTRO, PICTURE_RATIO, TEXT_LEAST, TIPS
from mint.ui import palette

if TYPE_CHECKING:
    from mint.scenes.menu import MenuScene


def draw_welcome(menu: MenuScene, surface: pygame.Surface) -> None:
    """The room left in the right-hand column: how to begin (with no game to continue), a few
    tips for the table, and a larger picture of the last game pointed at when there is room."""
    k = menu.kit
    right = menu.right_column
    first = next((b for b in menu.choices.buttons if b.key == "load"), None)
    top = right.y
    if menu.continues:
        last = [b for b in menu.choices.buttons if b.key.startswith("continue:")][-1]
        top = last.rect.bottom + k.px(24)
    bottom = (first.rect.top if first else right.bottom) - k.px(24)
    rect = pygame.Rect(right.x, top, right.width, bottom - top)
    pad = k.px(26)
    if rect.height < k.px(150):
        return
    k.panel(surface, rect)
    inner = rect.inflate(-2 * pad, -2 * pad)
    heading = str(words.t("At the table") if menu.continues else words.t("New to the table?"))
    y = k.text(surface, heading, inner.topleft, HEADING, palette.TEXT, True).bottom + k.px(10)
    step = k.font(20).get_linesize()
    if not menu.continues:
        for line in menu.lines(str(INTRO), 20, inner.width, most=4):
            k.text(surface, line, (inner.x, y), 20, palette.TEXT)
            y += step
        y += k.px(14)
    bullet = k.px(9)
    text_x = inner.x + 3 * bullet
    for i, tip in enumerate(TIPS):
        rows = menu.lines(str(tip), 20, inner.right - text_x, most=3)
        if y + len(rows) * step > inner.bottom:
            break
        k.mint(surface, (inner.x + bullet, y + step // 2), bullet, ("classic", "sugarfree", "cinnamon")[i % 3])
        for row in rows:
            k.text(surface, row, (text_x, y), 20, palette.TEXT_2)
            y += step
        y += k.px(8)
    game = menu.preview_game()
    caption_h = k.font(TEXT_LEAST).get_linesize()
    room = inner.bottom - y - k.px(12) - caption_h - k.px(6)
    if game is not None and room >= k.px(150):
        # a larger picture of the game pointed at or chosen (the first one otherwise)
        h = min(room, int(inner.width / PICTURE_RATIO))
        box = pygame.Rect(0, inner.bottom - caption_h - k.px(6) - h, int(h * PICTURE_RATIO), h)
        box.centerx = inner.centerx
        menu.draw_picture(surface, f"game:{game}", box, palette.ACCENTS.get(game, palette.LEGAL))
        said = words.t("A new game of {game}, a few moves in", game=registry.title(game))
        caption = menu.lines(str(said), TEXT_LEAST, inner.width)[0]
        k.text(surface, caption, (inner.centerx, box.bottom + k.px(6)), TEXT_LEAST, palette.TEXT_2, anchor="midtop")
    elif inner.bottom - y >= k.px(48):
        for i, g in enumerate(menu.games):
            c = (inner.x + k.px(16) + i * k.px(46), inner.bottom - k.px(16))
            k.mint(surface, c, k.px(15), "classic")
            pygame.draw.circle(surface, palette.ACCENTS[g], c, k.px(8))
