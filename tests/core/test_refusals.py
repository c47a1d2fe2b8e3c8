"""A refused move says why and names the rule it applies: a heading of its game's rules page.

Each game's legal list is its one statement of what may be done; asked about one move
(``mint.core.game.Ask``), the place that leaves the move out gives the reason. These tests check
the rule ids written in each game's code against its page, and in random games that every move
refused carries an id of its page, while no legal move is refused.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from mint.core import registry, rulepage
from mint.core.game import Action, IllegalActionError, Seat
from mint.core.rng import Rng

GAMES = list(registry.KNOWN)


def _said(node: ast.expr) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("t", "tn")


def _written_rule_ids(folder: Path) -> list[tuple[str, int, str]]:
    """Every rule id written in a game's modules: the first argument of ``….no(…)`` and of
    ``Refusal(…)``, and the first item of a ``("id", t(…))`` pair held in a dict (a table of
    refusals by kind of move)."""
    out = []
    for path in sorted(folder.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            first: ast.expr | None = None
            if isinstance(node, ast.Call) and node.args:
                f = node.func
                name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
                if name in ("no", "Refusal"):
                    first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                out.append((path.name, node.lineno, first.value))
            if isinstance(node, ast.Dict):  # a table of refusals: {Kind: ("rule-id", t(...)), ...}
                for value in node.values:
                    if isinstance(value, ast.Tuple) and len(value.elts) == 2 and _said(value.elts[1]):
                        rid = value.elts[0]
                        if isinstance(rid, ast.Constant) and isinstance(rid.value, str):
                            out.append((path.name, value.lineno, rid.value))
    return out


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_id_written_names_a_heading_of_the_page(game):
    ids = rulepage.game_ids(game)
    written = _written_rule_ids(registry.folder(game))
    assert written, f"{game} gives no rule ids"
    wrong = [f"{f}:{line} {rid!r}" for f, line, rid in written if rid not in ids]
    assert not wrong, f"rule ids that name no heading of {game}'s page: {wrong}; headings: {sorted(ids)}"


@pytest.mark.parametrize("game", GAMES)
def test_every_page_has_an_end_heading(game):
    assert "end" in rulepage.game_ids(game), "the game-over refusal names the heading with id 'end'"


def _configs(game):
    rules = registry.get(game)
    yield rules.MIN_PLAYERS
    if rules.MAX_PLAYERS > rules.MIN_PLAYERS:
        yield rules.MAX_PLAYERS


@pytest.mark.parametrize(("game", "players"), [(g, n) for g in GAMES for n in _configs(g)])
def test_refusals_in_random_games_name_a_heading_and_no_legal_move_is_refused(game, players):
    rules = registry.get(game)
    ids = rulepage.game_ids(game)
    seats = tuple(Seat("random", f"P{i + 1}") for i in range(players))
    refused = 0
    for seed in (3, 4):
        state = rules.new_game(seats, seed, {})
        rng = Rng.from_seed(seed + 100)
        seen: list[Action] = []  # moves legal at some earlier position: most are not legal now
        for step in range(3000):
            if rules.to_act(state) is None:
                break
            legal = rules.legal_actions(state)
            if step % 3 == 0:
                for a in seen[-40:]:
                    if a in legal:
                        continue
                    with pytest.raises(IllegalActionError) as err:
                        rules.apply(state, a)
                    assert err.value.rule in ids, f"{a} refused ({err.value}) under {err.value.rule!r}, not a heading"
                    assert str(rules.refusal(state, a)) == str(err.value)
                    refused += 1
            seen.extend(a for a in legal if a not in seen[-200:])
            a, rng = rng.choice(legal)
            state = rules.apply(state, a)
        if rules.to_act(state) is None:
            with pytest.raises(IllegalActionError) as err:
                rules.apply(state, seen[-1])
            assert err.value.rule == "end", "a move after the end names the page's end heading"
    assert refused > 20, f"only {refused} refusals were tried"
