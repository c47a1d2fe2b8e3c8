"""Card widgets every game view shares: an ordered hand, a face-up row or offer, a deck.

The game supplies a callback that paints one card face into a rect; the widgets do the rest:
where each card lies (overlapping when the room is tight), raised (played) cards, glides to new
places and flips to a new side, the enlarged card under a hovering mouse or a long-pressed
finger, highlights, and the rects that hit-testing and dragging need.

A widget's layout is computed when its inputs change (the cards, the rect, the scale) and kept;
``draw`` only paints the last layout. Sizes are pixels at 1080p, scaled by ``kit.scale``. The card
and its painter are in ``mint.ui.cardface``, the glides and flips in ``mint.ui.cardmotion``.

Typical use in a view (``draw_action_card(kit, surface, rect, face, side)`` paints one face)::

    painter = CardPainter(kit, draw_action_card, accent=ACCENT)
    hand = Hand(painter)
    lay = hand.layout(cards, rect)            # in view.layout: lay.hits are the spots
    hand.draw(surface)                        # in view.draw
    hand.draw_zoom(surface, hovered, screen)  # on top of everything, for the card under the pointer
    hand.update(dt)                           # each frame: True while a card glides or flips
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Iterable, Sequence

import pygame

from mint.ui import palette
from mint.ui.cardface import MIN_NUMBER, TOUCH, Card, CardPainter
from mint.ui.cardmotion import Motion
from mint.ui.kit import Kit

LONG_PRESS_S = 0.5  #: a long press opens the zoom that hover gives a mouse
HOVER_S = 0.3  #: a mouse resting this long on a card enlarges it


# --- layouts -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CardLayout:
    """Where a widget's cards lie: ``rects`` (drawn, at rest) and ``hits`` (what the pointer hits).

    ``hits`` never overlap each other: where cards overlap, each card's hit rect is the strip of it
    that the next card leaves visible. ``slots`` are a row's places in order (filled or empty).
    ``order`` is the drawing order, bottom card first.
    """

    rect: pygame.Rect
    card_size: tuple[int, int]
    cards: tuple[Card, ...]
    rects: dict[Hashable, pygame.Rect]
    hits: dict[Hashable, pygame.Rect]
    slots: tuple[pygame.Rect, ...] = ()
    order: tuple[Hashable, ...] = ()
    overlap: bool = False
    step: int = 0
    lines: int = 1
    extra: dict[str, Any] = field(default_factory=dict)

    def card(self, cid: Hashable) -> Card | None:
        return next((c for c in self.cards if c.id == cid), None)


class _CardWidget:
    """What every card widget shares: a cached layout, motion, drawing, hit tests and zoom."""

    def __init__(self, painter: CardPainter, *, animate: bool = True, zoom: float = 1.8) -> None:
        self.painter = painter
        self.motion = Motion() if animate else Motion(0.0, 0.0)
        self.zoom = zoom
        self._key: Any = None
        self._frame: Any = None
        self._layout: CardLayout | None = None
        self.computed = 0  #: how many times a layout was computed (not taken from the cache)

    @property
    def kit(self) -> Kit:
        return self.painter.kit

    def _cached(self, key: tuple[Any, ...], frame: tuple[Any, ...], build: Callable[[], CardLayout]) -> CardLayout:
        """The layout for ``key``; ``frame`` (rect and scale) changing means snap, not glide."""
        if key == self._key and self._layout is not None:
            return self._layout
        lay = build()
        self.computed += 1
        snap = frame != self._frame
        self.motion.retarget(lay.rects, {c.id: c.look for c in lay.cards}, snap=snap and self._frame is not None)
        self._key, self._frame, self._layout = key, frame, lay
        return lay

    @property
    def last(self) -> CardLayout | None:
        """The layout computed last."""
        return self._layout

    def update(self, dt: float) -> bool:
        """Advance glides and flips; True while something moves."""
        return self.motion.update(dt)

    @property
    def busy(self) -> bool:
        return self.motion.busy

    def hit(self, pos: tuple[int, int]) -> Hashable | None:
        """The id of the card drawn topmost at ``pos`` (exact, in drawing order)."""
        lay = self._layout
        if lay is None:
            return None
        for cid in reversed(lay.order):
            if lay.rects[cid].collidepoint(pos):
                return cid
        return None

    def spots(self) -> dict[Hashable, pygame.Rect]:
        """Card id -> hit rect (disjoint), ready for a view's ``layout``."""
        return dict(self._layout.hits) if self._layout is not None else {}

    def piece(self, cid: Hashable) -> pygame.Surface | None:
        """The whole card as one image, at its resting size (for a drag or a glide)."""
        lay = self._layout
        card = lay.card(cid) if lay is not None else None
        if card is None or lay is None:
            return None
        return self.painter.card_image(card, lay.rects[cid].size)

    def zoom_rect(self, cid: Hashable, bounds: pygame.Rect) -> pygame.Rect | None:
        """Where the enlarged card goes: ``zoom`` times bigger, growing up from its place, inside ``bounds``."""
        lay = self._layout
        if lay is None or cid not in lay.rects:
            return None
        base = lay.rects[cid]
        k = min(self.zoom, bounds.width / max(1, base.width), bounds.height / max(1, base.height))
        k = max(1.0, k)
        r = pygame.Rect(0, 0, round(base.width * k), round(base.height * k))
        r.midbottom = base.midbottom
        if r.bottom > bounds.bottom or r.top < bounds.top:
            r.center = (r.centerx, base.centery)
        return r.clamp(bounds)

    def draw_zoom(self, surface: pygame.Surface, cid: Hashable | None, bounds: pygame.Rect) -> pygame.Rect | None:
        """Draw card ``cid`` enlarged over everything (hover or long press); returns where it went."""
        if cid is None or self._layout is None:
            return None
        card = self._layout.card(cid)
        r = self.zoom_rect(cid, bounds)
        if card is None or r is None:
            return None
        shown = Card(card.id, card.face, card.side, hidden=card.hidden, turned=card.turned)
        self.kit.shadow(surface, r, self.painter.radius(r.size), deep=True)
        return self.painter.draw(surface, r, shown, shadow=False)

    def draw(
        self, surface: pygame.Surface, lit: Iterable[Hashable] = (), t: float = 0.0, skip: Iterable[Hashable] = ()
    ) -> None:
        """Paint the last layout (in motion, if a glide or flip is under way).

        ``lit`` ids get the pulsing legal-target outline; ``skip`` ids are left out (a card being
        dragged, or one drawn enlarged).
        """
        lay = self._layout
        if lay is None:
            return
        self._draw_under(surface, lay)
        skipped = set(skip)
        flying = [cid for cid in lay.order if self.motion.flying(cid)]
        for cid in [c for c in lay.order if c not in flying] + flying:
            if cid in skipped:
                continue
            card = lay.card(cid)
            assert card is not None
            squash, old = self.motion.flip(cid)
            self.painter.draw(surface, self.motion.rect(cid), card, squash=squash, look=old)
        for cid in lit:
            if cid in lay.rects:
                self.kit.highlight(surface, self.motion.rect(cid), t)

    def _draw_under(self, surface: pygame.Surface, lay: CardLayout) -> None:
        """What lies below the cards (empty slots, a deck's lower cards)."""


class Hand(_CardWidget):
    """An ordered hand of cards in one line, left to right, the later card on top.

    Cards keep a gap while they fit; when the room is tight they overlap, each leaving a strip of
    at least ``TOUCH`` px visible (the cards shrink if that is the only way). A raised card
    (played, exhausted) slides up by ``raise_by`` of its height; that room is kept free above
    the hand, so playing a card never moves the others.
    """

    def __init__(
        self,
        painter: CardPainter,
        *,
        raise_by: float = 0.22,
        gap: float = 12,
        min_visible: float = TOUCH,
        align: str = "center",
        max_height: float | None = None,
        animate: bool = True,
        zoom: float = 1.8,
    ) -> None:
        super().__init__(painter, animate=animate, zoom=zoom)
        self.raise_by, self.gap, self.min_visible = raise_by, gap, min_visible
        self.align, self.max_height = align, max_height

    def layout(self, cards: Sequence[Card], rect: pygame.Rect) -> CardLayout:
        cards = tuple(cards)
        frame = (tuple(rect), self.kit.scale)
        return self._cached((cards, frame), frame, lambda: self._compute(cards, pygame.Rect(rect)))

    def _compute(self, cards: tuple[Card, ...], rect: pygame.Rect) -> CardLayout:
        k = self.kit
        n = len(cards)
        aspect = self.painter.aspect
        h = rect.height / (1 + self.raise_by)
        if self.max_height:
            h = min(h, k.px(self.max_height))
        w = h * aspect
        gap = k.px(self.gap)
        vis = k.px(self.min_visible)
        if n and w > rect.width:
            w = rect.width
        step = w + gap
        overlap = False
        if n > 1 and n * w + (n - 1) * gap > rect.width:
            overlap = True
            step = (rect.width - w) / (n - 1)
            if step < vis:  # shrink the cards so each still shows a strip a finger can hit
                w = max(vis * 1.5, min(w, rect.width - (n - 1) * vis))
                step = (rect.width - w) / (n - 1)
        h = w / aspect
        w_i, h_i = int(w), int(h)
        total = w_i + (n - 1) * step if n else 0
        x0 = {"left": rect.x, "right": rect.right - total}.get(self.align, rect.x + (rect.width - total) / 2)
        rest_y = rect.bottom - h_i
        lift = int(h_i * self.raise_by)
        rects: dict[Hashable, pygame.Rect] = {}
        for i, c in enumerate(cards):
            x = round(x0 + i * step)
            rects[c.id] = pygame.Rect(x, rest_y - (lift if c.raised else 0), w_i, h_i)
        hits: dict[Hashable, pygame.Rect] = {}
        for i, c in enumerate(cards):
            r = rects[c.id]
            if overlap and i < n - 1:
                nxt = rects[cards[i + 1].id]
                hits[c.id] = pygame.Rect(r.x, r.y, max(1, nxt.x - r.x), r.height)
            else:
                hits[c.id] = pygame.Rect(r)
        places, order = tuple(pygame.Rect(r) for r in rects.values()), tuple(c.id for c in cards)
        return CardLayout(rect, (w_i, h_i), cards, rects, hits, places, order, overlap, round(step))


class Row(_CardWidget):
    """A face-up row or offer: ``n`` places in order, filled or empty (drawn as outlines).

    The places wrap onto several lines when that gives bigger cards (nine orders in a narrow
    column), or onto ``lines`` lines when given.
    """

    def __init__(
        self,
        painter: CardPainter,
        *,
        gap: float = 12,
        lines: int | None = None,
        align: str = "center",
        max_height: float | None = None,
        empty_label: str | None = None,
        animate: bool = True,
        zoom: float = 1.8,
    ) -> None:
        super().__init__(painter, animate=animate, zoom=zoom)
        self.gap, self.lines, self.align, self.max_height = gap, lines, align, max_height
        self.empty_label = empty_label

    def layout(self, slots: Sequence[Card | None], rect: pygame.Rect) -> CardLayout:
        slots = tuple(slots)
        frame = (tuple(rect), self.kit.scale)
        return self._cached((slots, frame), frame, lambda: self._compute(slots, pygame.Rect(rect)))

    def _size_for(self, n: int, lines: int, rect: pygame.Rect) -> tuple[float, float]:
        gap = self.kit.px(self.gap)
        per = math.ceil(n / lines)
        w = (rect.width - (per - 1) * gap) / per
        h = (rect.height - (lines - 1) * gap) / lines
        if self.max_height:
            h = min(h, self.kit.px(self.max_height))
        w = min(w, h * self.painter.aspect)
        return w, w / self.painter.aspect

    def _compute(self, slots: tuple[Card | None, ...], rect: pygame.Rect) -> CardLayout:
        n = max(1, len(slots))
        gap = self.kit.px(self.gap)
        if self.lines:
            lines = max(1, min(n, self.lines))
        else:
            lines = max(range(1, n + 1), key=lambda L: (round(self._size_for(n, L, rect)[0]), -L))
        w, h = (int(v) for v in self._size_for(n, lines, rect))
        per = math.ceil(n / lines)
        block_h = lines * h + (lines - 1) * gap
        y0 = rect.y + (rect.height - block_h) // 2
        places: list[pygame.Rect] = []
        for i in range(len(slots)):
            line, col = divmod(i, per)
            in_line = min(per, len(slots) - line * per)
            line_w = in_line * w + (in_line - 1) * gap
            if self.align == "left":
                x0 = rect.x
            elif self.align == "right":
                x0 = rect.right - line_w
            else:
                x0 = rect.x + (rect.width - line_w) // 2
            places.append(pygame.Rect(x0 + col * (w + gap), y0 + line * (h + gap), w, h))
        cards = tuple(c for c in slots if c is not None)
        rects = {c.id: places[i] for i, c in enumerate(slots) if c is not None}
        hits, order = {cid: pygame.Rect(r) for cid, r in rects.items()}, tuple(c.id for c in cards)
        return CardLayout(rect, (w, h), cards, rects, hits, tuple(places), order, False, w + gap, lines)

    def slot_at(self, pos: tuple[int, int]) -> int | None:
        """The index of the place (filled or empty) at ``pos``."""
        lay = self._layout
        if lay is None:
            return None
        return next((i for i, r in enumerate(lay.slots) if r.collidepoint(pos)), None)

    def _draw_under(self, surface: pygame.Surface, lay: CardLayout) -> None:
        filled = {tuple(r) for r in lay.rects.values()}
        for r in lay.slots:
            if tuple(r) not in filled:
                self.painter.slot(surface, r, self.empty_label)


class Deck(_CardWidget):
    """A face-down (or face-up) pile: a stack whose height shows its size, with its count.

    ``top`` is the top card when the rules make it public (a discard pile, Italy's double-sided
    orders); otherwise the back is drawn. An empty pile is an outline with the count 0.
    """

    LAYERS = 4

    def __init__(
        self, painter: CardPainter, *, animate: bool = True, zoom: float = 1.8, show_count: bool = True
    ) -> None:
        super().__init__(painter, animate=animate, zoom=zoom)
        self.show_count = show_count

    def layout(
        self, count: int, rect: pygame.Rect, top: Card | None = None, deck_id: Hashable = "deck", back: Hashable = None
    ) -> CardLayout:
        frame = (tuple(rect), self.kit.scale)
        key = (count, top, deck_id, back, frame)
        return self._cached(key, frame, lambda: self._compute(count, pygame.Rect(rect), top, deck_id, back))

    def _badge_size(self) -> tuple[int, int]:
        k = self.kit
        return k.px(48), k.px(MIN_NUMBER * 1.55)

    def _compute(
        self, count: int, rect: pygame.Rect, top: Card | None, deck_id: Hashable, back: Hashable
    ) -> CardLayout:
        k = self.kit
        layers = min(self.LAYERS, max(0, count - 1))
        d = k.px(3)
        badge_h = self._badge_size()[1] if self.show_count else 0
        h = min(rect.height - self.LAYERS * d - badge_h // 2, (rect.width - self.LAYERS * d) / self.painter.aspect)
        w = int(h * self.painter.aspect)
        h = int(h)
        card = pygame.Rect(0, 0, w, h)
        card.center = (
            rect.centerx - self.LAYERS * d // 2,
            rect.y + (rect.height - badge_h // 2) // 2 + self.LAYERS * d // 2,
        )
        shown = top if top is not None else Card(deck_id, back, hidden=True)
        shown = Card(deck_id, shown.face, shown.side, hidden=shown.hidden, turned=shown.turned)
        cards = (shown,) if count > 0 else ()
        rects = {deck_id: card} if count > 0 else {}
        stack = card.union(card.move(layers * d, layers * d)) if count else pygame.Rect(card)
        extra = {"count": count, "layers": layers, "back": back, "id": deck_id}
        return CardLayout(
            rect, (w, h), cards, rects, {deck_id: stack}, (pygame.Rect(card),), tuple(rects), False, d, extra=extra
        )

    def hit(self, pos: tuple[int, int]) -> Hashable | None:
        lay = self._layout
        if lay is None:
            return None
        return next((cid for cid, r in lay.hits.items() if r.collidepoint(pos)), None)

    def badge_rect(self) -> pygame.Rect | None:
        lay = self._layout
        if lay is None or not self.show_count:
            return None
        bw, bh = self._badge_size()
        surf = self.kit.render(str(lay.extra["count"]), MIN_NUMBER, palette.WHITE, True)
        r = pygame.Rect(0, 0, max(bw, surf.get_width() + self.kit.px(20)), bh)
        card = lay.slots[0]
        r.center = (card.right - r.width // 2 + self.kit.px(4), card.bottom - self.kit.px(2))
        return r

    def _draw_under(self, surface: pygame.Surface, lay: CardLayout) -> None:
        card = lay.slots[0]
        if not lay.cards:
            self.painter.slot(surface, card)
            return
        d = lay.step
        under = Card(None, lay.extra["back"], hidden=True)
        for j in range(lay.extra["layers"], 0, -1):
            self.painter.draw(surface, card.move(j * d, j * d), under, shadow=j == lay.extra["layers"])

    def draw(
        self, surface: pygame.Surface, lit: Iterable[Hashable] = (), t: float = 0.0, skip: Iterable[Hashable] = ()
    ) -> None:
        super().draw(surface, lit, t, skip)
        badge = self.badge_rect()
        lay = self._layout
        if badge is None or lay is None:
            return
        k = self.kit
        empty = not lay.cards
        fill = palette.TEXT_2 if empty else palette.TEXT
        pygame.draw.rect(surface, fill, badge, border_radius=badge.height // 2)
        pygame.draw.rect(surface, palette.WHITE, badge, max(1, k.px(2)), border_radius=badge.height // 2)
        k.text(surface, str(lay.extra["count"]), badge.center, MIN_NUMBER, palette.WHITE, True, "center")


# --- hover and long press ------------------------------------------------------------------------


class Zoom:
    """Which card is enlarged: the one a mouse rests on for ``HOVER_S``, or a finger holds for
    ``LONG_PRESS_S``. Feed it what is under the pointer; read ``zoomed``."""

    def __init__(self, hover_s: float = HOVER_S, long_press_s: float = LONG_PRESS_S) -> None:
        self.hover_s, self.long_press_s = hover_s, long_press_s
        self.zoomed: Hashable | None = None
        self._under: Hashable | None = None
        self._t = 0.0
        self._pressed = False
        self._touch = False

    def point(self, cid: Hashable | None, touch: bool = False) -> None:
        """The pointer moved; ``cid`` is the card under it (None: none)."""
        self._touch = touch
        if cid != self._under:
            self._under, self._t, self.zoomed = cid, 0.0, None

    def press(self, cid: Hashable | None, touch: bool = False) -> None:
        """A button or finger went down on ``cid``; a mouse press hides the zoom (it picks up)."""
        self._pressed, self._touch = True, touch
        self._under, self._t, self.zoomed = cid, 0.0, None

    def release(self) -> None:
        self._pressed, self._t = False, 0.0
        if self._touch:
            self.zoomed = None

    @property
    def waiting(self) -> bool:
        """True while a zoom may still come (the caller keeps calling ``update``)."""
        if self._under is None or self.zoomed == self._under:
            return False
        return self._pressed if self._touch else not self._pressed

    def update(self, dt: float) -> bool:
        """Advance time; True when ``zoomed`` changed."""
        before = self.zoomed
        if self._under is None:
            self.zoomed = None
        elif self.waiting:
            self._t += dt
            if self._t >= (self.long_press_s if self._touch else self.hover_s):
                self.zoomed = self._under
        return before != self.zoomed
