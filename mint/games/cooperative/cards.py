"""Loads and checks data/cooperative/*.json and the county map into frozen component tables."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mint.core.boards import load_board
from mint.resources import load_json

SOURCES = ("rulebook", "sourced", "designed")
STEP_KINDS = (
    "mint",
    "run",
    "fly",
    "reduce",
    "feat",
    "exploit",
    "teamup",
    "guide",
    "reroll",
    "shield",
    "remove_token",
)
WHERE = ("here", "adjacent", "any")
TOKEN_PLACES = ("near", "here", "card")
ROLL_ITEMS = ("trouble", "event", "panic", "decay")
MAYHEM_ITEMS = ("event", "decay_panic", "strip", "panic")
TOKEN_KINDS = ("gorillic", "decay", "plaque")
LOSS_KINDS = ("town_tokens", "card_tokens", "map_tokens", "empty_towns")

# Component counts from the rulebook's list.
COUNTS = {"towns": 7, "faces": 6, "heroes": 6, "villains": 5, "trouble": 23, "mayhem": 3, "stunts": 11}


class DataError(ValueError):
    """A data file that breaks the expected shape; the message names the file and record."""


@dataclass(frozen=True, slots=True)
class Step:
    """One instruction of a die face, feat, stunt or exploit."""

    do: str
    n: int = 0
    where: str = "here"
    optional: bool = False
    distinct: bool = False
    upto: int = 1
    mint_each: int = 0
    count: int = 0
    companion: bool = False


@dataclass(frozen=True, slots=True)
class Town:
    id: str
    name: str
    short: str
    colour: str
    normal: tuple[int, ...]
    hard: tuple[int, ...]
    neighbours: tuple[str, ...]
    source: str


@dataclass(frozen=True, slots=True)
class Face:
    face: int
    name: str
    text: str
    steps: tuple[Step, ...]
    any_order: bool
    source: str


@dataclass(frozen=True, slots=True)
class Hero:
    id: str
    name: str
    home: str
    feat: tuple[Step, ...]
    feat_text: str
    source: str
    feat_short: str = ""


@dataclass(frozen=True, slots=True)
class Villain:
    id: str
    name: str
    difficulty: int
    start_panic: int
    events: bool
    token: str | None
    trouble: tuple[str, ...]
    double_trouble: tuple[str, ...]
    triple_threat: tuple[str, ...]
    exploit: tuple[Step, ...]
    event: str | None
    mayhem: tuple[str, ...]
    loss_kind: str | None
    loss_count: int
    texts: tuple[tuple[str, str], ...]
    source: str

    def text(self, key: str) -> str:
        return dict(self.texts).get(key, "")


@dataclass(frozen=True, slots=True)
class TroubleCard:
    id: str
    targets: tuple[tuple[str, int], ...]
    toxic: str
    source: str

    @property
    def mayhem(self) -> bool:
        return not self.targets


@dataclass(frozen=True, slots=True)
class Stunt:
    id: str
    name: str
    face: int
    text: str
    steps: tuple[Step, ...]
    source: str


@dataclass(frozen=True, slots=True)
class Catalogue:
    towns: tuple[Town, ...]
    faces: tuple[Face, ...]
    heroes: tuple[Hero, ...]
    villains: tuple[Villain, ...]
    trouble: tuple[TroubleCard, ...]
    mayhem: tuple[TroubleCard, ...]
    stunts: tuple[Stunt, ...]
    slots: int
    starting_mints: int
    dice: int
    piles: int
    per_pile: int
    dealt_per_round: int
    token_supply: int
    empty_supply_panic: int


def _need(rec: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in rec:
        raise DataError(f"{where}: missing field {key!r}")
    value = rec[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise DataError(f"{where}: field {key!r} has the wrong type ({type(value).__name__})")
    return value


def _source(rec: dict[str, Any], where: str) -> str:
    src = _need(rec, "source", str, where)
    if src not in SOURCES:
        raise DataError(f"{where}: source must be one of {', '.join(SOURCES)}; got {src!r}")
    return src


def _file(name: str) -> dict[str, Any]:
    data = load_json("cooperative", name)
    if not isinstance(data, dict) or data.get("schema") != 1:
        raise DataError(f'cooperative/{name}: expected an object with "schema": 1')
    return data


def _steps(raw: Any, where: str) -> tuple[Step, ...]:
    if not isinstance(raw, list) or not raw:
        raise DataError(f"{where}: steps must be a non-empty list")
    out = []
    for i, s in enumerate(raw):
        w = f"{where} step {i + 1}"
        if not isinstance(s, dict):
            raise DataError(f"{w}: a step is an object")
        do = _need(s, "do", str, w)
        if do not in STEP_KINDS:
            raise DataError(f"{w}: unknown step {do!r}")
        known = {"do", "n", "where", "optional", "distinct", "upto", "mint_each", "count", "companion"}
        extra = set(s) - known
        if extra:
            raise DataError(f"{w}: unknown fields {sorted(extra)}")
        where_ = s.get("where", "here")
        if do == "remove_token":
            if where_ not in TOKEN_PLACES:
                raise DataError(f"{w}: remove_token needs where in {TOKEN_PLACES}")
        elif where_ not in WHERE:
            raise DataError(f"{w}: where must be one of {WHERE}")
        if do in ("mint", "reduce") and int(s.get("n", 0)) <= 0:
            raise DataError(f"{w}: {do} needs a positive n")
        out.append(
            Step(
                do,
                int(s.get("n", 0)),
                where_,
                bool(s.get("optional", False)),
                bool(s.get("distinct", False)),
                int(s.get("upto", 1)),
                int(s.get("mint_each", 0)),
                int(s.get("count", 0)),
                bool(s.get("companion", False)),
            )
        )
    return tuple(out)


def _count(kind: str, items: tuple[Any, ...], fname: str) -> None:
    if len(items) != COUNTS[kind]:
        raise DataError(f"cooperative/{fname}: expected {COUNTS[kind]} {kind}, found {len(items)}")
    ids = [getattr(x, "id", getattr(x, "face", None)) for x in items]
    if len(set(ids)) != len(ids):
        raise DataError(f"cooperative/{fname}: two {kind} share an id")


def _towns() -> tuple[Town, ...]:
    towns = _file("towns.json")
    tracks = _file("tracks.json")
    slots = _need(tracks, "slots", int, "cooperative/tracks.json")
    by_town: dict[str, dict[str, Any]] = {}
    for rec in _need(tracks, "tracks", list, "cooperative/tracks.json"):
        w = f"cooperative/tracks.json track {rec.get('town')!r}"
        _source(rec, w)
        for side in ("normal", "hard"):
            row = _need(rec, side, list, w)
            if len(row) != slots or any(not isinstance(v, int) or v < 0 for v in row):
                raise DataError(f"{w}: {side} needs {slots} panic-symbol counts >= 0")
        by_town[_need(rec, "town", str, w)] = rec
    board = load_board("cooperative")
    spots = {s.name for s in board.spots if s.kind == "town"}
    out = []
    for rec in _need(towns, "towns", list, "cooperative/towns.json"):
        w = f"cooperative/towns.json town {rec.get('id')!r}"
        tid = _need(rec, "id", str, w)
        if tid not in by_town:
            raise DataError(f"{w}: no freshness track in tracks.json")
        if tid not in spots:
            raise DataError(f"{w}: not drawn on data/maps/cooperative.tmx")
        tr = by_town[tid]
        out.append(
            Town(
                tid,
                _need(rec, "name", str, w),
                _need(rec, "short", str, w),
                _need(rec, "colour", str, w),
                tuple(tr["normal"]),
                tuple(tr["hard"]),
                tuple(board.neighbours(tid)),
                _source(rec, w),
            )
        )
    if set(by_town) - {t.id for t in out}:
        raise DataError("cooperative/tracks.json: a track names a town not in towns.json")
    for t in out:
        if not t.neighbours:
            raise DataError(f"cooperative.tmx: town {t.id!r} has no roads")
    return tuple(out)


def load() -> Catalogue:
    """Read every file and check it; raises DataError naming the bad record."""
    towns = _towns()
    town_ids = {t.id for t in towns}
    tracks = _file("tracks.json")

    dice = _file("dice.json")
    faces = []
    for rec in _need(dice, "faces", list, "cooperative/dice.json"):
        w = f"cooperative/dice.json face {rec.get('face')!r}"
        faces.append(
            Face(
                _need(rec, "face", int, w),
                _need(rec, "name", str, w),
                _need(rec, "text", str, w),
                _steps(rec.get("steps"), w),
                bool(rec.get("any_order", False)),
                _source(rec, w),
            )
        )
    faces.sort(key=lambda f: f.face)
    if [f.face for f in faces] != [1, 2, 3, 4, 5, 6]:
        raise DataError("cooperative/dice.json: faces must be 1 to 6")

    hdata = _file("heroes.json")
    heroes = []
    for rec in _need(hdata, "heroes", list, "cooperative/heroes.json"):
        w = f"cooperative/heroes.json hero {rec.get('id')!r}"
        home = _need(rec, "home", str, w)
        if home not in town_ids:
            raise DataError(f"{w}: home {home!r} is not a town")
        heroes.append(
            Hero(
                _need(rec, "id", str, w),
                _need(rec, "name", str, w),
                home,
                _steps(rec.get("feat"), w),
                _need(rec, "feat_text", str, w),
                _source(rec, w),
                _need(rec, "feat_short", str, w),
            )
        )
    if len({h.home for h in heroes}) != len(heroes):
        raise DataError("cooperative/heroes.json: two heroes share a home town")

    vdata = _file("villains.json")
    villains = []
    for rec in _need(vdata, "villains", list, "cooperative/villains.json"):
        w = f"cooperative/villains.json villain {rec.get('id')!r}"
        rolls = []
        for key in ("trouble", "double_trouble", "triple_threat"):
            items = _need(rec, key, list, w)
            if any(i not in ROLL_ITEMS for i in items):
                raise DataError(f"{w}: {key} items must be among {ROLL_ITEMS}")
            rolls.append(tuple(items))
        mayhem = _need(rec, "mayhem", list, w)
        if any(i not in MAYHEM_ITEMS for i in mayhem):
            raise DataError(f"{w}: mayhem items must be among {MAYHEM_ITEMS}")
        events = _need(rec, "events", bool, w)
        token = rec.get("token")
        if token is not None and token not in TOKEN_KINDS:
            raise DataError(f"{w}: token must be one of {TOKEN_KINDS} or null")
        uses_events = any("event" in r for r in rolls) or "event" in mayhem
        if uses_events != events:
            raise DataError(f"{w}: 'events' must be true exactly when an effect reveals an event")
        event = rec.get("event")
        if events and event != "token":
            raise DataError(f'{w}: a villain with events needs "event": "token"')
        loss = rec.get("loss")
        loss_kind, loss_count = None, 0
        if loss is not None:
            loss_kind = _need(loss, "kind", str, w)
            loss_count = _need(loss, "count", int, w)
            if loss_kind not in LOSS_KINDS or loss_count <= 0:
                raise DataError(f"{w}: loss kind must be one of {LOSS_KINDS} with a positive count")
        texts = _need(rec, "texts", dict, w)
        for key in ("trouble", "double_trouble", "triple_threat", "exploit", "exploit_short", "mayhem", "loss"):
            if not isinstance(texts.get(key), str):
                raise DataError(f"{w}: texts needs a {key!r} line")
        villains.append(
            Villain(
                _need(rec, "id", str, w),
                _need(rec, "name", str, w),
                _need(rec, "difficulty", int, w),
                _need(rec, "start_panic", int, w),
                events,
                token,
                rolls[0],
                rolls[1],
                rolls[2],
                _steps(rec.get("exploit"), w),
                event,
                tuple(mayhem),
                loss_kind,
                loss_count,
                tuple((str(k), str(v)) for k, v in texts.items()),
                _source(rec, w),
            )
        )

    tdata = _file("trouble.json")
    trouble = []
    for rec in _need(tdata, "trouble", list, "cooperative/trouble.json"):
        w = f"cooperative/trouble.json card {rec.get('id')!r}"
        targets = []
        for t in _need(rec, "targets", list, w):
            town, n = _need(t, "town", str, w), _need(t, "remove", int, w)
            if town not in town_ids or n <= 0:
                raise DataError(f"{w}: target {town!r} must be a town with remove >= 1")
            targets.append((town, n))
        if not targets:
            raise DataError(f"{w}: a trouble card targets at least one town")
        toxic = _need(rec, "toxic", str, w)
        if toxic not in town_ids:
            raise DataError(f"{w}: toxic icon {toxic!r} is not a town")
        trouble.append(TroubleCard(_need(rec, "id", str, w), tuple(targets), toxic, _source(rec, w)))
    mayhem_cards = []
    for rec in _need(tdata, "mayhem", list, "cooperative/trouble.json"):
        w = f"cooperative/trouble.json mayhem {rec.get('id')!r}"
        mayhem_cards.append(TroubleCard(_need(rec, "id", str, w), (), "", _source(rec, w)))

    sdata = _file("stunts.json")
    stunts = []
    for rec in _need(sdata, "stunts", list, "cooperative/stunts.json"):
        w = f"cooperative/stunts.json stunt {rec.get('id')!r}"
        face = _need(rec, "face", int, w)
        if not 1 <= face <= 6:
            raise DataError(f"{w}: face must be 1 to 6")
        stunts.append(
            Stunt(
                _need(rec, "id", str, w),
                _need(rec, "name", str, w),
                face,
                _need(rec, "text", str, w),
                _steps(rec.get("steps"), w),
                _source(rec, w),
            )
        )

    cat = Catalogue(
        tuple(towns),
        tuple(faces),
        tuple(heroes),
        tuple(villains),
        tuple(trouble),
        tuple(mayhem_cards),
        tuple(stunts),
        _need(tracks, "slots", int, "cooperative/tracks.json"),
        _need(tracks, "starting_mints", int, "cooperative/tracks.json"),
        _need(dice, "dice", int, "cooperative/dice.json"),
        _need(tdata, "piles", int, "cooperative/trouble.json"),
        _need(tdata, "per_pile", int, "cooperative/trouble.json"),
        _need(sdata, "dealt_per_round", int, "cooperative/stunts.json"),
        _need(vdata, "token_supply", int, "cooperative/villains.json"),
        _need(vdata, "empty_supply_panic", int, "cooperative/villains.json"),
    )
    _count("towns", cat.towns, "towns.json")
    _count("faces", cat.faces, "dice.json")
    _count("heroes", cat.heroes, "heroes.json")
    _count("villains", cat.villains, "villains.json")
    _count("trouble", cat.trouble, "trouble.json")
    _count("mayhem", cat.mayhem, "trouble.json")
    _count("stunts", cat.stunts, "stunts.json")
    if cat.piles * cat.per_pile > len(cat.trouble):
        raise DataError("cooperative/trouble.json: not enough trouble cards for the piles")
    ids = [c.id for c in cat.trouble + cat.mayhem]
    if len(set(ids)) != len(ids):
        raise DataError("cooperative/trouble.json: two cards share an id")
    return cat


CARDS = load()
TOWNS = {t.id: t for t in CARDS.towns}
HEROES = {h.id: h for h in CARDS.heroes}
VILLAINS = {v.id: v for v in CARDS.villains}
STUNTS = {s.id: s for s in CARDS.stunts}
TROUBLE = {c.id: c for c in CARDS.trouble + CARDS.mayhem}
FACES = {f.face: f for f in CARDS.faces}
