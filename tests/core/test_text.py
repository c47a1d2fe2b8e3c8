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
