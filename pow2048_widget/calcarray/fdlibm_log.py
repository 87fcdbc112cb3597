"""``Math.log`` as the reference's engine computes it (the fdlibm algorithm).

CPython's ``math.log`` calls the C library, which is correctly rounded; the reference's V8
uses the classic fdlibm ``__ieee754_log``, accurate to within one unit in the last place,
so a few results differ in the last bit. Those bits reach CSS text (the LOCEF family's
lightness ``log(3^a 5^b 7^c) / log(3)``), so colour code uses this port.

The algorithm: write ``x = 2^k (1 + f)`` with ``sqrt(2)/2 < 1 + f < sqrt(2)``, then
``log(1 + f) = 2s + 2/3 s^3 + ...`` with ``s = f / (2 + f)``, the series evaluated by a
minimax polynomial, and ``log(x) = k ln2 + log(1 + f)`` with ``ln2`` split in two parts.
"""

from __future__ import annotations

import math
import struct

_LN2_HI = 6.93147180369123816490e-01
_LN2_LO = 1.90821492927058770002e-10
_TWO54 = 1.80143985094819840000e+16
_LG1 = 6.666666666666735130e-01
_LG2 = 3.999999999940941908e-01
_LG3 = 2.857142874366239149e-01
_LG4 = 2.222219843214978396e-01
_LG5 = 1.818357216161805012e-01
_LG6 = 1.531383769920937332e-01
_LG7 = 1.479819860511658591e-01


def double_words(x: float) -> tuple[int, int]:
    bits = struct.unpack("<Q", struct.pack("<d", x))[0]
    hi = bits >> 32
    if hi & 0x80000000:
        hi -= 1 << 32
    return hi, bits & 0xFFFFFFFF


def _with_high(x: float, hi: int) -> float:
    bits = struct.unpack("<Q", struct.pack("<d", x))[0]
    bits = ((hi & 0xFFFFFFFF) << 32) | (bits & 0xFFFFFFFF)
    return struct.unpack("<d", struct.pack("<Q", bits))[0]


def fdlibm_log(x: float) -> float:
    """Natural logarithm with fdlibm's exact bits (NaN below 0, -Infinity at 0)."""
    if math.isnan(x) or x < 0:
        return math.nan
    if x == 0:
        return -math.inf
    if math.isinf(x):
        return math.inf
    hx, _ = double_words(x)
    k = 0
    if hx < 0x00100000:  # subnormal: scale up
        k -= 54
        x *= _TWO54
        hx, _ = double_words(x)
    k += (hx >> 20) - 1023
    hx &= 0x000FFFFF
    i = (hx + 0x95F64) & 0x100000
    x = _with_high(x, hx | (i ^ 0x3FF00000))  # normalise x or x/2
    k += i >> 20
    f = x - 1.0
    dk = float(k)
    if (0x000FFFFF & (2 + hx)) < 3:  # |f| < 2^-20
        if f == 0:
            return 0.0 if k == 0 else dk * _LN2_HI + dk * _LN2_LO
        r = f * f * (0.5 - 0.33333333333333333 * f)
        if k == 0:
            return f - r
        return dk * _LN2_HI - ((r - dk * _LN2_LO) - f)
    s = f / (2.0 + f)
    z = s * s
    i = hx - 0x6147A
    w = z * z
    j = 0x6B851 - hx
    t1 = w * (_LG2 + w * (_LG4 + w * _LG6))
    t2 = z * (_LG1 + w * (_LG3 + w * (_LG5 + w * _LG7)))
    i |= j
    r = t2 + t1
    if i > 0:
        hfsq = 0.5 * f * f
        if k == 0:
            return f - (hfsq - s * (hfsq + r))
        return dk * _LN2_HI - ((hfsq - (s * (hfsq + r) + dk * _LN2_LO)) - f)
    if k == 0:
        return f - s * (f - r)
    return dk * _LN2_HI - ((s * (f - r) - dk * _LN2_LO) - f)
