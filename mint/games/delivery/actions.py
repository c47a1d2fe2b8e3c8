"""Mint Delivery's actions: frozen values with a stable text form, each parsing its own text.

An action's ``source`` and ``target`` are ``Spot`` values the view reads by their fields (the view
module lists every kind). Their text is for display only: what saves hold is the action's ``str``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from mint.core import words
from mint.core.game import Action, Seat
from mint.core.rng import Rng
from mint.core.spots import Spot
from mint.core.words import data, t, tn
from mint.games.delivery.cards import (
    ABILITY_BY_ID,
    MINTS,
    ORDER_INDEX,
    mint_name,
)
from mint.games.delivery.model import Stack, State, Truck, Turn, letters_text, order_text, space_title

# --- Actions -----------------------------------------------------------------------------------

_ID = r"(D-T[1-4]-\d\d)"

SUPPLY = Spot("supply")
"""The mint supply: where unloaded mints go."""
BOX = Spot("box")
"""The game box: where a removed order goes."""


@dataclass(frozen=True, slots=True)
class Keep(Action):
    """Setup: keep these dealt orders (secretly); the rest go into the decks."""

    orders: tuple[str, ...]
    cards: tuple[int, ...] = field(default=(), compare=False)  # positions in the hand, for the button

    def __str__(self) -> str:
        return "keep " + (" ".join(self.orders) if self.orders else "none")

    @property
    def label(self) -> str:
        # positions only, so that onlookers at a shared screen learn nothing of the hand
        if not self.orders:
            return str(t("Keep none of my cards"))
        if not self.cards:
            return str(tn("Keep {n} order", "Keep {n} orders", len(self.orders)))
        names = words.join([str(c) for c in self.cards])
        return str(tn("Keep card {cards}", "Keep cards {cards}", len(self.cards), cards=names))

    @classmethod
    def parse(cls, text: str) -> Keep | None:
        if text == "keep none":
            return cls(())
        m = re.fullmatch(rf"keep ({_ID}(?: {_ID})*)", text)
        return cls(tuple(m.group(1).split())) if m else None


@dataclass(frozen=True, slots=True)
class Move(Action):
    """Move the truck one space along a road (paying a mint at a Toll Booth)."""

    to: str
    pay: str = ""
    seat: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return f"move {self.to}" + (f" pay {self.pay}" if self.pay else "")

    @property
    def source(self) -> Spot:
        return Spot("mint", self.pay, self.seat) if self.pay else Spot("truck", seat=self.seat)

    @property
    def target(self) -> Spot:
        return Spot("space", self.to)

    @property
    def label(self) -> str:
        if self.pay:
            return str(
                t("Move to {to} paying 1 {mint}", to=space_title(self.to), mint=mint_name(MINTS.index(self.pay)))
            )
        return str(t("Move to {to}", to=space_title(self.to)))

    @classmethod
    def parse(cls, text: str) -> Move | None:
        m = re.fullmatch(r"move (\w+)(?: pay ([CSR]))?", text)
        return cls(m.group(1), m.group(2) or "") if m else None


@dataclass(frozen=True, slots=True)
class Load(Action):
    """Load Classic mints from the supply at Mintopia City or a warehouse."""

    count: int
    seat: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return f"load {self.count}"

    @property
    def source(self) -> Spot:
        return Spot("load", self.count)

    @property
    def target(self) -> Spot:
        return Spot("truck", seat=self.seat)

    @property
    def label(self) -> str:
        return str(t("Load {n} Classic", n=self.count))

    @classmethod
    def parse(cls, text: str) -> Load | None:
        m = re.fullmatch(r"load ([1-5])", text)
        return cls(int(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class Unload(Action):
    """Return any mints from the truck to the supply."""

    mints: str  # e.g. "CCS"
    seat: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return f"unload {self.mints}"

    @property
    def source(self) -> Spot:
        return Spot("mint", self.mints[0], self.seat)

    @property
    def target(self) -> Spot:
        return SUPPLY

    @property
    def label(self) -> str:
        return str(t("Unload {mints}", mints=letters_text(self.mints)))

    @classmethod
    def parse(cls, text: str) -> Unload | None:
        m = re.fullmatch(r"unload (C*S*R*)", text)
        return cls(m.group(1)) if m and m.group(1) else None


@dataclass(frozen=True, slots=True)
class Upgrade(Action):
    """Turn Classic mints into Sugar Free (2 → 1) or Cinnamon (3 → 1); two at once with Double Batch."""

    into: str  # "S", "R", "SS", "SR", "RR"
    seat: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return f"upgrade {self.into}"

    @property
    def source(self) -> Spot:
        return Spot("mint", "C", self.seat)

    @property
    def target(self) -> Spot:
        return Spot("upgrade", self.into)

    @property
    def label(self) -> str:
        return str(t("Upgrade to {mints}", mints=words.join([mint_name(MINTS.index(c)) for c in self.into])))

    @classmethod
    def parse(cls, text: str) -> Upgrade | None:
        m = re.fullmatch(r"upgrade (S|R|SS|SR|RR)", text)
        return cls(m.group(1)) if m else None


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Take a face-up order into your area."""

    order: str
    seat: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return f"take {self.order}"

    @property
    def source(self) -> Spot:
        return Spot("order", self.order)

    @property
    def target(self) -> Spot:
        return Spot("area", seat=self.seat)

    @property
    def label(self) -> str:
        return str(t("Take {order}", order=order_text(ORDER_INDEX[self.order])))

    @classmethod
    def parse(cls, text: str) -> Take | None:
        m = re.fullmatch(rf"take {_ID}", text)
        return cls(m.group(1)) if m else None


@dataclass(frozen=True, slots=True)
class Fulfil(Action):
    """Fulfil an active order in its town (a free action)."""

    order: str
    seat: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return f"fulfil {self.order}"

    @property
    def source(self) -> Spot:
        return Spot("mints", seat=self.seat)

    @property
    def target(self) -> Spot:
        return Spot("order", self.order)

    @property
    def label(self) -> str:
        return str(t("Fulfil {order}", order=order_text(ORDER_INDEX[self.order])))

    @property
    def button(self) -> bool:
        return True  # also lit as a button whenever the order can be fulfilled

    @classmethod
    def parse(cls, text: str) -> Fulfil | None:
        m = re.fullmatch(rf"fulfil {_ID}", text)
        return cls(m.group(1)) if m else None


@dataclass(frozen=True, slots=True)
class Claim(Action):
    """After taking an order: load this many of the Classic mints lying on it (free)."""

    count: int

    def __str__(self) -> str:
        return f"claim {self.count}"

    @property
    def label(self) -> str:
        if self.count == 0:
            return str(t("Leave the order's mints"))
        return str(t("Load {n} Classic from the order", n=self.count))

    @classmethod
    def parse(cls, text: str) -> Claim | None:
        m = re.fullmatch(r"claim (\d)", text)
        return cls(int(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class Remove(Action):
    """Two players: after fulfilling, remove a face-up order of any town from the game."""

    order: str

    def __str__(self) -> str:
        return f"remove {self.order}"

    @property
    def source(self) -> Spot:
        return Spot("order", self.order)

    @property
    def target(self) -> Spot:
        return BOX

    @property
    def label(self) -> str:
        return str(t("Remove {order}", order=order_text(ORDER_INDEX[self.order])))

    @classmethod
    def parse(cls, text: str) -> Remove | None:
        m = re.fullmatch(rf"remove {_ID}", text)
        return cls(m.group(1)) if m else None


@dataclass(frozen=True, slots=True)
class Bonus(Action):
    """Load the free Classic mint a Loading Zone or Free Sample offers, or decline it."""

    take: bool

    def __str__(self) -> str:
        return "bonus take" if self.take else "bonus skip"

    @property
    def label(self) -> str:
        return str(t("Load the free Classic")) if self.take else str(t("No free Classic"))

    @classmethod
    def parse(cls, text: str) -> Bonus | None:
        if text in ("bonus take", "bonus skip"):
            return cls(text == "bonus take")
        return None


@dataclass(frozen=True, slots=True)
class Acquire(Action):
    """Variant 1: acquire an ability from the key card, allocating completed orders."""

    ability: str
    seat: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return f"acquire {self.ability}"

    @property
    def source(self) -> Spot:
        return Spot("ability", self.ability)

    @property
    def target(self) -> Spot:
        return Spot("area", seat=self.seat)

    @property
    def label(self) -> str:
        a = ABILITY_BY_ID[self.ability]
        return str(
            tn("Acquire {ability} ({n} order)", "Acquire {ability} ({n} orders)", a.orders, ability=data(a.name))
        )

    @classmethod
    def parse(cls, text: str) -> Acquire | None:
        m = re.fullmatch(r"acquire (A\d\d)", text)
        return cls(m.group(1)) if m else None


@dataclass(frozen=True, slots=True)
class Swap(Action):
    """Swap Meet: put an incomplete order under the town's deck and take one of its face-up orders."""

    give: str
    take: str

    def __str__(self) -> str:
        return f"swap {self.give} for {self.take}"

    @property
    def source(self) -> Spot:
        return Spot("order", self.give)

    @property
    def target(self) -> Spot:
        return Spot("order", self.take)

    @property
    def label(self) -> str:
        give, take = order_text(ORDER_INDEX[self.give]), order_text(ORDER_INDEX[self.take])
        return str(t("Swap {give} for {take}", give=give, take=take))

    @classmethod
    def parse(cls, text: str) -> Swap | None:
        m = re.fullmatch(rf"swap {_ID} for {_ID}", text)
        return cls(m.group(1), m.group(2)) if m else None


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """End the turn now (unused actions are lost)."""

    def __str__(self) -> str:
        return "end turn"

    @property
    def label(self) -> str:
        return str(t("End turn"))

    @classmethod
    def parse(cls, text: str) -> EndTurn | None:
        return cls() if text == "end turn" else None


# Solitaire actions


@dataclass(frozen=True, slots=True)
class BeltLoad(Action):
    """Solitaire: load ``count`` mints of one type from the 4 front mints of a belt."""

    belt: str
    mint: str
    count: int
    slot: int = field(default=0, compare=False)  # belt position of the last mint taken (for dragging)

    def __str__(self) -> str:
        return f"load {self.count} {self.mint} from {self.belt}"

    @property
    def source(self) -> Spot:
        return Spot("belt", self.belt, self.slot)

    @property
    def target(self) -> Spot:
        return Spot("truck", seat=0)

    @property
    def label(self) -> str:
        mint = mint_name(MINTS.index(self.mint))
        return str(t("Load {n} {mint} from belt {belt}", n=self.count, mint=mint, belt=self.belt))

    @classmethod
    def parse(cls, text: str) -> BeltLoad | None:
        m = re.fullmatch(r"load ([1-4]) ([CSR]) from ([AB])", text)
        return cls(m.group(3), m.group(2), int(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class Shift(Action):
    """Solitaire: move 1 or 2 front mints of the belt beside you to its back."""

    belt: str
    count: int

    def __str__(self) -> str:
        return f"shift {self.count} on {self.belt}"

    @property
    def source(self) -> Spot:
        return Spot("belt", self.belt, self.count - 1)

    @property
    def target(self) -> Spot:
        return Spot("beltback", self.belt)

    @property
    def label(self) -> str:
        return str(
            tn(
                "Shift {n} mint to the back of belt {belt}",
                "Shift {n} mints to the back of belt {belt}",
                self.count,
                belt=self.belt,
            )
        )

    @classmethod
    def parse(cls, text: str) -> Shift | None:
        m = re.fullmatch(r"shift ([12]) on ([AB])", text)
        return cls(m.group(2), int(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class ReturnMint(Action):
    """Solitaire: put one turned-in mint on the back of a belt."""

    mint: str
    belt: str

    def __str__(self) -> str:
        return f"return {self.mint} to {self.belt}"

    @property
    def source(self) -> Spot:
        return Spot("return", self.mint)

    @property
    def target(self) -> Spot:
        return Spot("beltback", self.belt)

    @property
    def label(self) -> str:
        return str(t("Put a {mint} on belt {belt}", mint=mint_name(MINTS.index(self.mint)), belt=self.belt))

    @classmethod
    def parse(cls, text: str) -> ReturnMint | None:
        m = re.fullmatch(r"return ([CSR]) to ([AB])", text)
        return cls(m.group(1), m.group(2)) if m else None


@dataclass(frozen=True, slots=True)
class AiStep(Action):
    """Solitaire: carry out the AI driver's next action."""

    def __str__(self) -> str:
        return "ai"

    @property
    def label(self) -> str:
        return str(t("Next AI step"))

    @classmethod
    def parse(cls, text: str) -> AiStep | None:
        return cls() if text == "ai" else None


ACTION_TYPES: tuple[type, ...] = (
    Keep,
    Move,
    Load,
    Unload,
    Upgrade,
    Take,
    Fulfil,
    Claim,
    Remove,
    Bonus,
    Acquire,
    Swap,
    EndTurn,
    BeltLoad,
    Shift,
    ReturnMint,
    AiStep,
)
STATE_TYPES: tuple[type, ...] = (State, Truck, Stack, Turn, Seat, Rng, *ACTION_TYPES)
