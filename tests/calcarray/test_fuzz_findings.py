"""Escapes the fuzzing campaign found (scripts/fuzz.sh), one regression test each.

Each ran far past its time budget, hung or grew without bound: a single operator with a long
internal loop (factorisation, Gaussian primes, rational trigonometry, gcd), steps that grew
more expensive each turn, or a number growing past ``max_bigint_bits`` through operators
that did not check it. Now each stops with ``CalcArrayLimitError`` within a few seconds of
CPU time, by the default step count alone: operators charge their own work (divisions,
rounds, digits) as steps, so where they stop does not depend on the machine or its load.
"""

from __future__ import annotations

from typing import Any

import pytest

from pow2048_widget.calcarray import (
    CalcArrayLimitError,
    EvalContext,
    GameState,
    Limits,
    evaluate,
)
from pow2048_widget.calcarray.trace import trace
from pow2048_widget.calcarray.values import BigRational, GaussianBigInt

#: The default counts, with the CPU-time guard far out of the way: the count alone must stop
#: each finding (about 1-3 s of CPU each here; the tests assert how it stopped, not how long
#: it took, so a slower or busier machine gives the same outcome).
BUDGET = Limits(max_seconds=120)


def _loop(op: str, arg: Any) -> list[Any]:
    return [1.0, "@repeat", [True], op, arg, "@end-repeat"]


FINDINGS = {
    "prime of a huge index (sieve)": [1.7976931348623157e308, "prime", 957.5],
    "perfect power form of a 4000-digit number": [10**4000, "perfectPowerFormBR"],
    "cosine of a huge rational (pi to 4000 digits)": [BigRational(10**4000, 3), "cosRBR", 1e21],
    "factor count of a product of two large primes": [(2**61 - 1) * (2**89 - 1) * 1000003,
                                                       "factorAmountB"],
    "divisors of a product of two large primes": [(2**61 - 1) * (2**89 - 1), "factorListB"],
    "the millionth Gaussian prime": [1000000.0, "gaussian_prime"],
    "pushing onto a growing array forever": [1.0, "@repeat", [True], "arr_push", "@GVar",
                                              "@end-repeat"],
    "squaring a Gaussian integer forever (normGGB)": [GaussianBigInt(3, 2), "@repeat", [True],
                                                      "normGGB", "@end-repeat"],
    "wrapping the value in an array forever": [1.0, "@repeat", 1e15, "Array", "@end-repeat"],
    "gcd of two huge Gaussian integers": [GaussianBigInt(3**60000, 5**40000), "gcdGB",
                                          GaussianBigInt(7**50000, 2**90000)],
    "dividing a rational forever": _loop("/BR", 11.276733160763456),
    "factorising a 106,000-bit number with no small factor": [(2**89 - 1) ** 1200,
                                                               "factorAmountB"],
    "factor count of 2**100000 (one division per factor)": [2**100_000, "factorAmountB"],
    "factor count of 3**60000": [3**60_000, "factorAmountB"],
    "the 8 million divisors of the product of the first 23 primes": [
        223092870 * 29 * 31 * 37 * 41 * 43 * 47 * 53 * 59 * 61 * 67 * 71 * 73 * 79 * 83,
        "factorListB"],
}


@pytest.mark.parametrize("expr", FINDINGS.values(), ids=FINDINGS.keys())
def test_stops_within_its_budget(expr: Any) -> None:
    state = GameState(grid=[[[1.0]]], width=1, height=1, game_vars=[[1.0]])
    try:
        evaluate(expr, EvalContext(state=state, limits=BUDGET))
    except CalcArrayLimitError as exc:
        assert "CPU time" not in str(exc)  # stopped by a count, not by the last resort


def test_a_growing_gaussian_integer_hits_the_bigint_limit() -> None:
    with pytest.raises(CalcArrayLimitError, match="bits exceeds"):
        evaluate(FINDINGS["squaring a Gaussian integer forever (normGGB)"],
                 EvalContext(limits=Limits(max_bigint_bits=10_000)))


def test_the_step_debugger_stops_a_deep_expression_within_its_budget() -> None:
    deep: Any = [GaussianBigInt(1, 1), "%", 0.0]
    for _ in range(198):
        deep = [deep]
    recorded = trace([1.0, "@repeat", [True], "+", deep, "@end-repeat"],
                     EvalContext(limits=BUDGET))
    assert recorded.error is not None
    assert "CPU time" not in str(recorded.error)


def test_the_step_debugger_shows_a_bigint_beyond_pythons_text_limit() -> None:
    recorded = trace([2, "^B", 20_000, "Array"])  # 6,021 digits: Python will not print it
    assert recorded.error is None
    assert "about 6,021 digits" in recorded.steps[-1].text


def test_sc_json_of_such_a_bigint_round_trips() -> None:
    from pow2048_widget.calcarray import sc_decode, sc_encode

    big = 2**20_000  # 6,021 digits: JavaScript writes it, and so do we
    encoded = sc_encode([big])
    assert encoded[0].startswith("@BigInt 39802") and len(encoded[0]) == 8 + 6_021
    assert sc_decode(encoded) == [big]
