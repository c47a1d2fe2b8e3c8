"""Breadth-first and cheapest-path search over neighbour functions."""

from __future__ import annotations

import itertools
import random

import pytest

from mint.core.graph import bfs, cheapest

#   a - b - c
#   |       |
#   d - e - f - g
ROADS = {"a": "bd", "b": "ac", "c": "bf", "d": "ae", "e": "df", "f": "ceg", "g": "f"}


def test_bfs_counts_steps_and_gives_a_shortest_path():
    got = bfs("a", lambda n: ROADS[n])
    assert got.cost == {"a": 0, "b": 1, "d": 1, "c": 2, "e": 2, "f": 3, "g": 4}
    assert got.path("g") in (("a", "b", "c", "f", "g"), ("a", "d", "e", "f", "g"))
    assert got.path("a") == ("a",)
    assert got.path("zz") == () and "zz" not in got


def test_bfs_stops_at_its_limit_and_starts_from_several_nodes():
    assert set(bfs("a", lambda n: ROADS[n], limit=1).cost) == {"a", "b", "d"}
    both = bfs(["a", "g"], lambda n: ROADS[n])
    assert both.cost["f"] == 1 and both.cost["e"] == 2 and both.path("f") == ("g", "f")


def test_a_tuple_is_one_start_node():
    got = bfs((0, 0), lambda h: [(h[0] + 1, h[1])] if h[0] < 3 else [])
    assert got.cost == {(0, 0): 0, (1, 0): 1, (2, 0): 2, (3, 0): 3}


def test_cheapest_takes_the_cheap_way_round():
    price = {("a", "b"): 1, ("b", "c"): 1, ("c", "f"): 1, ("a", "d"): 5, ("d", "e"): 1, ("e", "f"): 1, ("f", "g"): 2}
    price.update({(b, a): c for (a, b), c in list(price.items())})
    got = cheapest("a", lambda n: ((m, price[(n, m)]) for m in ROADS[n]))
    assert got.cost["f"] == 3 and got.path("f") == ("a", "b", "c", "f")
    assert got.cost["e"] == 4 and got.path("e") == ("a", "b", "c", "f", "e")
    assert got.cost["g"] == 5


def test_cheapest_step_cost_may_depend_on_the_node_left():
    # leaving 'b' is dear, so 'c' is reached the long way round; 'b' itself is still cheap
    got = cheapest("a", lambda n: ((m, 10 if n == "b" else 1) for m in ROADS[n]))
    assert got.path("c") == ("a", "d", "e", "f", "c") and got.cost["c"] == 4
    assert got.cost["b"] == 1


def test_cheapest_leaves_out_what_is_dearer_than_the_limit():
    got = cheapest("a", lambda n: ((m, 2) for m in ROADS[n]), limit=4)
    assert set(got.cost) == {"a", "b", "d", "c", "e"}
    with pytest.raises(ValueError, match="must not be negative"):
        cheapest("a", lambda n: ((m, -1) for m in ROADS[n]))


def test_cheapest_matches_a_brute_force_on_random_graphs():
    rng = random.Random(7)
    for _ in range(30):
        nodes = range(8)
        w = {(a, b): rng.randint(0, 6) for a, b in itertools.permutations(nodes, 2) if rng.random() < 0.4}
        got = cheapest(0, lambda n: ((b, c) for (a, b), c in sorted(w.items()) if a == n))
        # Bellman-Ford as the referee
        dist = {0: 0}
        for _ in nodes:
            for (a, b), c in w.items():
                if a in dist and dist[a] + c < dist.get(b, 1e9):
                    dist[b] = dist[a] + c
        assert got.cost == dist
        for node, c in got.cost.items():
            path = got.path(node)
            assert sum(w[(x, y)] for x, y in zip(path, path[1:])) == c


def test_same_graph_same_paths():
    runs = {cheapest({"a", "g"}, lambda n: ((m, 1) for m in ROADS[n])).path("c") for _ in range(5)}
    assert len(runs) == 1
