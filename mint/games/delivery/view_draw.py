"""How Mint Delivery looks: the board, roads and spaces, road tokens, trucks, order cards, the
supply and key card, the drivers' areas, and the solitaire's belts and AI driver."""

from __future__ import annotations

from typing import Any

import pygame

from mint.core.spots import Spot
from mint.core.text import count
from mint.games.delivery import solo as solo_rules
from mint.games.delivery.cards import (
    ABILITY_BY_ID,
    DRIVER_BY_ID,
    MINTS,
    ORDERS,
    TOWN_INFO,
    TOWN_NAME,
    TOWNS,
)
from mint.games.delivery.model import (
    BOX,
    LOAD_AMOUNT,
    SPACE_KIND,
    SUPPLY,
    State,
)
from mint.games.delivery.view_layout import DeliveryLayout, is_claiming
from mint.ui import palette

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


class DeliveryPainter(DeliveryLayout):
    """Paints an observation into the spots its layout gives."""

    # --- drawing --------------------------------------------------------------------------

    def draw(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, rect: pygame.Rect, spots: dict[Spot, pygame.Rect]
    ) -> None:
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

    def _draw_board(
        self, surface: pygame.Surface, s: State, board: pygame.Rect, spots: dict[Spot, pygame.Rect]
    ) -> None:
        k = self.kit
        spec = self._board(s)
        u = self._unit(board, spec)
        self._mid_y = board.centery
        titles: list[tuple[str, tuple[int, int], palette.Color, palette.Color, int]] = []
        pygame.draw.rect(
            surface, palette.darker(palette.TABLE, 0.93), board.inflate(k.px(8), k.px(8)), border_radius=k.px(14)
        )
        for c in spec.spots:
            if c.kind != "card":
                continue
            x, y = self._pt(board, spec, c.x, c.y)
            r = pygame.Rect(x, y, int(c.width * u), int(c.height * u)).inflate(-k.px(6), -k.px(6))
            town = c.prop("town")
            name = c.name.split(":")[1]
            if s.solo:
                kind = spec.spot(name).kind
                accent = (
                    TOWN_COLOUR[str(spec.spot(name).prop("town"))]
                    if kind == "dock"
                    else (self.accent if kind in ("dispatch", "ai_loading") else palette.hexc("#7D8C87"))
                )
                fill = palette.lighter(accent, 0.85)
            else:
                kind = SPACE_KIND.get(name, "town")
                accent = (
                    TOWN_COLOUR[str(town)] if town else (self.accent if kind == "city" else palette.hexc("#7D8C87"))
                )
                fill = palette.lighter(accent, 0.82) if town else CARD_FILL.get(kind, palette.PANEL)
            k.shadow(surface, r, k.px(10))
            pygame.draw.rect(surface, fill, r, border_radius=k.px(10))
            pygame.draw.rect(surface, palette.darker(fill, 0.8), r, max(1, k.px(1.5)), border_radius=k.px(10))
            bottom_town = bool(town) and int(str(c.prop("row"))) == 2 and not s.solo
            titles.append(
                (
                    str(c.prop("title")),
                    (r.centerx, r.bottom - k.px(14) if bottom_town else r.y + k.px(14)),
                    accent,
                    fill,
                    r.width,
                )
            )
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
            if sid.kind != "space" or not isinstance(sid.key, str):
                continue
            name = sid.key
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
                    pygame.draw.rect(
                        surface, palette.darker(tone, 0.75), pill, max(1, k.px(1.5)), border_radius=pill.height // 2
                    )
                    surface.blit(surf, surf.get_rect(center=pill.center))
                elif label:
                    k.text(
                        surface,
                        label,
                        r.center,
                        13,
                        palette.darker(tone, 0.45),
                        True,
                        "center",
                        max_width=r.width - k.px(4),
                    )
        for sp, tok in s.roads:
            self._draw_token(surface, spots[Spot("space", sp)], tok)
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

    def _draw_trucks(self, surface: pygame.Surface, s: State, spots: dict[Spot, pygame.Rect]) -> None:
        k = self.kit
        rects = self._truck_rects(s, spots)
        for i in range(len(s.trucks)):
            r = rects.get(Spot("truck", seat=i))
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

    def _draw_trail(self, surface: pygame.Surface, trail: tuple[str, ...], spots: dict[Spot, pygame.Rect]) -> None:
        k = self.kit
        blue = palette.hexc("#3E7CB1")
        for a, b in zip(trail[::2], trail[1::2], strict=False):
            # the trail keeps spots' text in the state; the rules read each one back as its Spot
            ra, rb = spots.get(solo_rules.trail_spot(a)), spots.get(solo_rules.trail_spot(b))
            if ra is None or rb is None or ra.center == rb.center:
                continue
            _arrow(surface, blue, ra.center, rb.center, k.px(4), k.px(14))

    # --- order cards ----------------------------------------------------------------------

    def order_card(
        self, surface: pygame.Surface, r: pygame.Rect, o: int, bonus: int = 0, hidden: bool = False, note: str = ""
    ) -> None:
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

    def _draw_rows(self, surface: pygame.Surface, s: State, board: pygame.Rect, spots: dict[Spot, pygame.Rect]) -> None:
        k = self.kit
        for town, (deck, rows) in self._town_row_rects(s, board).items():
            st = s.towns[TOWNS.index(town)]
            if st.deck:
                self.order_card(surface, deck, -1, hidden=True, note=str(len(st.deck)))
            else:
                pygame.draw.rect(
                    surface, palette.darker(palette.TABLE, 0.9), deck, max(1, k.px(2)), border_radius=k.px(6)
                )
                k.text(surface, "0", deck.center, 16, palette.TEXT_2, True, "center")
            for i, r in enumerate(rows):
                if i < len(st.row):
                    self.order_card(surface, r, st.row[i], st.bonus[i])
                else:
                    pygame.draw.rect(
                        surface, palette.darker(palette.TABLE, 0.9), r, max(1, k.px(2)), border_radius=k.px(6)
                    )

    def _mint_row(
        self,
        surface: pygame.Surface,
        seat: int,
        mints: tuple[int, int, int],
        spots: dict[Spot, pygame.Rect],
        label: str = "Truck",
    ) -> None:
        k = self.kit
        handle = spots.get(Spot("mints", seat=seat))
        if handle is not None:
            k.panel(surface, handle, palette.lighter(self.accent, 0.7), radius=k.px(6), shadow=False)
            k.text(surface, label, handle.center, 12, palette.TEXT, True, "center", max_width=handle.width - 4)
        for m in range(3):
            r = spots.get(Spot("mint", MINTS[m], seat))
            if r is None:
                continue
            n = mints[m]
            step = k.px(26) if seat == 0 or not label == "AI" else k.px(20)
            for j in range(min(n, 12)):
                k.mint(surface, (r.x + k.px(16) + j * step, r.centery), k.px(11), KIND[m])
            if n > 12:
                k.text(surface, f"×{n}", (r.right, r.centery), 14, palette.TEXT, True, "midright")

    def _draw_multi_column(
        self, surface: pygame.Surface, s: State, viewer: int | None, spots: dict[Spot, pygame.Rect]
    ) -> None:
        k = self.kit
        sup = spots[SUPPLY]
        k.panel(surface, sup)
        k.text(surface, "Supply", (sup.x + k.px(12), sup.y + k.px(8)), 17, palette.TEXT, True)
        x = sup.x + k.px(12)
        for m in range(3):
            k.mint(surface, (x + k.px(12), sup.y + k.px(44)), k.px(11), KIND[m])
            k.text(surface, str(s.supply[m]), (x + k.px(28), sup.y + k.px(44)), 17, palette.TEXT, True, "midleft")
            x += k.px(70)
        seat = s.turn.seat
        here = s.trucks[seat].pos if s.phase == "play" else ""
        amount = LOAD_AMOUNT.get(here, 0) + (
            1 if SPACE_KIND.get(here) == "warehouse" and "A02" in s.trucks[seat].abilities else 0
        )
        for n in range(1, 6):
            r = spots[Spot("load", n)]
            # a free Classic on offer (Loading Zone, Free Sample) waits on the first stack
            active = n <= amount or (n == 1 and s.turn.pending[:1] in (("zone",), ("sample",)))
            pygame.draw.rect(
                surface, palette.PANEL if active else palette.darker(palette.PANEL, 0.95), r, border_radius=k.px(6)
            )
            pygame.draw.rect(surface, palette.BORDER, r, 1, border_radius=k.px(6))
            if active:
                for j in range(n):
                    k.mint(surface, (r.centerx + k.px(6), r.bottom - k.px(10) - j * k.px(6)), k.px(8), "classic")
            k.text(
                surface, str(n), (r.x + k.px(4), r.y + k.px(2)), 14, palette.TEXT if active else palette.BORDER, True
            )
        for u in ("S", "R", "SS", "SR", "RR"):
            up = spots.get(Spot("upgrade", u))
            if up is None:
                continue
            r = up
            pygame.draw.rect(surface, palette.PANEL, r, border_radius=k.px(6))
            pygame.draw.rect(surface, palette.BORDER, r, 1, border_radius=k.px(6))
            k.text(surface, "up", (r.x + k.px(5), r.y + k.px(3)), 11, palette.TEXT_2, True)
            for j, c in enumerate(u):
                k.mint(surface, (r.x + k.px(22) + j * k.px(22), r.centery + k.px(4)), k.px(10), KIND[MINTS.index(c)])
        box = spots[BOX]
        pygame.draw.rect(surface, palette.darker(palette.PANEL, 0.93), box, border_radius=k.px(6))
        k.text(surface, "Box", (box.centerx, box.y + k.px(14)), 13, palette.TEXT_2, True, "center")
        k.text(surface, str(len(s.box)), (box.centerx, box.y + k.px(32)), 15, palette.TEXT, True, "center")
        if s.key:
            keyr = spots[Spot("key")]
            k.panel(surface, keyr)
            for a in s.key:
                r = spots[Spot("ability", a)]
                ab = ABILITY_BY_ID[a]
                body = k.card(surface, r, ab.name, self.accent, title_size=14)
                k.text(
                    surface,
                    f"{ab.orders} order{'s' if ab.orders > 1 else ''}",
                    (body.centerx, body.y + k.px(6)),
                    13,
                    palette.TEXT_2,
                    True,
                    "midtop",
                )
                owners = [i for i, t in enumerate(s.trucks) if a in t.abilities]
                for j, i in enumerate(owners):
                    k.shape(
                        surface,
                        (body.x + k.px(12) + j * k.px(18), body.bottom - k.px(12)),
                        k.px(7),
                        k.player_shape(i),
                        k.player_color(i),
                    )
        for i in range(len(s.trucks)):
            self._draw_area(surface, s, i, viewer, spots)

    def _draw_area(
        self, surface: pygame.Surface, s: State, i: int, viewer: int | None, spots: dict[Spot, pygame.Rect]
    ) -> None:
        k = self.kit
        area = spots[Spot("area", seat=i)]
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
        right = f"{sum(t.mints)}/{count(cap, 'mint')}"
        k.text(
            surface,
            head,
            (area.x + k.px(36), area.y + k.px(20)),
            16,
            palette.TEXT,
            True,
            "midleft",
            max_width=area.width - k.px(130),
        )
        k.text(surface, right, (area.right - k.px(10), area.y + k.px(20)), 13, palette.TEXT_2, False, "midright")
        self._mint_row(surface, i, t.mints, spots)
        if t.abilities:
            names = ", ".join(ABILITY_BY_ID[a].name for a in t.abilities)
            last = max(
                (r.right for sid, r in spots.items() if sid.kind == "mint" and sid.seat == i),
                default=spots[Spot("mints", seat=i)].right,
            )
            k.text(
                surface,
                names,
                (area.right - k.px(10), spots[Spot("mints", seat=i)].centery),
                12,
                palette.TEXT_2,
                False,
                "midright",
                max_width=max(k.px(40), area.right - last - k.px(20)),
            )
        if s.phase == "keep":
            for j, o in enumerate(t.hand):
                r = spots[Spot("hand", j, i)]
                shown = viewer == i and o >= 0
                kept = o in t.kept
                self.order_card(surface, r, o, hidden=not shown, note=str(j + 1))
                if shown and kept:
                    k.text(surface, "kept", (r.centerx, r.bottom - k.px(2)), 12, palette.LEGAL, True, "midbottom")
        else:
            claiming = is_claiming(s, i)
            for o in t.orders:
                card = spots.get(Spot("order", ORDERS[o].id))
                if card is not None:
                    self.order_card(surface, card, o, s.turn.amount if claiming and o == t.orders[-1] else 0)
        done = spots[Spot("done", seat=i)]
        n = len(t.done)
        if n:
            for j in range(min(n, 3) - 1, -1, -1):
                self.order_card(surface, done.move(j * k.px(3), -j * k.px(3)), -1, hidden=True)
            if viewer == i or all(o >= 0 for o in t.done) and (s.solo or s.phase == "over"):
                stars = sum(ORDERS[o].stars for o in t.done if o >= 0)
                k.text(surface, f"{n} done", (done.centerx, done.centery - k.px(12)), 14, palette.WHITE, True, "center")
                k.star(surface, (done.centerx - k.px(12), done.centery + k.px(14)), k.px(9))
                k.text(
                    surface,
                    str(stars),
                    (done.centerx + k.px(2), done.centery + k.px(14)),
                    16,
                    palette.WHITE,
                    True,
                    "midleft",
                )
            else:
                k.text(surface, f"{n} done", done.center, 15, palette.WHITE, True, "center")
            if t.allocated:
                k.text(
                    surface,
                    f"{t.allocated} allocated",
                    (done.centerx, done.bottom + k.px(1)),
                    11,
                    palette.TEXT_2,
                    False,
                    "midtop",
                )
        else:
            pygame.draw.rect(surface, palette.BORDER, done, 1, border_radius=k.px(6))
            k.text(surface, "none done", done.center, 12, palette.TEXT_2, False, "center", max_width=done.width - 4)

    # --- solitaire ------------------------------------------------------------------------

    def _draw_belts(self, surface: pygame.Surface, s: State, spots: dict[Spot, pygame.Rect]) -> None:
        k = self.kit
        for name in ("A", "B"):
            lane = spots[Spot("lane", name)]
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
                r = spots[Spot("belt", name, i)]
                k.mint(surface, r.center, min(r.width, r.height) * 0.38, KIND[m])
            k.text(surface, f"Belt {name} front", (lane.centerx, lane.y - k.px(6)), 12, palette.TEXT, True, "midbottom")

    def _draw_solo_column(
        self, surface: pygame.Surface, s: State, viewer: int | None, spots: dict[Spot, pygame.Rect]
    ) -> None:
        k = self.kit
        stacks = spots[Spot("stacks")]
        k.panel(surface, stacks)
        k.text(surface, "Order stacks", (stacks.x + k.px(12), stacks.y + k.px(8)), 16, palette.TEXT, True)
        empty = sum(1 for st in s.towns if not st.row and not st.deck)
        k.text(
            surface,
            f"{empty} of 4 empty (3 ends the game)",
            (stacks.right - k.px(12), stacks.y + k.px(10)),
            13,
            palette.TEXT_2,
            False,
            "topright",
        )
        for i, st in enumerate(s.towns):
            r = spots[Spot("stack", i)]
            if st.row:
                self.order_card(surface, r, st.row[0])
            else:
                pygame.draw.rect(surface, palette.BORDER, r, max(1, k.px(2)), border_radius=k.px(6))
            k.text(surface, f"+{len(st.deck)}", (r.right + k.px(2), r.bottom), 13, palette.TEXT_2, True, "bottomleft")
        self._draw_area(surface, s, 0, 0 if viewer is None else viewer, spots)
        if s.returns:
            tray = spots[Spot("tray")]
            k.panel(surface, tray, palette.lighter(palette.GOLD, 0.7))
            k.text(surface, "Turned in:", (tray.x + k.px(12), tray.centery), 15, palette.TEXT, True, "midleft")
            for m in sorted(set(s.returns)):
                r = spots[Spot("return", MINTS[m])]
                for j in range(s.returns.count(m)):
                    k.mint(surface, (r.x + k.px(16) + j * k.px(14), r.centery), k.px(12), KIND[m])
        self._draw_ai(surface, s, spots)

    def _draw_ai(self, surface: pygame.Surface, s: State, spots: dict[Spot, pygame.Rect]) -> None:
        k = self.kit
        d = DRIVER_BY_ID[s.driver]
        area = spots[Spot("area", seat=1)]
        colour = palette.hexc(d.colour)
        acting = s.turn.seat == 1 and s.phase == "play"
        k.panel(surface, area, palette.lighter(colour, 0.85) if acting else palette.PANEL)
        k.text(surface, f"{d.name} (AI)", (area.x + k.px(12), area.y + k.px(8)), 18, palette.darker(colour, 0.8), True)
        k.text(
            surface,
            f"Difficulty {d.difficulty}/3 · workload {d.workload} · ranks "
            + ", ".join(TOWN_NAME[t].split()[0] for t in d.preference),
            (area.x + k.px(12), area.y + k.px(34)),
            13,
            palette.TEXT_2,
            False,
            max_width=area.width - k.px(24),
        )
        mot = spots[Spot("ai", "motive")]
        motive = solo_rules.settle_motive(s) if s.phase == "play" else s.motive
        w = (mot.width - k.px(8)) // 3
        for i, m in enumerate(MOTIVE_ORDER):
            r = pygame.Rect(mot.x + i * (w + k.px(4)), mot.y, w, mot.height)
            on = m == motive
            pygame.draw.rect(
                surface, self.accent if on else palette.darker(palette.PANEL, 0.95), r, border_radius=k.px(6)
            )
            k.text(
                surface,
                solo_rules.MOTIVES[m],
                r.center,
                13,
                palette.WHITE if on else palette.TEXT_2,
                on,
                "center",
                max_width=r.width - k.px(6),
            )
        nxt = ""
        if acting and not s.returns:
            nxt = "Next: " + solo_rules.ai_line(s).split(" ", len(d.name.split()))[-1]
        else:
            nxt = " ".join(f"{n}: {t}" for _, n, t in d.traits)
        k.paragraph(
            surface,
            nxt,
            pygame.Rect(area.x + k.px(12), mot.bottom + k.px(6), area.width - k.px(24), k.px(38)),
            13,
            palette.TEXT,
        )
        t = s.trucks[1]
        self._mint_row(surface, 1, t.mints, spots, "AI")
        for o in t.orders:
            card = spots.get(Spot("order", ORDERS[o].id))
            if card is not None:
                self.order_card(surface, card, o)
        done = spots[Spot("done", seat=1)]
        if t.done:
            self.order_card(surface, done, -1, hidden=True)
            k.text(
                surface,
                f"{len(t.done)} done",
                (done.centerx, done.centery - k.px(10)),
                13,
                palette.WHITE,
                True,
                "center",
            )
            k.text(
                surface,
                count(sum(ORDERS[o].stars for o in t.done), "star"),
                (done.centerx, done.centery + k.px(10)),
                13,
                palette.WHITE,
                True,
                "center",
            )


def _dashed(
    surface: pygame.Surface, colour: palette.Color, a: tuple[int, int], b: tuple[int, int], width: int, dash: int
) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    n = int(length // dash)
    for i in range(0, n, 2):
        p = (a[0] + dx * i / n, a[1] + dy * i / n)
        q = (a[0] + dx * min(n, i + 1) / n, a[1] + dy * min(n, i + 1) / n)
        pygame.draw.line(surface, colour, p, q, width)


def _arrow(
    surface: pygame.Surface, colour: palette.Color, a: tuple[int, int], b: tuple[int, int], width: int, head: int
) -> None:
    import math

    pygame.draw.line(surface, colour, a, b, width)
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    p1 = (b[0] - head * math.cos(ang - 0.45), b[1] - head * math.sin(ang - 0.45))
    p2 = (b[0] - head * math.cos(ang + 0.45), b[1] - head * math.sin(ang + 0.45))
    pygame.draw.polygon(surface, colour, [b, p1, p2])
