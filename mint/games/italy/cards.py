"""Mint Italy components: orders, marina, scoring, bot cards, personas, mats, mercato prices and the
reference numbers, from data/italy/*.json.

Each file decodes into the frozen structs of ``cardtypes`` (the shared data idiom of
mint.core.carddata); the checks across records follow the decoding, and a bad file raises
CardDataError naming the file, the entry and the field.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from mint.core.carddata import check_count, check_ids, decode, need, read, records
from mint.core.words import Said, t, tn
from mint.games.italy.cardtypes import (
    COLUMN_IDS,
    FILES,
    GAME,
    GOODS,
    BotCard,
    BotCardIn,
    BotPorto,
    Components,
    Constants,
    Gain,
    Level,
    LevelIn,
    MarinaCard,
    MatsFile,
    Nav,
    Order,
    OrderIn,
    Output,
    Persona,
    Porto,
    ReferenceFile,
    ScoringCard,
    Track,
)
from mint.games.italy.cardtypes import FOODS as FOODS
from mint.games.italy.cardtypes import CardDataError as CardDataError  # (read from here by the game)

_COMPONENT_IDS = (
    "order_cards",
    "marina_cards",
    "scoring_cards",
    "bot_cards",
    "personas",
    "settlements",
    "marina_tokens",
)


def _by_id(fname: str, key: str, recs: tuple[dict[str, Any], ...], typ: type[Any]) -> Any:
    """Records of one list that differ in shape, as one struct with a field per id."""
    ids = [str(r.get("id", f"#{i + 1}")) for i, r in enumerate(recs)]
    need(len(set(ids)) == len(ids), f"{fname}: {key} holds an id twice")
    return decode(f"{fname}: {key}", dict(zip(ids, recs)), typ)


def parse_reference(
    data: bytes | Any, fname: str = "reference.json"
) -> tuple[dict[str, Any], dict[str, int], tuple[str, ...]]:
    """The reference numbers by id, the component counts by id and the player colours."""
    got = decode(fname, data, ReferenceFile)
    check_ids(fname, got.constants)
    consts = decode(f"{fname}: constants", {c.id: c.value for c in got.constants}, Constants)
    out = {c.id: getattr(consts, c.id) for c in got.constants}
    out["row_size"] = {int(k): n for k, n in consts.row_size.items()}
    check_ids(fname, got.components)
    counts = {c.id: c.count for c in got.components if c.count is not None}
    colours = next((c.value for c in got.components if c.value is not None), ())
    missing = sorted(set(_COMPONENT_IDS) - set(counts))
    need(not missing and bool(colours), f"{fname}: components missing: {', '.join(missing) or 'colours'}")
    return out, counts, colours


def parse_orders(data: bytes | Any, cards: int = 16, fname: str = "orders.json") -> tuple[tuple[Order, Order], ...]:
    """The order cards as (side a, side b) pairs, card 1 first."""
    by_id = {r.id: r.side() for r in records(fname, data, "orders", OrderIn, 2 * cards, GAME)}
    missing = [f"{n}{s}" for n in range(1, cards + 1) for s in "ab" if f"{n}{s}" not in by_id]
    need(not missing, f"{fname}: sides missing: {', '.join(missing)}")
    return tuple((by_id[f"{n}a"], by_id[f"{n}b"]) for n in range(1, cards + 1))


def parse_marina(data: bytes | Any, count: int = 12, fname: str = "marina.json") -> tuple[MarinaCard, ...]:
    """The marina cards in id order."""
    out = records(fname, data, "cards", MarinaCard, count, GAME)
    need([c.id for c in out] == list(range(1, count + 1)), f"{fname}: cards must be numbered 1-{count} in order")
    return out


def parse_scoring(data: bytes | Any, count: int = 8, fname: str = "scoring.json") -> tuple[ScoringCard, ...]:
    """The round scoring cards in id order."""
    out = records(fname, data, "cards", ScoringCard, count, GAME)
    need(len({c.kind for c in out}) == len(out), f"{fname}: two cards score the same thing")
    return out


def _levels(recs: tuple[LevelIn, ...], where: str) -> tuple[Level, ...]:
    for i, r in enumerate(recs):
        need((r.good is None) == (i == 0), f"{where}: only the start level has no production good")
    out = tuple(Level(r.quantity, None if r.good is None else GOODS.index(r.good)) for r in recs)
    need([lv.quantity for lv in out] == sorted({lv.quantity for lv in out}), f"{where}: quantities must rise")
    return out


def _nav(recs: tuple[Nav, ...], where: str) -> tuple[tuple[str, ...], int, int]:
    """Level names, and the first levels that cross rivers and reach lakes."""
    rivers = [r.rivers for r in recs]
    lakes = [r.lakes for r in recs]
    need(rivers == sorted(rivers) and lakes == sorted(lakes), f"{where}: a level never loses what the one below has")
    need(not rivers[0] and True in rivers and True in lakes, f"{where}: start must be adjacent only")
    return tuple(r.name for r in recs), rivers.index(True), lakes.index(True)


def parse_mats(data: bytes | Any, settlements: int = 14, fname: str = "mats.json") -> dict[str, Any]:
    """Both sides of Mat A and Mat B, keyed as the Components fields they fill."""
    got = decode(fname, data, MatsFile)
    for key in ("columns", "navigation", "mercato", "bot_columns", "bot_navigation", "bot_mercato"):
        check_ids(fname, getattr(got, key))
    cols = got.columns
    need(tuple(c.id for c in cols) == COLUMN_IDS, f"{fname}: columns must be {', '.join(COLUMN_IDS)} in order")
    total = sum(len(c.costs) for c in cols)
    need(total == settlements, f"{fname}: a colour has {settlements} settlements; the columns hold {total}")
    need(
        tuple(c.id for c in got.bot_columns) == COLUMN_IDS,
        f"{fname}: bot_columns must be {', '.join(COLUMN_IDS)} in order",
    )
    for bot, col in zip(got.bot_columns, cols):
        need(len(bot.outputs) == len(col.costs), f"{fname}: bot_columns {bot.id!r}: needs {len(col.costs)} outputs")
    names, rivers, lakes = _nav(got.navigation, f"{fname}: navigation")
    figure = [r.figure_coins for r in got.navigation]
    need(figure[-1] > 0 and not any(figure[:-1]), f"{fname}: only the top navigation level adds figure coins")
    check_count(fname, "bot_navigation", got.bot_navigation, len(got.navigation), GAME)
    bot_names, _, _ = _nav(got.bot_navigation, f"{fname}: bot_navigation")
    bot_vp = [r.vp for r in got.bot_navigation]
    need(bot_vp[-1] > 0 and not any(bot_vp[:-1]), f"{fname}: only the top bot navigation level gives VP")
    check_count(fname, "bot_mercato", got.bot_mercato, len(got.mercato), GAME)
    porto = _by_id(fname, "porto", got.porto, Porto)
    bot_porto = _by_id(fname, "bot_porto", got.bot_porto, BotPorto)
    need(porto.marina_slots.value >= 1, f"{fname}: porto marina_slots: needs at least 1 slot")
    need(
        porto.marina_slots.order_icon_slot == porto.marina_slots.value,
        f"{fname}: the order icon sits on the last marina slot",
    )
    need(bot_porto.marina_slots.value >= 1, f"{fname}: bot_porto marina_slots: needs at least 1 slot")
    return {
        "columns": (cols[0], cols[1], cols[2]),
        "bot_outputs": (got.bot_columns[0].outputs, got.bot_columns[1].outputs, got.bot_columns[2].outputs),
        "mercato_levels": _levels(got.mercato, f"{fname}: mercato"),
        "bot_mercato_levels": _levels(got.bot_mercato, f"{fname}: bot_mercato"),
        "nav_levels": names,
        "nav_rivers": rivers,
        "nav_lakes": lakes,
        "nav_figure_coins": figure[-1],
        "bot_nav_levels": bot_names,
        "bot_nav_top_vp": bot_vp[-1],
        "base_conversions": porto.base_conversions.output,
        "bot_base": bot_porto.base_output.output,
        "bot_free_upgrades": bot_porto.free_upgrades.value,
        "marina_slots": porto.marina_slots.value,
        "bot_marina_slots": bot_porto.marina_slots.value,
    }


def parse_mercato(
    data: bytes | Any, fname: str = "mercato.json"
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """The price tracks per GOODS (bottom to top) and the index of each green start box."""
    tracks: dict[str, Track] = {t.id: t for t in records(fname, data, "tracks", Track, len(GOODS), GAME)}
    return tuple(tracks[g].boxes for g in GOODS), tuple(tracks[g].start for g in GOODS)


def parse_botdeck(data: bytes | Any, count: int = 12, fname: str = "botdeck.json") -> tuple[BotCard, ...]:
    """The solo bot cards in id order."""
    return tuple(r.card() for r in records(fname, data, "cards", BotCardIn, count, GAME))


def parse_personas(
    data: bytes | Any, colours: tuple[str, ...], count: int = 4, fname: str = "personas.json"
) -> tuple[Persona, ...]:
    """The bot personas, one per player colour."""
    out = records(fname, data, "personas", Persona, count, GAME)
    for p in out:
        need(p.colour in colours, f"{fname}: personas {p.id!r}, field 'colour': must be one of {', '.join(colours)}")
    need(len({p.colour for p in out}) == len(out), f"{fname}: two personas share a colour")
    need(len({p.start for p in out}) == len(out), f"{fname}: two personas share start cards")
    return out


# --- Loading ------------------------------------------------------------------------------


def load(folder: Path | str | dict[str, Any] | None = None) -> Components:
    """Read and check every Mint Italy file from `folder` (default data/italy), or from a dict of parsed files."""
    raw = {f: read("italy", f, folder) for f in FILES}
    consts, counts, colours = parse_reference(raw["reference.json"])
    prices, starts = parse_mercato(raw["mercato.json"])
    return Components(
        constants=consts,
        counts=counts,
        colours=colours,
        order_cards=parse_orders(raw["orders.json"], counts["order_cards"]),
        marina_cards=parse_marina(raw["marina.json"], counts["marina_cards"]),
        scoring_cards=parse_scoring(raw["scoring.json"], counts["scoring_cards"]),
        bot_cards=parse_botdeck(raw["botdeck.json"], counts["bot_cards"]),
        personas=parse_personas(raw["personas.json"], colours, counts["personas"]),
        prices=prices,
        price_start=starts,
        **parse_mats(raw["mats.json"], counts["settlements"]),
    )


_DATA = load()
CONSTANTS = _DATA.constants
COMPONENT_COUNTS = _DATA.counts
COLOURS = _DATA.colours
ORDER_CARDS = _DATA.order_cards
ORDER_BY_ID = {o.id: o for card in ORDER_CARDS for o in card}
MARINA_CARDS = _DATA.marina_cards
SCORING_CARDS = _DATA.scoring_cards
COLUMNS = _DATA.columns
BOT_OUTPUTS = _DATA.bot_outputs
MERCATO_LEVELS = _DATA.mercato_levels
BOT_MERCATO_LEVELS = _DATA.bot_mercato_levels
NAV_LEVELS = _DATA.nav_levels
NAV_RIVERS = _DATA.nav_rivers
"""First navigation level that builds across rivers."""
NAV_LAKES = _DATA.nav_lakes
"""First navigation level that reaches land touching a lake group."""
NAV_FIGURE_COINS = _DATA.nav_figure_coins
"""Extra coins per white figure at the top navigation level."""
BOT_NAV_LEVELS = _DATA.bot_nav_levels
BOT_NAV_TOP_VP = _DATA.bot_nav_top_vp
BASE_CONVERSIONS = _DATA.base_conversions
BOT_BASE = _DATA.bot_base
BOT_FREE_UPGRADES = _DATA.bot_free_upgrades
MARINA_SLOTS = _DATA.marina_slots
BOT_MARINA_SLOTS = _DATA.bot_marina_slots
PRICES = _DATA.prices
PRICE_START = _DATA.price_start
BOT_CARDS = _DATA.bot_cards
PERSONAS = _DATA.personas
PERSONA_BY_ID = {p.id: p for p in PERSONAS}

UPGRADE_COST: int = CONSTANTS["upgrade_cost"]
ORDER_FEES: tuple[int, ...] = CONSTANTS["order_fees"]
PASS_COINS: tuple[int, ...] = CONSTANTS["pass_coins"]
BOT_PASS_FIRST: int = CONSTANTS["bot_pass_first"]
BOT_PASS_LAST: int = CONSTANTS["bot_pass_last"]
CITY_VP: tuple[tuple[int, int], ...] = CONSTANTS["city_vp"]
FOOD_VP: tuple[int, ...] = CONSTANTS["food_vp"]
START_COINS: tuple[int, ...] = CONSTANTS["start_coins"]
ROW_SIZE: dict[int, int] = CONSTANTS["row_size"]
COIN_LIMIT: int = CONSTANTS["coin_limit"]
BOT_COIN_LIMIT: int = CONSTANTS["bot_coin_limit"]
GOOD_LIMIT: int = CONSTANTS["good_limit"]
ORDER_LIMIT: int = CONSTANTS["order_limit"]
COMMERCIO_BOXES: int = CONSTANTS["commercio_boxes"]
VP_TRACK_BOXES: int = CONSTANTS["vp_track_boxes"]
ROUNDS: int = CONSTANTS["rounds"]
COINS_PER_VP: int = CONSTANTS["coins_per_vp"]
SCORING_ROW: int = CONSTANTS["scoring_row"]
MARINA_BONUS_CARDS: int = CONSTANTS["marina_bonus_cards"]
BOT_START: Output = CONSTANTS["bot_start"]
BOT_ACTION_COST: int = CONSTANTS["bot_action_cost"]
BOT_GOOD_COST: int = CONSTANTS["bot_good_cost"]
BOT_COIN_STEP: int = CONSTANTS["bot_coin_step"]
BOT_REVEALS: int = CONSTANTS["bot_reveals"]


def city_vp(n: int, table: tuple[tuple[int, int], ...] = CITY_VP) -> int:
    """VP for `n` cities from the city chart (no cities, no VP)."""
    vp = 0
    for least, points in table:
        if n >= least:
            vp = points
    return vp


# --- Player words -------------------------------------------------------------------------


_GAIN_WORDS: dict[str, Callable[[int], Said]] = {
    "grapes": lambda n: tn("{n} grapes", "{n} grapes", n),
    "oval": lambda n: tn("{n} black oval", "{n} black ovals", n),
    "jar": lambda n: tn("{n} jar", "{n} jars", n),
    "bottle": lambda n: tn("{n} bottle", "{n} bottles", n),
    "coins": lambda n: tn("{n} coin", "{n} coins", n),
    "vp": lambda n: t("{n} VP", n=n),
    "hen": lambda n: tn("{n} hen", "{n} hens", n),
    "upgrade_nav": lambda n: tn("{n} free navigation upgrade", "{n} free navigation upgrades", n),
    "upgrade_mercato": lambda n: tn("{n} free mercato upgrade", "{n} free mercato upgrades", n),
    "upgrade": lambda n: tn("any {n} upgrade", "any {n} upgrades", n),
    "produce": lambda n: tn(
        "produce with up to {n} of your settlements", "produce with up to {n} of your settlements", n
    ),
    "convert": lambda n: tn(
        "convert up to {n} grapes into jars or bottles", "convert up to {n} grapes into jars or bottles", n
    ),
    "expand": lambda n: t("expand paying only the settlement cost"),
    "order": lambda n: t("take an order with no fee"),
}


def gain_text(g: Gain) -> str:
    """One gain in the words a player reads: '4 coins', 'any 1 upgrade'."""
    said = _GAIN_WORDS.get(g.kind)
    return str(said(g.amount) if said is not None else t("move 1 food token up {n}", n=g.amount))


def text_of(gains: tuple[Gain, ...]) -> str:
    """Gains done in order, e.g. '1 VP + 4 coins'."""
    return " + ".join(gain_text(g) for g in gains) if gains else str(t("nothing"))


def options_text(options: tuple[tuple[Gain, ...], ...]) -> str:
    """A marina action's options, e.g. '1 jar or 1 bottle'."""
    text = text_of(options[0]) if options else ""
    for more in options[1:]:
        text = str(t("{first} or {second}", first=text, second=text_of(more)))
    return text


def order_text(o: Order) -> str:
    """'1 black oval + 1 hen -> 7 coins'."""
    need = [Gain(g, n) for g, n in zip(GOODS, o.needs) if n]
    if o.hens:
        need.append(Gain("hen", o.hens))
    reward = [Gain(k, n) for k, n in (("vp", o.vp), ("upgrade", o.upgrade), ("coins", o.coins)) if n]
    return str(t("{needs} -> {reward}", needs=text_of(tuple(need)), reward=text_of(tuple(reward))))
