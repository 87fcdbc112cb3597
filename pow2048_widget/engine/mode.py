"""``Mode``: the 46 fields that define a game, validated and observable.

Every assignment is checked (a wrong type or a rule with the wrong number of entries raises
``ModeError`` and keeps the old value) and announced to observers, so a widget can redraw
after a live edit and a running ``Game`` picks the change up from its next move.
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from ..calcarray.errors import CalcArrayError
from ..calcarray.nesting import MAX_DATA_DEPTH, too_deep
from ..calcarray.scjson import sc_loads
from .errors import ModeError
from .mode_fields import (
    BY_ATTR,
    BY_NAME,
    FIELDS,
    MAX_GRID_CELLS,
    MAX_NEXT_TILES,
    MAX_TILE_NUM_AMOUNT,
    FieldSpec,
)
from .save_code_seam import save_codes
from .tiles import EMPTY, copy_value

Observer = Callable[[str], None]


def _check_grid(grid: Any, width: int, height: int) -> list[list[Any]]:
    field = "startingGrid"
    if not isinstance(grid, list):
        raise ModeError(field, f"must be a list of rows, not {type(grid).__name__}")
    if len(grid) != height:
        raise ModeError(field, f"must have height={height} rows, has {len(grid)}")
    for v, row in enumerate(grid):
        if not isinstance(row, list) or len(row) != width:
            n = len(row) if isinstance(row, list) else type(row).__name__
            raise ModeError(field, f"each row must have width={width} cells, has {n}", (v,))
        for h, cell in enumerate(row):
            if not isinstance(cell, (list, str)):
                raise ModeError(field, "a cell is a tile (list) or a marker such as "
                                f'"@Empty" / "@Void", not {type(cell).__name__}', (v, h))
    return grid


def _check_size(spec: FieldSpec, value: Any, values: dict[str, Any]) -> None:
    """The board and tile sizes stay within the documented limits (docs/limits.md)."""
    if spec.attr in ("width", "height"):
        other = values["height" if spec.attr == "width" else "width"]
        if value * other > MAX_GRID_CELLS:
            raise ModeError(spec.name, f"a {value} x {other} board is above the limit of "
                            f"{MAX_GRID_CELLS:,} cells")
    elif spec.attr == "tile_num_amount" and value > MAX_TILE_NUM_AMOUNT:
        raise ModeError(spec.name, f"{value} entries per tile is above the limit of "
                        f"{MAX_TILE_NUM_AMOUNT:,}")
    elif spec.attr == "next_tiles" and value > MAX_NEXT_TILES:
        raise ModeError(spec.name, f"{value:g} upcoming tiles is above the limit of "
                        f"{MAX_NEXT_TILES:,}")


class Mode:
    """A game mode: play fields, display fields, validated on every change.

    Attributes use snake_case (``merge_rules``, ``tile_types``, ``start_tile_spawns`` ...);
    ``from_dict``/``to_dict`` use the reference's field names (``MergeRules`` ...). Assign a
    new value to change a field: editing a list in place is not validated or announced.
    """

    _observers: list[Observer]

    # The fields (``mode_fields.FIELDS``), declared for readers and type checkers: the values
    # live in the instance dict. ``int | float`` fields hold a whole number or infinity;
    # ``Any`` fields hold data or a CalcArray expression.
    width: int
    height: int
    starting_grid: list[list[Any]] | None
    directions: list[Any]
    auto_directions: list[Any]
    movement_parameters: list[Any]
    tile_num_amount: int
    tile_types: list[Any]
    merge_rules: list[Any]
    start_tile_spawns: list[Any]
    start_forced_spawns: list[Any]
    win_conditions: list[Any]
    win_requirement: Any
    lose_conditions: list[Any]
    lose_requirement: Any
    win_priority: bool
    postgame_allowed: bool
    stat_boxes: list[Any]
    gameplay_background: Any
    grid_background: Any
    tile_background: Any
    text_background: Any
    gameplay_rules_text: Any
    multi_merge: bool
    spawn_location: str
    start_tile_amount: int | float
    random_tile_amount: int | float
    spawn_conditions: Any
    next_tiles: int
    start_game_vars: list[Any]
    start_modifier_vars: list[Any]
    scripts: list[Any]
    hexagonal: bool
    hidden_tile_text: Any
    tile_display_known_level: int
    merge_result_known_level: int
    known_merge_lookback_distance: int | float
    known_merge_max_length: int | float
    tile_value_function: Any
    discovered_tiles_filter: list[Any]
    display_grid_interval_time: float
    spawn_tile_blocked: Any
    direction_blocked: Any
    gameplay_component_opacities: Any
    display_lag_reductions: Any
    start_mvar_indices: list[Any]

    def __init__(self, **fields: Any) -> None:
        # Field values live in the instance dict so reading them is a plain attribute read
        # (the engine reads them on every move); writes go through validation.
        self.__dict__.update({f.attr: f.default() for f in FIELDS})
        self.__dict__["_observers"] = []
        # Revisions (see ``engine.derived``): one counter bumped by every accepted
        # assignment, and for each field the counter's value at its last assignment.
        self.__dict__["_revision"] = 0
        self.__dict__["_revisions"] = {}
        for attr in ("width", "height"):
            if attr in fields:
                setattr(self, attr, fields.pop(attr))
        for attr, value in fields.items():
            if attr not in BY_ATTR:
                raise ModeError(attr, "is not a mode field")
            setattr(self, attr, value)

    # --- field access ----------------------------------------------------------------------

    @property
    def _values(self) -> dict[str, Any]:
        return self.__dict__

    def __setattr__(self, name: str, value: Any) -> None:
        spec = BY_ATTR.get(name)
        if spec is None:
            named = BY_NAME.get(name)  # the Compendium's spelling (knownMergeMaxLength)
            hint = f": in Python it is `{named.attr}`" if named is not None else ""
            raise AttributeError(f"Mode has no field {name!r}{hint}")
        self._set(spec, value)

    def _set(self, spec: FieldSpec, value: Any) -> None:
        if too_deep(value):  # before any recursive walk of it
            raise ModeError(spec.name, f"nested more than {MAX_DATA_DEPTH} lists deep "
                            "(or contains itself)")
        value = copy_value(value)
        if spec.attr == "starting_grid":
            if value is not None:
                _check_grid(value, self._values["width"], self._values["height"])
        else:
            value = spec.check(spec.name, value)
            _check_size(spec, value, self._values)
        self._values[spec.attr] = value
        self._bump(spec.attr)
        if spec.attr in ("width", "height"):
            self._fit_starting_grid()
            self._bump("starting_grid")
        self._notify(spec.attr)

    def _bump(self, attr: str) -> None:
        revision = self.__dict__["_revision"] + 1
        self.__dict__["_revision"] = revision
        self.__dict__["_revisions"][attr] = revision

    @property
    def revision(self) -> int:
        """A counter that grows with every accepted assignment of any field."""
        return self.__dict__["_revision"]

    def revision_of(self, fields: Iterable[str]) -> int:
        """The revision of the last assignment to one of ``fields`` (0: none since creation).

        A cache derived from those fields keys on this number: it changes exactly when one
        of them is assigned (see ``engine.derived``).
        """
        revisions = self.__dict__["_revisions"]
        return max((revisions.get(f, 0) for f in fields), default=0)

    def changed_since(self, revision: int) -> frozenset[str]:
        """The fields assigned after ``revision`` (a value of ``mode.revision``)."""
        return frozenset(f for f, r in self.__dict__["_revisions"].items() if r > revision)

    def _fit_starting_grid(self) -> None:
        """Keep a custom starting grid the size of the board (pad with "@Empty", crop)."""
        grid = self._values["starting_grid"]
        if grid is None:
            return
        w, h = self._values["width"], self._values["height"]
        rows = [(row + [EMPTY] * w)[:w] for row in grid[:h]]
        rows += [[EMPTY] * w for _ in range(h - len(rows))]
        self._values["starting_grid"] = rows

    def starting_grid_or_empty(self) -> list[list[Any]]:
        """The starting grid, all "@Empty" when the mode has none."""
        grid = self._values["starting_grid"]
        if grid is None:
            return [[EMPTY] * self._values["width"] for _ in range(self._values["height"])]
        return copy_value(grid)

    def update(self, **fields: Any) -> None:
        """Set several fields; each is validated and announced."""
        for attr in ("width", "height"):
            if attr in fields:
                setattr(self, attr, fields.pop(attr))
        for attr, value in fields.items():
            setattr(self, attr, value)

    # --- observers --------------------------------------------------------------------------

    def observe(self, callback: Observer) -> Callable[[], None]:
        """Call ``callback(field_name)`` after every change; returns a function that stops it."""
        self._observers.append(callback)

        def unobserve() -> None:
            if callback in self._observers:
                self._observers.remove(callback)

        return unobserve

    def observe_weakly(self, method: Callable[[str], None]) -> Callable[[], None]:
        """Like ``observe`` for a bound method, holding only a weak reference to its object,
        so a game or cache the mode outlives can still be collected (it stops listening when
        its object is gone); returns the function that stops it."""
        ref = weakref.WeakMethod(method)

        def forward(field: str) -> None:
            target = ref()
            if target is not None:
                target(field)
            else:
                stop()

        stop = self.observe(forward)
        return stop

    def _notify(self, attr: str) -> None:
        for cb in list(self._observers):
            cb(attr)

    # --- conversion --------------------------------------------------------------------------

    @classmethod
    def from_dict(cls, fields: dict[str, Any]) -> Mode:
        """A mode from reference-named fields (SC-decoded values); missing keys get defaults.

        Keys starting with ``_`` are comments. Unknown keys raise ``ModeError``.
        """
        if not isinstance(fields, dict):
            raise ModeError("mode", f"must be an object of fields, not {type(fields).__name__}")
        attrs: dict[str, Any] = {}
        for name, value in fields.items():
            if name.startswith("_"):
                continue
            spec = BY_NAME.get(name)
            if spec is None:
                raise ModeError(name, "is not a mode field")
            attrs[spec.attr] = value
        return cls(**attrs)

    def to_dict(self) -> dict[str, Any]:
        """All 46 fields under the reference's names, in save-code order (numbers as floats)."""
        out: dict[str, Any] = {}
        for spec in FIELDS:
            value: Any
            if spec.attr == "starting_grid":
                value = self.starting_grid_or_empty()
            else:
                value = copy_value(self._values[spec.attr])
            if type(value) is int:
                value = float(value)
            out[spec.name] = value
        return out

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Mode:
        """Read a mode JSON file (SC-JSON, e.g. ``tests/conformance/modes/pow2_classic.json``)."""
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
        try:
            data = sc_loads(text)
        except CalcArrayError as exc:
            raise ModeError("mode", f"{os.fspath(path)}: {exc.message}") from None
        return cls.from_dict(data)

    @classmethod
    def from_save_code(cls, code: str, *, lenient: bool = False) -> Mode:
        """The mode of a Compendium save code (Mode, Game, Replay, Custom or Infused).

        Raises ``SaveCodeError`` naming the field for any malformed code. The save-code layer
        builds on the engine, so it provides this through ``save_code_seam``.
        """
        return save_codes().mode_from_code(code, lenient=lenient)

    def to_save_code(self) -> str:
        """A v3.0 Mode code that the Compendium imports (and ``from_save_code`` round-trips)."""
        return save_codes().encode_mode(self)

    def copy(self) -> Mode:
        """An independent copy (without observers)."""
        new = Mode()
        new.__dict__.update({f.attr: copy_value(self.__dict__[f.attr]) for f in FIELDS})
        return new

    def fields(self) -> Iterator[tuple[str, Any]]:
        """(attribute name, value) pairs."""
        return iter([(f.attr, self.__dict__[f.attr]) for f in FIELDS])

    def lint(self) -> list[Any]:
        """Problems that make rules never fire, spawns never happen or tiles fail to show.

        Returns ``ModeDiagnostic`` objects (field, index, message, suggestion); see
        ``engine.mode_lint``. Nothing of the mode is changed.
        """
        from .mode_lint import lint_mode

        return lint_mode(self)

    def __repr__(self) -> str:
        v = self._values

        def count(n: int, word: str) -> str:
            return f"{n} {word}" if n == 1 else f"{n} {word}s"

        return (f"Mode({v['width']}x{v['height']}, "
                f"{count(len(v['merge_rules']), 'merge rule')}, "
                f"{count(len(v['directions']), 'direction')}, "
                f"{count(len(v['start_tile_spawns']), 'spawn')})")

    def _repr_html_(self) -> str:
        from .shown import mode_html

        return mode_html(self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Mode):
            return NotImplemented
        from .tiles import cells_equal

        return cells_equal(self.to_dict_list(), other.to_dict_list())

    __hash__ = None  # type: ignore[assignment]

    def to_dict_list(self) -> list[Any]:
        """Field values in save-code order (for comparisons)."""
        return list(self.to_dict().values())
