"""Searches over any graph given as a neighbours function: breadth-first and cheapest path.

A node is any hashable value. ``start`` is one node, or a list, set or frozenset of nodes that
all start at cost 0 (a tuple is one node, since hexes and spaces are tuples). Both searches
visit neighbours in the order the function yields them and break cost ties by the order nodes
were first reached, so the same graph always gives the same paths.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import Callable, Generic, Hashable, Iterable, TypeVar

N = TypeVar("N", bound=Hashable)


@dataclass(frozen=True)
class Reach(Generic[N]):
    """What a search reached: the cost of each node and the step it was reached from."""

    cost: dict[N, float]
    previous: dict[N, N | None]

    def __contains__(self, node: object) -> bool:
        return node in self.cost

    def __len__(self) -> int:
        return len(self.cost)

    def path(self, node: N) -> tuple[N, ...]:
        """The nodes from a start to ``node``, both included; () when it was not reached."""
        if node not in self.previous:
            return ()
        out = [node]
        back = self.previous[node]
        while back is not None:
            out.append(back)
            back = self.previous[back]
        return tuple(reversed(out))


def _starts(start: N | Iterable[N]) -> list[N]:
    if isinstance(start, (list, set, frozenset)):
        return sorted(start, key=repr) if isinstance(start, (set, frozenset)) else list(start)
    return [start]  # type: ignore[list-item]


def bfs(start: N | Iterable[N], neighbours: Callable[[N], Iterable[N]], limit: int | None = None) -> Reach[N]:
    """Steps from ``start`` to every node it reaches (at most ``limit`` steps when given)."""
    cost: dict[N, float] = {}
    previous: dict[N, N | None] = {}
    frontier = []
    for s in _starts(start):
        if s not in cost:
            cost[s], previous[s] = 0, None
            frontier.append(s)
    steps = 0
    while frontier and (limit is None or steps < limit):
        steps += 1
        nxt = []
        for a in frontier:
            for b in neighbours(a):
                if b not in cost:
                    cost[b], previous[b] = steps, a
                    nxt.append(b)
        frontier = nxt
    return Reach(cost, previous)


def cheapest(
    start: N | Iterable[N], neighbours_with_cost: Callable[[N], Iterable[tuple[N, float]]], limit: float | None = None
) -> Reach[N]:
    """Cheapest total cost from ``start`` to every node it reaches (Dijkstra).

    ``neighbours_with_cost(node)`` yields ``(next, step_cost)``; a step's cost may depend on the
    node it leaves. Nodes dearer than ``limit`` are left out.
    """
    cost: dict[N, float] = {}
    previous: dict[N, N | None] = {}
    best: dict[N, float] = {}
    came: dict[N, N | None] = {}
    heap: list[tuple[float, int, N]] = []
    order = 0
    for s in _starts(start):
        if s not in best:
            best[s], came[s] = 0, None
            heapq.heappush(heap, (0, order, s))
            order += 1
    while heap:
        c, _, node = heapq.heappop(heap)
        if node in cost or c > best[node]:
            continue
        cost[node], previous[node] = c, came[node]
        for nxt, step in neighbours_with_cost(node):
            if step < 0:
                raise ValueError(f"a step from {node!r} to {nxt!r} costs {step}; costs must not be negative")
            total = c + step
            if nxt in cost or (limit is not None and total > limit):
                continue
            if nxt not in best or total < best[nxt]:
                best[nxt], came[nxt] = total, node
                heapq.heappush(heap, (total, order, nxt))
                order += 1
    return Reach(cost, previous)
