"""Mint Italy: build settlements and cities on an island of map cards, finish orders and trade.

One to four players; one player plays against the solo bot (see solo.py). This module is the
rules contract (mint/core/game.py); the rules live in setup.py, legal.py (every choice open to a
person), reach.py (reach and building), play.py (carrying a choice out), rounds.py (the next
turn, phase and round), board.py (looking things up, small changes, scoring), solo.py (the bot),
describe.py (log lines). A refused move's reason comes from the legal list that leaves it out
(``refusal``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from mint.core import piles
from mint.core.game import (
    GAME_OVER_RULE,
    Action,
    Ask,
    LegalMemo,
    OptionError,
    OptionSpec,
    Outcome,
    Refusal,
    Seat,
    parse_by_types,
    replace,
    resolve_options,
)
from mint.core.rng import MASKED, Rng
from mint.core.words import t
from mint.games.italy import GAME, board, legal, play, setup, solo
from mint.games.italy import cards as C
from mint.games.italy import describe as words
from mint.games.italy.actions import ACTION_TYPES as ACTION_TYPES
from mint.games.italy.actions import (
    BotStep,
    Choose,
    Collect,
    Convert,
    Done,
    MoveFood,
    Pass,
    Produce,
    Return,
    TakeOrder,
    Trade,
)
from mint.games.italy.state import BOT, HIDDEN, HIDDEN_ORDER, State
from mint.games.italy.state import STATE_TYPES as STATE_TYPES

NAME = GAME.name
TITLE = GAME.title
MIN_PLAYERS, MAX_PLAYERS = GAME.players
COOPERATIVE = GAME.cooperative
CHANCE_WORDS = t("the next card drawn")  # how a hint names what it cannot foresee
SCORE_UNIT = GAME.unit[1]
OPTIONS = (
    OptionSpec(
        "persona",
        "random",
        ("random", *setup.PERSONA_IDS),
        t(
            "Playing alone, you face a bot that plays by its cards, plus the one action of its persona:\n"
            "Governatore: builds a person on the most expensive land of its terrain, anywhere on the "
            "island.\n"
            "Navigatore: uses any marina that has no bot token on it, however far.\n"
            "Mercante: sells all of the good it holds most of, 1 VP each.\n"
            "Vignaiolo: gains 2 grapes and turns its grapes into bottles."
        ),
        label=t("Solo opponent"),
        words=(
            ("random", t("Drawn at random")),
            ("governatore", t("Governatore: builds anywhere")),
            ("navigatore", t("Navigatore: sails to any marina")),
            ("mercante", t("Mercante: sells out its biggest stock")),
            ("vignaiolo", t("Vignaiolo: turns grapes into bottles")),
        ),
        players=(1, 1),
    ),
    OptionSpec(
        "hen",
        "hen",
        ("hen", "any"),
        t(
            "Some orders show a hen among the goods they need: finishing one sends a settlement of "
            "yours from the island back to your mat. The rulebook only says a settlement; the app "
            "reads the icon as one of your hens, or, if you choose, any of your built settlements."
        ),
        label=t("A hen on an order takes back"),
        words=(("hen", t("One of your built hens")), ("any", t("Any of your built settlements"))),
    ),
)

_BOT_STEP = BotStep()


# --- A new game -------------------------------------------------------------------------------


def new_game(seats: Sequence[Seat], seed: int, options: Mapping[str, Any] | None = None) -> State:
    opts = resolve_options(OPTIONS, options)
    n = len(seats)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise OptionError(t("Mint Italy takes 1-4 players (1 plays against the solo bot); got {n}", n=n))
    if n > 1 and opts["persona"] != "random":
        raise OptionError(t("the persona option is for the solo game (1 player)"))
    return setup.new_state(seats, Rng.from_seed(seed), opts["persona"], opts["hen"])


# --- Whose turn, what may be done, doing it ---------------------------------------------------


def to_act(state: State) -> int | None:
    if state.phase == "over":
        return None
    if state.solo:
        return 0
    pending = state.pending  # (``board.actor``, written out: asked before every step)
    return pending[0].seat if pending else state.seat


def actor(state: State, action: Action) -> int | None:
    """Who the log and the table credit with a step: the solo bot (player 1, no seat of its own)
    for its steps, which the person sets going; otherwise the seat to act."""
    if isinstance(action, BotStep):
        return BOT
    return to_act(state)


def _legal_of(state: State, ask: Ask | None = None) -> list[Action]:
    """The legal actions of ``state``; with ``ask``, also why the move it asks about is not one."""
    if state.phase == "over":
        return []
    if state.solo and board.actor(state) == BOT:
        if ask is not None and not isinstance(ask.action, BotStep):
            ask.no("solo-bot", t("It is {bot}'s turn; carry out its next step.", bot=solo.name(state)))
        return [_BOT_STEP]
    if ask is not None:
        _ask_seat(state, ask)
    return legal.legal(state, ask)


def _ask_seat(state: State, ask: Ask) -> None:
    """Why a move is not the person's to make: the bot's step, or another seat's move."""
    a = ask.action
    if isinstance(a, BotStep):
        if state.solo:
            ask.no("solo-bot", t("It is your turn, not the bot's."))
        else:
            ask.no("solo-bot", t("There is no solo bot in this game."))
        return
    seat = board.actor(state)
    if getattr(a, "seat", -1) != seat:
        rule = _PHASE_RULES.get(state.phase, "a-round")
        ask.no(rule, t("It is {who}'s move.", who=words.who(state, seat)))


_PHASE_RULES = {"setup": "set-up", "play": "player-phase", "production": "production"}
"""The rules page heading of each phase, for a move made out of turn."""

#: What each kind of move needs, said when it is asked for at a step that is not its own.
_NOT_NOW = {
    Choose: ("marina", t("An option is chosen only when a marina card offers a choice.")),
    Produce: ("marina", t("Settlements produce again only when a marina card says so.")),
    Convert: ("production", t("Grapes are turned into jars or bottles only in production or by a marina card.")),
    MoveFood: ("cleanup", t("A food token moves only when a marina card or the cleanup says so.")),
    Collect: ("production", t("Production is collected only in the production phase.")),
    Done: ("a-round", t("There is no step to skip now.")),
    Return: ("finish-order", t("A settlement goes back only when a finished order needs it.")),
    Trade: ("mercato", t("First pick a good at the mercato.")),
    Pass: ("pass", t("You can pass only on your turn in the player phase.")),
}


_memo = LegalMemo(_legal_of)
legal_actions = _memo.legal


def refusal(state: State, action: Action) -> Refusal:
    """Why ``action`` cannot be made now, said by the list that leaves it out."""
    if state.phase == "over":
        return Refusal(GAME_OVER_RULE, t("The game is over; no more moves can be made."))
    ask = Ask(action)
    out = _legal_of(state, ask)
    if ask.refusal is None and action not in out and type(action) in _NOT_NOW:
        ask.no(*_NOT_NOW[type(action)])
    return ask.answer("a-round")


def apply(state: State, action: Action) -> State:
    _memo.check(state, action, lambda: refusal(state, action))
    if isinstance(action, BotStep):
        return solo.step(state)[0]
    return play.act(state, action)


# --- End and scoring ------------------------------------------------------------------------------

CATEGORIES = (
    ("play", t("VP during the game (rewards, marinas)")),
    ("cards", t("Scoring cards")),
    ("cellar", t("Jars and bottles")),
    ("coins", t("Coins (1 VP per 10)")),
    ("cities", t("Cities")),
    ("orders", t("Finished orders (commercio)")),
)


def totals(state: State) -> tuple[int, ...]:
    """Each player's final score (the bot's last in solo)."""
    return tuple(sum(board.end_scores(state, i).values()) for i in range(len(state.players)))


def winners(state: State) -> tuple[int, ...]:
    """The most VP; a tie goes to the player closest to first in player order."""
    scores = totals(state)
    best = max(scores)
    tied = [i for i in state.order if scores[i] == best]
    return (tied[0],)


def outcome(state: State) -> Outcome | None:
    if state.phase != "over":
        return None
    scores = totals(state)
    per = [board.end_scores(state, i) for i in range(len(state.players))]
    best = max(scores)
    tied = [i for i in state.order if scores[i] == best]
    tiebreak = str(t("closest to first in player order")) if len(tied) > 1 else None
    if state.solo:
        you, bot = scores
        won = tied[0] == 0
        name = solo.name(state)
        return Outcome(
            scores=(float(you),),
            winners=(0,),
            breakdown=tuple((str(label), (float(per[0][key]),)) for key, label in CATEGORIES),
            tiebreak=tiebreak,
            cooperative=True,
            team_won=won,
            summary=str(
                t("You {you} VP, {bot} {their} VP: you win.", you=you, bot=name, their=bot)
                if won
                else t("You {you} VP, {bot} {their} VP: {bot} wins.", you=you, bot=name, their=bot)
            ),
            rival=name,
            rival_breakdown=tuple(float(per[1][key]) for key, _ in CATEGORIES),
            rival_score=float(bot),
            rival_mark=solo.mark(state),
        )
    win = tied[0]
    return Outcome(
        scores=tuple(float(x) for x in scores),
        winners=(win,),
        breakdown=tuple((str(label), tuple(float(p[key]) for p in per)) for key, label in CATEGORIES),
        tiebreak=tiebreak,
        summary=str(t("{name} wins with {n} VP.", name=words.who(state, win), n=scores[win])),
    )


def invariants(state: State) -> list[str]:
    """What must hold in every position (simulate checks it after each action): coins and goods
    within their limits, every settlement and marina token either on its mat or on the map, and
    all 16 order cards somewhere, each once."""
    s = state
    bad = []
    for seat, p in enumerate(s.players):
        limit = board.coin_limit(s, seat)
        if not 0 <= p.coins <= limit:
            bad.append(f"player {seat} has {p.coins} coins (limit {limit})")
        if any(not 0 <= g <= C.GOOD_LIMIT for g in p.goods):
            bad.append(f"player {seat} has goods {p.goods}")
        for col in range(3):
            on_map = sum(1 for c in s.board if c == 3 * seat + col)
            if on_map != p.built[col] or not 0 <= p.built[col] <= len(C.COLUMNS[col].costs):
                bad.append(f"player {seat} column {col}: {p.built[col]} off the mat, {on_map} on the map")
        placed = sum(1 for tokens in s.marina_tokens if seat in tokens)
        if placed != p.marinas or p.marinas > C.MARINA_SLOTS:
            bad.append(f"player {seat}: {p.marinas} marina tokens placed, {placed} on marinas")
    cards = [c.card for c in (*s.deck, *s.row, *s.discard) if c.card != -1]
    for p in s.players:
        cards += [c.card for c in p.done] + ([p.order.card] if p.order is not None else [])
    if sorted(cards) != list(range(len(C.ORDER_CARDS))) and HIDDEN_ORDER not in s.deck:
        bad.append(f"order cards are not each in one place: {sorted(cards)}")
    if any(not 0 <= box < C.COMMERCIO_BOXES for box, _ in s.food):
        bad.append(f"a food token is off the commercio card: {s.food}")
    if any(not 0 <= x < len(C.PRICES[g]) for g, x in enumerate(s.prices)):
        bad.append(f"a price cube is off its track: {s.prices}")
    return bad


# --- Observation, log lines, barriers ---------------------------------------------------------


def observation(state: State, seat: int | None) -> State:
    """Hide the order deck below its top order, the marina deck, the bot deck and the generator."""
    s = state
    deck = piles.mask(s.deck, HIDDEN_ORDER, top=1)
    return replace(
        s,
        deck=deck,
        marina_deck=piles.mask(s.marina_deck, HIDDEN),
        bot_deck=piles.mask(s.bot_deck, HIDDEN),
        rng=MASKED,
    )


def describe(state: State, action: Action) -> str:
    return words.describe(state, action)


def is_barrier(state: State, action: Action) -> bool:
    """Drawing an order from the deck (the card below shows), revealing a bot card and the end of
    a round (new orders dealt) cannot be undone."""
    s = state
    if isinstance(action, BotStep):
        return True
    if isinstance(action, TakeOrder) and action.pos < 0:
        return True
    if isinstance(action, Collect) and len(s.queue) == 0:
        return True
    if s.pending and s.pending[0].kind == "cleanup_food":
        return True
    return False


def cancellable(state: State) -> bool:
    """Whether a move of the player phase is still under way: a trade's quantity, a marina card's
    option, a hen to send back, a gain's choice. The table's Cancel takes the whole move back."""
    return state.phase == "play" and bool(state.pending)


def undo_stop(state: State, action: Action) -> str:
    """A barrier step in a player's words, for the table's Undo to name where it stops."""
    s = state
    if s.phase == "cleanup" or (s.pending and s.pending[0].kind == "cleanup_food"):
        if s.round >= C.ROUNDS:
            return str(t("the end of the game"))
        return str(t("the new deal of round {round}", round=s.round + 1))
    if isinstance(action, BotStep):
        if s.phase == "play" and s.bot_card == HIDDEN:
            return str(t("the bot card {bot} turned over", bot=solo.name(s)))
        if s.phase == "production":
            return str(t("{bot}'s production", bot=solo.name(s)))
        return str(t("{bot}'s turn", bot=solo.name(s)))
    if isinstance(action, TakeOrder):
        return str(t("the order taken from the deck (the one under it now shows)"))
    if isinstance(action, Collect):
        return str(t("the end of round {round}'s production", round=s.round))
    return ""


def parse_action(text: str) -> Action:
    return parse_by_types(text.strip(), ACTION_TYPES)


# --- For the search bot -----------------------------------------------------------------------------


def determinize(observation: State, seat: int, rng: Rng) -> State:
    """A whole state consistent with what ``seat`` saw: the hidden decks dealt at random."""
    s = observation
    if s.rng != MASKED and not (HIDDEN_ORDER in s.deck or HIDDEN in s.marina_deck or HIDDEN in s.bot_deck):
        return s
    seen_orders = {int(c.card) for c in (*s.row, *s.discard, *s.deck) if c != HIDDEN_ORDER}
    for p in s.players:
        seen_orders.update(int(c.card) for c in p.done)
        if p.order is not None:
            seen_orders.add(int(p.order.card))
    pool = [c for c in range(len(C.ORDER_CARDS)) if c not in seen_orders]
    pool_t, rng = rng.shuffle(pool)
    sides, rng = piles.random_sides(pool_t, rng)
    it = iter(sides)
    deck = tuple(next(it) if c == HIDDEN_ORDER else c for c in s.deck)
    seen_m = set(s.marina_cards)
    mpool, rng = rng.shuffle([c for c in range(len(C.MARINA_CARDS)) if c not in seen_m])
    mit = iter(mpool)
    marina_deck = tuple(next(mit) if c == HIDDEN else c for c in s.marina_deck)
    seen_b = set(s.bot_discard) | ({s.bot_card} if s.bot_card != HIDDEN else set())
    bpool, rng = rng.shuffle([c for c in range(len(C.BOT_CARDS)) if c not in seen_b])
    bit = iter(bpool)
    bot_deck = tuple(next(bit) if c == HIDDEN else c for c in s.bot_deck)
    return replace(s, deck=deck, marina_deck=marina_deck, bot_deck=bot_deck, rng=rng.fork(11))
