"""Finds player-facing sentences written as literals in the app's code, outside the catalogue.

A literal counts when it reads like words for a player: at least two words of letters, and it
starts with a capital or ends like a sentence (``.``, ``?``, ``!``, ``:``). Docstrings, bare
expressions, what is passed to ``t``/``tn`` (already in the catalogue), to logging and to string
methods, and what is raised as an error for developers are left out; an f-string counts once.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

_WORDS = re.compile(r"[A-Za-z]{2,}")
_NOT_SAID = {"t", "tn", "get", "startswith", "endswith", "split", "join", "replace", "getLogger"}
_NOT_SAID |= {"debug", "info", "warning", "warn", "error", "exception", "fullmatch", "match", "compile"}


def _text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    return None


def reads_as_words(text: str) -> bool:
    """Whether a literal reads like words for a player."""
    s = text.strip()
    return len(_WORDS.findall(s)) >= 2 and (s[0].isupper() or s[-1] in ".?!:")


def literals(path: Path) -> list[tuple[int, str]]:
    """The player-facing literals of one module: (line, text)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            skip.add(id(node.value))  # docstrings and bare strings
        inner: ast.AST | None = None
        if isinstance(node, ast.Call):
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
            if name in _NOT_SAID:
                inner = node
        elif isinstance(node, ast.Raise) and node.exc is not None:
            inner = node.exc
        elif isinstance(node, ast.JoinedStr):
            inner = node
        if inner is not None:
            skip.update(id(a) for a in ast.walk(inner) if a is not node)
    out = []
    for node in ast.walk(tree):
        text = None if id(node) in skip else _text(node)
        if text is not None and reads_as_words(text):
            out.append((getattr(node, "lineno", 0), text))
    return sorted(out)


def counts(root: Path) -> dict[str, int]:
    """How many player-facing literals each module under ``root``/mint holds (none: left out)."""
    out = {}
    for path in sorted((root / "mint").rglob("*.py")):
        n = len(literals(path))
        if n:
            out[path.relative_to(root).as_posix()] = n
    return out
