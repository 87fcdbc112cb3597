"""What a press did, for front ends that animate: slides, merges, spawns, in-place changes.

Positions are ``(row, column)``; tiles are the engine's tile arrays.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Pos = tuple[int, int]


@dataclass(frozen=True)
class Slide:
    """A tile travelled from ``start`` to ``end`` (where it stopped or was merged)."""

    start: Pos
    end: Pos
    tile: Any


@dataclass(frozen=True)
class Merge:
    """Tiles at ``sources`` became ``outputs`` at ``targets`` (front-most first)."""

    rule: int
    sources: tuple[Pos, ...]
    inputs: tuple[Any, ...]
    targets: tuple[Pos, ...]
    outputs: tuple[Any, ...]
    score: float


@dataclass(frozen=True)
class Change:
    """A cell changed in place: an end-of-turn (length-0) rule or a temporary hole."""

    pos: Pos
    before: Any
    after: Any
    rule: int | None = None


@dataclass(frozen=True)
class Spawn:
    """A tile appeared; ``kind`` is "random", "forced-before", "forced-after" or "replay"."""

    pos: Pos
    tile: Any
    kind: str = "random"


@dataclass
class MoveResult:
    """Outcome of one press.

    ``accepted`` is False when the press was not allowed (direction unavailable or blocked,
    game over); then nothing changed. ``moved`` says whether movement occurred. ``events``
    lists Slide / Merge / Change / Spawn in the order they happened.
    """

    direction: int
    accepted: bool = True
    moved: bool = False
    events: list[Any] = field(default_factory=list)
    score_gained: float = 0.0
    win_screen: bool = False
    over: bool = False
    grid_after_move: list[list[Any]] | None = None
    random_calls: int = 0

    @property
    def slides(self) -> list[Slide]:
        return [e for e in self.events if isinstance(e, Slide)]

    @property
    def merges(self) -> list[Merge]:
        return [e for e in self.events if isinstance(e, Merge)]

    @property
    def spawns(self) -> list[Spawn]:
        return [e for e in self.events if isinstance(e, Spawn)]
