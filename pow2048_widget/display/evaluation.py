"""How the display layer evaluates CalcArrays at a tile: a ``ColorEnv`` bound to a cell.

Display rules need one thing from the evaluator that its public ``evaluate`` does not take:
a variable list *offered* to ``@var_retain`` expressions (rule variables from ``@end_vars``
and ``@include_gvars``). ``evaluate_offering`` supplies it.
"""

from __future__ import annotations

from typing import Any

from ..calcarray.colorexpr import ColorEnv
from ..calcarray.context import EvalContext, Limits, normalize_context
from ..calcarray.convert import cleanup
from ..calcarray.errors import CalcArrayLimitError
from ..calcarray.evaluator import Evaluation, evaluate
from ..calcarray.state import GameState

DISPLAY_LIMITS = Limits(max_steps=200_000, max_depth=150)
"""Display rules run for every tile on every redraw: keep a runaway rule short."""


def evaluate_offering(expr: Any, ctx: EvalContext, variables: list[Any]) -> Any:
    """Top-level evaluation (with clean-up) offering ``variables`` to ``@var_retain``."""
    if not variables:
        return evaluate(expr, ctx)
    run = Evaluation(ctx)
    try:
        return cleanup(run.top(expr, ctx, [], variables, 0, ()))
    except RecursionError:
        raise CalcArrayLimitError("display expression recursion too deep") from None


def tile_env(state: GameState, vcoord: Any, hcoord: Any, container: list[Any] | None = None,
             hexagonal: bool = False, limits: Limits = DISPLAY_LIMITS) -> ColorEnv:
    """A ``ColorEnv`` evaluating at cell ``(vcoord, hcoord)`` of ``container`` (the grid)."""
    ctx = normalize_context(EvalContext(vcoord=vcoord, hcoord=hcoord, container=container,
                                        state=state, limits=limits))

    def calc(expr: Any, variables: list[Any]) -> Any:
        return evaluate_offering(expr, ctx, variables)

    return ColorEnv(calc=calc, game_vars=state.game_vars, hexagonal=hexagonal)
