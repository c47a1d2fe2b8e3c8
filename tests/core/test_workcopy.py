"""The working copy and fast replace: equal to dataclasses.replace, never touching the input."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mint.core import serial, workcopy
from mint.core.game import Seat
from mint.core.rng import MASKED, Rng
from mint.core.workcopy import Work, build, replace
from mint.games.control import rules as control
from mint.games.cooperative import rules as coop
from mint.games.delivery import rules as delivery


@dataclass(frozen=True, slots=True)
class Small:
    a: int
    b: tuple[int, ...] = ()
    c: str = ""


@dataclass(frozen=True, slots=True)
class One:
    only: int


@dataclass(frozen=True, slots=True)
class Base:
    x: int


@dataclass(frozen=True, slots=True)
class Derived(Base):
    y: int


@dataclass(frozen=True)
class NoSlots:
    x: int
    y: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Checked:
    x: int

    def __post_init__(self) -> None:
        if self.x < 0:
            raise ValueError("x must not be negative")


@dataclass(frozen=True, slots=True)
class Hidden:
    x: int
    y: int = field(default=0, init=False)


def _states() -> list[object]:
    seats3 = tuple(Seat("random") for _ in range(3))
    d = delivery.new_game(seats3, 4, {"abilities": "on"})
    c = coop.new_game(seats3, 4, {"villain": "gorillic"})
    return [control.new_game(seats3, 4, {}), d, d.turn, d.trucks[0], d.towns[0], c, coop.Task("mint", 1, 2)]


# --- replace ---------------------------------------------------------------------------------


@pytest.mark.parametrize("state", _states(), ids=lambda s: type(s).__module__.split(".")[-2] + "." + type(s).__name__)
def test_replace_equals_dataclasses_replace_on_every_game_state(state):
    first = dataclasses.fields(state)[0].name
    last = dataclasses.fields(state)[-1].name
    before = serial.dump(state)
    for changes in ({}, {last: getattr(state, first)}, {first: getattr(state, last), last: getattr(state, first)}):
        got = replace(state, **changes)
        want = dataclasses.replace(state, **changes)
        assert got == want and type(got) is type(want) and hash(got) == hash(want)
        assert got is not state
    assert serial.dump(state) == before  # the input is untouched


def test_replace_gives_a_real_frozen_instance():
    s = replace(Small(1, (2,), "x"), a=5)
    assert type(s) is Small and s == Small(5, (2,), "x")
    assert dataclasses.fields(s) == dataclasses.fields(Small)
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.a = 3  # type: ignore[misc]
    assert serial.load(serial.dump(s), [Small]) == s


def test_replace_of_a_one_field_class():
    assert replace(One(3), only=4) == One(4)
    assert replace(One(3)) == One(3)


def test_replace_with_an_unknown_field_names_it():
    with pytest.raises(TypeError, match="'nope'"):
        replace(Small(1), nope=2)


def test_replace_copies_classes_whose_layout_has_no_twin():
    """Slots inherited from a base dataclass, or no slots: copied field by field, still equal."""
    assert replace(Derived(1, 2), y=5) == Derived(1, 5) and type(replace(Derived(1, 2))) is Derived
    got = replace(NoSlots(1, (2,)), x=7)
    assert got == NoSlots(7, (2,)) and type(got) is NoSlots


def test_replace_refuses_classes_that_need_their_init():
    with pytest.raises(TypeError, match="__post_init__"):
        replace(Checked(1), x=2)
    with pytest.raises(TypeError, match="init=False"):
        replace(Hidden(1), x=2)
    with pytest.raises(TypeError, match="not a dataclass"):
        replace((1, 2))


def test_build_takes_every_value_in_field_order():
    assert build(Small, 1, (2, 3), "z") == Small(1, (2, 3), "z")
    with pytest.raises(TypeError, match="takes 3 values; got 2"):
        build(Small, 1, ())


@given(
    st.integers(),
    st.lists(st.integers(), max_size=5).map(tuple),
    st.text(max_size=5),
    st.sets(st.sampled_from(["a", "b", "c"])),
)
def test_replace_matches_dataclasses_for_any_changes(a, b, c, which):
    start = Small(0, (9,), "s")
    values = {"a": a, "b": b, "c": c}
    changes = {k: values[k] for k in which}
    assert replace(start, **changes) == dataclasses.replace(start, **changes)
    assert start == Small(0, (9,), "s")


# --- Work ------------------------------------------------------------------------------------


class ControlWork(Work, of=control.State, lists=("tokens", "mints")):
    tokens: list[tuple[int, ...]]
    mints: list[int]


class CoopWork(Work, of=coop.State, lists=("mints", "tasks", "trouble_deck", "trouble_discard", "dice")):
    mints: list[int]
    tasks: list[coop.Task]
    trouble_deck: list[str]
    trouble_discard: list[str]
    dice: list[int]


def test_freeze_equals_dataclasses_replace_with_the_same_edits():
    s = control.new_game(tuple(Seat() for _ in range(3)), 7, {})
    before = serial.dump(s)
    w = ControlWork(s)
    w.mints[1] -= 2
    w.supply += 2
    row = list(w.tokens[0])
    row[1] += 1
    w.tokens[0] = tuple(row)
    w.cursor += 1
    w.held = ((), ("earn",), ())
    got = w.freeze()
    tokens = (tuple(row), *s.tokens[1:])
    want = dataclasses.replace(
        s, mints=(2, 0, 2), supply=s.supply + 2, tokens=tokens, cursor=s.cursor + 1, held=((), ("earn",), ())
    )
    assert got == want and type(got) is control.State
    assert isinstance(got.mints, tuple) and isinstance(got.tokens, tuple)
    assert serial.dump(s) == before  # the state the copy was made from is untouched


def test_listed_fields_are_lists_in_the_copy_and_tuples_once_frozen():
    s = coop.new_game(tuple(Seat() for _ in range(2)), 3, {})
    w = CoopWork(s)
    assert isinstance(w.mints, list) and isinstance(w.trouble_deck, list)
    assert w.panic == s.panic and w.rng is s.rng and w.seats is s.seats
    card = w.trouble_deck.pop(0)
    w.trouble_discard.append(card)
    w.dice = [6, 6, 6, 6]  # a listed field may be assigned a new list wholesale
    w.phase = "reveal"
    got = w.freeze()
    assert got.trouble_deck == s.trouble_deck[1:] and got.trouble_discard == (card,)
    assert got.dice == (6, 6, 6, 6) and got.phase == "reveal"
    assert all(
        isinstance(getattr(got, f), tuple) for f in ("mints", "tasks", "trouble_deck", "trouble_discard", "dice")
    )
    assert s.trouble_deck[0] == card and s.trouble_discard == ()
    assert got == dataclasses.replace(
        s, trouble_deck=s.trouble_deck[1:], trouble_discard=(card,), dice=(6, 6, 6, 6), phase="reveal"
    )


def test_freeze_twice_gives_independent_states():
    s = control.new_game(tuple(Seat() for _ in range(2)), 1, {})
    w = ControlWork(s)
    w.mints[0] += 1
    first = w.freeze()
    w.mints[0] += 1
    second = w.freeze()
    assert first.mints[0] == s.mints[0] + 1 and second.mints[0] == s.mints[0] + 2
    assert first == dataclasses.replace(s, mints=(s.mints[0] + 1, *s.mints[1:]))


def test_a_copy_without_edits_freezes_to_an_equal_state():
    for cls, s in (
        (ControlWork, control.new_game((Seat(), Seat()), 2, {})),
        (CoopWork, coop.new_game((Seat(),), 2, {})),
    ):
        got = cls(s).freeze()
        assert got == s and got is not s and type(got) is type(s)


def test_a_copy_holds_only_the_state_fields():
    w = ControlWork(control.new_game((Seat(), Seat()), 2, {}))
    with pytest.raises(AttributeError):
        w.scratch = 1  # type: ignore[attr-defined]


def test_work_with_no_lists_and_with_one_field():
    class SmallWork(Work, of=Small):
        pass

    class OneWork(Work, of=One, lists=()):
        pass

    w = SmallWork(Small(1, (2,), "x"))
    w.a, w.c = 4, "y"
    assert w.freeze() == Small(4, (2,), "y")
    o = OneWork(One(1))
    o.only = 2
    assert o.freeze() == One(2)


def test_work_on_a_class_without_a_twin_layout():
    class DerivedWork(Work, of=Derived):
        pass

    w = DerivedWork(Derived(1, 2))
    w.y = 9
    assert w.freeze() == Derived(1, 9) and type(w.freeze()) is Derived


def test_work_refuses_the_wrong_state_and_bad_declarations():
    with pytest.raises(TypeError, match="copies a State, not a Small"):
        ControlWork(Small(1))
    with pytest.raises(TypeError, match="no field 'nope'"):

        class BadList(Work, of=Small, lists=("nope",)):
            pass

    with pytest.raises(TypeError, match="needs of="):

        class NoState(Work):
            pass

    with pytest.raises(TypeError, match="__post_init__"):

        class NeedsInit(Work, of=Checked):
            pass


def test_a_field_named_like_a_work_method_is_refused():
    @dataclass(frozen=True, slots=True)
    class Odd:
        freeze: int

    with pytest.raises(TypeError, match="'freeze'"):

        class OddWork(Work, of=Odd):
            pass


def test_workcopy_keeps_rng_and_masked_values_by_identity():
    s = control.new_game((Seat(), Seat()), 2, {})
    assert replace(s, rng=MASKED).rng is MASKED
    r = Rng.from_seed(3)
    w = ControlWork(replace(s, rng=r))
    assert w.freeze().rng is r
    assert workcopy.replace(s).rng is s.rng


def test_thaw_put_settle_changes_one_copy_and_never_the_input():
    s = Small(1, (2,), "x")
    w = workcopy.thaw(s)
    assert type(w) is not Small  # a mutable copy, not the state itself
    same = workcopy.put(w, a=5)
    assert same is w  # changed in place: no second copy
    workcopy.put(w, c="y")
    got = workcopy.settle(w)
    assert got is w and type(got) is Small
    assert got == Small(5, (2,), "y") and s == Small(1, (2,), "x")
    with pytest.raises(dataclasses.FrozenInstanceError):
        got.a = 6  # type: ignore[misc]
    assert hash(got) == hash(Small(5, (2,), "y"))


def test_put_on_a_frozen_state_replaces_and_settle_leaves_it():
    s = Small(1)
    got = workcopy.put(s, a=2)
    assert got is not s and got == Small(2) and s == Small(1)
    assert workcopy.settle(s) is s


def test_put_with_an_unknown_field_names_it_and_thaw_refuses_classes_without_a_twin():
    w = workcopy.thaw(Small(1))
    with pytest.raises(TypeError, match="'nope'"):
        workcopy.put(w, nope=1)
    with pytest.raises(TypeError, match="no mutable twin"):
        workcopy.thaw(Derived(1, 2))
