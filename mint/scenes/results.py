"""End of game: the score breakdown by category, the tie-break used, and a bar chart."""

from __future__ import annotations

import time
from typing import Any

import pygame
import pygame_gui

from mint.core.paths import saves_dir
from mint.core.record import write_record
from mint.core.session import Session
from mint.ui import palette
from mint.ui.app import App
from mint.ui.screens import Overlay, accent_id


class ResultsScene(Overlay):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.outcome = session.rules.outcome(session.state)
        self.w: dict[str, Any] = {}
        self.note = ""

    def box(self) -> pygame.Rect:
        k = self.kit
        r = pygame.Rect(0, 0, k.px(1200), k.px(820))
        r.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        return r

    def build(self) -> None:
        k = self.kit
        r = self.box()
        bw, bh = k.px(250), k.px(52)
        y = r.bottom - bh - k.px(20)
        labels = [("board", "See the board"), ("save", "Save replay"), ("again", "Play again"), ("menu", "Main menu")]
        x = r.centerx - (len(labels) * (bw + k.px(12))) // 2
        for key, text in labels:
            self.w[key] = pygame_gui.elements.UIButton(
                pygame.Rect(x, y, bw, bh), text, self.ui, object_id=accent_id() if key == "again" else None
            )
            x += bw + k.px(12)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = next((k for k, v in self.w.items() if v is event.ui_element), None)
            s = self.session
            if key == "board":
                self.app.pop()
            elif key == "save":
                path = saves_dir() / f"{s.game}-{time.strftime('%Y%m%d-%H%M%S')}-final.json"
                try:
                    write_record(s.record({"saved": time.strftime("%Y-%m-%d %H:%M")}), path)
                    self.note = f"Saved as {path.name}"
                except OSError as exc:
                    self.note = f"Could not save: {exc}"
                self.app.dirty = True
            elif key == "again":
                self.app.replace("menu")
                self.app.push("new game", s.game, s.seats, dict(s.options), None)
            elif key == "menu":
                self.app.replace("menu")
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return event.type in (
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
            pygame.MOUSEMOTION,
            pygame.FINGERDOWN,
            pygame.FINGERUP,
            pygame.FINGERMOTION,
            pygame.KEYDOWN,
        )

    def headline(self) -> str:
        """Who won, in a few words: you or the bot in a solo game, the team, or the winners."""
        out = self.outcome
        s = self.session
        if out is None:
            return ""
        n = len(s.seats)
        names = [self.kit.seat_name(s.seats, i) for i in range(n)]
        if out.rival and n == 1:
            return "You win!" if out.team_won else f"{out.rival} wins"
        if out.cooperative and n == 1:  # one person against the game: no team to speak of
            return "You win!" if out.team_won else "You lose"
        if out.cooperative:
            return "The team wins!" if out.team_won else "The team loses"
        if len(out.winners) == 1:
            return f"{names[out.winners[0]]} wins!"
        return "Shared win: " + ", ".join(names[i] for i in out.winners)

    def per_seat(self) -> bool:
        """Whether a team's table shows a column for each seat: its rows differ from seat to seat
        (two heroes, each with their own experience); otherwise one column speaks for the team."""
        out = self.outcome
        n = len(self.session.seats)
        if out is None or not out.cooperative or (out.rival and n == 1) or n < 2:
            return False
        return any(len(vals) >= n and len(set(vals[:n])) > 1 for _, vals in out.breakdown)

    def draw(self, surface: pygame.Surface) -> None:
        self.dim(surface, 140)
        k = self.kit
        r = self.box()
        k.panel(surface, r)
        out = self.outcome
        s = self.session
        if out is None:
            return
        n = len(s.seats)
        names = [k.seat_name(s.seats, i) for i in range(n)]
        rival = out.rival if out.rival and n == 1 else ""
        head = self.headline()
        k.text(surface, head, (r.centerx, r.y + k.px(46)), 36, palette.TEXT, True, "center")
        sub = out.summary or ""
        if out.tiebreak:
            sub = (sub + " · " if sub else "") + f"Tie-break: {out.tiebreak}"
        if sub:
            k.text(
                surface,
                sub,
                (r.centerx, r.y + k.px(90)),
                19,
                palette.TEXT_2,
                False,
                "center",
                max_width=r.width - k.px(60),
            )
        # the breakdown table: one column per seat, one for the whole team, or you and the rival
        team = bool(out.cooperative) and not rival
        # a team whose rows differ per seat (two heroes with their own experience) shows each seat
        per_seat = team and self.per_seat()
        cols = 2 if rival else n if per_seat else 1 if team else n
        scores = (*out.scores[:1], out.rival_score or 0.0) if rival else out.scores
        left = r.x + k.px(40)
        table_w = int(r.width * 0.56) - k.px(40)
        col0 = min(k.px(300), table_w // 2)
        colw = (table_w - col0) // max(1, cols)
        y = r.y + k.px(130)
        for i in range(cols):
            cx = left + col0 + i * colw + colw // 2
            if team and not per_seat:
                k.blit_icon(surface, "hero", (cx, y + k.px(14)), 28)
                label = "Team" if n > 1 else "You"  # one person against the game is no team
                k.text(surface, label, (cx, y + k.px(34)), 15, palette.TEXT, True, "midtop")
            elif rival:
                k.token(surface, (cx, y + k.px(14)), k.px(12), i)
                label = names[0] if i == 0 else rival
                k.text(surface, label, (cx, y + k.px(34)), 15, palette.TEXT, True, "midtop", max_width=colw - 6)
            else:
                k.token(surface, (cx, y + k.px(14)), k.px(12), i)
                k.text(surface, names[i], (cx, y + k.px(34)), 15, palette.TEXT, True, "midtop", max_width=colw - 6)
        y += k.px(66)
        if rival:
            pairs = zip(out.breakdown, (*out.rival_breakdown, *([0.0] * len(out.breakdown))))
            rows = [(cat, (*vals[:1], other)) for (cat, vals), other in pairs] + [("Total", scores)]
        else:
            rows = list(out.breakdown) + ([] if team else [("Total", out.scores)])
        for ri, (cat, vals) in enumerate(rows):
            total = not team and ri == len(rows) - 1
            if total:
                pygame.draw.line(
                    surface, palette.BORDER, (left, y - k.px(4)), (left + col0 + cols * colw, y - k.px(4)), 2
                )
            k.text(surface, cat, (left, y), 18, palette.TEXT, total, max_width=col0 - k.px(10))
            for i, v in enumerate(vals[:cols]):
                txt = f"{v:g}" if isinstance(v, (int, float)) else str(v)
                k.text(
                    surface,
                    txt,
                    (left + col0 + i * colw + colw // 2, y),
                    20,
                    palette.TEXT,
                    True,
                    "midtop",
                    max_width=colw - 4,
                )
            y += k.px(34)
            if y > r.bottom - k.px(120):
                break
        chart = pygame.Rect(
            left + table_w + k.px(40), r.y + k.px(140), r.right - left - table_w - k.px(80), r.height - k.px(300)
        )
        if team:
            # no ranking among team mates: a big sign of how it went instead of a bar chart
            k.blit_icon(
                surface,
                "star" if out.team_won else "panic",
                chart.center,
                min(chart.width, chart.height) * 0.5 / k.scale,
            )
        else:
            top = max([abs(v) for v in scores] + [1])
            bw = chart.width // max(1, len(scores)) - k.px(16)
            winners = ((0,) if out.team_won else (1,)) if rival else out.winners
            for i, v in enumerate(scores):
                bh = int(chart.height * max(0, v) / top)
                bar = pygame.Rect(chart.x + i * (bw + k.px(16)), chart.bottom - bh, bw, bh)
                pygame.draw.rect(
                    surface, k.player_color(i), bar, border_top_left_radius=k.px(6), border_top_right_radius=k.px(6)
                )
                k.text(surface, f"{v:g}", (bar.centerx, bar.y - k.px(4)), 18, palette.TEXT, True, "midbottom")
                k.shape(surface, (bar.centerx, chart.bottom + k.px(20)), k.px(10), k.player_shape(i), k.player_color(i))
                if i in winners:
                    k.star(surface, (bar.centerx, bar.y - k.px(40)), k.px(14))
            pygame.draw.line(surface, palette.TEXT_2, chart.bottomleft, chart.bottomright, 2)
        if self.note:
            k.text(surface, self.note, (r.centerx, r.bottom - k.px(90)), 17, palette.TEXT_2, anchor="center")
