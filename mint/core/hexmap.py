"""Hex maps made of map cards: cards drawn in Tiled, placed side by side, read as one board.

**A map card** is a small hexagonal Tiled map (a "patch"), read through ``boards.read_board``:

- tile layer ``terrain``: one tile per cell. The tile's ``terrain`` property names the terrain,
  or several joined by ``+`` (``meadow+rock``).
- tile layer ``parts``: a tile whose ``part`` property is ``half`` or ``corner`` tags a cell the
  card's edge cuts in two or in four. A cell with no tile there is whole.
- tile layers ``costs`` and ``features``: tiles with a ``cost`` (a whole number; on a half hex
  it is that half's share) or a ``feature`` property (``town``, or several as ``town,keep``).
  Any other tile property is kept in the cell's ``props``.
- object layer ``card``: one rectangle, the card's cut edge. It must cut tagged cells exactly
  in two or four, and leave the others whole (the reader checks it).
- object layer ``rivers``: polylines drawn from hex corner to hex corner; every segment is one
  river edge. An edge may lie on the card's edge.
- object layer ``links``: lines from one cell's centre to another's, for printed routes that
  join cells which do not touch. The far end may lie off the card: it then joins whatever
  another card puts on that hex.
- map properties ``card`` and ``side`` name the card (default: the file name and "").

**A composed map** (``HexMap``) takes placements: a card, the global hex its local (0, 0)
lands on, and a rotation of 0 or 180 degrees. Where cards overlap they may only share cut
cells; the parts on one hex form a **space** or stay apart, as ``MergeRules`` says:

- ``merge``: the parts are one space, with every part's terrains and the sum of their costs
  (a hex split over two cards is one hex that has both terrains);
- ``link``: each part is a space of its own, and the parts on one hex touch only each other
  across the seam (half-hex twins).

Spaces are keyed by ``(card id, local cell)`` of their first part, since global coordinates
over-claim: two twins share one global hex. Adjacency within a card follows the hex grid.
Across cards, two whole spaces (a whole cell, or merged parts that fill the hex) touch where
their hexes are neighbours; a cut part touches another card only through the parts that share
its hex, which is what rectangular cards cut through hex centres give. Links add adjacency of
their own; lakes and rivers use only the touching kind.

Geometry is kept in hex-size units (``Layout.unit``), so any ``Layout`` of the same
orientation draws, hit-tests and zooms the map (the polygon helpers are in ``polygons.py``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from mint.core import graph
from mint.core.boards import BoardError, BoardSpec, Props, read_board
from mint.core.hexgrid import (
    Edge,
    Hex,
    Layout,
    Point,
    add,
    axial_to_offset,
    edge,
    edge_between,
    neighbours,
    rotate,
)
from mint.core.polygons import Polygon, Rect, area, centroid, clip, inside

WHOLE, HALF, CORNER = "whole", "half", "corner"
_QUARTERS = {WHOLE: 4, HALF: 2, CORNER: 1}
SIDES = ("north", "east", "south", "west")
_OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east"}
MERGE, LINK = "merge", "link"

SpaceId = tuple[str, Hex]  # (card id, local cell) of a space's first part


class MapError(BoardError):
    """Map cards that cannot be read or placed together."""


def _sides_touched(poly: Polygon, rect: Rect, tol: float = 1e-6) -> frozenset[str]:
    """Which sides of ``rect`` the clipped polygon runs along for some length."""
    x0, y0, x1, y1 = rect
    out = set()
    for i, p in enumerate(poly):
        q = poly[i - 1]
        if math.hypot(p[0] - q[0], p[1] - q[1]) < 1e-3:
            continue
        for name, axis, bound in (("west", 0, x0), ("east", 0, x1), ("north", 1, y0), ("south", 1, y1)):
            if abs(p[axis] - bound) < tol and abs(q[axis] - bound) < tol:
                out.add(name)
    return frozenset(out)


_UNIT: dict[bool, Layout] = {True: Layout(1.0, (0.0, 0.0), True), False: Layout(1.0, (0.0, 0.0), False)}


# --- Map cards --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardCell:
    """One cell printed on a map card, in the card's own axial coordinates."""

    cell: Hex
    terrains: frozenset[str]
    kind: str = WHOLE
    cost: int | None = None
    features: tuple[str, ...] = ()
    sides: frozenset[str] = frozenset()  #: the card edges it lies on (north, east, south, west)
    props: Props = ()


@dataclass(frozen=True, slots=True)
class MapCard:
    """A map card's cells, rivers and printed links, with its cut edge in hex-size units."""

    id: str
    side: str
    pointy: bool
    cells: tuple[CardCell, ...]
    outline: Rect
    rivers: frozenset[Edge] = frozenset()
    links: tuple[tuple[Hex, Hex], ...] = ()
    _index: dict[Hex, CardCell] = field(default_factory=dict, compare=False, repr=False, hash=False)

    def __post_init__(self) -> None:
        self._index.update({c.cell: c for c in self.cells})

    def cell(self, h: Hex) -> CardCell:
        try:
            return self._index[h]
        except KeyError:
            raise MapError(f"card {self.id} has no cell {h}") from None

    def has(self, h: Hex) -> bool:
        return h in self._index


def card_from_board(board: BoardSpec, card_id: str | None = None, side: str | None = None) -> MapCard:
    """A map card from a hex board read by ``boards.read_board`` (see the module docstring)."""
    name = board.name
    if not board.is_hex:
        raise MapError(f"{name}: a map card must be a hexagonal map, not {board.orientation}")
    if not board.cells:
        raise MapError(f"{name}: a map card needs a 'terrain' layer with at least one cell")
    layout = board.layout()
    rects = [s for s in board.layer("card") if s.width > 0 and s.height > 0 and not s.points]
    if len(rects) != 1:
        raise MapError(f"{name}: the object layer 'card' must hold exactly one rectangle (it has {len(rects)})")
    r = rects[0]
    ux0, uy0 = layout.unit(r.x, r.y)
    ux1, uy1 = layout.unit(r.x + r.width, r.y + r.height)
    outline: Rect = (ux0, uy0, ux1, uy1)
    unit = _UNIT[layout.pointy]

    def where(h: Hex) -> str:
        col, row = axial_to_offset(h, board.stagger_axis, board.stagger_index)
        return f"{name}: the cell at column {col}, row {row}"

    cells = []
    for c in sorted(board.cells, key=lambda c: c.hex):
        props = dict(c.props)
        kind = props.pop("part", WHOLE)
        if kind not in _QUARTERS:
            raise MapError(f"{where(c.hex)} has part {kind!r}; a part is 'half' or 'corner'")
        poly = clip(unit.corners(c.hex), outline)
        share = area(poly) / area(tuple(unit.corners(c.hex))) if poly else 0.0
        cut = min(_QUARTERS, key=lambda k: abs(_QUARTERS[k] / 4 - share))
        if share < 0.2 or abs(_QUARTERS[cut] / 4 - share) > 0.02:
            raise MapError(
                f"{where(c.hex)} is cut to {share:.0%} by the card's edge; "
                "a cell must be whole, or cut in two or four through its centre"
            )
        if cut != kind:
            raise MapError(f"{where(c.hex)} is tagged {kind}, but the card's edge makes it a {cut} cell")
        cost_text = props.pop("cost", None)
        try:
            cost = int(cost_text) if cost_text is not None else None
        except ValueError:
            raise MapError(f"{where(c.hex)} has cost {cost_text!r}, which is not a whole number") from None
        features = tuple(f.strip() for f in props.pop("feature", "").split(",") if f.strip())
        terrains = frozenset(t.strip() for t in c.terrain.split("+") if t.strip())
        cells.append(
            CardCell(c.hex, terrains, kind, cost, features, _sides_touched(poly, outline), tuple(sorted(props.items())))
        )
    have = {c.cell for c in cells}
    tol = 0.3 * min(layout.size_x, layout.size_y)
    rivers: set[Edge] = set()
    for shape in board.layer("rivers"):
        corners = []
        for x, y in shape.points:
            near, d = layout.nearest_corner(x, y)
            if d > tol:
                raise MapError(f"{name}: a river point ({x:.0f}, {y:.0f}) is not on a hex corner")
            corners.append(near)
        for c1, c2 in zip(corners, corners[1:]):
            e = edge_between(c1, c2)
            if e is None:
                raise MapError(f"{name}: a river runs between two corners that no hex edge joins")
            if e[0] not in have and e[1] not in have:
                raise MapError(f"{name}: a river edge {e} touches no cell of the card")
            rivers.add(e)
    links = []
    for shape in board.layer("links"):
        if len(shape.points) < 2:
            raise MapError(f"{name}: a link must be a line from one cell to another")
        start = layout.from_pixel(*shape.points[0])
        end = layout.from_pixel(*shape.points[-1])
        if start not in have:
            start, end = end, start
        if start not in have or start == end:
            raise MapError(f"{name}: a link must start on a cell of the card and end on another hex")
        links.append((start, end))
    return MapCard(
        card_id or board.prop("card") or name,
        side if side is not None else (board.prop("side") or ""),
        layout.pointy,
        tuple(cells),
        outline,
        frozenset(rivers),
        tuple(links),
    )


def read_card(path: Path | str, card_id: str | None = None, side: str | None = None) -> MapCard:
    """Read one map card from a .tmx patch; raises MapError (or BoardError) naming the problem."""
    return card_from_board(read_board(path, expect=("terrain",)), card_id, side)


# --- Composed maps --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Placement:
    """A card on the table: its local hex (0, 0) lands on ``at``, turned by 0 or 180 degrees."""

    card: MapCard
    at: Hex = (0, 0)
    rotation: int = 0

    @property
    def id(self) -> str:
        return self.card.id

    def to_global(self, h: Hex) -> Hex:
        return add(self.at, rotate(h, 3) if self.rotation else h)


@dataclass(frozen=True, slots=True)
class MergeRules:
    """What the parts of cut cells on one hex become: one space (merge) or twins (link)."""

    halves: str = MERGE
    corners: str = MERGE

    def __post_init__(self) -> None:
        for v in (self.halves, self.corners):
            if v not in (MERGE, LINK):
                raise MapError(f"a merge rule is {MERGE!r} or {LINK!r}, not {v!r}")


@dataclass(frozen=True, slots=True)
class Part:
    """The piece of a space that one card holds."""

    card: str
    cell: Hex  #: in the card's own coordinates
    hex: Hex  #: in the map's coordinates
    kind: str
    terrains: frozenset[str]
    cost: int | None
    features: tuple[str, ...]
    space: SpaceId


@dataclass(frozen=True, slots=True)
class Space:
    """One place a piece can stand: a cell, or the merged parts of one hex."""

    id: SpaceId
    hex: Hex
    parts: tuple[Part, ...]
    terrains: frozenset[str]
    cost: int | None  #: the sum of its parts' costs (None when none has one)
    features: tuple[str, ...]
    whole: bool  #: its parts fill the hex

    @property
    def merged(self) -> bool:
        return len(self.parts) > 1

    @property
    def kind(self) -> str:
        return WHOLE if self.whole else self.parts[0].kind

    @property
    def cards(self) -> tuple[str, ...]:
        return tuple(p.card for p in self.parts)

    def part_on(self, card: str) -> Part | None:
        for p in self.parts:
            if p.card == card:
                return p
        return None


SHAPES_KEPT = 4096  #: the most parts' shapes a map keeps (``HexMap.part_polygon``), at any zooms


class HexMap:
    """Placed map cards read as one board: spaces, adjacency, rivers, lakes and geometry."""

    def __init__(self, placements: Iterable[Placement], rules: MergeRules = MergeRules()) -> None:
        self.placements = tuple(placements)
        self.rules = rules
        self._place = {p.id: p for p in self.placements}
        if len(self._place) != len(self.placements):
            raise MapError("a card is placed twice")
        if len({p.card.pointy for p in self.placements}) > 1:
            raise MapError("pointy-top and flat-top cards cannot share a map")
        self.pointy = self.placements[0].card.pointy if self.placements else True
        for p in self.placements:
            if p.rotation not in (0, 180):
                raise MapError(f"card {p.id} is turned {p.rotation} degrees; map cards turn by 0 or 180")
        self.spaces: dict[SpaceId, Space] = {}
        self._space_of: dict[tuple[str, Hex], SpaceId] = {}
        self._at_hex: dict[Hex, tuple[SpaceId, ...]] = {}
        self._touch: dict[SpaceId, dict[SpaceId, set[Edge | None]]] = {}
        self._links: dict[SpaceId, set[SpaceId]] = {}
        self._shapes: dict[tuple[Part, Layout], Polygon] = {}  #: (``part_polygon``)
        self._build()
        self.rivers: frozenset[Edge] = frozenset(
            edge(p.to_global(a), p.to_global(b)) for p in self.placements for a, b in p.card.rivers
        )

    # --- building --------------------------------------------------------------------------

    def _build(self) -> None:
        by_hex: dict[Hex, list[tuple[Placement, CardCell]]] = {}
        for p in self.placements:
            for c in p.card.cells:
                by_hex.setdefault(p.to_global(c.cell), []).append((p, c))
        for h, group in sorted(by_hex.items()):
            group.sort(key=lambda pc: (pc[0].id, pc[1].cell))
            if len(group) > 1:
                whole = [pc for pc in group if pc[1].kind == WHOLE]
                if whole or sum(_QUARTERS[c.kind] for _, c in group) > 4:
                    cards = ", ".join(p.id for p, _ in group)
                    raise MapError(f"cards {cards} overlap on hex {h} (only cut cells may share a hex)")
            rule = {HALF: self.rules.halves, CORNER: self.rules.corners}
            merge = len(group) > 1 and all(rule.get(c.kind) == MERGE for _, c in group)
            chunks = [group] if merge or len(group) == 1 else [[pc] for pc in group]
            ids: list[SpaceId] = []
            for chunk in chunks:
                sid: SpaceId = (chunk[0][0].id, chunk[0][1].cell)
                parts = tuple(Part(p.id, c.cell, h, c.kind, c.terrains, c.cost, c.features, sid) for p, c in chunk)
                costs = [c.cost for _, c in chunk if c.cost is not None]
                self.spaces[sid] = Space(
                    sid,
                    h,
                    parts,
                    frozenset().union(*(c.terrains for _, c in chunk)),
                    sum(costs) if costs else None,
                    tuple(dict.fromkeys(f for _, c in chunk for f in c.features)),
                    sum(_QUARTERS[c.kind] for _, c in chunk) == 4,
                )
                for p, c in chunk:
                    self._space_of[(p.id, c.cell)] = sid
                self._touch[sid] = {}
                self._links[sid] = set()
                ids.append(sid)
            self._at_hex[h] = tuple(ids)
            for i, a in enumerate(ids):  # twins touch each other across the seam
                for b in ids[i + 1 :]:
                    self._join(a, b, None)
        for p in self.placements:
            for c in p.card.cells:
                mine = self._space_of[(p.id, c.cell)]
                for n in neighbours(c.cell):
                    if p.card.has(n):
                        self._join(mine, self._space_of[(p.id, n)], edge(p.to_global(c.cell), p.to_global(n)))
        for h, here_ids in self._at_hex.items():  # whole spaces touch across a seam
            if len(here_ids) != 1 or not self.spaces[here_ids[0]].whole:
                continue
            for n in neighbours(h):
                others = self._at_hex.get(n, ())
                if len(others) == 1 and self.spaces[others[0]].whole:
                    self._join(here_ids[0], others[0], edge(h, n))
        for p in self.placements:
            for here, there in p.card.links:
                src = self._space_of[(p.id, here)]
                if p.card.has(there):
                    targets: tuple[SpaceId, ...] = (self._space_of[(p.id, there)],)
                else:
                    targets = tuple(
                        s for s in self._at_hex.get(p.to_global(there), ()) if p.id not in self.spaces[s].cards
                    )
                for t in targets:
                    if t != src:
                        self._links[src].add(t)
                        self._links[t].add(src)

    def _join(self, a: SpaceId, b: SpaceId, e: Edge | None) -> None:
        if a == b:
            return
        self._touch[a].setdefault(b, set()).add(e)
        self._touch[b].setdefault(a, set()).add(e)

    # --- spaces and adjacency ---------------------------------------------------------------

    def __contains__(self, sid: object) -> bool:
        return sid in self.spaces

    def space(self, sid: SpaceId) -> Space:
        try:
            return self.spaces[sid]
        except KeyError:
            raise MapError(f"the map has no space {sid}") from None

    def space_of(self, card: str, cell: Hex) -> SpaceId:
        """The space that holds ``cell`` of ``card`` (a merged space answers for every part)."""
        try:
            return self._space_of[(card, cell)]
        except KeyError:
            raise MapError(f"card {card} has no cell {cell} on this map") from None

    def at_hex(self, h: Hex) -> tuple[SpaceId, ...]:
        """The spaces on a global hex: none, one, or twins."""
        return self._at_hex.get(h, ())

    def neighbours(self, sid: SpaceId) -> tuple[SpaceId, ...]:
        """Spaces one step away: touching ones, then those a printed link joins."""
        touch = sorted(self._touch[sid])
        return tuple(touch) + tuple(s for s in sorted(self._links[sid]) if s not in self._touch[sid])

    def touching(self, sid: SpaceId) -> tuple[SpaceId, ...]:
        """Spaces that share a side (or a seam) with ``sid``; printed links left out."""
        return tuple(sorted(self._touch[sid]))

    def adjacent(self, a: SpaceId, b: SpaceId) -> bool:
        return b in self._touch[a] or b in self._links[a]

    def linked(self, a: SpaceId, b: SpaceId) -> bool:
        """True when a printed link (and nothing else) joins the two spaces."""
        return b in self._links[a] and b not in self._touch[a]

    def is_river(self, a: SpaceId, b: SpaceId) -> bool:
        """True when a step between touching spaces crosses a river edge."""
        return any(e is not None and e in self.rivers for e in self._touch[a].get(b, ()))

    def lake_groups(self, terrain: str = "lake") -> tuple[frozenset[SpaceId], ...]:
        """Groups of touching spaces that have ``terrain``, in space order."""
        lakes = [s for s, sp in self.spaces.items() if terrain in sp.terrains]
        pool = set(lakes)
        out = []
        for s in lakes:
            if s not in pool:
                continue
            got = graph.bfs(s, lambda x: (n for n in self._touch[x] if n in pool))
            pool -= set(got.cost)
            out.append(frozenset(got.cost))
        return tuple(out)

    def card_sides(self, sid: SpaceId) -> frozenset[tuple[str, str]]:
        """The card edges a space lies on, as (card id, side) with sides as the map shows them."""
        out = set()
        for part in self.space(sid).parts:
            p = self._place[part.card]
            for side in p.card.cell(part.cell).sides:
                out.add((part.card, _OPPOSITE[side] if p.rotation else side))
        return frozenset(out)

    def entry_part(self, src: SpaceId, dst: SpaceId) -> Part:
        """The part of ``dst`` a step from ``src`` enters: the one on a card ``src`` is on."""
        cards = self.space(src).cards
        dest = self.space(dst)
        for part in dest.parts:
            if part.card in cards:
                return part
        return dest.parts[0]

    def reach(
        self,
        start: SpaceId | Iterable[SpaceId],
        step: Callable[[SpaceId, SpaceId], float | None],
        limit: float | None = None,
    ) -> graph.Reach[SpaceId]:
        """Cheapest reach from ``start``; ``step(a, b)`` prices a step, None where it is barred."""

        def nb(s: SpaceId) -> Iterable[tuple[SpaceId, float]]:
            for n in self.neighbours(s):
                c = step(s, n)
                if c is not None:
                    yield n, c

        return graph.cheapest(start, nb, limit)

    # --- geometry ---------------------------------------------------------------------------

    def card_rect(self, card: str, layout: Layout | None = None) -> Rect:
        """A card's cut edge, in pixels of ``layout`` (hex-size units without one)."""
        p = self._place[card]
        x0, y0, x1, y1 = p.card.outline
        if p.rotation:
            x0, y0, x1, y1 = -x1, -y1, -x0, -y0
        ox, oy = _UNIT[self.pointy].to_pixel(p.at)
        x0, y0, x1, y1 = x0 + ox, y0 + oy, x1 + ox, y1 + oy
        if layout is None:
            return x0, y0, x1, y1
        (a, b), (c, d) = layout.from_unit(x0, y0), layout.from_unit(x1, y1)
        return min(a, c), min(b, d), max(a, c), max(b, d)

    def part_polygon(self, part: Part, layout: Layout) -> Polygon:
        """A part's drawn shape in ``layout``: its hexagon cut by its card's edge (kept: a board's
        painting and layout ask for each part's many times, at one zoom after another)."""
        key = (part, layout)
        shape = self._shapes.get(key)
        if shape is None:
            if len(self._shapes) >= SHAPES_KEPT:
                self._shapes.clear()
            shape = self._shapes[key] = clip(layout.corners(part.hex), self.card_rect(part.card, layout))
        return shape

    def polygons(self, sid: SpaceId, layout: Layout) -> tuple[Polygon, ...]:
        """The drawn shape of a space: one polygon per part, each cut by its card's edge."""
        return tuple(self.part_polygon(p, layout) for p in self.space(sid).parts)

    def center(self, sid: SpaceId, layout: Layout) -> Point:
        """Where a token on the space sits: the centre of its visible shape."""
        return centroid(self.polygons(sid, layout))

    def locate(self, x: float, y: float, layout: Layout) -> Part | None:
        """The part under a pixel (so also its card and space), or None off the map."""
        h = layout.from_pixel(x, y)
        for d in (h, *neighbours(h)):  # a pixel on a hex's rim may round to its neighbour
            for sid in self._at_hex.get(d, ()):
                for part in self.spaces[sid].parts:
                    poly = self.part_polygon(part, layout)
                    if poly and inside(poly, x, y):
                        return part
        return None

    def space_at(self, x: float, y: float, layout: Layout) -> SpaceId | None:
        part = self.locate(x, y, layout)
        return part.space if part else None

    def bounds(self, layout: Layout | None = None) -> Rect:
        """The rectangle holding every card."""
        rects = [self.card_rect(p.id, layout) for p in self.placements]
        if not rects:
            return 0.0, 0.0, 0.0, 0.0
        return min(r[0] for r in rects), min(r[1] for r in rects), max(r[2] for r in rects), max(r[3] for r in rects)


def compose(placements: Iterable[Placement], rules: MergeRules = MergeRules()) -> HexMap:
    """A map of placed cards under the given merge rules."""
    return HexMap(placements, rules)
