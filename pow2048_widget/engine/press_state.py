"""The press's state: ``PressState`` holds everything a press (or a click between moves) may
change, and ``PressSnapshot`` copies it as one value.

A press is atomic: it either completes or leaves the game exactly as it was, whatever the
game's options. The same snapshot serves undo (kept on the undo stack) and the rollback of a
failed press (thrown away on success), so the two can never disagree on what "the state
before the press" is.

Every part of a ``Game`` (the press sequence, the slide, spawning, scripts, the judge) holds
a reference to the game's one ``PressState`` and changes the game only through it, so what
a snapshot must copy is exactly the fields listed here.

The merge-result cache is derived data (see ``engine.derived``): a snapshot keeps it together
with the mode revision it was computed under, and restoring it under other rules empties the
cache instead of bringing back outcomes of rules that no longer exist.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple, cast

from .events import MoveResult
from .merge_cache import MergeCache
from .tiles import EMPTY

if TYPE_CHECKING:
    from ..calcarray.state import GameState
    from .rng import Mulberry32

Pos = tuple[int, int]

#: Attributes of ``PressState`` a press may change (besides ``state``, ``rng``, ``cache``
#: and the append-only records, which the snapshot treats on their own).
GAME_FIELDS: tuple[str, ...] = (
    "won", "win_screen", "over", "lost", "possible_over_checked", "available",
    "spawn_boxes", "manual_moves",
)
#: Append-only records of ``PressState``: a snapshot keeps their lengths, a restore cuts them
#: back (copying them would make every press cost as much as the whole game so far).
RECORD_FIELDS: tuple[str, ...] = ("moves_played", "other_random_events", "replay_other_spawns")
#: Attributes of ``PressState`` a snapshot keeps on their own terms (see ``PressSnapshot``).
SNAPSHOT_OWN: tuple[str, ...] = ("state", "rng", "cache", "cache_revision", *RECORD_FIELDS)
#: Attributes of ``PressState`` that are not restored: the board's shape in force (set from
#: the mode), and the bookkeeping of one press, set afresh by the press that uses it.
NOT_RESTORED: tuple[str, ...] = (
    "width", "height", "in_press", "result", "spawn_log", "spawn_record", "playback_spawns",
    "signal_moved", "signal_depth", "mergeable", "origin", "failed_at", "move_merges",
)
#: Attributes of ``PressState.state`` (the ``GameState`` expressions see) a press may change.
STATE_FIELDS: tuple[str, ...] = (
    "grid", "score", "moves", "merges", "merge_moves", "merges_before", "game_vars",
    "modifier_vars", "mvar_indices", "disc_tiles", "disc_winning", "disc_losing",
    "next_spawns", "tile_spawns", "forced_spawns", "script_signals", "screen", "sub_screen",
    "tile_order", "first_move_time", "move_start_time", "move_end_time", "victory_time",
    "game_over_time", "now",
)

#: Fields of the game's flow a resumed game takes from its saved form (``Game.from_saved``).
RESUMABLE_FLOW: tuple[str, ...] = (
    "won", "available", "spawn_boxes", "manual_moves", "possible_over_checked",
    "moves_played", "other_random_events", "replay_other_spawns")
#: Fields of ``state`` a resumed game takes from its saved form (times separately).
RESUMABLE_STATE: tuple[str, ...] = (
    "grid", "score", "moves", "merges", "merge_moves", "merges_before", "game_vars",
    "modifier_vars", "mvar_indices", "disc_tiles", "disc_winning", "disc_losing",
    "next_spawns", "tile_spawns", "forced_spawns")
#: Times of ``state`` a resumed game takes, given relative to the game's start.
RESUMABLE_TIMES: tuple[str, ...] = (
    "first_move_time", "move_start_time", "move_end_time", "victory_time",
    "game_over_time")



@dataclass(frozen=True)
class HistoryEntry:
    """One accepted press that moved: the direction and the state it left."""

    move: int
    direction: int
    score: float
    grid: list[list[Any]]


class PressState:
    """Everything a press may change, shared by reference between the parts of a ``Game``.

    ``state`` is what expressions see (grid, score, game variables, discovered lists, ...),
    ``rng`` the random position, ``cache`` the merge-result cache; then the game's flow
    (won / win screen / over, available directions, spawn boxes, replay records) and the
    current press's bookkeeping (its ``MoveResult``, spawn log, merge flags of the cells,
    where sliding tiles came from, script-signal flags). The board's shape in force is kept
    here too (``width``, ``height``): a live edit of the mode changes it between presses.
    """

    __slots__ = (
        "state", "rng", "cache", "cache_revision", "width", "height",
        # the game's flow
        "won", "win_screen", "over", "lost", "possible_over_checked", "available",
        "spawn_boxes", "manual_moves", "moves_played", "other_random_events",
        "replay_other_spawns",
        # this press's bookkeeping
        "in_press", "result", "spawn_log", "spawn_record", "playback_spawns",
        "signal_moved", "signal_depth", "mergeable", "origin", "failed_at", "move_merges",
    )

    def __init__(self, state: GameState, rng: Mulberry32, width: int, height: int,
                 cache_revision: int, manual_moves: int = 0) -> None:
        self.state = state
        self.rng = rng
        self.cache = MergeCache()
        self.cache_revision = cache_revision  # mode revision the cache's entries were made under
        self.width = width
        self.height = height
        #: 0 (or the number of winning tiles seen) before a win; -1 after keep playing;
        #: -2 when a forced spawn with the game-over flag could not be placed.
        self.won = 0
        self.win_screen = False
        self.over = False
        self.lost = False
        self.possible_over_checked = False
        self.available: list[bool] = []
        self.spawn_boxes: list[list[Any] | None] = []
        self.manual_moves = manual_moves
        self.moves_played: list[list[Any]] = []  # the replay record, append-only
        self.other_random_events: list[float] = []
        self.replay_other_spawns: list[list[Any]] = []
        self.in_press = False
        self.result = MoveResult(-1)  # the current press's result, filled in by the parts
        self.spawn_log: list[tuple[int, int, Any, str]] = []  # (v, h, tile, kind) this press
        self.spawn_record: list[Any] | None = None  # replay entry spawns are appended to
        self.playback_spawns: list[Any] | None = None  # recorded spawns to place instead
        self.signal_moved = False  # @ScriptSignal_MovementOccurred since the flag was reset
        self.signal_depth = 0
        self.mergeable: list[list[Any]] = [[True] * width for _ in range(height)]
        self.origin: dict[Pos, Pos] = {}  # where the tile now at a cell started this move
        self.failed_at: dict[Pos, tuple[Any, Any]] = {}
        self.move_merges = 0


class PressSnapshot(NamedTuple):
    """The game as it was before a press: values copied, so later changes cannot reach it.

    A named tuple (immutable like a frozen dataclass, and made faster: one per press)."""

    game: tuple[Any, ...]  # values of GAME_FIELDS
    state: tuple[Any, ...]  # values of STATE_FIELDS
    rng: tuple[int, int]
    cache: MergeCache
    cache_revision: int  # mode.revision_of(MERGE_INPUTS) the cache's entries were made under
    records: tuple[int, ...]  # lengths of RECORD_FIELDS
    history: int

    @classmethod
    def capture(cls, press: PressState, history: list[Any]) -> PressSnapshot:
        """Copy ``press``; ``history`` is the game's list of accepted presses (its length)."""
        return cls(
            _copy_game(press),
            _copy_state(press.state),
            press.rng.getstate(),
            press.cache.copy(),
            press.cache_revision,
            _record_lengths(press),
            len(history),
        )

    def restore(self, press: PressState, history: list[Any], revision: int) -> None:
        """Put ``press`` (and the game's ``history``) back as it was; ``revision`` is the
        mode's current ``revision_of(MERGE_INPUTS)``. The snapshot stays usable."""
        for a, value in zip(GAME_FIELDS, self.game, strict=True):
            setattr(press, a, copy_state(value))
        st = press.state
        for a, value in zip(STATE_FIELDS, self.state, strict=True):
            setattr(st, a, _COPIERS.get(a, copy_state)(value))
        press.rng.setstate(self.rng)
        if self.cache_revision == revision:
            press.cache = self.cache.copy()
        else:  # computed under rules that have been edited since: never bring it back
            press.cache.clear()
        for a, n in zip(RECORD_FIELDS, self.records, strict=True):
            del getattr(press, a)[n:]
        del history[self.history:]
        _fit_grid(press)


def _fit_grid(press: PressState) -> None:
    """After a live edit of the board size, a restored grid is padded or cropped to it."""
    grid = press.state.grid
    w, h = press.width, press.height
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


def _bags(boxes: list[Any]) -> list[Any]:
    # Each bag a list of tiles (or None), drawn from and refilled in place; tiles never.
    return [b[:] if b.__class__ is list else copy_state(b) for b in boxes]


# The large pieces get the cheapest copy that is still exact; everything else is deep.
_COPIERS = {"grid": _rows, "disc_tiles": _shallow, "disc_winning": _shallow,
            "disc_losing": _shallow, "tile_order": _shared,
            "next_spawns": _shallow}  # the conveyor: tiles
_GAME_COPIERS = {"available": _shallow,  # flags
                 "spawn_boxes": _bags}


def _compiled(name: str, body: str, env: dict[str, Any]) -> Callable[[Any], tuple[Any, ...]]:
    """``def f(o): return (<body>)`` compiled once (a loop over field names, written out)."""
    code = f"def f(o):\n    return ({body},)\n"
    exec(compile(code, f"<press_state {name}>", "exec"), env)
    return cast(Callable[[Any], tuple[Any, ...]], env["f"])


def _fields_copier(fields: tuple[str, ...], copiers: dict[str, Any],
                   ) -> Callable[[Any], tuple[Any, ...]]:
    """A function giving the values of ``fields`` of an object as a tuple: each list copied
    by its copier (``copiers``, else ``copy_state``; an empty one as a new empty list),
    anything else as it is.

    The same as a loop over the fields, written out once: a snapshot is taken at every
    press, and the loop's calls were a sixth of a fast press."""
    env: dict[str, Any] = {}
    parts = []
    for i, name in enumerate(fields):
        copier = copiers.get(name, copy_state)
        if copier is _shared:
            parts.append(f"o.{name}")
            continue
        env[f"c{i}"] = copier
        parts.append(f"((c{i}(v) if v else []) if (v := o.{name}).__class__ is list else v)")
    return _compiled("copier", ", ".join(parts), env)


_copy_game = _fields_copier(GAME_FIELDS, _GAME_COPIERS)
_copy_state = _fields_copier(STATE_FIELDS, _COPIERS)
_record_lengths = _compiled("record lengths", ", ".join(f"len(o.{a})" for a in RECORD_FIELDS),
                            {})
