"""The Mint Knight panels that are mostly words: the turn's points and mana, the drop zones (with
what the piece held or pointed at does on each) and the combat (view_mapdraw paints the
movement table).

Every word is drawn at its own size, at least 18 px at 1080p (view_text): a panel too narrow for
its whole words says them shorter, and the tooltips say them whole.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from mint.core.game import Action
from mint.core.spots import Spot
from mint.core.words import Said, t
from mint.games.knight import board as B
from mint.games.knight import cards as C
from mint.games.knight import describe as D
from mint.games.knight.actions import Exhaust, Heal, Play, UseReward, UseUnit, Wound
from mint.games.knight.forecast import forecast
from mint.games.knight.state import BLOCKING, RANGED, STUCK, WOUNDS, State
from mint.games.knight.view_draw import KnightPainter
from mint.games.knight.view_faces import ACCENT, ENEMY_RED, GREY, IMMUNE, INK, MANA_R, location_icon, mana, point_icon
from mint.games.knight.view_geo import Geo
from mint.games.knight.view_layout import SINGLE_ZONES, ZONE_GROUPS, zone_group
from mint.games.knight.view_text import BODY, TITLE, choose, fit, forms, need, width_of
from mint.ui import palette
from mint.ui.layers import Part
from mint.ui.palette import hexc
from mint.ui.view_api import bounds

SIDE_WORDS = (t("Move 1"), t("Block 1"), t("Attack 1"), t("Influence 1"))
ZONE_FILL = {"strong": hexc("#FFF6DB"), "wound": hexc("#F7E1DE"), "heal": hexc("#E3F2E6")}
PHASES = ((RANGED, t("Ranged")), ("block", t("Block")), (WOUNDS, t("Wounds")), ("attack", t("Attack")))
GROUP_WORDS = {
    "basic": (t("Basic action"), t("Basic")),
    "strong": (t("Stronger action (pay mana)"), t("Pay mana: stronger"), t("Stronger")),
    "side": (t("Sideways"), t("Side")),
    "wound": (t("Take a wound"), t("Wound")),
}
OK_GREEN = hexc("#2C7A4B")
NO_USE = t("{effect} (of no use now, {why})")
"""Said of influence that could not recruit a unit this turn."""
NO_USE_SHORT = t("{effect} (no use now)")
"""The same, in short."""


class KnightPanels(KnightPainter):
    """Paints the points, the zones and the combat."""

    _words: tuple[Any, Spot, dict[str, str]] | None = None  #: the held piece's zone words, for one observation

    # --- the turn's points and mana ----------------------------------------------------------------

    def _draw_points(
        self, surface: pygame.Surface, s: State, geo: Geo | None, box: pygame.Rect | None = None, shadow: bool = True
    ) -> None:
        """Move, influence, heal (and free explores), then the source's mana (crossed out once
        spent) with how many may still be spent, and the mana gained: on one line, or two when
        the panel is narrow; in fewer words when they still would not fit."""
        k = self.kit
        box = box if box is not None else geo.points if geo is not None else pygame.Rect(0, 0, 0, 0)
        k.panel(surface, box, radius=k.px(8), shadow=shadow)
        turn = s.turn
        if turn is None:
            self.say(surface, str(t("The game is over.")), box.center, BODY, GREY, True)
            return
        r = min(box.height * 0.3, k.px(MANA_R))
        line_h = max(2 * r + k.px(6), k.px(30))
        lines = max(1, min(4, int((box.height - k.px(6)) // line_h)))  # (two in the normal layout)
        room = box.width - k.px(24)
        for short in (False, True):
            parts = self._point_parts(turn, short)
            gap = k.px(12 if short else 18)
            rows = _flow([self._part_width(p, r) for p in parts], room, gap, lines)
            if rows is not None:
                break
        if rows is None:
            rows = [list(range(len(parts)))]
        y = box.centery - (len(rows) - 1) * line_h / 2
        for row in rows:
            x = float(box.x + k.px(12))
            for i in row:
                x = self._draw_part(surface, parts[i], (x, y), r) + gap
            y += line_h

    @staticmethod
    def _point_parts(turn: Any, short: bool) -> list[tuple[str, Any, Any]]:
        """The points row's parts: (icon, words, None) or (label, mana codes, the spent ones)."""
        parts: list[tuple[str, Any, Any]] = [
            ("move", str(t("Move {n}", n=turn.move)), None),
            ("influence", str(t("Influence {n}", n=turn.influence)), None),
            ("heal", str(t("Heal {n}", n=turn.heal)), None),
        ]
        if turn.free_explores:
            n = turn.free_explores
            parts.append(("explore", str(t("explore {n}", n=n) if short else t("free explore {n}", n=n)), None))
        if turn.source:
            n = turn.spends
            spend = str(t("({n})", n=n) if short else t("({n} to spend)", n=n))
            parts.append((str(t("Source")), (turn.source, spend), turn.source_used))
        if turn.mana:
            parts.append((str(t("Gained")), (turn.mana, ""), ()))
        return parts

    def _part_width(self, part: tuple[str, Any, Any], r: float) -> float:
        k = self.kit
        what, words, used = part
        if used is None:
            return 2 * r + k.px(6) + width_of(k, words, BODY, True)
        codes, after = words
        tail = k.px(4) + width_of(k, after, BODY) if after else 0
        return width_of(k, what, BODY, True) + k.px(8) + len(codes) * (2 * r + k.px(5)) + tail

    def _draw_part(
        self, surface: pygame.Surface, part: tuple[str, Any, Any], at: tuple[float, float], r: float
    ) -> float:
        """One part of the points row from ``at`` (its left, middle); returns where it ends."""
        k = self.kit
        what, words, used = part
        x, cy = at
        if used is None:
            point_icon(surface, what, (x + r, cy), r * 0.9)
            return float(self.say(surface, words, (x + 2 * r + k.px(6), cy), BODY, INK, True, "midleft").right)
        codes, after = words
        x = self.say(surface, what, (x, cy), BODY, GREY, True, "midleft").right + k.px(8)
        for j, code in enumerate(codes):
            mana(k, surface, (x + r, cy), r, code, j < len(used) and used[j])
            x += 2 * r + k.px(5)
        if after:
            x = self.say(surface, after, (x + k.px(2), cy), BODY, GREY, False, "midleft").right
        return float(x)

    # --- drop zones -----------------------------------------------------------------------------

    def zones_key(self, s: State) -> Any:
        """Everything the drop zones show but the pending choice (``zone_parts``): their places and
        their groups', and on each zone a move may go to now, its words."""
        p = self.placed
        live = {a.target.key for a in self.legal(s) if isinstance(a.target, Spot) and a.target.kind == "use"}
        shown = tuple((z, tuple(r), self.zone_forms(s, z) if z in live else None) for z, r in p.zones.items())
        return shown, tuple((g, tuple(r)) for g, r in p.zone_groups.items())

    def zone_parts(self, surface: pygame.Surface, s: State, box: pygame.Rect, look: Any) -> list[Part]:
        """The drop zones in ``box`` as parts, in the order they are painted: each group's frame
        and name, then each zone with what a move onto it does (or, with no zone, what to do
        instead), so that a zone whose words change paints again alone."""
        p = self.placed
        if not p.zones:
            words = str(
                PENDING_WORDS.get(s.pending[0].kind, t("Choose on the right"))
                if s.pending
                else t("Nothing to play now")
            )
            return [Part("zones", (look, words), box, partial(self._no_zones, surface, words, box))]
        parts = [
            Part(("group", g), look, r, partial(self._zone_group, surface, g, r)) for g, r in p.zone_groups.items()
        ]
        live = {a.target.key for a in self.legal(s) if isinstance(a.target, Spot) and a.target.kind == "use"}
        for z, r in p.zones.items():
            said = self.zone_forms(s, z) if z in live else None
            parts.append(Part(("zone", z), (look, said), r, partial(self._zone, surface, z, r, said)))
        return parts

    def _no_zones(self, surface: pygame.Surface, words: str, box: pygame.Rect) -> None:
        k = self.kit
        fit(k, surface, words, box.inflate(-k.px(40), -k.px(20)), BODY, colour=GREY)

    def _zone_group(self, surface: pygame.Surface, gname: str, grect: pygame.Rect) -> None:
        k = self.kit
        pygame.draw.rect(surface, palette.darker(palette.TABLE, 0.96), grect, border_radius=k.px(8))
        pygame.draw.rect(surface, palette.BORDER, grect, max(1, k.px(1.5)), border_radius=k.px(8))
        at = (grect.centerx, grect.y + k.px(13))
        heads = tuple(str(x) for x in GROUP_WORDS.get(gname, ((dict(ZONE_GROUPS) | SINGLE_ZONES).get(gname, gname),)))
        self.say(surface, heads, at, BODY, GREY, True, width=grect.width - k.px(8))

    def _zone(self, surface: pygame.Surface, z: str, r: pygame.Rect, said: tuple[str, ...] | None) -> None:
        """A drop zone: what a move onto it does (``said``), or, kept in its place for this combat
        phase (``said`` None), that nothing goes there now."""
        k = self.kit
        if said is None:
            pygame.draw.rect(surface, palette.darker(palette.TABLE, 0.97), r, border_radius=k.px(6))
            pygame.draw.rect(surface, palette.BORDER, r, max(1, k.px(1)), border_radius=k.px(6))
            fit(k, surface, (str(t("nothing now")),), r.inflate(-k.px(6), -k.px(4)), BODY, colour=GREY, bold=False)
            return
        pygame.draw.rect(surface, ZONE_FILL.get(zone_group(z), palette.PANEL), r, border_radius=k.px(6))
        pygame.draw.rect(surface, palette.darker(palette.BORDER, 0.85), r, max(1, k.px(1.5)), border_radius=k.px(6))
        fit(k, surface, said, r.inflate(-k.px(6), -k.px(4)), BODY)

    def zone_words(self, s: State, z: str) -> str:
        """A zone's words while no piece is held or pointed at: what the moves onto it do, in short."""
        return self.zone_forms(s, z)[0]

    def zone_forms(self, s: State, z: str) -> tuple[str, ...]:
        """A zone's words, then shorter ways of saying them."""
        g = zone_group(z)
        if g == "side":
            return (str(SIDE_WORDS[int(z[4:])]),)
        if g not in ("basic", "strong"):
            return (str(SINGLE_ZONES.get(z, z)),)
        if z in ("basic0", "strong0"):
            if g == "basic":
                return (str(t("Drop a card")),)
            return (str(t("Drop a card, pay its mana")), str(t("Drop a card, pay mana")))
        found = [self._effect_parts(s, a) for a in self.legal(s) if a.target == Spot("use", z)]
        said = list(dict.fromkeys((w.split(": ")[-1], why) for w, why in found))  # less what they ask for first
        if not said:
            return (str(t("a card's other choice")), str(t("other choice")))
        ways: list[list[tuple[str, str]]] = [said[:3]]
        if len(said) > 1:
            ways.append(said[:1])
        ways.append([(short_effect(said[0][0]), said[0][1])])
        out = [_or_list(way, len(said) > len(way), "long") for way in ways]
        if any(why for _, why in said):  # the warning in short, then (the held card tells it) none
            out += [_or_list(way, len(said) > len(way), "short") for way in ways]
            out += [_or_list(way, len(said) > len(way), "none") for way in ways]
        return tuple(dict.fromkeys(out))

    def _effect_words(self, s: State, a: Action) -> str:
        """What a move onto a zone does, in a few words (no card name); influence that could not
        recruit a unit this turn says so (before any mana is paid for it)."""
        return _with_use(*self._effect_parts(s, a), "long")

    def _effect_parts(self, s: State, a: Action) -> tuple[str, str]:
        """What a move onto a zone does, and why its influence is of no use now ('' when it may be)."""
        words = self._what_it_does(s, a)
        if words and D.gives_influence(s, a):
            return words, D.idle_influence(s, a.seat)  # type: ignore[attr-defined]
        return words, ""

    def _what_it_does(self, s: State, a: Action) -> str:
        if isinstance(a, Play):
            return D.option_text(D.play_effect(s, a), a.option)
        if isinstance(a, UseUnit):
            return D.unit_words(s, a).split(": ", 1)[-1]
        if isinstance(a, UseReward):
            return D.reward_words(a).split(": ", 1)[-1]
        if isinstance(a, Wound):
            h = s.heroes[a.seat]
            n = C.UNIT_BY_ID[h.units[a.index].id].defense if a.unit else B.defense(h)
            return str(t("−{n} attack", n=n))
        if isinstance(a, Heal):
            return str(t("heal it"))
        if isinstance(a, Exhaust):
            return str(t("exhaust it"))
        return ""

    def _held_words(self, s: State, held: Spot) -> dict[str, str]:
        """What dropping the held piece on each zone does (kept for this observation and piece)."""
        kept = self._words
        if kept is not None and kept[0] is s and kept[1] == held:
            return kept[2]
        out: dict[str, str] = {}
        for a in self.legal(s):
            if a.source == held and isinstance(a.target, Spot) and a.target.kind == "use":
                out[str(a.target.key)] = self._effect_words(s, a)
        self._words = (s, held, out)
        return out

    def _draw_zone_words(self, surface: pygame.Surface, s: State, piece: Spot, held: bool) -> pygame.Rect | None:
        """What the piece held (lit) or under the pointer, or the last one (calm), does on each
        zone; the zones it cannot go to are veiled. A zone too small for its words grows upward.
        Where it painted (None: nothing)."""
        k = self.kit
        words = self._held_words(s, piece)
        if not words:
            return None
        drew: list[pygame.Rect | None] = []
        veil = pygame.Surface((1, 1), pygame.SRCALPHA)
        veil.fill((*palette.TABLE[:3], 170))
        for z, r in self.placed.zones.items():
            inner = r.inflate(-k.px(4), -k.px(4))
            drew.append(r)
            if z not in words:
                surface.blit(pygame.transform.scale(veil, r.size), r)
                continue
            fill = palette.lighter(palette.LEGAL, 0.85) if held else ZONE_FILL.get(zone_group(z), palette.PANEL)
            room = inner.inflate(-k.px(4), -k.px(2))
            said = forms(words[z])
            if choose(k, said, room.size) is None:  # long words: the zone grows upward over the row above it
                tall = need(k, said[0], room.width)
                r = pygame.Rect(r.x, r.bottom - tall - k.px(10), r.width, tall + k.px(10))
                if self.tabletop:  # (a strip: it stays on the strip)
                    r.clamp_ip(surface.get_rect())
                inner = r.inflate(-k.px(4), -k.px(4))
                room = inner.inflate(-k.px(4), -k.px(2))
                k.shadow(surface, r, k.px(6))
                drew.append(k.shadow_reach(r))
                pygame.draw.rect(surface, palette.PANEL, r, border_radius=k.px(6))
            pygame.draw.rect(surface, fill, inner, border_radius=k.px(5))
            if not held:
                pygame.draw.rect(surface, ACCENT, r, max(2, k.px(2)), border_radius=k.px(6))
            fit(k, surface, said, room, BODY)
        return bounds(drew)

    # --- the combat panel -------------------------------------------------------------------------

    def _draw_combat(self, surface: pygame.Surface, s: State, box: pygame.Rect) -> None:
        """The enemy (name, attack and its type, defense, immunities, abilities), the phases, and the
        live totals: attack and block, efficient and halved, against what is needed; the wounds
        still to take; why a stuck combat cannot be won."""
        k = self.kit
        c = s.combat
        assert c is not None
        e = B.foe(c)
        k.panel(surface, box, palette.lighter(ENEMY_RED, 0.92), ENEMY_RED, radius=k.px(8))
        self.placed.forecast = None
        if c.phase != STUCK:  # the fight read ahead, across the foot of the panel
            lines = len(forecast_lines(s))
            tall = min(box.height // 3, lines * round(k.px(BODY) * 1.2) + k.px(8))
            self.placed.forecast = pygame.Rect(box.x + k.px(8), box.bottom - k.px(6) - tall, box.width - k.px(16), tall)
            self._draw_forecast(surface, s, self.placed.forecast)
            box = pygame.Rect(box.x, box.y, box.width, box.height - tall - k.px(6))
        left = pygame.Rect(box.x + k.px(10), box.y + k.px(8), round(box.width * 0.42), box.height - k.px(16))
        m = B.the_map(s)
        loc = m.location[m.index(c.place)] if m.has(c.place) else None
        if loc:
            location_icon(surface, loc, (left.x + k.px(20), left.y + k.px(20)), k.px(18))
        room = left.right - left.x - k.px(46)
        self.say(surface, D.named(e.name), (left.x + k.px(46), left.y + k.px(15)), 24, INK, True, "midleft", width=room)
        cube = D.CUBE_NAMES.get(e.cube, e.cube)
        sub = str(t("level {level} · {cube} cube · {xp} XP", level=e.level, cube=cube, xp=e.xp))
        trait = str(TRAITS.get(c.trait, c.trait))
        subs = (
            (
                str(t("{enemy} · castle trait: {trait}", enemy=sub, trait=trait)),
                str(t("{enemy} · {trait}", enemy=sub, trait=trait)),
                sub,
            )
            if c.trait
            else (sub,)
        )
        self.say(surface, subs, (left.x + k.px(46), left.y + k.px(42)), BODY, GREY, False, "midleft", width=room)
        kind = D.ATTACK_TYPES.get(e.attack_type, e.attack_type)
        facts = [str(t("Attack {attack} {kind}", attack=e.attack, kind=kind))]
        if e.immunity:
            what = IMMUNE.get(e.immunity, e.immunity)
            facts.append(str(t("Defense {defense} · immune to {what} attacks", defense=e.defense, what=what)))
        else:
            facts.append(str(t("Defense {defense}", defense=e.defense)))
        ranged = str(
            t("Range immune: no ranged phase") if e.range_immune else t("Ranged attacks may win before blocking")
        )
        abilities = [str(t("{ability}: {text}", ability=D.named(a.name), text=D.named(a.text))) for a in e.abilities]
        why = [str(t("Cannot be won: {why}. Restart the turn.", why=c.why))] if c.phase == STUCK and c.why else []
        ways = (
            [*facts, ranged, *abilities],
            [*facts, *abilities],
            [*facts, *(D.named(a.name) for a in e.abilities)],
        )
        rest = pygame.Rect(left.x, left.y + k.px(62), left.width, left.bottom - left.y - k.px(62))
        if why:
            tall = need(k, why[0], rest.width, bold=False)
            fit(
                k,
                surface,
                why[0],
                pygame.Rect(rest.x, rest.bottom - tall, rest.width, tall),
                BODY,
                colour=palette.DANGER,
                bold=False,
                centre=False,
            )
            rest.height -= tall + k.px(4)
        fit(k, surface, ["\n".join(w) for w in ways], rest, BODY, bold=False, centre=False, middle=False)
        self._combat_totals(
            surface, s, pygame.Rect(left.right + k.px(14), left.y, box.right - left.right - k.px(24), left.height)
        )

    def _draw_forecast(self, surface: pygame.Surface, s: State, box: pygame.Rect, preview: bool = False) -> None:
        """The fight read ahead in ``box``: what stopping the block now costs, whether the enemy
        can still be defeated (best case), and in the ranged phase what skipping on gives back;
        ``preview``: as it would be after the drop under the pointer."""
        k = self.kit
        fill = palette.lighter(palette.LEGAL, 0.85) if preview else palette.lighter(ENEMY_RED, 0.96)
        pygame.draw.rect(surface, fill, box, border_radius=k.px(5))
        lines = forecast_lines(s)
        if preview and lines:  # (the same lines as the box was sized for, the first one told so)
            first = lines[0][0]
            lines[0] = (str(t("Dropped here: {what}", what=first[0].lower() + first[1:])), lines[0][1])
        fit(k, surface, "\n".join(x for x, _ in lines), box.inflate(-k.px(8), -k.px(4)), BODY, bold=False, centre=False)
        if lines and not preview and lines[-1][1] is palette.DANGER:
            pygame.draw.rect(surface, palette.DANGER, box, max(1, k.px(1.5)), border_radius=k.px(5))

    def _steps(self, surface: pygame.Surface, c: Any, line: pygame.Rect) -> None:
        """The combat's steps as a line of words, read left to right: the steps done in grey, the
        step under way in bold red and underlined, the steps to come in ink, a skipped one struck
        through; arrows between them (a guide, not buttons)."""
        k = self.kit
        e = B.foe(c)
        order = [ph for ph, _ in PHASES]
        now_ph = c.phase if c.phase != STUCK else (WOUNDS if c.left > 0 else "block")
        at = order.index(now_ph) if now_ph in order else len(order)
        arrow = " \u203a "
        gap = width_of(k, arrow, BODY, True) * (len(PHASES) - 1)
        names = [str(w) for _, w in PHASES]
        numbered = sum(width_of(k, f"{i + 1} {w}", BODY, True) for i, w in enumerate(names)) + gap
        numbered_fits = numbered <= line.width
        x = float(line.x)
        for i, ((ph, _), word) in enumerate(zip(PHASES, names)):
            text = f"{i + 1} {word}" if numbered_fits else word
            skipped = ph == RANGED and e.range_immune
            colour = ENEMY_RED if i == at else GREY if i < at or skipped else INK
            r = self.say(surface, text, (x, line.centery), BODY, colour, i == at, "midleft")
            if i == at:
                pygame.draw.line(surface, ENEMY_RED, (r.x, r.bottom), (r.right, r.bottom), max(2, k.px(2)))
            if skipped:
                pygame.draw.line(surface, GREY, (r.x, r.centery), (r.right, r.centery), max(1, k.px(1.5)))
            x = r.right
            if i < len(PHASES) - 1:
                x = self.say(surface, arrow, (x, line.centery), BODY, GREY, True, "midleft").right

    def _combat_totals(self, surface: pygame.Surface, s: State, right: pygame.Rect) -> None:
        """The phases as chips (the current one filled), then attack, block and wounds: each its
        total against what is needed, and the efficient and halved points under it."""
        k = self.kit
        c = s.combat
        assert c is not None
        e = B.foe(c)
        self._steps(surface, c, pygame.Rect(right.x, right.y, right.width, k.px(30)))
        ranged = c.phase == RANGED
        att, blk = B.attack_parts(c, ranged), B.block_parts(c)
        need_ = e.block_target(c.weaken)
        total = B.attack_total(c, ranged_only=ranged)
        halves = _halves(blk)
        if c.weaken:
            blocks = (
                str(t("{points} · its attack lowered by {n}", points=halves, n=c.weaken)),
                str(t("{points} · −{n}", points=halves, n=c.weaken)),
                halves,
            )
        else:
            blocks = (halves, halves, halves)
        rows = [
            (
                str(t("Ranged") if ranged else t("Attack")),
                str(t("{n} of {total}", n=total, total=e.defense)),
                (_halves(att),),
                total >= e.defense,
            ),
            (
                str(t("Block")),
                str(t("no attack") if c.cancelled else t("{n} of {total}", n=B.block_total(c), total=need_)),
                blocks,
                blk_ok(c, need_),
            ),
        ]
        if c.phase in (WOUNDS, STUCK) or c.left:
            d = B.defense(s.heroes[c.seat])
            took = (str(t("a card takes {n}, a unit its defense", n=d)), str(t("a card takes {n}", n=d)))
            rows.append((str(t("Wounds")), str(t("{n} attack left", n=max(0, c.left))), took, c.left <= 0))
        y = float(right.y + k.px(38))
        step = min(k.px(60), (right.bottom - y) / max(1, len(rows)))
        x1 = right.x + right.width * 0.3
        for name, big, small, ok in rows:
            self.say(surface, name, (right.x, y + k.px(14)), TITLE, INK, True, "midleft", width=x1 - right.x - k.px(4))
            self.say(
                surface, big, (x1, y + k.px(14)), 24, OK_GREEN if ok else INK, True, "midleft", width=right.right - x1
            )
            if step >= k.px(52):
                self.say(surface, small, (x1, y + k.px(40)), BODY, GREY, False, "midleft", width=right.right - x1)
            y += step


PENDING_WORDS = {
    "mana": t("Choose the colour of the mana gained"),
    "exhaust": t("Choose the card to exhaust: drag it onto Exhaust"),
    "ready": t("Choose the unit to ready"),
    "flip": t("Level up: choose a basic card to flip to its advanced side"),
    "artifact": t("Ruins: keep one of the artifacts found"),
    "spell": t("Mage tower: take a spell from the offering"),
    "under": t(
        "Clean-up: drag the used starting cards onto the deck in the order they go under, or keep the play order"
    ),
    "cube": t("Joint assault: choose the enemy to fight"),
}
TRAITS = {"walls": t("walls"), "gatehouse": t("gatehouse"), "shadowed": t("shadowed"), "icebound": t("icebound")}
"""A castle card's trait as the combat panel names it."""


def _with_use(words: str, why: str, form: str) -> str:
    """An effect's words with the warning that its influence is of no use now: in full, in short or none."""
    if not why or form == "none":
        return words
    said = NO_USE if form == "long" else NO_USE_SHORT
    return str(Said(said.msgid, args=(("effect", words), ("why", why))))


def _or_list(effects: list[tuple[str, str]], more: bool, form: str) -> str:
    """A zone's choices in a line: "or A, B, C" (and more when some are left out)."""
    said = ", ".join(_with_use(w, why, form) for w, why in effects)
    return str(t("or {effects} and more", effects=said) if more else t("or {effects}", effects=said))


def forecast_lines(s: State) -> list[tuple[str, Any]]:
    """The fight read ahead in sentences, each with its colour (the last says if the enemy can
    still be defeated, in red when it cannot)."""
    f = forecast(s)
    c = s.combat
    if f is None or c is None:
        return [(str(t("The enemy is defeated.")), OK_GREEN)] if s.combat is None else []
    out: list[tuple[str, Any]] = []
    units = ", ".join(f"{D.named(name)} \u2212{d}" for name, d in f.takers)
    said = dict(left=f.left, wounds=f.wounds, units=units)
    if c.phase == RANGED and c.attacks:
        out.append((str(t("Not enough at range: going on puts these cards back in hand and refunds their mana.")), INK))
    if c.phase in (RANGED, BLOCKING):
        if f.blocked:
            out.append((str(t("The attack is blocked: no wounds.")), OK_GREEN))
        elif units and f.left:
            if c.phase == RANGED:
                line = t(
                    "Blocking nothing: {left} attack gets through, {wounds} wounds on cards or fewer with a unit ({units}).",
                    **said,
                )
            else:
                line = t(
                    "Stop blocking now: {left} attack gets through, {wounds} wounds on cards or fewer with a unit ({units}).",
                    **said,
                )
            out.append((str(line), INK))
        elif c.phase == RANGED:
            out.append((str(t("Blocking nothing: {left} attack gets through, {wounds} wounds on cards.", **said)), INK))
        else:
            out.append(
                (str(t("Stop blocking now: {left} attack gets through, {wounds} wounds on cards.", **said)), INK)
            )
    elif c.phase == WOUNDS:
        if units and f.left:
            line = t("{left} attack still to take: {wounds} more wounds or fewer with a unit ({units}).", **said)
        else:
            line = t("{left} attack still to take: {wounds} more wounds.", **said)
        out.append((str(line), INK))
    best = dict(best=f.best, defense=f.defense)
    if f.can_win:
        out.append(
            (str(t("Best case with what is left: attack {best} of {defense}, it can be defeated.", **best)), OK_GREEN)
        )
    else:
        out.append(
            (
                str(t("Best case with what is left: attack {best} of {defense}, it cannot be defeated.", **best)),
                palette.DANGER,
            )
        )
    return out


def _flow(widths: list[float], room: float, gap: float, lines: int) -> list[list[int]] | None:
    """Parts of these widths left to right in at most ``lines`` lines of ``room`` (None: they do not fit)."""
    rows: list[list[int]] = [[]]
    used = 0.0
    for i, w in enumerate(widths):
        if rows[-1] and used + gap + w > room:
            rows.append([])
            used = 0.0
        if w > room:
            return None
        used += (gap if rows[-1] else 0) + w
        rows[-1].append(i)
    return rows if len(rows) <= lines else None


def short_effect(text: str) -> str:
    """An effect's words in their shortest form."""
    return forms(text)[-1]


def _halves(points: tuple[int, int]) -> str:
    return str(t("{efficient} efficient + {halved} halved", efficient=points[0], halved=points[1]))


def blk_ok(c: Any, need: int) -> bool:
    return bool(c.cancelled) or B.block_total(c) >= need
