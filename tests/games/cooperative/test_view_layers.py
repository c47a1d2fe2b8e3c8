"""The kept layers of the Mint Cooperative view: over random moves of seeded games, a view that
keeps its parts draws every picture (the whole table, and in table-top mode the shared board and
each seat's strip) byte for byte as a fresh view draws the same observation, and the frame after a
move repaints only the parts the move changed."""

from __future__ import annotations

import random
from typing import Iterator

import pygame

from mint.core.game import Seat
from mint.core.rng import Rng
from mint.games.cooperative import rules as R
from mint.games.cooperative import view as V
from mint.games.cooperative import view_layout as L
from mint.games.cooperative import view_trouble as VT
from mint.ui import palette
from mint.ui.kit import Kit

#: players, options, seed: seeded games, every villain and option among them
GAMES = (
    (3, {"villain": "gorillic", "mint_it_up": "on", "hard": "on"}, 2),
    (3, {"villain": "gorillic", "mint_it_up": "on"}, 6),  # (after the last: the same table but Hard Mode)
    (2, {"villain": "plaqula", "heroes": "choose", "mint_it_up": "on"}, 4),
    (4, {"villain": "decay", "heroes": "choose"}, 3),
    (1, {"villain": "halitosis"}, 5),
)
MOVES = 40  #: of each game
SCALE = 0.5  #: the pictures at 960x540 (the parts' keys do not depend on the size)


def _observations(players: int, options: dict[str, str], seed: int, moves: int) -> list[R.State]:
    s = R.new_game([Seat("human", f"P{i + 1}") for i in range(players)], seed, options)
    rng = Rng.from_seed(seed)
    out = [R.observation(s, None)]
    while R.to_act(s) is not None and len(out) < moves:
        a, rng = rng.choice(R.legal_actions(s))
        s = R.apply(s, a)
        out.append(R.observation(s, None))
    return out


def _table(view: V.CooperativeView, obs: R.State, on: pygame.Surface | None = None) -> bytes:
    """The whole table, on a new surface, or painted in place ``on`` the one it was last painted on."""
    k = view.kit
    surface = pygame.Surface((k.px(1920), k.px(1080))) if on is None else on
    if on is None:
        surface.fill(palette.TABLE)
    rect = pygame.Rect(k.px(12), k.px(76), k.px(1496), k.px(992))
    view.in_place = on is not None
    view.draw(surface, obs, None, rect, view.layout(obs, None, rect))
    view.in_place = False
    return pygame.image.tobytes(surface, "RGB")


def _tabletop(view: V.CooperativeView, obs: R.State) -> list[bytes]:
    k = view.kit
    board = pygame.Surface((k.px(1500), k.px(720)))
    board.fill(palette.TABLE)
    rect = pygame.Rect(0, 0, k.px(1500), k.px(720))
    view.draw_board(board, obs, None, rect, view.layout_board(obs, None, rect))
    out = [pygame.image.tobytes(board, "RGB")]
    for seat in range(len(obs.seats)):
        strip = pygame.Surface((k.px(1500), k.px(260)))
        strip.fill(palette.lighter(k.player_color(seat), 0.9))
        rect = pygame.Rect(k.px(10), k.px(8), k.px(1480), k.px(236))
        view.draw_seat(strip, obs, None, seat, rect, view.layout_seat(obs, None, seat, rect))
        out.append(pygame.image.tobytes(strip, "RGB"))
    return out


def test_kept_parts_draw_what_a_fresh_view_draws():
    """One game after another, each view keeping its parts from the last picture it drew."""
    pygame.init()
    kit = Kit(SCALE)
    kept, kept_tt = V.CooperativeView(R, kit), V.CooperativeView(R, kit)
    for game in GAMES:
        for i, obs in enumerate(_observations(*game, moves=MOVES)):
            assert _table(kept, obs) == _table(V.CooperativeView(R, kit), obs), (game, i, obs.phase)
            assert _tabletop(kept_tt, obs) == _tabletop(V.CooperativeView(R, kit), obs), (game, i, obs.phase)


def _spy(monkeypatch, painted: list[str], name: str) -> None:
    """Each call of the painter ``name`` (of ``view_draw``, or ``VT.`` of ``view_trouble``) named in ``painted``."""
    module, attr = (VT, name[3:]) if name.startswith("VT.") else (V.D, name)
    real = getattr(module, attr)
    monkeypatch.setattr(module, attr, lambda *a, _n=name, _f=real, **kw: (painted.append(_n), _f(*a, **kw))[1])


def _spied_table(monkeypatch, names: tuple[str, ...]) -> tuple[V.CooperativeView, pygame.Surface, list[str]]:
    """A view of the whole table at 1920x1080, the surface it paints in place on, and the list of
    the calls of the painters ``names`` (``_spy``)."""
    pygame.init()
    surface = pygame.Surface((1920, 1080))
    surface.fill(palette.TABLE)
    painted: list[str] = []
    for name in names:
        _spy(monkeypatch, painted, name)
    return V.CooperativeView(R, Kit(1.0)), surface, painted


def test_the_frame_after_a_move_repaints_only_what_changed(monkeypatch):
    """Taking a die that flies its hero and calms the panic changes the tray (its head and dice, not
    its panel) and the panic track (its count, the marker and the cells it left and came to, not its
    panel): the map, its towns, the villain card, the trouble panel and the hero cards are blitted."""
    pygame.init()
    view = V.CooperativeView(R, Kit(1.0))
    s = R.new_game([Seat("human", "P1")], 2, {"villain": "nick"})
    rng = random.Random(3)
    while s.phase != "choose":
        s = R.apply(s, rng.choice(R.legal_actions(s)))
    surface = pygame.Surface((1920, 1080))
    surface.fill(palette.TABLE)
    _table(view, R.observation(s, None), surface)
    painted: list[str] = []
    for name in (
        "panic_ground",
        "panic_count",
        "panic_cell",
        "panic_marker",
        "map_ground",
        "town_face",
        "town_slot",
        "town_label",
        "meeple",
        "villain",
        "tray",
        "tray_head",
        "tray_die",
        "hero_face",
        "hero_foot",
        "hero_stunt",
        "VT.ground",
        "VT.deck_and_counts",
        "VT.shown",
    ):
        _spy(monkeypatch, painted, name)
    take = R.Take(0, "pizzaz")
    assert s.dice[0] == 4 and take in R.legal_actions(s)
    after = R.apply(s, take)
    assert after.panic < s.panic
    _table(view, R.observation(after, None), surface)
    assert set(painted) == {"panic_count", "panic_cell", "panic_marker", "tray_head", "tray_die"}
    assert painted.count("panic_cell") <= 4 and painted.count("tray_head") == 1


def test_a_kept_painting_is_forgotten_with_the_other_layout_and_a_new_kit():
    pygame.init()
    kit = Kit(SCALE)
    view = V.CooperativeView(R, kit)
    obs = _observations(2, {"mint_it_up": "on"}, 1, 5)[-1]
    _table(view, obs)
    assert view._layers._kept
    _tabletop(view, obs)
    assert not view._layers._kept and view._board_layers._kept
    view.set_kit(Kit(SCALE, palette.PALETTES["okabe-ito"][::-1]))
    assert not view._board_layers._kept and not view._seat_layers


def test_the_table_top_screen_draws_the_same_with_kept_parts():
    """The table scene in table-top mode (its strips turned to each seat) paints, after each of
    a run of moves, the same board and strips as it does with a fresh view."""
    from tests.ui.test_tabletop_games import _table as tabletop_scene

    app, table = tabletop_scene("cooperative", 4, (1920, 1080), seed=3)
    kept = table.view
    rng = random.Random(4)
    for i in range(30):
        legal = table.legal()
        if not legal:
            break
        table.perform(rng.choice(legal), speed=0)
        app.step(16, [])
        pictures = []
        for view in (kept, V.CooperativeView(R, table.kit)):
            table.view = view
            surface = pygame.Surface(app.size)
            surface.fill(palette.TABLE)
            table.edges.paint(surface)
            pictures.append(pygame.image.tobytes(surface, "RGB"))
        table.view = kept
        assert pictures[0] == pictures[1], i


def _played(players: int, seed: int, choices: int, moves: int) -> Iterator[tuple[R.State, R.State]]:
    """Each random move of a seeded game (Nick's), as the state before it and after it."""
    s = R.new_game([Seat("human", f"P{i + 1}") for i in range(players)], seed, {"villain": "nick"})
    rng = random.Random(choices)
    for _ in range(moves):
        if R.to_act(s) is None:
            return
        before, s = s, R.apply(s, rng.choice(R.legal_actions(s)))
        yield before, s


def test_a_strip_paints_again_round_its_card_not_the_card(monkeypatch):
    """In table-top mode the turn passing to another hero, or a hero going to another town,
    paints again on a seat's strip the ring's four sides and the line saying where the hero
    stands: well under a fifth of the hero's place, and never the card's face."""
    pygame.init()
    kit = Kit(1.0)
    view = V.CooperativeView(R, kit)
    strips: dict[int, pygame.Surface] = {}
    rect = pygame.Rect(kit.px(10), kit.px(8), kit.px(1480), kit.px(236))

    def paint(obs: R.State, seat: int) -> list[pygame.Rect] | None:
        fresh = seat not in strips
        strip = strips.setdefault(seat, pygame.Surface((kit.px(1500), kit.px(260))))
        view.in_place, view.ground = not fresh, lambda s: s.fill(palette.lighter(kit.player_color(seat), 0.9))
        if fresh:
            strip.fill(palette.lighter(kit.player_color(seat), 0.9))
        view.draw_seat(strip, obs, None, seat, rect, view.layout_seat(obs, None, seat, rect))
        return view.damage

    checked = 0
    for before, s in _played(4, 3, 5, 60):
        obs = R.observation(s, None)
        for seat in range(4):
            damage = paint(obs, seat)
            if damage is None or before.phase == "pick" or obs.phase == "pick" or before.stunts != s.stunts:
                continue
            (h, body, stunt), *_ = view._seat_geometry(obs, seat, rect)["slots"]
            if before.active == s.active and before.where[h] == s.where[h]:
                continue
            checked += 1
            place = body.union(stunt)
            assert sum(d.width * d.height for d in damage) < place.width * place.height / 5, (seat, damage)
            assert not any(d.contains(body.inflate(-kit.px(20), -kit.px(40))) for d in damage)
    assert checked >= 10


def test_the_turn_passing_paints_again_the_ring_not_the_hero_cards(monkeypatch):
    """On the whole table the ring round the active hero's card is four sides of its own: the turn
    passing to another hero paints again neither card (its face, its foot, its stunt below)."""
    view, surface, painted = _spied_table(monkeypatch, ("hero_face", "hero_foot", "hero_stunt"))
    checked = 0
    for before, s in _played(3, 4, 2, 80):
        painted.clear()
        _table(view, R.observation(s, None), surface)
        same = (before.where, before.stunts, before.field, before.phase == "pick") == (
            s.where,
            s.stunts,
            s.field,
            False,
        )
        if same and before.active != s.active:
            checked += 1
            assert not painted, painted
    assert checked >= 5


def test_a_card_revealed_paints_again_the_deck_and_the_cards_it_changed(monkeypatch):
    """The trouble panel stays: a card revealed paints again the deck's part, the new card and
    the one revealed before it (no longer the newest), not the panel nor the older cards."""
    view, surface, painted = _spied_table(monkeypatch, ("VT.ground", "VT.deck_and_counts", "VT.shown"))
    rect = pygame.Rect(12, 76, 1496, 992)
    checked = 0
    for n, (before, s) in enumerate(_played(3, 6, 1, 120)):
        painted.clear()
        _table(view, R.observation(s, None), surface)
        if n == 0 or "pick" in (before.phase, s.phase):  # (all of it painted: the first time, or new places)
            continue
        assert "VT.ground" not in painted
        g = view._geometry(s, rect)
        was, now = (len(L.shown_rows(view.kit, x, g["shown"])[1]) for x in (before, s))
        if len(s.shown) == len(before.shown) + 1 and now == was + 1 and was >= 1:
            checked += 1
            assert painted.count("VT.shown") == 2 and "VT.deck_and_counts" in painted, painted
    assert checked >= 3


def test_a_hero_going_to_another_town_paints_again_its_piece_not_the_towns(monkeypatch):
    """A town card stays: over it each slot of its track, its label, its tokens, the red ring and
    the heroes' pieces are parts of their own. A hero going to another town paints again the
    pieces, well under one town card; a mint placed a slot (and the edges of its neighbours)."""
    view, surface, painted = _spied_table(monkeypatch, ("town_face", "town_slot"))
    rect = pygame.Rect(12, 76, 1496, 992)
    moved = minted = 0
    for n, (before, s) in enumerate(_played(3, 4, 7, 150)):
        painted.clear()
        _table(view, R.observation(s, None), surface)
        if n == 0 or "pick" in (before.phase, s.phase):
            continue
        assert "town_face" not in painted
        card = next(iter(view._geometry(s, rect)["towns"].values()))
        damage = sum(d.width * d.height for d in view.damage or [] if d.colliderect(view._geometry(s, rect)["map"]))
        if (
            before.where != s.where
            and before.mints == s.mints
            and before.tokens == s.tokens
            and before.shown == s.shown
        ):
            moved += 1
            assert damage < card.width * card.height / 2, (n, view.damage)
        if sum(s.mints) == sum(before.mints) + 1 and before.tokens == s.tokens:
            minted += 1
            assert painted.count("town_slot") <= 3, (n, painted)  # (the slot, and the edges of those beside it)
    assert moved >= 3 and minted >= 3
