"""Mint Delivery multiplayer setup (rulebook: "Setup", "Advanced Variants"): the key card, road tokens,
the dealt orders each driver keeps in secret, and the four town decks."""

from __future__ import annotations

from collections.abc import Sequence

from mint.core import piles
from mint.core.game import Seat
from mint.core.rng import Rng
from mint.games.delivery.actions import Keep
from mint.games.delivery.cards import (
    ABILITIES,
    MINT_SUPPLY,
    ORDER_INDEX,
    ORDERS,
    ROAD_TOKENS,
    TOWNS,
)
from mint.games.delivery.model import ARROW, Stack, State, Truck, Turn, rep
from mint.games.delivery.moves import new_turn

STAR_LIMIT = 6
"""Setup: kept orders may be worth at most 6 stars."""
TOWN_DECK = 7
"""Orders in each town's deck."""
ROW = 2
"""Face-up orders in each town."""


def new_multiplayer(seats: Sequence[Seat], rng: Rng, abilities: bool, road_tokens: int) -> State:
    """Abilities on the key card, road tokens, 3 orders dealt to each driver: the keep phase begins."""
    n = len(seats)
    key: tuple[str, ...] = ()
    if abilities:
        ids, rng = rng.shuffle([a.id for a in ABILITIES])
        key = tuple(sorted(ids[:3]))
    roads, rng = place_road_tokens(rng, road_tokens)
    deck, rng = rng.shuffle(range(len(ORDERS)))
    hands, _ = piles.deal_blocks(deck, n, 3)
    trucks = tuple(Truck("MC", (4, 0, 0), hand=tuple(sorted(hand))) for hand in hands)
    supply = (MINT_SUPPLY[0] - 4 * n, MINT_SUPPLY[1], MINT_SUPPLY[2])
    towns = tuple(Stack((), (), ()) for _ in TOWNS)
    return State(tuple(seats), False, "keep", trucks, towns, Turn(0, 0), rng, key=key, roads=roads, supply=supply)


def place_road_tokens(rng: Rng, count: int) -> tuple[tuple[tuple[str, str], ...], Rng]:
    """Draw a token, pick a town at random, flip the start-player token for the arrow's way."""
    tokens, rng = rng.shuffle([t.id for t in ROAD_TOKENS])
    placed: dict[str, str] = {}
    for token in tokens[:count]:
        while True:
            town, rng = rng.choice(TOWNS)
            flip, rng = rng.choice(("cw", "ccw"))
            space = ARROW[(town, flip)]
            if space in placed:  # that space is taken: the town's other road space
                space = ARROW[(town, "ccw" if flip == "cw" else "cw")]
            if space not in placed:
                placed[space] = token
                break
    return tuple(sorted(placed.items())), rng


def trim(kept: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Kept orders over 6 stars: return the lowest ones to the box until 6 or fewer remain."""
    keep = sorted(kept, key=lambda o: (ORDERS[o].stars, o))
    out: list[int] = []
    while sum(ORDERS[o].stars for o in keep) > STAR_LIMIT:
        out.append(keep.pop(0))
    return tuple(o for o in kept if o in keep), tuple(out)


def keep(s: State, a: Keep) -> State:
    """One driver's secret choice; after the last one, the decks are made and the orders shown."""
    seat = s.turn.seat
    kept = tuple(ORDER_INDEX[o] for o in a.orders)
    trucks = list(s.trucks)
    trucks[seat] = rep(trucks[seat], kept=kept)
    if seat + 1 < len(s.seats):
        return rep(s, trucks=tuple(trucks), turn=Turn(seat + 1, 0))
    return _finish_setup(rep(s, trucks=tuple(trucks)))


def _finish_setup(s: State) -> State:
    """Shuffle the rest into 4 town decks of 7, reveal 2 each, reveal and trim kept orders."""
    kept_all = {o for t in s.trucks for o in t.kept}
    rest, rng = s.rng.shuffle([o for o in range(len(ORDERS)) if o not in kept_all])
    decks, _ = piles.deal_round_robin(rest, len(TOWNS), TOWN_DECK)
    towns = []
    for deck in decks:
        row, deck = piles.draw_n(deck, ROW)
        towns.append(Stack(deck, row, (0,) * len(row)))
    trucks = []
    box: list[int] = []
    for t in s.trucks:
        orders, back = trim(t.kept)
        box.extend(back)
        trucks.append(rep(t, orders=orders, hand=(), kept=()))
    return rep(s, phase="play", trucks=tuple(trucks), towns=tuple(towns), rng=rng, box=tuple(box), turn=new_turn(s, 0))
