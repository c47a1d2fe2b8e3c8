"""Hidden decks and the engine's copies: determinize deals as it always has, states hold tuples only."""

from __future__ import annotations

import dataclasses

from mint.core.game import Seat, replace
from mint.core.rng import MASKED, Rng
from mint.games.cooperative import rules as R
from mint.games.cooperative.cards import CARDS


def _reference_determinize(obs, rng):
    """Mint Cooperative's determinize as it was written before it used mint.core.piles: the unseen
    trouble cards are popped from the end of one shuffle, the trouble deck first, then the events
    (falling back on the event discards); the stunts come from a second shuffle."""
    seen = set(obs.trouble_discard) | set(obs.event_discard)
    pool, rng = rng.shuffle([c.id for c in CARDS.trouble if c.id not in seen])
    unseen = list(pool)
    mayhem_left = [m.id for m in CARDS.mayhem if m.id not in obs.trouble_discard]
    left = len(obs.trouble_deck)
    per = CARDS.per_pile + 1
    total = len(CARDS.mayhem) * per
    deck = [""] * left
    for pile in range(len(CARDS.mayhem)):
        if obs.mayhem > pile or not mayhem_left:
            continue
        slots = [i for i in range(left) if (total - left + i) // per == pile]
        if slots:
            pos, rng = rng.choice(slots)
            deck[pos] = mayhem_left.pop(0)
    for i in range(left):
        if not deck[i]:
            deck[i] = unseen.pop() if unseen else CARDS.trouble[i % len(CARDS.trouble)].id
    events = []
    spare = list(obs.event_discard)
    for _ in obs.event_deck:
        events.append(unseen.pop() if unseen else spare.pop() if spare else CARDS.trouble[0].id)
    known = set(obs.stunt_discard) | {x for x in obs.stunts if x} | ({"force_field"} if obs.field else set())
    stunt_pool, rng = rng.shuffle([s.id for s in CARDS.stunts if s.id not in known])
    stunts = list(stunt_pool)[: len(obs.stunt_deck)]
    while len(stunts) < len(obs.stunt_deck):
        stunts.append(CARDS.stunts[len(stunts)].id)
    return replace(obs, trouble_deck=tuple(deck), event_deck=tuple(events), stunt_deck=tuple(stunts), rng=rng.fork(7))


def _random_states(games, players=2):
    """Every state of seeded random games, one villain after another."""
    for seed in range(games):
        villain = R.VILLAIN_IDS[seed % len(R.VILLAIN_IDS)]
        s = R.new_game([Seat("random")] * players, seed, {"villain": villain, "mint_it_up": "on"})
        rng = Rng.from_seed(seed)
        while True:
            yield s
            if R.to_act(s) is None:
                break
            a, rng = rng.choice(R.legal_actions(s))
            s = R.apply(s, a)


def test_determinize_deals_the_unseen_cards_exactly_as_before():
    checked = 0
    villains = set()
    for i, s in enumerate(_random_states(25)):
        if i % 5:
            continue
        obs = R.observation(s, 0)
        rng = Rng.from_seed(i)
        got = R.determinize(obs, 0, rng)
        assert got == _reference_determinize(obs, rng)
        assert len(got.trouble_deck) == len(s.trouble_deck) and "?" not in got.trouble_deck + got.event_deck
        villains.add(s.villain)
        checked += 1
    assert checked > 200 and villains == set(R.VILLAIN_IDS)


def test_determinize_of_decks_run_short_uses_the_discards_and_the_card_list():
    s = R.new_game([Seat()], 3, {"villain": "nick"})
    # 21 unseen trouble cards: 12 go into the trouble deck (with the 3 mayhem cards), 9 into the
    # events; the other hidden event places take the event discards from the top, then the first card
    obs = replace(R.observation(s, 0), event_deck=("?",) * 30, event_discard=("T01", "T02"))
    rng = Rng.from_seed(5)
    got = R.determinize(obs, 0, rng)
    assert got == _reference_determinize(obs, rng)
    assert got.event_deck[9:11] == ("T02", "T01") and set(got.event_deck[11:]) == {"T01"}
    assert not set(got.event_deck[:9]) & set(got.trouble_deck) and "T02" not in got.event_deck[:9]
    # 8 stunts are neither held nor discarded: two more hidden places take the stunt list's own cards
    obs = replace(R.observation(s, 0), stunt_deck=("?",) * 10)
    got = R.determinize(obs, 0, rng)
    assert got == _reference_determinize(obs, rng)
    assert got.stunt_deck[8:] == (CARDS.stunts[8].id, CARDS.stunts[9].id)
    assert not set(got.stunt_deck[:8]) & set(s.stunts)


def test_observation_hides_the_deck_orders_and_the_generator_only():
    s = next(st for i, st in enumerate(_random_states(1)) if i == 40)
    obs = R.observation(s, 0)
    assert obs.rng == MASKED and obs.trouble_deck == ("?",) * len(s.trouble_deck)
    assert obs.event_deck == ("?",) * len(s.event_deck) and obs.stunt_deck == ("?",) * len(s.stunt_deck)
    same = [
        f.name for f in dataclasses.fields(R.State) if f.name not in ("rng", "trouble_deck", "event_deck", "stunt_deck")
    ]
    assert all(getattr(obs, f) == getattr(s, f) for f in same)


def _no_lists(value, where):
    assert not isinstance(value, list), f"{where} holds a list"
    if isinstance(value, tuple):
        for i, x in enumerate(value):
            _no_lists(x, f"{where}[{i}]")
    elif dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            _no_lists(getattr(value, f.name), f"{where}.{f.name}")


def test_every_state_apply_builds_holds_tuples_and_hashes():
    """The working copy turns its lists back into tuples; a field written as a list would leak."""
    seen = 0
    for players in (1, 3, 4):
        for s in _random_states(6, players):
            _no_lists(s, "state")
            hash(s)
            seen += 1
    assert seen > 500
