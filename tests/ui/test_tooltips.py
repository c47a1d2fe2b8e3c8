"""A widget's tooltip reaches the screen when the pointer rests on it, fits its words, and hides no
other button (found by the real-window check of a table's top bar, where it never showed)."""

from __future__ import annotations

import pygame
import pygame_gui

from mint.ui.app import App
from mint.ui.tips import place_tooltips
from tests.ui.screen_harness import idle, post, presented_is_fresh, table_app


def _tips(ui: pygame_gui.UIManager) -> list[pygame_gui.elements.UITooltip]:
    return [s for s in ui.get_sprite_group().sprites() if isinstance(s, pygame_gui.elements.UITooltip)]


def _rest_on(app: App, at: tuple[int, int]) -> None:
    """The pointer moves to ``at`` and stays there for a second and a half of the window's loop."""
    pygame.mouse.set_pos(at)
    post(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(0, 0, 0))
    idle(app, 30)


def test_a_tooltip_is_drawn_while_the_pointer_rests_with_no_other_input() -> None:
    app, table = table_app("italy", 3)
    hint = table.controls.buttons["hint"]
    before = app.frames_presented
    _rest_on(app, hint.rect.center)
    tips = _tips(table.ui)
    assert tips, "the pointer rested on Hint for a second: its tooltip opened"
    assert app.frames_presented > before
    assert presented_is_fresh(app), "the frame on the screen shows the tooltip the kit opened"


def test_a_short_tooltip_is_as_wide_as_its_words_and_lies_beside_its_button() -> None:
    app, table = table_app("italy", 3)
    hint = table.controls.buttons["hint"]
    _rest_on(app, hint.rect.center)
    (tip,) = _tips(table.ui)
    assert tip.rect.width < app.kit.px(380) - app.kit.px(40), "one short line: no wide empty box"
    assert tip.rect.height < hint.rect.height * 2, "one short line stays on one line"
    others = [b.rect for b in table.controls.buttons.values()]
    assert tip.rect.collidelist(others) < 0, "it covers none of the top bar's buttons"


def test_a_tooltip_in_a_column_of_buttons_goes_where_it_hides_none() -> None:
    pygame.init()
    ui = pygame_gui.UIManager((800, 600))
    column = [
        pygame_gui.elements.UIButton(
            pygame.Rect(600, 200 + i * 50, 180, 44), f"choice {i}", ui, tool_tip_text="word " * 30
        )
        for i in range(4)
    ]
    middle = column[1]
    middle.hover_time = 10.0
    middle.while_hovering(0.1, pygame.Vector2(middle.rect.center))
    assert place_tooltips(ui, App((800, 600), headless=True).kit)
    (tip,) = _tips(ui)
    assert ui.get_root_container().get_rect().contains(tip.rect)
    assert tip.rect.collidelist([b.rect for b in column]) < 0, "the tooltip hides no choice of the column"
    assert not place_tooltips(ui, App((800, 600), headless=True).kit), "an open tooltip is placed once"


def test_the_save_buttons_tooltip_on_the_pause_screen_hides_no_button() -> None:
    """Seen in a real window: it lay over "Load a game" (its height was not yet known when placed)."""
    from tests.ui.screen_harness import key

    app, _ = table_app("control", 3)
    key(pygame.K_ESCAPE)
    idle(app, 5)
    pause = app.scenes[-1]
    buttons = [s for s in pause.ui.get_sprite_group().sprites() if isinstance(s, pygame_gui.elements.UIButton)]
    save = next(b for b in buttons if b.text == "Save")
    _rest_on(app, save.rect.center)
    (tip,) = _tips(pause.ui)
    assert tip.text_block is not None
    assert tip.text_block.rect.collidelist([b.rect for b in buttons]) < 0
    assert presented_is_fresh(app)
