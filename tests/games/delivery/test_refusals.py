"""Mint Delivery's refusals come from its legal lists: asked about one move, the place of the list
that leaves it out says why and names the heading of the rules page it applies."""

from __future__ import annotations

import pytest

from mint.core import rulepage
from mint.core.game import Ask, IllegalActionError, Seat
from mint.core.rng import Rng
from mint.games.delivery import moves, rules
from mint.games.delivery.model import rep
from tests.games.delivery.helpers import act, seats, solo, start, town, truck, turn

IDS = rulepage.game_ids("delivery")


def _refused(s, text):
    """The rule id and the sentence of the refusal of the move ``text`` in ``s``."""
    with pytest.raises(IllegalActionError) as err:
        act(s, text)
    assert str(rules.refusal(s, rules.parse_action(text))) == str(err.value)
    return err.value.rule, str(err.value)


def _mid_turn():
    return turn(truck(start(3), 0, mints=(2, 0, 0)), left=2)


@pytest.mark.parametrize(
    ("make", "text", "rule", "words"),
    [
        (_mid_turn, "move T1", "move", "Gumdrop Gully is not one road away from Mintopia City."),
        (lambda: truck(_mid_turn(), 0, pos="T1"), "load 1", "load", "Mints are loaded only in"),
        (lambda: truck(_mid_turn(), 0, pos="T1"), "unload C", "load", "Mints are unloaded only in"),
        (_mid_turn, "load 3", "load", "Your truck has room for 2 more mints; this space loads up to 4."),
        (_mid_turn, "unload S", "load", "You can unload only mints your truck has"),
        (lambda: truck(_mid_turn(), 0, pos="W3"), "upgrade R", "upgrade", "Cinnamon is made only in Mintopia City."),
        (lambda: truck(_mid_turn(), 0, pos="T1"), "upgrade S", "upgrade", "Sugar Free is made only in"),
        (_mid_turn, "upgrade SS", "abilities", "Double Batch"),
        (_mid_turn, "upgrade R", "upgrade", "That upgrade needs 3 Classic mints here; you have 2."),
        (_mid_turn, "take D-T1-01", "take", "You take an order from the face-up orders of the town your truck is in."),
        (
            lambda: truck(_mid_turn(), 0, pos="T1", orders=("D-T2-01", "D-T2-02", "D-T2-03")),
            "take D-T1-05",
            "take",
            "You already have 3 active orders, the most you may hold.",
        ),
        (
            lambda: town(truck(_mid_turn(), 0, pos="T1"), 0, row=("D-T1-01", "D-T1-02")),
            "take D-T1-05",
            "take",
            "You can take only a face-up order of Gumdrop Gully.",
        ),
        (lambda: turn(_mid_turn(), left=0), "move W1", "turn", "You have no actions left this turn"),
        (lambda: turn(_mid_turn(), left=0), "take D-T1-01", "take", "You take an order from the face-up orders"),
        (_mid_turn, "fulfil D-T1-01", "fulfil", "You can only fulfil your own active orders."),
        (
            lambda: truck(_mid_turn(), 0, orders=("D-T1-01",)),
            "fulfil D-T1-01",
            "fulfil",
            "That order is fulfilled in Gumdrop Gully; your truck is at Mintopia City.",
        ),
        (_mid_turn, "acquire A01", "abilities", "That ability is not on the key card."),
        (_mid_turn, "keep none", "setup", "Orders are kept only at the start of the game."),
        (_mid_turn, "claim 1", "take", "Only the mints lying on an order just taken"),
        (_mid_turn, "remove D-T1-01", "two-players", "An order is removed only after fulfilling one"),
        (_mid_turn, "shift 1 on A", "solitaire", "Belts are shifted only in the solitaire game."),
        (lambda: rules.new_game(seats(3), 5, {}), "move W1", "setup", "Everyone first chooses"),
        (lambda: turn(_mid_turn(), pending=("remove",)), "end turn", "two-players", "First remove a face-up order"),
        (lambda: turn(_mid_turn(), pending=("zone",)), "move W1", "road-conditions", "free Classic mint"),
        (lambda: turn(_mid_turn(), pending=("claim",), amount=1), "claim 2", "take", "only 1 Classic mint on it"),
        (lambda: rep(_mid_turn(), phase="over"), "end turn", "end", "The game is over"),
    ],
)
def test_a_multiplayer_refusal_names_the_paragraph_it_applies(make, text, rule, words):
    got_rule, said = _refused(make(), text)
    assert rule in IDS
    assert got_rule == rule and words in said, (got_rule, said)


def test_road_conditions_and_abilities_refuse_under_their_variants():
    s = truck(turn(rep(start(3), roads=(("T1e", "road_closed"),)), left=2), 0, pos="W1")
    assert _refused(s, "move T1e") == ("road-conditions", "T1e is closed (Road Closed).".replace("T1e", _title("T1e")))
    s = truck(rep(s, roads=(("T1e", "toll_booth"),)), 0, mints=(1, 0, 0))
    assert _refused(s, "move T1e pay S") == (
        "road-conditions",
        "Your truck has no Sugar Free mint to pay the Toll Booth with.",
    )
    s = truck(rep(start(3), key=("A01", "A05", "A10")), 0, done=("D-T1-01", "D-T1-02"))
    assert _refused(s, "acquire A10") == ("abilities", "Overtime needs 3 unallocated completed orders; you have 2.")
    s = act(s, "acquire A05")
    assert _refused(s, "acquire A05")[1] == "You already have Turbo Engine."


def _title(space):
    from mint.games.delivery.model import space_title

    return space_title(space)


@pytest.mark.parametrize(
    ("make", "text", "rule", "words"),
    [
        (lambda: solo(), "load 1 C from A", "solo-belts", "You load and shift only on a loading space"),
        (lambda: truck(solo(), 0, pos="F4"), "shift 1 on B", "solo-belts", "From here you reach belt A only."),
        (lambda: turn(solo(), seat=1), "end turn", "solo-ai-turn", "It is the AI driver's turn"),
        (lambda: solo(), "ai", "solo-ai-turn", "It is your turn, not the AI driver's."),
        (lambda: rep(solo(), returns=(0,)), "move F1", "solo-fulfil", "First put the handed-in mints"),
        (lambda: solo(), "return C to A", "solo-fulfil", "No handed-in mints are waiting"),
        (lambda: solo(), "fulfil D-T1-01", "solo-fulfil", "You can only fulfil your own active orders."),
        (lambda: turn(solo(), left=0), "move F1", "solo-actions", "You have no actions left this turn"),
        (lambda: solo(), "load 1", "solitaire", "That move belongs to the multiplayer game"),
    ],
)
def test_a_solitaire_refusal_names_the_paragraph_it_applies(make, text, rule, words):
    got_rule, said = _refused(make(), text)
    assert got_rule == rule and words in said, (got_rule, said)


def _positions(players, options, seed):
    s = rules.new_game(tuple(Seat("random", f"P{i + 1}") for i in range(players)), seed, options)
    rng = Rng.from_seed(seed + 50)
    while rules.to_act(s) is not None:
        yield s
        a, rng = rng.choice(rules.legal_actions(s))
        s = rules.apply(s, a)


_GAMES = [(1, {}), (2, {"abilities": "on", "road_conditions": "4"}), (4, {"abilities": "on", "road_conditions": "3"})]


@pytest.mark.parametrize(("players", "options"), _GAMES)
def test_asking_changes_nothing_and_no_place_speaks_against_a_move_it_lists(players, options):
    for s in _positions(players, options, 3):
        legal = rules.legal_actions(s)
        for a in legal:
            ask = Ask(a)
            assert moves._legal_of(s, ask).actions == tuple(legal)
            assert ask.refusal is None, f"{a} is legal, yet refused: {ask.refusal}"


@pytest.mark.parametrize(("players", "options"), _GAMES)
def test_every_refused_move_is_refused_by_a_place_of_the_list_not_by_the_fallback(players, options):
    seen: list = []
    refused = 0
    for step, s in enumerate(_positions(players, options, 4)):
        legal = rules.legal_actions(s)
        if step % 3 == 0:
            for a in seen[-60:]:
                if a not in legal:
                    ask = Ask(a)
                    moves._legal_of(s, ask)
                    assert ask.refusal is not None, f"no place of the list says why {a} is left out"
                    assert ask.refusal.rule in IDS
                    refused += 1
        seen.extend(a for a in legal if a not in seen[-200:])
    assert refused > 100
