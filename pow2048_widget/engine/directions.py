"""Direction entries (engine.md 7.1) parsed once into plain Python values."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ..calcarray.jsnum import to_number


@dataclass(frozen=True)
class Movement:
    """``[dv, dh, slideAmount, moveType, strength, prob?]`` of a direction or automatic move."""

    dv: int
    dh: int
    slide: float
    move_type: Any
    kind: float
    merges_on: bool
    zero_on: bool
    scripts_on: bool
    prob: float | None

    @property
    def stays_still(self) -> bool:
        return (self.dv == 0 and self.dh == 0) or self.slide == 0


def _int(x: Any) -> int:
    n = to_number(x)
    if not math.isfinite(n):
        return 0
    return int(n)


def parse_movement(m: list[Any]) -> Movement:
    """Read a movement part, filling defaults for missing entries."""
    slide = to_number(m[2]) if len(m) > 2 else math.inf
    if slide != slide:
        slide = math.inf
    move_type = m[3] if len(m) > 3 else 0.0
    strength = m[4] if len(m) > 4 and isinstance(m[4], list) else []
    strength = list(strength) + [1.0, True, True, True][len(strength):]
    kind = to_number(strength[0])
    prob = to_number(m[5]) if len(m) > 5 else None
    return Movement(_int(m[0]), _int(m[1]), slide, move_type, kind, strength[1] is not False,
                    strength[2] is not False, strength[3] is not False, prob)


@dataclass(frozen=True)
class DirectionInfo:
    """What a front end needs to offer a direction: its step, keys and button label."""

    index: int
    dv: int
    dh: int
    keys: tuple[str, ...]
    label: str


def direction_keys(entry: list[Any]) -> tuple[str, ...]:
    keys = entry[7] if len(entry) > 7 else []
    if isinstance(keys, str):
        return (keys,)
    if isinstance(keys, list):
        return tuple(k for k in keys if isinstance(k, str))
    return ()
