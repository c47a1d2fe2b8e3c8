"""Where the pieces of Mint Knight lie on the table.

The board rect is cut in three: the explored map on the left (fitted by view_map.py to its cards
and a margin of each slot it may grow into), a column of panels on the right (the round and
experience tracks with the terrain deck; the unit and spell offerings, or the combat, or the
heal choices; each hero's units, spells, artifacts and the shared skills; the turn's points and
mana; the drop zones for playing a card), and the hand row along the bottom (each hero's deck,
discard pile and hand, in order). The rows and columns themselves come from view_geo; this
module places the pieces in them. Nothing here draws.
"""

from __future__ import annotations

import itertools
import math
from typing import Any, Sequence

import pygame

from mint.core.game import Action
from mint.core.spots import Spot
from mint.core.words import data, t
from mint.games.knight import board as B
from mint.games.knight import cards as C
from mint.games.knight import play as P
from mint.games.knight import terrain as T
from mint.games.knight.actions import Explore, Heal, slot_text
from mint.games.knight.state import EXHAUSTED, FREE, State
from mint.games.knight.view_faces import HAND_CARD_PX, SMALL_CARD_PX
from mint.games.knight.view_geo import (
    CARD_MAX_ASPECT,
    CHIP_MAX_H,
    CHIP_MAX_W,
    CHIP_W,
    HAND_RAISE,
    HEAL_UNIT_SHARE,
    UNIT_SHARE,
    ZONE_MAX_W,
    ZONE_W,
    Geo,
    HeroGeo,
    Placed,
    px_rect,
    table_geo,
)
from mint.games.knight.view_kit import KnightKit
from mint.games.knight.view_map import GlideSurfaces, KnightBoard, MapEase, MapPlacing
from mint.games.knight.view_text import BODY, two_line_width, width_of
from mint.ui.cardface import Card, CardPainter
from mint.ui.cards import Hand
from mint.ui.hexboard import TerrainStyle
from mint.ui.kit import Kit
from mint.ui.palette import hexc
from mint.ui.surfcache import MIB
from mint.ui.view_api import GameView, Region, Shape

# Terrain by colour and by pattern (ART.md), so that no two differ by colour alone.
STYLES = {
    "grass": TerrainStyle(hexc("#B5D97C"), "dots", label="grass"),
    "hills": TerrainStyle(hexc("#C9A46A"), "hatch", label="hills"),
    "forest": TerrainStyle(hexc("#4F8C57"), "trees", label="forest"),
    "swamp": TerrainStyle(hexc("#7E8F5A"), "rows", label="swamp"),
    "desert": TerrainStyle(hexc("#E6CF8E"), "cross", label="desert"),
    "lake": TerrainStyle(hexc("#78B0DE"), "waves", label="lake"),
}
ZONE_ORDER = (
    *(f"basic{i}" for i in range(4)),
    *(f"strong{i}" for i in range(4)),
    *(f"side{i}" for i in range(4)),
    "exhaust",
    "wound",
    "heal",
)
ZONE_GROUPS = (("basic", t("Basic action")), ("strong", t("Stronger action (pay mana)")), ("side", t("Sideways")))
SINGLE_ZONES = {"exhaust": t("Exhaust"), "wound": t("Take a wound"), "heal": t("Heal")}
ACTION_FACES_BYTES = 12 * MIB
"""The most the action cards' kept faces take: every card the heroes hold on its starting side
(about 14 faces each, the heroes' basic cards alike; a face 0.4 MiB at 3840x2160 table-top) and
the hands and next draws as they lie, so that a round's end, which shuffles them all into new
hands, finds its faces painted (with the 8 MiB of other cards' faces, a hand and the next draws
filled it: the round's end painted 9-11 faces, 4 ms at 3840x2160)."""


def zone_group(key: str) -> str:
    """basic, strong, side, or the zone's own key (exhaust, wound, heal)."""
    for g, _ in ZONE_GROUPS:
        if key.startswith(g):
            return g
    return key


def targeted(legal: Sequence[Action]) -> set[Any]:
    """Every spot a legal action names."""
    out: set[Any] = set()
    for a in legal:
        for sid in (a.source, a.target):
            if sid is not None and sid != "":
                out.add(sid)
    return out


class KnightLayout(MapPlacing, GameView):
    """The spots of Mint Knight, computed from the observation and the table's rect."""

    tabletop = False  #: the last layout was table-top mode's (view_tabletop: the board's and the strips')

    def __init__(self, rules: Any, kit: Kit) -> None:
        kit = KnightKit.of(kit)  # (it notes the shadows a part casts past its place)
        super().__init__(rules, kit)
        self.board = KnightBoard(kit, STYLES, costs="none", water=("lake",))
        self.geo: Geo | None = None
        self._geo_key: Any = None
        self.placed = Placed()
        self.laid: tuple[str, Any, tuple[int, ...]] | None = None  #: what the pieces were last placed for
        self._shapes_key: Any = None  #: the map fit and zoom the shapes were placed for
        self._space_spots: tuple[Any, tuple[int, ...], dict[Any, Region]] | None = None  #: (``map_spots``)
        self._rewards_placed: tuple[Any, ...] | None = None  #: (``place_rewards``: what for, and where)
        #: the drop zones of the combat phase under way (the phase, its zones so far)
        self.combat_zones: tuple[Any, frozenset[str]] = (None, frozenset())
        self._map_key: Any = None
        self.map_ease: MapEase | None = None  #: the camera easing to a map that grew (or shrank)
        self.glide_surfaces = GlideSurfaces()
        self._legal: list[tuple[Any, list[Action]]] = []  #: the last few observations' moves
        self.action_cards = CardPainter(
            kit, self.face_action, accent=hexc("#4A5A6A"), design_height=HAND_CARD_PX, faces_bytes=ACTION_FACES_BYTES
        )
        self.small_cards = CardPainter(kit, self.face_small, accent=hexc("#4A5A6A"), design_height=SMALL_CARD_PX)
        self.hands = [
            Hand(self.action_cards, raise_by=HAND_RAISE, gap=8, align="left", animate=False) for _ in range(2)
        ]

    def set_kit(self, kit: Kit) -> None:
        kit = KnightKit.of(kit)
        super().set_kit(kit)
        self.board.set_kit(kit)
        self.action_cards.set_kit(kit)
        self.small_cards.set_kit(kit)
        self.hands = [
            Hand(self.action_cards, raise_by=HAND_RAISE, gap=8, align="left", animate=False) for _ in range(2)
        ]
        self._geo_key = None
        self._map_key = None
        self.laid = None

    # card faces: the painter (view_draw) paints them
    def face_action(self, k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any, side: Any) -> None:
        pass

    def face_small(self, k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any, side: Any) -> None:
        pass

    # --- the moves of this observation, once ---------------------------------------------------

    def legal(self, s: State) -> list[Action]:
        """The legal actions of the observation (kept for the last few observations asked about)."""
        for obs, acts in self._legal:
            if obs is s:
                return acts
        try:
            acts = list(self.rules.legal_actions(s)) if s.phase != "over" else []
        except Exception:  # an observation the rules cannot read further (hidden cards)
            acts = []
        self._legal = [(s, acts), *self._legal[:3]]  # (table-top: the board's and each strip's)
        return acts

    # --- geometry ------------------------------------------------------------------------------

    def geometry(self, s: State, rect: pygame.Rect) -> Geo:
        acting = P.actor(s) if s.phase != "over" else s.current
        most = max(max(len(h.hand), B.hand_size(h)) for h in s.heroes)
        key = (tuple(rect), self.kit.scale, len(s.heroes), acting, most)
        if key != self._geo_key or self.geo is None:
            self.geo = table_geo(self.kit, pygame.Rect(rect), len(s.heroes), acting, most)
            self._geo_key = key
        return self.geo

    # --- the map ------------------------------------------------------------------------------

    # --- the right column --------------------------------------------------------------------

    def _cards_in(self, box: pygame.Rect, n: int, head: int, gap: int) -> list[pygame.Rect]:
        """``n`` card places in one line inside ``box`` under a heading ``head`` px tall: as tall
        as the box allows, and as wide as the line allows (at most ``CARD_MAX_ASPECT`` of that)."""
        if n <= 0:
            return []
        h = float(box.height - head - gap)
        w = min(h * CARD_MAX_ASPECT, (box.width - (n + 1) * gap) / n)
        total = n * w + (n - 1) * gap
        x0 = box.x + (box.width - total) / 2
        return [px_rect(x0 + i * (w + gap), box.y + head, w, h) for i in range(n)]

    def middle_spots(self) -> dict[Any, Any]:
        """The spots of the middle column as ``place_middle`` last laid it: the combat, the
        offered units and spells, the heal choices and the artifacts found."""
        p = self.placed
        spots: dict[Any, Any] = {}
        if p.combat is not None:
            spots[Spot("combat")] = p.combat
        for i, r in enumerate(p.unit_offer):
            spots[Spot("offer", i)] = r
        for i, r in enumerate(p.spell_offer):
            spots[Spot("spells", i)] = r
        for sid, r in p.heal_cards.items():
            spots[sid] = r
        for aid, r in p.artifact_cards.items():
            spots[Spot("found", aid)] = r
        return spots

    def place_middle(self, s: State, geo: Geo, legal: list[Action], least: int = 0) -> None:
        k = self.kit
        p = self.placed
        g = k.px(6)
        head = k.px(28)
        mid = geo.middle
        p.combat = p.level_up = None
        p.unit_offer_box = p.spell_offer_box = p.heal_box = p.artifact_box = None
        p.unit_offer, p.spell_offer = [], []
        p.heal_cards, p.artifact_cards = {}, {}
        if s.combat is not None:
            p.combat = mid
            return
        heal_mode = self.heal_mode(s, legal)
        pending = s.pending[0] if s.pending else None
        if pending is not None and pending.kind == "flip":
            p.level_up = mid
            return
        artifacts = pending is not None and pending.kind == "artifact"
        share = HEAL_UNIT_SHARE if heal_mode else UNIT_SHARE
        left = px_rect(mid.x, mid.y, mid.width * share - k.px(4), mid.height)
        right = px_rect(left.right + k.px(8), mid.y, mid.right - left.right - k.px(8), mid.height)
        p.unit_offer_box = left
        p.unit_offer = self._cards_in(left, max(3, len(s.unit_offer)), head, g)[: len(s.unit_offer)]
        if artifacts:
            assert pending is not None
            p.artifact_box = right
            ids = list(dict.fromkeys(str(x) for x in pending.data))
            p.artifact_cards = dict(zip(ids, self._cards_in(right, len(ids), head, g)))
        elif heal_mode:
            p.heal_box = right
            p.heal_cards = self._heal_places(s, right, head, g, least)
        else:
            p.spell_offer_box = right
            p.spell_offer = self._cards_in(right, max(3, len(s.spell_offer)), head, g)[: len(s.spell_offer)]

    def heal_mode(self, s: State, legal: list[Action]) -> bool:
        """Heal points to spend on the discard pile or the deck (their cards are laid out to choose)."""
        if s.combat is not None or s.pending or s.turn is None or s.turn.heal <= 0:
            return False
        return any(isinstance(a, Heal) and a.where in ("discard", "deck") for a in legal)

    def _heal_places(self, s: State, box: pygame.Rect, head: int, gap: int, least: int = 0) -> dict[Spot, pygame.Rect]:
        """The discard pile's cards, then the deck's from its top, as chips of words in a grid
        (with ``least``: each chip at least that tall, in as many columns as that takes)."""
        assert s.turn is not None
        seat = s.turn.seat
        h = s.heroes[seat]
        ids = [Spot("discard", i, seat) for i in range(len(h.discard))]
        ids += [Spot("deck", i, seat) for i in range(len(h.deck))]
        n = len(ids)
        if not n:
            return {}
        room = pygame.Rect(box.x + gap, box.y + head, box.width - 2 * gap, box.height - head - gap // 2)
        cols = max(1, min(n, int(room.width // self.kit.px(170))))
        while cols > 1 and math.ceil(n / (cols - 1)) * self.kit.px(40) <= room.height:
            cols -= 1  # wider chips while they still fit in height
        if least:  # (table-top: finger-sized chips)
            cols = max(1, math.ceil(n / max(1, int((room.height + gap / 2) // (least + gap / 2)))))
        rows = math.ceil(n / cols)
        w = (room.width - (cols - 1) * gap) / cols
        step = min(self.kit.px(48), room.height / rows)
        if least:
            step = max(step, least + gap / 2)
        out = {}
        for i, sid in enumerate(ids):
            col, line = divmod(i, rows)  # down each column: the pile's order reads top to bottom
            out[sid] = px_rect(room.x + col * (w + gap), room.y + line * step, w, step - gap / 2)
        return out

    def reward_groups(self, s: State) -> list[tuple[Any, list[Spot], int]]:
        """The rewards row's groups: each hero's units, spells and artifacts (with how many unit
        spots are free), then the skills (shared in co-op)."""
        out: list[tuple[Any, list[Spot], int]] = []
        for seat, h in enumerate(s.heroes):
            items = [Spot("unit", i, seat) for i in range(len(h.units))]
            items += [Spot("spell", r.id, seat) for r in h.spells]
            items += [Spot("artifact", r.id, seat) for r in h.artifacts]
            out.append((seat, items, max(0, B.unit_spots(h) - len(h.units))))
        out.append(("skills", [Spot("skill", rw.id) for rw in s.skills], 0))
        return out

    def reward_name(self, s: State, sid: Spot) -> str:
        """The name on a reward's chip."""
        if sid.kind == "unit" and isinstance(sid.key, int) and sid.seat is not None:
            return str(data(C.UNIT_BY_ID[s.heroes[sid.seat].units[sid.key].id].name))
        table: Any = {"spell": C.SPELL_BY_ID, "artifact": C.ARTIFACT_BY_ID, "skill": C.SKILL_BY_ID}[sid.kind]
        return str(data(table[str(sid.key)].name))

    def place_rewards(self, s: State, geo: Geo) -> None:
        """Each hero's units, spells and artifacts, and the skills: chips of words under a heading
        per group, in one row while their names fit (then two, and in a crowded row three, of one
        line each). A group is as many columns wide as its chips need; the room left over goes to
        the heroes, where the free unit spots show in the cells left (the heading counts them
        all). A hero's whole part of the row takes a recruit's drop."""
        groups = self.reward_groups(s)
        p = self.placed
        # (the same rewards in the same box are placed as they were: a move seldom changes them)
        names = tuple(self.reward_name(s, sid) for _, items, _ in groups for sid in items)
        key = (tuple(geo.rewards), self.kit.scale, tuple((g, tuple(it), n) for g, it, n in groups), names)
        was = self._rewards_placed
        if was is not None and was[0] == key:
            _, p.rewards, p.unit_slots, p.unit_areas, p.skills_box, heroes = was
            for hg, area in zip(geo.heroes, heroes):
                hg.rewards = area
            return
        self._place_rewards(s, geo, groups)
        self._rewards_placed = (
            key,
            p.rewards,
            p.unit_slots,
            p.unit_areas,
            p.skills_box,
            [h.rewards for h in geo.heroes],
        )

    def _place_rewards(self, s: State, geo: Geo, groups: list[tuple[Any, list[Spot], int]]) -> None:
        k = self.kit
        p = self.placed
        g = k.px(8)
        head = k.px(28)
        box = geo.rewards
        p.rewards, p.unit_slots, p.unit_areas = {}, {}, {}
        body_h = box.height - head - g
        most = 2 if body_h >= 2 * k.px(48) + g // 2 else 1
        least = max(1, min(most, math.ceil((body_h + g / 2) / (k.px(CHIP_MAX_H) + g / 2))))
        pads = (len(groups) - 1) * g + len(groups) * 2 * g
        margin = k.px(24)  # the chip's colour strip and padding
        one = [
            max([0, *(width_of(k, self.reward_name(s, sid), BODY, True) for sid in items)]) for _, items, _ in groups
        ]
        two = [max([0, *(two_line_width(k, self.reward_name(s, sid)) for sid in items)]) for _, items, _ in groups]

        def columns(rows: Sequence[int]) -> list[int]:
            return [max(1, math.ceil(len(items) / n)) for (_, items, _), n in zip(groups, rows)]

        def width(cols: list[int]) -> float:
            return min(k.px(CHIP_MAX_W), (box.width - pads - sum(c - 1 for c in cols) * g) / sum(cols))

        def short_of(rows: Sequence[int]) -> float:
            """How much too narrow the chips are for their names (0: every name fits)."""
            w = width(columns(rows)) - margin
            return max(0.0, *((one[i] if n == 3 else two[i]) - w for i, n in enumerate(rows)))

        counts = [n for n in (1, 2, 3) if least <= n <= most or (n == 3 and body_h >= 3 * k.px(30))]
        layouts = itertools.product(counts, repeat=len(groups))  # tall chips while they fit their names
        rows = min(layouts, key=lambda r: (short_of(r) > 0, short_of(r), sum(r)))
        cols = columns(rows)
        heroes = len(groups) - 1
        for i in range(heroes):  # room for more columns: a hero's free unit spots show in them
            free = groups[i][2] - (cols[i] * rows[i] - len(groups[i][1]))
            while free > 0 and (sum(cols) + 1) * k.px(CHIP_W) + (sum(cols) + 1 - len(cols)) * g + pads <= box.width:
                cols[i] += 1
                free -= rows[i]
        col_w = width(cols)
        widths = [c * col_w + (c - 1) * g + 2 * g for c in cols]
        spare = box.width - (len(groups) - 1) * g - sum(widths)
        widths = [w + (spare / heroes if i < heroes else 0) for i, w in enumerate(widths)]
        x = float(box.x)
        for (key, items, free), c, n, w in zip(groups, cols, rows, widths):
            area = px_rect(x, box.y, w, box.height)
            x += w + g
            chip_h = (body_h - (n - 1) * g / 2) / n
            places = []
            for j in range(c * n):
                col, row = divmod(j, n)
                at_x, at_y = area.x + g + col * (col_w + g), area.y + head + row * (chip_h + g / 2)
                places.append(px_rect(at_x, at_y, col_w, chip_h))
            for sid, r in zip(items, places):
                p.rewards[sid] = r
            if key == "skills":
                p.skills_box = area
                continue
            geo.heroes[key].rewards = area
            p.unit_slots[key] = places[len(items) : len(items) + free]
            p.unit_areas[key] = px_rect(area.x + g / 2, area.y + head - g / 2, area.width - g, area.height - head)

    def place_zones(self, s: State, geo: Geo | None, legal: list[Action], box: pygame.Rect | None = None) -> None:
        """The drop zones some legal action targets, grouped (basic, stronger, sideways, the rest)
        under their names: one row of zones while each is at least ``ZONE_W`` wide, else two rows
        (a group's zones two by two; a group of one zone takes both rows' height)."""
        k = self.kit
        p = self.placed
        keys = {str(a.target.key) for a in legal if isinstance(a.target, Spot) and a.target.kind == "use"}
        fight = s.combat
        if fight is not None and not s.pending:  # a zone stays put from one drop to the next in a phase
            phase = (fight.seat, fight.place, fight.enemy, fight.phase)
            if self.combat_zones[0] == phase:
                keys |= self.combat_zones[1]
            self.combat_zones = (phase, frozenset(keys))
        present = [z for z in ZONE_ORDER if z in keys]
        p.zones, p.zone_groups = {}, {}
        if not present:
            return
        groups: list[tuple[str, list[str]]] = []
        for z in present:
            gname = zone_group(z)
            if groups and groups[-1][0] == gname:
                groups[-1][1].append(z)
            else:
                groups.append((gname, [z]))
        box = box if box is not None else geo.zones if geo is not None else pygame.Rect(0, 0, 0, 0)
        g = k.px(10)
        inner = k.px(6)
        head = k.px(26)

        def unit_w(cols: list[int]) -> float:
            pads = (len(groups) - 1) * g + sum(2 * inner + (c - 1) * inner for c in cols)
            return min((box.width - pads) / sum(cols), k.px(ZONE_MAX_W))

        cols = [len(zs) for _, zs in groups]
        rows = 1
        if unit_w(cols) < k.px(ZONE_W) and box.height - head - 3 * inner >= 2 * k.px(40):
            rows, cols = 2, [math.ceil(len(zs) / 2) for _, zs in groups]
        w = unit_w(cols)
        total = sum(c * w + 2 * inner + (c - 1) * inner for c in cols) + (len(groups) - 1) * g
        x = box.x + (box.width - total) / 2
        zone_h = (box.height - head - inner - (rows - 1) * inner) / rows
        for (gname, zs), c in zip(groups, cols):
            gw = c * w + 2 * inner + (c - 1) * inner
            p.zone_groups[gname] = px_rect(x, box.y, gw, box.height)
            for j, z in enumerate(zs):
                row, col = divmod(j, c) if rows > 1 and len(zs) > 1 else (0, j)
                h = zone_h if rows == 1 or len(zs) > 1 else box.height - head - inner
                p.zones[z] = px_rect(x + inner + col * (w + inner), box.y + head + row * (zone_h + inner), w, h)
            x += gw + g

    # --- the hand row --------------------------------------------------------------------------

    def hand_cards(self, s: State, seat: int) -> list[Card]:
        h = s.heroes[seat]
        out = []
        for pos, (card, use) in enumerate(zip(h.hand, h.hand_use)):
            face = (card.title, card.advanced, card.waning)
            out.append(Card(Spot("hand", pos, seat), face, 0, raised=use != FREE, dim=use == EXHAUSTED))
        return out

    def hand_rows(self, s: State, hg: HeroGeo) -> list[pygame.Rect]:
        """A compact hand's lines, one per card."""
        n = max(5, len(s.heroes[hg.seat].hand))
        step = min(hg.hand.height / n, self.kit.px(40))
        return [
            px_rect(hg.hand.x, hg.hand.y + i * step, hg.hand.width, step - 2)
            for i in range(len(s.heroes[hg.seat].hand))
        ]

    def place_hands(self, s: State, geo: Geo) -> dict[Spot, pygame.Rect]:
        out: dict[Spot, pygame.Rect] = {}
        for hg in geo.heroes:
            if hg.compact:
                for pos, r in enumerate(self.hand_rows(s, hg)):
                    out[Spot("hand", pos, hg.seat)] = r
                continue
            lay = self.hands[hg.seat % 2].layout(self.hand_cards(s, hg.seat), hg.hand)
            for cid, r in lay.hits.items():
                out[cid] = r  # type: ignore[index]
        return out

    # --- spots --------------------------------------------------------------------------------

    def layout(self, obs: Any, viewer: int | None, rect: pygame.Rect) -> dict[Any, Region]:
        s: State = obs
        geo = self.geometry(s, rect)
        legal = self.legal(s)
        m = B.the_map(s)
        self.place_map(s, geo)
        p = self.placed
        spots = self.map_spots(m, legal)
        p.heroes = self.hero_spots(s)
        for seat, (c, radius) in p.heroes.items():
            if not self.board.rect.collidepoint(c):  # zoomed out of sight
                continue
            hit = max(radius, min(self.kit.px(22), radius * 1.25))
            spots[Spot("hero", seat=seat)] = Shape.polygon(
                [(c[0] + hit * math.cos(a * math.pi / 4), c[1] + hit * math.sin(a * math.pi / 4)) for a in range(8)]
            )
        spots[Spot("round")] = geo.round_box
        spots[Spot("terrain")] = geo.terrain_box
        for hg in geo.heroes:
            spots[Spot("xp", seat=hg.seat)] = geo.xp_box if len(geo.heroes) == 1 else self.xp_line(geo, hg.seat)
        self.place_middle(s, geo, legal)
        spots.update(self.middle_spots())
        self.place_rewards(s, geo)
        for sid, r in p.rewards.items():
            spots[sid] = r
        for seat, area in p.unit_areas.items():
            spots[Spot("units", seat=seat)] = area
        spots[Spot("points")] = geo.points
        self.place_zones(s, geo, legal)
        for z, r in p.zones.items():
            spots[Spot("use", z)] = r
        spots.update(self.place_hands(s, geo))
        for hg in geo.heroes:
            spots[Spot("deck", seat=hg.seat)] = hg.deck
            spots[Spot("discard", seat=hg.seat)] = hg.discard
        self.laid = ("table", s, tuple(rect))
        return spots

    def laid_for(self, kind: str, s: State, rect: pygame.Rect) -> bool:
        """The pieces are placed for this observation in ``rect`` (``kind``: "table", or "board"
        in table-top mode): a drawing may go on from them, else it lays them out first."""
        laid = self.laid
        return laid is not None and laid[0] == kind and laid[1] is s and laid[2] == tuple(rect)

    def map_spots(self, m: T.Map, legal: list[Action]) -> dict[Any, Region]:
        """The placed map's spots: each space, and each empty slot an Explore may fill now."""
        p = self.placed
        room = self.board.rect
        kept = self._space_spots  # (the spaces' spots hold while the shapes placed and the room do)
        if kept is None or kept[0] is not p.hexes or kept[1] != tuple(room):
            spaces = {
                Spot("space", T.format_place(m.places[i])): shape
                for i, shape in p.hexes.items()
                if room.collidepoint(shape.center)  # (a zoomed map: what lies out of the room is out of reach)
            }
            kept = self._space_spots = (p.hexes, tuple(room), spaces)
        spots: dict[Any, Region] = dict(kept[2])
        explores = {a.slot for a in legal if isinstance(a, Explore)}
        for sl, r in p.ghosts.items():
            if sl in explores and room.collidepoint(r.center):
                spots[Spot("slot", slot_text(sl))] = r.clip(room)
        return spots

    def xp_line(self, geo: Geo, seat: int) -> pygame.Rect:
        """A hero's line of the experience box (co-op: one per hero)."""
        box = geo.xp_box
        n = len(geo.heroes)
        h = box.height / max(1, n)
        return px_rect(box.x, box.y + seat * h, box.width, h)
