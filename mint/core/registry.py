"""The games: every package of ``mint.games`` that declares itself, in menu order.

Each subpackage ``mint/games/<name>/`` sets ``GAME`` (a ``mint.core.declare.Declaration``) in its
``__init__``; the registry lists the subpackages with pkgutil (which a one-file build answers
too), reads their declarations and so knows the games' names, aliases, titles and menu order
without importing any rules. A game's rules, bots and view are its package's ``rules``, ``bots``
and ``view`` modules, imported when first asked for. A package elsewhere (a test's fixture game)
joins through the same declaration with ``register_package``.
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

from mint.core.declare import Declaration, DeclarationError
from mint.core.words import t

GAMES_PACKAGE = "mint.games"
"""Where the games are found: each of its subpackages with a ``GAME`` declaration is one."""


@dataclass(frozen=True, slots=True)
class Entry:
    """A registered game: its declaration, the package holding its modules and, for a rules
    module handed over as it is (``register_extra``), that module."""

    game: Declaration
    package: str
    rules: ModuleType | None = None


_extra: dict[str, Entry] = {}
_rules: dict[str, ModuleType | None] = {}
broken: dict[str, str] = {}
"""Games whose package exists but failed to import or declare itself: name -> the error, for --self-test."""


class UnknownGameError(ValueError):
    """A game name the registry does not know."""


def _declaration_of(package: ModuleType) -> Declaration:
    game = getattr(package, "GAME", None)
    if not isinstance(game, Declaration):
        raise DeclarationError(f"{package.__name__} declares no game: its __init__ sets no GAME = Declaration(...)")
    return game


def _error(exc: BaseException) -> str:
    return f"{exc.__class__.__name__}: {exc}"


@cache
def _found() -> dict[str, Entry]:
    """The games of ``mint.games``, by name in menu order (read once; ``rescan`` reads again)."""
    root = importlib.import_module(GAMES_PACKAGE)
    entries = []
    for info in pkgutil.iter_modules(root.__path__, f"{GAMES_PACKAGE}."):
        folder = info.name.rsplit(".", 1)[1]
        if not info.ispkg or folder.startswith("_"):
            continue
        try:
            game = _declaration_of(importlib.import_module(info.name))
            if game.name != folder:
                raise DeclarationError(f"{info.name} declares the game {game.name!r}: its folder must have that name")
        except Exception as exc:  # a broken game must not take the app down
            broken[folder] = _error(exc)
            continue
        entries.append(Entry(game, info.name))
    entries.sort(key=lambda e: (e.game.order, e.game.name))
    return {e.game.name: e for e in entries}


def _entries() -> dict[str, Entry]:
    return {**_found(), **_extra}


def rescan() -> None:
    """Forget what was found and loaded (a test that adds a folder to ``mint.games``)."""
    _found.cache_clear()
    _rules.clear()
    broken.clear()


def __getattr__(name: str) -> Any:
    if name == "KNOWN":  # the games of mint.games by name, in menu order (found on first use)
        return tuple(_found())
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _load(entry: Entry) -> ModuleType | None:
    if entry.rules is not None:
        return entry.rules
    name = entry.game.name
    if name not in _rules:
        try:
            _rules[name] = importlib.import_module(f"{entry.package}.rules")
        except Exception as exc:  # a broken game must not take the app down
            _rules[name] = None
            broken[name] = _error(exc)
    return _rules[name]


def _key(name: str, entries: dict[str, Entry]) -> str:
    key = name.strip().lower()
    if key in entries:
        return key
    return next((n for n, e in entries.items() if key in e.game.aliases), key)


def installed(name: str) -> bool:
    """Whether a game's rules module is present, without importing it (keeps start-up quick)."""
    entry = _entries().get(name)
    if entry is None:
        return False
    if entry.rules is not None:
        return True
    if name in _rules:
        return _rules[name] is not None
    try:
        return importlib.util.find_spec(f"{entry.package}.rules") is not None
    except (ImportError, ValueError):
        return False


def declaration(name: str) -> Declaration:
    """What a game declares (``name`` or an alias), read without its rules; raises UnknownGameError."""
    entries = _entries()
    entry = entries.get(_key(name, entries))
    if entry is None:
        raise UnknownGameError(
            t("unknown game {name}; the games are: {games}", name=repr(name), games=", ".join(entries))
        )
    return entry.game


def declarations() -> list[Declaration]:
    """Every registered game's declaration: the menu's games in order, then any added ones."""
    return [e.game for e in _entries().values()]


def title(name: str) -> str:
    return declaration(name).title


def package(name: str) -> str:
    """The dotted name of the package holding a game's modules."""
    return _entries()[canonical(name)].package


def folder(name: str) -> Path:
    """The folder of a game's package (its code, and any file its declaration names there)."""
    entry = _entries()[canonical(name)]
    module = importlib.import_module(entry.package) if entry.rules is None else entry.rules
    return Path(module.__file__ or ".").resolve().parent


def names() -> list[str]:
    """Short names of every game that is installed (its rules load), in menu order."""
    return [n for n, e in _entries().items() if _load(e) is not None]


def canonical(name: str) -> str:
    """The short name for ``name`` or an alias; raises UnknownGameError."""
    entries = _entries()
    key = _key(name, entries)
    if key in entries and installed(key):
        return key
    raise UnknownGameError(t("unknown game {name}; choose one of: {games}", name=repr(name), games=", ".join(names())))


def get(name: str) -> Any:
    """The rules module of a game; raises UnknownGameError if it cannot be loaded."""
    entries = _entries()
    key = _key(name, entries)
    if key not in entries:
        canonical(name)  # (raises, naming the games there are)
    mod = _load(entries[key])
    if mod is None:
        why = broken.get(key) or t("its rules are missing")
        raise UnknownGameError(t("{game} cannot be loaded: {why}", game=entries[key].game.title, why=why))
    return mod


def bots_module(name: str) -> ModuleType | None:
    """The game's bots module: the one its rules module names as ``BOTS_MODULE``, else its
    package's ``bots``; None when it has none."""
    key = canonical(name)
    rules = get(key)
    if hasattr(rules, "BOTS_MODULE"):
        return rules.BOTS_MODULE  # type: ignore[no-any-return]
    target = f"{_entries()[key].package}.bots"
    try:
        return importlib.import_module(target)
    except ModuleNotFoundError as exc:
        if exc.name == target:
            return None
        raise


def register_package(package_name: str) -> str:
    """Add the game a package elsewhere declares (a test's fixture game); returns its name."""
    game = _declaration_of(importlib.import_module(package_name))
    _extra[game.name] = Entry(game, package_name)
    return game.name


def register_extra(module: ModuleType) -> None:
    """Add a rules module as it is (a test's variant of a game), under its ``NAME``: declared as
    its package declares it, renamed, or else as the rules' own constants say (not in the menu)."""
    package_name = module.__name__.rpartition(".")[0]
    try:
        game = replace(_declaration_of(importlib.import_module(package_name)), name=module.NAME)
    except (ImportError, DeclarationError):
        lo, hi = module.MIN_PLAYERS, module.MAX_PLAYERS
        game = Declaration(
            name=module.NAME,
            title=module.TITLE,
            order=len(_extra),
            players=(lo, hi),
            cooperative=module.COOPERATIVE,
            accent="#2BB673",
            menu=False,
        )
    _extra[module.NAME] = Entry(game, package_name, module)


def unregister_extra(name: str) -> None:
    _extra.pop(name, None)


def menu_names() -> list[str]:
    """Games shown in the app's menu, in order: installed ones, never test fixtures (nothing is imported)."""
    return [n for n, e in _entries().items() if e.game.menu and installed(n)]
