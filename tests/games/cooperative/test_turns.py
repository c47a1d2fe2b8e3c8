"""Rulebook "Gameplay", "Possible Actions" and "Stunts"."""

from __future__ import annotations

import pytest

from mint.core.game import IllegalActionError, replace
from mint.games.cooperative import rules as R

from .helpers import legal_texts, play, position, town


def test_active_player_takes_a_die_and_play_passes_clockwise():
    s = position(dice=(1, 2, 1, 2))
    s = play(s, "take die 1 spear", "mint spearmint")
    assert s.taken == (0, -1, -1, -1) and s.active == 1
    assert "take die 1 pizzaz" not in legal_texts(s)
    assert "take die 2 pizzaz" in legal_texts(s)


def test_when_one_die_is_left_stunts_are_discarded_and_the_next_player_rerolls():
    s = position(dice=(1, 1, 1, 1), stunts=("rally", "sprint", "airdrop"))
    s = play(
        s,
        "take die 1 spear",
        "mint spearmint",
        "take die 2 pizzaz",
        "mint peppermint",
        "take die 3 lady",
        "mint licorice",
    )
    assert s.phase == "roll" and s.active == 0
    assert s.stunts == ("", "", "") and {"rally", "sprint", "airdrop"} <= set(s.stunt_discard)
    assert legal_texts(s) == ["roll"]
    assert R.is_barrier(s, R.Roll())
    s = R.apply(s, R.Roll())
    assert s.taken == (-1,) * 4 and all(s.stunts)


def test_new_stunts_go_to_the_three_heroes_starting_with_the_new_active_player():
    s = position(players=2, heroes=("spear", "pizzaz", "lady", "guardian"), dice=(1, 1, 1, 1))
    s = play(
        s,
        "take die 1 spear",
        "mint spearmint",
        "take die 2 pizzaz",
        "mint peppermint",
        "take die 3 lady",
        "mint licorice",
    )
    assert s.active == 3 and s.phase == "roll" and R.to_act(s) == 1
    s = R.apply(s, R.Roll())
    assert s.stunts[3] and s.stunts[0] and s.stunts[1] and s.stunts[2] == ""


def test_mint_fills_the_track_left_to_right_up_to_five():
    s = position(dice=(2, 2, 2, 2), mints={"spearmint": 2})
    s = play(s, "take die 1 spear", "mint spearmint")
    assert s.mints[town("spearmint")] == 4


def test_mint_two_with_one_empty_slot_adds_only_one():
    # Rulebook: "If Gumdrop Gully has one empty slot left, Mint 2 will only add one white mint."
    s = position(dice=(2, 1, 1, 1), mints={"gumdrop": 4}, where={"spear": "gumdrop"})
    s = play(s, "take die 1 spear", "mint gumdrop")
    assert s.mints[town("gumdrop")] == 5


def test_mint_one_face():
    s = play(position(dice=(1, 4, 4, 4)), "take die 1 spear")
    assert legal_texts(s) == ["mint spearmint"]


def test_run_and_mint_may_be_done_in_either_order():
    s = play(position(dice=(3, 1, 1, 1)), "take die 1 spear")
    texts = legal_texts(s)
    assert "mint spearmint" in texts and "move spear gumdrop" in texts and "stay" in texts
    first_mint = play(s, "mint spearmint", "move spear gumdrop")
    assert first_mint.mints[town("spearmint")] == 4 and first_mint.where[0] == town("gumdrop")
    first_run = play(s, "move spear gumdrop", "mint gumdrop")
    assert first_run.mints[town("gumdrop")] == 4 and first_run.mints[town("spearmint")] == 3
    assert first_run.active == 1


def test_a_run_only_reaches_a_neighbouring_town():
    s = play(position(dice=(3, 1, 1, 1)), "take die 1 spear")
    with pytest.raises(IllegalActionError, match="neighbouring"):
        R.apply(s, R.Move("spear", "licorice"))


def test_fly_goes_anywhere_and_reduces_panic_by_two():
    s = position(dice=(4, 1, 1, 1), panic=5)
    s = play(s, "take die 1 spear")
    assert s.panic == 3
    assert len([t for t in legal_texts(s) if t.startswith("move")]) == 6
    s = play(s, "move spear licorice")
    assert s.where[0] == town("licorice")


def test_panic_never_drops_below_zero():
    s = play(position(dice=(4, 1, 1, 1), panic=1), "take die 1 spear")
    assert s.panic == 0


def test_heroic_feat_face_and_exploit_weakness_face():
    s = play(position(dice=(5, 6, 1, 1), panic=10), "take die 1 spear")
    assert s.tasks[0].do == "run"  # The Super Spear's feat starts with running
    s = play(s, "stay", "mint spearmint", "take die 2 pizzaz")
    assert s.panic == 8  # Nick O'Teen's weakness: panic -2 ...
    assert legal_texts(s) == ["mint peppermint"]  # ... and 1 mint in your town


def test_a_stunt_needs_a_die_showing_its_number_and_replaces_the_face():
    s = position(dice=(1, 2, 2, 2), stunts=("double_dose", "", ""))
    assert "stunt die 1 spear" in legal_texts(s)
    assert "stunt die 2 spear" not in legal_texts(s)
    with pytest.raises(IllegalActionError, match="needs a die showing 1"):
        R.apply(s, R.PlayStunt(1, "spear"))
    s = play(s, "stunt die 1 spear", "mint spearmint")
    assert s.mints[town("spearmint")] == 5 and s.stunts[0] == "" and "double_dose" in s.stunt_discard


def test_the_taken_die_belongs_to_the_active_hero():
    s = position(dice=(1, 2, 2, 2))
    with pytest.raises(IllegalActionError, match="turn to take a die"):
        R.apply(s, R.Take(0, "pizzaz"))


def test_a_used_die_cannot_be_taken_again():
    s = play(position(dice=(1, 2, 2, 2)), "take die 1 spear", "mint spearmint")
    with pytest.raises(IllegalActionError, match="already been used"):
        R.apply(s, R.Take(0, "pizzaz"))


def test_full_track_mint_adds_nothing():
    s = play(position(dice=(1, 2, 2, 2), mints={"spearmint": 5}), "take die 1 spear")
    after = play(s, "mint spearmint")
    assert after.mints[town("spearmint")] == 5
    assert "full" in R.describe(s, R.Mint("spearmint"))


def test_text_forms_round_trip():
    s = position(dice=(3, 4, 5, 6), stunts=("sprint", "", ""))
    for a in R.legal_actions(s):
        assert R.parse_action(str(a)) == a
    for text in (
        "reroll none",
        "reroll 1 3",
        "set face 6",
        "mint it up die 2",
        "remove token gumdrop",
        "choose lady",
        "skip",
        "stay",
        "reveal",
        "check",
        "roll",
        "pick spear",
    ):
        assert str(R.parse_action(text)) == text
    with pytest.raises(IllegalActionError):
        R.parse_action("move spear atlantis")


def test_apply_leaves_its_input_alone():
    s = position(dice=(1, 2, 2, 2))
    before = replace(s)
    play(s, "take die 1 spear", "mint spearmint")
    assert s == before


def test_an_empty_stunt_deck_is_reshuffled_from_the_discards():
    s = position(dice=(1, 1, 1, 1), stunts=("rally", "sprint", "airdrop"))
    s = replace(s, stunt_deck=("team_up",), stunt_discard=("calm_crowd", "foil_plot"))
    s = play(
        s,
        "take die 1 spear",
        "mint spearmint",
        "take die 2 pizzaz",
        "mint peppermint",
        "take die 3 lady",
        "mint licorice",
        "roll",
    )
    assert s.stunts[0] == "team_up"
    assert set(s.stunts[1:]) | set(s.stunt_deck) == {"calm_crowd", "foil_plot", "rally", "sprint", "airdrop"}
    assert s.stunt_discard == ()
