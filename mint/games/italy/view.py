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
from mint.core.spots import Spot, SpotId
from mint.games.italy import board, play, solo
from mint.games.italy import cards as C
from mint.games.italy.actions import GOOD_WORDS, Build, Convert, Marina, Mercato, TakeOrder, Trade, goods_text
from mint.games.italy.describe import FOOD_WORDS
from mint.games.italy.state import BOT, COLUMN_NAMES, CORNERS, EMPTY, HIDDEN, NAV, TRACK_NAMES, State, column, owner
from mint.games.italy.view_draw import ItalyPainter
from mint.games.italy.view_icons import stamp_coin
from mint.games.italy.view_layout import BODY, rival_mark
from mint.ui import palette
from mint.ui.view_api import Region, region_rect

GOOD_PLURALS = ("grapes", "black ovals", "jars", "bottles")
TERRAIN_WORDS = {"grey": "grey", "dark": "dark green", "light": "light green"}
PENDING = {
    "choose": "Choose an option of the marina card",
    "produce": "Produce again: click an uncovered mat slot, or stop",
    "convert": "Convert grapes: drag grapes onto a jar or a bottle, or stop",
    "prod_convert": "Production: drag grapes onto a jar or a bottle, or stop",
    "expand": "Build a settlement paying only its settlement cost, or skip",
    "order": "Take an order from the row with no fee",
    "free_order": "Free order: drag one from the row or the deck, or skip",
    "food": "Move a food token up: click it on the commercio card",
    "cleanup_food": "You passed first: move a food token up on the commercio card",
    "upgrade": "Free upgrade: click your navigation or mercato track",
    "hen": "Take a settlement back: click one of the lit hexes",
    "collect": "Production: collect what your mats show",
}


def conversions_text(jars: int, bottles: int) -> str:
    """What grapes may still become: "1 jar and 2 bottles", "1 bottle" (never "0 jars")."""
    parts = [goods_text(good, n) for good, n in ((2, jars), (3, bottles)) if n > 0]
    return " and ".join(parts) or "nothing"


class ItalyView(ItalyPainter):
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
            return "The game is over: each player's cities are outlined on the island."
        head = f"Round {s.round} of {C.ROUNDS}"
        if s.phase == "setup":
            return f"{head} · Set-up: build a settlement on any land hex (its full price is paid)"
        if s.solo and board.actor(s) == BOT:
            return f"{head} · {solo.name(s)}'s turn: press Next bot step"
        if s.pending:
            return f"{head} · {self.banner_text(s)}"
        if s.phase == "production":
            return f"{head} · Production"
        return f"{head} · Player phase: build, marina, order, upgrade, trade or pass"

    def seat_mark(self, obs: Any, seat: int) -> tuple[str, palette.Color] | None:
        """The solo bot is drawn in its persona's colour and shape, as on the board."""
        s: State = obs
        return rival_mark(s) if seat == BOT else None

    def turn_words(self, obs: Any) -> tuple[int, str] | None:
        """In solo the bot's turn is the persona's, in its own colour and shape."""
        s: State = obs
        if s.solo and s.phase not in ("over", "setup") and board.actor(s) == BOT:
            return BOT, f"{solo.name(s)} · bot"
        return None

    def banner_text(self, s: State) -> str:
        if s.phase == "over":
            return "Game over: cities outlined"
        if s.solo and board.actor(s) == BOT and s.phase != "setup":
            return f"{solo.name(s)} is playing: press Next bot step"
        if not s.pending:
            return "Set-up: place a settlement on any land hex" if s.phase == "setup" else ""
        d = s.pending[0]
        if d.kind == "choose":
            corner = CORNERS[play.arg(d, 0)]
            return f"Choose a marina option ({corner} marina card)"
        if d.kind == "produce":
            n = play.arg(d, 0)
            return f"Produce again with {n} more settlement{'s' if n != 1 else ''}: click a mat slot, or stop"
        if d.kind == "prod_convert":
            return f"Production: grapes into up to {conversions_text(play.arg(d, 0), play.arg(d, 1))}, or stop"
        if d.kind == "convert":
            return f"Convert up to {play.arg(d, 0)} grapes into jars or bottles, or stop"
        if d.kind == "trade":
            good = GOOD_PLURALS[play.arg(d, 0)]
            return f"Mercato: how many {good} to {'sell' if d.data[1] else 'buy'}? Or cancel"
        return PENDING.get(d.kind, "")

    def seat_summary(self, obs: Any, seat: int) -> str:
        s: State = obs
        if not 0 <= seat < len(s.players):
            return ""
        p = s.players[seat]
        parts = [f"{p.coins} coins", f"{p.vp} VP", f"{sum(p.built)} built"]
        parts.append("holds an order" if p.order is not None else "no order")
        if seat in s.passed and s.phase == "play":
            parts.append("passed")
        return " · ".join(parts)

    # --- words for the spots ----------------------------------------------------------------

    def _viewer_seat(self, s: State) -> int:
        """Whose prices a tooltip quotes: the player to act (in solo, always the person)."""
        if s.solo:
            return 0
        return board.actor(s) if s.phase != "over" else 0

    def tooltip(self, obs: Any, spot: SpotId) -> str | None:
        s: State = obs
        if not isinstance(spot, Spot):
            return None
        kind, key, seat = spot.kind, spot.key, spot.seat
        isl = play.isle(s)
        if kind == "hex" and isinstance(key, int) and 0 <= key < len(isl.ids):
            return self._hex_text(s, key)
        if kind == "marina" and isinstance(key, int) and key < len(s.marina_cards):
            card = C.MARINA_CARDS[s.marina_cards[key]]
            who = ", ".join(self.short_name(s, t) for t in s.marina_tokens[key]) or "nobody yet"
            return (
                f"{CORNERS[key]} marina (card {card.id}): {C.options_text(card.options)}. "
                f"Drop a marina token on it when one of your settlements reaches it. Tokens: {who}."
            )
        if kind == "mat" and isinstance(key, int) and seat is not None:
            return self._column_text(s, seat, key)
        if kind == "slot" and isinstance(key, int) and seat is not None:
            col, k = divmod(key, 10)
            out = play.slot_output(s, seat, col, k)
            return f"{COLUMN_NAMES[col]} slot {k + 1} (uncovered): produces {_output_words(out)}."
        if kind == "marinas" and seat is not None:
            p = s.players[seat]
            slots = C.BOT_MARINA_SLOTS if play.is_bot(s, seat) else C.MARINA_SLOTS
            return (
                f"Marina tokens: {slots - p.marinas} left of {slots}. Drag one onto a marina you reach; "
                "the last one gives a free order."
            )
        if kind == "track" and isinstance(key, str) and seat is not None:
            return self._track_text(s, seat, key)
        if kind == "good" and isinstance(key, int) and seat is not None:
            return self._good_text(s, seat, key)
        if kind == "order" and seat is not None:
            p = s.players[seat]
            if p.order is None:
                fee = C.ORDER_FEES[s.round - 1]
                return f"Order slot: empty. Drag an order here (round {s.round}: {_fee_words(fee)})."
            o = play.order_of(p.order)
            ready = " It can be finished now." if play.can_finish(s, seat) else ""
            return f"Held order: {C.order_text(o)}; food: {FOOD_WORDS[o.food]}.{ready}"
        if kind == "done" and seat is not None:
            p = s.players[seat]
            if not p.done:
                return "No finished orders yet."
            return "Finished orders: " + "; ".join(C.order_text(play.order_of(c)) for c in p.done)
        if kind == "row" and isinstance(key, int) and key < len(s.row):
            return f"Order {key + 1} of the row: {self._order_words(s, s.row[key])}"
        if kind == "deck":
            top = play.deck_top(s)
            left = len(s.deck)
            if top is None:
                return "The order deck is empty."
            return f"The order deck ({left} cards; its top shows): {self._order_words(s, top)}"
        if kind == "fee":
            fees = ", ".join(f"round {i + 1}: {_fee_words(f)}" for i, f in enumerate(C.ORDER_FEES))
            return f"Taking an order from the row: {fees}. A free order pays nothing."
        if kind == "scoring" and isinstance(key, int) and key < len(s.scoring):
            scoring = C.SCORING_CARDS[s.scoring[key]]
            when = "scored" if key < s.round - 1 or s.phase == "over" else f"scores at the end of round {key + 1}"
            return f"{scoring.name}: {scoring.text} ({when})"
        if kind == "vp":
            return "VP: " + ", ".join(f"{self.short_name(s, i)} {p.vp}" for i, p in enumerate(s.players))
        if kind == "turn" and isinstance(key, int):
            if key < len(s.order):
                return f"Player order box {key + 1}: {self.short_name(s, s.order[key])}"
            return f"Player order box {key + 1}"
        if kind == "pass" and isinstance(key, int):
            who = f" taken by {self.short_name(s, s.passed[key])}" if key < len(s.passed) else ""
            bot = f" ({solo.name(s)} gains 20 passing first, 10 last)" if s.solo else ""
            return f"Passing box {key + 1}: {C.PASS_COINS[key]} coins{who}; sets next round's order{bot}."
        if kind == "price" and isinstance(key, int):
            return (
                f"{GOOD_WORDS[key].capitalize()}: {play.price(s, key)} coins each now. Selling moves the cube "
                "down one box per good, buying moves it up."
            )
        if kind == "food" and isinstance(key, int) and key < len(s.food):
            rank = board.food_rank(s).index(key)
            box, _ = s.food[key]
            return (
                f"The {FOOD_WORDS[key]} token: box {box}, ranked {rank + 1} now "
                f"({C.FOOD_VP[rank]} VP per finished {FOOD_WORDS[key]} order at the end)."
            )
        if kind == "commercio":
            return "Commercio: at the end, each finished order scores its food token's rank (4, 2, 1 VP)."
        if kind == "player" and seat is not None:
            text = f"{self.long_name(s, seat)}: {self.seat_summary(s, seat)}"
            if s.solo and seat == BOT and s.persona:
                persona = solo.persona(s)
                text += f". {persona.action} ({persona.cost} coins): {persona.text}"
            return text
        if kind == "botdeck":
            return f"The bot deck: {len(s.bot_deck)} cards."
        if kind == "botcard":
            if s.bot_card == HIDDEN:
                return "The bot's revealed card shows here during its turn."
            c = C.BOT_CARDS[s.bot_card]
            return f"Revealed bot card {c.id}: {solo._code_text(s, c.do, c.do_cost)}, else {solo._code_text(s, c.orelse, c.orelse_cost)}."
        if kind == "botdiscard" and s.bot_discard:
            c = solo.left(s)
            return (
                f"Top of the bot discard (its left part gives the details): scan {solo.SCAN_WORDS[c.scan]}, "
                f"X = {c.x}, good: {GOOD_WORDS[c.good]}."
            )
        return None

    def _hex_text(self, s: State, i: int) -> str:
        isl = play.isle(s)
        if isl.kind[i] != "land":
            return "A lake: with the green + blue navigation level you reach land touching its lake group."
        terrain = " and ".join(TERRAIN_WORDS[t] for t in ("light", "dark", "grey") if t in isl.terrains[i])
        head = f"{'/'.join(isl.cards[i])}: {terrain} land, cost {isl.cost[i]}"
        if not isl.whole[i] or len(isl.cards[i]) > 1:
            head += " (split over two cards: one hex)"
        code = s.board[i]
        if code != EMPTY:
            return f"{head}. {self.long_name(s, owner(code))}'s {COLUMN_NAMES[column(code)]} settlement."
        seat = self._viewer_seat(s)
        expand = bool(s.pending) and s.pending[0].kind == "expand"
        prices = []
        for col in range(3):
            if C.COLUMNS[col].terrain not in isl.terrains[i]:
                continue
            price = play.build_price(s, seat, col, i, land=not expand)
            if price is None:
                prices.append(f"{COLUMN_NAMES[col]}: none left")
                continue
            cost = play.settlement_cost(s.players[seat], col)
            how = f"{cost}" if expand else f"{cost} + land {isl.cost[i]}"
            prices.append(f"{COLUMN_NAMES[col]} {how} = {price} coins")
        reach = ""
        if s.phase == "play" and i not in play.reachable(s, seat):
            reach = " Out of your reach now."
        return f"{head}. {'; '.join(prices)}.{reach}"

    def _column_text(self, s: State, seat: int, col: int) -> str:
        p = s.players[seat]
        k = p.built[col]
        c = C.COLUMNS[col]
        name = COLUMN_NAMES[col]
        left = len(c.costs) - k
        if left == 0:
            return f"{name} ({c.shape}, on {TERRAIN_WORDS[c.terrain]} land): every token is built."
        out = play.slot_output(s, seat, col, k)
        cost = "" if play.is_bot(s, seat) else f"costs {c.costs[k]} coins + the land's cost; "
        last = " It is the last: a free order." if left == 1 and not play.is_bot(s, seat) else ""
        return (
            f"{name} ({c.shape}, on {TERRAIN_WORDS[c.terrain]} land): {left} left. The next {cost}"
            f"building it uncovers {_output_words(out)}.{last}"
        )

    def _track_text(self, s: State, seat: int, track: str) -> str:
        p = s.players[seat]
        level = p.nav if track == NAV else p.mercato
        bot = play.is_bot(s, seat)
        if track == NAV:
            names = C.BOT_NAV_LEVELS if bot else C.NAV_LEVELS
            now = names[level]
            nxt = f" Next ({C.UPGRADE_COST} coins): {names[level + 1]}." if level < 3 else ""
            return f"{TRACK_NAMES[track].capitalize()} level {level}: {now}.{nxt}"
        levels = C.BOT_MERCATO_LEVELS if bot else C.MERCATO_LEVELS
        lv = levels[level]
        gain = f", +1 {GOOD_WORDS[lv.good]} at production" if lv.good is not None else ""
        nxt = ""
        if level < 3:
            n = levels[level + 1]
            more = f", +1 {GOOD_WORDS[n.good]}" if n.good is not None else ""
            nxt = f" Next ({C.UPGRADE_COST} coins): trade {n.quantity}{more}."
        return f"Mercato level {level}: trade up to {lv.quantity} at a time{gain}.{nxt}"

    def _good_text(self, s: State, seat: int, g: int) -> str:
        p = s.players[seat]
        have = p.goods[g]
        price = play.price(s, g)
        head = f"{goods_text(g, have).capitalize()} (at most {C.GOOD_LIMIT}); price {price} each."
        if g in p.traded:
            return head + " Already traded this round."
        if s.solo and seat == BOT:
            return head
        qty = C.MERCATO_LEVELS[p.mercato].quantity
        sells = [f"sell {n} +{price * n}" for n in range(1, min(qty, have) + 1)]
        buys = [f"buy {n} −{play.buy_cost(s, g, n)}" for n in range(1, min(qty, C.GOOD_LIMIT - have) + 1)]
        return f"{head} Click to trade (up to {qty}): {', '.join(sells + buys) or 'nothing to trade'}."

    @staticmethod
    def _order_words(s: State, card: Any) -> str:
        if card is None or int(card.card) < 0:
            return "hidden"
        o = play.order_of(card)
        return f"{C.order_text(o)} (food: {FOOD_WORDS[o.food]})"

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
    ) -> bool:
        self._frame += 1
        drew = False
        if isinstance(hovered, Spot) and hovered.kind == "good" and hovered in spots:
            drew = self._draw_trades(surface, obs, hovered, region_rect(spots[hovered]))
        held = self._held
        if hovered is not None or held is None or held[1] < self._frame - 2:
            return drew
        sid = held[0]
        if sid.kind != "mat":
            return drew
        pills = self._price_pills(obs, sid, spots)
        r = max(self.kit.px(14), self.board.scale * 0.27)
        for pos, price in pills:  # a gold coin: the whole price in coins, settlement and land
            stamp_coin(self.kit, surface, pos, r, price, self.kit.px(BODY))
        return drew or bool(pills)

    def draw_seat_overlay(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, seat: int, spots: dict[Any, Any], hovered: Any
    ) -> bool:
        """Table-top: a supply card under the pointer in a strip shows its trades above it."""
        if isinstance(hovered, Spot) and hovered.kind == "good" and hovered in spots:
            return self._draw_trades(surface, obs, hovered, region_rect(spots[hovered]))
        return False

    def _draw_trades(self, surface: pygame.Surface, obs: Any, sid: Spot, card: pygame.Rect) -> bool:
        """Over a supply card under the pointer: each trade it offers, with the coins it gives or
        costs. False when it offers none."""
        key = (id(obs), sid, tuple(card))
        if self._trades is None or self._trades[0] != key:
            self._trades = (key, self._trade_panel(obs, sid))
        img = self._trades[1]
        if img is None:
            return False
        r = img.get_rect(midbottom=(card.centerx, card.y - self.kit.px(6)))
        r.clamp_ip(surface.get_rect())
        surface.blit(img, r)
        return True

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
                f"{'Sell' if a.sell else 'Buy'} {goods_text(a.good, a.count)}",
                f"+{price * a.count}" if a.sell else f"−{play.buy_cost(s, a.good, a.count)}",
                a.sell,
            )
            for a in trades
        ]
        step = k.font(BODY).get_linesize()
        head = f"Click to trade (at {price} each):"
        left = max(k.font(BODY).size(a)[0] for a, _, _ in lines)
        right = max(k.font(BODY, True).size(f"{c} coins")[0] for _, c, _ in lines)
        w = max(left + right + k.px(36), k.font(BODY).size(head)[0] + k.px(20))
        img = pygame.Surface((w, step * (len(lines) + 1) + k.px(12)), pygame.SRCALPHA)
        box = img.get_rect()
        pygame.draw.rect(img, palette.TEXT, box, border_radius=k.px(8))
        k.text(img, head, (k.px(10), k.px(6)), BODY, palette.lighter(palette.TEXT_2, 0.6))
        for i, (words, coins, sell) in enumerate(lines):
            y = k.px(6) + (i + 1) * step
            k.text(img, words, (k.px(10), y), BODY, palette.WHITE)
            colour = palette.SUGAR_FREE if sell else palette.lighter(palette.DANGER, 0.3)
            k.text(img, f"{coins} coins", (w - k.px(10), y), BODY, colour, True, "topright")
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


def _fee_words(fee: int) -> str:
    if fee > 0:
        return f"gain {fee} coins"
    if fee < 0:
        return f"pay {-fee} coins"
    return "no fee"


def _output_words(out: C.Output) -> str:
    parts = []
    if out.coins:
        parts.append(f"{out.coins} coins")
    for g, name in enumerate(("grapes", "oval", "jar", "bottle")):
        n = getattr(out, name)
        if n:
            parts.append(goods_text(g, n))
    if out.vp:
        parts.append(f"{out.vp} VP")
    if out.conv_jar:
        parts.append("a grapes-to-jar conversion")
    if out.conv_bottle:
        parts.append("a grapes-to-bottle conversion")
    if out.figure:
        parts.append("a white figure (+1 coin at the top navigation level)")
    return ", ".join(parts) or "nothing"


VIEW = ItalyView
