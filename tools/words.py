"""The word catalogues: gather what the code says, update each language, compile.

One catalogue per part of the app, so that each part's words and translations live together:
``mint`` (everything outside the games) and one per game (``mint/games/<game>``), each a
``data/locale/<lang>/LC_MESSAGES/<domain>.po`` beside its template ``data/locale/<domain>.pot``.
At run time they are read as one (``mint.core.words.catalogue_for``).

    python tools/words.py update     gather the templates and bring every language's files up to date
    python tools/words.py compile    compile every .po into its .mo (what make setup does)
    python tools/words.py check      exit 1 when a template is out of date with the code
"""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir, extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "data" / "locale"
KEYWORDS = {"t": None, "tn": (1, 2)}
LANGS = ("it",)
PLURALS = {"it": (2, "(n != 1)")}
HEADS = {
    "pot": "# What Mint Tin Table says through its catalogue, gathered from the code (tools/words.py).",
    "po": "# The {lang} words of Mint Tin Table.",
}
NAMES = {"it": "Italian"}

#: The fields of each game's data files (data/<game>/*.json) whose texts a player reads: they join
#: the game's catalogue, and the game shows them through ``mint.core.words.data``.
DATA_FIELDS: dict[str, tuple[str, ...]] = {
    "control": ("name", "action", "perk"),
    "cooperative": (
        "name",
        "text",
        "feat_text",
        "feat_short",
        "trouble",
        "double_trouble",
        "triple_threat",
        "exploit",
        "exploit_short",
        "event",
        "ongoing",
        "mayhem",
        "loss",
    ),
    "delivery": ("name", "text", "flavour"),
    "italy": ("name", "text", "action"),
    "knight": ("name", "title", "text"),
}


def domains() -> dict[str, list[Path]]:
    """Each catalogue and the source it gathers from: ``mint`` takes everything outside the games."""
    games = sorted(p for p in (ROOT / "mint" / "games").iterdir() if (p / "__init__.py").is_file())
    rest = [p for p in sorted((ROOT / "mint").iterdir()) if p.name != "games" and (p.is_dir() or p.suffix == ".py")]
    rest += [p for p in sorted((ROOT / "mint" / "games").glob("*.py"))]
    return {"mint": rest, **{g.name: [g] for g in games}}


def said(paths: list[Path]) -> Catalog:
    """Every sentence said through ``t``/``tn`` in ``paths`` (folders or modules), in a template."""
    cat = Catalog(project="Mint Tin Table", version="", fuzzy=False)
    for path in paths:
        if path.is_dir():
            found = (
                (str((path / f).relative_to(ROOT)), line, msg, comments, ctx)
                for f, line, msg, comments, ctx in extract_from_dir(
                    str(path), method_map=[("**.py", "python")], keywords=KEYWORDS
                )
            )
        elif path.suffix == ".py":
            found = (
                (str(path.relative_to(ROOT)), line, msg, comments, ctx)
                for line, msg, comments, ctx in extract_from_file("python", str(path), keywords=KEYWORDS)
            )
        else:
            continue
        for where, _line, msg, comments, ctx in found:
            cat.add(msg, None, [(where, 0)], auto_comments=comments, context=ctx, flags=_flags(msg))
    return cat


def data_texts(game: str) -> Catalog:
    """The texts of a game's data files in the fields ``DATA_FIELDS`` names, and its guide's
    words (data/guides/<game>.json), in a template."""
    cat = Catalog(project="Mint Tin Table", version="", fuzzy=False)
    fields = DATA_FIELDS.get(game, ())
    for path in sorted((ROOT / "data" / game).glob("*.json")) if fields else ():
        where = str(path.relative_to(ROOT))

        def walk(node: object) -> None:
            if isinstance(node, dict):
                for key, value in node.items():
                    if key in fields and isinstance(value, str) and value.strip():
                        cat.add(value, None, [(where, 0)], flags=_flags(value))
                    else:
                        walk(value)
            elif isinstance(node, list):
                for item in node:
                    walk(item)

        walk(json.loads(path.read_text(encoding="utf-8")))
    guide = ROOT / "data" / "guides" / f"{game}.json"
    if guide.is_file():  # the game's guided first game: its words are the game's
        if str(ROOT) not in sys.path:
            sys.path.insert(0, str(ROOT))
        from mint.core.guide import texts_of

        where = str(guide.relative_to(ROOT))
        for text in texts_of(game):
            cat.add(text, None, [(where, 0)], flags=_flags(text))
    return cat


def declared(domain: str) -> Catalog:
    """The words of the games' declarations (menu pitch, solo line, age rule), in a template: the
    app's own catalogue holds them, as the menu and set-up read declarations without the games."""
    cat = Catalog(project="Mint Tin Table", version="", fuzzy=False)
    if domain != "mint":
        return cat
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from mint.core import registry

    for game in registry.KNOWN:
        where = f"mint/games/{game}/__init__.py"
        for text in registry.declaration(game).texts():
            cat.add(text, None, [(where, 0)], flags=_flags(text))
    return cat


def template(domain: str, paths: list[Path]) -> Catalog:
    """A catalogue's template: what its code says, its game's declaration and data texts."""
    cat = said(paths)
    for m in [*declared(domain), *data_texts(domain)]:
        if m.id and m.id not in cat:
            cat.add(m.id, None, m.locations, flags=m.flags)
    return cat


def _flags(msg: str | tuple[str, ...]) -> tuple[str, ...]:
    text = msg if isinstance(msg, str) else msg[0]
    return ("python-brace-format",) if "{" in text else ()


def _write(path: Path, cat: Catalog, head: str) -> None:
    cat.project, cat.version, cat.msgid_bugs_address = "Mint Tin Table", "", ""
    cat.last_translator = cat.language_team = "Mint Tin Table"
    buf = io.BytesIO()
    write_po(buf, cat, width=0, sort_by_file=True, ignore_obsolete=True, omit_header=False)
    text = buf.getvalue().decode("utf-8")
    text = head + "\n#\n" + text[text.index('msgid ""') :]
    # no dates in the header: a file changes only when its words do
    text = "".join(line for line in text.splitlines(keepends=True) if "-Date: " not in line)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def read(path: Path, lang: str) -> Catalog:
    with path.open("rb") as f:
        cat = read_po(f, locale=lang)
    cat._num_plurals, cat._plural_expr = PLURALS.get(lang, (2, "(n != 1)"))  # the language's plural rule
    return cat


def update() -> None:
    for domain, paths in domains().items():
        made = template(domain, paths)
        _write(LOCALE / f"{domain}.pot", made, HEADS["pot"])
        for lang in LANGS:
            po = LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"
            cat = read(po, lang) if po.is_file() else Catalog(locale=lang, project="Mint Tin Table", version="")
            cat._num_plurals, cat._plural_expr = PLURALS.get(lang, (2, "(n != 1)"))
            cat.update(made, no_fuzzy_matching=True)
            cat.obsolete.clear()
            _write(po, cat, HEADS["po"].format(lang=NAMES.get(lang, lang)))


def compile_all() -> None:
    for po in sorted(LOCALE.glob("*/LC_MESSAGES/*.po")):
        mo = po.with_suffix(".mo")
        if mo.is_file() and mo.stat().st_mtime >= po.stat().st_mtime:
            continue
        cat = read(po, po.parent.parent.name)
        with mo.open("wb") as f:
            write_mo(f, cat)


def check() -> int:
    stale = []
    for domain, paths in domains().items():
        have = LOCALE / f"{domain}.pot"
        want = {m.id for m in template(domain, paths) if m.id}
        got = {m.id for m in read(have, "en") if m.id} if have.is_file() else set()
        if want != got:
            stale.append(domain)
    if stale:
        print(f"out of date: {', '.join(stale)} (run: python tools/words.py update)")
    return 1 if stale else 0


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else ""
    if what == "update":
        update()
    elif what == "compile":
        compile_all()
    elif what == "check":
        sys.exit(check())
    else:
        print(__doc__)
        sys.exit(2)
