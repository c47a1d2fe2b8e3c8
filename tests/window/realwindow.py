"""The app in a real X window on a virtual screen (Xvfb), driven by real pointer and key events
(xdotool), its pixels read back from the X server (ImageMagick's ``import``).

A headless twin of the same screen runs in the test's own process: it says where things are
(a piece's spot, a button) and what the screen should show, drawn by the same code.
"""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pygame

ROOT = Path(__file__).resolve().parents[2]
SIZE = (1280, 720)
TOOLS = ("Xvfb", "xdotool", "import")


def missing_tools() -> list[str]:
    return [t for t in TOOLS if shutil.which(t) is None]


class XServer:
    """A virtual screen of ``SIZE`` on a free display number."""

    def __init__(self) -> None:
        for n in range(90, 160):
            if not Path(f"/tmp/.X{n}-lock").exists() and not Path(f"/tmp/.X11-unix/X{n}").exists():
                break
        self.display = f":{n}"
        self.proc = subprocess.Popen(
            ["Xvfb", self.display, "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{n}").exists():
                break
            time.sleep(0.05)
        time.sleep(0.3)

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(10)


class Window:
    """One run of ``main.py ARGS`` in the X server, with a user folder of its own."""

    def __init__(self, x: XServer, home: Path, *args: str) -> None:
        self.x = x
        env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_VIDEODRIVER")}
        env.update(
            DISPLAY=x.display,
            MINT_HOME=str(home),
            SDL_AUDIODRIVER="dummy",
            SDL_VIDEO_WINDOW_POS="0,0",
            PYGAME_HIDE_SUPPORT_PROMPT="1",
        )
        self.log = home / "window.log"
        home.mkdir(parents=True, exist_ok=True)
        with open(self.log, "ab") as log:
            self.proc = subprocess.Popen(
                [sys.executable, str(ROOT / "main.py"), *args, "--size", f"{SIZE[0]}x{SIZE[1]}"],
                cwd=ROOT,
                env=env,
                stdout=log,
                stderr=log,
            )
        self.wait_drawn()

    # --- the pixels ---------------------------------------------------------------------------
    def shot(self) -> pygame.Surface:
        png = subprocess.run(
            ["import", "-display", self.x.display, "-window", "root", "png:-"], capture_output=True, check=True
        ).stdout
        return pygame.image.load(io.BytesIO(png), "shot.png")

    def wait_drawn(self, seconds: float = 30.0) -> None:
        """Until the window shows something other than a blank screen and holds still."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if self.proc.poll() is not None:
                raise AssertionError(f"the app ended early: {self.log.read_text(errors='replace')[-2000:]}")
            shot = self.shot()
            if len({shot.get_at((x, y))[:3] for x in range(0, SIZE[0], 97) for y in range(0, SIZE[1], 89)}) > 3:
                self.settle()
                return
            time.sleep(0.3)
        raise AssertionError("the window never showed anything")

    def settle(self, seconds: float = 10.0) -> pygame.Surface:
        """The screen once two shots 0.4 s apart are the same (pieces landed, widgets made)."""
        end = time.monotonic() + seconds
        last = self.shot()
        while time.monotonic() < end:
            time.sleep(0.4)
            now = self.shot()
            if pygame.image.tobytes(now, "RGB") == pygame.image.tobytes(last, "RGB"):
                return now
            last = now
        return last

    # --- the hands --------------------------------------------------------------------------
    def xdo(self, *args: Any) -> None:
        subprocess.run(["xdotool", *map(str, args)], env={**os.environ, "DISPLAY": self.x.display}, check=True)

    def park(self) -> None:
        """The pointer where it points at nothing (the title on the top bar), so no hover shows."""
        self.xdo("mousemove", 300, 8)
        time.sleep(0.2)

    def click(self, p: tuple[int, int]) -> None:
        self.xdo("mousemove", p[0], p[1])
        time.sleep(0.1)
        self.xdo("click", 1)
        time.sleep(0.2)

    def drag(self, a: tuple[int, int], b: tuple[int, int]) -> None:
        self.xdo("mousemove", a[0], a[1])
        time.sleep(0.1)
        self.xdo("mousedown", 1)
        for i in range(1, 6):
            self.xdo("mousemove", a[0] + (b[0] - a[0]) * i // 5, a[1] + (b[1] - a[1]) * i // 5)
            time.sleep(0.05)
        self.xdo("mouseup", 1)
        time.sleep(0.2)

    def key(self, *keys: str) -> None:
        for k in keys:
            self.xdo("key", k)
            time.sleep(0.15)

    def close(self) -> int:
        if self.proc.poll() is None:
            self.proc.terminate()
        try:
            return self.proc.wait(15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return self.proc.wait(5)

    def wait_ended(self, seconds: float = 15.0) -> int:
        return self.proc.wait(seconds)


def same(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect | None = None) -> float:
    """The share of pixels (every other one each way, within ``rect``) that are alike in both."""
    r = (rect or pygame.Rect((0, 0), SIZE)).clip(pygame.Rect((0, 0), SIZE))
    if r.width <= 0 or r.height <= 0:
        return 1.0
    size = (max(1, r.width // 2), max(1, r.height // 2))
    pa = pygame.image.tobytes(pygame.transform.scale(a.subsurface(r), size), "RGB")
    pb = pygame.image.tobytes(pygame.transform.scale(b.subsurface(r), size), "RGB")
    if pa == pb:
        return 1.0
    alike = sum(
        abs(pa[i] - pb[i]) + abs(pa[i + 1] - pb[i + 1]) + abs(pa[i + 2] - pb[i + 2]) <= 12 for i in range(0, len(pa), 3)
    )
    return alike / (len(pa) // 3)
