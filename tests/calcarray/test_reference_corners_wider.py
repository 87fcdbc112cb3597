"""Siblings of the corners in ``test_reference_corners``: the same cause one step further
(issue: random programs agree with the reference). Expected values are derived from
JavaScript's own rules, measured in V8 (Node 20) where a number is needed, as each test says;
none of them comes from running the reference itself."""

from __future__ import annotations

from typing import Any

import pytest

from pow2048_widget.calcarray import (
    CalcArrayError,
    EvalContext,
    GameState,
    evaluate,
    sc_decode,
)

V8_MAX_BIGINT_BITS = 2**30
"""Measured in Node 20: ``2n ** (2n ** 30n - 1n)`` is built, ``2n ** (2n ** 30n)`` throws
"Maximum BigInt size exceeded"; ``1n << (2n ** 30n)`` likewise."""


def run(expr: Any, state: GameState | None = None, coords: tuple[Any, Any] = (0.0, 0.0)) -> Any:
    ctx = EvalContext(coords[0], coords[1], 0.0, 1.0, None, None, state or GameState())
    return evaluate(sc_decode(expr), ctx)


def big(n: int) -> str:
    return f"@BigInt {n}"


@pytest.mark.parametrize("a", [2, -2])
def test_root_b_throws_exactly_when_the_first_newton_power_passes_v8s_largest_bigint(
        a: int) -> None:
    # a ** (degree - 1) with degree - 1 = 2**30 has 2**30 + 1 bits: one too many.
    with pytest.raises(CalcArrayError, match="Maximum BigInt size exceeded"):
        run([big(a), "rootB", big(V8_MAX_BIGINT_BITS + 1)])
    # One degree less: 2 ** (2**30 - 1) has exactly 2**30 bits, which V8 still builds
    # (a negative number needs an odd degree, so it is tested two degrees less).
    if a > 0:
        assert run([big(a), "rootB", big(V8_MAX_BIGINT_BITS)]) == 1
    else:
        assert run([big(a), "rootB", big(V8_MAX_BIGINT_BITS - 1)]) == -1


def test_root_b_size_check_uses_the_bit_count_of_the_power_for_other_bases() -> None:
    # 3 ** k needs k * log2(3) bits: 677,455,664 * 1.58496... is just below 2**30,
    # 677,455,665 * 1.58496... just above it.
    assert run([big(3), "rootB", big(677_455_665)]) == 1
    with pytest.raises(CalcArrayError, match="Maximum BigInt size exceeded"):
        run([big(3), "rootB", big(677_455_666)])
    # Small cases are unaffected: odd roots of negatives keep the sign, even ones throw.
    assert run([big(-27), "rootB", big(3)]) == -3
    with pytest.raises(CalcArrayError):
        run([big(-16), "rootB", big(2)])


def grid_state(tile_value: Any) -> GameState:
    return GameState(grid=[[[1.0], [2.0]], [[4.0], "@Empty"]], width=2, height=2,
                     tile_value_function=tile_value)


def test_tile_value_row_length_is_the_row_count_as_a_javascript_array_property() -> None:
    # Grid["length"] is 2 in JavaScript, and (2)[0] is undefined: not an "@" string, so the
    # mode's tile-value expression is evaluated there; a constant one answers.
    assert run(["length", "tileValue", 0], grid_state([7])) == 7.0
    # One that reads the tile fails, as undefined[0] does in JavaScript.
    with pytest.raises(CalcArrayError):
        run(["length", "tileValue", 0], grid_state(["@This 0"]))


@pytest.mark.parametrize("row", ["01", "1.0", "+1", " 1", "\u0661", "\u00b9"])
def test_tile_value_rows_that_are_not_canonical_index_text_name_no_row(row: str) -> None:
    # Only "0", "1", ... are array indexes as property keys; "\u0661" (Arabic-Indic one) and
    # "\u00b9" (superscript one) count as digits for Python's isdigit but not for JavaScript.
    with pytest.raises(CalcArrayError, match="row does not exist"):
        run([row, "tileValue", 0], grid_state(["@This 0"]))
    assert run(["1", "tileValue", 0], grid_state(["@This 0"])) == 4.0


ROWS = [["@Empty", [4.0], [5.0]], [[1.0], [2.0], [3.0]]]


@pytest.mark.parametrize("name", ["@NextNE", "@NextFull"])
@pytest.mark.parametrize("count", ["0", "x", "-0"])
@pytest.mark.parametrize("coords", [("None", 0.0), (0.0, "None"), ("None", "None"),
                                    (5.0, 0.0), (0.0, 7.0), (0.5, 0.0), (-1.0, 0.0)])
def test_next_occupied_without_a_step_outside_the_grid_is_unresolved(
        name: str, count: str, coords: tuple[Any, Any]) -> None:
    # The two-part form checks the final position against the grid even when no step was
    # taken (a count of 0 or not a number); "None" is never in bounds.
    state = GameState(grid=ROWS, width=3, height=2)
    text = f"{name} {count}"
    assert run(text, state, coords) == text


@pytest.mark.parametrize("name", ["@NextNE", "@NextFull"])
def test_next_occupied_without_a_step_inside_the_grid_is_the_current_cell(name: str) -> None:
    state = GameState(grid=ROWS, width=3, height=2)
    assert run(f"{name} 0", state, (1.0, 2.0)) == [3.0]
    assert run(f"{name} x", state, (0.0, 0.0)) == "@Empty"
    # The three-part form is not bounds-checked: a missing row throws (the reference reads
    # undefined[k]).
    with pytest.raises(CalcArrayError):
        run(f"{name} 0 0", state, ("None", 0.0))
