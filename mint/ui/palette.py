"""Colours and player identities from ART.md, shared by every scene and view."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from mint.core import registry, seats

Color = tuple[int, int, int]


def hexc(code: str) -> Color:
    code = code.lstrip("#")
    return int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16)


TABLE = hexc("#E8F3EE")
PANEL = hexc("#FFFDF7")
BORDER = hexc("#C9D8D1")
TEXT = hexc("#1F2D2A")
TEXT_2 = hexc("#5B6B66")
CLASSIC = hexc("#FAFAFA")
CLASSIC_RIM = hexc("#BFC7C4")
SUGAR_FREE = hexc("#7FCFA0")
CINNAMON = hexc("#D9534F")
LEGAL = hexc("#2BB673")
DANGER = hexc("#D64545")
GOLD = hexc("#E2B33C")
WHITE = (255, 255, 255)


class Accents(Mapping[str, Color]):
    """Each game's colour by its name, as its declaration gives it (``GAME.accent``)."""

    def __getitem__(self, game: str) -> Color:
        try:
            return hexc(registry.declaration(game).accent)
        except registry.UnknownGameError:
            raise KeyError(game) from None

    def __iter__(self) -> Iterator[str]:
        return iter([game.name for game in registry.declarations()])

    def __len__(self) -> int:
        return len(registry.declarations())


ACCENTS: Mapping[str, Color] = Accents()

# The Okabe–Ito RGB of each seat colour (ART.md); the names and shapes are mint.core.seats'.
SEAT_RGB: dict[str, Color] = {
    "Orange": hexc("#E69F00"),
    "Blue": hexc("#56B4E9"),
    "Green": hexc("#009E73"),
    "Vermillion": hexc("#D55E00"),
    "Purple": hexc("#CC79A7"),
}

# (colour name, RGB, shape) of every seat, in seat order.
PLAYERS: tuple[tuple[str, Color, str], ...] = tuple(
    (name, SEAT_RGB[name], shape) for name, shape in zip(seats.COLOURS, seats.SHAPES, strict=True)
)

# Alternative palettes for the settings screen; every one keeps the shapes.
PALETTES: dict[str, tuple[Color, ...]] = {
    "okabe-ito": tuple(c for _, c, _ in PLAYERS),
    "high-contrast": (hexc("#000000"), hexc("#0072B2"), hexc("#E69F00"), hexc("#CC79A7"), hexc("#009E73")),
    "pastel": (hexc("#F4B183"), hexc("#9DC3E6"), hexc("#A9D18E"), hexc("#FF9999"), hexc("#C9A0DC")),
}


def darker(c: Color, f: float = 0.7) -> Color:
    return int(c[0] * f), int(c[1] * f), int(c[2] * f)


def lighter(c: Color, f: float = 0.5) -> Color:
    return tuple(int(v + (255 - v) * f) for v in c)  # type: ignore[return-value]


def mix(a: Color, b: Color, f: float) -> Color:
    """``a`` moved the fraction ``f`` of the way towards ``b``."""
    return int(a[0] + (b[0] - a[0]) * f), int(a[1] + (b[1] - a[1]) * f), int(a[2] + (b[2] - a[2]) * f)
