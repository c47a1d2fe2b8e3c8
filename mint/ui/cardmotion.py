"""How cards move: glides to new places and flips to a new side, eased out."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Hashable, Mapping

import pygame

GLIDE_S = 0.22  #: a move glides in 180-300 ms
FLIP_S = 0.25  #: a card flip


def ease_out(x: float) -> float:
    """Cubic ease-out on 0..1."""
    x = min(1.0, max(0.0, x))
    return 1.0 - (1.0 - x) ** 3


def _lerp_rect(a: pygame.Rect, b: pygame.Rect, k: float) -> pygame.Rect:
    return pygame.Rect(
        round(a.x + (b.x - a.x) * k),
        round(a.y + (b.y - a.y) * k),
        round(a.width + (b.width - a.width) * k),
        round(a.height + (b.height - a.height) * k),
    )


# --- motion --------------------------------------------------------------------------------------


@dataclass
class _Glide:
    start: pygame.Rect
    end: pygame.Rect
    t: float = 0.0


@dataclass
class _Flip:
    old: tuple[Any, bool, int]
    t: float = 0.0


class Motion:
    """Glides cards to their new places and flips them to a new side, eased out.

    ``retarget`` is told where every card should now be; cards that moved glide there from where
    they are drawn now, cards whose look changed flip. ``update(dt)`` advances time and says
    whether anything still moves, so an idle table does not redraw.
    """

    def __init__(self, glide_s: float = GLIDE_S, flip_s: float = FLIP_S) -> None:
        self.glide_s, self.flip_s = glide_s, flip_s
        self._rest: dict[Hashable, pygame.Rect] = {}
        self._looks: dict[Hashable, tuple[Any, bool, int]] = {}
        self._glides: dict[Hashable, _Glide] = {}
        self._flips: dict[Hashable, _Flip] = {}
        self._arrivals: dict[Hashable, pygame.Rect] = {}
        self._face_down: set[Hashable] = set()

    def arrive(self, cid: Hashable, from_rect: pygame.Rect, face_down: bool = False) -> None:
        """The next time ``cid`` shows up, glide it in from ``from_rect`` (a deck, an offer);
        ``face_down``: it turns face up on the way (drawn from a face-down deck)."""
        self._arrivals[cid] = pygame.Rect(from_rect)
        if face_down:
            self._face_down.add(cid)

    def retarget(
        self, rects: Mapping[Hashable, pygame.Rect], looks: Mapping[Hashable, tuple[Any, bool, int]], snap: bool = False
    ) -> None:
        now = {cid: self.rect(cid) for cid in rects if cid in self._rest}
        for cid in list(self._glides):
            if cid not in rects:
                del self._glides[cid]
        for cid in list(self._flips):
            if cid not in rects:
                del self._flips[cid]
        for cid, end in rects.items():
            if snap or self.glide_s <= 0:
                self._glides.pop(cid, None)
            elif cid in now:
                if now[cid] != end:
                    self._glides[cid] = _Glide(now[cid], pygame.Rect(end))
            elif cid in self._arrivals:
                self._glides[cid] = _Glide(self._arrivals.pop(cid), pygame.Rect(end))
            look = looks.get(cid)
            old = self._looks.get(cid)
            if cid in self._face_down and look is not None:
                self._face_down.discard(cid)
                old = (look[0], True, look[2])
            if not snap and self.flip_s > 0 and old is not None and look is not None and old != look:
                self._flips[cid] = _Flip(old)
        self._rest = {cid: pygame.Rect(r) for cid, r in rects.items()}
        self._looks = dict(looks)

    def snap(self) -> None:
        self._glides.clear()
        self._flips.clear()

    def update(self, dt: float) -> bool:
        for cid, g in list(self._glides.items()):
            g.t += dt
            if g.t >= self.glide_s:
                del self._glides[cid]
        for cid, f in list(self._flips.items()):
            f.t += dt
            if f.t >= self.flip_s:
                del self._flips[cid]
        return self.busy

    @property
    def busy(self) -> bool:
        return bool(self._glides or self._flips)

    def flying(self, cid: Hashable) -> bool:
        """True while ``cid`` glides farther than its own width (it is drawn above the others)."""
        g = self._glides.get(cid)
        return (
            g is not None and abs(g.end.centerx - g.start.centerx) + abs(g.end.centery - g.start.centery) > g.end.width
        )

    def rect(self, cid: Hashable) -> pygame.Rect:
        """Where ``cid`` is drawn now."""
        g = self._glides.get(cid)
        if g is None:
            return pygame.Rect(self._rest[cid])
        return _lerp_rect(g.start, g.end, ease_out(g.t / self.glide_s))

    def flip(self, cid: Hashable) -> tuple[float, tuple[Any, bool, int] | None]:
        """How wide the card is drawn (0..1) and, in the first half of a flip, the old look."""
        f = self._flips.get(cid)
        if f is None:
            return 1.0, None
        x = min(1.0, f.t / self.flip_s)
        return abs(math.cos(x * math.pi)), (f.old if x < 0.5 else None)
