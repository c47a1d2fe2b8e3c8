"""Text from people and files made safe to show and store: no control or invisible characters.

Names typed or pasted into the app, and names read back from saves, may hold characters that
draw nothing (U+200B zero-width space), turn the line around (U+202E) or break a line; the
font renderer refuses a string that draws nothing, and a reversed name misleads. ``clean``
keeps letters, marks, numbers, punctuation, symbols and plain spaces.
"""

from __future__ import annotations

import unicodedata
from functools import cache

_DROP = {"Cc", "Cf", "Co", "Cs", "Cn", "Zl", "Zp"}


def clean(text: str, limit: int | None = None) -> str:
    """``text`` without control, format, private-use, unassigned and line-breaking characters,
    runs of white space as one space, trimmed, and cut to ``limit`` characters."""
    kept = []
    for ch in text:
        cat = unicodedata.category(ch)
        if cat in _DROP:
            continue
        kept.append(" " if cat == "Zs" else ch)
    out = " ".join("".join(kept).split())
    return out[:limit].rstrip() if limit is not None else out


@cache
def unsafe_characters() -> tuple[str, ...]:
    """Every character ``clean`` drops that a keyboard or a paste can bring (the Basic
    Multilingual Plane and the format characters above it), for text-entry boxes to refuse."""
    out = [chr(c) for c in range(0x10000) if unicodedata.category(chr(c)) in _DROP - {"Cs", "Cn"}]
    out += [chr(c) for c in (0x110BD, 0x110CD, 0x13430, *range(0x1BCA0, 0x1BCA4), *range(0x1D173, 0x1D17B))]
    out += [chr(c) for c in (0xE0001, *range(0xE0020, 0xE0080))]
    return tuple(out)


def count(n: int, noun: str, plural: str | None = None) -> str:
    """``n`` and its noun, singular for exactly one: "1 point", "0 points", "3 mints"
    (``plural`` when the plural is not the noun with an s)."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"


LATIN: tuple[tuple[int, int], ...] = ((0x20, 0xA9), (0xAB, 0xB9), (0xBB, 0x24F), (0x300, 0x36F), (0x2000, 0x206F))
LATIN += ((0x20A0, 0x20CF), (0x2100, 0x214F), (0x2190, 0x22FF), (0x25A0, 0x26FF), (0xFB00, 0xFB06))
"""The characters the app's Latin faces (``data/fonts/NotoSans-Latin-*.ttf``, cut from the full
ones by ``tools/fonts.py``) hold: Latin letters and their accents, punctuation, currency, arrows,
mathematical signs, shapes, symbols and the f-ligatures (the full faces set "fi" as one glyph):
every character of the house's words in both languages but the ordinal signs ª and º, which the
font's hinting places a pixel lower in a face cut down so (the Italian "1º" is set with the full
faces). A face's first text costs 1.5 ms with the full font (its tables for every script made
ready), 0.85 with these, and the menu's first frame sets six sizes and weights. Any other text (a
name typed in another script) is set with the full faces."""


def latin(text: str) -> bool:
    """All of ``text`` lies in the Latin faces."""
    return text.isascii() or all(any(a <= ord(c) <= b for a, b in LATIN) for c in text)
