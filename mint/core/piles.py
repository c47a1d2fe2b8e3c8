"""Decks, discard piles, face-up rows and offers on tuples; two-sided cards; hidden piles.

Every function takes tuples and returns new tuples (and the next ``Rng`` when it used one),
so a frozen state can hold the piles as they are. Conventions:

- A **deck** is face down, its top card first: ``deck[0]`` is drawn next, ``deck[-1]`` is the
  bottom. ``draw_bottom`` takes from the end.
- A **discard pile** lists cards in the order they were laid on it: the card showing on top
  is the last. Turning the pile over as it lies (Mint Italy's order deck: "flip over the
  discard pile to make a new deck (don't shuffle)") makes the first card laid the new top,
  so the new deck is the pile in its stored order.
- A **row** (face-up row, offer, market) lists its cards left to right. ``take`` closes the
  gap; ``take_slot`` leaves an ``empty`` marker where cards keep their places.
- Randomness is explicit: a function that shuffles takes the ``Rng`` and makes exactly the
  ``Rng`` calls it names (one ``Rng.shuffle`` over a stated sequence, or one
  ``Rng.randrange`` per card), so a game can keep its current sequence of draws.
- Hidden cards in an observation are replaced by a marker the game chooses (``-1`` for card
  indices, ``"?"`` for card ids); ``determinize`` deals the unseen cards back into them.

Who uses what (after the port):

- Mint Delivery: ``deal_round_robin`` (town decks at setup), ``take`` + ``refill`` (an order
  taken from a town's row, the next one revealed; solitaire stacks with a row of one),
  ``put_bottom`` (Swap Meet), ``mask`` (town decks, other drivers' hands and completed
  orders), ``unseen`` + ``deal_hidden`` (``determinize``).
- Mint Cooperative: ``shuffle_in`` (a mayhem card shuffled into each pile of the trouble
  deck), ``draw`` + ``discard`` (trouble and event cards), ``reshuffle`` (the event deck and
  the stunt deck when empty), ``draw_restocking`` (dealing stunts), ``mask`` (the three
  decks), ``unseen`` + ``fill`` (``determinize``).
- Mint Control has no cards in play (its locations are laid out once in ``new_game``).
- Mint Italy: scoring row, marina deck, order deck of ``Sided`` cards dealt by
  ``random_sides``, its row refilled with ``draw_restocking(..., flip=True)``.
- Mint Knight: action deck of ``Sided`` cards (starting/waning, basic/advanced),
  ``put_bottom`` at clean-up, ``draw_bottom`` from the terrain deck, the unit and spell offers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable, Iterable, Iterator, Sequence, TypeVar

from mint.core.rng import Rng

C = TypeVar("C")

FRONT = 0
BACK = 1


class EmptyPileError(IndexError):
    """A card was drawn from an empty pile; the message says which end."""


# --- Decks (top first) -----------------------------------------------------------------------


def draw(deck: tuple[C, ...]) -> tuple[C, tuple[C, ...]]:
    """The top card and the rest of the deck."""
    if not deck:
        raise EmptyPileError("cannot draw from the top of an empty deck")
    return deck[0], deck[1:]


def draw_n(deck: tuple[C, ...], n: int) -> tuple[tuple[C, ...], tuple[C, ...]]:
    """Up to ``n`` cards from the top, in the order drawn, and the rest of the deck."""
    n = max(0, n)
    return deck[:n], deck[n:]


def draw_bottom(deck: tuple[C, ...]) -> tuple[C, tuple[C, ...]]:
    """The bottom card and the rest of the deck (Mint Knight explores from the bottom)."""
    if not deck:
        raise EmptyPileError("cannot draw from the bottom of an empty deck")
    return deck[-1], deck[:-1]


def draw_bottom_n(deck: tuple[C, ...], n: int) -> tuple[tuple[C, ...], tuple[C, ...]]:
    """Up to ``n`` cards from the bottom, in the order drawn (the bottom card first)."""
    n = max(0, min(n, len(deck)))
    return tuple(reversed(deck[len(deck) - n :])), deck[: len(deck) - n]


def put_top(deck: tuple[C, ...], cards: Iterable[C]) -> tuple[C, ...]:
    """The deck with ``cards`` on top, the first of them becoming the top card."""
    return (*cards, *deck)


def put_bottom(deck: tuple[C, ...], cards: Iterable[C]) -> tuple[C, ...]:
    """The deck with ``cards`` slid under it in order, the last of them becoming the bottom."""
    return (*deck, *cards)


def shuffle_in(deck: Sequence[C], cards: Iterable[C], rng: Rng) -> tuple[tuple[C, ...], Rng]:
    """``cards`` shuffled into ``deck``: one ``Rng.shuffle`` over the deck followed by the cards."""
    return rng.shuffle((*deck, *cards))


# --- Discard piles and restocking (last laid on top) -------------------------------------------


def discard(pile: tuple[C, ...], cards: Iterable[C]) -> tuple[C, ...]:
    """The pile with ``cards`` laid on it in order; the last one ends up showing."""
    return (*pile, *cards)


def showing(pile: tuple[C, ...]) -> C | None:
    """The card on top of a discard pile, or None when it is empty."""
    return pile[-1] if pile else None


def reshuffle(deck: tuple[C, ...], pile: tuple[C, ...], rng: Rng) -> tuple[tuple[C, ...], tuple[C, ...], Rng]:
    """An empty deck becomes the discard pile shuffled: one ``Rng.shuffle`` over the pile in its
    stored order. A deck that still has cards is returned as it is, with the same ``rng``."""
    if deck:
        return deck, pile, rng
    new, rng = rng.shuffle(pile)
    return new, (), rng


def flip_over(
    deck: tuple[C, ...], pile: tuple[C, ...], turn: Callable[[C], C] | None = None
) -> tuple[tuple[C, ...], tuple[C, ...]]:
    """An empty deck becomes the discard pile turned over, unshuffled: the first card laid is
    the new top. ``turn`` (e.g. ``flip``) is applied to every card when turning the pile shows
    each two-sided card's other side. A deck that still has cards is returned as it is."""
    if deck:
        return deck, pile
    return (pile if turn is None else tuple(turn(c) for c in pile)), ()


def draw_restocking(
    deck: tuple[C, ...],
    pile: tuple[C, ...],
    rng: Rng,
    n: int = 1,
    *,
    flip: bool = False,
    turn: Callable[[C], C] | None = None,
) -> tuple[tuple[C, ...], tuple[C, ...], tuple[C, ...], Rng]:
    """Draw up to ``n`` cards one at a time; whenever the deck is empty before a draw it is
    restocked from the discard pile (``reshuffle``, or ``flip_over`` with ``flip=True``).

    Returns (cards drawn, deck, discard pile, rng). Fewer than ``n`` cards come back only
    when both the deck and the pile run out. The ``rng`` is used only by a reshuffle, at the
    moment the deck runs out (a pile of 0 or 1 cards uses none of it).
    """
    out: list[C] = []
    for _ in range(n):
        if not deck:
            if flip:
                deck, pile = flip_over(deck, pile, turn)
            else:
                deck, pile, rng = reshuffle(deck, pile, rng)
            if not deck:
                break
        out.append(deck[0])
        deck = deck[1:]
    return tuple(out), deck, pile, rng


# --- Dealing -----------------------------------------------------------------------------------


def deal_blocks(deck: tuple[C, ...], hands: int, each: int) -> tuple[tuple[tuple[C, ...], ...], tuple[C, ...]]:
    """``each`` cards to every hand from the top, a whole hand at a time: hand ``i`` gets
    ``deck[i * each:(i + 1) * each]``. Returns the hands and the rest of the deck."""
    need = hands * each
    return tuple(deck[i * each : (i + 1) * each] for i in range(hands)), deck[need:]


def deal_round_robin(deck: tuple[C, ...], hands: int, each: int) -> tuple[tuple[tuple[C, ...], ...], tuple[C, ...]]:
    """``each`` cards to every hand, one card to each hand in turn: hand ``i`` gets
    ``deck[i], deck[i + hands], ...``. Returns the hands and the rest of the deck."""
    dealt = deck[: hands * each]
    return tuple(dealt[i::hands] for i in range(hands)), deck[hands * each :]


# --- Rows and offers (left to right) -----------------------------------------------------------


def take(row: tuple[C, ...], i: int) -> tuple[C, tuple[C, ...]]:
    """The card at position ``i`` and the row closed up behind it."""
    if not 0 <= i < len(row):
        raise EmptyPileError(f"the row has no card at position {i}")
    return row[i], row[:i] + row[i + 1 :]


def refill(row: tuple[C, ...], deck: tuple[C, ...], size: int) -> tuple[tuple[C, ...], tuple[C, ...]]:
    """Cards from the top of the deck added at the right end until the row holds ``size``
    (or the deck runs out). Returns the row and the deck."""
    need = max(0, size - len(row))
    return row + deck[:need], deck[need:]


def take_slot(row: tuple[C, ...], i: int, empty: C) -> tuple[C, tuple[C, ...]]:
    """The card at position ``i``; the row keeps an ``empty`` marker in its place."""
    if not 0 <= i < len(row) or row[i] == empty:
        raise EmptyPileError(f"the row has no card at position {i}")
    return row[i], row[:i] + (empty,) + row[i + 1 :]


def fill_slots(row: tuple[C, ...], deck: tuple[C, ...], empty: C) -> tuple[tuple[C, ...], tuple[C, ...]]:
    """Every ``empty`` slot, left to right, gets the top card of the deck while it lasts."""
    out = list(row)
    for i, card in enumerate(out):
        if not deck:
            break
        if card == empty:
            out[i], deck = deck[0], deck[1:]
    return tuple(out), deck


# --- Two-sided cards ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Sided:
    """A card and the side that is up: ``FRONT`` (0) or ``BACK`` (1).

    What the sides mean is the game's: Mint Italy's order cards carry an order on each side,
    Mint Knight's action cards turn from starting to waning. Pile functions keep a card and
    its side together through draws, shuffles and rows (a game state must list ``Sided`` in
    its ``STATE_TYPES`` so saves can rebuild it).
    """

    card: str | int
    side: int = FRONT

    def __str__(self) -> str:
        return f"{self.card}/{self.side}"


def flip(card: Sided) -> Sided:
    """The same card with its other side up."""
    return Sided(card.card, BACK if card.side == FRONT else FRONT)


def with_side(cards: Iterable[str | int], side: int = FRONT) -> tuple[Sided, ...]:
    """Plain cards laid with one side up (a deck "all starting side up")."""
    return tuple(Sided(c, side) for c in cards)


def random_sides(cards: Iterable[str | int], rng: Rng) -> tuple[tuple[Sided, ...], Rng]:
    """Each card flipped at random: one ``Rng.randrange(2)`` per card, in the given order
    (Mint Italy: "randomly flip as you shuffle the order cards"; shuffle first, then this)."""
    out = []
    for c in cards:
        side, rng = rng.randrange(2)
        out.append(Sided(c, side))
    return tuple(out), rng


def cards_of(pile: Iterable[Sided]) -> tuple[str | int, ...]:
    """The cards of a pile of ``Sided`` values, without their sides."""
    return tuple(s.card for s in pile)


# --- Hidden piles: masking for observation ---------------------------------------------------


def mask(pile: Sequence[Any], hidden: Any, top: int = 0) -> tuple[Any, ...]:
    """The pile as another seat sees it: every card replaced by ``hidden``, except the ``top``
    first ones (a deck whose top card is public). The count stays visible."""
    top = max(0, top)
    return (*pile[:top], *(hidden,) * max(0, len(pile) - top))


def mask_order(pile: Iterable[C], key: Callable[[C], Any] | None = None) -> tuple[C, ...]:
    """A pile whose cards are known but not their order (a hand you shuffled yourself): the
    cards sorted (by ``key``), so the observation says nothing about the order."""
    return tuple(sorted(pile, key=key))  # type: ignore[type-var, arg-type]


def any_hidden(piles: Iterable[Iterable[Any]], hidden: Any) -> bool:
    """Whether any card of these piles is masked (a whole state needs no sampling)."""
    return any(c == hidden for pile in piles for c in pile)


# --- Hidden piles: sampling for determinize --------------------------------------------------


def unseen(universe: Iterable[C], *seen: Iterable[Any], hidden: Any = None) -> tuple[C, ...]:
    """The cards of ``universe``, in its order, less every card a seat can see.

    Each card in ``seen`` removes one copy (so a game with duplicate cards keeps the right
    counts); ``hidden`` markers among them remove nothing.
    """
    counts: dict[Hashable, int] = {}
    for group in seen:
        for c in group:
            if hidden is not None and c == hidden:
                continue
            counts[c] = counts.get(c, 0) + 1
    out = []
    for c in universe:
        k = counts.get(c, 0)
        if k:
            counts[c] = k - 1
        else:
            out.append(c)
    return tuple(out)


_RAISE = object()


def fill(pile: Sequence[Any], cards: Iterator[Any], hidden: Any, fallback: Any = _RAISE) -> tuple[Any, ...]:
    """The pile with each ``hidden`` place, in order, given the next card from ``cards``.

    When ``cards`` runs out, ``fallback`` fills the rest: a value, or a function of the
    place's index; without one that is an error (an observation hiding more cards than exist).
    """
    out = []
    for i, c in enumerate(pile):
        if c != hidden:
            out.append(c)
            continue
        nxt = next(cards, _RAISE)
        if nxt is _RAISE:
            if fallback is _RAISE:
                raise ValueError("more hidden places than unseen cards")
            nxt = fallback(i) if callable(fallback) else fallback
        out.append(nxt)
    return tuple(out)


def deal_hidden(
    rng: Rng, pool: Sequence[C], piles: Iterable[Sequence[Any]], hidden: Any, fallback: Any = _RAISE
) -> tuple[tuple[tuple[Any, ...], ...], Rng]:
    """The unseen ``pool`` shuffled (one ``Rng.shuffle``) and dealt into the hidden places of
    ``piles`` in the order given, each pile front to back. Returns the piles and the rng."""
    shuffled, rng = rng.shuffle(pool)
    cards = iter(shuffled)
    return tuple(fill(p, cards, hidden, fallback) for p in piles), rng
