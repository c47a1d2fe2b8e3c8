"""Mint Knight's map gliding to a new fit when it grows: the move's frame shows the map as it was,
the next paints the new fit's terrain out of sight, then the glide, a part of the board, scales
the new fit's picture from the last camera to the new one; the surfaces it paints into are kept
from one glide to the next; and the table ends as a painting from nothing shows it."""

from __future__ import annotations

import pygame
import pytest

from mint.core.game import Seat
from mint.games.knight import rules as R
from mint.games.knight.actions import Explore
from mint.games.knight.view import KnightView
from mint.games.knight.view_map import EASE_SHARP_PIXELS, HELD_FRAMES, GlideSurfaces, MapEase
from mint.scenes.table import TableScene
from mint.ui.app import App
from mint.ui.hexboard import HexBoard
from mint.ui.kit import Kit
from mint.ui.shots import played_session
from tests.ui.screen_harness import presented_is_fresh

SEATS = (Seat("heuristic"), Seat("heuristic"))
GROWS = 22  #: (seed 5) the bots' 23rd move: the first hero explores, and the map fits anew


def _table(tabletop: bool) -> tuple[App, TableScene, object]:
    whole = played_session("knight", SEATS, {}, 5, GROWS + 1)
    move = whole.actions[GROWS]
    assert isinstance(move, Explore)
    session = played_session("knight", SEATS, {}, 5, GROWS)
    session.seats = tuple(Seat("human", s.name) for s in session.seats)
    app = App((1920, 1080), headless=True)
    app.keep_presented = True
    app.settings.tabletop = tabletop
    table = TableScene(app, session)
    table.results_shown = True
    app.push(table)
    for _ in range(3):
        app.frame(16, [])
    return app, table, move


@pytest.mark.parametrize("tabletop", [False, True], ids=["normal", "table-top"])
def test_the_map_grown_shows_as_it_was_for_two_frames_then_glides(monkeypatch, tabletop):
    """The hex board's terrain is painted in the second frame after the move, where nothing else
    is, and in no other; the map room on screen holds still till the glide's first frame."""
    app, table, move = _table(tabletop)
    view = table.view
    painted: list[int] = []
    paint = HexBoard._paint

    def counted(self, last=None):
        painted.append(len(frames))
        return paint(self, last)

    monkeypatch.setattr(HexBoard, "_paint", counted)
    assert app.presented is not None
    before = app.presented.copy()
    frames: list[pygame.Surface] = []
    table.perform(move, speed=1.0)
    ease = view.map_ease
    assert ease is not None
    for _ in range(HELD_FRAMES + 1):
        app.frame(16, [])
        frames.append(app.presented.copy())
    assert painted == [HELD_FRAMES - 1], "the terrain painted in the frame before the glide's (counted from 0) only"
    assert ease.started and ease.image is not None
    if not tabletop:  # (the map room, on the screen as it is: the board lies upright)
        room = ease.room
        moved = [_changed(before, frame, room) for frame in frames]
        # (the table's marks of the moves now on offer are drawn over it: a hero's ring)
        assert all(m.width * m.height < room.width * room.height / 20 for m in moved[:HELD_FRAMES]), moved
        assert moved[HELD_FRAMES].width * moved[HELD_FRAMES].height > room.width * room.height / 2, moved
    for _ in range(60):
        if view.map_ease is None and not table.motion.busy:
            break
        app.frame(16, [])
    assert view.map_ease is None and painted == [HELD_FRAMES - 1]
    app.frame(16, [])
    assert presented_is_fresh(app)


def _changed(a: pygame.Surface, b: pygame.Surface, room: pygame.Rect) -> pygame.Rect:
    """The bounds of what differs between ``a`` and ``b`` in ``room``."""
    x, y = a.subsurface(room).copy(), b.subsurface(room).copy()
    over, under = x.copy(), y.copy()
    over.blit(y, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    under.blit(x, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    over.blit(under, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    over.set_colorkey((0, 0, 0))
    return over.get_bounding_rect()


def test_the_glide_keeps_its_surfaces_from_one_glide_to_the_next():
    """A second glide paints into the surfaces the first made: they are made and touched in the
    move's frame, not the glide's first."""
    kept = GlideSurfaces()
    room = pygame.Rect(0, 0, 1900, 904)
    surface = pygame.Surface(room.size)
    surface.fill((40, 120, 60))
    kept.ready(surface.subsurface(room))
    picture, scaled = kept.picture, kept.scaled
    assert picture is not None and picture.get_size() == (950, 452)  # (1.7 MPx: kept at half its size)
    for scale0 in (1.3, 1.1):
        ease = MapEase(scale0, (0.0, 0.0), 1.0, (0.0, 0.0), room, kept)
        ease.capture(surface)
        frame = ease.frame(room)
        assert frame is not None
        ease.lay(surface, *frame, room)
        assert kept.picture is picture and kept.scaled is scaled


def test_a_big_map_room_glides_from_a_picture_of_half_its_size():
    """The glide scales the map room's picture every frame: a room of a 4K screen is kept at half
    its size (a whole one took 13-16 ms a frame to smooth-scale), a smaller one whole; either way
    the glide lays it at the room's full size."""
    for size in ((3800, 904), (1100, 800)):
        surface = pygame.Surface(size)
        surface.fill((40, 120, 60))
        ease = MapEase(1.0, (0.0, 0.0), 1.0, (0.0, 0.0), surface.get_rect(), GlideSurfaces())
        ease.capture(surface)
        assert ease.full == size and ease.image is not None
        halved = size[0] * size[1] > EASE_SHARP_PIXELS
        assert ease.image.get_size() == ((size[0] // 2, size[1] // 2) if halved else size)
    view = KnightView(R, Kit(2.0))
    room = pygame.Rect(0, 0, 3800, 904)
    ease = MapEase(0.9, (0.0, 0.0), 1.0, (0.0, 0.0), room, GlideSurfaces(), t=0.05)
    surface = pygame.Surface(room.size)
    surface.fill((40, 120, 60))
    frame = ease.frame(room)
    assert frame is not None
    view._draw_glide(surface, ease, room, frame)
    assert ease.image is not None and ease.image.get_size() == (1900, 452)
    # (the glide's picture, scaled back up, covers the room round its middle as the full one did)
    assert surface.get_at(room.center)[:3] == (40, 120, 60)


def test_the_glide_scales_only_what_lands_in_the_room_into_a_kept_surface():
    """Zoomed out of (the map grown), the glide's picture is bigger than the room: only the part
    of it that lands in the room is scaled, into a surface kept from frame to frame, and the room
    shows what the whole scaled and laid showed, but for where a pixel's rounding moves it."""
    room = pygame.Rect(0, 0, 300, 150)
    painted = pygame.Surface(room.size)
    for x in range(0, 300, 20):  # (stripes a pixel's shift would show)
        pygame.draw.rect(painted, (x % 256, 90, 255 - x % 256), pygame.Rect(x, 0, 10, 150))
    ease = MapEase(1.0, (0.0, 0.0), 1.0, (0.0, 0.0), room, GlideSurfaces())
    ease.capture(painted)
    kept = None
    for size, centre in (((390, 195), (150, 75)), ((350, 175), (155, 70)), ((300, 150), (150, 75))):
        shown = pygame.Surface(room.size)
        laid = ease.lay(shown, size, centre, room)
        assert laid == room
        scaled_now = ease.kept.scaled
        assert scaled_now is not None and (kept is None or scaled_now is kept)
        assert scaled_now.get_width() <= room.width + 8 and scaled_now.get_height() <= room.height + 8
        kept = scaled_now
        scaled = pygame.transform.smoothscale(ease.image, size)
        whole = pygame.Surface(room.size)
        whole.blit(scaled, scaled.get_rect(center=centre))
        a, b = pygame.image.tobytes(shown, "RGB"), pygame.image.tobytes(whole, "RGB")
        # (a part's first pixel falls on the scale's steps a fraction apart from the whole's: edges
        # are blended a quarter of a pixel otherwise, and nothing else differs)
        diffs = [abs(p - q) for p, q in zip(a, b)]
        assert max(diffs) <= 80 and sum(diffs) / len(diffs) < 3.0, (size, max(diffs), sum(diffs) / len(diffs))
        if size == room.size:
            assert a == b, "laid whole where it fits the room"


def test_where_the_glides_picture_does_not_reach_the_room_shows_its_ground():
    """Zoomed into (the map shrunk), the picture is smaller than the room at first: the room round
    it is the room's ground, and only there is the room filled."""
    view = KnightView(R, Kit(1.0))
    room = pygame.Rect(10, 10, 300, 150)
    surface = pygame.Surface((320, 170))
    surface.fill((255, 0, 255))
    painted = surface.subsurface(room)
    painted.fill((40, 120, 60))
    ease = MapEase(0.5, (0.0, 0.0), 1.0, (0.0, 0.0), room, GlideSurfaces())
    frame = ease.frame(room)
    assert frame is not None and frame[0][0] < room.width
    view._draw_glide(surface, ease, room, frame)
    assert surface.get_at((room.x + 2, room.centery))[:3] != (40, 120, 60)  # (the ground)
    assert surface.get_at(room.center)[:3] == (40, 120, 60)
    assert surface.get_at((5, 5))[:3] == (255, 0, 255)  # (nothing outside the room)
