"""A language's catalogue for tests, compiled from the .po files as the table reads them at run
time: a game's own, with the app's behind it."""

from __future__ import annotations

import gettext
import io

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from mint.resources import data_path


def compiled(code: str, *domains: str) -> gettext.GNUTranslations:
    """The catalogues ``domains`` of language ``code`` read as one (the first asked first), and the
    app's own (``mint``) behind them."""
    found = []
    for domain in (*domains, "mint"):
        with data_path("locale", code, "LC_MESSAGES", f"{domain}.po").open("rb") as f:
            cat = read_po(f, locale=code)
        buf = io.BytesIO()
        write_mo(buf, cat)
        buf.seek(0)
        found.append(gettext.GNUTranslations(buf))
    for more in found[1:]:
        found[0].add_fallback(more)
    return found[0]
