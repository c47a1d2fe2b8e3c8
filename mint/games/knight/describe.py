"""Mint Knight's words: a log line for every action, a button's and a hint's words for it."""

from __future__ import annotations

from typing import Any

from mint.core import words
from mint.core.game import Action
from mint.core.words import t
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
    RANGED: t("ranged phase"),
    BLOCKING: t("blocking phase"),
    WOUNDS: t("wounds"),
    ATTACK: t("attack phase"),
    STUCK: t("lost cause"),
}
KIND_NAMES: dict[str, dict[str, Any]] = {"skill": C.SKILL_BY_ID, "spell": C.SPELL_BY_ID, "artifact": C.ARTIFACT_BY_ID}


who = B.who


def named(text: str) -> str:
    """A name or text from the game's data files, in the language in use."""
    return str(words.data(text))


def option_text(effect: Effect, option: int) -> str:
    return C.text_of(Effect((effect.options[option],)))


def play_effect(s: State, a: Play) -> Effect:
    half = B.half(s.heroes[a.seat].hand[a.pos])
    return half.action if a.how == "basic" else half.stronger if a.how == "strong" else C.SIDEWAYS


def play_words(s: State, a: Play) -> str:
    card = s.heroes[a.seat].hand[a.pos]
    what = option_text(play_effect(s, a), a.option)
    title = named(C.ACTION_BY_ID[card.title].title)
    if a.how == "strong":
        return str(t("{card} stronger: {effect}", card=title, effect=what))
    if a.how == "side":
        return str(t("{card} sideways: {effect}", card=title, effect=what))
    return str(t("{card}: {effect}", card=title, effect=what))


def reward_words(a: UseReward) -> str:
    card: Any = KIND_NAMES[a.kind][a.id]
    if a.kind == "skill":
        effect = card.effect
    elif a.kind == "spell":
        effect = card.stronger if a.strong else card.basic
    else:
        effect = card.stronger if a.strong else card.basic
    if a.strong:
        return str(t("{card} (stronger): {effect}", card=named(card.name), effect=option_text(effect, a.option)))
    return str(t("{card}: {effect}", card=named(card.name), effect=option_text(effect, a.option)))


def unit_words(s: State, a: UseUnit) -> str:
    unit = C.UNIT_BY_ID[s.heroes[a.seat].units[a.index].id]
    return str(t("{card}: {effect}", card=named(unit.name), effect=option_text(unit.abilities, a.option)))


PLACE_NAMES = {
    "town": t("the Town"),
    "ruins": t("the Ruins"),
    "keep": t("the Keep"),
    "tower": t("the Mage Tower"),
    "castle": t("the Castle"),
    "orcs": t("the Orc camp"),
    "dragon": t("the Dragon's lair"),
}
"""Each location's space as running text names it (roaming enemies' spaces by what they are)."""


def place_words(s: State, place: T.Place) -> str:
    """A map space by what it is and the terrain card it lies on: "the Town on Greenvale",
    "the Orc camp on Thornwood", "a hills space on Redspire"."""
    m = B.the_map(s)
    i = m.index(place)
    loc = m.location[i]
    if loc:
        what = str(PLACE_NAMES[loc]) if loc in PLACE_NAMES else str(T.LOCATION_NAMES[loc])
    else:
        terrain = "/".join(named(C.TERRAIN_BY_ID[k].name).lower() if k in C.TERRAIN_BY_ID else k for k in m.terrains[i])
        what = str(t("a {terrain} space", terrain=terrain))
    return str(t("{place} on {card}", place=what, card=card_words(m, m.places[i][0])))


def card_words(m: T.Map, slot: T.Slot) -> str:
    """The name of the terrain card in a slot."""
    card_id, side = m.card_at[slot]
    return named(T.card(card_id, side).name)


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
    return str(a.label)


def pick_words(s: State, a: Pick) -> str:
    d = s.pending[0] if s.pending else None
    kind = d.kind if d else ""
    if kind == "mana":
        return str(t("Take {colour} mana", colour=named(C.MANA_BY_CODE[a.value].name)))
    if kind == "ready":
        unit = C.UNIT_BY_ID[s.heroes[a.seat].units[int(a.value[4:])].id]
        return str(t("Ready {unit}", unit=named(unit.name)))
    if kind == "flip":
        card = s.heroes[a.seat].hand[int(a.value[4:])]
        return str(t("Flip {card} to its advanced side", card=named(C.ACTION_BY_ID[card.title].title)))
    if kind == "artifact":
        return str(t("Keep {artifact}", artifact=named(C.ARTIFACT_BY_ID[a.value].name)))
    if kind == "spell":
        return str(t("Take {spell}", spell=named(C.SPELL_BY_ID[a.value].name)))
    if kind == "cube":
        e = B.enemy_at(s, B.joint_castle(s), a.value) if B.joint_castle(s) else None  # type: ignore[arg-type]
        cube = str(CUBE_NAMES.get(a.value, a.value))
        if e:
            return str(t("Fight the {cube} cube's enemy ({enemy})", cube=cube, enemy=named(e.name)))
        return str(t("Fight the {cube} cube's enemy", cube=cube))
    if a.value == "keep":
        return str(t("Keep the play order"))
    return str(a.label)


CUBE_NAMES = {"red": t("red"), "green": t("green"), "white": t("white"), "black": t("black")}
"""The guiding cubes' colours as running text names them."""


def heal_words(s: State, a: Heal) -> str:
    h = s.heroes[a.seat]
    if a.where == "unit":
        return str(t("{unit} is healed and ready", unit=named(C.UNIT_BY_ID[h.units[a.index].id].name)))
    if a.where == "discard":
        return str(t("{card} goes from the discard pile under the deck", card=B.card_name(h.discard[a.index])))
    card = h.hand[a.index] if a.where == "hand" else h.deck[a.index]
    title = named(C.ACTION_BY_ID[card.title].title)
    if a.where == "hand":
        return str(t("{card} in hand turns back to starting", card=title))
    return str(t("{card} in the deck turns back to starting", card=title))


def picked_words(s: State, a: Pick, name: str) -> str:
    """A pending choice's answer as a log line says it, with the player's name."""
    d = s.pending[0] if s.pending else None
    kind = d.kind if d else ""
    if kind == "mana":
        return str(t("{name} took {colour} mana.", name=name, colour=named(C.MANA_BY_CODE[a.value].name)))
    if kind == "ready":
        unit = named(C.UNIT_BY_ID[s.heroes[a.seat].units[int(a.value[4:])].id].name)
        return str(t("{name} readied {unit}.", name=name, unit=unit))
    if kind == "flip":
        card = s.heroes[a.seat].hand[int(a.value[4:])]
        title = named(C.ACTION_BY_ID[card.title].title)
        return str(t("{name} flipped {card} to its advanced side.", name=name, card=title))
    if kind == "artifact":
        return str(
            t(
                "{name} kept the artifact {artifact} (the other goes under the artifact deck).",
                name=name,
                artifact=named(C.ARTIFACT_BY_ID[a.value].name),
            )
        )
    if kind == "spell":
        spell = named(C.SPELL_BY_ID[a.value].name)
        return str(t("{name} took the spell {spell} from the offering.", name=name, spell=spell))
    if kind == "cube":
        e = B.enemy_at(s, B.joint_castle(s), a.value) if B.joint_castle(s) else None  # type: ignore[arg-type]
        cube = str(CUBE_NAMES.get(a.value, a.value))
        if e:
            return str(
                t("{name} chose to fight the {cube} cube's enemy ({enemy}).", name=name, cube=cube, enemy=named(e.name))
            )
        return str(t("{name} chose to fight the {cube} cube's enemy.", name=name, cube=cube))
    if a.value == "keep":
        return str(t("{name} put the rest under the deck in the order played.", name=name))
    return str(t("{name} chose {value}.", name=name, value=a.value))


def describe(s: State, a: Action) -> str:
    """The log line of an action: what was done, then what came of it (a card or cube found, a
    fight begun, an enemy defeated, experience, a new level, a skill, a unit spot)."""
    line = _done(s, a)
    after = aftermath(s, a)
    return str(t("{done} {after}", done=line, after=after)) if after else line


def _done(s: State, a: Action) -> str:
    name = str(who(s, getattr(a, "seat", s.current)))
    if isinstance(a, Play):
        return str(t("{name} played {play}.", name=name, play=play_words(s, a)))
    if isinstance(a, Exhaust):
        card = s.heroes[a.seat].hand[a.pos]
        return str(t("{name} exhausted {card}.", name=name, card=B.card_name(card)))
    if isinstance(a, Wound):
        h = s.heroes[a.seat]
        if a.unit:
            return str(
                t("{name} let {unit} take a wound.", name=name, unit=named(C.UNIT_BY_ID[h.units[a.index].id].name))
            )
        return str(t("{name} took a wound: {card} is exhausted.", name=name, card=B.card_name(h.hand[a.index])))
    if isinstance(a, MoveTo):
        return _moved(s, a, name)
    if isinstance(a, Explore):
        side = _direction(s, a)
        if s.terrain_deck:
            found = named(T.card(s.terrain_deck[-1]).name)
            return str(t("{name} explored {side} and found {card}.", name=name, side=side, card=found))
        return str(
            t(
                "{name} explored {side}; with the terrain deck empty, a card already seen comes back on its advanced side.",
                name=name,
                side=side,
            )
        )
    if isinstance(a, Fight):
        e = B.enemy_at(s, a.place)
        return str(
            t("{name} attacked the {enemy} at {place}.", name=name, enemy=named(e.name), place=place_words(s, a.place))
        )
    if isinstance(a, Next):
        c = s.combat
        if c and c.phase == RANGED:
            if c.attacks:
                return str(
                    t(
                        "{name} went on to the blocking phase (the ranged cards played go back to the hand and their mana is refunded).",
                        name=name,
                    )
                )
            return str(t("{name} went on to the blocking phase.", name=name))
        return str(t("{name} finished blocking.", name=name))
    if isinstance(a, UseUnit):
        return str(t("{name} used {use}.", name=name, use=unit_words(s, a)))
    if isinstance(a, UseReward):
        return str(t("{name} used {use}.", name=name, use=reward_words(a)))
    if isinstance(a, Recruit):
        return _recruited(s, a, name)
    if isinstance(a, Heal):
        return str(t("{name} healed: {heal}.", name=name, heal=heal_words(s, a)))
    if isinstance(a, Pick):
        return picked_words(s, a, name)
    if isinstance(a, Under):
        under = next((c for c in s.heroes[a.seat].hand if c.n == a.n), None)
        if under is None:
            return str(t("{name} put a card under the deck.", name=name))
        return str(t("{name} put {card} under the deck.", name=name, card=B.card_name(under)))
    if isinstance(a, EndTurn):
        return str(t("{name} ended the turn.", name=name))
    if isinstance(a, EndRound):
        return str(t("{name} ended round {round}.", name=name, round=s.round))
    if isinstance(a, Restart):
        return str(t("{name} restarted the turn.", name=name))
    if isinstance(a, Assault):
        return str(t("{name} called the joint assault on the castle.", name=name))
    return str(a)


def _moved(s: State, a: MoveTo, name: str) -> str:
    m = B.the_map(s)
    info = play.paths(s, a.seat).get(m.index(a.place))
    place = place_words(s, a.place)
    if not info:
        return str(t("{name} moved to {place}.", name=name, place=place))
    if info[2] is None:
        return str(t("{name} moved to {place} for {move} Move.", name=name, place=place, move=info[0]))
    foe = place_words(s, m.places[info[2]])
    return str(
        t(
            "{name} moved to {place} for {move} Move, provoking the enemy of {foe}.",
            name=name,
            place=place,
            move=info[0],
            foe=foe,
        )
    )


def _recruited(s: State, a: Recruit, name: str | None) -> str:
    """The log line of a recruit (``name`` None: the hint's imperative)."""
    unit = named(C.UNIT_BY_ID[s.unit_offer[a.pos]].name)
    if a.replace >= 0:
        gone = named(C.UNIT_BY_ID[s.heroes[a.seat].units[a.replace].id].name)
        if name is None:
            return str(t("Recruit {unit} in place of {gone}", unit=unit, gone=gone))
        return str(t("{name} recruited {unit} in place of {gone}.", name=name, unit=unit, gone=gone))
    if name is None:
        return str(t("Recruit {unit}", unit=unit))
    return str(t("{name} recruited {unit}.", name=name, unit=unit))


DIRECTIONS = {
    (1, 0): t("east of {card}"),
    (0, 1): t("north of {card}"),
    (-1, 0): t("west of {card}"),
    (0, -1): t("south of {card}"),
    (1, 1): t("north-east of {card}"),
}


def _direction(s: State, a: Explore) -> str:
    """Where an explored slot lies from the card the hero stands on."""
    m = B.the_map(s)
    here = m.places[B.hero_space(s, a.seat)][0]
    dc, dk = a.slot[0] - here[0], a.slot[1] - here[1]
    way = DIRECTIONS.get((dc, dk))
    card = card_words(m, here)
    if way is None:
        return str(t("beyond {card}", card=card))
    return str(_with(way, card=card))


def _with(said: words.Said, **args: Any) -> words.Said:
    """A kept sentence with its placeholders filled."""
    return words.Said(said.msgid, said.plural, said.n, tuple(args.items()))


def aftermath(s: State, a: Action) -> str:
    """What an action brought about, in sentences ('' when nothing worth a line)."""
    seat = getattr(a, "seat", s.current)
    try:
        after = play.act(s, a)
    except (AssertionError, ValueError, KeyError, IndexError):
        return ""
    out: list[words.Said] = []
    if isinstance(a, Explore):
        slot = after.placed[-1][2] if after.placed else a.slot
        cube = next((c for sl, c in after.cubes if sl == slot), None)
        if not s.terrain_deck and after.placed:
            laid = named(T.card(after.placed[-1][0], T.ADVANCED).name)
            out.append(t("{card} is laid there on its advanced side.", card=laid))
        if cube:
            out.append(t("Its guiding cube is {cube}.", cube=CUBE_NAMES.get(cube, cube)))
        if len(after.castles) > len(s.castles):
            out.append(t("A castle is revealed ({n} of {total}).", n=len(after.castles), total=after.castles_total))
    c0, c1 = s.combat, after.combat
    if c0 is None and c1 is not None:
        e = B.foe(c1)
        out.append(
            t(
                "A fight with the {enemy} begins: attack {attack} {kind}, defense {defense}.",
                enemy=named(e.name),
                attack=e.attack,
                kind=ATTACK_TYPES.get(e.attack_type, e.attack_type),
                defense=e.defense,
            )
        )
    if c0 is not None:
        out += _fight_outcome(s, after, c0, seat)
    return " ".join(str(x) for x in out)


ATTACK_TYPES = {"physical": t("physical"), "elemental": t("elemental")}
"""An enemy's kind of attack as running text names it."""


def _fight_outcome(s: State, after: State, c: Any, seat: int) -> list[words.Said]:
    e = B.foe(c)
    out: list[words.Said] = []
    c1 = after.combat
    if c1 is not None and c1.phase != c.phase:
        if c1.phase == WOUNDS:
            out.append(t("{attack} attack gets through: take wounds.", attack=c1.left))
        elif c1.phase == ATTACK and c.phase == BLOCKING:
            out.append(t("The attack is blocked."))
        elif c1.phase == ATTACK and c.phase == WOUNDS:
            out.append(t("The wounds are taken: now the attack phase."))
        elif c1.phase == STUCK:
            out.append(t("The fight cannot be won now ({why}): restart the turn.", why=c1.why))
    h0, h1 = s.heroes[seat], after.heroes[seat]
    if c1 is not None or h1.xp == h0.xp and c.place not in after.vanquished:
        return out
    out.append(
        t("Victory over the {enemy}: +{gain} experience ({xp} XP).", enemy=named(e.name), gain=h1.xp - h0.xp, xp=h1.xp)
    )
    if after.castles_won > s.castles_won:
        out.append(t("The castle falls ({n} of {total}).", n=after.castles_won, total=after.castles_total))
    if after.won:
        out.append(t("Every castle has fallen: victory!"))
    lv0, lv1 = B.level(h0), B.level(h1)
    if lv1 > lv0:
        out.append(
            t(
                "Level {level}: defense {defense}, hand size {hand}.",
                level=lv1,
                defense=B.defense(h1),
                hand=B.hand_size(h1),
            )
        )
    gained = [r.id for r in after.skills[len(s.skills) :]]
    for sid in gained:
        out.append(t("New skill: {skill}.", skill=named(C.SKILL_BY_ID[sid].name)))
    if "skill" in C.symbols_between(h0.xp, h1.xp) and not gained and s.mode == COOP:
        out.append(t("The group already holds {n} skills, so no new one.", n=C.COOP_MAX_SKILLS))
    if B.unit_spots(h1) > B.unit_spots(h0):
        out.append(t("A unit spot opens ({n} in all).", n=B.unit_spots(h1)))
    return out


def idle_influence(s: State, seat: int) -> str:
    """Why influence gained now could not recruit a unit this turn ('' when it might): no unit spot
    yet, or a hero who has stopped moving away from any place that recruits."""
    h = s.heroes[seat]
    if B.unit_spots(h) == 0:
        nxt = next((sp.level for sp in C.XP_TRACK if sp.symbol == "unit" and sp.level > B.level(h)), None)
        return str(t("no unit spot until level {level}", level=nxt)) if nxt else str(t("no unit spot"))
    turn = s.turn
    if turn is not None and turn.stage != MOVING and play.recruit_location(s, seat) is None:
        return str(t("the hero has stopped where no unit is recruited"))
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
        return str(t("Play {play}", play=play_words(s, a)))
    if isinstance(a, Exhaust) and h is not None:
        return str(t("Exhaust {card}", card=B.card_name(h.hand[a.pos])))
    if isinstance(a, Wound) and h is not None:
        if a.unit:
            return str(t("Let {unit} take a wound", unit=named(C.UNIT_BY_ID[h.units[a.index].id].name)))
        return str(t("Take a wound on {card}", card=B.card_name(h.hand[a.index])))
    if isinstance(a, MoveTo):
        return str(t("Move to {place}", place=place_words(s, a.place)))
    if isinstance(a, Explore):
        return str(t("Explore {side}", side=_direction(s, a)))
    if isinstance(a, Fight):
        enemy = named(B.enemy_at(s, a.place).name)
        return str(t("Attack the {enemy} at {place}", enemy=enemy, place=place_words(s, a.place)))
    if isinstance(a, Next):
        c = s.combat
        return str(t("Go on to the blocking phase") if c is not None and c.phase == RANGED else t("Finish blocking"))
    if isinstance(a, UseUnit):
        return str(t("Use {use}", use=unit_words(s, a)))
    if isinstance(a, UseReward):
        return str(t("Use {use}", use=reward_words(a)))
    if isinstance(a, Recruit):
        return _recruited(s, a, None)
    if isinstance(a, Heal):
        return str(t("Heal: {heal}", heal=heal_words(s, a)))
    if isinstance(a, Pick):
        return pick_words(s, a)
    if isinstance(a, Under):
        under = next((c for c in s.heroes[a.seat].hand if c.n == a.n), None)
        if under is None:
            return str(t("Put that card under the deck next"))
        return str(t("Put {card} under the deck next", card=B.card_name(under)))
    said: dict[type, words.Said] = {
        EndTurn: t("End the turn"),
        EndRound: t("End the round now"),
        Restart: t("Restart the turn"),
        Assault: t("Call the joint assault on the castle"),
    }
    return str(said.get(type(a), a.label))
