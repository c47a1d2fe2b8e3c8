"""Mint Knight's fight read ahead (rulebook: "Combat", "Wounds"): with the hand cards and units
still free, what stopping the block now would cost, and whether the enemy can still be beaten.

``forecast(s)`` looks at the combat in progress and answers, for its hero:

- ``wounds``: the wounds the hand would take if the blocking stopped now (0 after a full block or
  a cancelled attack), each card absorbing the hero's defense; ``takers`` the units that could
  take one instead (name and defense: a wounded unit absorbs its defense);
- ``best``: the most attack points the fight could reach (efficient and halved, as they count),
  with every free card and ready unit put to attack and one stronger action paid from the mana
  there is, after the wounds of stopping now were taken in the way that costs the least attack;
  ``defense`` what it must reach, so ``can_win`` says whether the enemy can still be defeated.

It is a best case, not a plan: it does not spend a card twice, and it counts a card at its best
attack whatever else the card might be needed for.
"""

from __future__ import annotations

from dataclasses import dataclass

from mint.core.game import replace
from mint.games.knight import board as B
from mint.games.knight import cardplay
from mint.games.knight import cards as C
from mint.games.knight.effects import Attack, Block, Effect, combat_value
from mint.games.knight.state import ATTACK, BLOCKING, RANGED, READY, STUCK, WOUNDED, WOUNDS, Combat, State

Card = tuple[float, float, tuple[int, int], tuple[int, int]]
"""A free card: its best attack, the extra a paid stronger action adds, and the attack points
(efficient, inefficient) of each."""
UnitAt = tuple[float, int, tuple[int, int], str]
"""A ready unit: its best attack, its defense, its attack points and its name."""


@dataclass(frozen=True)
class Forecast:
    phase: str
    wounds: int  #: wounds the hand takes if the blocking stops now
    left: int  #: attack still to absorb if the blocking stops now
    takers: tuple[tuple[str, int], ...]  #: units that could take a wound: (name, defense)
    best: int  #: the best attack total the fight can still reach
    defense: int  #: what the attack total must reach
    blocked: bool  #: the attack is already fully blocked (or cancelled)

    @property
    def can_win(self) -> bool:
        return self.best >= self.defense


def _attack_points(effect: Effect, c: Combat) -> tuple[int, int]:
    """The best (efficient, inefficient) attack points one of an effect's options gives."""
    e = B.foe(c)
    best = (0, 0)
    for option in effect.options:
        eff = ineff = 0
        for st in option:
            if isinstance(st, Attack):
                if st.efficient_against(e):
                    eff += st.amount
                else:
                    ineff += st.amount
        if eff + ineff // 2 > best[0] + best[1] // 2:
            best = (eff, ineff)
    return best


def _value(points: tuple[int, int]) -> float:
    return points[0] + points[1] / 2


def forecast(s: State) -> Forecast | None:
    """The fight read ahead for the hero in combat (None outside a combat)."""
    c = s.combat
    if c is None:
        return None
    e = B.foe(c)
    seat = c.seat
    h = s.heroes[seat]
    blocked = c.cancelled or B.block_total(c) >= e.block_target(c.weaken)
    if c.phase in (RANGED, BLOCKING):
        left = 0 if blocked else e.wound_attack(c.weaken)
    elif c.phase in (WOUNDS, STUCK):
        left = max(0, c.left)
    else:
        left = 0
    if c.phase == RANGED and c.before is not None and c.before_turn is not None:
        # skipping on puts the ranged plays back: count the hand and the mana as the phase began
        s = replace(B.with_hero(s, seat, c.before), turn=c.before_turn)
        h = s.heroes[seat]
    can_pay = cardplay.payable(s) if s.turn is not None else frozenset()
    # each free card: (its best attack, the extra a paid stronger action would give)
    cards: list[Card] = []
    for pos in B.free_cards(h):
        half = B.half(h.hand[pos])
        plain = max((_attack_points(half.action, c), _attack_points(C.SIDEWAYS, c)), key=_value)
        strong = _attack_points(half.stronger, c) if half.mana_cost in can_pay else plain
        cards.append((_value(plain), max(0.0, _value(strong) - _value(plain)), plain, strong))
    units: list[UnitAt] = []
    for u in h.units:
        card = C.UNIT_BY_ID[u.id]
        if u.status == READY and not u.fought:
            pts = _attack_points(card.abilities, c)
            units.append((_value(pts), card.defense, pts, card.name))
    takers = tuple((C.UNIT_BY_ID[u.id].name, C.UNIT_BY_ID[u.id].defense) for u in h.units if u.status != WOUNDED)
    defense = B.defense(h)
    wounds = -(-left // max(1, defense)) if left > 0 else 0
    # take the wounds the way that loses the least attack: the cheapest absorber per point first
    rest = left
    pool_cards = sorted(cards, key=lambda x: x[0] + x[1])
    pool_units = sorted(units, key=lambda x: x[0] / max(1, x[1]))
    while rest > 0 and (pool_cards or pool_units):
        card_cost = (pool_cards[0][0] + pool_cards[0][1]) / max(1, defense) if pool_cards else None
        unit_cost = pool_units[0][0] / max(1, pool_units[0][1]) if pool_units else None
        if unit_cost is not None and (card_cost is None or unit_cost <= card_cost):
            rest -= pool_units.pop(0)[1]
        else:
            pool_cards.pop(0)
            rest -= defense
    base = (0, 0) if c.phase == RANGED else B.attack_parts(c)  # (ranged plays short of winning go back)
    best = _attack_with(base, pool_cards, pool_units) if rest <= 0 and not (e.must_block and left) else 0
    if c.phase in (RANGED, BLOCKING) and not blocked:  # or block in full, and attack with the rest
        best = max(best, _block_then_attack(s, c, base, cards, units))
    if c.phase == ATTACK:
        left = 0
    return Forecast(c.phase, wounds, left, takers, best, e.defense, blocked)


def _attack_with(base: tuple[int, int], cards: list[Card], units: list[UnitAt]) -> int:
    """The attack total of ``base`` with these cards and units all attacking, one card paid strong."""
    eff, ineff = base
    for _, _, pts, _ in units:
        eff, ineff = eff + pts[0], ineff + pts[1]
    upgrade = max((x[1] for x in cards), default=0.0)
    chosen = next((x for x in cards if x[1] == upgrade and upgrade > 0), None)
    for x in cards:
        pts = x[3] if x is chosen else x[2]
        eff, ineff = eff + pts[0], ineff + pts[1]
    return combat_value(eff, ineff)


def _block_then_attack(s: State, c: Combat, base: tuple[int, int], cards: list[Card], units: list[UnitAt]) -> int:
    """The attack left after blocking the enemy in full with the cards and units that lose the
    least attack for the block they give (0 when they cannot block it in full)."""
    e = B.foe(c)
    h = s.heroes[c.seat]
    need = e.block_target(c.weaken) - B.block_total(c)
    can_pay = cardplay.payable(s) if s.turn is not None else frozenset()
    givers: list[tuple[float, float, str, int]] = []  # (block, attack lost, card or unit, which)
    for i, (x, pos) in enumerate(zip(cards, B.free_cards(h))):
        half = B.half(h.hand[pos])
        efforts = [half.action, C.SIDEWAYS] + ([half.stronger] if half.mana_cost in can_pay else [])
        givers.append((max(_block_points(f, e.attack_type) for f in efforts), x[0], "card", i))
    by_name = {C.UNIT_BY_ID[u.id].name: C.UNIT_BY_ID[u.id] for u in h.units}
    for i, u in enumerate(units):
        givers.append((_block_points(by_name[u[3]].abilities, e.attack_type), u[0], "unit", i))
    givers = sorted((g for g in givers if g[0] > 0), key=lambda g: g[1] / g[0])
    used: set[tuple[str, int]] = set()
    got = 0.0
    for block, _, kind, i in givers:
        if got >= need:
            break
        got += block
        used.add((kind, i))
    if got < need:
        return 0
    rest_cards = [x for i, x in enumerate(cards) if ("card", i) not in used]
    return _attack_with(base, rest_cards, [u for i, u in enumerate(units) if ("unit", i) not in used])


def _block_points(effect: Effect, attack_type: str) -> float:
    """The best block one of an effect's options gives against an attack of this type (halved
    when inefficient)."""
    best = 0.0
    for option in effect.options:
        pts = sum(
            st.amount if st.efficient_against(attack_type) else st.amount / 2 for st in option if isinstance(st, Block)
        )
        best = max(best, pts)
    return best
