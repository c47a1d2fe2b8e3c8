"""A game declares itself: what the house (menu, set-up, results, palette, rules page, golden
transcripts) needs to know about a game, written once in its package's ``__init__``.

Each package ``mint/games/<name>/`` sets ``GAME = Declaration(...)`` in its ``__init__.py``; the
registry finds the packages and reads these, so a new game needs no edit outside its folder. A
declaration is plain data (no pygame, no rules module): the menu's first frame reads it without
loading any game's rules. The rules contract itself stays in the rules module
(``mint/core/game.py``), which the contract suite checks against its declaration.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from mint.core.words import data, t, tn

_NAME = re.compile(r"[a-z][a-z0-9_-]*")
_COLOUR = re.compile(r"#[0-9A-Fa-f]{6}")


class DeclarationError(ValueError):
    """A declaration that cannot be right (its fields contradict one another or are malformed)."""


@dataclass(frozen=True, slots=True)
class AgeRule:
    """A game whose rules read a seat's age: the fewest players for which it can matter, and what
    it does there (the set-up screen's tooltip on the age box)."""

    players: int
    text: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Declaration:
    """One game, as the house sees it (the game's type, in OpenSpiel's words)."""

    name: str
    """The short name: the package's folder, the key of saves, data/<name>/ and sprites/<name>/."""
    title: str
    """The name players read ("Mint Italy")."""
    order: int
    """The game's place in the menu (smaller first; ties by name)."""
    players: tuple[int, int]
    """The fewest and most seats."""
    cooperative: bool
    """Everyone plays against the game (no placings)."""
    accent: str
    """The game's colour as "#rrggbb" (tiles, headings, the table's edge)."""
    pitch: str = ""
    """The menu tile's sentence on what the game is about (a game in the menu needs one)."""
    solo: str = ""
    """The menu tile's line on solo play: "Solo ..." or "Solitaire ..." when one person can play."""
    unit: tuple[str, str] = ("point", "points")
    """What a score counts, singular and plural, as the rulebook calls it."""
    aliases: tuple[str, ...] = ()
    """Other names the command line and saves accept for the game."""
    picture: tuple[int, int] = (2, 6)
    """The menu tile's picture: how many play the fresh game it shows, and how many moves in."""
    age_rule: AgeRule | None = None
    """What a seat's age does, for games whose rules read it (the set-up screen asks only then)."""
    rules_page: str = ""
    """The rules page, a Markdown file beside the package's ``__init__``; empty: data/rules/<name>.md."""
    menu: bool = True
    """Shown in the menu (a test's fixture game is not)."""
    option_players: tuple[tuple[str, int], ...] = ()
    """How many players the contract suite tries an option's other values with (the fewest the
    game takes when an option is not named here). The options themselves are the rules module's
    ``OPTIONS``: their values name the game's cards (drivers, villains), which the menu does not
    load."""
    test_configs: tuple[tuple[int, Mapping[str, str]], ...] = field(default=(), hash=False)
    """Player counts with options together, played by the contract suite and recorded by the
    golden transcripts besides every count and every single option value."""
    bots: tuple[str, ...] = ()
    """The game's own bot kinds (its bots module's ``BOTS``), besides the random bot and the search
    levels every game has: the menu tells whether a saved game's seats can be filled from these,
    without loading the game."""

    def __post_init__(self) -> None:
        lo, hi = self.players
        odd_alias = [a for a in self.aliases if a != a.strip().lower() or not a]
        checks = (
            (not _NAME.fullmatch(self.name), f"the name {self.name!r} is not a lower-case word"),
            (not self.title.strip(), "the title is empty"),
            (not 1 <= lo <= hi, f"players {self.players} is not 1 <= fewest <= most"),
            (not _COLOUR.fullmatch(self.accent), f"the accent {self.accent!r} is not #rrggbb"),
            (len(self.unit) != 2 or not all(self.unit), f"the unit {self.unit!r} needs a singular and a plural"),
            (self.picture[0] < 1 or self.picture[1] < 0, f"the picture {self.picture!r} is not (players, moves)"),
            (bool(odd_alias), f"the aliases {odd_alias!r} are not lower case"),
            (self.menu and not (self.pitch and self.solo), "a game in the menu needs a pitch and a solo line"),
            (
                self.age_rule is not None and not (lo <= self.age_rule.players <= hi and self.age_rule.text),
                f"the age rule needs a text and a player count between {lo} and {hi}",
            ),
        )
        problems = [text for bad, text in checks if bad]
        if problems:
            raise DeclarationError(f"game {self.name!r}: " + "; ".join(problems))

    @property
    def min_players(self) -> int:
        return self.players[0]

    @property
    def max_players(self) -> int:
        return self.players[1]

    @property
    def players_text(self) -> str:
        """ "1 player", "2–4 players", in the language in use."""
        lo, hi = self.players
        if lo == hi:
            return str(tn("{n} player", "{n} players", lo))
        return str(t("{low}–{high} players", low=lo, high=hi))

    @property
    def said_pitch(self) -> str:
        """The menu's pitch in the language in use (the game's catalogue holds it)."""
        return str(data(self.pitch)) if self.pitch else ""

    @property
    def said_solo(self) -> str:
        """The menu's solo line in the language in use."""
        return str(data(self.solo)) if self.solo else ""

    def texts(self) -> tuple[str, ...]:
        """The declaration's words a player reads, as written (what the game's catalogue gathers)."""
        age = (self.age_rule.text,) if self.age_rule is not None else ()
        return tuple(x for x in (self.pitch, self.solo, *age, *self.unit) if x)
