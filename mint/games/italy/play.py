"""Mint Italy's moves carried out: a person's choice (or a heuristic bot's) applied to a position,
with the gains it brings and the pending decisions it leaves, the top first.

What is legal lives in legal.py, reach and building in reach.py, the flow between choices (the
next turn, phase and round) in rounds.py, looking things up and small changes in board.py, the
solo bot in solo.py.

The views, the bots and describe.py still read some of those as ``play.x`` (``isle``, ``price``,
``can_finish``, ``reachable``, ...): the names imported here "as" themselves are kept for them.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from mint.core import piles
from mint.core.flow import Decision
from mint.core.game import Action, replace
from mint.core.workcopy import put, settle, thaw
from mint.games.italy import cards as C
from mint.games.italy.actions import (
    Build,
    Choose,
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
)
from mint.games.italy.board import (
    JAR,
    add_coins,
    add_good,
    add_goods,
    add_vp,
    arg,
    can_upgrade,
    coin_limit,
    deck_draw,
    is_bot,
    made,
    move_food,
    order_of,
    price,
    set_player,
    upgrade,
)
from mint.games.italy.board import card_score as card_score
from mint.games.italy.board import deck_top as deck_top
from mint.games.italy.board import isle as isle
from mint.games.italy.board import owned as owned
from mint.games.italy.board import row_size as row_size
from mint.games.italy.board import settlement_cost as settlement_cost
from mint.games.italy.legal import buy_cost as buy_cost
from mint.games.italy.legal import can_finish as can_finish
from mint.games.italy.legal import option_open
from mint.games.italy.legal import quantities as quantities
from mint.games.italy.reach import build_price, offer_free_order, place
from mint.games.italy.reach import reach_mask as reach_mask
from mint.games.italy.reach import reachable as reachable
from mint.games.italy.rounds import advance, collect
from mint.games.italy.state import EMPTY, MERCATO, NAV, State

# --- Gains: starting bonuses, marina cards, order rewards ------------------------------------


_GOOD_GAIN = {"grapes": 0, "oval": 1, "jar": 2, "bottle": 3}
CHOICE_GAINS = ("produce", "convert", "expand", "order", "food", "upgrade")


def gain(s: State, seat: int, gains: Iterable[C.Gain]) -> State:
    """Carry out gains in order: goods, coins and VP at once; a gain that needs a choice becomes
    a pending decision, queued under any already pushed by the same gains."""
    owed: list[Decision] = []
    for g in gains:
        p = s.players[seat]
        if g.kind in _GOOD_GAIN:
            s = set_player(s, seat, add_good(p, _GOOD_GAIN[g.kind], g.amount))
        elif g.kind == "coins":
            s = add_coins(s, seat, g.amount)
        elif g.kind == "vp":
            s = set_player(s, seat, add_vp(p, g.amount))
        elif g.kind == "upgrade_nav":
            s = upgrade(s, seat, NAV)
        elif g.kind == "upgrade_mercato":
            s = upgrade(s, seat, MERCATO)
        elif g.kind == "upgrade":
            if can_upgrade(p, NAV) or can_upgrade(p, MERCATO):
                owed.append(made(Decision, seat, "upgrade"))
        elif g.kind == "produce":
            owed.append(made(Decision, seat, "produce", (g.amount,)))
        elif g.kind == "convert":
            owed.append(made(Decision, seat, "convert", (g.amount,)))
        elif g.kind == "expand":
            owed.append(made(Decision, seat, "expand"))
        elif g.kind == "order":
            owed.append(made(Decision, seat, "order"))
        elif g.kind == "food":
            for _ in range(g.amount):
                owed.append(made(Decision, seat, "food"))
        else:
            raise ValueError(f"unknown gain {g.kind!r}")
    if owed:
        s = put(s, pending=(*owed, *s.pending))
    return s


# --- Carrying out a choice --------------------------------------------------------------------


def act(s: State, a: Action) -> State:
    """Apply a legal action of a person (or of a heuristic bot in any seat).

    The whole action, up to the next choice, works on one private copy of the state (``thaw``):
    the handlers, helpers and ``advance`` change it in place through ``put``, and ``settle``
    makes it the new state, so an action copies the state once however many steps it takes."""
    s = thaw(s)
    if s.pending:
        d = s.pending[0]
        s = put(s, pending=s.pending[1:])
        s = _DECISIONS[d.kind](s, d, a)
    elif s.phase == "setup":
        assert isinstance(a, Build)
        s = place(s, a.seat, a.col, a.space, build_price(s, a.seat, a.col, a.space) or 0)
    else:
        s = _TURN[type(a)](s, a)
    return settle(advance(s))


def _build(s: State, a: Build) -> State:
    return place(s, a.seat, a.col, a.space, build_price(s, a.seat, a.col, a.space) or 0)


def _marina(s: State, a: Marina) -> State:
    p = s.players[a.seat]
    s = set_player(s, a.seat, replace(p, marinas=p.marinas + 1))
    tokens = list(s.marina_tokens)
    tokens[a.corner] = (*tokens[a.corner], a.seat)
    s = put(s, marina_tokens=tuple(tokens))
    card = C.MARINA_CARDS[s.marina_cards[a.corner]]
    open_options = [opt for opt in card.options if option_open(s, a.seat, opt)]
    if len(open_options) == 1:
        s = gain(s, a.seat, open_options[0])
    else:
        s = put(s, pending=(made(Decision, a.seat, "choose", (a.corner,)), *s.pending))
    if p.marinas + 1 == C.MARINA_SLOTS:
        s = offer_free_order(s, a.seat)
    return s


def take_order(s: State, seat: int, pos: int, fee: int) -> State:
    if pos < 0:
        card, s = deck_draw(s)
        assert card is not None
    else:
        card, row = piles.take(s.row, pos)
        s = put(s, row=row)
    p = s.players[seat]
    s = set_player(s, seat, replace(p, order=card))
    return add_coins(s, seat, fee) if fee else s


def _take(s: State, a: TakeOrder) -> State:
    return take_order(s, a.seat, a.pos, C.ORDER_FEES[s.round - 1])


def _finish(s: State, a: Finish) -> State:
    p = s.players[a.seat]
    assert p.order is not None
    o = order_of(p.order)
    goods = tuple(have - need for have, need in zip(p.goods, o.needs))
    p = replace(p, goods=goods, order=None, done=(*p.done, p.order))
    p = add_vp(p, o.vp)
    s = add_coins(set_player(s, a.seat, p), a.seat, o.coins)
    owed = [made(Decision, a.seat, "hen") for _ in range(o.hens)]
    if o.upgrade and (can_upgrade(p, NAV) or can_upgrade(p, MERCATO)):
        owed.append(made(Decision, a.seat, "upgrade"))
    return put(s, pending=(*owed, *s.pending))


def _upgrade(s: State, a: Upgrade) -> State:
    s = add_coins(s, a.seat, -C.UPGRADE_COST)
    return upgrade(s, a.seat, a.track)


def trade(s: State, seat: int, good: int, sell: bool, n: int) -> State:
    """Mercato: price x quantity changes hands, then the good's cube moves by the quantity."""
    total = price(s, good) * n
    p = s.players[seat]
    goods = list(p.goods)
    goods[good] = max(0, min(C.GOOD_LIMIT, goods[good] + (-n if sell else n)))
    coins = max(0, min(coin_limit(s, seat), p.coins + (total if sell else -total)))
    players = list(s.players)
    players[seat] = replace(p, goods=tuple(goods), traded=(*p.traded, good), coins=coins)
    prices = list(s.prices)
    prices[good] = max(0, min(len(C.PRICES[good]) - 1, prices[good] + (-n if sell else n)))
    return put(s, players=tuple(players), prices=tuple(prices))


def _mercato(s: State, a: Mercato) -> State:
    return put(s, pending=(made(Decision, a.seat, "trade", (a.good, a.sell)), *s.pending))


def pass_coins(s: State, seat: int) -> int:
    """The coins on the topmost free passing box (the solo bot: 20 if first, 10 if last)."""
    box = len(s.passed)
    if is_bot(s, seat):
        return C.BOT_PASS_FIRST if box == 0 else C.BOT_PASS_LAST
    return C.PASS_COINS[box]


def do_pass(s: State, seat: int) -> State:
    p = s.players[seat]
    coins = max(0, min(coin_limit(s, seat), p.coins + pass_coins(s, seat)))
    players = list(s.players)
    players[seat] = replace(p, coins=coins)
    return put(s, players=tuple(players), passed=(*s.passed, seat))


def _pass(s: State, a: Pass) -> State:
    return do_pass(s, a.seat)


_TURN: dict[type, Callable[[State, Any], State]] = {
    Build: _build,
    Marina: _marina,
    TakeOrder: _take,
    Finish: _finish,
    Upgrade: _upgrade,
    Mercato: _mercato,
    Pass: _pass,
}


# --- Pending decisions ------------------------------------------------------------------------


def _d_choose(s: State, d: Decision, a: Action) -> State:
    assert isinstance(a, Choose)
    card = C.MARINA_CARDS[s.marina_cards[arg(d, 0)]]
    return gain(s, a.seat, card.options[a.option])


def slot_output(s: State, seat: int, col: int, k: int) -> C.Output:
    outputs = C.BOT_OUTPUTS[col] if is_bot(s, seat) else C.COLUMNS[col].outputs
    return outputs[k]


def produce_slot(s: State, seat: int, out: C.Output, figure_bonus: bool) -> State:
    """Gain one mat slot's output (conversions are separate)."""
    p = s.players[seat]
    for g, n in enumerate((out.grapes, out.oval, out.jar, out.bottle)):
        if n:
            p = add_good(p, g, n)
    if out.vp:
        p = add_vp(p, out.vp)
    s = set_player(s, seat, p)
    coins = out.coins + (1 if figure_bonus and out.figure else 0)
    return add_coins(s, seat, coins) if coins else s


def _d_produce(s: State, d: Decision, a: Action) -> State:
    if isinstance(a, Done):
        return s
    assert isinstance(a, Produce)
    p = s.players[a.seat]
    s = produce_slot(s, a.seat, slot_output(s, a.seat, a.col, a.slot), p.nav == 3)
    left = arg(d, 0) - 1
    if left > 0 and sum(s.players[a.seat].built) > len(d.data) - 1 + 1:
        s = put(s, pending=(made(Decision, a.seat, "produce", (left, *d.data[1:], (a.col, a.slot))), *s.pending))
    return s


def convert(s: State, seat: int, good: int) -> State:
    """One grapes becomes a jar or a bottle (each count kept within the good limit)."""
    return set_player(s, seat, add_goods(s.players[seat], (0, -1), (good, 1)))


def _d_convert(s: State, d: Decision, a: Action) -> State:
    if isinstance(a, Done):
        return s
    assert isinstance(a, Convert)
    s = convert(s, a.seat, a.good)
    left = arg(d, 0) - 1
    if left > 0:
        s = put(s, pending=(made(Decision, a.seat, "convert", (left,)), *s.pending))
    return s


def _d_prod_convert(s: State, d: Decision, a: Action) -> State:
    if isinstance(a, Done):
        return s
    assert isinstance(a, Convert)
    s = convert(s, a.seat, a.good)
    jars, bottles = arg(d, 0), arg(d, 1)
    if a.good == JAR:
        jars -= 1
    else:
        bottles -= 1
    if jars + bottles > 0 and s.players[a.seat].goods[0] > 0:
        s = put(s, pending=(made(Decision, a.seat, "prod_convert", (jars, bottles)), *s.pending))
    return s


def _d_expand(s: State, d: Decision, a: Action) -> State:
    if isinstance(a, Done):
        return s
    assert isinstance(a, Build)
    return place(s, a.seat, a.col, a.space, build_price(s, a.seat, a.col, a.space, land=False) or 0)


def _d_order(s: State, d: Decision, a: Action) -> State:
    if isinstance(a, Done):
        return s
    assert isinstance(a, TakeOrder)
    return take_order(s, a.seat, a.pos, 0)


def _d_food(s: State, d: Decision, a: Action) -> State:
    assert isinstance(a, MoveFood)
    return move_food(s, a.food)


def _d_cleanup_food(s: State, d: Decision, a: Action) -> State:
    assert isinstance(a, MoveFood)
    return move_food(s, a.food)  # ``advance`` then finishes the cleanup


def _d_upgrade(s: State, d: Decision, a: Action) -> State:
    if isinstance(a, Done):
        return s
    assert isinstance(a, Upgrade)
    return upgrade(s, a.seat, a.track)


def _d_hen(s: State, d: Decision, a: Action) -> State:
    assert isinstance(a, Return)
    return return_settlement(s, a.seat, a.space)


def return_settlement(s: State, seat: int, space: int) -> State:
    """A settlement goes back to the lowest empty slot of its mat column."""
    col = s.board[space] % 3
    board = list(s.board)
    board[space] = EMPTY
    p = s.players[seat]
    built = list(p.built)
    built[col] -= 1
    return put(set_player(s, seat, replace(p, built=tuple(built))), board=tuple(board))


def _d_trade(s: State, d: Decision, a: Action) -> State:
    assert isinstance(a, Trade)
    return trade(s, a.seat, a.good, a.sell, a.count)


def _d_collect(s: State, d: Decision, a: Action) -> State:
    return collect(s, d.seat)


_DECISIONS = {
    "choose": _d_choose,
    "produce": _d_produce,
    "convert": _d_convert,
    "prod_convert": _d_prod_convert,
    "expand": _d_expand,
    "order": _d_order,
    "free_order": _d_order,
    "food": _d_food,
    "cleanup_food": _d_cleanup_food,
    "upgrade": _d_upgrade,
    "hen": _d_hen,
    "collect": _d_collect,
    "trade": _d_trade,
}
