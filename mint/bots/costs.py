"""Counted costs: what a move of a game's heuristic bot costs, as a count, not a timing.

The search bot plays a share of its rollout moves with the game's heuristic bot, and grows a
flat tree when that bot is cheap. Both choices rest on how many rules applications one of the
bot's moves is worth. That figure is counted, so it is the same on every machine, under any
load and on every Python the project supports, and so the same seed and position always give
the same search. A probe lets the bot play 32 moves of the game's opening (seed 0, default
options, as many seats as the game searched) and counts the work of each move and of each
rules application; the figure is the game's, not the position's, and is counted once a process.

The work counted is the calls the project's own code makes: calls of its named functions, and
the built-ins (``len``, ``max``, a tuple's ``index``...) called from its code. The standard
library and generated code (a dataclass's ``__init__``) are left out, and so is a
comprehension's own call, since those change between Python versions. A profile hook on the
calling thread counts the calls, so the bots need not route their rules calls through the
search (Mint Control's and Mint Cooperative's bots call their rules module directly).
"""

from __future__ import annotations

import random
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from types import CodeType, FrameType
from typing import Any

from mint.core.game import Action, Seat

PROBE_MOVES = 32
"""Bot moves a probe counts. One move's cost varies a lot (Mint Cooperative's bot pays several
hundred applications when it plans a turn, then little for the moves it planned), so a probe
averages many. Over the openings, Mint Control's bot costs 156 applications a move with two
seats (184 with three, 243 with four), Mint Delivery's 9 to 11 (5 in the solitaire) and Mint
Cooperative's 28; over any 32 moves of whole heuristic games they ranged over 140 to 214, 8 to 17
and 27 to 65, so the openings stand for the games."""

_WEIGHTS: dict[CodeType, tuple[int, int]] = {}
"""Per function: whether a call of it counts, and whether a call of a built-in made in it counts."""


def _weigh(frame: FrameType) -> tuple[int, int]:
    code = frame.f_code
    module = str(frame.f_globals.get("__name__") or "")
    ours = not (code.co_filename.startswith("<") or module.partition(".")[0] in sys.stdlib_module_names)
    # A comprehension's own call is left out (newer Pythons inline it into the function around
    # it), but the built-ins it calls count, wherever they run.
    weights = (int(ours and not code.co_name.startswith("<")), int(ours))
    _WEIGHTS[code] = weights
    return weights


def counted(fn: Callable[..., Any], *args: Any) -> tuple[Any, int]:
    """``fn(*args)`` and how many counted calls it made (``fn`` itself included, when counted).

    Only the calling thread is watched, so a search in another thread (the table's hint beside
    its bot) neither adds to the count nor is slowed.
    """
    calls = 0
    known = _WEIGHTS

    def watch(frame: FrameType, event: str, _arg: Any) -> None:
        nonlocal calls
        if event == "call":
            calls += (known.get(frame.f_code) or _weigh(frame))[0]
        elif event == "c_call":
            calls += (known.get(frame.f_code) or _weigh(frame))[1]

    previous = sys.getprofile()
    sys.setprofile(watch)
    try:
        out = fn(*args)
    finally:
        if previous is not None and hasattr(previous, "enable"):
            previous.enable()  # a profiler of this thread (cProfile) carries on
        else:
            sys.setprofile(previous)
    return out, calls


_WEIGHTS[counted.__code__] = (0, 0)  # (its own last call, the one that stops the count, is not the work's)


@dataclass(slots=True)
class BotCost:
    """Counted calls of the rollout bot's moves and of rules applications, from a probe."""

    bot_calls: int = 0
    moves: int = 0  # bot moves counted (decisions with a choice)
    apply_calls: int = 0
    applies: int = 0

    @property
    def known(self) -> bool:
        return self.moves > 0 and self.apply_calls > 0

    def per_move(self) -> float:
        """One bot move's cost in rules applications (0.0 while unknown)."""
        if not self.known:
            return 0.0
        return (self.bot_calls / self.moves) / (self.apply_calls / self.applies)


def probe(make_bot: Callable[[], Any], rules: Any, state: Any, seed: int, moves: int = PROBE_MOVES) -> BotCost:
    """Let a bot from ``make_bot`` play every seat on from ``state`` for up to ``moves``
    decisions, counting each decision and each rules application; a game that ends, or a move
    the rules refuse, ends it.

    The same line is played twice, by two fresh bots, and only the second time is counted: the
    caches of the rules and the bots then hold what the line needs, whatever the process did
    before, so the figure does not depend on what ran earlier.
    """
    _play(make_bot(), rules, state, seed, moves, None)
    cost = BotCost()
    _play(make_bot(), rules, state, seed, moves, cost)
    return cost


def _play(bot: Any, rules: Any, state: Any, seed: int, moves: int, cost: BotCost | None) -> None:
    rnd = random.Random(seed)
    decisions = 0
    try:
        for _ in range(8 * moves):
            to = rules.to_act(state)
            if to is None or decisions >= moves:
                break
            acts: list[Action] = list(rules.legal_actions(state))
            action = acts[0]
            if len(acts) > 1:
                decisions += 1
                if cost is None:
                    action = bot.choose(rules, state, to, acts, 0.0, rnd.getrandbits(31))
                else:
                    action, calls = counted(bot.choose, rules, state, to, acts, 0.0, rnd.getrandbits(31))
                    cost.bot_calls += calls
                    cost.moves += 1
            if cost is None:
                state = rules.apply(state, action)
            else:
                state, calls = counted(rules.apply, state, action)
                cost.apply_calls += calls
                cost.applies += 1
    except Exception:  # noqa: BLE001 - what was counted so far stands
        pass


_OPENINGS: dict[tuple[Any, Any, int], BotCost] = {}
_OPENINGS_LOCK = threading.Lock()


def opening_cost(make_bot: Callable[[], Any], rules: Any, players: int) -> BotCost:
    """What a move of a bot from ``make_bot`` costs in ``rules``: a probe of a game for
    ``players`` dealt with seed 0 and the default options, the same figure for every position
    of the game (a pure function of the code, so it is counted once a process).

    Unknown (``known`` false) when the rules cannot deal such a game.
    """
    key = (rules, make_bot, players)
    with _OPENINGS_LOCK:
        cost = _OPENINGS.get(key)
        if cost is None:
            try:
                state = rules.new_game(tuple(Seat("heuristic", "") for _ in range(players)), 0, {})
            except Exception:  # noqa: BLE001 - no opening to count on
                cost = BotCost()
            else:
                cost = probe(make_bot, rules, state, 0)
            _OPENINGS[key] = cost
    return cost
