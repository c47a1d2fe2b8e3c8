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
