"""Mint Control speaks through its catalogue: the card data's names and words, the table's lines,
the log, the labels, the options and the scoring come out in Italian, and the same in English."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from mint.core import words
from mint.core.game import Seat
from mint.core.spots import Spot
from mint.games.control import rules as R
from mint.games.control.view import ControlView
from mint.scenes.results import split_rows
from mint.ui.kit import Kit
from tests import textsizes
from tests.games.control.helpers import play, table
from tests.games.control.italian import italian


@pytest.fixture
def in_italian():
    words.use(italian())
    yield
    words.use(None)


@pytest.fixture
def view():
    pygame.init()
    return ControlView(R, Kit(1.0))


def _start():
    return table(["city_hall", "producer", "gallery"], {"producer": (1, 0, 2, 0)}, mints=(3, 2, 2, 2))


def test_the_card_data_is_said_in_italian(in_italian, view):
    s = _start()
    assert view.tooltip(s, Spot("tile", "earn")) == (
        "Guadagno. Tutti: Prendi 1 mentina. Chi la sceglie, dopo la propria azione: Prendi 1 mentina in più."
    )
    assert view.tooltip(s, Spot("loc", "city_hall")).startswith("Municipio: 1 stella; costo per influenzare: 2")
    assert R.Pick(0, "scavenge").label == "Scegli Racimolo"
    assert R.Influence(0, "producer").label == "Influenza Produttore"
    assert R.describe(s, R.Pick(0, "earn")).startswith("Arancione sceglie Guadagno")
    assert (
        str(R.refusal(play(s, "pick influence 0"), R.Influence(0, "bank")).said)
        == "Banca non fa parte di questa partita."
    )


def test_the_table_and_the_log_speak_italian(in_italian, view):
    s = play(_start(), "pick oust 0")
    assert view.status(s) == "Vantaggio Sfratto: Arancione può pagare 1 per trascinare un segnalino nella riserva."
    assert view.seat_summary(s, 0) == "4 mentine · 4 segnalini rimasti · Sfratto"
    assert (
        R.describe(s, R.Oust("producer", 2))
        == "Arancione sfratta Verde da Produttore per 1 mentina. Verde prende 2 mentine"
    )
    assert R.Skip("oust2").label == "Fermati dopo una rimozione"
    spec = R.OPTIONS[1]
    assert (spec.title(), spec.word("global")) == ("Sconto del Lotto", "Ovunque, per chi lo controlla")


def test_english_stays_as_it_was(view):
    s = play(_start(), "pick oust 0")
    assert view.status(s) == "Oust perk: Orange may pay 1 to drag a token to the supply."
    assert view.seat_summary(s, 0) == "4 mints · 4 tokens left · Oust"
    assert R.describe(s, R.Oust("producer", 2)) == "Orange ousts Green from Producer for 1 mint. Green gains 2 mints"
    assert view.tooltip(s, Spot("supply")) == "The supply: 10 of 20 mints. Nobody gains more than is left here."


def _tied_end():
    s = table(["producer", "black_market"], {"producer": (2, 0), "black_market": (0, 2)}, mints=(3, 1))
    return R.replace(s, over=True)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_tie_break_rows_keep_their_mark_in_every_language(lang):
    if lang == "it":
        words.use(italian())
    try:
        out = R.outcome(_tied_end())
        parts, apart = split_rows(out.breakdown, out.scores)
        assert [label for label, _ in parts] == (
            ["Producer (3 stars)", "Black Market (3 stars)"]
            if lang == "en"
            else ["Produttore (3 stelle)", "Mercato nero (3 stelle)"]
        )
        assert len(apart) == 2 and all(label.startswith("Tie-break: ") for label, _ in apart)
        assert out.summary == (
            "Orange wins with 3 points (tie broken by most mints left)"
            if lang == "en"
            else "Arancione vince con 3 punti (parità risolta da: più mentine rimaste)"
        )
    finally:
        words.use(None)


def test_a_language_switch_repaints_every_word_of_the_table(monkeypatch):
    """The kept pictures of cards, tiles, the supply and the areas are painted again in the new
    language when the settings switch it (the table keeps its view)."""
    cat = italian()
    monkeypatch.setattr(words, "catalogue_for", lambda code, folder: cat if code == "it" else None)
    drawn = textsizes.spy(monkeypatch, str(Path(R.__file__).parent))
    app = textsizes.render((1280, 720), "control", [Seat("human", "P1"), Seat("human", "P2")], 0, 2)
    try:
        assert {"Earn", "Supply", "picked tiles go here"} <= {text for _, text in drawn}
        drawn.clear()
        app.settings.language = "it"
        app.apply_settings()
        for _ in range(2):
            app.dirty = True
            app.step(16, [])
        shown = {text for _, text in drawn}
        assert {"Guadagno", "Riserva", "qui le tessere scelte", "Tu: 1 mentina in più"} <= shown
        assert not {"Earn", "Supply", "picked tiles go here"} & shown
    finally:
        words.use(None)
