"""Why Mint Knight's list of legal moves leaves out the move it is asked about.

``play.legal(s, ask)`` builds the list as always and, asked about one move
(``mint.core.game.Ask``), calls here at the place that leaves the move out. The parts of the list
that come from fast or cached paths (a hand's plays, the paths a hero can walk, the slots to
explore) are explained by the functions below, from the same predicates those parts use, so that
the list asked by bots and the table costs what it did. Every reason names the heading of the
rules page (data/rules/knight.md) that explains it.
"""

from __future__ import annotations

from typing import Any, Callable

from mint.core.game import Ask
from mint.core.words import Said, data, t, tn
from mint.games.knight import board as B
from mint.games.knight import cardplay, walk
from mint.games.knight import cards as C
from mint.games.knight import terrain as T
from mint.games.knight.actions import (
    Assault,
    EndRound,
    EndTurn,
    Exhaust,
    Explore,
    Fight,
    Heal,
    MoveTo,
    Next,
    Pick,
    Play,
    Recruit,
    Restart,
    Under,
    UseReward,
    UseUnit,
    Wound,
)
from mint.games.knight.cardplay import Ctx
from mint.games.knight.effects import Effect
from mint.games.knight.state import FREE, MOVING, USED, WOUNDED, State

FALLBACK_RULE = "playing-cards"
"""The heading a refusal names when no place of the list spoke (the turn's cards and choices)."""

# --- Whose choice, open choices, a fight that cannot go on -------------------------------------------


def whose(s: State, actor: int, ask: Ask) -> None:
    """A move of a hero who is not the one to choose now."""
    seat = getattr(ask.action, "seat", None)
    if seat is None or seat == actor:
        return
    if not 0 <= seat < len(s.heroes):
        ask.no("coop", t("There is no such hero in this game."))
    else:
        ask.no("coop", t("It is {who}'s turn to choose.", who=B.who(s, actor)))


#: What each open choice asks for (a choice that is open must be answered before anything else).
_OPEN: dict[str, tuple[str, Said]] = {
    "exhaust": ("playing-cards", t("First choose the card to exhaust for the effect's cost.")),
    "mana": ("mana", t("First choose the colour of the mana you gain.")),
    "ready": ("units", t("First choose the unit to ready.")),
    "flip": ("levels", t("First choose the card to flip to its advanced face.")),
    "artifact": ("rewards", t("First choose the artifact to keep.")),
    "spell": ("rewards", t("First choose the spell to take from the offering.")),
    "under": ("hand", t("First choose the order in which the used cards go under the deck.")),
    "cube": ("coop", t("First choose which cube's enemy to fight.")),
}


def pending(s: State, ask: Ask) -> None:
    """A move that is not one of the answers to the open choice."""
    d = s.pending[0]
    rule, said = _OPEN.get(d.kind, (FALLBACK_RULE, t("First answer the open choice.")))
    if isinstance(ask.action, (Pick, Under) if d.kind != "exhaust" else Exhaust):
        said = t("That is not one of the answers to the open choice.")
    ask.no(rule, said)


def stuck(why: Said | str) -> Said:
    """Why nothing but a restart is left in a fight that cannot be won."""
    return t("This combat cannot be won: {why}. Restart the turn.", why=why)


def wound(s: State, seat: int, ask: Ask) -> None:
    """A move other than a wound while the attack that got through is taken."""
    a = ask.action
    c = s.combat
    assert c is not None
    if not isinstance(a, Wound):
        if isinstance(a, Restart):
            return  # (a sampled world of the search bot may lack the turn's start: no reason to give)
        ask.no(
            "wounds",
            tn(
                "First take the wounds: {n} point of attack is still to be taken.",
                "First take the wounds: {n} points of attack are still to be taken.",
                c.left,
            ),
        )
        return
    h = s.heroes[seat]
    if a.unit:
        if not 0 <= a.index < len(h.units):
            ask.no("wounds", t("There is no unit there."))
        else:
            ask.no("wounds", t("{unit} is already wounded.", unit=data(C.UNIT_BY_ID[h.units[a.index].id].name)))
    elif not 0 <= a.index < len(h.hand):
        ask.no("wounds", t("There is no card there."))
    else:
        ask.no("hand", t("That card has already been used this turn."))


# --- A move at a step that is not its own ----------------------------------------------------------------

_STOPPED = ("moving", t("Movement comes first in a turn; after a fight or a recruit the hero stays put."))

#: Kinds of move a fight leaves out, and why.
_NOT_IN_A_FIGHT: dict[type, tuple[str, Said]] = {
    MoveTo: ("moving", t("No moving during a combat.")),
    Explore: ("exploring", t("No exploring during a combat.")),
    Fight: ("combat", t("The hero is already in a fight.")),
    Recruit: ("units", t("Units are recruited outside a fight.")),
    Heal: ("heals", t("Heal points are spent outside a fight: heal once it is over.")),
    EndTurn: ("combat", t("Finish the combat first, or restart the turn.")),
    EndRound: ("round-end", t("The round can be ended at the start of a turn once the deck is empty.")),
    Assault: ("coop", t("The joint assault is called at the start of a turn.")),
    Wound: ("wounds", t("Wounds are taken only when an attack gets through the blocks.")),
    Next: ("combat", t("In the attack phase the fight ends once your attacks reach the enemy's defence.")),
    Pick: (FALLBACK_RULE, t("There is no open choice to answer.")),
    Under: (FALLBACK_RULE, t("There is no open choice to answer.")),
}

#: Kinds of move that only a fight (or an open choice) has, and why.
_ONLY_IN_A_FIGHT: dict[type, tuple[str, Said]] = {
    Next: ("combat", t("There is no combat.")),
    Wound: ("wounds", t("Wounds are taken only when an attack gets through the blocks.")),
    Restart: ("restart", t("The turn can be restarted during a combat (it cannot be lost).")),
    Pick: (FALLBACK_RULE, t("There is no open choice to answer.")),
    Under: (FALLBACK_RULE, t("There is no open choice to answer.")),
}


def turn(s: State, seat: int, x: Ctx, free: tuple[int, ...], ask: Ask) -> None:
    """A move the turn's list (``play.legal``) leaves out: ``x`` is the moment's context and
    ``free`` the unused hand cards, as the list had them."""
    kind = type(ask.action)
    table = _NOT_IN_A_FIGHT if s.combat is not None else _ONLY_IN_A_FIGHT
    step = table.get(kind)
    if step is not None:
        ask.no(*step)
        return
    explain = _BY_KIND.get(kind)
    if explain is not None:
        explain(s, seat, x, free, ask)


# --- Cards, units and rewards (cardplay's lists) ----------------------------------------------------------


def _option(effect: Effect, k: int, x: Ctx, spare: int, ask: Ask) -> None:
    """Why option ``k`` of an effect is not among ``cardplay.options_now(effect, x, spare)``."""
    if not 0 <= k < len(effect.options):
        ask.no("playing-cards", t("That effect has no such choice."))
        return
    need = cardplay.exhaust_need(effect.options[k])
    if need > spare:
        ask.no(
            "playing-cards",
            tn(
                "That choice exhausts {n} other card, and you have {spare} to spare.",
                "That choice exhausts {n} other cards, and you have {spare} to spare.",
                need,
                spare=spare,
            ),
        )
    else:
        ask.no("playing-cards", t("That effect does nothing at this point of the turn."))


def _unused(s: State, seat: int, pos: int, free: tuple[int, ...], ask: Ask) -> bool:
    """Whether hand position ``pos`` holds a card not used this turn (else why not)."""
    if not 0 <= pos < len(s.heroes[seat].hand):
        ask.no("hand", t("There is no card there."))
    elif pos not in free:
        ask.no("hand", t("That card has already been used this turn."))
    else:
        return True
    return False


def _play(s: State, seat: int, x: Ctx, free: tuple[int, ...], ask: Ask) -> None:
    a = ask.action
    assert isinstance(a, Play)
    if not _unused(s, seat, a.pos, free, ask):
        return
    half = B.half(s.heroes[seat].hand[a.pos])
    if a.how == "strong" and half.mana_cost not in cardplay.payable(s):  # (as card_plays offers it)
        mana = data(C.MANA_BY_CODE[half.mana_cost].name)
        ask.no("mana", t("The stronger action needs {mana} mana, and none can be spent.", mana=mana))
        return
    effect = half.action if a.how == "basic" else half.stronger if a.how == "strong" else C.SIDEWAYS
    _option(effect, a.option, x, min(2, len(free) - 1), ask)  # (the other cards card_plays counts)


def _unit(s: State, seat: int, x: Ctx, free: tuple[int, ...], ask: Ask) -> None:
    a = ask.action
    assert isinstance(a, UseUnit)
    h = s.heroes[seat]
    if not 0 <= a.index < len(h.units):
        ask.no("units", t("There is no unit there."))
        return
    u = h.units[a.index]
    name = data(C.UNIT_BY_ID[u.id].name)
    if not cardplay.unit_ok(s, seat, a.index):
        if u.status == WOUNDED:
            ask.no("heals", t("{unit} is wounded: heal it first.", unit=name))
        elif u.status == USED:
            ask.no("units", t("{unit} has already been used this round.", unit=name))
        else:
            ask.no("units", t("{unit} has already acted in this fight.", unit=name))
        return
    room = min(2, cardplay.spare_cards(s, seat))  # (as unit_uses counts)
    _option(C.UNIT_BY_ID[u.id].abilities, a.option, cardplay.context(s, seat, own_unit=a.index), room, ask)


_ONE_CARD_REWARD = t(
    "One action card must be played each turn, and none has been yet. Its cost exhausts a card, and that "
    "would leave no card to play: play a card first."
)
_ONE_CARD_EXHAUST = t(
    "One action card must be played each turn, and none has been yet. Exhausting this one would leave "
    "no card to play: play a card first."
)


_REWARD_CARDS: dict[str, dict[str, Any]] = {
    "skill": C.SKILL_BY_ID,
    "spell": C.SPELL_BY_ID,
    "artifact": C.ARTIFACT_BY_ID,
}


def _reward(s: State, seat: int, x: Ctx, free: tuple[int, ...], ask: Ask) -> None:
    a = ask.action
    assert isinstance(a, UseReward)
    held = next((r for kind, r in cardplay.rewards_of(s, seat) if kind == a.kind and r.id == a.id), None)
    if held is None or (a.strong and a.kind == "skill"):
        ask.no("spells", t("There is no such card to use."))
        return
    card: Any = _REWARD_CARDS[a.kind][a.id]
    if held.used:
        ask.no("spells", t("{card} has already been used this round.", card=data(card.name)))
        return
    spare = cardplay.spare_cards(s, seat)
    needs_card = a.kind != "skill"
    if needs_card and spare == 0:
        ask.no("playing-cards", _ONE_CARD_REWARD)
        return
    effect, mana = cardplay.reward_effects(s, seat, a.kind, a.id, a.strong)
    if mana and not cardplay.can_pay(s, mana):
        ask.no("spells", t("The mana {card} needs cannot be paid now.", card=data(card.name)))
        return
    _option(effect, a.option, x, min(2, spare - (1 if needs_card else 0)), ask)  # (as reward_uses counts)


def _exhaust(s: State, seat: int, x: Ctx, free: tuple[int, ...], ask: Ask) -> None:
    a = ask.action
    assert isinstance(a, Exhaust)
    if _unused(s, seat, a.pos, free, ask):  # (the list keeps the last card that could be played for it)
        ask.no("playing-cards", _ONE_CARD_EXHAUST)


# --- The map (walk's lists) --------------------------------------------------------------------------------


def _move(s: State, seat: int, x: Ctx, free: tuple[int, ...], ask: Ask) -> None:
    a = ask.action
    assert isinstance(a, MoveTo)
    tn_ = B.turn_of(s)
    if tn_.stage != MOVING:
        ask.no(*_STOPPED)
        return
    if tn_.move <= 0:
        ask.no("moving", t("Play Move first: you have no move points."))
        return
    m = B.the_map(s)
    target = m.index(a.place) if m.has(a.place) else -1
    key = walk.path_key(s, seat)
    if not walk.may_fight(s) and target in walk.reachable(key):
        ask.no("restart", walk.NO_MORE_FIGHTS)
    elif target in walk.roaming(s):
        ask.no("sites", t("A roaming enemy's space is never entered: attack it from a space next to it."))
    else:
        ask.no("moving", t("That space cannot be reached with the move points you have without provoking on the way."))


def _explore(s: State, seat: int, x: Ctx, free: tuple[int, ...], ask: Ask) -> None:
    tn_ = B.turn_of(s)
    if tn_.stage != MOVING:
        ask.no(*_STOPPED)
    elif tn_.move < C.EXPLORE_COST and not tn_.free_explores:
        ask.no("exploring", t("Exploring costs {cost} Move; you have {have}.", cost=C.EXPLORE_COST, have=tn_.move))
    elif not s.terrain_deck and not walk.can_recycle(s):
        ask.no("exploring", t("The terrain deck is empty and no card can be taken back to explore with."))
    else:
        ask.no("exploring", t("The hero must stand on the card edge next to an empty slot of the step pattern."))


def _fight(s: State, seat: int, x: Ctx, free: tuple[int, ...], ask: Ask) -> None:
    if B.turn_of(s).stage != MOVING:
        ask.no(*_STOPPED)
    elif not walk.may_fight(s):
        ask.no("restart", walk.NO_MORE_FIGHTS)
    else:
        ask.no("sites", t("Only an unbeaten roaming enemy next to the hero can be attacked."))


# --- Units and heals ---------------------------------------------------------------------------------------


def _recruit(s: State, seat: int, x: Ctx, free: tuple[int, ...], ask: Ask) -> None:
    """Why a Recruit is not among ``play._recruits``: its tests, in its order."""
    a = ask.action
    assert isinstance(a, Recruit)
    tn_ = B.turn_of(s)
    h = s.heroes[seat]
    unit = C.UNIT_BY_ID[s.unit_offer[a.pos]] if 0 <= a.pos < len(s.unit_offer) else None
    short = tn_.free_recruits == 0 and (unit is None or tn_.influence < unit.cost)
    if tn_.influence == 0 and tn_.free_recruits == 0:  # (play.legal asks for recruits only with some)
        if unit is None:
            ask.no("units", t("You have no influence to recruit with."))
        else:
            ask.no("units", _costs(unit, tn_.influence))
        return
    loc = B.recruit_location(s, seat)
    if loc is None:
        ask.no("units", t("Units are recruited at a town, or at a vanquished keep, mage tower or castle."))
        return
    spots = B.unit_spots(h)
    if spots == 0:
        first = next((sp.level for sp in C.XP_TRACK if sp.symbol == "unit"), 0)
        ask.no("units", t("You have no unit spot yet: the first comes at level {level}.", level=first))
    elif unit is None:
        ask.no("units", t("There is no unit there in the offering."))
    elif loc not in unit.recruit_at:
        place = T.LOCATION_NAMES.get(loc, loc)
        ask.no("units", t("{unit} is not recruited at a {place}.", unit=data(unit.name), place=place))
    elif short:
        ask.no("units", _costs(unit, tn_.influence))
    elif len(h.units) >= spots and a.replace < 0:
        ask.no(
            "units",
            tn(
                "Every unit spot is taken ({n} of {n}): drop the new unit on the unit it replaces.",
                "Every unit spot is taken ({n} of {n}): drop the new unit on the unit it replaces.",
                spots,
            ),
        )
    elif len(h.units) < spots and a.replace >= 0:
        ask.no("units", t("A unit spot is still free: the new unit goes there and replaces none."))
    else:
        ask.no("units", t("There is no unit there to replace."))


def _costs(unit: C.Unit, have: int) -> Said:
    return t("{unit} costs {cost} influence; you have {have}.", unit=data(unit.name), cost=unit.cost, have=have)


def _heal(s: State, seat: int, x: Ctx, free: tuple[int, ...], ask: Ask) -> None:
    """Why a Heal is not among ``play._heals``."""
    a = ask.action
    assert isinstance(a, Heal)
    have = B.turn_of(s).heal
    h = s.heroes[seat]
    if have <= 0:
        ask.no("heals", t("You have no heal points: play a Heal effect first."))
    elif a.where == "unit":
        cost = C.HEAL_COSTS["ready_wounded_unit"]
        if not 0 <= a.index < len(h.units):
            ask.no("heals", t("There is no unit there."))
        elif h.units[a.index].status != WOUNDED:
            ask.no("heals", t("{unit} is not wounded.", unit=data(C.UNIT_BY_ID[h.units[a.index].id].name)))
        else:
            ask.no(
                "heals",
                tn(
                    "Readying a wounded unit costs {n} heal point; you have {have}.",
                    "Readying a wounded unit costs {n} heal points; you have {have}.",
                    cost,
                    have=have,
                ),
            )
    elif a.where == "hand" and 0 <= a.index < len(h.hand) and h.hand_use[a.index] != FREE:
        ask.no("heals", t("That card has already been used this turn."))
    else:
        pile = {"hand": h.hand, "deck": h.deck, "discard": h.discard}.get(a.where, ())
        if not 0 <= a.index < len(pile):
            ask.no("heals", t("There is no card there."))
        else:
            ask.no(
                "heals", t("{card} is already on its starting half.", card=C.ACTION_BY_ID[pile[a.index].title].title)
            )


# --- Ending a turn or a round, the joint assault ---------------------------------------------------------------


def _end_turn(s: State, seat: int, x: Ctx, free: tuple[int, ...], ask: Ask) -> None:
    if s.joint and seat in s.joint:
        ask.no(
            "coop", t("The joint assault's shared turn cannot be ended: go on into the castle fight, or restart it.")
        )
    else:
        ask.no("playing-cards", t("Play at least one action card before ending the turn."))


def _end_round(s: State, seat: int, x: Ctx, free: tuple[int, ...], ask: Ask) -> None:
    ask.no("round-end", t("The round can be ended at the start of a turn once the deck is empty."))


def _assault(s: State, seat: int, x: Ctx, free: tuple[int, ...], ask: Ask) -> None:
    if not B.fresh_turn(s):
        ask.no("coop", t("The joint assault is called at the start of a turn."))
    else:
        walk.can_assault(s, seat, ask)


_BY_KIND: dict[type, Callable[[State, int, Ctx, tuple[int, ...], Ask], None]] = {
    Play: _play,
    UseUnit: _unit,
    UseReward: _reward,
    Exhaust: _exhaust,
    MoveTo: _move,
    Explore: _explore,
    Fight: _fight,
    Recruit: _recruit,
    Heal: _heal,
    EndTurn: _end_turn,
    EndRound: _end_round,
    Assault: _assault,
}
"""Each kind of move's explanation, outside a fight and in one (the kinds a fight has)."""
