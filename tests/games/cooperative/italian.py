"""Mint Cooperative's Italian catalogue for tests: compiled from its .po (and the app's own), as
the table reads them at run time."""

from __future__ import annotations

import gettext
import io

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from mint.core import words
from mint.resources import data_path


def italian() -> gettext.GNUTranslations:
    """The game's Italian catalogue with the app's own behind it."""
    found = []
    for domain in ("cooperative", "mint"):
        with data_path("locale", "it", "LC_MESSAGES", f"{domain}.po").open("rb") as f:
            cat = read_po(f, locale="it")
        buf = io.BytesIO()
        write_mo(buf, cat)
        buf.seek(0)
        found.append(gettext.GNUTranslations(buf))
    found[0].add_fallback(found[1])
    return found[0]


def speak(language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The table speaks ``language`` ("en" or "it"), also in a window made from now on."""
    cat = italian() if language == "it" else gettext.NullTranslations()
    monkeypatch.setattr(words, "catalogue_for", lambda code, folder: cat)
    words.use(cat)
