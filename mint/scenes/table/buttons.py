"""Buttons: moves with no place on the board (and a choice between moves that share one drop), and
the top bar's menu, rules, hint, redo and undo."""

from __future__ import annotations

from typing import Any, Sequence

import pygame
import pygame_gui

from mint.core.game import Action
from mint.core.words import t
from mint.scenes.table.contract import Table
from mint.scenes.table.layout import named

TOP = (
    ("menu", t("Menu"), t("Pause menu (Esc)")),
    ("rules", t("Rules"), t("Rules reference (F1)")),
    ("hint", t("Hint"), t("Suggest a move (H)")),
    ("redo", t("Redo"), t("Redo (Ctrl+Y)")),
    ("undo", t("Undo"), t("Undo (Ctrl+Z)")),
)
"""The top bar's buttons: key, word and tooltip (said in the language in use when built)."""


def offered(table: Table) -> list[Action | None]:
    """The moves the side column offers as buttons; a choice, and a move still owing choices
    that may all be taken back, end with None, its Cancel."""
    if table.chooser:
        return [*table.chooser, None]
    moves: list[Action | None] = [
        a for a in table.my_actions() if a.button or (not named(a.source) and not named(a.target))
    ]
    if table.my_actions() and table.can_cancel():
        moves.append(None)
    return moves


def cancel(table: Table) -> None:
    """The Cancel button: close the choice on offer, or take back the move under way."""
    if table.chooser:
        table.set_chooser(None)
    else:
        table.cancel_move()


def label(action: Action | None) -> str:
    return str(t("Cancel")) if action is None else action.label


class ActionButtons:
    """One pygame_gui button per offered move, at the rects the side layout gave."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.actions: dict[Any, Action | None] = {}  #: button -> its move (None: cancel the choice)

    def build(self, actions: Sequence[Action | None], rects: Sequence[pygame.Rect]) -> None:
        t = self.table
        for b in list(self.actions):
            b.kill()
        self.actions = {}
        few = len(actions) <= 3
        for a, r in zip(actions, rects):
            tip = None if a is None else t.rules.describe(t.session.state, a)
            accent = pygame_gui.core.ObjectID(class_id="@accent") if a is not None and few else None
            b = pygame_gui.elements.UIButton(r, label(a), t.ui, tool_tip_text=tip, object_id=accent)
            self.actions[b] = a

    def handle(self, element: Any) -> bool:
        if element not in self.actions:
            return False
        a = self.actions[element]
        if a is None:
            cancel(self.table)
        else:
            self.table.play_move(a)
        return True

    def button_for(self, action: Action) -> Any:
        return next((b for b, a in self.actions.items() if a == action), None)


class TopControls:
    """The top bar's buttons, right to left, each greyed when it can do nothing."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.buttons: dict[str, Any] = {}

    def build(self) -> None:
        t = self.table
        k = t.kit
        bw, bh = k.px(96), k.px(44)
        if t.tabletop:  # each seat's bar has them, facing its seat
            self.buttons = {}
            return
        y = (t.frame.top_h - bh) // 2
        x = t.app.size[0] - k.px(12)
        self.buttons = {}
        for key, text, tip in TOP:
            x -= bw
            self.buttons[key] = pygame_gui.elements.UIButton(
                pygame.Rect(x, y, bw, bh), str(text), t.ui, tool_tip_text=str(tip)
            )
            x -= k.px(8)

    def sync(self) -> None:
        t = self.table
        c = self.buttons
        if "undo" not in c:
            return
        (c["undo"].enable if t.can_undo() else c["undo"].disable)()
        (c["redo"].enable if t.can_redo() else c["redo"].disable)()
        (c["hint"].enable if t.human_to_act() and not t.session.over else c["hint"].disable)()

    def handle(self, element: Any) -> bool:
        t = self.table
        key = next((k for k, b in self.buttons.items() if b is element), None)
        return key is not None and run_tool(t, key)


def run_tool(table: Table, key: str, seat: int | None = None) -> bool:
    """Do what the tool button ``key`` does (undo, redo, hint, rules, menu, log); False for no such
    tool. ``seat``: table-top mode, whose bar it is on (the rules and the menu then face them)."""
    t = table
    if key == "undo":
        t.undo()
    elif key == "redo":
        t.redo()
    elif key == "hint":
        t.request_hint()
    elif key == "rules":
        t.open_rules(seat)
    elif key == "menu":
        t.app.push_facing(t.facing_rotation(seat), "pause", t)
    elif key == "log":
        t.app.push_facing(t.facing_rotation(seat), "log", t)
    else:
        return False
    return True
