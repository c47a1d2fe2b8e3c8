"""End of game: who placed where and why, the score breakdown by category, and a bar chart.

A competitive game's seats are placed 1st, 2nd, ... from the outcome: its winners first (a
tie-break may have put one of several tied seats ahead), then the others by score, tied seats
sharing a place. The line under the headline tells how it ended in words, with the tie-break
that decided. The table's Total row is the sum of the rows above it; figures the outcome gives
that are not added in (the tie-break counts) stand below it, apart. A team's game (everyone
against the game) and a solo game against a bot have no placings.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame
import pygame_gui

from mint.core import registry, words
from mint.core.files import plain_error
from mint.core.game import Outcome
from mint.core.saves import free_slot, write_save
from mint.core.session import Session
from mint.core.words import Said, t, tn
from mint.ui import palette
from mint.ui.app import App
from mint.ui.screens import Overlay, accent_id

TOTAL = t("Total")
APART = t("Tie-breaks (not in the total)")
SHARED = "shared win"  # the tie-break name of a tie that nothing broke (a mark the games set, not shown)
FRACTION = 2
"""The count that chooses a counted word's form for a fraction of a point (English and Italian
say "1.5 points", "1,5 punti": the form of the other numbers, not of one)."""


# --- words -----------------------------------------------------------------------------------


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st (in English; each form is the catalogue's,
    Italian's "1º" for all of them)."""
    if 10 <= n % 100 <= 20 or n % 10 not in (1, 2, 3):
        return str(t("{n}th", n=n))
    return str({1: t("{n}st", n=n), 2: t("{n}nd", n=n), 3: t("{n}rd", n=n)}[n % 10])


def number(v: Any) -> str:
    """A score or a row's figure, the language's way ("2.5", "2,5"), with no decimals it lacks."""
    if not isinstance(v, (int, float)):
        return str(v)
    text = f"{v:g}"
    if "e" in text:  # (too large or too small to be a score)
        return text
    return words.number(v, len(text.partition(".")[2]))


def _counted(v: float) -> int:
    """The count choosing the form of a word counted ``v`` times."""
    return int(v) if float(v).is_integer() else FRACTION


def count(v: float, unit: tuple[str, str] = ("point", "points")) -> str:
    """``v`` with its unit in the right number: 1 point, 0 points, 2 points (the units the games
    declare are in the catalogue; another is written as it is declared)."""
    n, amount = _counted(v), number(v)
    said: Said
    if unit == ("point", "points"):
        said = tn("{amount} point", "{amount} points", n, amount=amount)
    elif unit == ("star", "stars"):
        said = tn("{amount} star", "{amount} stars", n, amount=amount)
    elif unit == ("VP", "VP"):
        said = tn("{amount} VP", "{amount} VP", n, amount=amount)
    elif unit == ("XP", "XP"):
        said = tn("{amount} XP", "{amount} XP", n, amount=amount)
    else:
        said = t("{amount} {unit}", amount=amount, unit=unit[0] if v == 1 else unit[1])
    return str(said)


def plain(markup: str) -> str:
    """A line without its bold marks (``**``)."""
    return markup.replace("**", "")


# --- places and rows (no drawing) -------------------------------------------------------------


def competitive(out: Outcome, seats: int) -> bool:
    """True when seats play against each other (not a team, not one person against a bot)."""
    return not out.cooperative and not (out.rival and seats == 1)


def place_groups(out: Outcome, seats: int) -> list[list[int]]:
    """The seats in finishing order, one list per place: the winners, then the rest by score."""
    n = min(seats, len(out.scores))
    winners = [i for i in out.winners if 0 <= i < n]
    rest = [i for i in range(n) if i not in winners]
    groups = [winners] if winners else []
    for score in sorted({out.scores[i] for i in rest}, reverse=True):
        groups.append([i for i in rest if out.scores[i] == score])
    return groups


def placings(out: Outcome, seats: int) -> list[str] | None:
    """Each seat's place in words ("1st", "tied 2nd"), or None for a game with no placings."""
    if not competitive(out, seats):
        return None
    said = [""] * min(seats, len(out.scores))
    place = 1
    for group in place_groups(out, seats):
        for i in group:
            said[i] = str(t("tied {place}", place=ordinal(place))) if len(group) > 1 else ordinal(place)
        place += len(group)
    return said


def story(out: Outcome, names: Sequence[str], unit: tuple[str, str]) -> str:
    """How a competitive game ended, in one or two sentences, numbers marked bold (``**``): the
    winner's score and lead, or who tied on what and what the tie-break decided."""
    n = min(len(names), len(out.scores))
    if n == 0:
        return out.summary
    scores = out.scores[:n]
    top = max(scores)
    tied = [i for i in range(n) if scores[i] == top]
    winners = [i for i in out.winners if i in tied]
    if not winners:  # the winners are not the best scores: only the game's own words will do
        return out.summary
    amount = count(top, unit)
    if len(tied) == 1:
        win = tied[0]
        if n == 1:
            return str(t("{name} finished on **{amount}**.", name=names[win], amount=amount))
        second = max(scores[i] for i in range(n) if i != win)
        behind = [names[i] for i in range(n) if i != win and scores[i] == second]
        return str(
            t(
                "{name} finished on **{amount}**, **{lead}** ahead of {others}.",
                name=names[win],
                amount=amount,
                lead=count(top - second, unit),
                others=words.join(behind),
            )
        )
    both = words.join([names[i] for i in tied])
    if len(winners) == len(tied):
        return str(t("{names} tied on **{amount}** and share the win.", names=both, amount=amount))
    if len(winners) > 1:
        return str(
            t(
                "{names} tied on **{amount}**; {winners} share first place after the tie-breaks.",
                names=both,
                amount=amount,
                winners=words.join([names[i] for i in winners]),
            )
        )
    first = names[winners[0]]
    if out.tiebreak and out.tiebreak != SHARED:
        return str(
            t(
                "{names} tied on **{amount}**; {winner} placed first on the tie-break: {tiebreak}.",
                names=both,
                amount=amount,
                winner=first,
                tiebreak=out.tiebreak,
            )
        )
    return str(
        t(
            "{names} tied on **{amount}**; {winner} placed first on the tie-break.",
            names=both,
            amount=amount,
            winner=first,
        )
    )


def tie_note(out: Outcome) -> str:
    """A team's or a solo game's tie-break, in words (no placings there)."""
    if not out.tiebreak:
        return ""
    if out.tiebreak == SHARED:
        return str(t("A complete tie: the win is shared."))
    return str(t("Tied on score; the tie-break decided it: {tiebreak}.", tiebreak=out.tiebreak))


@dataclass(frozen=True)
class Row:
    """One line of the scoring table. ``kind``: "part" (added into the total), "total", "score"
    (the final score when the rows do not add up to it), "apart" (shown, not added in), "heading"
    (the title of the rows apart) or "row" (a team's figures: nothing is added up)."""

    kind: str
    label: str
    values: tuple[Any, ...] = ()


def _adds_up(rows: Sequence[tuple[str, Sequence[Any]]], scores: Sequence[float]) -> bool:
    try:
        return all(abs(sum(vals[i] for _, vals in rows) - s) < 1e-6 for i, s in enumerate(scores))
    except (TypeError, IndexError):
        return False


def split_rows(
    breakdown: Sequence[tuple[str, Sequence[Any]]], scores: Sequence[float]
) -> tuple[list[tuple[str, Sequence[Any]]], list[tuple[str, Sequence[Any]]]]:
    """The rows that add up to the scores, and the rows that are only shown (tie-break counts).

    A row named "Tie-break: ..." is never added in. Of the others, all are added when they sum
    to the scores; else the fewest first rows that do (Mint Delivery's stars, above its completed
    orders and truck value, which only break ties). When none do, nothing is added up."""
    marked = [row for row in breakdown if row[0].lower().startswith("tie-break")]
    rest = [row for row in breakdown if not row[0].lower().startswith("tie-break")]
    if _adds_up(rest, scores):
        return rest, marked
    for k in range(1, len(rest) + 1):
        if _adds_up(rest[:k], scores):
            return rest[:k], rest[k:] + marked
    return [], rest + marked


def table_rows(breakdown: Sequence[tuple[str, Sequence[Any]]], scores: Sequence[float] | None) -> list[Row]:
    """The scoring table's lines; ``scores`` None for a team, whose rows are not added up."""
    if scores is None:
        return [Row("row", label, tuple(vals)) for label, vals in breakdown]
    parts, apart = split_rows(breakdown, scores)
    if parts:
        rows = [Row("part", label, tuple(vals)) for label, vals in parts] + [Row("total", str(TOTAL), tuple(scores))]
    else:
        rows = [Row("row", label, tuple(vals)) for label, vals in apart]
        rows.append(Row("score", str(t("Final score")), tuple(scores)))
        apart = []
    if apart:
        rows.append(Row("heading", str(APART)))
        for label, vals in apart:
            short = label.split(":", 1)[1].strip() if label.lower().startswith("tie-break:") else label
            rows.append(Row("apart", short[:1].upper() + short[1:], tuple(vals)))
    return rows


# --- the scene --------------------------------------------------------------------------------


class ResultsScene(Overlay):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.outcome = session.rules.outcome(session.state)
        session.results_seen()  # shown once: the journal of this game may now go
        self.w: dict[str, Any] = {}
        self.note = ""

    def box(self) -> pygame.Rect:
        k = self.kit
        r = pygame.Rect(0, 0, k.px(1200), k.px(820))
        r.center = (self.size[0] // 2, self.size[1] // 2)
        return r

    def build(self) -> None:
        k = self.kit
        r = self.box()
        bw, bh = k.px(250), k.px(52)
        y = r.bottom - bh - k.px(20)
        labels = [
            ("board", str(t("See the board"))),
            ("save", str(t("Save replay"))),
            ("again", str(t("Play again"))),
            ("menu", str(t("Main menu"))),
        ]
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
                self.save_replay()
            elif key == "again":
                self.app.replace("menu")
                self.app.push("new game", s.game, s.seats, dict(s.options), None)
            elif key == "menu":
                self.app.replace("menu")
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return self.keeps(event)

    def save_replay(self) -> None:
        """Save the whole game under a name no other save has (a save is never replaced here)."""
        s = self.session
        record = s.record({"saved": time.strftime("%Y-%m-%d %H:%M")})
        stem = f"{s.game}-{time.strftime('%Y%m%d-%H%M%S')}-final"
        self.note = str(t("Could not save: every name for this replay is taken."))
        for _ in range(20):  # another copy of the app may take a free name a moment before
            try:
                path = write_save(record, free_slot(stem))
            except FileExistsError:
                continue
            except OSError as exc:
                self.note = str(t("Could not save: {why}.", why=plain_error(exc)))
            else:
                self.note = str(t("Saved as {name}", name=path.name))
            break
        self.app.dirty = True

    # --- what is said ------------------------------------------------------------------------
    def names(self) -> list[str]:
        s = self.session
        return [self.kit.seat_name(s.seats, i) for i in range(len(s.seats))]

    def unit(self) -> tuple[str, str]:
        """What the game's score counts, singular and plural (its declaration's ``unit``)."""
        return registry.declaration(self.session.game).unit

    def headline(self) -> str:
        """Who won, in a few words: you or the bot in a solo game, the team, or the winners."""
        out = self.outcome
        s = self.session
        if out is None:
            return ""
        n = len(s.seats)
        names = self.names()
        if out.rival and n == 1:
            return str(t("You win!") if out.team_won else t("{rival} wins", rival=out.rival))
        if out.cooperative and n == 1:  # one person against the game: no team to speak of
            return str(t("You win!") if out.team_won else t("You lose"))
        if out.cooperative:
            return str(t("The team wins!") if out.team_won else t("The team loses"))
        if len(out.winners) == 1:
            return str(t("{name} wins!", name=names[out.winners[0]]))
        return str(t("Shared win: {names}", names=", ".join(names[i] for i in out.winners)))

    def places(self) -> list[str] | None:
        """Each seat's place ("1st", "tied 2nd"); None in a team's or a solo game."""
        return None if self.outcome is None else placings(self.outcome, len(self.session.seats))

    def story(self) -> str:
        """The line under the headline, numbers marked bold with ``**``: how the game was won, with
        the tie-break in words; a team's or solo game's own summary and its tie-break."""
        out = self.outcome
        if out is None:
            return ""
        if competitive(out, len(self.session.seats)):
            return story(out, self.names(), self.unit())
        return " ".join(part for part in (out.summary, tie_note(out)) if part)

    def per_seat(self) -> bool:
        """Whether a team's table shows a column for each seat: its rows differ from seat to seat
        (two heroes, each with their own experience); otherwise one column speaks for the team."""
        out = self.outcome
        n = len(self.session.seats)
        if out is None or not out.cooperative or (out.rival and n == 1) or n < 2:
            return False
        return any(len(vals) >= n and len(set(vals[:n])) > 1 for _, vals in out.breakdown)

    def rows(self) -> list[Row]:
        """The scoring table's lines as drawn (see ``table_rows``)."""
        out = self.outcome
        if out is None:
            return []
        if out.rival and len(self.session.seats) == 1:  # you and the rival side by side
            other = (*out.rival_breakdown, *([0.0] * len(out.breakdown)))
            pairs = [(cat, (*vals[:1], other[i])) for i, (cat, vals) in enumerate(out.breakdown)]
            return table_rows(pairs, (*out.scores[:1], out.rival_score or 0.0))
        if out.cooperative:
            return table_rows(out.breakdown, None)
        return table_rows(out.breakdown, out.scores)

    # --- drawing -----------------------------------------------------------------------------
    def rich(
        self, surface: pygame.Surface, markup: str, center_x: int, top: int, size: float, color: Any, width: int
    ) -> int:
        """Draw centred lines with ``**bold**`` parts, wrapped to ``width``; returns the bottom."""
        k = self.kit
        pieces: list[tuple[str, bool, bool]] = []  # (word, bold, a space before it)
        space = False
        for part, seg in enumerate(markup.split("**")):
            for j, word in enumerate(seg.split(" ")):
                space = space or j > 0
                if word:
                    pieces.append((word, part % 2 == 1, space and bool(pieces)))
                    space = False
        gap = k.font(size).size(" ")[0]
        lines: list[list[tuple[pygame.Surface, int]]] = [[]]
        used = 0
        for word, bold, before in pieces:
            surf = k.render(word, size, color, bold)
            step = gap if before else 0
            if lines[-1] and used + step + surf.get_width() > width and before:
                lines.append([])
                used, step = 0, 0
            lines[-1].append((surf, step))
            used += step + surf.get_width()
        y = top
        line_h = k.font(size).get_linesize()
        for line in lines:
            w = sum(s.get_width() + step for s, step in line)
            x = center_x - w // 2
            for surf, step in line:
                x += step
                surface.blit(surf, (x, y + (line_h - surf.get_height()) // 2))
                x += surf.get_width()
            y += line_h
        return y

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
        names = self.names()
        rival = out.rival if out.rival and n == 1 else ""
        places = self.places()
        k.text(surface, self.headline(), (r.centerx, r.y + k.px(46)), 36, palette.TEXT, True, "center")
        told = self.story()
        bottom = r.y + k.px(80)
        if told:
            bottom = self.rich(surface, told, r.centerx, r.y + k.px(78), 19, palette.TEXT_2, r.width - k.px(80))
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
        y = max(r.y + k.px(130), bottom + k.px(14))
        top = y
        for i in range(cols):
            cx = left + col0 + i * colw + colw // 2
            if team and not per_seat:
                k.blit_icon(surface, "hero", (cx, y + k.px(14)), 28)
                label = str(t("Team") if n > 1 else t("You"))  # one person against the game is no team
                k.text(surface, label, (cx, y + k.px(34)), 15, palette.TEXT, True, "midtop")
            elif rival:
                shape, colour = out.rival_mark
                if i == 1 and shape:  # the rival in its own shape and colour, as at the table
                    k.shape(surface, (cx, y + k.px(14)), k.px(12), shape, palette.hexc(colour))
                else:
                    k.token(surface, (cx, y + k.px(14)), k.px(12), i)
                label = names[0] if i == 0 else rival
                k.text(surface, label, (cx, y + k.px(34)), 15, palette.TEXT, True, "midtop", max_width=colw - 6)
            else:
                k.token(surface, (cx, y + k.px(14)), k.px(12), i)
                k.text(surface, names[i], (cx, y + k.px(34)), 15, palette.TEXT, True, "midtop", max_width=colw - 6)
                if places and i < len(places):
                    first = i in out.winners
                    color = palette.TEXT if first else palette.TEXT_2
                    k.text(surface, places[i], (cx, y + k.px(56)), 17, color, True, "midtop", max_width=colw - 6)
        y += k.px(90 if places else 66)
        right = left + col0 + cols * colw
        limit = r.bottom - k.px(120)
        for row in self.rows():
            total = row.kind in ("total", "score")
            if row.kind == "heading":
                y += k.px(12)
                k.text(surface, row.label, (left, y), 16, palette.TEXT_2, True, max_width=right - left)
                y += k.px(28)
                continue
            if total:
                y += k.px(6)
                band = pygame.Rect(left - k.px(10), y - k.px(6), right - left + k.px(20), k.px(38))
                pygame.draw.rect(surface, palette.TABLE, band, border_radius=k.px(6))
                pygame.draw.line(surface, palette.TEXT, (left, y - k.px(6)), (right, y - k.px(6)), k.px(2))
            apart = row.kind == "apart"
            color = palette.TEXT_2 if apart else palette.TEXT
            size = 20 if total else 18
            k.text(surface, row.label, (left, y), size, color, total, max_width=col0 - k.px(10))
            for i, v in enumerate(row.values[:cols]):
                k.text(
                    surface,
                    number(v),
                    (left + col0 + i * colw + colw // 2, y - (k.px(1) if total else 0)),
                    22 if total else 19,
                    color,
                    total or row.kind == "row",
                    "midtop",
                    max_width=colw - 4,
                )
            y += k.px(40 if total else 32 if apart else 34)
            if y > limit:
                break
        chart = pygame.Rect(
            left + table_w + k.px(40), top + k.px(10), r.right - left - table_w - k.px(80), limit - top - k.px(60)
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
            high = max([abs(v) for v in scores] + [1])
            bw = chart.width // max(1, len(scores)) - k.px(16)
            winners = ((0,) if out.team_won else (1,)) if rival else out.winners
            for i, v in enumerate(scores):
                bh = int((chart.height - k.px(50)) * max(0, v) / high)
                bar = pygame.Rect(chart.x + i * (bw + k.px(16)), chart.bottom - bh, bw, bh)
                shape, colour = k.player_shape(i), k.player_color(i)
                if rival and i == 1 and out.rival_mark[0]:  # the rival's bar in its own shape and colour
                    shape, colour = out.rival_mark[0], palette.hexc(out.rival_mark[1])
                pygame.draw.rect(surface, colour, bar, border_top_left_radius=k.px(6), border_top_right_radius=k.px(6))
                k.text(surface, number(v), (bar.centerx, bar.y - k.px(4)), 20, palette.TEXT, True, "midbottom")
                k.shape(surface, (bar.centerx, chart.bottom + k.px(20)), k.px(10), shape, colour)
                if places and i < len(places):
                    k.text(
                        surface,
                        places[i],
                        (bar.centerx, chart.bottom + k.px(34)),
                        15,
                        palette.TEXT if i in winners else palette.TEXT_2,
                        True,
                        "midtop",
                        max_width=bw + k.px(14),
                    )
                if i in winners:
                    k.star(surface, (bar.centerx, bar.y - k.px(40)), k.px(14))
            pygame.draw.line(surface, palette.TEXT_2, chart.bottomleft, chart.bottomright, 2)
        if self.note:
            k.text(surface, self.note, (r.centerx, r.bottom - k.px(90)), 17, palette.TEXT_2, anchor="center")
