"""Mint Italy's card faces for the shared card painter: order, scoring and bot cards, drawn at a
design height of 250 px from the icons of ``view_icons``.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from mint.core.words import t, tn
from mint.games.italy import cards as C
from mint.games.italy.view_icons import (
    CREAM,
    GLYPH,
    INK,
    Point,
    anchor,
    coin,
    food,
    good,
    hen,
    outline,
    person,
    polygon,
    vp_mark,
)
from mint.ui import palette
from mint.ui.kit import Kit

# --- card faces (drawn by the shared card painter at a design height of 250 px) --------------
# A card of the cards row is at least about half that tall (four players), so its words are
# twice the table's sizes: still 18 px at 1080p (12 at 720p) there, and larger on any bigger card.
CARD_BODY = 38
CARD_NUMBER = 44
CODE_SHORT = {  # a bot card's actions, in a word (the tooltip and the log say them whole)
    "EXP_HEN": t("hen"),
    "EXP_PERSON": t("person"),
    "ORDER": t("order"),
    "MERCATO": t("mercato"),
    "MARINA": t("marina"),
    "PERSONA": t("persona"),
}


def _title(k: Kit, words: tuple[str, ...], width: int) -> str:
    """The first of ``words`` that fits ``width`` as a card's title."""
    k.font(CARD_BODY, True)
    return next((w for w in words if k.width(w, CARD_BODY, True) <= width), words[-1])


def order_face(k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any, side: Any) -> None:
    """An order card: what it needs (a good needed twice shows twice), the arrow, its reward and
    its food icon at the bottom."""
    o = C.ORDER_CARDS[face[0]][face[1]]
    accent = palette.ACCENTS["italy"]
    band = pygame.Rect(rect.x, rect.y, rect.width, k.px(54))
    pygame.draw.rect(surface, accent, band)
    k.font(CARD_BODY, True)  # every order says "Order" when the widest does, so they match
    widest = max(k.width(str(t("Order {card}", card=c.id)), CARD_BODY, True) for pair in C.ORDER_CARDS for c in pair)
    title = str(t("Order {card}", card=o.id)) if widest <= rect.width - k.px(8) else o.id
    k.line(surface, title, band.center, CARD_BODY, palette.WHITE, True, "center", rect.width - k.px(8))
    needs: list[tuple[str | int, int]] = [(g, 1) for g, n in enumerate(o.needs) for _ in range(n)]
    needs += [("hen", 1)] * o.hens
    foot = pygame.Rect(rect.x, rect.bottom - k.px(40), rect.width, k.px(40))
    body = pygame.Rect(rect.x, band.bottom, rect.width, foot.y - band.bottom)
    top = pygame.Rect(body.x + k.px(4), body.y + k.px(4), body.width - k.px(8), body.height * 0.38)
    _chip_row(k, surface, top, needs)
    mid = top.bottom + k.px(3)
    pygame.draw.line(surface, palette.TEXT_2, (rect.x + k.px(22), mid), (rect.right - k.px(22), mid), k.px(2))
    polygon(
        surface,
        palette.TEXT_2,
        [(rect.centerx - k.px(10), mid), (rect.centerx + k.px(10), mid), (rect.centerx, mid + k.px(12))],
    )
    reward = pygame.Rect(body.x + k.px(4), mid + k.px(12), body.width - k.px(8), body.bottom - mid - k.px(14))
    items: list[tuple[str | int, int]] = []
    if o.vp:
        items.append(("vp", o.vp))
    if o.upgrade:
        items.append(("upgrade", o.upgrade))
    if o.coins:
        items.append(("coins", o.coins))
    _chip_row(k, surface, reward, items)
    pygame.draw.rect(surface, palette.hexc("#F1E9D4"), foot)
    food(surface, o.food, foot.center, k.px(16))


def _chip_row(k: Kit, surface: pygame.Surface, rect: pygame.Rect, items: list[tuple[str | int, int]]) -> None:
    """Icons side by side in ``rect``; coins and VP carry their number (CARD_NUMBER)."""
    if not items:
        return
    n = len(items)
    cw = rect.width / n
    r = min(cw * 0.42, rect.height * 0.46)
    for i, (what, v) in enumerate(items):
        cx, cy = rect.x + cw * (i + 0.5), rect.centery
        if what == "coins":
            coin(k, surface, (cx, cy), r, v, k.px(CARD_NUMBER))
        elif what == "vp":
            vp_mark(k, surface, (cx, cy), r, v, k.px(CARD_NUMBER))
        elif what == "upgrade":
            pygame.draw.circle(surface, palette.hexc("#3E7CB1"), (cx, cy), r)
            q = r * 0.9
            polygon(
                surface,
                palette.WHITE,
                [
                    (cx, cy - q * 0.7),
                    (cx + q * 0.6, cy),
                    (cx + q * 0.22, cy),
                    (cx + q * 0.22, cy + q * 0.65),
                    (cx - q * 0.22, cy + q * 0.65),
                    (cx - q * 0.22, cy),
                    (cx - q * 0.6, cy),
                ],
            )
        else:
            good(surface, what, (cx, cy), min(r, rect.height * 0.4))


def scoring_face(k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any, side: Any) -> None:
    """A scoring card: the round it scores at the end of, its icon, and the VP it gives each
    (its name is in its tooltip)."""
    index, at_round = face
    card = C.SCORING_CARDS[index]
    band = pygame.Rect(rect.x, rect.y, rect.width, k.px(54))
    pygame.draw.rect(surface, palette.hexc("#4F8A3A"), band)
    title = _title(k, (str(t("Round {n}", n=at_round)), f"R{at_round}"), rect.width - k.px(8))
    k.line(surface, title, band.center, CARD_BODY, palette.WHITE, True, "center", rect.width - k.px(8))
    step = k.font(CARD_BODY).get_linesize()
    rows = 2 if card.cap else 1
    y = rect.bottom - k.px(4) - rows * step
    room = y - band.bottom
    icon_r = max(k.px(12), min(k.px(44), room * 0.4, rect.width * 0.3))
    _scoring_icon(k, surface, card.kind, (rect.centerx, band.bottom + room / 2), icon_r)
    # counted (though English says it alike): the game's own short word, not the app's longer "each"
    each = k.render(str(tn("each", "each", card.per)), CARD_BODY, palette.TEXT_2)
    disc = k.px(26)
    x = rect.centerx - (2 * disc + k.px(6) + each.get_width()) / 2
    vp_mark(k, surface, (x + disc, y + step / 2), disc, f"{card.per}", k.px(CARD_NUMBER))
    surface.blit(each, each.get_rect(midleft=(round(x + 2 * disc + k.px(6)), round(y + step / 2))))
    if card.cap:
        k.line(
            surface, str(t("max {n}", n=card.cap)), (rect.centerx, y + step), CARD_BODY, palette.TEXT_2, False, "midtop"
        )


def _scoring_icon(k: Kit, surface: pygame.Surface, kind: str, c: Point, r: float) -> None:
    if kind == "borgo":
        person(surface, c, r, GLYPH[0][1])
    elif kind == "vigna":
        person(surface, c, r, GLYPH[1][1])
    elif kind == "pollaio":
        hen(surface, c, r)
    elif kind == "marina":
        pygame.draw.circle(surface, palette.hexc("#3E7CB1"), c, r)
        anchor(surface, c, r * 0.65, palette.WHITE)
    elif kind == "cellar":
        good(surface, 2, (c[0] - r * 0.55, c[1]), r * 0.7)
        good(surface, 3, (c[0] + r * 0.55, c[1]), r * 0.7)
    elif kind == "orders":
        card = pygame.Rect(0, 0, round(r * 1.3), round(r * 1.8))
        card.center = (round(c[0]), round(c[1]))
        pygame.draw.rect(surface, CREAM, card, border_radius=k.px(4))
        pygame.draw.rect(surface, palette.ACCENTS["italy"], card, k.px(3), border_radius=k.px(4))
        pygame.draw.rect(surface, palette.ACCENTS["italy"], (card.x, card.y, card.width, card.height // 4))
    elif kind == "tracks":
        for i in range(3):
            pygame.draw.rect(
                surface,
                palette.TEXT_2,
                (c[0] - r + i * r * 0.7, c[1] + r * 0.5 - i * r * 0.5, r * 0.55, r * 0.5 + i * r * 0.5),
            )
    else:  # cities
        for dx in (-0.5, 0.5):
            hexagon = [
                (
                    c[0] + dx * r + r * 0.5 * math.cos(math.radians(a + 30)),
                    c[1] + r * 0.5 * math.sin(math.radians(a + 30)),
                )
                for a in range(0, 360, 60)
            ]
            polygon(surface, palette.hexc("#A4A096"), hexagon, palette.TEXT_2, k.px(2))


def bot_face(k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any, side: Any) -> None:
    """A bot card. Revealed, its right part: what it does, else what, each with its cost; on the
    discard, its left part: the scan arrow, X and the good."""
    c = C.BOT_CARDS[face[0]]
    role = face[1]
    band = pygame.Rect(rect.x, rect.y, rect.width, k.px(44))
    pygame.draw.rect(surface, palette.hexc("#4A5A6A"), band)
    title = _title(
        k, (str(t("Bot card {card}", card=c.id)), str(t("Card {card}", card=c.id)), f"{c.id}"), rect.width - k.px(8)
    )
    k.line(surface, title, band.center, CARD_BODY, palette.WHITE, True, "center", rect.width - k.px(8))
    body = pygame.Rect(rect.x, band.bottom, rect.width, rect.bottom - band.bottom)
    if role == "discard":  # only its left part is read here
        pygame.draw.rect(surface, palette.hexc("#EEF1F3"), body)
        arrow_w = min(body.width - k.px(24), k.px(80), body.height * 0.4)
        _scan_arrow(surface, c.scan, pygame.Rect(body.centerx - arrow_w // 2, body.y + k.px(8), arrow_w, arrow_w))
        k.line(surface, f"X={c.x}", (body.centerx, body.y + arrow_w + k.px(14)), CARD_NUMBER, INK, True, "midtop")
        y = body.y + arrow_w + k.px(14) + k.font(CARD_NUMBER, True).get_linesize()
        good(
            surface,
            c.good,
            (body.centerx, (y + body.bottom) / 2),
            max(k.px(14), min(k.px(34), (body.bottom - y) * 0.4)),
        )
        return
    costs = face[2] if len(face) > 2 else (c.do_cost, c.orelse_cost)
    step = k.font(CARD_BODY, True).get_linesize()
    y = float(body.y + k.px(4))
    half = (body.height - k.px(8)) / 2
    for label, code, cost in (("Do", c.do, costs[0]), ("Else", c.orelse, costs[1])):
        said = t("Do") if label == "Do" else t("Else")
        k.line(surface, str(said), (rect.x + k.px(8), y), CARD_BODY, palette.TEXT_2, False, "topleft")
        if cost > 0:
            coin(k, surface, (rect.right - k.px(28), y + step / 2), k.px(22), cost, k.px(CARD_BODY))
        elif cost == 0:
            k.line(surface, str(t("free")), (rect.right - k.px(8), y), CARD_BODY, palette.TEXT_2, False, "topright")
        k.line(surface, str(CODE_SHORT[code]), (rect.x + k.px(8), y + step), CARD_BODY, INK, True, "topleft")
        y += half
        if label == "Do":
            pygame.draw.line(
                surface, palette.BORDER, (rect.x + k.px(8), y - k.px(2)), (rect.right - k.px(8), y - k.px(2)), k.px(2)
            )


def _scan_arrow(surface: pygame.Surface, scan: str, r: pygame.Rect) -> None:
    """The bot's scan: rows top->bottom or bottom->top, each left->right or right->left."""
    ink = palette.hexc("#4A5A6A")
    w = max(1, r.width // 12)
    down = scan[0] == "T"
    rightward = scan[1] == "L"
    ys = [r.y + r.height * f for f in ((0.2, 0.5, 0.8) if down else (0.8, 0.5, 0.2))]
    x0, x1 = (r.x, r.right) if rightward else (r.right, r.x)
    for y in ys:
        pygame.draw.line(surface, palette.lighter(ink, 0.4), (x0, y), (x1, y), w)
    y = ys[0]
    head = r.width * 0.22
    sgn = 1 if rightward else -1
    pygame.draw.line(surface, ink, (x0, y), (x1, y), w + 1)
    polygon(surface, ink, [(x1, y), (x1 - sgn * head, y - head * 0.6), (x1 - sgn * head, y + head * 0.6)])
    pygame.draw.circle(surface, ink, (x0, y), w * 1.5)


def food_at(f: int, r: float, surface: pygame.Surface, at: Point) -> None:
    food(surface, f, at, r)


def order_icon(kit: Kit, surface: pygame.Surface, c: Point, r: float) -> None:
    """The small order icon printed on a column's last slot and the last marina slot."""
    card = pygame.Rect(0, 0, max(2, round(r * 1.4)), max(3, round(r * 2)))
    card.center = (round(c[0]), round(c[1]))
    pygame.draw.rect(surface, palette.ACCENTS["italy"], card, border_radius=max(1, round(r * 0.3)))
    inset = max(1, round(r * 0.5))
    outline(surface, palette.WHITE, card.inflate(-inset, -inset), max(1, round(r * 0.2)))
