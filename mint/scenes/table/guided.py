"""Learn to play: a short real game on a fixed deal, with a guide over the table.

The guide (``mint.core.guide``: the game's ``data/guides/<game>.json``) walks the learner
through the game's core in a panel: what to look at (lit on the table, with the moves the step
asks for), the one move it wants, what that move did and the rule behind it (a link to its
paragraph of the rules page). Any other move is refused with what the step wants. Undo takes the
guide back with the game, Again plays the step anew, and Leave lets the game go on as an ordinary
game. The other seats play the guide's scripted replies while there are any, then their bots.
The last step is free play to the end of the round, with a hint lit on every turn; the menu then
remembers the game as learnt.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Hashable, Sequence

import pygame

from mint.core import guide as G
from mint.core import words
from mint.core.game import Action, Refusal
from mint.core.rulepage import headings, page_of
from mint.core.saves import round_of
from mint.core.session import Session, new_journal_path
from mint.core.spots import spot_text
from mint.scenes.table.bots import BOT_BEAT_S, CAPTION_S
from mint.scenes.table.drawing import collect_marks
from mint.scenes.table.scene import TableScene
from mint.ui import palette
from mint.ui.app import App
from mint.ui.tabletop import Turn

GUIDE_RING = palette.GOLD
LINK = palette.hexc("#2C6FB7")  #: the rule link's words
SAY = 18  #: the guide's words (design px)
HEAD = 16  #: its heading line
WIDTH = 560  #: the panel's width (design px), less on a narrow board
BUTTON_H = 48  #: a touch target at 1080p


class ScriptedBot:
    """A seat's bot that plays the guide's scripted replies while they fit, then its own moves."""

    def __init__(self, inner: Any, table: GuidedTable) -> None:
        self.inner = inner
        self.table = table

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def choose(
        self, rules: Any, observation: Any, seat: int, legal: Sequence[Action], budget_s: float, seed: int
    ) -> Action:
        texts = [str(a) for a in legal]
        reply = self.table.reply(texts)
        if reply is not None:
            return legal[texts.index(reply)]
        return self.inner.choose(rules, observation, seat, legal, budget_s, seed)


@dataclass
class Laid:
    """The panel, upright: its size, words and buttons (rects in the panel's own space)."""

    size: tuple[int, int]
    head: str
    lines: list[str]
    rule: str
    buttons: list[tuple[str, str, pygame.Rect]]  #: key, words, rect
    rule_rect: pygame.Rect | None


class GuidedTable(TableScene):
    """The table of a guided first game."""

    def __init__(self, app: App, game: str) -> None:
        guide = G.load(game)
        session = Session(game, guide.seats, guide.seed, guide.options, journal=new_journal_path(game), free_undo=True)
        super().__init__(app, session)
        self.guide = guide
        self.walk = G.Walk(guide)
        self.bots = {seat: ScriptedBot(bot, self) for seat, bot in self.bots.items()}
        self.learner = next((i for i, s in enumerate(session.seats) if s.is_human), 0)
        self._round = round_of(session.state)
        self._hinted = -1  #: the position a free-play hint was asked for
        self._beat = 0.0  #: seconds before the solo opponent's next step may play (``carry_on``)
        self._held = False  #: the learner undid a move: the solo opponent's steps wait for them
        self._panel: tuple[Turn, Laid] | None = None
        self._headings = {h.id: h.text for h in headings(page_of(game, words.language()).read_text(encoding="utf-8"))}

    # --- the guide's words ---------------------------------------------------------------------
    def said(self, text: str) -> str:
        return str(words.data_in(self.session.game, text)) if text else ""

    def reply(self, legal: list[str]) -> str | None:
        """The other seats' next scripted move, while the guide runs."""
        if self.walk.over:
            return None
        return G.next_reply(self.guide, [str(a) for a in self.session.actions[: self.session.cursor]], legal)

    def step_spots(self) -> list[Hashable]:
        """The spots the step lights: what it points at, and where its moves start and end."""
        if self.walk.over:
            return []
        s = self.walk.step
        by_text = {spot_text(sid): sid for sid in self.hits.spots}
        out = [by_text[x] for x in s.look if x in by_text]
        if s.waits and not self.walk.made:
            for a in self.legal():
                if str(a) in s.do:
                    out += [sid for sid in (getattr(a, "source", None), getattr(a, "target", None)) if sid in self.hits]
        return list(dict.fromkeys(out))

    # --- moves ---------------------------------------------------------------------------------
    def play_move(self, action: Action) -> None:
        legal = [str(a) for a in self.legal()]
        if self.walk.allows(str(action), legal):
            super().play_move(action)
            return
        s = self.walk.step
        if s.waits and not self.walk.made:
            said = words.t("The guide asks for this first: {ask}", ask=self.said(s.ask))
        else:
            said = words.t("Read the guide first, then press Next step.")
        self.show_refusal(Refusal(s.rule, said))
        self.app.sound.play("error")

    def perform(self, action: Action, by_bot: bool = False, speed: float | None = None) -> bool:
        done = super().perform(action, by_bot, speed)
        if done and not by_bot:
            self.walk.moved(str(action), self.session.cursor)
            self._panel = None
            self._held = False
        return done

    def undo(self) -> None:
        super().undo()
        self._held = True

    def changed(self) -> None:
        super().changed()
        if hasattr(self, "walk"):
            self.walk.back_to(self.session.cursor)
            self._panel = None

    def next_step(self) -> None:
        self.walk.next(self.session.cursor)
        self._held = False
        if self.walk.step.free:
            self._round = round_of(self.session.state)
        self._panel = None
        self.app.dirty = True

    def again(self) -> None:
        """Play the step anew: the game goes back to where the step began."""
        start = self.walk.starts[self.walk.index]
        while self.session.cursor > start and self.session.undo():
            pass
        self.pacer.cancel()
        self.motion.clear()
        self.results_shown = False
        self.walk.made = False
        self._held = False
        self.changed()

    def ask_leave(self) -> None:
        """Leaving the guide cannot be taken back: a question first."""
        self.app.push(
            "message",
            str(words.t("Leave the guide?")),
            str(words.t("The game goes on as an ordinary game, and the guide does not come back to it.")),
            str(words.t("Leave the guide")),
            self.leave_guide,
            str(words.t("Stay with the guide")),
        )

    def leave_guide(self) -> None:
        """The guide is put away; the game goes on as an ordinary game."""
        self.walk.over = True
        self._panel = None
        self.show_toast(str(words.t("The guide is closed: the game goes on as an ordinary game.")))

    def finish(self) -> None:
        """The guide was followed to its end: the menu remembers the game as learnt."""
        self.walk.over = True
        self._panel = None
        learnt = [g for g in self.app.settings.learnt.split(",") if g]
        if self.session.game not in learnt:
            self.app.settings.learnt = ",".join([*learnt, self.session.game])
            self.app.settings.save()
        self.show_toast(str(words.t("You have played through the guide. Play on, or start a game from the menu.")))

    def carry_on(self, dt: float) -> bool:
        """The solo opponent's steps that stand before the move a step asks for play by
        themselves, paced and captioned like a bot seat's moves: each is the only move there is,
        the learner's to make but credited to another seat (Mint Italy's solo bot, which the
        learner sets going in an ordinary game). A step that asks for such a move leaves it to
        the learner, and after an undo they wait for the learner's own move, Next step or Again."""
        if self._beat > 0:
            self._beat -= dt
            return True
        s, walk = self.session, self.walk
        if walk.over or not walk.step.waits or walk.made or self._held or self.motion.glides:
            return False
        if not self.human_to_act() or self.app.scenes[-1] is not self:
            return False  # another screen lies on top (the rules page, the pause menu): wait, as bots do
        actor = getattr(self.rules, "actor", None)
        speed = self.app.settings.speed_factor
        while not s.over:
            legal = self.legal()
            if len(legal) != 1 or str(legal[0]) in walk.step.do:
                return False
            seat = actor(s.state, legal[0]) if actor else self.rules.to_act(s.state)
            before = s.state
            if seat == self.learner or not self.perform(legal[0], by_bot=True, speed=speed):
                return False
            if speed > 0:
                self.show_caption(seat, self.rules.describe(before, legal[0]), CAPTION_S * speed)
                self._beat = BOT_BEAT_S * speed
                return True
        return False

    def update(self, dt: float) -> bool:
        busy = super().update(dt)
        busy = self.carry_on(dt) or busy
        if self.walk.over or not self.walk.step.free:
            return busy
        now = round_of(self.session.state)
        if self.session.over or (now is not None and self._round is not None and now > self._round):
            self.finish()
            return True
        if self.human_to_act() and self.hint is None and self.hints.job is None and self._hinted != self.version:
            self._hinted = self.version
            self.request_hint()
        return busy

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        element = self.buttons.button_for(self.hint[0]) if self.hint else None
        marks = collect_marks(
            self.gestures, self.lit_targets(), self.my_actions(), self.hint, element.rect if element else None
        )
        marks.rings.extend((sid, GUIDE_RING) for sid in self.step_spots())
        self._marks = marks
        self.fit_log()
        self.painter.draw(surface, marks)
        if not self.tabletop and not self.walk.over and self.walk.step.waits and not self.walk.made:
            for a in self.legal():  # the side column's buttons for the moves the step asks for
                element = self.buttons.button_for(a) if str(a) in self.walk.step.do else None
                if element is not None and element.visible:
                    k = self.kit
                    k.highlight(surface, element.rect.inflate(k.px(10), k.px(10)), self.t, GUIDE_RING)
                    self.painter.over.note(element.rect.inflate(k.px(34), k.px(34)))

    def relayout_side(self) -> None:
        super().relayout_side()
        self._full_log = self.side.log

    def fit_log(self) -> None:
        """The normal layout: the log ends above the guide's panel, so its newest lines show (all
        of the log's room again once the guide is over)."""
        log = getattr(self, "_full_log", None)
        if self.tabletop or log is None:
            return
        if not self.walk.over:
            top = self.panel()[0].screen_rect.top - self.kit.px(8)
            room = min(log.height, top - log.top)
            log = pygame.Rect(log.x, log.y, log.width, room) if room >= self.kit.px(80) else None
        if log != self.side.log:
            self.side = dataclasses.replace(self.side, log=log)

    def draw_above_widgets(self, surface: pygame.Surface) -> None:
        super().draw_above_widgets(surface)
        if self.walk.over:
            return
        turn, laid = self.panel()
        upright = pygame.Surface(laid.size, pygame.SRCALPHA)
        self.paint(upright, laid)
        turn.blit(surface, upright)
        self.painter.over.note(turn.screen_rect)

    def width(self) -> int:
        """The panel's width: the side column's (table-top mode: a share of the board's)."""
        if not self.tabletop:
            return self.frame.side.width
        return min(self.kit.px(WIDTH), max(self.kit.px(320), self.frame.board.width // 2))

    def lay(self) -> Laid:
        """The panel's words and buttons for the step, wrapped to its width."""
        k = self.kit
        s = self.walk.step
        pad, g = k.px(16), k.px(8)
        w = self.width()
        steps = len(self.guide.steps)
        head = str(words.t("Learn to play · step {n} of {count}", n=self.walk.index + 1, count=steps))
        text = self.said(s.done) if self.walk.made and s.done else self.said(s.say)
        lines = k.wrap(text, SAY, w - 2 * pad) if text else []
        rule = self._headings.get(s.rule, "") if s.rule else ""
        y = pad + k.font(HEAD, True).get_linesize() + g + len(lines) * k.font(SAY).get_linesize() + g
        rule_rect = None
        if rule:
            rule_rect = pygame.Rect(pad, y, w - 2 * pad, k.font(SAY, True).get_linesize())
            y = rule_rect.bottom + g
        keys = [("leave", str(words.t("Leave the guide")))]
        if self.walk.index > 0 or self.walk.made:
            keys.append(("again", str(words.t("Again"))))
        if self.walk.can_next():
            keys.append(("next", str(words.t("Next step"))))
        bh = k.px(BUTTON_H)
        font = k.font(SAY, True)
        need = [font.size(said)[0] + k.px(24) for _, said in keys]
        rows = [keys]
        if sum(need) + (len(keys) - 1) * g > w - 2 * pad and len(keys) > 1:
            rows = [keys[1:], keys[:1]]  # no room for all abreast: Leave the guide gets a row of its own
        buttons = []
        for row in rows:
            widths = [font.size(said)[0] + k.px(24) for _, said in row]
            extra = (w - 2 * pad - (len(row) - 1) * g - sum(widths)) // len(row)
            x = pad
            for (key, said), bw in zip(row, widths):
                buttons.append((key, said, pygame.Rect(x, y, bw + extra, bh)))
                x += bw + extra + g
            y += bh + g
        return Laid((w, y - g + pad), head, lines, rule, buttons, rule_rect)

    def panel(self) -> tuple[Turn, Laid]:
        """The panel laid out and placed: at the foot of the side column, over the log's older
        lines (table-top mode: beside the learner's strip, facing them)."""
        if self._panel is not None:
            return self._panel
        laid = self.lay()
        w, h = laid.size
        if self.tabletop:
            self._panel = (self.place_facing(w, h), laid)
            return self._panel
        side = self.frame.side
        self._panel = (Turn((w, h), 0, (side.x, side.bottom - h)), laid)
        return self._panel

    def place_facing(self, w: int, h: int) -> Turn:
        """Table-top mode: the panel turned to face the learner, where it hides the fewest of the
        spots the step lights, then as little of the learner's own strip, nearest their edge."""
        strip = self.edges.facing(self.learner)
        rotation = strip.turn.rotation if strip is not None else 0
        sw, sh = Turn((w, h), rotation).screen_size
        board = pygame.Rect((0, 0), self.app.size)  # (the whole screen: beside the strips, or over the learner's)
        own = strip.rect if strip is not None else pygame.Rect(0, 0, 0, 0)
        lit = [self.hits.get(sid) for sid in self.step_spots()]
        rects = [r if isinstance(r, pygame.Rect) else r.rect for r in lit if r is not None]
        geo = self.edges.geometry
        others = [x.rect for x in geo.strips.values() if x is not strip] if geo is not None else []
        side = {0: "bottom", 180: "top", -90: "left", 90: "right"}.get(rotation, "bottom")
        edge = getattr(board, side)
        grid = self.kit.px(40)
        best: tuple[float, pygame.Rect] | None = None
        for y in range(board.top, board.bottom - sh + 1, grid):
            for x in range(board.left, board.right - sw + 1, grid):
                r = pygame.Rect(x, y, sw, sh)
                cost = sum(_overlap(r, lit) for lit in rects) * 100 + _overlap(r, own) * 4
                cost += sum(_overlap(r, o) for o in others) + abs(getattr(r, side) - edge) * min(sw, sh) // 2
                if best is None or cost < best[0]:
                    best = (cost, r)
        at = best[1].topleft if best is not None else board.topleft
        return Turn((w, h), rotation, at)

    def paint(self, surface: pygame.Surface, laid: Laid) -> None:
        k = self.kit
        whole = surface.get_rect()
        k.panel(surface, whole, palette.PANEL, GUIDE_RING, shadow=False)
        pad = k.px(16)
        y = pad
        k.text(surface, laid.head, (pad, y), HEAD, self.view.accent, True)
        y += k.font(HEAD, True).get_linesize() + k.px(8)
        step = k.font(SAY).get_linesize()
        for line in laid.lines:
            k.text(surface, line, (pad, y), SAY, palette.TEXT)
            y += step
        if laid.rule_rect is not None:
            said = str(words.t("Rule: {heading} (F1)", heading=laid.rule))
            k.line(surface, said, laid.rule_rect.topleft, SAY, LINK, True, "topleft", laid.rule_rect.width)
        for key, said, r in laid.buttons:
            accent = key == "next"
            fill = self.view.accent if accent else palette.lighter(palette.BORDER, 0.5)
            k.panel(surface, r, fill, palette.BORDER, radius=k.px(8), shadow=False)
            color = palette.WHITE if accent else palette.TEXT
            k.line(surface, said, r.center, SAY, color, True, "center", r.width - k.px(12))

    # --- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if not self.walk.over:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F1 and self.f1_is_the_steps():
                self.open_rules(self.learner if self.tabletop else None, self.walk.step.rule)
                return True
            pos = self.press_at(event)
            if pos is not None:
                turn, laid = self.panel()
                if turn.screen_rect.collidepoint(pos):
                    self.press(laid, turn.upright(pos))
                    return True
        return super().handle(event)

    def f1_is_the_steps(self) -> bool:
        """F1 opens the step's rule when it has one, unless a refusal shows or the pointer is on a
        piece, card or space (then F1 opens their paragraph, as at any table)."""
        pointer = self.gestures.pointer
        if not self.walk.step.rule or self.refused:
            return False
        return self.panel()[0].screen_rect.collidepoint(pointer) or self.hits.at(pointer) is None

    def press_at(self, event: pygame.event.Event) -> tuple[int, int] | None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return event.pos
        if event.type == pygame.FINGERDOWN:
            w, h = self.app.size
            return round(event.x * w), round(event.y * h)
        return None

    def press(self, laid: Laid, at: tuple[float, float]) -> None:
        p = (int(at[0]), int(at[1]))
        if laid.rule_rect is not None and laid.rule_rect.collidepoint(p):
            self.open_rules(self.learner if self.tabletop else None, self.walk.step.rule)
            return
        for key, _, r in laid.buttons:
            if r.collidepoint(p):
                {"next": self.next_step, "again": self.again, "leave": self.ask_leave}[key]()
                self.app.sound.play("drop")
                return


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.width * c.height
