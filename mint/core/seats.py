"""Who sits where: each seat's colour name and shape, the one list rules and table share.

Seat ``i`` plays colour ``COLOURS[i]`` with shape ``SHAPES[i]`` (Okabe–Ito colours, safe for
colour-blind players, each with its own shape so that colour is never the only cue; ART.md).
This module is pure data: the table turns a colour name into RGB through ``mint.ui.palette``,
whose alternative palettes keep the names and shapes and change only the RGB values.

Who uses what (after the port):

- Mint Control, Mint Delivery, Mint Cooperative: ``seat_name`` in place of their own
  ``COLOURS`` / ``PLAYER_NAMES`` tuples and ``seat_name`` bodies (Delivery keeps its solitaire
  AI driver's name in front of it; Cooperative's hero names are not seats).
- ``mint.ui.palette.PLAYERS`` and ``mint.ui.kit.Kit.colour_name``/``player_shape``: ``COLOURS``,
  ``SHAPES``, ``colour`` and ``shape``.
- Italy (1-4 players) and Knight (1-2) the same from the start.
"""

from __future__ import annotations

from typing import Sequence

from mint.core.words import t

COLOURS: tuple[str, ...] = ("Orange", "Blue", "Green", "Vermillion", "Purple")
"""Colour names in seat order, as players read them in the log and on the table."""

SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "hexagon")
"""Token shapes in seat order (``mint.ui.kit`` draws each one)."""

MAX_SEATS = len(COLOURS)
"""The most seats any game has (Mint Delivery plays up to five)."""


_COLOUR_WORDS = (t("Orange"), t("Blue"), t("Green"), t("Vermillion"), t("Purple"))
"""``COLOURS`` as players read them, in the language in use (``COLOURS`` names the palette's keys)."""


def colour(seat: int) -> str:
    """The colour name of a seat as players read it (wrapping round past the fifth)."""
    return str(_COLOUR_WORDS[seat % MAX_SEATS])


def shape(seat: int) -> str:
    """The token shape of a seat (wrapping round past the fifth)."""
    return SHAPES[seat % MAX_SEATS]


def seat_name(seats: Sequence[object], seat: int) -> str:
    """What the table calls a seat: the name its player gave, else the seat's colour.

    ``seats`` holds ``mint.core.game.Seat`` values (anything with a ``name``); a seat number
    outside it gets its colour.
    """
    name = getattr(seats[seat], "name", "") if 0 <= seat < len(seats) else ""
    return name or colour(seat)


def seat_names(seats: Sequence[object]) -> tuple[str, ...]:
    """Every seat's name in seat order."""
    return tuple(seat_name(seats, i) for i in range(len(seats)))
