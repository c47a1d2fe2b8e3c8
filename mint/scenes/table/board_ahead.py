"""The shared board, turned ahead the other way it may face (table-top mode).

On a table with people at the top and the bottom the board faces the one to act, so a turn
passing across the table shows it half turned: a flip of the whole board, which reads every pixel
backwards (1.1 ms for a 1900x452 board at 1920x1080, the frame after the move's biggest single
cost). Made in a frame that has time to spare and kept up to date as the board is painted, the
turned picture is laid in one copy then. Kept only while it is small (``AHEAD_BYTES``): at
3840x2160 the board's picture would hold 14 MB more, where the flip is a quarter of the frame's
time and the frame within its goal.
"""

from __future__ import annotations

import pygame

from mint.ui import rows
from mint.ui import tabletop as T
from mint.ui.surfcache import MIB, opaque_surface, surface_bytes

AHEAD_BYTES = 8 * MIB  #: the largest board picture kept turned ahead


class TurnedAhead:
    """The board's upright drawing, half turned, for the way the board faces next."""

    def __init__(self) -> None:
        self._turn: T.Turn | None = None  #: how it is laid on screen, when it is up to date
        self._picture: pygame.Surface | None = None
        self._version = -1  #: the table's version the last time it was asked (``when_still``)

    @property
    def ready(self) -> bool:
        return self._turn is not None

    def forget(self) -> None:
        """The board was painted other than through ``painted``: made again when there is time."""
        self._turn = None

    def give_back(self) -> None:
        self._turn, self._picture = None, None

    def when_still(self, version: int, upright: pygame.Surface, turn: T.Turn) -> None:
        """``prepare`` when it is not up to date, in a frame of the same ``version`` of the table as
        the last one asked in (not the frame of a move: it has enough to do)."""
        if version == self._version and self._turn is None:
            self.prepare(upright, turn)
        self._version = version

    def prepare(self, upright: pygame.Surface, turn: T.Turn) -> None:
        """Make the picture of ``upright`` as ``turn`` lays it (a half turn only: a quarter turn
        changes the board's place, so the table lays it out again anyway)."""
        if turn.rotation != 180 or upright.get_size() != turn.size or surface_bytes(upright) > AHEAD_BYTES:
            self.give_back()
            return
        if self._picture is None or self._picture.get_size() != turn.size:
            self._picture = opaque_surface(turn.size)
        T.lay_turned(self._picture, upright, 180, (0, 0))
        self._turn = turn

    def painted(self, upright: pygame.Surface, damage: list[pygame.Rect] | None) -> None:
        """``upright`` was painted again at ``damage`` (None: all of it): the picture too."""
        turn, picture = self._turn, self._picture
        if turn is None or picture is None:
            return
        if damage is None or upright.get_size() != turn.size:
            self.forget()
            return
        own = T.Turn(turn.size, 180, (0, 0))
        for d in damage:
            T.lay_turned(picture, upright.subsurface(d), 180, own.rect(d).topleft)

    def lay(self, surface: pygame.Surface, turn: T.Turn) -> bool:
        """Lay the board on ``surface`` as ``turn`` lays it, when the picture is that: True if so."""
        if self._picture is None or self._turn != turn:
            return False
        rows.blit(surface, self._picture, turn.at)
        return True
