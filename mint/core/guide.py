"""A guided first game: the data of a game's guide, and where a learner stands in it.

A guide is a short real game on a fixed deal (``data/guides/<game>.json``): its seats and seed,
the moves the other seats make while the guide runs (``replies``, so the deal plays the same
whatever the bots become), and its steps. A step says something (``say``) and lights spots on
the table (``look``); a step with moves (``do``: the accepted moves' texts, as journals write
them) waits for one of them, asked for in a few words (``ask``), then tells what happened
(``done``) and which rule did it (``rule``, a heading id of the game's rules page). A step
without moves goes on when the learner presses Next; the last step may let the learner play
freely to the end of the round, with hints (``free``).

``Walk`` follows a learner through the steps by the session's cursor, so an undo takes the guide
back with the game, and every step can be played again. It is pure: the table shows it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Sequence

import msgspec
from msgspec import Meta

from mint.core.game import Seat
from mint.core.guide_path import has_guide as has_guide  # (its home is the light guide_path)
from mint.core.guide_path import path_of

Text = Annotated[str, Meta(min_length=1, max_length=600)]
Short = Annotated[str, Meta(min_length=1, max_length=200)]


class GuideError(ValueError):
    """A guide file that cannot be used (its words say which and why)."""


class StepIn(msgspec.Struct, forbid_unknown_fields=True):
    say: Text
    look: list[Short] = []
    do: list[Short] = []
    ask: str = ""
    done: str = ""
    rule: str = ""
    free: bool = False


class SeatIn(msgspec.Struct, forbid_unknown_fields=True):
    kind: Short
    name: str = ""


class GuideIn(msgspec.Struct, forbid_unknown_fields=True):
    game: Short
    seed: Annotated[int, Meta(ge=0)]
    seats: Annotated[list[SeatIn], Meta(min_length=1, max_length=5)]
    steps: Annotated[list[StepIn], Meta(min_length=1, max_length=20)]
    options: dict[str, str] = {}
    replies: list[Short] = []
    note: str = ""


@dataclass(frozen=True)
class Step:
    say: str
    look: tuple[str, ...] = ()
    do: tuple[str, ...] = ()
    ask: str = ""
    done: str = ""
    rule: str = ""
    free: bool = False

    @property
    def waits(self) -> bool:
        """The step waits for a move (else Next goes on)."""
        return bool(self.do)


@dataclass(frozen=True)
class Guide:
    game: str
    seed: int
    seats: tuple[Seat, ...]
    steps: tuple[Step, ...]
    options: dict[str, str] = field(default_factory=dict)
    replies: tuple[str, ...] = ()

    def texts(self) -> list[str]:
        """Every word of the guide a learner reads (what the game's catalogue gathers)."""
        return [x for s in self.steps for x in (s.say, s.ask, s.done) if x]


def parse(text: str, where: str) -> Guide:
    """A guide from its file's text; GuideError says what is wrong."""
    try:
        raw = msgspec.json.decode(text.encode("utf-8"), type=GuideIn)
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        raise GuideError(f"{where}: {exc}") from None
    steps = tuple(Step(s.say, tuple(s.look), tuple(s.do), s.ask, s.done, s.rule, s.free) for s in raw.steps)
    for i, s in enumerate(steps, 1):
        if s.waits and not s.ask:
            raise GuideError(f"{where}: step {i} waits for a move but does not ask for it")
        if s.free and i != len(steps):
            raise GuideError(f"{where}: only the last step may be free play (step {i})")
    seats = tuple(Seat(s.kind, s.name) for s in raw.seats)
    return Guide(raw.game, raw.seed, seats, steps, dict(raw.options), tuple(raw.replies))


def load(game: str) -> Guide:
    """The guide of ``game`` (GuideError when it has none or it cannot be read)."""
    path = path_of(game)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise GuideError(f"{game} has no guide ({exc.strerror or exc})") from None
    guide = parse(text, str(path.name))
    if guide.game != game:
        raise GuideError(f"{path.name} is the guide of {guide.game}, not {game}")
    return guide


def next_reply(guide: Guide, played: Sequence[str], legal: Sequence[str]) -> str | None:
    """The other seats' next scripted move after the moves ``played`` (in order), when it is
    legal now; None when the script is used up or does not fit (the seat's bot plays then)."""
    at = 0
    for text in played:
        if at < len(guide.replies) and text == guide.replies[at]:
            at += 1
    if at < len(guide.replies) and guide.replies[at] in legal:
        return guide.replies[at]
    return None


@dataclass
class Walk:
    """Where a learner is: the step, whether its move was made (its ``done`` words showing), and
    the cursor each step began at (an undo to before it takes the walk back there)."""

    guide: Guide
    index: int = 0
    made: bool = False
    starts: list[int] = field(default_factory=lambda: [0])
    over: bool = False  #: the guide was followed to its end (or left)

    @property
    def step(self) -> Step:
        return self.guide.steps[self.index]

    @property
    def last(self) -> bool:
        return self.index == len(self.guide.steps) - 1

    def allows(self, move: str, legal: Sequence[str]) -> bool:
        """Whether the learner may make ``move`` now: what the step asks for, a move that is the
        only one there is, anything in free play or once the guide is over."""
        if self.over or self.step.free or len(legal) == 1:
            return True
        return self.step.waits and not self.made and move in self.step.do

    def moved(self, move: str, cursor: int) -> None:
        """A move was made; on the step's own move, the step is made (its words tell why)."""
        s = self.step
        if not self.over and s.waits and not self.made and move in s.do:
            self.made = True
            if not s.done:
                self.next(cursor)

    def next(self, cursor: int) -> None:
        """On to the next step (from a step that is read, or made); past the last, the guide is over."""
        if self.last:
            self.over = True
            return
        self.index += 1
        self.made = False
        del self.starts[self.index :]
        self.starts.append(cursor)

    def back_to(self, cursor: int) -> None:
        """The game went back to ``cursor`` (an undo): the guide goes back to the step it was in."""
        while self.index > 0 and cursor < self.starts[self.index]:
            self.index -= 1
            self.made = False
            self.over = False
        if self.made and self.step.waits and cursor <= self.starts[self.index]:
            self.made = False
        del self.starts[self.index + 1 :]

    def can_next(self) -> bool:
        """Next is offered: on a step that is read, or made (its words showing), never on the last."""
        return not self.over and not self.step.free and (not self.step.waits or self.made)


def texts_of(game: str) -> list[str]:
    """A game's guide words, for the catalogue (none when the game has no guide)."""
    if not has_guide(game):
        return []
    return load(game).texts()
