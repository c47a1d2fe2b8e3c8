"""Table-top mode at the table: each seat's strip on its edge, the shared board in the middle.

``Edges`` lays out the strips (``mint.ui.tabletop.compute``) and has the game's view lay out each seat's
own area upright in its strip and the shared board upright in the middle; their spots are turned
onto the screen, so everything else at the table (hits, lit targets, glides, rings) works in
screen coordinates as usual. It paints the view's drawings turned to face their seats, draws each
seat's bar, and answers presses on the bars' buttons.

Who sees what: the board and every strip show only what all may see, except the strip of a seat
whose player holds that seat's Peek (or of the only person at the table, playing bots): that strip
is drawn from that seat's own observation.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any, Hashable

import pygame

from mint.core import words
from mint.scenes.table import uprights
from mint.scenes.table.bars import WORDS, BarPainter
from mint.scenes.table.board_ahead import TurnedAhead
from mint.scenes.table.buttons import cancel, label, offered, run_tool
from mint.scenes.table.contract import Table
from mint.scenes.table.scratch import Scratch
from mint.ui import layers, palette, rows
from mint.ui import tabletop as T
from mint.ui.damage import Places
from mint.ui.surfcache import opaque_surface
from mint.ui.view_api import Region


@dataclass
class Part:
    """One upright drawing of the view: the board, or a seat's own area."""

    turn: T.Turn
    rect: pygame.Rect  #: upright: where the view lays out inside the drawing
    obs: Any
    viewer: int | None
    spots: dict[Hashable, Region] = field(default_factory=dict)  #: upright


class Edges:
    """The table-top layout of a table: strips, parts, bars, and the Peek each player holds."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.geometry: T.Tabletop | None = None
        self.parts: dict[Any, Part] = {}  #: "board", or a seat
        self.part_of: dict[Hashable, Any] = {}  #: spot -> the part it lies in
        self.rotation = 0  #: the board's turn (it faces the seat to act at the top or bottom)
        self.peeking: set[int] = set()
        self.bars: dict[int, T.BarLayout] = {}
        self.moves: dict[int, list[tuple[str, Any]]] = {}  #: each bar's buttons above its tools: label, what
        self.pressed: tuple[int, str, int] | None = None  #: a bar button held down: seat, key, index
        #: what turned parts' overlays are drawn on, upright
        self._scratch = Scratch(alpha=True)
        self.pages: dict[int, int] = {}  #: the page of moves a bar shows when they do not all fit
        self._places: tuple[Any, ...] = ()  #: where the parts lay when the gaps were last filled
        self._painted_on: pygame.Surface | None = None
        #: upright regions already turned onto the screen, by turn and region: a move leaves most
        #: spots where they were, so their turned shapes (and the areas the hits read) are kept
        self._turn = uprights.TurnedRegions()
        self._ahead: tuple[Part | None, Part | None] = (None, None)  #: the board last seen, and turned ahead
        self._painted: dict[int, Hashable] = {}  #: each seat's ``_seat_key`` when its area was last painted
        #: each bar on the surface the parts lie on: its place, what it shows, its words
        self._bar_kept: dict[int, tuple[pygame.Rect, Any, str]] = {}
        self._fresh: set[int] = set()  #: seats whose strips were painted since their bars were drawn
        self.bar_painter = BarPainter(self)
        #: the board's upright drawing, and (a view that paints it in place) where the screen holds it
        self._board_upright: pygame.Surface | None = None
        self.board_ahead = TurnedAhead()  #: the board's picture turned the other way it may face
        self._board_on: tuple[pygame.Surface, T.Turn] | None = None
        #: each seat's upright drawing (on a surface of its own: its size) and (a view that paints
        #: its strips in place) where the screen holds it
        self._seat_upright: dict[int, tuple[Any, pygame.Surface]] = {}
        self._seat_on: dict[int, tuple[pygame.Surface, T.Turn]] = {}
        self.damage = Places()  #: where ``paint`` and ``draw_bars`` painted the surface
        self.later = False  #: strips changed that ``paint`` left for the next frame

    # --- layout --------------------------------------------------------------------------------
    def seats_edges(self) -> tuple[str, ...]:
        t = self.table
        return T.seating(len(t.session.seats), getattr(t.app.settings, "seating", ""))

    def relayout(self, obs_for: Any) -> dict[Hashable, Region]:
        """Lay out the strips and the parts for the position now; returns the spots on screen.
        ``obs_for(viewer)`` gives the observation for a viewer (None: what all may see)."""
        t = self.table
        view = t.view
        public = obs_for(None)
        n = len(t.session.seats)
        edges = self.seats_edges()
        geo = T.lay_out(t.kit, t.app.size, edges, lambda seat, length: view.seat_depth(public, seat, length))
        self.pages = {}  # (a new position shows its moves from the first page)
        self.geometry = geo
        to_act = t.rules.to_act(t.session.state)
        facing = to_act if to_act is not None and t.session.seats[to_act].is_human else None
        self.rotation = T.board_rotation(geo, facing, self.rotation)
        parts: dict[Any, Part] = {}
        b = geo.board
        board_turn = T.Turn(b.size if self.rotation in (0, 180) else (b.height, b.width), self.rotation, b.topleft)
        parts["board"] = Part(board_turn, pygame.Rect((0, 0), board_turn.size), public, None)
        humans = t.human_seats()
        for s in range(n):
            strip = geo.strips[s]
            # a seat's secrets show while its player holds Peek; the only person at the table sees theirs
            viewer = s if s in self.peeking or humans == [s] else None
            parts[s] = Part(strip.turn, strip.area, obs_for(viewer) if viewer is not None else public, viewer)
        spots: dict[Hashable, Region] = {}
        self.part_of = {}
        for key, part in parts.items():
            if key == "board":
                laid = view.layout_board(part.obs, None, part.rect)
            else:
                laid = view.layout_seat(part.obs, part.viewer, key, part.rect)
            part.spots = dict(laid)
            spots.update(self._turn.spots(part.turn, part.spots))
            self.part_of.update(dict.fromkeys(part.spots, key))
        self.parts = parts
        return spots

    def turn_ahead(self) -> None:
        """The board's spots turned, ahead, the other way it may face (a seat at the top or the bottom
        to act), from the frame after the one it was laid out in (that one has enough to do): the
        turn passing across the table finds them turned."""
        board, seen, done = self.parts.get("board"), *self._ahead
        if board is None or self.geometry is None:
            return
        turn = board.turn
        faced = {T.ROTATION[s.edge] for s in self.geometry.strips.values() if s.edge in ("top", "bottom")}
        other = faced - {turn.rotation} if turn.rotation in (0, 180) else set()
        if board is done:  # (and in a later frame with no move, the board's picture: ``TurnedAhead``)
            if other and self._board_upright is not None and self._board_on is not None:
                self.board_ahead.when_still(
                    self.table.version, self._board_upright, T.Turn(turn.size, min(other), turn.at)
                )
            return
        self._ahead = (board, board if board is seen else None)
        if board is not seen:
            return
        for rotation in other:
            self._turn.spots(T.Turn(turn.size, rotation, turn.at), board.spots)

    def more_regions(self) -> dict[Hashable, list[Region]]:
        more = {}
        for sid, regions in self.table.view.more_regions(self.table.obs).items():
            part = self.parts.get(self.part_of.get(sid, "board"))
            if part is not None:
                more[sid] = [part.turn.region(r) for r in regions]
        return more

    def relayout_bars(self) -> None:
        """The bars' buttons: the moves on offer go to the bar of the seat to act; every person's
        bar has Skip while bots play before a person's turn, and Results once the game is over."""
        t = self.table
        geo = self.geometry
        if geo is None:
            return
        to_act = t.rules.to_act(t.session.state)
        moves: dict[int, list[tuple[str, Any]]] = {}
        for s in geo.strips:
            row: list[tuple[str, Any]] = []
            if s == to_act:
                row += [(label(a), a) for a in offered(t)]
            if t.session.seats[s].is_human:
                if t.plays and t.session.over:
                    row.append((str(words.t("Results")), "results"))
                elif t.bots_before_me() and not t.pacer.hurry:
                    row.append((str(words.t("Skip to my turn")), "skip"))
            moves[s] = row
        self.moves, self.bars = {}, {}
        for s, strip in geo.strips.items():
            row, peek = moves[s], s in t.private_seats
            lay = T.bar_layout(t.kit, strip.bar, [text for text, _ in row], peek, WORDS)
            if len(lay.moves) < len(row):  # more than the bar holds: pages, the last button turns them
                per = max(1, len(lay.moves) - 1)
                pages = (len(row) + per - 1) // per
                page = self.pages.get(s, 0) % pages
                self.pages[s] = page
                row = [
                    *row[page * per : (page + 1) * per],
                    (str(words.t("More ({page}/{pages})", page=page + 1, pages=pages)), "more"),
                ]
                lay = T.bar_layout(t.kit, strip.bar, [text for text, _ in row], peek, WORDS)
            self.moves[s], self.bars[s] = row, lay

    # --- painting --------------------------------------------------------------------------------
    def paint(self, surface: pygame.Surface) -> None:
        """The view's board and seat areas, each drawn upright and turned onto ``surface``.

        Each part fills its own place first (the table's colour, or the strip's ground), so only
        the gaps between parts are filled, and only when the parts moved. Each part is drawn on
        an upright surface of its own, kept (``compose`` lays the table again from them), and laid
        on turned (a half turn is a flip, not a resampling). A seat's area whose ``seat_key`` is
        what it was when it was last painted on this surface, in the same place, is left as it
        lies, its bar too: neither drawn nor turned again (``draw_bars`` puts back what lay under
        a bar that changed).

        In the frame of a move that changed more than one strip (a turn passing tints two, a
        round's end deals every hand), only the strip of the seat to act is painted: the others
        are painted in the next frame (``later``), each within a frame's time at 3840x2160."""
        t = self.table
        view = t.view
        # (the board turning about in its place leaves the gaps as they were: no new ground)
        places = tuple(
            (key, part.turn.screen_rect, None if key == "board" else part.turn.rotation)
            for key, part in self.parts.items()
        )
        whole = places != self._places or surface is not self._painted_on
        if whole:
            surface.fill(palette.TABLE)
            self.damage.note(None)
            self._places, self._painted_on = places, surface
            self._painted, self._bar_kept = {}, {}
            self._board_on, self._seat_on = None, {}
        keys = {key: self._seat_key(key, part) for key, part in self.parts.items() if key != "board"}
        changed = [key for key, same in keys.items() if same is None or self._painted.get(key) != same]
        to_act = t.rules.to_act(t.session.state)
        first = to_act if to_act in changed else (changed[0] if changed else None)
        known = all(keys[key] is not None for key in changed)  # (a strip the view keys not: painted each time)
        self.later = not whole and known and len(changed) > 1 and not self.later  # (``later``)
        for key, part in self.parts.items():
            if key != "board":
                if key not in changed or (self.later and key != first):
                    continue
                self._painted[key] = keys[key]
                self._fresh.add(key)
            if key == "board" and view.board_in_place:
                self._paint_board_in_place(surface, part)
                continue
            if key != "board" and view.seat_in_place:
                self._paint_seat_in_place(surface, key, part)
                continue
            upright = self._own_upright(key, part.turn.size)
            self.damage.note(part.turn.screen_rect)
            if key == "board":
                upright.fill(palette.TABLE)
                view.draw_board(upright, part.obs, None, part.rect, part.spots)
                self.board_ahead.forget()
            else:
                self._strip_back(upright, key)
                view.draw_seat(upright, part.obs, part.viewer, key, part.rect, part.spots)
            part.turn.blit(surface, upright)  # (a half turn is a flip, a quarter turn tile by tile)

    def _own_upright(self, key: Any, size: tuple[int, int]) -> pygame.Surface:
        """The upright drawing a part (the board, or a seat's strip) is kept on, of ``size``."""
        if key == "board":
            if self._board_upright is None or self._board_upright.get_size() != size:
                self._board_upright = opaque_surface(size)
                self._board_upright.fill(palette.TABLE)
                self.board_ahead.give_back()
            return self._board_upright
        kept = self._seat_upright.get(key)
        if kept is None or kept[0] != size:
            kept = self._seat_upright[key] = (size, opaque_surface(size))
        return kept[1]

    def compose(self, surface: pygame.Surface, places: list[pygame.Rect] | None) -> None:
        """Lay again at ``places`` of ``surface`` (None: all of it) what the table shows there,
        from the parts' upright drawings and the bars (``uprights.compose``)."""
        uprights.compose(self, surface, places)

    def upright_of(self, key: Any) -> pygame.Surface | None:
        """The upright drawing of the board ("board") or a seat's strip, as last painted."""
        return self._board_upright if key == "board" else self._seat_upright.get(key, (None, None))[1]

    def bar_shown(self, seat: int) -> tuple[pygame.Rect | None, str]:
        """Where the seat's bar was drawn on the surface the parts lie on, and its words."""
        kept = self._bar_kept.get(seat)
        return (kept[0], kept[2]) if kept is not None else (None, "")

    def _paint_board_in_place(self, surface: pygame.Surface, part: Part) -> None:
        """The shared board of a view that paints it in place: drawn upright on a surface of its
        own that holds its last drawing, and only the places the view painted again laid
        (turned) onto the screen, unless the screen holds it turned otherwise or its ground was
        painted again since."""
        view = self.table.view
        turn = part.turn
        on_screen = self._board_on == (surface, turn)  #: the screen holds the last drawing, so turned
        kept = self._own_upright("board", turn.size)
        view.in_place, view.damage = True, None
        view.draw_board(kept, part.obs, None, part.rect, part.spots)
        damage = view.damage
        view.in_place, view.damage = False, None
        self._board_on = (surface, turn)
        self.board_ahead.painted(kept, damage)
        if damage is None or not on_screen:
            if not self.board_ahead.lay(surface, turn):
                turn.blit(surface, kept)
            self.damage.note(turn.screen_rect)
            return
        for d in damage:
            T.lay_turned(surface, kept.subsurface(d), turn.rotation, turn.rect(d).topleft)
            self.damage.note(turn.rect(d))

    def _paint_seat_in_place(self, surface: pygame.Surface, seat: int, part: Part) -> None:
        """A seat's strip of a view that paints it in place: drawn upright on a surface of its own
        that holds its last drawing, and only the places the view painted again laid, turned,
        onto the screen (all of it when the screen holds it otherwise). What lay under the seat's
        bar is put back first: the bar is drawn again over the strip afterwards."""
        view = self.table.view
        turn = part.turn
        on_screen = self._seat_on.get(seat) == (surface, turn)
        bar = self._bar_kept.get(seat) if on_screen else None
        kept = self._seat_upright.get(seat)
        holds = kept is not None and kept[0] == turn.size
        upright = self._own_upright(seat, turn.size)
        if not holds:
            layers.keep_painted()  # (what the view painted on it last, kept as painted)
            self._strip_back(upright, seat)
        view.in_place, view.damage = holds, None
        view.ground = partial(self._strip_back, seat=seat)
        view.draw_seat(upright, part.obs, part.viewer, seat, part.rect, part.spots)
        damage = view.damage if holds else None
        view.in_place, view.damage, view.ground = False, None, None
        self._seat_on[seat] = (surface, turn)
        if damage is None or not on_screen:
            turn.blit(surface, upright)
            self.damage.note(turn.screen_rect)
            return
        assert self.geometry is not None
        if any(d.colliderect(self.geometry.strips[seat].bar) for d in damage):
            if bar is not None:  # (what shows of the strip round the bar, drawn again over it: as painted now)
                for corner in self.bar_painter.corners(self.geometry.strips[seat], surface.get_rect()):
                    uprights.lay_parts(self, surface, corner, corner.topleft)
                self.damage.note(bar[0])
        else:
            self._fresh.discard(seat)  # (the bar and what lies under it are as they were)
        for d in damage:
            T.lay_turned(surface, upright.subsurface(d), turn.rotation, turn.rect(d).topleft)
            self.damage.note(turn.rect(d))

    def _seat_key(self, seat: int, part: Part) -> Hashable | None:
        """What a seat's painted area shows, as one value (None: the view cannot say)."""
        view_key = self.table.view.seat_key(part.obs, part.viewer, seat, part.rect, part.spots)
        if view_key is None:
            return None
        k = self.table.kit
        return (part.turn, tuple(part.rect), part.viewer, k.scale, k.player_colors, words.language(), view_key)

    @property
    def painted_on(self) -> pygame.Surface | None:
        """The surface the parts were last painted on (it holds them, but where drawn over)."""
        return self._painted_on

    def forget_ground(self) -> None:
        """Something else painted the surface the parts lie on: fill the gaps (and paint every
        part) again next time."""
        self._painted_on = None
        self._painted, self._bar_kept = {}, {}

    def draw_overlays(self, surface: pygame.Surface, hovered: Hashable | None, drawn_at: Places | None = None) -> None:
        """What the view moves on every frame, over each part (``uprights.draw_overlays``)."""
        uprights.draw_overlays(self, self._scratch, surface, hovered, drawn_at)

    def _strip_back(self, surface: pygame.Surface, seat: int) -> None:
        """The strip's ground: a band of the seat's colour along the player's edge."""
        k = self.table.kit
        w, h = surface.get_size()  # (a strip's upright drawing: its whole ground, or under a clip)
        rows.fill(surface, palette.lighter(k.player_color(seat), 0.9))
        pygame.draw.rect(surface, k.player_color(seat), pygame.Rect(0, h - k.px(6), w, k.px(6)))
        pygame.draw.line(surface, palette.BORDER, (0, 0), (w, 0), max(1, k.px(2)))

    def bar_key(self) -> tuple[Any, ...]:
        """What the bars show, for the table's chrome key (the bars are drawn again when it changes)."""
        t = self.table
        caption = t.caption[:2] if t.caption else None
        return (
            tuple((s, tuple(text for text, _ in row)) for s, row in self.moves.items()),
            tuple(sorted(self.peeking)),
            caption,
            self.pressed,
            t.can_undo(),
            t.session.cursor,
        )

    def draw_bars(self, surface: pygame.Surface) -> None:
        """Each seat's bar, turned onto ``surface`` over its strip.

        On the surface the parts are kept on, each bar keeps what it showed: a bar that shows the
        same is left as it lies, one whose words alone changed (the last move, said to the others)
        has its words drawn again in place, and any other is drawn whole over what lies under it
        (its strip where the panel's rounded corners leave it, laid again from its upright drawing,
        or painted again)."""
        geo = self.geometry
        if geo is None:
            return
        keep = surface is self._painted_on
        for seat, strip in geo.strips.items():
            rect = strip.turn.rect(strip.bar).clip(surface.get_rect())
            look, said = self._bar_key(seat)
            kept = self._bar_kept.get(seat) if keep and seat not in self._fresh else None
            if kept is not None and kept[0] == rect:
                if kept[1] == look:
                    if kept[2] != said:
                        self.damage.note(rect)
                        self.bar_painter.draw_words(surface, seat, strip, said)
                        self._bar_kept[seat] = (rect, look, said)
                    continue
                for corner in self.bar_painter.corners(strip, surface.get_rect()):  # (what shows of its strip)
                    uprights.lay_parts(self, surface, corner, corner.topleft)
            self.damage.note(rect)
            self.bar_painter.lay(surface, seat, strip)
            self.bar_painter.draw_words(surface, seat, strip, said)
            if keep:
                self._bar_kept[seat] = (rect, look, said)
        if keep:
            self._fresh.clear()

    def _bar_key(self, seat: int) -> tuple[Any, str]:
        """What a seat's bar shows but its words, and its words."""
        t = self.table
        k = t.kit
        acting = t.rules.to_act(t.session.state) == seat
        human = t.session.seats[seat].is_human
        lay = self.bars.get(seat)
        row = tuple((text, what is not None and not isinstance(what, str)) for text, what in self.moves.get(seat, []))
        tools = tuple((key, self.tool_enabled(seat, key)) for key in (lay.tools if lay is not None else ()))
        pressed = self.pressed if self.pressed is not None and self.pressed[0] == seat else None
        name = k.seat_name(t.session.seats, seat)
        shown = (seat in self.peeking, pressed, t.view.accent, k.scale, k.player_colors, words.language())
        return (lay, acting, human, acting and t.thinking, name, row, tools, shown), self.words_for(
            seat, acting and human
        )

    def words_for(self, seat: int, prompt: bool) -> str:
        """What a bar says: to the seat that acts, what to do; to the others, the last move."""
        t = self.table
        if prompt:
            status = t.view.status(t.obs) if t.obs is not None else ""
            if t.chooser:
                return str(words.t("Choose one of the moves below."))
            return status or str(words.t("Your move."))
        if t.caption:
            return t.caption[1]
        if t.log.lines:
            return str(words.t("Last: {move}", move=t.log.lines[-1][1]))
        return ""

    def tool_enabled(self, seat: int, key: str) -> bool:
        t = self.table
        acting = t.rules.to_act(t.session.state) == seat and t.session.seats[seat].is_human
        if key == "undo":
            return t.can_undo() and self.last_mover() in (seat, None)
        if key == "hint":
            return acting and not t.session.over
        return True

    def last_mover(self) -> int | None:
        """The person whose move an undo would take back (None: no person's move is there)."""
        t = self.table
        s = t.session
        for i in range(s.cursor - 1, -1, -1):
            seat = t.rules.to_act(s.states[i])
            if seat is not None and s.seats[seat].is_human:
                return seat
        return None

    # --- presses ---------------------------------------------------------------------------------
    def button_at(self, pos: tuple[int, int]) -> tuple[int, str, int] | None:
        """The bar button under ``pos``: (seat, "move" and its index, or a tool's key and 0)."""
        geo = self.geometry
        if geo is None:
            return None
        strip = geo.strip_at(pos)
        if strip is None or strip.seat not in self.bars:
            return None
        u, v = strip.turn.upright(pos)
        lay = self.bars[strip.seat]
        for i, r in enumerate(lay.moves):
            if r.collidepoint(u, v):
                return strip.seat, "move", i
        for key, r in lay.tools.items():
            if r.collidepoint(u, v):
                return strip.seat, key, 0
        return None

    def screen_rect(self, seat: int, r: pygame.Rect) -> pygame.Rect:
        """A rect of a seat's strip (upright) on the screen."""
        assert self.geometry is not None
        return self.geometry.strips[seat].turn.rect(r)

    def press(self, button: tuple[int, str, int]) -> None:
        """A bar button went down: Peek shows at once (until it is let go); the rest act on release."""
        seat, key, _ = button
        self.pressed = button
        if key == "peek":
            self.peek(seat, True)
        self.table.painter.invalidate()
        self.table.app.dirty = True

    def release(self, button: tuple[int, str, int], pos: tuple[int, int]) -> None:
        """A bar button let go: it acts when the pointer is still on it."""
        t = self.table
        seat, key, index = button
        self.pressed = None
        t.painter.invalidate()
        t.app.dirty = True
        if key == "peek":
            self.peek(seat, False)
            return
        if self.button_at(pos) != button:
            return
        t.toast_seat = seat
        if key == "move":
            row = self.moves.get(seat, [])
            what = row[index][1] if index < len(row) else "gone"
            if what is None:
                cancel(t)
            elif what == "results":
                t.show_results(seat)
            elif what == "skip":
                t.skip_to_my_turn()
            elif what == "more":
                self.pages[seat] = self.pages.get(seat, 0) + 1
                self.relayout_bars()
            elif not isinstance(what, str):
                t.play_move(what)
        elif key == "undo" and not self.tool_enabled(seat, "undo"):
            t.show_toast(
                str(words.t("Nothing of yours to undo: the last move was another player's or could not be taken back."))
            )
        else:
            run_tool(t, key, seat)

    def peek(self, seat: int, on: bool) -> None:
        if on == (seat in self.peeking):
            return
        (self.peeking.add if on else self.peeking.discard)(seat)
        self.table.relayout()

    def piece_for(self, sid: Hashable) -> pygame.Surface | None:
        """The view's own picture of a piece, turned as the part it lies in is."""
        own = self.table.view.piece_for(sid)
        part = self.parts.get(self.part_of.get(sid, "board"))
        if own is None or part is None or not part.turn.rotation:
            return own
        return pygame.transform.rotate(own, part.turn.rotation)

    # --- words facing a seat ---------------------------------------------------------------------
    def facing(self, seat: int | None) -> T.Strip | None:
        """The strip words for ``seat`` are shown beside (the seat to act's when None)."""
        geo = self.geometry
        if geo is None:
            return None
        if seat is None:
            seat = self.table.rules.to_act(self.table.session.state)
        if seat not in geo.strips:
            seat = next(iter(geo.strips), None)
        return geo.strips.get(seat) if seat is not None else None

    def facing_place(self, upright: pygame.Surface, strip: T.Strip, gap: int) -> tuple[pygame.Surface, pygame.Rect]:
        """An upright drawing turned to face ``strip``'s seat, and where it lies: on the board,
        just beyond the strip."""
        turned = pygame.transform.rotate(upright, strip.turn.rotation) if strip.turn.rotation else upright
        h = upright.get_height()
        centre = strip.turn.point((strip.area.centerx, -gap - h / 2))
        return turned, turned.get_rect(center=(round(centre[0]), round(centre[1])))
