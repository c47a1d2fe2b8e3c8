"""Mint Italy's words: log lines for every move (a refused move's reason comes from the legal
list that leaves it out: ``rules.refusal``)."""

from __future__ import annotations

from mint.core.game import Action
from mint.core.seats import colour
from mint.games.italy import cards as C
from mint.games.italy import play, solo
from mint.games.italy.actions import (
    GOOD_WORDS,
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
)
from mint.games.italy.play import arg
from mint.games.italy.state import BOT, COLUMN_NAMES, CORNERS, NAV, TRACK_NAMES, State

FOOD_WORDS = ("apple", "ear of corn", "crossed stalks")
DONE_WORDS = {
    "produce": "stops producing",
    "convert": "converts no more grapes",
    "prod_convert": "converts no more grapes",
    "expand": "builds nothing with the marina card",
    "order": "takes no order",
    "free_order": "takes no free order",
    "upgrade": "takes no upgrade",
}


def who(s: State, seat: int) -> str:
    if s.solo and seat == BOT:
        return solo.name(s)
    name = s.names[seat] if seat < len(s.names) and s.names[seat] else colour(seat)
    return name[:1].upper() + name[1:]


def order_words(s: State, pos: int) -> str:
    card = play.deck_top(s) if pos < 0 else s.row[pos]
    return C.order_text(play.order_of(card)) if card is not None else "an order"


def describe(s: State, a: Action) -> str:
    if isinstance(a, BotStep):
        return solo.step(s)[1]
    seat = getattr(a, "seat", 0)
    name = who(s, seat)
    isl = play.isle(s)
    if isinstance(a, Build):
        land = not (s.pending and s.pending[0].kind == "expand")
        cost = play.build_price(s, seat, a.col, a.space, land)
        return f"{name} builds a {COLUMN_NAMES[a.col]} settlement on {isl.label(a.space)} for {cost} coins"
    if isinstance(a, Marina):
        card = C.MARINA_CARDS[s.marina_cards[a.corner]]
        return f"{name} puts a marina token on the {CORNERS[a.corner]} marina: {C.options_text(card.options)}"
    if isinstance(a, Choose):
        card = C.MARINA_CARDS[s.marina_cards[arg(s.pending[0], 0)]]
        return f"{name} chooses {C.text_of(card.options[a.option])}"
    if isinstance(a, TakeOrder):
        fee = 0 if s.pending else C.ORDER_FEES[s.round - 1]
        where = "the top of the order deck" if a.pos < 0 else f"the row (card {a.pos + 1})"
        text = f"{name} takes {order_words(s, a.pos)} from {where}"
        if fee > 0:
            text += f" and gains {fee} coins"
        elif fee < 0:
            text += f", paying {-fee} coins"
        elif s.pending:
            text += " with no fee"
        return text
    if isinstance(a, Finish):
        o = play.order_of(s.players[seat].order)  # type: ignore[arg-type]
        return f"{name} finishes {C.order_text(o)}"
    if isinstance(a, Return):
        return f"{name} takes back the {COLUMN_NAMES[s.board[a.space] % 3]} settlement from {isl.label(a.space)}"
    if isinstance(a, Upgrade):
        p = s.players[seat]
        level = (p.nav if a.track == NAV else p.mercato) + 1
        paid = "" if s.pending else f" for {C.UPGRADE_COST} coins"
        return f"{name} upgrades {TRACK_NAMES[a.track]} to level {level}{paid}"
    if isinstance(a, Mercato):
        word = GOOD_WORDS[a.good] + ("" if a.good == 0 else "s")
        verb = "sell" if a.sell else "buy"
        return f"{name} goes to the mercato to {verb} {word} (now {play.price(s, a.good)} each)"
    if isinstance(a, Trade):
        total = play.price(s, a.good) * a.count
        verb = "sells" if a.sell else "buys"
        money = f"gaining {total}" if a.sell else f"paying {total}"
        return f"{name} {verb} {goods_text(a.good, a.count)} at {play.price(s, a.good)} each, {money} coins"
    if isinstance(a, Produce):
        return f"{name} produces again with {COLUMN_NAMES[a.col]} slot {a.slot + 1}"
    if isinstance(a, Convert):
        return f"{name} turns 1 grapes into a {GOOD_WORDS[a.good]}"
    if isinstance(a, MoveFood):
        return f"{name} moves the {FOOD_WORDS[a.food]} token up one box"
    if isinstance(a, Collect):
        return _collect_line(s, seat)
    if isinstance(a, Done):
        # from the decision, not the action: a move read back from a save has no words of its own
        kind = s.pending[0].kind if s.pending else ""
        return f"{name} {DONE_WORDS.get(kind, 'is done')}"
    if isinstance(a, Pass):
        return f"{name} passes and takes {play.pass_coins(s, seat)} coins"
    return f"{name}: {a}"


def _collect_line(s: State, seat: int) -> str:
    before = s.players[seat]
    after = play.collect(s, seat).players[seat]
    parts = []
    if after.coins != before.coins:
        parts.append(f"{after.coins - before.coins} coins")
    parts += [goods_text(g, after.goods[g] - before.goods[g]) for g in range(4) if after.goods[g] != before.goods[g]]
    return f"{who(s, seat)} collects production: {', '.join(parts) or 'nothing'}"


def track_words(track: str) -> str:
    return TRACK_NAMES[track]
