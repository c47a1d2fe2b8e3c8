"""The Mint Control table: location cards, the tile pool with the supply, and each player's area.

Spot ids (``Spot`` values; the rules' actions name them):
    Spot("loc", id)             a location card (drop a token here to influence; click to claim)
    Spot("token", id, seat)     a seat's token on a location (only while an Oust perk is pending)
    Spot("tile", tile)          an action tile still in the pool
    Spot("area", seat=seat)     the tile row of a player's area (drop a tile here to pick it)
    Spot("tokens", seat=seat)   a player's unplaced tokens
    Spot("player", seat=seat)   a player's name and mints (click to steal from them)
    Spot("supply")              the shared mint supply (drop an ousted token here; click to scavenge)
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from mint.core.game import Action, IllegalActionError
from mint.core.spots import Spot, SpotId
from mint.core.text import count
from mint.games.control import rules as R
from mint.games.control.actions import SUPPLY
from mint.games.control.cards import BY_ID, TILE_BY_ID
from mint.ui import palette
from mint.ui.kit import Kit
from mint.ui.view_api import GameView

ACCENT = palette.ACCENTS["control"]
CARD_FACE = palette.PANEL
SLOT = palette.hexc("#E3ECE8")

# One short line per effect for the card face; the tooltip gives the whole text.
_EFFECT_LINE = {
    "CITY_HALL": "Controller: +1 mint on picking a tile",
    "TIE_BREAKER": "Controller wins ties at other locations",
    "LOTTO_DISCOUNT": "Own token here: the next costs 1 less",
    "GALLERY": "1 point per token; no stars for control",
    "WHOLESALER": "Controller: +1 mint from Earn",
    "SUPPLIER": "Controller influences free after picking Influence",
    "COURTHOUSE": "Ousting from here costs 1 more",
    "BANK": "Controller: +1 mint at the end of each round",
    "NONE": "",
}
_LOTTO_GLOBAL = "Controller pays 1 less everywhere"
_WHOLESALER_OWN = "Controller: +1 mint from their own Earn"
_SUPPLIER_ALWAYS = "Controller always influences free"

_TILE_LINES = {
    "earn": ("All: +1 mint", "Perk: +1 more"),
    "influence": ("All: place 1 token", "Perk: 1 mint cheaper"),
    "oust": ("All: +1 mint", "Perk: pay 1 to oust a token, 3 more for a second"),
    "presence": ("All: presence bonuses", "Perk: 1 ousted bonus"),
    "scavenge": ("All: nothing", "Perk: +1 or steal 1"),
}


def _name(key: str | int | None, names: Any) -> str | None:
    """``key`` when it names one of ``names`` (a location or a tile id), else None."""
    return key if isinstance(key, str) and key in names else None


def _crown_points(cx: float, cy: float, w: float) -> list[tuple[float, float]]:
    h = w * 0.7
    x0, x1 = cx - w / 2, cx + w / 2
    top, base = cy - h / 2, cy + h / 2
    return [
        (x0, base),
        (x0, top + h * 0.25),
        (x0 + w * 0.25, top + h * 0.6),
        (cx, top),
        (x1 - w * 0.25, top + h * 0.6),
        (x1, top + h * 0.25),
        (x1, base),
    ]


class ControlView(GameView):
    accent = ACCENT
    glide_s = 0.25

    def __init__(self, rules: Any, kit: Kit) -> None:
        super().__init__(rules, kit)
        self._geo_key: Any = None
        self._geo: dict[str, Any] = {}

    def set_kit(self, kit: Kit) -> None:
        super().set_kit(kit)
        self._geo_key = None

    # --- geometry --------------------------------------------------------------------------------

    def _geometry(self, obs: R.State, rect: pygame.Rect) -> dict[str, Any]:
        key = (tuple(rect), obs.locs, len(obs.seats), self.kit.scale)
        if key == self._geo_key:
            return self._geo
        k = self.kit
        gap = k.px(14)
        n_locs = len(obs.locs)
        rows = 1 if n_locs <= 4 else 2
        cols = math.ceil(n_locs / rows)
        players_h = min(k.px(250), int(rect.height * 0.27))
        pool_h = min(k.px(170), int(rect.height * 0.19))
        locs_h = rect.height - players_h - pool_h - 2 * gap
        card_w = min(k.px(360), (rect.width - (cols + 1) * gap) // cols)
        card_h = min(int(card_w * 0.78), (locs_h - (rows - 1) * gap) // rows)
        grid_w = cols * card_w + (cols - 1) * gap
        x0 = rect.x + (rect.width - grid_w) // 2
        y0 = rect.y + (locs_h - (rows * card_h + (rows - 1) * gap)) // 2
        cards = {}
        for i, lid in enumerate(obs.locs):
            row, col = divmod(i, cols)
            in_row = min(cols, n_locs - row * cols)
            xr = rect.x + (rect.width - (in_row * card_w + (in_row - 1) * gap)) // 2 if in_row < cols else x0
            cards[lid] = pygame.Rect(xr + col * (card_w + gap), y0 + row * (card_h + gap), card_w, card_h)

        pool_y = rect.y + locs_h + gap
        supply_w = min(k.px(230), rect.width // 6)
        tile_w = min(k.px(200), (rect.width - supply_w - 7 * gap) // 5)
        tile_h = pool_h - k.px(6)
        row_w = 5 * tile_w + 4 * gap + 2 * gap + supply_w
        tx = rect.x + (rect.width - row_w) // 2
        tiles = {t: pygame.Rect(tx + i * (tile_w + gap), pool_y, tile_w, tile_h) for i, t in enumerate(R.TILE_IDS)}
        supply = pygame.Rect(tx + 5 * (tile_w + gap) + gap, pool_y, supply_w, tile_h)

        n = len(obs.seats)
        area_y = rect.bottom - players_h
        area_w = (rect.width - (n + 1) * gap) // n
        areas = {}
        for s in range(n):
            a = pygame.Rect(rect.x + gap + s * (area_w + gap), area_y, area_w, players_h)
            head_h = k.px(64)
            head = pygame.Rect(a.x, a.y, a.width, head_h)
            rest = pygame.Rect(
                a.x + k.px(10), head.bottom + k.px(4), a.width - k.px(20), a.bottom - head.bottom - k.px(12)
            )
            half = (rest.height - k.px(8)) // 2
            tokens = pygame.Rect(rest.x, rest.y, rest.width, half)
            tiles_r = pygame.Rect(rest.x, tokens.bottom + k.px(8), rest.width, rest.bottom - tokens.bottom - k.px(8))
            areas[s] = {"panel": a, "head": head, "tokens": tokens, "tiles": tiles_r}
        self._geo_key = key
        self._geo = {"cards": cards, "tiles": tiles, "supply": supply, "areas": areas}
        return self._geo

    def _card_parts(self, r: pygame.Rect) -> dict[str, pygame.Rect]:
        k = self.kit
        band = max(k.px(34), r.height // 7)
        pad = k.px(10)
        info = pygame.Rect(r.x + pad, r.y + band + k.px(6), r.width - 2 * pad, k.px(30))
        bottom_h = max(k.px(44), r.height // 5)
        bottom = pygame.Rect(r.x + pad, r.bottom - bottom_h - pad, r.width - 2 * pad, bottom_h)
        middle = pygame.Rect(r.x + pad, info.bottom + k.px(4), r.width - 2 * pad, bottom.top - info.bottom - k.px(8))
        slots_h = min(middle.height * 3 // 5, k.px(56))
        slots = pygame.Rect(middle.x, middle.y, middle.width, slots_h)
        text = pygame.Rect(middle.x, slots.bottom + k.px(4), middle.width, middle.bottom - slots.bottom - k.px(4))
        return {
            "band": pygame.Rect(r.x, r.y, r.width, band),
            "info": info,
            "slots": slots,
            "text": text,
            "bottom": bottom,
        }

    def _slot_centres(self, lid: str, slots: pygame.Rect) -> tuple[list[tuple[int, int]], int]:
        spaces = BY_ID[lid].spaces
        radius = max(self.kit.px(8), min(slots.height // 2 - self.kit.px(4), slots.width // (2 * spaces + 2)))
        step = min(slots.width // spaces, radius * 3)
        x0 = slots.centerx - step * (spaces - 1) / 2
        return [(int(x0 + i * step), slots.centery) for i in range(spaces)], radius

    @staticmethod
    def _slot_owners(obs: R.State, i: int) -> list[int]:
        """Who sits in each space of location ``i``, in seat order, then open spaces (-1)."""
        row = obs.tokens[i]
        owners = [s for s, k in enumerate(row) for _ in range(k)]
        return owners + [-1] * (BY_ID[obs.locs[i]].spaces - len(owners))

    # --- GameView API ----------------------------------------------------------------------------

    def layout(self, obs: R.State, viewer: int | None, rect: pygame.Rect) -> dict[Spot, pygame.Rect]:
        g = self._geometry(obs, rect)
        spots: dict[Spot, pygame.Rect] = {}
        for lid, r in g["cards"].items():
            spots[Spot("loc", lid)] = r
        self._more: dict[Spot, list[pygame.Rect]] = {}
        if obs.tile == "oust" and obs.cursor == 1 and not obs.steals:
            for i, lid in enumerate(obs.locs):
                centres, radius = self._slot_centres(lid, self._card_parts(g["cards"][lid])["slots"])
                for j, owner in enumerate(self._slot_owners(obs, i)):
                    if owner >= 0:  # the last token of each owner is its spot; the others may be dragged too
                        c = centres[j]
                        r = pygame.Rect(c[0] - radius, c[1] - radius, 2 * radius, 2 * radius)
                        sid = Spot("token", lid, owner)
                        if sid in spots:
                            self._more.setdefault(sid, []).append(spots[sid])
                        spots[sid] = r
        pool = obs.pool
        for t, r in g["tiles"].items():
            if t in pool:
                spots[Spot("tile", t)] = r
        spots[SUPPLY] = g["supply"]
        for s, a in g["areas"].items():
            spots[Spot("player", seat=s)] = a["head"]
            spots[Spot("tokens", seat=s)] = a["tokens"]
            spots[Spot("area", seat=s)] = a["tiles"]
        return spots

    def more_regions(self, obs: R.State) -> dict[Spot, list[pygame.Rect]]:
        """The other tokens of an owner on a card while an oust is to be chosen: any may be dragged."""
        return dict(getattr(self, "_more", {}))

    def draw(
        self,
        surface: pygame.Surface,
        obs: R.State,
        viewer: int | None,
        rect: pygame.Rect,
        spots: dict[Spot, pygame.Rect],
    ) -> None:
        g = self._geometry(obs, rect)
        ctrl = R.controllers(obs)
        for i, lid in enumerate(obs.locs):
            self._draw_location(surface, obs, i, lid, g["cards"][lid], ctrl[i])
        self._draw_pool(surface, obs, g)
        for s, a in g["areas"].items():
            self._draw_area(surface, obs, s, a)
        # Choices made by a click (a Presence claim, a Scavenge, a steal) get a quiet outline.
        if R.to_act(obs) is not None:
            k = self.kit
            for act in R.legal_actions(obs):
                if act.target and not act.source and act.target in spots:
                    r = spots[act.target].inflate(k.px(4), k.px(4))
                    pygame.draw.rect(surface, palette.LEGAL, r, max(2, k.px(2)), border_radius=k.px(10))

    # --- drawing ---------------------------------------------------------------------------------

    def _draw_location(
        self, surface: pygame.Surface, obs: R.State, i: int, lid: str, r: pygame.Rect, controller: int
    ) -> None:
        k = self.kit
        loc = BY_ID[lid]
        parts = self._card_parts(r)
        k.card(surface, r, loc.name, ACCENT, CARD_FACE, title_size=19)
        if controller >= 0:
            colour = k.player_color(controller)
            pygame.draw.rect(surface, colour, r, max(2, k.px(4)), border_radius=max(3, int(min(r.size) * 0.04)))
            band = parts["band"]
            cw = min(band.height * 1.1, k.px(34))
            pts = _crown_points(band.right - cw * 0.8, band.centery, cw)
            pygame.draw.polygon(surface, colour, pts)
            pygame.draw.polygon(surface, palette.WHITE, pts, max(1, k.px(2)))
        info = parts["info"]
        # cost on the left: a mint and the number
        k.mint(surface, (info.x + k.px(12), info.centery), k.px(11))
        k.text(surface, str(loc.cost), (info.x + k.px(28), info.centery), 22, palette.TEXT, True, "midleft")
        # stars on the right
        if loc.effect == "GALLERY":
            tr = k.text(surface, "each", (info.right, info.centery), 15, palette.TEXT_2, False, "midright")
            k.star(surface, (tr.left - k.px(16), info.centery), k.px(12), palette.GOLD, outline=True)
        elif loc.stars:
            for j in range(loc.stars):
                k.star(surface, (info.right - k.px(12) - j * k.px(26), info.centery), k.px(12))
        else:
            k.text(surface, "no stars", (info.right, info.centery), 15, palette.TEXT_2, False, "midright")
        # spaces with tokens
        centres, radius = self._slot_centres(lid, parts["slots"])
        for (cx, cy), owner in zip(centres, self._slot_owners(obs, i)):
            if owner < 0:
                pygame.draw.circle(surface, SLOT, (cx, cy), radius)
                pygame.draw.circle(surface, palette.BORDER, (cx, cy), radius, max(1, k.px(2)))
            else:
                k.token(surface, (cx, cy), radius * 0.9, owner)
        # effect line
        line = self._effect_line(obs, loc.effect)
        if line:
            k.paragraph(surface, line, parts["text"], 16, palette.TEXT_2)
        # bonuses: ousted bottom left, presence bottom right
        b = parts["bottom"]
        half = (b.width - k.px(8)) // 2
        for j, (label, bonus) in enumerate((("Ousted", loc.ousted), ("Presence", loc.presence))):
            box = pygame.Rect(b.x + j * (half + k.px(8)), b.y, half, b.height)
            pygame.draw.rect(surface, palette.hexc("#F3EEE3"), box, border_radius=k.px(6))
            k.text(surface, label, (box.x + k.px(6), box.y + k.px(3)), 13, palette.TEXT_2)
            value = {"GAIN": f"+{bonus.amount}", "STEAL": f"steal {bonus.amount}", "NONE": "—"}[bonus.kind]
            vy = box.bottom - k.px(4)
            if bonus.kind == "NONE":
                k.text(surface, value, (box.centerx, vy), 18, palette.TEXT_2, True, "midbottom")
            else:
                tr = k.text(surface, value, (box.centerx + k.px(10), vy), 18, palette.TEXT, True, "midbottom")
                k.mint(surface, (tr.left - k.px(12), tr.centery), k.px(8))

    def _effect_line(self, obs: R.State, effect: str) -> str:
        if effect == "LOTTO_DISCOUNT" and obs.lotto == "global":
            return _LOTTO_GLOBAL
        if effect == "WHOLESALER" and obs.wholesaler == "own":
            return _WHOLESALER_OWN
        if effect == "SUPPLIER" and obs.supplier == "always":
            return _SUPPLIER_ALWAYS
        return _EFFECT_LINE.get(effect, "")

    def _draw_tile(
        self, surface: pygame.Surface, r: pygame.Rect, tile: str, active: bool = False, small: bool = False
    ) -> None:
        k = self.kit
        face = palette.hexc("#FBE9EC") if active else CARD_FACE
        body = k.card(surface, r, TILE_BY_ID[tile].name, ACCENT, face, title_size=14 if small else 18)
        if active:
            pygame.draw.rect(surface, palette.GOLD, r, max(2, k.px(3)), border_radius=max(3, int(min(r.size) * 0.04)))
        if small:
            return
        top, bottom = _TILE_LINES[tile]
        inner = body.inflate(-k.px(12), -k.px(8))
        k.text(surface, top, (inner.x, inner.y + k.px(4)), 15, palette.TEXT, True, max_width=inner.width)
        k.paragraph(
            surface,
            bottom,
            pygame.Rect(inner.x, inner.y + k.px(30), inner.width, inner.height - k.px(30)),
            14,
            palette.TEXT_2,
        )

    def _draw_pool(self, surface: pygame.Surface, obs: R.State, g: dict[str, Any]) -> None:
        k = self.kit
        pool = obs.pool
        for t, r in g["tiles"].items():
            if t in pool:
                self._draw_tile(surface, r, t)
            else:
                pygame.draw.rect(surface, palette.darker(palette.TABLE, 0.94), r, border_radius=k.px(10))
                pygame.draw.rect(surface, palette.BORDER, r, max(1, k.px(1.5)), border_radius=k.px(10))
                k.text(surface, TILE_BY_ID[t].name, r.center, 15, palette.TEXT_2, False, "center")
        sr = g["supply"]
        k.panel(surface, sr)
        k.text(surface, "Supply", (sr.centerx, sr.y + k.px(8)), 16, palette.TEXT_2, True, "midtop")
        self._mint_pile(
            surface,
            obs.supply,
            pygame.Rect(sr.x + k.px(12), sr.y + k.px(34), sr.width - k.px(24), sr.height - k.px(66)),
            k.px(9),
        )
        k.text(
            surface,
            f"{obs.supply} of {R.MINTS} mints",
            (sr.centerx, sr.bottom - k.px(8)),
            16,
            palette.TEXT,
            True,
            "midbottom",
        )

    def _mint_pile(self, surface: pygame.Surface, count: int, r: pygame.Rect, radius: int) -> None:
        step = int(radius * 2.3)
        per_row = max(1, r.width // step)
        rows = max(1, r.height // step)
        shown = min(count, per_row * rows)
        used_rows = max(1, math.ceil(shown / per_row))
        y0 = r.centery - (used_rows * step) // 2 + radius
        for j in range(shown):
            row, col = divmod(j, per_row)
            in_row = min(per_row, shown - row * per_row)
            x0 = r.centerx - (in_row * step) // 2 + radius
            self.kit.mint(surface, (x0 + col * step, y0 + row * step), radius)

    def _draw_area(self, surface: pygame.Surface, obs: R.State, s: int, a: dict[str, pygame.Rect]) -> None:
        k = self.kit
        panel = a["panel"]
        acting = R.to_act(obs) == s
        k.panel(surface, panel, border=k.player_color(s) if acting else palette.BORDER)
        if acting:
            pygame.draw.rect(surface, k.player_color(s), panel, max(2, k.px(3)), border_radius=k.px(10))
        head = a["head"]
        k.token(surface, (head.x + k.px(24), head.y + k.px(24)), k.px(13), s)
        name = R.seat_name(obs, s)
        x = head.x + k.px(46)
        if s == obs.start:
            badge = pygame.Rect(head.right - k.px(44), head.y + k.px(10), k.px(34), k.px(26))
            pygame.draw.rect(surface, ACCENT, badge, border_radius=k.px(6))
            k.text(surface, "1st", badge.center, 14, palette.WHITE, True, "center")
        k.text(
            surface,
            name,
            (x, head.y + k.px(24)),
            19,
            palette.TEXT,
            True,
            "midleft",
            max_width=head.right - x - k.px(52),
        )
        # mints: an icon and the count
        my = head.y + k.px(50)
        k.mint(surface, (x + k.px(8), my), k.px(9))
        k.text(
            surface,
            f"{obs.mints[s]} mint{'s' if obs.mints[s] != 1 else ''}",
            (x + k.px(22), my),
            16,
            palette.TEXT,
            True,
            "midleft",
        )
        left = R.TOKENS - R.placed(obs, s)
        k.text(
            surface, f"{R.placed(obs, s)} placed", (head.right - k.px(10), my), 15, palette.TEXT_2, False, "midright"
        )
        # unplaced tokens
        tr = a["tokens"]
        pygame.draw.rect(surface, palette.hexc("#F1F6F3"), tr, border_radius=k.px(8))
        radius = min(tr.height // 2 - k.px(6), tr.width // 12)
        for j in range(left):
            k.token(surface, (tr.x + k.px(8) + radius + j * (radius * 2 + k.px(6)), tr.centery), radius, s)
        if not left:
            k.text(surface, "all tokens placed", tr.center, 14, palette.TEXT_2, False, "center")
        # picked tiles
        tl = a["tiles"]
        pygame.draw.rect(surface, palette.hexc("#F1F6F3"), tl, border_radius=k.px(8))
        pygame.draw.rect(surface, palette.BORDER, tl, 1, border_radius=k.px(8))
        held = obs.held[s]
        if not held:
            k.text(surface, "picked tiles go here", tl.center, 14, palette.TEXT_2, False, "center")
        tw = min(k.px(120), (tl.width - k.px(8)) // 2 - k.px(4))
        for j, t in enumerate(held):
            r = pygame.Rect(tl.x + k.px(4) + j * (tw + k.px(6)), tl.y + k.px(4), tw, tl.height - k.px(8))
            self._draw_tile(surface, r, t, active=(obs.tile == t and obs.chooser == s), small=True)

    # --- words -----------------------------------------------------------------------------------

    def status(self, obs: R.State) -> str:
        if obs.over:
            return "The game is over."
        seat = R.to_act(obs)
        who = R.seat_name(obs, seat) if seat is not None else ""
        if obs.steals:
            return f"{who} chooses whom to steal from."
        if not obs.tile:
            return f"Round {obs.round}: {who} picks an action tile (drag it to their area)."
        name = R.TILE_NAMES[obs.tile]
        chooser = R.seat_name(obs, obs.chooser)
        if obs.cursor == 1:
            return {
                "oust": f"{name} perk: {chooser} may pay {1 if not obs.removed else 3} to drag a token to the supply.",
                "presence": f"{name} perk: {chooser} may click a location they control for its ousted bonus.",
                "scavenge": f"{name} perk: {chooser} clicks the supply or a player to steal from.",
            }.get(obs.tile, f"{name} perk")
        if obs.tile == "influence":
            extra = " (the perk: 1 cheaper)" if seat == obs.chooser else ""
            return f"{name}: {who} may drag a token onto a location{extra}."
        return f"{name} picked by {chooser}."

    def seat_summary(self, obs: R.State, seat: int) -> str:
        held = ", ".join(R.TILE_NAMES[t] for t in obs.held[seat])
        text = f"{count(obs.mints[seat], 'mint')} · {count(R.TOKENS - R.placed(obs, seat), 'token')} left"
        return text + (f" · {held}" if held else "")

    def tooltip(self, obs: R.State, spot: SpotId) -> str | None:
        if not isinstance(spot, Spot):
            return None
        kind, s = spot.kind, spot.seat
        lid = _name(spot.key, BY_ID)
        if kind == "loc" and lid:
            return self._location_text(obs, lid)
        if kind == "token" and lid and s is not None:
            i = obs.locs.index(lid) if lid in obs.locs else -1
            cost = R.oust_cost(obs, i) if i >= 0 else 0
            return (
                f"{R.seat_name(obs, s)}'s token on {BY_ID[lid].name}. Drag it to the supply to "
                f"oust it for {cost} mint{'s' if cost != 1 else ''}; its owner gains {BY_ID[lid].ousted.text}."
            )
        tile = _name(spot.key, TILE_BY_ID)
        if kind == "tile" and tile:
            t = TILE_BY_ID[tile]
            return f"{t.name}. Everyone: {t.action} Whoever picks it, after their own action: {t.perk}"
        if kind in ("area", "player", "tokens") and s is not None and 0 <= s < len(obs.seats):
            name = R.seat_name(obs, s)
            if kind == "tokens":
                return (
                    f"{name}'s {R.TOKENS - R.placed(obs, s)} unplaced tokens: drag one onto a location to influence it."
                )
            if kind == "area":
                return f"{name}'s picked tiles. Drag a tile from the pool here to pick it."
            return f"{name}: {count(obs.mints[s], 'mint')}, {count(R.placed(obs, s), 'token')} placed, {count(R.scores(obs)[s], 'point')} now."
        if spot == SUPPLY:
            return f"The supply: {obs.supply} of {R.MINTS} mints. Nobody gains more than is left here."
        return None

    def _location_text(self, obs: R.State, lid: str) -> str:
        loc = BY_ID[lid]
        stars = (
            "1 point per own token (no stars for control)"
            if loc.effect == "GALLERY"
            else f"{loc.stars} star{'s' if loc.stars != 1 else ''}"
        )
        lines = [f"{loc.name}: {stars}; costs {loc.cost} to influence; {loc.spaces} spaces."]
        if loc.effect != "NONE":
            lines.append(self._effect_line(obs, loc.effect) + ".")
        lines.append(f"Ousted bonus: {loc.ousted.text}. Presence bonus: {loc.presence.text}.")
        if lid in obs.locs:
            i = obs.locs.index(lid)
            row = obs.tokens[i]
            held = ", ".join(f"{R.seat_name(obs, s)} {k}" for s, k in enumerate(row) if k)
            c = R.controller(obs, i)
            lines.append(
                f"Tokens: {held or 'none'}. "
                + (f"Controlled by {R.seat_name(obs, c)}." if c >= 0 else "Nobody controls it.")
            )
            seat = R.to_act(obs)
            if seat is not None and obs.tile == "influence" and obs.cursor != 1:
                lines.append(f"{R.seat_name(obs, seat)} would pay {R.influence_cost(obs, seat, i)}.")
        return " ".join(lines)

    def glide_for(self, obs: R.State, action: Action) -> tuple[Spot, Spot] | None:
        if isinstance(action, (R.Claim, R.Scavenge, R.Steal)):
            # the mints come from the card, the supply or the victim to the one who acts
            return action.target, Spot("player", seat=R.to_act(obs))
        return None

    def illegal_reason(self, obs: R.State, source: SpotId, target: SpotId | None) -> str | None:
        action = self._action_for(obs, source, target)
        if action is None:
            return None
        try:
            R.apply(obs, action)
        except IllegalActionError as exc:
            return str(exc)
        return None

    @staticmethod
    def _action_for(obs: R.State, source: SpotId, target: SpotId | None) -> Action | None:
        if not isinstance(source, Spot) or not isinstance(target, Spot):
            return None
        lid = _name(target.key, BY_ID)
        if source.kind == "tokens" and target.kind == "loc" and source.seat is not None and lid:
            return R.Influence(source.seat, lid)
        tile = _name(source.key, TILE_BY_ID)
        if source.kind == "tile" and target.kind == "area" and target.seat is not None and tile:
            return R.Pick(target.seat, tile)
        lid = _name(source.key, BY_ID)
        if source.kind == "token" and target == SUPPLY and source.seat is not None and lid:
            return R.Oust(lid, source.seat)
        return None


VIEW = ControlView
