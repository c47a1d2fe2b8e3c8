"""The co-op heuristic bot: plans each die to keep the towns nearest to adding panic safe."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mint.core.game import Action, replace
from mint.core.memo import by_value
from mint.games.cooperative import rules as R
from mint.games.cooperative.rules import ADJ, CARD_TARGETS, CARDS, NTOWNS, PANIC_LOSS, VILLAINS, VISIBLE, State

# --- Heuristic: how safe the county is (used by the co-op bot and the search bot) --------------

# Chance of each trouble result with four dice: none 81, Trouble 360, Double 756, Triple 99 of 1296.
ROLL_ODDS = (("trouble", 360 / 1296), ("double_trouble", 756 / 1296), ("triple_threat", 99 / 1296))
CARDS_PER_CHECK = {v.id: sum(p * getattr(v, kind).count("trouble") for kind, p in ROLL_ODDS) for v in CARDS.villains}
EVENTS_PER_CHECK = {v.id: sum(p * getattr(v, kind).count("event") for kind, p in ROLL_ODDS) for v in CARDS.villains}
_ALL_TARGETS = tuple(CARD_TARGETS.values())


def town_risk(state: State) -> list[float]:
    """Expected panic each town adds when one trouble card (any of the 23) is revealed."""
    vis = VISIBLE[state.hard]
    gor = VILLAINS[state.villain].token == "gorillic"
    risk = [0.0] * NTOWNS
    mints, tokens = state.mints, state.tokens
    for targets in _ALL_TARGETS:
        for t, n in targets:
            old = mints[t]
            new = old - n - (tokens[t] if gor else 0)
            if new < 0:
                new = 0
            if new == 0 or vis[t][new] > vis[t][old]:
                risk[t] += vis[t][new]
    k = 1.0 / len(_ALL_TARGETS)
    return [r * k for r in risk]


def mayhem_chance(state: State) -> float:
    """Chance that the next card off the trouble deck is a mayhem card."""
    left = len(state.trouble_deck)
    if not left:
        return 0.0
    per = CARDS.per_pile + 1
    drawn = len(CARDS.mayhem) * per - left
    pile = drawn // per
    if state.mayhem > pile:
        return 0.0
    return 1.0 / (per - drawn % per)


def team_value(state: State) -> float:
    """Higher is safer for the team: minus panic, expected trouble and looming losses."""
    if state.result == "won":
        return 100.0
    if state.result:
        return -100.0 + 3.0 * state.mayhem
    v = VILLAINS[state.villain]
    vis = VISIBLE[state.hard]
    risk = town_risk(state)
    cards = CARDS_PER_CHECK[state.villain]
    exp_trouble = sum(risk) * cards
    if state.field:
        exp_trouble *= 0.4
    shown = sum(vis[t][state.mints[t]] for t in range(NTOWNS))
    m = min(1.0, mayhem_chance(state) * cards)
    danger = state.panic + 1.2 * exp_trouble + (0.25 + m) * shown
    tokens = sum(state.tokens)
    if v.token == "gorillic":
        worst = max(state.tokens)
        danger += 1.5 * tokens + (8.0 if worst >= 2 else 0.0) + 2.0 * EVENTS_PER_CHECK[state.villain] * worst
    elif v.token == "plaque":
        danger += 2.0 * tokens + (10.0 if tokens >= 4 else 0.0)
    elif v.token == "decay":
        danger += 2.0 * state.decay + (0.25 + m) * state.decay + (10.0 if state.decay >= 4 else 0.0)
    if v.loss_kind == "empty_towns":
        empty = sum(1 for x in state.mints if x == 0)
        thin = sum(1 for x in state.mints if x == 1)
        danger += 4.0 * empty + (12.0 if empty >= 2 else 0.0) + (1.0 + 4 * m) * thin
    margin = PANIC_LOSS - danger
    if margin < 8:
        danger += (8 - margin) ** 2 * 0.3
    # spare mints are a buffer against the next card; heroes near risky towns can fix them
    buffer = 0.0
    for t in range(NTOWNS):
        buffer += 0.12 * state.mints[t] * (1 + vis[t][0]) / 4
    near = 0.0
    for t in range(NTOWNS):
        if risk[t] <= 0:
            continue
        for hw in state.where:
            if hw == t:
                near += risk[t] * 0.35
                break
            if hw >= 0 and t in ADJ[hw]:
                near += risk[t] * 0.15
                break
    return -danger + buffer + near


def heuristic(state: State, seat: int) -> float:
    """The search bot's position value, the same for every seat: the team wins or loses together."""
    return team_value(state)


# Heroes a bot prefers when the players choose them (strongest feats first).
AHEAD = 0

HERO_PREFERENCE = ("pizzaz", "lady", "cinnamight", "freshman", "spear", "guardian")


def roll_cost(state: R.State, dice: Sequence[int]) -> float:
    """Expected harm of a trouble result: the cards and effects the villain card calls for."""
    kind, _ = R.classify(dice)
    if kind == "none":
        return 0.0
    v = R.VILLAINS[state.villain]
    per_card = sum(town_risk(state)) + 0.6
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


# How much better a hero's turn must get before a bot spends a Mint It Up! mint on it rather
# than keep it for a trouble check.
TURN_GAIN = 3.5


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


def face_values(state: R.State) -> dict[int, float]:
    """The heuristic value of the active hero's best turn when it takes a die showing each face.

    Only the die the hero takes shapes its turn, so one unused die is tried at every face.
    """
    # the turn searched never spends a mint, so who still holds one does not matter here
    return _face_values(
        replace(state, phase="choose", window=(), back="", fixing=-1, spare=(False,) * len(state.spare))
    )


@by_value  # (every holder a window asks sees the same dice)
def _face_values(key: R.State) -> dict[int, float]:
    j = key.taken.index(-1)
    out = {}
    for f in range(1, 7):
        dice = list(key.dice)
        dice[j] = f
        s = replace(key, dice=tuple(dice))
        moves = [a for a in R.legal_actions(s) if isinstance(a, (R.Take, R.PlayStunt)) and a.die == j]
        out[f] = _search(s, s.active, moves, 0)[0]
    return out


def best_turn_fix(state: R.State) -> tuple[float, int, int]:
    """The die and face a Mint It Up! mint would best change before the active hero takes a die,
    and how much better that hero's best turn gets: the least useful die turns to the best face."""
    values = face_values(state)
    free = [i for i in range(R.NDICE) if state.taken[i] == -1]
    face = max(range(1, 7), key=lambda f: (values[f], f))
    gain = values[face] - max(values[state.dice[i]] for i in free)
    die = min(free, key=lambda i: (values[state.dice[i]], -i))
    return gain, die, face


class HeuristicBot:
    """Searches every way to resolve the current die and keeps the safest county.

    It remembers the rest of the turn it planned, so the hero's next steps cost no new search.
    """

    kind = "heuristic"

    def __init__(self) -> None:
        self._next: dict[R.State, Action] = {}

    def choose(
        self, rules: Any, observation: R.State, seat: int, legal: Sequence[Action], budget_s: float, seed: int
    ) -> Action:
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
    if phase == "check":  # any holder, before the trouble check: spend to soften the result
        saving, die, _ = best_fix(state)
        if saving >= 2.5 and R.MintItUp(die) in legal:
            return R.MintItUp(die)
        return R.Check()
    if phase == "spend":  # another player's hero is about to take a die
        gain, die, face = best_turn_fix(state)
        if gain >= TURN_GAIN and R.MintItUp(die) in legal:
            if memo is not None:
                memo[R.apply(state, R.MintItUp(die))] = R.SetFace(face)
            return R.MintItUp(die)
        return R.KeepMint()
    if phase == "fix":
        back = replace(state, phase=state.back, back="", fixing=-1)
        if state.back == "check":
            _, _, face = best_fix(back)
            if face and R.SetFace(face) in legal:
                return R.SetFace(face)
        values = face_values(back)
        return max(legal, key=lambda a: (values[a.face], a.face))  # type: ignore[attr-defined]
    _, path, _ = _search(state, state.active, legal, AHEAD)
    if not path:
        return legal[0]
    if memo is not None and len(path) > 1:
        at = state
        for a, b in zip(path, path[1:]):
            at = R.apply(at, a)
            memo[at] = b
    return path[0]


def _search(
    state: R.State, hero: int, legal: Sequence[Action] | None = None, ahead: int = 0
) -> tuple[float, list[Action], R.State]:
    """Best heuristic value reachable before this hero's turn ends, the hero's actions to it, and
    the state it leads to; ``ahead`` more heroes' turns of this round are planned greedily."""
    if (
        state.phase not in ("choose", "task")
        or (state.phase == "choose" and state.active != hero)
        or (state.phase == "choose" and legal is None)
    ):
        if ahead and state.phase in ("choose", "spend") and state.active != hero:
            # the next hero's turn, planned as if every Mint It Up! holder kept their mint
            state = replace(state, phase="choose", window=())
            nxt = R.legal_actions(state)
            v, _, leaf = _search(state, state.active, _moves_from(nxt), ahead - 1)
            return v, [], leaf
        return team_value(state), [], state
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
