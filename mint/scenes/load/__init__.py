"""Saved and unfinished games: continue any of them, watch its replay, or delete it.

Every unfinished game (the journal the table writes as it goes, the app's autosave) is listed
first, then every saved file, each newest first, as a row with a picture of the position, the
game, its players, the round reached and the date. A file that cannot be read is listed with the
reason and left as it is; only Delete, after the player confirms, removes a file.

The rows themselves (their words, places and painting) are in ``rows``.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from mint.core import registry, saves
from mint.core.record import RecordError
from mint.core.saves import SAVE, UNFINISHED, Entry
from mint.core.session import JournalBusy, Session, resume
from mint.core.words import join, t, tn
from mint.scenes.load.rows import ROW_GAP, ROW_H, SaveRows
from mint.ui.dialogs import open_elsewhere
from mint.ui.screens import accent_id
from mint.ui.thumbs import cached_picture, picture

DOUBLE_CLICK_S = 0.45
BUSY_WORDS = t("It is being played in another window of the app: watch the moves so far, or continue it there.")
BUTTONS = (("back", t("Back")), ("delete", t("Delete")), ("replay", t("Watch replay")), ("load", t("Continue")))


def check_bots(record: Any) -> None:
    """Every bot a saved game seats must be one this app has (RecordError naming it if not)."""
    from mint.bots.kinds import unknown_bots

    odd = unknown_bots(record.game, record.seats)
    if odd:
        raise RecordError(str(t("it seats a bot this app does not have ({bot}).", bot=repr(str(odd[0])[:60]))))


def game_title(name: str) -> str:
    return registry.title(name)


class LoadScene(SaveRows):
    title = t("Saved games")

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.w: dict[str, Any] = {}
        self.todo: list[int] = []
        """Rows whose picture is still to be drawn (one a frame, the rows on screen first)."""
        self._press: tuple[int, int, int | None] | None = None  # (y, scroll, row) where the pointer went down
        self._dragged = False
        self._last_click: tuple[int | None, float] = (None, 0.0)

    # --- the list ------------------------------------------------------------------------------
    @property
    def files(self) -> list[Path]:
        """The save files listed (readable or not), newest first."""
        return [e.path for e in self.entries if e.kind == SAVE]

    def enter(self) -> None:
        self.refresh()
        super().enter()

    def resume(self) -> None:
        self.refresh()  # a dialog was closed: a file may have gone or changed meanwhile
        super().resume()

    def refresh(self) -> None:
        """Read the folders again, keeping the selection on the same file when it is still there."""
        chosen = self.current()
        self.entries = saves.list_all()
        saves.describe_all(self.entries)
        self.watch_only = {}
        from mint.bots.kinds import unknown_bots

        for i, e in enumerate(self.entries):
            if e.busy:
                self.watch_only[i] = str(BUSY_WORDS)
            elif e.record is not None and e.problem is None:
                odd = unknown_bots(e.record.game, e.record.seats)
                if odd:
                    bot = repr(str(odd[0])[:40])
                    self.watch_only[i] = str(t("It seats a bot this app does not have ({bot}): watch only.", bot=bot))
        keys = {(e.path, e.stamp) for e in self.entries}
        self.pictures = {k: v for k, v in self.pictures.items() if k in keys}
        self._fitted = {k: v for k, v in self._fitted.items() if (k[0], k[1]) in keys}
        self.todo = []
        for i, e in enumerate(self.entries):
            if e.readable and (e.path, e.stamp) not in self.pictures:
                found = cached_picture(self.app, e)  # a quick read: only new pictures wait for a frame
                if found is not None:
                    self.pictures[(e.path, e.stamp)] = found
                else:
                    self.todo.append(i)
        self.selected_index = None
        if chosen is not None:
            self.selected_index = next((i for i, e in enumerate(self.entries) if e.path == chosen.path), None)
        unfinished = sum(1 for e in self.entries if e.kind == UNFINISHED)
        saved = len(self.entries) - unfinished
        parts = [
            *([tn("{n} unfinished game", "{n} unfinished games", unfinished)] if unfinished else []),
            *([tn("{n} saved game", "{n} saved games", saved)] if saved else []),
        ]
        self.subtitle = join(parts) if parts else str(t("Nothing to continue yet"))
        self.scroll = min(self.scroll, self.max_scroll())
        self.sync_buttons()
        self.app.dirty = True

    def current(self) -> Entry | None:
        i = self.selected_index
        return self.entries[i] if i is not None and 0 <= i < len(self.entries) else None

    def selected(self) -> Path | None:
        e = self.current()
        return e.path if e is not None else None

    def select(self, i: int | None) -> None:
        """Select row ``i`` (None: nothing) and scroll it into view."""
        if i is not None and not 0 <= i < len(self.entries):
            i = None
        self.selected_index = i
        if i is not None:
            r = self.row_rect(i)
            view = self.view_rect()
            if r.top < view.top:
                self.scroll -= view.top - r.top
            elif r.bottom > view.bottom:
                self.scroll += r.bottom - view.bottom
            self.scroll = max(0, min(self.scroll, self.max_scroll()))
        self.message = ""
        self.sync_buttons()
        self.app.dirty = True

    # --- what the buttons may do ---------------------------------------------------------------
    def can_continue(self, i: int | None) -> bool:
        e = self.entries[i] if i is not None and 0 <= i < len(self.entries) else None
        return e is not None and e.readable and not e.over and i not in self.watch_only

    def can_replay(self, i: int | None) -> bool:
        e = self.entries[i] if i is not None and 0 <= i < len(self.entries) else None
        return e is not None and e.readable

    def can_delete(self, i: int | None) -> bool:
        e = self.entries[i] if i is not None and 0 <= i < len(self.entries) else None
        return e is not None and self.table_index(e) is None

    def sync_buttons(self) -> None:
        i = self.selected_index
        for key, ok in (("load", self.can_continue(i)), ("replay", self.can_replay(i)), ("delete", self.can_delete(i))):
            b = self.w.get(key)
            if b is not None:
                b.enable() if ok else b.disable()

    def build(self) -> None:
        k = self.kit
        w, h = self.app.size
        self.w = {}
        bw, bh, gap = k.px(260), k.px(56), k.px(24)
        x = (w - (len(BUTTONS) * bw + (len(BUTTONS) - 1) * gap)) // 2
        y = h - k.px(110)
        for key, text in BUTTONS:
            self.w[key] = pygame_gui.elements.UIButton(
                pygame.Rect(x, y, bw, bh), str(text), self.ui, object_id=accent_id() if key == "load" else None
            )
            x += bw + gap
        self.scroll = min(self.scroll, self.max_scroll())
        self.sync_buttons()

    # --- pictures --------------------------------------------------------------------------------
    def make_picture(self, i: int) -> pygame.Surface | None:
        """Draw (or fetch from the cache) row ``i``'s picture; a table that fails to draw gets none."""
        e = self.entries[i]
        key = (e.path, e.stamp)
        if key not in self.pictures:
            try:
                self.pictures[key] = picture(self.app, e)
            except Exception:  # an odd position a view cannot draw: the row says "no picture"
                self.pictures[key] = None
        if i in self.todo:
            self.todo.remove(i)
        return self.pictures[key]

    def make_all_pictures(self) -> None:
        for i in list(self.todo):
            self.make_picture(i)

    def update(self, dt: float) -> bool:
        if not self.todo:
            return False
        view = self.view_rect()
        shown = [i for i in self.todo if self.row_rect(i).colliderect(view)]
        self.make_picture(shown[0] if shown else self.todo[0])
        return True

    # --- input -----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            el = event.ui_element
            if el is self.w.get("back"):
                self.app.pop()
            elif el is self.w.get("load"):
                self.continue_selected()
            elif el is self.w.get("replay"):
                self.replay_selected()
            elif el is self.w.get("delete"):
                self.ask_delete()
            return True
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.max_scroll(), self.scroll - int(event.y * self.kit.px(70))))
            self.app.dirty = True
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.view_rect().collidepoint(event.pos):
                self._press = (event.pos[1], self.scroll, self.row_at(event.pos))
                self._dragged = False
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.row_at(event.pos)
            if self._press is not None:
                y0, scroll0, _ = self._press
                if self._dragged or abs(event.pos[1] - y0) > self.kit.px(12):
                    self._dragged = True  # a finger or the mouse drags the list along
                    self.scroll = max(0, min(self.max_scroll(), scroll0 - (event.pos[1] - y0)))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._press is not None:
            _, _, row = self._press
            self._press = None
            if not self._dragged and row is not None and row == self.row_at(event.pos):
                self.click(row)
            return True
        return False

    def click(self, row: int) -> None:
        last, at = self._last_click
        now = time.monotonic()
        self._last_click = (row, now)
        if last == row and now - at < DOUBLE_CLICK_S and self.selected_index == row:
            self._last_click = (None, 0.0)
            if self.can_continue(row):
                self.continue_selected()
            elif self.can_replay(row):
                self.replay_selected()
            return
        self.select(row)

    def key(self, event: pygame.event.Event) -> bool:
        n = len(self.entries)
        i = self.selected_index
        page = max(1, self.view_rect().height // (self.kit.px(ROW_H) + self.kit.px(ROW_GAP)))
        moves = {
            pygame.K_DOWN: 0 if i is None else i + 1,
            pygame.K_UP: n - 1 if i is None else i - 1,
            pygame.K_PAGEDOWN: 0 if i is None else i + page,
            pygame.K_PAGEUP: 0 if i is None else i - page,
            pygame.K_HOME: 0,
            pygame.K_END: n - 1,
        }
        if event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.key in moves:
            if n:
                self.select(max(0, min(n - 1, moves[event.key])))
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.can_continue(i):
                self.continue_selected()
            elif self.can_replay(i):
                self.replay_selected()
            else:
                self.tell(str(t("Pick a game that can be continued or watched first.")))
        elif event.key == pygame.K_DELETE:
            self.ask_delete()
        else:
            return False
        return True

    def tell(self, text: str) -> None:
        self.message = text
        self.app.dirty = True

    # --- the actions -----------------------------------------------------------------------------
    def continue_selected(self) -> None:
        """Play the selected game on: an unfinished one from its own journal, exactly as the main
        menu's Continue does; a saved one as a new game with a journal of its own."""
        from mint.ui.dialogs import MessageScene

        i = self.selected_index
        e = self.current()
        if e is None or e.record is None or not self.can_continue(i):
            self.tell(str(t("Pick a game that can be continued first.")))
            return
        at = self.table_index(e)
        if at is not None:  # the game on the table now: go back to it
            for _ in range(len(self.app.scenes) - 1 - at):
                self.app.pop()
            return
        try:
            check_bots(e.record)  # before anything is built, and before a journal is started
            if e.kind == UNFINISHED:
                session = resume(e.path, e.record)
            else:
                from mint.core.session import new_journal_path

                session = Session.from_record(e.record, journal=new_journal_path(e.record.game))
            scene: Any = self.app.make("table", session)
        except JournalBusy:
            self.app.push(open_elsewhere(self.app, e.record))
            return
        except RecordError as exc:
            left = str(t("{problem} The file was left as it is.", problem=str(exc)))
            self.app.push(MessageScene(self.app, str(t("This game cannot be continued")), left))
            return
        self.app.replace("menu")
        self.app.push(scene)
        if session.notice:
            self.app.push(MessageScene(self.app, str(t("Part of this game could not be read")), session.notice))

    def replay_selected(self) -> None:
        from mint.ui.dialogs import MessageScene

        e = self.current()
        if e is None or e.record is None or not self.can_replay(self.selected_index):
            self.tell(str(t("Pick a game that can be watched first.")))
            return
        try:
            scene: Any = self.app.make("replay", e.record)
        except RecordError as exc:
            left = str(t("{problem} The file was left as it is.", problem=str(exc)))
            self.app.push(MessageScene(self.app, str(t("This replay cannot be opened")), left))
            return
        self.app.replace("menu")
        self.app.push(scene)

    def open(self, path: Path | None, replay: bool) -> None:
        """Replay or play on the listed file at ``path`` (refused with a message if it is not listed)."""
        i = next((j for j, e in enumerate(self.entries) if path is not None and e.path == path), None)
        if i is None:
            self.tell(str(t("Pick a saved game from the list first.")))
            return
        self.select(i)
        self.replay_selected() if replay else self.continue_selected()

    def ask_delete(self) -> None:
        from mint.ui.dialogs import MessageScene

        e = self.current()
        if e is None or not self.can_delete(self.selected_index):
            self.tell(
                str(t("Pick a game to delete first.") if e is None else t("The game on the table cannot be deleted."))
            )
            return
        title = saves.title_text(e)
        how = saves.progress_text(e.progress).lower()
        when = saves.when_text(e.when)
        head = t("Delete this unfinished game?") if e.kind == UNFINISHED else t("Delete this saved game?")
        if e.record is None:
            text = t(
                "It cannot be undone. The file {file} cannot be read anyway; it is removed from its folder.",
                file=e.path.name,
            )
        elif e.kind == UNFINISHED:
            text = t(
                "It cannot be undone: this game of {game} ({progress}, last played {when}) can no longer be continued.",
                game=title,
                progress=how,
                when=when,
            )
        else:
            text = t(
                "It cannot be undone. {game}, {progress}, saved {when} (the file {file}).",
                game=title,
                progress=how,
                when=when,
                file=e.path.name,
            )
        self.app.push(
            MessageScene(
                self.app,
                str(head),
                str(text),
                ok=str(t("Delete")),
                on_ok=lambda: self.delete(e),
                other=str(t("Keep it")),
                danger=True,
            )
        )

    def delete(self, e: Entry) -> None:
        """Delete the file of ``e`` (the player confirmed) and list the folders again."""
        from mint.ui.dialogs import MessageScene

        at = self.selected_index
        why = saves.delete(e)
        self.pictures.pop((e.path, e.stamp), None)
        self.refresh()
        if why:
            again = str(t("{problem} The list has been read again.", problem=why))
            self.app.push(MessageScene(self.app, str(t("Nothing was deleted")), again))
            return
        self.message = str(t("Deleted {file}.", file=e.path.name))
        self.selected_index = None
        if at is not None and self.entries:
            self.selected_index = min(at, len(self.entries) - 1)
        self.sync_buttons()
