"""What the evaluator offers operators beyond their converted input (the ``OpEnv`` side).

Function-taking operators, ``CalcArray``/``CalcArrayParent``, the
DIVE callbacks and colour evaluation run expressions of their own. ``OperatorServices``
gives them the *frame* of the level applying the operator (position, parents chain,
variables, cascade mode, path), captured when the operator was applied.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .callback_memo import ENABLED as MEMO_ENABLED
from .callback_memo import REDUCE, fold, fold_plain
from .compiled import EAGER
from .compiled import OFF as COMPILED_OFF
from .convert import FAMILY_CODES, LITERAL, PREAMBLE_WORDS, START_MODIFIERS, cleanup, mark
from .errors import CalcArrayError
from .jsnum import to_string
from .programs import callback_program, compiled_callback, nested_program

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
        return self.callback(func_expr, literal_accumulator)(inputs, accumulator)

    def callback(
        self: EvaluationProtocol,
        func_expr: Any,
        literal_accumulator: bool = True,
    ) -> Callable[..., Any]:
        """``run(inputs[, accumulator])`` doing ``call(func_expr, inputs[, accumulator])``
        for the many calls of one operator application (``arr_map``'s function for each
        element): what depends only on the application (its frame, the switches, the
        callback's program once found) is looked up once instead of per call."""
        return runners(self, func_expr, literal_accumulator)

    def callback_all(
        self: EvaluationProtocol,
        func_expr: Any,
        items: list[Any],
        how: int,
        accumulator: Any = _NO_ACC,
    ) -> Any:
        """The loop of ``arr_map`` / ``arr_filter`` / ``arr_reduce`` (``how``:
        ``callback_memo.MAP``...) with ``func_expr`` over ``items``: what one ``callback``
        runner per element gives, with remembered answers where they may stand in."""
        if (items and type(func_expr) is list and MEMO_ENABLED[0] and self.observer is None
                and not COMPILED_OFF[0]):
            pos, parents, _, g, path, _ = self.frame
            kind = 1 if how == REDUCE else 0
            # (found without a first sight of its own: outside eager mode a first sight
            # leaves the first element to the interpreter, as ``run`` does)
            program = (callback_program(func_expr, 2, kind, path, build_callback, True)
                       if EAGER[0] > 0 else compiled_callback(func_expr, 2, kind, path))
            if program is not None and program.closed:
                # The callback's own level starts with an empty variable list: cascade 0
                # and no first word that would take the level's variables.
                private = g == 0 and not (func_expr and type(func_expr[0]) is str
                                          and func_expr[0] in PREAMBLE_WORDS)
                return fold(self, program, pos, parents, self.frame_variables(), g, items,
                            how, accumulator, private,
                            lambda: runners(self, func_expr, True))
        return fold_plain(runners(self, func_expr, True), items, how, accumulator)

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


def runners(self: EvaluationProtocol, func_expr: Any, literal_accumulator: bool
            ) -> Callable[..., Any]:
    """``run(inputs[, accumulator])`` of one operator application (``callback``)."""
    pos, parents, _, g, path, _ = self.frame
    compiled = self.observer is None and not COMPILED_OFF[0]
    eager = EAGER[0] > 0
    is_array = type(func_expr) is list
    frame_variables = self.frame_variables
    eval_array = self.eval_array
    # The program last found: [inputs, accumulator kind, program (None: not yet),
    # the application's shared variables (None: not made yet)].
    found: list[Any] = [-1, -1, None, None]

    def program_for(n: int, kind: int) -> Any:
        """The callback's program for ``n`` inputs and accumulator ``kind`` (None while
        it is not compiled)."""
        if found[0] == n and found[1] == kind:
            return found[2]
        program = callback_program(func_expr, n, kind, path, build_callback, eager)
        if program is not None:
            found[:3] = [n, kind, program]
        return program

    def run(inputs: list[Any], accumulator: Any = _NO_ACC) -> Any:
        if not is_array:
            raise CalcArrayError(
                "the function argument must be an array expression, not "
                f"{to_string(func_expr)!r}", path, kind="type")
        shared = found[3]
        if shared is None:
            shared = found[3] = frame_variables()  # the same list for every call
        if compiled:
            for x in inputs:
                if type(x) is str and (x in PREAMBLE_WORDS or x == "@end_vars"):
                    # (a program is made for the callback's shape: an input read as a
                    # word would change it)
                    break
            else:
                kind = (0 if accumulator is _NO_ACC else
                        1 if literal_accumulator else 2)
                program = program_for(len(inputs), kind)
                if program is not None:
                    given = [[LITERAL, *x] if type(x) is list else x for x in inputs]
                    if kind:
                        given.append(mark(accumulator) if kind == 1 else accumulator)
                    result = program.func(self, pos, parents, shared, g, given)
                    t = type(result)
                    return cleanup(result) if t is str or t is list else result
        expr = build_callback(func_expr, inputs, accumulator, literal_accumulator)
        return cleanup(eval_array(expr, pos, parents, shared, g, True, path))

    return run


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
