"""Every word the table draws comes through the catalogue: a pseudo-language whose every sentence
is its source words between marks (``⟦like this⟧``; a placeholder's value stands outside them) is
put in use, every screen and every game's table is drawn in several phases, and every string that
reaches a surface is read. Letters outside the marks are words drawn without the catalogue: a
sentence glued from pieces, a word handed straight to a drawing helper, a label from a dict of
English words, a data file's text not said through ``data()``, a name handed to a sentence as it
is written in the code.

What is read: the kit's lines, blocks, paragraphs, cut and wrapped lines, any font's render made
outside the kit, the widgets' labels, buttons, drop-downs and tooltips, and the views' tooltips,
zooms and refusals, and the moves as the keyboard's list and the buttons say them. A rules page is a whole page per language (not sentences of the catalogue):
only the reader's own words around it are read. Names kept as printed are listed in ``kept``,
each with its reason."""

from __future__ import annotations

import functools
import gettext
import io
import re
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import pygame
import pygame_gui
import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

import mint.ui.kit as kit_module
from mint.core import registry, words
from mint.core.game import Seat
from mint.resources import data_path
from mint.scenes.menu import MenuScene
from mint.scenes.results import ResultsScene
from mint.scenes.shots import build_scene
from mint.ui.app import App
from tests import catalogues

OPEN, CLOSE = "⟦", "⟧"
SIZE = (1280, 720)


# --- the pseudo-language ------------------------------------------------------------------------
_PLACEHOLDER = re.compile(r"(\{[^{}]*\})")


def _marked(text: str) -> str:
    """The source words between marks, each stretch between placeholders marked on its own: a
    value put in a placeholder shows outside the marks, so an English word handed in as a value
    (rather than a sentence of the catalogue) is seen too."""
    parts = _PLACEHOLDER.split(text)
    return "".join(p if i % 2 or not p.strip() else f"{OPEN}{p}{CLOSE}" for i, p in enumerate(parts))


def pseudo() -> words.Catalogues:
    """Every domain's catalogue with each sentence (and each plural form) its own source words
    between the marks; the placeholders inside are kept as they are."""
    return words.Catalogues({domain: gettext.GNUTranslations(io.BytesIO(mo)) for domain, mo in _pseudo_mo().items()})


@functools.cache
def _pseudo_mo() -> dict[str, bytes]:
    """The pseudo-language's compiled catalogues, made once a test process (the Italian .po
    files give the sentences and their plural forms)."""
    parts: dict[str, bytes] = {}
    folder = data_path("locale", "it", "LC_MESSAGES")
    for po in sorted(folder.glob("*.po"), key=lambda p: (p.stem != words.DOMAIN, p.stem)):
        source = catalogues.read("it", po.stem)
        cat = Catalog(locale="it", domain=po.stem)
        cat.mime_headers = source.mime_headers
        for m in source:
            if not m.id:
                continue
            if isinstance(m.id, tuple | list):
                cat.add(tuple(m.id), tuple(_marked(x) for x in (m.id[0], *[m.id[1]] * (source.num_plurals - 1))))
            else:
                cat.add(m.id, _marked(m.id), context=m.context)
        buf = io.BytesIO()
        write_mo(buf, cat)
        parts[po.stem] = buf.getvalue()
    return parts


# --- reading what is drawn -----------------------------------------------------------------------
def kept() -> dict[str, str]:
    """The names drawn as they are in every language, each with its reason: short, and read from
    the games themselves so that a new name is not let through by accident."""
    from mint.games.italy.state import COLUMN_NAMES
    from mint.games.knight import terrain

    names = {
        name: "Mint Italy's settlements, kept as the game prints them (like mercato and marina)"
        for name in COLUMN_NAMES
    }
    names |= {
        side.name: "Mint Knight's map cards' proper names (the Italian rules page keeps them)"
        for side in terrain.catalogue()
    }
    names |= {
        f"{ns}{ew}": "a Mint Knight space's id as a move's words give it ('0,0:SW')" for ns in "NS" for ew in "EW"
    }
    names |= {name: "each language's own name for itself in the language list" for name in words.LANGUAGES.values()}
    names |= {registry.title(game): "a game's title, kept as printed" for game in registry.KNOWN}
    names["Mint Tin Table"] = "the table's own name"
    return names


KEPT = kept()
_KEPT = re.compile("|".join(rf"\b{re.escape(name)}\b" for name in sorted(KEPT, key=len, reverse=True)))
_LETTERS = re.compile(r"[^\W\d_]{2,}")


def outside(text: str) -> list[str]:
    """The runs of two or more letters in ``text`` that lie outside every pair of marks. A line
    may be part of a wrapped sentence: a close with no open before it closes what an earlier line
    opened."""
    depth = 0
    low = 0
    for ch in text:  # the closes with no open before them: the line began inside marks
        if ch == OPEN:
            depth += 1
        elif ch == CLOSE:
            depth -= 1
            low = min(low, depth)
    depth = -low
    plain: list[str] = []
    for ch in text:
        if ch == OPEN:
            depth += 1
            plain.append(" ")
        elif ch == CLOSE:
            depth -= 1
            plain.append(" ")
        else:
            plain.append(ch if depth <= 0 else " ")
    return _LETTERS.findall(_KEPT.sub(" ", "".join(plain)))


class Drawn:
    """Every string that reaches a surface, with where it came from; the lines made from a string
    already read (wrapped, cut short) are not read again."""

    def __init__(self) -> None:
        self.seen: dict[str, str] = {}  # text -> where
        self.made: set[str] = set()  # lines cut or wrapped from a text read whole
        self.depth = 0  # inside a kit call that read its text whole

    def read(self, text: Any, where: str) -> None:
        if isinstance(text, str) and text.strip():
            self.seen.setdefault(text, where)

    def leaks(self, names: Iterable[str] = ()) -> dict[str, tuple[str, list[str]]]:
        """The strings with words outside the marks (``names``: whole texts not of the catalogue,
        such as a rules page's headings or a folder's path)."""
        out: dict[str, tuple[str, list[str]]] = {}
        for text, where in self.seen.items():
            if text in self.made or text.rstrip("…").rstrip() in self.made:
                continue  # a line of a text read whole
            shown = text
            for name in sorted(names, key=len, reverse=True):
                shown = shown.replace(name, " ")
            found = outside(shown)
            if found:
                out[text] = (where, found)
        return out


def _caller_in(*folders: str) -> bool:
    frame: Any = sys._getframe(2)
    while frame is not None:
        name = frame.f_code.co_filename
        if any(f in name for f in folders):
            return True
        frame = frame.f_back
    return False


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[Drawn]:
    """The pseudo-language in use (whatever language the settings name), and every string drawn
    from now on."""
    cat = pseudo()
    monkeypatch.setattr(words, "catalogue_for", lambda code, folder: cat)
    words.use(cat)
    seen = Drawn()
    Kit = kit_module.Kit
    for name, arg in (("text", 2), ("line", 2), ("block", 2), ("paragraph", 2), ("render", 1)):
        reading(monkeypatch, seen, Kit, name, arg)
    for name in ("cut", "wrap"):
        reading(monkeypatch, seen, Kit, name, 1, made=True)
    reading(monkeypatch, seen, MenuScene, "lines", 1, made=True)  # the menu's own wrapping
    reading(monkeypatch, seen, ResultsScene, "rich", 2)  # a story with bold words, word by word

    class SpyFont(pygame.font.Font):
        def render(self, text: Any, *args: Any, **kwargs: Any) -> pygame.Surface:  # type: ignore[override]
            if seen.depth == 0 and not _caller_in("pygame_gui", "markdown_page"):
                seen.read(text, "font")
            return super().render(text, *args, **kwargs)

    monkeypatch.setattr(pygame.font, "Font", SpyFont)
    kit_module.reset_caches()
    yield seen
    words.use(None)
    kit_module.reset_caches()


def reading(monkeypatch: pytest.MonkeyPatch, seen: Drawn, owner: Any, name: str, arg: int, made: bool = False) -> None:
    """Spy on ``owner.name``: read its text (argument ``arg`` after self) whole, and nothing that it
    draws in turn; with ``made``, the lines it returns are parts of that text, not read again."""
    plain: Callable[..., Any] = getattr(owner, name)

    def spy(self: Any, *args: Any, **kwargs: Any) -> Any:
        text = args[arg - 1] if len(args) >= arg else kwargs.get("text", kwargs.get("markup"))
        if seen.depth == 0:
            seen.read(text, f"{owner.__name__}.{name}")
        seen.depth += 1
        try:
            out = plain(self, *args, **kwargs)
        finally:
            seen.depth -= 1
        if made:
            seen.made.update(line for line in (out if isinstance(out, list) else [out]) if line != text)
        return out

    monkeypatch.setattr(owner, name, spy)


def widgets(ui: pygame_gui.UIManager | None, seen: Drawn) -> None:
    """Read the words of the widgets: labels, buttons, drop-downs, tooltips."""
    if ui is None:
        return
    for el in ui.get_sprite_group().sprites():
        kind = type(el).__name__
        for attr in ("text", "tool_tip_text", "selected_option", "window_display_title"):
            value = getattr(el, attr, None)
            if isinstance(value, tuple):
                value = value[0]
            if kind == "UITextEntryLine" and attr == "text":
                continue  # a name the player types
            seen.read(value, f"{kind}.{attr}")
        for option in getattr(el, "options_list", ()) or ():
            seen.read(option[0] if isinstance(option, tuple) else option, f"{kind}.option")


def draw(app: App, scene: Any, seen: Drawn) -> None:
    for _ in range(3):
        app.dirty = True
        app.step(16, [])
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    widgets(scene.ui if hasattr(scene, "ui") else app.ui, seen)


def _app(tabletop: bool = False) -> App:
    app = App(SIZE, headless=True)
    app.settings.speed = "instant"
    app.settings.tabletop = app.settings.tabletop_solo = tabletop
    app.apply_settings()
    return app


def _saved_games() -> None:
    """A saved game and an unfinished one of each game, for the load screen to list."""
    from mint.core.paths import saves_dir
    from mint.core.record import write_record
    from mint.core.session import Session
    from mint.ui.shots import played_session

    for i, game in enumerate(registry.KNOWN):
        seats = (Seat("human", "Ann"), Seat("random"))
        session = played_session(game, seats, {}, 3, 8)
        path = saves_dir() / f"Ann{i}.json"  # the name the player gave it
        write_record(session.record({"saved": "2026-03-14 09:26", "name": path.stem}), path)
    Session(registry.KNOWN[0], (Seat("human", "Ann"), Seat("random")), 5, {}).close()


SCREENS = ["menu", "settings", "load", "pause", "results", "log", "replay", "dialog"]
SCREENS += [f"setup:{g}" for g in registry.KNOWN] + [f"rules:{g}" for g in registry.KNOWN]


def report(leaks: dict[str, tuple[str, list[str]]]) -> str:
    return "\n".join(f"  {where}: {text!r} -> {found}" for text, (where, found) in sorted(leaks.items()))


@pytest.mark.parametrize("screen", SCREENS)
def test_every_screen_draws_its_words_from_the_catalogue(screen: str, drawn: Drawn) -> None:
    from mint.core.paths import saves_dir

    names = {"Ann"}  # a name a player typed
    if screen == "load":
        _saved_games()
        names.add(str(saves_dir()))  # the folder the saves are kept in
    app = _app()
    if screen == "dialog":  # a question with two answers, over the menu
        from mint.ui.dialogs import open_elsewhere
        from mint.ui.shots import played_session

        build_scene(app, "menu")
        scene = open_elsewhere(app, played_session(registry.KNOWN[0], None, {}, 3, 4).record())
        app.push(scene)
        app.apply_queue()
    elif ":" in screen:
        kind, game = screen.split(":", 1)
        scene = app.make(kind, game)
        app.push(scene)
        app.apply_queue()
    else:
        scene = build_scene(app, screen, seed=3, actions=6)
    draw(app, scene, drawn)
    if screen.startswith("rules:"):  # the page is the language's own: its headings are its words
        names |= {anchor.text for anchor in scene.page.headings}
    leaks = drawn.leaks(names)
    assert not leaks, f"{screen}: words drawn without the catalogue:\n{report(leaks)}"


def _seatings(game: str) -> list[tuple[Seat, ...]]:
    """The seats each game is drawn with: the most players (one a bot), and solo where it has one."""
    rules = registry.get(game)
    most = min(rules.MAX_PLAYERS, 4)
    out = [(*(Seat("human", f"P{i + 1}") for i in range(most - 1)), Seat("random"))]  # a bot's seat too
    if rules.MIN_PLAYERS == 1:
        out.append((Seat("human", "P1"),))
    return out


@pytest.mark.parametrize("tabletop", [False, True], ids=["normal", "tabletop"])
@pytest.mark.parametrize("game", list(registry.KNOWN))
def test_every_table_draws_its_words_from_the_catalogue(game: str, tabletop: bool, drawn: Drawn) -> None:
    for seats in _seatings(game):
        for seed, moves in ((1, 0), (1, 7), (2, 30), (2, 10_000)):
            app = _app(tabletop)
            scene = build_scene(app, game, seed=seed, actions=moves, seats=seats)
            draw(app, scene, drawn)
            if moves == 10_000:  # the game is over: its results, each game's own
                results = app.make("results", scene.session)
                app.push(results)
                app.apply_queue()
                draw(app, results, drawn)
            if tabletop:
                continue  # (what the spots and the moves say does not depend on the layout)
            for action in scene.legal()[:60]:  # the keyboard's move list and the moves' buttons
                drawn.read(str(scene.rules.describe(scene.session.state, action)), "move list")
                drawn.read(action.label, "move button")
            obs, view = scene.obs, scene.view
            spots = list(scene.hits.spots)
            for spot in spots:
                drawn.read(view.tooltip(obs, spot), "tooltip")
                drawn.read(view.zoom(obs, spot), "zoom")
            for source in spots[:: max(1, len(spots) // 12)]:  # refusals of a spread of drops
                for target in spots[:: max(1, len(spots) // 12)]:
                    if source != target and (why := view.illegal_reason(obs, source, target)) is not None:
                        drawn.read(str(why), "refusal")
    leaks = drawn.leaks()
    assert not leaks, f"{game}: words drawn without the catalogue:\n{report(leaks)}"


def test_a_word_drawn_without_the_catalogue_is_found(drawn: Drawn) -> None:
    """The spies see what each way of drawing draws, and the marks tell a sentence of the
    catalogue from words glued to it."""
    App(SIZE, headless=True)
    kit, surface = kit_module.Kit(), pygame.Surface((400, 200))
    kit.text(surface, str(words.t("Back")), (0, 0))  # through the catalogue: no leak
    kit.text(surface, str(words.t("Back")) + " now", (0, 0))
    kit.line(surface, "VP", (0, 20), 18, (0, 0, 0))
    kit.block(surface, "a sentence long enough to be wrapped on two lines", pygame.Rect(0, 40, 90, 90), 18, (0, 0, 0))
    pygame.font.Font(None, 12).render("plain", True, (0, 0, 0))
    ui = pygame_gui.UIManager(SIZE)
    pygame_gui.elements.UIButton(pygame.Rect(0, 0, 80, 30), "Loose", ui, tool_tip_text=str(words.t("Back")))
    widgets(ui, drawn)
    found = {text: where for text, (where, _) in drawn.leaks().items()}
    assert found == {
        "⟦Back⟧ now": "Kit.text",
        "VP": "Kit.line",
        "a sentence long enough to be wrapped on two lines": "Kit.block",
        "plain": "font",
        "Loose": "UIButton.text",
    }
    assert outside("⟦Orange⟧ — your turn") == ["your", "turn"]
    assert outside("turn⟧ and more ⟦Mint Italy") == ["and", "more"]  # a wrapped line's middle
