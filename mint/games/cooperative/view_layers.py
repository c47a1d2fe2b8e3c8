"""The Mint Cooperative table kept in layers: each part of it (the panic track, the map's ground,
each town card, the villain card, the trouble panel, the dice tray, each hero card, each hero
place of a seat's strip) is painted once and blitted again until what it shows changes.

The parts are painted by ``mint.ui.layers``. A card's shadow reaches its neighbours, so it is a part
of its own that keeps no pixels: a card that changes does not make its neighbours paint again.
What a move changes on a card or panel that stays is laid over it in small parts that keep no
pixels either, painted again only where they changed: the panic track's count, cells and marker;
each town's slots, label, tokens, red ring and the heroes' pieces; the tray's head and dice; the
trouble panel's deck, roll and revealed cards (``view_trouble``); the active hero's ring in four
sides; on a strip, where the hero stands. The kept pictures take about 27 MiB at 3840x2160.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Hashable, Sequence

import pygame

from mint.games.cooperative import rules as R
from mint.games.cooperative import view_draw as D
from mint.games.cooperative import view_layout as L
from mint.games.cooperative import view_trouble as VT
from mint.ui.kit import Kit
from mint.ui.layers import Part


def margin(k: Kit) -> int:
    """How much the area of a part with no card of its own grows its rect by (twice its reach)."""
    return 2 * (6 + k.px(6))


def reach(k: Kit, rect: pygame.Rect) -> pygame.Rect:
    """Where the shadow of a card or panel in ``rect`` falls (``Kit.shadow``: a big panel's is a
    flat edge below it, a smaller one's spreads 6 px round it, moved down a little)."""
    off = k.px(3)
    if rect.width * rect.height > 250_000:
        return rect.move(0, off)
    return pygame.Rect(rect.x - 6, rect.y - 6 + off, rect.width + 12, rect.height + 12)


def framed(
    k: Kit, name: Hashable, shape: Any, rect: pygame.Rect, cast: Callable[[], Any], key: Any, area: pygame.Rect,
    paint: Callable[[], Any],
) -> list[Part]:  # fmt: skip
    """A card's shadow and the card on it as two parts: the shadow, which reaches its neighbours
    and never changes, and the card (``paint`` with no shadow), which may change and does not."""
    return [
        Part((name, "shadow"), (shape, tuple(rect)), reach(k, rect), cast, kept=False),
        Part(name, key, area, paint),
    ]


def _text_box(k: Kit, text: str, pos: tuple[int, int], anchor: str, bold: bool = False) -> pygame.Rect:
    box = pygame.Rect(0, 0, L.width(k, text, L.BODY, bold), L.step(k, L.BODY, bold))
    setattr(box, anchor, pos)
    return box.inflate(k.px(4), k.px(4))


def map_parts(k: Kit, surface: pygame.Surface, obs: R.State, g: dict[str, Any], roads: Any, shape: Any) -> list[Part]:
    """The county map: its ground, each town with the pieces in it, the supply, the spare mints."""
    m = margin(k)
    finger = g.get("finger", False)
    meeples = L.meeple_rects(k, obs, g["towns"], finger)
    pick = obs.phase == "pick"
    mr = g["map"]
    paint = partial(D.map_ground, k, surface, obs, g, roads, shadow=False)
    parts = framed(k, "ground", shape, mr, partial(D.panel_shadow, k, surface, mr), (shape, obs.hard), mr, paint)
    lit = obs.shown[-1].towns if obs.shown and obs.phase in D._REVEALED else ()
    for i, t in enumerate(R.TOWN_IDS):
        here = tuple(
            (hero, tuple(r), obs.control[h], h == obs.active and not pick)
            for hero, r in meeples.items()
            for h in (obs.heroes.index(hero),)
            if obs.where[h] == i
        )
        r = g["towns"][t]
        cast = partial(D.card_shadow, k, surface, r)
        parts += framed(k, ("town", t), shape, r, cast, (shape, t), r, partial(D.town_face, k, surface, t, r))
        parts += town_parts(k, surface, obs, g, i, t in lit, here, shape)
    s = g["supply"]
    if finger:
        supply_area = s.inflate(m, m)
    else:
        label = _text_box(k, D.supply_words(), (s.centerx, s.bottom + k.px(2)), "midtop")
        supply_area = s.inflate(m, m).union(label)
    parts.append(Part("supply", (shape,), supply_area, partial(D.supply, k, surface, s, finger)))
    owners = tuple(seat for seat, has in enumerate(obs.spare) if has)
    if g["spare"] is not None and owners:
        r = g["spare"]
        seat = R.to_act(obs)
        who = seat if seat in owners else owners[0]
        said = D.spare_words(len(owners))
        area = r.inflate(m, m).union(
            _text_box(k, said, (r.right + k.px(8), r.centery - L.step(k) // 2), "topleft", True)
        )
        parts.append(Part("spare", (shape, owners, who), area, partial(D.spare, k, surface, obs, r)))
    return parts


def town_parts(
    k: Kit, surface: pygame.Surface, obs: R.State, g: dict[str, Any], i: int, lit: bool, here: Sequence[Any],
    shape: Any,
) -> list[Part]:  # fmt: skip
    """Over town ``i``'s card: each slot of its track, its label, Gorillic's tokens on it, the red
    ring (four sides) while the trouble card just revealed hits it, and the heroes' pieces in it
    (``here``: each hero, its rect, its player and whether it is active), so that a mint or a
    hero coming or going paints again a slot, the label or a piece, not the card."""
    t = R.TOWN_IDS[i]
    r = g["towns"][t]
    finger = g.get("finger", False)
    on = L.town_parts(k, r, finger)
    closed = obs.tokens[i] if R.VILLAINS[obs.villain].token == "plaque" else 0
    parts = []
    for s, slot in enumerate(on["slots"]):
        key = (shape, t, s, obs.hard, s < obs.mints[i], s >= R.SLOTS - closed)
        parts.append(
            Part(("slot", t, s), key, slot.inflate(2, 2), partial(D.town_slot, k, surface, obs, i, s, slot), False)
        )
    vis = R.visible(obs, i)
    label = k.render(L.town_label(obs, i), L.BODY, D.RED, bool(vis)).get_rect(midright=on["row"].midright)
    paint: Callable[[], Any] = partial(D.town_label, k, surface, obs, i, on["row"])
    parts.append(Part(("label", t), (shape, L.town_label(obs, i), vis), label, paint, kept=False))
    if obs.tokens[i] and R.VILLAINS[obs.villain].token == "gorillic":
        tr = L.token_rect(k, obs, r, i, finger)
        paint = partial(D.town_tokens, k, surface, obs.tokens[i], tr)
        parts.append(Part(("tokens", t), (shape, obs.tokens[i], tuple(tr)), tr.inflate(2, 2), paint, kept=False))
    if lit:
        paint = partial(D.town_ring, k, surface, r)
        sides = ring_sides(D.town_ring_rect(k, r), k.px(3), k.px(8))
        parts += [Part(("lit", t, n), (shape,), side, paint, kept=False) for n, side in enumerate(sides)]
    for hero, rect, seat, active in here:
        m = pygame.Rect(rect)
        area = m.inflate(2, 2).union(m.move(0, k.px(2)).inflate(2, 2))  # (its shade below it)
        if active:  # (and the star at its top right)
            area.union_ip(
                pygame.Rect(0, 0, 2 * k.px(9) + 3, 2 * k.px(9) + 3).move(
                    m.right - k.px(2) - k.px(9) - 1, m.y + k.px(2) - k.px(9) - 1
                )
            )
        paint = partial(D.meeple, k, surface, obs, hero, m)
        parts.append(Part(("meeple", hero), (shape, rect, seat, active), area, paint, kept=False))
    return parts


def panic_parts(k: Kit, surface: pygame.Surface, obs: R.State, r: pygame.Rect, shape: Any) -> list[Part]:
    """The panic track in ``r``: its panel and name, which stay; over them its count, each cell
    and the marker, so that the panic rising paints again the count, two cells and the marker."""
    at, cells, marker = D.panic_places(k, obs, r)
    paint: Callable[[], Any] = partial(D.panic_ground, k, surface, r)
    parts = framed(k, "panic", shape, r, partial(D.panel_shadow, k, surface, r), (shape,), r, paint)
    count = pygame.Rect(at, k.font(L.NUMBER, True).size(f"{obs.panic} / {R.PANIC_LOSS}"))
    paint = partial(D.panic_count, k, surface, obs, at)
    parts.append(Part(("panic", "count"), (shape, obs.panic), count, paint, kept=False))
    for v, cell in enumerate(cells):
        area = cell.union(_centred(k, str(v), cell.center, False))
        paint = partial(D.panic_cell, k, surface, v, cell, v == obs.panic)
        parts.append(Part(("panic", v), (shape, tuple(cell), v == obs.panic), area, paint, kept=False))
    area = marker.inflate(4, 4).union(marker.move(0, k.px(2)).inflate(4, 4))  # (the mint and its shade)
    area.union_ip(_centred(k, str(obs.panic), marker.center, True))
    paint = partial(D.panic_marker, k, surface, obs, marker)
    return [*parts, Part(("panic", "marker"), (shape, tuple(marker), obs.panic), area, paint, kept=False)]


def tray_parts(
    k: Kit, surface: pygame.Surface, obs: R.State, g: dict[str, Any], shape: Any, head: str, words: list[str]
) -> list[Part]:
    """The dice tray: its panel, which stays; over it its head, and each die with its words (a
    die taken, or the next hero to take one, paints again those it changed)."""
    r = g["tray"]
    parts = framed(
        k, "tray", shape, r, partial(D.panel_shadow, k, surface, r), (shape,), r, partial(D.tray, k, surface, g)
    )
    paint: Callable[[], Any] = partial(D.tray_head, k, surface, g, head)
    parts.append(Part(("tray", "head"), (shape, head), D.tray_head_rect(k, g).inflate(2, 2), paint, kept=False))
    for i, (die, said) in enumerate(zip(g["dice"], words)):
        key = (shape, said, obs.dice[i], obs.taken[i] >= 0, i in (obs.die, obs.fixing))
        area = die.union(D.die_words_rect(k, g, i, said).inflate(2, 2))
        parts.append(Part(("die", i), key, area, partial(D.tray_die, k, surface, obs, g, i, said), kept=False))
    return parts


def _centred(k: Kit, text: str, centre: tuple[int, int], bold: bool) -> pygame.Rect:
    """Where ``text`` (body size) lies drawn with its middle at ``centre``."""
    box = pygame.Rect((0, 0), k.font(L.BODY, bold, text).size(text))
    box.center = centre
    return box


def table_parts(
    k: Kit,
    surface: pygame.Surface,
    obs: R.State,
    g: dict[str, Any],
    roads: Any,
    shape: Any,
    dice_words: Callable[[], tuple[str, list[str]]],
    order: Sequence[str],
    foot: int | None = None,
) -> list[Part]:
    """The parts of the whole table (or of table-top mode's shared board, ``g["finger"]``), in
    the order they are painted; ``order`` names the hero cards in ``g["hero_cards"]``."""
    parts: list[Part] = []
    if g["panic"] is not None:
        parts += panic_parts(k, surface, obs, g["panic"], shape)
    parts += map_parts(k, surface, obs, g, roads, shape)
    tabletop = g.get("finger", False)
    top, counts = (g["villain_top"], g["villain_counts"]) if tabletop else (1, False)
    r = g["villain"]
    key: Any = (shape, L.villain_top(obs, counts), obs.decay)
    paint = partial(D.villain, k, surface, obs, r, g["villain_rows"], top, counts, shadow=False)
    parts += framed(k, "villain", shape, r, partial(D.card_shadow, k, surface, r), key, r, paint)
    pick = obs.phase == "pick"
    if not (tabletop and pick):
        r = g["cards"]
        paint = partial(VT.ground, k, surface, g)
        parts += framed(k, "trouble", shape, r, partial(D.panel_shadow, k, surface, r), (shape,), r, paint)
        parts += VT.trouble_parts(k, surface, obs, g, shape)
        parts += tray_parts(k, surface, obs, g, shape, *dice_words())
        if tabletop:
            return parts
    band = D.hero_band(k, g["hero_cards"], order)
    for j, (r, hero) in enumerate(zip(g["hero_cards"], order, strict=False)):
        parts += hero_parts(k, surface, obs, ("hero", j), r, hero, band, foot, shape)
    return parts


def hero_parts(
    k: Kit,
    surface: pygame.Surface,
    obs: R.State,
    name: Hashable,
    r: pygame.Rect,
    hero: str,
    band: int,
    foot: int | None,
    shape: Any,
) -> list[Part]:
    """A hero card in ``r``: its shadow, its face (which stays while the hero is played), its foot
    (the player, and where the hero is), the active hero's ring, and its stunt card below."""
    pick = obs.phase == "pick"
    body, stunt = L.hero_parts(k, r, pick)
    key = (shape, band, foot, tuple(r), hero, pick, hero in obs.heroes or pick)
    paint: Callable[[], Any] = partial(D.hero_face, k, surface, obs, r, hero, band, foot, shadow=False)
    parts = framed(k, name, shape, body, partial(D.card_shadow, k, surface, body), key, body, paint)
    if hero in obs.heroes:
        h = obs.heroes.index(hero)
        inner = D.hero_inner(k, hero, body, band)
        seat = obs.control[h]
        said: Any = (key, seat, k.seat_name(obs.seats, seat), obs.where[h])
        paint = partial(D.hero_foot, k, surface, obs, h, inner)
        parts.append(Part((name, "foot"), said, D.hero_foot_rect(k, inner), paint))
        if h == obs.active and not pick:
            parts += ring_parts(k, surface, name, key, body)
    else:
        h = -1
    if not pick:
        sid = obs.stunts[h] if h >= 0 else ""
        cast = partial(D.card_shadow, k, surface, stunt) if sid else _nothing  # (the room for a stunt casts none)
        paint = partial(D.hero_stunt, k, surface, obs, h, stunt)
        parts += framed(
            k, (name, "stunt"), (shape, bool(sid)), stunt, cast, (key, sid, obs.field and h == 0), stunt, paint
        )
    return parts


def ring_parts(k: Kit, surface: pygame.Surface, name: Hashable, key: Any, body: pygame.Rect) -> list[Part]:
    """The ring round the active hero's card in ``body``, in four sides (``ring_sides``): the turn
    passing paints again only them, not the card (nor the stunt card beside or under it, whose
    shadow, which the ring may reach, is a part of its own)."""
    paint = partial(D.ring, k, surface, body)
    sides = ring_sides(D.ring_rect(k, body), k.px(3), k.px(10))
    return [Part((name, "ring", n), key, side, paint, kept=False) for n, side in enumerate(sides)]


def seat_parts(k: Kit, surface: pygame.Surface, obs: R.State, seat: int, g: dict[str, Any], shape: Any) -> list[Part]:
    """A seat's strip in table-top mode: each hero place (``place_parts``), then its Mint It Up! mint."""
    m = margin(k)
    band = D.seat_band(k, obs, g)
    parts: list[Part] = []
    for h, body, stunt_r in g["slots"]:
        parts += place_parts(k, surface, obs, h, body, stunt_r, band, shape)
    if g["spare"] is not None:
        r = g["spare"]
        area = r.inflate(m, m).union(_text_box(k, D.spare_words(), g["spare_label"], "midtop", True))
        parts.append(Part("spare", (shape,), area, partial(D.seat_spare, k, surface, seat, g)))
    return parts


def place_parts(
    k: Kit, surface: pygame.Surface, obs: R.State, h: int, body: pygame.Rect, stunt_r: pygame.Rect, band: int,
    shape: Any,
) -> list[Part]:  # fmt: skip
    """A hero place of a seat's strip: the card's shadow and face, which stay while the hero is
    played; over the face, where the hero stands; the active hero's ring in four sides (round the
    face, over none of it but its rounded corners); and the stunt, its shadow apart (it reaches
    the ring at some sizes). A move paints again only the
    few of them it changed. A place still to pick is one part."""
    hero = obs.heroes[h]
    if not hero:  # (an empty place casts no shadow)
        paint: Callable[[], Any] = partial(D.empty_place, k, surface, body.union(stunt_r))
        return [Part(("slot", h), (shape, "empty"), body.union(stunt_r), paint)]
    pick = obs.phase == "pick"
    key = (shape, h, hero, pick, band)
    cast: Callable[[], Any] = partial(D.card_shadow, k, surface, body)
    parts = framed(k, ("slot", h), shape, body, cast, key, body, partial(D.seat_face, k, surface, obs, h, body, band))
    if not pick and obs.where[h] >= 0:
        inner = D.hero_inner(k, hero, body, band)
        paint = partial(D.seat_where, k, surface, obs, h, inner)
        parts.append(Part(("where", h), (key, obs.where[h]), D.seat_where_rect(k, inner), paint, kept=False))
    if h == obs.active and not pick:
        parts += ring_parts(k, surface, ("slot", h), key, body)
    card = not pick and bool(obs.stunts[h])  # (a stunt card casts a shadow, the room for one none)
    cast = partial(D.card_shadow, k, surface, stunt_r) if card else _nothing
    paint = partial(D.seat_stunt, k, surface, obs, h, stunt_r)
    return parts + framed(
        k, ("stunt", h), (shape, card), stunt_r, cast, (key, obs.stunts[h], obs.field and h == 0), stunt_r, paint
    )


def ring_sides(r: pygame.Rect, wide: int, radius: int) -> list[pygame.Rect]:
    """Where a ring drawn ``wide`` px wide inside ``r`` with corners of ``radius`` lies, in four
    rects that do not overlap: its left and right sides with the rounded corners, and its top and
    bottom between them (which, round a hero's card, the line saying where the hero stands does
    not reach)."""
    side = max(wide, radius)
    top = pygame.Rect(r.x + side, r.y, r.width - 2 * side, wide)
    return [pygame.Rect(r.x, r.y, side, r.height), pygame.Rect(r.right - side, r.y, side, r.height), top,
            top.move(0, r.height - wide)]  # fmt: skip


def _nothing() -> None:
    pass
