"""A game's table-top layout as the table makes it, without a window: the strips and the board
(``mint.ui.tabletop.lay_out``), each part's upright rect, turned size and spots, and drawing them."""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Sequence

import pygame

from mint.ui import palette
from mint.ui import tabletop as T
from mint.ui.kit import Kit


def lay_out(
    view: Any,
    kit: Kit,
    size: tuple[int, int],
    obs: Any,
    seats: int,
    edges: Sequence[str] = (),
    depth_check: Callable[[int], None] | None = None,
) -> tuple[T.Tabletop, dict[Any, tuple[pygame.Rect, tuple[int, int], dict[Any, Any]]]]:
    """The layout of ``obs`` with ``seats`` seats at ``edges`` (else where they sit by default):
    the geometry, and per part ("board" or a seat) its upright rect, turned size and spots.
    ``depth_check`` sees every depth the view asks for (None is refused)."""
    edges = tuple(edges) or T.seating(seats)

    def depth_of(seat: int, length: int) -> int | None:
        depth = view.seat_depth(obs, seat, length)
        assert depth is not None, "the view keeps its seats on the board"
        if depth_check is not None:
            depth_check(depth)
        return int(depth)

    geo = T.lay_out(kit, size, edges, depth_of)
    board = pygame.Rect((0, 0), geo.board.size)
    parts: dict[Any, tuple[pygame.Rect, tuple[int, int], dict[Any, Any]]] = {
        "board": (board, board.size, dict(view.layout_board(obs, None, board)))
    }
    for seat, strip in geo.strips.items():
        parts[seat] = (strip.area, strip.turn.size, dict(view.layout_seat(obs, None, seat, strip.area)))
    return geo, parts


def draw(view: Any, obs: Any, parts: dict[Any, tuple[pygame.Rect, tuple[int, int], dict[Any, Any]]]) -> None:
    """Draw every part upright on a surface of its own, as the table does before turning it."""
    for key, (rect, turned, spots) in parts.items():
        surface = pygame.Surface(turned)
        if key == "board":
            view.draw_board(surface, obs, None, rect, spots)
        else:
            view.draw_seat(surface, obs, None, key, rect, spots)


def samples(states: Sequence[Any], phase: Callable[[Any], str], every: int) -> list[tuple[Any, bool]]:
    """Positions worth drawing from a played game: the first state of each phase (marked True),
    every ``every``-th state besides, and the last."""
    seen: set[str] = set()
    out = []
    for i, s in enumerate(states):
        first = phase(s) not in seen
        if first or i % every == 0 or i == len(states) - 1:
            seen.add(phase(s))
            out.append((s, first))
    return out


def strip_ground(kit: Kit, seat: int, surface: pygame.Surface) -> None:
    """A strip's ground as the table paints it (within the surface's clip): its seat's band."""
    w, h = surface.get_size()
    surface.fill(palette.lighter(kit.player_color(seat), 0.9))
    pygame.draw.rect(surface, kit.player_color(seat), pygame.Rect(0, h - kit.px(6), w, kit.px(6)))


def strip_in_place(
    view: Any, new: Any, obs: Any, seat: int, strip: pygame.Rect, surface: pygame.Surface, in_place: bool = True
) -> float:
    """``seat``'s strip painted by ``view`` on ``surface`` as the table hands it: ``in_place``
    holding the view's last drawing of it (else the bare ground). It must be what ``new`` (a new
    view) paints on a new strip. Returns the share of the strip the view said it painted again."""
    spots = dict(view.layout_seat(obs, None, seat, strip))
    view.ground = partial(strip_ground, view.kit, seat)
    view.in_place = in_place
    view.draw_seat(surface, obs, None, seat, strip, spots)
    fresh = pygame.Surface(surface.get_size())
    strip_ground(new.kit, seat, fresh)
    new.draw_seat(fresh, obs, None, seat, strip, dict(new.layout_seat(obs, None, seat, strip)))
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(fresh, "RGB")
    if not in_place:
        return 1.0
    assert view.damage is not None, "the view said where it painted"
    return sum(d.width * d.height for d in view.damage) / (strip.width * strip.height)
