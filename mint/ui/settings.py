"""Player settings, kept as JSON in the user config folder; a bad file falls back to defaults."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields

from mint.core.files import read_text, write_atomic
from mint.core.paths import config_dir
from mint.core.words import LANGUAGES, system_language

SPEEDS = {"slow": 1.8, "normal": 1.0, "fast": 0.45, "instant": 0.0}
SIZES = ("1280x720", "1600x900", "1920x1080", "2560x1440", "3840x2160")
SCALES = ("0.8", "1.0", "1.25", "1.5", "2.0")


@dataclass
class Settings:
    window: str = "1280x720"
    fullscreen: bool = False
    ui_scale: str = "1.0"
    speed: str = "normal"
    sound: bool = True
    palette: str = "okabe-ito"
    free_undo: bool = False
    tabletop: bool = False
    tabletop_solo: bool = False  #: table-top mode for solo games too
    seating: str = ""  #: table-top mode: each seat's edge, in seat order ("bottom,top"); "" the default
    language: str = ""  #: a code of ``mint.core.words.LANGUAGES``; "" the system's language
    learnt: str = ""  #: the games whose guided first game was played through, comma-separated

    @property
    def language_code(self) -> str:
        """The language to speak: the chosen one, else the system's."""
        return self.language if self.language in LANGUAGES else system_language()

    def __post_init__(self) -> None:
        #: the kept values of settings that hold for this run only (a command-line flag), by name
        self._kept: dict[str, object] = {}

    def for_this_run(self, **values: object) -> None:
        """Use ``values`` until the app closes, without keeping them: the settings file goes on
        holding the player's own choices (a command-line flag never reaches it)."""
        for name, value in values.items():
            self._kept.setdefault(name, getattr(self, name))
            setattr(self, name, value)

    def chosen(self, *names: str) -> None:
        """The player chose these settings themselves: from now on they are kept as they are."""
        for name in names:
            self._kept.pop(name, None)

    def to_keep(self) -> dict[str, object]:
        """What the settings file holds: the player's choices, not this run's flags."""
        return {**asdict(self), **self._kept}

    @property
    def size(self) -> tuple[int, int]:
        w, h = self.window.split("x")
        return int(w), int(h)

    @property
    def speed_factor(self) -> float:
        return SPEEDS.get(self.speed, 1.0)

    @classmethod
    def load(cls) -> Settings:
        path = config_dir() / "settings.json"
        s = cls()
        try:
            raw = json.loads(read_text(path, 1 << 16))
        except (OSError, ValueError, RecursionError):
            return s
        if not isinstance(raw, dict):
            return s
        for f in fields(cls):
            # each setting apart: one bad value falls back alone, the others are kept
            if f.name in raw and _fits(raw[f.name], _SHAPES[f.name]):
                setattr(s, f.name, raw[f.name])
        return s

    @staticmethod
    def saved_before() -> bool:
        """Whether settings were ever kept (False on the first start)."""
        try:
            return (config_dir() / "settings.json").exists()
        except OSError:
            return False

    def save(self) -> bool:
        """Keep the settings for the next start; False (and nothing left behind) when the folder
        cannot be written, e.g. a read-only or full disk."""
        try:
            write_atomic(config_dir() / "settings.json", json.dumps(self.to_keep(), indent=1))
        except OSError:
            return False
        return True


Shape = type | tuple[str, ...]
"""What a setting may hold: values of exactly that type (JSON's true/false, or text), or one of
those texts."""

_SHAPES: dict[str, Shape] = {
    "window": SIZES,
    "ui_scale": SCALES,
    "speed": tuple(SPEEDS),
    "fullscreen": bool,
    "sound": bool,
    "free_undo": bool,
    "tabletop": bool,
    "tabletop_solo": bool,
    "palette": str,
    "seating": str,
    "language": ("", *LANGUAGES),
    "learnt": str,
}
"""What each setting may hold in the settings file (the rest of the file is left alone)."""


def _fits(value: object, shape: Shape) -> bool:
    """Whether a value read from the settings file has its setting's shape (no conversion: 1 is
    not true, 1.25 is not "1.25"). Checked by hand, so reading the settings loads no schema library."""
    if isinstance(shape, tuple):
        return type(value) is str and value in shape
    return type(value) is shape


def fitting_size(desktop: tuple[int, int]) -> str:
    """The largest window size offered that fits a desktop of ``desktop`` pixels, leaving room
    for a title bar and a task bar (the smallest size when none fits)."""
    dw, dh = desktop
    fits = [s for s in SIZES if int(s.split("x")[0]) <= dw and int(s.split("x")[1]) <= dh - 80]
    return fits[-1] if fits else SIZES[0]
