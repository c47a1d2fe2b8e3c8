"""Mint Knight combat (rulebook: "Combat", "Wounds", "Attacking Enemies", "Locations"): the ranged,
blocking and attack phases, the wound loop, and what a victory brings (the black cube,
experience, level-ups, the location's reward).

A combat cannot be lost: when it can no longer be won the phase becomes ``stuck`` and only
Restart turn is left (play.py).
"""

from __future__ import annotations

from mint.core.flow import Decision, push
from mint.core.game import replace
from mint.core.words import data, t
from mint.games.knight import board as B
from mint.games.knight import cards as C
from mint.games.knight.state import (
    ACTING,
    ATTACK,
    BLOCKING,
    COOP,
    EXHAUSTED,
    RANGED,
    STUCK,
    WOUNDED,
    WOUNDS,
    Combat,
    Place,
    Reward,
    State,
)

# --- Starting a fight -----------------------------------------------------------------------------


def start(s: State, seat: int, place: Place, cube: str | None = None, joint: bool = False) -> State:
    """Begin a fight with the enemy guarding ``place``: the ranged phase, unless it is range immune."""
    enemy = B.enemy_at(s, place, cube)
    trait = B.trait_at(s, place)
    s = B.with_turn(s, stage=ACTING)
    c = Combat(seat=seat, place=place, enemy=enemy.id, trait=trait, joint=joint)
    phase = BLOCKING if B.foe(c).range_immune else RANGED
    c = replace(c, phase=phase, before=s.heroes[seat], before_turn=s.turn, before_skills=s.skills)
    return replace(s, combat=c)


# --- Phases ------------------------------------------------------------------------------------------


def check_won(s: State) -> State:
    """A ranged total that reaches the defense in the ranged phase, or any total in the attack phase, wins."""
    c = s.combat
    if c is None or s.pending:
        return s
    e = B.foe(c)
    if c.phase == RANGED and B.attack_total(c, ranged_only=True) >= e.defense:
        return victory(s)
    if c.phase == ATTACK and B.attack_total(c) >= e.defense:
        return victory(s)
    return s


def blocked(c: Combat) -> bool:
    return c.cancelled or B.block_total(c) >= B.foe(c).block_target(c.weaken)


def next_phase(s: State) -> State:
    """Close the ranged phase (its plays are taken back, nothing is wasted) or the blocking phase."""
    c = s.combat
    assert c is not None
    if c.phase == RANGED:
        assert c.before is not None
        s = B.with_hero(s, c.seat, c.before)
        s = replace(s, turn=c.before_turn, skills=c.before_skills)
        return B.with_combat(s, phase=BLOCKING, attacks=(), weaken=0, cancelled=False)
    if c.phase == BLOCKING:
        e = B.foe(c)
        if blocked(c):
            return B.with_combat(s, phase=ATTACK)
        if e.must_block:
            why = t(
                "{enemy} must be blocked in full; the block is {block} of {target}",
                enemy=data(e.name),
                block=B.block_total(c),
                target=e.block_target(c.weaken),
            )
            return B.with_combat(s, phase=STUCK, why=why)
        s = B.with_combat(s, phase=WOUNDS, left=e.wound_attack(c.weaken))
        return _after_wound(s)
    raise ValueError(f"no phase follows {c.phase}")


def absorbers(s: State) -> tuple[list[int], list[int]]:
    """Hand cards that can be exhausted and units that can take a wound."""
    c = s.combat
    assert c is not None
    h = s.heroes[c.seat]
    return list(B.free_cards(h)), [i for i, u in enumerate(h.units) if u.status != WOUNDED]


def _after_wound(s: State) -> State:
    c = s.combat
    assert c is not None
    if c.left <= 0:
        return B.with_combat(s, phase=ATTACK, left=0)
    cards, units = absorbers(s)
    if not cards and not units:
        why = t("{left} attack is still to be taken and no card or unit is left to take a wound", left=c.left)
        return B.with_combat(s, phase=STUCK, why=why)
    return s


def wound(s: State, index: int, unit: bool) -> State:
    """One wound: a hand card is exhausted (hero defense subtracted) or a unit is wounded (its defense)."""
    c = s.combat
    assert c is not None
    h = s.heroes[c.seat]
    if unit:
        u = h.units[index]
        card = C.UNIT_BY_ID[u.id]
        if card.immune_to(B.foe(c).attack_type) and not u.shrugged:
            u = replace(u, shrugged=True)
        else:
            u = replace(u, status=WOUNDED)
        units = list(h.units)
        units[index] = u
        h = replace(h, units=tuple(units))
        left = c.left - card.defense
    else:
        h = B.mark(h, index, EXHAUSTED)
        t = B.turn_of(s)
        s = B.with_turn(s, order=(*t.order, h.hand[index].n))
        left = c.left - B.defense(h)
    s = B.with_hero(s, c.seat, h)
    s = B.with_combat(s, left=left)
    return _after_wound(s)


# --- Victory (rulebook: "Attacking Enemies", "Locations") --------------------------------------------


def victory(s: State) -> State:
    """The enemy is beaten: black cube, experience, level-ups, the location's reward."""
    c = s.combat
    assert c is not None
    e = B.foe(c)
    seat = c.seat
    h = s.heroes[seat]
    units = tuple(replace(u, fought=False, shrugged=False) for u in h.units)
    old = h.xp
    h = replace(h, xp=min(C.XP_MAX, h.xp + e.xp), units=units)
    s = B.with_hero(s, seat, h)
    s = replace(s, combat=None)
    m = B.the_map(s)
    loc = m.location[m.index(c.place)]
    pending: list[Decision] = []
    if c.joint and len(s.joint) > 1:
        # the first hero of a joint assault has won its half; the castle falls with the second
        s = replace(s, joint=tuple(x for x in s.joint if x != seat))
    else:
        s = replace(s, vanquished=s.vanquished | {c.place})
        if loc == "castle":
            s = replace(s, castles_won=s.castles_won + 1, joint=())
            if s.castles_won >= s.castles_total:
                return replace(s, phase="over", won=True, pending=(), turn=None)
    for symbol in C.symbols_between(old, h.xp):
        if symbol == "skill":
            s, more = level_skill(s, seat)
            pending += more
    if loc == "ruins" and s.artifact_deck:
        drawn = s.artifact_deck[:2]
        s = replace(s, artifact_deck=s.artifact_deck[2:])
        if len(drawn) == 1:
            h = s.heroes[seat]
            s = B.with_hero(s, seat, replace(h, artifacts=(*h.artifacts, Reward(drawn[0]))))
        else:
            pending.append(Decision(seat, "artifact", drawn))
    if loc == "tower" and s.spell_offer:
        pending.append(Decision(seat, "spell", tuple(s.spell_offer)))
    return replace(s, pending=push(s.pending, *pending))


def level_skill(s: State, seat: int) -> tuple[State, list[Decision]]:
    """A skill icon crossed: the top skill card (co-op: while the group has fewer than 4) and a
    pending flip of one of the 3 left-most basic cards in hand (played or exhausted ones count)."""
    if s.skill_deck and (s.mode != COOP or len(s.skills) < C.COOP_MAX_SKILLS):
        s = replace(s, skills=(*s.skills, Reward(s.skill_deck[0])), skill_deck=s.skill_deck[1:])
    h = s.heroes[seat]
    choices = tuple(str(i) for i, c in enumerate(h.hand) if not c.advanced)[:3]  # the 3 left-most basic cards
    if not choices:
        return s, []
    return s, [Decision(seat, "flip", choices)]


def flip(s: State, seat: int, pos: int) -> State:
    h = s.heroes[seat]
    hand = list(h.hand)
    hand[pos] = replace(hand[pos], advanced=True)
    return B.with_hero(s, seat, replace(h, hand=tuple(hand), flips=h.flips + 1))


def keep_artifact(s: State, seat: int, kept: str, drawn: tuple[str, ...]) -> State:
    """Ruins: keep one of the two artifacts; the other goes under the artifact deck."""
    h = s.heroes[seat]
    rest = tuple(a for a in drawn if a != kept)
    s = replace(s, artifact_deck=(*s.artifact_deck, *rest))
    return B.with_hero(s, seat, replace(h, artifacts=(*h.artifacts, Reward(kept))))


def take_spell(s: State, seat: int, spell: str) -> State:
    """Mage tower: one spell from the offering, which is refilled from the spell deck."""
    offer = list(s.spell_offer)
    pos = offer.index(spell)
    if s.spell_deck:
        offer[pos] = s.spell_deck[0]
        s = replace(s, spell_deck=s.spell_deck[1:])
    else:
        del offer[pos]
    h = s.heroes[seat]
    s = replace(s, spell_offer=tuple(offer))
    return B.with_hero(s, seat, replace(h, spells=(*h.spells, Reward(spell))))
