"""Every screen's words fit in both languages: at 1280x720 and 1920x1080, in English and Italian
(Italian runs about a fifth longer), no label or button of the screens outside the table cuts or
overflows its text, and no line the kit draws there is cut short with an ellipsis."""

from __future__ import annotations

import gettext

import pygame
import pytest

import mint.ui.kit as kit_module
from mint.core import registry, words
from mint.resources import data_path
from mint.scenes.menu import MenuScene
from mint.scenes.shots import build_scene
from mint.ui.app import App
from tests.catalogues import translations

SIZES = [(1280, 720), (1920, 1080)]
SCREENS = ["menu", "settings", "load", "pause", "results", *(f"setup:{g}" for g in registry.KNOWN)]


def _italian() -> gettext.NullTranslations:
    first: gettext.GNUTranslations | None = None
    for po in sorted(data_path("locale", "it", "LC_MESSAGES").glob("*.po"), key=lambda p: p.stem != "mint"):
        made = translations("it", po.stem)  # (each .po read once a test process)
        if first is None:
            first = made
        else:
            first.add_fallback(made)
    assert first is not None
    return first


@pytest.fixture(params=["en", "it"])
def language(request, monkeypatch):
    """The language the app is set to (the Italian catalogue compiled from the .po files here)."""
    italian = _italian()
    monkeypatch.setattr(
        words, "catalogue_for", lambda code, folder: italian if code == "it" else gettext.NullTranslations()
    )
    yield request.param
    words.use(None)


def _cuts(monkeypatch) -> list[str]:
    """From now on, every line the kit cuts short or that a block leaves out."""
    cut: list[str] = []
    plain_cut = kit_module.Kit.cut

    def spy_cut(self, text, size, width, bold=False):
        out = plain_cut(self, text, size, width, bold)
        if out != text:
            cut.append(text)
        return out

    plain_text = kit_module.Kit.text

    def spy_text(self, surface, text, pos, size=18, color=(0, 0, 0), bold=False, anchor="topleft", max_width=None):
        if max_width and self.font(max(8.0, 0.7 * size), bold).size(text)[0] > max_width + 1:
            cut.append(text)
        return plain_text(self, surface, text, pos, size, color, bold, anchor, max_width)

    plain_lines = MenuScene.lines

    def spy_lines(self, text, size, width, bold=False, most=1):
        out = plain_lines(self, text, size, width, bold, most)
        if out and out[-1].endswith("…") and not text.endswith("…"):
            cut.append(text)
        return out

    monkeypatch.setattr(kit_module.Kit, "cut", spy_cut)
    monkeypatch.setattr(kit_module.Kit, "text", spy_text)
    monkeypatch.setattr(MenuScene, "lines", spy_lines)
    return cut


def _widgets_too_narrow(ui) -> list[str]:
    out = []
    for el in ui.get_sprite_group().sprites() if ui is not None else []:
        text = getattr(el, "text", None)
        font = getattr(el, "font", None)
        if not isinstance(text, str) or not text or font is None or not hasattr(font, "size"):
            continue
        if type(el).__name__ not in ("UILabel", "UIButton"):
            continue
        width = font.size(text)[0]
        if width > el.rect.width - 4:
            out.append(f"{type(el).__name__} {text!r}: {width} px in {el.rect.width}")
    return out


def _build(app: App, screen: str):
    if screen.startswith("setup:"):
        scene = app.make("setup", screen.split(":", 1)[1])
        app.push(scene)
        app.apply_queue()
        return scene
    return build_scene(app, screen, seed=3, actions=6)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("screen", SCREENS)
def test_the_screens_words_fit_in_both_languages(screen, size, language, monkeypatch):
    cut = _cuts(monkeypatch)
    app = App(size, headless=True)
    app.settings.speed = "instant"
    app.settings.language = language
    app.apply_settings()
    scene = _build(app, screen)
    assert words.language() == language
    for _ in range(3):
        app.step(16, [])
    surface = pygame.Surface(size)
    scene.draw(surface)
    narrow = _widgets_too_narrow(scene.ui)
    assert not narrow, f"{screen} in {language} at {size}: {narrow[:6]}"
    assert not cut, f"{screen} in {language} at {size}: lines cut short {cut[:6]}"
