"""Mint Italy's set-up (rulebook: "Game Setup", "Solo Rules - Game Setup")."""

from __future__ import annotations

from collections.abc import Sequence

from mint.core import flow, piles
from mint.core.game import Seat
from mint.core.rng import Rng
from mint.core.seats import seat_name
from mint.core.workcopy import put, settle, thaw
from mint.games.italy import board, play, reach
from mint.games.italy import cards as C
from mint.games.italy.island import NORTH, SOUTH, island
from mint.games.italy.state import BOT, CORNERS, EMPTY, Player, State

PERSONA_IDS = tuple(p.id for p in C.PERSONAS)


def new_state(seats: Sequence[Seat], rng: Rng, persona: str = "random", hen_rule: str = "hen") -> State:
    n = len(seats)
    solo = n == 1
    x = 2 if solo else n
    # 1. The island: the marina corners, X north and X south cards drawn at random between them.
    north, rng = rng.shuffle(NORTH)
    south, rng = rng.shuffle(SOUTH)
    north, south = tuple(north[:x]), tuple(south[:x])
    isl = island(north, south)
    # Food tokens stacked at random on box 0 of the commercio card.
    stack, rng = rng.shuffle(range(len(C.FOODS)))
    food = [(0, 0)] * len(C.FOODS)
    for height, f in enumerate(stack):
        food[f] = (0, height)
    # 3. Player order: random; in solo the person is first and the bot second.
    seats_in_play = 2 if solo else n
    if solo:
        order: tuple[int, ...] = (0, BOT)
    else:
        shuffled, rng = rng.shuffle(range(n))
        order = tuple(shuffled)
    # 4. Coins by place in player order: 30, 31, 32, 33 (the bot: 50, 1 black oval, 1 grapes).
    players = [Player() for _ in range(seats_in_play)]
    for place_, seat in enumerate(order):
        players[seat] = Player(coins=C.START_COINS[place_])
    if solo:
        b = C.BOT_START
        players[BOT] = Player(coins=b.coins, goods=(b.grapes, b.oval, b.jar, b.bottle))
    # 5. Four scoring cards face up.
    scoring, rng = rng.shuffle(range(len(C.SCORING_CARDS)))
    # 6. Two marina cards per person for their starting bonus, then reshuffled, one per marina.
    marina, rng = rng.shuffle(range(len(C.MARINA_CARDS)))
    names = tuple(seat_name(seats, i) for i in range(len(seats)))
    if solo:
        names = (*names, "Bot")
    # one private copy for the whole set-up (``thaw``): the gains and placements change it in place
    s = thaw(
        State(
            players=tuple(players),
            seats=tuple(seats),
            names=names,
            north=north,
            south=south,
            board=(EMPTY,) * len(isl.kind),
            marina_cards=(),
            marina_tokens=((),) * len(CORNERS),
            marina_deck=(),
            deck=(),
            row=(),
            discard=(),
            scoring=tuple(scoring[:4]),
            food=tuple(food),
            prices=tuple(C.PRICE_START),
            round=1,
            phase="setup",
            order=order,
            seat=order[0],
            passed=(),
            queue=(),
            pending=(),
            free_used=False,
            rng=rng,
            hen_rule=hen_rule,
            solo=solo,
        )
    )
    deck = tuple(marina)
    for seat in order:
        if is_person(s, seat):
            hand, deck = piles.draw_n(deck, 2)
            for card in hand:
                s = play.gain(s, seat, C.MARINA_CARDS[card].bonus)
    rng = s.rng
    deck, rng = rng.shuffle(range(len(C.MARINA_CARDS)))
    at_marinas, deck = piles.draw_n(tuple(deck), len(CORNERS))
    # 7. The order deck, each card flipped at random, and the row.
    orders, rng = rng.shuffle(range(len(C.ORDER_CARDS)))
    sided, rng = piles.random_sides(orders, rng)
    row, rest = piles.draw_n(sided, C.ROW_SIZE[1 if solo else n])
    s = put(s, marina_cards=at_marinas, marina_deck=deck, deck=rest, row=row, rng=rng)
    if solo:
        s = _solo_setup(s, persona)
    # 9. Each person expands once in player order, then once more in reverse order, on any land.
    people = tuple(seat for seat in order if is_person(s, seat))
    snake = flow.snake(people)
    return settle(put(s, seat=snake[0], queue=snake[1:]))


def is_person(s: State, seat: int) -> bool:
    return not (s.solo and seat == BOT)


def _solo_setup(s: State, persona: str) -> State:
    """The bot deck with its top card discarded, the persona, and the bot's two free settlements
    on the start cards of a second persona: grey person on the costliest whole grey hex of the
    first card, green person on the costliest whole dark-green hex of the second; ties go by the
    scan arrow of the discarded top bot card (rulebook: "Resolving Ties For Bot")."""
    rng = s.rng
    deck, rng = rng.shuffle(range(len(C.BOT_CARDS)))
    top, deck = piles.draw(tuple(deck))
    if persona == "random":
        persona, rng = rng.choice(PERSONA_IDS)
    others = tuple(p for p in PERSONA_IDS if p != persona)
    start, rng = rng.choice(others)
    s = put(s, rng=rng, bot_deck=deck, bot_discard=(top,), persona=persona, start_persona=start)
    starts = next(p for p in C.PERSONAS if p.id == start).start
    isl = board.isle(s)
    for col, (row, slot) in enumerate((("N", starts[0]), ("S", starts[1]))):
        card = isl.slot_card(row, slot)
        terrain = C.COLUMNS[col].terrain
        spots = [
            i
            for i in isl.land
            if card in isl.cards[i] and isl.whole[i] and terrain in isl.terrains[i] and s.board[i] == EMPTY
        ]
        if not spots:
            continue
        best = max(isl.cost[i] for i in spots)
        space = isl.scan([i for i in spots if isl.cost[i] == best], C.BOT_CARDS[top].scan)[0]
        s = reach.place(s, BOT, col, space, 0)
    return s
