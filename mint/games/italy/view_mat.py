"""How a Mint Italy player's mat looks (the solo bot's too): the header with the name, coins and
VP, the three settlement columns, the Porto rows (navigation, mercato, marina tokens), the supply
cards, the held order and the finished ones.

Every word is drawn at its own size (``view_layout``: 18 px at 1080p, numbers 22, titles 20) and
never shrunk, whatever the mat's scale; where a box has no room for a word, a shorter form or an
icon stands in for it and the tooltip says it whole.
"""

from __future__ import annotations

from functools import partial
from typing import Any

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
from mint.ui.palette import Color
from mint.ui.view_api import Region, Shape

NAV_BOXES = (t("start"), t("rivers"), t("lakes"), t("+1 c"))
SLOT = palette.hexc("#F4EEDF")
SLOT_RIM = palette.hexc("#D8CFB8")


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

    # --- a mat --------------------------------------------------------------------------------

    def _mat_key(self, s: State, seat: int, legal: list[Any], actor: int | None) -> tuple[Any, ...]:
        """Everything a mat's painting reads."""
        mine = tuple(
            a for a in legal if getattr(a, "seat", None) == seat and isinstance(a, (Build, Produce, Upgrade, Convert))
        )
        finish = actor == seat and s.phase == "play" and not s.pending and play.can_finish(s, seat)
        return (
            s.players[seat],
            actor == seat,
            seat in s.passed and s.phase == "play",
            mine,
            bool(s.pending) and any(isinstance(a, Upgrade) for a in mine),  # (a lit track)
            s.prices,
            finish,
            s.seats,
            s.persona,
            s.solo,
        )

    def _draw_mat(self, surface: pygame.Surface, s: State, m: MatGeo, legal: list[Any], shadow: bool = True) -> None:
        """A player's mat (``shadow``: with its shadow under it, else painted apart)."""
        k = self.kit
        seat = m.seat
        acting = s.phase != "over" and board.actor(s) == seat
        colour = k.player_color(seat)
        fill, rim = (palette.lighter(colour, 0.88), colour) if acting else (CREAM, palette.BORDER)
        k.panel(surface, m.panel, fill, rim, shadow=shadow)
        if acting:
            pygame.draw.rect(surface, colour, m.panel, max(2, k.px(3)), border_radius=k.px(10))
        self._draw_header(surface, s, m)
        self._draw_terre(surface, s, m, legal)
        self._draw_porto(surface, s, m, legal)
        self._draw_goods(surface, s, m, legal)
        self._draw_order(surface, s, m, acting)
        self._draw_done(surface, s, m)

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
            name_w = k.font(TITLE, True).size(self.long_name(s, seat))[0]
            passed = str(t("passed"))
            tag_w = k.font(BODY, True).size(passed)[0] + k.px(16)
            if x - x0 - tag_w - k.px(6) >= name_w:
                tag = pygame.Rect(0, 0, tag_w, min(h.height, number.get_height()))
                tag.midright = (x, cy)
                pygame.draw.rect(surface, palette.TEXT_2, tag, border_radius=tag.height // 2)
                k.text(surface, passed, tag.center, BODY, palette.WHITE, True, "center")
                x = tag.left - k.px(6)
            else:  # no room for the word: the passing hand says it
                icon = k.blit_icon(surface, "hand", (x - k.px(12), cy), BODY + 4)
                x = icon.left - k.px(4)
        if m.strip and k.font(TITLE, True).size(self.long_name(s, seat))[0] > x - x0:
            return  # a strip's bar names its player: the mat says it whole or not at all
        k.line(surface, self.long_name(s, seat), (x0, cy), TITLE, INK, True, "midleft", max(1, x - x0))

    def _draw_terre(self, surface: pygame.Surface, s: State, m: MatGeo, legal: list[Any]) -> None:
        """The three settlement columns: built slots show what they produce, the others their
        settlement and its cost."""
        k, mk = self.kit, self.mat_kit(m.scale)
        seat, p = m.seat, s.players[m.seat]
        bot = s.solo and seat == BOT
        builds = {a.col for a in legal if isinstance(a, Build) and a.seat == seat}
        produce = {(a.col, a.slot) for a in legal if isinstance(a, Produce) and a.seat == seat}
        outputs = C.BOT_OUTPUTS if bot else tuple(c.outputs for c in C.COLUMNS)
        terrain = ("grey", "dark", "light")
        for col in range(3):
            chip = m.chips[col]
            pygame.draw.rect(surface, STYLES[terrain[col]].colour, chip, border_radius=mk.px(5))
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
        tag = pygame.Rect(0, 0, font.size(words)[0] + k.px(7), digits + k.px(7))
        tag.bottomright = (r.right - 1, r.bottom - 1)
        pygame.draw.rect(surface, palette.WHITE, tag, border_radius=k.px(4))
        pygame.draw.rect(surface, palette.hexc("#9E7A1F"), tag, max(1, k.px(1.5)), border_radius=k.px(4))
        baseline = tag.bottom - (tag.height - digits) // 2
        k.text(surface, words, (tag.centerx, baseline - font.get_descent()), BODY, INK, True, "midbottom")

    def _draw_porto(self, surface: pygame.Surface, s: State, m: MatGeo, legal: list[Any]) -> None:
        """Navigation, mercato and the marina tokens, each row named (a word or an icon)."""
        k, mk = self.kit, self.mat_kit(m.scale)
        seat, p = m.seat, s.players[m.seat]
        bot = s.solo and seat == BOT
        colour = k.player_color(seat)
        upgrades = {a.track for a in legal if isinstance(a, Upgrade) and a.seat == seat}
        words = self._nav_words(m)
        for name in (*TRACKS, "marinas"):
            self._row_label(surface, m, name)
        for tr in TRACKS:
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
            if tr in upgrades and s.pending:
                self.ring(surface, m.tracks[tr])
        slots = C.BOT_MARINA_SLOTS if bot else C.MARINA_SLOTS
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
            need = k.font(BODY, True).size(f"×{lv.quantity}")[0] + k.px(6) + 2 * r + k.px(2)
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
        font = self.kit.font(BODY, True)
        room = min(b.width for b in m.track_boxes[NAV]) - self.kit.px(6)
        return all(font.size(w)[0] <= room for w in (*(str(b) for b in NAV_BOXES), str(t("+1 VP"))))

    def _draw_goods(self, surface: pygame.Surface, s: State, m: MatGeo, legal: list[Any]) -> None:
        """The supply cards: each good's count, its price while there is room, and whether it
        went to the mercato this round."""
        k, mk = self.kit, self.mat_kit(m.scale)
        p = s.players[m.seat]
        converts = {a.good for a in legal if isinstance(a, Convert) and a.seat == m.seat}
        for gd, r in enumerate(m.goods):
            traded = gd in p.traded
            fill = palette.hexc("#ECEAE4") if traded else CREAM
            pygame.draw.rect(surface, fill, r, border_radius=mk.px(6))
            pygame.draw.rect(surface, palette.BORDER, r, max(1, mk.px(1.5)), border_radius=mk.px(6))
            icon_r = min(r.height * 0.32, r.width * 0.18)
            stamp_good(surface, gd, (r.x + k.px(4) + icon_r, r.centery), icon_r)
            tr = k.text(
                surface, str(p.goods[gd]), (r.x + k.px(8) + 2 * icon_r, r.centery), NUMBER, INK, True, "midleft"
            )
            room = r.right - k.px(4) - tr.right - k.px(4)
            if traded:
                said = str(t("traded"))
                tag_w = k.font(BODY, True).size(said)[0] + k.px(10)
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
                if k.font(BODY).size(price)[0] <= room:
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
                words = ready if k.font(BODY, True).size(ready)[0] + k.px(12) <= o.width else str(t("Finish"))
                tag = pygame.Rect(0, 0, min(o.width, k.font(BODY, True).size(words)[0] + k.px(12)), k.px(26))
                tag.midbottom = (o.centerx, o.bottom + k.px(6))
                pygame.draw.rect(surface, palette.LEGAL, tag, border_radius=tag.height // 2)
                k.text(surface, words, tag.center, BODY, palette.WHITE, True, "center")
        else:
            self.order_cards.slot(surface, o)
            for words in (str(t("no order")), str(t("none"))):
                if k.font(BODY).size(words)[0] <= o.width - k.px(6):
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
                    if k.font(BODY, True).size(w)[0] <= d.width - k.px(8)
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
