"""Direction entries (engine.md 7.1) parsed once into plain Python values."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ..calcarray.jsnum import to_boolean, to_number
from ..calcarray.values import UNDEFINED

DEFAULT_STRENGTH: list[Any] = [1.0, True, True, True]


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
    strength = m[4] if len(m) > 4 else DEFAULT_STRENGTH
    kind = to_number(_entry(strength, 0))
    prob = to_number(m[5]) if len(m) > 5 else None
    # The switches are read for truth, as the reference's ``if (manualStrength[k])`` does:
    # 0, "", null and a missing entry switch merges, the length-0 phase or scripts off.
    return Movement(_int(m[0]), _int(m[1]), slide, move_type, kind,
                    to_boolean(_entry(strength, 1)), to_boolean(_entry(strength, 2)),
                    to_boolean(_entry(strength, 3)), prob)


def _entry(value: Any, k: int) -> Any:
    """``value[k]`` as JavaScript reads it (undefined past the end or on a non-array)."""
    if isinstance(value, (list, str)) and k < len(value):
        return value[k]
    return UNDEFINED


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
