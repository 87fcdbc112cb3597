"""The step debugger's recorder: the observer that turns evaluator events into steps.

``trace.trace`` attaches a ``Recorder`` to one evaluation. The recorder keeps a stack of the
arrays and blocks being evaluated (``Frame``), maps each event's path back to the written
expression (callbacks and ``@CalcArray`` elements are evaluated as arrays that are not
written as such: ``locate``-ing them is the delicate part) and turns every event into a
``steps.Step`` with its text, running value, variables and parents chain.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import observe as ev
from .context import EvalContext
from .convert import LITERAL
from .errors import MISSING, format_path, node_at
from .formatting import encode, format_value, strip_marker
from .operators import REGISTRY
from .steps import ParentView, Path, Step, VarView
from .values import UNDEFINED

#: Raw function entries (``"raw"`` arguments, the functions of ``arr_map`` & co) follow their
#: operator: an evaluated function entry lies at most this many positions after the one the
#: evaluator reports (the largest removal count of an operator taking raw entries).
#: The step kind of each event class.
KINDS: dict[type, str] = {
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

RAW_REACH = max((op.rc for op in REGISTRY.values() if "raw" in op.args), default=1)


#: Words the preamble removes from the front of an array.
PREAMBLE_WORDS = frozenset({
    "@var_retain", "@var_copy", "@global_var_retain", "@global_var_copy", "@global_var_none",
    "@global_var_retain_inner", "@global_var_copy_inner", "@global_var_none_inner",
    "@CalcArray", "@include_gvars",
})


def first_index(expr: Any) -> int:
    """Index of an array's first entry after its preamble (what becomes the running value)."""
    if type(expr) is not list:
        return 0
    if "@end_vars" in expr:
        return expr.index("@end_vars") + 1
    k = 0
    if expr and type(expr[0]) is str and expr[0][:1] == "@":
        while k < len(expr) and type(expr[k]) is str and expr[k] in PREAMBLE_WORDS:
            k += 1
    return k


def find_identical(expr: Any, target: Any, path: Path = ()) -> Path | None:
    """Path of the very object ``target`` inside ``expr`` (depth-first), if it is there."""
    if expr is target:
        return path
    if type(expr) is list:
        for k, child in enumerate(expr):
            if type(child) is list:
                found = find_identical(child, target, (*path, k))
                if found is not None:
                    return found
    return None


def align(built: list[Any], written: list[Any]) -> list[int | None] | None:
    """Map indexes of an array the evaluator built from ``written`` back to ``written``.

    Callbacks (``arr_map`` & co, ``CalcArrayParent``) run the written function entry with
    their inputs inserted; every written entry is still the same object, in
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
class Frame:
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
CLAIMING = (ev.ApplyOperator, ev.LoopIteration, ev.VariableChange, ev.SkipBlock, ev.EnterBlock)

#: What a ``Tick`` event was charged for, as the step debugger says it.
TICK_TEXT = {
    "ignored": "{entry} is not an operator here: it and the entries it takes are skipped",
    "repeat": "@repeat: the count / condition is evaluated",
    "loop-end": "@repeat: the condition is no longer true, the loop ends",
    "walk": "a step over the tiles",
    "marker": "a literal marker: the value is converted again",
    "probe": "a binary-search probe",
}


class Recorder:
    """The observer: keeps the frame stack and turns events into steps."""

    def __init__(self, expr: Any, ctx: EvalContext, forward: Callable[[Any], None] | None):
        self.expr = expr
        self.ctx = ctx
        self.forward = forward
        self.steps: list[Step] = []
        self.stack: list[Frame] = []
        self.base = Frame((), (), False)  # accounting for work outside every array
        self.names: dict[str, None] = {}  # every variable name seen, in first-seen order
        # Game variables as they were before the evaluation: only real changes are flagged.
        self.last_vars: dict[str, Any] = {
            f"@GVar {i}": encode(v) for i, v in enumerate(ctx.state.game_vars)
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
            for j in range(1, RAW_REACH):  # raw function entries follow their operator
                sibling = (*at[:-1], at[-1] + j)
                written = node_at(self.expr, sibling)
                if type(written) is list:
                    index_map = align(built, written)
                    if index_map is not None:
                        return sibling, index_map
        found = find_identical(self.expr, built)
        if found is not None:  # e.g. a @Parent slot evaluated again
            return found, None
        return at, None

    def _array_frame(self) -> Frame | None:
        for frame in reversed(self.stack):
            if not frame.is_block:
                return frame
        return None

    # -- step accounting

    def _own_units(self, frame: Frame) -> int:
        return self.now - frame.mark - frame.nested

    def _settle(self, frame: Frame) -> None:
        frame.mark = self.now
        frame.nested = 0

    def _array_of(self, acct: Frame | None) -> Frame | None:
        """The array a frame belongs to (a block belongs to the array that holds it)."""
        if acct is None or acct is self.base:
            return None
        k = next((i for i, f in enumerate(self.stack) if f is acct), len(self.stack) - 1)
        while k >= 0 and self.stack[k].is_block:
            k -= 1
        return self.stack[k] if k >= 0 else None

    def _ticks(self, count: int, acct: Frame | None) -> None:
        """Steps for counted units that no event ended (only an error leaves such units).

        They were begun and never finished; they are shown where the frame stood.
        """
        for _ in range(max(0, count)):
            self._in_progress_tick(acct if acct is not None else self.base)

    def _skip_block(self, frame: Frame, word_path: Path, word: str) -> None:
        """After a skipped/finished block the array goes on past its end (for error ticks)."""
        from .blocks import block_end

        arr = node_at(self.expr, frame.path)
        if type(arr) is not list or len(word_path) != len(frame.path) + 1:
            return
        start = word_path[-1] + (1 if word == "@else" else 2)
        if word in ("@if", "@else-if", "@else", "@repeat"):
            frame.next_pos = block_end(arr, min(start, len(arr)), len(arr), word) + 1

    def _depth_of(self, frame: Frame | None) -> int:
        for k, f in enumerate(self.stack):
            if f is frame:
                return k + 1
        return len(self.stack) if frame is None else 0

    def _close(self, frame: Frame) -> None:
        """A frame ends: its unclaimed work becomes ticks, its total goes to the parent."""
        self._ticks(self._own_units(frame), frame)
        total = self.now - frame.start
        parent = self.stack[-2] if len(self.stack) >= 2 else self.base
        parent.nested += total

    # -- snapshots

    def _vars(self, event: ev.Event) -> tuple[VarView, ...]:
        current: dict[str, Any] = {}
        for i, v in enumerate(event.variables):
            current[f"@Var {i}"] = encode(strip_marker(v))
        for i, v in enumerate(self.ctx.state.game_vars):
            current[f"@GVar {i}"] = encode(v)
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
            out.append(ParentView(encode(strip_marker(slot)), is_expr))
        return tuple(out)

    # -- the observer

    def __call__(self, event: Any) -> None:
        if self.forward is not None:
            self.forward(event)
        self.now = event.step
        if isinstance(event, ev.ErrorEvent):
            self.saw_error = True
            self.error_step(event)
            return
        if isinstance(event, ev.EnterArray):
            raw_arr = tuple(event.path)
            path, index_map = self._locate_array(raw_arr, event.expr)
            seen = dict(self.stack[-1].vars_seen) if self.stack else dict(self.last_vars)
            opened = Frame(raw_arr, path, False, index_map, seen, start=self.now,
                            mark=self.now)
            self.stack.append(opened)
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
            self.stack.append(Frame(raw, frame.path if frame else (), True, None, seen,
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
        if isinstance(event, CLAIMING):
            claimed = self._claim()
            kind = KINDS[type(event)]
            self._record(event, kind, path, len(self.stack), counted=claimed)
            return
        self._record(event, KINDS.get(type(event), type(event).__name__.lower()), path,
                     len(self.stack))

    def _tick_text(self, event: ev.Tick, path: Path) -> str:
        template = TICK_TEXT.get(event.reason, "evaluator step ({reason})")
        entry = node_at(self.expr, path)
        shown = format_value(entry, 30) if entry is not MISSING else "the entry"
        return template.format(entry=shown, reason=event.reason)

    def _tick_step(self, event: ev.Tick, path: Path) -> None:
        """A counted unit without a richer event: a ``tick`` step where it happened."""
        if event.running is not None:  # reported by the step loop, with its snapshots
            self._record(event, "tick", path, len(self.stack), counted=True)
            return
        # Work inside a string or an operator (a walk, a probe): the level's state is that
        # of the step before.
        frame = self._array_frame()
        self._carry_tick(path, frame.path if frame else None, len(self.stack),
                         self._tick_text(event, path))

    def _carry_tick(self, path: Path, frame: Path | None, depth: int, text: str,
                    value: Any = None) -> None:
        """A counted ``tick`` step that changes no state: its variables, parents and (unless
        ``value`` is given) value are those of the step before."""
        prev = self.steps[-1] if self.steps else None
        if value is None:
            value = prev.value if prev else encode(UNDEFINED)
        self.steps.append(
            Step(
                index=len(self.steps),
                kind="tick",
                path=path,
                frame=frame,
                depth=depth,
                value=value,
                text=text,
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
            running = frame.running if frame else encode(strip_marker(event.result))
            if frame is not None and frame.first is not None and path == (*frame.path,
                                                                           frame.first):
                # The array's first entry was resolved: that is its running value now.
                running = frame.running = encode(strip_marker(event.result))
        else:
            running = encode(strip_marker(event.running))
            if frame is not None:
                frame.running = running
        vars_ = self._vars(event)
        text, extra = self._describe(event, kind)
        if isinstance(event, ev.EnterArray) and frame is not None and frame.index_map:
            inserted = [event.expr[i] for i, m in enumerate(frame.index_map) if m is None]
            written = node_at(self.expr, frame.path)
            if any(type(x) is not str or x != "@end_vars" for x in inserted):
                shown = ", ".join(format_value(strip_marker(x), 30) for x in inserted
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
                first = first_index(event.expr)
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

        arr = node_at(self.expr, word_path[:-1]) if word_path else MISSING
        if type(arr) is not list:
            return None
        k = word_path[-1]
        return (k + 2, block_end(arr, k + 2, len(arr), "@repeat"))

    def error_step(self, event: ev.ErrorEvent) -> None:
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
                value=frame.running if frame else encode(UNDEFINED),
                text=f"error: {message}",
                vars=self._vars(event) if event.variables else (prev.vars if prev else ()),
                parents=self._parents(event) if event.parents else (
                    prev.parents if prev else ()),
                message=message,
                error_kind=getattr(err, "kind", "error"),
            )
        )

    def _in_progress_tick(self, acct: Frame) -> None:
        """A step an enclosing array had begun when the evaluation stopped."""
        arr = self._array_of(acct)
        path: Path = arr.path if arr else ()
        if arr is not None and arr.next_pos is not None:
            written = node_at(self.expr, arr.path)
            if type(written) is list and 0 <= arr.next_pos < len(written):
                path = (*arr.path, arr.next_pos)
        self.accounted += 1
        self._carry_tick(path, arr.path if arr else None, self._depth_of(acct),
                         f"{format_path(path)} had begun and did not finish",
                         arr.running if arr else None)

    def finish(self) -> None:
        """After a normal end: any work not yet shown becomes ticks."""
        self._ticks(self.now - self.accounted, None)

    def _describe(self, event: Any, kind: str) -> tuple[str, dict[str, Any]]:
        """One line for the text form and the step-specific fields."""
        running = strip_marker(event.running)
        if isinstance(event, ev.ApplyOperator):
            args = tuple(strip_marker(a) for a in event.args)
            shown = " ".join(format_value(a, 30) for a in args)
            text = f"{format_value(running, 30)} {event.operator}{' ' + shown if shown else ''}"
            text += f" = {format_value(strip_marker(event.result))}"
            return text, {
                "op": event.operator,
                "input": encode(running),
                "args": tuple(encode(a) for a in args),
                "result": encode(strip_marker(event.result)),
                "has_result": True,
            }
        if isinstance(event, ev.ResolveString):
            result = strip_marker(event.result)
            unresolved = isinstance(result, str) and result == event.text
            text = f"{event.text} -> {format_value(result)}"
            if unresolved:
                text += " (unresolved)"
            return text, {"op": event.text, "result": encode(result), "has_result": True}
        if isinstance(event, ev.EnterArray):
            return f"evaluate {format_value(event.expr, 50)}", {}
        if isinstance(event, ev.Result):
            return f"array done = {format_value(running)}", {
                "result": encode(running),
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
            return describe_change(event)
        if isinstance(event, ev.Tick):
            return self._tick_text(event, self._map(event.path)), {}
        if isinstance(event, ev.ErrorEvent):
            err = event.error
            message = getattr(err, "message", None) or str(err)
            err_kind = getattr(err, "kind", "error")
            return f"error: {message}", {"message": message, "error_kind": err_kind}
        return kind, {}


def describe_change(event: ev.VariableChange) -> tuple[str, dict[str, Any]]:
    """Text and fields of a word that changes variables or the game, from what the
    evaluator reported it did."""
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
    value = strip_marker(event.value)
    return f"{word}: {where} = {format_value(value)}", {
        "op": word,
        "result": encode(value),
        "has_result": True,
    }
