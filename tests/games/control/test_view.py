"""The Mint Control table, headless: it renders, every action has its spots, and drags act."""

from __future__ import annotations

import pygame
import pytest

from mint.core.game import Seat
from mint.core.rng import Rng
from mint.core.session import Session
from mint.core.spots import Spot
from mint.games.control import rules
from mint.games.control.view import ControlView
from mint.scenes.table import TableScene
from mint.ui.app import App
from mint.ui.kit import Kit


def table(players, size=(1280, 720), seed=3, options=None):
    app = App(size, headless=True)
    app.settings.speed = "instant"
    seats = tuple(Seat("human", f"P{i + 1}") for i in range(players))
    session = Session("control", seats, seed, options or {"start": "1"})
    scene = TableScene(app, session)
    app.push(scene)
    app.step(16, [])
    return app, scene


def post(app, *events):
    app.step(16, [pygame.event.Event(t, d) for t, d in events])


def drag(app, a, b):
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": a, "button": 1}))
    post(
        app,
        (pygame.MOUSEMOTION, {"pos": ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2), "rel": (0, 0), "buttons": (1, 0, 0)}),
    )
    post(app, (pygame.MOUSEMOTION, {"pos": b, "rel": (0, 0), "buttons": (1, 0, 0)}))
    post(app, (pygame.MOUSEBUTTONUP, {"pos": b, "button": 1}))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_every_position_renders_and_every_action_has_its_spots(players, size):
    pygame.init()
    view = ControlView(rules, Kit(size[1] / 1080))
    rect = pygame.Rect(12, 76, size[0] - 440, size[1] - 90)
    surface = pygame.Surface(size)
    s = rules.new_game(tuple(Seat() for _ in range(players)), 7, {})
    rng = Rng.from_seed(7)
    while rules.to_act(s) is not None:
        seat = rules.to_act(s)
        obs = rules.observation(s, seat)
        spots = view.layout(obs, seat, rect)
        for sid, r in spots.items():
            assert rect.contains(r), f"{sid} sticks out of the board"
        view.draw(surface, obs, seat, rect, spots)
        assert view.status(obs)
        for sid in spots:
            assert view.tooltip(obs, sid), f"no tooltip for {sid}"
        for a in rules.legal_actions(s):
            for sid in (a.source, a.target):
                assert sid is None or sid in spots, f"{a} needs a spot {sid}"
        a, rng = rng.choice(rules.legal_actions(s))
        s = rules.apply(s, a)


def test_location_cards_do_not_overlap():
    pygame.init()
    view = ControlView(rules, Kit(1.0))
    rect = pygame.Rect(12, 76, 1480, 990)
    for seed in range(20):
        s = rules.new_game(tuple(Seat() for _ in range(4)), seed, {})
        cards = [r for sid, r in view.layout(s, 0, rect).items() if sid.kind == "loc"]
        assert len(cards) == len(s.locs)
        for i, a in enumerate(cards):
            assert all(not a.colliderect(b) for b in cards[i + 1 :])


def test_dragging_a_tile_to_the_area_picks_it_and_a_token_to_a_location_influences():
    app, scene = table(2)
    spots = scene._spots
    drag(app, spots[Spot("tile", "influence")].center, spots[Spot("area", seat=0)].center)
    state = scene.session.state
    assert state.tile == "influence" and state.held[0] == ("influence",)
    spots = scene._spots
    lid = state.locs[0]
    drag(app, spots[Spot("tokens", seat=0)].center, spots[Spot("loc", lid)].center)
    assert scene.session.state.tokens[0][0] == 1


def test_dragging_a_token_off_a_location_to_the_supply_ousts_it():
    app, scene = table(2)
    lid = scene.session.state.locs[0]
    for text in ("pick influence 0", f"influence {lid} 0", "skip influence", "pick oust 1"):
        assert scene.perform(rules.parse_action(text))
    app.step(16, [])
    spots = scene._spots
    assert Spot("token", lid, 0) in spots
    drag(app, spots[Spot("token", lid, 0)].center, spots[Spot("supply")].center)
    assert scene.session.state.tokens[0] == (0, 0)


def test_a_crown_shows_the_controller_in_their_colour():
    pygame.init()
    kit = Kit(1.0)
    view = ControlView(rules, kit)
    rect = pygame.Rect(0, 0, 1480, 990)
    s0 = rules.new_game(tuple(Seat() for _ in range(2)), 1, {})
    s = rules.make_state(s0.seats, s0.locs, tokens=[(0, 1)] + [(0, 0)] * (len(s0.locs) - 1))
    surface = pygame.Surface(rect.size)
    spots = view.layout(s, 0, rect)
    view.draw(surface, s, 0, rect, spots)
    card = spots[Spot("loc", s.locs[0])]
    band_row = [surface.get_at((x, card.y + 12))[:3] for x in range(card.right - 60, card.right - 4)]
    assert kit.player_color(1) in band_row


def test_a_drop_names_its_action_from_the_spots_fields_and_a_bot_step_glides_between_spots():
    pygame.init()
    view = ControlView(rules, Kit(1.0))
    s = rules.new_game(tuple(Seat() for _ in range(3)), 3, {"start": "1"})
    lid = s.locs[0]
    assert all(isinstance(sid, Spot) for sid in view.layout(s, 0, pygame.Rect(0, 0, 1280, 720)))
    assert view._action_for(s, Spot("tile", "earn"), Spot("area", seat=0)) == rules.Pick(0, "earn")
    assert view._action_for(s, Spot("tokens", seat=2), Spot("loc", lid)) == rules.Influence(2, lid)
    assert view._action_for(s, Spot("token", lid, 1), Spot("supply")) == rules.Oust(lid, 1)
    assert view._action_for(s, "tile:earn", "area:0") is None  # the text of a spot is not the spot
    assert view.illegal_reason(s, Spot("tokens", seat=0), Spot("loc", lid))  # nobody may influence yet
    assert view.illegal_reason(s, Spot("tile", "earn"), Spot("area", seat=0)) is None
    seat = rules.to_act(s)
    assert view.glide_for(s, rules.Scavenge(-1)) == (Spot("supply"), Spot("player", seat=seat))
    assert view.glide_for(s, rules.Steal(2)) == (Spot("player", seat=2), Spot("player", seat=seat))
    assert view.glide_for(s, rules.Pick(0, "earn")) is None
    assert "unplaced tokens" in view.tooltip(s, Spot("tokens", seat=1))
    assert view.tooltip(s, "tokens:1") is None


def test_either_of_two_alike_tokens_on_a_card_can_be_dragged_to_oust():
    from mint.scenes.table.layout import Hits
    from tests.games.control.helpers import play
    from tests.games.control.helpers import table as state_with

    pygame.init()
    view = ControlView(rules, Kit(1.0))
    s0 = rules.new_game(tuple(Seat() for _ in range(2)), 1, {})
    lid = s0.locs[0]
    s = play(state_with(s0.locs, tokens={lid: (2, 0)}, mints=(5, 5), start=1), "pick oust 1")
    spots = view.layout(s, 1, pygame.Rect(0, 0, 1480, 990))
    hits = Hits(spots, view.more_regions(s))
    sid = Spot("token", lid, 0)
    others = view.more_regions(s)[sid]
    assert len(others) == 1 and others[0] != spots[sid]  # the two tokens lie apart
    assert hits.at(spots[sid].center) == sid and hits.at(others[0].center) == sid  # either picks it up
