"""Remembered answers of callbacks (``arr_filter``'s test, ``arr_reduce``'s step...).

Why: a mode like DIVE runs the same small callbacks ~100 times per press on values it has
seen before (the same tile against the same seed). When a callback's compiled program can
only compute from its inputs and a few variables, its answer, the steps it counts and the
depth it opens are a function of those values: the second time, they are replayed instead
of run.

Exact, not approximate. A program is remembered only when

* the compiler found it *closed* (``Program.closed``): no word, no operator with effects, no
  string read through the interpreter, no definition of its own, no hand-over; its variable
  lists are the level's variables (or a copy, or an empty list) plus the inputs, read only at
  the written indices ``Program.var_reads``;
* the inputs, the accumulator and the variables at those indices are plain numbers, BigInts,
  booleans or text (the key holds them with their types; ``-0`` apart from ``0``);
* the run that made the answer touched ``ev`` only to count steps and depth, pass its
  checkpoints, convert text that is no special string and check the size of BigInts of at
  most 64 bits (``_Watch``): anything else (any other conversion, a charged unit of work, a
  length check, a random draw) and nothing is remembered for that key;
* the answer is not an array, and the run appended to the variables exactly its inputs (or
  nothing).

A remembered answer is replayed only when its steps end at or before ``ev.check_at`` (so the
run would have met no checkpoint: no limit stop, no clock reading) and its depth stays within
``max_depth``; otherwise the program runs as before. A replay adds the same steps and
appends the same inputs, so the budget and the variables are exactly what the run leaves.
``arr_map`` / ``arr_filter`` / ``arr_reduce`` use it through ``fold`` (per element, and per
whole application); ``ENABLED[0] = False`` turns it off.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from .convert import PREAMBLE_WORDS, cleanup
from .jsnum import to_boolean
from .special_strings import inert

#: (a ``compiler.Program``; not imported: the operators import this module, and the
#: compiler is above them)
Program = Any

__all__ = ["ENABLED", "FILTER", "MAP", "MEMO_LIMIT", "REDUCE", "fold", "fold_plain"]

#: ``ENABLED[0]`` False: every callback runs (tests compare both ways).
ENABLED = [True]
#: Answers kept per program; the table starts again when full.
MEMO_LIMIT = 8192
#: BigInts checked during a remembered run must be at most this many bits (far below any
#: useful ``Limits.max_bigint_bits``, and below the size from which work is charged).
SMALL_BITS = 64


#: A key whose run cannot be remembered.
_OPAQUE: Any = object()
#: Answers that are remembered (immutable values; arrays are not).
_ANSWER_TYPES = frozenset({float, int, bool, str})


class _Watch:
    """Stands in for the ``Evaluation`` while a closed program runs for the first time with
    some key: passes everything on, and notes (``opaque``) any use beyond counting steps and
    depth and checking small BigInts."""

    __slots__ = ("_ev", "opaque", "deepest")

    def __init__(self, ev: Any) -> None:
        object.__setattr__(self, "_ev", ev)
        object.__setattr__(self, "opaque", False)
        object.__setattr__(self, "deepest", ev.depth)

    @property
    def steps(self) -> int:
        return self._ev.steps

    @property
    def depth(self) -> int:
        return self._ev.depth

    @property
    def check_at(self) -> int:
        return self._ev.check_at

    @property
    def max_depth(self) -> int:
        return self._ev.max_depth

    def _check_big(self, value: Any, path: tuple[int, ...]) -> None:
        if type(value) is not int or value.bit_length() > SMALL_BITS:
            object.__setattr__(self, "opaque", True)
        self._ev._check_big(value, path)

    def checkpoint(self, path: tuple[int, ...]) -> None:
        # (a stop raises, and no answer is kept; else the run goes on as it would have:
        # a replay happens only where it meets no checkpoint)
        self._ev.checkpoint(path)

    def convert(self, x: Any, fam: int, pos: Any, parents: list[Any], vars_: list[Any] | None,
                g: int, path: tuple[int, ...], evaluated: bool = False) -> Any:
        # Text that is no special string converts by its value alone (``"@Empty"`` read
        # as a value; ``"abc"`` as a number); anything else may read the game.
        if type(x) is not str or evaluated or (x[:1] == "@" and not inert(x)):
            object.__setattr__(self, "opaque", True)
        return self._ev.convert(x, fam, pos, parents, vars_, g, path, evaluated)

    def __getattr__(self, name: str) -> Any:
        object.__setattr__(self, "opaque", True)
        return getattr(self._ev, name)

    def __setattr__(self, name: str, value: Any) -> None:
        ev = self._ev
        if name == "steps":
            ev.steps = value
        elif name == "depth":
            ev.depth = value
            if value > self.deepest:
                object.__setattr__(self, "deepest", value)
        else:
            object.__setattr__(self, "opaque", True)
            setattr(ev, name, value)


#: What stands for a float zero in a key (text: equal to no number, unlike ``True``, which
#: equals 1.0): 0 and -0 apart.
_ZEROS = {1.0: "+0", -1.0: "-0"}
#: Types of values a key may hold (compared with their type: 1n, 1 and true apart).
_KEY_TYPES = frozenset({float, int, bool, str})


def _key(values: list[Any]) -> tuple[Any, ...] | None:
    """``values`` with their types (and the sign of a zero: -0 is not 0) as a dict key, or
    None when one of them cannot be compared by value (an array, null...)."""
    types = tuple(map(type, values))
    if not _KEY_TYPES.issuperset(types):
        return None
    if float in types and 0.0 in values:
        return (types, *values, *[math.copysign(1.0, x) if type(x) is float else 0.0
                                  for x in values])
    return (types, *values)


def _record(ev: Any, program: Program, pos: Any, parents: list[Any], shared: list[Any],
            g: int, given: list[Any], inputs: int, private: bool) -> tuple[Any, Any]:
    """Run the program watched: (its answer, its record ``(steps, depth, grows, answer)``
    or ``_OPAQUE`` when the answer may not be remembered)."""
    n = len(shared)
    watch = _Watch(ev)
    steps0 = ev.steps
    depth0 = ev.depth
    result = program.func(watch, pos, parents, shared, g, given)
    if watch.opaque or type(result) not in _ANSWER_TYPES:
        return result, _OPAQUE
    grown = len(shared) - n
    if grown and (private or grown != inputs
                  or any(shared[n + j] is not given[j] for j in range(inputs))):
        return result, _OPAQUE
    return result, (ev.steps - steps0, watch.deepest - depth0, grown > 0, result)


class _Gate:
    """Whether lookups of one kind are worth their cost: open for the first ``probe``
    tries, then while at least one in ``ratio`` is found, and once in ``WHOLE_PROBE``
    otherwise (to notice a change; the counts then halve)."""

    __slots__ = ("probe", "ratio", "tries", "hits", "skipped")

    def __init__(self, probe: int, ratio: int) -> None:
        self.probe = probe
        self.ratio = ratio
        self.tries = 0
        self.hits = 0
        self.skipped = 0

    def open(self) -> bool:
        if self.tries < self.probe or self.hits * self.ratio >= self.tries:
            return True
        self.skipped += 1
        if self.skipped >= WHOLE_PROBE:
            self.skipped = 0
            self.tries //= 2
            self.hits //= 2
            return True
        return False


class Memo:
    """A closed callback program's remembered answers (``Program.memo``): per call, and per
    whole application. Applications of ever new elements (a reduction over a board that
    changed) would only fill the table: whole applications are looked up and kept while at
    least one in ``WHOLE_RATIO`` is found again, single calls while one in ``CALL_RATIO``
    is (``_Gate``). This decides speed only: a replay and a run give the same."""

    __slots__ = ("calls", "wholes", "bases", "whole_gate", "call_gate", "reads_index")

    def __init__(self) -> None:
        self.calls: dict[Any, Any] = {}
        self.wholes: dict[Any, Any] = {}
        # What keys share within an application (the way, cascade and read variables), by
        # a number: a key holds the number (quick to hash) instead of the tuple.
        self.bases: dict[Any, int] = {}
        self.whole_gate = _Gate(WHOLE_PROBE, WHOLE_RATIO)
        # (a callback whose values are ever new is run, not watched and kept: watching a
        # run costs a few runs)
        self.call_gate = _Gate(CALL_PROBE, CALL_RATIO)
        self.reads_index = True  # (set by ``fold`` from the program)

    def base_number(self, base: tuple[Any, ...]) -> int:
        got = self.bases.get(base)
        if got is None:
            if len(self.bases) >= MEMO_LIMIT:  # (numbers are used again: keys go too)
                self.bases.clear()
                self.calls.clear()
                self.wholes.clear()
            got = self.bases[base] = len(self.bases)
        return got


#: See ``Memo``: whole applications after 64 tries, single calls after 512.
WHOLE_PROBE = 64
WHOLE_RATIO = 4
CALL_PROBE = 512
CALL_RATIO = 2


def _store(memo: dict[Any, Any], key: Any, record: Any) -> None:
    if len(memo) >= MEMO_LIMIT:
        memo.clear()
    memo[key] = record


#: ``fold``'s ways: the operator whose loop it does.
MAP, FILTER, REDUCE = 0, 1, 2


def _value_key(x: Any) -> Any:
    """``x`` as a key together with its type (-0 apart from 0), or ``_OPAQUE``."""
    t = type(x)
    if t is float:
        return x if x else _ZEROS[math.copysign(1.0, x)]
    if t is int or t is bool or t is str:
        return x
    return _OPAQUE


def fold(ev: Any, program: Program, pos: Any, parents: list[Any], shared: list[Any], g: int,
         items: list[Any], how: int, acc: Any, private: bool,
         make_run: Callable[[], Callable[..., Any]]) -> Any:
    """The loop of ``arr_map`` / ``arr_filter`` / ``arr_reduce`` (``how``) over ``items``
    with a closed callback program taking ``[index, element]`` (and the accumulator).

    First the whole application is looked up (the same elements, accumulator and read
    variables: the answer, the steps, the depth and the inputs appended are those of the
    calls one after another); else each call is looked up, run watched, or (when its
    values cannot be a key) given to ``make_run()``, the runner of single calls (made only
    when needed). An application whose every call was remembered is remembered as a
    whole."""
    n0 = len(shared)
    if private:
        base: tuple[Any, ...] = (how, g)
    else:
        reads = []
        for i in program.var_reads:
            if 0 <= i < n0:
                reads.append(shared[i])
            elif i >= 0 or i < -2:  # (it may read a previous call's inputs)
                return fold_plain(make_run(), items, how, acc)
        rk = _key(reads)
        if rk is None:
            return fold_plain(make_run(), items, how, acc)
        base = (how, g, n0, rk)
    if ev.limits.max_bigint_bits < SMALL_BITS:
        return fold_plain(make_run(), items, how, acc)
    tables = program.memo
    if tables is None:
        tables = program.memo = Memo()
        # Whether a call can read its index (else the index only goes to the variables,
        # read by nobody: calls at different places with the same element share an
        # answer). A level whose list starts empty reads the index as ``@Var 0``.
        tables.reads_index = any(i == -2 or i == 0 for i in program.var_reads)
    reads_index = tables.reads_index
    base_id = tables.base_number(base)
    memo = tables.calls
    wholes = tables.wholes
    whole = _key(items) if tables.whole_gate.open() else None
    if whole is not None:
        if how == REDUCE:
            first = _value_key(acc)
            whole = None if first is _OPAQUE else (base_id, whole, type(acc), first)
        else:
            whole = (base_id, whole)
    if whole is not None:
        tables.whole_gate.tries += 1
        got = wholes.get(whole)
        if got is not None:
            tables.whole_gate.hits += 1
            steps, depth, grows, stored = got
            if ev.steps + steps <= ev.check_at and ev.depth + depth <= ev.max_depth:
                ev.steps += steps
                if grows:
                    for j, x in enumerate(items):
                        shared.append(float(j))
                        shared.append(x)
                if how == FILTER:
                    return [items[j] for j in stored]
                if how == MAP:
                    return list(stored)
                return stored
    if not tables.call_gate.open():
        return fold_plain(make_run(), items, how, acc)
    tables.call_gate.tries += len(items)
    hits = 0
    total = 0
    deepest = 0
    grows_all: Any = None  # None: no call yet; False when the application cannot be kept
    whole_ok = whole is not None
    out: list[Any] = []
    kept: list[int] = []
    reduce = how == REDUCE
    ta: Any = None
    ak: Any = None
    run: Callable[..., Any] | None = None
    # (the budget is kept in locals between replays, and handed back before any run)
    steps = ev.steps
    check_at = ev.check_at
    depth_room = ev.max_depth - ev.depth
    for j, x in enumerate(items):
        tx = type(x)
        if tx is int or tx is bool:
            xk = x
        elif tx is float:
            xk = x if x else _ZEROS[math.copysign(1.0, x)]
        elif tx is str:
            xk = _OPAQUE if x in PREAMBLE_WORDS or x == "@end_vars" else x
        else:
            xk = _OPAQUE
        if reduce:
            ta = type(acc)
            if ta is bool or ta is int or ta is str:
                ak = acc
            elif ta is float:
                ak = acc if acc else _ZEROS[math.copysign(1.0, acc)]
            else:
                ak = _OPAQUE
        if xk is _OPAQUE or ak is _OPAQUE:
            whole_ok = False
            ev.steps = steps
            if run is None:
                run = make_run()
            result = run([float(j), x], acc) if reduce else run([float(j), x])
            steps = ev.steps
            check_at = ev.check_at
        else:
            where = j if reads_index else -1
            key = (base_id, where, tx, xk, ta, ak) if reduce else (base_id, where, tx, xk)
            record = memo.get(key)
            if (record is not None and record is not _OPAQUE
                    and steps + record[0] <= check_at and record[1] <= depth_room):
                n_steps, _, grows, result = record
                hits += 1
                steps += n_steps
                if grows:
                    shared.append(float(j))
                    shared.append(x)
            else:
                ev.steps = steps
                given = [float(j), x, acc] if reduce else [float(j), x]
                if record is None:
                    result, record = _record(ev, program, pos, parents, shared, g, given, 2,
                                             private)
                    _store(memo, key, record)
                else:  # (unknown, or it would meet a checkpoint: the record still holds)
                    result = program.func(ev, pos, parents, shared, g, given)
                steps = ev.steps
                check_at = ev.check_at
            if record is _OPAQUE:
                whole_ok = False
            elif whole_ok:
                total += record[0]
                if record[1] > deepest:
                    deepest = record[1]
                if grows_all is None:
                    grows_all = record[2]
                elif grows_all != record[2]:
                    whole_ok = False
            t = type(result)
            if t is str or t is list:
                result = cleanup(result)
        if how == FILTER:
            if to_boolean(result):
                out.append(x)
                kept.append(j)
        elif how == MAP:
            out.append(result)
        else:
            acc = result
    ev.steps = steps
    tables.call_gate.hits += hits
    if how == FILTER:
        answer: Any = tuple(kept)
    elif how == MAP:
        answer = tuple(out)
    else:
        answer = acc
    if whole_ok and whole is not None and (how != MAP or all(
            type(r) in _ANSWER_TYPES for r in out)):
        _store(wholes, whole, (total, deepest, bool(grows_all), answer))
    return out if how != REDUCE else acc


def fold_plain(run: Callable[..., Any], items: list[Any], how: int, acc: Any) -> Any:
    """The operators' own loops, one ``run`` per element."""
    if how == MAP:
        return [run([float(i), x]) for i, x in enumerate(items)]
    if how == FILTER:
        return [x for i, x in enumerate(items) if to_boolean(run([float(i), x]))]
    for i, x in enumerate(items):
        acc = run([float(i), x], acc)
    return acc
