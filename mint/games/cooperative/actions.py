"""Mint Cooperative's actions: one small frozen value per choice, with its text form and parser.

Each action's ``str`` is what saves, journals and golden transcripts hold; it never changes.
``legal_actions`` hands out the prebuilt values at the bottom instead of building new ones.
An action's ``source`` and ``target`` are ``Spot`` values ("die:2", "hero:spear" as text), so
the view reads which die or hero a drag names from their fields.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mint.core.game import Action
from mint.core.spots import Spot
from mint.core.words import data, t, tn
from mint.games.cooperative.cards import FACES, HEROES
from mint.games.cooperative.state import HERO_IDS, NDICE, TIDX, TOWN_IDS, TOWN_NAMES

DICE = Spot("dice")
"""The whole dice tray: a click there rolls all four dice."""
SPARE = Spot("spare")
"""The Mint It Up! mint that a player drags onto a die."""
DECK = Spot("deck")
"""The trouble deck."""
SUPPLY = Spot("supply")
"""The white mint supply."""


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
    def target(self) -> Spot:
        return Spot("hero", self.hero)

    @property
    def label(self) -> str:
        return str(t("Play {hero}", hero=data(HEROES[self.hero].name)))

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
    def source(self) -> Spot:
        return DICE

    @property
    def label(self) -> str:
        return str(t("Roll the dice"))

    @classmethod
    def parse(cls, text: str) -> Roll | None:
        return cls() if text == "roll" else None


@dataclass(frozen=True, slots=True)
class Check(_Act):
    """Accept the roll as it is; once every player still holding a Mint It Up! mint has, the
    roll is checked for trouble."""

    def __str__(self) -> str:
        return "check"

    @property
    def label(self) -> str:
        return str(t("Keep the roll"))

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
    def source(self) -> Spot:
        return SPARE

    @property
    def target(self) -> Spot:
        return Spot("die", self.die)

    @property
    def label(self) -> str:
        return str(t("Mint It Up! die {die}", die=self.die + 1))

    @classmethod
    def parse(cls, text: str) -> MintItUp | None:
        m = re.fullmatch(r"mint it up die ([1-9])", text)
        return cls(int(m.group(1)) - 1) if m else None


@dataclass(frozen=True, slots=True)
class KeepMint(_Act):
    """Leave the dice as they are before the active hero takes one, keeping your mint."""

    def __str__(self) -> str:
        return "keep mint"

    @property
    def label(self) -> str:
        return str(t("Keep your mint"))

    @classmethod
    def parse(cls, text: str) -> KeepMint | None:
        return cls() if text == "keep mint" else None


@dataclass(frozen=True, slots=True)
class SetFace(_Act):
    """Turn the die being changed by Mint It Up! to ``face``."""

    face: int

    def __str__(self) -> str:
        return f"set face {self.face}"

    @property
    def label(self) -> str:
        return str(t("Turn it to {face}: {name}", face=self.face, name=data(FACES[self.face].name)))

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
    def source(self) -> Spot:
        return DECK

    @property
    def label(self) -> str:
        return str(t("Reveal the next card"))

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
    def source(self) -> Spot:
        return Spot("die", self.die)

    @property
    def target(self) -> Spot:
        return Spot("hero", self.hero)

    @property
    def label(self) -> str:
        return str(t("Take die {die}", die=self.die + 1))

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
    def source(self) -> Spot:
        return Spot("die", self.die)

    @property
    def target(self) -> Spot:
        return Spot("stunt", self.hero)

    @property
    def label(self) -> str:
        return str(t("Play the stunt with die {die}", die=self.die + 1))

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
    def source(self) -> Spot:
        return SUPPLY

    @property
    def target(self) -> Spot:
        return Spot("track", self.town)

    @property
    def label(self) -> str:
        return str(t("Mint at {town}", town=data(TOWN_NAMES[TIDX[self.town]])))

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
    def source(self) -> Spot:
        return Spot("meeple", self.hero)

    @property
    def target(self) -> Spot:
        return Spot("town", self.town)

    @property
    def label(self) -> str:
        return str(t("{hero} to {town}", hero=data(HEROES[self.hero].name), town=data(TOWN_NAMES[TIDX[self.town]])))

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
        return str(t("Stay put"))

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
        return str(t("Skip"))

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
    def target(self) -> Spot:
        return Spot("hero", self.hero)

    @property
    def label(self) -> str:
        return str(t("Choose {hero}", hero=data(HEROES[self.hero].name)))

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
    def source(self) -> Spot:
        return Spot("token", self.town)

    @property
    def label(self) -> str:
        return str(t("Remove the token at {town}", town=data(TOWN_NAMES[TIDX[self.town]])))

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
            return str(t("Reroll nothing"))
        dice = ", ".join(str(d + 1) for d in self.dice)
        # (in English "die 1, 3" whatever their number, as before)
        return str(tn("Reroll die {dice}", "Reroll die {dice}", len(self.dice), dice=dice))

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
MINT_AT = {t: Mint(t) for t in TOWN_IDS}
MOVE_TO = {(h, t): Move(h, t) for h in HERO_IDS for t in TOWN_IDS}
TAKE_DIE = {(d, h): Take(d, h) for d in range(NDICE) for h in HERO_IDS}
STUNT_DIE = {(d, h): PlayStunt(d, h) for d in range(NDICE) for h in HERO_IDS}
CHOOSE = {h: Choose(h) for h in HERO_IDS}
REMOVE_AT = {t: RemoveToken(t) for t in TOWN_IDS}
SPEND = tuple(MintItUp(d) for d in range(NDICE))
SET_FACE = {f: SetFace(f) for f in range(1, 7)}
ROLL, CHECK, KEEP, REVEAL, STAY, SKIP = Roll(), Check(), KeepMint(), Reveal(), Stay(), Skip()


ACTION_TYPES = (
    Pick,
    Roll,
    Check,
    MintItUp,
    KeepMint,
    SetFace,
    Reveal,
    Take,
    PlayStunt,
    Mint,
    Move,
    Stay,
    Skip,
    Choose,
    RemoveToken,
    Reroll,
)
