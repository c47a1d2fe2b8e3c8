"""Mint Knight's card effects: typed steps, and effects as choices between options of steps,
with the short text form the data spells them in (``parse_effect`` reads it, ``str`` writes it).

Every card effect is an `Effect`: a choice between options, each option a tuple of typed steps done
in order (`Move`, `Attack`, `Block`, `Influence`, `Heal`, `GainMana`, ...). Their words for
players (``cards.text_of``) need the mana names of the data, so they live in cards.py.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, TypeAlias


class Foe(Protocol):
    """What an attack is weighed against: an enemy's immunity (``cards.Enemy`` has it)."""

    @property
    def immunity(self) -> str | None: ...


MANA_CODES = ("R", "G", "W", "Y", "K")
"""Red, green, white, gold (day only, pays any of R/G/W), black (night only)."""
ATTACK_ELEMENTS = ("physical", "magic")
"""Kinds of the hero's attacks; an enemy's immunity is one of these."""
BLOCK_ELEMENTS = ("physical", "elemental", "any")


# --- Effect steps (component notes: "7.0 Data vocabulary") ---------------------------------


@dataclass(frozen=True, slots=True)
class Move:
    """Move points for walking and exploring."""

    amount: int

    def __str__(self) -> str:
        return f"move {self.amount}"


@dataclass(frozen=True, slots=True)
class Attack:
    """Attack points; ranged ones also count in the ranged phase, magic ones dodge physical immunity."""

    amount: int
    element: str = "physical"  # one of ATTACK_ELEMENTS
    ranged: bool = False

    def __str__(self) -> str:
        magic = "magic " if self.element == "magic" else ""
        return f"{magic}{'ranged' if self.ranged else 'attack'} {self.amount}"

    def efficient_against(self, enemy: Foe) -> bool:
        """False when the enemy is immune to this attack's element, so it counts half."""
        return enemy.immunity != self.element


@dataclass(frozen=True, slots=True)
class Block:
    """Block points; efficient only against a matching attack type, or against any for 'any'."""

    amount: int
    element: str = "physical"  # one of BLOCK_ELEMENTS

    def __str__(self) -> str:
        kind = "" if self.element == "physical" else f"{self.element} "
        return f"{kind}block {self.amount}"

    def efficient_against(self, attack_type: str) -> bool:
        """Whether this block counts in full against an enemy attack of `attack_type`."""
        return self.element in ("any", attack_type)


@dataclass(frozen=True, slots=True)
class Influence:
    """Influence points for recruiting units."""

    amount: int

    def __str__(self) -> str:
        return f"influence {self.amount}"


@dataclass(frozen=True, slots=True)
class Heal:
    """Heal points, spent on the heal actions at the costs in HEAL_COSTS."""

    amount: int

    def __str__(self) -> str:
        return f"heal {self.amount}"


@dataclass(frozen=True, slots=True)
class GainMana:
    """Mana for this turn: `amount` mana in any mix of `colours`, or all of one of them when `same`.

    Gold is usable only by day and black only at night; an engine offers the colours usable now."""

    amount: int
    colours: tuple[str, ...]  # MANA_CODES, in that order
    same: bool = False

    def __str__(self) -> str:
        return f"mana {self.amount} {''.join(self.colours)}{' same' if self.same else ''}"


@dataclass(frozen=True, slots=True)
class ExtraSource:
    """`amount` more mana may be spent from the source this turn."""

    amount: int = 1

    def __str__(self) -> str:
        return f"extra source {self.amount}"


@dataclass(frozen=True, slots=True)
class FreeExplore:
    """The next explore this turn costs no move points."""

    def __str__(self) -> str:
        return "free explore"


@dataclass(frozen=True, slots=True)
class ReadyUnit:
    """Ready one used unit (or all of them); with `heal` a wounded one is healed and readied too."""

    every: bool = False
    heal: bool = False

    def __str__(self) -> str:
        return f"{'heal and ' if self.heal else ''}ready {'all units' if self.every else 'unit'}"


@dataclass(frozen=True, slots=True)
class Weaken:
    """The enemy's attack is `amount` lower for this combat, never below 0."""

    amount: int

    def __str__(self) -> str:
        return f"weaken {self.amount}"


@dataclass(frozen=True, slots=True)
class CancelAttack:
    """The enemy does not attack this combat; that counts as a successful block."""

    def __str__(self) -> str:
        return "cancel attack"


@dataclass(frozen=True, slots=True)
class Exhaust:
    """A cost: exhaust `amount` other cards in hand before the steps that follow."""

    amount: int

    def __str__(self) -> str:
        return f"exhaust {self.amount}"


@dataclass(frozen=True, slots=True)
class FreeRecruit:
    """Recruit a unit from the offering for no influence (a free unit token and its location still needed)."""

    def __str__(self) -> str:
        return "free recruit"


Step: TypeAlias = (
    Move
    | Attack
    | Block
    | Influence
    | Heal
    | GainMana
    | ExtraSource
    | FreeExplore
    | ReadyUnit
    | Weaken
    | CancelAttack
    | Exhaust
    | FreeRecruit
)
STEP_TYPES = (
    Move,
    Attack,
    Block,
    Influence,
    Heal,
    GainMana,
    ExtraSource,
    FreeExplore,
    ReadyUnit,
    Weaken,
    CancelAttack,
    Exhaust,
    FreeRecruit,
)


@dataclass(frozen=True, slots=True)
class Effect:
    """What a card does: choose one of `options`, then do all of its steps in order."""

    options: tuple[tuple[Step, ...], ...]

    def __str__(self) -> str:
        return " or ".join(" + ".join(str(s) for s in option) for option in self.options)

    @property
    def steps(self) -> tuple[Step, ...]:
        """Every step of every option, first option first."""
        return tuple(s for option in self.options for s in option)

    @property
    def is_choice(self) -> bool:
        """Whether the player has to pick between options."""
        return len(self.options) > 1


_AMOUNT_STEPS: dict[str, Callable[[int], Step]] = {
    "move": Move,
    "attack": Attack,
    "ranged": lambda n: Attack(n, ranged=True),
    "magic attack": lambda n: Attack(n, "magic"),
    "magic ranged": lambda n: Attack(n, "magic", True),
    "block": Block,
    "elemental block": lambda n: Block(n, "elemental"),
    "any block": lambda n: Block(n, "any"),
    "influence": Influence,
    "heal": Heal,
    "extra source": ExtraSource,
    "weaken": Weaken,
    "exhaust": Exhaust,
}
_PLAIN_STEPS: dict[str, Step] = {
    "free explore": FreeExplore(),
    "ready unit": ReadyUnit(),
    "ready all units": ReadyUnit(every=True),
    "heal and ready unit": ReadyUnit(heal=True),
    "heal and ready all units": ReadyUnit(every=True, heal=True),
    "cancel attack": CancelAttack(),
    "free recruit": FreeRecruit(),
}
_AMOUNT_RE = re.compile(r"([a-z ]+?) ([1-9][0-9]*)")
_MANA_RE = re.compile(r"mana ([1-9][0-9]*) ([A-Z]+)( same)?")


def parse_step(text: str) -> Step:
    """One step from its text form, e.g. 'magic ranged 4' or 'mana 2 RGW same'; ValueError if unknown."""
    if text in _PLAIN_STEPS:
        return _PLAIN_STEPS[text]
    mana = _MANA_RE.fullmatch(text)
    if mana:
        colours = tuple(mana.group(2))
        if colours != tuple(c for c in MANA_CODES if c in colours) or len(set(colours)) != len(colours):
            raise ValueError(
                f"mana colours {mana.group(2)!r} must be distinct codes in the order {''.join(MANA_CODES)}"
            )
        if mana.group(3) and len(colours) < 2:
            raise ValueError(f"{text!r}: 'same' needs at least 2 colours to choose from")
        return GainMana(int(mana.group(1)), colours, bool(mana.group(3)))
    amount = _AMOUNT_RE.fullmatch(text)
    if amount and amount.group(1) in _AMOUNT_STEPS:
        return _AMOUNT_STEPS[amount.group(1)](int(amount.group(2)))
    raise ValueError(f"{text!r} is not a known step")


def parse_effect(text: str) -> Effect:
    """An effect from its text form: options joined by ' or ', steps by ' + '; ValueError if malformed."""
    if not text:
        raise ValueError("an effect needs at least one step")
    return Effect(tuple(tuple(parse_step(s) for s in option.split(" + ")) for option in text.split(" or ")))


def combat_value(efficient: int, inefficient: int) -> int:
    """Total of attacks or blocks: inefficient points are summed apart and halved, rounding down."""
    return efficient + inefficient // 2
