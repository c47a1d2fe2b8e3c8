"""Mint Knight on the table: the explored map of terrain cards with its locations, guiding cubes,
black cubes and heroes; the round and experience tracks and the terrain deck; the unit and
spell offerings (or the combat, or the cards to heal); each hero's units, spells, artifacts and
the skills; the turn's points and mana; the drop zones; and each hero's deck, discard and hand.

Spot ids are the rules' ``Spot`` values (actions.py names them):
    Spot("space", "c,k:P")        a map space (MoveTo and Fight targets)
    Spot("slot", "c,k")           an empty slot, drawn as a card-sized ghost (Explore targets)
    Spot("hero", seat=s)          a hero (MoveTo, Explore, Fight sources)
    Spot("hand", pos, seat)       a hand card; Spot("use", how) the zone it is dropped on
    Spot("unit", i, seat), Spot("units", seat=s), Spot("offer", pos)
    Spot("skill", id), Spot("spell", id, seat), Spot("artifact", id, seat)
    Spot("discard", i, seat), Spot("deck", i, seat), Spot("deck", seat=s)
and for tooltips: Spot("round"), Spot("xp", seat=s), Spot("terrain"), Spot("combat"),
Spot("points"), Spot("spells", pos) (the spell offering), Spot("found", id) (artifacts found in
ruins), Spot("discard", seat=s).

This module gives the drops' meaning and refusals, and what moves on every frame (the Move costs
while the hero is held, the held card's effect on each zone, the card under a resting pointer
enlarged); view_tips gives the words (status, seat lines, tooltips). view_panels paints the panels
that are mostly words (the combat, the turn's points, the drop zones and the movement table),
view_mapdraw the map, view_draw the tracks and offerings, view_hands the hands, view_rewards the
rewards row, view_faces the card faces; view_layout says where everything lies (in the rows and columns of
view_geo) and view_text how words keep their size (at least 18 px at 1080p). In table-top mode
view_tabletop lays each hero's things in their strip and the rest on the shared board; what moves on
every frame is then drawn over each part upright (the map's camera and the Move costs over the
board, the zones' words over the strip of the hero to act, the enlarged card over the part it lies
in), with the pointer's rest timed in each part.
"""

from __future__ import annotations

from typing import Any

import pygame

from mint.core.game import Action, IllegalActionError, Refusal
from mint.core.spots import Spot
from mint.core.words import t
from mint.games.knight import board as B
from mint.games.knight import play as P
from mint.games.knight import terrain as T
from mint.games.knight.actions import (
    Exhaust,
    Explore,
    Fight,
    Heal,
    MoveTo,
    Play,
    Recruit,
    Under,
    UseReward,
    UseUnit,
    Wound,
)
from mint.games.knight.state import State
from mint.games.knight.view_map import HELD_FRAMES, MAP_EASE_S
from mint.games.knight.view_text import BODY, NUMBER, fit, need
from mint.games.knight.view_tips import KnightTips
from mint.ui import palette
from mint.ui.cardface import Card
from mint.ui.cards import HOVER_S
from mint.ui.view_api import bounds, region_contains, region_rect

REFUSED_S = 3.0  #: a refused drop's reason stays beside it this long
WARM_PER_FRAME = 1  #: while nothing moves, this many card faces the hands may show next are painted a frame
WARM_SHARE = 0.8  #: the faces painted ahead take at most this share of what a painter keeps
WHERE_TO = {
    "hand": t("A card goes onto one of the zones above the hand (those lit while you hold it)."),
    "hero": t("The hero goes onto a lit space of the map, or onto a lit empty slot to explore."),
    "offer": t("A unit from the offering goes onto your units row (or onto the unit it replaces)."),
    "unit": t("A unit goes onto a lit zone above the hand: an ability, a wound or a heal."),
}
"""Where a piece may go, said when it is dropped where no move could take it."""


def _where_to(kind: str) -> str | None:
    said = WHERE_TO.get(kind)
    return str(said) if said is not None else None


class KnightView(KnightTips):
    """Where the pieces of Mint Knight sit, how they look and what they are called."""

    #: the rules page heading (id) that explains each kind of spot: F1 over it opens the page there
    RULES_AT = {
        "use": "playing-cards",
        "unit": "units",
        "hand": "hand",
        "hero": "levels",
        "deck": "hand",
        "discard": "heals",
        "units": "units",
        "spell": "spells",
        "skill": "spells",
        "artifact": "spells",
        "space": "moving",
        "slot": "exploring",
        "offer": "units",
        "xp": "levels",
        "terrain": "exploring",
        "round": "round-end",
        "points": "playing-cards",
        "spells": "spells",
        "found": "rewards",
        "combat": "combat",
    }
    glide_s = 0.25
    #: table-top mode: the map's camera, the Move costs and the enlarged card go over the board;
    #: the held piece's words on the zones and the enlarged card over a hero's strip
    has_overlay = True
    has_seat_overlay = True

    def __init__(self, rules: Any, kit: Any) -> None:
        super().__init__(rules, kit)
        self._frame = 0
        self._held: tuple[Spot, int] | None = None
        self._hover: tuple[Any, float] = (None, 0.0)  #: the spot under the pointer, and how long it rests
        self._hovers: dict[Any, tuple[Any, float]] = {}  #: ... table-top: in each part (the board, a strip)
        self._pointed: dict[Any, Any] = {}  #: table-top: the spot under the pointer in each part, this frame
        self._words: tuple[Any, Spot, dict[str, str]] | None = None
        self._focus: tuple[Any, Spot] | None = None  #: (observation, the piece whose zone words show)
        self.refused: tuple[Any, str, float] | None = None  #: the last refused drop: target, reason, age
        self._pan_from: tuple[int, int] | None = None  #: a middle-button drag panning the map
        self._preview: tuple[Any, State | None] | None = None  #: (state, held, zone) and the state after the drop
        self._warm_for: State | None = None  #: the state laid out at the last update

    # --- drops, refusals, pieces ---------------------------------------------------------------

    def action_for(self, obs: Any, source: Any, target: Any) -> Action | None:
        """The action a drop of ``source`` on ``target`` means, legal or not."""
        s: State = obs
        if not isinstance(source, Spot) or not isinstance(target, Spot) or s.phase == "over":
            return None
        seat = source.seat if source.seat is not None else P.actor(s)
        k, key = source.kind, source.key
        m = B.the_map(s)
        if k == "hero" and target.kind == "space" and isinstance(target.key, str):
            place = T.parse_place(target.key)
            if not m.has(place):
                return None
            i = m.index(place)
            if i in P.roaming(s):
                return Fight(seat, m.places[i])
            return MoveTo(seat, m.places[i])
        if k == "hero" and target.kind == "slot" and isinstance(target.key, str):
            c, r = target.key.split(",")
            return Explore(seat, (int(c), int(r)))
        if k == "offer" and isinstance(key, int) and target.kind in ("units", "unit") and target.seat is not None:
            return Recruit(target.seat, key, target.key if isinstance(target.key, int) else -1)
        if target.kind == "deck" and target.key is None and k == "hand" and isinstance(key, int):
            h = s.heroes[seat]
            return Under(seat, h.hand[key].n, key) if key < len(h.hand) else None
        if target.kind != "use" or not isinstance(target.key, str):
            return None
        z = target.key
        if k == "hand" and isinstance(key, int):
            if z == "exhaust":
                return Exhaust(seat, key)
            if z == "wound":
                return Wound(seat, key)
            if z == "heal":
                return Heal(seat, "hand", key)
            for how in ("basic", "strong", "side"):
                if z.startswith(how):
                    return Play(seat, key, how, int(z[len(how) :]))
        if k == "unit" and isinstance(key, int):
            if z == "wound":
                return Wound(seat, key, True)
            if z == "heal":
                return Heal(seat, "unit", key)
            if z.startswith("basic"):
                return UseUnit(seat, key, int(z[5:]))
        if k in ("discard", "deck") and isinstance(key, int) and z == "heal":
            return Heal(seat, k, key)
        if k in ("skill", "spell", "artifact") and isinstance(key, str):
            for how in ("basic", "strong"):
                if z.startswith(how):
                    return UseReward(seat, k, key, how == "strong", int(z[len(how) :]))
        return None

    def illegal_reason(self, obs: Any, source: Any, target: Any) -> str | Refusal | None:
        """Why the drop is refused: the rules' refusal of the move it means (its rule reaches the
        table), or where such a piece may go; the words are also shown for a while beside the drop."""
        if target is None:
            return None
        try:
            action = self.action_for(obs, source, target)
            if action is not None and action in self.legal(obs):
                return None
            reason: str | Refusal | None = (
                self.rules.refusal(obs, action) if action is not None else _where_to(getattr(source, "kind", ""))
            )
        except (IllegalActionError, ValueError, IndexError, KeyError, AttributeError):
            return None
        if reason is None:
            return None
        self.refused = (target, str(reason), 0.0)
        return reason

    def piece_for(self, spot: Any) -> pygame.Surface | None:
        if not isinstance(spot, Spot):
            return None
        self._held = (spot, self._frame)
        if spot.kind == "hero" and spot.seat is not None:
            return self.hero_piece(spot.seat)
        return None

    def private_seats(self, obs: Any) -> tuple[int, ...]:
        return ()  # hands lie open on the table; the decks' hidden cards are hidden from all

    # --- zooming and panning the map --------------------------------------------------------------

    def board_input(self, event: pygame.event.Event) -> bool:
        """The wheel or a pinch over the map zooms it about that point; + and - zoom, the arrow
        keys pan a zoomed map, 0 fits it again; a middle-button drag pans. True when the map moved
        (the table then lays it out again)."""
        b = self.board
        if b.map is None:
            return False
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            return bool(event.y) and b.rect.collidepoint(pos) and self._zoom(1.2**event.y, pos)
        if event.type == pygame.MULTIGESTURE:  # two fingers: x, y are 0..1 of the window
            screen = pygame.display.get_surface()
            w, h = screen.get_size() if screen is not None else b.rect.size
            pos = (round(event.x * w), round(event.y * h))
            pinched = getattr(event, "pinched", 0.0)
            return bool(pinched) and b.rect.collidepoint(pos) and self._zoom(1 + pinched * 4, pos)
        if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            step = b.rect.width * 0.2
            pans = {
                pygame.K_LEFT: (step, 0),
                pygame.K_RIGHT: (-step, 0),
                pygame.K_UP: (0, step),
                pygame.K_DOWN: (0, -step),
            }
            if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                return self._zoom(1.25, b.rect.center)
            if event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                return self._zoom(0.8, b.rect.center)
            if event.key in (pygame.K_0, pygame.K_KP0):
                return self._zoom(1e-6, b.rect.center)
            if event.key in pans and b.zoomed:
                return self._moved(lambda: b.pan_by(*pans[event.key]))
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 2 and b.rect.collidepoint(event.pos):
            self._pan_from = event.pos
            return True
        if event.type == pygame.MOUSEMOTION and self._pan_from is not None:
            dx, dy = event.pos[0] - self._pan_from[0], event.pos[1] - self._pan_from[1]
            self._pan_from = event.pos
            return self._moved(lambda: b.pan_by(dx, dy))
        if event.type == pygame.MOUSEBUTTONUP and event.button == 2 and self._pan_from is not None:
            self._pan_from = None
            return True
        return False

    def _zoom(self, factor: float, about: tuple[int, int]) -> bool:
        return self._moved(lambda: self.board.zoom_by(factor, about))

    def _moved(self, change: Any) -> bool:
        """Do ``change`` to the map's camera; True when it moved."""
        before = self.map_zoom
        change()
        if self.map_zoom == before:
            return False
        self.map_ease = None
        self.glide_surfaces.release()
        return True

    # --- every frame ------------------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        busy = False
        if self.refused is not None:
            target, reason, t = self.refused
            self.refused = (target, reason, t + dt) if t + dt < REFUSED_S else None
            busy = True
        ease = self.map_ease
        if ease is not None:
            if ease.started:
                ease.t += dt
            else:  # (the frames before the glide: ``MapEase.held``)
                ease.held += 1
                ease.started = ease.held > HELD_FRAMES
            if ease.t >= MAP_EASE_S + dt:
                self.map_ease = None
                self.glide_surfaces.release()
            busy = True
        for part, (sid, t) in self._hovers.items():
            if sid is not None and t < HOVER_S:
                self._hovers[part] = (sid, t + dt)
                busy = True
        sid, t = self._hover
        if sid is None or t >= HOVER_S:
            if not busy:
                self.warm_faces()
            return busy
        self._hover = (sid, t + dt)
        return True  # frames until the card under the pointer is enlarged

    def warm_faces(self) -> None:
        """While nothing moves: paint, a few a frame, the faces of the cards the table may show
        next (each hero's hand and the cards of their deck they draw next, then every card they
        hold on its starting side, at the sizes a hand's cards have now; the unit offering's cards lit and greyed),
        so that the frame after the turn passes (a hand shown whole again, the cards drawn), after
        a round's end (new hands) or after the influence changed finds them painted. Nothing
        shows of it; not in the frame that shows a move."""
        laid = self.laid
        if laid is None:
            return
        s: State = laid[1]
        if s is not self._warm_for:  # (a move was just laid out: its frame is drawn next)
            self._warm_for = s
            return
        lays = [hand.last for hand in self.hands]
        sizes = sorted({r.size for lay in lays if lay is not None for r in lay.rects.values()})
        offer = sorted({r.size for r in self.placed.unit_offer})
        ahead: list[tuple[Any, Card, tuple[int, int]]] = [
            (self.action_cards, Card(None, (c.title, c.advanced, c.waning)), size)
            for h in s.heroes
            for c in (*h.hand, *h.deck[: B.hand_size(h)])
            for size in sizes
        ]
        ahead += [  # (then every card a hero holds on its starting side: a round's end turns them
            # all so and shuffles them into new hands)
            (self.action_cards, Card(None, (c.title, c.advanced, False)), size)
            for h in s.heroes
            for c in (*h.hand, *h.deck, *h.discard)
            for size in sizes
        ]
        ahead += [
            (self.small_cards, Card(None, ("unit", uid), dim=dim), size)
            for uid in s.unit_offer
            for dim in (False, True)
            for size in offer
        ]
        left, room, seen = WARM_PER_FRAME, {id(p): p.room * WARM_SHARE for p, _, _ in ahead}, set()
        for painter, card, size in ahead:
            if (card, size) in seen:
                continue
            seen.add((card, size))
            room[id(painter)] -= size[0] * size[1] * 4
            if room[id(painter)] < 0:  # (no more than its kept faces hold: painted ahead, pushed out, again)
                continue
            if not painter.holds(card, size):
                painter.card_image(card, size)
                left -= 1
                if left == 0:
                    return

    def paint_version(self) -> Any:
        ease = self.map_ease  # (the map's camera gliding: a part of the board, ``map_parts``)
        return None if ease is None else (id(ease), ease.held, ease.t)

    def _hover_time(self, part: Any, hovered: Any) -> float:
        """Table-top: how long the pointer has rested on ``hovered`` in ``part`` (0: it just came)."""
        sid, t = self._hovers.get(part, (None, 0.0))
        if hovered != sid:
            self._hovers[part] = (hovered, 0.0)
            return 0.0
        return t

    def draw_overlay(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, spots: dict[Any, Any], hovered: Any
    ) -> bool | pygame.Rect:
        self._frame += 1
        s: State = obs
        if self.tabletop:
            return self._board_overlay(surface, s, spots, hovered) or False
        if hovered != self._hover[0]:
            self._hover = (hovered, 0.0)
        held = self._held_now()
        went: list[pygame.Rect | None] = []  #: where each thing went (the table then lays again only those places)
        if held is None and isinstance(hovered, Spot) and hovered.kind == "hero":
            held = hovered
        if isinstance(held, Spot) and held.kind == "hero" and held.seat is not None:
            went.append(self._draw_reach(surface, s, held.seat))
        elif isinstance(held, Spot):
            self._focus = (s, held)
            went.append(self._draw_zone_words(surface, s, held, True))
            went.append(
                self._draw_preview(surface, s, held, hovered if hovered is not None else self._zone_under(spots))
            )
        else:
            if isinstance(hovered, Spot) and hovered.kind != "use" and self._held_words(s, hovered):
                self._focus = (s, hovered)
            if self._focus is not None and self._focus[0] is s:
                went.append(self._draw_zone_words(surface, s, self._focus[1], False))
        if hovered is not None and self._hover[1] >= HOVER_S and held is None:
            went.append(self._draw_zoom(surface, s, hovered, spots))
        if held is None:
            went.append(self._draw_refused(surface, spots))
        places = [r for r in went if r is not None]
        return places[0].unionall(places[1:]) if places else False

    @staticmethod
    def _zone_under(spots: dict[Any, Any]) -> Spot | None:
        """The drop zone under the pointer (the table names no spot while a piece is dragged)."""
        pos = pygame.mouse.get_pos()
        for sid, region in spots.items():
            if isinstance(sid, Spot) and sid.kind == "use" and region_contains(region, pos):
                return sid
        return None

    def _draw_preview(self, surface: pygame.Surface, s: State, held: Spot, hovered: Any) -> pygame.Rect | None:
        """In a combat, while a piece is held over a zone it may go to: the fight read ahead as it
        would be after that drop, in place of the one for now."""
        box = self.placed.forecast
        if s.combat is None or box is None or not isinstance(hovered, Spot) or hovered.kind != "use":
            return None
        key = (s, held, hovered)
        if self._preview is None or self._preview[0] != key:
            a = self.action_for(s, held, hovered)
            after = self.rules.apply(s, a) if a is not None and a in self.legal(s) else None
            self._preview = (key, after if after is not None and not after.pending else None)
        after = self._preview[1]
        if after is None:
            return None
        self._draw_forecast(surface, after, box, preview=True)
        return box

    def _draw_refused(self, surface: pygame.Surface, spots: dict[Any, Any]) -> pygame.Rect | None:
        """The reason of the last refused drop, in a note just above where it was dropped."""
        if self.refused is None or self.refused[0] not in spots:
            return None
        k = self.kit
        target, reason, _ = self.refused
        at = region_rect(spots[target])
        width = min(k.px(420), surface.get_width() - k.px(16))
        tall = need(k, reason, width - k.px(20), BODY, False)
        note = pygame.Rect(0, 0, width, min(tall, k.px(200)) + k.px(16))
        note.midbottom = (at.centerx, at.y - k.px(6))
        if note.y < k.px(4):  # no room above: below it
            note.midtop = (at.centerx, at.bottom + k.px(6))
        note.clamp_ip(surface.get_rect())
        k.panel(surface, note, palette.lighter(palette.DANGER, 0.9), palette.DANGER, radius=k.px(8))
        fit(k, surface, reason, note.inflate(-k.px(20), -k.px(12)), BODY, colour=palette.TEXT, bold=False)
        return k.shadow_reach(note)

    def _held_now(self) -> Spot | None:
        """The piece being dragged (the table asked for its picture a frame or two ago)."""
        return self._held[0] if self._held is not None and self._held[1] >= self._frame - 2 else None

    def _board_overlay(
        self, surface: pygame.Surface, s: State, spots: dict[Any, Any], hovered: Any
    ) -> pygame.Rect | None:
        """Table-top, over the board (upright): the Move costs while a hero is held or pointed at,
        and the card under a resting pointer enlarged. Where it painted (None: nothing)."""
        self._pointed["board"] = hovered
        rested = self._hover_time("board", hovered)
        held = self._held_now()
        if held is None and isinstance(hovered, Spot) and hovered.kind == "hero":
            held = hovered
        if isinstance(held, Spot) and held.kind == "hero" and held.seat is not None:
            return self._draw_reach(surface, s, held.seat)
        if hovered is not None and rested >= HOVER_S and held is None:
            return self._draw_zoom(surface, s, hovered, spots)
        return None

    def draw_seat_overlay(
        self, surface: pygame.Surface, obs: Any, viewer: int | None, seat: int, spots: dict[Any, Any], hovered: Any
    ) -> pygame.Rect | bool:
        """Table-top, over a hero's strip (upright): on the strip with the drop zones, what the
        piece held or pointed at (anywhere) does on each; the card under a resting pointer enlarged.
        Where it painted (False: nothing)."""
        s: State = obs
        part = self.seat_parts.get(seat)
        if part is None:
            return False
        self._pointed[seat] = hovered
        rested = self._hover_time(seat, hovered)
        held = self._held_now()
        drew: list[pygame.Rect | None] = []
        with self.as_part(part[1]):
            if part[1].zones:
                if isinstance(held, Spot) and held.kind != "hero":
                    self._focus = (s, held)
                    drew.append(self._draw_zone_words(surface, s, held, True))
                elif held is None:
                    pointed = next((p for p in (hovered, *self._pointed.values()) if p is not None), None)
                    if isinstance(pointed, Spot) and pointed.kind != "use" and self._held_words(s, pointed):
                        self._focus = (s, pointed)
                    if self._focus is not None and self._focus[0] is s:
                        drew.append(self._draw_zone_words(surface, s, self._focus[1], False))
            if hovered is not None and rested >= HOVER_S and held is None:
                drew.append(self._draw_zoom(surface, s, hovered, spots))
        return bounds(drew) or False

    def _draw_reach(self, surface: pygame.Surface, s: State, seat: int) -> pygame.Rect | None:
        """Each reachable space's Move cost on a pill; a space that would provoke gets a red "!"
        (both at least 18 px at 1080p). Where it painted (None: nothing)."""
        if seat != s.current:
            return None
        k = self.kit
        drew: list[pygame.Rect | None] = []
        scale = self.board.scale
        size = max(BODY, min(NUMBER, scale * 0.36 / k.scale))
        for i, (cost, _, enemy) in self.paths_of(s).items():
            shape = self.placed.hexes.get(i)
            if shape is None:
                continue
            cx, cy = shape.center
            drew.append(self.board.pill(surface, f"{cost}", (cx, cy + scale * 0.05), size))
            if enemy is not None:
                r = max(k.px(14), scale * 0.2)
                at = (cx + scale * 0.42, cy - scale * 0.2)
                drew.append(pygame.draw.circle(surface, palette.DANGER, at, r))
                pygame.draw.circle(surface, palette.WHITE, at, r, max(1, k.px(1.5)))
                k.text(surface, "!", at, max(BODY, r * 1.3 / k.scale), palette.WHITE, True, "center")
                foe = self.placed.hexes.get(enemy)
                if foe is not None:
                    drew.append(pygame.draw.line(surface, palette.DANGER, at, foe.center, max(2, k.px(2))))
        return bounds(drew)

    def _draw_zoom(self, surface: pygame.Surface, s: State, sid: Any, spots: dict[Any, Any]) -> pygame.Rect | None:
        """The card under a resting pointer, enlarged above its place. Where it painted (None:
        nothing)."""
        if not isinstance(sid, Spot) or sid not in spots:
            return None
        card, painter = self._card_at(s, sid)
        if card is None:
            return None
        base = pygame.Rect(spots[sid]) if isinstance(spots[sid], pygame.Rect) else spots[sid].rect
        if sid.kind == "hand":
            lay = self.hands[(sid.seat or 0) % 2].last
            if lay is not None and sid in lay.rects:
                base = lay.rects[sid]
        big_h = min(max(base.height * 1.7, self.kit.px(300)), surface.get_height() - self.kit.px(8))
        big = pygame.Rect(0, 0, round(big_h * 0.64), round(big_h))
        big.midbottom = (base.centerx, base.bottom)
        if big.top < 0 or sid.kind not in ("hand",):
            big.center = base.center
        big.clamp_ip(surface.get_rect())
        self.kit.shadow(surface, big, painter.radius(big.size), deep=True)
        painter.draw(surface, big, card, shadow=False)
        return self.kit.shadow_reach(big, deep=True)

    def _card_at(self, s: State, sid: Spot) -> tuple[Card | None, Any]:
        k, key, seat = sid.kind, sid.key, sid.seat
        try:
            if k == "hand" and isinstance(key, int) and seat is not None:
                c = s.heroes[seat].hand[key]
                return Card(sid, (c.title, c.advanced, c.waning)), self.action_cards
            if k == "offer" and isinstance(key, int):
                return Card(sid, ("unit", s.unit_offer[key])), self.small_cards
            if k == "spells" and isinstance(key, int):
                return Card(sid, ("spell", s.spell_offer[key])), self.small_cards
            if k == "unit" and isinstance(key, int) and seat is not None:
                return Card(sid, ("unit", s.heroes[seat].units[key].id)), self.small_cards
            if k in ("spell", "artifact", "skill", "found") and isinstance(key, str):
                return Card(sid, ("artifact" if k == "found" else k, key)), self.small_cards
            if k in ("discard", "deck") and key is None and seat is not None:
                h = s.heroes[seat]
                pile = h.deck[:1] if k == "deck" else h.discard[-1:]
                if pile:
                    return Card(sid, (pile[0].title, pile[0].advanced, pile[0].waning)), self.action_cards
            if k in ("discard", "deck") and isinstance(key, int) and seat is not None:
                pile = s.heroes[seat].discard if k == "discard" else s.heroes[seat].deck
                c = pile[key]
                return Card(sid, (c.title, c.advanced, c.waning)), self.action_cards
        except (IndexError, KeyError):
            pass
        return None, None

    def glide_for(self, obs: Any, action: Any) -> tuple[Spot, Spot] | None:
        """Exploring lays a card and leaves the hero where it stands: its glide stays with the
        hero (the drag's own spots would send it to the slot)."""
        if isinstance(action, Explore):
            hero = Spot("hero", seat=action.seat)
            return hero, hero
        return None


VIEW = KnightView
