"""A language's catalogue for tests, compiled from the .po files as the table reads them at run
time: a game's own, with the app's behind it.

Each .po file is read and compiled once per test process (the files do not change while the tests
run; reading one takes a good part of a second): every caller gets catalogues of its own, made
from the compiled bytes, and only reads the parsed file."""

from __future__ import annotations

import functools
import gettext
import io

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from mint.resources import data_path


@functools.cache
def read(code: str, domain: str) -> Catalog:
    """The .po file of ``domain`` in language ``code``, parsed (to be read, not changed)."""
    with data_path("locale", code, "LC_MESSAGES", f"{domain}.po").open("rb") as f:
        return read_po(f, locale=code)


@functools.cache
def _mo(code: str, domain: str) -> bytes:
    buf = io.BytesIO()
    write_mo(buf, read(code, domain))
    return buf.getvalue()


def translations(code: str, domain: str) -> gettext.GNUTranslations:
    """A new catalogue of ``domain`` in language ``code``, as the compiled .mo reads."""
    return gettext.GNUTranslations(io.BytesIO(_mo(code, domain)))


def compiled(code: str, *domains: str) -> gettext.GNUTranslations:
    """The catalogues ``domains`` of language ``code`` read as one (the first asked first), and the
    app's own (``mint``) behind them."""
    found = [translations(code, domain) for domain in (*domains, "mint")]
    for more in found[1:]:
        found[0].add_fallback(more)
    return found[0]
