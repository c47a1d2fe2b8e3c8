"""The shared contract suite (DESIGN §6.1): checks any rules module against the contract.

Used by tests/core/test_contract.py for every registered game and the fixture. A game's own
tests may call ``check_game(rules, players, options, seed)`` directly as well;
``check_declaration`` checks that a game's declaration and its rules module agree.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Iterator

from mint.core import serial
from mint.core.game import Action, IllegalActionError, Outcome, Seat
from mint.core.rng import MASKED, Rng

MAX_STEPS = 20000


def configs(rules: Any) -> Iterator[tuple[int, dict[str, str]]]:
    """Every player count with default options, then every option value at the count the game
    declares for it (the fewest by default), then the game's declared test configurations."""
    from mint.core import registry

    game = registry.declaration(rules.NAME)
    at = dict(game.option_players)
    for n in range(rules.MIN_PLAYERS, rules.MAX_PLAYERS + 1):
        yield n, {}
    for spec in rules.OPTIONS:
        for value in spec.choices:
            if value != spec.default:
                yield at.get(spec.name, rules.MIN_PLAYERS), {spec.name: value}
    for n, opts in game.test_configs:
        yield n, dict(opts)


def check_declaration(game: Any, rules: Any) -> None:
    """A game's declaration (``mint.core.declare``) and its rules module agree on what both say."""
    assert rules.NAME == game.name, f"the rules are called {rules.NAME!r}, the declaration {game.name!r}"
    assert rules.TITLE == game.title, f"the rules' title {rules.TITLE!r} is not the declared {game.title!r}"
    assert (rules.MIN_PLAYERS, rules.MAX_PLAYERS) == game.players, "the rules' player counts are not the declared ones"
    assert rules.COOPERATIVE == game.cooperative, "the rules and the declaration differ on cooperation"
    from mint.core import registry

    mod = registry.bots_module(game.name)
    own = tuple(getattr(mod, "BOTS", {})) if mod is not None else ()
    assert own == game.bots, f"the bots module offers {own}, the declaration says {game.bots}"
    if game.menu:  # one person can play exactly when the tile's solo line says how
        assert game.solo.startswith(("Solo", "Solitaire")) == (game.min_players == 1), game.solo


def _rngs(obj: Any, depth: int = 0) -> Iterator[Rng]:
    if depth > 6:
        return
    if isinstance(obj, Rng):
        yield obj
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            yield from _rngs(getattr(obj, f.name), depth + 1)
    elif isinstance(obj, (tuple, frozenset)):
        for x in obj:
            yield from _rngs(x, depth + 1)


class _Bogus(Action):
    def __str__(self) -> str:
        return "bogus"


def check_step(rules: Any, state: Any, step: int) -> None:
    """Check one position: legality, purity, text forms, observation and round trip."""
    seat = rules.to_act(state)
    legal = rules.legal_actions(state)
    out = rules.outcome(state)
    if seat is None:
        assert out is not None, "to_act is None but outcome is None"
        assert isinstance(out, Outcome)
        return
    assert out is None, "outcome given while someone still has to act"
    assert legal, f"no legal actions at step {step} though seat {seat} is to act"
    assert len(set(legal)) == len(legal), "legal_actions has duplicates"
    before = serial.dump(state)
    for a in legal:
        text = str(a)
        assert rules.parse_action(text) == a, f"parse_action({text!r}) does not give the action back"
        assert rules.describe(state, a), "describe gave an empty line"
        assert isinstance(rules.is_barrier(state, a), bool)
    try:
        rules.apply(state, _Bogus())
    except IllegalActionError as exc:
        assert str(exc), "IllegalActionError needs a reason"
    else:
        raise AssertionError("apply accepted an action that is not legal")
    assert serial.dump(state) == before, "apply or a failed apply changed its input"
    for obs_seat in [None, *range(len(state.seats))]:
        obs = rules.observation(state, obs_seat)
        assert all(r == MASKED for r in _rngs(obs)), "observation leaks the random generator"
    if step & (step - 1) == 0:
        data = serial.dump(state)
        assert serial.load(data, rules.STATE_TYPES) == state, f"JSON round trip differs at step {step}"


def check_outcome(rules: Any, state: Any, n: int) -> Outcome:
    out = rules.outcome(state)
    assert isinstance(out, Outcome)
    assert len(out.scores) == n, "outcome needs one score per seat"
    assert all(0 <= w < n for w in out.winners), "winner out of range"
    if rules.COOPERATIVE or out.cooperative:
        assert out.team_won is not None, "a cooperative outcome says whether the team won"
    else:
        assert out.winners, "a competitive game has at least one winner"
    for name, row in out.breakdown:
        assert name and len(row) == n, f"breakdown row {name!r} needs one value per seat"
    return out


def play(
    rules: Any, players: int, options: dict[str, str], seed: int, every_step: bool = True
) -> tuple[Any, list[Action]]:
    """Play one random game, checking each step; returns the final state and the actions."""
    seats = tuple(Seat("random", f"P{i + 1}") for i in range(players))
    state = rules.new_game(seats, seed, options)
    rng = Rng.from_seed(seed + 1)
    actions: list[Action] = []
    for step in range(MAX_STEPS):
        if every_step or step % 7 == 0:
            check_step(rules, state, step)
        if rules.to_act(state) is None:
            check_outcome(rules, state, players)
            return state, actions
        legal = rules.legal_actions(state)
        a, rng = rng.choice(legal)
        state = rules.apply(state, a)
        actions.append(a)
    raise AssertionError(f"game did not end in {MAX_STEPS} actions")


def check_game(rules: Any, players: int, options: dict[str, str], seed: int) -> None:
    """A random playout with every check, then a replay from the text forms gives equal states."""
    final, actions = play(rules, players, options, seed)
    seats = tuple(Seat("random", f"P{i + 1}") for i in range(players))
    state = rules.new_game(seats, seed, options)
    for a in actions:
        state = rules.apply(state, rules.parse_action(str(a)))
    assert state == final, "replaying the recorded actions gives a different final state"
