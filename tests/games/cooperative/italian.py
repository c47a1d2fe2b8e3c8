"""Mint Cooperative's Italian catalogue for tests, as the table reads it at run time."""

from __future__ import annotations

import gettext

import pytest

from mint.core import words
from tests.catalogues import compiled


def italian() -> gettext.GNUTranslations:
    """The game's Italian catalogue with the app's own behind it."""
    return compiled("it", "cooperative")


def speak(language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The table speaks ``language`` ("en" or "it"), also in a window made from now on."""
    cat = italian() if language == "it" else gettext.NullTranslations()
    monkeypatch.setattr(words, "catalogue_for", lambda code, folder: cat)
    words.use(cat)
