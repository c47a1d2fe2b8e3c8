"""The drawing kit's text: a line that does not fit shrinks a little, then is cut short."""

from __future__ import annotations

import pygame

from mint.ui import kit as kit_module
from mint.ui.kit import Kit


def _drawn(text, max_width, size=20):
    pygame.init()
    surface = pygame.Surface((800, 100))
    kit = Kit(1.0)
    full = kit.render(text, size).get_size()
    return kit.text(surface, text, (0, 0), size, max_width=max_width), full


def test_a_line_that_fits_is_drawn_at_its_size():
    rect, full = _drawn("Keep cards 2 and 3", 400)
    assert rect.size == full


def test_a_line_a_little_too_long_shrinks_to_fit():
    width = _drawn("Keep cards 2 and 3", 400)[1][0]
    rect, full = _drawn("Keep cards 2 and 3", int(width * 0.85))
    assert rect.width <= int(width * 0.85) and rect.height < full[1]


def test_a_line_far_too_long_keeps_a_readable_size_and_is_cut_short():
    text = "Bartholomew the Unhurried Thinker · Search AI (Hard) is thinking"
    rect, full = _drawn(text, 120)
    assert rect.width <= 120
    assert rect.height >= 0.6 * full[1]  # not shrunk to a speck


def test_a_finger_lands_on_the_pixel_it_was_on():
    from mint.ui.kit import touch_point

    size = (1920, 1080)
    for x in range(0, 1920, 7):
        for y in (0, 894, 1079):
            assert touch_point(x / size[0], y / size[1], size) == (x, y)
    assert touch_point(1.0, 1.0, size) == (1919, 1079) and touch_point(-0.01, 0.5, size) == (0, 540)


def test_cut_words_are_kept_per_text_size_width_and_weight():
    """Kit.cut keeps its answers; asked in turn at other sizes, widths and weights, each answer is
    the longest start of the text that fits with its ellipsis."""
    kit = Kit(1.0)
    text = "a line of words too long for a narrow box"
    seen = set()
    for size, width, bold in [(18, 120, False), (18, 80, False), (26, 120, False), (18, 120, True), (18, 120, False)]:
        cut = kit.cut(text, size, width, bold)
        font = kit.font(size, bold)
        assert cut.endswith("…") and font.size(cut)[0] <= width, (size, width, bold, cut)
        longer = text[: len(cut.rstrip("…").rstrip()) + 1].rstrip() + "…"
        assert longer == cut or font.size(longer)[0] > width, (size, width, bold, cut)
        seen.add(cut)
    assert len(seen) >= 3
    assert kit.cut(text, 18, 2000) == text
    assert Kit(2.0).cut(text, 18, 200) == Kit(1.0).cut(text, 36, 200)
    hits = kit_module._cut.cache_info().hits
    kit.cut(text, 18, 80)
    assert kit_module._cut.cache_info().hits == hits + 1  # (measured once)


def test_wrapped_lines_are_kept_per_text_size_width_and_weight():
    """Kit.wrap keeps its lines; each thing that changes them is part of what they are kept by:
    asked in turn at other sizes, widths and weights, each answer still fills its lines greedily."""
    kit = Kit(1.0)
    text = "a sentence of several words that takes more than one line"
    seen = set()
    for size, width, bold in [(18, 200, False), (18, 120, False), (26, 200, False), (18, 200, True), (18, 200, False)]:
        lines = kit.wrap(text, size, width, bold)
        font = kit.font(size, bold)
        assert " ".join(lines) == text
        for i, line in enumerate(lines):
            assert font.size(line)[0] <= width or " " not in line, (size, width, bold, line)
            if i + 1 < len(lines):  # (the next line's first word did not fit on this one)
                assert font.size(f"{line} {lines[i + 1].split(' ')[0]}")[0] > width, (size, width, bold, line)
        seen.add(tuple(lines))
    assert len(seen) >= 3
    assert Kit(2.0).wrap(text, 18, 200) == Kit(1.0).wrap(text, 36, 200)


def test_a_big_panels_shadow_is_drawn_only_where_the_panel_leaves_it_showing():
    """A panel over its shadow shows the same pixels whether the shadow was drawn whole or only
    where the panel leaves it showing (its foot and top corners), at several sizes, radii, scales
    and clips; and the shadow so drawn covers far less than the panel."""
    import random

    rng = random.Random(4)
    for _ in range(40):
        kit = Kit(rng.choice([1.0, 2.0, 3.0]))
        rect = pygame.Rect(rng.randint(-40, 80), rng.randint(-40, 80), rng.randint(520, 900), rng.randint(500, 700))
        radius, deep, clipped = rng.choice([0, 4, 12, 30]), rng.random() < 0.5, rng.random() < 0.3
        pictures = []
        for covered in (False, True):
            surface = pygame.Surface((1000, 820))
            surface.fill((1, 2, 3))
            if clipped:
                surface.set_clip(pygame.Rect(50, 60, 700, 500))
            kit.shadow(surface, rect, radius, deep, covered=covered)
            pygame.draw.rect(surface, (240, 240, 230), rect, border_radius=radius)
            pictures.append(pygame.image.tobytes(surface, "RGB"))
        assert pictures[0] == pictures[1], (rect, radius, deep, kit.scale)
    bare = pygame.Surface((1000, 820))
    bare.fill((0, 0, 0))
    kit = Kit(1.0)
    kit.shadow(bare, pygame.Rect(100, 100, 700, 600), 12, covered=True)
    shaded = pygame.mask.from_threshold(bare, (0, 0, 0), (1, 1, 1, 255)).count()
    assert 1000 * 820 - shaded < 700 * 600 // 10


def test_a_shadow_laid_in_pieces_gives_the_pixels_of_the_whole(monkeypatch):
    """A shadow bigger than its corners is laid from one small shadow of its radius: on a clear
    or a filled surface, partly off it, or under a clip, every pixel is the whole shadow's."""
    import random

    pygame.init()
    monkeypatch.setattr(kit_module, "SHADOW_WHOLE", 0)  # (every shadow in pieces)
    monkeypatch.setattr(kit_module, "SHADOW_TILE", 64)  # (pieces of every kind on small shadows too)
    rnd = random.Random(3)
    cases = [(w, h, r, a) for w in (1, 20, 37, 100) for h in (1, 33, 211) for r in (0, 3, 12, 40) for a in (60, 110)]
    cases += [(rnd.randint(1, 900), rnd.randint(1, 500), rnd.randint(0, 50), 60) for _ in range(40)]
    for w, h, r, a in cases:
        for ground in (None, (200, 180, 160)):
            whole = pygame.Surface((w + 40, h + 40), pygame.SRCALPHA if ground is None else 0)
            if ground is not None:
                whole.fill(ground)
            pieces = whole.copy()
            at = (rnd.randint(-60, 30), rnd.randint(-60, 30))
            clip = pygame.Rect(rnd.randint(0, 9), rnd.randint(0, 9), w + rnd.randint(0, 30), h)
            whole.set_clip(clip)
            pieces.set_clip(clip)
            whole.blit(kit_module._shadow(w, h, r, a), at)
            kit_module.blit_shadow(pieces, w, h, r, a, at)
            assert pygame.image.tobytes(whole, "RGBA") == pygame.image.tobytes(pieces, "RGBA"), (w, h, r, a)


def test_a_big_shadow_keeps_only_a_small_picture():
    """At 3840x2160 a panel's shadow kept whole took up to 1 MiB; laid in pieces, a shadow keeps
    one picture of its corners and a tile of its edges and middle, whatever the panel's size."""
    pygame.init()
    kit_module._shadow.cache_clear()
    surface = pygame.Surface((3000, 900))
    kit = Kit(2.0)
    kit.shadow(surface, pygame.Rect(20, 20, 1268, 196))
    kept = kit_module._shadow.cache_info().nbytes
    kit.shadow(surface, pygame.Rect(20, 20, 1000, 240))
    assert kit_module._shadow.cache_info().nbytes == kept < 400 * 1024  # (the same picture for both)
