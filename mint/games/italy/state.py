"""Mint Italy's state: the island's settlements, the players' mats and supplies, the decks and rows.

A state is a frozen dataclass of tuples. Everything on the island is indexed by the space
numbers of ``island.Island`` (scan order from the top-left), so a settlement is one int.
"""

from __future__ import annotations

from dataclasses import dataclass

from mint.core.flow import Decision
from mint.core.game import Seat
from mint.core.piles import Sided
from mint.core.rng import Rng

EMPTY = -1
"""An island space with no settlement."""
HIDDEN_ORDER = Sided(-1, 0)
"""An order card a seat may not see (observations)."""
HIDDEN = -1
"""A marina or bot card a seat may not see."""
CORNERS = ("TL", "TR", "BL", "BR")
"""The four marina map cards, and so the four marinas and their marina cards."""
COLUMN_NAMES = ("Borgo", "Vigna", "Pollaio")
SHAPES = ("grey person", "green person", "hen")
NAV, MERCATO = "nav", "mercato"
TRACK_NAMES = {NAV: "navigation", MERCATO: "mercato"}
BOT = 1
"""In a solo game the bot sits at index 1 of ``players``; only seat 0 is a person."""


@dataclass(frozen=True, slots=True)
class Player:
    """One player's mats, coin card, supply cards, order and finished orders."""

    coins: int = 0
    goods: tuple[int, ...] = (0, 0, 0, 0)  #: per cards.GOODS
    traded: tuple[int, ...] = ()  #: goods gone to the mercato this round
    nav: int = 0  #: navigation track level, 0 (start) .. 3
    mercato: int = 0  #: mercato track level, 0 (start) .. 3
    built: tuple[int, ...] = (0, 0, 0)  #: tokens taken off each mat column (Borgo, Vigna, Pollaio)
    marinas: int = 0  #: marina tokens placed
    order: Sided | None = None  #: the order held (at most one)
    done: tuple[Sided, ...] = ()  #: finished orders, face up below the mat
    vp: int = 0  #: VP scored during the game (scoring cards, rewards, marina cards)
    vp_cards: int = 0  #: the part of ``vp`` the round scoring cards gave


@dataclass(frozen=True, slots=True)
class State:
    """A whole game of Mint Italy."""

    players: tuple[Player, ...]  #: per seat; in solo a second one, the bot
    seats: tuple[Seat, ...]
    names: tuple[str, ...]
    north: tuple[str, ...]  #: north map cards, left to right
    south: tuple[str, ...]
    board: tuple[int, ...]  #: per island space: EMPTY, or seat * 3 + mat column
    marina_cards: tuple[int, ...]  #: the card at each marina, per CORNERS
    marina_tokens: tuple[tuple[int, ...], ...]  #: per marina, the seats with a token on it
    marina_deck: tuple[int, ...]
    deck: tuple[Sided, ...]  #: the order deck, top first; its top order shows
    row: tuple[Sided, ...]  #: the order row, left to right
    discard: tuple[Sided, ...]  #: order discards in the order laid (the last one shows)
    scoring: tuple[int, ...]  #: the four scoring cards, left to right
    food: tuple[tuple[int, int], ...]  #: per food token: (commercio box, height in its stack)
    prices: tuple[int, ...]  #: per good, the box index of its mercato cube
    round: int
    phase: str  #: setup | play | production | over
    order: tuple[int, ...]  #: this round's player order (seats)
    seat: int  #: who acts when nothing is pending
    passed: tuple[int, ...]  #: seats in the order they passed this round
    queue: tuple[int, ...]  #: who acts next in set-up (its snake) or production (reverse passing)
    pending: tuple[Decision, ...]  #: choices owed inside an action, the top first
    free_used: bool  #: the free order of this action has been offered
    rng: Rng
    hen_rule: str = "hen"  #: "hen": a hen need returns a built hen; "any": any built settlement
    solo: bool = False
    persona: str = ""  #: the bot's persona (solo)
    start_persona: str = ""  #: whose start cards placed the bot's first settlements
    bot_deck: tuple[int, ...] = ()  #: top first
    bot_discard: tuple[int, ...] = ()  #: in the order laid; the last (top) gives the left part
    bot_card: int = HIDDEN  #: the card revealed this bot turn
    bot_tries: int = 0  #: cards revealed this bot turn without a possible action
    bot_step: str = ""  #: where the bot's turn stands (reveal, act, ...)


STATE_TYPES = (State, Player, Sided, Decision, Rng, Seat)


def owner(code: int) -> int:
    return code // 3


def column(code: int) -> int:
    return code % 3
