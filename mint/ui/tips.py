"""pygame_gui widgets that show their tooltip where the toolkit's own would not."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

if TYPE_CHECKING:
    from mint.ui.kit import Kit


class TipDropDown(pygame_gui.elements.UIDropDownMenu):
    """A drop-down whose tooltip shows while the pointer rests on it. The toolkit's own never
    does: the two buttons the closed menu is drawn with sit above it and take the hover, and it
    makes them anew every time the menu closes, so they are given the tooltip each frame."""

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        state = self.current_state
        if state is not self.menu_states.get("closed"):
            return
        for button in (getattr(state, "selected_option_button", None), getattr(state, "open_button", None)):
            if button is not None and button.tool_tip_text != self.tool_tip_text:
                button.set_tooltip(self.tool_tip_text, wrap_width=self.tool_tip_wrap_width)


def place_tooltips(ui: pygame_gui.UIManager, kit: Kit) -> bool:
    """Fit each tooltip the toolkit has just opened to its words (the theme's width is the most it
    takes) and move it to a side of its widget where it hides no button: below, above, left or
    right, the first that fits in the window (the toolkit puts it below wherever that lands, often
    over the next button of a row or column). Returns True when a tooltip was opened since the last
    call, so the caller draws it."""
    gap = kit.px(6)
    group = ui.get_sprite_group()
    tips = [
        s for s in group.sprites() if isinstance(s, pygame_gui.elements.UITooltip) and not getattr(s, "_placed", False)
    ]
    if not tips:
        return False
    root = ui.get_root_container()
    window = root.get_rect() if root is not None else pygame.Rect((0, 0), ui.window_resolution)
    buttons = [
        s.rect
        for s in group.sprites()
        if isinstance(s, pygame_gui.elements.UIButton) and s.visible and window.colliderect(s.rect)
    ]
    for tip in tips:
        tip._placed = True  # type: ignore[attr-defined]
        # narrowed to its longest line it keeps its lines, so its height (the kit's box is laid out
        # again only at its next update: its height reads -1 until then)
        height = tip.text_block.rect.height if tip.text_block is not None else tip.rect.height
        _fit(tip)
        owner = getattr(tip, "parent_element", None)
        if owner is None or height <= 0:
            continue
        at, size = owner.rect, (tip.rect_width or tip.rect.width, height)
        centre_x = min(max(at.centerx - size[0] // 2, window.left), window.right - size[0])
        centre_y = min(max(at.centery - size[1] // 2, window.top), window.bottom - size[1])
        for x, y in (
            (centre_x, at.bottom + gap),
            (centre_x, at.top - gap - size[1]),
            (at.left - gap - size[0], centre_y),
            (at.right + gap, centre_y),
        ):
            spot = pygame.Rect((x, y), size)
            if window.contains(spot) and spot.collidelist(buttons) < 0:
                tip.set_position(spot.topleft)
                break
    return True


def _fit(tip: pygame_gui.elements.UITooltip) -> None:
    """Narrow a tooltip to its longest line when its words take less than its width."""
    layout = getattr(tip.text_block, "text_box_layout", None)
    rows = getattr(layout, "layout_rows", None)
    if layout is None or not rows or tip.rect_width is None:
        return
    snug = tip.rect_width - (layout.layout_rect.width - max(row.width for row in rows)) + 2
    if snug < tip.rect_width:
        tip.rect_width = snug
        tip.rebuild()
