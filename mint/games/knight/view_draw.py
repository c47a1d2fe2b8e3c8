"""How Mint Knight looks: the map with its locations, cubes and heroes; the tracks and the
terrain deck; the offerings, the cards to heal and the artifacts found (view_hands paints each
hero's hand, deck and discard pile, view_rewards the rewards row, view_panels the combat, points,
zones and legend, view_faces the card faces and icons).

Every word here is drawn at its own size, never below 18 px at 1080p (view_text): a line that
would not fit its box is said in fewer words, and the tooltip or the zoomed card says the rest.

Card faces go through the shared card painter, which keeps them once painted; each part of the
table is kept painted until what it shows changes, and after a move only the parts that changed
are painted again, in place (``mint.ui.layers``). A part's area holds every pixel it paints: its
panels' shadows too (``reach``). Each card of the hands and the offerings is a part of its own, its
shadow in bands round it (``shadowed``); a part that lays several panels paints the shadows they
cast past its place apart (``shaded``), as the view's own kit notes them (view_kit).
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
from mint.games.knight import play as P
from mint.games.knight import terrain as T
from mint.games.knight.actions import Explore, Heal, Recruit
from mint.games.knight.describe import named
from mint.games.knight.state import State
from mint.games.knight.view_choices import KnightChoices
from mint.games.knight.view_faces import (
    DAY,
    GREY,
    INK,
    LOC_SHORT,
    NIGHT,
    SKILL_BAND,
    UNIT_BAND,
    WHITE,
    Point,
    _box,
    action_face,
    card_back,
    cube,
    location_icon,
    moon,
    shield,
    small_face,
    sun,
)
from mint.games.knight.view_geo import Geo
from mint.games.knight.view_kit import KnightKit
from mint.games.knight.view_layout import STYLES
from mint.games.knight.view_text import BODY, first_fit, width_of
from mint.ui import palette
from mint.ui.cardface import Card
from mint.ui.kit import Kit
from mint.ui.layers import Layers, Part, _minus
from mint.ui.palette import hexc

# --- the painter ------------------------------------------------------------------------------


def _is_shadows(part: Part) -> bool:
    """The part is the shadows of another one's panels (``KnightPainter.shaded``)."""
    return isinstance(part.name, tuple) and part.name[1:] == ("shadows",)


class KnightPainter(KnightChoices):
    """Paints an observation into the spots its layout gives."""

    paints_in_place = True  #: after a move only the parts that changed are painted again

    def __init__(self, rules: Any, kit: Kit) -> None:
        super().__init__(rules, kit)
        self.action_cards.back_fn = card_back
        self.small_cards.back_fn = card_back
        self.board.marks = self._paint_locations
        self._layers = Layers()  #: the whole table's parts, as last painted
        self._board_layers = Layers()  #: table-top mode: the shared board's
        self._shadows: dict[Any, tuple[Any, ...]] = {}  #: the shadows each part cast when last painted

    def set_kit(self, kit: Kit) -> None:
        super().set_kit(kit)
        self._layers.clear()
        self._board_layers.clear()
        self._shadows.clear()

    def paint_layers(self, layers: Layers, surface: pygame.Surface, parts: Any) -> None:
        """Paint ``parts()`` with ``layers`` (in place when the table says so) and say where
        (``self.damage``); once more, in place, when a part's panels now lie elsewhere than the
        shadows painted for them (the first time, or when they moved)."""
        laid = parts()
        damage = layers.paint(surface, laid, self.in_place, palette.TABLE)
        if any(p.key[0] != self._shadows.get(p.name[0]) for p in laid if _is_shadows(p)):
            again = layers.paint(surface, parts(), True, palette.TABLE)
            damage = None if damage is None or again is None else damage + again
        self.damage = damage

    def shaded(self, surface: pygame.Surface, name: Any, key: Any, place: pygame.Rect, paint: Any) -> list[Part]:
        """A part that lays panels, as two: the shadows it casts past its place (painted again
        where needed, nothing kept, so that it and a neighbour its shadows reach do not make each
        other paint again), then the part itself, painted inside its place. The same pixels as
        the part painted whole: the shadows its last painting cast, in order, as the view's own kit
        noted them (``KnightKit.noting``)."""
        ring = self.reach(place)
        if surface.get_flags() & pygame.SRCALPHA:  # (painted afresh each time: whole)
            return [Part(name, key, ring, paint)]
        shadows = self._shadows.get(name)
        kit = KnightKit.of(self.kit)

        def cast() -> None:
            clip = surface.get_clip()
            for band in _minus(ring, place):  # (the bands round the place)
                band = band.clip(clip)
                if shadows and band.width > 0 and band.height > 0:
                    surface.set_clip(band)
                    for rect, radius, deep in shadows:
                        kit.shadow(surface, pygame.Rect(rect), radius, deep)
            surface.set_clip(clip)

        def lay() -> None:
            clip = surface.get_clip()
            surface.set_clip(place.clip(clip))
            try:
                with kit.noting(surface, place) as cast_now:  # (the card painters' and panels' shadows too)
                    paint()
            finally:
                surface.set_clip(clip)
            self._shadows[name] = tuple(cast_now)

        return [Part((name, "shadows"), (shadows, tuple(place)), ring, cast, kept=False), Part(name, key, place, lay)]

    def offer_parts(self, surface: pygame.Surface, s: State, legal: list[Any], look: Any) -> list[Part]:
        """The cards of the offerings (and the artifacts found), each a part of its own over the
        middle's panels: a unit recruited or a spell taken paints that card again, not the panel."""
        p = self.placed
        parts: list[Part] = []
        recruits = {a.pos for a in legal if isinstance(a, Recruit)}
        for i, r in enumerate(p.unit_offer):
            card = Card(("offer", i), ("unit", s.unit_offer[i]), dim=bool(recruits) and i not in recruits)
            parts += self.card_parts(surface, ("offer", i), self.small_cards, r, card, look)
        offered = s.pending[0].data if s.pending and s.pending[0].kind == "spell" else ()
        gold = max(2, self.kit.px(3))
        for i, r in enumerate(p.spell_offer):
            card = Card(("spell", i), ("spell", s.spell_offer[i]))
            ring = s.spell_offer[i] in offered
            paint = partial(self._spell_card, surface, r, card, ring)
            area = r.inflate(gold * 2, gold * 2) if ring else r
            radius = self.small_cards.radius(r.size)
            parts += self.shadowed(surface, ("spells", i), r, radius, (look, card, ring), area, paint)
        for aid, r in p.artifact_cards.items():
            card = Card(("found", aid), ("artifact", aid))
            parts += self.card_parts(surface, ("found", aid), self.small_cards, r, card, look)
        return parts

    def _spell_card(self, surface: pygame.Surface, r: pygame.Rect, card: Card, ring: bool) -> None:
        """A card of the spell offering, ringed in gold while a mage tower offers it."""
        self.small_cards.draw(surface, r, card, shadow=False)
        if ring:
            gold = max(2, self.kit.px(3))
            pygame.draw.rect(surface, palette.GOLD, r.inflate(gold * 2, gold * 2), gold, border_radius=self.kit.px(6))

    def face_action(self, k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any, side: Any) -> None:
        action_face(k, surface, rect, face, side, self.kit.scale)

    def face_small(self, k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any, side: Any) -> None:
        small_face(k, surface, rect, face, side, self.kit.scale)

    # --- the whole table ------------------------------------------------------------------------

    def draw(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, rect: pygame.Rect, spots: dict[Any, Any]
    ) -> None:
        s: State = obs
        if not self.laid_for("table", s, rect):
            self.layout(obs, viewer, rect)
        geo = self.geometry(s, rect)
        self._board_layers.clear()  # (the table-top board's kept parts: that layout is not shown now)
        self.paint_layers(self._layers, surface, lambda: self._table_parts(surface, s, geo, self.legal(s)))

    def _table_parts(self, surface: pygame.Surface, s: State, geo: Geo, legal: list[Any]) -> list[Part]:
        """The parts of the whole table, in the order they are painted, each keyed by what it shows
        and by the places of the table it is laid in (another hero to act moves the hands alone)."""
        p = self.placed
        look = (self.kit.scale, self.kit.player_colors)
        explores = tuple(sorted(a.slot for a in legal if isinstance(a, Explore)))
        boxes = (tuple(geo.round_box), tuple(geo.xp_box), tuple(geo.terrain_box), len(geo.heroes))
        deck = (s.terrain_deck[:1], len(s.terrain_deck), s.castles_won, s.castles_total)
        tracks = (look, boxes, s.round, tuple(h.xp for h in s.heroes), deck)
        held = tuple((h.units, h.spells, h.artifacts, B.unit_spots(h), B.level(h)) for h in s.heroes)
        rows = (tuple(geo.skills), tuple(p.skills_box or ()), tuple(tuple(hg.rewards) for hg in geo.heroes))
        rewards = (look, rows, held, s.skills, s.names, self._picks(s, "ready"))
        reach, shaded = self.reach, partial(self.shaded, surface)
        parts = [
            *self.map_parts(surface, s, geo, explores, look),
            # (the experience bar's marks stand a little below the tracks)
            *shaded(
                "tracks", tracks, geo.tracks.inflate(0, self.kit.px(12)), partial(self._draw_tracks, surface, s, geo)
            ),
            *self.middle_parts(surface, s, geo, legal, "middle", look),
            *shaded("rewards", rewards, geo.rewards, partial(self._draw_rewards, surface, s, geo)),
            *shaded("points", (look, s.turn, s.round), geo.points, partial(self._draw_points, surface, s, geo)),
            *self.zone_parts(surface, s, geo.zones, look),
        ]
        m8 = self.kit.px(12)
        for hg in geo.heroes:
            if not hg.compact:  # (each card a part of its own)
                parts += self.hand_parts(surface, s, hg, len(geo.heroes) > 1, look)
                continue
            h = s.heroes[hg.seat]
            piles = (len(h.deck), h.deck[:1], h.discard[-1:], len(h.discard))
            row = (tuple(hg.area), tuple(hg.deck), tuple(hg.discard), tuple(hg.hand))
            key = (look, row, h.hand, h.hand_use, piles, s.names)
            paint = partial(self._draw_compact_hand, surface, s, geo, hg.seat)
            parts.append(Part(("hand", hg.seat), key, hg.area.inflate(m8, m8).union(reach(hg.area)), paint))
        return parts

    def zone_forms(self, s: State, z: str) -> tuple[str, ...]:
        """A zone's words, then shorter ways of saying them (view_panels says them)."""
        return ()

    def _middle_key(self, s: State, legal: list[Any]) -> Any:
        """Everything the middle's panels show (so they are painted again only when that changes)."""
        c = s.combat
        if c is not None:
            return ("combat", c, B.defense(s.heroes[c.seat]))
        if s.pending and s.pending[0].kind == "flip":
            h = s.heroes[s.pending[0].seat]
            return ("level", s.pending[:1], h.hand, h.xp, s.skills)
        return ()

    def middle_parts(
        self, surface: pygame.Surface, s: State, geo: Geo, legal: list[Any], name: Any, look: Any
    ) -> list[Part]:
        """The middle of the right column as parts: the combat or a level's choices as one
        (``shaded``); else each offering's panel and its heading (the unit offering's says where the
        hero stands), the cards to heal, then each card of the offerings (``offer_parts``)."""
        p = self.placed
        if p.combat is not None or p.level_up is not None:
            key = (look, self._middle_key(s, legal))
            return self.shaded(surface, name, key, geo.middle, partial(self._draw_middle, surface, s, geo, legal))
        k = self.kit
        parts: list[Part] = []
        for which, box, words in self._offer_boxes(s):
            paint: Any = partial(k.panel, surface, box, radius=k.px(8), shadow=False)
            parts += self.shadowed(surface, (name, which), box, k.px(8), look, box, paint)
            head = (look, words)
            parts.append(
                Part(
                    (name, which, "heading"), head, self._heading_area(box), partial(self._heading, surface, box, words)
                )
            )
        if p.heal_box is not None and s.turn is not None:
            h = s.heroes[s.turn.seat]
            cards = tuple((sid, tuple(r)) for sid, r in p.heal_cards.items())
            heal = (look, cards, h.discard, h.deck, tuple(a.source for a in legal if isinstance(a, Heal)))
            paint = partial(self._draw_heal, surface, s, p.heal_box, legal, False)
            parts += self.shadowed(surface, (name, "heal"), p.heal_box, k.px(8), heal, p.heal_box, paint)
        return parts + self.offer_parts(surface, s, legal, look)

    def _offer_boxes(self, s: State) -> list[tuple[str, pygame.Rect, tuple[str, ...]]]:
        """The panels of the offerings (and of the artifacts found) as placed, with their headings."""
        p = self.placed
        out: list[tuple[str, pygame.Rect, tuple[str, ...]]] = []
        if p.unit_offer_box is not None:
            loc = P.recruit_location(s, s.current) if s.turn is not None else None
            if loc:
                name = str(T.LOCATION_NAMES[loc])
                words: tuple[str, ...] = (
                    str(t("Unit offering · you stand on a {place}", place=name)),
                    str(t("Units · you are on a {place}", place=name)),
                )
            else:
                words = (str(t("Unit offering (recruit with influence)")), str(t("Unit offering")))
            out.append(("units", p.unit_offer_box, words))
        if p.spell_offer_box is not None:
            words = (str(t("Spell offering (a mage tower gives one)")), str(t("Spell offering")))
            out.append(("spells", p.spell_offer_box, words))
        if p.artifact_box is not None:
            words = (
                str(t("Ruins: keep one artifact (the buttons on the right)")),
                str(t("Ruins: keep one artifact")),
                str(t("Keep one")),
            )
            out.append(("found", p.artifact_box, words))
        return out

    # --- the map ------------------------------------------------------------------------------

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
        """The map as parts: the map room with all it shows but the heroes (the cards, the slots,
        the movement table, the cubes and shields), then each hero's token in the room, so that a
        hero moving paints again the places it left and took, not the map."""
        room = geo.map_room
        seen = (s.cubes, s.extra, s.vanquished, explores, s.round, s.joint, self._map_key, self.map_zoom)
        parts = [Part("map", (look, seen), room, partial(self._draw_map, surface, s, geo, explores))]
        for seat, (centre, radius) in self.placed.heroes.items():
            area = self.token_reach(centre, radius).clip(room)
            paint = partial(self._draw_hero, surface, room, centre, radius, seat)
            parts.append(Part(("map", "hero", seat), (look, centre, radius), area, paint))
        return parts

    def token_reach(self, centre: Point, radius: float) -> pygame.Rect:
        """Where a hero's token (``hero_token``) may paint: its shape, rim and shadow."""
        half = math.ceil(radius * 1.25) + self.kit.px(3) + 2
        x, y = math.floor(centre[0]), math.floor(centre[1])
        return pygame.Rect(x - half, y - half, 2 * half + 1, 2 * half + 1 + self.kit.px(4))

    def _draw_map(self, surface: pygame.Surface, s: State, geo: Geo, explores: tuple[tuple[int, int], ...]) -> None:
        """The map room: what of the map shows in it (a zoomed map is cut at its edges), but the
        heroes (``_draw_hero``)."""
        clip = surface.get_clip()
        surface.set_clip(geo.map_room.clip(clip) if clip else geo.map_room)
        try:
            self._paint_map_room(surface, s, geo, explores)
        finally:
            surface.set_clip(clip)

    def _draw_hero(self, surface: pygame.Surface, room: pygame.Rect, centre: Point, radius: float, seat: int) -> None:
        """A hero's token on the map, cut at the map room's edges."""
        clip = surface.get_clip()
        surface.set_clip(room.clip(clip) if clip else room)
        try:
            self.hero_token(surface, centre, radius, seat)
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
        if legend is not None:
            self._legend(surface, s, legend)
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
        """The movement table in ``box`` (view_panels paints it)."""

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

    # --- tracks -------------------------------------------------------------------------------

    def _draw_tracks(self, surface: pygame.Surface, s: State, geo: Geo) -> None:
        k = self.kit
        self._draw_round(surface, s, geo.round_box)
        xb = geo.xp_box
        k.panel(surface, xb, radius=k.px(8))
        for hg in geo.heroes:
            line_box = self.xp_line(geo, hg.seat) if len(geo.heroes) > 1 else xb
            self._draw_xp(surface, s, hg.seat, line_box.inflate(-k.px(12), -k.px(8)), len(geo.heroes) > 1)
        self._draw_terrain_deck(surface, s, geo.terrain_box)

    def _draw_round(self, surface: pygame.Surface, s: State, rb: pygame.Rect) -> None:
        """The round track (day and night, the round now marked) and the castles taken."""
        k = self.kit
        k.panel(surface, rb, radius=k.px(8))
        at = (rb.x + k.px(10), rb.y + k.px(15))
        self.say(
            surface,
            str(t("Round {round} of {rounds}", round=s.round, rounds=C.ROUNDS)),
            at,
            BODY,
            INK,
            True,
            "midleft",
            width=rb.width - k.px(16),
        )
        bw = (rb.width - k.px(20)) / C.ROUNDS
        cell_h = rb.height - k.px(60)
        for i, rnd in enumerate(C.ROUND_TRACK):
            box = pygame.Rect(round(rb.x + k.px(10) + i * bw), rb.y + k.px(30), round(bw - k.px(4)), cell_h)
            night, now = rnd.time == "night", rnd.number == s.round
            pygame.draw.rect(surface, NIGHT if night else DAY, box, border_radius=k.px(5))
            rim, width = (palette.GOLD, k.px(3)) if now else (palette.BORDER, max(1, k.px(1.5)))
            pygame.draw.rect(surface, rim, box, width, border_radius=k.px(5))
            rr = min(box.width * 0.2, box.height * 0.3)
            ic = (box.x + box.width * 0.34, box.centery)
            moon(surface, ic, rr, hexc("#E8E4D0"), NIGHT) if night else sun(surface, ic, rr)
            num = (box.x + box.width * 0.72, box.centery)
            self.say(surface, str(rnd.number), num, BODY, WHITE if night else INK, True)
            if now:
                cube(surface, (box.right - k.px(6), box.y + k.px(6)), k.px(6), "gold")
        night = C.time_of(s.round) == "night"
        won, total = s.castles_won, s.castles_total
        words = (
            str(
                t("Night · castles {won} of {total}", won=won, total=total)
                if night
                else t("Day · castles {won} of {total}", won=won, total=total)
            ),
            str(
                t("Night · {won}/{total} castles", won=won, total=total)
                if night
                else t("Day · {won}/{total} castles", won=won, total=total)
            ),
        )
        at = (rb.x + k.px(10), rb.bottom - k.px(15))
        self.say(surface, words, at, BODY, GREY, True, "midleft", width=rb.width - k.px(16))

    def _draw_terrain_deck(self, surface: pygame.Surface, s: State, tb: pygame.Rect) -> None:
        k = self.kit
        k.panel(surface, tb, radius=k.px(8))
        n = len(s.terrain_deck)
        ch = tb.height - k.px(40)
        card = pygame.Rect(0, 0, round(ch * 0.58), ch)
        card.midtop = (tb.centerx - k.px(4), tb.y + k.px(8))
        green = hexc("#7E8F5A")
        for j in range(min(3, n), 0, -1):
            pygame.draw.rect(
                surface, palette.darker(green, 0.8), card.move(j * k.px(3), j * k.px(3)), border_radius=k.px(4)
            )
        if n:
            pygame.draw.rect(surface, hexc("#9BB070"), card, border_radius=k.px(4))
            pygame.draw.rect(surface, palette.darker(green, 0.6), card, max(1, k.px(1.5)), border_radius=k.px(4))
        else:
            self.small_cards.slot(surface, card)
        self.say(surface, str(n), card.center, 24, WHITE if n else GREY, True)
        top = s.terrain_deck[0] if s.terrain_deck else ""
        if top in T.CARD_IDS:
            name = named(T.card(top).name)
            words: tuple[str, ...] = (str(t("next: {card}", card=name)), name)
        else:
            words = (str(t("Terrain deck")),) if n else (str(t("empty: recycle")), str(t("recycle")))
        self.say(surface, words, (tb.centerx, tb.bottom - k.px(15)), BODY, GREY, width=tb.width - k.px(8))

    def _draw_xp(self, surface: pygame.Surface, s: State, seat: int, r: pygame.Rect, compact: bool) -> None:
        """A hero's level, experience, defense, hand size and unit spots, over the experience bar
        (marked where a level brings a skill, a star, or a unit spot, a square)."""
        k = self.kit
        h = s.heroes[seat]
        tok = min(r.height * 0.22, k.px(11))
        line_h = k.px(26)
        k.token(surface, (r.x + tok, r.y + line_h / 2), tok, seat)
        said = dict(level=B.level(h), xp=h.xp, defense=B.defense(h), hand=B.hand_size(h), units=B.unit_spots(h))
        heads = (
            str(t("Level {level} · {xp} XP · defense {defense} · hand {hand} · units {units}", **said)),
            str(t("Level {level} · {xp} XP · defense {defense} · hand {hand}", **said)),
            str(t("Level {level} · {xp} XP", **said)),
        )
        at = (r.x + 2 * tok + k.px(8), r.y + line_h / 2)
        self.say(surface, heads, at, BODY, INK, True, "midleft", width=r.right - at[0])
        bar = pygame.Rect(r.x, r.y + line_h + k.px(4), r.width, 0)
        bar.height = max(k.px(8), min(k.px(30), r.bottom - k.px(12) - bar.y))
        pygame.draw.rect(surface, hexc("#EEF1EE"), bar, border_radius=k.px(5))
        fill = pygame.Rect(bar.x, bar.y, max(1, round(bar.width * min(1.0, h.xp / C.XP_MAX))), bar.height)
        pygame.draw.rect(surface, palette.lighter(k.player_color(seat), 0.4), fill, border_radius=k.px(5))
        pygame.draw.rect(surface, palette.BORDER, bar, max(1, k.px(1.5)), border_radius=k.px(5))
        for sp in C.XP_TRACK:
            x = bar.x + bar.width * sp.xp / C.XP_MAX
            pygame.draw.line(surface, GREY, (x, bar.y), (x, bar.bottom), max(1, k.px(1)))
            if sp.symbol == "skill":
                k.star(surface, (x, bar.bottom + k.px(6)), k.px(5), SKILL_BAND)
            else:
                pygame.draw.rect(surface, UNIT_BAND, (x - k.px(4), bar.bottom + k.px(2), k.px(8), k.px(8)))
        nxt = next((sp for sp in C.XP_TRACK if sp.xp > h.xp), None)
        if nxt is not None and not compact and bar.height >= k.px(24):
            at_xp = dict(level=nxt.level, xp=nxt.xp)
            what = (
                t("level {level} at {xp} XP: a skill", **at_xp)
                if nxt.symbol == "skill"
                else t("level {level} at {xp} XP: a unit spot", **at_xp)
            )
            words = first_fit(
                k,
                (str(what), str(t("level {level} at {xp} XP", **at_xp))),
                bar.width - k.px(16),
                BODY,
            )
            img = k.render(words, BODY, INK)
            back = img.get_rect(center=bar.center).inflate(k.px(10), -k.px(4)).clip(bar.inflate(-k.px(4), -k.px(4)))
            pygame.draw.rect(surface, palette.PANEL, back, border_radius=back.height // 2)
            surface.blit(img, img.get_rect(center=bar.center))

    # --- the middle: offerings, combat, the cards to heal, artifacts found --------------------------

    def _draw_combat(self, surface: pygame.Surface, s: State, box: pygame.Rect) -> None:
        """The combat panel (view_panels paints it)."""

    def _draw_middle(self, surface: pygame.Surface, s: State, geo: Geo, legal: list[Any]) -> None:
        """The middle's combat panel or a level's choices (the offerings are ``middle_parts``)."""
        p = self.placed
        if p.combat is not None:
            self._draw_combat(surface, s, p.combat)
        elif p.level_up is not None:
            self._draw_level_up(surface, s, p.level_up)

    def _draw_points(
        self, surface: pygame.Surface, s: State, geo: Geo | None, box: pygame.Rect | None = None, shadow: bool = True
    ) -> None:
        """The turn's points and mana (view_panels paints them), in ``geo.points`` or ``box``."""

    def zone_parts(self, surface: pygame.Surface, s: State, box: pygame.Rect, look: Any) -> list[Part]:
        """The drop zones in ``box`` as parts (view_panels paints them)."""
        return []
