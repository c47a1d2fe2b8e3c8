"""Names typed, pasted or read from files lose invisible and control characters."""

from __future__ import annotations

from mint.core.text import clean, unsafe_characters


def test_clean_drops_zero_width_and_direction_marks_controls_and_line_breaks():
    assert clean(" A\u200bda\u202e \n\t Lovelace\u0000 ") == "Ada Lovelace"
    assert clean("\u200b\u202e\u2028") == ""
    assert clean("Zoë Ångström 李") == "Zoë Ångström 李"


def test_clean_cuts_to_the_limit_without_a_trailing_space():
    assert clean("Bartholomew Higginbotham", 12) == "Bartholomew"
    assert len(clean("x" * 50, 20)) == 20


def test_entry_boxes_refuse_what_clean_drops():
    bad = set(unsafe_characters())
    assert {"\u200b", "\u202e", "\u0000", "\u2028", "\ufeff", "\U000e0041"} <= bad
    assert not {"a", " ", "é", "李", "-"} & bad


def test_count_is_singular_for_exactly_one():
    from mint.core.text import count

    assert count(1, "point") == "1 point"
    assert count(0, "point") == "0 points"
    assert count(2, "mint") == "2 mints"
    assert count(1, "die", "dice") == "1 die" and count(3, "die", "dice") == "3 dice"


def test_control_says_1_mint_and_1_token():
    import dataclasses

    from mint.core.game import Seat
    from mint.games.control import rules as R
    from mint.games.control.view import ControlView, Spot
    from mint.ui.kit import Kit

    s = R.new_game((Seat("human", "Ann"), Seat("human", "Bo")), 1, {})
    s = dataclasses.replace(s, mints=(1, 2))
    view = ControlView(R, Kit(1.0))
    assert view.seat_summary(s, 0).startswith("1 mint · ")
    assert view.seat_summary(s, 1).startswith("2 mints · ")
    tip = view.tooltip(s, Spot("player", seat=0))
    assert tip is not None and "1 mint," in tip and "1 mints" not in tip
