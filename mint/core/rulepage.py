"""The headings of a game's rules page and their ids: what a refusal's rule names.

A heading's id is written after it, ``## Building {#build}``, and is the same on every language's
page; a heading without one takes its text in lower case, its words joined by hyphens
(``## End of the game`` is ``end-of-the-game``). Ids are plain: letters, digits and hyphens.
Read without a Markdown parser, so the rules and the tests can check ids without the GUI kit.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from mint.resources import data_path

_HEADING = re.compile(r"^(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$")
_ID = re.compile(r"^(.*?)[ \t]*\{#([a-z0-9][a-z0-9-]*)\}$")


@dataclass(frozen=True, slots=True)
class Heading:
    """One heading of a page: its level (1 for ``#``), its text without the id, and its id."""

    level: int
    text: str
    id: str


def slug(text: str) -> str:
    """The id a heading without one takes: lower case, words joined by hyphens."""
    words = re.findall(r"[0-9a-z]+", text.lower())
    return "-".join(words)


def split_id(text: str) -> tuple[str, str]:
    """A heading's text and its id (the written one, else its slug)."""
    m = _ID.match(text.strip())
    if m:
        return m.group(1), m.group(2)
    return text.strip(), slug(text)


def headings(page: str) -> list[Heading]:
    """The headings of a Markdown page in order (fenced code is skipped)."""
    out: list[Heading] = []
    fenced = False
    for line in page.splitlines():
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
            continue
        m = None if fenced else _HEADING.match(line)
        if m:
            text, hid = split_id(m.group(2))
            out.append(Heading(len(m.group(1)), text, hid))
    return out


def ids(page: str) -> set[str]:
    """The ids of every heading of a page."""
    return {h.id for h in headings(page)}


def page_of(game: str, lang: str = "en") -> Path:
    """A game's rules page in language ``lang``: the file its declaration names beside its package
    (``page.md``; another language's beside it, ``page.it.md``), else data/rules/<game>.md (another
    language's under data/rules/<lang>/). The English page when that language has none."""
    from mint.core import registry

    page = registry.declaration(game).rules_page
    english = registry.folder(game) / page if page else data_path("rules", f"{game}.md")
    if lang == "en":
        return english
    other = english.with_suffix(f".{lang}.md") if page else data_path("rules", lang, f"{game}.md")
    return other if other.is_file() else english


def game_ids(game: str) -> set[str]:
    """The heading ids of a game's rules page."""
    return ids(page_of(game).read_text(encoding="utf-8"))
