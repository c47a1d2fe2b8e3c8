"""How Mint Knight looks: the map with its locations, cubes and heroes; the card faces (action
cards with both actions and their mana icons; units, spells, artifacts, skills); the tracks and
the terrain deck; the offerings, the cards to heal and the artifacts found; the rewards; each
hero's deck, discard pile and hand (view.py paints the combat, points, zones and legend).

Icons are drawn from shapes given in units of their radius, so they stay crisp at any size;
card faces go through the shared card painter, which keeps them once painted; each part of the
table is kept painted until what it shows changes (``_kept``).
"""

from __future__ import annotations

import math
from functools import partial
from typing import Any, Callable, Sequence

import pygame

from mint.core.hexgrid import Layout
from mint.core.hexmap import centroid
from mint.core.spots import Spot
from mint.games.knight import board as B
from mint.games.knight import cards as C
from mint.games.knight import play as P
from mint.games.knight import terrain as T
from mint.games.knight.actions import Explore, Heal, Recruit
from mint.games.knight.effects import Effect
from mint.games.knight.state import READY, WOUNDED, State
from mint.games.knight.view_layout import (
    SOURCE_TAB_PX,
    Geo,
    KnightLayout,
)
from mint.ui import palette
from mint.ui.cards import Card
from mint.ui.kit import Kit
from mint.ui.palette import Color, hexc

Point = tuple[float, float]
Pts = Sequence[tuple[float, float]]
ACCENT = palette.ACCENTS["knight"]
INK, GREY, CREAM, WHITE = palette.TEXT, palette.TEXT_2, palette.PANEL, palette.WHITE
MANA_FILL = dict(zip("RGWYK", map(hexc, ("#C8453C", "#3E9B52", "#F2EFE6", "#E2B33C", "#2E2A35"))))
CUBE_FILL = {"red": hexc("#C8453C"), "white": hexc("#F4F4F0"), "green": hexc("#3E9B52"), "black": hexc("#26262B")}
SPELL_BAND = {"R": hexc("#A8423A"), "G": hexc("#3C7F4A"), "W": hexc("#7D8794")}
ARTIFACT_BAND, SKILL_BAND, UNIT_BAND = hexc("#8B6A2B"), hexc("#6B5A8E"), hexc("#3E6E8E")
STARTING, WANING = hexc("#DCEFE3"), hexc("#DDD6EA")
ENEMY_RED, LOC_INK, STONE = hexc("#9E2B25"), hexc("#3B3A36"), hexc("#9C9A92")
NIGHT, DAY = hexc("#39425A"), hexc("#FFF3C8")
LOC_SHORT = {"tower": "Tower"}


# --- text ---------------------------------------------------------------------------------------


def fit(
    k: Kit, surface: pygame.Surface, words: str, rect: pygame.Rect, size: float = 18, least: float = 10, **kw: Any
) -> None:
    """Words wrapped into ``rect``, shrunk (to ``least`` at most) until they fit; centred unless
    ``centre=False``; ``colour`` and ``bold`` as for ``Kit.text`` (bold by default)."""
    colour, bold, centre = kw.get("colour", INK), kw.get("bold", True), kw.get("centre", True)
    s = size
    while True:
        lines = k.wrap(words, s, rect.width, bold)
        step = k.font(s, bold).get_linesize()
        if len(lines) * step <= rect.height or s <= least:
            break
        s = max(least, s - 1)
    lines = lines[: max(1, rect.height // max(1, step))]
    y = rect.centery - len(lines) * step / 2 if centre else rect.y
    for line in lines:
        pos = (rect.centerx, y + step / 2) if centre else (rect.x, y + step / 2)
        k.text(surface, line, pos, s, colour, bold, "center" if centre else "midleft", rect.width)
        y += step


# --- icons: shapes in units of their radius -------------------------------------------------------


def _at(c: Point, r: float, pts: Pts) -> list[Point]:
    return [(c[0] + x * r, c[1] + y * r) for x, y in pts]


def _poly(surface: pygame.Surface, colour: Color, c: Point, r: float, pts: Pts, width: int = 0) -> None:
    pygame.draw.polygon(surface, colour, _at(c, r, pts), width)


def _box(c: Point, r: float, x: float, y: float, w: float, h: float) -> pygame.Rect:
    return pygame.Rect(round(c[0] + x * r), round(c[1] + y * r), max(1, round(w * r)), max(1, round(h * r)))


def mana(k: Kit, surface: pygame.Surface, c: Point, r: float, code: str, used: bool = False) -> None:
    """A mana icon: its colour and its letter (R, G, W, Y gold, K black), crossed out when used."""
    fill = MANA_FILL.get(code, palette.BORDER)
    pygame.draw.circle(surface, fill, c, r)
    pygame.draw.circle(
        surface, hexc("#8E8A80") if code == "W" else palette.darker(fill, 0.6), c, r, max(1, round(r * 0.14))
    )
    k.text(surface, code, c, max(7.0, r * 1.15 / k.scale), INK if code in "WY" else WHITE, True, "center")
    if used:
        pygame.draw.line(surface, palette.DANGER, (c[0] - r, c[1] + r), (c[0] + r, c[1] - r), max(2, round(r * 0.22)))


def cube(surface: pygame.Surface, c: Point, h: float, colour: str) -> None:
    """A small wooden cube seen from above and a little to the side."""
    fill = CUBE_FILL.get(colour, palette.GOLD)
    rim = palette.darker(fill, 0.5) if colour != "black" else hexc("#8A8A92")
    faces = (
        ([(-1, -0.55), (0.45, -0.55), (0.45, 1), (-1, 1)], fill),
        ([(-1, -0.55), (-0.45, -1), (1, -1), (0.45, -0.55)], palette.lighter(fill, 0.35)),
        ([(0.45, -0.55), (1, -1), (1, 0.45), (0.45, 1)], palette.darker(fill, 0.75)),
    )
    for pts, shade in faces:
        _poly(surface, shade, c, h, pts)
        _poly(surface, rim, c, h, pts, 1)


def sun(surface: pygame.Surface, c: Point, r: float, colour: Color = palette.GOLD) -> None:
    for i in range(8):
        dx, dy = math.cos(i * math.pi / 4), math.sin(i * math.pi / 4)
        a, b = (c[0] + dx * r * 0.7, c[1] + dy * r * 0.7), (c[0] + dx * r, c[1] + dy * r)
        pygame.draw.line(surface, colour, a, b, max(1, round(r * 0.16)))
    pygame.draw.circle(surface, colour, c, r * 0.5)


def moon(surface: pygame.Surface, c: Point, r: float, colour: Color, back: Color) -> None:
    pygame.draw.circle(surface, colour, c, r * 0.8)
    pygame.draw.circle(surface, back, (c[0] + r * 0.38, c[1] - r * 0.25), r * 0.7)


def location_icon(surface: pygame.Surface, loc: str, c: Point, r: float, ink: Color = LOC_INK) -> None:
    """A location's mark: town houses, ruined columns, a keep, a mage tower, a castle, orcs, a dragon."""
    w = max(1, round(r * 0.12))
    if loc == "town":
        for dx, s in ((-0.45, 0.41), (0.4, 0.52)):
            pygame.draw.rect(surface, palette.CINNAMON, _box(c, r, dx - s, -0.1 * s, 2 * s, 1.1 * s))
            _poly(surface, ink, c, r, [(dx - 1.2 * s, -0.1 * s), (dx, -1.2 * s), (dx + 1.2 * s, -0.1 * s)])
            pygame.draw.rect(surface, ink, _box(c, r, dx - s, -0.1 * s, 2 * s, 1.1 * s), w)
    elif loc == "ruins":
        for dx, top in ((-0.55, -0.2), (0.0, -0.75), (0.55, -0.45)):
            pygame.draw.rect(surface, hexc("#BDB6A6"), _box(c, r, dx - 0.16, top, 0.32, 0.75 - top))
            pygame.draw.rect(surface, ink, _box(c, r, dx - 0.16, top, 0.32, 0.75 - top), w)
        pygame.draw.rect(surface, ink, _box(c, r, -0.85, 0.75, 1.7, 0.1))
    elif loc in ("keep", "castle"):
        if loc == "castle":
            for dx in (-0.9, 0.5):
                pygame.draw.rect(surface, hexc("#B0ADA4"), _box(c, r, dx, -0.85, 0.4, 1.6))
                pygame.draw.rect(surface, ink, _box(c, r, dx, -0.85, 0.4, 1.6), w)
            pygame.draw.line(surface, ink, (c[0], c[1] - 0.5 * r), (c[0], c[1] - 0.95 * r), w)
            _poly(surface, palette.CINNAMON, c, r, [(0, -0.95), (0.4, -0.82), (0, -0.68)])
        wide = 0.7 if loc == "castle" else 0.5
        pygame.draw.rect(surface, STONE, _box(c, r, -wide, -0.35, 2 * wide, 1.1))
        for i in range(3):
            pygame.draw.rect(surface, STONE, _box(c, r, -wide + i * wide * 0.8, -0.57, wide * 0.4, 0.24))
        pygame.draw.rect(surface, ink, _box(c, r, -wide, -0.35, 2 * wide, 1.1), w)
        pygame.draw.rect(surface, ink, _box(c, r, -0.16, 0.25, 0.32, 0.5))
    elif loc == "tower":
        _poly(surface, hexc("#8F86B8"), c, r, [(-0.3, 0.8), (-0.22, -0.35), (0.22, -0.35), (0.3, 0.8)])
        _poly(surface, ink, c, r, [(-0.3, 0.8), (-0.22, -0.35), (0.22, -0.35), (0.3, 0.8)], w)
        _poly(surface, hexc("#4B3F7A"), c, r, [(-0.38, -0.35), (0, -1.0), (0.38, -0.35)])
        pygame.draw.circle(surface, palette.GOLD, (c[0], c[1] + r * 0.1), r * 0.12)
    elif loc == "orcs":
        pygame.draw.circle(surface, hexc("#6E8B3D"), c, r * 0.7)
        pygame.draw.circle(surface, ink, c, r * 0.7, w)
        for dx in (-0.25, 0.25):
            pygame.draw.circle(surface, palette.CINNAMON, (c[0] + dx * r, c[1] - r * 0.15), r * 0.1)
            _poly(surface, WHITE, c, r, [(dx - 0.08, 0.3), (dx, 0.05), (dx + 0.08, 0.3)])
    elif loc == "dragon":
        wing: Pts = ((-0.9, -0.1), (-0.3, -0.85), (0, -0.2), (0.3, -0.85), (0.9, -0.1), (0.35, 0.15), (0, 0.75))
        wing = (*wing, (-0.35, 0.15))
        _poly(surface, ENEMY_RED, c, r, wing)
        _poly(surface, ink, c, r, wing, w)
        pygame.draw.circle(surface, palette.GOLD, (c[0], c[1] + r * 0.05), r * 0.1)


def point_icon(surface: pygame.Surface, what: str, c: Point, r: float) -> None:
    """Move (a boot print), influence (a speech bubble), heal (a cross), explore (a compass)."""
    if what == "move":
        for box in ((-0.55, -0.9, 0.75, 1.2), (-0.4, 0.4, 0.5, 0.5), (0.15, -0.5, 0.6, 1.0)):
            pygame.draw.ellipse(surface, hexc("#6B4A2A"), _box(c, r, *box))
    elif what == "influence":
        pygame.draw.ellipse(surface, hexc("#3E7CB1"), _box(c, r, -1, -0.7, 2, 1.3))
        _poly(surface, hexc("#3E7CB1"), c, r, [(-0.4, 0.4), (-0.6, 1), (0, 0.5)])
    elif what == "heal":
        pygame.draw.rect(surface, palette.CINNAMON, _box(c, r, -0.3, -0.9, 0.6, 1.8))
        pygame.draw.rect(surface, palette.CINNAMON, _box(c, r, -0.9, -0.3, 1.8, 0.6))
    else:
        pygame.draw.circle(surface, ACCENT, c, r, max(1, round(r * 0.18)))
        _poly(surface, palette.CINNAMON, c, r, [(0, -0.8), (0.25, 0), (-0.25, 0)])


def shield(k: Kit, surface: pygame.Surface, c: Point, r: float, value: int, fill: Color = ENEMY_RED) -> None:
    """A defense value on a shield (red: an enemy's; grey: a unit's)."""
    pts = [(-1, -1), (1, -1), (1, 0.2), (0, 1.1), (-1, 0.2)]
    _poly(surface, fill, c, r, pts)
    _poly(surface, WHITE, c, r, pts, max(1, k.px(1.5)))
    k.text(surface, str(value), (c[0], c[1] - r * 0.05), max(8.0, r * 1.2 / k.scale), WHITE, True, "center")


# --- card faces ---------------------------------------------------------------------------------


def action_face(k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any, side: Any) -> None:
    """An action card: its name (with the advanced star), the starting/waning banner, the basic
    action, the source icon and the mana cost, the stronger action."""
    title, advanced, waning = face
    half = C.ACTION_BY_ID[title].half(advanced, waning)
    x, w, pad = rect.x, rect.width, k.px(6)
    band = pygame.Rect(x, rect.y, w, k.px(30))
    pygame.draw.rect(surface, palette.darker(ACCENT, 0.8) if advanced else ACCENT, band)
    room = w - 2 * pad - (k.px(22) if advanced else 0)
    k.text(surface, C.ACTION_BY_ID[title].title, (x + pad, band.centery), 17, WHITE, True, "midleft", room)
    if advanced:
        k.star(surface, (band.right - k.px(13), band.centery), k.px(10))
    banner = pygame.Rect(x, band.bottom, w, k.px(20))
    pygame.draw.rect(surface, WANING if waning else STARTING, banner)
    word = "WANING" if waning else "STARTING"
    k.text(surface, word, (banner.centerx + k.px(8), banner.centery), 12, GREY, True, "center")
    if waning:
        moon(surface, (x + k.px(14), banner.centery), k.px(8), GREY, WANING)
    else:
        sun(surface, (x + k.px(14), banner.centery), k.px(8), hexc("#C9962A"))
    basic = pygame.Rect(x + pad, banner.bottom + k.px(2), w - 2 * pad, k.px(66))
    fit(k, surface, C.text_of(half.action), basic, 17, 10)
    mid = pygame.Rect(x, basic.bottom, w, k.px(30))
    pygame.draw.line(surface, palette.BORDER, (x + pad, mid.y), (rect.right - pad, mid.y), max(1, k.px(1)))
    if half.mana_in_source:
        mana(k, surface, (x + pad + k.px(11), mid.centery), k.px(11), half.mana_in_source)
        k.text(surface, "source", (x + pad + k.px(25), mid.centery), 12, GREY, False, "midleft")
    k.text(surface, "pay", (rect.right - pad - k.px(25), mid.centery), 12, GREY, False, "midright")
    mana(k, surface, (rect.right - pad - k.px(11), mid.centery), k.px(11), half.mana_cost)
    strong = pygame.Rect(x, mid.bottom, w, rect.bottom - mid.bottom)
    pygame.draw.rect(surface, palette.lighter(MANA_FILL.get(half.mana_cost, palette.BORDER), 0.82), strong)
    fit(k, surface, C.text_of(half.stronger), strong.inflate(-2 * pad, -k.px(6)), 17, 10)


def _band(k: Kit, surface: pygame.Surface, rect: pygame.Rect, title: str, colour: Color) -> pygame.Rect:
    band = pygame.Rect(rect.x, rect.y, rect.width, k.px(28))
    pygame.draw.rect(surface, colour, band)
    k.text(surface, title, band.center, 15, WHITE, True, "center", rect.width - k.px(8))
    return pygame.Rect(
        rect.x + k.px(5), band.bottom + k.px(3), rect.width - k.px(10), rect.bottom - band.bottom - k.px(6)
    )


def _split(body: pygame.Rect, at: int) -> tuple[pygame.Rect, pygame.Rect]:
    return pygame.Rect(body.x, body.y, body.width, at), pygame.Rect(body.x, body.y + at, body.width, body.height - at)


def small_face(k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any, side: Any) -> None:
    """A unit, spell, artifact, skill or (small) action card; ("back",) a face-down deck card."""
    kind = face[0]
    if kind == "unit":
        u = C.UNIT_BY_ID[face[1]]
        body = _band(k, surface, rect, u.name, UNIT_BAND)
        cy = body.y + k.px(12)
        k.text(surface, f"{u.cost}", (body.x, cy), 20, hexc("#3E7CB1"), True, "midleft")
        point_icon(surface, "influence", (body.x + k.px(26), cy), k.px(8))
        shield(k, surface, (body.right - k.px(11), cy - k.px(1)), k.px(11), u.defense, GREY)
        at = " ".join(LOC_SHORT.get(loc, T.LOCATION_NAMES[loc]) for loc in u.recruit_at)
        k.text(surface, at, (body.centerx, body.y + k.px(32)), 11, GREY, False, "center", body.width)
        y = body.y + k.px(42)
        if u.immunity:
            k.text(
                surface, f"immune: {u.immunity}", (body.centerx, y + k.px(6)), 11, ENEMY_RED, True, "center", body.width
            )
            y += k.px(14)
        words = " / ".join(C.text_of(Effect((o,))) for o in u.abilities.options)
        fit(k, surface, words, pygame.Rect(body.x, y, body.width, body.bottom - y), 14, 9)
    elif kind == "spell":
        sp = C.SPELL_BY_ID[face[1]]
        body = _band(k, surface, rect, sp.name, SPELL_BAND.get(sp.colour, ACCENT))
        halves = zip(_split(body, body.height // 2), (sp.basic, sp.stronger), (sp.basic_mana, sp.stronger_mana))
        for part, eff, need in halves:
            for j, code in enumerate(need):
                mana(k, surface, (part.x + k.px(9) + j * k.px(18), part.y + k.px(10)), k.px(8), code)
            fit(k, surface, C.text_of(eff), _split(part, k.px(20))[1].inflate(0, -k.px(2)), 13, 9)
    elif kind == "artifact":
        a = C.ARTIFACT_BY_ID[face[1]]
        top, low = _split(_band(k, surface, rect, a.name, ARTIFACT_BAND), (rect.height - k.px(34)) // 2)
        fit(k, surface, C.text_of(a.basic), top, 13, 9)
        pygame.draw.line(surface, palette.BORDER, low.topleft, low.topright, max(1, k.px(1)))
        fit(k, surface, C.text_of(a.stronger) + " (then gone)", low, 12, 8, colour=GREY)
    elif kind == "skill":
        sk = C.SKILL_BY_ID[face[1]]
        fit(k, surface, C.text_of(sk.effect), _band(k, surface, rect, sk.name, SKILL_BAND), 15, 9)
    elif kind == "action":
        title, advanced, waning = face[1:]
        body = _band(k, surface, rect, C.ACTION_BY_ID[title].title, ACCENT)
        pygame.draw.rect(surface, WANING if waning else STARTING, (rect.x, body.y - k.px(3), rect.width, k.px(22)))
        k.text(surface, "WANING" if waning else "STARTING", (rect.centerx, body.y + k.px(8)), 12, GREY, True, "center")
        words = C.text_of(C.ACTION_BY_ID[title].half(advanced, waning).action)
        fit(k, surface, words, _split(body, k.px(24))[1], 13, 8)
        if advanced:
            k.star(surface, (rect.right - k.px(12), rect.y + k.px(14)), k.px(9))
    else:
        card_back(k, surface, rect, face)


def card_back(k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any) -> None:
    pygame.draw.rect(surface, palette.darker(ACCENT, 0.85), rect)
    inner = rect.inflate(-2 * max(3, rect.width // 10), -2 * max(3, rect.width // 10))
    pygame.draw.rect(surface, palette.lighter(ACCENT, 0.3), inner, max(1, k.px(2)), border_radius=k.px(6))
    location_icon(surface, "keep", inner.center, min(inner.width, inner.height) * 0.25, palette.lighter(ACCENT, 0.5))


# --- the painter ------------------------------------------------------------------------------


class KnightPainter(KnightLayout):
    """Paints an observation into the spots its layout gives."""

    def __init__(self, rules: Any, kit: Kit) -> None:
        super().__init__(rules, kit)
        self.action_cards.back_fn = card_back
        self.small_cards.back_fn = card_back
        self.board.marks = self._paint_locations
        self._parts: dict[Any, tuple[Any, tuple[int, int, int, int], pygame.Surface]] = {}

    def set_kit(self, kit: Kit) -> None:
        super().set_kit(kit)
        self._parts.clear()

    def face_action(self, k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any, side: Any) -> None:
        action_face(k, surface, rect, face, side)

    def face_small(self, k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any, side: Any) -> None:
        small_face(k, surface, rect, face, side)

    def say(self, surface: pygame.Surface, words: str, pos: Point, size: float, *style: Any, **kw: Any) -> pygame.Rect:
        """One line of text; ``style`` is colour, bold and anchor (as for ``Kit.text``); ``width`` caps it."""
        colour, bold, anchor = (*style, *(INK, False, "center")[len(style) :])[:3]
        return self.kit.text(surface, words, pos, size, colour, bold, anchor, round(kw.get("width", 0)) or None)

    def _kept(self, surface: pygame.Surface, name: Any, key: Any, area: pygame.Rect, paint: Callable[[], None]) -> None:
        """Paint a part of the table, or blit its last painting when nothing it shows has changed
        (the table paints the view on a freshly filled board, so a part's pixels follow from its key)."""
        area = area.clip(surface.get_rect())
        kept = self._parts.get(name)
        if kept is not None and kept[0] == key and kept[1] == (area.x, area.y, area.width, area.height):
            surface.blit(kept[2], area)
            return
        paint()
        if area.width > 0 and area.height > 0:
            self._parts[name] = (key, (area.x, area.y, area.width, area.height), surface.subsurface(area).copy())

    # --- the whole table ------------------------------------------------------------------------

    def draw(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, rect: pygame.Rect, spots: dict[Any, Any]
    ) -> None:
        s: State = obs
        geo = self.geometry(s, rect)
        legal = self.legal(s)
        m8 = self.kit.px(12)
        p = self.placed
        shape = (self._geo_key, self._map_key)
        explores = tuple(sorted(a.slot for a in legal if isinstance(a, Explore)))
        heroes = tuple((h.place, h.xp) for h in s.heroes)
        places = tuple(h.place for h in s.heroes)
        draw_map = partial(self._draw_map, surface, s, geo, explores)
        draw_rewards = partial(self._draw_rewards, surface, s, geo)
        middle = self._middle_key(s, legal)
        held = tuple((h.units, h.spells, h.artifacts, B.unit_spots(h)) for h in s.heroes)
        rewards = (held, s.skills, s.names, self._picks(s, "ready"))
        deck = (s.terrain_deck[:1], len(s.terrain_deck), s.castles_won, s.castles_total)
        parts: list[tuple[Any, Any, pygame.Rect, Callable[[], None]]] = [
            ("map", (s.cubes, s.extra, s.vanquished, places, explores, s.round), geo.map_room, draw_map),
            ("tracks", (s.round, heroes, deck), geo.tracks, partial(self._draw_tracks, surface, s, geo)),
            ("middle", middle, geo.middle, partial(self._draw_middle, surface, s, geo, legal)),
            ("rewards", rewards, geo.rewards, draw_rewards),
            ("points", (s.turn, s.round), geo.points, partial(self._draw_points, surface, s, geo)),
            ("zones", (tuple(p.zones), s.pending[:1]), geo.zones, partial(self._draw_zones, surface, s, geo)),
        ]
        for hg in geo.heroes:
            h = s.heroes[hg.seat]
            mine = not hg.compact and s.turn is not None and s.turn.seat == hg.seat
            source = (s.turn.source, s.turn.source_used) if mine and s.turn is not None else None
            piles = (len(h.deck), h.deck[:1], h.discard[-1:], len(h.discard))
            key = (h.hand, h.hand_use, piles, s.names, source, self._picks(s, "flip"))
            parts.append((("hand", hg.seat), key, hg.area, partial(self._draw_hand_row, surface, s, geo, hg.seat)))
        for name, key, area, paint in parts:
            self._kept(surface, name, (shape, key), area.inflate(m8, m8), paint)

    def _middle_key(self, s: State, legal: list[Any]) -> Any:
        """Everything the middle panel shows (so it is painted again only when that changes)."""
        c = s.combat
        if c is not None:
            return ("combat", c, B.defense(s.heroes[c.seat]))
        p = self.placed
        recruits = tuple(a.pos for a in legal if isinstance(a, Recruit))
        loc = P.recruit_location(s, s.current) if s.turn is not None else None
        heal: Any = ()
        if p.heal_box is not None and s.turn is not None:
            h = s.heroes[s.turn.seat]
            heal = (tuple(p.heal_cards), h.discard, h.deck, tuple(a.source for a in legal if isinstance(a, Heal)))
        return ("offers", s.unit_offer, s.spell_offer, s.pending[:1], recruits, loc, heal)

    # --- the map ------------------------------------------------------------------------------

    def _paint_locations(self, surf: pygame.Surface, lay: Layout) -> None:
        """Into the kept board: each location's icon and name (they change with the map only)."""
        hm = self.board.map
        if hm is None:
            return
        scale = self.board.scale
        size = max(10.0, min(16.0, scale * 0.3 / self.kit.scale))
        for sid, space in hm.spaces.items():
            locs = [f for f in space.features if f in T.LOCATION_NAMES]
            if locs:
                cx, cy = hm.center(sid, lay)
                location_icon(surf, locs[0], (cx, cy + scale * 0.08), scale * (0.38 if space.whole else 0.26))
                name = LOC_SHORT.get(locs[0], T.LOCATION_NAMES[locs[0]])
                self.board._pill(surf, name, (cx, cy - scale * 0.55), size)

    def _draw_map(self, surface: pygame.Surface, s: State, geo: Geo, explores: tuple[tuple[int, int], ...]) -> None:
        k = self.kit
        p = self.placed
        m = B.the_map(s)
        pygame.draw.rect(surface, palette.darker(palette.TABLE, 0.95), geo.map_room, border_radius=k.px(12))
        for sl, r in p.ghosts.items():
            if sl in explores:
                self.action_cards.slot(surface, r, None)
                pygame.draw.rect(surface, palette.LEGAL, r, max(2, k.px(2)), border_radius=k.px(6))
                self.say(surface, "Explore", (r.centerx, r.centery - k.px(12)), 18, GREY, True, width=r.width)
                self.say(surface, f"{C.EXPLORE_COST} Move", (r.centerx, r.centery + k.px(12)), 16, GREY)
        self.board.draw(surface)
        self._legend(surface, s, geo)
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
            shield(k, surface, (c[0] + scale * 0.42, c[1] + scale * 0.32), max(k.px(8), scale * 0.2), e.defense)
        for seat, (centre, radius) in p.heroes.items():
            self.hero_token(surface, centre, radius, seat)

    def _legend(self, surface: pygame.Surface, s: State, geo: Geo) -> None:
        """The movement table in a free corner of the map room (the view paints it)."""

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
        rb = geo.round_box
        k.panel(surface, rb, radius=k.px(8))
        self.say(
            surface, f"Round {s.round} of {C.ROUNDS}", (rb.x + k.px(10), rb.y + k.px(16)), 17, INK, True, "midleft"
        )
        bw = (rb.width - k.px(20)) / C.ROUNDS
        for i, rnd in enumerate(C.ROUND_TRACK):
            box = pygame.Rect(
                round(rb.x + k.px(10) + i * bw), rb.y + k.px(32), round(bw - k.px(4)), rb.height - k.px(62)
            )
            night, now = rnd.time == "night", rnd.number == s.round
            pygame.draw.rect(surface, NIGHT if night else DAY, box, border_radius=k.px(5))
            rim, width = (palette.GOLD, k.px(3)) if now else (palette.BORDER, max(1, k.px(1.5)))
            pygame.draw.rect(surface, rim, box, width, border_radius=k.px(5))
            ic, rr = (box.centerx, box.y + box.height * 0.38), min(box.width, box.height) * 0.26
            moon(surface, ic, rr, hexc("#E8E4D0"), NIGHT) if night else sun(surface, ic, rr)
            self.say(surface, str(rnd.number), (box.centerx, box.bottom - k.px(10)), 14, WHITE if night else INK, True)
            if now:
                cube(surface, (box.right - k.px(7), box.y + k.px(7)), k.px(6), "gold")
        words = f"{C.time_of(s.round).title()} · castles {s.castles_won} of {s.castles_total}"
        at = (rb.x + k.px(10), rb.bottom - k.px(14))
        self.say(surface, words, at, 15, GREY, True, "midleft", width=rb.width - k.px(16))
        xb = geo.xp_box
        k.panel(surface, xb, radius=k.px(8))
        for hg in geo.heroes:
            line = self.xp_line(geo, hg.seat) if len(geo.heroes) > 1 else xb
            self._draw_xp(surface, s, hg.seat, line.inflate(-k.px(12), -k.px(8)), len(geo.heroes) > 1)
        self._draw_terrain_deck(surface, s, geo.terrain_box)

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
        words = f"next: {T.card(top).name}" if top in T.CARD_IDS else ("Terrain deck" if n else "empty: recycle")
        self.say(surface, words, (tb.centerx, tb.bottom - k.px(14)), 14, GREY, width=tb.width - k.px(8))

    def _draw_xp(self, surface: pygame.Surface, s: State, seat: int, r: pygame.Rect, compact: bool) -> None:
        k = self.kit
        h = s.heroes[seat]
        tok = min(r.height * 0.22, k.px(12))
        k.token(surface, (r.x + tok, r.y + tok + k.px(2)), tok, seat)
        head = f"Level {B.level(h)} · {h.xp} XP · defense {B.defense(h)} · hand {B.hand_size(h)}"
        head += f" · units {B.unit_spots(h)}"
        at = (r.x + 2 * tok + k.px(8), r.y + tok + k.px(2))
        self.say(surface, head, at, 15 if compact else 17, INK, True, "midleft", r.width - 2 * tok - k.px(8))
        bar = pygame.Rect(r.x, r.y + 2 * tok + k.px(10), r.width, 0)
        bar.height = min(k.px(30), max(k.px(8), r.bottom - k.px(14) - bar.y))
        pygame.draw.rect(surface, hexc("#EEF1EE"), bar, border_radius=k.px(5))
        fill = pygame.Rect(bar.x, bar.y, max(1, round(bar.width * min(1.0, h.xp / C.XP_MAX))), bar.height)
        pygame.draw.rect(surface, palette.lighter(k.player_color(seat), 0.4), fill, border_radius=k.px(5))
        pygame.draw.rect(surface, palette.BORDER, bar, max(1, k.px(1.5)), border_radius=k.px(5))
        for sp in C.XP_TRACK:
            x = bar.x + bar.width * sp.xp / C.XP_MAX
            pygame.draw.line(surface, GREY, (x, bar.y), (x, bar.bottom), max(1, k.px(1)))
            if sp.symbol == "skill":
                k.star(surface, (x, bar.bottom + k.px(7)), k.px(5), SKILL_BAND)
            else:
                pygame.draw.rect(surface, UNIT_BAND, (x - k.px(4), bar.bottom + k.px(3), k.px(8), k.px(8)))
        nxt = next((sp for sp in C.XP_TRACK if sp.xp > h.xp), None)
        if nxt is not None and not compact:
            what = "a skill" if nxt.symbol == "skill" else "a unit spot"
            self.say(surface, f"level {nxt.level} at {nxt.xp} XP: {what}", bar.center, 13, width=bar.width)

    # --- the middle: offerings, combat, the cards to heal, artifacts found --------------------------

    def _heading(self, surface: pygame.Surface, box: pygame.Rect, words: str) -> None:
        at = (box.x + self.kit.px(8), box.y + self.kit.px(14))
        self.say(surface, words, at, 16, GREY, True, "midleft", width=box.width)

    def _draw_combat(self, surface: pygame.Surface, s: State, box: pygame.Rect) -> None:
        """The combat panel (the view paints it)."""

    def _draw_middle(self, surface: pygame.Surface, s: State, geo: Geo, legal: list[Any]) -> None:
        k = self.kit
        p = self.placed
        if p.combat is not None:
            self._draw_combat(surface, s, p.combat)
            return
        gold = max(2, k.px(3))
        if p.unit_offer_box is not None:
            k.panel(surface, p.unit_offer_box, radius=k.px(8))
            loc = P.recruit_location(s, s.current) if s.turn is not None else None
            where = f" · you stand on a {T.LOCATION_NAMES[loc]}" if loc else ""
            self._heading(surface, p.unit_offer_box, f"Unit offering (recruit with influence){where}")
            recruits = {a.pos for a in legal if isinstance(a, Recruit)}
            for i, r in enumerate(p.unit_offer):
                dim = bool(recruits) and i not in recruits
                self.small_cards.draw(surface, r, Card(("offer", i), ("unit", s.unit_offer[i]), dim=dim))
        if p.spell_offer_box is not None:
            k.panel(surface, p.spell_offer_box, radius=k.px(8))
            self._heading(surface, p.spell_offer_box, "Spell offering (a mage tower gives one)")
            offered = s.pending[0].data if s.pending and s.pending[0].kind == "spell" else ()
            for i, r in enumerate(p.spell_offer):
                self.small_cards.draw(surface, r, Card(("spell", i), ("spell", s.spell_offer[i])))
                if s.spell_offer[i] in offered:
                    pygame.draw.rect(surface, palette.GOLD, r.inflate(gold * 2, gold * 2), gold, border_radius=k.px(6))
        if p.artifact_box is not None:
            k.panel(surface, p.artifact_box, radius=k.px(8))
            self._heading(surface, p.artifact_box, "Ruins: keep one artifact (the buttons on the right)")
            for aid, r in p.artifact_cards.items():
                self.small_cards.draw(surface, r, Card(("found", aid), ("artifact", aid)))
        if p.heal_box is not None and s.turn is not None:
            k.panel(surface, p.heal_box, radius=k.px(8))
            self._heading(surface, p.heal_box, "Heal: drag a waning card onto Heal (discard, then deck from its top)")
            heals = {a.source for a in legal if isinstance(a, Heal)}
            h = s.heroes[s.turn.seat]
            for sid, r in p.heal_cards.items():
                card = (h.discard if sid.kind == "discard" else h.deck)[int(sid.key or 0)]
                face = ("back",) if card.title == "?" else ("action", card.title, card.advanced, card.waning)
                self.small_cards.draw(surface, r, Card(sid, face, dim=sid not in heals and face[0] != "back"))

    # --- rewards: units, spells, artifacts, skills ------------------------------------------------

    def _draw_rewards(self, surface: pygame.Surface, s: State, geo: Geo) -> None:
        k = self.kit
        p = self.placed
        for hg in geo.heroes:
            h = s.heroes[hg.seat]
            k.panel(surface, hg.rewards, radius=k.px(8))
            who = "Your" if len(s.heroes) == 1 else f"{self.name(s, hg.seat)}'s"
            nxt = next((sp.level for sp in C.XP_TRACK if sp.symbol == "unit" and sp.level > B.level(h)), None)
            spots = (
                f"{len(h.units)} of {B.unit_spots(h)} spots"
                if B.unit_spots(h) or nxt is None
                else f"a spot at level {nxt}"
            )
            self._heading(surface, hg.rewards, f"{who} units ({spots}), spells and artifacts")
            for r in p.unit_slots.get(hg.seat, []):
                self.small_cards.slot(surface, r, "unit spot" if r.width > k.px(70) else None)
            for i, u in enumerate(h.units):
                sid = Spot("unit", i, hg.seat)
                turned = 180 if u.status == WOUNDED else (90 if u.status != READY else 0)
                self._reward_card(surface, sid, ("unit", u.id), turned, u.fought and u.status == READY)
                if u.status == WOUNDED and sid in p.rewards:
                    self._tag(surface, p.rewards[sid], "wounded", palette.DANGER)
            for kind, held in (("spell", h.spells), ("artifact", h.artifacts)):
                for rw in held:
                    self._reward_card(surface, Spot(kind, rw.id, hg.seat), (kind, rw.id), 90 if rw.used else 0, False)
        if s.pending:
            seat = s.pending[0].seat
            self._ring_picks(
                surface,
                [
                    p.rewards[Spot("unit", i, seat)]
                    for i in self._picks(s, "ready")
                    if Spot("unit", i, seat) in p.rewards
                ],
            )
        k.panel(surface, geo.skills, radius=k.px(8))
        self._heading(surface, geo.skills, "Skills" + (" (shared)" if len(s.heroes) > 1 else ""))
        if not s.skills:
            words = "one comes with each star level"
            self.say(surface, words, geo.skills.center, 14, GREY, width=geo.skills.width - k.px(10))
        for rw in s.skills:
            self._reward_card(surface, Spot("skill", rw.id), ("skill", rw.id), 90 if rw.used else 0, False)

    def _picks(self, s: State, kind: str, seat: int | None = None) -> tuple[int, ...]:
        """The hand cards (flip) or units (ready) an open choice picks among, for ``seat``."""
        if not s.pending or s.pending[0].kind != kind or (seat is not None and s.pending[0].seat != seat):
            return ()
        data: Any = s.pending[0].data
        return tuple(int(x) for x in (data[0] if kind == "ready" else data))

    def _ring_picks(self, surface: pygame.Surface, rects: list[pygame.Rect]) -> None:
        """A still gold ring round each card an open choice picks among (its buttons are on the right)."""
        w = max(2, self.kit.px(3))
        for r in rects:
            pygame.draw.rect(surface, palette.GOLD, r.inflate(2 * w, 2 * w), w, border_radius=self.kit.px(6))

    def _reward_card(self, surface: pygame.Surface, sid: Spot, face: Any, turned: int, dim: bool) -> None:
        r = self.placed.rewards.get(sid)
        if r is None:
            return
        at = r
        if turned == 90:  # the painter fits a turned card to the width it is given: give it room
            at = pygame.Rect(0, 0, r.width, round(r.width * r.width / max(1, r.height)))
            at.center = r.center
        self.small_cards.draw(surface, at, Card(sid, face, turned=turned, dim=dim or turned == 90))
        if turned == 90:
            self._tag(surface, r, "used", GREY)

    def _tag(self, surface: pygame.Surface, r: pygame.Rect, words: str, colour: Color, top: bool = False) -> None:
        k = self.kit
        img = k.render(words, 13 if not top else 14, WHITE, True)
        at = {"midbottom": (r.centerx, r.bottom - k.px(4))} if not top else {"midbottom": (r.centerx, r.y - k.px(3))}
        box = img.get_rect(**at).inflate(k.px(10), k.px(2))
        pygame.draw.rect(surface, colour, box, border_radius=box.height // 2)
        surface.blit(img, img.get_rect(center=box.center))

    def _draw_points(self, surface: pygame.Surface, s: State, geo: Geo) -> None:
        """The turn's points and mana (the view paints them)."""

    def _draw_zones(self, surface: pygame.Surface, s: State, geo: Geo) -> None:
        """The drop zones (the view paints them)."""

    # --- the hand row -------------------------------------------------------------------------

    def _draw_compact_hand(self, surface: pygame.Surface, s: State, geo: Geo, seat: int) -> None:
        """Co-op, the other hero's hand: its cards by name, in order, and its deck and discard counts."""
        k = self.kit
        hg = geo.heroes[seat]
        h = s.heroes[seat]
        pygame.draw.rect(
            surface, palette.darker(palette.TABLE, 0.97), hg.area.inflate(k.px(8), k.px(4)), border_radius=k.px(10)
        )
        k.token(surface, (hg.area.x + k.px(12), hg.deck.centery), k.px(9), seat)
        words = f"{self.name(s, seat)}: deck {len(h.deck)} · discard {len(h.discard)}"
        at = (hg.area.x + k.px(26), hg.deck.centery)
        self.say(surface, words, at, 15, INK, True, "midleft", width=hg.area.width - k.px(30))
        for pos, r in enumerate(self.hand_rows(s, hg)):
            card = h.hand[pos]
            half = B.half(card)
            pygame.draw.rect(surface, WANING if card.waning else STARTING, r, border_radius=k.px(5))
            words = f"{C.ACTION_BY_ID[card.title].title}: {C.text_of(half.action)}"
            room = r.width - k.px(58)
            if card.advanced:
                k.star(surface, (r.right - k.px(34), r.centery), min(k.px(8), r.height * 0.35))
            self.say(
                surface,
                words,
                (r.x + k.px(6), r.centery),
                14,
                GREY if h.hand_use[pos] else INK,
                True,
                "midleft",
                width=room,
            )
            if half.mana_in_source:
                mana(k, surface, (r.right - k.px(14), r.centery), min(k.px(9), r.height * 0.4), half.mana_in_source)

    def _draw_hand_row(self, surface: pygame.Surface, s: State, geo: Geo, seat: int) -> None:
        k = self.kit
        hg = geo.heroes[seat]
        h = s.heroes[seat]
        if hg.compact:
            self._draw_compact_hand(surface, s, geo, seat)
            return
        mine = s.turn is not None and s.turn.seat == seat
        if len(geo.heroes) > 1:
            fill = palette.lighter(k.player_color(seat), 0.85) if mine else palette.darker(palette.TABLE, 0.97)
            pygame.draw.rect(surface, fill, hg.area.inflate(k.px(8), k.px(4)), border_radius=k.px(10))
        d = hg.deck  # face up: its top card shows, the cards under it are hidden
        for j in range(min(3, max(0, len(h.deck) - 1)), 0, -1):
            self.action_cards.draw(
                surface, d.move(j * k.px(3), j * k.px(2)), Card(None, None, hidden=True), shadow=j == 1
            )
        if h.deck:
            top = h.deck[0]
            face = None if top.title == "?" else (top.title, top.advanced, top.waning)
            self.action_cards.draw(surface, d, Card(None, face, hidden=face is None))
        else:
            self.action_cards.slot(surface, d)
        self._tag(surface, d, f"deck {len(h.deck)}", INK, top=True)
        if h.discard:
            last = h.discard[-1]
            self.action_cards.draw(surface, hg.discard, Card(None, (last.title, last.advanced, last.waning), dim=True))
        else:
            self.action_cards.slot(surface, hg.discard)
        self._tag(surface, hg.discard, f"discard {len(h.discard)}", INK, top=True)
        hand = self.hands[seat % 2]
        lay = hand.last
        if lay is None:
            return
        src = s.turn.source if mine and s.turn is not None else ()
        used = s.turn.source_used if mine and s.turn is not None else ()
        hand.draw(surface)
        self._ring_picks(surface, [lay.rects[Spot("hand", i, seat)] for i in self._picks(s, "flip", seat)])
        tab_h = round(SOURCE_TAB_PX * k.scale)
        for pos, cid in enumerate(lay.order):
            r = lay.rects[cid]
            if pos < C.SOURCE_CARDS:
                tab = pygame.Rect(r.x + k.px(4), r.bottom, min(r.width - k.px(8), k.px(96)), tab_h)
                corner = k.px(6)
                pygame.draw.rect(
                    surface, palette.GOLD, tab, border_bottom_left_radius=corner, border_bottom_right_radius=corner
                )
                self.say(surface, "source", (tab.x + k.px(6), tab.centery), 13, INK, True, "midleft")
                if pos < len(src):
                    spent = pos < len(used) and used[pos]
                    mana(k, surface, (tab.right - k.px(12), tab.centery), k.px(8), src[pos], spent)
            use = h.hand_use[pos] if pos < len(h.hand_use) else ""
            if use:
                self._tag(surface, r, use, GREY if use == "exhausted" else ACCENT)

    def name(self, s: State, seat: int) -> str:
        n = s.names[seat] if seat < len(s.names) else ""
        return n or self.kit.colour_name(seat)
