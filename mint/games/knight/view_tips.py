"""What Mint Knight's table says in words: the status line, a seat's summary, and the tooltip of
every spot (spaces with their Move cost, cards, zones, units, spells and the panels)."""

from __future__ import annotations

from typing import Any

from mint.core.spots import Spot
from mint.core.words import Said, t, tn
from mint.games.knight import board as B
from mint.games.knight import cards as C
from mint.games.knight import describe as D
from mint.games.knight import play as P
from mint.games.knight import terrain as T
from mint.games.knight.actions import Explore
from mint.games.knight.state import ACTING, State
from mint.games.knight.view_faces import IMMUNE
from mint.games.knight.view_panels import PENDING_WORDS
from mint.games.knight.view_tabletop import KnightTabletop

named = D.named
TIMES = {"day": t("day"), "night": t("night")}
"""The time of a round as running text names it."""


def _with(said: Said, **args: Any) -> str:
    """A kept sentence rendered with its placeholders filled."""
    return str(Said(said.msgid, said.plural, said.n, tuple(args.items())))


def _time(round_number: int) -> str:
    time = C.time_of(round_number)
    return str(TIMES.get(time, time))


def _mana(code: str) -> str:
    return named(C.MANA_BY_CODE[code].name)


class KnightTips(KnightTabletop):
    """The words of the table: the status line, seat summaries and tooltips."""

    def __init__(self, rules: Any, kit: Any) -> None:
        super().__init__(rules, kit)
        self._paths: tuple[Any, int, dict[int, tuple[int, tuple[int, ...], int | None]]] | None = None

    # --- whose turn and what is going on -----------------------------------------------------

    def status(self, obs: Any) -> str:
        s: State = obs
        if s.phase == "over":
            if s.won:
                return str(t("The game is over: every castle has fallen!"))
            return str(t("The game is over: the castles hold."))
        head = str(t("Round {round} of {rounds} ({time})", round=s.round, rounds=C.ROUNDS, time=_time(s.round)))
        if s.joint:
            order = [self.name(s, seat) for seat in s.joint]
            if len(order) > 1:
                joint = t(
                    "{head} · Joint assault: {first} then {second}, each fighting the castle this shared turn",
                    head=head,
                    first=order[0],
                    second=order[1],
                )
            else:
                joint = t(
                    "{head} · Joint assault: {first}, each fighting the castle this shared turn",
                    head=head,
                    first=order[0],
                )
            head = str(joint)
        if s.pending:
            return str(t("{head} · {choice}", head=head, choice=PENDING_WORDS.get(s.pending[0].kind, t("Choose"))))
        c = s.combat
        if c is not None:
            e = named(B.foe(c).name)
            if c.phase == "stuck":
                return str(t("{head} · {enemy} cannot be beaten now: restart the turn", head=head, enemy=e))
            phase = D.PHASE_WORDS.get(c.phase, c.phase)
            return str(t("{head} · Combat with {enemy}: {phase}", head=head, enemy=e, phase=phase))
        turn = s.turn
        if turn is None:
            return head
        if turn.stage == ACTING:
            return str(t("{head} · After the fight: recruit, heal, play cards or end the turn", head=head))
        if turn.move > 0:
            return str(
                t(
                    "{head} · {move} Move: drag your hero to a lit space, explore, or play more cards",
                    head=head,
                    move=turn.move,
                )
            )
        return str(t("{head} · Play cards: drag one onto a zone above the hand (Move first)", head=head))

    def seat_summary(self, obs: Any, seat: int) -> str:
        s: State = obs
        if not 0 <= seat < len(s.heroes):
            return ""
        h = s.heroes[seat]
        units = str(tn("{n} unit", "{n} units", len(h.units)))
        cards = str(tn("{n} card in hand", "{n} cards in hand", len(h.hand)))
        return str(
            t("Level {level} · {xp} XP · {units} · {cards}", level=B.level(h), xp=h.xp, units=units, cards=cards)
        )

    # --- words for the spots ----------------------------------------------------------------

    def tooltip(self, obs: Any, spot: Any) -> str | None:
        s: State = obs
        if not isinstance(spot, Spot):
            return None
        try:
            return self._tooltip(s, spot)
        except (IndexError, KeyError, ValueError, AttributeError, TypeError):
            return None

    def _tooltip(self, s: State, spot: Spot) -> str | None:
        kind, key, seat = spot.kind, spot.key, spot.seat
        if kind == "space" and isinstance(key, str):
            return self._space_text(s, T.parse_place(key))
        if kind == "slot" and isinstance(key, str):
            if not any(isinstance(a, Explore) and a.target == spot for a in self.legal(s)):
                return None  # explored (the pointer may rest where it was dropped), or out of reach now
            top = s.terrain_deck[-1] if s.terrain_deck else None
            if top is None:
                return str(
                    t(
                        "Explore: pay {cost} Move (or a free explore) to lay a recycled card, turned to its advanced side, in slot {slot}, with a guiding cube.",
                        cost=C.EXPLORE_COST,
                        slot=key,
                    )
                )
            return str(
                t(
                    "Explore: pay {cost} Move (or a free explore) to lay the bottom card of the terrain deck in slot {slot}, with a guiding cube.",
                    cost=C.EXPLORE_COST,
                    slot=key,
                )
            )
        if kind == "hero" and seat is not None:
            h = s.heroes[seat]
            turn = s.turn
            name, place = self.name(s, seat), D.place_words(s, h.place)
            if turn is not None and turn.seat == seat:
                return str(
                    t(
                        "{name}'s hero on {place}. {move} Move to spend. Drag it to a lit space.",
                        name=name,
                        place=place,
                        move=turn.move,
                    )
                )
            return str(t("{name}'s hero on {place}. Drag it to a lit space.", name=name, place=place))
        if kind == "hand" and isinstance(key, int) and seat is not None:
            return self._card_text(s, seat, key)
        if kind == "use" and isinstance(key, str):
            return self._zone_text(key)
        if kind == "unit" and isinstance(key, int) and seat is not None:
            u = s.heroes[seat].units[key]
            return str(UNIT_STATES[u.status, u.fought]).format(unit=self._unit_text(u.id))
        if kind == "units" and seat is not None:
            h = s.heroes[seat]
            return str(
                t(
                    "Unit spots: {n} of {total} taken (a spot comes with each unit level).",
                    n=len(h.units),
                    total=B.unit_spots(h),
                )
            )
        if kind == "offer" and isinstance(key, int):
            unit = self._unit_text(s.unit_offer[key])
            return str(t("Unit offering: {unit} Drag it to your units to recruit it.", unit=unit))
        if kind == "spells" and isinstance(key, int):
            return str(t("Spell offering: {spell}", spell=self._spell_text(s.spell_offer[key])))
        if kind == "spell" and isinstance(key, str):
            used = next((r.used for h in s.heroes for r in h.spells if r.id == key), False)
            if used:
                return str(t("{spell} Used this round.", spell=self._spell_text(key)))
            return str(t("{spell} Drag it onto a zone to cast it.", spell=self._spell_text(key)))
        if kind == "artifact" and isinstance(key, str) or kind == "found" and isinstance(key, str):
            a = C.ARTIFACT_BY_ID[str(key)]
            return str(
                t(
                    "{artifact} (artifact): {basic}; stronger: {stronger}, and the artifact leaves the game. Either way an action card is exhausted; once a round.",
                    artifact=named(a.name),
                    basic=C.text_of(a.basic),
                    stronger=C.text_of(a.stronger),
                )
            )
        if kind == "skill" and isinstance(key, str):
            sk = C.SKILL_BY_ID[key]
            return str(
                t(
                    "{skill} (skill): {effect}. Once a round; no card is needed.",
                    skill=named(sk.name),
                    effect=C.text_of(sk.effect),
                )
            )
        if kind in ("discard", "deck") and isinstance(key, int) and seat is not None:
            pile = s.heroes[seat].discard if kind == "discard" else s.heroes[seat].deck
            card = B.card_name(pile[key])
            if kind == "discard":
                return str(t("Discarded card {n}: {card}.", n=key + 1, card=card))
            return str(t("Deck card {n}: {card}.", n=key + 1, card=card))
        if kind == "deck" and seat is not None:
            h = s.heroes[seat]
            if h.deck:
                return str(
                    tn(
                        "Action deck: {n} card, face up and open to all. Its top card, drawn next: {card}.",
                        "Action deck: {n} cards, face up and open to all. Its top card, drawn next: {card}.",
                        len(h.deck),
                        card=B.card_name(h.deck[0]),
                    )
                )
            return str(t("Action deck: 0 cards, face up and open to all."))
        if kind == "discard" and seat is not None:
            h = s.heroes[seat]
            return str(
                tn(
                    "Discard pile: {n} waning card; they come back at the end of the round.",
                    "Discard pile: {n} waning cards; they come back at the end of the round.",
                    len(h.discard),
                )
            )
        return self._panel_text(s, spot)

    def _panel_text(self, s: State, spot: Spot) -> str | None:
        kind, seat = spot.kind, spot.seat
        if kind == "round":
            return str(
                t(
                    "Round {round} of {rounds}: {time}. Gold mana works by day, black mana at night. Castles vanquished: {won} of {total}; the game is lost when round {rounds} ends.",
                    round=s.round,
                    rounds=C.ROUNDS,
                    time=_time(s.round),
                    won=s.castles_won,
                    total=s.castles_total,
                )
            )
        if kind == "xp" and seat is not None:
            h = s.heroes[seat]
            nxt = next((sp for sp in C.XP_TRACK if sp.xp > h.xp), None)
            text = str(
                t(
                    "{name}: level {level}, {xp} XP. Defense {defense} (each wound on a card takes that much attack), hand size {hand}, unit spots {spots}.",
                    name=self.name(s, seat),
                    level=B.level(h),
                    xp=h.xp,
                    defense=B.defense(h),
                    hand=B.hand_size(h),
                    spots=B.unit_spots(h),
                )
            )
            if nxt is None:
                return text
            if nxt.symbol == "skill":
                more = t("Level {level} at {xp} XP brings a skill.", level=nxt.level, xp=nxt.xp)
            else:
                more = t("Level {level} at {xp} XP brings a unit spot.", level=nxt.level, xp=nxt.xp)
            return str(t("{text} {more}", text=text, more=more))
        if kind == "terrain":
            return str(
                tn(
                    "Terrain deck: {n} card; exploring lays its bottom card. When it is empty, the left-most basic card is recycled.",
                    "Terrain deck: {n} cards; exploring lays its bottom card. When it is empty, the left-most basic card is recycled.",
                    len(s.terrain_deck),
                )
            )
        if kind == "combat" and s.combat is not None:
            c = s.combat
            e = B.foe(c)
            return str(
                t(
                    "{enemy}: attack {attack} {kind}, defense {defense}. Attack needed {defense}; block needed {block}. Inefficient points (against an immunity, or a block of the other type) are added apart and halved.",
                    enemy=named(e.name),
                    attack=e.attack,
                    kind=D.ATTACK_TYPES.get(e.attack_type, e.attack_type),
                    defense=e.defense,
                    block=e.block_target(c.weaken),
                )
            )
        if kind == "points" and s.turn is not None:
            turn = s.turn
            none = str(t("none"))
            return str(
                t(
                    "This turn: {move} Move, {influence} influence, {heal} heal; source mana {source} ({spends} may still be spent); gained mana {gained} (lost at the end of the turn).",
                    move=turn.move,
                    influence=turn.influence,
                    heal=turn.heal,
                    source=" ".join(turn.source) or none,
                    spends=turn.spends,
                    gained=" ".join(turn.mana) or none,
                )
            )
        return None

    def _space_text(self, s: State, place: T.Place) -> str:
        m = B.the_map(s)
        i = m.index(place)
        loc = m.location[i]
        time = C.time_of(s.round)
        kinds = tuple(dict.fromkeys(m.terrains[i]))
        costs = ", ".join(
            str(t("{terrain} {cost}", terrain=_terrain(k), cost=C.move_cost(k, time)))
            if C.move_cost(k, time) is not None
            else str(t("{terrain}: no entry", terrain=_terrain(k)))
            for k in kinds
        )
        card_id, side = m.card_at[place[0]]
        if loc:
            name = str(T.LOCATION_NAMES[loc])
        else:
            name = "/".join(named(C.TERRAIN_BY_ID[k].name) if k in C.TERRAIN_BY_ID else k.title() for k in kinds)
        parts = [
            t(
                "{name} ({place}, {card}, {side}). Move by {time}: {costs}.",
                name=name,
                place=T.format_place(place),
                card=named(T.card(card_id, side).name),
                side=SIDES.get(side, side),
                time=_time(s.round),
                costs=costs,
            )
        ]
        if m.kind[i] == "corner" and len(m.parts[i]) > 1:
            parts.append(t("A corner joined across cards: entering pays the part on your card."))
        done = i in B.vanquished_spaces(s)
        if loc and loc != "town":
            if done:
                parts.append(t("Vanquished (black cube)."))
            else:
                parts.append(self._enemy_text(B.enemy_at(s, m.places[i])))
        if loc in ("town", "keep", "tower", "castle"):
            if loc == "town" or done:
                parts.append(t("Units may be recruited here."))
            else:
                parts.append(t("Units may be recruited here once it is vanquished."))
        reach = self.paths_of(s).get(i) if s.turn is not None and s.combat is None else None
        if reach is not None:
            if reach[2] is not None:
                foe = T.LOCATION_NAMES[m.location[reach[2]] or "orcs"]
                parts.append(t("Reachable for {move} Move, provoking the {foe}.", move=reach[0], foe=foe))
            else:
                parts.append(t("Reachable for {move} Move.", move=reach[0]))
        return " ".join(str(x) for x in parts)

    @staticmethod
    def _enemy_text(e: Any) -> Said:
        more = [str(t("immune to {what}", what=IMMUNE.get(e.immunity, e.immunity)))] if e.immunity else []
        if e.range_immune:
            more.append(str(t("range immune")))
        more += [named(a.name) for a in e.abilities]
        said = dict(
            enemy=named(e.name),
            attack=e.attack,
            kind=D.ATTACK_TYPES.get(e.attack_type, e.attack_type),
            defense=e.defense,
            xp=e.xp,
        )
        if more:
            return t(
                "Enemy: {enemy}, attack {attack} {kind}, defense {defense}, {more}; {xp} XP.",
                more=", ".join(more),
                **said,
            )
        return t("Enemy: {enemy}, attack {attack} {kind}, defense {defense}; {xp} XP.", **said)

    def _card_text(self, s: State, seat: int, pos: int) -> str:
        h = s.heroes[seat]
        card = h.hand[pos]
        half = B.half(card)
        parts = [
            t(
                "{card}: {basic}; paying {mana} mana: {stronger}. Sideways: Move, Block, Attack or Influence 1.",
                card=B.card_name(card),
                basic=C.text_of(half.action),
                mana=_mana(half.mana_cost),
                stronger=C.text_of(half.stronger),
            )
        ]
        if half.mana_in_source and pos < C.SOURCE_CARDS:
            parts.append(t("In the source: {mana}.", mana=_mana(half.mana_in_source)))
        if card.advanced:
            parts.append(t("Advanced side."))
        use = h.hand_use[pos]
        if use == "played":
            parts.append(t("Played this turn."))
        elif use:
            parts.append(t("Exhausted this turn."))
        return " ".join(str(x) for x in parts)

    @staticmethod
    def _zone_text(key: str) -> str:
        if key.startswith("basic"):
            return str(t("Drop a card (or a unit, skill, spell or artifact) here to use its basic effect."))
        if key.startswith("strong"):
            return str(
                t(
                    "Drop a card here to pay its mana and use its stronger action (a spell or artifact: its stronger effect)."
                )
            )
        if key.startswith("side"):
            return str(t("Drop a card here to play it sideways for 1 point."))
        said = {
            "exhaust": t("Drop a card here to exhaust it without using it."),
            "wound": t("Drop a hand card (exhausted) or a ready unit (wounded) here to take a wound."),
            "heal": t("Drop a waning card (hand, deck or discard) or a wounded unit here to spend heal points on it."),
        }
        return str(said.get(key, key))

    @staticmethod
    def _unit_text(uid: str) -> str:
        u = C.UNIT_BY_ID[uid]
        at = ", ".join(str(T.LOCATION_NAMES[x]) for x in u.recruit_at)
        said = dict(
            unit=named(u.name),
            cost=u.cost,
            at=at,
            defense=u.defense,
            abilities=C.text_of(u.abilities),
        )
        if u.immunity:
            return str(
                t(
                    "{unit}: costs {cost} influence at a {at}; defense {defense}, immune to {what} attacks (the first wound is ignored). Abilities (one per use): {abilities}.",
                    what=IMMUNE.get(u.immunity, u.immunity),
                    **said,
                )
            )
        return str(
            t(
                "{unit}: costs {cost} influence at a {at}; defense {defense}. Abilities (one per use): {abilities}.",
                **said,
            )
        )

    @staticmethod
    def _spell_text(sid: str) -> str:
        sp = C.SPELL_BY_ID[sid]

        def names(codes: Any) -> str:
            return " + ".join(_mana(c) for c in codes)

        return str(
            t(
                "{spell} (spell): {basic} for {basic_mana} mana; {stronger} for {stronger_mana} mana. An action card is exhausted; once a round.",
                spell=named(sp.name),
                basic=C.text_of(sp.basic),
                basic_mana=names(sp.basic_mana),
                stronger=C.text_of(sp.stronger),
                stronger_mana=names(sp.stronger_mana),
            )
        )

    def paths_of(self, s: State) -> dict[int, tuple[int, tuple[int, ...], int | None]]:
        """play.paths for the hero to act, kept for this observation."""
        seat = s.current
        if self._paths is None or self._paths[0] is not s or self._paths[1] != seat:
            try:
                got = P.paths(s, seat) if s.turn is not None and s.turn.move > 0 and s.combat is None else {}
            except (AssertionError, KeyError, ValueError):
                got = {}
            self._paths = (s, seat, got)
        return self._paths[2]


UNIT_STATES = {
    ("ready", False): t("{unit} Now ready."),
    ("ready", True): t("{unit} Now ready; it fought in this combat."),
    ("used", False): t("{unit} Now used this round (turned)."),
    ("used", True): t("{unit} Now used this round (turned); it fought in this combat."),
    ("wounded", False): t("{unit} Now wounded (upside down)."),
    ("wounded", True): t("{unit} Now wounded (upside down); it fought in this combat."),
}
"""A unit's tooltip by its state and whether it fought in this combat."""
SIDES = {"basic": t("basic"), "advanced": t("advanced")}
"""A terrain card's side as running text names it."""


def _terrain(kind: str) -> str:
    """A terrain by its id, as the movement line writes it (lower case)."""
    return named(C.TERRAIN_BY_ID[kind].name).lower() if kind in C.TERRAIN_BY_ID else kind
