"""The shared last-answer memo: one key and its answer, by identity or by value."""

from __future__ import annotations

import threading

from mint.core import memo
from mint.core.memo import LastAnswer, by_identities, by_identity, by_value


def test_by_identity_answers_again_only_for_the_same_object():
    calls = []

    @by_identity
    def size(key):
        calls.append(key)
        return len(key)

    a, b = [1, 2], [1, 2]
    assert size(a) == 2 and size(a) == 2
    assert len(calls) == 1
    assert size(b) == 2  # equal, but another object: worked out again
    assert len(calls) == 2
    a.append(3)  # (what the same object holds is not looked at: keys must not change in place)
    assert size(b) == 2 and len(calls) == 2
    assert size(a) == 3 and len(calls) == 3


def test_by_value_answers_again_for_an_equal_key_and_only_the_last_one():
    calls = []

    @by_value
    def total(key):
        calls.append(key)
        return sum(key)

    assert total((1, 2)) == 3 and total((1, 2)) == 3 and len(calls) == 1
    assert total((2, 2)) == 4 and len(calls) == 2
    assert total((1, 2)) == 3 and len(calls) == 3  # (only the last key is kept)
    assert total.__name__ == "total"


def test_a_none_key_is_a_key_like_any_other():
    calls = []

    @by_value
    def echo(key):
        calls.append(key)
        return key

    assert echo(None) is None and echo(None) is None and calls == [None]


def test_threads_asking_different_keys_never_get_each_others_answers():
    @by_value
    def double(key):
        return key * 2

    wrong = []

    def ask(base):
        for i in range(20_000):
            k = base + (i % 3)
            if double(k) != 2 * k:
                wrong.append(k)

    threads = [threading.Thread(target=ask, args=(b,)) for b in (0, 1000, 5000)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not wrong


def test_last_answer_makes_the_answer_only_for_a_new_key():
    memo: LastAnswer[tuple[int, int], int] = LastAnswer()
    made = []

    def make(n):
        made.append(n)
        return n

    assert memo.answer((1, 2), lambda: make(3)) == 3
    assert memo.answer((1, 2), lambda: make(99)) == 3
    assert memo.answer((2, 2), lambda: make(4)) == 4
    assert made == [3, 4]


def test_by_identities_needs_both_objects_the_same_and_forget_drops_the_answer():
    calls = []

    @by_identities
    def join(a, b):
        calls.append((a, b))
        return a + b

    a, b = (1,), (2,)
    assert join(a, b) == (1, 2) and join(a, b) == (1, 2) and len(calls) == 1
    other = tuple([2])
    assert join(a, other) == (1, 2) and len(calls) == 2  # (an equal second object is another key)
    join.forget()
    assert join(a, other) == (1, 2) and len(calls) == 3


def test_recent_keeps_the_answers_of_the_keys_asked_for_last():
    from mint.core.memo import Recent

    made: list[int] = []
    recent: Recent[int, int] = Recent(3)

    def ask(k: int) -> int:
        return recent.answer(k, lambda: made.append(k) or k * 10)

    assert [ask(k) for k in (1, 2, 3, 1, 4)] == [10, 20, 30, 10, 40]
    assert made == [1, 2, 3, 4]  # (1 was kept)
    assert len(recent) == 3
    ask(2)  # (2 went when 4 came: 1 was asked for more recently)
    assert made == [1, 2, 3, 4, 2]
    ask(1)
    assert made == [1, 2, 3, 4, 2]


def test_a_games_bounded_caches_are_emptied_and_its_facts_kept():
    import functools
    import sys
    import types

    mod = types.ModuleType("mint_fake_game.rules")

    @functools.lru_cache(maxsize=8)
    def bounded(x):
        return x * 2

    @functools.cache
    def facts(x):
        return x + 1

    recent: memo.Recent[int, int] = memo.Recent(4)
    mod.bounded, mod.facts, mod.recent = bounded, facts, recent
    other = types.ModuleType("mint_fake_gamey")
    other.bounded = functools.lru_cache(maxsize=8)(lambda x: x)
    sys.modules.update({"mint_fake_game.rules": mod, "mint_fake_gamey": other})
    try:
        bounded(1), facts(1), recent.answer(1, lambda: 5), other.bounded(1)
        assert memo.forget_package("mint_fake_game") == 2
        assert bounded.cache_info().currsize == 0 and len(recent) == 0
        assert facts.cache_info().currsize == 1, "the unbounded facts stay"
        assert other.bounded.cache_info().currsize == 1, "another package (a name that starts alike) stays"
    finally:
        del sys.modules["mint_fake_game.rules"], sys.modules["mint_fake_gamey"]
