"""The records of where things lie on Mint Italy's table: the whole table's geometry (``Geo``)
and each player's mat (``MatGeo``: the header, the three settlement columns, the Porto rows, the
goods and the order, in a compact design for 3-4 players or a wide one for 1-2 players and the
solo bot, from design pixels scaled to the mat's panel).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from mint.games.italy import cards as C
from mint.games.italy.state import NAV
from mint.ui.view_api import Shape


@dataclass
class MatGeo:
    """One player's mat: the header, the three settlement columns, the Porto rows, goods, order."""

    seat: int
    panel: pygame.Rect
    scale: float  #: design px -> screen px for this mat
    wide: bool  #: the wide design (1-2 players): Porto between Terre and the order
    header: pygame.Rect
    columns: tuple[pygame.Rect, ...]  #: the whole row of each mat column (chip and slots)
    chips: tuple[pygame.Rect, ...]  #: the figure at the start of each column
    slots: tuple[tuple[pygame.Rect, ...], ...]  #: per column, per slot
    words: bool  #: the Porto rows are named in words (else by an icon)
    labels: dict[str, pygame.Rect]  #: nav / mercato / marinas: each row's name or icon
    tracks: dict[str, pygame.Rect]  #: nav / mercato rows
    track_boxes: dict[str, tuple[pygame.Rect, ...]]
    marinas: pygame.Rect  #: the marina token row
    marina_slots: tuple[pygame.Rect, ...]
    goods: tuple[pygame.Rect, ...]
    order: pygame.Rect
    done: pygame.Rect
    strip: bool = False  #: laid long and low in a table-top strip (the coins and VP in a box of their own)


@dataclass
class Geo:
    """The whole table's geometry for one observation shape and one rect."""

    rect: pygame.Rect
    island: pygame.Rect  #: the map's own pixel rect
    room: pygame.Rect  #: what the hex board was placed in
    beside: bool  #: marina cards beside the island (else above and below it)
    vp: pygame.Rect
    vp_rows: tuple[pygame.Rect, ...]
    order_boxes: tuple[pygame.Rect, ...]
    passing: tuple[pygame.Rect, ...]
    marina_cards: tuple[pygame.Rect, ...]  #: per CORNERS
    mercato: pygame.Rect
    upright: bool  #: the price tracks run upright (else across)
    price_icons: tuple[pygame.Rect, ...]
    price_rows: tuple[pygame.Rect, ...]
    commercio: pygame.Rect
    boxes: tuple[pygame.Rect, ...]  #: commercio boxes 0..15
    deck: pygame.Rect
    row: tuple[pygame.Rect, ...]
    fee: pygame.Rect
    scoring: tuple[pygame.Rect, ...]
    bot_deck: pygame.Rect | None
    bot_card: pygame.Rect | None
    bot_discard: pygame.Rect | None
    mats: tuple[MatGeo, ...]
    banner: pygame.Rect  #: the room the banner may take
    hexes: dict[int, Shape] = field(default_factory=dict)
    food_chips: tuple[pygame.Rect, ...] = ()  #: table-top: the commercio's ranking chips, first place first
    tabletop: bool = False  #: the shared board of a table-top screen (the mats lie in the strips)


TRACKS = (NAV, "mercato")  #: the Porto rows with a track


def px_rect(x: float, y: float, w: float, h: float) -> pygame.Rect:
    """A whole-pixel rect, at least 1 px each way."""
    return pygame.Rect(round(x), round(y), max(1, round(w)), max(1, round(h)))


# --- a player's mat ----------------------------------------------------------------------------

# Player mats in design pixels (scaled by the mat's own factor): a compact one for a narrow
# room (3-4 players) and a wide one (1-2 players, and the solo bot).
COMPACT = (372, 326)
WIDE = (730, 236)
ICON_LABEL = 26  #: a Porto row's icon, where its name does not fit


def mat_geo(seat: int, panel: pygame.Rect, wide: bool, kit_scale: float = 1.0) -> MatGeo:
    """Lay one mat out in ``panel`` from its design (compact or wide), scaled to fit. A Porto row
    is named in words when its boxes keep room for theirs (at the kit's scale), else by an icon."""
    w0, h0 = WIDE if wide else COMPACT
    s = max(0.05, min(panel.width / w0, panel.height / h0))
    sx = min(panel.width / w0, s * 1.35)  # a wider room stretches the mat's rows a little
    ox = panel.x + (panel.width - w0 * sx) / 2
    oy = panel.y + (panel.height - h0 * s) / 2

    def R(x: float, y: float, w: float, h: float) -> pygame.Rect:
        return px_rect(ox + x * sx, oy + y * s, w * sx, h * s)

    full = R(0, 0, w0, h0)
    header = R(8, 4, w0 - 16, 30)
    # Terre: three rows (Borgo, Vigna, Pollaio), a chip then up to 5 slots
    cols, chips, slots = [], [], []
    for c in range(3):
        y = 40 + c * 46
        cols.append(R(6, y, 246, 42))
        chips.append(R(6, y + 1, 26, 40))
        slots.append(tuple(R(34 + k * 43.5, y + 1, 40, 40) for k in range(len(C.COLUMNS[c].costs))))
    if wide:
        px, py, pw = 262, 40, 336
        goods_r = [R(8 + g * 124, 184, 118, 48) for g in range(4)]
        order = R(608, 40, 114, 138)
        done = R(608, 184, 114, 48)
    else:
        px, py, pw = 6, 182, 250
        goods_r = [R(8 + g * 90.5, 274, 84, 48) for g in range(4)]
        order = R(260, 40, 106, 132)
        done = R(260, 182, 106, 86)
    # the row's name: in words if four boxes still hold a level's words and its marker beside it
    word_w = 104 * kit_scale / sx
    words = (pw - word_w - 9) / 4 * sx >= 74 * kit_scale
    label_w = word_w if words else ICON_LABEL * kit_scale / sx
    tracks, labels, boxes = {}, {}, {}
    bw = (pw - label_w - 4 - 9) / 4
    for i, t in enumerate(TRACKS):
        tracks[t] = R(px, py + i * 30, pw, 27)
        labels[t] = R(px, py + i * 30, label_w, 27)
        boxes[t] = tuple(R(px + label_w + 4 + j * (bw + 3), py + i * 30 + 1, bw, 25) for j in range(4))
    marinas = R(px, py + 60, pw, 27)
    labels["marinas"] = R(px, py + 60, label_w, 27)
    mw = (pw - label_w - 4 - 3 * (C.MARINA_SLOTS - 1)) / C.MARINA_SLOTS
    marina_slots = tuple(R(px + label_w + 4 + j * (mw + 3), py + 61, mw, 25) for j in range(C.MARINA_SLOTS))
    return MatGeo(
        seat,
        full,
        s,
        wide,
        header,
        tuple(cols),
        tuple(chips),
        tuple(slots),
        words,
        labels,
        tracks,
        boxes,
        marinas,
        marina_slots,
        tuple(goods_r),
        order,
        done,
    )
