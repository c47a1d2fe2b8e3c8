"""Mint Italy's refused moves: the legal list that leaves a move out says why, naming the heading
of the rules page that explains it (set-up, each action of the player phase, each pending
decision, the solo bot's turn, the end)."""

from __future__ import annotations

import pytest

from mint.core import rulepage
from mint.core.flow import Decision
from mint.core.game import IllegalActionError, Seat, replace
from mint.games.italy import cards as C
from mint.games.italy import play
from mint.games.italy import rules as R
from mint.games.italy.actions import (
    BotStep,
    Build,
    Choose,
    Collect,
    Finish,
    Marina,
    Mercato,
    MoveFood,
    Pass,
    Return,
    TakeOrder,
    Trade,
    Upgrade,
)
from tests.games.italy.test_rules import BORGO, GRAPES, POLLAIO, VIGNA, build, order_id, player, position, solo_position


def refused(s, a) -> tuple[str, str]:
    """The rule and the sentence ``apply`` refuses ``a`` with (and ``refusal`` says the same)."""
    assert a not in R.legal_actions(s)
    with pytest.raises(IllegalActionError) as err:
        R.apply(s, a)
    said = R.refusal(s, a)
    assert (err.value.rule, str(err.value)) == (said.rule, str(said))
    assert said.rule in rulepage.game_ids("italy"), f"{said.rule!r} names no heading of the rules page"
    return said.rule, str(said)


def pending(s, seat, kind, *data):
    return replace(s, pending=(Decision(seat, kind, tuple(data)),))


def test_in_set_up_only_a_settlement_is_placed():
    s = R.new_game([Seat()] * 2, 3)
    assert s.phase == "setup"
    assert refused(s, Pass(s.seat)) == ("set-up", "In set-up each player only places a settlement, on any land hex.")
    other = 1 - s.seat
    assert refused(s, Build(other, BORGO, 0))[0] == "set-up"


def test_a_set_up_build_on_the_wrong_terrain_or_on_water_says_so():
    s = R.new_game([Seat()] * 2, 3)
    isl = play.isle(s)
    light = next(i for i in isl.land if isl.terrains[i] == frozenset({"light"}))
    water = next(i for i in range(len(isl.kind)) if isl.kind[i] != "land")
    assert refused(s, Build(s.seat, BORGO, light)) == ("expand", "A Borgo settlement needs land with grey terrain.")
    assert refused(s, Build(s.seat, BORGO, water)) == ("expand", "Settlements go on land, not on water.")


def test_a_move_out_of_turn_names_whose_move_it_is():
    s = position(2)
    rule, said = refused(s, Pass(1))
    assert rule == "player-phase" and said.endswith("'s move.")


def test_the_bot_step_and_the_bots_turn():
    s = solo_position()
    assert refused(s, Pass(0)) == ("solo-bot", f"It is {R.solo.name(s)}'s turn; carry out its next step.")
    mine = replace(s, seat=0)
    assert refused(mine, BotStep()) == ("solo-bot", "It is your turn, not the bot's.")
    assert refused(position(2), BotStep()) == ("solo-bot", "There is no solo bot in this game.")


def test_marina_refusals_name_the_marina_heading():
    s = position(2)
    isl = play.isle(s)
    tl = isl.marinas["TL"]
    s = build(s, 0, POLLAIO, isl.adj[tl][0])
    assert refused(s, Marina(0, 3)) == (
        "marina",
        "None of your settlements reaches that marina at your navigation level.",
    )
    taken = replace(s, marina_tokens=((0,), (), (), ()))
    taken = player(taken, 0, marinas=1)
    assert refused(taken, Marina(0, 0)) == ("marina", "You already have a marina token on that marina.")
    spent = player(s, 0, marinas=C.MARINA_SLOTS)
    assert refused(spent, Marina(0, 0)) == ("marina", "You have placed all your marina tokens.")


def test_order_refusals_name_the_gain_and_finish_headings():
    s = player(position(2, round=4), 0, coins=5)
    assert refused(s, TakeOrder(0, 0)) == ("gain-order", "Taking an order in round 4 costs 6 coins; you have 5.")
    held = player(position(2), 0, order=order_id("1a"))
    assert refused(held, TakeOrder(0, 0))[0] == "gain-order"
    assert refused(position(2), Finish(0)) == ("finish-order", "You hold no order to finish.")
    needy = player(position(2), 0, order=order_id("1a"), goods=(0, 0, 0, 0))
    rule, said = refused(needy, Finish(0))
    assert rule == "finish-order" and said.startswith("This order still needs")


def test_upgrade_and_mercato_refusals():
    full = player(position(2), 0, coins=20, nav=3)
    assert refused(full, Upgrade(0, "nav")) == ("upgrade", "Your navigation track is fully upgraded.")
    poor = player(position(2), 0, coins=6)
    assert refused(poor, Upgrade(0, "mercato")) == ("upgrade", "An upgrade costs 7 coins; you have 6.")
    none = player(position(2), 0, goods=(0, 0, 0, 0))
    assert refused(none, Mercato(0, GRAPES, True)) == ("mercato", "You have no grapes to sell.")
    full_goods = player(position(2), 0, coins=50, goods=(C.GOOD_LIMIT, 0, 0, 0))
    assert refused(full_goods, Mercato(0, GRAPES, False)) == ("limits", "You may hold at most 7 of each good.")


def test_a_trade_quantity_beyond_the_mercato_level_says_the_level():
    s = player(position(2), 0, coins=50, goods=(3, 0, 0, 0), mercato=1)
    s = R.apply(s, Mercato(0, GRAPES, True))
    assert refused(s, Trade(0, GRAPES, True, 3)) == ("mercato", "Your mercato level lets you trade 2 goods at a time.")
    assert refused(s, Pass(0)) == ("mercato", "First pick how many to trade.")


def test_a_trade_without_a_mercato_visit_and_other_moves_out_of_their_step():
    s = position(2)
    assert refused(s, Trade(0, GRAPES, True, 1)) == ("mercato", "First pick a good at the mercato.")
    assert refused(s, Collect(0))[0] == "production"
    assert refused(s, MoveFood(0, 0))[0] == "cleanup"
    assert refused(s, Choose(0, 0))[0] == "marina"


def test_a_marina_expand_build_says_why_with_the_settlement_cost_only():
    s = build(position(2), 0, VIGNA, 3)
    s = pending(player(s, 0, coins=1, nav=1), 0, "expand")
    rule, said = refused(s, Build(0, BORGO, 4))
    assert (rule, said) == ("expand", f"That costs {C.COLUMNS[BORGO].costs[0]} coins; you have 1.")
    assert refused(s, Pass(0)) == ("marina", "First place the settlement the marina card gives, or skip it.")


def test_a_build_out_of_reach_and_an_empty_column():
    s = build(position(2), 0, VIGNA, 3)
    s = player(s, 0, coins=20)
    assert refused(s, Build(0, BORGO, 4))[1].endswith("(upgrade navigation).")
    empty = player(s, 0, built=(5, 1, 0))
    assert refused(empty, Build(0, BORGO, 4)) == ("expand", "Your Borgo column is empty.")


def test_a_settlement_that_cannot_go_back_for_a_hen():
    s = build(position(2), 0, VIGNA, 3)
    s = pending(s, 0, "hen")
    assert refused(s, Return(0, 3)) == ("finish-order", "Only one of your own hens on the island can go back.")


def test_a_move_after_the_end_names_the_end_heading():
    s = replace(position(2), phase="over")
    assert refused(s, Pass(0))[0] == "end"
