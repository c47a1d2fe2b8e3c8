"""Mint Knight over whole random games: properties that must hold in every position reached.

- Co-op with the terrain deck empty: exploring flips a card back onto the map, and never the card
  a hero stands on (rulebook: "Terrain"), however far apart the heroes are.
"""

from __future__ import annotations

import random

from mint.core.game import Action, Seat
from mint.games.knight import board as B
from mint.games.knight import bots, rules
from mint.games.knight import terrain as T
from mint.games.knight.actions import EndRound, EndTurn, Explore, MoveTo, Play, Restart
from mint.games.knight.state import State

TWO = (Seat("human", "Ann"), Seat("human", "Bo"))
_BOT = bots.HeuristicBot()


def scout(s: State, rnd: random.Random) -> Action:
    """A player who explores whenever it can and otherwise walks to card edges: fights, choices
    and a share of other moments go to the heuristic bot, so the game gets somewhere."""
    legal = rules.legal_actions(s)
    seat = rules.to_act(s)
    assert seat is not None
    if s.combat is not None or s.pending or rnd.random() < 0.3:
        return _BOT.choose(rules, rules.observation(s, seat), seat, legal, 0.0, 0)
    explores = [a for a in legal if isinstance(a, Explore)]
    if explores:
        return rnd.choice(explores)
    m = B.the_map(s)
    moves = [a for a in legal if isinstance(a, MoveTo)]
    edges = [a for a in moves if T.explore_slots(m, m.index(a.place), s.closed)]
    if edges:
        return rnd.choice(edges)
    plays = [a for a in legal if isinstance(a, Play) and a.how in ("basic", "side") and a.option == 0]
    if plays and rnd.random() < 0.85:
        return rnd.choice(plays)
    ends = [a for a in legal if isinstance(a, (EndTurn, EndRound))]
    if ends:
        return rnd.choice(ends)
    return rnd.choice([a for a in legal if not isinstance(a, Restart)] or legal)


def test_coop_explores_with_an_empty_deck_never_take_a_card_a_hero_stands_on():
    apart = 0
    for seed in range(8):
        rnd = random.Random(seed)
        s = rules.new_game(TWO, seed, {})
        for _ in range(3000):
            if rules.to_act(s) is None:
                break
            a = scout(s, rnd)
            before = s
            s = rules.apply(s, a)
            if isinstance(a, Explore) and not before.terrain_deck:
                m = B.the_map(before)
                under = [set(m.slots_of(B.hero_space(before, i))) for i in range(2)]
                apart += not under[0] & under[1]
                taken = {p[2] for p in before.placed} - {p[2] for p in s.placed}
                assert not taken & (under[0] | under[1]), (seed, a)
            assert not rules.invariants(s), (seed, a, rules.invariants(s))
            rules.legal_actions(s)  # the next position still has its choices
    assert apart >= 3  # the games did reach an empty deck with the heroes on different cards
