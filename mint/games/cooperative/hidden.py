"""What a seat does not see in Mint Cooperative, and a full state the search bot may assume.

Everything at the table is open except the order of the three face-down decks and the
generator; ``determinize`` deals the cards no one has seen back into the masked decks.
"""

from __future__ import annotations

from itertools import chain

from mint.core.piles import fill, mask, unseen
from mint.core.rng import MASKED, Rng
from mint.core.workcopy import replace
from mint.games.cooperative.cards import CARDS
from mint.games.cooperative.state import State


def observation(state: State, seat: int | None) -> State:
    """Everything at the table is open; only the deck orders and the generator are hidden."""
    return replace(
        state,
        trouble_deck=mask(state.trouble_deck, "?"),
        event_deck=mask(state.event_deck, "?"),
        stunt_deck=mask(state.stunt_deck, "?"),
        rng=MASKED,
    )


def determinize(obs: State, seat: int | None, rng: Rng) -> State:
    """A full state consistent with ``obs``: the unseen cards are dealt into the hidden decks."""
    pool_t, rng = rng.shuffle(unseen([c.id for c in CARDS.trouble], obs.trouble_discard, obs.event_discard))
    mayhem_left = [m.id for m in CARDS.mayhem if m.id not in obs.trouble_discard]
    left = len(obs.trouble_deck)
    per = CARDS.per_pile + 1
    total = len(CARDS.mayhem) * per
    # each mayhem card still to come lies somewhere in what is left of its own pile
    deck = [""] * left
    for pile in range(len(CARDS.mayhem)):
        if obs.mayhem > pile or not mayhem_left:
            continue
        slots = [i for i in range(left) if (total - left + i) // per == pile]
        if slots:
            pos, rng = rng.choice(slots)
            deck[pos] = mayhem_left.pop(0)
    # the unseen cards are dealt from the end of the shuffled pool, trouble deck first
    cards = iter(reversed(pool_t))
    n = len(CARDS.trouble)
    trouble = fill(deck, cards, "", fallback=lambda i: CARDS.trouble[i % n].id)
    events = fill(
        mask(obs.event_deck, "?"), chain(cards, reversed(obs.event_discard)), "?", fallback=CARDS.trouble[0].id
    )
    known = set(obs.stunt_discard) | {x for x in obs.stunts if x} | ({"force_field"} if obs.field else set())
    stunt_pool, rng = rng.shuffle([s.id for s in CARDS.stunts if s.id not in known])
    stunts = fill(mask(obs.stunt_deck, "?"), iter(stunt_pool), "?", fallback=lambda i: CARDS.stunts[i].id)
    return replace(obs, trouble_deck=trouble, event_deck=events, stunt_deck=stunts, rng=rng.fork(7))
