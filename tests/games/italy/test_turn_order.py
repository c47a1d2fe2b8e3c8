"""Who acts when, checked over whole random games of every player count and of solo.

Rulebook: set-up builds "in player order", then "in reverse player order"; in the player phase
turns go round in player order until everyone has passed; the passing boxes, top to bottom,
are the next round's player order (so the first to pass opens the next round); production
goes in reverse order of the passing boxes. In solo the bot is player 2 of the order and takes
its turns like a player.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

from mint.core.game import Action, Seat
from mint.games.italy import board
from mint.games.italy import rules as R
from mint.games.italy.actions import BotStep
from mint.games.italy.state import BOT, HIDDEN, State

CONFIGS = [(n, seed) for n in (1, 2, 3, 4) for seed in (1, 2, 3, 7, 11)]


@dataclass
class Round:
    """What one round's hand-overs were, as seen from the outside of the rules."""

    order: tuple[int, ...]
    turns: list[tuple[int, tuple[int, ...]]] = field(default_factory=list)  # (actor, passed before)
    passed: tuple[int, ...] = ()
    production: list[int] = field(default_factory=list)


@dataclass
class Game:
    setup: list[int]
    setup_order: tuple[int, ...]
    rounds: list[Round]
    solo: bool


def _turn_start(s: State, a: Action) -> bool:
    """The first action of a turn: a person's turn action, or the bot's first reveal (or its
    pass at too few coins) before any card of this turn was turned."""
    if s.phase != "play" or s.pending:
        return False
    if isinstance(a, BotStep):
        return s.bot_card == HIDDEN and s.bot_tries == 0
    return True


def play_out(players: int, seed: int) -> Game:
    """A whole game of uniformly random legal actions, with who did what at each hand-over."""
    s = R.new_game([Seat()] * players, seed)
    pick = random.Random(seed * 7919 + players)
    game = Game(setup=[], setup_order=s.order, rounds=[], solo=s.solo)
    for _ in range(20_000):
        if s.phase == "over":
            return game
        a = pick.choice(R.legal_actions(s))
        actor = board.actor(s)
        if s.phase == "setup":
            game.setup.append(actor)
        elif s.phase == "play":
            if not game.rounds or game.rounds[-1].passed:
                game.rounds.append(Round(order=s.order))
            if _turn_start(s, a):
                game.rounds[-1].turns.append((actor, s.passed))
        elif s.phase == "production":
            rnd = game.rounds[-1]
            rnd.passed = s.passed
            if not rnd.production or rnd.production[-1] != actor:
                rnd.production.append(actor)
        s = R.apply(s, a)
    raise AssertionError("the game did not end")


@pytest.fixture(scope="module", params=CONFIGS, ids=[f"{n}p-seed{seed}" for n, seed in CONFIGS])
def game(request) -> Game:
    return play_out(*request.param)


def test_a_game_has_four_rounds_each_with_turns_passes_and_production(game: Game):
    assert len(game.rounds) == 4
    for rnd in game.rounds:
        assert rnd.turns and sorted(rnd.passed) == sorted(rnd.order) and rnd.production


def test_the_first_passer_of_a_round_takes_the_first_turn_of_the_next(game: Game):
    for before, after in zip(game.rounds, game.rounds[1:]):
        assert after.turns[0][0] == before.passed[0]


def test_the_passing_boxes_top_to_bottom_are_the_next_rounds_player_order(game: Game):
    for before, after in zip(game.rounds, game.rounds[1:]):
        assert after.order == before.passed


def test_the_first_round_opens_with_the_first_player(game: Game):
    assert game.rounds[0].order == game.setup_order
    assert game.rounds[0].turns[0][0] == game.setup_order[0]


def test_turns_go_round_in_player_order_skipping_those_who_passed(game: Game):
    for rnd in game.rounds:
        for (seat, _), (nxt, passed) in zip(rnd.turns, rnd.turns[1:]):
            ring = [rnd.order[(rnd.order.index(seat) + k) % len(rnd.order)] for k in range(1, len(rnd.order) + 1)]
            assert nxt == next(x for x in ring if x not in passed)


def test_production_goes_in_reverse_order_of_the_passing_boxes(game: Game):
    for rnd in game.rounds:
        assert rnd.production == list(reversed(rnd.passed))


def test_setup_builds_in_player_order_then_in_reverse(game: Game):
    people = [x for x in game.setup_order if not (game.solo and x == BOT)]
    assert game.setup == people + people[::-1]


@pytest.mark.parametrize("seed", [1, 2, 3, 7, 11])
def test_solo_bot_takes_its_turns_as_player_two(seed: int):
    game = play_out(1, seed)
    assert game.setup_order == (0, BOT)
    bot_turns = [t for rnd in game.rounds for t in rnd.turns if t[0] == BOT]
    assert bot_turns, "the bot takes turns"
    for rnd in game.rounds:
        assert BOT in rnd.passed and BOT in rnd.production
