"""A refused move names its rule: the toast says how to read it, and F1 or a tap on the toast
opens the rules page at that heading, with its section marked, facing the seat that asked."""

from __future__ import annotations

import pygame
import pytest

from mint.core.game import Seat
from mint.core.session import Session
from mint.core.spots import Spot
from mint.scenes.rulebook import RulesScene
from mint.scenes.table import TableScene
from mint.ui import palette
from mint.ui.app import App
from tests.ui.test_table import drag, post


def _control_table(size=(1280, 720)):
    app = App(size, headless=True)
    app.settings.speed = "instant"
    session = Session("control", (Seat("human", "Ann"), Seat("human", "Bo")), 5, {})
    table = TableScene(app, session)
    app.push(table)
    app.step(16, [])
    return app, table


def _refused_influence(app, table):
    """Ann pulls a token onto a location while a tile is still to be picked: refused."""
    spots = table._spots
    tokens = next(s for s in spots if isinstance(s, Spot) and s.kind == "tokens" and s.seat == 0)
    loc = next(s for s in spots if isinstance(s, Spot) and s.kind == "loc")
    drag(app, spots[tokens].center, spots[loc].center)
    assert table.toast, "the drop was refused with a reason"
    return table.toast[0]


def test_a_refusal_keeps_its_rule_while_it_shows_and_f1_opens_the_page_there():
    app, table = _control_table()
    reason = _refused_influence(app, table)
    assert "Influence action" in reason
    assert table.refused and table.refused[0] == "influence"
    post(app, (pygame.KEYDOWN, {"key": pygame.K_F1, "mod": 0, "unicode": ""}))
    app.step(16, [])
    reader = app.scenes[-1]
    assert isinstance(reader, RulesScene) and reader.marked == "influence"
    anchor = next(a for a in reader.page.headings if a.id == "influence")
    top = reader.view.y - reader.scroll + anchor.rect.top
    assert reader.view.top <= top <= reader.view.top + reader.kit.px(40), "the page opens at the rule's heading"
    surface = pygame.Surface(app.size)
    reader.draw(surface)
    band = reader.marked_section()
    assert band is not None and band.height > anchor.rect.height, "the whole section is marked, not just its title"
    inside = (reader.view.x + reader.kit.px(2) - reader.kit.px(16) + reader.kit.px(8), top + anchor.rect.height + 2)
    mark = palette.mix(palette.PANEL, reader.accent, 0.16)
    assert tuple(surface.get_at(inside))[:3] == mark, "the marked section is tinted"


def test_a_tap_on_the_refusal_opens_the_rule_and_an_ordinary_f1_opens_the_page_top():
    app, table = _control_table()
    _refused_influence(app, table)
    app.step(16, [])  # drawn: the toast knows where it lies
    assert table.toast_rect.width > 0
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": table.toast_rect.center, "button": 1}))
    app.step(16, [])
    reader = app.scenes[-1]
    assert isinstance(reader, RulesScene) and reader.marked == "influence"
    app.pop()
    app.step(16, [])
    table.toast = None
    table.refused = None
    post(app, (pygame.KEYDOWN, {"key": pygame.K_F1, "mod": 0, "unicode": ""}))
    app.step(16, [])
    reader = app.scenes[-1]
    assert isinstance(reader, RulesScene) and reader.marked == "" and reader.scroll == 0


def test_the_table_top_reader_faces_the_seat_that_was_refused():
    app = App((1280, 720), headless=True)
    app.settings.speed = "instant"
    app.settings.tabletop = True
    session = Session("control", (Seat("human", "Ann"), Seat("human", "Bo")), 5, {})
    table = TableScene(app, session)
    app.push(table)
    app.step(16, [])
    table.toast_seat = 1
    from mint.core.game import Refusal
    from mint.core.words import t

    table.show_refusal(Refusal("influence", t("A test refusal.")))
    assert table.refused == ("influence", 1)
    post(app, (pygame.KEYDOWN, {"key": pygame.K_F1, "mod": 0, "unicode": ""}))
    app.step(16, [])
    reader = app.scenes[-1]
    assert isinstance(reader, RulesScene) and reader.marked == "influence"
    assert reader.turn is not None and reader.turn.rotation == table.facing_rotation(1)


# --- a piece, a card or a space: its paragraph ------------------------------------------------

GAMES = ["control", "cooperative", "delivery", "italy", "knight"]


@pytest.mark.parametrize("game", GAMES)
def test_every_kind_of_spot_on_the_table_names_a_heading_of_its_page(game):
    from mint.core import registry, rulepage

    app = App((1280, 720), headless=True)
    app.settings.speed = "instant"
    rules = registry.get(game)
    seats = tuple(Seat("human", f"P{i + 1}") for i in range(max(1, rules.MIN_PLAYERS)))
    session = Session(game, seats, 3, {})
    table = TableScene(app, session)
    app.push(table)
    app.step(16, [])
    ids = rulepage.game_ids(game)
    kinds = {s.kind for s in table._spots if isinstance(s, Spot)}
    unnamed = sorted(k for k in kinds if table.view.rule_for(table.obs, Spot(k)) == "")
    assert not unnamed, f"spots with no paragraph of the {game} rules: {unnamed}"
    wrong = {k: v for k, v in table.view.RULES_AT.items() if v not in ids}
    assert not wrong, f"{game}: these kinds name no heading of the page: {wrong}"


def test_f1_over_a_location_opens_the_rules_at_location_effects():
    app, table = _control_table()
    loc = next(s for s in table._spots if isinstance(s, Spot) and s.kind == "loc")
    post(app, (pygame.MOUSEMOTION, {"pos": table._spots[loc].center, "rel": (0, 0), "buttons": (0, 0, 0)}))
    post(app, (pygame.KEYDOWN, {"key": pygame.K_F1, "mod": 0, "unicode": ""}))
    app.step(16, [])
    reader = app.scenes[-1]
    assert isinstance(reader, RulesScene) and reader.marked == "location-effects"


def test_a_finger_held_on_a_tile_opens_its_paragraph_after_the_tooltip():
    from mint.scenes.table.gestures import LONG_PRESS_S, RULE_PRESS_S

    app, table = _control_table()
    tile = next(s for s in table._spots if isinstance(s, Spot) and s.kind == "tile")
    x, y = table._spots[tile].center
    w, h = app.size
    post(app, (pygame.FINGERDOWN, {"x": x / w, "y": y / h, "dx": 0, "dy": 0, "finger_id": 1, "touch_id": 1}))
    app.step(int(LONG_PRESS_S * 1000) + 50, [])
    assert table.tooltip_text, "a long press first shows the tooltip"
    assert not isinstance(app.scenes[-1], RulesScene)
    app.step(int((RULE_PRESS_S - LONG_PRESS_S) * 1000) + 50, [])
    app.step(16, [])
    reader = app.scenes[-1]
    assert isinstance(reader, RulesScene) and reader.marked == "the-tiles"


def test_a_language_switch_says_the_log_again_in_the_new_language(monkeypatch):
    from mint.core import words as words_module
    from tests.catalogues import compiled

    app, table = _control_table()
    table.play_move(table.rules.legal_actions(table.session.state)[0])
    for _ in range(3):
        app.step(16, [])
    english = [line for _, line in table.log.lines]
    assert english and all(line.isascii() for line in english[:1])
    cat = compiled("it", "control")
    monkeypatch.setattr(words_module, "catalogue_for", lambda code, folder: cat)
    app.settings.language = "it"
    try:
        app.apply_settings()
        app.step(16, [])
        italian_lines = [line for _, line in table.log.lines]
        assert len(italian_lines) == len(english) and italian_lines != english, "the story is told again in Italian"
    finally:
        words_module.use(None)
