"""Mint Knight's turn: every choice a hero makes, what is legal and what doing it changes.

The rulebook's order (rulebook: "Turn"): move and explore first, then fight, recruit and heal;
play at least one action card; clean up and draw. ``legal(s)`` lists the choices of the seat to
act; ``act(s, a)`` does one. Combat phases live in combat.py, look-ups in board.py.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from mint.core.flow import Decision, pop, push
from mint.core.game import Action, replace
from mint.games.knight import board as B
from mint.games.knight import cards as C
from mint.games.knight import combat as F
from mint.games.knight import terrain as T
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
    ACTING,
    ATTACK,
    BLOCKING,
    COOP,
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
    Hero,
    Place,
    Reward,
    State,
    Turn,
    Unit,
)

SOURCE_CARDS = C.SOURCE_CARDS

# --- Whose choice -----------------------------------------------------------------------------------


def actor(s: State) -> int:
    if s.pending:
        return s.pending[0].seat
    return s.current


# --- What a step is good for now (so only useful plays are offered) ----------------------------------


@dataclass(frozen=True, slots=True)
class Ctx:
    """What the moment allows, in the terms steps are judged by: the combat phase (None outside
    a combat), whether the hero may still move, whether the enemy's attack is already cancelled,
    whether anything can be healed, and whether a used (or a wounded) unit could be readied."""

    phase: str | None
    moving: bool
    cancelled: bool
    heal: bool
    ready_used: bool
    ready_any: bool


def context(s: State, seat: int, own_unit: int = -1) -> Ctx:
    c = s.combat
    t = s.turn
    h = s.heroes[seat]
    used = wounded = False
    if h.units:
        used = any(i != own_unit and u.status == USED and not u.fought for i, u in enumerate(h.units))
        wounded = any(i != own_unit and u.status == WOUNDED and not u.fought for i, u in enumerate(h.units))
    return Ctx(
        phase=c.phase if c is not None else None,
        moving=c is None and t is not None and t.stage == MOVING,
        cancelled=c is not None and c.cancelled,
        heal=c is None and _anything_to_heal(s, seat),
        ready_used=used,
        ready_any=used or wounded,
    )


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


@lru_cache(maxsize=8192)
def options_now(effect: Effect, x: Ctx, spare: int) -> tuple[int, ...]:
    """The options of an effect that can be chosen now: their exhaust cost can be paid from
    ``spare`` other cards and some step of theirs does something."""
    out = []
    for k, option in enumerate(effect.options):
        need = sum(st.amount for st in option if isinstance(st, ExhaustStep))
        if need <= spare and any(useful(st, x) for st in option if not isinstance(st, ExhaustStep)):
            out.append(k)
    return tuple(out)


def _anything_to_heal(s: State, seat: int) -> bool:
    h = s.heroes[seat]
    return bool(
        h.discard
        or any(c.waning and u == FREE for c, u in zip(h.hand, h.hand_use))
        or any(c.waning for c in h.deck)
        or any(u.status == WOUNDED for u in h.units)
    )


def _ready_targets(s: State, seat: int, step: ReadyUnit, own_unit: int = -1) -> tuple[int, ...]:
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
    time = C.time_of(s.round)
    mana = list(t.mana)
    used = list(t.source_used)
    spends = t.spends
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
                    for i, m in enumerate(t.source):
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
    return replace(t, mana=tuple(mana), source_used=tuple(used), spends=spends)


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
            targets = _ready_targets(s, seat, st, own_unit)
            if st.every or len(targets) <= 1:
                s = _ready(s, seat, targets)
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


def _ready(s: State, seat: int, targets: Iterable[int]) -> State:
    h = s.heroes[seat]
    units = list(h.units)
    for i in targets:
        units[i] = replace(units[i], status=READY)
    return B.with_hero(s, seat, replace(h, units=tuple(units)))


# --- The choices of a turn ---------------------------------------------------------------------------


def legal(s: State) -> list[Action]:
    if s.pending:
        return _pending_choices(s)
    seat = s.current
    t = s.turn
    if t is None:
        return []
    c = s.combat
    out: list[Action] = []
    restart: list[Action] = [_RESTART[seat]] if s.start is not None else []
    if c is not None and c.phase == STUCK:
        return restart or [EndTurn(seat)]  # a sampled world of the search bot may lack the start
    if c is not None and c.phase == WOUNDS:
        cards, units = F.absorbers(s)
        out += [Wound(seat, i) for i in cards]
        out += [Wound(seat, i, True) for i in units]
        return out + restart
    x = context(s, seat)
    free = B.free_cards(s.heroes[seat])
    out += _card_plays(s, seat, x, free)
    if s.heroes[seat].units:
        out += _unit_uses(s, seat)
    out += _reward_uses(s, seat, x)
    if c is None:
        if t.stage == MOVING:
            out += _moves(s, seat)
            out += _explores(s, seat)
            out += _fights(s, seat)
        out += _recruits(s, seat)
        out += _heals(s, seat)
    if c is not None:
        if c.phase == RANGED:
            out.append(Next(seat, "Skip to the blocking phase"))
        elif c.phase == BLOCKING:
            out.append(Next(seat, "Done blocking"))
        out += restart
    else:
        out += _exhausts(seat, free)
        if s.joint and seat in s.joint:
            out += restart
        elif t.played > 0 or not free:
            out.append(_END_TURN[seat])
        if _fresh(s):
            h = s.heroes[seat]
            if not h.deck:
                out.append(EndRound(seat))
            if _can_assault(s, seat):
                out.append(Assault(seat))
    return out


_RESTART = tuple(Restart(i) for i in range(2))
_END_TURN = tuple(EndTurn(i) for i in range(2))


@lru_cache(maxsize=1024)
def _exhausts(seat: int, free: tuple[int, ...]) -> tuple[Action, ...]:
    return tuple(Exhaust(seat, i) for i in free)


def _fresh(s: State) -> bool:
    """Nothing has been done yet this turn."""
    st = s.start
    if st is None or s.joint or st.turn is not s.turn:
        return False
    a, b = st.heroes[s.current], s.heroes[s.current]
    return a.hand_use == b.hand_use and a.place == b.place and a.units == b.units


_PAYS: dict[str, dict[str, frozenset[str]]] = {
    time: {m.code: frozenset(m.pays) if m.usable(time) else frozenset() for m in C.MANA} for time in C.TIMES
}
"""Per time of day, the icons one mana of each colour can pay."""


def payable(s: State) -> frozenset[str]:
    """The mana icons one more payment could cover now: gained mana, or an unused source icon
    while a source spend is left."""
    t = B.turn_of(s)
    pays = _PAYS[C.time_of(s.round)]
    out: frozenset[str] = frozenset()
    for m in t.mana:
        out |= pays[m]
    if t.spends > 0:
        for m, used in zip(t.source, t.source_used):
            if not used:
                out |= pays[m]
    return out


@lru_cache(maxsize=32768)
def _plays_of(card: Card, x: Ctx, spare: int, strong: bool, seat: int, pos: int) -> tuple[Action, ...]:
    """The Play actions of one hand card now (the same objects each time they are asked for)."""
    half = B.half(card)
    out: list[Action] = [Play(seat, pos, "basic", k) for k in options_now(half.action, x, spare)]
    if strong:
        out += [Play(seat, pos, "strong", k) for k in options_now(half.stronger, x, spare)]
    out += [Play(seat, pos, "side", k) for k in options_now(C.SIDEWAYS, x, spare)]
    return tuple(out)


_HAND_PLAYS: dict[tuple[object, ...], tuple[tuple[Card, ...], tuple[Action, ...]]] = {}
"""The plays of a whole hand, by the hand's identity and what it is judged by (the hand itself is
kept with the answer, so a reused id is never mistaken for it)."""


def _card_plays(s: State, seat: int, x: Ctx, free: tuple[int, ...]) -> tuple[Action, ...]:
    h = s.heroes[seat]
    can = payable(s)
    key = (id(h.hand), h.hand_use, x, can, seat)
    got = _HAND_PLAYS.get(key)
    if got is not None and got[0] is h.hand:
        return got[1]
    spare = min(2, len(free) - 1)
    out: list[Action] = []
    for pos in free:
        card = h.hand[pos]
        out += _plays_of(card, x, spare, B.half(card).mana_cost in can, seat, pos)
    if len(_HAND_PLAYS) > 8192:
        _HAND_PLAYS.clear()
    _HAND_PLAYS[key] = (h.hand, tuple(out))
    return tuple(out)


def _unit_ok(s: State, seat: int, i: int) -> bool:
    u = s.heroes[seat].units[i]
    return u.status == READY and not u.fought


def _unit_uses(s: State, seat: int) -> list[Action]:
    h = s.heroes[seat]
    spare = len(B.free_cards(h))
    out: list[Action] = []
    for i, u in enumerate(h.units):
        if not _unit_ok(s, seat, i):
            continue
        x = context(s, seat, own_unit=i)
        out += [UseUnit(seat, i, k) for k in options_now(C.UNIT_BY_ID[u.id].abilities, x, min(2, spare))]
    return out


def _reward_effects(s: State, seat: int, kind: str, rid: str, strong: bool) -> tuple[Effect, tuple[str, ...]]:
    if kind == "skill":
        return C.SKILL_BY_ID[rid].effect, ()
    if kind == "spell":
        sp = C.SPELL_BY_ID[rid]
        return (sp.stronger, sp.stronger_mana) if strong else (sp.basic, sp.basic_mana)
    art = C.ARTIFACT_BY_ID[rid]
    return (art.stronger if strong else art.basic), ()


def _rewards_of(s: State, seat: int) -> list[tuple[str, Reward]]:
    h = s.heroes[seat]
    return [("skill", r) for r in s.skills] + [("spell", r) for r in h.spells] + [("artifact", r) for r in h.artifacts]


def _reward_uses(s: State, seat: int, x: Ctx) -> list[Action]:
    h = s.heroes[seat]
    if not (s.skills or h.spells or h.artifacts):
        return []
    spare = len(B.free_cards(h))
    out: list[Action] = []
    for kind, r in _rewards_of(s, seat):
        if r.used:
            continue
        needs_card = kind != "skill"
        if needs_card and spare == 0:
            continue
        for strong in (False, True) if kind != "skill" else (False,):
            effect, mana = _reward_effects(s, seat, kind, r.id, strong)
            if mana and pay(s, mana) is None:
                continue
            room = min(2, spare - (1 if needs_card else 0))
            out += [UseReward(seat, kind, r.id, strong, k) for k in options_now(effect, x, room)]
    return out


# --- Moving (rulebook: "Move Action", "Roaming Enemies") ------------------------------------------------


def roaming(s: State) -> tuple[int, ...]:
    """Spaces of undefeated roaming enemies."""
    return _roaming(B.the_map(s), B.vanquished_spaces(s))


@lru_cache(maxsize=1024)
def _roaming(m: T.Map, done: frozenset[int]) -> tuple[int, ...]:
    return tuple(i for i in m.with_location(*T.ROAMING) if i not in done)


Paths = dict[int, tuple[int, tuple[int, ...], int | None]]


def paths(s: State, seat: int) -> Paths:
    """Every space the hero can walk to now: (Move cost, the spaces passed, the enemy it provokes).

    A path never passes a space that would provoke or an unvanquished site; it may end on one. A
    path to a space that provokes nothing is preferred to a cheaper one that provokes."""
    t = B.turn_of(s)
    jc = B.joint_castle(s)
    inside = bool(s.joint and seat in s.joint)
    return _paths(s.placed, s.heroes[seat].place, t.visited, t.move, s.vanquished, B.day(s), jc, inside)


@lru_cache(maxsize=2048)
def _paths(
    placed: tuple[tuple[str, str, tuple[int, int]], ...],
    here: Place,
    visited_places: tuple[Place, ...],
    budget: int,
    vanquished: frozenset[Place],
    is_day: bool,
    jc: Place | None,
    inside: bool,
) -> Paths:
    m = T.explored(placed)
    start = m.index(here)
    done = B._vanquished(m, vanquished)
    enemies = _roaming(m, done)
    near: dict[int, tuple[int, ...]] = {}
    for e in enemies:
        for a in m.adj[e]:
            near.setdefault(a, ())
            near[a] = (*near[a], e)
    sites = {i for i in m.with_location(*T.SITES) if i not in done}
    barred = set(enemies)
    if jc is not None and m.has(jc) and not inside:
        barred.add(m.index(jc))
    visited = {m.index(p) for p in visited_places if m.has(p)} | {start}
    touched0 = frozenset((e, v) for v in visited for e in near.get(v, ()))
    best: dict[int, tuple[int, int, tuple[int, ...], int | None]] = {}
    heap: list[tuple[int, int, frozenset[tuple[int, int]], tuple[int, ...]]] = [(0, start, touched0, ())]
    seen: dict[tuple[int, frozenset[tuple[int, int]]], int] = {}
    while heap:
        cost, a, touched, path = heapq.heappop(heap)
        key = (a, touched)
        if seen.get(key, 1 << 30) <= cost:
            continue
        seen[key] = cost
        if a != start and a in sites:
            continue
        for b in m.adj[a]:
            if b in barred:
                continue
            step = T.move_cost(m, b, is_day, a, done)
            if step is None or cost + step > budget:
                continue
            provoked = {e for e in near.get(b, ()) if any(e2 == e and v != b for e2, v in touched)}
            if len(provoked) > 1 or (provoked and b in sites):
                continue
            new_path = (*path, b)
            enemy = next(iter(provoked)) if provoked else None
            rank = (1 if enemy is not None else 0, cost + step)
            old = best.get(b)
            if b != start and (old is None or rank < (old[0], old[1])):
                best[b] = (rank[0], rank[1], new_path, enemy)
            if enemy is None:
                nt = touched | {(e, b) for e in near.get(b, ())}
                heapq.heappush(heap, (cost + step, b, nt, new_path))
    return {b: (v[1], v[2], v[3]) for b, v in best.items()}


def _moves(s: State, seat: int) -> tuple[Action, ...]:
    if B.turn_of(s).move <= 0:
        return ()
    ps = paths(s, seat)
    got = _MOVES.get(id(ps))
    if got is None or got[0] is not ps or got[1] != seat:
        m = B.the_map(s)
        if len(_MOVES) > 4096:
            _MOVES.clear()
        got = (ps, seat, tuple(MoveTo(seat, m.places[b]) for b in sorted(ps)))
        _MOVES[id(ps)] = got
    return got[2]


_MOVES: dict[int, tuple[Paths, int, tuple[Action, ...]]] = {}
"""The MoveTo actions of each cached paths table (kept with the table, so an id is never reused)."""


def move_to(s: State, seat: int, place: Place) -> State:
    m = B.the_map(s)
    target = m.index(place)
    cost, path, enemy = paths(s, seat)[target]
    t = B.turn_of(s)
    visited = tuple(dict.fromkeys((*t.visited, *(m.places[i] for i in path))))
    s = B.with_turn(s, move=t.move - cost, visited=visited)
    h = s.heroes[seat]
    s = B.with_hero(s, seat, replace(h, place=m.places[target]))
    if enemy is not None:
        return F.start(s, seat, m.places[enemy])
    done = B.vanquished_spaces(s)
    if m.location[target] in T.SITES and target not in done:
        if s.joint and seat in s.joint and B.joint_castle(s) == m.places[target]:
            return _joint_fight(s, seat, m.places[target])
        return F.start(s, seat, m.places[target])
    return s


def _fights(s: State, seat: int) -> tuple[Action, ...]:
    return _fights_at(B.the_map(s), s.heroes[seat].place, B.vanquished_spaces(s), seat)


@lru_cache(maxsize=2048)
def _fights_at(m: T.Map, place: Place, done: frozenset[int], seat: int) -> tuple[Action, ...]:
    here = m.index(place)
    return tuple(Fight(seat, m.places[e]) for e in _roaming(m, done) if e in m.adj[here])


# --- Exploring (rulebook: "Terrain") --------------------------------------------------------------------


def _explores(s: State, seat: int) -> list[Action]:
    t = B.turn_of(s)
    if t.move < C.EXPLORE_COST and t.free_explores == 0:
        return []
    m = B.the_map(s)
    here = B.hero_space(s, seat)
    if not s.terrain_deck and T.recycle_pick(m, here, B.vanquished_spaces(s)) is None:
        return []
    return [Explore(seat, slot) for slot in T.explore_slots(m, here, s.closed)]


def explore(s: State, seat: int, slot: tuple[int, int]) -> State:
    t = B.turn_of(s)
    if t.free_explores:
        s = B.with_turn(s, free_explores=t.free_explores - 1)
    else:
        s = B.with_turn(s, move=t.move - C.EXPLORE_COST)
    if s.terrain_deck:
        card_id = s.terrain_deck[-1]
        s = replace(s, terrain_deck=s.terrain_deck[:-1], placed=(*s.placed, (card_id, T.BASIC, slot)))
        side = T.BASIC
    else:
        m = B.the_map(s)
        old = T.recycle_pick(m, B.hero_space(s, seat), B.vanquished_spaces(s))
        assert old is not None
        card_id = m.card_at[old][0]
        back = [c for sl, c in (*s.cubes, *s.extra) if sl == old]
        s = replace(
            s,
            placed=T.recycled(s.placed, old, slot),
            closed=(*s.closed, old),
            cubes=tuple(x for x in s.cubes if x[0] != old),
            extra=tuple(x for x in s.extra if x[0] != old),
            tin=tuple(sorted((*s.tin, *back))),
            vanquished=frozenset(p for p in s.vanquished if p[0] != old),
        )
        side = T.ADVANCED
    s = draw_cube(s, slot)
    if side == T.BASIC and T.card(card_id, side).castle is not None:
        s = replace(s, castles=(*s.castles, slot))
        if s.mode == COOP and len(s.castles) == 3:
            colour, rng = s.rng.choice(C.COOP_CASTLE_POOL)
            s = replace(s, extra=(*s.extra, (slot, colour)), rng=rng)
    return s


def draw_cube(s: State, slot: tuple[int, int]) -> State:
    """A guiding cube from the tin for a newly revealed card."""
    if not s.tin:
        return s
    i, rng = s.rng.randrange(len(s.tin))
    colour = s.tin[i]
    return replace(s, tin=(*s.tin[:i], *s.tin[i + 1 :]), cubes=(*s.cubes, (slot, colour)), rng=rng)


# --- Units (rulebook: "Units") ----------------------------------------------------------------------------


def recruit_location(s: State, seat: int) -> str | None:
    """The location the hero stands on if units may be recruited there now."""
    m = B.the_map(s)
    here = B.hero_space(s, seat)
    loc = m.location[here]
    if loc is None:
        return None
    how = C.LOCATION_BY_ID[loc].recruit
    if how == "always" or (how == "vanquished" and m.places[here] in s.vanquished):
        return loc
    return None


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
    if all(type(st) in _TURN_FIELDS for st in steps):  # points only: one copy of the turn does it
        for st in steps:
            name = _TURN_FIELDS[type(st)]
            before: int = changes[name] if name in changes else getattr(t, name)  # type: ignore[assignment]
            changes[name] = before + (st.amount if isinstance(st, (Move, Influence, HealStep, ExtraSource)) else 0)
        return replace(s, heroes=tuple(heroes), turn=replace(t, **changes))
    s = replace(s, heroes=tuple(heroes), turn=replace(t, **changes))
    return do_steps(s, seat, steps, own=a.pos)


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
    effect, mana = _reward_effects(s, a.seat, a.kind, a.id, a.strong)
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


# --- Pending decisions -----------------------------------------------------------------------------------


def _pending_choices(s: State) -> list[Action]:
    d = s.pending[0]
    seat = d.seat
    data: Any = d.data
    if d.kind == "exhaust":
        return [Exhaust(seat, int(p)) for p in data[2]]
    if d.kind == "mana":
        return [Pick(seat, c) for c in data[2]]
    if d.kind == "ready":
        return [Pick(seat, f"unit{i}") for i in data[0]]
    if d.kind == "flip":
        return [Pick(seat, f"card{p}") for p in data]
    if d.kind == "artifact":
        return [Pick(seat, a) for a in dict.fromkeys(data)]
    if d.kind == "spell":
        return [Pick(seat, sp) for sp in dict.fromkeys(data)]
    if d.kind == "under":
        h = s.heroes[seat]
        pos = {c.n: i for i, c in enumerate(h.hand)}
        return [Under(seat, int(n), pos.get(int(n), 0)) for n in data] + [Pick(seat, "keep", "Keep the play order")]
    if d.kind == "cube":
        return [Pick(seat, c) for c in dict.fromkeys(data)]
    raise ValueError(f"unknown decision {d.kind}")


def resolve(s: State, a: Action) -> State:
    d = s.pending[0]
    seat = d.seat
    data: Any = d.data
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
        s = _ready(s, seat, (int(a.value[4:]),))
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
    if d.kind == "under":
        if isinstance(a, Under):
            rest = tuple(n for n in data if n != a.n)
            s = B.with_turn(s, order=(*B.turn_of(s).order, a.n))
            if len(rest) > 1:
                return replace(s, pending=push(s.pending, Decision(seat, "under", rest)))
            s = B.with_turn(s, order=(*B.turn_of(s).order, *rest))
        else:
            s = B.with_turn(s, order=(*B.turn_of(s).order, *data))
        return finish_turn(s, seat)
    if d.kind == "cube":
        assert isinstance(a, Pick)
        others = [c for c in data if c != a.value] or [a.value]
        s = replace(s, joint_cube=str(others[0]))
        castle = B.joint_castle(s)
        assert castle is not None
        return F.start(s, seat, castle, a.value, joint=True)
    raise ValueError(f"unknown decision {d.kind}")


# --- Turns, cleanup and the round (rulebook: "Turn", "End of Round") ------------------------------------


def begin_turn(s: State, seat: int, keep_start: bool = False) -> State:
    """A hero's turn begins: the source is read from the 3 left-most cards. A hero who starts a
    turn with no card in hand and none in the deck has ended the round."""
    h = s.heroes[seat]
    if not h.hand and not h.deck:
        return end_hero_round(s, seat)
    icons = tuple(ic for ic in (B.half(c).mana_in_source for c in h.hand[:SOURCE_CARDS]) if ic is not None)
    turn = Turn(
        seat=seat,
        source=icons,
        source_used=(False,) * len(icons),
        spends=C.SOURCE_SPENDS,
        visited=(h.place,),
    )
    s = replace(s, current=seat, turn=turn, combat=None)
    if not keep_start:
        s = replace(s, start=None, restarts=0)
        s = replace(s, start=s)
    return s


def end_turn(s: State, seat: int) -> State:
    h = s.heroes[seat]
    t = B.turn_of(s)
    starting = [c.n for c, u in zip(h.hand, h.hand_use) if u != FREE and not c.waning]
    order = [n for n in t.order if n in starting]
    if len(order) > 1:
        s = B.with_turn(s, order=())
        return replace(s, pending=push(s.pending, Decision(seat, "under", tuple(order))))
    s = B.with_turn(s, order=tuple(order))
    return finish_turn(s, seat)


def finish_turn(s: State, seat: int) -> State:
    """Cleanup: used starting cards turn waning and go under the deck (in ``turn.order``), used
    waning cards are discarded; then the hand is refilled, each new card on the left."""
    h = s.heroes[seat]
    t = B.turn_of(s)
    by_n = {c.n: c for c in h.hand}
    under = tuple(replace(by_n[n], waning=True) for n in t.order if n in by_n)
    gone = [c for c, u in zip(h.hand, h.hand_use) if u != FREE and c.waning]
    hand = [c for c, u in zip(h.hand, h.hand_use) if u == FREE]
    deck = list((*h.deck, *under))
    while len(hand) < B.hand_size(h) and deck:
        hand.insert(0, deck.pop(0))
    h = replace(h, hand=tuple(hand), hand_use=(FREE,) * len(hand), deck=tuple(deck), discard=(*h.discard, *gone))
    s = B.with_hero(s, seat, h)
    s = replace(s, turn=None)
    if s.joint:
        # the second hero of the joint assault takes the shared turn on; Restart goes back to its start
        return begin_turn(s, s.joint[0], keep_start=True)
    return begin_turn(s, _next_seat(s, seat))


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
        cards = tuple(replace(c, waning=False) for c in B.all_cards(h))
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


def _can_assault(s: State, seat: int) -> bool:
    jc = B.joint_castle(s)
    if jc is None or jc in s.vanquished:
        return False
    other = 1 - seat
    return not s.heroes[other].ended and bool(s.heroes[other].hand)


def assault(s: State, seat: int) -> State:
    return replace(s, joint=(seat, 1 - seat))


def _joint_fight(s: State, seat: int, place: Place) -> State:
    slot = place[0]
    cubes = [c for sl, c in (*s.cubes, *s.extra) if sl == slot]
    if s.joint_cube and s.joint[0] == seat and len(s.joint) == 1:
        return F.start(s, seat, place, s.joint_cube, joint=True)
    return replace(s, pending=push(s.pending, Decision(seat, "cube", tuple(cubes))))


# --- Doing a choice ---------------------------------------------------------------------------------------


def act(s: State, a: Action) -> State:
    if s.pending:
        return resolve(s, a)
    if isinstance(a, Play):
        return play_card(s, a)
    if isinstance(a, Exhaust):
        return exhaust(s, a.seat, a.pos)
    if isinstance(a, Wound):
        return F.wound(s, a.index, a.unit)
    if isinstance(a, MoveTo):
        return move_to(s, a.seat, a.place)
    if isinstance(a, Explore):
        return explore(s, a.seat, a.slot)
    if isinstance(a, Fight):
        return F.start(s, a.seat, a.place)
    if isinstance(a, Next):
        return F.next_phase(s)
    if isinstance(a, UseUnit):
        return use_unit(s, a)
    if isinstance(a, UseReward):
        return use_reward(s, a)
    if isinstance(a, Recruit):
        return recruit(s, a.seat, a.pos, a.replace)
    if isinstance(a, Heal):
        return heal(s, a.seat, a.where, a.index)
    if isinstance(a, EndTurn):
        return end_turn(s, a.seat)
    if isinstance(a, EndRound):
        return end_hero_round(s, a.seat)
    if isinstance(a, Restart):
        return restart(s)
    if isinstance(a, Assault):
        return assault(s, a.seat)
    raise ValueError(f"no rule handles {a}")


def hero_of(s: State, seat: int) -> Hero:
    return s.heroes[seat]
