"""Deterministic randomness kept inside the game state (splitmix64).

``Rng`` is a frozen value; every draw returns the result and the next ``Rng``, so a state
that holds one replays identically from the same seed and actions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


@dataclass(frozen=True, slots=True)
class Rng:
    """A 64-bit splitmix generator state."""

    state: int = 0

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        return cls((seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK)

    def next_u64(self) -> tuple[int, Rng]:
        s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31), _make(s)

    def randrange(self, n: int) -> tuple[int, Rng]:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        s = (self.state + 0x9E3779B97F4A7C15) & _MASK  # next_u64, inlined: draws are the hot path
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return (z ^ (z >> 31)) % n, _make(s)

    def randint(self, lo: int, hi: int) -> tuple[int, Rng]:
        """A uniform integer in [lo, hi], both ends included."""
        v, nxt = self.randrange(hi - lo + 1)
        return lo + v, nxt

    def choice(self, seq: Sequence[T]) -> tuple[T, Rng]:
        n = len(seq)
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        s = (self.state + 0x9E3779B97F4A7C15) & _MASK  # randrange, inlined
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return seq[(z ^ (z >> 31)) % n], _make(s)

    def shuffle(self, seq: Sequence[T]) -> tuple[tuple[T, ...], Rng]:
        """A shuffled copy (Fisher–Yates) and the next generator."""
        items = list(seq)
        rng = self
        for i in range(len(items) - 1, 0, -1):
            j, rng = rng.randrange(i + 1)
            items[i], items[j] = items[j], items[i]
        return tuple(items), rng

    def roll(self, count: int, sides: int = 6) -> tuple[tuple[int, ...], Rng]:
        """``count`` dice of ``sides`` faces."""
        out = []
        rng = self
        for _ in range(count):
            v, rng = rng.randint(1, sides)
            out.append(v)
        return tuple(out), rng

    def fork(self, salt: int) -> Rng:
        """An independent generator derived from this one (for bots and sampling)."""
        return Rng.from_seed(self.state ^ (salt * 0xD1B54A32D192ED03 & _MASK))


_new = object.__new__
_set_state = Rng.__dict__["state"].__set__  # the slot itself: a frozen class refuses only setattr


def _make(state: int) -> Rng:
    """``Rng(state)`` without the frozen class's slow per-field set-up (the same value)."""
    r: Rng = _new(Rng)
    _set_state(r, state)
    return r


MASKED = Rng(0)
"""What observations carry instead of the real generator, so no seat can foresee draws."""
