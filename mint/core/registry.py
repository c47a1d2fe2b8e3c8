"""The registered games: short names, aliases, and their rules modules."""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

# Order shown in the menu. A game appears once its package exists.
KNOWN = ("italy", "control", "delivery", "cooperative", "knight")

ALIASES = {
    "mint-italy": "italy",
    "mint_italy": "italy",
    "mint-control": "control",
    "mint_control": "control",
    "mint-delivery": "delivery",
    "mint_delivery": "delivery",
    "mint-cooperative": "cooperative",
    "mint_cooperative": "cooperative",
    "coop": "cooperative",
    "co-op": "cooperative",
    "mint-knight": "knight",
    "mint_knight": "knight",
}

TITLES = {
    "italy": "Mint Italy",
    "control": "Mint Control",
    "delivery": "Mint Delivery",
    "cooperative": "Mint Cooperative",
    "knight": "Mint Knight",
}

_extra: dict[str, ModuleType] = {}
_cache: dict[str, ModuleType | None] = {}
broken: dict[str, str] = {}
"""Games whose package exists but failed to import: name -> the error, for --self-test."""


class UnknownGameError(ValueError):
    """A game name the registry does not know."""


def _load(name: str) -> ModuleType | None:
    if name not in _cache:
        try:
            _cache[name] = importlib.import_module(f"mint.games.{name}.rules")
        except ModuleNotFoundError as exc:
            if exc.name and exc.name.startswith(f"mint.games.{name}") and exc.name.count(".") <= 3:
                _cache[name] = None
                if exc.name != f"mint.games.{name}" and exc.name != f"mint.games.{name}.rules":
                    broken[name] = f"{exc.__class__.__name__}: {exc}"
            else:
                _cache[name] = None
                broken[name] = f"{exc.__class__.__name__}: {exc}"
        except Exception as exc:  # a broken game must not take the app down
            _cache[name] = None
            broken[name] = f"{exc.__class__.__name__}: {exc}"
    return _cache[name]


def installed(name: str) -> bool:
    """Whether a game's rules module is present, without importing it (keeps start-up quick)."""
    if name in _cache:
        return _cache[name] is not None
    try:
        import importlib.util

        return importlib.util.find_spec(f"mint.games.{name}.rules") is not None
    except (ImportError, ValueError):
        return False


def title(name: str) -> str:
    key = canonical(name)
    return TITLES.get(key) or get(key).TITLE


def names() -> list[str]:
    """Short names of every game that is installed, in menu order."""
    return [n for n in KNOWN if _load(n) is not None] + list(_extra)


def canonical(name: str) -> str:
    """The short name for ``name`` or an alias; raises UnknownGameError."""
    key = name.strip().lower()
    key = ALIASES.get(key, key)
    if key in _extra or (key in KNOWN and installed(key)):
        return key
    raise UnknownGameError(f"unknown game {name!r}; choose one of: {', '.join(names())}")


def get(name: str) -> Any:
    """The rules module of a game; raises UnknownGameError if it cannot be loaded."""
    key = canonical(name)
    if key in _extra:
        return _extra[key]
    mod = _load(key)
    if mod is None:
        raise UnknownGameError(f"{TITLES.get(key, key)} cannot be loaded: {broken.get(key, 'its rules are missing')}")
    return mod


def bots_module(name: str) -> ModuleType | None:
    """The game's bots module, if it has one."""
    key = canonical(name)
    if key in _extra:
        return getattr(_extra[key], "BOTS_MODULE", None)
    try:
        return importlib.import_module(f"mint.games.{key}.bots")
    except ModuleNotFoundError as exc:
        if exc.name == f"mint.games.{key}.bots":
            return None
        raise


def register_extra(module: ModuleType) -> None:
    """Add a game that lives outside mint.games (the test fixture); never shown in the menu."""
    _extra[module.NAME] = module


def unregister_extra(name: str) -> None:
    _extra.pop(name, None)


def menu_names() -> list[str]:
    """Games shown in the app's menu: installed ones, never test fixtures (nothing is imported)."""
    return [n for n in KNOWN if installed(n)]
