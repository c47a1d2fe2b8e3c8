"""What a game's view.py provides to the generic table scene.

A game writes ``mint/games/<name>/view.py`` with ``VIEW = MyView`` (a GameView subclass). The
table scene owns everything generic: drag-and-drop, lit targets, clicks, keyboard, buttons for
actions with no place on the board, the log, undo/redo, hints, tooltips, zoom, bots and
animation. The view only answers three questions:

- ``layout``: where is every spot that actions name as ``source``/``target`` (and any other
  spot that should have a tooltip)? It returns ``{spot_id: region}`` inside ``rect``, where a
  region is a ``pygame.Rect`` or a ``Shape`` (polygons, hit exactly: a hex, a hex split
  over two map cards).
- ``draw``: paint the observation (board, cards, pieces, player areas) into ``rect``.
- ``tooltip``/``zoom``: the text for a spot under the pointer / right-clicked.

``viewer`` is the seat whose private information may be shown (None: only public information).
``draw`` must not change anything; build costly surfaces once and cache them. The table calls
``layout`` and ``draw`` only when the state, the viewer or the window changes and keeps the
painted board; a view with moving parts (cards gliding in a hand) says so from ``update`` and
paints them in ``draw_overlay``, which runs on every frame above the kept board.

Spot ids are any hashable values the game chooses: a ``mint.core.spots.Spot`` such as
``Spot("loc", "city_hall")``, or a string such as ``"loc:city_hall"``. The table compares them
and never takes them apart. (They are typed ``Any`` below so that a view may annotate the id
type it uses.)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Callable, Hashable, Iterable, Mapping, Sequence

import pygame

from mint.core.game import IllegalActionError, Refusal
from mint.ui import palette
from mint.ui.kit import Kit

Point = tuple[float, float]
Polygon = tuple[Point, ...]


def _on_segment(p: Point, a: Point, b: Point, eps: float = 1e-9) -> bool:
    cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])
    if abs(cross) > eps * max(1.0, abs(b[0] - a[0]) + abs(b[1] - a[1])):
        return False
    return (
        min(a[0], b[0]) - eps <= p[0] <= max(a[0], b[0]) + eps
        and min(a[1], b[1]) - eps <= p[1] <= max(a[1], b[1]) + eps
    )


def polygon_contains(poly: Polygon, p: Point) -> bool:
    """True when ``p`` lies inside the polygon or on its rim (any simple polygon, convex or not).

    On a convex polygon this agrees with ``mint.core.polygons.inside``, which the hex board uses.
    """
    x, y = p
    inside = False
    for i, b in enumerate(poly):
        a = poly[i - 1]
        if _on_segment(p, a, b):
            return True
        if (a[1] > y) != (b[1] > y) and x < a[0] + (y - a[1]) * (b[0] - a[0]) / (b[1] - a[1]):
            inside = not inside
    return inside


def _edge_key(a: Point, b: Point) -> tuple[tuple[int, int], tuple[int, int]]:
    pa, pb = (round(a[0] * 2), round(a[1] * 2)), (round(b[0] * 2), round(b[1] * 2))
    return (pa, pb) if pa <= pb else (pb, pa)


def _grown(poly: Polygon, by: float) -> Polygon:
    """The polygon with every side moved ``by`` outward, its corners mitred."""
    turn = sum(q[0] * p[1] - p[0] * q[1] for q, p in zip(poly[-1:] + poly[:-1], poly))
    sign = 1.0 if turn >= 0 else -1.0
    normals = []
    for i, b in enumerate(poly):
        a = poly[i - 1]
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = math.hypot(dx, dy) or 1.0
        normals.append((sign * dy / n, -sign * dx / n))  # the outward normal of side a-b
    out = []
    for i, p in enumerate(poly):
        n1, n2 = normals[i], normals[(i + 1) % len(poly)]
        k = 1.0 + n1[0] * n2[0] + n1[1] * n2[1]
        if k < 0.2:  # a hairpin: a plain push along one side keeps the corner near
            out.append((p[0] + by * n1[0], p[1] + by * n1[1]))
        else:
            out.append((p[0] + by * (n1[0] + n2[0]) / k, p[1] + by * (n1[1] + n2[1]) / k))
    return tuple(out)


@dataclass(frozen=True)
class Shape:
    """A spot's region that is not a rectangle: one or more polygons in screen pixels.

    Several polygons make one region (the parts of a hex split over two cards); the pointer
    hits it exactly, and its rim leaves out the seams where its parts meet.
    """

    polygons: tuple[Polygon, ...]

    def __post_init__(self) -> None:
        polys = tuple(tuple((float(x), float(y)) for x, y in poly) for poly in self.polygons)
        if not polys or any(len(poly) < 3 for poly in polys):
            raise ValueError("a shape needs at least one polygon of three or more points")
        object.__setattr__(self, "polygons", polys)

    @classmethod
    def of_points(cls, polygons: tuple[tuple[tuple[float, float], ...], ...]) -> Shape:
        """A shape of polygons whose points are pairs of floats already (another shape's, moved
        or turned): made without checking and converting each point again."""
        shape = cls.__new__(cls)
        object.__setattr__(shape, "polygons", polygons)
        return shape

    @classmethod
    def polygon(cls, points: Iterable[Sequence[float]]) -> Shape:
        """A shape of one polygon."""
        return cls((tuple((p[0], p[1]) for p in points),))

    @cached_property
    def _bounds(self) -> tuple[int, int, int, int]:
        xs = [p[0] for poly in self.polygons for p in poly]
        ys = [p[1] for poly in self.polygons for p in poly]
        x0, y0 = math.floor(min(xs)), math.floor(min(ys))
        return x0, y0, max(1, math.ceil(max(xs)) - x0), max(1, math.ceil(max(ys)) - y0)

    @property
    def rect(self) -> pygame.Rect:
        """The bounding rect (whole pixels that cover every point)."""
        return pygame.Rect(self._bounds)

    @cached_property
    def area(self) -> float:
        return sum(
            abs(sum(q[0] * p[1] - p[0] * q[1] for q, p in zip(poly[-1:] + poly[:-1], poly))) / 2
            for poly in self.polygons
        )

    @cached_property
    def center(self) -> tuple[int, int]:
        """The centre of mass, in whole pixels (where a glide to this spot ends)."""
        total = cx = cy = 0.0
        for poly in self.polygons:
            for i, p in enumerate(poly):
                q = poly[i - 1]
                cross = q[0] * p[1] - p[0] * q[1]
                total += cross
                cx += (q[0] + p[0]) * cross
                cy += (q[1] + p[1]) * cross
        if abs(total) < 1e-12:
            return self.rect.center
        return round(cx / (3 * total)), round(cy / (3 * total))

    def contains(self, pos: Sequence[float]) -> bool:
        """True when the point lies in the shape or on its rim."""
        p = (float(pos[0]), float(pos[1]))
        if not self.rect.inflate(2, 2).collidepoint(int(p[0]), int(p[1])):
            return False
        return any(polygon_contains(poly, p) for poly in self.polygons)

    collidepoint = contains  # so code written for rects hit-tests a shape the same way

    @cached_property
    def _seams(self) -> frozenset[tuple[tuple[int, int], tuple[int, int]]]:
        """The sides two of the polygons share (where a hex's parts on two cards meet)."""
        owner: dict[tuple[tuple[int, int], tuple[int, int]], int] = {}
        seams = set()
        for n, poly in enumerate(self.polygons):
            for i, b in enumerate(poly):
                key = _edge_key(poly[i - 1], b)
                if owner.setdefault(key, n) != n:
                    seams.add(key)
        return frozenset(seams)

    @cached_property
    def rim(self) -> tuple[tuple[Point, Point], ...]:
        """The outer edges: every polygon side that is not shared with another of its polygons."""
        return tuple(
            (poly[i - 1], b)
            for poly in self.polygons
            for i, b in enumerate(poly)
            if _edge_key(poly[i - 1], b) not in self._seams
        )

    def outline(self, by: float) -> tuple[tuple[Point, Point], ...]:
        """The rim moved ``by`` pixels outward (mitred at the corners), for a ring drawn round it."""
        out: list[tuple[Point, Point]] = []
        for poly in self.polygons:
            grown = _grown(poly, by)
            out += [
                (grown[i - 1], grown[i]) for i in range(len(poly)) if _edge_key(poly[i - 1], poly[i]) not in self._seams
            ]
        return tuple(out)

    def move(self, dx: float, dy: float) -> Shape:
        return Shape(tuple(tuple((x + dx, y + dy) for x, y in poly) for poly in self.polygons))


Region = pygame.Rect | Shape
"""Where a spot lies on screen: a rectangle, or a shape hit exactly."""


def region_rect(region: Region) -> pygame.Rect:
    """The rectangle around a region (the region itself when it is a rect)."""
    return region.rect if isinstance(region, Shape) else region


def bounds(rects: Iterable[pygame.Rect | None]) -> pygame.Rect | None:
    """The rect around all of ``rects`` (None where there is none): where an overlay painted."""
    have = [r for r in rects if r is not None]
    return have[0].unionall(have[1:]) if have else None


def region_area(region: Region) -> float:
    return region.area if isinstance(region, Shape) else float(region.width * region.height)


def region_contains(region: Region, pos: Sequence[float]) -> bool:
    if isinstance(region, Shape):
        return region.contains(pos)
    return bool(region.collidepoint(pos[0], pos[1]))


class GameView:
    """Base class: override ``layout`` and ``draw``; the rest has sensible defaults."""

    #: the game's accent colour (ART.md)
    accent: palette.Color = palette.TEXT_2
    #: True for a view whose ``draw`` can paint in place (see ``in_place``): the table then hands
    #: it the surface it drew on last, unfilled, whenever it may
    paints_in_place: bool = False
    #: the same for ``draw_board``, table-top mode's shared board
    board_in_place: bool = False
    #: and for ``draw_seat``, a seat's strip; the table then sets ``ground``
    seat_in_place: bool = False
    #: (``draw_seat`` in place) paints a strip's ground on the surface it is given, under its clip:
    #: what the view fills a place it paints again with
    ground: Callable[[pygame.Surface], None] | None = None
    #: set by the table before each ``draw`` of a view that ``paints_in_place``: the surface holds
    #: exactly what this view's last ``draw`` left on it, for the same rect and size, and nothing
    #: else has drawn on it since (as far as the table knows: the view checks that its last
    #: drawing was on this very surface, and else fills it with the table's colour itself). The
    #: view may then paint only what changed. When False the surface is the table's colour.
    in_place: bool = False
    #: after a ``draw`` or ``draw_board`` in place: the places it painted again, in the surface's
    #: own coordinates (None: all of it). Table-top mode turns only these onto the screen.
    damage: list[pygame.Rect] | None = None
    #: seconds a bot move's glide takes at "normal" speed
    glide_s: float = 0.25

    def __init__(self, rules: Any, kit: Kit) -> None:
        self.rules = rules
        self.kit = kit

    def set_kit(self, kit: Kit) -> None:
        """Called when the window or UI scale changes; drop size-dependent caches here."""
        self.kit = kit

    def layout(self, obs: Any, viewer: int | None, rect: pygame.Rect) -> Mapping[Any, Region]:
        return {}

    def draw(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, rect: pygame.Rect, spots: dict[Any, Any]
    ) -> None:
        pass

    def paint_version(self) -> Hashable:
        """What the view's kept drawing shows beyond its layout: a view that moves a part of its
        board from frame to frame (Mint Knight's map gliding to a new fit) changes it to have the
        board painted again, only its parts that changed, without laying it out again."""
        return None

    # --- every frame ------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        """Advance the view's own animations by ``dt`` seconds; True while it needs new frames."""
        return False

    def draw_overlay(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, spots: dict[Any, Any], hovered: Any
    ) -> bool | pygame.Rect | None:
        """Paint what moves on every frame above the kept board (gliding cards, the enlarged card
        under the pointer); ``hovered`` is the spot under the pointer (None while dragging).
        False says nothing was painted this frame (table-top mode then skips turning it); a Rect
        says all that was painted lies in it (table-top mode turns only that much, where it would
        otherwise look through the whole surface for what holds pixels)."""
        return None

    #: True when ``draw_overlay`` paints anything (table-top mode then also turns it with the board)
    has_overlay: bool = False
    #: True when ``draw_seat_overlay`` paints anything
    has_seat_overlay: bool = False

    def draw_seat_overlay(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, seat: int, spots: dict[Any, Any], hovered: Any
    ) -> bool | pygame.Rect | None:
        """Table-top mode: what moves on every frame above ``seat``'s own area, upright like
        ``draw_seat`` (``spots`` are that area's, upright; ``hovered`` is None unless it is one).

        In table-top mode every overlay (the board's ``draw_overlay`` too) is drawn on the part's
        own upright surface, clipped to it: a part that is not turned is a window onto the
        screen, a turned part a clear scratch surface (which holds nothing of the painted part:
        an overlay that reads the picture back must keep its own copy). Each part is told only
        of a hovered spot that lies in it. False says nothing was painted this frame, a Rect where
        all of it lies (as for ``draw_overlay``)."""
        return None

    def piece_for(self, spot: Any) -> pygame.Surface | None:
        """The whole image of the piece at ``spot`` for a drag or a glide (None: the table cuts
        the spot's region out of the painted board)."""
        return None

    # --- words ------------------------------------------------------------------------------
    def tooltip(self, obs: Any, spot: Any) -> str | None:
        """A short text for the spot under the pointer (or a long press)."""
        return None

    def zoom(self, obs: Any, spot: Any) -> str | None:
        """The full text of a card for right-click zoom; defaults to the tooltip."""
        return self.tooltip(obs, spot)

    def confirm(self, obs: Any, action: Any) -> str | None:
        """A question to ask before a person's move that throws something away ("2 actions are
        left: end the turn anyway?"); None: the move is made at once."""
        return None

    def choices(self, obs: Any, action: Any) -> list[Any]:
        """The moves to offer when a gesture means ``action``: the action alone (made at once),
        or it with its siblings (how many mints one load takes), so the player picks one before
        anything is spent. Moves that are not legal now are left out by the table."""
        return [action]

    def more_regions(self, obs: Any) -> dict[Any, list[Any]]:
        """Further places of spots that stand in several at once, from the last ``layout`` (two
        alike tokens of one owner on a card: a legal move may take either, so either can be
        dragged); a press on one of them is a press on the spot."""
        return {}

    def zoom_piece(self, obs: Any, spot: Any, room: tuple[int, int]) -> pygame.Surface | None:
        """The piece at ``spot`` drawn large, to fit ``room``, for right-click zoom (None: the
        table scales up the piece as it is drawn on the board)."""
        return None

    def glide_for(self, obs: Any, action: Any) -> tuple[Any, Any] | None:
        """The spots a move's piece glides between, when the action's own would not say it: a step
        with no drag gesture (a bot's or AI's), or a move whose piece stays put (an explore drop
        that lays a card beside the hero). None: the action's source and target. ``obs`` is the
        view before the action."""
        return None

    def tumble_for(self, obs: Any, action: Any) -> tuple[Any, ...]:
        """Spot ids of dice that tumble when ``action`` (a roll) resolves; the table animates them."""
        return ()

    def action_for(self, obs: Any, source: Any, target: Any) -> Any:
        """The action a drop of ``source`` on ``target`` would mean, legal or not (None: none).

        The default asks the rules module's ``action_for(state, source, target)`` if it has one.
        """
        find = getattr(self.rules, "action_for", None)
        return find(obs, source, target) if callable(find) else None

    #: The rules page heading (its id) that explains each kind of spot (``Spot.kind``).
    RULES_AT: dict[str, str] = {}

    def rule_for(self, obs: Any, spot: Any) -> str:
        """The id of the rules page heading that explains ``spot`` ("" for none): F1 over it, or a
        long hold on it, opens the page there. The default looks its kind up in ``RULES_AT``."""
        return self.RULES_AT.get(getattr(spot, "kind", ""), "")

    def illegal_reason(self, obs: Any, source: Any, target: Any) -> str | Refusal | None:
        """Why dropping ``source`` on ``target`` is not allowed, in one sentence (None: generic).

        The rules module's ``why_not(state, source, target)`` answers first when it has one;
        otherwise the action the drop would mean (``action_for``) is tried on ``rules.apply``
        and the IllegalActionError it raises gives the reason (its Refusal, naming the rule).
        """
        if target is None:
            return None
        why_not = getattr(self.rules, "why_not", None)
        try:
            if callable(why_not):
                reason = why_not(obs, source, target)
                if reason:
                    return str(reason)
            action = self.action_for(obs, source, target)
            if action is None:
                return None
            self.rules.apply(obs, action)
        except IllegalActionError as exc:
            return exc.refusal or str(exc)
        except Exception:  # a refusal's wording must never stop the table
            return None
        return None

    # --- around the board -------------------------------------------------------------------
    def status(self, obs: Any) -> str:
        """One line for the top bar saying what is going on (the table adds whose turn it is)."""
        return ""

    def seat_mark(self, obs: Any, seat: int) -> tuple[str, palette.Color] | None:
        """The shape and colour that stand for ``seat`` beside its name and log lines, when the
        game gives it its own (the solitaire AI driver); None: the seat's player colour and shape."""
        return None

    def turn_words(self, obs: Any) -> tuple[int, str] | None:
        """Whose turn it is, when the game's own player takes it (the solitaire AI driver): the
        colour index to show and the words. None: the seat the rules name, as usual."""
        return None

    def seat_summary(self, obs: Any, seat: int) -> str:
        """A short public line about a seat for its table-top panel ("5 mints · 2 tokens left")."""
        return ""

    def private_seats(self, obs: Any) -> tuple[int, ...]:
        """Seats that have secrets worth a "peek" control on a shared screen."""
        return ()

    # --- table-top mode: each seat's own area on its edge -------------------------------------
    # In table-top mode the table lays out the shared board and each seat's own area apart: the
    # board in the middle of the screen, each seat's area in a strip along that seat's edge. Both
    # are laid out and drawn upright (as if their player sat at the bottom of an ordinary window,
    # with ``rect`` at the drawing's own origin) and then turned to face their players. A view
    # that keeps its seats on the board answers None from ``seat_depth``: its whole table is then
    # the shared board, and each strip holds only its seat's bar.
    def seat_depth(self, obs: Any, seat: int, length: int) -> int | None:
        """How deep (design px at 1080p) ``seat``'s own area wants its strip when the area is
        ``length`` design px long (its strip's length less the seat's bar); None: the seats stay
        on the board."""
        return None

    def layout_board(self, obs: Any, viewer: int | None, rect: pygame.Rect) -> Mapping[Any, Region]:
        """The shared board's spots, without the seats' own areas (default: the whole ``layout``)."""
        return self.layout(obs, viewer, rect)

    def draw_board(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, rect: pygame.Rect, spots: dict[Any, Any]
    ) -> None:
        self.draw(surface, obs, viewer, rect, spots)

    def layout_seat(self, obs: Any, viewer: int | None, seat: int, rect: pygame.Rect) -> Mapping[Any, Region]:
        """The spots of ``seat``'s own area, upright in ``rect``; ``viewer`` is ``seat`` while its
        player holds Peek (its secrets may show), else None."""
        return {}

    def draw_seat(
        self,
        surface: pygame.Surface,
        obs: Any,
        viewer: int | None,
        seat: int,
        rect: pygame.Rect,
        spots: dict[Any, Any],
    ) -> None:
        """Paint ``seat``'s own area upright in ``rect`` (default: its summary line)."""
        text = self.seat_summary(obs, seat)
        if text:
            self.kit.block(surface, text, rect.inflate(-self.kit.px(16), -self.kit.px(16)), 20, palette.TEXT)

    def seat_key(
        self, obs: Any, viewer: int | None, seat: int, rect: pygame.Rect, spots: dict[Any, Any]
    ) -> Hashable | None:
        """Everything ``draw_seat`` reads for ``seat``'s area (given the same arguments), as one
        value: while it stays equal (and the strip, the kit and the language stay) the table keeps
        the area's turned picture and neither draws nor turns it again. None (the default): no
        such value, drawn every time."""
        return None


class FallbackView(GameView):
    """Used when a game has no view yet: one labelled box per spot, in a grid."""

    def layout(self, obs: Any, viewer: int | None, rect: pygame.Rect) -> dict[Any, Region]:
        ids: list[Any] = []
        for a in self.rules.legal_actions(obs) if self.rules.to_act(obs) is not None else []:
            for sid in (a.source, a.target):
                if sid is not None and sid != "" and sid not in ids:
                    ids.append(sid)
        cols = max(1, int(len(ids) ** 0.5 + 0.999))
        w = min(self.kit.px(200), rect.width // max(cols, 1) - self.kit.px(12))
        h = self.kit.px(64)
        return {
            sid: pygame.Rect(
                rect.x + (i % cols) * (w + self.kit.px(12)) + self.kit.px(12),
                rect.y + (i // cols) * (h + self.kit.px(12)) + self.kit.px(12),
                w,
                h,
            )
            for i, sid in enumerate(ids)
        }

    def draw(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, rect: pygame.Rect, spots: dict[Any, Any]
    ) -> None:
        for sid, region in spots.items():
            r = region_rect(region)
            self.kit.panel(surface, r)
            self.kit.text(surface, str(sid), r.center, 16, anchor="center", max_width=r.width - 8)


def load_view(rules: Any) -> type[GameView]:
    """The view class of a rules module (its sibling ``view`` module), or the fallback."""
    import importlib

    pkg = rules.__name__.rsplit(".", 1)[0]
    try:
        mod = importlib.import_module(f"{pkg}.view")
    except ModuleNotFoundError as exc:
        if exc.name == f"{pkg}.view":
            return FallbackView
        raise
    return getattr(mod, "VIEW", FallbackView)
