"""Mint Knight's words: a log line for every action, a button's and a hint's words for it."""

from __future__ import annotations

from typing import Any

from mint.core.game import Action
from mint.games.knight import board as B
from mint.games.knight import cardplay, play
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
from mint.games.knight.effects import Effect
from mint.games.knight.effects import Influence as InfluenceStep
from mint.games.knight.state import ATTACK, BLOCKING, COOP, MOVING, RANGED, STUCK, WOUNDS, State

PHASE_WORDS = {
    RANGED: "ranged phase",
    BLOCKING: "blocking phase",
    WOUNDS: "wounds",
    ATTACK: "attack phase",
    STUCK: "lost cause",
}
KIND_NAMES: dict[str, dict[str, Any]] = {"skill": C.SKILL_BY_ID, "spell": C.SPELL_BY_ID, "artifact": C.ARTIFACT_BY_ID}


who = B.who


def option_text(effect: Effect, option: int) -> str:
    return C.text_of(Effect((effect.options[option],)))


def play_effect(s: State, a: Play) -> Effect:
    half = B.half(s.heroes[a.seat].hand[a.pos])
    return half.action if a.how == "basic" else half.stronger if a.how == "strong" else C.SIDEWAYS


def play_words(s: State, a: Play) -> str:
    card = s.heroes[a.seat].hand[a.pos]
    what = option_text(play_effect(s, a), a.option)
    how = {"basic": "", "strong": " stronger", "side": " sideways"}[a.how]
    return f"{C.ACTION_BY_ID[card.title].title}{how}: {what}"


def reward_words(a: UseReward) -> str:
    card: Any = KIND_NAMES[a.kind][a.id]
    if a.kind == "skill":
        effect = card.effect
    elif a.kind == "spell":
        effect = card.stronger if a.strong else card.basic
    else:
        effect = card.stronger if a.strong else card.basic
    return f"{card.name}{' (stronger)' if a.strong else ''}: {option_text(effect, a.option)}"


def unit_words(s: State, a: UseUnit) -> str:
    unit = C.UNIT_BY_ID[s.heroes[a.seat].units[a.index].id]
    return f"{unit.name}: {option_text(unit.abilities, a.option)}"


PLACE_NAMES = {"orcs": "the Orc camp", "dragon": "the Dragon's lair"}
"""Roaming enemies' spaces by what they are (other locations are "the" and their name)."""


def place_words(s: State, place: T.Place) -> str:
    """A map space by what it is and the terrain card it lies on: "the Town on Greenvale",
    "the Orc camp on Thornwood", "a hills space on Redspire"."""
    m = B.the_map(s)
    i = m.index(place)
    loc = m.location[i]
    if loc:
        what = PLACE_NAMES.get(loc) or f"the {T.LOCATION_NAMES[loc]}"
    else:
        terrain = "/".join(C.TERRAIN_BY_ID[t].name.lower() if t in C.TERRAIN_BY_ID else t for t in m.terrains[i])
        what = f"a {terrain} space"
    return f"{what} on {card_words(m, m.places[i][0])}"


def card_words(m: T.Map, slot: T.Slot) -> str:
    """The name of the terrain card in a slot."""
    card_id, side = m.card_at[slot]
    return T.card(card_id, side).name


def label(s: State, a: Action) -> str:
    """A button's words for an action."""
    if isinstance(a, Play):
        return play_words(s, a)
    if isinstance(a, UseReward):
        return reward_words(a)
    if isinstance(a, UseUnit):
        return unit_words(s, a)
    if isinstance(a, Pick):
        return pick_words(s, a)
    return a.label


def pick_words(s: State, a: Pick) -> str:
    d = s.pending[0] if s.pending else None
    kind = d.kind if d else ""
    if kind == "mana":
        return f"Take {C.MANA_BY_CODE[a.value].name} mana"
    if kind == "ready":
        unit = C.UNIT_BY_ID[s.heroes[a.seat].units[int(a.value[4:])].id]
        return f"Ready {unit.name}"
    if kind == "flip":
        card = s.heroes[a.seat].hand[int(a.value[4:])]
        return f"Flip {C.ACTION_BY_ID[card.title].title} to its advanced side"
    if kind == "artifact":
        return f"Keep {C.ARTIFACT_BY_ID[a.value].name}"
    if kind == "spell":
        return f"Take {C.SPELL_BY_ID[a.value].name}"
    if kind == "cube":
        e = B.enemy_at(s, B.joint_castle(s), a.value) if B.joint_castle(s) else None  # type: ignore[arg-type]
        return f"Fight the {a.value} cube's enemy" + (f" ({e.name})" if e else "")
    if a.value == "keep":
        return "Keep the play order"
    return a.label


def heal_words(s: State, a: Heal) -> str:
    h = s.heroes[a.seat]
    if a.where == "unit":
        return f"{C.UNIT_BY_ID[h.units[a.index].id].name} is healed and ready"
    if a.where == "discard":
        return f"{B.card_name(h.discard[a.index])} goes from the discard pile under the deck"
    card = h.hand[a.index] if a.where == "hand" else h.deck[a.index]
    where = "in hand" if a.where == "hand" else "in the deck"
    return f"{C.ACTION_BY_ID[card.title].title} {where} turns back to starting"


def picked_words(s: State, a: Pick) -> str:
    """A pending choice's answer as a log line says it (after the player's name)."""
    d = s.pending[0] if s.pending else None
    kind = d.kind if d else ""
    if kind == "mana":
        return f"took {C.MANA_BY_CODE[a.value].name} mana"
    if kind == "ready":
        return f"readied {C.UNIT_BY_ID[s.heroes[a.seat].units[int(a.value[4:])].id].name}"
    if kind == "flip":
        card = s.heroes[a.seat].hand[int(a.value[4:])]
        return f"flipped {C.ACTION_BY_ID[card.title].title} to its advanced side"
    if kind == "artifact":
        return f"kept the artifact {C.ARTIFACT_BY_ID[a.value].name} (the other goes under the artifact deck)"
    if kind == "spell":
        return f"took the spell {C.SPELL_BY_ID[a.value].name} from the offering"
    if kind == "cube":
        return pick_words(s, a).replace("Fight", "chose to fight", 1)
    if a.value == "keep":
        return "put the rest under the deck in the order played"
    return f"chose {a.value}"


def describe(s: State, a: Action) -> str:
    """The log line of an action: what was done, then what came of it (a card or cube found, a
    fight begun, an enemy defeated, experience, a new level, a skill, a unit spot)."""
    line = _done(s, a)
    after = aftermath(s, a)
    return f"{line} {after}" if after else line


def _done(s: State, a: Action) -> str:
    name = who(s, getattr(a, "seat", s.current))
    if isinstance(a, Play):
        return f"{name} played {play_words(s, a)}."
    if isinstance(a, Exhaust):
        card = s.heroes[a.seat].hand[a.pos]
        return f"{name} exhausted {B.card_name(card)}."
    if isinstance(a, Wound):
        h = s.heroes[a.seat]
        if a.unit:
            return f"{name} let {C.UNIT_BY_ID[h.units[a.index].id].name} take a wound."
        return f"{name} took a wound: {B.card_name(h.hand[a.index])} is exhausted."
    if isinstance(a, MoveTo):
        m = B.the_map(s)
        info = play.paths(s, a.seat).get(m.index(a.place))
        cost = f" for {info[0]} Move" if info else ""
        extra = ""
        if info and info[2] is not None:
            extra = f", provoking the enemy of {place_words(s, m.places[info[2]])}"
        return f"{name} moved to {place_words(s, a.place)}{cost}{extra}."
    if isinstance(a, Explore):
        side = _direction(s, a)
        if s.terrain_deck:
            return f"{name} explored {side} and found {T.card(s.terrain_deck[-1]).name}."
        return (
            f"{name} explored {side}; with the terrain deck empty, a card already seen comes back on its advanced side."
        )
    if isinstance(a, Fight):
        e = B.enemy_at(s, a.place)
        return f"{name} attacked the {e.name} at {place_words(s, a.place)}."
    if isinstance(a, Next):
        c = s.combat
        if c and c.phase == RANGED:
            back = " (the ranged cards played go back to the hand and their mana is refunded)" if c.attacks else ""
            return f"{name} went on to the blocking phase{back}."
        return f"{name} finished blocking."
    if isinstance(a, UseUnit):
        return f"{name} used {unit_words(s, a)}."
    if isinstance(a, UseReward):
        return f"{name} used {reward_words(a)}."
    if isinstance(a, Recruit):
        unit = C.UNIT_BY_ID[s.unit_offer[a.pos]]
        gone = ""
        if a.replace >= 0:
            gone = f" in place of {C.UNIT_BY_ID[s.heroes[a.seat].units[a.replace].id].name}"
        return f"{name} recruited {unit.name}{gone}."
    if isinstance(a, Heal):
        return f"{name} healed: {heal_words(s, a)}."
    if isinstance(a, Pick):
        return f"{name} {picked_words(s, a)}."
    if isinstance(a, Under):
        under = next((c for c in s.heroes[a.seat].hand if c.n == a.n), None)
        return f"{name} put {B.card_name(under) if under else 'a card'} under the deck."
    if isinstance(a, EndTurn):
        return f"{name} ended the turn."
    if isinstance(a, EndRound):
        return f"{name} ended round {s.round}."
    if isinstance(a, Restart):
        return f"{name} restarted the turn."
    if isinstance(a, Assault):
        return f"{name} called the joint assault on the castle."
    return str(a)


def _direction(s: State, a: Explore) -> str:
    """Where an explored slot lies from the card the hero stands on."""
    m = B.the_map(s)
    here = m.places[B.hero_space(s, a.seat)][0]
    dc, dk = a.slot[0] - here[0], a.slot[1] - here[1]
    way = {(1, 0): "east", (0, 1): "north", (-1, 0): "west", (0, -1): "south", (1, 1): "north-east"}
    return f"{way.get((dc, dk), 'beyond')} of {card_words(m, here)}"


def aftermath(s: State, a: Action) -> str:
    """What an action brought about, in sentences ('' when nothing worth a line)."""
    seat = getattr(a, "seat", s.current)
    try:
        t = play.act(s, a)
    except (AssertionError, ValueError, KeyError, IndexError):
        return ""
    out: list[str] = []
    if isinstance(a, Explore):
        slot = t.placed[-1][2] if t.placed else a.slot
        cube = next((c for sl, c in t.cubes if sl == slot), None)
        if not s.terrain_deck and t.placed:
            out.append(f"{T.card(t.placed[-1][0], T.ADVANCED).name} is laid there on its advanced side.")
        if cube:
            out.append(f"Its guiding cube is {cube}.")
        if len(t.castles) > len(s.castles):
            out.append(f"A castle is revealed ({len(t.castles)} of {t.castles_total}).")
    c0, c1 = s.combat, t.combat
    if c0 is None and c1 is not None:
        e = B.foe(c1)
        out.append(f"A fight with the {e.name} begins: attack {e.attack} {e.attack_type}, defense {e.defense}.")
    if c0 is not None:
        out += _fight_outcome(s, t, c0, seat)
    return " ".join(out)


def _fight_outcome(s: State, t: State, c: Any, seat: int) -> list[str]:
    e = B.foe(c)
    out: list[str] = []
    c1 = t.combat
    if c1 is not None and c1.phase != c.phase:
        if c1.phase == WOUNDS:
            out.append(f"{c1.left} attack gets through: take wounds.")
        elif c1.phase == ATTACK and c.phase == BLOCKING:
            out.append("The attack is blocked.")
        elif c1.phase == ATTACK and c.phase == WOUNDS:
            out.append("The wounds are taken: now the attack phase.")
        elif c1.phase == STUCK:
            out.append(f"The fight cannot be won now ({c1.why}): restart the turn.")
    h0, h1 = s.heroes[seat], t.heroes[seat]
    if c1 is not None or h1.xp == h0.xp and c.place not in t.vanquished:
        return out
    out.append(f"Victory over the {e.name}: +{h1.xp - h0.xp} experience ({h1.xp} XP).")
    if t.castles_won > s.castles_won:
        out.append(f"The castle falls ({t.castles_won} of {t.castles_total}).")
    if t.won:
        out.append("Every castle has fallen: victory!")
    lv0, lv1 = B.level(h0), B.level(h1)
    if lv1 > lv0:
        out.append(f"Level {lv1}: defense {B.defense(h1)}, hand size {B.hand_size(h1)}.")
    gained = [r.id for r in t.skills[len(s.skills) :]]
    for sid in gained:
        out.append(f"New skill: {C.SKILL_BY_ID[sid].name}.")
    if "skill" in C.symbols_between(h0.xp, h1.xp) and not gained and s.mode == COOP:
        out.append(f"The group already holds {C.COOP_MAX_SKILLS} skills, so no new one.")
    if B.unit_spots(h1) > B.unit_spots(h0):
        n = B.unit_spots(h1)
        out.append(f"A unit spot opens ({n} in all).")
    return out


def idle_influence(s: State, seat: int) -> str:
    """Why influence gained now could not recruit a unit this turn ('' when it might): no unit spot
    yet, or a hero who has stopped moving away from any place that recruits."""
    h = s.heroes[seat]
    if B.unit_spots(h) == 0:
        nxt = next((sp.level for sp in C.XP_TRACK if sp.symbol == "unit" and sp.level > B.level(h)), None)
        return f"no unit spot until level {nxt}" if nxt else "no unit spot"
    t = s.turn
    if t is not None and t.stage != MOVING and play.recruit_location(s, seat) is None:
        return "the hero has stopped where no unit is recruited"
    return ""


def gives_influence(s: State, a: Action) -> bool:
    """Whether an action's effect adds influence points."""
    effect: Effect | None = None
    if isinstance(a, Play):
        effect = play_effect(s, a)
    elif isinstance(a, UseUnit):
        effect = C.UNIT_BY_ID[s.heroes[a.seat].units[a.index].id].abilities
    elif isinstance(a, UseReward):
        effect = cardplay.reward_effects(s, a.seat, a.kind, a.id, a.strong)[0]
    if effect is None:
        return False
    return any(isinstance(st, InfluenceStep) for st in effect.options[getattr(a, "option", 0)])


def advice(s: State, a: Action) -> str:
    """An action as a hint says it: what to do, in the imperative ("End the turn")."""
    seat = getattr(a, "seat", s.current)
    h = s.heroes[seat] if 0 <= seat < len(s.heroes) else None
    if isinstance(a, Play):
        return f"Play {play_words(s, a)}"
    if isinstance(a, Exhaust) and h is not None:
        return f"Exhaust {B.card_name(h.hand[a.pos])}"
    if isinstance(a, Wound) and h is not None:
        if a.unit:
            return f"Let {C.UNIT_BY_ID[h.units[a.index].id].name} take a wound"
        return f"Take a wound on {B.card_name(h.hand[a.index])}"
    if isinstance(a, MoveTo):
        return f"Move to {place_words(s, a.place)}"
    if isinstance(a, Explore):
        return f"Explore {_direction(s, a)}"
    if isinstance(a, Fight):
        return f"Attack the {B.enemy_at(s, a.place).name} at {place_words(s, a.place)}"
    if isinstance(a, Next):
        c = s.combat
        return "Go on to the blocking phase" if c is not None and c.phase == RANGED else "Finish blocking"
    if isinstance(a, UseUnit):
        return f"Use {unit_words(s, a)}"
    if isinstance(a, UseReward):
        return f"Use {reward_words(a)}"
    if isinstance(a, Recruit):
        done = _done(s, a)
        return "Recruit" + done.split(" recruited", 1)[-1].rstrip(".")
    if isinstance(a, Heal):
        return f"Heal: {heal_words(s, a)}"
    if isinstance(a, Pick):
        return pick_words(s, a)
    if isinstance(a, Under):
        under = next((c for c in s.heroes[a.seat].hand if c.n == a.n), None)
        return f"Put {B.card_name(under) if under else 'that card'} under the deck next"
    words: dict[type, str] = {EndTurn: "End the turn", EndRound: "End the round now", Restart: "Restart the turn"}
    if isinstance(a, Assault):
        return "Call the joint assault on the castle"
    return words.get(type(a), a.label)
