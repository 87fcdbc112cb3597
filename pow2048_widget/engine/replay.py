"""Replay records: what reproduces a game without its random source.

A record holds the mode's fields and the successful presses with the spawns they placed
(``[d, [tile, v, h], ...]``), plus clicks. Playback places the recorded spawns instead of
drawing, so the game is reproduced even with another seed, provided the rules themselves do
not draw random numbers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .errors import ModeError
from .game import Game
from .mode import Mode
from .tiles import copy_value


def replay_record(game: Game) -> dict[str, Any]:
    """The game's replay record (SC-decoded values; ``sc_dumps`` turns it into text)."""
    return {
        "mode": game.mode.to_dict(),
        "seed": float(game.seed),
        "forcedSpawns": copy_value(game.state.forced_spawns),
        "movesPlayed": copy_value(game.moves_played),
        "replayOtherSpawns": copy_value(game.replay_other_spawns),
        "otherRandomEvents": list(game.other_random_events),
        "won": float(game.won),
    }


def play_replay(record: dict[str, Any], clock: Callable[[], float] | None = None,
                until: int | None = None) -> Game:
    """Re-create a game from its replay record (optionally only the first ``until`` records)."""
    if not isinstance(record, dict) or "mode" not in record or "movesPlayed" not in record:
        raise ModeError("replay", 'a replay record needs "mode" and "movesPlayed"')
    mode = Mode.from_dict(record["mode"])
    seed = int(record.get("seed", 0.0))
    moves = record["movesPlayed"]
    game = Game(mode, seed=seed, clock=clock)
    start = moves[0][1:] if moves and isinstance(moves[0], list) else []
    game.new_game(seed, _playback=start)
    for rec in moves[1:until]:
        if not isinstance(rec, list) or not rec:
            continue
        head = rec[0]
        if head == "@TileClick":
            game.click_tile(int(rec[1]), int(rec[2]))
        elif head == "@StatBoxClick":
            game.click_stat_box(int(rec[1]))
        elif type(head) is float:
            game.press.playback_spawns = [s for s in rec[1:] if isinstance(s, list)]
            try:
                game.move(int(head))
            finally:
                game.press.playback_spawns = None
    return game
