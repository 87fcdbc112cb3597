"""``eqPrim``: the engine's deep value equality.

Used by ``=``/``!=``, the array search operators, ``arr_eqRearrange`` and DIVE's ``isOne``;
arrays compare element-wise, GaussianBigInts by parts, BigRationals numerically (NaN never
equal) and everything else by JavaScript strict equality.
"""

from __future__ import annotations

from typing import Any

from . import rational_math
from .jsnum import strict_equals
from .values import BigRational, GaussianBigInt

__all__ = ["eq_prim"]


def eq_prim(x: Any, y: Any) -> bool:
    """Deep equality of two CalcArray values."""
    x_list, y_list = isinstance(x, list), isinstance(y, list)
    if x_list and y_list:
        return len(x) == len(y) and all(eq_prim(a, b) for a, b in zip(x, y, strict=True))
    if x_list or y_list:
        return False
    x_gb, y_gb = isinstance(x, GaussianBigInt), isinstance(y, GaussianBigInt)
    if x_gb and y_gb:
        return x.re == y.re and x.im == y.im
    if x_gb or y_gb:
        return False
    x_br, y_br = isinstance(x, BigRational), isinstance(y, BigRational)
    if x_br and y_br:
        return rational_math.eq(x, y)
    if x_br or y_br:
        return False
    return strict_equals(x, y)
