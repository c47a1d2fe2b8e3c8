"""Mint Delivery on the table: the 3 × 3 map (or the solitaire factory) drawn from its .tmx, the
town order rows, the trucks and road tokens, the supply, and every driver's area."""

from __future__ import annotations

from typing import Any

import pygame

from mint.core.boards import BoardSpec
from mint.core.game import Action, IllegalActionError
from mint.games.delivery import solo as solo_rules
from mint.games.delivery.cards import (
    ABILITY_BY_ID,
    DRIVER_BY_ID,
    FACTORY,
    MAP,
    MINT_NAMES,
    MINTS,
    ORDERS,
    TOKEN_BY_ID,
    TOWN_INFO,
    TOWN_NAME,
    TOWNS,
)
from mint.games.delivery.model import (
    LOAD_AMOUNT,
    SPACE_KIND,
    Acquire,
    AiStep,
    BeltLoad,
    Bonus,
    Claim,
    Fulfil,
    Keep,
    Load,
    Move,
    Remove,
    ReturnMint,
    Shift,
    State,
    Swap,
    Take,
    Unload,
    Upgrade,
    oid,
    space_title,
)
from mint.ui import palette
from mint.ui.view_api import GameView

KIND = ("classic", "sugarfree", "cinnamon")
TOWN_COLOUR = {t.id: palette.hexc(t.colour) for t in TOWN_INFO}
TOKEN_STYLE = {  # short label and colour of each road token
    "road_closed": ("Closed", palette.hexc("#D64545")),
    "traffic_jam": ("Jam", palette.hexc("#E39B2D")),
    "toll_booth": ("Toll", palette.hexc("#8E6C3A")),
    "speedway": ("Speed", palette.hexc("#3E7CB1")),
    "loading_zone": ("+1 C", palette.hexc("#2BB673")),
    "tunnel": ("Tunnel", palette.hexc("#5B6B66")),
}
MOTIVE_ORDER = ("complete", "take", "get")
CARD_FILL = {"city": palette.hexc("#F6EFD9"), "warehouse": palette.hexc("#E9EEF2")}
ROAD = palette.hexc("#B9A88C")


class DeliveryView(GameView):
    """Where the pieces of Mint Delivery sit and how they look."""

    glide_s = 0.3

    # --- geometry ---------------------------------------------------------------------------

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

    def _space_rects(self, obs: State, board: pygame.Rect) -> dict[str, pygame.Rect]:
        spec = self._board(obs)
        u = self._unit(board, spec)
        out = {}
        for s in spec.spots:
            if s.kind in ("card", "belt"):
                continue
            big = s.kind not in ("space",) or obs.solo
            r = (30 if big else 19) * u
            c = self._pt(board, spec, *s.center)
            out[f"space:{s.name}"] = pygame.Rect(int(c[0] - r), int(c[1] - r), int(2 * r), int(2 * r))
        return out

    def _truck_rects(self, obs: State, spaces: dict[str, pygame.Rect]) -> dict[str, pygame.Rect]:
        k = self.kit
        out = {}
        at: dict[str, list[int]] = {}
        for i, t in enumerate(obs.trucks):
            at.setdefault(t.pos, []).append(i)
        for pos, seats in at.items():
            sp = spaces[f"space:{pos}"]
            n = len(seats)
            size = min(k.px(30), int(sp.width * (0.8 if n == 1 else 1.6 / n)))
            # on a space with a label, the trucks stand a little high, clear of its pill on the rim
            up = k.px(5) if self._space_label(obs, self._board(obs).spot(pos)) else 0
            for j, i in enumerate(seats):
                r = pygame.Rect(0, 0, size, size)
                if n == 1:
                    r.center = (sp.centerx, sp.centery - up)
                else:
                    r.center = (sp.centerx + int((j - (n - 1) / 2) * size * 0.95),
                                sp.centery - up + (k.px(6) if j % 2 else -k.px(6)))
                out[f"truck:{i}"] = r
        return out

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

    def layout(self, obs: Any, viewer: int | None, rect: pygame.Rect) -> dict[str, pygame.Rect]:
        s: State = obs
        board, column = self._split(s, rect)
        spots: dict[str, pygame.Rect] = {}
        spaces = self._space_rects(s, board)
        spots.update(spaces)
        for sid, r in self._truck_rects(s, spaces).items():
            # during play only the truck that acts is a spot: another truck standing on a space
            # must not catch a drop meant for that space (the spaces' tooltips name the trucks)
            if s.phase != "play" or sid == f"truck:{s.turn.seat}":
                spots[sid] = r
        if s.solo:
            spots.update(self._belt_rects(s, board))
            self._solo_column(s, column, spots)
        else:
            for town, (deck, rows) in self._town_row_rects(s, board).items():
                st = s.towns[TOWNS.index(town)]
                spots[f"deck:{town}"] = deck
                for o, r in zip(st.row, rows, strict=False):
                    spots[f"order:{ORDERS[o].id}"] = r
            self._multi_column(s, column, spots)
        return spots

    def _belt_rects(self, s: State, board: pygame.Rect) -> dict[str, pygame.Rect]:
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
                out[f"belt:{name}:{i}"] = pygame.Rect(x, int(y + i * slot), w, int(slot))
            back = len(belt)
            out[f"beltback:{name}"] = pygame.Rect(x, int(y + back * slot), w, max(int(slot), int(y + h - (y + back * slot))))
            out[f"lane:{name}"] = pygame.Rect(x, y, w, h)
        return out

    def _areas(self, n: int, column: pygame.Rect, top: int) -> list[pygame.Rect]:
        k = self.kit
        cols = 1 if n <= 3 else 2
        rows = (n + cols - 1) // cols
        gap = k.px(10)
        h = (column.bottom - top - gap * (rows - 1)) // rows
        w = (column.width - gap * (cols - 1)) // cols
        return [pygame.Rect(column.x + (i % cols) * (w + gap), top + (i // cols) * (h + gap), w, h) for i in range(n)]

    def _multi_column(self, s: State, column: pygame.Rect, spots: dict[str, pygame.Rect]) -> None:
        k = self.kit
        supply = pygame.Rect(column.x, column.y, column.width, k.px(118))
        spots["supply"] = supply
        # load stacks and upgrade targets inside the supply panel
        x = supply.x + k.px(12)
        y = supply.y + k.px(64)
        for n in range(1, 6):
            spots[f"load:{n}"] = pygame.Rect(x, y, k.px(40), k.px(44))
            x += k.px(44)
        x += k.px(10)
        doubles = any("A12" in t.abilities for t in s.trucks)
        for u in ("S", "R", "SS", "SR", "RR") if doubles else ("S", "R"):
            w = k.px(60 if len(u) == 1 else 72)
            spots[f"upgrade:{u}"] = pygame.Rect(x, y, w, k.px(44))
            x += w + k.px(4)
        spots["box"] = pygame.Rect(supply.right - k.px(78), supply.y + k.px(8), k.px(70), k.px(48))
        top = supply.bottom + k.px(10)
        if s.key:
            keyr = pygame.Rect(column.x, top, column.width, k.px(96))
            spots["key"] = keyr
            w = (keyr.width - k.px(16) - k.px(16)) // 3
            for i, a in enumerate(s.key):
                spots[f"ability:{a}"] = pygame.Rect(keyr.x + k.px(8) + i * (w + k.px(8)), keyr.y + k.px(8), w, keyr.height - k.px(16))
            top = keyr.bottom + k.px(10)
        for i, area in enumerate(self._areas(len(s.trucks), column, top)):
            self._area_spots(s, i, area, spots)

    def _area_spots(self, s: State, i: int, area: pygame.Rect, spots: dict[str, pygame.Rect]) -> None:
        k = self.kit
        spots[f"area:{i}"] = area
        t = s.trucks[i]
        y = area.y + k.px(40)
        spots[f"mints:{i}"] = pygame.Rect(area.x + k.px(8), y, k.px(44), k.px(34))
        x = area.x + k.px(58)
        for m in range(3):
            if t.mints[m]:
                w = k.px(8) + min(t.mints[m], 12) * k.px(26)
                spots[f"mint:{i}:{MINTS[m]}"] = pygame.Rect(x, y, w, k.px(34))
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
                spots[f"order:{ORDERS[o].id}"] = r
            else:
                spots[f"hand:{i}:{j}"] = r
        done = pygame.Rect(area.right - cw - k.px(10), oy, cw, ch)
        spots[f"done:{i}"] = done
        if _claiming(s, i):
            # the Classic mints still lying on the order just taken (loaded or left by a Claim)
            card = spots[f"order:{ORDERS[t.orders[-1]].id}"]
            spots[f"claim:{i}"] = pygame.Rect(card.right - k.px(17), card.bottom - k.px(17), k.px(26), k.px(26))

    def _solo_column(self, s: State, column: pygame.Rect, spots: dict[str, pygame.Rect]) -> None:
        k = self.kit
        stacks = pygame.Rect(column.x, column.y, column.width, k.px(150))
        spots["stacks"] = stacks
        cw = min((stacks.width - k.px(120)) // 4, k.px(84))
        ch = int(cw / 0.72)
        for i, st in enumerate(s.towns):
            r = pygame.Rect(stacks.x + k.px(12) + i * (cw + k.px(30)), stacks.y + k.px(34), cw, min(ch, stacks.height - k.px(42)))
            if st.row:
                spots[f"order:{ORDERS[st.row[0]].id}"] = r
            spots[f"stack:{i}"] = r
        top = stacks.bottom + k.px(10)
        you = pygame.Rect(column.x, top, column.width, k.px(200))
        self._area_spots(s, 0, you, spots)
        tray = pygame.Rect(column.x, you.bottom + k.px(10), column.width, k.px(56))
        if s.returns:
            spots["tray"] = tray
            x = tray.x + k.px(150)
            for m in sorted(set(s.returns)):
                spots[f"return:{MINTS[m]}"] = pygame.Rect(x, tray.y + k.px(8), k.px(40) + s.returns.count(m) * k.px(14), k.px(40))
                x += spots[f"return:{MINTS[m]}"].width + k.px(8)
        ai = pygame.Rect(column.x, tray.bottom + k.px(10), column.width, column.bottom - tray.bottom - k.px(10))
        spots["area:1"] = ai
        spots["ai:motive"] = pygame.Rect(ai.x + k.px(10), ai.y + k.px(64), ai.width - k.px(20), k.px(34))
        t = s.trucks[1]
        y = ai.y + k.px(152)
        spots["mints:1"] = pygame.Rect(ai.x + k.px(8), y, k.px(44), k.px(34))
        x = ai.x + k.px(58)
        for m in range(3):
            if t.mints[m]:
                w = k.px(8) + min(t.mints[m], 10) * k.px(20)
                spots[f"mint:1:{MINTS[m]}"] = pygame.Rect(x, y, w, k.px(34))
                x += w + k.px(6)
        oy = y + k.px(42)
        ch = min(ai.bottom - oy - k.px(8), k.px(100))
        cw = int(ch * 0.72)
        for j, o in enumerate(t.orders):
            spots[f"order:{ORDERS[o].id}"] = pygame.Rect(ai.x + k.px(8) + j * (cw + k.px(6)), oy, cw, ch)
        # where the AI's next order will lie (its take glides there)
        spots["next:1"] = pygame.Rect(ai.x + k.px(8) + len(t.orders) * (cw + k.px(6)), oy, cw, ch)
        spots["done:1"] = pygame.Rect(ai.right - cw - k.px(10), oy, cw, ch)

    # --- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, obs: Any, viewer: int | None, rect: pygame.Rect,
             spots: dict[str, pygame.Rect]) -> None:
        s: State = obs
        board, column = self._split(s, rect)
        self._draw_board(surface, s, board, spots)
        if s.solo:
            self._draw_belts(surface, s, spots)
            self._draw_solo_column(surface, s, viewer, spots)
        else:
            self._draw_rows(surface, s, board, spots)
            self._draw_multi_column(surface, s, viewer, spots)
        self._draw_trucks(surface, s, spots)
        if s.trail:
            self._draw_trail(surface, s.trail, {**self._truck_rects(s, spots), **spots})

    def _draw_board(self, surface: pygame.Surface, s: State, board: pygame.Rect, spots: dict[str, pygame.Rect]) -> None:
        k = self.kit
        spec = self._board(s)
        u = self._unit(board, spec)
        self._mid_y = board.centery
        titles: list[tuple[str, tuple[int, int], palette.Color, palette.Color, int]] = []
        pygame.draw.rect(surface, palette.darker(palette.TABLE, 0.93), board.inflate(k.px(8), k.px(8)),
                         border_radius=k.px(14))
        for c in spec.spots:
            if c.kind != "card":
                continue
            x, y = self._pt(board, spec, c.x, c.y)
            r = pygame.Rect(x, y, int(c.width * u), int(c.height * u)).inflate(-k.px(6), -k.px(6))
            town = c.prop("town")
            name = c.name.split(":")[1]
            if s.solo:
                kind = spec.spot(name).kind
                accent = TOWN_COLOUR[str(spec.spot(name).prop("town"))] if kind == "dock" else (
                    self.accent if kind in ("dispatch", "ai_loading") else palette.hexc("#7D8C87"))
                fill = palette.lighter(accent, 0.85)
            else:
                kind = SPACE_KIND.get(name, "town")
                accent = TOWN_COLOUR[str(town)] if town else (self.accent if kind == "city" else palette.hexc("#7D8C87"))
                fill = palette.lighter(accent, 0.82) if town else CARD_FILL.get(kind, palette.PANEL)
            k.shadow(surface, r, k.px(10))
            pygame.draw.rect(surface, fill, r, border_radius=k.px(10))
            pygame.draw.rect(surface, palette.darker(fill, 0.8), r, max(1, k.px(1.5)), border_radius=k.px(10))
            bottom_town = bool(town) and int(str(c.prop("row"))) == 2 and not s.solo
            titles.append((str(c.prop("title")), (r.centerx, r.bottom - k.px(14) if bottom_town else r.y + k.px(14)),
                           accent, fill, r.width))
        # roads, then spaces
        width = max(2, int(10 * u))
        for road in spec.roads:
            a = spec.spot(road.a).center
            b = spec.spot(road.b).center
            pygame.draw.line(surface, ROAD, self._pt(board, spec, *a), self._pt(board, spec, *b), width)
        if not s.solo:
            for sp, tok in s.roads:
                if tok == "tunnel":  # the Tunnel's road to the city
                    a = self._pt(board, spec, *spec.spot(sp).center)
                    b = self._pt(board, spec, *spec.spot("MC").center)
                    _dashed(surface, palette.hexc("#5B6B66"), a, b, max(2, int(5 * u)), k.px(12))
        occupied = {t.pos for t in s.trucks}
        for sid, r in spots.items():
            if not sid.startswith("space:"):
                continue
            name = sid[6:]
            spot = spec.spot(name)
            if spot.kind == "space" and not s.solo:
                pygame.draw.circle(surface, palette.PANEL, r.center, r.width // 2)
                pygame.draw.circle(surface, palette.darker(ROAD, 0.8), r.center, r.width // 2, max(1, k.px(2)))
            else:
                tone = self._space_tone(s, spot)
                pygame.draw.circle(surface, palette.lighter(tone, 0.55), r.center, r.width // 2)
                pygame.draw.circle(surface, palette.darker(tone, 0.75), r.center, r.width // 2, max(2, k.px(3)))
                label = self._space_label(s, spot)
                if label and name in occupied:  # a pill on the rim, below the trucks standing there
                    surf = k.render(label, 12, palette.darker(tone, 0.45), True)
                    pill = surf.get_rect(center=(r.centerx, r.bottom - k.px(3))).inflate(k.px(8), k.px(2))
                    pygame.draw.rect(surface, palette.lighter(tone, 0.75), pill, border_radius=pill.height // 2)
                    pygame.draw.rect(surface, palette.darker(tone, 0.75), pill, max(1, k.px(1.5)),
                                     border_radius=pill.height // 2)
                    surface.blit(surf, surf.get_rect(center=pill.center))
                elif label:
                    k.text(surface, label, r.center, 13, palette.darker(tone, 0.45), True, "center",
                           max_width=r.width - k.px(4))
        for sp, tok in s.roads:
            self._draw_token(surface, spots[f"space:{sp}"], tok)
        for title, pos, accent, fill, width in titles:
            surf = k.render(title, 15, palette.darker(accent, 0.6), True)
            pill = surf.get_rect(center=pos).inflate(k.px(12), k.px(4))
            pygame.draw.rect(surface, fill, pill, border_radius=k.px(8))
            k.text(surface, title, pos, 15, palette.darker(accent, 0.6), True, "center", max_width=width - k.px(12))

    def _space_tone(self, s: State, spot: Any) -> palette.Color:
        town = spot.prop("town")
        if town and spot.kind in ("town", "dock"):
            return TOWN_COLOUR[str(town)]
        if spot.kind in ("city", "dispatch", "ai_loading"):
            return self.accent
        if spot.kind == "loading":
            return palette.SUGAR_FREE
        return palette.hexc("#7D8C87")

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

    def _draw_token(self, surface: pygame.Surface, space: pygame.Rect, token: str) -> None:
        k = self.kit
        label, colour = TOKEN_STYLE[token]
        r = pygame.Rect(0, 0, k.px(62), k.px(24))
        if space.centery > self._mid_y:
            r.midbottom = (space.centerx, space.top - k.px(2))
        else:
            r.midtop = (space.centerx, space.bottom + k.px(2))
        pygame.draw.rect(surface, colour, r, border_radius=k.px(6))
        pygame.draw.rect(surface, palette.darker(colour), r, max(1, k.px(1.5)), border_radius=k.px(6))
        k.text(surface, label, r.center, 13, palette.WHITE, True, "center", max_width=r.width - k.px(4))

    def _draw_trucks(self, surface: pygame.Surface, s: State, spots: dict[str, pygame.Rect]) -> None:
        k = self.kit
        rects = self._truck_rects(s, spots)
        for i in range(len(s.trucks)):
            r = rects.get(f"truck:{i}")
            if r is None:
                continue
            if s.solo and i == 1:
                colour = palette.hexc(DRIVER_BY_ID[s.driver].colour)
                body = r.inflate(-k.px(2), -k.px(6))
                k.shadow(surface, body, k.px(6))
                pygame.draw.rect(surface, colour, body, border_radius=k.px(6))
                pygame.draw.rect(surface, palette.darker(colour), body, max(1, k.px(1.5)), border_radius=k.px(6))
                k.text(surface, "AI", body.center, 13, palette.WHITE, True, "center")
            else:
                k.token(surface, r.center, r.width / 2, i)
                if s.turn.seat == i and s.phase == "play" and not (s.solo and s.turn.seat == 1):
                    pygame.draw.circle(surface, palette.TEXT, r.center, r.width / 2 + k.px(3), max(1, k.px(2)))

    def _draw_trail(self, surface: pygame.Surface, trail: tuple[str, ...], spots: dict[str, pygame.Rect]) -> None:
        k = self.kit
        blue = palette.hexc("#3E7CB1")
        for a, b in zip(trail[::2], trail[1::2], strict=False):
            ra, rb = spots.get(a), spots.get(b)
            if ra is None or rb is None or ra.center == rb.center:
                continue
            _arrow(surface, blue, ra.center, rb.center, k.px(4), k.px(14))

    # --- order cards -----------------------------------------------------------------------------

    def order_card(self, surface: pygame.Surface, r: pygame.Rect, o: int, bonus: int = 0, hidden: bool = False,
                   note: str = "") -> None:
        k = self.kit
        rad = max(3, int(min(r.width, r.height) * 0.06))
        k.shadow(surface, r, rad)
        if hidden or o < 0:
            pygame.draw.rect(surface, palette.darker(self.accent, 0.85), r, border_radius=rad)
            inner = r.inflate(-k.px(8), -k.px(8))
            pygame.draw.rect(surface, palette.lighter(self.accent, 0.3), inner, max(1, k.px(2)), border_radius=rad)
            if note:
                k.text(surface, note, r.center, 16, palette.WHITE, True, "center", max_width=r.width - k.px(6))
            return
        order = ORDERS[o]
        colour = TOWN_COLOUR[order.town]
        pygame.draw.rect(surface, palette.PANEL, r, border_radius=rad)
        band = pygame.Rect(r.x, r.y, r.width, max(k.px(16), r.height // 5))
        pygame.draw.rect(surface, colour, band, border_top_left_radius=rad, border_top_right_radius=rad)
        short = TOWN_NAME[order.town].split()[0]
        k.text(surface, short, band.center, 12, palette.WHITE, True, "center", max_width=band.width - k.px(4))
        pygame.draw.rect(surface, palette.darker(colour, 0.8), r, max(1, k.px(1.5)), border_radius=rad)
        # stars
        sr = max(k.px(4), min(r.width // (2 * order.stars + 1), k.px(8)))
        sy = band.bottom + sr + k.px(4)
        for i in range(order.stars):
            k.star(surface, (r.centerx + (i - (order.stars - 1) / 2) * sr * 2.1, sy), sr)
        # mints, two to a row
        mr = max(k.px(5), min(r.width // 6, k.px(10)))
        top = sy + sr + k.px(4)
        for i, m in enumerate(order.mints):
            row, col = divmod(i, 2)
            n_in_row = min(2, len(order.mints) - row * 2)
            cx = r.centerx + (col - (n_in_row - 1) / 2) * mr * 2.4
            cy = top + mr + row * mr * 2.3
            if cy + mr < r.bottom:
                k.mint(surface, (cx, cy), mr, KIND[m])
        if note:
            k.text(surface, note, (r.x + k.px(4), r.bottom - k.px(2)), 13, palette.TEXT_2, True, "bottomleft")
        if bonus:
            b = pygame.Rect(0, 0, k.px(26), k.px(26))
            b.center = (r.right - k.px(4), r.bottom - k.px(4))
            k.mint(surface, b.center, k.px(11), "classic")
            k.text(surface, str(bonus), b.center, 13, palette.TEXT, True, "center")

    def _draw_rows(self, surface: pygame.Surface, s: State, board: pygame.Rect, spots: dict[str, pygame.Rect]) -> None:
        k = self.kit
        for town, (deck, rows) in self._town_row_rects(s, board).items():
            st = s.towns[TOWNS.index(town)]
            if st.deck:
                self.order_card(surface, deck, -1, hidden=True, note=str(len(st.deck)))
            else:
                pygame.draw.rect(surface, palette.darker(palette.TABLE, 0.9), deck, max(1, k.px(2)), border_radius=k.px(6))
                k.text(surface, "0", deck.center, 16, palette.TEXT_2, True, "center")
            for i, r in enumerate(rows):
                if i < len(st.row):
                    self.order_card(surface, r, st.row[i], st.bonus[i])
                else:
                    pygame.draw.rect(surface, palette.darker(palette.TABLE, 0.9), r, max(1, k.px(2)), border_radius=k.px(6))

    def _mint_row(self, surface: pygame.Surface, seat: int, mints: tuple[int, int, int], spots: dict[str, pygame.Rect],
                  label: str = "Truck") -> None:
        k = self.kit
        handle = spots.get(f"mints:{seat}")
        if handle is not None:
            k.panel(surface, handle, palette.lighter(self.accent, 0.7), radius=k.px(6), shadow=False)
            k.text(surface, label, handle.center, 12, palette.TEXT, True, "center", max_width=handle.width - 4)
        for m in range(3):
            r = spots.get(f"mint:{seat}:{MINTS[m]}")
            if r is None:
                continue
            n = mints[m]
            step = k.px(26) if seat == 0 or not label == "AI" else k.px(20)
            for j in range(min(n, 12)):
                k.mint(surface, (r.x + k.px(16) + j * step, r.centery), k.px(11), KIND[m])
            if n > 12:
                k.text(surface, f"×{n}", (r.right, r.centery), 14, palette.TEXT, True, "midright")

    def _draw_multi_column(self, surface: pygame.Surface, s: State, viewer: int | None, spots: dict[str, pygame.Rect]) -> None:
        k = self.kit
        sup = spots["supply"]
        k.panel(surface, sup)
        k.text(surface, "Supply", (sup.x + k.px(12), sup.y + k.px(8)), 17, palette.TEXT, True)
        x = sup.x + k.px(12)
        for m in range(3):
            k.mint(surface, (x + k.px(12), sup.y + k.px(44)), k.px(11), KIND[m])
            k.text(surface, str(s.supply[m]), (x + k.px(28), sup.y + k.px(44)), 17, palette.TEXT, True, "midleft")
            x += k.px(70)
        seat = s.turn.seat
        here = s.trucks[seat].pos if s.phase == "play" else ""
        amount = LOAD_AMOUNT.get(here, 0) + (1 if SPACE_KIND.get(here) == "warehouse" and "A02" in s.trucks[seat].abilities else 0)
        for n in range(1, 6):
            r = spots[f"load:{n}"]
            # a free Classic on offer (Loading Zone, Free Sample) waits on the first stack
            active = n <= amount or (n == 1 and s.turn.pending[:1] in (("zone",), ("sample",)))
            pygame.draw.rect(surface, palette.PANEL if active else palette.darker(palette.PANEL, 0.95), r,
                             border_radius=k.px(6))
            pygame.draw.rect(surface, palette.BORDER, r, 1, border_radius=k.px(6))
            if active:
                for j in range(n):
                    k.mint(surface, (r.centerx + k.px(6), r.bottom - k.px(10) - j * k.px(6)), k.px(8), "classic")
            k.text(surface, str(n), (r.x + k.px(4), r.y + k.px(2)), 14, palette.TEXT if active else palette.BORDER, True)
        for u in ("S", "R", "SS", "SR", "RR"):
            up = spots.get(f"upgrade:{u}")
            if up is None:
                continue
            r = up
            pygame.draw.rect(surface, palette.PANEL, r, border_radius=k.px(6))
            pygame.draw.rect(surface, palette.BORDER, r, 1, border_radius=k.px(6))
            k.text(surface, "up", (r.x + k.px(5), r.y + k.px(3)), 11, palette.TEXT_2, True)
            for j, c in enumerate(u):
                k.mint(surface, (r.x + k.px(22) + j * k.px(22), r.centery + k.px(4)), k.px(10), KIND[MINTS.index(c)])
        box = spots["box"]
        pygame.draw.rect(surface, palette.darker(palette.PANEL, 0.93), box, border_radius=k.px(6))
        k.text(surface, "Box", (box.centerx, box.y + k.px(14)), 13, palette.TEXT_2, True, "center")
        k.text(surface, str(len(s.box)), (box.centerx, box.y + k.px(32)), 15, palette.TEXT, True, "center")
        if s.key:
            keyr = spots["key"]
            k.panel(surface, keyr)
            for a in s.key:
                r = spots[f"ability:{a}"]
                ab = ABILITY_BY_ID[a]
                body = k.card(surface, r, ab.name, self.accent, title_size=14)
                k.text(surface, f"{ab.orders} order{'s' if ab.orders > 1 else ''}", (body.centerx, body.y + k.px(6)),
                       13, palette.TEXT_2, True, "midtop")
                owners = [i for i, t in enumerate(s.trucks) if a in t.abilities]
                for j, i in enumerate(owners):
                    k.shape(surface, (body.x + k.px(12) + j * k.px(18), body.bottom - k.px(12)), k.px(7),
                            k.player_shape(i), k.player_color(i))
        for i in range(len(s.trucks)):
            self._draw_area(surface, s, i, viewer, spots)

    def _draw_area(self, surface: pygame.Surface, s: State, i: int, viewer: int | None, spots: dict[str, pygame.Rect]) -> None:
        k = self.kit
        area = spots[f"area:{i}"]
        t = s.trucks[i]
        active = s.turn.seat == i and s.phase != "over" and not (s.solo and s.turn.seat == 1)
        fill = palette.lighter(k.player_color(i), 0.85) if active else palette.PANEL
        k.panel(surface, area, fill, palette.darker(k.player_color(i), 0.9) if active else palette.BORDER)
        k.token(surface, (area.x + k.px(18), area.y + k.px(20)), k.px(11), i)
        name = k.seat_name(s.seats, i)
        head = name
        if s.phase == "play":
            limit = 4 if "A07" in t.abilities else 3
            head += f" · {len(t.orders)}/{limit} orders"
        cap = 5 if "A01" in t.abilities else 4
        right = f"{sum(t.mints)}/{cap} mints"
        k.text(surface, head, (area.x + k.px(36), area.y + k.px(20)), 16, palette.TEXT, True, "midleft",
               max_width=area.width - k.px(130))
        k.text(surface, right, (area.right - k.px(10), area.y + k.px(20)), 13, palette.TEXT_2, False, "midright")
        self._mint_row(surface, i, t.mints, spots)
        if t.abilities:
            names = ", ".join(ABILITY_BY_ID[a].name for a in t.abilities)
            last = max((r.right for sid, r in spots.items() if sid.startswith(f"mint:{i}:")), default=spots[f"mints:{i}"].right)
            k.text(surface, names, (area.right - k.px(10), spots[f"mints:{i}"].centery), 12, palette.TEXT_2, False,
                   "midright", max_width=max(k.px(40), area.right - last - k.px(20)))
        if s.phase == "keep":
            for j, o in enumerate(t.hand):
                r = spots[f"hand:{i}:{j}"]
                shown = viewer == i and o >= 0
                kept = o in t.kept
                self.order_card(surface, r, o, hidden=not shown, note=str(j + 1))
                if shown and kept:
                    k.text(surface, "kept", (r.centerx, r.bottom - k.px(2)), 12, palette.LEGAL, True, "midbottom")
        else:
            claiming = _claiming(s, i)
            for o in t.orders:
                card = spots.get(f"order:{ORDERS[o].id}")
                if card is not None:
                    self.order_card(surface, card, o, s.turn.amount if claiming and o == t.orders[-1] else 0)
        done = spots[f"done:{i}"]
        n = len(t.done)
        if n:
            for j in range(min(n, 3) - 1, -1, -1):
                self.order_card(surface, done.move(j * k.px(3), -j * k.px(3)), -1, hidden=True)
            if viewer == i or all(o >= 0 for o in t.done) and (s.solo or s.phase == "over"):
                stars = sum(ORDERS[o].stars for o in t.done if o >= 0)
                k.text(surface, f"{n} done", (done.centerx, done.centery - k.px(12)), 14, palette.WHITE, True, "center")
                k.star(surface, (done.centerx - k.px(12), done.centery + k.px(14)), k.px(9))
                k.text(surface, str(stars), (done.centerx + k.px(2), done.centery + k.px(14)), 16, palette.WHITE, True, "midleft")
            else:
                k.text(surface, f"{n} done", done.center, 15, palette.WHITE, True, "center")
            if t.allocated:
                k.text(surface, f"{t.allocated} allocated", (done.centerx, done.bottom + k.px(1)), 11, palette.TEXT_2,
                       False, "midtop")
        else:
            pygame.draw.rect(surface, palette.BORDER, done, 1, border_radius=k.px(6))
            k.text(surface, "none done", done.center, 12, palette.TEXT_2, False, "center", max_width=done.width - 4)

    # --- solitaire --------------------------------------------------------------------------------

    def _draw_belts(self, surface: pygame.Surface, s: State, spots: dict[str, pygame.Rect]) -> None:
        k = self.kit
        for name in ("A", "B"):
            lane = spots[f"lane:{name}"]
            pygame.draw.rect(surface, palette.hexc("#5B6B66"), lane.inflate(k.px(8), k.px(8)), border_radius=k.px(8))
            pygame.draw.rect(surface, palette.hexc("#7D8C87"), lane, border_radius=k.px(6))
            slot = lane.height / 12
            for i in range(13):
                y = int(lane.y + i * slot)
                pygame.draw.line(surface, palette.hexc("#6A7873"), (lane.x, y), (lane.right, y), 1)
            front = pygame.Rect(lane.x - k.px(4), lane.y - k.px(4), lane.width + k.px(8), int(slot * 4) + k.px(8))
            pygame.draw.rect(surface, palette.GOLD, front, max(2, k.px(2)), border_radius=k.px(8))
            belt = s.belts[0 if name == "A" else 1]
            for i, m in enumerate(belt):
                r = spots[f"belt:{name}:{i}"]
                k.mint(surface, r.center, min(r.width, r.height) * 0.38, KIND[m])
            k.text(surface, f"Belt {name} front", (lane.centerx, lane.y - k.px(6)), 12, palette.TEXT, True, "midbottom")

    def _draw_solo_column(self, surface: pygame.Surface, s: State, viewer: int | None, spots: dict[str, pygame.Rect]) -> None:
        k = self.kit
        stacks = spots["stacks"]
        k.panel(surface, stacks)
        k.text(surface, "Order stacks", (stacks.x + k.px(12), stacks.y + k.px(8)), 16, palette.TEXT, True)
        empty = sum(1 for st in s.towns if not st.row and not st.deck)
        k.text(surface, f"{empty} of 4 empty (3 ends the game)", (stacks.right - k.px(12), stacks.y + k.px(10)), 13,
               palette.TEXT_2, False, "topright")
        for i, st in enumerate(s.towns):
            r = spots[f"stack:{i}"]
            if st.row:
                self.order_card(surface, r, st.row[0])
            else:
                pygame.draw.rect(surface, palette.BORDER, r, max(1, k.px(2)), border_radius=k.px(6))
            k.text(surface, f"+{len(st.deck)}", (r.right + k.px(2), r.bottom), 13, palette.TEXT_2, True, "bottomleft")
        self._draw_area(surface, s, 0, 0 if viewer is None else viewer, spots)
        if s.returns:
            tray = spots["tray"]
            k.panel(surface, tray, palette.lighter(palette.GOLD, 0.7))
            k.text(surface, "Turned in:", (tray.x + k.px(12), tray.centery), 15, palette.TEXT, True, "midleft")
            for m in sorted(set(s.returns)):
                r = spots[f"return:{MINTS[m]}"]
                for j in range(s.returns.count(m)):
                    k.mint(surface, (r.x + k.px(16) + j * k.px(14), r.centery), k.px(12), KIND[m])
        self._draw_ai(surface, s, spots)

    def _draw_ai(self, surface: pygame.Surface, s: State, spots: dict[str, pygame.Rect]) -> None:
        k = self.kit
        d = DRIVER_BY_ID[s.driver]
        area = spots["area:1"]
        colour = palette.hexc(d.colour)
        acting = s.turn.seat == 1 and s.phase == "play"
        k.panel(surface, area, palette.lighter(colour, 0.85) if acting else palette.PANEL)
        k.text(surface, f"{d.name} (AI)", (area.x + k.px(12), area.y + k.px(8)), 18, palette.darker(colour, 0.8), True)
        k.text(surface, f"Difficulty {d.difficulty}/3 · workload {d.workload} · ranks " + ", ".join(TOWN_NAME[t].split()[0] for t in d.preference),
               (area.x + k.px(12), area.y + k.px(34)), 13, palette.TEXT_2, False, max_width=area.width - k.px(24))
        mot = spots["ai:motive"]
        motive = solo_rules.settle_motive(s) if s.phase == "play" else s.motive
        w = (mot.width - k.px(8)) // 3
        for i, m in enumerate(MOTIVE_ORDER):
            r = pygame.Rect(mot.x + i * (w + k.px(4)), mot.y, w, mot.height)
            on = m == motive
            pygame.draw.rect(surface, self.accent if on else palette.darker(palette.PANEL, 0.95), r, border_radius=k.px(6))
            k.text(surface, solo_rules.MOTIVES[m], r.center, 13, palette.WHITE if on else palette.TEXT_2, on, "center",
                   max_width=r.width - k.px(6))
        nxt = ""
        if acting and not s.returns:
            nxt = "Next: " + solo_rules.ai_line(s).split(" ", len(d.name.split()))[-1]
        else:
            nxt = " ".join(f"{n}: {t}" for _, n, t in d.traits)
        k.paragraph(surface, nxt, pygame.Rect(area.x + k.px(12), mot.bottom + k.px(6), area.width - k.px(24), k.px(38)),
                    13, palette.TEXT)
        t = s.trucks[1]
        self._mint_row(surface, 1, t.mints, spots, "AI")
        for o in t.orders:
            card = spots.get(f"order:{ORDERS[o].id}")
            if card is not None:
                self.order_card(surface, card, o)
        done = spots["done:1"]
        if t.done:
            self.order_card(surface, done, -1, hidden=True)
            k.text(surface, f"{len(t.done)} done", (done.centerx, done.centery - k.px(10)), 13, palette.WHITE, True, "center")
            k.text(surface, f"{sum(ORDERS[o].stars for o in t.done)} stars", (done.centerx, done.centery + k.px(10)), 13,
                   palette.WHITE, True, "center")

    # --- words -----------------------------------------------------------------------------------

    def status(self, obs: Any) -> str:
        s: State = obs
        if s.phase == "over":
            return "The game is over."
        if s.phase == "keep":
            return "Keep dealt orders worth 6 stars at most (a secret choice)."
        t = s.turn
        end = " · Last round!" if s.last_round else ""
        if s.solo:
            if s.returns:
                return "Put the turned-in mints on the belts (10 at most each)."
            if t.seat == 1:
                left = f"{t.left} action{'s' if t.left != 1 else ''} left"
                return (f"{DRIVER_BY_ID[s.driver].name}'s turn ({solo_rules.MOTIVES[solo_rules.settle_motive(s)]}, {left}):"
                        f" press Next AI step{end}")
            return f"Your turn: {t.left} action{'s' if t.left != 1 else ''} left{end}"
        if t.pending:
            what = {"claim": "load the Classic mints lying on the order you took?",
                    "remove": "remove an order from any town (2-player rule)",
                    "zone": "load a free Classic (Loading Zone)?", "sample": "load a free Classic (Free Sample)?"}
            return what.get(t.pending[0], "") + end
        extra = ""
        if t.moved and not t.turbo and "A05" in s.trucks[t.seat].abilities:
            extra = " · Turbo Engine: one free move"
        if t.express and t.express != "-":
            extra += " · Express Route: one free order here"
        return f"{t.left} action{'s' if t.left != 1 else ''} left this turn{extra}{end}"

    def private_seats(self, obs: Any) -> tuple[int, ...]:
        s: State = obs
        return () if s.solo else tuple(range(len(s.seats)))

    def seat_summary(self, obs: Any, seat: int) -> str:
        s: State = obs
        if not 0 <= seat < len(s.trucks):
            return ""
        t = s.trucks[seat]
        cap = 5 if "A01" in t.abilities else 4
        mints = f"{sum(t.mints)}/{cap} mints"
        if s.phase == "keep":
            chosen = seat < s.turn.seat
            return f"{'orders kept' if chosen else 'choosing which orders to keep'} · {mints}"
        n = len(t.orders)
        parts = [f"{n} active order{'s' if n != 1 else ''}", f"{len(t.done)} completed", mints]
        if t.abilities:
            parts.append(f"{len(t.abilities)} abilit{'ies' if len(t.abilities) > 1 else 'y'}")
        return " · ".join(parts)

    # --- motion and refusals ---------------------------------------------------------------------

    def glide_for(self, obs: Any, action: Any) -> tuple[str, str] | None:
        """The AI driver's next step (derived by the solitaire rules themselves), and the bot
        choices that have no drag gesture: claiming an order's mints, a free Classic, keeping."""
        s: State = obs
        if s.phase == "over":
            return None
        if isinstance(action, AiStep):
            if not s.solo or s.turn.seat != 1 or s.returns:
                return None
            return _ai_glide(s, solo_rules.ai_plan(s))
        if s.solo:
            return None
        seat = s.turn.seat
        t = s.trucks[seat]
        if isinstance(action, Keep) and t.hand:
            # always the same card and place, so the glide says nothing about the secret choice
            return f"hand:{seat}:{len(t.hand) - 1}", f"area:{seat}"
        if isinstance(action, Claim) and _claiming(s, seat):
            # the Classic mints lying on the order just taken go onto the truck, or back to the supply
            return f"claim:{seat}", f"truck:{seat}" if action.count else "supply"
        if isinstance(action, Bonus) and action.take:
            return "load:1", f"truck:{seat}"
        return None

    def illegal_reason(self, obs: Any, source: str, target: str | None) -> str | None:
        s: State = obs
        if target is None or s.phase != "play":
            return None
        action = self._action_for(s, source, target)
        if action is None:
            return None
        try:
            self.rules.apply(s, action)
        except IllegalActionError as exc:
            return str(exc)
        except Exception:  # a refusal text must never stop the table
            return None
        return None

    def _action_for(self, s: State, source: str, target: str) -> Action | None:
        """The action a drop of ``source`` on ``target`` would mean, legal or not (None: no action)."""
        seat = 0 if s.solo else s.turn.seat
        me = s.trucks[seat]
        s_kind, _, s_key = source.partition(":")
        t_kind, _, t_key = target.partition(":")
        mine = {f"area:{seat}", f"mints:{seat}", f"truck:{seat}", f"done:{seat}"}
        own_orders = {ORDERS[o].id for o in me.orders}
        row_orders = {ORDERS[o].id for st in s.towns for o in st.row}
        to_me = target in mine or target.startswith(f"mint:{seat}:") or (t_kind == "order" and t_key in own_orders)
        if t_kind == "truck" and s_kind == "truck" and t_key.isdigit() and int(t_key) < len(s.trucks):
            # dropped on a truck standing on a space: that space is meant
            t_kind, t_key = "space", s.trucks[int(t_key)].pos
        if s_kind == "truck" and s_key == str(seat):
            return Move(t_key, "", seat) if t_kind == "space" and t_key != me.pos else None
        if s_kind in ("mint", "mints") and t_kind == "order" and t_key in own_orders | row_orders:
            return Fulfil(t_key, seat)
        if s.solo:
            return self._solo_action_for(s, s_kind, s_key, t_kind, t_key, to_me, row_orders)
        if s_kind == "mint" and s_key.startswith(f"{seat}:"):
            m = s_key.split(":")[1]
            if t_kind == "space" and dict(s.roads).get(t_key) == "toll_booth":
                return Move(t_key, m, seat)
            if target == "supply":
                return Unload(m, seat)
            if t_kind == "upgrade" and t_key in ("S", "R", "SS", "SR", "RR"):
                return Upgrade(t_key, seat)
            return None
        if s_kind == "load" and s_key in ("1", "2", "3", "4", "5") and to_me and t_kind != "order":
            return Load(int(s_key), seat)
        if s_kind == "order" and s_key in own_orders:
            if t_kind == "order" and t_key in row_orders:
                return Swap(s_key, t_key)
            if target == f"done:{seat}":
                return Fulfil(s_key, seat)
            return None
        if s_kind == "order" and s_key in row_orders:
            if target == "box":
                return Remove(s_key)
            return Take(s_key, seat) if to_me else None
        if s_kind == "ability" and s_key in ABILITY_BY_ID and to_me:
            return Acquire(s_key, seat)
        return None

    @staticmethod
    def _solo_action_for(s: State, s_kind: str, s_key: str, t_kind: str, t_key: str, to_me: bool,
                         row_orders: set[str]) -> Action | None:
        if s_kind == "belt":
            name, _, slot = s_key.partition(":")
            if name not in solo_rules.BELTS or not slot.isdigit():
                return None
            i = int(slot)
            belt = s.belts[solo_rules.BELTS.index(name)]
            if i >= min(solo_rules.FRONT, len(belt)):
                return None  # only the front mints are ever loaded or shifted
            if t_kind == "beltback":
                return Shift(name, i + 1) if t_key == name and i < 2 else None
            if to_me:
                m = belt[i]
                return BeltLoad(name, MINTS[m], belt[:i + 1].count(m), i)
            return None
        if s_kind == "return" and s_key in MINTS and t_kind in ("beltback", "belt", "lane"):
            name = t_key.partition(":")[0]
            return ReturnMint(s_key, name) if name in solo_rules.BELTS else None
        if s_kind == "order" and s_key in row_orders and to_me:
            return Take(s_key, 0)
        return None

    def _truck_name(self, s: State, i: int) -> str:
        if s.solo and i == 1:
            return f"{DRIVER_BY_ID[s.driver].name}'s truck"
        return f"{self.kit.seat_name(s.seats, i)}'s truck"

    def tooltip(self, obs: Any, spot: str) -> str | None:
        s: State = obs
        kind, _, rest = spot.partition(":")
        if kind == "space":
            title = space_title(rest)
            tok = dict(s.roads).get(rest) if not s.solo else None
            extra = ""
            if not s.solo and SPACE_KIND.get(rest) == "city":
                extra = ": load up to 4 Classic; upgrade 2 Classic → Sugar Free or 3 Classic → Cinnamon"
            elif not s.solo and SPACE_KIND.get(rest) == "warehouse":
                extra = ": load up to 2 Classic; upgrade 2 Classic → Sugar Free"
            elif not s.solo and SPACE_KIND.get(rest) == "town":
                extra = ": take an order here; fulfil orders for this town"
            elif s.solo:
                sp = FACTORY.spot(rest)
                extra = {"dock": ": fulfil orders for this town", "loading": f": load from or shift belt {sp.prop('belt')}",
                         "ai_loading": ": only the AI loads here", "dispatch": ": both trucks start here"}.get(sp.kind, "")
            text = title + extra
            if tok:
                text += f". {TOKEN_BY_ID[tok].name}: {TOKEN_BY_ID[tok].text}"
            here = [self._truck_name(s, i) for i, t in enumerate(s.trucks) if t.pos == rest]
            if here:
                text += f". Here: {', '.join(here)}"
            return text
        if kind == "order":
            from mint.games.delivery.cards import ORDER_INDEX

            o = ORDERS[ORDER_INDEX[rest]]
            need = ", ".join(f"{n} {MINT_NAMES[i]}" for i, n in enumerate(o.need) if n)
            return f"Order for {TOWN_NAME[o.town]}: {need}. {o.stars} stars."
        if kind == "deck":
            st = s.towns[TOWNS.index(rest)]
            return f"{TOWN_NAME[rest]}'s deck: {len(st.deck)} orders left."
        if kind == "ability":
            a = ABILITY_BY_ID[rest]
            return f"{a.name} ({a.orders} completed order{'s' if a.orders > 1 else ''}): {a.text}"
        if kind == "truck":
            i = int(rest)
            if s.solo and i == 1:
                return f"{DRIVER_BY_ID[s.driver].name}'s truck (no limit): {_mints(s.trucks[1].mints)}"
            return f"{self._truck_name(s, i)}: {_mints(s.trucks[i].mints)}"
        if kind == "done":
            i = int(rest)
            return f"{len(s.trucks[i].done)} completed orders (what they were worth is secret)"
        if kind == "area" and rest == "1" and s.solo:
            d = DRIVER_BY_ID[s.driver]
            return d.flavour + " " + " ".join(f"{n}: {t}" for _, n, t in d.traits)
        if kind == "load":
            return f"Load {rest} Classic: drag onto your truck"
        if kind == "upgrade":
            return "Upgrade: " + " and ".join("2 Classic → 1 Sugar Free" if c == "S" else "3 Classic → 1 Cinnamon" for c in rest)
        if kind == "supply":
            return "The mint supply: drop mints here to unload them"
        if kind in ("belt", "lane"):
            name = rest.split(":")[0]
            belt = s.belts[0 if name == "A" else 1]
            return f"Belt {name}: {len(belt)} mints; the 4 at the front can be loaded"
        if kind == "beltback":
            return f"The back of belt {rest}"
        if kind == "ai":
            return "The AI's motivations go round: Complete Orders → Take Orders → Get Mints"
        return None


def _claiming(s: State, seat: int) -> bool:
    """Seat is deciding how many of the Classic mints on the order it just took to load."""
    t = s.turn
    return (not s.solo and s.phase == "play" and t.seat == seat and t.pending[:1] == ("claim",)
            and t.amount > 0 and bool(s.trucks[seat].orders))


def _ai_glide(s: State, plan: tuple[Any, ...]) -> tuple[str, str] | None:
    """Where the piece of the AI driver's planned step starts and lands, in spot ids of the layout."""
    kind = plan[0]
    if kind == "move":
        return "truck:1", f"space:{plan[1][-1]}"
    if kind == "load":
        name, mint = solo_rules.BELTS[plan[1]], plan[2]
        front = s.belts[plan[1]][:solo_rules.FRONT]
        return f"belt:{name}:{front.index(mint) if mint in front else 0}", "truck:1"
    if kind == "take":
        stack = next(i for i, st in enumerate(s.towns) if plan[1] in st.row)
        return f"stack:{stack}", "next:1"
    if kind == "fulfil":
        return f"order:{oid(plan[1])}", "done:1"
    if kind == "shift":
        name = "A" if s.belts[0] else "B"
        return f"belt:{name}:0", f"beltback:{name}"
    if kind == "still":
        return "truck:1", "truck:1"  # it stands still: the truck lifts and settles where it is
    return None


def _mints(m: tuple[int, int, int]) -> str:
    parts = [f"{n} {MINT_NAMES[i]}" for i, n in enumerate(m) if n]
    return ", ".join(parts) if parts else "empty"


def _dashed(surface: pygame.Surface, colour: palette.Color, a: tuple[int, int], b: tuple[int, int], width: int,
            dash: int) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    n = int(length // dash)
    for i in range(0, n, 2):
        p = (a[0] + dx * i / n, a[1] + dy * i / n)
        q = (a[0] + dx * min(n, i + 1) / n, a[1] + dy * min(n, i + 1) / n)
        pygame.draw.line(surface, colour, p, q, width)


def _arrow(surface: pygame.Surface, colour: palette.Color, a: tuple[int, int], b: tuple[int, int], width: int,
           head: int) -> None:
    import math

    pygame.draw.line(surface, colour, a, b, width)
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    p1 = (b[0] - head * math.cos(ang - 0.45), b[1] - head * math.sin(ang - 0.45))
    p2 = (b[0] - head * math.cos(ang + 0.45), b[1] - head * math.sin(ang + 0.45))
    pygame.draw.polygon(surface, colour, [b, p1, p2])


VIEW = DeliveryView
