"""Mint Cooperative's setup (rulebook: "Setup"): options, heroes, the trouble, event and stunt decks."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from mint.core.game import OptionError, OptionSpec, Seat, resolve_options
from mint.core.piles import draw_n, shuffle_in
from mint.core.rng import Rng
from mint.core.words import data, t
from mint.core.workcopy import replace
from mint.games.cooperative.cards import CARDS, VILLAINS
from mint.games.cooperative.spare import turn_window
from mint.games.cooperative.state import HERO_IDS, HOME, NDICE, NTOWNS, VILLAIN_IDS, State

MIN_PLAYERS = 1
MAX_PLAYERS = 4
OPTIONS = (
    OptionSpec(
        "villain",
        "nick",
        (*VILLAIN_IDS, "random"),
        t(
            "The villain card sets where panic starts, what each trouble roll does, its weakness (the "
            "die's 6), its mayhem and any way of losing of its own. The rulebook suggests Nick O'Teen "
            "for a first game.\n"
            "Nick O'Teen (panic starts at 4): no tokens and no events; his mayhem adds 4 panic, and "
            "he has no loss of his own.\n"
            "Gorillic (4): events put his tokens on towns, and every trouble card takes an extra mint "
            "there per token; 3 tokens on one town lose the game.\n"
            "Dr. Decay (4): rolls put Decay tokens on his card and mayhem adds 1 panic for each; "
            "5 tokens lose the game.\n"
            "Count Plaqula (4): events put Plaque on towns, closing slots of their tracks; 6 Plaque "
            "tokens on the map lose the game.\n"
            "Halitosis (5): mayhem takes a mint off every town; 3 empty towns at once lose the game."
        ),
        label=t("Villain"),
        words=(
            ("nick", t("{villain}: no tokens (gentlest)", villain=data(VILLAINS["nick"].name))),
            ("gorillic", t("{villain}: tokens make trouble worse", villain=data(VILLAINS["gorillic"].name))),
            ("decay", t("{villain}: Decay tokens feed mayhem", villain=data(VILLAINS["decay"].name))),
            ("plaqula", t("{villain}: Plaque closes town slots", villain=data(VILLAINS["plaqula"].name))),
            ("halitosis", t("{villain}: mayhem drains every town", villain=data(VILLAINS["halitosis"].name))),
            ("random", t("Drawn at random")),
        ),
    ),
    OptionSpec(
        "hard",
        "off",
        ("off", "on"),
        t(
            "Hard Mode from the rulebook: the towns are turned to the back of their cards, whose "
            "freshness tracks show more panic symbols. The rulebook suggests adding Mint It Up!"
        ),
        label=t("Hard Mode"),
        words=(("off", t("Off: front of the town cards")), ("on", t("On: town backs, more panic"))),
    ),
    OptionSpec(
        "mint_it_up",
        "off",
        ("off", "on"),
        t(
            "Mint It Up! from the rulebook, to make the game easier: every player gets one spare "
            "mint. Once in the game, its owner may spend it to turn a rolled die still in the pool to "
            "any face, before the roll is checked for trouble or before a hero takes a die."
        ),
        label=t("Mint It Up!"),
        words=(("off", t("Off")), ("on", t("On: 1 spare mint each"))),
    ),
    OptionSpec(
        "heroes",
        "random",
        ("random", "choose"),
        t(
            "Dealt at random: the game deals the heroes as it starts, and each hero card on the table "
            "names the player who plays it.\n"
            "Each player picks: before the first turn, the players take turns to pick a hero card on "
            "the table, one for each hero they play (solo: three; two players: two each)."
        ),
        label=t("Heroes"),
        words=(("random", t("Dealt at random")), ("choose", t("Each player picks at the table"))),
    ),
)


def hero_count(players: int) -> int:
    """Solo plays 3 heroes, two players 2 each, otherwise one hero a player."""
    return {1: 3, 2: 4}.get(players, players)


def controllers(players: int) -> tuple[int, ...]:
    """The seat playing each hero place, in turn order (two players alternate)."""
    return tuple(i % players for i in range(hero_count(players)))


def _build_trouble_deck(rng: Rng) -> tuple[tuple[str, ...], tuple[str, ...], Rng]:
    """3 piles of 4 trouble cards, a mayhem card shuffled into each, stacked; the rest left over."""
    cards, rng = rng.shuffle([c.id for c in CARDS.trouble])
    per = CARDS.per_pile
    deck: tuple[str, ...] = ()
    for p, mayhem in enumerate(CARDS.mayhem):
        pile, rng = shuffle_in(cards[p * per : (p + 1) * per], (mayhem.id,), rng)
        deck += pile
    rest = cards[CARDS.piles * per :]
    return deck, rest, rng


def new_game(seats: Sequence[Seat], seed: int, options: Mapping[str, Any] | None = None) -> State:
    opts = resolve_options(OPTIONS, options)
    if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
        raise OptionError(
            t(
                "Mint Cooperative takes {least}-{most} players; got {n}",
                least=MIN_PLAYERS,
                most=MAX_PLAYERS,
                n=len(seats),
            )
        )
    rng = Rng.from_seed(seed)
    villain = opts["villain"]
    if villain == "random":
        villain, rng = rng.choice(VILLAIN_IDS)
    v = VILLAINS[villain]
    nheroes = hero_count(len(seats))
    if opts["heroes"] == "random":
        order, rng = rng.shuffle(HERO_IDS)
        heroes = tuple(order[:nheroes])
        where = tuple(HOME[h] for h in heroes)
        phase = "choose"
    else:
        heroes = ("",) * nheroes
        where = (-1,) * nheroes
        phase = "pick"
    deck, rest, rng = _build_trouble_deck(rng)
    events: tuple[str, ...] = ()
    if v.events:
        events, rng = rng.shuffle(rest)
    stunt_deck, rng = rng.shuffle([s.id for s in CARDS.stunts])
    # a round's stunts are dealt off the top even when fewer heroes take them
    dealt, stunt_deck = draw_n(stunt_deck, CARDS.dealt_per_round)
    stunts = (*dealt[:nheroes], *("",) * (nheroes - len(dealt[:nheroes])))
    dice, rng = rng.roll(NDICE)  # the first roll is made at setup and is not checked for trouble
    state = State(
        seats=tuple(seats),
        villain=villain,
        hard=opts["hard"] == "on",
        heroes=heroes,
        control=controllers(len(seats)),
        where=where,
        mints=(CARDS.starting_mints,) * NTOWNS,
        tokens=(0,) * NTOWNS,
        decay=0,
        panic=v.start_panic,
        dice=dice,
        taken=(-1,) * NDICE,
        active=0,
        phase=phase,
        tasks=(),
        pending=(),
        trouble_deck=deck,
        trouble_discard=(),
        event_deck=events,
        event_discard=(),
        stunt_deck=stunt_deck,
        stunt_discard=(),
        stunts=stunts,
        field=False,
        mayhem=0,
        spare=(opts["mint_it_up"] == "on",) * len(seats),
        roll_text="",
        shown=(),
        result="",
        rng=rng,
    )
    # the first hero takes a die from that roll: the other Mint It Up! holders may change it first
    window = turn_window(state) if phase == "choose" else ()
    return replace(state, phase="spend", window=window) if window else state
