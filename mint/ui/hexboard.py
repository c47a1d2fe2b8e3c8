"""The hex board widget: draws a map made of cards (``mint.core.hexmap``) and hit-tests it.

It knows no game. A view gives it the composed map, a terrain style table (a colour **and** a
pattern per terrain, so that greens and greys stay apart for colour-blind players), and on each
frame the tokens to show, the spaces to light (legal targets while dragging) and any labels::

    board = HexBoard(kit, STYLES)
    board.place(hexmap, rect)                     # in view.layout; returns {space: Rect}
    board.draw(surface, tokens=..., lit=..., t=t) # in view.draw
    board.space_at(pos)                           # exact: the polygon under the pointer
    board.handle(event)                           # wheel / pinch zoom, middle-drag pan

The terrain, patterns, rivers, links, costs and features are painted once into a surface
(again only when the map, the room or the zoom changes); a frame blits it and draws the lit
spaces and tokens on top. When the map at a readable size is larger than its room the board
can be zoomed and panned; it never pans the map out of sight.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterable, Mapping

import pygame

from mint.core.hexgrid import Layout, Point
from mint.core.hexmap import HexMap, Part, SpaceId
from mint.core.polygons import Polygon, centroid, clip
from mint.ui import palette
from mint.ui.kit import Kit, touch_point
from mint.ui.palette import Color

#: the smallest hex (corner to corner across) that keeps a 48 px touch target at 1080p
MIN_HEX_PX = 56
#: the largest zoom, relative to that readable size
MAX_ZOOM = 3.0
GAP_PX = 2.5  #: the cream gap between hexes (ART.md)
PATTERNS = ("plain", "dots", "rows", "trees", "hatch", "cross", "waves", "bricks", "rings")
RIVER = palette.hexc("#2F6FB0")
LINK = palette.hexc("#7A5A3A")
GAP = palette.PANEL


@dataclass(frozen=True)
class TerrainStyle:
    """How one terrain is painted: a flat colour and a light texture over it."""

    colour: Color
    pattern: str = "plain"
    ink: Color | None = None  #: the pattern's colour (default: a shade of the fill)
    label: str = ""

    def __post_init__(self) -> None:
        if self.pattern not in PATTERNS:
            raise ValueError(f"unknown pattern {self.pattern!r}; one of {', '.join(PATTERNS)}")

    @property
    def pattern_ink(self) -> Color:
        if self.ink is not None:
            return self.ink
        light = sum(self.colour) / 3 > 110
        return palette.darker(self.colour, 0.72) if light else palette.lighter(self.colour, 0.35)


UNKNOWN = TerrainStyle(palette.hexc("#E0D6C8"), "rings", palette.hexc("#B03A8A"))


@dataclass(frozen=True)
class Token:
    """A piece on a space: a seat's token (its colour and shape), or any colour and shape."""

    space: SpaceId
    seat: int | None = None
    colour: Color | None = None
    shape: str = "circle"
    label: str = ""


def _texture(style: TerrainStyle, size: int) -> pygame.Surface:
    """One tile of a terrain's pattern, ``size`` px square, seamless when repeated."""
    t = max(6, size)
    surf = pygame.Surface((t, t), pygame.SRCALPHA)
    ink = (*style.pattern_ink, 255)
    w = max(1, round(t * 0.07))
    p = style.pattern
    if p == "dots":
        for cx, cy in ((0.25, 0.25), (0.75, 0.75)):
            pygame.draw.circle(surf, ink, (cx * t, cy * t), max(1.2, t * 0.085))
    elif p == "rings":
        for cx, cy in ((0.25, 0.25), (0.75, 0.75)):
            pygame.draw.circle(surf, ink, (cx * t, cy * t), max(2, t * 0.14), w)
    elif p == "rows":
        for cx in (0.25, 0.75):
            pygame.draw.line(surf, ink, (cx * t, 0), (cx * t, t), w)
            pygame.draw.circle(surf, ink, (cx * t, (0.5 if cx < 0.5 else 0.0) * t), max(1.5, t * 0.09))
        pygame.draw.circle(surf, ink, (0.75 * t, t), max(1.5, t * 0.09))
    elif p == "trees":
        for cx, cy in ((0.25, 0.3), (0.75, 0.8)):
            x, y, r = cx * t, cy * t, t * 0.17
            pygame.draw.polygon(surf, ink, [(x, y - r), (x + r * 0.9, y + r * 0.7), (x - r * 0.9, y + r * 0.7)])
        pygame.draw.polygon(
            surf, ink, [(0.75 * t, -0.17 * t * 0.2), (0.75 * t + 0.15 * t, 0.1 * t), (0.75 * t - 0.15 * t, 0.1 * t)]
        )
    elif p in ("hatch", "cross"):
        for k in (-1, 0, 1):
            pygame.draw.line(surf, ink, (k * t, t), (k * t + t, 0), w)
            if p == "cross":
                pygame.draw.line(surf, ink, (k * t, 0), (k * t + t, t), w)
    elif p == "waves":
        for cy in (0.3, 0.8):
            pts = [(x, cy * t + math.sin(x / t * 2 * math.pi) * t * 0.08) for x in range(0, t + 1)]
            pygame.draw.lines(surf, ink, False, pts, w)
    elif p == "bricks":
        for cy in (0.0, 0.5):
            pygame.draw.line(surf, ink, (0, cy * t), (t, cy * t), w)
        pygame.draw.line(surf, ink, (0.25 * t, 0), (0.25 * t, 0.5 * t), w)
        pygame.draw.line(surf, ink, (0.75 * t, 0.5 * t), (0.75 * t, t), w)
    return surf


def _shrink(poly: Iterable[Point], centre: Point, by: float) -> list[Point]:
    cx, cy = centre
    return [(cx + (x - cx) * by, cy + (y - cy) * by) for x, y in poly]


def _dashed(surface: pygame.Surface, colour: Color, a: Point, b: Point, width: int, dash: float) -> None:
    length = math.dist(a, b)
    if length < 1:
        return
    n = max(1, int(length / dash))
    for i in range(0, n, 2):
        s, e = i / n, min(1.0, (i + 1) / n)
        pygame.draw.line(
            surface,
            colour,
            (a[0] + (b[0] - a[0]) * s, a[1] + (b[1] - a[1]) * s),
            (a[0] + (b[0] - a[0]) * e, a[1] + (b[1] - a[1]) * e),
            width,
        )


class HexBoard:
    """Draws one composed map into a room of the screen, with zoom and pan when it needs them."""

    def __init__(
        self,
        kit: Kit,
        styles: Mapping[str, TerrainStyle],
        *,
        costs: str = "space",
        feature_labels: Mapping[str, str] | None = None,
        water: Iterable[str] = ("lake",),
    ) -> None:
        if costs not in ("space", "part", "none"):
            raise ValueError("costs is 'space' (a merged hex shows its sum), 'part' or 'none'")
        self.kit = kit
        self.styles = dict(styles)
        self.costs = costs
        self.feature_labels = dict(feature_labels or {})
        self.water = frozenset(water)
        self.map: HexMap | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.fit_scale = 1.0  # pixels per hex-size unit that fit the whole map in the room
        self.min_scale = 1.0
        self.scale = 1.0
        self.centre: Point = (0.0, 0.0)  # the map point (hex-size units) at the room's centre
        self._static: pygame.Surface | None = None
        self._static_key: tuple[object, ...] | None = None
        self._pan_from: tuple[int, int] | None = None
        self._textures: dict[tuple[str, int], pygame.Surface] = {}

    # --- placing and viewing ------------------------------------------------------------------

    def set_kit(self, kit: Kit) -> None:
        self.kit = kit
        self._static_key = None
        self._textures.clear()

    def place(self, hexmap: HexMap, rect: pygame.Rect, focus: SpaceId | None = None) -> dict[SpaceId, pygame.Rect]:
        """Put the map in ``rect``; returns each space's bounding rect (for tooltips and spots).

        A new map or room resets the view: the whole map if it fits at a readable size, else a
        readable zoom centred on ``focus`` (or the map's centre).
        """
        new_room = hexmap is not self.map or pygame.Rect(rect) != self.rect
        self.map, self.rect = hexmap, pygame.Rect(rect)
        if new_room:
            x0, y0, x1, y1 = hexmap.bounds()
            w, h = max(1e-6, x1 - x0), max(1e-6, y1 - y0)
            pad = self.kit.px(6)
            self.fit_scale = max(1e-3, min((rect.width - 2 * pad) / w, (rect.height - 2 * pad) / h))
            readable = self._readable()
            self.min_scale = min(self.fit_scale, readable)
            self.scale = max(self.fit_scale, readable) if self.fit_scale < readable else self.fit_scale
            self.centre = ((x0 + x1) / 2, (y0 + y1) / 2)
            if focus is not None and self.scale > self.fit_scale + 1e-9:
                self.centre = hexmap.center(focus, Layout(1.0, (0.0, 0.0), hexmap.pointy))
            self._clamp()
        return self.spots()

    def _readable(self) -> float:
        """The smallest hex size (centre to corner) that keeps hexes big enough to touch."""
        return self.kit.px(MIN_HEX_PX) / 2

    @property
    def zoomed(self) -> bool:
        """True when part of the map is out of the room (it can be panned)."""
        return self.scale > self.fit_scale + 1e-9

    @property
    def layout(self) -> Layout:
        """The map's layout on screen as it is now zoomed and panned."""
        pointy = self.map.pointy if self.map else True
        ox = self.rect.centerx - self.centre[0] * self.scale
        oy = self.rect.centery - self.centre[1] * self.scale
        return Layout(self.scale, (ox, oy), pointy)

    def zoom_by(self, factor: float, about: tuple[int, int] | None = None) -> None:
        """Zoom in (factor > 1) or out, keeping the map point under ``about`` in place."""
        if self.map is None:
            return
        about = about or self.rect.center
        lo, hi = self.min_scale, max(self.fit_scale, self._readable() * MAX_ZOOM)
        new = max(lo, min(hi, self.scale * factor))
        ux, uy = self.layout.unit(*about)
        self.scale = new
        # keep (ux, uy) under the pointer
        self.centre = (ux - (about[0] - self.rect.centerx) / new, uy - (about[1] - self.rect.centery) / new)
        self._clamp()

    def pan_by(self, dx: float, dy: float) -> None:
        self.centre = (self.centre[0] - dx / self.scale, self.centre[1] - dy / self.scale)
        self._clamp()

    def _clamp(self) -> None:
        """Keep the map covering the room where it is larger, centred where it is smaller."""
        if self.map is None:
            return
        x0, y0, x1, y1 = self.map.bounds()
        half_w, half_h = self.rect.width / 2 / self.scale, self.rect.height / 2 / self.scale
        cx, cy = self.centre
        cx = (x0 + x1) / 2 if x1 - x0 <= 2 * half_w else min(max(cx, x0 + half_w), x1 - half_w)
        cy = (y0 + y1) / 2 if y1 - y0 <= 2 * half_h else min(max(cy, y0 + half_h), y1 - half_h)
        self.centre = (cx, cy)

    def handle(self, event: pygame.event.Event) -> bool:
        """Wheel or pinch zooms, a middle-button drag pans; True when the event was used."""
        if self.map is None:
            return False
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            if not self.rect.collidepoint(pos) or event.y == 0:
                return False
            self.zoom_by(1.15**event.y, pos)
            return True
        if event.type == pygame.MULTIGESTURE:  # two fingers: x, y are 0..1 of the window
            screen = pygame.display.get_surface()
            w, h = screen.get_size() if screen is not None else self.rect.size
            pos = touch_point(event.x, event.y, (w, h))
            if not self.rect.collidepoint(pos) or not getattr(event, "pinched", 0):
                return False
            self.zoom_by(1 + event.pinched * 4, pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 2 and self.rect.collidepoint(event.pos):
            self._pan_from = event.pos
            return True
        if event.type == pygame.MOUSEMOTION and self._pan_from is not None:
            self.pan_by(event.pos[0] - self._pan_from[0], event.pos[1] - self._pan_from[1])
            self._pan_from = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 2 and self._pan_from is not None:
            self._pan_from = None
            return True
        return False

    # --- hit-testing ------------------------------------------------------------------------

    def space_at(self, pos: tuple[float, float]) -> SpaceId | None:
        """The space whose drawn shape holds the pixel (None off the map or outside the room)."""
        if self.map is None or not self.rect.collidepoint(pos):
            return None
        return self.map.space_at(pos[0], pos[1], self.layout)

    def polygons(self, sid: SpaceId) -> tuple[Polygon, ...]:
        assert self.map is not None
        return self.map.polygons(sid, self.layout)

    def spots(self) -> dict[SpaceId, pygame.Rect]:
        """Each visible space's bounding rect on screen."""
        if self.map is None:
            return {}
        lay = self.layout
        out = {}
        for sid in self.map.spaces:
            pts = [p for poly in self.map.polygons(sid, lay) for p in poly]
            if not pts:
                continue
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            r = pygame.Rect(int(min(xs)), int(min(ys)), max(1, int(max(xs) - min(xs))), max(1, int(max(ys) - min(ys))))
            if r.colliderect(self.rect):
                out[sid] = r
        return out

    def center(self, sid: SpaceId) -> Point:
        assert self.map is not None
        return self.map.center(sid, self.layout)

    # --- drawing -------------------------------------------------------------------------------

    def draw(
        self,
        surface: pygame.Surface,
        tokens: Iterable[Token] = (),
        lit: Iterable[SpaceId] = (),
        hover: SpaceId | None = None,
        labels: Mapping[SpaceId, str] | None = None,
        t: float = 0.0,
    ) -> None:
        """Paint the board, then the lit spaces (pulsing with ``t`` seconds), tokens and labels."""
        if self.map is None:
            return
        surface.blit(self._board_surface(), self.rect.topleft)
        clip_before = surface.get_clip()
        surface.set_clip(self.rect.clip(clip_before) if clip_before else self.rect)
        lay = self.layout
        k = self.kit
        lit = set(lit)
        if lit:  # ART.md's legal-target outline, pulsing, with a pale inner line so it reads on green
            pulse = 0.5 + 0.5 * math.sin(t * 2 * math.pi / 0.9)
            for sid in lit:
                if sid in self.map:
                    self._outline(surface, sid, lay, palette.LEGAL, max(2, k.px(3 + 1.5 * pulse)))
            for sid in lit:
                if sid in self.map:
                    self._outline(surface, sid, lay, palette.WHITE, max(1, k.px(1)), inset=k.px(4))
        if hover is not None and hover in self.map:
            self._outline(surface, hover, lay, palette.TEXT, max(2, k.px(2.5)))
        self._draw_tokens(surface, tokens, lay)
        size = self._mark_size() * 0.8
        for sid, text in (labels or {}).items():
            if sid in self.map:
                cx, cy = self.map.center(sid, lay)
                self.pill(surface, text, (cx, cy - self.scale * (0.04 if self.map.space(sid).whole else 0.3)), size)
        surface.set_clip(clip_before)

    def _outline(
        self, surface: pygame.Surface, sid: SpaceId, lay: Layout, colour: Color, width: int, inset: float = 0.0
    ) -> None:
        """The outer rim of a space (``inset`` px inside it): its parts' edges, not their seams."""
        assert self.map is not None
        polys = self.map.polygons(sid, lay)
        seams = _seams(polys)
        if inset:
            c = lay.to_pixel(self.map.space(sid).hex)
            k = max(0.3, 1 - inset / max(1.0, self.scale))
            polys = tuple(tuple(_shrink(p, c, k)) for p in polys)
            seams = {_key(*(_shrink(ab, c, k))): ab for ab in seams.values()}
        for poly in polys:
            for i, b in enumerate(poly):
                a = poly[i - 1]
                if _key(a, b) not in seams:
                    pygame.draw.line(surface, colour, a, b, width)
            for p in poly:
                pygame.draw.circle(surface, colour, p, max(1, width // 2 - 1))

    def _draw_tokens(self, surface: pygame.Surface, tokens: Iterable[Token], lay: Layout) -> None:
        assert self.map is not None
        by_space: dict[SpaceId, list[Token]] = {}
        for tok in tokens:
            if tok.space in self.map:
                by_space.setdefault(tok.space, []).append(tok)
        k = self.kit
        for sid, toks in by_space.items():
            cx, cy = self.map.center(sid, lay)
            space = self.map.space(sid)
            room = self.scale * (0.55 if space.whole else 0.38)
            r = max(k.px(8), min(room * 0.62, room / max(1, len(toks)) * 1.1))
            for i, tok in enumerate(toks):
                if len(toks) == 1:
                    x, y = cx, cy
                else:
                    a = -math.pi / 2 + 2 * math.pi * i / len(toks)
                    x, y = cx + math.cos(a) * room * 0.5, cy + math.sin(a) * room * 0.5
                if tok.seat is not None:
                    k.token(surface, (x, y), r, tok.seat)
                else:
                    k.shape(surface, (x, y), r, tok.shape, tok.colour or palette.TEXT_2)
                if tok.label:
                    k.text(surface, tok.label, (x, y), max(10.0, r / k.scale * 0.9), palette.WHITE, True, "center")

    def pill(self, surface: pygame.Surface, text: str, centre: Point, size: float) -> pygame.Rect:
        """A label on a cream pill, centred on ``centre`` (``size`` px at 1080p); where it lies."""
        k = self.kit
        img = k.render(text, size, palette.TEXT, True)
        box = img.get_rect(center=(int(centre[0]), int(centre[1]))).inflate(k.px(10), k.px(4))
        pygame.draw.rect(surface, palette.PANEL, box, border_radius=box.height // 2)
        pygame.draw.rect(surface, palette.BORDER, box, max(1, k.px(1.5)), border_radius=box.height // 2)
        surface.blit(img, img.get_rect(center=box.center))
        return box

    # --- the painted board ------------------------------------------------------------------

    def _style(self, terrain: str) -> TerrainStyle:
        return self.styles.get(terrain, UNKNOWN)

    def texture(self, terrain: str) -> pygame.Surface:
        """The terrain's pattern tile at the board's current scale (kept once made)."""
        size = max(8, round(self.scale * 0.62))
        key = (terrain, size)
        if key not in self._textures:
            self._textures[key] = _texture(self._style(terrain), size)
        return self._textures[key]

    _pill = pill  # the names other views used before these were public
    _tex = texture

    def prepare(self) -> None:
        """Paint the board's picture for how it lies now, if it is not painted yet: a frame with
        time to spare does it ahead of the frame that shows it."""
        if self.map is not None:
            self._board_surface()

    def _board_surface(self) -> pygame.Surface:
        key = (
            id(self.map),
            tuple(self.rect),
            round(self.scale, 4),
            round(self.centre[0], 4),
            round(self.centre[1], 4),
            self.kit.scale,
        )
        if self._static is None or key != self._static_key:
            self._static = self._paint(self._static)
            self._static_key = key
        return self._static

    def _paint(self, last: pygame.Surface | None = None) -> pygame.Surface:
        """The board's picture, painted on ``last`` (its last one) when that is of its size: a new
        surface costs its memory's first touch (4 ms for a 3840x2160 map when exploring zooms it)."""
        assert self.map is not None
        m, k = self.map, self.kit
        if last is not None and last.get_size() == self.rect.size:
            surf = last
            surf.fill((0, 0, 0, 0))
        else:
            surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        lay = self.layout.moved(-self.rect.x, -self.rect.y)
        shadow = max(1, k.px(3))
        for p in m.placements:  # the cards, each with a soft shadow
            x0, y0, x1, y1 = m.card_rect(p.id, lay)
            card = pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))
            pygame.draw.rect(surf, (0, 0, 0, 40), card.move(0, shadow), border_radius=k.px(4))
        for p in m.placements:
            x0, y0, x1, y1 = m.card_rect(p.id, lay)
            pygame.draw.rect(surf, GAP, pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0)))
        gap = max(1.0, k.px(GAP_PX))
        shrink = max(0.5, 1 - gap / max(1.0, self.scale * 1.7))
        for space in m.spaces.values():
            centre = lay.to_pixel(space.hex)
            hexagon = _shrink(lay.corners(space.hex), centre, shrink)
            for part in space.parts:
                rect = m.card_rect(part.card, lay)
                if not space.merged:  # a lone part keeps a gap along its card's edge too
                    rect = (rect[0] + gap / 2, rect[1] + gap / 2, rect[2] - gap / 2, rect[3] - gap / 2)
                self._fill(surf, clip(hexagon, rect), sorted(part.terrains))
            if space.merged:  # one hex from several cards: the cards' seam shows as a dashed line
                for a, b in _seams(m.polygons(space.id, lay)).values():
                    _dashed(surf, palette.TEXT_2, _cut(a, hexagon), _cut(b, hexagon), max(1, k.px(1.5)), k.px(5))
        self._paint_links(surf, lay)
        self._paint_rivers(surf, lay)
        self._paint_marks(surf, lay)
        return surf

    def _fill(self, surf: pygame.Surface, poly: Polygon, terrains: list[str]) -> None:
        """Fill a polygon with its terrain's colour and pattern (several terrains: side by side)."""
        if len(poly) < 3:
            return
        xs = [p[0] for p in poly]
        lo, hi = min(xs), max(xs)
        ys = [p[1] for p in poly]
        for i, terrain in enumerate(terrains or ["?"]):
            a = lo + (hi - lo) * i / max(1, len(terrains))
            b = lo + (hi - lo) * (i + 1) / max(1, len(terrains))
            piece = clip(poly, (a, min(ys) - 1, b, max(ys) + 1)) if len(terrains) > 1 else poly
            if len(piece) < 3:
                continue
            style = self._style(terrain)
            box = pygame.Rect(math.floor(min(p[0] for p in piece)), math.floor(min(p[1] for p in piece)), 0, 0)
            box.width = math.ceil(max(p[0] for p in piece)) - box.x + 1
            box.height = math.ceil(max(p[1] for p in piece)) - box.y + 1
            tile = pygame.Surface(box.size, pygame.SRCALPHA)
            tile.fill((*style.colour, 255))
            tex = self.texture(terrain)
            tw, th = tex.get_size()
            for ty in range(-(box.y % th), box.height, th):  # the pattern runs on across hexes
                for tx in range(-(box.x % tw), box.width, tw):
                    tile.blit(tex, (tx, ty))
            mask = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.polygon(mask, (255, 255, 255, 255), [(x - box.x, y - box.y) for x, y in piece])
            tile.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            surf.blit(tile, box.topleft)

    def _paint_rivers(self, surf: pygame.Surface, lay: Layout) -> None:
        assert self.map is not None
        width = max(2, round(self.scale * 0.16))
        for e in sorted(self.map.rivers):
            a, b = lay.edge_points(e)
            pygame.draw.line(surf, RIVER, a, b, width)
            for p in (a, b):
                pygame.draw.circle(surf, RIVER, p, width / 2)

    def _paint_links(self, surf: pygame.Surface, lay: Layout) -> None:
        assert self.map is not None
        m, k = self.map, self.kit
        done = set()
        for sid in m.spaces:
            for other in m.neighbours(sid):
                pair = tuple(sorted((sid, other)))
                if pair in done or not m.linked(sid, other):
                    continue
                done.add(pair)
                a, b = m.center(sid, lay), m.center(other, lay)
                _dashed(surf, LINK, a, b, max(2, k.px(3)), k.px(7))
                for p in (a, b):
                    pygame.draw.circle(surf, LINK, p, max(2, k.px(4)))

    def _mark_size(self) -> float:
        """Text size (px at 1080p) of costs and features: it grows with the hexes, within limits."""
        return max(11.0, min(22.0, self.scale * 0.36 / self.kit.scale))

    def _paint_marks(self, surf: pygame.Surface, lay: Layout) -> None:
        """Costs and features, on small cream pills so they read on any terrain."""
        assert self.map is not None
        m = self.map
        size = self._mark_size()
        for sid, space in m.spaces.items():
            cx, cy = m.center(sid, lay)
            up, down = (0.48, 0.5) if space.whole else (0.3, 0.12)
            features = [self.feature_labels.get(f, f.title()) for f in space.features]
            if features:
                self.pill(surf, " ".join(features), (cx, cy - self.scale * up), size * 0.75)
            if self.costs == "space" and space.cost is not None and not (self.water & space.terrains):
                self._cost(surf, str(space.cost), (cx, cy + self.scale * down), size)
            elif self.costs == "part":
                for part in space.parts:
                    if part.cost is not None:
                        px, py = (cx, cy + self.scale * down) if len(space.parts) == 1 else _part_centre(m, part, lay)
                        self._cost(surf, str(part.cost), (px, py), size)

    def _cost(self, surf: pygame.Surface, text: str, centre: Point, size: float) -> None:
        k = self.kit
        img = k.render(text, size, palette.TEXT, True)
        r = max(img.get_width(), img.get_height()) * 0.58
        pygame.draw.circle(surf, palette.PANEL, centre, r)
        pygame.draw.circle(surf, palette.darker(palette.BORDER, 0.8), centre, r, max(1, k.px(1.2)))
        surf.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))


def _part_centre(m: HexMap, part: Part, lay: Layout) -> Point:
    return centroid([m.part_polygon(part, lay)])


def _key(a: Point, b: Point) -> tuple[tuple[int, int], tuple[int, int]]:
    pa, pb = (round(a[0] * 2), round(a[1] * 2)), (round(b[0] * 2), round(b[1] * 2))
    return (pa, pb) if pa <= pb else (pb, pa)


def _seams(polys: Iterable[Polygon]) -> dict[tuple[tuple[int, int], tuple[int, int]], tuple[Point, Point]]:
    """The edges two of the polygons share: where one hex's parts on different cards meet."""
    seen: dict[tuple[tuple[int, int], tuple[int, int]], tuple[int, Point, Point]] = {}
    out = {}
    for n, poly in enumerate(polys):
        for i, b in enumerate(poly):
            a = poly[i - 1]
            key = _key(a, b)
            if key[0] == key[1]:
                continue
            if key in seen and seen[key][0] != n:
                out[key] = (a, b)
            seen.setdefault(key, (n, a, b))
    return out


def _cut(p: Point, hexagon: list[Point]) -> Point:
    """``p`` pulled inside the shrunk hexagon, so a seam's dashes stop at the gap."""
    cx = sum(q[0] for q in hexagon) / 6
    cy = sum(q[1] for q in hexagon) / 6
    r = max(math.dist(q, (cx, cy)) for q in hexagon) * 0.92
    d = math.dist(p, (cx, cy))
    if d <= r:
        return p
    return cx + (p[0] - cx) * r / d, cy + (p[1] - cy) * r / d
