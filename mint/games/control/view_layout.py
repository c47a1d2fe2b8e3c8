"""Where the Mint Control table puts things, and how its words fit their boxes.

Sizes are given at 1080p and scaled by the kit. No text here is ever drawn below its own size:
a line too long for its box is cut short with an ellipsis (the tooltip and the zoom give the
whole text), so every word on the table stays at least 18 px at 1080p (12 px at 720p).
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from mint.core.words import t
from mint.games.control import rules as R
from mint.games.control.cards import BY_ID, Bonus
from mint.ui.kit import Kit

# Type sizes (px at 1080p): body text, the numbers that matter, and titles.
BODY = 18
NUMBER = 22
TITLE = 20

CARD_MAX_W = 420  #: a location card is never wider than this
CARD_RATIO = 0.8  #: nor taller than this times its width
PLAYERS_H = 250  #: a player's area, before it takes a share of any spare room
POOL_H = 170  #: the tile pool row, likewise
HEAD_H = 64  #: name, mints and the 1st badge at the top of a player's area
BONUS_H = 56  #: the ousted and presence boxes at the foot of a card (label above the value)
BONUS_LOW = 34  #: ... on a short card (label and value on one line)
SLOTS_H = 56  #: the row of spaces on a card (tokens of radius 24)
SLOTS_BIG = 72  #: ... and on a card with room to spare
TOKEN_MAX = 34  #: the largest radius of a player's unplaced tokens
SEAT_ROW = 100  #: on a table-top strip: the row of tokens and tiles (each a row when short)


# --- words (the kit's: cut short, never shrunk) ---------------------------------------------------

cut = Kit.cut
line = Kit.line
paragraph = Kit.block
lines_needed = Kit.lines_needed


# --- the board -----------------------------------------------------------------------------------


def geometry(kit: Kit, obs: R.State, rect: pygame.Rect, areas: bool = True) -> dict[str, Any]:
    """The cards, the tiles, the supply and each player's area for this board ``rect``.

    The bands stack top to bottom: location cards, the tile pool with the supply, the players.
    Room the cards cannot use (one row of them, or a tall window) goes first to the players'
    areas and the pool, then evenly between the bands, so nothing floats in a gap of its own.
    Without ``areas`` (table-top mode, where each player's area lies on their own edge) the
    cards and the pool share the whole rect.
    """
    k = kit
    gap = k.px(14)
    n_locs = len(obs.locs)
    rows = 1 if n_locs <= 4 else 2
    cols = math.ceil(n_locs / rows)
    players_h = min(k.px(PLAYERS_H), int(rect.height * 0.27)) if areas else -gap
    pool_h = min(k.px(POOL_H), int(rect.height * 0.19))
    locs_h = rect.height - players_h - pool_h - 2 * gap
    card_w = min(k.px(CARD_MAX_W), (rect.width - (cols + 1) * gap) // cols)
    card_h = min(int(card_w * CARD_RATIO), (locs_h - (rows - 1) * gap) // rows)
    block_h = rows * card_h + (rows - 1) * gap
    spare = max(0, locs_h - block_h)
    more = min(spare // 3, k.px(60)) if areas else 0
    players_h += more
    spare -= more
    more = min(spare // 3, k.px(30))
    pool_h += more
    spare -= more
    lead = spare // 3  # above the cards, between cards and pool, and between pool and players

    grid_w = cols * card_w + (cols - 1) * gap
    x0 = rect.x + (rect.width - grid_w) // 2
    y0 = rect.y + lead
    cards = {}
    for i, lid in enumerate(obs.locs):
        row, col = divmod(i, cols)
        in_row = min(cols, n_locs - row * cols)
        xr = rect.x + (rect.width - (in_row * card_w + (in_row - 1) * gap)) // 2 if in_row < cols else x0
        cards[lid] = pygame.Rect(xr + col * (card_w + gap), y0 + row * (card_h + gap), card_w, card_h)

    pool_y = y0 + block_h + gap + lead
    supply_w = min(k.px(230), rect.width // 6)
    tile_w = min(k.px(200), (rect.width - supply_w - 7 * gap) // 5)
    tile_h = pool_h - k.px(6)
    row_w = 5 * tile_w + 4 * gap + 2 * gap + supply_w
    tx = rect.x + (rect.width - row_w) // 2
    tiles = {t: pygame.Rect(tx + i * (tile_w + gap), pool_y, tile_w, tile_h) for i, t in enumerate(R.TILE_IDS)}
    supply = pygame.Rect(tx + 5 * (tile_w + gap) + gap, pool_y, supply_w, tile_h)

    n = len(obs.seats)
    area_y = rect.bottom - players_h
    area_w = (rect.width - (n + 1) * gap) // n
    placed = {}
    for s in range(n if areas else 0):
        placed[s] = area_parts(kit, pygame.Rect(rect.x + gap + s * (area_w + gap), area_y, area_w, players_h))
    return {"cards": cards, "tiles": tiles, "supply": supply, "areas": placed}


def area_parts(kit: Kit, a: pygame.Rect) -> dict[str, pygame.Rect]:
    """A player's area: the heading (name, mints, 1st) over the unplaced tokens and the picked
    tiles; those two sit side by side when the area is long and low (a table-top strip)."""
    k = kit
    head = pygame.Rect(a.x, a.y, a.width, k.px(HEAD_H))
    rest = pygame.Rect(a.x + k.px(10), head.bottom + k.px(4), a.width - k.px(20), a.bottom - head.bottom - k.px(12))
    if rest.width >= 4 * rest.height:
        half = (rest.width - k.px(10)) // 2
        tokens = pygame.Rect(rest.x, rest.y, half, rest.height)
        tiles_r = pygame.Rect(tokens.right + k.px(10), rest.y, rest.right - tokens.right - k.px(10), rest.height)
    else:
        half = (rest.height - k.px(8)) // 2
        tokens = pygame.Rect(rest.x, rest.y, rest.width, half)
        tiles_r = pygame.Rect(rest.x, tokens.bottom + k.px(8), rest.width, rest.bottom - tokens.bottom - k.px(8))
    name = pygame.Rect(head.x + k.px(44), head.y + k.px(3), head.width - k.px(54), k.px(36))  # (and the 1st badge)
    mints = pygame.Rect(head.x + k.px(44), head.y + k.px(31), head.width - k.px(54), k.px(32))  # (below the name)
    return {"panel": a, "head": head, "name": name, "mints": mints, "tokens": tokens, "tiles": tiles_r}


def rim(rect: pygame.Rect, width: int, radius: int) -> list[pygame.Rect]:
    """Where a border ``width`` px wide round ``rect``, with corners of ``radius``, lies: its left
    and right sides with the corners, and the top and bottom between them (the middle of the
    rect is in none of them)."""
    side = max(width, radius)
    inner = rect.inflate(-2 * side, -2 * width)
    return [
        pygame.Rect(rect.x, rect.y, side, rect.height),
        pygame.Rect(inner.right, rect.y, rect.right - inner.right, rect.height),
        pygame.Rect(inner.x, rect.y, inner.width, width),
        pygame.Rect(inner.x, inner.bottom, inner.width, width),
    ]


def area_depth(length: int) -> int:
    """How deep (design px) a player's area is on a table-top strip ``length`` design px long."""
    return HEAD_H + 16 + (SEAT_ROW if length >= 4 * SEAT_ROW + 20 else 2 * SEAT_ROW + 8)


def band_height(kit: Kit, height: int, title_size: float) -> int:
    """The height of a card's title band, as the kit draws it."""
    return max(kit.px(title_size * 1.6), height // 6)


def card_parts(kit: Kit, r: pygame.Rect, effect: str = "") -> dict[str, pygame.Rect]:
    """A location card's title band, cost-and-stars row, spaces, effect text and bonus boxes.

    The spaces keep their full height first, then the effect text gets up to the lines it needs;
    a tall card's spare room grows the spaces a little and centres the two between the stars and
    the bonuses.
    """
    k = kit
    pad = k.px(10)
    band = pygame.Rect(r.x, r.y, r.width, band_height(k, r.height, TITLE))
    inner_w = r.width - 2 * pad
    info = pygame.Rect(r.x + pad, band.bottom + k.px(2), inner_w, k.px(32))
    step = k.font(BODY).get_linesize()
    bonus_h = k.px(BONUS_H)
    if r.bottom - pad - bonus_h - info.bottom - k.px(8) < k.px(SLOTS_H) + step and _inline_fits(k, inner_w):
        bonus_h = k.px(BONUS_LOW)  # a short card: each bonus box on one line, to leave a line of text
    bottom = pygame.Rect(r.x + pad, r.bottom - bonus_h - pad, inner_w, bonus_h)
    middle = pygame.Rect(r.x + pad, info.bottom + k.px(2), inner_w, bottom.top - info.bottom - k.px(6))
    slots_h = min(k.px(SLOTS_H), middle.height)
    want = lines_needed(k, effect, BODY, inner_w) * step
    text_h = max(0, min(want, middle.height - slots_h - k.px(2)))
    # a tall card gives its spaces (and so the tokens on them) some of the room to spare, the same
    # on every card of its size: as if each had two lines of text
    reserve = max(text_h, 2 * step) + k.px(2)
    slots_h += max(0, min(k.px(SLOTS_BIG - SLOTS_H), (middle.height - slots_h - reserve) // 2))
    # spaces and text sit in the middle as if the text had two lines, so that the spaces line up
    # across a row of cards; the text is centred in its two lines' room
    room = max(0, min(middle.height - slots_h, reserve))
    top = middle.y + max(0, middle.height - slots_h - room) // 2
    slots = pygame.Rect(middle.x, top, inner_w, slots_h)
    text = pygame.Rect(middle.x, slots.bottom + k.px(2), inner_w, max(0, room - k.px(2)))
    return {"band": band, "info": info, "slots": slots, "text": text, "bottom": bottom}


OUSTED = t("Ousted")
PRESENCE = t("Presence")
"""The labels of a location card's two bonus boxes."""


def bonus_value(bonus: Bonus) -> str:
    """A bonus box's value: +n for a gain, steal n, or a dash for none."""
    if bonus.kind == "NONE":
        return "—"
    if bonus.kind == "GAIN":
        return f"+{bonus.amount}"
    return str(t("steal {n}", n=bonus.amount))


def _inline_fits(kit: Kit, inner_w: int) -> bool:
    """Whether a bonus box (half of ``inner_w``) holds its longest label and value on one line."""
    box = (inner_w - kit.px(8)) // 2
    label, value = kit.font(BODY), kit.font(NUMBER, True)
    pairs = ((OUSTED, bonus_value(Bonus("STEAL", 1))), (PRESENCE, bonus_value(Bonus("GAIN", 2))))
    need = max(label.size(str(a))[0] + value.size(b)[0] for a, b in pairs)
    return box >= need + kit.px(24 + 22)  # a mint before the value, the margins and a gap


def slot_centres(kit: Kit, lid: str, slots: pygame.Rect) -> tuple[list[tuple[int, int]], int]:
    spaces = BY_ID[lid].spaces
    radius = max(kit.px(8), min(slots.height // 2 - kit.px(4), slots.width // (2 * spaces + 2)))
    step = min(slots.width // spaces, radius * 3)
    x0 = slots.centerx - step * (spaces - 1) / 2
    return [(int(x0 + i * step), slots.centery) for i in range(spaces)], radius
