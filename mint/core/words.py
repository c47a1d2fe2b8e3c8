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
from dataclasses import dataclass
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


def tn(one: str, other: str, n: int, **args: Any) -> Said:
    """A sentence whose form depends on the count ``n`` (``{n}`` names it in the text)."""
    return Said(one, other, n, tuple(args.items()))
