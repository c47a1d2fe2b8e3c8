"""The main menu: a tile for every game, Continue tiles for unfinished games, and the other entries.

Each game is a tile in its accent colour with a small picture of its table, its player counts, a
line saying what it is about and its solo modes; a click opens its set-up, its Rules button its
rules. Up to ``MENU_CONTINUES`` unfinished games sit in the right-hand column, newest first, each
with its game, its players and how far it got; a click picks it up where it stopped. Under them:
every saved and unfinished game (the load screen), Settings and Quit.

The menu is the first screen, so it is drawn with the kit alone (no pygame_gui) and its first frame
does no more than draw: the pictures come afterwards, one a frame, as the load screen draws its
own. A game's picture shows a fresh game (seed ``FRESH_SEED`` and a few random moves) drawn off
screen by mint.ui.thumbs and cached as a PNG file, keyed on the app's version, the palette and the
newest file of the game's code, data and sprites; an unfinished game's picture is the one the load
screen caches for its journal. Until a picture is ready its tile shows a calm placeholder.

Keys: Up/Down (and Tab/Shift+Tab) step through the tiles and entries in reading order (the games,
then the right-hand column), Left/Right cross between the columns, Enter or Space opens, F1 opens
the rules of the chosen game, Esc quits.
"""

from __future__ import annotations

from typing import Any

import pygame

from mint.core import registry, words
from mint.core.guide_path import has_guide
from mint.scenes.menu.parts import (
    HEADING,
    MENU_CONTINUES,
    NARROWEST,
    PICTURE_RATIO,
    PICTURES,
    TEXT_LEAST,
    MenuChoices,
    Target,
    fresh_entry,
    fresh_record,
    journals_kept,
    players_line,
    progress,
    remember_picture,
    unfinished_games,
    wrap,
)
from mint.scenes.menu.welcome import draw_welcome
from mint.ui import palette
from mint.ui.app import App
from mint.ui.kit import Kit
from mint.ui.screens import MenuLike


class MenuScene(MenuLike):
    uses_gui = False  # drawn with the kit so the app opens without waiting for pygame_gui
    title = words.t("Mint Tin Table")
    subtitle = words.t("Five pocket-sized board games on one table")
    hint = words.t("Arrow keys choose · Enter opens · F1 rules · F11 full screen · Esc quits")

    def __init__(self, app: App, offer_resume: bool = False) -> None:
        super().__init__(app)
        self.offer_resume = offer_resume
        self.choices = MenuChoices()
        self.unfinished: list[Any] = []
        self.games: list[str] = registry.menu_names()
        self.pictures: dict[str, pygame.Surface | None] = {}
        """Each tile's picture by its key once it is known (None: it could not be drawn)."""
        self.todo: list[str] | None = None
        """Tiles whose picture is still to be drawn (None until the first frame is up)."""
        self._kit: Kit | None = None
        self._entries: dict[str, Any] = {}
        self._fitted: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
        self._lines: dict[tuple[str, float, bool, int], list[str]] = {}
        self._continue_text: list[tuple[str, str, str]] = []
        self.right_column = pygame.Rect(0, 0, 1, 1)
        self._preview: str | None = None
        self._warmed = False
        self._journals_due = False  #: the journals are still to be read (after the first frame)

    @property
    def kit(self) -> Kit:
        """The app's kit, or a smaller one when the window is too narrow or too short for the menu
        at the interface scale (a large scale on a small window draws the menu as at 1.0)."""
        return self._kit or self.app.kit

    # --- unfinished games ------------------------------------------------------------------------
    def enter(self) -> None:
        # the journals behind the Continue tiles are read after the first frame, as the pictures
        # are drawn: reading them loads the session and its schemas, a third of a bare start again
        self.unfinished = []
        self._journals_due = journals_kept()
        super().enter()

    def read_journals(self) -> None:
        """Read the unfinished games the menu offers and lay the Continue tiles out for them."""
        self._journals_due = False
        self.unfinished = unfinished_games()
        if self.unfinished:
            self.rebuild()

    def offer_to_resume(self) -> None:
        """Ask once to pick up the newest unfinished game (after the first frame: the dialog needs pygame_gui)."""
        self.offer_resume = False
        if self.unfinished:
            from mint.ui.dialogs import MessageScene

            rec = self.unfinished[0][1]
            self.app.push(
                MessageScene(
                    self.app,
                    str(words.t("Resume your game?")),
                    str(
                        words.tn(
                            "A game of {game} was left unfinished after {n} move. Pick it up where it stopped?",
                            "A game of {game} was left unfinished after {n} moves. Pick it up where it stopped?",
                            len(rec.actions),
                            game=registry.title(rec.game),
                        )
                    ),
                    ok=str(words.t("Resume")),
                    on_ok=lambda: self.resume_game(0),
                    other=str(words.t("Not now")),
                )
            )

    def resume(self) -> None:
        self._journals_due = False
        self.unfinished = unfinished_games()
        self.rebuild()
        super().resume()

    @property
    def continues(self) -> list[tuple[Any, Any]]:
        """The unfinished games that get a Continue tile, newest first."""
        return self.unfinished[:MENU_CONTINUES]

    def resume_game(self, i: int) -> None:
        """Open the table of the ``i``-th unfinished game where it stopped (its journal goes on)."""
        from mint.core.record import RecordError
        from mint.core.session import JournalBusy, resume
        from mint.ui.dialogs import MessageScene

        if not 0 <= i < len(self.unfinished):
            return
        path, rec = self.unfinished[i]
        try:
            session = resume(path, rec)
        except JournalBusy:
            from mint.ui.dialogs import open_elsewhere

            self.app.push(open_elsewhere(self.app, rec))
            return
        except RecordError as exc:
            self.app.push(MessageScene(self.app, str(words.t("This game cannot be resumed")), str(exc)))
            return
        self.app.push("table", session)
        if session.notice:
            self.app.push(MessageScene(self.app, str(words.t("Part of this game could not be read")), session.notice))

    # --- layout ----------------------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        base = self.app.kit
        scale = min(base.scale, h / 1080, w / NARROWEST)
        self._kit = base if scale >= base.scale else Kit(scale, base.player_colors)
        k = self.kit
        self._fitted = {}
        self._lines = {}
        margin, gap = k.px(64), k.px(40)
        top, bottom = k.px(156), h - k.px(66)
        left_w = int((w - 2 * margin - gap) * 0.62)
        right = pygame.Rect(margin + left_w + gap, top, w - 2 * margin - gap - left_w, bottom - top)
        self.right_column = right
        buttons: list[Target] = []
        extras: list[Target] = []
        n = max(1, len(self.games))
        tgap = k.px(14)
        tile_h = min(k.px(250), (bottom - top - tgap * (n - 1)) // n)
        for i, g in enumerate(self.games):
            rect = pygame.Rect(margin, top + i * (tile_h + tgap), left_w, tile_h)
            buttons.append(Target(f"game:{g}", rect, registry.title(g), 0, g))
            extras.append(Target(f"rules:{g}", self.action_rects(rect)[1], str(words.t("Rules")), None, g))
            if has_guide(g):
                extras.append(Target(f"learn:{g}", self.learn_rect(rect), str(words.t("Learn to play")), None, g))
        bh, bgap = k.px(56), k.px(12)
        entries = [
            ("load", str(words.t("Saved and unfinished games"))),
            ("settings", str(words.t("Settings"))),
            ("quit", str(words.t("Quit"))),
        ]
        y = right.bottom - len(entries) * bh - (len(entries) - 1) * bgap
        entry_targets = []
        for key, text in entries:
            entry_targets.append(Target(key, pygame.Rect(right.x, y, right.width, bh), text, 1))
            y += bh + bgap
        self._continue_text = []
        ch = min(k.px(124), (right.height - len(entries) * (bh + bgap) - k.px(60)) // max(1, MENU_CONTINUES))
        y = right.y + k.px(52)
        for i, (path, rec) in enumerate(self.continues):
            rect = pygame.Rect(right.x, y, right.width, ch)
            buttons.append(Target(f"continue:{i}", rect, registry.title(rec.game), 1, rec.game))
            self._continue_text.append((registry.title(rec.game), players_line(rec.seats), progress(path, rec)))
            y += ch + bgap
        buttons += entry_targets
        self.choices.set(buttons, extras)
        keep = {b.key for b in buttons}
        # a Continue tile's number may now stand for another game: its picture is looked up again
        self.pictures = {key: pic for key, pic in self.pictures.items() if key in keep and key.startswith("game:")}
        if self.todo is not None:
            self.queue_pictures()

    def action_rects(self, tile: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """Where a game's tile shows "New game" and its Rules button (one above the other)."""
        k = self.kit
        bw, bh, pad = k.px(176), k.px(56), k.px(16)
        x = tile.right - pad - bw
        if tile.height >= 2 * bh + k.px(10) + 2 * k.px(10):
            y = tile.centery - bh - k.px(5)
            return pygame.Rect(x, y, bw, bh), pygame.Rect(x, y + bh + k.px(10), bw, bh)
        rules = pygame.Rect(x, tile.centery - bh // 2, bw, bh)
        return pygame.Rect(x, tile.centery, 0, 0), rules

    def learn_rect(self, tile: pygame.Rect) -> pygame.Rect:
        """Where a game's tile shows "Learn to play": along the bottom of its picture."""
        k = self.kit
        box = self.picture_box(tile).inflate(-k.px(12), 0)
        h = min(k.px(56), box.height // 2)
        return pygame.Rect(box.x, box.bottom - h - k.px(6), box.width, h)

    def picture_box(self, tile: pygame.Rect) -> pygame.Rect:
        k = self.kit
        pad = k.px(12)
        strip = k.px(12)
        h = tile.height - 2 * pad
        return pygame.Rect(tile.x + strip + pad, tile.y + pad, int(h * PICTURE_RATIO), h)

    # --- pictures --------------------------------------------------------------------------------
    def entry_of(self, key: str) -> Any:
        """The cache entry of a tile's picture (a fresh game, or an unfinished game's journal)."""
        if key not in self._entries:
            from mint.core.saves import UNFINISHED, Entry, Stamp

            if key.startswith("game:"):
                self._entries[key] = fresh_entry(key[5:])
            else:
                path, rec = self.unfinished[int(key.split(":")[1])]
                self._entries[key] = Entry(UNFINISHED, path, Stamp.of(path), record=rec)
        return self._entries[key]

    def queue_pictures(self) -> None:
        """Take every picture that is already made (this run, or the cache); queue the others."""
        from mint.ui.thumbs import cached_picture, picture_path

        self._entries = {}
        self.todo = []
        for b in self.choices.buttons:
            if not b.key.startswith(("game:", "continue:")) or b.key in self.pictures:
                continue
            entry = self.entry_of(b.key)
            path = str(picture_path(self.app, entry))
            found = PICTURES.get(path)
            if found is None:
                found = remember_picture(path, cached_picture(self.app, entry))
            if found is not None:
                self.pictures[b.key] = found
            else:
                self.todo.append(b.key)

    def make_picture(self, key: str) -> None:
        """Draw a tile's picture off screen (and cache it); a table that fails to draw gets none."""
        from mint.ui.thumbs import picture, picture_path

        entry = self.entry_of(key)
        try:
            if entry.record is None:
                entry.record = fresh_record(key[5:])
            pic = picture(self.app, entry)
        except Exception:  # an odd position a view cannot draw: the tile keeps its placeholder
            pic = None
        self.pictures[key] = remember_picture(str(picture_path(self.app, entry)), pic)

    def make_all_pictures(self) -> None:
        if self.todo is None:
            self.queue_pictures()
        while self.todo:
            self.make_picture(self.todo.pop(0))

    def update(self, dt: float) -> bool:
        if self.app.frames_drawn == 0:
            return False  # the first frame only draws
        on_top = self in self.app.scenes and not any(
            s.opaque for s in self.app.scenes[self.app.scenes.index(self) + 1 :]
        )  # (a dialog over the menu is not opaque)
        if self._journals_due and on_top:
            self.read_journals()
            return True  # (the Continue tiles are drawn in this frame; the offer to resume comes next)
        if self.offer_resume:
            self.offer_to_resume()
        if not self._warmed:
            # load the widget toolkit in the background once the menu is up, so the next screen opens at once
            import threading

            self._warmed = True
            threading.Thread(target=lambda: __import__("pygame_gui"), daemon=True).start()
        if not on_top:
            return False  # another screen is on top: it gets the time
        if self.todo is None:
            self.queue_pictures()
            return True
        if self.todo:
            self.make_picture(self.todo.pop(0))
            return True
        return False

    # --- input -----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            key, changed = self.choices.handle(event)
            t = self.choices.target(self.choices.hover if event.type == pygame.MOUSEMOTION else None)
            t = t or (self.choices.focused() if event.type == pygame.KEYDOWN and changed else None)
            if t is not None and t.key.startswith(("game:", "rules:", "learn:")):
                self._preview = t.game
            if key:
                self.choose(key)
                return True
            if changed:
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_rules()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        return False

    def open_rules(self) -> None:
        """F1: the rules of the focused game (or the one pointed at, else the first)."""
        for t in (self.choices.focused(), self.choices.target(self.choices.hover)):
            if t is not None and t.game:
                self.choose(f"rules:{t.game}")
                return
        if self.games:
            self.choose(f"rules:{self.games[0]}")

    def choose(self, key: str) -> None:
        from mint.core.guide import GuideError
        from mint.ui.dialogs import MessageScene

        if key.startswith("game:"):
            try:
                self.app.push("setup", key[5:])
            except registry.UnknownGameError as exc:
                self.app.push(MessageScene(self.app, str(words.t("This game cannot be opened")), str(exc)))
        elif key.startswith("rules:"):
            try:
                self.app.push("rules", key[6:])
            except registry.UnknownGameError as exc:
                self.app.push(MessageScene(self.app, str(words.t("These rules cannot be opened")), str(exc)))
        elif key.startswith("learn:"):
            try:
                self.app.push("learn", key[6:])
            except (registry.UnknownGameError, GuideError) as exc:
                self.app.push(MessageScene(self.app, str(words.t("This game cannot be opened")), str(exc)))
        elif key.startswith("continue:"):
            self.resume_game(int(key.split(":")[1]))
        elif key == "load":
            self.app.push("load")
        elif key == "settings":
            self.app.push("settings")
        elif key == "quit":
            self.app.quit()

    # --- drawing ---------------------------------------------------------------------------------
    def lines(self, text: str, size: float, width: int, bold: bool = False, most: int = 1) -> list[str]:
        """``text`` wrapped to ``width`` in at most ``most`` lines, the last cut with an ellipsis
        if need be (never drawn smaller than asked)."""
        key = (text, size, bold, width * 8 + most)
        if key not in self._lines:
            font = self.kit.font(size, bold)
            wrapped = [text] if font.size(text)[0] <= width else wrap(font, text, width)
            out = wrapped[:most]
            if len(wrapped) > most or font.size(out[-1])[0] > width:
                last = out[-1]
                while last and font.size(last.rstrip() + "…")[0] > width:
                    last = last[:-1]
                out[-1] = last.rstrip() + "…"
            self._lines[key] = out
        return self._lines[key]

    def line(
        self,
        surface: pygame.Surface,
        text: str,
        pos: tuple[int, int],
        size: float,
        color: palette.Color,
        width: int,
        bold: bool = False,
    ) -> pygame.Rect:
        return self.kit.text(surface, self.lines(text, size, width, bold)[0], pos, size, color, bold)

    def state_of(self, t: Target) -> tuple[bool, bool, bool]:
        """(pointed at, pressed, focused by the keyboard)."""
        c = self.choices
        return c.hover == t.key, c.pressed == t.key, c.focused() is t

    def draw(self, surface: pygame.Surface) -> None:
        k = self.kit
        w, h = self.app.size
        surface.fill(palette.TABLE)
        # a band of the five games' colours along the top, as the tiles below wear them
        for i, g in enumerate(self.games):
            x0, x1 = w * i // len(self.games), w * (i + 1) // len(self.games)
            pygame.draw.rect(surface, palette.ACCENTS[g], pygame.Rect(x0, 0, x1 - x0, k.px(10)))
        k.text(surface, str(self.title), (w // 2, k.px(66)), 50, palette.TEXT, True, "center")
        k.text(surface, str(self.subtitle), (w // 2, k.px(112)), 20, palette.TEXT_2, False, "center")
        for t in self.choices.buttons:
            if t.key.startswith("game:"):
                self.draw_game(surface, t)
            elif t.key.startswith("continue:"):
                self.draw_continue(surface, t)
            else:
                self.draw_entry(surface, t)
        if self.continues:
            heading = str(words.t("Continue where you left off"))
            k.text(surface, heading, self.right_column.topleft, HEADING, palette.TEXT, True)
        self.draw_welcome(surface)
        k.text(surface, str(self.hint), (w // 2, h - k.px(32)), TEXT_LEAST, palette.TEXT_2, anchor="center")

    def draw_tile_face(self, surface: pygame.Surface, t: Target, accent: palette.Color) -> None:
        k = self.kit
        hover, pressed, focused = self.state_of(t)
        radius = k.px(14)
        k.shadow(surface, t.rect, radius, deep=hover and not pressed)
        fill = palette.PANEL
        if pressed:
            fill = palette.darker(palette.lighter(accent, 0.9), 0.97)
        elif hover:
            fill = palette.lighter(accent, 0.93)
        # the game's colour down the left edge: the tile in that colour, its face drawn beside the strip
        pygame.draw.rect(surface, accent, t.rect, border_radius=radius)
        face = pygame.Rect(t.rect.x + k.px(12), t.rect.y, t.rect.width - k.px(12), t.rect.height)
        pygame.draw.rect(surface, fill, face, border_top_right_radius=radius, border_bottom_right_radius=radius)
        border = accent if hover else palette.BORDER
        pygame.draw.rect(surface, border, t.rect, max(1, k.px(2 if hover else 1.5)), border_radius=radius)
        if focused:
            ring = t.rect.inflate(k.px(10), k.px(10))
            pygame.draw.rect(surface, palette.LEGAL, ring, max(2, k.px(4)), border_radius=radius + k.px(5))

    def draw_picture(self, surface: pygame.Surface, key: str, box: pygame.Rect, accent: palette.Color) -> None:
        """The tile's picture, or a calm placeholder (three mints on the game's colour) until then."""
        k = self.kit
        pic = self.pictures.get(key)
        r = k.px(8)
        if pic is None:
            pygame.draw.rect(surface, palette.lighter(accent, 0.82), box, border_radius=r)
            step = box.height * 0.28
            for i, kind in enumerate(("classic", "sugarfree", "cinnamon")):
                k.mint(surface, (box.centerx + (i - 1) * step, box.centery), box.height * 0.11, kind)
        else:
            fkey = (key, box.size)
            fitted = self._fitted.get(fkey)
            if fitted is None:
                from mint.ui.thumbs import fit

                fitted = self._fitted[fkey] = fit(pic, box)
            pygame.draw.rect(surface, palette.TABLE, box, border_radius=r)
            surface.blit(fitted, fitted.get_rect(center=box.center))
        pygame.draw.rect(surface, palette.lighter(accent, 0.45), box, max(1, k.px(2)), border_radius=r)

    def draw_game(self, surface: pygame.Surface, t: Target) -> None:
        k = self.kit
        g = t.game
        accent = palette.ACCENTS.get(g, palette.LEGAL)
        facts = registry.declaration(g)
        self.draw_tile_face(surface, t, accent)
        box = self.picture_box(t.rect)
        self.draw_picture(surface, t.key, box, accent)
        self.draw_learn(surface, g, accent)
        play, rules = self.action_rects(t.rect)
        x0 = box.right + k.px(24)
        width = play.x - k.px(24) - x0
        pad = k.px(14)
        title = k.text(surface, t.text, (x0, t.rect.y + pad), HEADING, palette.darker(accent, 0.72), True)
        # the player counts in a pill beside the title
        label = k.render(facts.players_text, 20, palette.darker(accent, 0.55), True)
        pill = label.get_rect().inflate(k.px(22), k.px(8))
        pill.midleft = (title.right + k.px(16), title.centery + k.px(2))
        if pill.right <= x0 + width:
            pygame.draw.rect(surface, palette.lighter(accent, 0.8), pill, border_radius=pill.height // 2)
            surface.blit(label, label.get_rect(center=pill.center))
            y = title.bottom + k.px(6)
        else:  # a narrow tile: the counts go under the title
            y = self.line(surface, facts.players_text, (x0, title.bottom), 20, palette.TEXT_2, width, True).bottom
        # the solo modes along the bottom (on two lines if the tile has room), the pitch above them
        step, solo_step = k.font(20).get_linesize(), k.font(TEXT_LEAST).get_linesize()
        roomy = t.rect.bottom - pad - y >= 4 * step + solo_step
        solo = self.lines(facts.said_solo, TEXT_LEAST, width, most=2 if roomy else 1)
        solo_y = t.rect.bottom - pad - len(solo) * solo_step
        for line in self.lines(facts.said_pitch, 20, width, most=max(1, min(3, (solo_y - y) // step))):
            k.text(surface, line, (x0, y), 20, palette.TEXT)
            y += step
        for line in solo:
            k.text(surface, line, (x0, solo_y), TEXT_LEAST, palette.TEXT_2)
            solo_y += solo_step
        # what a click does: "New game" (the whole tile), and the game's Rules button
        if play.width:
            pygame.draw.rect(surface, accent, play, border_radius=k.px(10))
            k.text(surface, str(words.t("New game")), play.center, 20, palette.WHITE, True, "center")
        rt = self.choices.target(f"rules:{g}")
        if rt is not None:
            hover, pressed, _ = self.state_of(rt)
            fill = (
                palette.darker(palette.PANEL, 0.93) if pressed else palette.hexc("#E3F1EA") if hover else palette.PANEL
            )
            pygame.draw.rect(surface, fill, rules, border_radius=k.px(10))
            pygame.draw.rect(surface, accent if hover else palette.BORDER, rules, k.px(2), border_radius=k.px(10))
            k.text(surface, str(words.t("Rules")), rules.center, 20, palette.TEXT, True, "center")

    def draw_learn(self, surface: pygame.Surface, game: str, accent: palette.Color) -> None:
        """The "Learn to play" button over the foot of the tile's picture, ticked once learnt."""
        lt = self.choices.target(f"learn:{game}")
        if lt is None:
            return
        k = self.kit
        hover, pressed, _ = self.state_of(lt)
        fill = palette.darker(accent, 0.8) if pressed else palette.darker(accent, 0.9) if hover else accent
        pygame.draw.rect(surface, fill, lt.rect, border_radius=lt.rect.height // 2)
        words_at = k.text(surface, lt.text, lt.rect.center, 18, palette.WHITE, True, "center")
        if game in self.app.settings.learnt.split(","):
            x, y, s = words_at.left - k.px(14), lt.rect.centery, k.px(6)
            points = [(x - s, y), (x - s // 3, y + s * 2 // 3), (x + s, y - s * 2 // 3)]
            pygame.draw.lines(surface, palette.WHITE, False, points, max(2, k.px(3)))

    def draw_continue(self, surface: pygame.Surface, t: Target) -> None:
        k = self.kit
        accent = palette.ACCENTS.get(t.game, palette.LEGAL)
        self.draw_tile_face(surface, t, accent)
        box = self.picture_box(t.rect)
        self.draw_picture(surface, t.key, box, accent)
        i = int(t.key.split(":")[1])
        title, players, progress = self._continue_text[i] if i < len(self._continue_text) else (t.text, "", "")
        radius = k.px(22)
        play = (t.rect.right - k.px(18) - radius, t.rect.centery)
        x0 = box.right + k.px(18)
        width = play[0] - radius - k.px(14) - x0
        step = k.font(TEXT_LEAST).get_linesize()
        y = t.rect.centery - (k.font(20, True).get_linesize() + 2 * step) // 2
        y = self.line(surface, title, (x0, y), 20, palette.darker(accent, 0.72), width, True).bottom
        self.line(surface, players, (x0, y), TEXT_LEAST, palette.TEXT, width)
        self.line(surface, progress, (x0, y + step), TEXT_LEAST, palette.TEXT_2, width)
        # a round "play on" mark in the game's colour
        pygame.draw.circle(surface, accent, play, radius)
        cx, cy = play
        s = radius * 0.45
        pygame.draw.polygon(surface, palette.WHITE, [(cx - s * 0.7, cy - s), (cx - s * 0.7, cy + s), (cx + s, cy)])

    def draw_entry(self, surface: pygame.Surface, t: Target) -> None:
        k = self.kit
        hover, pressed, focused = self.state_of(t)
        fill = palette.PANEL
        if pressed:
            fill = palette.darker(fill, 0.9)
        elif hover or focused:
            fill = palette.hexc("#E3F1EA")
        r = k.px(10)
        k.shadow(surface, t.rect, r)
        pygame.draw.rect(surface, fill, t.rect, border_radius=r)
        border = palette.LEGAL if hover or focused else palette.BORDER
        pygame.draw.rect(surface, border, t.rect, k.px(4) if focused else k.px(2), border_radius=r)
        k.text(
            surface,
            self.lines(t.text, 20, t.rect.width - k.px(24))[0],
            t.rect.center,
            20,
            palette.TEXT,
            False,
            "center",
        )

    def draw_welcome(self, surface: pygame.Surface) -> None:
        """The welcome panel of the right-hand column (``welcome.draw_welcome``)."""
        draw_welcome(self, surface)

    def preview_game(self) -> str | None:
        """The game whose picture the right-hand column shows large: the last game pointed at or
        chosen with the keys (the first game until then)."""
        if self._preview in self.games:
            return self._preview
        return self.games[0] if self.games else None
