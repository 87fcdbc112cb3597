"""The fdlibm sin/cos/tan port: its constants, its argument reduction and its bits."""

from __future__ import annotations

import math
import random
import re
import struct
from pathlib import Path

import pytest

from pow2048_widget.calcarray import fdlibm_trig as trig
from pow2048_widget.calcarray.fdlibm_trig import js_math_cos, js_math_sin, js_math_tan, rem_pio2

SOURCE = Path(trig.__file__).read_text(encoding="utf-8")


def words(x: float) -> str:
    bits = struct.unpack("<Q", struct.pack("<d", x))[0]
    return f"{bits >> 32:08X} {bits & 0xFFFFFFFF:08X}"


def test_every_constant_has_the_bits_its_comment_gives() -> None:
    pairs = re.findall(r"(-?\d\.\d+e[-+]?\d+),?\s+# 0x([0-9A-F]{8} [0-9A-F]{8})", SOURCE)
    assert len(pairs) >= 30
    for literal, expected in pairs:
        assert words(float(literal)) == expected, literal


def test_the_reduction_table_and_a_medium_argument() -> None:
    assert trig._NPIO2_HW[0] == 0x3FF921FB and trig._NPIO2_HW[31] == 0x404921FB
    n, y0, y1 = rem_pio2(10.0)
    assert n == 6 and abs(10.0 - (n * math.pi / 2 + y0 + y1)) < 1e-15


@pytest.mark.parametrize("x", [0.0, -0.0, 1e-300, -1e-20])
def test_tiny_arguments_and_signed_zero(x: float) -> None:
    assert math.copysign(1.0, js_math_sin(x)) == math.copysign(1.0, x)
    assert js_math_sin(x) == x and js_math_tan(x) == x and js_math_cos(x) == 1.0


def test_symmetry_and_agreement_within_one_ulp() -> None:
    rnd = random.Random(24)
    for _ in range(3000):
        x = rnd.uniform(-100.0, 100.0) if rnd.random() < 0.5 else 10 ** rnd.uniform(-8, 300)
        assert js_math_sin(-x) == -js_math_sin(x) and js_math_cos(-x) == js_math_cos(x)
        assert js_math_tan(-x) == -js_math_tan(x)
        for ours, c in ((js_math_sin, math.sin), (js_math_cos, math.cos),
                        (js_math_tan, math.tan)):
            assert abs(ours(x) - c(x)) <= math.ulp(c(x)), (ours.__name__, x)


def test_where_v8_and_c_differ() -> None:
    assert repr(js_math_tan(-4.0)) == "-1.1578212823495777"
    assert repr(math.tan(-4.0)) == "-1.1578212823495775"  # the point of the port


@pytest.mark.parametrize("x", [math.inf, -math.inf, math.nan])
def test_non_finite_arguments_give_nan(x: float) -> None:
    assert all(math.isnan(f(x)) for f in (js_math_sin, js_math_cos, js_math_tan))
