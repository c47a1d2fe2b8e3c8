"""The shared card widgets: a hand, a row or offer, a deck, two-sided cards, hover and long press."""

from __future__ import annotations

import itertools
import zlib

import pygame
import pytest

from mint.ui import palette
from mint.ui.cardface import MIN_NUMBER, MIN_TEXT, TOUCH, Card, CardPainter
from mint.ui.cardmotion import FLIP_S, GLIDE_S
from mint.ui.cards import HOVER_S, LONG_PRESS_S, Deck, Hand, Row, Zoom
from mint.ui.kit import Kit

SCALE = 720 / 1080  # a 1280x720 window


class RecordingKit(Kit):
    """A kit that remembers every line of text it renders, with its size."""

    def __init__(self, scale: float) -> None:
        super().__init__(scale)
        self.lines: list[tuple[str, float]] = []

    def render(self, text, size=18, color=palette.TEXT, bold=False):
        self.lines.append((text, size))
        return super().render(text, size, color, bold)


def colour_of(face, side=0) -> tuple[int, int, int]:
    """Each face (and side) paints its own flat colour, so a pixel tells which card is on top."""
    i = zlib.crc32(repr((face, side)).encode()) % 997
    return (40 + i * 37 % 180, 40 + i * 91 % 180, 40 + i * 53 % 180)


def flat_face(kit, surface, rect, face, side):
    pygame.draw.rect(surface, colour_of(face, side), rect)


def halves_face(kit, surface, rect, face, side):
    """Top half red, bottom half blue: a card read the other way up swaps them."""
    pygame.draw.rect(surface, (200, 30, 30), (rect.x, rect.y, rect.width, rect.height // 2))
    pygame.draw.rect(surface, (30, 30, 200), (rect.x, rect.centery, rect.width, rect.height - rect.height // 2))


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def painter(face=flat_face, kit=None, **kw) -> CardPainter:
    return CardPainter(kit or Kit(SCALE), face, **kw)


def cards(n, **kw) -> list[Card]:
    return [Card(f"c{i}", f"face{i}", **kw) for i in range(n)]


def px_colour(surface, pos):
    return tuple(surface.get_at((int(pos[0]), int(pos[1]))))[:3]


def near(a, b, tol=4) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a, b, strict=True))


def inside(inner: pygame.Rect, outer: pygame.Rect) -> bool:
    return outer.contains(inner)


# --- hand ---------------------------------------------------------------------------------------


def test_a_hand_that_fits_keeps_gaps_between_cards_inside_its_rect():
    hand = Hand(painter())
    rect = pygame.Rect(20, 400, 1000, 260)
    lay = hand.layout(cards(5), rect)
    assert not lay.overlap
    rs = [lay.rects[f"c{i}"] for i in range(5)]
    assert all(inside(r, rect) for r in rs)
    assert all(a.right < b.left for a, b in itertools.pairwise(rs))  # in order, with a gap
    assert lay.hits == lay.rects


def test_a_tight_hand_overlaps_and_every_card_keeps_a_strip_a_finger_can_hit():
    kit = Kit(SCALE)
    hand = Hand(painter(kit=kit))
    rect = pygame.Rect(20, 400, 700, 260)
    lay = hand.layout(cards(12), rect)
    assert lay.overlap
    assert all(inside(r, rect) for r in lay.rects.values())
    hits = list(lay.hits.values())
    assert all(h.width >= kit.px(TOUCH) for h in hits)
    assert all(not a.colliderect(b) for a, b in itertools.combinations(hits, 2))
    assert all(inside(lay.hits[c], lay.rects[c]) for c in lay.rects)


def test_a_hand_too_full_for_its_cards_shrinks_them_to_keep_the_strips():
    kit = Kit(SCALE)
    hand = Hand(painter(kit=kit))
    rect = pygame.Rect(0, 0, 600, 300)
    roomy = hand.layout(cards(4), rect).card_size
    tight = Hand(painter(kit=kit)).layout(cards(17), rect)
    assert tight.card_size[0] < roomy[0]
    assert min(h.width for h in tight.hits.values()) >= kit.px(TOUCH)
    assert all(inside(r, rect) for r in tight.rects.values())


def test_hit_picks_the_card_drawn_on_top():
    hand = Hand(painter())
    rect = pygame.Rect(20, 300, 600, 260)
    lay = hand.layout(cards(8), rect)
    surface = pygame.Surface((800, 600))
    surface.fill(palette.TABLE)
    hand.draw(surface)
    for i in range(7):
        a, b = lay.rects[f"c{i}"], lay.rects[f"c{i + 1}"]
        strip = (a.x + (b.x - a.x) // 2, a.centery)  # only card i there
        shared = (b.x + 4, a.centery)  # card i+1 lies over card i here
        assert hand.hit(strip) == f"c{i}"
        assert hand.hit(shared) == f"c{i + 1}"
        assert px_colour(surface, strip) == colour_of(f"face{i}")
        assert px_colour(surface, shared) == colour_of(f"face{i + 1}")
        # the disjoint hit rects a view hands to the table agree
        assert [c for c, r in lay.hits.items() if r.collidepoint(strip)] == [f"c{i}"]
    assert hand.hit((rect.x - 5, rect.centery)) is None


def test_played_cards_slide_up_and_the_others_stay_put():
    rect = pygame.Rect(20, 300, 900, 300)
    flat = Hand(painter()).layout(cards(5), rect)
    hand = Hand(painter())
    played = cards(5)
    played[2] = Card("c2", "face2", raised=True)
    lay = hand.layout(played, rect)
    up = lay.rects["c2"]
    assert up.y < flat.rects["c2"].y
    assert flat.rects["c2"].y - up.y == int(up.height * hand.raise_by)
    assert up.x == flat.rects["c2"].x
    assert all(lay.rects[c] == flat.rects[c] for c in ("c0", "c1", "c3", "c4"))
    assert inside(up, rect)  # the room for raised cards is kept inside the rect


def test_a_raised_card_is_hit_where_it_rises_above_its_neighbour():
    hand = Hand(painter())
    hs = cards(8)
    hs[3] = Card("c3", "face3", raised=True)
    lay = hand.layout(hs, pygame.Rect(0, 200, 600, 300))
    r3, r4 = lay.rects["c3"], lay.rects["c4"]
    assert r3.bottom > r4.top > r3.top
    above_neighbour = (r4.x + 10, r3.top + 4)  # over card 4's place, above its top edge
    assert hand.hit(above_neighbour) == "c3"
    assert hand.hit((r4.x + 10, r4.bottom - 4)) == "c4"


def test_hover_enlarges_a_card_within_the_screen():
    kit = Kit(SCALE)
    hand = Hand(painter(kit=kit))
    screen = pygame.Rect(0, 0, 1280, 720)
    lay = hand.layout(cards(6), pygame.Rect(20, 480, 900, 230))
    base = lay.rects["c0"]
    big = hand.zoom_rect("c0", screen)
    assert big.height >= 1.5 * base.height and big.width >= 1.5 * base.width
    assert inside(big, screen)
    surface = pygame.Surface(screen.size)
    surface.fill(palette.TABLE)
    hand.draw(surface)
    above = (base.centerx, base.top - 20)
    assert px_colour(surface, above) == palette.TABLE
    drawn = hand.draw_zoom(surface, "c0", screen)
    assert drawn is not None and inside(drawn, screen)
    assert px_colour(surface, above) == colour_of("face0")  # the enlarged card covers it
    # a card at the top of the screen is enlarged downward instead, still on screen
    top = Hand(painter(kit=kit))
    top.layout(cards(3), pygame.Rect(20, 0, 900, 200))
    assert inside(top.zoom_rect("c1", screen), screen)


def test_an_enlarged_card_is_painted_afresh_at_its_size():
    seen = []

    def face(kit, surface, rect, f, side):
        seen.append((rect.size, kit.scale))
        flat_face(kit, surface, rect, f, side)

    hand = Hand(painter(face))
    lay = hand.layout(cards(2), pygame.Rect(0, 400, 600, 250))
    surface = pygame.Surface((1280, 720))
    hand.draw(surface)
    hand.draw_zoom(surface, "c1", surface.get_rect())
    small, big = seen[0], seen[-1]
    assert small[0] == lay.rects["c1"].size and big[0][1] > small[0][1]
    assert big[1] > small[1]  # the face gets a larger kit, so its text grows too


def test_hover_and_long_press_decide_which_card_is_enlarged():
    z = Zoom()
    z.point("c1")
    z.update(HOVER_S / 2)
    assert z.zoomed is None and z.waiting
    assert z.update(HOVER_S / 2 + 0.01) and z.zoomed == "c1"
    z.point("c2")
    assert z.zoomed is None
    z.press("c2")  # a mouse press picks the card up: no zoom while the button is down
    z.update(1.0)
    assert z.zoomed is None
    z.release()
    z.update(HOVER_S + 0.01)
    assert z.zoomed == "c2"
    t = Zoom()
    t.point("c3", touch=True)
    t.update(2.0)
    assert t.zoomed is None  # a finger that only passed by
    t.press("c3", touch=True)
    t.update(LONG_PRESS_S - 0.05)
    assert t.zoomed is None
    t.update(0.1)
    assert t.zoomed == "c3"
    t.release()
    assert t.zoomed is None


# --- layout cache and motion --------------------------------------------------------------------


def test_a_layout_is_computed_when_its_inputs_change_not_when_drawing():
    hand = Hand(painter())
    rect = pygame.Rect(0, 300, 800, 300)
    first = hand.layout(cards(5), rect)
    assert hand.layout(cards(5), pygame.Rect(rect)) is first
    surface = pygame.Surface((800, 600))
    for _ in range(3):
        hand.draw(surface)
    assert hand.computed == 1
    hand.layout(cards(6), rect)
    hand.layout(cards(6), rect.move(0, 5))
    assert hand.computed == 3


def test_a_card_added_on_the_left_pushes_the_others_along_in_a_glide():
    hand = Hand(painter())
    rect = pygame.Rect(0, 300, 900, 300)
    old = hand.layout(cards(3), rect)
    before = {c: pygame.Rect(r) for c, r in old.rects.items()}
    new = hand.layout([Card("n", "new")] + cards(3), rect)
    assert hand.busy
    assert hand.motion.rect("c0") == before["c0"]  # it starts where it was drawn
    hand.update(GLIDE_S / 2)
    mid = hand.motion.rect("c0")
    assert before["c0"].x != mid.x != new.rects["c0"].x
    assert not hand.update(GLIDE_S)  # done: the table may go idle
    assert all(hand.motion.rect(c) == r for c, r in new.rects.items())


def test_a_card_drawn_from_the_deck_glides_in_from_it():
    hand = Hand(painter())
    deck = pygame.Rect(1000, 350, 120, 180)
    hand.layout(cards(2), pygame.Rect(0, 300, 900, 300))
    hand.motion.arrive("n", deck, face_down=True)
    lay = hand.layout([Card("n", "new", "basic")] + cards(2), pygame.Rect(0, 300, 900, 300))
    assert hand.motion.rect("n") == deck
    hand.update(GLIDE_S * 0.3)
    now = hand.motion.rect("n")
    surface = pygame.Surface((1280, 720))
    hand.draw(surface)
    under = [c for c in ("c0", "c1") if hand.motion.rect(c).collidepoint(now.center)]
    assert under  # passing over a card already in hand ...
    assert px_colour(surface, now.center) != colour_of(f"face{under[0][1]}")  # ... above it, not under
    assert hand.motion.flip("n")[1] == ("basic", True, 0)  # still showing its back, turning over
    hand.update(FLIP_S)
    assert hand.motion.rect("n") == lay.rects["n"] and hand.motion.flip("n") == (1.0, None)
    hand.draw(surface)
    assert px_colour(surface, lay.rects["n"].center) == colour_of("new", "basic")


def test_a_new_window_size_moves_cards_at_once():
    hand = Hand(painter())
    hand.layout(cards(3), pygame.Rect(0, 300, 900, 300))
    lay = hand.layout(cards(3), pygame.Rect(0, 500, 1200, 400))
    assert not hand.busy and hand.motion.rect("c1") == lay.rects["c1"]


def test_a_flipped_card_turns_edge_on_and_shows_its_other_side():
    hand = Hand(painter())
    rect = pygame.Rect(0, 300, 600, 300)
    hand.layout([Card("c", "f", side="front")], rect)
    lay = hand.layout([Card("c", "f", side="back")], rect)
    r = lay.rects["c"]
    surface = pygame.Surface((600, 600))
    hand.update(FLIP_S * 0.35)
    surface.fill(palette.TABLE)
    hand.draw(surface)
    assert near(px_colour(surface, r.center), colour_of("f", "front"))  # still the old side, narrowing
    assert px_colour(surface, (r.x + r.width // 8, r.centery)) == palette.TABLE
    hand.update(FLIP_S * 0.55)
    surface.fill(palette.TABLE)
    hand.draw(surface)
    assert near(px_colour(surface, r.center), colour_of("f", "back"))
    assert not hand.update(FLIP_S)
    surface.fill(palette.TABLE)
    hand.draw(surface)
    assert px_colour(surface, (r.x + r.width // 8, r.centery)) == colour_of("f", "back")


def test_a_card_turned_half_round_reads_the_other_way_up():
    row = Row(painter(halves_face), animate=False)
    lay = row.layout([Card("up", "x"), Card("down", "x", turned=180)], pygame.Rect(0, 0, 600, 300))
    surface = pygame.Surface((600, 300))
    row.draw(surface)
    up, down = lay.rects["up"], lay.rects["down"]
    assert px_colour(surface, (up.centerx, up.y + up.height // 4)) == (200, 30, 30)
    assert px_colour(surface, (down.centerx, down.y + down.height // 4)) == (30, 30, 200)
    assert px_colour(surface, (down.centerx, down.bottom - down.height // 4)) == (200, 30, 30)


def test_a_card_turned_sideways_stays_inside_its_place():
    row = Row(painter(), animate=False)
    lay = row.layout([Card("u", "unit", turned=90)], pygame.Rect(0, 0, 300, 300))
    surface = pygame.Surface((300, 300))
    surface.fill(palette.TABLE)
    row.draw(surface)
    place = lay.slots[0]
    assert px_colour(surface, place.center) == colour_of("unit")
    assert px_colour(surface, (place.centerx, place.y + 3)) == palette.TABLE  # wider than tall now


# --- rows and offers ----------------------------------------------------------------------------


def test_a_row_keeps_its_places_and_draws_empty_ones_as_outlines():
    row = Row(painter(), animate=False)
    rect = pygame.Rect(10, 10, 900, 260)
    slots = [Card("u0", "bard"), Card("u1", "scouts"), None]
    lay = row.layout(slots, rect)
    assert len(lay.slots) == 3 and len({s.size for s in lay.slots}) == 1
    assert all(inside(s, rect) for s in lay.slots)
    assert set(lay.rects) == {"u0", "u1"}
    surface = pygame.Surface((920, 280))
    surface.fill(palette.TABLE)
    row.draw(surface)
    empty = lay.slots[2]
    assert px_colour(surface, empty.center) not in (colour_of("bard"), colour_of("scouts"))
    rim = [px_colour(surface, (x, empty.top)) for x in range(empty.left + 12, empty.right - 12)]
    assert any(c != palette.TABLE and c != px_colour(surface, empty.center) for c in rim)  # an outline
    assert row.slot_at(empty.center) == 2 and row.hit(empty.center) is None
    assert row.hit(lay.slots[1].center) == "u1"


def test_nine_orders_in_a_narrow_room_wrap_onto_lines_for_bigger_cards():
    row = Row(painter(aspect=0.72))
    rect = pygame.Rect(0, 0, 460, 700)
    lay = row.layout([Card(i, i) for i in range(9)], rect)
    one_line = Row(painter(aspect=0.72), lines=1).layout([Card(i, i) for i in range(9)], rect)
    assert lay.lines > 1 and lay.card_size[0] > one_line.card_size[0]
    assert all(inside(r, rect) for r in lay.slots)
    assert all(not a.colliderect(b) for a, b in itertools.combinations(lay.slots, 2))


# --- decks --------------------------------------------------------------------------------------


def test_a_deck_shows_its_count_and_its_top_card_only_when_public():
    kit = RecordingKit(SCALE)
    rect = pygame.Rect(20, 20, 160, 260)
    hidden, public = Deck(painter(kit=kit)), Deck(painter(kit=kit))
    hl = hidden.layout(12, rect)
    pl = public.layout(12, rect, top=Card("top", "order7"), deck_id="orders")
    surface = pygame.Surface((200, 300))
    hidden.draw(surface)
    card = hl.rects["deck"]
    assert px_colour(surface, (card.centerx, card.y + card.height // 3)) != colour_of("order7")
    assert ("12", MIN_NUMBER) in kit.lines
    public.draw(surface)
    top = pl.rects["orders"]
    assert px_colour(surface, (top.centerx, top.y + top.height // 3)) == colour_of("order7")
    assert public.hit(top.center) == "orders" and inside(pl.hits["orders"], rect)
    assert pl.hits["orders"].width > top.width  # the stack's lower cards count too


def test_an_empty_deck_is_an_outline_with_count_zero():
    kit = RecordingKit(SCALE)
    deck = Deck(painter(kit=kit))
    lay = deck.layout(0, pygame.Rect(0, 0, 160, 260))
    assert lay.cards == () and "deck" in lay.hits
    deck.draw(pygame.Surface((200, 300)))
    assert kit.lines[-1][0] == "0"


def test_widget_text_respects_the_art_minimums_at_1280x720():
    kit = RecordingKit(SCALE)
    surface = pygame.Surface((1280, 720))
    deck = Deck(painter(kit=kit))
    for count in (0, 1, 7, 40, 123):
        deck.layout(count, pygame.Rect(1000, 400, 150, 240), top=Card("t", "x") if count == 7 else None)
        deck.draw(surface)
    row = Row(painter(kit=kit), empty_label="sold")
    row.layout([None, Card("a", "a"), None], pygame.Rect(0, 0, 700, 250))
    row.draw(surface)
    hand = Hand(painter(kit=kit))
    hand.layout(cards(9), pygame.Rect(0, 400, 900, 300))
    hand.draw(surface, lit=["c2"])
    hand.draw_zoom(surface, "c3", surface.get_rect())
    assert kit.lines
    for text, size in kit.lines:
        least = MIN_NUMBER if text.isdigit() else MIN_TEXT
        assert size >= least, (text, size)
        assert kit.px(size) >= round(least * SCALE)


def test_a_painters_kept_faces_are_bounded_by_their_memory():
    """A painter keeps the faces it painted, the least recently used going first, within
    ``FACES_BYTES`` of pixels: at 3840x2160 a face is about 0.5 MiB, so a count alone would let a
    long session keep over 100 MiB of one hand's faces."""
    from mint.ui import cardface
    from mint.ui.surfcache import surface_bytes

    painter = CardPainter(Kit(2.0), lambda kit, img, rect, face, side: None)
    for n in range(120):
        painter.image(("card", n), None, False, (290, 424))
    kept = sum(surface_bytes(s) for s in painter._cache.values())
    assert kept <= cardface.FACES_BYTES < 120 * 290 * 424 * 4
    assert len(painter._cache) >= cardface.FACES_BYTES // (290 * 424 * 4) - 1
    assert painter.image(("card", 119), None, False, (290, 424)) is painter.image(
        ("card", 119), None, False, (290, 424)
    )
    assert isinstance(painter.image(("card", 0), None, False, (290, 424)), pygame.Surface)
