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

from functools import cache, lru_cache
from typing import Iterable

from mint.core.hexgrid import axial_to_offset
from mint.core.hexmap import HexMap, MapCard, MapError, Placement, SpaceId, compose, read_card
from mint.resources import data_path

TERRAINS = ("light", "dark", "grey")
"""Land terrains: light green, dark green, grey."""
NORTH = ("N1", "N2", "N3", "N4")
SOUTH = ("S1", "S2", "S3", "S4")
CORNERS = ("TL", "TR", "BL", "BR")
"""The marina cards, in the corners of the island."""
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


@lru_cache(maxsize=2048)
def _island(north: tuple[str, ...], south: tuple[str, ...]) -> Island:
    return Island(north, south)


def _check_draw(north: tuple[str, ...], south: tuple[str, ...]) -> None:
    if len(north) != len(south) or not 1 <= len(north) <= len(NORTH):
        raise MapError(f"an island has as many north as south cards, 1 to 4 each; got {len(north)} and {len(south)}")
    for row, pool in ((north, NORTH), (south, SOUTH)):
        for c in row:
            if c not in pool:
                raise MapError(f"{c!r} is not one of the cards {', '.join(pool)}")
        if len(set(row)) != len(row):
            raise MapError(f"a card lies on the island once, but the draw {', '.join(row)} repeats one")


def bits(mask: int) -> list[int]:
    """The set bits of a mask, lowest first: the space numbers it holds, in TL scan order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


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


class Island:
    """The composed island with every table the rules and bots ask about, indexed by space number."""

    def __init__(self, north: tuple[str, ...], south: tuple[str, ...]) -> None:
        _check_draw(north, south)
        self.north = north
        self.south = south
        shape = _shape(len(north))
        by_slot = slots(north, south)
        cards_of = [card(c) for c in by_slot]
        position = {c: k for k, c in enumerate(by_slot)}
        n = len(shape.parts)
        kind: list[str] = []
        terrains: list[frozenset[str]] = []
        cost: list[int] = []
        whole: list[bool] = []
        cards: list[tuple[str, ...]] = []
        ids: list[SpaceId] = []
        for parts in shape.parts:
            cells = [cards_of[k].cell(h) for k, h in parts]
            names = [by_slot[k] for k, _ in parts]
            here = frozenset().union(*(c.terrains for c in cells))
            # the space's id is its first part by card id and cell, as a composed HexMap names it
            ids.append(min((by_slot[k], h) for k, h in parts))
            if LAKE in here or MARINA in here:
                if len(here) != 1 or len(cells) > 1:
                    raise MapError(f"water on card {names[0]} must be a whole hex of one kind")
                kind.append(LAKE if LAKE in here else MARINA)
                terrains.append(frozenset())
                cost.append(0)
            else:
                costs = [c.cost for c in cells]
                if here - set(TERRAINS) or None in costs:
                    raise MapError(f"land on card {names[0]} needs a terrain of {TERRAINS} and a cost")
                kind.append(LAND)
                terrains.append(here)
                cost.append(sum(c for c in costs if c is not None))
            whole.append(len(cells) == 1)
            cards.append(tuple(sorted(names, key=position.__getitem__)))
        self.ids: tuple[SpaceId, ...] = tuple(ids)
        self.index: dict[SpaceId, int] = {s: i for i, s in enumerate(ids)}
        self.kind: tuple[str, ...] = tuple(kind)
        self.terrains: tuple[frozenset[str], ...] = tuple(terrains)
        self.cost: tuple[int, ...] = tuple(cost)
        self.whole: tuple[bool, ...] = tuple(whole)
        self.cards: tuple[tuple[str, ...], ...] = tuple(cards)
        self.hexes: tuple[tuple[int, int], ...] = shape.hexes
        self.land: tuple[int, ...] = tuple(i for i in range(n) if kind[i] == LAND)
        self.marinas: dict[str, int] = {cards[i][0]: i for i in range(n) if kind[i] == MARINA}
        if sorted(self.marinas) != sorted(CORNERS):
            raise MapError(f"each corner card holds one marina; found them on {sorted(self.marinas)}")
        self.adj: tuple[tuple[int, ...], ...] = shape.adj
        rivers: set[tuple[int, int]] = set()
        for k, mc in enumerate(cards_of):
            for a, b in mc.rivers:
                i, j = shape.space_of[(k, a)], shape.space_of[(k, b)]
                rivers.update(((i, j), (j, i)))
        self._rivers: frozenset[tuple[int, int]] = frozenset(rivers)
        self.lake_group, self.lakes_touched = self._lakes()
        self._build_tables(shape)
        self._map: HexMap | None = None

    @property
    def map(self) -> HexMap:
        """The composed map of the cards, for drawing: built the first time it is asked for."""
        if self._map is None:
            self._map = compose(placements(self.north, self.south))
        return self._map

    # --- Lakes (rulebook: "FAQ > green and blue hexes") -------------------------------------

    def _lakes(self) -> tuple[tuple[int, ...], tuple[frozenset[int], ...]]:
        """Each lake's group number (groups numbered by their first space) and the groups each space touches."""
        group = [-1] * len(self.ids)
        count = 0
        for i in range(len(self.ids)):
            if self.kind[i] != LAKE or group[i] >= 0:
                continue
            stack = [i]
            group[i] = count
            while stack:
                for j in self.adj[stack.pop()]:
                    if self.kind[j] == LAKE and group[j] < 0:
                        group[j] = count
                        stack.append(j)
            count += 1
        touched = tuple(frozenset(group[j] for j in self.adj[i] if group[j] >= 0) for i in range(len(self.ids)))
        return tuple(group), touched

    def _build_tables(self, shape: _Shape) -> None:
        """Reach and city steps as bitmasks (bit i = space i): a reach is a few ORs."""
        n = len(self.ids)
        bit = [1 << i for i in range(n)]
        target = sum(bit[i] for i in range(n) if self.kind[i] in (LAND, MARINA))
        land = sum(bit[i] for i in range(n) if self.kind[i] == LAND)
        groups = max(self.lake_group, default=-1) + 1
        shore = [sum(bit[i] for i in range(n) if target & bit[i] and g in self.lakes_touched[i]) for g in range(groups)]
        start, green, blue = [], [], []
        for i in range(n):
            near = sum(bit[j] for j in self.adj[i])
            river = sum(bit[j] for j in self.adj[i] if (i, j) in self._rivers)
            start.append(near & target & ~river)
            green.append(near & target)
            lakes = 0
            for g in self.lakes_touched[i]:
                lakes |= shore[g]
            blue.append(green[i] | lakes)
        self._mask: tuple[tuple[int, ...], ...] = (tuple(start), tuple(green), tuple(blue), tuple(blue))
        self._city: tuple[int, ...] = tuple(m & land for m in start)
        self.land_mask: int = land
        self.terrain_mask: dict[str, int] = {
            t: sum(bit[i] for i in range(n) if t in self.terrains[i]) for t in TERRAINS
        }
        self._rank: dict[str, tuple[int, ...]] = shape.rank

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
            return "lake"
        if self.kind[i] == MARINA:
            return f"{self.cards[i][0]} marina"
        terrain = "+".join(t for t in TERRAINS if t in self.terrains[i])
        return f"{'/'.join(self.cards[i])} {terrain} {self.cost[i]}"

    def __len__(self) -> int:
        return len(self.ids)

    def __repr__(self) -> str:
        return f"Island(north={self.north}, south={self.south})"
