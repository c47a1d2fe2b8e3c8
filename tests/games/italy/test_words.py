"""Mint Italy's words on the table, at the smallest and the longest: the status line under the
heading is never cut, the VP box names every player (short names beside two-digit scores, a
twenty-letter name on its own line), and a conversion prompt never offers "0 jars"."""

from __future__ import annotations

import random

import pygame
import pytest

from mint.core.flow import Decision
from mint.core.game import Seat, replace
from mint.games.italy import rules as R
from mint.games.italy.view import ItalyView, conversions_text
from mint.scenes.table.panels import side_head
from mint.ui.kit import Kit
from tests.games.italy.tables import table_at
from tests.games.italy.test_rules import player, position

SIZES = [(1280, 720), (1920, 1080)]
LONGEST = "Bartholomew Fitzroyy"  # 20 letters, the most a name may have
GAMES = [(1, {"persona": "governatore"}), (1, {"persona": "vignaiolo"}), (2, {}), (3, {}), (4, {"hen": "any"})]


def _statuses() -> set[str]:
    view = ItalyView(R, Kit(1.0))
    seen: set[str] = set()
    for n, options in GAMES:
        for seed in range(4):
            s = R.new_game([Seat()] * n, seed, options)
            pick = random.Random(seed)
            while R.to_act(s) is not None:
                seen.add(view.status(R.observation(s, 0)))
                s = R.apply(s, pick.choice(R.legal_actions(s)))
            seen.add(view.status(s))
    return seen


STATUSES = _statuses()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_status_line_fits_the_two_lines_under_the_heading(size):
    app, table = table_at(position(2), size, (Seat("human"), Seat("human")))
    k = table.kit
    width = side_head(table).width - k.px(32)
    longest = max(STATUSES, key=len)
    assert longest.startswith("Round ") and len(longest) > 60
    too_long = [text for text in STATUSES if len(k.wrap(text, 18, width)) > 2]
    assert not too_long


def test_the_statuses_cover_every_phase_and_the_round_always_leads():
    assert any("Player phase" in t for t in STATUSES) and any("Set-up" in t for t in STATUSES)
    assert any("press Next bot step" in t for t in STATUSES) and any("Production" in t for t in STATUSES)
    assert all(t.startswith("Round ") or t.startswith("The game is over") for t in STATUSES)
    assert all(not t.rstrip().endswith("·") for t in STATUSES), "a status with nothing after the round"
    assert any("Mercato: how many" in t for t in STATUSES)


@pytest.mark.parametrize(
    ("jars", "bottles", "words"),
    [(0, 1, "1 bottle"), (1, 0, "1 jar"), (1, 1, "1 jar and 1 bottle"), (5, 3, "5 jars and 3 bottles")],
)
def test_a_conversion_prompt_names_only_what_grapes_may_still_become(jars, bottles, words):
    assert conversions_text(jars, bottles) == words
    s = player(position(2), 0, goods=(3, 0, 0, 0))
    s = replace(s, phase="production", pending=(Decision(0, "prod_convert", (jars, bottles)),))
    text = ItalyView(R, Kit(1.0)).status(s)
    assert f"up to {words}," in text and " 0 " not in text


def _vp_names_drawn(monkeypatch, size, names: tuple[str, ...], vps: tuple[int, ...], options=None) -> list[str]:
    """The words drawn inside the VP box at a table of people with these names (one name: a solo
    game, whose bot the persona names) and these VP."""
    seats = tuple(Seat("human", n) for n in names)
    s = replace(position(max(1, len(names)), **(options or {})), seats=seats)
    for seat, vp in enumerate(vps):
        s = player(s, seat, vp=vp)
    app, table = table_at(s, size, seats)
    kit = table.view.kit
    real = kit.text
    seen: list[tuple[str, pygame.Rect]] = []

    def text(surface, words, *args, **kw):
        where = real(surface, words, *args, **kw)
        seen.append((words, where))
        return where

    monkeypatch.setattr(kit, "text", text)
    table.view.forget(normal=True, tabletop=True)  # (the painted boxes are kept; paint them again)
    table.view.draw(pygame.Surface(size), table.obs, table.shown, table.frame.board, {})
    assert table.view.kit is kit and table.view.geo is not None
    box = table.view.geo.vp
    return [words for words, where in seen if box.contains(where)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(
    "names", [("Al", "Bo"), ("Chiara", "Dario", "Elena"), ("Vignaiolo", "Governatore", "Mercante", "Chiara")]
)
def test_the_vp_box_names_every_player_beside_two_digit_scores(monkeypatch, size, names):
    texts = _vp_names_drawn(monkeypatch, size, names, tuple(10 + 7 * i for i in range(len(names))))
    for name in names:
        assert name in texts, f"{name} missing from the VP box at {size}"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("persona", ["governatore", "vignaiolo"])
@pytest.mark.parametrize("vps", [(3, 4), (12, 37)])
def test_the_vp_box_names_the_person_and_the_persona_in_solo(monkeypatch, size, persona, vps):
    options = {"persona": persona, "start_persona": "mercante"}
    texts = _vp_names_drawn(monkeypatch, size, ("Orange",), vps, options)
    assert "Orange" in texts and persona.capitalize() in texts


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_longest_name_is_still_named_in_the_vp_box(monkeypatch, size):
    texts = _vp_names_drawn(monkeypatch, size, (LONGEST, "Al", "Bo", "Cy"), (99, 10, 0, 5))
    assert LONGEST in texts  # (cut short to fit the box, if need be, by the kit)
    assert all(n in texts for n in ("Al", "Bo", "Cy"))


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield
