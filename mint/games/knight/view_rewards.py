"""Mint Knight's rewards row, and the words every part of the table draws with.

Each hero's units, spells and artifacts and the shared skills are chips of words (view_layout
places them): a name with a unit's defense or a spell's mana, what it does when that fits, and how
it stands this round. The zoomed card and the zones' words (while it is held or pointed at) tell
it whole. ``say``, ``_heading`` and ``_tag`` draw single lines at their own size, never below 18 px
at 1080p, in fewer words when the whole would not fit (view_text).
"""

from __future__ import annotations

from functools import lru_cache, partial
from typing import Any, Sequence

import pygame

from mint.core.spots import Spot
from mint.core.words import t, tn
from mint.games.knight import board as B
from mint.games.knight import cards as C
from mint.games.knight.describe import named
from mint.games.knight.effects import Effect
from mint.games.knight.state import USED, WOUNDED, State
from mint.games.knight.view_faces import (
    ACCENT,
    ARTIFACT_BAND,
    GREY,
    INK,
    MANA_R,
    SKILL_BAND,
    SPELL_BAND,
    UNIT_BAND,
    WHITE,
    Point,
    mana,
    shield,
)
from mint.games.knight.view_geo import Geo
from mint.games.knight.view_layout import KnightLayout
from mint.games.knight.view_text import BODY, NUMBER, choose, draw_laid, first_fit, forms, line, split_name, width_of
from mint.ui import palette
from mint.ui.cardface import Card
from mint.ui.layers import Part
from mint.ui.palette import Color, hexc

USED_FILL = hexc("#E4E0DA")
SHADOW_PIECE = 160  #: the widest piece of a shadow's band above or below what casts it (design px)
Chip = tuple[str, tuple[str, ...], Color, str, int | None, str]
"""What a reward's chip shows (``KnightWords._chip``): its name, words, band, state, defense, mana."""


@lru_cache(maxsize=1024)
def shadow_bands(at: tuple[int, int, int, int], off: int, piece: int) -> tuple[pygame.Rect, ...]:
    """Where the shadow of a rect at ``at`` falls round it (``KnightWords.reach``: 6 px round it,
    ``off`` down), in bands that meet no band of a neighbour but at its side (so that one thing
    moved does not make the shadows of a whole row paint again): a column down each side, and
    above and below it pieces at most ``piece`` px wide."""
    rect = pygame.Rect(at)
    ring = rect.union(pygame.Rect(rect.x - 6, rect.y - 6 + off, rect.width + 12, rect.height + 12))
    out = [
        pygame.Rect(ring.x, ring.y, rect.x - ring.x, ring.height),
        pygame.Rect(rect.right, ring.y, ring.right - rect.right, ring.height),
    ]
    for y, bottom in ((ring.y, rect.y), (rect.bottom, ring.bottom)):
        n = max(1, -(-rect.width // piece))
        xs = [rect.x + rect.width * i // n for i in range(n + 1)]
        out += [pygame.Rect(a, y, b - a, bottom - y) for a, b in zip(xs, xs[1:])]
    return tuple(r for r in out if r.width > 0 and r.height > 0)


class KnightWords(KnightLayout):
    """Lines of words at their own size, and the rewards row."""

    def say(
        self, surface: pygame.Surface, words: str | Sequence[str], pos: Point, size: float, *style: Any, **kw: Any
    ) -> pygame.Rect:
        """One line at its own size; ``style`` is colour, bold and anchor (as for ``Kit.text``);
        with ``width``, the first of ``words`` (a wording or several, longest first) that fits it."""
        colour, bold, anchor = (*style, *(INK, False, "center")[len(style) :])[:3]
        return line(self.kit, surface, words, pos, size, colour, bold, anchor, kw.get("width"))

    def say_if(
        self, surface: pygame.Surface, words: str, pos: Point, size: float, colour: Color, bold: bool, width: float
    ) -> bool:
        """One line, only when it fits ``width`` whole (a hint the place can do without)."""
        if width_of(self.kit, words, size, bold) > width:
            return False
        self.kit.text(surface, words, pos, size, colour, bold, "center")
        return True

    def _heading_area(self, box: pygame.Rect) -> pygame.Rect:
        """Where the words of ``_heading`` lie in ``box``."""
        k = self.kit
        h = k.font(BODY, True).get_height()
        return pygame.Rect(box.x + k.px(8) - 1, box.y + k.px(14) - h // 2 - 2, box.width - k.px(14) + 2, h + 4).clip(
            box
        )

    def _heading(self, surface: pygame.Surface, box: pygame.Rect, words: str | Sequence[str]) -> None:
        at = (box.x + self.kit.px(8), box.y + self.kit.px(14))
        self.say(surface, words, at, BODY, GREY, True, "midleft", width=box.width - self.kit.px(14))

    # --- parts that cast shadows -------------------------------------------------------------------

    def reach(self, rect: pygame.Rect) -> pygame.Rect:
        """``rect`` and where the shadow of a panel in it falls (``Kit.shadow``: 6 px round it, moved
        down a little; a big panel's a flat edge below it)."""
        off = self.kit.px(3)
        return rect.union(pygame.Rect(rect.x - 6, rect.y - 6 + off, rect.width + 12, rect.height + 12))

    def shadowed(
        self,
        surface: pygame.Surface,
        name: Any,
        rect: pygame.Rect,
        radius: int,
        key: Any,
        area: pygame.Rect,
        paint: Any,
    ) -> list[Part]:
        """A card, chip or panel at ``rect`` that casts a shadow (``Kit.shadow`` with ``radius``),
        as parts: the bands of its shadow round ``rect``, which reach its neighbours and keep no
        pixels (so that neither makes the other paint again), then the thing itself in ``area``,
        its shadow under its corners and ``paint`` (which paints it without its shadow)."""
        shape = (radius, tuple(rect))
        parts = [
            Part((name, "shadow", i), shape, band, partial(self._shadow_in, surface, band, rect, radius), kept=False)
            for i, band in enumerate(self._bands(rect))
        ]
        parts.append(Part(name, key, area, partial(self._shadowed, surface, rect, radius, paint)))
        return parts

    def _bands(self, rect: pygame.Rect) -> tuple[pygame.Rect, ...]:
        """Where the shadow of ``rect`` falls round it (``shadow_bands``, kept: every card and chip
        asks for its bands every time the table is painted)."""
        return shadow_bands(tuple(rect), self.kit.px(3), self.kit.px(SHADOW_PIECE))

    def _shadow_in(self, surface: pygame.Surface, room: pygame.Rect, rect: pygame.Rect, radius: int) -> None:
        """What of the shadow of ``rect`` falls in ``room``."""
        clip = surface.get_clip()
        surface.set_clip(room.clip(clip))
        self.kit.shadow(surface, rect, radius)
        surface.set_clip(clip)

    def _shadowed(self, surface: pygame.Surface, rect: pygame.Rect, radius: int, paint: Any) -> None:
        self._shadow_in(surface, rect, rect, radius)  # (under its round corners)
        paint()

    def card_parts(
        self, surface: pygame.Surface, name: Any, painter: Any, rect: pygame.Rect, card: Card, key: Any = ()
    ) -> list[Part]:
        """A card that fills ``rect``, drawn by ``painter``: its shadow and itself (``shadowed``)."""
        paint = partial(painter.draw, surface, rect, card, shadow=False)
        return self.shadowed(surface, name, rect, painter.radius(rect.size), (key, card), rect, paint)

    # --- rewards: units, spells, artifacts, skills ------------------------------------------------

    def reward_parts(self, surface: pygame.Surface, s: State, geo: Geo, look: Any) -> list[Part]:
        """The rewards row as parts, in the order they are painted: each hero's panel, its heading,
        its free unit spots and each unit, spell and artifact (or the hint of where they come
        from); the gold rings round the units a choice picks among; the skills' panel, heading and
        chips (or where they come from). Each panel and chip's shadow is a part of its own
        (``shadowed``): a unit used or recruited paints again its chip and the heading, not the row."""
        k = self.kit
        p = self.placed
        parts: list[Part] = []
        for hg in geo.heroes:
            seat, box = hg.seat, hg.rewards
            paint: Any = partial(k.panel, surface, box, radius=k.px(8), shadow=False)
            parts += self.shadowed(surface, ("rewards", seat), box, k.px(8), look, box, paint)
            h = s.heroes[seat]
            said = (look, len(h.units), B.unit_spots(h), B.level(h), len(s.heroes), self.name(s, seat))
            paint = partial(self._reward_heading, surface, s, seat, box)
            parts.append(Part(("rewards", seat, "heading"), said, self._heading_area(box), paint))
            chips = self.hero_chips(s, seat)
            spots = p.unit_slots.get(seat, [])
            if not chips and not spots:
                hint = box.inflate(-k.px(24), -k.px(16))
                hint.top = box.y + k.px(30)
                hint.height = min(hint.height, 3 * round(k.px(BODY) * 1.12))  # a short hint, else a shorter one
                parts.append(Part(("rewards", seat, "hint"), look, hint, partial(self._reward_hint, surface, hint)))
            for j, r in enumerate(spots):  # (a dashed corner may reach a pixel past the spot's rect)
                parts.append(Part(("spot", seat, j), look, r.inflate(2, 2), partial(self._unit_spot, surface, r)))
            parts += self.chip_parts(surface, chips, look)
        parts += self.picks_parts(surface, s, ("rewards", "picks"))
        return parts + self.skill_parts(surface, s, p.skills_box or geo.skills, look)

    def chip_parts(self, surface: pygame.Surface, chips: list[tuple[Spot, Chip]], look: Any) -> list[Part]:
        """Each placed chip (``hero_chips``, ``skill_chips``) as its shadow and itself."""
        k = self.kit
        parts: list[Part] = []
        for sid, chip in chips:
            r = self.placed.rewards.get(sid)
            if r is not None:
                paint = partial(self._chip, surface, sid, *chip, shadow=False)
                parts += self.shadowed(surface, sid, r, k.px(6), (look, chip), r, paint)
        return parts

    def picks_parts(self, surface: pygame.Surface, s: State, name: Any) -> list[Part]:
        """The gold rings round the placed units an open choice picks among, as a part (or none)."""
        if not s.pending:
            return []
        p = self.placed
        ready = [Spot("unit", i, s.pending[0].seat) for i in self._picks(s, "ready")]
        picks = [p.rewards[sid] for sid in ready if sid in p.rewards]
        if not picks:
            return []
        w = max(2, self.kit.px(3))
        rings = picks[0].unionall(picks[1:]).inflate(2 * w, 2 * w)
        return [Part(name, tuple(tuple(r) for r in picks), rings, partial(self._ring_picks, surface, picks))]

    def skill_parts(self, surface: pygame.Surface, s: State, box: pygame.Rect, look: Any) -> list[Part]:
        """The skills' panel, its heading, and their chips or where they come from, as parts."""
        k = self.kit
        paint: Any = partial(k.panel, surface, box, radius=k.px(8), shadow=False)
        parts = self.shadowed(surface, "skills", box, k.px(8), look, box, paint)
        paint = partial(self._heading, surface, box, self._skills_heading(s))
        parts.append(Part(("skills", "heading"), (look, len(s.heroes)), self._heading_area(box), paint))
        if not s.skills:
            room = self._no_skills_room(box)
            parts.append(Part(("skills", "none"), look, room, partial(self._no_skills, surface, room)))
        return parts + self.chip_parts(surface, self.skill_chips(s), look)

    def _reward_heading(self, surface: pygame.Surface, s: State, seat: int, area: pygame.Rect) -> None:
        """Whose rewards these are (co-op: the hero's token and name) and their unit spots."""
        k = self.kit
        h = s.heroes[seat]
        nxt = next((sp.level for sp in C.XP_TRACK if sp.symbol == "unit" and sp.level > B.level(h)), None)
        if B.unit_spots(h) or nxt is None:
            n, total = len(h.units), B.unit_spots(h)
            spots = str(tn("{have} of {total} spot", "{have} of {total} spots", total, have=n, total=total))
            few = f"{n}/{total}"
        else:
            spots, few = str(t("a spot at level {level}", level=nxt)), str(t("level {level}", level=nxt))
        if len(s.heroes) == 1:
            words: tuple[str, ...] = (
                str(t("Your units ({spots}), spells and artifacts", spots=spots)),
                str(t("Your units ({spots})", spots=spots)),
                str(t("Units ({few})", few=few)),
                str(t("Units")),
            )
            self._heading(surface, area, words)
        else:  # whose: the hero's token and name
            name = self.name(s, seat)
            words = (
                str(t("{name}'s units ({spots}), spells and artifacts", name=name, spots=spots)),
                str(t("{name}'s units ({spots})", name=name, spots=spots)),
                f"{name} ({few})",
                name,
            )
            tok = k.px(8)
            k.token(surface, (area.x + k.px(8) + tok, area.y + k.px(14)), tok, seat)
            self._heading(surface, area.inflate(-2 * (tok + k.px(3)), 0).move(tok + k.px(3), 0), words)

    def _reward_hint(self, surface: pygame.Surface, hint: pygame.Rect) -> None:
        """Where units, spells and artifacts come from, in ``hint`` (a hero with none yet)."""
        k = self.kit
        words = (
            str(
                t(
                    "Units are recruited with influence in towns, keeps, mage towers and castles; mage towers give spells, ruins artifacts"
                )
            ),
            str(t("Recruit units with influence; mage towers give spells, ruins artifacts")),
            str(t("none yet")),
        )
        laid = choose(k, words, hint.size, BODY, bold=False)
        if laid is not None:
            draw_laid(k, surface, laid, hint, GREY)

    def _unit_spot(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        self.small_cards.slot(surface, r, str(t("unit spot")))

    def hero_chips(self, s: State, seat: int) -> list[tuple[Spot, Chip]]:
        """A hero's units, spells and artifacts, each with what its chip shows (``_chip``'s name,
        words, band, state, defense and mana)."""
        h = s.heroes[seat]
        out: list[tuple[Spot, Chip]] = []
        for i, u in enumerate(h.units):
            unit = C.UNIT_BY_ID[u.id]
            texts = [C.text_of(Effect((o,))) for o in unit.abilities.options]
            says = tuple(" · ".join(t) for t in zip(*(forms(t) + forms(t)[-1:] * 2 for t in texts)))
            state = {WOUNDED: "wounded", USED: "used"}.get(u.status, "fought" if u.fought else "")
            out.append((Spot("unit", i, seat), (named(unit.name), says, UNIT_BAND, state, unit.defense, "")))
        for rw in h.spells:
            sp = C.SPELL_BY_ID[rw.id]
            band = SPELL_BAND.get(sp.colour, ACCENT)
            said = (named(sp.name), forms(C.text_of(sp.basic)), band, "used" if rw.used else "", None, sp.colour)
            out.append((Spot("spell", rw.id, seat), said))
        for rw in h.artifacts:
            a = C.ARTIFACT_BY_ID[rw.id]
            said = (named(a.name), forms(C.text_of(a.basic)), ARTIFACT_BAND, "used" if rw.used else "", None, "")
            out.append((Spot("artifact", rw.id, seat), said))
        return out

    def _draw_skills(self, surface: pygame.Surface, s: State, box: pygame.Rect) -> None:
        """The skills' panel and their chips as placed (shared in co-op)."""
        k = self.kit
        k.panel(surface, box, radius=k.px(8))
        self._heading(surface, box, self._skills_heading(s))
        if not s.skills:
            self._no_skills(surface, self._no_skills_room(box))
        for sid, chip in self.skill_chips(s):
            self._chip(surface, sid, *chip)

    @staticmethod
    def _skills_heading(s: State) -> str | tuple[str, str]:
        skills = str(t("Skills"))
        return (str(t("Skills (shared)")), skills) if len(s.heroes) > 1 else skills

    def _no_skills_room(self, box: pygame.Rect) -> pygame.Rect:
        k = self.kit
        return pygame.Rect(box.x + k.px(8), box.y + k.px(30), box.width - k.px(16), box.height - k.px(36))

    def _no_skills(self, surface: pygame.Surface, room: pygame.Rect) -> None:
        """Where skills come from, in ``room`` (none held yet)."""
        ways = (str(t("one comes with each star level")), str(t("one per star level")))
        laid = choose(self.kit, ways, room.size, BODY, bold=False)
        if laid is not None:
            draw_laid(self.kit, surface, laid, room, GREY)

    @staticmethod
    def skill_chips(s: State) -> list[tuple[Spot, Chip]]:
        """The skills held, each with what its chip shows (``_chip``)."""
        out: list[tuple[Spot, Chip]] = []
        for rw in s.skills:
            sk = C.SKILL_BY_ID[rw.id]
            said = (named(sk.name), forms(C.text_of(sk.effect)), SKILL_BAND, "used" if rw.used else "", None, "")
            out.append((Spot("skill", rw.id), said))
        return out

    def _chip(
        self,
        surface: pygame.Surface,
        sid: Spot,
        name: str,
        says: Sequence[str],
        band: Color,
        state: str = "",
        shield_of: int | None = None,
        mana_of: str = "",
        shadow: bool = True,
    ) -> None:
        """A unit, spell, artifact or skill held, as a chip of words: its name (and a unit's
        defense, a spell's mana) over what it does, when that fits, and how it stands this round
        (used, wounded, fought). The zoomed card and the zones' words tell it whole. (``shadow``
        False: its shadow is painted apart.)"""
        r = self.placed.rewards.get(sid)
        if r is None:
            return
        k = self.kit
        out = state in ("used", "wounded")
        fill = (
            USED_FILL
            if state == "used"
            else palette.lighter(palette.DANGER, 0.8)
            if state == "wounded"
            else palette.lighter(band, 0.85)
        )
        if shadow:
            k.shadow(surface, r, k.px(6))
        pygame.draw.rect(surface, fill, r, border_radius=k.px(6))
        strip = pygame.Rect(r.x, r.y, k.px(6), r.height)
        pygame.draw.rect(surface, band, strip, border_top_left_radius=k.px(6), border_bottom_left_radius=k.px(6))
        pygame.draw.rect(surface, band, r, max(1, k.px(1.5)), border_radius=k.px(6))
        left, end = strip.right + k.px(6), r.right - k.px(6)
        ink = GREY if out else INK
        icon = 2 * k.px(15) if shield_of is not None else 2 * k.px(MANA_R) if mana_of else 0
        if r.height >= k.px(96):
            self._tall_chip(surface, r, (left, end), name, says, state, ink, (icon, shield_of, mana_of))
            return
        two = r.height >= 2 * k.px(BODY) * 1.25 + k.px(4)
        wide = width_of(k, name, BODY, True)
        if wide + icon + k.px(6) <= end - left:  # the name, and its mark beside it
            y1 = r.y + (r.height * 0.3 if two else r.height / 2)
            self._chip_mark(surface, (end - icon / 2, y1), shield_of, mana_of)
            self.say(surface, name, (left, y1), BODY, ink, True, "midleft")
            x2 = left
        elif not two or wide <= end - left:  # the name alone on its line, the mark starts the next
            y1 = r.y + (r.height * 0.3 if two else r.height / 2)
            self.say(surface, name, (left, y1), BODY, ink, True, "midleft", width=end - left)
            if two:
                self._chip_mark(surface, (left + icon / 2, r.y + r.height * 0.72), shield_of, mana_of)
            x2 = left + icon + (k.px(6) if icon else 0)
        else:  # a long name on both lines (the zoomed card tells the rest)
            laid = choose(k, (name, split_name(name)), (end - left, r.height - k.px(4)), BODY, lead=1.0)
            if laid is not None:
                draw_laid(k, surface, laid, pygame.Rect(left, r.y, end - left, r.height), ink, centre=False)
                return
            self.say(surface, name, (left, r.centery), BODY, ink, True, "midleft", width=end - left)
            return
        if not two:
            return
        y2 = r.y + r.height * 0.72
        if state and x2 + width_of(k, str(TAG_WORDS.get(state, state)), BODY, True) + k.px(10) <= end:
            tag = self._tag(surface, pygame.Rect(0, 0, 0, 0), state, _state_colour(state), side=True, at=(end, y2))
            end = tag.x - k.px(6)
        words = first_fit(k, (*says, ""), end - x2, BODY, False)
        if words:
            k.text(surface, words, (x2, y2), BODY, ink, False, "midleft")

    def _tall_chip(
        self,
        surface: pygame.Surface,
        r: pygame.Rect,
        span: tuple[int, int],
        name: str,
        says: Sequence[str],
        state: str,
        ink: Color,
        mark: tuple[int, int | None, str],
    ) -> None:
        """A chip with room for more lines: its name (and mark) on top, what it does under it, and
        a foot with the mark (when the name needed the top's width) and how it stands."""
        k = self.kit
        left, end = span
        icon, shield_of, mana_of = mark
        line = round(k.px(BODY) * 1.3)
        foot_y = r.bottom - k.px(4) - line / 2
        y = r.y + k.px(4)
        mark_at: Point = (left + icon / 2, foot_y)
        beside = width_of(k, name, BODY, True) + icon + k.px(6) <= end - left
        if beside:
            mark_at = (end - icon / 2, y + line / 2)
            self.say(surface, name, (left, y + line / 2), BODY, ink, True, "midleft")
            y += line
        else:
            laid = choose(k, (name, split_name(name)), (end - left, 2 * line), BODY, lead=1.0)
            if laid is None:
                self.say(surface, name, (left, y + line / 2), BODY, ink, True, "midleft", width=end - left)
                y += line
            else:
                y += draw_laid(k, surface, laid, pygame.Rect(left, y, end - left, laid.height), ink, centre=False)
        self._chip_mark(surface, mark_at, shield_of, mana_of)
        foot = bool(state) or not beside and bool(icon)
        if state:
            self._tag(surface, r, state, _state_colour(state), at=(end, foot_y))
        room = pygame.Rect(left, y, end - left, (foot_y - line / 2 if foot else r.bottom - k.px(4)) - y)
        laid = choose(k, [t.replace(" · ", "\n") for t in says], room.size, BODY, bold=False)
        if laid is not None:
            draw_laid(k, surface, laid, room, ink, centre=False, middle=False)

    def _chip_mark(self, surface: pygame.Surface, c: Point | None, shield_of: int | None, mana_of: str) -> None:
        """A chip's mark: a unit's defense on a shield, or a spell's mana."""
        if c is None:
            return
        if shield_of is not None:
            shield(self.kit, surface, c, self.kit.px(15), shield_of, GREY, NUMBER)
        elif mana_of:
            mana(self.kit, surface, c, self.kit.px(MANA_R), mana_of)

    def _picks(self, s: State, kind: str, seat: int | None = None) -> tuple[int, ...]:
        """The hand cards (flip) or units (ready) an open choice picks among, for ``seat``."""
        if not s.pending or s.pending[0].kind != kind or (seat is not None and s.pending[0].seat != seat):
            return ()
        data: Any = s.pending[0].data
        return tuple(int(x) for x in (data[0] if kind == "ready" else data))

    def _ring_picks(self, surface: pygame.Surface, rects: list[pygame.Rect]) -> None:
        """A still gold ring round each card an open choice picks among (its buttons are on the right)."""
        w = max(2, self.kit.px(3))
        for r in rects:
            pygame.draw.rect(surface, palette.GOLD, r.inflate(2 * w, 2 * w), w, border_radius=self.kit.px(6))

    def _tag(
        self,
        surface: pygame.Surface,
        r: pygame.Rect,
        words: str,
        colour: Color,
        top: bool = False,
        side: bool = False,
        at: Point | None = None,
        size: float = BODY,
    ) -> pygame.Rect:
        """A small pill of words at the bottom of ``r`` (``top``: just above it; ``side``: in its
        middle; ``at``: its right end there), at its own size (it may stand out of ``r``)."""
        img, box = self._tag_box(r, words, top, side, at, size)
        pygame.draw.rect(surface, colour, box, border_radius=box.height // 2)
        surface.blit(img, img.get_rect(center=box.center))
        return box

    def _tag_box(
        self,
        r: pygame.Rect,
        words: str,
        top: bool = False,
        side: bool = False,
        at: Point | None = None,
        size: float = BODY,
    ) -> tuple[pygame.Surface, pygame.Rect]:
        """A tag's words and where its pill lies (``_tag``)."""
        k = self.kit
        img = k.render(str(TAG_WORDS.get(words, words)), size, WHITE, True)
        box = img.get_rect().inflate(k.px(10), k.px(2))
        if at is not None:
            box.midright = (round(at[0]), round(at[1]))
        elif side:
            box.center = r.center
        elif top:
            box.midbottom = (r.centerx, r.y - k.px(2))
        else:
            box.midbottom = (r.centerx, r.bottom - k.px(4))
        return img, box

    def name(self, s: State, seat: int) -> str:
        n = s.names[seat] if seat < len(s.names) else ""
        return n or self.kit.colour_name(seat)


def _state_colour(state: str) -> Color:
    """The tag of a reward used, wounded or fought this round."""
    return GREY if state == "used" else palette.DANGER if state == "wounded" else ACCENT


TAG_WORDS = {
    "used": t("used"),
    "wounded": t("wounded"),
    "fought": t("fought"),
    "played": t("played"),
    "exhausted": t("exhausted"),
    "deck": t("deck"),
    "discard": t("discard"),
}
"""The words of the small tags, by the state they mark (a count is shown as it is)."""
