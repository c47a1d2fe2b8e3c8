"""A window with the shared card and track widgets on made-up cards, to look at and play with.

    .venv/bin/python tools/widgets_demo.py                 open a window (1280x720)
    .venv/bin/python tools/widgets_demo.py --out w.png     draw one frame headless and save it

In the window: rest the mouse on a card to enlarge it (or hold a finger on it); click a card in
the hand to play it (it slides up) or take it back; F flips the card under the mouse to its
other side, T turns it round; N draws a new card on the left of the hand, D discards the right
one; Left and Right move Orange's VP cube; S sells 3 grapes, B buys 2 (the price cube moves and
stops at the ends); Esc quits.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

ACTIONS = {  # title: (basic action, mana, stronger action, waning basic, waning stronger)
    "Fury": ("Attack or Block 2", "R", "Attack 4", "Attack or Block 2", "Attack 3"),
    "Stride": ("Move 2", "G", "Move 4", "Move 2", "Move 3"),
    "Volley": ("Move 2", "W", "Ranged 3", "Move 2", "Ranged 2"),
    "Bulwark": ("Attack or Block 2", "W", "Block 5", "Block 2", "Block 4"),
    "Parley": ("Influence 2", "W", "Influence 4", "Influence 2", "Influence 3"),
    "Mend": ("Heal 1", "G", "Heal 3", "Heal 1", "Heal 2"),
    "Focus": ("Extra source", "Y", "Gain 2 mana", "Extra source", "Gain 2 mana"),
    "Pathfinder": ("Move 2", "G", "Move 3 + explore", "Move 2", "Move 3"),
    "Arcane Spark": ("Magic Attack 2", "R", "Magic Ranged 4", "Magic Attack 2", "Magic Attack 3"),
}
UNITS = {"Bard": (5, 2, "Influence 3 or heal 1"), "Scouts": (4, 2, "Move 4"), "Herbalist": (3, 2, "Gain 2 green mana")}
ORDERS = {  # id: (needs, coins, vp, food) per side
    1: ((("grapes", 2), ("jar", 1)), 6, 1, "apple"),
    2: ((("bottle", 2),), 0, 4, "corn"),
    3: ((("oval", 2), ("grapes", 1)), 4, 2, "stalks"),
    4: ((("jar", 2), ("bottle", 1)), 8, 3, "apple"),
    5: ((("oval", 3),), 9, 0, "corn"),
    6: ((("grapes", 1), ("bottle", 1)), 3, 2, "stalks"),
}
XP_ICONS = {
    3: "skill",
    7: "unit",
    12: "skill",
    18: "unit",
    25: "skill",
    33: "unit",
    42: "skill",
    52: "unit",
    63: "skill",
}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", help="draw one frame without a window and save it as a PNG")
    ap.add_argument("--size", default="1280x720", help="window size, WxH")
    ap.add_argument("--zoom", type=int, default=-1, help="with --out: enlarge this hand card (0 = leftmost)")
    args = ap.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    if args.out:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode((w, h))
    pygame.display.set_caption("Mint Tin Table: card and track widgets")
    demo = Demo(screen.get_size())
    if args.out:
        demo.relayout()
        if args.zoom >= 0 and args.zoom < len(demo.hand_cards):
            demo.zoom.zoomed = demo.hand_cards[args.zoom].id
            demo.zoom_owner = demo.hand
        demo.draw(screen)
        pygame.image.save(screen, args.out)
        print(args.out)
        return 0
    clock = pygame.time.Clock()
    dirty = True
    while True:
        dt = clock.tick(60) / 1000
        for event in pygame.event.get():
            if event.type == pygame.QUIT or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
                pygame.quit()
                return 0
            dirty |= demo.handle(event)
        dirty |= demo.update(dt)
        if dirty:
            demo.draw(screen)
            pygame.display.flip()
            dirty = False


class Demo:
    """The demo's state and layout: what a game view would hold."""

    def __init__(self, size: tuple[int, int]) -> None:
        import pygame

        from mint.ui import palette
        from mint.ui.cardface import Card, CardPainter
        from mint.ui.cards import Deck, Hand, Row, Zoom
        from mint.ui.kit import Kit
        from mint.ui.tracks import Cube, PriceTrack, Track

        self.pg, self.palette, self.Card, self.Cube = pygame, palette, Card, Cube
        self.size = size
        self.kit = k = Kit(size[1] / 1080)
        self.knight = palette.ACCENTS["knight"]
        self.italy = palette.ACCENTS["italy"]
        self.action_painter = CardPainter(k, self.action_face, accent=self.knight)
        self.unit_painter = CardPainter(k, self.unit_face, accent=self.knight)
        self.order_painter = CardPainter(k, self.order_face, self.order_back, accent=self.italy, aspect=0.72)
        self.hand = Hand(self.action_painter)
        self.offer = Row(self.unit_painter, empty_label="sold")
        self.orders = Row(self.order_painter)
        self.deck = Deck(self.action_painter)
        self.discard = Deck(self.action_painter)
        self.discarded: list[str] = ["Stride"]
        self.order_deck = Deck(self.order_painter)
        self.vp = Track(k, length=30, wrap=True, accent=self.italy)
        self.xp = Track(k, length=64, accent=self.knight, draw_box=self.xp_box, shade_every=0)
        self.rounds = Track(
            k,
            labels=("1 Day", "2 Night", "3 Day", "4 Night"),
            first=1,
            accent=self.knight,
            draw_box=self.round_box,
            shade_every=0,
        )
        self.grapes = PriceTrack(k, (1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6), start=4, accent=self.italy)
        self.bottles = PriceTrack(k, (4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 10, 11), start=7, accent=self.italy)
        self.zoom = Zoom()
        self.zoom_owner: Any = None
        self.t = 0.0
        self.drawn = 8
        names = ["Fury", "Stride", "Volley", "Bulwark", "Parley", "Mend", "Focus", "Pathfinder"]
        self.hand_cards = [Card(f"{n}#1", n, "basic") for n in names]
        self.hand_cards[1] = Card("Stride#1", "Stride", "basic", raised=True)
        self.hand_cards[3] = Card("Bulwark#1", "Bulwark", "advanced")
        self.hand_cards[5] = Card("Mend#1", "Mend", "basic", turned=180)
        self.hand_cards[6] = Card("Focus#1", "Focus", "basic", raised=True, dim=True)
        self.vp_scores = [12, 12, 33, 7]
        self.grape_at, self.bottle_at = 4, 7
        self.preview: int | None = None

    # --- faces -------------------------------------------------------------------------------
    def _mana(self, k: Any, surface: Any, center: tuple[float, float], code: str, r: float) -> None:
        colours = {"R": "#D64545", "G": "#3C9A5F", "W": "#F4F1E8", "Y": "#E2B33C", "K": "#2B2B2B"}
        col = self.palette.hexc(colours[code])
        self.pg.draw.circle(surface, col, center, r)
        self.pg.draw.circle(surface, self.palette.darker(col, 0.6), center, r, max(1, k.px(1.5)))

    def _half(self, k: Any, surface: Any, rect: Any, label: str, basic: str, mana: str, strong: str) -> None:
        pal = self.palette
        k.text(surface, label, (rect.x + k.px(8), rect.y + k.px(2)), 14, pal.TEXT_2, True)
        body = self.pg.Rect(rect.x + k.px(8), rect.y + k.px(22), rect.width - k.px(16), rect.height - k.px(24))
        used = k.paragraph(surface, basic, body, 18, pal.TEXT, True)
        y = body.y + used + k.px(4)
        if mana:
            self._mana(k, surface, (body.x + k.px(9), y + k.px(10)), mana, k.px(9))
        k.paragraph(
            surface, strong, self.pg.Rect(body.x + k.px(24), y, body.width - k.px(24), body.bottom - y), 18, pal.TEXT_2
        )

    def action_face(self, k: Any, surface: Any, rect: Any, face: Any, side: Any) -> None:
        """A Knight-like action card: title, the starting half, and the waning half upside down."""
        pal, pg = self.palette, self.pg
        basic, mana, strong, wbasic, wstrong = ACTIONS[face]
        adv = side == "advanced"
        accent = pal.darker(pal.GOLD, 0.8) if adv else self.knight
        body = k.card(surface, rect, face, accent, title_size=18)
        if adv:  # the advanced side's star
            k.star(surface, (rect.right - k.px(14), rect.y + (body.y - rect.y) // 2), k.px(9), pal.WHITE)
        half_h = body.height // 2
        top = pg.Rect(rect.x, body.y + k.px(2), rect.width, half_h - k.px(2))
        self._half(k, surface, top, "STARTING", basic, mana, strong)
        pg.draw.line(
            surface,
            pal.BORDER,
            (rect.x + k.px(8), body.y + half_h),
            (rect.right - k.px(8), body.y + half_h),
            max(1, k.px(1.5)),
        )
        lower = pg.Surface((rect.width, body.bottom - body.y - half_h), pg.SRCALPHA)
        self._half(k, lower, lower.get_rect(), "WANING", wbasic, "K" if face in ("Focus",) else "", wstrong)
        surface.blit(pg.transform.rotate(lower, 180), (rect.x, body.y + half_h))

    def unit_face(self, k: Any, surface: Any, rect: Any, face: Any, side: Any) -> None:
        pal = self.palette
        cost, defense, text = UNITS[face]
        body = k.card(surface, rect, face, self.knight, title_size=18)
        k.blit_icon(surface, "influence", (body.x + k.px(22), body.y + k.px(22)), 26)
        k.text(surface, str(cost), (body.x + k.px(40), body.y + k.px(22)), 24, pal.TEXT, True, "midleft")
        k.text(surface, f"def {defense}", (body.right - k.px(10), body.y + k.px(22)), 18, pal.TEXT_2, True, "midright")
        k.paragraph(
            surface,
            text,
            self.pg.Rect(body.x + k.px(10), body.y + k.px(48), body.width - k.px(20), body.height - k.px(52)),
            18,
        )

    def _good(self, k: Any, surface: Any, center: tuple[float, float], good: str, r: float) -> None:
        pg, pal = self.pg, self.palette
        cx, cy = center
        if good == "grapes":
            for dx, dy in ((-0.45, -0.4), (0.45, -0.4), (0, 0.05), (-0.45, 0.5), (0.45, 0.5), (0, 0.95)):
                pg.draw.circle(surface, pal.hexc("#7A3F8F"), (cx + dx * r, cy - 0.3 * r + dy * r), r * 0.42)
        elif good == "oval":
            pg.draw.ellipse(surface, pal.hexc("#2B2B2B"), (cx - r * 0.7, cy - r, r * 1.4, r * 2))
        elif good == "jar":
            pg.draw.rect(
                surface,
                pal.hexc("#B5763A"),
                (cx - r * 0.75, cy - r * 0.7, r * 1.5, r * 1.7),
                border_radius=int(r * 0.4),
            )
            pg.draw.rect(surface, pal.hexc("#8A5528"), (cx - r * 0.5, cy - r, r, r * 0.35))
        else:
            pg.draw.rect(
                surface,
                pal.hexc("#2F7D4A"),
                (cx - r * 0.45, cy - r * 0.35, r * 0.9, r * 1.35),
                border_radius=int(r * 0.3),
            )
            pg.draw.rect(surface, pal.hexc("#2F7D4A"), (cx - r * 0.18, cy - r, r * 0.36, r * 0.7))

    def order_face(self, k: Any, surface: Any, rect: Any, face: Any, side: Any) -> None:
        """An Italy-like order: the goods it needs, the reward, and its food at the bottom."""
        pal, pg = self.palette, self.pg
        needs, coins, vp, food = ORDERS[face if side == "a" else (face % 6) + 1]
        body = k.card(surface, rect, f"Order {face}{side}", self.italy, title_size=16)
        y = body.y + k.px(20)
        for good, n in needs:
            for j in range(n):
                self._good(k, surface, (body.x + k.px(22) + j * k.px(26), y), good, k.px(10))
            y += k.px(30)
        y = max(y, body.y + k.px(78))
        pg.draw.line(surface, pal.BORDER, (body.x + k.px(8), y), (body.right - k.px(8), y), 1)
        x = body.x + k.px(12)
        if coins:
            k.blit_icon(surface, "coin", (x + k.px(11), y + k.px(20)), 24)
            x = k.text(surface, str(coins), (x + k.px(26), y + k.px(20)), 22, pal.TEXT, True, "midleft").right + k.px(8)
        if vp:
            k.blit_icon(surface, "laurel", (x + k.px(11), y + k.px(20)), 24)
            k.text(surface, str(vp), (x + k.px(26), y + k.px(20)), 22, pal.TEXT, True, "midleft")
        colour = {"apple": "#D64545", "corn": "#E2B33C", "stalks": "#9C7A3C"}[food]
        pg.draw.circle(surface, pal.hexc(colour), (body.centerx, body.bottom - k.px(16)), k.px(10))

    def order_back(self, k: Any, surface: Any, rect: Any, face: Any) -> None:
        pal, pg = self.palette, self.pg
        pg.draw.rect(surface, pal.darker(self.italy, 0.8), rect)
        inner = rect.inflate(-k.px(12), -k.px(12))
        pg.draw.rect(surface, pal.lighter(self.italy, 0.35), inner, max(1, k.px(2)), border_radius=k.px(6))
        k.text(surface, "Orders", inner.center, 18, pal.WHITE, True, "center")

    def xp_box(self, surface: Any, rect: Any, value: int) -> None:
        icon = XP_ICONS.get(value)
        if icon:
            tint = self.palette.hexc("#E2B33C" if icon == "skill" else "#7FCFA0")
            self.pg.draw.rect(surface, tint, rect, max(2, self.kit.px(3)), border_radius=self.kit.px(6))

    def round_box(self, surface: Any, rect: Any, value: int) -> None:
        if value % 2 == 0:  # the night rounds
            self.pg.draw.rect(
                surface,
                self.palette.hexc("#C9CFE0"),
                rect.inflate(-self.kit.px(4), -self.kit.px(4)),
                border_radius=self.kit.px(5),
            )

    # --- layout ------------------------------------------------------------------------------
    def relayout(self) -> None:
        pg, k = self.pg, self.kit
        W, H = self.size
        m = k.px(28)
        Card, Cube = self.Card, self.Cube
        self.r_vp = pg.Rect(m, k.px(110), W - 2 * m, k.px(80))
        top = k.px(246)
        self.r_orders = pg.Rect(m, top, int(W * 0.46), k.px(232))
        self.r_order_deck = pg.Rect(self.r_orders.right + k.px(20), top, k.px(170), k.px(232))
        self.r_offer = pg.Rect(
            self.r_order_deck.right + k.px(60), top, W - self.r_order_deck.right - k.px(60) - m, k.px(232)
        )
        mid = k.px(548)
        self.r_grapes = pg.Rect(m, mid, int(W * 0.30), k.px(60))
        self.r_bottles = pg.Rect(m, mid + k.px(96), int(W * 0.30), k.px(56))
        self.r_xp = pg.Rect(self.r_grapes.right + k.px(60), mid, k.px(820), k.px(160))
        self.r_rounds = pg.Rect(self.r_xp.right + k.px(60), mid, W - self.r_xp.right - k.px(60) - m, k.px(72))
        self.r_hand = pg.Rect(m, k.px(760), int(W * 0.62), H - k.px(760) - k.px(16))
        self.r_deck = pg.Rect(self.r_hand.right + k.px(60), k.px(800), k.px(170), k.px(250))
        self.r_discard = pg.Rect(self.r_deck.right + k.px(40), k.px(800), k.px(170), k.px(250))
        order_ids = [1, 2, None, 4, 5]
        self.orders.layout(
            [Card(("order", o), o, "a" if o % 2 else "b") if o else None for o in order_ids], self.r_orders
        )
        self.order_deck.layout(9, self.r_order_deck, top=Card("orders", 6, "a"), deck_id="orders")
        self.offer.layout([Card(("unit", u), u) for u in ("Bard", "Scouts")] + [None], self.r_offer)
        self.deck.layout(self.drawn, self.r_deck, deck_id="deck")
        top_discard = Card("discard", self.discarded[-1], "basic") if self.discarded else None
        self.discard.layout(len(self.discarded), self.r_discard, top=top_discard, deck_id="discard")
        self.hand.layout(self.hand_cards, self.r_hand)
        cubes = [Cube(v, seat) for seat, v in enumerate(self.vp_scores)]
        self.vp.layout(cubes, self.r_vp)
        self.xp.layout([Cube(14, color=self.palette.GOLD, id="xp")], self.r_xp)
        self.rounds.layout([Cube(2, color=self.palette.GOLD, id="round")], self.r_rounds)
        self.grapes.layout(self.r_grapes, self.grape_at)
        self.bottles.layout(self.r_bottles, self.bottle_at)

    def widgets(self) -> tuple[Any, ...]:
        return (
            self.hand,
            self.offer,
            self.orders,
            self.deck,
            self.discard,
            self.order_deck,
            self.vp,
            self.xp,
            self.rounds,
            self.grapes,
            self.bottles,
        )

    def card_at(self, pos: tuple[int, int]) -> tuple[Any, Any]:
        for w in (self.hand, self.offer, self.orders, self.order_deck, self.discard):
            cid = w.hit(pos)
            if cid is not None:
                return w, cid
        return None, None

    # --- events ------------------------------------------------------------------------------
    def handle(self, event: Any) -> bool:
        pg = self.pg
        if event.type == pg.MOUSEMOTION:
            owner, cid = self.card_at(event.pos)
            before = self.zoom.zoomed
            self.zoom.point(cid)
            self.zoom_owner = owner if cid is not None else self.zoom_owner
            return before != self.zoom.zoomed
        if event.type == pg.MOUSEBUTTONDOWN and event.button == 1:
            owner, cid = self.card_at(event.pos)
            self.zoom.press(cid)
            if owner is self.hand:
                self.hand_cards = [
                    self.Card(c.id, c.face, c.side, not c.raised, c.hidden, c.turned, c.dim) if c.id == cid else c
                    for c in self.hand_cards
                ]
                self.relayout()
            return True
        if event.type == pg.MOUSEBUTTONUP and event.button == 1:
            self.zoom.release()
            return False
        if event.type == pg.KEYDOWN:
            return self.key(event.key)
        return False

    def key(self, key: int) -> bool:
        pg, Card = self.pg, self.Card
        _, under = self.card_at(pg.mouse.get_pos())
        if key in (pg.K_f, pg.K_t) and under is not None:

            def change(c: Any) -> Any:
                if c.id != under:
                    return c
                if key == pg.K_f:
                    return Card(
                        c.id, c.face, "advanced" if c.side == "basic" else "basic", c.raised, c.hidden, c.turned, c.dim
                    )
                return Card(c.id, c.face, c.side, c.raised, c.hidden, (c.turned + 180) % 360, c.dim)

            self.hand_cards = [change(c) for c in self.hand_cards]
        elif key == pg.K_n and self.drawn:
            name = list(ACTIONS)[self.drawn % len(ACTIONS)]
            card = Card(f"{name}#{self.drawn + 10}", name, "basic")
            self.hand.motion.arrive(card.id, self.deck.last.rects["deck"], face_down=True)
            self.hand_cards = [card] + self.hand_cards
            self.drawn -= 1
        elif key == pg.K_d and self.hand_cards:
            self.discarded.append(self.hand_cards[-1].face)
            self.hand_cards = self.hand_cards[:-1]
        elif key in (pg.K_LEFT, pg.K_RIGHT):
            self.vp_scores[0] = max(0, self.vp_scores[0] + (1 if key == pg.K_RIGHT else -1))
        elif key == pg.K_s:
            self.preview = None
            self.grape_at = self.grapes.step(self.grape_at, -3)
        elif key == pg.K_b:
            self.grape_at = self.grapes.step(self.grape_at, 2)
        elif key == pg.K_p:
            self.preview = None if self.preview is not None else self.grapes.step(self.grape_at, -3)
        else:
            return False
        self.relayout()
        return True

    def update(self, dt: float) -> bool:
        self.t += dt
        if not hasattr(self, "r_hand"):
            self.relayout()
            return True
        busy = any([w.update(dt) for w in self.widgets()])
        changed = self.zoom.update(dt)
        return busy or changed

    # --- drawing -----------------------------------------------------------------------------
    def caption(self, surface: Any, text: str, rect: Any, above: int = 30) -> None:
        self.kit.text(surface, text, (rect.x, rect.y - self.kit.px(above)), 18, self.palette.TEXT_2, True)

    def draw(self, surface: Any) -> None:
        pal, k = self.palette, self.kit
        surface.fill(pal.TABLE)
        k.text(surface, "Card and track widgets", (k.px(28), k.px(14)), 26, pal.TEXT, True)
        k.text(
            surface,
            "Rest on a card to enlarge it · click a hand card to play it · F flip · T turn · N draw · "
            "D discard · Left/Right VP · S sell 3 · B buy 2 · P preview",
            (k.px(28), k.px(54)),
            18,
            pal.TEXT_2,
        )
        self.caption(surface, "VP track 0–29: a lap shows as +30", self.r_vp)
        self.vp.draw(surface)
        self.caption(surface, "Order row: 5 places, double-sided cards", self.r_orders)
        self.orders.draw(surface)
        self.caption(surface, "Order deck", self.r_order_deck)
        self.order_deck.draw(surface)
        self.caption(surface, "Unit offer of 3", self.r_offer)
        self.offer.draw(surface)
        self.caption(surface, "Grapes price: stops at both ends", self.r_grapes)
        self.grapes.draw(surface, preview=self.preview)
        self.caption(surface, "Bottle price, selling 3 previewed", self.r_bottles)
        self.bottles.draw(surface, preview=self.bottles.step(self.bottle_at, -3))
        self.caption(surface, "XP track 0–63: skill and unit boxes ringed", self.r_xp)
        self.xp.draw(surface)
        self.caption(surface, "Round track", self.r_rounds)
        self.rounds.draw(surface)
        self.caption(surface, "Deck", self.r_deck)
        self.deck.draw(surface)
        self.caption(surface, "Discard", self.r_discard)
        self.discard.draw(surface)
        self.caption(
            surface, "Hand: played cards slide up; Mend waning, Bulwark advanced, Focus exhausted", self.r_hand
        )
        zoomed = self.zoom.zoomed
        owner = self.zoom_owner
        self.hand.draw(surface, skip=(zoomed,) if owner is self.hand and zoomed is not None else ())
        if zoomed is not None and owner is not None:
            owner.draw_zoom(surface, zoomed, surface.get_rect().inflate(-k.px(16), -k.px(16)))


if __name__ == "__main__":
    raise SystemExit(main())
