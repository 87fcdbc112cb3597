"""Undo: snapshots of everything a press can change, taken before each press.

``UndoMixin`` is part of ``Game``. A snapshot is a ``press_state.PressSnapshot``; the random
stream is rewound with the rest, and merge-cache entries computed under rules edited since
are never brought back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .press_state import PressSnapshot

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
    _undo: list[PressSnapshot]

    if TYPE_CHECKING:
        def _notify(self) -> None: ...

    # --- undo ---------------------------------------------------------------------------------

    def _snapshot(self) -> PressSnapshot:
        """Everything a press can change, copied (see ``press_state``)."""
        return PressSnapshot.capture(self)  # type: ignore[arg-type]

    def _restore(self, snap: PressSnapshot) -> None:
        snap.restore(self)  # type: ignore[arg-type]

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


