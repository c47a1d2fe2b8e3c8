"""The Mint Cooperative trouble panel, painted in parts: its panel (and, on the whole table, its
name), which stay; over them the trouble deck with its counts, the roll's words, each revealed
card and the line of what is still to come. A roll paints again the roll's words and the cards
it cleared, a card revealed the deck, that card and the one revealed before it (no longer the
newest), not the panel nor the rest.

The deck's part reaches from the panel's left edge to the revealed cards (its backs and their
shadow, its words); the others lie in the revealed cards' column.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

import pygame

from mint.core.words import t
from mint.games.cooperative import rules as R
from mint.games.cooperative import stored
from mint.games.cooperative import view_draw as D
from mint.games.cooperative import view_layout as L
from mint.games.cooperative import view_tabletop as TT
from mint.ui import palette
from mint.ui.kit import Kit
from mint.ui.layers import Part


def trouble_parts(k: Kit, surface: pygame.Surface, obs: R.State, g: dict[str, Any], shape: Any) -> list[Part]:
    """The parts over the trouble panel (``ground``: the panel, kept, is ``view_layers``'s)."""
    r, sr = g["cards"], g["shown"]
    head, boxes, pending, y = L.shown_rows(k, obs, sr, k.px(L.FINGER) if g.get("finger") else 0)
    backs = _backs(k, g["deck"])
    deck = pygame.Rect(r.x, r.y, max(sr.x, backs.right) - r.x, r.height).union(backs)
    said = (shape, len(obs.trouble_deck), obs.mayhem, len(obs.event_deck))
    parts = [Part(("trouble", "deck"), said, deck, partial(deck_and_counts, k, surface, obs, g), kept=False)]
    line = L.step(k)
    colour = _head_colour(obs)
    area = pygame.Rect(sr.x, sr.y, r.right - sr.x, len(head) * line)
    paint: Callable[[], Any] = partial(D.lines, k, surface, head, sr.topleft, L.BODY, colour, True)
    parts.append(Part(("trouble", "head"), (shape, tuple(head), colour), area, paint, kept=False))
    for j, (item, box) in enumerate(boxes):
        newest = j == len(boxes) - 1
        paint = partial(shown, k, surface, item, box, newest)
        parts.append(Part(("shown", j), (shape, item, tuple(box), newest), box, paint, kept=False))
    if pending:
        area = pygame.Rect(sr.x, y, r.right - sr.x, len(pending) * line)
        paint = partial(D.lines, k, surface, pending, (sr.x, y), L.BODY, palette.TEXT_2)
        parts.append(Part(("trouble", "pending"), (shape, tuple(pending), y), area, paint, kept=False))
    return parts


def _backs(k: Kit, d: pygame.Rect) -> pygame.Rect:
    """Where the trouble deck's backs and the shadow of the lowest lie (``deck_and_counts``)."""
    low = d.move(3 * k.px(2), -3 * k.px(2))
    return d.union(low).union(k.shadow_reach(low))


def _head_colour(obs: R.State) -> Any:
    """The roll's words in red when they called for trouble."""
    alarm = bool(obs.roll_text) and stored.roll(obs.roll_text).msgid != stored.ROLLS[0].msgid
    return D.RED if alarm else palette.TEXT


def ground(k: Kit, surface: pygame.Surface, g: dict[str, Any]) -> None:
    """The trouble panel (with no shadow: ``D.panel_shadow``), and on the whole table the deck's name."""
    k.panel(surface, g["cards"], shadow=False)
    if not g.get("finger", False):
        d = g["deck"]
        deck = str(t("Trouble deck"))
        k.text(surface, deck, (d.centerx, g["cards"].y + k.px(8)), L.BODY, palette.TEXT_2, True, "midtop")


def deck_and_counts(k: Kit, surface: pygame.Surface, obs: R.State, g: dict[str, Any]) -> None:
    """The trouble deck (its backs, or its empty place), the cards left in it and the mayhem
    cards resolved, and the event deck's count."""
    d = g["deck"]
    finger = g.get("finger", False)
    if obs.trouble_deck:
        for j in range(min(3, len(obs.trouble_deck)), 0, -1):
            back = d.move(j * k.px(2), -j * k.px(2))
            k.panel(surface, back, fill=palette.darker(D.ACCENT, 0.85), radius=k.px(6), shadow=j == 3)
        inner = d.inflate(-k.px(14), -k.px(14))
        pygame.draw.rect(surface, palette.lighter(D.ACCENT, 0.3), inner, k.px(2), border_radius=k.px(5))
        fg = palette.WHITE
    else:
        k.panel(surface, d, fill=palette.TABLE, shadow=False)
        fg = palette.TEXT_2
    if finger:  # (table-top mode: its name and the event deck's count on it too)
        said = TT.deck_lines(obs)
        y = d.centery - sum(L.step(k, size, bold) for _, size, bold in said) // 2
        for text, size, bold in said:
            k.text(surface, text, (d.centerx, y), size, fg, bold, "midtop")
            y += L.step(k, size, bold)
    else:
        left = TT.left_words(len(obs.trouble_deck))
        k.text(surface, left, (d.centerx, d.centery - k.px(14)), L.NUMBER, fg, True, "center")
        k.text(surface, TT.mayhem_words(obs), (d.centerx, d.centery + k.px(16)), L.BODY, fg, False, "center")
    if g["events"].height:
        ev = g["events"]
        count = L.events_words(len(obs.event_deck))
        k.text(surface, count, (ev.centerx, ev.y), L.BODY, palette.TEXT_2, True, "midtop")


def shown(k: Kit, surface: pygame.Surface, item: R.Shown, r: pygame.Rect, newest: bool) -> None:
    """A revealed card: its kind's colour down the left, its name and the panic it added on top,
    what it did after its name or below."""
    accent = {"mayhem": D.RED, "event": palette.darker(D.RED, 0.7), "stopped": palette.LEGAL}.get(item.kind, D.ACCENT)
    pygame.draw.rect(surface, palette.PANEL, r, border_radius=k.px(6))
    strip = pygame.Rect(r.x, r.y, k.px(6), r.height)
    pygame.draw.rect(surface, accent, strip, border_top_left_radius=k.px(6), border_bottom_left_radius=k.px(6))
    pygame.draw.rect(surface, palette.GOLD if newest else palette.BORDER, r, k.px(2), border_radius=k.px(6))
    text, at = L.shown_box(k, item, r.width)
    natural = k.px(6) + L.step(k) * (1 + (len(text) if not at else 0))
    x, y = r.x + k.px(14), r.y + k.px(3) + max(0, r.height - natural) // 2  # (a finger-tall box: in its middle)
    added = L.shown_panic(item)
    room = r.right - k.px(8) - x
    if added:
        tr = k.text(
            surface, added, (r.right - k.px(8), y), L.BODY, D.RED if item.panic else palette.TEXT_2, True, "topright"
        )
        room = tr.left - k.px(8) - x
    k.line(surface, L.shown_title(item), (x, y), L.BODY, accent, True, max_width=room)
    if at:
        k.text(surface, text[0], (x + at, y), L.BODY, palette.TEXT)
    else:
        D.lines(k, surface, text, (x, y + L.step(k)), L.BODY, palette.TEXT)
