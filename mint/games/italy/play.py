"""Mint Italy's rules for people: every legal choice and what it does, phase by phase.

The bot of the solo game lives in solo.py; the moves between choices (the next turn, phase and
round) in rounds.py; looking things up in a position, the small changes to it and its scoring
live in board.py (play re-exports the ones the others use as ``play.x``). One action is one
choice; an action that needs more choices (a marina card's option, a hen to return,
conversions) pushes them as pending decisions, the top first.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Callable, Iterable

from mint.core import flow, piles
from mint.core.flow import Decision
from mint.core.game import Action, replace
from mint.core.piles import Sided
from mint.core.workcopy import put, settle, thaw
from mint.games.italy import cards as C
from mint.games.italy.actions import (
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
)
from mint.games.italy.board import (
    BOTTLE,
    JAR,
    MAX_SPACES,
    _homes,
    _homes_after_build,
    add_coins,
    add_good,
    add_goods,
    add_vp,
    arg,
    can_upgrade,
    coin_limit,
    deck_draw,
    deck_top,
    is_bot,
    isle,
    made,
    move_food,
    order_of,
    owned,
    owned_of,
    price,
    set_player,
    settlement_cost,
    taken_mask,
    upgrade,
)
from mint.games.italy.board import card_score as card_score
from mint.games.italy.board import row_size as row_size
from mint.games.italy.island import bits
from mint.games.italy.rounds import advance, collect
from mint.games.italy.rounds import end_of_round as end_of_round
from mint.games.italy.rounds import finish_cleanup as finish_cleanup
from mint.games.italy.rounds import next_production as next_production
from mint.games.italy.rounds import next_setup as next_setup
from mint.games.italy.rounds import next_turn as next_turn
from mint.games.italy.rounds import start_production as start_production
from mint.games.italy.rounds import start_round as start_round
from mint.games.italy.state import EMPTY, MERCATO, NAV, Player, State

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


def option_open(s: State, seat: int, gains: tuple[C.Gain, ...]) -> bool:
    """Whether a marina option may be picked: a free order needs no order in hand and a card."""
    for g in gains:
        if g.kind == "order" and (s.players[seat].order is not None or not s.row):
            return False
    return True


# --- Reach and expanding (rulebook: "Expand Action", FAQ) ------------------------------------


def reachable(s: State, seat: int) -> frozenset[int]:
    return isle(s).reach(_homes(s.board)[0].get(seat, ()), s.players[seat].nav)


def reach_mask(s: State, seat: int) -> int:
    isl = isle(s)
    own = _homes(s.board)[0].get(seat, ())
    nav = s.players[seat].nav
    last = _LAST_REACH.get(seat)
    if last is not None and last[1] is own and last[0] is isl and last[2] == nav:
        return last[3]  # the same settlements (the very tuple, held here) and level as last time
    key = (isl, own, nav)
    got = _REACH.get(key)
    if got is None:
        if len(_REACH) >= 4096:
            _REACH.clear()  # a cache, not a record: start again rather than grow
        got = _REACH[key] = isl.reach_mask(own, nav)
    _LAST_REACH[seat] = (isl, own, nav, got)
    return got


_REACH: dict[tuple[Any, ...], int] = {}
"""Reach masks by island, settlements and navigation level: they change only when one does."""
_LAST_REACH: dict[int, tuple[Any, tuple[int, ...], int, int]] = {}
"""Per seat, the last reach asked for: a seat's settlements stay the same tuple (``_homes``) until
it builds, so most turns find it here by identity, without hashing the settlements."""


def build_spots(s: State, seat: int, col: int, anywhere: bool = False) -> list[int]:
    """Empty land with the column's terrain that ``seat`` reaches (any land in set-up)."""
    isl = isle(s)
    reach = isl.land_mask if anywhere else reach_mask(s, seat)
    return list(bits(reach & isl.terrain_mask[C.COLUMNS[col].terrain] & ~taken_mask(s)))


def build_price(s: State, seat: int, col: int, space: int, land: bool = True) -> int | None:
    cost = settlement_cost(s.players[seat], col)
    if cost is None:
        return None
    return cost + (isle(s).cost[space] if land else 0)


def build_actions(
    s: State, seat: int, anywhere: bool = False, land: bool = True, reach: int | None = None
) -> list[Action]:
    p = s.players[seat]
    out: list[Action] = []
    isl = isle(s)
    if reach is None:
        reach = isl.land_mask if anywhere else reach_mask(s, seat)
    free = reach & ~taken_mask(s)
    if not free:
        return out
    coins = p.coins
    built = p.built
    known = _BUILDS[seat]
    for col, costs, terrain in _COLS:
        k = built[col]
        if k >= len(costs) or costs[k] > coins:
            continue
        mask = free & (isl.affordable(terrain, coins - costs[k]) if land else isl.terrain_mask[terrain])
        if mask:
            got = known[col].get(mask)
            if got is None:
                got = _builds(seat, col, mask)
            out += got
    return out


_COLS = tuple((col, c.costs, c.terrain) for col, c in enumerate(C.COLUMNS))


def _builds(seat: int, col: int, mask: int) -> tuple[Build, ...]:
    """The shared Build values of one seat and column on the spaces of ``mask``, remembered by
    mask (the same few masks come back at every turn)."""
    known = _BUILDS[seat][col]
    if len(known) >= 2048:
        known.clear()  # a cache, not a record: start again rather than grow
    row = _BUILD_ROWS[seat][col]
    got = known[mask] = tuple(map(row.__getitem__, bits(mask)))
    return got


@cache
def _seat_moves(
    seat: int,
) -> tuple[
    tuple[TakeOrder, ...],
    Finish,
    tuple[Upgrade, Upgrade],
    Pass,
    tuple[Marina, ...],
    tuple[tuple[Mercato, Mercato], ...],
]:
    """One seat's shared move values: row orders by position, finish, both upgrades, pass,
    marinas, and each good's sell and buy."""
    return (
        tuple(TakeOrder(seat, i) for i in range(16)),
        Finish(seat),
        (Upgrade(seat, NAV), Upgrade(seat, MERCATO)),
        Pass(seat),
        tuple(Marina(seat, k) for k in range(4)),
        tuple((Mercato(seat, g, True), Mercato(seat, g, False)) for g in range(4)),
    )


@cache
def _seat_answers(seat: int) -> dict[str, Action]:
    """One seat's shared answers to pending choices (legal lists are rebuilt at every step)."""
    out: dict[str, Action] = {what: Done(seat, what) for what in _DONE_WORDS}
    out.update(jar=Convert(seat, JAR), bottle=Convert(seat, BOTTLE), collect=Collect(seat), deck=TakeOrder(seat, -1))
    return out


_DONE_WORDS = ("stop producing", "no more conversions", "build nothing", "no order", "no free order", "no upgrade")


@cache
def _food_moves(seat: int, foods: int) -> tuple[MoveFood, ...]:
    return tuple(MoveFood(seat, f) for f in range(foods))


@cache
def _build_row(seat: int, col: int) -> tuple[Build, ...]:
    """Every Build of one seat and column, by space number (shared, since legal lists are rebuilt at every step)."""
    return tuple(Build(seat, col, i) for i in range(MAX_SPACES))


_SEATS = range(4)  # the seats a player or the solo bot sits in
_SEAT_MOVES = tuple(_seat_moves(seat) for seat in _SEATS)
_BUILD_ROWS = tuple(tuple(_build_row(seat, col) for col in range(3)) for seat in _SEATS)
"""``_seat_moves`` and ``_build_row`` of every seat at hand for the legal lists, without a call."""
_BUILDS: tuple[tuple[dict[int, tuple[Build, ...]], ...], ...] = tuple(tuple({} for _ in range(3)) for _ in _SEATS)
"""Per seat and column, ``_builds`` by mask."""


def place(s: State, seat: int, col: int, space: int, pay: int) -> State:
    """Put the column's topmost token on ``space`` and pay; an emptied column may give a free order."""
    p = s.players[seat]
    built = list(p.built)
    built[col] += 1
    players = list(s.players)
    players[seat] = replace(p, built=tuple(built), coins=p.coins - pay)
    board = list(s.board)
    board[space] = 3 * seat + col
    new = tuple(board)
    _homes_after_build(s.board, new, space, 3 * seat + col)
    s = put(s, players=tuple(players), board=new)
    if built[col] == len(C.COLUMNS[col].costs):
        s = offer_free_order(s, seat)
    return s


def offer_free_order(s: State, seat: int) -> State:
    """The last token of a mat column or of the marina row: take an order with no fee, once per
    action and never in production, if you hold none (rulebook: "Expand Action")."""
    if s.phase != "play" or s.free_used or is_bot(s, seat):
        return s
    s = put(s, free_used=True)
    if s.players[seat].order is not None or (not s.row and deck_top(s) is None):
        return s
    return put(s, pending=flow.queue(s.pending, made(Decision, seat, "free_order")))


# --- Legal choices ----------------------------------------------------------------------------


def legal(s: State) -> list[Action]:
    if s.pending:
        return decision_actions(s, s.pending[0])
    if s.phase == "setup":
        return build_actions(s, s.seat, anywhere=True)
    if s.phase == "play":
        return turn_actions(s, s.seat)
    return []


def turn_actions(s: State, seat: int) -> list[Action]:
    """Every action of the player phase (rulebook: "Player Phase"); Pass is always there."""
    p = s.players[seat]
    moves = _SEAT_MOVES[seat]
    reach = reach_mask(s, seat)
    out = build_actions(s, seat, reach=reach)
    if p.marinas < C.MARINA_SLOTS:
        _add_marinas(out, s, seat, reach)
    order = p.order
    if order is None:
        if p.coins + C.ORDER_FEES[s.round - 1] >= 0:
            out += moves[0][: len(s.row)]
    elif _can_finish(s, seat, p, order):
        out.append(moves[1])
    if p.coins >= C.UPGRADE_COST:
        ups = moves[2]
        if p.nav < 3:
            out.append(ups[0])
        if p.mercato < 3:
            out.append(ups[1])
    _add_trades(out, s, seat, p)
    out.append(moves[3])
    return out


def marina_actions(s: State, seat: int, reach: int | None = None) -> list[Action]:
    out: list[Action] = []
    if s.players[seat].marinas < C.MARINA_SLOTS:
        _add_marinas(out, s, seat, reach_mask(s, seat) if reach is None else reach)
    return out


def _add_marinas(out: list[Action], s: State, seat: int, reach: int) -> None:
    """The marinas ``seat`` reaches and has no token on, appended to ``out``."""
    isl = isle(s)
    near = reach & isl.marina_mask
    if near:
        moves = _SEAT_MOVES[seat][4]
        tokens = s.marina_tokens
        for k, space in enumerate(isl.marina_spaces):
            if near >> space & 1 and seat not in tokens[k]:
                out.append(moves[k])


def trade_actions(s: State, seat: int) -> list[Action]:
    """Mercato: each good not yet traded this round, to sell (if held) or to buy (if one fits)."""
    out: list[Action] = []
    _add_trades(out, s, seat, s.players[seat])
    return out


def _add_trades(out: list[Action], s: State, seat: int, p: Player) -> None:
    """``trade_actions`` appended to ``out``."""
    moves = _SEAT_MOVES[seat][5]
    coins = p.coins
    traded = p.traded
    limit = C.GOOD_LIMIT
    for g, have, at, prices in zip(range(4), p.goods, s.prices, C.PRICES):
        if traded and g in traded:
            continue
        if have:
            out.append(moves[g][0])
        if have < limit and prices[at] <= coins:  # (``price``)
            out.append(moves[g][1])


def quantities(s: State, seat: int, good: int, sell: bool) -> list[Trade]:
    """How many of a good may be sold or bought now, each with the coins it gives (+) or costs (-)."""
    p = s.players[seat]
    qty = C.MERCATO_LEVELS[p.mercato].quantity
    cost = price(s, good)
    have = p.goods[good]
    if sell:
        return list(_trades(seat, good, True, min(qty, have), cost))
    return list(_trades(seat, good, False, min(qty, C.GOOD_LIMIT - have, p.coins // cost if cost else qty), cost))


@cache
def _trades(seat: int, good: int, sell: bool, most: int, cost: int) -> tuple[Trade, ...]:
    """The shared Trade values of 1 to ``most`` goods at ``cost`` each."""
    return tuple(Trade(seat, good, sell, n, cost * n if sell else -cost * n) for n in range(1, most + 1))


def buy_cost(s: State, good: int, n: int) -> int:
    """Buying pays the current price for each good bought (the cube then moves up)."""
    return price(s, good) * n


def hens_needed(s: State, seat: int) -> int:
    p = s.players[seat]
    return order_of(p.order).hens if p.order is not None else 0


def returnable(s: State, seat: int) -> list[int]:
    """Settlements a hen need may take back: built hens, or any settlement under the "any" rule."""
    return owned(s, seat) if s.hen_rule == "any" else owned_of(s, seat, 2)


def can_finish(s: State, seat: int) -> bool:
    p = s.players[seat]
    return p.order is not None and _can_finish(s, seat, p, p.order)


def _can_finish(s: State, seat: int, p: Player, order: Sided) -> bool:
    o = order_of(order)
    for have, need in zip(p.goods, o.needs):
        if have < need:  # a good short of what the order needs
            return False
    return not o.hens or len(returnable(s, seat)) >= o.hens


def decision_actions(s: State, d: Decision) -> list[Action]:
    seat, kind = d.seat, d.kind
    p = s.players[seat]
    answer = _seat_answers(seat)
    if kind == "choose":
        card = C.MARINA_CARDS[s.marina_cards[arg(d, 0)]]
        return [Choose(seat, k, C.text_of(opt)) for k, opt in enumerate(card.options) if option_open(s, seat, opt)]
    if kind == "produce":
        chosen = set(d.data[1:])
        out: list[Action] = [
            made(Produce, seat, col, k) for col in range(3) for k in range(p.built[col]) if (col, k) not in chosen
        ]
        return out + [answer["stop producing"]]
    if kind in ("convert", "prod_convert"):
        out = []
        jars, bottles = (arg(d, 0), arg(d, 0)) if kind == "convert" else (arg(d, 0), arg(d, 1))
        if p.goods[0] > 0:
            if jars > 0 and p.goods[JAR] < C.GOOD_LIMIT:
                out.append(answer["jar"])
            if bottles > 0 and p.goods[BOTTLE] < C.GOOD_LIMIT:
                out.append(answer["bottle"])
        return out + [answer["no more conversions"]]
    if kind == "expand":
        return build_actions(s, seat, land=False) + [answer["build nothing"]]
    if kind == "order":
        return list(_seat_moves(seat)[0][: len(s.row)]) or [answer["no order"]]
    if kind == "free_order":
        out = list(_seat_moves(seat)[0][: len(s.row)])
        if deck_top(s) is not None:
            out.append(answer["deck"])
        return out + [answer["no free order"]]
    if kind in ("food", "cleanup_food"):
        return list(_food_moves(seat, len(s.food)))
    if kind == "upgrade":
        return [_seat_moves(seat)[2][k] for k, t in enumerate((NAV, MERCATO)) if can_upgrade(p, t)] or [
            answer["no upgrade"]
        ]
    if kind == "hen":
        return [made(Return, seat, i) for i in returnable(s, seat)]
    if kind == "collect":
        return [answer["collect"]]
    if kind == "trade":
        return list(quantities(s, seat, arg(d, 0), bool(d.data[1])))
    raise ValueError(f"unknown decision {kind!r}")


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
