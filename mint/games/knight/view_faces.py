"""Mint Knight's card faces and icons: action cards with both actions and their mana icons;
units, spells, artifacts and skills; the card back; the mana, cube, location, point and shield
icons.

Icons are drawn from shapes given in units of their radius, so they stay crisp at any size.
Faces are painted by the shared card painter, with a kit whose scale follows the card's height
(``HAND_CARD_PX`` for an action card, ``SMALL_CARD_PX`` for the others, at 1080p); a face painted
smaller than that keeps the table's own text sizes (``least``, the table's scale), so no word on
a card is ever under 18 px at 1080p, and lays out the shorter forms of its words instead (the
zoomed card shows them whole). An action card painted much smaller (a pile) shows no words.
"""

from __future__ import annotations

import itertools
import math
from typing import Any, Sequence

import pygame

from mint.core.words import data, t
from mint.games.knight import cards as C
from mint.games.knight.effects import Effect
from mint.games.knight.view_text import BODY, NUMBER, TITLE, choose, draw_laid, fit, forms, need
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
LOC_SHORT = {"tower": t("Tower")}
IMMUNE = {"physical": t("physical"), "magic": t("magic"), "elemental": t("elemental")}
"""What an immunity is against, as a card face names it."""
HAND_CARD_PX = 237  #: an action card's height at 1080p (its face is designed for it: words at 18-20 px)
SMALL_CARD_PX = 212  #: a unit, spell or artifact card's height in the offerings at 1080p
MANA_R = 12  #: the least radius of a mana icon with its letter, px at 1080p


def text_kit(k: Kit, least: float) -> Kit:
    """The kit a face's words are laid out with: the card's own, or the table's when the card is
    drawn smaller than its design height (its words keep their size)."""
    return k if not least or k.scale >= least - 1e-3 else Kit(least, k.player_colors)


# --- icons: shapes in units of their radius -------------------------------------------------------


def _at(c: Point, r: float, pts: Pts) -> list[Point]:
    return [(c[0] + x * r, c[1] + y * r) for x, y in pts]


def _poly(surface: pygame.Surface, colour: Color, c: Point, r: float, pts: Pts, width: int = 0) -> None:
    pygame.draw.polygon(surface, colour, _at(c, r, pts), width)


def _box(c: Point, r: float, x: float, y: float, w: float, h: float) -> pygame.Rect:
    return pygame.Rect(round(c[0] + x * r), round(c[1] + y * r), max(1, round(w * r)), max(1, round(h * r)))


def mana(k: Kit, surface: pygame.Surface, c: Point, r: float, code: str, used: bool = False) -> None:
    """A mana icon: its colour and its letter (R, G, W, Y gold, K black, at least 18 px at 1080p:
    ``r`` at least ``MANA_R``), crossed out when used."""
    fill = MANA_FILL.get(code, palette.BORDER)
    pygame.draw.circle(surface, fill, c, r)
    pygame.draw.circle(
        surface, hexc("#8E8A80") if code == "W" else palette.darker(fill, 0.6), c, r, max(1, round(r * 0.14))
    )
    k.text(surface, code, c, max(BODY, r * 1.15 / k.scale), INK if code in "WY" else WHITE, True, "center")
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


def shield(
    k: Kit, surface: pygame.Surface, c: Point, r: float, value: int, fill: Color = ENEMY_RED, size: float = BODY
) -> None:
    """A defense value on a shield (red: an enemy's; grey: a unit's); its number is at least
    ``size`` px at 1080p (18: ``r`` at least 15)."""
    pts = [(-1, -1), (1, -1), (1, 0.2), (0, 1.1), (-1, 0.2)]
    _poly(surface, fill, c, r, pts)
    _poly(surface, WHITE, c, r, pts, max(1, k.px(1.5)))
    k.text(surface, str(value), (c[0], c[1] - r * 0.05), max(size, r * 1.2 / k.scale), WHITE, True, "center")


# --- card faces ---------------------------------------------------------------------------------


def action_face(k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any, side: Any, least: float = 0.0) -> None:
    """An action card (sizes for a card ``HAND_CARD_PX`` tall): its name on the band; the basic
    action on the starting or waning tint; a row with the source mana, a sun (starting) or a moon
    (waning), the advanced star and the mana to pay; the stronger action on the cost's colour.
    Drawn much smaller than its design (a pile), the card shows its colours and no words."""
    title, advanced, waning = face
    half = C.ACTION_BY_ID[title].half(advanced, waning)
    if least and rect.height < 0.75 * HAND_CARD_PX * least:
        _mini_action(k, surface, rect, half, advanced, waning)
        return
    k = text_kit(k, least)
    x, w, pad = rect.x, rect.width, k.px(6)
    band = pygame.Rect(x, rect.y, w, k.px(32))
    pygame.draw.rect(surface, band_colour(advanced), band)
    fit(k, surface, str(data(C.ACTION_BY_ID[title].title)), band.inflate(-2 * pad, 0), TITLE, colour=WHITE)
    mid_h = k.px(30)
    half_h = (rect.bottom - band.bottom - mid_h) // 2
    basic = pygame.Rect(x, band.bottom, w, half_h)
    pygame.draw.rect(surface, palette.lighter(WANING if waning else STARTING, 0.5), basic)
    fit(k, surface, forms(C.text_of(half.action)), basic.inflate(-2 * pad, -k.px(4)), TITLE)
    mid = pygame.Rect(x, basic.bottom, w, mid_h)
    pygame.draw.line(surface, palette.BORDER, (x, mid.y), (rect.right, mid.y), max(1, k.px(1)))
    r = k.px(MANA_R)
    if half.mana_in_source:
        mana(k, surface, (x + pad + r, mid.centery), r, half.mana_in_source)
    mana(k, surface, (rect.right - pad - r, mid.centery), r, half.mana_cost)
    pay = k.render(str(t("pay")), BODY, GREY)
    surface.blit(pay, pay.get_rect(midright=(rect.right - pad - 2 * r - k.px(3), mid.centery)))
    left = x + pad + (2 * r + k.px(4) if half.mana_in_source else 0)
    centre = (left + rect.right - pad - 2 * r - k.px(3) - pay.get_width()) / 2
    icon_r = k.px(9)
    at = (centre - (icon_r + k.px(2) if advanced else 0), mid.centery)
    if waning:
        moon(surface, at, icon_r, hexc("#6B5A8E"), CREAM)
    else:
        sun(surface, at, icon_r, hexc("#E0A800"))
    if advanced:
        k.star(surface, (centre + icon_r + k.px(2), mid.centery), icon_r)
    strong = pygame.Rect(x, mid.bottom, w, rect.bottom - mid.bottom)
    pygame.draw.rect(surface, palette.lighter(MANA_FILL.get(half.mana_cost, palette.BORDER), 0.82), strong)
    fit(k, surface, forms(C.text_of(half.stronger)), strong.inflate(-2 * pad, -k.px(6)), TITLE)


def _mini_action(k: Kit, surface: pygame.Surface, rect: pygame.Rect, half: Any, advanced: bool, waning: bool) -> None:
    """A small action card (a pile's top card): band, tints and mana, no words."""
    band = pygame.Rect(rect.x, rect.y, rect.width, max(2, rect.height // 7))
    pygame.draw.rect(surface, band_colour(advanced), band)
    mid = band.bottom + (rect.bottom - band.bottom) // 2
    pygame.draw.rect(
        surface,
        palette.lighter(WANING if waning else STARTING, 0.3),
        (rect.x, band.bottom, rect.width, mid - band.bottom),
    )
    pygame.draw.rect(
        surface,
        palette.lighter(MANA_FILL.get(half.mana_cost, palette.BORDER), 0.6),
        (rect.x, mid, rect.width, rect.bottom - mid),
    )
    if advanced:
        k.star(surface, (rect.right - band.height, band.centery), band.height * 0.4)


def band_colour(advanced: bool) -> Color:
    return palette.darker(ACCENT, 0.8) if advanced else ACCENT


def _band(k: Kit, surface: pygame.Surface, rect: pygame.Rect, title: str, colour: Color) -> pygame.Rect:
    """A small card's title band (two lines when its name needs them); returns the body below it."""
    pad = k.px(4)
    one = pygame.Rect(rect.x + pad, rect.y, rect.width - 2 * pad, k.px(30))
    laid = choose(k, title, one.size, TITLE, lead=1.0)
    for words in (title, title.replace("-", "- ")):  # a long name on two lines, or three
        laid = laid or choose(k, words, (one.width, round(k.px(BODY) * 3.1)), BODY, lead=1.0)
    h = k.px(30) if laid is None or len(laid.lines) == 1 else laid.height + k.px(8)
    band = pygame.Rect(rect.x, rect.y, rect.width, h)
    pygame.draw.rect(surface, colour, band)
    if laid is not None:
        draw_laid(k, surface, laid, band.inflate(-2 * pad, 0), WHITE)
    else:
        fit(k, surface, title, band.inflate(-2 * pad, 0), BODY, colour=WHITE)
    return pygame.Rect(rect.x + pad, band.bottom + k.px(3), rect.width - 2 * pad, rect.bottom - band.bottom - k.px(6))


def _best(k: Kit, texts: Sequence[str], width: int, room: int, tail: str = "") -> tuple[str, ...]:
    """The wording of each of ``texts`` (its whole words or a shorter form) that says the most
    while all of them, each its own paragraph, fit ``room``; ``tail`` goes after the last, while
    there is room for it."""
    every = [forms(t) for t in texts]
    if tail:
        every[-1] = tuple(f + tail for f in every[-1]) + every[-1]
    combos = sorted(itertools.product(*every), key=lambda c: -sum(map(len, c)))
    for combo in combos:
        if sum(need(k, t, width) for t in combo) <= room:
            return tuple(combo)
    return tuple(f[-1] for f in every)


def small_face(k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any, side: Any, least: float = 0.0) -> None:
    """A unit, spell, artifact or skill card; anything else shows the card back."""
    kind = face[0]
    k = text_kit(k, least)
    if kind == "unit":
        _unit_face(k, surface, rect, C.UNIT_BY_ID[face[1]])
    elif kind == "spell":
        sp = C.SPELL_BY_ID[face[1]]
        body = _band(k, surface, rect, str(data(sp.name)), SPELL_BAND.get(sp.colour, ACCENT))
        _two_halves(k, surface, body, (sp.basic, sp.stronger), (sp.basic_mana, sp.stronger_mana))
    elif kind == "artifact":
        a = C.ARTIFACT_BY_ID[face[1]]
        body = _band(k, surface, rect, str(data(a.name)), ARTIFACT_BAND)
        _two_halves(k, surface, body, (a.basic, a.stronger), ((), ()), str(t("then gone")))
    elif kind == "skill":
        sk = C.SKILL_BY_ID[face[1]]
        body = _band(k, surface, rect, str(data(sk.name)), SKILL_BAND)
        fit(k, surface, forms(C.text_of(sk.effect)), body, TITLE)
    else:
        card_back(k, surface, rect, face)


def _unit_face(k: Kit, surface: pygame.Surface, rect: pygame.Rect, u: Any) -> None:
    """Name; cost in influence and defense on a shield; abilities; then, room allowing, the
    immunity and where the unit is recruited (as location marks)."""
    body = _band(k, surface, rect, str(data(u.name)), UNIT_BAND)
    r = k.px(16)
    cy = body.y + r + k.px(2)
    cost = k.text(surface, f"{u.cost}", (body.x + k.px(2), cy), NUMBER, hexc("#3E7CB1"), True, "midleft")
    point_icon(surface, "influence", (cost.right + k.px(12), cy), k.px(9))
    shield(k, surface, (body.right - r, cy), r, u.defense, GREY, NUMBER)
    y = cy + r + k.px(4)
    rest = pygame.Rect(body.x, y, body.width, body.bottom - y)
    texts = [C.text_of(Effect((o,))) for o in u.abilities.options]
    words = "\n".join(_best(k, texts, rest.width, rest.height))
    used = need(k, words, rest.width)
    spare = rest.height - used
    imm = str(t("immune: {what}", what=IMMUNE.get(u.immunity, u.immunity))) if u.immunity else ""
    imm_h = need(k, imm, rest.width) if imm else 0
    marks_h = k.px(26)
    show_imm = bool(imm) and imm_h + k.px(2) <= spare
    spare -= imm_h + k.px(2) if show_imm else 0
    show_marks = marks_h <= spare
    top = rest.y + max(0, spare - (marks_h if show_marks else 0)) // 2
    fit(k, surface, words, pygame.Rect(rest.x, top, rest.width, used), BODY)
    y = top + used
    if show_imm:
        fit(k, surface, imm, pygame.Rect(rest.x, y + k.px(2), rest.width, imm_h), BODY, colour=ENEMY_RED)
        y += imm_h + k.px(2)
    if show_marks:
        n = len(u.recruit_at)
        gap = k.px(26)
        x0 = rest.centerx - gap * (n - 1) / 2
        for i, loc in enumerate(u.recruit_at):
            location_icon(surface, loc, (x0 + i * gap, y + marks_h / 2), k.px(10))


def _two_halves(
    k: Kit,
    surface: pygame.Surface,
    body: pygame.Rect,
    effects: tuple[Effect, Effect],
    costs: tuple[tuple[str, ...], tuple[str, ...]],
    after: str = "",
) -> None:
    """A spell's or an artifact's two effects: the first under the mana it asks, then a line
    with the stronger one's mana on it, then the stronger one (an artifact's "then gone")."""
    r = k.px(MANA_R)
    top = 2 * r + k.px(2) if costs[0] else 0
    split = 2 * r + k.px(4) if costs[1] else k.px(8)
    texts = [C.text_of(e) for e in effects]
    tail = f" ({after})" if after else ""
    room = body.height - top - split
    pick = _best(k, texts, body.width, room, tail)
    hs = [min(need(k, t, body.width), room) for t in pick]
    spare = max(0, room - sum(hs))
    y = body.y + spare // 4
    for j, code in enumerate(costs[0]):
        mana(k, surface, (body.x + r + j * (2 * r + k.px(3)), y + r + k.px(1)), r, code)
    y += top
    fit(k, surface, pick[0], pygame.Rect(body.x, y, body.width, max(k.px(10), hs[0])), BODY)
    y += hs[0] + spare // 4
    mid = y + split // 2
    pygame.draw.line(surface, palette.BORDER, (body.x, mid), (body.right, mid), max(1, k.px(1)))
    n = len(costs[1])
    for j, code in enumerate(costs[1]):
        mana(k, surface, (body.centerx + (j - (n - 1) / 2) * (2 * r + k.px(3)), mid), r, code)
    y += split + spare // 4
    h = max(k.px(10), min(hs[1], body.bottom - y))
    fit(k, surface, pick[1], pygame.Rect(body.x, y, body.width, h), BODY, colour=GREY if after else INK)


def card_back(k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any) -> None:
    pygame.draw.rect(surface, palette.darker(ACCENT, 0.85), rect)
    inner = rect.inflate(-2 * max(3, rect.width // 10), -2 * max(3, rect.width // 10))
    pygame.draw.rect(surface, palette.lighter(ACCENT, 0.3), inner, max(1, k.px(2)), border_radius=k.px(6))
    location_icon(surface, "keep", inner.center, min(inner.width, inner.height) * 0.25, palette.lighter(ACCENT, 0.5))
