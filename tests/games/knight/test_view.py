"""The Mint Knight table, headless: new and mid-game positions draw at 1080p and 720p, solo and
co-op; every spot a legal action names has a place; dragging the hero onto a lit space moves it,
a hand card dropped on a zone is played; random input never breaks the table."""

from __future__ import annotations

import time

import pygame
import pytest

from mint.core.game import Seat, replace
from mint.core.rng import Rng
from mint.core.session import Session
from mint.core.spots import Spot
from mint.games.knight import board as B
from mint.games.knight import bots
from mint.games.knight import play as P
from mint.games.knight import rules as R
from mint.games.knight import terrain as T
from mint.games.knight.actions import EndTurn, Explore, Fight, MoveTo, Next, Play, Under, UseUnit
from mint.games.knight.state import State, Unit
from mint.games.knight.view import KnightView
from mint.games.knight.view_layout import HAND_CARD_PX
from mint.games.knight.view_map import LEGEND_COLUMN, frontier
from mint.scenes.table import TableScene
from mint.ui.app import App
from mint.ui.kit import Kit
from mint.ui.view_api import Shape, region_rect

SIZES = {(1920, 1080): pygame.Rect(12, 76, 1496, 992), (1280, 720): pygame.Rect(8, 51, 964, 661)}


def _view(scale: float = 1.0) -> KnightView:
    pygame.init()
    return KnightView(R, Kit(scale))


def _check(view: KnightView, s: State, rect: pygame.Rect, surface: pygame.Surface) -> dict:
    """Lay out and draw ``s`` as its first seat sees it; every legal action's spots are placed."""
    obs = R.observation(s, 0)
    spots = view.layout(obs, 0, rect)
    view.draw(surface, obs, 0, rect, spots)
    assert view.status(obs)
    for sid in spots:
        view.tooltip(obs, sid)
    for a in R.legal_actions(s):
        for sid in (a.source, a.target):
            assert sid is None or sid in spots, f"{a} needs a spot {sid}"
    for sid, region in spots.items():
        r = region_rect(region)
        assert rect.inflate(4, 4).contains(r), f"{sid} at {r} lies outside {rect}"
    return spots


def _situation(s: State) -> str:
    if s.phase == "over":
        return "over"
    if s.pending:
        return s.pending[0].kind
    if s.combat is not None:
        return s.combat.phase
    return f"cards {len(s.placed)}"


def playout(players: int, seed: int, steps: int = 600):
    """Positions of a random game that likes to explore, walk and fight (so the map grows)."""
    s = R.new_game(tuple(Seat() for _ in range(players)), seed)
    rng = Rng.from_seed(seed)
    for _ in range(steps):
        yield s
        if R.to_act(s) is None:
            return
        legal = R.legal_actions(s)
        eager: list = [a for a in legal if isinstance(a, Explore)]
        eager = eager or [a for a in legal if isinstance(a, (MoveTo, Fight))]
        k, rng = rng.randrange(3)
        a, rng = rng.choice(eager if eager and k == 0 else legal)
        s = R.apply(s, a)


@pytest.mark.parametrize("players", [1, 2])
@pytest.mark.parametrize("size", list(SIZES))
def test_positions_draw_and_every_move_has_a_place(players, size):
    view = _view(size[1] / 1080)
    surface = pygame.Surface(size)
    seen: set[str] = set()
    for seed in range(3):
        for step, s in enumerate(playout(players, seed)):
            new = _situation(s)
            if new not in seen or step % 9 == 0:
                seen.add(new)
                _check(view, s, SIZES[size], surface)
    assert {"cards 1", "cards 2", "ranged", "block", "under"} <= seen


def test_a_big_map_with_units_rewards_and_a_wound_loop_draws():
    view = _view()
    s = R.new_game((Seat(), Seat()), 5)
    placed = (("S0", "basic", (0, 0)), ("T1", "basic", (1, 0)), ("T2", "basic", (1, 1)), ("K1", "basic", (2, 1)))
    cubes = tuple((p[2], c) for p, c in zip(placed, ("red", "white", "green", "red")))
    h = s.heroes[0]
    h = replace(h, xp=20, units=(Unit("spearmen"), Unit("knights", "used"), Unit("bard", "wounded")))
    s = replace(s, placed=placed, cubes=cubes, extra=(((2, 1), "green"),), heroes=(h, *s.heroes[1:]))
    s = replace(s, vanquished=frozenset({((0, 0), "3"), ((1, 0), "1")}))
    spots = _check(view, s, SIZES[(1920, 1080)], pygame.Surface((1920, 1080)))
    m = B.the_map(s)
    assert all(Spot("space", T.format_place(p)) in spots for p in m.places)
    assert Spot("unit", 2, 0) in spots and Spot("units", seat=0) in spots


def test_combat_panel_shows_the_totals():
    view = _view()
    for s in playout(1, 1, 2000):
        if s.combat is not None and s.combat.phase == "block" and any(isinstance(a, Play) for a in R.legal_actions(s)):
            break
    else:
        pytest.skip("no blocking phase in this game")
    spots = _check(view, s, SIZES[(1920, 1080)], pygame.Surface((1920, 1080)))
    assert Spot("combat") in spots
    e = B.foe(s.combat)
    assert e.name in (view.tooltip(s, Spot("combat")) or "")
    assert sum(B.block_parts(s.combat)) == sum(b for b, _ in s.combat.blocks)


def test_drops_mean_the_actions_that_name_them():
    view = _view()
    for s in playout(2, 3, 300):
        for a in R.legal_actions(s):
            if a.source is not None and a.target is not None and not isinstance(a, UseUnit):
                got = view.action_for(s, a.source, a.target)
                assert got == a or type(got) is type(a), f"{a}: {got}"


# --- through the table -------------------------------------------------------------------------


def table(players: int = 1, seed: int = 3, size=(1920, 1080)):
    app = App(size, headless=True)
    app.settings.speed = "instant"
    seats = tuple(Seat("human", f"P{i + 1}") for i in range(players))
    scene = TableScene(app, Session("knight", seats, seed, {}))
    app.push(scene)
    app.step(16, [])
    return app, scene


def post(app, *events):
    app.step(16, [pygame.event.Event(t, d) for t, d in events])


def motion(pos, buttons=(1, 0, 0)):
    return (pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": buttons})


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


def _with_move(seed: int = 3) -> State:
    """A first turn after cards were played for Move until the hero can walk (the first game
    from ``seed`` on where that works)."""
    for n in range(seed, seed + 40):
        s = R.new_game((Seat(),), n)
        while not s.pending and not any(isinstance(a, MoveTo) for a in R.legal_actions(s)):
            plays = [
                a
                for a in R.legal_actions(s)
                if isinstance(a, Play) and "Move" in R.describe(s, a) and "xhaust" not in R.describe(s, a)
            ]
            if not plays:
                break
            s = R.apply(s, max(plays, key=lambda a: (a.how != "side", a.how == "strong")))
        if any(isinstance(a, MoveTo) for a in R.legal_actions(s)):
            return s
    raise AssertionError("no game lets the hero walk on its first turn")


@pytest.mark.parametrize("size", list(SIZES))
def test_dragging_the_hero_onto_a_lit_space_moves_it(size):
    app, scene = table(size=size)
    s = _with_move()
    set_state(app, scene, s)
    moves = [a for a in R.legal_actions(s) if isinstance(a, MoveTo)]
    assert moves
    target = max(moves, key=lambda a: P.paths(s, 0)[B.the_map(s).index(a.place)][0])
    spots = scene._spots
    hero = spots[Spot("hero", seat=0)]
    wanted = {a.target for a in R.legal_actions(s) if a.source == Spot("hero", seat=0)}

    def lit():
        assert scene.lit_targets() == wanted

    drag(app, _centre(hero), _centre(spots[target.target]), lit)
    assert scene.session.actions[-1] == target
    assert scene.session.state.heroes[0].place == B.the_map(s).places[B.the_map(s).index(target.place)]


def test_a_hand_card_dropped_on_a_zone_is_played():
    app, scene = table()
    s = scene.session.state
    play = next(a for a in R.legal_actions(s) if isinstance(a, Play) and a.how == "side" and a.option == 0)
    spots = scene._spots
    drag(app, _centre(spots[play.source]), _centre(spots[play.target]))
    assert scene.session.actions[-1] == play
    assert scene.session.state.heroes[0].hand_use[play.pos] == "played"
    assert scene.session.state.turn.move == s.turn.move + 1


def test_a_drop_on_the_wrong_zone_says_why():
    app, scene = table()
    s = scene.session.state
    legal = R.legal_actions(s)
    spots = scene._spots
    zones = [sid for sid in spots if isinstance(sid, Spot) and sid.kind == "use"]
    cards = [sid for sid in spots if isinstance(sid, Spot) and sid.kind == "hand"]
    card, zone = min(
        ((c, z) for c in cards for z in zones if not any(a.source == c and a.target == z for a in legal)),
        key=lambda cz: cz[1].key != "strong0",
    )
    drag(app, _centre(spots[card]), _centre(spots[zone]))
    assert scene.session.state == s and not scene.session.actions
    assert scene.toast is not None and scene.toast[0]


def _with_explore() -> State:
    """A first turn whose hero stands on the start card's east edge with 4 Move."""
    s = R.new_game((Seat(),), 3)
    h = replace(s.heroes[0], place=((0, 0), "2"))
    s = replace(s, heroes=(h,), turn=replace(s.turn, move=4, visited=(h.place,)))
    assert any(isinstance(a, Explore) for a in R.legal_actions(s))
    return s


def test_the_explore_ghost_takes_the_hero():
    s = _with_explore()
    explores = [a for a in R.legal_actions(s) if isinstance(a, Explore)]
    app, scene = table()
    set_state(app, scene, s)
    spots = scene._spots
    assert {a.target for a in explores} <= set(spots)
    drag(app, _centre(spots[Spot("hero", seat=0)]), _centre(spots[explores[0].target]))
    assert scene.session.actions[-1] == explores[0]
    assert len(scene.session.state.placed) == 2


def test_clean_up_drags_a_card_under_the_deck():
    s = next(s for s in playout(1, 0, 2000) if s.pending and s.pending[0].kind == "under")
    app, scene = table()
    set_state(app, scene, s)
    under = next(a for a in R.legal_actions(s) if isinstance(a, Under))
    spots = scene._spots
    drag(app, _centre(spots[under.source]), _centre(spots[Spot("deck", seat=0)]))
    assert scene.session.actions[-1] == under


def test_random_input_never_breaks_the_table():
    app, scene = table(2, seed=4)
    rng = Rng.from_seed(9)
    w, h = app.size
    kinds = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.MOUSEWHEEL)
    for i in range(400):
        k, rng = rng.randrange(len(kinds))
        x, rng = rng.randrange(w)
        y, rng = rng.randrange(h)
        kind = kinds[k]
        if kind == pygame.KEYDOWN:
            key, rng = rng.choice([pygame.K_TAB, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_h])
            ev = (kind, {"key": key, "mod": 0, "unicode": "", "scancode": 0})
        elif kind == pygame.MOUSEWHEEL:
            ev = (kind, {"x": 0, "y": 1, "flipped": False, "precise_x": 0.0, "precise_y": 1.0})
        elif kind == pygame.MOUSEMOTION:
            ev = motion((x, y), (i % 2, 0, 0))
        else:
            ev = (kind, {"pos": (x, y), "button": 1})
        post(app, ev)
        if i % 50 == 0 and scene.human_to_act():
            legal = scene.legal()
            ends = [a for a in legal if isinstance(a, (EndTurn, Next))]
            if ends:
                scene.perform(ends[0])
        app.step(int(0.05 * 1000), [])
    app.draw(app.window)


def test_frames_are_quick():
    app, scene = table(1, seed=5)
    s = _with_move(5)
    set_state(app, scene, s)
    app.draw(app.window)
    steady = []
    for i in range(20):
        scene.pointer_move((700 + i, 500))
        t = time.perf_counter()
        app.draw(app.window)
        steady.append(time.perf_counter() - t)
    steady.sort()
    assert steady[len(steady) // 2] < 0.03  # the bench asks for 4 ms; a test machine may be slow


# --- the look: the map's fit, the zones' words, the hand's room -----------------------------------


@pytest.mark.parametrize("size", list(SIZES))
def test_the_map_fits_its_cards_and_the_slots_they_may_grow_into(size):
    view = _view(size[1] / 1080)
    rect = SIZES[size]
    for s in (R.new_game((Seat(),), 3), _with_explore()):
        _check(view, s, rect, pygame.Surface(size))
        p = view.placed
        room = view.geometry(s, rect).map_room
        assert set(p.ghosts) == set(frontier(s)) and p.ghosts
        drawn = [*p.card_rects.values(), *(r.inflate(view.kit.px(8), view.kit.px(8)) for r in p.ghosts.values())]
        box = drawn[0].unionall(drawn[1:])
        assert room.contains(box)
        # centred in the room, or in what is left of it right of the movement table's column
        column = view.kit.px(LEGEND_COLUMN)
        centres = (room.centerx, room.centerx + column // 2)
        assert min(abs(box.centerx - c) for c in centres) <= 3 and abs(box.centery - room.centery) <= 3
        assert view.legend_box(view.geometry(s, rect), ()) is not None, "the movement table has its place"
        card = next(iter(p.card_rects.values()))
        fills = box.width >= room.width * 0.9 or box.height >= room.height * 0.9
        assert fills or card.width >= room.width * 0.44 or card.height >= room.height * 0.44


def _bot_game(players: int, seed: int, cards: int) -> State:
    """A heuristic-bot game's first position with ``cards`` terrain cards on the map."""
    bot = bots.HeuristicBot()
    s = R.new_game(tuple(Seat() for _ in range(players)), seed)
    while len(s.placed) < cards and s.phase != "over":
        seat = R.to_act(s)
        s = R.apply(s, bot.choose(R, R.observation(s, seat), seat, R.legal_actions(s), 0.0, seed))
    return s


@pytest.mark.parametrize("size", list(SIZES))
def test_the_explored_cards_take_the_room_and_an_empty_slot_shows_only_its_margin(size):
    view = _view(size[1] / 1080)
    rect = SIZES[size]
    late = _bot_game(players=2, seed=5, cards=5)
    for s in (R.new_game((Seat(),), 3), _with_explore(), late):
        _check(view, s, rect, pygame.Surface(size))
        p = view.placed
        room = view.geometry(s, rect).map_room
        cards = list(p.card_rects.values())
        box = cards[0].unionall(cards[1:])
        # the cards themselves (not room kept for unexplored slots) span most of the room one way
        # (a lone card up to MAX_CARD_SHARE of it, less the movement table's column when no corner
        # of the room is free for it)
        assert box.width >= room.width * 0.6 or box.height >= room.height * 0.6, (box, room)
        card = cards[0]
        for ghost in p.ghosts.values():  # a strip beside the cards, not a whole card
            assert min(ghost.width, ghost.height) <= card.width * 0.4


def test_the_map_eases_to_a_new_fit():
    view = _view()
    rect = SIZES[(1920, 1080)]
    s = R.new_game((Seat(),), 3)
    placed = (("S0", "basic", (0, 0)), ("T1", "basic", (1, 0)), ("T2", "basic", (0, 1)))
    s = replace(s, placed=placed)
    view.layout(s, 0, rect)
    assert view.map_ease is None
    bigger = replace(s, placed=(*placed, ("K1", "basic", (1, 1))))
    view.layout(bigger, 0, rect)
    assert view.map_ease is not None and view.map_ease.scale1 < view.map_ease.scale0
    surface = pygame.Surface((1920, 1080))
    spots = view.layout(bigger, 0, rect)
    view.draw(surface, bigger, 0, rect, spots)
    steps = 0
    while view.update(0.05):
        view.draw_overlay(surface, bigger, 0, spots, None)
        steps += 1
        assert steps < 20
    assert view.map_ease is None and steps >= 5


def test_the_zones_say_what_they_do():
    view = _view()
    rect = SIZES[(1920, 1080)]
    surface = pygame.Surface((1920, 1080))
    for step, s in enumerate(playout(1, 3, 400)):
        if step % 7:
            continue
        spots = _check(view, s, rect, surface)
        for z in view.placed.zones:
            words = view.zone_words(s, z)
            assert words and "option" not in words.lower(), (z, words)
        for sid in spots:
            if isinstance(sid, Spot) and sid.kind in ("hand", "unit", "skill", "spell", "artifact"):
                for z, words in view._held_words(s, sid).items():
                    assert words and "option" not in words.lower(), (sid, z, words)


def _big_hands(players: int) -> State:
    """Every hero at level 9 (a hand of seven) with seven cards in hand."""
    s = R.new_game(tuple(Seat() for _ in range(players)), 2)
    heroes = []
    for h in s.heroes:
        more = 7 - len(h.hand)
        h = replace(h, xp=52, hand=(*h.deck[:more], *h.hand), deck=h.deck[more:], hand_use=("",) * 7)
        heroes.append(h)
    return replace(s, heroes=tuple(heroes))


@pytest.mark.parametrize("players", [1, 2])
@pytest.mark.parametrize("size", list(SIZES))
def test_a_hand_of_seven_lies_side_by_side_with_words_at_full_size(players, size):
    view = _view(size[1] / 1080)
    s = _big_hands(players)
    spots = _check(view, s, SIZES[size], pygame.Surface(size))
    acting = P.actor(s)
    cards = sorted((r for sid, r in spots.items() if sid.kind == "hand" and sid.seat == acting), key=lambda r: r.x)
    assert len(cards) == 7
    for a, b in zip(cards, cards[1:]):
        assert a.right <= b.x, "hand cards overlap"
    least = HAND_CARD_PX * view.kit.scale - 2  # the face is designed for this height (words at 18 px at 1080p)
    assert all(r.height >= least for r in cards)
    hg = view.geometry(s, SIZES[size]).heroes[acting]
    others = [r for sid, r in spots.items() if sid.kind in ("hand", "deck", "discard") and sid.seat != acting]
    assert not any(hg.area.colliderect(r) for r in others)


def _at_town(xp: int, units: tuple = ()) -> State:
    s = R.new_game((Seat(),), 3)
    h = replace(s.heroes[0], place=((0, 0), "3"), xp=xp, units=units)  # on the Town
    return replace(s, heroes=(h,), turn=replace(s.turn, influence=9))


@pytest.mark.parametrize(
    "xp,units,words",
    [(0, (), "no unit spot yet"), (7, (Unit("bard"),), "Every unit spot is taken (1 of 1)")],
)
def test_a_refused_recruit_says_why_beside_the_drop(xp, units, words):
    app, scene = table()
    s = _at_town(xp, units)
    s = replace(s, unit_offer=("herbalist", *s.unit_offer[1:]))  # recruited at a Town
    set_state(app, scene, s)
    spots = scene._spots
    row = region_rect(spots[Spot("units", seat=0)])
    free = next(
        (x, y)
        for y in range(row.bottom - 4, row.y, -8)
        for x in range(row.right - 4, row.x, -8)
        if scene.hits.at((x, y)) == Spot("units", seat=0)
    )  # on the row, not on a unit
    drag(app, _centre(spots[Spot("offer", 0)]), free)
    assert scene.session.state == s and scene.toast is not None and words in scene.toast[0]
    assert scene.refused is not None and scene.refused[0] == "units"  # F1 opens the rules page at Units
    view = scene.view
    assert view.refused is not None and view.refused[0] == Spot("units", seat=0) and words in view.refused[1]
    before = app.render_fresh()
    for _ in range(200):  # the note goes after a while
        app.step(16, [])
    assert view.refused is None and app.render_fresh().get_view("2").raw != before.get_view("2").raw


def test_influence_that_could_not_recruit_is_called_of_no_use_before_it_is_paid_for():
    view = _view()
    s = _at_town(0)
    parley = [a for a in R.legal_actions(s) if isinstance(a, Play) and a.how == "side" and a.option == 3]
    assert parley
    words = view._held_words(s, parley[0].source)
    assert "of no use now, no unit spot until level 3" in words["side3"]
    s = _at_town(7)
    assert "of no use" not in view._held_words(s, parley[0].source)["side3"]


def test_a_level_up_shows_each_candidates_side_now_beside_its_advanced_side_the_skill_and_the_unit_spots():
    from mint.games.knight import cards as C
    from mint.games.knight.view_choices import side_words
    from tests.games.knight.test_rules import fight, game, with_hand

    s = with_hand(game(seed=3), ["fury", "stride", "volley", "mend", "ward"])
    s = B.with_hero(s, 0, replace(s.heroes[0], xp=1))
    s = fight(s, "orcs-green-1", "attack", attacks=((1, "physical", False),))
    s = R.apply(s, Play(0, 0, "basic", 0))
    assert s.pending[0].kind == "flip"
    view = _view()
    rect = pygame.Rect(0, 0, 1920, 1080)
    _check(view, s, rect, pygame.Surface(rect.size))
    assert view.placed.level_up is not None and not view.placed.unit_offer
    lines = " ".join(w[0] for w in view.level_up_lines(s, 0))
    assert (
        f"Skill gained: {C.SKILL_BY_ID[s.skills[0].id].name}" in lines and "Unit spots: 0; the next at level 3" in lines
    )
    fury = C.ACTION_BY_ID["fury"]
    now, adv = side_words("fury", False, False)[0], side_words("fury", True, False)[0]
    assert C.text_of(fury.half(False, False).stronger) in now and C.text_of(fury.half(True, False).stronger) in adv
    assert now.startswith("Now: ") and adv.startswith("Advanced: ") and now != adv


def _hex_size(scene) -> float:
    """The map's hex width: the median width of its spaces' regions (the first one may be a corner
    joined across cards, or cut at the room's edge once zoomed)."""
    widths = sorted(
        region_rect(r).width for sid, r in scene._spots.items() if isinstance(sid, Spot) and sid.kind == "space"
    )
    return widths[len(widths) // 2]


def test_the_map_zooms_with_the_wheel_and_keys_pans_with_the_arrows_and_fits_again_with_0(monkeypatch):
    app, scene = table(size=(1280, 720))
    room = scene.view.board.rect
    fit = _hex_size(scene)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: room.center)
    post(app, (pygame.MOUSEWHEEL, {"x": 0, "y": 5, "flipped": False}))
    bigger = _hex_size(scene)
    assert bigger > fit * 2 and scene.log.scroll == 0  # the wheel over the map zooms it, not the log
    before = dict(scene._spots)
    post(app, (pygame.KEYDOWN, {"key": pygame.K_UP, "mod": 0, "unicode": ""}))
    post(app, (pygame.KEYDOWN, {"key": pygame.K_LEFT, "mod": 0, "unicode": ""}))
    moved = [sid for sid in before if isinstance(sid, Spot) and sid.kind == "space" and sid in scene._spots]
    assert any(region_rect(before[sid]).center != region_rect(scene._spots[sid]).center for sid in moved)
    for sid in scene._spots:  # nothing out of the map room can be reached
        if isinstance(sid, Spot) and sid.kind == "space":
            assert room.collidepoint(region_rect(scene._spots[sid]).center)
    post(app, (pygame.KEYDOWN, {"key": pygame.K_0, "mod": 0, "unicode": "0"}))
    assert abs(_hex_size(scene) - fit) <= 1
    post(app, (pygame.KEYDOWN, {"key": pygame.K_EQUALS, "mod": 0, "unicode": "="}))
    assert _hex_size(scene) > fit
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (room.right + 300, room.centery))
    post(app, (pygame.MOUSEWHEEL, {"x": 0, "y": 1, "flipped": False}))  # off the map: the log's wheel
    assert _hex_size(scene) < fit * 1.3


def test_a_pinch_over_the_map_zooms_it():
    app, scene = table(size=(1280, 720))
    room = scene.view.board.rect
    fit = _hex_size(scene)
    x, y = room.centerx / 1280, room.centery / 720
    post(app, (pygame.MULTIGESTURE, {"x": x, "y": y, "pinched": 0.1, "rotated": 0.0, "num_fingers": 2}))
    assert _hex_size(scene) > fit * 1.2


@pytest.mark.parametrize("tabletop", [False, True])
def test_a_resting_table_paints_ahead_the_faces_of_the_cards_the_heroes_draw_next(tabletop):
    """While nothing moves the view paints, one a frame, the faces of each hero's hand and of the
    cards they draw next, at the size a hand's cards have, and the unit offering's lit and greyed:
    the frame after the turn passes (a hand shown whole again, new cards drawn) finds them painted."""
    from tests.ui import screen_harness as h

    app, table = h.table_app("knight", seed=6, size=(1920, 1080), players=2, tabletop=tabletop)
    h.idle(app, 60)
    view = table.view
    sizes = {r.size for hand in view.hands if hand.last is not None for r in hand.last.rects.values()}
    assert sizes
    faces = {(c.title, c.advanced, c.waning) for hero in table.obs.heroes for c in hero.deck[: B.hand_size(hero)]}
    painted = view.action_cards._cache
    missing = [(face, size) for face in faces for size in sizes if (face, 0, False, size, 0, False) not in painted]
    assert not missing, f"not painted ahead: {missing}"
    offer = {r.size for r in view.placed.unit_offer}  # (the unit offering, lit and greyed)
    units = [(("unit", uid), size, dim) for uid in table.obs.unit_offer for size in offer for dim in (False, True)]
    assert units
    missing = [u for u in units if (u[0], 0, False, u[1], 0, u[2]) not in view.small_cards._cache]
    assert not missing, f"not painted ahead: {missing}"


def test_the_frame_that_shows_a_move_paints_no_face_ahead(monkeypatch):
    """Faces are painted ahead in the frames after, never in the frame that shows the move."""
    import random

    from tests.ui import screen_harness as h

    app, table = h.table_app("knight", seed=6, size=(1920, 1080), players=2)
    view = table.view
    made = [0]
    card_image, update = view.action_cards.card_image, KnightView.update

    def counted(*args, **kw):
        made[0] += 1
        return card_image(*args, **kw)

    ahead: list[int] = []

    def spied(self, dt):
        made[0] = 0
        busy = update(self, dt)
        ahead.append(made[0])
        return busy

    monkeypatch.setattr(view.action_cards, "card_image", counted)
    monkeypatch.setattr(KnightView, "update", spied)
    rng = random.Random(3)
    later = 0
    for _ in range(8):
        ahead.clear()
        table.perform(rng.choice(table.legal()), speed=0)
        h.idle(app, 4)
        assert ahead[0] == 0, "a face was painted ahead in the frame that shows the move"
        later += sum(ahead[1:])
    assert later > 0


@pytest.mark.parametrize("tabletop", [False, True])
def test_a_move_that_leaves_the_map_as_it_was_makes_none_of_its_spaces_spots_again(tabletop):
    """The spots of the map's spaces hold while the shapes placed and the map's room do: laying
    the table out after a move that left the map as it was takes them as they were."""
    import random

    from tests.ui import screen_harness as h

    app, table = h.table_app("knight", seed=6, size=(1920, 1080), players=2, tabletop=tabletop)
    rng = random.Random(4)
    kept = 0
    for _ in range(8):
        before = {k: k for k in table.hits.spots if isinstance(k, Spot) and k.kind == "space"}
        shapes = table.view.placed.hexes
        table.perform(rng.choice(table.legal()), speed=0)
        h.idle(app, 2)
        if table.view.placed.hexes is not shapes:
            continue
        after = [k for k in table.hits.spots if isinstance(k, Spot) and k.kind == "space"]
        assert after and all(before.get(k) is k for k in after), "the spaces' spots were made again"
        kept += 1
    assert kept >= 4
