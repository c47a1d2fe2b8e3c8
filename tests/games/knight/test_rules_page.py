"""The in-app rules page data/rules/knight.md: it exists, follows the house layout, names every
unit, spell, artifact, skill and enemy of the data with the data's numbers, and is written in its
own words (no line and no seven-word run taken from the rulebook)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mint.core import rulepage
from mint.games.knight import cards
from mint.resources import data_path, root

PAGE = data_path("rules", "knight.md")
RULEBOOK = root().parent / "shared" / "rules" / "mint_knight.txt"
RUN = 7
"""Words in a row that the page may not share with the rulebook."""


@pytest.fixture(scope="module")
def text() -> str:
    return PAGE.read_text(encoding="utf-8")


def _cells(text: str) -> list[list[str]]:
    """Every markdown table row of the page, split into stripped cells."""
    return [
        [c.strip() for c in line.strip().strip("|").split("|")] for line in text.splitlines() if line.startswith("|")
    ]


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def _plain(line: str) -> str:
    return " ".join(_words(line))


def test_page_has_the_house_layout(text):
    lines = text.splitlines()
    assert lines[0] == "# Mint Knight"
    heads = [rulepage.split_id(line[3:])[0] for line in lines if line.startswith("## ")]  # (without the ids)
    for head in ("Components in the app", "Set-up", "Combat", "Units", "Variants", "Where the rulebook is silent"):
        assert head in heads, head
    assert 150 <= len(lines) <= 240


def test_page_names_every_card_of_the_data(text):
    names = [
        *(u.name for u in cards.UNITS),
        *(s.name for s in cards.SPELLS),
        *(a.name for a in cards.ARTIFACTS),
        *(s.name for s in cards.SKILLS),
        *(a.name for a in cards.ABILITIES.values()),
    ]
    rows = {row[0] for row in _cells(text)}
    for name in names:
        assert name in text, name
    for name in names[: len(names) - len(cards.ABILITIES)]:
        assert name in rows, f"{name} has no table row"


def test_unit_rows_match_the_data(text):
    rows = {row[0]: row for row in _cells(text)}
    for u in cards.UNITS:
        row = rows[u.name]
        assert row[1] == str(u.cost) and row[3] == str(u.defense), u.name
        assert row[4] == (u.immunity or "–"), u.name
        assert row[5] == cards.text_of(u.abilities), u.name


def test_spell_artifact_and_skill_rows_match_the_data(text):
    rows = {row[0]: row for row in _cells(text)}
    for s in cards.SPELLS:
        assert rows[s.name][2:4] == [cards.text_of(s.basic), cards.text_of(s.stronger)], s.name
    for a in cards.ARTIFACTS:
        assert rows[a.name][1] == cards.text_of(a.basic), a.name
        assert rows[a.name][2].startswith(cards.text_of(a.stronger)), a.name
    for k in cards.SKILLS:
        assert rows[k.name][1] == cards.text_of(k.effect), k.name


def test_enemy_table_matches_the_reference_card(text):
    for e in cards.ENEMIES:
        kind = "P" if e.attack_type == "physical" else "E"
        assert f"{e.name}: {e.attack}{kind} / {e.defense} / {e.xp} XP" in text, e.name


def test_movement_and_experience_tables_match_the_data(text):
    rows = {row[0]: row for row in _cells(text)}
    for t in cards.TERRAINS:
        want = [str(t.day), str(t.night)] if t.day is not None else ["no entry", "no entry"]
        assert rows[t.name][1:3] == want, t.name
    assert rows["XP"][1:] == [str(s.xp) for s in cards.XP_TRACK]
    assert rows["Icon"][1:] == [s.symbol for s in cards.XP_TRACK]
    assert f"begin with {cards.CONSTANTS['easy_start_xp']} XP" in text


def test_rulebook_checker_catches_a_copied_line():
    copied = "Find and defeat all castles before the end of the 4th round."
    assert _shared_runs(copied, copied) and _shared_lines(copied, copied)


def _shared_runs(page: str, book: str) -> set[str]:
    p, b = _words(page), _words(book)
    runs = {tuple(b[i : i + RUN]) for i in range(len(b) - RUN + 1)}
    return {" ".join(p[i : i + RUN]) for i in range(len(p) - RUN + 1) if tuple(p[i : i + RUN]) in runs}


def _shared_lines(page: str, book: str) -> set[str]:
    book_lines = {_plain(line) for line in book.splitlines()} - {""}
    return {line for line in page.splitlines() if _plain(line) in book_lines and len(_words(line)) > 2}


@pytest.mark.skipif(not RULEBOOK.exists(), reason="the rulebook lies in shared/, beside the repository")
def test_page_is_in_its_own_words(text):
    book = Path(RULEBOOK).read_text(encoding="utf-8")
    assert not _shared_lines(text, book)
    assert not _shared_runs(text, book)
