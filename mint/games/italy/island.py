"""Mint Italy's island: the map cards of data/maps/italy_*.tmx composed into one board of numbered spaces.

The top row is TL, the X north cards and TR; the bottom row BL, the X south cards and BR.
Globally the island is pointy-top hexes in odd-r offset rows 0-6, card column j holding
global columns 3j..3j+3 (its even-row columns 0 and 3 are half hexes shared with the next
card; row 3 is cut top/bottom between the two rows of cards). Cut cells on one hex merge
into one space with both terrains and the summed cost (rulebook: "Land formed from 2 cards
is considered 1 hex").

Spaces are numbered 0..n-1 in the TL scan order (rows top to bottom, each left to right),
and every table is indexed by that number, so a settlement is one int and reach, city and
scan questions are set operations on precomputed tables.
"""

from __future__ import annotations

from functools import cache, cached_property, lru_cache
from itertools import compress, count
from typing import Iterable

from mint.core.hexgrid import axial_to_offset
from mint.core.hexmap import WHOLE, HexMap, MapCard, MapError, Placement, SpaceId, compose, read_card
from mint.core.words import t
from mint.resources import data_path

TERRAINS = ("light", "dark", "grey")
TERRAIN_WORDS = {"light": t("light"), "dark": t("dark"), "grey": t("grey")}
"""Each terrain as a space's short name says it."""
"""Land terrains: light green, dark green, grey."""
NORTH = ("N1", "N2", "N3", "N4")
SOUTH = ("S1", "S2", "S3", "S4")
CORNERS = ("TL", "TR", "BL", "BR")
"""The marina cards, in the corners of the island."""
CORNER_WORDS = {"TL": t("TL"), "TR": t("TR"), "BL": t("BL"), "BR": t("BR")}
"""Each corner as the table names it to players: top left, top right, bottom left, bottom right
(a move's words in a journal keep the ids above)."""


def card_word(card: str | int) -> str:
    """A map card as the table names it: a corner (by id or by its place in ``CORNERS``) in the
    language in use; a north or south card by its id."""
    if isinstance(card, int):
        card = CORNERS[card]
    return str(CORNER_WORDS[card]) if card in CORNER_WORDS else card


SCANS = ("TL", "TR", "BL", "BR")
"""Bot scan arrows: TL rows top->bottom each left->right, TR top->bottom right->left,
BL bottom->top left->right, BR bottom->top right->left."""
LEVELS = (0, 1, 2, 3)
"""Navigation levels: start, green (rivers), green+blue (lakes), green+blue+white figure."""

LAND, LAKE, MARINA = "land", "lake", "marina"


@cache
def card(card_id: str) -> MapCard:
    """One map card, read from data/maps/italy_<id>.tmx once."""
    if card_id not in NORTH + SOUTH + CORNERS:
        raise MapError(f"Mint Italy has no map card {card_id!r}")
    return read_card(data_path("maps", f"italy_{card_id}.tmx"))


def placements(north: tuple[str, ...], south: tuple[str, ...]) -> list[Placement]:
    """Where each card lies: card column j of the top row at axial (3j, 0), of the bottom row at (3j - 1, 3)."""
    top = ("TL", *north, "TR")
    bottom = ("BL", *south, "BR")
    # a south card's local (0, 0) is the shifted row-3 cell at global column 3j, axial 3j - 1
    return [Placement(card(c), (3 * j, 0)) for j, c in enumerate(top)] + [
        Placement(card(c), (3 * j - 1, 3)) for j, c in enumerate(bottom)
    ]


def island(north: Iterable[str], south: Iterable[str]) -> Island:
    """The island of these north and south cards (each left to right), built once per draw."""
    return _island(tuple(north), tuple(south))


@lru_cache(maxsize=8)  # (a game's island is asked for through board.isle, which keeps a few)
def _island(north: tuple[str, ...], south: tuple[str, ...]) -> Island:
    return Island(north, south)


def forget_cards() -> None:
    """Drop everything read or worked out from the map card files (for tests that swap a file)."""
    for cached in (card, _cells, _rivers_of, _slot_masks, _slot_cells, _shape, _slot_spaces, _island):
        cached.cache_clear()


def _check_draw(north: tuple[str, ...], south: tuple[str, ...]) -> None:
    if len(north) != len(south) or not 1 <= len(north) <= len(NORTH):
        raise MapError(f"an island has as many north as south cards, 1 to 4 each; got {len(north)} and {len(south)}")
    for row, pool in ((north, NORTH), (south, SOUTH)):
        for c in row:
            if c not in pool:
                raise MapError(f"{c!r} is not one of the cards {', '.join(pool)}")
        if len(set(row)) != len(row):
            raise MapError(f"a card lies on the island once, but the draw {', '.join(row)} repeats one")


def bits(mask: int) -> tuple[int, ...]:
    """The set bits of a mask, lowest first: the space numbers it holds, in TL scan order."""
    got = _BITS.get(mask)
    if got is None:
        if len(_BITS) >= 8192:
            _BITS.clear()  # a cache, not a record: start again rather than grow
        got = _BITS[mask] = tuple(compress(count(), flags(mask)))
    return got


def flags(mask: int) -> bytes:
    """A mask as one byte per space, lowest first: 1 where its bit is set, else 0 (so that
    ``itertools.compress`` picks the spaces of a mask out of a row in one C-level pass)."""
    return bin(mask)[:1:-1].encode().translate(_FLAG_BYTES)


_FLAG_BYTES = bytes.maketrans(b"01", b"\x00\x01")


_BITS: dict[int, tuple[int, ...]] = {}
"""``bits`` by mask: the same few masks (free land of a terrain in reach) are asked about at
every step of a turn."""


def slots(north: tuple[str, ...], south: tuple[str, ...]) -> tuple[str, ...]:
    """The cards by slot: the top row left to right, then the bottom row."""
    return ("TL", *north, "TR", "BL", *south, "BR")


class _Shape:
    """What every island of X north and X south cards shares: where its spaces lie, which card
    slots and local cells make each one, and which spaces touch. Every north card prints the
    same cells (and so does every south card), so only terrains, costs, lakes and rivers differ
    from one draw to the next; composing one draw's map is all it takes to learn the shape."""

    def __init__(self, x: int) -> None:
        north, south = NORTH[:x], SOUTH[:x]
        m = compose(placements(north, south))
        slot_of = {c: k for k, c in enumerate(slots(north, south))}

        def offset(sid: SpaceId) -> tuple[int, int]:
            return axial_to_offset(m.space(sid).hex, "y", "odd")

        order = sorted(m.spaces, key=lambda s: (offset(s)[1], offset(s)[0]))
        index = {s: i for i, s in enumerate(order)}
        for sid in order:
            if not m.space(sid).whole:
                raise MapError(f"the hex {offset(sid)} of card {sid[0]} is cut, but no card holds its other half")
        self.parts: tuple[tuple[tuple[int, tuple[int, int]], ...], ...] = tuple(
            tuple((slot_of[p.card], p.cell) for p in m.space(sid).parts) for sid in order
        )
        self.space_of: dict[tuple[int, tuple[int, int]], int] = {
            part: i for i, parts in enumerate(self.parts) for part in parts
        }
        self.hexes: tuple[tuple[int, int], ...] = tuple(offset(sid) for sid in order)
        self.adj: tuple[tuple[int, ...], ...] = tuple(tuple(sorted(index[t] for t in m.touching(sid))) for sid in order)
        n = len(order)
        self.whole: tuple[bool, ...] = tuple(len(parts) == 1 for parts in self.parts)
        self.near: tuple[int, ...] = tuple(sum(1 << j for j in self.adj[i]) for i in range(n))
        rows = [h[1] for h in self.hexes]
        cols = [h[0] for h in self.hexes]
        self.rank: dict[str, tuple[int, ...]] = {}
        for arrow, down, right in (("TL", 1, 1), ("TR", 1, -1), ("BL", -1, 1), ("BR", -1, -1)):
            seq = sorted(range(n), key=lambda i: (down * rows[i], right * cols[i]))
            rank = [0] * n
            for k, i in enumerate(seq):
                rank[i] = k
            self.rank[arrow] = tuple(rank)


@cache
def _shape(x: int) -> _Shape:
    return _Shape(x)


@cache
def _cells(card_id: str) -> dict[tuple[int, int], tuple[frozenset[str], int, str]]:
    """One card's cells as (terrains, cost, kind), checked once: water is a whole hex of one kind,
    land has a terrain and a cost."""
    out: dict[tuple[int, int], tuple[frozenset[str], int, str]] = {}
    for c in card(card_id).cells:
        if LAKE in c.terrains or MARINA in c.terrains:
            if len(c.terrains) != 1 or c.kind != WHOLE:
                raise MapError(f"water on card {card_id} must be a whole hex of one kind")
            out[c.cell] = (frozenset(), 0, LAKE if LAKE in c.terrains else MARINA)
        else:
            if c.terrains - set(TERRAINS) or c.cost is None:
                raise MapError(f"land on card {card_id} needs a terrain of {TERRAINS} and a cost")
            out[c.cell] = (c.terrains, c.cost, LAND)
    return out


@cache
def _rivers_of(x: int, slot: int, card_id: str) -> tuple[tuple[int, int], ...]:
    """A card's river edges as pairs of space numbers, for the card in that slot."""
    shape = _shape(x)
    pairs: list[tuple[int, int]] = []
    for a, b in card(card_id).rivers:
        i, j = shape.space_of[(slot, a)], shape.space_of[(slot, b)]
        pairs += [(i, j), (j, i)]
    return tuple(pairs)


@cache
def _slot_spaces(x: int, slot: int) -> dict[tuple[int, int], int]:
    """A card slot's cells -> their space numbers (the same for every card: only the shape counts)."""
    return {cell: i for (k, cell), i in _shape(x).space_of.items() if k == slot}


@cache
def _slot_masks(x: int, slot: int, card_id: str) -> tuple[int, int, tuple[int, ...]]:
    """What one card adds to the island's masks from its slot: its land, its lakes and its land of
    each terrain (a hex cut between two cards is land on both, so the cards' masks simply join)."""
    where = _slot_spaces(x, slot)
    land = lake = 0
    terrain = dict.fromkeys(TERRAINS, 0)
    for cell, (ts, _, kd) in _cells(card_id).items():
        bit = 1 << where[cell]
        if kd == LAND:
            land |= bit
            for name in ts:
                terrain[name] |= bit
        elif kd == LAKE:
            lake |= bit
    return land, lake, tuple(terrain[name] for name in TERRAINS)


def _groups(lakes: int, near: tuple[int, ...]) -> list[int]:
    """The lake groups of the ``lakes`` mask, each a mask, by their first space: lakes that touch
    are one group."""
    out = []
    todo = lakes
    while todo:
        group = frontier = todo & -todo
        while frontier:
            b = frontier & -frontier
            frontier ^= b
            more = near[b.bit_length() - 1] & todo & ~group
            group |= more
            frontier |= more
        todo &= ~group
        out.append(group)
    return out


@cache
def _slot_cells(x: int, slot: int, card_id: str) -> tuple[tuple[int, frozenset[str], int, str], ...]:
    """One card's cells from its slot as (space number, terrains, cost, kind)."""
    where = _slot_spaces(x, slot)
    return tuple((where[cell], ts, c, kd) for cell, (ts, c, kd) in _cells(card_id).items())


class Island:
    """The composed island with every table the rules and bots ask about, indexed by space number."""

    def __init__(self, north: tuple[str, ...], south: tuple[str, ...]) -> None:
        _check_draw(north, south)
        self.north = north
        self.south = south
        x = len(north)
        shape = _shape(x)
        by_slot = slots(north, south)
        n = len(shape.parts)
        kind: list[str] = [""] * n
        terrains: list[frozenset[str]] = [frozenset()] * n
        cost: list[int] = [0] * n
        marinas: dict[str, int] = {}
        land = lakes = 0
        terrain_mask = dict.fromkeys(TERRAINS, 0)
        rivers: set[tuple[int, int]] = set()
        for k, cid in enumerate(by_slot):
            for i, ts, c, kd in _slot_cells(x, k, cid):
                if not kind[i]:
                    kind[i], terrains[i], cost[i] = kd, ts, c
                    if kd == MARINA:
                        marinas[cid] = i
                    continue
                if kd != LAND or kind[i] != LAND:
                    cards = ", ".join(by_slot[j] for j, _ in shape.parts[i])
                    raise MapError(f"a hex cut between cards {cards} must be land")
                terrains[i] = terrains[i] | ts  # a hex cut between two cards: both terrains, both costs
                cost[i] += c
            on_land, on_lake, by_terrain = _slot_masks(x, k, cid)
            land |= on_land
            lakes |= on_lake
            for name, m in zip(TERRAINS, by_terrain):
                terrain_mask[name] |= m
            rivers.update(_rivers_of(x, k, cid))
        self._by_slot = by_slot
        self._shape_of = shape
        self.kind: tuple[str, ...] = tuple(kind)
        self.terrains: tuple[frozenset[str], ...] = tuple(terrains)
        self.cost: tuple[int, ...] = tuple(cost)
        self.whole: tuple[bool, ...] = shape.whole
        self.hexes: tuple[tuple[int, int], ...] = shape.hexes
        self.land: tuple[int, ...] = bits(land)
        self.marinas: dict[str, int] = dict(sorted(marinas.items(), key=lambda kv: kv[1]))  # by space
        if sorted(self.marinas) != sorted(CORNERS):
            raise MapError(f"each corner card holds one marina; found them on {sorted(self.marinas)}")
        self.marina_spaces: tuple[int, ...] = tuple(self.marinas[c] for c in CORNERS)
        """The marinas' spaces in the order of ``CORNERS``."""
        self.marina_mask: int = sum(1 << i for i in self.marina_spaces)
        self.adj: tuple[tuple[int, ...], ...] = shape.adj
        self._rivers: frozenset[tuple[int, int]] = frozenset(rivers)
        self._lakes = lakes
        self._build_tables(shape, land, ((1 << n) - 1) & ~lakes, terrain_mask)
        self._map: HexMap | None = None

    @cached_property
    def ids(self) -> tuple[SpaceId, ...]:
        """Space number -> the composed map's space id: its first part by card id and cell."""
        return tuple(min((self._by_slot[k], h) for k, h in parts) for parts in self._shape_of.parts)

    @cached_property
    def index(self) -> dict[SpaceId, int]:
        return {s: i for i, s in enumerate(self.ids)}

    @cached_property
    def cards(self) -> tuple[tuple[str, ...], ...]:
        """The card ids each space lies on, in slot order (top row left to right, then the bottom)."""
        return tuple(tuple(self._by_slot[k] for k in sorted({k for k, _ in parts})) for parts in self._shape_of.parts)

    @property
    def map(self) -> HexMap:
        """The composed map of the cards, for drawing: built the first time it is asked for."""
        if self._map is None:
            self._map = compose(placements(self.north, self.south))
        return self._map

    # --- Lakes (rulebook: "FAQ > green and blue hexes") -------------------------------------

    @cached_property
    def lake_group(self) -> tuple[int, ...]:
        """Each space's lake group number (-1 for no lake), the groups numbered by their first space."""
        group = [-1] * len(self.kind)
        for number, mask in enumerate(_groups(self._lakes, self._shape_of.near)):
            for i in bits(mask):
                group[i] = number
        return tuple(group)

    @cached_property
    def lakes_touched(self) -> tuple[frozenset[int], ...]:
        """The lake groups each space touches."""
        group = self.lake_group
        none: frozenset[int] = frozenset()
        touched: list[frozenset[int]] = [none] * len(self.kind)
        for i, near in enumerate(self._shape_of.near):
            if near & self._lakes:  # only a space beside a lake touches a group
                touched[i] = frozenset(group[j] for j in self.adj[i] if group[j] >= 0)
        return tuple(touched)

    def _build_tables(self, shape: _Shape, land: int, target: int, terrain_mask: dict[str, int]) -> None:
        """Reach and city steps as bitmasks (bit i = space i): a reach is a few ORs. ``land``,
        ``target`` (every space but the lakes) and ``terrain_mask`` come from the cards' masks."""
        near = shape.near
        start = [m & target for m in near]
        green = tuple(start)
        for i, j in self._rivers:
            start[i] &= ~(1 << j)
        blue = list(green)
        for lake in _groups(self._lakes, near):
            around = 0  # every space touching this lake group
            for j in bits(lake):
                around |= near[j]
            shore = around & target
            for i in bits(around):
                blue[i] |= shore
        self._mask: tuple[tuple[int, ...], ...] = (tuple(start), green, tuple(blue), tuple(blue))
        self._city: tuple[int, ...] = tuple([m & land for m in start])
        self.joined: tuple[int, ...] = self._city
        """Per space, the land it would share a city with: touching, with no river edge between."""
        self.land_mask: int = land
        self.terrain_mask: dict[str, int] = terrain_mask
        self._rank: dict[str, tuple[int, ...]] = shape.rank
        self._affordable: dict[str, tuple[int, ...]] = {}
        self._city_counts: dict[tuple[int, ...], int] = {}

    def affordable(self, terrain: str, budget: int) -> int:
        """The land of ``terrain`` whose own cost is at most ``budget``, as a bitmask."""
        masks = self.cost_masks(terrain)
        return masks[budget] if budget < len(masks) else masks[-1]

    def cost_masks(self, terrain: str) -> tuple[int, ...]:
        """``affordable`` of ``terrain`` for each budget from 0 to its dearest land's cost."""
        masks = self._affordable.get(terrain)
        if masks is None:
            masks = self._affordable[terrain] = self._cost_masks(self.terrain_mask[terrain])
        return masks

    def _cost_masks(self, mask: int) -> tuple[int, ...]:
        """Per budget 0..the dearest space's cost, the spaces of ``mask`` that cost at most that."""
        cost = self.cost
        spaces = bits(mask)
        at = [0] * (max((cost[i] for i in spaces), default=0) + 1)  # the spaces of each cost
        for i in spaces:
            at[cost[i]] |= 1 << i
        out = []
        upto = 0
        for m in at:
            upto |= m
            out.append(upto)
        return tuple(out)

    # --- Rivers and reach (rulebook: "Expand Action", "Marina Action") ---------------------

    def river(self, a: int, b: int) -> bool:
        """True when a river edge lies between the touching spaces a and b."""
        return (a, b) in self._rivers

    def reach(self, own: Iterable[int], level: int) -> frozenset[int]:
        """Land and marina spaces a player with settlements on ``own`` may build on or use at this navigation level.

        Start: adjacent, not across a river edge. Green: adjacent, rivers allowed. Green+blue
        (and the full track): also any space touching a lake group one of ``own`` touches.
        The own spaces are left out; whether a space is free is the caller's business.
        """
        return frozenset(bits(self.reach_mask(own, level)))

    def reach_mask(self, own: Iterable[int], level: int) -> int:
        """``reach`` as a bitmask (bit i set: space i is reached)."""
        if level not in LEVELS:
            raise ValueError(f"a navigation level is 0 to 3, not {level!r}")
        table = self._mask[level]
        out = mine = 0
        for i in own:
            out |= table[i]
            mine |= 1 << i
        return out & ~mine

    # --- Cities (rulebook: "City Scoring") -------------------------------------------------

    def city_groups(self, own: Iterable[int]) -> list[frozenset[int]]:
        """Groups of own settlements joined by touching with no river edge between, by first space."""
        todo = 0
        for i in own:
            todo |= 1 << i
        out = []
        while todo:
            first = todo & -todo
            todo ^= first
            group = first
            frontier = first
            while frontier:
                b = frontier & -frontier
                frontier ^= b
                near = self._city[b.bit_length() - 1] & todo
                if near:
                    todo &= ~near
                    group |= near
                    frontier |= near
            out.append(frozenset(bits(group)))
        return out

    def city_count(self, own: tuple[int, ...]) -> int:
        """``cities`` of one player's settlements, remembered: the same few sets are asked
        about again and again (scoring cards, the end score, the bots' estimates)."""
        got = self._city_counts.get(own)
        if got is None:
            if len(self._city_counts) >= 4096:
                self._city_counts.clear()  # a cache, not a record: start again rather than grow
            got = self._city_counts[own] = self.cities(own)
        return got

    def cities(self, own: Iterable[int]) -> int:
        """How many cities these own settlements make."""
        todo = 0
        for i in own:
            todo |= 1 << i
        city = self._city
        count = 0
        while todo:
            count += 1
            frontier = todo & -todo
            todo ^= frontier
            while frontier:
                b = frontier & -frontier
                frontier ^= b
                near = city[b.bit_length() - 1] & todo
                if near:
                    todo &= ~near
                    frontier |= near
        return count

    # --- Scans and names (rulebook: "Resolving Ties For Bot") -----------------------------

    def scan(self, spaces: Iterable[int], arrow: str) -> list[int]:
        """The spaces sorted in the order the bot's scan arrow meets them."""
        try:
            rank = self._rank[arrow]
        except KeyError:
            raise ValueError(f"a scan arrow is one of {', '.join(SCANS)}, not {arrow!r}") from None
        return sorted(spaces, key=rank.__getitem__)

    def slot_card(self, row: str, slot: int) -> str:
        """The card in north ("N") or south ("S") slot 1..X, counted from the left among the non-corner cards."""
        cards = {"N": self.north, "S": self.south}.get(row)
        if cards is None:
            raise ValueError(f"a card row is 'N' or 'S', not {row!r}")
        if not 1 <= slot <= len(cards):
            raise ValueError(f"slot {slot} is not one of 1..{len(cards)}")
        return cards[slot - 1]

    def label(self, i: int) -> str:
        """A short name for a space: "N2 grey 4", "N1/S1 light+dark 3", "lake", "TL marina"."""
        if self.kind[i] == LAKE:
            return str(t("lake"))
        if self.kind[i] == MARINA:
            return str(t("{corner} marina", corner=card_word(self.cards[i][0])))
        terrain = "+".join(str(TERRAIN_WORDS[k]) for k in TERRAINS if k in self.terrains[i])
        return str(
            t(
                "{cards} {terrain} {cost}",
                cards="/".join(map(card_word, self.cards[i])),
                terrain=terrain,
                cost=self.cost[i],
            )
        )

    def __len__(self) -> int:
        return len(self.kind)

    def __repr__(self) -> str:
        return f"Island(north={self.north}, south={self.south})"
