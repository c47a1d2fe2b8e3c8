"""A table in a headless window, driven the way a window drives it: every input is posted to
pygame's own queue and read by ``App.frame``, the window's loop, which presents what it draws.

The screen tests use it to compare what the loop presented with the same state drawn from scratch.
"""

from __future__ import annotations

import random
from typing import Any, Hashable

import pygame

from mint.core import registry
from mint.core.game import Seat
from mint.core.session import Session
from mint.scenes.table import TableScene
from mint.scenes.table.layout import named
from mint.ui.app import App

#: seat kinds per game for the screen tests: people only, and one person with a bot beside
PLAYERS = {"control": 2, "cooperative": 2, "delivery": 2, "italy": 2, "knight": 2}
FRAME_MS = 50  #: idle frames are long, so glides and waits run out in few of them


def table_app(
    game: str,
    seed: int,
    bots: tuple[str, ...] = (),
    size: tuple[int, int] = (1280, 720),
    tabletop: bool = False,
    players: int = 0,
    seating: str = "",
) -> tuple[App, TableScene]:
    """A table of ``game`` on a fresh headless app: people in every seat, then ``bots``."""
    import mint.scenes  # noqa: F401  (registers the screens the table opens by name)

    app = App(size, headless=True)
    app.keep_presented = True
    app.settings.tabletop = tabletop
    app.settings.tabletop_solo = tabletop
    app.settings.seating = seating
    n = max(players or PLAYERS[game], len(bots))
    kinds = list(bots) + ["human"] * (n - len(bots))
    seats = tuple(Seat(kind, f"P{i + 1}") for i, kind in enumerate(kinds))
    rules = registry.get(game)
    options = {spec.name: spec.default for spec in getattr(rules, "OPTIONS", ())}
    session = Session(game, seats, seed, options)
    table = TableScene(app, session)
    app.push(table)
    pygame.event.clear()
    idle(app, 3)
    return app, table


def advance(table: TableScene, rng: random.Random, moves: int) -> None:
    """Play ``moves`` random legal moves straight on the session (a random position to start from)."""
    rules = table.rules
    for _ in range(moves):
        state = table.session.state
        seat = rules.to_act(state)
        if seat is None or not table.session.seats[seat].is_human:
            break
        table.session.apply(rng.choice(rules.legal_actions(state)))
    table.changed()


def random_moves(table: TableScene, rng: random.Random, moves: int) -> Any:
    """Up to ``moves`` random legal moves made at the table (instantly), yielding the count made
    after each, while the game goes on."""
    for i in range(moves):
        legal = table.legal()
        if not legal or table.session.over:
            return
        table.perform(rng.choice(legal), speed=0)
        yield i


def idle(app: App, frames: int) -> None:
    """Frames of the window's loop with no new input (events the app posts itself are still read)."""
    for _ in range(frames):
        app.frame(FRAME_MS)


def post(kind: int, **data: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, data))


def drag(a: tuple[int, int], b: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2 + 7)
    post(pygame.MOUSEMOTION, pos=mid, rel=(mid[0] - a[0], mid[1] - a[1]), buttons=(1, 0, 0))
    post(pygame.MOUSEMOTION, pos=b, rel=(b[0] - mid[0], b[1] - mid[1]), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=b, button=1)


def click(p: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=p, button=1)
    post(pygame.MOUSEBUTTONUP, pos=p, button=1)


def key(k: int, mod: int = 0, char: str = "") -> None:
    post(pygame.KEYDOWN, key=k, mod=mod, unicode=char, scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode=char, scancode=0)


def center(table: TableScene, sid: Hashable) -> tuple[int, int] | None:
    region = table.hits.get(sid)
    if region is None:
        return None
    c = region.center
    return int(c[0]), int(c[1])


def moves_with_places(table: TableScene) -> list[tuple[Hashable, Hashable]]:
    """(source, target) pairs of the moves a person may make now by dragging, both on screen."""
    out = []
    for a in table.my_actions():
        if named(a.source) and named(a.target) and table.hits.get(a.source) and table.hits.get(a.target):
            out.append((a.source, a.target))
    return out


def refused_pairs(table: TableScene) -> list[tuple[Hashable, Hashable]]:
    """(source, target) pairs of spots that no legal move joins."""
    legal = {(a.source, a.target) for a in table.legal()}
    spots = [sid for sid in table.hits.spots if sid is not None]
    return [(s, t) for s in spots for t in spots if s != t and (s, t) not in legal]


def sidebar_buttons(table: TableScene) -> list[Any]:
    return [e for e in table.ui.get_sprite_group().sprites() if type(e).__name__ == "UIButton" and e.visible]


def one_input(app: App, table: TableScene, rng: random.Random) -> str:
    """Post one random input of a random kind; returns its kind."""
    kinds = ["drag", "clicks", "keys", "button", "undo", "redo", "hint", "refused", "wait"]
    kind = rng.choice(kinds)
    pairs = moves_with_places(table)
    if kind in ("drag", "clicks") and pairs:
        s, t = rng.choice(pairs)
        a, b = center(table, s), center(table, t)
        assert a is not None and b is not None
        if kind == "drag":
            drag(a, b)
        else:
            click(a)
            idle(app, 1)
            click(b)
    elif kind == "keys":
        for _ in range(rng.randint(1, 3)):
            key(pygame.K_TAB)
        key(pygame.K_RETURN)
    elif kind == "button":
        buttons = sidebar_buttons(table)
        if buttons:
            click(rng.choice(buttons).rect.center)
    elif kind == "undo":
        key(pygame.K_z, pygame.KMOD_LCTRL, "z")
    elif kind == "redo":
        key(pygame.K_y, pygame.KMOD_LCTRL, "y")
    elif kind == "hint":
        key(pygame.K_h, 0, "h")
    elif kind == "refused":
        bad = refused_pairs(table)
        if bad:
            s, t = rng.choice(bad)
            a, b = center(table, s), center(table, t)
            if a is not None and b is not None:
                drag(a, b)
    return kind


def presented_is_fresh(app: App) -> bool:
    """What the loop presented last is the current state drawn from scratch."""
    assert app.presented is not None
    shown = pygame.image.tobytes(app.presented, "RGB")
    return pygame.image.tobytes(app.render_fresh(), "RGB") == shown


def tabletop_from_nothing(table: TableScene) -> bytes:
    """The table-top board and bars painted from nothing, as RGB bytes: a new surface, with no
    ground, strip, bar or upright surface kept from the table's own painting (which goes on
    after it as before)."""
    from mint.scenes.table.bars import BarPainter
    from mint.scenes.table.board_ahead import TurnedAhead

    edges = table.edges
    names = ("_places", "_painted_on", "_painted", "_bar_kept", "_fresh")
    names += ("_board_upright", "_board_on", "_seat_upright", "_seat_on", "bar_painter", "board_ahead")
    kept = [getattr(edges, name) for name in names]
    fresh_values = ((), None, {}, {}, set(), None, None, {}, {}, BarPainter(edges), TurnedAhead())
    for name, fresh in zip(names, fresh_values, strict=True):
        setattr(edges, name, fresh)
    surface = pygame.Surface(table.app.size)
    surface.fill((255, 0, 255))  # (a gap left unfilled would show this)
    edges.paint(surface)
    edges.draw_bars(surface)
    for name, value in zip(names, kept, strict=True):
        setattr(edges, name, value)
    return pygame.image.tobytes(surface, "RGB")
