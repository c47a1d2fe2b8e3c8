"""Building a new frozen state inside ``apply``: a fast ``replace`` and one mutable working copy.

States are frozen slots dataclasses of tuples. A rule that takes many small steps (pay, place,
gain, move a cursor) is easiest to write on a scratch copy whose sequences are lists, frozen
back into a State once at the end; a rule that changes two fields wants a cheap ``replace``.

How it is fast: a frozen dataclass's ``__init__`` sets every field through
``object.__setattr__``, which is what made the games write their own engines. Here each state
class gets a *twin*: a plain mutable slots dataclass with the same fields in the same order
(built by ``dataclasses.make_dataclass``, the standard library's own machinery, as every State
already is). A copy is a bare twin whose slots are filled by one small function generated per
class, the way dataclasses generate ``__init__``: a plain read and write per field, which the
interpreter runs fastest on slots (a generic ``attrgetter`` of all fields took longer than the
rest of the copy). The changed fields are set on the twin, which then takes the state's class
(``__class__`` assignment, allowed because both layouts are identical: the same slots on
``object``). A class whose layout does not allow it (slots inherited from a base dataclass, no
slots at all) is copied field by field instead, slower but equal.

Who uses what (after the port):

- Mint Control: ``Work`` in place of ``_Work`` in ``apply`` (lists: tokens, mints); ``replace``
  in ``observation``, ``determinize`` and ``make_state``.
- Mint Cooperative: ``Work`` in place of ``_W`` and the exec-generated ``_freeze``; ``replace``
  in place of ``_with`` on Task and of ``State(**{...})`` in ``observation`` and ``determinize``.
- Mint Delivery: ``replace`` in place of the exec-generated ``model.rep`` (State, Truck, Stack,
  Turn) in rules.py and solo.py.
- Italy and Knight: the same two, from the start. Italy's ``play.act`` also works on one
  ``thaw``-ed copy per action: its helpers change it with ``put`` and ``settle`` ends it (the
  same helpers, given a frozen state by set-up or the solo bot, ``replace`` instead).

Usage::

    class _W(Work, of=State, lists=("mints", "tokens")):
        mints: list[int]          # annotations only, for readers and mypy
        tokens: list[tuple[int, ...]]

    w = _W(state)
    w.mints[seat] -= cost         # a listed field is a list in the copy
    w.supply += cost              # any other field is a plain attribute
    return w.freeze()             # the new State; ``state`` itself is never changed

Traps: only listed fields are turned back into tuples by ``freeze``; assigning a list to any
other field would store that list in the new State. A copy has exactly the state's fields
(slots): scratch values of a rule live in local variables, not on the copy.
"""

from __future__ import annotations

import dataclasses
from operator import attrgetter, itemgetter
from typing import Any, Callable, ClassVar, Iterable, TypeVar

T = TypeVar("T")


def _getter(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """An attrgetter that always returns a tuple (attrgetter of one name returns the value)."""
    if not names:
        return lambda obj: ()
    if len(names) == 1:
        one = attrgetter(names[0])
        return lambda obj: (one(obj),)
    return attrgetter(*names)


def _picker(indices: tuple[int, ...]) -> Callable[[tuple[Any, ...]], tuple[Any, ...]]:
    """An itemgetter that always returns a tuple."""
    if len(indices) == 1:
        i = indices[0]
        return lambda values: (values[i],)
    return itemgetter(*indices)


class _Layout:
    """What copying one frozen dataclass needs: its fields, a getter, a builder and a copier.

    ``twin`` builds an object from all field values in order; when ``swap`` is the class
    itself, the built object is a twin that must then take that class. ``copy`` makes such an
    object from a state, every field as it is. ``fast`` holds the copier, the field index and
    ``swap`` for a one-step unpacking on hot paths.
    """

    __slots__ = ("cls", "names", "index", "get", "twin", "swap", "copy", "fast")

    def __init__(self, cls: type) -> None:
        if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
            raise TypeError(f"{getattr(cls, '__name__', cls)!r} is not a dataclass")
        fields = dataclasses.fields(cls)
        skipped = [f.name for f in fields if not f.init]
        if skipped or hasattr(cls, "__post_init__"):
            # such a class must be built through its __init__; a plain copy would skip it
            raise TypeError(f"{cls.__name__} has a __post_init__ or init=False fields {skipped}")
        self.cls = cls
        self.names = tuple(f.name for f in fields)
        self.index = {name: i for i, name in enumerate(self.names)}
        self.get = _getter(self.names)
        twin = _twin(cls, self.names)
        self.twin: Callable[..., Any] = twin or _field_by_field(cls, self.names)
        self.swap: type | None = cls if twin else None
        get, make = self.get, self.twin
        self.copy: Callable[[Any], Any] = _copier(twin, self.names) if twin else (lambda obj: make(*get(obj)))
        self.fast = (self.copy, self.index, self.swap)

    def make(self, values: Iterable[Any]) -> Any:
        new = self.twin(*values)
        if self.swap is not None:
            new.__class__ = self.swap
        return new


def _twin(cls: type, names: tuple[str, ...]) -> type | None:
    """A mutable slots dataclass with the layout of ``cls``, or None if the layouts differ."""
    twin = dataclasses.make_dataclass(f"{cls.__name__}Twin", names, slots=True, eq=False, repr=False, match_args=False)
    twin.__module__ = __name__
    probe = twin(*([None] * len(names)))
    try:
        probe.__class__ = cls
    except TypeError:  # slots inherited from a base class, or no slots at all
        return None
    return twin


def _copier(twin: type, names: tuple[str, ...]) -> Callable[[Any], Any]:
    """A function that copies every field of a state into a new bare ``twin``."""
    lines = ["def copy(o):", "    n = new(Twin)", *(f"    n.{name} = o.{name}" for name in names), "    return n"]
    scope: dict[str, Any] = {"new": object.__new__, "Twin": twin}
    exec("\n".join(lines), scope)  # field names are identifiers: dataclasses checks them
    return scope["copy"]  # type: ignore[no-any-return]


def _field_by_field(cls: type, names: tuple[str, ...]) -> Callable[..., Any]:
    """A builder for any other dataclass: a bare object, then each field set in turn."""
    setattr_ = object.__setattr__

    def make(*values: Any) -> Any:
        new: Any = object.__new__(cls)
        for name, value in zip(names, values, strict=True):
            setattr_(new, name, value)
        return new

    return make


_LAYOUTS: dict[type, _Layout] = {}
_FAST: dict[type, tuple[Any, ...]] = {}
_THAWED: dict[type, type] = {}
"""Each twin class -> the frozen class it stands in for (see ``thaw``)."""


def _layout(cls: type) -> _Layout:
    layout = _LAYOUTS.get(cls)
    if layout is None:
        layout = _LAYOUTS[cls] = _Layout(cls)
        _FAST[cls] = layout.fast
        if layout.swap is not None:
            _THAWED[layout.twin] = cls  # type: ignore[index]
    return layout


def replace(obj: T, **changes: Any) -> T:
    """``dataclasses.replace`` for frozen dataclass states, several times faster.

    The copy does not run ``__init__`` (classes that need it, with a ``__post_init__`` or
    ``init=False`` fields, are refused), so it equals what ``dataclasses.replace`` builds.
    """
    cls = type(obj)
    try:
        copy, index, swap = _FAST[cls]
    except KeyError:
        copy, index, swap = _layout(cls).fast
    new = copy(obj)
    if swap is None:  # copied field by field: already the frozen class
        for name, value in changes.items():
            if name not in index:
                raise TypeError(f"{cls.__name__} has no field {name!r}")
            object.__setattr__(new, name, value)
        return new  # type: ignore[no-any-return]
    # still the mutable twin: the changed fields are set on it directly (its slots are exactly
    # the fields, so a wrong name fails)
    try:
        for name, value in changes.items():
            setattr(new, name, value)
    except AttributeError:
        raise TypeError(f"{cls.__name__} has no field {name!r}") from None
    new.__class__ = swap
    return new  # type: ignore[no-any-return]


def thaw(obj: T) -> T:
    """A mutable copy of a frozen state for one rule's many small steps: ``put`` changes it in
    place, ``settle`` makes it the frozen class again without a second copy. It has exactly the
    state's fields (so it is typed as the state), and must not leave the rule before it is
    settled. Refused for a class without a twin layout."""
    cls = type(obj)
    try:
        copy, _, swap = _FAST[cls]
    except KeyError:
        copy, _, swap = _layout(cls).fast
    if swap is None:
        raise TypeError(f"{cls.__name__} has no mutable twin to thaw into")
    return copy(obj)  # type: ignore[no-any-return]


def put(obj: T, **changes: Any) -> T:
    """On a thawed copy, set the fields in place and return it; on a frozen state, ``replace``.
    Helpers written with ``put`` serve both: a rule's working copy and a caller's frozen state."""
    if type(obj) not in _THAWED:
        return replace(obj, **changes)
    try:
        for name, value in changes.items():
            setattr(obj, name, value)
    except AttributeError:
        raise TypeError(f"{_THAWED[type(obj)].__name__} has no field {name!r}") from None
    return obj


def settle(obj: T) -> T:
    """A thawed copy becomes its frozen class again (the same object); a frozen state is
    returned as it is."""
    cls = _THAWED.get(type(obj))
    if cls is not None:
        obj.__class__ = cls
    return obj


def build(cls: type[T], *values: Any) -> T:
    """A new ``cls`` from all its field values in field order, without running ``__init__``."""
    layout = _layout(cls)
    if len(values) != len(layout.names):
        raise TypeError(f"{cls.__name__} takes {len(layout.names)} values; got {len(values)}")
    return layout.make(values)  # type: ignore[no-any-return]


class _WorkType(type):
    """Gives each ``Work`` subclass slots for its state's fields and the tools to copy them."""

    def __new__(
        mcls,
        name: str,
        bases: tuple[type, ...],
        ns: dict[str, Any],
        of: type | None = None,
        lists: Iterable[str] = (),
        **kwargs: Any,
    ) -> _WorkType:
        if of is None:
            if bases and not any(hasattr(b, "_of") for b in bases):
                raise TypeError(f"{name} needs of=<the frozen state class>")
            return super().__new__(mcls, name, bases, ns, **kwargs)
        layout = _layout(of)
        listed = frozenset(lists)
        unknown = sorted(listed - set(layout.names))
        if unknown:
            raise TypeError(f"{of.__name__} has no field {unknown[0]!r}")
        clash = sorted(set(layout.names) & {n for b in bases for k in b.__mro__ for n in vars(k)})
        if clash:
            raise TypeError(f"field {clash[0]!r} of {of.__name__} clashes with a name of {name}")
        plain = tuple(n for n in layout.names if n not in listed)
        seq = tuple(n for n in layout.names if n in listed)
        # the copy's own slots: plain fields first, then the lists, so __init__ needs no reordering
        slots = dataclasses.make_dataclass(
            f"{name}Slots", plain + seq, slots=True, eq=False, repr=False, match_args=False
        )
        slots.__module__ = ns.get("__module__", __name__)
        where = {n: i for i, n in enumerate(plain + seq)}
        ns = {**ns, "__slots__": ns.get("__slots__", ())}
        ns.update(
            _of=of,
            _listed=listed,
            _plain_of=staticmethod(_getter(plain)),
            _lists_of=staticmethod(_getter(seq)),
            _order=staticmethod(_picker(tuple(where[n] for n in layout.names))),
            _init_slots=vars(slots)["__init__"],
            _twin=staticmethod(layout.twin),
            _swap=layout.swap,
        )
        return super().__new__(mcls, name, (*bases, slots), ns, **kwargs)

    def __init__(
        cls,
        name: str,
        bases: tuple[type, ...],
        ns: dict[str, Any],
        of: type | None = None,
        lists: Iterable[str] = (),
        **kwargs: Any,
    ) -> None:
        super().__init__(name, bases, ns, **kwargs)


class Work(metaclass=_WorkType):
    """A mutable scratch copy of one frozen state; ``freeze()`` builds the new state.

    Subclass it once per state class: ``class _W(Work, of=State, lists=(...))``. The copy
    holds every field of the state in a slot; the ``lists`` fields as lists, the others as
    the state's own values. ``freeze()`` may be called more than once; the copy stays usable.
    """

    __slots__ = ()
    # set by the metaclass for each subclass (getters, builders; typed loosely on purpose)
    _of: ClassVar[type]
    _listed: ClassVar[frozenset[str]]
    _plain_of: ClassVar[Any]
    _lists_of: ClassVar[Any]
    _order: ClassVar[Any]
    _init_slots: ClassVar[Any]
    _twin: ClassVar[Any]
    _swap: ClassVar[type | None]

    def __init_subclass__(cls, of: type | None = None, lists: Iterable[str] = (), **kwargs: Any) -> None:
        # ``of`` and ``lists`` are taken by the metaclass; named here for readers and type checkers
        super().__init_subclass__(**kwargs)

    def __init__(self, state: Any) -> None:
        if type(state) is not self._of:
            raise TypeError(f"{type(self).__name__} copies a {self._of.__name__}, not a {type(state).__name__}")
        self._init_slots(*self._plain_of(state), *map(list, self._lists_of(state)))

    def freeze(self) -> Any:
        """The new state: plain fields as they are now, listed fields as tuples."""
        new = self._twin(*self._order((*self._plain_of(self), *map(tuple, self._lists_of(self)))))
        if self._swap is not None:
            new.__class__ = self._swap
        return new
