"""Mint Cooperative's trouble check (rulebook: "Trouble Is Afoot!"): what a roll calls for, the
trouble, mayhem and event cards it reveals, regional panic and the ways the heroes lose.

Every function here edits the working copy of one ``apply``.
"""

from __future__ import annotations

from collections.abc import Sequence

from mint.core.flow import pop, push
from mint.core.piles import discard, draw, reshuffle
from mint.core.words import Said, data
from mint.games.cooperative import stored
from mint.games.cooperative.cards import CARDS, TROUBLE, VILLAINS
from mint.games.cooperative.spare import open_turn
from mint.games.cooperative.state import (
    CARD_TARGETS,
    CENTRE,
    NTOWNS,
    PANIC_LOSS,
    SLOTS,
    TIDX,
    TOWN_IDS,
    TOWN_NAMES,
    VISIBLE,
    Copy,
    Shown,
    token_supply,
    visible,
)


def lose(w: Copy, why: Said) -> None:
    if not w.result:
        w.result = f"lost: {stored.source(why)}"
        w.phase = "over"
        w.tasks = ()
        w.pending = ()


def add_panic(w: Copy, amount: int) -> None:
    w.panic = max(0, min(PANIC_LOSS, w.panic + amount))
    if w.panic >= PANIC_LOSS:
        lose(w, stored.said(stored.LOSSES[0], panic=PANIC_LOSS))


def check_villain_loss(w: Copy) -> None:
    v = VILLAINS[w.villain]
    if v.loss_kind is None or w.result:
        return
    if v.loss_kind == "town_tokens" and max(w.tokens) >= v.loss_count:
        t = max(range(NTOWNS), key=lambda i: w.tokens[i])
        lose(w, stored.said(stored.LOSSES[1], town=data(TOWN_NAMES[t]), count=v.loss_count, villain=data(v.name)))
    elif v.loss_kind == "card_tokens" and w.decay >= v.loss_count:
        lose(w, stored.said(stored.LOSSES[2], count=v.loss_count, villain=data(v.name)))
    elif v.loss_kind == "map_tokens" and sum(w.tokens) >= v.loss_count:
        lose(w, stored.said(stored.LOSSES[3], count=v.loss_count))
    elif v.loss_kind == "empty_towns" and sum(1 for m in w.mints if m == 0) >= v.loss_count:
        lose(w, stored.said(stored.LOSSES[4], count=v.loss_count))


# --- Trouble check (rulebook: "Trouble Is Afoot!") -------------------------------------------


_CLASSIFIED: dict[tuple[int, ...], tuple[str, str]] = {}


def classify(dice: Sequence[int]) -> tuple[str, str]:
    """The trouble result of a roll and the words the table shows for it."""
    key = tuple(dice)
    known = _CLASSIFIED.get(key)
    if known is None:
        known = _classify(key)
        if len(_CLASSIFIED) < 4096:  # every roll of four dice fits (6 ** 4 = 1296)
            _CLASSIFIED[key] = known
    return known


def _classify(dice: tuple[int, ...]) -> tuple[str, str]:
    kind, said = _result(dice)
    return kind, stored.source(said)


def _result(dice: tuple[int, ...]) -> tuple[str, Said]:
    rolls = stored.ROLLS
    if max(dice) <= 3:
        return "none", rolls[0]
    counts: dict[int, int] = {}
    for d in dice:
        counts[d] = counts.get(d, 0) + 1
    best = max(counts.values())
    if best >= 3:
        face = next(f for f, c in counts.items() if c == best)
        return "triple_threat", stored.said(rolls[1] if best == 3 else rolls[2], face=face)
    pairs = sorted(f for f, c in counts.items() if c == 2)
    if pairs:
        if len(pairs) == 1:
            return "double_trouble", stored.said(rolls[3], face=pairs[0])
        return "double_trouble", stored.said(rolls[4], first=pairs[0], second=pairs[1])
    return "trouble", stored.said(rolls[5], high=max(dice))


def check_trouble(w: Copy) -> None:
    kind, text = classify(w.dice)
    w.roll_text = text
    w.pending = () if kind == "none" else getattr(VILLAINS[w.villain], kind)
    settle_pending(w)


def settle_pending(w: Copy) -> None:
    """Resolve effects that need no card, stop at the next card to reveal."""
    v = VILLAINS[w.villain]
    while w.pending and not w.result:
        item = w.pending[0]
        if item in ("trouble", "event"):
            w.phase = "reveal"
            return
        w.pending = pop(w.pending)
        if item == "panic":
            add_panic(w, 1)
        elif item == "decay":
            if token_supply(w) > 0:
                w.decay += 1
                check_villain_loss(w)
            else:
                add_panic(w, CARDS.empty_supply_panic)
        elif item == "decay_panic":
            add_panic(w, w.decay)
        elif item == "strip":
            # Halitosis's mayhem: every town loses its right-most mint, with no panic check.
            w.mints = [max(0, m - 1) for m in w.mints]
            check_villain_loss(w)
        elif item == "victory":
            w.result = "won"
            w.phase = "over"
            w.pending = ()
            return
        else:  # pragma: no cover - data is validated
            raise ValueError(f"unknown effect {item!r} for {v.name}")
    if not w.result:
        open_turn(w)


def _resolve_trouble_card(w: Copy, card: str) -> Shown:
    """Take mints from the right of each red town, then the rulebook's panic check per town."""
    gorillic = VILLAINS[w.villain].token == "gorillic"
    towns, removed = [], []
    panic = 0
    for t, n in CARD_TARGETS[card]:
        take = n + (w.tokens[t] if gorillic else 0)
        old = w.mints[t]
        new = max(0, old - take)
        w.mints[t] = new
        uncovered = VISIBLE[w.hard][t][new] - VISIBLE[w.hard][t][old]
        towns.append(TOWN_IDS[t])
        removed.append(old - new)
        if new == 0 or uncovered > 0:
            add = VISIBLE[w.hard][t][new]
            panic += add
            add_panic(w, add)
        check_villain_loss(w)
        if w.result:
            break
    return Shown(card, "trouble", tuple(towns), tuple(removed), panic)


def _resolve_mayhem(w: Copy, card: str) -> Shown:
    """Panic rises by every visible symbol, then the villain's mayhem effect follows."""
    total = sum(visible(w, t) for t in range(NTOWNS))
    add_panic(w, total)
    w.mayhem += 1
    if not w.result:
        extra = VILLAINS[w.villain].mayhem
        if w.mayhem == len(CARDS.mayhem):
            extra = (*extra, "victory")
        w.pending = push(w.pending, *extra)
    return Shown(
        card,
        "mayhem",
        panic=total,
        note=stored.source(stored.said(stored.NOTES[0], done=w.mayhem, all=len(CARDS.mayhem))),
    )


def _place_token(w: Copy, town: int) -> tuple[int, str]:
    """A villain token for an event; returns the town it ended on (-1: none) and a note."""
    v = VILLAINS[w.villain]
    if token_supply(w) <= 0:
        add_panic(w, CARDS.empty_supply_panic)
        return -1, stored.source(stored.said(stored.NOTES[1], panic=CARDS.empty_supply_panic))
    if v.token == "plaque":
        if w.tokens[town] >= 2:
            if w.tokens[CENTRE] >= 2:
                add_panic(w, CARDS.empty_supply_panic)
                return -1, stored.source(stored.said(stored.NOTES[2], panic=CARDS.empty_supply_panic))
            town = CENTRE
        w.tokens[town] += 1
        cap = SLOTS - w.tokens[town]
        if w.mints[town] > cap:
            w.mints[town] = cap  # the mint in the closed slot goes back to the supply
    else:
        w.tokens[town] += 1
    check_villain_loss(w)
    return town, ""


def _resolve_event(w: Copy, card: str) -> Shown:
    toxic = TIDX[TROUBLE[card].toxic]
    panic_before = w.panic
    town, note = _place_token(w, toxic)
    towns = (TOWN_IDS[town],) if town >= 0 else (TOWN_IDS[toxic],)
    return Shown(card, "event", towns, (), w.panic - panic_before, note)


def reveal(w: Copy) -> None:
    item = w.pending[0]
    w.pending = pop(w.pending)
    if item == "trouble":
        card, w.trouble_deck = draw(w.trouble_deck)
        w.trouble_discard = discard(w.trouble_discard, (card,))
        if TROUBLE[card].mayhem:
            w.shown.append(_resolve_mayhem(w, card))
        elif w.field:
            w.field = False
            w.stunt_discard = discard(w.stunt_discard, ("force_field",))
            w.shown.append(Shown(card, "stopped", note=stored.source(stored.NOTES[3])))
        else:
            w.shown.append(_resolve_trouble_card(w, card))
    else:
        w.event_deck, w.event_discard, w.rng = reshuffle(w.event_deck, w.event_discard, w.rng)
        card, w.event_deck = draw(w.event_deck)
        w.event_discard = discard(w.event_discard, (card,))
        w.shown.append(_resolve_event(w, card))
    if not w.result:
        settle_pending(w)
