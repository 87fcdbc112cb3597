"""Undo: snapshots of everything a press can change, taken before each press.

``UndoMixin`` is part of ``Game``. Tiles are immutable values, so a snapshot copies lists
of cells but shares the tiles; the random stream is rewound with the rest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..calcarray.state import GameState
    from .merge_cache import MergeCache
    from .rng import Mulberry32


class UndoMixin:
    """Snapshots and ``undo`` for ``Game``."""

    state: GameState
    rng: Mulberry32
    cache: MergeCache
    moves_played: list[list[Any]]
    _history: list[Any]
    _undo: list[dict[str, Any]]

    if TYPE_CHECKING:
        def _notify(self) -> None: ...

    # --- undo ----------------------------------------------------------------------------------

    _SNAP_ATTRS = ("_won", "_win_screen", "_over", "_lost", "possible_over_checked",
                   "available", "spawn_boxes",
                   "manual_moves", "other_random_events", "replay_other_spawns")
    _STATE_ATTRS = ("grid", "score", "moves", "merges", "merge_moves", "merges_before",
                    "game_vars", "modifier_vars", "mvar_indices", "disc_tiles", "disc_winning",
                    "disc_losing", "next_spawns", "tile_spawns", "forced_spawns",
                    "script_signals", "screen", "first_move_time", "move_start_time",
                    "move_end_time", "victory_time", "game_over_time", "now")

    def _snapshot(self) -> dict[str, Any]:
        """Everything a press can change, copied (tiles are immutable values)."""
        snap = {a: _copy_state(getattr(self, a)) for a in self._SNAP_ATTRS}
        snap["state"] = {a: _copy_state(getattr(self.state, a)) for a in self._STATE_ATTRS}
        snap["rng"] = self.rng.getstate()
        snap["cache"] = self.cache.copy()
        snap["moves_played"] = len(self.moves_played)
        snap["history_len"] = len(self._history)
        return snap

    def _restore(self, snap: dict[str, Any]) -> None:
        for a in self._SNAP_ATTRS:
            setattr(self, a, _copy_state(snap[a]))
        for a, value in snap["state"].items():
            setattr(self.state, a, _copy_state(value))
        self.rng.setstate(snap["rng"])
        self.cache = snap["cache"].copy()
        del self.moves_played[snap["moves_played"]:]
        del self._history[snap["history_len"]:]

    def undo(self, n: int = 1) -> int:
        """Go back ``n`` moves (presses that moved); returns how many were undone.

        The random stream is rewound too, so repeating a move gives the same spawn.
        """
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError(f"undo needs a non-negative int, not {n!r}")
        n = min(n, len(self._undo))
        if n == 0:
            return 0
        snap = self._undo[-n]
        del self._undo[-n:]
        self._restore(snap)
        self.last_result = None
        self._notify()
        return n

    @property
    def can_undo(self) -> int:
        """How many moves can be undone."""
        return len(self._undo)



def _copy_state(x: Any) -> Any:
    """Copy of a piece of game state: lists deeply (they may be edited in place), sets
    shallowly (their members are immutable keys)."""
    if type(x) is list:
        return [_copy_state(e) for e in x]
    if type(x) is set:
        return set(x)
    return x


