"""Mint Italy's Italian catalogue for tests: compiled from its .po (and the app's own), as the
table reads them at run time, with the sentences they hold."""

from __future__ import annotations

import gettext

from tests.catalogues import compiled, read


def italian_with_ids() -> tuple[gettext.GNUTranslations, set[str]]:
    """The game's Italian catalogue with the app's own behind it, and every msgid they translate."""
    known: set[str] = set()
    for domain in ("italy", "mint"):
        cat = read("it", domain)
        known |= {m.id if isinstance(m.id, str) else m.id[0] for m in cat if m.id and m.string}
    return compiled("it", "italy"), known


def italian() -> gettext.GNUTranslations:
    """The game's Italian catalogue with the app's own behind it."""
    return italian_with_ids()[0]
