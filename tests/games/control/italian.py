"""Mint Control's Italian catalogue for tests: compiled from its .po (and the app's own), as the
table reads them at run time."""

from __future__ import annotations

import gettext

from tests.catalogues import compiled


def italian() -> gettext.GNUTranslations:
    """The game's Italian catalogue with the app's own behind it."""
    return compiled("it", "control")
