"""Buttons: moves with no place on the board (and a choice between moves that share one drop), and
the top bar's menu, rules, hint, redo and undo."""

from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

import pygame
import pygame_gui

from mint.core.game import Action
from mint.core.words import t
from mint.scenes.table.contract import Table
from mint.scenes.table.layout import compute_side, named

TOP = (
    ("menu", t("Menu"), t("Pause menu (Esc)")),
    ("rules", t("Rules"), t("Rules reference (F1)")),
    ("hint", t("Hint"), t("Suggest a move (H)")),
    ("redo", t("Redo"), t("Redo (Ctrl+Y)")),
    ("undo", t("Undo"), t("Undo (Ctrl+Z)")),
)
"""The top bar's buttons: key, word and tooltip (said in the language in use when built)."""


def offered(table: Table, landed: bool = False) -> list[Action | None]:
    """The moves the side column offers as buttons; a choice, and a move still owing choices
    that may all be taken back, end with None, its Cancel. ``landed``: the moves it will offer
    once the pieces sliding now have landed."""
    if table.chooser:
        return [*table.chooser, None]
    mine = (table.legal() if table.human_to_act() else []) if landed else table.my_actions()
    moves: list[Action | None] = [a for a in mine if _a_button(a)]
    if mine and table.can_cancel():
        moves.append(None)
    return moves


def _a_button(action: Action) -> bool:
    """The move is offered as a button (it names no piece to drag, or says it is one)."""
    return bool(action.button or (not named(action.source) and not named(action.target)))


def cancel(table: Table) -> None:
    """The Cancel button: close the choice on offer, or take back the move under way."""
    if table.chooser:
        table.set_chooser(None)
    else:
        table.cancel_move()


def label(action: Action | None) -> str:
    return str(t("Cancel")) if action is None else action.label


def foretold(table: Table, action: Action | None) -> str | None:
    """What a move will do, as its tooltip and a hint say it; None for a draw or a roll, whose
    outcome is hidden until it is made (its words would give the card or the dice away)."""
    if action is None or table.rules.is_barrier(table.session.state, action):
        return None
    return str(table.rules.describe(table.session.state, action))


SPARE = 12  #: the most buttons kept hidden for moves to come
#: spare buttons made ahead, while nothing moves, at the column's size: lit (a move lights its
#: buttons when it offers three or fewer) and not
STOCK = {True: 4, False: 6}
LATELY = 60  #: how many positions back a spare button's words are taken from


class ActionButtons:
    """One pygame_gui button per offered move, at the rects the side layout gave.

    Buttons may be made ahead, hidden (``prepare``: while the last move's pieces slide, the
    buttons their landing will offer), and are then only shown when they are offered, so the
    frame of the landing does not make them."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.actions: dict[Any, Action | None] = {}  #: button -> its move (None: cancel the choice)
        self.ready: dict[Any, Any] = {}  #: hidden buttons made ahead, by what they show
        self._seen = self._prepared = -1  #: the positions whose frames were seen, whose landing was prepared
        self._todo: list[tuple[Any, pygame.Rect]] = []  #: buttons still to make ahead: what they show, where
        self._shown: dict[Any, tuple[Any, tuple[int, ...]]] = {}  #: each button shown: what it shows, where
        #: buttons no longer offered, hidden, to be shown again for a move that looks alike: making
        #: a button costs 20 times moving one, and the frame right after a move makes the most
        self.spare: list[tuple[Any, bool]] = []  #: each with whether it is lit
        self._size: tuple[int, int] | None = None  #: the size of the buttons last shown
        self._lately: tuple[int, list[str]] = (-1, [])  #: (``_said_lately``, for a position)
        #: how often each word was said by a button built, or offered before (``_read_back``)
        self._heard: Counter[str] = Counter()
        self._read_back_done = False

    def build(self, actions: Sequence[Action | None], rects: Sequence[pygame.Rect]) -> None:
        """A button for each move at its rect: one shown already that shows the same at the same
        place stays as it is (its move is the new one), else one made ahead is shown, else one is
        made; the rest go."""
        ready, self.ready, self._todo = self.ready, {}, []
        self._heard.update(set(label(a) for a in actions))
        shown = {look: b for b, look in self._shown.items() if self._usable(b)}
        self.actions, self._shown = {}, {}
        for (a, key), r in zip(self._looks(actions), rects):
            look = (key, tuple(r))
            b = shown.pop(look, None)
            if b is None:
                b = ready.pop(look, None)
                if b is None or not self._usable(b):
                    b = self._from_spare(key, r, True) or self._make(key, r, True)
                else:
                    b.show()
            self.actions[b] = a
            self._shown[b] = look
        self._keep_spare([*shown.items(), *ready.items()])

    def _keep_spare(self, left: list[tuple[Any, Any]]) -> None:
        """The buttons ``left`` (each with what it shows and where), hidden and kept while there is
        room, else gone."""
        for (key, _), b in left:
            if self._usable(b) and len(self.spare) < SPARE:
                if b.hovered:
                    b.hide()  # (which tells the kit it is no longer hovered)
                else:  # (a button's own hide posts two "unhovered" events, each holding the button)
                    pygame_gui.core.UIElement.hide(b)
                self.spare.append((b, key[2]))
            else:
                b.kill()

    def _from_spare(self, key: tuple[Any, ...], r: pygame.Rect, visible: bool) -> Any:
        """A spare button of the size that is lit alike, made to show ``key`` at ``r`` (one that
        says the same words first: new words are laid out again), shown when ``visible``; None
        when there is none."""
        text, tip, lit = key
        self.spare = [(b, was) for b, was in self.spare if self._usable(b)]
        alike = [b for b, was in self.spare if was == lit and b.rect.size == r.size]
        if not alike:
            return None
        b = next((b for b in alike if b.text == text), alike[0])
        self.spare.remove((b, lit))
        if b.text != text:
            b.set_text(text)
        b.set_tooltip(tip)
        b.set_relative_position(r.topleft)
        if visible:
            b.show()
        return b

    def _usable(self, b: Any) -> bool:
        return bool(b.alive()) and b.ui_manager is self.table.ui  # (a rebuild of the GUI since: gone)

    def prepare_landing(self) -> None:
        """From the frame after a move's own, one button a frame made hidden: while its pieces
        slide, those their landing will offer (the frame they land in only shows them); while
        nothing slides, spare ones (``_stock``)."""
        t = self.table
        if t.tabletop:
            return
        if self._seen != t.version:  # (not in the move's own frame: it has enough to do)
            self._seen = t.version
            return
        if not t.motion.glides:
            self._stock()
            return
        if self._prepared != t.version:
            self._prepared = t.version
            actions = offered(t, landed=True)
            self.prepare(
                actions, compute_side(t.kit, t.frame.side, [label(a) for a in actions], t.private_seats).buttons
            )
        if self._todo:
            key, r = self._todo.pop(0)
            if (key, tuple(r)) not in self.ready:
                self.ready[(key, tuple(r))] = self._from_spare(key, r, False) or self._make(key, r, False)

    def _stock(self) -> None:
        """While nothing slides, one spare button a frame made ahead, hidden, up to ``STOCK`` of each
        look at the size of the buttons shown last: a move that offers more moves than it leaves
        buttons spare (Mint Italy's first turn passing, two buttons) then only gives one its words
        (half the cost of making it). Each says what a button shown says (a move offered again
        keeps its words), or one the game offered often (``_said_lately``) first."""
        shown = [(b, look) for b, look in self._shown.items() if self._usable(b)]
        if shown:
            self._size = shown[0][0].rect.size
        size = self._size
        if size is None or len(self.spare) >= SPARE:
            return
        for lit in (True, False):
            alike = [b for b, was in self.spare if was == lit and b.rect.size == size and self._usable(b)]
            if len(alike) < STOCK[lit]:
                said = {b.text for b in alike}
                keys = [(text, None) for text in self._said_lately()]
                keys += [look[0] for _, look in shown if look[0][2] == lit]
                text, tip = next(((k[0], k[1]) for k in keys if k[0] not in said), ("", None))
                self.spare.append((self._make((text, tip, lit), pygame.Rect((0, 0), size), False), lit))
                return

    def _said_lately(self) -> list[str]:
        """The words of the buttons the game offered lately, the most often offered first: a game
        offers the same few again (a turn's end, a round's, a reward, Cancel), and a spare that
        says them already is shown without laying its words out again (0.4-0.5 ms at 1920x1080)."""
        t = self.table
        if self._lately[0] != t.version:
            self._read_back()
            said = sorted(self._heard, key=lambda w: -self._heard[w])
            self._lately = (t.version, list(dict.fromkeys([*said, label(None)])))
        return self._lately[1]

    def _read_back(self) -> None:
        """Once, the words of the moves the game offered as buttons in the ``LATELY`` positions
        before the one the table opened at (the rules list a position's moves in microseconds)."""
        if self._read_back_done:
            return
        self._read_back_done = True
        s = self.table.session
        for state in s.states[max(0, s.cursor - LATELY) : s.cursor]:
            try:
                legal = self.table.rules.legal_actions(state)
            except Exception:  # (a position the rules cannot read: nothing is learned from it)
                continue
            self._heard.update(set(label(a) for a in legal if _a_button(a)))
        self._lately = (-1, [])

    def prepare(self, actions: Sequence[Action | None], rects: Sequence[pygame.Rect]) -> None:
        """The buttons ``build`` will be asked for, to be made hidden ahead by ``prepare_landing``,
        one a frame (those made ahead before go)."""
        self._keep_spare(list(self.ready.items()))
        self.ready = {}
        self._todo = [(key, r) for (_, key), r in zip(self._looks(actions), rects)]

    def _looks(self, actions: Sequence[Action | None]) -> list[tuple[Action | None, tuple[Any, ...]]]:
        """Each move with what its button shows: its words, its tooltip and whether it is lit."""
        t = self.table
        few = len(actions) <= 3
        return [(a, (label(a), foretold(t, a), a is not None and few)) for a in actions]

    def _make(self, key: tuple[Any, ...], r: pygame.Rect, visible: bool) -> Any:
        text, tip, lit = key
        accent = pygame_gui.core.ObjectID(class_id="@accent") if lit else None
        return pygame_gui.elements.UIButton(
            r, text, self.table.ui, tool_tip_text=tip, object_id=accent, visible=int(visible)
        )

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
