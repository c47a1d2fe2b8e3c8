"""Mint Delivery's kept pictures change nothing the player sees: over runs of random moves, a view
that keeps its map and card faces draws, in the normal layout and in every part of the table-top
one, exactly the pixels a fresh view draws in place; and what it keeps stays within its budget.
Painted in place, each part draws only within its area, and a move repaints a small part of the
table, as a new view would paint it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

from mint.core.game import Seat
from mint.core.rng import Rng
from mint.games.delivery import rules
from mint.games.delivery.view import DeliveryView
from mint.games.delivery.view_layers import CARD_BYTES, MAP_BYTES
from mint.ui import palette
from mint.ui.kit import Kit
from mint.ui.layers import Layers
from tests import painted, tabletop_parts

#: players, options, seed: the solitaire, and 2 to 5 drivers with and without the variants
GAMES: tuple[tuple[int, dict[str, str], int], ...] = (
    (1, {"driver": "lola"}, 2),
    (2, {}, 3),
    (3, {"abilities": "on", "road_conditions": "4"}, 4),
    (5, {"abilities": "on", "road_conditions": "3"}, 5),
)


def _states(players: int, options: dict[str, str], seed: int, steps: int) -> list[tuple[Any, int]]:
    """The observations of a game of random moves, each seen by a seat in turn (the one to act,
    or another, as a table passed round shows them), with that seat."""
    s = rules.new_game(tuple(Seat() for _ in range(players)), seed, options)
    rng = Rng.from_seed(seed)
    out = []
    for n in range(steps):
        seat = rules.to_act(s)
        if seat is None:
            break
        viewer = seat if n % 2 else (seat - 1) % players  # (the seat that has just acted)
        out.append((rules.observation(s, viewer), viewer))
        a, rng = rng.choice(rules.legal_actions(s))
        s = rules.apply(s, a)
    out.append((rules.observation(s, 0), 0))
    return out


def _fresh(kit: Kit) -> DeliveryView:
    view = DeliveryView(rules, kit)
    view.keep = False  # every piece painted in place
    return view


def _picture(draw: Any, size: tuple[int, int]) -> bytes:
    surface = pygame.Surface(size)
    surface.fill(palette.TABLE)
    draw(surface)
    return pygame.image.tobytes(surface, "RGB")


# (at 1920x1080: tests/ui/test_in_place.py follows a game move by move at 1280x720, and the
# kept pictures are made the same way at every scale; 4K below)
@pytest.mark.parametrize("size", [(1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_kept_view_draws_what_a_fresh_view_draws(size):
    """One view keeps its pictures over every game in turn (the solitaire's factory, maps with
    and without road tokens), each drawing compared with a fresh view's."""
    pygame.init()
    kit = Kit(size[1] / 1080)
    kept = DeliveryView(rules, kit)
    rect = pygame.Rect(12, 76, size[0] - 440, size[1] - 90)
    for game in GAMES:
        for n, (obs, seat) in enumerate(_states(*game, 30)):
            spots = kept.layout(obs, seat, rect)
            mine = _picture(lambda surface: kept.draw(surface, obs, seat, rect, spots), size)
            fresh = _fresh(kit)
            spots = fresh.layout(obs, seat, rect)
            theirs = _picture(lambda surface: fresh.draw(surface, obs, seat, rect, spots), size)
            assert mine == theirs, f"{game}: step {n} differs"
    assert kept._maps.nbytes <= MAP_BYTES and kept._faces.nbytes <= CARD_BYTES


@pytest.mark.parametrize(("players", "options", "seed"), GAMES, ids=lambda g: str(g))
def test_the_kept_view_draws_each_table_top_part_as_a_fresh_view(players, options, seed):
    pygame.init()
    size = (1920, 1080)
    kit = Kit(1.0)
    kept = DeliveryView(rules, kit)
    for n, (obs, seat) in enumerate(_states(players, options, seed, 32)):
        if n % 3:
            continue
        fresh = _fresh(kit)
        _, mine = tabletop_parts.lay_out(kept, kit, size, obs, len(obs.seats))
        _, theirs = tabletop_parts.lay_out(fresh, kit, size, obs, len(obs.seats))
        for key, (rect, turned, spots) in mine.items():
            if key == "board":
                a = _picture(lambda s: kept.draw_board(s, obs, None, rect, spots), turned)
                b = _picture(lambda s: fresh.draw_board(s, obs, None, rect, theirs[key][2]), turned)
            else:
                a = _picture(lambda s: kept.draw_seat(s, obs, seat, key, rect, spots), turned)
                b = _picture(lambda s: fresh.draw_seat(s, obs, seat, key, rect, theirs[key][2]), turned)
            assert a == b, f"step {n}, part {key} differs"


def test_a_new_kit_forgets_the_kept_pictures():
    pygame.init()
    view = DeliveryView(rules, Kit(1.0))
    obs, seat = _states(3, {}, 1, 8)[-1]
    rect = pygame.Rect(0, 0, 1480, 990)
    _picture(lambda s: view.draw(s, obs, seat, rect, view.layout(obs, seat, rect)), (1920, 1080))
    assert len(view._maps) == 1 and len(view._faces) > 0 and len(view._layers._kept) > 0
    view.set_kit(Kit(2.0))
    assert len(view._maps) == 0 and len(view._faces) == 0 and len(view._layers._kept) == 0


def test_a_drivers_kept_panel_follows_its_kept_orders_and_who_looks():
    """The same dealt hand drawn before and after its keep is chosen, and for another viewer:
    three different pictures, each as a fresh view draws it (in both layouts)."""
    pygame.init()
    size = (1920, 1080)
    kit = Kit(1.0)
    kept = DeliveryView(rules, kit)
    rect = pygame.Rect(12, 76, size[0] - 440, size[1] - 90)
    s = rules.new_game(tuple(Seat() for _ in range(3)), 4, {})
    obs = rules.observation(s, 0)
    t = obs.trucks[0]
    chosen = replace(obs, trucks=(replace(t, kept=t.hand[:1]), *obs.trucks[1:]))
    pictures = set()
    for o, viewer in ((obs, 0), (chosen, 0), (chosen, None)):
        fresh = _fresh(kit)
        mine = _picture(lambda surface: kept.draw(surface, o, viewer, rect, kept.layout(o, viewer, rect)), size)
        theirs = _picture(lambda surface: fresh.draw(surface, o, viewer, rect, fresh.layout(o, viewer, rect)), size)
        assert mine == theirs
        pictures.add(mine)
        _, parts = tabletop_parts.lay_out(kept, kit, size, o, 3)
        strip, turned, spots = parts[0]
        mine = _picture(lambda surface: kept.draw_seat(surface, o, viewer, 0, strip, spots), turned)
        theirs = _picture(lambda surface: fresh.draw_seat(surface, o, viewer, 0, strip, spots), turned)
        assert mine == theirs
    assert len(pictures) == 3


def test_the_kept_key_card_and_supply_follow_who_holds_an_ability_and_the_mints_left():
    """(At 4K, where the key card's abilities lie clear of its edge and the card is kept.)"""
    pygame.init()
    size = (3840, 2160)
    kit = Kit(2.0)
    kept = DeliveryView(rules, kit)
    rect = pygame.Rect(12, 76, size[0] - 440, size[1] - 90)
    s = rules.new_game(tuple(Seat() for _ in range(3)), 4, {"abilities": "on"})
    s = rules.apply(s, rules.legal_actions(s)[0])
    obs = rules.observation(s, 0)
    t = obs.trucks[1]
    held = replace(obs, trucks=(obs.trucks[0], replace(t, abilities=obs.key[:1]), *obs.trucks[2:]))
    fewer = replace(held, supply=(held.supply[0] - 1, *held.supply[1:]))
    pictures = set()
    for o in (obs, held, fewer):
        fresh = _fresh(kit)
        mine = _picture(lambda surface: kept.draw(surface, o, 0, rect, kept.layout(o, 0, rect)), size)
        theirs = _picture(lambda surface: fresh.draw(surface, o, 0, rect, fresh.layout(o, 0, rect)), size)
        assert mine == theirs
        pictures.add(mine)
    assert len(pictures) == 3


def test_at_4k_the_kept_view_draws_what_a_fresh_view_draws():
    """(A token drawn 2,000 px from where it was first drawn may differ by a pixel: every kept
    picture is drawn where it lies on the table. Five drivers put a hexagon there.)"""
    pygame.init()
    size = (3840, 2160)
    kit = Kit(2.0)
    kept = DeliveryView(rules, kit)
    rect = pygame.Rect(12, 76, size[0] - 440, size[1] - 90)
    for n, (obs, seat) in enumerate(_states(*GAMES[3], 6)):
        fresh = _fresh(kit)
        mine = _picture(lambda surface: kept.draw(surface, obs, seat, rect, kept.layout(obs, seat, rect)), size)
        theirs = _picture(lambda surface: fresh.draw(surface, obs, seat, rect, fresh.layout(obs, seat, rect)), size)
        assert mine == theirs, f"step {n} differs"


def _parts(view: DeliveryView, draw: Any) -> list[Any]:
    """The parts ``draw`` hands the view's layers (in the order they are painted), unpainted."""
    got: list[Any] = []

    def take(self: Any, surface: Any, parts: Any, in_place: bool = False, ground: Any = None) -> None:
        got.extend(parts)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Layers, "paint", take)
        draw()
    return got


@pytest.mark.parametrize(("players", "options", "seed"), [GAMES[0], GAMES[-1]], ids=lambda g: str(g))
def test_each_part_paints_only_within_its_area(players, options, seed):
    """(In place a part is painted clipped to the places painted again: a pixel it draws outside
    its area would be lost there.) Both layouts (the table-top board and each driver's strip),
    720p to 4K, parts painted in turn on the table."""
    pygame.init()
    for size in ((1280, 720), (1920, 1080), (3840, 2160)):
        kit = Kit(size[1] / 1080)
        view = DeliveryView(rules, kit)
        rect = pygame.Rect(12, 76, size[0] - 440, size[1] - 90)
        for n, (obs, seat) in enumerate(_states(players, options, seed, 24)):
            if n % (8 if size[0] > 2000 else 3):
                continue
            surface = pygame.Surface(size)
            surface.fill(palette.TABLE)
            spots = view.layout(obs, seat, rect)
            normal = _parts(view, lambda: view.draw(surface, obs, seat, rect, spots))
            _, laid = tabletop_parts.lay_out(view, kit, size, obs, len(obs.seats))
            board, turned, board_spots = laid["board"]
            upright = pygame.Surface(turned)
            upright.fill(palette.TABLE)
            on_board = _parts(view, lambda: view.draw_board(upright, obs, None, board, board_spots))
            checks = [(surface, normal), (upright, on_board)]
            for key, (strip, turned, strip_spots) in laid.items():  # (each driver's strip)
                if key != "board" and view._has_area(obs, key):
                    own = pygame.Surface(turned)
                    own.fill(palette.TABLE)
                    checks.append((own, _parts(view, lambda: view.draw_seat(own, obs, seat, key, strip, strip_spots))))
            for target, parts in checks:
                assert parts
                for part in parts:
                    before = painted.round_bytes(target, part.area)  # (up to 96 px round the area)
                    part.paint()
                    assert painted.round_bytes(target, part.area) == before, (
                        f"{size} step {n}: {part.name} draws outside its area"
                    )


def test_a_move_repaints_only_what_it_changed_as_a_new_view_paints_it():
    """A truck's move, painted in place over the last drawing (normal layout and table-top board),
    repaints a small part of the surface (where the truck was and is, and the supply's lit stacks):
    the frame is the one a new view paints from nothing."""
    pygame.init()
    size = (1920, 1080)
    kit = Kit(1.0)
    s = rules.new_game(tuple(Seat() for _ in range(3)), 4, {"abilities": "on", "road_conditions": "3"})
    while s.phase == "keep":
        s = rules.apply(s, rules.parse_action("keep none"))
    moved = rules.apply(s, next(a for a in rules.legal_actions(s) if type(a).__name__ == "Move"))
    rect = pygame.Rect(12, 76, size[0] - 440, size[1] - 90)
    view = DeliveryView(rules, kit)
    surface = pygame.Surface(size)
    surface.fill(palette.TABLE)
    for n, state in enumerate((s, moved)):
        obs = rules.observation(state, 0)
        view.in_place = n > 0
        view.draw(surface, obs, 0, rect, view.layout(obs, 0, rect))
        fresh = _fresh(kit)
        fresh.keep = True
        theirs = _picture(lambda t: fresh.draw(t, obs, 0, rect, fresh.layout(obs, 0, rect)), size)
        assert pygame.image.tobytes(surface, "RGB") == theirs
    assert view.damage is not None and sum(d.width * d.height for d in view.damage) < 0.05 * size[0] * size[1]
    _, laid = tabletop_parts.lay_out(view, kit, size, rules.observation(s, None), 3)
    board, turned, _ = laid["board"]
    upright = pygame.Surface(turned)
    upright.fill(palette.TABLE)
    for n, state in enumerate((s, moved)):
        obs = rules.observation(state, None)
        view.in_place = n > 0
        view.draw_board(upright, obs, None, board, dict(view.layout_board(obs, None, board)))
        fresh = DeliveryView(rules, kit)
        theirs = _picture(
            lambda t: fresh.draw_board(t, obs, None, board, dict(fresh.layout_board(obs, None, board))), turned
        )
        assert pygame.image.tobytes(upright, "RGB") == theirs
    assert view.damage is not None and sum(d.width * d.height for d in view.damage) < 0.15 * turned[0] * turned[1]


@pytest.mark.parametrize(("players", "options", "seed"), GAMES, ids=lambda g: str(g))
def test_painted_in_place_step_after_step_the_table_is_the_one_a_new_view_paints(players, options, seed):
    """The solitaire (its belts, panels and the AI's trail) and 2 to 5 drivers, in both layouts:
    each step painted in place over the last is what a new view paints from nothing."""
    pygame.init()
    size = (1920, 1080)
    kit = Kit(1.0)
    view, board_view = DeliveryView(rules, kit), DeliveryView(rules, kit)  # (a view forgets the other layout)
    rect = pygame.Rect(12, 76, size[0] - 440, size[1] - 90)
    surface = pygame.Surface(size)
    surface.fill(palette.TABLE)
    upright: pygame.Surface | None = None
    places = 0
    for n, (obs, seat) in enumerate(_states(players, options, seed, 40)):
        view.in_place = n > 0
        view.draw(surface, obs, seat, rect, view.layout(obs, seat, rect))
        places += view.damage is not None
        fresh = DeliveryView(rules, kit)
        theirs = _picture(lambda t: fresh.draw(t, obs, seat, rect, fresh.layout(obs, seat, rect)), size)
        assert pygame.image.tobytes(surface, "RGB") == theirs, f"step {n}"
        _, laid = tabletop_parts.lay_out(fresh, kit, size, obs, len(obs.seats))
        board, turned, spots = laid["board"]
        if upright is None or upright.get_size() != turned:
            upright = pygame.Surface(turned)
            upright.fill(palette.TABLE)
        board_view.in_place = n > 0
        board_view.draw_board(upright, obs, None, board, spots)
        places += board_view.damage is not None
        theirs = _picture(lambda t: fresh.draw_board(t, obs, None, board, spots), turned)
        assert pygame.image.tobytes(upright, "RGB") == theirs, f"step {n}, the table-top board"
    assert places >= 2 * n


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_strip_painted_in_place_paints_again_only_what_a_move_changed(size):
    """Table-top mode hands a driver's strip back holding its last drawing: the view paints again
    only what a move changed on it (a card taken, the mints loaded; the whole panel when its tint
    comes or goes with the driver's turn), says where, and the strip is what a new view paints on
    a new one."""
    pygame.init()
    assert DeliveryView.seat_in_place
    kit = Kit(size[1] / 1080)
    view = DeliveryView(rules, kit)
    shares = [share for n, share in _strip_steps(view, kit, size, 1, 60) if n]
    assert len(shares) > 40
    assert shares.count(0) >= len(shares) // 2, "the moves of others leave the strip as it lies"
    some = [x for x in shares if 0 < x < 0.5]
    assert len(some) >= 4, f"a load or a dealt card paints again a small share of the strip: {shares}"


def test_a_strips_bare_panel_keeps_no_picture_and_paints_the_same():
    """A driver's strip panel is a bare rounded panel as big as the strip: it keeps no picture of
    its own (at 3840x2160 four of them held 11 MiB) but is painted again wherever what lies on it
    is, and the strip, painted in place step after step, is what a new view paints."""
    pygame.init()
    size = (1920, 1080)
    kit = Kit(1.0)
    view = DeliveryView(rules, kit)
    for n, _ in _strip_steps(view, kit, size, 1, 20):
        kept = view._seat_layers[1]._kept[("strip", 1)]
        assert kept[2] is None, f"step {n}: the panel kept a picture"


def _strip_steps(view: DeliveryView, kit: Kit, size: tuple[int, int], seat: int, steps: int) -> Any:
    """A 4-driver game step by step, ``seat``'s strip painted in place by ``view`` and checked
    against a new view's: each step's number and the share of the strip painted again."""
    surface: pygame.Surface | None = None
    for n, (obs, _) in enumerate(_states(4, {"abilities": "on"}, 6, steps)):
        _, laid = tabletop_parts.lay_out(view, kit, size, obs, 4)
        strip, turned, _ = laid[seat]
        if surface is None:
            surface = pygame.Surface(turned)
            tabletop_parts.strip_ground(kit, seat, surface)
        yield n, tabletop_parts.strip_in_place(view, DeliveryView(rules, kit), obs, seat, strip, surface, n > 0)
