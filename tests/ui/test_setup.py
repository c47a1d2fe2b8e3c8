"""The new-game set-up and the settings screen speak a player's language: every option, value and
setting has a player's name and a tooltip that shows on hover, the age box says what it is for and
appears only where the rules read it, and Cooperative's heroes are dealt or picked as it says.

What counts as a developer's name: a shown value equal to its internal value (unless that is a
plain number, such as a count of tokens), or any name with an underscore or starting in lower case.
"""

from __future__ import annotations

import html
import re
from typing import Any

import pygame
import pygame_gui
import pytest

from mint.core import registry
from mint.scenes.settings import SettingsScene
from mint.scenes.setup import SetupScene
from mint.ui.app import App

GAMES = ("italy", "control", "delivery", "cooperative", "knight")


def developer_name(word: str, value: str | None = None) -> bool:
    if value is not None and word == value and not re.fullmatch(r"\d+(\.\d+)?", value):
        return True
    return not word or "_" in word or word[0].islower()


def options_of(dd) -> list[str]:
    return [o[0] if isinstance(o, tuple) else o for o in dd.options_list]


def top(app: App) -> Any:
    """The scene on top of the stack, as the test uses it."""
    return app.scenes[-1]


def chosen(dd) -> str:
    return dd.selected_option[0] if isinstance(dd.selected_option, tuple) else dd.selected_option


def labels_of(scene) -> list[str]:
    return [e.text for e in scene.ui.get_sprite_group().sprites() if isinstance(e, pygame_gui.elements.UILabel)]


def setup_for(game: str, players: int | None = None, size=(1280, 720)) -> tuple[App, SetupScene]:
    app = App(size, headless=True)
    setup = SetupScene(app, game)
    app.push(setup)
    app.step(16, [])
    if players is not None and players != setup.players:
        setup._read()
        setup.players = players
        setup.rebuild()
        app.step(16, [])
    return app, setup


def tooltip_shown(app: App, element, monkeypatch) -> str:
    """Rest the pointer on ``element`` for a second; the text of the tooltip that opened, or ""."""
    pos = element.rect.center
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pos)
    for _ in range(12):
        app.step(100, [pygame.event.Event(pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": (0, 0, 0)})])
    ui = top(app).ui
    tips = [s for s in ui.get_sprite_group().sprites() if isinstance(s, pygame_gui.elements.UITooltip)]
    text = html.unescape(
        re.sub(r"<[^>]+>", " ", " ".join(t.text_block.html_text for t in tips if t.alive() and t.text_block))
    )
    far = (1, app.size[1] - 1)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: far)
    for _ in range(2):
        app.step(100, [pygame.event.Event(pygame.MOUSEMOTION, {"pos": far, "rel": (0, 0), "buttons": (0, 0, 0)})])
    return re.sub(r" +", " ", text)


def counts(game: str) -> range:
    rules = registry.get(game)
    return range(rules.MIN_PLAYERS, rules.MAX_PLAYERS + 1)


@pytest.mark.parametrize("game", GAMES)
def test_every_option_and_value_in_the_setup_reads_in_players_words(game):
    rules = registry.get(game)
    seen = set()
    for n in counts(game):
        _, setup = setup_for(game, n)
        for spec in rules.OPTIONS:
            dd = setup.w.get(f"opt:{spec.name}")
            if dd is None:
                continue
            seen.add(spec.name)
            assert spec.label and not developer_name(spec.title(), spec.name), (game, spec.name)
            assert spec.title() in labels_of(setup)
            for word in options_of(dd):
                value = spec.value_of(word)
                assert value in spec.choices and spec.word(value) == word
                assert not developer_name(word, value), (game, spec.name, value, word)
    assert seen == {s.name for s in rules.OPTIONS}  # each option is offered at some player count


def test_a_value_the_rules_refuse_for_this_many_players_is_not_offered():
    _, setup = setup_for("control", 2)
    assert options_of(setup.w["opt:start"]) == ["Drawn at random", "Seat 1", "Seat 2"]
    setup.w["opt:start"].selected_option = ("Seat 2", "Seat 2")
    setup._read()
    setup.players = 4
    setup.rebuild()
    assert options_of(setup.w["opt:start"]) == ["Drawn at random", "Seat 1", "Seat 2", "Seat 3", "Seat 4"]
    assert setup.options["start"] == "2"


def test_a_choice_in_players_words_reaches_the_game():
    app, setup = setup_for("control", 3)
    dd = setup.w["opt:lotto"]
    dd.selected_option = ("Everywhere, for its controller",) * 2
    setup.start()
    app.apply_queue()
    table = top(app)
    assert table.session.options["lotto"] == "global"


@pytest.mark.parametrize("game", GAMES)
def test_every_option_shows_its_tooltip_when_the_pointer_rests_on_it(game, monkeypatch):
    rules = registry.get(game)
    for spec in rules.OPTIONS:
        assert spec.help, (game, spec.name)
        n = next(n for n in counts(game) if spec.offered(n))
        app, setup = setup_for(game, n)
        first = str(spec.help).split("\n")[0][:30]
        for key in (f"opt:{spec.name}", f"label:{spec.name}"):
            assert first in tooltip_shown(app, setup.w[key], monkeypatch), (game, key)
    app, setup = setup_for(game)
    for key in ("kind0", "name0", "seed", "plus"):
        assert tooltip_shown(app, setup.w[key], monkeypatch), (game, key)


def test_a_drop_down_keeps_its_tooltip_after_it_was_opened_and_closed(monkeypatch):
    app, setup = setup_for("cooperative")
    dd = setup.w["opt:villain"]
    for state in ("expanded", "closed"):
        dd.current_state.finish()
        dd.current_state = dd.menu_states[state]
        dd.current_state.start()
        app.step(16, [])
    assert "Halitosis" in tooltip_shown(app, dd, monkeypatch)


def test_the_villains_are_named_with_what_their_card_does():
    from mint.games.cooperative.cards import VILLAINS

    _, setup = setup_for("cooperative")
    spec = next(s for s in registry.get("cooperative").OPTIONS if s.name == "villain")
    shown = options_of(setup.w["opt:villain"])
    for vid, villain in VILLAINS.items():
        word = spec.word(vid)
        assert word in shown and word.startswith(villain.name + ": ") and len(word) > len(villain.name) + 8
        assert villain.name in str(spec.help)  # the tooltip tells each villain's card


@pytest.mark.parametrize(("game", "players"), [("control", 2), ("control", 4), ("delivery", 3)])
def test_the_age_box_says_what_it_is_for_and_reaches_the_game(game, players, monkeypatch):
    app, setup = setup_for(game, players)
    assert "42" in setup.w["age_note"].text
    assert "42" in tooltip_shown(app, setup.w["age0"], monkeypatch)
    setup.w["age0"].set_text("41")
    setup.start()
    app.apply_queue()
    assert top(app).session.seats[0].age == 41


@pytest.mark.parametrize(("game", "players"), [("italy", 2), ("cooperative", 3), ("knight", 2), ("delivery", 1)])
def test_no_age_box_where_the_rules_never_read_it(game, players):
    _, setup = setup_for(game, players)
    assert not any(key.startswith("age") for key in setup.w)


def test_cooperative_heroes_picked_by_the_players_are_picked_at_the_table(monkeypatch):
    from mint.games.cooperative import rules

    app, setup = setup_for("cooperative", 2)
    spec = next(s for s in rules.OPTIONS if s.name == "heroes")
    dd = setup.w["opt:heroes"]
    assert options_of(dd) == ["Dealt at random", "Each player picks at the table"]
    assert "pick a hero card on the table" in tooltip_shown(app, dd, monkeypatch)
    dd.selected_option = (spec.word("choose"),) * 2
    setup.w["kind1"].selected_option = ("Person", "Person")
    setup.start()
    app.apply_queue()
    table = top(app)
    session = table.session
    assert session.state.phase == "pick"
    picks = session.legal()
    assert {a.hero for a in picks} == set(rules.HERO_IDS)
    for want in ("lady", "cinnamight", "spear", "freshman"):
        hero = next(h for h in rules.HERO_IDS if want in h)
        assert rules.to_act(session.state) == session.state.control[session.state.heroes.index("")]
        session.apply(next(a for a in session.legal() if a.hero == hero))
    assert session.state.phase != "pick" and all(session.state.heroes)


def test_cooperative_heroes_dealt_at_random_are_on_the_table_from_the_start():
    from mint.core.spots import Spot

    app, setup = setup_for("cooperative", 3)
    assert setup.options["heroes"] == "random"
    assert chosen(setup.w["opt:heroes"]) == "Dealt at random"
    setup.start()
    app.apply_queue()
    table = top(app)
    app.step(16, [])
    state = table.session.state
    assert state.phase != "pick" and all(state.heroes) and len(state.heroes) == 3
    for hero in state.heroes:
        assert Spot("hero", hero) in table.hits.spots  # its card lies on the table, under its player


def test_every_setting_reads_in_players_words_and_shows_a_tooltip(monkeypatch):
    from mint.ui import palette
    from mint.ui.settings import SCALES, SIZES, SPEEDS

    app = App((1280, 720), headless=True)
    scene = SettingsScene(app)
    app.push(scene)
    app.step(16, [])
    values = {
        "window": SIZES,
        "ui_scale": SCALES,
        "speed": tuple(SPEEDS),
        "palette": tuple(palette.PALETTES),
        "tabletop": ("off", "on", "solo"),
    }
    keys = ("window", "fullscreen", "ui_scale", "speed", "sound", "palette", "free_undo", "tabletop")
    for key in keys:
        internal = values.get(key, ("off", "on"))
        shown = options_of(scene.w[key])
        assert len(shown) == len(internal)
        for word in shown:
            assert not any(developer_name(word, value) for value in internal), (key, word)
    assert "Colour-blind safe (Okabe-Ito)" in options_of(scene.w["palette"])
    for key in keys:
        assert tooltip_shown(app, scene.w[key], monkeypatch), key
        assert tooltip_shown(app, scene.w[f"label:{key}"], monkeypatch), key
        assert not developer_name(scene.w[f"label:{key}"].text, key)


def test_a_setting_chosen_by_its_word_is_kept_as_its_value():
    app = App((1280, 720), headless=True)
    scene = SettingsScene(app)
    app.push(scene)
    app.step(16, [])
    for key, word, field, want in (
        ("palette", "High contrast", "palette", "high-contrast"),
        ("speed", "Instant (no animation)", "speed", "instant"),
        ("free_undo", "On: back to the start", "free_undo", True),
    ):
        scene = top(app)
        event = pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, {"ui_element": scene.w[key], "text": word})
        app.step(16, [event])
        assert getattr(app.settings, field) == want
    assert chosen(top(app).w["palette"]) == "High contrast"


def test_table_top_setup_asks_where_each_seat_sits_and_keeps_it():
    app = App((1920, 1080), headless=True)
    app.settings.tabletop = True
    scene = SetupScene(app, "control")
    app.push(scene)
    app.step(16, [])
    assert {"edge0", "edge1"} <= set(scene.w) and "edge2" not in scene.w
    scene.edges[:2] = ["left", "left"]
    scene.w.pop("edge0"), scene.w.pop("edge1")  # (as if chosen on screen)
    scene.start()
    assert "Two seats sit at the left edge" in scene.error and app.scenes[-1] is scene
    scene.edges[:2] = ["left", "right"]
    scene.error = ""
    scene.start()
    assert app.settings.seating == "left,right"
    app.step(16, [])
    table = app.scenes[-1]
    assert table.edges.geometry.strips[0].edge == "left"
