"""Short sound cues (pick-up, drop, dice, turn, end); silent where there is no audio device."""

from __future__ import annotations

from typing import Any

import pygame

from mint.resources import data_path

CUES = ("pickup", "drop", "dice", "turn", "end", "error")


class Sound:
    """Plays the cues in data/sounds; never raises."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self._cues: dict[str, Any] = {}
        self.available = False
        self._tried = False

    def _load(self) -> None:
        """Open the audio device the first time a cue is wanted; no device means silence."""
        self._tried = True
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
            for cue in CUES:
                self._cues[cue] = pygame.mixer.Sound(str(data_path("sounds", f"{cue}.wav")))
            self.available = True
        except (pygame.error, FileNotFoundError, OSError, NotImplementedError):
            self._cues = {}

    def play(self, cue: str) -> None:
        if not self.enabled:
            return
        if not self._tried:
            self._load()
        snd = self._cues.get(cue)
        if snd is None:
            return
        try:
            snd.play()
        except pygame.error:
            pass
