"""Display operators: the defaultAbbrev family (calcarray.md 4.13) and colours (4.15).

They belong to the language (modes call them inside CalcArrays) but their work is display
work, so they delegate to ``abbrev`` and ``colorexpr``, which the display package reuses.
"""

from __future__ import annotations

from typing import Any

from ..abbrev import default_abbreviate
from ..colorexpr import ColorEnv, deevaluate_color, evaluate_color
from ..errors import CalcArrayError
from ..values import UNDEFINED
from .base import register


@register("defaultAbbrev", "number")
def op_default_abbrev(env: Any, a: float) -> Any:
    return default_abbreviate(a)


@register("defaultAbbrevB", "bigint")
def op_default_abbrev_b(env: Any, a: int) -> Any:
    return default_abbreviate(a)


@register("defaultAbbrevGB", "gaussian")
def op_default_abbrev_gb(env: Any, a: Any) -> Any:
    return default_abbreviate(a)


@register("defaultAbbrevBR", "rational")
def op_default_abbrev_br(env: Any, a: Any) -> Any:
    return default_abbreviate(a)


@register("defaultAbbrevAny", "any")
def op_default_abbrev_any(env: Any, a: Any) -> Any:
    return default_abbreviate(a)


def operator_color_env(env: Any) -> ColorEnv:
    """A colour environment evaluating components in the operator's current context."""

    def calc(expr: Any, variables: list[Any]) -> Any:
        return env.evaluate(expr, variables=variables)

    state = getattr(env, "state", None)
    return ColorEnv(calc=calc, game_vars=list(getattr(state, "game_vars", []) or []))


@register("evaluateColor", "any")
def op_evaluate_color(env: Any, a: Any) -> Any:
    if a is UNDEFINED or a is None:
        # The reference looks at the colour's first character first: nothing to look at.
        what = "undefined" if a is UNDEFINED else "null"
        raise CalcArrayError(f"evaluateColor: the running value is {what}, not a colour",
                             kind="type")
    variables = list(env.frame_variables())
    return evaluate_color(a, operator_color_env(env), variables)


@register("deevaluateColor", "string")
def op_deevaluate_color(env: Any, a: Any) -> Any:
    # The reference calls a string method on the value: numbers, booleans and arrays come
    # back unchanged, but undefined and null have no methods at all (calcarray.md 4.4).
    if a is UNDEFINED or a is None:
        what = "undefined" if a is UNDEFINED else "null"
        raise CalcArrayError(f"deevaluateColor: the running value is {what}", kind="type")
    return deevaluate_color(a)
