"""Between the code's game fields and a live engine ``Game`` (both directions).

A Game code stores the reference's variables (``movesPlayed``, ``SpawnBoxes``, times
relative to the start...); the engine keeps them in ``game.state`` and a few attributes of
``Game``. This module is the one place that knows both vocabularies.
"""

from __future__ import annotations

import copy
import math
from typing import TYPE_CHECKING, Any

from ..calcarray.errors import user_words
from .errors import SaveCodeError
from .fields import GAME_FIELD_NAMES

if TYPE_CHECKING:
    from .loaded import LoadedGame

# Reference game field -> GameState attribute (values copied as they are).
STATE_FIELDS = {
    "Grid": "grid",
    "score": "score",
    "moves_so_far": "moves",
    "merges_so_far": "merges",
    "moves_where_merged": "merge_moves",
    "merges_before_now": "merges_before",
    "game_vars": "game_vars",
    "modifier_vars": "modifier_vars",
    "mvar_indices": "mvar_indices",
    "discoveredTiles": "disc_tiles",
    "discoveredWinning": "disc_winning",
    "discoveredLosing": "disc_losing",
    "spawnConveyor": "next_spawns",
    "TileSpawns": "tile_spawns",
    "forcedSpawns": "forced_spawns",
}
_COUNTERS = ("moves_so_far", "merges_so_far", "moves_where_merged", "merges_before_now")
TIME_ATTRS = {
    "firstMoveTime_rel": "first_move_time",
    "moveStartTime_rel": "move_start_time",
    "moveEndTime_rel": "move_end_time",
    "victoryTime_rel": "victory_time",
    "gameOverTime_rel": "game_over_time",
}


def _is_box(entry: Any) -> bool:
    return isinstance(entry, list) and bool(entry) and entry[0] == "Box"


def restore_game(loaded: LoadedGame, seed: int | None = None) -> Any:
    """A new engine game of the loaded mode, its state replaced by the code's.

    A value of a shape no check anticipated (a NaN move count, ...) is a ``SaveCodeError``.
    """
    try:
        return _restore_game(loaded, seed)
    except (TypeError, ValueError, OverflowError, IndexError, KeyError) as exc:
        if isinstance(exc, SaveCodeError):
            raise
        raise SaveCodeError(f"the game state cannot be restored ({user_words(exc)})",
                            "game state") from None


def _whole(value: Any, field: str) -> int:
    if isinstance(value, float) and math.isfinite(value):
        return int(value)
    raise SaveCodeError(f"must be a finite number, not {value!r}", field)


def _restore_game(loaded: LoadedGame, seed: int | None) -> Any:
    from ..engine import Game
    from ..engine.errors import GameError

    fields = copy.deepcopy(loaded.state)
    for name in _COUNTERS:  # the engine counts moves and merges in whole numbers
        fields[name] = float(_whole(fields[name], name))
    elapsed = fields["elapsedSinceStart"]
    boxes = fields["SpawnBoxes"]
    current = fields["currentMovePlayed"]
    flow = {
        "won": _whole(fields["won"], "won") if isinstance(fields["won"], float) else 0,
        "available": [bool(a) for a in fields["directionsAvailable"]],
        "spawn_boxes": [list(boxes[i]) if _is_box(entry) and i < len(boxes) else None
                        for i, entry in enumerate(fields["TileSpawns"])],
        "manual_moves": _whole(fields["manual_moves_so_far"], "manual_moves_so_far"),
        "possible_over_checked": bool(fields["possibleOverChecked"]),
        "moves_played": fields["movesPlayed"] + ([current] if current else []),
        "other_random_events": fields["otherRandomEvents"],
        "replay_other_spawns": fields["replayOtherSpawns"],
    }
    try:
        game = Game.from_saved(
            loaded.to_mode(), seed=seed,
            state={attr: fields[name] for name, attr in STATE_FIELDS.items()}, flow=flow,
            times={attr: fields[name] if isinstance(fields[name], float) else None
                   for name, attr in TIME_ATTRS.items()},
            elapsed_ms=elapsed if isinstance(elapsed, float) else None)
    except GameError as exc:
        raise SaveCodeError(f"the mode cannot start a game: {exc}", "mode") from None
    return game


def _relative(time: float | None, start: float | None) -> Any:
    return False if time is None or start is None else time - start


def game_state_fields(game: Any) -> dict[str, Any]:
    """The 33 game fields of a live engine game, for ``encode_game``."""
    st = game.state
    fields: dict[str, Any] = {name: copy.deepcopy(getattr(st, attr))
                              for name, attr in STATE_FIELDS.items()}
    start = st.start_game_time
    moves = copy.deepcopy(game.moves_played)
    boxes = [box if box is not None else [] for box in getattr(game, "spawn_boxes", [])]
    fields.update(
        won=float(game.won),
        directionsAvailable=list(game.available),
        SpawnBoxes=copy.deepcopy(boxes),
        manual_moves_so_far=float(getattr(game, "manual_moves", st.moves)),
        possibleOverChecked=bool(getattr(game, "possible_over_checked", False)),
        movesPlayed=moves[:-1],
        currentMovePlayed=moves[-1] if moves else [],
        otherRandomEvents=copy.deepcopy(getattr(game, "other_random_events", [0.0])),
        rngIndex=0.0,
        replayOtherSpawns=copy.deepcopy(getattr(game, "replay_other_spawns", [])),
        elapsedSinceStart=_relative(st.clock(), start),
        recentScriptTimestamps_rel=False,
        replayTimestamps=copy.deepcopy(getattr(game, "replay_timestamps", [])),
    )
    for name, attr in TIME_ATTRS.items():
        fields[name] = _relative(getattr(st, attr), start)
    for name in ("score", "moves_so_far", "merges_so_far", "moves_where_merged",
                 "merges_before_now"):
        if not isinstance(fields[name], (float, int)) or isinstance(fields[name], bool):
            raise SaveCodeError("expected a number", name)
        fields[name] = fields[name] if isinstance(fields[name], float) else float(fields[name])
    return {name: fields[name] for name in GAME_FIELD_NAMES}


def replay_record_fields(game: Any, won: bool | None = None) -> dict[str, Any]:
    """The recording of a live engine game, for ``encode_replay``."""
    moves = copy.deepcopy(game.moves_played)
    if won is None:
        won = getattr(game, "won", 0) != 0 and not getattr(game, "lost", False)
    return {
        "movesPlayed": moves[:-1],
        "currentMovePlayed": moves[-1] if moves else [],
        "otherRandomEvents": copy.deepcopy(getattr(game, "other_random_events", [0.0])),
        "gameWon": 1.0 if won else 0.0,
        "replayOtherSpawns": copy.deepcopy(getattr(game, "replay_other_spawns", [])),
        "replayTimestamps": copy.deepcopy(getattr(game, "replay_timestamps", [])),
    }
