"""Tally's rules: a shared count, each turn adds 1-3, reaching the target wins (the rules contract
of mint/core/game.py, nothing more)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from mint.core.game import (
    Action,
    IllegalActionError,
    OptionError,
    OptionSpec,
    Outcome,
    Seat,
    parse_by_types,
    replace,
    resolve_options,
)
from mint.core.rng import MASKED, Rng

NAME = "tally"
TITLE = "Mint Tally"
MIN_PLAYERS = 1
MAX_PLAYERS = 3
COOPERATIVE = False
OPTIONS = (OptionSpec("target", "10", ("10", "15"), "the count that wins"),)
BOT = 1
"""In a solo game the second seat is the game's own bot (it moves for itself)."""


@dataclass(frozen=True, slots=True)
class Add(Action):
    count: int

    def __str__(self) -> str:
        return f"add {self.count}"

    @property
    def label(self) -> str:
        return f"Add {self.count}"

    @classmethod
    def parse(cls, text: str) -> Add | None:
        m = re.fullmatch(r"add ([123])", text)
        return cls(int(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class State:
    seats: tuple[Seat, ...]
    target: int
    total: int
    turn: int
    rng: Rng
    winner: int | None = None


ACTION_TYPES = (Add,)
STATE_TYPES = (State, Seat, Rng, Add)


def new_game(seats: Sequence[Seat], seed: int, options: Mapping[str, Any] | None = None) -> State:
    opts = resolve_options(OPTIONS, options)
    if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
        raise OptionError(f"Tally takes {MIN_PLAYERS}-{MAX_PLAYERS} players; got {len(seats)}")
    rng = Rng.from_seed(seed)
    first, rng = rng.randint(0, len(seats) - 1)
    return State(tuple(seats), int(opts["target"]), 0, first, rng)


def _movers(state: State) -> int:
    return 2 if len(state.seats) == 1 else len(state.seats)


def to_act(state: State) -> int | None:
    if state.winner is not None:
        return None
    return 0 if len(state.seats) == 1 else state.turn


def legal_actions(state: State) -> list[Action]:
    if state.winner is not None:
        return []
    return [Add(n) for n in (1, 2, 3) if state.total + n <= state.target]


def _bot_reply(total: int, target: int) -> int:
    """The solo bot leaves a multiple of four short of the target when it can, else adds one."""
    n = (target - total) % 4
    return n if n and total + n <= target else 1


def apply(state: State, action: Action) -> State:
    if not isinstance(action, Add) or action not in legal_actions(state):
        if isinstance(action, Add) and state.winner is None:
            raise IllegalActionError(f"The count is {state.total}: adding {action.count} would pass {state.target}.")
        raise IllegalActionError("That is not a move of Tally now.")
    total = state.total + action.count
    if total == state.target:
        return replace(state, total=total, winner=state.turn)
    turn = (state.turn + 1) % _movers(state)
    if len(state.seats) == 1 and turn == BOT:  # the solo bot answers at once
        total += _bot_reply(total, state.target)
        if total == state.target:
            return replace(state, total=total, turn=BOT, winner=BOT)
        turn = 0
    return replace(state, total=total, turn=turn)


def outcome(state: State) -> Outcome | None:
    if state.winner is None:
        return None
    n = len(state.seats)
    if n == 1:
        won = state.winner == 0
        return Outcome(
            scores=(1.0 if won else 0.0,),
            winners=(0,) if won else (),
            cooperative=True,
            team_won=won,
            rival="The Tally bot",
            summary="You reached the target." if won else "The bot reached the target.",
        )
    scores = tuple(1.0 if i == state.winner else 0.0 for i in range(n))
    return Outcome(scores=scores, winners=(state.winner,), breakdown=(("Reached the target", scores),))


def observation(state: State, seat: int | None) -> State:
    return replace(state, rng=MASKED)


def describe(state: State, action: Action) -> str:
    who = state.seats[to_act(state) or 0].name or f"Player {(to_act(state) or 0) + 1}"
    count = action.count if isinstance(action, Add) else 0
    return f"{who} adds {count}, making {state.total + count}"


def is_barrier(state: State, action: Action) -> bool:
    return False


def parse_action(text: str) -> Action:
    return parse_by_types(text, ACTION_TYPES)
