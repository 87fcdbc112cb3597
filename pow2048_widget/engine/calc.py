"""The engine's one door to the CalcArray evaluator.

Every expression of a mode is evaluated through ``Calc.eval`` with the context the engine
reference uses (base cell, direction, addInfo, container, the rule's variables). It
short-cuts values that evaluate to themselves (numbers, booleans, plain text), which is most
of what a mode holds, and turns a ``CalcArrayError`` into a ``GameError`` naming the mode
field it came from.
"""

from __future__ import annotations

from typing import Any

from ..calcarray import evaluate
from ..calcarray.context import EvalContext, Limits
from ..calcarray.errors import CalcArrayError
from ..calcarray.state import GameState
from .errors import GameError

#: The positional context of an evaluation after ``where``: (v, h, vdir, hdir, addInfo,
#: container), as the parts of a game pass it along.
EvalCtx = tuple[Any, Any, Any, Any, list[Any] | None, Any]


class Calc:
    """Evaluates mode expressions against one game's state."""

    __slots__ = ("state", "limits", "rereads")

    def __init__(self, state: GameState, limits: Limits | None = None) -> None:
        self.state = state
        self.limits = limits or Limits()
        # How often ``converted`` read a value again as a special string (a remembered
        # answer cannot stand for such a read: the string is known only when evaluated).
        self.rereads = 0

    def converted(self, expr: Any, where: str, v: Any, h: Any, vd: float, hd: float,
                  info: list[Any] | None, container: list[Any] | None,
                  vars: list[Any]) -> Any:
        """``expr`` evaluated, then converted *with the rule's variables*, as the reference
        treats a merge rule's score and its variable definitions: a bare string such as
        ``"@Var 0"`` (which the evaluation itself leaves unresolved) becomes variable 0."""
        value = self.eval(expr, where, v, h, vd, hd, info, container, vars=vars)
        if vars and type(value) is str and value[:1] == "@":
            self.rereads += 1
            value = self.eval(["@var_retain", value], where, v, h, vd, hd, info, container,
                              vars=vars)
        return value

    def eval(self, expr: Any, where: str, v: Any = 0.0, h: Any = 0.0, vd: float = 0.0,
             hd: float = 0.0, info: list[Any] | None = None,
             container: list[Any] | None = None, vars: list[Any] | None = None) -> Any:
        """Evaluate ``expr`` as a top-level call; ``where`` names it in error messages."""
        t = type(expr)
        if t is float or t is bool or (t is str and not expr.startswith("@")):
            return expr
        ctx = EvalContext(float(v) if type(v) is int else v, float(h) if type(h) is int else h,
                          float(vd), float(hd), info, container, self.state, self.limits)
        try:
            if vars is None or (not vars and type(expr) is not list):
                return evaluate(expr, ctx)
            return evaluate(expr, ctx, vars=vars)
        except CalcArrayError as exc:
            raise GameError(where, exc) from None
        except RecursionError:
            raise GameError(where, CalcArrayError("expression nested too deeply",
                                                  kind="limit")) from None
