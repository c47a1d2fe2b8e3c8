"""The Mint Delivery table, headless: it renders every mode, every drag has a place, and drags act."""

from __future__ import annotations

import pygame
import pytest

from mint.core.game import Seat
from mint.core.rng import Rng
from mint.core.session import Session
from mint.games.delivery import rules
from mint.games.delivery.model import AiStep
from mint.games.delivery.view import DeliveryView
from mint.scenes.table import TableScene
from mint.ui.app import App
from mint.ui.kit import Kit

MODES = [(1, {"driver": "lola"}), (2, {}), (3, {"abilities": "on", "road_conditions": "4"}), (5, {"abilities": "on"})]


def table(players, options, size=(1280, 720), seed=3):
    app = App(size, headless=True)
    app.settings.speed = "instant"
    seats = tuple(Seat("human", f"P{i + 1}") for i in range(players))
    session = Session("delivery", seats, seed, options)
    scene = TableScene(app, session)
    app.push(scene)
    app.step(16, [])
    return app, scene


def post(app, *events):
    app.step(16, [pygame.event.Event(t, d) for t, d in events])


def drag(app, a, b):
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": a, "button": 1}))
    post(app, (pygame.MOUSEMOTION, {"pos": ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2), "rel": (0, 0), "buttons": (1, 0, 0)}))
    post(app, (pygame.MOUSEMOTION, {"pos": b, "rel": (0, 0), "buttons": (1, 0, 0)}))
    post(app, (pygame.MOUSEBUTTONUP, {"pos": b, "button": 1}))


def redraw(app, scene):
    scene._changed()
    app.step(16, [])


@pytest.mark.parametrize(("players", "options"), MODES, ids=str)
@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_every_mode_renders_and_every_drag_has_a_place(players, options, size):
    pygame.init()
    view = DeliveryView(rules, Kit(size[1] / 1080))
    rect = pygame.Rect(12, 76, size[0] - 440, size[1] - 90)
    surface = pygame.Surface(size)
    s = rules.new_game(tuple(Seat() for _ in range(players)), 5, options)
    rng = Rng.from_seed(5)
    for step in range(160):
        seat = rules.to_act(s)
        if seat is None:
            break
        obs = rules.observation(s, seat)
        spots = view.layout(obs, seat, rect)
        if step % 8 == 0:
            view.draw(surface, obs, seat, rect, spots)
            assert view.status(obs)
            for sid in spots:
                view.tooltip(obs, sid)
        for a in rules.legal_actions(s):
            for sid in (a.source, a.target):
                assert sid is None or sid in spots, f"{a} needs a spot {sid}"
        a, rng = rng.choice(rules.legal_actions(s))
        s = rules.apply(s, a)


def test_dragging_the_truck_to_a_lit_space_moves_it():
    app, scene = table(2, {})
    for _ in range(2):
        scene.perform(rules.parse_action("keep none"))
    app.step(16, [])
    spots = scene._spots
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": spots["truck:0"].center, "button": 1}))
    post(app, (pygame.MOUSEMOTION, {"pos": (spots["truck:0"].centerx + 30, spots["truck:0"].centery), "rel": (0, 0),
                                    "buttons": (1, 0, 0)}))
    assert scene.lit_targets() == {"space:W1", "space:W2", "space:W3", "space:W4"}
    post(app, (pygame.MOUSEMOTION, {"pos": spots["space:W1"].center, "rel": (0, 0), "buttons": (1, 0, 0)}))
    post(app, (pygame.MOUSEBUTTONUP, {"pos": spots["space:W1"].center, "button": 1}))
    assert scene.session.state.trucks[0].pos == "W1"


def test_taking_an_order_by_dragging_it_to_the_area_and_fulfilling_by_dropping_mints():
    app, scene = table(2, {})
    s = scene.session
    for text in ("keep none", "keep none", "move W1", "move T1e", "end turn", "move T1"):
        s.apply(rules.parse_action(text))
    redraw(app, scene)
    order = s.state.towns[0].row[0]
    oid = rules.ORDERS[order].id
    drag(app, scene._spots[f"order:{oid}"].center, scene._spots["area:0"].center)
    state = s.state
    if state.turn.pending:  # mints lay on the order
        s.apply(rules.legal_actions(state)[0])
    assert order in s.state.trucks[0].orders
    # fulfilling: drop the truck's mints on an order that can be fulfilled here
    from tests.games.delivery.helpers import truck as with_truck
    from tests.games.delivery.helpers import turn

    state = turn(with_truck(s.state, 0, orders=("D-T1-01",), mints=(2, 0, 0)), seat=0, left=1, pending=())
    s.states[-1] = state
    redraw(app, scene)
    drag(app, scene._spots["mints:0"].center, scene._spots["order:D-T1-01"].center)
    assert s.state.trucks[0].done == (rules.ORDER_INDEX["D-T1-01"],)


def test_solitaire_shows_the_ai_step_as_a_button_and_draws_its_trail():
    app, scene = table(1, {"driver": "rita"}, size=(1920, 1080))
    scene.perform(rules.parse_action("end turn"))
    app.step(16, [])
    buttons = [a for a in scene.my_actions() if not a.source and not a.target]
    assert buttons == [AiStep()]
    scene.perform(AiStep())
    app.step(16, [])
    assert scene.session.state.trail
    assert "Take Orders" in scene.session.log()[-1]


def test_loading_from_a_belt_by_dragging_a_front_mint_to_the_truck():
    app, scene = table(1, {"driver": "rita"}, size=(1920, 1080))
    s = scene.session
    s.apply(rules.parse_action("move F1"))
    s.apply(rules.parse_action("move F4"))
    while s.state.turn.seat == 1 or s.state.returns:
        s.apply(rules.legal_actions(s.state)[0])
    redraw(app, scene)
    load = next(a for a in rules.legal_actions(s.state) if type(a).__name__ == "BeltLoad")
    drag(app, scene._spots[load.source].center, scene._spots["truck:0"].center)
    assert sum(s.state.trucks[0].mints) >= 1
