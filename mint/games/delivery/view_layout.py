"""Where the pieces of Mint Delivery lie on the table: the map or the factory, the town rows,
the trucks, the belts, the supply and every driver's area (spot ids and their rects), and how
the table's words fit their boxes.

Sizes are given at 1080p and scaled by the kit. No word is ever drawn below its own size: where
a box is too narrow for a word, a shorter form goes on the table (a town's initial on an order
card, a count for a list of abilities) and the tooltip says it whole, so every word stays at
least 18 px at 1080p (12 px at 720p).
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from mint.core.boards import BoardSpec
from mint.core.spots import Spot
from mint.core.words import data, t
from mint.games.delivery import solo as solo_rules
from mint.games.delivery.actions import BOX, SUPPLY
from mint.games.delivery.cards import (
    ABILITY_BY_ID,
    DRIVER_BY_ID,
    FACTORY,
    MAP,
    MINTS,
    ORDERS,
    TOWNS,
    town_name,
)
from mint.games.delivery.model import State
from mint.ui.kit import Kit
from mint.ui.view_api import GameView

# Type sizes (px at 1080p): body text, the numbers that matter, and titles.
BODY = 18
NUMBER = 22
TITLE = 20

SUPPLY_H = 118  #: the supply panel (a drop target) is never lower than this
SUPPLY_ROW = 60  #: the supply panel's first row: its title and the mints left (the box beside)
SUPPLY_ROW_LOW = 38  #: ... with a second row of upgrade targets below the load stacks
PANEL_GAP = 8  #: between the supply, the key card and the drivers' areas
KEY_H = 96  #: the key card across the column is never lower than this (its abilities are dragged)
KEY_CARD_H = 80  #: nor is an ability in the free cell of five drivers' areas
STACK_W, STACK_H = 40, 44  #: a load stack in the supply panel
UPGRADE_W, DOUBLE_W = 60, 72  #: an upgrade target, and a double one (Double Batch)
BOX_W = 78  #: the box removed orders go to
AREA_HEAD = 40  #: a driver's area above its truck row: the token, the name and the abilities
TRUCK_ROW = 34  #: the truck handle and the mints on the truck
MINT_STEP = 26  #: one mint on a truck (the AI's: 20)
MINT_BIG = 34  #: ... on a truck in a table-top strip
CARD_H = 110  #: an order card's usual height (the AI's, and a town's on a big map)
CARD_MAX_H = 150  #: an order card in a driver's area is never taller than this
TOKEN_H = 30  #: a road token's tag
TOWN_BAND = 92  #: the band of a town card the deck and its two orders lie in (map units)
TOWN_TOP, TOWN_FOOT = 30, 32  #: that band's distance from the town card's title (map units)
MOTIVE_ORDER = ("complete", "take", "get")
AI_WORDS = 3  #: lines kept for what the AI does next
TRAY_MINTS = 48  #: table-top mode: the turned-in mints of a colour (the tray is 16 deeper)


# --- words (the kit's: cut short, never shrunk) ---------------------------------------------------

cut = Kit.cut
line = Kit.line
block = Kit.block


def fits(kit: Kit, text: str, size: float, width: int, bold: bool = False) -> bool:
    """Whether ``text`` fits ``width`` on one line at ``size``."""
    return kit.width(text, size, bold) <= width


def first_fit(kit: Kit, forms: Sequence[str], size: float, width: int, bold: bool = False) -> str:
    """The first (longest) of ``forms`` that fits ``width``; else the last, cut short."""
    for text in forms:
        if fits(kit, text, size, width, bold):
            return text
    return kit.cut(forms[-1], size, width, bold) if forms else ""


def block_fits(kit: Kit, text: str, size: float, rect: pygame.Rect, bold: bool = False) -> bool:
    """Whether ``text`` wraps into ``rect`` whole: each word on a line, and all the lines in it."""
    font = kit.font(size, bold)
    lines = kit.wrap(text, size, rect.width, bold)
    return all(font.size(t)[0] <= rect.width for t in lines) and len(lines) * font.get_linesize() <= rect.height + 1


def town_mark(kit: Kit, town: str, width: int) -> str:
    """What an order card's band says of its town: the town's first word where every town's
    fits, else its initial (the tooltip names the town in full)."""
    firsts = [town_name(t).split()[0] for t in TOWNS]
    if all(fits(kit, w, BODY, width, True) for w in firsts):
        return town_name(town).split()[0]
    return town_name(town)[:1]


def key_title(kit: Kit, key: Sequence[str], width: int) -> tuple[bool, int]:
    """How the key card's ability names fit their bands ``width`` wide: bold on one line, or
    else plain on one line, or else bold on as many lines as the longest needs."""
    room = width - kit.px(8)
    names = [str(data(ABILITY_BY_ID[a].name)) for a in key]
    for bold in (True, False):
        if all(fits(kit, name, BODY, room, bold) for name in names):
            return bold, 1
    return True, max(kit.lines_needed(name, BODY, room, True) for name in names)


def key_band(kit: Kit, key: Sequence[str], width: int) -> int:
    """The height of the title band of the key card's abilities."""
    bold, lines = key_title(kit, key, width)
    return lines * kit.font(BODY, bold).get_linesize() + kit.px(4)


def key_height(kit: Kit, key: Sequence[str], width: int) -> int:
    """An ability of the key card: its band, then its cost and its owners on one line."""
    return key_band(kit, key, width) + kit.font(BODY).get_linesize() + kit.px(6)


def motive_height(kit: Kit, width: int) -> int:
    """The height of the AI's three motive boxes, each ``width`` wide (their names may wrap)."""
    lines = max(kit.lines_needed(str(solo_rules.MOTIVES[m]), BODY, width - kit.px(8), True) for m in MOTIVE_ORDER)
    return lines * kit.font(BODY, True).get_linesize() + kit.px(10)


def ai_info(s: State) -> str:
    """The AI driver's difficulty, workload and town ranking."""
    d = DRIVER_BY_ID[s.driver]
    ranks = ", ".join(town_name(town).split()[0] for town in d.preference)
    return str(t("Difficulty {level}/3 · workload {n} · ranks {towns}", level=d.difficulty, n=d.workload, towns=ranks))


def ai_words(s: State) -> str:
    """Under the AI's motives: what it does next while it acts, else its traits."""
    d = DRIVER_BY_ID[s.driver]
    if s.turn.seat == 1 and s.phase == "play" and not s.returns:
        # the step's sentence opens with the driver's name (in every language): the panel names it already
        return str(t("Next: {step}", step=solo_rules.ai_line(s).split(" ", len(str(data(d.name)).split()))[-1]))
    return traits_text(s)


def traits_text(s: State) -> str:
    """The AI driver's traits, each named, in the language in use."""
    return " ".join(str(t("{name}: {text}", name=data(n), text=data(x))) for _, n, x in DRIVER_BY_ID[s.driver].traits)


class DeliveryLayout(GameView):
    """The spots of Mint Delivery: computed from the observation and the table's rect."""

    # --- geometry -------------------------------------------------------------------------

    def _split(self, obs: State, rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """The square map on the left, the column of panels on the right."""
        k = self.kit
        right_w = max(k.px(470), int(rect.width * 0.33))
        side = min(rect.height, rect.width - right_w - k.px(16))
        board = pygame.Rect(rect.x, rect.y + (rect.height - side) // 2, side, side)
        column = pygame.Rect(board.right + k.px(16), rect.y, rect.right - board.right - k.px(16), rect.height)
        return board, column

    @staticmethod
    def _board(obs: State) -> BoardSpec:
        return FACTORY if obs.solo else MAP

    @staticmethod
    def _pt(board: pygame.Rect, spec: BoardSpec, x: float, y: float) -> tuple[int, int]:
        w, h = spec.pixel_size
        return board.x + int(x * board.width / w), board.y + int(y * board.height / h)

    def _unit(self, board: pygame.Rect, spec: BoardSpec) -> float:
        return board.width / spec.pixel_size[0]

    def _space_rects(self, obs: State, board: pygame.Rect) -> dict[Spot, pygame.Rect]:
        spec = self._board(obs)
        u = self._unit(board, spec)
        out = {}
        for s in spec.spots:
            if s.kind in ("card", "belt"):
                continue
            big = s.kind not in ("space",) or obs.solo
            r = (30 if big else 19) * u
            c = self._pt(board, spec, *s.center)
            out[Spot("space", s.name)] = pygame.Rect(int(c[0] - r), int(c[1] - r), int(2 * r), int(2 * r))
        return out

    def _truck_rects(self, obs: State, spaces: dict[Spot, pygame.Rect]) -> dict[Spot, pygame.Rect]:
        k = self.kit
        out = {}
        at: dict[str, list[int]] = {}
        for i, truck in enumerate(obs.trucks):
            at.setdefault(truck.pos, []).append(i)
        for pos, seats in at.items():
            sp = spaces[Spot("space", pos)]
            n = len(seats)
            # the solitaire's spaces are big: its trucks are too, so the AI's says "AI" at body size
            size = min(k.px(36 if obs.solo else 30), int(sp.width * (0.8 if n == 1 else 1.6 / n)))
            # on a space with a label, the trucks stand a little high, clear of its pill on the rim
            up = k.px(5) if self._space_label(obs, self._board(obs).spot(pos)) else 0
            for j, i in enumerate(seats):
                r = pygame.Rect(0, 0, size, size)
                if n == 1:
                    r.center = (sp.centerx, sp.centery - up)
                else:
                    r.center = (
                        sp.centerx + int((j - (n - 1) / 2) * size * 0.95),
                        sp.centery - up + (k.px(6) if j % 2 else -k.px(6)),
                    )
                out[Spot("truck", seat=i)] = r
        return out

    def _space_label(self, s: State, spot: Any) -> str:
        if spot.kind == "city":
            return str(t("Load {n}", n=4))
        if spot.kind == "warehouse":
            return str(t("Load {n}", n=2))
        if spot.kind == "town":
            return ""
        if spot.kind == "loading":
            return str(t("Belt {belt}", belt=spot.prop("belt")))
        if spot.kind == "ai_loading":
            return str(t("AI only"))
        if spot.kind == "dock":
            return str(t("Dock"))
        if spot.kind == "dispatch":
            return str(t("Start"))
        return ""

    def _title_pos(self, card: pygame.Rect, bottom: bool) -> tuple[int, int]:
        """Where the middle of a map card's title lies: at its top, or (a town in the bottom
        row, whose orders lie above the title) at its foot."""
        half = self.kit.font(TITLE, True).get_linesize() // 2 + self.kit.px(4)
        return card.centerx, card.bottom - half if bottom else card.y + half

    def _town_row_rects(self, obs: State, board: pygame.Rect) -> dict[str, Any]:
        """Per town card: the deck rect and the face-up order rects, in the card's outer band
        (clear of the card's title and of the town's space)."""
        spec = MAP
        u = self._unit(board, spec)
        out: dict[str, Any] = {}
        for s in spec.spots:
            if s.kind != "card" or not s.prop("town"):
                continue
            town = str(s.prop("town"))
            top = int(str(s.prop("row"))) == 0
            x0, y0 = self._pt(board, spec, s.x, s.y)
            w = int(s.width * u)
            band_h = int(TOWN_BAND * u)
            band_y = y0 + int(TOWN_TOP * u) if top else y0 + int(s.height * u) - band_h - int(TOWN_FOOT * u)
            ch = band_h - int(6 * u)
            cw = int(ch * 0.72)
            gap = int(8 * u)
            x = x0 + (w - (3 * cw + 2 * gap)) // 2
            deck = pygame.Rect(x, band_y, cw, ch)
            rows = [pygame.Rect(x + (cw + gap) * (i + 1), band_y, cw, ch) for i in range(2)]
            out[town] = (deck, rows)
        return out

    def _token_rect(self, name: str, space: pygame.Rect, board: pygame.Rect, label: str) -> pygame.Rect:
        """A road token's tag beside its road space ``name``, on the side toward the middle of the
        map: below or above on a road that runs across (T1e: east of its town), right or left
        on one that runs up and down (T1s), where a tag below would cover a card's title."""
        k = self.kit
        w = max(k.px(62), k.font(BODY, True).size(label)[0] + k.px(12))
        r = pygame.Rect(0, 0, w, k.px(TOKEN_H))
        if name[-1:] in ("n", "s"):
            if space.centerx < board.centerx:
                r.midleft = (space.right + k.px(4), space.centery)
            else:
                r.midright = (space.left - k.px(4), space.centery)
        elif space.centery > board.centery:
            r.midbottom = (space.centerx, space.top - k.px(2))
        else:
            r.midtop = (space.centerx, space.bottom + k.px(2))
        return r

    def layout(self, obs: Any, viewer: int | None, rect: pygame.Rect) -> dict[Spot, pygame.Rect]:
        s: State = obs
        board, column = self._split(s, rect)
        spots: dict[Spot, pygame.Rect] = {}
        spaces = self._space_rects(s, board)
        spots.update(spaces)
        for sid, r in self._truck_rects(s, spaces).items():
            # during play only the truck that acts is a spot: another truck standing on a space
            # must not catch a drop meant for that space (the spaces' tooltips name the trucks)
            if s.phase != "play" or sid == Spot("truck", seat=s.turn.seat):
                spots[sid] = r
        if s.solo:
            spots.update(self._belt_rects(s, board))
            self._solo_column(s, column, spots)
        else:
            for town, (deck, rows) in self._town_row_rects(s, board).items():
                st = s.towns[TOWNS.index(town)]
                spots[Spot("deck", town)] = deck
                for o, r in zip(st.row, rows, strict=False):
                    spots[Spot("order", ORDERS[o].id)] = r
            self._multi_column(s, column, spots)
        return spots

    def _belt_rects(self, s: State, board: pygame.Rect) -> dict[Spot, pygame.Rect]:
        spec = FACTORY
        u = self._unit(board, spec)
        out = {}
        for name in ("A", "B"):
            b = spec.spot(f"belt:{name}")
            x, y = self._pt(board, spec, b.x, b.y)
            w, h = int(b.width * u), int(b.height * u)
            slot = h / 12
            belt = s.belts[0 if name == "A" else 1]
            for i in range(len(belt)):
                out[Spot("belt", name, i)] = pygame.Rect(x, int(y + i * slot), w, int(slot))
            back = len(belt)
            out[Spot("beltback", name)] = pygame.Rect(
                x, int(y + back * slot), w, max(int(slot), int(y + h - (y + back * slot)))
            )
            out[Spot("lane", name)] = pygame.Rect(x, y, w, h)
        return out

    def _areas(self, n: int, column: pygame.Rect, top: int) -> list[pygame.Rect]:
        k = self.kit
        cols = 1 if n <= 3 else 2
        rows = (n + cols - 1) // cols
        gap = k.px(10)
        h = (column.bottom - top - gap * (rows - 1)) // rows
        w = (column.width - gap * (cols - 1)) // cols
        return [pygame.Rect(column.x + (i % cols) * (w + gap), top + (i // cols) * (h + gap), w, h) for i in range(n)]

    def _supply_rows(self, s: State, supply_x: int, supply_right: int) -> tuple[list[str], list[str]]:
        """The upgrade targets of the load row, and those of a second row (the doubles of Double
        Batch, when the load row has no room for them)."""
        k = self.kit
        doubles = any("A12" in t.abilities for t in s.trucks)
        singles = ["S", "R"]
        more = ["SS", "SR", "RR"] if doubles else []
        x = supply_x + k.px(12) + 5 * k.px(STACK_W + 4) + k.px(6)
        x += 2 * k.px(UPGRADE_W + 4)
        room = supply_right - k.px(BOX_W + 16)
        if not more or x + 3 * k.px(DOUBLE_W + 4) <= room:
            return singles + more, []
        return singles, more

    def _multi_column(self, s: State, column: pygame.Rect, spots: dict[Spot, pygame.Rect]) -> None:
        k = self.kit
        first, second = self._supply_rows(s, column.x, column.right)
        row = SUPPLY_ROW_LOW if second else SUPPLY_ROW
        h = max(k.px(SUPPLY_H), k.px(row + STACK_H + 8) + (k.px(STACK_H + 6) if second else 0))
        supply = pygame.Rect(column.x, column.y, column.width, h)
        spots[SUPPLY] = supply
        # load stacks and upgrade targets inside the supply panel, below its title row
        x = supply.x + k.px(12)
        y = supply.y + k.px(row)
        for n in range(1, 6):
            spots[Spot("load", n)] = pygame.Rect(x, y, k.px(STACK_W), k.px(STACK_H))
            x += k.px(STACK_W + 4)
        x += k.px(6)
        for i, ups in enumerate((first, second)):
            if i:
                x, y = supply.x + k.px(12), y + k.px(STACK_H + 6)
            for u in ups:
                w = k.px(UPGRADE_W if len(u) == 1 else DOUBLE_W)
                spots[Spot("upgrade", u)] = pygame.Rect(x, y, w, k.px(STACK_H))
                x += w + k.px(4)
        spots[BOX] = pygame.Rect(
            supply.right - k.px(BOX_W + 8), supply.y + k.px(6), k.px(BOX_W), k.px(row + STACK_H - 6)
        )
        top = supply.bottom + k.px(PANEL_GAP)
        n = len(s.trucks)
        pad = k.px(8)
        cells = self._areas(n + 1, column, top) if s.key and n == 5 else []
        if cells and cells[-1].height >= 3 * k.px(KEY_CARD_H) + 4 * pad:
            # five drivers leave a cell of their grid free: the key card goes there
            self._key_spots(s, cells[-1], spots)
        elif s.key:
            cells = []
            h = max(k.px(KEY_H), key_height(k, s.key, (column.width - 2 * k.px(16)) // 3) + k.px(16))
            self._key_spots(s, pygame.Rect(column.x, top, column.width, h), spots)
            top = spots[Spot("key")].bottom + k.px(PANEL_GAP)
        for i, area in enumerate(cells[:n] or self._areas(n, column, top)):
            self._area_spots(s, i, area, spots)

    def _key_spots(self, s: State, keyr: pygame.Rect, spots: dict[Spot, pygame.Rect]) -> None:
        """The key card's three abilities: side by side across the column, or one above the
        other in the free cell of five drivers' areas."""
        k = self.kit
        pad = k.px(8)
        spots[Spot("key")] = keyr
        if keyr.width >= keyr.height:
            w = (keyr.width - 2 * k.px(16)) // 3
            for i, a in enumerate(s.key):
                spots[Spot("ability", a)] = pygame.Rect(
                    keyr.x + pad + i * (w + pad), keyr.y + pad, w, keyr.height - k.px(16)
                )
            return
        w = keyr.width - 2 * pad
        h = max(k.px(KEY_CARD_H), min((keyr.height - 4 * pad) // 3, key_height(k, s.key, w) + k.px(16)))
        for i, a in enumerate(s.key):
            spots[Spot("ability", a)] = pygame.Rect(keyr.x + pad, keyr.y + pad + i * (h + pad), w, h)

    def _card_cells(self, s: State, i: int, area: pygame.Rect) -> tuple[list[pygame.Rect], pygame.Rect]:
        """Where a driver's order cards lie (one place for each order it holds or may hold, or
        each card of its dealt hand) and its pile of completed orders: in one row below the
        truck, the pile on the right; or, where the area is tall and narrow, in a grid of
        bigger cards with the pile in its last cell."""
        k = self.kit
        t = s.trucks[i]
        cards = len(t.orders) if s.phase != "keep" else len(t.hand)
        slots = max(cards, 4 if "A07" in t.abilities else 3)
        oy = area.y + k.px(AREA_HEAD + TRUCK_ROW + 6)
        room = pygame.Rect(area.x + k.px(8), oy, area.width - k.px(18), area.bottom - oy - k.px(8))
        gap = k.px(6)
        # one row, as narrow as it must be
        ch = min(room.height, k.px(CARD_MAX_H))
        cw = min(int(ch * 0.72), (area.width - k.px(26) - gap * slots) // (slots + 1))
        ch = min(ch, int(cw / 0.62))
        cells = [pygame.Rect(room.x + j * (cw + gap), oy, cw, ch) for j in range(slots)]
        done = pygame.Rect(room.right - cw, oy, cw, ch)
        # or a grid of fewer columns, when that makes the cards a good deal bigger
        items = slots + 1
        best = (cw, items)
        for cols in range(items - 1, 1, -1):
            rows = -(-items // cols)
            w = min(
                int(k.px(CARD_MAX_H) * 0.72),
                (room.width - (cols - 1) * gap) // cols,
                int((room.height - (rows - 1) * gap) // rows * 0.72),
            )
            if w > best[0] * 1.15:
                best = (w, cols)
        cw, cols = best
        if cols == items:
            return cells, done
        ch = int(cw / 0.72)
        gx = min(k.px(14), (room.width - cols * cw) // (cols - 1))
        x0 = room.x + (room.width - cols * cw - (cols - 1) * gx) // 2
        grid = [pygame.Rect(x0 + (j % cols) * (cw + gx), oy + (j // cols) * (ch + gap), cw, ch) for j in range(items)]
        last = -(-items // cols) * cols - 1  # the grid's bottom-right cell
        return grid[:slots], pygame.Rect(x0 + (last % cols) * (cw + gx), oy + (last // cols) * (ch + gap), cw, ch)

    def _area_spots(self, s: State, i: int, area: pygame.Rect, spots: dict[Spot, pygame.Rect]) -> None:
        k = self.kit
        spots[Spot("area", seat=i)] = area
        t = s.trucks[i]
        y = area.y + k.px(AREA_HEAD)
        spots[Spot("mints", seat=i)] = pygame.Rect(area.x + k.px(8), y, k.px(44), k.px(TRUCK_ROW))
        x = area.x + k.px(58)
        for m in range(3):
            if t.mints[m]:
                w = k.px(8) + min(t.mints[m], 12) * k.px(MINT_STEP)
                spots[Spot("mint", MINTS[m], i)] = pygame.Rect(x, y, w, k.px(TRUCK_ROW))
                x += w + k.px(6)
        cells, done = self._card_cells(s, i, area)
        for j, o in enumerate(list(t.orders) if s.phase != "keep" else list(t.hand)):
            if o >= 0 and s.phase != "keep":
                spots[Spot("order", ORDERS[o].id)] = cells[j]
            else:
                spots[Spot("hand", j, i)] = cells[j]
        spots[Spot("done", seat=i)] = done
        if is_claiming(s, i):
            # the Classic mints still lying on the order just taken (loaded or left by a Claim)
            card = spots[Spot("order", ORDERS[t.orders[-1]].id)]
            spots[Spot("claim", seat=i)] = pygame.Rect(
                card.right - k.px(17), card.bottom - k.px(17), k.px(26), k.px(26)
            )

    # --- the solitaire's column -------------------------------------------------------------

    def _solo_column(self, s: State, column: pygame.Rect, spots: dict[Spot, pygame.Rect], you: bool = True) -> None:
        """The order stacks, the person's area (unless it lies in their own strip: not ``you``), the
        tray of turned-in mints and the AI driver's panel, from the top of ``column``."""
        k = self.kit
        # the title, the four stacks' top orders, and under each how many orders lie below it
        step = k.font(BODY).get_linesize()
        top = column.y + k.font(TITLE, True).get_linesize() + k.px(8)
        cw = min((column.width - k.px(24) - 3 * k.px(20)) // 4, k.px(84))
        ch = int(cw / 0.72)
        stacks = pygame.Rect(column.x, column.y, column.width, top - column.y + ch + step + k.px(8))
        spots[Spot("stacks")] = stacks
        gap = (stacks.width - k.px(24) - 4 * cw) // 3
        for i, st in enumerate(s.towns):
            r = pygame.Rect(stacks.x + k.px(12) + i * (cw + gap), top, cw, ch)
            if st.row:
                spots[Spot("order", ORDERS[st.row[0]].id)] = r
            spots[Spot("stack", i)] = r
        if you:
            top = stacks.bottom + k.px(10)
            self._area_spots(s, 0, pygame.Rect(column.x, top, column.width, k.px(200)), spots)
        tray = self._tray_rect(spots)
        if s.returns:
            spots[Spot("tray")] = tray
            x = tray.x + max(k.px(150), k.font(BODY, True).size(str(t("Turned in:")))[0] + k.px(28))
            mint_h = k.px(40 if you else TRAY_MINTS)
            for m in sorted(set(s.returns)):
                spots[Spot("return", MINTS[m])] = pygame.Rect(
                    x, tray.y + k.px(8), k.px(40) + s.returns.count(m) * k.px(14), mint_h
                )
                x += spots[Spot("return", MINTS[m])].width + k.px(8)
        ai = pygame.Rect(column.x, tray.bottom + k.px(10), column.width, column.bottom - tray.bottom - k.px(10))
        spots[Spot("area", seat=1)] = ai
        parts = self._ai_parts(s, ai)
        spots[Spot("ai", "motive")] = parts["motive"]
        ai_truck = s.trucks[1]
        y = parts["truck"]
        spots[Spot("mints", seat=1)] = pygame.Rect(ai.x + k.px(8), y, k.px(44), k.px(TRUCK_ROW))
        x = ai.x + k.px(58)
        for m in range(3):
            if ai_truck.mints[m]:
                w = k.px(8) + min(ai_truck.mints[m], 10) * k.px(20)
                spots[Spot("mint", MINTS[m], 1)] = pygame.Rect(x, y, w, k.px(TRUCK_ROW))
                x += w + k.px(6)
        oy = y + k.px(TRUCK_ROW + 8)
        ch = max(k.px(100), min(ai.bottom - oy - k.px(8), k.px(CARD_H)))
        cw = int(ch * 0.72)
        for j, o in enumerate(ai_truck.orders):
            spots[Spot("order", ORDERS[o].id)] = pygame.Rect(ai.x + k.px(8) + j * (cw + k.px(6)), oy, cw, ch)
        # where the AI's next order will lie (its take glides there)
        spots[Spot("next", seat=1)] = pygame.Rect(ai.x + k.px(8) + len(ai_truck.orders) * (cw + k.px(6)), oy, cw, ch)
        spots[Spot("done", seat=1)] = pygame.Rect(ai.right - cw - k.px(10), oy, cw, ch)

    def _tray_rect(self, spots: dict[Spot, pygame.Rect]) -> pygame.Rect:
        """The tray below the person's area (or below the order stacks, when the area lies in the
        person's own strip), where the mints of completed orders wait for a belt."""
        k = self.kit
        you = spots.get(Spot("area", seat=0))
        if you is None:
            stacks = spots[Spot("stacks")]
            return pygame.Rect(stacks.x, stacks.bottom + k.px(10), stacks.width, k.px(TRAY_MINTS + 16))
        return pygame.Rect(you.x, you.bottom + k.px(10), you.width, k.px(56))

    def _ai_parts(self, s: State, ai: pygame.Rect) -> dict[str, Any]:
        """The AI driver's panel from the top: its name, its difficulty and ranking, its three
        motives, what it does next (or its traits), then its truck row (a y) and its orders."""
        k = self.kit
        inner = pygame.Rect(ai.x + k.px(12), ai.y + k.px(8), ai.width - k.px(24), 0)
        title = pygame.Rect(inner.x, inner.y, inner.width, k.font(TITLE, True).get_linesize())
        step = k.font(BODY).get_linesize()
        info = pygame.Rect(inner.x, title.bottom + k.px(2), inner.width, 0)
        info.height = k.lines_needed(ai_info(s), BODY, info.width) * step
        w = (inner.width - k.px(8)) // 3
        motive = pygame.Rect(inner.x - k.px(2), info.bottom + k.px(8), inner.width + k.px(4), motive_height(k, w))
        words = pygame.Rect(inner.x, motive.bottom + k.px(6), inner.width, 0)
        # what it does next (up to 3 lines), or its traits: the same room all game long, so the
        # truck row and the orders stay put from step to step (a take glides to where they lie)
        traits = traits_text(s)
        words.height = max(AI_WORDS, k.lines_needed(traits, BODY, words.width)) * step
        truck = words.bottom + k.px(8)
        return {"title": title, "info": info, "motive": motive, "words": words, "truck": truck}


def is_claiming(s: State, seat: int) -> bool:
    """Seat is deciding how many of the Classic mints on the order it just took to load."""
    t = s.turn
    return (
        not s.solo
        and s.phase == "play"
        and t.seat == seat
        and t.pending[:1] == ("claim",)
        and t.amount > 0
        and bool(s.trucks[seat].orders)
    )
