"""Mint Knight's card faces and icons: action cards with both actions and their mana icons;
units, spells, artifacts and skills; the card back; the mana, cube, location, point and shield
icons; and ``fit``, words wrapped and shrunk into a rect.

Icons are drawn from shapes given in units of their radius, so they stay crisp at any size.
Faces are painted by the shared card painter at a design size (a kit whose scale follows the
card's height), so their sizes below are px on a card of the design height at 1080p.
"""

from __future__ import annotations

import math
from typing import Any, Sequence

import pygame

from mint.games.knight import cards as C
from mint.games.knight import terrain as T
from mint.games.knight.effects import Effect
from mint.ui import palette
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
    """Words wrapped into ``rect``: bold at ``size`` down to ``least``, then (bold by default) the
    same words plain at ``least`` before anything smaller; centred unless ``centre=False``;
    ``colour`` and ``bold`` as for ``Kit.text``; ``lead`` spaces the lines (times the size)."""
    colour, bold, centre = kw.get("colour", INK), kw.get("bold", True), kw.get("centre", True)
    lead = kw.get("lead", 0.0)
    tries = [(float(x), bold) for x in range(round(size), round(least) - 1, -1)]
    if bold:
        tries.append((float(least), False))
    tries += [(x, False) for x in (least * 0.9, least * 0.8, least * 0.7)]
    for s, b in tries:
        lines = k.wrap(words, s, rect.width, b)
        step = round(k.px(s) * lead) if lead else k.font(s, b).get_linesize()
        if len(lines) * step <= rect.height:
            break
    lines = lines[: max(1, rect.height // max(1, step))]
    y = rect.centery - len(lines) * step / 2 if centre else rect.y
    for line in lines:
        pos = (rect.centerx, y + step / 2) if centre else (rect.x, y + step / 2)
        k.text(surface, line, pos, s, colour, b, "center" if centre else "midleft", rect.width)
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
    """An action card (sizes for a card ``HAND_CARD_PX`` tall, where its words are 18 px): its
    name with a sun (starting) or a moon (waning) and the advanced star; the basic action on the
    starting or waning tint; the source mana and the mana cost; the stronger action on the
    cost's colour."""
    title, advanced, waning = face
    half = C.ACTION_BY_ID[title].half(advanced, waning)
    x, w, pad = rect.x, rect.width, k.px(6)
    band = pygame.Rect(x, rect.y, w, k.px(30))
    pygame.draw.rect(surface, band_colour(advanced), band)
    icon = (x + pad + k.px(9), band.centery)
    if waning:
        moon(surface, icon, k.px(10), hexc("#E8E4D0"), band_colour(advanced))
    else:
        sun(surface, icon, k.px(10), hexc("#F2C94C"))
    room = w - 2 * pad - k.px(24) - (k.px(22) if advanced else 0)
    k.text(surface, C.ACTION_BY_ID[title].title, (x + pad + k.px(23), band.centery), 19, WHITE, True, "midleft", room)
    if advanced:
        k.star(surface, (band.right - k.px(14), band.centery), k.px(10))
    mid_h = k.px(24)
    half_h = (rect.bottom - band.bottom - mid_h) // 2
    basic = pygame.Rect(x, band.bottom, w, half_h)
    pygame.draw.rect(surface, palette.lighter(WANING if waning else STARTING, 0.5), basic)
    fit(k, surface, C.text_of(half.action), basic.inflate(-2 * pad, -k.px(4)), 20, 18, lead=1.2)
    mid = pygame.Rect(x, basic.bottom, w, mid_h)
    pygame.draw.line(surface, palette.BORDER, (x, mid.y), (rect.right, mid.y), max(1, k.px(1)))
    r = k.px(10)
    if half.mana_in_source:
        mana(k, surface, (x + pad + r, mid.centery), r, half.mana_in_source)
        k.text(surface, "source", (x + pad + 2 * r + k.px(4), mid.centery), 14, GREY, False, "midleft")
    k.text(surface, "pay", (rect.right - pad - 2 * r - k.px(4), mid.centery), 14, GREY, False, "midright")
    mana(k, surface, (rect.right - pad - r, mid.centery), r, half.mana_cost)
    strong = pygame.Rect(x, mid.bottom, w, rect.bottom - mid.bottom)
    pygame.draw.rect(surface, palette.lighter(MANA_FILL.get(half.mana_cost, palette.BORDER), 0.82), strong)
    fit(k, surface, C.text_of(half.stronger), strong.inflate(-2 * pad, -k.px(6)), 20, 18, lead=1.2)


def band_colour(advanced: bool) -> Color:
    return palette.darker(ACCENT, 0.8) if advanced else ACCENT


def _band(k: Kit, surface: pygame.Surface, rect: pygame.Rect, title: str, colour: Color) -> pygame.Rect:
    band = pygame.Rect(rect.x, rect.y, rect.width, k.px(28))
    pygame.draw.rect(surface, colour, band)
    k.text(surface, title, band.center, 16, WHITE, True, "center", rect.width - k.px(8))
    return pygame.Rect(
        rect.x + k.px(5), band.bottom + k.px(3), rect.width - k.px(10), rect.bottom - band.bottom - k.px(6)
    )


def _split(body: pygame.Rect, at: int) -> tuple[pygame.Rect, pygame.Rect]:
    return pygame.Rect(body.x, body.y, body.width, at), pygame.Rect(body.x, body.y + at, body.width, body.height - at)


def small_face(k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any, side: Any) -> None:
    """A unit, spell, artifact, skill or (small) action card; anything else shows the card back."""
    kind = face[0]
    if kind == "unit":
        u = C.UNIT_BY_ID[face[1]]
        body = _band(k, surface, rect, u.name, UNIT_BAND)
        cy = body.y + k.px(12)
        k.text(surface, f"{u.cost}", (body.x, cy), 20, hexc("#3E7CB1"), True, "midleft")
        point_icon(surface, "influence", (body.x + k.px(26), cy), k.px(8))
        shield(k, surface, (body.right - k.px(11), cy - k.px(1)), k.px(11), u.defense, GREY)
        at = " ".join(LOC_SHORT.get(loc, T.LOCATION_NAMES[loc]) for loc in u.recruit_at)
        k.text(surface, at, (body.centerx, body.y + k.px(33)), 13, GREY, False, "center", body.width)
        y = body.y + k.px(44)
        if u.immunity:
            k.text(
                surface, f"immune: {u.immunity}", (body.centerx, y + k.px(7)), 13, ENEMY_RED, True, "center", body.width
            )
            y += k.px(16)
        words = "\n".join(C.text_of(Effect((o,))) for o in u.abilities.options)
        fit(k, surface, words, pygame.Rect(body.x, y, body.width, body.bottom - y), 16, 11, lead=1.15)
    elif kind == "spell":
        sp = C.SPELL_BY_ID[face[1]]
        body = _band(k, surface, rect, sp.name, SPELL_BAND.get(sp.colour, ACCENT))
        halves = zip(_split(body, body.height // 2), (sp.basic, sp.stronger), (sp.basic_mana, sp.stronger_mana))
        for part, eff, need in halves:
            for j, code in enumerate(need):
                mana(k, surface, (part.x + k.px(9) + j * k.px(18), part.y + k.px(10)), k.px(8), code)
            fit(k, surface, C.text_of(eff), _split(part, k.px(20))[1].inflate(0, -k.px(2)), 16, 11, lead=1.15)
    elif kind == "artifact":
        a = C.ARTIFACT_BY_ID[face[1]]
        top, low = _split(_band(k, surface, rect, a.name, ARTIFACT_BAND), (rect.height - k.px(34)) // 2)
        fit(k, surface, C.text_of(a.basic), top, 16, 11, lead=1.15)
        pygame.draw.line(surface, palette.BORDER, low.topleft, low.topright, max(1, k.px(1)))
        fit(k, surface, C.text_of(a.stronger) + " (then gone)", low, 15, 10, colour=GREY, lead=1.15)
    elif kind == "skill":
        sk = C.SKILL_BY_ID[face[1]]
        fit(k, surface, C.text_of(sk.effect), _band(k, surface, rect, sk.name, SKILL_BAND), 18, 11, lead=1.15)
    elif kind == "action":
        title, advanced, waning = face[1:]
        body = _band(k, surface, rect, C.ACTION_BY_ID[title].title, ACCENT)
        pygame.draw.rect(surface, WANING if waning else STARTING, (rect.x, body.y - k.px(3), rect.width, k.px(22)))
        k.text(surface, "WANING" if waning else "STARTING", (rect.centerx, body.y + k.px(8)), 12, GREY, True, "center")
        words = C.text_of(C.ACTION_BY_ID[title].half(advanced, waning).action)
        fit(k, surface, words, _split(body, k.px(24))[1], 16, 10, lead=1.15)
        if advanced:
            k.star(surface, (rect.right - k.px(12), rect.y + k.px(14)), k.px(9))
    else:
        card_back(k, surface, rect, face)


def card_back(k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any) -> None:
    pygame.draw.rect(surface, palette.darker(ACCENT, 0.85), rect)
    inner = rect.inflate(-2 * max(3, rect.width // 10), -2 * max(3, rect.width // 10))
    pygame.draw.rect(surface, palette.lighter(ACCENT, 0.3), inner, max(1, k.px(2)), border_radius=k.px(6))
    location_icon(surface, "keep", inner.center, min(inner.width, inner.height) * 0.25, palette.lighter(ACCENT, 0.5))
