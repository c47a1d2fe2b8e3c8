"""Undo at Mint Italy's table: back to the person's own last move, never past the new deal or a
bot card turned over, and greyed when nothing of the person's own can be taken back.

Rulebook background: each round ends with new orders dealt from the deck (hidden until dealt)
and the solo bot's turns reveal bot cards; neither can be taken back.
"""

from __future__ import annotations

import random

import pytest

from mint.core.game import Seat
from mint.core.session import Session
from mint.games.italy import rules as R
from mint.games.italy.actions import BotStep, Pass
from mint.games.italy.state import BOT
from mint.scenes.table import TableScene
from mint.ui.app import App


def _table(session: Session) -> tuple[App, TableScene]:
    app = App((1280, 720), headless=True)
    app.settings.speed = "instant"
    table = TableScene(app, session)
    table.autoplay = False
    app.push(table)
    return app, table


def _play_until(session: Session, pick: random.Random, stop, limit: int = 3000) -> bool:
    """Play random moves for every seat until ``stop(session)``; False if the game ended first."""
    for _ in range(limit):
        if stop(session):
            return True
        if session.over:
            return False
        moves = [a for a in session.legal() if not isinstance(a, Pass)] or session.legal()
        session.apply(pick.choice(moves) if pick.random() < 0.8 else session.legal()[-1])
    return False


def _round_two_opened_by(session: Session, who: int) -> bool:
    """The person is to act for the first time in round 2's player phase, and every step of the
    round so far was ``who``'s."""
    s = session.state
    if s.round != 2 or s.phase != "play" or s.pending or R.actor(s, session.legal()[0]) != 0:
        return False
    first = next(i for i, st in enumerate(session.states) if st.round == 2 and st.phase == "play")
    steps = range(first, session.cursor)
    return bool(steps) and all(R.actor(session.states[i], session.actions[i]) == who for i in steps)


def _two_player_round_two() -> Session:
    for seed in range(1, 80):
        session = Session("italy", (Seat("human", "Ada"), Seat("random")), seed, {})
        if _play_until(session, random.Random(seed), lambda s: _round_two_opened_by(s, 1)):
            return session
    raise AssertionError("no seed where the bot opens round 2")


def test_against_a_bot_that_opened_round_two_undo_is_greyed_and_says_why():
    session = _two_player_round_two()
    app, table = _table(session)
    app.step(16, [])
    at = session.cursor
    assert not table.can_undo()
    table.undo()
    assert session.cursor == at
    assert table.toast is not None and "new deal of round 2" in table.toast[0]


def test_undo_takes_back_the_persons_move_and_the_bots_reply_then_stops_at_the_new_deal():
    session = _two_player_round_two()
    app, table = _table(session)
    before = session.cursor
    mine = next(a for a in session.legal() if not isinstance(a, Pass))
    session.apply(mine)
    pick = random.Random(5)
    while R.to_act(session.state) == 1 and not session.over:  # the bot's reply, if any
        legal = session.legal()
        session.apply(pick.choice(legal))
        if session.barriers[-1]:
            pytest.skip("the bot's reply drew a card")
    assert table.can_undo()
    table.undo()
    assert session.cursor == before
    assert table.toast is not None and "Undo stops at the new deal of round 2" in table.toast[0]
    assert not table.can_undo()


def _solo(persona: str = "navigatore") -> Session:
    for seed in range(1, 80):
        session = Session("italy", (Seat("human", "Ada"),), seed, {"persona": persona})
        if _play_until(session, random.Random(seed), lambda s: _round_two_opened_by(s, BOT)):
            return session
    raise AssertionError("no seed where the bot opens round 2")


def test_solo_the_bots_steps_are_not_the_persons_to_undo():
    session = _solo()
    app, table = _table(session)
    assert not table.can_undo()
    table.undo()
    assert table.toast is not None and "since Navigatore's turn" in table.toast[0]


def test_solo_the_persons_own_move_can_be_taken_back_until_the_next_bot_card():
    session = _solo()
    app, table = _table(session)
    before = session.cursor
    session.apply(next(a for a in session.legal() if not isinstance(a, Pass)))
    while session.state.pending:  # finish the person's move (a trade's quantity, say)
        session.apply(session.legal()[0])
    after = session.cursor
    assert table.can_undo()
    table.undo()
    assert session.cursor == before
    while session.cursor < after:
        session.redo()
    if session.legal() == [BotStep()]:
        session.apply(BotStep())  # the bot's turn: a card is turned over
        assert not table.can_undo()


def test_the_actor_of_a_bot_step_is_the_bot_and_of_a_move_the_seat_to_act():
    s = R.new_game((Seat(),), 3, {"persona": "mercante"})
    assert R.actor(s, R.legal_actions(s)[0]) == 0
    assert R.actor(s, BotStep()) == BOT
