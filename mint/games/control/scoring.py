"""Mint Control's end of game: stars, the tie-break and the scoring table."""

from __future__ import annotations

from mint.core.game import Outcome
from mint.games.control.cards import BY_ID
from mint.games.control.state import GALLERY, STARS, State, controller, placed, seat_name

# --- End and scoring (rulebook: "Game End and Scoring") --------------------------------------


def scores(state: State) -> tuple[int, ...]:
    """Stars of every controlled location, plus 1 per own token on the Gallery."""
    n = len(state.seats)
    pts = [0] * n
    for i, lid in enumerate(state.locs):
        if lid == GALLERY:
            for s in range(n):
                pts[s] += state.tokens[i][s]
            continue
        c = controller(state, i)
        if c >= 0:
            pts[c] += STARS[lid]
    return tuple(pts)


def break_tie(state: State, tied: list[int]) -> tuple[list[int], str | None]:
    """Most mints left, then most influence placed, then age closest to 42, else shared."""
    steps = (
        ("most mints left", lambda s: state.mints[s]),
        ("most influence placed", lambda s: placed(state, s)),
    )
    for name, key in steps:
        best = max(key(s) for s in tied)
        tied = [s for s in tied if key(s) == best]
        if len(tied) == 1:
            return tied, name
    ages = [state.seats[s].age for s in tied]
    if all(a is not None for a in ages):
        best = min(abs(a - 42) for a in ages if a is not None)
        closest = [s for s, a in zip(tied, ages) if a is not None and abs(a - 42) == best]
        if len(closest) == 1:
            return closest, "age closest to 42"
        tied = closest
    return tied, "shared win"


def outcome(state: State) -> Outcome | None:
    if not state.over:
        return None
    n = len(state.seats)
    sc = scores(state)
    best = max(sc)
    winners = [s for s in range(n) if sc[s] == best]
    tiebreak = None
    if len(winners) > 1:
        winners, tiebreak = break_tie(state, winners)
    rows: list[tuple[str, tuple[float, ...]]] = []
    for i, lid in enumerate(state.locs):
        loc = BY_ID[lid]
        if lid == GALLERY:
            rows.append((f"{loc.name} (1 per token)", tuple(float(k) for k in state.tokens[i])))
            continue
        c = controller(state, i)
        stars = f"{loc.stars} star{'s' if loc.stars != 1 else ''}" if loc.stars else "no stars"
        rows.append((f"{loc.name} ({stars})", tuple(float(loc.stars if s == c else 0) for s in range(n))))
    if tiebreak:
        rows.append(("Tie-break: mints left", tuple(float(m) for m in state.mints)))
        rows.append(("Tie-break: influence placed", tuple(float(placed(state, s)) for s in range(n))))
    names = " and ".join(seat_name(state, s) for s in winners)
    summary = f"{names} win{'s' if len(winners) == 1 else ''} with {best} point{'s' if best != 1 else ''}"
    if tiebreak:
        summary += f" ({'tied players share the win' if tiebreak == 'shared win' else 'tie broken by ' + tiebreak})"
    return Outcome(
        scores=tuple(float(x) for x in sc),
        winners=tuple(winners),
        breakdown=tuple(rows),
        tiebreak=tiebreak,
        summary=summary,
    )
