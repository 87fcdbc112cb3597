"""Converting operands and literals: the evaluator's conversion steps.

Before an operator runs, each of its operands is converted with the operator's family for
it: an array is evaluated (or, written as ``["@Literal", ...]``, taken as data with its
``@CalcArray`` parts evaluated), a ``"@..."`` string is resolved, then the value is turned
into a number, string, boolean, array, BigInt, Gaussian integer or fraction the way
JavaScript would. ``OperandConversion`` holds those steps as methods of ``Evaluation``
(which mixes it in); they use the rest of the evaluator only through the evaluation
protocol (``eval_array``, ``tick``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .convert import ANY, ARRAY, LITERAL, NONE, NUMBER, SCALAR_RULES, STRING
from .errors import CalcArrayError
from .jsnum import to_string
from .special_strings import MISS
from .special_strings import resolve as _resolve_string
from .values import UNDEFINED, BigRational, GaussianBigInt

if TYPE_CHECKING:
    from .context import EvalContext

__all__ = ["OperandConversion", "VALUE_TYPES", "not_a_value"]


class OperandConversion:
    """The conversion of operands (family by family) and of literal arrays."""

    if TYPE_CHECKING:
        def eval_array(self, expr: list[Any], pos: EvalContext, parents: list[Any],
                       offered: list[Any] | None, g: int, nested: bool,
                       path: tuple[int, ...]) -> Any: ...

        def tick(self, path: tuple[int, ...] = (), reason: str = "walk") -> None: ...

        work: int
        check_at: int

    # --- conversion and literals ----------------------------------------

    def convert(
        self,
        x: Any,
        fam: int,
        pos: EvalContext,
        parents: list[Any],
        vars_: list[Any] | None,
        g: int,
        path: tuple[int, ...],
        evaluated: bool = False,
    ) -> Any:
        """Convert one operand with a family (``evaluated``: ``x`` is what evaluating the
        written array gave, which a compiled program evaluated itself)."""
        t = type(x)
        if t is float:  # the common case, decided without the loop
            if fam <= ANY:
                return x
            if fam == NUMBER:
                return x if x == x else 0.0
        while True:
            if evaluated:
                evaluated = False
            elif t is list:
                if x and type(x[0]) is str and x[0] == LITERAL:
                    x = self.literal(x, pos, parents, vars_, g, path)
                else:
                    x = self.eval_array(x, pos, parents, vars_, g, True, path)
                t = type(x)
            if fam == NONE:
                if t not in VALUE_TYPES:
                    raise not_a_value(x, path)
                return x
            if fam == STRING:
                if t is not str:
                    if t not in VALUE_TYPES:
                        raise not_a_value(x, path)
                    x = to_string(x)
                if x[:1] == "@":
                    x = _resolve_string(self, x, pos, parents, vars_, g, path)  # type: ignore[arg-type]
                    t = type(x)
                    if t is list and x and x[0] == LITERAL:
                        self.tick(path, "marker")
                        continue
                return x
            if t is str and x[:1] == "@":
                x = _resolve_string(self, x, pos, parents, vars_, g, path)  # type: ignore[arg-type]
                t = type(x)
            if t is float:
                if fam <= ANY:
                    return x
                if fam == NUMBER:
                    return x if x == x else 0.0
            if fam == ANY:
                if t is list and x and type(x[0]) is str and x[0] == LITERAL:
                    self.tick(path, "marker")
                    continue
                if t not in VALUE_TYPES:
                    raise not_a_value(x, path)
                return x
            if t not in VALUE_TYPES:
                raise not_a_value(x, path)
            if fam == ARRAY:
                if t is list:
                    if x and type(x[0]) is str and x[0] == LITERAL:
                        self.tick(path, "marker")
                        continue
                    return x
                return [x]
            return SCALAR_RULES[fam](x)

    def literal(
        self,
        arr: list[Any],
        pos: EvalContext,
        parents: list[Any],
        vars_: list[Any] | None,
        g: int,
        path: tuple[int, ...],
    ) -> list[Any]:
        """Convert an array starting with ``"@Literal"`` into its value."""
        while True:
            out = self._literal_elems(arr, 1, pos, parents, vars_, g, path)
            if out and type(out[0]) is str and out[0] == LITERAL:
                arr = out
                continue
            return out

    def _literal_elems(
        self,
        arr: list[Any],
        start: int,
        pos: EvalContext,
        parents: list[Any],
        vars_: list[Any] | None,
        g: int,
        path: tuple[int, ...],
    ) -> list[Any]:
        out: list[Any] | None = None
        # Walking a literal's entries (and, below, its nested arrays) is work too: an
        # array growing each turn would otherwise make each step dearer, uncounted.
        n = (len(arr) - start) >> 4
        if n:
            self.work += n
            self.check_at -= n
        for i in range(start, len(arr)):
            el = arr[i]
            if type(el) is list and el:
                f0 = el[0]
                if type(f0) is str and f0 == "@CalcArray":
                    new = self.eval_array(el[1:], pos, parents, vars_, g, True, (*path, i))
                else:
                    flat = _flat_rows(el)
                    if flat >= 0:  # (a board row of tiles: ``_literal_of``'s count, no work)
                        if flat:
                            self.work += flat
                            self.check_at -= flat
                        continue
                    new = self._literal_of(el, pos, parents, vars_, g, (*path, i))
                if new is not el:
                    if out is None:
                        out = arr[start:]
                    out[i - start] = new
        if out is None:
            return arr[start:] if start else arr
        return out

    def _literal_of(
        self,
        el: list[Any],
        pos: EvalContext,
        parents: list[Any],
        offered: list[Any] | None,
        g: int,
        path: tuple[int, ...],
    ) -> list[Any]:
        """An array inside a literal: a literal evaluation of its own (own variable list)."""
        seen = [-1]
        needed = _needs_literal_work(el, seen)
        if seen[0]:
            self.work += seen[0]
            self.check_at -= seen[0]
        if not needed:
            return el
        if g == 1:
            vars_ = offered if offered is not None else []
        elif g == -1:
            vars_ = list(offered) if offered is not None else []
        else:
            vars_ = []
        out = self._literal_elems(el, 0, pos, parents, vars_, g, path)
        while out and type(out[0]) is str and out[0] == LITERAL:
            out = self._literal_elems(out, 1, pos, parents, vars_, g, path)
        return out


def unmark_flat(ev: Any, v: Any) -> Any:
    """``ev.convert(v, ARRAY, ...)`` (not ``evaluated``) when ``v`` is a marked array of
    values none of which is an array: what the literal walk does for it (the values, its
    count of work); ``MISS`` for anything else. Compiled programs hand an operator's array
    result to the next array operator marked: this is that round trip without the walk."""
    if type(v) is not list or not v or type(v[0]) is not str or v[0] != LITERAL:
        return MISS
    rest = v[1:]
    for x in rest:
        if type(x) is list:
            return MISS
    if rest and type(rest[0]) is str and rest[0] == LITERAL:
        return MISS
    n = len(rest) >> 4
    if n:
        ev.work += n
        ev.check_at -= n
    return rest


def _flat_rows(el: list[Any]) -> int:
    """For an array of scalars and flat arrays (a board row): what ``_needs_literal_work``
    counts for it (its flat arrays; it needs no work). -1 for any other array."""
    if type(el[0]) is str and el[0] == LITERAL:
        return -1
    count = 0
    for sub in el:
        if type(sub) is list and sub:
            s0 = sub[0]
            if type(s0) is str and (s0 == "@CalcArray" or s0 == LITERAL):
                return -1
            for x in sub:
                if type(x) is list:
                    return -1
            count += 1
    return count


def _needs_literal_work(el: list[Any], seen: list[int]) -> bool:
    """Whether literal processing could change ``el`` (a marker or ``@CalcArray`` inside).
    ``seen[0]`` counts the arrays looked into (the work the caller charges)."""
    seen[0] += 1
    f0 = el[0]
    if type(f0) is str and f0 == LITERAL:
        return True
    for sub in el:
        if type(sub) is list and sub:
            s0 = sub[0]
            if type(s0) is str and (s0 == "@CalcArray" or s0 == LITERAL):
                return True
            for x in sub:
                if type(x) is list:
                    if _needs_literal_work(sub, seen):
                        return True
                    break
            else:  # (a flat array, a tile: what the call would do, without the call)
                seen[0] += 1
    return False


VALUE_TYPES = frozenset({float, int, bool, str, list, type(None), type(UNDEFINED),
                          GaussianBigInt, BigRational})


def not_a_value(x: Any, path: tuple[int, ...]) -> CalcArrayError:
    """A Python object that no CalcArray value maps to (a tuple, dict, numpy scalar...)."""
    hint = " (write arrays as lists)" if isinstance(x, tuple) else ""
    return CalcArrayError(f"{type(x).__name__} {x!r:.60} is not a CalcArray value{hint}",
                          path, kind="syntax")
