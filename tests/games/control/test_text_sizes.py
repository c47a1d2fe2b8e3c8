"""Every word the Mint Control table draws can be read: at least 12 px at 1280x720 (the first
window size) and 18 px at 1920x1080, with 2, 3 and 4 players, in every phase, and none is cut
short at those sizes."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from mint.core import words
from mint.core.game import Seat
from mint.games.control import rules
from mint.games.control import view_layout as L
from mint.games.control.cards import BY_ID
from mint.games.control.view import ControlView
from mint.scenes.shots import build_scene
from mint.scenes.table.layout import compute_frame
from mint.ui.app import App
from mint.ui.kit import Kit
from mint.ui.shots import played_session
from tests import textsizes
from tests.games.control.italian import italian
from tests.later import LaterMap

VIEW_DIR = str(Path(rules.__file__).parent)
SEED = 2
SIZES = textsizes.SIZES


def _phase(s: rules.State) -> str:
    if s.over:
        return "over"
    if s.steals:
        return "steal"
    if not s.tile:
        return "pick"
    if s.cursor == 1:
        if s.tile == "oust" and not any(any(row) for row in s.tokens):
            return "oust-perk, no tokens"
        return f"{s.tile} perk"
    return s.tile


def _phases(players: int) -> dict[str, int]:
    """The first step of each phase in a seeded game: how many moves lead to it."""
    seats = tuple(Seat("human", f"P{i + 1}") for i in range(players))
    session = played_session("control", seats, {}, SEED, 10_000)
    first: dict[str, int] = {}
    for i, state in enumerate(session.states):
        first.setdefault(_phase(state), i)
    return first


PHASES = LaterMap((2, 3, 4), _phases)
WANTED = ("pick", "influence", "oust perk", "presence perk", "scavenge perk", "steal", "over")


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str]]:
    """(pixel size, text) of every line the Control view has the kit render."""
    return textsizes.spy(monkeypatch, VIEW_DIR)


@pytest.fixture
def in_italian(monkeypatch: pytest.MonkeyPatch):
    """The table speaks Italian: the window's language is the game's Italian catalogue."""
    cat = italian()
    monkeypatch.setattr(words, "catalogue_for", lambda code, folder: cat)
    words.use(cat)
    yield
    words.use(None)


def _render(size: tuple[int, int], players: int, moves: int) -> None:
    textsizes.render(size, "control", [Seat("human", f"P{i + 1}") for i in range(players)], moves, SEED)


def test_the_seeded_games_reach_every_phase():
    for players, first in PHASES.items():
        assert {"pick", "influence", "oust perk", "over"} <= set(first), (players, first)
    assert any("steal" in first for first in PHASES.values())
    assert any("presence perk" in first for first in PHASES.values())


def _render_tabletop(size: tuple[int, int], players: int, moves: int) -> None:
    """Like ``_render``, with each seat's area on its own edge of a flat screen (table-top mode)."""
    app = App(size, headless=True)
    app.settings.speed = "instant"
    app.settings.tabletop = True
    seats = tuple(Seat("human", f"P{i + 1}") for i in range(players))
    build_scene(app, "control", seed=SEED, actions=moves, seats=seats, options={})
    for _ in range(3):
        app.dirty = True
        app.step(16, [])


def _check_every_phase(
    drawn: list[tuple[int, str]], size: tuple[int, int], players: int, tabletop: bool = False
) -> None:
    least = SIZES[size]
    for phase in WANTED:
        if phase not in PHASES[players]:
            continue
        drawn.clear()
        (_render_tabletop if tabletop else _render)(size, players, PHASES[players][phase])
        assert drawn, f"nothing drawn ({phase})"
        small, cut = textsizes.problems(drawn, least)
        assert not small, f"{players} players, {phase}: text under {least} px: {small[:8]}"
        assert not cut, f"{players} players, {phase}: cut short: {cut}"


@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_word_on_the_table_is_too_small_or_cut_short(drawn, size, players):
    _check_every_phase(drawn, size, players)


@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_italian_word_on_the_table_is_too_small_or_cut_short(in_italian, drawn, size, players):
    _check_every_phase(drawn, size, players)
    assert any("mentin" in text for _, text in drawn), "the table is not speaking Italian"


@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_italian_word_on_the_table_top_is_too_small_or_cut_short(in_italian, drawn, size, players):
    _check_every_phase(drawn, size, players, tabletop=True)
    assert any("mentin" in text for _, text in drawn), "the table is not speaking Italian"


@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_italian_card_line_fits_as_the_english_one_does_on_the_table_top(in_italian, monkeypatch, size, players):
    """Every location's name fits its card on the table top, and every effect line (both readings
    of each option) takes no more lines than the card has room for, or than its English line."""
    kept: list[tuple[Kit, dict]] = []
    geometry = L.geometry

    def keep(kit: Kit, obs: rules.State, rect: pygame.Rect, areas: bool = True) -> dict:
        kept.append((kit, geometry(kit, obs, rect, areas)))
        return kept[-1][1]

    monkeypatch.setattr(L, "geometry", keep)
    _render_tabletop(size, players, PHASES[players]["pick"])
    kit, geo = kept[-1]
    r = min(geo["cards"].values(), key=lambda c: c.width * c.height)
    view = ControlView(rules, kit)
    step = kit.font(L.BODY).get_linesize()
    s0 = rules.new_game(tuple(Seat() for _ in range(players)), 1, {})
    for lotto, wholesaler, supplier in (("self", "any", "chooser"), ("global", "own", "always")):
        s = rules.make_state(s0.seats, s0.locs, lotto=lotto, wholesaler=wholesaler, supplier=supplier)
        for loc in BY_ID.values():
            title = str(words.data(loc.name))
            assert L.cut(kit, title, L.TITLE, r.width - kit.px(8), bold=True) == title, (title, size)
            effect = view._effect_line(s, loc.effect, short=True)
            if not effect:
                continue
            words.use(None)
            english = view._effect_line(s, loc.effect, short=True)
            words.use(italian())
            room = L.card_parts(kit, r, effect)["text"]
            lines = kit.wrap(effect, L.BODY, room.width)
            en_room = L.card_parts(kit, r, english)["text"]
            en_lines = kit.wrap(english, L.BODY, en_room.width)
            assert len(lines) <= max(room.height // step, len(en_lines)), (size, players, lines, room.size)


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_effect_fits_its_card_whole_on_the_narrowest_cards(size, lang, request):
    """Four players and the most cards (eight, in two rows of four): each card's name and effect
    line still fit, in every language."""
    if lang == "it":
        request.getfixturevalue("in_italian")
    pygame.init()
    kit = Kit(size[1] / 1080)
    view = ControlView(rules, kit)
    board = compute_frame(kit, size, 4, False).board
    s0 = rules.new_game(tuple(Seat() for _ in range(4)), 1, {})
    locs = ("black_market", "supplier", "courthouse", "city_hall", "wholesaler", "producer", "bank", "lotto")
    step = kit.font(L.BODY).get_linesize()
    for lotto, wholesaler, supplier in (("self", "any", "chooser"), ("global", "own", "always")):
        s = rules.make_state(s0.seats, locs, lotto=lotto, wholesaler=wholesaler, supplier=supplier)
        cards = view._geometry(s, board)["cards"]
        r = cards[locs[0]]
        for loc in BY_ID.values():
            title = str(words.data(loc.name))
            assert L.cut(kit, title, L.TITLE, r.width - kit.px(8), bold=True) == title, (title, size)
            effect = view._effect_line(s, loc.effect, short=True)
            if not effect:
                continue
            text = L.card_parts(kit, r, effect)["text"]
            lines = kit.wrap(effect, L.BODY, text.width)
            assert len(lines) * step <= text.height + 1, f"{loc.name} at {size}: {lines} in {text.size}"
