"""Mint Italy components: orders, marina, scoring, bot cards, personas, mats, mercato prices and the
reference numbers, loaded from data/italy/*.json and validated."""

from __future__ import annotations

from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from mint.resources import load_game_files

SCHEMA = 1
SOURCES = ("rulebook", "sourced", "designed")
GOODS = ("grapes", "oval", "jar", "bottle")
"""Goods by index; every per-good tuple uses this order."""
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


class CardDataError(ValueError):
    """A data file of Mint Italy is missing something or holds an impossible value."""


@dataclass(frozen=True, slots=True)
class Gain:
    """One thing a marina card gives; `amount` counts goods, coins, VP, settlements or grapes."""

    kind: str
    amount: int = 1


@dataclass(frozen=True, slots=True)
class Order:
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


@dataclass(frozen=True, slots=True)
class MarinaCard:
    """A marina card: its starting bonus and the options of its marina action, in printed order."""

    id: int
    bonus: tuple[Gain, ...]
    options: tuple[tuple[Gain, ...], ...]


@dataclass(frozen=True, slots=True)
class ScoringCard:
    """A round scoring card: `per` VP for each counted thing, at most `cap` VP when set."""

    id: int
    name: str
    kind: str
    per: int
    cap: int | None
    text: str


@dataclass(frozen=True, slots=True)
class Output:
    """What an uncovered mat slot (or a fixed printed box) gives at production."""

    coins: int = 0
    grapes: int = 0
    oval: int = 0
    jar: int = 0
    bottle: int = 0
    vp: int = 0
    conv_jar: int = 0
    conv_bottle: int = 0
    figure: bool = False


@dataclass(frozen=True, slots=True)
class Column:
    """A settlement column of Mat A, player side, slot 1 (the topmost token) first."""

    id: str
    shape: str
    terrain: str
    costs: tuple[int, ...]
    outputs: tuple[Output, ...]


@dataclass(frozen=True, slots=True)
class Level:
    """A mercato track level: the trade quantity and the GOODS index gained at production."""

    quantity: int
    good: int | None


@dataclass(frozen=True, slots=True)
class BotCard:
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


@dataclass(frozen=True, slots=True)
class Persona:
    """A bot persona: its colour, the two start map-card slots (N, S) and its unique action."""

    id: str
    name: str
    colour: str
    start: tuple[int, int]
    action: str
    cost: int
    text: str


@dataclass(frozen=True, slots=True)
class Components:
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


# --- Checks shared by every file ----------------------------------------------------------


def _need(cond: bool, msg: str) -> None:
    if not cond:
        raise CardDataError(msg)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _records(data: Any, key: str, fname: str, count: int | None = None) -> list[dict[str, Any]]:
    _need(isinstance(data, dict) and data.get("schema") == SCHEMA, f'{fname}: expected a top-level "schema": {SCHEMA}')
    recs = data.get(key)
    _need(isinstance(recs, list) and bool(recs), f"{fname}: needs a non-empty list {key!r}")
    ids = set()
    for r in recs:
        _need(isinstance(r, dict) and "id" in r, f"{fname}: every record in {key!r} needs an id")
        rid = r["id"]
        _need(rid not in ids, f"{fname}: id {rid!r} appears twice")
        ids.add(rid)
        _need(r.get("source") in SOURCES, f'{fname}: {rid} needs "source" of {", ".join(SOURCES)}')
        named = r.get("rulebook_fields", [])
        _need(
            isinstance(named, list) and all(isinstance(k, str) and k in r for k in named),
            f"{fname}: {rid} rulebook_fields must name fields of the record",
        )
    if count is not None:
        _need(len(recs) == count, f"{fname}: Mint Italy has {count} {key}; found {len(recs)}")
    return recs


def _count(v: Any, where: str, low: int = 0) -> int:
    _need(_is_int(v) and v >= low, f"{where} must be a whole number of at least {low}; found {v!r}")
    return int(v)


def _good(v: Any, where: str) -> int:
    _need(v in GOODS, f"{where} must be one of {', '.join(GOODS)}; found {v!r}")
    return GOODS.index(v)


def _output(v: Any, where: str) -> Output:
    _need(isinstance(v, dict), f"{where} must be an object of production values")
    names = {f.name for f in fields(Output)}
    unknown = sorted(set(v) - names)
    _need(not unknown, f"{where} has unknown production values {unknown}")
    kw: dict[str, Any] = {}
    for k, x in v.items():
        if k == "figure":
            _need(isinstance(x, bool), f"{where}: figure must be true or false")
            kw[k] = x
        else:
            kw[k] = _count(x, f"{where}: {k}")
    return Output(**kw)


# --- reference.json -----------------------------------------------------------------------

_CONSTANT_SHAPES = {
    "rounds": "int",
    "start_coins": "ints",
    "bot_start": "output",
    "row_size": "row",
    "pass_coins": "ints",
    "bot_pass_first": "int",
    "bot_pass_last": "int",
    "upgrade_cost": "int",
    "order_fees": "ints",
    "city_vp": "pairs",
    "food_vp": "ints",
    "coins_per_vp": "int",
    "coin_limit": "int",
    "bot_coin_limit": "int",
    "good_limit": "int",
    "order_limit": "int",
    "commercio_boxes": "int",
    "vp_track_boxes": "int",
    "scoring_row": "int",
    "marina_bonus_cards": "int",
    "bot_action_cost": "int",
    "bot_good_cost": "int",
    "bot_coin_step": "int",
    "bot_reveals": "int",
}
_COMPONENT_IDS = (
    "order_cards",
    "marina_cards",
    "scoring_cards",
    "bot_cards",
    "personas",
    "settlements",
    "marina_tokens",
)


def parse_reference(data: Any, fname: str = "reference.json") -> tuple[dict[str, Any], dict[str, int], tuple[str, ...]]:
    """The reference numbers by id, the component counts by id and the player colours."""
    consts: dict[str, Any] = {}
    for r in _records(data, "constants", fname):
        rid, shape = r["id"], _CONSTANT_SHAPES.get(r["id"])
        v: Any = r.get("value")
        where = f"{fname}: {rid}"
        _need(shape is not None, f"{where} is not a known constant")
        if shape == "int":
            consts[rid] = _count(v, where)
        elif shape == "ints":
            _need(isinstance(v, list) and bool(v) and all(_is_int(x) for x in v), f"{where} must be a list of numbers")
            consts[rid] = tuple(v)
        elif shape == "output":
            consts[rid] = _output(v, where)
        elif shape == "row":
            _need(isinstance(v, dict) and sorted(v) == ["1", "2", "3", "4"], f"{where} needs player counts 1-4")
            consts[rid] = {int(k): _count(n, f"{where}: {k}", 1) for k, n in v.items()}
        else:
            ok = isinstance(v, list) and bool(v) and all(isinstance(p, list) and len(p) == 2 for p in v)
            _need(ok and all(_is_int(x) for p in v for x in p), f"{where} must be a list of [cities, VP] pairs")
            _need([p[0] for p in v] == sorted({p[0] for p in v}) and v[0][0] >= 1, f"{where} must rise from 1 city")
            consts[rid] = tuple((p[0], p[1]) for p in v)
    missing = sorted(set(_CONSTANT_SHAPES) - set(consts))
    _need(not missing, f"{fname}: constants missing: {', '.join(missing)}")
    _need(len(consts["start_coins"]) == 4, f"{fname}: start_coins needs one amount per player (4)")
    _need(len(consts["pass_coins"]) == 4, f"{fname}: pass_coins needs 4 passing boxes")
    _need(len(consts["order_fees"]) == consts["rounds"], f"{fname}: order_fees needs one fee per round")
    _need(len(consts["food_vp"]) == len(FOODS), f"{fname}: food_vp needs one value per food token")
    counts: dict[str, int] = {}
    colours: tuple[str, ...] = ()
    for r in _records(data, "components", fname):
        if r["id"] == "colours":
            v = r.get("value")
            _need(isinstance(v, list) and len(v) == 4, f"{fname}: colours needs 4 player colours")
            colours = tuple(str(c) for c in v)
        else:
            counts[r["id"]] = _count(r.get("count"), f"{fname}: {r['id']} count", 1)
    missing = sorted(set(_COMPONENT_IDS) - set(counts))
    _need(not missing and bool(colours), f"{fname}: components missing: {', '.join(missing) or 'colours'}")
    return consts, counts, colours


# --- orders.json --------------------------------------------------------------------------


def parse_orders(data: Any, cards: int = 16, fname: str = "orders.json") -> tuple[tuple[Order, Order], ...]:
    """The order cards as (side a, side b) pairs, card 1 first."""
    by_id: dict[str, Order] = {}
    for r in _records(data, "orders", fname, 2 * cards):
        rid = str(r["id"])
        head, side = rid[:-1], rid[-1:]
        _need(
            head.isdigit() and 1 <= int(head) <= cards and side in ("a", "b"),
            f"{fname}: order id {rid!r} must be a card number 1-{cards} then a or b",
        )
        needs: Any = r.get("needs")
        _need(isinstance(needs, dict) and bool(needs), f"{fname}: {rid} needs a non-empty 'needs'")
        unknown = sorted(set(needs) - set(GOODS) - {"hen"})
        _need(not unknown, f"{fname}: {rid} needs unknown goods {unknown}")
        goods = [_count(needs.get(g, 0), f"{fname}: {rid} need {g}") for g in GOODS]
        hens = _count(needs.get("hen", 0), f"{fname}: {rid} need hen")
        reward: Any = r.get("reward")
        _need(isinstance(reward, dict) and bool(reward), f"{fname}: {rid} needs a non-empty 'reward'")
        unknown = sorted(set(reward) - {"coins", "vp", "upgrade"})
        _need(not unknown, f"{fname}: {rid} has unknown rewards {unknown}")
        got = {k: _count(reward.get(k, 0), f"{fname}: {rid} reward {k}") for k in ("coins", "vp", "upgrade")}
        _need(sum(goods) + hens > 0 and sum(got.values()) > 0, f"{fname}: {rid} needs something and rewards something")
        _need(r.get("food") in FOODS, f"{fname}: {rid} food must be one of {', '.join(FOODS)}")
        by_id[rid] = Order(
            rid,
            int(head),
            0 if side == "a" else 1,
            (goods[0], goods[1], goods[2], goods[3]),
            hens,
            got["coins"],
            got["vp"],
            got["upgrade"],
            FOODS.index(r["food"]),
        )
    missing = [f"{n}{s}" for n in range(1, cards + 1) for s in "ab" if f"{n}{s}" not in by_id]
    _need(not missing, f"{fname}: sides missing: {', '.join(missing)}")
    return tuple((by_id[f"{n}a"], by_id[f"{n}b"]) for n in range(1, cards + 1))


# --- marina.json --------------------------------------------------------------------------


def _gains(v: Any, where: str) -> tuple[Gain, ...]:
    _need(isinstance(v, list) and bool(v), f"{where} must be a non-empty list of [kind, amount]")
    out = []
    for g in v:
        _need(isinstance(g, list) and len(g) == 2, f"{where}: {g!r} is not [kind, amount]")
        _need(g[0] in GAIN_KINDS, f"{where}: unknown gain {g[0]!r}")
        out.append(Gain(g[0], _count(g[1], f"{where}: {g[0]} amount", 1)))
    return tuple(out)


def parse_marina(data: Any, count: int = 12, fname: str = "marina.json") -> tuple[MarinaCard, ...]:
    """The marina cards in id order."""
    out = []
    for r in _records(data, "cards", fname, count):
        rid = r["id"]
        where = f"{fname}: card {rid}"
        opts: Any = r.get("options")
        _need(isinstance(opts, list) and bool(opts), f"{where} needs a non-empty list of options")
        out.append(MarinaCard(rid, _gains(r.get("bonus"), f"{where} bonus"), tuple(_gains(o, where) for o in opts)))
    _need([c.id for c in out] == list(range(1, count + 1)), f"{fname}: cards must be numbered 1-{count} in order")
    return tuple(out)


# --- scoring.json -------------------------------------------------------------------------


def parse_scoring(data: Any, count: int = 8, fname: str = "scoring.json") -> tuple[ScoringCard, ...]:
    """The round scoring cards in id order."""
    out = []
    for r in _records(data, "cards", fname, count):
        rid = r["id"]
        _need(r.get("kind") in SCORING_KINDS, f"{fname}: card {rid} has unknown kind {r.get('kind')!r}")
        cap = r.get("cap")
        _need(cap is None or (_is_int(cap) and cap > 0), f"{fname}: card {rid} cap must be null or positive")
        _need(bool(r.get("name")) and bool(r.get("text")), f"{fname}: card {rid} needs a name and text")
        out.append(
            ScoringCard(rid, r["name"], r["kind"], _count(r.get("per"), f"{fname}: card {rid} per", 1), cap, r["text"])
        )
    _need(len({c.kind for c in out}) == len(out), f"{fname}: two cards score the same thing")
    return tuple(out)


# --- mats.json ----------------------------------------------------------------------------


def _levels(recs: list[dict[str, Any]], where: str) -> tuple[Level, ...]:
    out = []
    for i, r in enumerate(recs):
        q = _count(r.get("quantity"), f"{where} {r['id']} quantity", 1)
        good = r.get("good")
        _need((good is None) == (i == 0), f"{where}: only the start level has no production good")
        out.append(Level(q, None if good is None else _good(good, f"{where} {r['id']} good")))
    _need([lv.quantity for lv in out] == sorted({lv.quantity for lv in out}), f"{where}: quantities must rise")
    return tuple(out)


def _nav(recs: list[dict[str, Any]], where: str) -> tuple[tuple[str, ...], int, int]:
    """Level names, and the first levels that cross rivers and reach lakes."""
    for r in recs:
        _need(bool(r.get("name")), f"{where} {r['id']} needs a name")
        _need(
            isinstance(r.get("rivers"), bool) and isinstance(r.get("lakes"), bool),
            f"{where} {r['id']} needs rivers and lakes flags",
        )
    rivers = [r["rivers"] for r in recs]
    lakes = [r["lakes"] for r in recs]
    _need(rivers == sorted(rivers) and lakes == sorted(lakes), f"{where}: a level never loses what the one below has")
    _need(not rivers[0] and True in rivers and True in lakes, f"{where}: start must be adjacent only")
    return tuple(r["name"] for r in recs), rivers.index(True), lakes.index(True)


def _by_id(recs: list[dict[str, Any]], fname: str, key: str, ids: tuple[str, ...]) -> dict[str, dict[str, Any]]:
    got = {r["id"]: r for r in recs}
    _need(sorted(got) == sorted(ids), f"{fname}: {key} must hold exactly {', '.join(ids)}")
    return got


def parse_mats(data: Any, settlements: int = 14, fname: str = "mats.json") -> dict[str, Any]:
    """Both sides of Mat A and Mat B, keyed as the Components fields they fill."""
    cols = []
    for r in _records(data, "columns", fname, 3):
        rid = r["id"]
        where = f"{fname}: column {rid}"
        costs: Any = r.get("costs")
        outs: Any = r.get("outputs")
        _need(isinstance(costs, list) and bool(costs), f"{where} needs a list of costs")
        _need(isinstance(outs, list) and len(outs) == len(costs), f"{where} needs one output per cost")
        _need(r.get("order_icon_slot") == len(costs), f"{where}: the order icon sits on the last slot")
        _need(r.get("terrain") in TERRAINS and bool(r.get("shape")), f"{where} needs a shape and a terrain")
        cols.append(
            Column(
                rid,
                r["shape"],
                r["terrain"],
                tuple(_count(c, f"{where} cost", 1) for c in costs),
                tuple(_output(o, f"{where} slot {i + 1}") for i, o in enumerate(outs)),
            )
        )
    _need(tuple(c.id for c in cols) == COLUMN_IDS, f"{fname}: columns must be {', '.join(COLUMN_IDS)} in order")
    total = sum(len(c.costs) for c in cols)
    _need(total == settlements, f"{fname}: a colour has {settlements} settlements; the columns hold {total}")
    bot = []
    for r, col in zip(_records(data, "bot_columns", fname, 3), cols):
        where = f"{fname}: bot column {r['id']}"
        _need(r["id"] == col.id, f"{where} must follow the order {', '.join(COLUMN_IDS)}")
        outs = r.get("outputs")
        _need(isinstance(outs, list) and len(outs) == len(col.costs), f"{where} needs {len(col.costs)} outputs")
        bot.append(tuple(_output(o, f"{where} slot {i + 1}") for i, o in enumerate(outs)))
    nav = _records(data, "navigation", fname)
    names, rivers, lakes = _nav(nav, f"{fname}: navigation")
    figure = [_count(r.get("figure_coins"), f"{fname}: navigation {r['id']} figure_coins") for r in nav]
    _need(figure[-1] > 0 and not any(figure[:-1]), f"{fname}: only the top navigation level adds figure coins")
    bot_nav = _records(data, "bot_navigation", fname, len(nav))
    bot_names, _, _ = _nav(bot_nav, f"{fname}: bot_navigation")
    bot_vp = [_count(r.get("vp"), f"{fname}: bot_navigation {r['id']} vp") for r in bot_nav]
    _need(bot_vp[-1] > 0 and not any(bot_vp[:-1]), f"{fname}: only the top bot navigation level gives VP")
    merc = _levels(_records(data, "mercato", fname), f"{fname}: mercato")
    bot_merc = _levels(_records(data, "bot_mercato", fname, len(merc)), f"{fname}: bot_mercato")
    porto = _by_id(_records(data, "porto", fname), fname, "porto", ("marina_slots", "base_conversions"))
    slots = _count(porto["marina_slots"].get("value"), f"{fname}: marina_slots", 1)
    _need(
        porto["marina_slots"].get("order_icon_slot") == slots, f"{fname}: the order icon sits on the last marina slot"
    )
    bot_porto = _by_id(
        _records(data, "bot_porto", fname), fname, "bot_porto", ("base_output", "marina_slots", "free_upgrades")
    )
    return {
        "columns": (cols[0], cols[1], cols[2]),
        "bot_outputs": (bot[0], bot[1], bot[2]),
        "mercato_levels": merc,
        "bot_mercato_levels": bot_merc,
        "nav_levels": names,
        "nav_rivers": rivers,
        "nav_lakes": lakes,
        "nav_figure_coins": figure[-1],
        "bot_nav_levels": bot_names,
        "bot_nav_top_vp": bot_vp[-1],
        "base_conversions": _output(porto["base_conversions"].get("output"), f"{fname}: base_conversions"),
        "bot_base": _output(bot_porto["base_output"].get("output"), f"{fname}: bot base_output"),
        "bot_free_upgrades": _count(bot_porto["free_upgrades"].get("value"), f"{fname}: bot free_upgrades"),
        "marina_slots": slots,
        "bot_marina_slots": _count(bot_porto["marina_slots"].get("value"), f"{fname}: bot marina_slots", 1),
    }


# --- mercato.json -------------------------------------------------------------------------


def parse_mercato(data: Any, fname: str = "mercato.json") -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """The price tracks per GOODS (bottom to top) and the index of each green start box."""
    recs = _by_id(_records(data, "tracks", fname, len(GOODS)), fname, "tracks", GOODS)
    prices, starts = [], []
    for g in GOODS:
        boxes: Any = recs[g].get("boxes")
        _need(
            isinstance(boxes, list) and len(boxes) >= 2 and all(_is_int(b) and b > 0 for b in boxes),
            f"{fname}: {g} needs at least 2 positive prices",
        )
        _need(boxes == sorted(boxes), f"{fname}: {g} prices must not fall from bottom to top")
        start: Any = recs[g].get("start")
        _need(_is_int(start) and 0 <= start < len(boxes), f"{fname}: {g} start must be a box index 0-{len(boxes) - 1}")
        prices.append(tuple(boxes))
        starts.append(int(start))
    return tuple(prices), tuple(starts)


# --- botdeck.json and personas.json -------------------------------------------------------


def _bot_cost(action: Any, cost: Any, where: str) -> int:
    _need(action in BOT_ACTIONS, f"{where}: unknown action {action!r}")
    if action == "PERSONA":
        _need(cost is None, f"{where}: a PERSONA cost comes from the persona, so it must be null")
        return -1
    return _count(cost, f"{where} cost")


def parse_botdeck(data: Any, count: int = 12, fname: str = "botdeck.json") -> tuple[BotCard, ...]:
    """The solo bot cards in id order."""
    out = []
    for r in _records(data, "cards", fname, count):
        rid = r["id"]
        where = f"{fname}: card {rid}"
        _need(r.get("scan") in SCANS, f"{where} scan must be one of {', '.join(SCANS)}")
        do_cost = _bot_cost(r.get("do"), r.get("do_cost"), f"{where} do")
        else_cost = _bot_cost(r.get("else"), r.get("else_cost"), f"{where} else")
        x = _count(r.get("x"), f"{where} x", 1)
        out.append(
            BotCard(rid, r["do"], do_cost, r["else"], else_cost, r["scan"], x, _good(r.get("good"), f"{where} good"))
        )
    return tuple(out)


def parse_personas(
    data: Any, colours: tuple[str, ...], count: int = 4, fname: str = "personas.json"
) -> tuple[Persona, ...]:
    """The bot personas, one per player colour."""
    out = []
    for r in _records(data, "personas", fname, count):
        rid = r["id"]
        start: Any = r.get("start")
        _need(
            isinstance(start, list) and len(start) == 2 and all(s in (1, 2) for s in start),
            f"{fname}: {rid} start must be [N slot, S slot], each 1 or 2",
        )
        _need(r.get("colour") in colours, f"{fname}: {rid} colour must be one of {', '.join(colours)}")
        _need(all(bool(r.get(k)) for k in ("name", "action", "text")), f"{fname}: {rid} needs a name, action and text")
        cost = _count(r.get("cost"), f"{fname}: {rid} cost")
        out.append(Persona(rid, r["name"], r["colour"], (start[0], start[1]), r["action"], cost, r["text"]))
    _need(len({p.colour for p in out}) == len(out), f"{fname}: two personas share a colour")
    _need(len({p.start for p in out}) == len(out), f"{fname}: two personas share start cards")
    return tuple(out)


# --- Loading ------------------------------------------------------------------------------


def load(folder: Path | str | dict[str, Any] | None = None) -> Components:
    """Read and check every Mint Italy file from `folder` (default data/italy), or from a dict of parsed files."""
    raw = load_game_files("italy", FILES, folder, CardDataError)
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


def _plural(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


_GOOD_WORDS = {
    "grapes": ("grapes", "grapes"),
    "oval": ("black oval", "black ovals"),
    "jar": ("jar", "jars"),
    "bottle": ("bottle", "bottles"),
    "coins": ("coin", "coins"),
    "vp": ("VP", "VP"),
    "hen": ("hen", "hens"),
}


def gain_text(g: Gain) -> str:
    """One gain in the words a player reads: '4 coins', 'any 1 upgrade'."""
    n = g.amount
    if g.kind in _GOOD_WORDS:
        return _plural(n, *_GOOD_WORDS[g.kind])
    if g.kind == "upgrade_nav":
        return _plural(n, "free navigation upgrade", "free navigation upgrades")
    if g.kind == "upgrade_mercato":
        return _plural(n, "free mercato upgrade", "free mercato upgrades")
    if g.kind == "upgrade":
        return "any " + _plural(n, "upgrade", "upgrades")
    if g.kind == "produce":
        return f"produce with up to {n} of your settlements"
    if g.kind == "convert":
        return f"convert up to {n} grapes into jars or bottles"
    if g.kind == "expand":
        return "expand paying only the settlement cost"
    if g.kind == "order":
        return "take an order with no fee"
    return "move 1 food token up " + str(n)


def text_of(gains: tuple[Gain, ...]) -> str:
    """Gains done in order, e.g. '1 VP + 4 coins'."""
    return " + ".join(gain_text(g) for g in gains) if gains else "nothing"


def options_text(options: tuple[tuple[Gain, ...], ...]) -> str:
    """A marina action's options, e.g. '1 jar or 1 bottle'."""
    return " or ".join(text_of(o) for o in options)


def order_text(o: Order) -> str:
    """'1 black oval + 1 hen -> 7 coins'."""
    need = [Gain(g, n) for g, n in zip(GOODS, o.needs) if n]
    if o.hens:
        need.append(Gain("hen", o.hens))
    reward = [Gain(k, n) for k, n in (("vp", o.vp), ("upgrade", o.upgrade), ("coins", o.coins)) if n]
    return f"{text_of(tuple(need))} -> {text_of(tuple(reward))}"
