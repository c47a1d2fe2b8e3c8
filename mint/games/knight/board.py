"""Mint Knight look-ups and small state changes shared by the turn (play.py) and combat (combat.py).

Nothing here decides what is legal; it answers questions about a state (where is the hero, what
level is it, which enemy guards a space, what do the played attacks add up to) and rebuilds a
state with one part changed.
"""

from __future__ import annotations

from functools import lru_cache

from msgspec.structs import replace as _card_replace

from mint.core import seats
from mint.core.game import replace
from mint.core.memo import by_identity
from mint.core.words import data, t
from mint.games.knight import cards as C
from mint.games.knight import terrain as T
from mint.games.knight.effects import Block, combat_value
from mint.games.knight.state import COOP, FREE, HARD, Card, Combat, Hero, Place, Slot, State, Turn

# --- The map ------------------------------------------------------------------------------------


def the_map(s: State) -> T.Map:
    """The explored map (the last one asked for is kept, so asking again for it is free)."""
    return _explored(s.placed)


_explored = by_identity(T.explored)
"""The map of the cards placed, for the last placements asked about (the same tuple through a turn)."""


def space(s: State, place: Place) -> int:
    return the_map(s).index(place)


def hero_space(s: State, seat: int) -> int:
    return space(s, s.heroes[seat].place)


def day(s: State) -> bool:
    return _DAY[s.round - 1]


_DAY = tuple(r.time == "day" for r in C.ROUND_TRACK)


def cube_of(s: State, slot: Slot) -> str:
    return next((c for sl, c in s.cubes if sl == slot), "green")


def vanquished_spaces(s: State) -> frozenset[int]:
    """The numbers of the spaces with a black cube on today's map."""
    return spaces_of(the_map(s), s.vanquished)


@lru_cache(maxsize=256)  # (each holds its map: a game asks some 15)
def spaces_of(m: T.Map, places: frozenset[Place]) -> frozenset[int]:
    """The numbers on map ``m`` of those of ``places`` it has."""
    return frozenset(m.index(p) for p in places if m.has(p))


def joint_castle(s: State) -> Place | None:
    """Co-op: the third revealed castle, which only a joint assault may take."""
    if s.mode != COOP or len(s.castles) < 3:
        return None
    slot = s.castles[2]
    m = the_map(s)
    if slot not in m.card_at:
        return None
    sp = m.castle(slot)
    return None if sp is None else m.places[sp]


def enemy_level(s: State, place: Place) -> int:
    """1 on a basic side, 2 on an advanced one; the hard-mode and co-op third castle fight level 2."""
    m = the_map(s)
    i = m.index(place)
    slot = place[0]
    if m.location[i] == "castle" and len(s.castles) >= 3 and s.castles[2] == slot:
        if s.mode == HARD:
            return C.HARD_THIRD_CASTLE_LEVEL
        if s.mode == COOP:
            return C.COOP_THIRD_CASTLE_LEVEL
    return m.enemy_level(i)


def enemy_at(s: State, place: Place, cube: str | None = None) -> C.Enemy:
    """The enemy the reference card gives for a space: its location, the card's guiding cube and level."""
    m = the_map(s)
    loc = m.location[m.index(place)]
    if loc is None or loc == "town":
        raise ValueError(f"no enemy guards {m.label(m.index(place))}")
    return C.enemy_for(loc, cube or cube_of(s, place[0]), enemy_level(s, place))


def trait_at(s: State, place: Place) -> str:
    """The castle card's trait that applies to a fight at ``place`` now ('' if none)."""
    m = the_map(s)
    if m.location[m.index(place)] != "castle":
        return ""
    card_id, side = m.card_at[place[0]]
    trait = T.card(card_id, side).trait
    if trait == "shadowed" and day(s):
        return ""
    return trait


@lru_cache(maxsize=256)
def _foe(enemy: str, trait: str) -> C.Enemy:
    e = C.ENEMY_BY_ID[enemy]
    if trait == "walls":
        return _card_replace(e, range_immune=True)
    if trait == "shadowed":
        return _card_replace(e, defense=e.defense + 2)
    if trait == "icebound":
        return _card_replace(e, attack_type="elemental")
    return e


def foe_at(s: State, place: Place, cube: str | None = None) -> C.Enemy:
    """The enemy a fight at ``place`` would face now, with its castle trait applied."""
    return _foe(enemy_at(s, place, cube).id, trait_at(s, place))


def foe(c: Combat) -> C.Enemy:
    """The enemy of a combat with its castle trait applied."""
    return _foe(c.enemy, c.trait)


def attack_parts(c: Combat, ranged_only: bool = False) -> tuple[int, int]:
    """The efficient and the inefficient attack points played (those matching the immunity)."""
    e = foe(c)
    eff = ineff = 0
    for amount, element, ranged in c.attacks:
        if ranged_only and not ranged:
            continue
        if e.immunity == element:
            ineff += amount
        else:
            eff += amount
    return eff, ineff


def attack_total(c: Combat, ranged_only: bool = False) -> int:
    """Attack points against the enemy: inefficient ones halved apart, rounding down."""
    return combat_value(*attack_parts(c, ranged_only))


def block_parts(c: Combat) -> tuple[int, int]:
    """The efficient and the inefficient block points (blocks of the other type than the attack)."""
    e = foe(c)
    eff = ineff = 0
    for amount, element in c.blocks:
        if Block(amount, element).efficient_against(e.attack_type):
            eff += amount
        else:
            ineff += amount
    return eff, ineff


def block_total(c: Combat) -> int:
    """Block points against the enemy's attack: inefficient ones halved apart, rounding down."""
    return combat_value(*block_parts(c))


def wounds_ahead(c: Combat, hero_defense: int) -> int:
    """The wounds the blocking phase would bring if it ended now with only hand cards to take
    them: none after a full block or a cancelled attack, else the attack (doubled by Brutal)
    divided by the hero's defense, rounded up."""
    e = foe(c)
    if c.cancelled or block_total(c) >= e.block_target(c.weaken):
        return 0
    attack = e.wound_attack(c.weaken)
    return -(-attack // max(1, hero_defense))


# --- The hero -------------------------------------------------------------------------------------


def level(h: Hero) -> int:
    return C.level_of(h.xp)


def defense(h: Hero) -> int:
    return C.level_card(level(h)).defense


def hand_size(h: Hero) -> int:
    return C.level_card(level(h)).hand_size


def unit_spots(h: Hero) -> int:
    return C.unit_tokens(level(h))


def half(card: Card) -> C.ActionHalf:
    return C.ACTION_BY_ID[card.title].half(card.advanced, card.waning)


_TURNED: dict[tuple[int, str, bool, bool], Card] = {}


def turned(card: Card, waning: bool) -> Card:
    """The card on its waning (or starting) side: the one shared copy of that card value."""
    if card.waning == waning:
        return card
    key = (card.n, card.title, card.advanced, waning)
    got = _TURNED.get(key)
    if got is None:
        got = _TURNED[key] = replace(card, waning=waning)
    return got


def free_cards(h: Hero) -> tuple[int, ...]:
    """Hand positions of cards neither played nor exhausted this turn."""
    return _free(h.hand_use)


@lru_cache(maxsize=4096)
def _free(uses: tuple[str, ...]) -> tuple[int, ...]:
    return tuple(i for i, u in enumerate(uses) if u == FREE)


def card_name(card: Card) -> str:
    title = str(data(C.ACTION_BY_ID[card.title].title))
    if card.advanced:
        return str(
            t("{card} (advanced waning)", card=title) if card.waning else t("{card} (advanced starting)", card=title)
        )
    return str(t("{card} (waning)", card=title) if card.waning else t("{card} (starting)", card=title))


def all_cards(h: Hero) -> tuple[Card, ...]:
    return (*h.hand, *h.deck, *h.discard)


# --- Small state changes --------------------------------------------------------------------------


def with_hero(s: State, seat: int, h: Hero) -> State:
    heroes = list(s.heroes)
    heroes[seat] = h
    return replace(s, heroes=tuple(heroes))


def with_turn(s: State, **changes: object) -> State:
    assert s.turn is not None
    return replace(s, turn=replace(s.turn, **changes))


def with_combat(s: State, **changes: object) -> State:
    assert s.combat is not None
    return replace(s, combat=replace(s.combat, **changes))


def mark(h: Hero, pos: int, use: str) -> Hero:
    return replace(h, hand_use=_marked(h.hand_use, pos, use))


@lru_cache(maxsize=4096)
def _marked(uses: tuple[str, ...], pos: int, use: str) -> tuple[str, ...]:
    return (*uses[:pos], use, *uses[pos + 1 :])


def turn_of(s: State) -> Turn:
    assert s.turn is not None
    return s.turn


def who(s: State, seat: int) -> str:
    """A hero as the panels name it: "You" alone, else the player's name or colour."""
    if len(s.heroes) == 1:
        return str(t("You"))
    return s.names[seat] if seat < len(s.names) and s.names[seat] else seats.colour(seat)


def recruit_location(s: State, seat: int) -> str | None:
    """The location the hero stands on if units may be recruited there now."""
    m = the_map(s)
    here = hero_space(s, seat)
    loc = m.location[here]
    if loc is None:
        return None
    how = C.LOCATION_BY_ID[loc].recruit
    if how == "always" or (how == "vanquished" and m.places[here] in s.vanquished):
        return loc
    return None


def fresh_turn(s: State) -> bool:
    """Nothing has been done yet this turn."""
    st = s.start
    if st is None or s.joint or st.turn is not s.turn:
        return False
    a, b = st.heroes[s.current], s.heroes[s.current]
    return a.hand_use == b.hand_use and a.place == b.place and a.units == b.units
