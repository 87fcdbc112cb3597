"""fdlibm's ``atan`` and ``atan2`` in Python, so ``phaseGB`` gives JavaScript's bits.

Why: V8's ``Math.atan`` and ``Math.atan2`` are ports of fdlibm (``s_atan.c``, ``e_atan2.c``),
not the C library that Python's ``math`` calls. They are within an ulp of each other but
differ often in the last bit or two: over 200,000 integer pairs ``Math.atan2`` differed from
Python's ``math.atan2`` in about one case in six (``Math.atan2(-43, -2)`` is
``-1.6172744581458998``, Python gives ``...995``). As in ``fdlibm_pow`` and ``fdlibm_trig``,
the same IEEE double operations are done in the same order, so the bits are the same.

An independent Python rendering written from the published C sources and their
documentation. The algorithms, their method descriptions and their constants are Sun's; their
notice, which the licence requires us to keep, follows.

    ====================================================
    Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.

    Developed at SunPro, a Sun Microsystems, Inc. business.
    Permission to use, copy, modify, and distribute this
    software is freely granted, provided that this notice
    is preserved.
    ====================================================

Method (from fdlibm): ``atan(x)`` reduces ``|x|`` to one of five ranges, each with a known
``atan(c)`` (c = 0, 0.5, 1, 1.5, infinity, stored as a high and a low double) and a reduced
argument ``t`` with ``atan(x) = atan(c) + atan(t)``; ``atan(t)`` is an odd minimax polynomial
evaluated as two interleaved halves. ``atan2(y, x)`` settles zeros, infinities and extreme
ratios first, otherwise takes ``atan(|y/x|)`` and places it in the quadrant of ``(x, y)``
using ``pi`` split into a high and a low part.
"""

from __future__ import annotations

from .fdlibm_pow import _from_words, _words

# atan(0.5), atan(1), atan(1.5), atan(inf) as high + low doubles (bit patterns in the tests).
_ATAN_HI = (
    _from_words(0x3FDDAC67, 0x0561BB4F),
    _from_words(0x3FE921FB, 0x54442D18),
    _from_words(0x3FEF730B, 0xD281F69B),
    _from_words(0x3FF921FB, 0x54442D18),
)
_ATAN_LO = (
    _from_words(0x3C7A2B7F, 0x222F65E2),
    _from_words(0x3C81A626, 0x33145C07),
    _from_words(0x3C700788, 0x7AF0CBBD),
    _from_words(0x3C91A626, 0x33145C07),
)
# The polynomial's coefficients aT[0..10].
_AT = (
    _from_words(0x3FD55555, 0x5555550D),
    _from_words(0xBFC99999, 0x9998EBC4),
    _from_words(0x3FC24924, 0x920083FF),
    _from_words(0xBFBC71C6, 0xFE231671),
    _from_words(0x3FB745CD, 0xC54C206E),
    _from_words(0xBFB3B0F2, 0xAF749A6D),
    _from_words(0x3FB10D66, 0xA0D03D51),
    _from_words(0xBFADDE2D, 0x52DEFD9A),
    _from_words(0x3FA97B4B, 0x24760DEB),
    _from_words(0xBFA2B444, 0x2C6A6C2F),
    _from_words(0x3F90AD3A, 0xE322DA11),
)
_PI_O_4 = _from_words(0x3FE921FB, 0x54442D18)
_PI_O_2 = _from_words(0x3FF921FB, 0x54442D18)
_PI = _from_words(0x400921FB, 0x54442D18)
_PI_LO = _from_words(0x3CA1A626, 0x33145C07)


def js_math_atan(x: float) -> float:
    """``Math.atan(x)`` with V8's bits."""
    hx, _ = _words(x)
    ix = hx & 0x7FFFFFFF
    if ix >= 0x44100000:  # |x| >= 2**66, or NaN
        if x != x:
            return x
        return _ATAN_HI[3] + _ATAN_LO[3] if hx > 0 else -_ATAN_HI[3] - _ATAN_LO[3]
    if ix < 0x3FDC0000:  # |x| < 0.4375: no reduction
        if ix < 0x3E400000:  # |x| < 2**-27: atan(x) rounds to x
            return x
        k = -1
    else:
        x = abs(x)
        if ix < 0x3FF30000:  # |x| < 1.1875
            if ix < 0x3FE60000:  # 7/16 <= |x| < 11/16: around 0.5
                k = 0
                x = (2.0 * x - 1.0) / (2.0 + x)
            else:  # 11/16 <= |x| < 19/16: around 1
                k = 1
                x = (x - 1.0) / (x + 1.0)
        elif ix < 0x40038000:  # 19/16 <= |x| < 2.4375: around 1.5
            k = 2
            x = (x - 1.5) / (1.0 + 1.5 * x)
        else:  # 2.4375 <= |x| < 2**66: around infinity
            k = 3
            x = -1.0 / x
    z = x * x
    w = z * z
    a = _AT
    s1 = z * (a[0] + w * (a[2] + w * (a[4] + w * (a[6] + w * (a[8] + w * a[10])))))
    s2 = w * (a[1] + w * (a[3] + w * (a[5] + w * (a[7] + w * a[9]))))
    if k < 0:
        return x - x * (s1 + s2)
    z = _ATAN_HI[k] - ((x * (s1 + s2) - _ATAN_LO[k]) - x)
    return -z if hx < 0 else z


def js_math_atan2(y: float, x: float) -> float:
    """``Math.atan2(y, x)`` with V8's bits (signed zeros and infinities as JavaScript's)."""
    if x != x or y != y:
        return x + y
    hx, lx = _words(x)
    hy, ly = _words(y)
    ix = hx & 0x7FFFFFFF
    iy = hy & 0x7FFFFFFF
    if x == 1.0:
        return js_math_atan(y)
    m = (1 if hy < 0 else 0) | (2 if hx < 0 else 0)  # 2 * sign(x) + sign(y)
    if (iy | ly) == 0:  # y = +-0
        if m < 2:
            return y
        return _PI if m == 2 else -_PI
    if (ix | lx) == 0:  # x = +-0
        return -_PI_O_2 if hy < 0 else _PI_O_2
    if ix == 0x7FF00000:  # x infinite
        if iy == 0x7FF00000:
            return (_PI_O_4, -_PI_O_4, 3.0 * _PI_O_4, -3.0 * _PI_O_4)[m]
        return (0.0, -0.0, _PI, -_PI)[m]
    if iy == 0x7FF00000:  # y infinite
        return -_PI_O_2 if hy < 0 else _PI_O_2
    k = (iy - ix) >> 20
    if k > 60:  # |y/x| > 2**60
        z = _PI_O_2 + 0.5 * _PI_LO
        m &= 1
    elif hx < 0 and k < -60:  # x negative and |y/x| < 2**-60
        z = 0.0
    else:
        z = js_math_atan(abs(y / x))
    if m == 0:
        return z
    if m == 1:
        return -z
    if m == 2:
        return _PI - (z - _PI_LO)
    return (z - _PI_LO) - _PI


__all__ = ["js_math_atan", "js_math_atan2"]
