"""Conversions that bring values written by older engine versions to the 3.0 meaning.

Pre-3.0 tile and stat-box texts were plain values, 3.0 expects text expressions;
1.0 codes wrote special names without their ``@``.
"""

from __future__ import annotations

from typing import Any

AT_PREFIXED_NAMES = frozenset(
    {
        "Empty", "Void", "HSLA", "RGBA", "HSVA", "linear-gradient",
        "repeating-linear-gradient", "radial-gradient", "repeating-radial-gradient",
        "conic-gradient", "repeating-conic-gradient", "multi-gradient",
    }
)  # fmt: skip


def wrap_text(value: Any) -> list[Any]:
    """A plain tile/stat text as the 3.0 text expression ``["@var_retain", "@ComposeTE", ...]``."""
    if isinstance(value, list):
        return ["@var_retain", "@ComposeTE", *value]
    return ["@var_retain", "@ComposeTE", value]


def wrap_tile_types(tile_types: Any) -> Any:
    """Wrap each entry's text and the text of its ``Innerscript`` layers (from position 7)."""
    if not isinstance(tile_types, list):
        return tile_types
    result = []
    for entry in tile_types:
        if isinstance(entry, list) and len(entry) > 1:
            entry = [entry[0], wrap_text(entry[1]), *entry[2:]]
            for i in range(7, len(entry)):
                layer = entry[i]
                if isinstance(layer, list) and layer and layer[0] == "Innerscript":
                    if len(layer) > 1:
                        entry[i] = [layer[0], wrap_text(layer[1]), *layer[2:]]
        result.append(entry)
    return result


def wrap_stat_boxes(stat_boxes: Any) -> Any:
    """Wrap the value of every stat box that is not a ``Tile``/``TileArray`` box."""
    if not isinstance(stat_boxes, list):
        return stat_boxes
    result = []
    for box in stat_boxes:
        if isinstance(box, list) and len(box) > 1:
            kind = box[4] if len(box) > 4 else None
            if kind not in ("Tile", "TileArray"):
                box = [box[0], wrap_text(box[1]), *box[2:]]
        result.append(box)
    return result


def add_at_prefix(value: Any) -> Any:
    """``"Empty"`` -> ``"@Empty"`` etc. at any depth inside lists (exact whole strings only)."""
    if isinstance(value, list):
        return [add_at_prefix(v) for v in value]
    if isinstance(value, str) and value in AT_PREFIXED_NAMES:
        return "@" + value
    return value
