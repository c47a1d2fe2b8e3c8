"""Mint Cooperative: heroes share four action dice to keep Mortimer County's towns fresh.

The team wins when the third mayhem card of the trouble deck has been resolved without the
regional panic reaching 27 and without the villain's own losing condition.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import chain, combinations
from typing import Any

from mint.core.flow import next_seat, pop, push, resolve
from mint.core.game import (
    Action,
    IllegalActionError,
    OptionError,
    OptionSpec,
    Outcome,
    Seat,
    check_legal,
    parse_by_types,
    resolve_options,
)
from mint.core.piles import discard, draw, draw_n, draw_restocking, fill, mask, reshuffle, shuffle_in, unseen
from mint.core.rng import MASKED, Rng
from mint.core.seats import seat_name as _seat_name
from mint.core.workcopy import Work, replace
from mint.games.cooperative.cards import CARDS, FACES, HEROES, STUNTS, TROUBLE, VILLAINS, Step

NAME = "cooperative"
TITLE = "Mint Cooperative"
MIN_PLAYERS = 1
MAX_PLAYERS = 4
COOPERATIVE = True

VILLAIN_IDS = tuple(v.id for v in CARDS.villains)
HERO_IDS = tuple(h.id for h in CARDS.heroes)
OPTIONS = (
    OptionSpec("villain", "nick", (*VILLAIN_IDS, "random"),
               "the villain to face (Nick O'Teen is the gentlest first game)"),
    OptionSpec("hard", "off", ("off", "on"), "Hard Mode: use the back sides of the town cards"),
    OptionSpec("mint_it_up", "off", ("off", "on"),
               "Mint It Up!: each player holds 1 mint to turn a rolled die to any face"),
    OptionSpec("heroes", "random", ("random", "choose"),
               "deal the heroes at random, or let each player choose in turn"),
)
EXTRA_TEST_CONFIGS = (
    (2, {"villain": "gorillic", "hard": "on", "mint_it_up": "on"}),
    (1, {"villain": "plaqula", "heroes": "choose", "mint_it_up": "on"}),
    (4, {"villain": "halitosis", "hard": "on", "heroes": "choose"}),
    (3, {"villain": "decay", "mint_it_up": "on"}),
)

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
VISIBLE = {h: tuple(tuple(sum(row[m:]) for m in range(SLOTS + 1)) for row in rows)
           for h, rows in SYMBOLS.items()}
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
    phase: str  # pick, roll, check, fix, reveal, choose, task, over
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
    minted: tuple[int, ...] = ()  # towns that got mints from the current die


# --- Actions --------------------------------------------------------------------------------


class _Act(Action):
    """Every Mint Cooperative action is also offered as a button, next to its drag gesture."""

    __slots__ = ()

    @property
    def button(self) -> bool:
        return True


def _hero_or_none(text: str) -> str | None:
    return text if text in HEROES else None


def _town_or_none(text: str) -> str | None:
    return text if text in TIDX else None


@dataclass(frozen=True, slots=True)
class Pick(_Act):
    """Choose the hero for the next open hero place."""

    hero: str

    def __str__(self) -> str:
        return f"pick {self.hero}"

    @property
    def target(self) -> str:
        return f"hero:{self.hero}"

    @property
    def label(self) -> str:
        return f"Play {HEROES[self.hero].name}"

    @classmethod
    def parse(cls, text: str) -> Pick | None:
        m = re.fullmatch(r"pick (\w+)", text)
        return cls(m.group(1)) if m and _hero_or_none(m.group(1)) else None


@dataclass(frozen=True, slots=True)
class Roll(_Act):
    """The new active player rerolls all four dice (new stunts are dealt first)."""

    def __str__(self) -> str:
        return "roll"

    @property
    def source(self) -> str:
        return "dice"

    @property
    def label(self) -> str:
        return "Roll the dice"

    @classmethod
    def parse(cls, text: str) -> Roll | None:
        return cls() if text == "roll" else None


@dataclass(frozen=True, slots=True)
class Check(_Act):
    """Accept the roll as it is and check it for trouble."""

    def __str__(self) -> str:
        return "check"

    @property
    def label(self) -> str:
        return "Check for trouble"

    @classmethod
    def parse(cls, text: str) -> Check | None:
        return cls() if text == "check" else None


@dataclass(frozen=True, slots=True)
class MintItUp(_Act):
    """Spend your Mint It Up! mint on die ``die`` (its new face is the next choice)."""

    die: int

    def __str__(self) -> str:
        return f"mint it up die {self.die + 1}"

    @property
    def source(self) -> str:
        return "spare"

    @property
    def target(self) -> str:
        return f"die:{self.die}"

    @property
    def label(self) -> str:
        return f"Mint It Up! die {self.die + 1}"

    @classmethod
    def parse(cls, text: str) -> MintItUp | None:
        m = re.fullmatch(r"mint it up die ([1-9])", text)
        return cls(int(m.group(1)) - 1) if m else None


@dataclass(frozen=True, slots=True)
class SetFace(_Act):
    """Turn the die being changed by Mint It Up! to ``face``."""

    face: int

    def __str__(self) -> str:
        return f"set face {self.face}"

    @property
    def label(self) -> str:
        return f"Turn it to {self.face}: {FACES[self.face].name}"

    @classmethod
    def parse(cls, text: str) -> SetFace | None:
        m = re.fullmatch(r"set face ([1-6])", text)
        return cls(int(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class Reveal(_Act):
    """Turn over the next trouble or event card the check calls for."""

    def __str__(self) -> str:
        return "reveal"

    @property
    def source(self) -> str:
        return "deck"

    @property
    def label(self) -> str:
        return "Reveal the next card"

    @classmethod
    def parse(cls, text: str) -> Reveal | None:
        return cls() if text == "reveal" else None


@dataclass(frozen=True, slots=True)
class Take(_Act):
    """The active hero takes die ``die`` and does what its face shows."""

    die: int
    hero: str

    def __str__(self) -> str:
        return f"take die {self.die + 1} {self.hero}"

    @property
    def source(self) -> str:
        return f"die:{self.die}"

    @property
    def target(self) -> str:
        return f"hero:{self.hero}"

    @property
    def label(self) -> str:
        return f"Take die {self.die + 1}"

    @classmethod
    def parse(cls, text: str) -> Take | None:
        m = re.fullmatch(r"take die ([1-9]) (\w+)", text)
        return cls(int(m.group(1)) - 1, m.group(2)) if m and _hero_or_none(m.group(2)) else None


@dataclass(frozen=True, slots=True)
class PlayStunt(_Act):
    """The active hero takes die ``die`` to play their stunt instead of the face's action."""

    die: int
    hero: str

    def __str__(self) -> str:
        return f"stunt die {self.die + 1} {self.hero}"

    @property
    def source(self) -> str:
        return f"die:{self.die}"

    @property
    def target(self) -> str:
        return f"stunt:{self.hero}"

    @property
    def label(self) -> str:
        return f"Play the stunt with die {self.die + 1}"

    @classmethod
    def parse(cls, text: str) -> PlayStunt | None:
        m = re.fullmatch(r"stunt die ([1-9]) (\w+)", text)
        return cls(int(m.group(1)) - 1, m.group(2)) if m and _hero_or_none(m.group(2)) else None


@dataclass(frozen=True, slots=True)
class Mint(_Act):
    """Put the mints of the current step on ``town``'s freshness track."""

    town: str

    def __str__(self) -> str:
        return f"mint {self.town}"

    @property
    def source(self) -> str:
        return "supply"

    @property
    def target(self) -> str:
        return f"track:{self.town}"

    @property
    def label(self) -> str:
        return f"Mint at {TOWN_NAMES[TIDX[self.town]]}"

    @classmethod
    def parse(cls, text: str) -> Mint | None:
        m = re.fullmatch(r"mint (\w+)", text)
        return cls(m.group(1)) if m and _town_or_none(m.group(1)) else None


@dataclass(frozen=True, slots=True)
class Move(_Act):
    """Move ``hero``'s meeple to ``town`` (a run, a flight, or flying along)."""

    hero: str
    town: str

    def __str__(self) -> str:
        return f"move {self.hero} {self.town}"

    @property
    def source(self) -> str:
        return f"meeple:{self.hero}"

    @property
    def target(self) -> str:
        return f"town:{self.town}"

    @property
    def label(self) -> str:
        return f"{HEROES[self.hero].name} to {TOWN_NAMES[TIDX[self.town]]}"

    @classmethod
    def parse(cls, text: str) -> Move | None:
        m = re.fullmatch(r"move (\w+) (\w+)", text)
        if m and _hero_or_none(m.group(1)) and _town_or_none(m.group(2)):
            return cls(m.group(1), m.group(2))
        return None


@dataclass(frozen=True, slots=True)
class Stay(_Act):
    """Do not take the run or flight that the step offers (or stop running)."""

    def __str__(self) -> str:
        return "stay"

    @property
    def label(self) -> str:
        return "Stay put"

    @classmethod
    def parse(cls, text: str) -> Stay | None:
        return cls() if text == "stay" else None


@dataclass(frozen=True, slots=True)
class Skip(_Act):
    """Leave out an optional step."""

    def __str__(self) -> str:
        return "skip"

    @property
    def label(self) -> str:
        return "Skip"

    @classmethod
    def parse(cls, text: str) -> Skip | None:
        return cls() if text == "skip" else None


@dataclass(frozen=True, slots=True)
class Choose(_Act):
    """Choose another hero for a feat or a stunt."""

    hero: str

    def __str__(self) -> str:
        return f"choose {self.hero}"

    @property
    def target(self) -> str:
        return f"hero:{self.hero}"

    @property
    def label(self) -> str:
        return f"Choose {HEROES[self.hero].name}"

    @classmethod
    def parse(cls, text: str) -> Choose | None:
        m = re.fullmatch(r"choose (\w+)", text)
        return cls(m.group(1)) if m and _hero_or_none(m.group(1)) else None


@dataclass(frozen=True, slots=True)
class RemoveToken(_Act):
    """Take a villain token off ``town``."""

    town: str

    def __str__(self) -> str:
        return f"remove token {self.town}"

    @property
    def source(self) -> str:
        return f"token:{self.town}"

    @property
    def label(self) -> str:
        return f"Remove the token at {TOWN_NAMES[TIDX[self.town]]}"

    @classmethod
    def parse(cls, text: str) -> RemoveToken | None:
        m = re.fullmatch(r"remove token (\w+)", text)
        return cls(m.group(1)) if m and _town_or_none(m.group(1)) else None


@dataclass(frozen=True, slots=True)
class Reroll(_Act):
    """Reroll the chosen unused dice (Sugar Rush); an empty choice rerolls nothing."""

    dice: tuple[int, ...]

    def __str__(self) -> str:
        return "reroll " + (" ".join(str(d + 1) for d in self.dice) if self.dice else "none")

    @property
    def label(self) -> str:
        if not self.dice:
            return "Reroll nothing"
        return "Reroll die " + ", ".join(str(d + 1) for d in self.dice)

    @classmethod
    def parse(cls, text: str) -> Reroll | None:
        if text == "reroll none":
            return cls(())
        m = re.fullmatch(r"reroll ([1-9]( [1-9])*)", text)
        if not m:
            return None
        dice = tuple(int(x) - 1 for x in m.group(1).split())
        return cls(dice) if list(dice) == sorted(set(dice)) else None


# Prebuilt actions: legal_actions hands out these shared values instead of building new ones.
_MINT = {t: Mint(t) for t in TOWN_IDS}
_MOVE = {(h, t): Move(h, t) for h in HERO_IDS for t in TOWN_IDS}
_TAKE = {(d, h): Take(d, h) for d in range(NDICE) for h in HERO_IDS}
_STUNT = {(d, h): PlayStunt(d, h) for d in range(NDICE) for h in HERO_IDS}
_CHOOSE = {h: Choose(h) for h in HERO_IDS}
_REMOVE = {t: RemoveToken(t) for t in TOWN_IDS}
_SPEND = tuple(MintItUp(d) for d in range(NDICE))
_FACE = {f: SetFace(f) for f in range(1, 7)}
_ROLL, _CHECK, _REVEAL, _STAY, _SKIP = Roll(), Check(), Reveal(), Stay(), Skip()


ACTION_TYPES = (Pick, Roll, Check, MintItUp, SetFace, Reveal, Take, PlayStunt, Mint, Move, Stay,
                Skip, Choose, RemoveToken, Reroll)
STATE_TYPES = (State, Task, Shown, Seat, Rng, *ACTION_TYPES)


# --- Setup (rulebook: "Setup") ----------------------------------------------------------------


def hero_count(players: int) -> int:
    """Solo plays 3 heroes, two players 2 each, otherwise one hero a player."""
    return {1: 3, 2: 4}.get(players, players)


def controllers(players: int) -> tuple[int, ...]:
    """The seat playing each hero place, in turn order (two players alternate)."""
    return tuple(i % players for i in range(hero_count(players)))


def _build_trouble_deck(rng: Rng) -> tuple[tuple[str, ...], tuple[str, ...], Rng]:
    """3 piles of 4 trouble cards, a mayhem card shuffled into each, stacked; the rest left over."""
    cards, rng = rng.shuffle([c.id for c in CARDS.trouble])
    per = CARDS.per_pile
    deck: tuple[str, ...] = ()
    for p, mayhem in enumerate(CARDS.mayhem):
        pile, rng = shuffle_in(cards[p * per:(p + 1) * per], (mayhem.id,), rng)
        deck += pile
    rest = cards[CARDS.piles * per:]
    return deck, rest, rng


def new_game(seats: Sequence[Seat], seed: int, options: Mapping[str, Any] | None = None) -> State:
    opts = resolve_options(OPTIONS, options)
    if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
        raise OptionError(f"Mint Cooperative takes {MIN_PLAYERS}-{MAX_PLAYERS} players; got {len(seats)}")
    rng = Rng.from_seed(seed)
    villain = opts["villain"]
    if villain == "random":
        villain, rng = rng.choice(VILLAIN_IDS)
    v = VILLAINS[villain]
    nheroes = hero_count(len(seats))
    if opts["heroes"] == "random":
        order, rng = rng.shuffle(HERO_IDS)
        heroes = tuple(order[:nheroes])
        where = tuple(HOME[h] for h in heroes)
        phase = "choose"
    else:
        heroes = ("",) * nheroes
        where = (-1,) * nheroes
        phase = "pick"
    deck, rest, rng = _build_trouble_deck(rng)
    events: tuple[str, ...] = ()
    if v.events:
        events, rng = rng.shuffle(rest)
    stunt_deck, rng = rng.shuffle([s.id for s in CARDS.stunts])
    # a round's stunts are dealt off the top even when fewer heroes take them
    dealt, stunt_deck = draw_n(stunt_deck, CARDS.dealt_per_round)
    stunts = (*dealt[:nheroes], *("",) * (nheroes - len(dealt[:nheroes])))
    dice, rng = rng.roll(NDICE)  # the first roll is made at setup and is not checked for trouble
    return State(
        seats=tuple(seats), villain=villain, hard=opts["hard"] == "on", heroes=heroes,
        control=controllers(len(seats)), where=where, mints=(CARDS.starting_mints,) * NTOWNS,
        tokens=(0,) * NTOWNS, decay=0, panic=v.start_panic, dice=dice, taken=(-1,) * NDICE,
        active=0, phase=phase, tasks=(), pending=(), trouble_deck=deck, trouble_discard=(),
        event_deck=events, event_discard=(), stunt_deck=stunt_deck,
        stunt_discard=(), stunts=stunts, field=False, mayhem=0,
        spare=(opts["mint_it_up"] == "on",) * len(seats), roll_text="", shown=(), result="", rng=rng,
    )


# --- Mutable working copy used inside apply -----------------------------------------------------


class _W(Work, of=State, lists=(
    "where", "mints", "tokens", "dice", "taken", "stunts", "spare", "shown", "minted", "heroes",
)):
    """A scratch copy of a State with lists, so one apply can take many small steps cheaply."""

    # typed attribute declarations for readers and mypy (the listed fields are lists here)
    heroes: list[str]
    where: list[int]
    mints: list[int]
    tokens: list[int]
    dice: list[int]
    taken: list[int]
    stunts: list[str]
    spare: list[bool]
    shown: list[Shown]
    minted: list[int]


def _capacity(w: _W | State, town: int) -> int:
    """Open slots of a track: 5, less any slot a Plaque token closes."""
    if VILLAINS[w.villain].token == "plaque":
        return SLOTS - w.tokens[town]
    return SLOTS


def visible(state: State | _W, town: int) -> int:
    """Panic symbols showing on a town's track (every empty or closed slot)."""
    return VISIBLE[state.hard][town][state.mints[town]]


def _lose(w: _W, why: str) -> None:
    if not w.result:
        w.result = f"lost: {why}"
        w.phase = "over"
        w.tasks = ()
        w.pending = ()


def _add_panic(w: _W, amount: int) -> None:
    w.panic = max(0, min(PANIC_LOSS, w.panic + amount))
    if w.panic >= PANIC_LOSS:
        _lose(w, f"regional panic reached {PANIC_LOSS}")


def _check_villain_loss(w: _W) -> None:
    v = VILLAINS[w.villain]
    if v.loss_kind is None or w.result:
        return
    if v.loss_kind == "town_tokens" and max(w.tokens) >= v.loss_count:
        t = max(range(NTOWNS), key=lambda i: w.tokens[i])
        _lose(w, f"{TOWN_NAMES[t]} holds {v.loss_count} {v.name} tokens")
    elif v.loss_kind == "card_tokens" and w.decay >= v.loss_count:
        _lose(w, f"{v.loss_count} Decay tokens lie on {v.name}'s card")
    elif v.loss_kind == "map_tokens" and sum(w.tokens) >= v.loss_count:
        _lose(w, f"{v.loss_count} Plaque tokens are on the map")
    elif v.loss_kind == "empty_towns" and sum(1 for m in w.mints if m == 0) >= v.loss_count:
        _lose(w, f"{v.loss_count} towns have empty freshness tracks")


def _token_supply(w: _W | State) -> int:
    return CARDS.token_supply - sum(w.tokens) - w.decay


# --- Trouble check (rulebook: "Trouble Is Afoot!") -------------------------------------------


def classify(dice: Sequence[int]) -> tuple[str, str]:
    """The trouble result of a roll and the words the table shows for it."""
    if max(dice) <= 3:
        return "none", "No trouble: every die shows 3 or less"
    counts: dict[int, int] = {}
    for d in dice:
        counts[d] = counts.get(d, 0) + 1
    best = max(counts.values())
    if best >= 3:
        face = next(f for f, c in counts.items() if c == best)
        return "triple_threat", f"Triple Threat: {NUMBER_WORDS[best]} {face}s"
    pairs = sorted(f for f, c in counts.items() if c == 2)
    if pairs:
        words = " and ".join(f"two {f}s" for f in pairs)
        return "double_trouble", f"Double Trouble: {words}"
    return "trouble", f"Trouble: {max(dice)} is high and no dice match"


def _check_trouble(w: _W) -> None:
    kind, text = classify(w.dice)
    w.roll_text = text
    w.pending = () if kind == "none" else getattr(VILLAINS[w.villain], kind)
    _settle_pending(w)


def _settle_pending(w: _W) -> None:
    """Resolve effects that need no card, stop at the next card to reveal."""
    v = VILLAINS[w.villain]
    while w.pending and not w.result:
        item = w.pending[0]
        if item in ("trouble", "event"):
            w.phase = "reveal"
            return
        w.pending = pop(w.pending)
        if item == "panic":
            _add_panic(w, 1)
        elif item == "decay":
            if _token_supply(w) > 0:
                w.decay += 1
                _check_villain_loss(w)
            else:
                _add_panic(w, CARDS.empty_supply_panic)
        elif item == "decay_panic":
            _add_panic(w, w.decay)
        elif item == "strip":
            # Halitosis's mayhem: every town loses its right-most mint, with no panic check.
            w.mints = [max(0, m - 1) for m in w.mints]
            _check_villain_loss(w)
        elif item == "victory":
            w.result = "won"
            w.phase = "over"
            w.pending = ()
            return
        else:  # pragma: no cover - data is validated
            raise ValueError(f"unknown effect {item!r} for {v.name}")
    if not w.result:
        w.phase = "choose"


def _resolve_trouble_card(w: _W, card: str) -> Shown:
    """Take mints from the right of each red town, then the rulebook's panic check per town."""
    gorillic = VILLAINS[w.villain].token == "gorillic"
    towns, removed = [], []
    panic = 0
    for t, n in CARD_TARGETS[card]:
        take = n + (w.tokens[t] if gorillic else 0)
        old = w.mints[t]
        new = max(0, old - take)
        w.mints[t] = new
        uncovered = VISIBLE[w.hard][t][new] - VISIBLE[w.hard][t][old]
        towns.append(TOWN_IDS[t])
        removed.append(old - new)
        if new == 0 or uncovered > 0:
            add = VISIBLE[w.hard][t][new]
            panic += add
            _add_panic(w, add)
        _check_villain_loss(w)
        if w.result:
            break
    return Shown(card, "trouble", tuple(towns), tuple(removed), panic)


def _resolve_mayhem(w: _W, card: str) -> Shown:
    """Panic rises by every visible symbol, then the villain's mayhem effect follows."""
    total = sum(visible(w, t) for t in range(NTOWNS))
    _add_panic(w, total)
    w.mayhem += 1
    if not w.result:
        extra = VILLAINS[w.villain].mayhem
        if w.mayhem == len(CARDS.mayhem):
            extra = (*extra, "victory")
        w.pending = push(w.pending, *extra)
    return Shown(card, "mayhem", panic=total, note=f"mayhem {w.mayhem} of {len(CARDS.mayhem)}")


def _place_token(w: _W, town: int) -> tuple[int, str]:
    """A villain token for an event; returns the town it ended on (-1: none) and a note."""
    v = VILLAINS[w.villain]
    if _token_supply(w) <= 0:
        _add_panic(w, CARDS.empty_supply_panic)
        return -1, f"no red mints left: panic +{CARDS.empty_supply_panic}"
    if v.token == "plaque":
        if w.tokens[town] >= 2:
            if w.tokens[CENTRE] >= 2:
                _add_panic(w, CARDS.empty_supply_panic)
                return -1, f"no slot left to close: panic +{CARDS.empty_supply_panic}"
            town = CENTRE
        w.tokens[town] += 1
        cap = SLOTS - w.tokens[town]
        if w.mints[town] > cap:
            w.mints[town] = cap  # the mint in the closed slot goes back to the supply
    else:
        w.tokens[town] += 1
    _check_villain_loss(w)
    return town, ""


def _resolve_event(w: _W, card: str) -> Shown:
    toxic = TIDX[TROUBLE[card].toxic]
    panic_before = w.panic
    town, note = _place_token(w, toxic)
    towns = (TOWN_IDS[town],) if town >= 0 else (TOWN_IDS[toxic],)
    return Shown(card, "event", towns, (), w.panic - panic_before, note)


def _reveal(w: _W) -> None:
    item = w.pending[0]
    w.pending = pop(w.pending)
    if item == "trouble":
        card, w.trouble_deck = draw(w.trouble_deck)
        w.trouble_discard = discard(w.trouble_discard, (card,))
        if TROUBLE[card].mayhem:
            w.shown.append(_resolve_mayhem(w, card))
        elif w.field:
            w.field = False
            w.stunt_discard = discard(w.stunt_discard, ("force_field",))
            w.shown.append(Shown(card, "stopped", note="Force Field stops it"))
        else:
            w.shown.append(_resolve_trouble_card(w, card))
    else:
        w.event_deck, w.event_discard, w.rng = reshuffle(w.event_deck, w.event_discard, w.rng)
        card, w.event_deck = draw(w.event_deck)
        w.event_discard = discard(w.event_discard, (card,))
        w.shown.append(_resolve_event(w, card))
    if not w.result:
        _settle_pending(w)


# --- A round: stunts and the reroll (rulebook: "Gameplay" 1, 4, 5) --------------------------------


def _deal_stunts(w: _W) -> None:
    h = len(w.heroes)
    # one card at a time, the discards reshuffled whenever the deck runs out
    cards, w.stunt_deck, w.stunt_discard, w.rng = draw_restocking(
        w.stunt_deck, w.stunt_discard, w.rng, min(CARDS.dealt_per_round, h))
    for k, card in enumerate(cards):
        w.stunts[next_seat(w.active, h, k)] = card


def _roll(w: _W) -> None:
    _deal_stunts(w)
    dice, w.rng = w.rng.roll(NDICE)
    w.dice = list(dice)
    w.taken = [-1] * NDICE
    w.shown = []
    w.rounds += 1
    w.roll_text = classify(w.dice)[1]
    if w.spare[w.control[w.active]]:
        w.phase = "check"  # the roller may still spend a Mint It Up! mint before the check
    else:
        _check_trouble(w)


def _end_turn(w: _W) -> None:
    """The next hero takes the Active Player meeple; one die left means a new round."""
    w.die, w.stunt, w.minted, w.tasks = -1, "", [], ()
    w.active = next_seat(w.active, len(w.heroes))
    w.turn += 1
    if w.taken.count(-1) == 1:
        w.stunt_discard = discard(w.stunt_discard, [s for s in w.stunts if s])
        w.stunts = [""] * len(w.heroes)
        w.phase = "roll"
    else:
        w.phase = "choose"


# --- Die actions, feats, exploits and stunts (rulebook: "Possible Actions", "Stunts") -----------


def _expand(steps: Sequence[Step], hero: int, any_order: bool = False) -> tuple[Task, ...]:
    out = []
    for step in steps:
        if step.do == "mint":
            out.append(Task("mint", hero, step.n, step.where, step.optional, step.distinct))
        elif step.do == "run":
            out.append(Task("run", hero, step.upto, each=step.mint_each))
        elif step.do == "fly":
            out.append(Task("rescue" if step.companion else "fly", hero))
        elif step.do == "reduce":
            out.append(Task("reduce", hero, step.n))
        elif step.do == "guide":
            out.append(Task("guide", hero, step.count, each=step.n))
        elif step.do == "remove_token":
            out.append(Task("token", hero, where=step.where))
        else:  # feat, exploit, teamup, reroll, shield
            out.append(Task(step.do, hero))
    if any_order and len(out) >= 2:
        out[0] = replace(out[0], pair=True)
    return tuple(out)


def _others(w: _W | State, hero: int) -> list[int]:
    return [h for h in range(len(w.heroes)) if h != hero]


def _settle_tasks(w: _W) -> None:
    """Do every step that needs no choice; stop at the first real decision or end the turn."""
    v = VILLAINS[w.villain]
    while w.tasks and not w.result:
        t = w.tasks[0]
        if t.do == "reduce":
            w.panic = max(0, w.panic - t.n)
        elif t.do == "feat":
            w.tasks = resolve(w.tasks, *_expand(HEROES[w.heroes[t.hero]].feat, t.hero))
            continue
        elif t.do == "exploit":
            w.tasks = resolve(w.tasks, *_expand(v.exploit, t.hero))
            continue
        elif t.do == "shield":
            w.field = True
        elif t.do == "token" and t.where == "card":
            w.decay = max(0, w.decay - 1)
        elif t.do == "token" and t.where == "here":
            town = w.where[t.hero]
            w.tokens[town] = max(0, w.tokens[town] - 1)
        elif t.do == "token":
            here = w.where[t.hero]
            if any(w.tokens[x] for x in (here, *ADJ[here])):
                break
        elif t.do == "companion":
            if any(w.where[h] == t.town for h in _others(w, t.hero)):
                break
        elif t.do == "reroll":
            if w.taken.count(-1):
                break
        elif t.do == "guide":
            if t.n > 0 and any(h not in t.avoid for h in _others(w, t.hero)):
                break
        elif t.do == "run" and t.n <= 0:
            pass
        else:
            break
        w.tasks = pop(w.tasks)
    if w.result:
        return
    if w.tasks:
        w.phase = "task"
    else:
        _end_turn(w)


def _task_actions(s: State | _W, t: Task) -> list[Action]:
    hero = s.heroes[t.hero]
    here = s.where[t.hero]
    if t.do == "mint":
        if t.where == "here":
            towns: Sequence[int] = (here,)
        elif t.where == "adjacent":
            towns = ADJ[here]
        else:
            towns = range(NTOWNS)
        if t.distinct:
            towns = [x for x in towns if x not in s.minted]
        out: list[Action] = [_MINT[TOWN_IDS[x]] for x in towns]
        if t.optional or not out:
            out.append(_SKIP)
        return out
    if t.do == "run":
        return [*(_MOVE[hero, TOWN_IDS[x]] for x in ADJ[here]), _STAY]
    if t.do in ("fly", "rescue"):
        return [*(_MOVE[hero, TOWN_IDS[x]] for x in range(NTOWNS) if x != here), _STAY]
    if t.do == "companion":
        return [*(_MOVE[s.heroes[h], TOWN_IDS[here]] for h in _others(s, t.hero) if s.where[h] == t.town),
                _SKIP]
    if t.do == "guide":
        return [*(_CHOOSE[s.heroes[h]] for h in _others(s, t.hero) if h not in t.avoid), _SKIP]
    if t.do == "teamup":
        return [_CHOOSE[s.heroes[h]] for h in _others(s, t.hero)]
    if t.do == "token":
        return [_REMOVE[TOWN_IDS[x]] for x in (here, *ADJ[here]) if s.tokens[x]]
    if t.do == "reroll":
        free = [i for i in range(NDICE) if s.taken[i] == -1]
        return [Reroll(tuple(c)) for k in range(len(free) + 1) for c in combinations(free, k)]
    raise ValueError(f"no choices for step {t.do!r}")  # pragma: no cover


def _place_mints(w: _W, town: int, n: int) -> int:
    added = max(0, min(n, _capacity(w, town) - w.mints[town]))
    w.mints[town] += added
    w.minted.append(town)
    return added


def _do_task(w: _W, index: int, action: Action) -> None:
    """Carry out ``action`` for the task at ``index`` (0, or 1 for the second half of a pair)."""
    t = w.tasks[index]
    rest: list[Task] = []
    if isinstance(action, Mint):
        _place_mints(w, TIDX[action.town], t.n)
    elif isinstance(action, Move):
        mover = w.heroes.index(action.hero)
        start = w.where[mover]
        w.where[mover] = TIDX[action.town]
        if t.do == "run":
            if t.each:
                rest.append(Task("mint", t.hero, t.each))
            if t.n > 1:
                rest.append(replace(t, n=t.n - 1, pair=False))
        elif t.do == "rescue":
            rest.append(Task("companion", t.hero, town=start))
    elif isinstance(action, Skip) and t.do == "mint":
        # "up to" steps: skipping one drops the matching optional steps after it too
        j = index + 1
        while j < len(w.tasks) and w.tasks[j].optional and w.tasks[j].do == "mint" \
                and w.tasks[j].where == t.where:
            j += 1
        w.tasks = (*w.tasks[:index + 1], *w.tasks[j:])
    elif isinstance(action, Choose):
        h = w.heroes.index(action.hero)
        if t.do == "guide":
            rest = [Task("run", h, 1), Task("mint", h, t.each)]
            if t.n > 1:
                rest.append(replace(t, n=t.n - 1, avoid=(*t.avoid, h)))
        else:
            rest = [Task("feat", h)]
    elif isinstance(action, RemoveToken):
        w.tokens[TIDX[action.town]] -= 1
    elif isinstance(action, Reroll):
        for d in action.dice:
            w.dice[d], w.rng = w.rng.randint(1, 6)
    w.tasks = resolve(w.tasks, *rest, at=index)
    if index == 1:
        w.tasks = resolve(w.tasks, replace(w.tasks[0], pair=False))


# --- The contract -----------------------------------------------------------------------------


def to_act(state: State) -> int | None:
    if state.phase == "over":
        return None
    if state.phase == "pick":
        return state.control[state.heroes.index("")]
    if state.phase == "task":
        return state.control[state.tasks[0].hero]
    return state.control[state.active]


def _stunt_actions(state: State) -> list[Action]:
    hero = state.heroes[state.active]
    sid = state.stunts[state.active]
    if not sid:
        return []
    face = STUNTS[sid].face
    return [_STUNT[i, hero] for i in range(NDICE) if state.taken[i] == -1 and state.dice[i] == face]


def _spare_actions(state: State) -> list[Action]:
    if not state.spare[to_act(state) or 0]:
        return []
    return [_SPEND[i] for i in range(NDICE) if state.taken[i] == -1]


_last_legal: tuple[Any, tuple[Action, ...]] = (None, ())


def legal_actions(state: State) -> list[Action]:
    # Playouts and the table ask for one state's actions twice (to list, then in apply); the
    # last answer is kept as one tuple so that a bot thread never sees half an update.
    global _last_legal
    last = _last_legal
    if last[0] is state:
        return list(last[1])
    out = _legal_actions(state)
    _last_legal = (state, tuple(out))
    return out


def _legal_actions(state: State) -> list[Action]:
    phase = state.phase
    if phase == "over":
        return []
    if phase == "task":
        t = state.tasks[0]
        out = _task_actions(state, t)
        if t.pair and len(state.tasks) > 1:
            out = _task_actions(state, state.tasks[1]) + out
        return out
    if phase == "choose":
        hero = state.heroes[state.active]
        return ([_TAKE[i, hero] for i in range(NDICE) if state.taken[i] == -1]
                + _stunt_actions(state) + _spare_actions(state))
    if phase == "reveal":
        return [_REVEAL]
    if phase == "roll":
        return [_ROLL]
    if phase == "check":
        return [_CHECK, *_spare_actions(state)]
    if phase == "fix":
        return [_FACE[f] for f in range(1, 7) if f != state.dice[state.fixing]]
    if phase == "pick":
        return [Pick(h) for h in HERO_IDS if h not in state.heroes]
    raise ValueError(f"unknown phase {phase!r}")  # pragma: no cover


def _why(state: State, action: Action) -> str:
    if state.phase == "over":
        return "The game is over."
    if isinstance(action, (Take, PlayStunt)):
        if state.phase != "choose":
            return "Dice can only be taken at the start of a hero's turn."
        if not 0 <= action.die < NDICE or state.taken[action.die] != -1:
            return f"Die {action.die + 1} has already been used this round."
        if action.hero != state.heroes[state.active]:
            return f"It is {HEROES[state.heroes[state.active]].name}'s turn to take a die."
        if isinstance(action, PlayStunt):
            sid = state.stunts[state.active]
            if not sid:
                return "This hero holds no stunt card."
            return (f"{STUNTS[sid].name} needs a die showing {STUNTS[sid].face}; "
                    f"die {action.die + 1} shows {state.dice[action.die]}.")
    if isinstance(action, Move) and state.phase == "task":
        t = state.tasks[0]
        if t.do == "run":
            return "A run only reaches a neighbouring town."
        if t.do in ("fly", "rescue"):
            return "A flight goes to a different town."
        return "That hero cannot move now."
    if isinstance(action, Mint) and state.phase == "task":
        t = state.tasks[0]
        if t.do == "mint":
            where = {"here": "the town where the hero stands", "adjacent": "a neighbouring town",
                     "any": "any town"}[t.where]
            extra = " not already given mints by this die" if t.distinct else ""
            return f"These mints go to {where}{extra}."
    if isinstance(action, (MintItUp, SetFace)):
        return "Mint It Up! needs an unspent mint and a die that is still in the pool."
    if state.phase == "roll":
        return "The dice must be rolled first."
    if state.phase == "reveal":
        return "The next trouble card must be revealed first."
    if state.phase == "check":
        return "The roll must be checked for trouble first."
    return f"{action.label} is not possible now."


def apply(state: State, action: Action) -> State:
    check_legal(_SELF, state, action, lambda: _why(state, action))
    w = _W(state)
    if isinstance(action, Pick):
        k = w.heroes.index("")
        w.heroes[k] = action.hero
        w.where[k] = HOME[action.hero]
        if "" not in w.heroes:
            w.phase = "choose"
    elif isinstance(action, Roll):
        _roll(w)
    elif isinstance(action, Check):
        _check_trouble(w)
    elif isinstance(action, MintItUp):
        w.spare[to_act(state) or 0] = False
        w.fixing = action.die
        w.back = w.phase
        w.phase = "fix"
    elif isinstance(action, SetFace):
        w.dice[w.fixing] = action.face
        w.fixing = -1
        w.phase, w.back = w.back, ""
    elif isinstance(action, Reveal):
        _reveal(w)
    elif isinstance(action, (Take, PlayStunt)):
        w.taken[action.die] = w.active
        w.die = action.die
        w.minted = []
        if isinstance(action, PlayStunt):
            sid = w.stunts[w.active]
            w.stunts[w.active] = ""
            w.stunt = sid
            if sid != "force_field":
                w.stunt_discard = discard(w.stunt_discard, (sid,))
            w.tasks = _expand(STUNTS[sid].steps, w.active)
        else:
            face = FACES[w.dice[action.die]]
            w.tasks = _expand(face.steps, w.active, face.any_order)
        _settle_tasks(w)
    else:
        t = w.tasks[0]
        index = 0 if (not t.pair or action in _task_actions(state, t)) else 1
        _do_task(w, index, action)
        _settle_tasks(w)
    return w.freeze()


def outcome(state: State) -> Outcome | None:
    if state.phase != "over":
        return None
    won = state.result == "won"
    n = len(state.seats)
    summary = ("The heroes held out through all three mayhem cards: Mortimer County stays fresh!"
               if won else f"The heroes lose: {state.result.removeprefix('lost: ')}.")
    return Outcome(
        scores=(1.0 if won else 0.0,) * n,
        winners=tuple(range(n)) if won else (),
        breakdown=(
            ("Mayhem cards resolved", (float(state.mayhem),) * n),
            ("Regional panic", (float(state.panic),) * n),
            ("Mints on the map", (float(sum(state.mints)),) * n),
        ),
        tiebreak=None,
        cooperative=True,
        team_won=won,
        summary=summary,
    )


def observation(state: State, seat: int | None) -> State:
    """Everything at the table is open; only the deck orders and the generator are hidden."""
    return replace(
        state,
        trouble_deck=mask(state.trouble_deck, "?"),
        event_deck=mask(state.event_deck, "?"),
        stunt_deck=mask(state.stunt_deck, "?"),
        rng=MASKED,
    )


def seat_name(state: State, seat: int) -> str:
    return _seat_name(state.seats, seat)


def hero_name(state: State, hero: int) -> str:
    return HEROES[state.heroes[hero]].name if state.heroes[hero] else f"Hero {hero + 1}"


def shown_text(shown: Shown) -> str:
    """One line for a revealed card: which towns it hit and how much panic it added."""
    if shown.kind == "mayhem":
        return f"Mayhem ({shown.note})! Panic +{shown.panic}, one for each visible panic symbol"
    if shown.kind == "stopped":
        return f"Trouble card {shown.card} is stopped by the Force Field"
    if shown.kind == "event":
        where = TOWN_NAMES[TIDX[shown.towns[0]]]
        text = f"Event {shown.card}: a token lands on {where}"
        return f"{text} ({shown.note})" if shown.note else text
    hits = ", ".join(f"{TOWN_NAMES[TIDX[t]]} loses {n} mint{'s' if n != 1 else ''}"
                     for t, n in zip(shown.towns, shown.removed, strict=True))
    return f"Trouble card {shown.card}: {hits}; panic +{shown.panic}"


def _after_text(before: State, after: State) -> str:
    parts = []
    if after.shown and after.shown != before.shown:
        parts.append(shown_text(after.shown[-1]))
    if after.result == "won":
        parts.append("the heroes win!")
    elif after.result:
        parts.append(f"the heroes lose: {after.result.removeprefix('lost: ')}")
    return "; ".join(parts)


def describe(state: State, action: Action) -> str:
    seat = to_act(state)
    who = seat_name(state, seat) if seat is not None else "The table"
    hero = state.active
    if state.phase == "task" and state.tasks:
        hero = state.tasks[0].hero
    name = hero_name(state, hero)
    try:
        after = apply(state, action) if state.rng != MASKED else None
    except IllegalActionError:
        after = None
    tail = _after_text(state, after) if after is not None else ""
    if isinstance(action, Pick):
        return f"{who} will play {HEROES[action.hero].name}"
    if isinstance(action, Roll):
        if after is None:
            return f"{name} rolls the four dice"
        dice = " ".join(str(d) for d in after.dice)
        return f"{name} rolls {dice}. {after.roll_text}" + (f"; {tail}" if tail else "")
    if isinstance(action, Check):
        text = classify(state.dice)[1]
        return f"Trouble check: {text}" + (f"; {tail}" if tail else "")
    if isinstance(action, MintItUp):
        return f"{who} spends the Mint It Up! mint on die {action.die + 1}"
    if isinstance(action, SetFace):
        return f"Die {state.fixing + 1} turns from {state.dice[state.fixing]} to {action.face}"
    if isinstance(action, Reveal):
        return tail or "The next card is revealed"
    if isinstance(action, Take):
        face = FACES[state.dice[action.die]]
        return f"{name} takes die {action.die + 1}: {face.name}" + (f"; {tail}" if tail else "")
    if isinstance(action, PlayStunt):
        sid = state.stunts[state.active]
        stunt = STUNTS[sid].name if sid else "a stunt"
        return f"{name} plays {stunt} with die {action.die + 1}" + (f"; {tail}" if tail else "")
    if isinstance(action, Mint):
        t = TIDX[action.town]
        n = state.tasks[0].n if state.tasks and state.tasks[0].do == "mint" else 1
        if state.tasks and state.tasks[0].pair and len(state.tasks) > 1 and state.tasks[1].do == "mint":
            n = state.tasks[1].n
        added = after.mints[t] - state.mints[t] if after is not None else n
        if added == 0:
            return f"{name} tries to mint at {TOWN_NAMES[t]}, but its track is full"
        return (f"{name} puts {added} mint{'s' if added != 1 else ''} on {TOWN_NAMES[t]} "
                f"({state.mints[t] + added}/{SLOTS})")
    if isinstance(action, Move):
        mover = HEROES[action.hero].name
        kind = state.tasks[0].do if state.tasks else "run"
        verb = {"run": "runs", "fly": "flies", "rescue": "flies", "companion": "flies along"}.get(kind, "moves")
        if state.tasks and state.tasks[0].pair and kind != "run":
            verb = "runs"
        return f"{mover} {verb} to {TOWN_NAMES[TIDX[action.town]]}"
    if isinstance(action, Stay):
        return f"{name} stays in {TOWN_NAMES[state.where[hero]]}"
    if isinstance(action, Skip):
        return f"{name} skips the rest of this step"
    if isinstance(action, Choose):
        return f"{name} chooses {HEROES[action.hero].name}"
    if isinstance(action, RemoveToken):
        return f"{name} removes a {VILLAINS[state.villain].name} token from {TOWN_NAMES[TIDX[action.town]]}"
    if isinstance(action, Reroll):
        if not action.dice:
            return f"{name} rerolls no dice"
        # no results here: this line is also shown while the player is still choosing
        return f"{name} rerolls die {', '.join(str(d + 1) for d in action.dice)}"
    return action.label


def determinize(obs: State, seat: int | None, rng: Rng) -> State:
    """A full state consistent with ``obs``: the unseen cards are dealt into the hidden decks."""
    pool_t, rng = rng.shuffle(unseen([c.id for c in CARDS.trouble], obs.trouble_discard, obs.event_discard))
    mayhem_left = [m.id for m in CARDS.mayhem if m.id not in obs.trouble_discard]
    left = len(obs.trouble_deck)
    per = CARDS.per_pile + 1
    total = len(CARDS.mayhem) * per
    # each mayhem card still to come lies somewhere in what is left of its own pile
    deck = [""] * left
    for pile in range(len(CARDS.mayhem)):
        if obs.mayhem > pile or not mayhem_left:
            continue
        slots = [i for i in range(left) if (total - left + i) // per == pile]
        if slots:
            pos, rng = rng.choice(slots)
            deck[pos] = mayhem_left.pop(0)
    # the unseen cards are dealt from the end of the shuffled pool, trouble deck first
    cards = iter(reversed(pool_t))
    n = len(CARDS.trouble)
    trouble = fill(deck, cards, "", fallback=lambda i: CARDS.trouble[i % n].id)
    events = fill(mask(obs.event_deck, "?"), chain(cards, reversed(obs.event_discard)), "?",
                  fallback=CARDS.trouble[0].id)
    known = set(obs.stunt_discard) | {x for x in obs.stunts if x} | ({"force_field"} if obs.field else set())
    stunt_pool, rng = rng.shuffle([s.id for s in CARDS.stunts if s.id not in known])
    stunts = fill(mask(obs.stunt_deck, "?"), iter(stunt_pool), "?", fallback=lambda i: CARDS.stunts[i].id)
    return replace(obs, trouble_deck=trouble, event_deck=events, stunt_deck=stunts, rng=rng.fork(7))


def is_barrier(state: State, action: Action) -> bool:
    return isinstance(action, (Roll, Reveal)) or (isinstance(action, Reroll) and bool(action.dice))


def parse_action(text: str) -> Action:
    return parse_by_types(text.strip(), ACTION_TYPES)


_SELF = sys.modules[__name__]
