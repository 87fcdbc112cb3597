"""What the evaluator offers operators beyond their converted input (the ``OpEnv`` side).

Function-taking operators, ``CalcArray``/``CalcArrayParent``, the
DIVE callbacks and colour evaluation run expressions of their own. ``OperatorServices``
gives them the *frame* of the level applying the operator (position, parents chain,
variables, cascade mode, path), captured when the operator was applied.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .compiled import EAGER
from .compiled import OFF as COMPILED_OFF
from .convert import FAMILY_CODES, PREAMBLE_WORDS, START_MODIFIERS, cleanup, mark
from .errors import CalcArrayError
from .jsnum import to_string
from .programs import callback_program, nested_program

if TYPE_CHECKING:
    from .protocol import EvaluationProtocol

_NO_ACC = object()


class OperatorServices:
    """Evaluator methods operators call through ``env`` (mixed into ``Evaluation``; they
    use it only through ``protocol.EvaluationProtocol``)."""

    __slots__ = ()

    def convert_in_frame(self: EvaluationProtocol, value: Any, family: str) -> Any:
        """Convert a raw entry as the level applying the current operator would."""
        pos, parents, vars_, g, path, _ = self.frame
        return self.convert(value, FAMILY_CODES[family], pos, parents, vars_, g, path)

    def frame_variables(self: EvaluationProtocol) -> list[Any]:
        """A copy of the applying level's variables, shared by all calls of this application."""
        frame = self.frame
        if frame[5] is None:
            frame[5] = list(frame[2]) if frame[2] is not None else []
        return frame[5]

    def call(
        self: EvaluationProtocol,
        func_expr: Any,
        inputs: list[Any],
        accumulator: Any = _NO_ACC,
        *,
        literal_accumulator: bool = True,
    ) -> Any:
        """Run a raw function entry as a callback with these inputs; cleaned result."""
        pos, parents, _, g, path, _ = self.frame
        if type(func_expr) is not list:
            raise CalcArrayError(
                f"the function argument must be an array expression, not {to_string(func_expr)!r}",
                path, kind="type",
            )
        shared = self.frame_variables()
        if self.observer is None and not COMPILED_OFF[0] and not any(
                type(x) is str and (x in PREAMBLE_WORDS or x == "@end_vars") for x in inputs):
            # (a program is made for the callback's shape: an input read as a word would
            # change it)
            program = callback_program(
                func_expr, len(inputs), 0 if accumulator is _NO_ACC else
                1 if literal_accumulator else 2, path, build_callback, EAGER[0] > 0)
            if program is not None:
                given = [mark(x) for x in inputs]
                if accumulator is not _NO_ACC:
                    given.append(mark(accumulator) if literal_accumulator else accumulator)
                return cleanup(program.func(self, pos, parents, shared, g, given))
        expr = build_callback(func_expr, inputs, accumulator, literal_accumulator)
        result = self.eval_array(expr, pos, parents, shared, g, True, path)
        return cleanup(result)

    def evaluate(
        self: EvaluationProtocol,
        expr: Any,
        *,
        variables: list[Any] | None = None,
        fresh_parents: bool = True,
        cascade: int | None = None,
        **ctx_changes: Any,
    ) -> Any:
        """A fresh top-level evaluation (clean-up applied) at the current position.

        ``variables`` is the list offered for inheritance (``@var_retain``); by default the
        shared copy of the applying level's variables. ``fresh_parents`` starts an empty
        parents chain (colour components, DIVE's ``one``); otherwise the current chain is
        extended. ``ctx_changes`` override position fields (``vcoord=...``).
        """
        pos, parents, _, g, path, _ = self.frame
        if ctx_changes:
            pos = pos.with_changes(**ctx_changes)
        offered = self.frame_variables() if variables is None else variables
        chain = [] if fresh_parents else parents
        g2 = g if cascade is None else cascade
        if type(expr) is list and expr and self.observer is None and not COMPILED_OFF[0]:
            program = nested_program(expr, path, EAGER[0] > 0)
            if program is not None:
                return cleanup(program.func(self, pos, chain, offered, g2))
        return cleanup(self.top(expr, pos, chain, offered, g2, path))


def build_callback(func_expr: list[Any], inputs: list[Any], accumulator: Any = _NO_ACC,
                   literal_accumulator: bool = True) -> list[Any]:
    """The callback array of 4.6: inputs before ``@end_vars``, accumulator right after."""
    i = 0
    n = len(func_expr)
    while i < n and type(func_expr[i]) is str and func_expr[i] in START_MODIFIERS:
        i += 1
    marked = [mark(x) for x in inputs]
    if "@end_vars" not in func_expr:
        expr = [*func_expr[:i], *marked, "@end_vars", *func_expr[i:]]
        after = i + len(marked) + 1
    else:
        e = func_expr.index("@end_vars")
        expr = [*func_expr[:e], *marked, *func_expr[e:]]
        after = e + len(marked) + 1
    if accumulator is not _NO_ACC:
        expr.insert(after, mark(accumulator) if literal_accumulator else accumulator)
    return expr


def insert_after_end_vars(func_expr: list[Any], value: Any) -> list[Any]:
    """``CalcArrayParent``'s insertion: ``value`` becomes the starting running value."""
    return build_callback(func_expr, [], value, True)
