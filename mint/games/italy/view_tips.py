"""Mint Italy's words for the table's spots: the tooltip of every hex, column, track, good,
card and token, read from the observation (the view's painting lives in view_draw.py)."""

from __future__ import annotations

from typing import Any

from mint.core.spots import Spot, SpotId
from mint.core.words import data, join, t, tn
from mint.games.italy import board, play, solo
from mint.games.italy import cards as C
from mint.games.italy.actions import (
    good_word,
    goods_text,
)
from mint.games.italy.describe import food_word
from mint.games.italy.island import card_word
from mint.games.italy.state import BOT, COLUMN_NAMES, EMPTY, HIDDEN, NAV, State, column, owner
from mint.games.italy.view_draw import ItalyPainter

TERRAIN_WORDS = {"grey": t("grey"), "dark": t("dark green"), "light": t("light green")}


def coins_words(n: int) -> str:
    return str(tn("{n} coin", "{n} coins", n))


class ItalyTips(ItalyPainter):
    """The tooltips of Mint Italy's table."""

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
                    corner=card_word(key),
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
            passing = t("Passing box {n}: {coins}", n=key + 1, coins=coins_words(C.PASS_COINS[key]))
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
                        action=data(persona.action),
                        coins=coins_words(persona.cost),
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
        cards = "/".join(map(card_word, isl.cards[i]))
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
                    str(t("{column} {cost} = {coins}", column=COLUMN_NAMES[col], cost=cost, coins=coins_words(price)))
                )
            else:
                prices.append(
                    str(
                        t(
                            "{column} {cost} + land {land} = {coins}",
                            column=COLUMN_NAMES[col],
                            cost=cost,
                            land=isl.cost[i],
                            coins=coins_words(price),
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
        coins = coins_words(c.costs[k])
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
                        coins=coins_words(C.UPGRADE_COST),
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
        coins = coins_words(C.UPGRADE_COST)
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
        parts.append(coins_words(out.coins))
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
