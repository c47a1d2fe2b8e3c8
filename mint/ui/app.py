"""The app loop (DESIGN §4): one clock, a scene stack, events top-down, drawing bottom-up.

Scene changes are queued and applied between frames. A frame is drawn only when something
changed (an event, an animation, a bot thinking), so an idle table costs almost nothing.
"""

from __future__ import annotations

import copy
import json
import os
import sys
import traceback
from typing import TYPE_CHECKING, Any, Callable

import pygame

from mint.core import words
from mint.core.words import t
from mint.resources import data_path
from mint.ui import layers, memory, router
from mint.ui.kit import Kit
from mint.ui.managers import manager_classes
from mint.ui.palette import PALETTES, TABLE
from mint.ui.settings import Settings, fitting_size
from mint.ui.sound import Sound

if TYPE_CHECKING:
    from mint.ui.tabletop import Turn

MIN_SIZE = (1280, 720)
MAX_SIZE = (3840, 2160)
FPS_ACTIVE = 60
FPS_IDLE = 20


def _scaled_theme(scale: float) -> dict[str, Any]:
    with open(data_path("ui", "theme.json"), encoding="utf-8") as fh:
        theme = json.load(fh)
    out = copy.deepcopy(theme)
    for block in out.values():
        font = block.get("font") if isinstance(block, dict) else None
        if font and "size" in font:
            font["size"] = str(max(8, int(round(int(font["size"]) * scale))))
        misc = block.get("misc") if isinstance(block, dict) else None
        for key, least in (("shape_corner_radius", 2), ("list_item_height", 24), ("rect_width", 120)):
            if misc and key in misc:
                misc[key] = str(max(least, int(round(int(misc[key]) * scale))))
    return out


class Scene:
    """One screen. Subclasses build pygame_gui elements in ``build`` and draw in ``draw``."""

    opaque = True
    #: False for scenes drawn only with the kit (the main menu), so start-up need not load pygame_gui
    uses_gui = True
    holds_memory = False  #: True for a screen that holds a lot of memory: leaving it gives it back

    def __init__(self, app: App) -> None:
        self.app = app
        self._ui: Any = None
        self.t = 0.0
        #: table-top mode: how this scene is turned to face the seat that opened it (None: upright)
        self.turn: Turn | None = None
        self._kit: Kit | None = None  #: its own kit when turned to a short edge (a narrower space)

    @property
    def ui(self) -> Any:
        """This scene's own pygame_gui manager, made on first use."""
        if self._ui is None:
            self._ui = self.app.new_ui(self)
        return self._ui

    @ui.setter
    def ui(self, manager: Any) -> None:
        self._ui = manager

    @property
    def kit(self) -> Kit:
        return self._kit or self.app.kit

    @property
    def size(self) -> tuple[int, int]:
        """The space the scene lays itself out in: the window, or the window turned to face a seat."""
        return self.turn.size if self.turn is not None else self.app.size

    def face(self, rotation: int) -> None:
        """Draw this scene turned by ``rotation`` degrees (a multiple of 90, counter-clockwise),
        so that it faces a player sitting at that edge of a table-top screen; 0 is upright. A
        scene turned to a short edge lays itself out in the narrower space, with a kit to fit."""
        from mint.ui.tabletop import Turn

        w, h = self.app.size
        rotation %= 360
        if rotation == 0:
            self.turn, self._kit = None, None
        else:
            size = (w, h) if rotation == 180 else (h, w)
            self.turn = Turn(size, rotation if rotation <= 180 else rotation - 360)
            self._kit = None if rotation == 180 else self.app.kit_for_width(size[0])
        self._ui = None  # the widgets are made again for the new space

    def enter(self) -> None:
        self.build()

    def leave(self) -> None:
        if self._ui is not None:
            self._ui.clear_and_reset()

    def pause(self) -> None:
        pass

    def resume(self) -> None:
        self.app.dirty = True

    def build(self) -> None:
        """Create this scene's widgets for the current window size."""

    def rebuild(self) -> None:
        if self._ui is not None:
            self._ui.clear_and_reset()
            self._ui.set_window_resolution(self.size)
        self.build()

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> bool:
        """Advance animations; return True while the scene needs redrawing."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(TABLE)

    def draw_above_widgets(self, surface: pygame.Surface) -> None:
        """Drawn after the scene's widgets, so it lies over them (tooltips, a zoomed card)."""


#: frames drawn after the last change, for what finishes a frame late
SETTLE_FRAMES = 2


def settle_widgets(scene: Scene) -> None:
    """Make widgets added or shown since the scene's last GUI update visible to its next drawing
    (pygame_gui refreshes its list of visible sprites only in an update; a scene under the top
    one gets no updates, so its new widgets would stay invisible)."""
    ui = scene._ui
    if ui is None:
        return
    group = ui.get_sprite_group()
    if group.should_update_visibility:
        group.should_update_visibility = False
        group.update_visibility()


def _gui_look(ui: Any) -> tuple[Any, ...]:
    """What a GUI manager's visible widgets show: each one's picture and place (the kit swaps a
    widget's picture when it changes state, so a change of any is a change of this)."""
    return tuple((id(b[0]), b[1].x, b[1].y) for b in ui.get_sprite_group().visible)


def _turned(surface: pygame.Surface, rotation: int) -> pygame.Surface:
    """A copy of ``surface`` turned by a multiple of 90 degrees (counter-clockwise)."""
    if rotation % 360 == 180:
        return pygame.transform.flip(surface, True, True)
    return pygame.transform.rotate(surface, rotation)


_POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
_FINGER_EVENTS = (pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION)


def upright_event(scene: Scene, event: pygame.event.Event) -> pygame.event.Event:
    """``event`` as a turned scene sees it: pointer and finger positions in its upright space
    (the event itself for an upright scene, or one with no position)."""
    turn = scene.turn
    if turn is None or event.type not in _POINTER_EVENTS + _FINGER_EVENTS:
        return event
    data = dict(event.dict)
    if event.type in _POINTER_EVENTS:
        u, v = turn.upright(data.get("pos", (0, 0)))
        data["pos"] = (int(u), int(v))
        if "rel" in data:
            a = turn.upright((0, 0))
            b = turn.upright(data["rel"])
            data["rel"] = (int(b[0] - a[0]), int(b[1] - a[1]))
    else:  # fingers: x and y are fractions of the window
        sw, sh = turn.screen_size
        w, h = turn.size
        u, v = turn.upright((data.get("x", 0.0) * sw, data.get("y", 0.0) * sh))
        data["x"], data["y"] = u / w, v / h
        a = turn.upright((0, 0))
        b = turn.upright((data.get("dx", 0.0) * sw, data.get("dy", 0.0) * sh))
        data["dx"], data["dy"] = (b[0] - a[0]) / w, (b[1] - a[1]) / h
    return pygame.event.Event(event.type, data)


def first_window(default: str) -> str:
    """The window size for the first start: the largest offered that fits the desktop."""
    try:
        desktops = pygame.display.get_desktop_sizes()
    except pygame.error:
        return default
    return fitting_size(desktops[0]) if desktops else default


class App:
    """Owns the window, settings, kit, sound and the scene stack."""

    def __init__(self, size: tuple[int, int] | None = None, fullscreen: bool = False, headless: bool = False) -> None:
        self.settings = Settings.load()
        self.apply_language()
        if size:
            self.settings.for_this_run(window=f"{size[0]}x{size[1]}")
        self.headless = headless
        memory.hold_full_collections()  # (made in frames with nothing to draw: ``step``)
        if not pygame.font.get_init() or not pygame.display.get_init():
            from mint.ui.kit import reset_caches

            reset_caches()
        pygame.display.init()
        pygame.font.init()
        self.fullscreen = fullscreen or self.settings.fullscreen
        if not size and not headless and not Settings.saved_before():
            self.settings.window = first_window(self.settings.window)  # the first start: as large as fits
        w, h = size or self.settings.size
        self.size = (w, h)
        if headless:
            self.window = pygame.display.set_mode(self.size)
        else:
            pygame.display.set_caption("Mint Tin Table")
            flags = pygame.RESIZABLE | (pygame.FULLSCREEN if self.fullscreen else 0)
            self.window = pygame.display.set_mode(self.size, flags)
            try:
                pygame.display.get_window().minimum_size = MIN_SIZE  # type: ignore[attr-defined]
            except (AttributeError, pygame.error):
                pass
            self.size = self.window.get_size()
        self.kit = self._make_kit()
        self._themes: dict[float, dict[str, Any]] = {}  #: the GUI kit's theme by scale (read on first use)
        self.sound = Sound(self.settings.sound and not headless)
        self.scenes: list[Scene] = []
        self.queue: list[Callable[[], None]] = []
        self.dirty = True
        self.running = True
        self.clock = pygame.time.Clock()
        self.frames_drawn = 0
        self.frames_presented = 0
        self._settle = 0  #: frames still to draw after the last change
        self._gui_look: tuple[Any, ...] = ()  #: the top GUI's look when last drawn (_gui_look)
        self.keep_presented = False  #: headless: keep a copy of each presented frame (tests)
        self.presented: pygame.Surface | None = None
        self.error: str | None = None

    # --- scaling -------------------------------------------------------------------------
    def _make_kit(self) -> Kit:
        scale = self.size[1] / 1080 * float(self.settings.ui_scale)
        return Kit(scale, PALETTES.get(self.settings.palette, PALETTES["okabe-ito"]))

    def kit_for_width(self, width: int) -> Kit:
        """A kit for a scene laid out ``width`` pixels across (a scene turned to face a short
        edge): the window's, made smaller where the widest screens (about 1240 design pixels)
        would not fit across."""
        scale = min(self.kit.scale, max(0.4, (width - 40) / 1240))
        if scale == self.kit.scale:
            return self.kit
        return Kit(scale, PALETTES.get(self.settings.palette, PALETTES["okabe-ito"]))

    def new_ui(self, scene: Scene | None = None) -> Any:
        """A pygame_gui manager for ``scene``'s space (the window's when None); a turned scene's
        manager reads the pointer in the scene's own upright coordinates."""
        kit = scene.kit if scene is not None else self.kit
        turn = scene.turn if scene is not None else None
        theme = self._themes.get(kit.scale)
        if theme is None:  # (read once per scale: the window's kit, a turned scene's smaller one)
            theme = self._themes[kit.scale] = _scaled_theme(kit.scale)
        size = scene.size if scene is not None else self.size
        upright, turned = manager_classes()
        if turn is None:
            manager = upright(size, theme, enable_live_theme_updates=False)
        else:
            manager = turned(size, theme, enable_live_theme_updates=False)
            manager.turn = turn
        # the rules reader's HTML asks for these faces; loading them up front avoids a stall later
        manager.preload_fonts(
            [
                {"name": "noto_sans", "point_size": size, "style": style}
                for size in (14, 18, 24)
                for style in ("bold", "italic")
            ]
        )
        return manager

    def apply_language(self) -> None:
        """Speak the language the settings ask for (its compiled catalogue under data/locale)."""
        words.use(words.catalogue_for(self.settings.language_code, data_path("locale")))

    def apply_settings(self) -> None:
        """Re-scale and re-word everything after the settings or the window size changed."""
        self.apply_language()
        self.kit = self._make_kit()
        self.sound.enabled = self.settings.sound
        for scene in self.scenes:
            if scene.turn is not None:
                scene.face(scene.turn.rotation)  # the new window, turned the same way
            scene.ui = None
            scene.build()
        self.dirty = True

    def resize(self, w: int, h: int) -> None:
        w = max(MIN_SIZE[0], min(MAX_SIZE[0], w))
        h = max(MIN_SIZE[1], min(MAX_SIZE[1], h))
        if (w, h) == self.size and self.window.get_size() == (w, h):
            return
        if not self.headless and not self.fullscreen and self.window.get_size() != (w, h):
            self.window = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        self.size = self.window.get_size() if not self.headless else (w, h)
        self.apply_settings()

    def toggle_fullscreen(self) -> None:
        if self.headless:
            return
        self.fullscreen = not self.fullscreen
        self.settings.fullscreen = self.fullscreen
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            flags = pygame.RESIZABLE | (pygame.FULLSCREEN if self.fullscreen else 0)
            self.window = pygame.display.set_mode(self.settings.size, flags)
        self.size = self.window.get_size()
        self.apply_settings()

    # --- the scene stack -----------------------------------------------------------------
    def make(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """A new scene registered as ``name`` (see mint.ui.router), built with these arguments."""
        return router.make(self, name, *args, **kwargs)

    def _scene(self, scene: Scene | str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Scene:
        return self.make(scene, *args, **kwargs) if isinstance(scene, str) else scene

    def push(self, scene: Scene | str, *args: Any, **kwargs: Any) -> None:
        """Put ``scene`` (or a new scene of that name) on top; it is built now, entered next frame."""
        scene = self._scene(scene, args, kwargs)

        def do() -> None:
            if self.scenes:
                self.scenes[-1].pause()
            self.scenes.append(scene)
            scene.enter()
            self.dirty = True

        self.queue.append(do)

    def push_facing(self, rotation: int, scene: Scene | str, *args: Any, **kwargs: Any) -> None:
        """``push``, with the scene turned by ``rotation`` to face a seat (table-top mode)."""
        made = self._scene(scene, args, kwargs)
        if rotation:
            made.face(rotation)
        self.push(made)

    def pop(self) -> None:
        def do() -> None:
            if self.scenes:
                memory.leave([self.scenes.pop()])
            if self.scenes:
                self.scenes[-1].resume()
            self.dirty = True

        self.queue.append(do)

    def replace(self, scene: Scene | str, *args: Any, **kwargs: Any) -> None:
        """Swap the whole stack for ``scene`` (or a new scene of that name)."""
        scene = self._scene(scene, args, kwargs)

        def do() -> None:
            memory.leave([self.scenes.pop() for _ in range(len(self.scenes))])
            self.scenes.append(scene)
            scene.enter()
            self.dirty = True

        self.queue.append(do)

    def apply_queue(self) -> None:
        while self.queue:
            self.queue.pop(0)()

    def quit(self) -> None:
        self.running = False

    # --- the loop ------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.headless:
            self.resize(event.w, event.h)
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWFOCUSGAINED):
            self.dirty = True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if not self.scenes:
            return
        top = self.scenes[-1]
        if event.type in (
            pygame.MOUSEMOTION,
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
            pygame.KEYDOWN,
            pygame.KEYUP,
            pygame.MOUSEWHEEL,
            pygame.FINGERDOWN,
            pygame.FINGERUP,
            pygame.FINGERMOTION,
            pygame.TEXTINPUT,
        ):
            self.dirty = True
        if top.uses_gui and top.ui.process_events(event):
            self.dirty = True
            return
        for scene in reversed(self.scenes):
            if scene.handle(upright_event(scene, event)):
                # A handled event changed something (a button's press arrives as an event of its
                # own, after the click): draw it in this frame, not after the next input.
                self.dirty = True
                return
            if scene.opaque:
                break

    def step(self, dt_ms: float, events: list[pygame.event.Event] | None = None) -> bool:
        """One frame: events, update, draw if needed. Returns True when a frame was drawn."""
        layers.keep_painted()  # (what the last frame painted, kept now rather than before it showed)
        self.apply_queue()
        for event in pygame.event.get() if events is None else events:
            self.handle(event)
        self.apply_queue()
        if not self.scenes:
            self.running = False
            return False
        dt = dt_ms / 1000.0
        busy = False
        for scene in self.scenes:
            scene.t += dt
            if scene.update(dt):
                busy = True
        # The widgets go last: what the events and the scenes built or changed in this frame is laid
        # out and made visible before the frame is drawn (pygame_gui shows a new widget only after
        # an update), so a frame never shows a half-made set of buttons.
        self.apply_queue()
        if self.scenes and self.scenes[-1].uses_gui:
            ui = self.scenes[-1].ui
            ui.update(dt)
            # what the kit changes by itself, with no input (a tooltip opened after the pointer
            # rested, a text cursor's blink), is drawn in the frame it happens
            from mint.ui.tips import place_tooltips

            if place_tooltips(ui, self.scenes[-1].kit):
                self.dirty = True
            look = _gui_look(ui)
            if look != self._gui_look:
                self._gui_look = look
                self.dirty = True
        for scene in self._drawn_scenes()[:-1]:
            settle_widgets(scene)
        if busy:
            self.dirty = True
        if self.dirty:
            self._settle = SETTLE_FRAMES
        elif self._settle > 0:
            # a few frames more after any change: whatever the GUI kit or a scene finishes a frame
            # late (a widget's picture, an event it posts to itself) reaches the screen by itself
            self._settle -= 1
        else:
            memory.collect_when_idle(True)
            return False
        self.draw(self.window)
        memory.collect_when_idle(False)
        return True

    def frame(self, dt_ms: float, events: list[pygame.event.Event] | None = None) -> bool:
        """One turn of the window's loop: a step, and the picture presented when one was drawn.
        The window's ``run`` and the tests both go through here."""
        try:
            drew = self.step(dt_ms, events)
        except Exception:  # keep the app alive; show what went wrong
            self.error = traceback.format_exc()
            print(self.error, file=sys.stderr)
            self._show_error()
            drew = False
        if drew:
            self.present()
        return drew

    def present(self) -> None:
        """Put the drawn frame on the screen (headless: keep a copy of it when asked to)."""
        self.frames_presented += 1
        if not self.headless:
            pygame.display.flip()
        elif self.keep_presented:
            self.presented = self.window.copy()

    def _drawn_scenes(self) -> list[Scene]:
        """The scenes a frame draws: the top opaque one and every one above it."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def render_fresh(self) -> pygame.Surface:
        """The current state drawn from scratch on a new surface, every widget made complete first:
        what the screen must show once the loop has settled (the screen property tests compare)."""
        surface = pygame.Surface(self.window.get_size())
        for scene in self._drawn_scenes():
            if scene.uses_gui:
                settle_widgets(scene)
        self.draw(surface, count=False)
        return surface

    def draw(self, surface: pygame.Surface, count: bool = True) -> None:
        for scene in self._drawn_scenes():
            turn = scene.turn
            # a turned scene draws on what lies under it turned upright, which is then turned back
            # whole to face its seat (whole turns of plain surfaces: no blending, no resampling)
            target = surface if turn is None else _turned(surface, -turn.rotation)
            scene.draw(target)
            if scene.uses_gui:
                scene.ui.draw_ui(target)
            scene.draw_above_widgets(target)
            if turn is not None:
                surface.blit(_turned(target, turn.rotation), turn.at)
        if count:
            self.dirty = False
            self.frames_drawn += 1

    def run(self) -> int:
        while self.running:
            dt = self.clock.tick(FPS_ACTIVE if self.dirty or self.queue or self._settle else FPS_IDLE)
            self.frame(dt)
        for scene in reversed(self.scenes):
            try:
                scene.leave()
            except Exception:
                pass
        self.settings.save()
        return 0

    def _show_error(self) -> None:
        self.queue.clear()
        kept = all(getattr(getattr(s, "session", None), "journaling", True) for s in self.scenes)
        if kept:
            said = t(
                "The last step could not be completed. Your moves so far are kept in the journal; details were written to the console."
            )
        else:
            said = t(
                "The last step could not be completed. Saving was off, so nothing is kept; details were written to the console."
            )
        try:
            self.push("message", str(t("Something went wrong")), str(said))
        except router.UnknownSceneError:
            pass  # no screens registered (a bare app in a test): the console has the details


def run_app(size: tuple[int, int] | None = None, fullscreen: bool = False, start: dict[str, Any] | None = None) -> int:
    """Open the window and run until the player quits (the scenes must be registered: import mint.scenes)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    app = App(size, fullscreen)
    start = start or {}
    if start.get("tabletop"):  # for this run only (the settings file keeps the player's choice)
        app.settings.for_this_run(tabletop=True, tabletop_solo=True)
    app.push("menu", offer_resume=not start)
    if "play" in start:
        p = start["play"]
        app.push("new game", p["game"], p["seats"], p["options"], p["seed"])
    elif "replay" in start:
        app.push("replay", start["replay"])
    return app.run()
