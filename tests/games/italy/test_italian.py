"""Mint Italy in Italian: in random games (solo against each persona, and 2-4 players) every
sentence the game says (log lines, the bot's steps, action labels, status lines and tooltips) is
in the game's catalogue or the app's, the status lines still fit their two lines, and the words
read in Italian while the game's own terms (mercato, marina, commercio, borgo) stay as printed."""

from __future__ import annotations

import gettext
import random
from typing import Any

import pytest

from mint.core import words
from mint.core.game import Seat
from mint.core.spots import Spot
from mint.games.italy import rules as R
from mint.games.italy.actions import Pass
from mint.games.italy.view import ItalyView
from mint.scenes.table.panels import side_head
from mint.ui.kit import Kit
from tests.games.italy.italian import italian_with_ids
from tests.games.italy.tables import table_at
from tests.games.italy.test_rules import position

SIZES = [(1280, 720), (1920, 1080)]
GAMES = [(1, {"persona": p}) for p in ("governatore", "navigatore", "mercante", "vignaiolo")]
GAMES += [(2, {}), (3, {"hen": "any"}), (4, {})]


class _Listening(gettext.NullTranslations):
    """The Italian catalogue, noting every sentence asked for that it does not hold."""

    def __init__(self, inner: gettext.NullTranslations, known: set[str]) -> None:
        super().__init__()
        self.inner, self.known, self.missed = inner, known, set()

    def gettext(self, message: str) -> str:
        if message not in self.known:
            self.missed.add(message)
        return self.inner.gettext(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        if msgid1 not in self.known:
            self.missed.add(msgid1)
        return self.inner.ngettext(msgid1, msgid2, n)

    def info(self) -> dict[str, str]:
        return self.inner.info()


def _italian() -> _Listening:
    catalogue, known = italian_with_ids()
    return _Listening(catalogue, known)


@pytest.fixture
def italian():
    catalogue = _italian()
    words.use(catalogue)
    yield catalogue
    words.use(None)


def _spots(s: Any) -> list[Spot]:
    seats = range(len(s.players))
    out = [Spot(k, i) for k in ("hex",) for i in range(0, 80, 3)]
    out += [Spot(k, i) for k in ("marina", "turn", "pass", "price", "food", "scoring") for i in range(4)]
    out += [Spot("row", i) for i in range(9)]
    out += [Spot(k) for k in ("deck", "fee", "vp", "commercio", "botdeck", "botcard", "botdiscard")]
    for seat in seats:
        out += [Spot("mat", c, seat) for c in range(3)] + [Spot("good", g, seat) for g in range(4)]
        out += [Spot("track", t, seat) for t in ("nav", "mercato")] + [Spot("slot", 0, seat)]
        out += [Spot(k, seat=seat) for k in ("marinas", "order", "done", "player")]
    return out


def _play(view: ItalyView, seed: int) -> tuple[set[str], set[str]]:
    """Every status line and every other sentence of a few random games."""
    statuses: set[str] = set()
    said: set[str] = set()
    for n, options in GAMES:
        s = R.new_game([Seat()] * n, seed, options)
        pick = random.Random(seed)
        step = 0
        while R.to_act(s) is not None:
            obs = R.observation(s, 0)
            statuses.add(view.status(obs))
            legal = R.legal_actions(s)
            said.update(a.label for a in legal)
            if step % 7 == 0:
                said.update(filter(None, (view.tooltip(obs, spot) for spot in _spots(s))))
            a = pick.choice(legal)
            said.add(R.describe(s, a))
            s = R.apply(s, a)
            step += 1
        statuses.add(view.status(s))
        out = R.outcome(s)
        assert out is not None
        said.add(out.summary)
        said.update(label for label, _ in out.breakdown)
    return statuses, said


def test_every_sentence_of_a_game_in_italian_is_in_the_catalogue(italian):
    view = ItalyView(R, Kit(1.0))
    statuses, said = _play(view, 3)
    assert not italian.missed, sorted(italian.missed)[:12]
    assert any(line.startswith("Round 1 di 4") for line in statuses)
    assert any("Costruisci, marina, ordine" in line for line in statuses)
    assert any(" costruisce un insediamento " in line for line in said)
    assert any("rivela la carta bot" in line for line in said), "the bot's steps read in Italian"
    assert any("Mercato livello" in line for line in said) and any("Marina " in line for line in said)
    assert not any(" coins" in line or " builds " in line for line in said), [
        line for line in said if " coins" in line or " builds " in line
    ][:5]


def test_a_count_takes_the_italian_plural_and_a_pass_reads_in_italian(italian):
    s = position(2)
    seat = R.to_act(s)
    line = R.describe(s, Pass(seat))
    assert " passa e prende " in line and line.endswith(" monete")
    assert str(words.tn("{n} coin", "{n} coins", 1)) == "1 moneta"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_italian_status_line_fits_the_two_lines_under_the_heading(italian, size):
    statuses, _ = _play(ItalyView(R, Kit(1.0)), 5)
    app, table = table_at(position(2), size, (Seat("human"), Seat("human")))
    k = table.kit
    width = side_head(table).width - k.px(32)
    too_long = [text for text in statuses if len(k.wrap(text, 18, width)) > 2]
    assert not too_long, too_long[:4]
