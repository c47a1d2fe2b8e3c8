"""Where the pieces of Mint Italy lie on the table: the island with the corner cards' boxes and the
marina cards, the mercato and commercio cards, the order row with the deck, the purple fee and the
scoring cards, and one mat per player (the solo bot's too).

Everything is computed from the board's rect and the observation's shape (player count, island
width, row length), so any window size gives a layout; nothing here draws.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from mint.core.spots import Spot
from mint.games.italy import cards as C
from mint.games.italy import play
from mint.games.italy.island import Island
from mint.games.italy.state import CORNERS, NAV, State
from mint.ui.hexboard import HexBoard, TerrainStyle
from mint.ui.kit import Kit
from mint.ui.view_api import GameView, Region, Shape

# Terrain by colour and by pattern (ART.md): the three land kinds differ in both.
STYLES = {
    "light": TerrainStyle((181, 217, 124), "dots", label="light green"),
    "dark": TerrainStyle((72, 140, 82), "trees", label="dark green"),
    "grey": TerrainStyle((164, 160, 150), "bricks", label="grey"),
    "lake": TerrainStyle((120, 176, 222), "waves", label="lake"),
    "marina": TerrainStyle((70, 128, 190), "waves", label="marina"),
}
CARD_ASPECT = 0.72  #: width / height of an order, scoring or bot card
TRACKS = (NAV, "mercato")

# Player mats in design pixels (scaled by the mat's own factor): a compact one for a narrow
# room (3-4 players) and a wide one (1-2 players, and the solo bot).
COMPACT = (372, 326)
WIDE = (730, 236)


@dataclass
class MatGeo:
    """One player's mat: the header, the three settlement columns, the Porto rows, goods, order."""

    seat: int
    panel: pygame.Rect
    scale: float  #: design px -> screen px for this mat
    header: pygame.Rect
    columns: tuple[pygame.Rect, ...]  #: the whole row of each mat column (label and slots)
    slots: tuple[tuple[pygame.Rect, ...], ...]  #: per column, per slot
    tracks: dict[str, pygame.Rect]  #: nav / mercato rows
    track_boxes: dict[str, tuple[pygame.Rect, ...]]
    marinas: pygame.Rect  #: the marina token row
    marina_slots: tuple[pygame.Rect, ...]
    goods: tuple[pygame.Rect, ...]
    order: pygame.Rect
    done: pygame.Rect


@dataclass
class Geo:
    """The whole table's geometry for one observation shape and one rect."""

    rect: pygame.Rect
    island: pygame.Rect  #: the map's own pixel rect
    room: pygame.Rect  #: what the hex board was placed in
    beside: bool  #: marina cards beside the corner cards (else above and below them)
    vp: pygame.Rect
    order_boxes: tuple[pygame.Rect, ...]
    passing: tuple[pygame.Rect, ...]
    marina_cards: tuple[pygame.Rect, ...]  #: per CORNERS
    mercato: pygame.Rect
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
    banner: pygame.Rect
    hexes: dict[int, Shape] = field(default_factory=dict)


class WholeBoard(HexBoard):
    """The hex board shown whole at any size: the table gives a view no pan, so it never zooms in."""

    def _readable(self) -> float:
        return 0.0


def _r(x: float, y: float, w: float, h: float) -> pygame.Rect:
    return pygame.Rect(round(x), round(y), max(1, round(w)), max(1, round(h)))


def mat_geo(seat: int, panel: pygame.Rect, wide: bool) -> MatGeo:
    """Lay one mat out in ``panel`` from its design (compact or wide), scaled to fit."""
    w0, h0 = WIDE if wide else COMPACT
    s = max(0.05, min(panel.width / w0, panel.height / h0))
    sx = min(panel.width / w0, s * 1.35)  # a wider room stretches the mat's rows a little
    ox = panel.x + (panel.width - w0 * sx) / 2
    oy = panel.y + (panel.height - h0 * s) / 2

    def R(x: float, y: float, w: float, h: float) -> pygame.Rect:
        return _r(ox + x * sx, oy + y * s, w * sx, h * s)

    full = R(0, 0, w0, h0)
    header = R(8, 4, w0 - 16, 30)
    # Terre: three rows (Borgo, Vigna, Pollaio), a label then up to 5 slots
    cols, slots = [], []
    for c in range(3):
        y = 40 + c * 46
        cols.append(R(6, y, 246, 42))
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
    tracks, boxes = {}, {}
    for i, t in enumerate(TRACKS):
        tracks[t] = R(px, py + i * 30, pw, 27)
        bw = (pw - 78) / 4
        boxes[t] = tuple(R(px + 76 + j * bw, py + i * 30 + 1, bw - 3, 25) for j in range(4))
    marinas = R(px, py + 60, pw, 27)
    bw = (pw - 78) / C.MARINA_SLOTS
    marina_slots = tuple(R(px + 76 + j * bw, py + 61, bw - 3, 25) for j in range(C.MARINA_SLOTS))
    return MatGeo(
        seat,
        full,
        s,
        header,
        tuple(cols),
        tuple(slots),
        tracks,
        boxes,
        marinas,
        marina_slots,
        tuple(goods_r),
        order,
        done,
    )


class ItalyLayout(GameView):
    """The spots of Mint Italy, computed from the observation and the table's rect."""

    def __init__(self, rules: Any, kit: Kit) -> None:
        super().__init__(rules, kit)
        self.board = WholeBoard(kit, STYLES, costs="space", water=("lake", "marina"))
        self.geo: Geo | None = None
        self._geo_key: Any = None

    def set_kit(self, kit: Kit) -> None:
        super().set_kit(kit)
        self.board.set_kit(kit)
        self._geo_key = None

    # --- geometry -----------------------------------------------------------------------------

    def geometry(self, s: State, rect: pygame.Rect) -> Geo:
        """The table's geometry for this observation's shape (kept while the shape holds)."""
        isl = play.isle(s)
        key = (tuple(rect), self.kit.scale, s.north, s.south, len(s.players), s.solo, play.row_size(s))
        if key != self._geo_key or self.geo is None:
            self.geo = self._compute(s, isl, pygame.Rect(rect))
            self._geo_key = key
        return self.geo

    def _compute(self, s: State, isl: Island, rect: pygame.Rect) -> Geo:
        k = self.kit
        u = k.scale
        g = max(2, k.px(10))
        n_mats = len(s.players)
        n_row = play.row_size(s)
        n_cards = 1 + n_row + 1 + 4 + (3 if s.solo else 0)
        groups = 4 if s.solo else 3
        cg = max(1, k.px(6))
        big = max(2, k.px(18))
        mat_w = (rect.width - (n_mats - 1) * g) / max(1, n_mats)
        side_w = min(330 * u, rect.width * 0.28)

        def rows(f: float) -> tuple[bool, float, float]:
            """The mats' design and scale and the cards' height, all shrunk by ``f``."""
            fits = {}
            for wide in (True, False):
                w0, h0 = WIDE if wide else COMPACT
                fits[wide] = min(mat_w / w0, u * 1.08 * f, rect.height * 0.34 * f / h0)
            # the wide mat is lower, so it leaves the island more room: taken whenever it reads well
            wide = fits[True] >= 0.85 * u * f or fits[True] >= fits[False]
            room_w = rect.width - (n_cards - groups) * cg - (groups - 1) * big
            card_h = max(8.0, min(140 * u * f, room_w / (n_cards * CARD_ASPECT), rect.height * 0.15 * f))
            return wide, fits[wide], card_h

        # a short room shrinks the mats and cards a little before the island gets small
        for f in (1.0, 0.9, 0.8):
            wide, sc, card_h = rows(f)
            mat_h = (WIDE if wide else COMPACT)[1] * sc
            top_h = rect.height - mat_h - card_h - 2 * g
            if self._island_scale(isl, rect.width - side_w - g, top_h)[0] >= 27 * u:
                break
        mats_y = rect.bottom - mat_h
        mats = tuple(mat_geo(i, _r(rect.x + i * (mat_w + g), mats_y, mat_w, mat_h), wide) for i in range(n_mats))
        # the cards row above them: deck, order row, fee, scoring cards (and the solo bot's cards)
        card_w = card_h * CARD_ASPECT
        cards_y = mats_y - g - card_h
        total = n_cards * card_w + (n_cards - groups) * cg + (groups - 1) * big
        x = rect.x + (rect.width - total) / 2

        def take(n: int) -> list[pygame.Rect]:
            nonlocal x
            out = []
            for _ in range(n):
                out.append(_r(x, cards_y, card_w, card_h))
                x += card_w + cg
            x += big - cg
            return out

        deck_row = take(1 + n_row)
        deck, row = deck_row[0], tuple(deck_row[1:])
        fee_scoring = take(5)
        fee, scoring = fee_scoring[0], tuple(fee_scoring[1:])
        bot_deck = bot_card = bot_discard = None
        if s.solo:
            bot_deck, bot_card, bot_discard = take(3)
        # the top: island block, then the mercato and commercio column
        top = _r(rect.x, rect.y, rect.width, max(8, cards_y - g - rect.y))
        side = _r(top.right - side_w, top.y, side_w, top.height)
        block = _r(top.x, top.y, max(8, top.width - side_w - g), top.height)
        island, room, beside, vp, order_boxes, passing, marina_cards = self._island_block(isl, block, len(s.players))
        hexes = {i: Shape(self.board.polygons(sid)) for i, sid in enumerate(isl.ids)}
        mercato, price_rows, commercio, boxes = self._side(side)
        banner = _r(block.x, block.y, block.width, k.px(34))
        return Geo(
            rect,
            island,
            room,
            beside,
            vp,
            order_boxes,
            passing,
            marina_cards,
            mercato,
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
            banner,
            hexes,
        )

    def _strips(self, w: float, h: float) -> tuple[float, float, float]:
        """The widths of the boxes' column and of a marina column, and a marina strip's height."""
        u = self.kit.scale
        return min(128 * u, w * 0.14), min(140 * u, w * 0.16), min(80 * u, h * 0.2)

    def _island_scale(self, isl: Island, w: float, h: float) -> tuple[float, bool]:
        """The island's hex size in a block ``w`` x ``h``, and whether the marina cards go beside
        the corner cards (else above and below them): whichever gives the larger island."""
        g = max(2, self.kit.px(8))
        x0, y0, x1, y1 = isl.map.bounds()
        wu, hu = x1 - x0, y1 - y0
        left_w, side_w, strip_h = self._strips(w, h)
        scale_a = min((w - left_w - 2 * side_w - 3 * g) / wu, h / hu)
        scale_b = min((w - left_w - g) / wu, (h - 2 * strip_h - 2 * g) / hu)
        beside = scale_a >= scale_b
        return max(1.0, scale_a if beside else scale_b), beside

    def _island_block(self, isl: Island, block: pygame.Rect, players: int) -> tuple[Any, ...]:
        """The island, the VP and order boxes by the TL card, the passing boxes by the BL card and
        the four marina cards, arranged to give the island its largest size."""
        k = self.kit
        u = k.scale
        g = max(2, k.px(8))
        pad = k.px(6)
        x0, y0, x1, y1 = isl.map.bounds()
        wu, hu = x1 - x0, y1 - y0
        left_w, side_w, strip_h = self._strips(block.width, block.height)
        scale, beside = self._island_scale(isl, block.width, block.height)
        mw, mh = wu * scale, hu * scale
        if beside:
            group_w = left_w + side_w + g + mw + g + side_w
            gx = block.x + (block.width - group_w) / 2
            island = _r(gx + left_w + g + side_w + g, block.y + (block.height - mh) / 2, mw, mh)
            lx = gx
        else:
            group_w = left_w + g + mw
            gx = block.x + (block.width - group_w) / 2
            island = _r(gx + left_w + g, block.y + (block.height - mh) / 2, mw, mh)
            lx = gx
        room = island.inflate(2 * pad, 2 * pad)
        self.board.place(isl.map, room)
        lay = self.board.layout

        def card_px(cid: str) -> pygame.Rect:
            a, b, c, d = isl.map.card_rect(cid, lay)
            return _r(a, b, c - a, d - b)

        tl, tr, bl, br = (card_px(c) for c in CORNERS)
        # the boxes' column: beside the island, and in the above-and-below arrangement also
        # over and under it, where no marina card lies
        reach = 0.0 if beside else strip_h + g
        top_half = _r(lx, island.y - reach, left_w, island.height / 2 - g / 2 + reach)
        bottom_half = _r(lx, island.centery + g / 2, left_w, island.height / 2 - g / 2 + reach)
        if beside:
            marina_tl = _r(lx + left_w + g, island.y, side_w, top_half.height)
            marina_bl = _r(lx + left_w + g, bottom_half.y, side_w, bottom_half.height)
            marina_tr = _r(island.right + g, island.y, side_w, top_half.height)
            marina_br = _r(island.right + g, bottom_half.y, side_w, bottom_half.height)
        else:
            marina_tl = _r(tl.x, island.y - g - strip_h, tl.width, strip_h)
            marina_tr = _r(tr.x, island.y - g - strip_h, tr.width, strip_h)
            marina_bl = _r(bl.x, island.bottom + g, bl.width, strip_h)
            marina_br = _r(br.x, island.bottom + g, br.width, strip_h)
        # VP numbers and the four player-order boxes by the TL card
        n = max(2, players)
        title = 22 * u
        ob_w = (left_w - 3 * k.px(4)) / 4
        ob_h = min(ob_w, 30 * u, top_half.height * 0.25)
        row_h = max(4.0, min(30 * u, (top_half.height - 2 * title - ob_h - 10 * u) / n))
        vp = _r(lx, top_half.y, left_w, title + n * row_h + 6 * u)
        ob_y = vp.bottom + title
        order_boxes = tuple(_r(lx + i * (ob_w + k.px(4)), ob_y, ob_w, ob_h) for i in range(4))
        # the four passing boxes by the BL card, topmost first
        pb_h = min(30 * u, (bottom_half.height - title) / 4 - k.px(4))
        p_top = bottom_half.bottom - 4 * (pb_h + k.px(4)) + k.px(4)
        passing = tuple(_r(lx, p_top + i * (pb_h + k.px(4)), left_w, pb_h) for i in range(4))
        marina_cards = (marina_tl, marina_tr, marina_bl, marina_br)
        return island, room, beside, vp, order_boxes, passing, marina_cards

    def _side(self, side: pygame.Rect) -> tuple[Any, ...]:
        k = self.kit
        g = max(2, k.px(10))
        merc_h = min(side.height * 0.6, 260 * k.scale)
        mercato = _r(side.x, side.y, side.width, merc_h)
        band = k.px(30)
        rows_h = (mercato.height - band - k.px(8)) / 4
        price_rows = tuple(
            _r(mercato.x + k.px(6), mercato.y + band + k.px(4) + i * rows_h, mercato.width - k.px(12), rows_h)
            for i in range(4)
        )
        com_h = min(side.height - merc_h - g, 160 * k.scale)
        commercio = _r(side.x, mercato.bottom + g, side.width, max(8, com_h))
        bw = (commercio.width - k.px(12)) / 8
        bh = (commercio.height - band - k.px(8)) / 2
        boxes = tuple(
            _r(
                commercio.x + k.px(6) + (i % 8) * bw,
                commercio.y + band + k.px(2) + (i // 8) * bh,
                bw - k.px(3),
                bh - k.px(3),
            )
            for i in range(C.COMMERCIO_BOXES)
        )
        return mercato, price_rows, commercio, boxes

    # --- spots --------------------------------------------------------------------------------

    def layout(self, obs: Any, viewer: int | None, rect: pygame.Rect) -> dict[Any, Region]:
        s: State = obs
        geo = self.geometry(s, rect)
        isl = play.isle(s)
        spots: dict[Any, Region] = {}
        marina_spaces = {isl.marinas[c]: i for i, c in enumerate(CORNERS)}
        for i, shape in geo.hexes.items():
            if i not in marina_spaces:
                spots[Spot("hex", i)] = shape
        for space, corner in marina_spaces.items():
            # a marina is its card and its hex: a token dropped on either lands there
            card = geo.marina_cards[corner]
            poly = ((card.left, card.top), (card.right, card.top), (card.right, card.bottom), (card.left, card.bottom))
            spots[Spot("marina", corner)] = Shape((poly, *geo.hexes[space].polygons))
        spots[Spot("vp")] = geo.vp
        for i, r in enumerate(geo.order_boxes):
            spots[Spot("turn", i)] = r
        for i, r in enumerate(geo.passing):
            spots[Spot("pass", i)] = r
        spots[Spot("deck")] = geo.deck
        for i in range(len(s.row)):
            spots[Spot("row", i)] = geo.row[i]
        spots[Spot("fee")] = geo.fee
        for i, r in enumerate(geo.scoring):
            spots[Spot("scoring", i)] = r
        if s.solo and geo.bot_deck and geo.bot_card and geo.bot_discard:
            spots[Spot("botdeck")] = geo.bot_deck
            spots[Spot("botcard")] = geo.bot_card
            spots[Spot("botdiscard")] = geo.bot_discard
        for gd, r in enumerate(geo.price_rows):
            spots[Spot("price", gd)] = r
        spots[Spot("commercio")] = geo.commercio
        for f, r in self.food_rects(s, geo).items():
            spots[Spot("food", f)] = r
        for m in geo.mats:
            self._mat_spots(s, m, spots)
        return spots

    def _mat_spots(self, s: State, m: MatGeo, spots: dict[Any, Region]) -> None:
        seat = m.seat
        p = s.players[seat]
        spots[Spot("player", seat=seat)] = m.header
        for col in range(3):
            spots[Spot("mat", col, seat)] = m.columns[col]
            for slot in range(p.built[col]):
                spots[Spot("slot", col * 10 + slot, seat)] = m.slots[col][slot]
        for t in TRACKS:
            spots[Spot("track", t, seat)] = m.tracks[t]
        spots[Spot("marinas", seat=seat)] = m.marinas
        for gd in range(4):
            spots[Spot("good", gd, seat)] = m.goods[gd]
        spots[Spot("order", seat=seat)] = m.order
        spots[Spot("done", seat=seat)] = m.done

    def food_rects(self, s: State, geo: Geo) -> dict[int, pygame.Rect]:
        """Each food token's rect: in its commercio box, stacked bottom to top."""
        out = {}
        for f, (box, height) in enumerate(s.food):
            r = geo.boxes[min(box, len(geo.boxes) - 1)]
            size = min(r.width * 0.62, (r.height - self.kit.px(14)) / 2.2)
            stack = sum(1 for b, _ in s.food if b == box)
            step = min(size * 0.72, (r.height - self.kit.px(14) - size) / max(1, stack - 1)) if stack > 1 else 0
            cy = r.bottom - self.kit.px(3) - size / 2 - height * step
            out[f] = _r(r.centerx - size / 2, cy - size / 2, size, size)
        return out

    def hex_centre(self, space: int) -> tuple[float, float]:
        geo = self.geo
        if geo is None or space not in geo.hexes:
            return (0.0, 0.0)
        return geo.hexes[space].center
