"""Conversion operators, typeof, DIVE and the output operators (4.11, 4.12, 4.16)."""

from __future__ import annotations

import math

import pytest
from opcall import FakeEnv, call

from pow2048_widget.calcarray.errors import CalcArrayError
from pow2048_widget.calcarray.values import UNDEFINED, BigRational, GaussianBigInt


def test_conversions() -> None:
    assert call("Number", [5.0, 6.0]) == 0.0
    assert call("Number", 12345678901234567890) == 12345678901234567000.0
    assert call("String", [1.0, [2.0, 3.0], "a"]) == "1,2,3,a"
    assert call("String", 1e21) == "1e+21"
    assert call("Boolean", "false") is True
    assert call("Array", [5.0]) == [[5.0]]
    assert call("BigInt", "1.5") == 2
    assert call("GaussianBigInt", [2.0, 3.0, 4.0]) == GaussianBigInt(2, 3)
    assert call("GaussianBigInt", 3.5) == GaussianBigInt(0, 0)
    assert call("BigRational", "@Score") == BigRational(0, 0)
    assert call("BigRational", None) == BigRational(0, 1)
    assert call("BigRational", 5e-324) == BigRational(0, 0)
    assert call("typeof", UNDEFINED) == "undefined"


def test_dive_seed_unlock() -> None:
    seeds = [4, 6]
    assert [call("DIVESeedUnlock", 72, seeds, float(m)) for m in range(5)] == [2, 2, 3, 3, 3]
    assert call("DIVESeedUnlock", 2520, [6, 10, 4, 15], 4.0) == 63
    assert call("DIVESeedUnlock", 0, [2], 0.0) == 1
    assert call("DIVESeedUnlock", 24, [1], 0.0) == 24
    assert call("DIVESeedUnlock", 96, [4, 6], -1.0) == 1
    with pytest.raises(CalcArrayError):
        call("DIVESeedUnlock", 96, [4.0, 6.0], 0.0)


def test_gaussian_dive_seed_unlock() -> None:
    gb = GaussianBigInt
    assert call("GaussianDIVESeedUnlock", "12", [gb(1, 1), gb(3, 0)], 0.0, False) == gb(-1, 0)
    assert call("GaussianDIVESeedUnlock", "10", [gb(2, 1), gb(1, 2)], 1.0, True) == gb(2, 0)
    assert call("GaussianDIVESeedUnlock", "65", [gb(2, 1), gb(3, 2)], 2.0, False) == gb(4, -7)
    assert call("GaussianDIVESeedUnlock", "0", [gb(2, 1)], 2.0, False) == 1


def test_output_keeps_the_running_value() -> None:
    env = FakeEnv()
    shown: list[object] = []
    env.state.output = shown.append
    env.state.announce = shown.append
    assert call("output", 1.0, [3.0], env=env) == 1.0
    assert call("announce", 7.0, "message", env=env, extra=1000.0) == 7.0
    assert call("ignore", 2.0, "comment") == 2.0
    assert call("console.log", 1.0, "x") == 1.0
    assert shown == [[3.0], "message"]
    assert math.isnan(call("Number", math.nan)) is False
