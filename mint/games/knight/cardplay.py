"""Mint Knight's cards in play (rulebook: "Action Cards", "Mana"): which of an effect's options
do something now, paying mana from gained mana and the source, doing an effect's steps (a step
that needs a choice leaves a pending decision), the plays of hand cards, units and rewards, and
playing them.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import Any, NamedTuple

from mint.core.flow import Decision, push
from mint.core.game import Action, replace
from mint.core.memo import by_identity, by_value
from mint.games.knight import board as B
from mint.games.knight import cards as C
from mint.games.knight import combat as F
from mint.games.knight.actions import (
    Play,
    UseReward,
    UseUnit,
)
from mint.games.knight.effects import (
    Attack,
    Block,
    CancelAttack,
    Effect,
    ExtraSource,
    FreeExplore,
    FreeRecruit,
    GainMana,
    Influence,
    Move,
    ReadyUnit,
    Step,
    Weaken,
)
from mint.games.knight.effects import (
    Exhaust as ExhaustStep,
)
from mint.games.knight.effects import (
    Heal as HealStep,
)
from mint.games.knight.state import (
    ATTACK,
    BLOCKING,
    EXHAUSTED,
    FREE,
    MOVING,
    PLAYED,
    RANGED,
    READY,
    STUCK,
    USED,
    WOUNDED,
    WOUNDS,
    Card,
    Reward,
    State,
    Turn,
)

# --- What a step is good for now (so only useful plays are offered) ----------------------------------


class Ctx(NamedTuple):
    """What the moment allows, in the terms steps are judged by: the combat phase (None outside
    a combat), whether the hero may still move, whether the enemy's attack is already cancelled,
    whether anything can be healed, and whether a used (or a wounded) unit could be readied.
    (A named tuple: it keys caches, and a tuple hashes fast.)"""

    phase: str | None
    moving: bool
    cancelled: bool
    heal: bool
    ready_used: bool
    ready_any: bool


def context(s: State, seat: int, own_unit: int = -1) -> Ctx:
    c = s.combat
    h = s.heroes[seat]
    used = wounded = False
    if h.units:
        used = any(i != own_unit and u.status == USED and not u.fought for i, u in enumerate(h.units))
        wounded = any(i != own_unit and u.status == WOUNDED and not u.fought for i, u in enumerate(h.units))
    # positional: this runs for every position asked about, and keywords cost a named tuple more
    if c is None:
        t = s.turn
        return Ctx(None, t is not None and t.stage == MOVING, False, _anything_to_heal(s, seat), used, used or wounded)
    return Ctx(c.phase, False, c.cancelled, False, used, used or wounded)


def useful(step: Step, x: Ctx) -> bool:
    """Whether a step does something now (so that only plays that do something are offered)."""
    if isinstance(step, (Move, FreeExplore)):
        return x.moving
    if isinstance(step, Attack):
        return x.phase == ATTACK or (step.ranged and x.phase == RANGED)
    if isinstance(step, Block):
        return x.phase == BLOCKING
    if isinstance(step, (Weaken, CancelAttack)):
        return x.phase in (RANGED, BLOCKING) and not x.cancelled
    if isinstance(step, (Influence, FreeRecruit)):
        return x.phase is None
    if isinstance(step, HealStep):
        return x.heal
    if isinstance(step, (GainMana, ExtraSource)):
        return x.phase not in (WOUNDS, STUCK)
    if isinstance(step, ReadyUnit):
        return x.ready_any if step.heal else x.ready_used
    return False


_OPTIONS_NOW: dict[tuple[int, Ctx, int], tuple[tuple[int, ...], Effect]] = {}
"""``options_now`` by the effect's identity: effects are the loaded card data, and each entry
holds its effect, so an identity stays that effect's while it is a key."""


def options_now(effect: Effect, x: Ctx, spare: int) -> tuple[int, ...]:
    """The options of an effect that can be chosen now: their exhaust cost can be paid from
    ``spare`` other cards and some step of theirs does something."""
    key = (id(effect), x, spare)
    got = _OPTIONS_NOW.get(key)
    if got is None:
        got = _OPTIONS_NOW[key] = (_options_now(effect, x, spare), effect)
    return got[0]


def _options_now(effect: Effect, x: Ctx, spare: int) -> tuple[int, ...]:
    out = []
    for k, option in enumerate(effect.options):
        if exhaust_need(option) <= spare and any(useful(st, x) for st in option if not isinstance(st, ExhaustStep)):
            out.append(k)
    return tuple(out)


def exhaust_need(option: tuple[Step, ...]) -> int:
    """How many other cards an option exhausts as its cost."""
    return sum(st.amount for st in option if isinstance(st, ExhaustStep))


def _anything_to_heal(s: State, seat: int) -> bool:
    h = s.heroes[seat]
    if h.discard or _waning_in(h.deck):
        return True
    return any(c.waning and u == FREE for c, u in zip(h.hand, h.hand_use)) or any(u.status == WOUNDED for u in h.units)


@by_identity  # (a deck stays the same object through a turn)
def _waning_in(deck: tuple[Card, ...]) -> bool:
    """Whether the deck holds a waning card."""
    return any(c.waning for c in deck)


def ready_targets(s: State, seat: int, step: ReadyUnit, own_unit: int = -1) -> tuple[int, ...]:
    h = s.heroes[seat]
    statuses = (USED, WOUNDED) if step.heal else (USED,)
    return tuple(i for i, u in enumerate(h.units) if i != own_unit and u.status in statuses and not u.fought)


# --- Mana (rulebook: "Mana") -------------------------------------------------------------------------


def usable_colours(s: State, colours: Iterable[str]) -> tuple[str, ...]:
    time = C.time_of(s.round)
    return tuple(c for c in colours if C.MANA_BY_CODE[c].usable(time))


def pay(s: State, needs: Iterable[str]) -> Turn | None:
    """The turn after paying these mana icons, or None if they cannot be paid. Gained mana goes
    first (it is lost at the end of the turn anyway), then the source; an exact colour before gold."""
    t = B.turn_of(s)
    paid = _settle(t.mana, t.source, t.source_used, t.spends, C.time_of(s.round), tuple(needs))
    if paid is None:
        return None
    mana, used, spends = paid
    return replace(t, mana=mana, source_used=used, spends=spends)


def can_pay(s: State, needs: Iterable[str]) -> bool:
    """Whether ``pay`` would pay these icons (without building the turn after)."""
    t = B.turn_of(s)
    return _settle(t.mana, t.source, t.source_used, t.spends, C.time_of(s.round), tuple(needs)) is not None


@lru_cache(maxsize=8192)
def _settle(
    gained: tuple[str, ...],
    source: tuple[str, ...],
    source_used: tuple[bool, ...],
    spends: int,
    time: str,
    needs: tuple[str, ...],
) -> tuple[tuple[str, ...], tuple[bool, ...], int] | None:
    """The gained mana, the source's used flags and the source spends left after paying ``needs``
    (None if they cannot be paid)."""
    mana = list(gained)
    used = list(source_used)
    for need in needs:
        ok = False
        for pool in ("token", "source"):
            for exact in (True, False):
                if pool == "token":
                    for i, m in enumerate(mana):
                        if (m == need) == exact and C.pays(m, need, time):
                            del mana[i]
                            ok = True
                            break
                elif spends > 0:
                    for i, m in enumerate(source):
                        if not used[i] and (m == need) == exact and C.pays(m, need, time):
                            used[i] = True
                            spends -= 1
                            ok = True
                            break
                if ok:
                    break
            if ok:
                break
        if not ok:
            return None
    return tuple(mana), tuple(used), spends


# --- Doing an effect's steps -------------------------------------------------------------------------


def do_steps(s: State, seat: int, steps: tuple[Step, ...], own: int = -1, own_unit: int = -1) -> State:
    """Do steps in order; a step that needs a choice leaves a pending decision holding the rest.
    ``own`` is the hand card being played (an exhaust cost picks another), ``own_unit`` the unit."""
    for i, st in enumerate(steps):
        rest = steps[i + 1 :]
        if isinstance(st, ExhaustStep):
            h = s.heroes[seat]
            spare = tuple(str(p) for p in B.free_cards(h) if p != own)
            if not spare:
                continue
            data: tuple[Any, ...] = (st.amount, own_unit, spare, rest)
            return replace(s, pending=push(s.pending, Decision(seat, "exhaust", data)))
        if isinstance(st, GainMana):
            colours = usable_colours(s, st.colours)
            if not colours:
                continue
            if len(colours) == 1:
                t = B.turn_of(s)
                s = B.with_turn(s, mana=(*t.mana, *([colours[0]] * st.amount)))
                continue
            data = (st.amount if not st.same else 1, st.amount if st.same else 1, colours, own_unit, rest)
            return replace(s, pending=push(s.pending, Decision(seat, "mana", data)))
        if isinstance(st, ReadyUnit):
            targets = ready_targets(s, seat, st, own_unit)
            if st.every or len(targets) <= 1:
                s = ready(s, seat, targets)
                continue
            data = (tuple(str(x) for x in targets), own_unit, rest)
            return replace(s, pending=push(s.pending, Decision(seat, "ready", data)))
        s = _simple_step(s, seat, st)
    return F.check_won(s)


def _simple_step(s: State, seat: int, st: Step) -> State:
    t = B.turn_of(s)
    c = s.combat
    if isinstance(st, Move):
        return B.with_turn(s, move=t.move + st.amount)
    if isinstance(st, FreeExplore):
        return B.with_turn(s, free_explores=t.free_explores + 1)
    if isinstance(st, Influence):
        return B.with_turn(s, influence=t.influence + st.amount)
    if isinstance(st, HealStep):
        return B.with_turn(s, heal=t.heal + st.amount)
    if isinstance(st, ExtraSource):
        return B.with_turn(s, spends=t.spends + st.amount)
    if isinstance(st, FreeRecruit):
        return B.with_turn(s, free_recruits=t.free_recruits + 1)
    if c is None:
        return s
    if isinstance(st, Attack):
        if c.phase == ATTACK or (st.ranged and c.phase == RANGED):
            return B.with_combat(s, attacks=(*c.attacks, (st.amount, st.element, st.ranged)))
        return s
    if isinstance(st, Block):
        if c.phase == BLOCKING:
            return B.with_combat(s, blocks=(*c.blocks, (st.amount, st.element)))
        return s
    if isinstance(st, Weaken):
        return B.with_combat(s, weaken=c.weaken + st.amount)
    if isinstance(st, CancelAttack):
        return B.with_combat(s, cancelled=True)
    return s


def ready(s: State, seat: int, targets: Iterable[int]) -> State:
    h = s.heroes[seat]
    units = list(h.units)
    for i in targets:
        units[i] = replace(units[i], status=READY)
    return B.with_hero(s, seat, replace(h, units=tuple(units)))


_PAYS: dict[str, dict[str, frozenset[str]]] = {
    time: {m.code: frozenset(m.pays) if m.usable(time) else frozenset() for m in C.MANA} for time in C.TIMES
}
"""Per time of day, the icons one mana of each colour can pay."""


def payable(s: State) -> frozenset[str]:
    """The mana icons one more payment could cover now: gained mana, or an unused source icon
    while a source spend is left."""
    t = B.turn_of(s)
    return _payable_now((s.round, t.mana, t.source, t.source_used, t.spends > 0))


@by_value  # (compared, not hashed: a turn asks again for the same one after most of its plays)
def _payable_now(key: tuple[int, Any, Any, Any, bool]) -> frozenset[str]:
    rnd, mana, source, source_used, spends = key
    return _payable(C.time_of(rnd), mana, source, source_used, spends)


@lru_cache(maxsize=4096)
def _payable(
    time: str, gained: tuple[str, ...], source: tuple[str, ...], source_used: tuple[bool, ...], spend: bool
) -> frozenset[str]:
    pays = _PAYS[time]
    out: frozenset[str] = frozenset()
    for m in gained:
        out |= pays[m]
    if spend:
        for m, used in zip(source, source_used):
            if not used:
                out |= pays[m]
    return out


@lru_cache(maxsize=4096)
def _plays_of(
    title: str, advanced: bool, waning: bool, x: Ctx, spare: int, strong: bool, seat: int, pos: int
) -> tuple[Action, ...]:
    """The Play actions of one hand card now (the same objects each time they are asked for);
    the card is named by its fields, which hash faster than the card."""
    half = C.ACTION_BY_ID[title].half(advanced, waning)
    out: list[Action] = [Play(seat, pos, "basic", k) for k in options_now(half.action, x, spare)]
    if strong:
        out += [Play(seat, pos, "strong", k) for k in options_now(half.stronger, x, spare)]
    out += [Play(seat, pos, "side", k) for k in options_now(C.SIDEWAYS, x, spare)]
    return tuple(out)


@by_identity  # (the hand stays the same object through a turn)
def _hand_info(hand: tuple[Card, ...]) -> tuple[tuple[str, bool, bool, str], ...]:
    """Per position of the hand: the card's title, its sides and the mana its stronger effect costs."""
    actions = C.ACTION_BY_ID
    return tuple((c.title, c.advanced, c.waning, actions[c.title].half(c.advanced, c.waning).mana_cost) for c in hand)


def card_plays(s: State, seat: int, x: Ctx, free: tuple[int, ...]) -> list[Action]:
    info = _hand_info(s.heroes[seat].hand)
    can = payable(s)
    spare = min(2, len(free) - 1)
    out: list[Action] = []
    for pos in free:
        title, advanced, waning, cost = info[pos]
        out += _plays_of(title, advanced, waning, x, spare, cost in can, seat, pos)
    return out


def unit_ok(s: State, seat: int, i: int) -> bool:
    u = s.heroes[seat].units[i]
    return u.status == READY and not u.fought


def spare_cards(s: State, seat: int) -> int:
    """How many free hand cards may be exhausted now (as a cost or for nothing): all of them once
    an action card has been played this turn, else all but one, which is kept to be played
    (rulebook: "One action card must be played each turn")."""
    free = len(B.free_cards(s.heroes[seat]))
    t = s.turn
    return free if t is None or t.played > 0 else max(0, free - 1)


def unit_uses(s: State, seat: int) -> list[Action]:
    h = s.heroes[seat]
    spare = spare_cards(s, seat)
    out: list[Action] = []
    for i, u in enumerate(h.units):
        if not unit_ok(s, seat, i):
            continue
        x = context(s, seat, own_unit=i)
        out += [UseUnit(seat, i, k) for k in options_now(C.UNIT_BY_ID[u.id].abilities, x, min(2, spare))]
    return out


def reward_effects(s: State, seat: int, kind: str, rid: str, strong: bool) -> tuple[Effect, tuple[str, ...]]:
    if kind == "skill":
        return C.SKILL_BY_ID[rid].effect, ()
    if kind == "spell":
        sp = C.SPELL_BY_ID[rid]
        return (sp.stronger, sp.stronger_mana) if strong else (sp.basic, sp.basic_mana)
    art = C.ARTIFACT_BY_ID[rid]
    return (art.stronger if strong else art.basic), ()


def rewards_of(s: State, seat: int) -> list[tuple[str, Reward]]:
    h = s.heroes[seat]
    return [("skill", r) for r in s.skills] + [("spell", r) for r in h.spells] + [("artifact", r) for r in h.artifacts]


def reward_uses(s: State, seat: int, x: Ctx) -> list[Action]:
    h = s.heroes[seat]
    if not (s.skills or h.spells or h.artifacts):
        return []
    spare = spare_cards(s, seat)
    out: list[Action] = []
    for kind, r in rewards_of(s, seat):
        if r.used:
            continue
        needs_card = kind != "skill"
        if needs_card and spare == 0:
            continue
        for strong in (False, True) if kind != "skill" else (False,):
            effect, mana = reward_effects(s, seat, kind, r.id, strong)
            if mana and not can_pay(s, mana):
                continue
            room = min(2, spare - (1 if needs_card else 0))
            out += [UseReward(seat, kind, r.id, strong, k) for k in options_now(effect, x, room)]
    return out


# --- Playing cards, units and rewards ---------------------------------------------------------------------


_TURN_FIELDS = {Move: "move", Influence: "influence", HealStep: "heal", ExtraSource: "spends"}


def play_card(s: State, a: Play) -> State:
    seat = a.seat
    h = s.heroes[seat]
    card = h.hand[a.pos]
    half = B.half(card)
    t = B.turn_of(s)
    if a.how == "basic":
        effect = half.action
    elif a.how == "strong":
        paid = pay(s, (half.mana_cost,))
        assert paid is not None
        t = paid
        effect = half.stronger
    else:
        effect = C.SIDEWAYS
    heroes = list(s.heroes)
    heroes[seat] = B.mark(h, a.pos, PLAYED)
    steps = effect.options[a.option]
    changes: dict[str, object] = {"played": t.played + 1, "order": (*t.order, card.n)}
    points = _points_only(steps)
    if points is not None:  # points only: one copy of the turn does it
        for name, amount in points:
            changes[name] = getattr(t, name) + amount
        return replace(s, heroes=tuple(heroes), turn=replace(t, **changes))
    s = replace(s, heroes=tuple(heroes), turn=replace(t, **changes))
    return do_steps(s, seat, steps, own=a.pos)


_POINTS: dict[int, tuple[tuple[tuple[str, int], ...] | None, tuple[Step, ...]]] = {}
"""``_points_only`` by the option's identity (options are the loaded card data; each entry
holds its option, so an identity stays that option's while it is a key)."""


def _points_only(steps: tuple[Step, ...]) -> tuple[tuple[str, int], ...] | None:
    """The turn's point fields an option adds to and by how much, if points are all it gives."""
    got = _POINTS.get(id(steps))
    if got is None or got[1] is not steps:
        total: dict[str, int] = {}
        points: tuple[tuple[str, int], ...] | None = ()
        for st in steps:
            name = _TURN_FIELDS.get(type(st))
            if name is None:
                points = None
                break
            total[name] = total.get(name, 0) + st.amount  # type: ignore[union-attr]
        if points is not None:
            points = tuple(total.items())
        got = _POINTS[id(steps)] = (points, steps)
    return got[0]


def exhaust(s: State, seat: int, pos: int) -> State:
    h = s.heroes[seat]
    card = h.hand[pos]
    t = B.turn_of(s)
    heroes = list(s.heroes)
    heroes[seat] = B.mark(h, pos, EXHAUSTED)
    return replace(s, heroes=tuple(heroes), turn=replace(t, order=(*t.order, card.n)))


def use_unit(s: State, a: UseUnit) -> State:
    h = s.heroes[a.seat]
    units = list(h.units)
    units[a.index] = replace(units[a.index], status=USED, fought=s.combat is not None)
    s = B.with_hero(s, a.seat, replace(h, units=tuple(units)))
    option = C.UNIT_BY_ID[h.units[a.index].id].abilities.options[a.option]
    return do_steps(s, a.seat, option, own_unit=a.index)


def use_reward(s: State, a: UseReward) -> State:
    effect, mana = reward_effects(s, a.seat, a.kind, a.id, a.strong)
    if mana:
        t = pay(s, mana)
        assert t is not None
        s = replace(s, turn=t)
    h = s.heroes[a.seat]
    if a.kind == "skill":
        s = replace(s, skills=tuple(replace(r, used=True) if r.id == a.id else r for r in s.skills))
    elif a.kind == "spell":
        s = B.with_hero(
            s, a.seat, replace(h, spells=tuple(replace(r, used=True) if r.id == a.id else r for r in h.spells))
        )
    elif a.strong:
        s = B.with_hero(s, a.seat, replace(h, artifacts=tuple(r for r in h.artifacts if r.id != a.id)))
    else:
        s = B.with_hero(
            s, a.seat, replace(h, artifacts=tuple(replace(r, used=True) if r.id == a.id else r for r in h.artifacts))
        )
    steps = effect.options[a.option]
    if a.kind != "skill":
        steps = (ExhaustStep(1), *steps)
    return do_steps(s, a.seat, steps)
