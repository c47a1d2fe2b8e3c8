"""Where the pieces of Mint Italy lie on the table: the island with the corner cards' boxes and the
marina cards, the mercato and commercio cards, the order row with the deck, the purple fee and the
scoring cards, and one mat per player (the solo bot's too). The records it fills (``Geo``, and
``MatGeo`` with the mat's own parts) are in ``view_geo``.

Everything is computed from the board's rect and the observation's shape (player count, island
width, row length), so any window size gives a layout; nothing here draws. Sizes are design px at
1080p, scaled by the kit; every box that holds words is made for them at their own size (BODY 18,
NUMBER 22, TITLE 20: 12, 15 and 13 px at 1280x720), so no word on the table is ever shrunk.
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from mint.core.spots import Spot
from mint.core.words import t
from mint.games.italy import cards as C
from mint.games.italy import play, solo
from mint.games.italy.island import Island
from mint.games.italy.state import BOT, CORNERS, State
from mint.games.italy.view_geo import COMPACT, TRACKS, WIDE, Geo, MatGeo, mat_geo, px_rect
from mint.ui import palette
from mint.ui.hexboard import HexBoard, TerrainStyle
from mint.ui.kit import Kit
from mint.ui.palette import Color
from mint.ui.view_api import GameView, Region, Shape

# Type sizes (px at 1080p): body text, the numbers that matter, and titles.
BODY = 18
NUMBER = 22
TITLE = 20

# Terrain by colour and by pattern (ART.md): the three land kinds differ in both.
STYLES = {
    "light": TerrainStyle((181, 217, 124), "dots", label="light green"),
    "dark": TerrainStyle((72, 140, 82), "trees", label="dark green"),
    "grey": TerrainStyle((164, 160, 150), "bricks", label="grey"),
    "lake": TerrainStyle((120, 176, 222), "waves", label="lake"),
    "marina": TerrainStyle((70, 128, 190), "waves", label="marina"),
}
CARD_ASPECT = 0.72  #: width / height of an order, scoring or bot card

# The parts of the table, in design px at 1080p.
LEFT_W = 130  #: the VP, player-order and passing boxes' column
MARINA_W = 170  #: a marina card beside the island
MARINA_H = 80  #: a marina card above or below the island: its title and two lines
SIDE_WIDE = 460  #: the mercato and commercio column with the price tracks across
SIDE_NARROW = 320  #: ... with the price tracks upright
CARD_MAX_H = 140  #: a card of the cards row
BAND = 34  #: the title band of the mercato and commercio cards
ROW = 28  #: one line of words in a box (BODY with a little room)


class WholeBoard(HexBoard):
    """The hex board shown whole at any size: the table gives a view no pan, so it never zooms in.
    Its costs are never drawn below the table's body size, however small the hexes."""

    def _readable(self) -> float:
        return 0.0

    def _mark_size(self) -> float:
        return max(float(BODY), super()._mark_size())


def marinas_beside(island: pygame.Rect, g: float, side_w: float) -> tuple[pygame.Rect, ...]:
    """The four marina cards two on each side of the island (TL, TR, BL, BR), each half its height."""
    half = island.height / 2 - g / 2
    lx, rx = island.x - g - side_w, island.right + g
    return (
        px_rect(lx, island.y, side_w, half),
        px_rect(rx, island.y, side_w, half),
        px_rect(lx, island.centery + g / 2, side_w, half),
        px_rect(rx, island.centery + g / 2, side_w, half),
    )


# --- the table ---------------------------------------------------------------------------------


def _stack(x: float, y: float, w: float, heights: Sequence[float], gap: float) -> list[pygame.Rect]:
    out = []
    for h in heights:
        out.append(px_rect(x, y, w, h))
        y += h + gap
    return out


# --- the solo bot's own colour and shape -----------------------------------------------------


def rival_mark(s: State) -> tuple[str, Color] | None:
    """The solo bot's shape and colour: its persona's, set apart from every seat's."""
    shape, colour = solo.mark(s)
    return (shape, palette.hexc(colour)) if shape else None


class ItalyKit(Kit):
    """The table's kit, drawing the solo bot (player 1) in its persona's colour and shape."""

    rival: tuple[str, Color] | None = None

    def player_color(self, seat: int) -> Color:
        return self.rival[1] if self.rival is not None and seat == BOT else super().player_color(seat)

    def player_shape(self, seat: int) -> str:
        return self.rival[0] if self.rival is not None and seat == BOT else super().player_shape(seat)


def italy_kit(kit: Kit, rival: tuple[str, Color] | None = None) -> ItalyKit:
    got = kit if isinstance(kit, ItalyKit) else ItalyKit(kit.scale, kit.player_colors)
    got.rival = rival if rival is not None else got.rival
    return got


class ItalyLayout(GameView):
    """The spots of Mint Italy, computed from the observation and the table's rect."""

    kit: ItalyKit

    def __init__(self, rules: Any, kit: Kit) -> None:
        kit = italy_kit(kit)
        super().__init__(rules, kit)
        self.board = WholeBoard(kit, STYLES, costs="space", water=("lake", "marina"))
        self.geo: Geo | None = None
        self._geo_key: Any = None
        self._placed: Any = None  #: the key of the geometry the island was last placed for

    def set_kit(self, kit: Kit) -> None:
        kit = italy_kit(kit, getattr(self, "kit", None) and self.kit.rival)
        super().set_kit(kit)
        self.board.set_kit(kit)
        self._geo_key = None

    def short_name(self, s: State, seat: int) -> str:
        if s.solo and seat == BOT:
            return solo.name(s) if s.persona else str(t("Bot"))
        return self.kit.seat_name(s.seats, seat)

    def vp_names(self, s: State) -> tuple[str, ...]:
        return tuple(self.short_name(s, seat) for seat in range(len(s.players)))

    def names_beside(self, names: Sequence[str], row_w: float) -> bool:
        """Whether every name fits on its VP row beside the token and a two-digit score (else
        each row takes two lines, the name under the token and the score)."""
        k = self.kit
        rad = min(k.px(ROW) * 0.34, k.px(10))
        room = row_w - k.px(8) - k.width("88", NUMBER, True) - k.px(6) - k.px(10) - round(2 * rad)
        return all(k.width(name, BODY) <= room for name in names)

    # --- geometry -----------------------------------------------------------------------------

    def geometry(self, s: State, rect: pygame.Rect) -> Geo:
        """The table's geometry for this observation's shape (kept while the shape holds)."""
        isl = play.isle(s)
        key = (tuple(rect), self.kit.scale, s.north, s.south, self.vp_names(s), s.solo, play.row_size(s))
        if key != self._geo_key or self.geo is None:
            self.geo = self._compute(s, isl, pygame.Rect(rect))
            self._geo_key = key
            self._placed = key
        elif self._placed != key:  # the island was placed for the table-top board since
            self.board.place(isl.map, self.geo.room)
            self._placed = key
        return self.geo

    def _compute(self, s: State, isl: Island, rect: pygame.Rect) -> Geo:
        k = self.kit
        u = k.scale
        g = max(2, k.px(10))
        n_mats = len(s.players)
        n_row = play.row_size(s)
        n_cards = 1 + n_row + 1 + 4 + (3 if s.solo else 0)
        groups = 4 if s.solo else 3
        cg, big = max(1, k.px(6)), max(2, k.px(18))
        mat_w = (rect.width - (n_mats - 1) * g) / max(1, n_mats)
        side_w = min(k.px(SIDE_NARROW), rect.width * 0.28)

        def rows(f: float) -> tuple[bool, float, float]:
            """The mats' design and scale and the cards' height, all shrunk by ``f``."""
            fits = {}
            for wide in (True, False):
                w0, h0 = WIDE if wide else COMPACT
                fits[wide] = min(mat_w / w0, u * 1.08 * f, rect.height * 0.34 * f / h0)
            # the wide mat is lower, so it leaves the island more room: taken whenever it reads well
            wide = fits[True] >= 0.85 * u * f or fits[True] >= fits[False]
            room_w = rect.width - (n_cards - groups) * cg - (groups - 1) * big
            card_h = max(8.0, min(CARD_MAX_H * u * f, room_w / (n_cards * CARD_ASPECT), rect.height * 0.15 * f))
            return wide, fits[wide], card_h

        # a short room shrinks the mats and cards a little before the island gets small
        for f in (1.0, 0.9, 0.8):
            wide, sc, card_h = rows(f)
            mat_h = (WIDE if wide else COMPACT)[1] * sc
            top_h = rect.height - mat_h - card_h - 2 * g
            if self._island_scale(isl, rect.width - side_w - g, top_h)[0] >= 27 * u:
                break
        mats_y = rect.bottom - mat_h
        mats = tuple(
            mat_geo(i, px_rect(rect.x + i * (mat_w + g), mats_y, mat_w, mat_h), wide, u) for i in range(n_mats)
        )
        # the cards row above them: deck, order row, fee, scoring cards (and the solo bot's cards)
        card_w = card_h * CARD_ASPECT
        cards_y = mats_y - g - card_h
        total = n_cards * card_w + (n_cards - groups) * cg + (groups - 1) * big
        x = rect.x + (rect.width - total) / 2

        def take(n: int) -> list[pygame.Rect]:
            nonlocal x
            out = []
            for _ in range(n):
                out.append(px_rect(x, cards_y, card_w, card_h))
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
        # the top: the island block, then the mercato and commercio column (the price tracks run
        # across when the island loses nothing by it)
        top = px_rect(rect.x, rect.y, rect.width, max(8, cards_y - g - rect.y))
        side_w = self._side_width(isl, top)
        side = px_rect(top.right - side_w, top.y, side_w, top.height)
        block = px_rect(top.x, top.y, max(8, top.width - side_w - g), top.height)
        island, room, beside, marina_cards = self._island_block(isl, block)
        hexes = {i: Shape(self.board.polygons(sid)) for i, sid in enumerate(isl.ids)}
        vp, vp_rows, order_boxes, passing = self._boxes(block, island, beside, self.vp_names(s))
        upright = side_w < SIDE_WIDE * u - 1
        mercato, icons, price_rows, commercio, boxes = self._side(side, upright)
        banner = self._banner_room(block, island, beside, marina_cards)
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
            upright,
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
            banner,
            hexes,
        )

    def _side_width(self, isl: Island, top: pygame.Rect) -> int:
        """The mercato column's width: wide (tracks across) unless that makes the island smaller."""
        k = self.kit
        g = max(2, k.px(10))
        wide, narrow = min(k.px(SIDE_WIDE), top.width // 3), min(k.px(SIDE_NARROW), top.width // 4)
        if self._island_scale(isl, top.width - wide - g, top.height)[0] >= (
            self._island_scale(isl, top.width - narrow - g, top.height)[0] - 0.01
        ):
            return wide
        return narrow

    def _strips(self, w: float, h: float) -> tuple[float, float, float]:
        """The widths of the boxes' column and of a marina column, and a marina strip's height."""
        u = self.kit.scale
        return min(LEFT_W * u, w * 0.16), min(MARINA_W * u, w * 0.18), min(MARINA_H * u, h * 0.2)

    def _island_scale(self, isl: Island, w: float, h: float) -> tuple[float, bool]:
        """The island's hex size in a block ``w`` x ``h``, and whether the marina cards go beside
        the island (else above and below it): whichever gives the larger island."""
        g = max(2, self.kit.px(8))
        x0, y0, x1, y1 = isl.map.bounds()
        wu, hu = x1 - x0, y1 - y0
        left_w, side_w, strip_h = self._strips(w, h)
        scale_a = min((w - left_w - 2 * side_w - 3 * g) / wu, h / hu)
        scale_b = min((w - left_w - g) / wu, (h - 2 * strip_h - 2 * g) / hu)
        beside = scale_a >= scale_b
        return max(1.0, scale_a if beside else scale_b), beside

    def _island_block(self, isl: Island, block: pygame.Rect) -> tuple[Any, ...]:
        """The island and the four marina cards, arranged to give the island its largest size
        (the boxes' column keeps its place at the block's left)."""
        k = self.kit
        g = max(2, k.px(8))
        pad = k.px(6)
        x0, y0, x1, y1 = isl.map.bounds()
        wu, hu = x1 - x0, y1 - y0
        left_w, side_w, strip_h = self._strips(block.width, block.height)
        scale, beside = self._island_scale(isl, block.width, block.height)
        mw, mh = wu * scale, hu * scale
        if beside:
            group_w = left_w + g + side_w + g + mw + g + side_w
        else:
            group_w = left_w + g + mw
        gx = block.x + (block.width - group_w) / 2
        ix = gx + left_w + g + ((side_w + g) if beside else 0)
        island = px_rect(ix, block.y + (block.height - mh) / 2, mw, mh)
        room = island.inflate(2 * pad, 2 * pad)
        self.board.place(isl.map, room)
        lay = self.board.layout

        def card_px(cid: str) -> pygame.Rect:
            a, b, c, d = isl.map.card_rect(cid, lay)
            return px_rect(a, b, c - a, d - b)

        tl, tr, bl, br = (card_px(c) for c in CORNERS)
        if beside:
            marina_cards = marinas_beside(island, g, side_w)
        else:
            above, below = island.y - g - strip_h, island.bottom + g
            marina_cards = (
                px_rect(tl.x, above, tl.width, strip_h),
                px_rect(tr.x, above, tr.width, strip_h),
                px_rect(bl.x, below, bl.width, strip_h),
                px_rect(br.x, below, br.width, strip_h),
            )
        return island, room, beside, marina_cards

    def _boxes(self, block: pygame.Rect, island: pygame.Rect, beside: bool, names: Sequence[str]) -> tuple[Any, ...]:
        """The VP box and the four player-order boxes at the top of the boxes' column, and the four
        passing boxes at its foot (each with a line for its name above it). A VP row is one line,
        or two when a name does not fit beside its score."""
        k = self.kit
        left_w, side_w, strip_h = self._strips(block.width, block.height)
        g = max(2, k.px(8))
        x = island.x - g - left_w - ((side_w + g) if beside else 0)
        top = island.y - (0 if beside else strip_h + g)
        bottom = island.bottom + (0 if beside else strip_h + g)
        line, gap = k.px(ROW), k.px(4)
        n = max(2, len(names))
        row_h = line if self.names_beside(names, left_w) else 2 * line - k.px(6)
        room = bottom - top
        vp_h = line + n * row_h + k.px(6)
        box = min(k.px(32), (left_w - 3 * gap) / 4)
        pass_h = min(k.px(34), max(k.px(14), (room - vp_h - 3 * line - box - 4 * gap - 2 * g) / 4))
        vp = px_rect(x, top, left_w, vp_h)
        vp_rows = tuple(px_rect(x, top + line + i * row_h, left_w, row_h) for i in range(n))
        order_y = vp.bottom + g + line
        order_boxes = tuple(px_rect(x + i * (box + gap), order_y, box, box) for i in range(4))
        p_top = bottom - 4 * pass_h - 3 * gap
        passing = tuple(_stack(x, p_top, left_w, [pass_h] * 4, gap))
        return vp, vp_rows, order_boxes, passing

    def _banner_room(
        self, block: pygame.Rect, island: pygame.Rect, beside: bool, marina_cards: Sequence[pygame.Rect]
    ) -> pygame.Rect:
        """Where the banner may go: between the top marina cards, or over the island's top edge."""
        k = self.kit
        if beside:
            return px_rect(island.x, max(block.y, island.y - k.px(60)), island.width, k.px(74))
        tl, tr = marina_cards[0], marina_cards[1]
        return px_rect(tl.right + k.px(8), tl.y, max(k.px(120), tr.left - tl.right - k.px(16)), tl.height)

    def _side(self, side: pygame.Rect, upright: bool) -> tuple[Any, ...]:
        """The mercato card (four price tracks, across or upright) above the commercio card."""
        k = self.kit
        g = max(2, k.px(10))
        pad = k.px(6)
        band = k.px(BAND)
        com_h = min(side.height * 0.4, band + 2 * k.px(60) + k.px(8))
        if upright:  # the upright tracks take what the commercio leaves
            merc_h = side.height - com_h - g
        else:  # the tracks across take what they need; the commercio's boxes (and food) grow into the rest
            merc_h = min(side.height - com_h - g, band + k.px(4 * 42 + 10))
            com_h = max(com_h, min(side.height - merc_h - g, band + 2 * k.px(84) + k.px(8)))
        mercato = px_rect(side.x, side.y, side.width, merc_h)
        inner = px_rect(mercato.x + pad, mercato.y + band + k.px(4), mercato.width - 2 * pad, merc_h - band - k.px(10))
        if upright:
            cw = inner.width / 4
            icon = float(k.px(30))
            icons = tuple(px_rect(inner.x + i * cw, inner.y, cw, icon) for i in range(4))
            rows = tuple(px_rect(inner.x + i * cw, inner.y + icon, cw, inner.height - icon) for i in range(4))
        else:
            rh = inner.height / 4
            icon = min(rh, k.px(40))
            icons = tuple(px_rect(inner.x, inner.y + i * rh, icon, rh) for i in range(4))
            rows = tuple(px_rect(inner.x + icon, inner.y + i * rh, inner.width - icon, rh) for i in range(4))
        commercio = px_rect(side.x, mercato.bottom + g, side.width, max(8, com_h))
        bw = (commercio.width - 2 * pad) / 8
        bh = (commercio.height - band - k.px(8)) / 2
        boxes = tuple(
            px_rect(
                commercio.x + pad + (i % 8) * bw,
                commercio.y + band + k.px(2) + (i // 8) * bh,
                bw - k.px(3),
                bh - k.px(3),
            )
            for i in range(C.COMMERCIO_BOXES)
        )
        return mercato, icons, rows, commercio, boxes

    # --- spots --------------------------------------------------------------------------------

    def layout(self, obs: Any, viewer: int | None, rect: pygame.Rect) -> dict[Any, Region]:
        s: State = obs
        geo = self.geometry(s, rect)
        spots = self.table_spots(s, geo)
        for m in geo.mats:
            self._mat_spots(s, m, spots)
        return spots

    def table_spots(self, s: State, geo: Geo) -> dict[Any, Region]:
        """The spots of everything but the mats: the island, its cards and boxes, the cards row,
        the mercato and the commercio (a table-top board presses a food token on its chip)."""
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
            spots[Spot("price", gd)] = r.union(geo.price_icons[gd])
        spots[Spot("commercio")] = geo.commercio
        if geo.food_chips:
            self.tabletop_spots(s, geo, spots)
        else:
            for f, r in self.food_rects(s, geo).items():
                spots[Spot("food", f)] = r
        return spots

    def tabletop_spots(self, s: State, geo: Geo, spots: dict[Any, Region]) -> None:
        """The food tokens' spots on a table-top board (``view_tabletop``)."""

    def _mat_spots(self, s: State, m: MatGeo, spots: dict[Any, Region]) -> None:
        seat = m.seat
        p = s.players[seat]
        spots[Spot("player", seat=seat)] = m.header
        for col in range(3):
            spots[Spot("mat", col, seat)] = m.columns[col]
            for slot in range(p.built[col]):
                spots[Spot("slot", col * 10 + slot, seat)] = m.slots[col][slot]
        for tr in TRACKS:
            spots[Spot("track", tr, seat)] = m.tracks[tr]
        spots[Spot("marinas", seat=seat)] = m.marinas
        for gd in range(4):
            spots[Spot("good", gd, seat)] = m.goods[gd]
        spots[Spot("order", seat=seat)] = m.order
        spots[Spot("done", seat=seat)] = m.done

    def food_rects(self, s: State, geo: Geo) -> dict[int, pygame.Rect]:
        """Each food token's rect: in its commercio box, stacked bottom to top (below its number)."""
        out = {}
        k = self.kit
        for f, (box, height) in enumerate(s.food):
            r = geo.boxes[min(box, len(geo.boxes) - 1)]
            size = min(r.width * 0.62, (r.height - k.px(14)) / 2.2)
            stack = sum(1 for b, _ in s.food if b == box)
            step = min(size * 0.72, (r.height - k.px(14) - size) / max(1, stack - 1)) if stack > 1 else 0
            cy = r.bottom - k.px(3) - size / 2 - height * step
            out[f] = px_rect(r.centerx - size / 2, cy - size / 2, size, size)
        return out

    def hex_centre(self, space: int) -> tuple[float, float]:
        geo = self.geo
        if geo is None or space not in geo.hexes:
            return (0.0, 0.0)
        return geo.hexes[space].center
