"""Mint Italy's mats in parts: a move paints again only the parts of a mat that show something
new (the header, a column, a track, a supply card, the order...), in the normal layout and in a
table-top strip; when the turn passes, a mat's parts kept in the tint it takes are laid back; and
every part of a strip painted again under any clip gives the pixels of the whole painting."""

from __future__ import annotations

import random
import statistics
from typing import Any

import pygame
import pytest

from mint.games.italy import rules as R
from mint.games.italy.view import ItalyView
from mint.ui import layers, palette
from mint.ui.kit import Kit
from tests import tabletop_parts
from tests.games.italy.test_kept import _states


def _painted(monkeypatch: Any) -> list[tuple[Any, str, pygame.Rect]]:
    """Every part a view's layers plan from now on: its name, how it is painted and its area."""
    seen: list[tuple[Any, str, pygame.Rect]] = []
    plan = layers.Layers._plan

    def spy(self: Any, surface: Any, parts: Any) -> Any:
        out = plan(self, surface, parts)
        seen.extend((part.name, how, area) for part, area, _, _, how in out)
        return out

    monkeypatch.setattr(layers.Layers, "_plan", spy)
    return seen


def _table(monkeypatch: Any) -> tuple[ItalyView, pygame.Rect, pygame.Surface, list[tuple[Any, str, pygame.Rect]]]:
    """A view, the table's rect in a 1920x1080 window, its surface and the parts planned."""
    pygame.init()
    size = (1920, 1080)
    surface = pygame.Surface(size)
    surface.fill(palette.TABLE)
    return ItalyView(R, Kit(1.0)), pygame.Rect(12, 76, size[0] - 440, size[1] - 90), surface, _painted(monkeypatch)


def _each_drawn(view: ItalyView, rect: pygame.Rect, surface: pygame.Surface, seen: list[Any], states: list[Any]) -> Any:
    """Each observation drawn on the table in turn (in place after the first), with the parts it
    planned in ``seen``: yields its number and itself."""
    for n, obs in enumerate(states):
        spots = view.layout(obs, None, rect)
        seen.clear()
        view.in_place = n > 0
        view.draw(surface, obs, None, rect, spots)
        yield n, obs


def _mat(name: Any) -> bool:
    """A part of a mat (not its shadow)."""
    return "'mat'" in repr(name) and "shadow" not in repr(name)


def test_a_move_paints_again_a_few_parts_of_a_mat(monkeypatch):
    view, rect, surface, seen = _table(monkeypatch)
    shares = []
    for n, obs in _each_drawn(view, rect, surface, seen, [obs for obs, _ in _states(3, 5, 60)]):
        if n < 6:  # (each mat seen in both tints first)
            continue
        panel = view.geometry(obs, rect).mats[0].panel
        painted = sum(a.width * a.height for name, how, a in seen if _mat(name) and how == "paint")
        shares.append(painted / (panel.width * panel.height))
    # (a mat was painted again whole after nearly every move, its player's or the turn passing: 1 and
    # more; in parts, about 0.35 of one mat: the header, the columns' rings, the order, a supply
    # card; with a quarter of the other tint's pictures kept, 0.58, and two mats when the turn passed)
    assert statistics.median(shares) < 0.45, statistics.median(shares)
    assert max(shares) < 1.5, "the turn passing lays the mats back in the tint they take"


def test_the_first_turn_passing_after_a_whole_painting_paints_a_few_parts_of_the_mats(monkeypatch):
    """A table painted whole (opened, resized) paints each mat ahead in its other tint: the first
    turn passing then paints again only what changed on the two mats whose tint changes (it
    painted both whole), and shows what a new view paints."""
    pygame.init()
    size = (1920, 1080)
    rect = pygame.Rect(12, 76, size[0] - 440, size[1] - 90)
    seen = _painted(monkeypatch)
    states = [obs for obs, _ in _states(3, 5, 60)]
    passings = [(a, b) for a, b in zip(states, states[1:]) if R.to_act(a) != R.to_act(b) and b.phase == "play"]
    assert len(passings) >= 5
    shares = []
    for before, after in passings[:8]:
        view = ItalyView(R, Kit(1.0))
        surface = pygame.Surface(size)
        surface.fill(palette.TABLE)
        view.in_place = False
        view.draw(surface, before, None, rect, view.layout(before, None, rect))
        seen.clear()
        view.in_place = True
        view.draw(surface, after, None, rect, view.layout(after, None, rect))
        panel = view.geometry(after, rect).mats[0].panel
        painted = sum(a.width * a.height for name, how, a in seen if _mat(name) and how == "paint")
        shares.append(painted / (panel.width * panel.height))
        fresh = pygame.Surface(size)
        fresh.fill(palette.TABLE)
        new = ItalyView(R, Kit(1.0))
        new.draw(fresh, after, None, rect, new.layout(after, None, rect))
        assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(fresh, "RGB")
    # (the two mats painted whole: 2 and more)
    assert statistics.median(shares) < 0.8, shares


def _drawn_strips(view: ItalyView, kit: Kit, states: list[Any], seen: list[Any] | None = None) -> Any:
    """Each seat's strip at 1920x1080 drawn in place, state after state (``seen`` emptied before
    each): yields the state's number, the seat, its strip, and the seats to act before and now."""
    kept: dict[int, pygame.Surface] = {}
    actor = None
    for n, (obs, _) in enumerate(states):
        was, actor = actor, R.to_act(obs)
        _, parts = tabletop_parts.lay_out(view, kit, (1920, 1080), obs, len(obs.players))
        for seat in range(len(obs.players)):
            strip, turned, spots = parts[seat]
            surface = kept.setdefault(seat, pygame.Surface(turned))
            view.in_place, view.ground = n > 0, (lambda s: s.fill(palette.TABLE))
            if n == 0:
                surface.fill(palette.TABLE)
            if seen is not None:
                seen.clear()
            view.draw_seat(surface, obs, None, seat, strip, spots)
            yield n, seat, strip, was, actor
    view.in_place, view.ground = False, None


def test_a_move_lays_a_few_parts_of_a_strip_on_the_table():
    pygame.init()
    kit = Kit(1.0)
    view = ItalyView(R, kit)
    shares = []
    for n, seat, strip, was, actor in _drawn_strips(view, kit, _states(4, 6, 60)):
        damage, view.damage = view.damage, None
        if n and damage and (was == seat) == (actor == seat):  # (the turn passing tints a whole mat)
            panel = view.seat_geometry(seat, strip).panel
            shares.append(sum(d.width * d.height for d in damage) / (panel.width * panel.height))
    # (a changed mat was laid on whole)
    assert statistics.median(shares) < 0.4, statistics.median(shares)


def test_the_turn_passing_lays_a_strip_s_mat_back_in_the_tint_it_takes(monkeypatch):
    """A strip keeps its mat's pictures in both tints (a quarter of them kept, the turn passing
    painted most of the mat again): once each seat has acted, the turn passing paints again only
    what changed on the mats whose tint changes."""
    pygame.init()
    kit = Kit(1.0)
    view = ItalyView(R, kit)
    seen = _painted(monkeypatch)
    shares: list[float] = []
    acted: set[Any] = set()
    for n, seat, strip, was, actor in _drawn_strips(view, kit, _states(4, 6, 80), seen):
        if n and was != actor and seat in (was, actor) and {was, actor} <= acted:
            panel = view.seat_geometry(seat, strip).panel
            painted = sum(a.width * a.height for name, how, a in seen if _mat(name) and how == "paint")
            shares.append(painted / (panel.width * panel.height))
        acted.add(actor)
    assert len(shares) >= 6
    assert statistics.median(shares) < 0.5, shares


@pytest.mark.parametrize("scale", [2 / 3, 1.0, 2.0], ids=str)
def test_a_strip_s_parts_painted_again_under_a_clip_are_the_whole_painting(scale):
    """A strip's parts painted again in place are clipped to the places painted again, which
    may cut across them (pygame draws a rect's outline or an arc through
    a clip's edge otherwise: the outline is filled side by side, the arcs laid on)."""
    pygame.init()
    kit = Kit(scale)
    view = ItalyView(R, kit)
    size = (round(1920 * scale), round(1080 * scale))
    rnd = random.Random(7)
    for obs, _ in _states(4, 6, 40)[::8]:
        _, parts = tabletop_parts.lay_out(view, kit, size, obs, len(obs.players))
        for seat in range(len(obs.players)):
            strip, turned, _ = parts[seat]
            surface = pygame.Surface(turned)
            surface.fill(palette.TABLE)
            mat = view._seat_parts(surface, obs, seat, strip)
            for part in mat:
                part.paint()
            whole = surface.copy()
            for part in mat:
                a = part.area
                for _ in range(4):
                    x, y = rnd.randint(a.x - 4, a.right), rnd.randint(a.y - 4, a.bottom)
                    clip = pygame.Rect(x, y, rnd.randint(1, a.width), rnd.randint(1, a.height))
                    clip = clip.clip(surface.get_rect())
                    if not clip.width or not clip.height:
                        continue
                    surface.blit(whole, (0, 0))
                    surface.set_clip(clip)
                    surface.fill(palette.TABLE)
                    for other in mat:
                        if other.area.colliderect(clip):
                            other.paint()
                    surface.set_clip(None)
                    again = pygame.image.tobytes(surface.subsurface(clip), "RGB")
                    assert again == pygame.image.tobytes(whole.subsurface(clip), "RGB"), f"{part.name} {clip}"


def test_a_table_top_board_keeps_no_picture_of_the_island():
    """The hex board keeps its own picture of the island: on a table-top board (4K: a screen's
    memory) the island's ground is painted again from it where a token changed, not kept twice."""
    pygame.init()
    kit = Kit(2.0)
    view = ItalyView(R, kit)
    obs, _ = _states(4, 6, 12)[-1]
    _, parts = tabletop_parts.lay_out(view, kit, (3840, 2160), obs, 4)
    rect, turned, spots = parts["board"]
    surface = pygame.Surface(turned)
    surface.fill(palette.TABLE)
    view.draw_board(surface, obs, None, rect, spots)
    kept = {name: pixels for name, (_, _, pixels) in view._board_layers._kept.items()}
    assert "island" in kept and kept["island"] is None
    assert kept["mercato"] is not None  # (the cards and boxes are kept)


def test_a_move_paints_again_the_cards_of_the_cards_row_it_changes(monkeypatch):
    """The cards row in parts: the deck, each order in the row, the fee card, each scoring card
    (each card's shadow apart). A move paints again the cards it changes, not the row: taking an
    order paints its place and the deck's, a round's end the fee and the scoring cards."""
    view, rect, surface, seen = _table(monkeypatch)
    names = {"deck", "fee", "bot cards"}
    row = []
    states = [obs for obs, _ in _states(3, 5, 120)]
    for n, _ in _each_drawn(view, rect, surface, seen, states):
        cards = [name for name, how, _ in seen if how == "paint" and (name in names or name[0] in ("row", "score"))]
        if n and cards:
            row.append(len(cards))
    whole = 1 + len(view.geometry(states[-1], rect).row) + 1 + 4
    assert len(row) >= 10, "the cards row never changed"
    assert max(row) < whole and statistics.median(row) <= 3, row


def test_the_cities_at_the_games_end_are_painted_where_they_show_not_kept(monkeypatch):
    """The cities' outlines the game's end shows over the island are painted again wherever a
    painting reaches them, not kept: a picture of the whole island, new in the game's last frame,
    cost more to keep (3 ms at 3840x2160) than the outlines do to paint."""
    view, rect, surface, seen = _table(monkeypatch)
    states = _states(3, 5, 10_000)
    over = states[-1][0]
    assert over.phase == "over"
    planned = []
    for _ in _each_drawn(view, rect, surface, seen, [states[-2][0], over]):
        planned += [name for name, *_ in seen]
    layers.keep_painted()
    assert "cities" in planned
    assert view._layers._kept["cities"][2] is None
