"""The registry finds the games by their declarations: the packages of mint.games, in the menu
order they declare, a broken or undeclared package reported rather than taking the app down."""

from __future__ import annotations

import sys
import types

import pytest

import mint.games
from mint.core import registry
from mint.core.declare import AgeRule, Declaration, DeclarationError

GOOD = dict(
    name="sample",
    title="Mint Sample",
    order=1,
    players=(1, 2),
    cooperative=False,
    accent="#123456",
    pitch="A pitch.",
    solo="Solo at once",
)


FIVE = ["italy", "control", "delivery", "cooperative", "knight"]


def test_the_five_games_are_found_in_their_declared_order():
    assert [g for g in registry.KNOWN if g in FIVE] == FIVE  # (a game added later may come between)
    assert registry.menu_names() == list(registry.KNOWN) and "pebbles" in registry.names()
    orders = [registry.declaration(g).order for g in registry.KNOWN]
    assert orders == sorted(orders)


def test_names_aliases_and_titles_come_from_the_declarations():
    assert registry.canonical(" Co-op ") == "cooperative" and registry.canonical("mint_knight") == "knight"
    assert registry.declaration("MINT-ITALY").name == "italy"
    assert [registry.title(g) for g in registry.KNOWN] == [
        "Mint Italy",
        "Mint Control",
        "Mint Delivery",
        "Mint Cooperative",
        "Mint Knight",
    ]
    with pytest.raises(registry.UnknownGameError, match="italy, control"):
        registry.declaration("chess")


def test_the_age_rule_and_the_units_are_declared_where_the_rules_read_them():
    assert {g for g in registry.KNOWN if registry.declaration(g).age_rule} == {"control", "delivery"}
    assert registry.declaration("control").unit == ("star", "stars")  # its rules count stars
    assert registry.declaration("delivery").unit == ("star", "stars")
    assert registry.declaration("italy").unit == ("VP", "VP")


def _folder(tmp_path, name, init):
    (tmp_path / name).mkdir()
    (tmp_path / name / "__init__.py").write_text(init, encoding="utf-8")
    (tmp_path / name / "rules.py").write_text("", encoding="utf-8")


@pytest.fixture
def more_games(tmp_path, monkeypatch):
    """A folder added to mint.games' search path; ``rescan`` reads it again."""
    monkeypatch.setattr(mint.games, "__path__", [*mint.games.__path__, str(tmp_path)])
    yield tmp_path
    monkeypatch.undo()
    for name in [m for m in sys.modules if m.startswith(("mint.games.stray", "mint.games.misnamed"))]:
        del sys.modules[name]
    registry.rescan()


def test_a_package_without_a_declaration_or_with_another_name_is_broken_not_a_game(more_games):
    _folder(more_games, "stray", "X = 1\n")
    _folder(
        more_games,
        "misnamed",
        "from mint.core.declare import Declaration\n"
        "GAME = Declaration(name='other', title='Other', order=9, players=(1, 1), cooperative=False,"
        " accent='#000000', pitch='p', solo='Solo')\n",
    )
    before = list(registry.KNOWN)
    registry.rescan()
    assert registry.menu_names() == list(registry.KNOWN) == before and "stray" not in before
    assert "declares no game" in registry.broken["stray"]
    assert "its folder must have that name" in registry.broken["misnamed"]


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"name": "Big Name"}, "lower-case word"),
        ({"players": (3, 2)}, "fewest <= most"),
        ({"accent": "red"}, "#rrggbb"),
        ({"unit": ("star",)}, "singular and a plural"),
        ({"pitch": ""}, "needs a pitch"),
        ({"aliases": ("Coop",)}, "not lower case"),
        ({"age_rule": AgeRule(5, "older wins")}, "age rule"),
    ],
)
def test_a_declaration_that_cannot_be_right_is_refused_with_the_reason(change, words):
    Declaration(**GOOD)
    with pytest.raises(DeclarationError, match=words):
        Declaration(**{**GOOD, **change})


def test_a_variant_rules_module_is_declared_as_its_package_declares_it_renamed():
    from tests.fixture import rules

    variant = types.ModuleType("tests.fixture.variant")
    variant.__dict__.update({k: v for k, v in vars(rules).items() if not k.startswith("__")})
    variant.NAME = "variant-pebbles"
    registry.register_extra(variant)
    try:
        game = registry.declaration("variant-pebbles")
        assert game.title == "Pebbles (test fixture)" and not game.menu
        assert registry.get("variant-pebbles") is variant and "variant-pebbles" not in registry.menu_names()
    finally:
        registry.unregister_extra("variant-pebbles")
