"""Pieces shared by the variants' modes: tiles that hold the number they show.

Every variant here stores a tile as ``[n]`` with ``n`` the number on it (a float, like all
CalcArray numbers), so its rules and colours read the value directly.
"""

from __future__ import annotations

from typing import Any

from ..engine import Mode

EMPTY = "@Empty"

#: Direction entries in the engine's order (up, down, left, right), with their key codes.
_VECTORS = ((-1.0, 0.0, "↑"), (1.0, 0.0, "↓"), (0.0, -1.0, "←"), (0.0, 1.0, "→"))
ARROW_KEYS = (["ArrowUp"], ["ArrowDown"], ["ArrowLeft"], ["ArrowRight"])


def directions(keys: tuple[list[str], ...] = ARROW_KEYS) -> list[list[Any]]:
    """The four orthogonal directions, each answering only to ``keys[i]``."""
    base = Mode().directions
    out = []
    for entry, (dv, dh, label), key_list in zip(base, _VECTORS, keys, strict=True):
        new = list(entry)
        new[0] = [dv, dh, float("inf"), 0.0, [1.0, True, True, True]]
        new[1] = label
        new[7] = list(key_list)
        out.append(new)
    return out


def doubling_rule(score: Any) -> list[Any]:
    """Two equal tiles ``[n]`` become ``[2n]``; ``score`` is the points expression."""
    return [2.0, ["@Next 1 0", "=", "@This 0"], True, [[["@This 0", "*", 2.0]]], score,
            [False, True]]


def value_grid(rows: list[list[int]]) -> list[list[Any]]:
    """A starting grid from numbers: 0 is an empty cell, ``n`` the tile ``[n]``."""
    return [[[float(n)] if n else EMPTY for n in row] for row in rows]
