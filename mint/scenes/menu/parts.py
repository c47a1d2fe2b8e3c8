"""The main menu's parts: the tiles' pictures and the journals behind Continue tiles, and the
targets a pointer or the keyboard can choose. What a game's tile says is its declaration's
(``registry.declaration``). The screen is this package's ``MenuScene``.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

import pygame

from mint.core import registry, words
from mint.core.words import join, t

MENU_LOOKS = 5
"""The menu reads at most this many journals to find the unfinished games it offers."""
MENU_CONTINUES = 3
"""How many unfinished games get a Continue tile (the load screen lists every one)."""
FRESH_SEED = 1
"""The seed of the fresh game each game's tile shows."""
PICTURE_RATIO = 964 / 661
"""Width over height of a picture (the playing area of a table laid out at 1280x720)."""
NARROWEST = 1700
"""The menu's width at 1080p scale; a narrower window (or a large interface scale) draws it smaller."""
TEXT_LEAST = 18
"""The smallest text the menu draws, at 1080p scale (12 px at 1280x720)."""
HEADING = 28
"""Game names and the right-hand column's headings (one bold size: each size is a font to load)."""


INTRO = t(
    "Choose a game on the left to set it up: how many play, and which seats the bots take. "
    "Learn to play, on its picture, teaches it in a short guided game."
)
TIPS = (
    t("Drag a piece to where it goes, or click it and then its place."),
    t("H shows a hint, and Ctrl+Z takes a move back."),
    t("F1 opens the rules of the game in play; Esc pauses it."),
    t("A game you leave is kept, to be continued from here."),
)

PICTURES: dict[str, pygame.Surface] = {}
"""Pictures already read or drawn in this run, by their cache file: the menu opens again at once
(at most ``PICTURES_MOST``, about 0.6 MB each)."""
PICTURES_MOST = 12
_CODE_STAMPS: dict[str, int] = {}


def journals_kept() -> bool:
    """Whether the journal folder holds anything (only looked at: nothing is read)."""
    from mint.core.paths import journal_dir

    try:
        with os.scandir(journal_dir()) as found:
            return next(found, None) is not None
    except OSError:
        return False


def unfinished_games() -> list[tuple[Any, Any]]:
    """The unfinished games the menu offers: at most ``MENU_LOOKS`` journals read, newest first,
    those whose seats can be filled. An empty journal folder (a first start) is looked at only:
    then nothing that reads journals is loaded."""
    if not journals_kept():
        return []
    from mint.core.session import unfinished_journals

    return playable(unfinished_journals(limit=MENU_LOOKS))


def playable(journals: list[tuple[Any, Any]]) -> list[tuple[Any, Any]]:
    """The unfinished games whose seats this app can still fill: a journal naming a bot kind it
    does not know is left alone (and not offered), rather than failing when the table opens."""
    if not journals:
        return []  # (nothing to check: the bots need not be loaded)
    from mint.bots.kinds import unknown_bots

    return [(path, rec) for path, rec in journals if not unknown_bots(rec.game, rec.seats)]


def players_line(seats: Sequence[Any]) -> str:
    """Who plays, in seat order: "Ann, Blue (bot) and Green (bot)"."""
    from mint.core.seats import colour

    names = [s.name or colour(i) for i, s in enumerate(seats)]
    return join([name if s.is_human else str(t("{name} (bot)", name=name)) for name, s in zip(names, seats)])


def progress(path: Path, rec: Any) -> str:
    """How far an unfinished game got and when it was last played: "12 moves · 3 May, 16:20"
    (the year only when it is not this one)."""
    import time

    moves = words.tn("{n} move", "{n} moves", len(rec.actions))
    try:
        when = time.localtime(os.stat(path).st_mtime)
    except (OSError, OverflowError, ValueError):
        return str(moves)
    day, month, clock = when.tm_mday, words.MONTHS[when.tm_mon - 1], f"{when.tm_hour:02d}:{when.tm_min:02d}"
    if when.tm_year == time.localtime().tm_year:
        return str(words.t("{moves} · {day} {month}, {time}", moves=moves, day=day, month=month, time=clock))
    return str(
        words.t(
            "{moves} · {day} {month} {year}, {time}",
            moves=moves,
            day=day,
            month=month,
            year=when.tm_year,
            time=clock,
        )
    )


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """``text`` in lines no wider than ``width`` (a word longer than that gets a line of its own).
    Each word is measured once: a line is as wide as its words and the spaces between them."""
    space = font.size(" ")[0]
    lines: list[str] = []
    line: list[str] = []
    used = 0
    for word in text.split():
        w = font.size(word)[0]
        if line and used + space + w > width:
            lines.append(" ".join(line))
            line, used = [], 0
        used += (space if line else 0) + w
        line.append(word)
    lines.append(" ".join(line))
    return lines


def code_stamp(game: str) -> int:
    """The newest modification time (ns) of the game's code, data and sprites, 0 when none can be
    read (a frozen build: its version, also part of the key, says when pictures are stale)."""
    if game not in _CODE_STAMPS:
        from mint.resources import data_path, sprite_path

        newest = 0
        for folder in (registry.folder(game), data_path(game), sprite_path(game)):
            for base, dirs, files in os.walk(folder):
                dirs[:] = [d for d in dirs if d != "__pycache__"]  # (compiled again after a change anyway)
                for name in files:
                    try:
                        newest = max(newest, os.stat(os.path.join(base, name)).st_mtime_ns)
                    except OSError:
                        pass
        _CODE_STAMPS[game] = newest
    return _CODE_STAMPS[game]


def fresh_entry(game: str) -> Any:
    """The cache entry of the picture of a fresh game (no file behind it: the key names the game,
    its seed, its moves and the state of its code)."""
    from mint.core.saves import Entry, Stamp

    players, moves = registry.declaration(game).picture
    name = f"{game}.fresh"
    return Entry("fresh", Path(name), Stamp(name, FRESH_SEED * 10_000 + moves * 10 + players, code_stamp(game)))


def fresh_record(game: str) -> Any:
    """The record of the fresh game a game's tile shows: random seats, as many moves in as its
    declaration's ``picture`` says."""
    from mint.core.game import Seat
    from mint.ui.shots import played_session

    rules = registry.get(game)
    n, moves = registry.declaration(game).picture
    n = max(rules.MIN_PLAYERS, min(rules.MAX_PLAYERS, n))
    return played_session(game, tuple(Seat("random") for _ in range(n)), {}, FRESH_SEED, moves).record()


def remember_picture(path: str, pic: pygame.Surface | None) -> pygame.Surface | None:
    if pic is not None:
        if len(PICTURES) >= PICTURES_MOST:
            PICTURES.pop(next(iter(PICTURES)))
        PICTURES[path] = pic
    return pic


@dataclass
class Target:
    """Something on the menu to click or choose: a game's tile, a Continue tile, an entry, or a
    game's Rules button (``column`` None: reached by the pointer and by F1, not by the arrows)."""

    key: str
    rect: pygame.Rect
    text: str
    column: int | None = 0
    game: str = ""


class MenuChoices:
    """The menu's targets: ``buttons`` in keyboard order (left column, then right), ``extras`` the
    buttons inside tiles. Tracks the pointer (hover, press) and the keyboard focus."""

    def __init__(self) -> None:
        self.buttons: list[Target] = []
        self.extras: list[Target] = []
        self.focus: int | None = None
        self.hover: str | None = None
        self.pressed: str | None = None
        self._crossed: tuple[str, str] | None = None  # (from, to) of the last Left/Right, to go back

    def set(self, buttons: list[Target], extras: list[Target]) -> None:
        """New targets (a new layout); the focus stays on the same key when it is still there."""
        focused = self.focused()
        self.buttons, self.extras = buttons, extras
        keys = [b.key for b in buttons]
        self.focus = keys.index(focused.key) if focused is not None and focused.key in keys else None
        self.hover = self.pressed = None

    def focused(self) -> Target | None:
        return self.buttons[self.focus] if self.focus is not None and 0 <= self.focus < len(self.buttons) else None

    def at(self, pos: tuple[int, int]) -> Target | None:
        """The target under ``pos`` (a button inside a tile before the tile)."""
        return next((t for t in [*self.extras, *self.buttons] if t.rect.collidepoint(pos)), None)

    def target(self, key: str | None) -> Target | None:
        return next((t for t in [*self.buttons, *self.extras] if t.key == key), None)

    def handle(self, event: pygame.event.Event) -> tuple[str | None, bool]:
        """(the key this event chose, if any; whether it changed what is drawn)."""
        if event.type == pygame.MOUSEMOTION:
            t = self.at(event.pos)
            key = t.key if t else None
            changed, self.hover = key != self.hover, key
            return None, changed
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            t = self.at(event.pos)
            self.pressed = t.key if t else None
            return None, t is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            t = self.at(event.pos)
            chosen = self.pressed if t is not None and t.key == self.pressed else None
            changed = self.pressed is not None
            self.pressed = None
            return chosen, changed
        if event.type == pygame.KEYDOWN and self.buttons:
            return self.key(event)
        return None, False

    def key(self, event: pygame.event.Event) -> tuple[str | None, bool]:
        n = len(self.buttons)
        i = self.focus
        back = bool(event.mod & pygame.KMOD_SHIFT)
        if event.key == pygame.K_DOWN or (event.key == pygame.K_TAB and not back):
            self.move(0 if i is None else (i + 1) % n)
        elif event.key == pygame.K_UP or event.key == pygame.K_TAB:
            self.move(n - 1 if i is None else (i - 1) % n)
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.cross(0 if event.key == pygame.K_LEFT else 1)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            t = self.focused()
            return (t.key if t else None), False
        else:
            return None, False
        return None, True

    def move(self, i: int) -> None:
        self.focus = i
        self._crossed = None

    def cross(self, column: int) -> None:
        """Focus the target of ``column`` beside the focused one (the one it came from, if the
        last Left/Right came from there)."""
        here = self.focused()
        side = [i for i, b in enumerate(self.buttons) if b.column == column]
        if not side or (here is not None and here.column == column):
            return
        if here is None:
            self.focus = side[0]
            return
        if self._crossed is not None and self._crossed[1] == here.key:
            back = next((i for i in side if self.buttons[i].key == self._crossed[0]), None)
            if back is not None:
                self.focus, self._crossed = back, None
                return
        y = here.rect.centery
        best = min(side, key=lambda i: (abs(self.buttons[i].rect.centery - y), i))
        self._crossed = (here.key, self.buttons[best].key)
        self.focus = best
