"""Drawing the Mint Cooperative table's parts where ``view_layout`` puts them: the panic track, the
county map, the villain card, the trouble panel, the dice tray and the hero cards.

Every word is drawn at its own size (``view_layout``: 18 px at 1080p, numbers 22, titles 20)
with the kit's ``line`` and ``block``, which cut a word short rather than shrink it.
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from mint.core.words import data, t
from mint.games.cooperative import rules as R
from mint.games.cooperative import view_layout as L
from mint.games.cooperative.cards import HEROES, STUNTS, TOWNS, VILLAINS
from mint.ui import palette
from mint.ui.kit import Kit
from mint.ui.palette import Color, hexc

ACCENT = palette.ACCENTS["cooperative"]
RED = palette.DANGER
DIM = (226, 214, 214)
STUNT_ACCENT = hexc("#3E7CB1")
_REVEALED = ("reveal", "spend", "choose", "check", "fix", "task", "over")


def colour(hero_or_town: str) -> Color:
    town = HEROES[hero_or_town].home if hero_or_town in HEROES else hero_or_town
    return hexc(TOWNS[town].colour)


def initials(hero: str) -> str:
    words = [w for w in str(data(HEROES[hero].name)).split() if w.lower() != "the"]
    return "".join(w[0] for w in words[:2]).upper()


def ink(fill: Color) -> Color:
    """Text colour that reads on ``fill``."""
    return palette.TEXT if sum(fill) > 500 else palette.WHITE


def card(
    k: Kit,
    surface: pygame.Surface,
    rect: pygame.Rect,
    title: Sequence[str],
    accent: Color,
    face: Color = palette.PANEL,
    size: float = L.TITLE,
    band: int = 1,
    shadow: bool = True,
) -> pygame.Rect:
    """A card with a title band in ``accent`` holding the title's lines (the band as tall as
    ``band`` lines, or the title's if more); returns the body below. (Without ``shadow``, its
    shadow is painted apart: ``card_shadow``.)"""
    r = card_radius(rect)
    if shadow:
        k.shadow(surface, rect, r)
    pygame.draw.rect(surface, face, rect, border_radius=r)
    band_r = pygame.Rect(rect.x, rect.y, rect.width, L.band_height(k, max(band, len(title)), size))
    pygame.draw.rect(surface, accent, band_r, border_top_left_radius=r, border_top_right_radius=r)
    line = L.step(k, size, True)
    y = band_r.centery - line * len(title) // 2
    for text in title:
        k.line(surface, text, (band_r.centerx, y), size, palette.WHITE, True, "midtop", band_r.width - k.px(8))
        y += line
    pygame.draw.rect(surface, palette.BORDER, rect, max(1, k.px(1.5)), border_radius=r)
    return pygame.Rect(rect.x, band_r.bottom, rect.width, rect.bottom - band_r.bottom)


def card_radius(rect: pygame.Rect) -> int:
    return max(3, int(min(rect.width, rect.height) * 0.04))


def card_shadow(k: Kit, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The shadow a card in ``rect`` casts."""
    k.shadow(surface, rect, card_radius(rect))


def panel_shadow(k: Kit, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The shadow a panel in ``rect`` casts."""
    k.shadow(surface, rect, k.px(10))


def lines(
    k: Kit, surface: pygame.Surface, text: Sequence[str], pos: tuple[int, int], size: float, color: Color, bold=False
) -> int:
    """Lines already wrapped, from ``pos`` down; returns the height used."""
    line = L.step(k, size, bold)
    for j, text_line in enumerate(text):
        k.text(surface, text_line, (pos[0], pos[1] + j * line), size, color, bold)
    return line * len(text)


# --- the panic track -----------------------------------------------------------------------------


def panic_places(k: Kit, obs: R.State, r: pygame.Rect) -> tuple[tuple[int, int], list[pygame.Rect], pygame.Rect]:
    """The panic track's places: where its count is written (its name above it), each cell from 0
    to the loss, and the marker's cell."""
    label = str(t("Regional panic"))
    value = f"{obs.panic} / {R.PANIC_LOSS}"
    head_w = max(L.width(k, label, L.BODY, True), L.width(k, value, L.NUMBER, True)) + k.px(24)
    y = r.centery - (L.step(k, L.BODY, True) + L.step(k, L.NUMBER, True)) // 2 + L.step(k, L.BODY, True)
    left = r.x + head_w
    w = (r.right - k.px(8) - left) / (R.PANIC_LOSS + 1)
    top, h = r.y + k.px(8), r.height - k.px(16)
    cells = [pygame.Rect(int(left + v * w) + 1, top, int(w) - 2, h) for v in range(R.PANIC_LOSS + 1)]
    return (r.x + k.px(12), y), cells, pygame.Rect(int(left + obs.panic * w) + 1, top, int(w) - 2, h)


def panic_ground(k: Kit, surface: pygame.Surface, r: pygame.Rect) -> None:
    """The panic track's panel (with no shadow: ``panel_shadow``) and its name."""
    k.panel(surface, r, shadow=False)
    y = r.centery - (L.step(k, L.BODY, True) + L.step(k, L.NUMBER, True)) // 2
    k.text(surface, str(t("Regional panic")), (r.x + k.px(12), y), L.BODY, palette.TEXT_2, True)


def panic_count(k: Kit, surface: pygame.Surface, obs: R.State, at: tuple[int, int]) -> pygame.Rect:
    """The panic so far, out of the loss, under the track's name (``at``: ``panic_places``)."""
    value = f"{obs.panic} / {R.PANIC_LOSS}"
    return k.text(surface, value, at, L.NUMBER, RED if obs.panic >= 20 else palette.TEXT, True)


def panic_cell(k: Kit, surface: pygame.Surface, v: int, cell: pygame.Rect, marked: bool) -> None:
    """A cell of the panic track, with its number unless the marker stands on it."""
    if v >= R.PANIC_LOSS:
        fill = palette.darker(RED, 0.8)
    elif v >= 21:
        fill = palette.lighter(RED, 0.35)
    elif v >= 15:
        fill = hexc("#F6C36B")
    else:
        fill = palette.lighter(ACCENT, 0.82)
    pygame.draw.rect(surface, fill, cell, border_radius=k.px(4))
    if not marked:
        k.text(surface, str(v), cell.center, L.BODY, palette.WHITE if v >= 21 else palette.TEXT_2, False, "center")


def panic_marker(k: Kit, surface: pygame.Surface, obs: R.State, marker: pygame.Rect) -> None:
    """The panic marker (a red mint with the count on it) on its cell (``panic_places``)."""
    k.mint(surface, marker.center, min(marker.width, marker.height) * 0.5, "red")
    k.text(surface, str(obs.panic), marker.center, L.BODY, palette.WHITE, True, "center")


# --- the county map ------------------------------------------------------------------------------


def map_ground(
    k: Kit, surface: pygame.Surface, obs: R.State, g: dict[str, Any], roads: Any, shadow: bool = True
) -> None:
    """The county map's panel, its name (and Hard Mode's) and the roads between its towns."""
    mr = g["map"]
    k.panel(surface, mr, fill=palette.lighter(ACCENT, 0.9), shadow=shadow)
    x, y = mr.x + k.px(12), mr.y + k.px(6)
    tr = k.text(surface, str(t("Mortimer County")), (x, y), L.BODY, palette.TEXT_2, True)
    hard = str(t("Hard Mode"))
    if obs.hard and g.get("finger", False):  # (table-top mode: in the map's corner, under its name)
        k.text(surface, hard, (x, tr.bottom), L.BODY, RED, True)
    elif obs.hard:
        k.text(surface, "·  " + hard, (tr.right + k.px(10), y), L.BODY, RED, True)
    for road in roads:
        a, b = g["towns"][road.a].center, g["towns"][road.b].center
        pygame.draw.line(surface, palette.lighter(ACCENT, 0.45), a, b, k.px(5))


def town_face(k: Kit, surface: pygame.Surface, t: str, r: pygame.Rect) -> None:
    """A town card (its name in its colour), with no shadow: its track, label and pieces lie over it."""
    fill = hexc(TOWNS[t].colour)
    card(
        k, surface, r, [str(data(TOWNS[t].name))], palette.darker(fill, 0.55) if t == "mintopia" else fill, shadow=False
    )


def town_slot(k: Kit, surface: pygame.Surface, obs: R.State, i: int, s: int, slot: pygame.Rect) -> None:
    """Slot ``s`` of town ``i``'s freshness track: its panic symbols (lit once uncovered), its
    mint, or the Plaque token closing it."""
    symbols = R.SYMBOLS[obs.hard][i]
    mints = obs.mints[i]
    closed = obs.tokens[i] if R.VILLAINS[obs.villain].token == "plaque" else 0
    is_closed = s >= R.SLOTS - closed
    showing = s >= mints
    if is_closed:
        face = palette.darker(palette.PANEL, 0.72)
    else:
        face = hexc("#FBE3E3") if showing and symbols[s] else palette.PANEL
    pygame.draw.rect(surface, face, slot, border_radius=k.px(5))
    pygame.draw.rect(surface, palette.BORDER, slot, max(1, k.px(1.5)), border_radius=k.px(5))
    # panic symbols sit along the bottom of the slot; they light up once uncovered
    n = symbols[s]
    size = min(slot.width * 0.42, k.px(18))
    for j in range(n):
        cx = slot.centerx + (j - (n - 1) / 2) * size * 1.05
        cy = slot.bottom - size * 0.7
        if showing:
            k.blit_icon(surface, "panic", (cx, cy), size / k.scale)
        else:
            half = size / 2
            pygame.draw.polygon(surface, DIM, [(cx, cy - half), (cx + half, cy + half), (cx - half, cy + half)])
    centre = (slot.centerx, slot.y + min(slot.height * 0.36, slot.width * 0.5))
    radius = min(slot.width * 0.36, (slot.height - size * 1.3) * 0.42)
    if s < mints:
        k.mint(surface, centre, radius)
    if is_closed:
        k.mint(surface, centre, radius * 0.9, "red")


def town_label(k: Kit, surface: pygame.Surface, obs: R.State, i: int, row: pygame.Rect) -> pygame.Rect:
    """Town ``i``'s mints out of its open slots and its panic showing, at the right of its ``row``."""
    vis = R.visible(obs, i)
    return k.text(surface, L.town_label(obs, i), (row.right, row.centery), L.BODY, RED if vis else palette.TEXT_2,
                  bool(vis), "midright")  # fmt: skip


def town_tokens(k: Kit, surface: pygame.Surface, n: int, tr: pygame.Rect) -> None:
    """Gorillic's ``n`` tokens on a town, in ``tr`` (``L.token_rect``)."""
    for j in range(n):
        k.mint(surface, (tr.right - k.px(12) - j * k.px(22), tr.centery), k.px(10), "red")


def town_ring(k: Kit, surface: pygame.Surface, r: pygame.Rect) -> None:
    """The red ring round a town the trouble card just revealed hit (``town_ring_rect``)."""
    pygame.draw.rect(surface, RED, town_ring_rect(k, r), k.px(3), border_radius=k.px(8))


def town_ring_rect(k: Kit, r: pygame.Rect) -> pygame.Rect:
    return r.inflate(k.px(4), k.px(4))


def meeple(k: Kit, surface: pygame.Surface, obs: R.State, hero: str, r: pygame.Rect) -> None:
    h = obs.heroes.index(hero)
    fill = colour(hero)
    cx, cy = r.center
    rad = r.width * 0.48
    pygame.draw.circle(surface, palette.darker(palette.TABLE, 0.7), (cx, cy + k.px(2)), rad)
    pygame.draw.circle(surface, fill, (cx, cy), rad)
    pygame.draw.circle(surface, k.player_color(obs.control[h]), (cx, cy), rad, max(2, k.px(3)))
    k.text(surface, initials(hero), (cx, cy), L.BODY, ink(fill), True, "center")
    if h == obs.active and obs.phase != "pick":
        k.star(surface, (r.right - k.px(2), r.y + k.px(2)), k.px(9))


def supply(k: Kit, surface: pygame.Surface, r: pygame.Rect, inside: bool = False) -> None:
    """The white mint supply: a small heap of mints, and its name below (or ``inside``, under
    the heap)."""
    pygame.draw.rect(surface, palette.PANEL, r, border_radius=k.px(10))
    pygame.draw.rect(surface, palette.BORDER, r, max(1, k.px(1.5)), border_radius=k.px(10))
    rad = k.px(16)
    cy = r.y + k.px(28) if inside else r.centery
    for dx, dy in ((-16, 7), (16, 7), (0, -9)):
        k.mint(surface, (r.centerx + k.px(dx), cy + k.px(dy)), rad)
    if inside:
        k.text(surface, supply_words(), (r.centerx, r.bottom - k.px(3)), L.BODY, palette.TEXT_2, False, "midbottom")
    else:
        k.text(surface, supply_words(), (r.centerx, r.bottom + k.px(2)), L.BODY, palette.TEXT_2, False, "midtop")


def supply_words() -> str:
    return str(t("Mint supply"))


def spare_words(owners: int = 0) -> str:
    """The Mint It Up! mints' name, with how many are unspent when ``owners``."""
    return str(t("Mint It Up! ×{n}", n=owners)) if owners else str(t("Mint It Up!"))


def spare(k: Kit, surface: pygame.Surface, obs: R.State, r: pygame.Rect) -> None:
    """The Mint It Up! mints still unspent, ringed in the colour of the seat deciding (or the
    first holder), with their count beside them."""
    owners = [s for s, has in enumerate(obs.spare) if has]
    if not owners:
        return
    seat = R.to_act(obs)
    who = seat if seat in owners else owners[0]
    k.mint(surface, r.center, k.px(18), "sugarfree")
    pygame.draw.circle(surface, k.player_color(who), r.center, k.px(22), k.px(3))
    y = r.centery - L.step(k) // 2
    k.text(surface, spare_words(len(owners)), (r.right + k.px(8), y), L.BODY, palette.TEXT, True)


# --- the villain card and the trouble panel ------------------------------------------------------


def villain(
    k: Kit,
    surface: pygame.Surface,
    obs: R.State,
    r: pygame.Rect,
    rows: list[tuple[str, list[str]]],
    top: int = 1,
    counts: bool = False,
    shadow: bool = True,
) -> None:
    """The villain card: its name, the line under it (on ``top`` lines; with ``counts`` only
    its counts), and its rows."""
    v = VILLAINS[obs.villain]
    body = card(k, surface, r, [str(data(v.name))], palette.darker(ACCENT, 0.8), shadow=shadow)
    x, y, w = body.x + k.px(12), body.y + k.px(8), body.width - k.px(24)
    said = L.villain_top(obs, counts)
    if top > 1:  # (where to start, then the counts)
        first, _, rest = said.partition("  ·  ")
        k.block(surface, f"{first}\n{rest}" if rest else first, pygame.Rect(x, y, w, top * L.step(k)), L.BODY,
                palette.TEXT_2, True)  # fmt: skip
    else:
        k.line(surface, said, (x, y), L.BODY, palette.TEXT_2, True, max_width=w)
    y += top * L.step(k) + k.px(6)
    label_w = max(L.width(k, label, L.BODY, True) for label, _ in rows) + k.px(12)
    for label, text in rows:
        k.text(surface, label, (x, y), L.BODY, ACCENT, True)
        y += lines(k, surface, text, (x + label_w, y), L.BODY, palette.TEXT) + k.px(3)
    if v.token == "decay":  # Decay tokens on the card, in its band
        for j in range(obs.decay):
            k.mint(surface, (r.right - k.px(18) - j * k.px(24), r.y + k.px(L.BAND) // 2), k.px(10), "red")


# --- the dice tray and the hero cards ------------------------------------------------------------


def tray(k: Kit, surface: pygame.Surface, g: dict[str, Any]) -> None:
    """The dice tray's panel (with no shadow: ``panel_shadow``); its head and dice lie over it."""
    k.panel(surface, g["tray"], shadow=False)


def tray_head_rect(k: Kit, g: dict[str, Any]) -> pygame.Rect:
    """Where the tray's head is written (``tray_head``)."""
    t = g["tray"]
    if g.get("die_boxes"):  # (table-top mode: a tall tray, its head on two lines, a row for each die)
        return g["tray_head"]
    return pygame.Rect(t.x + k.px(12), t.y + k.px(8), t.width - k.px(24), L.step(k, L.BODY, True))


def tray_head(k: Kit, surface: pygame.Surface, g: dict[str, Any], head: str) -> None:
    """The tray's head: whose dice they are, or what to do with them."""
    if g.get("die_boxes"):
        k.block(surface, head, g["tray_head"], L.BODY, palette.TEXT_2, True)
    else:
        t = g["tray"]
        k.line(
            surface, head, (t.x + k.px(12), t.y + k.px(8)), L.BODY, palette.TEXT_2, True, max_width=t.width - k.px(24)
        )


def die_words_rect(k: Kit, g: dict[str, Any], i: int, words: str) -> pygame.Rect:
    """Where the words beside die ``i`` go: its room, as high as they need, beside the die's middle."""
    r = g["dice"][i]
    boxes = g.get("die_boxes")
    box = boxes[i] if boxes else L.die_box(k, g["tray"], r)
    need = min(box.height, k.lines_needed(words, L.BODY, box.width) * L.step(k))
    return pygame.Rect(box.x, r.centery - need // 2, box.width, need)


def tray_die(k: Kit, surface: pygame.Surface, obs: R.State, g: dict[str, Any], i: int, words: str) -> None:
    """Action die ``i`` in the tray, with what it would do (``words``)."""
    used = obs.taken[i] >= 0
    fill = palette.lighter(ACCENT, 0.85) if not used else palette.darker(palette.PANEL, 0.86)
    if i == obs.die or i == obs.fixing:
        fill = hexc("#FFF2C2")
    k.die(surface, g["dice"][i], obs.dice[i], fill, palette.TEXT if not used else palette.TEXT_2)
    k.block(surface, words, die_words_rect(k, g, i, words), L.BODY, palette.TEXT_2 if used else palette.TEXT)


def hero_band(k: Kit, cards: Sequence[pygame.Rect], order: Sequence[str]) -> int:
    """The lines of the hero cards' title bands: as many as the longest title takes."""
    return max(
        (len(L.title_lines(k, str(data(HEROES[hero].name)), r.width)) for r, hero in zip(cards, order)), default=1
    )


def hero_face(
    k: Kit,
    surface: pygame.Surface,
    obs: R.State,
    r: pygame.Rect,
    hero: str,
    band: int,
    foot: int | None = None,
    shadow: bool = True,
) -> pygame.Rect:
    """A hero card's face (its title, home town while picked, and feat); returns its body under
    the title band."""
    pick = obs.phase == "pick"
    body = L.hero_parts(k, r, pick)[0]
    words = L.hero_words(k, hero, body, pick, hero in obs.heroes or pick, band, foot)
    return _hero_body(k, surface, hero, body, words, band, shadow)


def hero_inner(k: Kit, hero: str, body: pygame.Rect, band: int) -> pygame.Rect:
    """A hero card's body under its title band (where ``hero_face`` paints it)."""
    height = L.band_height(k, max(band, len(L.title_lines(k, str(data(HEROES[hero].name)), body.width))))
    return pygame.Rect(body.x, body.y + height, body.width, body.height - height)


def hero_foot_rect(k: Kit, inner: pygame.Rect) -> pygame.Rect:
    """Where a hero card's foot (``hero_foot``: two lines at most) lies in its ``inner`` body."""
    top = inner.bottom - k.px(6) - 2 * L.step(k) - k.px(2) - k.px(4)
    return pygame.Rect(inner.x, top, inner.width, inner.bottom - top)


def hero_foot(k: Kit, surface: pygame.Surface, obs: R.State, h: int, inner: pygame.Rect) -> None:
    _seat(k, surface, obs, h, inner, obs.phase == "pick")


def hero_stunt(k: Kit, surface: pygame.Surface, obs: R.State, h: int, r: pygame.Rect) -> None:
    """The stunt card of the hero at place ``h`` (-1: none), with no shadow (``card_shadow``)."""
    _stunt(k, surface, obs, h, r, shadow=False)


def _hero_body(
    k: Kit, surface: pygame.Surface, hero: str, body: pygame.Rect, words: dict[str, Any], band: int, shadow: bool = True
) -> pygame.Rect:
    """A hero card's title band, home town (while picked) and Heroic Feat; returns the body
    under its band."""
    inner = card(k, surface, body, words["title"], palette.darker(colour(hero), 0.85), band=band, shadow=shadow)
    x, y = inner.x + k.px(10), inner.y + k.px(6)
    y += lines(k, surface, words["home"], (x, y), L.BODY, palette.TEXT_2)
    k.text(surface, str(t("Heroic Feat (5)")), (x, y), L.BODY, ACCENT, True)
    y += L.step(k)
    room = pygame.Rect(x, y, words["width"], max(words["room"], L.step(k)))
    k.block(surface, "\n".join(words["feat"]), room, L.BODY, palette.TEXT)
    return inner


def _seat(k: Kit, surface: pygame.Surface, obs: R.State, h: int, inner: pygame.Rect, pick: bool) -> None:
    """The foot of a hero card: the player's token and name, and (in play) where the hero is."""
    seat = obs.control[h]
    line = L.step(k)
    x, w = inner.x + k.px(10), inner.width - k.px(20)
    y = inner.bottom - k.px(6) - line
    if not pick and obs.where[h] >= 0:
        k.line(surface, where_words(obs, h), (x, y), L.BODY, palette.TEXT_2, max_width=w)
        y -= line + k.px(2)
    k.token(surface, (x + k.px(10), y + line // 2), k.px(10), seat)
    k.line(surface, k.seat_name(obs.seats, seat), (x + k.px(26), y), L.BODY, palette.TEXT, True, max_width=w - k.px(26))


def where_words(obs: R.State, h: int) -> str:
    """Where the hero at place ``h`` stands, at the foot of its card."""
    return str(t("in {town}", town=data(TOWNS[R.TOWN_IDS[obs.where[h]]].name)))


def _stunt(k: Kit, surface: pygame.Surface, obs: R.State, h: int, r: pygame.Rect, shadow: bool = True) -> None:
    sid = obs.stunts[h] if h >= 0 else ""
    if not sid:
        pygame.draw.rect(surface, palette.BORDER, r, max(1, k.px(1.5)), border_radius=k.px(6))
        note = t("Force Field in play") if obs.field and h == 0 else t("no stunt")
        k.line(surface, str(note), r.center, L.BODY, palette.TEXT_2, False, "center", r.width - k.px(12))
        return
    words = L.stunt_words(k, sid, r)
    text = words["text"]
    body = card(k, surface, r, words["title"], STUNT_ACCENT, shadow=shadow)
    die = pygame.Rect(body.x + k.px(6), body.y + k.px(6), k.px(34), k.px(34))
    k.die(surface, die, STUNTS[sid].face)
    room = pygame.Rect(die.right + k.px(8), body.y + k.px(4), words["width"], max(words["room"], L.step(k)))
    k.block(surface, "\n".join(text), room, L.BODY, palette.TEXT)


# --- table-top mode: a seat's own strip ----------------------------------------------------------


def seat_band(k: Kit, obs: R.State, g: dict[str, Any]) -> int:
    """The lines of the title bands of a seat's hero cards: as many as its longest title takes."""
    chosen = [(h, body) for h, body, _ in g["slots"] if obs.heroes[h]]
    return max((len(L.title_lines(k, str(data(HEROES[obs.heroes[h]].name)), b.width)) for h, b in chosen), default=1)


def seat_spare(k: Kit, surface: pygame.Surface, seat: int, g: dict[str, Any]) -> None:
    """The seat's Mint It Up! mint, ringed in its colour, with its name under it."""
    r = g["spare"]
    k.mint(surface, r.center, k.px(L.SPARE[0]) * 0.36, "sugarfree")
    pygame.draw.circle(surface, k.player_color(seat), r.center, k.px(L.SPARE[0]) * 0.46, k.px(3))
    k.text(surface, spare_words(), g["spare_label"], L.BODY, palette.TEXT, True, "midtop")


def empty_place(k: Kit, surface: pygame.Surface, place: pygame.Rect) -> None:
    """A hero place of a seat's strip still to pick (its card's and its stunt's room)."""
    k.panel(surface, place, palette.lighter(palette.BORDER, 0.6), palette.BORDER, shadow=False)
    k.block(surface, str(t("A hero still to pick from the board")), place.inflate(-k.px(24), 0), L.BODY,
            palette.TEXT_2, centre=True)  # fmt: skip


def seat_face(k: Kit, surface: pygame.Surface, obs: R.State, h: int, body: pygame.Rect, band: int) -> None:
    """The card of the hero at place ``h`` of a seat's strip (its title and feat), with no shadow."""
    pick = obs.phase == "pick"
    hero = obs.heroes[h]
    _hero_body(k, surface, hero, body, L.hero_words(k, hero, body, pick, True, band, 0 if pick else 1), band, False)


def seat_where_rect(k: Kit, inner: pygame.Rect) -> pygame.Rect:
    """Where ``seat_where`` writes on a hero card's ``inner`` body: its last line, and the margin below."""
    y = inner.bottom - k.px(6) - L.step(k)
    return pygame.Rect(inner.x + k.px(10), y, inner.width - k.px(20), inner.bottom - y)


def seat_where(k: Kit, surface: pygame.Surface, obs: R.State, h: int, inner: pygame.Rect) -> None:
    """Where the hero at place ``h`` stands, on the last line of its card's ``inner`` body."""
    y = inner.bottom - k.px(6) - L.step(k)
    k.line(
        surface, where_words(obs, h), (inner.x + k.px(10), y), L.BODY, palette.TEXT_2, max_width=inner.width - k.px(20)
    )


def ring_rect(k: Kit, body: pygame.Rect) -> pygame.Rect:
    """The rect of the ring round the active hero's card in ``body`` (its width drawn inward)."""
    return body.inflate(k.px(6), k.px(6))


def ring(k: Kit, surface: pygame.Surface, body: pygame.Rect) -> None:
    """The ring round the active hero's card in ``body``."""
    pygame.draw.rect(surface, palette.GOLD, ring_rect(k, body), k.px(3), border_radius=k.px(10))


def seat_stunt(k: Kit, surface: pygame.Surface, obs: R.State, h: int, stunt_r: pygame.Rect) -> None:
    """The stunt beside (or under) the card at place ``h`` of a seat's strip (with no shadow: a
    stunt card's is ``card_shadow``), or while heroes are picked, the room it comes to."""
    if obs.phase == "pick":
        pygame.draw.rect(surface, palette.BORDER, stunt_r, max(1, k.px(1.5)), border_radius=k.px(6))
        k.block(surface, str(t("Its stunt comes once every hero is picked")), stunt_r.inflate(-k.px(16), 0), L.BODY,
                palette.TEXT_2, centre=True)  # fmt: skip
    else:
        _stunt(k, surface, obs, h, stunt_r, shadow=False)
