"""Mint Italy's rules, paragraph by paragraph, and every worked example of the rulebook.

Each test builds its position by hand from a fresh game and quotes the rulebook's numbers.
"""

from __future__ import annotations

import pytest

from mint.core.flow import Decision
from mint.core.game import IllegalActionError, Seat, replace
from mint.core.piles import Sided
from mint.games.italy import board, play, reach, solo
from mint.games.italy import cards as C
from mint.games.italy import rules as R
from mint.games.italy.actions import (
    BotStep,
    Build,
    Choose,
    Collect,
    Convert,
    Done,
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
from mint.games.italy.island import island
from mint.games.italy.state import BOT, EMPTY, HIDDEN, State

NORTH, SOUTH = ("N1", "N2"), ("S1", "S2")
BORGO, VIGNA, POLLAIO = 0, 1, 2
GRAPES, OVAL, JAR, BOTTLE = 0, 1, 2, 3


def order_id(code: str) -> Sided:
    """An order card by its printed id, e.g. "1a"."""
    return Sided(int(code[:-1]) - 1, "ab".index(code[-1]))


def position(players: int = 2, seed: int = 1, **kw) -> State:
    """A game in its first player phase on the N1 N2 / S1 S2 island, nobody built yet."""
    s = R.new_game([Seat()] * players, seed)
    isl = island(NORTH, SOUTH)
    order = tuple(range(2 if players == 1 else players))
    s = replace(
        s,
        north=NORTH,
        south=SOUTH,
        board=(EMPTY,) * len(isl.ids),
        phase="play",
        seat=0,
        order=order,
        queue=(),
        pending=(),
    )
    if players == 1:
        s = replace(s, players=(s.players[0], replace(s.players[1], built=(0, 0, 0))))
    return replace(s, **kw)


def player(s: State, seat: int, **kw) -> State:
    return play.set_player(s, seat, replace(s.players[seat], **kw))


def build(s: State, seat: int, col: int, *spaces: int) -> State:
    """Put ``seat``'s next tokens of ``col`` on the spaces, free (a hand-made position)."""
    for sp in spaces:
        p = s.players[seat]
        built = list(p.built)
        built[col] += 1
        board = list(s.board)
        board[sp] = 3 * seat + col
        s = replace(play.set_player(s, seat, replace(p, built=tuple(built))), board=tuple(board))
    return s


def do(s: State, *actions) -> State:
    for a in actions:
        s = R.apply(s, a)
    return s


# --- Set-up (rulebook: "Game Setup") ---------------------------------------------------------


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_setup_builds_the_island_rows_coins_and_snake_for_each_player_count(n):
    s = R.new_game([Seat()] * n, 7)
    x = 2 if n == 1 else n
    assert len(s.north) == len(s.south) == x
    assert len(s.row) == C.ROW_SIZE[1 if n == 1 else n]
    assert len(s.scoring) == 4 and len(set(s.scoring)) == 4
    assert all(box == 0 for box, _ in s.food) and sorted(h for _, h in s.food) == [0, 1, 2]
    assert len(s.marina_cards) == 4
    assert s.prices == tuple(C.PRICE_START)
    # coins by place in player order, 30 / 31 / 32 / 33: test_boundaries.py
    people = [seat for seat in s.order if not (s.solo and seat == BOT)]
    assert s.phase == "setup" and s.seat == people[0]
    assert s.queue == tuple(people[1:] + people[::-1])


def test_starting_bonuses_of_the_setup_example():
    """Rulebook: "Blue: gain 1 white egg and 3 coins. Red: gain 1 grapes and gain 1 grapes"
    (marina cards 1 and 2; the egg is read as a black oval)."""
    s = position(2)
    blue = play.gain(s, 1, C.MARINA_CARDS[0].bonus)
    red = play.gain(s, 0, C.MARINA_CARDS[1].bonus)
    assert blue.players[1].goods[OVAL] == s.players[1].goods[OVAL] + 1
    assert blue.players[1].coins == s.players[1].coins + 3
    assert red.players[0].goods[GRAPES] == s.players[0].goods[GRAPES] + 2


def test_setup_builds_go_on_any_land_and_pay_both_costs():
    s = R.new_game([Seat()] * 2, 3)
    seat = s.seat
    isl = play.isle(s)
    builds = [a for a in R.legal_actions(s) if isinstance(a, Build)]
    spaces = {a.space for a in builds}
    assert spaces == {i for i in isl.land if any(C.COLUMNS[c].terrain in isl.terrains[i] for c in range(3))}
    a = next(a for a in builds if a.col == BORGO)
    after = R.apply(s, a)
    assert after.players[seat].coins == s.players[seat].coins - C.COLUMNS[0].costs[0] - isl.cost[a.space]


# --- Upgrade (rulebook: "Upgrade Action") ------------------------------------------------------


def test_upgrade_costs_seven_coins_and_stops_at_the_last_box():
    s = position(2)
    s = player(s, 0, coins=20, nav=2, mercato=3)
    acts = R.legal_actions(s)
    assert Upgrade(0, "nav") in acts and Upgrade(0, "mercato") not in acts
    s = R.apply(s, Upgrade(0, "nav"))
    assert s.players[0].coins == 13 and s.players[0].nav == 3
    s = player(replace(s, seat=0), 0, coins=6, nav=1)
    with pytest.raises(IllegalActionError, match="7 coins; you have 6"):
        R.apply(s, Upgrade(0, "nav"))


def test_white_figure_bonus_adds_a_coin_per_borgo_once_navigation_is_full():
    s = build(position(2), 0, BORGO, 4, 9)
    base = play.collect(s, 0).players[0].coins - s.players[0].coins
    full = play.collect(player(s, 0, nav=3), 0).players[0].coins - s.players[0].coins
    assert full == base + 2


# --- Marina (rulebook: "Marina Action", FAQ) ------------------------------------------------


def test_marina_needs_reach_and_one_token_per_marina():
    s = position(2)
    isl = play.isle(s)
    tl = isl.marinas["TL"]
    s = build(s, 0, POLLAIO, isl.adj[tl][0])
    s = replace(s, marina_cards=(3, 4, 5, 6))  # TL: card 4 (8 coins or 1 VP + 4 coins)
    assert Marina(0, 0) in R.legal_actions(s)
    assert Marina(0, 1) not in R.legal_actions(s)
    s = R.apply(s, Marina(0, 0))
    assert s.pending[0].kind == "choose"
    assert [a.label for a in R.legal_actions(s)] == ["8 coins", "1 VP + 4 coins"]
    coins = s.players[0].coins
    s = R.apply(s, Choose(0, 1))
    assert s.players[0].vp == 1 and s.players[0].coins == coins + 4
    s = replace(s, seat=0)
    assert Marina(0, 0) not in R.legal_actions(s)


def test_a_marina_across_a_lake_needs_the_blue_level():
    """FAQ: the blue hex lets you reach what touches a lake group your settlement touches."""
    s = position(2)
    isl = play.isle(s)
    tl = isl.marinas["TL"]
    lake = next(j for j in isl.adj[tl] if isl.kind[j] == "lake")
    far = next(
        j
        for j in isl.land
        if isl.lake_group[lake] in isl.lakes_touched[j] and tl not in isl.adj[j] and j not in isl.adj[tl]
    )
    s = build(s, 0, VIGNA, far)
    assert Marina(0, 0) not in R.legal_actions(player(s, 0, nav=1))
    assert Marina(0, 0) in R.legal_actions(player(s, 0, nav=2))


def test_navigatore_style_first_choice_and_the_bot_never_chooses():
    s = position(1)
    s = replace(s, seat=BOT, marina_cards=(0, 1, 2, 3), bot_card=HIDDEN)
    isl = play.isle(s)
    s = build(s, BOT, VIGNA, isl.adj[isl.marinas["TL"]][0])
    got, line = solo.marina(s, 0)
    assert got.players[BOT].goods[JAR] == s.players[BOT].goods[JAR] + 1  # "1 jar or 1 bottle": the jar
    assert "first option" in line


def test_the_last_marina_token_gives_a_free_order_once():
    s = position(2)
    isl = play.isle(s)
    for k, corner in enumerate(("TL", "TR", "BL", "BR")):
        s = build(s, 0, POLLAIO, isl.adj[isl.marinas[corner]][0]) if k < 3 else s
    s = build(s, 0, VIGNA, isl.adj[isl.marinas["BR"]][0])
    s = replace(s, marina_tokens=((0,), (0,), (0,), ()), marina_cards=(5, 5, 5, 5))  # card 6: 3 VP
    s = player(s, 0, marinas=3)
    s = R.apply(s, Marina(0, 3))
    assert s.pending and s.pending[0].kind == "free_order"
    fee_free = s.players[0].coins
    s = R.apply(s, TakeOrder(0, -1))
    assert s.players[0].order is not None and s.players[0].coins == fee_free


# --- Orders (rulebook: "Gain Order Action", "Finish Order Action") ----------------------------


@pytest.mark.parametrize(("rnd", "fee"), [(1, 3), (2, 0), (3, -3), (4, -6)])
def test_the_purple_card_fee_by_round(rnd, fee):
    s = player(position(2, round=rnd), 0, coins=20)
    after = R.apply(s, TakeOrder(0, 0))
    assert after.players[0].coins == 20 + fee
    assert after.players[0].order == s.row[0] and after.row == s.row[1:]


def test_an_order_cannot_be_taken_while_one_is_held_or_unpaid():
    s = player(position(2, round=4), 0, coins=5)
    assert not any(isinstance(a, TakeOrder) for a in R.legal_actions(s))
    with pytest.raises(IllegalActionError, match="costs 6 coins; you have 5"):
        R.apply(s, TakeOrder(0, 0))
    s = player(s, 0, coins=30, order=order_id("2a"))
    with pytest.raises(IllegalActionError, match="already hold an order"):
        R.apply(s, TakeOrder(0, 0))


def test_finishing_the_example_order_returns_a_settlement_for_seven_coins():
    """Rulebook: "a player must have 1 black oval and 1 built settlement, the reward is 7 coins"."""
    s = build(position(2), 0, POLLAIO, 3, 16)
    s = player(s, 0, coins=10, goods=(0, 1, 0, 0), order=order_id("1a"))
    assert C.order_text(play.order_of(order_id("1a"))) == "1 black oval + 1 hen -> 7 coins"
    s = R.apply(s, Finish(0))
    assert [a for a in R.legal_actions(s)] == [Return(0, 3), Return(0, 16)]
    s = R.apply(s, Return(0, 16))
    p = s.players[0]
    assert p.coins == 17 and p.goods == (0, 0, 0, 0) and p.order is None and p.done == (order_id("1a"),)
    assert s.board[16] == EMPTY and p.built[POLLAIO] == 1


def test_the_hen_option_any_lets_any_settlement_go_back():
    s = build(position(2, hen_rule="any"), 0, BORGO, 4)
    s = player(s, 0, goods=(0, 1, 0, 0), order=order_id("1a"))
    s = R.apply(s, Finish(0))
    assert R.legal_actions(s) == [Return(0, 4)]
    s2 = build(position(2), 0, BORGO, 4)
    s2 = player(s2, 0, goods=(0, 1, 0, 0), order=order_id("1a"))
    with pytest.raises(IllegalActionError, match="built hen"):
        R.apply(s2, Finish(0))


def test_an_order_needs_all_its_goods():
    s = player(position(2), 0, goods=(1, 0, 0, 0), order=order_id("1b"))  # 2 grapes -> 7 coins
    with pytest.raises(IllegalActionError, match="still needs 1 grapes"):
        R.apply(s, Finish(0))


def test_an_upgrade_reward_is_a_choice_of_track():
    s = player(position(2), 0, goods=(0, 2, 0, 0), order=order_id("3b"), nav=3)  # 2 ovals -> U
    s = R.apply(s, Finish(0))
    assert R.legal_actions(s) == [Upgrade(0, "mercato")]
    assert R.apply(s, Upgrade(0, "mercato")).players[0].mercato == 1


# --- Commercio (rulebook: "Scoring Orders") ----------------------------------------------------


def test_commercio_example_five_orders_score_nine():
    """Rulebook: 1 apple, 1 ear of corn and 3 crossed stalks score 9 (apple 4, corn 2, stalks 1)."""
    s = position(2, food=((3, 0), (2, 1), (2, 0)))  # corn above stalks in box 2
    orders = (order_id("1a"), order_id("1b"), order_id("2a"), order_id("3b"), order_id("8a"))
    assert sorted(play.order_of(o).food for o in orders) == [0, 1, 2, 2, 2]
    s = player(s, 0, done=orders)
    assert board.food_rank(s) == (0, 1, 2)
    assert board.end_scores(s, 0)["orders"] == 9


def test_a_food_token_moves_onto_the_top_of_the_next_stack_and_stops_at_the_last_box():
    s = position(2, food=((0, 0), (1, 0), (15, 0)))
    s = play.move_food(s, 0)
    assert s.food[0] == (1, 1) and board.food_rank(s)[1:] == (0, 1)
    s = play.move_food(s, 1)  # from under the stack to box 2
    assert s.food[1] == (2, 0)
    s = play.move_food(replace(s, food=((15, 0), (15, 1), (15, 2))), 0)
    assert s.food[0] == (15, 3) and board.food_rank(s)[0] == 0


# --- Expand (rulebook: "Expand Action", FAQ) -------------------------------------------------


def test_expand_example_three_plus_four_is_seven():
    """Rulebook: the settlement costs 3 and the land costs 4: 7 in all, across a river."""
    s = build(position(2), 0, VIGNA, 3)
    isl = play.isle(s)
    assert isl.river(3, 4) and isl.cost[4] == 4 and "grey" in isl.terrains[4]
    s = player(s, 0, coins=10, nav=2)
    s = R.apply(s, Build(0, BORGO, 4))
    assert s.players[0].coins == 3 and s.board[4] == BORGO


def test_rivers_need_the_green_level():
    s = build(position(2), 0, VIGNA, 3)
    s = player(s, 0, coins=20)
    with pytest.raises(IllegalActionError, match="not across a river"):
        R.apply(s, Build(0, BORGO, 4))
    assert Build(0, BORGO, 4) in R.legal_actions(player(s, 0, nav=1))


def test_a_settlement_needs_its_terrain_and_empty_land():
    s = build(position(2), 0, VIGNA, 3)
    s = build(s, 1, VIGNA, 16)
    s = player(s, 0, coins=20, nav=1)
    isl = play.isle(s)
    with pytest.raises(IllegalActionError, match="already has a settlement"):
        R.apply(s, Build(0, POLLAIO, 16))
    dark = next(j for j in isl.adj[3] if isl.kind[j] == "land" and isl.terrains[j] == frozenset({"dark"}))
    with pytest.raises(IllegalActionError, match="grey terrain"):
        R.apply(s, Build(0, BORGO, dark))


def test_a_split_hex_is_one_hex_with_both_terrains():
    """FAQ: the formed hex includes both terrains."""
    s = position(2)
    isl = play.isle(s)
    split = next(i for i in isl.land if not isl.whole[i] and len(isl.terrains[i]) == 2)
    cols = [c for c in range(3) if C.COLUMNS[c].terrain in isl.terrains[split]]
    s = R.new_game([Seat()] * 2, 1)
    s = replace(s, north=NORTH, south=SOUTH, board=(EMPTY,) * len(isl.ids))
    builds = {a.col for a in R.legal_actions(s) if isinstance(a, Build) and a.space == split}
    assert builds == set(cols) and len(cols) == 2


def test_taking_the_last_token_of_a_column_offers_a_free_order_once_per_action():
    s = build(position(2), 0, POLLAIO, 3, 16, 2)
    s = player(s, 0, coins=30)
    isl = play.isle(s)
    target = next(a for a in R.legal_actions(s) if isinstance(a, Build) and a.col == POLLAIO)
    s = R.apply(s, target)
    assert s.pending[0] == Decision(0, "free_order")
    assert TakeOrder(0, -1) in R.legal_actions(s) and Done(0) in R.legal_actions(s)
    coins = s.players[0].coins
    s = R.apply(s, TakeOrder(0, 2))
    assert s.players[0].coins == coins and s.players[0].order is not None
    assert isl.kind[target.space] == "land"


def test_no_free_order_while_one_is_held_or_in_production():
    s = build(position(2), 0, POLLAIO, 3, 16, 2)
    s = player(s, 0, coins=30, order=order_id("2a"))
    target = next(a for a in R.legal_actions(s) if isinstance(a, Build) and a.col == POLLAIO)
    assert not R.apply(s, target).pending
    prod = play.place(replace(s, phase="production"), 0, POLLAIO, target.space, 0)
    assert not prod.pending


# --- Mercato (rulebook: "Mercato Action") -------------------------------------------------


def test_selling_three_bottles_at_eight():
    """Rulebook: 3 bottles at 8 gain 24 (5 -> 29 coins) and the price falls from 8 to 6."""
    s = player(position(2), 0, coins=5, goods=(0, 0, 0, 4), mercato=2)
    assert play.price(s, BOTTLE) == 8
    s = R.apply(s, Mercato(0, BOTTLE, True))
    assert [a.label for a in R.legal_actions(s)] == [
        "Sell 1 bottle +8 coins",
        "Sell 2 bottles +16 coins",
        "Sell 3 bottles +24 coins",
    ]
    s = R.apply(s, Trade(0, BOTTLE, True, 3))
    p = s.players[0]
    assert p.coins == 29 and p.goods[BOTTLE] == 1 and BOTTLE in p.traded
    assert play.price(s, BOTTLE) == 6


def test_each_good_goes_to_the_mercato_once_a_round_and_the_level_caps_the_quantity():
    s = player(position(2), 0, coins=50, goods=(3, 0, 0, 0), mercato=1)
    acts = R.legal_actions(R.apply(s, Mercato(0, GRAPES, True)))
    assert Trade(0, GRAPES, True, 2) in acts and Trade(0, GRAPES, True, 3) not in acts
    s = do(s, Mercato(0, GRAPES, False), Trade(0, GRAPES, False, 2))
    s = replace(s, seat=0)
    assert Mercato(0, GRAPES, True) not in R.legal_actions(s)
    with pytest.raises(IllegalActionError, match="already traded grapes"):
        R.apply(s, Mercato(0, GRAPES, True))


def test_prices_stop_at_the_ends_and_goods_at_seven():
    s = player(position(2, prices=(10, 10, 10, 10)), 0, coins=89, goods=(6, 0, 0, 0), mercato=3)
    s = R.apply(s, Mercato(0, GRAPES, False))
    assert Trade(0, GRAPES, False, 2) not in R.legal_actions(s)
    s = R.apply(s, Trade(0, GRAPES, False, 1))
    assert s.prices[GRAPES] == 10 and s.players[0].goods[GRAPES] == 7
    assert play.add_coins(s, 0, 50).players[0].coins == C.COIN_LIMIT


# --- Pass, production, scoring, cleanup -------------------------------------------------------


def test_passing_first_gains_fourteen_and_sets_next_rounds_order():
    """Rulebook: Red passes and gets 14 coins; play goes on with the others."""
    s = position(3)
    coins = s.players[0].coins
    s = R.apply(s, Pass(0))
    assert s.players[0].coins == coins + 14 and s.passed == (0,) and s.seat == 1
    s = do(s, Pass(1))
    assert s.seat == 2
    assert s.players[1].coins == position(3).players[1].coins + 10


def test_production_example():
    """Rulebook: Blue gains 1 black oval, 3 grapes and 15 coins, then turns 4 grapes into 2 jars
    and 2 bottles (here: five Borghi, three Vigne and one Pollaio)."""
    isl = island(NORTH, SOUTH)
    greys = [i for i in isl.land if "grey" in isl.terrains[i]][:5]
    darks = [i for i in isl.land if "dark" in isl.terrains[i] and i not in greys][:3]
    lights = [i for i in isl.land if "light" in isl.terrains[i] and i not in greys + darks][:1]
    s = build(position(2), 1, BORGO, *greys)
    s = build(s, 1, VIGNA, *darks)
    s = build(s, 1, POLLAIO, *lights)
    s = player(s, 1, coins=0, goods=(1, 0, 0, 0))
    s = replace(s, phase="production", seat=1, pending=(Decision(1, "collect"),), passed=(0, 1), queue=())
    s = R.apply(s, Collect(1))
    assert s.players[1].coins == 15 and s.players[1].goods == (4, 1, 0, 0)
    s = do(s, Convert(1, JAR), Convert(1, JAR), Convert(1, BOTTLE), Convert(1, BOTTLE))
    assert s.players[1].goods == (0, 1, 2, 2)


def test_production_runs_in_reverse_passing_order_then_scoring_and_cleanup():
    s = position(2, round=1, scoring=(0, 1, 2, 3))  # Borghi first
    s = build(s, 0, BORGO, 4)
    s = build(s, 1, BORGO, 9, 50)
    s = do(s, Pass(0), Pass(1))
    assert s.phase == "production" and s.pending[0] == Decision(1, "collect")
    s = R.apply(s, Collect(1))
    s = do(s, *([Done(1)] if s.pending and s.pending[0].seat == 1 else []))
    s = R.apply(s, Collect(0))
    while s.pending and s.pending[0].kind != "cleanup_food":
        s = R.apply(s, R.legal_actions(s)[-1])
    # Borghi: 1 VP per grey-person settlement
    assert (s.players[0].vp_cards, s.players[1].vp_cards) == (1, 2)
    assert s.pending[0] == Decision(0, "cleanup_food")  # seat 0 passed first
    rowfood = [play.order_of(c).food for c in position(2).row]
    s = R.apply(s, MoveFood(0, 0))
    moved = [box for box, _ in s.food]
    assert sum(moved) == len(rowfood) + 1
    assert s.round == 2 and s.order == (0, 1) and len(s.row) == 5 and s.phase == "play"
    assert all(p.traded == () for p in s.players)


def test_an_empty_order_deck_is_the_discard_pile_turned_over_showing_other_sides():
    s = position(2, deck=(), discard=(order_id("2a"), order_id("5b")))
    assert play.deck_top(s) == order_id("2b")
    card, s2 = play.deck_draw(s)
    assert card == order_id("2b")  # the first card laid is the new top, turned over
    assert s2.deck == (order_id("5a"),) and s2.discard == ()


def test_city_chart_eight_cities_score_five():
    """Rulebook: Blue has 8 cities and scores 5 VP."""
    assert [C.city_vp(n) for n in (0, 1, 5, 6, 7, 8, 9, 10, 14)] == [0, 1, 1, 2, 3, 5, 7, 9, 9]
    isl = island(NORTH, SOUTH)
    chosen: list[int] = []
    for i in isl.land:
        if all(j not in isl.adj[i] for j in chosen):
            chosen.append(i)
        if len(chosen) == 8:
            break
    s = build(position(2), 0, VIGNA, *chosen[:5])
    s = build(s, 0, POLLAIO, *chosen[5:8])
    assert isl.cities(chosen) == 8 and board.end_scores(s, 0)["cities"] == 5


def test_end_scoring_and_the_tie_break_closest_to_first():
    s = position(3, phase="over", order=(2, 0, 1))
    s = player(s, 0, coins=39, goods=(0, 0, 2, 1), vp=10)
    s = player(s, 1, coins=49, goods=(0, 0, 1, 1), vp=10)
    s = player(s, 2, coins=0, goods=(0, 0, 0, 0), vp=0)
    sc = R.totals(s)
    assert sc[0] == 10 + 3 + 3 and sc[1] == 10 + 2 + 4 and sc[0] == sc[1]
    out = R.outcome(s)
    assert out.winners == (0,) and out.tiebreak  # seat 0 sits before seat 1 in player order


# --- Solo bot (rulebook: "Solo Rules") ------------------------------------------------------


def solo_position(**kw) -> State:
    s = position(1, persona="governatore", start_persona="navigatore")
    s = replace(s, bot_deck=tuple(range(1, 12)), bot_discard=(0,), bot_card=HIDDEN, seat=BOT)
    return replace(s, **kw)


def test_solo_setup_gives_the_bot_its_goods_coins_and_two_free_settlements():
    s = R.new_game([Seat()], 5, {"persona": "mercante"})
    bot = s.players[BOT]
    assert s.persona == "mercante" and s.start_persona != "mercante"
    assert bot.goods[GRAPES] == 1 and bot.goods[OVAL] == 1 and bot.coins == 50
    assert bot.built == (1, 1, 0) and len(s.bot_discard) == 1 and len(s.bot_deck) == 11
    assert s.order == (0, BOT)
    isl = play.isle(s)
    starts = C.PERSONA_BY_ID[s.start_persona].start
    spots = [i for i, c in enumerate(s.board) if c >= 0]
    grey = next(i for i in spots if s.board[i] == 3 * BOT + BORGO)
    assert isl.slot_card("N", starts[0]) in isl.cards[grey] and isl.whole[grey]
    best = max(
        isl.cost[i]
        for i in isl.land
        if isl.slot_card("N", starts[0]) in isl.cards[i] and isl.whole[i] and "grey" in isl.terrains[i]
    )
    assert isl.cost[grey] == best


def test_the_bot_passes_at_zero_coins_and_gains_twenty_first_ten_last():
    s = player(solo_position(), BOT, coins=0)
    assert R.legal_actions(s) == [BotStep()]
    s = R.apply(s, BotStep())
    assert s.passed == (BOT,) and s.players[BOT].coins == 20
    s2 = player(solo_position(passed=(0,)), BOT, coins=0)
    assert R.apply(s2, BotStep()).players[BOT].coins == 10


def test_bot_reveal_then_do_else_with_the_discard_giving_the_details():
    """Rulebook: a hen build costs 10; without a hen or land in reach the bot does the mercato."""
    s = solo_position(bot_deck=(0, 1, 2), bot_discard=(3,))  # card 1 revealed; card 4 gives the details
    s = player(s, BOT, coins=30, built=(0, 0, 4), goods=(0, 0, 0, 2))
    s = R.apply(s, BotStep())
    assert s.bot_card == 0 and s.players[BOT].coins == 30
    line = R.describe(s, BotStep())
    s = R.apply(s, BotStep())
    # no hen left: mercato with card 4's good (bottle): it holds 2, so it sells up to its quantity
    assert "sells" in line
    assert s.players[BOT].vp == 1 and s.players[BOT].coins == 20 and s.players[BOT].goods[BOTTLE] == 1
    assert s.bot_discard[-1] == 0 and s.bot_card == HIDDEN


def test_bot_order_example_x_is_three():
    """Rulebook: X is 3, the bot has 1 grapes and 30 coins; it gains the first card (the row is
    shorter than 3), pays 20 for 1 black oval and 1 bottle and finishes the order."""
    s = solo_position(row=(order_id("8b"), order_id("2a")), bot_discard=(1,))  # card 2: X = 3
    assert C.BOT_CARDS[1].x == 3
    s = player(s, BOT, coins=30, goods=(1, 0, 0, 0))
    s, line = solo._order(s, 0)  # type: ignore[misc]
    bot = s.players[BOT]
    assert bot.done == (order_id("8b"),) and bot.coins == 10 and bot.goods == (1, 0, 0, 0)
    assert bot.vp == 0  # 14 coins of reward: the bot keeps only VP
    assert s.prices[OVAL] == C.PRICE_START[OVAL] + 1 and s.prices[BOTTLE] == C.PRICE_START[BOTTLE] + 1


def test_bot_buying_example_two_grapes():
    """Rulebook: the bot has no grapes, so it buys 2 (its mercato quantity) for 10 coins."""
    s = solo_position(bot_discard=(0,))  # card 1: grapes
    s = player(s, BOT, coins=20, mercato=1, goods=(0, 0, 0, 0))
    s, _ = solo._mercato(s, 10)  # type: ignore[misc]
    assert s.players[BOT].goods[GRAPES] == 2 and s.players[BOT].coins == 10
    assert s.prices[GRAPES] == C.PRICE_START[GRAPES] + 2


def test_bot_selling_example_one_grapes_for_one_vp():
    """Rulebook: the bot sells its only grapes (it could sell 2), gains 1 VP and no coins."""
    s = solo_position(bot_discard=(0,))
    s = player(s, BOT, coins=20, mercato=1, goods=(1, 0, 0, 0))
    s, _ = solo._mercato(s, 10)  # type: ignore[misc]
    assert s.players[BOT].goods[GRAPES] == 0 and s.players[BOT].vp == 1 and s.players[BOT].coins == 10
    assert s.prices[GRAPES] == C.PRICE_START[GRAPES] - 1


def test_bot_expand_takes_the_costliest_land_in_reach_by_the_scan_and_pays_no_land():
    s = solo_position(bot_discard=(0,))  # scan TL
    s = build(s, BOT, VIGNA, 16)
    s = player(s, BOT, coins=20)
    isl = play.isle(s)
    spots = reach.build_spots(s, BOT, POLLAIO)
    best = max(isl.cost[i] for i in spots)
    s2, _ = solo._exp_hen(s, 10)  # type: ignore[misc]
    placed = next(i for i in spots if s2.board[i] == 3 * BOT + POLLAIO)
    assert isl.cost[placed] == best and placed == isl.scan([i for i in spots if isl.cost[i] == best], "TL")[0]
    assert s2.players[BOT].coins == 10


def test_bot_passes_after_three_reveals_with_nothing_to_do():
    """Cards 8, 11 and 5 (order / persons / marina) with every person built, an order it cannot
    pay for and no settlement near a marina: three reveals, then it passes (a reading)."""
    s = solo_position(bot_deck=(7, 10, 4, 0), bot_discard=(0,))
    s = player(s, BOT, coins=10, built=(5, 5, 0), order=order_id("13b"), goods=(0, 0, 0, 0))
    for _ in range(5):
        s = R.apply(s, BotStep())
        assert not s.passed
    line = R.describe(s, BotStep())
    s = R.apply(s, BotStep())
    assert "neither part of 3 cards" in line
    assert s.passed == (BOT,) and s.players[BOT].coins == 30 and s.bot_deck == (0,)


def test_bot_production_builds_a_person_gains_both_mats_and_upgrades_free():
    s = solo_position(phase="production", bot_step="prod_expand", queue=(), passed=(0, BOT))
    s = build(s, BOT, BORGO, 16)
    s = player(s, BOT, coins=0, nav=0, mercato=0)
    s = R.apply(s, BotStep())
    built = s.players[BOT].built
    assert built[BORGO] + built[VIGNA] == 2
    s = R.apply(s, BotStep())
    gained = s.players[BOT]
    outs = [C.BOT_OUTPUTS[c][k] for c in range(3) for k in range(built[c])]
    assert gained.coins == sum(o.coins for o in outs) + C.BOT_BASE.coins
    assert gained.vp == sum(o.vp for o in outs)
    s = R.apply(s, BotStep())
    assert (s.players[BOT].nav, s.players[BOT].mercato) == (1, 1)


def test_bot_cleanup_food_rule():
    """Most bot orders of a food; ties to the one the player has fewest of; then the highest."""
    s = solo_position()
    s = player(s, BOT, done=(order_id("1a"), order_id("1b")))  # apple, corn
    s = player(s, 0, done=(order_id("2b"),))  # apple
    assert solo.food_choice(s) == 1
    s = player(s, 0, done=())
    s = replace(s, food=((2, 0), (3, 0), (0, 0)))
    assert solo.food_choice(s) == 1  # tied apple and corn: the higher token


def test_the_bot_step_is_the_only_move_on_its_turn_and_other_moves_are_refused():
    s = solo_position()
    assert R.legal_actions(s) == [BotStep()]
    with pytest.raises(IllegalActionError, match="turn; carry out its next step"):
        R.apply(s, Pass(0))


def test_invariants_hold_in_a_played_game_and_catch_a_broken_position():
    s = R.new_game([Seat()] * 3, 9)
    for step in range(400):
        if R.to_act(s) is None:
            break
        s = R.apply(s, R.legal_actions(s)[step % len(R.legal_actions(s))])
        assert R.invariants(s) == []
    assert R.invariants(player(s, 0, coins=95))
    assert R.invariants(replace(s, board=(0,) + s.board[1:]))  # a settlement the mat still holds
    assert R.invariants(replace(s, row=s.row + s.row[:1]) if s.row else replace(s, discard=s.discard * 2))


def test_faq_the_blue_level_builds_on_land_touching_a_lake_group_a_settlement_touches():
    """FAQ: with the green level only the neighbours (rivers allowed); with green and blue also
    every land hex touching a lake group one of your settlements touches."""
    s = position(2)
    isl = play.isle(s)
    home = next(i for i in isl.land if isl.lakes_touched[i])
    group = next(iter(isl.lakes_touched[home]))
    far = [j for j in isl.land if group in isl.lakes_touched[j] and j not in isl.adj[home] and j != home]
    assert far
    s = player(build(s, 0, VIGNA, home), 0, coins=40)
    green = {a.space for a in R.legal_actions(player(s, 0, nav=1)) if isinstance(a, Build)}
    blue = {a.space for a in R.legal_actions(player(s, 0, nav=2)) if isinstance(a, Build)}
    assert not green & set(far) and set(far) <= blue
    assert green <= blue and green == {a for a in green if a in isl.adj[home]}
