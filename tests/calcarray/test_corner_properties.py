"""Random programs in the operator families where the reference's corners lie (prime list,
infinities in gcd/lcm, BigRational comparisons, digit-wise and Gaussian powers, huge roots,
property keys, trig bits, long BigInt text, "None" coordinates), checked for what must hold
whatever the reference answers:

* only ``CalcArrayError`` ever escapes (no Python exception, no crash);
* the same program on the same state gives the same result and the same state after it;
* every result survives SC JSON (``sc_encode`` then ``sc_decode`` gives it back).
"""

from __future__ import annotations

import json
import math
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pow2048_widget.calcarray import (
    CalcArrayError,
    EvalContext,
    GameState,
    Limits,
    evaluate,
    sc_decode,
    sc_encode,
)

NUMBER_OPS = ["gcd", "lcm", "prime", "sin", "cos", "tan", "max", "min", "factorial"]
BIGINT_OPS = ["rootB", "factorListB", "factorAmountB", "primeB", "factorialB", "bit&B",
              "gaussian_prime"]
THREE_OPS = ["basebit&B", "basebit|B", "basebit^B", "^RBR", "**RBR"]
ANY_OPS = ["basebit~B", "**GB", "^GB", "primeFactorizeB", "primeDefactorizeB", "multicolor",
           "arr_lastIndexOfFrom", "baseDeconvertB", "tileValue", "mergeRuleApplies",
           "mergeRuleApplies_nonRecursive", "evaluateColor", "String", "BigInt", "Number"]

numbers = st.one_of(
    st.sampled_from([0.0, 1.0, -1.0, 2.0, 4.5, -4.0, 97.0, 5e-324, 1e22, 0.6, 12.0, -0.0]),
    st.sampled_from(["@Infinity", "@-Infinity", "@NaN"]),
    st.floats(-1e6, 1e6, allow_nan=False),
    st.integers(-30, 30).map(float),
)
bigints = st.one_of(st.integers(-1000, 10**12).map(lambda n: f"@BigInt {n}"),
                    st.sampled_from(["@BigInt 600851475143", "@BigInt 0", "@BigInt 2",
                                     "@BigInt 1000000000000"]))
others = st.sampled_from([
    "@GaussianBigInt 0 1", "@GaussianBigInt 0 0", "@GaussianBigInt 2 0", "@GaussianBigInt 1 1",
    "@BigRational 1 2", "@BigRational -2 7", "-2/7", "x", "10", None, "@undefined", True,
    ["@Literal"], ["@Literal", 1, 1], ["@Literal", 0], ["@Literal", [1.5, 0]],
    ["@Literal", "@GaussianBigInt 2 0", "@BigInt 3"], "@Primes", "@NextNE 1", "@NextFull -1 0",
    "@This 0", [2000, "factorialB"],
])
atoms = st.one_of(numbers, bigints, others)


@st.composite
def programs(draw: Any) -> list[Any]:
    """A start value and one to three operator steps, each with its arguments."""
    expr: list[Any] = [draw(atoms)]
    for _ in range(draw(st.integers(1, 3))):
        family = draw(st.sampled_from(("number", "bigint", "three", "any")))
        if family == "number":
            expr += [draw(st.sampled_from(NUMBER_OPS)), draw(atoms)]
        elif family == "bigint":
            expr += [draw(st.sampled_from(BIGINT_OPS)), draw(atoms)]
        elif family == "three":
            expr += [draw(st.sampled_from(THREE_OPS)), draw(atoms), draw(atoms)]
        else:
            expr += [draw(st.sampled_from(ANY_OPS)), draw(atoms), draw(atoms)]
    return expr


setups = st.fixed_dictionaries({
    "coords": st.sampled_from([(0.0, 0.0), (0.0, 1.0), ("None", 0.0), (1.0, "None")]),
    "dir": st.sampled_from([(0.0, -1.0), (0.0, 1.0), (1.0, 0.0)]),
})

LIMITS = Limits(max_steps=200_000, max_seconds=30.0, max_length=100_000,
                max_bigint_bits=200_000)


def fresh_context(setup: dict[str, Any]) -> EvalContext:
    state = GameState(grid=[[[1.0], [1.0], "@Empty"], [[4.0], "@Empty", [5.0]]],
                      width=3, height=2, tile_value_function=["@This 0"])
    v, h = setup["coords"]
    dv, dh = setup["dir"]
    return EvalContext(v, h, dv, dh, None, None, state, LIMITS)


def outcome(expr: Any, setup: dict[str, Any]) -> tuple[str, Any, Any]:
    """("ok", SC JSON text of the result, primes after) or ("error", message, primes)."""
    ctx = fresh_context(setup)
    try:
        result = evaluate(sc_decode(expr), ctx)
    except CalcArrayError as exc:
        return "error", str(exc), list(ctx.state.primes)
    return "ok", json.dumps(sc_encode(result), sort_keys=True), list(ctx.state.primes)


def _same_value(a: Any, b: Any) -> bool:
    if isinstance(a, float) and isinstance(b, float):
        return a == b or (math.isnan(a) and math.isnan(b))
    return bool(a == b)


@settings(max_examples=250, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(programs(), setups)
def test_corner_programs_fail_only_with_calcarray_errors_and_repeat_exactly(
        expr: list[Any], setup: dict[str, Any]) -> None:
    first = outcome(expr, setup)  # any other exception fails the test right here
    second = outcome(expr, setup)
    assert first == second, f"{expr!r}: {first} then {second}"
    if first[0] == "ok":
        encoded = json.loads(first[1])
        decoded = sc_decode(encoded)
        assert json.dumps(sc_encode(decoded), sort_keys=True) == first[1]
        if not isinstance(decoded, (list, dict)):
            again = sc_decode(sc_encode(decoded))
            assert _same_value(again, decoded) and type(again) is type(decoded)
