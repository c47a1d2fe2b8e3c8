"""The blocks of a markdown page, read with mistune: headings, paragraphs of styled spans, list
items, tables, pictures, code and rules. ``parse(text)`` gives them as a flat list; the laying
out and drawing is ``mint.ui.markdown``'s. Nothing here draws.
"""

from __future__ import annotations

import functools
import html
from dataclasses import dataclass, replace
from typing import Any

import mistune
from mistune.plugins.table import table as _table_plugin

from mint.core import rulepage

#: A hard line break inside a span's text (from a markdown line ending in two spaces).
LINE_BREAK = "\u2028"
#: Bullet markers, by list depth; they are drawn as shapes, not as glyphs.
BULLETS = ("disc", "circle", "square")


# --- the blocks ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Span:
    """A run of text in one style. An inline picture has ``image`` (a file name) and its alt text."""

    text: str
    bold: bool = False
    italic: bool = False
    image: str = ""


Spans = tuple[Span, ...]


def plain(spans: Spans) -> str:
    """The text of ``spans`` without styles (pictures give their alt text)."""
    return "".join(s.text for s in spans).replace(LINE_BREAK, " ")


@dataclass(frozen=True)
class Heading:
    level: int
    spans: Spans
    id: str = ""  #: what a refusal's rule names (``mint.core.rulepage``)

    @property
    def text(self) -> str:
        return " ".join(plain(self.spans).split())


@dataclass(frozen=True)
class Paragraph:
    """A paragraph, or a list item's paragraph: ``depth`` lists deep, with its ``marker`` (a
    bullet name from BULLETS or a number like ``"3."``) on the item's first paragraph only."""

    spans: Spans
    depth: int = 0
    marker: str = ""
    tight: bool = False
    quote: bool = False


@dataclass(frozen=True)
class Table:
    head: tuple[Spans, ...]
    rows: tuple[tuple[Spans, ...], ...]
    align: tuple[str | None, ...]
    depth: int = 0


@dataclass(frozen=True)
class Picture:
    """A picture on its own line: ``![alt](url "caption")``."""

    url: str
    alt: str
    caption: str = ""
    depth: int = 0


@dataclass(frozen=True)
class Code:
    text: str
    depth: int = 0


@dataclass(frozen=True)
class Rule:
    pass


Block = Heading | Paragraph | Table | Picture | Code | Rule


@functools.cache
def _parser() -> Any:
    # the plugin is passed as a function, not by name, so a frozen build finds it without a hint
    return mistune.create_markdown(renderer=None, plugins=[_table_plugin])


def parse(text: str) -> list[Block]:
    """The blocks of a markdown text, in reading order."""
    out: list[Block] = []
    _blocks(_parser()(text), out, 0, False, False, 0)
    return out


def _blocks(tokens: list[dict[str, Any]], out: list[Block], depth: int, quote: bool, tight: bool, bullets: int) -> None:
    """Append the blocks of ``tokens``: ``depth`` lists deep, ``bullets`` of them bullet lists."""
    for tok in tokens:
        kind = tok.get("type")
        kids = tok.get("children") or []
        if kind == "heading":
            out.append(_heading(int(tok["attrs"]["level"]), _inline(kids)))
        elif kind in ("paragraph", "block_text"):
            images = [k for k in kids if k.get("type") == "image"]
            if len(images) == 1 and all(k is images[0] or _blank(k) for k in kids):
                img = images[0]
                attrs = img.get("attrs") or {}
                out.append(
                    Picture(
                        attrs.get("url", ""), plain(_inline(img.get("children") or [])), attrs.get("title") or "", depth
                    )
                )
            else:
                spans = _inline(kids)
                if spans:
                    out.append(Paragraph(spans, depth, "", tight or kind == "block_text", quote))
        elif kind == "list":
            attrs = tok.get("attrs") or {}
            ordered = bool(attrs.get("ordered"))
            start = int(attrs.get("start") or 1)
            for i, item in enumerate(kids):
                marker = f"{start + i}." if ordered else BULLETS[bullets % len(BULLETS)]
                inner: list[Block] = []
                deeper = bullets if ordered else bullets + 1
                _blocks(item.get("children") or [], inner, depth + 1, quote, bool(tok.get("tight")), deeper)
                first = inner[0] if inner else None
                if isinstance(first, Paragraph) and first.depth == depth + 1:
                    inner[0] = Paragraph(first.spans, first.depth, marker, first.tight, first.quote)
                else:
                    inner.insert(0, Paragraph((Span(""),), depth + 1, marker, True, quote))
                out.extend(inner)
        elif kind == "block_quote":
            _blocks(kids, out, depth, True, tight, bullets)
        elif kind == "block_code":
            out.append(Code(str(tok.get("raw", "")).rstrip("\n"), depth))
        elif kind == "thematic_break":
            out.append(Rule())
        elif kind == "table":
            out.append(_table(tok, depth))
        elif kids:  # anything else that holds blocks
            _blocks(kids, out, depth, quote, tight, bullets)


def _blank(tok: dict[str, Any]) -> bool:
    return tok.get("type") in ("softbreak", "linebreak") or (
        tok.get("type") == "text" and not str(tok.get("raw", "")).strip()
    )


def _table(tok: dict[str, Any], depth: int) -> Table:
    head: tuple[Spans, ...] = ()
    rows: list[tuple[Spans, ...]] = []
    align: tuple[str | None, ...] = ()
    for part in tok.get("children") or []:
        if part.get("type") == "table_head":
            cells = part.get("children") or []
            head = tuple(_inline(c.get("children") or []) for c in cells)
            align = tuple((c.get("attrs") or {}).get("align") for c in cells)
        elif part.get("type") == "table_body":
            for row in part.get("children") or []:
                rows.append(tuple(_inline(c.get("children") or []) for c in row.get("children") or []))
    n = max([len(head)] + [len(r) for r in rows])
    empty: Spans = ()
    head = head + (empty,) * (n - len(head))
    rows = [r + (empty,) * (n - len(r)) for r in rows]
    align = align + (None,) * (n - len(align))
    return Table(head, tuple(rows), align, depth)


def _heading(level: int, spans: Spans) -> Heading:
    """A heading with its id: the ``{#id}`` written at its end is taken off its last span."""
    text, hid = rulepage.split_id(plain(spans))
    if spans and text != plain(spans).strip():
        last = spans[-1]
        cut = rulepage.split_id(last.text)[0]
        spans = spans[:-1] + ((replace(last, text=cut),) if cut else ())
    return Heading(level, spans, hid)


def _inline(tokens: list[dict[str, Any]], bold: bool = False, italic: bool = False) -> Spans:
    out: list[Span] = []
    for tok in tokens:
        kind = tok.get("type")
        if kind == "text":
            out.append(Span(html.unescape(str(tok.get("raw", ""))), bold, italic))
        elif kind == "strong":
            out.extend(_inline(tok.get("children") or [], True, italic))
        elif kind == "emphasis":
            out.extend(_inline(tok.get("children") or [], bold, True))
        elif kind == "codespan":
            out.append(Span(html.unescape(str(tok.get("raw", ""))), True, italic))
        elif kind == "softbreak":
            out.append(Span(" ", bold, italic))
        elif kind == "linebreak":
            out.append(Span(LINE_BREAK, bold, italic))
        elif kind == "image":
            alt = plain(_inline(tok.get("children") or []))
            out.append(Span(alt, bold, italic, str((tok.get("attrs") or {}).get("url", ""))))
        elif kind in ("inline_html", "block_html"):
            continue
        elif tok.get("children"):
            out.extend(_inline(tok["children"], bold, italic))
        elif tok.get("raw"):
            out.append(Span(html.unescape(str(tok["raw"])), bold, italic))
    merged: list[Span] = []
    for s in out:
        if (
            merged
            and not s.image
            and not merged[-1].image
            and (s.bold, s.italic) == (merged[-1].bold, merged[-1].italic)
        ):
            merged[-1] = Span(merged[-1].text + s.text, s.bold, s.italic)
        elif s.text or s.image:
            merged.append(s)
    return tuple(merged)
