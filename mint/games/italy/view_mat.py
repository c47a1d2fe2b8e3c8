"""How a Mint Italy player's mat looks (the solo bot's too): the header with the name, coins and
VP, the three settlement columns, the Porto rows (navigation, mercato, marina tokens), the supply
cards, the held order and the finished ones.

Every word is drawn at its own size (``view_layout``: 18 px at 1080p, numbers 22, titles 20) and
never shrunk, whatever the mat's scale; where a box has no room for a word, a shorter form or an
icon stands in for it and the tooltip says it whole.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

import pygame

from mint.core.words import t
from mint.games.italy import board, play, solo
from mint.games.italy import cards as C
from mint.games.italy.actions import Build, Convert, Produce, Upgrade
from mint.games.italy.state import BOT, HIDDEN_ORDER, NAV, State
from mint.games.italy.view_faces import food_at, order_face, order_icon
from mint.games.italy.view_geo import TRACKS, MatGeo
from mint.games.italy.view_icons import (
    CREAM,
    GLYPH,
    INK,
    anchor,
    boat,
    check,
    coin,
    hen,
    nav_level,
    person,
    stall,
    stamp,
    stamp_coin,
    stamp_good,
    stamp_marina,
    stamp_output,
    stamp_token,
    vp_mark,
)
from mint.games.italy.view_layout import BODY, NUMBER, STYLES, TITLE, ItalyKit, italy_kit
from mint.games.italy.view_tabletop import TabletopLayout
from mint.ui import palette
from mint.ui.cardface import Card, CardPainter
from mint.ui.kit import Kit
from mint.ui.layers import Part
from mint.ui.palette import Color
from mint.ui.view_api import Region, Shape

NAV_BOXES = (t("start"), t("rivers"), t("lakes"), t("+1 c"))
SLOT = palette.hexc("#F4EEDF")
SLOT_RIM = palette.hexc("#D8CFB8")
BLANK = (255, 0, 255)  #: what is left unpainted on a picture laid on (no part of one is this colour)
TERRAIN = ("grey", "dark", "light")  #: each settlement column's chip


class MatPainter(TabletopLayout):
    """Paints the players' mats into the places the layout gives them."""

    def __init__(self, rules: Any, kit: Kit) -> None:
        super().__init__(rules, kit)
        self.order_cards = CardPainter(kit, order_face, accent=palette.ACCENTS["italy"], aspect=0.72)
        self._mat_kits: dict[tuple[float, Any], ItalyKit] = {}

    def set_kit(self, kit: Kit) -> None:
        super().set_kit(kit)
        self.order_cards.set_kit(kit)
        self._mat_kits.clear()

    def mat_kit(self, scale: float) -> Kit:
        """A kit whose 1080p pixels are a mat's design pixels (for its shapes; words use the table's kit)."""
        key = (round(scale, 3), self.kit.player_colors)
        kit = self._mat_kits.get(key)
        if kit is None:
            kit = self._mat_kits[key] = italy_kit(Kit(key[0], self.kit.player_colors))
        kit.rival = self.kit.rival
        return kit

    def ring(self, surface: pygame.Surface, region: Region, colour: Color = palette.LEGAL) -> None:
        """A still ring round a spot that a click plays (a pending choice)."""
        k = self.kit
        if isinstance(region, Shape):
            w = max(2, k.px(3))
            for a, b in region.outline(k.px(1)):
                pygame.draw.line(surface, colour, a, b, w)
                pygame.draw.circle(surface, colour, b, w / 2)
        else:
            pygame.draw.rect(surface, colour, region.inflate(k.px(6), k.px(6)), max(2, k.px(3)), border_radius=k.px(8))

    # --- names --------------------------------------------------------------------------------

    def long_name(self, s: State, seat: int) -> str:
        if s.solo and seat == BOT:
            return str(t("{bot} (bot)", bot=solo.name(s)) if s.persona else t("Bot"))
        return self.kit.seat_name(s.seats, seat)

    # --- a mat ---------------------------------------------------------------------------------

    def _mat_parts(
        self,
        surface: pygame.Surface,
        s: State,
        m: MatGeo,
        legal: list[Any],
        base: Any,
        kept: bool,
        ground: Any = (),
        bounds: pygame.Rect | None = None,
        passed: bool = False,
    ) -> list[Part]:
        """A player's mat as parts, in the order they are painted: its panel (the acting player's
        tinted; with its shadow in a strip), the header, each settlement column, the Porto rows'
        names, each track, the marina row, each supply card, the held order and the finished
        orders, each keyed by what it shows (with ``base``, the geometry's key). A part's name
        holds the panel's tint, so that with ``kept`` a mat keeps its parts in both tints and the
        turn passing blits them back, painting only what changed. ``ground``: what lies under
        the panel; ``bounds``: the surface's (parts off it left out); ``passed``: in the other tint,
        with no move on offer (as the turn passing may show it)."""
        k = self.kit
        seat, p = m.seat, s.players[m.seat]
        acting = (s.phase != "over" and board.actor(s) == seat) != passed
        legal = [] if passed else legal
        bot = s.solo and seat == BOT
        mine = [a for a in legal if getattr(a, "seat", None) == seat]
        builds = {a.col for a in mine if isinstance(a, Build)}
        produce = {(a.col, a.slot) for a in mine if isinstance(a, Produce)}
        upgrades = {a.track for a in mine if isinstance(a, Upgrade)} if s.pending else set()
        converts = {a.good for a in mine if isinstance(a, Convert)}
        ring = k.px(6) + 2  #: a ring round a spot (``ring``), and its rounding
        out: list[Part] = []

        def part(what: Any, key: Any, area: pygame.Rect, paint: Any, lit: bool = False, keep: bool = kept) -> None:
            # (a part's area: its rect, and round it the ring it may have)
            area = area.inflate(ring, ring) if lit else area.inflate(2, 2)
            out.append(Part((("mat", seat), acting, what), (base, key), area, paint, keep))

        # the panel, a fill painted again where needed: in a strip with its shadow, on the table
        # in bands (as its shadow is), so that what changes by its top or its bottom paints that
        # band again, not the whole mat
        key: Any = (acting, k.rival, ground)
        panel = partial(self._draw_panel, surface, m, acting, m.strip)
        rad = k.px(10)
        bands = [m.panel.union(reach(k, m.panel))] if m.strip else sides(m.panel, m.panel, rad)
        for i, band in enumerate(bands):
            paint = partial(within, surface, band, panel)
            out.append(Part((("mat", seat), acting, ("panel", i)), (base, key), band, paint, False))
        passed = seat in s.passed and s.phase == "play"
        key = (p.vp, p.coins, passed, self.long_name(s, seat))
        part("header", key, m.header, partial(self._draw_header, surface, s, m))
        for col in range(3):
            lit = tuple(sorted(sl for c, sl in produce if c == col))
            key = (p.built[col], bot, col in builds, lit)
            paint = partial(self._draw_column, surface, s, m, col, builds, produce)
            part(("col", col), key, m.chips[col].unionall(m.slots[col]), paint, col in builds or bool(lit))
        labels = m.labels[TRACKS[0]].unionall([m.labels[name] for name in (*TRACKS[1:], "marinas")])
        part("labels", m.words, labels, partial(self._draw_labels, surface, m))
        for tr in TRACKS:
            key = (p.nav if tr == NAV else p.mercato, bot, tr in upgrades)
            paint = partial(self._draw_track, surface, s, m, tr, tr in upgrades)
            part(tr, key, m.tracks[tr].unionall(m.track_boxes[tr]), paint, tr in upgrades)
        part(
            "marinas", (p.marinas, bot), m.marinas.unionall(m.marina_slots), partial(self._draw_marinas, surface, s, m)
        )
        for gd, r in enumerate(m.goods):
            traded = gd in p.traded
            lit = (gd in converts, bool(converts) and gd == 0)  # (a ring: grapes become this; gold: the grapes)
            key = (p.goods[gd], traded, None if traded else play.price(s, gd), lit)
            part(("good", gd), key, r, partial(self._draw_good, surface, s, m, gd, converts), any(lit))
        o = m.order
        finish = acting and s.phase == "play" and not s.pending and play.can_finish(s, seat)
        area = reach(k, o)  # (the card's shadow; and when it can be finished a ring and a tag below it)
        if finish:
            area = area.union(o.inflate(ring, ring)).union(o.x, o.bottom + k.px(6) - k.px(26), o.width, k.px(26))
        part("order", (p.order, finish), area.inflate(-2, -2), partial(self._draw_order, surface, s, m, acting))
        part("done", p.done, m.done, partial(self._draw_done, surface, s, m))
        if bounds is None:
            return out
        return [p for p in out if p.area.colliderect(bounds)]  # (a part off the surface is not there)

    def _draw_panel(self, surface: pygame.Surface, m: MatGeo, acting: bool, shadow: bool) -> None:
        """A mat's panel: cream, or the acting player's colour, faintly, with a rim of it."""
        k = self.kit
        colour = k.player_color(m.seat)
        fill, rim = (palette.lighter(colour, 0.88), colour) if acting else (CREAM, palette.BORDER)
        k.panel(surface, m.panel, fill, rim, shadow=shadow)
        if acting:
            pygame.draw.rect(surface, colour, m.panel, max(2, k.px(3)), border_radius=k.px(10))

    def _draw_header(self, surface: pygame.Surface, s: State, m: MatGeo) -> None:
        """Who, and right to left: VP, coins, and whether they passed."""
        k, mk = self.kit, self.mat_kit(m.scale)
        seat, p, h = m.seat, s.players[m.seat], m.header
        cy = h.centery
        if m.strip:  # a box of its own beside the supply cards
            pygame.draw.rect(surface, SLOT, h, border_radius=mk.px(6))
            pygame.draw.rect(surface, palette.BORDER, h, max(1, mk.px(1)), border_radius=mk.px(6))
        mk.token(surface, (h.x + mk.px(12), cy), mk.px(11), seat)
        number = k.font(NUMBER, True)
        x = float(h.right - k.px(4))
        tr = k.text(surface, str(p.vp), (x, cy), NUMBER, INK, True, "midright")
        r = min(h.height * 0.5, k.px(15))
        vp_mark(k, surface, (tr.left - k.px(4) - r, cy), r, str(t("VP")), k.px(BODY))
        x = tr.left - k.px(4) - 2 * r - k.px(12)
        tr = k.text(surface, str(p.coins), (x, cy), NUMBER, INK, True, "midright")
        rc = min(h.height * 0.46, k.px(13))
        stamp_coin(mk, surface, (tr.left - k.px(3) - rc, cy), rc)
        x = round(tr.left - k.px(3) - 2 * rc - k.px(10))
        x0 = round(h.x + mk.px(28))
        if seat in s.passed and s.phase == "play":
            name_w = k.width(self.long_name(s, seat), TITLE, True)
            passed = str(t("passed"))
            tag_w = k.width(passed, BODY, True) + k.px(16)
            if x - x0 - tag_w - k.px(6) >= name_w:
                tag = pygame.Rect(0, 0, tag_w, min(h.height, number.get_height()))
                tag.midright = (x, cy)
                pygame.draw.rect(surface, palette.TEXT_2, tag, border_radius=tag.height // 2)
                k.text(surface, passed, tag.center, BODY, palette.WHITE, True, "center")
                x = tag.left - k.px(6)
            else:  # no room for the word: the passing hand says it
                icon = k.blit_icon(surface, "hand", (x - k.px(12), cy), BODY + 4)
                x = icon.left - k.px(4)
        if m.strip and k.width(self.long_name(s, seat), TITLE, True) > x - x0:
            return  # a strip's bar names its player: the mat says it whole or not at all
        k.line(surface, self.long_name(s, seat), (x0, cy), TITLE, INK, True, "midleft", max(1, x - x0))

    def _draw_column(
        self, surface: pygame.Surface, s: State, m: MatGeo, col: int, builds: set[int], produce: set[tuple[int, int]]
    ) -> None:
        """A settlement column: built slots show what they produce, the others their settlement
        and its cost (``builds``: the columns a settlement may be built from, ``produce``: the
        slots that produce again on a click)."""
        k, mk = self.kit, self.mat_kit(m.scale)
        seat, p = m.seat, s.players[m.seat]
        bot = s.solo and seat == BOT
        outputs = C.BOT_OUTPUTS if bot else tuple(c.outputs for c in C.COLUMNS)
        chip = m.chips[col]
        pygame.draw.rect(surface, STYLES[TERRAIN[col]].colour, chip, border_radius=mk.px(5))
        figure, fcolour = GLYPH[col]
        if figure == "person":
            person(surface, chip.center, mk.px(10), fcolour)
        else:
            hen(surface, chip.center, mk.px(10))
        built = p.built[col]
        for slot, r in enumerate(m.slots[col]):
            pygame.draw.rect(surface, SLOT, r, border_radius=mk.px(5))
            pygame.draw.rect(surface, SLOT_RIM, r, max(1, mk.px(1)), border_radius=mk.px(5))
            inner = r.inflate(-mk.px(4), -mk.px(4))
            if slot < built:
                stamp_output(mk, surface, inner, outputs[col][slot], k.px(BODY))
                if (col, slot) in produce:
                    self.ring(surface, r)
                continue
            nxt = slot == built
            room = min(r.width, r.height)
            at = (r.x + r.width * 0.42, r.y + r.height * 0.42) if not bot else r.center
            tok = min(mk.px(15 if nxt else 13), room * (0.36 if nxt else 0.32))
            stamp_token(mk, surface, at, tok, seat, col, nxt and col in builds)
            if not bot:
                self._price_tag(surface, r, C.COLUMNS[col].costs[slot])
            if slot == len(m.slots[col]) - 1:
                order_icon(mk, surface, (r.x + mk.px(7), r.y + mk.px(8)), mk.px(5))
        if col in builds:
            nr = m.slots[col][built]
            pygame.draw.rect(
                surface, palette.LEGAL, nr.inflate(mk.px(3), mk.px(3)), max(2, mk.px(2.5)), border_radius=mk.px(6)
            )

    def _price_tag(self, surface: pygame.Surface, r: pygame.Rect, cost: int) -> None:
        """A settlement's cost on a white tag in its slot's bottom right corner."""
        k = self.kit
        font = k.font(BODY, True)
        words = str(cost)
        digits = round(font.get_ascent() * 0.72)  # the height of a digit above the baseline
        tag = pygame.Rect(0, 0, k.width(words, BODY, True) + k.px(7), digits + k.px(7))
        tag.bottomright = (r.right - 1, r.bottom - 1)
        pygame.draw.rect(surface, palette.WHITE, tag, border_radius=k.px(4))
        pygame.draw.rect(surface, palette.hexc("#9E7A1F"), tag, max(1, k.px(1.5)), border_radius=k.px(4))
        baseline = tag.bottom - (tag.height - digits) // 2
        k.text(surface, words, (tag.centerx, baseline - font.get_descent()), BODY, INK, True, "midbottom")

    def _draw_labels(self, surface: pygame.Surface, m: MatGeo) -> None:
        """The Porto rows' names (words or icons)."""
        for name in (*TRACKS, "marinas"):
            self._row_label(surface, m, name)

    def _draw_track(self, surface: pygame.Surface, s: State, m: MatGeo, tr: str, lit: bool) -> None:
        """The navigation or mercato track, its level marked (``lit``: a free upgrade's target)."""
        k, mk = self.kit, self.mat_kit(m.scale)
        seat, p = m.seat, s.players[m.seat]
        bot = s.solo and seat == BOT
        colour = k.player_color(seat)
        words = self._nav_words(m)
        level = p.nav if tr == NAV else p.mercato
        for j, b in enumerate(m.track_boxes[tr]):
            here = j == level
            pygame.draw.rect(surface, palette.lighter(colour, 0.55) if here else SLOT, b, border_radius=mk.px(5))
            rim, width = (colour, max(2, k.px(2))) if here else (SLOT_RIM, max(1, mk.px(1)))
            pygame.draw.rect(surface, rim, b, width, border_radius=mk.px(5))
            used = self._track_box(surface, b, tr, j, bot, here, words, m.strip)
            marker = min(k.px(8), b.height * 0.32)
            if here and b.right - used >= 2 * marker + k.px(6):
                mk.token(surface, (b.right - k.px(3) - marker, b.centery), marker, seat)
        if lit:
            self.ring(surface, m.tracks[tr])

    def _draw_marinas(self, surface: pygame.Surface, s: State, m: MatGeo) -> None:
        """The marina token row: the tokens still on the mat."""
        mk = self.mat_kit(m.scale)
        seat, p = m.seat, s.players[m.seat]
        slots = C.BOT_MARINA_SLOTS if s.solo and seat == BOT else C.MARINA_SLOTS
        for j, b in enumerate(m.marina_slots[:slots]):
            pygame.draw.rect(surface, palette.hexc("#E5EEF6"), b, border_radius=mk.px(5))
            pygame.draw.rect(surface, palette.hexc("#B9CCDD"), b, max(1, mk.px(1)), border_radius=mk.px(5))
            if j == slots - 1:
                order_icon(mk, surface, (b.x + mk.px(8), b.centery), mk.px(5))
            if j >= p.marinas:
                stamp_marina(mk, surface, b.center, min(b.height * 0.42, mk.px(11)), seat)

    def _row_label(self, surface: pygame.Surface, m: MatGeo, name: str) -> None:
        k = self.kit
        r = m.labels[name]
        if m.words:
            words = str({NAV: t("Navigation"), "mercato": t("Mercato"), "marinas": t("Marinas")}[name])
            k.line(surface, words, (r.x + k.px(2), r.centery), BODY, palette.TEXT_2, True, "midleft", r.width)
            return
        size = min(r.width, r.height) * 0.42
        if name == NAV:
            boat(surface, r.center, size, palette.TEXT_2)
        elif name == "mercato":
            stall(surface, r.center, size, palette.TEXT_2)
        else:
            anchor(surface, r.center, size * 1.1, palette.TEXT_2)

    def _track_box(
        self,
        surface: pygame.Surface,
        b: pygame.Rect,
        track: str,
        level: int,
        bot: bool,
        here: bool,
        words: bool,
        strip: bool = False,
    ) -> int:
        """A track box's level: the navigation words (or, without ``words``, pictures: a hex, a
        river, a lake, the coin or VP), or the mercato quantity and its good. Returns where its
        contents end."""
        k = self.kit
        x = b.x + k.px(4)
        cy = b.centery
        if track == NAV and words:
            text = str(NAV_BOXES[level] if level < 3 else (t("+1 VP") if bot else t("+1 c")))
            return k.line(surface, text, (x, cy), BODY, INK, here, "midleft", b.width - k.px(6)).right
        if track == NAV:
            r = min(b.height * 0.4, k.px(11))
            c = (x + r, cy)
            if level == 3:
                (vp_mark if bot else coin)(k, surface, c, r, "+1", k.px(BODY))
            else:
                nav_level(surface, c, r, level)
            return round(x + 2 * r)
        lv = (C.BOT_MERCATO_LEVELS if bot else C.MERCATO_LEVELS)[level]
        if strip and lv.good is not None:  # a narrow box of a strip: the good under its quantity
            r = min(b.height * 0.2, k.px(9))
            need = k.width(f"×{lv.quantity}", BODY, True) + k.px(6) + 2 * r + k.px(2)
            step = k.font(BODY, True).get_ascent()
            if need > b.width and b.height >= step + 2 * r + k.px(4):
                top = b.y + (b.height - step - 2 * r - k.px(2)) / 2
                k.text(surface, f"×{lv.quantity}", (b.centerx, top), BODY, INK, True, "midtop")
                stamp_good(surface, lv.good, (b.centerx, top + step + k.px(2) + r), r)
                return b.right
        tr = k.text(surface, f"×{lv.quantity}", (x, cy), BODY, INK, True, "midleft")
        if lv.good is None:
            return tr.right
        r = min(b.height * 0.36, k.px(9))
        stamp_good(surface, lv.good, (tr.right + k.px(2) + r, cy), r)
        return round(tr.right + k.px(2) + 2 * r)

    def _nav_words(self, m: MatGeo) -> bool:
        """Whether the navigation boxes have room for their words (else they show pictures)."""
        self.kit.font(BODY, True)
        room = min(b.width for b in m.track_boxes[NAV]) - self.kit.px(6)
        return all(self.kit.width(w, BODY, True) <= room for w in (*(str(b) for b in NAV_BOXES), str(t("+1 VP"))))

    def _draw_good(self, surface: pygame.Surface, s: State, m: MatGeo, gd: int, converts: set[int]) -> None:
        """A supply card: the good's count, its price while there is room, and whether it went to
        the mercato this round (``converts``: the goods grapes may become now)."""
        k, mk = self.kit, self.mat_kit(m.scale)
        p, r = s.players[m.seat], m.goods[gd]
        traded = gd in p.traded
        fill = palette.hexc("#ECEAE4") if traded else CREAM
        pygame.draw.rect(surface, fill, r, border_radius=mk.px(6))
        pygame.draw.rect(surface, palette.BORDER, r, max(1, mk.px(1.5)), border_radius=mk.px(6))
        icon_r = min(r.height * 0.32, r.width * 0.18)
        stamp_good(surface, gd, (r.x + k.px(4) + icon_r, r.centery), icon_r)
        tr = k.text(surface, str(p.goods[gd]), (r.x + k.px(8) + 2 * icon_r, r.centery), NUMBER, INK, True, "midleft")
        room = r.right - k.px(4) - tr.right - k.px(4)
        if traded:
            said = str(t("traded"))
            tag_w = k.width(said, BODY, True) + k.px(10)
            if room >= tag_w:
                tag = pygame.Rect(0, 0, tag_w, min(r.height - k.px(4), k.font(BODY).get_height()))
                tag.midright = (r.right - k.px(4), r.centery)
                pygame.draw.rect(surface, palette.TEXT_2, tag, border_radius=tag.height // 2)
                k.text(surface, said, tag.center, BODY, palette.WHITE, True, "center")
            else:
                c = min(k.px(9), r.height * 0.3)
                check(surface, (r.right - k.px(5) - c, r.centery), c, palette.TEXT_2)
        else:
            price = f"@{play.price(s, gd)}"
            if k.width(price, BODY) <= room:
                k.text(surface, price, (r.right - k.px(5), r.centery), BODY, palette.TEXT_2, False, "midright")
        if gd in converts:
            self.ring(surface, r)
        if converts and gd == 0:
            self.ring(surface, r, palette.GOLD)

    def _draw_order(self, surface: pygame.Surface, s: State, m: MatGeo, acting: bool) -> None:
        """The held order (lit when it can be finished), or its empty slot."""
        k = self.kit
        seat, p, o = m.seat, s.players[m.seat], m.order
        if p.order is not None and p.order != HIDDEN_ORDER:
            self.order_cards.draw(surface, o, Card(("held", seat), (int(p.order.card), p.order.side)))
            if acting and s.phase == "play" and not s.pending and play.can_finish(s, seat):
                pygame.draw.rect(
                    surface, palette.LEGAL, o.inflate(k.px(6), k.px(6)), max(2, k.px(3)), border_radius=k.px(8)
                )
                ready = str(t("ready: Finish"))
                words = ready if k.width(ready, BODY, True) + k.px(12) <= o.width else str(t("Finish"))
                tag = pygame.Rect(0, 0, min(o.width, k.width(words, BODY, True) + k.px(12)), k.px(26))
                tag.midbottom = (o.centerx, o.bottom + k.px(6))
                pygame.draw.rect(surface, palette.LEGAL, tag, border_radius=tag.height // 2)
                k.text(surface, words, tag.center, BODY, palette.WHITE, True, "center")
        else:  # (the slot drawn apart and laid on: its corners' arcs drawn through a clip's edge come out otherwise)
            pad = k.px(4) + 2
            slot = pygame.Surface((o.width + 2 * pad, o.height + 2 * pad))
            slot.fill(BLANK)
            slot.set_colorkey(BLANK)
            self.order_cards.slot(slot, o.move(pad - o.x, pad - o.y))
            surface.blit(slot, (o.x - pad, o.y - pad))
            for words in (str(t("no order")), str(t("none"))):
                if k.width(words, BODY) <= o.width - k.px(6):
                    k.text(surface, words, o.center, BODY, palette.TEXT_2, False, "center")
                    break

    def _draw_done(self, surface: pygame.Surface, s: State, m: MatGeo) -> None:
        """The finished orders: how many of each food (the tooltip lists them), named when there is room."""
        k, mk = self.kit, self.mat_kit(m.scale)
        p, d = s.players[m.seat], m.done
        pygame.draw.rect(surface, SLOT, d, border_radius=mk.px(6))
        pygame.draw.rect(surface, palette.BORDER, d, max(1, mk.px(1)), border_radius=mk.px(6))
        counts = [0, 0, 0]
        for c in p.done:
            counts[play.order_of(c).food] += 1
        line = k.font(BODY, True).get_linesize()
        y = d.centery
        if d.height >= 2 * line:
            label = next(
                (
                    w
                    for w in (str(t("Finished orders")), str(t("Finished")), str(t("Done")))
                    if k.width(w, BODY, True) <= d.width - k.px(8)
                ),
                "",
            )
            if label:
                k.text(surface, label, (d.x + k.px(5), d.y + k.px(2)), BODY, palette.TEXT_2, True, "topleft")
                y = d.y + k.px(2) + line + (d.bottom - d.y - k.px(2) - line) // 2
        step = (d.width - k.px(6)) / 3
        fr = min(k.px(9), d.height * 0.3, step * 0.28)
        x = float(d.x + k.px(4))
        for f in range(3):
            stamp(surface, ("food", f, round(fr, 1)), (x + fr, y), fr * 1.1 + 1, partial(food_at, f, fr))
            k.text(surface, str(counts[f]), (x + 2 * fr + k.px(3), y), BODY, INK, True, "midleft")
            x += step


def reach(k: Kit, rect: pygame.Rect, deep: bool = False) -> pygame.Rect:
    """Where the shadow of a card or panel in ``rect`` falls (``Kit.shadow``: a big panel's is a
    flat edge below it, a smaller one's spreads 6 px round it, moved down a little)."""
    off = k.px(5 if deep else 3)
    if rect.width * rect.height > 250_000:
        return rect.move(0, off)
    return pygame.Rect(rect.x - 6, rect.y - 6 + off, rect.width + 12, rect.height + 12)


def framed(
    k: Kit,
    surface: pygame.Surface,
    shape: Any,
    name: Any,
    rect: pygame.Rect,
    radius: int,
    key: Any,
    area: pygame.Rect,
    paint: Any,
    casts: bool = True,
) -> list[Part]:
    """A card or panel at ``rect`` as parts: its shadow apart (it reaches its neighbours', changes
    with nothing they show and keeps no pixels; none where it ``casts`` none), then the thing on it
    in ``area``, painted by ``paint(shadow=False)``."""
    cast = partial(k.shadow, surface, rect, radius) if casts else _no_shadow
    return [
        Part((name, "shadow"), (shape, tuple(rect), radius, casts), reach(k, rect), cast, kept=False),
        Part(name, (shape, key), area.union(rect), partial(paint, shadow=False)),
    ]


def _no_shadow() -> None:
    """An empty place casts no shadow."""


def sides(shadow: pygame.Rect, panel: pygame.Rect, radius: int) -> list[pygame.Rect]:
    """Where the shadow in ``shadow`` of a panel in ``panel`` (its corners rounded by ``radius``)
    shows, in three bands: along the top and the bottom side, each with the corners at its ends,
    and between them: what changes next to the top (the cards row) or the bottom paints that band
    again and the parts of the panel over it, not the whole panel. (The panel's own: ``panel``
    twice.)"""
    top = pygame.Rect(shadow.x, shadow.y, shadow.width, panel.y + radius - shadow.y)
    bottom = pygame.Rect(shadow.x, panel.bottom - radius, shadow.width, shadow.bottom - panel.bottom + radius)
    middle = pygame.Rect(shadow.x, top.bottom, shadow.width, bottom.y - top.bottom)
    return [r for r in (top, bottom, middle) if r.width > 0 and r.height > 0]


def within(surface: pygame.Surface, band: pygame.Rect, paint: Callable[[], Any]) -> None:
    """``paint`` within ``band`` (and the surface's clip)."""
    clip = surface.get_clip()
    surface.set_clip(band.clip(clip))
    paint()
    surface.set_clip(clip)
