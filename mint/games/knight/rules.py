"""Mint Knight: one hero (two in co-op) explores terrain cards, fights, recruits and levels up to
take every castle before the fourth round ends.

This module is the rules contract (mint/core/game.py); the rules live in setup.py, play.py
(every choice of a turn), combat.py (the three phases and what victory brings), board.py
(look-ups), refusals.py (why the list leaves a move out) and describe.py (log lines).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

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
from mint.games.knight import GAME, play, refusals, setup
from mint.games.knight import board as B
from mint.games.knight import cards as C
from mint.games.knight import describe as words
from mint.games.knight.actions import ACTION_TYPES as ACTION_TYPES
from mint.games.knight.actions import EndRound, EndTurn, Explore, Pick, Recruit, Under
from mint.games.knight.state import HIDDEN, State
from mint.games.knight.state import STATE_TYPES as STATE_TYPES

NAME = GAME.name
TITLE = GAME.title
MIN_PLAYERS, MAX_PLAYERS = GAME.players
COOPERATIVE = GAME.cooperative
CHANCE_WORDS = t("the next card or cube drawn")  # how a hint names what it cannot foresee
SCORE_UNIT = GAME.unit[1]
OPTIONS = (
    OptionSpec(
        "hard",
        "off",
        ("off", "on"),
        t("Hard Mode (solo): 3 castles and 1 other card in the terrain deck; the third castle fights at level 2"),
        label=t("Hard Mode"),
        words=(("off", t("Off: 2 castles")), ("on", t("On: 3 castles, the last at level 2"))),
        players=(1, 1),
    ),
    OptionSpec(
        "easy",
        "off",
        ("off", "on"),
        t("Easy Mode: each hero starts with 3 experience (level 2, one skill, one advanced card)"),
        label=t("Easy Mode"),
        words=(("off", t("Off: start at level 1")), ("on", t("On: start at level 2 with a skill"))),
    ),
)


# --- A new game -------------------------------------------------------------------------------


def new_game(seats: Sequence[Seat], seed: int, options: Mapping[str, Any] | None = None) -> State:
    opts = resolve_options(OPTIONS, options)
    n = len(seats)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise OptionError(t("Mint Knight is played solo or by 2 in the co-op expansion; got {n} players", n=n))
    if n > 1 and opts["hard"] == "on":
        raise OptionError(t("Hard Mode is a solo variant (1 player)"))
    return setup.new_state(seats, Rng.from_seed(seed), opts["hard"] == "on", opts["easy"] == "on")


# --- Whose turn, what may be done, doing it ---------------------------------------------------


def to_act(state: State) -> int | None:
    if state.phase == "over":
        return None
    return play.actor(state)


def _legal_actions(state: State) -> list[Action]:
    if state.phase == "over":
        return []
    legal = play.legal(state)
    if state.pending:  # a choice's buttons say what each answer does
        # (a choice that already has its words keeps them)
        return [replace(a, text=words.pick_words(state, a)) if isinstance(a, Pick) and not a.text else a for a in legal]
    return legal


_memo = LegalMemo(_legal_actions)
legal_actions = _memo.legal


def refusal(state: State, action: Action) -> Refusal:
    """Why ``action`` cannot be made now, said by the list that leaves it out (play.legal asked
    about it; the memo is not used or changed)."""
    if state.phase == "over":
        return Refusal(GAME_OVER_RULE, t("The game is over; no more moves can be made."))
    ask = Ask(action)
    play.legal(state, ask)
    return ask.answer(refusals.FALLBACK_RULE)


def apply(state: State, action: Action) -> State:
    _memo.check(state, action, lambda: refusal(state, action))
    return play.act(state, action)


# --- End and scoring ----------------------------------------------------------------------------

CATEGORIES = (
    ("castles", t("Castles vanquished")),
    ("sites", t("Other enemies vanquished")),
    ("xp", t("Experience")),
    ("level", t("Level")),
    ("units", t("Units")),
    ("round", t("Round reached")),
)


def _rows(state: State, seat: int) -> dict[str, int]:
    h = state.heroes[seat]
    m = B.the_map(state)
    castles = state.castles_won
    sites = sum(1 for p in state.vanquished if m.has(p) and m.location[m.index(p)] != "castle")
    return {
        "castles": castles,
        "sites": sites,
        "xp": h.xp,
        "level": B.level(h),
        "units": len(h.units),
        "round": state.round,
    }


def outcome(state: State) -> Outcome | None:
    if state.phase != "over":
        return None
    n = len(state.heroes)
    per = [_rows(state, i) for i in range(n)]
    if state.won:
        summary = str(t("Every castle has fallen in round {round}: victory!", round=state.round))
    else:
        summary = str(
            t(
                "Round {round} ended with {n} of {total} castles taken: the castles hold.",
                round=C.ROUNDS,
                n=state.castles_won,
                total=state.castles_total,
            )
        )
    return Outcome(
        scores=tuple(float(state.heroes[i].xp) for i in range(n)),
        winners=tuple(range(n)) if state.won else (),
        breakdown=tuple((str(label), tuple(float(p[key]) for p in per)) for key, label in CATEGORIES),
        cooperative=True,
        team_won=state.won,
        summary=summary,
    )


def invariants(state: State) -> list[str]:
    """What must hold in every position (simulate checks it after each action): every hero's 16
    action cards are in hand, deck or discard, each once; hand uses match the hand; units within
    the spots; every unit, spell, artifact and skill card is in exactly one place (or removed)."""
    s = state
    bad = []
    for seat, h in enumerate(s.heroes):
        ns = sorted(c.n for c in B.all_cards(h))
        first = seat * setup.DECK_SIZE
        if ns != list(range(first, first + setup.DECK_SIZE)):
            bad.append(f"hero {seat}'s action cards are not all there once: {ns}")
        if len(h.hand_use) != len(h.hand):
            bad.append(f"hero {seat}: {len(h.hand)} cards but {len(h.hand_use)} uses")
        if len(h.units) > B.unit_spots(h):
            bad.append(f"hero {seat} has {len(h.units)} units and {B.unit_spots(h)} spots")
        if not B.the_map(s).has(h.place):
            bad.append(f"hero {seat} stands off the map at {h.place}")
    units = [*s.unit_deck, *s.unit_offer, *(u.id for h in s.heroes for u in h.units)]
    if sorted(units) != sorted(u.id for u in C.UNITS):
        bad.append(f"unit cards are not each in one place: {sorted(units)}")
    spells = [*s.spell_deck, *s.spell_offer, *(r.id for h in s.heroes for r in h.spells)]
    if sorted(spells) != sorted(sp.id for sp in C.SPELLS):
        bad.append(f"spell cards are not each in one place: {sorted(spells)}")
    arts = [*s.artifact_deck, *(r.id for h in s.heroes for r in h.artifacts)]
    pending_arts = [str(x) for d in s.pending if d.kind == "artifact" for x in d.data]
    arts += pending_arts
    if len(set(arts)) != len(arts) or not set(arts) <= {a.id for a in C.ARTIFACTS}:
        bad.append(f"artifact cards are in two places: {sorted(arts)}")
    skills = [*s.skill_deck, *(r.id for r in s.skills)]
    if sorted(skills) != sorted(sk.id for sk in C.SKILLS):
        bad.append(f"skill cards are not each in one place: {sorted(skills)}")
    cubes = len(s.tin) + len(s.cubes)
    if cubes != sum(c.count for c in C.CUBES if c.use == "guiding"):
        bad.append(f"{cubes} guiding cubes in the tin and on cards")
    return bad


# --- Observation, log lines, barriers ---------------------------------------------------------


def observation(state: State, seat: int | None) -> State:
    """Hide the face-down decks (units, spells, artifacts, skills), the terrain deck below its top
    card and the generator, in the position and in the turn's starting position. The action
    decks lie face up and a heal may turn any card in them, so they stay open."""
    s = state
    return replace(
        s,
        terrain_deck=s.terrain_deck[:1] + (HIDDEN,) * (len(s.terrain_deck) - 1),
        unit_deck=(HIDDEN,) * len(s.unit_deck),
        spell_deck=(HIDDEN,) * len(s.spell_deck),
        artifact_deck=(HIDDEN,) * len(s.artifact_deck),
        skill_deck=(HIDDEN,) * len(s.skill_deck),
        rng=MASKED,
        start=observation(s.start, seat) if s.start is not None else None,
    )


def describe(state: State, action: Action) -> str:
    return words.describe(state, action)


def hint_words(state: State, action: Action) -> str:
    """A suggested action in the imperative, as a hint gives it ("End the turn")."""
    return words.advice(state, action)


def is_barrier(state: State, action: Action) -> bool:
    """Exploring (a terrain card and a cube are revealed), the end of a turn (cards are drawn), a
    recruit (the offering is refilled) and anything that draws a reward card cannot be undone;
    Restart turn still puts the whole turn back."""
    if isinstance(action, (Explore, EndTurn, EndRound, Recruit, Under)):
        return True
    if isinstance(action, Pick) and state.pending and state.pending[0].kind in ("spell", "under"):
        return True
    return state.combat is not None and _wins(state, action)


def _wins(state: State, action: Action) -> bool:
    after = play.act(state, action)
    return after.combat is None


def parse_action(text: str) -> Action:
    return parse_by_types(text.strip(), ACTION_TYPES)


# --- For the search bot -------------------------------------------------------------------------


def determinize(observation: State, seat: int, rng: Rng) -> State:
    """A whole state consistent with what ``seat`` saw: the hidden decks dealt at random."""
    s = observation
    if s.rng != MASKED:
        return s

    def deal(hidden: tuple[str, ...], universe: list[str], seen: set[str], rng: Rng) -> tuple[tuple[str, ...], Rng]:
        pool, rng = rng.shuffle([x for x in universe if x not in seen])
        it = iter(pool)
        return tuple(next(it, x) if x == HIDDEN else x for x in hidden), rng

    units_seen = {*s.unit_offer, *(u.id for h in s.heroes for u in h.units)}
    unit_deck, rng = deal(s.unit_deck, [u.id for u in C.UNITS], units_seen, rng)
    spells_seen = {*s.spell_offer, *(r.id for h in s.heroes for r in h.spells)}
    spell_deck, rng = deal(s.spell_deck, [x.id for x in C.SPELLS], spells_seen, rng)
    arts_seen = {r.id for h in s.heroes for r in h.artifacts} | {
        x for d in s.pending for x in d.data if isinstance(x, str)
    }
    artifact_deck, rng = deal(s.artifact_deck, [x.id for x in C.ARTIFACTS], arts_seen, rng)
    skill_deck, rng = deal(s.skill_deck, [x.id for x in C.SKILLS], {r.id for r in s.skills}, rng)
    start = determinize(s.start, seat, rng.fork(23)) if s.start is not None else None
    return replace(
        s,
        unit_deck=unit_deck,
        spell_deck=spell_deck,
        artifact_deck=artifact_deck,
        skill_deck=skill_deck,
        rng=rng.fork(17),
        start=start,
    )
