"""Mint Italy's words: log lines for every move (a refused move's reason comes from the legal
list that leaves it out: ``rules.refusal``)."""

from __future__ import annotations

from dataclasses import replace

from mint.core.game import Action
from mint.core.seats import colour
from mint.core.words import t, tn
from mint.games.italy import cards as C
from mint.games.italy import play, solo
from mint.games.italy.actions import (
    BotStep,
    Build,
    Choose,
    Collect,
    Convert,
    Done,
    Finish,
    Marina,
    Mercato,
    MoveFood,
    Pass,
    Produce,
    Return,
    TakeOrder,
    Trade,
    Upgrade,
    goods_text,
    goods_word,
    track_word,
)
from mint.games.italy.island import card_word
from mint.games.italy.play import arg
from mint.games.italy.state import BOT, COLUMN_NAMES, NAV, State

# A log line's English says "coins" for any count (so it reads as it always has, and replays keep
# their transcripts); its plural forms still let another language count them.
FOOD_SAID = (t("apple"), t("ear of corn"), t("crossed stalks"))
DONE_WORDS = {
    "produce": t("{name} stops producing"),
    "convert": t("{name} converts no more grapes"),
    "prod_convert": t("{name} converts no more grapes"),
    "expand": t("{name} builds nothing with the marina card"),
    "order": t("{name} takes no order"),
    "free_order": t("{name} takes no free order"),
    "upgrade": t("{name} takes no upgrade"),
}


def food_word(food: int) -> str:
    """A food token's name: apple, ear of corn, crossed stalks."""
    return str(FOOD_SAID[food])


def who(s: State, seat: int) -> str:
    if s.solo and seat == BOT:
        return solo.name(s)
    name = s.names[seat] if seat < len(s.names) and s.names[seat] else colour(seat)
    return name[:1].upper() + name[1:]


def order_words(s: State, pos: int) -> str:
    card = play.deck_top(s) if pos < 0 else s.row[pos]
    return C.order_text(play.order_of(card)) if card is not None else str(t("an order"))


def describe(s: State, a: Action) -> str:
    if isinstance(a, BotStep):
        return solo.step(s)[1]
    seat = getattr(a, "seat", 0)
    name = who(s, seat)
    isl = play.isle(s)
    if isinstance(a, Build):
        land = not (s.pending and s.pending[0].kind == "expand")
        cost = play.build_price(s, seat, a.col, a.space, land)
        return str(
            tn(
                "{name} builds a {column} settlement on {space} for {n} coins",
                "{name} builds a {column} settlement on {space} for {n} coins",
                cost or 0,
                name=name,
                column=COLUMN_NAMES[a.col],
                space=isl.label(a.space),
            )
        )
    if isinstance(a, Marina):
        card = C.MARINA_CARDS[s.marina_cards[a.corner]]
        return str(
            t(
                "{name} puts a marina token on the {corner} marina: {options}",
                name=name,
                corner=card_word(a.corner),
                options=C.options_text(card.options),
            )
        )
    if isinstance(a, Choose):
        card = C.MARINA_CARDS[s.marina_cards[arg(s.pending[0], 0)]]
        return str(t("{name} chooses {option}", name=name, option=C.text_of(card.options[a.option])))
    if isinstance(a, TakeOrder):
        fee = 0 if s.pending else C.ORDER_FEES[s.round - 1]
        order = order_words(s, a.pos)
        if a.pos < 0:
            where = t("{name} takes {order} from the top of the order deck", name=name, order=order)
        else:
            where = t("{name} takes {order} from the row (card {card})", name=name, order=order, card=a.pos + 1)
        if fee > 0:
            return str(tn("{taken} and gains {n} coins", "{taken} and gains {n} coins", fee, taken=where))
        if fee < 0:
            return str(tn("{taken}, paying {n} coins", "{taken}, paying {n} coins", -fee, taken=where))
        return str(t("{taken} with no fee", taken=where) if s.pending else where)
    if isinstance(a, Finish):
        o = play.order_of(s.players[seat].order)  # type: ignore[arg-type]
        return str(t("{name} finishes {order}", name=name, order=C.order_text(o)))
    if isinstance(a, Return):
        return str(
            t(
                "{name} takes back the {column} settlement from {space}",
                name=name,
                column=COLUMN_NAMES[s.board[a.space] % 3],
                space=isl.label(a.space),
            )
        )
    if isinstance(a, Upgrade):
        p = s.players[seat]
        level = (p.nav if a.track == NAV else p.mercato) + 1
        track = track_word(a.track)
        if s.pending:
            return str(t("{name} upgrades {track} to level {level}", name=name, track=track, level=level))
        return str(
            tn(
                "{name} upgrades {track} to level {level} for {n} coins",
                "{name} upgrades {track} to level {level} for {n} coins",
                C.UPGRADE_COST,
                name=name,
                track=track,
                level=level,
            )
        )
    if isinstance(a, Mercato):
        word, price = goods_word(a.good), play.price(s, a.good)
        if a.sell:
            return str(
                t("{name} goes to the mercato to sell {goods} (now {price} each)", name=name, goods=word, price=price)
            )
        return str(
            t("{name} goes to the mercato to buy {goods} (now {price} each)", name=name, goods=word, price=price)
        )
    if isinstance(a, Trade):
        total = play.price(s, a.good) * a.count
        goods, price = goods_text(a.good, a.count), play.price(s, a.good)
        if a.sell:
            return str(
                tn(
                    "{name} sells {goods} at {price} each, gaining {n} coins",
                    "{name} sells {goods} at {price} each, gaining {n} coins",
                    total,
                    name=name,
                    goods=goods,
                    price=price,
                )
            )
        return str(
            tn(
                "{name} buys {goods} at {price} each, paying {n} coins",
                "{name} buys {goods} at {price} each, paying {n} coins",
                total,
                name=name,
                goods=goods,
                price=price,
            )
        )
    if isinstance(a, Produce):
        return str(
            t("{name} produces again with {column} slot {n}", name=name, column=COLUMN_NAMES[a.col], n=a.slot + 1)
        )
    if isinstance(a, Convert):
        if a.good == 2:
            return str(t("{name} turns 1 grapes into a jar", name=name))
        return str(t("{name} turns 1 grapes into a bottle", name=name))
    if isinstance(a, MoveFood):
        return str(t("{name} moves the {food} token up one box", name=name, food=food_word(a.food)))
    if isinstance(a, Collect):
        return _collect_line(s, seat)
    if isinstance(a, Done):
        # from the decision, not the action: a move read back from a save has no words of its own
        kind = s.pending[0].kind if s.pending else ""
        return str(replace(DONE_WORDS.get(kind, t("{name} is done")), args=(("name", name),)))
    if isinstance(a, Pass):
        coins = play.pass_coins(s, seat)
        return str(tn("{name} passes and takes {n} coins", "{name} passes and takes {n} coins", coins, name=name))
    return f"{name}: {a}"


def _collect_line(s: State, seat: int) -> str:
    before = s.players[seat]
    after = play.collect(s, seat).players[seat]
    parts = []
    if after.coins != before.coins:
        gained = after.coins - before.coins
        parts.append(str(tn("{n} coins", "{n} coins", gained)))
    parts += [goods_text(g, after.goods[g] - before.goods[g]) for g in range(4) if after.goods[g] != before.goods[g]]
    what = ", ".join(parts) if parts else str(t("nothing"))
    return str(t("{name} collects production: {goods}", name=who(s, seat), goods=what))


def track_words(track: str) -> str:
    return track_word(track)
