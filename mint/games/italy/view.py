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
from mint.core.words import data, join, t, tn
from mint.games.italy import board, play, solo
from mint.games.italy import cards as C
from mint.games.italy.actions import (
    Build,
    Convert,
    Marina,
    Mercato,
    TakeOrder,
    Trade,
    good_word,
    goods_text,
    goods_word,
)
from mint.games.italy.describe import food_word
from mint.games.italy.state import BOT, COLUMN_NAMES, CORNERS, EMPTY, HIDDEN, NAV, State, column, owner
from mint.games.italy.view_draw import ItalyPainter
from mint.games.italy.view_icons import stamp_coin
from mint.games.italy.view_layout import BODY, rival_mark
from mint.ui import palette
from mint.ui.view_api import Region, region_rect

TERRAIN_WORDS = {"grey": t("grey"), "dark": t("dark green"), "light": t("light green")}
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


def _coins(n: int) -> str:
    return str(tn("{n} coin", "{n} coins", n))


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
            return str(t("Choose a marina option ({corner} marina card)", corner=CORNERS[play.arg(d, 0)]))
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
        parts = [_coins(p.coins), str(t("{n} VP", n=p.vp)), str(t("{n} built", n=sum(p.built)))]
        parts.append(str(t("holds an order") if p.order is not None else t("no order")))
        if seat in s.passed and s.phase == "play":
            parts.append(str(t("passed")))
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
            who = ", ".join(self.short_name(s, k) for k in s.marina_tokens[key]) or str(t("nobody yet"))
            return str(
                t(
                    "{corner} marina (card {card}): {options}. Drop a marina token on it when one of your "
                    "settlements reaches it. Tokens: {who}.",
                    corner=CORNERS[key],
                    card=card.id,
                    options=C.options_text(card.options),
                    who=who,
                )
            )
        if kind == "mat" and isinstance(key, int) and seat is not None:
            return self._column_text(s, seat, key)
        if kind == "slot" and isinstance(key, int) and seat is not None:
            col, k = divmod(key, 10)
            out = play.slot_output(s, seat, col, k)
            return str(
                t(
                    "{column} slot {n} (uncovered): produces {output}.",
                    column=COLUMN_NAMES[col],
                    n=k + 1,
                    output=_output_words(out),
                )
            )
        if kind == "marinas" and seat is not None:
            p = s.players[seat]
            slots = C.BOT_MARINA_SLOTS if play.is_bot(s, seat) else C.MARINA_SLOTS
            return str(
                t(
                    "Marina tokens: {left} left of {all}. Drag one onto a marina you reach; the last one gives a free order.",
                    left=slots - p.marinas,
                    all=slots,
                )
            )
        if kind == "track" and isinstance(key, str) and seat is not None:
            return self._track_text(s, seat, key)
        if kind == "good" and isinstance(key, int) and seat is not None:
            return self._good_text(s, seat, key)
        if kind == "order" and seat is not None:
            p = s.players[seat]
            if p.order is None:
                fee = C.ORDER_FEES[s.round - 1]
                return str(
                    t(
                        "Order slot: empty. Drag an order here (round {round}: {fee}).",
                        round=s.round,
                        fee=_fee_words(fee),
                    )
                )
            o = play.order_of(p.order)
            held = t("Held order: {order}; food: {food}.", order=C.order_text(o), food=food_word(o.food))
            if play.can_finish(s, seat):
                return str(t("{held} It can be finished now.", held=held))
            return str(held)
        if kind == "done" and seat is not None:
            p = s.players[seat]
            if not p.done:
                return str(t("No finished orders yet."))
            done = "; ".join(C.order_text(play.order_of(c)) for c in p.done)
            return str(t("Finished orders: {orders}", orders=done))
        if kind == "row" and isinstance(key, int) and key < len(s.row):
            return str(t("Order {n} of the row: {order}", n=key + 1, order=self._order_words(s, s.row[key])))
        if kind == "deck":
            top = play.deck_top(s)
            left = len(s.deck)
            if top is None:
                return str(t("The order deck is empty."))
            return str(
                tn(
                    "The order deck ({n} card; its top shows): {order}",
                    "The order deck ({n} cards; its top shows): {order}",
                    left,
                    order=self._order_words(s, top),
                )
            )
        if kind == "fee":
            fees = ", ".join(
                str(t("round {round}: {fee}", round=i + 1, fee=_fee_words(f))) for i, f in enumerate(C.ORDER_FEES)
            )
            return str(t("Taking an order from the row: {fees}. A free order pays nothing.", fees=fees))
        if kind == "scoring" and isinstance(key, int) and key < len(s.scoring):
            scoring = C.SCORING_CARDS[s.scoring[key]]
            if key < s.round - 1 or s.phase == "over":
                when = t("{name}: {text} (scored)", name=data(scoring.name), text=data(scoring.text))
            else:
                when = t(
                    "{name}: {text} (scores at the end of round {round})",
                    name=data(scoring.name),
                    text=data(scoring.text),
                    round=key + 1,
                )
            return str(when)
        if kind == "vp":
            vps = ", ".join(f"{self.short_name(s, i)} {p.vp}" for i, p in enumerate(s.players))
            return str(t("VP: {scores}", scores=vps))
        if kind == "turn" and isinstance(key, int):
            if key < len(s.order):
                return str(t("Player order box {n}: {name}", n=key + 1, name=self.short_name(s, s.order[key])))
            return str(t("Player order box {n}", n=key + 1))
        if kind == "pass" and isinstance(key, int):
            passing = t("Passing box {n}: {coins}", n=key + 1, coins=_coins(C.PASS_COINS[key]))
            if key < len(s.passed):
                passing = t("{box} taken by {name}", box=passing, name=self.short_name(s, s.passed[key]))
            if s.solo:
                return str(
                    t(
                        "{box}; sets next round's order ({bot} gains 20 passing first, 10 last).",
                        box=passing,
                        bot=solo.name(s),
                    )
                )
            return str(t("{box}; sets next round's order.", box=passing))
        if kind == "price" and isinstance(key, int):
            return str(
                tn(
                    "{good}: {n} coin each now. Selling moves the cube down one box per good, buying moves it up.",
                    "{good}: {n} coins each now. Selling moves the cube down one box per good, buying moves it up.",
                    play.price(s, key),
                    good=_cap(good_word(key)),
                )
            )
        if kind == "food" and isinstance(key, int) and key < len(s.food):
            rank = board.food_rank(s).index(key)
            box, _ = s.food[key]
            return str(
                t(
                    "The {food} token: box {box}, ranked {rank} now ({vp} VP per finished {food} order at the end).",
                    food=food_word(key),
                    box=box,
                    rank=rank + 1,
                    vp=C.FOOD_VP[rank],
                )
            )
        if kind == "commercio":
            return str(t("Commercio: at the end, each finished order scores its food token's rank (4, 2, 1 VP)."))
        if kind == "player" and seat is not None:
            text = f"{self.long_name(s, seat)}: {self.seat_summary(s, seat)}"
            if s.solo and seat == BOT and s.persona:
                persona = solo.persona(s)
                text += ". " + str(
                    t(
                        "{action} ({coins}): {text}",
                        action=persona.action,
                        coins=_coins(persona.cost),
                        text=data(persona.text),
                    )
                )
            return text
        if kind == "botdeck":
            return str(tn("The bot deck: {n} card.", "The bot deck: {n} cards.", len(s.bot_deck)))
        if kind == "botcard":
            if s.bot_card == HIDDEN:
                return str(t("The bot's revealed card shows here during its turn."))
            c = C.BOT_CARDS[s.bot_card]
            return str(
                t(
                    "Revealed bot card {card}: {do}, else {orelse}.",
                    card=c.id,
                    do=solo._code_text(s, c.do, c.do_cost),
                    orelse=solo._code_text(s, c.orelse, c.orelse_cost),
                )
            )
        if kind == "botdiscard" and s.bot_discard:
            c = solo.left(s)
            return str(
                t(
                    "Top of the bot discard (its left part gives the details): scan {scan}, X = {x}, good: {good}.",
                    scan=solo.SCAN_WORDS[c.scan],
                    x=c.x,
                    good=good_word(c.good),
                )
            )
        return None

    def _hex_text(self, s: State, i: int) -> str:
        isl = play.isle(s)
        if isl.kind[i] != "land":
            return str(t("A lake: with the green + blue navigation level you reach land touching its lake group."))
        terrain = join([TERRAIN_WORDS[k] for k in ("light", "dark", "grey") if k in isl.terrains[i]])
        cards = "/".join(isl.cards[i])
        if not isl.whole[i] or len(isl.cards[i]) > 1:
            head = t(
                "{cards}: {terrain} land, cost {cost} (split over two cards: one hex)",
                cards=cards,
                terrain=terrain,
                cost=isl.cost[i],
            )
        else:
            head = t("{cards}: {terrain} land, cost {cost}", cards=cards, terrain=terrain, cost=isl.cost[i])
        code = s.board[i]
        if code != EMPTY:
            return str(
                t(
                    "{hex}. {name}'s {column} settlement.",
                    hex=head,
                    name=self.long_name(s, owner(code)),
                    column=COLUMN_NAMES[column(code)],
                )
            )
        seat = self._viewer_seat(s)
        expand = bool(s.pending) and s.pending[0].kind == "expand"
        prices = []
        for col in range(3):
            if C.COLUMNS[col].terrain not in isl.terrains[i]:
                continue
            price = play.build_price(s, seat, col, i, land=not expand)
            if price is None:
                prices.append(str(t("{column}: none left", column=COLUMN_NAMES[col])))
                continue
            cost = play.settlement_cost(s.players[seat], col)
            if expand:
                prices.append(
                    str(t("{column} {cost} = {coins}", column=COLUMN_NAMES[col], cost=cost, coins=_coins(price)))
                )
            else:
                prices.append(
                    str(
                        t(
                            "{column} {cost} + land {land} = {coins}",
                            column=COLUMN_NAMES[col],
                            cost=cost,
                            land=isl.cost[i],
                            coins=_coins(price),
                        )
                    )
                )
        if s.phase == "play" and i not in play.reachable(s, seat):
            return str(t("{hex}. {prices}. Out of your reach now.", hex=head, prices="; ".join(prices)))
        return str(t("{hex}. {prices}.", hex=head, prices="; ".join(prices)))

    def _column_text(self, s: State, seat: int, col: int) -> str:
        p = s.players[seat]
        k = p.built[col]
        c = C.COLUMNS[col]
        name = COLUMN_NAMES[col]
        left = len(c.costs) - k
        shape, terrain = SHAPE_WORDS[c.shape], TERRAIN_WORDS[c.terrain]
        if left == 0:
            return str(
                t(
                    "{column} ({shape}, on {terrain} land): every token is built.",
                    column=name,
                    shape=shape,
                    terrain=terrain,
                )
            )
        head = t("{column} ({shape}, on {terrain} land): {n} left.", column=name, shape=shape, terrain=terrain, n=left)
        out = _output_words(play.slot_output(s, seat, col, k))
        if play.is_bot(s, seat):
            return str(t("{head} The next building it uncovers {output}.", head=head, output=out))
        coins = _coins(c.costs[k])
        if left == 1:
            return str(
                t(
                    "{head} The next costs {coins} + the land's cost; building it uncovers {output}. "
                    "It is the last: a free order.",
                    head=head,
                    coins=coins,
                    output=out,
                )
            )
        return str(
            t(
                "{head} The next costs {coins} + the land's cost; building it uncovers {output}.",
                head=head,
                coins=coins,
                output=out,
            )
        )

    def _track_text(self, s: State, seat: int, track: str) -> str:
        p = s.players[seat]
        level = p.nav if track == NAV else p.mercato
        bot = play.is_bot(s, seat)
        if track == NAV:
            names = C.BOT_NAV_LEVELS if bot else C.NAV_LEVELS
            now = names[level]
            here = t("Navigation level {level}: {now}.", level=level, now=data(now))
            if level < 3:
                return str(
                    t(
                        "{here} Next ({coins}): {next}.",
                        here=here,
                        coins=_coins(C.UPGRADE_COST),
                        next=data(names[level + 1]),
                    )
                )
            return str(here)
        levels = C.BOT_MERCATO_LEVELS if bot else C.MERCATO_LEVELS
        lv = levels[level]
        if lv.good is not None:
            here = t(
                "Mercato level {level}: trade up to {n} at a time, +1 {good} at production.",
                level=level,
                n=lv.quantity,
                good=good_word(lv.good),
            )
        else:
            here = t("Mercato level {level}: trade up to {n} at a time.", level=level, n=lv.quantity)
        if level >= 3:
            return str(here)
        n = levels[level + 1]
        coins = _coins(C.UPGRADE_COST)
        if n.good is not None:
            return str(
                t(
                    "{here} Next ({coins}): trade {n}, +1 {good}.",
                    here=here,
                    coins=coins,
                    n=n.quantity,
                    good=good_word(n.good),
                )
            )
        return str(t("{here} Next ({coins}): trade {n}.", here=here, coins=coins, n=n.quantity))

    def _good_text(self, s: State, seat: int, g: int) -> str:
        p = s.players[seat]
        have = p.goods[g]
        price = play.price(s, g)
        head = t(
            "{goods} (at most {most}); price {price} each.",
            goods=_cap(goods_text(g, have)),
            most=C.GOOD_LIMIT,
            price=price,
        )
        if g in p.traded:
            return str(t("{head} Already traded this round.", head=head))
        if s.solo and seat == BOT:
            return str(head)
        qty = C.MERCATO_LEVELS[p.mercato].quantity
        sells = [str(t("sell {n} +{coins}", n=n, coins=price * n)) for n in range(1, min(qty, have) + 1)]
        buys = [
            str(t("buy {n} −{coins}", n=n, coins=play.buy_cost(s, g, n)))
            for n in range(1, min(qty, C.GOOD_LIMIT - have) + 1)
        ]
        trades = ", ".join(sells + buys) or str(t("nothing to trade"))
        return str(t("{head} Click to trade (up to {n}): {trades}.", head=head, n=qty, trades=trades))

    @staticmethod
    def _order_words(s: State, card: Any) -> str:
        if card is None or int(card.card) < 0:
            return str(t("hidden"))
        o = play.order_of(card)
        return str(t("{order} (food: {food})", order=C.order_text(o), food=food_word(o.food)))

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
        left = max(k.font(BODY).size(a)[0] for a, _, _ in lines)
        right = max(k.font(BODY, True).size(str(t("{coins} coins", coins=c)))[0] for _, c, _ in lines)
        w = max(left + right + k.px(36), k.font(BODY).size(head)[0] + k.px(20))
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


def _fee_words(fee: int) -> str:
    if fee > 0:
        return str(tn("gain {n} coin", "gain {n} coins", fee))
    if fee < 0:
        return str(tn("pay {n} coin", "pay {n} coins", -fee))
    return str(t("no fee"))


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


SHAPE_WORDS = {"grey person": t("grey person"), "green person": t("green person"), "hen": t("hen")}


def _output_words(out: C.Output) -> str:
    parts = []
    if out.coins:
        parts.append(_coins(out.coins))
    for g, name in enumerate(("grapes", "oval", "jar", "bottle")):
        n = getattr(out, name)
        if n:
            parts.append(goods_text(g, n))
    if out.vp:
        parts.append(str(t("{n} VP", n=out.vp)))
    if out.conv_jar:
        parts.append(str(t("a grapes-to-jar conversion")))
    if out.conv_bottle:
        parts.append(str(t("a grapes-to-bottle conversion")))
    if out.figure:
        parts.append(str(t("a white figure (+1 coin at the top navigation level)")))
    return ", ".join(parts) or str(t("nothing"))


VIEW = ItalyView
