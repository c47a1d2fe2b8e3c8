"""Mint Knight's heuristic hero and the search bot's position value.

``evaluate`` values a position for the team: castles taken, experience, units, rewards and
skills, explored cards and sites beaten, and in a combat how close the fight is to being won.

The heuristic hero plays a turn by a plan rather than by trying every choice. It weighs every
site, roaming enemy, recruit location and explore on the map by its worth and its distance. A
goal in reach this turn is done now if a trial fight (``botfight``) with the cards left after
moving wins, or the influence left pays for a unit; a goal farther off is walked toward with the
cards made for moving only, so the next turn's full hand does the fighting or recruiting there.
The castles come into reach once a full hand can beat them: before that the hero levels up on the
sites and recruits. A turn that was restarted is played without a fight.

In co-op the heroes wait beside the third castle once a share of their hands would win there
(the game's goal once it is the last castle), and a hero calls the joint assault when the
shared turn, played out on a copy with both heroes' choices, takes the castle; the hero who goes
first takes the castle cube that lets both halves be won.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mint.core import words
from mint.core.game import Action, replace
from mint.core.rng import MASKED, Rng
from mint.core.words import Said
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
    Pick,
    Play,
    Recruit,
    Restart,
    UseReward,
    UseUnit,
)
from mint.games.knight.botfight import (
    FightChoices,
    _best,
    _card_cost,
    _card_values,
    _effect_of,
    _influence_of,
    _step_cards,
    _values,
    card_strength,
    influence_odds,
    movers,
    plan,
    spare,
)
from mint.games.knight.effects import Heal as Heal_
from mint.games.knight.state import ATTACK, BLOCKING, STUCK, WOUNDED, State

__all__ = ["BOTS", "SEARCH", "HeuristicBot", "advise", "card_strength", "evaluate", "heuristic", "plan"]

SITE_VALUE = {"orcs": 1.0, "dragon": 1.6, "ruins": 1.4, "keep": 1.3, "tower": 1.5, "castle": 6.0}
"""How much a fight at each location is worth to the plan, on top of its experience."""
UNIT_WORTH = 8.0
TOWN_VALUE = 25.0
"""How much the plan values walking to a recruit location with a free unit spot and the influence to fill it."""
CASTLE_WORTH = 100.0
FAR = 60
"""Move points the plan looks ahead for goals too far for one turn."""
MOVE_PER_TURN = 6.0
"""About the Move a turn's cards made for moving give (to count the turns to a far goal)."""
LATER = 0.8
"""What a goal is worth for each turn it lies away."""
CAMP_WORTH = 15.0
"""Co-op: waiting beside the joint castle while another castle is still to take."""
JOINT_REACH = 8
"""Co-op: the most Move either hero may be from the joint castle for an assault to be tried out."""
JOINT_STEPS = 400
"""Choices a trial of the joint assault's shared turn may take before it counts as lost."""


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


def heuristic(state: State, seat: int) -> float:
    return evaluate(state, seat)


class HeuristicBot(FightChoices):
    """A planned turn: pick a reachable goal the hand can win, move there, fight, recruit, end."""

    kind = "heuristic"

    def __init__(self) -> None:
        self.reason: Said | str = ""  #: why the last choice was made, in a player's words (for hints)
        self._cube = ""  #: inside a joint-assault trial: the cube the first hero takes

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

    def _turn(self, s: State, seat: int, legal: Sequence[Action]) -> Action | None:
        t = B.turn_of(s)
        h = s.heroes[seat]
        recruits = [a for a in legal if isinstance(a, Recruit)]
        if recruits:
            self.reason = words.t("the strongest unit the influence pays for")
            return _best(recruits, lambda a: C.UNIT_BY_ID[s.unit_offer[a.pos]].cost)
        heals = [a for a in legal if isinstance(a, Heal)]
        if heals:
            return _best(heals, lambda a: {"unit": 3, "hand": 2, "deck": 1, "discard": 0}[a.where])
        if s.joint:
            return self._joint_step(s, seat, legal)
        assault = next((a for a in legal if isinstance(a, Assault)), None)
        if assault is not None and s.restarts == 0 and self._assault_ready(s, seat):
            self.reason = words.t("both heroes should win their halves of the joint assault now")
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
        mend = self._heal_pick(s, seat, legal)
        if mend is not None:
            self.reason = words.t("heal a wounded unit: it fights and takes wounds again")
            return mend
        end = next((a for a in legal if isinstance(a, EndTurn)), None)
        if end is not None:
            self.reason = words.t("nothing more this turn is worth a card")
            return end
        # one card must be played: the least useful one sideways
        plays = [a for a in legal if isinstance(a, Play)]
        if plays:
            return _best(plays, lambda a: (h.hand[a.pos].waning, a.how == "side", -a.pos))
        return next((a for a in legal if isinstance(a, Exhaust)), None)

    def _heal_pick(self, s: State, seat: int, legal: Sequence[Action]) -> Action | None:
        """A play whose heal, with the heal points there are, readies a wounded unit (2 points);
        the cheapest such play."""
        h = s.heroes[seat]
        if not any(u.status == WOUNDED for u in h.units):
            return None
        have = B.turn_of(s).heal
        best: tuple[float, Action] | None = None
        for a in legal:
            if not isinstance(a, (Play, UseUnit, UseReward)):
                continue
            eff = _effect_of(s, a)
            amount = 0 if eff is None else max(sum(st.amount for st in o if isinstance(st, Heal_)) for o in eff.options)
            if amount <= 0 or have + amount < C.HEAL_COSTS["ready_wounded_unit"]:
                continue
            cost = _card_cost(s, a)
            if best is None or cost < best[0]:
                best = (cost, a)
        return best[1] if best is not None else None

    def _assault_ready(self, s: State, seat: int) -> bool:
        """Whether the joint assault called now takes the castle: both heroes within a short walk
        of it, and the shared turn, played out on a copy with both heroes' choices, won with one
        of the castle's cubes taken by this hero."""
        castle = B.joint_castle(s)
        if castle is None:
            return False
        s2 = play.act(s, Assault(seat))
        m = B.the_map(s2)
        target = m.index(castle)
        for i, h in enumerate(s2.heroes):
            fresh = B.with_turn(s2, move=FAR, visited=(h.place,))
            far = play.paths(fresh, i)
            if target not in far or far[target][0] > JOINT_REACH:
                return False
        return any(self._joint_trial(s2, cube) for cube in _joint_cubes(s2))

    def _joint_trial(self, s: State, cube: str) -> bool:
        """Play the shared turn of a joint assault out on a copy, the hero who goes first taking
        ``cube``'s enemy: whether the castle falls."""
        saved = self.reason, self._cube
        self._cube = cube
        won = s.castles_won
        try:
            for _ in range(JOINT_STEPS):
                if s.castles_won > won or s.phase == "over":
                    return True
                if not (s.joint or s.pending or s.combat):
                    return False
                seat = play.actor(s)
                legal = play.legal(s)
                a = self._choose(s, seat, legal)
                if a is None or isinstance(a, Restart) or a not in legal:
                    return False
                s = play.act(s, a)
        finally:
            self.reason, self._cube = saved
        return False

    def _joint_step(self, s: State, seat: int, legal: Sequence[Action]) -> Action | None:
        """The shared turn of the joint assault: the hero steps into the castle with the cards
        least useful in its fight, and once its half is won passes the turn to its partner."""
        if seat not in s.joint:
            self.reason = words.t("this half of the joint assault is won: the partner fights next")
            return next((a for a in legal if isinstance(a, EndTurn)), None)
        castle = B.joint_castle(s)
        m = B.the_map(s)
        give_up = next((a for a in legal if isinstance(a, Restart)), None)
        if castle is None:
            return give_up
        target = m.index(castle)
        far = play.paths(replace_move(s, FAR), seat)
        if target not in far:
            return give_up
        need = max(0, far[target][0] - B.turn_of(s).move)
        self.reason = words.t("step into the castle for this hero's half of the joint assault")
        if need > 0:
            keep, strong = _step_cards(s, seat, need)
            if keep is None:
                return give_up
            return self._move_card(s, seat, legal, need, strong=strong) or give_up
        return next((a for a in legal if isinstance(a, MoveTo) and a.place == castle), give_up)

    def _pending(self, s: State, seat: int, legal: Sequence[Action]) -> Action | None:
        if s.pending[0].kind == "cube":
            picks = [a for a in legal if isinstance(a, Pick)]
            if self._cube:
                return next((a for a in picks if a.value == self._cube), None)
            for a in picks:
                if self._joint_trial(s, str(a.value)):
                    self.reason = words.t("with this enemy here, both halves of the joint assault should be won")
                    return a
        return super()._pending(s, seat, legal)

    def _influence_potential(self, s: State, seat: int) -> float:
        h = s.heroes[seat]
        return sum(max(_influence_of(B.half(h.hand[p]).action), _influence_of(C.SIDEWAYS)) for p in B.free_cards(h))

    def _move_plan(self, s: State, seat: int, legal: Sequence[Action]) -> Action | None:
        """Play toward the goal of the turn (``_target``): done now when it is in reach with the
        cards its fight or recruit needs kept back, else walked toward as far as the hand goes."""
        t = B.turn_of(s)
        h = s.heroes[seat]
        m = B.the_map(s)
        free = list(B.free_cards(h))
        if s.restarts == 0:
            for a in legal:
                if isinstance(a, Fight) and self.fight_trial(s, seat, a.place, free)[0]:
                    e = B.foe_at(s, a.place)
                    self.reason = words.t(
                        "this hand beats {enemy} next to the hero ({xp} XP)", enemy=words.data(e.name), xp=e.xp
                    )
                    return a
        aim = self._target(s, seat)
        if aim is None:
            return None
        _, kind, target = aim
        here = B.hero_space(s, seat)
        far = play.paths(replace_move(s, FAR), seat)
        path: tuple[int, ...] = ()
        if target == here:
            cost = 0
        elif target in far and far[target][2] is None:
            cost, path = far[target][0], far[target][1]
        else:
            return None
        if kind == "explore" and not t.free_explores:
            cost += C.EXPLORE_COST
        need = max(0, cost - t.move)
        moving = movers(s, seat, free, True)
        keep, used = spare(free, movers(s, seat, free, False), need)
        strong = used < need
        if strong:
            # moving with a stronger action spends the source mana the fight could have used
            keep, used = spare(free, moving, need)
        ready = B.with_turn(s, spends=0) if strong and t.spends > 0 else s
        if used >= need and self._can_do(ready, seat, kind, target, keep):
            self.reason = self._goal_words(s, kind, target)
            if need > 0:
                return self._move_card(s, seat, legal, need, strong=strong)
            if kind == "explore" and target == here:
                return next((a for a in legal if isinstance(a, Explore)), None)
            return next((a for a in legal if isinstance(a, MoveTo) and m.index(a.place) == target), None)
        stop = self._stop(s, path[:-1] if kind == "fight" else path, far, moving)
        if stop is None:
            return None  # as close as this hand goes: the next turn's hand takes it on
        self.reason = self._goal_words(s, "toward:" + kind, target)
        if far[stop][0] > t.move:
            return self._move_card(s, seat, legal, far[stop][0] - t.move)
        return next((a for a in legal if isinstance(a, MoveTo) and m.index(a.place) == stop), None)

    def _stop(self, s: State, path: tuple[int, ...], far: Any, moving: list[tuple[int, float]]) -> int | None:
        """The farthest space along a goal's path that the Move on hand and the hand's cards
        reach this turn; None if there is none."""
        t = B.turn_of(s)
        m = B.the_map(s)
        done = B.vanquished_spaces(s)
        budget = t.move + sum(mv for _, mv in moving)
        stops = [n for n in path if far[n][0] <= budget and not (m.location[n] in T.SITES and n not in done)]
        return stops[-1] if stops else None

    def _can_do(self, s: State, seat: int, kind: str, target: int, keep: Sequence[int]) -> bool:
        """Whether the goal can be done on arrival this turn with the hand cards ``keep``."""
        m = B.the_map(s)
        if kind == "fight":
            return s.restarts == 0 and self.fight_trial(s, seat, m.places[target], keep)[0]
        if kind == "near":
            if s.restarts > 0:
                return False
            foes = [e for e in play.roaming(s) if e in m.adj[target]]
            return any(self.fight_trial(s, seat, m.places[e], keep, m.places[target])[0] for e in foes)
        if kind == "town":
            h = s.heroes[seat]
            costs = [C.UNIT_BY_ID[u].cost for u in s.unit_offer if m.location[target] in C.UNIT_BY_ID[u].recruit_at]
            influence = B.turn_of(s).influence + sum(
                max(_influence_of(B.half(h.hand[p]).action), _influence_of(C.SIDEWAYS)) for p in keep
            )
            return bool(costs) and influence >= min(costs)
        return True

    def _target(self, s: State, seat: int) -> tuple[float, str, int] | None:
        """The goal worth walking toward: its worth, times the chance a full hand wins it, less for
        each turn it lies from where the hero began this turn (so the choice holds all turn)."""
        start = s.start if s.start is not None and s.start.turn is not None else s
        far0 = play.paths(replace_move(start, FAR), seat)
        here0 = B.hero_space(start, seat)
        best: tuple[bool, float, tuple[float, str, int]] | None = None
        for value, kind, target in self._goals(s, seat):
            if target == here0:
                cost = 0
            elif target in far0 and far0[target][2] is None:
                cost = far0[target][0]
            else:
                continue
            chance = self._chance(s, seat, kind, target)
            if chance <= 0.0:
                continue
            # a likely goal before an unlikely one; in the last round any chance at a castle will do
            likely = chance > 0.25 or (s.round >= C.ROUNDS and value >= CASTLE_WORTH)
            option = (likely, value * chance * LATER ** (cost / MOVE_PER_TURN), (value * chance, kind, target))
            if best is None or option[:2] > best[:2]:
                best = option
        return best[2] if best is not None else None

    def _chance(self, s: State, seat: int, kind: str, target: int) -> float:
        """The share of the hero's likely hands (drawn from all its cards) that would win the
        goal's fight or pay for its recruit; 1 for an explore."""
        m = B.the_map(s)
        if kind in ("fight", "near"):
            spaces = [target] if kind == "fight" else [e for e in play.roaming(s) if e in m.adj[target]]
            day = B.day(s)
            done = B.vanquished_spaces(s)
            steps = [T.move_cost(m, target, day, a, done) for a in m.adj[target]]
            step = min((x for x in steps if x is not None), default=0)
            return max((self.hand_odds(s, seat, m.places[e], step) for e in spaces), default=0.0)
        if kind == "town":
            costs = [C.UNIT_BY_ID[u].cost for u in s.unit_offer if m.location[target] in C.UNIT_BY_ID[u].recruit_at]
            return influence_odds(s, seat, min(costs)) if costs else 0.0
        if kind == "camp":
            return self._joint_odds(s, seat, target)
        return 1.0

    def _joint_odds(self, s: State, seat: int, stand: int) -> float:
        """The share of the hero's likely hands that, from ``stand``, step into the joint castle
        and beat the weaker of its two level-2 enemies."""
        castle = B.joint_castle(s)
        if castle is None:
            return 0.0
        m = B.the_map(s)
        target = m.index(castle)
        step = T.move_cost(m, target, B.day(s), stand, B.vanquished_spaces(s))
        if step is None:
            return 0.0
        return max(self.hand_odds(s, seat, castle, step, cube) for cube in _joint_cubes(s))

    def _goal_words(self, s: State, kind: str, target: int) -> Said:
        m = B.the_map(s)
        place = m.places[target]
        loc = m.location[target]
        where = T.LOCATION_NAMES.get(loc or "") or words.t("that space")
        later, _, kind = kind.rpartition(":")
        if kind == "fight":
            e = B.foe_at(s, place)
            if later:
                return words.t(
                    "walk toward {enemy} ({xp} XP) at the {place}, to fight it with a full hand",
                    enemy=words.data(e.name),
                    xp=e.xp,
                    place=where,
                )
            return words.t(
                "this hand should beat {enemy} ({xp} XP) at the {place}", enemy=words.data(e.name), xp=e.xp, place=where
            )
        if kind == "town":
            if later:
                return words.t("go to the {place} and recruit there with a full hand: a unit spot is free", place=where)
            return words.t("recruit a unit at the {place}: a unit spot is free and the influence is there", place=where)
        if kind == "explore":
            return words.t("explore: new cards bring sites, and the castles are still hidden")
        if kind == "near":
            return words.t("stand next to a roaming enemy this hand should beat, then attack it")
        if kind == "camp":
            return words.t("wait beside the third castle for the joint assault")
        return words.t("walk closer to a fight that is too far for this turn")

    def _move_card(
        self, s: State, seat: int, legal: Sequence[Action], need: float, strong: bool = True
    ) -> Action | None:
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
            if not strong and isinstance(a, Play) and a.how == "strong":
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
        """Every goal on the map: (worth, kind, space). Only a fight ends on an unbeaten site."""
        m = B.the_map(s)
        done = B.vanquished_spaces(s)
        return [
            g for g in self._all_goals(s, seat) if g[1] == "fight" or m.location[g[2]] not in T.SITES or g[2] in done
        ]

    def _all_goals(self, s: State, seat: int) -> list[tuple[float, str, int]]:
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
            # co-op: wait beside the third castle for the joint assault; it is the goal of the
            # game once it is the last castle (the chance is the share of hands that win there)
            last = s.castles_won >= s.castles_total - 1
            out += [(CASTLE_WORTH if last else CAMP_WORTH, "camp", a) for a in m.adj[m.index(jc)]]
        if s.terrain_deck or len(s.castles) < s.castles_total:
            for i in range(len(m)):
                if T.explore_slots(m, i, s.closed):
                    out.append((7.0 + (4.0 if s.terrain_deck else 0.0), "explore", i))
        return out


_DUMMY = C.ENEMIES[0]


def _joint_cubes(s: State) -> list[str]:
    """The different cubes on the joint castle's card (its guiding cube and the co-op extra one)."""
    castle = B.joint_castle(s)
    if castle is None:
        return []
    return sorted({c for sl, c in (*s.cubes, *s.extra) if sl == castle[0]})


def replace_move(s: State, move: int) -> State:
    return replace(s, turn=replace(B.turn_of(s), move=move))


def advise(rules: Any, observation: State, seat: int, legal: Sequence[Action], seed: int) -> tuple[Action, str]:
    """A hint: the heuristic hero's choice and the reason it had (the table's Hint asks this
    before a search: in Mint Knight the planned turn advises better than a short search)."""
    if len(legal) == 1:
        only = legal[0]
        c = observation.combat
        if isinstance(only, Restart) and c is not None:
            return only, str(words.t("this fight can no longer be won: {why}", why=c.why))
        return only, str(words.t("the only move left"))
    bot = HeuristicBot()
    action = bot.choose(rules, observation, seat, legal, 0.0, seed)
    return action, str(bot.reason or words.t("the heuristic hero's choice"))


BOTS = {"heuristic": HeuristicBot}

SEARCH = {"through": 1}
"""The search bot's settings for Mint Knight at every level. Its rollouts play on through one
event that cannot be undone (a won fight, an explore, the turn's end and its draw): a turn's
worth is what it wins, and most of that is won by the blow, the explore or the recruit that
ends it. Without this the search judged every turn just before its gain and played far below
the heuristic hero (4 XP a game instead of 25)."""
