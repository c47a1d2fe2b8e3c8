"""One card as the widgets see it, and the painter that draws its face, back, rim and shadow."""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Callable, Hashable

import pygame

from mint.ui import palette
from mint.ui.kit import Kit
from mint.ui.palette import Color
from mint.ui.surfcache import MIB, surface_bytes

# --- numbers from ART.md -------------------------------------------------------------------------
TOUCH = 48  #: smallest touch target, px at 1080p
MIN_TEXT = 18  #: body text, px at 1080p
MIN_NUMBER = 22  #: numbers on cards, px at 1080p


CARD_ASPECT = 0.64  #: width / height of a mint-tin card (about 57 x 89 mm)
FACES_BYTES = 8 * MIB
"""The most a painter's kept faces take: 256 faces of a hand at 3840x2160 would take over 100 MiB
(a face there is about 0.5 MiB), so a long session's faces are bounded by their memory too."""

FaceFn = Callable[[Kit, pygame.Surface, pygame.Rect, Any, Any], None]
"""Paints a card face: ``face(kit, surface, rect, card.face, card.side)``; draw with that ``kit``,
whose scale follows the card's size (so an enlarged card has larger text)."""
BackFn = Callable[[Kit, pygame.Surface, pygame.Rect, Any], None]
"""Paints a card back: ``back(kit, surface, rect, card.face)`` (the face may be None for a deck)."""


@dataclass(frozen=True)
class Card:
    """One card as the widgets see it.

    ``id`` is its spot id and must stay with the physical card (``"fury#2"``, not a hand index),
    so that its glides and flips follow it. ``face`` is handed to the face callback and must be
    hashable (it keys the cache of painted faces). ``side`` says which side is up (two-sided
    cards); ``turned`` rotates the card by 0, 90, 180 or 270 degrees (a waning half read the
    other way up, a used unit turned sideways). ``raised`` slides it up out of a hand (played),
    ``hidden`` shows its back, ``dim`` greys it (exhausted, not playable).
    """

    id: Hashable
    face: Hashable = None
    side: Hashable = 0
    raised: bool = False
    hidden: bool = False
    turned: int = 0
    dim: bool = False

    @property
    def look(self) -> tuple[Hashable, bool, int]:
        """What a flip changes: the side up, face down or not, and the turn."""
        return (self.side, self.hidden, self.turned % 360)


# --- painting ------------------------------------------------------------------------------------


class CardPainter:
    """Paints cards through the game's face callback, with rounded corners, a rim and a shadow.

    A face is designed for a card ``design_height`` px tall at 1080p: the callback gets a kit
    whose scale is the card's height over that, so a card drawn smaller (a tight hand) or larger
    (enlarged) keeps its proportions. Painted faces are cached by (face, side, size), so a frame
    costs one blit per card and an enlarged card is painted afresh at its size (crisp text).
    """

    def __init__(
        self,
        kit: Kit,
        face: FaceFn,
        back: BackFn | None = None,
        accent: Color = palette.TEXT_2,
        aspect: float = CARD_ASPECT,
        design_height: float = 250,
        cache_size: int = 256,
        faces_bytes: int = FACES_BYTES,
    ) -> None:
        self.kit = kit
        self.face_fn = face
        self.back_fn = back
        self.accent = accent
        self.aspect = aspect
        self.design_height = design_height
        self._cache: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()
        self._cache_size = cache_size
        self._cache_bytes = 0  #: the memory the kept faces' pixels take (at most ``faces_bytes``)
        self._faces_bytes = faces_bytes
        self._kits: dict[float, Kit] = {}

    def set_kit(self, kit: Kit) -> None:
        self.kit = kit
        self._cache.clear()
        self._cache_bytes = 0
        self._kits.clear()

    def kit_for(self, height: int) -> Kit:
        """The kit a face of this height is painted with."""
        scale = round(height / self.design_height, 3)
        kit = self._kits.get(scale)
        if kit is None:
            kit = self._kits[scale] = Kit(scale, self.kit.player_colors)
        return kit

    @staticmethod
    def radius(size: tuple[int, int]) -> int:
        """The corner radius: 4% of the shorter side (ART.md)."""
        return max(3, int(min(size) * 0.04))

    def _default_back(self, k: Kit, surface: pygame.Surface, rect: pygame.Rect, face: Any) -> None:
        r = self.radius(rect.size)
        pygame.draw.rect(surface, palette.darker(self.accent, 0.85), rect, border_radius=r)
        inner = rect.inflate(-2 * max(3, rect.width // 12), -2 * max(3, rect.width // 12))
        pygame.draw.rect(surface, palette.lighter(self.accent, 0.3), inner, max(1, k.px(2)), border_radius=r)
        rad = max(3, min(inner.width, inner.height) // 4)
        pygame.draw.circle(surface, palette.lighter(self.accent, 0.25), inner.center, rad, max(1, k.px(2)))
        pygame.draw.circle(surface, palette.lighter(self.accent, 0.25), inner.center, max(2, rad // 2))

    def image(
        self, face: Any, side: Any, hidden: bool, size: tuple[int, int], turned: int = 0, dim: bool = False
    ) -> pygame.Surface:
        """The card's face (or back) painted to fill ``size``, corners rounded, turned by ``turned``
        degrees (sideways: it fits the width) and faded when ``dim``; cached."""
        key = (face, side, hidden, size, turned, dim)
        img = self._cache.get(key)
        if img is not None:
            self._cache.move_to_end(key)
            return img
        w, h = max(1, size[0]), max(1, size[1])
        if turned in (90, 270):
            w, h = max(1, round(w * w / h)), w
        img = pygame.Surface((w, h), pygame.SRCALPHA)
        rect = img.get_rect()
        kit = self.kit_for(h)
        if hidden:
            (self.back_fn or self._default_back)(kit, img, rect, face)
        else:
            pygame.draw.rect(img, palette.PANEL, rect)
            self.face_fn(kit, img, rect, face, side)
        r = self.radius((w, h))
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=r)
        img.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        rim = palette.BORDER if not hidden else palette.darker(self.accent, 0.6)
        pygame.draw.rect(img, rim, rect, max(1, self.kit.px(1.5)), border_radius=r)
        if turned:
            img = pygame.transform.rotate(img, -turned)
        if dim:  # faded toward the table colour; the corners keep their alpha
            img.fill((150, 150, 150), special_flags=pygame.BLEND_RGB_MULT)
            img.fill((80, 86, 84), special_flags=pygame.BLEND_RGB_ADD)
        if pygame.display.get_surface() is not None:
            img = img.convert_alpha()
        self._cache[key] = img
        self._cache_bytes += surface_bytes(img)
        while len(self._cache) > 1 and (len(self._cache) > self._cache_size or self._cache_bytes > self._faces_bytes):
            self._cache_bytes -= surface_bytes(self._cache.popitem(last=False)[1])
        return img

    def holds(self, card: Card, size: tuple[int, int]) -> bool:
        """The card's face at ``size`` is painted and kept."""
        side, hidden, turned = card.look
        return (card.face, side, hidden, size, turned, card.dim) in self._cache

    @property
    def room(self) -> int:
        """The most its kept faces take (bytes)."""
        return self._faces_bytes

    def card_image(
        self, card: Card, size: tuple[int, int], squash: float = 1.0, look: tuple[Any, bool, int] | None = None
    ) -> pygame.Surface:
        """The card as drawn: painted, turned, and squashed across for a flip (``squash`` 0..1)."""
        side, hidden, turned = look if look is not None else card.look
        img = self.image(card.face, side, hidden, size, turned, card.dim)
        if squash < 0.999:
            img = pygame.transform.smoothscale(img, (max(1, round(img.get_width() * squash)), img.get_height()))
        return img

    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        card: Card,
        *,
        squash: float = 1.0,
        look: tuple[Any, bool, int] | None = None,
        shadow: bool = True,
    ) -> pygame.Rect:
        """Draw ``card`` centred in ``rect``; returns where it went."""
        img = self.card_image(card, rect.size, squash, look)
        at = img.get_rect(center=rect.center)
        if shadow and squash > 0.05:
            self.kit.shadow(surface, at, self.radius(at.size))
        surface.blit(img, at)
        return at

    def slot(self, surface: pygame.Surface, rect: pygame.Rect, label: str | None = None) -> None:
        """An empty place for a card: a dashed outline on a faint fill, with an optional label."""
        k = self.kit
        r = self.radius(rect.size)
        pygame.draw.rect(surface, palette.darker(palette.TABLE, 0.95), rect, border_radius=r)
        _dashed_rect(surface, palette.darker(palette.BORDER, 0.85), rect, max(1, k.px(2)), k.px(10), r)
        if label:
            surf = k.render(label, MIN_TEXT, palette.TEXT_2)
            if surf.get_width() <= rect.width - k.px(8):
                surface.blit(surf, surf.get_rect(center=rect.center))


def _dashed_rect(surface: pygame.Surface, color: Color, rect: pygame.Rect, width: int, dash: int, radius: int) -> None:
    """A rounded rectangle outline drawn in dashes (straight sides; corners drawn whole)."""
    inner = rect.inflate(-2 * radius, -2 * radius)
    for x0, x1, y in ((inner.left, inner.right, rect.top), (inner.left, inner.right, rect.bottom - width)):
        for x in range(x0, x1, 2 * dash):
            pygame.draw.rect(surface, color, (x, y, min(dash, x1 - x), width))
    for y0, y1, x in ((inner.top, inner.bottom, rect.left), (inner.top, inner.bottom, rect.right - width)):
        for y in range(y0, y1, 2 * dash):
            pygame.draw.rect(surface, color, (x, y, width, min(dash, y1 - y)))
    corners = (
        (inner.right, inner.top, 0.0),
        (inner.left, inner.top, 0.5),
        (inner.left, inner.bottom, 1.0),
        (inner.right, inner.bottom, 1.5),
    )  # each with where its quarter arc starts, in half turns
    for cx, cy, start in corners if radius > 1 else ():
        box = pygame.Rect(cx - radius, cy - radius, 2 * radius, 2 * radius)
        pygame.draw.arc(surface, color, box, start * math.pi, (start + 0.5) * math.pi, width)
