"""The Mint Cooperative table: county map, freshness tracks, panic track, dice, heroes, cards."""

from __future__ import annotations

from typing import Any

import pygame

from mint.core.boards import load_board
from mint.core.game import IllegalActionError
from mint.core.spots import Spot
from mint.core.text import count
from mint.games.cooperative import rules as R
from mint.games.cooperative.actions import DECK, DICE, SPARE, SUPPLY
from mint.games.cooperative.cards import FACES, HEROES, STUNTS, TOWNS, TROUBLE, VILLAINS
from mint.ui import palette
from mint.ui.kit import Kit
from mint.ui.palette import Color, hexc
from mint.ui.view_api import GameView

ACCENT = palette.ACCENTS["cooperative"]
RED = palette.DANGER
DIM = (226, 214, 214)
FACE_SHORT = {1: "Mint 1", 2: "Mint 2", 3: "Run + Mint 1", 4: "Fly, Panic −2", 5: "Feat", 6: "Weakness"}
PHASE_HELP = {
    "pick": "Choose a hero for the next place at the table",
    "roll": "One die is left: roll all four dice for a new round",
    "check": "Spend a Mint It Up! mint on a die before the trouble check, or keep the roll",
    "spend": "Spend a Mint It Up! mint on a die before the next hero takes one, or keep it",
    "fix": "Choose the new face for the die",
    "reveal": "Reveal the next card of the trouble check",
}


PANIC = Spot("panic")
VILLAIN = Spot("villain")


def _colour(hero_or_town: str) -> Color:
    town = HEROES[hero_or_town].home if hero_or_town in HEROES else hero_or_town
    return hexc(TOWNS[town].colour)


def _initials(hero: str) -> str:
    words = [w for w in HEROES[hero].name.split() if w.lower() != "the"]
    return "".join(w[0] for w in words[:2]).upper()


class CooperativeView(GameView):
    """Draws a Mint Cooperative observation; every spot id matches an action's source or target."""

    accent = ACCENT
    glide_s = 0.28

    def __init__(self, rules: Any, kit: Kit) -> None:
        super().__init__(rules, kit)
        self.board = load_board("cooperative")
        spots = [self.board.spot(t) for t in R.TOWN_IDS]
        self._bbox = (
            min(s.x for s in spots),
            min(s.y for s in spots),
            max(s.x + s.width for s in spots),
            max(s.y + s.height for s in spots),
        )
        self._geo_key: Any = None
        self._geo: dict[str, Any] = {}

    # --- geometry ----------------------------------------------------------------------------
    def _geometry(self, obs: R.State, rect: pygame.Rect) -> dict[str, Any]:
        nheroes = len(R.HERO_IDS) if obs.phase == "pick" else len(obs.heroes)
        key = (tuple(rect), self.kit.scale, nheroes, R.VILLAINS[obs.villain].events)
        if key == self._geo_key:
            return self._geo
        k = self.kit
        m = k.px(10)
        g: dict[str, Any] = {}
        g["panic"] = pygame.Rect(rect.x, rect.y, rect.width, k.px(70))
        bottom_h = min(k.px(300), rect.height * 30 // 100)
        bottom = pygame.Rect(rect.x, rect.bottom - bottom_h, rect.width, bottom_h)
        mid = pygame.Rect(rect.x, g["panic"].bottom + m, rect.width, bottom.top - g["panic"].bottom - 2 * m)
        map_w = int(mid.width * 0.63)
        g["map"] = pygame.Rect(mid.x, mid.y, map_w, mid.height)
        right = pygame.Rect(mid.x + map_w + m, mid.y, mid.width - map_w - m, mid.height)
        g["villain"] = pygame.Rect(right.x, right.y, right.width, int(right.height * 0.56))
        cards = pygame.Rect(right.x, g["villain"].bottom + m, right.width, right.bottom - g["villain"].bottom - m)
        deck_w = min(k.px(110), cards.width // 4)
        g["deck"] = pygame.Rect(cards.x, cards.y + k.px(26), deck_w, min(cards.height - k.px(26), k.px(150)))
        g["shown"] = pygame.Rect(cards.x + deck_w + m, cards.y, cards.width - deck_w - m, cards.height)
        g["cards"] = cards
        # towns: fit the Tiled layout into the map rect
        x0, y0, x1, y1 = self._bbox
        pad = k.px(8)
        # the map area is wider than the drawn layout: stretch across, so town cards get wider
        sx = (g["map"].width - 2 * pad) / (x1 - x0)
        sy = (g["map"].height - 2 * pad - k.px(18)) / (y1 - y0)
        sx = min(sx, sy * 1.6)
        ox = g["map"].x + (g["map"].width - (x1 - x0) * sx) / 2
        oy = g["map"].y + k.px(18) + (g["map"].height - k.px(18) - (y1 - y0) * sy) / 2
        towns = {}
        for t in R.TOWN_IDS:
            s = self.board.spot(t)
            towns[t] = pygame.Rect(
                int(ox + (s.x - x0) * sx), int(oy + (s.y - y0) * sy), int(s.width * sx), int(s.height * sy)
            )
        g["towns"] = towns
        # bottom band: dice tray with the plan, then the hero cards
        tray_w = min(k.px(430), bottom.width * 36 // 100)
        g["tray"] = pygame.Rect(bottom.x, bottom.y, tray_w, bottom.height)
        heroes = pygame.Rect(bottom.x + tray_w + m, bottom.y, bottom.width - tray_w - m, bottom.height)
        n = max(1, nheroes)
        cw = min(k.px(300), (heroes.width - (n - 1) * m) // n)
        g["hero_cards"] = [pygame.Rect(heroes.x + i * (cw + m), heroes.y, cw, heroes.height) for i in range(n)]
        self._geo, self._geo_key = g, key
        return g

    def _track_rects(self, town_rect: pygame.Rect) -> tuple[pygame.Rect, list[pygame.Rect]]:
        k = self.kit
        band = max(k.px(22), town_rect.height // 5)
        inner = pygame.Rect(
            town_rect.x + k.px(8),
            town_rect.y + band + k.px(6),
            town_rect.width - k.px(16),
            int(town_rect.height * 0.42),
        )
        gap = k.px(4)
        w = (inner.width - 4 * gap) // 5
        slots = [pygame.Rect(inner.x + i * (w + gap), inner.y, w, inner.height) for i in range(5)]
        return inner, slots

    def _token_rect(self, town_rect: pygame.Rect) -> pygame.Rect:
        """Where villain tokens sit on a town: the middle of its bottom row."""
        k = self.kit
        return pygame.Rect(town_rect.centerx - k.px(30), town_rect.bottom - k.px(30), k.px(70), k.px(26))

    def _meeple_rects(self, obs: R.State, g: dict[str, Any]) -> dict[str, pygame.Rect]:
        k = self.kit
        out = {}
        by_town: dict[int, list[int]] = {}
        for h, w in enumerate(obs.where):
            if w >= 0 and obs.heroes[h]:
                by_town.setdefault(w, []).append(h)
        size = k.px(34)
        for town, heroes in by_town.items():
            tr = g["towns"][R.TOWN_IDS[town]]
            for j, h in enumerate(heroes):
                x = tr.x + k.px(8) + j * (size + k.px(4))
                out[obs.heroes[h]] = pygame.Rect(x, tr.bottom - size - k.px(6), size, size)
        return out

    def _dice_rects(self, g: dict[str, Any]) -> list[pygame.Rect]:
        k = self.kit
        tray = g["tray"]
        size = min(k.px(64), (tray.width - k.px(24) - 3 * k.px(10)) // 4 - k.px(30) // 4)
        y = tray.y + k.px(40)
        return [pygame.Rect(tray.x + k.px(12) + i * (size + k.px(10)), y, size, size) for i in range(R.NDICE)]

    def layout(self, obs: R.State, viewer: int | None, rect: pygame.Rect) -> dict[Spot, pygame.Rect]:
        g = self._geometry(obs, rect)
        k = self.kit
        spots: dict[Spot, pygame.Rect] = {PANIC: g["panic"], VILLAIN: g["villain"], DECK: g["deck"]}
        for t, r in g["towns"].items():
            spots[Spot("town", t)] = r
            spots[Spot("track", t)] = self._track_rects(r)[0]
            if obs.tokens[R.TIDX[t]] and R.VILLAINS[obs.villain].token == "gorillic":
                spots[Spot("token", t)] = self._token_rect(r)
            elif obs.tokens[R.TIDX[t]]:
                spots[Spot("token", t)] = self._track_rects(r)[0]
        for hero, r in self._meeple_rects(obs, g).items():
            spots[Spot("meeple", hero)] = r
        dice = self._dice_rects(g)
        if obs.phase != "roll":  # when rolling, a click anywhere on the dice rolls them
            for i, r in enumerate(dice):
                spots[Spot("die", i)] = r
        spots[DICE] = pygame.Rect(
            dice[0].x - k.px(6), dice[0].y - k.px(6), dice[-1].right - dice[0].x + k.px(12), dice[0].height + k.px(12)
        )
        spots[SUPPLY] = pygame.Rect(dice[-1].right + k.px(14), dice[0].y, k.px(56), dice[0].height)
        spots[SPARE] = pygame.Rect(spots[SUPPLY].right + k.px(14), dice[0].y, k.px(44), dice[0].height)
        for card, hero in zip(g["hero_cards"], self._hero_order(obs), strict=False):
            body, stunt = self._hero_card_parts(card)
            spots[Spot("hero", hero)] = card if obs.phase == "pick" else body
            if obs.phase != "pick":
                spots[Spot("stunt", hero)] = stunt
        return spots

    def _hero_order(self, obs: R.State) -> list[str]:
        if obs.phase == "pick":
            chosen = [h for h in obs.heroes if h]
            return chosen + [h for h in R.HERO_IDS if h not in chosen]
        return list(obs.heroes)

    def _hero_card_parts(self, card: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        k = self.kit
        stunt_h = max(k.px(84), card.height * 32 // 100)
        body = pygame.Rect(card.x, card.y, card.width, card.height - stunt_h - k.px(6))
        stunt = pygame.Rect(card.x + k.px(6), body.bottom + k.px(6), card.width - k.px(12), stunt_h)
        return body, stunt

    # --- drawing -------------------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        obs: R.State,
        viewer: int | None,
        rect: pygame.Rect,
        spots: dict[Spot, pygame.Rect],
    ) -> None:
        g = self._geometry(obs, rect)
        self._draw_panic(surface, obs, g["panic"])
        self._draw_map(surface, obs, g, spots)
        self._draw_villain(surface, obs, g["villain"])
        self._draw_cards(surface, obs, g)
        self._draw_tray(surface, obs, g, spots)
        self._draw_heroes(surface, obs, g, spots)

    def _draw_panic(self, surface: pygame.Surface, obs: R.State, r: pygame.Rect) -> None:
        k = self.kit
        k.panel(surface, r)
        k.text(surface, "Regional panic", (r.x + k.px(12), r.y + k.px(6)), 15, palette.TEXT_2, True)
        k.text(
            surface,
            f"{obs.panic} / {R.PANIC_LOSS}",
            (r.right - k.px(12), r.y + k.px(6)),
            16,
            RED if obs.panic >= 20 else palette.TEXT,
            True,
            "topright",
        )
        cells = R.PANIC_LOSS + 1
        left = r.x + k.px(12)
        w = (r.width - k.px(24)) / cells
        y = r.y + k.px(30)
        h = r.bottom - y - k.px(8)
        for v in range(cells):
            cell = pygame.Rect(int(left + v * w) + 1, y, int(w) - 2, h)
            if v >= R.PANIC_LOSS:
                fill = palette.darker(RED, 0.8)
            elif v >= 21:
                fill = palette.lighter(RED, 0.35)
            elif v >= 15:
                fill = hexc("#F6C36B")
            else:
                fill = palette.lighter(ACCENT, 0.82)
            pygame.draw.rect(surface, fill, cell, border_radius=k.px(4))
            txt = palette.WHITE if v >= 21 else palette.TEXT_2
            k.text(surface, str(v), cell.center, 13, txt, v == obs.panic, "center")
        marker = pygame.Rect(int(left + obs.panic * w) + 1, y, int(w) - 2, h)
        k.mint(surface, marker.center, min(marker.width, marker.height) * 0.42, "red")
        k.text(surface, str(obs.panic), marker.center, 13, palette.WHITE, True, "center")

    def _draw_map(
        self, surface: pygame.Surface, obs: R.State, g: dict[str, Any], spots: dict[Spot, pygame.Rect]
    ) -> None:
        k = self.kit
        mr = g["map"]
        k.panel(surface, mr, fill=palette.lighter(ACCENT, 0.9))
        title = "Mortimer County" + ("  ·  Hard Mode" if obs.hard else "")
        k.text(surface, title, (mr.x + k.px(12), mr.y + k.px(8)), 15, RED if obs.hard else palette.TEXT_2, True)
        for road in self.board.roads:
            a, b = g["towns"][road.a].center, g["towns"][road.b].center
            pygame.draw.line(surface, palette.lighter(ACCENT, 0.45), a, b, k.px(5))
        for t in R.TOWN_IDS:
            self._draw_town(surface, obs, t, g["towns"][t])
        for hero, r in self._meeple_rects(obs, g).items():
            self._draw_meeple(surface, obs, hero, r)

    def _draw_town(self, surface: pygame.Surface, obs: R.State, t: str, r: pygame.Rect) -> None:
        k = self.kit
        i = R.TIDX[t]
        colour = hexc(TOWNS[t].colour)
        title_col = palette.darker(colour, 0.55) if t == "mintopia" else colour
        k.card(surface, r, TOWNS[t].name, title_col, title_size=16)
        symbols = R.SYMBOLS[obs.hard][i]
        mints = obs.mints[i]
        closed = obs.tokens[i] if R.VILLAINS[obs.villain].token == "plaque" else 0
        inner, slots = self._track_rects(r)
        for s, slot in enumerate(slots):
            is_closed = s >= R.SLOTS - closed
            showing = s >= mints
            fill = (
                palette.darker(palette.PANEL, 0.72)
                if is_closed
                else (hexc("#FBE3E3") if showing and symbols[s] else palette.PANEL)
            )
            pygame.draw.rect(surface, fill, slot, border_radius=k.px(5))
            pygame.draw.rect(surface, palette.BORDER, slot, max(1, k.px(1.5)), border_radius=k.px(5))
            # panic symbols sit along the bottom of the slot; they light up once uncovered
            n = symbols[s]
            size = min(slot.width * 0.42, k.px(16))
            for j in range(n):
                cx = slot.centerx + (j - (n - 1) / 2) * size * 1.05
                cy = slot.bottom - size * 0.65
                if showing:
                    k.blit_icon(surface, "panic", (cx, cy), size / k.scale)
                else:
                    pygame.draw.polygon(
                        surface,
                        DIM,
                        [(cx, cy - size / 2), (cx + size / 2, cy + size / 2), (cx - size / 2, cy + size / 2)],
                    )
            if s < mints:
                k.mint(surface, (slot.centerx, slot.y + slot.height * 0.36), min(slot.width, slot.height) * 0.34)
            if is_closed:
                k.mint(surface, (slot.centerx, slot.y + slot.height * 0.36), min(slot.width, slot.height) * 0.3, "red")
        vis = R.visible(obs, i)
        label = f"{mints}/{R.SLOTS - closed}" + (f"  ·  panic {vis}" if vis else "")
        k.text(
            surface,
            label,
            (r.right - k.px(8), inner.bottom + k.px(3)),
            13,
            RED if vis else palette.TEXT_2,
            bool(vis),
            "topright",
        )
        # villain tokens on the town (Gorillic); Plaque tokens show in the closed slots
        if obs.tokens[i] and R.VILLAINS[obs.villain].token == "gorillic":
            tr = self._token_rect(r)
            for j in range(obs.tokens[i]):
                k.mint(surface, (tr.right - k.px(12) - j * k.px(22), tr.centery), k.px(10), "red")
        if obs.shown and obs.phase in ("reveal", "spend", "choose", "check", "fix", "task", "over"):
            last = obs.shown[-1]
            if t in last.towns:
                pygame.draw.rect(surface, RED, r.inflate(k.px(4), k.px(4)), k.px(3), border_radius=k.px(8))

    def _draw_meeple(self, surface: pygame.Surface, obs: R.State, hero: str, r: pygame.Rect) -> None:
        k = self.kit
        h = obs.heroes.index(hero)
        col = _colour(hero)
        cx, cy = r.center
        rad = r.width * 0.46
        pygame.draw.circle(surface, palette.darker(palette.TABLE, 0.7), (cx, cy + k.px(2)), rad)
        pygame.draw.circle(surface, col, (cx, cy), rad)
        ring = k.player_color(obs.control[h])
        pygame.draw.circle(surface, ring, (cx, cy), rad, max(2, k.px(3)))
        txt = palette.TEXT if sum(col) > 500 else palette.WHITE
        k.text(surface, _initials(hero), (cx, cy), 13, txt, True, "center")
        if h == obs.active and obs.phase != "pick":
            k.star(surface, (r.right - k.px(2), r.y + k.px(2)), k.px(8))

    def _draw_villain(self, surface: pygame.Surface, obs: R.State, r: pygame.Rect) -> None:
        k = self.kit
        v = VILLAINS[obs.villain]
        body = k.card(surface, r, v.name, palette.darker(ACCENT, 0.8), title_size=19)
        x, y, w = body.x + k.px(12), body.y + k.px(6), body.width - k.px(24)
        top = f"Panic starts at {v.start_panic}  ·  mayhem {obs.mayhem}/{len(R.CARDS.mayhem)}"
        if v.token == "decay":
            top += f"  ·  Decay tokens {obs.decay}/{v.loss_count}"
        elif v.token:
            top += f"  ·  tokens on map {sum(obs.tokens)}"
        k.text(surface, top, (x, y), 14, palette.TEXT_2, True, max_width=w)
        y += k.px(22)
        rows = [
            ("Trouble", v.text("trouble")),
            ("Double Trouble", v.text("double_trouble")),
            ("Triple Threat", v.text("triple_threat")),
            ("Weakness (6)", v.text("exploit")),
        ]
        if v.text("event"):
            rows.append(("Event", v.text("event")))
        if v.text("ongoing"):
            rows.append(("Always", v.text("ongoing")))
        rows += [("Mayhem", v.text("mayhem")), ("You lose", v.text("loss"))]
        label_w = k.px(112)
        size = 14.0
        while size > 10 and self._rows_height(rows, size, w - label_w) > body.bottom - y - k.px(4):
            size -= 0.5
        for label, text in rows:
            k.text(surface, label, (x, y), size, ACCENT, True)
            used = k.paragraph(surface, text, pygame.Rect(x + label_w, y, w - label_w, body.bottom - y), size)
            y += max(used, k.font(size).get_linesize()) + k.px(3)
        if v.token == "decay":
            for j in range(obs.decay):
                k.mint(surface, (body.right - k.px(18) - j * k.px(22), body.y + k.px(14)), k.px(9), "red")

    def _rows_height(self, rows: list[tuple[str, str]], size: float, width: int) -> int:
        line = self.kit.font(size).get_linesize()
        return sum(max(1, len(self.kit.wrap(text, size, width))) * line + self.kit.px(3) for _, text in rows)

    def _draw_cards(self, surface: pygame.Surface, obs: R.State, g: dict[str, Any]) -> None:
        k = self.kit
        d = g["deck"]
        k.text(surface, "Trouble deck", (d.x, g["cards"].y), 14, palette.TEXT_2, True)
        if obs.trouble_deck:
            for j in range(min(3, len(obs.trouble_deck)), 0, -1):
                back = d.move(j * k.px(2), -j * k.px(2))
                k.panel(surface, back, fill=palette.darker(ACCENT, 0.85), radius=k.px(6), shadow=j == 3)
            pygame.draw.rect(
                surface, palette.lighter(ACCENT, 0.3), d.inflate(-k.px(14), -k.px(14)), k.px(2), border_radius=k.px(5)
            )
        else:
            k.panel(surface, d, fill=palette.TABLE, shadow=False)
        k.text(
            surface,
            f"{len(obs.trouble_deck)} left",
            (d.centerx, d.centery - k.px(10)),
            16,
            palette.WHITE,
            True,
            "center",
        )
        k.text(surface, f"mayhem {obs.mayhem}/3", (d.centerx, d.centery + k.px(14)), 13, palette.WHITE, False, "center")
        if R.VILLAINS[obs.villain].events:
            k.text(surface, f"Event deck: {len(obs.event_deck)}", (d.x, d.bottom + k.px(6)), 13, palette.TEXT_2, True)
        sr = g["shown"]
        title = obs.roll_text or "The first roll is never checked"
        k.text(
            surface,
            title,
            (sr.x, sr.y),
            16,
            RED if "Trouble" in title or "Threat" in title else palette.TEXT,
            True,
            max_width=sr.width,
        )
        if not obs.shown:
            if obs.pending:
                k.text(
                    surface,
                    "Still to come: " + self._pending_text(obs),
                    (sr.x, sr.y + k.px(28)),
                    14,
                    palette.TEXT_2,
                    max_width=sr.width,
                )
            return
        n = len(obs.shown)
        per_row = max(1, min(n, 3))
        cw = min(k.px(170), (sr.width - (per_row - 1) * k.px(8)) // per_row)
        ch = min(k.px(130), sr.height - k.px(30))
        # newest card last; older ones scroll away when the row is full
        items = list(obs.shown[-per_row:])
        for j, shown in enumerate(items):
            cr = pygame.Rect(sr.x + j * (cw + k.px(8)), sr.y + k.px(28), cw, ch)
            self._draw_shown(surface, shown, cr, newest=j == len(items) - 1)
        if obs.pending:
            k.text(
                surface,
                f"Still to come: {self._pending_text(obs)}",
                (sr.x, sr.y + k.px(30) + ch + k.px(4)),
                13,
                palette.TEXT_2,
                max_width=sr.width,
            )

    @staticmethod
    def _pending_text(obs: R.State) -> str:
        words = {
            "trouble": "trouble card",
            "event": "event",
            "panic": "panic +1",
            "decay": "Decay token",
            "decay_panic": "panic per Decay token",
            "strip": "every town loses a mint",
            "victory": "victory",
        }
        return ", ".join(words.get(p, p) for p in obs.pending)

    def _draw_shown(self, surface: pygame.Surface, shown: R.Shown, r: pygame.Rect, newest: bool) -> None:
        k = self.kit
        accent = {"mayhem": RED, "event": palette.darker(RED, 0.7), "stopped": palette.LEGAL}.get(shown.kind, ACCENT)
        title = {"mayhem": "MAYHEM!", "event": f"Event {shown.card}", "stopped": f"{shown.card} stopped"}.get(
            shown.kind, f"Trouble {shown.card}"
        )
        body = k.card(surface, r, title, accent, title_size=14)
        x, y = body.x + k.px(8), body.y + k.px(4)
        if shown.kind == "trouble":
            for t, n in zip(shown.towns, shown.removed, strict=True):
                k.text(
                    surface, f"{TOWNS[t].name}: −{n}", (x, y), 13, palette.TEXT, False, max_width=body.width - k.px(12)
                )
                y += k.px(18)
            card = TROUBLE[shown.card]
            printed = " + ".join(f"{TOWNS[t].short} {n}" for t, n in card.targets)
            k.text(surface, f"card: {printed}", (x, y), 12, palette.TEXT_2, max_width=body.width - k.px(12))
        elif shown.kind == "event":
            k.text(
                surface,
                f"toxic: {TOWNS[TROUBLE[shown.card].toxic].name}",
                (x, y),
                13,
                palette.TEXT,
                max_width=body.width - k.px(12),
            )
            y += k.px(18)
            if shown.towns and shown.towns[0] != TROUBLE[shown.card].toxic:
                k.text(
                    surface,
                    f"token to {TOWNS[shown.towns[0]].name}",
                    (x, y),
                    12,
                    palette.TEXT_2,
                    max_width=body.width - k.px(12),
                )
        elif shown.kind == "mayhem":
            k.text(surface, shown.note, (x, y), 13, palette.TEXT, max_width=body.width - k.px(12))
        else:
            k.text(surface, "Force Field", (x, y), 13, palette.TEXT, max_width=body.width - k.px(12))
        k.text(
            surface,
            f"panic +{shown.panic}",
            (body.centerx, body.bottom - k.px(6)),
            16,
            RED if shown.panic else palette.TEXT_2,
            True,
            "midbottom",
        )
        if newest:
            pygame.draw.rect(surface, palette.GOLD, r.inflate(k.px(4), k.px(4)), k.px(2), border_radius=k.px(8))

    def _draw_tray(
        self, surface: pygame.Surface, obs: R.State, g: dict[str, Any], spots: dict[Spot, pygame.Rect]
    ) -> None:
        k = self.kit
        tray = g["tray"]
        k.panel(surface, tray)
        k.text(surface, "Action dice", (tray.x + k.px(12), tray.y + k.px(8)), 15, palette.TEXT_2, True)
        for i, r in enumerate(self._dice_rects(g)):
            used = obs.taken[i] >= 0
            colour = palette.lighter(ACCENT, 0.85) if not used else palette.darker(palette.PANEL, 0.86)
            if i == obs.die or i == obs.fixing:
                colour = hexc("#FFF2C2")
            k.die(surface, r, obs.dice[i], colour, palette.TEXT if not used else palette.TEXT_2)
            if used and obs.heroes[obs.taken[i]]:
                k.text(
                    surface,
                    _initials(obs.heroes[obs.taken[i]]),
                    (r.centerx, r.bottom + k.px(2)),
                    12,
                    palette.TEXT_2,
                    True,
                    "midtop",
                )
        sup = spots[SUPPLY]
        k.mint(surface, (sup.centerx, sup.centery - k.px(6)), k.px(15))
        k.mint(surface, (sup.centerx - k.px(8), sup.centery + k.px(6)), k.px(15))
        k.mint(surface, (sup.centerx + k.px(8), sup.centery + k.px(8)), k.px(15))
        k.text(surface, "supply", (sup.centerx, sup.bottom + k.px(2)), 12, palette.TEXT_2, False, "midtop")
        spare = spots[SPARE]
        seat = R.to_act(obs)
        owners = [s for s, has in enumerate(obs.spare) if has]
        if owners:
            who = seat if seat in owners else owners[0]
            k.mint(surface, spare.center, k.px(14), "sugarfree")
            pygame.draw.circle(surface, k.player_color(who), spare.center, k.px(16), k.px(3))
            k.text(
                surface,
                f"Mint It Up! ×{len(owners)}",
                (min(spare.centerx, tray.right - k.px(44)), spare.bottom + k.px(16)),
                11,
                palette.TEXT_2,
                False,
                "midtop",
                max_width=k.px(84),
            )
        self._draw_plan(surface, obs, tray, spots)

    def plan(self, obs: R.State) -> list[tuple[str, list[str]]]:
        """For each hero still to act this round: what each unused die would do for them."""
        if obs.phase in ("pick", "over"):
            return []
        free = [i for i in range(R.NDICE) if obs.taken[i] < 0]
        turns = max(0, len(free) - 1) if obs.phase not in ("roll",) else 0
        if obs.phase in ("task",):
            turns = max(0, len(free) - 1)
        rows = []
        start = obs.active if obs.phase != "task" else (obs.active + 1) % len(obs.heroes)
        for j in range(turns):
            h = (start + j) % len(obs.heroes)
            hero = obs.heroes[h]
            cells = []
            for i in free:
                face = obs.dice[i]
                text = FACE_SHORT[face]
                if face == 5:
                    text = HEROES[hero].feat_short
                elif face == 6:
                    text = VILLAINS[obs.villain].text("exploit_short")
                elif face in (1, 2, 3):
                    text += f" @ {TOWNS[R.TOWN_IDS[obs.where[h]]].short}" if face != 3 else ""
                sid = obs.stunts[h]
                if sid and STUNTS[sid].face == face:
                    text += f" | {STUNTS[sid].name}"
                cells.append(text)
            rows.append((hero, cells))
        return rows

    def _draw_plan(
        self, surface: pygame.Surface, obs: R.State, tray: pygame.Rect, spots: dict[Spot, pygame.Rect]
    ) -> None:
        k = self.kit
        rows = self.plan(obs)
        top = spots[DICE].bottom + k.px(22)
        k.text(surface, "Plan: what each die would do", (tray.x + k.px(12), top), 13, palette.TEXT_2, True)
        top += k.px(20)
        if not rows:
            msg = PHASE_HELP.get(obs.phase, "")
            if msg:
                k.paragraph(
                    surface, msg, pygame.Rect(tray.x + k.px(12), top, tray.width - k.px(24), k.px(60)), 14, palette.TEXT
                )
            return
        free = [i for i in range(R.NDICE) if obs.taken[i] < 0]
        name_w = k.px(34)
        cw = (tray.width - k.px(24) - name_w) // max(1, len(free))
        rh = min(k.px(34), (tray.bottom - top - k.px(8)) // max(1, len(rows)))
        for j, (hero, cells) in enumerate(rows):
            y = top + j * rh
            if y + rh > tray.bottom:
                break
            pygame.draw.circle(surface, _colour(hero), (tray.x + k.px(26), y + rh // 2), rh * 0.4)
            k.text(
                surface,
                _initials(hero),
                (tray.x + k.px(26), y + rh // 2),
                11,
                palette.TEXT if sum(_colour(hero)) > 500 else palette.WHITE,
                True,
                "center",
            )
            for c, text in enumerate(cells):
                cell = pygame.Rect(tray.x + k.px(12) + name_w + c * cw, y + 1, cw - k.px(4), rh - 2)
                pygame.draw.rect(surface, palette.lighter(_colour(hero), 0.8), cell, border_radius=k.px(4))
                k.paragraph(surface, text, cell.inflate(-k.px(6), -k.px(2)), 11)

    def _draw_heroes(
        self, surface: pygame.Surface, obs: R.State, g: dict[str, Any], spots: dict[Spot, pygame.Rect]
    ) -> None:
        k = self.kit
        for card, hero in zip(g["hero_cards"], self._hero_order(obs), strict=False):
            body, stunt_r = self._hero_card_parts(card)
            if obs.phase == "pick":
                body = card
            h = obs.heroes.index(hero) if hero in obs.heroes else -1
            inner = k.card(surface, body, HEROES[hero].name, palette.darker(_colour(hero), 0.85), title_size=15)
            x, y = inner.x + k.px(10), inner.y + k.px(6)
            k.text(surface, f"from {TOWNS[HEROES[hero].home].name}", (x, y), 12, palette.TEXT_2)
            y += k.px(18)
            k.text(surface, "Heroic Feat (5)", (x, y), 13, ACCENT, True)
            y += k.px(18)
            k.paragraph(
                surface,
                HEROES[hero].feat_text,
                pygame.Rect(x, y, inner.width - k.px(20), inner.bottom - y - k.px(28)),
                12,
            )
            if h >= 0:
                seat = obs.control[h]
                k.token(surface, (x + k.px(9), inner.bottom - k.px(14)), k.px(9), seat)
                where = TOWNS[R.TOWN_IDS[obs.where[h]]].name if obs.where[h] >= 0 else ""
                k.text(
                    surface,
                    f"{k.seat_name(obs.seats, seat)} · in {where}",
                    (x + k.px(24), inner.bottom - k.px(14)),
                    12,
                    palette.TEXT,
                    False,
                    "midleft",
                    max_width=inner.width - k.px(40),
                )
                if h == obs.active and obs.phase != "pick":
                    pygame.draw.rect(
                        surface, palette.GOLD, body.inflate(k.px(6), k.px(6)), k.px(3), border_radius=k.px(10)
                    )
            if obs.phase == "pick":
                continue
            sid = obs.stunts[h] if h >= 0 else ""
            if sid:
                st = STUNTS[sid]
                sb = k.card(surface, stunt_r, f"Stunt: {st.name}", hexc("#3E7CB1"), title_size=13)
                k.die(surface, pygame.Rect(sb.x + k.px(6), sb.y + k.px(6), k.px(26), k.px(26)), st.face)
                k.paragraph(
                    surface,
                    st.text,
                    pygame.Rect(sb.x + k.px(38), sb.y + k.px(4), sb.width - k.px(44), sb.height - k.px(8)),
                    11,
                )
            else:
                pygame.draw.rect(surface, palette.BORDER, stunt_r, max(1, k.px(1.5)), border_radius=k.px(6))
                note = "Force Field in play" if obs.field and h == 0 else "no stunt"
                k.text(surface, note, stunt_r.center, 12, palette.TEXT_2, False, "center")

    # --- words ---------------------------------------------------------------------------------
    def status(self, obs: R.State) -> str:
        if obs.phase == "over":
            return "The heroes win!" if obs.result == "won" else obs.result.replace("lost: ", "Lost: ")
        hero = HEROES[obs.heroes[obs.active]].name if obs.phase != "pick" else ""
        if obs.phase in ("check", "spend", "fix") and len(obs.seats) > 1:
            # a Mint It Up! decision may fall to any player: say whose it is
            who = R.seat_name(obs, R.to_act(obs) or 0)
            if obs.phase == "spend":
                return f"{who}: drag your Mint It Up! mint onto a die before {hero} takes one, or keep it"
            return f"{who}: {PHASE_HELP[obs.phase][0].lower()}{PHASE_HELP[obs.phase][1:]}"
        if obs.phase in PHASE_HELP:
            return PHASE_HELP[obs.phase]
        if obs.phase == "choose":
            return f"{hero}: take a die (drag it onto the hero card)"
        t = obs.tasks[0]
        doer = HEROES[obs.heroes[t.hero]].name
        what = {
            "mint": "drag a mint onto a lit track",
            "run": "run to a neighbouring town",
            "fly": "fly to any town",
            "rescue": "fly to any town",
            "companion": "a hero here may fly along",
            "guide": "choose a hero to run and mint",
            "teamup": "choose a hero to do their feat",
            "token": "remove a villain token",
            "reroll": "choose dice to reroll",
        }.get(t.do, "finish the die")
        if t.do == "mint":
            what = self._mint_words(obs)
        return f"{doer}: {what}"

    @staticmethod
    def _mint_words(obs: R.State) -> str:
        """Which tracks may take the mints now, named (they are lit only while a mint is held)."""
        try:
            towns = [a.town for a in R.legal_actions(obs) if isinstance(a, R.Mint)]
        except Exception:  # noqa: BLE001 - an observation the rules cannot list: the plain words
            towns = []
        names = [TOWNS[x].name for x in dict.fromkeys(towns) if x in TOWNS]
        if not names:
            return "drag a mint from the supply onto a town's track"
        if len(names) > 3:
            return f"drag a mint from the supply onto the track of one of {len(names)} towns"
        return "drag a mint from the supply onto the track of " + " or ".join(names)

    def tooltip(self, obs: R.State, spot: Spot) -> str | None:
        if not isinstance(spot, Spot):
            return None
        kind, key = spot.kind, spot.key
        if kind in ("town", "track", "token") and isinstance(key, str) and key in R.TIDX:
            i = R.TIDX[key]
            lines = [f"{TOWNS[key].name}: {obs.mints[i]} of 5 mints, {R.visible(obs, i)} panic symbols showing"]
            if obs.tokens[i]:
                lines.append(f"{obs.tokens[i]} {VILLAINS[obs.villain].name} token(s)")
            lines.append("Next to: " + ", ".join(TOWNS[n].name for n in TOWNS[key].neighbours))
            return ". ".join(lines)
        if kind == "die" and isinstance(key, int):
            face = FACES[obs.dice[key]]
            used = " (used)" if obs.taken[key] >= 0 else ""
            return f"Die {key + 1}: {face.name}{used}. {face.text}"
        if kind in ("hero", "meeple") and isinstance(key, str) and key in HEROES:
            return f"{HEROES[key].name}: {HEROES[key].feat_text}"
        if kind == "stunt" and isinstance(key, str) and key in HEROES and key in obs.heroes:
            sid = obs.stunts[obs.heroes.index(key)]
            return f"{STUNTS[sid].name} (take a {STUNTS[sid].face}): {STUNTS[sid].text}" if sid else "No stunt card."
        if spot == VILLAIN:
            v = VILLAINS[obs.villain]
            return " ".join(f"{k.replace('_', ' ').title()}: {t}" for k, t in v.texts if k != "exploit_short")
        if spot == DECK:
            return (
                f"{count(len(obs.trouble_deck), 'card')} left; {obs.mayhem} of 3 mayhem cards resolved. "
                "One mayhem card hides in each stretch of five cards."
            )
        if spot == PANIC:
            return f"Regional panic {obs.panic}. The heroes lose at {R.PANIC_LOSS}."
        if spot == SUPPLY:
            return "White mint supply: drag a mint onto a lit freshness track."
        if spot == SPARE:
            return "Mint It Up!: drag onto a die to turn it to any face (once per player)."
        if spot == DICE:
            return obs.roll_text or "The action dice."
        return None

    def tumble_for(self, obs: R.State, action: Any) -> tuple[Spot, ...]:
        """A roll tumbles all four dice; Sugar Rush tumbles the ones it rerolls."""
        if isinstance(action, R.Roll):
            return tuple(Spot("die", i) for i in range(4))
        if isinstance(action, R.Reroll):
            return tuple(Spot("die", i) for i in action.dice)
        return ()

    def illegal_reason(self, obs: R.State, source: Spot, target: Spot | None) -> str | None:
        action = self._action_for(obs, source, target)
        if action is None:
            return None
        try:
            R.apply(obs, action)
        except IllegalActionError as exc:
            return str(exc)
        return None

    def _action_for(self, obs: R.State, source: Spot, target: Spot | None) -> Any:
        if not isinstance(source, Spot) or not isinstance(target, Spot):
            return None
        s_key, t_key = source.key, target.key
        if source.kind == "die" and isinstance(s_key, int) and t_key in HEROES:
            return (R.Take if target.kind == "hero" else R.PlayStunt)(s_key, str(t_key))
        if source.kind == "meeple" and s_key in HEROES and target.kind == "town" and t_key in R.TIDX:
            return R.Move(str(s_key), str(t_key))
        if source == SUPPLY and target.kind == "track" and t_key in R.TIDX:
            return R.Mint(str(t_key))
        if source == SPARE and target.kind == "die" and isinstance(t_key, int):
            return R.MintItUp(t_key)
        return None


VIEW = CooperativeView
