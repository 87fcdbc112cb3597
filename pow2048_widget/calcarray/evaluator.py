"""The CalcArray evaluator: preamble, step loop, conversions and control flow (sections 2-8).

One ``Evaluation`` object is made per top-level call. It carries what is shared by every
level of that call (game state, limits, step and depth counters, observer) and implements
the ``OpEnv`` protocol operators use. What differs per level (position, parents chain,
variables, cascade mode, path) is passed as arguments, because the engine evaluates small
expressions millions of times and Python attribute/object churn is the main cost.

Arrays are never mutated: a level walks its array with an index instead of copying and
shrinking it, and blocks run on index ranges of the same array. Paths in errors and events
therefore point into the expression as the user wrote it.
"""

from __future__ import annotations

import sys
import threading
from typing import Any

from . import observe as ev
from . import programs as _programs
from .blocks import CONTROL_WORDS, run_control
from .compiled import EAGER as _EAGER
from .compiled import OFF as _INTERPRET
from .context import EvalContext, Limits, normalize_context
from .convert import (
    ANY,
    CASCADE_INNER,
    CASCADE_SELF,
    FAMILY_CODES,
    LITERAL,
    NONE,
    NUMBER,
    PREAMBLE_WORDS,
    RAW,
    STRIPPED_WORDS,
    cleanup,
    mark,
)
from .cpu_clock import cpu_clock
from .errors import CalcArrayError, CalcArrayLimitError, user_words
from .fastplan import MISS
from .intmath import bits_cost
from .jsnum import to_string
from .operands import VALUE_TYPES as _VALUE_TYPES
from .operands import OperandConversion
from .operands import not_a_value as _not_a_value
from .operator_failures import operator_failure as _failure
from .programs import ENTRIES as _ENTRIES
from .programs import entry_for as _entry_for
from .programs import planned as _planned
from .services import OperatorServices
from .special_strings import resolve as _resolve_string
from .state import GameState
from .values import UNDEFINED, BigRational, GaussianBigInt
from .words import WORDS as _WORDS

_STRIPPED = STRIPPED_WORDS
_PREAMBLE = PREAMBLE_WORDS
_CASCADE_SELF = CASCADE_SELF
_CASCADE_INNER = CASCADE_INNER

# Removal counts that an array operator takes through JavaScript loose equality.
LOOSE_RC: dict[str, int] = {
    **dict.fromkeys(["CalcArray", "discoveredTilesFilter", "evaluateColor"], 1),
    **dict.fromkeys(
        [
            "str_slice", "str_substr", "arr_slice", "arr_edit_elem", "arr_reduce",
            "arr_reduceRight", "arr_binarySearchCF", "arr_binaryInsertCF", "basebit&B",
            "basebit|B", "basebit^B", "^RBR", "**RBR", "logRBR", "DIVESeedUnlock",
        ],
        3,
    ),
    **dict.fromkeys(["str_splice", "arr_splice", "GaussianDIVESeedUnlock"], 4),
    "customDIVESeedUnlock": 11,
}

# Operators whose argument is not evaluated when the running value already decides.
_SHORT_CIRCUIT = {"&&": False, "||": True}

_CONTROL = CONTROL_WORDS

# Attributes of ``env`` that read the applying level's frame.
_FRAME_USES = frozenset({"ctx", "call", "callback", "callback_all", "evaluate", "top", "frame",
                         "frame_variables", "convert_in_frame"})
_PURE_MODULES = frozenset({"number", "compare", "boolean", "bigint", "gaussian", "rational",
                           "typeconv", "string", "array", "number_theory", "output"})


class _Compiled:
    """An operator prepared for the step loop: family codes instead of names."""

    __slots__ = ("name", "family", "args", "func", "rc", "read", "pure", "effect_free")

    def __init__(self, name: str, family: int, args: tuple[int, ...], func: Any,
                 peek: int | None = None, effect_free: bool = False) -> None:
        self.name = name
        self.family = family
        self.func = func
        self.rc = 1 + len(args)
        # Some operators read one entry more than they remove.
        self.args = args if peek is None else (*args, peek)
        self.read = len(self.args)
        # Operators of these modules never look at the applying level (no callbacks, no
        # position), so the step loop may skip publishing its frame to them.
        code = getattr(func, "__code__", None)
        self.pure = (getattr(func, "__module__", "").rsplit(".", 1)[-1] in _PURE_MODULES
                     and code is not None and not _FRAME_USES.intersection(code.co_names))
        # It reads and changes nothing besides its arguments (the effects table).
        self.effect_free = effect_free


_COMPILED: dict[str, _Compiled | None] = {}
_UNSEEN: Any = object()  # a name not looked up yet; a short-circuit value nothing is


def _lookup(name: str) -> _Compiled | None:
    """Compile registry entries on first use (operator modules register at import)."""
    from .operators import REGISTRY
    from .operators.string import PEEK_EXTRA_ARG

    op = REGISTRY.get(name)
    if op is None:
        if len(_COMPILED) > 100_000:  # runtime-built names must not grow this forever
            _COMPILED.clear()
        _COMPILED[name] = None
        return None
    peek = PEEK_EXTRA_ARG.get(name)
    comp = _Compiled(
        op.name, FAMILY_CODES[op.family], tuple(FAMILY_CODES[a] for a in op.args), op.func,
        None if peek is None else FAMILY_CODES[peek], op.effects.pure,
    )
    _COMPILED[name] = comp
    return comp


_ACTIVE = threading.local()
_ACTIVE.current = None


def evaluating() -> bool:
    """True while this thread is inside an evaluation (an operator calling back into the
    engine): answers remembered for a plain, top-level evaluation may not stand in then."""
    return getattr(_ACTIVE, "current", None) is not None

_BIG_TYPES = frozenset({int, GaussianBigInt, BigRational})

#: Most steps between two readings of the CPU clock for ``Limits.max_seconds`` (the last
#: resort guard; the step count decides every normal stop).
CLOCK_EVERY = 65536
#: Steps before the first reading; the interval doubles while steps are cheap.
CLOCK_FIRST = 64
#: CPU work (seconds) between two readings the interval adapts to.
CLOCK_INTERVAL = 0.05
#: A string or array of ``n`` entries an operator builds is charged ``n >> LENGTH_SHIFT``
#: steps (copying a few entries costs about one step).
LENGTH_SHIFT = 3


# Each nesting level costs a handful of Python frames; make room for Limits.max_depth.
if sys.getrecursionlimit() < 12000:
    sys.setrecursionlimit(12000)


class Evaluation(OperatorServices, OperandConversion):
    """State shared by all levels of one top-level evaluation; the operators' ``env``."""

    __slots__ = (
        "state",
        "limits",
        "observer",
        "root",
        "steps",
        "work",
        "depth",
        "max_steps",
        "check_at",
        "cpu_deadline",
        "clock_every",
        "last_check",
        "max_depth",
        "frame",
        "change",
    )

    def __init__(self, ctx: EvalContext, outer: Evaluation | None = None) -> None:
        self.root = ctx
        self.state: GameState = ctx.state
        self.limits: Limits = ctx.limits
        self.observer = ctx.observer
        self.steps = 0
        # Steps of operators' own work (``charge``): counted against ``max_steps`` with
        # ``steps``, kept apart so the debugger's step numbers stay the walk's.
        self.work = 0
        self.depth = 0
        self.max_steps = ctx.limits.max_steps
        self.max_depth = ctx.limits.max_depth
        # Last-resort CPU-time guard (Limits.max_seconds), read at step counts only. An
        # evaluation inside another (an engine hook) goes by the outer one's clock: it
        # shares its deadline and budget, so the clock is not read again for it.
        # The outermost evaluation reads the clock at its first checkpoint (after a few
        # steps): most evaluations end before, and never read it.
        if outer is None:
            self.cpu_deadline = -1.0  # (not read yet)
            # Read the clock after a few steps, then less and less often while steps stay
            # cheap (see ``checkpoint``).
            self.last_check = -1.0
            self.clock_every = CLOCK_FIRST
            self.check_at = min(self.max_steps, self.clock_every)
        else:
            self.cpu_deadline = outer.cpu_deadline
            self.last_check = outer.last_check
            self.clock_every = outer.clock_every
            self.check_at = outer.check_at
        # [position, parents, variables, cascade, path, shared variable copy] of the level
        # that is applying an operator; callbacks capture it.
        self.frame: list[Any] = [ctx, [], None, 0, (), None]
        # What the last word that changed variables or the game did (target, index, value,
        # changed); the words
        # fill it only while an observer is attached, for its ``VariableChange`` event.
        self.change: tuple[str, Any, Any, bool] | None = None

    @property
    def ctx(self) -> EvalContext:
        """The position of the level applying the current operator."""
        return self.frame[0]

    # --- limits -------------------------------------------------------------------------

    def tick(self, path: tuple[int, ...] = (), reason: str = "walk") -> None:
        """Count one unit of work (walk step, marker loop-back, probe) against ``max_steps``.

        With an observer it is reported as a ``Tick``, so a debugger sees every unit the
        budget is charged for. Without a path (an operator's own work) the unit belongs to
        the operator being applied.
        """
        self.steps += 1
        if self.steps > self.check_at:
            self.checkpoint(path or self.frame[4])
        if self.observer is not None:
            frame = self.frame
            self.emit(ev.Tick, path or frame[4], None, frame[2], frame[1], reason=reason)

    def charge(self, units: int, path: tuple[int, ...] = ()) -> None:
        """Count ``units`` steps of an operator's own work (a factorisation's divisions, a
        gcd's rounds, a big result's digits) against ``max_steps``. Not reported as steps
        to an observer: they belong to the operator being applied. Being a count, the
        point where it stops is the same on every machine and under any load."""
        self.work += units
        self.check_at -= units
        if self.steps > self.check_at:
            self.checkpoint(path or self.frame[4])

    def check_time(self, path: tuple[int, ...] = ()) -> None:
        """One unit of an operator's loop (kept for operators that count turn by turn)."""
        self.charge(1, path)

    def checkpoint(self, path: tuple[int, ...]) -> None:
        """Called when ``steps`` passes ``check_at``: the step limit, and now and then the
        last-resort CPU-time guard (reading a clock on every step would slow the hot loop;
        this way the loop keeps its single comparison)."""
        if self.steps + self.work > self.max_steps:
            raise CalcArrayLimitError(
                f"evaluation exceeded {self.max_steps} steps (an endless loop?)", path)
        now = cpu_clock()
        if self.cpu_deadline < 0.0:  # the first reading: the guard's time starts here
            self.cpu_deadline = now + self.limits.max_seconds
            self.last_check = now
        elif now > self.cpu_deadline:
            raise CalcArrayLimitError(
                f"evaluation used more than {self.limits.max_seconds:g} s of CPU time "
                f"(after {self.steps:,} steps; a hung operator?)", path)
        # Adapt: about one clock reading per CLOCK_INTERVAL seconds of work.
        if now - self.last_check < CLOCK_INTERVAL:
            self.clock_every = min(self.clock_every * 2, CLOCK_EVERY)
        else:
            self.clock_every = max(self.clock_every // 4, 1)
        self.last_check = now
        self.check_at = min(self.max_steps - self.work, self.steps + self.clock_every)

    def charge_bits(self, bits: int, path: tuple[int, ...] = ()) -> None:
        """Charge the work of building a BigInt of ``bits`` bits (``intmath.bits_cost``:
        nothing up to 1,024 bits, then growing with the square of the size)."""
        if bits > 1024:
            self.charge(bits_cost(bits), path)

    def _check_big(self, value: Any, path: tuple[int, ...]) -> None:
        """``max_bigint_bits`` for every BigInt, Gaussian or rational result, also of the
        operators that do not check before building (``normGGB`` in a loop squares its
        value each turn: without this it would grow until memory runs out)."""
        if type(value) is int:
            bits = value.bit_length()
        elif type(value) is GaussianBigInt:
            bits = max(value.re.bit_length(), value.im.bit_length())
        else:
            bits = max(value.num.bit_length(), value.den.bit_length())
        if bits > self.limits.max_bigint_bits:
            raise CalcArrayLimitError(
                f"BigInt of {bits} bits exceeds the limit of {self.limits.max_bigint_bits}",
                path)
        if bits > 1024:
            # A rational is reduced by a gcd after every operation: four times the work.
            cost = bits_cost(bits)
            self.charge(cost if type(value) is not BigRational else 4 * cost, path)

    def check_length(self, n: int) -> None:
        if n > self.limits.max_length:
            raise CalcArrayLimitError(
                f"result of length {n} exceeds the limit of {self.limits.max_length}"
            )
        self.charge(n >> LENGTH_SHIFT)

    def check_bigint_bits(self, bits: int) -> None:
        if bits > self.limits.max_bigint_bits:
            raise CalcArrayLimitError(
                f"BigInt of {bits} bits exceeds the limit of {self.limits.max_bigint_bits}"
            )
        self.charge_bits(bits)

    def random(self) -> float:
        return self.state.random()

    # --- the array evaluator ---------------------------------------------------

    def eval_array(
        self,
        expr: list[Any],
        pos: EvalContext,
        parents: list[Any],
        offered: list[Any] | None,
        g: int,
        inner: bool,
        path: tuple[int, ...],
    ) -> Any:
        """Evaluate one array (not outermost: no clean-up)."""
        n = len(expr)
        if n == 0:
            return UNDEFINED
        self.depth += 1
        try:
            if self.depth > self.max_depth:
                raise CalcArrayLimitError(
                    f"expressions nested more than {self.max_depth} deep (endless recursion?)",
                    path,
                )
            f = expr[0]
            k0 = 0
            if type(f) is str and f in _PREAMBLE:
                vars_, g, k0, literal = self._preamble(expr, f, offered, g, pos, parents, path)
                if literal:
                    return self.literal(expr[k0:], pos, parents, vars_, g, path)
            elif g == 0:
                vars_ = []
            elif g == 1:
                vars_ = offered if offered is not None else []
            else:
                vars_ = list(offered) if offered is not None else []
            if "@end_vars" in expr:
                end_vars = expr.index("@end_vars")
                for i in range(k0, end_vars):
                    vars_.append(
                        mark(self.convert(expr[i], ANY, pos, parents, vars_, g, (*path, i)))
                    )
                k0 = end_vars + 1
            if k0 >= n:
                return UNDEFINED
            first = expr[k0]
            if inner:
                parents = [*parents, first]
            if self.observer is not None:
                self.emit(ev.EnterArray, path, first, vars_, parents, expr=expr)
            return self.run(expr, k0, n, first, pos, parents, vars_, g, path)
        finally:
            self.depth -= 1

    def _preamble(
        self,
        expr: list[Any],
        f: str,
        offered: list[Any] | None,
        g: int,
        pos: EvalContext,
        parents: list[Any],
        path: tuple[int, ...],
    ) -> tuple[list[Any], int, int, bool]:
        """The preamble words at the front of an array: inheritance of the offered
        variables, the cascade mode, words that are stripped, ``@include_gvars``. Returns
        (variables, cascade mode, index of the first entry after the words, whether that
        entry is the literal marker, so that the rest is a literal)."""
        n = len(expr)
        cascade = _CASCADE_SELF.get(f)
        if cascade is not None:
            g = cascade
        if (f == "@var_retain" and offered is not None) or g == 1:
            vars_ = offered if offered is not None else []
        elif (f == "@var_copy" and offered is not None) or g == -1:
            vars_ = list(offered) if offered is not None else []
        else:
            vars_ = []
        cascade = _CASCADE_INNER.get(f)
        if cascade is not None:
            g = cascade
        k0 = 0
        while k0 < n and type(expr[k0]) is str and expr[k0] in _STRIPPED:
            k0 += 1
        if k0 < n and type(expr[k0]) is str:
            if expr[k0] == LITERAL:
                return vars_, g, k0, True
            if expr[k0] == "@include_gvars":
                k0 += 1
                for gv in list(self.state.game_vars):
                    vars_.append(mark(self.convert(gv, ANY, pos, parents, vars_, g, path)))
        return vars_, g, k0, False

    def run(self, expr: list[Any], k0: int, n: int, running: Any, pos: EvalContext,
            parents: list[Any], vars_: list[Any], g: int, path: tuple[int, ...], k: int = 0,
            if_skipped: bool = False, last_rc: int = 2) -> Any:
        """The step loop over ``expr[k0+1:n]`` with ``running`` as the value at ``k0``.

        Applying a registered operator is the hot path: its common case (float operands, a
        pure operator) stays inline, because one more method call per step costs about 15%
        on loops. Words, control flow and entries that are no operator: ``_other_step``.
        A compiled program resumes the loop at step ``k`` with the ``@else`` flag
        (``if_skipped``) and what an unknown word skips (``last_rc``) it has reached.
        """
        k = k or k0 + 1
        try:
            while k < n:
                self.steps += 1
                if self.steps > self.check_at:
                    self.checkpoint((*path, k))
                op = expr[k]
                if type(op) is list:
                    op = self.eval_array(op, pos, parents, vars_, g, True, (*path, k))
                comp = _COMPILED.get(op, _UNSEEN) if type(op) is str else None
                if comp is _UNSEEN:
                    comp = _lookup(op)
                if comp is None:
                    running, if_skipped, rc, last_rc = self._other_step(
                        op, expr, k, n, k0, running, if_skipped, last_rc, pos, parents, vars_,
                        g, path)
                    k += rc
                    continue
                fam = comp.family
                a: Any
                if type(running) is float and fam <= NUMBER:
                    a = running if (fam != NUMBER or running == running) else 0.0
                else:
                    a = self.convert(running, fam, pos, parents, vars_, g, (*path, k0))
                parents[-1] = [LITERAL, *a] if type(a) is list else a
                fams = comp.args
                entry = expr[k + 1] if k + 1 < n else UNDEFINED
                if _SHORT_CIRCUIT.get(op, _UNSEEN) is a:
                    args: tuple[Any, ...] = ()
                    result = a
                else:
                    if len(fams) != 1 or fams[0] == RAW:
                        args = self._collect(expr, k, n, fams, pos, parents, vars_, g, path)
                    elif type(entry) is float and fams[0] <= NUMBER:
                        args = (entry if (fams[0] != NUMBER or entry == entry) else 0.0,)
                    else:
                        args = (self.convert(entry, fams[0], pos, parents, vars_, g,
                                             (*path, k + 1)),)
                    if comp.pure:
                        try:
                            result = comp.func(self, a, *args)
                        except Exception as exc:
                            raise _failure(comp, exc, (*path, k))  # noqa: B904 (chains itself)
                    else:
                        result = self._apply(comp, a, args, pos, parents, vars_, g, (*path, k))
                    if type(result) is not float and type(result) in _BIG_TYPES:
                        self._check_big(result, (*path, k))
                if self.observer is not None:
                    self.emit(ev.ApplyOperator, (*path, k), a, vars_, parents, operator=op,
                              args=args, result=result)
                running = parents[-1] = [LITERAL, *result] if type(result) is list else result
                k += comp.rc
                last_rc = comp.rc
            if type(running) is not float:  # the level's result: family ``any``
                running = self.convert(running, ANY, pos, parents, vars_, g, (*path, k0))
            if self.observer is not None:
                self.emit(ev.Result, path, running, vars_, parents)
            return running
        except CalcArrayError as exc:
            self._observe_error(exc, running, vars_, parents)
            raise

    def _other_step(
        self,
        op: Any,
        expr: list[Any],
        k: int,
        n: int,
        k0: int,
        running: Any,
        if_skipped: bool,
        last_rc: int,
        pos: EvalContext,
        parents: list[Any],
        vars_: list[Any],
        g: int,
        path: tuple[int, ...],
    ) -> tuple[Any, bool, int, int]:
        """A step whose entry is no registered operator: a word (control flow, variable words),
        an unknown name, or a value. Returns (running value, if_skipped, entries consumed,
        removal count an unknown @ word after it skips)."""
        running = mark(self.convert(running, NONE, pos, parents, vars_, g, (*path, k0)))
        parents[-1] = running
        if type(op) is str and op[:1] == "@":
            control = _CONTROL.get(op)
            if control is not None:
                running, if_skipped, rc = run_control(self, control, op, expr, k, n, running,
                                                      if_skipped, pos, parents, vars_, g, path)
            else:
                word = _WORDS.get(op)
                if word is None:  # unknown @ word: skip what the previous step removed
                    self._ignored(k, running, vars_, parents, path)
                    return running, if_skipped, last_rc, last_rc
                rc = word(self, op, expr, k, n, pos, parents, vars_, g, path)
                if self.observer is not None:
                    self._word_event(op, k, running, vars_, parents, path)
        elif type(op) is str:  # unknown operator: the next entry is evaluated, then ignored
            if k + 1 < n:
                self.convert(expr[k + 1], NONE, pos, parents, vars_, g, (*path, k + 1))
            self._ignored(k, running, vars_, parents, path)
            rc = 2
        else:
            rc = self._value_step(op, expr, k, n, running, pos, parents, vars_, g, path)
        return running, if_skipped, rc, rc

    def _value_step(
        self,
        op: Any,
        expr: list[Any],
        k: int,
        n: int,
        running: Any,
        pos: EvalContext,
        parents: list[Any],
        vars_: list[Any],
        g: int,
        path: tuple[int, ...],
    ) -> int:
        """A non-string operator does nothing, but an array's joined text may name an
        operator whose removal count (and argument conversion) it then takes."""
        if type(op) not in _VALUE_TYPES:
            raise _not_a_value(op, (*path, k))
        rc = 2
        arg_fams: tuple[int, ...] = ()
        if type(op) is list:
            text = to_string(op)
            rc = LOOSE_RC.get(text, 2)
            named = _COMPILED.get(text) if text in _COMPILED else _lookup(text)
            if named is not None:
                arg_fams = named.args
            sc = _SHORT_CIRCUIT.get(text)
            if sc is not None and running is sc:
                self._ignored(k, running, vars_, parents, path)
                return rc
        for j in range(rc - 1):
            idx = k + 1 + j
            fam = arg_fams[j] if j < len(arg_fams) else NONE
            if idx < n and fam != RAW:
                self.convert(expr[idx], fam, pos, parents, vars_, g, (*path, idx))
        self._ignored(k, running, vars_, parents, path)
        return rc

    def _ignored(self, k: int, running: Any, vars_: list[Any], parents: list[Any],
                 path: tuple[int, ...]) -> None:
        """Report an entry that was skipped (a ``Tick`` with reason ``ignored``)."""
        if self.observer is not None:
            self.emit(ev.Tick, (*path, k), running, vars_, parents, reason="ignored")

    def _word_event(self, op: str, k: int, running: Any, vars_: list[Any],
                    parents: list[Any], path: tuple[int, ...]) -> None:
        """Report what a word that changes variables or the game did (it left that in
        ``self.change``)."""
        target, index, value, changed = self.change or ("", None, None, True)
        self.change = None
        self.emit(ev.VariableChange, (*path, k), running, vars_, parents, word=op,
                  target=target, index=index, value=value, changed=changed)

    def _collect(
        self,
        expr: list[Any],
        k: int,
        n: int,
        fams: tuple[int, ...],
        pos: EvalContext,
        parents: list[Any],
        vars_: list[Any],
        g: int,
        path: tuple[int, ...],
    ) -> tuple[Any, ...]:
        """Convert the argument entries that follow the operator at ``k``."""
        if not fams:
            return ()
        out = []
        for j, fam in enumerate(fams):
            idx = k + 1 + j
            entry = expr[idx] if idx < n else UNDEFINED
            if fam == RAW:
                out.append(entry)
            else:
                out.append(self.convert(entry, fam, pos, parents, vars_, g, (*path, idx)))
        return tuple(out)

    def _apply(
        self,
        comp: _Compiled,
        a: Any,
        args: tuple[Any, ...],
        pos: EvalContext,
        parents: list[Any],
        vars_: list[Any],
        g: int,
        path: tuple[int, ...],
    ) -> Any:
        """Call an operator with the level's frame visible to it; locate its errors."""
        saved = self.frame
        self.frame = [pos, parents, vars_, g, path, None]
        try:
            return comp.func(self, a, *args)
        except Exception as exc:
            raise _failure(comp, exc, path)  # noqa: B904 (chains itself)
        finally:
            self.frame = saved

    def _observe_error(self, exc: CalcArrayError, running: Any, vars_: list[Any],
                       parents: list[Any]) -> None:
        """Report an error once, at the innermost level it passes through."""
        if self.observer is not None and not getattr(exc, "_observed", False):
            exc._observed = True  # type: ignore[attr-defined]
            self.emit(ev.ErrorEvent, exc.path, running, vars_, parents, error=exc)

    def nested(
        self,
        x: Any,
        pos: EvalContext,
        parents: list[Any],
        vars_: list[Any] | None,
        g: int,
        path: tuple[int, ...],
    ) -> Any:
        """Evaluate an entry as a nested expression (conditions, ``@Parent`` slots).

        Arrays open a level and see variables only through ``@var_retain``/cascade;
        strings take the string path, which never sees variables.
        """
        if type(x) is list:
            return self.eval_array(x, pos, parents, vars_, g, True, path)
        if type(x) is str and x[:1] == "@":
            return _resolve_string(self, x, pos, parents, [], g, path)
        return x

    def top(
        self,
        expr: Any,
        pos: EvalContext,
        parents: list[Any],
        offered: list[Any] | None,
        g: int,
        path: tuple[int, ...],
    ) -> Any:
        """Evaluate any value as a top-level call (no clean-up): arrays, strings, scalars."""
        if type(expr) is list:
            return self.eval_array(expr, pos, parents, offered, g, True, path)
        if type(expr) is str and expr[:1] == "@":
            return _resolve_string(self, expr, pos, parents, [], g, path)
        if type(expr) not in _VALUE_TYPES:
            raise _not_a_value(expr, path)
        return expr

    # --- observer ----------------------------------------------------------------------

    def emit(self, kind: type, path: tuple[int, ...], running: Any, vars_: Any,
              parents: list[Any], **fields: Any) -> None:
        observer = self.observer
        if observer is None:
            return
        observer(kind(path=path, running=running, variables=list(vars_ or ()),
                      parents=list(parents), step=self.steps, **fields))
        # Recording a step can cost more than the step (a deep parents chain is encoded
        # each time, and each slot can be as deep as the chain): charged by the square of
        # the chain's length past a shallow one.
        depth = len(parents)
        if depth > 8:
            self.charge((depth * depth) >> 3, path)


def _lookup_cached(name: str) -> _Compiled | None:
    if name in _COMPILED:
        return _COMPILED[name]
    return _lookup(name)


_programs.LOOKUP.append(_lookup_cached)


def evaluate(expr: Any, context: EvalContext | None = None, *,
             vars: list[Any] | None = None, cascade: int = 0) -> Any:
    """Evaluate a CalcArray expression as a top-level call, with the final clean-up.

    ``vars`` is a variable list the caller offers (the reference's argument 8: a merge
    rule's variables): the expression sees it through ``@var_retain``/``@var_copy`` or a
    cascade (``cascade`` 1 retain, -1 copy), and retained edits land in that same list.
    Array values in it are kept with the literal marker, as local variables are; unmarked
    arrays are marked in place.

    Raises ``CalcArrayError`` (with the path of the failing node) for anything the
    reference would throw on or never finish, ``CalcArrayLimitError`` when a ``Limits``
    bound is hit.
    """
    if vars is not None:
        for i, x in enumerate(vars):
            if type(x) is list and not (x and type(x[0]) is str and x[0] == LITERAL):
                vars[i] = [LITERAL, *x]
    outer: Evaluation | None = getattr(_ACTIVE, "current", None)
    # Compiled (``programs``): a plan (fastplan) answers the plain cases; it reads neither
    # addInfo nor variables and gives up (MISS) on non-float coordinates, so it may run
    # before the context is normalised, but not nested (budgets are shared then). Else a
    # program runs inside the evaluation, counting as the interpreter does.
    entry = None
    if type(expr) is list and context is not None and context.observer is None \
            and not _INTERPRET[0]:
        table = context.state.programs  # the game's own (``programs.ProgramTable``)
        try:
            entry = (_entry_for(expr, _lookup_cached, _EAGER[0] > 0) if table is None
                     else table.entry_for(expr, _lookup_cached, _EAGER[0] > 0))
        except RecursionError:  # too deep (or self-containing) to compare: general path
            _ENTRIES.pop(id(expr), None)
        if entry is not None and outer is None:
            result = _planned(entry, context)
            if result is not MISS:
                return result
    if (context is None or context.add_info is None or len(context.add_info) < 4
            or type(context.vcoord) is int or type(context.hcoord) is int
            or type(context.vdir) is int or type(context.hdir) is int):
        context = normalize_context(context)
    run = Evaluation(context, outer)
    if outer is not None:  # an engine hook evaluating inside an evaluation: share budgets
        run.steps = outer.steps
        run.work = outer.work
        run.depth = outer.depth
    _ACTIVE.current = run
    try:
        if type(expr) is list:
            program = None if entry is None else entry.program_for(_lookup_cached,
                                                                   _EAGER[0] > 0)
            if program is not None and run.observer is None:
                result = program.func(run, context, [], vars, cascade)
            else:
                result = run.eval_array(expr, context, [], vars, cascade, True, ())
            return cleanup(result) if type(result) is not float else result
        return cleanup(run.top(expr, context, [], vars, cascade, ()))
    except CalcArrayError as exc:
        if run.observer is not None and not getattr(exc, "_observed", False):
            run.observer(ev.ErrorEvent(path=exc.path, running=None, error=exc, step=run.steps))
        if outer is None and getattr(exc, "expr", None) is None:
            exc.expr = expr  # what ``exc.explain()`` marks the path in
        raise
    except RecursionError:
        raise CalcArrayLimitError("expression recursion too deep (endless recursion?)") from None
    except Exception as exc:  # never let a bare Python error escape the language layer
        raise CalcArrayError(f"could not evaluate: {user_words(exc)}", kind="internal") from exc
    finally:
        _ACTIVE.current = outer
        if outer is not None:
            outer.steps = run.steps
            outer.work = run.work
            outer.check_at = run.check_at
            outer.cpu_deadline = run.cpu_deadline
            outer.last_check = run.last_check
            outer.clock_every = run.clock_every
