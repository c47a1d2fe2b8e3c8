"""Every stunt card."""

from __future__ import annotations

import pytest

from mint.core.game import replace
from mint.games.cooperative import rules as R

from .helpers import checked, legal_texts, play, position, town


def _stunt(sid: str, players: int = 1, **changes):
    face = R.STUNTS[sid].face
    other = 1 if face != 1 else 2
    s = position(players=players, dice=(face, other, other, other), stunts=(sid, "", ""), **changes)
    return play(s, "stunt die 1 spear")


def test_double_dose_mints_three():
    s = play(_stunt("double_dose", mints={"spearmint": 1}), "mint spearmint")
    assert s.mints[town("spearmint")] == 4


def test_calm_the_crowd_reduces_panic_by_two():
    assert _stunt("calm_crowd", panic=6).panic == 4


def test_rally_mints_two_and_reduces_panic_by_one():
    s = play(_stunt("rally", panic=6, mints={"spearmint": 1}), "mint spearmint")
    assert s.panic == 5 and s.mints[town("spearmint")] == 3


def test_fresh_breeze_mints_here_and_next_door():
    s = play(_stunt("fresh_breeze"), "mint spearmint")
    assert set(legal_texts(s)) == {"mint mintopia", "mint gumdrop", "mint peppermint"}
    s = play(s, "mint gumdrop")
    assert s.mints[town("gumdrop")] == 4


def test_sprint_runs_up_to_three_times_minting_in_each_town_entered():
    s = play(
        _stunt("sprint"),
        "move spear gumdrop",
        "mint gumdrop",
        "move spear cinnamon",
        "mint cinnamon",
        "move spear licorice",
        "mint licorice",
    )
    assert [s.mints[town(t)] for t in ("gumdrop", "cinnamon", "licorice")] == [4, 4, 4]
    assert s.mints[town("spearmint")] == 3 and s.active == 1
    short = play(_stunt("sprint"), "move spear gumdrop", "mint gumdrop", "stay")
    assert short.active == 1


def test_sugar_rush_rerolls_chosen_other_dice_then_mints_one():
    s = _stunt("sugar_rush")
    texts = legal_texts(s)
    assert "reroll none" in texts and "reroll 2 3 4" in texts and "reroll 1" not in texts
    assert R.is_barrier(s, R.Reroll((1, 2)))
    assert not R.is_barrier(s, R.Reroll(()))
    after = play(s, "reroll 2 3 4")
    assert after.rng != s.rng and legal_texts(after) == ["mint spearmint"]
    assert after.dice[0] == 3


def test_airdrop_mints_one_in_two_different_towns_without_moving():
    s = _stunt("airdrop", panic=3)
    assert s.panic == 2 and len(legal_texts(s)) == 7
    s = play(s, "mint licorice")
    assert "mint licorice" not in legal_texts(s)
    s = play(s, "mint freshness")
    assert s.where[0] == town("spearmint")
    assert s.mints[town("licorice")] == 4 and s.mints[town("freshness")] == 4


def test_rescue_flight_takes_a_hero_from_the_town_left_then_mints_two():
    s = _stunt("rescue_flight", where={"pizzaz": "spearmint"})
    s = play(s, "move spear licorice")
    assert set(legal_texts(s)) == {"move pizzaz licorice", "skip"}
    s = play(s, "move pizzaz licorice", "mint licorice")
    assert s.where[0] == s.where[1] == town("licorice") and s.mints[town("licorice")] == 5


def test_rescue_flight_alone_when_nobody_shares_the_town():
    s = play(_stunt("rescue_flight"), "move spear licorice")
    assert legal_texts(s) == ["mint licorice"]


def test_team_up_lets_another_hero_do_their_feat_and_their_player_chooses():
    s = _stunt("team_up", players=2)
    assert set(legal_texts(s)) == {"choose pizzaz", "choose lady", "choose cinnamight"}
    s = play(s, "choose lady")  # Lady Licorice is hero 3, played by seat 0
    assert R.to_act(s) == 0 and legal_texts(s) == ["mint licorice"]
    s2 = play(_stunt("team_up", players=2, panic=9), "choose pizzaz")
    assert s2.panic == 6 and s2.active == 1


def test_foil_the_plot_exploits_the_weakness_twice():
    s = _stunt("foil_plot", panic=9)
    s = play(s, "mint spearmint", "mint spearmint")
    assert s.panic == 9 - 2 * 2 and s.mints[town("spearmint")] == 5


def test_force_field_stays_in_play_and_stops_the_next_trouble_card():
    s = _stunt("force_field")
    assert s.field and "force_field" not in s.stunt_discard
    s = play(s, "take die 2 pizzaz", "mint peppermint", "take die 3 lady", "mint licorice")
    assert s.phase == "roll" and s.field  # not discarded with the other stunts
    s = checked(s, (6, 5, 1, 2), deck=("T03", "T01"))
    s = play(s, "reveal")
    assert s.shown[-1].kind == "stopped" and s.mints[town("mintopia")] == 3
    assert not s.field and "force_field" in s.stunt_discard


def test_force_field_cannot_stop_mayhem():
    s = replace(_stunt("force_field"), mints=(0,) + (3,) * 6)
    s = play(checked(s, (6, 5, 1, 2), deck=("M1",)), "reveal")
    assert s.shown[-1].kind == "mayhem" and s.field


@pytest.mark.parametrize("sid", sorted(R.STUNTS))
def test_every_stunt_can_be_played_through_to_the_next_turn(sid):
    s = _stunt(sid, players=2)
    for _ in range(20):
        if s.phase != "task":
            break
        s = R.apply(s, R.legal_actions(s)[0])
    assert s.phase in ("choose", "roll") and s.active == 1
