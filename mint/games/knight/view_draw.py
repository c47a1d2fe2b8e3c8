"""How Mint Knight looks: the tracks and the terrain deck; the offerings, the cards to heal and
the artifacts found (view_mapdraw paints the map with its locations, cubes and heroes, view_hands
each hero's hand, deck and discard pile, view_rewards the rewards row, view_panels the combat,
points, zones and legend, view_faces the card faces and icons).

Every word here is drawn at its own size, never below 18 px at 1080p (view_text): a line that
would not fit its box is said in fewer words, and the tooltip or the zoomed card says the rest.

Card faces go through the shared card painter, which keeps them once painted; each part of the
table is kept painted until what it shows changes, and after a move only the parts that changed
are painted again, in place (``mint.ui.layers``). A part's area holds every pixel it paints: its
panels' shadows too (``reach``). Each card of the hands and the offerings is a part of its own, its
shadow in bands round it (``shadowed``); a part that lays several panels paints the shadows they
cast past its place apart (``shaded``), as the view's own kit notes them (view_kit).
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from mint.core.words import t
from mint.games.knight import board as B
from mint.games.knight import cards as C
from mint.games.knight import play as P
from mint.games.knight import terrain as T
from mint.games.knight.actions import Explore, Heal, Recruit
from mint.games.knight.describe import named
from mint.games.knight.state import State
from mint.games.knight.view_faces import (
    DAY,
    GREY,
    INK,
    NIGHT,
    SKILL_BAND,
    UNIT_BAND,
    WHITE,
    action_face,
    card_back,
    cube,
    moon,
    small_face,
    sun,
)
from mint.games.knight.view_geo import Geo
from mint.games.knight.view_kit import KnightKit
from mint.games.knight.view_mapdraw import KnightMapPainter
from mint.games.knight.view_text import BODY, first_fit
from mint.ui import palette
from mint.ui.cardface import Card
from mint.ui.kit import Kit
from mint.ui.layers import Layers, Part, _minus
from mint.ui.palette import hexc

# --- the painter ------------------------------------------------------------------------------


def _is_shadows(part: Part) -> bool:
    """The part is a band of the shadows of another one's panels (``KnightPainter.shaded``)."""
    return isinstance(part.name, tuple) and len(part.name) == 3 and part.name[1] == "shadows"


class KnightPainter(KnightMapPainter):
    """Paints an observation into the spots its layout gives."""

    paints_in_place = True  #: after a move only the parts that changed are painted again

    def __init__(self, rules: Any, kit: Kit) -> None:
        super().__init__(rules, kit)
        self.action_cards.back_fn = card_back
        self.small_cards.back_fn = card_back
        self.board.marks = self._paint_locations
        # (what a painting in place painted new is kept when the next frame starts: nothing more
        # is drawn on these surfaces, but the normal layout's chrome, which keeps what it covers)
        self._layers = Layers(later=True)  #: the whole table's parts, as last painted
        self._board_layers = Layers(later=True)  #: table-top mode: the shared board's
        self._shadows: dict[Any, tuple[Any, ...]] = {}  #: the shadows each part cast when last painted

    def set_kit(self, kit: Kit) -> None:
        super().set_kit(kit)
        self._layers.clear()
        self._board_layers.clear()
        self._shadows.clear()

    def paint_layers(self, layers: Layers, surface: pygame.Surface, parts: Any) -> None:
        """Paint ``parts()`` with ``layers`` (in place when the table says so) and say where
        (``self.damage``); once more, in place, when a part's panels now lie elsewhere than the
        shadows painted for them (the first time, or when they moved)."""
        laid = parts()
        damage = layers.paint(surface, laid, self.in_place, palette.TABLE)
        if any(p.key[0] != self._shadows.get(p.name[0]) for p in laid if _is_shadows(p)):
            again = layers.paint(surface, parts(), True, palette.TABLE)
            damage = None if damage is None or again is None else damage + again
        self.damage = damage

    def shaded(self, surface: pygame.Surface, name: Any, key: Any, place: pygame.Rect, paint: Any) -> list[Part]:
        """A part that lays panels, as the shadows it casts past its place, in the bands round the
        place (painted again where needed, nothing kept, so that it and a neighbour its shadows
        reach do not make each other paint again, nor the shadows moving the part), then the part
        itself, painted inside its place. The same pixels as the part painted whole: the shadows
        its last painting cast, in order, as the view's own kit noted them (``KnightKit.noting``)."""
        ring = self.reach(place)
        if surface.get_flags() & pygame.SRCALPHA:  # (painted afresh each time: whole)
            return [Part(name, key, ring, paint)]
        shadows = self._shadows.get(name)
        kit = KnightKit.of(self.kit)

        def cast(band: pygame.Rect) -> None:
            clip = surface.get_clip()
            band = band.clip(clip)
            if shadows and band.width > 0 and band.height > 0:
                surface.set_clip(band)
                for rect, radius, deep in shadows:
                    kit.shadow(surface, pygame.Rect(rect), radius, deep)
            surface.set_clip(clip)

        def lay() -> None:
            clip = surface.get_clip()
            surface.set_clip(place.clip(clip))
            try:
                with kit.noting(surface, place) as cast_now:  # (the card painters' and panels' shadows too)
                    paint()
            finally:
                surface.set_clip(clip)
            self._shadows[name] = tuple(cast_now)

        bands = [  # (the bands round the place)
            Part((name, "shadows", i), (shadows, tuple(place)), band, partial(cast, band), kept=False)
            for i, band in enumerate(_minus(ring, place))
        ]
        return [*bands, Part(name, key, place, lay)]

    def offer_parts(self, surface: pygame.Surface, s: State, legal: list[Any], look: Any) -> list[Part]:
        """The cards of the offerings (and the artifacts found), each a part of its own over the
        middle's panels: a unit recruited or a spell taken paints that card again, not the panel."""
        p = self.placed
        parts: list[Part] = []
        recruits = {a.pos for a in legal if isinstance(a, Recruit)}
        for i, r in enumerate(p.unit_offer):
            card = Card(("offer", i), ("unit", s.unit_offer[i]), dim=bool(recruits) and i not in recruits)
            parts += self.card_parts(surface, ("offer", i), self.small_cards, r, card, look)
        offered = s.pending[0].data if s.pending and s.pending[0].kind == "spell" else ()
        gold = max(2, self.kit.px(3))
        for i, r in enumerate(p.spell_offer):
            card = Card(("spell", i), ("spell", s.spell_offer[i]))
            ring = s.spell_offer[i] in offered
            paint = partial(self._spell_card, surface, r, card, ring)
            area = r.inflate(gold * 2, gold * 2) if ring else r
            radius = self.small_cards.radius(r.size)
            parts += self.shadowed(surface, ("spells", i), r, radius, (look, card, ring), area, paint)
        for aid, r in p.artifact_cards.items():
            card = Card(("found", aid), ("artifact", aid))
            parts += self.card_parts(surface, ("found", aid), self.small_cards, r, card, look)
        return parts

    def _spell_card(self, surface: pygame.Surface, r: pygame.Rect, card: Card, ring: bool) -> None:
        """A card of the spell offering, ringed in gold while a mage tower offers it."""
        self.small_cards.draw(surface, r, card, shadow=False)
        if ring:
            gold = max(2, self.kit.px(3))
            pygame.draw.rect(surface, palette.GOLD, r.inflate(gold * 2, gold * 2), gold, border_radius=self.kit.px(6))

    def face_action(self, k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any, side: Any) -> None:
        action_face(k, surface, rect, face, side, self.kit.scale)

    def face_small(self, k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any, side: Any) -> None:
        small_face(k, surface, rect, face, side, self.kit.scale)

    # --- the whole table ------------------------------------------------------------------------

    def draw(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, rect: pygame.Rect, spots: dict[Any, Any]
    ) -> None:
        s: State = obs
        if not self.laid_for("table", s, rect):
            self.layout(obs, viewer, rect)
        geo = self.geometry(s, rect)
        self._board_layers.clear()  # (the table-top board's kept parts: that layout is not shown now)
        self.paint_layers(self._layers, surface, lambda: self._table_parts(surface, s, geo, self.legal(s)))

    def _table_parts(self, surface: pygame.Surface, s: State, geo: Geo, legal: list[Any]) -> list[Part]:
        """The parts of the whole table, in the order they are painted, each keyed by what it shows
        and by the places of the table it is laid in (another hero to act moves the hands alone)."""
        look = (self.kit.scale, self.kit.player_colors)
        explores = tuple(sorted(a.slot for a in legal if isinstance(a, Explore)))
        boxes = (tuple(geo.round_box), tuple(geo.xp_box), tuple(geo.terrain_box), len(geo.heroes))
        deck = (s.terrain_deck[:1], len(s.terrain_deck), s.castles_won, s.castles_total)
        tracks = (look, boxes, s.round, tuple(h.xp for h in s.heroes), deck)
        reach, shaded = self.reach, partial(self.shaded, surface)
        parts = [
            *self.map_parts(surface, s, geo, explores, look),
            # (the experience bar's marks stand a little below the tracks)
            *shaded(
                "tracks", tracks, geo.tracks.inflate(0, self.kit.px(12)), partial(self._draw_tracks, surface, s, geo)
            ),
            *self.middle_parts(surface, s, geo, legal, "middle", look),
            *self.reward_parts(surface, s, geo, look),
            *shaded("points", (look, s.turn, s.round), geo.points, partial(self._draw_points, surface, s, geo)),
            *self.zone_parts(surface, s, geo.zones, look),
        ]
        m8 = self.kit.px(12)
        for hg in geo.heroes:
            if not hg.compact:  # (each card a part of its own)
                parts += self.hand_parts(surface, s, hg, len(geo.heroes) > 1, look)
                continue
            h = s.heroes[hg.seat]
            piles = (len(h.deck), h.deck[:1], h.discard[-1:], len(h.discard))
            row = (tuple(hg.area), tuple(hg.deck), tuple(hg.discard), tuple(hg.hand))
            key = (look, row, h.hand, h.hand_use, piles, s.names)
            paint = partial(self._draw_compact_hand, surface, s, geo, hg.seat)
            parts.append(Part(("hand", hg.seat), key, hg.area.inflate(m8, m8).union(reach(hg.area)), paint))
        return parts

    def zone_forms(self, s: State, z: str) -> tuple[str, ...]:
        """A zone's words, then shorter ways of saying them (view_panels says them)."""
        return ()

    def _middle_key(self, s: State, legal: list[Any]) -> Any:
        """Everything the middle's panels show (so they are painted again only when that changes)."""
        c = s.combat
        if c is not None:
            return ("combat", c, B.defense(s.heroes[c.seat]))
        if s.pending and s.pending[0].kind == "flip":
            h = s.heroes[s.pending[0].seat]
            return ("level", s.pending[:1], h.hand, h.xp, s.skills)
        return ()

    def middle_parts(
        self, surface: pygame.Surface, s: State, geo: Geo, legal: list[Any], name: Any, look: Any
    ) -> list[Part]:
        """The middle of the right column as parts: the combat or a level's choices as one
        (``shaded``); else each offering's panel and its heading (the unit offering's says where the
        hero stands), the cards to heal, then each card of the offerings (``offer_parts``)."""
        p = self.placed
        if p.combat is not None or p.level_up is not None:
            key = (look, self._middle_key(s, legal))
            return self.shaded(surface, name, key, geo.middle, partial(self._draw_middle, surface, s, geo, legal))
        k = self.kit
        parts: list[Part] = []
        for which, box, words in self._offer_boxes(s):
            paint: Any = partial(k.panel, surface, box, radius=k.px(8), shadow=False)
            parts += self.shadowed(surface, (name, which), box, k.px(8), look, box, paint)
            head = (look, words)
            parts.append(
                Part(
                    (name, which, "heading"), head, self._heading_area(box), partial(self._heading, surface, box, words)
                )
            )
        if p.heal_box is not None and s.turn is not None:
            h = s.heroes[s.turn.seat]
            cards = tuple((sid, tuple(r)) for sid, r in p.heal_cards.items())
            heal = (look, cards, h.discard, h.deck, tuple(a.source for a in legal if isinstance(a, Heal)))
            paint = partial(self._draw_heal, surface, s, p.heal_box, legal, False)
            parts += self.shadowed(surface, (name, "heal"), p.heal_box, k.px(8), heal, p.heal_box, paint)
        return parts + self.offer_parts(surface, s, legal, look)

    def _offer_boxes(self, s: State) -> list[tuple[str, pygame.Rect, tuple[str, ...]]]:
        """The panels of the offerings (and of the artifacts found) as placed, with their headings."""
        p = self.placed
        out: list[tuple[str, pygame.Rect, tuple[str, ...]]] = []
        if p.unit_offer_box is not None:
            loc = P.recruit_location(s, s.current) if s.turn is not None else None
            if loc:
                name = str(T.LOCATION_NAMES[loc])
                words: tuple[str, ...] = (
                    str(t("Unit offering · you stand on a {place}", place=name)),
                    str(t("Units · you are on a {place}", place=name)),
                )
            else:
                words = (str(t("Unit offering (recruit with influence)")), str(t("Unit offering")))
            out.append(("units", p.unit_offer_box, words))
        if p.spell_offer_box is not None:
            words = (str(t("Spell offering (a mage tower gives one)")), str(t("Spell offering")))
            out.append(("spells", p.spell_offer_box, words))
        if p.artifact_box is not None:
            words = (
                str(t("Ruins: keep one artifact (the buttons on the right)")),
                str(t("Ruins: keep one artifact")),
                str(t("Keep one")),
            )
            out.append(("found", p.artifact_box, words))
        return out

    # --- tracks -------------------------------------------------------------------------------

    def _draw_tracks(self, surface: pygame.Surface, s: State, geo: Geo) -> None:
        k = self.kit
        self._draw_round(surface, s, geo.round_box)
        xb = geo.xp_box
        k.panel(surface, xb, radius=k.px(8))
        for hg in geo.heroes:
            line_box = self.xp_line(geo, hg.seat) if len(geo.heroes) > 1 else xb
            self._draw_xp(surface, s, hg.seat, line_box.inflate(-k.px(12), -k.px(8)), len(geo.heroes) > 1)
        self._draw_terrain_deck(surface, s, geo.terrain_box)

    def _draw_round(self, surface: pygame.Surface, s: State, rb: pygame.Rect) -> None:
        """The round track (day and night, the round now marked) and the castles taken."""
        k = self.kit
        k.panel(surface, rb, radius=k.px(8))
        at = (rb.x + k.px(10), rb.y + k.px(15))
        self.say(
            surface,
            str(t("Round {round} of {rounds}", round=s.round, rounds=C.ROUNDS)),
            at,
            BODY,
            INK,
            True,
            "midleft",
            width=rb.width - k.px(16),
        )
        bw = (rb.width - k.px(20)) / C.ROUNDS
        cell_h = rb.height - k.px(60)
        for i, rnd in enumerate(C.ROUND_TRACK):
            box = pygame.Rect(round(rb.x + k.px(10) + i * bw), rb.y + k.px(30), round(bw - k.px(4)), cell_h)
            night, now = rnd.time == "night", rnd.number == s.round
            pygame.draw.rect(surface, NIGHT if night else DAY, box, border_radius=k.px(5))
            rim, width = (palette.GOLD, k.px(3)) if now else (palette.BORDER, max(1, k.px(1.5)))
            pygame.draw.rect(surface, rim, box, width, border_radius=k.px(5))
            rr = min(box.width * 0.2, box.height * 0.3)
            ic = (box.x + box.width * 0.34, box.centery)
            moon(surface, ic, rr, hexc("#E8E4D0"), NIGHT) if night else sun(surface, ic, rr)
            num = (box.x + box.width * 0.72, box.centery)
            self.say(surface, str(rnd.number), num, BODY, WHITE if night else INK, True)
            if now:
                cube(surface, (box.right - k.px(6), box.y + k.px(6)), k.px(6), "gold")
        night = C.time_of(s.round) == "night"
        won, total = s.castles_won, s.castles_total
        words = (
            str(
                t("Night · castles {won} of {total}", won=won, total=total)
                if night
                else t("Day · castles {won} of {total}", won=won, total=total)
            ),
            str(
                t("Night · {won}/{total} castles", won=won, total=total)
                if night
                else t("Day · {won}/{total} castles", won=won, total=total)
            ),
        )
        at = (rb.x + k.px(10), rb.bottom - k.px(15))
        self.say(surface, words, at, BODY, GREY, True, "midleft", width=rb.width - k.px(16))

    def _draw_terrain_deck(self, surface: pygame.Surface, s: State, tb: pygame.Rect) -> None:
        k = self.kit
        k.panel(surface, tb, radius=k.px(8))
        n = len(s.terrain_deck)
        ch = tb.height - k.px(40)
        card = pygame.Rect(0, 0, round(ch * 0.58), ch)
        card.midtop = (tb.centerx - k.px(4), tb.y + k.px(8))
        green = hexc("#7E8F5A")
        for j in range(min(3, n), 0, -1):
            pygame.draw.rect(
                surface, palette.darker(green, 0.8), card.move(j * k.px(3), j * k.px(3)), border_radius=k.px(4)
            )
        if n:
            pygame.draw.rect(surface, hexc("#9BB070"), card, border_radius=k.px(4))
            pygame.draw.rect(surface, palette.darker(green, 0.6), card, max(1, k.px(1.5)), border_radius=k.px(4))
        else:
            self.small_cards.slot(surface, card)
        self.say(surface, str(n), card.center, 24, WHITE if n else GREY, True)
        top = s.terrain_deck[0] if s.terrain_deck else ""
        if top in T.CARD_IDS:
            name = named(T.card(top).name)
            words: tuple[str, ...] = (str(t("next: {card}", card=name)), name)
        else:
            words = (str(t("Terrain deck")),) if n else (str(t("empty: recycle")), str(t("recycle")))
        self.say(surface, words, (tb.centerx, tb.bottom - k.px(15)), BODY, GREY, width=tb.width - k.px(8))

    def _draw_xp(self, surface: pygame.Surface, s: State, seat: int, r: pygame.Rect, compact: bool) -> None:
        """A hero's level, experience, defense, hand size and unit spots, over the experience bar
        (marked where a level brings a skill, a star, or a unit spot, a square)."""
        k = self.kit
        h = s.heroes[seat]
        tok = min(r.height * 0.22, k.px(11))
        line_h = k.px(26)
        k.token(surface, (r.x + tok, r.y + line_h / 2), tok, seat)
        said = dict(level=B.level(h), xp=h.xp, defense=B.defense(h), hand=B.hand_size(h), units=B.unit_spots(h))
        heads = (
            str(t("Level {level} · {xp} XP · defense {defense} · hand {hand} · units {units}", **said)),
            str(t("Level {level} · {xp} XP · defense {defense} · hand {hand}", **said)),
            str(t("Level {level} · {xp} XP", **said)),
        )
        at = (r.x + 2 * tok + k.px(8), r.y + line_h / 2)
        self.say(surface, heads, at, BODY, INK, True, "midleft", width=r.right - at[0])
        bar = pygame.Rect(r.x, r.y + line_h + k.px(4), r.width, 0)
        bar.height = max(k.px(8), min(k.px(30), r.bottom - k.px(12) - bar.y))
        pygame.draw.rect(surface, hexc("#EEF1EE"), bar, border_radius=k.px(5))
        fill = pygame.Rect(bar.x, bar.y, max(1, round(bar.width * min(1.0, h.xp / C.XP_MAX))), bar.height)
        pygame.draw.rect(surface, palette.lighter(k.player_color(seat), 0.4), fill, border_radius=k.px(5))
        pygame.draw.rect(surface, palette.BORDER, bar, max(1, k.px(1.5)), border_radius=k.px(5))
        for sp in C.XP_TRACK:
            x = bar.x + bar.width * sp.xp / C.XP_MAX
            pygame.draw.line(surface, GREY, (x, bar.y), (x, bar.bottom), max(1, k.px(1)))
            if sp.symbol == "skill":
                k.star(surface, (x, bar.bottom + k.px(6)), k.px(5), SKILL_BAND)
            else:
                pygame.draw.rect(surface, UNIT_BAND, (x - k.px(4), bar.bottom + k.px(2), k.px(8), k.px(8)))
        nxt = next((sp for sp in C.XP_TRACK if sp.xp > h.xp), None)
        if nxt is not None and not compact and bar.height >= k.px(24):
            at_xp = dict(level=nxt.level, xp=nxt.xp)
            what = (
                t("level {level} at {xp} XP: a skill", **at_xp)
                if nxt.symbol == "skill"
                else t("level {level} at {xp} XP: a unit spot", **at_xp)
            )
            words = first_fit(
                k,
                (str(what), str(t("level {level} at {xp} XP", **at_xp))),
                bar.width - k.px(16),
                BODY,
            )
            img = k.render(words, BODY, INK)
            back = img.get_rect(center=bar.center).inflate(k.px(10), -k.px(4)).clip(bar.inflate(-k.px(4), -k.px(4)))
            pygame.draw.rect(surface, palette.PANEL, back, border_radius=back.height // 2)
            surface.blit(img, img.get_rect(center=bar.center))

    # --- the middle: offerings, combat, the cards to heal, artifacts found --------------------------

    def _draw_combat(self, surface: pygame.Surface, s: State, box: pygame.Rect) -> None:
        """The combat panel (view_panels paints it)."""

    def _draw_middle(self, surface: pygame.Surface, s: State, geo: Geo, legal: list[Any]) -> None:
        """The middle's combat panel or a level's choices (the offerings are ``middle_parts``)."""
        p = self.placed
        if p.combat is not None:
            self._draw_combat(surface, s, p.combat)
        elif p.level_up is not None:
            self._draw_level_up(surface, s, p.level_up)

    def _draw_points(
        self, surface: pygame.Surface, s: State, geo: Geo | None, box: pygame.Rect | None = None, shadow: bool = True
    ) -> None:
        """The turn's points and mana (view_panels paints them), in ``geo.points`` or ``box``."""

    def zone_parts(self, surface: pygame.Surface, s: State, box: pygame.Rect, look: Any) -> list[Part]:
        """The drop zones in ``box`` as parts (view_panels paints them)."""
        return []
