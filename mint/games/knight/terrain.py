"""Mint Knight's terrain cards and the explored map they make: spaces, moves, Explore and recycling.

**Cards.** Seven two-sided cards (``data/maps/knight_<id>_<side>.tmx``, written by
``tools/knight_maps.py``): the start card S0, the non-castle cards T1 and T2, the castle
cards K1-K4; sides ``basic`` and ``advanced``. ``card(id, side)`` is one side's catalogue
entry (``CardSide``: name, kind, castle trait, terrain and location per position, printed
lines). Every side has the same 13 positions, named in reading order, north at the top::

     NW     N      NE        corner, half, corner
         1      2            full, full
     W      3      E         half, full, half
         4      5            full, full
     SW     S      SE        corner, half, corner

**Slots and places.** Cards lie in slots ``(c, k)``: column c grows east, row k north; the
start card is at (0, 0) and a slot is legal when c >= 0, k >= 0 and |c - k| <= 1 (the step
pattern, ``legal_slot``). A ``Place`` ``(slot, position)`` names a space by a part of it,
e.g. ``((1, 0), "E")``; a corner shared by several cards has one name per card, and every
name finds the same space. ``format_place``/``parse_place`` give its text form ``"1,0:E"``.

**The map.** ``explored(placements)`` is the ``Map`` of a tuple of ``(card id, side, slot)``
in the order the cards were laid (cached, so asking again is free). Its spaces are numbered
0..n-1: the first card's spaces in position order, then each later card's new ones, so laying
another card keeps every old number (taking one away renumbers; save places, not numbers).
Tables indexed by space number: ``places``, ``parts`` (every place of it), ``kind`` (whole,
half, corner), ``terrains`` (one per part), ``location``, ``touching``, ``linked`` (printed
diagonal lines), ``adj`` (both), ``edges`` (the card edges it lies on, as (slot, side)).
``index(place)`` finds a number; ``hexmap`` and ``sids`` are for drawing.

**Moving** (rulebook: "Move Action", "Corner Hex", "Half Hex"):

- ``move_cost(m, space, day, from_space)``: the Move to step onto a neighbour, by the tin's
  table (``MOVE_COST``); None for a lake. A corner merged across cards costs the terrain of
  its part on a card the hero stands on, so a hills part costs 3 whatever the other parts are.
  Half hexes are spaces of their own: twins on two cards touch only each other across the seam,
  and a site on a half hex prints lines to the two hexes beyond the seam either side of its twin.
- ``reach(m, start, budget, day, vanquished=..., blocked=...)``: the cheapest Move to every
  space reachable with ``budget``. Unvanquished roaming enemies cannot be entered; an
  unvanquished site (ruins, keep, mage tower, castle) may be entered but the move ends there;
  Stonegate's gatehouse adds 2 to entering its castle until it is vanquished. Provoking
  roaming enemies depends on the path taken and is the rules' business (``blocked``).

**Exploring** (rulebook: "Terrain"): ``explore_slots(m, space, closed)`` are the empty legal
slots across the card edges the space lies on (a corner lies on two edges of every card that
holds it). ``EXPLORE_COST`` is 2 Move. With the deck empty, ``recycle_pick(m, heroes,
vanquished)`` is the card to flip: the top (northmost) basic card of the left-most column,
skipping a card any hero stands on and a castle card whose castle still stands; ``recycled``
lays it, advanced side up, in the explored slot.

``start_space(m)`` is the hero's start: the bottom-left full hex (position 4) of the first card.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Collection, Iterable

from mint.core import graph
from mint.core.boards import read_board
from mint.core.hexgrid import Hex
from mint.core.hexmap import (
    LINK,
    HexMap,
    MapCard,
    MapError,
    MergeRules,
    Placement,
    SpaceId,
    card_from_board,
    compose,
)
from mint.core.words import data
from mint.games.knight import cards as _cards
from mint.resources import data_path

Slot = tuple[int, int]  # (column c growing east, row k growing north)
Place = tuple[Slot, str]  # (slot, position name)
Placed = tuple[str, str, Slot]  # (card id, side, slot)

CELLS: dict[str, Hex] = {
    "NW": (0, 0),
    "N": (1, 0),
    "NE": (2, 0),
    "1": (0, 1),
    "2": (1, 1),
    "W": (-1, 2),
    "3": (0, 2),
    "E": (1, 2),
    "4": (-1, 3),
    "5": (0, 3),
    "SW": (-2, 4),
    "S": (-1, 4),
    "SE": (0, 4),
}
"""Positions on a card, in reading order, with their local axial hexes."""
POSITIONS = tuple(CELLS)
_NAME = {h: n for n, h in CELLS.items()}

START_CARD = "S0"
NON_CASTLE_CARDS = ("T1", "T2")
CASTLE_CARDS = ("K1", "K2", "K3", "K4")
CARD_IDS = (START_CARD, *NON_CASTLE_CARDS, *CASTLE_CARDS)
SIDES = ("basic", "advanced")
BASIC, ADVANCED = SIDES
START_POSITION = "4"
"""The hero starts on the bottom-left full hex of the first card (rulebook: "Setup")."""

TERRAINS = tuple(t.id for t in _cards.TERRAINS)
MOVE_COST: dict[str, tuple[int, int]] = {
    t.id: (t.day, t.night) for t in _cards.TERRAINS if t.day is not None and t.night is not None
}
"""Move to enter each terrain by day and by night (the tin's table in data/knight/movement.json);
a lake cannot be entered."""
EXPLORE_COST = 2
GATEHOUSE = 2
"""Stonegate's trait: entering its castle costs 2 more Move while the castle stands."""

LOCATIONS = tuple(loc.id for loc in _cards.LOCATIONS)
SITES = ("ruins", "keep", "tower", "castle")
"""Locations that start a battle the first time the hero moves onto them."""
ROAMING = ("orcs", "dragon")
RECRUIT = tuple(loc.id for loc in _cards.LOCATIONS if loc.recruit)
LOCATION_NAMES = {
    "town": data("Town"),
    "ruins": data("Ruins"),
    "keep": data("Keep"),
    "tower": data("Mage Tower"),
    "castle": data("Castle"),
    "orcs": data("Orcs"),
    "dragon": data("Dragon"),
}
"""Each location's name, as the reference data names it (shown in the language in use)."""
ENEMY_LEVEL = {BASIC: 1, ADVANCED: 2}

EDGES = ("north", "east", "south", "west")
_ACROSS: dict[str, Slot] = {"north": (0, 1), "east": (1, 0), "south": (0, -1), "west": (-1, 0)}
RULES = MergeRules(halves=LINK)  # corners merge across cards; half hexes stay twins


# --- The cards (component note 7.3, 7.4) ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardSide:
    """One side of a terrain card as printed: terrain and location per position, and its lines."""

    id: str
    side: str
    name: str
    kind: str  #: start, non-castle or castle
    trait: str  #: a castle card's trait (walls, gatehouse, shadowed, icebound); "" otherwise
    terrain: tuple[str, ...]  #: by POSITIONS
    location: tuple[str | None, ...]  #: by POSITIONS
    start: str | None  #: the position printed as the hero's start
    lines: tuple[tuple[str, Hex], ...]  #: printed lines: (position, the off-card local hex they run to)

    def terrain_at(self, position: str) -> str:
        return self.terrain[POSITIONS.index(position)]

    def location_at(self, position: str) -> str | None:
        return self.location[POSITIONS.index(position)]

    @property
    def castle(self) -> str | None:
        """The position of the castle, if this side has one."""
        return next((p for p, loc in zip(POSITIONS, self.location) if loc == "castle"), None)


def _check_card(card_id: str, side: str) -> None:
    if card_id not in CARD_IDS:
        raise MapError(f"Mint Knight has no terrain card {card_id!r}; the cards are {', '.join(CARD_IDS)}")
    if side not in SIDES:
        raise MapError(f"a terrain card's side is basic or advanced, not {side!r}")


@cache
def _read(card_id: str, side: str) -> tuple[MapCard, CardSide]:
    _check_card(card_id, side)
    board = read_board(data_path("maps", f"knight_{card_id}_{side}.tmx"), expect=("terrain",))
    mc = card_from_board(board)
    if (mc.id, mc.side) != (card_id, side) or {c.cell for c in mc.cells} != set(CELLS.values()):
        raise MapError(f"{board.name}: expected the 13 positions of card {card_id} {side}")
    terrain, location, start = [], [], None
    for name in POSITIONS:
        cell = mc.cell(CELLS[name])
        if len(cell.terrains) != 1 or next(iter(cell.terrains)) not in TERRAINS:
            raise MapError(f"{board.name}: position {name} needs one of the terrains {', '.join(TERRAINS)}")
        terrain.append(next(iter(cell.terrains)))
        locs = [f for f in cell.features if f in LOCATIONS]
        if len(locs) > 1 or set(cell.features) - set(LOCATIONS) - {"start"}:
            raise MapError(f"{board.name}: position {name} has features {cell.features}")
        location.append(locs[0] if locs else None)
        if "start" in cell.features:
            start = name
    lines = tuple((_NAME[a], b) for a, b in mc.links)
    entry = CardSide(
        card_id,
        side,
        board.prop("name") or card_id,
        board.prop("kind") or "",
        board.prop("trait") or "",
        tuple(terrain),
        tuple(location),
        start,
        lines,
    )
    return mc, entry


def card(card_id: str, side: str = BASIC) -> CardSide:
    """One side of a terrain card, read from its file once."""
    return _read(card_id, side)[1]


def catalogue() -> tuple[CardSide, ...]:
    """Every side of every terrain card, card by card, basic first."""
    return tuple(card(c, s) for c in CARD_IDS for s in SIDES)


# --- Slots and places (component note 7.2) ---------------------------------------------------


def legal_slot(slot: Slot) -> bool:
    """The step pattern: the staircase band c >= 0, k >= 0, |c - k| <= 1 rising to the north-east."""
    c, k = slot
    return c >= 0 and k >= 0 and abs(c - k) <= 1


def origin(slot: Slot) -> Hex:
    """The global hex a card's local (0, 0) lands on in this slot."""
    c, k = slot
    return 2 * c + 2 * k, -4 * k


def across(slot: Slot, edge: str) -> Slot:
    """The slot beyond one edge of the card in ``slot``."""
    dc, dk = _ACROSS[edge]
    return slot[0] + dc, slot[1] + dk


def format_place(place: Place) -> str:
    """A place's text form, e.g. "1,0:E"."""
    (c, k), name = place
    return f"{c},{k}:{name}"


def parse_place(text: str) -> Place:
    """The place of a text form made by ``format_place``."""
    try:
        slot, name = text.split(":")
        c, k = (int(v) for v in slot.split(","))
    except ValueError:
        raise ValueError(f"a place is written column,row:position, e.g. '1,0:E'; not {text!r}") from None
    if name not in CELLS:
        raise ValueError(f"{name!r} is not a position on a card ({', '.join(POSITIONS)})")
    return (c, k), name


# --- The explored map ------------------------------------------------------------------------


def explored(placements: Iterable[Placed]) -> Map:
    """The map of these cards, each (card id, side, slot), in the order they were laid; built once."""
    return _explored(tuple((str(c), str(s), (int(slot[0]), int(slot[1]))) for c, s, slot in placements))


@lru_cache(maxsize=64)  # (a game lays some 15 maps: a few games' worth, not a long session's)
def _explored(placements: tuple[Placed, ...]) -> Map:
    return Map(placements)


class Map:
    """The explored terrain cards as one board, with every table movement and Explore ask about."""

    def __init__(self, placements: tuple[Placed, ...]) -> None:
        if not placements:
            raise MapError("a map needs at least its first card")
        seen_cards: set[str] = set()
        self.card_at: dict[Slot, tuple[str, str]] = {}
        """Slot -> (card id, side)."""
        for card_id, side, slot in placements:
            _check_card(card_id, side)
            if card_id in seen_cards:
                raise MapError(f"card {card_id} lies on the map twice")
            if slot in self.card_at:
                raise MapError(f"slot {slot} holds two cards")
            if not legal_slot(slot):
                raise MapError(f"slot {slot} lies outside the step pattern (c, k >= 0 and |c - k| <= 1)")
            seen_cards.add(card_id)
            self.card_at[slot] = (card_id, side)
        self.placements = placements
        self.slots: tuple[Slot, ...] = tuple(p[2] for p in placements)
        slot_of = {p[0]: p[2] for p in placements}
        hm = compose([Placement(_read(c, s)[0], origin(slot)) for c, s, slot in placements], RULES)
        self.hexmap: HexMap = hm
        order: list[SpaceId] = []
        number: dict[SpaceId, int] = {}
        for card_id, _, _ in placements:
            for name in POSITIONS:
                sid = hm.space_of(card_id, CELLS[name])
                if sid not in number:
                    number[sid] = len(order)
                    order.append(sid)
        rank = {c: i for i, (c, _, _) in enumerate(placements)}
        self.sids: tuple[SpaceId, ...] = tuple(order)
        self._number = number
        parts: list[tuple[Place, ...]] = []
        terrains: list[tuple[str, ...]] = []
        for sid in order:
            ps = sorted(hm.space(sid).parts, key=lambda p: rank[p.card])
            parts.append(tuple((slot_of[p.card], _NAME[p.cell]) for p in ps))
            terrains.append(tuple(next(iter(p.terrains)) for p in ps))
        self.parts: tuple[tuple[Place, ...], ...] = tuple(parts)
        """Every place of each space, the earliest-laid card first."""
        self.places: tuple[Place, ...] = tuple(p[0] for p in parts)
        """Each space's name: its part on the earliest-laid card."""
        self._index: dict[Place, int] = {pl: i for i, ps in enumerate(parts) for pl in ps}
        self.terrains: tuple[tuple[str, ...], ...] = tuple(terrains)
        """The terrain of each part, in the order of ``parts``."""
        self.hexes: tuple[Hex, ...] = tuple(hm.space(s).hex for s in order)
        self.kind: tuple[str, ...] = tuple(hm.space(s).parts[0].kind for s in order)
        """whole, half or corner: what the card's edge makes of each space (a merged corner stays a corner)."""
        self.location: tuple[str | None, ...] = tuple(
            next((f for f in hm.space(s).features if f in LOCATIONS), None) for s in order
        )
        self.touching: tuple[tuple[int, ...], ...] = tuple(
            tuple(sorted(number[t] for t in hm.touching(s))) for s in order
        )
        """Spaces sharing a side or a seam."""
        self.linked: tuple[tuple[int, ...], ...] = tuple(
            tuple(sorted(number[t] for t in hm.neighbours(s) if hm.linked(s, t))) for s in order
        )
        """Spaces joined by a printed diagonal line."""
        self.adj: tuple[tuple[int, ...], ...] = tuple(
            tuple(sorted({*t, *ln})) for t, ln in zip(self.touching, self.linked)
        )
        """Every space one step away."""
        self.edges: tuple[frozenset[tuple[Slot, str]], ...] = tuple(
            frozenset((slot_of[c], side) for c, side in hm.card_sides(s)) for s in order
        )
        """The card edges each space lies on, as (slot, north/east/south/west)."""
        # the terrain a step pays: the part of the space entered on a card the hero stands on
        enter: list[dict[int, str]] = []
        for i in range(len(order)):
            here = {pl[0] for pl in parts[i]}
            row = {}
            for j in self.adj[i]:
                row[j] = next((t for pl, t in zip(parts[j], terrains[j]) if pl[0] in here), terrains[j][0])
            enter.append(row)
        self._enter = enter
        self._surcharge: dict[int, int] = {}
        for slot, (card_id, side) in self.card_at.items():
            pos = card(card_id, side).castle
            if pos is not None and card(card_id, side).trait == "gatehouse":
                self._surcharge[self._index[(slot, pos)]] = GATEHOUSE

    # --- Spaces ---------------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self.places)

    def __repr__(self) -> str:
        return f"explored({self.placements!r})"

    def index(self, place: Place) -> int:
        """The number of the space a place names (any card's name for a shared corner)."""
        try:
            (c, k), position = place
            return self._index[((c, k), position)]
        except KeyError:
            raise MapError(f"no card on the map has position {format_place(place)}") from None

    def has(self, place: Place) -> bool:
        """Whether a card on the map has this place."""
        return place in self._index

    def space_at(self, slot: Slot, position: str) -> int:
        return self.index((slot, position))

    def of_sid(self, sid: SpaceId) -> int:
        """The number of a space of ``hexmap``."""
        return self._number[sid]

    def slots_of(self, space: int) -> tuple[Slot, ...]:
        """The slots of the cards a space lies on (several for a merged corner)."""
        return tuple(pl[0] for pl in self.parts[space])

    def side_of(self, space: int) -> str:
        """The side up of the card holding the space's first part."""
        return self.card_at[self.places[space][0]][1]

    def enemy_level(self, space: int) -> int:
        """1 on a basic side, 2 on an advanced one (component note 7.2)."""
        return ENEMY_LEVEL[self.side_of(space)]

    def with_location(self, *locations: str) -> tuple[int, ...]:
        """The spaces holding any of these locations, by number."""
        return tuple(i for i, loc in enumerate(self.location) if loc is not None and loc in locations)

    def castle(self, slot: Slot) -> int | None:
        """The castle space of the card in ``slot``, if its side shows one."""
        card_id, side = self.card_at[slot]
        pos = card(card_id, side).castle
        return None if pos is None else self._index[(slot, pos)]

    def label(self, space: int) -> str:
        """A short name: "1,0:E hills keep", "0,0:NE hills/forest"."""
        loc = self.location[space]
        return f"{format_place(self.places[space])} {'/'.join(self.terrains[space])}" + (f" {loc}" if loc else "")


# --- Moving (rulebook: "Move Action", "Corner Hex", "Half Hex") ------------------------------


def entry_terrain(m: Map, space: int, from_space: int) -> str:
    """The terrain a step from ``from_space`` onto ``space`` pays: a corner's part on the hero's card."""
    try:
        return m._enter[from_space][space]
    except (KeyError, IndexError):
        raise ValueError(f"{m.label(space)} is not one step from {m.label(from_space)}") from None


def move_cost(m: Map, space: int, day: bool, from_space: int, vanquished: Collection[int] = ()) -> int | None:
    """The Move to step onto ``space`` from a neighbour, by day or night; None where it cannot be entered."""
    cost = MOVE_COST.get(entry_terrain(m, space, from_space))
    if cost is None:
        return None
    return cost[0 if day else 1] + (m._surcharge.get(space, 0) if space not in vanquished else 0)


def reach(
    m: Map,
    start: int,
    budget: float,
    day: bool,
    vanquished: Collection[int] = (),
    blocked: Collection[int] = (),
) -> graph.Reach[int]:
    """The cheapest Move from ``start`` to every space the hero reaches with ``budget``.

    ``vanquished`` holds the spaces whose enemy is beaten (black cube); ``blocked`` spaces the
    rules bar for other reasons. The start itself costs 0 and may be left even if it is a site.
    """
    done = set(vanquished)
    barred = set(blocked) | {i for i in m.with_location(*ROAMING) if i not in done}
    stops = {i for i in m.with_location(*SITES) if i not in done and i != start}
    enter = m._enter
    costs = {t: c[0 if day else 1] for t, c in MOVE_COST.items()}
    surcharge = {i: c for i, c in m._surcharge.items() if i not in done}

    def nb(a: int) -> Iterable[tuple[int, float]]:
        if a in stops:
            return
        for b, terrain in enter[a].items():
            c = costs.get(terrain)
            if c is not None and b not in barred:
                yield b, c + surcharge.get(b, 0)

    return graph.cheapest(start, nb, budget)


# --- Exploring (rulebook: "Terrain") ---------------------------------------------------------


def explore_slots(m: Map, space: int, closed: Collection[Slot] = ()) -> tuple[Slot, ...]:
    """The slots a new card may go into from ``space``: across its card edges, empty, legal, not closed."""
    out = {
        target
        for slot, edge in m.edges[space]
        if legal_slot(target := across(slot, edge)) and target not in m.card_at and target not in closed
    }
    return tuple(sorted(out, key=lambda s: (s[1], s[0])))


def recycle_pick(m: Map, heroes: int | Iterable[int], vanquished: Collection[int] = ()) -> Slot | None:
    """The card to flip when the terrain deck is empty: the top basic card of the left-most column.

    A card any hero stands on (``heroes``: the space of each hero, or of the one hero; a corner
    counts for every card holding it) and a castle card whose castle is not vanquished are passed
    over, so no hero is ever left off the map; None when no card qualifies.
    """
    spaces = (heroes,) if isinstance(heroes, int) else heroes
    under = {slot for space in spaces for slot in m.slots_of(space)}
    done = set(vanquished)
    for slot in sorted(m.card_at, key=lambda s: (s[0], -s[1])):
        if m.card_at[slot][1] != BASIC or slot in under:
            continue
        castle = m.castle(slot)
        if castle is not None and castle not in done:
            continue
        return slot
    return None


def recycled(placements: Iterable[Placed], slot: Slot, target: Slot) -> tuple[Placed, ...]:
    """The placements after the card in ``slot`` is flipped to its advanced side and laid in ``target``."""
    before = tuple(placements)
    moving = [p for p in before if p[2] == slot]
    if not moving:
        raise MapError(f"no card lies in slot {slot}")
    if moving[0][1] != BASIC:
        raise MapError(f"the card in slot {slot} already shows its advanced side")
    if target == slot or any(p[2] == target for p in before) or not legal_slot(target):
        raise MapError(f"slot {target} is not an empty slot of the step pattern")
    return (*(p for p in before if p[2] != slot), (moving[0][0], ADVANCED, target))


def start_space(m: Map) -> int:
    """Where the hero starts: the bottom-left full hex of the first card."""
    return m.space_at(m.slots[0], START_POSITION)
