"""The Mint Delivery table, headless: it renders every mode, every drag has a place, and drags act."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from mint.core import words
from mint.core.game import Seat
from mint.core.rng import Rng
from mint.core.session import Session
from mint.core.spots import Spot
from mint.games.delivery import rules
from mint.games.delivery.actions import AiStep
from mint.games.delivery.cards import ORDER_INDEX, ORDERS
from mint.games.delivery.model import rep
from mint.games.delivery.view import DeliveryView
from mint.scenes.table import TableScene
from mint.ui.app import App
from mint.ui.kit import Kit
from tests import textsizes
from tests.games.delivery.helpers import italian

MODES = [(1, {"driver": "lola"}), (2, {}), (3, {"abilities": "on", "road_conditions": "4"}), (5, {"abilities": "on"})]


def table(players, options, size=(1280, 720), seed=3):
    app = App(size, headless=True)
    app.settings.speed = "instant"
    seats = tuple(Seat("human", f"P{i + 1}") for i in range(players))
    session = Session("delivery", seats, seed, options)
    scene = TableScene(app, session)
    app.push(scene)
    app.step(16, [])
    return app, scene


def post(app, *events):
    app.step(16, [pygame.event.Event(t, d) for t, d in events])


def drag(app, a, b):
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": a, "button": 1}))
    post(
        app,
        (pygame.MOUSEMOTION, {"pos": ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2), "rel": (0, 0), "buttons": (1, 0, 0)}),
    )
    post(app, (pygame.MOUSEMOTION, {"pos": b, "rel": (0, 0), "buttons": (1, 0, 0)}))
    post(app, (pygame.MOUSEBUTTONUP, {"pos": b, "button": 1}))


def redraw(app, scene):
    scene._changed()
    app.step(16, [])


@pytest.mark.parametrize(("players", "options"), MODES, ids=str)
@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_every_mode_renders_and_every_drag_has_a_place(players, options, size):
    pygame.init()
    view = DeliveryView(rules, Kit(size[1] / 1080))
    rect = pygame.Rect(12, 76, size[0] - 440, size[1] - 90)
    surface = pygame.Surface(size)
    s = rules.new_game(tuple(Seat() for _ in range(players)), 5, options)
    rng = Rng.from_seed(5)
    for step in range(160):
        seat = rules.to_act(s)
        if seat is None:
            break
        obs = rules.observation(s, seat)
        spots = view.layout(obs, seat, rect)
        if step % 8 == 0:
            view.draw(surface, obs, seat, rect, spots)
            assert view.status(obs)
            for sid in spots:
                view.tooltip(obs, sid)
        for a in rules.legal_actions(s):
            for sid in (a.source, a.target):
                assert sid is None or sid in spots, f"{a} needs a spot {sid}"
        a, rng = rng.choice(rules.legal_actions(s))
        s = rules.apply(s, a)


def test_dragging_the_truck_to_a_lit_space_moves_it():
    app, scene = table(2, {})
    for _ in range(2):
        scene.perform(rules.parse_action("keep none"))
    app.step(16, [])
    spots = scene._spots
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": spots[Spot("truck", seat=0)].center, "button": 1}))
    post(
        app,
        (
            pygame.MOUSEMOTION,
            {
                "pos": (spots[Spot("truck", seat=0)].centerx + 30, spots[Spot("truck", seat=0)].centery),
                "rel": (0, 0),
                "buttons": (1, 0, 0),
            },
        ),
    )
    assert scene.lit_targets() == {Spot("space", "W1"), Spot("space", "W2"), Spot("space", "W3"), Spot("space", "W4")}
    post(app, (pygame.MOUSEMOTION, {"pos": spots[Spot("space", "W1")].center, "rel": (0, 0), "buttons": (1, 0, 0)}))
    post(app, (pygame.MOUSEBUTTONUP, {"pos": spots[Spot("space", "W1")].center, "button": 1}))
    assert scene.session.state.trucks[0].pos == "W1"


def test_taking_an_order_by_dragging_it_to_the_area_and_fulfilling_by_dropping_mints():
    app, scene = table(2, {})
    s = scene.session
    for text in ("keep none", "keep none", "move W1", "move T1e", "end turn", "move T1"):
        s.apply(rules.parse_action(text))
    redraw(app, scene)
    order = s.state.towns[0].row[0]
    oid = ORDERS[order].id
    drag(app, scene._spots[Spot("order", oid)].center, scene._spots[Spot("area", seat=0)].center)
    state = s.state
    if state.turn.pending:  # mints lay on the order
        s.apply(rules.legal_actions(state)[0])
    assert order in s.state.trucks[0].orders
    # fulfilling: drop the truck's mints on an order that can be fulfilled here
    from tests.games.delivery.helpers import truck as with_truck
    from tests.games.delivery.helpers import turn

    state = turn(with_truck(s.state, 0, orders=("D-T1-01",), mints=(2, 0, 0)), seat=0, left=1, pending=())
    s.states[-1] = state
    redraw(app, scene)
    drag(app, scene._spots[Spot("mints", seat=0)].center, scene._spots[Spot("order", "D-T1-01")].center)
    assert s.state.trucks[0].done == (ORDER_INDEX["D-T1-01"],)


def test_solitaire_shows_the_ai_step_as_a_button_and_draws_its_trail():
    app, scene = table(1, {"driver": "rita"}, size=(1920, 1080))
    scene.perform(rules.parse_action("end turn"))
    app.step(16, [])
    buttons = [a for a in scene.my_actions() if not a.source and not a.target]
    assert buttons == [AiStep()]
    scene.perform(AiStep())
    app.step(16, [])
    assert scene.session.state.trail
    assert "Take Orders" in scene.session.log()[-1]


def test_loading_from_a_belt_by_dragging_a_front_mint_to_the_truck():
    app, scene = table(1, {"driver": "rita"}, size=(1920, 1080))
    s = scene.session
    s.apply(rules.parse_action("move F1"))
    s.apply(rules.parse_action("move F4"))
    while s.state.turn.seat == 1 or s.state.returns:
        s.apply(rules.legal_actions(s.state)[0])
    redraw(app, scene)
    load = next(a for a in rules.legal_actions(s.state) if type(a).__name__ == "BeltLoad")
    cursor = s.cursor
    drag(app, scene._spots[load.source].center, scene._spots[Spot("truck", seat=0)].center)
    # the drag spends nothing yet: it offers every count of that mint one load may take
    assert s.cursor == cursor and scene.chooser is not None
    counts = [a.count for a in scene.chooser]
    assert len(counts) > 1 and counts == sorted(counts, reverse=True)
    assert all(a.mint == load.mint and a.belt == load.belt for a in scene.chooser)
    assert "Load" in scene.chooser[0].label and str(counts[0]) in scene.chooser[0].label
    tip = scene.view.tooltip(scene.obs, load.source)
    assert "up to 4 Classic, 2 Sugar Free, 1 Cinnamon" in tip and "choose how many" in tip
    scene.perform(scene.chooser[0])
    assert sum(s.state.trucks[0].mints) == counts[0]


# --- glides, refusals and seat lines -----------------------------------------------------------

RECT = pygame.Rect(12, 76, 1480, 990)


def _view():
    pygame.init()
    return DeliveryView(rules, Kit(1.0))


def test_every_ai_step_glides_where_the_ai_then_goes():
    from mint.games.delivery import solo

    view = _view()
    seen = set()
    for seed, driver in enumerate(("rita", "eddie", "lola", "bertha", "marty") * 2):
        s = rules.new_game((Seat(),), seed, {"driver": driver})
        rng = Rng.from_seed(seed)
        while rules.to_act(s) is not None:
            legal = rules.legal_actions(s)
            if legal != [AiStep()]:
                a, rng = rng.choice(legal)
                s = rules.apply(s, a)
                continue
            obs = rules.observation(s, 0)
            plan = solo.ai_plan(obs)
            glide = view.glide_for(obs, AiStep())
            spots = view.layout(obs, 0, RECT)
            assert glide is not None and glide[0] in spots and glide[1] in spots, (plan, glide)
            before, s = s.trucks[1], rules.apply(s, AiStep())
            after = s.trucks[1]
            kind = plan[0]
            seen.add(kind)
            if kind == "move":
                assert glide == (Spot("truck", seat=1), Spot("space", after.pos)) and after.pos != before.pos
            elif kind == "load":
                belt, slot = glide[0].key, glide[0].seat
                assert glide[0].kind == "belt" and glide[1] == Spot("truck", seat=1) and slot is not None
                assert obs.belts[solo.BELTS.index(belt)][slot] == plan[2] and slot < solo.FRONT
                assert after.mints[plan[2]] > before.mints[plan[2]]
            elif kind == "take":
                assert glide[0].kind == "stack"
                stack = glide[0].key
                assert obs.towns[stack].row == (plan[1],) and after.orders[-1] == plan[1]
                landed = view.layout(rules.observation(s, 0), 0, RECT)[Spot("order", ORDERS[plan[1]].id)]
                assert (
                    glide[1] == Spot("next", seat=1) and spots[Spot("next", seat=1)] == landed
                )  # it lands where the card then lies
            elif kind == "fulfil":
                assert glide == (Spot("order", ORDERS[plan[1]].id), Spot("done", seat=1)) and after.done[-1] == plan[1]
            elif kind == "shift":
                name = glide[0].key
                assert glide == (Spot("belt", name, 0), Spot("beltback", name))
            else:
                assert glide == (Spot("truck", seat=1), Spot("truck", seat=1))  # standing still: nothing travels
    assert {"move", "load", "take", "fulfil"} <= seen


def test_ai_glide_comes_from_the_solitaire_plan_not_a_copy_of_it(monkeypatch):
    from mint.games.delivery import solo

    view = _view()
    s = rules.apply(rules.new_game((Seat(),), 3, {"driver": "rita"}), rules.parse_action("end turn"))
    monkeypatch.setattr(solo, "ai_plan", lambda state: ("move", ("F7",), "test", "take"))
    assert view.glide_for(rules.observation(s, 0), AiStep()) == (Spot("truck", seat=1), Spot("space", "F7"))


def test_bot_choices_without_a_gesture_glide_in_multiplayer():
    from tests.games.delivery.helpers import seats, town, truck, turn

    view = _view()
    s = rules.new_game(seats(3), 2, {})
    obs = rules.observation(s, 1)  # someone else watching seat 0 choose
    spots = view.layout(obs, 1, RECT)
    glides = {view.glide_for(obs, a) for a in rules.legal_actions(s)}
    assert glides == {(Spot("hand", 2, 0), Spot("area", seat=0))}  # the same for every choice: the secret stays secret
    assert set(next(iter(glides))) <= set(spots)
    # claiming the Classic mints lying on an order just taken
    s = start_at_t1()
    s = town(s, 0, row=("D-T1-01", "D-T1-02"), deck=("D-T1-03",), bonus=(2, 0))
    s = rules.apply(s, rules.parse_action("take D-T1-01"))
    assert s.turn.pending == ("claim",)
    obs = rules.observation(s, None)
    spots = view.layout(obs, None, RECT)
    assert view.glide_for(obs, rules.parse_action("claim 2")) == (Spot("claim", seat=0), Spot("truck", seat=0))
    assert view.glide_for(obs, rules.parse_action("claim 0")) == (Spot("claim", seat=0), Spot("supply"))
    assert {Spot("claim", seat=0), Spot("truck", seat=0), Spot("supply")} <= set(spots)
    assert spots[Spot("order", "D-T1-01")].collidepoint(spots[Spot("claim", seat=0)].center)  # the marker on the card
    view.draw(pygame.Surface((1500, 1080)), obs, None, RECT, spots)
    s = turn(truck(s, 0, mints=(1, 0, 0)), pending=("sample",))
    obs = rules.observation(s, None)
    assert view.glide_for(obs, rules.parse_action("bonus take")) == (Spot("load", 1), Spot("truck", seat=0))
    assert view.glide_for(obs, rules.parse_action("bonus skip")) is None
    assert view.glide_for(obs, rules.parse_action("end turn")) is None


def start_at_t1():
    """Two players past setup, seat 0 in Gumdrop Gully with an empty truck and two actions."""
    from tests.games.delivery.helpers import start, truck, turn

    return turn(truck(start(2), 0, pos="T1", mints=(0, 0, 0)), seat=0, left=2, pending=())


def test_table_glides_a_bot_step_and_the_ai_step():
    app, scene = table(1, {"driver": "rita"}, size=(1920, 1080))
    app.settings.speed = "normal"
    scene.perform(rules.parse_action("end turn"))
    app.step(16, [])
    for _ in range(200):  # let the end-turn settle
        if not scene.glides:
            break
        app.step(16, [])
    src, dst = scene.view.glide_for(scene._obs, AiStep())
    start_pos, end_pos = scene._spots[src].center, scene._spots[dst].center
    scene.perform(AiStep())
    assert [(g.start, g.end) for g in scene.glides] == [(start_pos, end_pos)]
    # a bot's claim in multiplayer glides with the bot's arrow
    app, scene = table(2, {})
    app.settings.speed = "normal"
    from tests.games.delivery.helpers import town

    s = town(start_at_t1(), 0, row=("D-T1-01", "D-T1-02"), deck=("D-T1-03",), bonus=(2, 0))
    scene.session.states[-1] = rules.apply(s, rules.parse_action("take D-T1-01"))
    redraw(app, scene)
    order, truck0 = scene._spots[Spot("claim", seat=0)].center, scene._spots[Spot("truck", seat=0)].center
    scene.perform(rules.parse_action("claim 2"), by_bot=True)
    assert [(g.start, g.end, g.arrow) for g in scene.glides] == [(order, truck0, True)]


def _said(view, obs, source, target):
    """The words of the view's reason for a drop (None: no reason)."""
    reason = view.illegal_reason(obs, source, target)
    return None if reason is None else str(reason)


def test_refusals_name_the_rule_that_forbids_the_drop():
    from tests.games.delivery.helpers import start, truck, turn

    view = _view()
    s = turn(truck(start(2), 0, orders=("D-T1-01",), mints=(2, 0, 0)), seat=0, left=2, pending=())
    obs = rules.observation(s, 0)
    assert (
        _said(view, obs, Spot("truck", seat=0), Spot("space", "T1"))
        == "Gumdrop Gully is not one road away from Mintopia City."
    )
    assert _said(view, obs, Spot("mints", seat=0), Spot("order", "D-T1-01")) == (
        "That order is fulfilled in Gumdrop Gully; your truck is at Mintopia City."
    )
    assert (
        _said(view, obs, Spot("load", 4), Spot("truck", seat=0))
        == "Your truck has room for 2 more mints; this space loads up to 4."
    )
    assert (
        _said(view, obs, Spot("mint", "C", 0), Spot("upgrade", "R"))
        == "That upgrade needs 3 Classic mints here; you have 2."
    )
    row = ORDERS[s.towns[1].row[0]].id
    assert _said(view, obs, Spot("order", row), Spot("area", seat=0)) == (
        "You take an order from the face-up orders of the town your truck is in."
    )
    # allowed drops and drops that mean nothing have no reason
    assert _said(view, obs, Spot("load", 2), Spot("truck", seat=0)) is None
    assert _said(view, obs, Spot("truck", seat=0), Spot("space", "W1")) is None
    assert _said(view, obs, Spot("truck", seat=0), Spot("supply")) is None
    assert _said(view, obs, Spot("truck", seat=0), None) is None
    # a refusal names the heading of the rules page it applies
    assert view.illegal_reason(obs, Spot("truck", seat=0), Spot("space", "T1")).rule == "move"
    assert view.illegal_reason(obs, Spot("load", 4), Spot("truck", seat=0)).rule == "load"
    # the truck dropped on another truck means the space that truck stands on
    far = turn(truck(s, 1, pos="T1"), seat=0, left=2, pending=())
    assert _said(view, rules.observation(far, 0), Spot("truck", seat=0), Spot("truck", seat=1)) == (
        "Gumdrop Gully is not one road away from Mintopia City."
    )


def test_solitaire_refusals():
    from tests.games.delivery.helpers import solo, truck

    view = _view()
    s = solo("rita")  # the truck is at Dispatch (F2), belt A is beside F4
    obs = rules.observation(s, 0)
    assert "not one road away" in _said(view, obs, Spot("truck", seat=0), Spot("space", "F9"))
    assert _said(view, obs, Spot("belt", "A", 0), Spot("truck", seat=0)) == (
        "You load and shift only on a loading space, from the belt beside it."
    )
    at_belt = truck(rules.apply(s, rules.parse_action("move F1")), 0, pos="F4", mints=(3, 0, 0))
    at_belt = rep(at_belt, belts=((0, 2, 0, 1, 1, 1), at_belt.belts[1]))
    obs = rules.observation(at_belt, 0)
    assert _said(view, obs, Spot("belt", "A", 0), Spot("truck", seat=0)) is None  # 1 Classic fits
    assert _said(view, obs, Spot("belt", "A", 2), Spot("truck", seat=0)) == (  # the second Classic does not
        "A load takes up to 4 Classic from the 4 front mints of the belt; your truck has room for 1."
    )
    assert _said(view, obs, Spot("belt", "A", 4), Spot("truck", seat=0)) is None  # behind the front: no action
    assert _said(view, obs, Spot("belt", "A", 0), Spot("beltback", "B")) is None
    assert _said(view, obs, Spot("belt", "A", 3), Spot("beltback", "A")) is None  # only 1 or 2 shift
    assert view.illegal_reason(obs, Spot("belt", "A", 2), Spot("truck", seat=0)).rule == "solo-belts"
    full = truck(at_belt, 0, orders=tuple(o for st in at_belt.towns[:3] for o in st.row))
    assert len(full.trucks[0].orders) == 3
    top = ORDERS[full.towns[3].row[0]].id
    assert (
        _said(view, rules.observation(full, 0), Spot("order", top), Spot("area", seat=0))
        == "You already have 3 active orders."
    )


def test_dropping_the_truck_where_another_truck_stands_moves_it():
    app, scene = table(2, {})
    s = scene.session
    for text in ("keep none", "keep none", "move W1", "end turn"):
        s.apply(rules.parse_action(text))
    redraw(app, scene)
    assert Spot("truck", seat=0) not in scene._spots  # only the truck that acts catches drops
    assert "P1's truck" in scene.view.tooltip(scene._obs, Spot("space", "W1"))
    drag(app, scene._spots[Spot("truck", seat=1)].center, scene._spots[Spot("space", "W1")].center)
    assert s.state.trucks[1].pos == "W1"


def test_an_illegal_drop_shows_the_rules_reason():
    app, scene = table(2, {})
    for _ in range(2):
        scene.perform(rules.parse_action("keep none"))
    redraw(app, scene)
    drag(app, scene._spots[Spot("truck", seat=0)].center, scene._spots[Spot("space", "T1")].center)
    assert scene.toast[0] == "Gumdrop Gully is not one road away from Mintopia City."
    assert scene.session.state.trucks[0].pos == "MC"


def test_seat_summaries():
    from tests.games.delivery.helpers import seats, start, truck

    view = _view()
    s = rules.new_game(seats(3), 2, {})
    assert view.seat_summary(rules.observation(s, None), 0) == "choosing which orders to keep · 4/4 mints"
    s = rules.apply(s, rules.parse_action("keep none"))
    assert view.seat_summary(rules.observation(s, None), 0) == "orders kept · 4/4 mints"
    s = truck(start(2), 1, orders=("D-T1-01", "D-T2-01"), done=("D-T3-01",), mints=(1, 1, 0), abilities=("A01",))
    obs = rules.observation(s, None)
    assert view.seat_summary(obs, 1) == "2 active orders · 1 completed · 2/5 mints · 1 ability"
    assert view.seat_summary(obs, 0) == "0 active orders · 0 completed · 4/4 mints"
    solo_obs = rules.observation(rules.new_game(seats(1), 1, {"driver": "lola"}), None)
    assert view.seat_summary(solo_obs, 0) == "0 active orders · 0 completed · 0/4 mints"


def test_a_truck_on_a_labelled_space_leaves_its_label_readable():
    from tests.games.delivery.helpers import start, truck

    view = _view()
    surface = pygame.Surface((RECT.right + 20, RECT.bottom + 20))
    s = truck(truck(start(2), 0, pos="MC"), 1, pos="T1e")  # the city says "Load 4"; a plain space says nothing
    obs = rules.observation(s, 0)
    spots = view.layout(obs, 0, RECT)
    trucks = view._truck_rects(obs, spots)
    city, plain = spots[Spot("space", "MC")], spots[Spot("space", "T1e")]
    assert trucks[Spot("truck", seat=0)].centery < city.centery  # standing high, clear of the label on the rim
    assert trucks[Spot("truck", seat=1)].center == plain.center
    assert trucks[Spot("truck", seat=0)].bottom < city.bottom - 8  # the pill sits on the rim, below the truck
    view.draw(surface, obs, 0, RECT, spots)  # (and it draws)


def test_every_spot_is_typed_the_trail_reads_back_into_the_layout_and_text_ids_mean_nothing():
    from mint.games.delivery import solo

    view = _view()
    s = rules.new_game((Seat(),), 3, {"driver": "rita"})
    trails = 0
    for i in range(300):
        if s.phase == "over":
            break
        obs = rules.observation(s, 0)
        spots = view.layout(obs, 0, RECT)
        assert all(isinstance(sid, Spot) for sid in spots)
        rects = {**view._truck_rects(obs, spots), **spots}
        for text in s.trail:  # the arrow of the AI's last step is drawn between two of these
            assert solo.trail_spot(text) in rects, text
            trails += 1
        acts = rules.legal_actions(s)
        s = rules.apply(s, acts[(i * 5) % len(acts)])
    assert trails > 10
    obs = rules.observation(start_at_t1(), 0)
    assert view.illegal_reason(obs, Spot("truck", seat=0), Spot("space", "T1e")) is None
    assert view._action_for(obs, Spot("truck", seat=0), Spot("space", "T1e")) == rules.parse_action("move T1e")
    assert view._action_for(obs, Spot("load", 2), Spot("area", seat=0)) == rules.parse_action("load 2")
    assert view.illegal_reason(obs, "truck:0", "space:MC") is None  # the text of a spot is not the spot
    assert view.tooltip(obs, "space:W1") is None and "Gumdrop Gully" in view.tooltip(obs, Spot("space", "T1"))


def test_the_solitaire_ai_turn_is_the_drivers_in_header_log_and_keys():
    app, scene = table(1, {"driver": "rita"})
    session = scene.session
    rng = Rng.from_seed(5)
    while rules.legal_actions(session.state) != [AiStep()]:  # play on to the AI's turn
        a, rng = rng.choice(rules.legal_actions(session.state))
        scene.perform(a)
        app.step(16, [])
    seat, words = scene.turn_text()
    assert seat == 1 and words.endswith("Rita · AI driver")  # not "P1 to play"
    done = session.cursor
    post(app, (pygame.KEYDOWN, {"key": pygame.K_SPACE, "mod": 0, "unicode": " ", "scancode": 0}))
    for _ in range(3):
        app.step(16, [])
    assert session.cursor == done + 1 and session.actions[-1] == AiStep()  # Space ran the AI's step
    assert scene.log.lines[-1][0] == 1  # the log credits the driver
    shape, colour = scene.view.seat_mark(scene.obs, 1)  # drawn in the driver's own colour, like its truck
    assert colour != scene.kit.player_color(0) and shape != scene.kit.player_shape(0)
    assert all(seat == 0 for (seat, _), a in zip(scene.log.lines, session.actions) if a != AiStep())


def test_ending_a_turn_with_actions_left_asks_first():
    from mint.games.delivery.actions import EndTurn
    from mint.ui.dialogs import MessageScene

    app, scene = table(2, {})
    session = scene.session
    rng = Rng.from_seed(3)
    while session.state.phase != "play":  # the secret keeps
        a, rng = rng.choice(rules.legal_actions(session.state))
        scene.perform(a)
    app.step(16, [])
    assert session.state.turn.left > 0
    done = session.cursor
    scene.play_move(EndTurn())
    app.step(16, [])
    box = app.scenes[-1]
    assert isinstance(box, MessageScene) and "still left this turn" in box.text
    assert session.cursor == done  # nothing is thrown away yet
    box.on_other and box.on_other()
    app.pop()
    assert session.cursor == done
    scene.play_move(EndTurn())
    app.step(16, [])
    box = app.scenes[-1]
    app.pop()
    box.on_ok()
    assert session.cursor == done + 1 and session.actions[-1] == EndTurn()


def test_a_keep_worth_more_than_6_stars_is_questioned():
    from mint.games.delivery.actions import Keep

    view = _view()
    s = rules.new_game((Seat(), Seat()), 1, {})
    keeps = [a for a in rules.legal_actions(s) if isinstance(a, Keep)]
    stars = {a: sum(ORDERS[ORDER_INDEX[o]].stars for o in a.orders) for a in keeps}
    over = [a for a in keeps if stars[a] > 6]
    fine = [a for a in keeps if stars[a] <= 6]
    assert over and fine
    assert "more than 6" in view.confirm(s, over[0])
    assert view.confirm(s, fine[0]) is None


def test_a_language_switch_redraws_the_kept_map_and_panels_in_the_new_language(monkeypatch):
    """The map and the panels are kept as pictures: switching the language in the middle of a game
    draws them again in its words (and back)."""
    drawn = textsizes.spy(monkeypatch, str(Path(rules.__file__).parent))
    speaking: list[Any] = [None]
    monkeypatch.setattr(App, "apply_language", lambda self: words.use(speaking[0]))
    app = textsizes.render((1280, 720), "delivery", (Seat("human", "P1"), Seat("heuristic", "P2")), 6, 1, {})
    try:
        for catalogue, shown, gone in ((italian(), "Magazzino Nord", "North Warehouse"), (None, "Supply", "Riserva")):
            speaking[0] = catalogue
            app.apply_settings()
            drawn.clear()
            for _ in range(2):
                app.dirty = True
                app.step(16, [])
            texts = {text for _, text in drawn}
            assert shown in texts and gone not in texts, sorted(texts)[:20]
    finally:
        words.use(None)
