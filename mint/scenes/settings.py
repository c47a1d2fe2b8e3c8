"""Settings: language, window size, full screen, UI scale, animation speed, sound, palette, undo.

Every setting shows its values in a player's words and says what it does when the pointer rests
on it; the value saved in the settings file stays the short one the app reads.
"""

from __future__ import annotations

import html
from typing import Any

import pygame
import pygame_gui

from mint.core import words
from mint.core.words import t
from mint.ui import palette
from mint.ui.screens import MenuLike, accent_id
from mint.ui.settings import SCALES, SIZES, SPEEDS
from mint.ui.tips import TipDropDown

SIZE_WORDS = {"1920x1080": t("Full HD"), "2560x1440": t("QHD"), "3840x2160": t("4K")}


def on_off() -> tuple[tuple[str, str], ...]:
    return (("off", str(t("Off"))), ("on", str(t("On"))))


def speed_words() -> dict[str, str]:
    return {
        "slow": str(t("Slow")),
        "normal": str(t("Normal")),
        "fast": str(t("Fast")),
        "instant": str(t("Instant (no animation)")),
    }


def palette_words() -> dict[str, str]:
    return {
        "okabe-ito": str(t("Colour-blind safe (Okabe-Ito)")),
        "high-contrast": str(t("High contrast")),
        "pastel": str(t("Soft pastels")),
    }


def size_word(size: str) -> str:
    w, _, h = size.partition("x")
    extra = SIZE_WORDS.get(size)
    return f"{w} × {h}" + (f" ({extra})" if extra else "")


def scale_word(scale: str) -> str:
    percent = str(t("{percent}%", percent=round(float(scale) * 100)))
    return str(t("{percent} (normal)", percent=percent)) if scale == "1.0" else percent


def palette_word(name: str) -> str:
    return palette_words().get(name, name.replace("-", " ").capitalize())


def language_words() -> tuple[tuple[str, str], ...]:
    """The language choices: the system's (named with what it gives), then each language in itself."""
    system = words.LANGUAGES[words.system_language()]
    return (("", str(t("As the system ({language})", language=system))), *words.LANGUAGES.items())


def rows() -> list[tuple[str, str, tuple[tuple[str, str], ...], str]]:
    """Each setting: its key, its name on screen, (value, word) for every value, and its tooltip."""
    speeds = speed_words()
    return [
        (
            "language",
            str(t("Language")),
            language_words(),
            str(t("The language of every screen, the rules pages and the game log. It changes at once.")),
        ),
        (
            "window",
            str(t("Window size")),
            tuple((s, size_word(s)) for s in SIZES),
            str(t("How big the window opens, in screen pixels. It can also be dragged to any size.")),
        ),
        (
            "fullscreen",
            str(t("Full screen")),
            on_off(),
            str(t("Fill the whole screen with the table, without a window frame.")),
        ),
        (
            "ui_scale",
            str(t("Text and button size")),
            tuple((s, scale_word(s)) for s in SCALES),
            str(t("Makes text, buttons and pieces larger or smaller than the window size alone would.")),
        ),
        (
            "speed",
            str(t("Animation speed")),
            tuple((s, speeds.get(s, s.capitalize())) for s in SPEEDS),
            str(
                t(
                    "How fast moved pieces glide, cards turn and dice tumble, bots' moves included. "
                    "Instant shows each move at once."
                )
            ),
        ),
        (
            "sound",
            str(t("Sound")),
            on_off(),
            str(
                t(
                    "Short sounds when a piece is picked up or placed, dice are rolled, a turn passes, a move "
                    "is refused and the game ends."
                )
            ),
        ),
        (
            "palette",
            str(t("Player colours")),
            tuple((p, palette_word(p)) for p in palette.PALETTES),
            str(
                t(
                    "The colours of the seats. Each seat also keeps its own shape (circle, square, "
                    "triangle, diamond, hexagon), so colour is never the only sign of whose piece it is. "
                    "Okabe-Ito is a set of colours that people with any common colour blindness can tell "
                    "apart."
                )
            ),
        ),
        (
            "free_undo",
            str(t("Undo past dice and draws")),
            (("off", str(t("Off: back to the last roll or draw"))), ("on", str(t("On: back to the start")))),
            str(
                t(
                    "Off, Undo goes back only to the last roll of the dice, card drawn or shuffle, as at a "
                    "real table. On, it goes back over those too: handy alone or when learning. The same "
                    "dice and cards come up again."
                )
            ),
        ),
        (
            "tabletop",
            str(t("Table-top layout")),
            (
                ("off", str(t("Off: everything faces you"))),
                ("on", str(t("On: each seat on its own edge"))),
                ("solo", str(t("On, for solo games too"))),
            ),
            str(
                t(
                    "For a screen lying flat between the players: each seat's own area and buttons lie along "
                    "the edge its player sits at, turned to face them, and the shared board fills the middle. "
                    "Solo games keep the usual layout unless you choose the last entry. The set-up screen "
                    "asks where each seat sits."
                )
            ),
        ),
    ]


class SettingsScene(MenuLike):
    title = t("Settings")
    subtitle = t("Saved for next time")

    def build(self) -> None:
        k = self.kit
        w, h = self.app.size
        s = self.app.settings
        self.w: dict[str, Any] = {}
        self.values: dict[str, dict[str, str]] = {}
        now = {
            "language": s.language,
            "window": s.window,
            "fullscreen": "on" if self.app.fullscreen else "off",
            "ui_scale": s.ui_scale,
            "speed": s.speed,
            "sound": "on" if s.sound else "off",
            "palette": s.palette,
            "free_undo": "on" if s.free_undo else "off",
            "tabletop": ("solo" if s.tabletop_solo else "on") if s.tabletop else "off",
        }
        y = k.px(200)
        x = w // 2 - k.px(450)
        for key, label, choices, tip in rows():
            text = html.escape(tip, quote=False)
            name = pygame_gui.elements.UILabel(pygame.Rect(x, y, k.px(420), k.px(48)), label, self.ui)
            name.set_tooltip(text, wrap_width=k.px(520))
            self.w[f"label:{key}"] = name
            shown = dict(choices)
            value = now[key] if now[key] in shown else choices[0][0]
            self.values[key] = {word: v for v, word in choices}
            dd = TipDropDown(
                [word for _, word in choices], shown[value], pygame.Rect(x + k.px(440), y, k.px(460), k.px(48)), self.ui
            )
            dd.set_tooltip(text, wrap_width=k.px(520))
            self.w[key] = dd
            y += k.px(62)
        self.w["done"] = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - k.px(150), h - k.px(100), k.px(300), k.px(56)),
            str(t("Done")),
            self.ui,
            object_id=accent_id(),
        )

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            key = next((k for k, v in self.w.items() if v is event.ui_element), None)
            if key:
                self.change(key, self.values.get(key, {}).get(event.text, event.text))
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.w.get("done"):
            self.app.settings.save()
            self.app.pop()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.settings.save()
            self.app.pop()
            return True
        return False

    def change(self, key: str, value: str) -> None:
        """Set one setting to ``value``, the short form the settings file keeps."""
        s = self.app.settings
        s.chosen(key, *(("tabletop_solo",) if key == "tabletop" else ()))
        if key == "language":
            s.language = value
            self.app.apply_settings()
        elif key == "window":
            s.window = value
            if not self.app.fullscreen:
                self.app.resize(*s.size)
        elif key == "fullscreen":
            if (value == "on") != self.app.fullscreen:
                self.app.toggle_fullscreen()
        elif key == "ui_scale":
            s.ui_scale = value
            self.app.apply_settings()
        elif key == "speed":
            s.speed = value
        elif key == "sound":
            s.sound = value == "on"
            self.app.sound.enabled = s.sound
        elif key == "palette":
            s.palette = value
            self.app.apply_settings()
        elif key == "tabletop":
            s.tabletop = value in ("on", "solo")
            s.tabletop_solo = value == "solo"
            self.app.apply_settings()
        elif key == "free_undo":
            s.free_undo = value == "on"
            for scene in self.app.scenes:
                sess = getattr(scene, "session", None)
                if sess is not None:
                    sess.free_undo = s.free_undo
        s.save()
        self.app.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        k = self.kit
        w, h = self.app.size
        for i in range(5):
            k.token(surface, (w // 2 - k.px(120) + i * k.px(60), h - k.px(150)), k.px(18), i)
