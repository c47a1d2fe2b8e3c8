"""pygame_gui widgets that show their tooltip where the toolkit's own would not."""

from __future__ import annotations

import pygame_gui


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
