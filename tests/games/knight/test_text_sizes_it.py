"""Mint Knight's table in Italian: every word it draws can be read and none is cut short, at
1280x720 and 1920x1080, in every phase the English text-size tests show (solo, Hard and Easy
Mode, co-op), and every card face fits its Italian words where the table shows it. The catalogue
is compiled from the game's Italian .po (with the app's own behind it), as the table reads it."""

from __future__ import annotations

import gettext
from collections.abc import Iterator

import pygame
import pytest

from mint.core import words
from mint.core.game import Seat
from mint.core.spots import Spot
from mint.games.knight import cards as C
from mint.games.knight import describe as D
from mint.games.knight import rules
from mint.games.knight.actions import EndTurn, Next, Play
from mint.games.knight.view import KnightView
from mint.games.knight.view_text import forms
from mint.scenes.shots import build_scene
from mint.scenes.table.layout import compute_frame
from mint.ui.app import App
from mint.ui.cardface import Card
from mint.ui.kit import Kit
from tests import textsizes
from tests.catalogues import compiled
from tests.games.knight import test_tabletop as tabletop
from tests.games.knight import test_text_sizes as english

SIZES = textsizes.SIZES


def italian() -> gettext.GNUTranslations:
    """The game's Italian catalogue with the app's own behind it."""
    return compiled("it", "knight")


@pytest.fixture
def in_italian(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The table speaks Italian: the window's language is the game's Italian catalogue."""
    cat = italian()
    monkeypatch.setattr(words, "catalogue_for", lambda code, folder: cat)
    words.use(cat)
    yield
    words.use(None)


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str]]:
    """(pixel size, text) of every line the Knight view has the kit render."""
    return textsizes.spy(monkeypatch, english.VIEW_DIR)


def test_the_table_speaks_italian(in_italian):
    s = rules.new_game((Seat(),), 1)
    view = KnightView(rules, Kit(1.0))
    assert view.status(s).startswith("Round 1 di 4"), view.status(s)
    assert str(words.data(C.ACTION_BY_ID["fury"].title)) == "Furia"
    assert Next(0, "Done blocking").label == "Blocco concluso"  # the words play.py gives a move
    assert EndTurn(0).label == "Fine turno"
    end = next(a for a in rules.legal_actions(s) if isinstance(a, Play))
    assert D.describe(s, end).startswith("Tu: giocata "), D.describe(s, end)


@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(english.GAMES))
def test_no_italian_word_on_the_table_is_too_small_or_cut_short(in_italian, drawn, size, name):
    kind, players, options, seed, wanted = english.GAMES[name]
    least = SIZES[size]
    for phase in wanted:
        drawn.clear()
        textsizes.render(size, "knight", english._seats(kind, players), english.FIRSTS[name][phase], seed, options)
        assert drawn, f"nothing drawn ({name}, {phase})"
        small, cut = textsizes.problems(drawn, least)
        assert not small, f"{name}, {phase}: text under {least} px: {small[:8]}"
        assert not cut, f"{name}, {phase}: cut short: {cut}"


@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_card_fits_its_italian_words_whole_where_the_table_shows_it(in_italian, drawn, size):
    pygame.init()
    kit = Kit(size[1] / 1080)
    view = KnightView(rules, kit)
    for players in (1, 2):
        s = rules.new_game(tuple(Seat() for _ in range(players)), 1)
        board = compute_frame(kit, size, players, False).board
        spots = view.layout(s, 0, board)
        unit, spell = view.placed.unit_offer[0], view.placed.spell_offer[0]
        places = {"unit": unit.size, "spell": spell.size, "artifact": spell.size}
        hand = next(r for sid, r in spots.items() if isinstance(sid, Spot) and sid.kind == "hand")
        surface = pygame.Surface(size)
        drawn.clear()
        for kind, face in english._faces():
            view.small_cards.draw(surface, pygame.Rect((0, 0), places[kind]), Card(None, face))
        for title in C.ACTION_BY_ID:
            for advanced in (False, True):
                for waning in (False, True):
                    view.action_cards.draw(surface, pygame.Rect(hand), Card(None, (title, advanced, waning)))
        small, cut = textsizes.problems(drawn, SIZES[size])
        assert not small and not cut, (players, small[:8], cut)


@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_italian_word_over_the_table_is_too_small_while_a_piece_is_held_or_pointed_at(in_italian, drawn, size):
    """The Move costs, the zones' words for a held or pointed-at piece and the enlarged card, in Italian."""
    english.test_no_word_over_the_table_is_too_small_while_a_piece_is_held_or_pointed_at(drawn, size)


def test_no_italian_word_in_the_table_top_strips_or_on_its_board_is_too_small(in_italian, monkeypatch):
    """As the English test: only Gambit's long words may end short on a strip's card."""
    gambit = " ".join(forms(C.text_of(C.ACTION_BY_ID["gambit"].half(False, False).action)))
    size = (1920, 1080)
    drawn = textsizes.spy(monkeypatch, english.VIEW_DIR)
    for name, (kind, players, _, seed, moves) in tabletop.GAMES.items():
        for n in (0, moves // 3, moves):
            drawn.clear()
            app = App(size, headless=True)
            app.settings.speed = "instant"
            app.settings.tabletop = True
            app.settings.tabletop_solo = True
            build_scene(app, "knight", seed=seed, actions=n, seats=tuple(Seat(kind) for _ in range(players)))
            for _ in range(3):
                app.dirty = True
                app.step(16, [])
            assert drawn
            small, cut = textsizes.problems(drawn, SIZES[size])
            assert not small, (name, n, small[:8])
            assert all(x.rstrip("…").strip() in gambit for x in cut), (name, n, cut, gambit)


def test_each_language_has_its_own_shorter_forms_and_they_shorten_its_words():
    import re

    from mint.games.knight.view_text import _shortenings, short

    for code in words.LANGUAGES:
        for pairs in _shortenings(code):
            assert pairs and all(re.compile(p) is not None for p, _ in pairs), code
    long_en = "Lower the enemy's attack by 2"
    long_it = "Riduci di 2 l'attacco del nemico"
    assert short(long_en) == "Enemy attack −2"
    was = words.catalogue()
    words.use(italian())
    try:
        assert short(long_it) == "Attacco nemico −2" and short(long_en) == long_en
    finally:
        words.use(was)


def test_a_hint_gives_its_reason_in_the_language_in_use():
    from mint.games.knight.bots import advise

    s = rules.new_game((Seat("human"),), 5, {})
    obs = rules.observation(s, 0)
    legal = rules.legal_actions(s)
    english = advise(rules, obs, 0, legal, 1)[1]
    was = words.catalogue()
    words.use(italian())
    try:
        said = advise(rules, obs, 0, legal, 1)[1]
    finally:
        words.use(was)
    assert said and said != english
    assert said in {m for m in italian()._catalog.values() if isinstance(m, str)} or "PE" in said
