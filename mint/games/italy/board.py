"""Mint Italy's position: looking things up in a state, small changes to it, and what it scores.

The rules (legal.py, reach.py, play.py, rounds.py), the solo bot, the bots and the views read a
position through these (the views and bots partly as ``play.x``: see play.py).
"""

from __future__ import annotations

from typing import Any, Iterable, TypeVar

from mint.core import piles
from mint.core.flow import Decision
from mint.core.game import replace
from mint.core.memo import by_identities, by_identity
from mint.core.piles import Sided
from mint.core.workcopy import put
from mint.games.italy import cards as C
from mint.games.italy.island import Island, island
from mint.games.italy.state import BOT, NAV, Player, State

T = TypeVar("T")
JAR, BOTTLE = 2, 3
MAX_SPACES = 128
"""More spaces than the largest island has (4 players: 122)."""
LAST_BOX = C.COMMERCIO_BOXES - 1


# --- Looking things up ----------------------------------------------------------------------


def arg(d: Decision, i: int) -> int:
    """A whole-number item of a pending decision's data."""
    return d.data[i]  # type: ignore[return-value]  # (``cast`` would cost a call at every step)


ISLES_KEPT = 8
"""Islands kept (each game deals its own, and one grows to some hundreds of KiB as its spaces are
asked about: a window that plays game after game kept up to 256)."""
_ISLES: dict[tuple[tuple[str, ...], tuple[str, ...]], Island] = {}


def isle(s: State) -> Island:
    return _isle(s.north, s.south)


def forget_islands() -> None:
    """Drop the islands kept (for tests that swap a map card file)."""
    _ISLES.clear()
    _isle.forget()  # type: ignore[attr-defined]


@by_identities  # (the rows of cards are the same objects all game long)
def _isle(north: tuple[str, ...], south: tuple[str, ...]) -> Island:
    key = (north, south)
    got = _ISLES.get(key)
    if got is None:
        if len(_ISLES) >= ISLES_KEPT:
            _ISLES.clear()  # a shortcut to the island cache, kept small
        got = _ISLES[key] = island(north, south)
    return got


_MADE: dict[tuple[Any, ...], Any] = {}


def made(cls: type[T], *args: Any) -> T:
    """One shared instance per value of a frozen action or decision: legal lists and pending
    choices are made again at every step, and a value built once is found by its fields."""
    key = (cls, *args)
    got = _MADE.get(key)
    if got is None:
        if len(_MADE) >= 8192:
            _MADE.clear()  # a cache, not a record: start again rather than grow
        got = _MADE[key] = cls(*args)
    return got  # type: ignore[no-any-return]


def order_of(card: Sided) -> C.Order:
    return C.ORDER_CARDS[int(card.card)][card.side]


def owned(s: State, seat: int) -> list[int]:
    """The island spaces holding ``seat``'s settlements."""
    return list(_homes(s.board)[0].get(seat, ()))


def cities_of(s: State, seat: int) -> int:
    """How many cities ``seat``'s settlements make (rulebook: "City Scoring")."""
    return isle(s).city_count(_homes(s.board)[0].get(seat, ()))


def homes_of(s: State, seat: int) -> tuple[int, ...]:
    """``owned`` as the shared tuple, lowest space first (not to be changed)."""
    return _homes(s.board)[0].get(seat, ())


def owned_of(s: State, seat: int, col: int) -> list[int]:
    return list(_homes(s.board)[1].get(3 * seat + col, ()))


Homes = tuple[dict[int, tuple[int, ...]], dict[int, tuple[int, ...]], int]
_HOMES: dict[tuple[int, ...], Homes] = {}


@by_identity  # (a board stays the same object for many moves: an identity check, not a hash)
def _homes(board: tuple[int, ...]) -> Homes:
    """Settlement spaces by seat and by token code, and the mask of taken spaces, worked out once
    per board (a board changes only when a settlement is built or returned)."""
    got = _HOMES.get(board)
    if got is None:
        by_seat: dict[int, list[int]] = {}
        by_code: dict[int, list[int]] = {}
        taken = 0
        for i, c in enumerate(board):
            if c >= 0:
                by_seat.setdefault(c // 3, []).append(i)
                by_code.setdefault(c, []).append(i)
                taken |= 1 << i
        got = {k: tuple(v) for k, v in by_seat.items()}, {k: tuple(v) for k, v in by_code.items()}, taken
        _remember(board, got)
    return got


def _remember(board: tuple[int, ...], homes: Homes) -> None:
    if len(_HOMES) >= 4096:
        _HOMES.clear()  # a cache, not a record: start again rather than grow
    _HOMES[board] = homes


def _homes_after_build(old: tuple[int, ...], new: tuple[int, ...], space: int, code: int) -> None:
    """The new board's homes from the old one's plus one settlement, without a scan."""
    by_seat, by_code, taken = _homes(old)
    seat = code // 3
    by_seat = {**by_seat, seat: tuple(sorted((*by_seat.get(seat, ()), space)))}
    by_code = {**by_code, code: tuple(sorted((*by_code.get(code, ()), space)))}
    _remember(new, (by_seat, by_code, taken | 1 << space))


def taken_mask(s: State) -> int:
    return _homes(s.board)[2]


def coin_limit(s: State, seat: int) -> int:
    return C.BOT_COIN_LIMIT if s.solo and seat == BOT else C.COIN_LIMIT


def is_bot(s: State, seat: int) -> bool:
    return s.solo and seat == BOT


def actor(s: State) -> int:
    """Who owes the next choice: the top pending decision's seat, else the seat whose turn it is."""
    return s.pending[0].seat if s.pending else s.seat


def row_size(s: State) -> int:
    return C.ROW_SIZE[1 if s.solo else len(s.players)]


def settlement_cost(p: Player, col: int) -> int | None:
    k = p.built[col]
    costs = C.COLUMNS[col].costs
    return costs[k] if k < len(costs) else None


def food_rank(s: State) -> tuple[int, ...]:
    """Food token indices from the highest position down (higher box, then higher in a stack)."""
    return tuple(sorted(range(len(s.food)), key=lambda f: s.food[f], reverse=True))


# --- Small state changes ----------------------------------------------------------------------


def set_player(s: State, seat: int, p: Player) -> State:
    players = list(s.players)
    players[seat] = p
    return put(s, players=tuple(players))


def add_coins(s: State, seat: int, n: int) -> State:
    p = s.players[seat]
    return set_player(s, seat, replace(p, coins=max(0, min(coin_limit(s, seat), p.coins + n))))


def add_good(p: Player, good: int, n: int) -> Player:
    return add_goods(p, (good, n))


def add_goods(p: Player, *changes: tuple[int, int]) -> Player:
    """Each (good, n) in turn, every count kept within 0 and the good limit; one new Player."""
    goods = list(p.goods)
    for good, n in changes:
        goods[good] = max(0, min(C.GOOD_LIMIT, goods[good] + n))
    return replace(p, goods=tuple(goods))


def add_vp(p: Player, n: int, card: bool = False) -> Player:
    return replace(p, vp=p.vp + n, vp_cards=p.vp_cards + (n if card else 0))


def move_food(s: State, food: int) -> State:
    """A food token goes up one box, on top of any stack there; past the last box it is lifted
    back onto the top of the last box's stack."""
    return put(s, food=foods_moved(s.food, (food,)))


def foods_moved(food: tuple[tuple[int, int], ...], moves: Iterable[int]) -> tuple[tuple[int, int], ...]:
    """The food tokens after each of ``moves`` in turn went up one box (see ``move_food``)."""
    foods = list(food)
    for f in moves:
        new = min(foods[f][0] + 1, LAST_BOX)
        tops = [h for g, (b, h) in enumerate(foods) if b == new and g != f]
        foods[f] = (new, max(tops) + 1 if tops else 0)
    return tuple(foods)


def move_price(s: State, good: int, steps: int) -> State:
    prices = list(s.prices)
    prices[good] = max(0, min(len(C.PRICES[good]) - 1, prices[good] + steps))
    return put(s, prices=tuple(prices))


def price(s: State, good: int) -> int:
    return C.PRICES[good][s.prices[good]]


def upgrade(s: State, seat: int, track: str) -> State:
    p = s.players[seat]
    if track == NAV:
        return set_player(s, seat, replace(p, nav=min(3, p.nav + 1)))
    return set_player(s, seat, replace(p, mercato=min(3, p.mercato + 1)))


def can_upgrade(p: Player, track: str) -> bool:
    return (p.nav if track == NAV else p.mercato) < 3


def deck_deal(s: State, n: int) -> tuple[tuple[Sided, ...], State]:
    """Up to ``n`` orders off the deck in turn, as ``deck_draw`` takes them one at a time."""
    deck, discard = s.deck, s.discard
    dealt: list[Sided] = []
    for _ in range(n):
        deck, discard = piles.flip_over(deck, discard, piles.flip)
        if not deck:
            break
        card, deck = piles.draw(deck)
        dealt.append(card)
    return tuple(dealt), put(s, deck=deck, discard=discard)


def deck_draw(s: State) -> tuple[Sided | None, State]:
    """The top order of the deck; an empty deck is first the discard pile turned over, unshuffled
    (every card then shows its other side)."""
    deck, discard = piles.flip_over(s.deck, s.discard, piles.flip)
    if not deck:
        return None, put(s, deck=deck, discard=discard)
    card, deck = piles.draw(deck)
    return card, put(s, deck=deck, discard=discard)


def deck_top(s: State) -> Sided | None:
    """The order the top of the deck shows (after turning the discards over, if it is empty)."""
    if s.deck:
        return s.deck[0]
    if s.discard:
        return piles.flip(s.discard[0])
    return None


# --- Scoring (rulebook: "Scoring Phase") --------------------------------------------------------


def card_score(s: State, seat: int, card: C.ScoringCard) -> int:
    """What one scoring card gives one player now."""
    p = s.players[seat]
    kind = card.kind
    if kind in ("borgo", "vigna", "pollaio"):
        n = len(owned_of(s, seat, ("borgo", "vigna", "pollaio").index(kind)))
    elif kind == "marina":
        n = p.marinas
    elif kind == "cellar":
        n = p.goods[JAR] + p.goods[BOTTLE]
    elif kind == "orders":
        n = len(p.done)
    elif kind == "tracks":
        n = p.nav + p.mercato
    elif kind == "cities":
        n = cities_of(s, seat)
    else:
        raise ValueError(f"unknown scoring card kind {kind!r}")
    total = n * card.per
    return min(total, card.cap) if card.cap is not None else total


# --- End of game (rulebook: "End of Game Scoring") --------------------------------------------


def end_scores(s: State, seat: int) -> dict[str, int]:
    """Each category of the final score for one player."""
    p = s.players[seat]
    rank = food_rank(s)
    value = {f: C.FOOD_VP[i] for i, f in enumerate(rank)}
    return {
        "play": p.vp - p.vp_cards,
        "cards": p.vp_cards,
        "cellar": p.goods[JAR] + p.goods[BOTTLE],
        "coins": p.coins // 10,
        "cities": C.city_vp(cities_of(s, seat)),
        "orders": sum(value[order_of(c).food] for c in p.done),
    }
