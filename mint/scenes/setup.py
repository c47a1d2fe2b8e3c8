"""New-game set-up: player count, who sits where (person or bot), variants and an optional seed."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from mint.bots.kinds import bot_kinds, kind_label, kind_of_label
from mint.core import registry
from mint.core.game import OptionError, Seat
from mint.core.text import clean, unsafe_characters
from mint.ui import palette
from mint.ui.app import App
from mint.ui.screens import MenuLike, accent_id

NAME_LIMIT = 20
"""The longest player name, in characters."""


class SetupScene(MenuLike):
    def __init__(self, app: App, game: str) -> None:
        super().__init__(app)
        self.game = registry.canonical(game)
        self.rules = registry.get(self.game)
        self.title = self.rules.TITLE
        self.subtitle = "Set up a new game"
        self.accent = palette.ACCENTS.get(self.game, palette.LEGAL)
        lo, hi = self.rules.MIN_PLAYERS, self.rules.MAX_PLAYERS
        self.players = max(lo, min(hi, 2 if not self.rules.COOPERATIVE else lo))
        self.kinds = ["human"] + ["heuristic" if "heuristic" in bot_kinds(self.game) else "random"] * (hi - 1)
        self.names = [""] * hi
        self.ages = [""] * hi
        self.options = {o.name: o.default for o in self.rules.OPTIONS}
        self.seed = ""
        self.w: dict[str, Any] = {}
        self.error = ""

    def build(self) -> None:
        k = self.kit
        w, _ = self.app.size
        self.w = {}
        left = w // 2 - k.px(560)
        y = k.px(200)
        pygame_gui.elements.UILabel(pygame.Rect(left, y, k.px(200), k.px(44)), "Players", self.ui)
        self.w["minus"] = pygame_gui.elements.UIButton(
            pygame.Rect(left + k.px(210), y, k.px(52), k.px(48)), "–", self.ui
        )
        self.w["count"] = pygame_gui.elements.UILabel(
            pygame.Rect(left + k.px(266), y, k.px(60), k.px(48)), str(self.players), self.ui
        )
        self.w["plus"] = pygame_gui.elements.UIButton(
            pygame.Rect(left + k.px(330), y, k.px(52), k.px(48)), "+", self.ui
        )
        if self.players <= self.rules.MIN_PLAYERS:
            self.w["minus"].disable()
        if self.players >= self.rules.MAX_PLAYERS:
            self.w["plus"].disable()
        kinds = ["human", *bot_kinds(self.game)]
        choices: list[Any] = [kind_label(c) for c in kinds]
        y += k.px(64)
        for i in range(self.players):
            pygame_gui.elements.UILabel(pygame.Rect(left + k.px(40), y, k.px(160), k.px(48)), f"Seat {i + 1}", self.ui)
            kind = kind_label(self.kinds[i]) if self.kinds[i] in kinds else choices[0]
            self.w[f"kind{i}"] = pygame_gui.elements.UIDropDownMenu(
                choices, kind, pygame.Rect(left + k.px(210), y, k.px(250), k.px(48)), self.ui
            )
            self.w[f"name{i}"] = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(left + k.px(470), y, k.px(200), k.px(48)),
                self.ui,
                placeholder_text="name (optional)",
                initial_text=self.names[i] or None,
            )
            self.w[f"name{i}"].set_forbidden_characters(list(unsafe_characters()))
            self.w[f"name{i}"].set_text_length_limit(NAME_LIMIT)
            self.w[f"age{i}"] = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(left + k.px(680), y, k.px(110), k.px(48)),
                self.ui,
                placeholder_text="age",
                initial_text=self.ages[i] or None,
            )
            self.w[f"age{i}"].set_allowed_characters("numbers")
            self.w[f"age{i}"].set_text_length_limit(3)
            y += k.px(58)
        ox = w // 2 + k.px(260)
        oy = k.px(200)
        for spec in self.rules.OPTIONS:
            if not spec.offered(self.players):
                continue
            pygame_gui.elements.UILabel(pygame.Rect(ox, oy, k.px(300), k.px(32)), spec.title(), self.ui)
            self.w[f"opt:{spec.name}"] = pygame_gui.elements.UIDropDownMenu(
                list[Any](spec.word(c) for c in spec.choices),
                spec.word(self.options[spec.name]),
                pygame.Rect(ox, oy + k.px(32), k.px(300), k.px(48)),
                self.ui,
            )
            if spec.help:
                self.w[f"opt:{spec.name}"].set_tooltip(spec.help) if hasattr(
                    self.w[f"opt:{spec.name}"], "set_tooltip"
                ) else None
            oy += k.px(92)
        pygame_gui.elements.UILabel(pygame.Rect(ox, oy, k.px(300), k.px(32)), "Seed (optional)", self.ui)
        self.w["seed"] = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(ox, oy + k.px(32), k.px(300), k.px(48)),
            self.ui,
            initial_text=self.seed or None,
            placeholder_text="random",
        )
        self.w["seed"].set_allowed_characters("numbers")
        self.w["seed"].set_text_length_limit(18)  # a seed a save can keep
        by = self.app.size[1] - k.px(100)
        self.w["back"] = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - k.px(430), by, k.px(260), k.px(56)), "Back", self.ui
        )
        self.w["rules"] = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - k.px(130), by, k.px(260), k.px(56)), "Rules (F1)", self.ui
        )
        self.w["start"] = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 + k.px(170), by, k.px(260), k.px(56)), "Start game", self.ui, object_id=accent_id()
        )

    def _read(self) -> None:
        for i in range(self.players):
            dd = self.w.get(f"kind{i}")
            if dd is not None:
                label = dd.selected_option[0] if isinstance(dd.selected_option, tuple) else dd.selected_option
                self.kinds[i] = kind_of_label(label)
            self.names[i] = clean(self.w[f"name{i}"].get_text(), NAME_LIMIT)
            self.ages[i] = self.w[f"age{i}"].get_text().strip()
        for spec in self.rules.OPTIONS:
            dd = self.w.get(f"opt:{spec.name}")
            if dd is None:
                continue  # not offered for this many players: it keeps its value, and the game its default
            shown = dd.selected_option[0] if isinstance(dd.selected_option, tuple) else dd.selected_option
            self.options[spec.name] = spec.value_of(shown)
        self.seed = self.w["seed"].get_text().strip()

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
        for i in range(self.players):
            age = int(self.ages[i]) if self.ages[i].isdigit() else None
            seats.append(Seat(self.kinds[i], self.names[i], age))
        seed = int(self.seed) if self.seed.isdigit() else None
        try:
            offered = {s.name for s in self.rules.OPTIONS if s.offered(self.players)}
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
        left = w // 2 - k.px(560)
        y = k.px(200) + k.px(64)
        for i in range(self.players):
            k.token(surface, (left + k.px(20), y + k.px(24)), k.px(14), i)
            y += k.px(58)
        if self.error:
            k.text(surface, self.error, (w // 2, self.app.size[1] - k.px(130)), 18, palette.DANGER, anchor="center")
