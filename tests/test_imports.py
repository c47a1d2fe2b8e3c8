"""Imports run one way (DESIGN §1): core at the bottom, games and bots on it, ui above, scenes on top.

The graph is read from the source with ``ast``, so imports inside functions count as much as those
at the top of a module, and relative imports are resolved. An import of a module's own package is
left out: Python runs the package's ``__init__`` first anyway, and ``mint.scenes`` registering
every screen must not count as a screen importing its siblings.
"""

from __future__ import annotations

import ast
import functools
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def module_map(root: Path) -> dict[str, Path]:
    """Every module under ``root/mint`` by dotted name (a package by its own name)."""
    mods = {}
    for f in sorted((root / "mint").rglob("*.py")):
        name = ".".join(f.relative_to(root).with_suffix("").parts)
        mods[name.removesuffix(".__init__")] = f
    return mods


def _targets(mods: dict[str, Path], cur: str, node: ast.AST) -> list[str]:
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    elif isinstance(node, ast.ImportFrom):
        base = node.module or ""
        if node.level:
            pkg = cur.split(".") if mods[cur].name == "__init__.py" else cur.split(".")[:-1]
            pkg = pkg[: len(pkg) - (node.level - 1)]
            base = ".".join(pkg + ([base] if base else []))
        names = [base] + [f"{base}.{a.name}" for a in node.names]
    else:
        return []
    return [m for m in names if m in mods]


def import_graph(root: Path) -> dict[str, set[str]]:
    """Module -> the modules of mint it imports anywhere in its source."""
    if root == ROOT:  # (the project's own graph, read once for the tests that check it)
        return {m: set(t) for m, t in _project_graph().items()}
    return _read_graph(root)


@functools.cache
def _project_graph() -> dict[str, set[str]]:
    return _read_graph(ROOT)


def _read_graph(root: Path) -> dict[str, set[str]]:
    mods = module_map(root)
    graph: dict[str, set[str]] = {m: set() for m in mods}
    for m, f in mods.items():
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"), str(f))):
            for t in _targets(mods, m, node):
                if t != m and not m.startswith(t + "."):
                    graph[m].add(t)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def _game(m: str) -> str | None:
    parts = m.split(".")
    return parts[2] if len(parts) > 3 and parts[:2] == ["mint", "games"] else None


def rules_family(graph: dict[str, set[str]]) -> set[str]:
    """Each game's rules and every module of the same game that the rules reach."""
    family: set[str] = set()
    todo = [m for m in graph if _game(m) and m.endswith(".rules")]
    while todo:
        m = todo.pop()
        if m in family:
            continue
        family.add(m)
        todo += [t for t in graph[m] if _game(t) == _game(m)]
    return family


def _in(m: str, *packages: str) -> bool:
    return any(m == p or m.startswith(p + ".") for p in packages)


def _scene(m: str) -> str | None:
    """The screen a module of mint.scenes belongs to (a package screen holds its submodules)."""
    parts = m.split(".")
    return parts[2] if len(parts) > 2 and parts[:2] == ["mint", "scenes"] else None


def wrong_way(graph: dict[str, set[str]]) -> list[str]:
    """Every arrow that points up a layer, or from one screen to another."""
    family = rules_family(graph)
    bad = []
    for a in sorted(graph):
        for b in sorted(graph[a]):
            up_from_pure = _in(b, "mint.ui", "mint.scenes") or (_game(b) and b.rsplit(".", 1)[1] in ("view", "bots"))
            if (_in(a, "mint.core", "mint.bots") or a in family) and up_from_pure:
                why = "pure code imports ui, scenes or a game's view or bots"
            elif _in(a, "mint.core") and _in(b, "mint.bots", "mint.games"):
                why = "core imports a layer above it (games are found through the registry)"
            elif _in(a, "mint.ui") and _in(b, "mint.scenes"):
                why = "ui imports scenes (open them by name)"
            elif _scene(a) and _scene(b) and _scene(a) != _scene(b):
                why = "a screen imports another (open it by name)"
            else:
                continue
            bad.append(f"{a} -> {b}: {why}")
    return bad


def test_mint_has_no_import_cycle():
    assert cycles(import_graph(ROOT)) == []


def test_imports_run_one_way():
    assert wrong_way(import_graph(ROOT)) == []


def test_the_registering_package_opens_every_screen_and_no_screen_opens_another_by_import():
    graph = import_graph(ROOT)
    screens = {_scene(m) for m in graph if _scene(m)} - {"shots"}
    assert {"menu", "setup", "table", "pause", "rulebook", "settings", "results", "load"} <= screens
    assert {_scene(m) for m in graph["mint.scenes"]} >= screens


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


PLANTED = {
    "mint/__init__.py": "",
    "mint/core/__init__.py": "",
    "mint/core/game.py": "def f():\n    from mint.ui import app\n",
    "mint/bots/__init__.py": "",
    "mint/bots/base.py": "from mint.bots import kinds\n",
    "mint/bots/kinds.py": "from . import base\n",
    "mint/games/__init__.py": "",
    "mint/games/g/__init__.py": "",
    "mint/games/g/rules.py": "from .model import X\n",
    "mint/games/g/model.py": "X = 1\ndef h():\n    from ..g import bots\n",
    "mint/games/g/bots.py": "from mint.games.g import rules\n",
    "mint/games/g/view.py": "from mint.games.g import rules\n",
    "mint/ui/__init__.py": "",
    "mint/ui/app.py": "def show():\n    import mint.scenes.menu\n",
    "mint/scenes/__init__.py": "from mint.scenes import menu, table\n",
    "mint/scenes/menu.py": "from mint.ui import app\n",
    "mint/scenes/table/__init__.py": "from .parts import x\n",
    "mint/scenes/table/parts.py": "from mint.scenes.menu import M\nx = 1\n",
}


def test_the_check_finds_planted_wrong_imports(tmp_path):
    _write(tmp_path, PLANTED)
    graph = import_graph(tmp_path)
    assert sorted(cycles(graph)) == [
        ["mint.bots.base", "mint.bots.kinds"],
        ["mint.games.g.bots", "mint.games.g.model", "mint.games.g.rules"],
        ["mint.scenes.menu", "mint.ui.app"],
    ]
    found = {line.split(":")[0] for line in wrong_way(graph)}
    assert found == {
        "mint.core.game -> mint.ui",
        "mint.core.game -> mint.ui.app",
        "mint.games.g.model -> mint.games.g.bots",  # reached from rules, through a relative import
        "mint.ui.app -> mint.scenes.menu",  # inside a function
        "mint.scenes.table.parts -> mint.scenes.menu",
    }
    assert "mint.games.g.model" in rules_family(graph) and "mint.games.g.view" not in rules_family(graph)


@pytest.mark.parametrize(
    "planted",
    [
        ("mint/games/g/rules.py", "from .model import X\nfrom mint.games.g import view\n", "mint.games.g.rules"),
        ("mint/scenes/menu.py", "def f():\n    from . import table\n", "mint.scenes.menu"),
        ("mint/bots/kinds.py", "from mint.scenes import menu\n", "mint.bots.kinds"),
        ("mint/core/game.py", "import mint.games.g.rules\n", "mint.core.game"),
    ],
)
def test_one_planted_import_fails_the_check(tmp_path, planted):
    files = dict(
        PLANTED,
        **{
            "mint/core/game.py": "",
            "mint/bots/base.py": "",
            "mint/games/g/model.py": "X = 1\n",
            "mint/ui/app.py": "",
            "mint/scenes/table/parts.py": "x = 1\n",
        },
    )
    _write(tmp_path, files)
    graph = import_graph(tmp_path)
    assert cycles(graph) == [] and wrong_way(graph) == []
    path, text, culprit = planted
    (tmp_path / path).write_text(text, encoding="utf-8")
    found = wrong_way(import_graph(tmp_path))
    assert found and all(line.startswith(culprit + " -> ") for line in found)


def pure_modules(graph: dict[str, set[str]]) -> list[str]:
    """Modules that must load without pygame: core, bots, each game but its view, the router and
    the package that registers the screens."""
    keep = {m for m in graph if _in(m, "mint.core", "mint.bots") or m in ("mint.ui.router", "mint.scenes")}
    todo = [m for m in graph if _game(m) and m.rsplit(".", 1)[1] in ("rules", "cards", "bots")]
    while todo:
        m = todo.pop()
        if m not in keep:
            keep.add(m)
            todo += [t for t in graph[m] if _game(t) == _game(m)]
    return sorted(keep)


def test_pure_modules_load_without_pygame():
    mods = pure_modules(import_graph(ROOT))
    assert {"mint.core.session", "mint.bots.kinds", "mint.games.delivery.solo", "mint.games.control.bots"} <= set(mods)
    code = (
        "import importlib, pathlib, sys\n"
        f"for m in {mods!r}:\n"
        "    importlib.import_module(m)\n"
        "from mint.core.boards import read_board\n"
        "[read_board(p) for p in pathlib.Path('data/maps').glob('*.tmx')]\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_no_module_is_over_600_lines():
    """Modules are split by meaning before they grow past 600 lines (the house's limit)."""
    root = Path(__file__).resolve().parent.parent / "mint"
    long = {str(p.relative_to(root)): n for p in root.rglob("*.py") if (n := len(p.read_text().splitlines())) > 600}
    assert not long, f"over 600 lines: {long}"
