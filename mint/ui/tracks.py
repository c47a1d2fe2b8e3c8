"""Track widgets every game view shares: a numbered track with cubes, and a price track.

A ``Track`` is a line of numbered boxes (VP, round, XP) with markers on it: each seat's cube in
its colour *and* shape (ART.md), or neutral markers in a given colour. Cubes that share a box
sit side by side, or stand in a tower when the box is too small, so none hides another. A track
that wraps (a VP track of 0-29 that is lapped) shows how far a cube went round.

A ``PriceTrack`` is a row (or column) of price boxes with one marker; the marker stops at the
ends, and a preview shows where a trade would move it.

As with the card widgets, a layout is computed when its inputs change and kept; ``draw`` only
paints it. Sizes are pixels at 1080p, scaled by ``kit.scale``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Hashable, Iterable, Sequence

import pygame

from mint.ui import palette
from mint.ui.cardface import MIN_NUMBER, MIN_TEXT
from mint.ui.cardmotion import Motion
from mint.ui.kit import Kit
from mint.ui.palette import Color

BoxFn = Callable[[pygame.Surface, pygame.Rect, int], None]
"""Decorates one box after its fill: ``draw_box(surface, rect, value)`` (an icon, a tint)."""

BROWN = palette.hexc("#8B5A2B")  #: a neutral price cube
CUBE_MAX = 34  #: the largest cube, px at 1080p
CUBE_MIN = 16  #: the smallest cube before cubes stand in a tower instead


def _is_number(text: str) -> bool:
    return text.lstrip("+-−").isdigit()


@dataclass(frozen=True)
class Cube:
    """A marker on a track: a seat's cube (``seat``) or a neutral one (``color``).

    ``value`` is the number it marks (on a wrapping track it may run past the end); ``id`` is its
    spot id, by default ``("cube", seat)`` or ``("cube", color)``.
    """

    value: int
    seat: int | None = None
    color: Color | None = None
    id: Hashable = None

    @property
    def key(self) -> Hashable:
        if self.id is not None:
            return self.id
        return ("cube", self.seat) if self.seat is not None else ("cube", self.color)


def draw_cube(kit: Kit, surface: pygame.Surface, rect: pygame.Rect, cube: Cube) -> None:
    """A seat's token (colour and shape), or a neutral rounded cube in its colour."""
    if cube.seat is not None:
        kit.token(surface, rect.center, rect.width * 0.5, cube.seat)
        return
    color = cube.color or palette.GOLD
    r = max(2, rect.width // 5)
    pygame.draw.rect(surface, palette.darker(palette.TABLE, 0.72), rect.move(0, kit.px(2)), border_radius=r)
    pygame.draw.rect(surface, color, rect, border_radius=r)
    pygame.draw.rect(surface, palette.darker(color), rect, max(1, kit.px(1.5)), border_radius=r)
    top = pygame.Rect(rect.x + rect.width // 5, rect.y + rect.height // 6, rect.width * 3 // 5, rect.height // 4)
    pygame.draw.rect(surface, palette.lighter(color, 0.35), top, border_radius=max(1, top.height // 2))


def _pill(
    kit: Kit, surface: pygame.Surface, text: str, center: tuple[int, int], fill: Color, color: Color = palette.WHITE
) -> pygame.Rect:
    surf = kit.render(text, MIN_NUMBER if _is_number(text) else MIN_TEXT, color, True)
    r = surf.get_rect().inflate(kit.px(12), kit.px(2))
    r.center = center
    pygame.draw.rect(surface, fill, r, border_radius=r.height // 2)
    pygame.draw.rect(surface, palette.WHITE, r, max(1, kit.px(1.5)), border_radius=r.height // 2)
    surface.blit(surf, surf.get_rect(center=r.center))
    return r


@dataclass(frozen=True)
class TrackLayout:
    """Where a track's boxes and cubes lie.

    ``boxes[i]`` holds the value ``first + i``; ``cubes`` maps a cube's id to its rect;
    ``laps`` says how many times a cube went round a wrapping track; ``label_every`` which
    boxes carry their number (every box when there is room, else every 2nd, 5th or 10th).
    """

    rect: pygame.Rect
    boxes: tuple[pygame.Rect, ...]
    cubes: dict[Hashable, pygame.Rect]
    laps: dict[Hashable, int]
    order: tuple[Cube, ...]
    label_every: int
    label_size: float
    label_band: int
    lines: int


class Track:
    """A numbered track: boxes ``first .. first + length - 1`` (or one per label), in lines.

    ``wrap``: a value past the end goes round again (a lapped VP track); otherwise it stops in
    the last box. ``snake``: every other line runs back, as printed tracks do. ``lines``: how
    many lines (None: whatever gives the biggest boxes). ``draw_box`` decorates a box (the
    skill and unit icons of an XP track, a night tint on a round track).
    """

    def __init__(
        self,
        kit: Kit,
        *,
        length: int | None = None,
        first: int = 0,
        labels: Sequence[str] | None = None,
        wrap: bool = False,
        snake: bool = False,
        lines: int | None = None,
        draw_box: BoxFn | None = None,
        accent: Color = palette.TEXT_2,
        shade_every: int = 5,
        gap: float = 4,
        animate: bool = True,
    ) -> None:
        if labels is None and not length:
            raise ValueError("a track needs a length or labels")
        self.kit = kit
        self.first = first
        self.labels = tuple(labels) if labels is not None else tuple(str(first + i) for i in range(length or 0))
        self.wrap, self.snake, self.lines = wrap, snake, lines
        self.draw_box, self.accent, self.shade_every, self.gap = draw_box, accent, shade_every, gap
        self.motion = Motion() if animate else Motion(0.0, 0.0)
        self._key: Any = None
        self._frame: Any = None
        self._layout: TrackLayout | None = None
        self.computed = 0

    def set_kit(self, kit: Kit) -> None:
        self.kit = kit
        self._key = None

    @property
    def length(self) -> int:
        return len(self.labels)

    def place(self, value: int) -> tuple[int, int]:
        """The box index a value lies in and how many laps it made."""
        i = value - self.first
        if self.wrap:
            return i % self.length, i // self.length
        return min(max(i, 0), self.length - 1), 0

    # --- layout ------------------------------------------------------------------------------
    def layout(self, cubes: Sequence[Cube], rect: pygame.Rect) -> TrackLayout:
        cubes = tuple(cubes)
        frame = (tuple(rect), self.kit.scale)
        key = (cubes, frame)
        if key == self._key and self._layout is not None:
            return self._layout
        lay = self._compute(cubes, pygame.Rect(rect))
        self.computed += 1
        self.motion.retarget(lay.cubes, {}, snap=frame != self._frame and self._frame is not None)
        self._key, self._frame, self._layout = key, frame, lay
        return lay

    @property
    def last(self) -> TrackLayout | None:
        return self._layout

    def _box_size(self, lines: int, rect: pygame.Rect) -> tuple[float, float]:
        gap = self.kit.px(self.gap)
        per = math.ceil(self.length / lines)
        w = (rect.width - (per - 1) * gap) / per
        h = (rect.height - (lines - 1) * gap) / lines
        return min(w, h * 2.2), min(h, w * 1.6)

    def _label_fit(self, box_w: float, box_h: float) -> tuple[int, float]:
        """Which boxes carry a label and at what size: numbers at 22 px or more, words at 18."""
        k = self.kit
        numeric = all(_is_number(t) for t in self.labels)
        least = MIN_NUMBER if numeric else MIN_TEXT
        size = max(least, min(least * 1.3, box_h * 0.34 / k.scale))
        widest = max(k.width(t, size, True) for t in self.labels)
        if not numeric:
            return 1, size
        pad = k.px(4)
        for every in (1, 2, 5, 10, 20):
            if widest <= every * box_w - pad:
                return every, size
        return 50, size

    def _fit(self, lines: int, rect: pygame.Rect) -> tuple[int, int, int, float, int]:
        """Box width and height, label step and size, and the label band's height for ``lines`` lines."""
        bw, bh = (int(v) for v in self._box_size(lines, rect))
        every, size = self._label_fit(bw, bh)
        band = self.kit.font(size, True).get_linesize()
        return bw, bh, every, size, band

    def _score(self, lines: int, rect: pygame.Rect) -> tuple[float, int]:
        """Bigger is better: the room a cube gets below the labels (boxes too short for both lose)."""
        bw, bh, _, _, band = self._fit(lines, rect)
        room = min(bw, bh - band)
        return (room if room >= self.kit.px(CUBE_MIN) else min(bw, bh) * 0.25), -lines

    def _compute(self, cubes: tuple[Cube, ...], rect: pygame.Rect) -> TrackLayout:
        k = self.kit
        n = self.length
        if self.lines:
            lines = max(1, min(n, self.lines))
        else:
            lines = max(range(1, n + 1), key=lambda L: self._score(L, rect))
        bw, bh, every, size, band = self._fit(lines, rect)
        gap = k.px(self.gap)
        per = math.ceil(n / lines)
        block_w = per * bw + (per - 1) * gap
        block_h = lines * bh + (lines - 1) * gap
        x0 = rect.x + (rect.width - block_w) // 2
        y0 = rect.y + (rect.height - block_h) // 2
        boxes = []
        for i in range(n):
            line, col = divmod(i, per)
            if self.snake and line % 2:
                col = per - 1 - col
            boxes.append(pygame.Rect(x0 + col * (bw + gap), y0 + line * (bh + gap), bw, bh))
        if bh - band < k.px(CUBE_MIN):
            band = 0  # too short for a label band: cubes sit over the whole box
        cube_rects: dict[Hashable, pygame.Rect] = {}
        laps: dict[Hashable, int] = {}
        groups: dict[int, list[Cube]] = {}
        for c in cubes:
            i, lap = self.place(c.value)
            groups.setdefault(i, []).append(c)
            laps[c.key] = lap
        for i, group in groups.items():
            box = boxes[i]
            area = pygame.Rect(box.x, box.y + band, box.width, box.height - band)
            for c, r in zip(group, self._arrange(len(group), area), strict=True):
                cube_rects[c.key] = r
        return TrackLayout(rect, tuple(boxes), cube_rects, laps, cubes, every, size, band, lines)

    def _arrange(self, m: int, area: pygame.Rect) -> list[pygame.Rect]:
        """Rects for ``m`` cubes in a box: a grid that fits, else a tower rising from the box."""
        k = self.kit
        pad = k.px(2)
        best: tuple[int, int, int] | None = None
        for cols in range(1, m + 1):
            rows = math.ceil(m / cols)
            s = int(min((area.width - pad) / cols, (area.height - pad) / rows)) - pad
            if best is None or s > best[0]:
                best = (s, cols, rows)
        assert best is not None
        s, cols, rows = best
        s = min(s, k.px(CUBE_MAX))
        out = []
        if s >= k.px(CUBE_MIN) or m == 1:
            s = max(s, min(area.width, area.height, k.px(CUBE_MIN)))
            grid_w, grid_h = cols * s + (cols - 1) * pad, rows * s + (rows - 1) * pad
            gx, gy = area.centerx - grid_w // 2, area.centery - grid_h // 2
            for j in range(m):  # the first cube bottom left; later cubes fill the rows upward
                row, col = divmod(j, cols)
                out.append(pygame.Rect(gx + col * (s + pad), gy + (rows - 1 - row) * (s + pad), s, s))
            return out
        s = max(k.px(CUBE_MIN), min(area.width, k.px(CUBE_MAX)) - pad)
        bottom = area.bottom - pad
        for j in range(m):  # a tower: the first cube at the bottom, each one above the last
            out.append(pygame.Rect(area.centerx - s // 2, bottom - (j + 1) * s - j * pad, s, s))
        return out

    # --- hits --------------------------------------------------------------------------------
    def value_at(self, pos: tuple[int, int]) -> int | None:
        """The value of the box at ``pos`` (first lap)."""
        lay = self._layout
        if lay is None:
            return None
        return next((self.first + i for i, r in enumerate(lay.boxes) if r.collidepoint(pos)), None)

    def hit(self, pos: tuple[int, int]) -> Hashable | None:
        """The id of the cube at ``pos`` (the one drawn last wins), else None."""
        lay = self._layout
        if lay is None:
            return None
        for c in reversed(lay.order):
            if lay.cubes[c.key].collidepoint(pos):
                return c.key
        return None

    def spots(self) -> dict[Hashable, pygame.Rect]:
        """Box value -> rect, then cube id -> rect (cubes sit over boxes)."""
        lay = self._layout
        if lay is None:
            return {}
        out: dict[Hashable, pygame.Rect] = {self.first + i: pygame.Rect(r) for i, r in enumerate(lay.boxes)}
        out.update({cid: pygame.Rect(r) for cid, r in lay.cubes.items()})
        return out

    def update(self, dt: float) -> bool:
        return self.motion.update(dt)

    @property
    def busy(self) -> bool:
        return self.motion.busy

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, lit: Iterable[int] = (), t: float = 0.0) -> None:
        """Paint the last layout; ``lit`` values get the pulsing legal-target outline."""
        lay = self._layout
        if lay is None:
            return
        k = self.kit
        rad = k.px(6)
        for i, box in enumerate(lay.boxes):
            value = self.first + i
            shaded = self.shade_every and value % self.shade_every == 0
            fill = palette.lighter(self.accent, 0.72 if shaded else 0.88)
            pygame.draw.rect(surface, fill, box, border_radius=rad)
            pygame.draw.rect(surface, palette.lighter(self.accent, 0.45), box, max(1, k.px(1.5)), border_radius=rad)
            if self.draw_box is not None:
                self.draw_box(surface, box, value)
        self._draw_labels(surface, lay)
        for value in lit:
            i, _ = self.place(value)
            k.highlight(surface, lay.boxes[i], t)
        for c in lay.order:
            r = self.motion.rect(c.key)
            draw_cube(k, surface, r, c)
        for c in lay.order:  # how far a cube went round: a pill on the box's lower rim, below the cube
            laps = lay.laps.get(c.key, 0)
            if laps:
                r = self.motion.rect(c.key)
                box = lay.boxes[self.place(c.value)[0]]
                fill = k.player_color(c.seat) if c.seat is not None else (c.color or palette.TEXT)
                _pill(
                    k,
                    surface,
                    f"+{laps * self.length}",
                    (r.centerx, max(r.bottom, box.bottom)),
                    palette.darker(fill, 0.75),
                )

    def _draw_labels(self, surface: pygame.Surface, lay: TrackLayout) -> None:
        k = self.kit
        for i, box in enumerate(lay.boxes):
            value = self.first + i
            text = self.labels[i]
            if lay.label_every > 1 and value % lay.label_every:
                continue
            color = palette.darker(self.accent, 0.7)
            if lay.label_band:
                k.text(
                    surface,
                    text,
                    (box.centerx, box.y + lay.label_band // 2 + k.px(1)),
                    lay.label_size,
                    color,
                    True,
                    "center",
                )
            else:
                k.text(surface, text, box.center, lay.label_size, color, True, "center")


@dataclass(frozen=True)
class PriceLayout:
    """Where a price track's boxes lie (index 0 first: left, or bottom when vertical), its end
    stops, and the box the marker is on."""

    rect: pygame.Rect
    boxes: tuple[pygame.Rect, ...]
    stops: tuple[pygame.Rect, pygame.Rect]
    vertical: bool
    number_size: float
    marker: int
    marker_rect: pygame.Rect


class PriceTrack:
    """A row of price boxes with one marker that stops at both ends (a mercato price card).

    ``prices`` run from the cheapest end (left, or bottom when ``vertical``); prices may repeat,
    so the marker is a box index. ``start`` is the box where the marker begins (drawn green).
    """

    def __init__(
        self,
        kit: Kit,
        prices: Sequence[int],
        *,
        start: int | None = None,
        vertical: bool = False,
        marker: Color = BROWN,
        accent: Color = palette.TEXT_2,
        gap: float = 4,
        animate: bool = True,
    ) -> None:
        if not prices:
            raise ValueError("a price track needs at least one price")
        self.kit = kit
        self.prices = tuple(prices)
        self.start, self.vertical, self.marker, self.accent, self.gap = start, vertical, marker, accent, gap
        self.motion = Motion() if animate else Motion(0.0, 0.0)
        self._key: Any = None
        self._frame: Any = None
        self._layout: PriceLayout | None = None
        self.computed = 0

    def set_kit(self, kit: Kit) -> None:
        self.kit = kit
        self._key = None

    def step(self, index: int, delta: int) -> int:
        """The box ``delta`` boxes on from ``index``; the marker stops at the first and last box."""
        return min(max(index + delta, 0), len(self.prices) - 1)

    def price(self, index: int) -> int:
        return self.prices[self.step(index, 0)]

    def layout(self, rect: pygame.Rect, marker: int) -> PriceLayout:
        """Boxes in ``rect`` with the marker on box ``marker``; a new box glides the marker there."""
        marker = self.step(marker, 0)
        frame = (tuple(rect), self.kit.scale)
        key = (frame, marker)
        if key == self._key and self._layout is not None:
            return self._layout
        boxes, stops, size = self._boxes(pygame.Rect(rect))
        box = boxes[marker]
        mrect = box.inflate(round(box.width * 0.08), round(box.height * 0.08))  # lifted by 8%
        self._layout = PriceLayout(pygame.Rect(rect), boxes, stops, self.vertical, size, marker, mrect)
        self.motion.retarget({"marker": mrect}, {}, snap=frame != self._frame)
        self._key, self._frame = key, frame
        self.computed += 1
        return self._layout

    def _boxes(self, rect: pygame.Rect) -> tuple[tuple[pygame.Rect, ...], tuple[pygame.Rect, pygame.Rect], float]:
        k = self.kit
        n = len(self.prices)
        gap = k.px(self.gap)
        stop = k.px(8)
        long_side = (rect.height if self.vertical else rect.width) - 2 * (stop + gap)
        cross = rect.width if self.vertical else rect.height
        along = (long_side - (n - 1) * gap) / n
        along = min(along, cross * 1.4)
        cross = int(min(cross, along * 1.6))
        along_i = int(along)
        total = n * along_i + (n - 1) * gap
        boxes = []
        if self.vertical:
            x = rect.centerx - cross // 2
            y0 = rect.centery + total // 2
            for i in range(n):
                boxes.append(pygame.Rect(x, y0 - (i + 1) * along_i - i * gap, cross, along_i))
            low = pygame.Rect(x - k.px(4), boxes[0].bottom + gap, cross + k.px(8), stop)
            high = pygame.Rect(x - k.px(4), boxes[-1].top - gap - stop, cross + k.px(8), stop)
        else:
            y = rect.centery - cross // 2
            x0 = rect.centerx - total // 2
            for i in range(n):
                boxes.append(pygame.Rect(x0 + i * (along_i + gap), y, along_i, cross))
            low = pygame.Rect(boxes[0].left - gap - stop, y - k.px(4), stop, cross + k.px(8))
            high = pygame.Rect(boxes[-1].right + gap, y - k.px(4), stop, cross + k.px(8))
        size = max(MIN_NUMBER, min(MIN_NUMBER * 1.4, min(along_i, cross) * 0.5 / k.scale))
        return tuple(boxes), (low, high), size

    @property
    def last(self) -> PriceLayout | None:
        return self._layout

    def hit(self, pos: tuple[int, int]) -> int | None:
        """The index of the box at ``pos``."""
        lay = self._layout
        if lay is None:
            return None
        return next((i for i, r in enumerate(lay.boxes) if r.collidepoint(pos)), None)

    def spots(self) -> dict[Hashable, pygame.Rect]:
        """Box index -> rect, and ``"marker"`` -> the marker's rect."""
        lay = self._layout
        if lay is None:
            return {}
        out: dict[Hashable, pygame.Rect] = {i: pygame.Rect(r) for i, r in enumerate(lay.boxes)}
        out["marker"] = pygame.Rect(lay.marker_rect)
        return out

    def update(self, dt: float) -> bool:
        return self.motion.update(dt)

    @property
    def busy(self) -> bool:
        return self.motion.busy

    def draw(
        self, surface: pygame.Surface, *, preview: int | None = None, lit: Iterable[int] = (), t: float = 0.0
    ) -> None:
        """Paint the last layout; ``preview``: the box a trade would move the marker to."""
        lay = self._layout
        if lay is None:
            return
        k = self.kit
        rad = k.px(6)
        for i, (box, price) in enumerate(zip(lay.boxes, self.prices, strict=True)):
            start = i == self.start
            fill = palette.lighter(palette.LEGAL, 0.55) if start else palette.PANEL
            pygame.draw.rect(surface, fill, box, border_radius=rad)
            rim = palette.darker(palette.LEGAL, 0.8) if start else palette.lighter(self.accent, 0.4)
            pygame.draw.rect(surface, rim, box, max(1, k.px(2 if start else 1.5)), border_radius=rad)
            k.text(surface, str(price), box.center, lay.number_size, palette.TEXT, True, "center")
        for s in lay.stops:
            pygame.draw.rect(surface, palette.darker(self.accent, 0.8), s, border_radius=min(s.size) // 2)
        for i in lit:
            k.highlight(surface, lay.boxes[self.step(i, 0)], t)
        if preview is not None and self.step(preview, 0) != lay.marker:
            self._draw_preview(surface, lay, lay.marker, self.step(preview, 0))
        r = self.motion.rect("marker")
        k.shadow(surface, r, k.px(7), deep=True)
        pygame.draw.rect(surface, self.marker, r, border_radius=k.px(7))
        pygame.draw.rect(surface, palette.darker(self.marker, 0.6), r, max(1, k.px(2)), border_radius=k.px(7))
        k.text(surface, str(self.prices[lay.marker]), r.center, lay.number_size, palette.WHITE, True, "center")

    def _draw_preview(self, surface: pygame.Surface, lay: PriceLayout, frm: int, to: int) -> None:
        k = self.kit
        box = lay.boxes[to]
        ghost = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(ghost, (*self.marker, 90), ghost.get_rect(), border_radius=k.px(7))
        surface.blit(ghost, box)
        pygame.draw.rect(surface, self.marker, box, max(2, k.px(3)), border_radius=k.px(7))
        a, b = lay.boxes[frm].center, box.center
        if self.vertical:
            off = lay.boxes[0].width // 2 + k.px(14)
            a, b = (a[0] + off, a[1]), (b[0] + off, b[1])
        else:
            off = lay.boxes[0].height // 2 + k.px(14)  # below the boxes: captions usually sit above
            a, b = (a[0], a[1] + off), (b[0], b[1] + off)
        pygame.draw.line(surface, self.marker, a, b, max(2, k.px(4)))
        ang = math.atan2(b[1] - a[1], b[0] - a[0])
        head = k.px(12)
        pts = [
            b,
            (b[0] - head * math.cos(ang - 0.5), b[1] - head * math.sin(ang - 0.5)),
            (b[0] - head * math.cos(ang + 0.5), b[1] - head * math.sin(ang + 0.5)),
        ]
        pygame.draw.polygon(surface, self.marker, pts)
