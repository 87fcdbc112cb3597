"""The fdlibm ``pow`` algorithm in Python, so ``^`` gives JavaScript's bits.

Why: the reference engine runs on V8, whose ``Math.pow`` (and ``**``) is
``base::ieee754::pow``, a port of fdlibm's ``__ieee754_pow``. That function is "nearly
rounded": in roughly one case in ten its result is one ulp away from the correctly rounded
power that C's and Python's ``pow`` give (``2 ** 1.5`` is ``2.82842712474619`` in JS,
``2.8284271247461903`` in Python). Any CalcArray rule that feeds a power into a comparison,
a colour or a displayed number must reproduce those bits, so this module re-implements the
algorithm step by step. Python floats are IEEE doubles with round-to-nearest and no fused
multiply-add, so performing the same operations in the same order yields the same bits;
the word manipulations of the C code (``GET_HIGH_WORD``, ``SET_LOW_WORD``, ...) are done
through ``struct``.

This is an independent Python rendering of the algorithm of fdlibm's ``e_pow.c`` as V8
ports it (``v8::base::ieee754::legacy::pow``, the ``Math.pow`` of the V8 that recorded our
vectors; newer V8 builds may call the platform's C ``pow`` instead). Two details of V8's port
are kept because they decide bits: the sign fix of later fdlibm derivatives for huge odd
exponents of negative bases, and V8's grouping of one division in the final ``exp`` step
(see ``ieee754_pow``), which is what makes ``2 ** 1.5`` and ``1.1 ** 100`` come out as the
reference's (and every ``10 ** p`` the tile text uses). Written from the published C sources
and their documentation. The algorithm, its method
description and its constants are Sun's; their notice, which the licence requires us to
keep, follows.

    ====================================================
    Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.

    Developed at SunPro, a Sun Microsystems, Inc. business.
    Permission to use, copy, modify, and distribute this
    software is freely granted, provided that this notice
    is preserved.
    ====================================================

Method (from fdlibm): write ``x = 2**n * (1 + f)``;

1. compute ``log2(x)`` in two pieces ``w1 + w2``, ``w1`` with 29 trailing zero bits;
2. compute ``y * log2(x) = n + y'`` in simulated extra precision, ``|y'| <= 0.5``;
3. return ``2**n * exp(y' * log2)``.

``ieee754_pow`` follows fdlibm's C99 special cases (``1 ** NaN`` and ``(±1) ** ±Infinity``
are 1); ``js_math_pow`` adds ECMAScript's differences (both NaN).
"""

from __future__ import annotations

import math
import struct

__all__ = ["ieee754_pow", "js_math_pow"]

_DOUBLE = struct.Struct("<d")
_UINT64 = struct.Struct("<Q")

# Constants of e_pow.c; the hexadecimal words are the intended values (checked in tests).
_BP = (1.0, 1.5)
_DP_H = (0.0, 5.84962487220764160156e-01)  # 0x3FE2B803 40000000
_DP_L = (0.0, 1.35003920212974897128e-08)  # 0x3E4CFDEB 43CFD006
_TWO53 = 9007199254740992.0
_HUGE = 1.0e300
_TINY = 1.0e-300
# polynomial coefficients for (3/2)*(log(x)-2s-2/3*s**3)
_L1 = 5.99999999999994648725e-01  # 0x3FE33333 33333303
_L2 = 4.28571428578550184252e-01  # 0x3FDB6DB6 DB6FABFF
_L3 = 3.33333329818377432918e-01  # 0x3FD55555 518F264D
_L4 = 2.72728123808534006489e-01  # 0x3FD17460 A91D4101
_L5 = 2.30660745775561754067e-01  # 0x3FCD864A 93C9DB65
_L6 = 2.06975017800338417784e-01  # 0x3FCA7E28 4A454EEF
_P1 = 1.66666666666666019037e-01  # 0x3FC55555 5555553E
_P2 = -2.77777777770155933842e-03  # 0xBF66C16C 16BEBD93
_P3 = 6.61375632143793436117e-05  # 0x3F11566A AF25DE2C
_P4 = -1.65339022054652515390e-06  # 0xBEBBBD41 C5D26BF1
_P5 = 4.13813679705723846039e-08  # 0x3E663769 72BEA4D0
_LG2 = 6.93147180559945286227e-01  # 0x3FE62E42 FEFA39EF
_LG2_H = 6.93147182464599609375e-01  # 0x3FE62E43 00000000
_LG2_L = -1.90465429995776804525e-09  # 0xBE205C61 0CA86C39
_OVT = 8.0085662595372944372e-17  # -(1024-log2(ovfl+.5ulp))
_CP = 9.61796693925975554329e-01  # 0x3FEEC709 DC3A03FD = 2/(3ln2)
_CP_H = 9.61796700954437255859e-01  # 0x3FEEC709 E0000000 = (float)cp
_CP_L = -7.02846165095275826516e-09  # 0xBE3E2FE0 145B01F5 = tail of cp_h
_IVLN2 = 1.44269504088896338700e00  # 0x3FF71547 652B82FE = 1/ln2
_IVLN2_H = 1.44269502162933349609e00  # 0x3FF71547 60000000 = 24b 1/ln2
_IVLN2_L = 1.92596299112661746887e-08  # 0x3E54AE0B F85DDF44 = 1/ln2 tail


def double_words(x: float) -> tuple[int, int]:
    """(signed high word, unsigned low word) of a double, like ``EXTRACT_WORDS``."""
    bits = _UINT64.unpack(_DOUBLE.pack(x))[0]
    hi = bits >> 32
    if hi & 0x80000000:
        hi -= 0x100000000
    return hi, bits & 0xFFFFFFFF


def from_words(hi: int, lo: int) -> float:
    """The double with these two 32-bit words (``INSERT_WORDS``)."""
    return _DOUBLE.unpack(_UINT64.pack(((hi & 0xFFFFFFFF) << 32) | (lo & 0xFFFFFFFF)))[0]


def clear_low(x: float) -> float:
    """``SET_LOW_WORD(x, 0)``: keep only the high 32 bits (sign, exponent, 20 mantissa bits)."""
    return _DOUBLE.unpack(_UINT64.pack(_UINT64.unpack(_DOUBLE.pack(x))[0] & 0xFFFFFFFF00000000))[0]


def _set_high(x: float, hi: int) -> float:
    """``SET_HIGH_WORD(x, hi)``."""
    bits = _UINT64.unpack(_DOUBLE.pack(x))[0]
    return _DOUBLE.unpack(_UINT64.pack(((hi & 0xFFFFFFFF) << 32) | (bits & 0xFFFFFFFF)))[0]


def _recip(x: float) -> float:
    """``1/x`` with IEEE division by zero (signed infinity) instead of Python's exception."""
    if x == 0:
        return math.copysign(math.inf, x)
    return 1.0 / x


def _yisint(hx: int, iy: int, ly: int) -> int:
    """0: ``y`` is not an integer, 1: odd integer, 2: even integer (only asked for ``x < 0``)."""
    if hx >= 0:
        return 0
    if iy >= 0x43400000:  # |y| >= 2**53: even
        return 2
    if iy >= 0x3FF00000:
        k = (iy >> 20) - 0x3FF  # unbiased exponent
        if k > 20:
            j = ly >> (52 - k)
            if (j << (52 - k)) == ly:
                return 2 - (j & 1)
        elif ly == 0:
            j = iy >> (20 - k)
            if (j << (20 - k)) == iy:
                return 2 - (j & 1)
    return 0


def ieee754_pow(x: float, y: float) -> float:
    """``x ** y`` exactly as V8's port of fdlibm's ``__ieee754_pow`` computes it.

    Special cases are C99's (``1 ** NaN`` is 1); ``js_math_pow`` is the JavaScript function.
    """
    hx, lx = double_words(x)
    hy, ly = double_words(y)
    ix = hx & 0x7FFFFFFF
    iy = hy & 0x7FFFFFFF

    if (iy | ly) == 0:  # x ** ±0 is 1
        return 1.0
    if hx == 0x3FF00000 and lx == 0:  # 1 ** y is 1, even for NaN y (C99)
        return 1.0
    if ix > 0x7FF00000 or (ix == 0x7FF00000 and lx != 0) or iy > 0x7FF00000 or (
            iy == 0x7FF00000 and ly != 0):
        return math.nan

    yisint = _yisint(hx, iy, ly)

    # special values of y
    if ly == 0:
        if iy == 0x7FF00000:  # y is ±inf
            if ((ix - 0x3FF00000) | lx) == 0:
                return 1.0  # (-1) ** ±inf is 1 in C
            if ix >= 0x3FF00000:  # (|x| > 1) ** ±inf is inf, 0
                return y if hy >= 0 else 0.0
            return -y if hy < 0 else 0.0  # (|x| < 1) ** ∓inf is inf, 0
        if iy == 0x3FF00000:  # y is ±1
            return _recip(x) if hy < 0 else x
        if hy == 0x40000000:  # y is 2
            return x * x
        if hy == 0x3FE00000 and hx >= 0:  # y is 0.5 and x >= +0
            return math.sqrt(x)

    ax = abs(x)
    # special values of x: ±0, ±inf, ±1
    if lx == 0 and (ix == 0x7FF00000 or ix == 0 or ix == 0x3FF00000):
        z = ax
        if hy < 0:
            z = _recip(z)
        if hx < 0:
            if ((ix - 0x3FF00000) | yisint) == 0:
                return math.nan  # (-1) ** non-integer
            if yisint == 1:
                z = -z  # (x < 0) ** odd is -(|x| ** odd)
        return z

    if hx < 0 and yisint == 0:  # (x < 0) ** non-integer
        return math.nan

    s = -1.0 if hx < 0 and yisint == 1 else 1.0  # sign of the result

    if iy > 0x41E00000:  # |y| > 2**31
        if iy > 0x43F00000:  # |y| > 2**64: must over- or underflow
            if ix <= 0x3FEFFFFF:
                return _HUGE * _HUGE if hy < 0 else _TINY * _TINY
            if ix >= 0x3FF00000:
                return _HUGE * _HUGE if hy > 0 else _TINY * _TINY
        # over/underflow if x is not close to one
        if ix < 0x3FEFFFFF:
            return s * _HUGE * _HUGE if hy < 0 else s * _TINY * _TINY
        if ix > 0x3FF00000:
            return s * _HUGE * _HUGE if hy > 0 else s * _TINY * _TINY
        # |1 - x| <= 2**-20: log(x) by x - x^2/2 + x^3/3 - x^4/4
        t = ax - 1.0  # 20 trailing zeros
        w = (t * t) * (0.5 - t * (0.3333333333333333333333 - t * 0.25))
        u = _IVLN2_H * t  # ivln2_h has 21 significant bits
        v = t * _IVLN2_L - w * _IVLN2
        t1 = clear_low(u + v)
        t2 = v - (t1 - u)
    else:
        n = 0
        if ix < 0x00100000:  # subnormal x
            ax *= _TWO53
            n -= 53
            ix = double_words(ax)[0]
        n += (ix >> 20) - 0x3FF
        j = ix & 0x000FFFFF
        # determine the interval
        ix = j | 0x3FF00000  # normalise ix
        if j <= 0x3988E:  # |x| < sqrt(3/2)
            k = 0
        elif j < 0xBB67A:  # |x| < sqrt(3)
            k = 1
        else:
            k = 0
            n += 1
            ix -= 0x00100000
        ax = _set_high(ax, ix)

        # s = s_h + s_l = (x-1)/(x+1) or (x-1.5)/(x+1.5)
        bp = _BP[k]
        u = ax - bp
        v = 1.0 / (ax + bp)
        ss = u * v
        s_h = clear_low(ss)
        # t_h = ax + bp[k], high part
        t_h = from_words(((ix >> 1) | 0x20000000) + 0x00080000 + (k << 18), 0)
        t_l = ax - (t_h - bp)
        s_l = v * ((u - s_h * t_h) - s_h * t_l)
        # log(ax)
        s2 = ss * ss
        r = s2 * s2 * (_L1 + s2 * (_L2 + s2 * (_L3 + s2 * (_L4 + s2 * (_L5 + s2 * _L6)))))
        r += s_l * (s_h + ss)
        s2 = s_h * s_h
        t_h = clear_low(3.0 + s2 + r)
        t_l = r - ((t_h - 3.0) - s2)
        # u + v = ss * (1 + ...)
        u = s_h * t_h
        v = s_l * t_h + t_l * ss
        # 2/(3 log2) * (ss + ...)
        p_h = clear_low(u + v)
        p_l = v - (p_h - u)
        z_h = _CP_H * p_h  # cp_h + cp_l = 2/(3 log2)
        z_l = _CP_L * p_h + p_l * _CP + _DP_L[k]
        # log2(ax) = (ss + ...) * 2/(3 log2) = n + dp_h + z_h + z_l
        t = float(n)
        t1 = clear_low(((z_h + z_l) + _DP_H[k]) + t)
        t2 = z_l - (((t1 - t) - _DP_H[k]) - z_h)

    # split y into y1 + y2 and compute (y1 + y2) * (t1 + t2)
    y1 = clear_low(y)
    p_l = (y - y1) * t1 + y * t2
    p_h = y1 * t1
    z = p_l + p_h
    j, i = double_words(z)
    if j >= 0x40900000:  # z >= 1024
        if ((j - 0x40900000) | i) != 0:  # z > 1024
            return s * _HUGE * _HUGE  # overflow
        if p_l + _OVT > z - p_h:
            return s * _HUGE * _HUGE  # overflow
    elif (j & 0x7FFFFFFF) >= 0x4090CC00:  # z <= -1075
        if ((j - _signed(0xC090CC00)) | i) != 0:  # z < -1075
            return s * _TINY * _TINY  # underflow
        if p_l <= z - p_h:
            return s * _TINY * _TINY  # underflow

    # 2 ** (p_h + p_l)
    i = j & 0x7FFFFFFF
    k = (i >> 20) - 0x3FF
    n = 0
    if i > 0x3FE00000:  # |z| > 0.5: n = [z + 0.5]
        n = j + (0x00100000 >> (k + 1))
        k = ((n & 0x7FFFFFFF) >> 20) - 0x3FF  # new k for n
        t = from_words(n & ~(0x000FFFFF >> k), 0)
        n = ((n & 0x000FFFFF) | 0x00100000) >> (20 - k)
        if j < 0:
            n = -n
        p_h -= t
    t = clear_low(p_l + p_h)
    u = t * _LG2_H
    v = (p_l - (t - p_h)) * _LG2 + t * _LG2_L
    z = u + v
    w = v - (z - u)
    t = z * z
    t1 = z - t * (_P1 + t * (_P2 + t * (_P3 + t * (_P4 + t * _P5))))
    # V8's port groups this as ``(z*t1) / ((t1 - 2) - (w + z*w))`` where fdlibm has
    # ``(z*t1)/(t1 - 2) - (w + z*w)``; the reference's last bits come from V8's grouping.
    r = (z * t1) / ((t1 - 2.0) - (w + z * w))
    z = 1.0 - (r - z)
    j = double_words(z)[0] + (n << 20)
    if (j >> 20) <= 0:  # subnormal result: one rounding, as scalbn does
        z = math.ldexp(z, n)
    else:
        z = _set_high(z, j)
    return s * z


def _signed(word: int) -> int:
    """A 32-bit word read as a signed C ``int``."""
    return word - 0x100000000 if word & 0x80000000 else word


_EXACT_LIMIT = 9007199254740992.0  # 2**53


def js_math_pow(x: float, y: float) -> float:
    """``Math.pow(x, y)`` / ``x ** y`` of JavaScript (V8): fdlibm with ECMAScript's NaNs.

    ECMAScript differs from C99 in two places: a NaN exponent always gives NaN (C: ``1 ** NaN``
    is 1) and ``(±1) ** ±Infinity`` is NaN (C: 1).

    Integer powers of integers with a result below 2**53 take a shortcut through
    ``math.pow``: fdlibm documents that ``pow(integer, integer)`` always returns the exact
    integer when it is representable, and so does a correctly rounded ``pow``, so both give
    the same bits (the tests check the shortcut against the full algorithm).
    """
    if y != y:  # NaN exponent
        return math.nan
    if (y == math.inf or y == -math.inf) and (x == 1.0 or x == -1.0):
        return math.nan
    if (y.is_integer() and x.is_integer() and 0.0 < y < 64.0
            and -_EXACT_LIMIT < x < _EXACT_LIMIT):
        try:
            r = math.pow(x, y)
        except OverflowError:
            return ieee754_pow(x, y)
        if -_EXACT_LIMIT < r < _EXACT_LIMIT:
            return r
    return ieee754_pow(x, y)
