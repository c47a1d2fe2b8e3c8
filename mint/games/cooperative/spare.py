"""Mint It Up! windows (rulebook: "Variant Rules"): who may still change a die, and in which order.

Each player holds one spare mint and may spend it at any time to turn a rolled die to any face.
A die's face matters at two moments, so a window opens before each of them:

- after a round's roll, before the trouble check: every player still holding a mint, the roller
  first and then around the table;
- before a hero takes a die: every other player still holding a mint, starting with the seat
  after the active one (the active player spends theirs in the take decision itself).

A window asks one seat at a time: keep the mint or spend it on an unused die. A spend reopens
the window for everyone still holding a mint, starting after the spender, since the dice they
accepted have changed. No window opens when nobody else holds a mint, so a game without the
variant plays exactly as before.
"""

from __future__ import annotations

from mint.core.flow import clockwise
from mint.games.cooperative.state import Copy, State


def holders(s: State | Copy, first: int, skip: int = -1) -> tuple[int, ...]:
    """The seats still holding a mint, around the table from ``first``, leaving out ``skip``."""
    spare = s.spare
    return tuple(seat for seat in clockwise(first % len(spare), len(spare)) if seat != skip and spare[seat])


def turn_window(s: State | Copy, first: int | None = None) -> tuple[int, ...]:
    """Who to ask before the active hero takes a die (its own player spends in that decision)."""
    mover = s.control[s.active]
    return holders(s, mover + 1 if first is None else first, skip=mover)


def open_turn(w: Copy) -> None:
    """The active hero is about to take a die: ask the other holders first, if there are any."""
    w.window = turn_window(w)
    w.phase = "spend" if w.window else "choose"
