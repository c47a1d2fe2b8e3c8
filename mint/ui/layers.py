"""A picture kept in layers: each part of it is painted once and blitted again until what it
shows changes, and, painted in place, only the places of the parts that changed are painted again.

A part is named, keyed by the few things it shows, and has the area its pixels lie in. Its pixels
follow from its key and from the parts painted before it under its area: a part is painted again
when its key changes or when one of those was painted again. A part may keep no pixels (a shadow
reaching its neighbours: painted again round what shows of it, it costs one small blit), so a part
that changes does not make its neighbours paint again. Each name keeps one picture, and the
pictures of parts gone are kept only up to a share of the rest, so the memory is bounded by what the
picture shows now.
"""

from __future__ import annotations

import weakref
from typing import Any, Callable, Hashable, Iterable, NamedTuple

import pygame

from mint.ui import rows
from mint.ui.surfcache import surface_bytes

GONE_SHARE = 0.25  #: the most the pictures of parts gone keep, against those of the parts painted now

_WAITING: weakref.WeakSet[Layers] = weakref.WeakSet()  #: layers with pictures still to keep


def keep_painted(over: list[pygame.Rect] | None = None) -> None:
    """Keep the pictures of the parts painted in place since the last call by layers that keep
    them later (``Layers(later=True)``): the window's loop calls this as each frame starts, so the
    frame right after a move shows without copying out what it painted new (whose fresh memory
    costs its first touch: 4 ms at 3840x2160 when a turn passing paints two mats in their other
    tint). ``over``: only those lying there, before something else is drawn over them."""
    for layers in list(_WAITING):
        layers.keep_now(over)


def _bytes(pixels: pygame.Surface | None) -> int:
    return 0 if pixels is None else surface_bytes(pixels)


class Part(NamedTuple):
    name: Hashable
    key: Hashable  #: what the part shows
    area: pygame.Rect  #: where its pixels lie
    paint: Callable[[], Any]
    kept: bool = True  #: its pixels kept (else painted again every time: a shadow)


class Layers:
    """Keeps the last painting of each named part, one per name (so memory stays bounded)."""

    def __init__(self, later: bool = False, gone_share: float = GONE_SHARE) -> None:
        #: a part painted in place is kept when the next frame starts (``keep_painted``): only for
        #: a surface nothing else draws on then but where ``keep_painted`` is told first
        self.later = later
        self.gone_share = gone_share  #: the most the pictures of parts gone keep (``GONE_SHARE``)
        self._kept: dict[Hashable, tuple[Any, int, pygame.Surface | None]] = {}  #: key, version, pixels
        self._versions = 0
        self._on: tuple[pygame.Surface, pygame.Rect] | None = None  #: the surface last painted whole
        self._areas: dict[Hashable, pygame.Rect] = {}  #: where each part lay on it
        self._gone: dict[Hashable, None] = {}  #: the parts gone whose pictures are kept, the longest gone first
        self._waiting: list[tuple[pygame.Surface, Hashable, pygame.Rect]] = []  #: painted in place, not yet kept
        self._ahead: set[Hashable] | None = None  #: the parts last painted ahead (``paint_ahead``)
        self._ahead_only: set[Hashable] = set()  #: those of them not painted since: kept as if they were

    def clear(self) -> None:
        self._kept.clear()
        self._gone.clear()
        self._waiting.clear()
        self._on, self._ahead, self._ahead_only = None, None, set()

    def paint_ahead(self, surface: pygame.Surface, parts: Iterable[Part], ground: Any) -> None:
        """Paint ``parts``, what the picture may show after the next change (a turn passing that
        tints other parts), on ``surface`` and keep them, so that the change paints only what it
        changes. Called before a painting of the whole surface (that is not in place), filled with
        ``ground`` as it found it. The parts only this painting shows are kept as if painted now
        until one of them is painted (the change came) or another painting ahead."""
        keep_painted()
        if surface.get_flags() & pygame.SRCALPHA:
            return
        plan = self._plan(surface, parts)
        _ground(surface, ground)
        self._paint_all(surface, plan)
        _ground(surface, ground)
        self._on, self._ahead = None, {part.name for part, *_ in plan}

    def keep_now(self, over: list[pygame.Rect] | None = None) -> None:
        """Keep the pictures of the parts last painted in place (``over``: those lying there), from
        the surface they were painted on, which holds them still: nothing draws on it until then
        (any painting keeps them first)."""
        waiting = []
        for surface, name, area in self._waiting:
            if over is not None and area.collidelist(over) < 0:
                waiting.append((surface, name, area))
                continue
            full, version, pixels = self._kept[name]
            self._kept[name] = (full, version, _copied(pixels, surface, area))
        self._waiting = waiting
        if not waiting:
            _WAITING.discard(self)

    def paint(
        self, surface: pygame.Surface, parts: Iterable[Part], in_place: bool = False, ground: Any = None
    ) -> list[pygame.Rect] | None:
        """Paint ``parts`` in order, blitting each one kept with the same key over the same parts
        (and only where no later part's blit covers it).

        ``in_place``: ``surface`` holds what these layers painted on it last (else it is unfilled
        and is filled with ``ground`` first: a colour, or a function that paints the ground on the
        surface it is given). Only the places of the parts painted again, and of
        parts gone or moved, are painted then: filled with ``ground``, and every part that
        reaches into them painted or blitted again there, in order. Returns those places (None:
        all of the surface was painted)."""
        keep_painted()  # (other layers may paint over what they painted last on the same surface)
        if surface.get_flags() & pygame.SRCALPHA:  # (a blit would blend, not copy: paint afresh)
            for part in parts:
                part.paint()
            return None
        bounds = surface.get_rect()
        plan = self._plan(surface, parts)
        if in_place and self._on is not None and self._on[0] is surface and self._on[1] == bounds:
            damage = self._damage(plan, bounds)
            self._repaint(surface, plan, damage, ground)
            if self._waiting:  # (what was painted is kept when the next frame starts)
                _WAITING.add(self)
        else:
            damage = None
            if in_place:
                _ground(surface, ground)
            self._paint_all(surface, plan)
        self._on = (surface, bounds)
        # (a part with no room on the surface is not there: if it comes back it is painted there)
        self._areas = {part.name: area for part, area, *_ in plan if area.width > 0 and area.height > 0}
        now = {part.name for part, *_ in plan}
        if self._ahead is not None:  # (the first painting since the one ahead: what only that one shows)
            self._ahead_only, self._ahead = self._ahead - now, None
        elif self._ahead_only & now:  # (the change it was painted for came)
            self._ahead_only = set()
        self._forget_gone(now | self._ahead_only)
        return damage

    def _forget_gone(self, now: set[Hashable]) -> None:
        """Keep the pictures of parts gone (one may come back as it was: a tile at a new round)
        only while they take at most ``gone_share`` of what those painted now take, the last gone
        kept longest: names come and go with what a game shows (cards, zones, marks), and over a
        long game at 3840x2160 the pictures of those gone came to hold more than the rest."""
        gone = [name for name in self._kept if name not in now]
        if not gone:
            return
        for name in gone:  # (in the order they went: the longest gone first)
            self._gone.setdefault(name, None)
        for name in [n for n in self._gone if n not in self._kept or n in now]:
            del self._gone[name]
        waiting = {name: area.width * area.height * surface.get_bytesize() for surface, name, area in self._waiting}
        room = self.gone_share * sum(
            waiting[name] if name in waiting else _bytes(self._kept[name][2]) for name in now if name in self._kept
        )
        held = sum(_bytes(self._kept[name][2]) for name in self._gone)
        for name in list(self._gone):
            if held <= room:
                break
            held -= _bytes(self._kept.pop(name)[2])
            del self._gone[name]

    def _damage(self, plan: list[tuple[Part, pygame.Rect, Any, int, str]], bounds: pygame.Rect) -> list[pygame.Rect]:
        """Where the painting differs from the last: the old and new places of the parts painted
        again, the places of parts gone, and of parts come (back: one kept from before shows the
        same, but its pixels are not on the surface now); overlapping places merged into one."""
        places = [area for part, area, _, _, how in plan if how == "paint" or part.name not in self._areas]
        now = {part.name for part, *_ in plan}
        for part, area, _, _, how in plan:
            old = self._areas.get(part.name)
            if how == "paint" and old is not None and old != area:
                places.append(old)
        places += [old for name, old in self._areas.items() if name not in now]
        merged: list[pygame.Rect] = []
        for r in (p.clip(bounds) for p in places):
            if r.width <= 0 or r.height <= 0:
                continue
            while True:
                hit = r.collidelist(merged)
                if hit < 0:
                    break
                r = r.union(merged.pop(hit))
            merged.append(r)
        return merged

    def _repaint(
        self,
        surface: pygame.Surface,
        plan: list[tuple[Part, pygame.Rect, Any, int, str]],
        damage: list[pygame.Rect],
        ground: Any,
    ) -> None:
        clip = surface.get_clip()
        areas = [area for _, area, *_ in plan]
        for d in damage:
            surface.set_clip(d)
            _ground(surface, ground)
            for i in d.collidelistall(areas):  # (in order)
                part, area, full, version, how = plan[i]
                if how == "paint":  # (its whole place lies in ``d``)
                    part.paint()
                    # (kept when the frame is over if no later part lies over it: as painted then)
                    alone = self.later and area.collidelist(areas[i + 1 :]) < 0
                    self._keep(surface, part, area, full, version, later=alone)
                    continue
                pixels = self._kept[part.name][2]
                if pixels is None:
                    part.paint()
                else:
                    rows.blit(surface, pixels, area)
        surface.set_clip(clip)

    def _keep(
        self, surface: pygame.Surface, part: Part, area: pygame.Rect, full: Any, version: int, later: bool = False
    ) -> None:
        """Keep what ``part`` just painted in ``area`` (``_copied``); with ``later``, painted in
        place, when the next frame starts (``keep_painted``): its last picture is held till then."""
        old = self._kept.get(part.name)
        pixels = None
        if part.kept and area.width and area.height:
            pixels = old[2] if old is not None else None
            if later:
                self._waiting.append((surface, part.name, area))
            else:
                pixels = _copied(pixels, surface, area)
        self._kept[part.name] = (full, version, pixels)

    def _plan(self, surface: pygame.Surface, parts: Iterable[Part]) -> list[tuple[Part, pygame.Rect, Any, int, str]]:
        """Each part with its area, its whole key (what it shows, the parts under it, its area),
        its version and how it is painted: "blit" kept pixels, "again" (a shadow, nothing kept)
        or "paint" afresh."""
        bounds = surface.get_rect()
        plan: list[tuple[Part, pygame.Rect, Any, int, str]] = []  #: the part, its area, key, version, and how
        areas: list[pygame.Rect] = []  #: (the areas planned so far: one look finds those under a part)
        for part in parts:
            area = part.area.clip(bounds)
            # a kept part's pixels hold what lay under it when it was painted; a part that keeps
            # none is painted again wherever it shows, over what lies there then: it changes only
            # with its own key and area (a part over it that also lies over what changed under it
            # has that in its own ``under``, rects being what they are)
            under = tuple((plan[i][0].name, plan[i][3]) for i in area.collidelistall(areas)) if part.kept else ()
            full = (part.key, under, tuple(area))
            kept = self._kept.get(part.name)
            if kept is not None and kept[0] == full:
                version, how = kept[1], "blit" if part.kept else "again"
            else:
                self._versions += 1
                version, how = self._versions, "paint"
            plan.append((part, area, full, version, how))
            areas.append(area)
        return plan

    def _paint_all(self, surface: pygame.Surface, plan: list[tuple[Part, pygame.Rect, Any, int, str]]) -> None:
        for i, (part, area, full, version, how) in enumerate(plan):
            if how == "paint":
                part.paint()
                self._keep(surface, part, area, full, version)
                continue
            pixels = self._kept[part.name][2]
            pieces = _uncovered(area, plan[i + 1 :])
            if pixels is None and pieces:  # (the same pixels as before, painted round what shows)
                clip = surface.get_clip()
                surface.set_clip(pieces[0].unionall(pieces[1:]))
                part.paint()
                surface.set_clip(clip)
            elif pixels is not None:
                for piece in pieces:
                    rows.blit(surface, pixels, piece, piece.move(-area.x, -area.y))


def _copied(last: pygame.Surface | None, surface: pygame.Surface, area: pygame.Rect) -> pygame.Surface:
    """``area`` of ``surface`` copied out: into ``last`` (a part's last picture) when that has its
    size and format, since a new surface costs its memory's first touch again."""
    if last is not None and last.get_size() == area.size and last.get_bitsize() == surface.get_bitsize():
        last.blit(surface, (0, 0), area)
        return last
    return surface.subsurface(area).copy()


def _ground(surface: pygame.Surface, ground: Any) -> None:
    """Paint the ground the parts lie on (within the surface's clip): a colour, or a painter."""
    if callable(ground):
        ground(surface)
    else:
        rows.fill(surface, ground)


def _uncovered(area: pygame.Rect, later: list[Any]) -> list[pygame.Rect]:
    """The pieces of ``area`` that no later part's blit covers (a blit copies every pixel of its
    area), leaving in what a part painted and kept in between draws on."""
    pieces = [area]
    painted: list[pygame.Rect] = []
    for part, other, _, _, how in later:
        if not other.colliderect(area):
            continue
        if how != "blit":
            if how == "paint" and part.kept:  # (its new pixels here are kept: they must be right)
                painted.append(other)
            continue
        cover = other.clip(area)
        if any(p.colliderect(cover) for p in painted) or len(pieces) > 12:
            continue
        pieces = [bit for piece in pieces for bit in _minus(piece, cover)]
    return pieces


def _minus(r: pygame.Rect, cut: pygame.Rect) -> list[pygame.Rect]:
    """``r`` without ``cut``: up to four rects."""
    if not r.colliderect(cut):
        return [r]
    c = r.clip(cut)
    bits = [
        pygame.Rect(r.x, r.y, r.width, c.y - r.y),
        pygame.Rect(r.x, c.bottom, r.width, r.bottom - c.bottom),
        pygame.Rect(r.x, c.y, c.x - r.x, c.height),
        pygame.Rect(c.right, c.y, r.right - c.right, c.height),
    ]
    return [b for b in bits if b.width > 0 and b.height > 0]
