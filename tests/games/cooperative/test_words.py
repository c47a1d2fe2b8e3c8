"""Mint Cooperative speaks through the catalogue: what the state keeps in its source words is said
again in the language in use, and the table's words, log lines and labels come out in Italian."""

from __future__ import annotations

import itertools
import random

import pytest

from mint.core import serial, words
from mint.games.cooperative import rules as R
from mint.games.cooperative import stored
from mint.games.cooperative.trouble import _result, classify
from tests.games.cooperative.helpers import game
from tests.games.cooperative.italian import italian


@pytest.fixture
def in_italian():
    words.use(italian())
    yield
    words.use(None)


def test_every_roll_result_is_kept_in_source_words_and_said_again():
    for dice in itertools.product(range(1, 7), repeat=4):
        kept = classify(dice)[1]
        said = stored.roll(kept)
        made = _result(dice)[1]
        assert said.msgid == made.msgid, kept  # the same sentence, with the same values
        assert dict(said.args) == {k: str(v) for k, v in made.args}, kept
        assert str(said) == kept


def test_losses_and_notes_are_said_again():
    for kept in ("lost: regional panic reached 27", "lost: Mintopia City holds 3 Gorillic tokens",
                 "lost: 5 Decay tokens lie on Dr. Decay's card", "lost: 6 Plaque tokens are on the map",
                 "lost: 3 towns have empty freshness tracks"):  # fmt: skip
        said = stored.loss(kept)
        assert said.msgid in {p.msgid for p in stored.LOSSES} and str(said) == kept.removeprefix("lost: ")
    for kept in ("mayhem 2 of 3", "no red mints left: panic +2", "no slot left to close: panic +2"):
        assert stored.note(kept).msgid in {p.msgid for p in stored.NOTES}


def _played(seed: int) -> tuple[list[str], R.State]:
    """A whole game of random moves: its log lines and its last state."""
    rng = random.Random(seed)
    s = game(2, seed, villain="gorillic", mint_it_up="on")
    lines = []
    while R.to_act(s) is not None:
        action = rng.choice(R.legal_actions(s))
        lines.append(R.describe(s, action))
        s = R.apply(s, action)
    return lines, s


def test_the_state_keeps_source_words_whatever_the_language():
    english, last = _played(5)
    words.use(italian())
    try:
        said, kept = _played(5)
        summary = R.outcome(kept).summary
    finally:
        words.use(None)
    assert serial.dump(kept) == serial.dump(last)  # saves and transcripts hold the same state
    assert said != english and len(said) == len(english)
    assert any(line.startswith("Controllo dei guai: ") or " tira " in line for line in said)
    assert summary.startswith("Gli eroi")


def test_the_table_speaks_italian(in_italian):
    from mint.games.cooperative.view import PHASE_HELP

    assert str(PHASE_HELP["fix"]) == "Scegli la nuova faccia del dado"
    assert R.Roll().label == "Tira i dadi"
    assert R.Take(1, "spear").label == "Prendi il dado 2"
    assert R.Reroll((0, 2)).label == "Rilancia i dadi 1, 3"
    assert str(stored.loss("lost: regional panic reached 27")) == "il panico regionale è arrivato a 27"


def test_the_options_read_in_italian(in_italian):
    by_name = {spec.name: spec for spec in R.OPTIONS}
    villain = by_name["villain"]
    assert villain.title() == "Cattivo" and villain.word("nick") == "Nick O'Teen: niente segnalini (il più facile)"
    assert villain.value_of("Nick O'Teen: niente segnalini (il più facile)") == "nick"
    assert str(villain.help).startswith("La carta del cattivo")
    assert by_name["heroes"].word("choose") == "Ogni giocatore sceglie al tavolo"


def test_the_cards_words_come_from_the_catalogue(in_italian):
    from mint.games.cooperative import view_layout as L

    rows = L.villain_rows("nick")
    assert rows[0] == ("Guaio", "Gira 1 carta guaio, poi il panico sale di 1.", "1 carta, poi panico +1")
    assert L.face_words(4) == "Vola, panico −2" and L.face_words(5) == "Impresa eroica"
    assert R.SetFace(6).label == "Giralo su 6: Punto debole"


def test_the_english_words_stay_as_they_were():
    import pygame

    from mint.games.cooperative import view_layout as L
    from mint.games.cooperative.view import VILLAIN, CooperativeView
    from mint.ui.kit import Kit

    pygame.init()
    view = CooperativeView(R, Kit(1.0))
    s = game(2, 1, villain="plaqula")
    v = R.VILLAINS["plaqula"]
    old = " ".join(f"{k.replace('_', ' ').title()}: {text}" for k, text in v.texts if k != "exploit_short")
    assert view.tooltip(s, VILLAIN) == old
    assert L.villain_top(s) == "Panic starts at 4  ·  mayhem 0/3  ·  0 on the map"
    assert [row[2] for row in L.villain_rows("nick")][-2:] == ["Panic +4 more", "Only at panic 27"]
    assert R.Reroll((0, 2)).label == "Reroll die 1, 3" and R.Mint("gumdrop").label == "Mint at Gumdrop Gully"


def test_a_new_language_reaches_the_villain_card_when_the_table_is_rebuilt():
    import pygame

    from mint.games.cooperative.view import CooperativeView
    from mint.ui.kit import Kit

    pygame.init()
    kit = Kit(1.0)
    view = CooperativeView(R, kit)
    s = game(2, 1, villain="nick")
    board = pygame.Rect(0, 0, 1500, 900)
    assert view._geometry(s, board)["villain_rows"][0][0] == "Trouble"
    words.use(italian())
    try:
        view.set_kit(kit)  # (the table rebuilds every scene when the language changes)
        assert view._geometry(s, board)["villain_rows"][0][0] == "Guaio"
    finally:
        words.use(None)
