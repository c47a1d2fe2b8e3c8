"""Turn flow: turn order, rounds and phases, and a stack of pending decisions.

All values here are plain data (ints, tuples, frozen dataclasses) kept in the game's state,
with functions that return new values; no function uses randomness.

One action is one player's choice (DESIGN §2). When a choice owes further choices (pay 3
more to oust a second token, pick the victim of a steal, load a free mint, allocate wounds),
the rules put them on a **stack of pending decisions**: a tuple whose first item is the top,
the decision that ``to_act`` and ``legal_actions`` answer now. ``push`` puts decisions on top
(they interrupt what was owed), ``queue`` puts them underneath (they come after), ``pop``
removes the top once it is resolved and ``resolve`` replaces it by its follow-up steps. The
functions work on any items, so a game may keep its own (a string, a ``(seat, amount)``
pair, a Task) or use ``Decision``.

Who uses what (after the port):

- Mint Control: ``next_seat`` (the Starting Player token moves on; the other players' Actions
  clockwise from the chooser), ``clockwise``; its owed steals ``(seat, amount)`` are a
  pending stack: ``queue`` when a STEAL bonus is earned, ``top`` for ``to_act``, ``pop``.
- Mint Delivery: ``next_seat`` (the next truck; a new round when it wraps to seat 0); the
  turn's ``pending`` decisions (claim, remove, zone, sample): ``queue``, ``top``, ``pop``,
  ``drop_while`` (a free Classic that cannot be loaded is not offered).
- Mint Cooperative: ``next_seat`` (the Active Player meeple); its Task list is a pending
  stack: ``resolve`` (a feat or exploit expands into its steps; the second half of a pair with
  ``at=1``), ``pop``, ``top``; its trouble effects: ``push`` (mayhem effects go first), ``pop``.
- Mint Italy: ``snake`` (setup: player order, then reverse player order), ``Turns`` and
  ``pass_turn`` (turns go round until every player has passed), ``passing_order`` (the next
  round's order is the order of passing), ``next_phase`` (four rounds of four phases),
  ``Decision`` for conversions after production.
- Mint Knight: ``next_phase`` (rounds, day and night), ``Turns`` (co-op players alternate),
  ``Decision`` for wounds and level-up choices.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable, Iterable, Sequence, TypeVar

D = TypeVar("D")

# --- Turn order ------------------------------------------------------------------------------


def next_seat(seat: int, players: int, step: int = 1) -> int:
    """The seat ``step`` places on clockwise (seat numbers rise clockwise); negative goes back."""
    return (seat + step) % players


def clockwise(start: int, players: int) -> tuple[int, ...]:
    """Every seat once, clockwise from ``start``."""
    return tuple((start + i) % players for i in range(players))


def counterclockwise(start: int, players: int) -> tuple[int, ...]:
    """Every seat once, counterclockwise from ``start``."""
    return tuple((start - i) % players for i in range(players))


def reverse(order: Sequence[int]) -> tuple[int, ...]:
    """The order backwards (the last player goes first)."""
    return tuple(reversed(order))


def snake(order: Sequence[int]) -> tuple[int, ...]:
    """The order, then the order backwards: Mint Italy's setup builds "in player order, then
    in reverse player order", so the last player builds twice in a row."""
    return (*order, *reversed(order))


def next_in(order: Sequence[int], seat: int, skip: Iterable[int] = ()) -> int | None:
    """The first seat after ``seat`` in ``order`` (going round) that is not in ``skip``.

    ``seat`` itself comes last, so a player left alone plays on; None when every seat is
    skipped. A ``seat`` missing from ``order`` starts the search at the front.
    """
    skipped = set(skip)
    n = len(order)
    start = order.index(seat) + 1 if seat in order else 0
    for i in range(n):
        s = order[(start + i) % n]
        if s not in skipped:
            return s
    return None


def passing_order(passed: Sequence[int], order: Sequence[int]) -> tuple[int, ...]:
    """The next round's order when it is the order of passing: the seats that passed, first
    to pass first, then any that did not pass, in their old order."""
    first = tuple(dict.fromkeys(passed))
    return (*first, *(s for s in order if s not in first))


# --- Turns that go round until everyone has passed -------------------------------------------


@dataclass(frozen=True, slots=True)
class Turns:
    """Players take turns in ``order``; ``seat`` acts now; ``passed`` lists who has passed,
    in the order they passed."""

    order: tuple[int, ...]
    seat: int
    passed: tuple[int, ...] = ()

    @property
    def over(self) -> bool:
        """Every player has passed."""
        return len(set(self.passed)) >= len(self.order)


def start_turns(order: Sequence[int]) -> Turns:
    """Turns in ``order``, the first seat to act."""
    if not order:
        raise ValueError("a turn order needs at least one seat")
    return Turns(tuple(order), order[0])


def next_turn(turns: Turns) -> Turns:
    """The turn passes to the next player in order who has not passed."""
    seat = next_in(turns.order, turns.seat, turns.passed)
    return turns if seat is None else Turns(turns.order, seat, turns.passed)


def pass_turn(turns: Turns) -> Turns:
    """The player to act passes for the rest of the round; the next one who has not acts.
    Once everyone has passed, ``over`` is True and ``seat`` stays on the last to pass."""
    if turns.seat in turns.passed:
        raise ValueError(f"seat {turns.seat} has already passed")
    passed = (*turns.passed, turns.seat)
    seat = next_in(turns.order, turns.seat, passed)
    return Turns(turns.order, turns.seat if seat is None else seat, passed)


# --- Rounds and phases -----------------------------------------------------------------------


def next_phase(phases: Sequence[str], phase: str, round: int) -> tuple[str, int]:
    """The phase after ``phase``; after the last phase, the first phase of the next round."""
    i = phases.index(phase) + 1
    if i < len(phases):
        return phases[i], round
    return phases[0], round + 1


# --- Pending decisions (the first item is the top) -------------------------------------------


@dataclass(frozen=True, slots=True)
class Decision:
    """A choice a seat still owes: its ``kind`` (the game's word, e.g. "oust", "wound") and
    ``data`` the choice needs (hashable values: amounts, a location, what is left to place)."""

    seat: int
    kind: str
    data: tuple[Hashable, ...] = ()

    def __str__(self) -> str:
        extra = " " + " ".join(str(x) for x in self.data) if self.data else ""
        return f"{self.kind} {self.seat}{extra}"


def top(stack: Sequence[D]) -> D | None:
    """The decision to make now, or None when nothing is pending."""
    return stack[0] if stack else None


def push(stack: Sequence[D], *items: D) -> tuple[D, ...]:
    """Decisions put on top, the first of them to be made first; what was pending waits."""
    return (*items, *stack)


def queue(stack: Sequence[D], *items: D) -> tuple[D, ...]:
    """Decisions put underneath, made after everything already pending, in the order given."""
    return (*stack, *items)


def pop(stack: Sequence[D]) -> tuple[D, ...]:
    """The stack once its top decision is resolved."""
    if not stack:
        raise IndexError("no pending decision to resolve")
    return tuple(stack[1:])


def resolve(stack: Sequence[D], *then: D, at: int = 0) -> tuple[D, ...]:
    """The decision at ``at`` (the top unless told) replaced by its follow-up steps ``then``,
    which come before everything under it (a feat expands into its steps; a run of 3 leaves a
    run of 2)."""
    if not 0 <= at < len(stack):
        raise IndexError(f"no pending decision at {at}")
    return (*stack[:at], *then, *stack[at + 1 :])


def drop_while(stack: Sequence[D], gone: Callable[[D], bool]) -> tuple[D, ...]:
    """The stack without the decisions on top that no longer need making (``gone`` says so),
    down to the first one that does."""
    i = 0
    while i < len(stack) and gone(stack[i]):
        i += 1
    return tuple(stack[i:])


def seat_to_act(stack: Sequence[Any], otherwise: int) -> int:
    """Who decides now: the ``seat`` of the top pending item (a ``Decision``, or any item with a
    ``seat``), else ``otherwise`` (the player whose turn it is)."""
    seat = getattr(stack[0], "seat", None) if stack else None
    return otherwise if seat is None else seat
