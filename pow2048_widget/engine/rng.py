"""The reference's random source: mulberry32.

Reproducing traces move for move needs the same generator *and* the same number of draws,
so the stream counts its draws and can save/restore its position (undo, replays).
"""

from __future__ import annotations

_MASK = 0xFFFFFFFF


class Mulberry32:
    """Seeded mulberry32 stream; calling it returns a float in [0, 1)."""

    __slots__ = ("state", "calls")

    def __init__(self, seed: int | float = 0) -> None:
        self.state = int(seed) & _MASK
        self.calls = 0

    def __call__(self) -> float:
        self.calls += 1
        self.state = s = (self.state + 0x6D2B79F5) & _MASK
        t = ((s ^ (s >> 15)) * (s | 1)) & _MASK
        t ^= (t + (((t ^ (t >> 7)) * (t | 61)) & _MASK)) & _MASK
        return ((t ^ (t >> 14)) & _MASK) / 4294967296.0

    def getstate(self) -> tuple[int, int]:
        """Position of the stream, for undo."""
        return (self.state, self.calls)

    def setstate(self, saved: tuple[int, int]) -> None:
        self.state, self.calls = saved
