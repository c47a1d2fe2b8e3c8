"""Mint Knight's hero on the map (rulebook: "Move Action", "Roaming Enemies", "Terrain"): the paths
a hero can walk with the Move it has (a path never passes a space that would provoke), fights
with a neighbouring roaming enemy, exploring a new terrain card and its guiding cube.
"""

from __future__ import annotations

import heapq
from functools import lru_cache
from typing import Any

from mint.core.flow import Decision, push
from mint.core.game import Action, Ask, replace
from mint.core.memo import LastAnswer, by_value
from mint.core.words import t
from mint.games.knight import board as B
from mint.games.knight import cards as C
from mint.games.knight import combat as F
from mint.games.knight import terrain as T
from mint.games.knight.actions import (
    Explore,
    Fight,
    MoveTo,
)
from mint.games.knight.state import (
    COOP,
    Place,
    State,
)

MAP_KEPT = 512
"""Answers kept for each question asked of a map (its roaming enemies, the paths and moves from a
space, the fights and explorations there). Each holds its map, and every game has its own maps: a
game asks some 250 of each, and 2,048 kept held old games' maps in a window that plays one game
after another."""


# --- Moving (rulebook: "Move Action", "Roaming Enemies") ------------------------------------------------


def roaming(s: State) -> tuple[int, ...]:
    """Spaces of undefeated roaming enemies."""
    return _roaming(B.the_map(s), B.vanquished_spaces(s))


@lru_cache(maxsize=MAP_KEPT)
def _roaming(m: T.Map, done: frozenset[int]) -> tuple[int, ...]:
    return tuple(i for i in m.with_location(*T.ROAMING) if i not in done)


Paths = dict[int, tuple[int, tuple[int, ...], int | None]]


def paths(s: State, seat: int) -> Paths:
    """Every space the hero can walk to now: (Move cost, the spaces passed, the enemy it provokes).

    A path never passes a space that would provoke or an unvanquished site; it may end on one. A
    path to a space that provokes nothing is preferred to a cheaper one that provokes."""
    return _paths(*path_key(s, seat))


def path_key(s: State, seat: int) -> tuple[Any, ...]:
    """What the paths of a hero depend on: the map, where it stands and has stood this turn, its
    Move, the black cubes, day or night, the joint-assault castle and whether it may fight. The
    map is the cached map object (one per explored layout), which hashes faster than its cards."""
    t = B.turn_of(s)
    joint = s.joint
    return (
        B.the_map(s),
        s.heroes[seat].place,
        t.visited,
        t.move,
        s.vanquished,
        B.day(s),
        B.joint_castle(s) if len(s.castles) >= 3 else None,  # (only a third castle can be one)
        bool(joint and seat in joint),
        s.restarts < RESTARTS_TO_STOP_FIGHTING,  # may_fight(s)
    )


RESTARTS_TO_STOP_FIGHTING = 2
"""After the second restart of one turn the hero starts no more fights that turn, so that a turn
always comes to an end (a bot, or a player, could otherwise retry a lost fight for ever)."""


def reachable(key: tuple[Any, ...]) -> Paths:
    """The paths of ``path_key``'s hero as if it could still start fights (so a refusal can say
    that only the turn's restarts close a space)."""
    return _paths(*key[:-1], True)


def may_fight(s: State) -> bool:
    """Whether the hero may still start a fight this turn (not after two restarts of it)."""
    return s.restarts < RESTARTS_TO_STOP_FIGHTING


@lru_cache(maxsize=MAP_KEPT)
def _paths(
    m: T.Map,
    here: Place,
    visited_places: tuple[Place, ...],
    budget: int,
    vanquished: frozenset[Place],
    is_day: bool,
    jc: Place | None,
    inside: bool,
    fight: bool = True,
) -> Paths:
    start = m.index(here)
    done = B.spaces_of(m, vanquished)
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
    if not fight:
        barred |= sites
    visited = {m.index(p) for p in visited_places if m.has(p)} | {start}
    touched0 = frozenset((e, v) for v in visited for e in near.get(v, ()))
    best: dict[int, tuple[int, int, tuple[int, ...], int | None]] = {}
    heap: list[tuple[int, int, frozenset[tuple[int, int]], tuple[int, ...]]] = [(0, start, touched0, ())]
    seen: dict[tuple[int, frozenset[tuple[int, int]]], int] = {}
    steps: dict[tuple[int, int], int | None] = {}  # the Move of each step, worked out once
    adj = m.adj
    while heap:
        cost, a, touched, path = heapq.heappop(heap)
        key = (a, touched)
        if seen.get(key, 1 << 30) <= cost:
            continue
        seen[key] = cost
        if a != start and a in sites:
            continue
        for b in adj[a]:
            if b in barred:
                continue
            step = steps.get((a, b), -1)
            if step == -1:
                step = steps[a, b] = T.move_cost(m, b, is_day, a, done)
            if step is None or cost + step > budget:
                continue
            foes = near.get(b)
            if foes:
                provoked = {e for e in foes if any(e2 == e and v != b for e2, v in touched)}
                if len(provoked) > 1 or (provoked and (b in sites or not fight)):
                    continue
                enemy = next(iter(provoked)) if provoked else None
            else:
                enemy = None
            new_path = (*path, b)
            total = cost + step
            rank = 1 if enemy is not None else 0
            old = best.get(b)
            if b != start and (old is None or (rank, total) < (old[0], old[1])):
                best[b] = (rank, total, new_path, enemy)
            if enemy is None:
                nt = touched | {(e, b) for e in foes} if foes else touched
                heapq.heappush(heap, (total, b, nt, new_path))
    return {b: (v[1], v[2], v[3]) for b, v in best.items()}


def moves(s: State, seat: int) -> tuple[Action, ...]:
    """The MoveTo actions of every space the hero can walk to now."""
    if B.turn_of(s).move <= 0:
        return ()
    return _last_moves((path_key(s, seat), seat))


@by_value  # (a turn asks again after every card it plays that is not a Move: cheaper than hashing)
def _last_moves(key: tuple[tuple[Any, ...], int]) -> tuple[Action, ...]:
    return _move_actions(*key)


@lru_cache(maxsize=MAP_KEPT)
def _move_actions(key: tuple[Any, ...], seat: int) -> tuple[Action, ...]:
    m = key[0]
    return tuple(MoveTo(seat, m.places[b]) for b in sorted(_paths(*key)))


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
            return joint_fight(s, seat, m.places[target])
        return F.start(s, seat, m.places[target])
    return s


def fights(s: State, seat: int) -> tuple[Action, ...]:
    if not may_fight(s):
        return ()
    key = (s.placed, s.vanquished, s.heroes[seat].place, seat)
    return _FIGHTS.answer(key, lambda: _fights_at(B.the_map(s), key[2], B.vanquished_spaces(s), seat))


_FIGHTS: LastAnswer[tuple[Any, ...], tuple[Action, ...]] = LastAnswer()
"""The last fights worked out, by what they depend on (compared, not hashed, as for moves)."""


@lru_cache(maxsize=MAP_KEPT)
def _fights_at(m: T.Map, place: Place, done: frozenset[int], seat: int) -> tuple[Action, ...]:
    here = m.index(place)
    return tuple(Fight(seat, m.places[e]) for e in _roaming(m, done) if e in m.adj[here])


# --- Exploring (rulebook: "Terrain") --------------------------------------------------------------------


def explores(s: State, seat: int) -> tuple[Action, ...]:
    t = B.turn_of(s)
    if t.move < C.EXPLORE_COST and t.free_explores == 0:
        return ()
    m = B.the_map(s)
    done = B.vanquished_spaces(s) if not s.terrain_deck else frozenset()
    return _explores_at(m, B.hero_space(s, seat), s.closed, bool(s.terrain_deck), done, seat, _hero_spaces(s))


def can_recycle(s: State) -> bool:
    """With the terrain deck empty, whether some card can be taken back to explore with (as
    ``_explores_at`` asks)."""
    return T.recycle_pick(B.the_map(s), _hero_spaces(s), B.vanquished_spaces(s)) is not None


def _hero_spaces(s: State) -> tuple[int, ...]:
    """The space of every hero (co-op: a recycled card is never one a hero stands on)."""
    return tuple(B.hero_space(s, i) for i in range(len(s.heroes)))


@lru_cache(maxsize=MAP_KEPT)
def _explores_at(
    m: T.Map,
    here: int,
    closed: tuple[tuple[int, int], ...],
    deck: bool,
    done: frozenset[int],
    seat: int,
    heroes: tuple[int, ...],
) -> tuple[Action, ...]:
    """The Explore actions from space ``here``; with the terrain deck empty (``deck`` False) only
    while some card can be recycled (``done``: the vanquished spaces; ``heroes``: the spaces
    every hero stands on, whose cards stay)."""
    if not deck and T.recycle_pick(m, heroes, done) is None:
        return ()
    return tuple(Explore(seat, slot) for slot in T.explore_slots(m, here, closed))


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
        old = T.recycle_pick(m, _hero_spaces(s), B.vanquished_spaces(s))
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


def joint_fight(s: State, seat: int, place: Place) -> State:
    slot = place[0]
    cubes = [c for sl, c in (*s.cubes, *s.extra) if sl == slot]
    if s.joint_cube and s.joint[0] == seat and len(s.joint) == 1:
        return F.start(s, seat, place, s.joint_cube, joint=True)
    return replace(s, pending=push(s.pending, Decision(seat, "cube", tuple(cubes))))


NO_MORE_FIGHTS = t(
    "After two restarts of this turn the hero starts no more fights: sites and provoking moves are closed."
)
"""Why a fight, a move onto a site or a provoking move is refused after the turn's second restart."""


def can_assault(s: State, seat: int, ask: Ask | None = None) -> bool:
    """Co-op: whether the hero may call the joint assault (asked at the start of a turn); with
    ``ask``, the reason it may not."""
    if not may_fight(s):
        if ask is not None:
            ask.no("restart", NO_MORE_FIGHTS)
        return False
    jc = B.joint_castle(s)
    if jc is None or jc in s.vanquished:
        if ask is not None:
            ask.no("coop", t("No castle awaits a joint assault."))
        return False
    other = 1 - seat
    if s.heroes[other].ended or not s.heroes[other].hand:
        if ask is not None:
            ask.no("coop", t("The joint assault needs the other hero still in the round, with cards in hand."))
        return False
    return True
