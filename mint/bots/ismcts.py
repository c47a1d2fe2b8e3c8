"""The search bot: information-set Monte Carlo tree search that plays any game of the registry.

It sees only its seat's observation. Each iteration samples a world consistent with that
observation (the game's ``determinize`` hook, or by default the observation with a fresh random
generator so future draws and dice vary), walks one shared tree of action sequences
(single-observer ISMCTS with availability counts), plays a short rollout and scores its end with
the game's outcome or its ``heuristic`` hook (as a margin over the best other seat; a
cooperative team shares one reward).

Beyond the rules contract it uses only those two hooks and the game's heuristic bot
(``BOTS["heuristic"]``), which plays most rollout moves (random play where a game has none)
and whose move at a node gets a small bonus in the tree. The ``heuristic`` hook is looked up in
the game's bots module first, then in its rules. Levels are iteration budgets (``levels.py``)
with a wall-clock cap only as a safety net; the search cycles through a fixed pool of sampled
worlds so that moves are compared on the same draws and dice; a costly heuristic bot plays fewer
rollout moves (its cost is counted in rules applications, ``costs.py``, so the same seed and
position give the same search on any machine and under any load); after its own move the bot
keeps the subtree for its next decision.

When the heuristic bot is cheap (``Level.flat``: a move costs at most 100 rules applications) the
search is flat: it grows only the root's moves (``plies`` of them), the bot plays out the rest
of the seat's turn after each line (up to the next draw or roll; at Hard, ``reply``, on through
the other seats' turns until the turn comes back), and each result is scored against the same
sampled world's value at the root, so hidden luck cancels. Repeated rollouts are looked up,
and when every line ends alike in every world the values are exact and the best move is taken
(``flat.py``). That is a search that improves on the bot's own play a move or two at a time; a
costly bot leaves the tree to grow with mostly random rollouts.

The tree's nodes and running numbers are in ``tree.py``, the default sampling of a world in
``determinize.py``, and the hint built on this bot in ``hint.py``.
"""

from __future__ import annotations

import gc
import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any, cast

from mint.bots import flat
from mint.bots.costs import BotCost, opening_cost, probe
from mint.bots.determinize import default_determinize
from mint.bots.flat import FlatMemo, Measured
from mint.bots.levels import LEVELS, MIN_SHARE, RUN_ON, SAFETY, Level, base_level, level_of
from mint.bots.tree import Node, Scale, SearchResult, decided, lead_margin, running_mean
from mint.core import registry
from mint.core.game import Action
from mint.core.rng import Rng

__all__ = ["LEVELS", "ISMCTSBot", "Level", "SearchResult", "default_determinize", "level_of", "make_ismcts"]


class ISMCTSBot:
    """The search bot of one level for one game; keeps its last tree to reuse on its next turn."""

    def __init__(self, game: str, level: Level, kind: str = "") -> None:
        self.game = game
        self.level = level
        self.kind = kind or f"ismcts:{level.name}"
        self._bots_module = registry.bots_module(game)
        factory = getattr(self._bots_module, "BOTS", {}).get("heuristic") if self._bots_module else None
        self._factory: Callable[[], Any] | None = factory
        self.rollout_bot = factory() if factory else None
        self._last: tuple[Any, Action, Node, int] | None = None
        self._legal: list[Action] = []
        self.last_iterations = 0
        self.cost = BotCost()  # the rollout bot's counted cost (``costs.py``), known from the first search on
        self._moves_avg = 0.0  # running mean length of a rollout, in moves with a choice
        self._share = level.policy  # share of rollout moves given to the bot in this search
        self._flat = False  # this search grows only the root's moves (see ``Level.flat``)
        self.failed = 0  # iterations whose sampled world the rules rejected (diagnostics)
        self._margins = Scale()  # heuristic margins over the best other seat
        self._final = Scale()  # score margins at the end of a game
        self._values = Scale()  # a cooperative team's heuristic, around the root's value

    def hook(self, rules: Any, name: str) -> Any:
        """One of the game's hooks for bots (``heuristic``, ``SCORE_UNIT``): from its bots
        module when it has it there, else from its rules (None when neither has it)."""
        found = getattr(self._bots_module, name, None) if self._bots_module is not None else None
        return found if found is not None else getattr(rules, name, None)

    # --- The Bot protocol ------------------------------------------------------------------

    def choose(
        self,
        rules: Any,
        observation: Any,
        seat: int,
        legal: Sequence[Action],
        budget_s: float,
        seed: int,
    ) -> Action:
        if len(legal) == 1:
            self._last = None
            return legal[0]
        rnd = random.Random(seed)
        result = self.search(rules, observation, seat, legal, budget_s, seed)
        self.last_iterations = result.iterations
        ranked = self.ranked(result.root, legal, result.exact)
        pick = ranked[0]
        if self.level.mistake and len(ranked) > 1 and rnd.random() < self.level.mistake:
            pick = rnd.choice(ranked[1 : min(len(ranked), 4)])
        child = result.root.children.get(pick)
        self._last = (observation, pick, child, seat) if child is not None else None
        return pick

    # --- Search ----------------------------------------------------------------------------

    def search(
        self,
        rules: Any,
        observation: Any,
        seat: int,
        legal: Sequence[Action],
        budget_s: float,
        seed: int,
        keep_worlds: int = 0,
    ) -> SearchResult:
        """Run iterations until the level's budget, from ``observation``.

        The budget is counted, so the same seed and position give the same search anywhere; the
        level's time cap (or a smaller ``budget_s``) is a safety net that normal play never meets.
        """
        began = time.perf_counter()
        determinize: Callable[[Any, int, Rng], Any] = getattr(rules, "determinize", default_determinize)
        base_rng = Rng.from_seed(seed)
        if self.rollout_bot is not None and not self.cost.known:
            # Once a process for each game, and not part of the search: its cap does not run yet.
            self._count_cost(rules, observation, seat, determinize, base_rng, seed)
        cap = self.level.cap_s if budget_s <= 0 else min(self.level.cap_s, budget_s)
        deadline = time.perf_counter() + cap * SAFETY
        rnd = random.Random(seed ^ 0x5EED)
        heuristic = self.hook(rules, "heuristic")
        root = self._reused_root(rules, observation, seat) or Node(seat)
        legal_set = set(legal)
        self._legal = list(legal)
        if not root.hinted:  # at the root the heuristic bot sees just what this seat sees
            self._hint(root, rules, observation, seat, self._legal, rnd, deadline)
        self._flat = heuristic is not None and self.cost.known and self.cost.per_move() <= self.level.flat
        self._update_share()
        worlds: list[Any] = []
        iterations = 0
        # With a pool, the search cycles through the same sampled worlds, so moves are compared
        # on the same draws and dice (common random numbers) instead of on luck.
        pool = self.level.worlds
        cache: dict[int, Any] = {}
        bases: dict[int, list[float]] = {}
        # A flat search scores each rollout against its world's value at the root, so the luck of
        # a sampled world (another seat's hidden stars) cancels out of the comparison.
        centre = self._flat and not getattr(rules, "COOPERATIVE", False)
        # A flat rollout in a pooled world is a pure function of the world and the line of moves.
        memo = FlatMemo() if self._flat else None
        coop_centre = heuristic is not None and bool(getattr(rules, "COOPERATIVE", False))
        # The tree has no cycles, so reference counting frees it; a full collection in the
        # middle of a search would only cost time against the cap.
        gc_was_on = gc.isenabled()
        gc.disable()
        try:
            # A subtree kept from the last decision counts toward the budget: the level is
            # the size of the tree the bot decides from.
            budget = self.level.iterations - min(root.visits, self.level.iterations // 2)
            # Stop once the most tried move cannot be caught in the iterations left: the choice
            # is the one the whole budget would give, sooner. (Easy's slips pick among the runners-up,
            # so Easy searches its whole budget.)
            early = not self.level.mistake and not keep_worlds
            while iterations < budget:
                if time.perf_counter() >= deadline:
                    break
                iterations += 1
                if iterations <= 2 or iterations % 32 == 0:  # costs are known from the first rollout on
                    self._update_share()
                if (
                    early
                    and iterations % 16 == 0
                    and (decided(root, budget - iterations) or self._exact(root, memo, seat) is not None)
                ):
                    break  # (a flat search whose moves' values are all exact has nothing left to learn)
                k = iterations % pool if pool else iterations
                world = cache.get(k)
                if world is None:
                    try:
                        world = determinize(observation, seat, base_rng.fork(k + 1))
                    except Exception:  # noqa: BLE001, S112 - a failed sample is skipped
                        continue
                    if pool:
                        cache[k] = world
                if len(worlds) < keep_worlds:
                    worlds.append(world)
                if coop_centre:
                    coop_centre = False
                    try:
                        self._values.centre = float(heuristic(world, seat))  # type: ignore[misc]
                    except Exception:  # noqa: BLE001, S110
                        pass
                base = None
                if centre:
                    base = bases.get(k) if pool else None
                    if base is None:
                        try:
                            base = self._margins_of(world, heuristic)  # type: ignore[arg-type]
                        except Exception:  # noqa: BLE001, S112 - a failed sample is skipped
                            continue
                        if pool:
                            bases[k] = base
                roll_rnd = random.Random(seed * 1_000_003 + k) if pool else rnd
                self._iterate(
                    rules,
                    root,
                    world,
                    legal_set,
                    rnd,
                    roll_rnd,
                    deadline,
                    heuristic,
                    base,
                    (memo, k) if memo is not None and pool else None,
                )
        finally:
            if gc_was_on:
                gc.enable()
        exact = self._exact(root, memo, seat)
        return SearchResult(root, iterations, time.perf_counter() - began, worlds, exact)

    def _exact(self, root: Node, memo: FlatMemo | None, seat: int) -> dict[Action, float] | None:
        """Each root move's exact reward for ``seat`` once the flat memo knows every line (else None)."""
        return flat.exact_values(root, memo, seat, lambda end: self._squash(end, learn=False))

    def _count_cost(
        self,
        rules: Any,
        observation: Any,
        seat: int,
        determinize: Callable[[Any, int, Rng], Any],
        base_rng: Rng,
        seed: int,
    ) -> None:
        """Count what the rollout bot's moves cost: on the game's opening for as many seats (one
        figure for the whole game), or, where the rules cannot deal one, on a sampled world."""
        bot = self.rollout_bot
        make = self._factory or (lambda: bot)
        self.cost = opening_cost(make, rules, len(getattr(observation, "seats", ())) or 1)
        if self.cost.known:
            return
        try:
            world = determinize(observation, seat, base_rng.fork(1))
        except Exception:  # noqa: BLE001 - the next search tries again
            return
        self.cost = probe(make, rules, world, seed ^ 0x9E0BE)

    def _update_share(self) -> None:
        """Give the rollout bot the share of rollout moves the level's ``spend`` pays for.

        The bot's cost is counted in rules applications (``costs.py``) and a rollout's length in
        moves, so an iteration does the same work everywhere.
        """
        if self._flat:
            self._share = 1.0  # the search improves on the bot's own play
            return
        self._share = self.level.policy
        ratio = self.cost.per_move()
        if ratio > 0 and self.level.spend > 0:
            moves = max(1.0, self._moves_avg)
            self._share = min(self.level.policy, self.level.spend / (ratio * moves))
            if self._share < MIN_SHARE:
                self._share = 0.0  # a bot that can make so few moves costs more than it tells

    def _iterate(
        self,
        rules: Any,
        root: Node,
        state: Any,
        legal_set: set[Action],
        rnd: random.Random,
        roll_rnd: random.Random,
        deadline: float,
        heuristic: Callable[[Any, int], float] | None,
        base: list[float] | None = None,
        memo: tuple[FlatMemo, int] | None = None,
    ) -> None:
        node = root
        path: list[Node] = []
        line: list[Action] = []  # the moves on this path
        c = self.level.exploration
        prior = self.level.prior
        log, sqrt = math.log, math.sqrt
        try:
            while not (self._flat and len(path) >= self.level.plies):  # a flat search stays shallow
                to = rules.to_act(state)
                if to is None or (self._flat and path and to != path[-1].seat):
                    break  # a flat tree holds one seat's own moves; the rollout plays the rest
                acts = rules.legal_actions(state)
                if node is root:
                    acts = [a for a in acts if a in legal_set] or self._legal
                children = node.children
                if not node.hinted and self.cost.known and self.cost.per_move() < self.level.spend:  # if cheap
                    self._hint(node, rules, state, to, acts, rnd, deadline)
                hint = node.hint
                # A flat search tries each root move in a few worlds first, enough to tell a move
                # whose end the worlds do not change (see ``FlatMemo``).
                need = flat.SAME_WORLDS if self._flat else 1
                node.width = len(acts)
                kids = [children.get(a) for a in acts]  # (one look-up per move for the whole step)
                untried = [a for a, ch in zip(acts, kids) if ch is None or ch.visits < need]
                if untried:
                    action = hint if hint is not None and hint in untried else untried[rnd.randrange(len(untried))]
                    child = children.get(action)
                    if child is None:
                        child = children[action] = Node(to)
                    child.avail += 1
                    path.append(child)
                    line.append(action)
                    state = rules.apply(state, action)
                    break
                best = acts[0]
                best_val = -1.0
                tried = cast("list[Node]", kids)  # (every move was tried: none is None)
                for ch in tried:
                    ch.avail += 1
                for a, ch in zip(acts, tried):
                    visits = ch.visits
                    val = ch.total / visits + c * sqrt(log(ch.avail) / visits)
                    if a is hint or (hint is not None and a == hint):
                        val += prior * sqrt(ch.avail) / (1 + visits)
                    if val > best_val:
                        best_val, best = val, a
                line.append(best)
                node = children[best]
                path.append(node)
                state = rules.apply(state, best)
        except Exception:  # noqa: BLE001 - a sampled world the rules reject: value what came before
            self.failed += 1
        key = tuple(line)
        measured = memo[0].get(memo[1], key) if memo is not None and key else None
        if measured is None:
            try:
                measured = self._rollout(rules, state, roll_rnd, deadline, heuristic, base, root.seat)
            except Exception:  # noqa: BLE001 - nothing to learn from this world
                self.failed += 1
                return
            if memo is not None and key and time.perf_counter() < deadline:  # (a rollout cut short is not kept)
                memo[0].put(memo[1], key, measured)
        rewards = self._squash(measured)
        for n in path:
            n.visits += 1
            n.total += rewards[n.seat]

    def _hint(
        self,
        node: Node,
        rules: Any,
        state: Any,
        seat: int,
        acts: Sequence[Action],
        rnd: random.Random,
        deadline: float,
    ) -> None:
        """Ask the game's heuristic bot once which move it would make at ``node``."""
        bot = self.rollout_bot
        if bot is None or self.level.prior <= 0 or len(acts) < 2:
            node.hinted = True
            return
        if time.perf_counter() >= deadline:
            return  # past the safety cap; maybe on a later visit
        node.hinted = True
        try:
            pick = bot.choose(rules, state, seat, acts, 0.0, rnd.getrandbits(31))
        except Exception:  # noqa: BLE001 - the search does without
            return
        node.hint = pick if pick in acts else None

    def _rollout(
        self,
        rules: Any,
        state: Any,
        rnd: random.Random,
        deadline: float,
        heuristic: Callable[[Any, int], float] | None,
        base: list[float] | None = None,
        seat: int | None = None,
    ) -> Measured:
        """Play on with the rollout policy, then measure the position for every seat.

        A move the sampled world cannot take (hidden cards the game gave no way to sample)
        ends the rollout where it stands. With ``Level.reply`` a flat rollout plays on until the
        turn comes back to ``seat``, so every line is judged after the other seats' answers.
        """
        coop = bool(getattr(rules, "COOPERATIVE", False))
        through = self.level.through
        reply = self._flat and self.level.reply > 0 and seat is not None and not coop
        if reply:  # the bot plays out the seat's turn and the others' answers, draws included
            depth, limit, through = 0, 3 * RUN_ON, 1 << 30
        elif self._flat:  # the bot plays out the seat's turn, up to the next draw or roll
            depth, limit = 0, RUN_ON
        else:
            depth = self.level.rollout_depth if heuristic else 400
            limit = depth + (self.level.quiet + RUN_ON * through if heuristic else 0)
        bot = self.rollout_bot
        prev = rules.to_act(state)
        chances = 0  # chance events played out since the depth was reached
        in_chance = False  # the last move was a draw or a roll (one run of them is one event)
        moves = 0  # rollout moves with a choice
        for step in range(limit):
            to = rules.to_act(state)
            if to is None:
                break
            if reply:
                if to == seat and prev != seat:
                    break  # the others have answered
            elif step >= depth and to != prev and not coop:
                break  # past the minimum depth, stop where the turn passes on (a team shares one value)
            prev = to
            if step and time.perf_counter() >= deadline:
                break  # the safety cap: normal play never gets here
            try:
                acts = rules.legal_actions(state)
                moves += len(acts) > 1  # the moves where the bot could be asked
                if len(acts) == 1:
                    action = acts[0]
                elif bot is not None and rnd.random() < self._share:
                    action = bot.choose(rules, state, to, acts, 0.0, rnd.getrandbits(31))
                else:
                    action = acts[rnd.randrange(len(acts))]
                chance = step >= depth and rules.is_barrier(state, action)
                if chance and not in_chance:
                    if chances >= through:
                        break  # before a draw or a roll: the heuristic judges the odds
                    chances += 1
                elif in_chance and not chance and chances >= through:
                    break  # right after the last chance event to play through
                in_chance = chance
                state = rules.apply(state, action)
            except Exception:  # noqa: BLE001
                self.failed += 1
                break
        self._moves_avg = running_mean(self._moves_avg, moves, 0.02)
        return self._measure(rules, state, heuristic, base)

    def evaluate(
        self,
        rules: Any,
        state: Any,
        heuristic: Callable[[Any, int], float] | None,
        base: Sequence[float] | None = None,
    ) -> list[float]:
        """Rewards in [0, 1] per seat: the outcome when over, else the heuristic's margins (less
        ``base``, each seat's margin in the sampled world at the root, so a world's luck cancels)."""
        return self._squash(self._measure(rules, state, heuristic, base))

    def _measure(
        self,
        rules: Any,
        state: Any,
        heuristic: Callable[[Any, int], float] | None,
        base: Sequence[float] | None = None,
    ) -> Measured:
        """What ``evaluate`` scores, before it is put on the search's running scales."""
        n = len(state.seats)
        coop = bool(getattr(rules, "COOPERATIVE", False))
        out = rules.outcome(state) if rules.to_act(state) is None else None
        if out is not None:
            if coop or out.cooperative:
                return "reward", (1.0 if out.team_won else 0.0,) * n
            k = max(1, len(out.winners))
            share = 1.0 if k == 1 else 0.5 + 0.5 / k
            scores = list(out.scores)
            return "final", tuple(
                x for i in range(n) for x in (share if i in out.winners else 0.0, lead_margin(scores, i))
            )
        if heuristic is None:
            return "reward", (0.5,) * n
        if coop:  # a team shares one value
            return "team", (float(heuristic(state, 0)),) * n
        margins = self._margins_of(state, heuristic)
        if base is not None:
            margins = [m - b for m, b in zip(margins, base, strict=True)]
        return "margin", tuple(margins)

    def _squash(self, measured: Measured, learn: bool = True) -> list[float]:
        """Rewards in [0, 1] from what ``_measure`` gave; ``learn`` lets the running scales adapt."""
        kind, values = measured
        if kind == "reward":
            return list(values)
        if kind == "final":
            return [0.9 * values[i] + 0.1 * self._final.squash(values[i + 1], learn) for i in range(0, len(values), 2)]
        if kind == "team":
            return [self._values.squash(values[0], learn)] * len(values)
        return [self._margins.squash(m, learn) for m in values]

    @staticmethod
    def _margins_of(state: Any, heuristic: Callable[[Any, int], float]) -> list[float]:
        values = [float(heuristic(state, i)) for i in range(len(state.seats))]
        return [lead_margin(values, i) for i in range(len(values))]

    # --- Choosing and explaining -----------------------------------------------------------

    @staticmethod
    def ranked(root: Node, legal: Sequence[Action], exact: dict[Action, float] | None = None) -> list[Action]:
        """Legal actions, most visited first (mean reward breaks ties); best first when the
        search knows the moves' ``exact`` values."""

        def key(a: Action) -> tuple[float, ...]:
            ch = root.children.get(a)
            if ch is None or ch.visits == 0:
                return (0, 0.0, 0.0)
            if exact:
                return (a in exact, exact.get(a, 0.0), ch.visits)
            return (ch.visits, ch.total / ch.visits)

        return sorted(legal, key=key, reverse=True)

    def _reused_root(self, rules: Any, observation: Any, seat: int) -> Node | None:
        """The subtree under our last move, when nothing but that move happened since."""
        last, self._last = self._last, None
        if last is None:
            return None
        prev_obs, action, child, prev_seat = last
        if prev_seat != seat:
            return None
        try:
            if rules.is_barrier(prev_obs, action):
                return None
            nxt = rules.apply(prev_obs, action)
            if rules.to_act(nxt) != seat or rules.observation(nxt, seat) != observation:
                return None
            if not child.children:
                return None  # nothing learnt below it (a flat search grows only the root's moves)
        except Exception:  # noqa: BLE001 - no reuse is always safe
            return None
        return child


def make_ismcts(game: str, kind: str = "ismcts:normal") -> ISMCTSBot:
    """The search bot for ``game`` at the level named in ``kind`` (ismcts:easy|normal|hard)."""
    game = registry.canonical(game)
    mod = registry.bots_module(game)
    own = getattr(mod, "SEARCH", None) if mod is not None else None
    level = level_of(kind, own)
    plain = f"ismcts:{level.name}"
    return ISMCTSBot(game, level, plain if level == base_level(level.name, own) else kind)
