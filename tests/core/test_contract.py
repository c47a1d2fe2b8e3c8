"""Every registered game and the fixture pass the shared contract suite."""

from __future__ import annotations

import pytest

from mint.core import registry
from tests import contract

CASES = [
    (name, n, opts, seed)
    for name in registry.names()
    for n, opts in contract.configs(registry.get(name))
    for seed in (1, 2)
]


@pytest.mark.parametrize(("game", "players", "options", "seed"), CASES, ids=lambda v: str(v))
def test_contract(game, players, options, seed):
    contract.check_game(registry.get(game), players, options, seed)


def test_fixture_is_not_in_the_menu():
    assert "pebbles" in registry.names()
    assert "pebbles" not in registry.menu_names()
