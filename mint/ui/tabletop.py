"""Table-top mode's geometry: a screen lying flat with players round it.

Each seat sits at one edge of the screen. Its strip along that edge holds the seat's own area
(drawn by the game's view) and its bar (name, what to do, the last move, and its own Undo, Hint,
Rules, Peek and move buttons). A strip is laid out and drawn *upright*, as if its player sat at
the bottom of an ordinary window, and then turned by a multiple of 90 degrees to face its edge:
words are rendered at their size and turned whole, so they stay crisp.

Everything here maps between a strip's upright coordinates and the screen: rects turn into
rects, a view's shapes into shapes, so hit-testing, lit targets and glides work on screen
coordinates as they do in the normal layout. The shared board fills the middle; it faces the
player whose turn it is when that player sits at the top or the bottom (it turns half a turn
between them; the seats on the short edges read it from the side, never upside down).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterator, Mapping, Sequence

import pygame

from mint.core.words import Said, t
from mint.ui import rows
from mint.ui.kit import Kit
from mint.ui.view_api import Region, Shape

#: the turn (degrees, counter-clockwise as pygame.transform.rotate takes it) that makes an upright
#: drawing face a player sitting at each edge
ROTATION = {"bottom": 0, "top": 180, "left": -90, "right": 90}
EDGES = tuple(ROTATION)
#: where seats sit when the players have not said: clockwise round the table from the bottom
DEFAULT_SEATING = {
    1: ("bottom",),
    2: ("bottom", "top"),
    3: ("bottom", "left", "top"),
    4: ("bottom", "left", "top", "right"),
    5: ("bottom", "bottom", "left", "top", "right"),  # (two share the bottom edge, half of it each)
}


class _EdgeNames(Mapping[str, str]):
    """Each edge's name, in the language in use each time it is read."""

    def __init__(self, said: dict[str, Said]) -> None:
        self._said = said

    def __getitem__(self, edge: str) -> str:
        return str(self._said[edge])

    def __iter__(self) -> Iterator[str]:
        return iter(self._said)

    def __len__(self) -> int:
        return len(self._said)


EDGE_NAMES = _EdgeNames(
    {"bottom": t("Bottom edge"), "top": t("Top edge"), "left": t("Left edge"), "right": t("Right edge")}
)

BAR_W = 440  #: a seat's bar, along its edge (design px)
BAR_DEPTH = 236  #: the least depth of a strip: the bar's rows (up to two rows of moves and a line of words)
STRIP_MAX = 0.3  #: no strip is deeper than this share of the screen across it


def seating(seats: int, chosen: str = "") -> tuple[str, ...]:
    """The edge of each seat: the players' choice (``"bottom,top"``) when it names one edge per
    seat, each once; else the default, clockwise from the bottom."""
    edges = tuple(e.strip() for e in chosen.split(",") if e.strip()) if chosen else ()
    if len(edges) >= seats and len(set(edges[:seats])) == seats and all(e in ROTATION for e in edges[:seats]):
        return edges[:seats]
    return DEFAULT_SEATING[max(1, min(seats, 5))][:seats]


def _spanned(a: tuple[float, float], b: tuple[float, float]) -> pygame.Rect:
    """The rect with corners ``a`` and ``b`` (any two opposite corners), in whole pixels."""
    x0, x1 = sorted((a[0], b[0]))
    y0, y1 = sorted((a[1], b[1]))
    return pygame.Rect(round(x0), round(y0), round(x1 - x0), round(y1 - y0))


@dataclass(frozen=True)
class Turn:
    """An upright drawing of ``size`` turned by ``rotation`` and placed with its corner at ``at``."""

    size: tuple[int, int]  #: upright width (along the edge) and height (its depth)
    rotation: int
    at: tuple[int, int] = (0, 0)

    @property
    def screen_size(self) -> tuple[int, int]:
        w, h = self.size
        return (w, h) if self.rotation in (0, 180) else (h, w)

    @property
    def screen_rect(self) -> pygame.Rect:
        return pygame.Rect(self.at, self.screen_size)

    def point(self, p: Sequence[float]) -> tuple[float, float]:
        """An upright point on the screen."""
        u, v = float(p[0]), float(p[1])
        w, h = self.size
        x0, y0 = self.at
        if self.rotation == 0:
            return x0 + u, y0 + v
        if self.rotation == 180:
            return x0 + w - u, y0 + h - v
        if self.rotation == -90:  # a quarter turn clockwise: the top goes right
            return x0 + h - v, y0 + u
        return x0 + v, y0 + w - u  # a quarter turn the other way: the top goes left

    def upright(self, p: Sequence[float]) -> tuple[float, float]:
        """A screen point in upright coordinates (the inverse of ``point``)."""
        x, y = float(p[0]) - self.at[0], float(p[1]) - self.at[1]
        w, h = self.size
        if self.rotation == 0:
            return x, y
        if self.rotation == 180:
            return w - x, h - y
        if self.rotation == -90:
            return y, h - x
        return w - y, x

    def rect(self, r: pygame.Rect) -> pygame.Rect:
        """An upright rect on the screen (a rect still, turned by a multiple of 90 degrees)."""
        return _spanned(self.point(r.topleft), self.point(r.bottomright))

    def upright_rect(self, r: pygame.Rect) -> pygame.Rect:
        """A screen rect in upright coordinates (the inverse of ``rect``)."""
        return _spanned(self.upright(r.topleft), self.upright(r.bottomright))

    def region(self, region: Region) -> Region:
        if isinstance(region, Shape):
            return Shape.of_points(tuple(self.points(poly) for poly in region.polygons))
        return self.rect(region)

    def points(self, poly: Sequence[tuple[float, float]]) -> tuple[tuple[float, float], ...]:
        """Upright points on the screen: as ``point`` gives them, the turn worked out once for all."""
        x0, y0 = self.at
        w, h = self.size
        if self.rotation == 0:
            return tuple((x0 + u, y0 + v) for u, v in poly)
        if self.rotation == 180:
            right, bottom = x0 + w, y0 + h
            return tuple((right - u, bottom - v) for u, v in poly)
        if self.rotation == -90:
            right = x0 + h
            return tuple((right - v, y0 + u) for u, v in poly)
        bottom = y0 + w
        return tuple((x0 + v, bottom - u) for u, v in poly)

    def regions(self, spots: Mapping[object, Region]) -> dict[object, Region]:
        return {sid: self.region(r) for sid, r in spots.items()}

    def blit(self, target: pygame.Surface, upright: pygame.Surface) -> None:
        """Turn the upright drawing and lay it on ``target`` where it belongs."""
        lay_turned(target, upright, self.rotation, self.at)


TURN_TILE = 512
"""A turn is made a square of this many pixels at a time: a large surface turned whole a quarter
reads its pixels a column at a time, which at 3840x2160 costs twice to three times as much, and a
whole turned copy of a board-sized picture would stay in the process's memory after it is freed."""

FLIP_BAND = 128
"""A half turn (a flip) is made a band of this many whole rows at a time: a flip reads and writes
rows in order, so whole rows go twice as fast as squares (2.2 against 4.4 ms for a 2896x1176 board),
and a band is still small beside the whole."""


def lay_turned(target: pygame.Surface, upright: pygame.Surface, rotation: int, at: tuple[int, int]) -> None:
    """Blit ``upright`` turned by ``rotation`` (a multiple of 90 degrees, counter-clockwise) with
    the turned picture's corner at ``at``: the same pixels as ``pygame.transform.rotate`` gives,
    made tile by tile straight onto ``target``, with no turned copy of the whole."""
    if rotation == 0:
        rows.blit(target, upright, at)
        return
    w, h = upright.get_size()
    x0, y0 = at
    if rotation == 180:  # upright (u, v) lies at (w - u, h - v)
        for y in range(0, h, FLIP_BAND):
            r = pygame.Rect(0, y, w, min(FLIP_BAND, h - y))
            rows.blit(target, pygame.transform.flip(upright.subsurface(r), True, True), (x0, y0 + h - r.bottom))
        return
    for y in range(0, h, TURN_TILE):
        for x in range(0, w, TURN_TILE):
            r = pygame.Rect(x, y, min(TURN_TILE, w - x), min(TURN_TILE, h - y))
            tile = pygame.transform.rotate(upright.subsurface(r), rotation)
            if rotation == 90:  # the top goes left: upright (u, v) lies at (v, w - u)
                rows.blit(target, tile, (x0 + r.y, y0 + w - r.right))
            else:  # -90, the top goes right: upright (u, v) lies at (h - v, u)
                rows.blit(target, tile, (x0 + h - r.bottom, y0 + r.x))


@dataclass(frozen=True)
class Strip:
    """One seat's strip along its edge: its place on screen and, upright, its area and bar."""

    seat: int
    edge: str
    turn: Turn
    area: pygame.Rect  #: upright: where the view draws the seat's own things
    bar: pygame.Rect  #: upright: the seat's bar (nearest the player's right hand)

    @property
    def rect(self) -> pygame.Rect:
        return self.turn.screen_rect


@dataclass(frozen=True)
class Tabletop:
    strips: dict[int, Strip]
    board: pygame.Rect  #: the shared board's place on screen

    def strip_at(self, pos: Sequence[float]) -> Strip | None:
        return next((s for s in self.strips.values() if s.rect.collidepoint(pos[0], pos[1])), None)


def compute(kit: Kit, size: tuple[int, int], edges: Sequence[str], depths: Sequence[int]) -> Tabletop:
    """The strips of seats sitting at ``edges`` (one per seat), each ``depths[seat]`` design px
    deep (at least the bar's depth, at most ``STRIP_MAX`` of the screen), and the board between.
    Seats that share an edge (a fifth player) share its length.

    The short edges' strips run the screen's whole height; the long edges' strips fit between them.
    """
    w, h = size
    k = kit
    want: dict[str, int] = {}
    seats_of: dict[str, list[int]] = {}
    for seat, edge in enumerate(edges):
        across = h if edge in ("top", "bottom") else w
        depth = min(int(across * STRIP_MAX), k.px(max(BAR_DEPTH, depths[seat])))
        want[edge] = max(want.get(edge, 0), depth)
        seats_of.setdefault(edge, []).append(seat)
    left, right = want.get("left", 0), want.get("right", 0)
    top, bottom = want.get("top", 0), want.get("bottom", 0)
    strips: dict[int, Strip] = {}
    for edge, depth in want.items():
        sharing = seats_of[edge]
        whole = w - left - right if edge in ("top", "bottom") else h
        length = whole // len(sharing)
        for i, seat in enumerate(sharing):
            if edge in ("top", "bottom"):
                at = (left + i * length, 0 if edge == "top" else h - depth)
            else:
                at = (0 if edge == "left" else w - depth, i * length)
            turn = Turn((length, depth), ROTATION[edge], at)
            m = k.px(8)
            bar_w = min(k.px(BAR_W), length // 2)
            bar = pygame.Rect(length - bar_w - m, m, bar_w, depth - 2 * m)
            area = pygame.Rect(m, m, bar.x - 2 * m, depth - 2 * m)
            strips[seat] = Strip(seat, edge, turn, area, bar)
    m = k.px(10)
    board = pygame.Rect(left + m, top + m, w - left - right - 2 * m, h - top - bottom - 2 * m)
    return Tabletop(strips, board)


def lay_out(
    kit: Kit, size: tuple[int, int], edges: Sequence[str], depth_of: Callable[[int, int], int | None]
) -> Tabletop:
    """The strips and the board, each strip as deep as ``depth_of(seat, length)`` asks (None: the
    bar's depth) for its area's length in design px. Twice over: a long edge's length follows the
    depths of the short edges' strips, which their views answer."""
    n = len(edges)
    geo = compute(kit, size, edges, [BAR_DEPTH] * n)
    for _ in range(2):
        depths = []
        for seat in range(n):
            depth = depth_of(seat, round(geo.strips[seat].area.width / kit.scale))
            depths.append(BAR_DEPTH if depth is None else depth)
        geo = compute(kit, size, edges, depths)
    return geo


def board_rotation(tabletop: Tabletop, seat: int | None, last: int) -> int:
    """The board faces the seat to act when it sits at the top or the bottom; else it keeps its way."""
    strip = tabletop.strips.get(seat) if seat is not None else None
    if strip is None or strip.edge not in ("top", "bottom"):
        return last
    return ROTATION[strip.edge]


# --- a strip's bar ------------------------------------------------------------------------------

TOOLS = (
    ("undo", t("Undo")),
    ("hint", t("Hint")),
    ("log", t("Log")),
    ("rules", t("Rules")),
    ("menu", t("Menu")),
    ("peek", t("Peek")),
)


@dataclass(frozen=True)
class BarLayout:
    """Upright rects in a bar: its heading line, its words, its move buttons and its tools."""

    head: pygame.Rect
    words: pygame.Rect
    moves: tuple[pygame.Rect, ...]
    tools: dict[str, pygame.Rect]


def _tool_rects(k: Kit, size: float, names: list[str], row: pygame.Rect, g: int) -> dict[str, pygame.Rect]:
    """The tools side by side along ``row``: each as wide as its word needs, the room left shared
    out evenly (all alike when the words do not all fit, as in a narrow bar)."""
    said = dict(TOOLS)
    need = [k.width(str(said[key]), size, True) + k.px(16) for key in names]
    room = row.width - (len(names) - 1) * g
    if sum(need) > room:
        need = [0] * len(names)
    extra = room - sum(need)
    widths = [w + extra // len(names) for w in need]
    widths[-1] += room - sum(widths)
    out, x = {}, row.x
    for key, w in zip(names, widths):
        out[key] = pygame.Rect(x, row.y, w, row.height)
        x += w + g
    return out


def bar_layout(kit: Kit, bar: pygame.Rect, labels: Sequence[str], peek: bool, size: float = 18) -> BarLayout:
    """The bar's rows from the top: heading, words (what to do, or the last move), a button for
    each of ``labels`` (two abreast when every label fits half the bar, else one to a row; as
    many rows as room allows), then the tools on the row nearest the player."""
    k = kit
    g = k.px(4)
    bh = k.px(48)
    head = pygame.Rect(bar.x, bar.y, bar.width, k.px(30))
    tools_y = bar.bottom - bh
    names = [key for key, _ in TOOLS if key != "peek" or peek]
    tools = _tool_rects(k, size, names, pygame.Rect(bar.x, tools_y, bar.width, bh), g)
    moves = len(labels)
    mw = (bar.width - g) // 2
    across = 2 if all(k.width(text, size, True) <= mw - k.px(12) for text in labels) else 1
    wanted = (moves + across - 1) // across
    # rows that leave the words two lines; or, before any move goes to another page, one
    font = k.font(size, True)
    rows_room = max(0, (tools_y - 3 * g - head.bottom - 2 * font.get_linesize()) // (bh + g))
    if rows_room < wanted:
        rows_room = max(0, (tools_y - 3 * g - head.bottom - font.get_linesize()) // (bh + g))
    rows = min(rows_room, wanted)
    top_moves = tools_y - g - rows * (bh + g)
    if across == 1:
        mw = bar.width
    rects = tuple(
        pygame.Rect(bar.x + (i % across) * (mw + g), top_moves + (i // across) * (bh + g), mw, bh)
        for i in range(min(moves, rows * across))
    )
    if across == 2 and len(rects) % 2 == 1:  # a lone button on its row takes the whole row
        last = rects[-1]
        rects = (*rects[:-1], pygame.Rect(bar.x, last.y, bar.width, bh))
    words = pygame.Rect(bar.x, head.bottom + g, bar.width, top_moves - head.bottom - 2 * g)
    return BarLayout(head, words, rects, tools)
