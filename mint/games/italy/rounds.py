"""Mint Italy's flow between choices: the next turn, phase and round, production and cleanup.

After every choice ``advance`` drops pending choices that no longer apply and, with none left,
moves the game on: set-up's snake, turns in player order until all have passed, production in
reverse passing order, the round's scoring and cleanup, the next round.
"""

from __future__ import annotations

from typing import Any

from mint.core import flow, piles
from mint.core.flow import Decision
from mint.core.game import replace
from mint.core.workcopy import put
from mint.games.italy import cards as C
from mint.games.italy.board import (
    BOTTLE,
    JAR,
    add_vp,
    card_score,
    coin_limit,
    deck_deal,
    deck_top,
    foods_moved,
    is_bot,
    made,
    order_of,
    row_size,
    set_player,
)
from mint.games.italy.state import State

# --- Moving on: turns, rounds and phases -----------------------------------------------------


def _moot(s: State, d: Decision) -> bool:
    """A pending choice that no longer applies (a free order once an order is held)."""
    if d.kind == "free_order":
        return s.players[d.seat].order is not None or (not s.row and deck_top(s) is None)
    if d.kind == "convert":
        p = s.players[d.seat]
        return p.goods[0] == 0 or (p.goods[JAR] >= C.GOOD_LIMIT and p.goods[BOTTLE] >= C.GOOD_LIMIT)
    if d.kind == "produce":
        return sum(s.players[d.seat].built) == 0
    if d.kind == "order":
        return s.players[d.seat].order is not None or not s.row
    return False


def advance(s: State) -> State:
    """After a choice: drop moot decisions; with none left, the next turn, phase or round."""
    pending = s.pending
    if pending:
        if not _moot(s, pending[0]):
            return s  # (the usual case: the top choice still applies)
        s = put(s, pending=flow.drop_while(pending, lambda d: _moot(s, d)))
        if s.pending:
            return s
    if s.phase == "setup":
        return next_setup(s)
    if s.phase == "play":
        return next_turn(s)
    if s.phase == "production":
        return next_production(s)
    if s.phase == "cleanup":
        # the new round opens with the first passer: no turn has been taken in it yet
        return finish_cleanup(s)
    return s


def next_setup(s: State) -> State:
    if s.queue:
        return put(s, seat=s.queue[0], queue=s.queue[1:])
    return start_round(s)


def start_round(s: State, **changes: Any) -> State:
    """The player phase of a round (``changes``: the new round's row, order and number)."""
    players = tuple([replace(p, traded=()) if p.traded else p for p in s.players])
    order = changes.get("order", s.order)
    return put(
        s, players=players, phase="play", seat=order[0], passed=(), queue=(), free_used=False, bot_step="", **changes
    )


def next_turn(s: State) -> State:
    """The next player in player order who has not passed; after the last pass, production."""
    order, passed = s.order, s.passed
    if len(passed) >= len(order):
        return start_production(put(s, free_used=False))
    # ``flow.next_in``, written out: this runs after every turn
    n = len(order)
    at = order.index(s.seat) + 1 if s.seat in order else 0
    for i in range(at, at + n):
        seat = order[i % n]
        if seat not in passed:
            break
    return put(s, seat=seat, bot_step="", free_used=False)


def start_production(s: State) -> State:
    """Production goes in reverse order of the passing boxes."""
    s = put(s, phase="production", queue=tuple(reversed(s.passed)))
    return next_production(s)


def next_production(s: State) -> State:
    if not s.queue:
        return end_of_round(s)
    seat, queue = s.queue[0], s.queue[1:]
    if is_bot(s, seat):
        return put(s, seat=seat, queue=queue, bot_step="prod_expand")
    return put(s, seat=seat, queue=queue, bot_step="", pending=(made(Decision, seat, "collect"),))


def collect(s: State, seat: int) -> State:
    """Production for a player: uncovered slots, the white-figure bonus, the mercato good; then
    the conversions the mat shows, each a choice."""
    p = s.players[seat]
    coins = vp = grapes = oval = jar = bottle = 0
    jars = C.BASE_CONVERSIONS.conv_jar
    bottles = C.BASE_CONVERSIONS.conv_bottle
    sums = _SLOT_SUMS[p.nav == 3]
    for col, k in enumerate(p.built):
        c, v, g, o, j, b, cj, cb = sums[col][k]
        coins += c
        vp += v
        grapes += g
        oval += o
        jar += j
        bottle += b
        jars += cj
        bottles += cb
    goods = [grapes, oval, jar, bottle]
    for g, have in enumerate(p.goods):
        goods[g] += have
    good = C.MERCATO_LEVELS[p.mercato].good
    if good is not None:
        goods[good] += 1
    limit = C.GOOD_LIMIT
    p = replace(
        p,
        goods=tuple(min(limit, n) for n in goods),
        coins=min(coin_limit(s, seat), p.coins + coins),
        vp=p.vp + vp,
    )
    s = set_player(s, seat, p)
    if p.goods[0] > 0 and jars + bottles > 0:
        s = put(s, pending=(made(Decision, seat, "prod_convert", (jars, bottles)), *s.pending))
    return s


def _slot_sums(figure: bool) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Per mat column, per number of tokens taken off it, what its uncovered slots give together:
    coins (with the white-figure bonus when ``figure``), VP, the four goods and the two
    conversions; so a production adds three rows instead of walking every slot."""
    out = []
    for column in C.COLUMNS:
        rows: list[tuple[int, ...]] = [(0,) * 8]
        for o in column.outputs:
            coins = o.coins + (1 if figure and o.figure else 0)
            step = (coins, o.vp, o.grapes, o.oval, o.jar, o.bottle, o.conv_jar, o.conv_bottle)
            rows.append(tuple(a + b for a, b in zip(rows[-1], step)))
        out.append(tuple(rows))
    return tuple(out)


_SLOT_SUMS = (_slot_sums(False), _slot_sums(True))
"""``_slot_sums`` without and with the white figure's bonus (navigation at the top)."""


# --- Scoring and cleanup (rulebook: "Scoring Phase", "Cleanup Phase") -------------------------


def end_of_round(s: State) -> State:
    """Scoring for the leftmost face-up card, then cleanup: the row is discarded left to right,
    each card moving its food token up; the first passer then moves one food token."""
    card = C.SCORING_CARDS[s.scoring[s.round - 1]]
    players = list(s.players)
    for seat in range(len(players)):
        players[seat] = add_vp(players[seat], card_score(s, seat, card), card=True)
    food = foods_moved(s.food, [order_of(c).food for c in s.row])
    s = put(
        s, players=tuple(players), phase="cleanup", queue=(), food=food, discard=piles.discard(s.discard, s.row), row=()
    )
    first = s.passed[0]
    if is_bot(s, first):
        return put(s, seat=first, bot_step="cleanup_food")
    return put(s, seat=first, pending=(made(Decision, first, "cleanup_food"),))


def finish_cleanup(s: State) -> State:
    """New orders, player order from the passing boxes, the next scoring card; after round 4, over."""
    if s.round >= C.ROUNDS:
        return put(s, phase="over", pending=(), queue=(), bot_step="")
    row, s = deck_deal(s, row_size(s))
    return start_round(s, row=row, order=s.passed, round=s.round + 1)
