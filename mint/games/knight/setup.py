"""Mint Knight set-up (rulebook: "Setup", "Co-op Rules", "Solo Variant - Hard Mode").

The terrain deck is 2 random castle cards and the 2 non-castle cards (hard mode: 3 castles and
1 random non-castle; co-op: 3 castles and both non-castles), shuffled basic side up. The start
card is laid with the hero on its bottom-left hex and gets a guiding cube like every revealed
card. Each hero shuffles the 16 action cards and draws the level card's hand size.
"""

from __future__ import annotations

from collections.abc import Sequence

from mint.core.flow import push
from mint.core.game import Seat, replace
from mint.core.rng import Rng
from mint.games.knight import board as B
from mint.games.knight import cards as C
from mint.games.knight import combat as F
from mint.games.knight import play
from mint.games.knight import terrain as T
from mint.games.knight.state import COOP, FREE, HARD, SOLO, Card, Hero, State

DECK_SIZE = sum(c.copies for c in C.ACTION_CARDS)


def action_deck(first: int) -> tuple[Card, ...]:
    """One hero's 16 action cards, numbered from ``first``, starting and basic side up."""
    out: list[Card] = []
    for card in C.ACTION_CARDS:
        for _ in range(card.copies):
            out.append(Card(first + len(out), card.id))
    return tuple(out)


def new_state(seats: Sequence[Seat], rng: Rng, hard: bool, easy: bool) -> State:
    n = len(seats)
    mode = COOP if n == 2 else HARD if hard else SOLO
    castles, rng = rng.shuffle(T.CASTLE_CARDS)
    chosen = castles[: C.CASTLES[mode]]
    others: tuple[str, ...] = T.NON_CASTLE_CARDS
    if C.NON_CASTLES[mode] < len(others):
        others, rng = rng.shuffle(others)
        others = others[: C.NON_CASTLES[mode]]
    terrain_deck, rng = rng.shuffle((*chosen, *others))
    tin = tuple(sorted(c.id for c in C.CUBES if c.use == "guiding" for _ in range(c.count)))
    m = T.explored(((T.START_CARD, T.BASIC, (0, 0)),))
    start = m.places[T.start_space(m)]
    heroes = []
    for seat in range(n):
        deck, rng = rng.shuffle(action_deck(seat * DECK_SIZE))
        xp = C.EASY_START_XP if easy else C.START_XP
        h = Hero(place=start, xp=xp)
        size = B.hand_size(h)
        hand = list(reversed(deck[:size]))  # each card drawn goes in on the left
        heroes.append(replace(h, hand=tuple(hand), hand_use=(FREE,) * len(hand), deck=deck[size:]))
    units, rng = rng.shuffle(tuple(u.id for u in C.UNITS))
    spells, rng = rng.shuffle(tuple(sp.id for sp in C.SPELLS))
    artifacts, rng = rng.shuffle(tuple(a.id for a in C.ARTIFACTS))
    skills, rng = rng.shuffle(tuple(sk.id for sk in C.SKILLS))
    k = C.OFFERING_SIZE
    s = State(
        seats=tuple(seats),
        names=tuple(seat.name for seat in seats),
        mode=mode,
        easy=easy,
        round=1,
        phase="play",
        current=0,
        heroes=tuple(heroes),
        turn=None,
        combat=None,
        pending=(),
        placed=((T.START_CARD, T.BASIC, (0, 0)),),
        terrain_deck=terrain_deck,
        closed=(),
        cubes=(),
        extra=(),
        castles=(),
        castles_total=len(chosen),
        castles_won=0,
        tin=tin,
        vanquished=frozenset(),
        unit_deck=units[k:],
        unit_offer=units[:k],
        spell_deck=spells[k:],
        spell_offer=spells[:k],
        artifact_deck=artifacts,
        skill_deck=skills,
        skills=(),
        rng=rng,
    )
    s = play.draw_cube(s, (0, 0))
    if easy:
        for seat in range(n):
            for symbol in C.symbols_between(C.START_XP, C.EASY_START_XP):
                if symbol == "skill":
                    s, more = F.level_skill(s, seat)
                    s = replace(s, pending=push(s.pending, *more))
    return play.begin_turn(s, 0)
