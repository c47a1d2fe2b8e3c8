"""Mint Knight's heuristic hero in a fight: what cards, units and rewards are worth against an
enemy, the choices inside a combat, and trial fights played out on a copy of the state.

``plan`` is a quick estimate of whether a set of hand cards beats an enemy. ``trial`` is the
exact answer for the hero's own way of fighting: it plays the fight out with the rules, on the
state as it would be (the hand cards not kept for the fight set aside), and says whether it is
won and what it cost. The hero fights only where a trial wins, and in the blocking phase it
plays the way (a full block, or taking the wounds) whose trial wins at the least cost.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from mint.core.game import Action, replace
from mint.core.memo import Recent, by_identity
from mint.core.words import Said, data, t
from mint.games.knight import board as B
from mint.games.knight import cards as C
from mint.games.knight import combat as F
from mint.games.knight import play
from mint.games.knight.actions import Exhaust, Next, Pick, Play, Restart, UseReward, UseUnit, Wound
from mint.games.knight.effects import Attack, Block, CancelAttack, Effect, Influence, Move, Weaken
from mint.games.knight.effects import Exhaust as ExhaustStep
from mint.games.knight.state import (
    BLOCKING,
    FREE,
    PLAYED,
    RANGED,
    READY,
    STUCK,
    WOUNDED,
    WOUNDS,
    Card,
    Place,
    State,
)

EXHAUST_PRICE = 2.0
"""What a card exhausted as a cost (Gambit's) takes away: about what it would have given."""
TRY_SLACK = 1.0
"""Attack points a fight may look short by in the quick estimate and still be tried out."""


def card_strength(card: Card) -> float:
    """A rough worth of an action card as it lies: its basic action's biggest amount, more when
    it is still starting (it can be played again this round) or advanced."""
    half = B.half(card)
    amounts = [getattr(st, "amount", 1) for option in half.action.options for st in option]
    return max(amounts, default=1) + (0.5 if not card.waning else 0.0) + (1.0 if card.advanced else 0.0)


# --- What cards can do in a fight --------------------------------------------------------------------


@lru_cache(maxsize=8192)
def _values(effect: Effect, e: C.Enemy) -> tuple[float, float, float]:
    """The best attack, block and move one play of ``effect`` gives against ``e``."""
    best_a = best_b = best_m = 0.0
    for option in effect.options:
        a = b = m = 0.0
        for st in option:
            if isinstance(st, Attack):
                a += st.amount if st.efficient_against(e) else st.amount / 2
            elif isinstance(st, Block):
                b += st.amount if st.efficient_against(e.attack_type) else st.amount / 2
            elif isinstance(st, CancelAttack):
                b += 99
            elif isinstance(st, Weaken):
                b += st.amount
            elif isinstance(st, Move):
                m += st.amount
        spent = sum(st.amount for st in option if isinstance(st, ExhaustStep)) * EXHAUST_PRICE
        a, b, m = (max(0.0, v - spent) if v else v for v in (a, b, m))
        best_a, best_b, best_m = max(best_a, a), max(best_b, b), max(best_m, m)
    return best_a, best_b, best_m


def _card_values(s: State, seat: int, pos: int, e: C.Enemy, strong_ok: bool) -> tuple[float, float, float]:
    half = B.half(s.heroes[seat].hand[pos])
    return _half_values(half, e, strong_ok and _can_pay(s, half.mana_cost))


def _can_pay(s: State, colour: str) -> bool:
    """Whether one mana of ``colour`` can be paid in ``s`` (each colour worked out once per state)."""
    known = _pays(s)
    got = known.get(colour)
    if got is None:
        got = known[colour] = play.can_pay(s, (colour,))
    return got


@by_identity  # (the state last asked about: a fight asks for each card of the hand in turn)
def _pays(s: State) -> dict[str, bool]:
    return {}


_HALF_VALUES: dict[tuple[int, int, bool], tuple[tuple[float, float, float], Any, C.Enemy]] = {}
"""``_half_values`` by the card half's and the enemy's identity; each entry holds both objects,
so an identity stays theirs while it is a key (halves and enemies are loaded once)."""


def _half_values(half: Any, e: C.Enemy, strong: bool) -> tuple[float, float, float]:
    """The best attack, block and move a card half gives against ``e``: its basic action, the
    sideways play, and its stronger action when ``strong`` (the mana is there)."""
    key = (id(half), id(e), strong)
    got = _HALF_VALUES.get(key)
    if got is None:
        vals = [_values(half.action, e), _values(C.SIDEWAYS, e)]
        if strong:
            vals.append(_values(half.stronger, e))
        best = (max(v[0] for v in vals), max(v[1] for v in vals), max(v[2] for v in vals))
        got = _HALF_VALUES[key] = (best, half, e)
    return got[0]


def plan(s: State, seat: int, e: C.Enemy, cards: Sequence[int], slack: float = 0.0) -> str | None:
    """How these hand cards, the ready units and the unused skills and rewards should beat ``e``:
    "block" (a full block with enough attack left), "wounds" (take the wounds, units first, and
    attack with the rest), or None. At most one card plays its stronger action (one source mana)."""
    h = s.heroes[seat]
    basic = [_card_values(s, seat, p, e, False) for p in cards]
    strong = [_card_values(s, seat, p, e, True) for p in cards]
    units = [C.UNIT_BY_ID[u.id] for u in h.units if u.status == READY and not u.fought]
    extras = [C.SKILL_BY_ID[r.id].effect for r in s.skills if not r.used]
    skill_count = len(extras)
    if cards:
        extras += [_best_of(C.ARTIFACT_BY_ID[r.id], e) for r in h.artifacts if not r.used]
        extras += [
            C.SPELL_BY_ID[r.id].basic
            for r in h.spells
            if not r.used and play.can_pay(s, C.SPELL_BY_ID[r.id].basic_mana)
        ]
    fixed = [(*_values(u.abilities, e)[:2], u.defense * (2 if u.immune_to(e.attack_type) else 1)) for u in units]
    fixed += [(*_values(x, e)[:2], 0) for x in extras[:skill_count]]
    # a spell or an artifact also exhausts a hand card
    for x in extras[skill_count:]:
        at, bl, _ = _values(x, e)
        fixed.append((max(0.0, at - EXHAUST_PRICE), max(0.0, bl - EXHAUST_PRICE), 0))
    soak_card = B.defense(h)
    choices = [None, *(i for i in range(len(cards)) if strong[i] != basic[i])]
    found_wounds = False
    for pick in choices:
        items = list(fixed) + [(*(strong[i] if i == pick else basic[i])[:2], soak_card) for i in range(len(cards))]
        if _block_plan(items, e, slack):
            return "block"
        if not e.must_block and _wound_plan(items, e, slack):
            found_wounds = True
    return "wounds" if found_wounds else None


def _block_plan(items: list[tuple[float, float, int]], e: C.Enemy, slack: float = 0.0) -> bool:
    need_b = e.block_target()
    block = 0.0
    rest = sorted(items, key=lambda x: x[1] - x[0], reverse=True)
    attack = sum(x[0] for x in items)
    for a, b, _ in rest:
        if block >= need_b:
            break
        if b <= 0:
            return False
        block += b
        attack -= a
    return block >= need_b and attack >= e.defense - slack


def _wound_plan(items: list[tuple[float, float, int]], e: C.Enemy, slack: float = 0.0) -> bool:
    left = e.wound_attack()
    attack = sum(x[0] for x in items)
    for a, _, soak in sorted((x for x in items if x[2] > 0), key=lambda x: x[0] - x[2] * 0.5):
        if left <= 0:
            break
        left -= soak
        attack -= a
    return left <= 0 and attack >= e.defense - slack


def can_win(s: State, seat: int, e: C.Enemy, cards: Sequence[int]) -> bool:
    """Whether ``plan`` beats ``e`` with these hand cards, or nearly (a lost fight can be restarted)."""
    return plan(s, seat, e, cards, TRY_SLACK if s.restarts == 0 else 0.0) is not None


def _best_of(art: C.Artifact, e: C.Enemy) -> Effect:
    """An artifact's effect worth more in this fight (its stronger one removes it, but wins)."""
    return art.stronger if sum(_values(art.stronger, e)[:2]) > sum(_values(art.basic, e)[:2]) else art.basic


# --- The heuristic hero --------------------------------------------------------------------------------


def _best(legal: Sequence[Action], key: Any) -> Action | None:
    scored = [(key(a), i, a) for i, a in enumerate(legal)]
    scored = [x for x in scored if x[0] is not None]
    if not scored:
        return None
    return max(scored, key=lambda x: (x[0], -x[1]))[2]


def _effect_of(s: State, a: Action) -> Effect | None:
    if isinstance(a, Play):
        half = B.half(s.heroes[a.seat].hand[a.pos])
        eff = half.action if a.how == "basic" else half.stronger if a.how == "strong" else C.SIDEWAYS
        return Effect((eff.options[a.option],))
    if isinstance(a, UseUnit):
        eff = C.UNIT_BY_ID[s.heroes[a.seat].units[a.index].id].abilities
        return Effect((eff.options[a.option],))
    if isinstance(a, UseReward):
        if a.kind == "skill":
            eff = C.SKILL_BY_ID[a.id].effect
        elif a.kind == "spell":
            sp = C.SPELL_BY_ID[a.id]
            eff = sp.stronger if a.strong else sp.basic
        else:
            art = C.ARTIFACT_BY_ID[a.id]
            eff = art.stronger if a.strong else art.basic
        return Effect((eff.options[a.option],))
    return None


def _card_cost(s: State, a: Action) -> float:
    """What a play spends: a hand card (a starting one more than a waning one), a unit, a reward.
    A shared skill costs more in the first half of a joint assault: the partner fights next."""
    if isinstance(a, Play):
        card = s.heroes[a.seat].hand[a.pos]
        return 1.0 if card.waning else 1.3
    if isinstance(a, UseUnit):
        return 1.1
    if isinstance(a, UseReward):
        if a.kind == "skill":
            return SHARED_SKILL_COST if len(s.joint) > 1 else 0.6
        return 1.6 if a.strong and a.kind == "artifact" else 1.2
    return 0.0


SHARED_SKILL_COST = 2.0
"""What a shared skill costs the hero who fights first in a joint assault (more than a card)."""


def _spent(h0: Any, h1: Any, skills0: tuple[Any, ...], skills1: tuple[Any, ...]) -> float:
    """What a fight took: the hand cards it used, units used or wounded, rewards turned or lost."""
    cost = sum(card_strength(c) for c, a, b in zip(h0.hand, h0.hand_use, h1.hand_use) if a == FREE and b != FREE)
    for u0, u1 in zip(h0.units, h1.units):
        cost += 4.0 if u1.status == WOUNDED and u0.status != WOUNDED else 1.0 if u1.status != u0.status else 0.0
    cost += 1.0 * (sum(r.used for r in skills1) - sum(r.used for r in skills0))
    cost += 1.5 * (sum(r.used for r in (*h1.spells, *h1.artifacts)) - sum(r.used for r in (*h0.spells, *h0.artifacts)))
    cost += 4.0 * (len(h0.artifacts) - len(h1.artifacts))
    return cost


def _ranged_of(effect: Effect, e: C.Enemy) -> float:
    best = 0.0
    for option in effect.options:
        v = sum(
            (st.amount if st.efficient_against(e) else st.amount / 2)
            for st in option
            if isinstance(st, Attack) and st.ranged
        )
        best = max(best, v)
    return best


def _influence_of(effect: Effect) -> float:
    return max((sum(st.amount for st in o if isinstance(st, Influence)) for o in effect.options), default=0)


_DUMMY = C.ENEMIES[0]


_NO_FOE = C.ENEMIES[0]
"""Any enemy: what a card gives in Move does not depend on one."""
SAMPLES = 8
"""Hands drawn from a hero's cards to judge a goal for a later turn."""
ODDS_KEPT = 4096  #: odds kept before all are forgotten (a game works out ~250)
_ODDS: dict[tuple[Any, ...], float] = {}


def _likely_hands(h: Any) -> list[tuple[Card, ...]]:
    """A fixed set of hands of the hero's hand size drawn from all its cards turned starting
    (the same cards always give the same hands)."""
    cards = sorted((B.turned(c, False) for c in B.all_cards(h)), key=lambda c: c.n)
    size = min(B.hand_size(h), len(cards))
    rnd = random.Random(len(cards) * 7919 + size * 31 + sum(c.advanced for c in cards))
    return [tuple(rnd.sample(cards, size)) for _ in range(SAMPLES)]


def _with_hand(s: State, seat: int, hand: tuple[Card, ...]) -> State:
    """``s`` with this hand in the hero's hand, free, and the source its 3 left-most cards give."""
    h = s.heroes[seat]
    icons = tuple(i for i in (B.half(c).mana_in_source for c in hand[: C.SOURCE_CARDS]) if i is not None)
    s = B.with_hero(s, seat, replace(h, hand=hand, hand_use=(FREE,) * len(hand)))
    return B.with_turn(s, source=icons, source_used=(False,) * len(icons), spends=C.SOURCE_SPENDS, mana=())


def _odds_key(s: State, seat: int, what: Any) -> tuple[Any, ...]:
    h = s.heroes[seat]
    cards = tuple(sorted((c.title, c.advanced) for c in B.all_cards(h)))
    return (cards, B.hand_size(h), h.units, h.spells, h.artifacts, s.skills, B.day(s), what)


def movers(s: State, seat: int, free: Sequence[int], strong: bool) -> list[tuple[int, float]]:
    """The Move each of these hand cards gives (by a stronger action too when ``strong``), most first."""
    return sorted(((p, _card_values(s, seat, p, _NO_FOE, strong)[2]) for p in free), key=lambda x: -x[1])


def spare(free: Sequence[int], moving: Sequence[tuple[int, float]], need: float) -> tuple[list[int], float]:
    """The hand cards left after playing the best of ``moving`` for ``need`` Move, and the Move played."""
    used = 0.0
    keep = list(free)
    for p, mv in moving:
        if used >= need or mv <= 0:
            break
        used += mv
        keep.remove(p)
    return keep, used


def _step_cards(s: State, seat: int, need: int) -> tuple[list[int] | None, bool]:
    """The free hand cards left after playing the best movers for ``need`` Move (None if the hand
    cannot), and whether a stronger action (the source mana) was needed for it."""
    free = list(B.free_cards(s.heroes[seat]))
    for strong in (False, True):
        keep, used = spare(free, movers(s, seat, free, strong), need)
        if used >= need:
            return keep, strong
    return None, False


def influence_odds(s: State, seat: int, cost: int) -> float:
    """The share of the hero's likely hands whose influence (with its units' and skills') pays ``cost``."""
    key = _odds_key(s, seat, ("influence", cost))
    got = _ODDS.get(key)
    if got is None:
        h = s.heroes[seat]
        extra = sum(_influence_of(C.UNIT_BY_ID[u.id].abilities) for u in h.units if u.status == READY)
        extra += sum(_influence_of(C.SKILL_BY_ID[r.id].effect) for r in s.skills if not r.used)
        hands = _likely_hands(h)
        wins = 0
        for hand in hands:
            points = sum(max(_influence_of(B.half(c).action), _influence_of(C.SIDEWAYS)) for c in hand)
            wins += points + extra >= cost
        got = _ODDS[key] = wins / max(1, len(hands))
    if len(_ODDS) > ODDS_KEPT:
        _ODDS.clear()
    return got


TrialKey = tuple[Any, ...]
_TRIALS: Recent[TrialKey, tuple[bool, float]] = Recent(1024)
"""Trial fights played out, by all a fight depends on (a key holds the hero as it was, ~3.5 KiB,
and a game plays out ~2,000, each asked again only while the same choice is weighed)."""


class FightChoices:
    """The hero's choices inside a fight, and trial fights played out with them."""

    reason: Said | str
    _mode: str = ""  #: inside a trial: "block" (block in full) or "wounds" (take them); "" decides by trials

    def _blocks(self, s: State, seat: int) -> bool:
        """At the start of the blocking phase: block in full (True) or take the wounds, whichever
        trial wins at the lesser cost."""
        if self._mode:
            return self._mode == "block"
        block = self._play_out(s, seat, "block")
        wounds = self._play_out(s, seat, "wounds")
        return (not block[0], block[1]) <= (not wounds[0], wounds[1])

    def hand_odds(self, s: State, seat: int, place: Place, step: int = 0, cube: str | None = None) -> float:
        """The share of the hero's likely hands that win a trial fight at ``place`` (against the
        enemy of ``cube``, the card's guiding cube if None) with the cards left after playing
        ``step`` Move to get there (as little mana spent as can be)."""
        e = B.foe_at(s, place, cube)
        key = _odds_key(s, seat, (e, place, step))
        got = _ODDS.get(key)
        if got is None:
            hands = _likely_hands(s.heroes[seat])
            wins = 0
            for hand in hands:
                s2 = _with_hand(s, seat, hand)
                keep, strong = _step_cards(s2, seat, step)
                if keep is None:
                    continue
                if strong:
                    s2 = B.with_turn(s2, spends=0)
                wins += self.fight_trial(s2, seat, place, keep, cube=cube)[0]
            got = _ODDS[key] = wins / max(1, len(hands))
        return got

    def fight_trial(
        self,
        s: State,
        seat: int,
        place: Place,
        keep: Sequence[int],
        stand: Place | None = None,
        cube: str | None = None,
    ) -> tuple[bool, float]:
        """Whether the hero, standing at ``stand`` (where it is now if None) with only the hand
        cards ``keep`` free, beats the enemy at ``place`` (the one of ``cube``, the card's guiding
        cube if None), and what the fight costs."""
        h = s.heroes[seat]
        uses = tuple(u if (i in keep or u != FREE) else PLAYED for i, u in enumerate(h.hand_use))
        h = replace(h, hand_use=uses, place=stand or h.place)
        t = B.turn_of(s)
        e = B.enemy_at(s, place, cube)
        key = (h, s.skills, place, e.id, B.trait_at(s, place), t.source, t.source_used, t.spends, t.mana, B.day(s))

        def play_out() -> tuple[bool, float]:
            s2 = F.start(B.with_hero(s, seat, h), seat, place, cube)
            block = self._play_out(s2, seat, "block")
            return block if block[0] else self._play_out(s2, seat, "wounds")

        return _TRIALS.answer(key, play_out)

    def _play_out(self, s: State, seat: int, mode: str) -> tuple[bool, float]:
        """Play the fight in progress to its end with this hero's choices: (won, cost)."""
        saved = self.reason, self._mode
        self._mode = mode
        before = s.heroes[seat]
        skills = s.skills
        try:
            for _ in range(60):
                c = s.combat
                if c is None or s.phase == "over":
                    return True, _spent(before, s.heroes[seat], skills, s.skills)
                if c.phase == STUCK:
                    break
                legal = play.legal(s)
                a = self._pending(s, seat, legal) if s.pending else self._combat(s, seat, legal)
                if a is None or isinstance(a, Restart):
                    break
                s = play.act(s, a)
        finally:
            self.reason, self._mode = saved
        return False, 99.0

    def _pending(self, s: State, seat: int, legal: Sequence[Action]) -> Action | None:
        d = s.pending[0]
        h = s.heroes[seat]
        if d.kind == "exhaust":
            if s.combat is not None:
                e = B.foe(s.combat)

                def spare(a: Action) -> float | None:
                    if not isinstance(a, Exhaust):
                        return None
                    at, bl, _ = _card_values(s, seat, a.pos, e, False)
                    return -(at + bl)

                return _best(legal, spare)
            return _best(legal, lambda a: -card_strength(h.hand[a.pos]) if isinstance(a, Exhaust) else None)
        if d.kind == "under":
            return next((a for a in legal if isinstance(a, Pick)), None)
        if d.kind == "cube":
            castle = B.joint_castle(s)

            def weakness(a: Action) -> float | None:
                if not isinstance(a, Pick) or castle is None:
                    return None
                e = B.foe_at(s, castle, a.value)
                return -(e.defense + e.attack)

            return _best(legal, weakness)
        if d.kind == "mana":
            wanted = {B.half(h.hand[p]).mana_cost for p in B.free_cards(h)}
            return _best(legal, lambda a: (a.value in wanted) if isinstance(a, Pick) else None)
        if d.kind == "flip":
            prefer = ("fury", "bulwark", "volley", "stride", "arcane-spark", "intimidate")

            def rank(a: Action) -> int | None:
                if not isinstance(a, Pick):
                    return None
                title = h.hand[int(a.value[4:])].title
                return len(prefer) - prefer.index(title) if title in prefer else 0

            return _best(legal, rank)
        return legal[0]

    # --- fighting

    def _combat(self, s: State, seat: int, legal: Sequence[Action]) -> Action | None:
        c = s.combat
        assert c is not None
        e = B.foe(c)
        if c.phase == STUCK:
            self.reason = t("this fight can no longer be won; the turn starts again")
            return next(a for a in legal if isinstance(a, Restart))
        if c.phase == WOUNDS:

            def soak(a: Action) -> float | None:
                if not isinstance(a, Wound):
                    return None
                h = s.heroes[seat]
                if a.unit:
                    u = h.units[a.index]
                    unit = C.UNIT_BY_ID[u.id]
                    free = unit.immune_to(e.attack_type) and not u.shrugged
                    return 10.0 + unit.defense + (5 if free else 0) + (2 if u.status != READY else 0)
                return -_card_values(s, seat, a.index, e, False)[0] + (0.5 if h.hand[a.index].waning else 0)

            self.reason = t("a unit's defense, or the card that attacks least, takes the wound")
            return _best(legal, soak)
        plays = [a for a in legal if _effect_of(s, a) is not None]
        if c.phase == RANGED:
            if B.attack_total(c, True) + self._ranged_potential(s, seat, e) >= e.defense:
                need = e.defense - B.attack_total(c, True)
                pick = self._pick_value(s, plays, lambda eff: _ranged_of(eff, e), need)
                if pick is not None:
                    self.reason = t(
                        "ranged attacks can reach the defense of {enemy} ({defense}) before it strikes",
                        enemy=data(e.name),
                        defense=e.defense,
                    )
                    return pick
            self.reason = t("ranged attacks cannot win here; keep the cards for blocking and attacking")
            return next((a for a in legal if isinstance(a, Next)), None)
        if c.phase == BLOCKING:
            target = e.block_target(c.weaken)
            have = B.block_total(c)
            if have < target and not c.cancelled:
                if e.must_block or have > 0 or c.weaken > 0 or self._blocks(s, seat):
                    pick = self._block_pick(s, seat, plays, e, target - have)
                    if pick is not None:
                        self.reason = t(
                            "a full block of {block} keeps the wounds away and leaves enough attack", block=target
                        )
                        return pick
            self.reason = t("the block is done") if have >= target else t("taking the wounds costs less than blocking")
            return next((a for a in legal if isinstance(a, Next)), None)
        pick = self._pick_value(s, plays, lambda eff: _values(eff, e)[0], e.defense - B.attack_total(c))
        if pick is not None:
            self.reason = t("{more} more attack beats {enemy}", more=e.defense - B.attack_total(c), enemy=data(e.name))
            return pick
        return next((a for a in legal if isinstance(a, Restart)), None)

    def _ranged_potential(self, s: State, seat: int, e: C.Enemy) -> float:
        h = s.heroes[seat]
        total = 0.0
        strong_left = 1
        for p in B.free_cards(h):
            half = B.half(h.hand[p])
            basic = _ranged_of(half.action, e)
            strong = _ranged_of(half.stronger, e) if _can_pay(s, half.mana_cost) else 0.0
            if strong > basic and strong_left:
                strong_left -= 1
                total += strong
            else:
                total += basic
        for u in h.units:
            if u.status == READY and not u.fought:
                total += _ranged_of(C.UNIT_BY_ID[u.id].abilities, e)
        total += sum(_ranged_of(C.SKILL_BY_ID[r.id].effect, e) for r in s.skills if not r.used)
        return total

    def _block_pick(self, s: State, seat: int, plays: Sequence[Action], e: C.Enemy, need: float) -> Action | None:
        """The block that costs the least attack: a card good at blocking before a good attacker,
        a skill or unit before a card, and one that fills the block before several."""
        best: tuple[float, Action] | None = None
        for a in plays:
            eff = _effect_of(s, a)
            if eff is None:
                continue
            block = _values(eff, e)[1]
            if block <= 0:
                continue
            lost = _card_cost(s, a)
            if isinstance(a, Play):
                lost += 0.8 * _card_values(s, seat, a.pos, e, True)[0]
            elif isinstance(a, UseUnit):
                lost += 0.8 * _values(C.UNIT_BY_ID[s.heroes[seat].units[a.index].id].abilities, e)[0]
            score = min(block, need) - lost + (1.0 if block >= need else 0.0)
            if best is None or score > best[0] + 1e-9:
                best = (score, a)
        return best[1] if best is not None else None

    def _pick_value(self, s: State, plays: Sequence[Action], value: Any, need: float | None = None) -> Action | None:
        """The play worth most for what it spends; when one play alone covers ``need``, the
        cheapest such play (a small card for the last point, not the artifact's big effect)."""
        best = None
        best_v = 0.0
        cover: tuple[float, float, Action] | None = None
        for a in plays:
            eff = _effect_of(s, a)
            if eff is None:
                continue
            v = value(eff)
            if v <= 0:
                continue
            cost = _card_cost(s, a)
            if need is not None and v >= need and (cover is None or (cost, v) < cover[:2]):
                cover = (cost, v, a)
            score = v / cost
            if best is None or score > best_v + 1e-9:
                best, best_v = a, score
        return cover[2] if cover is not None else best

    # --- the turn outside combat
