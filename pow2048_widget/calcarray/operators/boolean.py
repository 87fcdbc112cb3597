"""Boolean operators, family boolean.

Operands arrive as booleans already. The short circuit of ``&&``/``||`` (not evaluating the
argument entry) is the evaluator's job: it must skip the argument when ``a`` decides the
result and then call these with ``b`` = the deciding value; the ``nsc`` forms never skip.
"""

from __future__ import annotations

from typing import Any

from .base import register

B = "boolean"

# Operators whose argument the evaluator must not evaluate when the running value decides.
SHORT_CIRCUIT = {"&&": False, "||": True}


@register(["&&", "&&nsc"], B, (B,))
def op_and(env: Any, a: bool, b: bool) -> bool:
    return a and b


@register(["||", "||nsc"], B, (B,))
def op_or(env: Any, a: bool, b: bool) -> bool:
    return a or b


@register("!", B)
def op_not(env: Any, a: bool) -> bool:
    return not a
