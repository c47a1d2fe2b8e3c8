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


@lru_cache(maxsize=64)
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


class Island:
    """The composed island with every table the rules and bots ask about, indexed by space number."""

    def __init__(self, north: tuple[str, ...], south: tuple[str, ...]) -> None:
        _check_draw(north, south)
        self.north = north
        self.south = south
        self.map: HexMap = compose(placements(north, south))
        m = self.map
        position = {c: k for k, c in enumerate(("TL", *north, "TR", "BL", *south, "BR"))}

        def offset(sid: SpaceId) -> tuple[int, int]:
            return axial_to_offset(m.space(sid).hex, "y", "odd")

        order = sorted(m.spaces, key=lambda s: (offset(s)[1], offset(s)[0]))
        self.ids: tuple[SpaceId, ...] = tuple(order)
        self.index: dict[SpaceId, int] = {s: i for i, s in enumerate(order)}
        n = len(order)
        kind: list[str] = []
        terrains: list[frozenset[str]] = []
        cost: list[int] = []
        whole: list[bool] = []
        cards: list[tuple[str, ...]] = []
        hexes: list[tuple[int, int]] = []
        for sid in order:
            sp = m.space(sid)
            if not sp.whole:
                raise MapError(f"the hex {offset(sid)} of card {sid[0]} is cut, but no card holds its other half")
            if LAKE in sp.terrains or MARINA in sp.terrains:
                if len(sp.terrains) != 1 or sp.merged:
                    raise MapError(f"water on card {sid[0]} must be a whole hex of one kind")
                kind.append(LAKE if LAKE in sp.terrains else MARINA)
                terrains.append(frozenset())
                cost.append(0)
            else:
                odd = sp.terrains - set(TERRAINS)
                if odd or sp.cost is None:
                    raise MapError(f"land on card {sid[0]} needs a terrain of {TERRAINS} and a cost")
                kind.append(LAND)
                terrains.append(sp.terrains)
                cost.append(sp.cost)
            whole.append(not sp.merged)
            cards.append(tuple(sorted(sp.cards, key=position.__getitem__)))
            hexes.append(offset(sid))
        self.kind: tuple[str, ...] = tuple(kind)
        self.terrains: tuple[frozenset[str], ...] = tuple(terrains)
        self.cost: tuple[int, ...] = tuple(cost)
        self.whole: tuple[bool, ...] = tuple(whole)
        self.cards: tuple[tuple[str, ...], ...] = tuple(cards)
        self.hexes: tuple[tuple[int, int], ...] = tuple(hexes)
        self.land: tuple[int, ...] = tuple(i for i in range(n) if kind[i] == LAND)
        self.marinas: dict[str, int] = {cards[i][0]: i for i in range(n) if kind[i] == MARINA}
        if sorted(self.marinas) != sorted(CORNERS):
            raise MapError(f"each corner card holds one marina; found them on {sorted(self.marinas)}")
        self.adj: tuple[tuple[int, ...], ...] = tuple(
            tuple(sorted(self.index[t] for t in m.touching(sid))) for sid in order
        )
        self._rivers: frozenset[tuple[int, int]] = frozenset(
            (i, j) for i in range(n) for j in self.adj[i] if m.is_river(order[i], order[j])
        )
        self.lake_group, self.lakes_touched = self._lakes()
        self._build_tables()

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

    def _build_tables(self) -> None:
        n = len(self.ids)
        target = {i for i in range(n) if self.kind[i] in (LAND, MARINA)}
        groups = max(self.lake_group, default=-1) + 1
        shore = [frozenset(i for i in target if g in self.lakes_touched[i]) for g in range(groups)]
        start = tuple(frozenset(j for j in self.adj[i] if j in target and (i, j) not in self._rivers) for i in range(n))
        green = tuple(frozenset(j for j in self.adj[i] if j in target) for i in range(n))
        blue = tuple(green[i].union(*(shore[g] for g in self.lakes_touched[i])) for i in range(n))
        self._step: tuple[tuple[frozenset[int], ...], ...] = (start, green, blue, blue)
        self._city: tuple[frozenset[int], ...] = tuple(
            frozenset(j for j in start[i] if self.kind[j] == LAND) for i in range(n)
        )
        rows = [h[1] for h in self.hexes]
        cols = [h[0] for h in self.hexes]
        self._rank: dict[str, tuple[int, ...]] = {}
        for arrow, down, right in (("TL", 1, 1), ("TR", 1, -1), ("BL", -1, 1), ("BR", -1, -1)):
            seq = sorted(range(n), key=lambda i: (down * rows[i], right * cols[i]))
            rank = [0] * n
            for k, i in enumerate(seq):
                rank[i] = k
            self._rank[arrow] = tuple(rank)

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
        if level not in LEVELS:
            raise ValueError(f"a navigation level is 0 to 3, not {level!r}")
        table = self._step[level]
        mine = own if isinstance(own, (set, frozenset)) else set(own)
        out: set[int] = set()
        for i in mine:
            out |= table[i]
        out -= mine
        return frozenset(out)

    # --- Cities (rulebook: "City Scoring") -------------------------------------------------

    def city_groups(self, own: Iterable[int]) -> list[frozenset[int]]:
        """Groups of own settlements joined by touching with no river edge between, by first space."""
        todo = set(own)
        out = []
        while todo:
            first = min(todo)
            todo.discard(first)
            group = [first]
            stack = [first]
            while stack:
                near = self._city[stack.pop()] & todo
                if near:
                    todo -= near
                    group.extend(near)
                    stack.extend(near)
            out.append(frozenset(group))
        return out

    def cities(self, own: Iterable[int]) -> int:
        """How many cities these own settlements make."""
        todo = set(own)
        count = 0
        while todo:
            count += 1
            stack = [todo.pop()]
            while stack:
                near = self._city[stack.pop()] & todo
                if near:
                    todo -= near
                    stack.extend(near)
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
