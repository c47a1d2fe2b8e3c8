"""What a game's view.py provides to the generic table scene.

A game writes ``mint/games/<name>/view.py`` with ``VIEW = MyView`` (a GameView subclass). The
table scene owns everything generic: drag-and-drop, lit targets, clicks, keyboard, buttons for
actions with no place on the board, the log, undo/redo, hints, tooltips, zoom, bots and
animation. The view only answers three questions:

- ``layout``: where is every spot id that actions name as ``source``/``target`` (and any other
  spot that should have a tooltip)? It returns ``{spot_id: pygame.Rect}`` inside ``rect``.
- ``draw``: paint the observation (board, cards, pieces, player areas) into ``rect``.
- ``tooltip``/``zoom``: the text for a spot under the pointer / right-clicked.

``viewer`` is the seat whose private information may be shown (None: only public information).
``draw`` must not change anything; build costly surfaces once and cache them.
Spot ids are free-form strings the game chooses, e.g. ``"loc:city_hall"``, ``"tokens:2"``.
A spot id may name a seat's area with the suffix convention ``...:<seat>``; the table does not
interpret ids.
"""

from __future__ import annotations

from typing import Any

import pygame

from mint.ui import palette
from mint.ui.kit import Kit


class GameView:
    """Base class: override ``layout`` and ``draw``; the rest has sensible defaults."""

    #: the game's accent colour (ART.md)
    accent: palette.Color = palette.TEXT_2
    #: seconds a bot move's glide takes at "normal" speed
    glide_s: float = 0.25

    def __init__(self, rules: Any, kit: Kit) -> None:
        self.rules = rules
        self.kit = kit

    def set_kit(self, kit: Kit) -> None:
        """Called when the window or UI scale changes; drop size-dependent caches here."""
        self.kit = kit

    def layout(self, obs: Any, viewer: int | None, rect: pygame.Rect) -> dict[str, pygame.Rect]:
        return {}

    def draw(self, surface: pygame.Surface, obs: Any, viewer: int | None, rect: pygame.Rect,
             spots: dict[str, pygame.Rect]) -> None:
        pass

    def tooltip(self, obs: Any, spot: str) -> str | None:
        """A short text for the spot under the pointer (or a long press)."""
        return None

    def zoom(self, obs: Any, spot: str) -> str | None:
        """The full text of a card for right-click zoom; defaults to the tooltip."""
        return self.tooltip(obs, spot)

    def glide_for(self, obs: Any, action: Any) -> tuple[str, str] | None:
        """For an action with no drag gesture (a bot's or AI's step), the spots its piece moves
        between, so the table can animate it; ``obs`` is the public view before the action."""
        return None

    def tumble_for(self, obs: Any, action: Any) -> tuple[str, ...]:
        """Spot ids of dice that tumble when ``action`` (a roll) resolves; the table animates them."""
        return ()

    def illegal_reason(self, obs: Any, source: str, target: str | None) -> str | None:
        """Why dropping ``source`` on ``target`` is not allowed, in one sentence (None: generic).

        A view usually builds the action the drop would mean and returns the message of the
        IllegalActionError that ``rules.apply`` raises for it.
        """
        return None

    def status(self, obs: Any) -> str:
        """One line for the top bar saying what is going on (the table adds whose turn it is)."""
        return ""

    def seat_summary(self, obs: Any, seat: int) -> str:
        """A short public line about a seat for its table-top panel ("5 mints · 2 tokens left")."""
        return ""

    def private_seats(self, obs: Any) -> tuple[int, ...]:
        """Seats that have secrets worth a "peek" control on a shared screen."""
        return ()


class FallbackView(GameView):
    """Used when a game has no view yet: one labelled box per spot, in a grid."""

    def layout(self, obs: Any, viewer: int | None, rect: pygame.Rect) -> dict[str, pygame.Rect]:
        ids: list[str] = []
        for a in self.rules.legal_actions(obs) if self.rules.to_act(obs) is not None else []:
            for sid in (a.source, a.target):
                if sid and sid not in ids:
                    ids.append(sid)
        cols = max(1, int(len(ids) ** 0.5 + 0.999))
        w = min(self.kit.px(200), rect.width // max(cols, 1) - self.kit.px(12))
        h = self.kit.px(64)
        return {
            sid: pygame.Rect(rect.x + (i % cols) * (w + self.kit.px(12)) + self.kit.px(12),
                             rect.y + (i // cols) * (h + self.kit.px(12)) + self.kit.px(12), w, h)
            for i, sid in enumerate(ids)
        }

    def draw(self, surface: pygame.Surface, obs: Any, viewer: int | None, rect: pygame.Rect,
             spots: dict[str, pygame.Rect]) -> None:
        for sid, r in spots.items():
            self.kit.panel(surface, r)
            self.kit.text(surface, sid, r.center, 16, anchor="center", max_width=r.width - 8)


def load_view(rules: Any) -> type[GameView]:
    """The view class of a rules module (its sibling ``view`` module), or the fallback."""
    import importlib

    pkg = rules.__name__.rsplit(".", 1)[0]
    try:
        mod = importlib.import_module(f"{pkg}.view")
    except ModuleNotFoundError as exc:
        if exc.name == f"{pkg}.view":
            return FallbackView
        raise
    return getattr(mod, "VIEW", FallbackView)
