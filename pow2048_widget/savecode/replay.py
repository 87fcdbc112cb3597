"""Playing a loaded replay back on an engine game, one recorded move at a time.

Playback: start a game of the mode placing the recorded start spawns, then
re-execute every record, placing its recorded spawns instead of drawing new ones.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from .errors import SaveCodeError

if TYPE_CHECKING:
    from .loaded import LoadedReplay


class ReplayPlayer:
    """Steps through a ``LoadedReplay``: ``player.game`` is the engine game being replayed.

    ``step()`` plays the next record and returns the engine's ``MoveResult`` (``None`` for
    tile and stat-box clicks); ``done`` tells whether every record was played.
    """

    def __init__(self, replay: LoadedReplay, seed: int | None = None) -> None:
        from ..engine import Game

        if not replay.moves or not _is_start_record(replay.moves[0]):
            raise SaveCodeError("a replay starts with the record [-1, start spawns...]",
                                "movesPlayed")
        self.replay = replay
        self.game = Game(replay.to_mode(), seed=seed)
        # The engine's playback hook places these instead of drawing start spawns.
        self.game.new_game(seed, _playback=list(replay.moves[0][1:]))
        self.position = 1

    @property
    def done(self) -> bool:
        return self.position >= len(self.replay.moves)

    def step(self) -> Any:
        """Play the next recorded move (or click)."""
        if self.done:
            raise IndexError("the replay has no more moves")
        record = self.replay.moves[self.position]
        self.position += 1
        if not isinstance(record, list) or not record:
            raise SaveCodeError(f"record {self.position - 1} is not a list", "movesPlayed")
        head = record[0]
        if head == "@TileClick":
            self.game.click_tile(int(record[1]), int(record[2]))
            return None
        if head == "@StatBoxClick":
            self.game.click_stat_box(int(record[1]))
            return None
        if not isinstance(head, float):
            raise SaveCodeError(f"record {self.position - 1} has no direction", "movesPlayed")
        self.game.press.playback_spawns = [s for s in record[1:] if isinstance(s, list)]
        try:
            return self.game.move(int(head))
        finally:
            self.game.press.playback_spawns = None

    def __iter__(self) -> Iterator[Any]:
        while not self.done:
            yield self.step()


def _is_start_record(record: Any) -> bool:
    return isinstance(record, list) and bool(record) and record[0] == -1
