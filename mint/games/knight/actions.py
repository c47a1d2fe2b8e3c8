"""Mint Knight's actions: one frozen value per player choice, with its text form and table spots.

Text forms (``str``) are what saves and journals hold; ``parse`` reads them back. Spots the
view places (``mint.core.spots.Spot``):

    Spot("hand", pos, seat)      a hand card, left to right (Play, Exhaust, Wound sources)
    Spot("use", how)             where a card is dropped to play it: basic, strong or side
    Spot("space", place)         a map space, by its place text "c,k:P" (MoveTo, Fight targets)
    Spot("slot", "c,k")          an empty slot next to the map (Explore targets)
    Spot("hero", seat=s)         the hero (MoveTo, Explore, Fight sources)
    Spot("unit", i, seat)        a recruited unit (UseUnit, Wound, HealUnit)
    Spot("offer", pos)           the unit offering (Recruit sources); Spot("units", seat=s) the target
    Spot("skill", id), Spot("spell", id, seat), Spot("artifact", id, seat)
    Spot("discard", i, seat), Spot("deck", i, seat)   heal targets
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar, Self

from mint.core.game import Action
from mint.core.spots import Spot
from mint.core.words import Said, t
from mint.games.knight.state import Place, Slot
from mint.games.knight.terrain import format_place, parse_place

HOWS = ("basic", "strong", "side")
HOW_WORDS = {
    "basic": t("Play card {n}: its basic action"),
    "strong": t("Play card {n}: its stronger action"),
    "side": t("Play card {n}: 1 point"),
}
"""A hand card's play as a button names it, by how it is played."""


SAID_TEXTS = {
    "Skip to the blocking phase": t("Skip to the blocking phase"),
    "Done blocking": t("Done blocking"),
    "Keep the play order": t("Keep the play order"),
}
"""The words the rules give some moves (play.py), said in the language in use."""


def _said(said: Said, **args: object) -> str:
    """A kept sentence rendered with its placeholders filled."""
    return str(Said(said.msgid, said.plural, said.n, tuple(args.items())))


def slot_text(slot: Slot) -> str:
    return f"{slot[0]},{slot[1]}"


def _slot(text: str) -> Slot:
    c, k = text.split(",")
    return int(c), int(k)


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play the hand card at ``pos``: its basic action, its stronger one (mana paid), or sideways
    as 1 Move, Block, Attack or Influence; ``option`` picks among an effect's choices."""

    seat: int
    pos: int
    how: str
    option: int = 0
    text: str = ""

    def __str__(self) -> str:
        return f"play {self.pos} {self.how} {self.option} {self.seat}"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Play) and (self.seat, self.pos, self.how, self.option) == (
            other.seat,
            other.pos,
            other.how,
            other.option,
        )

    def __hash__(self) -> int:
        return hash(("play", self.seat, self.pos, self.how, self.option))

    @property
    def source(self) -> Spot:
        return Spot("hand", self.pos, self.seat)

    @property
    def target(self) -> Spot:
        return Spot("use", f"{self.how}{self.option}")

    @property
    def label(self) -> str:
        return self.text or _said(HOW_WORDS[self.how], n=self.pos + 1)

    @classmethod
    def parse(cls, text: str) -> Play | None:
        m = re.fullmatch(r"play (\d+) (basic|strong|side) (\d+) (\d)", text)
        return cls(int(m.group(4)), int(m.group(1)), m.group(2), int(m.group(3))) if m else None


@dataclass(frozen=True, slots=True)
class Exhaust(Action):
    """Exhaust the hand card at ``pos`` without using it (or as a card's exhaust cost)."""

    seat: int
    pos: int

    def __str__(self) -> str:
        return f"exhaust {self.pos} {self.seat}"

    @property
    def source(self) -> Spot:
        return Spot("hand", self.pos, self.seat)

    @property
    def target(self) -> Spot:
        return Spot("use", "exhaust")

    @property
    def label(self) -> str:
        return str(t("Exhaust card {n}", n=self.pos + 1))

    @classmethod
    def parse(cls, text: str) -> Exhaust | None:
        m = re.fullmatch(r"exhaust (\d+) (\d)", text)
        return cls(int(m.group(2)), int(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class Wound(Action):
    """Take one wound: exhaust a hand card (``unit`` False) or wound a ready unit."""

    seat: int
    index: int
    unit: bool = False

    def __str__(self) -> str:
        return f"wound {'unit' if self.unit else 'card'} {self.index} {self.seat}"

    @property
    def source(self) -> Spot:
        return Spot("unit" if self.unit else "hand", self.index, self.seat)

    @property
    def target(self) -> Spot:
        return Spot("use", "wound")

    @property
    def label(self) -> str:
        return str(t("Wound unit {n}", n=self.index + 1) if self.unit else t("Wound card {n}", n=self.index + 1))

    @classmethod
    def parse(cls, text: str) -> Wound | None:
        m = re.fullmatch(r"wound (card|unit) (\d+) (\d)", text)
        return cls(int(m.group(3)), int(m.group(2)), m.group(1) == "unit") if m else None


@dataclass(frozen=True, slots=True)
class _ToSpace(Action):
    """An action of the hero onto a map space: its text form is ``WORD c,k:P seat``."""

    seat: int
    place: Place
    WORD: ClassVar[str] = ""

    def __str__(self) -> str:
        return f"{self.WORD} {format_place(self.place)} {self.seat}"

    @property
    def source(self) -> Spot:
        return Spot("hero", seat=self.seat)

    @property
    def target(self) -> Spot:
        return Spot("space", format_place(self.place))

    @classmethod
    def parse(cls, text: str) -> Self | None:
        m = re.fullmatch(rf"{cls.WORD} (-?\d+,-?\d+:\w+) (\d)", text)
        return cls(int(m.group(2)), parse_place(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class MoveTo(_ToSpace):
    """Walk the hero to ``place`` along the cheapest path that provokes nothing on the way."""

    WORD: ClassVar[str] = "move"

    @property
    def label(self) -> str:
        return str(t("Move to {place}", place=format_place(self.place)))


@dataclass(frozen=True, slots=True)
class Fight(_ToSpace):
    """Attack the roaming enemy on the neighbouring ``place``."""

    WORD: ClassVar[str] = "fight"

    @property
    def label(self) -> str:
        return str(t("Attack the enemy at {place}", place=format_place(self.place)))


@dataclass(frozen=True, slots=True)
class Explore(Action):
    """Pay 2 Move (or a free explore) to lay the next terrain card in ``slot``."""

    seat: int
    slot: Slot

    def __str__(self) -> str:
        return f"explore {slot_text(self.slot)} {self.seat}"

    @property
    def source(self) -> Spot:
        return Spot("hero", seat=self.seat)

    @property
    def target(self) -> Spot:
        return Spot("slot", slot_text(self.slot))

    @property
    def label(self) -> str:
        return str(t("Explore slot {slot}", slot=slot_text(self.slot)))

    @classmethod
    def parse(cls, text: str) -> Explore | None:
        m = re.fullmatch(r"explore (-?\d+,-?\d+) (\d)", text)
        return cls(int(m.group(2)), _slot(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class Next(Action):
    """Close the current combat phase (ranged: go to blocking; blocking: see what gets through)."""

    seat: int
    text: str = ""

    def __str__(self) -> str:
        return f"next {self.seat}"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Next) and self.seat == other.seat

    def __hash__(self) -> int:
        return hash(("next", self.seat))

    @property
    def label(self) -> str:
        said = SAID_TEXTS.get(self.text)
        return str(said) if said is not None else self.text or str(t("Next phase"))

    @classmethod
    def parse(cls, text: str) -> Next | None:
        m = re.fullmatch(r"next (\d)", text)
        return cls(int(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class UseUnit(Action):
    """Rotate a ready unit to use one of its abilities (``option``)."""

    seat: int
    index: int
    option: int = 0
    text: str = ""

    def __str__(self) -> str:
        return f"unit {self.index} {self.option} {self.seat}"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, UseUnit) and (self.seat, self.index, self.option) == (
            other.seat,
            other.index,
            other.option,
        )

    def __hash__(self) -> int:
        return hash(("unit", self.seat, self.index, self.option))

    @property
    def source(self) -> Spot:
        return Spot("unit", self.index, self.seat)

    @property
    def target(self) -> Spot:
        return Spot("use", f"basic{self.option}")

    @property
    def label(self) -> str:
        return self.text or str(t("Use unit {n}", n=self.index + 1))

    @classmethod
    def parse(cls, text: str) -> UseUnit | None:
        m = re.fullmatch(r"unit (\d+) (\d+) (\d)", text)
        return cls(int(m.group(3)), int(m.group(1)), int(m.group(2))) if m else None


@dataclass(frozen=True, slots=True)
class UseReward(Action):
    """Use a skill, spell or artifact (``kind``); ``strong`` for a spell's or artifact's stronger effect."""

    seat: int
    kind: str  #: skill, spell or artifact
    id: str
    strong: bool = False
    option: int = 0
    text: str = ""

    def __str__(self) -> str:
        return f"{self.kind} {self.id} {'strong' if self.strong else 'basic'} {self.option} {self.seat}"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, UseReward) and (self.seat, self.kind, self.id, self.strong, self.option) == (
            other.seat,
            other.kind,
            other.id,
            other.strong,
            other.option,
        )

    def __hash__(self) -> int:
        return hash(("reward", self.seat, self.kind, self.id, self.strong, self.option))

    @property
    def source(self) -> Spot:
        return Spot(self.kind, self.id, None if self.kind == "skill" else self.seat)

    @property
    def target(self) -> Spot:
        return Spot("use", f"{'strong' if self.strong else 'basic'}{self.option}")

    @property
    def label(self) -> str:
        return self.text or str(t("Use {id}", id=self.id))

    @classmethod
    def parse(cls, text: str) -> UseReward | None:
        m = re.fullmatch(r"(skill|spell|artifact) ([a-z-]+) (basic|strong) (\d+) (\d)", text)
        if not m:
            return None
        return cls(int(m.group(5)), m.group(1), m.group(2), m.group(3) == "strong", int(m.group(4)))


@dataclass(frozen=True, slots=True)
class Recruit(Action):
    """Recruit the unit at ``pos`` of the offering; ``replace`` names a unit to send away when
    every unit spot is taken (-1: a free spot)."""

    seat: int
    pos: int
    replace: int = -1

    def __str__(self) -> str:
        return f"recruit {self.pos} {self.replace} {self.seat}"

    @property
    def source(self) -> Spot:
        return Spot("offer", self.pos)

    @property
    def target(self) -> Spot:
        return Spot("unit", self.replace, self.seat) if self.replace >= 0 else Spot("units", seat=self.seat)

    @property
    def label(self) -> str:
        if self.replace >= 0:
            return str(t("Recruit unit {n} in place of unit {gone}", n=self.pos + 1, gone=self.replace + 1))
        return str(t("Recruit unit {n}", n=self.pos + 1))

    @classmethod
    def parse(cls, text: str) -> Recruit | None:
        m = re.fullmatch(r"recruit (\d+) (-?\d+) (\d)", text)
        return cls(int(m.group(3)), int(m.group(1)), int(m.group(2))) if m else None


@dataclass(frozen=True, slots=True)
class Heal(Action):
    """Spend heal points: ``where`` is discard (a waning card to the bottom of the deck), hand or
    deck (a waning card turned to starting), or unit (heal and ready a wounded unit, 2 points)."""

    seat: int
    where: str
    index: int

    def __str__(self) -> str:
        return f"heal {self.where} {self.index} {self.seat}"

    @property
    def source(self) -> Spot:
        return Spot("unit" if self.where == "unit" else self.where, self.index, self.seat)

    @property
    def target(self) -> Spot:
        return Spot("use", "heal")

    @property
    def label(self) -> str:
        n = self.index + 1
        return str(
            {
                "discard": t("Heal: discarded card {n} back under the deck", n=n),
                "hand": t("Heal: turn card {n} to starting", n=n),
                "deck": t("Heal: turn deck card {n} to starting", n=n),
                "unit": t("Heal and ready unit {n}", n=n),
            }[self.where]
        )

    @classmethod
    def parse(cls, text: str) -> Heal | None:
        m = re.fullmatch(r"heal (discard|hand|deck|unit) (\d+) (\d)", text)
        return cls(int(m.group(3)), m.group(1), int(m.group(2))) if m else None


@dataclass(frozen=True, slots=True)
class Pick(Action):
    """Answer the pending choice: a mana colour, a unit, a card, an artifact, a spell or a cube."""

    seat: int
    value: str
    text: str = ""

    def __str__(self) -> str:
        return f"pick {self.value} {self.seat}"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Pick) and (self.seat, self.value) == (other.seat, other.value)

    def __hash__(self) -> int:
        return hash(("pick", self.seat, self.value))

    @property
    def label(self) -> str:
        said = SAID_TEXTS.get(self.text)
        return str(said) if said is not None else self.text or self.value

    @classmethod
    def parse(cls, text: str) -> Pick | None:
        m = re.fullmatch(r"pick (\S+) (\d)", text)
        return cls(int(m.group(2)), m.group(1)) if m else None


@dataclass(frozen=True, slots=True)
class Under(Action):
    """Cleanup: the card ``n`` goes under the deck next."""

    seat: int
    n: int
    pos: int = 0

    def __str__(self) -> str:
        return f"under {self.n} {self.seat}"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Under) and (self.seat, self.n) == (other.seat, other.n)

    def __hash__(self) -> int:
        return hash(("under", self.seat, self.n))

    @property
    def source(self) -> Spot:
        return Spot("hand", self.pos, self.seat)

    @property
    def target(self) -> Spot:
        return Spot("deck", seat=self.seat)

    @property
    def label(self) -> str:
        return str(t("Put card {n} under the deck next", n=self.pos + 1))

    @classmethod
    def parse(cls, text: str) -> Under | None:
        m = re.fullmatch(r"under (\d+) (\d)", text)
        return cls(int(m.group(2)), int(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class _SeatOnly(Action):
    """An action that names only the seat taking it: its text form is ``WORD seat``."""

    seat: int
    WORD: ClassVar[str] = ""
    LABEL: ClassVar[Said] = Said("")

    def __str__(self) -> str:
        return f"{self.WORD} {self.seat}"

    @property
    def label(self) -> str:
        return str(self.LABEL)

    @classmethod
    def parse(cls, text: str) -> Self | None:
        m = re.fullmatch(rf"{cls.WORD} (\d)", text)
        return cls(int(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class EndTurn(_SeatOnly):
    """End the turn: clean up the used cards and draw up to the hand size."""

    WORD: ClassVar[str] = "end"
    LABEL: ClassVar[Said] = t("End turn")


@dataclass(frozen=True, slots=True)
class EndRound(_SeatOnly):
    """With the deck empty, end the round now (the cards left in hand are lost for this round)."""

    WORD: ClassVar[str] = "endround"
    LABEL: ClassVar[Said] = t("End the round")


@dataclass(frozen=True, slots=True)
class Restart(_SeatOnly):
    """Put the turn back to how it began (a combat cannot be lost; the draws stay the same)."""

    WORD: ClassVar[str] = "restart"
    LABEL: ClassVar[Said] = t("Restart turn")


@dataclass(frozen=True, slots=True)
class Assault(_SeatOnly):
    """Co-op: begin the shared turn of the joint assault on the third castle."""

    WORD: ClassVar[str] = "assault"
    LABEL: ClassVar[Said] = t("Begin the joint assault")


ACTION_TYPES = (
    Play,
    Exhaust,
    Wound,
    MoveTo,
    Explore,
    Fight,
    Next,
    UseUnit,
    UseReward,
    Recruit,
    Heal,
    Pick,
    Under,
    EndTurn,
    EndRound,
    Restart,
    Assault,
)
