"""The rules reader: every game's page reads like a rulebook (no markdown marks left, tables on a
grid, text no smaller than 12 px at 720p), the contents jump to their sections, and the page
scrolls by wheel, drag, scroll bar and keys."""

from __future__ import annotations

import re

import pygame
import pytest

import mint.scenes  # noqa: F401  (registers the scenes by name)
from mint.core import registry
from mint.ui import markdown, markdown_fonts, markdown_page, palette
from mint.ui.app import App
from mint.ui.kit import Kit

GAMES = registry.menu_names()


def reader(game: str, size=(1280, 720)):
    app = App(size, headless=True)
    app.push("rules", game)
    app.step(16, [])
    return app, app.scenes[-1]


def post(app, *events):
    app.step(16, [pygame.event.Event(t, d) for t, d in events])


def click(app, pos):
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": 1}))
    post(app, (pygame.MOUSEBUTTONUP, {"pos": pos, "button": 1}))


def key(app, k, mod=0):
    post(app, (pygame.KEYDOWN, {"key": k, "mod": mod, "unicode": "", "scancode": 0}))


def read_through(app, scene):
    """Every text drawn while paging from the top of the page to its end, with its px size."""
    key(app, pygame.K_HOME)
    seen = list(scene.drawn)
    for _ in range(200):
        if scene.scroll >= scene.max_scroll:
            break
        key(app, pygame.K_PAGEDOWN)
        seen += scene.drawn
    assert scene.scroll == scene.max_scroll
    return seen


def on_screen_top(scene, anchor):
    return scene.view.top + anchor.rect.top - scene.scroll


@pytest.mark.parametrize("game", GAMES)
def test_no_markdown_marks_are_drawn(game):
    app, scene = reader(game)
    drawn = [t for t, _ in read_through(app, scene)]
    texts = scene.page.texts()
    assert len(scene.page.headings) >= 4 and len(texts) > 100
    assert set(drawn) <= set(texts) | {t for t, _ in scene.drawn} | set(scene.title_lines) | {"Rules"}
    for text in texts + drawn:
        assert "**" not in text, text
        assert "__" not in text, text
        assert "`" not in text, text
        assert "![" not in text, text
        assert not re.search(r"\|\s*:?-{3}", text), text
        assert not re.match(r"\s*#", text), text
        assert not re.match(r"\s*\|", text), text
    # the page's bold and italic words are drawn in their faces, and the headings are bold
    body = [p for p in scene.page.pieces if p.size == scene.kit.px(markdown.BODY)]
    assert any(p.bold for p in body) and any(not p.bold for p in body)
    heading_tops = {a.rect.top for a in scene.page.headings}
    assert all(p.bold for p in scene.page.pieces if p.rect.top in heading_tops and p.size > scene.kit.px(24))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", GAMES)
def test_text_is_large_enough_and_stays_in_its_column(game, size):
    app, scene = reader(game, size)
    sizes = [px for _, px in read_through(app, scene)]
    least = 12 if size[1] == 720 else 18  # ART.md: body text at 1080p is 18 px or more
    assert min(sizes) >= least
    width = scene.page.width
    for p in scene.page.pieces:
        assert p.rect.left >= 0 and p.rect.right <= width + 1, (p.text, p.rect, width)
    # lines of one paragraph never overlap
    rows: dict[int, list[pygame.Rect]] = {}
    for p in scene.page.pieces:
        rows.setdefault(p.rect.top, []).append(p.rect)
    for rects in rows.values():
        rects.sort(key=lambda r: r.left)
        for a, b in zip(rects, rects[1:]):
            assert b.left >= a.right - 1 or b.left < a.left + 1 or b.top != a.top


def rebuilt(page: markdown_page.Page) -> str:
    """The page's text read back from where its pieces lie: a gap of 2 px or more is a space."""
    out, last = [], None
    for p in sorted(page.pieces, key=lambda p: (p.rect.top, p.rect.left)):
        if last is not None:
            if p.rect.top != last.rect.top:
                out.append("\n")
            elif p.rect.left - last.rect.right >= 2:
                out.append(" ")
        out.append(p.text)
        last = p
    return "".join(out)


def test_spans_keep_their_spaces_and_never_run_together():
    pygame.font.init()
    text = (
        "A **bold** word, **glued**text and *italic* words; `code` and **two words** here, "
        "***both*** at once, and *a longer italic run* on your table."
    )
    page = markdown.layout(markdown.parse(text), Kit(720 / 1080), 2000)
    assert rebuilt(page) == (
        "A bold word, gluedtext and italic words; code and two words here, both at once, and a longer italic run "
        "on your table."
    )
    styles = {(p.text, p.bold, p.italic) for p in page.pieces}
    assert ("bold", True, False) in styles and ("italic", False, True) in styles and ("both", True, True) in styles
    # wrapped in a narrow column, every line holds whole words and no line is wider than the column
    narrow = markdown.layout(markdown.parse(text), Kit(720 / 1080), 160)
    assert rebuilt(narrow).replace("\n", " ") == rebuilt(page)
    assert all(p.rect.right <= 161 for p in narrow.pieces)


def test_lists_are_indented_with_markers():
    pygame.font.init()
    text = "Intro.\n\n1. first\n2. second\n   - inner\n     - innermost\n\n- plain bullet\n"
    blocks = markdown.parse(text)
    items = [b for b in blocks if isinstance(b, markdown.Paragraph)]
    assert [(b.depth, b.marker) for b in items] == [
        (0, ""),
        (1, "1."),
        (1, "2."),
        (2, "disc"),
        (3, "circle"),
        (1, "disc"),
    ]
    page = markdown.layout(blocks, Kit(1.0), 800)
    left = {p.text: p.rect.left for p in page.pieces}
    assert left["Intro."] == 0 < left["first"] < left["inner"] < left["innermost"]
    assert left["1."] < left["first"] and left["plain bullet"] == left["first"]
    assert len(page.dots) == 3


@pytest.mark.parametrize("game", ["knight", "control"])
def test_a_table_is_a_grid(game):
    _, scene = reader(game)
    page = scene.page
    assert page.tables
    for table in page.tables:
        rows = table.cells
        assert len(rows) >= 3 and len({len(r) for r in rows}) == 1 and len(rows[0]) >= 2
        for row in rows:
            assert len({c.top for c in row}) == 1 and len({c.bottom for c in row}) == 1  # cells of a row share a top
            for a, b in zip(row, row[1:]):
                assert a.right == b.left
        for col in zip(*rows):
            assert len({(c.left, c.width) for c in col}) == 1  # columns line up
        for above, below in zip(rows, rows[1:]):
            assert above[0].bottom == below[0].top
        assert table.rect.right <= page.width
        # every text of the table lies inside one cell; the header row's text is bold
        cells = [c for row in rows for c in row]
        inside = [p for p in page.pieces if table.rect.contains(p.rect)]
        assert len(inside) >= len(cells) - 2
        for p in inside:
            assert any(c.contains(p.rect) for c in cells), p
        assert all(p.bold for p in inside if p.rect.top < rows[1][0].top)
    # a column of long texts wraps: some row of the knight's enemy card is taller than one line
    if game == "knight":
        big = max(page.tables, key=lambda t: len(t.cells))
        heights = {row[0].height for row in big.cells}
        assert len(heights) >= 2


def test_column_widths_share_the_room():
    assert markdown.column_widths([10, 10], [50, 60], 200) == [50, 60]
    widths = markdown.column_widths([30, 40, 80], [40, 60, 900], 500)
    assert widths[:2] == [40, 60] and sum(widths) == 500  # short columns stay whole
    assert sum(markdown.column_widths([300, 300], [900, 900], 400)) <= 400


def test_clicking_a_contents_entry_scrolls_to_its_heading():
    app, scene = reader("knight")
    names = [e.anchor.text for e in scene.contents]
    assert "Combat" in names and "Moving" in names
    assert scene.scroll == 0
    for name in ("Combat", "Moving", names[-1]):
        i = names.index(name)
        entry = scene.contents[i]
        scene.show_entry(i)  # a long contents list is scrolled to the entry first, as a reader would
        click(app, entry.rect.move(0, -scene.list_scroll).center)
        top = on_screen_top(scene, entry.anchor)
        if scene.scroll < scene.max_scroll:
            assert scene.view.top <= top <= scene.view.top + scene.kit.px(30), (name, top, scene.view)
        else:  # the last sections cannot reach the top: the page ends at the bottom of the view
            assert scene.view.top <= top < scene.view.bottom
        assert scene.current() == i
    # the game's name at the top of the contents goes back to the start
    click(app, (scene.side.x + scene.kit.px(40), scene.side.y + scene.kit.px(40)))
    assert scene.scroll == 0


def test_the_keyboard_moves_through_the_sections_and_pages():
    app, scene = reader("knight")
    key(app, pygame.K_TAB)
    assert scene.current() == 0
    assert scene.view.top <= on_screen_top(scene, scene.contents[0].anchor) <= scene.view.top + scene.kit.px(30)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert scene.current() == 2
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.current() == 1
    assert scene.view.top <= on_screen_top(scene, scene.contents[1].anchor) <= scene.view.top + scene.kit.px(30)
    key(app, pygame.K_HOME)
    assert scene.scroll == 0
    key(app, pygame.K_PAGEDOWN)
    page = scene.scroll
    assert scene.view.height // 2 < page <= scene.view.height
    key(app, pygame.K_PAGEUP)
    assert scene.scroll == 0
    key(app, pygame.K_DOWN)
    assert 0 < scene.scroll < page
    key(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll > 0
    # and the scroll position decides which section the contents show as current
    assert scene.current() == len(scene.contents) - 1


def test_wheel_drag_and_scroll_bar():
    app, scene = reader("knight")
    mid = scene.view.center
    post(app, (pygame.MOUSEMOTION, {"pos": mid, "rel": (0, 0), "buttons": (0, 0, 0)}))
    post(app, (pygame.MOUSEWHEEL, {"x": 0, "y": -2, "flipped": False, "precise_x": 0.0, "precise_y": -2.0}))
    wheeled = scene.scroll
    assert wheeled > 0
    post(app, (pygame.MOUSEWHEEL, {"x": 0, "y": 1, "flipped": False, "precise_x": 0.0, "precise_y": 1.0}))
    assert 0 < scene.scroll < wheeled
    # dragging the page up reads further down
    start = scene.scroll
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": mid, "button": 1}))
    post(app, (pygame.MOUSEMOTION, {"pos": (mid[0], mid[1] - 150), "rel": (0, -150), "buttons": (1, 0, 0)}))
    post(app, (pygame.MOUSEBUTTONUP, {"pos": (mid[0], mid[1] - 150), "button": 1}))
    assert scene.scroll == start + 150
    # dragging the scroll bar's thumb to the bottom of its track reaches the end of the page
    thumb = scene.thumb()
    post(app, (pygame.MOUSEBUTTONDOWN, {"pos": thumb.center, "button": 1}))
    post(
        app,
        (pygame.MOUSEMOTION, {"pos": (thumb.centerx, scene.track.bottom + 50), "rel": (0, 0), "buttons": (1, 0, 0)}),
    )
    post(app, (pygame.MOUSEBUTTONUP, {"pos": (thumb.centerx, scene.track.bottom + 50), "button": 1}))
    assert scene.scroll == scene.max_scroll
    # a click on the track above the thumb goes back a page
    click(app, (scene.track.centerx, scene.track.top + 2))
    assert scene.max_scroll - scene.view.height <= scene.scroll < scene.max_scroll


def test_the_page_is_laid_out_again_for_a_new_window_size():
    app, scene = reader("delivery")
    key(app, pygame.K_END)
    narrow = scene.page.width
    app.resize(1920, 1080)
    app.step(16, [])
    assert scene.page.width > narrow and scene.scroll == scene.max_scroll
    assert min(p.size for p in scene.page.pieces) >= 18


def test_a_page_without_a_rules_file_still_opens():
    app, scene = reader("pebbles")
    assert scene.contents == [] and "not available" in " ".join(scene.page.texts())
    key(app, pygame.K_TAB)
    key(app, pygame.K_END)
    assert scene.scroll == 0


def test_pictures_fill_the_column_or_show_their_alt_text(tmp_path):
    pygame.display.init()
    pygame.font.init()
    text = (
        'Before.\n\n![The mint truck](truck.svg "The truck on the map")\n\n'
        "![A diagram of the 3 x 3 map](no-such-picture.png)\n\nAn icon ![coin](coin.svg) in a line, ![a star](no-star.svg) too.\n\n"
        "![outside](../../etc/passwd)\n"
    )
    blocks = markdown.parse(text)
    pictures = [b for b in blocks if isinstance(b, markdown.Picture)]
    assert [(p.url, p.alt, p.caption) for p in pictures] == [
        ("truck.svg", "The mint truck", "The truck on the map"),
        ("no-such-picture.png", "A diagram of the 3 x 3 map", ""),
        ("../../etc/passwd", "outside", ""),
    ]
    assert markdown_fonts.picture_path("truck.svg") is not None
    assert markdown_fonts.picture_path("sprites/common/truck.svg") == markdown_fonts.picture_path("common/truck.svg")
    assert (
        markdown_fonts.picture_path("../../etc/passwd") is None
        and markdown_fonts.picture_path("http://x/y.png") is None
    )
    page = markdown.layout(blocks, Kit(1.0), 700)
    truck, missing, coin, star, outside = page.images
    assert truck.surface is not None and truck.rect.width == 700  # scaled to the column
    assert coin.surface is not None and coin.rect.height < 40  # an icon in a line is as tall as the text
    assert missing.surface is None and outside.surface is None and star.surface is None
    assert "[a star]" in page.texts() and "An icon in a line, [a star] too." in rebuilt(page)
    texts = page.texts()
    assert "A diagram of the 3 x 3 map" in texts and "The truck on the map" in texts and "outside" in texts
    # a picture is never taller than asked
    short = markdown.layout(blocks, Kit(1.0), 700, palette.LEGAL, picture_height=200)
    assert short.images[0].rect.height <= 200 and short.images[0].rect.width < 700
