"""The rows of the load screen: what each saved or unfinished game's row says (its game, players,
round, date and status), where the rows lie as the list scrolls, and how they are painted, with
the picture of each position."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from mint.core import saves
from mint.core.paths import saves_dir
from mint.core.saves import UNFINISHED, Entry
from mint.core.words import t
from mint.ui import palette
from mint.ui.screens import MenuLike
from mint.ui.thumbs import fit

ROW_H = 150
"""A row's height at 1080p (its picture is as tall as the row less its margins)."""
ROW_GAP = 12
PICTURE_RATIO = 964 / 661
"""Width over height of a picture (the playing area of a table laid out at 1280x720)."""


def _kind_label(kind: str) -> str:
    from mint.bots.kinds import kind_label

    return kind_label(kind)


def _same_file(a: Path, b: Path) -> bool:
    try:
        return Path(a).resolve() == Path(b).resolve()
    except OSError:
        return Path(a) == Path(b)


class SaveRows(MenuLike):
    """The list of saved games: each row's words, its place in the scrolling list, and its painting."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.entries: list[Entry] = []
        self.selected_index: int | None = None
        self.hover: int | None = None
        self.scroll = 0
        self.message = ""
        self.watch_only: dict[int, str] = {}
        """Rows whose game seats a bot this app lacks: why they can be watched but not played on."""
        self.pictures: dict[tuple[Path, Any], pygame.Surface | None] = {}
        self._fitted: dict[tuple[Path, Any, tuple[int, int]], pygame.Surface] = {}

    def row_text(self, i: int) -> str:
        """Everything row ``i`` says, as one line of text."""
        e = self.entries[i]
        lines = [*saves.row_lines(e, _kind_label), self.status(i)[0]]
        if e.record is not None and e.problem:
            lines.append(e.problem)
        if i in self.watch_only:
            lines.append(self.watch_only[i])
        return " — ".join(x for x in lines if x)

    def table_index(self, e: Entry) -> int | None:
        """Where in the scene stack the game of this unfinished entry is open now, if it is."""
        if e.kind != UNFINISHED:
            return None
        for i, scene in enumerate(self.app.scenes):
            path = getattr(getattr(scene, "session", None), "journal_path", None)
            if path is not None and _same_file(path, e.path):
                return i
        return None

    def status(self, i: int) -> tuple[str, palette.Color]:
        """The short tag at the right of row ``i`` and its colour."""
        e = self.entries[i]
        if e.record is None:
            return str(t("Cannot be read")), palette.DANGER
        if e.problem:
            return str(t("Cannot be set up")), palette.DANGER
        if e.over:
            return str(t("Finished")), palette.TEXT_2
        if self.table_index(e) is not None:
            return str(t("On the table now")), palette.LEGAL
        if i in self.watch_only:
            return str(t("Watch only")), palette.TEXT_2
        if e.kind == UNFINISHED:
            return str(t("Unfinished")), palette.LEGAL
        return str(t("Saved")), palette.ACCENTS[e.record.game]

    # --- layout ----------------------------------------------------------------------------------
    def view_rect(self) -> pygame.Rect:
        """Where the rows scroll: under the subtitle, over the message line and the buttons."""
        k = self.kit
        w, h = self.app.size
        width = min(k.px(1320), w - k.px(120))
        top = k.px(184)
        return pygame.Rect((w - width) // 2, top, width, h - k.px(160) - top)

    def row_rect(self, i: int) -> pygame.Rect:
        k = self.kit
        view = self.view_rect()
        step = k.px(ROW_H) + k.px(ROW_GAP)
        return pygame.Rect(view.x, view.y - self.scroll + i * step, view.width - k.px(22), k.px(ROW_H))

    def max_scroll(self) -> int:
        k = self.kit
        n = len(self.entries)
        content = n * (k.px(ROW_H) + k.px(ROW_GAP)) - k.px(ROW_GAP) if n else 0
        return max(0, content - self.view_rect().height)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.view_rect().collidepoint(pos):
            return None
        return next((i for i in range(len(self.entries)) if self.row_rect(i).collidepoint(pos)), None)

    def picture_box(self, row: pygame.Rect) -> pygame.Rect:
        k = self.kit
        h = row.height - k.px(24)
        return pygame.Rect(row.x + k.px(22), row.y + k.px(12), int(h * PICTURE_RATIO), h)

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        k = self.kit
        w, h = self.app.size
        view = self.view_rect()
        if not self.entries:
            box = view.inflate(-k.px(200), 0)
            box.height = k.px(160)
            k.panel(surface, box)
            k.text(
                surface,
                str(t("No saved or unfinished games yet")),
                (box.centerx, box.y + k.px(52)),
                24,
                palette.TEXT,
                True,
                "center",
            )
            k.text(
                surface,
                str(t("Save a game from its pause menu (Esc); a game you leave unfinished shows up here by itself.")),
                (box.centerx, box.y + k.px(104)),
                19,
                palette.TEXT_2,
                anchor="center",
                max_width=box.width - k.px(40),
            )
        else:
            clip = surface.get_clip()
            surface.set_clip(view.inflate(k.px(16), 0).clip(clip) if clip else view)
            for i in range(len(self.entries)):
                r = self.row_rect(i)
                if r.bottom < view.top - k.px(10) or r.top > view.bottom + k.px(10):
                    continue
                self.draw_row(surface, i, r)
            surface.set_clip(clip)
            self.draw_scrollbar(surface, view)
        if self.message:
            k.text(
                surface, self.message, (w // 2, h - k.px(134)), 19, palette.TEXT, True, "center", max_width=w - k.px(80)
            )
        k.text(
            surface,
            str(
                t(
                    "Double-click a game to continue it · Del deletes · Esc goes back · saves are kept in {folder}",
                    folder=saves_dir(),
                )
            ),
            (w // 2, h - k.px(26)),
            16,
            palette.TEXT_2,
            anchor="center",
            max_width=w - k.px(60),
        )

    def draw_scrollbar(self, surface: pygame.Surface, view: pygame.Rect) -> None:
        top = self.max_scroll()
        if top <= 0:
            return
        k = self.kit
        track = pygame.Rect(view.right - k.px(10), view.y, k.px(8), view.height)
        pygame.draw.rect(surface, palette.BORDER, track, border_radius=k.px(4))
        content = view.height + top
        th = max(k.px(40), view.height * view.height // content)
        ty = view.y + (view.height - th) * self.scroll // top
        pygame.draw.rect(surface, palette.TEXT_2, pygame.Rect(track.x, ty, track.width, th), border_radius=k.px(4))

    def draw_row(self, surface: pygame.Surface, i: int, r: pygame.Rect) -> None:
        k = self.kit
        e = self.entries[i]
        chosen = i == self.selected_index
        fill = palette.hexc("#EEF8F2") if chosen else (palette.hexc("#FBFEFB") if i == self.hover else palette.PANEL)
        k.panel(surface, r, fill=fill, border=palette.LEGAL if chosen else palette.BORDER)
        if chosen:
            pygame.draw.rect(surface, palette.LEGAL, r, k.px(3), border_radius=k.px(10))
        game = e.record.game if e.record is not None else ""
        stripe = palette.ACCENTS.get(game, palette.DANGER if e.record is None else palette.TEXT_2)
        pygame.draw.rect(
            surface,
            stripe,
            pygame.Rect(r.x, r.y, k.px(10), r.height),
            border_top_left_radius=k.px(10),
            border_bottom_left_radius=k.px(10),
        )
        box = self.picture_box(r)
        self.draw_picture(surface, i, box)
        # the tag at the right, then the lines of text between the picture and the tag
        tag, colour = self.status(i)
        tw = k.render(tag, 17, palette.WHITE, True).get_width() + k.px(24)
        chip = pygame.Rect(r.right - k.px(18) - tw, r.y + k.px(16), tw, k.px(32))
        pygame.draw.rect(surface, colour, chip, border_radius=k.px(16))
        k.text(surface, tag, chip.center, 17, palette.WHITE, True, "center")
        x = box.right + k.px(24)
        right = r.right - k.px(20)
        title, players, detail = saves.row_lines(e, _kind_label)
        k.text(surface, title, (x, r.y + k.px(14)), 24, palette.TEXT, True, max_width=chip.x - k.px(16) - x)
        if e.record is None:
            k.text(surface, players, (x, r.y + k.px(54)), 18, palette.DANGER, max_width=right - x)
            k.text(
                surface,
                str(t("The file was left as it is; it can only be deleted.")),
                (x, r.y + k.px(84)),
                18,
                palette.TEXT_2,
                max_width=right - x,
            )
            k.text(surface, detail, (x, r.y + k.px(112)), 18, palette.TEXT_2, max_width=right - x)
            return
        self.draw_players(surface, e, (x, r.y + k.px(54)), right)
        k.text(surface, detail, (x, r.y + k.px(84)), 18, palette.TEXT_2, max_width=right - x)
        warning = e.problem or self.watch_only.get(i)
        if warning:
            k.text(surface, warning, (x, r.y + k.px(112)), 18, palette.DANGER, max_width=right - x)

    def draw_players(self, surface: pygame.Surface, e: Entry, pos: tuple[int, int], right: int) -> None:
        """Each player with their token (colour and shape), name and who plays them."""
        k = self.kit
        assert e.record is not None
        x, y = pos
        rad = k.px(9)
        for seat, s in enumerate(e.record.seats):
            label = saves.seat_label(s, seat, _kind_label)
            width = k.render(label, 19).get_width()
            if x + 2 * rad + k.px(6) + width > right:
                if x + k.px(20) <= right:
                    k.text(surface, "…", (x, y), 19, palette.TEXT_2)
                return
            k.token(surface, (x + rad, y + k.px(14)), rad, seat)
            x += 2 * rad + k.px(6)
            k.text(surface, label, (x, y), 19, palette.TEXT)
            x += width + k.px(22)

    def draw_picture(self, surface: pygame.Surface, i: int, box: pygame.Rect) -> None:
        k = self.kit
        e = self.entries[i]
        key = (e.path, e.stamp)
        pygame.draw.rect(surface, palette.TABLE, box, border_radius=k.px(6))
        pic = self.pictures.get(key)
        if pic is not None:
            fkey = (e.path, e.stamp, box.size)
            fitted = self._fitted.get(fkey)
            if fitted is None:
                fitted = self._fitted[fkey] = fit(pic, box)
            surface.blit(fitted, fitted.get_rect(center=box.center))
        elif e.readable and key not in self.pictures:
            k.text(surface, str(t("Drawing…")), box.center, 17, palette.TEXT_2, anchor="center")
        else:
            k.text(surface, str(t("No picture")), box.center, 17, palette.TEXT_2, anchor="center")
        pygame.draw.rect(surface, palette.BORDER, box, max(1, k.px(1.5)), border_radius=k.px(6))
