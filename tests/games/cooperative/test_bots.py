"""The heuristic co-op bot makes sensible choices and plays whole games."""

from __future__ import annotations

from mint.core.game import replace
from mint.games.cooperative import bots as B
from mint.games.cooperative import rules as R

from .helpers import position, town


def _choose(state):
    seat = R.to_act(state)
    return B.HeuristicBot().choose(R, R.observation(state, seat), seat, R.legal_actions(state), 1.0, 1)


def _play_turn(state):
    hero = state.active
    while R.to_act(state) is not None and (state.phase == "task" or (state.phase == "choose" and state.active == hero)):
        state = R.apply(state, _choose(state))
    return state


def test_bot_runs_to_the_town_closest_to_adding_panic():
    s = position(dice=(3, 3, 3, 3), mints={"gumdrop": 1, "peppermint": 5, "mintopia": 5, "spearmint": 5})
    s = _play_turn(s)
    assert s.where[0] == town("gumdrop") and s.mints[town("gumdrop")] == 2


def test_bot_uses_a_feat_when_it_is_worth_it():
    s = position(heroes=("pizzaz", "spear", "lady"), dice=(5, 1, 1, 1), panic=15, mints=dict.fromkeys(R.TOWN_IDS, 5))
    assert _choose(s) == R.Take(0, "pizzaz")


def test_bot_plays_a_stunt_when_it_beats_the_face():
    s = position(
        dice=(1, 2, 2, 2), stunts=("double_dose", "", ""), mints={**dict.fromkeys(R.TOWN_IDS, 5), "spearmint": 0}
    )
    assert _choose(s) == R.PlayStunt(0, "spear")


def test_bot_spends_mint_it_up_to_dodge_a_triple_threat():
    s = position(mint_it_up="on", mints={"mintopia": 1, "gumdrop": 1, "cinnamon": 1})
    s = replace(s, phase="check", dice=(6, 6, 6, 2))
    a = _choose(s)
    assert isinstance(a, R.MintItUp)
    s = R.apply(s, a)
    s = R.apply(s, _choose(s))
    assert R.classify(s.dice)[0] == "double_trouble"  # one die can only break the triple


def test_bot_picks_a_hero_when_players_choose():
    s = R.new_game([R.Seat("heuristic")], 1, {"heroes": "choose"})
    assert isinstance(_choose(s), R.Pick)


def test_bot_only_needs_its_seats_observation():
    s = position(dice=(4, 5, 6, 1))
    obs = R.observation(s, 0)
    assert obs.trouble_deck == ("?",) * len(s.trouble_deck)
    a = B.HeuristicBot().choose(R, obs, 0, R.legal_actions(s), 1.0, 1)
    assert a in R.legal_actions(s)


def test_heuristic_prefers_safer_counties():
    safe = position(panic=2, mints=dict.fromkeys(R.TOWN_IDS, 5))
    risky = position(panic=10, mints=dict.fromkeys(R.TOWN_IDS, 1))
    assert B.heuristic(safe, 0) > B.heuristic(risky, 0)
    assert B.heuristic(replace(safe, phase="over", result="won"), 0) > B.heuristic(safe, 0)


def test_bot_remembers_the_turn_it_planned_and_plays_it_as_a_fresh_plan_would():
    bot = B.HeuristicBot()
    state = R.new_game([R.Seat("heuristic")], 7, {"villain": "decay"})
    remembered = 0
    while (seat := R.to_act(state)) is not None:
        obs, legal = R.observation(state, seat), R.legal_actions(state)
        remembered += obs in bot._next
        action = bot.choose(R, obs, seat, legal, 1.0, 1)
        assert action == B.plan(obs, legal)
        state = R.apply(state, action)
    assert remembered > 20  # most heroes' later steps came from the plan


def test_a_holder_who_did_not_roll_spends_to_dodge_a_triple_threat():
    s = position(players=3, mint_it_up="on", mints={"mintopia": 1, "gumdrop": 1, "cinnamon": 1})
    s = replace(s, phase="check", dice=(6, 6, 6, 2), active=1, window=(2, 0), spare=(True, False, True))
    assert R.to_act(s) == 2
    a = _choose(s)
    assert isinstance(a, R.MintItUp)
    s = R.apply(s, a)
    assert R.to_act(s) == 2
    s = R.apply(s, _choose(s))
    assert R.classify(s.dice)[0] == "double_trouble"
    # the other holder sees the changed roll, and breaks the pair left with a second mint
    assert s.phase == "check" and R.to_act(s) == 0
    s = R.apply(s, _choose(s))
    s = R.apply(s, _choose(s))
    assert R.classify(s.dice)[0] in ("trouble", "none") and s.spare == (False, False, False)


def test_bot_keeps_its_mint_when_the_roll_is_harmless():
    s = position(players=3, mint_it_up="on")
    s = replace(s, phase="check", dice=(1, 2, 3, 1), window=(0, 1, 2))
    assert _choose(s) == R.Check()


def _before_pizzaz(dice, panic):
    s = position(
        players=3,
        heroes=("pizzaz", "spear", "lady"),
        mint_it_up="on",
        dice=dice,
        panic=panic,
        mints=dict.fromkeys(R.TOWN_IDS, 5),
    )
    return replace(s, phase="spend", window=(1, 2))


def test_bot_turns_a_die_for_another_hero_when_the_team_is_in_danger():
    # every track is full, so the 1s do nothing: Peppermint Pizzaz wants a 5 (panic -3)
    s = _before_pizzaz((1, 1, 1, 1), panic=20)
    a = _choose(s)
    assert isinstance(a, R.MintItUp)
    s = R.apply(s, a)
    assert R.to_act(s) == 1 and _choose(s) == R.SetFace(5)


def test_bot_keeps_its_mint_for_a_trouble_check_when_the_turn_gains_little():
    assert _choose(_before_pizzaz((1, 1, 1, 1), panic=8)) == R.KeepMint()
    assert _choose(_before_pizzaz((5, 1, 1, 1), panic=20)) == R.KeepMint()  # the 5 is there already


def test_bot_plays_whole_games_with_every_mint_it_up_window():
    for players in (2, 3, 4):
        state = R.new_game([R.Seat("heuristic")] * players, players, {"mint_it_up": "on", "villain": "decay"})
        bots = [B.HeuristicBot() for _ in range(players)]
        phases = set()
        while (seat := R.to_act(state)) is not None:
            phases.add(state.phase)
            legal = R.legal_actions(state)
            action = bots[seat].choose(R, R.observation(state, seat), seat, legal, 1.0, 1)
            assert action in legal
            state = R.apply(state, action)
        assert {"spend", "check"} <= phases
