"""The co-op heuristic bot: plans each die to keep the towns nearest to adding panic safe."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mint.core.game import Action, replace
from mint.games.cooperative import rules as R

# Heroes a bot prefers when the players choose them (strongest feats first).
AHEAD = 0

HERO_PREFERENCE = ("pizzaz", "lady", "cinnamight", "freshman", "spear", "guardian")


def roll_cost(state: R.State, dice: Sequence[int]) -> float:
    """Expected harm of a trouble result: the cards and effects the villain card calls for."""
    kind, _ = R.classify(dice)
    if kind == "none":
        return 0.0
    v = R.VILLAINS[state.villain]
    per_card = sum(R.town_risk(state)) + 0.6
    cost = 0.0
    for item in getattr(v, kind):
        if item == "trouble":
            cost += per_card
        elif item == "event":
            cost += 2.5
        elif item == "decay":
            cost += 2.5
        else:
            cost += 1.0
    return cost


def best_fix(state: R.State) -> tuple[float, int, int]:
    """The die and face a Mint It Up! mint would best change before the check, and the saving."""
    base = roll_cost(state, state.dice)
    best = (0.0, -1, 0)
    for i in range(R.NDICE):
        for f in range(1, 7):
            if f == state.dice[i]:
                continue
            dice = list(state.dice)
            dice[i] = f
            saving = base - roll_cost(state, dice)
            if saving > best[0]:
                best = (saving, i, f)
    return best


class HeuristicBot:
    """Searches every way to resolve the current die and keeps the safest county.

    It remembers the rest of the turn it planned, so the hero's next steps cost no new search.
    """

    kind = "heuristic"

    def __init__(self) -> None:
        self._next: dict[R.State, Action] = {}

    def choose(self, rules: Any, observation: R.State, seat: int, legal: Sequence[Action],
               budget_s: float, seed: int) -> Action:
        planned = self._next.pop(observation, None)
        if planned is not None and planned in legal:
            return planned
        if len(self._next) > 512:
            self._next.clear()
        return plan(observation, legal, self._next)


def plan(state: R.State, legal: Sequence[Action], memo: dict[R.State, Action] | None = None) -> Action:
    """The action the heuristic team would take now; ``memo`` learns the planned turn's later
    steps, keyed by the state each one is taken in."""
    if len(legal) == 1:
        return legal[0]
    phase = state.phase
    if phase == "pick":
        for h in HERO_PREFERENCE:
            if R.Pick(h) in legal:
                return R.Pick(h)
    if phase == "check":
        saving, die, _ = best_fix(state)
        if saving >= 2.5 and R.MintItUp(die) in legal:
            return R.MintItUp(die)
        return R.Check()
    if phase == "fix":
        back = replace(state, phase=state.back, back="", fixing=-1)
        if state.back == "check":
            _, _, face = best_fix(back)
            if face and R.SetFace(face) in legal:
                return R.SetFace(face)
        scored = []
        for a in legal:
            dice = list(state.dice)
            dice[state.fixing] = a.face  # type: ignore[attr-defined]
            scored.append((_search(replace(back, dice=tuple(dice)), state.active, None, 0)[0], str(a), a))
        return max(scored, key=lambda x: (x[0], x[1]))[2]
    _, path, _ = _search(state, state.active, legal, AHEAD)
    if not path:
        return legal[0]
    if memo is not None and len(path) > 1:
        at = state
        for a, b in zip(path, path[1:]):
            at = R.apply(at, a)
            memo[at] = b
    return path[0]


def _search(state: R.State, hero: int, legal: Sequence[Action] | None = None,
            ahead: int = 0) -> tuple[float, list[Action], R.State]:
    """Best heuristic value reachable before this hero's turn ends, the hero's actions to it, and
    the state it leads to; ``ahead`` more heroes' turns of this round are planned greedily."""
    if state.phase not in ("choose", "task") or (state.phase == "choose" and state.active != hero) \
            or (state.phase == "choose" and legal is None):
        if ahead and state.phase == "choose" and state.active != hero:
            nxt = R.legal_actions(state)
            v, _, leaf = _search(state, state.active, _moves_from(nxt), ahead - 1)
            return v, [], leaf
        return R.team_value(state), [], state
    moves = _moves_from(legal if legal is not None else R.legal_actions(state))
    best_v, best_p, best_s = -1e9, [], state
    for a in moves:
        v, rest, leaf = _search(R.apply(state, a), hero, None, ahead)
        if v > best_v + 1e-9:
            best_v, best_p, best_s = v, [a, *rest], leaf
    return best_v, best_p, best_s


def _moves_from(legal: Sequence[Action]) -> list[Action]:
    moves = [a for a in legal if not isinstance(a, R.MintItUp) and not (isinstance(a, R.Reroll) and a.dice)]
    return moves or list(legal)


BOTS = {"heuristic": HeuristicBot}
