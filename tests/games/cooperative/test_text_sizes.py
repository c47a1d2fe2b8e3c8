"""Every word the Mint Cooperative table draws can be read: at least 12 px at 1280x720 (the first
window size) and 18 px at 1920x1080, solo and with 2, 3 and 4 players, with every villain, in
Hard Mode and with Mint It Up!, in every phase, and none is cut short at those sizes, in English
and in Italian."""

from __future__ import annotations

from itertools import product
from pathlib import Path

import pygame
import pytest

from mint.core import words
from mint.core.game import Seat, replace
from mint.games.cooperative import rules
from mint.games.cooperative import view_layout as L
from mint.games.cooperative.cards import STUNTS
from mint.games.cooperative.view import CooperativeView
from mint.scenes.table.layout import compute_frame
from mint.ui.kit import Kit
from mint.ui.shots import played_session
from tests import textsizes
from tests.games.cooperative.italian import speak
from tests.later import LaterList

VIEW_DIR = str(Path(rules.__file__).parent)
SIZES = textsizes.SIZES

#: seeded games: players, options, seed, and the bots that play every seat (heuristic bots win
#: now and then; random ones play the stunts those never choose)
GAMES = (
    (1, {"heroes": "choose"}, 1, "heuristic"),
    (2, {"villain": "gorillic", "hard": "on", "mint_it_up": "on"}, 3, "heuristic"),
    (3, {"villain": "plaqula", "mint_it_up": "on"}, 3, "heuristic"),
    (4, {"villain": "decay", "heroes": "choose"}, 3, "heuristic"),
    (1, {"villain": "halitosis"}, 4, "heuristic"),
    (2, {"mint_it_up": "on"}, 1, "heuristic"),
    (1, {"heroes": "choose"}, 1, "random"),
)


def _phase(s: rules.State) -> str:
    if s.phase == "over":
        return "won" if s.result == "won" else "lost"
    if s.phase == "task":
        return f"task {s.tasks[0].do}"
    if s.phase == "reveal" and s.shown:
        return f"reveal {s.shown[-1].kind}"
    return s.phase


def _seats(players: int, bots: str) -> tuple[Seat, ...]:
    return tuple(Seat(bots, f"P{i + 1}") for i in range(players))


def _firsts(players: int, options: dict[str, str], seed: int, bots: str) -> tuple[list[rules.State], dict[str, int]]:
    """A game's states, and the first step of each phase in it: how many moves lead there."""
    session = played_session("cooperative", _seats(players, bots), options, seed, 10_000)
    first: dict[str, int] = {}
    for i, state in enumerate(session.states):
        first.setdefault(_phase(state), i)
    return list(session.states), first


PLAYED = LaterList(GAMES, lambda g: _firsts(*g))
EVERY = {
    "pick", "choose", "roll", "check", "spend", "fix", "reveal", "reveal trouble", "reveal mayhem",
    "reveal event", "reveal stopped", "task mint", "task run", "task fly", "task rescue", "task companion",
    "task guide", "task teamup", "task token", "task reroll", "won", "lost",
}  # fmt: skip
#: through the whole table (window, frame, side column): a few positions that show the most words
THROUGH_TABLE = ((0, "pick"), (1, "reveal event"), (2, "won"), (3, "reveal stopped"))


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str]]:
    """(pixel size, text) of every line the Cooperative view has the kit render."""
    return textsizes.spy(monkeypatch, VIEW_DIR)


@pytest.fixture(params=["en", "it"])
def language(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch):
    """The table's language: English, then Italian (the game's catalogue)."""
    speak(request.param, monkeypatch)
    yield request.param
    words.use(None)


def _spoken(drawn: list[tuple[int, str]], language: str) -> None:
    if language == "it":
        assert any("mentin" in text or "panico" in text.lower() for _, text in drawn), "not speaking Italian"


def test_the_seeded_games_reach_every_phase():
    reached = set().union(*(first for _, first in PLAYED))
    assert EVERY <= reached, sorted(EVERY - reached)
    for game, _ in THROUGH_TABLE:
        assert game < len(GAMES)


@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_word_on_the_table_is_too_small_or_cut_short(language, drawn, size):
    least = SIZES[size]
    for game, phase in THROUGH_TABLE:
        players, options, seed, bots = GAMES[game]
        drawn.clear()
        textsizes.render(size, "cooperative", _seats(players, bots), PLAYED[game][1][phase], seed, options)
        assert drawn, f"nothing drawn ({phase})"
        small, cut = textsizes.problems(drawn, least)
        assert not small, f"{GAMES[game]}, {phase}: text under {least} px: {small[:8]}"
        assert not cut, f"{GAMES[game]}, {phase}: cut short: {cut}"
        _spoken(drawn, language)


@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_phase_of_every_game_reads_whole(language, drawn, size):
    """The board alone, as the table lays it out, at the first step of each phase of each game."""
    pygame.init()
    least = SIZES[size]
    kit = Kit(size[1] / 1080)
    view = CooperativeView(rules, kit)
    surface = pygame.Surface(size)
    seen: list[tuple[int, str]] = []
    for (players, options, _, _), (states, first) in zip(GAMES, PLAYED, strict=True):
        board = compute_frame(kit, size, players, False).board
        for phase, i in first.items():
            obs = rules.observation(states[i], None)
            drawn.clear()
            view.draw(surface, obs, None, board, dict(view.layout(obs, None, board)))
            small, cut = textsizes.problems(drawn, least)
            assert not small, f"{players} players {options}, {phase}: text under {least} px: {small[:8]}"
            assert not cut, f"{players} players {options}, {phase}: cut short: {cut}"
            seen += drawn
    _spoken(seen, language)


@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_die_stunt_hero_and_villain_text_fits_its_box_whole(language, size):
    """Beyond the seeded games: every hero, stunt, villain and die face, in a town of every name,
    on the narrowest cards (four heroes, or six while they are picked) and the widest (three)."""
    pygame.init()
    kit = Kit(size[1] / 1080)
    view = CooperativeView(rules, kit)
    line = kit.font(L.BODY).get_linesize()
    fits = {L.TITLE: kit.font(L.TITLE, True), L.BODY: kit.font(L.BODY)}
    for players in (1, 2):  # three heroes and four
        board = compute_frame(kit, size, players, False).board
        for villain in rules.VILLAIN_IDS:
            s = rules.new_game(tuple(Seat() for _ in range(players)), 1, {"villain": villain})
            g = view._geometry(s, board)
            assert g["cards"].height >= L.trouble_height(kit, rules.VILLAINS[villain].events), villain
            assert all(fits[L.BODY].size(x)[0] <= g["villain"].width for _, rows in g["villain_rows"] for x in rows)
            die = g["dice"][0]
            box = L.die_box(kit, g["tray"], die)
            for hero, town, face, stunt in product(rules.HERO_IDS, range(rules.NTOWNS), range(1, 7), ("", *STUNTS)):
                if (face == 6 or villain == "nick") and (stunt == "" or STUNTS[stunt].face == face):
                    st = replace(
                        s, heroes=(hero, *s.heroes[1:]), where=(town, *s.where[1:]), stunts=(stunt,) * len(s.heroes)
                    )
                    said = L.die_words(st, 0, face)
                    assert kit.lines_needed(said, L.BODY, box.width) * line <= die.height, (size, said)
        body, stunt_box = L.hero_parts(kit, g["hero_cards"][0], False)
        for hero in rules.HERO_IDS:
            words = L.hero_words(kit, hero, body, False, True)
            assert len(words["title"]) == 1 and len(words["feat"]) * line <= words["room"], (size, hero, words)
        for stunt in STUNTS:
            words = L.stunt_words(kit, stunt, stunt_box)
            assert len(words["title"]) == 1 and len(words["text"]) * line <= words["room"], (size, stunt, words)
            assert all(fits[L.BODY].size(x)[0] <= words["width"] for x in words["text"])
        s = rules.new_game(tuple(Seat() for _ in range(players)), 1, {"heroes": "choose"})
        g = view._geometry(s, board)
        band = max(len(L.title_lines(kit, rules.HEROES[h].name, g["hero_cards"][0].width)) for h in rules.HERO_IDS)
        for hero in rules.HERO_IDS:
            words = L.hero_words(kit, hero, g["hero_cards"][0], True, True, band)
            assert len(words["feat"]) * line <= words["room"], (size, hero, words)
            assert all(fits[L.TITLE].size(x)[0] <= g["hero_cards"][0].width - kit.px(8) for x in words["title"])


@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_supply_and_the_trouble_deck_hold_their_words(language, size):
    """The mint supply's name stays on the map under it, and the trouble deck's count and mayhem
    fit on its back (words drawn there are not cut short, so they must not be too wide)."""
    from mint.games.cooperative import view_draw as D
    from mint.games.cooperative import view_tabletop as TT

    pygame.init()
    kit = Kit(size[1] / 1080)
    view = CooperativeView(rules, kit)
    s = rules.new_game(tuple(Seat() for _ in range(2)), 1, {"villain": "gorillic"})
    s = replace(s, mayhem=2)
    for players in (1, 2, 3, 4):
        g = view._geometry(s, compute_frame(kit, size, players, False).board)
        supply = L.width(kit, D.supply_words())
        assert g["supply"].centerx + supply // 2 <= g["map"].right - kit.px(4), (players, D.supply_words())
        deck = g["deck"]
        for text, px, bold in ((TT.left_words(23), L.NUMBER, True), (TT.mayhem_words(s), L.BODY, False)):
            assert L.width(kit, text, px, bold) <= deck.width, (players, text)
