"""Mint Knight on a table-top screen (a touch screen lying flat, the players round it).

Each hero's own things lie in their player's strip, long and low, upright as if the player sat at
the bottom of a window: nearest the player the hand row (the deck over the discard pile, the
hand, and for the hero to act the turn's points over the drop zones), and above it a row with
the hero's level and experience and their units, spells and artifacts as chips (the free unit
spots among them). On a short edge (a seat on the left or right) the points and zones take a row
of their own between the two.

The shared board in the middle holds the explored map on the left (as tall as the board: a slot
in a row no card has reached shows as a stub of its card, so the hexes keep a finger's size) and
a column of panels on the right: the round track and the terrain deck, the offerings (or the
combat, the cards to heal, the artifacts found) and the skills. Everything a finger presses is at
least ``TARGET`` design px in its smaller side.

The spot ids are the normal layout's, so every drag works between the board and the strips. Each
part keeps its own placed pieces (``Placed``): the board's are ``self.placed`` (as in the normal
layout), a strip's are swapped in while it is laid out or drawn, so the board's and several
strips' layouts may follow each other. The board and each strip are painted in place: after a move
only their parts that changed (a card, a chip, the points, a zone) are painted again and turned
onto the screen.
"""

from __future__ import annotations

import math
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial
from typing import Any, Iterator

import pygame

from mint.core.spots import Spot
from mint.core.words import t
from mint.games.knight import board as B
from mint.games.knight import cards as C
from mint.games.knight import play as P
from mint.games.knight.actions import Explore
from mint.games.knight.state import State
from mint.games.knight.view_faces import SKILL_BAND, UNIT_BAND
from mint.games.knight.view_geo import (
    CARD_ASPECT,
    CHIP_MAX_H,
    CHIP_MAX_W,
    HAND_RAISE,
    SOURCE_TAB_PX,
    Geo,
    HeroGeo,
    Placed,
    px_rect,
)
from mint.games.knight.view_panels import KnightPanels
from mint.games.knight.view_text import BODY, INK
from mint.ui import palette
from mint.ui.layers import Layers, Part
from mint.ui.palette import hexc
from mint.ui.view_api import Region, Shape

TARGET = 48  #: the least side of anything a finger presses (design px)

# A hero's strip (design px): the margins the table keeps round its area, the row of experience and
# rewards, and the hand row (cards 200 px tall: their words at full size, but for a long one cut short).
SEAT_MARGINS = 16
SEAT_TOP = 48
SEAT_GAP = 4
SEAT_LOW = 236
SEAT_DEPTH = SEAT_MARGINS + SEAT_TOP + SEAT_GAP + SEAT_LOW
BLOCK_W = 440  #: the turn's points over the drop zones, at their narrowest
BLOCK_ROW = 150  #: ... or, on a short edge, the row they take of their own
POINTS_H = 70  #: the points over the zones (two lines)
POINTS_W = 300  #: the points beside the zones, at their widest
XP_W = 400  #: the level and experience box
CHIP_W = 230  #: a reward chip in the strip, at its widest
HAND_GAP = 8  #: between the cards of a hand (as the hand lays them)

# The shared board (design px).
RIGHT_W = 940  #: the column of panels right of the map
TRACKS_H, MIDDLE_H = 100, 246  #: the round track and terrain deck; the offerings (or the combat)
TRACKS_MIN = 84  #: ... the tracks' row on a low board (it gives way before the offerings)
SKILLS_MIN, SKILLS_MAX = 88, 220  #: the skills' panel
HERO_HIT = 26  #: the least radius of a hero's hit octagon


def seat_depth(length: int) -> int:
    """How deep (design px) a hero's strip is when it runs ``length`` design px beside its bar:
    two rows, or three on an edge too short for the points and zones beside a hand of five."""
    room = length - SEAT_MARGINS - 8
    need = piles_w(SEAT_LOW) + hand_w(SEAT_LOW, 5) + 2 * 10 + BLOCK_W
    return SEAT_DEPTH if room >= need else SEAT_DEPTH + BLOCK_ROW + SEAT_GAP


def piles_w(low: float) -> float:
    """The deck over the discard pile at the start of a hand row ``low`` tall (its own units)."""
    return (low - 2 * 24 - 10) / 2 * CARD_ASPECT + 4 + 2 * 10


def hand_w(low: float, n: int) -> float:
    """A hand of ``n`` cards side by side in a hand row ``low`` tall (its own units)."""
    w = (low - SOURCE_TAB_PX) / (1 + HAND_RAISE) * CARD_ASPECT
    return n * w + (n - 1) * HAND_GAP + 2


@dataclass
class SeatGeo:
    """A hero's strip, upright: the hand row's parts (``hero``), the experience box, the rewards'
    row, and the turn's points and drop zones (used while the hero is to act)."""

    seat: int
    rect: pygame.Rect
    hero: HeroGeo
    xp: pygame.Rect
    rewards: pygame.Rect
    points: pygame.Rect
    zones: pygame.Rect


def seat_geo(kit: Any, rect: pygame.Rect, seat: int, most: int) -> SeatGeo:
    """The parts of a hero's strip in ``rect`` for hands of up to ``most`` cards (see the module)."""
    k = kit
    u = k.scale
    g = max(2, k.px(10))
    gap = k.px(SEAT_GAP)
    top = px_rect(rect.x, rect.y, rect.width, SEAT_TOP * u)
    tall = rect.height >= (SEAT_TOP + SEAT_LOW + BLOCK_ROW + 2 * SEAT_GAP) * u - 1
    low_h = rect.bottom - top.bottom - gap - ((BLOCK_ROW * u + gap) if tall else 0)
    low = px_rect(rect.x, rect.bottom - low_h, rect.width, low_h)
    tab = SOURCE_TAB_PX * u
    tag = k.px(24)
    pile_h = (low.height - 2 * tag - g) / 2
    deck = px_rect(low.x + k.px(4), low.y + tag, pile_h * CARD_ASPECT, pile_h)
    discard = px_rect(deck.x, deck.bottom + tag + g, deck.width, pile_h)
    hand_x = deck.right + 2 * g
    if tall:
        block = px_rect(rect.x, top.bottom + gap, rect.width, BLOCK_ROW * u)
        points = px_rect(block.x, block.y, min(POINTS_W * u, block.width * 0.36), block.height)
        zones = px_rect(points.right + g, block.y, block.right - points.right - g, block.height)
        hand = px_rect(hand_x, low.y, low.right - hand_x, low.height - tab)
    else:
        need = hand_w(low.height / u, max(5, most)) * u
        x = min(hand_x + need + 2 * g, low.right - BLOCK_W * u)
        points = px_rect(x, low.y, low.right - x, POINTS_H * u)
        zones = px_rect(x, points.bottom + g, points.width, low.bottom - points.bottom - g)
        hand = px_rect(hand_x, low.y, x - 2 * g - hand_x, low.height - tab)
    area = px_rect(low.x, low.y, hand.right - low.x, low.height)
    xp = px_rect(top.x, top.y, min(XP_W * u, top.width * 0.4), top.height)
    rewards = px_rect(xp.right + g, top.y, top.right - xp.right - g, top.height)
    return SeatGeo(
        seat, pygame.Rect(rect), HeroGeo(seat, area, deck, discard, hand, rewards), xp, rewards, points, zones
    )


class KnightTabletop(KnightPanels):
    """The table-top layout: each hero's own things in their strip, the rest on the shared board."""

    board_in_place = True  #: after a move only the board's parts that changed are painted again
    seat_in_place = True  #: and only a strip's parts that changed

    def __init__(self, rules: Any, kit: Any) -> None:
        super().__init__(rules, kit)
        self.tt_geo: Geo | None = None
        self._tt_key: Any = None
        self._seat_geos: dict[tuple[Any, ...], SeatGeo] = {}  #: per seat, rect and hand size
        self.seat_parts: dict[int, tuple[SeatGeo, Placed]] = {}  #: each strip's last layout
        self._seat_layers: dict[int, Layers] = {}  #: each strip's kept parts

    def set_kit(self, kit: Any) -> None:
        super().set_kit(kit)
        self._tt_key = None
        self._seat_geos.clear()
        self.seat_parts.clear()
        self._seat_layers.clear()

    def layout(self, obs: Any, viewer: int | None, rect: pygame.Rect) -> dict[Any, Region]:
        self.tabletop = False
        return super().layout(obs, viewer, rect)

    @contextmanager
    def as_part(self, placed: Placed) -> Iterator[None]:
        """Lay out or draw with a strip's placed pieces in the board's stead."""
        keep = self.placed
        self.placed = placed
        try:
            yield
        finally:
            self.placed = keep

    @staticmethod
    def zones_seat(s: State) -> int:
        """The strip that holds the turn's points and the drop zones: the hero to act's."""
        return P.actor(s) if s.phase != "over" else s.current

    # --- the API ------------------------------------------------------------------------------

    def seat_depth(self, obs: Any, seat: int, length: int) -> int | None:
        return seat_depth(length)

    def layout_board(self, obs: Any, viewer: int | None, rect: pygame.Rect) -> dict[Any, Region]:
        s: State = obs
        self.tabletop = True
        k = self.kit
        geo = self.board_geometry(s, rect)
        legal = self.legal(s)
        m = B.the_map(s)
        self.place_map(s, geo, tabletop=True)
        p = self.placed
        p.zones, p.zone_groups, p.unit_slots, p.unit_areas = {}, {}, {}, {}
        spots = self.map_spots(m, legal)
        p.heroes = self.hero_spots(s)
        room = geo.map_room
        for seat, ((x, y), radius) in p.heroes.items():
            hit = max(radius, k.px(HERO_HIT))  # (a finger's size, kept inside the map's room)
            x, y = min(max(x, room.x + hit), room.right - hit), min(max(y, room.y + hit), room.bottom - hit)
            spots[Spot("hero", seat=seat)] = Shape.polygon(
                [(x + hit * math.cos(a * math.pi / 4), y + hit * math.sin(a * math.pi / 4)) for a in range(8)]
            )
        spots[Spot("round")] = geo.round_box
        spots[Spot("terrain")] = geo.terrain_box
        self.place_middle(s, geo, legal, least=k.px(TARGET))
        spots.update(self.middle_spots())
        p.skills_box = geo.skills
        p.rewards = self.chip_grid([Spot("skill", rw.id) for rw in s.skills], geo.skills, k.px(28))
        spots.update(p.rewards)
        self.laid = ("board", s, tuple(rect))
        return spots

    def layout_seat(self, obs: Any, viewer: int | None, seat: int, rect: pygame.Rect) -> dict[Any, Region]:
        s: State = obs
        if not 0 <= seat < len(s.heroes):
            return {}
        sg = self.seat_geometry(s, seat, rect)
        placed = Placed()
        self.seat_parts[seat] = (sg, placed)
        spots: dict[Any, Region] = {}
        h = s.heroes[seat]
        items = [Spot("unit", i, seat) for i in range(len(h.units))]
        items += [Spot("spell", rw.id, seat) for rw in h.spells]
        items += [Spot("artifact", rw.id, seat) for rw in h.artifacts]
        free = max(0, B.unit_spots(h) - len(h.units))
        places = self.chip_row(len(items) + free, sg.rewards)
        placed.rewards = dict(zip(items, places))
        placed.unit_slots = {seat: places[len(items) :]}
        placed.unit_areas = {seat: sg.rewards}
        spots[Spot("xp", seat=seat)] = sg.xp
        spots[Spot("units", seat=seat)] = sg.rewards
        spots.update(placed.rewards)
        with self.as_part(placed):
            if seat == self.zones_seat(s):
                spots[Spot("points")] = sg.points
                self.place_zones(s, None, self.legal(s), sg.zones)
                spots.update({Spot("use", z): r for z, r in placed.zones.items()})
            lay = self.hands[seat % 2].layout(self.hand_cards(s, seat), sg.hero.hand)
        spots.update(lay.hits)
        spots[Spot("deck", seat=seat)] = sg.hero.deck
        spots[Spot("discard", seat=seat)] = sg.hero.discard
        return spots

    def draw_board(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, rect: pygame.Rect, spots: dict[Any, Any]
    ) -> None:
        s: State = obs
        if not self.laid_for("board", s, rect):
            self.layout_board(obs, viewer, rect)
        geo = self.board_geometry(s, rect)
        self._layers.clear()  # (the normal layout's kept parts: that layout is not shown now)
        self.paint_layers(self._board_layers, surface, lambda: self._board_parts(surface, s, geo, self.legal(s)))

    def _board_parts(self, surface: pygame.Surface, s: State, geo: Geo, legal: list[Any]) -> list[Part]:
        """The shared board's parts, in the order they are painted, each with what it shows: the
        map, the round track, the terrain deck, the offerings (or the combat, ...) and the skills."""
        explores = tuple(sorted(a.slot for a in legal if isinstance(a, Explore)))
        shape = (self._tt_key, self.kit.player_colors)
        deck = (s.terrain_deck[:1], len(s.terrain_deck))
        shaded = partial(self.shaded, surface)
        return [
            *self.map_parts(surface, s, geo, explores, shape),
            *shaded(
                ("board", "round"),
                (shape, s.round, s.castles_won, s.castles_total),
                geo.round_box,
                partial(self._draw_round, surface, s, geo.round_box),
            ),
            *shaded(
                ("board", "terrain"),
                (shape, deck),
                geo.terrain_box,
                partial(self._draw_terrain_deck, surface, s, geo.terrain_box),
            ),
            *self.middle_parts(surface, s, geo, legal, ("board", "middle"), shape),
            *shaded(
                ("board", "skills"),
                (shape, s.skills, len(s.heroes)),
                geo.skills,
                partial(self._draw_skills, surface, s, geo.skills),
            ),
        ]

    def draw(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, rect: pygame.Rect, spots: dict[Any, Any]
    ) -> None:
        self._seat_layers.clear()  # (the strips' kept parts: table-top mode is not shown now)
        super().draw(surface, obs, viewer, rect, spots)

    def draw_seat(
        self,
        surface: pygame.Surface,
        obs: Any,
        viewer: int | None,
        seat: int,
        rect: pygame.Rect,
        spots: dict[Any, Any],
    ) -> None:
        """A hero's strip, painted in place: only its parts that changed (``strip_parts``)."""
        s: State = obs
        self.damage = None
        if not 0 <= seat < len(s.heroes):
            return
        if seat not in self.seat_parts or self.seat_parts[seat][0].rect != rect:
            self.layout_seat(obs, viewer, seat, rect)
        sg, placed = self.seat_parts[seat]
        layers = self._seat_layers.setdefault(seat, Layers(later=True))
        with self.as_part(placed):  # (the parts paint from the strip's placed pieces)
            self.damage = layers.paint(surface, self.strip_parts(surface, s, seat, sg), self.in_place, self.ground)

    def seat_key(self, obs: Any, viewer: int | None, seat: int, rect: pygame.Rect, spots: dict[Any, Any]) -> Any:
        """Everything a hero's strip shows (``strip_parts``), as one value from the few things its
        parts are painted from: the table turns the strip again only when it changes. None while
        the strip is not laid out for ``rect``."""
        s: State = obs
        if not 0 <= seat < len(s.heroes):
            return ()
        part = self.seat_parts.get(seat)
        if part is None or part[0].rect != rect:
            return None
        sg, placed = part
        h = s.heroes[seat]
        mine = s.turn is not None and s.turn.seat == seat
        used = s.turn.source_used if mine and s.turn is not None else ()
        piles = (len(h.deck), h.deck[:1], h.discard[-1:], len(h.discard))
        held = (h.xp, h.units, h.spells, h.artifacts, tuple(placed.rewards.items()), placed.unit_slots.get(seat))
        rings = (s.pending[0].seat, self._picks(s, "ready")) if s.pending else None
        key: tuple[Any, ...] = (
            sg.hero,
            h.hand,
            h.hand_use,
            piles,
            mine,
            used,
            held,
            self._picks(s, "flip", seat),
            rings,
        )
        if seat == self.zones_seat(s):
            with self.as_part(placed):
                key += (s.turn, s.pending[:1], self.zones_key(s))
        return key

    def strip_parts(self, surface: pygame.Surface, s: State, seat: int, sg: SeatGeo) -> list[Part]:
        """A hero's strip as parts, in the order they are painted (with the strip's placed pieces,
        ``as_part``): the hand row's (``hand_parts``), the experience box, the free unit spots and
        each unit, spell and artifact (or the hint of where they come from), the gold rings round
        the units a choice picks among, and on the strip of the hero to act the turn's points and
        the drop zones. Each panel and chip's shadow is a part of its own (``shadowed``)."""
        k = self.kit
        p = self.placed
        look = (k.scale, k.player_colors)
        h = s.heroes[seat]
        parts = self.hand_parts(surface, s, sg.hero, False, look)
        said = (seat, h.xp, B.level(h), B.defense(h), B.hand_size(h), B.unit_spots(h))
        paint: Any = partial(self._draw_xp_box, surface, s, seat, sg.xp, False)
        parts += self.shadowed(surface, "xp", sg.xp, k.px(8), (look, said), sg.xp, paint)
        chips = self.hero_chips(s, seat)
        spots = p.unit_slots.get(seat, [])
        if not chips and not spots:
            hint = sg.rewards.inflate(-k.px(12), 0)
            parts.append(Part("hint", look, hint, partial(self._reward_hint, surface, hint)))
        for j, r in enumerate(spots):  # (a dashed corner may reach a pixel past the spot's rect)
            parts.append(Part(("spot", j), look, r.inflate(2, 2), partial(self._unit_spot, surface, r)))
        parts += self.chip_parts(surface, chips, look)
        parts += self.picks_parts(surface, s, "picks")
        if seat == self.zones_seat(s):
            paint = partial(self._draw_points, surface, s, None, sg.points, False)
            parts += self.shadowed(surface, "points", sg.points, k.px(8), (look, s.turn), sg.points, paint)
            parts += self.zone_parts(surface, s, sg.zones, look)
        return parts

    def _draw_xp_box(self, surface: pygame.Surface, s: State, seat: int, box: pygame.Rect, shadow: bool = True) -> None:
        """A strip's experience box: the hero's token, level, experience, defense and hand size on
        one line over a slim experience bar (ticked where a level brings a skill or a unit spot)."""
        k = self.kit
        h = s.heroes[seat]
        k.panel(surface, box, radius=k.px(8), shadow=shadow)
        inner = box.inflate(-k.px(16), 0)
        tok = k.px(9)
        cy = box.y + k.px(19)
        k.token(surface, (inner.x + tok, cy), tok, seat)
        said = dict(level=B.level(h), xp=h.xp, defense=B.defense(h), hand=B.hand_size(h), units=B.unit_spots(h))
        heads = (
            str(t("Level {level} · {xp} XP · defense {defense} · hand {hand} · units {units}", **said)),
            str(t("Level {level} · {xp} XP · defense {defense} · hand {hand}", **said)),
            str(t("Level {level} · {xp} XP", **said)),
        )
        at = (inner.x + 2 * tok + k.px(8), cy)
        self.say(surface, heads, at, BODY, INK, True, "midleft", width=inner.right - at[0])
        bar = pygame.Rect(inner.x, box.bottom - k.px(12), inner.width, k.px(7))
        pygame.draw.rect(surface, hexc("#EEF1EE"), bar, border_radius=bar.height // 2)
        fill = pygame.Rect(bar.x, bar.y, max(1, round(bar.width * min(1.0, h.xp / C.XP_MAX))), bar.height)
        pygame.draw.rect(surface, palette.lighter(k.player_color(seat), 0.4), fill, border_radius=bar.height // 2)
        for sp in C.XP_TRACK:
            x = bar.x + bar.width * sp.xp / C.XP_MAX
            colour = SKILL_BAND if sp.symbol == "skill" else UNIT_BAND
            pygame.draw.line(surface, colour, (x, bar.y - k.px(2)), (x, bar.bottom + k.px(2)), max(2, k.px(2)))
        pygame.draw.rect(surface, palette.BORDER, bar, max(1, k.px(1)), border_radius=bar.height // 2)

    # --- geometry -------------------------------------------------------------------------------

    def seat_geometry(self, s: State, seat: int, rect: pygame.Rect) -> SeatGeo:
        most = max(max(len(h.hand), B.hand_size(h)) for h in s.heroes)
        key = (seat, tuple(rect), self.kit.scale, most)
        sg = self._seat_geos.get(key)
        if sg is None:
            if len(self._seat_geos) > 16:
                self._seat_geos.clear()
            sg = self._seat_geos[key] = seat_geo(self.kit, pygame.Rect(rect), seat, most)
        return sg

    def board_geometry(self, s: State, rect: pygame.Rect) -> Geo:
        """The shared board: the map on the left, as tall as the board; right of it the round
        track and the terrain deck, the offerings (or the combat) and the skills, one under the
        other (in the middle of the column when the board is taller than they need)."""
        key = (tuple(rect), self.kit.scale)
        if key == self._tt_key and self.tt_geo is not None:
            return self.tt_geo
        k = self.kit
        u = k.scale
        g = max(2, k.px(10))
        right_w = min(RIGHT_W * u, rect.width * 0.56)
        map_room = px_rect(rect.x, rect.y, rect.width - right_w - g, rect.height)
        right = px_rect(map_room.right + g, rect.y, rect.right - map_room.right - g, rect.height)
        tracks_h, middle_h = TRACKS_H * u, MIDDLE_H * u
        room = right.height - 2 * g - SKILLS_MIN * u
        if tracks_h + middle_h > room:  # a low board: the tracks give way, then the offerings too
            tracks_h = max(TRACKS_MIN * u, room - middle_h)
            f = max(0.5, min(1.0, room / (tracks_h + middle_h)))
            tracks_h, middle_h = tracks_h * f, middle_h * f
        skills_h = right.height - tracks_h - middle_h - 2 * g
        skills_h = min(skills_h, SKILLS_MAX * u)
        y = right.y + (right.height - tracks_h - middle_h - skills_h - 2 * g) / 2
        tracks = px_rect(right.x, y, right.width, tracks_h)
        round_box = px_rect(tracks.x, tracks.y, tracks.width * 0.68 - g / 2, tracks.height)
        terrain_box = px_rect(round_box.right + g, tracks.y, tracks.right - round_box.right - g, tracks.height)
        middle = px_rect(right.x, tracks.bottom + g, right.width, middle_h)
        skills = px_rect(right.x, middle.bottom + g, right.width, skills_h)
        none = pygame.Rect(right.x, right.y, 0, 0)
        self.tt_geo = Geo(
            pygame.Rect(rect),
            map_room,
            right,
            tracks,
            round_box,
            none,
            terrain_box,
            middle,
            skills,
            skills,
            none,
            none,
            none,
            (),
        )
        self._tt_key = key
        return self.tt_geo

    def chip_grid(self, items: list[Spot], box: pygame.Rect, head: int) -> dict[Spot, pygame.Rect]:
        """Chips under a heading ``head`` px tall in ``box``: as many rows as keep each at least
        ``TARGET`` tall, as few as the chips' widths allow."""
        if not items:
            return {}
        k = self.kit
        g = k.px(8)
        n = len(items)
        body = pygame.Rect(box.x + g, box.y + head, box.width - 2 * g, box.bottom - box.y - head - g)
        most_rows = max(1, int((body.height + g / 2) // (k.px(TARGET) + g / 2)))
        rows = 1
        while rows < min(n, most_rows) and (body.width - (math.ceil(n / rows) - 1) * g) / math.ceil(n / rows) < k.px(
            CHIP_W
        ):
            rows += 1
        cols = math.ceil(n / rows)
        w = min(k.px(CHIP_MAX_W), (body.width - (cols - 1) * g) / cols)
        h = min(k.px(CHIP_MAX_H), (body.height - (rows - 1) * g / 2) / rows)
        out = {}
        for i, sid in enumerate(items):
            row, col = divmod(i, cols)
            out[sid] = px_rect(body.x + col * (w + g), body.y + row * (h + g / 2), w, h)
        return out

    def chip_row(self, n: int, box: pygame.Rect) -> list[pygame.Rect]:
        """``n`` chips in one row along ``box``, each at most ``CHIP_W`` wide (as wide as four would
        be, when fewer)."""
        k = self.kit
        g = k.px(8)
        room = max(4, n)
        w = min(k.px(CHIP_W), (box.width - (room - 1) * g) / room)
        return [px_rect(box.x + i * (w + g), box.y, w, box.height) for i in range(n)]
