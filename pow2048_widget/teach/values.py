"""Comparing and describing CalcArray values for feedback.

Exercises compare what the learner's answer produced with what was expected *strictly*:
the number ``20`` and the BigInt ``20n`` are different answers (the engine treats them
differently, so a lesson must too), and so are ``"20"`` and ``20``.
"""

from __future__ import annotations

import math
from typing import Any

from ..calcarray.trace import format_value
from ..calcarray.values import UNDEFINED, BigRational, GaussianBigInt

__all__ = ["same_value", "describe", "type_name"]


def type_name(value: Any) -> str:
    """The CalcArray type of ``value`` in words (``typeof`` plus null/undefined)."""
    if value is None:
        return "null"
    if value is UNDEFINED:
        return "undefined"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, float):
        return "number"
    if isinstance(value, int):
        return "BigInt"
    if isinstance(value, str):
        return "string"
    if isinstance(value, GaussianBigInt):
        return "GaussianBigInt"
    if isinstance(value, BigRational):
        return "BigRational"
    if isinstance(value, (list, tuple)):
        return "array"
    return type(value).__name__


def same_value(a: Any, b: Any) -> bool:
    """Equal values of the same CalcArray type (NaN equals NaN; arrays element-wise)."""
    if type_name(a) != type_name(b):
        return False
    if isinstance(a, float):
        return a == b or (math.isnan(a) and math.isnan(b))
    if isinstance(a, (list, tuple)):
        a, b = _unmark(a), _unmark(b)
        return len(a) == len(b) and all(same_value(x, y) for x, y in zip(a, b, strict=True))
    return a == b


def _unmark(value: Any) -> list[Any]:
    items = list(value)
    while items and items[0] == "@Literal":
        items = items[1:]
    return items


def describe(value: Any, limit: int = 120) -> str:
    """A value as the guide writes it, with its type when that could be in doubt."""
    text = format_value(value, limit)
    kind = type_name(value)
    if kind in ("number", "string", "array"):
        return text
    if kind == "BigInt":
        return f"{text} (a BigInt)"
    return f"{text} ({kind})" if kind not in ("boolean", "null") else text
