"""The general compiled tier: a CalcArray expression translated once into Python source.

Why: the interpreter (``evaluator``) decides on every evaluation what each entry of an
expression is (operator, word, block, operand, tile reference) and how to convert it. Those
decisions depend only on the expression, so a *program* takes them once: for each array it
generates a Python function that does exactly the interpreter's work for that array, step
by step, with the decisions already made (an operator's families and function looked up,
``"@This 0"`` read straight from the cell, a number constant converted once, two floats
added inline, ``@if`` blocks and ``@repeat`` loops as Python ``if`` and ``while``).

Exact by construction, not by testing alone:

* a program runs *inside* the interpreter's ``Evaluation``: it counts the same steps at the
  same points (``ev.steps`` and ``ev.checkpoint``), opens the same depth levels, keeps the
  same variable lists and parents chain, and uses the interpreter's own functions for every
  operator, word and conversion it does not inline, so limits stop it at the same step with
  the same error, and random draws and game changes happen in the same order;
* only the commonest case of each step is inlined (float operands, a plain cell read); any
  other value calls the interpreter's conversion on that operand (step-level fallback, same
  state);
* an entry the compiler does not handle (an unknown word, an operator computed at run time,
  a value in operator position) hands the rest of that array to the interpreter's step loop
  (``Evaluation.run`` resumed at that step with the same running value, variables and
  ``@if`` flag).

Programs are used only without an observer (the step debugger sees the interpreter).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .blocks import CONTROL_WORDS, ELSE, ELSE_IF, IF, REPEAT, block_end, block_end_vars
from .convert import (
    ANY,
    ARRAY,
    BIGINT,
    BOOL,
    BOOLEAN,
    CASCADE_INNER,
    CASCADE_SELF,
    FLOAT,
    LITERAL,
    NONE,
    NUMBER,
    PREAMBLE_WORDS,
    RAW,
    SCALAR_RULES,
    STRING,
    STRIPPED_WORDS,
    UNKNOWN,
    kind_after,
    mark,
)
from .errors import CalcArrayLimitError
from .jsnum import js_gt, to_number
from .operands import unmark_flat
from .operator_failures import operator_failure
from .special_strings import MISS, UNRESOLVED, fast_reader, resolve
from .values import UNDEFINED, BigRational, GaussianBigInt
from .words import WORDS, edit_index

__all__ = ["Program", "Param", "compile_program", "MAX_ENTRIES"]

#: Expressions with more entries than this (all levels) stay interpreted: the generated
#: source grows with the expression and compiling it would cost more than it saves.
MAX_ENTRIES = 4_000

# Words whose removal count is fixed (the word functions return it).
_WORD_RC = {"edit": 3, "insert": 3, "add": 2, "remove": 2, "replace": 4, "run": 2}
_INLINE_ARITH = {"+": "+", "-": "-", "*": "*"}
_INLINE_ORDER = {"<": "<", ">": ">", "<=": "<=", ">=": ">="}
_FLOAT_RESULT = frozenset({"+", "-", "*", "/", "%", "mod", "^", "**", "log", "round",
                           "floor", "ceil", "ceiling", "trunc", "abs", "sign"})
_BOOL_RESULT = frozenset({"=", "!=", "<", ">", "<=", ">=", "!"})
# Boolean operators inlined on two booleans (their functions are ``a and b``, ``a or b``).
_INLINE_LOGIC = {"&&": "and", "&&nsc": "and", "||": "or", "||nsc": "or"}
_SHORT = {"&&": False, "||": True}
# Operators of the any family inlined when both operands turn out to be numbers.
_RUNTIME_INLINE = {"=": "{a} == {b}", "!=": "{a} != {b}", "<": "{a} < {b}", ">": "{a} > {b}",
                   "<=": "{a} <= {b}", ">=": "{a} >= {b}", "max": "{b} if {b} > {a} else {a}",
                   "min": "{b} if {b} < {a} else {a}"}
_NOT_FRESH: Any = object()


class Param:
    """A placeholder entry of a compiled template: the ``index``-th value the program is
    given when it runs (``P[index]``), e.g. a callback's inputs and accumulator."""

    __slots__ = ("index",)

    def __init__(self, index: int) -> None:
        self.index = index


class _Refused(Exception):
    """The expression is not compiled (too big, or it contains itself)."""


class Program:
    """A compiled top-level expression: ``func(ev, pos, parents, offered, g)`` does what
    ``ev.eval_array(expr, pos, parents, offered, g, True, ())`` does."""

    __slots__ = ("func", "source", "expr", "handoffs", "closed", "var_reads", "memo")

    def __init__(self, func: Callable[..., Any], source: str, expr: list[Any],
                 handoffs: list[Any], closed: bool = False,
                 var_reads: tuple[int, ...] = ()) -> None:
        self.func = func
        self.source = source
        self.expr = expr
        #: The entries at which the interpreter's step loop takes over (what is not compiled).
        self.handoffs = handoffs
        #: True when the generated code itself touches nothing but ``ev``, its given values
        #: (``P``), its own parents lists and the variable lists, which it only reads at the
        #: indices ``var_reads`` (written ``@Var i``) and appends the given values to: no
        #: word, no string read through the interpreter, no operator with effects, no
        #: definition of its own, no hand-over. What happens through ``ev`` is not covered
        #: (a run may still convert an unusual value): ``services`` watches that at run
        #: time before remembering a callback's answer.
        self.closed = closed
        self.var_reads = var_reads
        #: Remembered callback answers (``callback_memo.Memo``), made on first use.
        self.memo: Any = None


#: The types whose size ``Evaluation._check_big`` checks (BigInts, Gaussian, rational).
_BIG_TYPES = (int, GaussianBigInt, BigRational)
#: Types whose strict equality (``=``, ``!=``) is Python's ``==`` between two of the type.
_SAME_EQ_TYPES = (float, str, bool, int)
#: Types the any family takes as they are when read from a variable or a cell (a string is
#: resolved once, by the read), and the none family always.
_READ_ANY_TYPES = (float, str, int, bool)
#: Types the none and any families take as they are (``convert`` returns them unchanged).
_PLAIN_TYPES = (float, bool, int)


class _Gen:
    def __init__(self, lookup: Callable[[str], Any]) -> None:
        self.lookup = lookup
        self.funcs: list[str] = []
        self.names: dict[str, Any] = {
            "UNDEFINED": UNDEFINED, "LITERAL": LITERAL, "MARK": mark, "MISS": MISS,
            "UNRESOLVED": UNRESOLVED, "LimitError": CalcArrayLimitError,
            "FAILURE": operator_failure, "BIG": _BIG_TYPES, "PLAIN": _PLAIN_TYPES,
            "SAME_EQ": _SAME_EQ_TYPES, "READ_ANY": _READ_ANY_TYPES,
            "RESOLVE": resolve,
            "JS_GT": js_gt, "TO_NUMBER": to_number, "EDIT_INDEX": edit_index,
            "PREAMBLE": PREAMBLE_WORDS, "UNMARK_FLAT": unmark_flat,
        }
        self.consts: dict[int, str] = {}
        self.count = 0
        self.entries = 0
        self.open: set[int] = set()
        self.handoffs: list[Any] = []
        # See ``Program.closed`` / ``Program.var_reads``.
        self.closed = True
        self.var_reads: set[int] = set()

    # --- names ----------------------------------------------------------------------------

    def const(self, value: Any) -> str:
        """A name bound to ``value`` (the very object: identity and exact bits are kept)."""
        if type(value) is Param:
            return f"P[{value.index}]"
        key = id(value)
        name = self.consts.get(key)
        if name is not None and self.names[name] is value:
            return name
        name = f"k{len(self.names)}"
        self.names[name] = value
        self.consts[key] = name
        return name

    def var(self) -> str:
        self.count += 1
        return f"v{self.count}"

    def fname(self, prefix: str) -> str:
        self.count += 1
        return f"{prefix}{self.count}"

    # --- operand conversion ----------------------------------------------------------------

    def conv_entry(self, out: list[str], ind: str, entry: Any, fam: int,
                   path: tuple[int, ...]) -> tuple[str, str]:
        """Code doing ``ev.convert(entry, fam, ...)`` for a written entry: (expression, kind)."""
        t = type(entry)
        p = self.const(path)
        generic = f"ev.convert({self.const(entry)}, {fam}, pos, parents, vars_, g, {p})"
        if fam == RAW:
            return self.const(entry), UNKNOWN
        if t is Param:  # a value given when the program runs: converted unless plain
            v = self.var()
            out.append(f"{ind}{v} = {self.const(entry)}")
            return self.conv_value(out, ind, v, UNKNOWN, fam, path), UNKNOWN
        if t in _BIG_TYPES and fam in (NONE, ANY):  # a BigInt... constant is its own value
            return self.const(entry), UNKNOWN
        if t is float or t is bool or (t is str and entry[:1] != "@"):
            if fam in (NONE, ANY):
                value = entry
            elif fam in (NUMBER, BOOLEAN):
                value = SCALAR_RULES[fam](entry)  # pure (ToNumber, ToBoolean)
            else:
                v = self.var()
                out.append(f"{ind}{v} = {generic}")
                return v, UNKNOWN
            kind = FLOAT if type(value) is float else BOOL if type(value) is bool else UNKNOWN
            return self.const(value), kind
        if t is str:
            if fam == NONE:  # the none family does not resolve strings
                return self.const(entry), UNKNOWN
            return self.string_read(out, ind, entry, fam, generic, path)
        if t is list and entry and not (type(entry[0]) is str and entry[0] == LITERAL):
            fn = self.level(entry, path)
            v = self.var()
            out.append(f"{ind}{v} = {fn}(ev, pos, parents, vars_, g)")
            return self.conv_value(out, ind, v, UNKNOWN, fam, path, evaluated=True), UNKNOWN
        v = self.var()
        out.append(f"{ind}{v} = {generic}")
        return v, UNKNOWN

    def string_read(self, out: list[str], ind: str, text: str, fam: int,
                    generic: str, path: tuple[int, ...]) -> tuple[str, str]:
        """``"@This k"``, ``"@Next d k"``, ``"@Var i"``: read directly when the value is a
        number (the reader changes nothing, so the general conversion may read again)."""
        v = self.var()
        reader = fast_reader(text)
        parts = text.split(" ")
        digits = parts[1].lstrip("-") if len(parts) == 2 else ""
        if fam == STRING:  # resolves, then takes the value as it is: the conversion
            self.closed = False
            out.append(f"{ind}{v} = {generic}")
            return v, UNKNOWN
        if reader is not None or parts[0] != "@Var":
            self.closed = False
        if reader is not None:
            func, extra = reader
            args = "".join(f", {x!r}" for x in extra)
            out.append(f"{ind}{v} = {self.const(func)}(ev.state, pos{args})")
        elif (parts[0] == "@Var" and digits.isdigit() and digits.isascii()
              and parts[1] == str(int(parts[1]))):
            i = int(parts[1])  # (the handler reads it with JavaScript's ``at``)
            self.var_reads.add(i)
            bound = f"{i} < len(vars_)" if i >= 0 else f"{-i} <= len(vars_)"
            out.append(f"{ind}{v} = vars_[{i}] if {bound} else MISS")
        else:
            out.append(f"{ind}{v} = {generic}")
            return v, UNKNOWN
        # A value read (not text, which would be resolved again, nor a missing one, which
        # leaves the string as it is) goes on through the rest of the conversion.
        p = self.const(path)
        rest = (f"elif not ({v} is MISS or {v} is UNRESOLVED or {v} is None or {v} is UNDEFINED"
                f" or type({v}) is str): {v} = ev.convert({v}, {fam}, pos, parents, vars_, g, "
                f"{p}, True)")
        if fam == NUMBER:
            out.append(f"{ind}if type({v}) is float:")
            out.append(f"{ind}    if {v} != {v}: {v} = 0.0")
            out.append(f"{ind}{rest}")
            out.append(f"{ind}else: {v} = {generic}")
            return v, FLOAT
        if fam == BOOLEAN:
            out.append(f"{ind}if type({v}) is bool: pass")
            out.append(f"{ind}{rest}")
            out.append(f"{ind}else: {v} = {generic}")
            return v, BOOL
        if fam not in (ANY, BIGINT):  # arrays, Gaussian...: a number is converted too
            out.append(f"{ind}if False: pass")
        elif fam == ANY:  # (the any family resolves a string once: text read is kept)
            out.append(f"{ind}if type({v}) in READ_ANY: pass")
        elif fam == BIGINT:
            out.append(f"{ind}if type({v}) is int: pass")
        out.append(f"{ind}{rest}")
        out.append(f"{ind}else: {v} = {generic}")
        return v, UNKNOWN

    def conv_value(self, out: list[str], ind: str, v: str, kind: str, fam: int,
                   path: tuple[int, ...], evaluated: bool = False) -> str:
        """Code converting a value held in ``v`` (``evaluated``: an array's result, which
        the conversion must not evaluate again)."""
        p = self.const(path)
        flag = ", True" if evaluated else ""
        generic = f"ev.convert({v}, {fam}, pos, parents, vars_, g, {p}{flag})"
        if fam == RAW:
            return v
        if kind == FLOAT and fam in (NONE, ANY):
            return v
        if kind == FLOAT and fam == NUMBER:
            out.append(f"{ind}if {v} != {v}: {v} = 0.0")
            return v
        if kind == BOOL and fam in (NONE, ANY, BOOLEAN):
            return v
        if kind == BOOL and fam == NUMBER:
            out.append(f"{ind}{v} = 1.0 if {v} else 0.0")
            return v
        if fam == NONE:
            out.append(f"{ind}if type({v}) not in READ_ANY: {v} = {generic}")
        elif fam == ANY:  # (a string starting with ``@`` is resolved)
            out.append(f"{ind}if type({v}) not in PLAIN and (type({v}) is not str "
                       f"or {v}[:1] == '@'): {v} = {generic}")
        elif fam == BIGINT:
            out.append(f"{ind}if type({v}) is not int: {v} = {generic}")
        elif fam == NUMBER:
            out.append(f"{ind}if type({v}) is float:")
            out.append(f"{ind}    if {v} != {v}: {v} = 0.0")
            out.append(f"{ind}else: {v} = {generic}")
        elif fam == BOOLEAN:
            out.append(f"{ind}if type({v}) is not bool: {v} = {generic}")
        elif fam == ARRAY and not evaluated:  # (an operator's array result, marked)
            w = self.var()
            out.append(f"{ind}{w} = UNMARK_FLAT(ev, {v})")
            out.append(f"{ind}{v} = {w} if {w} is not MISS else {generic}")
        else:
            out.append(f"{ind}{v} = {generic}")
        return v

    # --- arrays -----------------------------------------------------------------------------

    def level(self, expr: list[Any], path: tuple[int, ...]) -> str:
        """A function doing ``ev.eval_array(expr, pos, parents, offered, g, True, path)``."""
        key = id(expr)
        if key in self.open:
            raise _Refused  # an array that contains itself
        self.entries += len(expr)
        if self.entries > MAX_ENTRIES:
            raise _Refused
        self.open.add(key)
        try:
            return self._level(expr, path)
        finally:
            self.open.discard(key)

    def _level(self, expr: list[Any], path: tuple[int, ...]) -> str:
        name = self.fname("L")
        e, p = self.const(expr), self.const(path)
        n = len(expr)
        if n == 0:
            self.funcs.append(f"def {name}(ev, pos, parents, offered, g, P=None):\n"
                              "    return UNDEFINED")
            return name
        lines = self._open(f"{name}(ev, pos, parents, offered, g, P=None)",
                           " (endless recursion?)", p)
        body: list[str] = []
        ind = "        "
        f = expr[0]
        k0 = 0
        if type(f) is str and f in PREAMBLE_WORDS:
            k0 = 0
            while k0 < n and type(expr[k0]) is str and expr[k0] in STRIPPED_WORDS:
                k0 += 1
            if k0 < n and type(expr[k0]) is str and expr[k0] in (LITERAL, "@include_gvars"):
                self.closed = False
                body.append(f"{ind}vars_, g, _k0, literal = ev._preamble({e}, {f!r}, offered, "
                            f"g, pos, parents, {p})")
            else:
                self.preamble(body, ind, f)
            if k0 < n and type(expr[k0]) is str and expr[k0] == LITERAL:
                body.append(f"{ind}return ev.literal({e}[{k0}:], pos, parents, vars_, g, {p})")
                lines += body
                return self._close(name, lines)
            if k0 < n and type(expr[k0]) is str and expr[k0] == "@include_gvars":
                k0 += 1
        else:
            body += [
                f"{ind}if g == 0: vars_ = []",
                f"{ind}elif g == 1: vars_ = offered if offered is not None else []",
                f"{ind}else: vars_ = list(offered) if offered is not None else []",
            ]
        if "@end_vars" in expr:
            end_vars = expr.index("@end_vars")
            self.definitions(body, ind, expr, k0, end_vars, path)
            k0 = end_vars + 1
        if k0 >= n:
            body.append(f"{ind}return UNDEFINED")
            lines += body
            return self._close(name, lines)
        body.append(f"{ind}parents = [*parents, {self.const(expr[k0])}]")
        self.segment(body, ind, expr, k0, n, path, static_first=True)
        lines += body
        return self._close(name, lines)

    @staticmethod
    def preamble(out: list[str], ind: str, f: str) -> None:
        """``Evaluation._preamble`` for a first word ``f`` followed by neither the literal
        marker nor ``@include_gvars``: the variables and cascade mode it sets."""
        self_mode = CASCADE_SELF.get(f)
        if self_mode is not None:
            out.append(f"{ind}g = {self_mode}")
        out += [
            f"{ind}if {f == '@var_retain'} and offered is not None or g == 1:",
            f"{ind}    vars_ = offered if offered is not None else []",
            f"{ind}elif {f == '@var_copy'} and offered is not None or g == -1:",
            f"{ind}    vars_ = list(offered) if offered is not None else []",
            f"{ind}else: vars_ = []",
        ]
        inner = CASCADE_INNER.get(f)
        if inner is not None:
            out.append(f"{ind}g = {inner}")

    def definitions(self, out: list[str], ind: str, expr: list[Any], start: int, end: int,
                    path: tuple[int, ...]) -> None:
        """The variable definitions ``expr[start:end]`` before an ``@end_vars``."""
        for i in range(start, end):
            if type(expr[i]) is not Param:
                self.closed = False  # (a variable of its own)
            v, kind = self.conv_entry(out, ind, expr[i], ANY, (*path, i))
            if kind in (FLOAT, BOOL):
                out.append(f"{ind}vars_.append({v})")
            else:
                out.append(f"{ind}vars_.append(MARK({v}) if type({v}) is list else {v})")

    @staticmethod
    def _open(signature: str, why: str, path: str) -> list[str]:
        """A function opening a depth level as the interpreter does (same limit, error)."""
        return [
            f"def {signature}:",
            "    ev.depth += 1",
            "    try:",
            "        if ev.depth > ev.max_depth:",
            f"            raise LimitError(f'expressions nested more than {{ev.max_depth}} "
            f"deep{why}', {path})",
        ]

    def _close(self, name: str, lines: list[str]) -> str:
        lines += ["    finally:", "        ev.depth -= 1"]
        self.funcs.append("\n".join(lines))
        return name

    def block(self, expr: list[Any], bs: int, be: int, path: tuple[int, ...]) -> str:
        """A function doing the blocks module's ``_block_body`` for ``expr[bs:be]``."""
        name = self.fname("B")
        p = self.const(path)
        lines = self._open(f"{name}(ev, running, pos, parents, vars_, g)", "",
                           self.const((*path, bs)))
        ind = "        "
        end_vars = block_end_vars(expr, bs, be)
        if end_vars >= 0:
            self.closed = False
            lines.append(f"{ind}vars_.append(MARK(ev.convert(running, {ANY}, pos, parents, "
                         f"vars_, g, {p})))")
            self.definitions(lines, ind, expr, bs, end_vars, path)
            start = end_vars + 1
            if start >= be:
                lines.append(f"{ind}return UNDEFINED")
            else:
                lines.append(f"{ind}running = {self.const(expr[start])}")
                self.segment(lines, ind, expr, start, be, path, static_first=True)
        else:
            self.segment(lines, ind, expr, bs - 1, be, path, static_first=False)
        return self._close(name, lines)

    # --- the step loop ------------------------------------------------------------------

    def segment(self, out: list[str], ind: str, expr: list[Any], k0: int, n: int,
                path: tuple[int, ...], static_first: bool) -> None:
        """Code for ``Evaluation.run(expr, k0, n, running, ...)``; ``running`` holds the
        value at ``k0`` (``static_first``: the written entry ``expr[k0]``, not converted
        yet). Ends with ``return``."""
        e, p = self.const(expr), self.const(path)
        first = expr[k0] if static_first else None
        if static_first:
            out.append(f"{ind}running = {self.const(first)}")
        fresh = static_first  # running is still the written first entry
        kind = UNKNOWN
        skipped = "False"  # the @else-if / @else flag: a constant until a block sets it
        last_rc = 2
        k = k0 + 1
        pk0 = (*path, k0)
        while k < n:
            op = expr[k]
            comp = self.lookup(op) if type(op) is str else None
            control = CONTROL_WORDS.get(op) if type(op) is str else None
            word = WORDS.get(op) if type(op) is str and comp is None else None
            rc_word = None
            if word is not None:
                prefix = op.split("_", 1)[0][1:]
                rc_word = _WORD_RC.get(prefix)
            if comp is None and control is None and rc_word is None:
                # Not compiled: the interpreter's step loop takes the rest of the array.
                self.handoffs.append(op)
                self.closed = False
                out.append(f"{ind}return ev.run({e}, {k0}, {n}, running, pos, parents, vars_, "
                           f"g, {p}, {k}, {skipped}, {last_rc})")
                return
            out.append(f"{ind}ev.steps += 1")
            out.append(f"{ind}if ev.steps > ev.check_at: ev.checkpoint({self.const((*path, k))})")
            if comp is not None:
                kind = self.apply(out, ind, expr, k, n, path, comp, op,
                                  first if fresh else _NOT_FRESH, kind, pk0)
                fresh = False
                k += comp.rc
                last_rc = comp.rc
                continue
            # A word or a block: the running value is converted with the none family first.
            if fresh:
                a, akind = self.conv_entry(out, ind, first, NONE, pk0)
            else:
                a, akind = self.conv_value(out, ind, "running", kind, NONE, pk0), kind
            out.append(f"{ind}running = parents[-1] = MARK({a})")
            fresh = False
            if control is not None:
                rc, skipped = self.control(out, ind, expr, k, n, path, control, op, skipped)
                kind = UNKNOWN
            else:
                self.word(out, ind, expr, k, n, path, op)
                rc = rc_word or 2
                kind = akind
            k += rc
            last_rc = rc
        if fresh:
            v, kind = self.conv_entry(out, ind, first, ANY, pk0)
            out.append(f"{ind}return {v}")
            return
        if kind != FLOAT:
            self.conv_value(out, ind, "running", kind, ANY, pk0)
        out.append(f"{ind}return running")

    def apply(self, out: list[str], ind: str, expr: list[Any], k: int, n: int,
              path: tuple[int, ...], comp: Any, op: str, first: Any, kind: str,
              k0path: tuple[int, ...]) -> str:
        """Code applying the registered operator at ``k`` (``first``: the written first
        entry when it is still unconverted); returns the result's kind."""
        fam = comp.family
        if not comp.pure or not getattr(comp, "effect_free", False):
            self.closed = False
        if first is not _NOT_FRESH:
            a, akind = self.conv_entry(out, ind, first, fam, k0path)
            if a != "running":
                out.append(f"{ind}running = {a}")
        else:
            self.conv_value(out, ind, "running", kind, fam, k0path)
            akind = kind
        if fam == NUMBER:
            akind = FLOAT
        elif fam == BOOLEAN:
            akind = BOOL
        if akind in (FLOAT, BOOL):
            out.append(f"{ind}parents[-1] = running")
        else:
            out.append(f"{ind}parents[-1] = [LITERAL, *running] if type(running) is list "
                       "else running")
        pk = self.const((*path, k))
        short = _SHORT.get(op)
        inner = ind
        if short is not None:
            out.append(f"{ind}if running is not {short}:")
            inner = ind + "    "
        args: list[str] = []
        kinds: list[str] = []
        for j, argfam in enumerate(comp.args):
            idx = k + 1 + j
            entry = expr[idx] if idx < n else UNDEFINED
            code, akd = self.conv_entry(out, inner, entry, argfam, (*path, idx))
            args.append(code)
            kinds.append(kind_after(argfam, akd))
        f = self.const(comp.func)
        c = self.const(comp)
        r = "running"
        call = f"{f}(ev, running{''.join(', ' + x for x in args)})"
        floats = akind == FLOAT and all(x == FLOAT for x in kinds)
        if op in _INLINE_ARITH and floats:
            out.append(f"{inner}{r} = running {_INLINE_ARITH[op]} {args[0]}")
            rkind = FLOAT
        elif op == "/" and floats:
            b = args[0]
            out.append(f"{inner}{r} = running / {b} if {b} else {call}")
            rkind = FLOAT
        elif op in _INLINE_ORDER and floats:
            out.append(f"{inner}{r} = running {_INLINE_ORDER[op]} {args[0]}")
            rkind = BOOL
        elif op in ("=", "!=") and floats:
            out.append(f"{inner}{r} = running {'==' if op == '=' else '!='} {args[0]}")
            rkind = BOOL
        elif (op in _INLINE_LOGIC and fam == BOOLEAN and comp.args == (BOOLEAN,)
              and getattr(comp.func, "__module__", "").endswith(".boolean")):
            out.append(f"{inner}{r} = running {_INLINE_LOGIC[op]} {args[0]}")
            rkind = BOOL
        elif op in ("max", "min") and floats:
            b = args[0]
            cmp = ">" if op == "max" else "<"
            out.append(f"{inner}{r} = {b} if {b} {cmp} running else running")
            rkind = FLOAT
        elif op in _RUNTIME_INLINE and fam == ANY and len(args) == 1:
            b = args[0]
            if op in ("=", "!="):  # the operators' own first case: same plain type
                test = f"type(running) is type({b}) and type(running) in SAME_EQ"
            else:
                test = f"type(running) is float and type({b}) is float"
            out.append(f"{inner}if {test}: {r} = {_RUNTIME_INLINE[op].format(a='running', b=b)}")
            out.append(f"{inner}else:")
            out.append(f"{inner}    try: {r} = {call}")
            out.append(f"{inner}    except Exception as exc: raise FAILURE({c}, exc, {pk})")
            out.append(f"{inner}    if type({r}) in BIG: ev._check_big({r}, {pk})")
            rkind = UNKNOWN
        elif comp.pure:
            out.append(f"{inner}try: {r} = {call}")
            out.append(f"{inner}except Exception as exc: raise FAILURE({c}, exc, {pk})")
            rkind = FLOAT if (op in _FLOAT_RESULT and fam == NUMBER) else (
                BOOL if op in _BOOL_RESULT else UNKNOWN)
            if rkind == UNKNOWN:
                out.append(f"{inner}if type({r}) in BIG: ev._check_big({r}, {pk})")
        else:
            argt = "".join(x + ", " for x in args)
            out.append(f"{inner}{r} = ev._apply({c}, running, ({argt}), pos, parents, vars_, "
                       f"g, {pk})")
            out.append(f"{inner}if type({r}) in BIG: ev._check_big({r}, {pk})")
            rkind = UNKNOWN
        if short is not None:
            rkind = UNKNOWN if rkind != akind else rkind
        if rkind in (FLOAT, BOOL):
            out.append(f"{ind}parents[-1] = running")
        else:
            out.append(f"{ind}if type(running) is list: running = [LITERAL, *running]")
            out.append(f"{ind}parents[-1] = running")
        return rkind

    def word(self, out: list[str], ind: str, expr: list[Any], k: int, n: int,
             path: tuple[int, ...], op: str) -> None:
        """``@edit_var``/``@add_var`` inline; the other list words through their function."""
        def entry(i: int) -> Any:
            return expr[i] if i < n else UNDEFINED

        self.closed = False  # (words change variables or the game)
        if op == "@edit_var":
            i, _ = self.conv_entry(out, ind, entry(k + 1), NUMBER, (*path, k + 1))
            value, _ = self.conv_entry(out, ind, entry(k + 2), ANY, (*path, k + 2))
            j = self.var()
            out.append(f"{ind}{j} = EDIT_INDEX({i}, len(vars_))")
            out.append(f"{ind}if {j} is not None: vars_[{j}] = MARK({value})")
            return
        if op == "@add_var":
            value, _ = self.conv_entry(out, ind, entry(k + 1), ANY, (*path, k + 1))
            out.append(f"{ind}ev.check_length(len(vars_) + 1)")
            out.append(f"{ind}vars_.append(MARK({value}))")
            return
        out.append(f"{ind}{self.const(WORDS[op])}(ev, {op!r}, {self.const(expr)}, {k}, {n}, "
                   f"pos, parents, vars_, g, {self.const(path)})")

    def control(self, out: list[str], ind: str, expr: list[Any], k: int, n: int,
                path: tuple[int, ...], control: int, word: str,
                skipped: str) -> tuple[int, str]:
        """Code for ``@if``/``@else-if``/``@else``/``@repeat`` at ``k``: (rc, flag)."""
        if control == ELSE:
            bs = k + 1
            be = block_end(expr, bs, n, word)
            rc = (be + 1 if be < n else n) - k
            if skipped != "False":
                out.append(f"{ind}if {skipped}:")
                self.run_block(out, ind + "    ", expr, k, bs, be, path)
            out.append(f"{ind}if_skipped = False")
            return rc, "False" if skipped == "False" else "if_skipped"
        ci = k + 1
        cond_entry = expr[ci] if ci < n else UNDEFINED
        bs = k + 2
        be = block_end(expr, bs, n, word) if bs < n else n
        rc = (be + 1 if be < n else n) - k
        if control == IF or control == ELSE_IF:
            inner = ind
            if control == ELSE_IF:
                if skipped == "False":
                    return rc, "False"
                out.append(f"{ind}if not if_skipped: pass")
                out.append(f"{ind}else:")
                inner = ind + "    "
            cond = self.nested(out, inner, cond_entry, (*path, ci))
            out.append(f"{inner}if {cond} is True:")
            self.run_block(out, inner + "    ", expr, k, bs, be, path)
            out.append(f"{inner}    if_skipped = False")
            out.append(f"{inner}else: if_skipped = True")
            if control == ELSE_IF:
                return rc, "if_skipped"
            return rc, "if_skipped"
        assert control == REPEAT
        wpath = self.const((*path, k))
        first = self.nested(out, ind, cond_entry, (*path, ci))
        out.append(f"{ind}if type({first}) is float:")
        i2 = ind + "    "
        count = self.var()
        out.append(f"{i2}{count} = {self.nested(out, i2, cond_entry, (*path, ci))}")
        out.append(f"{i2}while JS_GT({count}, 0.0):")
        i3 = i2 + "    "
        out.append(f"{i3}ev.steps += 1")
        out.append(f"{i3}if ev.steps > ev.check_at: ev.checkpoint({wpath})")
        self.run_block(out, i3, expr, k, bs, be, path)
        out.append(f"{i3}{count} = TO_NUMBER({count}) - 1.0")
        if type(cond_entry) is list or cond_entry is None:
            out.append(f"{ind}else:")
            out.append(f"{i2}while True:")
            out.append(f"{i3}ev.steps += 1")
            out.append(f"{i3}if ev.steps > ev.check_at: ev.checkpoint({wpath})")
            cond = self.nested(out, i3, cond_entry, (*path, ci))
            out.append(f"{i3}if {cond} is not True: break")
            self.run_block(out, i3, expr, k, bs, be, path)
        return rc, skipped

    def nested(self, out: list[str], ind: str, entry: Any, path: tuple[int, ...]) -> str:
        """Code for ``ev.nested(entry, ...)`` (a condition or a count)."""
        if type(entry) is list:
            fn = self.level(entry, path)
            v = self.var()
            out.append(f"{ind}{v} = {fn}(ev, pos, parents, vars_, g)")
            return v
        if type(entry) is str and entry[:1] == "@":
            self.closed = False
            v = self.var()
            out.append(f"{ind}{v} = RESOLVE(ev, {self.const(entry)}, pos, parents, [], g, "
                       f"{self.const(path)})")
            return v
        return self.const(entry)

    def run_block(self, out: list[str], ind: str, expr: list[Any], k: int, bs: int, be: int,
                  path: tuple[int, ...]) -> None:
        """The blocks module's ``_run_block``: the block's result becomes the running value."""
        fn = self.block(expr, bs, be, path)
        out.append(f"{ind}if type(running) is str and running in PREAMBLE:")
        out.append(f"{ind}    running = MARK(ev.eval_array(['@var_retain', running, "
                   f"*{self.const(expr)}[{bs}:{be}]], pos, parents, vars_, g, False, "
                   f"{self.const(path)}))")
        out.append(f"{ind}else: running = MARK({fn}(ev, running, pos, parents, vars_, g))")


_CODE: dict[str, Any] = {}
_CODE_LIMIT = 2_000


def compile_program(expr: list[Any], lookup: Callable[[str], Any],
                    path: tuple[int, ...] = ()) -> Program | None:
    """The program of an array evaluated at ``path`` (``()``: a top-level one), or None when
    it stays interpreted (too big, or an array that contains itself). ``lookup`` gives the
    evaluator's prepared operator for a name (families, removal count, function), or None.
    ``Param`` entries of ``expr`` are the values given to the program when it runs."""
    gen = _Gen(lookup)
    try:
        root = gen.level(expr, path)
    except (_Refused, RecursionError):
        return None
    source = "\n\n".join(gen.funcs) + "\n"
    # Constants are bound by name, so arrays of the same shape (a rule set copied for each
    # new game, the same condition in several rules) share one code object.
    code = _CODE.get(source)
    if code is None:
        if len(_CODE) >= _CODE_LIMIT:
            _CODE.clear()
        code = _CODE[source] = compile(source, "<calcarray program>", "exec")
    namespace = dict(gen.names)
    exec(code, namespace)  # noqa: S102
    return Program(namespace[root], source, expr, gen.handoffs, gen.closed,
                   tuple(sorted(gen.var_reads)))
