"""Mint Cooperative: heroes share four action dice to keep Mortimer County's towns fresh.

The team wins when the third mayhem card of the trouble deck has been resolved without the
regional panic reaching 27 and without the villain's own losing condition.

This module is the game's contract (mint/core/game.py): the registry, the table, the bots
and saved games reach the game through it. The rules live in the modules beside it:

- ``state``: the towns' tables, the State and the working copy ``apply`` edits;
- ``actions``: every action with its text form and parser;
- ``setup``: options and ``new_game``;
- ``trouble``: the trouble check, the cards it reveals, panic and losing;
- ``turns``: a round's stunts and roll, a die's tasks;
- ``spare``: the Mint It Up! windows, who is asked to change a die and in which order;
- ``hidden``: ``observation`` and ``determinize``;
- ``describe``: the log lines.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from mint.core.game import (
    GAME_OVER_RULE,
    Action,
    Ask,
    IllegalActionError,
    Outcome,
    Refusal,
    Seat,
    check_legal,
    parse_by_types,
)
from mint.core.memo import by_identity
from mint.core.piles import discard
from mint.core.rng import MASKED, Rng
from mint.core.words import data, t
from mint.games.cooperative import GAME, stored
from mint.games.cooperative import describe as _text
from mint.games.cooperative.actions import (
    ACTION_TYPES,
    CHECK,
    KEEP,
    REVEAL,
    ROLL,
    SET_FACE,
    SPEND,
    STUNT_DIE,
    TAKE_DIE,
    Check,
    Choose,
    KeepMint,
    Mint,
    MintItUp,
    Move,
    Pick,
    PlayStunt,
    RemoveToken,
    Reroll,
    Reveal,
    Roll,
    SetFace,
    Skip,
    Stay,
    Take,
)
from mint.games.cooperative.cards import CARDS, FACES, HEROES, STUNTS, TROUBLE, VILLAINS, Step
from mint.games.cooperative.describe import hero_name, seat_name, shown_text
from mint.games.cooperative.hidden import determinize, observation
from mint.games.cooperative.setup import MAX_PLAYERS, MIN_PLAYERS, OPTIONS, controllers, hero_count, new_game
from mint.games.cooperative.spare import holders, open_turn, turn_window
from mint.games.cooperative.state import (
    ADJ,
    CARD_TARGETS,
    CENTRE,
    HERO_IDS,
    HOME,
    NDICE,
    NTOWNS,
    NUMBER_WORDS,
    PANIC_LOSS,
    SLOTS,
    SYMBOLS,
    TIDX,
    TOWN_IDS,
    TOWN_NAMES,
    VILLAIN_IDS,
    VISIBLE,
    Copy,
    Shown,
    State,
    Task,
    to_act,
    visible,
)
from mint.games.cooperative.trouble import check_trouble, classify, reveal
from mint.games.cooperative.turns import do_task, expand, roll, settle_tasks, task_actions

NAME = GAME.name
TITLE = GAME.title
COOPERATIVE = GAME.cooperative
CHANCE_WORDS = t("the next roll or card")  # how a hint names what it cannot foresee
STATE_TYPES = (State, Task, Shown, Seat, Rng, *ACTION_TYPES)

__all__ = [
    "ACTION_TYPES",
    "ADJ",
    "CARDS",
    "CARD_TARGETS",
    "CENTRE",
    "COOPERATIVE",
    "FACES",
    "HEROES",
    "HERO_IDS",
    "HOME",
    "MASKED",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NAME",
    "NDICE",
    "NTOWNS",
    "NUMBER_WORDS",
    "OPTIONS",
    "PANIC_LOSS",
    "SLOTS",
    "STATE_TYPES",
    "STUNTS",
    "SYMBOLS",
    "TIDX",
    "TITLE",
    "TOWN_IDS",
    "TOWN_NAMES",
    "TROUBLE",
    "VILLAINS",
    "VILLAIN_IDS",
    "VISIBLE",
    "Action",
    "Check",
    "Choose",
    "IllegalActionError",
    "KeepMint",
    "Mint",
    "MintItUp",
    "Move",
    "Outcome",
    "Pick",
    "PlayStunt",
    "RemoveToken",
    "Reroll",
    "Reveal",
    "Rng",
    "Roll",
    "Seat",
    "SetFace",
    "Shown",
    "Skip",
    "State",
    "Stay",
    "Step",
    "Take",
    "Task",
    "apply",
    "classify",
    "controllers",
    "describe",
    "determinize",
    "hero_count",
    "hero_name",
    "is_barrier",
    "legal_actions",
    "new_game",
    "observation",
    "outcome",
    "parse_action",
    "seat_name",
    "shown_text",
    "to_act",
    "visible",
]


# --- Legal actions ----------------------------------------------------------------------------


def legal_actions(state: State) -> list[Action]:
    # Playouts and the table ask for one state's actions twice (to list, then in apply)
    return list(_legal_kept(state))


@by_identity
def _legal_kept(state: State) -> tuple[Action, ...]:
    return tuple(_legal_actions(state))


def _legal_actions(state: State, ask: Ask | None = None) -> list[Action]:
    """The legal actions of ``state``; with ``ask``, also why the move it asks about is not one."""
    phase = state.phase
    if phase == "over":
        return []
    if phase == "task":
        task = state.tasks[0]
        out = task_actions(state, task)
        if task.pair and len(state.tasks) > 1:
            out = task_actions(state, state.tasks[1]) + out
        if ask is not None and ask.action not in out:
            _ask_task(state, task, ask)
        return out
    if phase == "choose":
        return _choose_actions(state, ask)
    if phase == "reveal":
        out = [REVEAL]
    elif phase == "roll":
        out = [ROLL]
    elif phase == "check":
        out = [CHECK, *_spare_actions(state, to_act(state) or 0)]
    elif phase == "spend":
        out = [KEEP, *_spare_actions(state, state.window[0])]
    elif phase == "fix":
        out = [SET_FACE[f] for f in range(1, 7) if f != state.dice[state.fixing]]
    elif phase == "pick":
        out = [Pick(h) for h in HERO_IDS if h not in state.heroes]
    else:
        raise ValueError(f"unknown phase {phase!r}")  # pragma: no cover
    if ask is not None and ask.action not in out:
        _ask_step(state, ask)
    return out


#: What each phase waits for, said when another move is asked for.
_WAITS = {
    "reveal": ("trouble", t("The next trouble card must be revealed first.")),
    "roll": ("trouble", t("The dice must be rolled first.")),
    "check": ("trouble", t("The roll must be checked for trouble first.")),
    "fix": ("mint-it-up", t("Choose the face the die turns to (it must change).")),
    "pick": ("setting-up", t("First pick the heroes; each hero plays once.")),
}


def _ask_step(state: State, ask: Ask) -> None:
    """Why the move asked about is not among the one step's choices listed."""
    a = ask.action
    if isinstance(a, (Take, PlayStunt)) and state.phase in ("spend", "check") and state.window:
        who = seat_name(state, state.window[0])
        ask.no("mint-it-up", t("{who} may first spend a Mint It Up! mint on a die, or keep it.", who=who))
    elif isinstance(a, (MintItUp, SetFace)):
        ask.no("mint-it-up", t("Mint It Up! needs an unspent mint and a die that is still in the pool."))
    elif isinstance(a, (Take, PlayStunt)):
        ask.no("a-turn", t("Dice can only be taken at the start of a hero's turn."))
    elif state.phase in _WAITS:
        ask.no(*_WAITS[state.phase])


def _ask_task(state: State, task: Any, ask: Ask) -> None:
    """Why the move asked about is not among the choices the die's task ``task`` offers."""
    a = ask.action
    if isinstance(a, Move):
        if task.do == "run":
            ask.no("a-turn", t("A run only reaches a neighbouring town."))
        elif task.do in ("fly", "rescue"):
            ask.no("a-turn", t("A flight goes to a different town."))
        else:
            ask.no("a-turn", t("That hero cannot move now."))
    elif isinstance(a, Mint) and task.do == "mint":
        if task.distinct:
            said = {
                "here": t("These mints go to the town where the hero stands, not already given mints by this die."),
                "adjacent": t("These mints go to a neighbouring town not already given mints by this die."),
                "any": t("These mints go to any town not already given mints by this die."),
            }
        else:
            said = {
                "here": t("These mints go to the town where the hero stands."),
                "adjacent": t("These mints go to a neighbouring town."),
                "any": t("These mints go to any town."),
            }
        ask.no("a-turn", said[task.where])
    elif isinstance(a, (MintItUp, SetFace)):
        ask.no("mint-it-up", t("Mint It Up! needs an unspent mint and a die that is still in the pool."))
    elif isinstance(a, (Take, PlayStunt)):
        ask.no("a-turn", t("Finish what the die you took does first."))
    else:
        ask.no("a-turn", t("Finish what the die you took does first."))


def _choose_actions(state: State, ask: Ask | None = None) -> list[Action]:
    """The active hero takes an unused die for its face, or for the held stunt if the die shows
    the stunt's face; a player holding a Mint It Up! mint may spend it on an unused die."""
    active = state.active
    hero = state.heroes[active]
    taken = state.taken
    out: list[Action] = [TAKE_DIE[i, hero] for i in range(NDICE) if taken[i] == -1]
    sid = state.stunts[active]
    if sid:
        face = STUNTS[sid].face
        dice = state.dice
        out += [STUNT_DIE[i, hero] for i in range(NDICE) if taken[i] == -1 and dice[i] == face]
    out += _spare_actions(state, state.control[active])
    if ask is not None and ask.action not in out:
        _ask_die(state, ask, hero, sid)
    return out


def _ask_die(state: State, ask: Ask, hero: str, sid: str) -> None:
    """Why the die asked for is not the active hero's to take (``_choose_actions``)."""
    a = ask.action
    if not isinstance(a, (Take, PlayStunt)):
        _ask_step(state, ask)
    elif not 0 <= a.die < NDICE or state.taken[a.die] != -1:
        ask.no("a-turn", t("Die {die} has already been used this round.", die=a.die + 1))
    elif a.hero != hero:
        ask.no("a-turn", t("It is {hero}'s turn to take a die.", hero=data(HEROES[hero].name)))
    elif isinstance(a, PlayStunt):
        if not sid:
            ask.no("stunts", t("This hero holds no stunt card."))
        else:
            ask.no(
                "stunts",
                t(
                    "{stunt} needs a die showing {face}; die {die} shows {shown}.",
                    stunt=data(STUNTS[sid].name),
                    face=STUNTS[sid].face,
                    die=a.die + 1,
                    shown=state.dice[a.die],
                ),
            )


def _spare_actions(state: State, seat: int) -> list[Action]:
    if not state.spare[seat]:
        return []
    return [SPEND[i] for i in range(NDICE) if state.taken[i] == -1]


# --- Apply -------------------------------------------------------------------------------------


def refusal(state: State, action: Action) -> Refusal:
    """Why ``action`` cannot be made now, said by the list that leaves it out."""
    if state.phase == "over":
        return Refusal(GAME_OVER_RULE, t("The game is over; no more moves can be made."))
    ask = Ask(action)
    _legal_actions(state, ask)
    return ask.answer("a-turn")


def apply(state: State, action: Action) -> State:
    legal = _legal_kept(state)  # (the list just handed out for this state, kept)
    # bots and the table pass one of the listed values itself: an identity check spares the
    # dataclass comparisons with every action listed before it
    for a in legal:
        if a is action:
            break
    else:
        if action not in legal:
            check_legal(_SELF, state, action, lambda: refusal(state, action))  # raises, saying why
    w = Copy(state)
    _APPLY[type(action)](w, state, action)
    return w.freeze()


def _pick(w: Copy, state: State, action: Pick) -> None:
    k = w.heroes.index("")
    w.heroes[k] = action.hero
    w.where[k] = HOME[action.hero]
    if "" not in w.heroes:
        open_turn(w)


def _roll(w: Copy, state: State, action: Roll) -> None:
    roll(w)


def _check(w: Copy, state: State, action: Check) -> None:
    w.window = w.window[1:]
    if not w.window:
        check_trouble(w)


def _keep(w: Copy, state: State, action: KeepMint) -> None:
    w.window = w.window[1:]
    if not w.window:
        w.phase = "choose"


def _spend(w: Copy, state: State, action: MintItUp) -> None:
    # in a window the spender stays first in it while choosing the face
    w.spare[to_act(state) or 0] = False
    w.fixing = action.die
    w.back = w.phase
    w.phase = "fix"


def _set_face(w: Copy, state: State, action: SetFace) -> None:
    w.dice[w.fixing] = action.face
    w.fixing = -1
    back, w.back = w.back, ""
    if back == "choose":  # the active player's own spend: on to their take
        w.phase = "choose"
        return
    # the dice changed: everyone still holding a mint is asked again, from the spender on
    after = (w.window[0] if w.window else w.control[w.active]) + 1
    if back == "check":
        w.window = holders(w, after)
        if w.window:
            w.phase = "check"
        else:
            check_trouble(w)
    else:
        w.window = turn_window(w, after)
        w.phase = "spend" if w.window else "choose"


def _reveal(w: Copy, state: State, action: Reveal) -> None:
    reveal(w)


def _take(w: Copy, state: State, action: Take) -> None:
    w.taken[action.die] = w.active
    w.die = action.die
    w.minted = []
    face = FACES[w.dice[action.die]]
    w.tasks = expand(face.steps, w.active, face.any_order)
    settle_tasks(w)


def _play_stunt(w: Copy, state: State, action: PlayStunt) -> None:
    w.taken[action.die] = w.active
    w.die = action.die
    w.minted = []
    sid = w.stunts[w.active]
    w.stunts[w.active] = ""
    w.stunt = sid
    if sid != "force_field":  # Force Field stays in play until it stops a trouble card
        w.stunt_discard = discard(w.stunt_discard, (sid,))
    w.tasks = expand(STUNTS[sid].steps, w.active)
    settle_tasks(w)


def _task(w: Copy, state: State, action: Action) -> None:
    task = w.tasks[0]
    # a face whose two halves go in either order: the action answers the first or the second
    index = 0 if (not task.pair or action in task_actions(state, task)) else 1
    do_task(w, index, action)
    settle_tasks(w)


_APPLY: dict[type, Callable[[Copy, State, Any], None]] = {
    Pick: _pick,
    Roll: _roll,
    Check: _check,
    MintItUp: _spend,
    KeepMint: _keep,
    SetFace: _set_face,
    Reveal: _reveal,
    Take: _take,
    PlayStunt: _play_stunt,
    **dict.fromkeys((Mint, Move, Stay, Skip, Choose, RemoveToken, Reroll), _task),
}


def outcome(state: State) -> Outcome | None:
    if state.phase != "over":
        return None
    won = state.result == "won"
    n = len(state.seats)
    summary = (
        t("The heroes held out through all three mayhem cards: Mortimer County stays fresh!")
        if won
        else t("The heroes lose: {why}.", why=stored.loss(state.result))
    )
    return Outcome(
        scores=(1.0 if won else 0.0,) * n,
        winners=tuple(range(n)) if won else (),
        breakdown=(
            (str(t("Mayhem cards resolved")), (float(state.mayhem),) * n),
            (str(t("Regional panic")), (float(state.panic),) * n),
            (str(t("Mints on the map")), (float(sum(state.mints)),) * n),
        ),
        tiebreak=None,
        cooperative=True,
        team_won=won,
        summary=str(summary),
    )


def describe(state: State, action: Action) -> str:
    try:
        after = apply(state, action) if state.rng != MASKED else None
    except IllegalActionError:
        after = None
    return _text.describe(state, action, after)


def is_barrier(state: State, action: Action) -> bool:
    return isinstance(action, (Roll, Reveal)) or (isinstance(action, Reroll) and bool(action.dice))


def parse_action(text: str) -> Action:
    return parse_by_types(text.strip(), ACTION_TYPES)


_SELF = sys.modules[__name__]
