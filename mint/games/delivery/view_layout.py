"""Where the pieces of Mint Delivery lie on the table: the map or the factory, the town rows,
the trucks, the belts, the supply and every driver's area (spot ids and their rects)."""

from __future__ import annotations

from typing import Any

import pygame

from mint.core.boards import BoardSpec
from mint.core.spots import Spot
from mint.games.delivery.cards import (
    FACTORY,
    MAP,
    MINTS,
    ORDERS,
    TOWNS,
)
from mint.games.delivery.model import BOX, SUPPLY, State
from mint.ui.view_api import GameView


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
        for i, t in enumerate(obs.trucks):
            at.setdefault(t.pos, []).append(i)
        for pos, seats in at.items():
            sp = spaces[Spot("space", pos)]
            n = len(seats)
            size = min(k.px(30), int(sp.width * (0.8 if n == 1 else 1.6 / n)))
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
            return "Load 4"
        if spot.kind == "warehouse":
            return "Load 2"
        if spot.kind == "town":
            return ""
        if spot.kind == "loading":
            return f"Belt {spot.prop('belt')}"
        if spot.kind == "ai_loading":
            return "AI only"
        if spot.kind == "dock":
            return "Dock"
        if spot.kind == "dispatch":
            return "Start"
        return ""

    def _town_row_rects(self, obs: State, board: pygame.Rect) -> dict[str, Any]:
        """Per town card: the deck rect and the face-up order rects, in the card's outer band."""
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
            band_h = int(92 * u)
            band_y = y0 + int(30 * u) if top else y0 + int(s.height * u) - band_h - int(26 * u)
            ch = band_h - int(6 * u)
            cw = int(ch * 0.72)
            gap = int(8 * u)
            x = x0 + (w - (3 * cw + 2 * gap)) // 2
            deck = pygame.Rect(x, band_y, cw, ch)
            rows = [pygame.Rect(x + (cw + gap) * (i + 1), band_y, cw, ch) for i in range(2)]
            out[town] = (deck, rows)
        return out

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

    def _multi_column(self, s: State, column: pygame.Rect, spots: dict[Spot, pygame.Rect]) -> None:
        k = self.kit
        supply = pygame.Rect(column.x, column.y, column.width, k.px(118))
        spots[SUPPLY] = supply
        # load stacks and upgrade targets inside the supply panel
        x = supply.x + k.px(12)
        y = supply.y + k.px(64)
        for n in range(1, 6):
            spots[Spot("load", n)] = pygame.Rect(x, y, k.px(40), k.px(44))
            x += k.px(44)
        x += k.px(10)
        doubles = any("A12" in t.abilities for t in s.trucks)
        for u in ("S", "R", "SS", "SR", "RR") if doubles else ("S", "R"):
            w = k.px(60 if len(u) == 1 else 72)
            spots[Spot("upgrade", u)] = pygame.Rect(x, y, w, k.px(44))
            x += w + k.px(4)
        spots[BOX] = pygame.Rect(supply.right - k.px(78), supply.y + k.px(8), k.px(70), k.px(48))
        top = supply.bottom + k.px(10)
        if s.key:
            keyr = pygame.Rect(column.x, top, column.width, k.px(96))
            spots[Spot("key")] = keyr
            w = (keyr.width - k.px(16) - k.px(16)) // 3
            for i, a in enumerate(s.key):
                spots[Spot("ability", a)] = pygame.Rect(
                    keyr.x + k.px(8) + i * (w + k.px(8)), keyr.y + k.px(8), w, keyr.height - k.px(16)
                )
            top = keyr.bottom + k.px(10)
        for i, area in enumerate(self._areas(len(s.trucks), column, top)):
            self._area_spots(s, i, area, spots)

    def _area_spots(self, s: State, i: int, area: pygame.Rect, spots: dict[Spot, pygame.Rect]) -> None:
        k = self.kit
        spots[Spot("area", seat=i)] = area
        t = s.trucks[i]
        y = area.y + k.px(40)
        spots[Spot("mints", seat=i)] = pygame.Rect(area.x + k.px(8), y, k.px(44), k.px(34))
        x = area.x + k.px(58)
        for m in range(3):
            if t.mints[m]:
                w = k.px(8) + min(t.mints[m], 12) * k.px(26)
                spots[Spot("mint", MINTS[m], i)] = pygame.Rect(x, y, w, k.px(34))
                x += w + k.px(6)
        cards = list(t.orders) if s.phase != "keep" else list(t.hand)
        oy = y + k.px(40)
        slots = max(len(cards), 4 if "A07" in t.abilities else 3)
        ch = min(area.bottom - oy - k.px(8), k.px(110))
        cw = min(int(ch * 0.72), (area.width - k.px(26) - k.px(6) * slots) // (slots + 1))
        ch = min(ch, int(cw / 0.62))
        for j, o in enumerate(cards):
            r = pygame.Rect(area.x + k.px(8) + j * (cw + k.px(6)), oy, cw, ch)
            if o >= 0 and s.phase != "keep":
                spots[Spot("order", ORDERS[o].id)] = r
            else:
                spots[Spot("hand", j, i)] = r
        done = pygame.Rect(area.right - cw - k.px(10), oy, cw, ch)
        spots[Spot("done", seat=i)] = done
        if is_claiming(s, i):
            # the Classic mints still lying on the order just taken (loaded or left by a Claim)
            card = spots[Spot("order", ORDERS[t.orders[-1]].id)]
            spots[Spot("claim", seat=i)] = pygame.Rect(
                card.right - k.px(17), card.bottom - k.px(17), k.px(26), k.px(26)
            )

    def _solo_column(self, s: State, column: pygame.Rect, spots: dict[Spot, pygame.Rect]) -> None:
        k = self.kit
        stacks = pygame.Rect(column.x, column.y, column.width, k.px(150))
        spots[Spot("stacks")] = stacks
        cw = min((stacks.width - k.px(120)) // 4, k.px(84))
        ch = int(cw / 0.72)
        for i, st in enumerate(s.towns):
            r = pygame.Rect(
                stacks.x + k.px(12) + i * (cw + k.px(30)), stacks.y + k.px(34), cw, min(ch, stacks.height - k.px(42))
            )
            if st.row:
                spots[Spot("order", ORDERS[st.row[0]].id)] = r
            spots[Spot("stack", i)] = r
        top = stacks.bottom + k.px(10)
        you = pygame.Rect(column.x, top, column.width, k.px(200))
        self._area_spots(s, 0, you, spots)
        tray = pygame.Rect(column.x, you.bottom + k.px(10), column.width, k.px(56))
        if s.returns:
            spots[Spot("tray")] = tray
            x = tray.x + k.px(150)
            for m in sorted(set(s.returns)):
                spots[Spot("return", MINTS[m])] = pygame.Rect(
                    x, tray.y + k.px(8), k.px(40) + s.returns.count(m) * k.px(14), k.px(40)
                )
                x += spots[Spot("return", MINTS[m])].width + k.px(8)
        ai = pygame.Rect(column.x, tray.bottom + k.px(10), column.width, column.bottom - tray.bottom - k.px(10))
        spots[Spot("area", seat=1)] = ai
        spots[Spot("ai", "motive")] = pygame.Rect(ai.x + k.px(10), ai.y + k.px(64), ai.width - k.px(20), k.px(34))
        t = s.trucks[1]
        y = ai.y + k.px(152)
        spots[Spot("mints", seat=1)] = pygame.Rect(ai.x + k.px(8), y, k.px(44), k.px(34))
        x = ai.x + k.px(58)
        for m in range(3):
            if t.mints[m]:
                w = k.px(8) + min(t.mints[m], 10) * k.px(20)
                spots[Spot("mint", MINTS[m], 1)] = pygame.Rect(x, y, w, k.px(34))
                x += w + k.px(6)
        oy = y + k.px(42)
        ch = min(ai.bottom - oy - k.px(8), k.px(100))
        cw = int(ch * 0.72)
        for j, o in enumerate(t.orders):
            spots[Spot("order", ORDERS[o].id)] = pygame.Rect(ai.x + k.px(8) + j * (cw + k.px(6)), oy, cw, ch)
        # where the AI's next order will lie (its take glides there)
        spots[Spot("next", seat=1)] = pygame.Rect(ai.x + k.px(8) + len(t.orders) * (cw + k.px(6)), oy, cw, ch)
        spots[Spot("done", seat=1)] = pygame.Rect(ai.right - cw - k.px(10), oy, cw, ch)


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
