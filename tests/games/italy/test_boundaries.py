"""Rule boundaries of Mint Italy that a one-step change of the rules would move.

Each test stands exactly on a cost, cap or threshold and one step past it, so that moving the
rule in the engine (or its number in the data) by one fails it; the numbers are written out as
the rulebook gives them, not read back from the data.
"""

from __future__ import annotations

import pytest

from mint.core.flow import Decision
from mint.core.game import IllegalActionError, Seat, replace
from mint.games.italy import board, play, solo
from mint.games.italy import cards as C
from mint.games.italy import rules as R
from mint.games.italy.actions import BotStep, Build, Collect, Finish, Marina, Mercato, Pass, Produce, TakeOrder, Trade
from mint.games.italy.actions import Upgrade as Up
from mint.games.italy.state import BOT, HIDDEN, State
from tests.games.italy.test_rules import build, order_id, player, position, solo_position

BORGO, VIGNA, POLLAIO = 0, 1, 2
GRAPES, OVAL, JAR, BOTTLE = 0, 1, 2, 3
APPLE, CORN, STALKS = 0, 1, 2

# --- Set-up tables (rulebook: "Game Setup", "Solo Rules - Game Setup") ------------------------


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2, 5])
def test_starting_coins_go_by_place_in_player_order_thirty_to_thirty_three(monkeypatch, n, seed):
    """Rulebook: "Player 1 = 30, Player 2 = 31, Player 3 = 32, Player 4 = 33" (the place in the
    random player order, not the seat); the starting bonuses are left out here."""
    monkeypatch.setattr(play, "gain", lambda s, seat, gains: s)
    s = R.new_game([Seat()] * n, seed)
    assert [s.players[seat].coins for seat in s.order] == [30, 31, 32, 33][:n]


def test_the_player_orders_drawn_for_the_coin_test_are_not_all_the_seat_order():
    orders = {R.new_game([Seat()] * n, seed).order for n in (2, 3, 4) for seed in (1, 2, 5)}
    assert any(order != tuple(sorted(order)) for order in orders)


def test_solo_starts_the_person_on_thirty_and_the_bot_on_fifty_one_oval_one_grapes(monkeypatch):
    """Rulebook: the bot gets no starting bonus cards but 1 black oval, 1 grapes and 50 coins;
    "You start as first player"."""
    monkeypatch.setattr(play, "gain", lambda s, seat, gains: s)
    s = R.new_game([Seat()], 4)
    assert s.order == (0, BOT)
    assert s.players[0].coins == 30 - sum(C.COLUMNS[c].costs[0] for c in range(3) if s.players[0].built[c])
    bot = s.players[BOT]
    assert bot.coins == 50 and bot.goods == (1, 1, 0, 0)


@pytest.mark.parametrize(("n", "row"), [(1, 5), (2, 5), (3, 7), (4, 9)])
def test_the_order_row_is_five_for_one_or_two_players_seven_for_three_nine_for_four(n, row):
    s = R.new_game([Seat()] * n, 3)
    assert len(s.row) == row


@pytest.mark.parametrize("n", [2, 3, 4])
def test_each_player_gains_two_starting_bonus_cards(monkeypatch, n):
    dealt: list[int] = []
    real = play.gain
    monkeypatch.setattr(play, "gain", lambda s, seat, gains: (dealt.append(seat), real(s, seat, gains))[1])
    s = R.new_game([Seat()] * n, 6)
    assert sorted(dealt) == sorted(list(range(n)) * 2)
    assert len(s.scoring) == 4 and len(s.marina_cards) == 4


def test_the_first_round_pays_three_coins_for_an_order_even_with_none_in_hand():
    """Purple card: round 1 gains 3, round 2 nothing, round 3 pays 3, round 4 pays 6."""
    assert list(C.ORDER_FEES) == [3, 0, -3, -6]
    s = player(position(2, round=1), 0, coins=0)
    assert R.apply(s, TakeOrder(0, 0)).players[0].coins == 3


# --- Upgrade: 7 coins ----------------------------------------------------------------------------


def test_an_upgrade_with_exactly_seven_coins_leaves_none():
    s = player(position(2), 0, coins=7, nav=0, mercato=0)
    assert Up(0, "nav") in R.legal_actions(s) and Up(0, "mercato") in R.legal_actions(s)
    after = R.apply(s, Up(0, "mercato"))
    assert after.players[0].coins == 0 and after.players[0].mercato == 1


def test_an_upgrade_with_six_coins_is_refused_with_the_reason():
    s = player(position(2), 0, coins=6)
    assert not any(isinstance(a, Up) for a in R.legal_actions(s))
    with pytest.raises(IllegalActionError, match="costs 7 coins; you have 6"):
        R.apply(s, Up(0, "mercato"))


def test_the_third_upgrade_is_the_last_of_a_track():
    s = player(position(2), 0, coins=30, nav=2, mercato=3)
    acts = R.legal_actions(s)
    assert Up(0, "nav") in acts and Up(0, "mercato") not in acts
    assert Up(0, "nav") not in R.legal_actions(player(s, 0, nav=3))


# --- Orders: the fee, the goods, the hens ------------------------------------------------------


@pytest.mark.parametrize(("rnd", "fee"), [(3, 3), (4, 6)])
def test_an_order_fee_that_leaves_exactly_nothing_is_allowed(rnd, fee):
    s = player(position(2, round=rnd), 0, coins=fee)
    assert TakeOrder(0, 0) in R.legal_actions(s)
    assert R.apply(s, TakeOrder(0, 0)).players[0].coins == 0


@pytest.mark.parametrize(("rnd", "fee"), [(3, 3), (4, 6)])
def test_an_order_fee_one_coin_short_is_refused(rnd, fee):
    s = player(position(2, round=rnd), 0, coins=fee - 1)
    assert not any(isinstance(a, TakeOrder) for a in R.legal_actions(s))
    with pytest.raises(IllegalActionError, match=f"costs {fee} coins; you have {fee - 1}"):
        R.apply(s, TakeOrder(0, 0))


def test_an_order_is_finished_with_exactly_its_goods_and_not_one_fewer():
    """Order 8a needs 2 grapes + 1 black oval: exactly those leave none."""
    s = player(position(2), 0, goods=(2, 1, 0, 0), order=order_id("8a"))
    assert Finish(0) in R.legal_actions(s)
    assert R.apply(s, Finish(0)).players[0].goods[:2] == (0, 0)
    for short in ((1, 1, 0, 0), (2, 0, 0, 0)):
        assert Finish(0) not in R.legal_actions(player(s, 0, goods=short))


def test_a_hen_order_needs_one_built_hen_and_no_more():
    s = player(position(2), 0, goods=(0, 1, 0, 0), order=order_id("1a"))
    assert Finish(0) not in R.legal_actions(s)
    assert Finish(0) in R.legal_actions(build(s, 0, POLLAIO, 16))


# --- Expand: settlement plus land ---------------------------------------------------------------


def test_expand_with_exactly_the_settlement_and_land_cost_leaves_nothing():
    """Rulebook example: a settlement of 3 on land of 4 costs 7."""
    s = player(build(position(2), 0, VIGNA, 3), 0, coins=7, nav=1)
    assert Build(0, BORGO, 4) in R.legal_actions(s)
    assert R.apply(s, Build(0, BORGO, 4)).players[0].coins == 0
    assert Build(0, BORGO, 4) not in R.legal_actions(player(s, 0, coins=6))


def test_a_marina_expand_with_exactly_the_settlement_cost_builds():
    """Marina card 8: expand paying only the settlement cost (the first Vigna: 1 coin)."""
    first = C.COLUMNS[VIGNA].costs[0]
    s = player(build(position(2), 0, BORGO, 4), 0, nav=2)
    s = replace(s, pending=(Decision(0, "expand"),))
    exact = R.legal_actions(player(s, 0, coins=first))
    assert any(isinstance(a, Build) and a.col == VIGNA for a in exact)
    short = R.legal_actions(player(s, 0, coins=first - 1))
    assert not any(isinstance(a, Build) and a.col == VIGNA for a in short)


@pytest.mark.parametrize(("col", "last"), [(BORGO, 5), (VIGNA, 5), (POLLAIO, 4)])
def test_only_the_last_token_of_a_column_offers_the_free_order(col, last):
    isl = play.isle(position(2))
    spots = [i for i in isl.land if C.COLUMNS[col].terrain in isl.terrains[i]]
    assert len(C.COLUMNS[col].costs) == last
    for already, offered in ((last - 2, False), (last - 1, True)):
        s = player(build(position(2), 0, col, *spots[:already]), 0, coins=60, nav=2)
        target = next(a for a in R.legal_actions(s) if isinstance(a, Build) and a.col == col)
        got = R.apply(s, target)
        assert bool(got.pending and got.pending[0].kind == "free_order") == offered, already


# --- Marina tokens: four -------------------------------------------------------------------------


def _marina_ready(placed: int) -> State:
    s = position(2)
    isl = play.isle(s)
    s = build(s, 0, VIGNA, isl.adj[isl.marinas["BR"]][0])
    tokens = tuple((0,) if k < placed and k < 3 else () for k in range(4))
    s = replace(s, marina_tokens=tokens, marina_cards=(5, 5, 5, 5))  # card 6: 3 VP, no choice
    return player(s, 0, marinas=placed)


def test_the_fourth_marina_token_is_placed_and_gives_the_free_order_the_third_does_not():
    third = R.apply(_marina_ready(2), Marina(0, 3))
    assert not third.pending and third.players[0].marinas == 3
    fourth = R.apply(_marina_ready(3), Marina(0, 3))
    assert fourth.pending and fourth.pending[0].kind == "free_order" and fourth.players[0].marinas == 4


def test_with_four_marina_tokens_placed_no_marina_is_offered():
    s = replace(_marina_ready(3), marina_tokens=((), (), (), ()))
    assert Marina(0, 3) in R.legal_actions(s)
    assert not any(isinstance(a, Marina) for a in R.legal_actions(player(s, 0, marinas=4)))


# --- Mercato: quantity, coins, seven goods, the ends of the price tracks ----------------------------


@pytest.mark.parametrize(("level", "qty"), [(0, 1), (1, 2), (2, 3), (3, 4)])
def test_the_mercato_level_sets_the_quantity_one_to_four(level, qty):
    s = player(position(2), 0, coins=89, goods=(7, 0, 0, 0), mercato=level)
    sells = R.legal_actions(R.apply(s, Mercato(0, GRAPES, True)))
    assert [a.count for a in sells if isinstance(a, Trade)] == list(range(1, qty + 1))


def test_buying_is_capped_by_exactly_the_coins_for_it():
    s = player(position(2), 0, coins=8, goods=(0, 0, 0, 0), mercato=3)  # grapes at 3 then 3, 4...
    price = play.price(s, GRAPES)
    assert price == 3
    counts = lambda coins: [  # noqa: E731
        a.count for a in R.legal_actions(R.apply(player(s, 0, coins=coins), Mercato(0, GRAPES, False)))
    ]
    assert counts(6) == [1, 2] and counts(5) == [1]


def test_buying_stops_at_seven_goods():
    s = player(position(2), 0, coins=89, goods=(6, 0, 0, 0), mercato=3)
    assert [a.count for a in R.legal_actions(R.apply(s, Mercato(0, GRAPES, False)))] == [1]
    assert Mercato(0, GRAPES, False) not in R.legal_actions(player(s, 0, goods=(7, 0, 0, 0)))


def test_a_price_cube_stops_on_the_top_and_bottom_boxes():
    top = len(C.PRICES[BOTTLE]) - 1
    s = player(position(2, prices=(0, 0, 0, top - 1)), 0, coins=89, goods=(0, 0, 0, 0), mercato=1)
    assert play.trade(s, 0, BOTTLE, False, 2).prices[BOTTLE] == top
    assert play.trade(s, 0, BOTTLE, False, 1).prices[BOTTLE] == top
    low = player(position(2, prices=(1, 0, 0, 0)), 0, goods=(4, 0, 0, 0))
    assert play.trade(low, 0, GRAPES, True, 2).prices[GRAPES] == 0
    assert play.trade(low, 0, GRAPES, True, 1).prices[GRAPES] == 0


# --- Coins and goods: 89, 80, 7 -----------------------------------------------------------------


def test_a_player_holds_at_most_eighty_nine_coins_and_the_bot_eighty():
    s = player(position(2), 0, coins=88)
    assert play.add_coins(s, 0, 1).players[0].coins == 89
    assert play.add_coins(s, 0, 2).players[0].coins == 89
    b = player(solo_position(), BOT, coins=70)
    assert play.add_coins(b, BOT, 10).players[BOT].coins == 80
    assert play.add_coins(b, BOT, 20).players[BOT].coins == 80


@pytest.mark.parametrize(("level", "good"), [(1, GRAPES), (2, OVAL), (3, BOTTLE)])
def test_production_adds_one_of_the_mercato_levels_good(level, good):
    s = player(position(2), 0, goods=(0, 0, 0, 0), mercato=level, coins=0)
    got = play.collect(s, 0).players[0].goods
    assert got[good] == 1 and sum(got) == 1
    assert play.collect(player(s, 0, mercato=0), 0).players[0].goods == (0, 0, 0, 0)


def test_production_adds_the_mercato_good_up_to_seven():
    s = player(position(2), 0, goods=(6, 0, 0, 0), mercato=1, coins=0)  # level 1 gives grapes
    assert play.collect(s, 0).players[0].goods[GRAPES] == 7
    assert play.collect(player(s, 0, goods=(7, 0, 0, 0)), 0).players[0].goods[GRAPES] == 7


# --- The white figure: only at the top navigation level -------------------------------------------


@pytest.mark.parametrize(("nav", "bonus"), [(0, 0), (1, 0), (2, 0), (3, 2)])
def test_the_white_figure_adds_a_coin_per_borgo_only_at_the_top_navigation_level(nav, bonus):
    s = player(build(position(2), 0, BORGO, 4, 9), 0, coins=0, nav=0)
    base = play.collect(s, 0).players[0].coins
    assert play.collect(player(s, 0, nav=nav), 0).players[0].coins == base + bonus


@pytest.mark.parametrize(("nav", "bonus"), [(2, 0), (3, 1)])
def test_a_marina_production_gives_the_white_figure_coin_only_at_the_top_level(nav, bonus):
    s = player(build(position(2), 0, BORGO, 4), 0, coins=0, nav=nav)
    s = replace(s, pending=(Decision(0, "produce", (2,)),))
    got = R.apply(s, Produce(0, BORGO, 0))
    assert got.players[0].coins == C.COLUMNS[BORGO].outputs[0].coins + bonus


@pytest.mark.parametrize(("nav", "vp"), [(2, 0), (3, 1)])
def test_the_bots_top_navigation_level_gives_one_vp_at_production(nav, vp):
    s = solo_position(phase="production", bot_step="prod_gain", queue=(), passed=(0, BOT))
    s = player(s, BOT, coins=0, nav=nav, mercato=0, built=(0, 0, 0), vp=0)
    s = replace(s, board=tuple(-1 for _ in s.board))
    assert R.apply(s, BotStep()).players[BOT].vp == vp


# --- Passing boxes ---------------------------------------------------------------------------------


def test_the_passing_boxes_pay_fourteen_ten_seven_four_from_the_top():
    """Rulebook: the first to pass gets 14 (the other boxes' coins are designed: 10, 7, 4)."""
    s = position(4)
    start = [p.coins for p in s.players]
    for seat in range(4):
        s = R.apply(replace(s, seat=seat), Pass(seat))
    assert s.passed == (0, 1, 2, 3)
    assert [p.coins - c for p, c in zip(s.players, start)] == [14, 10, 7, 4]


def test_the_pass_example_play_goes_on_blue_green_blue_green():
    """Rulebook: Red passes for 14 coins; play goes to Blue, then Green, then back to Blue,
    until another player passes."""
    red, blue, green = 0, 1, 2
    s = position(3)
    for seat in (blue, green):
        s = player(s, seat, coins=50, nav=0, mercato=0)
    s = R.apply(s, Pass(red))
    seen = []
    for track in ("nav", "nav", "mercato", "mercato"):
        seen.append(s.seat)
        s = R.apply(s, Up(s.seat, track))
    assert seen == [blue, green, blue, green] and s.seat == blue


def test_the_bot_passing_first_gets_twenty_and_last_ten():
    s = player(solo_position(), BOT, coins=0)
    assert R.apply(s, BotStep()).players[BOT].coins == 20
    assert R.apply(replace(s, passed=(0,)), BotStep()).players[BOT].coins == 10


# --- Commercio: stacks, the last box, 4 / 2 / 1 ---------------------------------------------------


def test_in_a_stack_the_token_on_top_ranks_higher_even_when_lower_numbered():
    """Apple (token 0) sits on top of stalks (token 2) in box 3; corn alone in box 2."""
    s = position(2, food=((3, 1), (2, 0), (3, 0)))
    assert board.food_rank(s) == (APPLE, STALKS, CORN)
    s = player(s, 0, done=(order_id("1a"), order_id("2b"), order_id("2a")))  # apple, apple, stalks
    assert board.end_scores(s, 0)["orders"] == 4 + 4 + 2


def test_in_a_stack_the_token_on_top_ranks_higher_when_higher_numbered():
    s = position(2, food=((3, 0), (2, 0), (3, 1)))  # stalks on top of apple
    assert board.food_rank(s) == (STALKS, APPLE, CORN)
    s = player(s, 0, done=(order_id("1a"), order_id("2b"), order_id("2a")))
    assert board.end_scores(s, 0)["orders"] == 2 + 2 + 4


def test_a_higher_box_outranks_any_stack_below_it():
    s = position(2, food=((4, 0), (3, 2), (3, 5)))
    assert board.food_rank(s) == (APPLE, STALKS, CORN)


def test_a_token_in_box_fourteen_moves_to_fifteen_and_no_further():
    s = position(2, food=((14, 0), (0, 0), (0, 1)))
    s = play.move_food(s, APPLE)
    assert s.food[APPLE] == (15, 0)
    assert play.move_food(s, APPLE).food[APPLE] == (15, 0)


# --- End scoring: 10 coins a VP, cities ----------------------------------------------------------


@pytest.mark.parametrize(("coins", "vp"), [(9, 0), (10, 1), (39, 3), (40, 4), (89, 8)])
def test_one_vp_for_every_ten_coins(coins, vp):
    assert board.end_scores(player(position(2), 0, coins=coins), 0)["coins"] == vp


@pytest.mark.parametrize(("cities", "vp"), [(0, 0), (1, 1), (5, 1), (6, 2), (7, 3), (8, 5), (9, 7), (10, 9), (11, 9)])
def test_the_city_chart_at_each_step(cities, vp):
    assert C.city_vp(cities) == vp


# --- The solo bot: 10 coins a turn, whole tens, buying the missing goods -------------------------


def test_the_bot_reveals_a_card_with_exactly_ten_coins_and_passes_with_none():
    s = player(solo_position(), BOT, coins=10)
    got = R.apply(s, BotStep())
    assert got.bot_card != HIDDEN and not got.passed
    assert R.apply(player(s, BOT, coins=0), BotStep()).passed == (BOT,)


def test_a_bot_build_costs_exactly_ten():
    s = build(solo_position(bot_discard=(0,)), BOT, VIGNA, 16)
    got = solo.try_code(player(s, BOT, coins=10), "EXP_HEN", 10)
    assert got is not None and got[0].players[BOT].coins == 0
    assert solo.try_code(player(s, BOT, coins=0), "EXP_HEN", 10) is None


def test_the_bot_finishes_an_order_only_with_ten_coins_for_each_missing_good():
    """Order 8b needs 1 black oval + 1 bottle: with none, 20 coins buy both; 10 do not."""
    s = player(solo_position(), BOT, goods=(0, 0, 0, 0), order=order_id("8b"))
    done = solo._order(player(s, BOT, coins=20), 0)
    assert done is not None and done[0].players[BOT].order is None and done[0].players[BOT].coins == 0
    assert solo._order(player(s, BOT, coins=10), 0) is None


@pytest.mark.parametrize(("coins", "rounded"), [(4, 0), (5, 10), (14, 10), (15, 20)])
def test_the_bots_marina_coins_round_to_the_nearest_ten_halves_up(coins, rounded):
    assert solo.round10(coins) == rounded


# --- Production: conversions as shown on the mat ------------------------------------------------------


def test_the_conversions_offered_are_those_the_mat_shows():
    """The printed base has one grape-to-jar and one grape-to-bottle; the second Vigna adds a jar."""
    s = player(position(2), 0, goods=(3, 0, 0, 0), coins=0)
    got = R.apply(replace(s, phase="production", pending=(Decision(0, "collect"),)), Collect(0))
    assert got.pending[0] == Decision(0, "prod_convert", (1, 1))
    isl = play.isle(s)
    darks = [i for i in isl.land if "dark" in isl.terrains[i]][:2]
    s2 = build(s, 0, VIGNA, *darks)
    got = R.apply(replace(s2, phase="production", pending=(Decision(0, "collect"),)), Collect(0))
    assert got.pending[0] == Decision(0, "prod_convert", (2, 1))
