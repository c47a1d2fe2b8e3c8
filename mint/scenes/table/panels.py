"""The table's chrome around the board: the top bar, the side column's heading and peek controls
(table-top mode's strips on the edges are drawn by ``edges``)."""

from __future__ import annotations

from typing import Sequence

import pygame

from mint.bots.kinds import kind_label
from mint.core import words
from mint.core.game import Seat
from mint.scenes.table.contract import Table
from mint.ui import palette
from mint.ui.kit import Kit


def seat_name(kit: Kit, seats: Sequence[Seat], seat: int) -> str:
    return kit.seat_name(seats, seat)


def dots_width(kit: Kit) -> int:
    """The room the "thinking" dots take at their longest, at the end of the title line."""
    return kit.font(20, True).size("•••")[0]


def turn_text(table: Table) -> tuple[int | None, str]:
    """Whose turn it is, for the side column's heading: (seat or None, the words)."""
    s = table.session
    seat = table.rules.to_act(s.state)
    if seat is None:
        return None, str(words.t("Game over"))
    driver = table.view.turn_words(table.obs) if table.obs is not None else None  # (an AI driver's turn)
    if driver is not None:
        return driver
    name = seat_name(table.kit, s.seats, seat)
    if s.seats[seat].is_human:
        return seat, str(words.t("{who} to play", who=name))
    kind = kind_label(s.seats[seat].kind)
    if table.thinking:
        return seat, str(words.t("{who} · {bot} is thinking", who=name, bot=kind))
    return seat, f"{name} · {kind}"


def draw_top(surface: pygame.Surface, table: Table) -> None:
    k = table.kit
    w = table.app.size[0]
    bar = pygame.Rect(0, 0, w, table.frame.top_h)
    pygame.draw.rect(surface, palette.PANEL, bar)
    pygame.draw.rect(surface, table.view.accent, pygame.Rect(0, bar.bottom - k.px(4), w, k.px(4)))
    k.text(surface, table.rules.TITLE, (k.px(20), bar.centery), 26, table.view.accent, True, "midleft")


def side_head(table: Table) -> pygame.Rect:
    side = table.frame.side
    return pygame.Rect(side.x, side.y, side.width, table.kit.px(108))


def draw_side(surface: pygame.Surface, table: Table) -> None:
    """The heading (whose turn, the view's status line), the peek controls and the log."""
    k = table.kit
    head = side_head(table)
    k.panel(surface, head)
    seat, text = table.turn_text()
    x = head.x + k.px(16)
    if seat is not None:
        mark = table.view.seat_mark(table.obs, seat) if table.obs is not None else None
        if mark is not None:
            k.shape(surface, (x + k.px(14), head.y + k.px(30)), k.px(14), *mark)
        else:
            k.token(surface, (x + k.px(14), head.y + k.px(30)), k.px(14), seat)
        x += k.px(38)
    room = head.right - x - k.px(12) - (dots_width(k) + k.px(6) if table.thinking else 0)
    k.text(
        surface, text, (x, head.y + k.px(30)), 20, palette.TEXT, True, "midleft", max_width=room
    )  # (clear of the dots)
    status = table.view.status(table.obs) if table.obs is not None else ""
    if status:
        lines = k.wrap(status, 18, head.width - k.px(32))
        step = k.font(18).get_linesize()
        y0 = head.y + k.px(72) - (step // 2 if len(lines) > 1 else 0)
        for i, line in enumerate(lines[:2]):
            k.text(
                surface,
                line,
                (head.x + k.px(16), y0 + i * step),
                18,
                palette.TEXT_2,
                False,
                "midleft",
                max_width=head.width - k.px(32),
            )
    for s, r in table.side.peeks.items():
        held = table.peek == s
        k.panel(surface, r, palette.lighter(k.player_color(s), 0.3 if held else 0.75), radius=k.px(8), shadow=False)
        k.blit_icon(surface, "eye", (r.x + k.px(20), r.centery), 22)
        k.shape(surface, (r.x + k.px(44), r.centery), k.px(9), k.player_shape(s), k.player_color(s))
        k.text(
            surface,
            str(
                words.t("Showing {who}", who=seat_name(k, table.session.seats, s))
                if held
                else words.t("Hold to peek: {who}", who=seat_name(k, table.session.seats, s))
            ),
            (r.x + k.px(58), r.centery),
            18,
            palette.TEXT,
            held,
            "midleft",
            max_width=r.width - k.px(62),
        )
    if table.side.log is not None:
        obs = table.obs
        table.log.draw(surface, k, table.side.log, (lambda seat: table.view.seat_mark(obs, seat)) if obs else None)


def draw_thinking_dots(surface: pygame.Surface, table: Table) -> pygame.Rect:
    """Dots growing to the right at the end of the heading's title, in the room the title leaves.
    Returns where they went."""
    k = table.kit
    head = side_head(table)
    dots = "•" * (1 + int(table.t * 3) % 3)
    return k.text(
        surface, dots, (head.right - k.px(12) - dots_width(k), head.y + k.px(30)), 20, palette.TEXT_2, True, "midleft"
    )
