"""Mint Knight's heuristic hero and the search bot's position value.

``evaluate`` values a position for the team: castles taken, experience, units, rewards and
skills, explored cards and sites beaten, and in a combat how close the fight is to being won.

The heuristic hero plays a turn by a plan rather than by trying every choice: it weighs every
enemy, town and explore it could reach this turn, keeps the cards it needs for the fight (an
estimate that splits the hand into blocks, wounds and attacks), plays just enough Move, walks
there and fights, blocking when a full block leaves enough attack and taking wounds otherwise.
A turn that was restarted is played without a fight, so a misjudged fight is never repeated.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from mint.core.game import Action, replace
from mint.core.rng import MASKED, Rng
from mint.games.knight import board as B
from mint.games.knight import cards as C
from mint.games.knight import play
from mint.games.knight import terrain as T
from mint.games.knight.actions import (
    Assault,
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
    UseReward,
    UseUnit,
    Wound,
)
from mint.games.knight.effects import Attack, Block, CancelAttack, Effect, Influence, Move, Weaken
from mint.games.knight.effects import Exhaust as ExhaustStep
from mint.games.knight.state import ATTACK, BLOCKING, RANGED, READY, STUCK, WOUNDED, WOUNDS, Card, State

SITE_VALUE = {"orcs": 1.0, "dragon": 1.6, "ruins": 1.4, "keep": 1.3, "tower": 1.5, "castle": 6.0}
"""How much a fight at each location is worth to the plan, on top of its experience."""
UNIT_WORTH = 8.0
TRY_SLACK = 1.0
"""Attack points a fight may look short by and still be tried (Restart turn costs nothing)."""
EXHAUST_PRICE = 2.0
"""What a card exhausted as a cost (Gambit's) takes away: about what it would have given."""
TOWN_VALUE = 25.0
"""How much the plan values walking to a recruit location with a free unit spot and the influence to fill it."""
CASTLE_WORTH = 100.0


# --- Position value ------------------------------------------------------------------------------------


def evaluate(s: State, seat: int = 0) -> float:
    """The team's progress: castles, experience, units, rewards, explored cards and beaten sites."""
    if s.phase == "over":
        return 1000.0 if s.won else CASTLE_WORTH * s.castles_won - 50.0
    v = CASTLE_WORTH * s.castles_won + 2.0 * len(s.vanquished) + 5.0 * len(s.placed) + 3.0 * len(s.skills)
    for h in s.heroes:
        draws = max(0, B.hand_size(h) - len(B.free_cards(h)))
        v += 0.3 * sum(card_strength(c) for c in h.deck[:draws] if c.title != "?")
        v += 2.5 * h.xp + UNIT_WORTH * len(h.units) + 3.0 * (len(h.spells) + len(h.artifacts))
        v -= 3.0 * sum(1 for u in h.units if u.status == WOUNDED)
    c = s.combat
    if c is not None:
        e = B.foe(c)
        if c.phase == STUCK:
            v -= 40.0
        elif c.phase == ATTACK:
            v += 10.0 * min(1.0, B.attack_total(c) / max(1, e.defense))
        elif c.phase == BLOCKING:
            v += 5.0 * min(1.0, B.block_total(c) / max(1, e.block_target(c.weaken)))
    v -= 8.0 * (s.round - 1)
    return v


def card_strength(card: Card) -> float:
    """A rough worth of an action card as it lies: its basic action's biggest amount, more when
    it is still starting (it can be played again this round) or advanced."""
    half = B.half(card)
    amounts = [getattr(st, "amount", 1) for option in half.action.options for st in option]
    return max(amounts, default=1) + (0.5 if not card.waning else 0.0) + (1.0 if card.advanced else 0.0)


def heuristic(state: State, seat: int) -> float:
    return evaluate(state, seat)


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


_PAYS: tuple[Any, dict[str, bool]] = (None, {})
"""Whether one mana of a colour can be paid, for the last state asked about (the slot holds the
state itself, so the answers are that state's; a thread swaps in its own pair)."""


def _can_pay(s: State, colour: str) -> bool:
    global _PAYS
    slot = _PAYS
    if slot[0] is not s:
        slot = _PAYS = (s, {})
    got = slot[1].get(colour)
    if got is None:
        got = slot[1][colour] = play.can_pay(s, (colour,))
    return got


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
    """Whether ``plan`` finds a way to beat ``e`` with these hand cards, or nearly (a fight that
    fails can be restarted, so a close one is worth trying once a turn)."""
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
    """What a play spends: a hand card (a starting one more than a waning one), a unit, a reward."""
    if isinstance(a, Play):
        card = s.heroes[a.seat].hand[a.pos]
        return 1.0 if card.waning else 1.3
    if isinstance(a, UseUnit):
        return 1.1
    if isinstance(a, UseReward):
        return 0.6 if a.kind == "skill" else 1.6 if a.strong and a.kind == "artifact" else 1.2
    return 0.0


class HeuristicBot:
    """A planned turn: pick a reachable goal the hand can win, move there, fight, recruit, end."""

    kind = "heuristic"

    def __init__(self) -> None:
        self.reason = ""  #: why the last choice was made, in a player's words (for hints)

    def choose(
        self, rules: Any, observation: Any, seat: int, legal: Sequence[Action], budget_s: float, seed: int
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        s: State = observation
        if s.rng == MASKED and hasattr(rules, "determinize"):
            s = rules.determinize(observation, seat, Rng.from_seed(seed))
        try:
            got = self._choose(s, seat, legal)
        except (IndexError, KeyError, ValueError):
            got = None
        return got if got is not None and got in legal else legal[0]

    def _choose(self, s: State, seat: int, legal: Sequence[Action]) -> Action | None:
        if s.pending:
            return self._pending(s, seat, legal)
        c = s.combat
        if c is not None:
            return self._combat(s, seat, legal)
        return self._turn(s, seat, legal)

    # --- choices inside an action

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
            self.reason = "this fight can no longer be won; the turn starts again"
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

            self.reason = "a unit's defense, or the card that attacks least, takes the wound"
            return _best(legal, soak)
        plays = [a for a in legal if _effect_of(s, a) is not None]
        if c.phase == RANGED:
            if B.attack_total(c, True) + self._ranged_potential(s, seat, e) >= e.defense:
                need = e.defense - B.attack_total(c, True)
                pick = self._pick_value(s, plays, lambda eff: _ranged_of(eff, e), need)
                if pick is not None:
                    self.reason = f"ranged attacks can reach {e.name}'s defense of {e.defense} before it strikes"
                    return pick
            self.reason = "ranged attacks cannot win here; keep the cards for blocking and attacking"
            return next((a for a in legal if isinstance(a, Next)), None)
        if c.phase == BLOCKING:
            target = e.block_target(c.weaken)
            have = B.block_total(c)
            if have < target and not c.cancelled:
                free = B.free_cards(s.heroes[seat])
                if e.must_block or have > 0 or c.weaken > 0 or plan(s, seat, e, free) == "block":
                    pick = self._block_pick(s, seat, plays, e, target - have)
                    if pick is not None:
                        self.reason = f"a full block of {target} keeps the wounds away and leaves enough attack"
                        return pick
            self.reason = "the block is done" if have >= target else "taking the wounds costs less than blocking"
            return next((a for a in legal if isinstance(a, Next)), None)
        pick = self._pick_value(s, plays, lambda eff: _values(eff, e)[0], e.defense - B.attack_total(c))
        if pick is not None:
            self.reason = f"{e.defense - B.attack_total(c)} more attack beats {e.name}"
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

    def _turn(self, s: State, seat: int, legal: Sequence[Action]) -> Action | None:
        t = B.turn_of(s)
        h = s.heroes[seat]
        recruits = [a for a in legal if isinstance(a, Recruit)]
        if recruits:
            self.reason = "the strongest unit the influence pays for"
            return _best(recruits, lambda a: C.UNIT_BY_ID[s.unit_offer[a.pos]].cost)
        heals = [a for a in legal if isinstance(a, Heal)]
        if heals:
            return _best(heals, lambda a: {"unit": 3, "hand": 2, "deck": 1, "discard": 0}[a.where])
        assault = next((a for a in legal if isinstance(a, Assault)), None)
        if assault is not None and s.restarts == 0 and self._assault_ready(s):
            return assault
        if t.stage == "move":
            step = self._move_plan(s, seat, legal)
            if step is not None:
                return step
        # influence for a recruit here
        loc = play.recruit_location(s, seat)
        if loc is not None and len(h.units) < B.unit_spots(h):
            want = [C.UNIT_BY_ID[u] for u in s.unit_offer if loc in C.UNIT_BY_ID[u].recruit_at]
            if want:
                need = min(u.cost for u in want) - t.influence
                if 0 < need <= self._influence_potential(s, seat):
                    pick = self._pick_value(s, legal, lambda eff: _influence_of(eff))
                    if pick is not None:
                        return pick
        end = next((a for a in legal if isinstance(a, EndTurn)), None)
        if end is not None:
            self.reason = "nothing more this turn is worth a card"
            return end
        # one card must be played: the least useful one sideways
        plays = [a for a in legal if isinstance(a, Play)]
        if plays:
            return _best(plays, lambda a: (h.hand[a.pos].waning, a.how == "side", -a.pos))
        return next((a for a in legal if isinstance(a, Exhaust)), None)

    def _assault_ready(self, s: State) -> bool:
        """Both heroes should beat a level-2 castle enemy of one of the castle's two cubes each."""
        castle = B.joint_castle(s)
        if castle is None:
            return False
        cubes = [c for sl, c in (*s.cubes, *s.extra) if sl == castle[0]]
        if len(cubes) < 2:
            return False
        m = B.the_map(s)
        target = m.index(castle)
        for h in s.heroes:  # both must stand next to it: the step in leaves the hand for the fight
            if target not in m.adj[m.index(h.place)]:
                return False
        foes = [B.foe_at(s, castle, c) for c in cubes]
        wins = [[plan(s, i, e, B.free_cards(s.heroes[i])[1:]) is not None for e in foes] for i in range(len(s.heroes))]
        return (wins[0][0] and wins[1][1]) or (wins[0][1] and wins[1][0])

    def _influence_potential(self, s: State, seat: int) -> float:
        h = s.heroes[seat]
        return sum(max(_influence_of(B.half(h.hand[p]).action), _influence_of(C.SIDEWAYS)) for p in B.free_cards(h))

    def _move_plan(self, s: State, seat: int, legal: Sequence[Action]) -> Action | None:
        """Choose a goal, play Move until it is in reach, then go (or fight, or explore)."""
        t = B.turn_of(s)
        h = s.heroes[seat]
        m = B.the_map(s)
        free = list(B.free_cards(h))
        fights = [a for a in legal if isinstance(a, Fight)]
        if fights and s.restarts == 0:
            for a in fights:
                e = B.foe_at(s, a.place)
                if can_win(s, seat, e, free):
                    self.reason = f"this hand should beat the {e.name} next to the hero ({e.xp} XP)"
                    return a
        goals = self._goals(s, seat)
        goals += self._approaches(s, seat, goals)
        move_cards = sorted(((p, _card_values(s, seat, p, _DUMMY, True)[2]) for p in free), key=lambda x: -x[1])
        reach = play.paths(replace_move(s, 40), seat)
        best = None
        done = B.vanquished_spaces(s)
        for value, kind, target in goals:
            if kind != "fight" and m.location[target] in T.SITES and target not in done:
                continue
            if kind == "explore":
                cost = 0 if t.free_explores else C.EXPLORE_COST
                here = B.hero_space(s, seat)
                if target != here:
                    if target not in reach or reach[target][2] is not None:
                        continue
                    cost += reach[target][0]
                spare = free
            else:
                if target not in reach:
                    continue
                cost = reach[target][0]
                enemy_sp = reach[target][2]
                spare = free
                if enemy_sp is not None and m.places[enemy_sp] not in s.vanquished:
                    continue
            need = max(0, cost - t.move)
            used = 0.0
            keep = list(spare)
            for p, mv in move_cards:
                if used >= need:
                    break
                if mv <= 0:
                    continue
                used += mv
                keep.remove(p)
            if used < need:
                continue
            if kind == "fight":
                if s.restarts > 0:
                    continue
                e = B.foe_at(s, m.places[target])
                if not can_win(s, seat, e, keep):
                    continue
            if kind == "town":
                costs = [C.UNIT_BY_ID[u].cost for u in s.unit_offer if m.location[target] in C.UNIT_BY_ID[u].recruit_at]
                influence = t.influence + sum(
                    max(_influence_of(B.half(h.hand[p]).action), _influence_of(C.SIDEWAYS)) for p in keep
                )
                if not costs or influence < min(costs):
                    continue
            if kind == "near":
                enemies = [e for e in play.roaming(s) if e in m.adj[target]]
                if s.restarts > 0 or not any(can_win(s, seat, B.foe_at(s, m.places[e]), keep) for e in enemies):
                    continue
            score = value - 1.5 * need
            if best is None or score > best[0]:
                best = (score, kind, target, need)
        if best is None:
            return None
        _, kind, target, need = best
        self.reason = self._goal_words(s, kind, target)
        if need > 0:
            pick = self._move_card(s, seat, legal, need)
            return pick
        if kind == "explore" and target == B.hero_space(s, seat):
            exp = [a for a in legal if isinstance(a, Explore)]
            return exp[0] if exp else None
        go = next((a for a in legal if isinstance(a, MoveTo) and m.index(a.place) == target), None)
        return go

    def _goal_words(self, s: State, kind: str, target: int) -> str:
        m = B.the_map(s)
        place = m.places[target]
        loc = m.location[target]
        where = T.LOCATION_NAMES.get(loc or "", "") or "that space"
        if kind == "fight":
            e = B.foe_at(s, place)
            return f"this hand should beat the {e.name} at the {where} ({e.xp} XP)"
        if kind == "town":
            return f"recruit a unit at the {where}: a unit spot is free and the influence is there"
        if kind == "explore":
            return "explore: new cards bring sites, and the castles are still hidden"
        if kind == "near":
            return "stand next to a roaming enemy this hand should beat, then attack it"
        if kind == "camp":
            return "wait beside the third castle for the joint assault"
        return "walk closer to a fight that is too far for this turn"

    def _approaches(self, s: State, seat: int, goals: list[tuple[float, str, int]]) -> list[tuple[float, str, int]]:
        """Spaces on the way to a fight too far for this turn: walking closer now lets the next
        turn's full hand do the fighting."""
        m = B.the_map(s)
        here = B.hero_space(s, seat)
        reach = play.paths(replace_move(s, 40), seat)
        done = B.vanquished_spaces(s)
        out: list[tuple[float, str, int]] = []
        for value, kind, target in goals:
            if kind not in ("fight", "near") or target not in reach or target == here:
                continue
            cost, path, enemy = reach[target]
            if enemy is not None or s.restarts > 0:
                continue
            free = list(B.free_cards(s.heroes[seat]))
            if kind == "fight":
                foes = [B.foe_at(s, m.places[target])]
            else:
                foes = [B.foe_at(s, m.places[e]) for e in play.roaming(s) if e in m.adj[target]]
            if not any(can_win(s, seat, e, free) for e in foes):
                continue
            stops = path[:-1] if kind == "fight" else path
            for k, node in enumerate(stops):
                if m.location[node] in T.SITES and node not in done:
                    break
                share = (k + 1) / max(1, len(path))
                out.append((1.0 + min(3.0, 0.05 * value) * share, "step", node))
        return out

    def _move_card(self, s: State, seat: int, legal: Sequence[Action], need: float) -> Action | None:
        """The play that gives Move at the least loss: a card made for moving before a fighting
        card played sideways, and one that covers the need before several small ones."""
        h = s.heroes[seat]
        best: tuple[float, Action] | None = None
        for a in legal:
            if not isinstance(a, (Play, UseUnit, UseReward)):
                continue
            eff = _effect_of(s, a)
            if eff is None:
                continue
            move = _values(eff, _DUMMY)[2]
            if move <= 0:
                continue
            lost = _card_cost(s, a)
            if isinstance(a, Play):
                at, bl, mv = _card_values(s, seat, a.pos, _DUMMY, True)
                lost += 0.4 * max(at, bl) + (0.5 if not h.hand[a.pos].waning else 0.0)
            score = min(move, need) - lost + (0.5 if move >= need else 0.0)
            if best is None or score > best[0] + 1e-9:
                best = (score, a)
        return best[1] if best is not None else None

    def _goals(self, s: State, seat: int) -> list[tuple[float, str, int]]:
        m = B.the_map(s)
        h = s.heroes[seat]
        done = B.vanquished_spaces(s)
        out: list[tuple[float, str, int]] = []
        for i, loc in enumerate(m.location):
            if loc is None:
                continue
            if loc == "town" or (i in done and C.LOCATION_BY_ID[loc].recruit == "vanquished"):
                if len(h.units) < B.unit_spots(h) and any(loc in C.UNIT_BY_ID[u].recruit_at for u in s.unit_offer):
                    out.append((TOWN_VALUE, "town", i))
                continue
            if i in done or loc in T.ROAMING:
                continue
            if B.joint_castle(s) == m.places[i] and not (s.joint and seat in s.joint):
                continue
            e = B.foe_at(s, m.places[i])
            out.append((e.xp * 2.5 * SITE_VALUE[loc] + (CASTLE_WORTH if loc == "castle" else 0), "fight", i))
        for e_sp in play.roaming(s):
            e = B.foe_at(s, m.places[e_sp])
            for a in m.adj[e_sp]:
                out.append((e.xp * 2.0 * SITE_VALUE[m.location[e_sp] or "orcs"] - 1, "near", a))
        jc = B.joint_castle(s)
        if jc is not None and jc not in s.vanquished and not s.joint:
            # co-op: wait beside the third castle for the joint assault once a hand could take it
            target = m.index(jc)
            cubes = [c for sl, c in (*s.cubes, *s.extra) if sl == jc[0]]
            free = B.free_cards(h)
            if any(plan(s, seat, B.foe_at(s, jc, c), free) for c in cubes):
                out += [(15.0, "camp", a) for a in m.adj[target] if m.location[a] not in T.SITES]
        if s.terrain_deck or len(s.castles) < s.castles_total:
            for i in range(len(m)):
                if T.explore_slots(m, i, s.closed):
                    out.append((7.0 + (4.0 if s.terrain_deck else 0.0), "explore", i))
        return out


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


def replace_move(s: State, move: int) -> State:
    return replace(s, turn=replace(B.turn_of(s), move=move))


def advise(rules: Any, observation: State, seat: int, legal: Sequence[Action], seed: int) -> tuple[Action, str]:
    """A hint: the heuristic hero's choice and the reason it had (the table's Hint asks this
    before a search: in Mint Knight the planned turn advises better than a short search)."""
    if len(legal) == 1:
        only = legal[0]
        c = observation.combat
        if isinstance(only, Restart) and c is not None:
            return only, f"this fight can no longer be won: {c.why}"
        return only, "the only move left"
    bot = HeuristicBot()
    action = bot.choose(rules, observation, seat, legal, 0.0, seed)
    return action, bot.reason or "the heuristic hero's choice"


BOTS = {"heuristic": HeuristicBot}

SEARCH = {"through": 1}
"""The search bot's settings for Mint Knight at every level. Its rollouts play on through one
event that cannot be undone (a won fight, an explore, the turn's end and its draw): a turn's
worth is what it wins, and most of that is won by the blow, the explore or the recruit that
ends it. Without this the search judged every turn just before its gain and played far below
the heuristic hero (4 XP a game instead of 25)."""
