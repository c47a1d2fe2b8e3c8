"""The menu, the set-up, the results, the load screen and the dialogs speak through the catalogue:
whole sentences, counted words in the language's own forms, lists joined and numbers written the
language's way. A small Italian catalogue made here stands in for the real one."""

from __future__ import annotations

import gettext
import io

import pygame
import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from mint.core import words
from mint.core.game import Outcome, Seat
from mint.scenes import results as R
from mint.scenes.menu.parts import players_line
from mint.ui.app import App

ITALIAN = {
    "{most} and {last}": "{most} e {last}",
    ("{amount} point", "{amount} points"): ("{amount} punto", "{amount} punti"),
    ("{amount} star", "{amount} stars"): ("{amount} stella", "{amount} stelle"),
    "{n}st": "{n}º",
    "{n}nd": "{n}º",
    "{n}rd": "{n}º",
    "{n}th": "{n}º",
    "tied {place}": "{place} a pari merito",
    "{names} tied on **{amount}**; {winner} placed first on the tie-break: {tiebreak}.": (
        "{names} sono pari con **{amount}**; {winner} vince lo spareggio: {tiebreak}."
    ),
    "{name} finished on **{amount}**, **{lead}** ahead of {others}.": (
        "{name} ha chiuso con **{amount}**, **{lead}** di vantaggio su {others}."
    ),
    "{name} (bot)": "{name} (bot)",
    ("{n} unfinished game", "{n} unfinished games"): ("{n} partita in sospeso", "{n} partite in sospeso"),
    ("{n} saved game", "{n} saved games"): ("{n} partita salvata", "{n} partite salvate"),
    "Two seats sit at the left edge: give each seat its own edge.": (
        "Due posti sono sul lato sinistro: dai a ogni posto un lato diverso."
    ),
    "OK": "Va bene",
}


@pytest.fixture
def italian():
    """Speak the small Italian catalogue above (Italian plural rules) for the test's length."""
    cat = Catalog(locale="it")
    plural = "nplurals=2; plural=(n != 1);"  # as data/locale/it says (CLDR's newer rule has a third form)
    cat.mime_headers = [(k, plural if k.lower() == "plural-forms" else v) for k, v in cat.mime_headers]
    for msgid, text in ITALIAN.items():
        cat.add(msgid, text)
    buf = io.BytesIO()
    write_mo(buf, cat)
    buf.seek(0)
    words.use(gettext.GNUTranslations(buf))
    yield
    words.use(None)


def app_speaking(size=(1280, 720)) -> App:
    """An app that goes on speaking the catalogue in use (it chose its own when it opened)."""
    catalogue = words.catalogue()
    app = App(size, headless=True)
    words.use(catalogue)
    return app


def test_results_count_place_and_tell_in_the_language(italian):
    assert R.count(1, ("star", "stars")) == "1 stella" and R.count(2, ("star", "stars")) == "2 stelle"
    assert R.count(2.5) == "2,5 punti"  # the decimal mark too
    tie = Outcome(scores=(2.0, 2.0, 2.0), winners=(2,), tiebreak="most mints left")
    assert R.placings(tie, 3) == ["2º a pari merito", "2º a pari merito", "1º"]
    told = R.story(tie, ["Ann", "Bo", "Cy"], ("star", "stars"))
    assert R.plain(told) == "Ann, Bo e Cy sono pari con 2 stelle; Cy vince lo spareggio: most mints left."
    ahead = Outcome(scores=(3.0, 2.0, 2.0), winners=(0,))
    told = R.story(ahead, ["Ann", "Bo", "Cy"], ("point", "points"))
    assert told == "Ann ha chiuso con **3 punti**, **1 punto** di vantaggio su Bo e Cy."


def test_the_menu_lists_who_plays_the_language_s_way(italian):
    seats = (Seat("human", "Ann"), Seat("random", "Bo"), Seat("random", "Cy"))
    assert players_line(seats) == "Ann, Bo (bot) e Cy (bot)"


def test_the_load_screen_counts_its_games_in_the_language(italian, tmp_path, monkeypatch):
    monkeypatch.setenv("MINT_HOME", str(tmp_path / "user"))
    from mint.core.paths import journal_dir, saves_dir
    from mint.core.record import write_record
    from mint.core.session import Session
    from mint.scenes.load import LoadScene

    pebbles = {"dice": "off"}
    for i in range(2):
        s = Session("pebbles", (Seat("human", "Ann"), Seat("random")), i, pebbles)
        write_record(s.record({"saved": "2026-03-14 09:26"}), saves_dir() / f"s{i}.json")
    left = Session(
        "pebbles", (Seat("human", "Ann"), Seat("human", "Bo")), 1, pebbles, journal=journal_dir() / "p.jsonl"
    )
    left.apply(left.legal()[0])
    left.close()
    app = app_speaking()
    load = LoadScene(app)
    app.push(load)
    app.apply_queue()
    assert str(load.subtitle) == "1 partita in sospeso e 2 partite salvate"


def test_set_up_refuses_two_seats_on_one_edge_in_a_whole_sentence(italian):
    from mint.scenes.setup import SetupScene

    app = app_speaking((1920, 1080))
    app.settings.tabletop = True
    scene = SetupScene(app, "control")
    app.push(scene)
    app.step(16, [])
    scene.edges[:2] = ["left", "left"]
    scene.w.pop("edge0"), scene.w.pop("edge1")  # (as if chosen on screen)
    scene.start()
    assert scene.error == "Due posti sono sul lato sinistro: dai a ogni posto un lato diverso."


def test_a_message_s_button_says_ok_in_the_language(italian):
    from mint.ui.dialogs import MessageScene

    app = app_speaking()
    dialog = MessageScene(app, "Title", "Text")
    app.push(dialog)
    app.step(16, [])
    assert dialog.buttons["ok"].text == "Va bene"
    dialog.draw(pygame.Surface(app.size))
