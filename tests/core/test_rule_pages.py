"""Every translated rules page (data/rules/<lang>/<game>.md) has the headings of its English twin
(data/rules/<game>.md): the same levels and ids in the same order, each id written out, so a
refusal's rule id opens the same section in every language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mint.core import rulepage
from mint.resources import data_path

RULES = data_path("rules")
TRANSLATED = sorted(p for p in RULES.glob("*/*.md") if p.parent.name.isalpha())
_WRITTEN_ID = re.compile(r"\{#[a-z0-9][a-z0-9-]*\}[ \t]*$")


def _outline(text: str) -> list[tuple[int, str]]:
    return [(h.level, h.id) for h in rulepage.headings(text)]


def _unwritten(text: str) -> list[str]:
    """The heading lines of a page that do not end with a written ``{#id}``."""
    fenced = False
    out = []
    for line in text.splitlines():
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        elif not fenced and re.match(r"#{1,6}[ \t]", line) and not _WRITTEN_ID.search(line):
            out.append(line)
    return out


def _differences(english: str, other: str) -> list[str]:
    """What keeps ``other`` from having ``english``'s headings: empty when they match."""
    want, got = _outline(english), _outline(other)
    out = [f"missing {lv * '#'} {{#{hid}}}" for lv, hid in want if (lv, hid) not in got]
    out += [f"not in the English page: {lv * '#'} {{#{hid}}}" for lv, hid in got if (lv, hid) not in want]
    if not out and want != got:
        out.append(f"order differs: {got} instead of {want}")
    out += [f"no written id: {line}" for line in _unwritten(other)]
    return out


def test_there_are_translated_pages():
    assert TRANSLATED, f"no translated rules page under {RULES}/<lang>/"


@pytest.mark.parametrize("page", TRANSLATED, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_translated_page_has_the_headings_of_its_english_twin(page: Path):
    english = RULES / page.name
    assert english.is_file(), f"{page.parent.name}/{page.name} has no English page {english.name}"
    problems = _differences(english.read_text(encoding="utf-8"), page.read_text(encoding="utf-8"))
    assert not problems, f"{page.parent.name}/{page.name}: " + "; ".join(problems)


ENGLISH = "# Game\n\n## A turn\n\n### Moving {#move}\n\n## The end {#end}\n"
GOOD = "# Gioco {#game}\n\n## Il turno {#a-turn}\n\n### Muovere {#move}\n\n## La fine {#end}\n"


def test_the_check_accepts_a_faithful_page():
    assert _differences(ENGLISH, GOOD) == []


@pytest.mark.parametrize(
    ("page", "found"),
    [
        (GOOD.replace("### Muovere {#move}\n\n", ""), "missing ### {#move}"),
        (GOOD.replace("{#a-turn}", "{#il-turno}"), "missing ## {#a-turn}"),
        (GOOD.replace("### Muovere", "## Muovere"), "missing ### {#move}"),
        (GOOD.replace("## Il turno {#a-turn}", "## A turn"), "no written id: ## A turn"),
        (GOOD + "\n## Extra {#extra}\n", "not in the English page: ## {#extra}"),
        (GOOD.replace("## La fine {#end}\n", "").replace("## Il turno", "## La fine {#end}\n\n## Il turno"), "order"),
    ],
    ids=["missing", "other-id", "other-level", "unwritten", "extra", "order"],
)
def test_the_check_finds_a_wrong_heading(page: str, found: str):
    assert any(found in p for p in _differences(ENGLISH, page)), _differences(ENGLISH, page)
