"""Painting the table: the board the view drew, kept until the layout changes; the chrome around it,
kept until something in it changes; and on every frame what moves or pulses above them.

Nothing here computes a place: the spots, panels and button rects come from the last layout.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Hashable

import pygame

from mint.core import words
from mint.core.game import Action
from mint.scenes.table import uprights
from mint.scenes.table.animation import HINT_BLUE
from mint.scenes.table.contract import Table
from mint.scenes.table.gestures import Gestures
from mint.scenes.table.layout import named
from mint.scenes.table.panels import draw_side, draw_thinking_dots, draw_top, side_head
from mint.ui import layers, palette, rows
from mint.ui.damage import Places, lay, minus
from mint.ui.kit import Kit
from mint.ui.surfcache import opaque_surface
from mint.ui.view_api import Region, Shape, region_rect

VEIL_ALPHA = 170  #: how much of a dragged piece's home the table's colour covers
#: how far (design px) a view may paint out of its board rect in the normal layout: its parts'
#: shadows and rings (the views paint at most 6 design px out; tests/ui/test_tabletop_paint.py holds them to this)
VIEW_REACH = 24


def highlight(
    surface: pygame.Surface, kit: Kit, region: Region, t: float, color: palette.Color = palette.LEGAL
) -> None:
    """The pulsing outline of a spot: the kit's ring round a rect, the rim of a shape."""
    if not isinstance(region, Shape):
        kit.highlight(surface, region, t, color)
        return
    pulse = 0.5 + 0.5 * math.sin(t * 2 * math.pi / 0.9)
    width = max(2, kit.px(3 + pulse * 1.5))
    # where the kit's ring lies round a rect: its outer edge 3 px outside the spot
    for a, b in region.outline(kit.px(3) - width / 2):
        pygame.draw.line(surface, color, a, b, width)
        pygame.draw.circle(surface, color, b, width / 2)


def _mask(region: Shape, rect: pygame.Rect) -> pygame.Surface:
    """White where the shape is, clear elsewhere, over ``rect``."""
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    for poly in region.move(-rect.x, -rect.y).polygons:
        pygame.draw.polygon(mask, (255, 255, 255, 255), poly)
    return mask


def veil(surface: pygame.Surface, region: Region) -> None:
    """Cover a dragged piece's home with the table's colour, so the piece reads as lifted."""
    rect = region_rect(region)
    cover = pygame.Surface(rect.size, pygame.SRCALPHA)
    cover.fill((*palette.TABLE, VEIL_ALPHA))
    if isinstance(region, Shape):
        cover.blit(_mask(region, rect), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(cover, rect)


@dataclass
class Marks:
    """What the pointer, the keys and the hint mark on this frame, in the order they are drawn."""

    rings: list[tuple[Hashable, palette.Color]] = field(default_factory=list)  #: spots ringed, and in what colour
    button: pygame.Rect | None = None  #: the hinted move's button
    dragged: Hashable | None = None  #: the spot whose piece follows the pointer
    drag_pos: tuple[int, int] = (0, 0)
    pointer: tuple[int, int] = (0, 0)
    hovered: Hashable | None = None  #: the spot under the pointer, for the view's overlay
    others: list[tuple[Hashable, tuple[int, int]]] = field(default_factory=list)  #: further fingers' pieces


def collect_marks(
    g: Gestures,
    lit: set[Hashable],
    actions: list[Action],
    hint: tuple[Action, str] | None,
    hint_button: pygame.Rect | None,
) -> Marks:
    """This frame's marks: the held source, the lit targets, the Tab choice, the hint's spots."""
    rings: list[tuple[Hashable, palette.Color]] = []
    if named(g.held):
        rings.append((g.held, palette.GOLD))
    rings += [(sid, palette.LEGAL) for sid in lit]
    if g.kb_index is not None and actions:
        a = actions[g.kb_index % len(actions)]
        rings += [(sid, palette.GOLD) for sid in (a.source, a.target) if named(sid)]
    if hint:
        rings += [(sid, HINT_BLUE) for sid in (hint[0].source, hint[0].target) if named(sid)]
    drag = g.drag if g.drag and g.drag.moved else None
    return Marks(
        rings,
        hint_button if hint else None,
        drag.source if drag else None,
        drag.pos if drag else (0, 0),
        g.pointer,
        g.hovered(),
        [(d.source, d.pos) for d in g.others.values() if d.moved],
    )


def _copy(surface: pygame.Surface, area: pygame.Rect, held: list[pygame.Surface]) -> pygame.Surface:
    """A copy of ``area`` of ``surface`` in a ``held`` surface of its size if any (a new one costs its first touch)."""
    for i, spare in enumerate(held):
        if spare.get_size() == area.size and spare.get_bitsize() == surface.get_bitsize():
            del held[i]
            spare.blit(surface, (0, 0), area)
            return spare
    return surface.subsurface(area).copy()


class Painter:
    """Keeps the painted board and the composed frame (the normal layout; table-top mode paints on
    the window itself), and draws each frame on top of them."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.board: pygame.Surface | None = None
        self._board_key: Any = None
        self._painted_version: Any = None  #: the view's ``paint_version`` when the board was last painted
        self._board_fresh = False  #: the board was painted again and holds no bars or panels yet
        #: where the panels lie, and the part of it the view may have painted with what lay there
        self._under: list[tuple[pygame.Rect, pygame.Rect, pygame.Surface | None]] = []
        self._frame: pygame.Surface | None = None
        self._frame_key: Any = None
        self._kept: dict[str, tuple[Any, Any]] = {}  #: the caption band and the zoomed piece, by what they show
        #: the board the view last drew the whole table on, and for what size, rect and scale
        self._view_drew: tuple[pygame.Surface, Any] | None = None
        #: the surface the frame was last laid on, where its pixels lay then and the app's count of
        #: frames drawn; where the frame was painted since, and where that surface was drawn over
        #: after it (each None: anywhere), so that only those places are laid again
        self._shown: tuple[pygame.Surface, int, int] | None = None
        self.changed, self.over = Places(), Places()

    def invalidate(self) -> None:
        """Compose the chrome again on the next frame (the board stays)."""
        self._frame_key = None

    # --- kept surfaces -------------------------------------------------------------------------
    def painted_board(self) -> pygame.Surface:
        """The view's drawing of the last layout, painted again after a new layout or ``paint_version``;
        the normal layout's (table-top mode paints on the window: ``_lay_tabletop``)."""
        t = self.table
        version = t.view.paint_version()
        if self.board is None or self._board_key != t.layout_generation or self._painted_version != version:
            board = self.board
            if board is None or board.get_size() != t.app.size:  # painted again in place while the size holds
                board = opaque_surface(t.app.size)
                self.changed.note(None)
            t.edges.forget_ground()  # (the normal layout paints all of it)
            self._paint_view(board)
            self.board, self._board_key, self._painted_version = board, t.layout_generation, version
            self._board_fresh = True
        return self.board

    def _paint_view(self, board: pygame.Surface) -> None:
        """The view's drawing of the whole table (the normal layout). A view that paints in place
        is handed the board as its last drawing left it (the panels' ground put back) when the
        board, its rect and the scale are the ones it drew for; any other view a filled board."""
        t = self.table
        view = t.view
        place = (board.get_size(), tuple(t.frame.board), t.kit.scale)
        view.in_place = bool(view.paints_in_place and self._view_drew == (board, place))
        if view.in_place and not self._board_fresh:  # (the panels lie over the view's edges)
            layers.keep_painted()  # (as the view painted it)
            self._put_back_under(board)
        elif not view.in_place:
            board.fill(palette.TABLE)
        view.draw(board, t.obs, t.shown, t.frame.board, t.hits.spots)
        self.changed.note_all(view.damage if view.in_place else None)
        view.in_place, view.damage = False, None
        self._view_drew = (board, place)

    def _chrome_key(self) -> Any:
        """What the chrome round the board shows (a Side compares by value)."""
        t = self.table
        return (
            self._board_key,
            t.thinking,
            t.log.scroll,
            t.peek,
            len(t.log.lines),
            t.side,
            t.edges.bar_key() if t.tabletop else None,
        )

    def frame(self) -> pygame.Surface:
        """The board plus everything around it that changes only with the game (top bar, side
        panel, log, seat panels, or table-top mode's bars), drawn on the board itself and drawn
        again, over what they hid, when something in them changes (no whole copy of the board).
        Table-top mode keeps no such picture: the window is brought up to date and given."""
        t = self.table
        if t.tabletop:
            window = t.app.window
            self._lay_tabletop(window)
            # (the next frame finds the window as the last one left it, with nothing over it)
            self._shown = (window, window._pixels_address, t.app.frames_drawn - 1)
            return window
        board = self.painted_board()
        key = self._chrome_key()
        if key != self._frame_key or self._frame is None:
            # (what the view just painted where the chrome goes is kept before the chrome covers it)
            layers.keep_painted([*self._chrome(board), *(r for r, _, _ in self._under)])
            # the bars (table-top) or the top bar and side column lie on the board itself, over a
            # kept copy of what lies under them, put back before they are drawn again
            if self._board_fresh:
                # under the chrome lies the table's colour, but where the view's parts (and their
                # shadows) reach out of the board: only that band is kept
                reach = t.frame.board.inflate(2 * t.kit.px(VIEW_REACH), 2 * t.kit.px(VIEW_REACH))
                held = [under for _, _, under in self._under if under is not None]
                self._under = []
                for r in self._chrome(board):
                    near = r.clip(reach)
                    self._under.append((r, near, _copy(board, near, held) if near.width and near.height else None))
                self._board_fresh = False
            else:
                self._put_back_under(board)
            draw_top(board, t)
            draw_side(board, t)
            self.changed.note_all(self._chrome(board))
            self._frame, self._frame_key = board, key
        return self._frame

    def _put_back_under(self, board: pygame.Surface) -> None:
        """What lay under the top bar and side column, put back before they are drawn again: the
        table's colour and the band the view painted, but where their panels are drawn solid over
        it next (the top bar, the middle of the heading's and the log's panels)."""
        solid = self._solid()
        for r, near, under in self._under:
            self.changed.note(r)
            for piece in minus(r, solid):
                rows.fill(board, palette.TABLE, piece)
            if under is not None:
                rows.blit(board, under, near)

    def _solid(self) -> list[pygame.Rect]:
        """Where ``draw_top`` and ``draw_side`` paint every pixel over what lies there."""
        t = self.table
        k = t.kit
        solid = [pygame.Rect(0, 0, t.app.size[0], t.frame.top_h)]
        r = k.px(10)  #: (the panels' corners)
        for panel in (side_head(t), t.side.log):
            if panel is not None:
                solid += [panel.inflate(0, -2 * r), panel.inflate(-2 * r, 0)]
        return [s for s in solid if s.width > 0 and s.height > 0]

    def _chrome(self, board: pygame.Surface) -> list[pygame.Rect]:
        """Where the bars (table-top) or the top bar and side column may paint, shadows and all."""
        t = self.table
        bounds = board.get_rect()
        if t.tabletop:
            return []  # (the bars keep what lies under them themselves)
        m = t.kit.px(24)
        return [
            pygame.Rect(0, 0, bounds.width, t.frame.top_h + m).clip(bounds),
            t.frame.side.inflate(2 * m, 2 * m).clip(bounds),
        ]

    def piece(self, sid: Hashable) -> pygame.Surface | None:
        """The image of the piece at ``sid``: the view's own, or the spot cut out of the board."""
        t = self.table
        own = t.edges.piece_for(sid) if t.tabletop else t.view.piece_for(sid)
        if own is not None:
            return own
        region = t.hits.get(sid)
        if region is None:
            return None
        rect = region_rect(region)
        r = rect.clip(pygame.Rect((0, 0), t.app.size))
        if r.width <= 0 or r.height <= 0:
            return None
        if t.tabletop:
            cut = uprights.picture(t.edges, r)
        else:
            cut = self.painted_board().subsurface(r).copy()
        if not isinstance(region, Shape):
            return cut
        shaped = pygame.Surface(r.size, pygame.SRCALPHA)
        shaped.blit(cut, (0, 0))
        shaped.blit(_mask(region, r), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        return shaped

    # --- each frame ----------------------------------------------------------------------------
    def lay_frame(self, surface: pygame.Surface) -> None:
        """The kept frame laid on ``surface``: where it was painted since it was last laid there,
        and where that frame was drawn over, when ``surface`` holds it so (the last frame the app
        drew, on the same pixels); else all of it. (Table-top mode: ``_lay_tabletop``.)"""
        if self.table.tabletop:
            self._lay_tabletop(surface)
            return
        frame = self.frame()
        shown = (surface, surface._pixels_address, self.table.app.frames_drawn)
        changed, over, last = self.changed.take(), self.over.take(), self._shown
        if (
            last is not None
            and last[:2] == shown[:2]
            and last[2] + 1 == shown[2]
            and changed is not None
            and over is not None
            and surface.get_size() == frame.get_size()
        ):
            lay(surface, frame, changed + over)
        else:
            surface.blit(frame, (0, 0))
        self._shown = shown

    def _lay_tabletop(self, surface: pygame.Surface) -> None:
        """Table-top mode: the parts and bars are painted on ``surface`` itself, with no kept
        frame (at 3840x2160 a second window's worth, 32 MiB). Where the last frame was drawn over
        (rings, pieces, glides, words) is laid again first from the parts' own upright drawings
        (``Edges.compose``): all of it when ``surface`` may hold anything else there (another
        frame drawn since, its pixels moved, or drawn over anywhere); then what changed is painted,
        over what the table shows."""
        t, edges = self.table, self.table.edges
        shown = (surface, surface._pixels_address, t.app.frames_drawn)
        over, last = self.over.take(), self._shown
        self.changed.take()
        held = surface is edges.painted_on
        if held:
            same = last is not None and last[:2] == shown[:2] and last[2] + 1 == shown[2]
            edges.compose(surface, over if same and over is not None else None)
        version = t.view.paint_version()
        later = edges.later  # (strips left for now: their bars are drawn again over them)
        if not held or later or self._board_key != t.layout_generation or self._painted_version != version:
            edges.paint(surface)
            self._board_key, self._painted_version = t.layout_generation, version
        key = self._chrome_key()
        if not held or later or key != self._frame_key:
            edges.draw_bars(surface)
            self._frame_key = key
        edges.damage.take()
        self._shown = shown

    def draw(self, surface: pygame.Surface, marks: Marks) -> None:
        """The frame, and over it what moves or pulses (each place drawn over noted in ``over``)."""
        t = self.table
        k = t.kit
        self.lay_frame(surface)
        over = self.over.note
        if t.thinking and not t.tabletop:
            over(draw_thinking_dots(surface, t))
        now = t.t
        spots = t.hits.spots
        ring = 2 * k.px(12)  #: (a ring lies at most this far round its spot: ``kit.highlight``)
        for sid, color in marks.rings:
            if sid in spots:
                highlight(surface, k, spots[sid], now, color)
                over(region_rect(spots[sid]).inflate(ring, ring))
        if marks.button is not None:  # a move made with a button: ring the button
            k.highlight(surface, marks.button.inflate(k.px(10), k.px(10)), now, HINT_BLUE)
            over(marks.button.inflate(k.px(10) + ring, k.px(10) + ring))
        if t.tabletop:
            t.edges.draw_overlays(surface, marks.hovered, self.over)
        else:
            drew = t.view.draw_overlay(surface, t.obs, t.shown, spots, marks.hovered)
            if t.view.has_overlay and drew is not False:
                over(drew if isinstance(drew, pygame.Rect) else None)
        held = ([(marks.dragged, marks.drag_pos)] if marks.dragged is not None else []) + marks.others
        for sid, pos in held:  # the pieces being dragged, each under its pointer
            if sid not in spots:
                continue
            veil(surface, spots[sid])
            over(region_rect(spots[sid]))
            piece = self.piece(sid)
            if piece is not None:
                piece = pygame.transform.smoothscale_by(piece, 1.08)
                r = piece.get_rect(center=pos)
                k.shadow(surface, r, deep=True)
                surface.blit(piece, r)
                over(k.shadow_reach(r, deep=True))
        self.over.note_all(t.motion.draw(surface, k, t.hits))

    def over_widgets(self, ui: Any) -> None:
        """Note where the GUI kit drew its widgets over the frame; and that all of it may be drawn
        over when a screen lies over the table or the table is drawn turned."""
        t = self.table
        if not t.app.scenes or t.app.scenes[-1] is not t or getattr(t, "turn", None) is not None:
            self.over.note(None)
            return
        for image, at, *_ in ui.get_sprite_group().visible:
            self.over.note(pygame.Rect(at.topleft, image.get_size()))

    def draw_top(self, surface: pygame.Surface, marks: Marks, on_top: bool) -> None:
        """What lies over the table's buttons: the toast, the tooltip and the zoomed card. While
        another screen lies over the table (``on_top`` false) only the toast is kept: a tooltip
        belongs to the pointer, which is on that screen now."""
        t = self.table
        over = self.over.note
        if t.caption and not t.tabletop:  # (in table-top mode every bar says it)
            over(self._caption(surface))
        if t.toast:
            over(self._toast(surface))
        if not on_top:
            return
        if t.zoom_text:
            self._zoom(surface)
            over(None)  # (a veil over all of it)
        elif t.tooltip_text:
            over(self._tooltip(surface, t.tooltip_text, marks.pointer))

    def _caption(self, surface: pygame.Surface) -> pygame.Rect:
        """What a bot just did, in a band at the top of the board with the seat's mark; it fades
        in its last half second."""
        t = self.table
        assert t.caption is not None
        k = t.kit
        seat, words, left = t.caption
        br = t.frame.board
        key = (seat, words, br.size, k.scale, t.layout_generation)
        kept_key, kept = self._kept.get("caption", (None, None))
        if kept_key == key:
            band, r = kept
        else:
            band, r = self._caption_band(seat, words)
            self._kept["caption"] = (key, (band, r))
        band = band.copy() if left < 0.5 else band  # (the kept band stays opaque for the next frame)
        if left < 0.5:
            band.set_alpha(int(255 * max(0.0, left) / 0.5))
        return surface.blit(band, r)

    def _caption_band(self, seat: int | None, words: str) -> tuple[pygame.Surface, pygame.Rect]:
        """The caption's band, drawn once for what it says, and where it lies."""
        t = self.table
        k = t.kit
        br = t.frame.board
        size = 20
        lines = k.wrap(words, size, br.width - k.px(160), bold=True)[:3]
        step = k.font(size).get_linesize()
        mark_w = k.px(40) if seat is not None else 0
        # the first line is drawn bold: measure each line in the face it is drawn in
        w = max(k.width(line, size, i == 0) for i, line in enumerate(lines)) + k.px(40) + mark_w
        r = pygame.Rect(0, 0, w, len(lines) * step + k.px(20))
        r.midtop = (br.centerx, br.y + k.px(12))
        band = pygame.Surface(r.size, pygame.SRCALPHA)
        local = band.get_rect()
        k.panel(band, local, palette.PANEL, t.view.accent)
        if seat is not None:
            centre = (k.px(20) + k.px(12), local.centery)
            mark = t.view.seat_mark(t.obs, seat) if t.obs is not None else None
            if mark is not None:
                k.shape(band, centre, k.px(12), *mark)
            else:
                k.token(band, centre, k.px(12), seat)
        for i, line in enumerate(lines):
            k.text(band, line, (k.px(20) + mark_w, k.px(10) + i * step), size, palette.TEXT, i == 0)
        return band, r

    def _toast(self, surface: pygame.Surface) -> pygame.Rect:
        """The toast at the foot of the board; in table-top mode laid beside the strip of the seat
        it speaks to, turned to face it. Drawn once for what it says and kept while it shows."""
        t = self.table
        assert t.toast is not None
        k = t.kit
        text, _, color = t.toast
        strip = t.edges.facing(t.toast_seat) if t.tabletop else None
        br = t.frame.board
        hint = str(words.t("F1 or a tap here: the rule it applies")) if t.refused else ""
        key = (text, color, strip, tuple(br), k.scale, hint)
        kept_key, kept = self._kept.get("toast", (None, None))
        if kept_key != key:
            kept = self._toast_band(text, color, strip, hint)
            self._kept["toast"] = (key, kept)
        band, at = kept
        t.toast_rect = at
        return surface.blit(band, at)

    def _toast_band(
        self, text: str, color: palette.Color, strip: Any, hint: str = ""
    ) -> tuple[pygame.Surface, pygame.Rect]:
        """The toast drawn (and, facing a strip, turned) once, and where it lies; ``hint``, a
        smaller line under it (how to read the rule a refusal names)."""
        t = self.table
        k = t.kit
        br = t.frame.board
        room = (strip.area.width if strip is not None else br.width) - k.px(120)
        lines = k.wrap(text, 18, room)
        small = k.wrap(hint, 14, room) if hint else []
        step, small_step = k.font(18).get_linesize(), k.font(14).get_linesize()
        h = len(lines) * step + len(small) * small_step + k.px(20)
        w = max([k.width(line, 18) for line in lines] + [k.width(line, 14) for line in small]) + k.px(40)
        band = pygame.Surface((w, h), pygame.SRCALPHA)
        local = band.get_rect()
        k.panel(band, local, palette.PANEL, color if color != palette.TEXT else palette.BORDER)
        for i, line in enumerate(lines):
            k.text(band, line, (local.centerx, k.px(10) + i * step), 18, color, False, "midtop")
        for i, line in enumerate(small):
            y = k.px(10) + len(lines) * step + i * small_step
            k.text(band, line, (local.centerx, y), 14, palette.TEXT_2, False, "midtop")
        if strip is None:
            return band, band.get_rect(midbottom=(br.centerx, br.bottom - k.px(20)))
        return t.edges.facing_place(band, strip, k.px(16))

    def _tooltip(self, surface: pygame.Surface, text: str, pos: tuple[int, int]) -> pygame.Rect:
        """The tooltip beside the pointer; in table-top mode turned to face the seat whose strip
        the pointer is in (on the board: the way the board faces)."""
        t = self.table
        k = t.kit
        width = k.px(360)
        lines = k.wrap(text, 16, width - k.px(20))
        step = k.font(16).get_linesize()
        r = pygame.Rect(0, 0, width, len(lines) * step + k.px(16))
        tip = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(tip, palette.TEXT, r, border_radius=k.px(6))
        for i, line in enumerate(lines):
            k.text(tip, line, (k.px(10), k.px(8) + i * step), 16, palette.WHITE)
        rotation = 0
        if t.tabletop and t.edges.geometry is not None:
            strip = t.edges.geometry.strip_at(pos)
            rotation = strip.turn.rotation if strip is not None else t.edges.rotation
            tip = pygame.transform.rotate(tip, rotation) if rotation else tip
        # beside the pointer, toward the reader's lower right
        dx, dy = {0: (1, 1), 180: (-1, -1), -90: (-1, 1), 90: (1, -1)}[rotation]
        place = tip.get_rect(center=pos)
        place.move_ip(dx * (place.width // 2 + k.px(16)), dy * (place.height // 2 + k.px(16)))
        place.clamp_ip(surface.get_rect())
        return surface.blit(tip, place)

    def _zoom(self, surface: pygame.Surface) -> None:
        """The right-clicked piece made large (the view's own large picture, else the piece as
        drawn, scaled up), with its full text beside it (below it when the piece is wide)."""
        t = self.table
        assert t.zoom_text is not None
        k = t.kit
        veil_all = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil_all.fill((0, 0, 0, 110))
        surface.blit(veil_all, (0, 0))
        sw, sh = surface.get_size()
        sid = t.zoom_text[0]
        room = (int(sw * 0.42), int(sh * 0.62))
        zoom_key = (sid, room, t.layout_generation)
        kept_key, big = self._kept.get("zoom", (None, None))
        if kept_key != zoom_key:
            big = self.zoom_picture(sid, room)  # scaled once while the zoom stays open
            self._kept["zoom"] = (zoom_key, big)
        text_w = k.px(560)
        key = getattr(sid, "key", None)
        name = str(key) if key is not None else str(sid).split(":")[-1]
        title = name.replace("_", " ").title()
        lines = k.wrap(t.zoom_text[1], 22, text_w - k.px(40))
        text_h = max(k.px(120), len(lines) * k.font(22).get_linesize() + k.px(120))
        pad = k.px(24)
        if big is None:
            r = pygame.Rect(0, 0, k.px(640), max(k.px(300), text_h))
            r.center = surface.get_rect().center
            body = k.card(surface, r, title, t.view.accent, title_size=28)
            k.paragraph(surface, t.zoom_text[1], body.inflate(-k.px(40), -k.px(40)), 22)
        else:
            bw, bh = big.get_size()
            side = bw <= bh * 1.2  # a tall card: text beside it; a wide piece: text below
            if side:
                r = pygame.Rect(0, 0, bw + text_w + 3 * pad, max(bh, text_h) + 2 * pad + k.px(24))
            else:
                r = pygame.Rect(0, 0, max(bw, text_w) + 2 * pad, bh + text_h + 3 * pad)
            r.center = surface.get_rect().center
            r.clamp_ip(surface.get_rect())
            k.panel(surface, r)
            at = pygame.Rect(r.x + pad, r.y + pad, bw, bh)
            if not side:
                at.centerx = r.centerx
            k.shadow(surface, at, deep=True)
            surface.blit(big, at)
            if side:
                said = pygame.Rect(at.right + pad, r.y + pad, text_w, r.height - 2 * pad - k.px(24))
            else:
                said = pygame.Rect(r.x + pad, at.bottom + pad, r.width - 2 * pad, text_h - k.px(24))
            k.text(surface, title, (said.x, said.y), 28, t.view.accent, True)
            k.paragraph(surface, t.zoom_text[1], said.inflate(0, -k.px(48)).move(0, k.px(24)), 22)
        k.text(
            surface,
            str(words.t("click anywhere to close")),
            (r.centerx, r.bottom - k.px(8)),
            14,
            palette.TEXT_2,
            anchor="midbottom",
        )

    def zoom_picture(self, sid: Hashable, room: tuple[int, int]) -> pygame.Surface | None:
        """The piece at ``sid`` as large as fits ``room`` (at most 4 times its size on the table):
        the view's own large drawing when it has one, else the piece as drawn, scaled up."""
        t = self.table
        own = t.view.zoom_piece(t.obs, sid, room) if t.obs is not None else None
        if own is not None:
            return own
        piece = self.piece(sid)
        if piece is None or piece.get_width() < 4 or piece.get_height() < 4:
            return None
        w, h = piece.get_size()
        scale = min(4.0, room[0] / w, room[1] / h)
        if scale <= 1.05:
            return None  # a piece already large on the table: the text alone says more
        return pygame.transform.smoothscale_by(piece, scale)
