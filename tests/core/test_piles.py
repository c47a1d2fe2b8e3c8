"""Piles: draws from either end, restocking, rows and offers, two-sided cards, hidden piles."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mint.core import piles
from mint.core.piles import BACK, FRONT, EmptyPileError, Sided
from mint.core.rng import Rng

DECK = ("a", "b", "c", "d", "e", "f")


# --- Decks -------------------------------------------------------------------------------------


def test_draw_takes_the_top_card_first():
    card, rest = piles.draw(DECK)
    assert card == "a" and rest == ("b", "c", "d", "e", "f")
    cards, rest = piles.draw_n(rest, 2)
    assert cards == ("b", "c") and rest == ("d", "e", "f")


def test_draw_n_stops_when_the_deck_runs_out():
    assert piles.draw_n(("a", "b"), 5) == (("a", "b"), ())
    assert piles.draw_n(DECK, 0) == ((), DECK)


def test_draw_from_the_bottom():
    card, rest = piles.draw_bottom(DECK)
    assert card == "f" and rest == DECK[:-1]
    cards, rest = piles.draw_bottom_n(DECK, 2)
    assert cards == ("f", "e") and rest == ("a", "b", "c", "d")
    assert piles.draw_bottom_n(("a",), 3) == (("a",), ())


def test_an_empty_deck_cannot_be_drawn_from():
    with pytest.raises(EmptyPileError, match="top"):
        piles.draw(())
    with pytest.raises(EmptyPileError, match="bottom"):
        piles.draw_bottom(())


def test_cards_put_on_top_or_slid_underneath():
    assert piles.put_top(("c", "d"), ("a", "b")) == ("a", "b", "c", "d")
    assert piles.put_bottom(("a", "b"), ("c", "d")) == ("a", "b", "c", "d")
    assert piles.draw(piles.put_top(("x",), ("y",)))[0] == "y"
    assert piles.draw_bottom(piles.put_bottom(("x",), ("y",)))[0] == "y"


def test_shuffle_in_is_one_shuffle_of_the_deck_then_the_cards():
    """Mint Cooperative shuffles each pile of four with its mayhem card appended."""
    rng = Rng.from_seed(5)
    got, after = piles.shuffle_in(("t1", "t2", "t3", "t4"), ("m1",), rng)
    assert (got, after) == rng.shuffle(["t1", "t2", "t3", "t4", "m1"])
    assert sorted(got) == ["m1", "t1", "t2", "t3", "t4"]


# --- Discard piles and restocking ------------------------------------------------------------


def test_the_last_card_laid_shows_on_the_discard_pile():
    pile = piles.discard((), ("a", "b"))
    pile = piles.discard(pile, ("c",))
    assert pile == ("a", "b", "c") and piles.showing(pile) == "c"
    assert piles.showing(()) is None


def test_reshuffle_turns_the_discard_pile_into_a_known_order():
    rng = Rng.from_seed(1)
    deck, pile, after = piles.reshuffle((), DECK, rng)
    assert deck == ("d", "a", "c", "e", "f", "b")  # splitmix64 from seed 1, Fisher-Yates
    assert pile == () and after != rng
    assert (deck, after) == rng.shuffle(DECK)  # exactly one Rng.shuffle of the pile as stored


def test_reshuffle_leaves_a_deck_with_cards_and_the_rng_alone():
    rng = Rng.from_seed(1)
    assert piles.reshuffle(("x",), DECK, rng) == (("x",), DECK, rng)


def test_reshuffling_one_card_or_none_uses_no_randomness():
    rng = Rng.from_seed(3)
    assert piles.reshuffle((), ("a",), rng) == (("a",), (), rng)
    assert piles.reshuffle((), (), rng) == ((), (), rng)


def test_flip_over_keeps_the_order_the_cards_were_laid():
    """Mint Italy: "flip over the discard pile to make a new deck (don't shuffle)"."""
    pile = piles.discard((), ("first", "second", "third"))
    deck, pile = piles.flip_over((), pile)
    assert deck == ("first", "second", "third") and pile == ()
    assert piles.draw(deck)[0] == "first"
    assert piles.flip_over(("x",), ("y",)) == (("x",), ("y",))


def test_flip_over_can_turn_two_sided_cards():
    pile = (Sided("o1", FRONT), Sided("o2", BACK))
    deck, _ = piles.flip_over((), pile, turn=piles.flip)
    assert deck == (Sided("o1", BACK), Sided("o2", FRONT))


def test_draw_restocking_reshuffles_when_the_deck_runs_out_mid_draw():
    rng = Rng.from_seed(2)
    cards, deck, pile, after = piles.draw_restocking(("a", "b"), ("c", "d", "e"), rng, 4)
    reshuffled, expect_rng = rng.shuffle(("c", "d", "e"))
    assert cards == ("a", "b", *reshuffled[:2])
    assert deck == reshuffled[2:] and pile == () and after == expect_rng


def test_draw_restocking_with_flip_uses_no_randomness():
    rng = Rng.from_seed(2)
    cards, deck, pile, after = piles.draw_restocking(("a",), ("b", "c", "d"), rng, 3, flip=True)
    assert cards == ("a", "b", "c") and deck == ("d",) and pile == () and after is rng


def test_draw_restocking_stops_when_deck_and_pile_are_both_empty():
    rng = Rng.from_seed(2)
    assert piles.draw_restocking(("a",), (), rng, 3) == (("a",), (), (), rng)


def test_draw_restocking_one_at_a_time_matches_the_cooperative_stunt_deal():
    """Cooperative deals a stunt per hero: reshuffle only if the deck is empty and the pile not."""
    rng = Rng.from_seed(9)
    deck, pile = ("s1",), ("s2", "s3", "s4")
    got = []
    d, p, r = deck, pile, rng
    for _ in range(3):
        cards, d, p, r = piles.draw_restocking(d, p, r)
        got.extend(cards)
    # the same steps written out as the game does them today
    want, d2, p2, r2 = [], list(deck), list(pile), rng
    for _ in range(3):
        if not d2 and p2:
            shuffled, r2 = r2.shuffle(p2)
            d2, p2 = list(shuffled), []
        if d2:
            want.append(d2.pop(0))
    assert got == want and (d, p, r) == (tuple(d2), tuple(p2), r2)


# --- Dealing -----------------------------------------------------------------------------------


def test_deal_blocks_gives_each_hand_a_run_of_cards():
    hands, rest = piles.deal_blocks(tuple(range(10)), 3, 3)
    assert hands == ((0, 1, 2), (3, 4, 5), (6, 7, 8)) and rest == (9,)


def test_deal_round_robin_gives_one_card_to_each_hand_in_turn():
    """Mint Delivery's town decks: 7 orders to each of 4 towns, the rest left out."""
    deck = tuple(range(30))
    hands, rest = piles.deal_round_robin(deck, 4, 7)
    assert hands == tuple(deck[:28][i::4] for i in range(4))
    assert hands[1][:3] == (1, 5, 9) and rest == (28, 29)


# --- Rows and offers -------------------------------------------------------------------------


def test_take_closes_the_row_and_refill_adds_at_the_right():
    """Mint Delivery: take an order from a town's row, the next order of its deck is revealed."""
    row, deck = ("o1", "o2"), ("o3", "o4")
    card, row = piles.take(row, 0)
    row, deck = piles.refill(row, deck, 2)
    assert card == "o1" and row == ("o2", "o3") and deck == ("o4",)


def test_refill_stops_when_the_deck_is_empty_and_never_shrinks_a_row():
    assert piles.refill(("a",), ("b",), 3) == (("a", "b"), ())
    assert piles.refill(("a", "b", "c"), ("d",), 2) == (("a", "b", "c"), ("d",))


def test_take_from_a_position_that_is_not_there():
    with pytest.raises(EmptyPileError):
        piles.take(("a",), 1)


def test_slots_keep_their_places():
    row, deck = ("u1", "u2", "u3"), ("u4", "u5")
    card, row = piles.take_slot(row, 1, "")
    assert card == "u2" and row == ("u1", "", "u3")
    with pytest.raises(EmptyPileError):
        piles.take_slot(row, 1, "")
    _, row = piles.take_slot(row, 0, "")
    row, deck = piles.fill_slots(row, deck, "")
    assert row == ("u4", "u5", "u3") and deck == ()
    assert piles.fill_slots(("", ""), ("x",), "") == (("x", ""), ())


# --- Two-sided cards ---------------------------------------------------------------------------


def test_flip_turns_a_card_to_its_other_side_and_back():
    c = Sided("fury")
    assert c.side == FRONT and piles.flip(c) == Sided("fury", BACK) and piles.flip(piles.flip(c)) == c
    assert str(piles.flip(c)) == "fury/1"


def test_a_deck_all_one_side_up():
    deck = piles.with_side(("a", "b"), BACK)
    assert deck == (Sided("a", BACK), Sided("b", BACK)) and piles.cards_of(deck) == ("a", "b")


def test_random_sides_draws_one_coin_per_card_in_order():
    rng = Rng.from_seed(4)
    got, after = piles.random_sides(DECK, rng)
    expect, r = [], rng
    for c in DECK:
        side, r = r.randrange(2)
        expect.append(Sided(c, side))
    assert got == tuple(expect) and after == r
    assert piles.cards_of(got) == DECK


def test_sides_travel_with_their_cards_through_a_shuffle_and_a_row():
    deck, rng = piles.random_sides(DECK, Rng.from_seed(8))
    shuffled, _ = Rng.from_seed(3).shuffle(deck)
    row, rest = piles.refill((), shuffled, 3)
    assert set(row) | set(rest) == set(deck)


# --- Hidden piles -----------------------------------------------------------------------------


def test_mask_hides_every_card_but_keeps_the_count():
    assert piles.mask((4, 7, 1), -1) == (-1, -1, -1)
    assert piles.mask(("a", "b", "c"), "?", top=1) == ("a", "?", "?")
    assert piles.mask((), "?") == ()
    assert piles.mask(("a",), "?", top=3) == ("a",)


def test_mask_order_hides_how_a_known_pile_lies():
    a = piles.mask_order(("c", "a", "b"))
    b = piles.mask_order(("b", "c", "a"))
    assert a == b == ("a", "b", "c")
    assert piles.mask_order((Sided("b"), Sided("a", BACK)), key=str) == (Sided("a", BACK), Sided("b"))


def test_any_hidden():
    assert piles.any_hidden(((1, 2), (3, -1)), -1)
    assert not piles.any_hidden(((1, 2), ()), -1)


def test_unseen_keeps_the_universe_order_and_removes_one_copy_per_seen_card():
    universe = ("a", "b", "b", "c", "d")
    assert piles.unseen(universe, ("b", "?"), ("d",), hidden="?") == ("a", "b", "c")
    assert piles.unseen(range(6), (-1, 4), (0,), hidden=-1) == (1, 2, 3, 5)


def test_fill_puts_cards_only_into_hidden_places():
    assert piles.fill((3, -1, 5, -1), iter((8, 9)), -1) == (3, 8, 5, 9)
    assert piles.fill(("a", "?"), iter(()), "?", fallback="z") == ("a", "z")
    assert piles.fill(("?", "?"), iter(("x",)), "?", fallback=lambda i: f"spare{i}") == ("x", "spare1")
    with pytest.raises(ValueError, match="more hidden places"):
        piles.fill(("?",), iter(()), "?")


def _observe(decks, hands, seat):
    """A table of decks and hands as ``seat`` sees it: decks and other hands masked."""
    return ([piles.mask(d, -1) for d in decks], [h if i == seat else piles.mask(h, -1) for i, h in enumerate(hands)])


def test_determinize_sampling_keeps_counts_and_visible_cards():
    full, rng = Rng.from_seed(21).shuffle(range(20))
    decks = [full[0:5], full[5:9]]
    hands = [full[9:12], full[12:15]]
    box = full[15:]  # out of the game, seen by all
    seen_decks, seen_hands = _observe(decks, hands, 0)
    pool = piles.unseen(range(20), *seen_decks, *seen_hands, box, hidden=-1)
    assert sorted(pool) == sorted((*decks[0], *decks[1], *hands[1]))
    dealt, after = piles.deal_hidden(Rng.from_seed(5), pool, (*seen_decks, *seen_hands), -1)
    assert [len(p) for p in dealt] == [5, 4, 3, 3]
    assert dealt[2] == hands[0]  # the seat's own hand stays as it is
    assert Counter(c for p in dealt for c in p) + Counter(box) == Counter(range(20))  # each card once
    again, _ = piles.deal_hidden(Rng.from_seed(5), pool, (*seen_decks, *seen_hands), -1)
    assert again == dealt  # the same rng deals the same world
    other, _ = piles.deal_hidden(Rng.from_seed(6), pool, (*seen_decks, *seen_hands), -1)
    assert other != dealt
    assert after == Rng.from_seed(5).shuffle(pool)[1]  # one shuffle, nothing else


def test_deal_hidden_is_what_delivery_determinize_does_today():
    """One shuffle of the unseen orders, dealt front to back over the piles in order, 0 when short."""
    rng = Rng.from_seed(77)
    pool = (3, 9, 4, 11)
    masked = ((-1, -1), (2, -1), (-1, -1, -1))
    got, after = piles.deal_hidden(rng, pool, masked, -1, fallback=0)
    pool_t, r = rng.shuffle(list(pool))
    it = iter(pool_t)
    want = tuple(tuple(next(it, 0) if o < 0 else o for o in xs) for xs in masked)
    assert got == want and after == r and got[2][-1] == 0


@given(st.lists(st.integers(0, 9), max_size=12), st.integers(0, 5), st.integers(0, 2**32))
def test_draw_restocking_never_loses_or_makes_cards(deck, n, seed):
    deck_t = tuple(deck[: len(deck) // 2])
    pile = tuple(deck[len(deck) // 2 :])
    cards, d, p, _ = piles.draw_restocking(deck_t, pile, Rng.from_seed(seed), n)
    assert Counter(cards) + Counter(d) + Counter(p) == Counter(deck)
    assert len(cards) == min(n, len(deck))


def _delivery_world(obs, rng):
    """Mint Delivery's determinize written with piles (the recipe its port follows)."""
    from mint.games.delivery.cards import ORDERS
    from mint.games.delivery.model import rep

    seen = [
        obs.box,
        *((*t.orders, *t.done, *t.hand, *t.kept) for t in obs.trucks),
        *(st.row for st in obs.towns),
        *(st.deck for st in obs.towns),
    ]
    pool = piles.unseen(range(len(ORDERS)), *seen, hidden=-1)
    masked = [p for t in obs.trucks for p in (t.done, t.hand, t.kept)] + [st.deck for st in obs.towns]
    dealt, rng = piles.deal_hidden(rng, pool, masked, -1, fallback=0)
    k = len(obs.trucks)
    trucks = tuple(
        rep(t, done=dealt[3 * i], hand=dealt[3 * i + 1], kept=dealt[3 * i + 2]) for i, t in enumerate(obs.trucks)
    )
    towns = tuple(rep(st, deck=dealt[3 * k + i]) for i, st in enumerate(obs.towns))
    return rep(obs, trucks=trucks, towns=towns, rng=rng.fork(7))


def test_piles_reproduce_delivery_determinize_on_real_observations():
    from mint.core.game import Seat
    from mint.games.delivery import rules as delivery

    for players, seed in ((3, 1), (2, 5), (1, 2)):
        state = delivery.new_game(tuple(Seat("random") for _ in range(players)), seed, {})
        rng = Rng.from_seed(seed)
        for step in range(60):
            if delivery.to_act(state) is None:
                break
            if step % 7 == 0:
                obs = delivery.observation(state, delivery.to_act(state))
                assert _delivery_world(obs, Rng.from_seed(step)) == delivery.determinize(obs, 0, Rng.from_seed(step))
            action, rng = rng.choice(delivery.legal_actions(state))
            state = delivery.apply(state, action)
