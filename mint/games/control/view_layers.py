"""The Mint Control table as the parts ``mint.ui.layers`` paints: each is painted once and blitted
again, or (after a move, in place) left where it lies, until what it shows changes.

A thing on the table that keeps its look over many moves (a location card, a tile of the pool,
the supply, a player's panel) is a part of its own, its area holding its shadow too. What the
moves change on it is laid over it in parts that keep no pixels, cheap to paint again where
something above them needs it: a card's controller (its border and crown) and each of its spaces;
the supply's mints; a player's name and 1st badge, the border of the one to act (in four sides,
so that the picked tiles inside are not under most of it), their mints, and each of their tokens.
Each tile a player picked is a part on their panel, and a choice made by a click gets a quiet
ring, in four sides too, above everything. The border not shown keeps its place in the list, with
a pixel for its area; a token, tile or ring not shown is in no part (the layers paint again where
a part went or came). The cards and tiles stand far enough apart that what changes on one never
reaches into the area of another.

A player's area is painted so on the whole table, and on their own strip in table-top mode, where
the strip comes back holding its last drawing (``GameView.seat_in_place``): a move paints again
the few places it changed there, and only those are turned onto the screen.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Hashable

import pygame

from mint.games.control import rules as R
from mint.games.control import view_layout as L
from mint.games.control.cards import BY_ID
from mint.games.control.view_draw import NO_TILES, NO_TOKENS, ControlPainter
from mint.ui import palette
from mint.ui.kit import Kit
from mint.ui.layers import Part

SHADOW = 6  #: how far the kit's soft shadows reach beyond a panel or card (px, at every scale)


def shadowed(kit: Kit, r: pygame.Rect) -> pygame.Rect:
    """``r`` with the room its kit shadow takes: a soft one around it, or a flat one below, both
    put down by the kit's offset (``Kit.shadow``; cards and panels take the shallow one)."""
    return r.union(r.move(0, kit.px(3)).inflate(2 * SHADOW, 2 * SHADOW))


SLOT = palette.hexc("#E3ECE8")


def _crown_points(cx: float, cy: float, w: float) -> list[tuple[float, float]]:
    h = w * 0.7
    x0, x1 = cx - w / 2, cx + w / 2
    top, base = cy - h / 2, cy + h / 2
    return [
        (x0, base),
        (x0, top + h * 0.25),
        (x0 + w * 0.25, top + h * 0.6),
        (cx, top),
        (x1 - w * 0.25, top + h * 0.6),
        (x1, top + h * 0.25),
        (x1, base),
    ]


def _clipped(surface: pygame.Surface, area: pygame.Rect, paint: Callable[[], Any]) -> Callable[[], None]:
    """``paint``, drawing only inside ``area`` (and the surface's clip)."""

    def clipped() -> None:
        clip = surface.get_clip()
        surface.set_clip(area.clip(clip))
        paint()
        surface.set_clip(clip)

    return clipped


class ControlParts(ControlPainter):
    """Lists the parts of the table, the board and a player's area, in the order they are painted.

    ``shape`` is what every part depends on besides what it shows (the rect, the geometry, the
    kit's scale and colours, and for a strip its ground), so it is in every key."""

    def __init__(self, rules: Any, kit: Kit) -> None:
        super().__init__(rules, kit)
        self._card_rects: dict[tuple[Any, str, str], dict[str, pygame.Rect]] = {}  #: for the view's geometry

    def _card_parts(self, r: pygame.Rect, lid: str, obs: R.State) -> dict[str, pygame.Rect]:
        effect = self._effect_line(obs, BY_ID[lid].effect, short=True)
        key = (tuple(r), lid, effect)
        if key not in self._card_rects:  # (kept while the geometry holds: a few per card)
            self._card_rects[key] = L.card_parts(self.kit, r, effect)
        return self._card_rects[key]

    def _slot_centres(self, lid: str, slots: pygame.Rect) -> tuple[list[tuple[int, int]], int]:
        return L.slot_centres(self.kit, lid, slots)

    @staticmethod
    def _slot_owners(obs: R.State, i: int) -> list[int]:
        """Who sits in each space of location ``i``, in seat order, then open spaces (-1)."""
        row = obs.tokens[i]
        owners = [s for s, k in enumerate(row) for _ in range(k)]
        return owners + [-1] * (BY_ID[obs.locs[i]].spaces - len(owners))

    def _card_play(
        self, surface: pygame.Surface, obs: R.State, i: int, r: pygame.Rect, controller: int, shape: Hashable
    ) -> list[Part]:
        """Over a location card's face: its controller's border and crown (one part: a new
        controller paints again most of the card anyway), and each of its spaces, open or with a
        token."""
        lid = obs.locs[i]
        on = self._card_parts(r, lid, obs)
        paint = partial(self._draw_control, surface, r, on["band"], controller) if controller >= 0 else _nothing
        parts = [Part(("control", lid), (shape, controller), r, paint, kept=False)]
        centres, radius = self._slot_centres(lid, on["slots"])
        for j, ((cx, cy), owner) in enumerate(zip(centres, self._slot_owners(obs, i))):
            area = self._token_area(cx, cy, radius)
            paint = partial(self._draw_space, surface, (cx, cy), radius, owner)
            parts.append(Part(("space", lid, j), (shape, cx, cy, radius, owner), area, paint, kept=False))
        return parts

    def _token_area(self, cx: int, cy: int, radius: int) -> pygame.Rect:
        """Where a token (or an open space) of ``radius`` at (cx, cy) lies: its rims, and its shade below."""
        grow = 2 * self.kit.px(2) + 4
        return pygame.Rect(cx - radius, cy - radius, 2 * radius, 2 * radius + self.kit.px(2)).inflate(grow, grow)

    def _draw_control(self, surface: pygame.Surface, r: pygame.Rect, band: pygame.Rect, controller: int) -> None:
        """A location card's border and crown in the colour of its controller."""
        k = self.kit
        colour = k.player_color(controller)
        pygame.draw.rect(surface, colour, r, max(2, k.px(4)), border_radius=max(3, int(min(r.size) * 0.04)))
        cw = min(band.height * 1.1, k.px(34))
        cy = band.y + min(band.height // 2, k.px(22))  # (a tall band keeps it near the top)
        pts = _crown_points(band.right - cw * 0.8, cy, cw)
        pygame.draw.polygon(surface, colour, pts)
        pygame.draw.polygon(surface, palette.WHITE, pts, max(1, k.px(2)))

    def _draw_space(self, surface: pygame.Surface, centre: tuple[int, int], radius: int, owner: int) -> None:
        """A space of a location card: open, or with its owner's token."""
        k = self.kit
        if owner < 0:
            pygame.draw.circle(surface, SLOT, centre, radius)
            pygame.draw.circle(surface, palette.BORDER, centre, radius, max(1, k.px(2)))
        else:
            k.token(surface, centre, radius * 0.9, owner)

    def _board_parts(self, surface: pygame.Surface, obs: R.State, g: dict[str, Any], shape: Hashable) -> list[Part]:
        """The location cards, the tile pool and the supply, then each player's area in ``g``."""
        k = self.kit
        ctrl = R.controllers(obs)
        parts = []
        for i, lid in enumerate(obs.locs):
            r = g["cards"][lid]
            effect = self._effect_line(obs, BY_ID[lid].effect, short=True)
            on = self._card_parts(r, lid, obs)
            paint = partial(self._draw_card_face, surface, lid, r, effect, on)
            parts.append(Part(("loc", lid), (shape, lid, effect), shadowed(k, r), paint))
            parts += self._card_play(surface, obs, i, r, ctrl[i], shape)
        pool = obs.pool
        for tile, r in g["tiles"].items():
            paint = partial(self._draw_pool_tile, surface, r, tile, pool)
            # (kept in both looks, by name: a round's end lays the tiles back from their pictures)
            parts.append(Part(("tile", tile, tile in pool), (shape, tile), shadowed(k, r), paint))
        sr = g["supply"]
        parts.append(Part("supply", (shape,), shadowed(k, sr), partial(self._draw_supply_face, surface, sr)))
        paint = partial(self._draw_supply, surface, obs.supply, sr)
        parts.append(Part("supply play", (shape, obs.supply), sr, paint, kept=False))
        for s, a in g["areas"].items():
            parts += self._area_parts(surface, self._area_shows(obs, s), s, a, shape)
        return parts

    @staticmethod
    def _area_shows(obs: R.State, s: int) -> tuple[Any, ...]:
        """All that player ``s``'s area shows: their name, whether they are first, the tiles
        they picked and the one being carried out, whether they act, their mints and tokens placed."""
        held = obs.held[s]
        active = held.index(obs.tile) if obs.chooser == s and obs.tile in held else -1
        return R.seat_name(obs, s), s == obs.start, held, active, R.to_act(obs) == s, obs.mints[s], R.placed(obs, s)

    def _area_parts(
        self, surface: pygame.Surface, shows: tuple[Any, ...], s: int, a: dict[str, pygame.Rect], shape: Hashable
    ) -> list[Part]:
        """A player's area (``shows``: ``_area_shows``): its panel; over it their name and 1st badge,
        the border of the one to act, the mints and the tokens; then the tiles they picked."""
        k = self.kit
        name, first, held, active, acting, mints, placed = shows
        held_parts = self._held_parts(surface, s, a["tiles"], held, active, shape)
        panel = a["panel"]
        paint: Callable[[], Any] = partial(self._draw_area_face, surface, s, a)
        parts = [Part(("area", s), (shape, s), shadowed(k, panel), paint)]
        head = a["head"]
        text, _, box = self._name_place(head, name, first)
        paint = partial(self._draw_area_name, surface, head, name, first)
        parts.append(Part(("name", s), (shape, text), box, paint, kept=False))
        if first:
            parts.append(
                Part(("first", s), (shape,), self._badge_area(head), partial(self._draw_badge, surface, head), False)
            )
        border = partial(self._acting_border, surface, panel, k.player_color(s))  # (in four parts, see above)
        for n, side in enumerate(L.rim(panel, self._acting_width(), k.px(10))):
            paint = _clipped(surface, side, border) if acting else _nothing
            parts.append(Part(("area rim", s, n), (shape, s, acting), _shown(side, acting), paint, kept=False))
        count, right = self._mints_places(head, mints, placed)
        paint = partial(self._draw_area_mints, surface, mints, head)
        parts.append(Part(("mints", s), (shape, s, mints), count, paint, kept=False))
        if right is not None:
            paint = partial(self._draw_placed, surface, placed, head)
            parts.append(Part(("placed", s), (shape, s, placed), right, paint, kept=False))
        return parts + self._token_parts(surface, s, R.TOKENS - placed, a["tokens"], shape) + held_parts

    def _token_parts(self, surface: pygame.Surface, s: int, left: int, tr: pygame.Rect, shape: Hashable) -> list[Part]:
        """A player's unplaced tokens, each a part of its own (a move places one), or the words
        that say they are all placed."""
        if not left:
            paint = partial(self._draw_no_tokens, surface, tr)
            return [Part(("no tokens", s), (shape,), self._line_area(str(NO_TOKENS), tr), paint, kept=False)]
        parts = []
        for j, (cx, cy, radius) in enumerate(self._token_places(tr)[:left]):
            paint = partial(self.kit.token, surface, (cx, cy), radius, s)
            parts.append(Part(("token", s, j), (shape, s), self._token_area(cx, cy, radius), paint, kept=False))
        return parts

    def _held_parts(
        self, surface: pygame.Surface, s: int, tl: pygame.Rect, held: tuple[str, ...], active: int, shape: Hashable
    ) -> list[Part]:
        """The tiles a player picked this round, each a part of its own (a pick adds one), the one
        being carried out lit; or the words that say where they go."""
        if not held:
            paint = partial(self._draw_no_held, surface, tl)
            return [Part(("no tiles", s), (shape,), self._line_area(str(NO_TILES), tl), paint, kept=False)]
        parts = []
        for j, (tile, r) in enumerate(zip(held, self._held_rects(tl, len(held)))):
            paint = partial(self._draw_tile, surface, r, tile, j == active, True)
            parts.append(Part(("held", s, j), (shape, tile, j == active), shadowed(self.kit, r), paint))
        return parts

    def _ring_parts(self, surface: pygame.Surface, lit: Any, spots: dict[Any, Any], shape: Hashable) -> list[Part]:
        """A quiet ring round each choice a click makes now (``lit``: a Presence claim, a Scavenge,
        a steal), in four parts (what lies inside it is under none of them)."""
        k = self.kit
        parts = []
        width, corner = max(2, k.px(2)), k.px(10)
        for target, region in spots.items():
            if target not in lit:
                continue
            r = region.inflate(k.px(4), k.px(4))
            ring = partial(pygame.draw.rect, surface, palette.LEGAL, r, width, border_radius=corner)
            for n, side in enumerate(L.rim(r, width, corner)):
                parts.append(Part(("ring", target, n), (shape, tuple(r)), side, _clipped(surface, side, ring), False))
        return parts


def _nothing() -> None:
    pass


def _shown(area: pygame.Rect, on: bool) -> pygame.Rect:
    """The area of a part that is shown only at times (``on``): while it is not, one pixel amid
    its place, so that it is under hardly any other part and yet stays in the list, and is painted
    (nothing) in place when it goes (a part that came back with the key it went with, or whose
    going was not painted, would count as unchanged and not be painted)."""
    return area if on else pygame.Rect(area.center, (1, 1))
