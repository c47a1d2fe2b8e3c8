"""The rows and columns of Mint Knight's table: its sizes at 1080p, and where the map, the right
column's panels and the hand row lie for one rect, scale and number of heroes (``table_geo``).
Nothing here draws.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from mint.core.spots import Spot
from mint.games.knight.view_faces import HAND_CARD_PX
from mint.ui.kit import Kit
from mint.ui.view_api import Shape

CARD_ASPECT = 0.64  #: width / height of an action, unit, spell, artifact or skill card
SOURCE_TAB_PX = 20  #: the gold tab under each source card, px at 1080p
HAND_RAISE = 0.08  #: a played card slides up by this share of its height
# The rows of the right column, px at 1080p: the tracks, the offerings (cards SMALL_CARD_PX tall),
# the rewards (two rows of chips, at least), the turn's points and the drop zones (one row of
# zones, or two when there are many of them).
TRACKS_H, MIDDLE_H, REWARDS_H, POINTS_H, ZONES_H = 100.0, 246.0, 145.0, 46.0, 124.0
POINTS_SIDE_H = 76.0  #: the points by the hand, narrower: two lines
UNIT_SHARE = 0.54  #: of the offerings row, the unit offering's (a unit's name is longer than a spell's)
HEAL_UNIT_SHARE = 0.52  #: ... while the cards to heal lie beside it (their chips want the width)
CARD_MAX_ASPECT = 0.68  #: an offered card is never wider than this times its height
CHIP_W, CHIP_MAX_W = 190, 300  #: a reward chip's least and greatest width (a name at 18 px fits)
ZONES_SIDE_W = 440  #: room right of a solo hand that takes the points and the zones (else the right column does)
CHIP_MAX_H = 160  #: a reward chip's greatest height (a tall rewards row takes more rows of chips)
ZONE_W, ZONE_MAX_W = 96, 170  #: a drop zone's least width in one row ("Influence" in plain type), and greatest


def px_rect(x: float, y: float, w: float, h: float) -> pygame.Rect:
    """A whole-pixel rect, at least 1 px each way."""
    return pygame.Rect(round(x), round(y), max(1, round(w)), max(1, round(h)))


@dataclass
class HeroGeo:
    """One hero's places in the hand row and the rewards row."""

    seat: int
    area: pygame.Rect  #: its part of the hand row
    deck: pygame.Rect
    discard: pygame.Rect
    hand: pygame.Rect
    rewards: pygame.Rect  #: its part of the rewards row (units, spells, artifacts)
    compact: bool = False  #: co-op, not this hero's turn: the hand is a list of names


@dataclass
class Geo:
    """The table's rows and columns for one rect, scale and number of heroes."""

    rect: pygame.Rect
    map_room: pygame.Rect
    right: pygame.Rect
    tracks: pygame.Rect  #: round track, experience, terrain deck
    round_box: pygame.Rect
    xp_box: pygame.Rect
    terrain_box: pygame.Rect
    middle: pygame.Rect  #: the offerings, or the combat, or the heal choices
    rewards: pygame.Rect  #: units, spells, artifacts and skills
    skills: pygame.Rect
    points: pygame.Rect  #: the turn's points and mana
    zones: pygame.Rect  #: the drop zones
    hand_row: pygame.Rect
    heroes: tuple[HeroGeo, ...]


@dataclass
class Placed:
    """Where this observation's pieces lie (computed on each layout)."""

    hexes: dict[int, Shape] = field(default_factory=dict)
    ghosts: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)
    card_rects: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)
    heroes: dict[int, tuple[tuple[float, float], float]] = field(default_factory=dict)  #: seat -> (centre, radius)
    zones: dict[str, pygame.Rect] = field(default_factory=dict)
    zone_groups: dict[str, pygame.Rect] = field(default_factory=dict)
    unit_offer: list[pygame.Rect] = field(default_factory=list)
    spell_offer: list[pygame.Rect] = field(default_factory=list)
    unit_offer_box: pygame.Rect | None = None
    spell_offer_box: pygame.Rect | None = None
    heal_box: pygame.Rect | None = None
    heal_cards: dict[Spot, pygame.Rect] = field(default_factory=dict)
    artifact_box: pygame.Rect | None = None
    artifact_cards: dict[str, pygame.Rect] = field(default_factory=dict)
    combat: pygame.Rect | None = None
    level_up: pygame.Rect | None = None  #: a level-up's flip choice: each candidate's two sides
    forecast: pygame.Rect | None = None  #: in a combat: where the fight read ahead is said
    rewards: dict[Spot, pygame.Rect] = field(default_factory=dict)  #: unit, spell, artifact, skill cards
    unit_slots: dict[int, list[pygame.Rect]] = field(default_factory=dict)  #: seat -> empty unit spots
    unit_areas: dict[int, pygame.Rect] = field(default_factory=dict)
    skills_box: pygame.Rect | None = None


def table_geo(k: Kit, rect: pygame.Rect, n: int, acting: int, most: int = 5) -> Geo:
    """The map takes the left column, the panels the right one, the hand row the bottom: under
    the panels only while a solo hand (``most`` cards) fits there side by side, so the map
    keeps the whole height; else along the whole bottom (each card's words stay readable).
    A solo hand along the whole bottom leaves room on its right: there go the turn's points
    and the drop zones, right by the cards they take, and the rewards take their rows."""
    u = k.scale
    g = max(2, k.px(10))
    tab = SOURCE_TAB_PX * u
    hand_h = min(rect.height * 0.3, (HAND_CARD_PX * (1 + HAND_RAISE) + SOURCE_TAB_PX) * u)
    top_h = rect.height - hand_h - g
    map_w = max(rect.width * 0.3, min(rect.width * 0.4, 580 * u))
    card_w = (hand_h - tab) / (1 + HAND_RAISE) * CARD_ASPECT
    piles = (hand_h - 2 * k.px(24) - g) / 2 * CARD_ASPECT + k.px(4) + 2 * g  # as laid out below
    hand_w = piles + most * card_w + (most - 1) * k.px(8) + 2
    narrow = n == 1 and hand_w <= rect.right - map_w - g
    side_w = rect.width - hand_w - 2 * g
    beside = n == 1 and not narrow and side_w >= ZONES_SIDE_W * u  # the zones by the hand
    map_room = px_rect(rect.x, rect.y, map_w, rect.height if narrow else top_h)
    right = px_rect(map_room.right + g, rect.y, rect.right - map_room.right - g, top_h)
    rows = [TRACKS_H, MIDDLE_H, 0.0, *((0.0, 0.0) if beside else (POINTS_H, ZONES_H))]
    gaps = (2 if beside else 4) * g
    free = top_h - sum(rows) * u - gaps
    if free < REWARDS_H * u:  # a short room: every row gives up a share
        f = max(0.5, (top_h - gaps - REWARDS_H * u) / (sum(rows) * u))
        rows = [r * f for r in rows]
        free = top_h - sum(rows) * u - gaps
    ys = []
    y = float(right.y)
    for h in (rows[0] * u, rows[1] * u, free, rows[3] * u, rows[4] * u):
        ys.append((y, h))
        y += h + g
    tracks = px_rect(right.x, ys[0][0], right.width, ys[0][1])
    middle = px_rect(right.x, ys[1][0], right.width, ys[1][1])
    rewards = px_rect(right.x, ys[2][0], right.width, ys[2][1])
    points = px_rect(right.x, ys[3][0], right.width, ys[3][1])
    zones = px_rect(right.x, ys[4][0], right.width, ys[4][1])
    if beside:  # the turn's points and the zones, in the hand row's room right of the hand
        side = px_rect(rect.right - side_w, rect.bottom - hand_h, side_w, hand_h)
        points = px_rect(side.x, side.y, side.width, POINTS_SIDE_H * u)
        zones = px_rect(side.x, points.bottom + g, side.width, side.bottom - points.bottom - g)
    tw = tracks.width
    round_box = px_rect(tracks.x, tracks.y, tw * 0.3 - g / 2, tracks.height)
    terrain_box = px_rect(tracks.right - tw * 0.2 + g / 2, tracks.y, tw * 0.2 - g / 2, tracks.height)
    xp_box = px_rect(round_box.right + g, tracks.y, terrain_box.x - round_box.right - 2 * g, tracks.height)
    skills_w = rewards.width * (0.24 if n == 1 else 0.2)
    skills = px_rect(rewards.right - skills_w, rewards.y, skills_w, rewards.height)
    per_reward = (skills.x - g - rewards.x - (n - 1) * g) / n
    hand_x = right.x if narrow else rect.x
    hand_right = rect.right - side_w - g if beside else rect.right
    hand_row = px_rect(hand_x, rect.bottom - hand_h, hand_right - hand_x, hand_h)
    heroes = []
    other_w = max(rect.width * 0.19, 250 * u)  # co-op: the other hero's hand, as a list
    x = float(hand_row.x)
    for i in range(n):
        width = hand_row.width if n == 1 else (other_w if i != acting else hand_row.width - other_w - 2 * g)
        area = px_rect(x, hand_row.y, width, hand_row.height)
        x += width + 2 * g
        row = px_rect(rewards.x + i * (per_reward + g), rewards.y, per_reward, rewards.height)
        if n > 1 and i != acting:  # a list of the cards, its deck and discard counts on top
            head = k.px(28)
            deck = px_rect(area.right - 2 * head * 3.2 - g, area.y, head * 3.2, head)
            discard = px_rect(area.right - head * 3.2, area.y, head * 3.2, head)
            hand = px_rect(area.x, area.y + head + g // 2, area.width, area.height - head - g // 2)
            heroes.append(HeroGeo(i, area, deck, discard, hand, row, compact=True))
            continue
        tag = k.px(24)  # the deck over the discard pile, each under its count
        pile_h = (area.height - 2 * tag - g) / 2
        deck = px_rect(area.x + k.px(4), area.y + tag, pile_h * CARD_ASPECT, pile_h)
        discard = px_rect(deck.x, deck.bottom + tag + g, deck.width, pile_h)
        hand = px_rect(deck.right + 2 * g, area.y, area.right - deck.right - 2 * g, area.height - tab)
        heroes.append(HeroGeo(i, area, deck, discard, hand, row))
    return Geo(
        rect,
        map_room,
        right,
        tracks,
        round_box,
        xp_box,
        terrain_box,
        middle,
        rewards,
        skills,
        points,
        zones,
        hand_row,
        tuple(heroes),
    )
