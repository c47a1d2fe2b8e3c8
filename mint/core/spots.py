"""Typed spot ids: the names rules give the places on the table that actions start from or end on.

An action's ``source`` and ``target`` name spots, and a game's view says where each spot lies.
A spot id may be any hashable value; ``Spot`` is the one the rules build, so that a view reads
its fields instead of splitting a string the rules glued together::

    Spot("loc", "city_hall")       # str(): "loc:city_hall"
    Spot("tokens", seat=2)         # str(): "tokens:2"
    Spot("token", "city_hall", 1)  # str(): "token:city_hall:1"
    Spot("supply")                 # str(): "supply"

The text form is what the table shows where it needs a name (and what the string ids read
today), so a game can move from strings to ``Spot`` one action at a time. A ``Spot`` never
equals its text: the rules and the view of one game use the same kind of id.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable

SpotId = Hashable
"""Any hashable value names a spot: a ``Spot``, or the plain strings the games used first."""


@dataclass(frozen=True, slots=True)
class Spot:
    """A place on the table: what kind of place, which one of that kind, and whose it is."""

    kind: str
    key: str | int | None = None
    seat: int | None = None

    def __post_init__(self) -> None:
        if not self.kind or ":" in self.kind:
            raise ValueError(f"a spot's kind is one word with no ':'; got {self.kind!r}")
        if self.seat is not None and (isinstance(self.seat, bool) or not isinstance(self.seat, int)):
            raise ValueError(f"a spot's seat is a seat number; got {self.seat!r}")

    def __str__(self) -> str:
        parts = [self.kind]
        if self.key is not None:
            parts.append(str(self.key))
        if self.seat is not None:
            parts.append(str(self.seat))
        return ":".join(parts)

    def of(self, seat: int | None) -> Spot:
        """The same place belonging to ``seat`` (a seat's own supply, area or hand)."""
        return Spot(self.kind, self.key, seat)


def spot_text(sid: SpotId) -> str:
    """The name of any spot id as text (a ``Spot``'s text form, a string as it is)."""
    return sid if isinstance(sid, str) else str(sid)
