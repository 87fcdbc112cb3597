"""The fdlibm ``sin``/``cos``/``tan`` algorithms in Python, so CalcArray gives JavaScript's bits.

Why: V8's ``Math.sin``, ``Math.cos`` and ``Math.tan`` are ports of fdlibm (``k_sin.c``,
``k_cos.c``, ``k_tan.c``, ``e_rem_pio2.c``), not the platform's C library that Python's
``math`` module calls. The two agree to within an ulp but not always bit for bit
(``Math.tan(-4)`` is ``-1.1578212823495777``, Python's ``math.tan(-4)`` ends in ``...775``),
and exact operators after them (``lcm``, ``String``, comparisons) turn that last bit into a
visibly different result. As in ``fdlibm_pow``, the same IEEE double operations are done in
the same order, so the bits are the same.

An independent Python rendering of fdlibm 5.3's kernels and argument reduction, written from
the published C sources and their documentation. One part is done differently: for huge
arguments (``|x|`` beyond about ``2**19 * pi/2``) fdlibm's ``__kernel_rem_pio2`` reduces by
``pi/2`` with a table of ``2/pi`` bits; here the same reduction is done with exact integer
arithmetic and a long ``2/pi`` computed at import, and the remainder is rounded to two
doubles. Both give the reduced argument to far more than 106 bits, so the kernels see the
same ``(y0, y1)`` in all but vanishingly rare ties. The algorithms, their method descriptions
and their constants are Sun's; their notice, which the licence requires us to keep, follows.

    ====================================================
    Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.

    Developed at SunPro, a Sun Microsystems, Inc. business.
    Permission to use, copy, modify, and distribute this
    software is freely granted, provided that this notice
    is preserved.
    ====================================================

Method (from fdlibm): reduce ``x`` to ``y0 + y1`` in ``[-pi/4, pi/4]`` and a quadrant ``n``
(``x = n * pi/2 + y0 + y1``), then evaluate a minimax polynomial for sin, cos or tan of the
reduced argument, choosing by ``n mod 4`` (tan: by parity, as ``tan`` or ``-1/tan``).
"""

from __future__ import annotations

import math
from fractions import Fraction

from .fdlibm_pow import _clear_low, _from_words, _words

__all__ = ["js_math_sin", "js_math_cos", "js_math_tan", "rem_pio2"]

# k_sin.c
_S1 = -1.66666666666666324348e-01  # 0xBFC55555 55555549
_S2 = 8.33333333332248946124e-03  # 0x3F811111 1110F8A6
_S3 = -1.98412698298579493134e-04  # 0xBF2A01A0 19C161D5
_S4 = 2.75573137070700676789e-06  # 0x3EC71DE3 57B1FE7D
_S5 = -2.50507602534068634195e-08  # 0xBE5AE5E6 8A2B9CEB
_S6 = 1.58969099521155010221e-10  # 0x3DE5D93A 5ACFD57C

# k_cos.c
_C1 = 4.16666666666666019037e-02  # 0x3FA55555 5555554C
_C2 = -1.38888888888741095749e-03  # 0xBF56C16C 16C15177
_C3 = 2.48015872894767294178e-05  # 0x3EFA01A0 19CB1590
_C4 = -2.75573143513906633035e-07  # 0xBE927E4F 809C52AD
_C5 = 2.08757232129817482790e-09  # 0x3E21EE9E BDB4B1C4
_C6 = -1.13596475577881948265e-11  # 0xBDA8FAE9 BE8838D4

# k_tan.c
_T = (
    3.33333333333334091986e-01,  # 0x3FD55555 55555563
    1.33333333333201242699e-01,  # 0x3FC11111 1110FE7A
    5.39682539762260521377e-02,  # 0x3FABA1BA 1BB341FE
    2.18694882948595424599e-02,  # 0x3F9664F4 8406D637
    8.86323982359930005737e-03,  # 0x3F8226E3 E96E8493
    3.59207910759131235356e-03,  # 0x3F6D6D22 C9560328
    1.45620945432529025516e-03,  # 0x3F57DBC8 FEE08315
    5.88041240820264096874e-04,  # 0x3F4344D8 F2F26501
    2.46463134818469906812e-04,  # 0x3F3026F7 1A8D1068
    7.81794442939557092300e-05,  # 0x3F147E88 A03792A6
    7.14072491382608190305e-05,  # 0x3F12B80F 32F0A7E9
    -1.85586374855275456654e-05,  # 0xBEF375CB DB605373
    2.59073051863633712884e-05,  # 0x3EFB2A70 74BF7AD4
)
_PIO4 = 7.85398163397448278999e-01  # 0x3FE921FB 54442D18
_PIO4_LO = 3.06161699786838301793e-17  # 0x3C81A626 33145C07

# e_rem_pio2.c
_INVPIO2 = 6.36619772367581382433e-01  # 0x3FE45F30 6DC9C883
_PIO2_1 = 1.57079632673412561417e00  # 0x3FF921FB 54400000
_PIO2_1T = 6.07710050650619224932e-11  # 0x3DD0B461 1A626331
_PIO2_2 = 6.07710050630396597660e-11  # 0x3DD0B461 1A600000
_PIO2_2T = 2.02226624879595063154e-21  # 0x3BA3198A 2E037073
_PIO2_3 = 2.02226624871116645580e-21  # 0x3BA3198A 2E000000
_PIO2_3T = 8.47842766036889956997e-32  # 0x397B839A 252049C1


def _npio2_hw() -> tuple[int, ...]:
    """High words of ``n * pi/2`` for n = 1 .. 32 (fdlibm's ``npio2_hw`` table): the cases
    where the first reduction step may cancel badly."""
    return tuple(_words(n * (math.pi / 2))[0] for n in range(1, 33))


_NPIO2_HW = _npio2_hw()


def _pi_fixed(bits: int) -> int:
    """``floor(pi * 2**bits)`` by Machin's formula in integer arithmetic."""
    guard = bits + 32
    one = 1 << guard

    def arctan_inv(k: int) -> int:
        total, term, n, sign = 0, one // k, 1, 1
        k2 = k * k
        while term:
            total += sign * (term // n)
            term //= k2
            n += 2
            sign = -sign
        return total

    return (16 * arctan_inv(5) - 4 * arctan_inv(239)) >> 32


_BITS = 1400  # enough for any double: 1024 bits of integer part, 53 + ~70 of cancellation, margin
_PI = _pi_fixed(_BITS)  # pi * 2**_BITS
_TWO_OVER_PI = (1 << (2 * _BITS + 1)) // _PI  # (2/pi) * 2**_BITS


def _reduce_exact(x: float) -> tuple[int, float, float]:
    """``|x| = n * pi/2 + y0 + y1`` for a huge finite ``|x|`` (the ``__kernel_rem_pio2`` case)."""
    mant, exp = math.frexp(abs(x))
    m = int(mant * (1 << 53))
    shift = _BITS - (exp - 53)  # |x| = m * 2**(exp - 53); shift >= 400 for any double
    scaled = m * _TWO_OVER_PI  # |x| * 2/pi * 2**shift
    n = (scaled + (1 << (shift - 1))) >> shift  # nearest integer
    frac = scaled - (n << shift)  # (|x| * 2/pi - n) * 2**shift
    r = Fraction(frac * _PI, 1 << (shift + _BITS + 1))  # times pi/2
    y0 = float(r)
    y1 = float(r - Fraction(y0))
    return n, y0, y1


def rem_pio2(x: float) -> tuple[int, float, float]:
    """fdlibm's ``__ieee754_rem_pio2``: ``(n, y0, y1)`` with ``x = n*pi/2 + y0 + y1``."""
    hx, _ = _words(x)
    ix = hx & 0x7FFFFFFF
    if ix <= 0x3FE921FB:  # |x| ~<= pi/4
        return 0, x, 0.0
    if ix < 0x4002D97C:  # |x| < 3pi/4: n = +-1
        if hx > 0:
            z = x - _PIO2_1
            if ix != 0x3FF921FB:
                y0 = z - _PIO2_1T
                return 1, y0, (z - y0) - _PIO2_1T
            z -= _PIO2_2
            y0 = z - _PIO2_2T
            return 1, y0, (z - y0) - _PIO2_2T
        z = x + _PIO2_1
        if ix != 0x3FF921FB:
            y0 = z + _PIO2_1T
            return -1, y0, (z - y0) + _PIO2_1T
        z += _PIO2_2
        y0 = z + _PIO2_2T
        return -1, y0, (z - y0) + _PIO2_2T
    if ix <= 0x413921FB:  # |x| ~<= 2**19 * (pi/2): medium size
        t = abs(x)
        n = int(t * _INVPIO2 + 0.5)
        fn = float(n)
        r = t - fn * _PIO2_1
        w = fn * _PIO2_1T  # first round good to 85 bits
        if n < 32 and ix != _NPIO2_HW[n - 1]:
            y0 = r - w  # quick check: no cancellation
        else:
            j = ix >> 20
            y0 = r - w
            i = j - ((_words(y0)[0] >> 20) & 0x7FF)
            if i > 16:  # second iteration, good to 118 bits
                t = r
                w = fn * _PIO2_2
                r = t - w
                w = fn * _PIO2_2T - ((t - r) - w)
                y0 = r - w
                i = j - ((_words(y0)[0] >> 20) & 0x7FF)
                if i > 49:  # third iteration, 151 bits
                    t = r
                    w = fn * _PIO2_3
                    r = t - w
                    w = fn * _PIO2_3T - ((t - r) - w)
                    y0 = r - w
        y1 = (r - y0) - w
        if hx < 0:
            return -n, -y0, -y1
        return n, y0, y1
    if ix >= 0x7FF00000:  # Infinity or NaN
        return 0, math.nan, math.nan
    n, y0, y1 = _reduce_exact(x)
    if hx < 0:
        return -n, -y0, -y1
    return n, y0, y1


def _kernel_sin(x: float, y: float, iy: int) -> float:
    """sin(x + y) on [-pi/4, pi/4]; ``iy == 0`` means ``y`` is 0."""
    ix = _words(x)[0] & 0x7FFFFFFF
    if ix < 0x3E400000 and int(x) == 0:  # |x| < 2**-27
        return x
    z = x * x
    v = z * x
    r = _S2 + z * (_S3 + z * (_S4 + z * (_S5 + z * _S6)))
    if iy == 0:
        return x + v * (_S1 + z * r)
    return x - ((z * (0.5 * y - v * r) - y) - v * _S1)


def _kernel_cos(x: float, y: float) -> float:
    """cos(x + y) on [-pi/4, pi/4]."""
    ix = _words(x)[0] & 0x7FFFFFFF
    if ix < 0x3E400000 and int(x) == 0:  # |x| < 2**-27
        return 1.0
    z = x * x
    r = z * (_C1 + z * (_C2 + z * (_C3 + z * (_C4 + z * (_C5 + z * _C6)))))
    if ix < 0x3FD33333:  # |x| < 0.3
        return 1.0 - (0.5 * z - (z * r - x * y))
    qx = 0.28125 if ix > 0x3FE90000 else _from_words(ix - 0x00200000, 0)  # x/4
    hz = 0.5 * z - qx
    a = 1.0 - qx
    return a - (hz - (z * r - x * y))


def _minus_recip(w: float, x: float, r: float) -> float:
    """``-1 / w`` with ``w = x + r``, computed carefully as fdlibm does."""
    z = _clear_low(w)
    v = r - (z - x)  # z + v = r + x
    a = -1.0 / w
    t = _clear_low(a)
    s = 1.0 + t * z
    return t + a * (s + t * v)


def _kernel_tan(x: float, y: float, iy: int) -> float:
    """tan(x + y) (``iy == 1``) or -1/tan(x + y) (``iy == -1``) on [-pi/4, pi/4]."""
    hx, low = _words(x)
    ix = hx & 0x7FFFFFFF
    if ix < 0x3E300000 and int(x) == 0:  # |x| < 2**-28
        if ((ix | low) | (iy + 1)) == 0:
            return math.copysign(math.inf, 1.0)  # 1 / |0|
        if iy == 1:
            return x
        return _minus_recip(x + y, x, y)
    big = ix >= 0x3FE59428  # |x| >= 0.6744
    if big:
        if hx < 0:
            x, y = -x, -y
        z = _PIO4 - x
        w = _PIO4_LO - y
        x = z + w
        y = 0.0
    z = x * x
    w = z * z
    t = _T
    r = t[1] + w * (t[3] + w * (t[5] + w * (t[7] + w * (t[9] + w * t[11]))))
    v = z * (t[2] + w * (t[4] + w * (t[6] + w * (t[8] + w * (t[10] + w * t[12])))))
    s = z * x
    r = y + z * (s * (r + v) + y)
    r += t[0] * s
    w = x + r
    if big:
        v = float(iy)
        sign = 1.0 - ((hx >> 30) & 2)
        return sign * (v - 2.0 * (x - (w * w / (w + v) - r)))
    if iy == 1:
        return w
    return _minus_recip(w, x, r)


def _on_quadrant(q: int, y0: float, y1: float) -> float:
    """sin(q * pi/2 + y0 + y1) for q = 0 .. 3 (cos is sin one quadrant on)."""
    if q == 0:
        return _kernel_sin(y0, y1, 1)
    if q == 1:
        return _kernel_cos(y0, y1)
    if q == 2:
        return -_kernel_sin(y0, y1, 1)
    return -_kernel_cos(y0, y1)


def _sin_turned(x: float, quarter_turns: int) -> float:
    """sin(x + quarter_turns * pi/2): 0 is ``Math.sin``, 1 is ``Math.cos``."""
    ix = _words(x)[0] & 0x7FFFFFFF
    if ix <= 0x3FE921FB:  # |x| ~<= pi/4: no reduction
        return _kernel_cos(x, 0.0) if quarter_turns else _kernel_sin(x, 0.0, 0)
    if ix >= 0x7FF00000:
        return math.nan
    n, y0, y1 = rem_pio2(x)
    return _on_quadrant((n + quarter_turns) & 3, y0, y1)


def js_math_sin(x: float) -> float:
    """``Math.sin`` as V8 computes it."""
    return _sin_turned(x, 0)


def js_math_cos(x: float) -> float:
    """``Math.cos`` as V8 computes it."""
    return _sin_turned(x, 1)


def js_math_tan(x: float) -> float:
    """``Math.tan`` as V8 computes it."""
    ix = _words(x)[0] & 0x7FFFFFFF
    if ix <= 0x3FE921FB:
        return _kernel_tan(x, 0.0, 1)
    if ix >= 0x7FF00000:
        return math.nan
    n, y0, y1 = rem_pio2(x)
    return _kernel_tan(y0, y1, 1 - ((n & 1) << 1))
