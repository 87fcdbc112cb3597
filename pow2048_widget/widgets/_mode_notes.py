"""Warnings the Board shows after a live edit of the mode: ``Mode.lint()`` findings.

An edit such as ``game.mode.merge_rules = [[2, ["@Next 1 0", "==", "@This 0"], ...]]`` is
applied as written (the engine stays faithful), but a learner should see at once that
``==`` is no operator and the rule can never fire. The Board asks this object on every
redraw. It remembers the mode's fields as they were when the board started following the
game (as the mode's revision then: ``engine.derived``), lints the mode only after one of
them was assigned (``LINT_NOTE_INPUTS``), and shows the findings about the edited fields
(and what they decide: an edited rule table can make a win condition unreachable).
Moves cost nothing; a mode that is only played is never linted here.
"""

from __future__ import annotations

import logging
from typing import Any

logger = logging.getLogger(__name__)

# attribute -> the mode fields (reference names) whose findings an edit of it can change
# (the keys are ``engine.derived.LINT_NOTE_INPUTS``; a test checks they agree)
_FIELDS: dict[str, tuple[str, ...]] = {
    "merge_rules": ("MergeRules", "winConditions"),
    "tile_types": ("TileTypes",),
    "start_tile_spawns": ("startTileSpawns", "winConditions", "TileTypes"),
    "win_conditions": ("winConditions",),
    "tile_num_amount": ("MergeRules", "TileTypes"),
    "known_merge_max_length": ("MergeRules",),
    "merge_result_known_level": ("MergeRules",),
}
#: At most this many findings are listed under the board (the rest are counted).
MAX_SHOWN = 6


class ModeNotes:
    """``Mode.lint()`` findings about the fields edited since the board started."""

    def __init__(self) -> None:
        self._mode: Any = None
        self._start = 0  # the mode's revision when the board started following it
        self._seen = 0  # revision of the lint fields the notes were computed at
        self._lines: list[str] = []

    def lines(self, mode: Any) -> list[str]:
        if mode is not self._mode:  # a new mode (or the first call): nothing edited yet
            self._mode, self._start, self._lines = mode, mode.revision, []
            self._seen = mode.revision_of(_FIELDS)
            return []
        revision = mode.revision_of(_FIELDS)
        if revision != self._seen:
            self._seen = revision
            edited = [a for a in _FIELDS if mode.revision_of((a,)) > self._start]
            fields = {f for a in edited for f in _FIELDS[a]}
            self._lines = self._compute(mode, fields) if edited else []
        return list(self._lines)

    @staticmethod
    def _compute(mode: Any, fields: set[str]) -> list[str]:
        try:
            found = [d for d in mode.lint()
                     if d.severity in ("error", "warning") and d.field in fields]
        except Exception as exc:  # noqa: BLE001 - help must never break the board
            logger.warning("pow2048_widget: mode lint failed: %s", exc, exc_info=True)
            return []
        lines = [f"lint: {d}" for d in found[:MAX_SHOWN]]
        if len(found) > MAX_SHOWN:
            lines.append(f"lint: ... and {len(found) - MAX_SHOWN} more (run mode.lint())")
        return lines
