"""The Mint Italy table, headless: every phase draws for 1-4 players, every move has a place, and
drags, clicks and hovers on the island, the mats and the cards do what they say."""

from __future__ import annotations

import pygame
import pytest

from mint.core.flow import Decision
from mint.core.game import Seat, replace
from mint.core.rng import Rng
from mint.core.session import Session
from mint.core.spots import Spot
from mint.games.italy import cards as C
from mint.games.italy import play
from mint.games.italy import rules as R
from mint.games.italy.actions import BotStep, Build, Marina, Mercato, TakeOrder, Trade
from mint.games.italy.state import BOT, CORNERS, EMPTY, HIDDEN, State
from mint.games.italy.view import ItalyView
from mint.scenes.table import TableScene
from mint.scenes.table.gestures import TOOLTIP_S
from mint.ui.app import App
from mint.ui.kit import Kit
from mint.ui.view_api import Shape, region_rect

RECT = pygame.Rect(12, 76, 1496, 992)


def _view(scale: float = 1.0) -> ItalyView:
    pygame.init()
    return ItalyView(R, Kit(scale))


def _check(view: ItalyView, s: State, seat: int | None, rect: pygame.Rect, surface: pygame.Surface) -> dict:
    obs = R.observation(s, seat)
    spots = view.layout(obs, seat, rect)
    view.draw(surface, obs, seat, rect, spots)
    assert view.status(obs)
    for sid in spots:
        view.tooltip(obs, sid)
    for a in R.legal_actions(obs):
        for sid in (a.source, a.target):
            assert sid is None or sid in spots, f"{a} needs a spot {sid}"
    return spots


def _situations(s: State) -> set[str]:
    seen = {s.phase}
    if s.pending:
        seen.add(s.pending[0].kind)
    if s.solo and s.bot_card != HIDDEN:
        seen.add("bot card")
    return seen


def _marina_choice(s: State) -> State:
    """The position with a marina card of two options waiting for its choice."""
    two = next(i for i, c in enumerate(C.MARINA_CARDS) if len(c.options) > 1)
    cards = (two, *s.marina_cards[1:])
    return replace(s, marina_cards=cards, pending=(Decision(0, "choose", (0,)), *s.pending))


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_phase_draws_and_every_move_has_a_place(players):
    view = _view()
    surface = pygame.Surface((1920, 1080))
    seen: set[str] = set()
    for seed in range(2):
        s = R.new_game(tuple(Seat() for _ in range(players)), seed)
        rng = Rng.from_seed(seed)
        step = 0
        while True:
            new = _situations(s) - seen
            if new or step % 4 == 0:
                seen |= new
                _check(view, s, None if step % 2 else 0, RECT, surface)
            if R.to_act(s) is None:
                break
            if (
                s.phase == "play"
                and not s.pending
                and "choose" not in seen
                and not s.solo
                or players == 1
                and step == 30
            ):
                _check(view, _marina_choice(s), 0, RECT, surface)
                seen.add("choose")
            a, rng = rng.choice(R.legal_actions(s))
            s = R.apply(s, a)
            step += 1
    need = {"setup", "play", "production", "prod_convert", "over", "choose"}
    if players == 1:
        need.add("bot card")
    assert need <= seen


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 600), (2560, 1440), (1000, 1000), (640, 360)])
def test_any_window_size_lays_out_inside_the_board(size):
    view = _view(size[1] / 1080)
    rect = pygame.Rect(12, 76, max(100, size[0] - 424), max(100, size[1] - 90))
    surface = pygame.Surface(size)
    for players in (1, 4):
        s = R.new_game(tuple(Seat() for _ in range(players)), 2)
        spots = _check(view, s, 0, rect, surface)
        for sid, region in spots.items():
            r = region_rect(region)
            assert rect.inflate(4, 4).contains(r), f"{sid} at {r} lies outside {rect}"


def test_island_hexes_are_exact_shapes_and_marinas_take_card_and_hex():
    view = _view()
    s = R.new_game((Seat(), Seat()), 4)
    spots = view.layout(s, 0, RECT)
    isl = play.isle(s)
    for i in isl.land:
        shape = spots[Spot("hex", i)]
        assert isinstance(shape, Shape) and shape.contains(shape.center)
    for k, corner in enumerate(CORNERS):
        marina = spots[Spot("marina", k)]
        hexagon = view.geo.hexes[isl.marinas[corner]]
        assert marina.contains(hexagon.center) and marina.contains(view.geo.marina_cards[k].center)
        assert Spot("hex", isl.marinas[corner]) not in spots


# --- through the table -------------------------------------------------------------------------


def table(players: int, seed: int = 3, size=(1920, 1080)):
    app = App(size, headless=True)
    app.settings.speed = "instant"
    seats = tuple(Seat("human", f"P{i + 1}") for i in range(players))
    scene = TableScene(app, Session("italy", seats, seed, {}))
    app.push(scene)
    app.step(16, [])
    return app, scene


def post(app, *events):
    app.step(16, [pygame.event.Event(t, d) for t, d in events])


def motion(pos):
    return (pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": (1, 0, 0)})


def drag(app, a, b, check=None):
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": a, "button": 1}))
    post(app, motion(((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)))
    post(app, motion(b))
    if check is not None:
        check()
    post(app, (pygame.MOUSEBUTTONUP, {"pos": b, "button": 1}))


def set_state(app, scene, state):
    scene.session.states[-1] = state
    scene._changed()
    app.step(16, [])


def _centre(region) -> tuple[int, int]:
    return region.center if isinstance(region, Shape) else region_rect(region).center


def test_dragging_the_next_settlement_to_a_lit_hex_builds_it():
    app, scene = table(2)
    s = scene.session.state
    seat = s.seat
    build = next(a for a in R.legal_actions(s) if isinstance(a, Build) and a.col == 1)
    spots = scene._spots
    column = region_rect(spots[Spot("mat", 1, seat)])
    start = (column.x + 6, column.centery)  # on the column's label, clear of any slot
    wanted = {Spot("hex", a.space) for a in R.legal_actions(s) if isinstance(a, Build) and a.col == 1}

    def lit():
        assert scene.lit_targets() == wanted

    drag(app, start, _centre(spots[Spot("hex", build.space)]), lit)
    after = scene.session.state
    assert after.board[build.space] == 3 * seat + 1
    assert after.players[seat].built[1] == 1
    assert after.players[seat].coins == s.players[seat].coins - play.build_price(s, seat, 1, build.space)


def test_dropping_a_settlement_on_the_wrong_terrain_says_why():
    app, scene = table(2)
    s = scene.session.state
    seat = s.seat
    isl = play.isle(s)
    grey = next(i for i in isl.land if isl.terrains[i] == frozenset({"grey"}))
    spots = scene._spots
    column = region_rect(spots[Spot("mat", 2, seat)])
    drag(app, (column.x + 6, column.centery), _centre(spots[Spot("hex", grey)]))
    assert scene.session.state.board[grey] == EMPTY
    assert scene.toast is not None and "light green" in scene.toast[0]


def test_hovering_a_hex_gives_its_full_price():
    app, scene = table(2)
    s = scene.session.state
    seat = s.seat
    isl = play.isle(s)
    space = next(i for i in isl.land if "grey" in isl.terrains[i] and isl.cost[i] >= 2)
    post(
        app,
        (pygame.MOUSEMOTION, {"pos": _centre(scene._spots[Spot("hex", space)]), "rel": (0, 0), "buttons": (0, 0, 0)}),
    )
    app.step(int(TOOLTIP_S * 1000) + 50, [])
    tip = scene.tooltip_text
    price = play.build_price(s, seat, 0, space)
    assert tip is not None and f"Borgo {C.COLUMNS[0].costs[0]} + land {isl.cost[space]} = {price} coins" in tip


def _playing(players: int = 2, seed: int = 3) -> State:
    """The first player phase of a game whose set-up each player finished with the first build."""
    s = R.new_game(tuple(Seat() for _ in range(players)), seed)
    while s.phase == "setup":
        s = R.apply(s, R.legal_actions(s)[0])
    return s


def test_dragging_an_order_from_the_row_to_the_order_slot_takes_it():
    app, scene = table(2)
    s = _playing()
    set_state(app, scene, s)
    seat = s.seat
    card = s.row[1]
    drag(app, _centre(scene._spots[Spot("row", 1)]), _centre(scene._spots[Spot("order", seat=seat)]))
    assert scene.session.state.players[seat].order == card
    assert TakeOrder(seat, 1) == scene.session.actions[-1]


def test_a_marina_token_dropped_on_the_marina_hex_or_its_card_uses_that_marina():
    s = _playing()
    isl = play.isle(s)
    seat = s.seat
    land = next(j for j in isl.adj[isl.marinas["TL"]] if isl.kind[j] == "land" and not isl.river(j, isl.marinas["TL"]))
    board = list(s.board)
    board[land] = 3 * seat
    s = replace(s, board=tuple(board))
    assert Marina(seat, 0) in R.legal_actions(s)
    for where in ("hex", "card"):
        app, scene = table(2)
        set_state(app, scene, s)
        spots = scene._spots
        target = view_target = spots[Spot("marina", 0)]
        assert isinstance(view_target, Shape)
        geo = scene.view.geo
        point = _centre(geo.hexes[isl.marinas["TL"]]) if where == "hex" else geo.marina_cards[0].center
        assert target.contains(point)
        drag(app, _centre(spots[Spot("marinas", seat=seat)]), point)
        assert seat in scene.session.state.marina_tokens[0], where


def test_clicking_a_good_offers_its_trades_and_the_tooltip_gives_their_coins():
    app, scene = table(2)
    s = _playing()
    p = s.players[s.seat]
    goods = list(p.goods)
    goods[3] = 3
    s = play.set_player(s, s.seat, replace(p, goods=tuple(goods), mercato=1))
    set_state(app, scene, s)
    sid = Spot("good", 3, s.seat)
    r = _centre(scene._spots[sid])
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": r, "button": 1}))
    post(app, (pygame.MOUSEBUTTONUP, {"pos": r, "button": 1}))
    goes = [a for a in R.legal_actions(s) if isinstance(a, Mercato) and a.good == 3]
    assert scene.chooser == goes and len(goes) == 2  # sell or buy, then how many
    trades = R.legal_actions(R.apply(s, goes[0]))
    assert trades and all(isinstance(a, Trade) and a.button and "coins" in a.label for a in trades)
    price = play.price(s, 3)
    tip = scene.view.tooltip(scene._obs, sid)
    assert f"sell 2 +{2 * price}" in tip and f"buy 1 −{price}" in tip


def test_the_free_order_lights_the_deck_and_a_hen_order_lights_the_hexes_to_return():
    view = _view()
    s = _playing()
    seat = s.seat
    s = replace(s, pending=(Decision(seat, "free_order"),))
    spots = view.layout(s, seat, RECT)
    assert TakeOrder(seat, -1) in R.legal_actions(s) and Spot("deck") in spots
    own = play.owned(s, seat)
    s = replace(s, hen_rule="any", pending=(Decision(seat, "hen"),))
    returns = {a.source for a in R.legal_actions(s)}
    assert returns == {Spot("hex", i) for i in own}
    surface = pygame.Surface((1920, 1080))
    view.draw(surface, s, seat, RECT, view.layout(s, seat, RECT))
    from mint.ui import palette

    for i in own:  # the lit rim of each hex that may go back
        (a, b) = view.geo.hexes[i].rim[0]
        probe = surface.get_at((round((a[0] + b[0]) / 2), round((a[1] + b[1]) / 2)))[:3]
        assert probe == palette.LEGAL or any(abs(c - d) < 40 for c, d in zip(probe, palette.LEGAL))


def test_the_solo_bot_shows_its_cards_and_its_steps_glide_from_its_mat():
    view = _view()
    s = R.new_game((Seat(),), 6)
    rng = Rng.from_seed(6)
    glided = 0
    while R.to_act(s) is not None and glided < 3:
        legal = R.legal_actions(s)
        if legal == [BotStep()]:
            obs = R.observation(s, 0)
            spots = view.layout(obs, 0, RECT)
            for sid in (Spot("botdeck"), Spot("botcard"), Spot("botdiscard")):
                assert sid in spots
            glide = view.glide_for(obs, BotStep())
            after = R.apply(s, BotStep())
            new = [i for i, (a, b) in enumerate(zip(s.board, after.board)) if a == EMPTY and b != EMPTY]
            if new and s.bot_card != HIDDEN:
                assert glide == (Spot("mat", after.board[new[0]] % 3, BOT), Spot("hex", new[0]))
                assert glide[0] in spots and glide[1] in spots
                glided += 1
            s = after
            continue
        a, rng = rng.choice(legal)
        s = R.apply(s, a)
    assert glided


def test_cities_are_outlined_in_their_owners_colour_when_the_game_is_over():
    view = _view()
    s = R.new_game((Seat(), Seat()), 1)
    rng = Rng.from_seed(1)
    while R.to_act(s) is not None:
        a, rng = rng.choice(R.legal_actions(s))
        s = R.apply(s, a)
    surface = pygame.Surface((1920, 1080))
    spots = view.layout(s, None, RECT)
    view.draw(surface, s, None, RECT, spots)
    isl = play.isle(s)
    for seat in range(2):
        groups = isl.city_groups(play.owned(s, seat))
        assert groups
        group = groups[0]
        shape = Shape(tuple(p for i in sorted(group) for p in view.geo.hexes[i].polygons))
        a, b = shape.rim[0]
        mid = (round((a[0] + b[0]) / 2), round((a[1] + b[1]) / 2))
        assert surface.get_at(mid)[:3] == view.kit.player_color(seat)
