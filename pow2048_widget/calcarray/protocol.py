"""The evaluation protocol: what the parts of the evaluator may use of one evaluation.

``evaluator.Evaluation`` is assembled from parts that live in their own modules: special
strings (``special_strings``), the words that change variables (``words``), control-flow
blocks (``blocks``), the services operators call back into (``services``) and the operators
themselves. Each of those depends on the two protocols below, never on the evaluator, so
the language layer has no import cycle (``tests/architecture/test_no_cycles.py``) and each
part can be read and type-checked on its own. The evaluator is the one class that
implements them.

``OpEnv`` is the narrow side operator functions see (``func(env, a, *args)``);
``EvaluationProtocol`` is the wide side the evaluator's own parts use: counters, limits,
the observer, the frame of the level applying an operator, and the recursive entry points
(``eval_array``, ``convert``, ``nested``, ``top``, ``run``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from .context import EvalContext, Limits, Observer
    from .state import GameState


class OpEnv(Protocol):
    """What an operator function may use of the evaluation it runs in (the evaluator has it)."""

    @property
    def ctx(self) -> EvalContext:
        """The position of the level applying the operator."""
        ...

    state: GameState
    limits: Limits

    def call(self, func_expr: Any, inputs: list[Any], accumulator: Any = ..., *,
             literal_accumulator: bool = True) -> Any:
        """Run a raw function entry as a callback; return its cleaned result."""
        ...

    def callback(self, func_expr: Any, literal_accumulator: bool = True) -> Callable[..., Any]:
        """``run(inputs[, accumulator])``: ``call`` for many calls of one application."""
        ...

    def callback_all(self, func_expr: Any, items: list[Any], how: int,
                     accumulator: Any = ...) -> Any:
        """The whole loop of ``arr_map`` / ``arr_filter`` / ``arr_reduce`` (``how``)."""
        ...

    def evaluate(self, expr: Any, *, variables: list[Any] | None = None,
                 fresh_parents: bool = True, cascade: int | None = None,
                 **ctx_changes: Any) -> Any:
        """A fresh top-level evaluation (with final clean-up) in the current context."""
        ...

    def random(self) -> float:
        """One draw from the game's random source, in [0, 1)."""
        ...

    def check_length(self, n: int) -> None:
        """Raise CalcArrayLimitError if a string/array of length n exceeds the limit."""
        ...

    def check_bigint_bits(self, bits: int) -> None:
        """Raise CalcArrayLimitError if a BigInt of this many bits exceeds the limit."""
        ...

    def check_time(self, path: tuple[int, ...] = ()) -> None:
        """Count one turn of an operator's own loop against ``Limits.max_steps``."""
        ...

    def charge(self, units: int, path: tuple[int, ...] = ()) -> None:
        """Count ``units`` steps of an operator's own work against ``Limits.max_steps``."""
        ...

    def charge_bits(self, bits: int, path: tuple[int, ...] = ()) -> None:
        """Count the work of building a BigInt of ``bits`` bits against ``max_steps``."""
        ...


class EvaluationProtocol(OpEnv, Protocol):
    """One top-level evaluation as its parts see it (``evaluator.Evaluation`` implements it).

    Per-level values (position ``pos``, ``parents`` chain, variables ``vars_``, cascade
    mode ``g``, ``path`` into the written expression) travel as arguments, because the
    engine evaluates small expressions millions of times; only what every level shares
    is an attribute.
    """

    observer: Observer | None
    steps: int
    depth: int
    max_depth: int
    check_at: int
    # [position, parents, variables, cascade, path, shared variable copy] of the level that
    # applies an operator (callbacks run in it).
    frame: list[Any]
    # What the last word that changed variables or the game did: (target, index, value,
    # changed), observer only.
    change: tuple[str, Any, Any, bool] | None

    def tick(self, path: tuple[int, ...] = (), reason: str = "walk") -> None:
        """Count one unit of work against ``Limits.max_steps`` (reported as a ``Tick``)."""
        ...

    def checkpoint(self, path: tuple[int, ...]) -> None:
        """The step limit and the last-resort CPU guard, once ``steps`` passes ``check_at``."""
        ...

    def emit(self, kind: type, path: tuple[int, ...], running: Any, vars_: Any,
             parents: list[Any], **fields: Any) -> None:
        """Report an event of ``calcarray.observe`` to the observer (if one is attached)."""
        ...

    def eval_array(self, expr: list[Any], pos: EvalContext, parents: list[Any],
                   offered: list[Any] | None, g: int, inner: bool,
                   path: tuple[int, ...]) -> Any:
        """Evaluate one array as a level of its own (no final clean-up)."""
        ...

    def run(self, expr: list[Any], k0: int, n: int, running: Any, pos: EvalContext,
            parents: list[Any], vars_: list[Any], g: int, path: tuple[int, ...]) -> Any:
        """The step loop over ``expr[k0+1:n]`` with ``running`` as the value at ``k0``."""
        ...

    def convert(self, x: Any, fam: int, pos: EvalContext, parents: list[Any],
                vars_: list[Any] | None, g: int, path: tuple[int, ...],
                evaluated: bool = False) -> Any:
        """Convert one operand with a family code."""
        ...

    def nested(self, x: Any, pos: EvalContext, parents: list[Any], vars_: list[Any] | None,
               g: int, path: tuple[int, ...]) -> Any:
        """Evaluate an entry as a nested expression (conditions, ``@Parent`` slots)."""
        ...

    def top(self, expr: Any, pos: EvalContext, parents: list[Any],
            offered: list[Any] | None, g: int, path: tuple[int, ...]) -> Any:
        """Evaluate any value as a top-level call without clean-up."""
        ...

    def frame_variables(self) -> list[Any]:
        """The shared copy of the applying level's variables (callbacks see it)."""
        ...
