"""What a game's set-up may hold: the one description of a seat, a seed and the options.

The same bounds decide what the set-up screen and the command line accept, what a session will
start with (and so write to its journal and its saves) and what the save and journal readers
take back: a game that could be started can always be read again. ``SeatIn`` and ``SetupIn``
are the msgspec shapes the readers check a file against; ``check_setup`` refuses, in a player's
words, a set-up that would not fit them; ``parse_age`` and ``parse_seed`` read a typed box.
"""

from __future__ import annotations

from typing import Annotated, Any, Sequence

import msgspec
from msgspec import Meta

from mint.core.game import Seat
from mint.core.text import clean
from mint.core.words import t

MAX_AGE = 150
"""The oldest age a seat may give (ages run from 0)."""
MAX_SEED = (1 << 63) - 1
"""The largest seed (a seed the app draws by itself is far smaller)."""
MAX_NAME = 40
"""The longest seat name a file holds, in characters (the set-up screen takes fewer)."""
MAX_KIND = 60
"""The longest seat kind ("human", "heuristic", "ismcts:normal/depth=4" ...)."""
MOST_SEATS = 8
MAX_GAME = 40
MAX_OPTION = 40
"""The longest option name."""
MAX_VALUE = 80
"""The longest option value."""
MOST_OPTIONS = 20

Age = Annotated[int, Meta(ge=0, le=MAX_AGE)]
Seed = Annotated[int, Meta(ge=0, le=MAX_SEED)]
Name = Annotated[str, Meta(max_length=MAX_NAME)]
Kind = Annotated[str, Meta(min_length=1, max_length=MAX_KIND)]
GameName = Annotated[str, Meta(max_length=MAX_GAME)]
Options = Annotated[
    dict[Annotated[str, Meta(max_length=MAX_OPTION)], Annotated[str, Meta(max_length=MAX_VALUE)]],
    Meta(max_length=MOST_OPTIONS),
]


class SeatIn(msgspec.Struct, forbid_unknown_fields=True):
    """One seat as a file holds it."""

    kind: Kind
    name: Name | None = ""
    age: Age | None = None


Seats = Annotated[list[SeatIn], Meta(min_length=1, max_length=MOST_SEATS)]


class SetupIn(msgspec.Struct):
    """A game's set-up as a file holds it (a journal's first line; a save adds its moves)."""

    game: GameName
    seats: Seats
    seed: Seed
    options: Options = {}


class SetupError(ValueError):
    """A set-up that no file could keep; the message says why in a player's words."""


def parse_age(text: str) -> int | None:
    """An age typed in a box: None when empty, else a number in range (SetupError otherwise)."""
    text = text.strip()
    if not text:
        return None
    if not (text.isascii() and text.isdigit()) or int(text) > MAX_AGE:
        raise SetupError(
            t("An age is a whole number from 0 to {most}; {typed} is not.", most=MAX_AGE, typed=repr(text[:12]))
        )
    return int(text)


def parse_seed(text: str) -> int | None:
    """A seed typed in a box or on the command line: None when empty, else a number in range."""
    text = text.strip()
    if not text:
        return None
    if not (text.isascii() and text.isdigit()) or len(text) > len(str(MAX_SEED)) or int(text) > MAX_SEED:
        raise SetupError(
            t("A seed is a whole number from 0 to {most}; {typed} is not.", most=MAX_SEED, typed=repr(text[:24]))
        )
    return int(text)


def seat_of(seat: Any) -> Seat:
    """A seat as it is kept and read back: its name without invisible characters, at most
    ``MAX_NAME`` long (anything with a kind, a name and an age: a ``Seat`` or a ``SeatIn``)."""
    return Seat(seat.kind, clean(seat.name or "", MAX_NAME), seat.age)


def seat_body(seat: Any) -> dict[str, Any]:
    """A seat as files write it."""
    return {"kind": seat.kind, "name": seat.name, "age": seat.age}


def check_setup(game: str, seats: Sequence[Any], seed: int, options: dict[str, str]) -> None:
    """Refuse (SetupError, in a player's words) a set-up whose files could not be read back."""
    if not 1 <= len(seats) <= MOST_SEATS:
        raise SetupError(t("A game has 1 to {most} seats, not {seats}.", most=MOST_SEATS, seats=len(seats)))
    for i, seat in enumerate(seats):
        age = seat.age
        if age is not None and (not isinstance(age, int) or isinstance(age, bool) or not 0 <= age <= MAX_AGE):
            raise SetupError(
                t(
                    "Seat {number}: an age is a whole number from 0 to {most}; {typed} is not.",
                    number=i + 1,
                    most=MAX_AGE,
                    typed=repr(str(age)[:12]),
                )
            )
        if not isinstance(seat.kind, str) or not 1 <= len(seat.kind) <= MAX_KIND:
            raise SetupError(
                t("Seat {number}: who plays it is named in 1 to {most} characters.", number=i + 1, most=MAX_KIND)
            )
        if not isinstance(seat.name, str) or len(seat.name) > MAX_NAME:
            raise SetupError(t("Seat {number}: a name is at most {most} characters.", number=i + 1, most=MAX_NAME))
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise SetupError(
            t("A seed is a whole number from 0 to {most}; {typed} is not.", most=MAX_SEED, typed=repr(str(seed)[:24]))
        )
    body = {"game": game, "seats": [seat_body(s) for s in seats], "seed": seed, "options": dict(options)}
    try:
        msgspec.convert(body, type=SetupIn)
    except msgspec.ValidationError as exc:  # a game's own names out of bounds: a mistake in its code
        raise SetupError(t("This set-up cannot be saved ({why}).", why=str(exc))) from None
