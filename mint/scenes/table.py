"""The generic table scene (DESIGN §4): one scene that plays every game through its view.

It asks the rules for the legal actions and the game's view for where things sit, then does
the rest: picking up a piece lights every target where a legal action would drop it; a drop
performs it or sends the piece home with the reason; a click on a source or target does the
same; the keyboard cycles through choices; actions with no place on the board are buttons.
Bots think in a worker thread; moves glide; the log, undo/redo, hint, tooltips and zoom are
always there. The replay viewer is the same table, read-only, with a cursor through a record.
"""

from __future__ import annotations

import math
import time
from typing import Any, Sequence

import pygame
import pygame_gui

from mint.bots.kinds import kind_label, make_bot
from mint.core import registry
from mint.core.game import Action, IllegalActionError, Seat
from mint.core.record import Record
from mint.core.session import Session, new_journal_path
from mint.ui import palette
from mint.ui.app import App, Scene
from mint.ui.botrunner import BotJob
from mint.ui.screens import accent_id
from mint.ui.view_api import GameView, load_view

DRAG_START_PX = 8
LONG_PRESS_S = 0.5
TOOLTIP_S = 0.45
TOAST_S = 3.0
HINT_S = 10.0


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


class Glide:
    """A piece sliding from one point to another (a move, or an illegal drop going home)."""

    def __init__(self, piece: pygame.Surface | None, start: tuple[float, float], end: tuple[float, float],
                 duration: float, shake: bool = False, arrow: bool = False) -> None:
        self.piece, self.start, self.end = piece, start, end
        self.duration = max(0.001, duration)
        self.shake = shake
        self.arrow = arrow
        self.t = 0.0

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    def pos(self) -> tuple[float, float]:
        k = min(1.0, self.t / self.duration)
        if self.shake:
            if k < 0.45:  # two shakes, then slide home
                dx = math.sin(k / 0.45 * 4 * math.pi) * 10
                return self.start[0] + dx, self.start[1]
            k = (k - 0.45) / 0.55
        e = ease_out(k)
        return self.start[0] + (self.end[0] - self.start[0]) * e, self.start[1] + (self.end[1] - self.start[1]) * e


class TableScene(Scene):
    """Plays one session of any registered game."""

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.rules = session.rules
        self.view: GameView = load_view(self.rules)(self.rules, app.kit)
        self.view.accent = palette.ACCENTS.get(session.game, self.view.accent)
        self.bots = {i: make_bot(session.game, s.kind) for i, s in enumerate(session.seats) if not s.is_human}
        self.version = 0
        self.job: BotJob | None = None
        self.bot_wait = 0.0
        self.glides: list[Glide] = []
        self.toast: tuple[str, float, tuple[int, int, int]] | None = None
        self.drag: dict[str, Any] | None = None
        self.picked: str | None = None
        self.kb_index: int | None = None
        self.hover: tuple[str, float] | None = None
        self.pointer = (0, 0)
        self.tooltip_text: str | None = None
        self.zoom_text: tuple[str, str] | None = None
        self.peek: int | None = None
        self.hint: tuple[Action, str] | None = None
        self.hint_job: Any = None
        self.log_scroll = 0
        self.results_shown = False
        self.chooser: list[Action] | None = None
        self.decision_times: list[float] = []
        self.autoplay = True
        self.tumble: tuple[tuple[str, ...], float, float] | None = None  # dice spots, elapsed, duration  # bots move by themselves (off for still screenshots)
        self._cache_key: Any = None
        self._board: pygame.Surface | None = None
        self._spots: dict[str, pygame.Rect] = {}
        self._obs: Any = None
        self._log_lines: list[tuple[int | None, str]] = []
        self._buttons: dict[Any, Action] = {}
        self._controls: dict[str, Any] = {}
        self._legal_cache: tuple[int, list[Action]] = (-1, [])
        self._finger: dict[str, Any] | None = None
        self._refresh_log()

    # --- construction ----------------------------------------------------------------------
    @classmethod
    def new_game(cls, app: App, game: str, seats: Sequence[Seat], options: dict[str, str], seed: int | None) -> TableScene:
        if seed is None:
            seed = int(time.time() * 1000) % 1_000_000_007
        session = Session(game, seats, seed, options, journal=new_journal_path(game),
                          free_undo=app.settings.free_undo)
        return cls(app, session)

    # --- geometry ----------------------------------------------------------------------------
    @property
    def top_h(self) -> int:
        return self.kit.px(64)

    @property
    def side_w(self) -> int:
        return max(self.kit.px(400), 300)

    @property
    def tabletop(self) -> bool:
        return bool(getattr(self.app.settings, "tabletop", False))

    def _area(self) -> pygame.Rect:
        w, h = self.app.size
        m = self.kit.px(12)
        return pygame.Rect(m, self.top_h + m, w - self.side_w - 2 * m, h - self.top_h - 2 * m)

    def board_rect(self) -> pygame.Rect:
        area = self._area()
        if not self.tabletop:
            return area
        t = self.seat_panel_thickness
        edges = {e for e, _ in self._edge_slots().values()}
        top = t if "top" in edges else 0
        bottom = t if "bottom" in edges else 0
        left = t if "left" in edges else 0
        return pygame.Rect(area.x + left, area.y + top, area.width - left, area.height - top - bottom)

    # --- table-top mode: one panel per seat on its own screen edge, turned toward that seat ---
    @property
    def seat_panel_thickness(self) -> int:
        return self.kit.px(86)

    def _edge_slots(self) -> dict[int, tuple[str, int]]:
        """Seat -> (edge, slot): bottom and top take two seats each, the left edge one."""
        order = [("bottom", 0), ("top", 0), ("left", 0), ("bottom", 1), ("top", 1)]
        return {seat: order[seat] for seat in range(min(len(self.session.seats), len(order)))}

    def seat_panels(self) -> dict[int, tuple[pygame.Rect, int]]:
        """Seat -> (screen rect, rotation in degrees) of its panel in table-top mode."""
        if not self.tabletop:
            return {}
        area = self._area()
        t = self.seat_panel_thickness
        slots = self._edge_slots()
        per_edge: dict[str, int] = {}
        for edge, _ in slots.values():
            per_edge[edge] = per_edge.get(edge, 0) + 1
        out = {}
        for seat, (edge, slot) in slots.items():
            n = per_edge[edge]
            if edge in ("bottom", "top"):
                x0 = area.x + (t if "left" in per_edge else 0)
                length = (area.right - x0) // n
                # the top edge runs right-to-left for the people sitting there
                i = slot if edge == "bottom" else n - 1 - slot
                y = area.bottom - t if edge == "bottom" else area.y
                out[seat] = (pygame.Rect(x0 + i * length + self.kit.px(6), y, length - self.kit.px(12), t - self.kit.px(6)),
                             0 if edge == "bottom" else 180)
            else:
                y0 = area.y + (t if "top" in per_edge else 0)
                y1 = area.bottom - (t if "bottom" in per_edge else 0)
                out[seat] = (pygame.Rect(area.x, y0 + self.kit.px(6), t - self.kit.px(6), y1 - y0 - self.kit.px(12)), -90)
        return out

    def _seat_panel_surface(self, seat: int, size: tuple[int, int], rotation: int) -> pygame.Surface:
        """Draw the panel upright, then turn it toward its seat."""
        k = self.kit
        w, h = size if rotation in (0, 180) else (size[1], size[0])
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        active = self.rules.to_act(self.session.state) == seat
        fill = palette.lighter(k.player_color(seat), 0.55 if active else 0.85)
        rect = surf.get_rect()
        pygame.draw.rect(surf, fill, rect, border_radius=k.px(10))
        pygame.draw.rect(surf, k.player_color(seat) if active else palette.BORDER, rect, k.px(3 if active else 1), border_radius=k.px(10))
        k.token(surf, (k.px(34), h // 2), k.px(18), seat)
        name = k_name(k, self.session.seats, seat) + ("  — your turn" if active else "")
        k.text(surf, name, (k.px(64), k.px(10)), 20, palette.TEXT, True, max_width=w - k.px(180))
        summary = self.view.seat_summary(self._obs, seat) if self._obs is not None else ""
        if summary:
            k.text(surf, summary, (k.px(64), k.px(44)), 16, palette.TEXT_2, max_width=w - k.px(180))
        if seat in self._private_seats():
            peek = self._peek_button(w, h)
            pygame.draw.rect(surf, palette.PANEL, peek, border_radius=k.px(8))
            pygame.draw.rect(surf, palette.BORDER, peek, 1, border_radius=k.px(8))
            k.blit_icon(surf, "eye", (peek.x + k.px(22), peek.centery), 24)
            k.text(surf, "peek" if self.peek != seat else "shown", (peek.x + k.px(40), peek.centery), 15, palette.TEXT, True, "midleft")
        return pygame.transform.rotate(surf, rotation) if rotation else surf

    def _peek_button(self, w: int, h: int) -> pygame.Rect:
        k = self.kit
        return pygame.Rect(w - k.px(120), (h - k.px(52)) // 2, k.px(110), k.px(52))

    def _private_seats(self) -> list[int]:
        if self._obs is None:
            return []
        humans = self.human_seats()
        return [s for s in self.view.private_seats(self._obs) if s in humans] if len(humans) > 1 else []

    def _seat_panel_peek_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose panel's peek button is under ``pos`` (table-top mode)."""
        for seat, (rect, rot) in self.seat_panels().items():
            if seat not in self._private_seats() or not rect.collidepoint(pos):
                continue
            # map the point into the upright panel's coordinates
            x, y = pos[0] - rect.x, pos[1] - rect.y
            if rot == 180:
                x, y = rect.width - x, rect.height - y
            elif rot == -90:
                x, y = y, rect.width - x
            w, h = (rect.width, rect.height) if rot in (0, 180) else (rect.height, rect.width)
            if self._peek_button(w, h).collidepoint(x, y):
                return seat
        return None

    def side_rect(self) -> pygame.Rect:
        w, h = self.app.size
        m = self.kit.px(12)
        return pygame.Rect(w - self.side_w, self.top_h + m, self.side_w - m, h - self.top_h - 2 * m)

    # --- who sees what ---------------------------------------------------------------------
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.session.seats) if s.is_human]

    def viewer(self) -> int | None:
        if self.peek is not None:
            return self.peek
        humans = self.human_seats()
        if len(humans) == 1:
            return humans[0]
        return None

    def legal(self) -> list[Action]:
        if self._legal_cache[0] != self.version:
            self._legal_cache = (self.version, self.session.legal())
        return self._legal_cache[1]

    def human_to_act(self) -> bool:
        seat = self.rules.to_act(self.session.state)
        return seat is not None and self.session.seats[seat].is_human

    def my_actions(self) -> list[Action]:
        return self.legal() if self.human_to_act() and not self.glides else []

    # --- build widgets -----------------------------------------------------------------------
    def build(self) -> None:
        self.view.set_kit(self.kit)
        self._cache_key = None
        k = self.kit
        w = self.app.size[0]
        bw, bh = k.px(96), k.px(44)
        y = (self.top_h - bh) // 2
        names = [("menu", "Menu"), ("rules", "Rules"), ("hint", "Hint"), ("redo", "Redo"), ("undo", "Undo")]
        self._controls = {}
        x = w - k.px(12)
        tips = {"menu": "Pause menu (Esc)", "rules": "Rules reference (F1)", "hint": "Suggest a move (H)",
                "redo": "Redo (Ctrl+Y)", "undo": "Undo (Ctrl+Z)"}
        for key, text in names:
            x -= bw
            self._controls[key] = pygame_gui.elements.UIButton(pygame.Rect(x, y, bw, bh), text, self.ui,
                                                               tool_tip_text=tips[key])
            x -= k.px(8)
        self._build_action_buttons()
        self._sync_controls()

    def _build_action_buttons(self) -> None:
        for b in list(self._buttons):
            b.kill()
        self._buttons = {}
        actions = self.chooser if self.chooser else [a for a in self.my_actions() if a.button or (not a.source and not a.target)]
        if self.chooser:
            actions = list(actions) + [None]  # type: ignore[list-item]
        side = self.side_rect()
        k = self.kit
        y = side.y + k.px(120)
        bh = k.px(48)
        cols = 2 if len(actions) > 4 else 1
        half = (side.width - k.px(24)) // 2
        labels = ["Cancel" if a is None else a.label for a in actions[:12]]
        if cols == 2 and max(k.font(20).size(t)[0] for t in labels) > half - k.px(16):
            cols = 1 if len(actions) <= 8 else 2  # long labels read better on full-width buttons
        bw = (side.width - k.px(16) - (cols - 1) * k.px(8)) // cols
        limit = 12 if cols == 2 else 8
        for i, a in enumerate(actions[:limit]):
            r = pygame.Rect(side.x + k.px(8) + (i % cols) * (bw + k.px(8)), y + (i // cols) * (bh + k.px(8)), bw, bh)
            text = "Cancel" if a is None else a.label
            tip = None if a is None else self.rules.describe(self.session.state, a)
            b = pygame_gui.elements.UIButton(r, text, self.ui, tool_tip_text=tip,
                                             object_id=pygame_gui.core.ObjectID(class_id="@accent") if a is not None and len(actions) <= 3 else None)
            self._buttons[b] = a
        self._buttons_bottom = y + ((min(len(actions), limit) + cols - 1) // cols) * (bh + k.px(8))

    def _sync_controls(self) -> None:
        s = self.session
        c = self._controls
        if not c:
            return
        (c["undo"].enable if self._can_undo() else c["undo"].disable)()
        (c["redo"].enable if s.can_redo() else c["redo"].disable)()
        (c["hint"].enable if self.human_to_act() and not s.over else c["hint"].disable)()

    # --- state changes -----------------------------------------------------------------------
    def _changed(self) -> None:
        self.version += 1
        self.picked = None
        self.kb_index = None
        self.chooser = None
        if self.hint is not None and self.toast and self.toast[0].startswith("Hint:"):
            self.toast = None  # the hint was for the position just left
        self.hint = None
        self.drag = None
        self._refresh_log()
        self._build_action_buttons()
        self._sync_controls()
        self.app.dirty = True

    def _refresh_log(self) -> None:
        s = self.session
        lines = []
        for i in range(s.cursor):
            seat = self.rules.to_act(s.states[i])
            lines.append((seat, self.rules.describe(s.states[i], s.actions[i])))
        self._log_lines = lines
        self.log_scroll = 0

    def perform(self, action: Action, by_bot: bool = False) -> bool:
        """Apply an action with its glide; an illegal one shows the reason and changes nothing."""
        spots = dict(self._spots)
        piece = None
        src_id, dst_id = action.source, action.target
        if not src_id and not dst_id and self._obs is not None:
            try:
                src_id, dst_id = self.view.glide_for(self._obs, action) or (None, None)
            except Exception:  # an animation hint must never stop a move
                src_id, dst_id = None, None
        src = spots.get(src_id) if src_id else None
        dst = spots.get(dst_id) if dst_id else None
        try:
            tumble = tuple(self.view.tumble_for(self._obs, action)) if self._obs is not None else ()
        except Exception:
            tumble = ()
        if src is not None and self._board is not None:
            piece = self._crop(src)
        try:
            self.session.apply(action)
        except IllegalActionError as exc:
            self.show_toast(str(exc), palette.DANGER)
            self.app.sound.play("error")
            return False
        speed = self.app.settings.speed_factor
        if tumble and speed > 0:
            self.tumble = (tumble, 0.0, 0.5 * max(speed, 0.6))
        if src is not None and dst is not None and speed > 0:
            self.glides.append(Glide(piece, src.center, dst.center, self.view.glide_s * speed, arrow=by_bot))
        elif by_bot and dst is not None and speed > 0:
            self.glides.append(Glide(None, dst.center, dst.center, 0.35 * speed, arrow=False))
        self.app.sound.play("drop" if not self.rules.is_barrier(self.session.states[-2], action) else "dice")
        self._changed()
        after = self.rules.to_act(self.session.state)
        if after is not None and self.session.seats[after].is_human and after != self.rules.to_act(self.session.states[self.session.cursor - 1]):
            self.app.sound.play("turn")
        if self.session.over:
            self.app.sound.play("end")
        return True

    def _can_undo(self) -> bool:
        s = self.session
        if not s.can_undo() or not self.human_seats():
            return False
        return True

    def undo(self) -> None:
        """Step back to the last decision a person made (bots' moves after it are undone too)."""
        s = self.session
        if not self._can_undo():
            self.show_toast("Nothing to undo: the last step drew, rolled or revealed something." if s.cursor else "Nothing to undo yet.")
            return
        self.job = None
        s.undo()
        while s.cursor and not self.human_to_act() and s.can_undo():
            s.undo()
        self.glides.clear()
        self.results_shown = False
        self._changed()

    def redo(self) -> None:
        if self.session.redo():
            self.job = None
            self._changed()

    def show_toast(self, text: str, color: tuple[int, int, int] = palette.TEXT, seconds: float = TOAST_S) -> None:
        self.toast = (text, seconds, color)
        self.app.dirty = True

    # --- bots and hints ---------------------------------------------------------------------
    def _bot_turn(self) -> None:
        s = self.session
        seat = self.rules.to_act(s.state)
        if seat is None or s.seats[seat].is_human or self.glides or not self.autoplay or seat not in self.bots:
            return
        if self.app.scenes and self.app.scenes[-1] is not self:
            return  # paused (or another screen on top): a bot may finish thinking but plays on later
        if self.job is not None:
            if self.job.done:
                job, self.job = self.job, None
                if job.tag == self.version and job.result is not None:
                    self.decision_times.append(job.elapsed)
                    self.perform(job.result, by_bot=True)
                    self.bot_wait = 0.35 * self.app.settings.speed_factor
            return
        if self.bot_wait > 0:
            return
        legal = self.legal()
        obs = self.rules.observation(s.state, seat)
        self.job = BotJob(self.bots[seat], self.rules, obs, seat, legal, 0.0, s.seed * 7919 + s.cursor, self.version)

    def request_hint(self) -> None:
        if not self.human_to_act():
            self.show_toast("A hint is for the player whose turn it is.")
            return
        seat = self.rules.to_act(self.session.state)
        obs = self.rules.observation(self.session.state, seat)
        legal = self.legal()
        game = self.session.game

        class _Hint:
            def choose(self, rules, observation, seat, legal, budget_s, seed):  # type: ignore[no-untyped-def]
                try:
                    from mint.bots.ismcts import hint
                except ImportError:
                    bot = make_bot(game, "heuristic") if "heuristic" in _kinds(game) else make_bot(game, "random")
                    a = bot.choose(rules, observation, seat, legal, budget_s, seed)
                    return (a, "the heuristic bot's choice")
                return hint(game, rules, observation, seat, legal, seed)

        self.hint_job = BotJob(_Hint(), self.rules, obs, seat, legal, 0.5, self.session.cursor, self.version, check=False)
        self.show_toast("Thinking about a hint…")

    # --- input ---------------------------------------------------------------------------------
    def spot_at(self, pos: tuple[int, int]) -> str | None:
        best = None
        for sid, r in self._spots.items():
            if r.collidepoint(pos):
                if best is None or r.width * r.height < self._spots[best].width * self._spots[best].height:
                    best = sid
        return best

    def sources(self) -> dict[str, list[Action]]:
        out: dict[str, list[Action]] = {}
        for a in self.my_actions():
            if a.source:
                out.setdefault(a.source, []).append(a)
        return out

    def target_only(self) -> dict[str, list[Action]]:
        out: dict[str, list[Action]] = {}
        for a in self.my_actions():
            if a.target and not a.source:
                out.setdefault(a.target, []).append(a)
        return out

    def lit_targets(self) -> set[str]:
        held = self.drag["source"] if self.drag else self.picked
        if held:
            return {a.target for a in self.sources().get(held, []) if a.target}
        return set()

    def _choose(self, actions: list[Action]) -> None:
        if len(actions) == 1:
            self.perform(actions[0])
        else:
            self.chooser = actions
            self._build_action_buttons()
            self.show_toast("Choose one of the options on the right.")

    def _drop(self, source: str, target: str | None, pos: tuple[int, int]) -> None:
        options = [a for a in self.sources().get(source, []) if a.target == target] if target else []
        if options:
            self.app.sound.play("drop")
            self._choose(options)
            return
        reason = self.view.illegal_reason(self._obs, source, target) if hasattr(self.view, "illegal_reason") else None
        if not reason:
            reason = "That piece cannot go there now." if target else "Drop the piece on one of the lit places."
        self.show_toast(reason, palette.DANGER)
        self.app.sound.play("error")
        home = self._spots.get(source)
        if home is not None:
            self.glides.append(Glide(self._crop(home), pos, home.center, 0.45, shake=True))

    def pointer_down(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        self.tooltip_text = None
        if self.zoom_text:
            self.zoom_text = None
            return
        sid = self.spot_at(pos)
        if sid is None:
            self.picked = None
            return
        if sid in self.sources():
            self.drag = {"source": sid, "start": pos, "pos": pos, "moved": False, "t": 0.0}
            self.app.sound.play("pickup")

    def pointer_move(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        if self.drag:
            self.drag["pos"] = pos
            sx, sy = self.drag["start"]
            if abs(pos[0] - sx) + abs(pos[1] - sy) > self.kit.px(DRAG_START_PX):
                self.drag["moved"] = True
            self.app.dirty = True
        sid = self.spot_at(pos)
        if self.hover is None or self.hover[0] != sid:
            self.hover = (sid, 0.0) if sid else None
            if self.tooltip_text:
                self.tooltip_text = None
                self.app.dirty = True

    def pointer_up(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        sid = self.spot_at(pos)
        if self.drag and self.drag["moved"]:
            source = self.drag["source"]
            self.drag = None
            self._drop(source, sid, pos)
            return
        self.drag = None
        self._click(sid)

    def _click(self, sid: str | None) -> None:
        if sid is None:
            self.picked = None
            return
        if self.picked and sid != self.picked:
            held = self.picked
            options = [a for a in self.sources().get(held, []) if a.target == sid]
            if options:
                self.picked = None
                self._choose(options)
                return
        srcs = self.sources()
        if sid in srcs:
            acts = srcs[sid]
            if all(a.target is None for a in acts) or len(acts) == 1:
                self._choose(acts)  # nowhere to choose: a click is enough
            elif self.picked == sid:
                self.picked = None
            else:
                self.picked = sid
                self.app.dirty = True
            return
        only = self.target_only().get(sid)
        if only:
            self._choose(only)
            return
        if self.picked:
            self._drop(self.picked, sid, self._spots[sid].center)
            self.picked = None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._on_button(event.ui_element)
        if event.type == pygame.KEYDOWN:
            return self._on_key(event)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION) and getattr(event, "touch", False):
            return True  # fingers are handled from their own events
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                if self._peek_at(event.pos) is not None:
                    self.peek = self._peek_at(event.pos)
                    self._cache_key = None
                    return True
                self.pointer_down(event.pos)
            elif event.button == 3:
                sid = self.spot_at(event.pos)
                text = self.view.zoom(self._obs, sid) if sid else None
                self.zoom_text = (sid or "", text) if text else None
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.peek is not None:
                self.peek = None
                self._cache_key = None
                return True
            self.pointer_up(event.pos)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.pointer_move(event.pos)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.log_scroll = max(0, min(len(self._log_lines) - 1, self.log_scroll + event.y))
            return True
        if event.type in (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP):
            pos = (int(event.x * self.app.size[0]), int(event.y * self.app.size[1]))
            if event.type == pygame.FINGERDOWN:
                self._finger = {"pos": pos, "t": 0.0, "long": False}
                self.pointer_down(pos)
            elif event.type == pygame.FINGERMOTION:
                if self._finger and abs(pos[0] - self._finger["pos"][0]) + abs(pos[1] - self._finger["pos"][1]) > self.kit.px(DRAG_START_PX):
                    self._finger["t"] = -1e9
                self.pointer_move(pos)
            else:
                long = bool(self._finger and self._finger["long"])
                self._finger = None
                if long:
                    self.drag = None
                else:
                    self.pointer_up(pos)
                    self.tooltip_text = None
            return True
        return False

    def _on_key(self, event: pygame.event.Event) -> bool:
        ctrl = event.mod & pygame.KMOD_CTRL
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.zoom_text or self.chooser or self.picked or self.drag:
                self.zoom_text, self.chooser, self.picked, self.drag = None, None, None, None
                self._build_action_buttons()
                return True
            self.app.push("pause", self)
            return True
        if key == pygame.K_F1:
            self.open_rules()
            return True
        if ctrl and key == pygame.K_z:
            self.undo()
            return True
        if ctrl and key == pygame.K_y:
            self.redo()
            return True
        if key == pygame.K_h:
            self.request_hint()
            return True
        acts = self.my_actions()
        if key == pygame.K_TAB and acts:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            self.kb_index = 0 if self.kb_index is None else (self.kb_index + step) % len(acts)
            a = acts[self.kb_index]
            self.show_toast(f"{self.kb_index + 1}/{len(acts)}: {self.rules.describe(self.session.state, a)} — Enter to play")
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and acts and self.kb_index is not None:
            self.perform(acts[self.kb_index % len(acts)])
            return True
        return False

    def _on_button(self, element: Any) -> bool:
        if element in self._buttons:
            a = self._buttons[element]
            if a is None:
                self.chooser = None
                self._build_action_buttons()
            else:
                self.perform(a)
            return True
        c = self._controls
        if element is c.get("undo"):
            self.undo()
        elif element is c.get("redo"):
            self.redo()
        elif element is c.get("hint"):
            self.request_hint()
        elif element is c.get("rules"):
            self.open_rules()
        elif element is c.get("menu"):
            self.app.push("pause", self)
        else:
            return False
        return True

    def open_rules(self) -> None:
        self.app.push("rules", self.session.game)

    # --- peek controls ---------------------------------------------------------------------------
    def _peek_rects(self) -> dict[int, pygame.Rect]:
        if self.tabletop:
            return {}  # each seat's panel has its own peek button
        private = self._private_seats()
        if not private:
            return {}
        side = self.side_rect()
        k = self.kit
        y = getattr(self, "_buttons_bottom", side.y + k.px(120)) + k.px(4)
        w = (side.width - k.px(16)) // max(1, len(private)) - k.px(6)
        return {s: pygame.Rect(side.x + k.px(8) + i * (w + k.px(6)), y, w, k.px(48)) for i, s in enumerate(private)}

    def _peek_at(self, pos: tuple[int, int]) -> int | None:
        if self.tabletop:
            return self._seat_panel_peek_at(pos)
        for seat, r in self._peek_rects().items():
            if r.collidepoint(pos):
                return seat
        return None

    # --- update ----------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        busy = False
        for g in self.glides:
            g.t += dt
        if self.glides:
            self.glides = [g for g in self.glides if not g.done]
            busy = True
            if not self.glides:  # moves were held back while pieces slid; offer them again
                self._build_action_buttons()
                self._frame_key = None
        if self.bot_wait > 0:
            self.bot_wait -= dt
            busy = True
        if self.tumble is not None:
            ids, t, dur = self.tumble
            self.tumble = (ids, t + dt, dur) if t + dt < dur else None
            busy = True
        if self.toast:
            text, left, color = self.toast
            left -= dt
            self.toast = (text, left, color) if left > 0 else None
            busy = True
        if self.drag or self.picked or self.kb_index is not None or self.hint:
            busy = True  # pulsing highlights
        if self._finger is not None:
            self._finger["t"] += dt
            if self._finger["t"] >= LONG_PRESS_S and not self._finger["long"]:
                self._finger["long"] = True
                sid = self.spot_at(self._finger["pos"])
                self.tooltip_text = self.view.tooltip(self._obs, sid) if sid else None
                busy = True
        if self.hover is not None and self.tooltip_text is None and not self.drag:
            hsid, ht = self.hover
            ht += dt
            self.hover = (hsid, ht)
            if ht >= TOOLTIP_S:
                tip = self.view.tooltip(self._obs, hsid) if self._obs is not None else None
                if tip:
                    self.tooltip_text = tip
                    busy = True
                else:
                    self.hover = (hsid, -1e9)
        if self.hint_job is not None and self.hint_job.done:
            job, self.hint_job = self.hint_job, None
            if job.tag == self.version and isinstance(job.result, tuple) and job.result[0] in self.legal():
                self.hint = job.result
                # the reason stays up while the move is lit (long enough to read and find it)
                self.show_toast(f"Hint: {self.rules.describe(self.session.state, job.result[0])} — {job.result[1]}",
                                seconds=HINT_S)
        elif self.hint_job is not None:
            busy = True
        self._bot_turn()
        if self.job is not None:
            busy = True
        if self.session.over and not self.glides and not self.results_shown:
            self.results_shown = True
            self.app.push("results", self.session)
        return busy

    # --- drawing -----------------------------------------------------------------------------------
    def _crop(self, rect: pygame.Rect) -> pygame.Surface | None:
        if self._board is None:
            return None
        r = rect.clip(self._board.get_rect())
        if r.width <= 0 or r.height <= 0:
            return None
        return self._board.subsurface(r).copy()

    def _ensure_board(self, surface: pygame.Surface) -> None:
        viewer = self.viewer()
        key = (self.version, viewer, self.app.size, self.kit.scale, self.tabletop)
        if key == self._cache_key and self._board is not None:
            return
        self._obs = self.rules.observation(self.session.state, viewer)
        rect = self.board_rect()
        board = pygame.Surface(self.app.size).convert() if pygame.display.get_surface() else pygame.Surface(self.app.size)
        board.fill(palette.TABLE)
        self._spots = self.view.layout(self._obs, viewer, rect)
        self.view.draw(board, self._obs, viewer, rect, self._spots)
        self._board = board
        self._cache_key = key

    def _ensure_frame(self, surface: pygame.Surface) -> pygame.Surface:
        """The board plus everything around it that changes only with the game (top bar, side
        panel, log, seat panels), composed once and reused until something in it changes."""
        self._ensure_board(surface)
        assert self._board is not None
        key = (self._cache_key, self.job is not None, self.log_scroll, self.peek, len(self._log_lines),
               getattr(self, "_buttons_bottom", 0))
        if key != getattr(self, "_frame_key", None) or getattr(self, "_frame", None) is None:
            frame = self._board.copy()
            for seat, (rect, rot) in self.seat_panels().items():
                frame.blit(self._seat_panel_surface(seat, rect.size, rot), rect)
            self._draw_top(frame)
            self._draw_side(frame)
            self._frame = frame
            self._frame_key = key
        return self._frame

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._ensure_frame(surface), (0, 0))
        k = self.kit
        if self.job:
            head = self.side_rect()
            dots = "•" * (1 + int(self.t * 3) % 3)
            k.text(surface, dots, (head.right - k.px(12) - self._dots_width(), head.y + k.px(30)), 20,
                   palette.TEXT_2, True, "midleft")  # growing to the right, in the room the title leaves
        t = self.t
        # lit targets, the held source, the keyboard choice and the hint
        held = self.drag["source"] if self.drag else self.picked
        if held and held in self._spots:
            k.highlight(surface, self._spots[held], t, palette.GOLD)
        for sid in self.lit_targets():
            if sid in self._spots:
                k.highlight(surface, self._spots[sid], t)
        if self.kb_index is not None and self.my_actions():
            a = self.my_actions()[self.kb_index % len(self.my_actions())]
            for kid in (a.source, a.target):
                if kid is not None and kid in self._spots:
                    k.highlight(surface, self._spots[kid], t, palette.GOLD)
        if self.hint:
            for hid in (self.hint[0].source, self.hint[0].target):
                if hid is not None and hid in self._spots:
                    k.highlight(surface, self._spots[hid], t, palette.hexc("#3E7CB1"))
            for button, action in self._buttons.items():  # a move made with a button: ring the button
                if action == self.hint[0]:
                    k.highlight(surface, button.rect.inflate(k.px(10), k.px(10)), t, palette.hexc("#3E7CB1"))
        # a piece being dragged
        if self.drag and self.drag["moved"]:
            src = self._spots.get(self.drag["source"])
            if src is not None:
                veil = pygame.Surface(src.size, pygame.SRCALPHA)
                veil.fill((*palette.TABLE, 170))
                surface.blit(veil, src)
                piece = self._crop(src)
                if piece is not None:
                    piece = pygame.transform.smoothscale_by(piece, 1.08)
                    r = piece.get_rect(center=self.drag["pos"])
                    k.shadow(surface, r, deep=True)
                    surface.blit(piece, r)
        if self.tumble is not None:
            self._draw_tumble(surface)
        for g in self.glides:
            p = g.pos()
            if g.arrow:
                pygame.draw.line(surface, palette.hexc("#3E7CB1"), g.start, g.end, k.px(4))
                ang = math.atan2(g.end[1] - g.start[1], g.end[0] - g.start[0])
                tip = g.end
                a1 = (tip[0] - k.px(16) * math.cos(ang - 0.45), tip[1] - k.px(16) * math.sin(ang - 0.45))
                a2 = (tip[0] - k.px(16) * math.cos(ang + 0.45), tip[1] - k.px(16) * math.sin(ang + 0.45))
                pygame.draw.polygon(surface, palette.hexc("#3E7CB1"), [tip, a1, a2])
            if g.piece is not None:
                r = g.piece.get_rect(center=(int(p[0]), int(p[1])))
                k.shadow(surface, r, deep=True)
                surface.blit(g.piece, r)
            elif not g.arrow:
                rad = k.px(30) * (1 + 0.5 * math.sin(min(1, g.t / g.duration) * math.pi))
                pygame.draw.circle(surface, palette.hexc("#3E7CB1"), p, rad, k.px(3))
        if self.toast:
            self._draw_toast(surface)
        if self.tooltip_text:
            self._draw_tooltip(surface, self.tooltip_text, self.pointer)
        if self.zoom_text:
            self._draw_zoom(surface)

    def _draw_tumble(self, surface: pygame.Surface) -> None:
        """Dice that were just rolled show random faces, shaking, for half a second."""
        assert self.tumble is not None
        ids, t, dur = self.tumble
        k = self.kit
        frame = int(t / 0.06)
        for i, sid in enumerate(ids):
            r = self._spots.get(sid)
            if r is None:
                continue
            face = 1 + (frame * 7 + i * 3 + (frame * frame) % 5) % 6
            jitter = int(k.px(5) * math.sin(t * 40 + i) * (1 - t / dur))
            pygame.draw.rect(surface, palette.TABLE, r.inflate(k.px(10), k.px(10)))
            k.die(surface, r.move(jitter, -abs(jitter)), face)

    def _draw_top(self, surface: pygame.Surface) -> None:
        k = self.kit
        w = self.app.size[0]
        bar = pygame.Rect(0, 0, w, self.top_h)
        pygame.draw.rect(surface, palette.PANEL, bar)
        pygame.draw.rect(surface, self.view.accent, pygame.Rect(0, bar.bottom - k.px(4), w, k.px(4)))
        k.text(surface, self.rules.TITLE, (k.px(20), bar.centery), 26, self.view.accent, True, "midleft")

    def _dots_width(self) -> int:
        """The room the "thinking" dots take at their longest, at the end of the title line."""
        return self.kit.font(20, True).size("•••")[0]

    def _turn_text(self) -> tuple[int | None, str]:
        s = self.session
        seat = self.rules.to_act(s.state)
        if seat is None:
            return None, "Game over"
        name = k_name(self.kit, s.seats, seat)
        if s.seats[seat].is_human:
            return seat, f"{name} to play"
        kind = kind_label(s.seats[seat].kind)
        return seat, f"{name} · {kind} is thinking" if self.job else f"{name} · {kind}"

    def _draw_side(self, surface: pygame.Surface) -> None:
        k = self.kit
        side = self.side_rect()
        head = pygame.Rect(side.x, side.y, side.width, k.px(108))
        k.panel(surface, head)
        seat, text = self._turn_text()
        x = head.x + k.px(16)
        if seat is not None:
            k.token(surface, (x + k.px(14), head.y + k.px(30)), k.px(14), seat)
            x += k.px(38)
        room = head.right - x - k.px(12) - (self._dots_width() + k.px(6) if self.job else 0)
        k.text(surface, text, (x, head.y + k.px(30)), 20, palette.TEXT, True, "midleft", max_width=room)  # (clear of the dots)
        status = self.view.status(self._obs) if self._obs is not None else ""
        if status:
            lines = k.wrap(status, 16, head.width - k.px(32))
            step = k.font(16).get_linesize()
            y0 = head.y + k.px(72) - (step // 2 if len(lines) > 1 else 0)
            for i, line in enumerate(lines[:2]):
                k.text(surface, line, (head.x + k.px(16), y0 + i * step), 16, palette.TEXT_2, False, "midleft",
                       max_width=head.width - k.px(32))
        # peek controls
        for s, r in self._peek_rects().items():
            held = self.peek == s
            k.panel(surface, r, palette.lighter(k.player_color(s), 0.3 if held else 0.75), radius=k.px(8), shadow=False)
            k.blit_icon(surface, "eye", (r.x + k.px(20), r.centery), 22)
            k.shape(surface, (r.x + k.px(44), r.centery), k.px(9), k.player_shape(s), k.player_color(s))
            k.text(surface, ("Showing " if held else "Hold to peek: ") + k_name(k, self.session.seats, s),
                   (r.x + k.px(58), r.centery), 15, palette.TEXT, held, "midleft", max_width=r.width - k.px(62))
        # the log
        top = getattr(self, "_buttons_bottom", side.y + k.px(120)) + (k.px(60) if self._peek_rects() else 0) + k.px(8)
        log = pygame.Rect(side.x, top, side.width, side.bottom - top)
        if log.height < k.px(60):
            return
        k.panel(surface, log)
        k.text(surface, "Log", (log.x + k.px(14), log.y + k.px(8)), 16, palette.TEXT_2, True)
        y = log.bottom - k.px(10)
        lines = self._log_lines[: len(self._log_lines) - self.log_scroll] if self.log_scroll else self._log_lines
        step = k.font(15).get_linesize()
        for seat, text in reversed(lines):
            wrapped = k.wrap(text, 15, log.width - k.px(44))
            y -= step * len(wrapped) + k.px(4)
            if y < log.y + k.px(34):
                break
            if seat is not None:
                k.shape(surface, (log.x + k.px(20), y + step // 2), k.px(7), k.player_shape(seat), k.player_color(seat))
            for j, line in enumerate(wrapped):
                k.text(surface, line, (log.x + k.px(34), y + j * step), 15, palette.TEXT)

    def _draw_toast(self, surface: pygame.Surface) -> None:
        assert self.toast is not None
        k = self.kit
        text, left, color = self.toast
        br = self.board_rect()
        lines = k.wrap(text, 18, br.width - k.px(120))
        h = len(lines) * k.font(18).get_linesize() + k.px(20)
        w = max(k.font(18).size(line)[0] for line in lines) + k.px(40)
        r = pygame.Rect(0, 0, w, h)
        r.midbottom = (br.centerx, br.bottom - k.px(20))
        k.panel(surface, r, palette.PANEL, color if color != palette.TEXT else palette.BORDER)
        for i, line in enumerate(lines):
            k.text(surface, line, (r.centerx, r.y + k.px(10) + i * k.font(18).get_linesize()), 18, color, False, "midtop")

    def _draw_tooltip(self, surface: pygame.Surface, text: str, pos: tuple[int, int]) -> None:
        k = self.kit
        width = k.px(360)
        lines = k.wrap(text, 16, width - k.px(20))
        step = k.font(16).get_linesize()
        r = pygame.Rect(pos[0] + k.px(16), pos[1] + k.px(16), width, len(lines) * step + k.px(16))
        r.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, palette.TEXT, r, border_radius=k.px(6))
        for i, line in enumerate(lines):
            k.text(surface, line, (r.x + k.px(10), r.y + k.px(8) + i * step), 16, palette.WHITE)

    def _draw_zoom(self, surface: pygame.Surface) -> None:
        assert self.zoom_text is not None
        k = self.kit
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 110))
        surface.blit(veil, (0, 0))
        r = pygame.Rect(0, 0, k.px(640), k.px(460))
        r.center = surface.get_rect().center
        title = self.zoom_text[0].split(":")[-1].replace("_", " ").title()
        body = k.card(surface, r, title, self.view.accent, title_size=28)
        k.paragraph(surface, self.zoom_text[1], body.inflate(-k.px(40), -k.px(40)), 22)
        k.text(surface, "click anywhere to close", (r.centerx, r.bottom - k.px(14)), 14, palette.TEXT_2, anchor="midbottom")

    def leave(self) -> None:
        super().leave()
        self.session.close()


# --- the replay viewer: step, scrub, and branch a new game from any point of a saved record ---


class ReplayScene(TableScene):
    """A read-only table whose cursor the player moves through the recorded game."""

    def __init__(self, app: App, record: Record) -> None:
        session = Session.from_record(record)
        session.cursor = 0
        self.record = record
        super().__init__(app, session)
        self.results_shown = True
        self.r: dict[str, Any] = {}

    def viewer(self) -> int | None:
        return self.peek

    def my_actions(self) -> list[Any]:
        return []

    def _bot_turn(self) -> None:
        return

    def build(self) -> None:
        self.view.set_kit(self.kit)
        self._cache_key = None
        k = self.kit
        w = self.app.size[0]
        bh = k.px(44)
        y = (self.top_h - bh) // 2
        x = w - k.px(12)
        self.r = {}
        for key, text, bw in (("back", "Close", 110), ("branch", "Play from here", 200), ("next", "Next", 90), ("prev", "Back", 90)):
            x -= k.px(bw)
            self.r[key] = pygame_gui.elements.UIButton(pygame.Rect(x, y, k.px(bw), bh), text, self.ui,
                                                       object_id=accent_id() if key == "branch" else None)
            x -= k.px(8)
        n = len(self.session.actions)
        self.r["slider"] = pygame_gui.elements.UIHorizontalSlider(
            pygame.Rect(k.px(360), y, max(k.px(200), x - k.px(380)), bh), self.session.cursor, (0, max(1, n)), self.ui)
        self._buttons = {}
        self._controls = {}
        self._buttons_bottom = self.side_rect().y + k.px(120)

    def seek(self, i: int) -> None:
        self.session.cursor = max(0, min(len(self.session.actions), i))
        self._changed()
        if "slider" in self.r and self.r["slider"].get_current_value() != self.session.cursor:
            self.r["slider"].set_current_value(self.session.cursor)

    def _changed(self) -> None:
        self.version += 1
        self._refresh_log()
        self.app.dirty = True

    def _build_action_buttons(self) -> None:
        self._buttons = {}
        self._buttons_bottom = self.side_rect().y + self.kit.px(120)

    def _sync_controls(self) -> None:
        return

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            el = event.ui_element
            if el is self.r.get("prev"):
                self.seek(self.session.cursor - 1)
            elif el is self.r.get("next"):
                self.seek(self.session.cursor + 1)
            elif el is self.r.get("back"):
                self.app.pop()
            elif el is self.r.get("branch"):
                self.branch()
            return True
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.r.get("slider"):
            self.seek(int(event.value))
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_LEFT:
                self.seek(self.session.cursor - 1)
                return True
            if event.key == pygame.K_RIGHT:
                self.seek(self.session.cursor + 1)
                return True
            if event.key == pygame.K_HOME:
                self.seek(0)
                return True
            if event.key == pygame.K_END:
                self.seek(len(self.session.actions))
                return True
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return True
        return super().handle(event)

    def branch(self) -> None:
        """Start a new game that keeps the moves up to the shown one."""
        rec = self.record
        session = Session.from_record(rec, journal=new_journal_path(rec.game), upto=self.session.cursor)
        self.app.pop()
        self.app.push(TableScene(self.app, session))

    def _turn_text(self) -> tuple[int | None, str]:
        return None, f"Replay: move {self.session.cursor} of {len(self.session.actions)}"


def k_name(kit: Any, seats: Sequence[Seat], seat: int) -> str:
    return kit.seat_name(seats, seat)


def _kinds(game: str) -> list[str]:
    from mint.bots.kinds import bot_kinds

    return bot_kinds(game)


def game_accent(game: str) -> tuple[int, int, int]:
    return palette.ACCENTS.get(registry.canonical(game), palette.TEXT_2)
