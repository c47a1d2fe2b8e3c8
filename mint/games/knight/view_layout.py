"""Where the pieces of Mint Knight lie on the table.

The board rect is cut in three: the explored map on the left (with room for a card-sized ghost
in every empty slot it may grow into), a column of panels on the right (the round and
experience tracks with the terrain deck; the unit and spell offerings, or the combat, or the
heal choices; each hero's units, spells, artifacts and the shared skills; the turn's points and
mana; the drop zones for playing a card), and the hand row along the bottom (each hero's deck,
discard pile and hand, in order). Nothing here draws.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Sequence

import pygame

from mint.core.game import Action
from mint.core.hexgrid import Layout
from mint.core.spots import Spot
from mint.games.knight import board as B
from mint.games.knight import play as P
from mint.games.knight import terrain as T
from mint.games.knight.actions import Explore, Heal, slot_text
from mint.games.knight.state import EXHAUSTED, FREE, State
from mint.ui.cards import Card, CardPainter, Hand
from mint.ui.hexboard import HexBoard, TerrainStyle
from mint.ui.kit import Kit
from mint.ui.palette import hexc
from mint.ui.view_api import GameView, Region, Shape

# Terrain by colour and by pattern (ART.md), so that no two differ by colour alone.
STYLES = {
    "grass": TerrainStyle(hexc("#B5D97C"), "dots", label="grass"),
    "hills": TerrainStyle(hexc("#C9A46A"), "hatch", label="hills"),
    "forest": TerrainStyle(hexc("#4F8C57"), "trees", label="forest"),
    "swamp": TerrainStyle(hexc("#7E8F5A"), "rows", label="swamp"),
    "desert": TerrainStyle(hexc("#E6CF8E"), "cross", label="desert"),
    "lake": TerrainStyle(hexc("#78B0DE"), "waves", label="lake"),
}
CARD_ASPECT = 0.64  #: width / height of an action, unit, spell, artifact or skill card
SOURCE_TAB_PX = 20  #: the gold tab under each source card, px at 1080p
HAND_CARD_PX = 237  #: a hand card's height at 1080p (its face is designed for it: words at 18 px)
HAND_RAISE = 0.08  #: a played card slides up by this share of its height
MAX_CARD_SHARE = 0.45  #: a terrain card is never wider (or taller) than this share of the map room
ZONE_ORDER = (
    *(f"basic{i}" for i in range(4)),
    *(f"strong{i}" for i in range(4)),
    *(f"side{i}" for i in range(4)),
    "exhaust",
    "wound",
    "heal",
)
ZONE_GROUPS = (("basic", "Basic action"), ("strong", "Stronger action (pay mana)"), ("side", "Sideways"))
SINGLE_ZONES = {"exhaust": "Exhaust", "wound": "Take a wound", "heal": "Heal"}


def _r(x: float, y: float, w: float, h: float) -> pygame.Rect:
    return pygame.Rect(round(x), round(y), max(1, round(w)), max(1, round(h)))


def zone_group(key: str) -> str:
    """basic, strong, side, or the zone's own key (exhaust, wound, heal)."""
    for g, _ in ZONE_GROUPS:
        if key.startswith(g):
            return g
    return key


@dataclass
class HeroGeo:
    """One hero's places in the hand row and the rewards row."""

    seat: int
    area: pygame.Rect  #: its part of the hand row
    deck: pygame.Rect
    discard: pygame.Rect
    hand: pygame.Rect
    rewards: pygame.Rect  #: its part of the rewards row (units, spells, artifacts)
    compact: bool = False  #: co-op, not this hero's turn: the hand is a list of names


@dataclass
class Geo:
    """The table's rows and columns for one rect, scale and number of heroes."""

    rect: pygame.Rect
    map_room: pygame.Rect
    right: pygame.Rect
    tracks: pygame.Rect  #: round track, experience, terrain deck
    round_box: pygame.Rect
    xp_box: pygame.Rect
    terrain_box: pygame.Rect
    middle: pygame.Rect  #: the offerings, or the combat, or the heal choices
    rewards: pygame.Rect  #: units, spells, artifacts and skills
    skills: pygame.Rect
    points: pygame.Rect  #: the turn's points and mana
    zones: pygame.Rect  #: the drop zones
    hand_row: pygame.Rect
    heroes: tuple[HeroGeo, ...]


@dataclass
class Placed:
    """Where this observation's pieces lie (computed on each layout)."""

    hexes: dict[int, Shape] = field(default_factory=dict)
    ghosts: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)
    card_rects: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)
    heroes: dict[int, tuple[tuple[float, float], float]] = field(default_factory=dict)  #: seat -> (centre, radius)
    zones: dict[str, pygame.Rect] = field(default_factory=dict)
    zone_groups: dict[str, pygame.Rect] = field(default_factory=dict)
    unit_offer: list[pygame.Rect] = field(default_factory=list)
    spell_offer: list[pygame.Rect] = field(default_factory=list)
    unit_offer_box: pygame.Rect | None = None
    spell_offer_box: pygame.Rect | None = None
    heal_box: pygame.Rect | None = None
    heal_cards: dict[Spot, pygame.Rect] = field(default_factory=dict)
    artifact_box: pygame.Rect | None = None
    artifact_cards: dict[str, pygame.Rect] = field(default_factory=dict)
    combat: pygame.Rect | None = None
    rewards: dict[Spot, pygame.Rect] = field(default_factory=dict)  #: unit, spell, artifact, skill cards
    unit_slots: dict[int, list[pygame.Rect]] = field(default_factory=dict)  #: seat -> empty unit spots
    unit_areas: dict[int, pygame.Rect] = field(default_factory=dict)


@dataclass
class MapEase:
    """The map's camera gliding from its last fit to the new one (``t`` seconds in)."""

    scale0: float
    centre0: tuple[float, float]
    scale1: float
    centre1: tuple[float, float]
    room: pygame.Rect
    t: float = 0.0
    image: pygame.Surface | None = None  #: the map room as painted for the new fit


class KnightBoard(HexBoard):
    """The hex board fitted to the map and its ghost slots together, never zoomed by the table;
    locations are painted by the view (``paint_marks``), not as the widget's text pills."""

    marks: Any = None  #: a callable(surface, layout) the view sets, painting into the kept board

    def _readable(self) -> float:
        return 0.0

    def fit(self, hexmap: Any, room: pygame.Rect, bounds: tuple[float, float, float, float], cap: float) -> None:
        """Show ``bounds`` (hex-size units) as large as ``room`` allows, at most ``cap`` px a unit."""
        self.map, self.rect = hexmap, pygame.Rect(room)
        x0, y0, x1, y1 = bounds
        pad = self.kit.px(6)
        w, h = max(1e-6, x1 - x0), max(1e-6, y1 - y0)
        self.fit_scale = max(1e-3, min((room.width - 2 * pad) / w, (room.height - 2 * pad) / h, cap))
        self.min_scale = self.scale = self.fit_scale
        self.centre = ((x0 + x1) / 2, (y0 + y1) / 2)

    def _paint_marks(self, surf: pygame.Surface, lay: Layout) -> None:
        if self.marks is not None:
            self.marks(surf, lay)


def frontier(s: State) -> tuple[tuple[int, int], ...]:
    """Every empty slot of the step pattern across an edge of an explored card (not closed)."""
    m = B.the_map(s)
    out = set()
    for slot in m.card_at:
        for edge in T.EDGES:
            nxt = T.across(slot, edge)
            if T.legal_slot(nxt) and nxt not in m.card_at and nxt not in s.closed:
                out.add(nxt)
    return tuple(sorted(out, key=lambda sl: (sl[1], sl[0])))


def slot_units(m: T.Map, slot: tuple[int, int]) -> tuple[float, float, float, float]:
    """A slot's card rect in hex-size units (every card has the same footprint)."""
    first = m.hexmap.placements[0]
    x0, y0, x1, y1 = m.hexmap.card_rect(first.id)
    unit = Layout(1.0, (0.0, 0.0), m.hexmap.pointy)
    ax, ay = unit.to_pixel(first.at)
    bx, by = unit.to_pixel(T.origin(slot))
    dx, dy = bx - ax, by - ay
    return x0 + dx, y0 + dy, x1 + dx, y1 + dy


def targeted(legal: Sequence[Action]) -> set[Any]:
    """Every spot a legal action names."""
    out: set[Any] = set()
    for a in legal:
        for sid in (a.source, a.target):
            if sid is not None and sid != "":
                out.add(sid)
    return out


class KnightLayout(GameView):
    """The spots of Mint Knight, computed from the observation and the table's rect."""

    def __init__(self, rules: Any, kit: Kit) -> None:
        super().__init__(rules, kit)
        self.board = KnightBoard(kit, STYLES, costs="none", water=("lake",))
        self.geo: Geo | None = None
        self._geo_key: Any = None
        self.placed = Placed()
        self._map_key: Any = None
        self.map_ease: MapEase | None = None  #: the camera easing to a map that grew (or shrank)
        self._legal: tuple[Any, list[Action]] = (None, [])
        self.action_cards = CardPainter(kit, self.face_action, accent=hexc("#4A5A6A"), design_height=HAND_CARD_PX)
        self.small_cards = CardPainter(kit, self.face_small, accent=hexc("#4A5A6A"), design_height=160)
        self.hands = [
            Hand(self.action_cards, raise_by=HAND_RAISE, gap=8, align="left", animate=False) for _ in range(2)
        ]

    def set_kit(self, kit: Kit) -> None:
        super().set_kit(kit)
        self.board.set_kit(kit)
        self.action_cards.set_kit(kit)
        self.small_cards.set_kit(kit)
        self.hands = [
            Hand(self.action_cards, raise_by=HAND_RAISE, gap=8, align="left", animate=False) for _ in range(2)
        ]
        self._geo_key = None
        self._map_key = None

    # card faces: the painter (view_draw) paints them
    def face_action(self, k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any, side: Any) -> None:
        pass

    def face_small(self, k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any, side: Any) -> None:
        pass

    # --- the moves of this observation, once ---------------------------------------------------

    def legal(self, s: State) -> list[Action]:
        """The legal actions of the observation (kept for the observation last asked about)."""
        if self._legal[0] is not s:
            try:
                acts = list(self.rules.legal_actions(s)) if s.phase != "over" else []
            except Exception:  # an observation the rules cannot read further (hidden cards)
                acts = []
            self._legal = (s, acts)
        return self._legal[1]

    # --- geometry ------------------------------------------------------------------------------

    def geometry(self, s: State, rect: pygame.Rect) -> Geo:
        acting = P.actor(s) if s.phase != "over" else s.current
        most = max(max(len(h.hand), B.hand_size(h)) for h in s.heroes)
        key = (tuple(rect), self.kit.scale, len(s.heroes), acting, most)
        if key != self._geo_key or self.geo is None:
            self.geo = self._compute(pygame.Rect(rect), len(s.heroes), acting, most)
            self._geo_key = key
        return self.geo

    def _compute(self, rect: pygame.Rect, n: int, acting: int, most: int = 5) -> Geo:
        """The map takes the left column, the panels the right one, the hand row the bottom: under
        the panels only while a solo hand (``most`` cards) fits there side by side, so the map
        keeps the whole height; else along the whole bottom (each card's words stay readable)."""
        k = self.kit
        u = k.scale
        g = max(2, k.px(10))
        tab = SOURCE_TAB_PX * u
        hand_h = min(rect.height * 0.3, (HAND_CARD_PX * (1 + HAND_RAISE) + SOURCE_TAB_PX) * u)
        top_h = rect.height - hand_h - g
        map_w = max(rect.width * 0.3, min(rect.width * 0.4, 580 * u))
        card_w = (hand_h - tab) / (1 + HAND_RAISE) * CARD_ASPECT
        piles = (hand_h - 2 * k.px(24) - g) / 2 * CARD_ASPECT + k.px(4) + 2 * g  # as laid out below
        narrow = n == 1 and piles + most * card_w + (most - 1) * k.px(8) + 2 <= rect.right - map_w - g
        map_room = _r(rect.x, rect.y, map_w, rect.height if narrow else top_h)
        right = _r(map_room.right + g, rect.y, rect.right - map_room.right - g, top_h)
        rows = [100.0, 236.0, 0.0, 52.0, 96.0]
        free = top_h - sum(rows) * u - 4 * g
        if free < 130 * u:  # a short room: every row gives up a share
            f = max(0.5, (top_h - 4 * g - 130 * u) / (sum(rows) * u))
            rows = [r * f for r in rows]
            free = top_h - sum(rows) * u - 4 * g
        ys = []
        y = float(right.y)
        for h in (rows[0] * u, rows[1] * u, free, rows[3] * u, rows[4] * u):
            ys.append((y, h))
            y += h + g
        tracks = _r(right.x, ys[0][0], right.width, ys[0][1])
        middle = _r(right.x, ys[1][0], right.width, ys[1][1])
        rewards = _r(right.x, ys[2][0], right.width, ys[2][1])
        points = _r(right.x, ys[3][0], right.width, ys[3][1])
        zones = _r(right.x, ys[4][0], right.width, ys[4][1])
        tw = tracks.width
        round_box = _r(tracks.x, tracks.y, tw * 0.3 - g / 2, tracks.height)
        terrain_box = _r(tracks.right - tw * 0.2 + g / 2, tracks.y, tw * 0.2 - g / 2, tracks.height)
        xp_box = _r(round_box.right + g, tracks.y, terrain_box.x - round_box.right - 2 * g, tracks.height)
        skills_w = rewards.width * (0.24 if n == 1 else 0.2)
        skills = _r(rewards.right - skills_w, rewards.y, skills_w, rewards.height)
        per_reward = (skills.x - g - rewards.x - (n - 1) * g) / n
        hand_x = right.x if narrow else rect.x
        hand_row = _r(hand_x, rect.bottom - hand_h, rect.right - hand_x, hand_h)
        heroes = []
        other_w = max(rect.width * 0.19, 250 * u)  # co-op: the other hero's hand, as a list
        x = float(hand_row.x)
        for i in range(n):
            width = hand_row.width if n == 1 else (other_w if i != acting else hand_row.width - other_w - 2 * g)
            area = _r(x, hand_row.y, width, hand_row.height)
            x += width + 2 * g
            row = _r(rewards.x + i * (per_reward + g), rewards.y, per_reward, rewards.height)
            if n > 1 and i != acting:  # a list of the cards, its deck and discard counts on top
                head = k.px(28)
                deck = _r(area.right - 2 * head * 3.2 - g, area.y, head * 3.2, head)
                discard = _r(area.right - head * 3.2, area.y, head * 3.2, head)
                hand = _r(area.x, area.y + head + g // 2, area.width, area.height - head - g // 2)
                heroes.append(HeroGeo(i, area, deck, discard, hand, row, compact=True))
                continue
            tag = k.px(24)  # the deck over the discard pile, each under its count
            pile_h = (area.height - 2 * tag - g) / 2
            deck = _r(area.x + k.px(4), area.y + tag, pile_h * CARD_ASPECT, pile_h)
            discard = _r(deck.x, deck.bottom + tag + g, deck.width, pile_h)
            hand = _r(deck.right + 2 * g, area.y, area.right - deck.right - 2 * g, area.height - tab)
            heroes.append(HeroGeo(i, area, deck, discard, hand, row))
        return Geo(
            rect,
            map_room,
            right,
            tracks,
            round_box,
            xp_box,
            terrain_box,
            middle,
            rewards,
            skills,
            points,
            zones,
            hand_row,
            tuple(heroes),
        )

    # --- the map ------------------------------------------------------------------------------

    def place_map(self, s: State, geo: Geo) -> None:
        """Fit the map and its ghost slots into the map room; keep every hex's shape."""
        m = B.the_map(s)
        ghosts = frontier(s)
        key = (s.placed, ghosts, tuple(geo.map_room), self.kit.scale)
        if key == self._map_key:
            return
        same_room = self._map_key is not None and self._map_key[2:] == key[2:]
        before = (self.board.scale, self.board.centre)
        boxes = [slot_units(m, sl) for sl in (*m.card_at, *ghosts)]
        bounds = (
            min(b[0] for b in boxes),
            min(b[1] for b in boxes),
            max(b[2] for b in boxes),
            max(b[3] for b in boxes),
        )
        x0, y0, x1, y1 = slot_units(m, (0, 0))
        room = geo.map_room
        cap = min(room.width * MAX_CARD_SHARE / (x1 - x0), room.height * MAX_CARD_SHARE / (y1 - y0))
        self.board.fit(m.hexmap, room, bounds, cap)
        if same_room and abs(before[0] - self.board.scale) + abs(before[1][0] - self.board.centre[0]) > 1e-3:
            self.map_ease = MapEase(before[0], before[1], self.board.scale, self.board.centre, pygame.Rect(room))
        lay = self.board.layout
        self.placed.hexes = {i: Shape(m.hexmap.polygons(sid, lay)) for i, sid in enumerate(m.sids)}

        def px_rect(b: tuple[float, float, float, float]) -> pygame.Rect:
            (a, c), (d, e) = lay.from_unit(b[0], b[1]), lay.from_unit(b[2], b[3])
            return _r(a, c, d - a, e - c)

        self.placed.card_rects = {sl: px_rect(slot_units(m, sl)) for sl in m.card_at}
        self.placed.ghosts = {sl: px_rect(slot_units(m, sl)).inflate(-self.kit.px(8), -self.kit.px(8)) for sl in ghosts}
        self._map_key = key

    def hero_spots(self, s: State) -> dict[int, tuple[tuple[float, float], float]]:
        """Each hero's token: centre and radius (two on one space sit side by side)."""
        m = B.the_map(s)
        by_space: dict[int, list[int]] = {}
        for seat, h in enumerate(s.heroes):
            if m.has(h.place):
                by_space.setdefault(m.index(h.place), []).append(seat)
        out = {}
        scale = self.board.scale
        for sp, seats in by_space.items():
            shape = self.placed.hexes[sp]
            cx, cy = shape.center
            whole = m.kind[sp] == "whole" or len(m.parts[sp]) > 2
            room = shape.area
            r = min(scale * (0.42 if whole else 0.3), math.sqrt(0.55 * room / 3.2))
            if len(seats) > 1:
                r *= 0.75
            for j, seat in enumerate(seats):
                dx = (j - (len(seats) - 1) / 2) * r * 1.9
                out[seat] = ((cx + dx, cy + scale * 0.08), max(4.0, r))
        return out

    # --- the right column --------------------------------------------------------------------

    def _cards_in(self, box: pygame.Rect, n: int, head: int, gap: int) -> list[pygame.Rect]:
        """``n`` card places in one line inside ``box`` under a heading ``head`` px tall."""
        if n <= 0:
            return []
        h = float(box.height - head - gap)
        w = min(h * CARD_ASPECT, (box.width - (n + 1) * gap) / n)
        h = w / CARD_ASPECT
        total = n * w + (n - 1) * gap
        x0 = box.x + (box.width - total) / 2
        return [_r(x0 + i * (w + gap), box.y + head + (box.height - head - h) / 2, w, h) for i in range(n)]

    def place_middle(self, s: State, geo: Geo, legal: list[Action]) -> None:
        k = self.kit
        p = self.placed
        g = k.px(8)
        head = k.px(28)
        mid = geo.middle
        p.combat = None
        p.unit_offer_box = p.spell_offer_box = p.heal_box = p.artifact_box = None
        p.unit_offer, p.spell_offer = [], []
        p.heal_cards, p.artifact_cards = {}, {}
        if s.combat is not None:
            p.combat = mid
            return
        heal_mode = self.heal_mode(s, legal)
        pending = s.pending[0] if s.pending else None
        artifacts = pending is not None and pending.kind == "artifact"
        split = 0.42 if (heal_mode or artifacts) else 0.5
        left = _r(mid.x, mid.y, mid.width * split - g / 2, mid.height)
        right = _r(left.right + g, mid.y, mid.right - left.right - g, mid.height)
        p.unit_offer_box = left
        p.unit_offer = self._cards_in(left, max(3, len(s.unit_offer)), head, g)[: len(s.unit_offer)]
        if artifacts:
            assert pending is not None
            p.artifact_box = right
            ids = list(dict.fromkeys(str(x) for x in pending.data))
            p.artifact_cards = dict(zip(ids, self._cards_in(right, len(ids), head, g)))
        elif heal_mode:
            p.heal_box = right
            p.heal_cards = self._heal_places(s, right, head, g)
        else:
            p.spell_offer_box = right
            p.spell_offer = self._cards_in(right, max(3, len(s.spell_offer)), head, g)[: len(s.spell_offer)]

    def heal_mode(self, s: State, legal: list[Action]) -> bool:
        """Heal points to spend on the discard pile or the deck (their cards are laid out to choose)."""
        if s.combat is not None or s.pending or s.turn is None or s.turn.heal <= 0:
            return False
        return any(isinstance(a, Heal) and a.where in ("discard", "deck") for a in legal)

    def _heal_places(self, s: State, box: pygame.Rect, head: int, gap: int) -> dict[Spot, pygame.Rect]:
        """The discard pile's cards, then the deck's from its top, as chips of words in a grid."""
        assert s.turn is not None
        seat = s.turn.seat
        h = s.heroes[seat]
        ids = [Spot("discard", i, seat) for i in range(len(h.discard))]
        ids += [Spot("deck", i, seat) for i in range(len(h.deck))]
        n = len(ids)
        if not n:
            return {}
        room = pygame.Rect(box.x + gap, box.y + head, box.width - 2 * gap, box.height - head - gap // 2)
        cols = max(1, min(n, int(room.width // self.kit.px(170))))
        while cols > 1 and math.ceil(n / (cols - 1)) * self.kit.px(40) <= room.height:
            cols -= 1  # wider chips while they still fit in height
        rows = math.ceil(n / cols)
        w = (room.width - (cols - 1) * gap) / cols
        step = min(self.kit.px(48), room.height / rows)
        out = {}
        for i, sid in enumerate(ids):
            col, line = divmod(i, rows)  # down each column: the pile's order reads top to bottom
            out[sid] = _r(room.x + col * (w + gap), room.y + line * step, w, step - gap / 2)
        return out

    def place_rewards(self, s: State, geo: Geo) -> None:
        """Each hero's units (and free unit spots), spells and artifacts, as cards; the shared
        skills, as lines of words."""
        k = self.kit
        p = self.placed
        g = k.px(8)
        head = k.px(24)
        p.rewards, p.unit_slots, p.unit_areas = {}, {}, {}
        counts = [max(2, max(len(h.units), B.unit_spots(h)) + len(h.spells) + len(h.artifacts)) for h in s.heroes]
        x = float(geo.rewards.x)
        room = geo.skills.x - g - geo.rewards.x - (len(counts) - 1) * g
        for hg in geo.heroes:  # each hero's part of the row grows with what it holds
            h = s.heroes[hg.seat]
            w = room * counts[hg.seat] / sum(counts)
            hg.rewards = _r(x, geo.rewards.y, w, geo.rewards.height)
            x += w + g
            items: list[tuple[Spot | None, float]] = [(Spot("unit", i, hg.seat), 1.0) for i in range(len(h.units))]
            items += [(None, 1.0)] * max(0, B.unit_spots(h) - len(h.units))
            items += [(Spot("spell", r.id, hg.seat), 1.0) for r in h.spells]
            items += [(Spot("artifact", r.id, hg.seat), 1.0) for r in h.artifacts]
            places = self._line(hg.rewards, [f for _, f in items] or [1.0], head, g)
            slots = [r for (sid, _), r in zip(items, places) if sid is None]
            for (sid, _), r in zip(items, places):
                if sid is not None:
                    p.rewards[sid] = r
            p.unit_slots[hg.seat] = slots
            group = [r for (sid, _), r in zip(items, places) if sid is None or sid.kind == "unit"] or places[:1]
            p.unit_areas[hg.seat] = group[0].unionall(group[1:])
        box = geo.skills
        n = len(s.skills)
        step = min(k.px(56), (box.height - head - g) / max(1, n))
        for i, rw in enumerate(s.skills):
            p.rewards[Spot("skill", rw.id)] = _r(
                box.x + g, box.y + head + g / 2 + i * step, box.width - 2 * g, step - g / 2
            )

    def _line(self, box: pygame.Rect, widths: Sequence[float], head: int, gap: int) -> list[pygame.Rect]:
        """Small card places left to right under a heading, ``widths`` in card widths (1; a turned
        card more); two lines when one would make them too small."""
        room = pygame.Rect(box.x + gap, box.y + head, box.width - 2 * gap, box.height - head - gap // 2)
        n = len(widths)

        def fitted(lines: list[list[int]]) -> float:
            h = (room.height - (len(lines) - 1) * gap) / len(lines)
            return min(
                [h] + [(room.width - (len(ln) - 1) * gap) / (CARD_ASPECT * sum(widths[i] for i in ln)) for ln in lines]
            )

        one = [list(range(n))]
        two = [list(range((n + 1) // 2)), list(range((n + 1) // 2, n))]
        lines = two if n > 2 and fitted(two) > fitted(one) * 1.15 else one
        h = fitted(lines)
        out: dict[int, pygame.Rect] = {}
        for j, ln in enumerate(lines):
            x = float(room.x)
            for i in ln:
                w = h * CARD_ASPECT * widths[i]
                tall = h if widths[i] <= 1 else w * CARD_ASPECT
                out[i] = _r(x, room.y + j * (h + gap) + (h - tall) / 2, w, tall)
                x += w + gap
        return [out[i] for i in range(n)]

    def place_zones(self, s: State, geo: Geo, legal: list[Action]) -> None:
        """The drop zones some legal action targets, grouped (basic, stronger, sideways, the rest)."""
        k = self.kit
        p = self.placed
        keys = {a.target.key for a in legal if isinstance(a.target, Spot) and a.target.kind == "use"}
        present = [z for z in ZONE_ORDER if z in keys]
        p.zones, p.zone_groups = {}, {}
        if not present:
            return
        groups: list[tuple[str, list[str]]] = []
        for z in present:
            gname = zone_group(z)
            if groups and groups[-1][0] == gname:
                groups[-1][1].append(z)
            else:
                groups.append((gname, [z]))
        box = geo.zones
        g = k.px(10)
        inner = k.px(6)
        count = sum(len(zs) for _, zs in groups)
        unit_w = (
            box.width - (len(groups) - 1) * g - sum(2 * inner + (len(zs) - 1) * inner for _, zs in groups)
        ) / count
        unit_w = min(unit_w, k.px(150))
        total = sum(len(zs) * unit_w + 2 * inner + (len(zs) - 1) * inner for _, zs in groups) + (len(groups) - 1) * g
        x = box.x + (box.width - total) / 2
        head = k.px(24)
        for gname, zs in groups:
            gw = len(zs) * unit_w + 2 * inner + (len(zs) - 1) * inner
            grect = _r(x, box.y, gw, box.height)
            p.zone_groups[gname] = grect
            for j, z in enumerate(zs):
                p.zones[z] = _r(x + inner + j * (unit_w + inner), box.y + head, unit_w, box.height - head - inner)
            x += gw + g

    # --- the hand row --------------------------------------------------------------------------

    def hand_cards(self, s: State, seat: int) -> list[Card]:
        h = s.heroes[seat]
        out = []
        for pos, (card, use) in enumerate(zip(h.hand, h.hand_use)):
            face = (card.title, card.advanced, card.waning)
            out.append(Card(Spot("hand", pos, seat), face, 0, raised=use != FREE, dim=use == EXHAUSTED))
        return out

    def hand_rows(self, s: State, hg: HeroGeo) -> list[pygame.Rect]:
        """A compact hand's lines, one per card."""
        n = max(5, len(s.heroes[hg.seat].hand))
        step = min(hg.hand.height / n, self.kit.px(40))
        return [
            _r(hg.hand.x, hg.hand.y + i * step, hg.hand.width, step - 2) for i in range(len(s.heroes[hg.seat].hand))
        ]

    def place_hands(self, s: State, geo: Geo) -> dict[Spot, pygame.Rect]:
        out: dict[Spot, pygame.Rect] = {}
        for hg in geo.heroes:
            if hg.compact:
                for pos, r in enumerate(self.hand_rows(s, hg)):
                    out[Spot("hand", pos, hg.seat)] = r
                continue
            lay = self.hands[hg.seat % 2].layout(self.hand_cards(s, hg.seat), hg.hand)
            for cid, r in lay.hits.items():
                out[cid] = r  # type: ignore[index]
        return out

    # --- spots --------------------------------------------------------------------------------

    def layout(self, obs: Any, viewer: int | None, rect: pygame.Rect) -> dict[Any, Region]:
        s: State = obs
        geo = self.geometry(s, rect)
        legal = self.legal(s)
        m = B.the_map(s)
        self.place_map(s, geo)
        p = self.placed
        spots: dict[Any, Region] = {}
        for i, shape in p.hexes.items():
            spots[Spot("space", T.format_place(m.places[i]))] = shape
        explores = {a.slot for a in legal if isinstance(a, Explore)}
        for sl, r in p.ghosts.items():
            if sl in explores:
                spots[Spot("slot", slot_text(sl))] = r
        p.heroes = self.hero_spots(s)
        for seat, (c, radius) in p.heroes.items():
            hit = max(radius, min(self.kit.px(22), radius * 1.25))
            spots[Spot("hero", seat=seat)] = Shape.polygon(
                [(c[0] + hit * math.cos(a * math.pi / 4), c[1] + hit * math.sin(a * math.pi / 4)) for a in range(8)]
            )
        spots[Spot("round")] = geo.round_box
        spots[Spot("terrain")] = geo.terrain_box
        for hg in geo.heroes:
            spots[Spot("xp", seat=hg.seat)] = geo.xp_box if len(geo.heroes) == 1 else self.xp_line(geo, hg.seat)
        self.place_middle(s, geo, legal)
        if p.combat is not None:
            spots[Spot("combat")] = p.combat
        for i, r in enumerate(p.unit_offer):
            spots[Spot("offer", i)] = r
        for i, r in enumerate(p.spell_offer):
            spots[Spot("spells", i)] = r
        for sid, r in p.heal_cards.items():
            spots[sid] = r
        for aid, r in p.artifact_cards.items():
            spots[Spot("found", aid)] = r
        self.place_rewards(s, geo)
        for sid, r in p.rewards.items():
            spots[sid] = r
        for seat, area in p.unit_areas.items():
            spots[Spot("units", seat=seat)] = area
        spots[Spot("points")] = geo.points
        self.place_zones(s, geo, legal)
        for z, r in p.zones.items():
            spots[Spot("use", z)] = r
        spots.update(self.place_hands(s, geo))
        for hg in geo.heroes:
            spots[Spot("deck", seat=hg.seat)] = hg.deck
            spots[Spot("discard", seat=hg.seat)] = hg.discard
        return spots

    def xp_line(self, geo: Geo, seat: int) -> pygame.Rect:
        """A hero's line of the experience box (co-op: one per hero)."""
        box = geo.xp_box
        n = len(geo.heroes)
        h = box.height / max(1, n)
        return _r(box.x, box.y + seat * h, box.width, h)
