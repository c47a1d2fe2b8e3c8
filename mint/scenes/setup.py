"""New-game set-up: player count, who sits where (person or bot), variants and an optional seed.

Every control says what it does when the pointer rests on it. An option shows its player's name
(``OptionSpec.title``), each value its player's word (``OptionSpec.word``) and its tooltip is the
option's ``help``; a value the rules refuse for this many players (a first player in seat 4 of a
two-player game) is not offered. The age box appears only in games whose rules read the age (the
game's declaration says so, with what the age does).
"""

from __future__ import annotations

import html
from typing import Any

import pygame
import pygame_gui

from mint.bots.kinds import bot_kinds, kind_label, kind_of_label
from mint.core import registry, words
from mint.core.game import OptionError, OptionSpec, Seat
from mint.core.limits import MAX_AGE, MAX_SEED, SetupError, parse_age, parse_seed
from mint.core.text import clean, unsafe_characters
from mint.core.words import Said, t, tn
from mint.ui import palette, tabletop
from mint.ui.app import App
from mint.ui.screens import MenuLike, accent_id
from mint.ui.tips import TipDropDown

NAME_LIMIT = 20
"""The longest player name, in characters."""

AGE_NOTE = t("Age is optional: it only breaks a tie at the end (closest to 42 wins).")

SEAT_TIP = t(
    "Who plays this seat: a person at this screen, or a bot. The random bot makes any legal move, "
    "the heuristic bot plays by rules of thumb, and the search AI looks ahead: the harder it is "
    "set, the longer it thinks and the better it plays."
)
NAME_TIP = t(
    "This seat's name on the table, in the log and in the results. Left empty, the seat is called by its colour."
)
EDGE_TIP = t(
    "Table-top mode: the edge of the screen this seat's player sits at. Their own area and their "
    "buttons lie along that edge, turned to face them. Each edge takes one seat."
)
SEED_TIP = t(
    "A number that fixes every shuffle, roll and draw: the same number, players and options deal "
    "the same game again. Leave it empty for a new deal."
)
TWICE = {
    "bottom": t("Two seats sit at the bottom edge: give each seat its own edge."),
    "top": t("Two seats sit at the top edge: give each seat its own edge."),
    "left": t("Two seats sit at the left edge: give each seat its own edge."),
    "right": t("Two seats sit at the right edge: give each seat its own edge."),
}
"""What Start says when two seats chose the same edge of the screen, by that edge."""


def tip_text(text: str) -> str:
    """Plain text as a tooltip shows it: markup characters kept as they are, each line of a
    several-line text on its own, and a line's short head before ": " (a value's or a card's
    name) in bold."""
    lines = html.escape(text, quote=False).split("\n")
    if len(lines) > 1:
        for i, line in enumerate(lines):
            head, sep, rest = line.partition(": ")
            if sep and len(head) <= 40:
                lines[i] = f"<b>{head}:</b> {rest}"
    return "<br>".join(lines)


def shown(dd: Any) -> str:
    """The text a drop-down shows for its chosen entry."""
    return str(dd.selected_option[0] if isinstance(dd.selected_option, tuple) else dd.selected_option)


class SetupScene(MenuLike):
    def __init__(self, app: App, game: str) -> None:
        super().__init__(app)
        self.game = registry.canonical(game)
        self.rules = registry.get(self.game)
        self.title = registry.title(self.game)
        self.subtitle = t("Set up a new game")
        self.accent = palette.ACCENTS.get(self.game, palette.LEGAL)
        lo, hi = self.rules.MIN_PLAYERS, self.rules.MAX_PLAYERS
        self.players = max(lo, min(hi, 2 if not self.rules.COOPERATIVE else lo))
        self.kinds = ["human"] + ["heuristic" if "heuristic" in bot_kinds(self.game) else "random"] * (hi - 1)
        self.names = [""] * hi
        self.ages = [""] * hi
        self.options = {o.name: o.default for o in self.rules.OPTIONS}
        self.seed = ""
        self.edges = [e for e in app.settings.seating.split(",") if e]  #: table-top mode: each seat's edge
        self.w: dict[str, Any] = {}
        self.error = ""
        self._accepted: dict[tuple[int, str], tuple[str, ...]] = {}

    # --- what is offered -----------------------------------------------------------------
    def age_rule(self) -> str:
        """What a seat's age does in this game with this many players ("" when nothing)."""
        rule = registry.declaration(self.game).age_rule
        return str(words.data(rule.text)) if rule is not None and self.players >= rule.players else ""

    def offered(self) -> list[OptionSpec]:
        return [s for s in self.rules.OPTIONS if s.offered(self.players)]

    def accepted(self, spec: OptionSpec) -> tuple[str, ...]:
        """The values of ``spec`` the rules take for this many players, the others at their defaults."""
        key = (self.players, spec.name)
        if key not in self._accepted:
            seats = [Seat()] * self.players
            base = {s.name: s.default for s in self.offered()}
            ok = []
            for value in spec.choices:
                try:
                    self.rules.new_game(seats, 0, {**base, spec.name: value})
                except (OptionError, ValueError):
                    continue
                ok.append(value)
            self._accepted[key] = tuple(ok) or spec.choices
        return self._accepted[key]

    # --- the screen ----------------------------------------------------------------------
    def tip(self, element: Any, text: str | Said) -> None:
        """Give ``element`` the tooltip ``text`` (a ``Said`` is put into the language in use)."""
        element.set_tooltip(tip_text(str(text)), wrap_width=self.kit.px(560))

    def build(self) -> None:
        k = self.kit
        w, _ = self.app.size
        self.w = {}
        # a tooltip's value names are bold, in the size of the text box inside it
        fonts = self.ui.get_theme().get_font_dictionary()
        bold = max(8, round(20 * k.scale))
        if not fonts.check_font_preloaded(fonts.create_font_id(bold, "noto_sans", True, False)):
            fonts.preload_font(bold, "noto_sans", bold=True)
        left = w // 2 - k.px(640)
        y = k.px(200)
        lo, hi = self.rules.MIN_PLAYERS, self.rules.MAX_PLAYERS
        if lo < hi:
            count_tip = t("How many seats: {game} takes {lo} to {hi} players.", game=self.title, lo=lo, hi=hi)
        else:
            count_tip = tn("{game} is played by {n} player.", "{game} is played by {n} players.", lo, game=self.title)
        label = pygame_gui.elements.UILabel(pygame.Rect(left, y, k.px(200), k.px(44)), str(t("Players")), self.ui)
        self.tip(label, count_tip)
        self.w["minus"] = pygame_gui.elements.UIButton(
            pygame.Rect(left + k.px(210), y, k.px(52), k.px(48)), "–", self.ui
        )
        self.tip(self.w["minus"], t("One seat fewer"))
        self.w["count"] = pygame_gui.elements.UILabel(
            pygame.Rect(left + k.px(266), y, k.px(60), k.px(48)), str(self.players), self.ui
        )
        self.tip(self.w["count"], count_tip)
        self.w["plus"] = pygame_gui.elements.UIButton(
            pygame.Rect(left + k.px(330), y, k.px(52), k.px(48)), "+", self.ui
        )
        self.tip(self.w["plus"], t("One seat more"))
        if self.players <= lo:
            self.w["minus"].disable()
        if self.players >= hi:
            self.w["plus"].disable()
        kinds = ["human", *bot_kinds(self.game)]
        choices: list[Any] = [kind_label(c) for c in kinds]
        age_rule = self.age_rule()
        name_width = k.px(200) if age_rule else k.px(320)
        y += k.px(64)
        for i in range(self.players):
            seat = str(t("Seat {number}", number=i + 1))
            pygame_gui.elements.UILabel(pygame.Rect(left + k.px(40), y, k.px(160), k.px(48)), seat, self.ui)
            kind = kind_label(self.kinds[i]) if self.kinds[i] in kinds else choices[0]
            self.w[f"kind{i}"] = TipDropDown(
                choices, kind, pygame.Rect(left + k.px(210), y, k.px(250), k.px(48)), self.ui
            )
            self.tip(self.w[f"kind{i}"], SEAT_TIP)
            self.w[f"name{i}"] = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(left + k.px(470), y, name_width, k.px(48)),
                self.ui,
                placeholder_text=str(t("Name (optional)")),
                initial_text=self.names[i] or None,
            )
            self.w[f"name{i}"].set_forbidden_characters(list(unsafe_characters()))
            self.w[f"name{i}"].set_text_length_limit(NAME_LIMIT)
            self.tip(self.w[f"name{i}"], NAME_TIP)
            if age_rule:
                self.w[f"age{i}"] = pygame_gui.elements.UITextEntryLine(
                    pygame.Rect(left + k.px(680), y, k.px(110), k.px(48)),
                    self.ui,
                    placeholder_text=str(t("Age")),
                    initial_text=self.ages[i] or None,
                )
                self.w[f"age{i}"].set_allowed_characters("numbers")
                self.w[f"age{i}"].set_text_length_limit(len(str(MAX_AGE)))
                self.tip(self.w[f"age{i}"], age_rule)
            y += k.px(58)
        if age_rule:
            self.w["age_note"] = pygame_gui.elements.UILabel(
                pygame.Rect(left + k.px(40), y, k.px(750), k.px(40)),
                str(AGE_NOTE),
                self.ui,
                object_id=pygame_gui.core.ObjectID(class_id="@subtle"),
            )
            self.tip(self.w["age_note"], age_rule)
            y += k.px(48)
        if self.sits_round():
            self._edge_row(left, y)
        ox = w // 2 + k.px(190)
        ow = k.px(450)
        oy = k.px(200)
        # each option is a name over a drop-down; on a short screen they close up above the buttons
        room = self.app.size[1] - k.px(112) - oy
        step = max(k.px(82), min(k.px(92), room // (len(self.offered()) + 1)))
        for spec in self.offered():
            values = self.accepted(spec)
            if self.options[spec.name] not in values:
                self.options[spec.name] = spec.default if spec.default in values else values[0]
            label = pygame_gui.elements.UILabel(pygame.Rect(ox, oy, ow, k.px(32)), spec.title(), self.ui)
            self.w[f"label:{spec.name}"] = label
            dd = TipDropDown(
                list[Any](spec.word(c) for c in values),
                spec.word(self.options[spec.name]),
                pygame.Rect(ox, oy + k.px(32), ow, k.px(48)),
                self.ui,
            )
            self.w[f"opt:{spec.name}"] = dd
            if spec.help:
                self.tip(label, spec.help)
                self.tip(dd, spec.help)
            oy += step
        label = pygame_gui.elements.UILabel(pygame.Rect(ox, oy, ow, k.px(32)), str(t("Seed (optional)")), self.ui)
        self.tip(label, SEED_TIP)
        self.w["seed"] = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(ox, oy + k.px(32), ow, k.px(48)),
            self.ui,
            initial_text=self.seed or None,
            placeholder_text=str(t("Empty for a new deal")),
        )
        self.w["seed"].set_allowed_characters("numbers")
        self.w["seed"].set_text_length_limit(len(str(MAX_SEED)))  # the larger ones are refused at Start
        self.tip(self.w["seed"], SEED_TIP)
        by = self.app.size[1] - k.px(100)
        self.w["back"] = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - k.px(430), by, k.px(260), k.px(56)), str(t("Back")), self.ui
        )
        self.w["rules"] = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - k.px(130), by, k.px(260), k.px(56)), str(t("Rules (F1)")), self.ui
        )
        self.tip(self.w["rules"], t("Read the rules of {game}", game=self.title))
        self.w["start"] = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 + k.px(170), by, k.px(260), k.px(56)),
            str(t("Start game")),
            self.ui,
            object_id=accent_id(),
        )

    def sits_round(self) -> bool:
        """Whether this game will be laid out round the table (table-top mode, with these seats)."""
        st = self.app.settings
        return bool(st.tabletop) and (self.players > 1 or bool(st.tabletop_solo)) and self.players <= 4

    def _edge_row(self, left: int, y: int) -> None:
        """Table-top mode: where each seat sits, one drop-down per seat."""
        k = self.kit
        label = pygame_gui.elements.UILabel(
            pygame.Rect(left + k.px(40), y, k.px(400), k.px(40)), str(t("Sitting at")), self.ui
        )
        self.tip(label, EDGE_TIP)
        words = [tabletop.EDGE_NAMES[e] for e in tabletop.EDGES]
        now = tabletop.seating(self.players, ",".join(self.edges))
        width = (k.px(750) - (self.players - 1) * k.px(8)) // self.players
        for i in range(self.players):
            dd = TipDropDown(
                list[Any](words),
                tabletop.EDGE_NAMES[now[i]],
                pygame.Rect(left + k.px(40) + i * (width + k.px(8)), y + k.px(40), width, k.px(48)),
                self.ui,
            )
            self.tip(dd, t("Seat {number}: {what}", number=i + 1, what=EDGE_TIP))
            self.w[f"edge{i}"] = dd

    def _read(self) -> None:
        for i in range(self.players):
            dd = self.w.get(f"kind{i}")
            if dd is not None:
                self.kinds[i] = kind_of_label(shown(dd))
            self.names[i] = clean(self.w[f"name{i}"].get_text(), NAME_LIMIT)
            age = self.w.get(f"age{i}")
            if age is not None:
                self.ages[i] = age.get_text().strip()
        for spec in self.rules.OPTIONS:
            dd = self.w.get(f"opt:{spec.name}")
            if dd is None:
                continue  # not offered for this many players: it keeps its value, and the game its default
            self.options[spec.name] = spec.value_of(shown(dd))
        self.seed = self.w["seed"].get_text().strip()
        by_name = {v: e for e, v in tabletop.EDGE_NAMES.items()}
        if "edge0" in self.w:
            self.edges = [by_name.get(shown(self.w[f"edge{i}"]), "bottom") for i in range(self.players)]

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            el = event.ui_element
            if el is self.w.get("minus") or el is self.w.get("plus"):
                self._read()
                self.players += -1 if el is self.w.get("minus") else 1
                self.players = max(self.rules.MIN_PLAYERS, min(self.rules.MAX_PLAYERS, self.players))
                self.rebuild()
            elif el is self.w.get("back"):
                self.app.pop()
            elif el is self.w.get("rules"):
                self.open_rules()
            elif el is self.w.get("start"):
                self.start()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return True
            if event.key == pygame.K_F1:
                self.open_rules()
                return True
        return False

    def open_rules(self) -> None:
        self.app.push("rules", self.game)

    def start(self) -> None:
        self._read()
        seats = []
        ages = bool(self.age_rule())
        try:
            for i in range(self.players):
                try:
                    age = parse_age(self.ages[i]) if ages else None
                except SetupError as exc:
                    raise SetupError(str(t("Seat {number}: {what}", number=i + 1, what=str(exc)))) from None
                seats.append(Seat(self.kinds[i], self.names[i], age))
            seed = parse_seed(self.seed)
        except SetupError as exc:
            self.error = str(exc)
            self.app.dirty = True
            return
        if self.sits_round():
            chosen = self.edges[: self.players]
            if len(chosen) < self.players:
                chosen = list(tabletop.seating(self.players, ",".join(chosen)))
            twice = next((e for e in chosen if chosen.count(e) > 1), None)
            if twice is not None:
                self.error = str(TWICE[twice])
                self.app.dirty = True
                return
            self.app.settings.seating = ",".join(chosen)
            self.app.settings.save()
        try:
            offered = {s.name for s in self.offered()}
            options = {k: v for k, v in self.options.items() if k in offered}
            scene = self.app.make("new game", self.game, seats, options, seed)
        except (OptionError, ValueError) as exc:
            self.error = str(exc)
            self.app.dirty = True
            return
        self.app.pop()
        self.app.push(scene)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        k = self.kit
        w, _ = self.app.size
        left = w // 2 - k.px(640)
        y = k.px(200) + k.px(64)
        for i in range(self.players):
            k.token(surface, (left + k.px(20), y + k.px(24)), k.px(14), i)
            y += k.px(58)
        if self.error:
            k.text(surface, self.error, (w // 2, self.app.size[1] - k.px(130)), 18, palette.DANGER, anchor="center")
