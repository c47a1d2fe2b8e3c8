"""Table-top mode keeps a seat's turned area while what it shows holds (the view's ``seat_key``):
after a move that leaves a strip alone the strip is neither drawn nor turned again, its bar has
only its words drawn again when they alone changed, and the table still shows exactly what
painting everything again on a new surface shows."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from tests.ui import screen_harness as h


def _shown(table: Any) -> bytes:
    return pygame.image.tobytes(table.painter.frame(), "RGB")


def _play(table: Any, app: Any, rng: random.Random, moves: int, drawn: list[list[int]]) -> list[int]:
    """Random moves; the moves at which the table differs from a fresh painting. ``drawn`` gets,
    for each move, the seats the table drew, then the seats the fresh painting drew."""
    wrong = []
    for i in range(moves):
        legal = table.legal()
        if not legal or table.session.over:
            break
        drawn.append([])
        table.perform(rng.choice(legal), speed=0)
        h.idle(app, 2)
        shown = _shown(table)
        drawn.append([])  # (the fresh painting's strips go to a list of their own)
        if shown != h.tabletop_from_nothing(table):
            wrong.append(i)
    return wrong


def _counting(table: Any, drawn: list[list[int]]) -> None:
    view = table.view
    draw_seat = view.draw_seat

    def counted(surface: Any, obs: Any, viewer: Any, seat: int, rect: Any, spots: Any) -> None:
        if drawn:
            drawn[-1].append(seat)
        draw_seat(surface, obs, viewer, seat, rect, spots)

    view.draw_seat = counted


KEYED = ("italy", "delivery", "cooperative", "control")  #: the views that say a seat_key


@pytest.mark.parametrize("game", KEYED)
def test_a_strip_whose_area_holds_is_left_as_it_lies_and_the_table_shows_the_same(game):
    app, table = h.table_app(game, seed=5, size=(1280, 720), tabletop=True, players=4)
    drawn: list[list[int]] = []
    _counting(table, drawn)
    assert _play(table, app, random.Random(3), 16, drawn) == []
    assert len(drawn) >= 20
    own = drawn[::2]
    assert all(sorted(d) == [0, 1, 2, 3] for d in drawn[1::2])  # (a fresh painting draws them all)
    assert sum(4 - len(d) for d in own) >= 8, f"{game}: strips drawn after each move: {own}"


@pytest.mark.parametrize("game", KEYED)
def test_a_key_that_misses_what_a_strip_shows_is_caught(game):
    """The comparison above has teeth: a seat key that ignores the area leaves old areas showing."""
    app, table = h.table_app(game, seed=5, size=(1280, 720), tabletop=True, players=4)
    table.view.seat_key = lambda obs, viewer, seat, rect, spots: ("always the same", seat)
    assert _play(table, app, random.Random(3), 16, []) != []


def test_a_view_without_a_seat_key_draws_every_strip_after_every_move():
    app, table = h.table_app("control", seed=5, size=(1280, 720), tabletop=True, players=4)
    table.view.seat_key = lambda obs, viewer, seat, rect, spots: None
    drawn: list[list[int]] = []
    _counting(table, drawn)
    assert _play(table, app, random.Random(3), 6, drawn) == []
    assert drawn and all(sorted(d) == [0, 1, 2, 3] for d in drawn), drawn


def test_a_bar_whose_words_alone_changed_has_only_its_words_drawn_again():
    app, table = h.table_app("delivery", seed=5, size=(1280, 720), tabletop=True, players=4)
    edges = table.edges
    said: list[str] = []
    draw_words = edges.bar_painter.draw_words

    def counted(surface: Any, seat: int, strip: Any, words: str) -> None:
        said.append(words)
        draw_words(surface, seat, strip, words)

    edges.bar_painter.draw_words = counted
    assert _play(table, app, random.Random(3), 12, []) == []
    assert len(said) >= 6, said


def test_a_bar_key_blind_to_what_the_bar_shows_is_caught():
    """A bar whose look was taken as unchanged (kept as it lies, or laid from a kept picture of
    another look) shows its last look: the comparison sees it."""
    app, table = h.table_app("delivery", seed=5, size=(1280, 720), tabletop=True, players=4)
    edges = table.edges
    bar_key = edges._bar_key
    edges._bar_key = lambda seat: (("the same look", seat), bar_key(seat)[1])
    assert _play(table, app, random.Random(3), 12, []) != []


def test_a_bar_laid_from_kept_pictures_is_the_bar_drawn_again():
    """A bar drawn again lays its tools from turned pictures kept by what they show (a tool looks
    as it did most of the time), and the table shows what painting everything on a new surface
    shows."""
    app, table = h.table_app("cooperative", seed=5, size=(1280, 720), tabletop=True, players=4)
    painter = table.edges.bar_painter
    drawn: list[Any] = []
    button = painter.button

    def counted(surface: Any, r: Any, text: str, enabled: bool, accent: bool = False, down: Any = None) -> None:
        drawn.append(down)
        button(surface, r, text, enabled, accent, down)

    painter.button = counted
    rng = random.Random(3)
    tools_drawn: list[int] = []
    for _ in range(16):
        legal = table.legal()
        if not legal or table.session.over:
            break
        table.perform(rng.choice(legal), speed=0)
        before = len(drawn)
        h.idle(app, 2)
        shown = _shown(table)
        tools_drawn.append(sum(down[1] != "move" for down in drawn[before:]))
        assert shown == h.tabletop_from_nothing(table)  # (which draws every tool again)
    assert len(tools_drawn) == 16
    assert tools_drawn.count(0) >= 8, f"tools drawn again after each move: {tools_drawn}"


def test_the_board_turning_to_face_another_seat_leaves_the_strips_as_they_lie():
    """When the turn passes between the seats at the top and at the bottom, the board turns about
    in its place: the gaps and the strips whose look holds are left as they lie (before, every
    strip was painted and turned again), and the table shows what a fresh painting shows."""
    app, table = h.table_app("cooperative", seed=5, size=(1280, 720), tabletop=True, players=4)
    drawn: list[list[int]] = []
    _counting(table, drawn)
    rng = random.Random(3)
    turned_about = []
    for _ in range(24):
        legal = table.legal()
        if not legal or table.session.over:
            break
        facing = table.edges.rotation
        drawn.append([])
        table.perform(rng.choice(legal), speed=0)
        h.idle(app, 2)
        shown = _shown(table)
        if table.edges.rotation != facing:
            turned_about.append(len(drawn[-1]))
        drawn.append([])  # (the fresh painting's strips go to a list of their own)
        assert shown == h.tabletop_from_nothing(table)
    assert turned_about, "the board never turned about"
    assert sum(turned_about) < 4 * len(turned_about), turned_about


def test_an_overlay_is_turned_only_as_far_as_what_it_holds_reaches():
    """A turned part's overlay is laid from the bounds of what it holds, with the pixels of the
    whole window turned and laid (an overlay here: a see-through mark in a corner of each strip)."""
    import mint.ui.tabletop as T

    app, table = h.table_app("italy", seed=5, size=(1280, 720), tabletop=True, players=4)
    edges, view = table.edges, table.view

    def mark(surface: Any, obs: Any, viewer: Any, seat: int, spots: Any, hovered: Any) -> bool:
        pygame.draw.circle(surface, (200, 30, 30, 140), (30 + 10 * seat, 20), 12)
        return True

    view.draw_seat_overlay = mark
    view.draw_overlay = lambda surface, obs, viewer, spots, hovered: False
    laid: list[tuple[int, int]] = []
    lay = T.lay_turned

    def spy(target: Any, upright: Any, rotation: int, at: Any) -> None:
        laid.append(upright.get_size())
        lay(target, upright, rotation, at)

    base = table.painter.frame().copy()
    ours, whole = base.copy(), base.copy()
    T.lay_turned = spy
    try:
        edges.draw_overlays(ours, None)
    finally:
        T.lay_turned = lay
    turned = 0
    for key, part in edges.parts.items():  # (each window turned and laid whole, as before)
        if key == "board":
            continue
        if part.turn.rotation == 0:
            mark(whole.subsurface(part.turn.screen_rect), None, None, key, None, None)
            continue
        window = pygame.Surface(part.turn.size, pygame.SRCALPHA)
        mark(window, None, None, key, None, None)
        part.turn.blit(whole, window)
        turned += 1
    assert pygame.image.tobytes(ours, "RGB") == pygame.image.tobytes(whole, "RGB")
    assert turned >= 2 and len(laid) == turned
    assert all(w <= 80 and h <= 80 for w, h in laid), laid  # (the mark's bounds, not the strip)


def test_an_overlay_that_says_where_it_painted_is_turned_from_there_without_looking():
    """An overlay that returns the rect it painted in is turned and laid from that rect, and the
    table does not look through the whole window for what holds pixels (a scan as dear as turning
    a 4K board); the screen shows the same as when it looks."""
    import mint.scenes.table.uprights as E
    import mint.ui.tabletop as T

    app, table = h.table_app("italy", seed=5, size=(1280, 720), tabletop=True, players=4)
    edges, view = table.edges, table.view

    def mark(surface: Any, obs: Any, viewer: Any, seat: int, spots: Any, hovered: Any) -> Any:
        return pygame.draw.circle(surface, (200, 30, 30, 140), (30 + 10 * seat, 20), 12)

    view.draw_overlay = lambda surface, obs, viewer, spots, hovered: False
    base = table.painter.frame().copy()
    looked, told = base.copy(), base.copy()
    view.draw_seat_overlay = lambda *a: bool(mark(*a))
    edges.draw_overlays(looked, None)
    view.draw_seat_overlay = mark
    laid: list[tuple[int, int]] = []
    lay = T.lay_turned

    def spy(target: Any, upright: Any, rotation: int, at: Any) -> None:
        assert upright.get_parent() is not None
        laid.append(upright.get_size())
        lay(target, upright, rotation, at)

    scans: list[Any] = []
    T.lay_turned = spy
    looks = E.pixels_reach
    E.pixels_reach = lambda surface: scans.append(surface) or looks(surface)
    try:
        edges.draw_overlays(told, None)
    finally:
        T.lay_turned, E.pixels_reach = lay, looks
    assert pygame.image.tobytes(told, "RGB") == pygame.image.tobytes(looked, "RGB")
    assert laid and all(w <= 26 and h <= 26 for w, h in laid), laid
    assert scans == []


def test_the_bar_of_a_strip_painted_in_place_on_the_screen_stays_unless_the_painting_reaches_it():
    """The strip that faces the screen's way (not turned) is painted in place on the screen itself:
    its bar stays on it when the places painted again do not reach under it (before, the bar was
    taken off and drawn again whenever its strip changed), and the table then shows what a fresh
    painting shows (the in-place tests compare every move)."""
    app, table = h.table_app("cooperative", seed=5, size=(1280, 720), tabletop=True, players=4)
    edges = table.edges
    upright = next(s for s, strip in edges.geometry.strips.items() if strip.turn.rotation == 0)
    painted, laid = [0], [0]
    draw_seat, lay = table.view.draw_seat, edges.bar_painter.lay

    def counted_seat(surface: Any, obs: Any, viewer: Any, seat: int, rect: Any, spots: Any) -> None:
        painted[0] += seat == upright
        draw_seat(surface, obs, viewer, seat, rect, spots)

    def counted_bar(surface: Any, seat: int, strip: Any) -> None:
        laid[0] += seat == upright
        lay(surface, seat, strip)

    table.view.draw_seat, edges.bar_painter.lay = counted_seat, counted_bar
    rng = random.Random(3)
    kept_bars: list[bool] = []  #: for each move that painted the strip but left its bar's look: the bar stayed
    for _ in range(24):
        legal = table.legal()
        if not legal or table.session.over:
            break
        look = edges._bar_key(upright)[0]
        painted[0] = laid[0] = 0
        table.perform(rng.choice(legal), speed=0)
        h.idle(app, 2)
        if painted[0] and edges._bar_key(upright)[0] == look:
            kept_bars.append(laid[0] == 0)
    # (a fresh painting shares the view, whose strips then paint whole once: it comes last)
    assert _shown(table) == h.tabletop_from_nothing(table)
    assert len(kept_bars) >= 3 and any(kept_bars), kept_bars


def test_the_overlays_surface_is_made_as_big_as_every_part_before_the_board_turns_about():
    """Once any part is turned, the see-through surface the overlays are drawn on is made as big
    as every part, the board not turned yet included: made when the board first turns to face
    another seat, it would cost the frame right after that move its making and first touch."""
    app, table = h.table_app("italy", seed=5, size=(1280, 720), tabletop=True, players=4)
    app.step(16, [])
    edges = table.edges
    assert any(p.turn.rotation != 0 for p in edges.parts.values())
    scratch = edges._scratch.surface
    assert scratch is not None
    for part in edges.parts.values():
        assert scratch.get_width() >= part.turn.size[0] and scratch.get_height() >= part.turn.size[1]


def test_the_last_move_said_to_every_seat_is_laid_out_once():
    """Every seat that does not act says the last move in its bar: its lines are laid out and
    drawn once, and each bar only turns them its way; the table shows what a fresh painting shows."""
    app, table = h.table_app("delivery", seed=5, size=(1280, 720), tabletop=True, players=4)
    kit = table.kit
    said: list[str] = []
    block = kit.block

    def counted(surface: Any, text: str, *a: Any, **k: Any) -> Any:
        said.append(text)
        return block(surface, text, *a, **k)

    kit.block = counted
    rng = random.Random(3)
    for _ in range(8):
        legal = table.legal()
        if not legal or table.session.over:
            break
        table.perform(rng.choice(legal), speed=0)
        said.clear()
        h.idle(app, 2)
        last = [s for s in said if s.startswith("Last")]
        assert len(last) == len(set(last)), said
    kit.block = block
    assert _shown(table) == h.tabletop_from_nothing(table)
