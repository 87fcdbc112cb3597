"""Record a CalcArray evaluation as a list of self-contained steps (the step debugger's data).

``trace(expr, context)`` runs the evaluator once with an observer attached and turns every
event (``calcarray.observe``) into a :class:`Step`: what happened (``kind``), where (the
``path`` of the node in the top-level expression), the running value, the operator with its
converted arguments and result, the local variables (in first-seen order, with the ones that
just changed flagged) and the parents chain (what ``@Parent -1``, ``-2``, ... would read at
that moment). Steps hold SC-JSON encoded values only, so a trace can be shipped to a browser
(``to_json``), stored, diffed or printed without the evaluator.

A trace never raises for a faulty expression: an error, including a hit safety limit, is
recorded as the final step with the path where it happened. That is what a learner needs to
see ("it broke *here*, with these values"), and it is why a widget can always be displayed.

Step counting follows the evaluator's: the steps with ``counted=True`` are exactly the ones
the evaluator charges against ``Limits.max_steps``, so an expression stopped by
``Limits(max_steps=N)`` leaves N counted steps followed by the error step.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from . import observe as ev
from .context import EvalContext, Limits
from .convert import LITERAL
from .errors import CalcArrayError, format_path
from .jsnum import number_to_string
from .scjson import sc_encode
from .values import UNDEFINED, BigRational, GaussianBigInt

__all__ = ["Step", "Trace", "VarView", "ParentView", "trace", "format_value", "DEFAULT_MAX_STEPS"]

Path = tuple[int, ...]

#: Step limit used when the caller does not lower it: a debugger shows a few thousand steps
#: at most, and every step keeps snapshots, so a runaway loop must stop long before the
#: evaluator's own default of a million steps.
DEFAULT_MAX_STEPS = 20_000

#: Event classes that end a unit the evaluator charges against ``Limits.max_steps`` (an
#: ``EnterBlock``/``SkipBlock`` only for the ``@if`` chain, never for ``@repeat``'s block).
COUNTED_EVENTS: tuple[type, ...] = (ev.ApplyOperator, ev.LoopIteration, ev.VariableChange,
                                    ev.SkipBlock, ev.EnterBlock, ev.Tick)

_KINDS: dict[type, str] = {
    ev.EnterArray: "enter",
    ev.ResolveString: "resolve",
    ev.ApplyOperator: "apply",
    ev.EnterBlock: "block",
    ev.SkipBlock: "skip",
    ev.LeaveBlock: "block-leave",
    ev.LoopIteration: "loop",
    ev.VariableChange: "var",
    ev.Result: "leave",
    ev.ErrorEvent: "error",
}


# --------------------------------------------------------------------------- formatting


def _strip_marker(value: Any) -> Any:
    """A stored array value without its leading literal markers (what a user means by it)."""
    if type(value) is list:
        start = 0
        while start < len(value) and value[start] == LITERAL:
            start += 1
        if start:
            return value[start:]
    return value


def format_value(value: Any, limit: int | None = 60) -> str:
    """Plain text of a CalcArray value as the guide writes it (``20``, ``5n``, ``"a"``, ``[1, 2]``).

    Numbers are written the JavaScript way because that is what the reference shows; long
    texts are cut at ``limit`` characters so one huge array cannot flood a terminal.
    """
    text = _format(value)
    if limit is not None and len(text) > limit:
        return text[: max(1, limit - 1)] + "…"
    return text


def _format(value: Any) -> str:
    try:
        return _format_value(value)
    except ValueError:  # a BigInt beyond Python's 4,300-digit text limit
        return f"<a number of about {_approx_digits(value):,} digits>"


def _approx_digits(value: Any) -> int:
    parts = ([value] if isinstance(value, int) else
             [value.re, value.im] if isinstance(value, GaussianBigInt) else
             [value.num, value.den] if isinstance(value, BigRational) else [0])
    return max(int(p.bit_length() * 0.30103) + 1 for p in parts)


def _format_value(value: Any) -> str:
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is UNDEFINED:
        return "undefined"
    if isinstance(value, float):
        return number_to_string(value)
    if isinstance(value, int):
        return f"{value}n"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, GaussianBigInt):
        return f"{value.re}{'-' if value.im < 0 else '+'}{abs(value.im)}i"
    if isinstance(value, BigRational):
        return f"{value.num}/{value.den}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_format(v) for v in value) + "]"
    return repr(value)


def _encode(value: Any) -> Any:
    """SC-JSON encoding that never fails (an unexpected object becomes its repr text)."""
    try:
        return sc_encode(value)
    except CalcArrayError:
        return _format(value)


# --------------------------------------------------------------------------- steps


@dataclass(frozen=True)
class VarView:
    """One variable as the step debugger lists it."""

    name: str
    value: Any
    changed: bool

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "value": self.value, "changed": self.changed}


@dataclass(frozen=True)
class ParentView:
    """One slot of the parents chain; ``expr`` when reading it would evaluate it again.

    The reference stores the raw first entry of a level until its first step; reading such
    a slot through ``@Parent`` re-evaluates it (an array as an expression, a special string
    resolved), so the debugger says so instead of pretending it is a plain value.
    """

    value: Any
    expr: bool

    def to_json(self) -> dict[str, Any]:
        return {"value": self.value, "expr": self.expr}


@dataclass(frozen=True)
class Step:
    """One event of an evaluation, self-contained and JSON-serializable.

    ``value`` is the running value of the array being evaluated (``frame``) after the
    event; ``op``/``input``/``args``/``result`` describe an operator application (running
    value and arguments as converted for the operator); ``vars`` are the current array's
    local variables plus the game variables, ``parents`` the parents chain outermost first
    (``parents[-1]`` is what
    ``@Parent -1`` reads). ``depth`` counts the arrays and blocks open at this step (step
    over/out navigate by it). Values are SC-JSON encoded (``"@BigInt 5"``, ``"@NaN"``).
    """

    index: int
    kind: str
    path: Path
    frame: Path | None
    depth: int
    value: Any
    text: str
    op: str | None = None
    input: Any = None
    args: tuple[Any, ...] | None = None
    result: Any = None
    has_result: bool = False
    vars: tuple[VarView, ...] = ()
    parents: tuple[ParentView, ...] = ()
    message: str | None = None
    error_kind: str | None = None
    counted: bool = False
    span: tuple[int, int] | None = None

    @property
    def where(self) -> str:
        """The node as a user indexes it: ``expr[2][1]``."""
        return format_path(self.path)

    def to_json(self) -> dict[str, Any]:
        """A plain dict of JSON types (lists, not tuples); absent details are left out."""
        out: dict[str, Any] = {
            "i": self.index,
            "kind": self.kind,
            "path": list(self.path),
            "frame": None if self.frame is None else list(self.frame),
            "depth": self.depth,
            "value": self.value,
            "text": self.text,
            "vars": [v.to_json() for v in self.vars],
            "parents": [p.to_json() for p in self.parents],
            "counted": self.counted,
        }
        if self.op is not None:
            out["op"] = self.op
        if self.args is not None:
            out["input"] = self.input
            out["args"] = list(self.args)
        if self.has_result:
            out["result"] = self.result
        if self.message is not None:
            out["message"] = self.message
            out["error_kind"] = self.error_kind
        if self.span is not None:
            out["span"] = list(self.span)
        return out


@dataclass
class Trace:
    """The recorded evaluation of one expression.

    ``result`` is the final (cleaned-up) value, or ``None`` with ``error`` set when the
    evaluation failed; the last step is then the error step.
    """

    expr: Any
    steps: list[Step] = field(default_factory=list)
    result: Any = None
    error: CalcArrayError | None = None
    limits: Limits | None = None  # the limits the evaluation ran under

    def __len__(self) -> int:
        return len(self.steps)

    def __iter__(self) -> Iterator[Step]:
        return iter(self.steps)

    def __getitem__(self, index: int) -> Step:
        return self.steps[index]

    @property
    def ok(self) -> bool:
        """True when the expression evaluated without error."""
        return self.error is None

    @property
    def counted_steps(self) -> int:
        """How many steps the evaluator charged against ``Limits.max_steps``."""
        return sum(1 for s in self.steps if s.counted)

    def expr_json(self) -> Any:
        """The expression tree, SC-JSON encoded (paths of the steps index into it)."""
        return _encode(self.expr)

    def to_json(self) -> dict[str, Any]:
        """Everything a viewer needs: expression, steps, outcome."""
        return {
            "expr": self.expr_json(),
            "steps": [s.to_json() for s in self.steps],
            "result": None if self.error else _encode(self.result),
            "error": None if self.error is None else str(self.error),
        }

    def kinds(self) -> list[str]:
        """The kind of every step (handy in tests and for a quick overview)."""
        return [s.kind for s in self.steps]

    def __str__(self) -> str:
        lines = [f"trace of {format_value(self.expr, 70)}"]
        width = max((len(s.where) for s in self.steps), default=4)
        for s in self.steps:
            line = f"{s.index:>4}  {s.kind:<11} {s.where:<{width}}  {s.text}"
            lines.append(line.rstrip())
            shown = [v for v in s.vars if v.changed]
            if shown and s.kind in {"var", "apply", "enter"}:
                changed = ", ".join(f"{v.name} = {_format_encoded(v.value)}" for v in shown)
                lines.append(f"{'':>6}{'':<11} changed: {changed}")
        if self.error is not None:
            lines.append(f"error: {self.error}")
        else:
            lines.append(f"result: {format_value(self.result, 200)}")
        return "\n".join(lines)

    def show(self) -> None:
        """Print the text form (for plain Python and terminals, where no widget renders)."""
        print(str(self))

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:  # IPython pretty printer
        printer.text(str(self))


# --------------------------------------------------------------------------- decoding


def _decode_shown(value: Any) -> Any:
    """Undo SC-JSON encoding for text output (steps store encoded values)."""
    from .scjson import sc_decode

    try:
        return sc_decode(value)
    except CalcArrayError:
        return value


def _format_encoded(value: Any, limit: int = 60) -> str:
    return format_value(_decode_shown(value), limit)


# --------------------------------------------------------------------------- recording


def node_at(expr: Any, path: Sequence[int]) -> Any:
    """The node of ``expr`` at ``path`` or ``_MISSING`` when the path leads nowhere."""
    node = expr
    for k in path:
        if type(node) is not list or not 0 <= k < len(node):
            return _MISSING
        node = node[k]
    return node


_MISSING = object()

#: Words the preamble removes from the front of an array (calcarray.md 2.3).
_PREAMBLE_WORDS = frozenset({
    "@var_retain", "@var_copy", "@global_var_retain", "@global_var_copy", "@global_var_none",
    "@global_var_retain_inner", "@global_var_copy_inner", "@global_var_none_inner",
    "@CalcArray", "@include_gvars",
})


def _first_index(expr: Any) -> int:
    """Index of an array's first entry after its preamble (what becomes the running value)."""
    if type(expr) is not list:
        return 0
    if "@end_vars" in expr:
        return expr.index("@end_vars") + 1
    k = 0
    if expr and type(expr[0]) is str and expr[0][:1] == "@":
        while k < len(expr) and type(expr[k]) is str and expr[k] in _PREAMBLE_WORDS:
            k += 1
    return k


def _find_identical(expr: Any, target: Any, path: Path = ()) -> Path | None:
    """Path of the very object ``target`` inside ``expr`` (depth-first), if it is there."""
    if expr is target:
        return path
    if type(expr) is list:
        for k, child in enumerate(expr):
            if type(child) is list:
                found = _find_identical(child, target, (*path, k))
                if found is not None:
                    return found
    return None


def _align(built: list[Any], written: list[Any]) -> list[int | None] | None:
    """Map indexes of an array the evaluator built from ``written`` back to ``written``.

    Callbacks (``arr_map`` & co, ``CalcArrayParent``) run the written function entry with
    their inputs inserted (section 4.6); every written entry is still the same object, in
    order. Matching identities from the end pairs the body first, where insertions never
    are. Returns None when ``written`` is not a subsequence of ``built``.
    """
    if len(built) < len(written):
        return None
    out: list[int | None] = [None] * len(built)
    j = len(written) - 1
    for i in range(len(built) - 1, -1, -1):
        if j >= 0 and built[i] is written[j]:
            out[i] = j
            j -= 1
    return out if j < 0 else None


@dataclass
class _Frame:
    """An array (or block) being evaluated, as the recorder tracks it.

    ``raw`` is the path the evaluator reports for it, ``path`` where it is in the written
    expression, ``index_map`` translates the evaluator's entry indexes when the evaluated
    array is not the written one (a callback with inputs inserted, an ``@CalcArray``
    element without its marker). ``mark``/``nested`` attribute the evaluator's step counter
    to the steps of this frame.
    """

    raw: Path
    path: Path
    is_block: bool
    index_map: list[int | None] | None = None
    vars_seen: dict[str, Any] = field(default_factory=dict)
    running: Any = None
    start: int = 0
    mark: int = 0
    nested: int = 0
    next_pos: int | None = None
    first: int | None = None


#: Events that may end one unit of the evaluator's step counter (one operator position of
#: the step loop, one loop turn). ``Tick`` events always stand for exactly one unit.
_CLAIMING = (ev.ApplyOperator, ev.LoopIteration, ev.VariableChange, ev.SkipBlock, ev.EnterBlock)

#: What a ``Tick`` event was charged for, as the step debugger says it.
_TICK_TEXT = {
    "ignored": "{entry} is not an operator here: it and the entries it takes are skipped",
    "repeat": "@repeat: the count / condition is evaluated",
    "loop-end": "@repeat: the condition is no longer true, the loop ends",
    "walk": "a step over the tiles",
    "marker": "a literal marker: the value is converted again",
    "probe": "a binary-search probe",
}


class _Recorder:
    """The observer: keeps the frame stack and turns events into steps."""

    def __init__(self, expr: Any, ctx: EvalContext, forward: Callable[[Any], None] | None):
        self.expr = expr
        self.ctx = ctx
        self.forward = forward
        self.steps: list[Step] = []
        self.stack: list[_Frame] = []
        self.base = _Frame((), (), False)  # accounting for work outside every array
        self.names: dict[str, None] = {}  # every variable name seen, in first-seen order
        # Game variables as they were before the evaluation: only real changes are flagged.
        self.last_vars: dict[str, Any] = {
            f"@GVar {i}": _encode(v) for i, v in enumerate(ctx.state.game_vars)
        }
        self.accounted = 0
        self.now = 0
        self.saw_error = False

    # -- paths

    def _map(self, raw: Sequence[int]) -> Path:
        """Translate an evaluator path into a path of the written expression."""
        raw = tuple(raw)
        for frame in reversed(self.stack):
            if frame.is_block or raw[: len(frame.raw)] != frame.raw:
                continue
            rest = raw[len(frame.raw) :]
            if not rest:
                return frame.path
            first = rest[0]
            if frame.index_map is not None:
                mapped = frame.index_map[first] if 0 <= first < len(frame.index_map) else None
                if mapped is None:  # an inserted input: point at the function entry
                    return frame.path
                first = mapped
            return (*frame.path, first, *rest[1:])
        return raw

    def _locate_array(self, raw_arr: Path, built: Any) -> tuple[Path, list[int | None] | None]:
        """Where the array the evaluator entered is written, and how its indexes map."""
        at = self._map(raw_arr)
        node = node_at(self.expr, at)
        if node is built or (type(node) is list and node == built):
            return at, None
        if type(node) is list and node and node[0] == "@CalcArray" and node[1:] == built:
            return at, list(range(1, len(node)))
        if type(built) is list and at:
            for j in range(1, 12):  # raw function entries follow their operator
                sibling = (*at[:-1], at[-1] + j)
                written = node_at(self.expr, sibling)
                if type(written) is list:
                    index_map = _align(built, written)
                    if index_map is not None:
                        return sibling, index_map
        found = _find_identical(self.expr, built)
        if found is not None:  # e.g. a @Parent slot evaluated again
            return found, None
        return at, None

    def _array_frame(self) -> _Frame | None:
        for frame in reversed(self.stack):
            if not frame.is_block:
                return frame
        return None

    # -- step accounting

    def _own_units(self, frame: _Frame) -> int:
        return self.now - frame.mark - frame.nested

    def _settle(self, frame: _Frame) -> None:
        frame.mark = self.now
        frame.nested = 0

    def _array_of(self, acct: _Frame | None) -> _Frame | None:
        """The array a frame belongs to (a block belongs to the array that holds it)."""
        if acct is None or acct is self.base:
            return None
        k = next((i for i, f in enumerate(self.stack) if f is acct), len(self.stack) - 1)
        while k >= 0 and self.stack[k].is_block:
            k -= 1
        return self.stack[k] if k >= 0 else None

    def _ticks(self, count: int, acct: _Frame | None) -> None:
        """Steps for counted units that no event ended (only an error leaves such units).

        They were begun and never finished; they are shown where the frame stood.
        """
        for _ in range(max(0, count)):
            self._in_progress_tick(acct if acct is not None else self.base)

    def _skip_block(self, frame: _Frame, word_path: Path, word: str) -> None:
        """After a skipped/finished block the array goes on past its end (for error ticks)."""
        from .blocks import block_end

        arr = node_at(self.expr, frame.path)
        if type(arr) is not list or len(word_path) != len(frame.path) + 1:
            return
        start = word_path[-1] + (1 if word == "@else" else 2)
        if word in ("@if", "@else-if", "@else", "@repeat"):
            frame.next_pos = block_end(arr, min(start, len(arr)), len(arr), word) + 1

    def _depth_of(self, frame: _Frame | None) -> int:
        for k, f in enumerate(self.stack):
            if f is frame:
                return k + 1
        return len(self.stack) if frame is None else 0

    def _close(self, frame: _Frame) -> None:
        """A frame ends: its unclaimed work becomes ticks, its total goes to the parent."""
        self._ticks(self._own_units(frame), frame)
        total = self.now - frame.start
        parent = self.stack[-2] if len(self.stack) >= 2 else self.base
        parent.nested += total

    # -- snapshots

    def _vars(self, event: ev.Event) -> tuple[VarView, ...]:
        current: dict[str, Any] = {}
        for i, v in enumerate(event.variables):
            current[f"@Var {i}"] = _encode(_strip_marker(v))
        for i, v in enumerate(self.ctx.state.game_vars):
            current[f"@GVar {i}"] = _encode(v)
        for name in current:
            self.names.setdefault(name, None)
        before = self.stack[-1].vars_seen if self.stack else self.last_vars
        views = tuple(
            VarView(name, current[name], name not in before or before[name] != current[name])
            for name in self.names
            if name in current
        )
        if self.stack:
            self.stack[-1].vars_seen = current
        self.last_vars = current
        return views

    @staticmethod
    def _parents(event: ev.Event) -> tuple[ParentView, ...]:
        out = []
        for slot in event.parents:
            is_expr = (type(slot) is list and not (slot and slot[0] == LITERAL)) or (
                isinstance(slot, str) and slot.startswith("@")
            )
            out.append(ParentView(_encode(_strip_marker(slot)), is_expr))
        return tuple(out)

    # -- the observer

    def __call__(self, event: Any) -> None:
        if self.forward is not None:
            self.forward(event)
        self.now = event.step
        if isinstance(event, ev.ErrorEvent):
            self.saw_error = True
            self._error_step(event)
            return
        if isinstance(event, ev.EnterArray):
            raw_arr = tuple(event.path)
            path, index_map = self._locate_array(raw_arr, event.expr)
            seen = dict(self.stack[-1].vars_seen) if self.stack else dict(self.last_vars)
            frame = _Frame(raw_arr, path, False, index_map, seen, start=self.now,
                           mark=self.now)
            self.stack.append(frame)
            self._record(event, "enter", path, len(self.stack))
            return
        if isinstance(event, ev.Result):
            top = self.stack[-1] if self.stack else None
            if top is not None and top.is_block and top.raw == tuple(event.path):
                return  # the block's own sub-evaluation ended; LeaveBlock reports it
            frame = self._array_frame()
            if frame is None:
                return
            self._close(frame)
            self._record(event, "leave", frame.path, len(self.stack) - 1)
            while self.stack and self.stack[-1] is not frame:
                self.stack.pop()
            if self.stack:
                self.stack.pop()
            return
        if isinstance(event, ev.EnterBlock):
            path = self._map(event.path)
            frame = self._array_frame()
            if event.word != "@repeat":  # a loop turn step already announced the block
                claimed = self._claim()
                self._record(event, "block", path, len(self.stack), counted=claimed)
            seen = dict(self.stack[-1].vars_seen) if self.stack else {}
            raw = frame.raw if frame else ()
            self.stack.append(_Frame(raw, frame.path if frame else (), True, None, seen,
                                     start=self.now, mark=self.now))
            return
        if isinstance(event, ev.LeaveBlock):
            path = self._map(event.path)
            if self.stack and self.stack[-1].is_block:
                block = self.stack[-1]
                self._close(block)
                inner_seen = block.vars_seen
                self._record(event, "block-leave", path, len(self.stack) - 1)
                self.stack.pop()
                if self.stack:  # blocks share their array's variables
                    self.stack[-1].vars_seen = inner_seen
            else:
                self._record(event, "block-leave", path, len(self.stack))
            return
        path = self._map(event.path)
        if isinstance(event, ev.Tick):
            # Exactly one unit, the latest: an enclosing unit (the operator whose argument
            # walked over tiles) is still open and is ended by its own event later.
            (self.stack[-1] if self.stack else self.base).nested += 1
            self.accounted += 1
            self._tick_step(event, path)
            return
        if isinstance(event, _CLAIMING):
            claimed = self._claim()
            kind = _KINDS[type(event)]
            self._record(event, kind, path, len(self.stack), counted=claimed)
            return
        self._record(event, _KINDS.get(type(event), type(event).__name__.lower()), path,
                     len(self.stack))

    def _tick_text(self, event: ev.Tick, path: Path) -> str:
        template = _TICK_TEXT.get(event.reason, "evaluator step ({reason})")
        entry = node_at(self.expr, path)
        shown = format_value(entry, 30) if entry is not _MISSING else "the entry"
        return template.format(entry=shown, reason=event.reason)

    def _tick_step(self, event: ev.Tick, path: Path) -> None:
        """A counted unit without a richer event: a ``tick`` step where it happened."""
        if event.running is not None:  # reported by the step loop, with its snapshots
            self._record(event, "tick", path, len(self.stack), counted=True)
            return
        # Work inside a string or an operator (a walk, a probe): the level's state is that
        # of the step before.
        frame = self._array_frame()
        prev = self.steps[-1] if self.steps else None
        self.steps.append(
            Step(
                index=len(self.steps),
                kind="tick",
                path=path,
                frame=frame.path if frame else None,
                depth=len(self.stack),
                value=prev.value if prev else _encode(UNDEFINED),
                text=self._tick_text(event, path),
                vars=prev.vars if prev else (),
                parents=prev.parents if prev else (),
                counted=True,
            )
        )

    def _claim(self) -> bool:
        """Charge the current frame's pending unit to this event (False: it has none)."""
        frame = self.stack[-1] if self.stack else self.base
        own = self._own_units(frame)
        if own <= 0:
            return False
        self._ticks(own - 1, frame)
        self._settle(frame)
        self.accounted += 1
        return True

    def _record(self, event: Any, kind: str, path: Path, depth: int, *,
                counted: bool = False) -> None:
        frame = self._array_frame()
        if isinstance(event, ev.ResolveString):
            # Outside every array (a string expression) the resolved value is all there is.
            running = frame.running if frame else _encode(_strip_marker(event.result))
            if frame is not None and frame.first is not None and path == (*frame.path,
                                                                           frame.first):
                # The array's first entry was resolved: that is its running value now.
                running = frame.running = _encode(_strip_marker(event.result))
        else:
            running = _encode(_strip_marker(event.running))
            if frame is not None:
                frame.running = running
        vars_ = self._vars(event)
        text, extra = self._describe(event, kind)
        if isinstance(event, ev.EnterArray) and frame is not None and frame.index_map:
            inserted = [event.expr[i] for i, m in enumerate(frame.index_map) if m is None]
            written = node_at(self.expr, frame.path)
            if any(type(x) is not str or x != "@end_vars" for x in inserted):
                shown = ", ".join(format_value(_strip_marker(x), 30) for x in inserted
                                  if not (type(x) is str and x == "@end_vars"))
                text = f"call {format_value(written, 40)} with inputs {shown}"
        parents = self._parents(event)
        if isinstance(event, ev.ApplyOperator):
            # A step shows the state *after* it: the result is the new running value and
            # what the level's slot (``@Parent -1``) holds from now on.
            running = extra["result"]
            if frame is not None:
                frame.running = running
            if parents:
                parents = (*parents[:-1], ParentView(running, False))
        if frame is not None and path[: len(frame.path)] == frame.path:
            if isinstance(event, ev.EnterArray):
                first = _first_index(event.expr)
                if frame.index_map is not None and first < len(frame.index_map):
                    mapped = frame.index_map[first]
                    first = mapped if mapped is not None else -1
                frame.next_pos = first + 1 if first >= 0 else None
                frame.first = first if first >= 0 else None
            elif isinstance(event, ev.ApplyOperator) and len(path) == len(frame.path) + 1:
                frame.next_pos = path[-1] + 1 + len(event.args)
        if frame is not None and isinstance(event, (ev.SkipBlock, ev.LeaveBlock)):
            self._skip_block(frame, path, event.word)
        if isinstance(event, ev.LoopIteration) and frame is not None:
            extra["span"] = self._loop_span(path)
        self.steps.append(
            Step(
                index=len(self.steps),
                kind=kind,
                path=path,
                frame=frame.path if frame else None,
                depth=depth,
                value=running,
                text=text,
                vars=vars_,
                parents=parents,
                counted=counted,
                **extra,
            )
        )

    def _loop_span(self, word_path: Path) -> tuple[int, int] | None:
        """Index range of a ``@repeat`` block in its array (what a loop turn runs again)."""
        from .blocks import block_end

        arr = node_at(self.expr, word_path[:-1]) if word_path else _MISSING
        if type(arr) is not list:
            return None
        k = word_path[-1]
        return (k + 2, block_end(arr, k + 2, len(arr), "@repeat"))

    def _error_step(self, event: ev.ErrorEvent) -> None:
        """The error ends the trace: units begun and not finished, then the error step.

        Every counted unit ends in an event, so the units still open are exactly the
        steps the error interrupted: in each enclosing frame the one waiting for what
        failed (an operator waiting for its argument), outermost first, as they were
        begun. The innermost frame's last unit is the one that failed: the error step.
        """
        frames = [self.base, *self.stack]
        last = len(frames) - 1
        for i, f in enumerate(frames):
            end = self.now if i == last else frames[i + 1].start
            own = end - f.mark - f.nested - (1 if i == last else 0)
            self._ticks(own, f)
        frame = self._array_frame()
        err = event.error
        message = getattr(err, "message", None) or str(err)
        prev = self.steps[-1] if self.steps else None
        self.steps.append(
            Step(
                index=len(self.steps),
                kind="error",
                path=self._map(getattr(err, "path", event.path) or ()),
                frame=frame.path if frame else None,
                depth=len(self.stack),
                value=frame.running if frame else _encode(UNDEFINED),
                text=f"error: {message}",
                vars=self._vars(event) if event.variables else (prev.vars if prev else ()),
                parents=self._parents(event) if event.parents else (
                    prev.parents if prev else ()),
                message=message,
                error_kind=getattr(err, "kind", "error"),
            )
        )

    def _in_progress_tick(self, acct: _Frame) -> None:
        """A step an enclosing array had begun when the evaluation stopped."""
        arr = self._array_of(acct)
        path: Path = arr.path if arr else ()
        if arr is not None and arr.next_pos is not None:
            written = node_at(self.expr, arr.path)
            if type(written) is list and 0 <= arr.next_pos < len(written):
                path = (*arr.path, arr.next_pos)
        prev = self.steps[-1] if self.steps else None
        self.accounted += 1
        self.steps.append(
            Step(
                index=len(self.steps),
                kind="tick",
                path=path,
                frame=arr.path if arr else None,
                depth=self._depth_of(acct),
                value=arr.running if arr and arr.running is not None else (
                    prev.value if prev else _encode(UNDEFINED)),
                text=f"{format_path(path)} had begun and did not finish",
                vars=prev.vars if prev else (),
                parents=prev.parents if prev else (),
                counted=True,
            )
        )

    def finish(self) -> None:
        """After a normal end: any work not yet shown becomes ticks."""
        self._ticks(self.now - self.accounted, None)

    def _describe(self, event: Any, kind: str) -> tuple[str, dict[str, Any]]:
        """One line for the text form and the step-specific fields."""
        running = _strip_marker(event.running)
        if isinstance(event, ev.ApplyOperator):
            args = tuple(_strip_marker(a) for a in event.args)
            shown = " ".join(format_value(a, 30) for a in args)
            text = f"{format_value(running, 30)} {event.operator}{' ' + shown if shown else ''}"
            text += f" = {format_value(_strip_marker(event.result))}"
            return text, {
                "op": event.operator,
                "input": _encode(running),
                "args": tuple(_encode(a) for a in args),
                "result": _encode(_strip_marker(event.result)),
                "has_result": True,
            }
        if isinstance(event, ev.ResolveString):
            result = _strip_marker(event.result)
            unresolved = isinstance(result, str) and result == event.text
            text = f"{event.text} -> {format_value(result)}"
            if unresolved:
                text += " (unresolved)"
            return text, {"op": event.text, "result": _encode(result), "has_result": True}
        if isinstance(event, ev.EnterArray):
            return f"evaluate {format_value(event.expr, 50)}", {}
        if isinstance(event, ev.Result):
            return f"array done = {format_value(running)}", {
                "result": _encode(running),
                "has_result": True,
            }
        if isinstance(event, ev.EnterBlock):
            cond = "" if event.condition is None else f" ({format_value(event.condition)})"
            return f"{event.word}{cond}: run the block", {"op": event.word}
        if isinstance(event, ev.SkipBlock):
            cond = "" if event.condition is None else f" ({format_value(event.condition)})"
            return f"{event.word}{cond}: skip the block", {"op": event.word}
        if isinstance(event, ev.LeaveBlock):
            return f"end of {event.word} block = {format_value(running)}", {"op": event.word}
        if isinstance(event, ev.LoopIteration):
            if isinstance(event.condition, float):
                why = f", {format_value(event.condition)} to go"
            else:
                why = f", condition {format_value(event.condition)}"
            return f"@repeat: turn {event.iteration + 1}{why}", {"op": "@repeat"}
        if isinstance(event, ev.VariableChange):
            return _describe_change(event)
        if isinstance(event, ev.Tick):
            return self._tick_text(event, self._map(event.path)), {}
        if isinstance(event, ev.ErrorEvent):
            err = event.error
            message = getattr(err, "message", None) or str(err)
            err_kind = getattr(err, "kind", "error")
            return f"error: {message}", {"message": message, "error_kind": err_kind}
        return kind, {}


def _describe_change(event: ev.VariableChange) -> tuple[str, dict[str, Any]]:
    """Text and fields of a word of section 6, from what the evaluator reported it did."""
    word, target, index = event.word, event.target, event.index
    lists = {"var": "@Var", "gvar": "@GVar", "mvar": "@MVar", "spawn": "tile spawn",
             "forced_spawn": "forced spawn"}
    if target in lists:
        where = f"{lists[target]} {format_value(index)}"
    elif target == "tile" and isinstance(index, tuple):
        where = f"tile ({format_value(index[0])}, {format_value(index[1])})"
    elif target == "script":
        return f"{word}: run script {format_value(index)}", {"op": word}
    else:
        where = target or "?"
    if not event.changed:
        return f"{word}: {where} does not exist, nothing changed", {"op": word}
    if word.startswith("@remove_"):
        return f"{word}: {where} removed", {"op": word}
    value = _strip_marker(event.value)
    return f"{word}: {where} = {format_value(value)}", {
        "op": word,
        "result": _encode(value),
        "has_result": True,
    }


def _isolated(ctx: EvalContext) -> EvalContext:
    """A context whose game state is a private copy, so tracing cannot change a live game.

    Expressions may add score, edit game variables or draw random numbers; a debugger that
    looks at a merge rule of a running game must leave that game exactly as it was.
    """
    try:
        state = copy.deepcopy(ctx.state)
    except Exception:  # an exotic hook that cannot be copied: share, but copy the lists
        state = replace(ctx.state, **{
            name: copy.deepcopy(getattr(ctx.state, name))
            for name in ("grid", "game_vars", "modifier_vars", "mvar_indices", "tile_spawns",
                         "forced_spawns", "script_signals", "primes")
        })
    return replace(ctx, state=state)


def trace(
    expr: Any,
    context: EvalContext | None = None,
    *,
    max_steps: int | None = None,
    isolate: bool = True,
    vars: list[Any] | None = None,
) -> Trace:
    """Evaluate ``expr`` and record every step; never raises for expression errors.

    ``context`` defaults to a fresh ``EvalContext``. Its ``Limits.max_steps`` is lowered to
    ``max_steps`` (default :data:`DEFAULT_MAX_STEPS`, or the context's own limit when that
    is smaller). With ``isolate`` (the default) the game state is deep-copied first, so
    side effects stay inside the trace. An observer already on the context still receives
    every event. ``vars`` is a variable list offered to ``@var_retain`` (a merge rule's
    variables); it is copied when isolating.
    """
    from .evaluator import evaluate  # the evaluator imports operators; keep import cheap

    ctx = context if context is not None else EvalContext()
    if isolate:
        ctx = _isolated(ctx)
    cap = DEFAULT_MAX_STEPS if max_steps is None else max_steps
    if max_steps is not None or ctx.limits.max_steps > cap:
        ctx = replace(ctx, limits=replace(ctx.limits, max_steps=cap))
    recorder = _Recorder(expr, ctx, ctx.observer)
    ctx = replace(ctx, observer=recorder)
    out = Trace(expr=expr, limits=ctx.limits)
    offered = None if vars is None else (copy.deepcopy(vars) if isolate else vars)
    try:
        value = evaluate(expr, ctx) if offered is None else evaluate(expr, ctx, vars=offered)
    except CalcArrayError as exc:
        out.error = exc
        _finish_error(recorder, exc)
    except RecursionError:
        exc = CalcArrayError("expression nests too deeply (recursion)", (), kind="limit")
        out.error = exc
        _finish_error(recorder, exc)
    else:
        out.result = value
        recorder.finish()
        _finish_result(recorder, value)
    out.steps = recorder.steps
    return out


def _renumber(steps: list[Step]) -> None:
    """Make every step's ``index`` its position (the result step may replace a leave)."""
    for k, step in enumerate(steps):
        if step.index != k:
            steps[k] = replace(step, index=k)


def _finish_error(recorder: _Recorder, exc: CalcArrayError) -> None:
    """Make sure the trace ends on exactly one error step carrying the error's path."""
    steps = recorder.steps
    if not (recorder.saw_error and steps and steps[-1].kind == "error"):
        recorder._error_step(ev.ErrorEvent(path=exc.path, running=None, error=exc))
    _renumber(steps)


def _finish_result(recorder: _Recorder, value: Any) -> None:
    """End on one ``result`` step holding the final, cleaned-up value."""
    steps = recorder.steps
    encoded = _encode(value)
    text = f"result = {format_value(value)}"
    last = steps[-1] if steps else None
    if last is not None and last.kind == "leave" and last.path == () and last.depth == 0:
        steps[-1] = replace(last, kind="result", value=encoded, result=encoded,
                            has_result=True, text=text)
        _renumber(steps)
        return
    steps.append(
        Step(
            index=len(steps),
            kind="result",
            path=(),
            frame=None,
            depth=0,
            value=encoded,
            text=text,
            result=encoded,
            has_result=True,
            vars=last.vars if last else (),
            parents=(),
        )
    )
    _renumber(steps)
