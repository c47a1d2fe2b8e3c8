"""What Mint Knight's table says in words: the status line, a seat's summary, and the tooltip of
every spot (spaces with their Move cost, cards, zones, units, spells and the panels)."""

from __future__ import annotations

from typing import Any

from mint.core.spots import Spot
from mint.core.text import count
from mint.games.knight import board as B
from mint.games.knight import cards as C
from mint.games.knight import describe as D
from mint.games.knight import play as P
from mint.games.knight import terrain as T
from mint.games.knight.actions import Explore
from mint.games.knight.state import ACTING, State
from mint.games.knight.view_panels import PENDING_WORDS
from mint.games.knight.view_tabletop import KnightTabletop


class KnightTips(KnightTabletop):
    """The words of the table: the status line, seat summaries and tooltips."""

    def __init__(self, rules: Any, kit: Any) -> None:
        super().__init__(rules, kit)
        self._paths: tuple[Any, int, dict[int, tuple[int, tuple[int, ...], int | None]]] | None = None

    # --- whose turn and what is going on -----------------------------------------------------

    def status(self, obs: Any) -> str:
        s: State = obs
        if s.phase == "over":
            return "The game is over: every castle has fallen!" if s.won else "The game is over: the castles hold."
        head = f"Round {s.round} of {C.ROUNDS} ({C.time_of(s.round)})"
        if s.joint:
            order = " then ".join(self.name(s, seat) for seat in s.joint)
            head += f" · Joint assault: {order}, each fighting the castle this shared turn"
        if s.pending:
            return f"{head} · {PENDING_WORDS.get(s.pending[0].kind, 'Choose')}"
        c = s.combat
        if c is not None:
            e = B.foe(c)
            if c.phase == "stuck":
                return f"{head} · {e.name} cannot be beaten now: restart the turn"
            return f"{head} · Combat with {e.name}: {D.PHASE_WORDS.get(c.phase, c.phase)}"
        t = s.turn
        if t is None:
            return head
        if t.stage == ACTING:
            return f"{head} · After the fight: recruit, heal, play cards or end the turn"
        if t.move > 0:
            return f"{head} · {t.move} Move: drag your hero to a lit space, explore, or play more cards"
        return f"{head} · Play cards: drag one onto a zone above the hand (Move first)"

    def seat_summary(self, obs: Any, seat: int) -> str:
        s: State = obs
        if not 0 <= seat < len(s.heroes):
            return ""
        h = s.heroes[seat]
        return f"Level {B.level(h)} · {h.xp} XP · {count(len(h.units), 'unit')} · {count(len(h.hand), 'card')} in hand"

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
            nxt = (
                "a recycled card, turned to its advanced side" if top is None else "the bottom card of the terrain deck"
            )
            return f"Explore: pay {C.EXPLORE_COST} Move (or a free explore) to lay {nxt} in slot {key}, with a guiding cube."
        if kind == "hero" and seat is not None:
            h = s.heroes[seat]
            t = s.turn
            move = f" {t.move} Move to spend." if t is not None and t.seat == seat else ""
            return f"{self.name(s, seat)}'s hero on {D.place_words(s, h.place)}.{move} Drag it to a lit space."
        if kind == "hand" and isinstance(key, int) and seat is not None:
            return self._card_text(s, seat, key)
        if kind == "use" and isinstance(key, str):
            return self._zone_text(key)
        if kind == "unit" and isinstance(key, int) and seat is not None:
            u = s.heroes[seat].units[key]
            state = {"ready": "ready", "used": "used this round (turned)", "wounded": "wounded (upside down)"}[u.status]
            return f"{self._unit_text(u.id)} Now {state}{'; it fought in this combat' if u.fought else ''}."
        if kind == "units" and seat is not None:
            h = s.heroes[seat]
            return f"Unit spots: {len(h.units)} of {B.unit_spots(h)} taken (a spot comes with each unit level)."
        if kind == "offer" and isinstance(key, int):
            return f"Unit offering: {self._unit_text(s.unit_offer[key])} Drag it to your units to recruit it."
        if kind == "spells" and isinstance(key, int):
            return f"Spell offering: {self._spell_text(s.spell_offer[key])}"
        if kind == "spell" and isinstance(key, str):
            used = next((r.used for h in s.heroes for r in h.spells if r.id == key), False)
            return self._spell_text(key) + (" Used this round." if used else " Drag it onto a zone to cast it.")
        if kind == "artifact" and isinstance(key, str) or kind == "found" and isinstance(key, str):
            a = C.ARTIFACT_BY_ID[str(key)]
            return (
                f"{a.name} (artifact): {C.text_of(a.basic)}; stronger: {C.text_of(a.stronger)}, and the artifact "
                "leaves the game. Either way an action card is exhausted; once a round."
            )
        if kind == "skill" and isinstance(key, str):
            sk = C.SKILL_BY_ID[key]
            return f"{sk.name} (skill): {C.text_of(sk.effect)}. Once a round; no card is needed."
        if kind in ("discard", "deck") and isinstance(key, int) and seat is not None:
            pile = s.heroes[seat].discard if kind == "discard" else s.heroes[seat].deck
            card = pile[key]
            return f"{'Discarded' if kind == 'discard' else 'Deck'} card {key + 1}: {B.card_name(card)}."
        if kind == "deck" and seat is not None:
            h = s.heroes[seat]
            top = f" Its top card, drawn next: {B.card_name(h.deck[0])}." if h.deck else ""
            return f"Action deck: {count(len(h.deck), 'card')}, face up and open to all.{top}"
        if kind == "discard" and seat is not None:
            h = s.heroes[seat]
            return f"Discard pile: {len(h.discard)} waning card(s); they come back at the end of the round."
        return self._panel_text(s, spot)

    def _panel_text(self, s: State, spot: Spot) -> str | None:
        kind, seat = spot.kind, spot.seat
        if kind == "round":
            return (
                f"Round {s.round} of {C.ROUNDS}: {C.time_of(s.round)}. Gold mana works by day, black mana at night. "
                f"Castles vanquished: {s.castles_won} of {s.castles_total}; the game is lost when round {C.ROUNDS} ends."
            )
        if kind == "xp" and seat is not None:
            h = s.heroes[seat]
            nxt = next((sp for sp in C.XP_TRACK if sp.xp > h.xp), None)
            more = (
                f" Level {nxt.level} at {nxt.xp} XP brings {'a skill' if nxt.symbol == 'skill' else 'a unit spot'}."
                if nxt
                else ""
            )
            return (
                f"{self.name(s, seat)}: level {B.level(h)}, {h.xp} XP. Defense {B.defense(h)} (each wound on a card "
                f"takes that much attack), hand size {B.hand_size(h)}, unit spots {B.unit_spots(h)}.{more}"
            )
        if kind == "terrain":
            return f"Terrain deck: {count(len(s.terrain_deck), 'card')}; exploring lays its bottom card. When it is empty, the left-most basic card is recycled."
        if kind == "combat" and s.combat is not None:
            c = s.combat
            e = B.foe(c)
            return (
                f"{e.name}: attack {e.attack} {e.attack_type}, defense {e.defense}. Attack needed {e.defense}; "
                f"block needed {e.block_target(c.weaken)}. Inefficient points (against an immunity, or a block "
                "of the other type) are added apart and halved."
            )
        if kind == "points" and s.turn is not None:
            t = s.turn
            return (
                f"This turn: {t.move} Move, {t.influence} influence, {t.heal} heal; source mana "
                f"{' '.join(t.source) or 'none'} ({t.spends} may still be spent); gained mana {' '.join(t.mana) or 'none'} "
                "(lost at the end of the turn)."
            )
        return None

    def _space_text(self, s: State, place: T.Place) -> str:
        m = B.the_map(s)
        i = m.index(place)
        loc = m.location[i]
        time = C.time_of(s.round)
        kinds = tuple(dict.fromkeys(m.terrains[i]))
        costs = ", ".join(
            f"{t} {C.move_cost(t, time)}" if C.move_cost(t, time) is not None else f"{t}: no entry" for t in kinds
        )
        card_id, side = m.card_at[place[0]]
        name = T.LOCATION_NAMES[loc] if loc else "/".join(kinds).title()
        parts = [f"{name} ({T.format_place(place)}, {T.card(card_id, side).name}, {side}). Move by {time}: {costs}."]
        if m.kind[i] == "corner" and len(m.parts[i]) > 1:
            parts.append("A corner joined across cards: entering pays the part on your card.")
        done = i in B.vanquished_spaces(s)
        if loc and loc != "town":
            if done:
                parts.append("Vanquished (black cube).")
            else:
                e = B.enemy_at(s, m.places[i])
                more = (f", immune to {e.immunity}" if e.immunity else "") + (
                    ", range immune" if e.range_immune else ""
                )
                more += "".join(f", {a.name}" for a in e.abilities)
                parts.append(
                    f"Enemy: {e.name}, attack {e.attack} {e.attack_type}, defense {e.defense}{more}; {e.xp} XP."
                )
        if loc in ("town", "keep", "tower", "castle"):
            parts.append("Units may be recruited here" + ("." if loc == "town" or done else " once it is vanquished."))
        reach = self.paths_of(s).get(i) if s.turn is not None and s.combat is None else None
        if reach is not None:
            extra = (
                f", provoking the {T.LOCATION_NAMES[m.location[reach[2]] or 'orcs']}" if reach[2] is not None else ""
            )
            parts.append(f"Reachable for {reach[0]} Move{extra}.")
        return " ".join(parts)

    def _card_text(self, s: State, seat: int, pos: int) -> str:
        h = s.heroes[seat]
        card = h.hand[pos]
        half = B.half(card)
        src = (
            f" In the source: {C.MANA_BY_CODE[half.mana_in_source].name}."
            if half.mana_in_source and pos < C.SOURCE_CARDS
            else ""
        )
        use = h.hand_use[pos]
        state = f" {use.title()} this turn." if use else ""
        star = " Advanced side." if card.advanced else ""
        return (
            f"{B.card_name(card)}: {C.text_of(half.action)}; paying {C.MANA_BY_CODE[half.mana_cost].name} mana: "
            f"{C.text_of(half.stronger)}. Sideways: Move, Block, Attack or Influence 1.{src}{star}{state}"
        )

    @staticmethod
    def _zone_text(key: str) -> str:
        if key.startswith("basic"):
            return "Drop a card (or a unit, skill, spell or artifact) here to use its basic effect."
        if key.startswith("strong"):
            return "Drop a card here to pay its mana and use its stronger action (a spell or artifact: its stronger effect)."
        if key.startswith("side"):
            return "Drop a card here to play it sideways for 1 point."
        return {
            "exhaust": "Drop a card here to exhaust it without using it.",
            "wound": "Drop a hand card (exhausted) or a ready unit (wounded) here to take a wound.",
            "heal": "Drop a waning card (hand, deck or discard) or a wounded unit here to spend heal points on it.",
        }.get(key, key)

    @staticmethod
    def _unit_text(uid: str) -> str:
        u = C.UNIT_BY_ID[uid]
        at = ", ".join(T.LOCATION_NAMES[loc] for loc in u.recruit_at)
        imm = f", immune to {u.immunity} attacks (the first wound is ignored)" if u.immunity else ""
        return f"{u.name}: costs {u.cost} influence at a {at}; defense {u.defense}{imm}. Abilities (one per use): {C.text_of(u.abilities)}."

    @staticmethod
    def _spell_text(sid: str) -> str:
        sp = C.SPELL_BY_ID[sid]
        names = lambda codes: " + ".join(C.MANA_BY_CODE[c].name for c in codes)  # noqa: E731
        return (
            f"{sp.name} (spell): {C.text_of(sp.basic)} for {names(sp.basic_mana)} mana; "
            f"{C.text_of(sp.stronger)} for {names(sp.stronger_mana)} mana. An action card is exhausted; once a round."
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
