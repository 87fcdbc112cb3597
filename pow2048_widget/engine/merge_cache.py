"""The merge-result cache: observable, so reproduced with its quirks.

Keys are built from the tiles at and ahead of the This cell (and optional look-back cells);
a hit skips rule evaluation entirely, even when the rules read something outside the key.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .tiles import tile_key


@dataclass(frozen=True)
class CachedMerge:
    """A recorded merge outcome, re-applied verbatim on a hit."""

    rule: int
    length: int
    outputs: tuple[Any, ...]
    score: float
    flags: tuple[Any, ...]
    overflow: int
    vars: tuple[Any, ...]


FAILED = "failed"


class MergeCache:
    """Maps a key (checked, back, front) to ``FAILED`` or a ``CachedMerge``."""

    __slots__ = ("entries", "recent", "board")

    def __init__(self) -> None:
        self.entries: dict[Any, tuple[Any, tuple[Any, ...]]] = {}
        self.recent: list[Any] = []  # keys stored since the last clean-up
        self.board: set[Any] = set()  # tiles on the board at the last clean-up

    @staticmethod
    def make_key(checked: list[Any], back: list[Any], front: list[Any]) -> tuple[Any, Any]:
        """(hashable key, keys of the tiles it mentions) for the level-2 clean-up."""
        parts = (tuple(map(tile_key, checked)), tuple(map(tile_key, back)),
                 tuple(map(tile_key, front)))
        tiles = tuple(tile_key(c) for group in (checked, back, front) for c in group
                      if type(c) is list)
        return parts, tiles

    def get(self, key: Any) -> Any:
        hit = self.entries.get(key)
        return None if hit is None else hit[0]

    def put(self, key: Any, tiles: tuple[Any, ...], outcome: Any) -> None:
        self.entries[key] = (outcome, tiles)
        self.recent.append(key)

    def drop_missing(self, on_board: set[Any]) -> None:
        """Level 2: forget entries mentioning a tile that is no longer on the board.

        When no tile left the board since the last clean-up, only the entries stored since
        then can mention a missing tile, so only those are checked.
        """
        entries = self.entries
        if self.board <= on_board:
            for key in self.recent:
                hit = entries.get(key)
                if hit is not None and not all(t in on_board for t in hit[1]):
                    del entries[key]
        else:
            self.entries = {k: v for k, v in entries.items()
                            if all(t in on_board for t in v[1])}
        self.recent = []
        self.board = on_board

    def clear(self) -> None:
        self.entries.clear()
        self.recent = []
        self.board = set()

    def copy(self) -> MergeCache:
        new = MergeCache.__new__(MergeCache)  # (every press copies it: no throw-away fields)
        new.entries = self.entries.copy()
        new.recent = self.recent[:]
        new.board = self.board.copy()
        return new
