"""``PressSnapshot``: everything a press (or a click between moves) may change, in one object.

A press is atomic: it either completes or leaves the game exactly as it was, whatever the
game's options. The same snapshot serves undo (kept on the undo stack) and the rollback of a
failed press (thrown away on success), so the two can never disagree on what "the state
before the press" is.

The merge-result cache is derived data (see ``engine.derived``): a snapshot keeps it together
with the mode revision it was computed under, and restoring it under other rules empties the
cache instead of bringing back outcomes of rules that no longer exist.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from .derived import MERGE_INPUTS
from .tiles import EMPTY

if TYPE_CHECKING:
    from .game import Game
    from .merge_cache import MergeCache

#: Attributes of ``Game`` a press may change.
GAME_FIELDS: tuple[str, ...] = (
    "_won", "_win_screen", "_over", "_lost", "possible_over_checked", "available",
    "spawn_boxes", "manual_moves",
)
#: Append-only records of ``Game``: a snapshot keeps their lengths, a restore cuts them back
#: (copying them would make every press cost as much as the whole game so far).
RECORD_FIELDS: tuple[str, ...] = ("moves_played", "other_random_events", "replay_other_spawns",
                                  "_history")
#: Attributes of ``Game.state`` (the ``GameState`` expressions see) a press may change.
STATE_FIELDS: tuple[str, ...] = (
    "grid", "score", "moves", "merges", "merge_moves", "merges_before", "game_vars",
    "modifier_vars", "mvar_indices", "disc_tiles", "disc_winning", "disc_losing",
    "next_spawns", "tile_spawns", "forced_spawns", "script_signals", "screen", "sub_screen",
    "tile_order", "first_move_time", "move_start_time", "move_end_time", "victory_time",
    "game_over_time", "now",
)


@dataclass(frozen=True, slots=True)
class PressSnapshot:
    """The game as it was before a press: values copied, so later changes cannot reach it."""

    game: tuple[Any, ...]  # values of GAME_FIELDS
    state: tuple[Any, ...]  # values of STATE_FIELDS
    rng: tuple[int, int]
    cache: MergeCache
    cache_revision: int  # mode.revision_of(MERGE_INPUTS) the cache's entries were made under
    records: tuple[int, ...]  # lengths of RECORD_FIELDS

    @classmethod
    def capture(cls, game: Game) -> PressSnapshot:
        return cls(
            tuple([c(v) if type(v) is list else v
                   for c, v in zip(_GAME_COPY, _GAME_GET(game), strict=True)]),
            tuple([c(v) if type(v) is list else v
                   for c, v in zip(_STATE_COPY, _STATE_GET(game.state), strict=True)]),
            game.rng.getstate(),
            game.cache.copy(),
            game._cache_revision,
            tuple(len(getattr(game, a)) for a in RECORD_FIELDS),
        )

    def restore(self, game: Game) -> None:
        """Put ``game`` back as it was (the snapshot stays usable for another restore)."""
        for a, value in zip(GAME_FIELDS, self.game, strict=True):
            setattr(game, a, copy_state(value))
        st = game.state
        for a, value in zip(STATE_FIELDS, self.state, strict=True):
            setattr(st, a, _COPIERS.get(a, copy_state)(value))
        game.rng.setstate(self.rng)
        if self.cache_revision == game.mode.revision_of(MERGE_INPUTS):
            game.cache = self.cache.copy()
        else:  # computed under rules that have been edited since: never bring it back
            game.cache.clear()
        for a, n in zip(RECORD_FIELDS, self.records, strict=True):
            del getattr(game, a)[n:]
        _fit_grid(game)


def _fit_grid(game: Game) -> None:
    """After a live edit of the board size, a restored grid is padded or cropped to it."""
    grid = game.state.grid
    w, h = game.width, game.height
    if len(grid) == h and all(len(row) == w for row in grid):
        return
    rows = [(row + [EMPTY] * w)[:w] for row in grid[:h]]
    grid[:] = rows + [[EMPTY] * w for _ in range(h - len(rows))]


def copy_state(x: Any) -> Any:
    """Copy of a piece of game state: lists deeply (they may be edited in place), sets
    shallowly (their members are immutable keys)."""
    if type(x) is list:
        return [copy_state(e) if type(e) is list or type(e) is set else e for e in x]
    if type(x) is set:
        return set(x)
    return x


def _rows(grid: list[list[Any]]) -> list[list[Any]]:
    # Tiles are immutable values (architecture.md): rows are edited in place, tiles never.
    return [row[:] for row in grid]


def _shallow(lst: list[Any]) -> list[Any]:
    return lst[:]  # lists of tiles that only ever grow or shrink


def _shared(x: Any) -> Any:
    return x  # replaced as a whole, never edited in place


# The large pieces get the cheapest copy that is still exact; everything else is deep.
_COPIERS = {"grid": _rows, "disc_tiles": _shallow, "disc_winning": _shallow,
            "disc_losing": _shallow, "tile_order": _shared}
_GAME_GET = attrgetter(*GAME_FIELDS)
_GAME_COPY = tuple(copy_state for _ in GAME_FIELDS)
_STATE_GET = attrgetter(*STATE_FIELDS)
_STATE_COPY = tuple(_COPIERS.get(a, copy_state) for a in STATE_FIELDS)
