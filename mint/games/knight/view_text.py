"""Mint Knight's words on the table, at sizes that stay readable: never below 18 px at 1080p
(12 px at 1280x720), numbers that matter at 22 and titles at 20.

A text is never shrunk to fit its box. ``fit`` wraps it at its own size and, when it does not fit,
tries the same words in plain type, then a shorter form of them (``short``: the tooltip and the
zoomed card keep the whole text); only when no form fits is the last one cut short with an
ellipsis. ``first_fit`` picks the longest of a few wordings that fits one line.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Iterable, Sequence

import pygame

from mint.core import words
from mint.resources import data_path
from mint.ui import palette
from mint.ui.kit import Kit
from mint.ui.palette import Color

BODY = 18  #: body text, px at 1080p
NUMBER = 22  #: the numbers that matter (costs, defense, points)
TITLE = 20  #: card and panel titles
LEAD = 1.12  #: wrapped lines are this many times their size apart

INK, GREY = palette.TEXT, palette.TEXT_2

# Shorter forms of the effect texts, for boxes too small for the whole, kept per language.
_SHORTER_FILE = "locale/shorter/knight.json"


@cache
def _shortenings(language: str) -> tuple[tuple[tuple[str, str], ...], tuple[tuple[str, str], ...]]:
    """The language's shorter forms of the effect texts (data/locale/shorter/knight.json: each language
    beside its words in the catalogue); the source words' where the language has none."""
    table = json.loads(data_path(*_SHORTER_FILE.split("/")).read_text(encoding="utf-8"))
    forms = table.get(language) or table["en"]
    return tuple((a, b) for a, b in forms["shorter"]), tuple((a, b) for a, b in forms["shortest"])


def short(text: str, shortest: bool = False) -> str:
    """A shorter form of an effect's words (the same meaning, fewer letters), in the language in use."""
    return _short(words.language(), text, shortest)


@lru_cache(maxsize=4096)
def _short(language: str, text: str, shortest: bool) -> str:
    """``short`` in ``language``, worked out once for each text (a frame says the same effects'
    words again and again: some forty patterns tried on each)."""
    shorter, shortest_too = _shortenings(language)
    for pattern, repl in shorter:
        text = re.sub(pattern, repl, text)
    if shortest:
        for pattern, repl in shortest_too:
            text = re.sub(pattern, repl, text)
    return text


def forms(text: str) -> tuple[str, ...]:
    """The text, then its shorter forms (those that differ), longest first."""
    return tuple(dict.fromkeys((text, short(text), short(text, True))))


# --- measuring ----------------------------------------------------------------------------------


def step(k: Kit, size: float, lead: float = LEAD) -> int:
    """How far apart wrapped lines of ``size`` sit."""
    return max(1, round(k.px(size) * lead))


def width_of(k: Kit, text: str, size: float = BODY, bold: bool = False) -> int:
    return k.width(text, size, bold)


@dataclass(frozen=True)
class Laid:
    """Words wrapped for a box: the lines, at what size and weight, and their line step."""

    lines: tuple[str, ...]
    size: float
    bold: bool
    step: int

    @property
    def height(self) -> int:
        return len(self.lines) * self.step


def lay(k: Kit, text: str, width: int, size: float = BODY, bold: bool = True, lead: float = LEAD) -> Laid | None:
    """``text`` wrapped to ``width`` at ``size`` (None when a word alone is wider)."""
    lines = tuple(k.wrap(text, size, width, bold)) if text else ()
    if any(k.width(ln, size, bold) > width for ln in lines):
        return None
    return Laid(lines, size, bold, step(k, size, lead))


def choose(
    k: Kit,
    texts: str | Sequence[str],
    room: tuple[int, int],
    size: float = BODY,
    bold: bool = True,
    lead: float = LEAD,
    plain: bool = True,
) -> Laid | None:
    """The first way of the texts (longest first) to fit ``room`` (width, height): at ``size``,
    then at body size if it is larger, each bold and then plain (unless ``plain`` is False)."""
    sizes = [size] + ([float(BODY)] if size > BODY else [])
    weights = (True, False) if bold and plain else (bold,)
    for text in (texts,) if isinstance(texts, str) else texts:
        for sz in sizes:
            for b in weights:
                laid = lay(k, text, room[0], sz, b, lead)
                if laid is not None and laid.height <= room[1] + 1:
                    return laid
    return None


def need(
    k: Kit, texts: str | Sequence[str], width: int, size: float = BODY, bold: bool = True, lead: float = LEAD
) -> int:
    """The height the first form of ``texts`` that fits ``width`` takes (a great deal if none does)."""
    laid = choose(k, texts, (width, 10**6), size, bold, lead)
    return laid.height if laid is not None else 10**6


def first_fit(k: Kit, options: Iterable[str], width: int, size: float = BODY, bold: bool = False) -> str:
    """The first of ``options`` that fits one line of ``width`` (else the last, which is cut)."""
    last = ""
    for last in options:
        if width_of(k, last, size, bold) <= width:
            return last
    return last


# --- drawing ------------------------------------------------------------------------------------


def draw_laid(
    k: Kit,
    surface: pygame.Surface,
    laid: Laid,
    rect: pygame.Rect,
    colour: Color = INK,
    centre: bool = True,
    middle: bool = True,
) -> int:
    """Draw wrapped lines in ``rect`` (centred across unless ``centre`` is False; in the middle of
    its height unless ``middle`` is False). Returns the height used."""
    y = rect.centery - laid.height / 2 if middle else rect.y
    for line in laid.lines:
        at = (rect.centerx, y + laid.step / 2) if centre else (rect.x, y + laid.step / 2)
        k.line(surface, line, at, laid.size, colour, laid.bold, "center" if centre else "midleft", rect.width)
        y += laid.step
    return laid.height


def fit(
    k: Kit,
    surface: pygame.Surface,
    texts: str | Sequence[str],
    rect: pygame.Rect,
    size: float = BODY,
    *,
    colour: Color = INK,
    bold: bool = True,
    centre: bool = True,
    middle: bool = True,
    lead: float = LEAD,
) -> bool:
    """Words wrapped into ``rect`` at their own size: the first form of ``texts`` that fits (bold
    unless ``bold`` is False, then plain); when none does, the last form, cut short where the room
    ends. True when the words fitted whole."""
    laid = choose(k, texts, rect.size, size, bold, lead)
    if laid is not None:
        draw_laid(k, surface, laid, rect, colour, centre, middle)
        return True
    last = texts if isinstance(texts, str) else texts[-1]
    lines = k.wrap(last, BODY, rect.width, False) if last else []
    gap = step(k, BODY, lead)
    room = max(1, (rect.height + 1) // gap)
    if len(lines) > room:
        lines = lines[:room]
        lines[-1] = lines[-1] + " …"
    draw_laid(k, surface, Laid(tuple(lines), BODY, False, gap), rect, colour, centre, middle)
    return False


def line(
    k: Kit,
    surface: pygame.Surface,
    options: str | Sequence[str],
    pos: tuple[float, float],
    size: float = BODY,
    colour: Color = INK,
    bold: bool = False,
    anchor: str = "center",
    width: float | None = None,
) -> pygame.Rect:
    """One line at its own size: the first of ``options`` that fits ``width``, cut short only when
    none does."""
    opts = (options,) if isinstance(options, str) else tuple(options)
    w = round(width) if width else None
    text = first_fit(k, opts, w, size, bold) if w else opts[0]
    return k.line(surface, text, pos, size, colour, bold, anchor, w)


def split_name(name: str) -> str:
    """A name that may break after a hyphen as well as at a space (``Seven-League Boots``)."""
    return name.replace("-", "- ")


def two_line_width(k: Kit, name: str, size: float = BODY, bold: bool = True) -> int:
    """The least width in which ``name`` wraps to two lines or one (at a space or after a hyphen)."""
    parts = split_name(name).split(" ")
    best = k.width(name, size, bold)
    for i in range(1, len(parts)):
        a, b = " ".join(parts[:i]).strip(), " ".join(parts[i:]).strip()
        best = min(best, max(k.width(a, size, bold), k.width(b, size, bold)))
    return best
