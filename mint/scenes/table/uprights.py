"""The table-top table laid again from its parts' upright drawings: table-top mode keeps no picture
of the whole table (at 3840x2160 that is a second window's worth, 32 MiB); each part (the board,
each seat's strip) keeps its own upright drawing (``Edges``), and what was drawn over the window
(rings, pieces, glides, words) is put back from those and the bars. The view's overlays are drawn
here too, over each part, upright and turned like it (``draw_overlays``)."""

from __future__ import annotations

from typing import Any, Hashable

import pygame

from mint.ui import palette, rows
from mint.ui import tabletop as T
from mint.ui.damage import Places
from mint.ui.view_api import Region, Shape

TURNED_KEPT = 20_000  #: turned regions kept before the keeping starts again (a few layouts' worth)


class TurnedRegions:
    """Upright regions turned onto the screen, kept by turn and region: a move leaves most spots
    where they were, so their turned shapes (and the areas the hits read) are kept. A shape is
    shared (it is immutable), a rect is copied. Kept by turn first, so a part's turn is hashed once
    for all its spots; a shape the view laid out again as the same object is found by that
    (hashing a shape's points every move cost more than turning most of them)."""

    def __init__(self) -> None:
        self._turned: dict[T.Turn, dict[Hashable, Region]] = {}
        self._shapes: dict[T.Turn, dict[int, tuple[Shape, Region]]] = {}  #: by the shape's identity
        self._count = 0

    def spots(self, turn: T.Turn, spots: dict[Hashable, Region]) -> dict[Hashable, Region]:
        """Each of a part's ``spots`` turned by its ``turn``."""
        if self._count > TURNED_KEPT:
            self._turned, self._shapes, self._count = {}, {}, 0
        kept = self._turned.setdefault(turn, {})
        shapes = self._shapes.setdefault(turn, {})
        out: dict[Hashable, Region] = {}
        for sid, region in spots.items():
            if isinstance(region, Shape):
                same = shapes.get(id(region))
                if same is not None and same[0] is region:
                    out[sid] = same[1]
                    continue
                done = kept.get(region)
                if done is None:
                    done = kept[region] = turn.region(region)
                    self._count += 1
                shapes[id(region)] = (region, done)
                out[sid] = done
                continue
            key = tuple(region)
            done = kept.get(key)
            if done is None:
                done = kept[key] = turn.region(region)
                self._count += 1
            out[sid] = pygame.Rect(done)
        return out


def compose(edges: Any, surface: pygame.Surface, places: list[pygame.Rect] | None) -> None:
    """Lay again at ``places`` of ``surface`` (None: all of it) what the table shows there: the
    gaps' colour, each part turned into place, each bar drawn so far over its strip."""
    bounds = surface.get_rect()
    done: list[pygame.Rect] = []
    clip = surface.get_clip()
    wanted = places if places is not None else [bounds]
    for place in sorted((p.clip(bounds) for p in wanted), key=lambda p: -p.width * p.height):
        if place.width <= 0 or place.height <= 0 or any(d.contains(place) for d in done):
            continue  # (a place within one laid already is laid with it)
        done.append(place)
        surface.set_clip(place)
        lay_parts(edges, surface, place, place.topleft)
        geo = edges.geometry
        for seat, strip in geo.strips.items() if geo is not None else ():
            rect, said = edges.bar_shown(seat)
            if rect is not None and rect.colliderect(place):
                edges.bar_painter.lay(surface, seat, strip)
                edges.bar_painter.draw_words(surface, seat, strip, said)
    surface.set_clip(clip)


def lay_parts(edges: Any, target: pygame.Surface, place: pygame.Rect, at: tuple[int, int]) -> None:
    """The parts as the screen shows them at ``place`` (but the bars), laid on ``target`` with the
    place's corner at ``at``."""
    dx, dy = at[0] - place.x, at[1] - place.y
    rows.fill(target, palette.TABLE, pygame.Rect(at, place.size))  # (the gaps)
    for key, part in edges.parts.items():
        turn = part.turn
        hit = place.clip(turn.screen_rect)
        upright = edges.upright_of(key)
        if hit.width <= 0 or hit.height <= 0 or upright is None:
            continue
        d = turn.upright_rect(hit).clip(upright.get_rect())
        if d.width > 0 and d.height > 0:
            corner = turn.rect(d).topleft
            T.lay_turned(target, upright.subsurface(d), turn.rotation, (corner[0] + dx, corner[1] + dy))


def picture(edges: Any, area: pygame.Rect) -> pygame.Surface:
    """What the parts show at ``area`` of the screen (but the bars), on a surface of its own."""
    out = pygame.Surface(area.size)
    lay_parts(edges, out, area, (0, 0))
    return out


def pixels_reach(surface: pygame.Surface) -> pygame.Rect:
    """The bounds of what holds pixels on a clear ``surface`` (found by looking at every one)."""
    return surface.get_bounding_rect()


def draw_overlays(
    edges: Any, scratch: Any, surface: pygame.Surface, hovered: Hashable | None, drawn_at: Places | None = None
) -> None:
    """What the view moves on every frame, over each part, upright and turned like the part
    (a part that is not turned is drawn on in place, through a window onto ``surface``); where
    it painted on ``surface`` is noted in ``drawn_at``."""
    view = edges.table.view
    drawn = [
        (key, part)
        for key, part in edges.parts.items()
        if (view.has_overlay if key == "board" else view.has_seat_overlay)
    ]
    # (the upright surface is made once as big as every part that may be turned, those not
    # turned now too, once one is: grown part by part, the window handed out before would keep
    # the smaller one alive beside it, and made when the board first turns about it would cost
    # the frame after that move its first touch)
    sizes = [part.turn.size for _, part in drawn]
    if any(part.turn.rotation != 0 for _, part in drawn):
        scratch.reserve((max(w for w, _ in sizes), max(h for _, h in sizes)))
    laid, drawn_at = False, drawn_at or Places()
    for key, part in drawn:
        hov = hovered if edges.part_of.get(hovered) == key else None
        rect = part.turn.screen_rect
        turned = not (part.turn.rotation == 0 and surface.get_rect().contains(rect))
        target = scratch.window(part.turn.size) if turned else surface.subsurface(rect)
        if key == "board":
            drew = view.draw_overlay(target, part.obs, part.viewer, part.spots, hov)
        else:
            drew = view.draw_seat_overlay(target, part.obs, part.viewer, key, part.spots, hov)
        if not turned and drew is not False:
            drawn_at.note(drew.move(rect.topleft) if isinstance(drew, pygame.Rect) else None)
        if turned:  # (a turned part: turned and laid on only when it holds something, and
            # only as far as what it holds reaches: where the view says it drew, or else found
            # by looking, which costs as much as turning the whole part)
            held: pygame.Rect | None
            if isinstance(drew, pygame.Rect):
                held = drew.clip(target.get_rect())
            else:
                held = pixels_reach(target) if drew is not False else None
            if held is None or held.width == 0 or held.height == 0:
                scratch.untouched()
            else:
                scratch.drawn(held)
                T.lay_turned(surface, target.subsurface(held), part.turn.rotation, part.turn.rect(held).topleft)
                drawn_at.note(part.turn.rect(held))
                laid = True
    if not laid:  # (nothing turned holds anything now: the see-through surface's memory goes back)
        scratch.give_back()
