"""The Mint Control view keeps the parts a move leaves alone (card faces, the pool's tiles, the
players' panels) as pictures; drawn with them, over the moves of whole games, each picture is
byte for byte the one a fresh view (nothing kept) draws of the same observation: in the normal
layout, and in the table-top one (the board, and each seat's area on its strip's ground).

Two games are played one after the other on the same view and the same rects, with the same
locations but other options (so other effect lines on the cards) and other names, so a kept
picture that missed any of them would show."""

from __future__ import annotations

import pygame
import pytest

from mint.core.game import Seat
from mint.core.rng import Rng
from mint.core.spots import Spot
from mint.games.control import rules as R
from mint.games.control import view_layout as L
from mint.games.control.view import ControlView
from mint.ui import palette
from mint.ui import tabletop as T
from mint.ui.kit import Kit
from tests import painted, tabletop_parts

MOVES = 50  #: of each game: some rounds, each with a new first player and a full pool
OTHER_OPTIONS = {"lotto": "global", "wholesaler": "own", "supplier": "always"}


def _picture(size: tuple[int, int], ground: tuple[int, ...], draw) -> bytes:
    surface = pygame.Surface(size)
    surface.fill(ground)
    draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def _pictures(view: ControlView, obs: R.State, size: tuple[int, int], tabletop: bool) -> list[bytes]:
    """What the table would show: the whole board, or (table-top) the board and every strip."""
    k = view.kit
    if not tabletop:
        rect = pygame.Rect(12, 76, size[0] - 440, size[1] - 90)
        spots = view.layout(obs, 0, rect)
        return [_picture(size, palette.TABLE, lambda s: view.draw(s, obs, 0, rect, spots))]
    geo = T.lay_out(k, size, T.seating(len(obs.seats)), lambda seat, length: view.seat_depth(obs, seat, length))
    board = pygame.Rect((0, 0), geo.board.size)
    spots = view.layout_board(obs, None, board)
    shots = [_picture(board.size, palette.TABLE, lambda s: view.draw_board(s, obs, None, board, spots))]
    for seat, strip in geo.strips.items():
        area = strip.area
        here = view.layout_seat(obs, None, seat, area)
        ground = palette.lighter(k.player_color(seat), 0.9)
        size_up = (area.right + k.px(20), area.bottom + k.px(20))
        shots.append(_picture(size_up, ground, lambda s: view.draw_seat(s, obs, None, seat, area, here)))
    return shots


@pytest.mark.parametrize(
    "players, size, tabletop",
    [(2, (1280, 720), False), (3, (1920, 1080), False), (4, (1280, 720), True)],
)
def test_kept_parts_draw_what_a_fresh_view_draws(players, size, tabletop):
    pygame.init()
    kit = Kit(size[1] / 1080)
    view = ControlView(R, kit)
    seed = 40 + players
    for game, (options, names) in enumerate((({}, "PQRS"), (OTHER_OPTIONS, "WXYZ"))):
        seats = tuple(Seat("human", f"{names[i]}{i}") for i in range(players))
        s = R.new_game(seats, seed, {"start": "1", **options})
        rng = Rng.from_seed(seed + game)
        step = 0
        while R.to_act(s) is not None and step < MOVES:
            obs = R.observation(s, R.to_act(s))
            kept = _pictures(view, obs, size, tabletop)
            fresh = _pictures(ControlView(R, kit), obs, size, tabletop)
            for i, (a, b) in enumerate(zip(kept, fresh)):
                assert a == b, f"game {game}, move {step}: picture {i} differs from a fresh view's"
            a, rng = rng.choice(R.legal_actions(s))
            s = R.apply(s, a)
            step += 1
        assert step > 30  # (whole rounds, with the first player passed on)


def test_a_kept_part_is_drawn_again_on_another_ground():
    pygame.init()
    view = ControlView(R, Kit(1.0))
    s = R.new_game(tuple(Seat() for _ in range(2)), 3, {})
    rect = pygame.Rect(20, 20, 900, 400)
    spots = view.layout_seat(s, None, 0, rect)
    for ground in (palette.TABLE, (250, 220, 200), palette.TABLE):
        kept = _picture((940, 440), ground, lambda g: view.draw_seat(g, s, None, 0, rect, spots))
        fresh = _picture((940, 440), ground, lambda g: ControlView(R, Kit(1.0)).draw_seat(g, s, None, 0, rect, spots))
        assert kept == fresh


def test_kept_pictures_stay_about_one_board():
    """However long the game, the view keeps one picture per part, and forgets them for a new size."""
    pygame.init()
    kit = Kit(1.0)
    view = ControlView(R, kit)
    s = R.new_game(tuple(Seat() for _ in range(3)), 5, {})
    rng = Rng.from_seed(5)
    sizes = []
    for rect in (pygame.Rect(12, 76, 1480, 990), pygame.Rect(0, 0, 1200, 800)):
        for _ in range(40):
            surface = pygame.Surface((rect.right, rect.bottom))
            surface.fill(palette.TABLE)
            view.draw(surface, s, 0, rect, view.layout(s, 0, rect))
            a, rng = rng.choice(R.legal_actions(s))
            s = R.apply(s, a)
        pictures = [p for _, _, p in view._layers["full"]._kept.values() if p is not None]
        sizes.append(sum(p.get_pitch() * p.get_height() for p in pictures))
        assert sizes[-1] <= 4 * rect.width * rect.height * 1.1
    # (each card, pool tile, the supply and player's panel, and the last of each of a player's two
    # picked tiles; a pool tile in both its looks, in the pool and picked)
    base = len(s.locs) + len(R.TILE_IDS) + 1 + len(s.seats)
    assert base < len(pictures) <= base + len(R.TILE_IDS) + 2 * len(s.seats)


def _positions(players: int, seed: int, moves: int):
    """The observations of a game of random moves (Oust perks and steals come up in it)."""
    s = R.new_game(tuple(Seat("human", f"P{i}") for i in range(players)), seed, {"start": "1"})
    rng = Rng.from_seed(seed)
    for _ in range(moves):
        if R.to_act(s) is None:
            return
        yield R.observation(s, R.to_act(s))
        a, rng = rng.choice(R.legal_actions(s))
        s = R.apply(s, a)


def test_a_new_round_lays_the_pool_tiles_back_from_their_pictures(monkeypatch):
    """A pool tile is kept in both its looks (in the pool, and the empty place of one picked):
    the pool filled again at a round's end, painted in place, paints no tile."""
    pygame.init()
    view = ControlView(R, Kit(1.0))
    rect = pygame.Rect(12, 76, 1480, 990)
    surface = pygame.Surface((1920, 1080))
    surface.fill(palette.TABLE)
    painted_tiles: list[str] = []
    real = ControlView._draw_pool_tile
    monkeypatch.setattr(ControlView, "_draw_pool_tile", lambda self, *a: (painted_tiles.append(a[1]), real(self, *a)))
    refills, pool = 0, None
    for n, obs in enumerate(_positions(3, 12, 90)):
        painted_tiles.clear()
        view.in_place = n > 0
        view.draw(surface, obs, 0, rect, view.layout(obs, 0, rect))
        if pool is not None and len(obs.pool) > len(pool):
            refills += 1
            assert not painted_tiles, (n, painted_tiles)
        pool = obs.pool
    assert refills >= 2


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
def test_every_part_paints_inside_its_area(size):
    """Painted in place, a part is clipped to the places painted again: all it draws (its shadow
    too) must lie in its area. Each part alone, on the bare ground, of the table, the table-top
    board and a seat's strip, over a game."""
    pygame.init()
    kit = Kit(size[1] / 1080)
    view = ControlView(R, kit)
    rect = pygame.Rect(12, 76, size[0] - 440, size[1] - 90)
    strip = pygame.Rect(kit.px(20), kit.px(20), size[0] - kit.px(40), kit.px(L.area_depth(1920)))
    surface = pygame.Surface(size)
    surface.set_colorkey(palette.TABLE)
    for obs in list(_positions(4, 8, 60))[:: 4 if size[1] > 1080 else 2]:
        spots = {**view.layout(obs, 0, rect), **view.layout_seat(obs, None, 1, strip)}
        g = view._geometry(obs, rect)
        parts = view._board_parts(surface, obs, g, "shape")
        parts += view._ring_parts(surface, view._click_targets(obs, spots), spots, "shape")
        parts += view._seat_parts(surface, obs, 1, strip, spots, None)
        for part in parts:
            reach = kit.px(30)  # (no part draws further out)
            painted.ground_round(surface, part.area, palette.TABLE, reach)
            part.paint()
            drawn = painted.outside(surface, part.area, palette.TABLE, reach)
            assert drawn is None, (part.name, drawn, part.area)


@pytest.mark.parametrize("tabletop", [False, True])
def test_painted_in_place_a_move_paints_again_only_what_it_changed(tabletop):
    """The view painting in place on the surface it painted last: after each move the surface is
    what a new view paints on a new one, and the places painted again are a small share of it."""
    pygame.init()
    assert ControlView.paints_in_place and ControlView.board_in_place
    size = (1280, 720)
    kit = Kit(size[1] / 1080)
    view = ControlView(R, kit)
    rect = pygame.Rect(12, 76, size[0] - 440, size[1] - 90)
    surface = pygame.Surface(size)
    surface.fill(palette.TABLE)
    draw = ControlView.draw_board if tabletop else ControlView.draw
    shares = []
    for n, obs in enumerate(_positions(3, 12, 60)):
        spots = view.layout_board(obs, None, rect) if tabletop else view.layout(obs, 0, rect)
        view.in_place = n > 0
        draw(view, surface, obs, 0, rect, spots)
        fresh = pygame.Surface(size)
        fresh.fill(palette.TABLE)
        draw(ControlView(R, kit), fresh, obs, 0, rect, spots)
        assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(fresh, "RGB"), n
        if n:
            assert view.damage is not None, n
            shares.append(sum(d.width * d.height for d in view.damage) / (rect.width * rect.height))
    assert len(shares) > 40
    assert sum(shares) / len(shares) < 0.3, "a move paints again a small share of the table"


@pytest.mark.parametrize("scale", [720 / 1080, 1.0, 2.0])
def test_the_border_of_the_one_to_act_in_its_four_sides_is_the_whole_border(scale):
    """Each side draws the border only inside itself, together they draw all of it, and none
    reaches the middle of the panel (where the picked tiles lie)."""
    pygame.init()
    view = ControlView(R, Kit(scale))
    panel = pygame.Rect(30, 40, 700, 260)
    width, corner = view._acting_width(), view.kit.px(10)
    whole, sides = pygame.Surface((800, 400)), pygame.Surface((800, 400))
    for surface in (whole, sides):
        surface.fill(palette.PANEL)
    view._acting_border(whole, panel, (200, 30, 60))
    for side in L.rim(panel, width, corner):
        sides.set_clip(side)
        view._acting_border(sides, panel, (200, 30, 60))
        assert not side.colliderect(panel.inflate(-2 * corner, -2 * width))
    sides.set_clip(None)
    assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(sides, "RGB")


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_a_strip_painted_in_place_paints_again_only_what_a_move_changed(size):
    """Table-top mode hands a player's strip back holding its last drawing: the view paints
    again only the places a move changed on it (a token placed, a tile picked, the border of the
    one to act), says where, and the strip is what a new view paints on a new one."""
    pygame.init()
    assert ControlView.seat_in_place
    kit = Kit(size[1] / 1080)
    view = ControlView(R, kit)
    seat = 1
    strip = pygame.Rect(kit.px(8), kit.px(8), size[0] // 2, kit.px(L.area_depth(size[0] // 2)))
    surface = pygame.Surface((strip.right + kit.px(8), strip.bottom + kit.px(8)))
    tabletop_parts.strip_ground(kit, seat, surface)
    shares = []
    for n, obs in enumerate(_positions(4, 21, 60)):
        share = tabletop_parts.strip_in_place(view, ControlView(R, kit), obs, seat, strip, surface, n > 0)
        if n:
            shares.append(share)
    assert len(shares) > 40
    assert shares.count(0) >= len(shares) // 4, "a move of others leaves most of the strip as it lies"
    assert sum(shares) / len(shares) < 0.3, f"a move paints again a small share of a strip: {shares}"
    rims = sorted(shares)[len(shares) // 2]  # (the turn passed on: the border of the one to act, and little else)
    assert rims < 0.1, f"most moves paint again a sliver of a strip: {shares}"


def test_a_heading_paints_again_only_the_words_a_move_changed():
    """A player's heading is in parts as wide as what they show (the name, the 1st badge, the
    mints, the tokens placed): a token placed, mints spent or the first player passing on paint
    again those words, never a band across the heading (painted in place, the table is what a new
    view paints)."""
    pygame.init()
    kit = Kit(1.0)
    view = ControlView(R, kit)
    rect = pygame.Rect(12, 76, 1480, 990)
    surface = pygame.Surface((1920, 1080))
    surface.fill(palette.TABLE)
    checked, shown = 0, {}
    for n, obs in enumerate(_positions(3, 12, 120)):
        view.in_place = n > 0
        view.draw(surface, obs, 0, rect, view.layout(obs, 0, rect))
        for s, a in view._geometry(obs, rect)["areas"].items():
            name, first, held, active, acting, mints, placed = was = shown.get(s, view._area_shows(obs, s))
            shown[s] = now = view._area_shows(obs, s)
            if (held, active, acting) != now[2:5] or was == now:  # (the tiles or the border changed too, or nothing)
                continue
            checked += 1
            words = pygame.Rect(a["head"].x + kit.px(12), a["head"].y + kit.px(6), a["head"].width - kit.px(24), 0)
            words.height = a["head"].bottom - words.y
            for d in view.damage or []:
                hit = d.clip(words)
                assert hit.width < words.width // 2, (n, d, a["head"])
    assert checked > 10


@pytest.mark.parametrize("scale", [720 / 1080, 1.0, 2.0])
def test_a_ring_in_its_four_sides_is_the_whole_ring(scale):
    """The quiet ring round a choice made by a click (here a player's heading) is painted in four
    parts: together they paint the ring the whole rect painted, and nothing inside it."""
    pygame.init()
    view = ControlView(R, Kit(scale))
    head = Spot("player", seat=0)
    spots = {head: pygame.Rect(30, 40, 700, 90)}
    whole, sides = pygame.Surface((800, 200)), pygame.Surface((800, 200))
    for surface in (whole, sides):
        surface.fill(palette.PANEL)
    k = view.kit
    ring = spots[head].inflate(k.px(4), k.px(4))
    pygame.draw.rect(whole, palette.LEGAL, ring, max(2, k.px(2)), border_radius=k.px(10))
    parts = view._ring_parts(sides, (head,), spots, "shape")
    assert len(parts) == 4
    for part in parts:
        part.paint()
        assert not part.area.colliderect(ring.inflate(-2 * k.px(10), -2 * max(2, k.px(2))))
    assert pygame.image.tobytes(whole, "RGB") == pygame.image.tobytes(sides, "RGB")
