"""Where compiled plans (``fastplan``) and programs (``compiler``) of expressions are kept.

An expression is compiled on its second evaluation (one-off expressions cost nothing; with
``compiled.eager()`` on its first). Entries are found by ``id`` of the top-level array and
hold the array itself (so the id stays its own) and a structural snapshot: an array that
was changed in place since is compiled again, so a stale compilation is never used.

Each entry holds a plan (side-effect-free expressions, run without an evaluation; ``MISS``
when it gives up) and a program (any expression, run inside the interpreter's
``Evaluation``), each compiled when first needed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .compiler import Param, Program, compile_program
from .context import EvalContext
from .fastplan import MISS, Plan, compile_plan
from .values import UNDEFINED, BigRational, GaussianBigInt

__all__ = ["Entry", "ProgramTable", "entry_for", "planned", "clear", "callback_program",
           "nested_program"]

_LIMIT = 20_000
_SEEN_ONCE: Any = object()
_UNTRIED: Any = object()


#: A program is compiled once its array has been evaluated (interpreted) about as many
#: times as compiling costs evaluations: twice for a small array, once per
#: ``ENTRIES_PER_EVALUATION`` entries for a large one (compiling a new shape costs about
#: 25 µs per entry, evaluating it interpreted about 0.35 µs per entry).
ENTRIES_PER_EVALUATION = 8


def _size(expr: list[Any], limit: int = 100_000) -> int:
    """How many entries ``expr`` has at all levels (counting stops at ``limit``)."""
    n = 0
    todo = [expr]
    seen = 0
    while todo and n < limit:
        arr = todo.pop()
        seen += 1
        n += len(arr)
        todo.extend(x for x in arr if type(x) is list)
        if seen > limit:
            break
    return n


class Entry:
    """What is compiled for one top-level array."""

    __slots__ = ("expr", "snapshot", "plan", "program", "wait")

    def __init__(self, expr: list[Any], snapshot: list[Any], plan: Any) -> None:
        self.expr = expr
        self.snapshot = snapshot
        self.plan: Plan | None | Any = plan  # _SEEN_ONCE until the second evaluation
        self.program: Program | None | Any = _UNTRIED
        self.wait = -1  # evaluations left before the program is compiled (-1: not counted)

    def program_for(self, lookup: Callable[[str], Any], eager: bool) -> Program | None:
        """The entry's program, compiled once the array was evaluated often enough for
        its size (None: interpreted this time, or for good)."""
        program = self.program
        if program is _UNTRIED:
            if not eager:
                if self.wait < 0:
                    self.wait = max(_size(self.expr) // ENTRIES_PER_EVALUATION - 1, 0)
                if self.wait > 0:
                    self.wait -= 1
                    return None
            program = self.program = compile_program(self.expr, lookup)
        return program


ENTRIES: dict[int, Entry] = {}


def _snapshot(expr: list[Any]) -> list[Any]:
    """A copy of the list structure sharing the leaves (compared by identity first)."""
    return [_snapshot(e) if type(e) is list else e for e in expr]


def clear() -> None:
    """Forget every compilation (tests, or to free memory)."""
    ENTRIES.clear()
    CALLBACKS.clear()
    NESTED.clear()


def entry_for(expr: list[Any], lookup: Callable[[str], Any], eager: bool) -> Entry | None:
    """The compiled entry of ``expr``, or None on its first evaluation (unless ``eager``).

    Raises RecursionError for an array too deep (or self-containing) to compare."""
    entry = ENTRIES.get(id(expr))
    if entry is not None and entry.expr is expr:
        if entry.snapshot == expr:
            if entry.plan is _SEEN_ONCE:
                entry.plan = compile_plan(expr, lookup)
            return entry
    if len(ENTRIES) >= _LIMIT:
        ENTRIES.clear()
    if eager:
        entry = ENTRIES[id(expr)] = Entry(expr, _snapshot(expr), compile_plan(expr, lookup))
        return entry
    ENTRIES[id(expr)] = Entry(expr, _snapshot(expr), _SEEN_ONCE)
    return None


def planned(entry: Entry, context: EvalContext) -> Any:
    """The result of the entry's plan, or MISS when it has none or gives up."""
    plan = entry.plan
    if plan is None:
        return MISS
    limits = context.limits
    if plan.max_steps <= limits.max_steps and plan.depth <= limits.max_depth:
        try:
            return plan.func(context.state, context)
        except Exception:  # noqa: BLE001 - the general path reports it properly
            return MISS
    return MISS


_TEXT_EXACT = frozenset({float, int, bool, str, type(None), type(UNDEFINED), GaussianBigInt,
                         BigRational})


def _text_is_exact(expr: list[Any]) -> bool:
    """Whether ``repr(expr)`` tells ``expr`` apart from every other array: only values
    whose text is exact (an object of another type could have the text of a different one)."""
    todo = [expr]
    while todo:
        for x in todo.pop():
            t = type(x)
            if t is list:
                todo.append(x)
            elif t not in _TEXT_EXACT:
                return False
    return True


def exact_text(expr: list[Any]) -> str | None:
    """``repr(expr)`` when it tells ``expr`` apart from every other array (it keeps -0.0, NaN,
    1.0 / True / 1n and nesting apart), else None: an array containing itself, holding
    objects, too deep to write, or holding an integer past Python's 4,300-digit text limit."""
    try:
        text = repr(expr)
    except (RecursionError, ValueError):
        return None
    if "[...]" in text or not _text_is_exact(expr):
        return None
    return text


class ProgramTable:
    """The compiled expressions of one game's mode, found by ``id`` without comparing.

    The engine keeps one per mode, shared by the mode's games (``GameState.programs``),
    and replaces it whenever a field of the mode is assigned (``engine.derived``: one rule
    for every cache derived from a mode), so an entry never outlives the rules it was
    compiled from. The arrays it holds are its games' own (the engine treats arrays as
    values and never changes one in place), so the structural comparison of the shared
    cache is not needed; the table keeps each array alive so that its ``id`` stays its
    own. Arrays of the same text share one entry, compiled on the second evaluation of that
    text: the merge rules copied for every new game, one condition used by several rules,
    and arrays the engine builds afresh for each call (the discovered-tiles filter around a
    tile) are compiled once per mode.
    """

    __slots__ = ("by_id", "by_text")

    def __init__(self) -> None:
        # id -> (the array, its slot); text -> slot = [evaluations so far, entry or None]
        self.by_id: dict[int, tuple[list[Any], list[Any]]] = {}
        self.by_text: dict[str, list[Any]] = {}

    def __copy__(self) -> ProgramTable:
        return self  # a cache: a copied game state shares it (its arrays are found by text)

    def __deepcopy__(self, memo: dict[int, Any]) -> ProgramTable:
        return self

    def __repr__(self) -> str:
        return f"<ProgramTable of {len(self.by_text)} expressions>"

    def entry_for(self, expr: list[Any], lookup: Callable[[str], Any],
                  eager: bool) -> Entry | None:
        """The entry of ``expr``, or None on the first evaluation of its text (unless
        ``eager``) and for an array without an exact text (``exact_text``)."""
        got = self.by_id.get(id(expr))
        if got is not None and got[0] is expr:
            slot = got[1]
        else:
            text = exact_text(expr)
            if text is None:
                return None
            known = self.by_text.get(text)
            if known is None:
                if len(self.by_text) >= _LIMIT:
                    self.by_text.clear()
                known = self.by_text[text] = [0, None]
            slot = known
            if len(self.by_id) >= _LIMIT:
                self.by_id.clear()
            self.by_id[id(expr)] = (expr, slot)
        entry = slot[1]
        if entry is None:
            slot[0] += 1
            if slot[0] < 2 and not eager:
                return None
            entry = slot[1] = Entry(expr, [], compile_plan(expr, lookup))
        return entry


#: Callback programs: (id of the function entry, inputs, accumulator kind, path) ->
#: [function entry, snapshot, program or _SEEN_ONCE or None].
CALLBACKS: dict[tuple[Any, ...], list[Any]] = {}
#: The evaluator's operator lookup (set by the evaluator: this module may not import it).
LOOKUP: list[Callable[[str], Any]] = []


def callback_program(func_expr: list[Any], inputs: int, accumulator: int,
                     path: tuple[int, ...], build: Callable[..., list[Any]],
                     eager: bool) -> Program | None:
    """The program of a function entry run as a callback (``arr_map``'s function...).

    The callback array is built around the entry on every call (inputs before
    ``@end_vars``, the accumulator after it), so it is never the same object; the program
    is compiled from that array with ``Param`` placeholders for the inputs and the
    accumulator (``accumulator``: 0 none, 1 marked, 2 as it is), and found again by the
    entry's ``id`` (checked against a snapshot), the number of inputs and the path."""
    key = (id(func_expr), inputs, accumulator, path)
    got = CALLBACKS.get(key)
    if got is not None and got[0] is func_expr and got[1] == func_expr:
        if got[2] is _SEEN_ONCE:
            got[2] = _compile_callback(func_expr, inputs, accumulator, path, build)
        return got[2]
    if len(CALLBACKS) >= _LIMIT:
        CALLBACKS.clear()
    program = (_compile_callback(func_expr, inputs, accumulator, path, build) if eager
               else _SEEN_ONCE)
    CALLBACKS[key] = [func_expr, _snapshot(func_expr), program]
    return None if program is _SEEN_ONCE else program


def _compile_callback(func_expr: list[Any], inputs: int, accumulator: int,
                      path: tuple[int, ...], build: Callable[..., list[Any]]) -> Program | None:
    params = [Param(i) for i in range(inputs + (1 if accumulator else 0))]
    if accumulator:
        template = build(func_expr, params[:inputs], params[inputs], accumulator == 1)
    else:
        template = build(func_expr, params)
    return compile_program(template, LOOKUP[0], path)


#: Programs of arrays built at run time and evaluated (the ``CalcArray`` operator's running
#: value, colour components...): (text of the array, path) -> program or _SEEN_ONCE / None.
NESTED: dict[tuple[str, tuple[int, ...]], Any] = {}
#: Arrays with more entries than this are not looked up (writing their text costs).
NESTED_MAX_LEN = 64


def nested_program(expr: list[Any], path: tuple[int, ...], eager: bool) -> Program | None:
    """The program of an array evaluated where it was made (``CalcArray``'s argument is a
    new array on every evaluation, usually with the same content): found by its text,
    which is exact (``repr`` keeps -0.0, NaN, 1.0 / True / 1n and nesting apart)."""
    if len(expr) > NESTED_MAX_LEN:
        return None
    text = exact_text(expr)
    if text is None:
        return None
    key = (text, path)
    got = NESTED.get(key, _UNTRIED)
    if got is _SEEN_ONCE or (got is _UNTRIED and eager):
        got = NESTED[key] = compile_program(expr, LOOKUP[0], path)
    elif got is _UNTRIED:
        if len(NESTED) >= _LIMIT:
            NESTED.clear()
        NESTED[key] = _SEEN_ONCE
        return None
    return got
