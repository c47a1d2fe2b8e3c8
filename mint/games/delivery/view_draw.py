"""How Mint Delivery looks: the trucks and their trails, the supply and key card, the drivers'
areas, and the solitaire's belts, order stacks and AI driver (the board is painted by view_map,
the order cards by view_orders).

Every word is drawn at its own size (view_layout.BODY, NUMBER, TITLE) and never shrunk; a box
too narrow for a word gets a shorter form of it (view_layout.first_fit)."""

from __future__ import annotations

import math
from functools import partial
from typing import Any

import pygame

from mint.core.spots import Spot
from mint.core.words import data, t, tn
from mint.games.delivery import solo as solo_rules
from mint.games.delivery import view_layout as L
from mint.games.delivery.actions import BOX, SUPPLY
from mint.games.delivery.cards import ABILITY_BY_ID, DRIVER_BY_ID, MINTS, ORDERS
from mint.games.delivery.model import LOAD_AMOUNT, SPACE_KIND, State
from mint.games.delivery.view_layers import card_area, framed, pile_area, reach
from mint.games.delivery.view_layout import BODY, NUMBER, TITLE, is_claiming
from mint.games.delivery.view_orders import KIND, DeliveryOrders
from mint.ui import palette
from mint.ui.layers import Part

UPGRADES = ("S", "R", "SS", "SR", "RR")  #: the supply's upgrade targets (the doubles with Double Batch)


class DeliveryPainter(DeliveryOrders):
    """Paints an observation into the spots its layout gives."""

    paints_in_place = True  #: its parts repaint only what changed (view_layers)

    # --- drawing --------------------------------------------------------------------------

    def draw(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, rect: pygame.Rect, spots: dict[Spot, pygame.Rect]
    ) -> None:
        s: State = obs
        board, _ = self._split(s, rect)
        parts = self._map_parts(surface, s, board, spots)
        if s.solo:
            parts += self._belt_parts(surface, s, spots)
            parts += self._solo_parts(surface, s, viewer, spots)
        else:
            parts += self._row_parts(surface, s, self._town_row_rects(s, board))
            parts += self._column_parts(surface, s, viewer, spots)
        parts += self._truck_parts(surface, s, spots)
        self._board_layers.clear()  # (table-top mode's board and strips are not drawn meanwhile)
        self._seat_layers.clear()
        self.damage = self._layers.paint(surface, parts, self.in_place, palette.TABLE)

    def _truck_parts(self, surface: pygame.Surface, s: State, spots: dict[Spot, pygame.Rect]) -> list[Part]:
        """Each truck (ringed on its turn), then the solitaire AI's trail of arrows."""
        k = self.kit
        rects = self._truck_rects(s, spots)
        grow = 2 * (k.px(6) + 8)  # (its ring, its shadow)
        parts: list[Part] = []
        for i in range(len(s.trucks)):
            r = rects.get(Spot("truck", seat=i))
            if r is not None:
                key = (k.scale, k.player_colors, s.solo and i == 1 and s.driver, self._ringed(s, i))
                paint = partial(self._draw_truck, surface, s, i, r)
                parts.append(Part(("truck", i), key, r.inflate(grow, grow), paint))
        if s.trail:
            at = {**rects, **spots}
            ends = []
            for a, b in zip(s.trail[::2], s.trail[1::2], strict=False):
                ra, rb = at.get(solo_rules.trail_spot(a)), at.get(solo_rules.trail_spot(b))
                if ra is not None and rb is not None and ra.center != rb.center:
                    ends.append((ra.center, rb.center))
            if ends:
                grow = 2 * (k.px(14) + k.px(4) + 2)
                boxes = [
                    pygame.Rect(min(a[0], b[0]), min(a[1], b[1]), abs(a[0] - b[0]) + 1, abs(a[1] - b[1]) + 1)
                    for a, b in ends
                ]
                area = boxes[0].unionall(boxes[1:]).inflate(grow, grow)
                parts.append(
                    Part("trail", (k.scale, tuple(ends)), area, partial(self._draw_trail, surface, s.trail, at))
                )
        return parts

    @staticmethod
    def _ringed(s: State, i: int) -> bool:
        return s.turn.seat == i and s.phase == "play" and not (s.solo and s.turn.seat == 1)

    def _draw_truck(self, surface: pygame.Surface, s: State, i: int, r: pygame.Rect) -> None:
        """A driver's token (ringed on its turn), or the solitaire AI's square truck saying "AI"."""
        k = self.kit
        if s.solo and i == 1:
            colour = palette.hexc(DRIVER_BY_ID[s.driver].colour)
            body = r.inflate(-k.px(2), -k.px(6))
            k.shadow(surface, body, k.px(6))
            pygame.draw.rect(surface, colour, body, border_radius=k.px(6))
            pygame.draw.rect(surface, palette.darker(colour), body, max(1, k.px(1.5)), border_radius=k.px(6))
            light = 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2] > 160
            ink = palette.TEXT if light else palette.WHITE
            L.line(k, surface, str(t("AI")), body.center, BODY, ink, True, "center", body.width)
        else:
            k.token(surface, r.center, r.width / 2, i)
            if self._ringed(s, i):
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

    def _mint_row(
        self,
        surface: pygame.Surface,
        s: State,
        seat: int,
        area: pygame.Rect,
        spots: dict[Spot, pygame.Rect],
        ai: bool = False,
        area_fill: palette.Color = palette.PANEL,
        big: bool = False,
    ) -> None:
        """The truck's handle and its mints; on a driver's truck, the room left as hollows (``big``:
        the larger mints of a table-top strip, MINT_BIG a step)."""
        k = self.kit
        mints = s.trucks[seat].mints
        handle = spots.get(Spot("mints", seat=seat))
        if handle is not None:
            k.panel(surface, handle, palette.lighter(self.accent, 0.7), radius=k.px(6), shadow=False)
            k.blit_icon(surface, "truck", handle.center, L.TRUCK_ROW - 4)
        step = k.px(L.MINT_BIG if big else 20 if ai else L.MINT_STEP)
        radius, first, hole = (k.px(15), k.px(20), k.px(12)) if big else (k.px(11), k.px(16), k.px(9))
        last = handle.right if handle is not None else area.x
        for m in range(3):
            r = spots.get(Spot("mint", MINTS[m], seat))
            if r is None:
                continue
            last = r.right
            n = mints[m]
            for j in range(min(n, 12)):
                k.mint(surface, (r.x + first + j * step, r.centery), radius, KIND[m])
            if n > 12:
                k.text(surface, f"×{n}", (r.right, r.centery), BODY, palette.TEXT, True, "midright")
        if ai or handle is None:
            return
        # each free place on the truck, as a hollow in the panel (unlike a mint, flat and rimless)
        hollow = palette.darker(area_fill, 0.9)
        for x in self._hollows(s, seat, area, last, big):
            pygame.draw.circle(surface, hollow, (x, handle.centery), hole)

    def _hollows(self, s: State, seat: int, area: pygame.Rect, last: int, big: bool) -> list[int]:
        """Where each free place on a driver's truck lies (the x of its middle): a step apart after
        ``last``, the right of its mints, as many as fit in ``area``."""
        k = self.kit
        step = k.px(L.MINT_BIG if big else L.MINT_STEP)
        radius, first = (k.px(15), k.px(20)) if big else (k.px(11), k.px(16))
        room = self._capacity(s, seat) - sum(s.trucks[seat].mints)
        xs = [last + k.px(6) + first + j * step for j in range(max(0, room))]
        return [x for x in xs if x + radius <= area.right - k.px(8)]

    @staticmethod
    def _capacity(s: State, seat: int) -> int:
        return 5 if "A01" in s.trucks[seat].abilities else 4

    # --- the multiplayer column -------------------------------------------------------------

    def _column_parts(
        self, surface: pygame.Surface, s: State, viewer: int | None, spots: dict[Spot, pygame.Rect]
    ) -> list[Part]:
        parts = self._supply_parts(surface, s, spots)
        if s.key:
            parts += self._key_parts(surface, s, spots)
        for i in range(len(s.trucks)):
            parts += self._area_parts(surface, s, i, viewer, spots)
        return parts

    def _supply_parts(self, surface: pygame.Surface, s: State, spots: dict[Spot, pygame.Rect]) -> list[Part]:
        """The supply panel: the mints left, the load stacks (those the truck to act may take
        lit), the upgrade targets and the box, each a part of its own."""
        k = self.kit
        sup = spots[SUPPLY]
        seat = s.turn.seat
        here = s.trucks[seat].pos if s.phase == "play" else ""
        amount = LOAD_AMOUNT.get(here, 0) + (
            1 if SPACE_KIND.get(here) == "warehouse" and "A02" in s.trucks[seat].abilities else 0
        )
        free = s.turn.pending[:1] in (("zone",), ("sample",))
        places = [SUPPLY, BOX, *(Spot("load", n) for n in range(1, 6)), *(Spot("upgrade", u) for u in UPGRADES)]
        panel = (tuple(tuple(spots[sid]) if sid in spots else None for sid in places), k.scale)
        parts = framed(k, surface, "supply", sup, panel, sup, partial(k.panel, surface, sup, shadow=False))
        # on it, each a part: the mints left, each load stack (lit when the truck to act may
        # take it: a free Classic on offer, by Loading Zone or Free Sample, waits on the first),
        # the upgrade targets and the box
        box, first = spots[BOX], spots[Spot("load", 1)]
        row = pygame.Rect(sup.x, sup.y, box.x - sup.x, first.y - sup.y)
        parts.append(Part(("supply", "left"), s.supply, row, partial(self._supply_left, surface, s, sup, first)))
        for n in range(1, 6):
            r = spots[Spot("load", n)]
            lit = n <= amount or (n == 1 and free)
            parts.append(Part(("load", n), lit, r, partial(self._load_stack, surface, r, n, lit)))
        for u in UPGRADES:
            if Spot("upgrade", u) in spots:
                r = spots[Spot("upgrade", u)]
                parts.append(Part(("upgrade", u), (), r, partial(self._upgrade, surface, r, u)))
        parts.append(Part("box", len(s.box), box, partial(self._box, surface, box, len(s.box))))
        return parts

    def _supply_left(self, surface: pygame.Surface, s: State, sup: pygame.Rect, first: pygame.Rect) -> None:
        """The supply's title and the mints left in it, in the row above the load stacks."""
        k = self.kit
        cy = (sup.y + first.y) // 2
        tr = k.text(surface, str(t("Supply")), (sup.x + k.px(12), cy), TITLE, palette.TEXT, True, "midleft")
        x = tr.right + k.px(14)
        for m in range(3):
            k.mint(surface, (x + k.px(12), cy), k.px(11), KIND[m])
            k.text(surface, str(s.supply[m]), (x + k.px(28), cy), NUMBER, palette.TEXT, True, "midleft")
            x += k.px(70)

    def _load_stack(self, surface: pygame.Surface, r: pygame.Rect, n: int, lit: bool) -> None:
        k = self.kit
        pygame.draw.rect(
            surface, palette.PANEL if lit else palette.darker(palette.PANEL, 0.95), r, border_radius=k.px(6)
        )
        pygame.draw.rect(surface, palette.BORDER, r, 1, border_radius=k.px(6))
        if lit:
            for j in range(n):
                k.mint(surface, (r.centerx + k.px(6), r.bottom - k.px(10) - j * k.px(6)), k.px(8), "classic")
        ink = palette.TEXT if lit else palette.darker(palette.BORDER, 0.85)
        k.text(surface, str(n), (r.x + k.px(4), r.y), BODY, ink, True)

    def _upgrade(self, surface: pygame.Surface, r: pygame.Rect, u: str) -> None:
        """An upgrade target: an arrow up, then what the Classic mints become."""
        k = self.kit
        pygame.draw.rect(surface, palette.PANEL, r, border_radius=k.px(6))
        pygame.draw.rect(surface, palette.BORDER, r, 1, border_radius=k.px(6))
        ax, ay, a = r.x + k.px(12), r.centery, k.px(7)
        pygame.draw.polygon(surface, palette.TEXT_2, [(ax, ay - a), (ax + a, ay), (ax - a, ay)])
        pygame.draw.rect(surface, palette.TEXT_2, pygame.Rect(ax - k.px(3), ay, k.px(6), a))
        for j, c in enumerate(u):
            k.mint(surface, (r.x + k.px(32) + j * k.px(22), r.centery), k.px(10), KIND[MINTS.index(c)])

    def _box(self, surface: pygame.Surface, box: pygame.Rect, n: int) -> None:
        """The box the removed orders go to, with how many lie in it."""
        k = self.kit
        pygame.draw.rect(surface, palette.darker(palette.PANEL, 0.93), box, border_radius=k.px(6))
        k.text(surface, str(t("Box")), (box.centerx, box.y + k.px(4)), BODY, palette.TEXT_2, True, "midtop")
        k.text(surface, str(n), (box.centerx, box.bottom - k.px(4)), NUMBER, palette.TEXT, True, "midbottom")

    def _key_parts(self, surface: pygame.Surface, s: State, spots: dict[Spot, pygame.Rect]) -> list[Part]:
        """The key card's three abilities: the name in the band, then what it costs (in completed
        orders) and who has it."""
        k = self.kit
        card = spots[Spot("key")]
        owners = tuple(tuple(i for i, t in enumerate(s.trucks) if a in t.abilities) for a in s.key)
        abilities = [spots[Spot("ability", a)] for a in s.key]
        key = ("key", s.key, owners, _rects(abilities), k.scale, k.player_colors, self.accent)

        def paint() -> None:
            k.panel(surface, card, shadow=False)
            self._key_abilities(surface, s, spots)

        return framed(k, surface, "key", card, key, card.unionall([reach(k, r) for r in abilities]), paint)

    def _key_abilities(self, surface: pygame.Surface, s: State, spots: dict[Spot, pygame.Rect]) -> None:
        k = self.kit
        for a in s.key:
            r = spots[Spot("ability", a)]
            ab = ABILITY_BY_ID[a]
            rad = max(3, int(min(r.size) * 0.04))
            k.shadow(surface, r, rad)
            pygame.draw.rect(surface, palette.PANEL, r, border_radius=rad)
            band = pygame.Rect(r.x, r.y, r.width, L.key_band(k, s.key, r.width))
            pygame.draw.rect(surface, self.accent, band, border_top_left_radius=rad, border_top_right_radius=rad)
            bold, _ = L.key_title(k, s.key, r.width)
            L.block(k, surface, str(data(ab.name)), band.inflate(-k.px(8), 0), BODY, palette.WHITE, bold, centre=True)
            pygame.draw.rect(surface, palette.BORDER, r, max(1, k.px(1.5)), border_radius=rad)
            owners = [i for i, truck in enumerate(s.trucks) if a in truck.abilities]
            cy = band.bottom + (k.font(BODY).get_linesize() + k.px(6)) // 2
            shapes = len(owners) * k.px(20)
            cost = str(tn("{n} order", "{n} orders", ab.orders))
            x = r.x + k.px(8)
            if L.fits(k, cost, BODY, r.width - k.px(20) - shapes):
                k.text(surface, cost, (x, cy), BODY, palette.TEXT_2, False, "midleft")
            else:  # no room beside its owners: a completed order's back and how many
                back = pygame.Rect(x, cy - k.px(9), k.px(13), k.px(18))
                pygame.draw.rect(surface, palette.darker(self.accent, 0.85), back, border_radius=k.px(3))
                k.text(surface, str(ab.orders), (back.right + k.px(4), cy), BODY, palette.TEXT_2, True, "midleft")
            for j, i in enumerate(owners):
                centre = (r.right - k.px(18) - (len(owners) - 1 - j) * k.px(20), cy)
                k.shape(surface, centre, k.px(8), k.player_shape(i), k.player_color(i))

    # --- a driver's area ----------------------------------------------------------------------

    def _area_parts(
        self, surface: pygame.Surface, s: State, i: int, viewer: int | None, spots: dict[Spot, pygame.Rect]
    ) -> list[Part]:
        """A driver's area: its panel's shadow, then the panel with its head, truck and order
        cards, then the pile of completed orders."""
        k = self.kit
        area = spots[Spot("area", seat=i)]
        t = s.trucks[i]
        active = self._active(s, i)
        paint: Any = partial(self._area_panel, surface, s, i, area, shadow=False)
        parts = framed(k, surface, ("area", i), area, (active, k.player_colors), area, paint)
        # on it, each a part: its head, its truck row and each of its cards
        head = pygame.Rect(area.x, area.y, area.width, k.px(L.AREA_HEAD))
        paint = partial(self._draw_head, surface, s, i, area)
        parts.append(Part((i, "head"), (k.seat_name(s.seats, i), t.abilities, k.player_colors), head, paint))
        handle = spots[Spot("mints", seat=i)]
        mints = [spots[Spot("mint", m, i)] for m in MINTS if Spot("mint", m, i) in spots]
        row = pygame.Rect(area.x, handle.y, area.width, handle.height).unionall(mints)
        fill = palette.lighter(k.player_color(i), 0.85) if active else palette.PANEL
        paint = partial(self._mint_row, surface, s, i, area, spots, area_fill=fill)
        parts.append(Part((i, "truck"), (t.mints, self._capacity(s, i), fill, _rects(mints)), row, paint))
        cells = self._card_cells(s, i, area)[0]
        for j, (r, shows) in enumerate(self._cards_shown(s, i, viewer, spots, cells)):
            parts.append(
                Part(
                    (i, "card", j),
                    (shows, k.scale, self.accent),
                    card_area(k, r),
                    partial(self._draw_cell, surface, r, shows),
                )
            )
        return [*parts, self._pile_part(surface, s, i, viewer, spots)]

    def _area_key(self, s: State, i: int, viewer: int | None, spots: dict[Spot, Any], *more: Any) -> tuple[Any, ...]:
        """What a driver's panel shows (its pile of completed orders aside): kept pictures of it
        are found by this."""
        k = self.kit
        t = s.trucks[i]
        own = [Spot("mints", seat=i), *(Spot("mint", m, i) for m in MINTS)]
        own += [Spot("order", ORDERS[o].id) for o in t.orders] + [Spot("hand", j, i) for j in range(len(t.hand))]
        claim = s.turn.amount if is_claiming(s, i) else 0
        return (
            i,
            tuple(tuple(spots[sid]) if sid in spots else None for sid in own),
            (t.mints, t.orders, t.hand, t.kept, t.abilities),
            (s.phase, self._active(s, i), k.seat_name(s.seats, i), viewer == i, claim, s.solo),
            (k.scale, k.player_colors, self.accent),
            more,
        )

    @staticmethod
    def _active(s: State, i: int) -> bool:
        return s.turn.seat == i and s.phase != "over" and not (s.solo and s.turn.seat == 1)

    def _area_panel(
        self, surface: pygame.Surface, s: State, i: int, area: pygame.Rect, shadow: bool = True
    ) -> palette.Color:
        """A driver's panel, tinted in its colour on its turn; returns its fill."""
        k = self.kit
        active = self._active(s, i)
        fill = palette.lighter(k.player_color(i), 0.85) if active else palette.PANEL
        border = palette.darker(k.player_color(i), 0.9) if active else palette.BORDER
        k.panel(surface, area, fill, border, shadow=shadow)
        return fill

    def _draw_head(self, surface: pygame.Surface, s: State, i: int, area: pygame.Rect, abilities: bool = True) -> None:
        """The token and the name, and on the right the abilities (their names, or how many)."""
        k = self.kit
        truck = s.trucks[i]
        cy = area.y + k.px(L.AREA_HEAD) // 2
        k.token(surface, (area.x + k.px(18), cy), k.px(11), i)
        x = area.x + k.px(36)
        room = area.right - k.px(10) - x
        name = k.seat_name(s.seats, i)
        name_w = min(room, k.width(name, TITLE, True))
        L.line(k, surface, name, (x, cy), TITLE, palette.TEXT, True, "midleft", room)
        if not truck.abilities or not abilities:
            return
        n = len(truck.abilities)
        forms = [
            ", ".join(str(data(ABILITY_BY_ID[a].name)) for a in truck.abilities),
            str(tn("{n} ability", "{n} abilities", n)),
        ]
        left = room - name_w - k.px(14)
        words = next((f for f in forms if L.fits(k, f, BODY, left)), "")
        if words:
            k.text(surface, words, (area.right - k.px(10), cy), BODY, palette.TEXT_2, False, "midright")

    # --- solitaire ------------------------------------------------------------------------

    def _belt_parts(self, surface: pygame.Surface, s: State, spots: dict[Spot, pygame.Rect]) -> list[Part]:
        k = self.kit
        parts: list[Part] = []
        for j, name in enumerate(("A", "B")):
            lane = spots[Spot("lane", name)]
            _, front, tag = self._belt_tag(name, lane)
            slots = tuple(spots[Spot("belt", name, i)] for i in range(len(s.belts[j])))
            where = lane.inflate(k.px(8), k.px(8)).union(front).union(tag).unionall(list(slots))
            key = (k.scale, s.belts[j], _rects(slots))
            parts.append(Part(("belt", name), key, where, partial(self._draw_belt, surface, s, name, spots)))
        return parts

    def _belt_tag(self, name: str, lane: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect, pygame.Rect]:
        """A belt's name, the gold frame of its front (the four mints that can be loaded) and the
        tag above that frame its name lies on."""
        k = self.kit
        slot = lane.height / 12
        front = pygame.Rect(lane.x - k.px(4), lane.y - k.px(4), lane.width + k.px(8), int(slot * 4) + k.px(8))
        surf = k.render(str(t("Belt {belt} front", belt=name)), BODY, palette.TEXT, True)
        tag = surf.get_rect(midbottom=(lane.centerx, front.y - k.px(2))).inflate(k.px(10), 0)
        return surf, front, tag

    def _draw_belt(self, surface: pygame.Surface, s: State, name: str, spots: dict[Spot, pygame.Rect]) -> None:
        k = self.kit
        lane = spots[Spot("lane", name)]
        pygame.draw.rect(surface, palette.hexc("#5B6B66"), lane.inflate(k.px(8), k.px(8)), border_radius=k.px(8))
        pygame.draw.rect(surface, palette.hexc("#7D8C87"), lane, border_radius=k.px(6))
        slot = lane.height / 12
        for i in range(13):
            y = int(lane.y + i * slot)
            pygame.draw.line(surface, palette.hexc("#6A7873"), (lane.x, y), (lane.right, y), 1)
        surf, front, tag = self._belt_tag(name, lane)
        pygame.draw.rect(surface, palette.GOLD, front, max(2, k.px(2)), border_radius=k.px(8))
        belt = s.belts[0 if name == "A" else 1]
        for i, m in enumerate(belt):
            r = spots[Spot("belt", name, i)]
            k.mint(surface, r.center, min(r.width, r.height) * 0.38, KIND[m])
        # its name on a gold tag above the front
        pygame.draw.rect(surface, palette.lighter(palette.GOLD, 0.6), tag, border_radius=tag.height // 2)
        pygame.draw.rect(surface, palette.GOLD, tag, max(1, k.px(1.5)), border_radius=tag.height // 2)
        surface.blit(surf, surf.get_rect(center=tag.center))

    def _solo_parts(
        self, surface: pygame.Surface, s: State, viewer: int | None, spots: dict[Spot, pygame.Rect], you: bool = True
    ) -> list[Part]:
        """The order stacks, the person's area (unless it lies in their own strip: not ``you``), the
        turned-in tray and the AI driver's panel."""
        k = self.kit
        stacks = spots[Spot("stacks")]
        cells = [spots[Spot("stack", i)] for i in range(len(s.towns))]
        key: Any = (k.scale, self.accent, tuple((st.row[:1], len(st.deck)) for st in s.towns), _rects(cells))
        where = stacks.unionall([card_area(k, r) for r in cells])
        parts = framed(k, surface, "stacks", stacks, key, where, partial(self._draw_stacks, surface, s, spots))
        if you:
            parts += self._area_parts(surface, s, 0, 0 if viewer is None else viewer, spots)
        # the tray the mints of completed orders wait in for a belt (empty most of the time)
        tray = self._tray_rect(spots)
        backs = [spots[Spot("return", MINTS[m])] for m in sorted(set(s.returns))]
        key = (k.scale, s.returns, _rects(backs))
        parts += framed(
            k, surface, "tray", tray, key, tray.unionall(backs), partial(self._draw_tray, surface, s, spots)
        )
        ai = spots[Spot("area", seat=1)]
        t1 = s.trucks[1]
        own = [Spot("ai", "motive"), Spot("mints", seat=1), *(Spot("mint", m, 1) for m in MINTS)]
        own += [Spot("order", ORDERS[o].id) for o in t1.orders]
        motive = solo_rules.settle_motive(s) if s.phase == "play" else s.motive
        said = (L.ai_info(s), L.ai_words(s), motive, s.turn.seat == 1 and s.phase == "play")
        key = (
            k.scale,
            self.accent,
            s.driver,
            said,
            t1.mints,
            t1.orders,
            t1.done,
            tuple(tuple(spots[i]) if i in spots else None for i in own),
        )
        cards = [spots[sid] for sid in own[5:] if sid in spots]
        where = ai.unionall([card_area(k, r) for r in cards]).union(pile_area(k, spots[Spot("done", seat=1)]))
        parts += framed(k, surface, "ai", ai, key, where, partial(self._draw_ai, surface, s, spots))
        return parts

    def _draw_stacks(self, surface: pygame.Surface, s: State, spots: dict[Spot, pygame.Rect]) -> None:
        """The order stacks' panel: its title, how many stacks are empty, and each stack's top
        order with how many lie below it."""
        k = self.kit
        stacks = spots[Spot("stacks")]
        k.panel(surface, stacks, shadow=False)
        cy = stacks.y + k.px(8) + k.font(TITLE, True).get_linesize() // 2
        tr = k.text(surface, str(t("Order stacks")), (stacks.x + k.px(12), cy), TITLE, palette.TEXT, True, "midleft")
        empty = sum(1 for st in s.towns if not st.row and not st.deck)
        forms = (
            str(tn("{n} of 4 empty (3 ends the game)", "{n} of 4 empty (3 ends the game)", empty)),
            str(tn("{n} of 4 empty", "{n} of 4 empty", empty)),
            str(tn("{n}/4 empty", "{n}/4 empty", empty)),
        )
        room = stacks.right - k.px(12) - tr.right - k.px(12)
        words = L.first_fit(k, forms, BODY, room)
        k.text(surface, words, (stacks.right - k.px(12), cy), BODY, palette.TEXT_2, False, "midright")
        for i, st in enumerate(s.towns):
            r = spots[Spot("stack", i)]
            if st.row:
                self.order_card(surface, r, st.row[0])
            else:
                pygame.draw.rect(surface, palette.BORDER, r, max(1, k.px(2)), border_radius=k.px(6))
            more = str(t("{n} more", n=len(st.deck)))
            L.line(
                k,
                surface,
                more,
                (r.centerx, r.bottom + k.px(2)),
                BODY,
                palette.TEXT_2,
                False,
                "midtop",
                r.width + k.px(16),
            )

    def _draw_tray(self, surface: pygame.Surface, s: State, spots: dict[Spot, pygame.Rect]) -> None:
        k = self.kit
        tray = self._tray_rect(spots)
        k.panel(surface, tray, palette.lighter(palette.GOLD, 0.7) if s.returns else palette.PANEL, shadow=False)
        tr = k.text(
            surface, str(t("Turned in:")), (tray.x + k.px(12), tray.centery), BODY, palette.TEXT, True, "midleft"
        )
        if not s.returns:
            k.text(surface, str(t("none")), (tr.right + k.px(10), tray.centery), BODY, palette.TEXT_2, False, "midleft")
        else:
            for m in sorted(set(s.returns)):
                r = spots[Spot("return", MINTS[m])]
                for j in range(s.returns.count(m)):
                    k.mint(surface, (r.x + k.px(16) + j * k.px(14), r.centery), k.px(12), KIND[m])

    def _draw_ai(self, surface: pygame.Surface, s: State, spots: dict[Spot, pygame.Rect]) -> None:
        k = self.kit
        d = DRIVER_BY_ID[s.driver]
        area = spots[Spot("area", seat=1)]
        colour = palette.hexc(d.colour)
        acting = s.turn.seat == 1 and s.phase == "play"
        k.panel(surface, area, palette.lighter(colour, 0.85) if acting else palette.PANEL, shadow=False)
        parts = self._ai_parts(s, area)
        title = parts["title"]
        ink = palette.darker(colour, 0.8)
        L.line(
            k,
            surface,
            str(t("{driver} (AI)", driver=data(d.name))),
            title.topleft,
            TITLE,
            ink,
            True,
            max_width=title.width,
        )
        L.block(k, surface, L.ai_info(s), parts["info"], BODY, palette.TEXT_2)
        mot = spots[Spot("ai", "motive")]
        motive = solo_rules.settle_motive(s) if s.phase == "play" else s.motive
        w = (mot.width - k.px(8)) // 3
        for i, m in enumerate(L.MOTIVE_ORDER):
            r = pygame.Rect(mot.x + i * (w + k.px(4)), mot.y, w, mot.height)
            on = m == motive
            pygame.draw.rect(
                surface, self.accent if on else palette.darker(palette.PANEL, 0.95), r, border_radius=k.px(6)
            )
            words = r.inflate(-k.px(8), -k.px(4))
            L.block(
                k, surface, str(solo_rules.MOTIVES[m]), words, BODY, palette.WHITE if on else palette.TEXT_2, True, True
            )
        L.block(k, surface, L.ai_words(s), parts["words"], BODY, palette.TEXT)
        self._mint_row(surface, s, 1, area, spots, ai=True)
        ai = s.trucks[1]
        for o in ai.orders:
            card = spots.get(Spot("order", ORDERS[o].id))
            if card is not None:
                self.order_card(surface, card, o)
        self._draw_done(surface, spots[Spot("done", seat=1)], ai.done, True)


def _rects(rects: Any) -> tuple[tuple[int, int, int, int], ...]:
    return tuple((r.x, r.y, r.width, r.height) for r in rects)


def _arrow(
    surface: pygame.Surface, colour: palette.Color, a: tuple[int, int], b: tuple[int, int], width: int, head: int
) -> None:
    pygame.draw.line(surface, colour, a, b, width)
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    p1 = (b[0] - head * math.cos(ang - 0.45), b[1] - head * math.sin(ang - 0.45))
    p2 = (b[0] - head * math.cos(ang + 0.45), b[1] - head * math.sin(ang + 0.45))
    pygame.draw.polygon(surface, colour, [b, p1, p2])
