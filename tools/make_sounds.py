"""Synthesise the app's sound cues into data/sounds/*.wav (run once; the files are committed)."""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "data" / "sounds"


def tone(freqs: list[tuple[float, float]], decay: float = 12.0, noise: float = 0.0, vol: float = 0.5) -> list[float]:
    """Concatenate (frequency, seconds) notes with an exponential decay and optional noise."""
    out: list[float] = []
    rng = random.Random(7)
    for f, dur in freqs:
        n = int(RATE * dur)
        for i in range(n):
            t = i / RATE
            env = math.exp(-decay * t) * min(1.0, i / 60)
            s = math.sin(2 * math.pi * f * t) + 0.3 * math.sin(4 * math.pi * f * t)
            if noise:
                s = s * (1 - noise) + noise * (rng.random() * 2 - 1)
            out.append(vol * env * s / 1.3)
    return out


def write(name: str, samples: list[float]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, s)) * 32000)) for s in samples))


def main() -> None:
    write("pickup", tone([(660, 0.08)], decay=30))
    write("drop", tone([(440, 0.1)], decay=35, noise=0.2))
    dice = []
    for k in range(5):
        dice += tone([(200 + 90 * k, 0.05)], decay=60, noise=0.7, vol=0.4)
    write("dice", dice)
    write("turn", tone([(523, 0.12), (784, 0.18)], decay=10, vol=0.4))
    write("end", tone([(523, 0.14), (659, 0.14), (784, 0.14), (1047, 0.4)], decay=6, vol=0.45))
    write("error", tone([(220, 0.09), (180, 0.14)], decay=14, vol=0.4))


if __name__ == "__main__":
    main()
