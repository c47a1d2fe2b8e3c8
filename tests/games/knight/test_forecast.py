"""The fight read ahead: what stopping the block now costs and whether the enemy can still be
defeated with the cards and units left (best case), on the panel and live while a card is held
over a zone; the combat's steps as a guide; drop zones that stay put within a phase."""

from __future__ import annotations

import pygame

from mint.core.game import replace
from mint.core.spots import Spot
from mint.games.knight import board as B
from mint.games.knight import rules as R
from mint.games.knight.actions import Next, Play
from mint.games.knight.forecast import forecast
from mint.games.knight.state import BLOCKING, Unit
from mint.games.knight.view_panels import forecast_lines
from tests.games.knight.test_rules import fight, game, with_hand
from tests.games.knight.test_view import _check, _view

HAND = ["fury", "stride", "parley", "mend", "ward"]


def _blocking(enemy: str, units=(), xp: int = 0):
    s = with_hand(game(), HAND)
    s = B.with_hero(s, 0, replace(s.heroes[0], xp=xp, units=units))
    return fight(s, enemy, BLOCKING)


def test_stopping_the_block_now_costs_the_wounds_of_the_whole_attack():
    f = forecast(_blocking("keep-red-1"))  # Swordsmen: attack 5, defense 5; hero defense 2
    assert f is not None and f.left == 5 and f.wounds == 3 and not f.blocked
    # 3 cards go to wounds; Fury (Attack 4 with the red source mana) and one card sideways are left
    assert f.best == 5 and f.can_win


def test_a_unit_that_could_take_a_wound_is_named_and_spares_cards_in_the_best_case():
    f = forecast(_blocking("keep-red-1", (Unit("spearmen"),), xp=7))  # defense 3 at level 3
    assert f is not None and f.takers == (("Spearmen", 3),) and f.wounds == 2
    assert f.best == 9  # Spearmen's Attack 3, Fury's 4 and two cards sideways, after two wounds on cards
    line = " ".join(t for t, _ in forecast_lines(_blocking("keep-red-1", (Unit("spearmen"),), xp=7)))
    assert "2 wounds on cards or fewer with a unit (Spearmen" in line and "it can be defeated" in line


def test_the_best_case_blocks_in_full_when_wounds_would_cost_too_much():
    s = _blocking("orcs-green-1")  # attack 3, defense 3
    s = R.apply(s, Play(0, 0, "basic", 1))  # Fury: Block 2
    f = forecast(s)
    # stopping now: 2 wounds leave 2 cards (attack 2); one more Block 1 leaves 3 cards to attack
    assert f is not None and f.wounds == 2 and f.best == 3 and f.can_win


def test_too_little_left_says_it_cannot_be_won_and_a_full_block_costs_nothing():
    s = fight(with_hand(game(), ["fury", "stride", "parley"]), "keep-red-1", BLOCKING)  # attack 5, defense 5
    f = forecast(s)
    assert f is not None and f.wounds == 3 and f.best == 0 and not f.can_win  # 3 wounds take every card
    text, colour = forecast_lines(s)[-1]
    assert "it cannot be defeated" in text
    s = fight(with_hand(game(), HAND), "orcs-green-1", BLOCKING, blocks=((3, "physical"),))
    f = forecast(s)
    assert f is not None and f.blocked and f.wounds == 0


def test_the_ranged_phase_says_going_on_gives_the_cards_and_the_mana_back():
    s = with_hand(game(), ["arcane-spark", "stride", "parley", "fury", "mend"])
    s = fight(s, "keep-red-1")
    s = R.apply(s, Play(0, 0, "strong", 0))  # Magic Ranged 4 of 5: not enough
    words = " ".join(t for t, _ in forecast_lines(s))
    assert "puts these cards back in hand and refunds their mana" in words
    f = forecast(s)
    assert f is not None and f.best >= 4  # the spark counts again once it is back in hand
    assert "puts these cards back" not in " ".join(t for t, _ in forecast_lines(R.apply(s, Next(0))))


def test_the_read_ahead_changes_while_a_card_is_held_over_a_zone():
    view = _view()
    s = _blocking("orcs-green-1")
    rect = pygame.Rect(0, 0, 1920, 1080)
    surface = pygame.Surface(rect.size)
    spots = _check(view, R.observation(s, 0), rect, surface)
    assert view.placed.forecast is not None
    card, zone = Spot("hand", 0, 0), Spot("use", "basic1")  # Fury's Block 2
    assert zone in spots
    view._held = (card, view._frame + 1)
    view.draw_overlay(surface, s, 0, spots, zone)
    assert view._preview is not None and view._preview[1] is not None
    after = view._preview[1]
    assert forecast(after).best < forecast(s).best  # the preview is of the state after the drop


def test_a_zone_stays_put_between_two_drops_of_a_phase():
    view = _view()
    s = _blocking("keep-red-1")
    rect = pygame.Rect(0, 0, 1920, 1080)
    surface = pygame.Surface(rect.size)
    _check(view, s, rect, surface)
    before = dict(view.placed.zones)
    assert "strong0" in before
    strong = next(a for a in R.legal_actions(s) if isinstance(a, Play) and a.how == "strong")
    s = R.apply(s, strong)  # the turn's one source mana is spent: no stronger action is left
    assert not any(a.target == Spot("use", "strong0") for a in R.legal_actions(s))
    _check(view, s, rect, surface)
    assert view.placed.zones == before


def test_the_read_ahead_follows_a_card_dragged_on_the_table(monkeypatch):
    """While a piece is dragged the table names no spot under the pointer: the zone is found from it."""
    from tests.games.knight.test_view import _centre, motion, post, set_state, table

    app, scene = table(size=(1280, 720))
    s = fight(with_hand(game(seed=3), ["fury", "stride", "volley", "mend", "ward"]), "orcs-green-1", BLOCKING)
    set_state(app, scene, s)
    a, b = _centre(scene._spots[Spot("hand", 0, 0)]), _centre(scene._spots[Spot("use", "basic1")])
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: b)
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": a, "button": 1}))
    post(app, motion(((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)))
    post(app, motion(b))
    app.step(16, [])
    view = scene.view
    assert view._preview is not None and view._preview[0][2] == Spot("use", "basic1")
    assert view._preview[1] is not None and view._preview[1].combat.blocks == ((2, "physical"),)
