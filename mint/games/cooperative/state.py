"""Mint Cooperative's tables and state: towns and their tracks, the State, and its working copy.

Towns, heroes and dice are indices into the tables here (a town is its position in
towns.json). ``Copy`` is the mutable copy ``apply`` edits; the fields it lists are lists in
the copy, every other sequence stays a tuple and is replaced whole (decks and discards through
mint.core.piles, the pending effects and tasks through mint.core.flow).
"""

from __future__ import annotations

from dataclasses import dataclass

from mint.core.game import Seat
from mint.core.rng import Rng
from mint.core.workcopy import Work
from mint.games.cooperative.cards import CARDS, VILLAINS

VILLAIN_IDS = tuple(v.id for v in CARDS.villains)
HERO_IDS = tuple(h.id for h in CARDS.heroes)
PANIC_LOSS = 27
SLOTS = CARDS.slots
NDICE = CARDS.dice

# --- Static tables (index = position in towns.json) ----------------------------------------

TOWN_IDS = tuple(t.id for t in CARDS.towns)
TIDX = {t: i for i, t in enumerate(TOWN_IDS)}
TOWN_NAMES = tuple(t.name for t in CARDS.towns)
NTOWNS = len(TOWN_IDS)
CENTRE = TIDX["mintopia"]
ADJ = tuple(tuple(TIDX[n] for n in t.neighbours) for t in CARDS.towns)
SYMBOLS = {False: tuple(t.normal for t in CARDS.towns), True: tuple(t.hard for t in CARDS.towns)}
# VISIBLE[hard][town][mints]: panic symbols showing when the track holds that many mints.
VISIBLE = {h: tuple(tuple(sum(row[m:]) for m in range(SLOTS + 1)) for row in rows) for h, rows in SYMBOLS.items()}
HOME = {h.id: TIDX[h.home] for h in CARDS.heroes}
CARD_TARGETS = {c.id: tuple((TIDX[t], n) for t, n in c.targets) for c in CARDS.trouble}
NUMBER_WORDS = {2: "two", 3: "three", 4: "four"}


# --- State ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Task:
    """One step still to do for the die being resolved; ``hero`` is who does and decides it.

    ``pair`` marks a task that may be done after the one behind it (a face whose two halves
    can be done in either order).
    """

    do: str
    hero: int
    n: int = 0
    where: str = "here"
    optional: bool = False
    distinct: bool = False
    each: int = 0
    town: int = -1
    pair: bool = False
    avoid: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Shown:
    """A card revealed during the current trouble check, and what it did (for the table)."""

    card: str
    kind: str  # "trouble", "mayhem", "event", "stopped"
    towns: tuple[str, ...] = ()
    removed: tuple[int, ...] = ()
    panic: int = 0
    note: str = ""


@dataclass(frozen=True, slots=True)
class State:
    seats: tuple[Seat, ...]
    villain: str
    hard: bool
    heroes: tuple[str, ...]  # hero ids in turn order ("" while still to be chosen)
    control: tuple[int, ...]  # the seat that plays each hero
    where: tuple[int, ...]  # town index of each hero meeple (-1 before it is placed)
    mints: tuple[int, ...]  # white mints on each town's freshness track
    tokens: tuple[int, ...]  # villain tokens (Gorillic or Plaque) on each town
    decay: int  # Decay tokens on Dr. Decay's card
    panic: int
    dice: tuple[int, ...]
    taken: tuple[int, ...]  # hero that took each die, -1 while unused
    active: int  # hero holding the Active Player meeple
    phase: str  # pick, roll, check, fix, reveal, spend, choose, task, over
    tasks: tuple[Task, ...]
    pending: tuple[str, ...]  # trouble-check effects still to resolve
    trouble_deck: tuple[str, ...]
    trouble_discard: tuple[str, ...]
    event_deck: tuple[str, ...]
    event_discard: tuple[str, ...]
    stunt_deck: tuple[str, ...]
    stunt_discard: tuple[str, ...]
    stunts: tuple[str, ...]  # the stunt each hero holds ("" for none)
    field: bool  # Force Field is in play
    mayhem: int  # mayhem cards resolved
    spare: tuple[bool, ...]  # each player's unspent Mint It Up! mint
    roll_text: str
    shown: tuple[Shown, ...]
    result: str  # "", "won", or "lost: why"
    rng: Rng
    turn: int = 0
    rounds: int = 1
    die: int = -1  # the die being resolved
    stunt: str = ""  # the stunt being resolved with it
    fixing: int = -1  # the die a Mint It Up! mint is changing
    back: str = ""  # the phase to return to once that die is set
    # the seats a Mint It Up! window still asks, the one asked now first (during its fix: the
    # seat spending); empty outside a window
    window: tuple[int, ...] = ()

    @property
    def round(self) -> int:
        """The round being played, counted from 1."""
        return self.rounds

    minted: tuple[int, ...] = ()  # towns that got mints from the current die


class Copy(
    Work,
    of=State,
    lists=(
        "where",
        "mints",
        "tokens",
        "dice",
        "taken",
        "stunts",
        "spare",
        "shown",
        "minted",
        "heroes",
    ),
):
    """A scratch copy of a State with lists, so one apply can take many small steps cheaply."""

    # every field, for readers and mypy; the listed ones are lists in the copy
    seats: tuple[Seat, ...]
    villain: str
    hard: bool
    heroes: list[str]
    control: tuple[int, ...]
    where: list[int]
    mints: list[int]
    tokens: list[int]
    decay: int
    panic: int
    dice: list[int]
    taken: list[int]
    active: int
    phase: str
    tasks: tuple[Task, ...]
    pending: tuple[str, ...]
    trouble_deck: tuple[str, ...]
    trouble_discard: tuple[str, ...]
    event_deck: tuple[str, ...]
    event_discard: tuple[str, ...]
    stunt_deck: tuple[str, ...]
    stunt_discard: tuple[str, ...]
    stunts: list[str]
    field: bool
    mayhem: int
    spare: list[bool]
    roll_text: str
    shown: list[Shown]
    result: str
    rng: Rng
    turn: int
    rounds: int
    die: int
    stunt: str
    fixing: int
    back: str
    window: tuple[int, ...]
    minted: list[int]


def capacity(w: Copy | State, town: int) -> int:
    """Open slots of a track: 5, less any slot a Plaque token closes."""
    if VILLAINS[w.villain].token == "plaque":
        return SLOTS - w.tokens[town]
    return SLOTS


def visible(state: State | Copy, town: int) -> int:
    """Panic symbols showing on a town's track (every empty or closed slot)."""
    return VISIBLE[state.hard][town][state.mints[town]]


def token_supply(w: Copy | State) -> int:
    return CARDS.token_supply - sum(w.tokens) - w.decay


def to_act(state: State) -> int | None:
    """The seat deciding now: who picks the next hero, who decides the task on top, who a Mint
    It Up! window asks, or whose hero holds the Active Player meeple; None once the game is over."""
    if state.phase == "over":
        return None
    if state.phase == "pick":
        return state.control[state.heroes.index("")]
    if state.phase == "task":
        return state.control[state.tasks[0].hero]
    if state.window:
        return state.window[0]
    return state.control[state.active]
