"""How the parts of the Mint Control table look: a location card's face and bonuses, action
tiles, the mint supply, and a player's area with its tokens and held tiles."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

import pygame

from mint.core.words import data, t, tn
from mint.games.control import rules as R
from mint.games.control import view_layout as L
from mint.games.control.cards import BY_ID, TILE_BY_ID
from mint.ui import palette
from mint.ui.view_api import GameView

ACCENT = palette.ACCENTS["control"]
NO_TOKENS = t("all tokens placed")  #: where a player's tokens were, once all are placed
NO_TILES = t("picked tiles go here")  #: where a player's picked tiles go, while they have none
CARD_FACE = palette.PANEL


# One line per effect for the tooltip, and a shorter one where the card face has no room for it.
_EFFECT_LINE = {
    "CITY_HALL": t("Controller: +1 mint on picking a tile"),
    "TIE_BREAKER": t("Controller wins ties at other locations"),
    "LOTTO_DISCOUNT": t("Own token here: the next costs 1 less"),
    "GALLERY": t("1 point per token; no stars for control"),
    "WHOLESALER": t("Controller: +1 mint from Earn"),
    "SUPPLIER": t("Controller influences free after picking Influence"),
    "COURTHOUSE": t("Ousting from here costs 1 more"),
    "BANK": t("Controller: +1 mint at the end of each round"),
}
_LOTTO_GLOBAL = t("Controller pays 1 less everywhere")
_WHOLESALER_OWN = t("Controller: +1 mint from their own Earn")
_SUPPLIER_ALWAYS = t("Controller always influences free")
_SHORT = {
    _EFFECT_LINE["TIE_BREAKER"]: t("Controller wins ties elsewhere"),
    _EFFECT_LINE["LOTTO_DISCOUNT"]: t("Own token here: next costs 1 less"),
    _EFFECT_LINE["GALLERY"]: t("No stars; 1 point per token"),
    _EFFECT_LINE["BANK"]: t("Controller: +1 mint after each round"),
    _WHOLESALER_OWN: t("Controller: +1 mint from own Earn"),
}

_TILE_LINES = {
    "earn": (t("All: +1 mint"), t("Perk: +1 more")),
    "influence": (t("All: place 1 token"), t("Perk: 1 mint cheaper")),
    "oust": (t("All: +1 mint"), t("Perk: oust a token for 1, a 2nd for 3")),
    "presence": (t("All: presence bonuses"), t("Perk: 1 ousted bonus")),
    "scavenge": (t("All: nothing"), t("Perk: +1 or steal 1")),
}


@lru_cache(maxsize=256)
def _width(font: pygame.font.Font, text: str) -> int:
    """How wide ``text`` is in ``font`` (measured once: a big font takes a while to measure)."""
    return font.size(text)[0]


class ControlPainter(GameView):
    """Paints the parts of the table: card faces, tiles, the supply and the players' areas."""

    # --- drawing ---------------------------------------------------------------------------------

    def _draw_card_face(
        self, surface: pygame.Surface, lid: str, r: pygame.Rect, effect: str, parts: dict[str, pygame.Rect]
    ) -> None:
        """What a location card shows all game long: its title, cost, stars, effect and bonuses."""
        k = self.kit
        loc = BY_ID[lid]
        title = L.cut(k, str(data(loc.name)), L.TITLE, r.width - k.px(8), bold=True)
        k.card(surface, r, title, ACCENT, CARD_FACE, title_size=L.TITLE)
        info = parts["info"]
        # cost on the left: a mint and the number
        k.mint(surface, (info.x + k.px(12), info.centery), k.px(11))
        k.text(surface, str(loc.cost), (info.x + k.px(28), info.centery), L.NUMBER, palette.TEXT, True, "midleft")
        # stars on the right
        if loc.effect == "GALLERY":
            tr = k.text(surface, str(t("each")), (info.right, info.centery), L.BODY, palette.TEXT_2, False, "midright")
            k.star(surface, (tr.left - k.px(16), info.centery), k.px(12), palette.GOLD, outline=True)
        elif loc.stars:
            for j in range(loc.stars):
                k.star(surface, (info.right - k.px(12) - j * k.px(26), info.centery), k.px(12))
        else:
            k.text(surface, str(t("no stars")), (info.right, info.centery), L.BODY, palette.TEXT_2, False, "midright")
        # the effect, in short (the tooltip says it all)
        if effect and parts["text"].height:
            L.paragraph(k, surface, effect, parts["text"], L.BODY, palette.TEXT_2, centre=True)
        # bonuses: ousted bottom left, presence bottom right
        b = parts["bottom"]
        half = (b.width - k.px(8)) // 2
        inline = b.height < k.px(L.BONUS_H)
        for j, (label, bonus) in enumerate(((str(L.OUSTED), loc.ousted), (str(L.PRESENCE), loc.presence))):
            box = pygame.Rect(b.x + j * (half + k.px(8)), b.y, half, b.height)
            pygame.draw.rect(surface, palette.hexc("#F3EEE3"), box, border_radius=k.px(6))
            self._draw_bonus(surface, box, label, bonus, inline)

    def _draw_bonus(self, surface: pygame.Surface, box: pygame.Rect, label: str, bonus: Any, inline: bool) -> None:
        """A bonus box: its label, and the bonus (a mint and +n or steal n, or a dash for none);
        the label above the bonus, or (``inline``) left of it."""
        k = self.kit
        none = bonus.kind == "NONE"
        value = L.bonus_value(bonus)
        icon = 0 if none else k.px(24)  # the mint before the number
        value_w = k.font(L.NUMBER, True).size(value)[0] + icon
        if inline:
            cy = box.centery
            room = box.width - value_w - k.px(22)
            L.line(k, surface, label, (box.x + k.px(8), cy), L.BODY, palette.TEXT_2, False, "midleft", room)
            vx, anchor = box.right - k.px(8), "midright"
        else:
            L.line(k, surface, label, (box.x + k.px(8), box.y + k.px(1)), L.BODY, palette.TEXT_2, max_width=box.width)
            cy = box.bottom - k.px(1) - k.font(L.NUMBER, True).get_height() // 2
            vx, anchor = box.centerx + value_w // 2, "midright"  # (the mint and the number, centred)
        tr = k.text(surface, value, (vx, cy), L.NUMBER, palette.TEXT_2 if none else palette.TEXT, True, anchor)
        if not none:
            k.mint(surface, (tr.left - k.px(13), tr.centery), k.px(9))

    def _effect_line(self, obs: R.State, effect: str, short: bool = False) -> str:
        """What a location's effect does under this game's options; ``short`` for the card face."""
        if effect == "LOTTO_DISCOUNT" and obs.lotto == "global":
            text = _LOTTO_GLOBAL
        elif effect == "WHOLESALER" and obs.wholesaler == "own":
            text = _WHOLESALER_OWN
        elif effect == "SUPPLIER" and obs.supplier == "always":
            text = _SUPPLIER_ALWAYS
        else:
            said = _EFFECT_LINE.get(effect)
            if said is None:
                return ""
            text = said
        return str(_SHORT.get(text, text) if short else text)

    def _draw_tile(
        self, surface: pygame.Surface, r: pygame.Rect, tile: str, active: bool = False, small: bool = False
    ) -> None:
        k = self.kit
        face = palette.hexc("#FBE9EC") if active else CARD_FACE
        size = L.BODY if small else L.TITLE
        title = L.cut(k, str(data(TILE_BY_ID[tile].name)), size, r.width - k.px(8), bold=True)
        body = k.card(surface, r, title, ACCENT, face, title_size=size)
        if active:
            pygame.draw.rect(surface, palette.GOLD, r, max(2, k.px(3)), border_radius=max(3, int(min(r.size) * 0.04)))
        if small:
            return
        top, bottom = (str(x) for x in _TILE_LINES[tile])
        inner = body.inflate(-k.px(12), -k.px(8))
        used = L.paragraph(k, surface, top, inner, L.BODY, palette.TEXT, bold=True)
        rest = pygame.Rect(inner.x, inner.y + used + k.px(4), inner.width, inner.bottom - inner.y - used - k.px(4))
        L.paragraph(k, surface, bottom, rest, L.BODY, palette.TEXT_2)

    def _draw_pool_tile(self, surface: pygame.Surface, r: pygame.Rect, tile: str, pool: Any) -> None:
        """A tile of the pool, or the empty place of one picked this round."""
        if tile in pool:
            self._draw_tile(surface, r, tile)
            return
        k = self.kit
        pygame.draw.rect(surface, palette.darker(palette.TABLE, 0.94), r, border_radius=k.px(10))
        pygame.draw.rect(surface, palette.BORDER, r, max(1, k.px(1.5)), border_radius=k.px(10))
        name = str(data(TILE_BY_ID[tile].name))
        L.line(k, surface, name, r.center, L.BODY, palette.TEXT_2, False, "center", r.width - k.px(8))

    def _draw_supply_face(self, surface: pygame.Surface, sr: pygame.Rect) -> None:
        k = self.kit
        k.panel(surface, sr)
        L.line(
            k, surface, str(t("Supply")), (sr.centerx, sr.y + k.px(6)), L.BODY, palette.TEXT_2, True, "midtop", sr.width
        )

    def _draw_supply(self, surface: pygame.Surface, supply: int, sr: pygame.Rect) -> None:
        """The supply's mints, as a pile and as a count."""
        k = self.kit
        step = k.font(L.BODY, True).get_linesize()
        pile = pygame.Rect(sr.x + k.px(12), sr.y + step + k.px(8), sr.width - k.px(24), sr.height - 2 * step - k.px(16))
        self._mint_pile(surface, supply, pile, k.px(9))
        L.line(
            k,
            surface,
            str(tn("{supply} of {n} mint", "{supply} of {n} mints", R.MINTS, supply=supply)),
            (sr.centerx, sr.bottom - k.px(6)),
            L.BODY,
            palette.TEXT,
            True,
            "midbottom",
            sr.width - k.px(8),
        )

    def _mint_pile(self, surface: pygame.Surface, count: int, r: pygame.Rect, radius: int) -> None:
        step = int(radius * 2.3)
        per_row = max(1, r.width // step)
        rows = max(1, r.height // step)
        shown = min(count, per_row * rows)
        used_rows = max(1, math.ceil(shown / per_row))
        y0 = r.centery - (used_rows * step) // 2 + radius
        for j in range(shown):
            row, col = divmod(j, per_row)
            in_row = min(per_row, shown - row * per_row)
            x0 = r.centerx - (in_row * step) // 2 + radius
            self.kit.mint(surface, (x0 + col * step, y0 + row * step), radius)

    def _draw_area_face(self, surface: pygame.Surface, s: int, a: dict[str, pygame.Rect]) -> None:
        """A player's panel with their token, and the places of their tokens and picked tiles."""
        k = self.kit
        k.panel(surface, a["panel"])
        head = a["head"]
        k.token(surface, (head.x + k.px(24), head.y + k.px(21)), k.px(13), s)
        pygame.draw.rect(surface, palette.hexc("#F1F6F3"), a["tokens"], border_radius=k.px(8))
        tl = a["tiles"]
        pygame.draw.rect(surface, palette.hexc("#F1F6F3"), tl, border_radius=k.px(8))
        pygame.draw.rect(surface, palette.BORDER, tl, 1, border_radius=k.px(8))

    def _name_place(self, head: pygame.Rect, name: str, first: bool) -> tuple[str, tuple[int, int], pygame.Rect]:
        """A player's name as it fits beside their token (cut short before the 1st badge of the
        first player), where its line starts, and where it lies."""
        k = self.kit
        at = (head.x + k.px(46), head.y + k.px(21))  # the name's line
        room = (self._badge(head).left - k.px(8) if first else head.right - k.px(10)) - at[0]
        text = k.cut(name, L.TITLE, room, True)
        return text, at, k.render(text, L.TITLE, palette.TEXT, True).get_rect(midleft=at)

    def _badge(self, head: pygame.Rect) -> pygame.Rect:
        """Where the 1st badge of the first player lies, at the right of their name's line."""
        k = self.kit
        return pygame.Rect(head.right - k.px(52), head.y + k.px(21) - k.px(14), k.px(42), k.px(28))

    def _badge_area(self, head: pygame.Rect) -> pygame.Rect:
        """The 1st badge and its word (``_draw_badge``)."""
        badge = self._badge(head)
        return badge.union(self.kit.render(str(t("1st")), L.BODY, palette.WHITE, True).get_rect(center=badge.center))

    def _draw_area_name(self, surface: pygame.Surface, head: pygame.Rect, name: str, first: bool) -> None:
        """A player's name beside their token (``_name_place``)."""
        text, at, _ = self._name_place(head, name, first)
        self.kit.text(surface, text, at, L.TITLE, palette.TEXT, True, "midleft")

    def _draw_badge(self, surface: pygame.Surface, head: pygame.Rect) -> None:
        """The 1st badge of the first player."""
        k = self.kit
        badge = self._badge(head)
        pygame.draw.rect(surface, ACCENT, badge, border_radius=k.px(6))
        k.text(surface, str(t("1st")), badge.center, L.BODY, palette.WHITE, True, "center")

    def _mints_places(self, head: pygame.Rect, mints: int, placed: int) -> tuple[pygame.Rect, pygame.Rect | None]:
        """Where a player's mints (an icon, its shade and the count) lie on the line under their
        name, and where the count of the tokens they placed lies on its right (None: no room)."""
        k = self.kit
        x, my = head.x + k.px(46), head.y + k.px(47)  # the mints' line
        r = k.px(9)
        icon = pygame.Rect(x + k.px(8) - r - 1, my - r - 1, 2 * r + 3, 2 * r + 3 + k.px(2))
        tr = k.render(str(tn("{n} mint", "{n} mints", mints)), L.BODY, palette.TEXT, True).get_rect(
            midleft=(x + k.px(22), my)
        )
        said = str(t("{n} placed", n=placed))
        if _width(k.font(L.BODY), said) > head.right - k.px(10) - tr.right - k.px(12):
            return icon.union(tr), None
        return icon.union(tr), k.render(said, L.BODY, palette.TEXT_2).get_rect(midright=(head.right - k.px(10), my))

    def _draw_area_mints(self, surface: pygame.Surface, mints: int, head: pygame.Rect) -> None:
        """A player's mints, an icon and the count (``_mints_places``)."""
        k = self.kit
        my = head.y + k.px(47)
        x = head.x + k.px(46)
        k.mint(surface, (x + k.px(8), my), k.px(9))
        k.text(
            surface, str(tn("{n} mint", "{n} mints", mints)), (x + k.px(22), my), L.BODY, palette.TEXT, True, "midleft"
        )

    def _draw_placed(self, surface: pygame.Surface, placed: int, head: pygame.Rect) -> None:
        """The count of the tokens a player placed, on the right of their mints' line (where it fits)."""
        k = self.kit
        said = str(t("{n} placed", n=placed))
        k.text(surface, said, (head.right - k.px(10), head.y + k.px(47)), L.BODY, palette.TEXT_2, False, "midright")

    def _token_places(self, tr: pygame.Rect) -> list[tuple[int, int, int]]:
        """Where each of a player's tokens not placed yet lies in ``tr``: its centre and radius."""
        k = self.kit
        radius = min(tr.height // 2 - k.px(6), tr.width // 12, k.px(L.TOKEN_MAX))
        return [(tr.x + k.px(8) + radius + j * (radius * 2 + k.px(6)), tr.centery, radius) for j in range(R.TOKENS)]

    def _draw_no_tokens(self, surface: pygame.Surface, tr: pygame.Rect) -> None:
        """What the place of a player's tokens says once all are placed."""
        k = self.kit
        L.line(k, surface, str(NO_TOKENS), tr.center, L.BODY, palette.TEXT_2, False, "center", tr.width)

    def _line_area(self, text: str, r: pygame.Rect) -> pygame.Rect:
        """Where a line of ``text`` in the body type, centred in ``r`` and cut to its width, lies."""
        k = self.kit
        size = k.font(L.BODY).size(k.cut(text, L.BODY, r.width))
        return pygame.Rect((0, 0), size).move(r.centerx - size[0] // 2, r.centery - size[1] // 2)

    def _acting_border(self, surface: pygame.Surface, panel: pygame.Rect, colour: Any) -> None:
        """The panel's own border, then a thicker one (``_acting_width``), in the colour of the player to act."""
        k = self.kit
        pygame.draw.rect(surface, colour, panel, max(1, k.px(1.5)), border_radius=k.px(10))
        pygame.draw.rect(surface, colour, panel, self._acting_width(), border_radius=k.px(10))

    def _acting_width(self) -> int:
        return max(2, self.kit.px(3))

    def _draw_no_held(self, surface: pygame.Surface, tl: pygame.Rect) -> None:
        """What the place of a player's picked tiles says while they have none."""
        k = self.kit
        L.line(k, surface, str(NO_TILES), tl.center, L.BODY, palette.TEXT_2, False, "center", tl.width)

    def _held_rects(self, tl: pygame.Rect, n: int) -> list[pygame.Rect]:
        k = self.kit
        tw = min(k.px(120), (tl.width - k.px(8)) // 2 - k.px(4))
        return [
            pygame.Rect(tl.x + k.px(4) + j * (tw + k.px(6)), tl.y + k.px(4), tw, tl.height - k.px(8)) for j in range(n)
        ]
