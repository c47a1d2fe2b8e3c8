"""Rule boundaries of Mint Delivery that a one-step change of the rules would move.

- Setup: kept orders may be worth 6 stars in all; over 6, the lowest go back to the box.
- Scoring: a tie for the most stars goes to the most completed orders, then to the highest
  value of mints in the truck (Classic 1, Sugar Free 2, Cinnamon 3), then to age.
- Solitaire: the game ends when three of the four order decks are empty; the AI has the last
  turn. A deck here is a stack with neither a face-up order nor any order left under it.
"""

from __future__ import annotations

from mint.games.delivery import rules
from mint.games.delivery.cards import ORDERS
from mint.games.delivery.model import rep
from tests.games.delivery.helpers import O, act, legal, seats, solo, start, town, truck

# --- Setup: the 6-star keep ----------------------------------------------------------------------


def _kept(hand: tuple[str, ...], keep: str):
    s = rules.new_game(seats(2), 5, {})
    s = truck(s, 0, hand=tuple(sorted(O(o) for o in hand)))
    return act(s, keep, "keep none")


def test_a_keep_worth_exactly_six_stars_is_kept_whole():
    for hand, kept in (
        (("D-T1-01", "D-T2-01", "D-T3-01"), ("D-T1-01", "D-T2-01", "D-T3-01")),  # 2 + 2 + 2 stars
        (("D-T1-08", "D-T2-01", "D-T3-10"), ("D-T1-08", "D-T2-01")),  # 4 + 2 stars
    ):
        assert sum(ORDERS[O(o)].stars for o in kept) == 6
        s = _kept(hand, "keep " + " ".join(kept))
        assert s.phase == "play"
        assert s.trucks[0].orders == tuple(O(o) for o in kept) and s.box == ()


def test_a_keep_worth_seven_stars_loses_its_lowest_order():
    s = _kept(("D-T1-04", "D-T2-08", "D-T3-10"), "keep D-T1-04 D-T2-08")  # 3 + 4 stars
    assert s.trucks[0].orders == (O("D-T2-08"),) and s.box == (O("D-T1-04"),)
    s = _kept(("D-T1-01", "D-T2-01", "D-T3-04"), "keep D-T1-01 D-T2-01 D-T3-04")  # 2 + 2 + 3 stars
    assert sum(ORDERS[o].stars for o in s.trucks[0].orders) == 5 and len(s.box) == 1
    assert ORDERS[s.box[0]].stars == 2


# --- Scoring: completed orders before truck value ----------------------------------------------


def _over(s, *trucks):
    for i, kw in enumerate(trucks):
        s = truck(s, i, **kw)
    return rep(s, phase="over")


def test_completed_orders_decide_before_truck_value_when_the_two_disagree():
    # 4 stars each: seat 0 in one order and a truck worth 6, seat 1 in two orders and an empty truck
    s = _over(start(2), dict(done=("D-T1-08",), mints=(0, 0, 2)), dict(done=("D-T1-01", "D-T2-01"), mints=(0, 0, 0)))
    out = rules.outcome(s)
    assert out is not None and out.scores == (4.0, 4.0)
    assert out.winners == (1,) and out.tiebreak == "most completed orders"


def test_truck_value_only_breaks_the_tie_left_among_the_most_completed_orders():
    # three tied on 4 stars; seats 0 and 1 completed two orders, seat 2 one but has the richest truck
    s = _over(
        start(3),
        dict(done=("D-T1-01", "D-T2-01"), mints=(1, 0, 0)),
        dict(done=("D-T1-02", "D-T2-02"), mints=(1, 1, 0)),
        dict(done=("D-T3-08",), mints=(0, 0, 3)),
    )
    out = rules.outcome(s)
    assert out is not None and out.scores == (4.0, 4.0, 4.0)
    assert out.winners == (1,) and out.tiebreak == "highest mint value in the truck"


def test_one_more_point_of_truck_value_wins_the_tie():
    s = _over(start(2), dict(done=("D-T1-08",), mints=(2, 0, 1)), dict(done=("D-T2-08",), mints=(0, 2, 0)))
    out = rules.outcome(s)  # 2 + 3 = 5 against 2 + 2 = 4
    assert out is not None and out.winners == (0,) and out.tiebreak == "highest mint value in the truck"


# --- Solitaire: the end at the third empty deck ------------------------------------------------


def _stacks(s, *stacks):
    """Each stack as (face-up order or None, orders under it)."""
    for i, (row, deck) in enumerate(stacks):
        s = town(s, i, row=(row,) if row else (), deck=deck)
    return s


def _empty(s) -> int:
    return sum(1 for st in s.towns if not st.row and not st.deck)


def test_taking_the_last_order_of_a_third_deck_ends_solitaire_after_the_ais_turn():
    s = _stacks(
        solo("rita"),
        ("D-T1-01", ()),
        ("D-T2-01", ("D-T2-02", "D-T2-03", "D-T2-04")),
        (None, ()),
        (None, ()),
    )
    assert _empty(s) == 2 and not s.last_round
    s = act(s, "take D-T1-01")
    assert _empty(s) == 3 and s.last_round and s.phase == "play"
    assert rules.to_act(s) == 0  # the player finishes the turn
    s = act(s, "end turn")
    while s.phase != "over":
        assert s.turn.seat == 1 or s.returns, "the player gets no further turn"
        s = act(s, sorted(legal(s))[0])
    assert rules.outcome(s) is not None


def test_two_empty_decks_do_not_end_solitaire():
    s = _stacks(
        solo("rita"),
        ("D-T1-01", ("D-T1-02", "D-T1-03", "D-T1-04")),
        ("D-T2-01", ("D-T2-02", "D-T2-03", "D-T2-04")),
        (None, ()),
        (None, ()),
    )
    s = act(s, "take D-T1-01")
    assert _empty(s) == 2 and not s.last_round
    s = act(s, "end turn")
    while s.turn.seat == 1 or s.returns:
        s = act(s, sorted(legal(s))[0])
    assert _empty(s) == 2 and s.phase == "play" and rules.to_act(s) == 0  # a new round begins
