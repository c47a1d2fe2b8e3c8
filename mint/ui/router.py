"""Scenes by name: the top layer registers a factory per name, and scenes open each other by it.

``mint.scenes`` registers every screen when it is imported, so the app loop and the screens need
not import one another: a scene calls ``app.push("rules", game)`` and the factory builds it.
"""

from __future__ import annotations

from typing import Any, Callable

_FACTORIES: dict[str, Callable[..., Any]] = {}


class UnknownSceneError(LookupError):
    """No scene is registered under a name."""


def register(name: str, factory: Callable[..., Any]) -> None:
    """Make ``factory(app, *args, **kwargs)`` the way to open the scene called ``name``."""
    _FACTORIES[name] = factory


def names() -> list[str]:
    return sorted(_FACTORIES)


def make(app: Any, name: str, *args: Any, **kwargs: Any) -> Any:
    """A new scene ``name`` for ``app``; raises UnknownSceneError naming the registered ones."""
    factory = _FACTORIES.get(name)
    if factory is None:
        known = ", ".join(names()) or "none (import mint.scenes to register them)"
        raise UnknownSceneError(f"no scene called {name!r}; registered: {known}")
    return factory(app, *args, **kwargs)
