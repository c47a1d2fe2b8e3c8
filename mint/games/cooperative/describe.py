"""Mint Cooperative's words: the log line of each action, revealed cards, seat and hero names."""

from __future__ import annotations

from mint.core import seats
from mint.core.game import Action
from mint.core.words import Said, data, t, tn
from mint.games.cooperative import stored
from mint.games.cooperative.actions import (
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
from mint.games.cooperative.cards import FACES, HEROES, STUNTS, VILLAINS
from mint.games.cooperative.spare import holders
from mint.games.cooperative.state import SLOTS, TIDX, TOWN_NAMES, Shown, State, to_act
from mint.games.cooperative.trouble import classify


def seat_name(state: State, seat: int) -> str:
    return seats.seat_name(state.seats, seat)


def hero_name(state: State, hero: int) -> str:
    return (
        str(data(HEROES[state.heroes[hero]].name)) if state.heroes[hero] else str(t("Hero {number}", number=hero + 1))
    )


def shown_said(shown: Shown) -> Said:
    """One line for a revealed card: which towns it hit and how much panic it added."""
    if shown.kind == "mayhem":
        return t(
            "Mayhem ({note})! Panic +{panic}, one for each visible panic symbol",
            note=stored.note(shown.note),
            panic=shown.panic,
        )
    if shown.kind == "stopped":
        return t("Trouble card {card} is stopped by the Force Field", card=shown.card)
    if shown.kind == "event":
        where = TOWN_NAMES[TIDX[shown.towns[0]]]
        if shown.note:
            return t(
                "Event {card}: a token lands on {town} ({note})",
                card=shown.card,
                town=data(where),
                note=stored.note(shown.note),
            )
        return t("Event {card}: a token lands on {town}", card=shown.card, town=data(where))
    hits = ", ".join(
        str(tn("{town} loses {n} mint", "{town} loses {n} mints", n, town=data(TOWN_NAMES[TIDX[town]])))
        for town, n in zip(shown.towns, shown.removed, strict=True)
    )
    return t("Trouble card {card}: {hits}; panic +{panic}", card=shown.card, hits=hits, panic=shown.panic)


def shown_text(shown: Shown) -> str:
    return str(shown_said(shown))


def _after_text(before: State, after: State) -> str:
    parts = []
    if after.shown and after.shown != before.shown:
        parts.append(shown_text(after.shown[-1]))
    if after.result == "won":
        parts.append(str(t("the heroes win!")))
    elif after.result:
        parts.append(str(t("the heroes lose: {why}", why=stored.loss(after.result))))
    return "; ".join(parts)


def _then(said: Said, tail: str) -> str:
    """A log line and what followed it (a revealed card, the end of the game), if anything did."""
    return str(t("{line}; {then}", line=said, then=tail)) if tail else str(said)


def _checked(result: str, tail: str) -> str:
    return _then(t("Trouble check: {result}", result=stored.roll(result)), tail)


_MOVES = {
    "run": lambda who, town: t("{hero} runs to {town}", hero=who, town=town),
    "fly": lambda who, town: t("{hero} flies to {town}", hero=who, town=town),
    "along": lambda who, town: t("{hero} flies along to {town}", hero=who, town=town),
    "move": lambda who, town: t("{hero} moves to {town}", hero=who, town=town),
}


def describe(state: State, action: Action, after: State | None) -> str:
    """The log line for ``action``; ``after`` is the state it leads to, when it can be known
    (None in an observation, whose generator is hidden, or for an illegal action)."""
    seat = to_act(state)
    who = seat_name(state, seat) if seat is not None else str(t("The table"))
    hero = state.active
    if state.phase == "task" and state.tasks:
        hero = state.tasks[0].hero
    name = hero_name(state, hero)
    tail = _after_text(state, after) if after is not None else ""
    if isinstance(action, Pick):
        return str(t("{player} will play {hero}", player=who, hero=data(HEROES[action.hero].name)))
    if isinstance(action, Roll):
        if after is None:
            return str(t("{hero} rolls the four dice", hero=name))
        dice = " ".join(str(d) for d in after.dice)
        return _then(
            t("{hero} rolls {dice}. {result}", hero=name, dice=dice, result=stored.roll(after.roll_text)), tail
        )
    if isinstance(action, Check):
        if len(state.window) > 1:  # another holder is asked next
            return str(t("{player} keeps the roll as it is", player=who))
        return _checked(classify(state.dice)[1], tail)
    if isinstance(action, KeepMint):
        return str(t("{player} keeps the Mint It Up! mint", player=who))
    if isinstance(action, MintItUp):
        return str(t("{player} spends the Mint It Up! mint on die {die}", player=who, die=action.die + 1))
    if isinstance(action, SetFace):
        turned = t(
            "Die {die} turns from {old} to {new}", die=state.fixing + 1, old=state.dice[state.fixing], new=action.face
        )
        if state.back == "check" and not holders(state, (seat or 0) + 1):
            # nobody else holds a mint: the changed roll is checked at once
            changed = list(state.dice)
            changed[state.fixing] = action.face
            return str(t("{turned}. {checked}", turned=turned, checked=_checked(classify(changed)[1], tail)))
        return str(turned)
    if isinstance(action, Reveal):
        return tail or str(t("The next card is revealed"))
    if isinstance(action, Take):
        face = data(FACES[state.dice[action.die]].name)
        return _then(t("{hero} takes die {die}: {face}", hero=name, die=action.die + 1, face=face), tail)
    if isinstance(action, PlayStunt):
        sid = state.stunts[state.active]
        if sid:
            said = t("{hero} plays {stunt} with die {die}", hero=name, stunt=data(STUNTS[sid].name), die=action.die + 1)
        else:
            said = t("{hero} plays a stunt with die {die}", hero=name, die=action.die + 1)
        return _then(said, tail)
    if isinstance(action, Mint):
        town = TIDX[action.town]
        n = state.tasks[0].n if state.tasks and state.tasks[0].do == "mint" else 1
        if state.tasks and state.tasks[0].pair and len(state.tasks) > 1 and state.tasks[1].do == "mint":
            n = state.tasks[1].n
        added = after.mints[town] - state.mints[town] if after is not None else n
        where = data(TOWN_NAMES[town])
        if added == 0:
            return str(t("{hero} tries to mint at {town}, but its track is full", hero=name, town=where))
        return str(
            tn(
                "{hero} puts {n} mint on {town} ({now}/{slots})",
                "{hero} puts {n} mints on {town} ({now}/{slots})",
                added,
                hero=name,
                town=where,
                now=state.mints[town] + added,
                slots=SLOTS,
            )
        )
    if isinstance(action, Move):
        kind = state.tasks[0].do if state.tasks else "run"
        how = {"run": "run", "fly": "fly", "rescue": "fly", "companion": "along"}.get(kind, "move")
        if state.tasks and state.tasks[0].pair and kind != "run":
            how = "run"
        return str(_MOVES[how](str(data(HEROES[action.hero].name)), data(TOWN_NAMES[TIDX[action.town]])))
    if isinstance(action, Stay):
        return str(t("{hero} stays in {town}", hero=name, town=data(TOWN_NAMES[state.where[hero]])))
    if isinstance(action, Skip):
        return str(t("{hero} skips the rest of this step", hero=name))
    if isinstance(action, Choose):
        return str(t("{hero} chooses {other}", hero=name, other=data(HEROES[action.hero].name)))
    if isinstance(action, RemoveToken):
        return str(
            t(
                "{hero} removes a {villain} token from {town}",
                hero=name,
                villain=data(VILLAINS[state.villain].name),
                town=data(TOWN_NAMES[TIDX[action.town]]),
            )
        )
    if isinstance(action, Reroll):
        if not action.dice:
            return str(t("{hero} rerolls no dice", hero=name))
        # no results here: this line is also shown while the player is still choosing
        dice = ", ".join(str(d + 1) for d in action.dice)
        # (the English line names them "die 1, 3" whatever their number, as saved games' logs do)
        n = len(action.dice)
        return str(tn("{hero} rerolls die {dice}", "{hero} rerolls die {dice}", n, hero=name, dice=dice))
    return action.label
