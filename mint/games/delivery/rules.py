"""Mint Delivery: drive a mint truck round Mintopia, take orders in towns and fulfil them for stars.

Multiplayer (2-5) on the map side with the Player Abilities and Road Conditions variants, and
solitaire (1 player) on the factory side against one of five AI drivers (see solo.py).

This module is the game's rules contract (mint/core/game.py); the rules themselves live in
setup.py (dealing and keeping orders), moves.py (every legal choice, and why a move is refused),
play.py (carrying out a multiplayer action), words.py (log lines), scoring.py, and solo.py and
solo_moves.py (the solitaire and its choices).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from mint.core import piles
from mint.core.game import (
    Action,
    IllegalActionError,
    OptionError,
    OptionSpec,
    Outcome,
    Seat,
    parse_by_types,
    resolve_options,
)
from mint.core.rng import MASKED, Rng
from mint.core.words import t, tn
from mint.games.delivery import GAME, play, scoring, setup, solo, words
from mint.games.delivery.actions import ACTION_TYPES as ACTION_TYPES
from mint.games.delivery.actions import STATE_TYPES as STATE_TYPES
from mint.games.delivery.actions import AiStep, Keep, Remove, Swap, Take
from mint.games.delivery.cards import DRIVERS, ORDERS
from mint.games.delivery.model import COLOURS as COLOURS
from mint.games.delivery.model import ROUND_LIMIT as ROUND_LIMIT
from mint.games.delivery.model import State, rep
from mint.games.delivery.moves import capacity as capacity
from mint.games.delivery.moves import is_legal
from mint.games.delivery.moves import legal_actions as legal_actions
from mint.games.delivery.moves import order_limit as order_limit
from mint.games.delivery.moves import refusal as refusal
from mint.games.delivery.scoring import stars as stars
from mint.games.delivery.setup import ROW as ROW
from mint.games.delivery.setup import STAR_LIMIT as STAR_LIMIT
from mint.games.delivery.setup import TOWN_DECK as TOWN_DECK

NAME = GAME.name
TITLE = GAME.title
MIN_PLAYERS, MAX_PLAYERS = GAME.players
COOPERATIVE = GAME.cooperative
CHANCE_WORDS = t("the next order revealed")  # how a hint names what it cannot foresee
SCORE_UNIT = GAME.unit[1]  # what the heuristic hook (bots.heuristic) counts, named in hints
OPTIONS = (
    OptionSpec(
        "abilities",
        "off",
        ("off", "on"),
        t(
            "Variant 1 of the rulebook. Three abilities drawn at random lie on the key card. As an "
            "action, a driver may take one by setting aside as many completed orders as it shows (they "
            "still score). It works for them at once and stays on offer to the other drivers."
        ),
        label=t("Player abilities (variant 1)"),
        words=(("off", t("Off")), ("on", t("On: 3 abilities to earn"))),
        players=(2, 5),
    ),
    OptionSpec(
        "road_conditions",
        "0",
        ("0", "1", "2", "3", "4"),
        t(
            "Variant 2 of the rulebook. Tokens drawn at random (Road Closed, Traffic Jam, Toll Booth, "
            "Speedway, Loading Zone, Tunnel) go on road spaces beside random towns and change what "
            "happens to a truck there. The rulebook suggests 3."
        ),
        label=t("Road conditions (variant 2)"),
        words=(
            ("0", t("None")),
            ("1", tn("{n} token", "{n} tokens", 1)),
            ("2", tn("{n} token", "{n} tokens", 2)),
            ("3", t("3 tokens (usual)")),
            ("4", tn("{n} token", "{n} tokens", 4)),
        ),
        players=(2, 5),
    ),
    OptionSpec(
        "driver",
        "random",
        ("random", *(d.id for d in DRIVERS)),
        t(
            "Playing alone, you race one AI driver on the factory side of the map. Each holds up to "
            "its workload of orders and has a trait of its own:\n"
            "Rookie Rita (2 orders): never takes a 5-star order.\n"
            "Steady Eddie (3): loads for all his orders, not only the oldest.\n"
            "Lead-Foot Lola (2): covers up to 2 spaces with each Move.\n"
            "Big Bertha (4): ends her turn when she opens it with a Move.\n"
            "Marty (3): goes for orders that need Cinnamon, and once a turn takes an extra action after "
            "completing an order."
        ),
        label=t("AI driver (solo)"),
        words=(
            ("random", t("Drawn at random")),
            ("rita", t("Rookie Rita: no 5-star orders")),
            ("eddie", t("Steady Eddie: loads for every order")),
            ("lola", t("Lead-Foot Lola: 2 spaces a move")),
            ("bertha", t("Big Bertha: a first move ends her turn")),
            ("marty", t("Marty: loves Cinnamon, extra actions")),
        ),
        players=(1, 1),
    ),
)

HIDDEN = -1
"""An order index the viewer may not see (in observations)."""


# --- A new game (rulebook: "Setup", "Advanced Variants", "Solitaire Setup") -------------------


def new_game(seats: Sequence[Seat], seed: int, options: Mapping[str, Any] | None = None) -> State:
    opts = resolve_options(OPTIONS, options)
    n = len(seats)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise OptionError(t("Mint Delivery takes 1-5 players (1 is solitaire); got {n}", n=n))
    if n == 1:
        if opts["abilities"] != "off" or opts["road_conditions"] != "0":
            raise OptionError(t("the abilities and road-condition variants are not used in solitaire"))
        return solo.new_solo(tuple(seats), Rng.from_seed(seed), opts["driver"])
    if opts["driver"] != "random":
        raise OptionError(t("the driver option is for solitaire (1 player)"))
    return setup.new_multiplayer(seats, Rng.from_seed(seed), opts["abilities"] == "on", int(opts["road_conditions"]))


# --- Whose turn, and applying an action ------------------------------------------------------


def actor(state: State, action: Action) -> int | None:
    """Who the log credits with a step: the solitaire's AI driver (truck 1) for its own steps,
    which the player's seat sets going; otherwise the seat to act."""
    if isinstance(action, AiStep):
        return 1
    return to_act(state)


def to_act(state: State) -> int | None:
    if state.phase == "over":
        return None
    if state.solo:
        return 0
    return state.turn.seat


def apply(state: State, action: Action) -> State:
    if not is_legal(state, action):
        raise IllegalActionError(refusal(state, action))
    if state.solo:
        return solo.apply(state, action)
    if isinstance(action, Keep):
        return setup.keep(state, action)
    handler = play.HANDLERS[type(action)]
    return handler(state, action)


# --- End and scoring (rulebook: "End of the Game", "Scoring", "Solitaire Scoring") -----------


def outcome(state: State) -> Outcome | None:
    if state.phase != "over":
        return None
    return solo.outcome(state) if state.solo else scoring.outcome(state)


# --- Observation, log lines, barriers --------------------------------------------------------


def observation(state: State, seat: int | None) -> State:
    """Mask the decks, other players' dealt/kept and completed orders, and the generator."""
    s = state
    towns = tuple(rep(st, deck=piles.mask(st.deck, HIDDEN)) for st in s.towns)
    if s.phase == "over":
        return rep(s, rng=MASKED, towns=towns)
    trucks = []
    for i, truck in enumerate(s.trucks):
        if i == seat or (s.solo and i == 1):
            trucks.append(truck)
        else:
            done, hand, kept = (piles.mask(x, HIDDEN) for x in (truck.done, truck.hand, truck.kept))
            trucks.append(rep(truck, done=done, hand=hand, kept=kept))
    return rep(s, trucks=tuple(trucks), towns=towns, rng=MASKED)


def describe(state: State, action: Action) -> str:
    return solo.describe(state, action) if state.solo else words.describe(state, action)


def is_barrier(state: State, action: Action) -> bool:
    """Anything that reveals an order or shuffles is a barrier for undo."""
    s = state
    if s.solo:
        return solo.is_barrier(s, action)
    if isinstance(action, Keep):
        return True
    if isinstance(action, (Take, Swap, Remove)):
        return True
    return False


def parse_action(text: str) -> Action:
    return parse_by_types(text.strip(), ACTION_TYPES)


# --- For the search bot: determinization ------------------------------------------------------


def determinize(observation: State, seat: int, rng: Rng) -> State:
    """A full state consistent with what ``seat`` saw: hidden orders dealt at random."""
    s = observation
    masked = [p for t in s.trucks for p in (t.done, t.hand, t.kept)] + [st.deck for st in s.towns]
    if s.rng != MASKED and not piles.any_hidden(masked, HIDDEN):
        return s  # a whole state already (a sampled world): nothing to sample
    pool = piles.unseen(
        range(len(ORDERS)),
        s.box,
        *((*t.orders, *t.done, *t.hand, *t.kept) for t in s.trucks),
        *(st.row for st in s.towns),
        *(st.deck for st in s.towns),
        hidden=HIDDEN,
    )
    dealt, rng = piles.deal_hidden(rng, pool, masked, HIDDEN, fallback=0)
    k = len(s.trucks)
    trucks = tuple(
        rep(t, done=dealt[3 * i], hand=dealt[3 * i + 1], kept=dealt[3 * i + 2]) for i, t in enumerate(s.trucks)
    )
    towns = tuple(rep(st, deck=dealt[3 * k + i]) for i, st in enumerate(s.towns))
    return rep(s, trucks=trucks, towns=towns, rng=rng.fork(7))
