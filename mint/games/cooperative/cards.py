"""Loads and checks data/cooperative/*.json and the county map into frozen component tables."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec
from msgspec import Meta

from mint.core.boards import load_board
from mint.core.carddata import DataError as DataError
from mint.core.carddata import Sourced, check_count, check_ids, decode, need, read

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
StepKind = Literal[
    "mint", "run", "fly", "reduce", "feat", "exploit", "teamup", "guide", "reroll", "shield", "remove_token"
]
WHERE = ("here", "adjacent", "any")
TOKEN_PLACES = ("near", "here", "card")
ROLL_ITEMS = ("trouble", "event", "panic", "decay")
RollItem = Literal["trouble", "event", "panic", "decay"]
MAYHEM_ITEMS = ("event", "decay_panic", "strip", "panic")
TOKEN_KINDS = ("gorillic", "decay", "plaque")
LOSS_KINDS = ("town_tokens", "card_tokens", "map_tokens", "empty_towns")
Positive = Annotated[int, Meta(ge=1)]
DieFace = Annotated[int, Meta(ge=1, le=6)]

# Component counts from the rulebook's list.
COUNTS = {"towns": 7, "faces": 6, "heroes": 6, "villains": 5, "trouble": 23, "mayhem": 3, "stunts": 11}
TEXT_KEYS = ("trouble", "double_trouble", "triple_threat", "exploit", "exploit_short", "mayhem", "loss")
"""The lines every villain card prints."""


class Step(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One instruction of a die face, feat, stunt or exploit."""

    do: StepKind
    n: int = 0
    where: str = "here"
    optional: bool = False
    distinct: bool = False
    upto: int = 1
    mint_each: int = 0
    count: int = 0
    companion: bool = False

    def __post_init__(self) -> None:
        if self.do == "remove_token" and self.where not in TOKEN_PLACES:
            raise ValueError(f"remove_token needs where in {TOKEN_PLACES}")
        if self.do != "remove_token" and self.where not in WHERE:
            raise ValueError(f"where must be one of {WHERE}")
        if self.do in ("mint", "reduce") and self.n <= 0:
            raise ValueError(f"{self.do} needs a positive n")


Steps = Annotated[tuple[Step, ...], Meta(min_length=1)]


class Town(msgspec.Struct, frozen=True):
    id: str
    name: str
    short: str
    colour: str
    normal: tuple[int, ...]
    hard: tuple[int, ...]
    neighbours: tuple[str, ...]
    source: str


class TownIn(Sourced, frozen=True):
    id: str
    name: str
    short: str
    colour: str


class Track(Sourced, frozen=True):
    """A town's freshness track: the panic symbols under each slot, on the normal and hard sides."""

    town: str
    normal: tuple[Annotated[int, Meta(ge=0)], ...]
    hard: tuple[Annotated[int, Meta(ge=0)], ...]


class Face(Sourced, frozen=True):
    face: int
    name: str
    text: str
    steps: Steps
    any_order: bool = False


class Hero(Sourced, frozen=True):
    id: str
    name: str
    home: str
    feat: Steps
    feat_text: str
    feat_short: str


class Loss(msgspec.Struct, frozen=True):
    kind: Literal["town_tokens", "card_tokens", "map_tokens", "empty_towns"]
    count: Positive


class Villain(msgspec.Struct, frozen=True):
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


class VillainIn(Sourced, frozen=True):
    """A villain card as the file holds it."""

    id: str
    name: str
    difficulty: int
    start_panic: int
    events: bool
    token: Literal["gorillic", "decay", "plaque"] | None
    trouble: tuple[RollItem, ...]
    double_trouble: tuple[RollItem, ...]
    triple_threat: tuple[RollItem, ...]
    exploit: Steps
    mayhem: tuple[Literal["event", "decay_panic", "strip", "panic"], ...]
    loss: Loss | None
    texts: dict[str, str]
    event: Literal["token"] | None = None

    def __post_init__(self) -> None:
        super().__post_init__()
        missing = [k for k in TEXT_KEYS if k not in self.texts]
        if missing:
            raise ValueError(f"texts needs a {missing[0]!r} line")
        rolls = (self.trouble, self.double_trouble, self.triple_threat, self.mayhem)
        if any("event" in r for r in rolls) != self.events:
            raise ValueError("'events' must be true exactly when an effect reveals an event")
        if self.events and self.event != "token":
            raise ValueError('a villain with events needs "event": "token"')

    def card(self) -> Villain:
        loss_kind, loss_count = (self.loss.kind, self.loss.count) if self.loss else (None, 0)
        return Villain(
            self.id,
            self.name,
            self.difficulty,
            self.start_panic,
            self.events,
            self.token,
            self.trouble,
            self.double_trouble,
            self.triple_threat,
            self.exploit,
            self.event,
            self.mayhem,
            loss_kind,
            loss_count,
            tuple(self.texts.items()),
            self.source,
        )


class TroubleCard(msgspec.Struct, frozen=True):
    id: str
    targets: tuple[tuple[str, int], ...]
    toxic: str
    source: str

    @property
    def mayhem(self) -> bool:
        return not self.targets


class Target(msgspec.Struct, frozen=True):
    town: str
    remove: Positive


class TroubleIn(Sourced, frozen=True):
    id: str
    targets: Annotated[tuple[Target, ...], Meta(min_length=1)]
    toxic: str


class MayhemIn(Sourced, frozen=True):
    id: str


class Stunt(Sourced, frozen=True):
    id: str
    name: str
    face: DieFace
    text: str
    steps: Steps


class TownsFile(msgspec.Struct, frozen=True):
    schema: Literal[1]
    towns: tuple[TownIn, ...]


class TracksFile(msgspec.Struct, frozen=True):
    schema: Literal[1]
    slots: int
    starting_mints: int
    tracks: tuple[Track, ...]


class DiceFile(msgspec.Struct, frozen=True):
    schema: Literal[1]
    dice: int
    faces: tuple[Face, ...]


class HeroesFile(msgspec.Struct, frozen=True):
    schema: Literal[1]
    heroes: tuple[Hero, ...]


class VillainsFile(msgspec.Struct, frozen=True):
    schema: Literal[1]
    token_supply: int
    empty_supply_panic: int
    villains: tuple[VillainIn, ...]


class TroubleFile(msgspec.Struct, frozen=True):
    schema: Literal[1]
    piles: int
    per_pile: int
    trouble: tuple[TroubleIn, ...]
    mayhem: tuple[MayhemIn, ...]


class StuntsFile(msgspec.Struct, frozen=True):
    schema: Literal[1]
    dealt_per_round: int
    stunts: tuple[Stunt, ...]


class Catalogue(msgspec.Struct, frozen=True):
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


def _count(kind: str, items: tuple[Any, ...], fname: str) -> None:
    check_count(f"cooperative/{fname}", kind, items, COUNTS[kind], "Mint Cooperative")
    check_ids(f"cooperative/{fname}", items, "face" if kind == "faces" else "id")


def _towns(towns: TownsFile, tracks: TracksFile) -> tuple[Town, ...]:
    by_town = {t.town: t for t in tracks.tracks}
    for t in tracks.tracks:
        for side in (t.normal, t.hard):
            need(
                len(side) == tracks.slots,
                f"cooperative/tracks.json: track {t.town!r}: needs {tracks.slots} panic-symbol counts",
            )
    board = load_board("cooperative")
    spots = {s.name for s in board.spots if s.kind == "town"}
    out = []
    for rec in towns.towns:
        w = f"cooperative/towns.json: towns {rec.id!r}"
        need(rec.id in by_town, f"{w}: no freshness track in tracks.json")
        need(rec.id in spots, f"{w}: not drawn on data/maps/cooperative.tmx")
        tr = by_town[rec.id]
        out.append(
            Town(
                rec.id, rec.name, rec.short, rec.colour, tr.normal, tr.hard, tuple(board.neighbours(rec.id)), rec.source
            )
        )
    need(not set(by_town) - {t.id for t in out}, "cooperative/tracks.json: a track names a town not in towns.json")
    for town in out:
        need(bool(town.neighbours), f"cooperative.tmx: town {town.id!r} has no roads")
    return tuple(out)


def _decode(fname: str, typ: type[Any], folder: dict[str, Any] | None) -> Any:
    return decode(f"cooperative/{fname}", read("cooperative", fname, folder), typ)


def load(folder: dict[str, Any] | None = None) -> Catalogue:
    """Read every file (from data/cooperative, or a dict of parsed files) and check it; raises
    DataError naming the file, the record and the field."""
    tracks = _decode("tracks.json", TracksFile, folder)
    towns = _towns(_decode("towns.json", TownsFile, folder), tracks)
    town_ids = {t.id for t in towns}
    dice = _decode("dice.json", DiceFile, folder)
    faces = tuple(sorted(dice.faces, key=lambda f: f.face))
    need([f.face for f in faces] == [1, 2, 3, 4, 5, 6], "cooperative/dice.json: faces must be 1 to 6")
    heroes = _decode("heroes.json", HeroesFile, folder).heroes
    for h in heroes:
        need(h.home in town_ids, f"cooperative/heroes.json: heroes {h.id!r}, field 'home': {h.home!r} is not a town")
    need(len({h.home for h in heroes}) == len(heroes), "cooperative/heroes.json: two heroes share a home town")
    vdata = _decode("villains.json", VillainsFile, folder)
    tdata = _decode("trouble.json", TroubleFile, folder)
    for c in tdata.trouble:
        w = f"cooperative/trouble.json: trouble {c.id!r}"
        need(all(t.town in town_ids for t in c.targets), f"{w}, field 'targets': a target must be a town")
        need(c.toxic in town_ids, f"{w}, field 'toxic': {c.toxic!r} is not a town")
    sdata = _decode("stunts.json", StuntsFile, folder)
    cat = Catalogue(
        towns,
        faces,
        heroes,
        tuple(v.card() for v in vdata.villains),
        tuple(
            TroubleCard(c.id, tuple((t.town, t.remove) for t in c.targets), c.toxic, c.source) for c in tdata.trouble
        ),
        tuple(TroubleCard(m.id, (), "", m.source) for m in tdata.mayhem),
        sdata.stunts,
        tracks.slots,
        tracks.starting_mints,
        dice.dice,
        tdata.piles,
        tdata.per_pile,
        sdata.dealt_per_round,
        vdata.token_supply,
        vdata.empty_supply_panic,
    )
    _count("towns", cat.towns, "towns.json")
    _count("faces", cat.faces, "dice.json")
    _count("heroes", cat.heroes, "heroes.json")
    _count("villains", cat.villains, "villains.json")
    _count("trouble", cat.trouble, "trouble.json")
    _count("mayhem", cat.mayhem, "trouble.json")
    _count("stunts", cat.stunts, "stunts.json")
    need(
        cat.piles * cat.per_pile <= len(cat.trouble), "cooperative/trouble.json: not enough trouble cards for the piles"
    )
    check_ids("cooperative/trouble.json", cat.trouble + cat.mayhem)
    return cat


CARDS = load()
TOWNS = {t.id: t for t in CARDS.towns}
HEROES = {h.id: h for h in CARDS.heroes}
VILLAINS = {v.id: v for v in CARDS.villains}
STUNTS = {s.id: s for s in CARDS.stunts}
TROUBLE = {c.id: c for c in CARDS.trouble + CARDS.mayhem}
FACES = {f.face: f for f in CARDS.faces}
