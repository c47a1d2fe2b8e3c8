"""Every registered game and the fixture pass the shared contract suite, agree with their
declarations, and (for mypy) state in their package that their rules keep the contract."""

from __future__ import annotations

import ast

import pytest

from mint.core import registry
from tests import contract

# each configuration once, on seeds that differ from one configuration to the next (the fixture twice)
CASES = [
    (name, n, opts, seed)
    for name in registry.names()
    for i, (n, opts) in enumerate(contract.configs(registry.get(name)))
    for seed in ((1, 2) if name == "pebbles" else (1 + i % 2,))
]


@pytest.mark.parametrize(("game", "players", "options", "seed"), CASES, ids=lambda v: str(v))
def test_contract(game, players, options, seed):
    contract.check_game(registry.get(game), players, options, seed)


def test_fixture_is_not_in_the_menu():
    assert "pebbles" in registry.names()
    assert "pebbles" not in registry.menu_names()


@pytest.mark.parametrize("game", registry.names())
def test_each_declaration_agrees_with_its_rules(game):
    contract.check_declaration(registry.declaration(game), registry.get(game))


@pytest.mark.parametrize("game", registry.KNOWN)
def test_each_game_has_mypy_check_its_rules_against_the_contract(game):
    """Each package's ``__init__`` assigns its rules module to a ``Rules[ItsState]`` (read by mypy
    only): every game, Knight too, is checked with no list to keep elsewhere."""
    tree = ast.parse((registry.folder(game) / "__init__.py").read_text(encoding="utf-8"))
    checks = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.AnnAssign)
        and isinstance(node.annotation, ast.Subscript)
        and ast.unparse(node.annotation.value) == "Rules"
        and ast.unparse(node.value or node.target) == "rules"
    ]
    assert len(checks) == 1, f"mint/games/{game}/__init__.py has no `RULES: Rules[State] = rules` under TYPE_CHECKING"
