"""The word catalogue: every sentence said through ``mint.core.words`` is in each language's
catalogue, translated, with the same named placeholders; the compiled catalogue speaks it."""

from __future__ import annotations

import gettext
import io
import re
import string

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from mint.core import words
from mint.resources import data_path, root

LANGS = [code for code in words.LANGUAGES if code != "en"]


def _said_in_code() -> dict[str, str]:
    """Every msgid said through ``t``/``tn`` in mint/, with where it is (the catalogue's source)."""
    found: dict[str, str] = {}
    for filename, lineno, message, _comments, _context in extract_from_dir(
        str(root() / "mint"), method_map=[("**.py", "python")], keywords={"t": None, "tn": (1, 2)}
    ):
        msgid = message[0] if isinstance(message, tuple) else message
        if msgid:
            found.setdefault(msgid, f"mint/{filename}:{lineno}")
    return found


def _catalogue(code: str):
    with data_path("locale", code, "LC_MESSAGES", "mint.po").open("rb") as f:
        return read_po(f, locale=code)


def _fields(text: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name is not None}


@pytest.mark.parametrize("code", LANGS)
def test_every_sentence_said_is_in_the_catalogue_and_translated(code):
    cat = _catalogue(code)
    said = _said_in_code()
    missing = sorted(f"{where}: {m!r}" for m, where in said.items() if m not in cat or cat[m].fuzzy)
    assert not missing, f"{len(missing)} sentences not in data/locale/{code} (run `make words`): {missing[:8]}"
    empty = sorted(m for m in said if not all(s for s in _forms(cat[m].string)))
    assert not empty, f"{len(empty)} sentences untranslated in {code}: {empty[:8]}"


def _forms(s):
    return list(s) if isinstance(s, (list, tuple)) else [s]


@pytest.mark.parametrize("code", LANGS)
def test_each_translation_keeps_the_placeholders_of_its_sentence(code):
    wrong = []
    for m in _catalogue(code):
        if not m.id:
            continue
        ids = _forms(m.id)
        want = set().union(*(_fields(i) for i in ids))
        for form in _forms(m.string):
            if form and _fields(form) - want | (want - _fields(form) - {"n"}):
                wrong.append((ids[0], form))
    assert not wrong, f"placeholders differ: {wrong[:5]}"


@pytest.mark.parametrize("code", LANGS)
def test_the_compiled_catalogue_renders_said_sentences_in_the_language(code):
    cat = _catalogue(code)
    buf = io.BytesIO()
    write_mo(buf, cat)
    buf.seek(0)
    words.use(gettext.GNUTranslations(buf))
    try:
        assert words.language() == code
        sample = next(m for m in cat if m.id and not isinstance(m.id, tuple) and m.string and not _fields(m.id))
        assert str(words.t(sample.id)) == sample.string
        plural = next((m for m in cat if isinstance(m.id, tuple) and m.string[0]), None)
        if plural is not None:
            values = {f: "X" for f in _fields(plural.id[0]) | _fields(plural.id[1])}
            values.pop("n", None)
            one = str(words.tn(plural.id[0], plural.id[1], 1, **values))
            assert one == plural.string[0].format(n=1, **values)
    finally:
        words.use(None)


def test_plural_forms_follow_the_catalogue_not_english_rules():
    cat = _catalogue("it")
    assert re.search(r"nplurals=2; plural=\(n != 1\)", cat.plural_forms), cat.plural_forms
