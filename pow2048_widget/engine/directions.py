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


#: Names a learner may press by, and the step (dv, dh) each one means.
DIRECTION_NAMES: dict[str, tuple[int, int]] = {
    "up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1),
    "↑": (-1, 0), "↓": (1, 0), "←": (0, -1), "→": (0, 1),
}


def resolve_direction(name: str, infos: list[DirectionInfo]) -> int:
    """The index of the direction called ``name``: ``"left"`` (up, down, left, right), an
    arrow glyph (← ↑ → ↓), or a label or key the mode gives one of its directions
    (case-insensitive). Raises ``ValueError`` naming the names there are."""
    wanted = name.strip()
    low = wanted.lower()
    for info in infos:  # the mode's own names first: they may rename the usual four
        if low and (info.label.strip().lower() == low
                    or any(k.lower() == low for k in info.keys)):
            return info.index
    step = DIRECTION_NAMES.get(low)
    if step is not None:
        for info in infos:
            if (info.dv, info.dh) == step:
                return info.index
    names = [n for n, s in DIRECTION_NAMES.items() if n.isalpha() and any(
        (i.dv, i.dh) == s for i in infos)]
    names += [i.label for i in infos if i.label and i.label.lower() not in names]
    raise ValueError(f"{name!r} is not a direction of this mode (directions: "
                     f"{', '.join(repr(n) for n in names) or 'indices only'}, or an index "
                     f"0 to {len(infos) - 1})")
