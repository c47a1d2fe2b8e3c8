"""Mint Italy on the table: the island of map cards with its settlements, the corner cards' VP,
order and passing boxes, the marina cards, the mercato and commercio cards, the order row and
deck, the purple fee, the scoring cards, and each player's mats (the solo bot's too).

Spot ids are ``Spot`` values; the rules' actions name most of them:
    Spot("hex", space)             an island land or lake space (a Build target, a Return source)
    Spot("marina", corner)         a marina: its card and its hex (a Marina target)
    Spot("mat", col, seat)         a settlement column of a mat (a Build source)
    Spot("slot", col*10+k, seat)   an uncovered mat slot (a Produce source)
    Spot("marinas", seat=s)        the marina token row (a Marina source)
    Spot("track", track, seat)     the navigation or mercato track (an Upgrade target)
    Spot("good", g, seat)          a supply card (Mercato and Trade source; Convert source and target)
    Spot("order", seat=s)          the order slot (a TakeOrder target); Spot("done", seat=s) finished
    Spot("row", pos), Spot("deck") the order row and the deck's top order (TakeOrder sources)
    Spot("food", f)                a food token on the commercio card (a MoveFood source; on a
                                   table-top board its ranking chip, the token a further place)
and for tooltips: Spot("vp"), Spot("turn", i), Spot("pass", i), Spot("fee"), Spot("scoring", i),
Spot("price", g), Spot("commercio"), Spot("player", seat=s), Spot("botdeck"), Spot("botcard"),
Spot("botdiscard").

In table-top mode (``view_tabletop``) each player's mat lies in their strip with the same spots,
and the shared board keeps the rest (the solo bot's mat too).
"""

from __future__ import annotations

from typing import Any

import pygame

from mint.core.game import Action, IllegalActionError, Refusal
from mint.core.spots import Spot
from mint.core.words import join, t, tn
from mint.games.italy import board, play, solo
from mint.games.italy import cards as C
from mint.games.italy.actions import (
    Build,
    Convert,
    Marina,
    Mercato,
    TakeOrder,
    Trade,
    goods_text,
    goods_word,
)
from mint.games.italy.island import card_word
from mint.games.italy.state import BOT, EMPTY, HIDDEN, State, column
from mint.games.italy.view_icons import stamp_coin
from mint.games.italy.view_layout import BODY, rival_mark
from mint.games.italy.view_tips import ItalyTips, coins_words
from mint.ui import palette
from mint.ui.view_api import Region, bounds, region_rect

PENDING = {
    "choose": t("Choose an option of the marina card"),
    "produce": t("Produce again: click an uncovered mat slot, or stop"),
    "convert": t("Convert grapes: drag grapes onto a jar or a bottle, or stop"),
    "prod_convert": t("Production: drag grapes onto a jar or a bottle, or stop"),
    "expand": t("Build a settlement paying only its settlement cost, or skip"),
    "order": t("Take an order from the row with no fee"),
    "free_order": t("Free order: drag one from the row or the deck, or skip"),
    "food": t("Move a food token up: click it on the commercio card"),
    "cleanup_food": t("You passed first: move a food token up on the commercio card"),
    "upgrade": t("Free upgrade: click your navigation or mercato track"),
    "hen": t("Take a settlement back: click one of the lit hexes"),
    "collect": t("Production: collect what your mats show"),
}


def conversions_text(jars: int, bottles: int) -> str:
    """What grapes may still become: "1 jar and 2 bottles", "1 bottle" (never "0 jars")."""
    parts = [goods_text(good, n) for good, n in ((2, jars), (3, bottles)) if n > 0]
    return join(parts) if parts else str(t("nothing"))


class ItalyView(ItalyTips):
    """Where the pieces of Mint Italy sit, how they look and what they are called."""

    #: the rules page heading (id) that explains each kind of spot: F1 over it opens the page there
    RULES_AT = {
        "hex": "expand",
        "good": "mercato",
        "mat": "player-phase",
        "food": "cleanup",
        "row": "gain-order",
        "order": "finish-order",
        "marinas": "marina",
        "marina": "marina",
        "track": "upgrade",
        "slot": "production",
        "deck": "gain-order",
        "botdeck": "solo-bot",
        "botcard": "solo-bot",
        "botdiscard": "solo-bot",
        "vp": "scoring",
        "turn": "a-round",
        "scoring": "scoring",
        "price": "mercato",
        "player": "player-phase",
        "pass": "pass",
        "fee": "gain-order",
        "done": "player-phase",
        "commercio": "cleanup",
    }
    glide_s = 0.25
    #: table-top mode: the prices on the lit hexes go over the board, the trades over a supply card
    #: in its player's strip
    has_overlay = True
    has_seat_overlay = True

    def __init__(self, rules: Any, kit: Any) -> None:
        super().__init__(rules, kit)
        self._frame = 0  #: counts overlay frames, to tell a drag in progress from an old one
        self._held: tuple[Spot, int] | None = None  #: the piece the table last asked for, and when
        self._pills: tuple[Any, list[tuple[tuple[float, float], int]]] | None = None
        self._trades: tuple[Any, pygame.Surface | None] | None = None

    # --- whose turn and what is going on -----------------------------------------------------

    def status(self, obs: Any) -> str:
        s: State = obs
        if s.phase == "over":
            return str(t("The game is over: each player's cities are outlined on the island."))
        head = t("Round {round} of {rounds}", round=s.round, rounds=C.ROUNDS)
        if s.phase == "setup":
            what = t("Set-up: build a settlement on any land hex (its full price is paid)")
        elif s.solo and board.actor(s) == BOT:
            what = t("{bot}'s turn: press Next bot step", bot=solo.name(s))
        elif s.pending:
            return f"{head} · {self.banner_text(s)}"
        elif s.phase == "production":
            what = t("Production")
        else:
            what = t("Player phase: build, marina, order, upgrade, trade or pass")
        return f"{head} · {what}"

    def seat_mark(self, obs: Any, seat: int) -> tuple[str, palette.Color] | None:
        """The solo bot is drawn in its persona's colour and shape, as on the board."""
        s: State = obs
        return rival_mark(s) if seat == BOT else None

    def turn_words(self, obs: Any) -> tuple[int, str] | None:
        """In solo the bot's turn is the persona's, in its own colour and shape."""
        s: State = obs
        if s.solo and s.phase not in ("over", "setup") and board.actor(s) == BOT:
            return BOT, str(t("{bot} · bot", bot=solo.name(s)))
        return None

    def banner_text(self, s: State) -> str:
        if s.phase == "over":
            return str(t("Game over: cities outlined"))
        if s.solo and board.actor(s) == BOT and s.phase != "setup":
            return str(t("{bot} is playing: press Next bot step", bot=solo.name(s)))
        if not s.pending:
            return str(t("Set-up: place a settlement on any land hex")) if s.phase == "setup" else ""
        d = s.pending[0]
        if d.kind == "choose":
            return str(t("Choose a marina option ({corner} marina card)", corner=card_word(play.arg(d, 0))))
        if d.kind == "produce":
            return str(
                tn(
                    "Produce again with {n} more settlement: click a mat slot, or stop",
                    "Produce again with {n} more settlements: click a mat slot, or stop",
                    play.arg(d, 0),
                )
            )
        if d.kind == "prod_convert":
            up_to = conversions_text(play.arg(d, 0), play.arg(d, 1))
            return str(t("Production: grapes into up to {goods}, or stop", goods=up_to))
        if d.kind == "convert":
            return str(t("Convert up to {n} grapes into jars or bottles, or stop", n=play.arg(d, 0)))
        if d.kind == "trade":
            good = goods_word(play.arg(d, 0))
            if d.data[1]:
                return str(t("Mercato: how many {goods} to sell? Or cancel", goods=good))
            return str(t("Mercato: how many {goods} to buy? Or cancel", goods=good))
        return str(PENDING.get(d.kind, ""))

    def seat_summary(self, obs: Any, seat: int) -> str:
        s: State = obs
        if not 0 <= seat < len(s.players):
            return ""
        p = s.players[seat]
        parts = [coins_words(p.coins), str(t("{n} VP", n=p.vp)), str(t("{n} built", n=sum(p.built)))]
        parts.append(str(t("holds an order") if p.order is not None else t("no order")))
        if seat in s.passed and s.phase == "play":
            parts.append(str(t("passed")))
        return " · ".join(parts)

    # --- drops, refusals, glides --------------------------------------------------------------

    def action_for(self, obs: Any, source: Any, target: Any) -> Action | None:
        """The action a drop of ``source`` on ``target`` means, legal or not."""
        s: State = obs
        if not isinstance(source, Spot) or not isinstance(target, Spot) or s.phase == "over":
            return None
        seat = source.seat if source.seat is not None else board.actor(s)
        if (
            source.kind == "mat"
            and target.kind == "hex"
            and isinstance(source.key, int)
            and isinstance(target.key, int)
        ):
            return Build(seat, source.key, target.key)
        if source.kind == "marinas" and target.kind == "marina" and isinstance(target.key, int):
            return Marina(seat, target.key)
        if source.kind in ("row", "deck") and target.kind == "order" and target.seat is not None:
            pos = source.key if source.kind == "row" and isinstance(source.key, int) else -1
            return TakeOrder(target.seat, pos)
        if source.kind == "good" and source.key == 0 and target.kind == "good" and target.key in (2, 3):
            return Convert(seat, int(target.key))  # type: ignore[arg-type]
        return None

    def illegal_reason(self, obs: Any, source: Any, target: Any) -> Refusal | None:
        """The rules' refusal of the move a drop means (its rule reaches the table)."""
        if target is None:
            return None
        try:
            action = self.action_for(obs, source, target)
            if action is None or action in self.rules.legal_actions(obs):
                return None
            return self.rules.refusal(obs, action)  # type: ignore[no-any-return]
        except (IllegalActionError, ValueError, IndexError, KeyError):
            return None

    def glide_for(self, obs: Any, action: Any) -> tuple[Spot, Spot] | None:
        """The solo bot's step: where its piece goes (worked out by the bot's own rules)."""
        s: State = obs
        if not s.solo or type(action).__name__ != "BotStep" or s.phase != "play":
            return None
        if s.bot_card == HIDDEN:
            return (Spot("botdeck"), Spot("botcard")) if s.players[BOT].coins >= solo.COST else None
        after, _ = solo.step(s)
        for i, (a, b) in enumerate(zip(s.board, after.board)):
            if a == EMPTY and b != EMPTY:
                return Spot("mat", column(b), BOT), Spot("hex", i)
        for k, (was, now) in enumerate(zip(s.marina_tokens, after.marina_tokens)):
            if len(now) > len(was):
                return Spot("marinas", seat=BOT), Spot("marina", k)
        before = s.players[BOT]
        if after.players[BOT].order is not None and before.order is None:
            taken = next((i for i, c in enumerate(s.row) if c not in after.row), None)
            if taken is not None:
                return Spot("row", taken), Spot("order", seat=BOT)
        return None

    def piece_for(self, spot: Any) -> pygame.Surface | None:
        if not isinstance(spot, Spot):
            return None
        self._held = (spot, self._frame)
        if spot.kind == "mat" and isinstance(spot.key, int) and spot.seat is not None:
            return self.token_piece(spot.seat, spot.key)
        if spot.kind == "marinas" and spot.seat is not None:
            return self.marina_piece(spot.seat)
        if spot.kind == "good" and isinstance(spot.key, int):
            return self.good_piece(spot.key)
        return None

    # --- every frame: prices on the lit hexes while a settlement is carried ----------------------

    def draw_overlay(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, spots: dict[Any, Any], hovered: Any
    ) -> pygame.Rect | bool:
        self._frame += 1
        drew: list[pygame.Rect | None] = []
        if isinstance(hovered, Spot) and hovered.kind == "good" and hovered in spots:
            drew.append(self._draw_trades(surface, obs, hovered, region_rect(spots[hovered])))
        held = self._held
        sid = held[0] if held is not None and hovered is None and held[1] >= self._frame - 2 else None
        if sid is not None and sid.kind == "mat":
            r = max(self.kit.px(14), self.board.scale * 0.27)
            for pos, price in self._price_pills(obs, sid, spots):  # a gold coin: the whole price in
                # coins, settlement and land
                drew.append(stamp_coin(self.kit, surface, pos, r, price, self.kit.px(BODY)))
        return bounds(drew) or False

    def draw_seat_overlay(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, seat: int, spots: dict[Any, Any], hovered: Any
    ) -> pygame.Rect | bool:
        """Table-top: a supply card under the pointer in a strip shows its trades above it."""
        if isinstance(hovered, Spot) and hovered.kind == "good" and hovered in spots:
            return self._draw_trades(surface, obs, hovered, region_rect(spots[hovered])) or False
        return False

    def _draw_trades(self, surface: pygame.Surface, obs: Any, sid: Spot, card: pygame.Rect) -> pygame.Rect | None:
        """Over a supply card under the pointer: each trade it offers, with the coins it gives or
        costs; where it lies (None when it offers none)."""
        key = (id(obs), sid, tuple(card))
        if self._trades is None or self._trades[0] != key:
            self._trades = (key, self._trade_panel(obs, sid))
        img = self._trades[1]
        if img is None:
            return None
        r = img.get_rect(midbottom=(card.centerx, card.y - self.kit.px(6)))
        r.clamp_ip(surface.get_rect())
        surface.blit(img, r)
        return r

    def _trade_panel(self, obs: Any, sid: Spot) -> pygame.Surface | None:
        s: State = obs
        legal = self.rules.legal_actions(s)
        trades = [a for a in legal if isinstance(a, Trade) and a.source == sid]
        for a in legal:  # a good taken to the mercato: every quantity it could then trade
            if isinstance(a, Mercato) and a.source == sid:
                trades += play.quantities(s, a.seat, a.good, a.sell)
        if not trades:
            return None
        k = self.kit
        price = play.price(s, trades[0].good)
        lines = [
            (
                str(
                    t("Sell {goods}", goods=goods_text(a.good, a.count))
                    if a.sell
                    else t("Buy {goods}", goods=goods_text(a.good, a.count))
                ),
                f"+{price * a.count}" if a.sell else f"−{play.buy_cost(s, a.good, a.count)}",
                a.sell,
            )
            for a in trades
        ]
        step = k.font(BODY).get_linesize()
        head = str(t("Click to trade (at {price} each):", price=price))
        left = max(k.width(a, BODY) for a, _, _ in lines)
        right = max(k.width(str(t("{coins} coins", coins=c)), BODY, True) for _, c, _ in lines)
        w = max(left + right + k.px(36), k.width(head, BODY) + k.px(20))
        img = pygame.Surface((w, step * (len(lines) + 1) + k.px(12)), pygame.SRCALPHA)
        box = img.get_rect()
        pygame.draw.rect(img, palette.TEXT, box, border_radius=k.px(8))
        k.text(img, head, (k.px(10), k.px(6)), BODY, palette.lighter(palette.TEXT_2, 0.6))
        for i, (words, coins, sell) in enumerate(lines):
            y = k.px(6) + (i + 1) * step
            k.text(img, words, (k.px(10), y), BODY, palette.WHITE)
            colour = palette.SUGAR_FREE if sell else palette.lighter(palette.DANGER, 0.3)
            k.text(img, str(t("{coins} coins", coins=coins)), (w - k.px(10), y), BODY, colour, True, "topright")
        return img

    def _price_pills(self, obs: Any, sid: Spot, spots: dict[Any, Any]) -> list[tuple[tuple[float, float], int]]:
        """The full price of building the held column on every hex it may go to (kept per position)."""
        key = (id(obs), sid, id(spots), len(spots))
        if self._pills is not None and self._pills[0] == key:
            return self._pills[1]
        s: State = obs
        out: list[tuple[tuple[float, float], int]] = []
        expand = bool(s.pending) and s.pending[0].kind == "expand"
        for a in self.rules.legal_actions(s):
            if isinstance(a, Build) and Spot("mat", a.col, a.seat) == sid:
                region: Region | None = spots.get(Spot("hex", a.space))
                if region is None:
                    continue
                price = play.build_price(s, a.seat, a.col, a.space, land=not expand)
                c = region.center if not isinstance(region, pygame.Rect) else region_rect(region).center
                r = region_rect(region)
                out.append(((c[0], c[1] - r.height * 0.22), price or 0))
        self._pills = (key, out)
        return out


VIEW = ItalyView
