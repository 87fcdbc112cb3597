"""Findings of the robustness review, one test each.

* ``evaluate(expr, context)`` let ``RecursionError`` escape for deeply nested or
  self-containing expressions (the compiled-plan snapshot walked them before the guard).
* Python's own words reached users ("Exceeds the limit (4300 digits) for integer string
  conversion; ..."); now such BigInts convert to and from text as in JavaScript.
* An endless ``@repeat`` ran about 5 s on a loaded machine, and then a wall-clock budget
  made where it stopped depend on the load; now the step count stops it, the same on every
  machine, and ``Limits.max_seconds`` (CPU time) is only a last resort.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from pow2048_widget.calcarray import (
    CalcArrayLimitError,
    EvalContext,
    Limits,
    evaluate,
)

ENDLESS = [1.0, "@repeat", [True], "+", 1.0, "@end-repeat"]


def deep(n: int) -> Any:
    e: Any = 1.0
    for _ in range(n):
        e = [e]
    return e


def self_containing() -> list[Any]:
    e: list[Any] = [1.0, "+"]
    e.append(e)
    return e


@pytest.mark.parametrize("make", [lambda: deep(7000), lambda: deep(20_000), self_containing])
@pytest.mark.parametrize("with_context", [True, False])
def test_deep_or_self_containing_expressions_are_limit_errors(make, with_context) -> None:
    expr = make()
    for _ in range(3):  # the plan cache is consulted from the second evaluation on
        with pytest.raises(CalcArrayLimitError):
            evaluate(expr, EvalContext()) if with_context else evaluate(expr)


def test_bigints_past_pythons_text_limit_convert_as_in_javascript() -> None:
    text = evaluate([2, "^B", 20_000, "String"])
    assert len(text) == 6_021 and text.startswith("39802") and text.endswith("09376")
    assert evaluate(["1" + "0" * 5000, "BigInt"]) == 10**5000
    assert evaluate([2000, "factorialB", "String", "str_length"]) == 5736.0


def test_the_last_resort_cpu_guard_stops_what_the_count_lets_through() -> None:
    limits = Limits(max_steps=10**12, max_seconds=0.2)
    start = time.thread_time()
    with pytest.raises(CalcArrayLimitError) as info:
        evaluate(ENDLESS, EvalContext(limits=limits))
    elapsed = time.thread_time() - start
    assert "more than 0.2 s of CPU time" in str(info.value)
    assert info.value.path in ((1,), (3,))  # the loop word or its body
    assert elapsed < 10.0  # soon after the 0.2 s it allows (the clock is read every few steps)


def test_by_default_an_endless_loop_stops_by_its_count() -> None:
    # About 1 s of CPU here; what matters is that the count stops it, whatever the machine.
    with pytest.raises(CalcArrayLimitError) as info:
        evaluate(ENDLESS, EvalContext())
    assert f"exceeded {Limits().max_steps} steps" in str(info.value)


def test_the_default_cpu_guard_is_a_last_resort() -> None:
    assert Limits().max_seconds >= 30


def test_where_an_endless_loop_stops_does_not_depend_on_the_clock(monkeypatch) -> None:
    """A CPU clock that runs ten times faster (a machine ten times slower, seen from
    inside) stops the loop at exactly the same step with the same error: the count decides,
    and the CPU guard is far away."""
    from pow2048_widget.calcarray import evaluator

    def stopped() -> str:
        with pytest.raises(CalcArrayLimitError) as info:
            evaluate(ENDLESS, EvalContext(limits=Limits(max_steps=200_000)))
        return str(info.value)

    normal = stopped()
    real = time.thread_time
    monkeypatch.setattr(evaluator, "cpu_clock", lambda: real() * 10.0)
    assert stopped() == normal


def test_the_step_limit_is_still_exact() -> None:
    from pow2048_widget.calcarray.trace import trace

    recorded = trace(ENDLESS, EvalContext(limits=Limits(max_steps=5000)),
                     max_steps=5000)
    assert recorded.counted_steps == 5000
    assert "5000 steps" in str(recorded.error)


def test_the_tile_value_function_counts_against_the_same_budget() -> None:
    from pow2048_widget.calcarray import GameState

    state = GameState(grid=[[[1.0]]], width=1, height=1, tile_value_function=ENDLESS)
    with pytest.raises(CalcArrayLimitError, match="exceeded 50000 steps"):
        evaluate([0.0, "tileValue", 0.0],
                 EvalContext(state=state, limits=Limits(max_steps=50_000)))


def _nested_via_random(inner: Any, limits: Limits) -> tuple[Any, list[Any]]:
    """An evaluation whose random draws each evaluate ``inner`` (an engine hook evaluating
    inside an evaluation, as the game's tile-value function or a script does)."""
    from pow2048_widget.calcarray import GameState

    seen: list[Any] = []

    def draw() -> float:
        seen.append(evaluate(inner, EvalContext(limits=limits)))
        return 0.5

    state = GameState(grid=[[[1.0]]], width=1, height=1, random=draw)
    expr = [0.0, "+", "rand_float", 1.0, "+", "rand_float", 1.0]
    return evaluate(expr, EvalContext(state=state, limits=limits)), seen


def test_a_nested_evaluation_goes_by_the_outer_clock(monkeypatch) -> None:
    """An evaluation inside another shares its deadline, and the clock is first read at a
    checkpoint: short evaluations (most of a game's) never read it (reading it at every
    start cost ~5% of a DIVE press), and the result is the same."""
    from pow2048_widget.calcarray import evaluator

    reads: list[float] = []
    real = time.thread_time

    def counting() -> float:
        reads.append(real())
        return reads[-1]

    long = [0.0, "@repeat", 500.0, "+", 1.0, "@end-repeat"]
    expected = _nested_via_random([2.0, "*", 3.0], Limits())
    expected_long = _nested_via_random(long, Limits())
    assert expected_long[1] == [500.0]
    monkeypatch.setattr(evaluator, "cpu_clock", counting)
    assert _nested_via_random([2.0, "*", 3.0], Limits()) == expected
    assert reads == []  # no checkpoint in so few steps
    assert _nested_via_random(long, Limits()) == expected_long
    assert 0 < len(reads) < 40  # read at checkpoints, less and less often


def test_the_cpu_guard_still_stops_a_nested_evaluation() -> None:
    """The nested endless loop meets the outer evaluation's deadline (and a step count it
    shares with it), read at its own checkpoints."""
    limits = Limits(max_steps=10**12, max_seconds=0.2)
    with pytest.raises(CalcArrayLimitError) as info:
        _nested_via_random(ENDLESS, limits)
    assert "more than 0.2 s of CPU time" in str(info.value)
    with pytest.raises(CalcArrayLimitError, match="exceeded 50000 steps"):
        _nested_via_random(ENDLESS, Limits(max_steps=50_000))
