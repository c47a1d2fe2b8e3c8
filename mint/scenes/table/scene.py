"""The table scene, composed of its parts: it holds the session and says when the layout is made.

The layout (the observation shown, the view's spots, the seat panels, the side column and its
buttons) is made again by ``relayout`` whenever the position, the viewer or the window changes,
and by ``relayout_side`` when only the moves on offer change; drawing reads the last one.
"""

from __future__ import annotations

import dataclasses
import time
from typing import Any, Hashable, Sequence

import pygame
import pygame_gui

from mint.bots.kinds import make_bot
from mint.core import memo
from mint.core.game import Action, IllegalActionError, Refusal, Seat
from mint.core.session import Session, new_journal_path
from mint.core.words import t
from mint.scenes.table.animation import Glide, Motion, Tumble, move_spots
from mint.scenes.table.bots import BotPacer, fast_switching
from mint.scenes.table.buttons import ActionButtons, TopControls, label, offered
from mint.scenes.table.drawing import Painter, collect_marks
from mint.scenes.table.edges import Edges
from mint.scenes.table.gestures import Gestures
from mint.scenes.table.hint import Hints
from mint.scenes.table.layout import Frame, Hits, Side, compute_frame, compute_side
from mint.scenes.table.log import GameLog
from mint.scenes.table.panels import turn_text
from mint.scenes.table.undo import UndoPolicy
from mint.ui import palette
from mint.ui.app import App, Scene
from mint.ui.view_api import GameView, load_view

TOAST_S = 3.0


class TableScene(Scene):
    """Plays one session of any registered game."""

    plays = True  #: False for a table that only shows a record (no bots, no moves)
    holds_memory = True
    _storage_told = False

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.rules = session.rules
        self.view: GameView = load_view(self.rules)(self.rules, app.kit)
        self.view.accent = palette.ACCENTS.get(session.game, self.view.accent)
        self.bots = (
            {i: make_bot(session.game, s.kind) for i, s in enumerate(session.seats) if not s.is_human}
            if self.plays
            else {}
        )
        self.version = 0  #: counts position changes; a bot's or a hint's answer is for one version
        self.autoplay = True  # bots move by themselves (off for still screenshots)
        self.results_shown = False
        self.results_button: Any = None  #: on the top bar once the game is over: opens the results again
        self.skip_button: Any = None  #: on the top bar while bots play before a person's turn
        self.caption: tuple[int | None, str, float] | None = None  #: what a bot just did: seat, words, seconds left
        self.toast: tuple[str, float, palette.Color] | None = None
        self.toast_seat: int | None = None  #: table-top mode: the seat a toast faces (None: the seat to act)
        self.toast_rect = pygame.Rect(0, 0, 0, 0)  #: where the toast was last drawn
        self.refused: tuple[str, int | None] | None = None  #: the showing refusal's rule and seat
        self.tooltip_text: str | None = None
        self.zoom_text: tuple[Hashable, str] | None = None
        self._marks: Any = None  #: what the last frame lit and held, for the parts drawn over the buttons
        self.chooser: list[Action] | None = None
        self._peek: int | None = None
        self._legal_cache: tuple[int, list[Action]] = (-1, [])
        # the parts
        self.gestures = Gestures(self)
        self.buttons = ActionButtons(self)
        self.controls = TopControls(self)
        self.pacer = BotPacer(self)
        self.hints = Hints(self)
        self.undo_policy = UndoPolicy(self)
        self.motion = Motion()
        self.log = GameLog()
        self.painter = Painter(self)
        self.edges = Edges(self)
        # the last layout
        self.layout_generation = 0
        self.frame: Frame = compute_frame(app.kit, app.size, len(session.seats), self.tabletop)
        self.obs: Any = None
        self.shown: int | None = None  #: the viewer the observation was taken for
        self.private_seats: list[int] = []
        self.hits = Hits()
        self.side = Side((), 0, {}, None)
        self._laid_for: tuple[Any, ...] = ()
        self.log.refresh(session, self.rules)

    @classmethod
    def new_game(
        cls, app: App, game: str, seats: Sequence[Seat], options: dict[str, str], seed: int | None
    ) -> TableScene:
        if seed is None:
            seed = int(time.time() * 1000) % 1_000_000_007
        session = Session(game, seats, seed, options, journal=new_journal_path(game), free_undo=app.settings.free_undo)
        return cls(app, session)

    # --- who sees what -----------------------------------------------------------------------
    @property
    def tabletop(self) -> bool:
        """Table-top mode: on in the settings, and the game has two seats or more (or solo too
        when the settings ask for it)."""
        settings = self.app.settings
        if not getattr(settings, "tabletop", False):
            return False
        return len(self.session.seats) > 1 or bool(getattr(settings, "tabletop_solo", False))

    @property
    def peek(self) -> int | None:
        return self._peek

    @peek.setter
    def peek(self, seat: int | None) -> None:
        self.set_peek(seat)

    def set_peek(self, seat: int | None) -> None:
        """Show ``seat``'s secrets (None: only what everyone sees); the layout follows the viewer."""
        if seat != self._peek:
            self._peek = seat
            self.relayout()

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.session.seats) if s.is_human]

    def viewer(self) -> int | None:
        if self.tabletop:
            return None  # each strip shows its seat's secrets only while its Peek is held
        if self.peek is not None:
            return self.peek
        humans = self.human_seats()
        return humans[0] if len(humans) == 1 else None

    def legal(self) -> list[Action]:
        if self._legal_cache[0] != self.version:
            self._legal_cache = (self.version, self.session.legal())
        return self._legal_cache[1]

    def human_to_act(self) -> bool:
        seat = self.rules.to_act(self.session.state)
        return seat is not None and self.session.seats[seat].is_human

    def my_actions(self) -> list[Action]:
        return self.legal() if self.human_to_act() and not self.motion.glides else []

    def lit_targets(self) -> set[Hashable]:
        return self.gestures.lit_targets()

    @property
    def thinking(self) -> bool:
        """True while a bot's decision is in flight (the heading shows the thinking dots)."""
        return self.pacer.job is not None

    def turn_text(self) -> tuple[int | None, str]:
        return turn_text(self)

    # --- layout ------------------------------------------------------------------------------
    def relayout(self) -> None:
        """Lay out everything: the board for the viewer, the seat panels, then the side column."""
        self.relayout_board()
        self.relayout_side()

    def relayout_board(self) -> None:
        """Take the observation for the viewer and have the view lay out its spots on the board."""
        viewer = self.viewer()
        self.frame = compute_frame(self.kit, self.app.size, len(self.session.seats), self.tabletop)
        state = self.session.state
        self.obs = self.rules.observation(state, viewer)
        self.shown = viewer
        if self.tabletop:
            public = self.obs
            spots = self.edges.relayout(lambda v: public if v is None else self.rules.observation(state, v))
            assert self.edges.geometry is not None
            self.frame = dataclasses.replace(self.frame, board=self.edges.geometry.board)
            self.hits = Hits(spots, self.edges.more_regions())
        else:
            self.hits = Hits(self.view.layout(self.obs, viewer, self.frame.board), self.view.more_regions(self.obs))
        humans = self.human_seats()
        self.private_seats = [s for s in self.view.private_seats(self.obs) if s in humans] if len(humans) > 1 else []
        self.layout_generation += 1
        self._laid_for = self._window_key()

    def relayout_side(self) -> None:
        """Lay out the side column for the moves on offer now, and build their buttons."""
        if self.tabletop:  # the moves are on the bar of the seat to act
            self.side = Side((), 0, {}, None)
            self.buttons.build([], [])
            self.edges.relayout_bars()
        else:
            actions = offered(self)
            self.side = compute_side(self.kit, self.frame.side, [label(a) for a in actions], self.private_seats)
            self.buttons.build(actions, self.side.buttons)
        self.controls.sync()
        self.sync_results_button()
        self.sync_skip_button()
        self.app.dirty = True

    def sync_results_button(self) -> None:
        """A Results button left of the top bar's controls while the game is over (after "See the
        board" it brings the results back); none before the end, after an undo, or in a replay."""
        self.results_button = self._top_button(
            self.results_button,
            bool(self.plays and self.session.over),
            str(t("Results")),
            str(t("See the results again (R)")),
            120,
            True,
        )

    def _top_button(self, button: Any, want: bool, text: str, tip: str, width: int, accent: bool = False) -> Any:
        """A button on the top bar, left of its controls (and of the Results button): made when
        ``want`` becomes true, removed when it becomes false; returns what is there now."""
        want = want and not self.tabletop  # (in table-top mode each person's bar has it)
        if want and button is None:
            k = self.kit
            bw, bh = k.px(width), k.px(44)
            x = min((b.rect.left for b in self.controls.buttons.values()), default=self.app.size[0]) - k.px(8)
            if self.results_button is not None:
                x = self.results_button.rect.left - k.px(8)
            return pygame_gui.elements.UIButton(
                pygame.Rect(x - bw, (self.frame.top_h - bh) // 2, bw, bh),
                text,
                self.ui,
                tool_tip_text=tip,
                object_id=pygame_gui.core.ObjectID(class_id="@accent") if accent else None,
            )
        if not want and button is not None:
            button.kill()
            return None
        return button

    def show_results(self, seat: int | None = None) -> None:
        self.results_shown = True
        self.app.push_facing(self.facing_rotation(seat), "results", self.session)

    def facing_rotation(self, seat: int | None = None) -> int:
        """Table-top mode: the turn that makes a screen opened for ``seat`` face them (for None,
        the last person who moved, else the first seat); 0 in the normal layout."""
        if not self.tabletop:
            return 0
        if seat is None:
            seat = self.edges.last_mover()
        strip = self.edges.facing(seat)
        return strip.turn.rotation if strip is not None else 0

    def _window_key(self) -> tuple[Any, ...]:
        return self.app.size, self.kit.scale, self.tabletop, len(self.session.seats)

    def _stale(self) -> bool:
        """True when the viewer or the window changed since the last layout without a rebuild."""
        return self.shown != self.viewer() or self._laid_for != self._window_key()

    def peek_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose peek control is under ``pos``."""
        return next((seat for seat, r in self.side.peeks.items() if r.collidepoint(pos)), None)

    def set_chooser(self, actions: list[Action] | None) -> None:
        self.chooser = actions
        self.relayout_side()

    # --- building ------------------------------------------------------------------------------
    def build(self) -> None:
        self.view.set_kit(self.kit)
        self.log.refresh(self.session, self.rules)  # (a new language says the story again in its words)
        self.frame = compute_frame(self.kit, self.app.size, len(self.session.seats), self.tabletop)
        self.results_button = None  # a rebuild cleared the widgets
        self.skip_button = None
        self.relayout_board()  # (table-top mode's menu goes in a corner of the board)
        self.controls.build()
        self.relayout_side()

    def pause(self) -> None:
        self.gestures.let_go()

    def leave(self) -> None:
        super().leave()
        fast_switching(False)
        self.session.close()
        memo.forget_package(self.rules.__name__.rpartition(".")[0])  # (its positions come no more)

    # --- state changes -------------------------------------------------------------------------
    def changed(self) -> None:
        """The position changed (a move, an undo, a seek): everything on offer is made again."""
        self.version += 1
        self.gestures.reset()
        self.chooser = None
        self.hints.forget()
        self.log.refresh(self.session, self.rules)
        self.relayout()

    def perform(self, action: Action, by_bot: bool = False, speed: float | None = None) -> bool:
        """Apply an action with its glide (at ``speed``, the setting's by default; 0: none); an
        illegal one shows the reason and changes nothing."""
        src_id, dst_id, tumble = move_spots(self.view, self.obs, action)
        src, dst = self.hits.get(src_id), self.hits.get(dst_id)
        piece = self.painter.piece(src_id) if src is not None else None
        try:
            self.session.apply(action)
        except IllegalActionError as exc:
            self.show_toast(str(exc), palette.DANGER)
            self.app.sound.play("error")
            return False
        self.motion.start(
            piece,
            src.center if src is not None else None,
            dst.center if dst is not None else None,
            tumble,
            self.app.settings.speed_factor if speed is None else speed,
            self.view.glide_s,
            by_bot,
        )
        self.app.sound.play("drop" if not self.rules.is_barrier(self.session.states[-2], action) else "dice")
        self.changed()
        after = self.rules.to_act(self.session.state)
        before = self.rules.to_act(self.session.states[self.session.cursor - 1])
        if after is not None and self.session.seats[after].is_human and after != before:
            self.app.sound.play("turn")
        if self.session.over:
            self.app.sound.play("end")
        self.tell_storage()
        return True

    def tell_storage(self) -> None:
        """Say once, plainly, that the game is no longer being saved, and why."""
        why = self.session.storage_error
        if why is None or self._storage_told:
            return
        self._storage_told = True
        self.app.push(
            "message",
            str(t("Saving is off")),
            str(
                t(
                    "The game cannot be written to the user folder ({why}). You can play on, but if the app "
                    "closes this game is lost; free some space or fix the folder, then save from the menu.",
                    why=why,
                )
            ),
        )

    def play_move(self, action: Action) -> None:
        """A person's move: when the view asks for it (a move that throws something away), a
        question first, and the move only on Yes."""
        try:
            question = self.view.confirm(self.obs, action) if self.obs is not None else None
        except Exception:  # noqa: BLE001 - a view's question never stops a move
            question = None
        if not question:
            self.perform(action)
            return
        version = self.version

        def go() -> None:
            if self.version == version:  # nothing moved meanwhile (a bot, an undo)
                self.perform(action)

        self.app.push("message", str(t("Are you sure?")), question, str(t("Yes, do it")), go, str(t("Go back")))

    def choose(self, actions: list[Action]) -> None:
        """Play the one action a gesture meant, or offer the several it may mean as buttons (the
        view may widen one action to its siblings: how many mints a load takes)."""
        if len(actions) == 1 and self.obs is not None:
            legal = self.legal()
            wider = [a for a in self.view.choices(self.obs, actions[0]) if a in legal]
            if len(wider) > 1:
                actions = wider
        if len(actions) == 1:
            self.play_move(actions[0])
        else:
            self.set_chooser(actions)
            self.show_toast(str(t("Choose one of the options on the right.")))

    def glide_home(self, source: Hashable, pos: tuple[int, int], home: tuple[int, int]) -> None:
        self.motion.send_home(self.painter.piece(source), pos, home)

    def can_undo(self) -> bool:
        return self.undo_policy.can_undo()

    def can_redo(self) -> bool:
        return self.undo_policy.can_redo()

    def undo(self) -> None:
        why_not = self.undo_policy.undo()
        if why_not:
            self.show_toast(why_not)
            return
        self.pacer.cancel()
        self.motion.clear()
        self.results_shown = False
        self.changed()
        note = self.undo_policy.stop_note()
        if note:
            self.show_toast(note)

    def can_cancel(self) -> bool:
        return self.undo_policy.cancel_target() is not None

    def cancel_move(self) -> None:
        """Take back the move under way (a trade before its quantity, say), as one step."""
        if self.undo_policy.cancel():
            self.pacer.cancel()
            self.motion.clear()
            self.changed()

    def redo(self) -> None:
        if self.undo_policy.redo():
            self.pacer.cancel()
            self.changed()

    def request_hint(self) -> None:
        self.hints.request()

    def open_rules(self, seat: int | None = None, at: str = "") -> None:
        """The game's rules page, facing ``seat``; opened at the heading whose id is ``at`` (marked)."""
        rotation = self.facing_rotation(seat) if seat is not None else 0
        self.app.push_facing(rotation, "rules", self.session.game, at)

    def show_toast(self, text: str, color: palette.Color = palette.TEXT, seconds: float = TOAST_S) -> None:
        """A short message over the board (in table-top mode, facing ``toast_seat``, else the seat to act)."""
        self.toast = (text, seconds, color)
        self.refused = None
        self.app.dirty = True

    def show_refusal(self, reason: str | Refusal) -> None:
        """Why a move was refused, over the board; while it shows, F1 or a tap on it opens the
        rules page at the rule it names."""
        rule = reason.rule if isinstance(reason, Refusal) else ""
        self.show_toast(str(reason), palette.DANGER)
        self.refused = (rule, self.toast_seat) if rule else None

    def show_caption(self, seat: int | None, text: str, seconds: float) -> None:
        """Say what a bot just did, over the top of the board, for ``seconds``."""
        self.caption = (seat, text, seconds)
        self.app.dirty = True

    def skip_to_my_turn(self) -> None:
        """Let the bots play their moves at once until a person is to act."""
        self.pacer.hurry = True
        self.pacer.wait = 0.0
        self.caption = None
        self.sync_skip_button()
        if self.tabletop:
            self.edges.relayout_bars()
            self.app.dirty = True

    def bots_before_me(self) -> bool:
        """A bot is to act now and a person will act later: a skip would make sense."""
        seat = self.rules.to_act(self.session.state)
        return (
            self.plays
            and seat is not None
            and not self.session.seats[seat].is_human
            and any(s.is_human for s in self.session.seats)
        )

    def sync_skip_button(self) -> None:
        """The "Skip to my turn" button on the top bar, while bots play before a person's turn."""
        self.skip_button = self._top_button(
            self.skip_button,
            self.bots_before_me() and not self.pacer.hurry,
            str(t("Skip to my turn")),
            str(t("The bots play their moves at once until it is a person's turn (S)")),
            190,
        )

    # --- input -----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if self.results_button is not None and event.ui_element is self.results_button:
                self.show_results()
                return True
            if self.skip_button is not None and event.ui_element is self.skip_button:
                self.skip_to_my_turn()
                return True
            return self.buttons.handle(event.ui_element) or self.controls.handle(event.ui_element)
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN):
            self.land_glides()
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_r and self.plays and self.session.over and not event.mod & pygame.KMOD_CTRL:
                self.show_results()
                return True
            skip = self.bots_before_me() and not self.pacer.hurry
            if event.key == pygame.K_s and skip and not event.mod & pygame.KMOD_CTRL:
                self.skip_to_my_turn()
                return True
            return self.gestures.key(event)
        return self.gestures.handle(event)

    def land_glides(self) -> None:
        """The person to act pressed or typed while the last move's pieces still slide: they land
        at once and the moves are offered, so no key or press of theirs is lost to a glide."""
        if self.motion.glides and self.human_to_act():
            self.motion.clear()
            self.relayout_side()

    # --- time ------------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        if self.session.storage_error is not None and not self._storage_told:
            self.tell_storage()  # the journal could not even be started
        if self._stale():  # a setting changed under the table without a rebuild
            self.relayout()
        (self.edges.turn_ahead if self.tabletop else self.buttons.prepare_landing)()  # (work done ahead)
        moved, landed = self.motion.update(dt)
        busy = moved
        if landed:  # moves were held back while pieces slid; offer them again
            self.relayout_side()
        if self.toast:
            text, left, color = self.toast
            left -= dt
            self.toast = (text, left, color) if left > 0 else None
            if self.toast is None:
                self.toast_seat = None
                self.refused = None
            busy = True
        if self.caption:
            seat, words, left = self.caption
            self.caption = (seat, words, left - dt) if left > dt else None
            busy = True
        g = self.gestures
        if g.drag or g.picked is not None or g.kb_index is not None or self.hint:
            busy = True  # pulsing highlights
        busy = g.update(dt) or busy
        busy = self.hints.update() or busy
        busy = (self.pacer.update(dt) if self.plays else False) or busy
        busy = self.view.update(dt) or busy or (self.tabletop and self.edges.later)
        fast_switching(self.pacer.job is not None or self.hints.job is not None)
        if self.session.over and not self.motion.glides and not self.results_shown:
            self.show_results()
        return busy

    def draw(self, surface: pygame.Surface) -> None:
        element = self.buttons.button_for(self.hint[0]) if self.hint else None
        hinted = element.rect if element is not None else None
        self._marks = collect_marks(self.gestures, self.lit_targets(), self.my_actions(), self.hint, hinted)
        self.painter.draw(surface, self._marks)

    def draw_above_widgets(self, surface: pygame.Surface) -> None:
        self.painter.over_widgets(self.ui)
        if self._marks is not None:
            self.painter.draw_top(surface, self._marks, bool(self.app.scenes) and self.app.scenes[-1] is self)
        if self.plays and self.session.storage_error is not None:  # for as long as the journal is stopped
            k, at = self.kit, self.frame.area.bottomleft
            said = k.text(
                surface,
                str(t("Saving is off")),
                (at[0] + k.px(8), at[1] - k.px(8)),
                16,
                palette.DANGER,
                True,
                "bottomleft",
            )
            self.painter.over.note(said)

    # --- names the games' view tests read -----------------------------------------------------
    @property
    def glides(self) -> list[Glide]:
        return self.motion.glides

    @property
    def _spots(self) -> dict[Hashable, Any]:
        return self.hits.spots

    @property
    def _obs(self) -> Any:
        return self.obs

    def _changed(self) -> None:  # called after a test edits the state in place
        self.changed()

    # --- the parts' state, by the names the table always had ------------------------------------
    @property
    def tumble(self) -> Tumble | None:
        return self.motion.tumble

    @property
    def job(self) -> Any:
        return self.pacer.job

    @job.setter
    def job(self, job: Any) -> None:
        self.pacer.job = job

    @property
    def hint(self) -> tuple[Action, str] | None:
        return self.hints.hint

    @hint.setter
    def hint(self, hint: tuple[Action, str] | None) -> None:
        self.hints.hint = hint

    def pointer_move(self, pos: tuple[int, int]) -> None:
        self.gestures.pointer_move(pos)
