"""What the player's hands do at the table: drag, click, long press, hover, the wheel and the keys.

Picking up a piece lights every target where a legal action would drop it; a drop performs it
(or offers a choice when several actions share the drop) or sends the piece home with the reason.
A click on a source and then a target does the same; a click on a piece with one place to go, or
on a spot that only ends actions, plays at once. Each finger is followed by its own id: the first
finger down drives the gesture; each further finger that lands on a piece drags that piece on its
own, and its drop is judged when it is let go (so two hands may move two pieces at once). In
table-top mode a press on a seat's bar is that bar's (Peek shows while it is held), and a move's
refusal faces the seat whose strip the finger was in.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Hashable

import pygame

from mint.core import words
from mint.core.game import Action, IllegalActionError, Refusal
from mint.scenes.table.contract import Table
from mint.scenes.table.layout import named
from mint.ui.kit import touch_point

DRAG_START_PX = 8
LONG_PRESS_S = 0.5
RULE_PRESS_S = 1.5  #: a finger held this long on a piece, card or space opens the rules at its paragraph
TOOLTIP_S = 0.45


@dataclass
class Drag:
    source: Hashable
    start: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False


@dataclass
class Finger:
    pos: tuple[int, int]
    t: float = 0.0
    long: bool = False
    ruled: bool = False  #: held on long enough to open the rules at the spot's paragraph


class Gestures:
    """The pointer's state and what each gesture means for the moves on offer."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.drag: Drag | None = None
        self.picked: Hashable | None = None  #: a source clicked, waiting for its target
        self.kb_index: int | None = None  #: the move Tab last chose
        self.hover: tuple[Hashable, float] | None = None  #: the spot under the pointer, and for how long
        self.pointer = (0, 0)
        self.fingers: dict[tuple[int, int], Finger] = {}
        self.primary: tuple[int, int] | None = None  #: the finger driving the gesture
        self.others: dict[tuple[int, int], Drag] = {}  #: further fingers, each dragging its own piece
        self.bar_presses: dict[object, tuple[int, str, int]] = {}  #: pointer -> the bar button it holds
        #: a press on a spot with no move of its own: pulled onto another spot, it is told why not
        self.press: Drag | None = None

    def reset(self) -> None:
        """The position changed: nothing stays picked up or chosen, and no tooltip of the old
        position stays up (the pointer's spot is read again when it next moves)."""
        self.picked = None
        self.kb_index = None
        self.drag = None
        self.press = None
        self.hover = None
        self.table.tooltip_text = None

    @property
    def held(self) -> Hashable | None:
        """The source being dragged or picked."""
        return self.drag.source if self.drag else self.picked

    # --- the moves a gesture may mean ----------------------------------------------------------
    def sources(self, now: bool = False) -> dict[Hashable, list[Action]]:
        """Spots a piece may be taken from, with their moves. While pieces still slide from the
        last move none is offered, unless ``now`` (a drop that was picked up before)."""
        t = self.table
        acts = (t.legal() if t.human_to_act() else []) if now else t.my_actions()
        out: dict[Hashable, list[Action]] = {}
        for a in acts:
            if named(a.source):
                out.setdefault(a.source, []).append(a)
        return out

    def target_only(self) -> dict[Hashable, list[Action]]:
        out: dict[Hashable, list[Action]] = {}
        for a in self.table.my_actions():
            if named(a.target) and not named(a.source):
                out.setdefault(a.target, []).append(a)
        return out

    def lit_targets(self) -> set[Hashable]:
        held = self.held
        if named(held):
            return {a.target for a in self.sources().get(held, []) if named(a.target)}
        return set()

    def drop(self, source: Hashable, target: Hashable | None, pos: tuple[int, int]) -> None:
        t = self.table
        options = [a for a in self.sources(now=True).get(source, []) if a.target == target] if named(target) else []
        if options:
            t.app.sound.play("drop")
            t.choose(options)
            return
        self.refuse(source, target)
        home = t.hits.get(source)
        if home is not None:
            t.glide_home(source, pos, home.center)

    def refusal(self, source: Hashable, target: Hashable | None) -> str | Refusal:
        """Why a drop does nothing, when the view has no reason of its own: the rules' reason for
        the move the drop would mean, else where the piece may go."""
        t = self.table
        if named(target):
            try:
                meant = t.view.action_for(t.obs, source, target)
            except Exception:  # noqa: BLE001 - a view's guess never stops the refusal
                meant = None
            if meant is not None:
                try:
                    t.rules.apply(t.session.state, meant)
                except IllegalActionError as exc:
                    return exc.refusal or str(exc)
        if self.sources(now=True).get(source):
            return str(words.t("That piece can go only to the places lit while you hold it."))
        to_act = t.rules.to_act(t.session.state)
        if to_act is None or not t.human_to_act():
            if to_act is None:
                return str(words.t("Nothing can be moved now: the game is over."))
            who = t.kit.seat_name(t.session.seats, to_act)
            return str(words.t("Nothing can be moved now: it is {who}'s turn.", who=who))
        if not t.my_actions():
            return str(words.t("Nothing can be moved while the last move is still settling."))
        return str(words.t("Nothing there can be moved now: press H for a hint of what can."))

    def click(self, sid: Hashable | None) -> None:
        t = self.table
        if sid is None:
            self.picked = None
            return
        if named(self.picked) and sid != self.picked:
            options = [a for a in self.sources().get(self.picked, []) if a.target == sid]
            if options:
                self.picked = None
                t.choose(options)
                return
        srcs = self.sources()
        if sid in srcs:
            acts = srcs[sid]
            if all(not named(a.target) for a in acts) or len(acts) == 1:
                t.choose(acts)  # nowhere to choose: a click is enough
            elif self.picked == sid:
                self.picked = None
            else:
                self.picked = sid
                t.app.dirty = True
            return
        only = self.target_only().get(sid)
        if only:
            t.choose(only)
            return
        if named(self.picked):
            region = t.hits.get(sid)
            self.drop(self.picked, sid, region.center if region is not None else self.pointer)
            self.picked = None

    # --- the pointer -------------------------------------------------------------------------
    def pointer_down(self, pos: tuple[int, int]) -> None:
        t = self.table
        self.pointer = pos
        t.tooltip_text = None
        if t.zoom_text:
            t.zoom_text = None
            return
        if t.refused and t.toast_rect.collidepoint(pos):  # a tap on a refusal: its rule
            t.open_rules(t.refused[1], t.refused[0])
            return
        self._face(pos)
        sid = t.hits.at(pos)
        if sid is None:
            self.picked = None
            return
        if sid in self.sources():
            self.drag = Drag(sid, pos, pos)
            t.app.sound.play("pickup")
        elif not self._out_of_turn(sid):
            self.press = Drag(sid, pos, pos)

    def _face(self, pos: tuple[int, int]) -> None:
        """Table-top mode: words said about this press face the seat whose strip it is in."""
        t = self.table
        geo = t.edges.geometry if t.tabletop else None
        strip = geo.strip_at(pos) if geo is not None else None
        t.toast_seat = strip.seat if strip is not None else None

    def _out_of_turn(self, sid: Hashable) -> bool:
        """Table-top mode: a player touched their own things while another is to play (they are
        told so, and True is returned)."""
        t = self.table
        if not t.tabletop:
            return False
        owner = t.edges.part_of.get(sid)
        to_act = t.rules.to_act(t.session.state)
        if isinstance(owner, int) and to_act is not None and owner != to_act:
            name = t.kit.seat_name(t.session.seats, to_act)
            t.toast_seat = owner
            t.show_toast(str(words.t("Wait for your turn: {who} is to play.", who=name)))
            return True
        return False

    def other_down(self, fid: tuple[int, int], pos: tuple[int, int]) -> None:
        """A further finger landed: it drags the piece it is on, apart from the first finger's."""
        t = self.table
        self._face(pos)
        sid = t.hits.at(pos)
        if sid is None:
            return
        if sid in self.sources(now=True) and sid != self.held and all(d.source != sid for d in self.others.values()):
            self.others[fid] = Drag(sid, pos, pos)
            t.app.sound.play("pickup")
        else:
            self._out_of_turn(sid)

    def pointer_move(self, pos: tuple[int, int]) -> None:
        t = self.table
        self.pointer = pos
        if self.drag:
            self.drag.pos = pos
            sx, sy = self.drag.start
            if abs(pos[0] - sx) + abs(pos[1] - sy) > t.kit.px(DRAG_START_PX):
                self.drag.moved = True
            t.app.dirty = True
        sid = t.hits.at(pos)
        if self.hover is None or self.hover[0] != sid:
            self.hover = (sid, 0.0) if sid is not None else None
            if t.tooltip_text:
                t.tooltip_text = None
                t.app.dirty = True

    def pointer_up(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        sid = self.table.hits.at(pos)
        press, self.press = self.press, None
        if self.drag and self.drag.moved:
            source = self.drag.source
            self.drag = None
            self.drop(source, sid, pos)
            return
        self.drag = None
        if press is not None and sid != press.source and self._far(press.start, pos):
            self.refuse(press.source, sid)  # pulled something that has no move: say why
            return
        self.click(sid)

    def _far(self, a: tuple[int, int], b: tuple[int, int]) -> bool:
        return abs(a[0] - b[0]) + abs(a[1] - b[1]) > self.table.kit.px(DRAG_START_PX)

    def refuse(self, source: Hashable, target: Hashable | None) -> None:
        """A pull from ``source`` onto ``target`` that no move means: the reason, over the board."""
        t = self.table
        reason = t.view.illegal_reason(t.obs, source, target if named(target) else None)
        if not reason:
            reason = self.refusal(source, target)
        t.show_refusal(reason)
        t.app.sound.play("error")

    # --- events --------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Mouse, finger and wheel events (the keys come through ``key``)."""
        t = self.table
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION) and getattr(
            event, "touch", False
        ):
            return True  # fingers are handled from their own events
        if self._board_input(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 1 and t.tabletop:
                bar = t.edges.button_at(event.pos)
                if bar is not None:
                    self.bar_presses["mouse"] = bar
                    t.edges.press(bar)
                    return True
            if event.button == 1:
                seat = t.peek_at(event.pos)
                if seat is not None:
                    t.set_peek(seat)
                    return True
                self.pointer_down(event.pos)
            elif event.button == 3:
                sid = t.hits.at(event.pos)
                text = t.view.zoom(t.obs, sid) if sid is not None else None
                t.zoom_text = (sid if sid is not None else "", text) if text else None
                if t.zoom_text:
                    t.tooltip_text = None  # the zoom says it all, and a tooltip must not lie over it
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if "mouse" in self.bar_presses:
                t.edges.release(self.bar_presses.pop("mouse"), event.pos)
                return True
            if t.peek is not None:
                t.set_peek(None)
                return True
            self.pointer_up(event.pos)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.pointer_move(event.pos)
            return True
        if event.type == pygame.MOUSEWHEEL:
            t.log.wheel(event.y)
            return True
        if event.type in (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP):
            self._finger(event)
            return True
        return False

    def _board_input(self, event: pygame.event.Event) -> bool:
        """A view that zooms or pans its board (``board_input``) takes the wheel, pinches and keys
        it uses; the board is then laid out again."""
        t = self.table
        take = getattr(t.view, "board_input", None)
        if take is None or self.drag or not take(event):
            return False
        t.relayout()
        return True

    def _finger(self, event: pygame.event.Event) -> None:
        w, h = self.table.app.size
        pos = touch_point(event.x, event.y, (w, h))
        fid = (getattr(event, "touch_id", 0), getattr(event, "finger_id", 0))
        t = self.table
        if event.type == pygame.FINGERDOWN:
            self.fingers[fid] = Finger(pos)
            bar = t.edges.button_at(pos) if t.tabletop else None
            if bar is not None:
                self.bar_presses[fid] = bar
                t.edges.press(bar)
            elif self.primary is None or self.primary == fid:
                self.primary = fid
                self.pointer_down(pos)
            else:
                self.other_down(fid, pos)
            return
        finger = self.fingers.get(fid)
        if fid in self.bar_presses:
            if event.type == pygame.FINGERUP:
                self.fingers.pop(fid, None)
                t.edges.release(self.bar_presses.pop(fid), pos)
            return
        if fid != self.primary:  # another hand on the glass: its own piece, if it holds one
            self._other_finger(event, fid, pos, finger)
            return
        if event.type == pygame.FINGERMOTION:
            if finger and abs(pos[0] - finger.pos[0]) + abs(pos[1] - finger.pos[1]) > self.table.kit.px(DRAG_START_PX):
                finger.t = -1e9  # a finger that moved is dragging, not pressing
            self.pointer_move(pos)
            return
        self.fingers.pop(fid, None)
        self.primary = None
        if finger is not None and finger.long:
            self.drag = None
        else:
            self.pointer_up(pos)
            self.table.tooltip_text = None

    def _other_finger(
        self, event: pygame.event.Event, fid: tuple[int, int], pos: tuple[int, int], finger: Finger | None
    ) -> None:
        t = self.table
        drag = self.others.get(fid)
        if event.type == pygame.FINGERMOTION:
            if finger and abs(pos[0] - finger.pos[0]) + abs(pos[1] - finger.pos[1]) > t.kit.px(DRAG_START_PX):
                finger.t = -1e9
            if drag is not None:
                drag.pos = pos
                sx, sy = drag.start
                drag.moved = drag.moved or abs(pos[0] - sx) + abs(pos[1] - sy) > t.kit.px(DRAG_START_PX)
                t.app.dirty = True
            return
        self.fingers.pop(fid, None)
        self.others.pop(fid, None)
        if drag is not None and drag.moved:
            self._face(pos)
            self.drop(drag.source, t.hits.at(pos), pos)

    def key(self, event: pygame.event.Event) -> bool:
        t = self.table
        if self._board_input(event):
            return True
        ctrl = event.mod & pygame.KMOD_CTRL
        key = event.key
        if key == pygame.K_ESCAPE:
            if t.zoom_text or t.chooser or named(self.picked) or self.drag:
                t.zoom_text, self.picked, self.drag = None, None, None
                t.set_chooser(None)
                return True
            t.app.push("pause", t)
            return True
        if key == pygame.K_F1:  # the rule a refusal named while it shows, else the pointed thing's
            if t.refused:
                t.open_rules(t.refused[1], t.refused[0])
            else:
                self.open_rule_at(self.pointer)
            return True
        if ctrl and key == pygame.K_z:
            t.undo()
            return True
        if ctrl and key == pygame.K_y:
            t.redo()
            return True
        if key == pygame.K_h:
            t.request_hint()
            return True
        acts = t.my_actions()
        if key == pygame.K_TAB and acts:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            self.kb_index = 0 if self.kb_index is None else (self.kb_index + step) % len(acts)
            a = acts[self.kb_index]
            move = a.label if t.rules.is_barrier(t.session.state, a) else t.rules.describe(t.session.state, a)
            t.show_toast(
                str(
                    words.t(
                        "{number}/{count}: {move} (Enter to play)", number=self.kb_index + 1, count=len(acts), move=move
                    )
                )
            )
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and acts and self.kb_index is not None:
            t.play_move(acts[self.kb_index % len(acts)])
            return True
        if key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER) and len(acts) == 1 and self.kb_index is None:
            t.play_move(acts[0])  # the only move there is (the solitaire AI's next step, say)
            return True
        return False

    # --- time ----------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        """Long presses and resting pointers open tooltips; True when the table must redraw."""
        t = self.table
        busy = False
        for fid, finger in self.fingers.items():
            if fid in self.bar_presses:
                continue
            finger.t += dt
            if finger.t >= LONG_PRESS_S and not finger.long:
                finger.long = True
                sid = t.hits.at(finger.pos)
                t.tooltip_text = t.view.tooltip(t.obs, sid) if sid is not None else None
                self.pointer = finger.pos  # (the tooltip sits by the finger that holds)
                busy = True
            still = self.drag is None or not self.drag.moved  # (a piece held still, not carried)
            if finger.t >= RULE_PRESS_S and finger.long and not finger.ruled and still:
                finger.ruled = True
                t.tooltip_text = None
                self.drag = None
                self.open_rule_at(finger.pos)
                busy = True
        if self.hover is not None and t.tooltip_text is None and not self.drag:
            hsid, ht = self.hover
            ht += dt
            self.hover = (hsid, ht)
            if ht >= TOOLTIP_S:
                tip = t.view.tooltip(t.obs, hsid) if t.obs is not None else None
                if tip:
                    t.tooltip_text = tip
                    busy = True
                else:
                    self.hover = (hsid, -1e9)
        return busy

    def let_go(self) -> None:
        """Another screen came over the table: the hands on it lift there, not here."""
        self.fingers.clear()
        self.bar_presses.clear()
        self.drag = None
        self.press = None

    def open_rule_at(self, pos: tuple[int, int]) -> None:
        """The rules page at the paragraph about the piece, card or space at ``pos`` (the page's
        top when it is about nothing), facing the seat whose strip ``pos`` is in."""
        t = self.table
        sid = t.hits.at(pos)
        rule = ""
        if sid is not None and t.obs is not None:
            try:
                rule = t.view.rule_for(t.obs, sid)
            except Exception:  # noqa: BLE001 - a view's lookup never stops the rules opening
                rule = ""
        geo = t.edges.geometry if t.tabletop else None
        strip = geo.strip_at(pos) if geo is not None else None
        t.open_rules(strip.seat if strip is not None else None, rule)

    def hovered(self) -> Hashable | None:
        """The spot under the pointer for the view's overlay (None while a piece is dragged)."""
        return None if self.drag or self.hover is None else self.hover[0]
