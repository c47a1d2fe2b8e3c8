"""The rules contract every game module follows (DESIGN §2).

A game is a package ``mint.games.<name>`` whose ``__init__`` declares it (``GAME``, a
``mint.core.declare.Declaration``: what the menu, set-up, results and rules page show) and whose
module ``rules`` defines, at module level (the name, title, player counts and cooperation the
same as the declaration says):

    NAME: str                       short name ("control")
    TITLE: str                      display name ("Mint Control")
    MIN_PLAYERS, MAX_PLAYERS: int
    COOPERATIVE: bool
    OPTIONS: tuple[OptionSpec, ...]  the game's variants and interpretations
    ACTION_TYPES: tuple[type, ...]   every Action subclass (for parse/serial)
    STATE_TYPES: tuple[type, ...]    every dataclass that can appear in a state

    new_game(seats, seed, options) -> state
    to_act(state) -> int | None
    legal_actions(state) -> list[Action]
    apply(state, action) -> state          pure; raises IllegalActionError
    outcome(state) -> Outcome | None       None while the game goes on
    observation(state, seat | None) -> state   secrets and the rng masked
    describe(state, action) -> str         a log line for a player
    is_barrier(state, action) -> bool      draws/rolls/shuffles/reveals
    parse_action(text) -> Action           inverse of str(action)

and optionally ``determinize(observation, seat, rng) -> state`` and ``SCORE_UNIT`` (what the
heuristic counts, named in hints). Its bots live in ``mint.games.<name>.bots`` as
``BOTS: dict[str, Callable[[], Bot]]``, beside the search bot's optional position value
``heuristic(state, seat) -> float`` (higher is better for seat, roughly in points).

Imports run one way: ``bots`` and ``view`` import ``rules``; ``rules`` and the pure modules it
imports (cards, model, the solitaire's automaton) never import the game's bots or view.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Iterable, Mapping, Protocol, Sequence, TypeVar

# ``replace`` is re-exported so rules modules import one thing: the working copy's fast
# ``dataclasses.replace`` for frozen states (it refuses a class with a ``__post_init__``).
from mint.core.words import Said, t
from mint.core.workcopy import replace as replace


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a move is not allowed: a sentence for the player and the rule it applies, the id of a
    heading of the game's rules page (``mint.core.rulepage``)."""

    rule: str
    said: Said

    def __str__(self) -> str:
        return str(self.said)


class IllegalActionError(ValueError):
    """An action the rules do not allow; the message is one sentence a player can read, and
    ``refusal`` (when the rules gave one) names the rule it applies."""

    def __init__(self, reason: str | Refusal) -> None:
        super().__init__(str(reason))
        self.refusal = reason if isinstance(reason, Refusal) else None

    @property
    def rule(self) -> str:
        """The rules page heading the refusal applies ("" when none was given)."""
        return self.refusal.rule if self.refusal is not None else ""


class Ask:
    """The one move a legal list is asked about, to say why it is left out.

    A game's legal list is its one statement of what may be done. Asked with an ``Ask``, the list
    is built as usual, and at each place where it leaves moves out it calls ``no`` when the move
    asked about is among them: the first such place gives the refusal. So the reason comes from
    the very check that refuses, not from a second copy of it; without an ``Ask`` (bots, the
    table's lists) the list costs what it did.
    """

    __slots__ = ("action", "refusal")

    def __init__(self, action: Action) -> None:
        self.action = action
        self.refusal: Refusal | None = None

    def no(self, rule: str, said: Said) -> None:
        """The asked move is left out here, by ``rule``: the first reason given is kept."""
        if self.refusal is None:
            self.refusal = Refusal(rule, said)

    def answer(self, fallback_rule: str) -> Refusal:
        """The reason given, or a plain one under ``fallback_rule`` when no place spoke."""
        if self.refusal is not None:
            return self.refusal
        return Refusal(fallback_rule, t("{move} is not possible now.", move=self.action.label))


class OptionError(ValueError):
    """An unknown or impossible game option or player count."""


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits at one place: a person ("human") or a bot kind, with an optional age."""

    kind: str = "human"
    name: str = ""
    age: int | None = None

    @property
    def is_human(self) -> bool:
        return self.kind == "human"


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action: frozen, hashable, with a stable text form.

    Subclasses override ``__str__`` (the text form used in saves) and may set ``source`` and
    ``target``: ids of the spots on the table that a drag from source to target (or a click on
    the one that is set) performs. Actions with neither appear as buttons labelled ``label``.
    A spot id is any hashable value: a string, or a typed ``mint.core.spots.Spot``.
    """

    @property
    def source(self) -> Hashable | None:
        return None

    @property
    def target(self) -> Hashable | None:
        return None

    @property
    def label(self) -> str:
        return str(self)

    @property
    def button(self) -> bool:
        """True to also offer this action as a button, even though it has a place on the board."""
        return False


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One game option: a name, its allowed values (first-class strings) and a default.

    ``label`` and ``words`` are how the set-up screen names the option and each value in a
    player's words (a ``Said`` for words the catalogue translates, like ``help``); ``players`` is
    the range of player counts the option is offered for."""

    name: str
    default: str
    choices: tuple[str, ...]
    help: str | Said = ""
    label: str | Said = ""
    words: tuple[tuple[str, str | Said], ...] = ()
    players: tuple[int, int] = (1, 99)

    def check(self, value: str) -> str:
        if self.choices and value not in self.choices:
            raise OptionError(
                t(
                    "option {name} must be one of {choices}; got {value}",
                    name=self.name,
                    choices=", ".join(self.choices),
                    value=repr(value),
                )
            )
        return value

    def title(self) -> str:
        """The option's name as the set-up screen shows it."""
        return str(self.label) if self.label else self.name.replace("_", " ").capitalize()

    def word(self, value: str) -> str:
        """A value as the set-up screen shows it (in the language in use)."""
        return str(dict(self.words).get(value, value))

    def value_of(self, word: str) -> str:
        """The value a shown word stands for (a value stands for itself)."""
        for value, text in self.words:
            if str(text) == word:
                return value
        return word

    def offered(self, players: int) -> bool:
        return self.players[0] <= players <= self.players[1]


def resolve_options(specs: Sequence[OptionSpec], given: Mapping[str, Any] | None) -> dict[str, str]:
    """Fill defaults and validate names and values; raises OptionError with a clear message."""
    given = dict(given or {})
    known = {s.name: s for s in specs}
    for key in given:
        if key not in known:
            if not known:
                raise OptionError(t("unknown option {name}; this game has no options", name=repr(key)))
            raise OptionError(
                t("unknown option {name}; this game knows: {names}", name=repr(key), names=", ".join(known))
            )
    return {s.name: s.check(str(given.get(s.name, s.default))) for s in specs}


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: scores per seat, the winners, the scoring table and the tie-break."""

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    breakdown: tuple[tuple[str, tuple[float, ...]], ...] = ()
    tiebreak: str | None = None
    cooperative: bool = False
    team_won: bool | None = None
    summary: str = ""
    rival: str = ""  #: a solo game's opponent (an official bot), by name
    rival_breakdown: tuple[float, ...] = ()  #: the rival's value in each breakdown row
    rival_score: float | None = None
    rival_mark: tuple[str, str] = ("", "")  #: the rival's shape and colour ("#rrggbb"), when it has its own

    def is_winner(self, seat: int) -> bool:
        return seat in self.winners


StateT = TypeVar("StateT")


class Rules(Protocol[StateT]):
    """What the registry hands out: a game's rules module, typed by its state class.

    Each game's package ``__init__`` has mypy check that its rules module is a
    ``Rules[ItsState]`` (beside its ``GAME`` declaration), so a contract function with a wrong
    signature fails the lint step.
    """

    # read-only, so a module's narrower tuple types still match
    @property
    def NAME(self) -> str: ...
    @property
    def TITLE(self) -> str: ...
    @property
    def MIN_PLAYERS(self) -> int: ...
    @property
    def MAX_PLAYERS(self) -> int: ...
    @property
    def COOPERATIVE(self) -> bool: ...
    @property
    def OPTIONS(self) -> tuple[OptionSpec, ...]: ...
    @property
    def ACTION_TYPES(self) -> tuple[type, ...]: ...
    @property
    def STATE_TYPES(self) -> tuple[type, ...]: ...

    def new_game(self, seats: Sequence[Seat], seed: int, options: Mapping[str, Any] | None = None) -> StateT: ...
    def to_act(self, state: StateT) -> int | None: ...
    def legal_actions(self, state: StateT) -> list[Action]: ...
    def apply(self, state: StateT, action: Action) -> StateT: ...
    def outcome(self, state: StateT) -> Outcome | None: ...
    def observation(self, state: StateT, seat: int | None) -> StateT: ...
    def describe(self, state: StateT, action: Action) -> str: ...
    def is_barrier(self, state: StateT, action: Action) -> bool: ...
    def parse_action(self, text: str) -> Action: ...


def check_legal(rules: Any, state: Any, action: Action, why: Callable[[], str | Refusal] | None = None) -> None:
    """Raise IllegalActionError unless ``action`` is among the legal actions of ``state``; the
    reason comes from ``why``, else from the game's ``refusal``."""
    if action in rules.legal_actions(state):
        return
    if rules.to_act(state) is None:
        raise IllegalActionError(Refusal(GAME_OVER_RULE, t("The game is over; no more moves can be made.")))
    if why is not None:
        raise IllegalActionError(why())
    refusal = getattr(rules, "refusal", None)
    raise IllegalActionError(refusal(state, action) if refusal else f"{action.label} is not allowed now.")


GAME_OVER_RULE = "end"
"""The rules page heading every game has for how it ends (id ``end``)."""


class LegalMemo:
    """The last position a game was asked about and its legal actions, so that ``apply`` checks a
    move against the list it handed out instead of working it out again. The pair is one tuple
    swapped whole, so a bot thread asking about another position cannot tear it."""

    __slots__ = ("_compute", "_last")

    def __init__(self, compute: Callable[[Any], list[Action]]) -> None:
        self._compute = compute
        self._last: tuple[Any, tuple[Action, ...]] = (None, ())

    def legal(self, state: Any) -> list[Action]:
        """The legal actions of ``state``, remembered for the next check."""
        out = self._compute(state)
        self._last = (state, tuple(out))
        return out

    def known(self, state: Any) -> tuple[Action, ...]:
        seen, legal = self._last
        return legal if seen is state else tuple(self.legal(state))

    def check(self, state: Any, action: Action, why: Callable[[], str | Refusal]) -> None:
        """Raise IllegalActionError(why()) unless ``action`` is legal in ``state``; a move handed
        out by the last list is found by identity, without comparing values."""
        legal = self.known(state)
        for known in legal:
            if known is action:
                return
        if action not in legal:
            raise IllegalActionError(why())


def parse_by_types(text: str, types: Iterable[type]) -> Action:
    """Parse a text form by asking each action type's ``parse`` classmethod in turn."""
    for kind in types:
        parser = getattr(kind, "parse", None)
        if parser is None:
            continue
        got = parser(text)
        if got is not None:
            return got
    raise IllegalActionError(f"{text!r} is not a move this game knows.")


def seat_field() -> Any:
    """A default for tuple fields in state dataclasses."""
    return field(default_factory=tuple)
