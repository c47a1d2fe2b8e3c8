"""Hand-made Mint Control positions for the scenario tests."""

from __future__ import annotations

from typing import Sequence

from mint.core.game import Seat
from mint.games.control import rules as R

SEATS4 = tuple(Seat("human", "") for _ in range(4))


def seats(n: int, ages: Sequence[int | None] | None = None) -> tuple[Seat, ...]:
    ages = ages or (None,) * n
    return tuple(Seat("human", "", age) for age in ages)


def table(
    locs: Sequence[str],
    tokens: dict[str, Sequence[int]] | None = None,
    mints: Sequence[int] = (2, 2, 2, 2),
    supply: int | None = None,
    start: int = 0,
    ages: Sequence[int | None] | None = None,
    **kw,
) -> R.State:
    """A state at the start of a round: ``tokens`` maps a location id to per-seat counts."""
    n = len(mints)
    rows = [tuple((tokens or {}).get(lid, (0,) * n)) for lid in locs]
    return R.make_state(seats(n, ages), locs, tokens=rows, mints=mints, supply=supply, start=start, **kw)


def play(state: R.State, *texts: str) -> R.State:
    """Apply actions given by their text forms, in order."""
    for t in texts:
        state = R.apply(state, R.parse_action(t))
    return state


def row(state: R.State, lid: str) -> tuple[int, ...]:
    return state.tokens[state.locs.index(lid)]


def total_mints(state: R.State) -> int:
    return state.supply + sum(state.mints)
