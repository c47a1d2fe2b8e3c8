"""Where Mint Italy's pieces lie on a table-top screen (a touch screen lying flat, players round it).

Each player's mat lies in their strip on their own edge, long and low: the three settlement
columns, the Porto rows and the held order side by side, with the coins and VP, the supply cards
and the finished orders in a row below them. The shared board in the middle holds the island with
its marina cards and boxes, the order row, the mercato and commercio cards and the scoring cards
(and, solo, the bot's cards and mat). Both are laid out upright, at the drawing's own origin; the
table turns them to face their players.

Everything a finger presses is at least ``TARGET`` design px in its smaller side: the hexes, the
mat slots and rows, the supply cards, the track rows, the order cards, the player-order and
passing boxes. The food tokens on the commercio card are pressed on the ranking's chips (one
per food, in the order they rank), as the tokens in the boxes may stand three high.
"""

from __future__ import annotations

import math
from typing import Any, Callable

import pygame

from mint.core.spots import Spot
from mint.games.italy import board, play
from mint.games.italy import cards as C
from mint.games.italy.island import Island
from mint.games.italy.state import BOT, CORNERS, State
from mint.games.italy.view_geo import TRACKS, WIDE, Geo, MatGeo, mat_geo, px_rect
from mint.games.italy.view_layout import BAND, CARD_ASPECT, ItalyLayout, marinas_beside
from mint.ui.view_api import Region, Shape

TARGET = 50  #: the least side of anything a finger presses (design px; 48 is the rule)
HEX_MIN = TARGET / math.sqrt(3)  #: the island's least scale: a hex TARGET px across its flats
ISLAND_ENOUGH = 1.25  #: past this share of its least scale the island gives way to larger cards

# A player's strip (design px): four rows of TARGET, three of them for the settlement columns and
# the Porto rows, the last for the coins, the supply cards and the finished orders.
SEAT_MARGIN = 8  #: the table's margin round a strip's area
SEAT_PAD = 5  #: the mat's panel round its parts
SEAT_ROW = 49.5  #: a row of the mat (a slot is a square of it)
SEAT_GAP = 3  #: between the settlement columns (and the Porto rows)
SEAT_BLOCK = 6  #: between the columns and the row below them
SEAT_DEPTH = round(2 * SEAT_MARGIN + 2 * SEAT_PAD + 4 * SEAT_ROW + 2 * SEAT_GAP + SEAT_BLOCK)
CHIP_W = 28  #: the figure at the start of a settlement column
PORTO_MAX = 440  #: the Porto rows at their widest
PORTO_WORDS = 104  #: a Porto row's name in words
PORTO_ICON = 30  #: ... or as an icon
GOODS_MAX = 104  #: a supply card at its widest
PURSE_MIN = 150  #: the coins and VP box at its narrowest

# The shared board (design px).
CARD_H = 130  #: a card of the cards row at its tallest
CARD_MIN_W = 66  #: ... and at its narrowest
FEE_WIDE = 1.7  #: the fee card's width, in cards (its rounds two by two)
MARKET_SHARE = 0.28  #: the mercato and commercio column's share of the board's width
MARKET_MIN, MARKET_MAX = 440, 540
PRICE_ROW = 50  #: a mercato price row at its lowest
PRICE_ROW_MAX = 60
FOOD_CHIP = 50  #: the commercio's ranking chips
COM_BOX = 56  #: a commercio box at its lowest
COM_BOX_MAX = 120
BOXES_W = 130  #: the VP, player-order and passing boxes' column (marina cards beside the island)
MARINA_MIN_W, MARINA_W = 120, 170  #: a marina card beside the island
MARINA_H = 78  #: a marina card above or below the island: its title and two lines
LABEL = 26  #: a box's name above it
VP_ENTRY = 62  #: one player's VP in a row of them


def seat_depth() -> int:
    """How deep (design px) a player's strip is: the mat's four rows and their gaps."""
    return SEAT_DEPTH


def strip_mat(seat: int, area: pygame.Rect, u: float) -> MatGeo:
    """A player's mat laid long and low in their strip's ``area`` (upright), ``u`` screen px per
    design px: the settlement columns, the Porto rows and the order card side by side, and below
    them the coins and VP, the four supply cards and the finished orders."""

    def px(v: float) -> float:
        return v * u

    pad, gap, block = px(SEAT_PAD), px(SEAT_GAP), px(SEAT_BLOCK)
    inner_h = area.height - 2 * pad
    row = max(1.0, (inner_h - 2 * gap - block) / 4)
    top_h = 3 * row + 2 * gap
    pitch = row + gap
    chip_w, slot_w, step = px(CHIP_W), row, pitch  # (across: a strip too short squeezes them)
    order_w = top_h * CARD_ASPECT
    g = px(8)
    room = area.width - 2 * pad
    terre_w = chip_w + gap + 5 * step - gap
    porto_w = max(px(PORTO_ICON) + 4 * px(24), min(px(PORTO_MAX), room - terre_w - order_w - 2 * g))
    width = terre_w + g + porto_w + g + order_w
    if width > room:  # (a short edge of a narrow screen with four players: everything a little narrower)
        f = (room - gap) / (width - gap)
        chip_w, slot_w, step, order_w, g, porto_w = (v * f for v in (chip_w, slot_w, step, order_w, g, porto_w))
        terre_w = chip_w + gap + 4 * step + slot_w
        width = terre_w + g + porto_w + g + order_w
    # beside the bar, so the mat lies in front of its player (a strip runs along the whole edge)
    x0 = area.x + pad + max(0, int(room - width))
    y0 = area.y + pad
    panel = px_rect(x0 - pad, area.y, width + 2 * pad, area.height)
    cols, chips, slots = [], [], []
    for c in range(3):
        y = y0 + c * pitch
        cols.append(px_rect(x0, y, terre_w, row))
        chips.append(px_rect(x0, y, chip_w, row))
        n = len(C.COLUMNS[c].costs)
        slots.append(tuple(px_rect(x0 + chip_w + gap + k * step, y, slot_w, row) for k in range(n)))
    px0 = x0 + terre_w + g
    words = porto_w - px(PORTO_WORDS) - 4 - 9 >= 4 * px(74)
    label_w = px(PORTO_WORDS) if words else px(PORTO_ICON)
    labels, tracks, boxes = {}, {}, {}
    bw = (porto_w - label_w - 4 - 9) / 4
    for i, t in enumerate(TRACKS):
        y = y0 + i * pitch
        tracks[t] = px_rect(px0, y, porto_w, row)
        labels[t] = px_rect(px0, y, label_w, row)
        boxes[t] = tuple(px_rect(px0 + label_w + 4 + j * (bw + 3), y + 2, bw, row - 4) for j in range(4))
    y = y0 + 2 * pitch
    marinas = px_rect(px0, y, porto_w, row)
    labels["marinas"] = px_rect(px0, y, label_w, row)
    mw = (porto_w - label_w - 4 - 3 * (C.MARINA_SLOTS - 1)) / C.MARINA_SLOTS
    marina_slots = tuple(px_rect(px0 + label_w + 4 + j * (mw + 3), y + 2, mw, row - 4) for j in range(C.MARINA_SLOTS))
    ox = px0 + porto_w + g
    order = px_rect(ox, y0, order_w, top_h)
    by = y0 + top_h + block
    done = px_rect(ox, by, order_w, row)
    span = terre_w + g + porto_w
    gg = px(6)
    gw = min(px(GOODS_MAX), (span - px(PURSE_MIN) - 4 * gg) / 4)
    if gw < px(TARGET):  # (a squeezed mat: the coins' box gives way first)
        gw = max(1.0, min(px(TARGET), (span - px(72) - 4 * gg) / 4))
    purse_w = span - 4 * gw - 4 * gg
    purse = px_rect(x0, by, purse_w, row)
    goods = tuple(px_rect(x0 + purse_w + gg + i * (gw + gg), by, gw, row) for i in range(4))
    return MatGeo(
        seat,
        panel,
        row / 42,
        True,
        purse,
        tuple(cols),
        tuple(chips),
        tuple(slots),
        words,
        labels,
        tracks,
        boxes,
        marinas,
        marina_slots,
        goods,
        order,
        done,
        strip=True,
    )


class TabletopLayout(ItalyLayout):
    """The table-top geometry: the shared board without the players' mats, and each mat in its strip."""

    def __init__(self, rules: Any, kit: Any) -> None:
        super().__init__(rules, kit)
        self.tt_geo: Geo | None = None
        self._tt_key: Any = None
        self._seat_geos: dict[tuple[Any, ...], MatGeo] = {}  #: per seat and rect
        self._more: dict[Any, list[Region]] = {}  #: the food tokens in their boxes (table-top)
        #: each part's last spots by what they follow: (key, spots, the food tokens' regions)
        self._laid: dict[Any, tuple[Any, dict[Any, Region], dict[Any, list[Region]]]] = {}

    def set_kit(self, kit: Any) -> None:
        super().set_kit(kit)
        self._tt_key = None
        self._seat_geos.clear()
        self._laid.clear()

    def _reuse(self, part: Any, key: Any, lay: Callable[[], dict[Any, Region]]) -> dict[Any, Region]:
        """The spots ``lay()`` gives, kept for ``key`` (the geometry's key and the fields they read)."""
        kept = self._laid.get(part)
        if kept is None or kept[0] != key:
            kept = self._laid[part] = (key, lay(), self._more)
        self._more = dict(kept[2])
        return dict(kept[1])

    def _spots_key(self, s: State, geo: Geo) -> tuple[Any, ...]:
        """What a board's spots read besides its geometry: the row's length, the food tokens, and
        the slots built on the mats it holds."""
        return (len(s.row), s.food, tuple(s.players[m.seat].built for m in geo.mats))

    # --- the API ------------------------------------------------------------------------------

    def layout(self, obs: Any, viewer: int | None, rect: pygame.Rect) -> dict[Any, Region]:
        s: State = obs
        geo = self.geometry(s, rect)

        def lay() -> dict[Any, Region]:
            self._more = {}
            return super(TabletopLayout, self).layout(obs, viewer, rect)

        return self._reuse("table", (self._geo_key, self._spots_key(s, geo)), lay)

    def seat_depth(self, obs: Any, seat: int, length: int) -> int | None:
        return seat_depth()

    def layout_board(self, obs: Any, viewer: int | None, rect: pygame.Rect) -> dict[Any, Region]:
        s: State = obs
        geo = self.board_geometry(s, rect)

        def lay() -> dict[Any, Region]:
            spots = self.table_spots(s, geo)
            for m in geo.mats:
                self._mat_spots(s, m, spots)
            tokens = self.food_rects(s, geo)
            self._more = {Spot("food", f): [r] for f, r in tokens.items()}
            return spots

        return self._reuse("board", (self._tt_key, self._spots_key(s, geo)), lay)

    def layout_seat(self, obs: Any, viewer: int | None, seat: int, rect: pygame.Rect) -> dict[Any, Region]:
        s: State = obs
        if not 0 <= seat < len(s.players):
            return {}
        more = self._more  # (a strip's spots leave the board's food tokens as they are)

        def lay() -> dict[Any, Region]:
            spots: dict[Any, Region] = {}
            self._mat_spots(s, self.seat_geometry(seat, rect), spots)
            return spots

        spots = self._reuse(("seat", seat), (tuple(rect), self.kit.scale, s.players[seat].built), lay)
        self._more = more
        return spots

    def more_regions(self, obs: Any) -> dict[Any, list[Region]]:
        """Table-top: a food token in its box is pressed as its ranking chip is."""
        return {sid: list(regions) for sid, regions in self._more.items()}

    def seat_geometry(self, seat: int, rect: pygame.Rect) -> MatGeo:
        key = (seat, tuple(rect), self.kit.scale)
        m = self._seat_geos.get(key)
        if m is None:
            if len(self._seat_geos) > 32:
                self._seat_geos.clear()
            m = self._seat_geos[key] = strip_mat(seat, pygame.Rect(rect), self.kit.scale)
        return m

    def board_geometry(self, s: State, rect: pygame.Rect) -> Geo:
        """The shared board's geometry (kept while the observation's shape and the rect hold)."""
        isl = play.isle(s)
        key = ("tt", tuple(rect), self.kit.scale, s.north, s.south, len(s.players), s.solo, play.row_size(s))
        if key != self._tt_key or self.tt_geo is None:
            self.tt_geo = self._tt_compute(s, isl, pygame.Rect(rect))
            self._tt_key = key
            self._placed = key
        elif self._placed != key:  # the island was placed for the other layout since
            self.board.place(isl.map, self.tt_geo.room)
            self._placed = key
        return self.tt_geo

    # --- the board ----------------------------------------------------------------------------

    def _tt_compute(self, s: State, isl: Island, rect: pygame.Rect) -> Geo:
        k = self.kit
        u = k.scale
        g = max(2, k.px(10))
        cg, big = max(1, k.px(6)), max(2, k.px(16))
        x0, y0, x1, y1 = isl.map.bounds()
        wu, hu = x1 - x0, y1 - y0
        n_row = play.row_size(s)
        players = len(s.players)
        board_mats = (BOT,) if s.solo else ()
        least = min(MARKET_MIN * u, rect.width * 0.4)  # (a narrow board: the mercato gives way too)
        right_w = min(MARKET_MAX * u, max(least, rect.width * MARKET_SHARE))
        left_w = rect.width - right_w - g
        merc_h = (BAND + 4 + 4 * PRICE_ROW + 6) * u
        com_h = (BAND + 4 + FOOD_CHIP + 4 + 2 * COM_BOX + 6) * u
        bot_scale = min(right_w / WIDE[0], u)
        bot_h = WIDE[1] * bot_scale if board_mats else 0.0
        right_free = rect.height - merc_h - com_h - g - ((bot_h + g) if board_mats else 0.0)
        extras = [("scoring", 4)] + ([("bot", 3)] if s.solo else [])
        options = [()] + [(e,) for e in extras] + ([tuple(extras)] if len(extras) > 1 else [])
        best: tuple[Any, ...] | None = None
        for strict in (True, False):  # (a narrow board may leave nothing its least sizes: the best then)
            for moved in options:
                moved_names = {name for name, _ in moved}
                groups = [1 + n_row, 1 + (0 if "scoring" in moved_names else 4)]
                if s.solo and "bot" not in moved_names:
                    groups.append(3)
                n = sum(groups)
                fit_w = (left_w - (n - len(groups)) * cg - (len(groups) - 1) * big) / (n + FEE_WIDE - 1)
                if strict and fit_w < CARD_MIN_W * u:
                    continue
                card_h = max(1.0, min(CARD_H * u, fit_w / CARD_ASPECT))
                m = sum(count for _, count in moved)
                moved_h = 0.0
                if m:
                    moved_w = min((right_w - (m - 1) * cg) / m, (right_free - g) * CARD_ASPECT)
                    if moved_w < (CARD_MIN_W * u if strict else 1.0):
                        continue
                    moved_h = moved_w / CARD_ASPECT
                for beside in (True, False):
                    need = self._tt_island_need(isl, beside, players)
                    ch = max(min(card_h, rect.height - g - need), min(card_h, CARD_MIN_W * u / CARD_ASPECT))
                    scale, fits = self._tt_scale(isl, beside, left_w, rect.height - ch - g, players)
                    if scale <= 0:
                        continue
                    # the boxes in their room and the hexes a finger's size; the island as large as
                    # it goes to a comfortable size; then the cards as large as they go
                    whole = fits and scale >= 0.99 * HEX_MIN * u
                    score = (whole, min(scale, ISLAND_ENOUGH * HEX_MIN * u), ch, -len(moved), scale)
                    if best is None or score > best[0]:
                        best = (score, moved, beside, ch, scale, moved_h)
            if best is not None:
                break
        if best is None:  # (a board too small for anything)
            best = ((0,), (), False, CARD_MIN_W * u / CARD_ASPECT, 1.0, 0.0)
        _, moved, beside, card_h, scale, moved_h = best
        moved_names = {name for name, _ in moved}
        # the cards row along the left part's foot, the island block above it
        block_h = rect.height - card_h - g
        mw, mh = wu * scale, hu * scale
        used_h = self._tt_block_h(isl, beside, scale, players)
        top = rect.y + max(0.0, (block_h - used_h) / 2)
        block = px_rect(rect.x, top, left_w, used_h)
        island, room, marina_cards, vp, vp_rows, order_boxes, passing = self._tt_island_block(
            isl, block, beside, mw, mh, players
        )
        card_w = card_h * CARD_ASPECT
        cards_y = block.bottom + g
        row_groups = [("orders", 1 + n_row), ("fee", 1)]
        if "scoring" not in moved_names:
            row_groups[-1] = ("fee", 5)
        if s.solo and "bot" not in moved_names:
            row_groups.append(("bot", 3))
        n = sum(c for _, c in row_groups)
        total = (n + FEE_WIDE - 1) * card_w + (n - len(row_groups)) * cg + (len(row_groups) - 1) * big
        x = rect.x + (left_w - total) / 2
        placed: dict[str, list[pygame.Rect]] = {}
        for name, count in row_groups:
            placed[name] = []
            for i in range(count):
                w = card_w * (FEE_WIDE if name == "fee" and i == 0 else 1)
                placed[name].append(px_rect(x, cards_y, w, card_h))
                x += w + cg
            x += big - cg
        deck, row = placed["orders"][0], tuple(placed["orders"][1:])
        fee = placed["fee"][0]
        scoring = tuple(placed["fee"][1:])
        bots = placed.get("bot", [])
        # the right column: mercato, commercio, the cards that moved there, the bot's mat
        rx = rect.right - right_w
        spare = max(0.0, right_free - ((moved_h + g) if moved else 0.0))
        grow_com = min(spare, 2 * (COM_BOX_MAX - COM_BOX) * u)
        com_h += grow_com
        spare -= grow_com
        grow_merc = min(spare, 4 * (PRICE_ROW_MAX - PRICE_ROW) * u)
        merc_h += grow_merc
        spare -= grow_merc
        y = rect.y + spare / 2
        mercato, icons, price_rows = self._tt_mercato(px_rect(rx, y, right_w, merc_h))
        y += merc_h + g
        commercio, boxes, chips = self._tt_commercio(px_rect(rx, y, right_w, com_h))
        y += com_h + g
        if moved:
            m = sum(c for _, c in moved)
            w = moved_h * CARD_ASPECT
            x = rx + (right_w - (m * w + (m - 1) * cg)) / 2
            for name, count in moved:
                got = []
                for _ in range(count):
                    got.append(px_rect(x, y, w, moved_h))
                    x += w + cg
                if name == "scoring":
                    scoring = tuple(got)
                else:
                    bots = got
            y += moved_h + g
        mats: tuple[MatGeo, ...] = ()
        if board_mats:
            panel = px_rect(rx, y, right_w, bot_h)
            mats = (mat_geo(BOT, panel, True, u),)
        bot_deck, bot_card, bot_discard = (bots[0], bots[1], bots[2]) if s.solo else (None, None, None)
        hexes = {i: Shape(self.board.polygons(sid)) for i, sid in enumerate(isl.ids)}
        return Geo(
            rect,
            island,
            room,
            beside,
            vp,
            vp_rows,
            order_boxes,
            passing,
            marina_cards,
            mercato,
            False,
            icons,
            price_rows,
            commercio,
            boxes,
            deck,
            row,
            fee,
            scoring,
            bot_deck,
            bot_card,
            bot_discard,
            mats,
            px_rect(rect.x, rect.y, 1, 1),
            hexes,
            food_chips=chips,
            tabletop=True,
        )

    def _tt_boxes_h(self, players: int) -> float:
        """The boxes' column beside the island: the VP box, the player order and the passing boxes
        (each two by two under its name)."""
        u = self.kit.scale
        vp_h = 28 + max(2, players) * 28 + 6
        return (vp_h + 2 * (8 + LABEL + 2 * TARGET + 4)) * u

    def _tt_island_need(self, isl: Island, beside: bool, players: int) -> float:
        """The height the island block takes at the island's least scale."""
        return self._tt_block_h(isl, beside, HEX_MIN * self.kit.scale, players)

    def _tt_block_h(self, isl: Island, beside: bool, scale: float, players: int) -> float:
        x0, y0, x1, y1 = isl.map.bounds()
        h = (y1 - y0) * scale
        if beside:
            return max(h, self._tt_boxes_h(players))
        return h + 2 * (MARINA_H + 8) * self.kit.scale

    def _tt_scale(self, isl: Island, beside: bool, w: float, h: float, players: int) -> tuple[float, bool]:
        """The island's scale in a block ``w`` x ``h``, and whether its boxes have their room there
        (beside the island: the boxes' column; above and below it: between the marina cards)."""
        u = self.kit.scale
        g = 8 * u
        x0, y0, x1, y1 = isl.map.bounds()
        wu, hu = x1 - x0, y1 - y0
        if beside:
            if self._tt_boxes_h(players) > h:
                return 0.0, False
            return max(0.0, min((w - BOXES_W * u - 2 * MARINA_MIN_W * u - 3 * g) / wu, h / hu)), True
        scale = min(w / wu, (h - 2 * (MARINA_H * u + g)) / hu)
        middle = (wu - 2 * self._corner_w(isl)) * scale - 2 * g
        return max(0.0, scale), middle >= self._tt_top_w(players)

    @staticmethod
    def _corner_w(isl: Island) -> float:
        """A corner map card's width in hex units."""
        a, _, c, _ = isl.map.card_rect(CORNERS[0])
        return c - a

    def _tt_top_w(self, players: int) -> float:
        """The VP box and the player-order boxes side by side (marina cards above and below)."""
        u = self.kit.scale
        return (8 + 30 + max(2, players) * VP_ENTRY + 4 + 12 + 4 * TARGET + 3 * 4) * u

    def _tt_island_block(
        self, isl: Island, block: pygame.Rect, beside: bool, mw: float, mh: float, players: int
    ) -> Any:
        """The island, its marina cards and the VP, player-order and passing boxes in ``block``."""
        k = self.kit
        u = k.scale
        g = max(2, k.px(8))
        pad = k.px(6)
        n = max(2, players)
        if beside:
            side_w = min(MARINA_W * u, (block.width - BOXES_W * u - mw - 3 * g) / 2)
            group_w = BOXES_W * u + g + side_w + g + mw + g + side_w
            gx = block.x + (block.width - group_w) / 2
            ix = gx + BOXES_W * u + g + side_w + g
            island = px_rect(ix, block.y + (block.height - mh) / 2, mw, mh)
        else:
            island = px_rect(block.x + (block.width - mw) / 2, block.y + (MARINA_H * u + g), mw, mh)
        room = island.inflate(2 * pad, 2 * pad)
        self.board.place(isl.map, room)
        lay = self.board.layout

        def card_px(cid: str) -> pygame.Rect:
            a, b, c, d = isl.map.card_rect(cid, lay)
            return px_rect(a, b, c - a, d - b)

        tl, tr, bl, br = (card_px(c) for c in CORNERS)
        line = k.px(28)
        if beside:
            marina_cards = marinas_beside(island, g, side_w)
            # the boxes' column: VP at the top, the player order below it, the passing boxes at the foot
            x = island.x - g - side_w - g - BOXES_W * u
            col_h = self._tt_boxes_h(players)
            top = max(block.y, min(island.y, block.bottom - col_h))
            bottom = max(top + col_h, island.bottom)
            vp = px_rect(x, top, BOXES_W * u, line + n * line + k.px(6))
            vp_rows = tuple(px_rect(x, top + line + i * line, BOXES_W * u, line) for i in range(n))
            box = TARGET * u
            gap = 4 * u
            oy = vp.bottom + g + LABEL * u
            order_boxes = tuple(
                px_rect(x + (i % 2) * (box + gap), oy + (i // 2) * (box + gap), box, box) for i in range(4)
            )
            pw = (BOXES_W * u - gap) / 2
            py = bottom - 2 * box - gap
            passing = tuple(px_rect(x + (i % 2) * (pw + gap), py + (i // 2) * (box + gap), pw, box) for i in range(4))
            return island, room, marina_cards, vp, vp_rows, order_boxes, passing
        strip_h = MARINA_H * u
        above, below = island.y - g - strip_h, island.bottom + g
        marina_cards = (
            px_rect(tl.x, above, tl.width, strip_h),
            px_rect(tr.x, above, tr.width, strip_h),
            px_rect(bl.x, below, bl.width, strip_h),
            px_rect(br.x, below, br.width, strip_h),
        )
        # between the top marina cards: the VP box and the player order; between the bottom ones: passing
        mid_l, mid_r = tl.right + g, tr.left - g
        want = self._tt_top_w(players) - 8 * u
        f = max(0.4, min(1.0, (mid_r - mid_l) / want))  # (a narrow island: the boxes shrink to its middle)
        box, gap = TARGET * u * f, 4 * u
        x = mid_l + max(0.0, (mid_r - mid_l - want * f) / 2)
        by = above + strip_h - box
        vp_w = (8 + 30 + n * VP_ENTRY * f + 4) * u
        vp = px_rect(x, by, vp_w, box)
        vp_rows = tuple(px_rect(x + (8 + 30 + i * VP_ENTRY * f) * u, by, VP_ENTRY * u * f, box) for i in range(n))
        ox = vp.right + 12 * u
        order_boxes = tuple(px_rect(ox + i * (box + gap), by, box, box) for i in range(4))
        mid_l, mid_r = bl.right + g, br.left - g
        pw = min(120 * u, (mid_r - mid_l - 3 * gap) / 4)
        x = mid_l + (mid_r - mid_l - (4 * pw + 3 * gap)) / 2
        py = below + strip_h - box
        passing = tuple(px_rect(x + i * (pw + gap), py, pw, box) for i in range(4))
        return island, room, marina_cards, vp, vp_rows, order_boxes, passing

    def _tt_mercato(self, mercato: pygame.Rect) -> tuple[Any, ...]:
        """The mercato card with its four price tracks across, each row TARGET high or more."""
        k = self.kit
        pad = k.px(6)
        band = k.px(BAND)
        inner = px_rect(
            mercato.x + pad, mercato.y + band + k.px(4), mercato.width - 2 * pad, mercato.height - band - k.px(10)
        )
        rh = inner.height / 4
        icon = min(rh, k.px(40))
        icons = tuple(px_rect(inner.x, inner.y + i * rh, icon, rh) for i in range(4))
        rows = tuple(px_rect(inner.x + icon, inner.y + i * rh, inner.width - icon, rh) for i in range(4))
        return mercato, icons, rows

    def _tt_commercio(self, com: pygame.Rect) -> tuple[Any, ...]:
        """The commercio card: its title band, the ranking's chips (one per food: the place a
        finger moves it from) and the sixteen boxes in two rows."""
        k = self.kit
        u = k.scale
        pad = k.px(6)
        band = k.px(BAND)
        chip_y = com.y + band + k.px(4)
        chip_h = FOOD_CHIP * u
        cw = (com.width - 2 * pad - 2 * k.px(6)) / 3
        chips = tuple(px_rect(com.x + pad + i * (cw + k.px(6)), chip_y, cw, chip_h) for i in range(3))
        top = chip_y + chip_h + k.px(4)
        bw = (com.width - 2 * pad) / 8
        bh = (com.bottom - k.px(6) - top) / 2
        boxes = tuple(
            px_rect(com.x + pad + (i % 8) * bw, top + (i // 8) * bh, bw - k.px(3), bh - k.px(3)) for i in range(16)
        )
        return com, boxes, chips

    # --- spots --------------------------------------------------------------------------------

    def food_chip_of(self, s: State, geo: Geo) -> dict[int, pygame.Rect]:
        """Each food's ranking chip (table-top): first place leftmost."""
        return {f: geo.food_chips[place] for place, f in enumerate(board.food_rank(s))}

    def tabletop_spots(self, s: State, geo: Geo, spots: dict[Any, Region]) -> None:
        """The food tokens' spots on a table-top board: their ranking chips."""
        for f, r in self.food_chip_of(s, geo).items():
            spots[Spot("food", f)] = r
