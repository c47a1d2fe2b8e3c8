"""Drawing helpers every game view shares: fonts, text, panels, cards, tokens, mints, icons.

Sizes are given in pixels at 1080p and multiplied by ``kit.scale`` (window height / 1080 times
the UI scale setting). Everything that costs more than a blit (text, shapes with alpha,
SVG rasters) is cached by what it depends on, so views may call these every frame.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Sequence

import pygame

from mint.core.seats import colour as seats_colour
from mint.core.text import clean, latin
from mint.resources import data_path, sprite_path
from mint.ui import palette, rows
from mint.ui.palette import Color
from mint.ui.surfcache import MIB, surface_cache


@lru_cache(maxsize=64)
def _face(size: int, bold: bool, full: bool) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    name = f"NotoSans-{'' if full else 'Latin-'}{'Bold' if bold else 'Regular'}.ttf"
    return pygame.font.Font(str(data_path("fonts", name)), max(6, size))


def _font(size: int, bold: bool, text: str = "") -> pygame.font.Font:
    """The face that sets ``text`` at ``size``: the Latin one (``mint.core.text.LATIN``) where it
    holds the text, else the full one."""
    return _face(size, bold, not latin(text))


TEXT_BYTES = 10 * MIB
"""The text pictures kept: at 3840x2160 a line of a status or the log takes 100-250 KiB, and nearly
every one is new; those drawn again and again are kept apart from the flood (``surface_cache``)."""


@surface_cache(TEXT_BYTES)
def _text_surface(text: str, size: int, color: Color, bold: bool) -> pygame.Surface:
    try:
        return _font(size, bold, text).render(text, True, color)
    except (pygame.error, UnicodeError):  # draws nothing (a zero-width space) or cannot be encoded
        text = clean(text.encode("utf-8", "replace").decode("utf-8"))
        return _font(size, bold, text).render(text, True, color)


@surface_cache(64 * MIB)
def _svg(name: str, w: int, h: int) -> pygame.Surface:
    path = sprite_path(*name.split("/")) if "/" in name else sprite_path("common", name)
    if path.suffix == "":
        path = path.with_suffix(".svg")
    try:
        if path.suffix == ".svg" and hasattr(pygame.image, "load_sized_svg"):
            surf = pygame.image.load_sized_svg(str(path), (w, h))
        else:
            surf = pygame.transform.smoothscale(pygame.image.load(str(path)), (w, h))
    except (pygame.error, FileNotFoundError, OSError):
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, palette.DANGER, surf.get_rect(), 2)
    if pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    return surf


@surface_cache(24 * MIB)
def _shadow(w: int, h: int, radius: int, alpha: int) -> pygame.Surface:
    """The shadow of a ``w`` x ``h`` rect: six rounded rects, each one px inside the last and
    darker, drawn over one another (a drawing replaces the pixels it covers)."""
    surf = pygame.Surface((w + 12, h + 12), pygame.SRCALPHA)
    for i in range(6, 0, -1):
        a = int(alpha * (7 - i) / 21)
        pygame.draw.rect(surf, (0, 0, 0, a), pygame.Rect(6 - i, 6 - i, w + 2 * i, h + 2 * i), border_radius=radius + i)
    return surf


SHADOW_TILE = 256
"""A big shadow is laid in pieces of one smaller shadow of the same radius (its corners, and
squares of its edges and of its middle, tiled): every row between its top and bottom corners is the
same, and every column between its side corners, so the pieces give the same pixels as the whole,
which at 3840x2160 would keep up to 1 MiB a panel."""

SHADOW_WHOLE = 256 * 1024  #: a shadow up to this size is kept whole: one blit is faster than its pieces


def _shadow_reach(radius: int) -> int:
    """How far in from a shadow's edge its rounded corners reach (its 6 px, the radius and 2 more)."""
    return radius + 8


def blit_shadow(surface: pygame.Surface, w: int, h: int, radius: int, alpha: int, at: tuple[int, int]) -> None:
    """Blit the shadow of a ``w`` x ``h`` rect (``_shadow``) with its corner at ``at``."""
    c = _shadow_reach(radius)
    width, height = w + 12, h + 12
    if width * height * 4 <= SHADOW_WHOLE or width < 2 * c + 1 or height < 2 * c + 1:
        surface.blit(_shadow(w, h, radius, alpha), at)
        return
    n = 2 * c + SHADOW_TILE
    small = _shadow(n - 12, n - 12, radius, alpha)
    x, y = at
    t = SHADOW_TILE
    pieces: list[tuple[pygame.Surface, tuple[int, int], pygame.Rect]] = [
        (small, (x, y), pygame.Rect(0, 0, c, c)),
        (small, (x + width - c, y), pygame.Rect(n - c, 0, c, c)),
        (small, (x, y + height - c), pygame.Rect(0, n - c, c, c)),
        (small, (x + width - c, y + height - c), pygame.Rect(n - c, n - c, c, c)),
    ]
    for u in range(c, width - c, t):
        span = min(t, width - c - u)
        pieces.append((small, (x + u, y), pygame.Rect(c, 0, span, c)))
        pieces.append((small, (x + u, y + height - c), pygame.Rect(c, n - c, span, c)))
        for v in range(c, height - c, t):
            pieces.append((small, (x + u, y + v), pygame.Rect(c, c, span, min(t, height - c - v))))
    for v in range(c, height - c, t):
        span = min(t, height - c - v)
        pieces.append((small, (x, y + v), pygame.Rect(0, c, c, span)))
        pieces.append((small, (x + width - c, y + v), pygame.Rect(n - c, c, c, span)))
    surface.blits(pieces, doreturn=False)


def polygon_points(shape: str, center: tuple[float, float], r: float) -> list[tuple[float, float]]:
    """Corner points of a player shape (square, triangle, diamond, hexagon) around ``center``."""
    cx, cy = center
    if shape == "square":
        k = r * 0.86
        return [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    if shape == "triangle":
        return [
            (cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)) + r * 0.12) for a in (-90, 30, 150)
        ]
    if shape == "diamond":
        return [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    if shape == "hexagon":
        return [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(0, 360, 60)]
    return []


def touch_point(x: float, y: float, size: tuple[int, int]) -> tuple[int, int]:
    """A finger's place, given as 0..1 of the window, in whole pixels of a window of ``size``
    (rounded to the nearest pixel, and on the window)."""
    w, h = size
    return min(w - 1, max(0, round(x * w))), min(h - 1, max(0, round(y * h)))


@lru_cache(maxsize=8192)
def _wrapped(text: str, px: int, width: int, bold: bool) -> tuple[str, ...]:
    """The lines of ``Kit.wrap``, measured once for each text, size and width (a table says the
    same sentences frame after frame: measuring them word by word cost ~2 ms a frame at 4K)."""
    font = _font(px, bold, text)
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}".strip()
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


@lru_cache(maxsize=8192)
def _width(text: str, px: int, bold: bool) -> int:
    """How wide ``text`` is set at ``px`` (``Kit.width``), measured once."""
    return _font(px, bold, text).size(text)[0]


@lru_cache(maxsize=8192)
def _cut(text: str, px: int, width: int, bold: bool) -> str:
    """The text of ``Kit.cut``, measured once for each text, size and width."""
    font = _font(px, bold, text + "…")
    if width <= 0 or font.size(text)[0] <= width:
        return text
    keep = len(text)
    while keep > 1 and font.size(text[:keep].rstrip() + "…")[0] > width:
        keep -= 1
    return text[:keep].rstrip() + "…"


def reset_caches() -> None:
    """Forget fonts, texts and rasters (after pygame was shut down and started again)."""
    _face.cache_clear()
    _wrapped.cache_clear()
    _cut.cache_clear()
    _width.cache_clear()
    _text_surface.cache_clear()
    _svg.cache_clear()
    _shadow.cache_clear()


class Kit:
    """Shared drawing tools, bound to one scale factor and player palette."""

    def __init__(self, scale: float = 1.0, player_colors: Sequence[Color] | None = None) -> None:
        self.scale = scale
        self.player_colors = tuple(player_colors or palette.PALETTES["okabe-ito"])

    # --- sizes and players ---------------------------------------------------------------
    def px(self, v: float) -> int:
        return max(1, int(round(v * self.scale)))

    def player_color(self, seat: int) -> Color:
        return self.player_colors[seat % len(self.player_colors)]

    def player_shape(self, seat: int) -> str:
        return palette.PLAYERS[seat % len(palette.PLAYERS)][2]

    @staticmethod
    def colour_name(seat: int) -> str:
        return seats_colour(seat)

    def seat_name(self, seats: Sequence[object], seat: int) -> str:
        name = getattr(seats[seat], "name", "") if 0 <= seat < len(seats) else ""
        return name or self.colour_name(seat)

    # --- text ----------------------------------------------------------------------------
    def font(self, size: float, bold: bool = False, text: str = "") -> pygame.font.Font:
        """The face that sets ``text`` at ``size`` (no text: the Latin face, which measures the
        house's own words as they are set; ``width`` measures any text)."""
        return _font(self.px(size), bold, text)

    def width(self, text: str, size: float = 18, bold: bool = False) -> int:
        """How wide ``text`` is set at ``size`` (measured once for each text and size)."""
        return _width(text, self.px(size), bold)

    def render(self, text: str, size: float = 18, color: Color = palette.TEXT, bold: bool = False) -> pygame.Surface:
        return _text_surface(text, self.px(size), tuple(color), bold)  # type: ignore[arg-type]

    def text(
        self,
        surface: pygame.Surface,
        text: str,
        pos: tuple[float, float],
        size: float = 18,
        color: Color = palette.TEXT,
        bold: bool = False,
        anchor: str = "topleft",
        max_width: int | None = None,
    ) -> pygame.Rect:
        """Draw one line; to fit ``max_width`` when given, shrink it (to 70% of its size at most),
        then cut it short with an ellipsis. Returns where it went."""
        wide = self.width(text, size, bold) if max_width else 0
        if max_width and wide > max_width:  # (measured, each size and cut: drawn once it fits)
            least = max(8.0, 0.7 * size)
            while wide > max_width and size > least:  # (pixel sizes round: try again)
                size = max(least, min(size * max_width / wide, size - 0.5))
                wide = self.width(text, size, bold)
            if wide > max_width:
                keep = int(len(text) * max_width / wide) + 1  # about right; then a letter at a time
                while True:
                    cut = text[:keep].rstrip() + "…"
                    if self.width(cut, size, bold) <= max_width or keep <= 1:
                        text = cut
                        break
                    keep -= 1
        surf = self.render(text, size, color, bold)
        rect = surf.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
        surface.blit(surf, rect)
        return rect

    def wrap(self, text: str, size: float, width: int, bold: bool = False) -> list[str]:
        """``text`` in lines no wider than ``width`` (a word too long for it alone on its line)."""
        return list(_wrapped(text, self.px(size), width, bold))

    def paragraph(
        self,
        surface: pygame.Surface,
        text: str,
        rect: pygame.Rect,
        size: float = 16,
        color: Color = palette.TEXT,
        bold: bool = False,
    ) -> int:
        """Draw wrapped text inside ``rect``; returns the height used."""
        y = rect.top
        step = self.font(size, bold).get_linesize()
        for line in self.wrap(text, size, rect.width, bold):
            if y + step > rect.bottom + 1:
                break
            self.text(surface, line, (rect.left, y), size, color, bold)
            y += step
        return y - rect.top

    # --- words that keep their size: cut short, never shrunk --------------------------------
    # A table's words must stay readable (18 px at 1080p, 12 at 720p): these never draw below the
    # size asked for. A line too long for its box ends in an ellipsis; the tooltip and the zoom
    # give the whole text.
    def cut(self, text: str, size: float, width: int, bold: bool = False) -> str:
        """``text``, or as much of it as fits ``width`` at ``size`` with an ellipsis (kept: a
        table cuts the same words frame after frame)."""
        return _cut(text, self.px(size), width, bold)

    def line(
        self,
        surface: pygame.Surface,
        text: str,
        pos: tuple[float, float],
        size: float,
        color: Color,
        bold: bool = False,
        anchor: str = "topleft",
        max_width: int | None = None,
    ) -> pygame.Rect:
        """One line at its own size, cut short (never shrunk) to fit ``max_width``."""
        if max_width is not None:
            text = self.cut(text, size, max_width, bold)
        return self.text(surface, text, pos, size, color, bold, anchor)

    def block(
        self,
        surface: pygame.Surface,
        text: str,
        rect: pygame.Rect,
        size: float,
        color: Color,
        bold: bool = False,
        centre: bool = False,
    ) -> int:
        """Wrapped lines inside ``rect``; the last that fits is cut short if more would follow.
        With ``centre`` the lines sit in the middle of ``rect``. Returns the height used."""
        font = self.font(size, bold)
        step = font.get_linesize()
        lines = self.wrap(text, size, rect.width, bold)
        room = max(0, (rect.height + 1) // step)
        if len(lines) > room:
            lines = lines[:room]
            if lines:
                last = lines[-1]
                while last and font.size(last.rstrip() + "…")[0] > rect.width:
                    last = last[:-1]
                lines[-1] = last.rstrip() + "…"
        y = rect.top + ((rect.height - step * len(lines)) // 2 if centre else 0)
        for text_line in lines:
            x = rect.centerx if centre else rect.left
            self.line(surface, text_line, (x, y), size, color, bold, "midtop" if centre else "topleft", rect.width)
            y += step
        return step * len(lines)

    def lines_needed(self, text: str, size: float, width: int, bold: bool = False) -> int:
        """How many lines ``text`` wraps to in ``width``."""
        return len(self.wrap(text, size, width, bold)) if text else 0

    # --- panels and cards ----------------------------------------------------------------
    def shadow(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        radius: int | None = None,
        deep: bool = False,
        covered: bool = False,
    ) -> None:
        """The shadow a card or panel at ``rect`` casts. ``covered``: the same rounded rect is
        drawn solid over it next (a panel), so a big panel's shadow is drawn only where it will
        show: along its foot and in its top corners."""
        r = self.px(8) if radius is None else radius
        if rect.width * rect.height > 250_000:
            # big panels: a flat offset edge is enough, and caching their blurred shadow would cost MBs each
            off = self.px(5 if deep else 3)
            edge, color = rect.move(0, off), palette.darker(palette.TABLE, 0.86)
            if not covered:
                pygame.draw.rect(surface, color, edge, border_radius=r)
                return
            clip = surface.get_clip()
            for shows in (
                pygame.Rect(rect.x, rect.bottom - r, rect.width, r + off),
                pygame.Rect(rect.x, rect.y, r, r),
                pygame.Rect(rect.right - r, rect.y, r, r),
            ):
                surface.set_clip(shows.clip(clip))
                pygame.draw.rect(surface, color, edge, border_radius=r)
            surface.set_clip(clip)
            return
        blit_shadow(
            surface,
            rect.width,
            rect.height,
            r,
            110 if deep else 60,
            (rect.x - 6, rect.y - 6 + self.px(5 if deep else 3)),
        )

    def shadow_reach(self, rect: pygame.Rect, deep: bool = False) -> pygame.Rect:
        """Where the card or panel at ``rect`` and the shadow it casts (``shadow``) lie."""
        return rect.inflate(12, 12).union(rect.move(0, self.px(5 if deep else 3)).inflate(12, 12))

    def panel(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        fill: Color = palette.PANEL,
        border: Color = palette.BORDER,
        radius: int | None = None,
        shadow: bool = True,
    ) -> None:
        r = self.px(10) if radius is None else radius
        if shadow:
            self.shadow(surface, rect, r, covered=True)
        rows.rounded(surface, fill, rect, r)
        pygame.draw.rect(surface, border, rect, max(1, self.px(1.5)), border_radius=r)

    def card(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        title: str,
        accent: Color,
        face: Color = palette.PANEL,
        title_size: float = 18,
    ) -> pygame.Rect:
        """A card with a title band in ``accent``; returns the body rect below the band."""
        r = max(3, int(min(rect.width, rect.height) * 0.04))
        self.shadow(surface, rect, r)
        pygame.draw.rect(surface, face, rect, border_radius=r)
        band = pygame.Rect(rect.x, rect.y, rect.width, max(self.px(title_size * 1.6), rect.height // 6))
        pygame.draw.rect(surface, accent, band, border_top_left_radius=r, border_top_right_radius=r)
        self.text(
            surface,
            title,
            (band.centerx, band.centery),
            title_size,
            palette.WHITE,
            True,
            "center",
            max_width=band.width - self.px(8),
        )
        pygame.draw.rect(surface, palette.BORDER, rect, max(1, self.px(1.5)), border_radius=r)
        return pygame.Rect(rect.x, band.bottom, rect.width, rect.bottom - band.bottom)

    def highlight(
        self, surface: pygame.Surface, rect: pygame.Rect, t: float = 0.0, color: Color = palette.LEGAL
    ) -> None:
        """The pulsing outline of a legal target (``t`` in seconds)."""
        pulse = 0.5 + 0.5 * math.sin(t * 2 * math.pi / 0.9)
        width = max(2, self.px(3 + pulse * 1.5))
        pygame.draw.rect(surface, color, rect.inflate(self.px(6), self.px(6)), width, border_radius=self.px(8))

    # --- pieces --------------------------------------------------------------------------
    def shape(
        self,
        surface: pygame.Surface,
        center: tuple[float, float],
        radius: float,
        shape: str,
        color: Color,
        rim: Color | None = None,
    ) -> None:
        rim = rim or palette.darker(color)
        if shape == "circle":
            pygame.draw.circle(surface, color, center, radius)
            pygame.draw.circle(surface, rim, center, radius, max(1, self.px(1.5)))
        else:
            pts = polygon_points(shape, center, radius)
            pygame.draw.polygon(surface, color, pts)
            pygame.draw.polygon(surface, rim, pts, max(1, self.px(1.5)))

    def token(
        self, surface: pygame.Surface, center: tuple[float, float], radius: float, seat: int, lifted: bool = False
    ) -> None:
        """A player's token: their colour and their shape, with a rim and a small highlight."""
        r = radius * (1.08 if lifted else 1.0)
        cx, cy = center
        shadow_off = self.px(4 if lifted else 2)
        shade = palette.darker(palette.TABLE, 0.72)
        self.shape(surface, (cx, cy + shadow_off), r, self.player_shape(seat), shade, shade)
        self.shape(surface, (cx, cy), r, self.player_shape(seat), self.player_color(seat))
        pygame.draw.circle(
            surface, palette.lighter(self.player_color(seat), 0.6), (cx - r * 0.3, cy - r * 0.35), max(1, r * 0.18)
        )

    def mint(self, surface: pygame.Surface, center: tuple[float, float], radius: float, kind: str = "classic") -> None:
        """A mint candy: classic (white), sugarfree (green), cinnamon (red) or any colour name."""
        fill, rim = {
            "classic": (palette.CLASSIC, palette.CLASSIC_RIM),
            "sugarfree": (palette.SUGAR_FREE, palette.darker(palette.SUGAR_FREE)),
            "sugar_free": (palette.SUGAR_FREE, palette.darker(palette.SUGAR_FREE)),
            "cinnamon": (palette.CINNAMON, palette.darker(palette.CINNAMON)),
            "red": (palette.DANGER, palette.darker(palette.DANGER)),
        }.get(kind, (palette.CLASSIC, palette.CLASSIC_RIM))
        cx, cy = center
        pygame.draw.circle(surface, palette.darker(palette.TABLE, 0.85), (cx, cy + self.px(2)), radius)
        pygame.draw.circle(surface, fill, center, radius)
        pygame.draw.circle(surface, rim, center, radius, max(1, self.px(1.5)))
        pygame.draw.circle(surface, rim, center, radius * 0.55, 1)

    def star(
        self,
        surface: pygame.Surface,
        center: tuple[float, float],
        radius: float,
        color: Color = palette.GOLD,
        outline: bool = False,
    ) -> None:
        cx, cy = center
        pts = []
        for i in range(10):
            r = radius if i % 2 == 0 else radius * 0.45
            a = math.radians(-90 + 36 * i)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        if outline:
            pygame.draw.polygon(surface, color, pts, max(1, self.px(2)))
        else:
            pygame.draw.polygon(surface, color, pts)
            pygame.draw.polygon(surface, palette.darker(color), pts, 1)

    def die(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        value: int | str,
        color: Color = palette.PANEL,
        pip: Color = palette.TEXT,
    ) -> None:
        """A die showing pips for 1–6, or a short text face."""
        pygame.draw.rect(surface, color, rect, border_radius=self.px(8))
        pygame.draw.rect(surface, palette.darker(color, 0.75), rect, max(1, self.px(2)), border_radius=self.px(8))
        if isinstance(value, int) and 1 <= value <= 6:
            spots = {
                1: [(1, 1)],
                2: [(0, 0), (2, 2)],
                3: [(0, 0), (1, 1), (2, 2)],
                4: [(0, 0), (2, 0), (0, 2), (2, 2)],
                5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
                6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
            }[value]
            cell = rect.width / 4
            for gx, gy in spots:
                pygame.draw.circle(
                    surface,
                    pip,
                    (rect.x + cell * (gx + 0.5) + cell / 2, rect.y + cell * (gy + 0.5) + cell / 2),
                    cell * 0.32,
                )
        else:
            self.text(
                surface,
                str(value),
                rect.center,
                rect.height * 0.32 / self.scale,
                pip,
                True,
                "center",
                max_width=rect.width - 4,
            )

    def icon(self, name: str, size: float) -> pygame.Surface:
        """An SVG icon from sprites/ (``"star"`` is sprites/common/star.svg), cached per size."""
        s = self.px(size)
        return _svg(name, s, s)

    def blit_icon(self, surface: pygame.Surface, name: str, center: tuple[float, float], size: float) -> pygame.Rect:
        surf = self.icon(name, size)
        rect = surf.get_rect(center=(int(center[0]), int(center[1])))
        surface.blit(surf, rect)
        return rect
