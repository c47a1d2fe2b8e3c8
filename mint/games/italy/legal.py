"""Mint Italy's legal lists: every choice open to a person, in the player phase and for each kind
of pending decision, as shared action values (the lists are made again at every step, and their
order is part of a seeded game).

Reach and the Build lists live in reach.py; carrying a choice out in play.py.

Asked about one move (``mint.core.game.Ask``), a list also says why that move is left out, at
the place that leaves it out (the rules page heading it applies, and a sentence): the turn's
kinds of move in ``_ask_turn``, each pending decision's answers in ``_ask_decision``. Without an
``Ask`` (bots, the table's lists) the lists do what they did.
"""

from __future__ import annotations

from functools import cache

from mint.core.flow import Decision
from mint.core.game import Action, Ask
from mint.core.piles import Sided
from mint.core.words import join, t, tn
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
    goods_text,
    goods_word,
    track_word,
)
from mint.games.italy.board import (
    BOTTLE,
    JAR,
    Homes,
    _homes,
    arg,
    can_upgrade,
    deck_top,
    isle,
    made,
    order_of,
    owned,
    owned_of,
    price,
)
from mint.games.italy.island import Island
from mint.games.italy.reach import _SEATS, add_builds, ask_build, build_actions, reach_mask, reach_of
from mint.games.italy.state import MERCATO, NAV, Player, State

# --- Shared move values ---------------------------------------------------------------------


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


_SEAT_MOVES = tuple(_seat_moves(seat) for seat in _SEATS)
"""``_seat_moves`` of every seat at hand for the legal lists, without a call."""


# --- Legal choices ----------------------------------------------------------------------------


def legal(s: State, ask: Ask | None = None) -> list[Action]:
    """Every choice open to the person to act; with ``ask``, also why the move it asks about is
    not one of them."""
    if s.pending:
        return decision_actions(s, s.pending[0], ask)
    if s.phase == "setup":
        if ask is not None and not isinstance(ask.action, Build):
            ask.no("set-up", t("In set-up each player only places a settlement, on any land hex."))
        return build_actions(s, s.seat, anywhere=True, ask=ask)
    if s.phase == "play":
        return turn_actions(s, s.seat, ask)
    return []


def turn_actions(s: State, seat: int, ask: Ask | None = None) -> list[Action]:
    """Every action of the player phase (rulebook: "Player Phase"); Pass is always there."""
    p = s.players[seat]
    moves = _SEAT_MOVES[seat]
    isl = isle(s)
    homes = _homes(s.board)
    reach = reach_of(isl, homes, seat, p.nav)
    if ask is not None:
        _ask_turn(s, seat, p, isl, homes, reach, ask)
    out: list[Action] = []
    add_builds(out, isl, reach & ~homes[2], p, seat)
    if p.marinas < C.MARINA_SLOTS:
        _add_marinas(out, isl, s.marina_tokens, seat, reach)
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


def _ask_turn(s: State, seat: int, p: Player, isl: Island, homes: Homes, reach: int, ask: Ask) -> None:
    """Why the move asked about is left out of ``turn_actions``: its tests, in order."""
    a = ask.action
    if isinstance(a, Build):
        ask_build(s, isl, homes, reach, p, ask)
    elif isinstance(a, Marina):
        if p.marinas >= C.MARINA_SLOTS:
            ask.no("marina", t("You have placed all your marina tokens."))
        elif 0 <= a.corner < len(s.marina_tokens) and seat in s.marina_tokens[a.corner]:
            ask.no("marina", t("You already have a marina token on that marina."))
        elif not 0 <= a.corner < len(isl.marina_spaces) or not reach >> isl.marina_spaces[a.corner] & 1:
            ask.no("marina", t("None of your settlements reaches that marina at your navigation level."))
    elif isinstance(a, TakeOrder):
        fee = C.ORDER_FEES[s.round - 1]
        if p.order is not None:
            ask.no("gain-order", t("You already hold an order; finish it first."))
        elif p.coins + fee < 0:
            ask.no(
                "gain-order",
                tn(
                    "Taking an order in round {round} costs {n} coin; you have {have}.",
                    "Taking an order in round {round} costs {n} coins; you have {have}.",
                    -fee,
                    round=s.round,
                    have=p.coins,
                ),
            )
        elif not 0 <= a.pos < len(s.row):
            ask.no("gain-order", t("Only an order from the row can be taken."))
    elif isinstance(a, Finish):
        _ask_finish(s, seat, p, ask)
    elif isinstance(a, Upgrade):
        if not can_upgrade(p, a.track):
            ask.no("upgrade", t("Your {track} track is fully upgraded.", track=track_word(a.track)))
        elif p.coins < C.UPGRADE_COST:
            ask.no(
                "upgrade",
                tn(
                    "An upgrade costs {n} coin; you have {have}.",
                    "An upgrade costs {n} coins; you have {have}.",
                    C.UPGRADE_COST,
                    have=p.coins,
                ),
            )
    elif isinstance(a, Mercato) and 0 <= a.good < len(p.goods):
        _ask_mercato(s, p, a, ask)


def _ask_finish(s: State, seat: int, p: Player, ask: Ask) -> None:
    """Why Finish is left out (``_can_finish``)."""
    if p.order is None:
        ask.no("finish-order", t("You hold no order to finish."))
        return
    o = order_of(p.order)
    lack = [goods_text(g, need - have) for g, (have, need) in enumerate(zip(p.goods, o.needs)) if have < need]
    if lack:
        ask.no("finish-order", t("This order still needs {goods}.", goods=join(lack)))
    elif o.hens and len(returnable(s, seat)) < o.hens:
        if s.hen_rule == "any":
            said = tn(
                "This order sends {n} built settlement back, and you have too few on the island.",
                "This order sends {n} built settlements back, and you have too few on the island.",
                o.hens,
            )
        else:
            said = tn(
                "This order needs a built hen to return, and you have none on the island.",
                "This order needs {n} built hens to return, and you have too few on the island.",
                o.hens,
            )
        ask.no("finish-order", said)


def _ask_mercato(s: State, p: Player, a: Mercato, ask: Ask) -> None:
    """Why a Mercato is left out (``_add_trades``)."""
    g = a.good
    if g in p.traded:
        ask.no("mercato", t("You have already traded {goods} at the mercato this round.", goods=goods_word(g)))
    elif a.sell:
        if not p.goods[g]:
            ask.no("mercato", t("You have no {goods} to sell.", goods=goods_word(g)))
    elif p.goods[g] >= C.GOOD_LIMIT:
        ask.no(
            "limits",
            tn("You may hold at most {n} of each good.", "You may hold at most {n} of each good.", C.GOOD_LIMIT),
        )
    elif price(s, g) > p.coins:
        ask.no(
            "mercato",
            tn(
                "One costs {n} coin; you have {have}.",
                "One costs {n} coins; you have {have}.",
                price(s, g),
                have=p.coins,
            ),
        )


def marina_actions(s: State, seat: int, reach: int | None = None) -> list[Action]:
    out: list[Action] = []
    if s.players[seat].marinas < C.MARINA_SLOTS:
        _add_marinas(out, isle(s), s.marina_tokens, seat, reach_mask(s, seat) if reach is None else reach)
    return out


def _add_marinas(out: list[Action], isl: Island, tokens: tuple[tuple[int, ...], ...], seat: int, reach: int) -> None:
    """The marinas ``seat`` reaches and has no token on, appended to ``out``."""
    near = reach & isl.marina_mask
    if near:
        moves = _SEAT_MOVES[seat][4]
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


def decision_actions(s: State, d: Decision, ask: Ask | None = None) -> list[Action]:
    """The answers to the pending decision ``d``; with ``ask``, also why the move it asks about
    is not one of them."""
    if ask is not None:
        _ask_decision(s, d, ask)
    seat, kind = d.seat, d.kind
    p = s.players[seat]
    answer = _seat_answers(seat)
    if kind == "trade":  # (the commonest kinds first)
        return quantities(s, seat, arg(d, 0), bool(d.data[1]))  # type: ignore[return-value]  # (a fresh list)
    if kind == "collect":
        return [answer["collect"]]
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
    raise ValueError(f"unknown decision {kind!r}")


def _ask_decision(s: State, d: Decision, ask: Ask) -> None:
    """Why the move asked about is not an answer to ``d``: a move of the decision's own kind by
    the test that leaves it out, any other by what the decision waits for."""
    a, seat, kind = ask.action, d.seat, d.kind
    if kind == "expand" and isinstance(a, Build):
        build_actions(s, seat, land=False, ask=ask)  # (the marina card's Build list says why)
        return
    if a in decision_actions(s, d):
        return
    p = s.players[seat]
    if kind == "trade" and isinstance(a, Trade) and (a.good, a.sell) == (arg(d, 0), bool(d.data[1])):
        _ask_quantity(s, p, a, ask)
    elif kind == "upgrade" and isinstance(a, Upgrade) and not can_upgrade(p, a.track):
        ask.no("upgrade", t("Your {track} track is fully upgraded.", track=track_word(a.track)))
    elif kind == "choose" and isinstance(a, Choose) and not _option_open_at(s, d, a.option):
        if p.order is not None:
            ask.no("marina", t("You already hold an order, so this option is closed."))
        elif not s.row:
            ask.no("marina", t("The order row is empty, so this option is closed."))
    elif kind == "hen" and isinstance(a, Return):
        if s.hen_rule == "any":
            ask.no("finish-order", t("Only one of your own settlements on the island can go back."))
        else:
            ask.no("finish-order", t("Only one of your own hens on the island can go back."))
    rule, said = _WAITING.get(kind, ("a-round", t("Finish the current step first.")))
    ask.no(rule, said)


def _option_open_at(s: State, d: Decision, option: int) -> bool:
    """Whether option number ``option`` of the marina card ``d`` waits on may be picked (one the
    card does not have counts as open: it is not closed by ``option_open``)."""
    options = C.MARINA_CARDS[s.marina_cards[arg(d, 0)]].options
    return not 0 <= option < len(options) or option_open(s, d.seat, options[option])


def _ask_quantity(s: State, p: Player, a: Trade, ask: Ask) -> None:
    """Why a quantity of the good being traded is left out (``quantities``)."""
    qty = C.MERCATO_LEVELS[p.mercato].quantity
    have = p.goods[a.good]
    if a.count > qty:
        ask.no(
            "mercato",
            tn(
                "Your mercato level lets you trade {n} good at a time.",
                "Your mercato level lets you trade {n} goods at a time.",
                qty,
            ),
        )
    elif a.count < 1:
        return
    elif a.sell:
        if a.count > have:
            ask.no("mercato", t("You have only {goods}.", goods=goods_text(a.good, have)))
    elif have + a.count > C.GOOD_LIMIT:
        ask.no(
            "limits",
            tn("You may hold at most {n} of each good.", "You may hold at most {n} of each good.", C.GOOD_LIMIT),
        )
    elif (cost := buy_cost(s, a.good, a.count)) > p.coins:
        ask.no(
            "mercato",
            tn("That costs {n} coin; you have {have}.", "That costs {n} coins; you have {have}.", cost, have=p.coins),
        )


#: What each kind of pending decision waits for, said when another move is asked for.
_WAITING = {
    "choose": ("marina", t("First choose one option of the marina card.")),
    "produce": ("marina", t("First pick the settlements that produce again, or stop.")),
    "convert": ("marina", t("First convert grapes, or stop.")),
    "prod_convert": ("production", t("First convert grapes into jars or bottles, or stop.")),
    "expand": ("marina", t("First place the settlement the marina card gives, or skip it.")),
    "order": ("marina", t("First take an order from the row.")),
    "free_order": ("free-order", t("First take your free order (from the row or the deck), or skip it.")),
    "food": ("marina", t("First move a food token on the commercio card.")),
    "cleanup_food": ("cleanup", t("You passed first: move one food token up.")),
    "upgrade": ("upgrade", t("First pick the track of your free upgrade.")),
    "hen": ("finish-order", t("First take back the settlement the order needs.")),
    "collect": ("production", t("First collect your production.")),
    "trade": ("mercato", t("First pick how many to trade.")),
}


def option_open(s: State, seat: int, gains: tuple[C.Gain, ...]) -> bool:
    """Whether a marina option may be picked: a free order needs no order in hand and a card."""
    for g in gains:
        if g.kind == "order" and (s.players[seat].order is not None or not s.row):
            return False
    return True
