"""Player-facing words: whole sentences with named placeholders, put into the chosen language
when they are shown, not when they are made.

A rule, a view or a bot says something with ``t("...{name}...", name=...)``, or with
``tn(one, other, n, ...)`` where the sentence depends on a count (the language's own plural
rules choose the form). The result, a ``Said``, is a small value: it can be kept, compared and
carried inside an error, and ``str()`` renders it with the catalogue in use. ``use`` switches the
catalogue (the stdlib's gettext: a compiled ``.mo`` per language, or none for the source words).
The literal first arguments of ``t`` and ``tn`` are what the catalogue's extraction finds.
"""

from __future__ import annotations

import gettext
import locale
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any


class _Language:
    """The one language switch of the whole table, read at each render."""

    catalogue: gettext.NullTranslations = gettext.NullTranslations()


_LANGUAGE = _Language()


def use(catalogue: gettext.NullTranslations | None) -> None:
    """Render every ``Said`` with ``catalogue`` from now on (None: the source words)."""
    _LANGUAGE.catalogue = catalogue if catalogue is not None else gettext.NullTranslations()


def catalogue() -> gettext.NullTranslations:
    """The catalogue in use."""
    return _LANGUAGE.catalogue


@dataclass(frozen=True, slots=True)
class Said:
    """A sentence to show: its source words (and plural form), the count choosing between them,
    and the values of its named placeholders."""

    msgid: str
    plural: str = ""
    n: int = 0
    args: tuple[tuple[str, Any], ...] = ()

    def __str__(self) -> str:
        cat = _LANGUAGE.catalogue
        text = cat.ngettext(self.msgid, self.plural, self.n) if self.plural else cat.gettext(self.msgid)
        if not self.args and not self.plural:
            return text
        values = {k: (str(v) if isinstance(v, Said) else v) for k, v in self.args}
        values.setdefault("n", self.n)
        return text.format(**values)


def t(msgid: str, **args: Any) -> Said:
    """A sentence with named ``{placeholders}``."""
    return Said(msgid, "", 0, tuple(args.items()))


def data(text: str, **args: Any) -> Said:
    """A text from a game's data files (a card's name or words), gathered into the game's catalogue
    by the fields tools/words.py names for it."""
    return Said(text, "", 0, tuple(args.items()))


def tn(one: str, other: str, n: int, **args: Any) -> Said:
    """A sentence whose form depends on the count ``n`` (``{n}`` names it in the text)."""
    return Said(one, other, n, tuple(args.items()))


# --- languages --------------------------------------------------------------------------------

DOMAIN = "mint"
LANGUAGES = {"en": "English", "it": "Italiano"}
"""The languages the table speaks, by code, each named in itself; English is the source."""


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the system asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, then the locale
    module), if the table speaks it; else English."""
    env = os.environ if environ is None else environ
    wanted = [env.get(k, "") for k in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    if environ is None:
        try:
            wanted.append(locale.getlocale()[0] or "")
        except ValueError:
            pass
    for value in wanted:
        for part in value.split(":"):
            code = part.split("_")[0].split(".")[0].lower()
            if code in LANGUAGES:
                return code
            if code and code not in ("c", "posix"):
                return "en"
    return "en"


def catalogue_for(code: str, folder: Path) -> gettext.NullTranslations:
    """The compiled catalogues of language ``code`` under ``folder`` (data/locale), read as one:
    the app's own (``mint.mo``) first, then each game's; the source words when the language is
    English or has none that can be read."""
    if code == "en" or code not in LANGUAGES:
        return gettext.NullTranslations()
    found: list[gettext.GNUTranslations] = []
    where = folder / code / "LC_MESSAGES"
    files = sorted(where.glob("*.mo"), key=lambda p: (p.stem != DOMAIN, p.stem)) if where.is_dir() else []
    for path in files:
        try:
            with path.open("rb") as f:
                found.append(gettext.GNUTranslations(f))
        except (OSError, ValueError, UnicodeDecodeError):
            continue
    if not found:
        return gettext.NullTranslations()
    for more in found[1:]:
        found[0].add_fallback(more)
    return found[0]


def language() -> str:
    """The code of the language in use."""
    info = _LANGUAGE.catalogue.info()
    return info.get("language", "en") or "en"


def ngettext(one: str, other: str, n: int) -> str:
    """The form of a counted sentence for ``n`` in the language in use (no placeholders filled)."""
    return _LANGUAGE.catalogue.ngettext(one, other, n)


def join(items: Sequence[Any]) -> str:
    """Items as a list in running text, the language's way ("A, B and C"; "A, B e C")."""
    words = [str(x) for x in items]
    if len(words) <= 1:
        return words[0] if words else ""
    last = t("{most} and {last}", most=", ".join(words[:-1]), last=words[-1])
    return str(last)


def number(value: float, places: int = 0) -> str:
    """A number the language's way: its decimal mark and its thousands separator."""
    text = f"{value:,.{places}f}"
    if language() == "it":
        return text.replace(",", "\x00").replace(".", ",").replace("\x00", ".")
    return text
