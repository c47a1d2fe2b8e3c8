"""Mint Italy's small pictures: icons drawn from shapes (goods, hen, people, food, coins, anchors,
marina tokens) and their stamps painted once per look and size. The card faces drawn from them are
in ``view_faces``, the painter of the table in ``view_draw``.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from typing import Any, Callable

import pygame

from mint.games.italy import cards as C
from mint.ui import palette
from mint.ui.kit import Kit
from mint.ui.palette import Color

Point = tuple[float, float]
FEE_PURPLE = palette.hexc("#7A4F9A")
GOOD_NAMES = ("grapes", "oval", "jar", "bottle")
FOOD_NAMES = ("apple", "corn", "stalks")
CREAM = palette.PANEL
INK = palette.TEXT
GLYPH = {  # the mat column a settlement came from: its figure and colour
    0: ("person", palette.hexc("#5E5E5E")),
    1: ("person", palette.hexc("#1F6B3A")),
    2: ("hen", palette.WHITE),
}

# --- icons ------------------------------------------------------------------------------------


def outline(surface: pygame.Surface, colour: Color, rect: pygame.Rect, w: int) -> None:
    """A rect's outline ``w`` px wide: the pixels ``pygame.draw.rect`` gives, but painted the same
    under a clip (its lines drawn through a clip's edge come out otherwise; a part painted again
    in place is clipped to the places painted again)."""
    r = pygame.Rect(rect)
    if 2 * w >= min(r.width, r.height):
        surface.fill(colour, r)
        return
    for side in ((r.x, r.y, r.width, w), (r.x, r.bottom - w, r.width, w), (r.x, r.y, w, r.height)):
        surface.fill(colour, side)
    surface.fill(colour, (r.right - w, r.y, w, r.height))


def polygon(surface: pygame.Surface, colour: Color, pts: list[Point], rim: Color | None = None, w: int = 1) -> None:
    """A filled polygon, with a rim of width ``w`` when ``rim`` is given."""
    pygame.draw.polygon(surface, colour, pts)
    if rim is not None:
        pygame.draw.polygon(surface, rim, pts, w)


def _ellipse(surface: pygame.Surface, colour: Color, c: Point, rx: float, ry: float, rim: Color | None = None) -> None:
    r = pygame.Rect(round(c[0] - rx), round(c[1] - ry), max(1, round(2 * rx)), max(1, round(2 * ry)))
    pygame.draw.ellipse(surface, colour, r)
    if rim is not None:
        pygame.draw.ellipse(surface, rim, r, max(1, round(min(rx, ry) * 0.18)))


def person(surface: pygame.Surface, c: Point, r: float, colour: Color, rim: Color = CREAM) -> None:
    """A standing figure (the grey and green person tokens)."""
    cx, cy = c
    w = max(1, round(r * 0.14))
    body = [
        (cx - r * 0.62, cy + r * 0.9),
        (cx - r * 0.5, cy - r * 0.05),
        (cx + r * 0.5, cy - r * 0.05),
        (cx + r * 0.62, cy + r * 0.9),
    ]
    polygon(surface, colour, body, rim, w)
    pygame.draw.circle(surface, colour, (cx, cy - r * 0.5), r * 0.36)
    pygame.draw.circle(surface, rim, (cx, cy - r * 0.5), r * 0.36, w)


def hen(surface: pygame.Surface, c: Point, r: float, colour: Color = palette.WHITE, rim: Color = INK) -> None:
    """A hen: body, tail, head with a red comb and a beak."""
    cx, cy = c
    w = max(1, round(r * 0.12))
    tail = [(cx - r * 0.95, cy - r * 0.55), (cx - r * 0.3, cy - r * 0.05), (cx - r * 0.85, cy + r * 0.2)]
    polygon(surface, colour, tail, rim, w)
    _ellipse(surface, colour, (cx - r * 0.05, cy + r * 0.2), r * 0.7, r * 0.5, rim)
    pygame.draw.circle(surface, palette.CINNAMON, (cx + r * 0.5, cy - r * 0.62), r * 0.16)
    pygame.draw.circle(surface, colour, (cx + r * 0.5, cy - r * 0.35), r * 0.3)
    pygame.draw.circle(surface, rim, (cx + r * 0.5, cy - r * 0.35), r * 0.3, w)
    beak = [(cx + r * 0.78, cy - r * 0.42), (cx + r * 1.0, cy - r * 0.3), (cx + r * 0.78, cy - r * 0.22)]
    polygon(surface, palette.hexc("#E39B2D"), beak)
    pygame.draw.line(surface, rim, (cx - r * 0.1, cy + r * 0.68), (cx - r * 0.1, cy + r * 0.95), w)
    pygame.draw.line(surface, rim, (cx + r * 0.2, cy + r * 0.68), (cx + r * 0.2, cy + r * 0.95), w)


def good(surface: pygame.Surface, g: int | str, c: Point, r: float) -> None:
    """One good (grapes, black oval, jar, bottle) or "hen", about ``r`` px from the centre."""
    name = GOOD_NAMES[g] if isinstance(g, int) else g
    cx, cy = c
    if name == "grapes":
        berry, rim = palette.hexc("#7B3F8C"), palette.hexc("#4A2356")
        leaf = [(cx, cy - r * 0.62), (cx + r * 0.55, cy - r * 0.95), (cx + r * 0.25, cy - r * 0.5)]
        polygon(surface, palette.hexc("#4F8A3A"), leaf)
        for dx, dy in ((-0.42, -0.3), (0.0, -0.3), (0.42, -0.3), (-0.21, 0.08), (0.21, 0.08), (0.0, 0.46)):
            pygame.draw.circle(surface, berry, (cx + dx * r, cy + dy * r), r * 0.27)
            pygame.draw.circle(surface, rim, (cx + dx * r, cy + dy * r), r * 0.27, max(1, round(r * 0.07)))
    elif name == "oval":
        _ellipse(surface, palette.hexc("#26262B"), c, r * 0.78, r * 0.56, palette.hexc("#8A8A92"))
        _ellipse(surface, palette.hexc("#6A6A72"), (cx - r * 0.28, cy - r * 0.2), r * 0.2, r * 0.1)
    elif name == "jar":
        amber, rim = palette.hexc("#C98A3C"), palette.hexc("#7A4E1C")
        body = pygame.Rect(round(cx - r * 0.62), round(cy - r * 0.4), round(r * 1.24), round(r * 1.3))
        pygame.draw.rect(surface, amber, body, border_radius=max(1, round(r * 0.35)))
        pygame.draw.rect(surface, rim, body, max(1, round(r * 0.1)), border_radius=max(1, round(r * 0.35)))
        lid = pygame.Rect(round(cx - r * 0.45), round(cy - r * 0.8), round(r * 0.9), round(r * 0.36))
        pygame.draw.rect(surface, rim, lid, border_radius=max(1, round(r * 0.1)))
    elif name == "bottle":
        glass, rim = palette.hexc("#2F7D4F"), palette.hexc("#174A2C")
        outline = [
            (cx - r * 0.42, cy + r * 0.95),
            (cx - r * 0.42, cy - r * 0.1),
            (cx - r * 0.14, cy - r * 0.45),
            (cx - r * 0.14, cy - r * 0.95),
            (cx + r * 0.14, cy - r * 0.95),
            (cx + r * 0.14, cy - r * 0.45),
            (cx + r * 0.42, cy - r * 0.1),
            (cx + r * 0.42, cy + r * 0.95),
        ]
        polygon(surface, glass, outline, rim, max(1, round(r * 0.09)))
        band = pygame.Rect(round(cx - r * 0.42), round(cy + r * 0.15), round(r * 0.84), round(r * 0.4))
        pygame.draw.rect(surface, palette.hexc("#F4EBD0"), band)
    elif name == "hen":
        hen(surface, c, r * 0.9)


def food(surface: pygame.Surface, f: int, c: Point, r: float) -> None:
    """A food icon: apple, ear of corn or crossed stalks."""
    cx, cy = c
    if f == 0:
        pygame.draw.circle(surface, palette.hexc("#D64545"), (cx, cy + r * 0.1), r * 0.72)
        pygame.draw.circle(surface, palette.hexc("#8E2A2A"), (cx, cy + r * 0.1), r * 0.72, max(1, round(r * 0.1)))
        pygame.draw.line(
            surface, palette.hexc("#6B4A2A"), (cx, cy - r * 0.5), (cx + r * 0.1, cy - r * 0.9), max(1, round(r * 0.14))
        )
        polygon(
            surface,
            palette.hexc("#4F8A3A"),
            [(cx + r * 0.1, cy - r * 0.7), (cx + r * 0.6, cy - r * 0.95), (cx + r * 0.35, cy - r * 0.55)],
        )
    elif f == 1:
        husk = palette.hexc("#4F8A3A")
        polygon(surface, husk, [(cx, cy + r), (cx - r * 0.6, cy - r * 0.2), (cx - r * 0.15, cy + r * 0.2)])
        polygon(surface, husk, [(cx, cy + r), (cx + r * 0.6, cy - r * 0.2), (cx + r * 0.15, cy + r * 0.2)])
        _ellipse(surface, palette.hexc("#E9C23B"), (cx, cy - r * 0.1), r * 0.34, r * 0.8, palette.hexc("#A8841C"))
        for k in (-0.4, -0.05, 0.3):
            pygame.draw.line(
                surface, palette.hexc("#A8841C"), (cx - r * 0.25, cy + k * r), (cx + r * 0.25, cy + k * r), 1
            )
    else:
        stalk = palette.hexc("#B8893A")
        w = max(1, round(r * 0.14))
        for sgn in (-1, 1):
            a, b = (cx - sgn * r * 0.7, cy + r * 0.9), (cx + sgn * r * 0.55, cy - r * 0.6)
            pygame.draw.line(surface, stalk, a, b, w)
            for t in (0.62, 0.8, 0.98):
                px, py = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
                _ellipse(surface, palette.hexc("#D9A94E"), (px, py), r * 0.16, r * 0.24, palette.darker(stalk))


def anchor(surface: pygame.Surface, c: Point, r: float, colour: Color) -> None:
    """The marina mark: a small anchor."""
    cx, cy = c
    w = max(1, round(r * 0.16))
    pygame.draw.circle(surface, colour, (cx, cy - r * 0.7), r * 0.2, w)
    pygame.draw.line(surface, colour, (cx, cy - r * 0.5), (cx, cy + r * 0.8), w)
    pygame.draw.line(surface, colour, (cx - r * 0.4, cy - r * 0.25), (cx + r * 0.4, cy - r * 0.25), w)
    box = pygame.Rect(round(cx - r * 0.75), round(cy - r * 0.2), round(r * 1.5), round(r * 1.05))
    if box.width > 0 and box.height > 0:  # (drawn apart: an arc drawn through a clip's edge comes out otherwise)
        m = w + 2  # (an arc reaches a pixel past its rect)
        arc = pygame.Surface((box.width + 2 * m, box.height + 2 * m))
        blank = palette.WHITE if tuple(colour[:3]) != tuple(palette.WHITE[:3]) else palette.TEXT
        arc.fill(blank)
        arc.set_colorkey(blank)
        pygame.draw.arc(arc, colour, box.move(m - box.x, m - box.y), math.pi, 2 * math.pi, w)
        surface.blit(arc, (box.x - m, box.y - m))


def arrow(surface: pygame.Surface, c: Point, r: float, colour: Color) -> None:
    """A small arrow pointing right, drawn (the font has no arrow glyph)."""
    x, y = c
    w = max(1, round(r * 0.35))
    pygame.draw.line(surface, colour, (x - r, y), (x + r * 0.2, y), w)
    polygon(surface, colour, [(x + r, y), (x + r * 0.1, y - r * 0.6), (x + r * 0.1, y + r * 0.6)])


def coin(kit: Kit, surface: pygame.Surface, c: Point, r: float, value: int | str | None = None, px: float = 0) -> None:
    """A gold coin with its value on it, at least ``px`` screen pixels tall (a value may reach
    past a small coin's rim rather than get smaller than that)."""
    gold, rim = palette.GOLD, palette.hexc("#9E7A1F")
    pygame.draw.circle(surface, palette.darker(gold, 0.8), (c[0], c[1] + max(1, r * 0.12)), r)
    pygame.draw.circle(surface, gold, c, r)
    pygame.draw.circle(surface, rim, c, r, max(1, round(r * 0.12)))
    if value is not None:
        text(kit, surface, str(value), c, max(r * 1.2, px), INK, True, "center")


def vp_mark(
    kit: Kit, surface: pygame.Surface, c: Point, r: float, value: int | str | None = None, px: float = 0
) -> None:
    """VP: a green laurel disc with its number (at least ``px`` screen pixels tall)."""
    green = palette.hexc("#4F8A3A")
    pygame.draw.circle(surface, palette.lighter(green, 0.75), c, r)
    pygame.draw.circle(surface, green, c, r, max(1, round(r * 0.14)))
    if value is not None:
        text(kit, surface, str(value), c, max(r * 1.15, px), palette.darker(green, 0.6), True, "center")


def text(
    kit: Kit,
    surface: pygame.Surface,
    words: str,
    pos: Point,
    px: float,
    colour: Color = INK,
    bold: bool = False,
    anchor_at: str = "center",
    max_width: int | None = None,
) -> pygame.Rect:
    """Text ``px`` screen pixels tall (the kit takes sizes at 1080p), cut short (never shrunk)
    to fit ``max_width``."""
    return kit.line(surface, words, pos, max(6.0, px) / kit.scale, colour, bold, anchor_at, max_width)


def boat(surface: pygame.Surface, c: Point, r: float, colour: Color) -> None:
    """The navigation mark: a sailing boat."""
    cx, cy = c
    polygon(
        surface,
        colour,
        [
            (cx - r, cy + r * 0.35),
            (cx + r, cy + r * 0.35),
            (cx + r * 0.6, cy + r * 0.85),
            (cx - r * 0.6, cy + r * 0.85),
        ],
    )
    pygame.draw.line(surface, colour, (cx, cy + r * 0.35), (cx, cy - r), max(1, round(r * 0.14)))
    polygon(surface, colour, [(cx + r * 0.1, cy - r * 0.9), (cx + r * 0.8, cy + r * 0.2), (cx + r * 0.1, cy + r * 0.2)])
    polygon(surface, colour, [(cx - r * 0.1, cy - r * 0.6), (cx - r * 0.7, cy + r * 0.2), (cx - r * 0.1, cy + r * 0.2)])


def stall(surface: pygame.Surface, c: Point, r: float, colour: Color) -> None:
    """The mercato mark: a market stall with a striped awning."""
    cx, cy = c
    w = max(1, round(r * 0.14))
    outline(surface, colour, pygame.Rect(round(cx - r * 0.8), round(cy - r * 0.1), round(r * 1.6), round(r)), w)
    for i in range(4):
        x = cx - r + i * r * 0.5
        fill = colour if i % 2 == 0 else palette.PANEL
        polygon(
            surface,
            fill,
            [(x, cy - r * 0.8), (x + r * 0.5, cy - r * 0.8), (x + r * 0.5, cy - r * 0.1), (x, cy - r * 0.1)],
            colour,
            w,
        )


def nav_level(surface: pygame.Surface, c: Point, r: float, level: int) -> None:
    """A navigation level in a picture: a land hex (adjacent only), a river, a lake."""
    cx, cy = c
    hexagon = [
        (cx + r * math.cos(math.radians(60 * i + 30)), cy + r * math.sin(math.radians(60 * i + 30))) for i in range(6)
    ]
    if level == 0:
        polygon(surface, palette.hexc("#B5D97C"), hexagon, palette.hexc("#5B7A3A"), max(1, round(r * 0.14)))
        return
    if level == 2:
        polygon(surface, palette.hexc("#78B0DE"), hexagon, palette.hexc("#2F6FB0"), max(1, round(r * 0.14)))
    w = max(2, round(r * 0.28))
    colour = palette.hexc("#2F6FB0") if level == 1 else palette.WHITE
    pts = [(cx - r * 0.8 + i * r * 0.2, cy + math.sin(i * 1.2) * r * 0.3) for i in range(9)]
    pygame.draw.lines(surface, colour, False, pts, w)


def check(surface: pygame.Surface, c: Point, r: float, colour: Color) -> None:
    """A check mark (a good already traded this round)."""
    cx, cy = c
    w = max(2, round(r * 0.3))
    pygame.draw.lines(
        surface, colour, False, [(cx - r * 0.8, cy), (cx - r * 0.2, cy + r * 0.6), (cx + r * 0.8, cy - r * 0.6)], w
    )


def token_shape(
    kit: Kit, surface: pygame.Surface, c: Point, r: float, seat: int, col: int, lifted: bool = False
) -> None:
    """A settlement: the owner's colour and shape, with the figure of its mat column on it."""
    kit.token(surface, c, r, seat, lifted)
    figure, colour = GLYPH[col]
    g = r * (0.5 if kit.player_shape(seat) == "triangle" else 0.6)
    at = (c[0], c[1] + (r * 0.12 if kit.player_shape(seat) == "triangle" else 0))
    if figure == "person":
        person(surface, at, g, colour)
    else:
        hen(surface, at, g * 0.95)


def marina_token(kit: Kit, surface: pygame.Surface, c: Point, r: float, seat: int) -> None:
    kit.token(surface, c, r, seat)
    anchor(surface, c, r * 0.62, palette.WHITE)


def output_chips(kit: Kit, surface: pygame.Surface, rect: pygame.Rect, out: C.Output, px: float = 0) -> None:
    """What a mat slot produces, as icons fitted into ``rect``. Only coins and VP carry a number
    (at least ``px`` screen pixels tall): the one that does is drawn large, the rest small
    beside it; a good produced twice shows twice."""
    numbered: list[tuple[str, int]] = []
    if out.coins:
        numbered.append(("coins", out.coins))
    if out.vp:
        numbered.append(("vp", out.vp))
    plain: list[str] = []
    for name in GOOD_NAMES:
        plain += [name] * getattr(out, name)
    if out.conv_jar:
        plain.append("conv_jar")
    if out.conv_bottle:
        plain.append("conv_bottle")
    side = min(rect.width, rect.height)
    cx, cy, r = float(rect.centerx), float(rect.centery), side * 0.42
    if numbered and not plain:
        big = numbered[0]
        small: list[str] = []
    elif numbered:  # the numbered chip bottom right, the others small at the top left
        r = side * 0.33
        cx, cy = rect.right - r, rect.bottom - r
        big, small = numbered[0], plain
    else:
        big, small = ("", 0), plain
    if big[0]:
        (coin if big[0] == "coins" else vp_mark)(kit, surface, (cx, cy), r, big[1], px)
    n = len(small)
    if n:
        if big[0]:
            area = pygame.Rect(rect.x, rect.y, rect.width * 0.6, rect.height * 0.6)
        else:
            area = rect
        cw = area.width / n
        rr = max(2.0, min(cw, area.height) * (0.34 if big[0] else 0.4))
        for i, name in enumerate(small):
            at = (area.x + cw * (i + 0.5), area.centery)
            if name.startswith("conv"):
                good(surface, 2 if name == "conv_jar" else 3, (at[0] + rr * 0.3, at[1]), rr * 0.85)
                arrow(surface, (at[0] - rr * 0.7, at[1]), rr * 0.45, INK)
            else:
                good(surface, name, at, rr)
    if out.figure:
        person(surface, (rect.x + side * 0.16, rect.y + side * 0.2), side * 0.15, palette.WHITE, palette.TEXT_2)


# --- stamps: small pieces painted once per look and size, then blitted -------------------------

_STAMPS: OrderedDict[Any, pygame.Surface] = OrderedDict()
STAMPS_KEPT = 2048


def stamp(
    surface: pygame.Surface, key: Any, centre: Point, half: float, paint: Callable[[pygame.Surface, Point], None]
) -> pygame.Rect:
    """Blit the piece ``key`` centred on ``centre``, painting it (``half`` px round its centre) the
    first time; where it lies."""
    h = max(1, math.ceil(half))
    img = _STAMPS.get(key)
    if img is None:
        img = pygame.Surface((2 * h, 2 * h), pygame.SRCALPHA)
        paint(img, (h, h))
        _STAMPS[key] = img
        if len(_STAMPS) > STAMPS_KEPT:
            _STAMPS.popitem(last=False)
    else:
        _STAMPS.move_to_end(key)
    return surface.blit(img, (round(centre[0]) - h, round(centre[1]) - h))


def stamp_token(
    kit: Kit, surface: pygame.Surface, c: Point, r: float, seat: int, col: int, lifted: bool = False
) -> None:
    key = ("token", kit.player_color(seat), kit.player_shape(seat), col, round(r, 1), lifted, kit.scale)
    stamp(surface, key, c, r * 1.3 + kit.px(4), lambda img, at: token_shape(kit, img, at, r, seat, col, lifted))


def stamp_marina(kit: Kit, surface: pygame.Surface, c: Point, r: float, seat: int) -> None:
    key = ("marina", kit.player_color(seat), kit.player_shape(seat), round(r, 1), kit.scale)
    stamp(surface, key, c, r * 1.3 + kit.px(4), lambda img, at: marina_token(kit, img, at, r, seat))


def stamp_coin(
    kit: Kit, surface: pygame.Surface, c: Point, r: float, value: int | str | None = None, px: float = 0
) -> pygame.Rect:
    return stamp(
        surface,
        ("coin", round(r, 1), value, kit.scale, round(px, 1)),
        c,
        max(r * 1.25, px) + 1,
        lambda img, at: coin(kit, img, at, r, value, px),
    )


def stamp_good(surface: pygame.Surface, g: int | str, c: Point, r: float) -> None:
    stamp(surface, ("good", g, round(r, 1)), c, r * 1.15 + 1, lambda img, at: good(img, g, at, r))


def stamp_output(kit: Kit, surface: pygame.Surface, rect: pygame.Rect, out: C.Output, px: float = 0) -> None:
    half = max(rect.width, rect.height) / 2 + px / 2

    def paint(img: pygame.Surface, at: Point) -> None:
        output_chips(
            kit,
            img,
            pygame.Rect(round(at[0] - rect.width / 2), round(at[1] - rect.height / 2), rect.width, rect.height),
            out,
            px,
        )

    stamp(surface, ("output", out, rect.size, kit.scale, round(px, 1)), rect.center, half, paint)
