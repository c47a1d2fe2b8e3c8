"""Mint Delivery's map, kept: the board's ground, cards, roads, spaces, road tokens and titles
are drawn once into a picture kept by what it shows (view_layers), and the labels of the spaces a
truck may stand on are parts of their own over it."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from mint.core.spots import Spot
from mint.core.words import t
from mint.games.delivery import view_layout as L
from mint.games.delivery.cards import TOWN_INFO
from mint.games.delivery.model import SPACE_KIND, State, title_words
from mint.games.delivery.view_layers import CARD_BYTES, MAP_BYTES, Kept, Scratch, drawn_apart
from mint.games.delivery.view_layout import BODY, TITLE, DeliveryLayout
from mint.ui import palette
from mint.ui.layers import Layers, Part

TOWN_COLOUR = {town.id: palette.hexc(town.colour) for town in TOWN_INFO}
TOKEN_STYLE = {  # short label and colour of each road token (the tooltip names it in full)
    "road_closed": (t("Closed"), palette.hexc("#D64545")),
    "traffic_jam": (t("Jam"), palette.hexc("#E39B2D")),
    "toll_booth": (t("Toll"), palette.hexc("#8E6C3A")),
    "speedway": (t("Speed"), palette.hexc("#3E7CB1")),
    "loading_zone": (t("+1 C"), palette.hexc("#2BB673")),
    "tunnel": (t("Tunnel"), palette.hexc("#5B6B66")),
}
CARD_FILL = {"city": palette.hexc("#F6EFD9"), "warehouse": palette.hexc("#E9EEF2")}
ROAD = palette.hexc("#B9A88C")


class DeliveryMap(DeliveryLayout):
    """The map of Mint Delivery (or the solitaire's factory), kept as a picture."""

    keep = True  #: keep the map and the order cards' faces as pictures (False: paint all in place)

    def __init__(self, rules: Any, kit: Any) -> None:
        super().__init__(rules, kit)
        self._faces = Kept(CARD_BYTES)
        self._maps = Kept(MAP_BYTES)
        self._scratch = Scratch()  #: where kept pictures are drawn in place
        #: by the map's shape: the labels drawn over the kept map, and those in it (it is kept by
        #: whether a truck stands on each of those)
        self._labels_over: dict[Any, tuple[frozenset[str], tuple[str, ...]]] = {}
        self._layers = Layers()  #: the whole table's parts, as last painted
        self._board_layers = Layers()  #: table-top mode: the shared board's
        self._seat_layers: dict[int, Layers] = {}  #: ... and each driver's strip's

    def _keeps(self, surface: pygame.Surface) -> bool:
        """Whether pictures drawn on ``surface`` are kept: not on a see-through surface, nor while a
        kept picture is being drawn (its pieces are then painted in place)."""
        return self.keep and not self._scratch.holds(surface) and not surface.get_flags() & pygame.SRCALPHA

    def set_kit(self, kit: Any) -> None:
        super().set_kit(kit)
        self._faces.clear()
        self._maps.clear()
        self._scratch = Scratch()
        self._labels_over.clear()
        self._layers.clear()
        self._board_layers.clear()
        self._seat_layers.clear()

    def _map_parts(
        self,
        surface: pygame.Surface,
        s: State,
        board: pygame.Rect,
        spots: dict[Spot, pygame.Rect],
        title_size: float = TITLE,
    ) -> list[Part]:
        """The map's cards, roads, spaces, road tokens and titles (a bottom town's at its card's
        foot, clear of the road tokens above it): one part, its picture kept by what it shows,
        and the labels of the spaces a truck may stand on a part each over it, where nothing
        lies on them."""
        k = self.kit
        spaces = {sid.key: r for sid, r in spots.items() if sid.kind == "space" and isinstance(sid.key, str)}
        occupied = {t.pos for t in s.trucks}
        margin = k.px(4) + k.px(16)
        region = board.inflate(2 * margin, 2 * margin).clip(surface.get_rect())
        shape = (tuple(board), tuple((name, tuple(r)) for name, r in spaces.items()), title_size, s.solo)
        look = (k.scale, self.accent, surface.get_bitsize(), s.roads if not s.solo else ())
        if not self._keeps(surface):
            plain = partial(self._board_ground, surface, s, board, spaces, title_size, occupied, None)
            return [Part("map", (shape, look, tuple(sorted(occupied))), region, plain)]
        split = self._labels_over.get((shape, look))
        if split is None:
            split = self._labels_over[(shape, look)] = self._free_labels(s, board, spaces, title_size)
        over, under = split
        key = (shape, look, tuple(region), tuple(name in occupied for name in under))

        def paint() -> None:
            def draw() -> pygame.Surface:
                def ground_of(full: pygame.Surface) -> None:
                    self._board_ground(full, s, board, spaces, title_size, occupied, over)

                return drawn_apart(self._scratch, surface, region, palette.TABLE, ground_of)

            surface.blit(self._maps.get(key, draw), region)

        parts = [Part("map", key, region, paint, kept=False)]  # (its picture is kept here)
        for name, r in spaces.items():
            if name in over:
                lit = name in occupied
                draw = partial(self._draw_label, surface, s, name, r, lit)
                parts.append(Part(("label", name), (shape, look, lit), self._label_box(s, name, r), draw))
        return parts

    def _board_ground(
        self,
        surface: pygame.Surface,
        s: State,
        board: pygame.Rect,
        spaces: dict[str, pygame.Rect],
        title_size: float,
        occupied: set[str],
        skip: frozenset[str] | None,
    ) -> None:
        """The map in place, but for the labels of the spaces in ``skip`` (drawn over it after)."""
        k = self.kit
        spec = self._board(s)
        u = self._unit(board, spec)
        pygame.draw.rect(
            surface, palette.darker(palette.TABLE, 0.93), board.inflate(k.px(8), k.px(8)), border_radius=k.px(14)
        )
        for c in spec.spots:
            if c.kind != "card":
                continue
            r, fill, _ = self._map_card(s, spec, board, c)
            k.shadow(surface, r, k.px(10))
            pygame.draw.rect(surface, fill, r, border_radius=k.px(10))
            pygame.draw.rect(surface, palette.darker(fill, 0.8), r, max(1, k.px(1.5)), border_radius=k.px(10))
        # roads, then spaces
        width = max(2, int(10 * u))
        for road in spec.roads:
            a = spec.spot(road.a).center
            b = spec.spot(road.b).center
            pygame.draw.line(surface, ROAD, self._pt(board, spec, *a), self._pt(board, spec, *b), width)
        if not s.solo:
            for sp, tok in s.roads:
                if tok == "tunnel":  # the Tunnel's road to the city
                    a = self._pt(board, spec, *spec.spot(sp).center)
                    b = self._pt(board, spec, *spec.spot("MC").center)
                    _dashed(surface, palette.hexc("#5B6B66"), a, b, max(2, int(5 * u)), k.px(12))
        for name, r in spaces.items():
            spot = spec.spot(name)
            if spot.kind == "space" and not s.solo:
                pygame.draw.circle(surface, palette.PANEL, r.center, r.width // 2)
                pygame.draw.circle(surface, palette.darker(ROAD, 0.8), r.center, r.width // 2, max(1, k.px(2)))
                continue
            tone = self._space_tone(s, spot)
            pygame.draw.circle(surface, palette.lighter(tone, 0.55), r.center, r.width // 2)
            pygame.draw.circle(surface, palette.darker(tone, 0.75), r.center, r.width // 2, max(2, k.px(3)))
            if skip is None or name not in skip:
                self._draw_label(surface, s, name, r, name in occupied)
        for sp, tok in s.roads:
            self._draw_token(surface, sp, spaces[sp], board, tok)
        for surf, pill, fill, pos in self._map_titles(s, board, title_size):
            pygame.draw.rect(surface, fill, pill, border_radius=k.px(8))
            surface.blit(surf, surf.get_rect(center=pos))

    def _map_card(
        self, s: State, spec: Any, board: pygame.Rect, c: Any
    ) -> tuple[pygame.Rect, palette.Color, palette.Color]:
        """A map card's rect, fill and accent (its town's colour, or the city's or a warehouse's)."""
        k = self.kit
        u = self._unit(board, spec)
        x, y = self._pt(board, spec, c.x, c.y)
        r = pygame.Rect(x, y, int(c.width * u), int(c.height * u)).inflate(-k.px(6), -k.px(6))
        town = c.prop("town")
        name = c.name.split(":")[1]
        if s.solo:
            kind = spec.spot(name).kind
            accent = (
                TOWN_COLOUR[str(spec.spot(name).prop("town"))]
                if kind == "dock"
                else (self.accent if kind in ("dispatch", "ai_loading") else palette.hexc("#7D8C87"))
            )
            return r, palette.lighter(accent, 0.85), accent
        kind = SPACE_KIND.get(name, "town")
        accent = TOWN_COLOUR[str(town)] if town else (self.accent if kind == "city" else palette.hexc("#7D8C87"))
        return r, palette.lighter(accent, 0.82) if town else CARD_FILL.get(kind, palette.PANEL), accent

    def _map_titles(
        self, s: State, board: pygame.Rect, title_size: float
    ) -> list[tuple[pygame.Surface, pygame.Rect, palette.Color, tuple[int, int]]]:
        """Each map card's title: its words, the pill they lie on, the pill's fill and its middle."""
        k = self.kit
        spec = self._board(s)
        out = []
        for c in spec.spots:
            if c.kind != "card":
                continue
            r, fill, accent = self._map_card(s, spec, board, c)
            bottom_town = bool(c.prop("town")) and int(str(c.prop("row"))) == 2 and not s.solo
            pos = self._title_pos(r, bottom_town)
            ink = palette.darker(accent, 0.6)
            surf = k.render(
                L.cut(k, title_words(str(c.prop("title"))), title_size, r.width - k.px(12), True), title_size, ink, True
            )
            out.append((surf, surf.get_rect(center=pos).inflate(k.px(12), 0), fill, pos))
        return out

    def _draw_label(self, surface: pygame.Surface, s: State, name: str, r: pygame.Rect, occupied: bool) -> None:
        """A space's label: in its middle, or on a pill on its rim below the trucks standing there
        (or where the words are too wide for the space)."""
        k = self.kit
        spot = self._board(s).spot(name)
        label = self._space_label(s, spot)
        if not label:
            return
        tone = self._space_tone(s, spot)
        ink = palette.darker(tone, 0.45)
        if occupied or not L.fits(k, label, BODY, r.width - k.px(6), True):
            surf = k.render(label, BODY, ink, True)
            pill = surf.get_rect(center=(r.centerx, r.bottom - k.px(3))).inflate(k.px(10), 0)
            pygame.draw.rect(surface, palette.lighter(tone, 0.75), pill, border_radius=pill.height // 2)
            pygame.draw.rect(
                surface, palette.darker(tone, 0.75), pill, max(1, k.px(1.5)), border_radius=pill.height // 2
            )
            surface.blit(surf, surf.get_rect(center=pill.center))
        else:
            k.text(surface, label, r.center, BODY, ink, True, "center")

    def _free_labels(
        self, s: State, board: pygame.Rect, spaces: dict[str, pygame.Rect], title_size: float
    ) -> tuple[frozenset[str], tuple[str, ...]]:
        """The spaces whose label (in the middle or on its pill) nothing drawn after it on the map
        touches (the spaces after it, the road tokens and the titles), and the other labelled
        spaces. The first are labelled over the kept map; the others' labels are part of it."""
        spec = self._board(s)
        later: list[pygame.Rect] = [
            tok for sp, kind in s.roads for tok in [self._token_rect(sp, spaces[sp], board, str(TOKEN_STYLE[kind][0]))]
        ]
        later += [pill for _, pill, _, _ in self._map_titles(s, board, title_size)]
        free: list[str] = []
        fixed: list[str] = []
        order = list(spaces.items())
        for j, (name, r) in enumerate(order):
            spot = spec.spot(name)
            label = self._space_label(s, spot)
            if not label or (spot.kind == "space" and not s.solo):
                continue
            touched = self._label_box(s, name, r)
            others = later + [q for _, q in order[j + 1 :]]
            (free if touched.collidelist(others) < 0 else fixed).append(name)
        return frozenset(free), tuple(fixed)

    def _label_box(self, s: State, name: str, r: pygame.Rect) -> pygame.Rect:
        """Where the label of the space ``name`` in ``r`` may lie: in its middle, or on its pill."""
        k = self.kit
        label = self._space_label(s, self._board(s).spot(name))
        w, h = k.render(label, BODY, palette.TEXT, True).get_size()
        pill = pygame.Rect(0, 0, w, h)
        pill.center = (r.centerx, r.bottom - k.px(3))
        middle = pygame.Rect(0, 0, w, h)
        middle.center = r.center
        return pill.inflate(k.px(10) + 4, 4).union(middle.inflate(4, 4))

    def _space_tone(self, s: State, spot: Any) -> palette.Color:
        town = spot.prop("town")
        if town and spot.kind in ("town", "dock"):
            return TOWN_COLOUR[str(town)]
        if spot.kind in ("city", "dispatch", "ai_loading"):
            return self.accent
        if spot.kind == "loading":
            return palette.SUGAR_FREE
        return palette.hexc("#7D8C87")

    def _draw_token(
        self, surface: pygame.Surface, name: str, space: pygame.Rect, board: pygame.Rect, token: str
    ) -> None:
        k = self.kit
        said, colour = TOKEN_STYLE[token]
        label = str(said)
        r = self._token_rect(name, space, board, label)
        pygame.draw.rect(surface, colour, r, border_radius=k.px(6))
        pygame.draw.rect(surface, palette.darker(colour), r, max(1, k.px(1.5)), border_radius=k.px(6))
        L.line(k, surface, label, r.center, BODY, palette.WHITE, True, "center", r.width - k.px(4))


def _dashed(
    surface: pygame.Surface, colour: palette.Color, a: tuple[int, int], b: tuple[int, int], width: int, dash: int
) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    n = int(length // dash)
    for i in range(0, n, 2):
        p = (a[0] + dx * i / n, a[1] + dy * i / n)
        q = (a[0] + dx * min(n, i + 1) / n, a[1] + dy * min(n, i + 1) / n)
        pygame.draw.line(surface, colour, p, q, width)
