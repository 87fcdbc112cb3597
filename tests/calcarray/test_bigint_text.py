"""Big numbers shown, not refused: BigInts past Python's 4,300-digit text limit are read,
written, shown and given as answers; only past the documented size guard are they refused
(a ``CalcArrayLimitError``, never a bare ``ValueError``)."""

from __future__ import annotations

import json

import pytest

import pow2048_widget  # noqa: F401 - registers the save-code layer
from pow2048_widget.calcarray import (
    CalcArrayError,
    CalcArrayLimitError,
    evaluate,
    sc_dumps,
    sc_loads,
)
from pow2048_widget.calcarray.values import MAX_TEXT_DIGITS, decimal_text, int_from_decimal_text
from pow2048_widget.engine import Mode, classic_mode

BIG = int_from_decimal_text("9" * 5000)


def test_sc_loads_reads_a_bigint_of_5000_digits() -> None:
    assert sc_loads('"@BigInt ' + "9" * 5000 + '"') == BIG
    assert sc_loads(sc_dumps([BIG, -BIG])) == [BIG, -BIG]


def test_evaluate_turns_it_into_text_and_back() -> None:
    text = evaluate([2, "^B", 20_000, "String"])
    assert text == decimal_text(2**20_000) and len(text) == 6021
    assert evaluate([text, "BigInt"]) == 2**20_000


def test_a_mode_file_and_a_mode_code_hold_one(tmp_path) -> None:
    mode = classic_mode()
    mode.start_tile_spawns = [[[BIG], 1]]
    path = tmp_path / "big.json"
    path.write_text(sc_dumps(mode.to_dict()))
    assert Mode.load(path).start_tile_spawns[0][0][0] == BIG
    assert Mode.from_save_code(mode.to_save_code()).start_tile_spawns[0][0][0] == BIG


@pytest.mark.parametrize("answer", ["9" * 5000 + "n", '"@BigInt ' + "9" * 5000 + '"', "9" * 5000])
def test_an_exercise_answer_with_such_a_number_gets_feedback(answer: str) -> None:
    from pow2048_widget.teach import all_exercises

    exercise = next(e for v in all_exercises().values() for e in v if e.kind == "value")
    feedback = str(exercise.check(answer))
    assert "Not yet" in feedback and "Traceback" not in feedback


def test_the_size_guard_refuses_before_converting() -> None:
    assert int_from_decimal_text("9" * MAX_TEXT_DIGITS) > 0  # at the guard: read
    with pytest.raises(CalcArrayLimitError, match="301,030 digits"):
        sc_loads('"@BigInt ' + "9" * (MAX_TEXT_DIGITS + 10) + '"')
    with pytest.raises(CalcArrayError, match="1,000,000 bits"):
        sc_dumps([1 << 1_000_001])
    assert json.loads(sc_dumps([BIG]))  # plain JSON text
