"""Mint Knight's turn: every choice a hero makes, what is legal and what doing it changes.

The rulebook's order (rulebook: "Turn"): move and explore first, then fight, recruit and heal;
play at least one action card; clean up and draw. ``legal(s)`` lists the choices of the seat to
act; ``act(s, a)`` does one. Combat phases live in combat.py, look-ups in board.py.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from mint.core.flow import Decision, pop, push
from mint.core.game import Action, Ask, replace
from mint.games.knight import board as B
from mint.games.knight import cardplay, walk
from mint.games.knight import cards as C
from mint.games.knight import combat as F
from mint.games.knight import refusals as R
from mint.games.knight.actions import (
    Assault,
    EndRound,
    EndTurn,
    Exhaust,
    Explore,
    Fight,
    Heal,
    MoveTo,
    Next,
    Pick,
    Play,
    Recruit,
    Restart,
    Under,
    UseReward,
    UseUnit,
    Wound,
)
from mint.games.knight.state import (
    ACTING,
    BLOCKING,
    FREE,
    MOVING,
    RANGED,
    READY,
    STUCK,
    WOUNDED,
    WOUNDS,
    Card,
    State,
    Turn,
    Unit,
)

# the turn's other parts, and the names other modules ask this one for
card_plays, unit_uses, reward_uses = cardplay.card_plays, cardplay.unit_uses, cardplay.reward_uses
Ctx, context, useful, options_now = cardplay.Ctx, cardplay.context, cardplay.useful, cardplay.options_now
pay, can_pay, payable = cardplay.pay, cardplay.can_pay, cardplay.payable
do_steps, ready = cardplay.do_steps, cardplay.ready
play_card, exhaust, use_unit, use_reward = cardplay.play_card, cardplay.exhaust, cardplay.use_unit, cardplay.use_reward
Paths, paths, roaming, moves, move_to = walk.Paths, walk.paths, walk.roaming, walk.moves, walk.move_to
explores, explore, draw_cube, fights = walk.explores, walk.explore, walk.draw_cube, walk.fights
can_assault = walk.can_assault

SOURCE_CARDS = C.SOURCE_CARDS

# --- Whose choice -----------------------------------------------------------------------------------


def actor(s: State) -> int:
    if s.pending:
        return s.pending[0].seat
    return s.current


# --- The choices of a turn ---------------------------------------------------------------------------


def legal(s: State, ask: Ask | None = None) -> list[Action]:
    """The choices of the seat to act; with ``ask``, also why the move it asks about is not one
    (said where the list leaves it out; the explanations of the fast parts are in refusals.py)."""
    if ask is not None:
        R.whose(s, actor(s), ask)
    if s.pending:
        answers = _pending_choices(s)
        if ask is not None and ask.action not in answers:
            R.pending(s, ask)
        return answers
    seat = s.current
    t = s.turn
    if t is None:
        return []
    c = s.combat
    restart: list[Action] = [_RESTART[seat]] if s.start is not None else []
    if c is not None and c.phase == STUCK:
        if ask is not None and ask.action not in (restart or [EndTurn(seat)]):
            ask.no("restart", R.stuck(c.why))
        return restart or [EndTurn(seat)]  # a sampled world of the search bot may lack the start
    if c is not None and c.phase == WOUNDS:
        cards, units = F.absorbers(s)
        wounds = [Wound(seat, i) for i in cards] + [Wound(seat, i, True) for i in units] + restart
        if ask is not None and ask.action not in wounds:
            R.wound(s, seat, ask)
        return wounds
    h = s.heroes[seat]
    x = context(s, seat)
    free = B.free_cards(h)
    out = card_plays(s, seat, x, free)  # a new list: the rest is added to it
    if h.units:
        out += unit_uses(s, seat)
    if s.skills or h.spells or h.artifacts:
        out += reward_uses(s, seat, x)
    if c is None:
        # each list is asked for only when it can hold something (the checks its function
        # would make first, made here once: this runs for every position of every playout)
        if t.stage == MOVING:
            if t.move > 0:
                out += moves(s, seat)
            if t.move >= C.EXPLORE_COST or t.free_explores:
                out += explores(s, seat)
            if s.restarts < walk.RESTARTS_TO_STOP_FIGHTING:
                out += fights(s, seat)
        if t.influence or t.free_recruits:
            out += _recruits(s, seat)
        if t.heal > 0:
            out += _heals(s, seat)
    # a card may be exhausted for nothing at any moment, fights included (rulebook: "Action
    # Cards"); the last card that could be played is kept for the card a turn must play
    if t.played > 0 or len(free) > 1:
        out += _exhausts(seat, free)
    if c is not None:
        if c.phase == RANGED:
            out.append(_SKIP_RANGED[seat])
        elif c.phase == BLOCKING:
            out.append(_DONE_BLOCKING[seat])
        out += restart
    else:
        if s.joint and seat in s.joint:
            out += restart
        elif t.played > 0 or not free:
            out.append(_END_TURN[seat])
        if _fresh(s):
            if not h.deck:
                out.append(EndRound(seat))
            if can_assault(s, seat):
                out.append(Assault(seat))
    if ask is not None and ask.action not in out:
        R.turn(s, seat, x, free, ask)
    return out


_RESTART = tuple(Restart(i) for i in range(2))
_SKIP_RANGED = tuple(Next(i, "Skip to the blocking phase") for i in range(2))
_DONE_BLOCKING = tuple(Next(i, "Done blocking") for i in range(2))
_END_TURN = tuple(EndTurn(i) for i in range(2))


@lru_cache(maxsize=1024)
def _exhausts(seat: int, free: tuple[int, ...]) -> tuple[Action, ...]:
    return tuple(Exhaust(seat, i) for i in free)


_fresh = B.fresh_turn


# --- Units (rulebook: "Units") ----------------------------------------------------------------------------


recruit_location = B.recruit_location


def _recruits(s: State, seat: int) -> list[Action]:
    t = B.turn_of(s)
    if t.influence == 0 and t.free_recruits == 0:
        return []
    loc = recruit_location(s, seat)
    if loc is None:
        return []
    t = B.turn_of(s)
    h = s.heroes[seat]
    full = len(h.units) >= B.unit_spots(h)
    if B.unit_spots(h) == 0:
        return []
    out: list[Action] = []
    for pos, uid in enumerate(s.unit_offer):
        unit = C.UNIT_BY_ID[uid]
        if loc not in unit.recruit_at or (t.influence < unit.cost and t.free_recruits == 0):
            continue
        if full:
            out += [Recruit(seat, pos, i) for i in range(len(h.units))]
        else:
            out.append(Recruit(seat, pos))
    return out


def recruit(s: State, seat: int, pos: int, old: int) -> State:
    t = B.turn_of(s)
    uid = s.unit_offer[pos]
    unit = C.UNIT_BY_ID[uid]
    if t.influence >= unit.cost:
        s = B.with_turn(s, influence=t.influence - unit.cost, stage=ACTING)
    else:
        s = B.with_turn(s, free_recruits=t.free_recruits - 1, stage=ACTING)
    offer = list(s.unit_offer)
    deck = s.unit_deck
    h = s.heroes[seat]
    units = list(h.units)
    if old >= 0:
        deck = (*deck, units[old].id)
        del units[old]
    units.append(Unit(uid))
    if deck:
        offer[pos], deck = deck[0], deck[1:]
    else:
        del offer[pos]
    s = replace(s, unit_offer=tuple(offer), unit_deck=deck)
    return B.with_hero(s, seat, replace(h, units=tuple(units)))


# --- Heals (rulebook: "Heals") ----------------------------------------------------------------------------


def _heals(s: State, seat: int) -> list[Action]:
    t = B.turn_of(s)
    if t.heal <= 0:
        return []
    h = s.heroes[seat]
    out: list[Action] = []
    out += [Heal(seat, "discard", i) for i in range(len(h.discard))]
    out += [Heal(seat, "hand", i) for i, (c, u) in enumerate(zip(h.hand, h.hand_use)) if c.waning and u == FREE]
    out += [Heal(seat, "deck", i) for i, c in enumerate(h.deck) if c.waning]
    if t.heal >= C.HEAL_COSTS["ready_wounded_unit"]:
        out += [Heal(seat, "unit", i) for i, u in enumerate(h.units) if u.status == WOUNDED]
    return out


def heal(s: State, seat: int, where: str, i: int) -> State:
    t = B.turn_of(s)
    h = s.heroes[seat]
    if where == "unit":
        units = list(h.units)
        units[i] = replace(units[i], status=READY)
        s = B.with_turn(s, heal=t.heal - C.HEAL_COSTS["ready_wounded_unit"])
        return B.with_hero(s, seat, replace(h, units=tuple(units)))
    if where == "discard":
        card = h.discard[i]
        h = replace(h, discard=(*h.discard[:i], *h.discard[i + 1 :]), deck=(*h.deck, card))
        cost = C.HEAL_COSTS["discard_to_deck"]
    elif where == "hand":
        hand = list(h.hand)
        hand[i] = replace(hand[i], waning=False)
        h = replace(h, hand=tuple(hand))
        cost = C.HEAL_COSTS["rotate_to_starting"]
    else:
        deck = list(h.deck)
        deck[i] = replace(deck[i], waning=False)
        h = replace(h, deck=tuple(deck))
        cost = C.HEAL_COSTS["rotate_to_starting"]
    s = B.with_turn(s, heal=t.heal - cost)
    return B.with_hero(s, seat, h)


# --- Pending decisions -----------------------------------------------------------------------------------


def _pending_choices(s: State) -> list[Action]:
    d = s.pending[0]
    seat = d.seat
    data: Any = d.data
    if d.kind == "exhaust":
        return [_exhaust(seat, int(p)) for p in data[2]]
    if d.kind == "mana":
        return [_pick(seat, c) for c in data[2]]
    if d.kind == "ready":
        return [_pick(seat, f"unit{i}") for i in data[0]]
    if d.kind == "flip":
        return [_pick(seat, f"card{p}") for p in data]
    if d.kind == "artifact":
        return [_pick(seat, a) for a in dict.fromkeys(data)]
    if d.kind == "spell":
        return [_pick(seat, sp) for sp in dict.fromkeys(data)]
    if d.kind == "under":
        h = s.heroes[seat]
        pos = {c.n: i for i, c in enumerate(h.hand)}
        return [*(_under(seat, int(n), pos.get(int(n), 0)) for n in data), _KEEP_ORDER[seat]]
    if d.kind == "cube":
        return [_pick(seat, c) for c in dict.fromkeys(data)]
    raise ValueError(f"unknown decision {d.kind}")


# the answers to pending choices are made once each: values, so a shared one is as good as new
_exhaust = lru_cache(maxsize=256)(Exhaust)
_pick = lru_cache(maxsize=1024)(Pick)
_under = lru_cache(maxsize=2048)(Under)
_KEEP_ORDER = tuple(Pick(i, "keep", "Keep the play order") for i in range(2))


def resolve(s: State, a: Action) -> State:
    d = s.pending[0]
    seat = d.seat
    data: Any = d.data
    if d.kind == "under":
        return _under_next(s, seat, data, a)
    s = replace(s, pending=pop(s.pending))
    if d.kind == "exhaust":
        assert isinstance(a, Exhaust)
        amount, own_unit, spare, rest = data
        s = exhaust(s, seat, a.pos)
        if int(amount) > 1:
            left = tuple(p for p in spare if int(p) != a.pos)
            if left:
                return replace(
                    s, pending=push(s.pending, Decision(seat, "exhaust", (int(amount) - 1, own_unit, left, rest)))
                )
        return do_steps(s, seat, rest, own_unit=int(own_unit))
    if d.kind == "mana":
        assert isinstance(a, Pick)
        picks, each, colours, own_unit, rest = data
        t = B.turn_of(s)
        s = B.with_turn(s, mana=(*t.mana, *([a.value] * int(each))))
        if int(picks) > 1:
            return replace(
                s, pending=push(s.pending, Decision(seat, "mana", (int(picks) - 1, each, colours, own_unit, rest)))
            )
        return do_steps(s, seat, rest, own_unit=int(own_unit))
    if d.kind == "ready":
        assert isinstance(a, Pick)
        _, own_unit, rest = data
        s = ready(s, seat, (int(a.value[4:]),))
        return do_steps(s, seat, rest, own_unit=int(own_unit))
    if d.kind == "flip":
        assert isinstance(a, Pick)
        return F.flip(s, seat, int(a.value[4:]))
    if d.kind == "artifact":
        assert isinstance(a, Pick)
        return F.keep_artifact(s, seat, a.value, data)
    if d.kind == "spell":
        assert isinstance(a, Pick)
        return F.take_spell(s, seat, a.value)
    if d.kind == "cube":
        assert isinstance(a, Pick)
        others = [c for c in data if c != a.value] or [a.value]
        s = replace(s, joint_cube=str(others[0]))
        castle = B.joint_castle(s)
        assert castle is not None
        return F.start(s, seat, castle, a.value, joint=True)
    raise ValueError(f"unknown decision {d.kind}")


def _under_next(s: State, seat: int, data: tuple[int, ...], a: Action) -> State:
    """Cleanup's order: one more played card goes under the deck, or the rest keep their order."""
    t = B.turn_of(s)
    pending = pop(s.pending)
    if isinstance(a, Under):
        order = (*t.order, a.n)
        rest = tuple(n for n in data if n != a.n)
        if len(rest) > 1:
            return replace(s, turn=replace(t, order=order), pending=push(pending, Decision(seat, "under", rest)))
        order = (*order, *rest)
    else:
        order = (*t.order, *data)
    return finish_turn(s, seat, order, pending=pending)


# --- Turns, cleanup and the round (rulebook: "Turn", "End of Round") ------------------------------------


def begin_turn(s: State, seat: int, keep_start: bool = False, **changes: Any) -> State:
    """A hero's turn begins: the source is read from the 3 left-most cards. A hero who starts a
    turn with no card in hand and none in the deck has ended the round. ``changes`` are other
    fields of the state to set in the same copy (the cleanup of the turn before)."""
    h = changes["heroes"][seat] if "heroes" in changes else s.heroes[seat]
    if not h.hand and not h.deck:
        return end_hero_round(replace(s, **changes) if changes else s, seat)
    icons = []
    for card in h.hand[:SOURCE_CARDS]:
        icon = B.half(card).mana_in_source
        if icon is not None:
            icons.append(icon)
    turn = replace(_NEW_TURN[seat], source=tuple(icons), source_used=_UNUSED[len(icons)], visited=(h.place,))
    changes.update(current=seat, turn=turn, combat=None)
    if keep_start:
        return replace(s, **changes)
    s = replace(s, **changes, start=None, restarts=0)
    return replace(s, start=s)


_NEW_TURN = tuple(Turn(seat=i, spends=C.SOURCE_SPENDS) for i in range(2))
"""Each seat's turn before its source is read (a copy of it is cheaper to make than a Turn)."""
_UNUSED = tuple((False,) * k for k in range(SOURCE_CARDS + 1))


def end_turn(s: State, seat: int) -> State:
    h = s.heroes[seat]
    t = B.turn_of(s)
    starting = [c.n for c, u in zip(h.hand, h.hand_use) if u != FREE and not c.waning]
    order = tuple(n for n in t.order if n in starting)
    if len(order) > 1:
        return replace(s, turn=replace(t, order=()), pending=push(s.pending, Decision(seat, "under", order)))
    return finish_turn(s, seat, order)


def finish_turn(s: State, seat: int, order: tuple[int, ...], **changes: Any) -> State:
    """Cleanup: used starting cards turn waning and go under the deck (in ``order``, card
    numbers), used waning cards are discarded; then the hand is refilled, each new card on the
    left, and the next turn begins. ``changes`` are other fields of the state to set with it."""
    h = s.heroes[seat]
    by_n = {c.n: c for c in h.hand}
    under = tuple(B.turned(by_n[n], True) for n in order if n in by_n)
    gone = [c for c, u in zip(h.hand, h.hand_use) if u != FREE and c.waning]
    hand = [c for c, u in zip(h.hand, h.hand_use) if u == FREE]
    deck = list((*h.deck, *under))
    size = B.hand_size(h)
    while len(hand) < size and deck:
        hand.insert(0, deck.pop(0))
    h = replace(h, hand=tuple(hand), hand_use=(FREE,) * len(hand), deck=tuple(deck), discard=(*h.discard, *gone))
    heroes = list(s.heroes)
    heroes[seat] = h
    # one copy of the state for the cleanup and the next turn's start
    if s.joint:
        # the second hero of the joint assault takes the shared turn on; Restart goes back to its start
        return begin_turn(s, s.joint[0], True, **changes, heroes=tuple(heroes), turn=None)
    return begin_turn(s, _next_seat(s, seat), **changes, heroes=tuple(heroes), turn=None)


def _next_seat(s: State, seat: int) -> int:
    n = len(s.heroes)
    other = (seat + 1) % n
    return other if not s.heroes[other].ended else seat


def end_hero_round(s: State, seat: int) -> State:
    h = s.heroes[seat]
    s = B.with_hero(s, seat, replace(h, ended=True))
    if all(x.ended for x in s.heroes):
        return end_round(s)
    return begin_turn(s, _next_seat(s, seat))


def end_round(s: State) -> State:
    """Refresh rewards and units, cycle the offerings, gather and shuffle every action card,
    and move the round cube; the game is lost when round 4 ends."""
    if s.round >= C.ROUNDS:
        return replace(s, phase="over", won=False, turn=None, combat=None, pending=())
    skills = tuple(replace(r, used=False) for r in s.skills)
    heroes = []
    rng = s.rng
    for h in s.heroes:
        cards = tuple(B.turned(c, False) for c in B.all_cards(h))
        deck, rng = rng.shuffle(sorted(cards, key=lambda c: c.n))
        size = B.hand_size(h)
        hand: list[Card] = []
        rest = list(deck)
        while len(hand) < size and rest:
            hand.insert(0, rest.pop(0))
        units = tuple(replace(u, status=READY) if u.status != WOUNDED else u for u in h.units)
        heroes.append(
            replace(
                h,
                hand=tuple(hand),
                hand_use=(FREE,) * len(hand),
                deck=tuple(rest),
                discard=(),
                units=units,
                spells=tuple(replace(r, used=False) for r in h.spells),
                artifacts=tuple(replace(r, used=False) for r in h.artifacts),
                ended=False,
            )
        )
    unit_offer, unit_deck = _cycle(s.unit_offer, s.unit_deck)
    spell_offer, spell_deck = _cycle(s.spell_offer, s.spell_deck)
    s = replace(
        s,
        round=s.round + 1,
        heroes=tuple(heroes),
        skills=skills,
        unit_offer=unit_offer,
        unit_deck=unit_deck,
        spell_offer=spell_offer,
        spell_deck=spell_deck,
        rng=rng,
        turn=None,
    )
    return begin_turn(s, 0)


def _cycle(offer: tuple[str, ...], deck: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The last card of an offering goes under its deck and the top card of the deck is added."""
    if not offer:
        return offer, deck
    deck = (*deck, offer[-1])
    return (deck[0], *offer[:-1]), deck[1:]


def restart(s: State) -> State:
    assert s.start is not None
    return replace(s.start, start=s.start, restarts=s.restarts + 1)


# --- Co-op joint assault (rulebook: "Joint Assault") ------------------------------------------------------


def assault(s: State, seat: int) -> State:
    return replace(s, joint=(seat, 1 - seat))


# --- Doing a choice ---------------------------------------------------------------------------------------


_DO: dict[type, Any] = {
    Play: play_card,
    Exhaust: lambda s, a: exhaust(s, a.seat, a.pos),
    Wound: lambda s, a: F.wound(s, a.index, a.unit),
    MoveTo: lambda s, a: move_to(s, a.seat, a.place),
    Explore: lambda s, a: explore(s, a.seat, a.slot),
    Fight: lambda s, a: F.start(s, a.seat, a.place),
    Next: lambda s, a: F.next_phase(s),
    UseUnit: use_unit,
    UseReward: use_reward,
    Recruit: lambda s, a: recruit(s, a.seat, a.pos, a.replace),
    Heal: lambda s, a: heal(s, a.seat, a.where, a.index),
    EndTurn: lambda s, a: end_turn(s, a.seat),
    EndRound: lambda s, a: end_hero_round(s, a.seat),
    Restart: lambda s, a: restart(s),
    Assault: lambda s, a: assault(s, a.seat),
}
"""What each kind of action does (a choice that answers a pending decision goes to ``resolve``)."""


def act(s: State, a: Action) -> State:
    if s.pending:
        return resolve(s, a)
    do = _DO.get(type(a))
    if do is None:
        raise ValueError(f"no rule handles {a}")
    return do(s, a)  # type: ignore[no-any-return]
