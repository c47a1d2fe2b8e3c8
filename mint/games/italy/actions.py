"""Mint Italy's actions: one frozen value per player choice, with its text form and table spots.

Text forms (``str``) are what saves and journals hold. ``source``/``target`` are ``Spot``
values the view places: ``mat`` columns, island ``hex`` spaces, ``marina`` cards, the order
``row`` and ``deck``, each seat's ``order`` slot, ``track`` boxes, ``good`` supply cards and
``food`` tokens on the commercio card.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mint.core.game import Action
from mint.core.spots import Spot
from mint.core.words import Said, t, tn
from mint.games.italy.island import card_word
from mint.games.italy.state import COLUMN_NAMES, CORNERS, NAV

GOOD_WORDS = ("grapes", "black oval", "jar", "bottle")
GOOD_IDS = ("grapes", "oval", "jar", "bottle")
FOOD_IDS = ("apple", "corn", "stalks")
COLUMN_IDS = ("borgo", "vigna", "pollaio")


def goods_said(good: int, n: int) -> Said:
    """``n`` of a good, counted in the language in use ("1 jar", "2 black ovals")."""
    if good == 0:
        return tn("{n} grapes", "{n} grapes", n)
    if good == 1:
        return tn("{n} black oval", "{n} black ovals", n)
    if good == 2:
        return tn("{n} jar", "{n} jars", n)
    return tn("{n} bottle", "{n} bottles", n)


def goods_text(good: int, n: int) -> str:
    return str(goods_said(good, n))


def good_word(good: int) -> str:
    """A good's name as a noun on its own ("grapes", "black oval")."""
    return str((t("grapes"), t("black oval"), t("jar"), t("bottle"))[good])


def goods_word(good: int) -> str:
    """A good's name for many of it ("grapes", "black ovals")."""
    return str((t("grapes"), t("black ovals"), t("jars"), t("bottles"))[good])


def track_word(track: str) -> str:
    """A track's name: navigation, or mercato (the game's own word)."""
    return str(t("navigation")) if track == NAV else str(t("mercato"))


@dataclass(frozen=True, slots=True)
class Build(Action):
    """Expand: put the topmost token of a mat column on an island land space."""

    seat: int
    col: int
    space: int

    def __str__(self) -> str:
        return f"build {COLUMN_IDS[self.col]} {self.space} {self.seat}"

    @property
    def source(self) -> Spot:
        return Spot("mat", self.col, self.seat)

    @property
    def target(self) -> Spot:
        return Spot("hex", self.space)

    @property
    def label(self) -> str:
        return str(t("Build a {column} settlement", column=COLUMN_NAMES[self.col]))

    @classmethod
    def parse(cls, text: str) -> Build | None:
        m = re.fullmatch(r"build (borgo|vigna|pollaio) (\d+) (\d)", text)
        return cls(int(m.group(3)), COLUMN_IDS.index(m.group(1)), int(m.group(2))) if m else None


@dataclass(frozen=True, slots=True)
class Marina(Action):
    """Put a marina token on a marina card you reach, then do what the card says."""

    seat: int
    corner: int

    def __str__(self) -> str:
        return f"marina {CORNERS[self.corner]} {self.seat}"

    @property
    def source(self) -> Spot:
        return Spot("marinas", seat=self.seat)

    @property
    def target(self) -> Spot:
        return Spot("marina", self.corner)

    @property
    def label(self) -> str:
        return str(t("Marina {corner}", corner=card_word(self.corner)))

    @classmethod
    def parse(cls, text: str) -> Marina | None:
        m = re.fullmatch(r"marina (TL|TR|BL|BR) (\d)", text)
        return cls(int(m.group(2)), CORNERS.index(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """Pick one option of a marina card (``option`` in printed order)."""

    seat: int
    option: int
    text: str = ""

    def __str__(self) -> str:
        return f"choose {self.option} {self.seat}"

    @property
    def label(self) -> str:
        return self.text or str(t("Option {n}", n=self.option + 1))

    @classmethod
    def parse(cls, text: str) -> Choose | None:
        m = re.fullmatch(r"choose (\d) (\d)", text)
        return cls(int(m.group(2)), int(m.group(1))) if m else None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Choose) and (self.seat, self.option) == (other.seat, other.option)

    def __hash__(self) -> int:
        return hash(("choose", self.seat, self.option))


@dataclass(frozen=True, slots=True)
class TakeOrder(Action):
    """Take an order card: ``pos`` in the row from the left, or -1 for the top of the deck."""

    seat: int
    pos: int

    def __str__(self) -> str:
        return f"order {'deck' if self.pos < 0 else self.pos} {self.seat}"

    @property
    def source(self) -> Spot:
        return Spot("deck") if self.pos < 0 else Spot("row", self.pos)

    @property
    def target(self) -> Spot:
        return Spot("order", seat=self.seat)

    @property
    def label(self) -> str:
        return str(t("Take the deck's top order") if self.pos < 0 else t("Take order {n} of the row", n=self.pos + 1))

    @classmethod
    def parse(cls, text: str) -> TakeOrder | None:
        m = re.fullmatch(r"order (deck|\d+) (\d)", text)
        if not m:
            return None
        return cls(int(m.group(2)), -1 if m.group(1) == "deck" else int(m.group(1)))


@dataclass(frozen=True, slots=True)
class Finish(Action):
    """Finish the order you hold: give up its needs and gain its reward."""

    seat: int

    def __str__(self) -> str:
        return f"finish {self.seat}"

    @property
    def label(self) -> str:
        return str(t("Finish order"))

    @classmethod
    def parse(cls, text: str) -> Finish | None:
        m = re.fullmatch(r"finish (\d)", text)
        return cls(int(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class Return(Action):
    """A hen the order needs: take one of your built settlements back to your mat."""

    seat: int
    space: int

    def __str__(self) -> str:
        return f"return {self.space} {self.seat}"

    @property
    def source(self) -> Spot:
        return Spot("hex", self.space)

    @property
    def label(self) -> str:
        return str(t("Return the settlement on space {space}", space=self.space))

    @classmethod
    def parse(cls, text: str) -> Return | None:
        m = re.fullmatch(r"return (\d+) (\d)", text)
        return cls(int(m.group(2)), int(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class Upgrade(Action):
    """Move a track's cube one box right: paid (7 coins) as an action, or free as a reward."""

    seat: int
    track: str

    def __str__(self) -> str:
        return f"upgrade {self.track} {self.seat}"

    @property
    def target(self) -> Spot:
        return Spot("track", self.track, self.seat)

    @property
    def label(self) -> str:
        return str(t("Upgrade navigation") if self.track == NAV else t("Upgrade mercato"))

    @property
    def button(self) -> bool:
        return True

    @classmethod
    def parse(cls, text: str) -> Upgrade | None:
        m = re.fullmatch(r"upgrade (nav|mercato) (\d)", text)
        return cls(int(m.group(2)), m.group(1)) if m else None


@dataclass(frozen=True, slots=True)
class Mercato(Action):
    """Mercato: take one good's supply card to the mercato to sell or to buy (the quantity next)."""

    seat: int
    good: int
    sell: bool

    def __str__(self) -> str:
        return f"mercato {'sell' if self.sell else 'buy'} {GOOD_IDS[self.good]} {self.seat}"

    @property
    def source(self) -> Spot:
        return Spot("good", self.good, self.seat)

    @property
    def label(self) -> str:
        word = goods_word(self.good)
        return str(t("Sell {goods}…", goods=word) if self.sell else t("Buy {goods}…", goods=word))

    @classmethod
    def parse(cls, text: str) -> Mercato | None:
        m = re.fullmatch(r"mercato (buy|sell) (grapes|oval|jar|bottle) (\d)", text)
        if not m:
            return None
        return cls(int(m.group(3)), GOOD_IDS.index(m.group(2)), m.group(1) == "sell")


@dataclass(frozen=True, slots=True)
class Trade(Action):
    """Mercato: buy or sell ``count`` of one good at its current price.

    ``coins`` is what the trade gives (+) or costs (-) at today's price, for the button's label;
    it is not part of the move (its text, equality and hash leave it out)."""

    seat: int
    good: int
    sell: bool
    count: int
    coins: int = 0

    def __str__(self) -> str:
        return f"{'sell' if self.sell else 'buy'} {GOOD_IDS[self.good]} {self.count} {self.seat}"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Trade) and (self.seat, self.good, self.sell, self.count) == (
            other.seat,
            other.good,
            other.sell,
            other.count,
        )

    def __hash__(self) -> int:
        return hash(("trade", self.seat, self.good, self.sell, self.count))

    @property
    def source(self) -> Spot:
        return Spot("good", self.good, self.seat)

    @property
    def label(self) -> str:
        goods = goods_said(self.good, self.count)
        if not self.coins:
            return str(t("Sell {goods}", goods=goods) if self.sell else t("Buy {goods}", goods=goods))
        coins = f"{self.coins:+d}"
        if self.sell:
            return str(
                tn("Sell {goods} {coins} coin", "Sell {goods} {coins} coins", abs(self.coins), goods=goods, coins=coins)
            )
        return str(
            tn("Buy {goods} {coins} coin", "Buy {goods} {coins} coins", abs(self.coins), goods=goods, coins=coins)
        )

    @property
    def button(self) -> bool:
        return True  # the quantity is picked from buttons that show the coins

    @classmethod
    def parse(cls, text: str) -> Trade | None:
        m = re.fullmatch(r"(buy|sell) (grapes|oval|jar|bottle) (\d) (\d)", text)
        if not m:
            return None
        return cls(int(m.group(4)), GOOD_IDS.index(m.group(2)), m.group(1) == "sell", int(m.group(3)))


@dataclass(frozen=True, slots=True)
class Produce(Action):
    """Marina card: one of your built settlements produces its mat slot's output once more."""

    seat: int
    col: int
    slot: int

    def __str__(self) -> str:
        return f"produce {COLUMN_IDS[self.col]} {self.slot} {self.seat}"

    @property
    def source(self) -> Spot:
        return Spot("slot", self.col * 10 + self.slot, self.seat)

    @property
    def label(self) -> str:
        return str(t("Produce with {column} slot {n}", column=COLUMN_NAMES[self.col], n=self.slot + 1))

    @classmethod
    def parse(cls, text: str) -> Produce | None:
        m = re.fullmatch(r"produce (borgo|vigna|pollaio) (\d) (\d)", text)
        return cls(int(m.group(3)), COLUMN_IDS.index(m.group(1)), int(m.group(2))) if m else None


@dataclass(frozen=True, slots=True)
class Convert(Action):
    """Turn 1 grapes into 1 jar or 1 bottle."""

    seat: int
    good: int  #: 2 jar, 3 bottle

    def __str__(self) -> str:
        return f"convert {GOOD_IDS[self.good]} {self.seat}"

    @property
    def source(self) -> Spot:
        return Spot("good", 0, self.seat)

    @property
    def target(self) -> Spot:
        return Spot("good", self.good, self.seat)

    @property
    def label(self) -> str:
        return str(t("Grapes into a jar") if self.good == 2 else t("Grapes into a bottle"))

    @property
    def button(self) -> bool:
        return True

    @classmethod
    def parse(cls, text: str) -> Convert | None:
        m = re.fullmatch(r"convert (jar|bottle) (\d)", text)
        return cls(int(m.group(2)), GOOD_IDS.index(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class MoveFood(Action):
    """Move one food token on the commercio card up one box."""

    seat: int
    food: int

    def __str__(self) -> str:
        return f"food {FOOD_IDS[self.food]} {self.seat}"

    @property
    def source(self) -> Spot:
        return Spot("food", self.food)

    @property
    def label(self) -> str:
        return str((t("Move the apple up"), t("Move the corn up"), t("Move the stalks up"))[self.food])

    @property
    def button(self) -> bool:
        return True

    @classmethod
    def parse(cls, text: str) -> MoveFood | None:
        m = re.fullmatch(r"food (apple|corn|stalks) (\d)", text)
        return cls(int(m.group(2)), FOOD_IDS.index(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class Collect(Action):
    """Production: gain what your mats show uncovered and your mercato level's good."""

    seat: int

    def __str__(self) -> str:
        return f"collect {self.seat}"

    @property
    def label(self) -> str:
        return str(t("Collect production"))

    @classmethod
    def parse(cls, text: str) -> Collect | None:
        m = re.fullmatch(r"collect (\d)", text)
        return cls(int(m.group(1))) if m else None


DONE_LABELS = {
    "stop producing": t("Stop producing"),
    "no more conversions": t("No more conversions"),
    "build nothing": t("Build nothing"),
    "no order": t("No order"),
    "no free order": t("No free order"),
    "no upgrade": t("No upgrade"),
}
"""The button of each optional step's stop (its key is the save-file word)."""


@dataclass(frozen=True, slots=True)
class Done(Action):
    """Stop an optional step (no more conversions, no free order, no more settlements)."""

    seat: int
    what: str = "done"

    def __str__(self) -> str:
        return f"done {self.seat}"

    @property
    def label(self) -> str:
        return str(DONE_LABELS.get(self.what, t("Done")))

    @classmethod
    def parse(cls, text: str) -> Done | None:
        m = re.fullmatch(r"done (\d)", text)
        return cls(int(m.group(1))) if m else None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Done) and self.seat == other.seat

    def __hash__(self) -> int:
        return hash(("done", self.seat))


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Pass: take the topmost free passing box and its coins; no more actions this round."""

    seat: int

    def __str__(self) -> str:
        return f"pass {self.seat}"

    @property
    def label(self) -> str:
        return str(t("Pass"))

    @classmethod
    def parse(cls, text: str) -> Pass | None:
        m = re.fullmatch(r"pass (\d)", text)
        return cls(int(m.group(1))) if m else None


@dataclass(frozen=True, slots=True)
class BotStep(Action):
    """Solo: carry out the bot's next step."""

    def __str__(self) -> str:
        return "bot"

    @property
    def label(self) -> str:
        return str(t("Next bot step"))

    @classmethod
    def parse(cls, text: str) -> BotStep | None:
        return cls() if text == "bot" else None


ACTION_TYPES = (
    Build,
    Marina,
    Choose,
    TakeOrder,
    Finish,
    Return,
    Upgrade,
    Mercato,
    Trade,
    Produce,
    Convert,
    MoveFood,
    Collect,
    Done,
    Pass,
    BotStep,
)
TRACKS = (NAV, "mercato")
