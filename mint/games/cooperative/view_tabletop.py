"""Where Mint Cooperative puts things in table-top mode (a screen lying flat, players round it).

The shared board keeps the panic track across its top and lays the county map, the villain card
over the trouble panel, and the dice tray in three columns below it (two on a tall, narrow board:
the map, and the rest down one column). Each seat's strip holds the heroes it plays, each card
with its stunt beside it, and its Mint It Up! mint. Everything a finger drags or drops on is at
least ``FINGER`` px; the words keep their sizes (``view_layout``).
"""

from __future__ import annotations

from typing import Any

import pygame

from mint.core.words import t
from mint.games.cooperative import rules as R
from mint.games.cooperative.view_layout import (
    BODY,
    BOTTOM_H,
    DIE,
    DIE_BIG,
    GAP,
    HERO_W,
    NUMBER,
    PANIC_H,
    SPARE,
    STUNT_H,
    TRAY_W,
    _towns,
    hero_parts,
    step,
    villain_fit,
    villain_rows,
    villain_top,
    width,
)
from mint.ui.kit import Kit

SIDE_DEPTH = 236  #: a seat's strip holding each hero card with its stunt beside it (the bar's depth)
STACK_DEPTH = 300  #: ... with each stunt under its hero card, where a hero has too little room along it
SIDE_MIN = 430  #: a hero's room along the strip for its card and its stunt side by side
STACK_MIN = 240  #: ... for its card with the stunt under it
ROW_H = 200  #: a row of hero cards in a strip that holds more than one row ...
ROW_LEAST = 160  #: ... and at least, where the strip is not as deep as they would want
SLOT_MAX = 760  #: a hero's room along the strip, at most
BODY_MIN = 237  #: a hero card beside its stunt, at least
MAP_LEAST = 680  #: the county map's width, at least (its towns' names fit their bands)
SUPPLY_TT = (120, 76)  #: the mint supply, its name inside
DECK_TT = 120  #: the trouble deck, its words on its back
TROUBLE_TT = 200  #: the trouble panel where the villain card leaves it the room
TALL, WIDE = 700, 1500  #: a board this tall below its panic track and narrower than this is "tall"
PICK_H = 200  #: a hero card still to pick, on a tall board
SPARE_COL = 112  #: the column at the strip's end for a player's Mint It Up! mint


def board_geometry(
    kit: Kit, obs: R.State, rect: pygame.Rect, spots: dict[str, tuple[float, float, float, float]]
) -> dict[str, Any]:
    """The shared board of table-top mode in ``rect`` (the heroes lie on their players' edges):
    the panic track across the top, and below it three columns: the county map, the villain card
    over the trouble panel, and the dice tray; on a tall, narrow board (players on the short
    edges) two: the map, and the villain card over the trouble panel over the tray. While heroes
    are picked, the cards still to pick take the place of the trouble panel and the tray, and
    the columns take the whole board (the panic track waits for the first roll). Pieces are
    finger-sized."""
    k = kit
    gap = k.px(GAP)
    pick = obs.phase == "pick"
    g: dict[str, Any] = {"finger": True, "spare": None, "cards": None, "tray": None, "hero_cards": []}
    g["panic"] = None if pick else pygame.Rect(rect.x, rect.y, rect.width, k.px(PANIC_H))
    top = rect.y if pick else g["panic"].bottom + gap
    mid = pygame.Rect(rect.x, top, rect.width, rect.bottom - top)
    tall = mid.height >= k.px(TALL) and mid.width < k.px(WIDE)
    if tall:
        map_w = max(k.px(MAP_LEAST), (mid.width - gap) * 52 // 100)
        col = mid.width - map_w - gap
        third = 0
    elif pick:
        inner = mid.width - 2 * gap
        map_w = max(k.px(MAP_LEAST), inner * 42 // 100)
        col = min(k.px(480), (inner - map_w) * 2 // 5)
        third = inner - map_w - col
    else:
        inner = mid.width - 2 * gap
        third = min(k.px(TRAY_W), inner * 20 // 100)
        col = min(k.px(600), (inner - third) * 40 // 100)
        map_w = max(k.px(MAP_LEAST), inner - third - col)
        col = inner - third - map_w
    g["map"] = pygame.Rect(mid.x, mid.y, map_w, mid.height)
    g["towns"] = _towns(k, g["map"], spots, head=0)  # (the map's name sits in its empty top-left corner)
    sw, sh = k.px(SUPPLY_TT[0]), k.px(SUPPLY_TT[1])
    g["supply"] = pygame.Rect(g["map"].right - k.px(12) - sw, g["map"].y + k.px(8), sw, sh)
    right = pygame.Rect(g["map"].right + gap, mid.y, col, mid.height)
    last = pygame.Rect(right.right + gap, mid.y, third, mid.height)
    if tall and not pick:  # the tray at the foot of the column, its dice two by two
        tray_h = _tray_height(k, 2)
        last = pygame.Rect(right.x, right.bottom - tray_h, col, tray_h)
        right.height -= tray_h + gap
    # under the villain's name: once play is under way (the panic track says where panic is), its counts
    g["villain_counts"] = not pick
    top_w = width(k, villain_top(obs, not pick), BODY, True) + k.px(14)  # (room for a count to grow a digit)
    g["villain_top"] = tops = 1 if top_w <= col - k.px(24) else 2
    if pick:
        unchosen = [h for h in R.HERO_IDS if h not in obs.heroes]
        room = right.height - (gap + k.px(PICK_H) * 2 if tall else 0)  # (on a tall board, two rows of them below)
        villain_h, g["villain_rows"] = villain_fit(k, obs.villain, col, room, tops)
        g["villain"] = pygame.Rect(right.x, right.y, col, villain_h)
        if tall:
            last = pygame.Rect(right.x, g["villain"].bottom + gap, col, right.bottom - g["villain"].bottom - gap)
        g["hero_cards"] = _pick_grid(k, last, len(unchosen))
        return g
    _villain_and_trouble(k, obs, g, right, tops)
    g["tray"] = last
    g["tray_head"], g["dice"], g["die_boxes"] = _tray_rows(k, last, 2 if tall else 1)
    return g


def _villain_and_trouble(kit: Kit, obs: R.State, g: dict[str, Any], col: pygame.Rect, tops: int) -> None:
    """The villain card over the trouble panel in ``col``: the panel keeps room for the roll and
    a few revealed cards when the villain's rows fit in short above it, else only its deck's."""
    k = kit
    gap = k.px(GAP)
    events = R.VILLAINS[obs.villain].events
    rows = len(villain_rows(obs.villain))
    for least in (k.px(TROUBLE_TT), k.px(16) + deck_least(k, events)):
        villain_h, g["villain_rows"] = villain_fit(k, obs.villain, col.width, col.height - gap - least, tops)
        if len(g["villain_rows"]) == rows:
            break
    g["villain"] = pygame.Rect(col.x, col.y, col.width, villain_h)
    g["cards"] = r = pygame.Rect(col.x, g["villain"].bottom + gap, col.width, col.bottom - g["villain"].bottom - gap)
    deck_h = max(deck_least(k, events), min(k.px(170), r.height - k.px(16)))
    g["deck"] = pygame.Rect(r.x + k.px(10), r.y + k.px(8), k.px(DECK_TT), deck_h)
    g["events"] = pygame.Rect(g["deck"].x, g["deck"].bottom, g["deck"].width, 0)  # (its count is on the deck)
    x = g["deck"].right + k.px(12)
    g["shown"] = pygame.Rect(x, r.y + k.px(8), r.right - k.px(10) - x, r.height - k.px(16))


def deck_lines(obs: R.State) -> list[tuple[str, float, bool]]:
    """What the trouble deck says on its back in table-top mode: each line, its size, and bold."""
    out: list[tuple[str, float, bool]] = [
        (str(t("Trouble")), BODY, True),
        (left_words(len(obs.trouble_deck)), NUMBER, True),
        (mayhem_words(obs), BODY, False),
    ]
    if R.VILLAINS[obs.villain].events:
        out.append((str(t("events {n}", n=len(obs.event_deck))), BODY, False))
    return out


def left_words(n: int) -> str:
    """The cards left in the trouble deck, on its back."""
    return str(t("{n} left", n=n))


def mayhem_words(obs: R.State) -> str:
    """The mayhem cards resolved, on the trouble deck's back."""
    return str(t("mayhem {done}/{all}", done=obs.mayhem, all=len(R.CARDS.mayhem)))


def deck_least(kit: Kit, events: bool) -> int:
    """The trouble deck's least height in table-top mode: its lines and a margin."""
    k = kit
    return k.px(16) + 2 * step(k, BODY, True) + step(k, NUMBER, True) + (step(k) if events else 0)


def _pick_grid(kit: Kit, r: pygame.Rect, n: int) -> list[pygame.Rect]:
    """The hero cards still to pick, two abreast (three on a wide board), none taller than the
    normal table's."""
    k = kit
    gap = k.px(GAP)
    cols = 3 if n > 4 and (r.width - 2 * gap) // 3 >= k.px(HERO_W) * 3 // 4 else min(2, max(1, n))
    rows = max(1, -(-n // cols))
    cw = (r.width - (cols - 1) * gap) // cols
    ch = min(k.px(BOTTOM_H) * 3 // 4, (r.height - (rows - 1) * gap) // rows)
    y0 = r.y + (r.height - (rows * ch + (rows - 1) * gap)) // 2
    return [pygame.Rect(r.x + (i % cols) * (cw + gap), y0 + (i // cols) * (ch + gap), cw, ch) for i in range(n)]


def _tray_head(kit: Kit, tray: pygame.Rect) -> pygame.Rect:
    k = kit
    return pygame.Rect(tray.x + k.px(12), tray.y + k.px(8), tray.width - k.px(24), 2 * step(k, BODY, True))


def _tray_height(kit: Kit, rows: int) -> int:
    """A tray's height with its dice in ``rows`` rows, each with room for three lines of words."""
    k = kit
    row = max(k.px(DIE_BIG), 3 * step(k)) + k.px(10)
    return k.px(8) + 2 * step(k, BODY, True) + k.px(6) + rows * row + k.px(10)


def _tray_rows(kit: Kit, tray: pygame.Rect, cols: int = 1) -> tuple[pygame.Rect, list[pygame.Rect], list[pygame.Rect]]:
    """A tray's head (two lines), and its dice in rows (``cols`` abreast): each die at the left of
    its place, and the room beside it for what the die would do."""
    k = kit
    head = _tray_head(k, tray)
    top = head.bottom + k.px(6)
    rows = -(-R.NDICE // cols)
    row = (tray.bottom - k.px(10) - top) // rows
    cell = (head.width - (cols - 1) * k.px(GAP)) // cols
    size = max(k.px(DIE), min(k.px(DIE_BIG), row - k.px(8)))
    dice, boxes = [], []
    for i in range(R.NDICE):
        x0 = head.x + (i % cols) * (cell + k.px(GAP))
        y = top + (i // cols) * row
        die = pygame.Rect(x0, y + (row - size) // 2, size, size)
        dice.append(die)
        x = die.right + k.px(12)
        boxes.append(pygame.Rect(x, y, x0 + cell - x, row))
    return head, dice, boxes


def seat_places(obs: R.State, seat: int) -> list[int]:
    """The hero places ``seat`` plays, in turn order."""
    return [h for h, c in enumerate(obs.control) if c == seat]


def _rows(n: int, room: int, side_min: int, gap: int) -> int:
    """How many rows ``n`` hero slots take, each holding as many as have the side-by-side room."""
    per_row = max(1, (room + gap) // (side_min + gap))
    return -(-n // per_row)


def seat_depth(obs: R.State, seat: int, length: int) -> int:
    """How deep (design px) a seat's strip is when its area is ``length`` design px long: each hero card with its stunt beside it where each has the room, else with its stunt
    under it, else (a seat of several heroes on a short edge) in rows of cards with stunts beside
    them. (The Mint It Up! mint's column is counted even when the seat has none, so the strips
    keep their depth through a game.)"""
    n = max(1, len(seat_places(obs, seat)))
    room = length - SPARE_COL - GAP
    slot = min(SLOT_MAX, (room - (n - 1) * GAP) // n)
    if slot >= SIDE_MIN:
        return SIDE_DEPTH
    if slot >= STACK_MIN:
        return STACK_DEPTH
    rows = _rows(n, room, SIDE_MIN, GAP)
    return rows * ROW_H + (rows - 1) * GAP + 16


def seat_geometry(kit: Kit, obs: R.State, seat: int, rect: pygame.Rect) -> dict[str, Any]:
    """A seat's own area in table-top mode, upright in ``rect`` (long and low): a slot for each
    hero it plays, side by side in the middle (the card with its stunt beside it; where the slots
    are narrow, with its stunt under it; where they are narrower still and the strip deep enough,
    in rows), and its Mint It Up! mint, while it holds one, at the end."""
    k = kit
    gap = k.px(GAP)
    room = pygame.Rect(rect)
    g: dict[str, Any] = {"spare": None, "slots": []}
    if obs.spare[seat]:
        w = k.px(SPARE_COL)
        col = pygame.Rect(rect.right - w, rect.y, w, rect.height)
        size = k.px(SPARE[0]) + k.px(8)
        label = step(k, BODY, True)
        y = col.centery - (size + k.px(4) + label) // 2
        g["spare"] = pygame.Rect(col.centerx - size // 2, y, size, size)
        g["spare_label"] = (col.centerx, g["spare"].bottom + k.px(4))
        room.width -= w + gap
    places = seat_places(obs, seat)
    n = max(1, len(places))
    slot_w = min(k.px(SLOT_MAX), (room.width - (n - 1) * gap) // n)
    side = slot_w >= k.px(SIDE_MIN)
    stack = not side and slot_w >= k.px(STACK_MIN) and rect.height >= k.px(STUNT_H + 180)
    rows = 1
    if not side and not stack:  # in rows where the strip is deep enough for them, else squeezed
        rows = _rows(n, room.width, k.px(SIDE_MIN), gap)
        if (rect.height - (rows - 1) * gap) // rows < k.px(ROW_LEAST):
            rows = 1
    per_row = -(-n // rows)
    row_h = (room.height - (rows - 1) * gap) // rows
    for j, h in enumerate(places):
        row, col_i = divmod(j, per_row)
        in_row = min(per_row, n - row * per_row)
        w = min(k.px(SLOT_MAX), (room.width - (in_row - 1) * gap) // in_row) if rows > 1 else slot_w
        x0 = room.x + (room.width - (in_row * w + (in_row - 1) * gap)) // 2
        slot = pygame.Rect(x0 + col_i * (w + gap), room.y + row * (row_h + gap), w, row_h)
        if stack:
            body, stunt = hero_parts(k, slot, False)
        else:
            body_w = max(k.px(BODY_MIN), min(k.px(420), slot.width * 55 // 100))
            body_w = min(body_w, slot.width * 3 // 5)  # (a squeezed slot keeps some room for its stunt)
            body = pygame.Rect(slot.x, slot.y, body_w, slot.height)
            stunt = pygame.Rect(body.right + k.px(8), slot.y, slot.right - body.right - k.px(8), slot.height)
        g["slots"].append((h, body, stunt))
    return g
