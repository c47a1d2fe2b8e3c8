"""Mint Italy on a table-top screen: each player's mat in their strip, the shared board in the
middle. Every phase lays out and draws with 1-4 players at 1080p and 4K, every move has its spots
on the board or in a strip, everything pressed is at least 48 px at 1080p, the normal layout is
untouched by the table-top one, and the moving parts (prices on the hexes, a supply card's trades)
are drawn over the part they belong to."""

from __future__ import annotations

import pygame
import pytest

from mint.core.flow import Decision
from mint.core.game import Seat, replace
from mint.core.rng import Rng
from mint.core.session import Session
from mint.core.spots import Spot
from mint.games.italy import board, play
from mint.games.italy import rules as R
from mint.games.italy.actions import Build, MoveFood
from mint.games.italy.state import BOT, State
from mint.games.italy.view import ItalyView
from mint.games.italy.view_tabletop import SEAT_DEPTH
from mint.scenes.table import TableScene
from mint.ui import tabletop as T
from mint.ui.app import App
from mint.ui.kit import Kit
from mint.ui.view_api import region_rect

SIZES = ((1920, 1080), (3840, 2160))


def _view(scale: float) -> ItalyView:
    pygame.init()
    return ItalyView(R, Kit(scale))


def _geometry(view: ItalyView, s: State, size: tuple[int, int]) -> T.Tabletop:
    seats = len(s.seats)
    return T.lay_out(view.kit, size, T.seating(seats), lambda i, length: view.seat_depth(s, i, length))


def _lay_out(view: ItalyView, s: State, size: tuple[int, int]) -> tuple[dict, dict[int, dict]]:
    """The board's spots and each seat's, upright, as the table asks for them."""
    geo = _geometry(view, s, size)
    board_rect = pygame.Rect((0, 0), geo.board.size)
    spots = dict(view.layout_board(s, None, board_rect))
    seats = {seat: dict(view.layout_seat(s, None, seat, strip.area)) for seat, strip in geo.strips.items()}
    return spots, seats


def _check(view: ItalyView, s: State, size: tuple[int, int]) -> None:
    geo = _geometry(view, s, size)
    board_rect = pygame.Rect((0, 0), geo.board.size)
    spots, seats = _lay_out(view, s, size)
    least = view.kit.px(48)
    surface = pygame.Surface(board_rect.size)
    view.draw_board(surface, s, None, board_rect, spots)
    view.draw_overlay(surface, s, None, spots, None)
    for sid, region in spots.items():
        r = region_rect(region)
        assert board_rect.inflate(2, 2).contains(r), f"{sid} at {r} lies off the board {board_rect}"
        if s.solo and getattr(sid, "seat", None) == BOT:
            continue  # (the solo bot's mat: its spots only name its parts)
        assert min(r.size) >= least, (sid, r.size)
    for seat, mine in seats.items():
        strip = geo.strips[seat]
        upright = pygame.Surface(strip.turn.size)
        view.draw_seat(upright, s, None, seat, strip.area, mine)
        view.draw_seat_overlay(upright, s, None, seat, mine, None)
        for sid, region in mine.items():
            r = region_rect(region)
            assert strip.area.contains(r), f"{sid} at {r} lies out of the area {strip.area}"
            assert min(r.size) >= least, (sid, r.size)
            assert sid not in spots
    everywhere = set(spots).union(*seats.values())
    for a in R.legal_actions(s) if R.to_act(s) is not None else []:
        for sid in (a.source, a.target):
            assert sid is None or sid in everywhere, f"{a} needs a spot {sid}"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_phase_lays_out_on_the_edges_and_every_move_has_its_spots(players, size):
    view = _view(size[1] / 1080)
    s = R.new_game(tuple(Seat() for _ in range(players)), 7)
    rng = Rng.from_seed(7)
    seen = set()
    step = 0
    while R.to_act(s) is not None and step < 400:
        kind = (s.phase, s.pending[0].kind if s.pending else "")
        if kind not in seen or step % 25 == 0:
            seen.add(kind)
            _check(view, s, size)
        a, rng = rng.choice(R.legal_actions(s))
        s = R.apply(s, a)
        step += 1
    _check(view, s, size)
    assert {"setup", "play", "production"} <= {phase for phase, _ in seen}


def test_a_strip_is_the_mat_s_four_rows_deep_and_the_mat_fits_a_short_edge():
    view = _view(1.0)
    assert SEAT_DEPTH == T.BAR_DEPTH  # (the bar's rows and the mat's take the same room)
    s = R.new_game(tuple(Seat() for _ in range(4)), 1)
    geo = _geometry(view, s, (1920, 1080))
    left = geo.strips[1]
    assert left.edge == "left" and left.area.width <= 620
    spots = view.layout_seat(s, None, 1, left.area)
    assert all(left.area.contains(region_rect(r)) for r in spots.values())
    m = view.seat_geometry(1, left.area)
    assert m.order.right <= left.area.right and m.panel.x >= left.area.x


def test_the_normal_layout_stays_as_it_was_beside_the_table_top_one():
    rect = pygame.Rect(12, 76, 1496, 992)
    s = R.new_game(tuple(Seat() for _ in range(3)), 2)
    fresh = _view(1.0)
    want = fresh.layout(s, 0, rect)
    picture = pygame.Surface((1920, 1080))
    fresh.draw(picture, s, 0, rect, want)
    view = _view(1.0)
    view.layout(s, 0, rect)
    _lay_out(view, s, (1920, 1080))  # the board and every strip, in between
    again = view.layout(s, 0, rect)
    assert again == want and view.more_regions(s) == {}
    after = pygame.Surface((1920, 1080))
    view.draw(after, s, 0, rect, again)
    assert pygame.image.tobytes(after, "RGB") == pygame.image.tobytes(picture, "RGB")
    # and the other way round: the board laid out again after the normal layout is the same
    spots, _ = _lay_out(view, s, (1920, 1080))
    assert spots == _lay_out(_view(1.0), s, (1920, 1080))[0]


def _food_pending(players: int = 2) -> State:
    s = R.new_game(tuple(Seat("human", f"P{i + 1}") for i in range(players)), 3)
    while s.phase == "setup":
        s = R.apply(s, R.legal_actions(s)[0])
    return replace(s, pending=(Decision(s.seat, "food"),))


def test_a_food_token_is_pressed_on_its_ranking_chip_or_in_its_box():
    view = _view(1.0)
    s = _food_pending()
    assert any(isinstance(a, MoveFood) for a in R.legal_actions(s))
    spots, _ = _lay_out(view, s, (1920, 1080))
    geo = view.tt_geo
    assert geo is not None and geo.food_chips
    for place, f in enumerate(board.food_rank(s)):
        assert spots[Spot("food", f)] == geo.food_chips[place]
    more = view.more_regions(s)
    tokens = view.food_rects(s, geo)
    assert {sid: regions[0] for sid, regions in more.items()} == {Spot("food", f): r for f, r in tokens.items()}


def _tabletop_table(players: int, size=(1920, 1080)) -> tuple[App, TableScene]:
    app = App(size, headless=True)
    app.settings.speed = "instant"
    app.settings.tabletop = True
    seats = tuple(Seat("human", f"P{i + 1}") for i in range(players))
    table = TableScene(app, Session("italy", seats, 3, {}))
    table.results_shown = True
    app.push(table)
    app.step(16, [])
    return app, table


def _tap(app: App, pos: tuple[int, int]) -> None:
    w, h = app.size
    for kind in (pygame.FINGERDOWN, pygame.FINGERUP):
        data = {"touch_id": 1, "finger_id": 1, "x": (pos[0] + 0.5) / w, "y": (pos[1] + 0.5) / h}
        app.step(16, [pygame.event.Event(kind, {**data, "dx": 0.0, "dy": 0.0, "pressure": 1.0})])


def test_a_finger_on_a_ranking_chip_moves_that_food_token_up():
    app, table = _tabletop_table(2)
    s = _food_pending()
    table.session.states[-1] = s
    table._changed()
    app.step(16, [])
    f = board.food_rank(s)[1]
    assert table.edges.part_of[Spot("food", f)] == "board"
    chip = table.hits.rect(Spot("food", f))
    assert chip is not None
    _tap(app, chip.center)
    assert table.session.actions[-1] == MoveFood(s.seat, f)
    assert table.session.state.food[f][0] == s.food[f][0] + 1


def test_nothing_on_a_mat_is_secret_so_a_peek_shows_the_same_strip():
    view = _view(1.0)
    s = R.new_game(tuple(Seat() for _ in range(3)), 5)
    for _ in range(40):
        s = R.apply(s, R.legal_actions(s)[0])
    assert view.private_seats(s) == ()
    geo = _geometry(view, s, (1920, 1080))
    for seat, strip in geo.strips.items():
        pictures = []
        for viewer in (None, seat):
            obs = R.observation(s, viewer)
            surface = pygame.Surface(strip.turn.size)
            spots = view.layout_seat(obs, viewer, seat, strip.area)
            view.draw_seat(surface, obs, viewer, seat, strip.area, spots)
            pictures.append(pygame.image.tobytes(surface, "RGB"))
        assert pictures[0] == pictures[1]


def test_a_supply_card_shows_its_trades_over_its_strip():
    view = _view(1.0)
    s = R.new_game(tuple(Seat() for _ in range(2)), 3)
    while s.phase == "setup":
        s = R.apply(s, R.legal_actions(s)[0])
    seat = s.seat
    p = s.players[seat]
    s = play.set_player(s, seat, replace(p, goods=(2, 2, 2, 2)))
    geo = _geometry(view, s, (1920, 1080))
    strip = geo.strips[seat]
    spots = view.layout_seat(s, None, seat, strip.area)
    sid = Spot("good", 3, seat)
    plain = pygame.Surface(strip.turn.size, pygame.SRCALPHA)
    assert view.draw_seat_overlay(plain, s, None, seat, spots, None) is False
    shown = pygame.Surface(strip.turn.size, pygame.SRCALPHA)
    drew = view.draw_seat_overlay(shown, s, None, seat, spots, sid)
    assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(shown, "RGBA")
    # (where it says it painted: a turned strip's overlay is turned only as far as that)
    assert isinstance(drew, pygame.Rect) and drew.contains(shown.get_bounding_rect())
    card = region_rect(spots[sid])
    above = pygame.Rect(card.x, 0, card.width, card.y)
    assert shown.subsurface(above).get_bounding_rect().height > 0  # (the panel stands above the card)


def test_a_carried_settlement_prices_the_hexes_it_may_go_to_on_the_board():
    view = _view(1.0)
    s = R.new_game(tuple(Seat() for _ in range(2)), 3)
    geo = _geometry(view, s, (1920, 1080))
    board_rect = pygame.Rect((0, 0), geo.board.size)
    spots = view.layout_board(s, None, board_rect)
    col = next(a.col for a in R.legal_actions(s) if isinstance(a, Build))
    surface = pygame.Surface(board_rect.size, pygame.SRCALPHA)
    assert view.draw_overlay(surface, s, None, spots, None) is False
    assert surface.get_bounding_rect().width == 0  # nothing carried: nothing drawn
    assert view.piece_for(Spot("mat", col, s.seat)) is not None
    said = view.draw_overlay(surface, s, None, spots, None)
    targets = [spots[Spot("hex", a.space)] for a in R.legal_actions(s) if isinstance(a, Build) and a.col == col]
    drawn = surface.get_bounding_rect()
    assert isinstance(said, pygame.Rect) and said.contains(drawn)
    assert targets and all(drawn.colliderect(region_rect(r)) for r in targets)
