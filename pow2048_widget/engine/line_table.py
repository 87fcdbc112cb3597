"""Memoised line transitions for modes that qualify for the fast path (see ``fastpath``).

For such a mode, sliding a row or column depends on nothing but that line's cells, so the
outcome is computed once per (direction, line) by the general engine itself, on a scratch
game whose board holds only that line, and remembered. Using the engine for it (not a second
implementation of merging) keeps the fast path exact by construction; ``fastpath`` decides
when that reuse is valid.

The table is filled on first use (a classic game meets a few thousand distinct lines) and is
bounded by ``max_entries`` (then it is cleared and refilled).
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from operator import itemgetter
from typing import Any

from .board import traversal_order
from .events import Merge, MoveResult, Slide
from .line_slide import LineSlider, NotDirect, local_event
from .rule_families import needs_numeric_tiles, numeric_tile
from .tiles import EMPTY, TEMP_HOLE, line_key, tile_key

MAX_ENTRIES = 1_000_000
# How a direction's lines are read off the board (front-most cell first): whole rows, rows
# back to front, columns top down, columns bottom up, or cell by cell (``_line_positions``).
_ROWS, _ROWS_BACK, _COLUMNS, _COLUMNS_BACK, _CELLS = range(5)
_SHARED: dict[tuple[int, str], LineTable] = {}
_LOCK = threading.Lock()
MAX_SHARED = 8


def shared_table(mode: Any, limits: Any = None) -> LineTable:
    """The ``LineTable`` of a mode with these exact fields, kept for this thread (the last
    ``MAX_SHARED`` tables of the process), so repeated runs and chunks of one run reuse what
    was learnt. A table is never shared between threads: its scratch game is not
    thread-safe."""
    key = (threading.get_ident(), _content_key(mode) + repr(limits))
    with _LOCK:
        got = _SHARED.pop(key, None)
        if got is None:
            # A copy: the table outlives edits of the mode it was asked for.
            got = LineTable(mode.copy(), limits=limits)
            while len(_SHARED) >= MAX_SHARED:
                _SHARED.pop(next(iter(_SHARED)))
        _SHARED[key] = got
    return got


#: id(mode) -> (a weak reference to it, its revision, the text of its fields): writing a
#: mode's fields as text costs milliseconds, and ``Game.move`` asks for the table again at
#: every new game. (Modes compare by value, so they cannot be dictionary keys themselves.)
_CONTENT: dict[int, tuple[Any, int, str]] = {}


def _content_key(mode: Any) -> str:
    """The text of ``mode``'s fields, written again only after an edit (a new revision)."""
    from ..calcarray.scjson import sc_dumps

    known = _CONTENT.get(id(mode))
    if known is not None and known[0]() is mode and known[1] == mode.revision:
        return known[2]
    text = sc_dumps(mode.to_dict())
    if len(_CONTENT) >= 4 * MAX_SHARED:
        _CONTENT.clear()
    _CONTENT[id(mode)] = (weakref.ref(mode), mode.revision, text)
    return text


def _needs_numeric(mode: Any) -> bool:
    from .fastpath import rule_reach
    from .rule_text import expand_multilength

    rules = expand_multilength([list(r) if isinstance(r, list) else r
                                for r in mode.merge_rules], mode.width, mode.height)
    return needs_numeric_tiles(rules, rule_reach)


def _has_temp_hole(cells: Iterable[Any]) -> bool:
    """A temporary hole among ``cells`` (the fast path leaves such lines to the general)."""
    for c in cells:
        if c.__class__ is str and c.startswith(TEMP_HOLE):
            return True
    return False


def _integral(scores: tuple[float, ...]) -> bool:
    """Every score a whole number (then the order of additions does not matter)."""
    for s in scores:
        if not (s.is_integer() and abs(s) < 2.0**50):
            return False
    return True


def plain_line_key(cells: Iterable[Any]) -> tuple[Any, ...]:
    """Cells as plain values (``tiles.plain_key``, and a tile of two numbers as the pair of
    them), a cheaper key than ``line_key`` for the lines of most modes: a text cell stays
    itself, a tile of one number is that number, of two numbers the tuple of them, any
    other cell None. See ``plain_line_key_exact`` for when such keys may be remembered."""
    return tuple([c if c.__class__ is str else (
        c[0] if len(c) == 1 and c[0].__class__ is float else (c[0], c[1]) if len(c) == 2
        and c[0].__class__ is float and c[1].__class__ is float else None)
        if c.__class__ is list else None for c in cells])


def plain_line_key_exact(key: tuple[Any, ...]) -> bool:
    """Equal keys without None or NaN mean strictly equal cells, as tile keys have it (a
    text, a number and a pair never compare equal; ``0.0`` and ``-0.0`` do, as strict
    equality has it). A NaN could match itself as the same object: never remembered."""
    for x in key:
        if x is None:
            return False
        if x.__class__ is tuple:
            if x[0] != x[0] or x[1] != x[1]:
                return False
        elif x != x:
            return False
    return True


@dataclass(slots=True)
class LineStep:
    """What sliding one line did: ``cells`` after (front-most first, as read), whether it
    moved, the score gained (``scores`` one per merge, in order), the number of merges and
    the tiles the merges made, in the order discovery would see them.

    Never changed once made (the table hands the same step to every board with that line),
    except ``placed``, which fills on demand. Not frozen only because a frozen dataclass is
    several times slower to make, and a new line makes one."""

    cells: tuple[Any, ...]
    moved: bool
    score: float
    scores: tuple[float, ...]
    merges: int
    made: tuple[tuple[Any, Any], ...]  # (tile key, tile) per output, discovery order
    integral: bool  # every score an integer (then order of addition does not matter)
    safe: bool  # False: the line holds something the fast path leaves to the general one
    #: The slide's events on this line, in line positions (front-most cell 0) with when
    #: they happened (see ``LineTable.events``); None: not known exactly (such a line is
    #: pressed the general way when events are wanted).
    events: tuple[Any, ...] | None = ()
    #: ``events`` placed on the board, by (direction, line): filled on demand.
    placed: dict[tuple[int, int], list[Any]] = field(default_factory=dict, compare=False,
                                                     repr=False)


class LineTable:
    """Line transitions of one mode, per direction index, filled on demand.

    ``lines(d)`` gives the board positions of each line of direction ``d`` (front-most
    cell first); ``step(d, key, cells)`` the ``LineStep`` of a line whose tile keys are
    ``key``.
    """

    def __init__(self, mode: Any, max_entries: int = MAX_ENTRIES, limits: Any = None) -> None:
        from .directions import parse_movement
        from .game import Game

        self.mode = mode
        self.max_entries = max_entries
        self._scratch = Game(mode, seed=0, clock=lambda: 0.0, keep_history=False,
                             limits=limits)
        self.limits = self._scratch.limits  # the evaluation limits the rules run under
        self._scratch.close()  # a snapshot of the mode: the caller rebuilds after edits
        self._moves = [parse_movement(e[0]) for e in mode.directions]
        self.width, self.height = mode.width, mode.height
        self._lines = [self._line_positions(mv.dv, mv.dh) for mv in self._moves]
        # Rules cannot see the direction (``fastpath``), so a line read front-most first
        # slides the same way in every direction with the same movement: one table each.
        classes: dict[Any, int] = {}
        self._class = [classes.setdefault((mv.slide, mv.merges_on, mv.kind), len(classes))
                       for mv in self._moves]
        self.tables: list[dict[Any, LineStep]] = [{} for _ in classes]
        # The same steps keyed by plain values (see ``steps``), in front of ``tables``.
        self._plain: list[dict[tuple[Any, ...], LineStep]] = [{} for _ in classes]
        self._reading = [self._reading_of(lines) for lines in self._lines]
        #: Values other code derives from this table and keeps with it (the batch player's
        #: numpy look-ups), by name: they live as long as the table.
        self.derived: dict[str, Any] = {}
        # Rules proven pure only for tiles of numbers (rule_families): other lines go to
        # the general path, before any rule runs on them.
        self.numeric_only = _needs_numeric(mode)
        self.size = 0
        self.misses = 0
        # Board traversal rank of each line cell, per direction: the slide visits cells in
        # this order in every pass, so it orders the events of different lines.
        self._rank = []
        for mv, lines in zip(self._moves, self._lines, strict=True):
            rank = {p: k for k, p in enumerate(traversal_order(self.width, self.height,
                                                               mv.dv, mv.dh))}
            self._rank.append([[rank[p] for p in line] for line in lines])
        self._install_clock()
        # New lines are learnt by sliding them directly (``line_slide``), the scratch slide
        # kept for what that cannot do. Rule lengths are plain numbers (``fastpath``).
        lengths = [r.static_length for r in self._scratch.rules.rules]
        known = [n for n in lengths if n is not None]
        self._direct: LineSlider | None = None
        if known and len(known) == len(lengths):
            self._direct = LineSlider(self._scratch, self._moves, self._lines,
                                      max(1, *known), self._class, self._real_try)

    def _install_clock(self) -> None:
        """Let the scratch game's slide say when each event happens: the pass (counted at
        each "MoveIteration" trigger, which ends a pass) and the cell whose merge attempt
        made it; the tiles' travels are read from ``press.origin`` at the end of each pass.
        Only the scratch game is wrapped: the press it runs is the plain one."""
        g = self._scratch
        slider, scripts = g.slider, g.scripts
        real_try, real_run = slider.try_merge, scripts.run
        self._real_try = real_try  # unwrapped, for the direct slide (``line_slide``)
        self._pass = 0
        self._tags: list[tuple[int, tuple[int, int]]] = []
        self._snaps: list[dict[Any, Any]] = [{}]
        self._untimed = False

        def try_merge(v: int, h: int, *rest: Any) -> bool:
            events = g.press.result.events
            n = len(events)
            if n != len(self._tags):
                self._untimed = True  # an event made outside a merge attempt
            try:
                return real_try(v, h, *rest)
            finally:
                self._tags.extend([(self._pass, (v, h))] * (len(events) - n))

        def run(trigger: str, *args: Any, **kw: Any) -> int:
            ran = real_run(trigger, *args, **kw)
            if trigger == "MoveIteration":
                self._pass += 1
                self._snaps.append(dict(g.press.origin))
            return int(ran)

        slider.try_merge = try_merge  # type: ignore[method-assign,assignment]
        scripts.run = run  # type: ignore[method-assign]

    def _line_positions(self, dv: int, dh: int) -> tuple[tuple[tuple[int, int], ...], ...]:
        w, h = self.width, self.height
        if dh != 0:
            cols = range(w) if dh < 0 else range(w - 1, -1, -1)
            return tuple(tuple((v, c) for c in cols) for v in range(h))
        rows = range(h) if dv < 0 else range(h - 1, -1, -1)
        return tuple(tuple((r, c) for r in rows) for c in range(w))

    def _reading_of(self, lines: tuple[tuple[tuple[int, int], ...], ...]) -> int:
        """Which whole-row or whole-column reading gives ``lines`` (``_CELLS``: none)."""
        w, h = self.width, self.height
        rows = tuple(tuple((v, c) for c in range(w)) for v in range(h))
        columns = tuple(tuple((r, c) for r in range(h)) for c in range(w))
        readings = {rows: _ROWS, tuple(line[::-1] for line in rows): _ROWS_BACK,
                    columns: _COLUMNS, tuple(line[::-1] for line in columns): _COLUMNS_BACK}
        return readings.get(lines, _CELLS)

    def lines(self, d: int) -> tuple[tuple[tuple[int, int], ...], ...]:
        return self._lines[d]

    def slide_class(self, d: int) -> int:
        """Which memo serves direction ``d``: directions that slide alike share one."""
        return self._class[d]

    def table_of(self, d: int) -> dict[Any, LineStep]:
        """The memo serving direction ``d`` (shared by directions that slide alike)."""
        return self.tables[self._class[d]]

    def step(self, d: int, key: tuple[Any, ...], cells: Sequence[Any]) -> LineStep:
        """The step of a line whose tile keys are ``key`` (``tiles.line_key(cells)``)."""
        got = self.tables[self._class[d]].get(key)
        if got is None:
            got = self._compute(d, cells, key)
            if self.size >= self.max_entries:
                for t in self.tables:
                    t.clear()
                for t in self._plain:
                    t.clear()
                if self._direct is not None:
                    self._direct.clear()
                self.size = 0
            self.tables[self._class[d]][key] = got
            self.size += 1
        return got

    def steps(self, d: int, grid: list[list[Any]]) -> list[LineStep]:
        """The step of each line of direction ``d`` on ``grid``, in ``lines(d)`` order.

        Called at every fast press, so it avoids a tile key per cell: a line of texts (empty
        cells, holes) and tiles of one or two numbers is looked up by its ``plain_line_key``;
        any other line, and a line met for the first time, goes through its tile keys
        (``step``). Whole rows and columns are read in one go when the board has the
        table's size."""
        how = self._reading[d]
        lines: Iterable[Sequence[Any]]
        if how == _CELLS or len(grid) != self.height or len(grid[0]) != self.width:
            lines = [[grid[v][h] for v, h in line] for line in self._lines[d]]
        elif how == _ROWS:
            lines = grid
        elif how == _ROWS_BACK:
            lines = [row[::-1] for row in grid]
        elif how == _COLUMNS:
            lines = zip(*grid, strict=True)
        else:
            lines = zip(*grid[::-1], strict=True)
        plain = self._plain[self._class[d]]
        out = []
        for cells in lines:
            key = plain_line_key(cells)
            got = plain.get(key)
            if got is None:
                if plain_line_key_exact(key):
                    # The tile keys, from the plain values (what ``line_key`` would give).
                    got = plain[key] = self.step(d, tuple([
                        (x,) if x.__class__ is float else x for x in key]), cells)
                else:
                    got = self.step(d, line_key(cells), cells)
            out.append(got)
        return out

    def write(self, d: int, grid: list[list[Any]], steps: list[LineStep]) -> None:
        """Put the cells of the ``steps`` (of ``steps(d, grid)``) that moved on ``grid``, in
        place, where ``steps`` read them."""
        how = self._reading[d]
        if how == _CELLS or len(grid) != self.height or len(grid[0]) != self.width:
            for line, step in zip(self._lines[d], steps, strict=True):
                if step.moved:
                    for (v, h), cell in zip(line, step.cells, strict=True):
                        grid[v][h] = cell
        elif how == _ROWS:
            for row, step in zip(grid, steps, strict=True):
                if step.moved:
                    row[:] = step.cells
        elif how == _ROWS_BACK:
            for row, step in zip(grid, steps, strict=True):
                if step.moved:
                    row[::-1] = step.cells
        else:
            rows = grid if how == _COLUMNS else grid[::-1]
            for c, step in enumerate(steps):
                if step.moved:
                    for row, cell in zip(rows, step.cells, strict=True):
                        row[c] = cell

    def _compute(self, d: int, cells: Sequence[Any], key: tuple[Any, ...] | None = None,
                 ) -> LineStep:
        """The step of a new line (``key``: its tile keys): slid directly (``line_slide``)
        when it can be, else alone on a scratch board by the general engine."""
        self.misses += 1
        if self.numeric_only and not all(map(numeric_tile, cells)):
            return LineStep(tuple(cells), False, 0.0, (), 0, (), True, False)
        if self._direct is not None and key is not None:
            try:
                after, moved, merges, events = self._direct.slide(d, cells, key)
            except NotDirect:
                pass
            else:
                # The cells after are the cells before, moved, and the merges' outputs.
                safe = not _has_temp_hole(cells)
                if not merges:
                    return LineStep(after, moved, 0.0, (), 0, (), True, safe, tuple(events))
                positions = self._lines[d][0]
                made: list[tuple[Any, Any]] = []
                for m in merges:
                    if safe and _has_temp_hole(m[5]):
                        safe = False
                    for _, tile in sorted(zip([positions[p] for p in m[4]], m[5],
                                              strict=True)):
                        if type(tile) is list:
                            made.append((tile_key(tile), tile))
                scores = tuple(m[6] for m in merges)
                return LineStep(after, moved, sum(scores), scores, len(merges), tuple(made),
                                _integral(scores), safe, tuple(events))
        return self._compute_scratch(d, cells)


    def _compute_scratch(self, d: int, cells: Sequence[Any]) -> LineStep:
        """Slide ``cells`` alone (line 0 of a scratch board) with the general engine."""
        g = self._scratch
        st = g.state
        mv = self._moves[d]
        positions = self._lines[d][0]
        grid = [[EMPTY] * self.width for _ in range(self.height)]
        for (v, h), cell in zip(positions, cells, strict=True):
            grid[v][h] = cell
        st.grid = grid
        st.score = 0.0
        st.merges = 0
        # The merge cache stays: for these modes a cached outcome equals the evaluated one.
        g.press.result = result = MoveResult(d)
        calls = g.rng.calls
        self._pass, self._tags, self._snaps, self._untimed = 0, [], [{}], False
        moved = g.slider.slide(mv, float(d + 1))
        if g.rng.calls != calls:  # cannot happen for a qualifying mode; stay exact anyway
            return LineStep(tuple(cells), False, 0.0, (), 0, (), True, False)
        after = tuple(grid[v][h] for v, h in positions)
        merges = [e for e in result.events if isinstance(e, Merge)]
        made: list[tuple[Any, Any]] = []
        for m in merges:
            for _, tile in sorted(zip(m.targets, m.outputs, strict=False)):
                if type(tile) is list:
                    made.append((tile_key(tile), tile))
        scores = tuple(m.score for m in merges)
        return LineStep(after, moved, sum(scores), scores, st.merges, tuple(made),
                        _integral(scores), not _has_temp_hole(cells) and
                        not _has_temp_hole(after), self._line_events(result.events, positions))

    def _line_events(self, events: list[Any], positions: Sequence[tuple[int, int]],
                     ) -> tuple[Any, ...] | None:
        """The scratch slide's ``events`` in line positions, each with its time: (0, pass,
        cell) for an event of a merge attempt, (1, pass, cell) for a travel reported at the
        end of the slide (when the tile last moved: the pass and the cell it moved from).
        None when an event cannot be timed or leaves the line."""
        tags = self._tags
        if self._untimed or len(tags) > len(events):
            return None
        at = {p: i for i, p in enumerate(positions)}
        snaps = self._snaps
        last = snaps[-1]
        flush = [(end, start) for end, start in last.items() if start != end]
        if len(events) - len(tags) != len(flush):
            return None
        out: list[Any] = []
        try:
            for (pas, cell), e in zip(tags, events, strict=False):
                out.append(((0, pas, at[cell]), local_event(e, at)))
            for (end, start), e in zip(flush, events[len(tags):], strict=True):
                if type(e) is not Slide or (e.start, e.end) != (start, end):
                    return None
                # The pass that moved the tile here last, and where it came from then.
                p = max(q for q in range(len(snaps)) if snaps[q].get(end) != start)
                came = next((k for k, s in snaps[p].items() if s == start), start)
                out.append(((1, p, at[came]), local_event(e, at)))
        except KeyError:  # a position off the line
            return None
        return tuple(out)

    def events(self, d: int, steps: list[LineStep]) -> list[Any] | None:
        """The events of sliding the lines of ``steps`` (of ``steps(d, grid)``) together on
        the board, in the order the slide makes them: first what merge attempts did, by pass
        and then by the cell's rank in the traversal order, then the travels reported at
        the end, in the order the tiles last moved. None when a line's events are unknown."""
        keyed: list[list[Any]] = []
        for j, step in enumerate(steps):
            evs = step.events
            if not evs:
                if evs is None and step.moved:
                    return None
                continue
            got = step.placed.get((d, j))
            if got is None:
                got = step.placed[(d, j)] = self._place(d, j, evs)
            keyed.append(got)
        if not keyed:
            return []
        if len(keyed) == 1:
            return [e for _, e in keyed[0]]
        merged = [x for got in keyed for x in got]
        merged.sort(key=itemgetter(0))  # stable: one line's events keep their order
        return [e for _, e in merged]

    def _place(self, d: int, j: int, evs: tuple[Any, ...]) -> list[Any]:
        cells = self._lines[d][j]
        rank = self._rank[d][j]
        out: list[Any] = []
        for (phase, pas, i), e in evs:
            if e[0] is Slide:
                event: Any = Slide(cells[e[1]], cells[e[2]], e[3])
            else:
                event = Merge(e[1], tuple([cells[k] for k in e[2]]), e[3],
                              tuple([cells[k] for k in e[4]]), e[5], e[6])
            out.append(((phase, pas, rank[i]), event))
        return out
