"""Warnings the Board shows after a live edit of the mode: ``Mode.lint()`` findings.

An edit such as ``game.mode.merge_rules = [[2, ["@Next 1 0", "==", "@This 0"], ...]]`` is
applied as written (the engine stays faithful), but a learner should see at once that
``==`` is no operator and the rule can never fire. The Board asks this cache on every redraw;
the mode is linted again only when one of the fields lint reads is a new object (``Mode``
stores a new object on every assignment), so moves cost nothing.
"""

from __future__ import annotations

import logging
from typing import Any

logger = logging.getLogger(__name__)

_FIELDS = ("merge_rules", "tile_types", "start_tile_spawns", "win_conditions",
           "tile_num_amount", "known_merge_max_length", "merge_result_known_level",
           "starting_grid")
#: At most this many findings are listed under the board (the rest are counted).
MAX_SHOWN = 6


class ModeNotes:
    """``Mode.lint()`` as warning lines, recomputed only when a linted field changed."""

    def __init__(self) -> None:
        self._key: tuple[Any, ...] = ()
        self._lines: list[str] = []

    def lines(self, mode: Any) -> list[str]:
        key = (mode, *(getattr(mode, f, None) for f in _FIELDS))
        if len(key) != len(self._key) or any(a is not b for a, b in zip(key, self._key,
                                                                         strict=True)):
            self._key = key
            self._lines = self._compute(mode)
        return list(self._lines)

    @staticmethod
    def _compute(mode: Any) -> list[str]:
        try:
            found = [d for d in mode.lint() if d.severity in ("error", "warning")]
        except Exception as exc:  # noqa: BLE001 - help must never break the board
            logger.warning("pow2048_widget: mode lint failed: %s", exc, exc_info=True)
            return []
        lines = [f"lint: {d}" for d in found[:MAX_SHOWN]]
        if len(found) > MAX_SHOWN:
            lines.append(f"lint: ... and {len(found) - MAX_SHOWN} more (run mode.lint())")
        return lines
