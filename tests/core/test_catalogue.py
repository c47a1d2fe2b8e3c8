"""The word catalogue: every sentence said through ``mint.core.words`` is in each language's
catalogue, translated, with the same named placeholders; the compiled catalogue speaks it."""

from __future__ import annotations

import functools
import gettext
import io
import re
import string
import sys

import pytest
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from mint.core import words
from mint.resources import data_path, root

LANGS = [code for code in words.LANGUAGES if code != "en"]


def _domains():
    sys.path.insert(0, str(root() / "tools"))
    try:
        import words as tool  # tools/words.py: the catalogues and what each gathers
    finally:
        sys.path.pop(0)
    return tool


@functools.cache
def _said_in_code() -> dict[tuple[str, str], str]:
    """Every msgid said through ``t``/``tn`` in mint/, by (catalogue, msgid), with where it is."""
    tool = _domains()
    found: dict[tuple[str, str], str] = {}
    for domain, paths in tool.domains().items():
        for m in tool.template(domain, paths):
            if m.id:
                msgid = m.id[0] if isinstance(m.id, tuple) else m.id
                found.setdefault((domain, msgid), m.locations[0][0] if m.locations else domain)
    return found


def _catalogue(code: str, domain: str = "mint"):
    with data_path("locale", code, "LC_MESSAGES", f"{domain}.po").open("rb") as f:
        return read_po(f, locale=code)


def _catalogues(code: str):
    return {po.stem: _catalogue(code, po.stem) for po in data_path("locale", code, "LC_MESSAGES").glob("*.po")}


def _fields(text: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name is not None}


@pytest.mark.parametrize("code", LANGS)
def test_every_sentence_said_is_in_the_catalogue_and_translated(code):
    cats = _catalogues(code)
    said = _said_in_code()
    missing = sorted(
        f"{where}: {m!r}" for (d, m), where in said.items() if d not in cats or m not in cats[d] or cats[d][m].fuzzy
    )
    assert not missing, f"{len(missing)} sentences not in data/locale/{code} (run `make words`): {missing[:8]}"
    empty = sorted(m for (d, m) in said if not all(s for s in _forms(cats[d][m].string)))
    assert not empty, f"{len(empty)} sentences untranslated in {code}: {empty[:8]}"


def _forms(s):
    return list(s) if isinstance(s, (list, tuple)) else [s]


@pytest.mark.parametrize("code", LANGS)
def test_each_translation_keeps_the_placeholders_of_its_sentence(code):
    wrong = []
    for m in (m for cat in _catalogues(code).values() for m in cat):
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
    for name, cat in _catalogues("it").items():
        assert re.search(r"nplurals=2; plural=\(n != 1\)", cat.plural_forms), (name, cat.plural_forms)


def test_the_templates_hold_what_the_code_says():
    assert _domains().check() == 0, "a template is out of date: run `make words`"


@pytest.mark.parametrize("code", LANGS)
def test_the_catalogues_are_read_as_one_at_run_time(code, tmp_path):
    """Each catalogue compiled, the app's own and every game's answer through one lookup."""
    where = tmp_path / code / "LC_MESSAGES"
    where.mkdir(parents=True)
    cats = _catalogues(code)
    for name, cat in cats.items():
        with (where / f"{name}.mo").open("wb") as f:
            write_mo(f, cat)
    words.use(words.catalogue_for(code, tmp_path))
    try:
        for name, cat in cats.items():
            sample = next((m for m in cat if m.id and isinstance(m.id, str) and m.string and not _fields(m.id)), None)
            if sample is not None:
                assert str(words.t(sample.id)) == sample.string, f"{name}'s words are not read"
    finally:
        words.use(None)


def test_a_sentence_is_looked_up_first_in_the_catalogue_of_the_game_that_said_it(tmp_path):
    """The same source words may read differently in two games: each game's own translation wins
    for what that game says, and the app's for what the app says."""
    from babel.messages.catalog import Catalog

    where = tmp_path / "it" / "LC_MESSAGES"
    where.mkdir(parents=True)
    for domain, word in (("mint", "nessuno"), ("italy", "nessuna")):
        cat = Catalog(locale="it")
        cat.add("none", word)
        with (where / f"{domain}.mo").open("wb") as f:
            write_mo(f, cat)
    words.use(words.catalogue_for("it", tmp_path))
    try:
        assert str(words.Said("none", domain="italy")) == "nessuna"
        assert str(words.Said("none", domain="control")) == "nessuno", "a game without its own falls back to the app's"
        assert str(words.t("none")) == "nessuno", "said by the app (a test module counts as the app)"
    finally:
        words.use(None)


def test_the_errors_a_player_reads_speak_the_language_in_use():
    import pytest

    from mint.core.limits import SetupError, parse_age
    from mint.core.record import RecordError, parse_record
    from tests.catalogues import compiled

    was = words.catalogue()
    words.use(compiled("it"))
    try:
        with pytest.raises(SetupError) as age:
            parse_age("abc")
        with pytest.raises(RecordError) as record:
            parse_record("{", "partita.json")
        assert str(age.value) == "Un'età è un numero intero da 0 a 150; 'abc' non lo è."
        assert str(record.value) == "partita.json è danneggiato o troncato (JSON non valido)."
    finally:
        words.use(was)
