"""Mint Italy's component types: the shapes data/italy/*.json decode into (frozen structs of the
shared data idiom, ``mint.core.carddata``), and the names of goods, gains, terrains and files.
``cards`` reads the files into them."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec
from msgspec import Meta

from mint.core.carddata import DataError, Sourced

GOODS = ("grapes", "oval", "jar", "bottle")
"""Goods by index; every per-good tuple uses this order."""
Good = Literal["grapes", "oval", "jar", "bottle"]
FOODS = ("apple", "corn", "stalks")
"""Food icons by index (A, C, S in the component notes)."""
GAIN_KINDS = (
    "grapes",
    "oval",
    "jar",
    "bottle",
    "coins",
    "vp",
    "upgrade_nav",
    "upgrade_mercato",
    "upgrade",
    "produce",
    "convert",
    "expand",
    "order",
    "food",
)
SCORING_KINDS = ("borgo", "vigna", "pollaio", "marina", "cellar", "orders", "tracks", "cities")
COLUMN_IDS = ("borgo", "vigna", "pollaio")
TERRAINS = ("grey", "dark", "light")
BOT_ACTIONS = ("EXP_HEN", "EXP_PERSON", "ORDER", "MERCATO", "MARINA", "PERSONA")
SCANS = ("TL", "TR", "BL", "BR")
FILES = (
    "reference.json",
    "orders.json",
    "marina.json",
    "scoring.json",
    "mats.json",
    "mercato.json",
    "botdeck.json",
    "personas.json",
)
GAME = "Mint Italy"
CardDataError = DataError
Count = Annotated[int, Meta(ge=0)]
Positive = Annotated[int, Meta(ge=1)]
Text = Annotated[str, Meta(min_length=1)]
Ints = Annotated[tuple[int, ...], Meta(min_length=1)]


class Gain(msgspec.Struct, frozen=True, array_like=True):
    """One thing a marina card gives; `amount` counts goods, coins, VP, settlements or grapes.
    The file spells it [kind, amount]."""

    kind: str
    amount: Positive = 1


Gains = Annotated[tuple[Gain, ...], Meta(min_length=1)]


class Order(msgspec.Struct, frozen=True):
    """One side of an order card: the goods and hens it needs, its reward and its food icon."""

    id: str
    card: int
    side: int  # 0 = side a, 1 = side b
    needs: tuple[int, int, int, int]  # per GOODS
    hens: int
    coins: int
    vp: int
    upgrade: int
    food: int  # index in FOODS


class Needs(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What an order side asks for: goods, and built hen settlements returned to the mat."""

    grapes: Count = 0
    oval: Count = 0
    jar: Count = 0
    bottle: Count = 0
    hen: Count = 0


class Reward(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    coins: Count = 0
    vp: Count = 0
    upgrade: Count = 0


class OrderIn(Sourced, frozen=True):
    """An order side as the file holds it: id '<card><a|b>', needs and reward by name."""

    id: Annotated[str, Meta(pattern=r"^[1-9][0-9]*[ab]$")]
    needs: Needs
    reward: Reward
    food: Literal["apple", "corn", "stalks"]

    def __post_init__(self) -> None:
        super().__post_init__()
        n, r = self.needs, self.reward
        if not (n.grapes + n.oval + n.jar + n.bottle + n.hen and r.coins + r.vp + r.upgrade):
            raise ValueError("needs something and rewards something")

    def side(self) -> Order:
        n, r = self.needs, self.reward
        card, side = int(self.id[:-1]), int(self.id[-1] == "b")
        return Order(
            self.id,
            card,
            side,
            (n.grapes, n.oval, n.jar, n.bottle),
            n.hen,
            r.coins,
            r.vp,
            r.upgrade,
            FOODS.index(self.food),
        )


class MarinaCard(Sourced, frozen=True):
    """A marina card: its starting bonus and the options of its marina action, in printed order."""

    id: int
    bonus: Gains
    options: Annotated[tuple[Gains, ...], Meta(min_length=1)]

    def __post_init__(self) -> None:
        super().__post_init__()
        for g in (*self.bonus, *(g for o in self.options for g in o)):
            if g.kind not in GAIN_KINDS:
                raise ValueError(f"unknown gain {g.kind!r}")


class ScoringCard(Sourced, frozen=True):
    """A round scoring card: `per` VP for each counted thing, at most `cap` VP when set."""

    id: int
    name: Text
    kind: Literal["borgo", "vigna", "pollaio", "marina", "cellar", "orders", "tracks", "cities"]
    per: Positive
    cap: Positive | None
    text: Text


class Output(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What an uncovered mat slot (or a fixed printed box) gives at production."""

    coins: Count = 0
    grapes: Count = 0
    oval: Count = 0
    jar: Count = 0
    bottle: Count = 0
    vp: Count = 0
    conv_jar: Count = 0
    conv_bottle: Count = 0
    figure: bool = False


class Column(Sourced, frozen=True):
    """A settlement column of Mat A, player side, slot 1 (the topmost token) first."""

    id: str
    shape: Text
    terrain: Literal["grey", "dark", "light"]
    costs: Annotated[tuple[Positive, ...], Meta(min_length=1)]
    outputs: tuple[Output, ...]
    order_icon_slot: int

    def __post_init__(self) -> None:
        super().__post_init__()
        if len(self.outputs) != len(self.costs):
            raise ValueError("needs one output per cost")
        if self.order_icon_slot != len(self.costs):
            raise ValueError("the order icon sits on the last slot")


class BotColumn(Sourced, frozen=True):
    id: str
    outputs: tuple[Output, ...]


class Level(msgspec.Struct, frozen=True):
    """A mercato track level: the trade quantity and the GOODS index gained at production."""

    quantity: int
    good: int | None


class LevelIn(Sourced, frozen=True):
    id: str
    quantity: Positive
    good: Good | None


class Nav(Sourced, frozen=True):
    """A navigation level: what it reaches."""

    id: str
    name: Text
    rivers: bool
    lakes: bool


class PlayerNav(Nav, frozen=True):
    figure_coins: Count


class BotNav(Nav, frozen=True):
    vp: Count


class Valued(Sourced, frozen=True):
    id: str
    value: Count


class Slots(Valued, frozen=True):
    order_icon_slot: int


class Printed(Sourced, frozen=True):
    id: str
    output: Output


class Porto(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Mat B's fixed boxes, by id."""

    marina_slots: Slots
    base_conversions: Printed


class BotPorto(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    base_output: Printed
    marina_slots: Valued
    free_upgrades: Valued


class MatsFile(msgspec.Struct, frozen=True):
    schema: Literal[1]
    columns: tuple[Column, ...]
    navigation: Annotated[tuple[PlayerNav, ...], Meta(min_length=1)]
    mercato: Annotated[tuple[LevelIn, ...], Meta(min_length=1)]
    porto: tuple[dict[str, Any], ...]
    bot_columns: tuple[BotColumn, ...]
    bot_navigation: tuple[BotNav, ...]
    bot_mercato: tuple[LevelIn, ...]
    bot_porto: tuple[dict[str, Any], ...]


class BotCard(msgspec.Struct, frozen=True):
    """A solo bot card: the right part (do / else with costs) and the left part (scan, X, good)."""

    id: int
    do: str
    do_cost: int  # -1 for PERSONA: the persona's cost applies
    orelse: str
    orelse_cost: int  # -1 for PERSONA
    scan: str
    x: int
    good: int  # index in GOODS

    def costs(self, persona: Persona) -> tuple[int, int]:
        """The coins the 'do' and 'else' actions cost with `persona` in play."""
        do = persona.cost if self.do == "PERSONA" else self.do_cost
        orelse = persona.cost if self.orelse == "PERSONA" else self.orelse_cost
        return do, orelse


BotAction = Literal["EXP_HEN", "EXP_PERSON", "ORDER", "MERCATO", "MARINA", "PERSONA"]


class BotCardIn(Sourced, frozen=True):
    """A bot card as the file holds it: a PERSONA action's cost is null (the persona's applies)."""

    id: int
    do: BotAction
    do_cost: Count | None
    orelse: BotAction = msgspec.field(name="else")
    else_cost: Count | None
    scan: Literal["TL", "TR", "BL", "BR"]
    x: Positive
    good: Good

    def __post_init__(self) -> None:
        super().__post_init__()
        for action, cost in ((self.do, self.do_cost), (self.orelse, self.else_cost)):
            if (action == "PERSONA") != (cost is None):
                raise ValueError("a PERSONA action's cost comes from the persona (null); any other needs one")

    def card(self) -> BotCard:
        do_cost, else_cost = (-1 if c is None else c for c in (self.do_cost, self.else_cost))
        return BotCard(self.id, self.do, do_cost, self.orelse, else_cost, self.scan, self.x, GOODS.index(self.good))


class Persona(Sourced, frozen=True):
    """A bot persona: its colour, the two start map-card slots (N, S) and its unique action."""

    id: str
    name: Text
    colour: str
    start: tuple[Literal[1, 2], Literal[1, 2]]
    action: Text
    cost: Count
    text: Text


class Track(Sourced, frozen=True):
    """A mercato price track, bottom to top, and the index of its green start box."""

    id: Good
    boxes: Annotated[tuple[Positive, ...], Meta(min_length=2)]
    start: Count

    def __post_init__(self) -> None:
        super().__post_init__()
        if list(self.boxes) != sorted(self.boxes):
            raise ValueError("prices must not fall from bottom to top")
        if self.start >= len(self.boxes):
            raise ValueError(f"start must be a box index 0-{len(self.boxes) - 1}")


class Constant(Sourced, frozen=True):
    id: str
    value: Any


class Constants(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The reference numbers, in the file's order."""

    rounds: Count
    start_coins: Annotated[tuple[int, ...], Meta(min_length=4, max_length=4)]
    bot_start: Output
    row_size: dict[Literal["1", "2", "3", "4"], Positive]
    pass_coins: Annotated[tuple[int, ...], Meta(min_length=4, max_length=4)]
    bot_pass_first: Count
    bot_pass_last: Count
    upgrade_cost: Count
    order_fees: Ints
    city_vp: Annotated[tuple[tuple[int, int], ...], Meta(min_length=1)]
    food_vp: Annotated[tuple[int, ...], Meta(min_length=3, max_length=3)]
    coins_per_vp: Count
    coin_limit: Count
    bot_coin_limit: Count
    good_limit: Count
    order_limit: Count
    commercio_boxes: Count
    vp_track_boxes: Count
    scoring_row: Count
    marina_bonus_cards: Count
    bot_action_cost: Count
    bot_good_cost: Count
    bot_coin_step: Count
    bot_reveals: Count

    def __post_init__(self) -> None:
        if len(self.row_size) != 4:
            raise ValueError("row_size needs player counts 1-4")
        if len(self.order_fees) != self.rounds:
            raise ValueError("order_fees needs one fee per round")
        cities = [p[0] for p in self.city_vp]
        if cities != sorted(set(cities)) or cities[0] < 1:
            raise ValueError("city_vp must rise from 1 city")


class Component(Sourced, frozen=True):
    """A component's count, or (for colours) the player colours."""

    id: str
    count: Positive | None = None
    value: Annotated[tuple[str, ...], Meta(min_length=4, max_length=4)] | None = None

    def __post_init__(self) -> None:
        super().__post_init__()
        if (self.value is None) == (self.id == "colours") or (self.count is None) != (self.id == "colours"):
            raise ValueError("colours needs 4 player colours; every other component a count")


class ReferenceFile(msgspec.Struct, frozen=True):
    schema: Literal[1]
    constants: tuple[Constant, ...]
    components: tuple[Component, ...]


class Components(msgspec.Struct, frozen=True):
    """Everything loaded from one folder of Mint Italy data files."""

    constants: dict[str, Any]
    counts: dict[str, int]
    colours: tuple[str, ...]
    order_cards: tuple[tuple[Order, Order], ...]
    marina_cards: tuple[MarinaCard, ...]
    scoring_cards: tuple[ScoringCard, ...]
    columns: tuple[Column, Column, Column]
    bot_outputs: tuple[tuple[Output, ...], tuple[Output, ...], tuple[Output, ...]]
    mercato_levels: tuple[Level, ...]
    bot_mercato_levels: tuple[Level, ...]
    nav_levels: tuple[str, ...]
    nav_rivers: int
    nav_lakes: int
    nav_figure_coins: int
    bot_nav_levels: tuple[str, ...]
    bot_nav_top_vp: int
    base_conversions: Output
    bot_base: Output
    bot_free_upgrades: int
    marina_slots: int
    bot_marina_slots: int
    prices: tuple[tuple[int, ...], ...]
    price_start: tuple[int, ...]
    bot_cards: tuple[BotCard, ...]
    personas: tuple[Persona, ...]
