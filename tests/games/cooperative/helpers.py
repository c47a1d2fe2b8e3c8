"""Hand-made Mint Cooperative positions for scenario tests."""

from __future__ import annotations

from typing import Any

from mint.core.game import Seat, replace
from mint.games.cooperative import rules as R


def game(players: int = 1, seed: int = 1, **options: str) -> R.State:
    """A fresh game with the heroes dealt at random."""
    return R.new_game([Seat("human", f"P{i + 1}") for i in range(players)], seed, options)


def town(name: str) -> int:
    return R.TIDX[name]


def position(
    players: int = 1, villain: str = "nick", heroes: tuple[str, ...] = ("spear", "pizzaz", "lady"), **changes: Any
) -> R.State:
    """A game at the start of a hero turn with the given heroes at their home towns."""
    opts = {k: changes.pop(k) for k in ("hard", "mint_it_up") if k in changes}
    s = game(players, villain=villain, **opts)
    n = R.hero_count(players)
    heroes = tuple(heroes[:n]) + tuple(h for h in R.HERO_IDS if h not in heroes)[: max(0, n - len(heroes))]
    s = replace(s, heroes=heroes, where=tuple(R.HOME[h] for h in heroes), stunts=("",) * n)
    if "mints" in changes and isinstance(changes["mints"], dict):
        m = list(s.mints)
        for name, v in changes.pop("mints").items():
            m[town(name)] = v
        changes["mints"] = tuple(m)
    if "tokens" in changes and isinstance(changes["tokens"], dict):
        t = [0] * R.NTOWNS
        for name, v in changes.pop("tokens").items():
            t[town(name)] = v
        changes["tokens"] = tuple(t)
    if "where" in changes and isinstance(changes["where"], dict):
        w = list(s.where)
        for hero, name in changes.pop("where").items():
            w[heroes.index(hero)] = town(name)
        changes["where"] = tuple(w)
    return replace(s, **changes)


def play(state: R.State, *texts: str) -> R.State:
    """Apply actions given by their text forms, in order."""
    for text in texts:
        state = R.apply(state, R.parse_action(text))
    return state


def legal_texts(state: R.State) -> list[str]:
    return [str(a) for a in R.legal_actions(state)]


def checked(state: R.State, dice: tuple[int, ...], deck: tuple[str, ...] = (), events: tuple[str, ...] = ()) -> R.State:
    """Set up a reroll that gives ``dice`` and check it with the given top cards."""
    s = replace(state, phase="check", dice=dice, taken=(-1,) * R.NDICE, spare=(False,) * len(state.seats))
    if deck:
        s = replace(s, trouble_deck=deck + tuple(c for c in s.trouble_deck if c not in deck))
    if events:
        s = replace(s, event_deck=events + tuple(c for c in s.event_deck if c not in events))
    return R.apply(s, R.Check())
