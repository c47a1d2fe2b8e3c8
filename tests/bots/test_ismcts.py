"""The search bot on the fixture game: time caps, hidden information, strength, hints, and the
same search on any machine and under any load."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
import threading
import time
import types

import pytest

from mint.bots import costs, flat, hint, ismcts, tournament, tree
from mint.bots.base import BotError
from mint.bots.kinds import bot_kinds, make_bot
from mint.core import registry
from mint.core.game import Outcome, Seat
from mint.core.rng import MASKED, Rng
from tests.fixture import rules as pebbles


def _variant(name: str, **overrides):
    """A copy of the fixture game under another name with some functions replaced."""
    mod = types.ModuleType(f"tests.bots.{name}")
    mod.__dict__.update({k: v for k, v in vars(pebbles).items() if not k.startswith("__")})
    mod.NAME = name
    mod.__dict__.update(overrides)
    return mod


@pytest.fixture
def registered():
    added = []

    def add(mod):
        registry.register_extra(mod)
        added.append(mod.NAME)
        return mod

    yield add
    for name in added:
        registry.unregister_extra(name)


def _start(players=2, seed=1, **opts):
    seats = tuple(Seat("random", "") for _ in range(players))
    return pebbles.new_game(seats, seed, opts)


def _decide(bot, rules, state, seed=7, budget=0.0):
    seat = rules.to_act(state)
    legal = rules.legal_actions(state)
    t0 = time.perf_counter()
    action = bot.choose(rules, rules.observation(state, seat), seat, legal, budget, seed)
    return action, time.perf_counter() - t0


SLACK = 0.05
"""Seconds a busy machine may add to a capped decision (the process waiting for a core)."""


def _quickest(bot, rules, state, budget=0.0, tries=3):
    """The shortest of a few decisions: a busy shared machine may pause any one of them."""
    return min(_decide(bot, rules, state, seed=s, budget=budget)[1] for s in range(tries))


# --- Levels and the factory ------------------------------------------------------------------


def test_levels_are_named_in_the_kind():
    assert make_bot("pebbles", "ismcts").kind == "ismcts:normal"
    assert make_bot("pebbles", "ismcts:easy").kind == "ismcts:easy"
    assert make_bot("pebbles", "ISMCTS:Hard").kind == "ismcts:hard"
    assert {"ismcts:easy", "ismcts:normal", "ismcts:hard"} <= set(bot_kinds("pebbles"))
    with pytest.raises(BotError):
        make_bot("pebbles", "ismcts:godlike")


def test_levels_grow_in_iterations_and_caps():
    e, n, h = (ismcts.LEVELS[k] for k in ("easy", "normal", "hard"))
    assert e.iterations < n.iterations < h.iterations
    assert e.cap_s < n.cap_s < h.cap_s
    assert e.mistake > 0 and n.mistake == h.mistake == 0


# --- Time caps: a safety net only ------------------------------------------------------------


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_the_bot_stops_within_its_cap_however_large_the_budget(level):
    bot = ismcts.ISMCTSBot("pebbles", dataclasses.replace(ismcts.LEVELS[level], iterations=10**9, cap_s=0.1))
    state = _start(players=3, pile="15")
    took = _quickest(bot, pebbles, state)
    assert took <= 0.1 + SLACK


def test_the_cap_holds_when_every_apply_is_slow(registered):
    def slow_apply(state, action):
        time.sleep(0.003)
        return pebbles.apply(state, action)

    slow = registered(_variant("slowpebbles", apply=slow_apply))
    bot = ismcts.ISMCTSBot("slowpebbles", dataclasses.replace(ismcts.LEVELS["easy"], iterations=10**9, cap_s=0.1))
    state = _start(players=4, pile="15")
    assert _quickest(bot, slow, state) <= 0.1 + SLACK


def test_a_smaller_budget_from_the_caller_is_honoured():
    bot = ismcts.ISMCTSBot("pebbles", dataclasses.replace(ismcts.LEVELS["hard"], iterations=10**9))
    assert _quickest(bot, pebbles, _start(pile="15"), budget=0.05) <= 0.05 + SLACK


def test_a_single_legal_action_is_played_at_once():
    state = dataclasses.replace(_start(dice="off"), pile=1)
    action, took = _decide(make_bot("pebbles", "ismcts:hard"), pebbles, state)
    assert action == pebbles.Take(1) and took < 0.01


# --- Hidden information -------------------------------------------------------------------------


def test_the_bot_cannot_see_another_seats_secret_cards():
    a = _start(players=3, seed=4)
    b = dataclasses.replace(a, secret=(a.secret[0], (a.secret[1] + 2) % 4, (a.secret[2] + 1) % 4))
    c = dataclasses.replace(a, rng=Rng.from_seed(999))  # the future dice differ too
    assert a != b and a != c
    obs = [pebbles.observation(s, 0) for s in (a, b, c)]
    assert obs[0] == obs[1] == obs[2]
    assert obs[0].secret[1:] == (None, None) and obs[0].rng == MASKED
    picks, stats = [], []
    for state in (a, b, c):
        bot = ismcts.make_ismcts("pebbles", "ismcts:normal")
        legal = pebbles.legal_actions(state)
        picks.append(bot.choose(pebbles, pebbles.observation(state, 0), 0, legal, 0.0, 42))
        res = bot.search(pebbles, pebbles.observation(state, 0), 0, legal, 0.0, 42)
        stats.append({str(k): (v.visits, round(v.total, 9)) for k, v in res.root.children.items()})
    assert picks[0] == picks[1] == picks[2]
    assert stats[0] == stats[1] == stats[2]


def test_the_hint_sees_only_the_asking_seats_observation():
    a = _start(players=2, seed=8)
    b = dataclasses.replace(a, secret=(a.secret[0], 3 - a.secret[1]))
    hints = [
        hint.hint(
            "pebbles",
            pebbles,
            pebbles.observation(s, 0),
            0,
            pebbles.legal_actions(s),
            5,
        )
        for s in (a, b)
    ]
    assert hints[0] == hints[1]


def test_default_determinize_keeps_the_observation_and_samples_the_generator():
    obs = pebbles.observation(_start(), 0)
    world = ismcts.default_determinize(obs, 0, Rng.from_seed(3))
    assert world.rng != MASKED
    assert dataclasses.replace(world, rng=MASKED) == obs
    again = ismcts.default_determinize(obs, 0, Rng.from_seed(3))
    other = ismcts.default_determinize(obs, 0, Rng.from_seed(4))
    assert again == world and other.rng != world.rng
    plain = dataclasses.replace(obs, rng=Rng.from_seed(1))
    assert ismcts.default_determinize(plain, 0, Rng.from_seed(3)) is plain


def test_a_games_determinize_hook_is_used(registered):
    calls = []

    def determinize(observation, seat, rng):
        calls.append(seat)
        secret = tuple(v if v is not None else 3 for v in observation.secret)
        return dataclasses.replace(observation, secret=secret, rng=rng)

    mod = registered(_variant("hookpebbles", determinize=determinize))
    state = _start(players=2)
    _decide(ismcts.make_ismcts("hookpebbles", "ismcts:easy"), mod, state)
    assert calls and set(calls) == {0}


# --- Strength ------------------------------------------------------------------------------


def test_normal_beats_random_on_the_fixture():
    res = tournament.run("pebbles", ["ismcts:normal", "random"], games=16, seed=1)
    assert res["errors"] == 0
    assert res["win_rate"][0] >= 0.75 > res["win_rate"][1]


@pytest.mark.parametrize(("game", "players"), [("control", 2), ("delivery", 2), ("cooperative", 1)])
def test_the_search_bot_beats_random_in_every_registered_game(game, players):
    """The short, fixed-seed version of the tournaments: Easy against random (a random team for
    a cooperative game). The iteration budget and counted costs decide every move, so these
    games are the same on any machine."""
    kinds = ["ismcts:easy"] if players == 1 else ["ismcts:easy", "random"]
    search = tournament.run(game, kinds, games=3 if players > 1 else 5, players=players, seed=7, max_actions=3000)
    assert search["errors"] == 0
    if players > 1:
        assert search["win_rate"][0] >= 0.75 > search["win_rate"][1]
    else:
        rand = tournament.run(game, ["random"], games=5, players=1, seed=7, max_actions=3000)
        assert search["win_rate"][0] > rand["win_rate"][0]


def test_normal_takes_the_winning_pebbles():
    # Two pebbles left, dice off: taking both ends the game 5-4 up; taking one lets the
    # opponent take the last and tie.
    state = dataclasses.replace(_start(dice="off"), pile=2, hands=(3, 4), secret=(0, 0), turn=0)
    for seed in range(5):
        action, _ = _decide(make_bot("pebbles", "ismcts:normal"), pebbles, state, seed=seed)
        assert action == pebbles.Take(2)


def test_easy_makes_deliberate_mistakes_and_normal_does_not():
    state = dataclasses.replace(_start(dice="off"), pile=2, hands=(3, 4), secret=(0, 0), turn=0)
    easy = [_decide(make_bot("pebbles", "ismcts:easy"), pebbles, state, seed=s)[0] for s in range(30)]
    assert pebbles.Take(1) in easy and easy.count(pebbles.Take(2)) > 10


def test_the_team_plays_for_the_team_in_a_cooperative_game(registered):
    # The team wins when the dice give at least 2 bonus points; only rolling can do that.
    def outcome(state):
        if state.pile:
            return None
        won = sum(state.bonus) >= 2
        return Outcome(
            scores=tuple(float(b) for b in state.bonus),
            winners=tuple(range(len(state.seats))) if won else (),
            cooperative=True,
            team_won=won,
        )

    def heuristic(state, seat):
        return float(sum(state.bonus)) + 0.5 * (3 - state.rolls)

    registered(_variant("teampebbles", COOPERATIVE=True, outcome=outcome, heuristic=heuristic))
    smart = tournament.run("teampebbles", ["ismcts:normal"], games=10, players=2, seed=2)
    rand = tournament.run("teampebbles", ["random"], games=10, players=2, seed=2)
    assert smart["errors"] == rand["errors"] == 0
    assert smart["wins"][0] == smart["wins"][1]
    assert smart["win_rate"][0] > rand["win_rate"][0]
    # a hint for a team speaks of what the search did, not of a chance to win it cannot know
    mod = registry.get("teampebbles")
    state = mod.new_game(tuple(Seat("human", "") for _ in range(2)), 3, {})
    _, reason = hint.hint("teampebbles", mod, mod.observation(state, 0), 0, mod.legal_actions(state), 1)
    assert "lines it played out" in reason and "%" not in reason


def test_the_tree_is_reused_after_our_own_move():
    bot = ismcts.make_ismcts("pebbles", "ismcts:easy")
    state = _start(players=1, dice="off", pile="9")
    action, _ = _decide(bot, pebbles, state, seed=1)
    kept = bot._last[2]
    state = pebbles.apply(state, action)
    obs = pebbles.observation(state, 0)
    assert bot._reused_root(pebbles, obs, 0) is kept


# --- Hint ----------------------------------------------------------------------------------


def test_hint_gives_the_normal_move_and_a_reason():
    state = dataclasses.replace(_start(dice="off"), pile=2, hands=(3, 4), secret=(0, 0), turn=0)
    obs = pebbles.observation(state, 0)
    action, reason = hint.hint("pebbles", pebbles, obs, 0, pebbles.legal_actions(state), 1)
    assert action == pebbles.Take(2)
    assert "expected +2.0 pebbles" in reason
    assert pebbles.describe(obs, action) not in reason  # the table names the move itself
    assert "\n" not in reason


def test_the_search_stops_early_once_the_choice_cannot_change():
    state = dataclasses.replace(_start(dice="off"), pile=2, hands=(3, 4), secret=(0, 0), turn=0)
    obs, legal = pebbles.observation(state, 0), pebbles.legal_actions(state)
    for seed in range(3):
        bot = make_bot("pebbles", "ismcts:hard/cap=30")
        action = bot.choose(pebbles, obs, 0, legal, 0.0, seed)
        assert bot.last_iterations < bot.level.iterations  # stopped before the budget ran out
        full = make_bot("pebbles", "ismcts:hard/cap=30")
        result = full.search(pebbles, obs, 0, legal, 0.0, seed, keep_worlds=1)  # searches it all
        assert result.iterations == full.level.iterations
        assert full.ranked(result.root, legal)[0] == action


# --- Rollouts, costs and the root's starting values ---------------------------------------


@dataclasses.dataclass(frozen=True)
class _Line:
    """A one-seat game of 40 moves where moves 4-5, 14-15, 24-25... are draws (a chance event)."""

    seats: tuple = ("solo",)
    n: int = 0


class _LineRules:
    COOPERATIVE = False

    @staticmethod
    def to_act(state):
        return 0 if state.n < 40 else None

    @staticmethod
    def legal_actions(state):
        return ["left", "right"]

    @staticmethod
    def is_barrier(state, action):
        return state.n % 10 in (4, 5)

    @staticmethod
    def apply(state, action):
        return dataclasses.replace(state, n=state.n + 1)

    @staticmethod
    def heuristic(state, seat):
        return float(state.n)


def _rollout_end(cooperative, through=0):
    rules = type("Rules", (_LineRules,), {"COOPERATIVE": cooperative})
    bot = ismcts.make_ismcts("pebbles", f"ismcts:normal/depth=3/through={through}")
    bot.rollout_bot = None
    ends = []
    rules.heuristic = staticmethod(lambda state, seat: ends.append(state.n) or 0.0)
    bot._rollout(rules, _Line(), __import__("random").Random(1), time.perf_counter() + 5, rules.heuristic)
    return ends[-1]


def test_a_rollout_in_a_competitive_game_stops_at_its_depth():
    assert _rollout_end(cooperative=False) == 3


def test_a_rollout_can_play_out_the_next_chance_events_and_stop_right_after_them():
    # moves 4 and 5 are one run of draws: one event, played out, then the rollout ends
    assert _rollout_end(cooperative=True, through=1) == 6
    assert _rollout_end(cooperative=True) == 3
    assert _rollout_end(cooperative=False, through=2) == 16


def _cost(ratio):
    """A counted cost of ``ratio`` rules applications a bot move."""
    return costs.BotCost(bot_calls=round(ratio * 20), moves=1, apply_calls=20, applies=1)


def test_the_rollout_bots_share_follows_its_cost_in_rules_applications():
    bot = ismcts.make_ismcts("control", "ismcts:normal/spend=60")
    bot._moves_avg = 2.0
    bot.cost = _cost(100)  # one bot move costs 100 applications: 60 / (100 * 2)
    bot._update_share()
    assert bot._share == pytest.approx(0.3)
    bot.cost = _cost(0.05)  # a cheap bot plays as many rollout moves as the level's policy allows
    bot._update_share()
    assert bot._share == bot.level.policy
    bot._moves_avg = 3.0  # a bot too dear to play a fair share of the moves is left out
    bot.cost = _cost(200)
    bot._update_share()
    assert bot._share == 0.0


# --- The flat search: a cheap rollout bot plays out the turn for each root move -------------


@dataclasses.dataclass(frozen=True)
class _Turns:
    """Two seats taking three moves a turn; a good move scores 1. Seat 1 holds hidden stars."""

    seats: tuple = ("a", "b")
    n: int = 0
    score: tuple = (0, 0)
    luck: int = -1  # seat 1's hidden stars; -1 while masked


class _TurnsRules:
    COOPERATIVE = False

    @staticmethod
    def to_act(state):
        return (state.n // 3) % 2 if state.n < 30 else None

    @staticmethod
    def legal_actions(state):
        return ["good", "bad"]

    @staticmethod
    def is_barrier(state, action):
        return False

    @staticmethod
    def apply(state, action):
        seat = (state.n // 3) % 2
        score = tuple(s + (action == "good" and i == seat) for i, s in enumerate(state.score))
        return dataclasses.replace(state, n=state.n + 1, score=score)

    @staticmethod
    def heuristic(state, seat):
        return state.score[seat] + (max(state.luck, 0) if seat == 1 else 0)

    @staticmethod
    def determinize(observation, seat, rng):
        return dataclasses.replace(observation, luck=rng.randint(0, 9)[0])

    @staticmethod
    def outcome(state):
        return None


class _GoodBot:
    def choose(self, rules, observation, seat, legal, budget_s, seed):
        return "good"


def _turns_bot(ratio):
    bot = ismcts.make_ismcts("pebbles", "ismcts:normal")
    bot.rollout_bot = _GoodBot()
    bot.cost = _cost(ratio)  # one bot move costs `ratio` applications
    return bot


def test_a_cheap_rollout_bot_makes_the_search_flat_and_it_finds_the_better_move():
    bot = _turns_bot(ratio=2)
    result = bot.search(_TurnsRules, _Turns(n=1), 0, ["good", "bad"], 0.0, 3)
    assert bot._flat
    assert set(result.root.children) == {"good", "bad"}
    assert all(not ch.children for ch in result.root.children.values())  # the tree stops at the root
    assert bot.ranked(result.root, ["good", "bad"])[0] == "good"


def test_a_dear_rollout_bot_keeps_the_tree_growing():
    bot = _turns_bot(ratio=300)
    result = bot.search(_TurnsRules, _Turns(n=1), 0, ["good", "bad"], 0.0, 3)
    assert not bot._flat
    assert any(ch.children for ch in result.root.children.values())


def test_a_flat_rollout_plays_out_the_seats_turn_and_stops_where_it_passes():
    bot = _turns_bot(ratio=2)
    bot._flat = True
    ends = []
    rules = type("Rules", (_TurnsRules,), {})
    rules.heuristic = staticmethod(lambda state, seat: ends.append(state.n) or 0.0)
    bot._rollout(rules, _Turns(n=1), __import__("random").Random(1), time.perf_counter() + 5, rules.heuristic)
    assert ends[-1] == 3  # moves 1 and 2 were seat 0's; move 3 is seat 1's


def test_a_flat_rollout_with_replies_measures_when_the_turn_comes_back_to_the_seat():
    bot = _turns_bot(ratio=2)
    bot._flat = True
    bot.level = dataclasses.replace(bot.level, reply=1)
    ends = []
    rules = type("Rules", (_TurnsRules,), {"is_barrier": staticmethod(lambda state, action: True)})
    rules.heuristic = staticmethod(lambda state, seat: ends.append(state.n) or 0.0)
    for start in (1, 3):  # in the middle of seat 0's turn, or just after it ended: judged alike
        bot._rollout(
            rules, _Turns(n=start), __import__("random").Random(1), time.perf_counter() + 5, rules.heuristic, None, 0
        )
        assert ends[-1] == 6  # seat 1's moves 3-5 (draws and all) were played; move 6 is seat 0's


def test_a_flat_search_scores_against_each_worlds_own_root_so_hidden_luck_cancels():
    bot = _turns_bot(ratio=2)
    after = _Turns(n=3, score=(3, 0))
    rewards = []
    for luck in (0, 7):
        world = dataclasses.replace(_Turns(n=0), luck=luck)
        base = bot._margins_of(world, _TurnsRules.heuristic)
        rewards.append(bot.evaluate(_TurnsRules, dataclasses.replace(after, luck=luck), _TurnsRules.heuristic, base))
    assert rewards[0] == pytest.approx(rewards[1])
    assert rewards[0][0] > 0.5 > rewards[0][1]  # seat 0 gained three on seat 1


def test_a_flat_searchs_hint_speaks_of_its_lines_not_of_a_chance_to_win(monkeypatch):
    bot = _turns_bot(ratio=2)
    monkeypatch.setattr(hint, "make_ismcts", lambda game, kind: bot)
    action, reason = hint.hint("pebbles", _TurnsRules, _Turns(n=1), 0, ["good", "bad"], 1)
    assert action == "good"
    assert reason == "the best of 2 moves, each played out to the turn's end or the next draw or roll"  # exact values
    monkeypatch.setattr(flat, "SAME_WORLDS", 10**6)  # worlds that never agree: estimates only
    action, reason = hint.hint("pebbles", _TurnsRules, _Turns(n=1), 0, ["good", "bad"], 1)
    assert action == "good"
    assert "lines it played out" in reason and "%" not in reason


def _counted_flat_search(monkeypatch, rules, pool=16):
    bot = _turns_bot(ratio=2)
    bot.level = dataclasses.replace(bot.level, worlds=pool)
    played = []
    real = bot._rollout
    monkeypatch.setattr(bot, "_rollout", lambda *a, **k: played.append(1) or real(*a, **k))
    result = bot.search(rules, _Turns(n=1), 0, ["good", "bad"], 0.0, 3)
    return bot, result, len(played)


def test_a_flat_search_plays_a_move_alike_in_every_world_only_until_that_shows(monkeypatch):
    bot, result, played = _counted_flat_search(monkeypatch, _TurnsRules)
    assert bot._flat and result.iterations >= 2 * flat.SAME_WORLDS
    assert played == 2 * flat.SAME_WORLDS  # the rest of the worlds reuse the end it had in three
    assert result.iterations < bot.level.iterations  # with every value exact, the search stops
    assert bot.ranked(result.root, ["good", "bad"])[0] == "good"


def test_a_flat_search_plays_each_world_once_where_the_worlds_change_the_end(monkeypatch):
    class Lucky(_TurnsRules):
        @staticmethod
        def determinize(observation, seat, rng):
            return dataclasses.replace(observation, luck=rng.randrange(1000)[0])

        @staticmethod
        def heuristic(state, seat):  # a good move is worth more in a luckier world
            return state.score[seat] * (1 + max(state.luck, 0)) if seat == 0 else state.score[1]

    bot, result, played = _counted_flat_search(monkeypatch, Lucky, pool=8)
    assert result.iterations > 16
    assert 2 * flat.SAME_WORLDS < played <= 2 * 8  # each world at most once per move, repeats looked up


def test_a_flat_search_of_two_plies_grows_the_next_move_too_and_no_further():
    bot = _turns_bot(ratio=2)
    bot.level = dataclasses.replace(bot.level, plies=2)
    result = bot.search(_TurnsRules, _Turns(n=0), 0, ["good", "bad"], 0.0, 3)
    assert bot._flat
    below = [ch for child in result.root.children.values() for ch in child.children.values()]
    assert below and all(not ch.children for ch in below)
    assert result.exact is not None and result.exact["good"] > result.exact["bad"]
    assert bot.ranked(result.root, ["good", "bad"])[0] == "good"


class _BadBot:
    def choose(self, rules, observation, seat, legal, budget_s, seed):
        return "bad"


def test_a_flat_search_that_knows_its_moves_values_exactly_takes_the_best_not_the_most_tried():
    bot = _turns_bot(ratio=2)
    bot.rollout_bot = _BadBot()  # its hint, the worse move, gets a large bonus in the tree
    bot.level = dataclasses.replace(bot.level, prior=50.0)
    result = bot.search(_TurnsRules, _Turns(n=1), 0, ["good", "bad"], 0.0, 3)
    assert result.exact is not None and result.exact["good"] > result.exact["bad"]
    assert bot.ranked(result.root, ["good", "bad"])[0] == "bad"  # the most tried
    assert bot.ranked(result.root, ["good", "bad"], result.exact)[0] == "good"
    bot._last = None
    assert bot.choose(_TurnsRules, _Turns(n=1), 0, ["good", "bad"], 0.0, 3) == "good"


def test_a_flat_search_whose_worlds_disagree_claims_no_exact_values(monkeypatch):
    monkeypatch.setattr(flat, "SAME_WORLDS", 10**6)
    bot = _turns_bot(ratio=2)
    result = bot.search(_TurnsRules, _Turns(n=1), 0, ["good", "bad"], 0.0, 3)
    assert result.exact is None


def test_a_flat_search_claims_exact_values_only_once_every_root_move_was_tried():
    bot = _turns_bot(ratio=2)
    memo = flat.FlatMemo()
    for k in range(flat.SAME_WORLDS):
        memo.put(k, ("good",), ("reward", (1.0, 0.0)))
        memo.put(k, ("bad",), ("reward", (0.0, 1.0)))
    root = tree.Node(0)
    root.width = 2
    root.children["good"] = tree.Node(0)
    assert bot._exact(root, memo, 0) is None  # "bad" was legal but never tried
    root.children["bad"] = tree.Node(0)
    assert bot._exact(root, memo, 0) == {"good": 1.0, "bad": 0.0}


def test_a_flat_tree_of_two_plies_holds_only_the_seats_own_moves():
    bot = _turns_bot(ratio=2)
    bot.level = dataclasses.replace(bot.level, plies=2)
    result = bot.search(_TurnsRules, _Turns(n=2), 0, ["good", "bad"], 0.0, 3)  # seat 0's last move
    assert result.root.children and all(not ch.children for ch in result.root.children.values())


# --- Counted costs: the same search on any machine and under any load ----------------------


def _plus_one(x):
    return x + 1


def _work(n, pause=0.0):
    time.sleep(pause)  # one built-in call, however long it takes
    total = sum([_plus_one(i) for i in range(n)])  # the comprehension's own call is not counted
    dataclasses.replace(_Line(), n=1)  # nor the standard library, nor a generated __init__
    return total


def test_a_count_takes_the_projects_calls_and_not_the_clock():
    assert costs.counted(_work, 3) == (6, 1 + 1 + 3 + 1)  # _work, sleep, _plus_one three times, sum
    assert costs.counted(_work, 3, 0.02) == (6, 6)
    assert sys.getprofile() is None  # nothing is left watching


def test_a_count_sees_only_its_own_thread():
    stop = threading.Event()

    def busy():
        while not stop.is_set():
            _plus_one(1)

    other = threading.Thread(target=busy)
    other.start()
    try:
        assert [costs.counted(_work, 5)[1] for _ in range(20)] == [8] * 20
    finally:
        stop.set()
        other.join()


class _SlowGreedyBot:
    """Takes the move the fixture's heuristic likes best one move on, after a pause."""

    def __init__(self, pause):
        self.pause = pause

    def choose(self, rules, observation, seat, legal, budget_s, seed):
        time.sleep(self.pause)
        return max(legal, key=lambda a: (pebbles.heuristic(rules.apply(observation, a), seat), str(a)))


def test_the_probe_counts_the_same_however_slow_the_bot():
    state = _start(players=2, pile="15")
    quick = costs.probe(lambda: _SlowGreedyBot(0.0), pebbles, state, seed=4, moves=6)
    slow = costs.probe(lambda: _SlowGreedyBot(0.002), pebbles, state, seed=4, moves=6)
    assert quick == slow and quick.moves == 6 and quick.applies >= 6
    assert quick.per_move() > 1  # each move tries every legal action


def test_the_probe_counts_the_same_whatever_the_games_caches_hold():
    # Mint Delivery keeps caches (distances on the map); what earlier play left in them must
    # not change the figure.
    rules = registry.get("delivery")
    bots = registry.bots_module("delivery").BOTS["heuristic"]
    state = rules.new_game((Seat("heuristic", ""), Seat("heuristic", "")), 0, {})
    first = costs.probe(bots, rules, state, seed=0)
    other = rules.new_game((Seat("heuristic", ""), Seat("heuristic", "")), 5, {})
    costs.probe(bots, rules, other, seed=1, moves=8)  # other play in between
    assert costs.probe(bots, rules, state, seed=0) == first


# Which side of the thresholds each game's heuristic bot falls on: the choices the timings made
# before the costs were counted. Mint Control's bot (about 140-210 applications a move) leaves the
# tree to grow with random rollouts; Mint Delivery's (10-20) and Mint Cooperative's (25-45) make
# the search flat.
FLAT = {"control": False, "delivery": True, "cooperative": True}


def _players(rules):
    return 1 if getattr(rules, "COOPERATIVE", False) else max(2, rules.MIN_PLAYERS)


@pytest.mark.parametrize("game", sorted(FLAT))
def test_each_games_bot_is_counted_on_the_side_of_the_thresholds_it_had(game):
    rules = registry.get(game)
    for players in range(max(rules.MIN_PLAYERS, 1 if FLAT[game] else 2), rules.MAX_PLAYERS + 1):
        state = rules.new_game(tuple(Seat("heuristic", "") for _ in range(players)), 7, {})
        seat, legal = rules.to_act(state), rules.legal_actions(state)
        for level in ("easy", "normal"):
            bot = ismcts.make_ismcts(game, f"ismcts:{level}/iters=40")
            bot.search(rules, rules.observation(state, seat), seat, legal, 0.0, 3)
            assert 0 < bot.cost.moves <= costs.PROBE_MOVES
            assert bot._flat == FLAT[game], (players, bot.cost.per_move())
            bot._update_share()  # with the rollouts' length known
            assert bot._share == (1.0 if FLAT[game] else 0.0), (players, bot.cost.per_move())


def test_the_cost_is_the_games_not_the_positions():
    rules = registry.get("control")
    seen = []
    for seed in (1, 2):
        state = rules.new_game((Seat("heuristic", ""), Seat("heuristic", "")), seed, {})
        for _ in range(seed * 9):  # different positions of different deals
            state = rules.apply(state, rules.legal_actions(state)[0])
        seat, legal = rules.to_act(state), rules.legal_actions(state)
        bot = ismcts.make_ismcts("control", "ismcts:easy/iters=4")
        bot.search(rules, rules.observation(state, seat), seat, legal, 0.0, seed)
        seen.append(bot.cost)
    assert seen[0] == seen[1] and seen[0].moves == costs.PROBE_MOVES


def test_counting_the_cost_does_not_eat_into_the_first_searchs_cap(monkeypatch):
    monkeypatch.setattr(costs, "_OPENINGS", {})  # as in a new process: the first search counts it
    rules = registry.get("control")
    state = rules.new_game((Seat("heuristic", ""), Seat("heuristic", "")), 4, {})
    seat, legal = rules.to_act(state), rules.legal_actions(state)
    bot = ismcts.make_ismcts("control", "ismcts:normal")
    # the search's clock is a counter (a loaded machine cannot make this fail): each reading is a
    # microsecond later, and counting the cost takes ten seconds of it
    clock = [0.0]

    def now() -> float:
        clock[0] += 1e-6
        return clock[0]

    monkeypatch.setattr(ismcts, "time", types.SimpleNamespace(perf_counter=now))
    real_count = bot._count_cost

    def slow_count(*args):
        clock[0] += 10.0
        return real_count(*args)

    monkeypatch.setattr(bot, "_count_cost", slow_count)
    result = bot.search(rules, rules.observation(state, seat), seat, legal, 0.05, 1)  # a 50 ms cap
    assert bot.cost.known and result.iterations >= 8


def _midgame(game, moves, seed=3):
    """A position some heuristic (or random) moves into a seeded game, with a choice to make
    (None once the game is over)."""
    rules = registry.get(game)
    state = rules.new_game(tuple(Seat("heuristic", "") for _ in range(_players(rules))), seed, {})
    bot = make_bot(game, "heuristic" if "heuristic" in bot_kinds(game) else "random")
    step = 0
    while rules.to_act(state) is not None and (step < moves or len(rules.legal_actions(state)) < 2):
        seat = rules.to_act(state)
        legal = rules.legal_actions(state)
        state = rules.apply(state, bot.choose(rules, rules.observation(state, seat), seat, legal, 0.0, step))
        step += 1
    return state if rules.to_act(state) is not None else None


def _search_stats(game, state, seed):
    """The move a fresh Normal bot picks, and what its search learnt at the root."""
    rules = registry.get(game)
    seat, legal = rules.to_act(state), rules.legal_actions(state)
    bot = ismcts.make_ismcts(game, "ismcts:normal")
    result = bot.search(rules, rules.observation(state, seat), seat, legal, 0.0, seed)
    root = {str(a): (ch.visits, round(ch.total, 9)) for a, ch in result.root.children.items()}
    return str(bot.ranked(result.root, legal, result.exact)[0]), result.iterations, bot._flat, root


def _spinners():
    """Busy processes, one a core, that spin until they are stopped."""
    return [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(os.cpu_count() or 2)]


@pytest.mark.parametrize("game", [n for n in registry.names() if n in registry.KNOWN])  # the installed games
def test_the_same_seed_and_position_give_the_same_search_beside_a_busy_process(game):
    """Before the costs were counted, Mint Cooperative's searches 20 and 30 moves in differed
    from one run to the next, quiet or not: the timings chose the search's kind."""
    positions = [s for s in (_midgame(game, moves) for moves in (6, 20, 30)) if s is not None]
    assert positions
    quiet = [_search_stats(game, state, seed=11) for state in positions]
    busy = _spinners()
    try:
        time.sleep(0.2)  # let them take the cores
        loaded = [_search_stats(game, state, seed=11) for state in positions]
    finally:
        for p in busy:
            p.kill()
            p.wait()
    assert loaded == quiet
    other = [_search_stats(game, state, seed=12) for state in positions]
    assert [o[3] for o in other] != [q[3] for q in quiet]  # the figures do follow the seed


def _bots_module(**hooks):
    mod = types.ModuleType("tests.bots.hookbots")
    mod.BOTS = {}
    mod.__dict__.update(hooks)
    return mod


def test_the_heuristic_is_taken_from_the_games_bots_module_before_its_rules(registered):
    asked = []

    def from_bots(state, seat):
        asked.append("bots")
        return float(state.hands[seat])

    def from_rules(state, seat):
        asked.append("rules")
        return float(state.hands[seat])

    both = registered(_variant("botspebbles", heuristic=from_rules, BOTS_MODULE=_bots_module(heuristic=from_bots)))
    _decide(ismcts.make_ismcts("botspebbles", "ismcts:easy"), both, _start(pile="9"))
    assert asked and set(asked) == {"bots"}
    asked.clear()
    rules_only = registered(_variant("rulespebbles", heuristic=from_rules, BOTS_MODULE=_bots_module()))
    _decide(ismcts.make_ismcts("rulespebbles", "ismcts:easy"), rules_only, _start(pile="9"))
    assert asked and set(asked) == {"rules"}


def test_a_game_may_set_its_own_search_settings_for_every_level(registered):
    own = registered(_variant("searchpebbles", BOTS_MODULE=_bots_module(SEARCH={"through": 2, "worlds": 5})))
    assert own.NAME == "searchpebbles"
    bot = ismcts.make_ismcts("searchpebbles", "ismcts:normal")
    assert (bot.level.through, bot.level.worlds) == (2, 5)
    assert bot.level.iterations == ismcts.LEVELS["normal"].iterations
    assert bot.kind == "ismcts:normal"  # the game's own settings are its plain level
    tuned = ismcts.make_ismcts("searchpebbles", "ismcts:hard/worlds=7")
    assert (tuned.level.through, tuned.level.worlds) == (2, 7)  # the kind's tweak wins over the game's
    assert tuned.kind == "ismcts:hard/worlds=7"
    plain = ismcts.make_ismcts("pebbles", "ismcts:normal")
    assert plain.level == ismcts.LEVELS["normal"]
    bad = registered(_variant("badpebbles", BOTS_MODULE=_bots_module(SEARCH={"through": -1})))
    with pytest.raises(BotError):
        ismcts.make_ismcts(bad.NAME, "ismcts:normal")


def test_mint_knight_searches_through_one_irreversible_event():
    bot = ismcts.make_ismcts("knight", "ismcts:normal")
    assert bot.level.through == 1 and bot.kind == "ismcts:normal"


def test_hints_name_only_the_chance_a_game_has():
    """A hint says what a line was played out to; only Mint Cooperative rolls dice."""
    for game in ("italy", "control", "delivery", "cooperative", "knight"):
        words = registry.get(game).CHANCE_WORDS
        assert ("roll" in str(words)) == (game == "cooperative"), game
    assert registry.get("control").CHANCE_WORDS == ""  # nothing hidden is drawn in play
