"""JavaScript's ``Math.pow`` bits (calcarray.md 4.1, display.md 1.2) from our fdlibm port."""

from __future__ import annotations

import math
import struct

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pow2048_widget.calcarray import fdlibm_pow
from pow2048_widget.calcarray.fdlibm_pow import ieee754_pow, js_math_pow
from pow2048_widget.calcarray.jsmath import js_pow

INF = math.inf
NAN = math.nan


def _bits(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def same(a: float, b: float) -> bool:
    """Bit-for-bit equality, with any NaN equal to any NaN (JS has one NaN)."""
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    return _bits(a) == _bits(b)


def ulps_apart(a: float, b: float) -> int:
    """Distance in units in the last place between two finite doubles of the same sign."""
    return abs(_bits(a) - _bits(b))


# The spec's examples where the reference (V8) is not correctly rounded.
@pytest.mark.parametrize(("x", "y", "expected"), [
    (2.0, 1.5, 2.82842712474619),
    (2.0, -0.5, 0.7071067811865475),
    (1.1, 100.0, 13780.612339822383),
    # display.md 1.2: "10**-5 is 0.000009999999999999999, 10**-4 is 0.00009999999999999999"
    (10.0, -5.0, 0.000009999999999999999),
    (10.0, -4.0, 0.00009999999999999999),
])
def test_spec_examples_not_correctly_rounded(x: float, y: float, expected: float) -> None:
    assert same(js_pow(x, y), expected)
    assert not same(math.pow(x, y), expected)  # the point: Python's pow differs here


@pytest.mark.parametrize(("x", "y", "expected"), [
    (2.0, 10.0, 1024.0),
    (9.0, 0.5, 3.0),
    (2.0, -1.0, 0.5),
    (0.0, 0.0, 1.0),
    (2.0, 100.0, 1.2676506002282294e30),
    (3.0, 2.0, 9.0),
    (-2.0, 3.0, -8.0),
    (-2.0, 2.0, 4.0),
    (4.0, 0.5, 2.0),
    (5.0, 3.0, 125.0),
    (10.0, 22.0, 1e22),
])
def test_exact_powers(x: float, y: float, expected: float) -> None:
    assert same(js_pow(x, y), expected)


# ECMAScript Number::exponentiate special cases (including where JS differs from C).
@pytest.mark.parametrize(("x", "y", "expected"), [
    (NAN, 0.0, 1.0), (NAN, -0.0, 1.0), (5.0, -0.0, 1.0),
    (1.0, NAN, NAN), (NAN, 1.0, NAN), (2.0, NAN, NAN),
    (1.0, INF, NAN), (1.0, -INF, NAN), (-1.0, INF, NAN), (-1.0, -INF, NAN),  # C gives 1
    (1.5, INF, INF), (-1.5, INF, INF), (1.5, -INF, 0.0), (-1.5, -INF, 0.0),
    (0.5, INF, 0.0), (-0.5, INF, 0.0), (0.5, -INF, INF), (-0.5, -INF, INF),
    (INF, 2.0, INF), (INF, 0.5, INF), (INF, -1.0, 0.0), (INF, -0.5, 0.0),
    (-INF, 3.0, -INF), (-INF, 2.0, INF), (-INF, 0.5, INF), (-INF, -3.0, -0.0),
    (-INF, -2.0, 0.0), (-INF, -0.5, 0.0),
    (0.0, 3.0, 0.0), (0.0, 0.5, 0.0), (0.0, -3.0, INF), (0.0, -0.5, INF),
    (-0.0, 3.0, -0.0), (-0.0, 2.0, 0.0), (-0.0, 0.5, 0.0), (-0.0, -3.0, -INF),
    (-0.0, -2.0, INF), (-0.0, -0.5, INF), (-0.0, 1.0, -0.0), (-0.0, -1.0, -INF),
    (-8.0, 0.5, NAN), (-8.0, 1.0 / 3.0, NAN), (-2.0, 1.5, NAN), (-1.0, 0.5, NAN),
    (2.0, 1024.0, INF), (-2.0, 1025.0, -INF), (2.0, -1075.0, 0.0), (-2.0, -1075.0, -0.0),
    (2.0, -1074.0, 5e-324), (10.0, 309.0, INF), (10.0, -324.0, 0.0),
    (-1.5, 2.0**31 + 1, -INF), (-0.5, 2.0**31 + 1, -0.0), (-1.5, -(2.0**31 + 1), -0.0),
    (1.0000001, 2.0**70, INF), (0.9999999, 2.0**70, 0.0), (1.0000001, -(2.0**70), 0.0),
])
def test_js_special_cases(x: float, y: float, expected: float) -> None:
    assert same(js_pow(x, y), expected), (x, y, js_pow(x, y))


def test_c_special_cases_of_the_raw_algorithm() -> None:
    """``ieee754_pow`` keeps C99's answers; only the JS wrapper turns them into NaN."""
    assert ieee754_pow(1.0, NAN) == 1.0
    assert ieee754_pow(-1.0, INF) == 1.0
    assert ieee754_pow(1.0, -INF) == 1.0


def test_powers_of_ten_match_display_spec() -> None:
    """display.md 1.2's list of exponents where the engine's 10**p is one ulp off."""
    up = {-307, -303, -278, -268, -246, -207, -163, -148, -145, -106, -104, -88, -76, -57,
          -39, -29, -24, -23, -21, -20, 29, 34, 39, 49, 58, 61, 111, 126, 165, 166, 169, 187,
          210, 215, 225, 273, 274, 275}
    down = {-306, -222, -166, -138, -128, -122, -111, -101, -63, -32, -17, -5, -4, 26, 36, 42,
            70, 95, 96, 136, 142, 191, 218, 232, 242, 244, 260, 279, 284, 290, 294}
    for p in range(-323, 309):
        exact = float(f"1e{p}")
        expected = (math.nextafter(exact, INF) if p in up
                    else math.nextafter(exact, 0.0) if p in down else exact)
        assert same(js_pow(10.0, float(p)), expected), p


def test_constants_have_the_intended_bits() -> None:
    """e_pow.c gives each constant's intended hexadecimal words; check the decimal forms."""
    for value, words in [
        (fdlibm_pow._DP_H[1], 0x3FE2B80340000000), (fdlibm_pow._DP_L[1], 0x3E4CFDEB43CFD006),
        (fdlibm_pow._L1, 0x3FE3333333333303), (fdlibm_pow._L6, 0x3FCA7E284A454EEF),
        (fdlibm_pow._P1, 0x3FC555555555553E), (fdlibm_pow._P5, 0x3E66376972BEA4D0),
        (fdlibm_pow._LG2, 0x3FE62E42FEFA39EF), (fdlibm_pow._LG2_H, 0x3FE62E4300000000),
        (fdlibm_pow._LG2_L, 0xBE205C610CA86C39), (fdlibm_pow._CP, 0x3FEEC709DC3A03FD),
        (fdlibm_pow._CP_H, 0x3FEEC709E0000000), (fdlibm_pow._CP_L, 0xBE3E2FE0145B01F5),
        (fdlibm_pow._IVLN2, 0x3FF71547652B82FE), (fdlibm_pow._IVLN2_H, 0x3FF7154760000000),
        (fdlibm_pow._IVLN2_L, 0x3E54AE0BF85DDF44),
    ]:
        assert _bits(value) == words


finite = st.floats(allow_nan=False, allow_infinity=False)


@settings(max_examples=800, deadline=None)
@given(st.floats(min_value=1e-300, max_value=1e300), st.floats(min_value=-300.0, max_value=300.0))
def test_within_one_ulp_of_math_pow(x: float, y: float) -> None:
    try:
        expected = math.pow(x, y)
    except OverflowError:
        expected = INF
    got = js_pow(x, y)
    if expected == 0 or math.isinf(expected) or abs(expected) < 2.3e-308:
        assert got == expected or abs(got) < 2.3e-308 or math.isinf(got) or got > 1e307
        return
    assert ulps_apart(got, expected) <= 1, (x, y, got, expected)


@settings(max_examples=800, deadline=None)
@given(st.integers(-(2**26), 2**26), st.integers(-64, 64))
def test_exact_integer_powers_are_exact(base: int, exponent: int) -> None:
    """fdlibm: pow(integer, integer) is exact whenever the result is representable."""
    if base == 0 and exponent < 0:
        return
    from fractions import Fraction
    exact = Fraction(base) ** exponent
    if abs(exact) >= 2**53 or abs(exact) < Fraction(1, 2**1000):
        return
    value = float(exact)
    if Fraction(value) != exact:
        return  # not representable (or not an integer power of two below 1)
    assert same(js_pow(float(base), float(exponent)), value)
    assert same(ieee754_pow(float(base), float(exponent)), value)  # without the shortcut


@settings(max_examples=500, deadline=None)
@given(st.integers(-(2**20), 2**20), st.integers(1, 63))
def test_integer_shortcut_agrees_with_the_algorithm(base: int, exponent: int) -> None:
    x, y = float(base), float(exponent)
    assert same(js_math_pow(x, y), ieee754_pow(x, y))


@settings(max_examples=500, deadline=None)
@given(finite, finite)
def test_sign_and_nan_rules(x: float, y: float) -> None:
    """Negative bases: NaN for non-integers, sign from the parity of integer exponents."""
    got = js_pow(x, y)
    if x < 0 and not y.is_integer():
        assert math.isnan(got)
    elif x < 0 and not math.isnan(got) and got != 0:
        odd = abs(y) < 2**53 and int(y) % 2 == 1
        assert (got < 0) == odd
    else:
        assert not math.isnan(got)
