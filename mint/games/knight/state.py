"""Mint Knight's state: the explored map, each hero's hand, deck, units and rewards, the turn in
progress, a combat, and the decks and offerings.

A state is a frozen dataclass of tuples. Map spaces are named by ``terrain.Place`` values
(slot, position), never by space number, because recycling a terrain card renumbers the map.
``State.start`` keeps the state the turn began in, for *Restart turn* (rulebook: "Combat").
"""

from __future__ import annotations

from dataclasses import dataclass

from mint.core.flow import Decision
from mint.core.game import Seat
from mint.core.rng import Rng
from mint.core.words import Said
from mint.games.knight.effects import STEP_TYPES

Slot = tuple[int, int]
Place = tuple[Slot, str]

SOLO, HARD, COOP = "solo", "hard", "coop"
FREE, PLAYED, EXHAUSTED = "", "played", "exhausted"
"""What a hand card is doing this turn: lying in hand, played, or exhausted (slid up)."""
READY, USED, WOUNDED = "ready", "used", "wounded"
"""A unit's orientation: ready, rotated after use, or upside down after a wound."""
MOVING, ACTING = "move", "act"
"""The two parts of a turn: movement first; after a fight or a recruit the hero moves no more."""
RANGED, BLOCKING, WOUNDS, ATTACK, STUCK = "ranged", "block", "wounds", "attack", "stuck"
"""Combat phases; ``wounds`` is the blocking phase's wound loop, ``stuck`` a combat that can no
longer be won (only Restart turn is left)."""
HIDDEN = "?"
"""A card id a seat may not see (observations)."""


@dataclass(frozen=True, slots=True)
class Card:
    """One action card: ``n`` tells the copies apart (0-15 for the first deck, 16-31 for the
    second co-op deck); ``title`` is the card's id in actions.json."""

    n: int
    title: str
    advanced: bool = False
    waning: bool = False

    def __str__(self) -> str:
        return f"{self.title}#{self.n}"


HIDDEN_CARD = Card(-1, HIDDEN)


@dataclass(frozen=True, slots=True)
class Unit:
    """A recruited unit: its card id, orientation, and what it did in the current combat."""

    id: str
    status: str = READY
    fought: bool = False  #: activated in this combat (at most once per combat)
    shrugged: bool = False  #: its immunity has taken its free wound in this combat


@dataclass(frozen=True, slots=True)
class Reward:
    """A spell, artifact or skill card held: its id and whether it is turned (used this round)."""

    id: str
    used: bool = False


@dataclass(frozen=True, slots=True)
class Hero:
    """One player's hero and cards. The hand runs left to right; ``hand_use`` says per card
    whether it lies in hand, was played or was exhausted this turn."""

    place: Place
    xp: int = 0
    hand: tuple[Card, ...] = ()
    hand_use: tuple[str, ...] = ()
    deck: tuple[Card, ...] = ()  #: face up, top first
    discard: tuple[Card, ...] = ()
    units: tuple[Unit, ...] = ()
    spells: tuple[Reward, ...] = ()
    artifacts: tuple[Reward, ...] = ()
    ended: bool = False  #: this hero's round is over (co-op: it skips turns until the round ends)
    flips: int = 0  #: basic cards flipped to their advanced side by level-ups


@dataclass(frozen=True, slots=True)
class Turn:
    """The turn in progress: its points, mana and what has been done."""

    seat: int
    stage: str = MOVING
    move: int = 0
    influence: int = 0
    heal: int = 0
    mana: tuple[str, ...] = ()  #: mana gained from cards, lost at the end of the turn
    source: tuple[str, ...] = ()  #: the source: mana icons of the 3 left-most cards at turn start
    source_used: tuple[bool, ...] = ()
    spends: int = 1  #: source mana that may still be spent this turn
    free_explores: int = 0
    free_recruits: int = 0
    played: int = 0  #: action cards played (one must be, unless none is left)
    visited: tuple[Place, ...] = ()  #: spaces stood on while moving (the start counts)
    order: tuple[int, ...] = ()  #: card numbers in the order they were played or exhausted


@dataclass(frozen=True, slots=True)
class Combat:
    """A fight with one enemy. ``attacks`` holds (amount, element, ranged) and ``blocks``
    (amount, element) of what was played; ``left`` is the attack still to absorb with wounds."""

    seat: int
    place: Place
    enemy: str  #: enemy id on the reference card
    trait: str = ""  #: the castle card's trait (walls, gatehouse, shadowed, icebound)
    phase: str = RANGED
    attacks: tuple[tuple[int, str, bool], ...] = ()
    blocks: tuple[tuple[int, str], ...] = ()
    weaken: int = 0
    cancelled: bool = False
    left: int = 0
    before: Hero | None = None  #: the hero as the ranged phase began (its plays are undone if it fails)
    before_turn: Turn | None = None
    before_skills: tuple[Reward, ...] = ()
    why: Said | str = ""  #: why a stuck combat cannot be won
    joint: bool = False  #: one half of a co-op joint assault


@dataclass(frozen=True, slots=True)
class State:
    seats: tuple[Seat, ...]
    names: tuple[str, ...]
    mode: str  #: solo, hard or coop
    easy: bool
    round: int
    phase: str  #: play | over
    current: int  #: the seat whose turn it is
    heroes: tuple[Hero, ...]
    turn: Turn | None
    combat: Combat | None
    pending: tuple[Decision, ...]
    placed: tuple[tuple[str, str, Slot], ...]  #: the explored terrain cards (card, side, slot) in laying order
    terrain_deck: tuple[str, ...]  #: top first; exploring draws the bottom (last) card
    closed: tuple[Slot, ...]  #: slots left by recycled cards, never explored again
    cubes: tuple[tuple[Slot, str], ...]  #: the guiding cube on each explored card
    extra: tuple[tuple[Slot, str], ...]  #: co-op: the second cube on the third castle
    castles: tuple[Slot, ...]  #: castle cards in the order their castles were revealed
    castles_total: int  #: castle cards in this game's terrain deck
    castles_won: int
    tin: tuple[str, ...]  #: guiding cubes still in the tin
    vanquished: frozenset[Place]  #: spaces with a black cube
    unit_deck: tuple[str, ...]
    unit_offer: tuple[str, ...]
    spell_deck: tuple[str, ...]
    spell_offer: tuple[str, ...]
    artifact_deck: tuple[str, ...]
    skill_deck: tuple[str, ...]
    skills: tuple[Reward, ...]  #: skill cards gained (shared in co-op)
    rng: Rng
    start: State | None = None  #: the state this turn began in (Restart turn)
    restarts: int = 0  #: times this turn was restarted
    won: bool = False
    joint: tuple[int, ...] = ()  #: co-op: seats still to fight in the joint assault turn
    joint_cube: str = ""  #: co-op: the castle cube left for the second hero of the joint assault


STATE_TYPES = (State, Hero, Turn, Combat, Card, Unit, Reward, Decision, Seat, Rng, *STEP_TYPES)
