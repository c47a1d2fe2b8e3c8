"""Mint Italy's engine tables, each held to the rule it stands for, worked out the plain way.

The engine answers from tables built once (production sums per mat column, reach masks, the
Build lists by mask, lake groups as masks); these tests work each answer out again slot by slot
and space by space, over whole random games and several island draws.
"""

from __future__ import annotations

import itertools
import random

import pytest

from mint.core.game import Seat, replace
from mint.core.rng import Rng
from mint.games.italy import board, island, reach, rounds
from mint.games.italy import cards as C
from mint.games.italy import rules as R
from mint.games.italy.actions import Build
from mint.games.italy.state import State

DRAWS = [
    (n, s)
    for x in (2, 3, 4)
    for n, s in itertools.islice(
        zip(itertools.permutations(island.NORTH, x), itertools.permutations(island.SOUTH[::-1], x)), 0, 24, 5
    )
]


def _positions(players: int, games: int) -> list[State]:
    """Every position of a few random games."""
    out = []
    for seed in range(1, games + 1):
        s = R.new_game(tuple(Seat("random") for _ in range(players)), seed, {})
        rng = Rng.from_seed(seed)
        while R.to_act(s) is not None:
            out.append(s)
            a, rng = rng.choice(R.legal_actions(s))
            s = R.apply(s, a)
    return out


def test_bits_and_flags_pick_out_the_set_bits_lowest_first():
    rnd = random.Random(5)
    for _ in range(3000):
        mask = rnd.getrandbits(rnd.randint(0, 130)) & rnd.getrandbits(130)
        want = tuple(i for i in range(mask.bit_length()) if mask >> i & 1)
        assert island.bits(mask) == want
        assert [i for i, f in enumerate(island.flags(mask)) if f] == list(want)


@pytest.mark.parametrize("figure", [False, True])
def test_production_gives_what_the_uncovered_slots_show_one_by_one(figure):
    """Rulebook "Production Phase": every uncovered slot's coins, VP and goods, one coin more per
    white figure at the top navigation level, the mercato level's good, goods capped at the limit;
    the conversions the slots show become the choice offered after."""
    rnd = random.Random(int(figure))
    s = _positions(3, 1)[40]
    for _ in range(300):
        built = tuple(rnd.randint(0, len(c.costs)) for c in C.COLUMNS)
        goods = tuple(rnd.randint(0, C.GOOD_LIMIT) for _ in range(4))
        p = replace(s.players[0], built=built, goods=goods, coins=rnd.randint(0, 60), mercato=rnd.randint(0, 3))
        p = replace(p, nav=3 if figure else rnd.randint(0, 2))
        start = replace(s, players=(p, *s.players[1:]), pending=())
        got = rounds.collect(start, 0)
        coins, vp, more = 0, 0, [0, 0, 0, 0]
        jars, bottles = C.BASE_CONVERSIONS.conv_jar, C.BASE_CONVERSIONS.conv_bottle
        for col, column in enumerate(C.COLUMNS):
            for out in column.outputs[: built[col]]:
                coins += out.coins + (1 if figure and out.figure else 0)
                vp += out.vp
                for g, n in enumerate((out.grapes, out.oval, out.jar, out.bottle)):
                    more[g] += n
                jars += out.conv_jar
                bottles += out.conv_bottle
        good = C.MERCATO_LEVELS[p.mercato].good
        if good is not None:
            more[good] += 1
        q = got.players[0]
        assert q.goods == tuple(min(C.GOOD_LIMIT, have + n) for have, n in zip(goods, more))
        assert q.coins == min(C.COIN_LIMIT, p.coins + coins)
        assert q.vp == p.vp + vp
        offered = [d for d in got.pending if d.kind == "prod_convert"]
        if q.goods[0] > 0 and jars + bottles > 0:
            assert [d.data for d in offered] == [(jars, bottles)]
        else:
            assert offered == []


@pytest.mark.parametrize("north, south", DRAWS)
def test_lake_groups_and_the_blue_reach_match_a_walk_over_touching_lakes(north, south):
    """FAQ: at the blue level a player reaches, besides the touching spaces, every space that
    touches a lake group one of their settlements touches (lakes that touch are one group)."""
    isl = island.Island(north, south)
    group = [-1] * len(isl)
    count = 0
    for i in range(len(isl)):
        if isl.kind[i] == "lake" and group[i] < 0:
            todo = [i]
            group[i] = count
            while todo:
                for j in isl.adj[todo.pop()]:
                    if isl.kind[j] == "lake" and group[j] < 0:
                        group[j] = count
                        todo.append(j)
            count += 1
    assert isl.lake_group == tuple(group)
    touched = [{group[j] for j in isl.adj[i] if group[j] >= 0} for i in range(len(isl))]
    assert isl.lakes_touched == tuple(frozenset(t) for t in touched)
    for i in isl.land:
        green = {j for j in isl.adj[i] if isl.kind[j] != "lake"}
        start = {j for j in green if not isl.river(i, j)}
        blue = green | {j for j in range(len(isl)) if isl.kind[j] != "lake" and touched[i] & touched[j]}
        blue.discard(i)
        for level, want in ((0, start), (1, green), (2, blue), (3, blue)):
            assert isl.reach((i,), level) == frozenset(want), (i, level)


@pytest.mark.parametrize("players", [1, 3])
def test_build_lists_are_every_affordable_reached_empty_space_in_scan_order(players):
    """Rulebook "Expand Action": a Build for each column with a token left, on each empty land of
    its terrain the player reaches, whose token and land cost the player can pay, by space number
    (set-up: any land); the lists kept by mask are the same after the cache is emptied."""
    checked = 0
    for s in _positions(players, 3)[::3]:
        if s.pending or s.phase not in ("setup", "play"):
            continue
        seat = s.seat
        if s.solo and seat == 1:
            continue
        isl = board.isle(s)
        p = s.players[seat]
        spots = isl.land if s.phase == "setup" else reach.reachable(s, seat)
        want = []
        for col, column in enumerate(C.COLUMNS):
            if p.built[col] >= len(column.costs):
                continue
            for i in sorted(spots):
                price = column.costs[p.built[col]] + isl.cost[i]
                if s.board[i] == -1 and column.terrain in isl.terrains[i] and price <= p.coins:
                    want.append(Build(seat, col, i))
        got = reach.build_actions(s, seat, anywhere=s.phase == "setup")
        assert got == want
        for rows in reach._BUILDS:
            for known in rows:
                known.clear()
        assert reach.build_actions(s, seat, anywhere=s.phase == "setup") == want
        checked += 1
    assert checked > 20


def test_forget_cards_drops_everything_read_from_the_card_files():
    island.island(island.NORTH[:2], island.SOUTH[:2])
    island.forget_cards()
    for cached in (island.card, island._cells, island._slot_cells, island._slot_masks, island._island):
        assert cached.cache_info().currsize == 0
    board.forget_islands()
