"""Mint Control's end of game: stars, the tie-break and the scoring table."""

from __future__ import annotations

from mint.core import words
from mint.core.game import Outcome
from mint.core.words import data, t, tn
from mint.games.control.cards import BY_ID
from mint.games.control.state import GALLERY, STARS, State, controller, placed, seat_name

SHARED = "shared win"
"""The tie-break name of a tie that nothing broke (the results read it; it is not shown)."""
TIE_BREAK = "Tie-break: "
"""The mark of a scoring row that only breaks ties (the results show what follows it)."""

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
        (str(t("most mints left")), lambda s: state.mints[s]),
        (str(t("most influence placed")), lambda s: placed(state, s)),
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
            return closest, str(t("age closest to 42"))
        tied = closest
    return tied, SHARED  # (a mark the results read, not shown)


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
        place = data(loc.name)
        if lid == GALLERY:
            rows.append((str(t("{place} (1 per token)", place=place)), tuple(float(k) for k in state.tokens[i])))
            continue
        c = controller(state, i)
        if loc.stars:
            label = tn("{place} ({n} star)", "{place} ({n} stars)", loc.stars, place=place)
        else:
            label = t("{place} (no stars)", place=place)
        rows.append((str(label), tuple(float(loc.stars if s == c else 0) for s in range(n))))
    if tiebreak:
        # (the results keep rows marked "Tie-break:" out of the total and show what follows the mark)
        mints, influence = t("mints left"), t("influence placed")
        rows.append((f"{TIE_BREAK}{mints}", tuple(float(m) for m in state.mints)))
        rows.append((f"{TIE_BREAK}{influence}", tuple(float(placed(state, s)) for s in range(n))))
    names = words.join([seat_name(state, s) for s in winners])
    if len(winners) == 1:
        said = tn("{names} wins with {n} point", "{names} wins with {n} points", best, names=names)
    else:
        said = tn("{names} win with {n} point", "{names} win with {n} points", best, names=names)
    if tiebreak == SHARED:
        said = t("{summary} (tied players share the win)", summary=said)
    elif tiebreak:
        said = t("{summary} (tie broken by {tiebreak})", summary=said, tiebreak=tiebreak)
    summary = str(said)
    return Outcome(
        scores=tuple(float(x) for x in sc),
        winners=tuple(winners),
        breakdown=tuple(rows),
        tiebreak=tiebreak,
        summary=summary,
    )
