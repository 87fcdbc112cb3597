"""Sizes inside a code are checked before anything is built (measured: a Custom code whose
grid size was 100000 grew to 23 GB; 1e308 and 1e400 raised a bare OverflowError)."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest

from pow2048_widget.savecode import SaveCodeError, load_save_code, mode_from_code

COMMUNITY = Path(__file__).parent.parent / "conformance" / "savecodes" / "community"


def _custom_code_with_grid_size(size_text: str) -> str:
    code = json.loads((COMMUNITY / "c001_5461.json").read_text())["code"]
    parts = code.split("|")
    rules = json.loads(base64.b64decode(parts[8]))
    text = json.dumps(rules[:3])[:-1] + ", " + size_text + "]"
    parts[8] = base64.b64encode(text.encode()).decode()
    return "|".join(parts)


def test_the_custom_code_used_here_loads_with_its_own_size() -> None:
    assert mode_from_code(_custom_code_with_grid_size("6")).width == 6


def test_custom_grid_sizes_over_the_cell_limit_are_refused_before_allocation() -> None:
    # 300 first: if the check ever regresses, it fails on a small grid, not a 23 GB one.
    for size in ("300", "1e308", "1e400", "100000"):
        with pytest.raises(SaveCodeError) as info:
            load_save_code(_custom_code_with_grid_size(size))
        assert "65,536 cells" in str(info.value)
        assert "grid size" in str(info.value)


@pytest.mark.parametrize("size", ['"many"', "NaN"])
def test_a_grid_size_that_is_not_a_number_is_a_save_code_error(size: str) -> None:
    with pytest.raises(SaveCodeError):
        load_save_code(_custom_code_with_grid_size(size))


def test_deeply_nested_json_in_a_code_is_a_save_code_error() -> None:
    code = json.loads((COMMUNITY / "c001_5461.json").read_text())["code"]
    parts = code.split("|")
    parts[8] = base64.b64encode(("[" * 7000 + "]" * 7000).encode()).decode()
    with pytest.raises(SaveCodeError):
        load_save_code("|".join(parts))


FINDINGS = json.loads((Path(__file__).parent / "fuzz_findings.json").read_text())["cases"]


@pytest.mark.parametrize("case", FINDINGS, ids=[c["finding"] for c in FINDINGS])
def test_codes_the_fuzzer_found_give_save_code_errors(case: dict[str, str]) -> None:
    with pytest.raises(SaveCodeError):  # the fuzzer's path: restore, play, save
        game = load_save_code(case["code"]).to_game(seed=1)
        for direction in range(4):
            game.move(direction)
        game.to_save_code()
