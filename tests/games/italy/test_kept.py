"""Mint Italy's kept parts change nothing the player sees: over runs of random moves, a view that
keeps its parts' pictures (the island, the boxes, the cards, the mats) and spots draws, in the
normal layout and in every part of the table-top one, exactly the pixels and spots a fresh view does."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from mint.core.game import Seat, replace
from mint.core.rng import Rng
from mint.games.italy import rules as R
from mint.games.italy.view import ItalyView
from mint.ui import palette
from mint.ui.kit import Kit
from tests import painted, tabletop_parts

#: players and seed: the solo game against the bot, and 3 and 4 players
GAMES = ((1, 3), (3, 5), (4, 6))


def _states(players: int, seed: int, steps: int) -> list[tuple[Any, int | None]]:
    """The observations of a game of random moves, each seen by the seat to act or by all."""
    s = R.new_game(tuple(Seat() for _ in range(players)), seed)
    rng = Rng.from_seed(seed)
    out: list[tuple[Any, int | None]] = []
    for n in range(steps):
        seat = R.to_act(s)
        if seat is None:
            break
        viewer = seat if n % 2 else None
        out.append((R.observation(s, viewer), viewer))
        a, rng = rng.choice(R.legal_actions(s))
        s = R.apply(s, a)
    out.append((R.observation(s, None), None))
    return out


def _picture(draw: Any, size: tuple[int, int], ground: palette.Color = palette.TABLE) -> bytes:
    surface = pygame.Surface(size)
    surface.fill(ground)
    draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def _same_parts(
    kept: ItalyView, fresh: ItalyView, size: tuple[int, int], obs: Any, seat: int | None, what: str, strips: bool = True
) -> None:
    """Each table-top part, board and strips, as the kept view draws it and as the fresh view
    does, on its own ground (a strip's is its seat's colour, or without ``strips`` the table's)."""
    _, mine = tabletop_parts.lay_out(kept, kept.kit, size, obs, len(obs.players))
    _, theirs = tabletop_parts.lay_out(fresh, fresh.kit, size, obs, len(obs.players))
    assert {k: v[2] for k, v in mine.items()} == {k: v[2] for k, v in theirs.items()}, f"{what}: spots differ"
    assert kept.more_regions(obs) == fresh.more_regions(obs), f"{what}: food tokens differ"
    for key, (rect, turned, spots) in mine.items():
        if key == "board":
            a = _picture(lambda s: kept.draw_board(s, obs, None, rect, spots), turned)
            b = _picture(lambda s: fresh.draw_board(s, obs, None, rect, theirs[key][2]), turned)
        else:
            ground = palette.lighter(kept.kit.player_color(key), 0.9) if strips else palette.TABLE
            a = _picture(lambda s: kept.draw_seat(s, obs, seat, key, rect, spots), turned, ground)
            b = _picture(lambda s: fresh.draw_seat(s, obs, seat, key, rect, theirs[key][2]), turned, ground)
        assert a == b, f"{what}: part {key} differs"


# (the solo and the 4-player game: tests/ui/test_in_place.py follows a 2-player one)
@pytest.mark.parametrize(("players", "seed"), [GAMES[0], GAMES[2]], ids=lambda g: str(g))
def test_the_kept_view_draws_what_a_fresh_view_draws(players, seed):
    pygame.init()
    size = (1920, 1080)
    kit = Kit(1.0)
    kept = ItalyView(R, kit)
    rect = pygame.Rect(12, 76, size[0] - 440, size[1] - 90)
    for n, (obs, seat) in enumerate(_states(players, seed, 36)):
        spots = kept.layout(obs, seat, rect)
        mine = _picture(lambda s: kept.draw(s, obs, seat, rect, spots), size)
        fresh = ItalyView(R, kit)
        assert spots == fresh.layout(obs, seat, rect), f"step {n}: spots differ"
        theirs = _picture(lambda s: fresh.draw(s, obs, seat, rect, spots), size)
        assert mine == theirs, f"step {n} differs"


# (the solo game: tests/ui/test_in_place.py follows a 4-player table top move by move)
@pytest.mark.parametrize(("players", "seed"), [GAMES[0]], ids=lambda g: str(g))
def test_the_kept_view_draws_each_table_top_part_as_a_fresh_view(players, seed):
    pygame.init()
    kit = Kit(1.0)
    kept = ItalyView(R, kit)
    for n, (obs, seat) in enumerate(_states(players, seed, 36)):
        _same_parts(kept, ItalyView(R, kit), (1920, 1080), obs, seat, f"step {n}")


def test_at_4k_the_kept_table_top_parts_are_a_fresh_view_s():
    pygame.init()
    kit = Kit(2.0)
    kept = ItalyView(R, kit)
    for n, (obs, seat) in enumerate(_states(4, 8, 12)):
        _same_parts(kept, ItalyView(R, kit), (3840, 2160), obs, seat, f"step {n}")


def test_a_new_kit_forgets_the_kept_parts():
    pygame.init()
    view = ItalyView(R, Kit(1.0))
    obs, _ = _states(3, 1, 8)[-1]
    _, parts = tabletop_parts.lay_out(view, view.kit, (1920, 1080), obs, 3)
    rect, turned, spots = parts[0]
    _picture(lambda s: view.draw_seat(s, obs, None, 0, rect, spots), turned)
    assert view._seat_layers
    view.set_kit(Kit(2.0))
    assert not view._seat_layers


def test_the_kept_parts_follow_the_kit_s_palette():
    """The same position drawn again after the players' colours change on the view's kit itself."""
    pygame.init()
    size = (1920, 1080)
    kit = Kit(1.0)
    kept = ItalyView(R, kit)
    obs, _ = _states(3, 2, 12)[-1]
    rect = pygame.Rect(12, 76, size[0] - 440, size[1] - 90)
    pictures = set()
    for colours in ("okabe-ito", "high-contrast"):
        kept.kit.player_colors = palette.PALETTES[colours]
        fresh = ItalyView(R, Kit(1.0, palette.PALETTES[colours]))
        mine = _picture(lambda s: kept.draw(s, obs, None, rect, kept.layout(obs, None, rect)), size)
        theirs = _picture(lambda s: fresh.draw(s, obs, None, rect, fresh.layout(obs, None, rect)), size)
        assert mine == theirs
        pictures.add(mine)
        _same_parts(kept, fresh, size, obs, None, colours, strips=False)  # (a strip's ground shows its colour)
    assert len(pictures) == 2


def test_the_kept_spots_follow_the_food_tokens():
    """A food token moved up a box (its spot, its ranking chip and its region move): the spots
    and the pictures are a fresh view's in both layouts."""
    pygame.init()
    size = (1920, 1080)
    kit = Kit(1.0)
    kept = ItalyView(R, kit)
    rect = pygame.Rect(12, 76, size[0] - 440, size[1] - 90)
    s = R.new_game(tuple(Seat() for _ in range(3)), 2)
    moved = replace(s, food=((1, 0), (0, 0), (0, 1)))
    for n, state in enumerate((s, moved, s)):
        obs = R.observation(state, None)
        fresh = ItalyView(R, kit)
        spots = kept.layout(obs, None, rect)
        assert spots == fresh.layout(obs, None, rect), f"step {n}: spots differ"
        mine = _picture(lambda surface: kept.draw(surface, obs, None, rect, spots), size)
        assert mine == _picture(lambda surface: fresh.draw(surface, obs, None, rect, spots), size)
        _same_parts(kept, ItalyView(R, kit), size, obs, None, f"step {n}")


def _strays(view: ItalyView, obs: Any, size: tuple[int, int], geo: Any, shape: Any = None) -> list[str]:
    """The parts that paint a pixel outside their area, each painted alone on the table's colour
    (``geo``: the table's geometry, or a seat and its strip's rect)."""
    surface = pygame.Surface(size)
    out = []
    if isinstance(geo, tuple):
        surface.fill(palette.TABLE)
        parts = view._seat_parts(surface, obs, *geo)
    else:
        parts = view._parts(surface, obs, geo, shape)
    for part in parts:
        painted.ground_round(surface, part.area, palette.TABLE)
        part.paint()
        if (outside := painted.outside(surface, part.area, palette.TABLE)) is not None:
            out.append(f"{part.name}: {tuple(outside)} outside {tuple(part.area)}")
    return out


@pytest.mark.parametrize(("players", "seed", "scale"), [(1, 3, 1.0), (3, 5, 1.0), (4, 6, 2.0)], ids=str)
def test_each_part_paints_inside_its_area(players, seed, scale):
    """A part painted again in place is clipped to the places repainted: its area must hold all
    it paints (shadows, rings, a price marker's shadow), in both layouts and in the strips."""
    pygame.init()
    kit = Kit(scale)
    view = ItalyView(R, kit)
    size = (round(1920 * scale), round(1080 * scale))
    rect = pygame.Rect(12, 76, size[0] - 440, size[1] - 90)
    for n, (obs, seat) in enumerate(_states(players, seed, 40)[::4]):
        view.layout(obs, seat, rect)
        strays = _strays(view, obs, size, view.geometry(obs, rect), view._geo_key)
        _, parts = tabletop_parts.lay_out(view, kit, size, obs, len(obs.players))
        board, turned, _ = parts["board"]
        view.layout_board(obs, None, board)
        strays += _strays(view, obs, turned, view.board_geometry(obs, board), view._tt_key)
        for seat in range(len(obs.players)):
            strip, turned, _ = parts[seat]
            strays += _strays(view, obs, turned, (seat, strip))
        assert not strays, f"step {4 * n}: {strays}"
