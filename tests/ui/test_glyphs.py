"""Every character the app shows exists in its font, so no text is drawn with empty boxes.

The texts: every string value of data/**/*.json, every data/**/*.md file, every string constant
of the app's code that is not a docstring (views, descriptions, scenes, widgets) and, for a few
seeded games of each registered game, the labels and descriptions of the moves on offer.
The faces: the app's Noto Sans (data/fonts, drawn by mint.ui.kit), the faces the rules reader
adds for italics (mint.ui.markdown_fonts.font_files) and the ones pygame_gui draws its buttons with.

pygame.font.Font.metrics is no help here: for a character the font lacks it gives the metrics of
the font's "missing" box, not None. pygame.freetype's get_metrics gives None for it.
"""

from __future__ import annotations

import ast
import json
import random
import unicodedata
from functools import cache
from pathlib import Path

import pygame
import pygame.freetype
import pytest

from mint.core import registry
from mint.core.game import Seat
from mint.ui import markdown_fonts

ROOT = Path(__file__).resolve().parents[2]

#: Characters known to be missing and still drawn somewhere (file, character): none now; the
#: right arrow U+2192 that Noto Sans lacks was replaced by words and a drawn arrow.
KNOWN_MISSING: set[tuple[str, str]] = set()

#: Characters that are never drawn (line breaks, tabs, format marks): the kit's clean() drops them.
NOT_DRAWN = {"Cc", "Cf", "Zl", "Zp"}


@cache
def faces() -> tuple[pygame.freetype.Font, ...]:
    pygame.freetype.init()
    files = {ROOT / "data" / "fonts" / "NotoSans-Regular.ttf", ROOT / "data" / "fonts" / "NotoSans-Bold.ttf"}
    files |= set(markdown_fonts.font_files().values())
    try:
        import pygame_gui

        gui = Path(pygame_gui.__file__).parent / "data"
        files |= {gui / "NotoSans-Regular.ttf", gui / "NotoSans-Bold.ttf"}
    except ImportError:
        pass
    return tuple(pygame.freetype.Font(str(f), 18) for f in sorted(files) if f.is_file())


@cache
def missing(ch: str) -> bool:
    """Whether some face the app draws with has no glyph for ``ch``."""
    return any(face.get_metrics(ch)[0] is None for face in faces())


def bad_characters(text: str) -> set[str]:
    return {ch for ch in set(text) if unicodedata.category(ch) not in NOT_DRAWN and missing(ch)}


def json_strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in json_strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in json_strings(v)]
    return []


def code_strings(path: Path) -> list[str]:
    """The string constants of a module (f-string parts too), without its docstrings."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = set()
    strings = []
    for node in ast.walk(tree):  # (one walk: the docstrings and the string constants)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docs.add(id(first.value))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            strings.append(node)
    return [n.value for n in strings if id(n) not in docs]


def file_texts() -> dict[str, list[str]]:
    """Each file's shown texts, by its path from the project's root."""
    out: dict[str, list[str]] = {}
    for path in sorted((ROOT / "data").rglob("*.json")):
        out[path.relative_to(ROOT).as_posix()] = json_strings(json.loads(path.read_text(encoding="utf-8")))
    for path in sorted((ROOT / "data").rglob("*.md")):
        out[path.relative_to(ROOT).as_posix()] = [path.read_text(encoding="utf-8")]
    for path in sorted((ROOT / "mint").rglob("*.py")):
        out[path.relative_to(ROOT).as_posix()] = code_strings(path)
    return out


def played_texts(game: str, seeds=(1, 2), steps: int = 40, per_step: int = 25) -> list[str]:
    """The labels and descriptions of moves offered in a few random games, and the option words."""
    rules = registry.get(game)
    texts = [rules.TITLE]
    for opt in rules.OPTIONS:
        texts += [opt.title(), opt.help, *(opt.word(c) for c in opt.choices)]
    for seed in seeds:
        rng = random.Random(seed)
        n = max(rules.MIN_PLAYERS, min(rules.MAX_PLAYERS, 2 + seed % 2))
        seats = [Seat("human", f"P{i}") for i in range(n)]
        state = rules.new_game(seats, seed, {})
        for _ in range(steps):
            if rules.to_act(state) is None:
                break
            legal = rules.legal_actions(state)
            if not legal:
                break
            for action in rng.sample(legal, min(per_step, len(legal))):
                texts += [action.label, rules.describe(state, action)]
            state = rules.apply(state, rng.choice(legal))
        outcome = rules.outcome(state)
        if outcome is not None:
            texts.append(outcome.summary)
    return texts


def found() -> dict[tuple[str, str], int]:
    """(file or game, character) -> how many texts hold it, for every character the font lacks."""
    hits: dict[tuple[str, str], int] = {}
    for name, texts in file_texts().items():
        for text in texts:
            for ch in bad_characters(text):
                hits[(name, ch)] = hits.get((name, ch), 0) + 1
    return hits


def describe(keys) -> str:
    return "; ".join(f"{name}: {ch!r} U+{ord(ch):04X} {unicodedata.name(ch, '?')}" for name, ch in sorted(keys))


def test_the_check_itself_finds_a_missing_glyph():
    assert faces(), "no font files found"
    assert not missing("A") and not missing("é") and not missing("—") and not missing("•")
    assert missing("\u2192") and missing("\U0001f600")  # Noto Sans has no arrows and no emoji


def test_every_shown_character_of_the_data_and_the_code_is_in_the_font():
    new = set(found()) - KNOWN_MISSING
    assert not new, "characters the app's font cannot draw: " + describe(new)


@pytest.mark.parametrize("game", registry.menu_names())
def test_every_move_label_and_description_is_in_the_font(game):
    bad: dict[str, set[str]] = {}
    for text in played_texts(game):
        for ch in bad_characters(str(text)):
            bad.setdefault(ch, set()).add(str(text))
    assert not bad, {f"U+{ord(c):04X}": sorted(t)[:3] for c, t in bad.items()}
