"""Markdown pages drawn like a printed rulebook: headings, paragraphs with bold and italic words,
bullet and numbered lists, tables on a grid, rules and pictures.

Three steps, each usable on its own:

- ``parse(text)`` reads the markdown with mistune (its syntax tree, never a hand-made parser) and
  returns a flat list of blocks (``Heading``, ``Paragraph``, ``Table``, ``Picture``, ``Code``,
  ``Rule``) whose text is a tuple of styled ``Span``s.
- ``layout(blocks, kit, width)`` breaks the lines for a column ``width`` pixels wide and places
  every word, cell and picture: a ``Page`` of positioned pieces, with its headings and tables.
- ``Page.draw(surface, origin, view)`` blits what lies inside ``view``, the page's top-left corner
  at ``origin``; texts are rendered once and kept.

The blocks are in ``markdown_blocks``, the page and its pieces in ``markdown_page``, the faces and
pictures in ``markdown_fonts``; this module lays the blocks out.

Sizes are pixels at 1080p, multiplied by the kit's scale, as everywhere in the app. Words are
measured in the face they are drawn in, and the space between two spans is measured in the face
of the span before it, so bold and italic words never run into their neighbours.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from mint.core import words
from mint.ui import palette
from mint.ui.kit import Kit
from mint.ui.markdown_blocks import (
    BULLETS,
    LINE_BREAK,
    Block,
    Code,
    Heading,
    Paragraph,
    Picture,
    Rule,
    Span,
    Spans,
    Table,
)
from mint.ui.markdown_blocks import parse as parse
from mint.ui.markdown_blocks import plain as plain
from mint.ui.markdown_fonts import load_picture, picture_path
from mint.ui.markdown_page import Anchor, Dot, Fill, Image, Page, Piece, TableBox
from mint.ui.palette import Color

#: Text sizes at 1080p. At 720p the smallest (table cells and captions, 19) is still 13 px.
BODY = 21.0
TABLE_TEXT = 19.0
CAPTION = 19.0
HEADING = {1: 36.0, 2: 28.0, 3: 23.0, 4: 21.0, 5: 21.0, 6: 21.0}
#: Space above and below a heading, by level (1080p px).
HEADING_GAP = {1: (0.0, 18.0), 2: (38.0, 14.0), 3: (26.0, 8.0), 4: (20.0, 6.0), 5: (20.0, 6.0), 6: (20.0, 6.0)}
PARAGRAPH_GAP = 14.0
ITEM_GAP = 6.0
INDENT = 38.0
CELL_PAD = (14.0, 7.0)


# --- laying it out ---------------------------------------------------------------------------


@dataclass
class _Run:
    text: str
    span: Span
    x: int
    w: int


def _same_style(a: Span, b: Span) -> bool:
    """Whether two spans can share one run of text (pictures never do)."""
    return not a.image and not b.image and (a.bold, a.italic) == (b.bold, b.italic)


def _missing_icon(span: Span) -> str:
    return f"[{span.text or span.image}]"


_Word = tuple[bool, list[tuple[str, Span]]]  # (a space before it?, its parts in their styles)


def _words(spans: Spans) -> list[_Word | None]:
    """The words of ``spans``; None is a hard line break. Parts of one word in different styles
    (``**Move**:``) stay together, and a space at a span's edge is kept as the gap before the
    next word."""
    words: list[_Word | None] = []
    current: list[tuple[str, Span]] | None = None
    space = False
    for sp in spans:
        if sp.image:
            if current is None or space:
                current = []
                words.append((space, current))
                space = False
            current.append(("", sp))
            continue
        for part in re.split(r"(\s+)", sp.text):
            if not part:
                continue
            if part.isspace():
                if LINE_BREAK in part:
                    words.append(None)
                    current, space = None, False
                else:
                    space = True
                continue
            if current is None or space:
                current = []
                words.append((space, current))
                space = False
            current.append((part, sp))
    return words


class _Layout:
    def __init__(self, kit: Kit, width: int, accent: Color, picture_height: int | None) -> None:
        self.kit = kit
        self.page = Page(max(1, width))
        self.accent = accent
        self.picture_height = picture_height
        self.y = 0
        self.gap = 0
        self.started = False

    # sizes
    def px(self, v: float) -> int:
        return self.kit.px(v)

    def face(self, size: int, span: Span) -> pygame.font.Font:
        return self.page.fonts.get(size, span.bold, span.italic)

    def inline_image(self, size: int) -> int:
        return round(size * 1.05)

    def part_width(self, size: int, text: str, span: Span) -> int:
        """How far ``text`` moves the pen: its advance, without the overhang of a last italic
        letter (an italic "f" reaches past its advance, and a space after it must not grow)."""
        if span.image:
            if picture_path(span.image) is None:  # a missing icon is its alt text
                return self.part_width(size, _missing_icon(span), Span("", False, True))
            return self.inline_image(size)
        face = self.face(size, span)
        return face.size(text + " ")[0] - face.size(" ")[0]

    def ink_width(self, size: int, text: str, span: Span) -> int:
        """How wide ``text`` is drawn, overhang included."""
        if span.image:
            return self.part_width(size, text, span)
        return max(self.part_width(size, text, span), self.face(size, span).size(text)[0])

    def space(self, before: float) -> None:
        """Leave at least ``before`` (1080p px) above the next block, but none at the page's top."""
        if self.started:
            self.gap = max(self.gap, self.px(before))

    def place(self) -> int:
        """The top of the next block."""
        self.y += self.gap
        self.gap = 0
        self.started = True
        return self.y

    # lines
    def lines(self, spans: Spans, size: int, width: int) -> list[list[_Run]]:
        """``spans`` broken into lines no wider than ``width`` (a word longer than a line is cut)."""
        lines: list[list[_Run]] = [[]]
        x = 0
        for word in _words(spans):
            if word is None:
                lines.append([])
                x = 0
                continue
            space, parts = word
            line = lines[-1]
            gap = self.face(size, line[-1].span).size(" ")[0] if space and line else 0
            w = sum(self.part_width(size, t, s) for t, s in parts[:-1]) + self.ink_width(size, *parts[-1])
            if line and x + gap + w > width:
                lines.append([])
                line, x, gap = lines[-1], 0, 0
            if not line and w > width:
                parts = self.cut(parts, size, width, lines)
                line = lines[-1]
                x = line[-1].x + line[-1].w if line else 0
            for i, (text, span) in enumerate(parts):
                g = gap if i == 0 else 0
                last = line[-1] if line else None
                if last is not None and _same_style(last.span, span):
                    last.text += (" " if g else "") + text
                    last.w = self.part_width(size, last.text, span)
                    x = last.x + last.w
                else:
                    if last is not None and not g and last.span.italic and not span.italic:
                        x = max(x, last.x + self.ink_width(size, last.text, last.span))  # italic correction
                    run = _Run(text, span, x + g, self.part_width(size, text, span))
                    line.append(run)
                    x = run.x + run.w
        return lines

    def cut(
        self, parts: list[tuple[str, Span]], size: int, width: int, lines: list[list[_Run]]
    ) -> list[tuple[str, Span]]:
        """Put the head of a too-long word on lines of its own; returns the tail, which fits."""
        chars = [(ch, s) for t, s in parts for ch in (t if not s.image else [""])]
        while chars:
            n, w = 0, 0
            while n < len(chars) and w + self.part_width(size, chars[n][0], chars[n][1]) <= width:
                w += self.part_width(size, chars[n][0], chars[n][1])
                n += 1
            n = max(1, n)
            if n >= len(chars):
                break
            head, chars = chars[:n], chars[n:]
            x = 0
            for ch, s in head:
                lines[-1].append(_Run(ch, s, x, self.part_width(size, ch, s)))
                x += self.part_width(size, ch, s)
            lines.append([])
        return [(ch, s) for ch, s in chars]

    def flow(
        self,
        spans: Spans,
        x: int,
        y: int,
        width: int,
        size_1080: float,
        color: Color,
        bold: bool = False,
        align: str | None = None,
    ) -> int:
        """Lay ``spans`` out from (x, y) in a column ``width`` wide; returns the height used."""
        size = self.px(size_1080)
        if bold:
            spans = tuple(Span(s.text, True, s.italic, s.image) for s in spans)
        top = y
        for line in self.lines(spans, size, width):
            faces = [self.face(size, r.span) for r in line if not r.span.image] or [self.face(size, Span(""))]
            height = max(f.get_linesize() for f in faces)
            used = line[-1].x + line[-1].w if line else 0
            shift = 0
            if align == "center":
                shift = max(0, (width - used) // 2)
            elif align == "right":
                shift = max(0, width - used)
            for r in line:
                if r.span.image:
                    s = self.inline_image(size)
                    path = picture_path(r.span.image)
                    surf = load_picture(path, s, s) if path else None
                    if surf is None:  # a missing icon shows its alt text
                        alt = _missing_icon(r.span)
                        w, h = self.page.fonts.get(size, False, True).size(alt)
                        rect = pygame.Rect(x + shift + r.x, y, w, h)
                        self.page.pieces.append(Piece(alt, rect, size, False, True, palette.TEXT_2))
                    else:
                        rect = pygame.Rect(x + shift + r.x, y + (height - s) // 2, s, s)
                    self.page.images.append(Image(rect, surf, r.span.text, r.span.image))
                    continue
                if not r.text:
                    continue
                face = self.face(size, r.span)
                w, h = face.size(r.text)
                self.page.pieces.append(
                    Piece(r.text, pygame.Rect(x + shift + r.x, y, w, h), size, r.span.bold, r.span.italic, color)
                )
            y += height
        return y - top

    # blocks
    def block(self, b: Block) -> None:
        if isinstance(b, Heading):
            self.heading(b)
        elif isinstance(b, Paragraph):
            self.paragraph(b)
        elif isinstance(b, Table):
            self.table(b)
        elif isinstance(b, Picture):
            self.picture(b)
        elif isinstance(b, Code):
            self.code(b)
        elif isinstance(b, Rule):
            self.rule()

    def heading(self, b: Heading) -> None:
        before, after = HEADING_GAP.get(b.level, HEADING_GAP[4])
        self.space(before)
        y = self.place()
        h = self.flow(b.spans, 0, y, self.page.width, HEADING[min(6, max(1, b.level))], palette.TEXT, bold=True)
        rect = pygame.Rect(0, y, self.page.width, h)
        self.page.headings.append(Anchor(b.level, b.text, rect, b.id))
        self.y = y + h
        if b.level == 1:
            self.y += self.px(4)
            self.page.fills.append(Fill(pygame.Rect(0, self.y, self.px(96), self.px(5)), self.accent, 0, self.px(2)))
            self.y += self.px(5)
        elif b.level == 2:
            self.y += self.px(3)
            self.page.fills.append(Fill(pygame.Rect(0, self.y, self.page.width, max(1, self.px(1.5))), palette.BORDER))
            self.page.fills.append(Fill(pygame.Rect(0, self.y - self.px(1), self.px(64), self.px(4)), self.accent))
            self.y += self.px(4)
        self.gap = self.px(after)

    def paragraph(self, b: Paragraph) -> None:
        self.space(ITEM_GAP if b.tight and b.depth else PARAGRAPH_GAP)
        y = self.place()
        x = self.px(INDENT) * b.depth
        if b.quote:
            x += self.px(22)
        width = max(self.px(60), self.page.width - x)
        color = palette.TEXT_2 if b.quote else palette.TEXT
        h = self.flow(b.spans, x, y, width, BODY, color)
        if b.marker:
            self.marker(b.marker, x, y)
        if b.quote:
            self.page.fills.append(Fill(pygame.Rect(x - self.px(22), y, self.px(4), h), palette.BORDER))
        self.y = y + h
        self.gap = self.px(ITEM_GAP if b.tight and b.depth else PARAGRAPH_GAP)

    def marker(self, marker: str, x: int, y: int) -> None:
        size = self.px(BODY)
        face = self.page.fonts.get(size)
        line = face.get_linesize()
        if marker in BULLETS:
            r = max(2, round(size * (0.19 if marker == "disc" else 0.17)))
            cx = x - self.px(INDENT) // 2
            cy = y + face.get_ascent() - round(size * 0.34)
            self.page.dots.append(Dot((cx, cy), r, marker, palette.darker(self.accent, 0.8)))
            return
        bold = self.page.fonts.get(size, True)
        w, h = bold.size(marker)
        right = x - self.px(9)
        self.page.pieces.append(
            Piece(marker, pygame.Rect(right - w, y + (line - h) // 2, w, h), size, True, False, palette.TEXT)
        )

    def table(self, b: Table) -> None:
        self.space(PARAGRAPH_GAP)
        y0 = self.place()
        x0 = self.px(INDENT) * b.depth
        avail = max(self.px(120), self.page.width - x0)
        size = self.px(TABLE_TEXT)
        padx, pady = self.px(CELL_PAD[0]), self.px(CELL_PAD[1])
        n = len(b.align)
        rows = [tuple(tuple(Span(s.text, True, s.italic, s.image) for s in c) for c in b.head), *b.rows]
        # each column's narrowest (its longest word) and widest (every cell on one line) width
        least = [self.px(30)] * n
        most = [self.px(30)] * n
        for row in rows:
            for c, cell in enumerate(row):
                for word in _words(cell):
                    if word is not None:
                        least[c] = max(least[c], sum(self.part_width(size, t, s) for t, s in word[1]))
                lines = self.lines(cell, size, 1 << 30)
                for ln in lines:
                    most[c] = max(most[c], ln[-1].x + ln[-1].w if ln else 0)
        widths = column_widths(least, most, avail - 2 * padx * n)
        lefts = [x0]
        for w in widths[:-1]:
            lefts.append(lefts[-1] + w + 2 * padx)
        right = lefts[-1] + widths[-1] + 2 * padx
        cells: list[list[pygame.Rect]] = []
        y = y0
        line = max(1, self.px(1.5))
        for r, row in enumerate(rows):
            heights = []
            for c, cell in enumerate(row):
                heights.append(
                    self.flow(
                        cell,
                        lefts[c] + padx,
                        y + pady,
                        widths[c],
                        TABLE_TEXT,
                        palette.TEXT,
                        bold=r == 0,
                        align=b.align[c],
                    )
                )
            row_h = max(heights) + 2 * pady
            # a cell's text sits at the top of its row; the row's rects all share that top
            rects = [pygame.Rect(lefts[c], y, widths[c] + 2 * padx, row_h) for c in range(n)]
            cells.append(rects)
            fill = palette.lighter(self.accent, 0.8) if r == 0 else (palette.PANEL if r % 2 else _STRIPE)
            self.page.fills.append(Fill(pygame.Rect(x0, y, right - x0, row_h), fill))
            y += row_h
        # the grid on top of the row fills
        box = pygame.Rect(x0, y0, right - x0, y - y0)
        for rects in cells[1:]:
            self.page.fills.append(Fill(pygame.Rect(x0, rects[0].top, box.width, line), palette.BORDER))
        for left in lefts[1:]:
            self.page.fills.append(Fill(pygame.Rect(left, y0, line, box.height), palette.BORDER))
        if len(cells) > 1:
            head_bottom = cells[1][0].top
            self.page.fills.append(
                Fill(pygame.Rect(x0, head_bottom - line, box.width, 2 * line), palette.darker(palette.BORDER, 0.85))
            )
        self.page.fills.append(Fill(box, palette.darker(palette.BORDER, 0.9), line))
        self.page.tables.append(TableBox(box, cells))
        self.y = y
        self.gap = self.px(PARAGRAPH_GAP + 6)

    def picture(self, b: Picture) -> None:
        self.space(PARAGRAPH_GAP + 4)
        y = self.place()
        x = self.px(INDENT) * b.depth
        width = max(self.px(60), self.page.width - x)
        path = picture_path(b.url)
        surf = load_picture(path, width, self.picture_height) if path else None
        if surf is not None:
            rect = surf.get_rect(topleft=(x + (width - surf.get_width()) // 2, y))
            self.page.images.append(Image(rect, surf, b.alt, b.url))
            self.y = rect.bottom
        else:
            h = self.px(120)
            rect = pygame.Rect(x, y, width, h)
            self.page.images.append(Image(rect, None, b.alt, b.url))
            self.page.fills.append(Fill(rect, _STRIPE, 0, self.px(8)))
            self.page.fills.append(Fill(rect, palette.BORDER, max(1, self.px(2)), self.px(8)))
            alt = b.alt or str(words.t("A picture ({file}) belongs here.", file=b.url))
            inner = rect.inflate(-self.px(48), 0)
            spans = (Span(alt, False, True),)
            size = self.px(CAPTION)
            text_h = len(self.lines(spans, size, inner.width)) * self.page.fonts.get(size, False, True).get_linesize()
            self.flow(
                spans, inner.x, rect.y + max(0, (h - text_h) // 2), inner.width, CAPTION, palette.TEXT_2, align="center"
            )
            self.y = rect.bottom
        if b.caption:
            self.y += self.px(6)
            self.y += self.flow(
                (Span(b.caption, False, True),), x, self.y, width, CAPTION, palette.TEXT_2, align="center"
            )
        self.gap = self.px(PARAGRAPH_GAP + 4)

    def code(self, b: Code) -> None:
        self.space(PARAGRAPH_GAP)
        y = self.place()
        x = self.px(INDENT) * b.depth
        pad = self.px(12)
        size = self.px(BODY)
        face = self.page.fonts.get(size)
        top = y + pad
        start = len(self.page.fills)
        for text in b.text.split("\n") or [""]:
            if text.strip():
                w, h = face.size(text)
                self.page.pieces.append(Piece(text, pygame.Rect(x + pad, top, w, h), size, False, False, palette.TEXT))
            top += face.get_linesize()
        rect = pygame.Rect(x, y, self.page.width - x, top - y + pad)
        self.page.fills.insert(start, Fill(rect, _STRIPE, 0, self.px(6)))
        self.y = rect.bottom
        self.gap = self.px(PARAGRAPH_GAP)

    def rule(self) -> None:
        self.space(PARAGRAPH_GAP + 8)
        y = self.place()
        self.page.fills.append(Fill(pygame.Rect(0, y, self.page.width, max(1, self.px(1.5))), palette.BORDER))
        self.y = y + max(1, self.px(1.5))
        self.gap = self.px(PARAGRAPH_GAP + 8)


_STRIPE = palette.lighter(palette.TABLE, 0.35)


def column_widths(least: list[int], most: list[int], room: int) -> list[int]:
    """Widths of a table's columns sharing ``room`` pixels: each column's ``most`` (its cells on
    one line) when they all fit; else a column whose text fits in a fair share keeps it whole,
    and the others share what is left beyond their ``least`` (their longest word) by how much
    more they would like. When even the longest words do not fit, every column shrinks alike."""
    n = len(most)
    if sum(most) <= room:
        return list(most)
    if sum(least) >= room:
        return [max(1, w * room // max(1, sum(least))) for w in least]
    widths = [0] * n
    open_ = list(range(n))
    left = room
    while True:
        share = left / max(1, len(open_))
        whole = [c for c in open_ if most[c] <= share]
        if not whole:
            break
        for c in whole:
            widths[c] = most[c]
            left -= most[c]
            open_.remove(c)
    spare = left - sum(least[c] for c in open_)
    if spare < 0:  # the whole columns took too much: every column from its longest word instead
        spare, open_ = room - sum(least), list(range(n))
    stretch = {c: most[c] - least[c] for c in open_}
    total = max(1, sum(stretch.values()))
    for c in open_:
        widths[c] = least[c] + spare * stretch[c] // total
    return widths


def layout(
    blocks: list[Block],
    kit: Kit,
    width: int,
    accent: Color = palette.LEGAL,
    picture_height: int | None = None,
) -> Page:
    """Lay ``blocks`` out in a column ``width`` pixels wide, with the kit's sizes; headings and
    the table headers take the ``accent`` colour, and no block picture grows taller than
    ``picture_height``."""
    lay = _Layout(kit, width, accent, picture_height)
    for b in blocks:
        lay.block(b)
    lay.page.height = lay.y + lay.px(8)
    return lay.page
