"""Mint Cooperative's words: the log line of each action, revealed cards, seat and hero names."""

from __future__ import annotations

from mint.core import seats
from mint.core.game import Action
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
    return HEROES[state.heroes[hero]].name if state.heroes[hero] else f"Hero {hero + 1}"


def shown_text(shown: Shown) -> str:
    """One line for a revealed card: which towns it hit and how much panic it added."""
    if shown.kind == "mayhem":
        return f"Mayhem ({shown.note})! Panic +{shown.panic}, one for each visible panic symbol"
    if shown.kind == "stopped":
        return f"Trouble card {shown.card} is stopped by the Force Field"
    if shown.kind == "event":
        where = TOWN_NAMES[TIDX[shown.towns[0]]]
        text = f"Event {shown.card}: a token lands on {where}"
        return f"{text} ({shown.note})" if shown.note else text
    hits = ", ".join(
        f"{TOWN_NAMES[TIDX[t]]} loses {n} mint{'s' if n != 1 else ''}"
        for t, n in zip(shown.towns, shown.removed, strict=True)
    )
    return f"Trouble card {shown.card}: {hits}; panic +{shown.panic}"


def _after_text(before: State, after: State) -> str:
    parts = []
    if after.shown and after.shown != before.shown:
        parts.append(shown_text(after.shown[-1]))
    if after.result == "won":
        parts.append("the heroes win!")
    elif after.result:
        parts.append(f"the heroes lose: {after.result.removeprefix('lost: ')}")
    return "; ".join(parts)


def _checked(text: str, tail: str) -> str:
    return f"Trouble check: {text}" + (f"; {tail}" if tail else "")


def describe(state: State, action: Action, after: State | None) -> str:
    """The log line for ``action``; ``after`` is the state it leads to, when it can be known
    (None in an observation, whose generator is hidden, or for an illegal action)."""
    seat = to_act(state)
    who = seat_name(state, seat) if seat is not None else "The table"
    hero = state.active
    if state.phase == "task" and state.tasks:
        hero = state.tasks[0].hero
    name = hero_name(state, hero)
    tail = _after_text(state, after) if after is not None else ""
    if isinstance(action, Pick):
        return f"{who} will play {HEROES[action.hero].name}"
    if isinstance(action, Roll):
        if after is None:
            return f"{name} rolls the four dice"
        dice = " ".join(str(d) for d in after.dice)
        return f"{name} rolls {dice}. {after.roll_text}" + (f"; {tail}" if tail else "")
    if isinstance(action, Check):
        if len(state.window) > 1:  # another holder is asked next
            return f"{who} keeps the roll as it is"
        return _checked(classify(state.dice)[1], tail)
    if isinstance(action, KeepMint):
        return f"{who} keeps the Mint It Up! mint"
    if isinstance(action, MintItUp):
        return f"{who} spends the Mint It Up! mint on die {action.die + 1}"
    if isinstance(action, SetFace):
        text = f"Die {state.fixing + 1} turns from {state.dice[state.fixing]} to {action.face}"
        if state.back == "check" and not holders(state, (seat or 0) + 1):
            # nobody else holds a mint: the changed roll is checked at once
            changed = list(state.dice)
            changed[state.fixing] = action.face
            return f"{text}. {_checked(classify(changed)[1], tail)}"
        return text
    if isinstance(action, Reveal):
        return tail or "The next card is revealed"
    if isinstance(action, Take):
        face = FACES[state.dice[action.die]]
        return f"{name} takes die {action.die + 1}: {face.name}" + (f"; {tail}" if tail else "")
    if isinstance(action, PlayStunt):
        sid = state.stunts[state.active]
        stunt = STUNTS[sid].name if sid else "a stunt"
        return f"{name} plays {stunt} with die {action.die + 1}" + (f"; {tail}" if tail else "")
    if isinstance(action, Mint):
        t = TIDX[action.town]
        n = state.tasks[0].n if state.tasks and state.tasks[0].do == "mint" else 1
        if state.tasks and state.tasks[0].pair and len(state.tasks) > 1 and state.tasks[1].do == "mint":
            n = state.tasks[1].n
        added = after.mints[t] - state.mints[t] if after is not None else n
        if added == 0:
            return f"{name} tries to mint at {TOWN_NAMES[t]}, but its track is full"
        return (
            f"{name} puts {added} mint{'s' if added != 1 else ''} on {TOWN_NAMES[t]} ({state.mints[t] + added}/{SLOTS})"
        )
    if isinstance(action, Move):
        mover = HEROES[action.hero].name
        kind = state.tasks[0].do if state.tasks else "run"
        verb = {"run": "runs", "fly": "flies", "rescue": "flies", "companion": "flies along"}.get(kind, "moves")
        if state.tasks and state.tasks[0].pair and kind != "run":
            verb = "runs"
        return f"{mover} {verb} to {TOWN_NAMES[TIDX[action.town]]}"
    if isinstance(action, Stay):
        return f"{name} stays in {TOWN_NAMES[state.where[hero]]}"
    if isinstance(action, Skip):
        return f"{name} skips the rest of this step"
    if isinstance(action, Choose):
        return f"{name} chooses {HEROES[action.hero].name}"
    if isinstance(action, RemoveToken):
        return f"{name} removes a {VILLAINS[state.villain].name} token from {TOWN_NAMES[TIDX[action.town]]}"
    if isinstance(action, Reroll):
        if not action.dice:
            return f"{name} rerolls no dice"
        # no results here: this line is also shown while the player is still choosing
        return f"{name} rerolls die {', '.join(str(d + 1) for d in action.dice)}"
    return action.label
