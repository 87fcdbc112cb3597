"""Compiled plans for the small expressions an engine evaluates millions of times.

Why: a merge condition (``["@Next 1 0", "=", "@This 0"]``) or a colour component
(``[["@This 0", "*", 27], "+", 30]``) costs the general evaluator about ten microseconds,
almost all of it generic machinery (frames, families, special-string dispatch, JS equality)
that decides the same things on every call. A *plan* decides them once: it is Python source
generated for one expression, reading tiles directly and applying the commonest operators
inline on floats.

A plan only covers a subset whose evaluation is a pure function of the position and the
grid: numbers, booleans, plain strings, ``"@This k"``/``"@Next d k"``, nested arrays of the
same, and side-effect-free operators (arithmetic, comparison, boolean). Whenever a value
at run time is not the plain case (a list, an unresolved-then-resolvable string, a
slippery walk, an error...), the plan returns ``MISS`` and the caller runs the general
evaluator from the start; that is safe because a plan never changes anything. Step and
depth limits are honoured by running a plan only when its largest possible step count and
its depth are within the context's limits, which is when the general evaluator could not
hit them either.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .convert import (
    ANY,
    BOOL,
    BOOLEAN,
    FLOAT,
    LITERAL,
    NUMBER,
    PREAMBLE_WORDS,
    SCALAR_RULES,
    UNKNOWN,
    kind_after,
)
from .special_strings import (
    MISS,
    UNRESOLVED,
    fast_reader,
    read_game_var,
    read_next_entry,
    read_this_entry,
)
from .values import UNDEFINED

__all__ = ["MISS", "Plan", "compile_plan"]

# Operators a plan may apply: pure, deterministic, never reading the evaluation (``env``).
_SAFE_OPS = frozenset({
    "+", "-", "*", "/", "%", "mod", "^", "**", "log", "round", "floor", "ceil", "ceiling",
    "trunc", "abs", "sign",
    "=", "!=", "<", ">", "<=", ">=", "max", "min",
    "&&", "||", "&&nsc", "||nsc", "!",
})
_INLINE_ARITH = {"+": "+", "-": "-", "*": "*"}
_INLINE_EQ = {"=": "==", "!=": "!="}
_INLINE_ORDER = {"<": "<", ">": ">", "<=": "<=", ">=": ">="}
_FLOAT_RESULT = frozenset({"+", "-", "*", "/", "%", "mod", "^", "**", "log", "round", "floor",
                           "ceil", "ceiling", "trunc", "abs", "sign"})
_BOOL_RESULT = frozenset({"=", "!=", "<", ">", "<=", ">=", "&&", "||", "&&nsc", "||nsc", "!"})


class _Unplannable(Exception):
    """The expression is outside the subset plans cover."""


class Plan:
    """A compiled expression: ``func(state, pos)`` gives the cleaned result or ``MISS``."""

    __slots__ = ("func", "max_steps", "depth", "source")

    def __init__(self, func: Callable[[Any, Any], Any], max_steps: int, depth: int,
                 source: str) -> None:
        self.func = func
        self.max_steps = max_steps
        self.depth = depth
        self.source = source


class _Gen:
    """Generates the body of one plan function."""

    def __init__(self, lookup: Callable[[str], Any]) -> None:
        self.lookup = lookup
        self.lines: list[str] = []
        self.names: dict[str, Any] = {"MISS": MISS, "UNRESOLVED": UNRESOLVED}
        self.count = 0
        self.steps = 0
        self.depth = 0
        self.max_k = 0
        self.uses_here = False
        self.uses_ahead = False

    def var(self) -> str:
        self.count += 1
        return f"v{self.count}"

    def const(self, value: Any) -> str:
        """A name bound to ``value`` (keeps exact bits of -0.0, NaN, infinities)."""
        name = f"c{len(self.names)}"
        self.names[name] = value
        return name

    def emit(self, indent: int, line: str) -> None:
        self.lines.append("    " * indent + line)

    # --- operands -------------------------------------------------------------------------

    def operand(self, entry: Any, fam: int, indent: int, level: int) -> tuple[str, str]:
        """Code converting a raw entry with a family; (expression, static kind)."""
        t = type(entry)
        if t is float or t is bool or (t is str and entry[:1] != "@"):
            if fam == ANY:
                value = entry
            elif fam in (NUMBER, BOOLEAN):
                value = SCALAR_RULES[fam](entry)  # pure rules (ToNumber, ToBoolean)
            else:
                raise _Unplannable
            kind = FLOAT if type(value) is float else BOOL if type(value) is bool else UNKNOWN
            return self.const(value), kind
        if t is str:
            v = self.tile_read(entry, indent)
            return self.convert(v, fam, UNKNOWN, indent, resolved=True), UNKNOWN
        if t is list:
            v, kind = self.node(entry, indent, level + 1)
            return self.convert(v, fam, kind, indent, resolved=False), kind
        raise _Unplannable

    def tile_read(self, text: str, indent: int) -> str:
        """Code reading ``"@This k"`` / ``"@Next d k"`` into a new variable.

        The base cell (``here``) and the cell one step ahead (``ahead``) are fetched once
        by the plan's prologue; other distances call the shared reader.
        """
        reader = fast_reader(text)
        if reader is None:
            raise _Unplannable
        func, extra = reader
        k = extra[-1]
        v = self.var()
        if func is read_game_var:
            self.emit(indent, f"{v} = {self.const(func)}(state, pos, {extra[0]!r})")
            self.emit(indent, f"if {v} is UNRESOLVED: {v} = {self.const(text)}")
            return v
        self.max_k = max(self.max_k, extra[-1])
        if func is read_next_entry and extra[0] == 0:  # no walk: the base cell, on the board
            self.uses_here = True
            self.emit(indent, "if not (r < state.height and c < state.width): "
                              f"{v} = {self.const(text)}")
            self.emit(indent, f"elif type(here) is list: {v} = here[{k}] "
                              f"if {k} < len(here) else UNDEFINED")
            self.emit(indent, f"elif type(here) is str: {v} = here")
            self.emit(indent, "else: return MISS")
            return v
        if func is read_this_entry or (func is read_next_entry and extra[0] == 1):
            cell = "here" if func is read_this_entry else "ahead"
            if cell == "here":
                self.uses_here = True
            else:
                self.uses_ahead = True
                self.emit(indent, f"if {cell} is UNRESOLVED: {v} = {self.const(text)}")
                self.emit(indent, f"elif type({cell}) is list: {v} = {cell}[{k}] "
                                  f"if {k} < len({cell}) else UNDEFINED")
                self.emit(indent, f"elif type({cell}) is str: {v} = {cell}")
                self.emit(indent, "else: return MISS")
                return v
            self.emit(indent, f"if type({cell}) is list: {v} = {cell}[{k}] "
                              f"if {k} < len({cell}) else UNDEFINED")
            self.emit(indent, f"elif type({cell}) is str: {v} = {cell}")
            self.emit(indent, "else: return MISS")
            return v
        args = "".join(f", {x!r}" for x in extra)
        self.emit(indent, f"{v} = {self.const(func)}(state, pos{args})")
        self.emit(indent, f"if {v} is MISS: return MISS")
        self.emit(indent, f"if {v} is UNRESOLVED: {v} = {self.const(text)}")
        return v

    def prologue(self) -> list[str]:
        """Fetch the cells the tile reads share, or give up on unusual positions."""
        if not (self.uses_here or self.uses_ahead):
            return []
        lines = [
            f"if state.tile_num_amount <= {self.max_k}: return MISS",
            "cont = pos.container",
            "if cont is None: cont = state.grid",
            "r = pos.vcoord",
            "c = pos.hcoord",
            "if type(r) is not float or type(c) is not float or type(cont) is not list: "
            "return MISS",
        ]
        if self.uses_here:
            lines += [
                "if not (0 <= r < len(cont) and r.is_integer() and c.is_integer()): "
                "return MISS",
                "ri = int(r)",
                "ci = int(c)",
                "row = cont[ri]",
                "if type(row) is not list or not 0 <= ci < len(row): return MISS",
                "here = row[ci]",
            ]
        if self.uses_ahead:
            # One step of ``_walk``: a slippery cell needs the general walk (it counts
            # steps); leaving the container ends the walk there.
            lines += [
                "dr = pos.vdir",
                "dc = pos.hdir",
                "if type(dr) is not float or type(dc) is not float or not (dr or dc): "
                "return MISS",
                "nr = r + dr",
                "nc = c + dc",
                "inside = False",
                "if 0 <= nr < len(cont) and nr.is_integer():",
                "    nrow = cont[int(nr)]",
                "    if type(nrow) is list and 0 <= nc < len(nrow) and nc.is_integer():",
                "        inside = True",
                "        ahead = nrow[int(nc)]",
                "        if type(ahead) is str and ahead == '@Slippery': return MISS",
                "        if not (nr < state.height and nc < state.width): ahead = UNRESOLVED",
                "if not inside:",
                "    if (nr.is_integer() and nc.is_integer() and 0 <= nr < state.height",
                "            and 0 <= nc < state.width): return MISS",
                "    ahead = UNRESOLVED",
            ]
        return ["    " + line for line in lines]

    def convert(self, v: str, fam: int, kind: str, indent: int, resolved: bool) -> str:
        """Code converting a value held in ``v``; ``resolved``: "@" strings stay strings."""
        if fam == ANY:
            if kind == UNKNOWN:
                if resolved:
                    self.emit(indent, f"if type({v}) is list: return MISS")
                else:
                    self.emit(indent, f"if type({v}) is list or (type({v}) is str and "
                                      f"{v}[:1] == '@'): return MISS")
            return v
        if fam == NUMBER:
            if kind == BOOL:
                self.emit(indent, f"{v} = 1.0 if {v} else 0.0")
                return v
            if kind == UNKNOWN:
                self.emit(indent, f"if type({v}) is not float: return MISS")
            self.emit(indent, f"if {v} != {v}: {v} = 0.0")
            return v
        if fam == BOOLEAN:
            if kind == BOOL:
                return v
            if kind == UNKNOWN:
                self.emit(indent, f"if type({v}) is bool: pass")
                self.emit(indent, f"elif type({v}) is float: {v} = not ({v} == 0 or {v} != {v})")
                self.emit(indent, "else: return MISS")
            else:
                self.emit(indent, f"{v} = not ({v} == 0 or {v} != {v})")
            return v
        raise _Unplannable

    # --- arrays ---------------------------------------------------------------------------

    def node(self, expr: list[Any], indent: int, level: int) -> tuple[str, str]:
        """Code evaluating one array as the evaluator's ``eval_array`` + ``run`` would."""
        n = len(expr)
        if n == 0 or "@end_vars" in expr:
            raise _Unplannable
        first = expr[0]
        if type(first) is str and first in PREAMBLE_WORDS:
            raise _Unplannable
        self.depth = max(self.depth, level)
        if n == 1:  # no operator: the final conversion with the any family
            v = self.var()
            code, kind = self.operand(first, ANY, indent, level)
            self.emit(indent, f"{v} = {code}")
            return v, kind
        running: tuple[str, str] | None = None  # None: still the raw first entry
        k = 1
        while k < n:
            op = expr[k]
            if type(op) is not str or op not in _SAFE_OPS:
                raise _Unplannable
            comp = self.lookup(op)
            if comp is None or any(f not in (ANY, NUMBER, BOOLEAN) for f in comp.args):
                raise _Unplannable
            if k + len(comp.args) >= n:
                raise _Unplannable  # a missing argument (undefined) takes the general path
            self.steps += 1
            fam = comp.family
            if running is None:
                a, akind = self.operand(first, fam, indent, level)
            else:
                a = self.convert(running[0], fam, running[1], indent, resolved=False)
                akind = running[1]
            if fam == NUMBER:
                akind = FLOAT
            elif fam == BOOLEAN:
                akind = BOOL
            r = self.var()
            short = {"&&": "False", "||": "True"}.get(op)
            inner = indent
            if short is not None:
                self.emit(indent, f"if {a} is {short}: {r} = {a}")
                self.emit(indent, "else:")
                inner = indent + 1
            args = []
            kinds = []
            for j, argfam in enumerate(comp.args):
                code, kind = self.operand(expr[k + 1 + j], argfam, inner, level)
                args.append(code)
                kinds.append(kind_after(argfam, kind))
            self.apply(op, comp, a, akind, args, kinds, r, inner)
            if op in _FLOAT_RESULT:
                kind = FLOAT
            elif op in _BOOL_RESULT:
                kind = BOOL
            elif akind == FLOAT and all(x == FLOAT for x in kinds):
                kind = FLOAT  # max / min of two numbers
            else:
                kind = UNKNOWN
            running = (r, kind)
            k += comp.rc
        assert running is not None
        return running

    def apply(self, op: str, comp: Any, a: str, akind: str, args: list[str], kinds: list[str],
              r: str, indent: int) -> None:
        """Code applying an operator to converted operands."""
        f = self.const(comp.func)
        generic = f"{r} = {f}(None, {a}{''.join(', ' + x for x in args)})"
        if op in _INLINE_ARITH:
            self.emit(indent, f"{r} = {a} {_INLINE_ARITH[op]} {args[0]}")
        elif op == "/":
            b = args[0]
            self.emit(indent, f"{r} = {a} / {b} if {b} else {f}(None, {a}, {b})")
        elif op in _INLINE_EQ:
            b = args[0]
            if akind == FLOAT and kinds[0] == FLOAT:
                self.emit(indent, f"{r} = {a} {_INLINE_EQ[op]} {b}")
                return
            self.emit(indent, f"t = type({a})")
            self.emit(indent, f"if t is type({b}) and (t is float or t is str or t is bool): "
                              f"{r} = {a} {_INLINE_EQ[op]} {b}")
            self.emit(indent, f"else: {generic}")
        elif op in _INLINE_ORDER or op in ("max", "min"):
            b = args[0]
            if op == "max":
                fast = f"{r} = {b} if {b} > {a} else {a}"
            elif op == "min":
                fast = f"{r} = {b} if {b} < {a} else {a}"
            else:
                fast = f"{r} = {a} {_INLINE_ORDER[op]} {b}"
            if akind == FLOAT and kinds[0] == FLOAT:
                self.emit(indent, fast)
                return
            self.emit(indent, f"if type({a}) is float and type({b}) is float: {fast}")
            self.emit(indent, f"else: {generic}")
        elif op in ("&&", "||"):
            self.emit(indent, f"{r} = {args[0]}")  # the running value did not decide
        else:
            self.emit(indent, generic)


_CODE: dict[str, Any] = {}


def compile_plan(expr: list[Any], lookup: Callable[[str], Any]) -> Plan | None:
    """A plan for ``expr`` (a top-level array), or None when it is outside the subset.

    ``lookup`` maps an operator name to the evaluator's compiled operator (family codes,
    argument families, function).
    """
    gen = _Gen(lookup)
    try:
        v, kind = gen.node(expr, 1, 1)
    except (_Unplannable, RecursionError):
        return None
    if kind == UNKNOWN:
        # Lists need the literal clean-up; an "@" string would be resolved (again) by the
        # final conversion or lose an "@" in the clean-up: the general path decides.
        gen.emit(1, f"if type({v}) is list or (type({v}) is str and {v}[:1] == '@'): "
                    "return MISS")
    gen.emit(1, f"return {v}")
    source = "def plan(state, pos):\n" + "\n".join(gen.prologue() + gen.lines) + "\n"
    namespace = dict(gen.names)
    namespace["UNDEFINED"] = UNDEFINED
    namespace["LITERAL"] = LITERAL
    code = _CODE.get(source)  # constants are bound by name: same shape, same code
    if code is None:
        if len(_CODE) >= 2_000:
            _CODE.clear()
        code = _CODE[source] = compile(source, "<calcarray plan>", "exec")
    exec(code, namespace)  # noqa: S102
    return Plan(namespace["plan"], gen.steps, gen.depth, source)
