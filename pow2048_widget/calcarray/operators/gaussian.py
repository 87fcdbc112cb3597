"""GaussianBigInt operators (spec calcarray.md 4.9), family gaussian.

Thin wrappers over ``gaussian_math``; the exponent of ``^GB`` and the index of
``gaussian_prime``/``ipowGB`` use the bigint family, as in the reference.
"""

from __future__ import annotations

import math
from typing import Any

from .. import gaussian_math as gm
from ..errors import CalcArrayError
from ..jsmath import js_atan2
from ..values import UNDEFINED
from ..values import GaussianBigInt as GB
from .base import register

G, B = "gaussian", "bigint"


@register("reGB", G)
def op_re(env: Any, a: GB) -> int:
    return a.re


@register("imGB", G)
def op_im(env: Any, a: GB) -> int:
    return a.im


@register("+GB", G, (G,))
def op_add(env: Any, a: GB, b: GB) -> GB:
    return gm.add(a, b)


@register("-GB", G, (G,))
def op_sub(env: Any, a: GB, b: GB) -> GB:
    return gm.sub(a, b)


@register("*GB", G, (G,))
def op_mul(env: Any, a: GB, b: GB) -> GB:
    return gm.mul(a, b)


@register("/GB", G, (G,))
def op_div(env: Any, a: GB, b: GB) -> GB:
    return gm.div(a, b)


@register("/mGB", G, (G,))
def op_div_exact(env: Any, a: GB, b: GB) -> GB:
    return gm.div_exact(a, b)


@register("modGB", G, (G,))
def op_mod(env: Any, a: GB, b: GB) -> GB:
    return gm.mod(a, b)


@register(["^GB", "**GB"], G, (B,))
def op_pow(env: Any, a: GB, e: int) -> GB:
    return gm.power(a, e, env.check_bigint_bits)


@register("normGB", G)
def op_norm(env: Any, a: GB) -> int:
    return a.norm


@register("normGGB", G)
def op_norm_g(env: Any, a: GB) -> GB:
    return GB(a.norm, 0)


@register("negGB", G)
def op_neg(env: Any, a: GB) -> GB:
    return gm.neg(a)


@register("conjGB", G)
def op_conj(env: Any, a: GB) -> GB:
    return gm.conj(a)


@register("rot90GB", G)
def op_rot90(env: Any, a: GB) -> GB:
    return gm.mul(a, gm.I)


@register("rot270GB", G)
def op_rot270(env: Any, a: GB) -> GB:
    return gm.mul(a, GB(0, -1))


@register("toFirstQuadrantGB", G)
def op_to_first_quadrant(env: Any, a: GB) -> GB:
    return gm.to_first_quadrant(a)


@register("firstQuadrantUnitGB", G)
def op_first_quadrant_unit(env: Any, a: GB) -> GB:
    return gm.first_quadrant_unit(a)


@register("gcdGB", G, (G,))
def op_gcd(env: Any, a: GB, b: GB) -> GB:
    return gm.gcd(a, b, env.charge)


@register("lcmGB", G, (G,))
def op_lcm(env: Any, a: GB, b: GB) -> GB:
    return gm.lcm(a, b, env.charge)


@register("expomodGB", G, (G,))
def op_expomod(env: Any, a: GB, b: GB) -> int:
    if gm.is_zero(a):
        return -1
    # The reference calls a method that does not exist for every other value.
    raise CalcArrayError("expomodGB fails for non-zero values (engine bug)", kind="type")


@register("phaseGB", G)
def op_phase(env: Any, a: GB) -> float:
    return js_atan2(_to_float(a.im), _to_float(a.re))


def _to_float(n: int) -> float:
    try:
        return float(n)
    except OverflowError:
        return math.inf if n > 0 else -math.inf


@register("gaussianSort", G, (G,))
def op_gaussian_sort(env: Any, a: GB, b: GB) -> float:
    return float(gm.compare(a, b))


@register("ipowGB", B)
def op_ipow(env: Any, a: int) -> GB:
    return gm.ipow(a)


@register("gaussian_prime", B, (B,))
def op_gaussian_prime(env: Any, a: int, _unused: int) -> Any:
    """The reference removes two entries: the one after the operator is converted and
    dropped (``[3, "gaussian_prime", "+GB", 1]`` is ``1+2i``)."""
    if a < 0:
        return UNDEFINED
    if a == 0:
        return GB(1, 0)
    return gm.nth_gaussian_prime(a, env.check_length, env.charge)


@register("primeGB", "none")
def op_prime_gb(env: Any, a: Any) -> Any:
    """Listed by the reference but unimplemented: the running value comes back unconverted."""
    return a
