"""Mint Italy's words: log lines for every move and the reason a move is refused."""

from __future__ import annotations

from mint.core.game import Action
from mint.core.seats import colour
from mint.games.italy import board, play, solo
from mint.games.italy import cards as C
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


def why(s: State, a: Action) -> str:
    """One sentence saying why ``a`` cannot be done now."""
    if s.phase == "over":
        return "The game is over; no more moves can be made."
    if s.solo and board.actor(s) == BOT and not isinstance(a, BotStep):
        return f"It is {solo.name(s)}'s turn; carry out its next step."
    if isinstance(a, BotStep):
        return "It is your turn, not the bot's."
    seat = getattr(a, "seat", -1)
    if seat != board.actor(s):
        return f"It is {who(s, board.actor(s))}'s move."
    if s.pending:
        return _pending_why(s, a)
    if s.phase == "setup" and not isinstance(a, Build):
        return "In set-up each player only places a settlement, on any land hex."
    p = s.players[seat]
    if isinstance(a, Build):
        return _build_why(s, a)
    if isinstance(a, Marina):
        if seat in s.marina_tokens[a.corner]:
            return "You already have a marina token on that marina."
        return "None of your settlements reaches that marina at your navigation level."
    if isinstance(a, TakeOrder):
        if p.order is not None:
            return "You already hold an order; finish it first."
        fee = C.ORDER_FEES[s.round - 1]
        if p.coins + fee < 0:
            return f"Taking an order in round {s.round} costs {-fee} coins; you have {p.coins}."
        return "Only an order from the row can be taken."
    if isinstance(a, Finish):
        if p.order is None:
            return "You hold no order to finish."
        o = play.order_of(p.order)
        lack = [goods_text(g, n - p.goods[g]) for g, n in enumerate(o.needs) if p.goods[g] < n]
        if lack:
            return f"This order still needs {', '.join(lack)}."
        return "This order needs a built hen to return, and you have none on the island."
    if isinstance(a, Upgrade):
        if not play.can_upgrade(p, a.track):
            return f"Your {TRACK_NAMES[a.track]} track is fully upgraded."
        return f"An upgrade costs {C.UPGRADE_COST} coins; you have {p.coins}."
    if isinstance(a, (Trade, Mercato)):
        return _trade_why(s, a)
    return f"{a.label} is not possible now."


def _build_why(s: State, a: Build) -> str:
    p = s.players[a.seat]
    col = C.COLUMNS[a.col]
    isl = play.isle(s)
    if play.settlement_cost(p, a.col) is None:
        return f"Your {COLUMN_NAMES[a.col]} column is empty."
    if not 0 <= a.space < len(isl.kind) or isl.kind[a.space] != "land":
        return "Settlements go on land, not on water."
    if s.board[a.space] != -1:
        return "That land already has a settlement."
    if col.terrain not in isl.terrains[a.space]:
        words = {"grey": "grey", "dark": "dark green", "light": "light green"}
        return f"A {COLUMN_NAMES[a.col]} settlement needs land with {words[col.terrain]} terrain."
    if s.phase != "setup" and a.space not in play.reachable(s, a.seat):
        if p.nav == 0:
            return "You reach only land next to your settlements, and not across a river (upgrade navigation)."
        return "None of your settlements reaches that land at your navigation level."
    land = not (s.pending and s.pending[0].kind == "expand")
    cost = play.build_price(s, a.seat, a.col, a.space, land)
    return f"That costs {cost} coins; you have {p.coins}."


def _trade_why(s: State, a: Trade | Mercato) -> str:
    p = s.players[a.seat]
    qty = C.MERCATO_LEVELS[p.mercato].quantity
    if a.good in p.traded:
        return f"You have already traded {GOOD_WORDS[a.good]} at the mercato this round."
    if isinstance(a, Mercato):
        if a.sell:
            return f"You have no {GOOD_WORDS[a.good]} to sell."
        if p.goods[a.good] >= C.GOOD_LIMIT:
            return f"You may hold at most {C.GOOD_LIMIT} of each good."
        return f"One costs {play.price(s, a.good)} coins; you have {p.coins}."
    if a.count > qty:
        return f"Your mercato level lets you trade {qty} at a time."
    if a.sell:
        return f"You have only {goods_text(a.good, p.goods[a.good])}."
    if p.goods[a.good] + a.count > C.GOOD_LIMIT:
        return f"You may hold at most {C.GOOD_LIMIT} of each good."
    return f"That costs {play.buy_cost(s, a.good, a.count)} coins; you have {p.coins}."


def _pending_why(s: State, a: Action) -> str:
    d = s.pending[0]
    asks = {
        "choose": "First choose one option of the marina card.",
        "produce": "First pick the settlements that produce again, or stop.",
        "convert": "First convert grapes, or stop.",
        "prod_convert": "First convert grapes into jars or bottles, or stop.",
        "expand": "First place the settlement the marina card gives, or skip it.",
        "order": "First take an order from the row.",
        "free_order": "First take your free order (from the row or the deck), or skip it.",
        "food": "First move a food token on the commercio card.",
        "cleanup_food": "You passed first: move one food token up.",
        "upgrade": "First pick the track of your free upgrade.",
        "hen": "First take back the settlement the order needs.",
        "collect": "First collect your production.",
        "trade": "First pick how many to trade.",
    }
    if d.kind in ("expand",) and isinstance(a, Build):
        return _build_why(s, a)
    return asks.get(d.kind, "Finish the current step first.")


def track_words(track: str) -> str:
    return TRACK_NAMES[track]
