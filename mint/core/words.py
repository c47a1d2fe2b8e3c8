"""Player-facing words: whole sentences with named placeholders, put into the chosen language
when they are shown, not when they are made.

A rule, a view or a bot says something with ``t("...{name}...", name=...)``, or with
``tn(one, other, n, ...)`` where the sentence depends on a count (the language's own plural
rules choose the form). The result, a ``Said``, is a small value: it can be kept, compared and
carried inside an error, and ``str()`` renders it with the catalogue in use. ``use`` switches the
catalogue (the stdlib's gettext: a compiled ``.mo`` per language, or none for the source words).
The literal first arguments of ``t`` and ``tn`` are what the catalogue's extraction finds.

Each game has its own catalogue beside the app's (tools/words.py). A ``Said`` remembers whose it
is, the game whose module made it (or the app's), and is looked up there first: the same source
words may read differently in two games ("none" of orders, of cards).
"""

from __future__ import annotations

import copy
import gettext
import locale
import os
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DOMAIN = "mint"
"""The app's own catalogue (each game has one of its own, named for it)."""


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
    domain: str = DOMAIN  #: the catalogue it is looked up in first: the app's or a game's

    def __str__(self) -> str:
        cat = _LANGUAGE.catalogue
        if isinstance(cat, Catalogues):
            cat = cat.first(self.domain)
        text = cat.ngettext(self.msgid, self.plural, self.n) if self.plural else cat.gettext(self.msgid)
        if not self.args and not self.plural:
            return text
        values = {k: (str(v) if isinstance(v, Said) else v) for k, v in self.args}
        values.setdefault("n", self.n)
        return text.format(**values)


def _domain(depth: int = 2) -> str:
    """The catalogue of the module that called the caller: a game's (``mint.games.<game>``), else
    the app's."""
    name = sys._getframe(depth).f_globals.get("__name__", "")
    if name.startswith("mint.games."):
        return name.split(".", 3)[2]
    return DOMAIN


def t(msgid: str, **args: Any) -> Said:
    """A sentence with named ``{placeholders}``."""
    return Said(msgid, "", 0, tuple(args.items()), _domain())


def data(text: str, **args: Any) -> Said:
    """A text from a game's data files (a card's name or words), gathered into the game's catalogue
    by the fields tools/words.py names for it."""
    return Said(text, "", 0, tuple(args.items()), _domain())


def data_in(domain: str, text: str, **args: Any) -> Said:
    """A text of ``domain``'s data files said from elsewhere (a game's guide, shown by the table)."""
    return Said(text, "", 0, tuple(args.items()), domain)


def tn(one: str, other: str, n: int, **args: Any) -> Said:
    """A sentence whose form depends on the count ``n`` (``{n}`` names it in the text)."""
    return Said(one, other, n, tuple(args.items()), _domain())


# --- languages --------------------------------------------------------------------------------

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


class Catalogues(gettext.NullTranslations):
    """A language's catalogues read as one: the app's first, then each game's; ``first(domain)``
    is the same chain with one catalogue put in front."""

    def __init__(self, parts: dict[str, gettext.GNUTranslations]) -> None:
        super().__init__()
        self.parts = parts
        self._chains: dict[str, gettext.NullTranslations] = {}
        self._info = next(iter(parts.values())).info() if parts else {}
        self.add_fallback(self.first(DOMAIN))

    def info(self) -> dict[str, str]:
        return self._info

    def first(self, domain: str) -> gettext.NullTranslations:
        """The chain that asks ``domain``'s catalogue first, then the app's, then the others."""
        chain = self._chains.get(domain)
        if chain is None:
            order = sorted(self.parts, key=lambda d: (d != domain, d != DOMAIN, d))
            chain = gettext.NullTranslations()
            for d in order:  # each a fresh copy in its place (a catalogue keeps one fallback)
                part = copy.copy(self.parts[d])
                part._fallback = None  # type: ignore[attr-defined]
                chain.add_fallback(part)
            self._chains[domain] = chain
        return chain


def catalogue_for(code: str, folder: Path) -> gettext.NullTranslations:
    """The compiled catalogues of language ``code`` under ``folder`` (data/locale), read as one:
    the app's own (``mint.mo``) first, then each game's; the source words when the language is
    English or has none that can be read."""
    if code == "en" or code not in LANGUAGES:
        return gettext.NullTranslations()
    found: dict[str, gettext.GNUTranslations] = {}
    where = folder / code / "LC_MESSAGES"
    files = sorted(where.glob("*.mo"), key=lambda p: (p.stem != DOMAIN, p.stem)) if where.is_dir() else []
    for path in files:
        try:
            with path.open("rb") as f:
                found[path.stem] = gettext.GNUTranslations(f)
        except (OSError, ValueError, UnicodeDecodeError):
            continue
    return Catalogues(found) if found else gettext.NullTranslations()


def language() -> str:
    """The code of the language in use."""
    info = _LANGUAGE.catalogue.info()
    return info.get("language", "en") or "en"


def ngettext(one: str, other: str, n: int) -> str:
    """The form of a counted sentence for ``n`` in the language in use (no placeholders filled)."""
    return _LANGUAGE.catalogue.ngettext(one, other, n)


MONTHS: tuple[Said, ...] = (
    *(t("Jan"), t("Feb"), t("Mar"), t("Apr"), t("May"), t("Jun")),
    *(t("Jul"), t("Aug"), t("Sep"), t("Oct"), t("Nov"), t("Dec")),
)
"""The months as the lists of games abbreviate them (the menu's and the load screen's)."""


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
