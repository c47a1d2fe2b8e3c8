"""Table-top mode's bars: each seat's panel of words, moves and tools along its strip, laid
turned onto the screen from kept pictures of its pieces."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from mint.core import words
from mint.scenes.table.contract import Table
from mint.scenes.table.scratch import Pictures, turned
from mint.ui import palette
from mint.ui import tabletop as T
from mint.ui.rows import fill as fill_rows

WORDS = 18  #: a bar's words (design px)
ROUND = 10  #: a bar's panel's rounding (design px)


class Seats(Protocol):
    """What the bars show (``mint.scenes.table.edges.Edges``)."""

    table: Table
    bars: dict[int, T.BarLayout]
    moves: dict[int, list[tuple[str, Any]]]  #: each bar's buttons above its tools: label, what
    peeking: set[int]
    pressed: tuple[int, str, int] | None

    def tool_enabled(self, seat: int, key: str) -> bool: ...


class BarPainter:
    """Lays the seats' bars (``Edges.draw_bars`` decides which and when): each bar's panel drawn
    straight onto the screen, its heading and moves drawn upright and turned, its tools laid from
    turned pictures kept by what they show."""

    def __init__(self, edges: Seats) -> None:
        self.edges = edges
        self.buttons = Pictures(12)  #: each seat's tools, turned, by what they show
        self.words = Pictures(4)  #: the bars' words, upright, by what they say
        self.headings = Pictures(2)  #: each seat's heading, turned, by what it shows (its turn, or not)

    def draw_words(self, surface: pygame.Surface, seat: int, strip: T.Strip, said: str) -> None:
        """A bar's words alone drawn again, on the bar's own ground, turned into place."""
        k = self.edges.table.kit
        box = self.edges.bars[seat].words.inflate(-k.px(20), 0)  # (as the whole bar laid them, in the strip)
        fill_rows(surface, palette.PANEL, strip.turn.rect(box))
        # only the rows the lines take are drawn and turned: the rest of the box is the panel's ground
        step = k.font(WORDS).get_linesize()
        rows = min(len(k.wrap(said, WORDS, box.width)), max(0, (box.height + 1) // step)) if said else 0
        if rows == 0:
            return
        size = (box.width, min(box.height, rows * step))

        def draw() -> pygame.Surface:
            pad = pygame.Surface(size, pygame.SRCALPHA)
            pad.fill((*palette.PANEL, 255))  # (as the whole bar is drawn: the same blending)
            k.block(pad, said, pygame.Rect((0, 0), box.size), WORDS, palette.TEXT_2)
            return pad

        # (the seats that do not act all say the last move: its lines are laid out and drawn once)
        pad = self.words.picture("upright", (said, size, k.scale), draw)
        top = pygame.Rect(box.topleft, size)
        T.Turn(size, strip.turn.rotation, strip.turn.rect(top).topleft).blit(surface, pad)

    def corners(self, strip: T.Strip, bounds: pygame.Rect) -> list[pygame.Rect]:
        """The places on the screen a bar's panel leaves to what lies under it (within
        ``bounds``): the squares of its rounded corners. Its panel fills the rest."""
        whole = strip.turn.rect(strip.bar)
        r = self.edges.table.kit.px(ROUND)
        squares = (
            pygame.Rect(x, y, r, r) for x in (whole.left, whole.right - r) for y in (whole.top, whole.bottom - r)
        )
        return [c for c in (sq.clip(bounds) for sq in squares) if c.width > 0 and c.height > 0]

    def lay(self, surface: pygame.Surface, seat: int, strip: T.Strip) -> None:
        """One seat's bar but its words, turned onto ``surface`` piece by piece: its panel, its
        heading, each button. The bar's pixels are each either clear or solid but for the words,
        which lie inside the panel or a button's fill, so laying the pieces one over another gives
        the pixels of the whole bar drawn upright and turned at once."""
        t = self.edges.table
        k = t.kit
        lay = self.edges.bars.get(seat)
        if lay is None:
            return
        turn = T.Turn(strip.bar.size, strip.turn.rotation, strip.turn.rect(strip.bar).topleft)
        acting = t.rules.to_act(t.session.state) == seat
        human = t.session.seats[seat].is_human
        name = k.seat_name(t.session.seats, seat)
        if acting and human:
            name = str(words.t("{name} — your turn", name=name))
        elif acting:
            name = str(
                words.t("{name} — thinking…", name=name) if t.thinking else words.t("{name} — playing", name=name)
            )
        off = (-strip.bar.x, -strip.bar.y)
        head = lay.head.move(off)
        border = k.player_color(seat) if acting else palette.BORDER
        whole = pygame.Rect((0, 0), strip.bar.size)
        # (a rounded panel turned a quarter is the turned panel drawn: drawn straight on, no picture)
        k.panel(surface, turn.rect(whole), palette.PANEL, border, k.px(ROUND), shadow=False)
        top = pygame.Rect(0, 0, whole.width, head.bottom)
        shown = (whole.size, tuple(head), border, name, turn.rotation, k.scale, k.player_colors, palette.PANEL)
        heading = self.headings.picture(seat, shown, lambda: self.heading(seat, whole, head, border, name, turn))
        surface.blit(heading, turn.rect(top).topleft)
        row = self.edges.moves.get(seat, [])
        for i, r in enumerate(lay.moves):
            text, what = row[i]
            accent = what is not None and not isinstance(what, str)  # (a move, not Cancel, Skip or Results)
            self.lay_button(surface, turn, r.move(off), text, True, accent, (seat, "move", i), keep=False)
        for key, r in lay.tools.items():
            # Peek held shows in its button's colour (its word stays: "Showing" had no room)
            showing = key == "peek" and seat in self.edges.peeking
            text = str(dict(T.TOOLS)[key])
            self.lay_button(
                surface, turn, r.move(off), text, self.edges.tool_enabled(seat, key), showing, (seat, key, 0)
            )

    def heading(
        self, seat: int, whole: pygame.Rect, head: pygame.Rect, border: Any, name: str, turn: T.Turn
    ) -> pygame.Surface:
        """The top of a bar down to the foot of its heading (the player's token and name on the
        panel, its rounded corners and border as the whole panel has them), turned."""
        k = self.edges.table.kit
        upright = pygame.Surface((whole.width, head.bottom), pygame.SRCALPHA)
        k.panel(upright, whole, palette.PANEL, border, k.px(ROUND), shadow=False)
        k.token(upright, (head.x + k.px(22), head.centery), k.px(12), seat)
        k.line(
            upright, name, (head.x + k.px(42), head.centery), 20, palette.TEXT, True, "midleft", head.width - k.px(50)
        )
        return turned(upright, turn.rotation)

    def lay_button(
        self,
        surface: pygame.Surface,
        turn: T.Turn,
        r: pygame.Rect,
        text: str,
        enabled: bool,
        accent: bool,
        down: Any,
        keep: bool = True,
    ) -> None:
        """A bar's button (``r`` upright in the bar) laid turned onto ``surface``; ``keep``: from a
        kept picture of it (the seat's tools), else drawn afresh."""
        k = self.edges.table.kit
        shown = (
            r.size,
            turn.rotation,
            text,
            enabled,
            accent,
            self.edges.pressed == down,
            self.edges.table.view.accent,
            k.scale,
        )

        def draw() -> pygame.Surface:
            upright = pygame.Surface(r.size, pygame.SRCALPHA)
            self.button(upright, upright.get_rect(), text, enabled, accent, down)
            return turned(upright, turn.rotation)

        picture = self.buttons.picture(down[0], shown, draw) if keep else draw()
        surface.blit(picture, turn.rect(r).topleft)

    def button(
        self, surface: pygame.Surface, r: pygame.Rect, text: str, enabled: bool, accent: bool = False, down: Any = None
    ) -> None:
        k = self.edges.table.kit
        pressed = self.edges.pressed == down
        fill = self.edges.table.view.accent if accent and enabled else palette.lighter(palette.BORDER, 0.5)
        if pressed:
            fill = palette.lighter(fill, 0.3) if accent else palette.BORDER
        k.panel(surface, r, fill, palette.BORDER, radius=k.px(8), shadow=False)
        color = palette.WHITE if accent and enabled else (palette.TEXT if enabled else palette.TEXT_2)
        k.line(surface, text, r.center, WORDS, color, True, "center", r.width - k.px(12))
