"""The log in the side column: one line per step played, newest at the bottom, scrolled by the wheel."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from mint.core import words
from mint.core.session import Session
from mint.ui import palette
from mint.ui.kit import Kit
from mint.ui.palette import Color

LOG_SIZE = 18  #: the log's text size at 1080p (12 px at 1280x720, the least body text there)


class GameLog:
    """What was played so far, as the rules describe each step, with the seat that took it."""

    def __init__(self) -> None:
        self.lines: list[tuple[int | None, str]] = []
        self.scroll = 0  #: how many of the newest lines are scrolled out of sight
        self._wrapped: dict[tuple[str, int, float], list[str]] = {}  #: a line cut to the log's width, kept
        self._read: list[tuple[Any, Any]] = []  #: the (state, action) each line was described from
        self._language = words.language()  #: the language the lines were said in

    def refresh(self, session: Session, rules: Any) -> None:
        """Read the steps up to the session's cursor (after a move, an undo, a seek). Lines of the
        steps that are still the same objects are kept, so a move describes only itself."""
        s = session
        if self._language != words.language():  # said again in the language now in use
            self._read, self.lines, self._language = [], [], words.language()
        # the steps read that are still the same run from the first on (a step taken back and
        # another taken replaces the steps from there): the first that is not is looked up halving
        keep, high = 0, min(len(self._read), s.cursor)
        while keep < high:
            mid = (keep + high) // 2
            state, action = self._read[mid]
            if state is s.states[mid] and action is s.actions[mid]:
                keep = mid + 1
            else:
                high = mid
        lines, read = self.lines[:keep], self._read[:keep]
        actor = getattr(rules, "actor", None) or (lambda state, action: rules.to_act(state))
        for i in range(keep, s.cursor):
            state, action = s.states[i], s.actions[i]
            lines.append((actor(state, action), rules.describe(state, action)))
            read.append((state, action))
        if keep != len(self.lines) or keep != s.cursor:  # (a rebuild that changes nothing keeps the scroll)
            self.scroll = 0
        self.lines, self._read = lines, read

    def wheel(self, steps: int) -> None:
        self.scroll = max(0, min(len(self.lines) - 1, self.scroll + steps))

    def draw(
        self,
        surface: pygame.Surface,
        kit: Kit,
        rect: pygame.Rect,
        mark: Callable[[int], tuple[str, Color] | None] | None = None,
        scroll: int | None = None,
    ) -> int:
        """The newest lines that fit, each after its seat's shape (``mark`` may give a seat its own);
        ``scroll`` lines paged out of sight (this log's own scroll when None). Returns how many
        lines it drew."""
        k = kit
        k.panel(surface, rect)
        k.text(surface, str(words.t("Log")), (rect.x + k.px(14), rect.y + k.px(8)), 18, palette.TEXT_2, True)
        y = rect.bottom - k.px(10)
        back = self.scroll if scroll is None else scroll
        lines = self.lines[: len(self.lines) - back] if back else self.lines
        step = k.font(LOG_SIZE).get_linesize()
        shown = 0
        for seat, text in reversed(lines):
            wrapped = self._wrap(k, text, rect.width - k.px(44))
            y -= step * len(wrapped) + k.px(4)
            if y < rect.y + k.px(34):
                break
            shown += 1
            if seat is not None:
                shape, colour = (mark(seat) if mark is not None else None) or (
                    k.player_shape(seat),
                    k.player_color(seat),
                )
                k.shape(surface, (rect.x + k.px(20), y + step // 2), k.px(7), shape, colour)
            for j, line in enumerate(wrapped):
                k.text(surface, line, (rect.x + k.px(34), y + j * step), LOG_SIZE, palette.TEXT)
        return shown

    def _wrap(self, kit: Kit, text: str, width: int) -> list[str]:
        key = (text, width, kit.scale)
        lines = self._wrapped.get(key)
        if lines is None:
            if len(self._wrapped) > 4096:
                self._wrapped.clear()
            lines = self._wrapped[key] = kit.wrap(text, LOG_SIZE, width)
        return lines
