"""Moves that glide, illegal drops that shake and slide home, dice that tumble when rolled."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Hashable

import pygame

from mint.scenes.table.layout import Hits
from mint.ui import palette
from mint.ui.kit import Kit
from mint.ui.view_api import GameView

HINT_BLUE = palette.hexc("#3E7CB1")
TUMBLE_FRAME_S = 0.06  #: a tumbling die shows a new face this often
TUMBLE_S = 0.5  #: dice tumble this long at normal speed (never shorter than 0.6 of it)
HOME_GLIDE_S = 0.45  #: an illegal drop shakes and slides home in this long
RING_S = 0.35  #: a bot's move with no glide swells a ring for this long, at normal speed


def move_spots(view: GameView, obs: Any, action: Any) -> tuple[Hashable | None, Hashable | None, tuple[Hashable, ...]]:
    """The spots a move's piece glides between (the view's when it names them, e.g. for a step
    with no drag of its own or a move whose piece stays where it is; else the action's own) and
    the dice it makes tumble; a view's animation hint never stops a move."""
    src, dst = action.source, action.target
    if obs is not None:
        try:
            glide = view.glide_for(obs, action)
        except Exception:
            glide = None
        if glide is not None:
            src, dst = glide
    try:
        tumble = tuple(view.tumble_for(obs, action)) if obs is not None else ()
    except Exception:
        tumble = ()
    return src, dst, tumble


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


class Glide:
    """A piece sliding from one point to another (a move, or an illegal drop going home)."""

    def __init__(
        self,
        piece: pygame.Surface | None,
        start: tuple[float, float],
        end: tuple[float, float],
        duration: float,
        shake: bool = False,
        arrow: bool = False,
    ) -> None:
        self.piece, self.start, self.end = piece, start, end
        self.duration = max(0.001, duration)
        self.shake = shake
        self.arrow = arrow
        self.t = 0.0

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    def pos(self) -> tuple[float, float]:
        k = min(1.0, self.t / self.duration)
        if self.shake:
            if k < 0.45:  # two shakes, then slide home
                dx = math.sin(k / 0.45 * 4 * math.pi) * 10
                return self.start[0] + dx, self.start[1]
            k = (k - 0.45) / 0.55
        e = ease_out(k)
        return self.start[0] + (self.end[0] - self.start[0]) * e, self.start[1] + (self.end[1] - self.start[1]) * e

    def draw(self, surface: pygame.Surface, kit: Kit) -> pygame.Rect:
        """Returns where it painted."""
        k = kit
        p = self.pos()
        drew = pygame.Rect(int(p[0]), int(p[1]), 0, 0)
        if self.arrow:  # a bot's move: an arrow from where it came, under the piece
            drew = pygame.draw.line(surface, HINT_BLUE, self.start, self.end, k.px(4))
            ang = math.atan2(self.end[1] - self.start[1], self.end[0] - self.start[0])
            tip = self.end
            a1 = (tip[0] - k.px(16) * math.cos(ang - 0.45), tip[1] - k.px(16) * math.sin(ang - 0.45))
            a2 = (tip[0] - k.px(16) * math.cos(ang + 0.45), tip[1] - k.px(16) * math.sin(ang + 0.45))
            drew = drew.union(pygame.draw.polygon(surface, HINT_BLUE, [tip, a1, a2]))
        if self.piece is not None:
            r = self.piece.get_rect(center=(int(p[0]), int(p[1])))
            k.shadow(surface, r, deep=True)
            surface.blit(self.piece, r)
            drew = drew.union(k.shadow_reach(r, deep=True))
        elif not self.arrow:  # a bot acted on one place: a ring swells there and fades
            rad = k.px(30) * (1 + 0.5 * math.sin(min(1, self.t / self.duration) * math.pi))
            drew = drew.union(pygame.draw.circle(surface, HINT_BLUE, p, rad, k.px(3)))
        return drew


@dataclass
class Tumble:
    """Dice that were just rolled show random faces, shaking, for a moment."""

    spots: tuple[Hashable, ...]
    t: float
    duration: float

    def draw(self, surface: pygame.Surface, kit: Kit, hits: Hits) -> list[pygame.Rect]:
        """Returns where it painted."""
        drew = []
        frame = int(self.t / TUMBLE_FRAME_S)
        for i, sid in enumerate(self.spots):
            r = hits.rect(sid)
            if r is None:
                continue
            face = 1 + (frame * 7 + i * 3 + (frame * frame) % 5) % 6
            jitter = int(kit.px(5) * math.sin(self.t * 40 + i) * (1 - self.t / self.duration))
            pygame.draw.rect(surface, palette.TABLE, r.inflate(kit.px(10), kit.px(10)))
            kit.die(surface, r.move(jitter, -abs(jitter)), face)
            drew.append(kit.shadow_reach(r.inflate(kit.px(10), kit.px(10)).union(r.move(jitter, -abs(jitter)))))
        return drew


class Motion:
    """Everything moving on the table: glides in flight and the dice tumbling."""

    def __init__(self) -> None:
        self.glides: list[Glide] = []
        self.tumble: Tumble | None = None

    @property
    def busy(self) -> bool:
        return bool(self.glides) or self.tumble is not None

    def update(self, dt: float) -> tuple[bool, bool]:
        """Advance by ``dt``; returns (something moved, the last glide just landed)."""
        moved = landed = False
        if self.glides:
            for g in self.glides:
                g.t += dt
            self.glides = [g for g in self.glides if not g.done]
            moved = True
            landed = not self.glides
        if self.tumble is not None:
            self.tumble.t += dt
            if self.tumble.t >= self.tumble.duration:
                self.tumble = None
            moved = True
        return moved, landed

    def clear(self) -> None:
        self.glides.clear()

    def start(
        self,
        piece: pygame.Surface | None,
        src: tuple[int, int] | None,
        dst: tuple[int, int] | None,
        tumble: tuple[Hashable, ...],
        speed: float,
        glide_s: float,
        by_bot: bool,
    ) -> None:
        """Animate a move just made: its piece glides (a bot's with an arrow), or a ring marks where
        a bot acted; rolled dice tumble. Nothing moves at instant speed (``speed`` 0)."""
        if speed <= 0:
            return
        if tumble:
            self.tumble = Tumble(tumble, 0.0, TUMBLE_S * max(speed, 0.6))
        if src is not None and dst is not None:
            self.glides.append(Glide(piece, src, dst, glide_s * speed, arrow=by_bot))
        elif by_bot and dst is not None:
            self.glides.append(Glide(None, dst, dst, RING_S * speed, arrow=False))

    def send_home(self, piece: pygame.Surface | None, pos: tuple[int, int], home: tuple[int, int]) -> None:
        """An illegal drop: the piece shakes, then slides back where it came from."""
        self.glides.append(Glide(piece, pos, home, HOME_GLIDE_S, shake=True))

    def draw(self, surface: pygame.Surface, kit: Kit, hits: Hits) -> list[pygame.Rect]:
        """Returns where it painted."""
        drew = self.tumble.draw(surface, kit, hits) if self.tumble is not None else []
        return drew + [g.draw(surface, kit) for g in self.glides]
