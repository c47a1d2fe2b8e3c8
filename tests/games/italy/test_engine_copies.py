"""The engine's private working copies stay private: an action (and set-up) works on one thawed
copy of the state and settles it, so the state it was given never changes and what it returns is
a real frozen State, over whole random games of every player count and of solo."""

from __future__ import annotations

import dataclasses
import random

import pytest

from mint.core.game import Seat
from mint.games.italy import rules as R
from mint.games.italy.state import State

FIELDS = tuple(f.name for f in dataclasses.fields(State))


def _frozen_state(s: object) -> None:
    assert type(s) is State  # settled: the frozen class, not its mutable twin
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.seat = 0  # type: ignore[misc]
    hash(s)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_an_action_never_changes_its_state_and_returns_a_frozen_one(players: int) -> None:
    for seed in (1, 2):
        rnd = random.Random(seed)
        state = R.new_game(tuple(Seat("random") for _ in range(players)), seed, {})
        _frozen_state(state)
        while R.to_act(state) is not None:
            before = {name: getattr(state, name) for name in FIELDS}
            action = rnd.choice(R.legal_actions(state))
            after = R.apply(state, action)
            changed = [name for name in FIELDS if getattr(state, name) is not before[name]]
            assert not changed, f"{action} changed the state it was given: {changed}"
            _frozen_state(after)
            state = after
