"""The log reads only the steps it has not read: after a move it describes that move alone, and
after a step taken back and another taken in its place it reads again from there."""

from __future__ import annotations

import random

from mint.core import registry
from mint.core.game import Seat
from mint.core.session import Session
from mint.scenes.table.log import GameLog


class Counting:
    """A game's rules that count the steps they are asked to describe."""

    def __init__(self, rules):
        self.rules, self.said = rules, 0

    def __getattr__(self, name):
        return getattr(self.rules, name)

    def describe(self, state, action):
        self.said += 1
        return self.rules.describe(state, action)


def _played(moves: int, seed: int = 3) -> Session:
    session = Session("control", (Seat("human", "Ada"), Seat("human", "Bo")), seed)
    pick = random.Random(seed)
    for _ in range(moves):
        session.apply(pick.choice(session.legal()))
    return session


def test_a_move_is_the_only_step_described_again():
    session = _played(30)
    rules = Counting(registry.get("control"))
    log = GameLog()
    log.refresh(session, rules)
    assert rules.said == 30
    session.apply(random.Random(1).choice(session.legal()))
    log.refresh(session, rules)
    assert rules.said == 31 and len(log.lines) == 31


def test_steps_taken_back_and_replaced_are_read_again_from_there():
    session = _played(30)
    rules = Counting(registry.get("control"))
    log = GameLog()
    log.refresh(session, rules)
    for _ in range(5):
        session.undo()
    log.refresh(session, rules)
    assert len(log.lines) == 25 and rules.said == 30
    pick = random.Random(9)
    for _ in range(3):
        session.apply(pick.choice(session.legal()))
    log.refresh(session, rules)
    assert rules.said == 33
    fresh = GameLog()
    fresh.refresh(session, registry.get("control"))
    assert log.lines == fresh.lines
