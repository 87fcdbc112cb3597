"""One invalidation rule for everything computed from a mode's fields.

Every derived value of the package declares its inputs here, once (``DERIVED_VALUES``), and
is rebuilt by comparing revisions; a mode's observers (``Mode.observe``) only repaint.

Live editing is the heart of the package: after ``mode.merge_rules = ...`` the very next move
must use the new rules, whatever was memoised before. Every cache derived from a mode (the
game's merge-result cache and compiled rules, a widget's tile renderer, a fast simulation
path) follows one rule:

    a derived value records ``mode.revision_of(FIELDS)`` when it is built, and is rebuilt
    (or emptied) when that number has changed.

``Mode`` bumps a single counter on every accepted assignment and stores it as the revision of
the assigned field, so ``revision_of(fields)`` (the largest revision among ``fields``) changes
exactly when one of ``fields`` was assigned, and never goes back. Editing a TileType therefore
leaves the merge cache alone, and editing a merge rule leaves a tile renderer alone.

The field sets below say what each derived cache of the package depends on; code elsewhere
uses ``DerivedValue`` (or keys its own cache on ``revision_of``) with its own set.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from ..calcarray.programs import ProgramTable
from .mode_fields import FIELDS

if TYPE_CHECKING:
    from .mode import Mode

T = TypeVar("T")

#: Fields a merge outcome (and so the merge-result cache, and the compiled
#: rules) can depend on: the rules, what they can read of the board and its shape, the
#: movement and the cache's own settings, and the functions rules may call.
MERGE_INPUTS: frozenset[str] = frozenset({
    "merge_rules", "width", "height", "hexagonal", "tile_num_amount", "directions",
    "auto_directions", "movement_parameters", "multi_merge", "merge_result_known_level",
    "known_merge_lookback_distance", "known_merge_max_length", "tile_value_function",
    "discovered_tiles_filter", "scripts", "postgame_allowed",
})

#: Fields the display layer reads to draw a tile (``display.TileRenderer``).
RENDER_INPUTS: frozenset[str] = frozenset({
    "tile_types", "tile_num_amount", "width", "height", "hexagonal", "hidden_tile_text",
    "text_background", "tile_background",
})

#: Every field that changes how the game plays (everything but pure display fields): what
#: the fast path's line table (``line_table``, ``fast_press``) is computed from.
PLAY_INPUTS: frozenset[str] = frozenset(f.attr for f in FIELDS if f.play)

#: Fields whose edit the Board answers with ``Mode.lint()`` notes (``widgets._mode_notes``).
LINT_NOTE_INPUTS: frozenset[str] = frozenset({
    "merge_rules", "tile_types", "start_tile_spawns", "win_conditions", "tile_num_amount",
    "known_merge_max_length", "merge_result_known_level",
})

#: Every field: an expression a game evaluates can sit in any of them (rules, spawns,
#: scripts, win and lose conditions, tile types, stat boxes...). What the game's compiled
#: expressions (``calcarray.programs.ProgramTable`` in ``GameState.programs``) follow.
EXPRESSION_INPUTS: frozenset[str] = frozenset(f.attr for f in FIELDS)

#: Every value derived from a mode, with the fields it is computed from. Each is rebuilt
#: (or emptied) when ``mode.revision_of(inputs)`` differs from the revision it was built at;
#: ``tests/engine/test_cache_rule.py`` edits every field and checks each of them.
DERIVED_VALUES: dict[str, frozenset[str]] = {
    "merge-result cache (Game)": MERGE_INPUTS,
    "compiled merge rules (Game.rules)": MERGE_INPUTS,
    "fast-path line table (FastPress)": PLAY_INPUTS,
    "tile renderer (Board)": RENDER_INPUTS,
    "lint notes (Board)": LINT_NOTE_INPUTS,
    "compiled expressions (Game)": EXPRESSION_INPUTS,
}


class DerivedValue(Generic[T]):
    """A value built from some fields of a mode, rebuilt when one of them is assigned.

    >>> renderer = DerivedValue(mode, RENDER_INPUTS, lambda m: TileRenderer(m))
    >>> renderer.get()      # built once, rebuilt only after an edit of a render field

    This is the hook for caches outside the engine: no registration, no callbacks to undo,
    just a revision number compared on each read.
    """

    __slots__ = ("mode", "fields", "build", "_revision", "_value")

    def __init__(self, mode: Mode, fields: Iterable[str], build: Callable[[Mode], T]) -> None:
        self.mode = mode
        self.fields = frozenset(fields)
        self.build = build
        self._revision = -1
        self._value: T | None = None

    @property
    def stale(self) -> bool:
        """True when one of the fields was assigned since the value was built."""
        return self.mode.revision_of(self.fields) != self._revision

    def get(self) -> T:
        """The value for the mode as it is now."""
        revision = self.mode.revision_of(self.fields)
        if revision != self._revision or self._value is None:
            self._value = self.build(self.mode)
            self._revision = revision
        return self._value

    def invalidate(self) -> None:
        """Forget the value (the next ``get`` builds it again)."""
        self._revision = -1
        self._value = None


def game_programs(game: Any, mode: Mode) -> ProgramTable:
    """The compiled expressions of ``game`` (its ``GameState.programs``): one table shared
    by every game of ``mode`` (a new game, ``simulate``'s next game, does not compile the
    mode's expressions again), a fresh one whenever a field of ``mode`` is assigned, since
    an expression can sit in any field. Sharing is safe because the table finds arrays by
    their exact text and keeps each array it saw alive (no game changes one in place); the
    table is kept beside the mode, not in it, so a mode still pickles and copies as data."""
    revision = mode.revision_of(EXPRESSION_INPUTS)
    key = id(mode)
    got = _MODE_PROGRAMS.get(key)
    if got is not None and got[0]() is mode:
        if got[1] == revision:
            return got[2]
    else:
        weakref.finalize(mode, _MODE_PROGRAMS.pop, key, None)
    table = ProgramTable()
    _MODE_PROGRAMS[key] = (weakref.ref(mode), revision, table)
    return table


#: id of a mode -> (weak reference to it, revision of its expression fields, its table).
_MODE_PROGRAMS: dict[int, tuple[Any, int, ProgramTable]] = {}
