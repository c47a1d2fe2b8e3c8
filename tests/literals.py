"""Finds player-facing sentences written as literals in the app's code, outside the catalogue.

A literal counts when it reads like words for a player: at least two words (split at spaces) with
letters, and it starts with a capital or ends like a sentence (``.``, ``?``, ``!``, ``:``).
Docstrings, bare expressions, what is passed to ``t``/``tn``/``data`` (already in the catalogue),
to a game's declaration (tools/words.py gathers its words), to a data file's checks (``need``), to
logging, regular expressions and string methods are left out; an f-string counts once. What is
raised as an error is left out too (it is for developers), except the errors whose words reach a
player (``SAID_ERRORS``): every literal of two words or more in those counts, whatever its case.
A word given to a drawing call (``DRAWN``) counts even alone.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

_LETTERS = re.compile(r"[A-Za-z]{2}")
_NOT_SAID = {"t", "tn", "get", "startswith", "endswith", "split", "join", "replace", "getLogger"}
_NOT_SAID |= {"debug", "info", "warning", "warn", "error", "exception", "fullmatch", "match", "compile", "sub"}
_NOT_SAID |= {"data", "need", "Declaration", "AgeRule"}
SAID_ERRORS = {"SetupError", "RecordError", "OptionError", "UnknownGameError"}
"""Errors whose message a player reads: the set-up screen, the load screen, the menu show them."""
DRAWN = {"text", "paragraph", "line", "badge", "_badge"}
"""The calls that draw their text argument: a word given to them as a literal counts, even alone."""
_ANCHORS = {f"{a}{b}" for a in ("top", "mid", "bottom") for b in ("left", "right", "")} | {
    "center",
    "midtop",
    "midbottom",
}


def _text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    return None


def _words(text: str) -> int:
    return sum(1 for w in text.split() if _LETTERS.search(w))


def reads_as_words(text: str) -> bool:
    """Whether a literal reads like words for a player."""
    s = text.strip()
    return _words(s) >= 2 and (s[0].isupper() or s[-1] in ".?!:")


def _drawn(text: str) -> bool:
    """Whether a literal given to a drawing call is a word (not an anchor or a field's name)."""
    return bool(_LETTERS.search(text)) and text not in _ANCHORS and "_" not in text


def _called(node: ast.AST) -> str:
    f = node.func if isinstance(node, ast.Call) else None
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""


def literals(path: Path) -> list[tuple[int, str]]:
    """The player-facing literals of one module: (line, text)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip: set[int] = set()
    said_error: set[int] = set()
    drawn: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            skip.add(id(node.value))  # docstrings and bare strings
        inner: ast.AST | None = None
        if isinstance(node, ast.Call) and _called(node) in _NOT_SAID:
            inner = node
        elif isinstance(node, ast.Call) and _called(node) in DRAWN and len(node.args) >= 2:
            drawn.update(id(a) for a in node.args if isinstance(a, ast.Constant))
        elif isinstance(node, ast.Raise) and node.exc is not None:
            if _called(node.exc) in SAID_ERRORS:
                said_error.update(id(a) for a in ast.walk(node.exc))
            else:
                inner = node.exc
        elif isinstance(node, ast.JoinedStr):
            inner = node
        if inner is not None:
            skip.update(id(a) for a in ast.walk(inner) if a is not node)
    out = []
    for node in ast.walk(tree):
        text = None if id(node) in skip else _text(node)
        if text is None:
            continue
        if (
            reads_as_words(text)
            or (id(node) in said_error and _words(text) >= 2)
            or (id(node) in drawn and _drawn(text))
        ):
            out.append((getattr(node, "lineno", 0), text))
    return sorted(out)


def found(root: Path) -> dict[str, list[tuple[int, str]]]:
    """The player-facing literals of each module under ``root``/mint (none: left out)."""
    out = {}
    for path in sorted((root / "mint").rglob("*.py")):
        hits = literals(path)
        if hits:
            out[path.relative_to(root).as_posix()] = hits
    return out
