"""The flat search's memo: the measured ends of its rollouts, and the exact values they give.

In a pooled world a flat rollout (the heuristic bot playing out the seat's turn after a line of
root moves) is a pure function of the world and the line, so a repeat is looked up, not played.
A line whose rollouts ended exactly alike in ``SAME_WORLDS`` worlds is taken to be untouched by
what the worlds differ in (a team's turn before the next roll, say): its other worlds reuse that
end. When every line is known that way, the values are exact and the search can stop.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol

from mint.core.game import Action

Measured = tuple[str, tuple[float, ...]]  # a kind of score and its raw values (see ``ISMCTSBot._measure``)
Line = tuple[Action, ...]

SAME_WORLDS = 3
"""Worlds in which a flat rollout must end exactly alike before the rest reuse its end."""


class FlatMemo:
    """The measured ends of a flat search's rollouts, per sampled world and line of moves."""

    __slots__ = ("_by_line", "_done")

    def __init__(self) -> None:
        self._done: dict[tuple[int, Line], Measured] = {}
        self._by_line: dict[Line, tuple[Measured | None, int]] = {}  # the shared end (None: they vary), worlds

    def get(self, k: int, line: Line) -> Measured | None:
        done = self._done.get((k, line))
        return done if done is not None else self.shared(line)

    def shared(self, line: Line) -> Measured | None:
        """The end every world gives ``line``, once ``SAME_WORLDS`` of them agreed (else None)."""
        shared, worlds = self._by_line.get(line, (None, 0))
        return shared if worlds >= SAME_WORLDS else None

    def put(self, k: int, line: Line, measured: Measured) -> None:
        self._done[(k, line)] = measured
        shared, worlds = self._by_line.get(line, (measured, 0))
        self._by_line[line] = (shared if shared == measured else None, worlds + 1)


Squash = Callable[[Measured], list[float]]  # a measured end as rewards in [0, 1] per seat


class Node(Protocol):
    """What the exact values read of a search tree's node (``tree.Node``)."""

    @property
    def seat(self) -> int: ...  # who moved into this node

    @property
    def width(self) -> int: ...  # how many moves were legal here

    @property
    def children(self) -> Mapping[Action, Node]: ...


def exact_values(root: Node, memo: FlatMemo | None, seat: int, squash: Squash) -> dict[Action, float] | None:
    """Each root move's exact reward for ``seat``, when every line of the flat tree was tried
    and ended alike in every world: the most tried move is then only the one exploration
    favoured. Deeper than the root, each mover takes the line best for itself."""
    if memo is None or not root.children or len(root.children) < root.width:
        return None  # (or a root move not yet tried)
    out = {}
    for a, child in root.children.items():
        rewards = _exact_rewards(child, memo, (a,), squash)
        if rewards is None:
            return None
        out[a] = rewards[seat]
    return out


def _exact_rewards(node: Node, memo: FlatMemo, line: Line, squash: Squash) -> list[float] | None:
    """Every seat's exact reward for the best play below ``node`` (None while any is unknown)."""
    if not node.children:
        end = memo.shared(line)
        return None if end is None else squash(end)
    if len(node.children) < node.width:
        return None  # a move not yet tried here
    best = None
    for a, child in node.children.items():
        rewards = _exact_rewards(child, memo, (*line, a), squash)
        if rewards is None:
            return None
        if best is None or rewards[child.seat] > best[child.seat]:
            best = rewards
    return best
