"""The search tree's nodes, what a search returns, and the running numbers it scores with."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from mint.core.game import Action


class Node:
    """One action sequence from the root: visits, availability and reward of the seat that moved."""

    __slots__ = ("avail", "children", "hint", "hinted", "seat", "total", "visits", "width")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.avail = 0
        self.total = 0.0
        self.children: dict[Action, Node] = {}
        self.hint: Action | None = None  # the game's heuristic bot's move here, tried first
        self.hinted = False
        self.width = 0  # how many moves were legal here when last visited


def sigmoid(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


@dataclass
class SearchResult:
    """What a search learnt at the root: per action, visits and mean reward for the seat."""

    root: Node
    iterations: int
    seconds: float
    worlds: list[Any]
    exact: dict[Action, float] | None = None  # each root move's exact reward, when every world agreed


class Scale:
    """A running typical distance from a centre: the game's own unit of "clearly better".

    Updates are clipped at three times the current unit so that a few extreme values (a won
    game scored +100 by a heuristic) do not flatten every ordinary difference.
    """

    __slots__ = ("centre", "dev", "n")

    def __init__(self, centre: float = 0.0) -> None:
        self.centre = centre
        self.n = 0
        self.dev = 1.0

    def squash(self, x: float, learn: bool = True) -> float:
        """Map ``x`` into (0, 1): the centre to 0.5, one typical distance above it to about 0.73."""
        d = x - self.centre
        if learn:
            self.n += 1
            self.dev += (min(abs(d), 3 * self.dev) - self.dev) / min(self.n, 1000)
        return sigmoid(d / max(self.dev, 1e-3))


def running_mean(mean: float, x: float, rate: float) -> float:
    """A running mean that starts at its first sample."""
    if mean <= 0:
        return x
    return mean + (x - mean) * rate


def decided(root: Node, left: int) -> bool:
    """True when no other move at the root can reach the most visited one's count in ``left`` iterations."""
    first = second = 0
    for ch in root.children.values():
        v = ch.visits
        if v > first:
            first, second = v, first
        elif v > second:
            second = v
    return first - second > left


def lead_margin(values: Sequence[float], i: int) -> float:
    """How far seat i is ahead of the best other seat (its own value when alone)."""
    if len(values) == 1:
        return values[0]
    return values[i] - max(v for j, v in enumerate(values) if j != i)
