"""Rulebook "Trouble Is Afoot!": the dice table, trouble cards, mayhem, winning and losing."""

from __future__ import annotations

from collections import Counter
from itertools import product

import pytest

from mint.core.game import replace
from mint.games.cooperative import rules as R

from .helpers import checked, play, position, town


def _by_the_book(dice):
    """The rulebook's table, written independently of the rules module."""
    if all(d <= 3 for d in dice):
        return "none"
    counts = sorted(Counter(dice).values(), reverse=True)
    if counts[0] >= 3:
        return "triple_threat"
    if counts[0] == 2:
        return "double_trouble"
    return "trouble"


def test_the_whole_dice_table_matches_the_rulebook():
    tally = Counter()
    for dice in product(range(1, 7), repeat=4):
        kind, _ = R.classify(dice)
        assert kind == _by_the_book(dice), dice
        tally[kind] += 1
    assert tally == {"none": 81, "trouble": 360, "double_trouble": 756, "triple_threat": 99}


@pytest.mark.parametrize(
    ("dice", "text"),
    [
        ((1, 2, 3, 3), "No trouble: every die shows 3 or less"),
        ((3, 3, 3, 1), "No trouble: every die shows 3 or less"),  # "even if there are doubles or triples"
        ((1, 1, 2, 2), "No trouble: every die shows 3 or less"),
        ((4, 1, 2, 3), "Trouble: 4 is high and no dice match"),
        ((6, 5, 4, 1), "Trouble: 6 is high and no dice match"),
        ((5, 5, 1, 2), "Double Trouble: two 5s"),
        ((1, 5, 1, 5), "Double Trouble: two 1s and two 5s"),  # the rulebook's "2 ones and 2 fives"
        ((2, 2, 6, 3), "Double Trouble: two 2s"),
        ((4, 4, 4, 1), "Triple Threat: three 4s"),
        ((1, 1, 1, 6), "Triple Threat: three 1s"),
        ((6, 6, 6, 6), "Triple Threat: four 6s"),
    ],
)
def test_dice_table_examples_and_their_words(dice, text):
    assert R.classify(dice)[1] == text


def test_roll_log_names_the_result():
    s = checked(position(), (5, 5, 2, 1))
    assert s.roll_text == "Double Trouble: two 5s"
    s2 = replace(position(), phase="check", dice=(5, 5, 2, 1), spare=(False,))
    assert "Double Trouble: two 5s" in R.describe(s2, R.Check())


def test_no_trouble_means_players_take_their_turn():
    s = checked(position(), (1, 2, 3, 3))
    assert s.phase == "choose" and s.pending == ()


def test_trouble_reveals_are_separate_steps():
    s = checked(position(), (6, 6, 1, 2), deck=("T04", "T06"))  # Nick: Double Trouble
    assert s.phase == "reveal" and s.pending[0] == "trouble"
    assert R.is_barrier(s, R.Reveal())
    s = play(s, "reveal")
    assert [x.card for x in s.shown] == ["T04"]


def test_mintopia_trouble_that_uncovers_three_panic_symbols():
    # Rulebook: "3 Mints are removed from Mintopia City, from right to left. 3 Total Panic symbols
    # are uncovered. Regional Panic increases by 3."
    s = position(panic=4)
    s = checked(s, (6, 5, 1, 2), deck=("T03",))
    pending_before = list(s.pending)
    assert "Mintopia City loses 3 mints; panic +3" in R.describe(s, R.Reveal())
    s = play(s, "reveal")
    assert s.mints[town("mintopia")] == 0
    shown = s.shown[-1]
    assert shown.card == "T03" and shown.removed == (3,) and shown.panic == 3
    nick_extra = pending_before.count("panic")  # Nick's Trouble also adds 1 panic
    assert s.panic == 4 + nick_extra + 3


def test_trouble_removes_mints_from_the_right_and_takes_what_is_there():
    s = position(mints={"gumdrop": 1})
    s = play(checked(s, (6, 5, 1, 2), deck=("T05",)), "reveal")  # Gumdrop Gully 3
    assert s.mints[town("gumdrop")] == 0 and s.shown[-1].removed == (1,)


def test_no_panic_when_no_new_symbol_shows_and_mints_remain():
    s = position(mints={"gumdrop": 5}, panic=0)
    s = play(checked(s, (6, 5, 1, 2), deck=("T05",)), "reveal")  # 5 -> 2: slots 3-5 carry no symbol
    assert s.mints[town("gumdrop")] == 2 and s.shown[-1].panic == 0


def test_panic_counts_every_visible_symbol_of_the_town_not_only_new_ones():
    # Spearmint Springs (normal): symbols 1,0,1,1,0. At 3 mints slot 4 already shows 1.
    s = position(mints={"spearmint": 3})
    s = play(checked(s, (6, 5, 1, 2), deck=("T06",)), "reveal")  # Spearmint 2: 3 -> 1
    assert s.mints[town("spearmint")] == 1
    assert s.shown[-1].panic == 2  # slot 3 (new) + slot 4 (already showing)


def test_an_empty_town_adds_its_panic_again_even_with_nothing_new():
    s = position(mints={"gumdrop": 0})
    s = play(checked(s, (6, 5, 1, 2), deck=("T04",)), "reveal")
    assert s.shown[-1].panic == 3  # Gumdrop Gully shows 2 + 1 symbols


def test_double_target_card_checks_each_town():
    s = position(mints={"peppermint": 2, "freshness": 5})
    s = play(checked(s, (6, 5, 1, 2), deck=("T22",)), "reveal")  # PP 2 + FF 2
    assert s.mints[town("peppermint")] == 0 and s.mints[town("freshness")] == 3
    assert s.shown[-1].panic == 3 + 1  # Peppermint Pines empty shows 1+1+1; Freshness Falls uncovers 1


def test_mayhem_raises_panic_by_every_visible_symbol_then_the_villain_effect():
    s = position(villain="halitosis", panic=0, mints={"mintopia": 1})
    visible = sum(R.visible(s, t) for t in range(R.NTOWNS))
    s = play(checked(s, (6, 5, 1, 2), deck=("M1",)), "reveal")
    assert s.shown[-1].kind == "mayhem" and s.shown[-1].panic == visible
    assert s.panic == visible + R.VILLAINS["halitosis"].trouble.count("panic") and s.mayhem == 1
    assert s.mints[town("mintopia")] == 0 and s.mints[town("gumdrop")] == 2  # Halitosis strips


def test_resolving_the_third_mayhem_wins():
    s = position(mayhem=2, panic=0)
    s = play(checked(s, (6, 5, 1, 2), deck=("M3",)), "reveal")
    assert s.result == "won" and R.to_act(s) is None
    out = R.outcome(s)
    assert out.cooperative and out.team_won and out.winners == (0,)


def test_panic_reaching_27_loses_even_on_the_last_mayhem():
    s = position(mayhem=2, panic=24, mints={"mintopia": 0, "gumdrop": 0})
    s = play(checked(s, (6, 5, 1, 2), deck=("M3",)), "reveal")
    assert s.result.startswith("lost") and s.panic == 27 and s.pending == ()
    out = R.outcome(s)
    assert out.team_won is False and out.winners == ()


def test_panic_reaching_27_ends_the_game_at_once():
    s = position(panic=25, mints={"mintopia": 0})
    s = checked(s, (6, 6, 6, 2), deck=("T01", "T02"))
    s = play(s, "reveal")
    assert s.result == "lost: regional panic reached 27" and s.pending == ()
    assert R.legal_actions(s) == []
