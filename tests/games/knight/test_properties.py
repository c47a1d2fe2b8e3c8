"""Mint Knight over whole random games: properties that must hold in every position reached.

- Co-op with the terrain deck empty: exploring flips a card back onto the map, and never the card
  a hero stands on (rulebook: "Terrain"), however far apart the heroes are.
- Who acts: the seat of an open choice, else the hero whose turn it is; a turn passes only at its
  end, to the other hero unless that hero's round is over; a new round begins with the first hero.
"""

from __future__ import annotations

import random

from mint.core.game import Action, Seat
from mint.games.knight import board as B
from mint.games.knight import bots, rules
from mint.games.knight import terrain as T
from mint.games.knight.actions import EndRound, EndTurn, Explore, MoveTo, Pick, Play, Restart, Under
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
    for seed in range(3):  # seeds 0-2 reach an empty deck with the heroes apart 5 times
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


# --- Who acts ------------------------------------------------------------------------------------------


def _expected_next(before: State, after: State) -> set[int]:
    """Who may begin the new turn after ``before``'s turn ended (rulebook: "Co-op Rules": the
    players alternate; a hero whose round is over skips turns; a new round begins with hero 1)."""
    if after.round != before.round:
        return {0}
    if before.joint:
        return set(before.joint)
    seat = before.current
    n = len(after.heroes)
    if n == 1:
        return {0}
    other = 1 - seat
    return {seat} if after.heroes[other].ended else {other}


def _mixed(s: State, rnd: random.Random) -> Action:
    """Half the time the heuristic bot, else a random legal action (ending turns often)."""
    legal = rules.legal_actions(s)
    seat = rules.to_act(s)
    assert seat is not None
    if rnd.random() < 0.5:
        return _BOT.choose(rules, rules.observation(s, seat), seat, legal, 0.0, 0)
    ends = [a for a in legal if isinstance(a, (EndTurn, EndRound))]
    if ends and rnd.random() < 0.3:
        return rnd.choice(ends)
    return rnd.choice(legal)


def test_who_acts_at_every_round_and_turn_change_of_random_solo_and_coop_games():
    turn_changes = round_changes = 0
    for seats, seed in [(TWO[:1], 1), (TWO[:1], 2), (TWO, 3), (TWO, 4)]:
        rnd = random.Random(seed)
        s = rules.new_game(seats, seed, {})
        assert rules.to_act(s) == 0 and s.round == 1
        while rules.to_act(s) is not None:
            seat = rules.to_act(s)
            assert seat == (s.pending[0].seat if s.pending else s.current)
            assert s.turn is not None and s.turn.seat == s.current
            assert not s.heroes[s.current].ended, "a hero whose round is over never takes a turn"
            a = _mixed(s, rnd)
            assert getattr(a, "seat", seat) == seat
            after = rules.apply(s, a)
            changed = after.start is not s.start or after.current != s.current or after.round != s.round
            if changed and after.phase != "over" and not isinstance(a, Restart):
                assert isinstance(a, (EndTurn, EndRound, Under, Pick)), (seed, a)  # only a turn's end passes it on
                assert after.turn is not None and after.turn.played == 0 and not after.pending
                assert after.current in _expected_next(s, after), (seed, a, s.current, after.current)
                turn_changes += 1
                round_changes += after.round != s.round
            s = after
    assert turn_changes > 100 and round_changes >= 10
