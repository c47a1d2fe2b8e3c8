"""Mint Cooperative's turns: a round's stunts and roll, and a die's tasks (rulebook: "Gameplay",
"Possible Actions", "Stunts").

Taking a die turns its face (or a stunt) into a stack of tasks; the steps that need no choice
are done at once, and the first real choice is what ``legal_actions`` offers next.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from mint.core.flow import next_seat, pop, resolve
from mint.core.game import Action
from mint.core.piles import discard, draw_restocking
from mint.core.workcopy import replace
from mint.games.cooperative.actions import (
    CHOOSE,
    MINT_AT,
    MOVE_TO,
    REMOVE_AT,
    SKIP,
    STAY,
    Choose,
    Mint,
    Move,
    RemoveToken,
    Reroll,
    Skip,
)
from mint.games.cooperative.cards import CARDS, HEROES, VILLAINS, Step
from mint.games.cooperative.spare import holders, open_turn
from mint.games.cooperative.state import ADJ, HERO_IDS, NDICE, NTOWNS, TIDX, TOWN_IDS, Copy, State, Task, capacity
from mint.games.cooperative.trouble import check_trouble, classify

# --- A round: stunts and the reroll (rulebook: "Gameplay" 1, 4, 5) --------------------------------


def _deal_stunts(w: Copy) -> None:
    h = len(w.heroes)
    # one card at a time, the discards reshuffled whenever the deck runs out
    cards, w.stunt_deck, w.stunt_discard, w.rng = draw_restocking(
        w.stunt_deck, w.stunt_discard, w.rng, min(CARDS.dealt_per_round, h)
    )
    for k, card in enumerate(cards):
        w.stunts[next_seat(w.active, h, k)] = card


def roll(w: Copy) -> None:
    _deal_stunts(w)
    dice, w.rng = w.rng.roll(NDICE)
    w.dice = list(dice)
    w.taken = [-1] * NDICE
    w.shown = []
    w.rounds += 1
    w.roll_text = classify(w.dice)[1]
    # every player still holding a Mint It Up! mint may change a die first, the roller first
    w.window = holders(w, w.control[w.active])
    if w.window:
        w.phase = "check"
    else:
        check_trouble(w)


def end_turn(w: Copy) -> None:
    """The next hero takes the Active Player meeple; one die left means a new round."""
    w.die, w.stunt, w.minted, w.tasks = -1, "", [], ()
    w.active = next_seat(w.active, len(w.heroes))
    w.turn += 1
    if w.taken.count(-1) == 1:
        w.stunt_discard = discard(w.stunt_discard, [s for s in w.stunts if s])
        w.stunts = [""] * len(w.heroes)
        w.phase = "roll"
    else:
        open_turn(w)


# --- Die actions, feats, exploits and stunts (rulebook: "Possible Actions", "Stunts") -----------


# A face, feat, stunt or exploit expands into the same tasks every time: kept by the identity
# of its steps, which live in the card tables. Each entry holds its steps, so no other tuple
# can take over their identity while the entry is kept.
_EXPANDED: dict[tuple[int, int, bool], tuple[Sequence[Step], tuple[Task, ...]]] = {}


def expand(steps: Sequence[Step], hero: int, any_order: bool = False) -> tuple[Task, ...]:
    """The tasks of ``steps`` for ``hero``; with ``any_order`` the first two may swap."""
    key = (id(steps), hero, any_order)
    hit = _EXPANDED.get(key)
    if hit is not None and hit[0] is steps:
        return hit[1]
    tasks = _expand(steps, hero, any_order)
    if len(_EXPANDED) < 1024:  # the card tables need about 110; steps built elsewhere stop being kept
        _EXPANDED[key] = (steps, tasks)
    return tasks


def _expand(steps: Sequence[Step], hero: int, any_order: bool) -> tuple[Task, ...]:
    out = []
    for step in steps:
        if step.do == "mint":
            out.append(Task("mint", hero, step.n, step.where, step.optional, step.distinct))
        elif step.do == "run":
            out.append(Task("run", hero, step.upto, each=step.mint_each))
        elif step.do == "fly":
            out.append(Task("rescue" if step.companion else "fly", hero))
        elif step.do == "reduce":
            out.append(Task("reduce", hero, step.n))
        elif step.do == "guide":
            out.append(Task("guide", hero, step.count, each=step.n))
        elif step.do == "remove_token":
            out.append(Task("token", hero, where=step.where))
        else:  # feat, exploit, teamup, reroll, shield
            out.append(Task(step.do, hero))
    if any_order and len(out) >= 2:
        out[0] = replace(out[0], pair=True)
    return tuple(out)


def _others(w: Copy | State, hero: int) -> list[int]:
    return [h for h in range(len(w.heroes)) if h != hero]


def settle_tasks(w: Copy) -> None:
    """Do every step that needs no choice; stop at the first real decision or end the turn."""
    v = VILLAINS[w.villain]
    while w.tasks and not w.result:
        t = w.tasks[0]
        if t.do == "reduce":
            w.panic = max(0, w.panic - t.n)
        elif t.do == "feat":
            w.tasks = resolve(w.tasks, *expand(HEROES[w.heroes[t.hero]].feat, t.hero))
            continue
        elif t.do == "exploit":
            w.tasks = resolve(w.tasks, *expand(v.exploit, t.hero))
            continue
        elif t.do == "shield":
            w.field = True
        elif t.do == "token" and t.where == "card":
            w.decay = max(0, w.decay - 1)
        elif t.do == "token" and t.where == "here":
            town = w.where[t.hero]
            w.tokens[town] = max(0, w.tokens[town] - 1)
        elif t.do == "token":
            here = w.where[t.hero]
            if any(w.tokens[x] for x in (here, *ADJ[here])):
                break
        elif t.do == "companion":
            if any(w.where[h] == t.town for h in _others(w, t.hero)):
                break
        elif t.do == "reroll":
            if w.taken.count(-1):
                break
        elif t.do == "guide":
            if t.n > 0 and any(h not in t.avoid for h in _others(w, t.hero)):
                break
        elif t.do == "run" and t.n <= 0:
            pass
        else:
            break
        w.tasks = pop(w.tasks)
    if w.result:
        return
    if w.tasks:
        w.phase = "task"
    else:
        end_turn(w)


# A hero's run (to a neighbouring town) or flight (to any other town), or staying put.
_RUNS = {(h, x): (*(MOVE_TO[h, TOWN_IDS[y]] for y in ADJ[x]), STAY) for h in HERO_IDS for x in range(NTOWNS)}
_FLIGHTS = {
    (h, x): (*(MOVE_TO[h, TOWN_IDS[y]] for y in range(NTOWNS) if y != x), STAY) for h in HERO_IDS for x in range(NTOWNS)
}


def task_actions(s: State | Copy, t: Task) -> list[Action]:
    """The choices the task ``t`` offers its hero now."""
    hero = s.heroes[t.hero]
    here = s.where[t.hero]
    if t.do == "mint":
        if t.where == "here":
            towns: Sequence[int] = (here,)
        elif t.where == "adjacent":
            towns = ADJ[here]
        else:
            towns = range(NTOWNS)
        if t.distinct:
            towns = [x for x in towns if x not in s.minted]
        out: list[Action] = [MINT_AT[TOWN_IDS[x]] for x in towns]
        if t.optional or not out:
            out.append(SKIP)
        return out
    if t.do == "run":
        return list(_RUNS[hero, here])
    if t.do in ("fly", "rescue"):
        return list(_FLIGHTS[hero, here])
    if t.do == "companion":
        return [*(MOVE_TO[s.heroes[h], TOWN_IDS[here]] for h in _others(s, t.hero) if s.where[h] == t.town), SKIP]
    if t.do == "guide":
        return [*(CHOOSE[s.heroes[h]] for h in _others(s, t.hero) if h not in t.avoid), SKIP]
    if t.do == "teamup":
        return [CHOOSE[s.heroes[h]] for h in _others(s, t.hero)]
    if t.do == "token":
        return [REMOVE_AT[TOWN_IDS[x]] for x in (here, *ADJ[here]) if s.tokens[x]]
    if t.do == "reroll":
        free = [i for i in range(NDICE) if s.taken[i] == -1]
        return [Reroll(tuple(c)) for k in range(len(free) + 1) for c in combinations(free, k)]
    raise ValueError(f"no choices for step {t.do!r}")  # pragma: no cover


def _place_mints(w: Copy, town: int, n: int) -> int:
    added = max(0, min(n, capacity(w, town) - w.mints[town]))
    w.mints[town] += added
    w.minted.append(town)
    return added


def do_task(w: Copy, index: int, action: Action) -> None:
    """Carry out ``action`` for the task at ``index`` (0, or 1 for the second half of a pair)."""
    t = w.tasks[index]
    rest: list[Task] = []
    if isinstance(action, Mint):
        _place_mints(w, TIDX[action.town], t.n)
    elif isinstance(action, Move):
        mover = w.heroes.index(action.hero)
        start = w.where[mover]
        w.where[mover] = TIDX[action.town]
        if t.do == "run":
            if t.each:
                rest.append(Task("mint", t.hero, t.each))
            if t.n > 1:
                rest.append(replace(t, n=t.n - 1, pair=False))
        elif t.do == "rescue":
            rest.append(Task("companion", t.hero, town=start))
    elif isinstance(action, Skip) and t.do == "mint":
        # "up to" steps: skipping one drops the matching optional steps after it too
        j = index + 1
        while j < len(w.tasks) and w.tasks[j].optional and w.tasks[j].do == "mint" and w.tasks[j].where == t.where:
            j += 1
        w.tasks = (*w.tasks[: index + 1], *w.tasks[j:])
    elif isinstance(action, Choose):
        h = w.heroes.index(action.hero)
        if t.do == "guide":
            rest = [Task("run", h, 1), Task("mint", h, t.each)]
            if t.n > 1:
                rest.append(replace(t, n=t.n - 1, avoid=(*t.avoid, h)))
        else:
            rest = [Task("feat", h)]
    elif isinstance(action, RemoveToken):
        w.tokens[TIDX[action.town]] -= 1
    elif isinstance(action, Reroll):
        for d in action.dice:
            w.dice[d], w.rng = w.rng.randint(1, 6)
    w.tasks = resolve(w.tasks, *rest, at=index)
    if index == 1:
        w.tasks = resolve(w.tasks, replace(w.tasks[0], pair=False))
