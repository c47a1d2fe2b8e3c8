"""The rules reader (F1 and the Rules buttons): a game's rules page laid out like a rulebook (the
file its declaration names, or data/rules/<game>.md).

The page (mint.ui.markdown) sits in a tall panel on the right; the left panel holds the game's
name, the contents (its section headings, which jump to their section) and Back.

Mouse: click a contents entry; scroll with the wheel, by dragging the page or the scroll bar's
thumb, or click the bar above or below the thumb for a page. Keys: Up/Down a few lines, Page
Up/Down and Space a page, Home/End, Tab and Shift+Tab the next or previous section, Esc or F1 back.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from mint.core import registry, rulepage, words
from mint.core.words import t
from mint.ui import markdown, markdown_page, palette
from mint.ui.app import App, Scene
from mint.ui.palette import Color

TITLE_SIZE = 28.0
SUBTITLE_SIZE = 20.0
ENTRY_SIZE = {2: 20.0, 3: 18.0}
STEP = 90.0  #: a wheel notch or an arrow key (1080p px)


def page_path(game: str) -> Path:
    """A game's rules page in the language in use (``mint.core.rulepage.page_of``)."""
    return rulepage.page_of(game, words.language())


@dataclass
class Entry:
    """One line of the contents: a heading of the page and where its button is on screen."""

    anchor: markdown_page.Anchor
    lines: list[str]
    rect: pygame.Rect  #: on screen, at contents scroll 0


class RulesScene(Scene):
    def __init__(self, app: App, game: str, at: str = "") -> None:
        super().__init__(app)
        self.at = at  #: a heading id to open at, once laid out
        self.marked = at  #: the heading id whose section is marked (the rule a refusal named)
        self.game = registry.canonical(game)
        self.game_title = registry.title(self.game)
        self.title = str(t("{game}: rules", game=self.game_title))
        self.accent = palette.ACCENTS.get(self.game, palette.LEGAL)
        self.lang = ""
        self.text = ""
        self.blocks: list[Any] = []
        self.read()
        self.page = markdown_page.Page(1)
        self.view = pygame.Rect(0, 0, 1, 1)
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.side = pygame.Rect(0, 0, 1, 1)
        self.list_area = pygame.Rect(0, 0, 1, 1)
        self.track = pygame.Rect(0, 0, 1, 1)
        self.contents: list[Entry] = []
        self.scroll = 0
        self.list_scroll = 0
        self.focus: int | None = None  #: the entry last chosen (a click or Tab), until the page is scrolled
        self.pressed: int | None = None
        self.hover: int | None = None
        self.pointer = (-1, -1)
        self.drag: tuple[str, int, int] | None = None  #: ("page" or "thumb", start y, start scroll)
        self.drawn: list[tuple[str, int]] = []  #: every text drawn in the last frame, with its px size
        self.title_lines: list[str] = []
        self.rule_y = 0
        self.list_height = 0
        self.back: Any = None
        self._fade: pygame.Surface | None = None

    def read(self) -> None:
        """Read the page in the language in use (again when the language changed)."""
        self.lang = words.language()
        try:
            self.text = page_path(self.game).read_text(encoding="utf-8")
        except OSError:
            self.text = str(t("The rules reference for this game is not available."))
        self.blocks = markdown.parse(self.text)

    # --- layout --------------------------------------------------------------------------
    def build(self) -> None:
        if self.lang != words.language():
            self.read()
            self.title = str(t("{game}: rules", game=self.game_title))
        k = self.kit
        w, h = self.size
        fraction = self.scroll / self.max_scroll if self.max_scroll else 0.0
        margin, gap, side_w = k.px(40), k.px(28), k.px(360)
        page_w = max(k.px(480), min(k.px(1120), w - 2 * margin - side_w - gap))
        if side_w + gap + page_w > w - 2 * margin:  # a very large UI scale: the page takes what is left
            side_w = max(k.px(200), w - 2 * margin - gap - page_w)
        left = max(margin // 2, (w - side_w - gap - page_w) // 2)
        top, bottom = k.px(34), h - margin
        button_h = k.px(56)
        self.side = pygame.Rect(left, top, side_w, bottom - top - button_h - k.px(16))
        self.panel = pygame.Rect(self.side.right + gap, top, page_w, bottom - top)
        pad_x, pad_y = k.px(44), k.px(26)
        self.view = pygame.Rect(
            self.panel.x + pad_x, self.panel.y + pad_y, page_w - 2 * pad_x, self.panel.height - 2 * pad_y
        )
        self.track = pygame.Rect(
            self.panel.right - k.px(24), self.panel.y + k.px(18), k.px(9), self.panel.height - k.px(36)
        )
        self.page = markdown.layout(self.blocks, k, self.view.width, self.accent, int(self.view.height * 0.8))
        self.scroll = self.clamp(round(fraction * self.max_scroll))
        self.layout_contents()
        if self.at:
            self.open_at(self.at)
            self.at = ""
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(self.side.x, self.side.bottom + k.px(16), self.side.width, button_h), str(t("Back")), self.ui
        )

    def layout_contents(self) -> None:
        k = self.kit
        inner = self.side.inflate(-2 * k.px(22), 0)
        title_face = k.font(TITLE_SIZE, True)
        y = self.side.y + k.px(22)
        self.title_lines = k.wrap(self.game_title, TITLE_SIZE, inner.width, True)
        y += title_face.get_linesize() * len(self.title_lines)
        y += k.font(SUBTITLE_SIZE).get_linesize() + k.px(14)
        self.rule_y = y
        self.list_area = pygame.Rect(
            self.side.x + k.px(8), y + k.px(10), self.side.width - 2 * k.px(8), self.side.bottom - y - k.px(18)
        )
        self.contents = []
        ey = self.list_area.y
        for anchor in self.page.headings:
            if anchor.level not in ENTRY_SIZE:
                continue
            size = ENTRY_SIZE[anchor.level]
            indent = k.px(18) if anchor.level == 3 else 0
            width = self.list_area.width - 2 * k.px(14) - indent
            lines = k.wrap(anchor.text, size, width, True)  # measured bold: the current entry is
            if len(lines) > 2:  # two lines at most; the rest is cut short
                lines = lines[:2]
                while k.font(size, True).size(lines[1] + "…")[0] > width and " " in lines[1]:
                    lines[1] = lines[1].rsplit(" ", 1)[0]
                lines[1] += "…"
            height = k.font(size).get_linesize() * len(lines) + 2 * k.px(6)
            self.contents.append(Entry(anchor, lines, pygame.Rect(self.list_area.x, ey, self.list_area.width, height)))
            ey += height + k.px(2)
        self.list_height = ey - self.list_area.y
        self.list_scroll = max(0, min(self.list_scroll, self.list_height - self.list_area.height))

    # --- scrolling -----------------------------------------------------------------------
    @property
    def max_scroll(self) -> int:
        return max(0, self.page.height - self.view.height)

    def clamp(self, value: float) -> int:
        return int(max(0, min(self.max_scroll, round(value))))

    def scroll_to(self, value: float, keep_focus: bool = False) -> None:
        self.scroll = self.clamp(value)
        if not keep_focus:
            self.focus = None
        self.app.dirty = True

    def jump(self, index: int) -> None:
        """Scroll so that contents entry ``index``'s heading is at the top of the page."""
        if not self.contents:
            return
        index = max(0, min(len(self.contents) - 1, index))
        self.focus = index
        # the heading lands just below the fade at the page's top edge
        self.scroll_to(self.contents[index].anchor.rect.top - self.fade().get_height(), keep_focus=True)
        self.show_entry(index)

    def open_at(self, rule: str) -> bool:
        """Scroll to the heading whose id is ``rule`` (a refusal's rule); False if the page has none."""
        for i, entry in enumerate(self.contents):
            if entry.anchor.id == rule:
                self.jump(i)
                return True
        for anchor in self.page.headings:
            if anchor.id == rule:
                self.scroll_to(anchor.rect.top - self.fade().get_height())
                return True
        return False

    def marked_section(self) -> pygame.Rect | None:
        """The marked section on the page (page coordinates): from its heading to the next
        heading of the same or a higher level, or the page's end."""
        heads = self.page.headings
        for i, anchor in enumerate(heads):
            if anchor.id == self.marked:
                end = next((h.rect.top for h in heads[i + 1 :] if h.level <= anchor.level), self.page.height)
                return pygame.Rect(0, anchor.rect.top, self.view.width, max(anchor.rect.height, end - anchor.rect.top))
        return None

    def show_entry(self, index: int) -> None:
        """Scroll the contents so that entry ``index`` can be seen."""
        rect = self.contents[index].rect
        top = rect.top - self.list_area.top
        if top < self.list_scroll:
            self.list_scroll = top
        elif top + rect.height > self.list_scroll + self.list_area.height:
            self.list_scroll = top + rect.height - self.list_area.height

    def current(self) -> int | None:
        """The contents entry of the section being read."""
        if self.focus is not None:
            return self.focus
        line = self.scroll + self.view.height // 5
        if self.max_scroll and self.scroll >= self.max_scroll:  # at the end: the last section in sight
            line = self.scroll + self.view.height - self.kit.px(40)
        found = None
        for i, e in enumerate(self.contents):
            if e.anchor.rect.top <= line:
                found = i
        return found

    def entry_at(self, pos: tuple[int, int]) -> int | None:
        if not self.list_area.collidepoint(pos):
            return None
        for i, e in enumerate(self.contents):
            if e.rect.move(0, -self.list_scroll).collidepoint(pos):
                return i
        return None

    def thumb(self) -> pygame.Rect:
        if not self.max_scroll:
            return pygame.Rect(self.track)
        h = max(self.kit.px(48), self.track.height * self.view.height // max(1, self.page.height))
        y = self.track.y + (self.track.height - h) * self.scroll // self.max_scroll
        return pygame.Rect(self.track.x, y, self.track.width, h)

    # --- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.app.pop()
            return True
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        if event.type == pygame.MOUSEWHEEL:
            step = self.kit.px(STEP) * event.y
            if self.side.collidepoint(self.pointer) and self.list_height > self.list_area.height:
                self.list_scroll = max(0, min(self.list_height - self.list_area.height, self.list_scroll - step))
            else:
                self.scroll_to(self.scroll - step)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.press(event.pos)
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            hover = self.entry_at(event.pos)
            moved = hover != self.hover
            self.hover = hover
            if self.drag is not None:
                kind, y0, s0 = self.drag
                dy = event.pos[1] - y0
                if kind == "page":
                    self.scroll_to(s0 - dy)
                else:
                    room = max(1, self.track.height - self.thumb().height)
                    self.scroll_to(s0 + dy * self.max_scroll / room)
                return True
            return moved
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = self.entry_at(event.pos)
            was, self.pressed = self.pressed, None
            self.drag = None
            if hit is not None and hit == was:
                self.jump(hit)
                return True
            return was is not None
        return False

    def press(self, pos: tuple[int, int]) -> bool:
        self.pointer = pos
        hit = self.entry_at(pos)
        if hit is not None:
            self.pressed = hit
            return True
        thumb = self.thumb()
        if self.track.inflate(self.kit.px(16), 0).collidepoint(pos) and self.max_scroll:
            if thumb.inflate(self.kit.px(16), 0).collidepoint(pos):
                self.drag = ("thumb", pos[1], self.scroll)
            else:
                page = self.view.height - self.kit.px(40)
                self.scroll_to(self.scroll + (page if pos[1] > thumb.centery else -page))
            return True
        if self.panel.collidepoint(pos):
            self.drag = ("page", pos[1], self.scroll)
            return True
        title = pygame.Rect(self.side.x, self.side.y, self.side.width, self.rule_y - self.side.y)
        if title.collidepoint(pos):
            self.scroll_to(0)
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        key, shift = event.key, bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        page = self.view.height - self.kit.px(40)
        if key in (pygame.K_ESCAPE, pygame.K_F1):
            self.app.pop()
        elif key == pygame.K_PAGEDOWN or (key == pygame.K_SPACE and not shift):
            self.scroll_to(self.scroll + page)
        elif key == pygame.K_PAGEUP or (key == pygame.K_SPACE and shift):
            self.scroll_to(self.scroll - page)
        elif key == pygame.K_HOME:
            self.scroll_to(0)
        elif key == pygame.K_END:
            self.scroll_to(self.max_scroll)
        elif key == pygame.K_DOWN:
            self.scroll_to(self.scroll + self.kit.px(STEP))
        elif key == pygame.K_UP:
            self.scroll_to(self.scroll - self.kit.px(STEP))
        elif key == pygame.K_TAB and self.contents:
            now = self.current()
            if shift:
                self.jump(len(self.contents) - 1 if now is None else now - 1 if now > 0 else 0)
            else:
                self.jump(0 if now is None else now + 1)
        else:
            return False
        return True

    # --- drawing -------------------------------------------------------------------------
    def write(
        self, surface: pygame.Surface, text: str, pos: tuple[int, int], size: float, color: Color, bold: bool = False
    ) -> None:
        self.kit.text(surface, text, pos, size, color, bold)
        self.drawn.append((text, self.kit.px(size)))

    def draw(self, surface: pygame.Surface) -> None:
        k = self.kit
        self.drawn = []
        surface.fill(palette.TABLE)
        w, _ = self.size
        pygame.draw.rect(surface, self.accent, pygame.Rect(0, 0, w, k.px(10)))
        self.draw_side(surface)
        k.panel(surface, self.panel)
        origin = (self.view.x, self.view.y - self.scroll)
        clip = pygame.Rect(self.panel.x + 2, self.view.y, self.panel.width - 4, self.view.height)
        section = self.marked_section() if self.marked else None
        if section is not None:  # the rule a refusal named: a tinted band with a bar in the accent
            pad = k.px(16)
            on_screen = section.move(origin)  # (it stops half a pad short of the next heading)
            band = pygame.Rect(on_screen.x - pad, on_screen.y - pad // 2, on_screen.width + 2 * pad, on_screen.height)
            shown = band.clip(clip)
            if shown.height > 0:
                surface.fill(palette.mix(palette.PANEL, self.accent, 0.16), shown)
                bar = pygame.Rect(band.x, band.y, k.px(6), band.height).clip(clip)
                surface.fill(self.accent, bar)
        for piece in self.page.draw(surface, origin, clip):
            self.drawn.append((piece.text, piece.size))
        fade = self.fade()
        if self.scroll > 0:  # text goes on above: it fades out under the panel's edge
            surface.blit(pygame.transform.flip(fade, False, True), (self.panel.x + 2, self.view.y))
        if self.scroll < self.max_scroll:
            surface.blit(fade, (self.panel.x + 2, self.view.bottom - fade.get_height()))
        if self.max_scroll:
            pygame.draw.rect(
                surface, palette.lighter(palette.BORDER, 0.4), self.track, border_radius=self.track.width // 2
            )
            color = self.accent if self.drag and self.drag[0] == "thumb" else palette.darker(palette.BORDER, 0.8)
            pygame.draw.rect(surface, color, self.thumb(), border_radius=self.track.width // 2)

    def fade(self) -> pygame.Surface:
        """A band of the panel's colour, clear at its top and solid at its bottom."""
        w, h = self.panel.width - 4, self.kit.px(22)
        if self._fade is None or self._fade.get_size() != (w, h):
            band = pygame.Surface((w, h), pygame.SRCALPHA)
            for y in range(h):
                band.fill((*palette.PANEL, int(255 * ((y + 1) / h) ** 1.6)), pygame.Rect(0, y, w, 1))
            self._fade = band
        return self._fade

    def draw_side(self, surface: pygame.Surface) -> None:
        k = self.kit
        k.panel(surface, self.side)
        x = self.side.x + k.px(22)
        y = self.side.y + k.px(22)
        for line in self.title_lines:
            self.write(surface, line, (x, y), TITLE_SIZE, palette.TEXT, True)
            y += k.font(TITLE_SIZE, True).get_linesize()
        self.write(surface, str(t("Rules")), (x, y), SUBTITLE_SIZE, palette.TEXT_2)
        pygame.draw.rect(surface, self.accent, pygame.Rect(x, self.rule_y, k.px(64), k.px(4)), border_radius=k.px(2))
        old_clip = surface.get_clip()
        surface.set_clip(self.list_area)
        now = self.current()
        for i, e in enumerate(self.contents):
            rect = e.rect.move(0, -self.list_scroll)
            if not rect.colliderect(self.list_area):
                continue
            if i == now:
                pygame.draw.rect(surface, palette.lighter(self.accent, 0.82), rect, border_radius=k.px(6))
                bar = pygame.Rect(rect.x, rect.y + k.px(4), k.px(4), rect.height - k.px(8))
                pygame.draw.rect(surface, self.accent, bar, border_radius=k.px(2))
            elif i == self.hover:
                pygame.draw.rect(surface, palette.lighter(palette.TABLE, 0.3), rect, border_radius=k.px(6))
            size = ENTRY_SIZE[e.anchor.level]
            color = palette.TEXT if e.anchor.level == 2 else palette.TEXT_2
            tx = rect.x + k.px(14) + (k.px(18) if e.anchor.level == 3 else 0)
            ty = rect.y + k.px(6)
            for line in e.lines:
                self.write(surface, line, (tx, ty), size, color, i == now)
                ty += k.font(size).get_linesize()
        surface.set_clip(old_clip)
        if self.list_height > self.list_area.height:  # more entries than room: a thin bar shows where
            room = self.list_area.height
            h = max(k.px(30), room * room // self.list_height)
            y = self.list_area.y + (room - h) * self.list_scroll // max(1, self.list_height - room)
            pygame.draw.rect(
                surface, palette.BORDER, pygame.Rect(self.side.right - k.px(7), y, k.px(4), h), border_radius=k.px(2)
            )
