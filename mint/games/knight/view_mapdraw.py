"""How Mint Knight's map looks on the table: the map room with the explored cards (the hex board
keeps their painting, with each location's icon and name), the slots the map may grow into (lit
where the hero may explore), the movement table in a free corner, the guiding and black cubes,
the shields of the enemies still to fight, the co-op joint castle's ring, and each hero's token.

The map is painted in parts (``map_parts``): the room with all it shows but the heroes, then each
hero's token in a part of its own, so that a hero moving paints again the places its token left
and took, not the map; while the map's camera glides to a new fit, a part over them all shows the
glide (``MapEase``): a part of the board like the rest, it is laid turned with it on a table-top
screen and needs no see-through surface of its own.
"""

from __future__ import annotations

import math
from functools import partial
from typing import Any

import pygame

from mint.core.hexgrid import Layout
from mint.core.polygons import centroid
from mint.core.words import t
from mint.games.knight import board as B
from mint.games.knight import cards as C
from mint.games.knight import describe as D
from mint.games.knight import terrain as T
from mint.games.knight.state import State
from mint.games.knight.view_choices import KnightChoices
from mint.games.knight.view_faces import GREY, INK, LOC_SHORT, SKILL_BAND, Point, _box, cube, location_icon, shield
from mint.games.knight.view_geo import Geo
from mint.games.knight.view_layout import STYLES
from mint.games.knight.view_map import HELD_FRAMES, MapEase, outside
from mint.games.knight.view_text import BODY, width_of
from mint.ui import palette
from mint.ui.layers import Part


class KnightMapPainter(KnightChoices):
    """Paints the map room and the heroes on it."""

    _map_shown: list[Part] | None = None  #: the map's parts as last painted

    def _paint_locations(self, surf: pygame.Surface, lay: Layout) -> None:
        """Into the kept board: each location's icon, and its name on a pill while the pill is
        no wider than the space (on a crowded map the icon and the tooltip name it)."""
        hm = self.board.map
        if hm is None:
            return
        k = self.kit
        scale = self.board.scale
        for sid, space in hm.spaces.items():
            locs = [f for f in space.features if f in T.LOCATION_NAMES]
            if locs:
                cx, cy = hm.center(sid, lay)
                location_icon(surf, locs[0], (cx, cy + scale * 0.08), scale * (0.38 if space.whole else 0.26))
                name = str(LOC_SHORT.get(locs[0], T.LOCATION_NAMES[locs[0]]))
                if width_of(k, name, BODY, True) + k.px(10) <= scale * 1.8:
                    self.board.pill(surf, name, (cx, cy - scale * 0.55), BODY)

    def map_parts(
        self, surface: pygame.Surface, s: State, geo: Geo, explores: tuple[tuple[int, int], ...], look: Any
    ) -> list[Part]:
        """The map as parts: the map room with all it shows but the movement table and the heroes
        (the cards, the slots, the cubes and shields), the movement table, then each hero's token
        in the room, so that a hero moving paints again the places it left and took, not the map,
        and a round's end the table, not the map; while it glides, the glide over them all."""
        ease = self.map_ease
        if ease is not None and not ease.started and self._map_shown is not None:
            if ease.held == HELD_FRAMES:  # (the frame before the glide's first: the new fit's terrain)
                self.board.prepare()
            else:  # (the move's: the surfaces the glide paints into, the first time)
                self.glide_surfaces.ready(surface.subsurface(geo.map_room.clip(surface.get_rect())))
            return self._map_shown  # (the map as it was shown: ``MapEase.held``)
        room = geo.map_room
        seen = (s.cubes, s.extra, s.vanquished, explores, s.joint, self._map_key, self.map_zoom)
        in_room = partial(self._in_room, surface, room)
        map_room = partial(self._paint_map_room, surface, s, geo, explores)
        parts = [Part("map", (look, seen), room, partial(in_room, map_room))]
        legend = self.legend_box(geo, explores)
        if legend is not None:  # (a part of its own: a round's end turns it from day to night)
            key = (look, C.time_of(s.round), tuple(legend))
            paint = partial(in_room, partial(self._legend, surface, s, legend))
            parts.append(Part(("map", "legend"), key, self.reach(legend).clip(room), paint))
        for seat, (centre, radius) in self.placed.heroes.items():
            area = self.token_reach(centre, radius).clip(room)
            paint = partial(in_room, partial(self.hero_token, surface, centre, radius, seat))
            parts.append(Part(("map", "hero", seat), (look, centre, radius), area, paint))
        shown = room.clip(surface.get_rect())
        frame = ease.frame(shown) if ease is not None else None
        if ease is not None and frame is not None:  # (over the room, the camera gliding to a new fit)
            paint = partial(self._draw_glide, surface, ease, shown, frame)
            parts.append(Part(("map", "glide"), (id(ease), frame), shown, paint, kept=False))
        self._map_shown = parts
        return parts

    def _draw_glide(
        self, surface: pygame.Surface, ease: MapEase, room: pygame.Rect, frame: tuple[tuple[int, int], tuple[int, int]]
    ) -> None:
        """A frame of the map's camera gliding to a new fit: the room as the new fit paints it (the
        parts before this one, kept the first time), scaled and moved from the last fit's camera."""
        if ease.image is None:
            ease.capture(surface)
        clip = surface.get_clip()
        surface.set_clip(room.clip(clip) if clip else room)
        laid = ease.lay(surface, frame[0], frame[1], room)
        for bare in outside(room, laid) if laid.width and laid.height else [room]:
            surface.fill(palette.darker(palette.TABLE, 0.95), bare)  # (where the picture does not reach)
        surface.set_clip(clip)

    def token_reach(self, centre: Point, radius: float) -> pygame.Rect:
        """Where a hero's token (``hero_token``) may paint: its shape, rim and shadow."""
        half = math.ceil(radius * 1.25) + self.kit.px(3) + 2
        x, y = math.floor(centre[0]), math.floor(centre[1])
        return pygame.Rect(x - half, y - half, 2 * half + 1, 2 * half + 1 + self.kit.px(4))

    @staticmethod
    def _in_room(surface: pygame.Surface, room: pygame.Rect, paint: Any) -> None:
        """``paint()`` cut at the map room's edges (a zoomed map, a token or the movement table
        reaching past them)."""
        clip = surface.get_clip()
        surface.set_clip(room.clip(clip) if clip else room)
        try:
            paint()
        finally:
            surface.set_clip(clip)

    def _paint_map_room(
        self, surface: pygame.Surface, s: State, geo: Geo, explores: tuple[tuple[int, int], ...]
    ) -> None:
        k = self.kit
        p = self.placed
        m = B.the_map(s)
        pygame.draw.rect(surface, palette.darker(palette.TABLE, 0.95), geo.map_room, border_radius=k.px(12))
        legend = self.legend_box(geo, explores)
        faint = palette.darker(palette.BORDER, 0.8)
        for sl, r in p.ghosts.items():  # the slots the map may grow into; lit where the hero may explore
            self.action_cards.slot(surface, r, None)
            if legend is not None and legend.collidepoint(r.center):
                continue
            room = r.width - k.px(8)
            if sl in explores:
                pygame.draw.rect(surface, palette.LEGAL, r, max(2, k.px(2)), border_radius=k.px(6))
                if r.height >= k.px(60):
                    self.say_if(surface, str(t("Explore")), (r.centerx, r.centery - k.px(13)), 20, INK, True, room)
                    self.say_if(
                        surface, f"{C.EXPLORE_COST} Move", (r.centerx, r.centery + k.px(13)), BODY, GREY, True, room
                    )
                else:
                    self.say_if(surface, str(t("Explore")), r.center, BODY, INK, True, room)
            else:
                self.say_if(surface, str(t("unexplored")), r.center, BODY, faint, False, room)
        self.board.draw(surface)
        scale = self.board.scale
        half = max(k.px(6), scale * 0.16)
        lay = self.board.layout
        for which, cubes in enumerate((s.cubes, s.extra)):
            for slot, colour in cubes:
                if slot in m.card_at:
                    cube(surface, self._vertex(m, slot, lay, which), half, colour)
        done = B.vanquished_spaces(s)
        for i in done:
            c = p.hexes[i].center
            cube(surface, (c[0] + scale * 0.36, c[1] + scale * 0.3), half, "black")
        for i, loc in enumerate(m.location):
            if loc is None or loc == "town" or i in done:
                continue
            try:
                e = B.enemy_at(s, m.places[i])
            except (ValueError, KeyError):
                continue
            c = p.hexes[i].center
            shield(k, surface, (c[0] + scale * 0.42, c[1] + scale * 0.32), max(k.px(15), scale * 0.2), e.defense)
        self._mark_joint_castle(surface, s)

    def _mark_joint_castle(self, surface: pygame.Surface, s: State) -> None:
        """Co-op: the third castle, which only a joint assault takes, wears a purple ring and a
        tag (gold, and "joint assault now", while the shared turn is on)."""
        place = B.joint_castle(s)
        if place is None or place in s.vanquished:
            return
        m = B.the_map(s)
        shape = self.placed.hexes.get(m.index(place))
        if shape is None:
            return
        k = self.kit
        now = bool(s.joint)
        colour = palette.GOLD if now else SKILL_BAND
        for a, b in shape.outline(k.px(2)):
            pygame.draw.line(surface, colour, a, b, max(3, k.px(4)))
        words = str(t("joint assault now") if now else t("joint assault only"))
        cx, cy = shape.center
        r = pygame.Rect(0, 0, 0, 0)
        r.midtop = (round(cx), round(cy + self.board.scale * 0.62))
        self._tag(surface, r.inflate(k.px(400), 0), words, colour, side=True)

    def legend_box(self, geo: Geo, explores: tuple[tuple[int, int], ...]) -> pygame.Rect | None:
        """Where the movement table goes: the first corner of the map room free of cards and of
        lit ghosts (it may cover an unexplored slot that cannot be explored now), or nowhere."""
        k = self.kit
        room = geo.map_room.inflate(-k.px(16), -k.px(16))
        box = pygame.Rect(0, 0, k.px(200), k.px(28) * len(STYLES) + k.px(38))
        p = self.placed
        cards = list(p.card_rects.values())
        for ghosts in (p.ghosts, {sl: r for sl, r in p.ghosts.items() if sl in explores}):
            taken = [*cards, *ghosts.values()]  # a corner free of every slot first
            for corner in ("topleft", "topright", "bottomright", "bottomleft"):
                setattr(box, corner, getattr(room, corner))
                if not any(box.colliderect(r) for r in taken):
                    return box
        return None

    def _legend(self, surface: pygame.Surface, s: State, box: pygame.Rect) -> None:
        """The tin's movement table, in a free corner of the map room."""
        k = self.kit
        row = k.px(28)
        k.panel(surface, box, radius=k.px(8))
        time = C.time_of(s.round)
        at = (box.x + k.px(10), box.y + row * 0.6)
        heads = (str(t("Move cost (night)") if time == "night" else t("Move cost (day)")), str(t("Move cost")))
        self.say(surface, heads, at, BODY, GREY, True, "midleft", width=box.width - k.px(16))
        for i, (terrain, style) in enumerate(STYLES.items()):
            y = box.y + row * (i + 1.6)
            swatch = pygame.Rect(box.x + k.px(10), round(y - row * 0.35), k.px(28), round(row * 0.7))
            pygame.draw.rect(surface, style.colour, swatch)
            surface.blit(self.board.texture(terrain), swatch, area=pygame.Rect(0, 0, swatch.width, swatch.height))
            cost = C.move_cost(terrain, time)
            label = _terrain(terrain) if terrain in C.TERRAIN_BY_ID else style.label
            if cost is None:
                words = (str(t("{terrain}: no entry", terrain=label)), str(t("{terrain}: —", terrain=label)))
            else:
                words = (str(t("{terrain}: {cost}", terrain=label, cost=cost)),) * 2
            at = (swatch.right + k.px(8), y)
            self.say(surface, words, at, BODY, INK, cost is not None, "midleft", width=box.right - at[0] - k.px(6))

    def _vertex(self, m: T.Map, slot: tuple[int, int], lay: Layout, which: int) -> Point:
        """Where a card's guiding cube sits: in its NW corner (the co-op extra cube: NE), on the card."""
        card_id = m.card_at[slot][0]
        hm = m.hexmap
        part = hm.space(hm.space_of(card_id, T.CELLS[("NW", "NE")[which]])).part_on(card_id)
        if part is None:
            return lay.to_pixel(T.origin(slot))
        return centroid([hm.part_polygon(part, lay)])

    def hero_token(self, surface: pygame.Surface, c: Point, r: float, seat: int, lifted: bool = False) -> None:
        """A hero: the seat's colour and shape, with a small helmet on it."""
        self.kit.token(surface, c, r, seat, lifted)
        at = (c[0], c[1] + (r * 0.12 if self.kit.player_shape(seat) == "triangle" else 0))
        rad = max(2, round(r * 0.3))
        pygame.draw.rect(
            surface, INK, _box(at, r, -0.4, -0.45, 0.8, 0.85), border_top_left_radius=rad, border_top_right_radius=rad
        )
        pygame.draw.rect(surface, self.kit.player_color(seat), _box(at, r, -0.3, -0.12, 0.6, 0.14))
        pygame.draw.rect(surface, self.kit.player_color(seat), _box(at, r, -0.05, -0.12, 0.1, 0.45))

    def hero_piece(self, seat: int) -> pygame.Surface | None:
        spot = self.placed.heroes.get(seat)
        if spot is None:
            return None
        size = math.ceil(spot[1] * 2.6) + self.kit.px(8)
        img = pygame.Surface((size, size), pygame.SRCALPHA)
        self.hero_token(img, (size / 2, size / 2), spot[1], seat, lifted=True)
        return img


def _terrain(kind: str) -> str:
    """A terrain by its id, as the movement table writes it (lower case)."""
    return D.named(C.TERRAIN_BY_ID[kind].name).lower()
