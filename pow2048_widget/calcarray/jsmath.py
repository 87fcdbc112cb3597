"""JavaScript ``Math`` functions with their exact edge cases on Python floats.

Python's ``math`` module raises where JavaScript returns NaN or an infinity
(``math.pow(0, -1)``, ``math.log(0)``, ``math.floor(inf)``) and disagrees on a few values
(``1 ** inf`` is 1 in Python, NaN in JS), so operators use these wrappers.
"""

from __future__ import annotations

import math

from .fdlibm_atan import js_math_atan2
from .fdlibm_log import fdlibm_log
from .fdlibm_pow import js_math_pow
from .fdlibm_trig import js_math_cos, js_math_sin, js_math_tan
from .jsnum import js_div

__all__ = ["js_pow", "js_log", "js_floor", "js_ceil", "js_trunc", "js_sin", "js_cos", "js_tan",
           "js_atan2"]


def js_floor(x: float) -> float:
    """``Math.floor`` keeping NaN, infinities and ``-0``."""
    if not math.isfinite(x) or x == 0:
        return x
    r = float(math.floor(x))
    return -0.0 if r == 0 and x < 0 else r


def js_ceil(x: float) -> float:
    """``Math.ceil``; ``ceil(-0.5)`` is ``-0`` as in JS."""
    if not math.isfinite(x) or x == 0:
        return x
    r = float(math.ceil(x))
    return -0.0 if r == 0 and x < 0 else r


def js_trunc(x: float) -> float:
    """``Math.trunc``."""
    if not math.isfinite(x) or x == 0:
        return x
    r = float(math.trunc(x))
    return -0.0 if r == 0 and x < 0 else r


def js_pow(base: float, exponent: float) -> float:
    """``Math.pow(base, exponent)`` / ``base ** exponent`` with the reference's exact bits.

    Python's ``math.pow`` is correctly rounded (and raises where JS returns NaN or an
    infinity); the reference's V8 uses fdlibm's algorithm, which differs in the last bit in
    about one case in ten, so this delegates to our port of it (``fdlibm_pow``).
    """
    return js_math_pow(base, exponent)


def js_log(x: float) -> float:
    """``Math.log``: ``-Infinity`` for zero, NaN for negatives, fdlibm's last bit.

    The C library's ``log`` is correctly rounded; V8's follows fdlibm and differs in the
    last bit for about one value in a hundred (``fdlibm_log``).
    """
    return fdlibm_log(x)


def js_log_ratio(a: float, b: float) -> float:
    """``Math.log(a) / Math.log(b)`` in doubles (the ``log`` operator)."""
    return js_div(js_log(a), js_log(b))


def js_sin(x: float) -> float:
    """``Math.sin``: fdlibm's algorithm, as V8 (NaN for infinities)."""
    return js_math_sin(x)


def js_cos(x: float) -> float:
    """``Math.cos``: fdlibm's algorithm, as V8 (NaN for infinities)."""
    return js_math_cos(x)


def js_tan(x: float) -> float:
    """``Math.tan``: fdlibm's algorithm, as V8 (NaN for infinities)."""
    return js_math_tan(x)


def js_atan2(y: float, x: float) -> float:
    """``Math.atan2``: fdlibm's algorithm, as V8 (the C library's often differs in the last
    bits: ``Math.atan2(-43, -2)`` is ``-1.6172744581458998``, C gives ``...995``)."""
    return js_math_atan2(y, x)
